"""The landing zone: one encrypted batch file per landed export under ``landing/<day>/``.

A batch is a small SQLCipher file keyed with the vault key, written to a hidden temp name and
renamed into place (readers never see half a batch). Its name carries a fingerprint of what it
holds, so landing the same export again is recognised and lands nothing new. Rejected input goes
to the vault's quarantine with its file, position and reason.
"""
from __future__ import annotations

import hashlib
import json
import os
import secrets
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Iterator

import sqlcipher3

from .config import Home, VaultKey
from .connectors import CONNECTORS, Rejected, Skipped, raw_text, registry
from .errors import HinetError, InvalidItemError, WrongKeyError
from .records import CanonicalItem
from .vault import Vault, utcnow

BATCH_SUFFIX = ".batch"


@dataclass
class LandResult:
    batch: str
    day: str
    connector: str
    landed: int = 0
    quarantined: int = 0
    skipped: int = 0
    duplicates: int = 0  # records the export itself repeats, landed once
    already_landed: bool = False
    path: Path | None = None
    reasons: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"batch": self.batch, "day": self.day, "landed": self.landed,
                "quarantined": self.quarantined, "skipped": self.skipped, "duplicates": self.duplicates,
                "already_landed": self.already_landed}


def parse_day(day: str | date | None) -> str:
    if day is None:
        return date.today().isoformat()
    if isinstance(day, date):
        return day.isoformat()
    try:
        return date.fromisoformat(day).isoformat()
    except ValueError:
        raise HinetError(f"--day {day!r}: expected YYYY-MM-DD") from None


def _open_batch(path: Path, key: VaultKey) -> sqlcipher3.Connection:
    conn = sqlcipher3.connect(str(path), isolation_level=None)
    conn.execute("PRAGMA cipher_log_level = NONE")
    conn.execute(f"PRAGMA key = {key.pragma_literal()}")
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlcipher3.DatabaseError:
        conn.close()
        raise WrongKeyError(path, key.origin) from None
    conn.execute("PRAGMA temp_store = MEMORY")
    return conn


class BatchWriter:
    """Streams items into an encrypted temp batch (bounded memory), then renames it into place."""

    def __init__(self, folder: Path, key: VaultKey) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.tmp = folder / f".incoming-{os.getpid()}-{secrets.token_hex(4)}.tmp"
        self.conn = _open_batch(self.tmp, key)
        self.conn.execute("PRAGMA journal_mode = OFF")  # no journal file beside it; the rename is the commit
        self.conn.execute("BEGIN")
        self.conn.execute("CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)")
        self.conn.execute("CREATE TABLE items (seq INTEGER PRIMARY KEY, record TEXT NOT NULL)")
        self._buffer: list[tuple[str]] = []
        self.count = 0

    def add(self, item: CanonicalItem) -> None:
        record = item.to_dict()
        record["content_hash"] = item.content_hash  # computed once, at landing
        self._buffer.append((json.dumps(record, ensure_ascii=False),))
        self.count += 1
        if len(self._buffer) >= 1000:
            self._flush()

    def _flush(self) -> None:
        self.conn.executemany("INSERT INTO items(record) VALUES (?)", self._buffer)
        self._buffer.clear()

    def commit(self, path: Path, meta: dict) -> None:
        self._flush()
        self.conn.executemany("INSERT INTO meta VALUES (?, ?)", [(k, json.dumps(v)) for k, v in meta.items()])
        self.conn.execute("COMMIT")
        self.conn.close()
        os.chmod(self.tmp, 0o600)
        path.parent.mkdir(parents=True, exist_ok=True)
        os.replace(self.tmp, path)

    def discard(self) -> None:
        try:
            self.conn.close()
        finally:
            self.tmp.unlink(missing_ok=True)
            try:
                self.folder.rmdir()  # leave no empty day folder behind
            except OSError:
                pass


def batch_meta(path: Path, key: VaultKey) -> dict:
    conn = _open_batch(path, key)
    try:
        return {k: json.loads(v) for k, v in conn.execute("SELECT k, v FROM meta")}
    finally:
        conn.close()


def read_batch(path: Path, key: VaultKey, chunk: int = 1000) -> Iterator[CanonicalItem]:
    """Stream a batch's items (bounded memory). They were validated when landed and the batch is
    authenticated by the key, so they are rebuilt without a second validation."""
    conn = _open_batch(path, key)
    try:
        last = 0
        while True:
            rows = conn.execute("SELECT seq, record FROM items WHERE seq > ? ORDER BY seq LIMIT ?",
                                (last, chunk)).fetchall()
            if not rows:
                return
            for seq, record in rows:
                yield CanonicalItem.from_landed(json.loads(record))
            last = rows[-1][0]
    finally:
        conn.close()


def batches(home: Home, day: str | None = None) -> list[Path]:
    """Batch files, oldest name first; hidden temp files of a write in progress are never listed."""
    pattern = f"{day}/*{BATCH_SUFFIX}" if day else f"*/*{BATCH_SUFFIX}"
    return sorted(p for p in home.landing_dir.glob(pattern) if not p.name.startswith("."))


def rekey_batches(home: Home, old: VaultKey, new: VaultKey) -> int:
    n = 0
    for path in batches(home):
        conn = _open_batch(path, old)
        try:
            conn.execute(f"PRAGMA rekey = {new.pragma_literal()}")
        finally:
            conn.close()
        n += 1
    return n


def _validated(connector: str, path: Path, account: str | None) -> Iterator[CanonicalItem | Rejected | Skipped | None]:
    """Run a connector and validate what it yields: items, Rejected, Skipped, or None for a record
    the export itself repeats (landed once)."""
    parsers = registry()
    if connector not in parsers:
        raise HinetError(f"unknown connector {connector!r}: choose one of {', '.join(CONNECTORS)}")
    path = Path(path)
    if not path.exists():
        raise HinetError(f"{path}: no such file or folder")
    seen: set[str] = set()
    try:
        for out in parsers[connector](path, account):
            if isinstance(out, (Rejected, Skipped)):
                yield out
                continue
            location, position = out.pop("_location", path.name), out.pop("_position", None)
            try:
                item = CanonicalItem.from_dict(out)
            except InvalidItemError as e:
                yield Rejected(location, position, str(e), raw_text(json.dumps(out, ensure_ascii=False, default=str)))
                continue
            if item.content_hash in seen:
                yield None
                continue
            seen.add(item.content_hash)
            yield item
    except OSError as e:
        raise HinetError(f"{path}: cannot read ({e.strerror or e})") from None


def _tally(outputs: Iterator, on_item) -> tuple[list[Rejected], int, int]:
    """Route a connector's validated output: items to ``on_item``; returns (rejected, skipped, duplicates)."""
    rejected: list[Rejected] = []
    skipped = duplicates = 0
    for out in outputs:
        if isinstance(out, CanonicalItem):
            on_item(out)
        elif isinstance(out, Rejected):
            rejected.append(out)
        elif isinstance(out, Skipped):
            skipped += 1
        else:
            duplicates += 1
    return rejected, skipped, duplicates


def collect(connector: str, path: Path, account: str | None = None):
    """(items, rejected, skipped, duplicates) of an export, in memory: for tests and small exports."""
    items: list[CanonicalItem] = []
    rejected, skipped, duplicates = _tally(_validated(connector, path, account), items.append)
    return items, rejected, skipped, duplicates


def land(home: Home, connector: str, path: Path, *, day: str | None = None,
         account: str | None = None) -> LandResult:
    """Parse an export with a connector into one encrypted batch for ``day`` (default today).

    Items stream into the batch file as they are parsed (memory stays bounded); the batch name is
    a fingerprint of its content hashes and rejections, so the same export lands once."""
    day = parse_day(day)
    with Vault.open(home) as vault:  # proves the key before anything is written
        writer = BatchWriter(home.landing_dir / day, vault.key)
        try:
            hashes: list[str] = []

            def keep(item: CanonicalItem) -> None:
                writer.add(item)
                hashes.append(item.content_hash)

            rejected, skipped, duplicates = _tally(_validated(connector, path, account), keep)
            digest = hashlib.sha256(connector.encode())
            for h in sorted(hashes):
                digest.update(h.encode())
            for r in rejected:
                digest.update(f"{r.location}|{r.position}|{r.reason}".encode())
            batch = f"{connector}-{digest.hexdigest()[:16]}"
            result = LandResult(batch=batch, day=day, connector=connector, landed=len(hashes),
                                quarantined=len(rejected), skipped=skipped, duplicates=duplicates,
                                reasons=[f"{r.location}{' ' + r.position if r.position else ''}: {r.reason}"
                                         for r in rejected])
            existing = list(home.landing_dir.glob(f"*/{batch}{BATCH_SUFFIX}"))
            if existing or vault.conn.execute("SELECT 1 FROM quarantine WHERE batch_id = ? LIMIT 1",
                                              (batch,)).fetchone():
                writer.discard()
                result.already_landed = True
                if existing:
                    result.path, result.day = existing[0], existing[0].parent.name
                return result
            if hashes:
                result.path = home.landing_dir / day / f"{batch}{BATCH_SUFFIX}"
                writer.commit(result.path, {"batch": batch, "connector": connector, "day": day, "landed": len(hashes),
                                            "quarantined": len(rejected), "skipped": skipped, "created_at": utcnow()})
            else:
                writer.discard()
        except BaseException:
            writer.discard()
            raise
        vault.quarantine(({"connector": connector, "location": r.location, "position": r.position,
                           "reason": r.reason, "raw": r.raw} for r in rejected), batch_id=batch)
    return result
