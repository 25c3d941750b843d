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

from .cipher import open_cipher, size_problem
from .config import BATCH_SUFFIX, Home, VaultKey
from .connectors import CONNECTORS, Rejected, Skipped, raw_text, registry
from .errors import BatchUnreadableError, HinetError, InvalidItemError, WrongKeyError
from .faults import crash_point
from .files import create_private, replace_durably
from .records import CanonicalItem
from .timeutil import utcnow
from .vault import Vault


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
        return {
            "batch": self.batch,
            "day": self.day,
            "landed": self.landed,
            "quarantined": self.quarantined,
            "skipped": self.skipped,
            "duplicates": self.duplicates,
            "already_landed": self.already_landed,
        }


def parse_day(day: str | date | None) -> str:
    if day is None:
        return date.today().isoformat()
    if isinstance(day, date):
        return day.isoformat()
    try:
        return date.fromisoformat(day).isoformat()
    except ValueError:
        raise HinetError(f"--day {day!r}: expected YYYY-MM-DD") from None


BATCH_TABLES = {"meta", "items"}
BATCH_META_KEYS = ("batch", "connector", "day", "landed", "quarantined")


def open_batch(path: Path, key: VaultKey, *, check: bool = False) -> sqlcipher3.Connection:
    """Open a landed batch read-only: a symlink, an empty, truncated, foreign-key or non-HiNet file
    raises BatchUnreadableError with the reason (the sleep cycle sets it aside); ``check`` reads every
    page too (PRAGMA quick_check), so a damaged batch is found before any of it is ingested."""
    path = Path(path)
    if path.is_symlink():
        raise BatchUnreadableError(path, "a symbolic link, not a batch file of this home")
    if not path.is_file():
        raise BatchUnreadableError(path, "not a regular file")
    problem = size_problem(path)
    if problem:
        raise BatchUnreadableError(path, problem)
    try:
        conn = open_cipher(path, key, read_only=True)
    except WrongKeyError:
        raise BatchUnreadableError(
            path, "does not open with this vault's key (written under another key, or not a HiNet batch)"
        ) from None
    except sqlcipher3.DatabaseError as e:
        raise BatchUnreadableError(path, f"damaged ({e})") from None
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not BATCH_TABLES <= tables:
            raise BatchUnreadableError(path, "not a HiNet batch (no meta/items tables)")
        found = [r[0] for r in conn.execute("PRAGMA quick_check")] if check else ["ok"]
        if found != ["ok"]:
            raise BatchUnreadableError(path, f"damaged (quick_check: {found[0]})")
    except sqlcipher3.DatabaseError as e:
        conn.close()
        raise BatchUnreadableError(path, f"damaged ({e})") from None
    except BaseException:
        conn.close()
        raise
    return conn


def _new_batch(path: Path, key: VaultKey) -> sqlcipher3.Connection:
    os.close(create_private(path))  # 0600 from the first byte
    return open_cipher(path, key)


def _remove_abandoned(folder: Path) -> None:
    """Temp files of landings that were killed (their process is gone): they never became batches."""
    for tmp in folder.glob(".incoming-*.tmp"):
        try:
            os.kill(int(tmp.name.split("-")[1]), 0)
        except ProcessLookupError:
            tmp.unlink(missing_ok=True)
        except (ValueError, IndexError, PermissionError):
            pass


class BatchWriter:
    """Streams items into an encrypted temp batch (bounded memory), then renames it into place."""

    def __init__(self, folder: Path, key: VaultKey) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        _remove_abandoned(folder)
        self.folder = folder
        self.tmp = folder / f".incoming-{os.getpid()}-{secrets.token_hex(4)}.tmp"
        self.conn = _new_batch(self.tmp, key)
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

    def finish(self, meta: dict) -> None:
        """Complete the temp file (still hidden); ``publish`` makes it the batch."""
        self._flush()
        self.conn.executemany("INSERT INTO meta VALUES (?, ?)", [(k, json.dumps(v)) for k, v in meta.items()])
        self.conn.execute("COMMIT")
        self.conn.close()

    def publish(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        replace_durably(self.tmp, path)

    def discard(self) -> None:
        try:
            self.conn.close()
        finally:
            self.tmp.unlink(missing_ok=True)
            try:
                self.folder.rmdir()  # leave no empty day folder behind
            except OSError:
                pass


def batch_meta(path: Path, key: VaultKey, *, check: bool = False) -> dict:
    """A batch's metadata; ``check``: prove every page readable first (see ``open_batch``)."""
    conn = open_batch(path, key, check=check)
    try:
        meta = {k: json.loads(v) for k, v in conn.execute("SELECT k, v FROM meta")}
    except (sqlcipher3.DatabaseError, ValueError) as e:
        raise BatchUnreadableError(path, f"damaged metadata ({e})") from None
    finally:
        conn.close()
    missing = [k for k in BATCH_META_KEYS if k not in meta]
    if missing:
        raise BatchUnreadableError(path, f"not a HiNet batch (metadata lacks {', '.join(missing)})")
    return meta


def read_batch(path: Path, key: VaultKey, chunk: int = 1000) -> Iterator[CanonicalItem]:
    """Stream a batch's items (bounded memory). They were validated when landed and the batch is
    authenticated by the key, so they are rebuilt without a second validation. A page or record that
    cannot be read raises BatchUnreadableError."""
    conn = open_batch(path, key)
    try:
        last = 0
        while True:
            try:
                rows = conn.execute(
                    "SELECT seq, record FROM items WHERE seq > ? ORDER BY seq LIMIT ?", (last, chunk)
                ).fetchall()
            except sqlcipher3.DatabaseError as e:
                raise BatchUnreadableError(path, f"damaged after record {last} ({e})") from None
            if not rows:
                return
            for seq, record in rows:
                try:
                    item = CanonicalItem.from_landed(json.loads(record))
                except (ValueError, KeyError, TypeError) as e:
                    raise BatchUnreadableError(path, f"record {seq} is damaged ({type(e).__name__})") from None
                yield item
            last = rows[-1][0]
    finally:
        conn.close()


def batch_identity(path: Path) -> tuple[str, str, str]:
    """(day, batch id, connector) of a landed batch file: ``landing/<day>/<connector>-<fingerprint>.batch``."""
    batch = path.name[: -len(BATCH_SUFFIX)]
    return path.parent.name, batch, batch.split("-", 1)[0]


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


def land(home: Home, connector: str, path: Path, *, day: str | None = None, account: str | None = None) -> LandResult:
    """Parse an export with a connector into one encrypted batch for ``day`` (default today).

    Items stream into a hidden temp file as they are parsed (memory stays bounded); the batch name
    is a fingerprint of its content hashes and rejections, so the same export lands once. The
    rejected records are committed to the vault's quarantine before the batch file is renamed into
    place, and landing the export again repairs whichever of the two a crash left missing."""
    day = parse_day(day)
    with Vault.open(home) as vault:  # proves the key (and finishes an interrupted rekey) before any write
        with home.lock(exclusive=False):  # no rekey while this batch is written under the current key
            if home.rekey_pending() or home.key() != vault.key:
                raise HinetError("a rekey of this home started meanwhile: land again when it has finished")
            return _land(home, vault, connector, path, day, account)


def _land(home: Home, vault: Vault, connector: str, path: Path, day: str, account: str | None) -> LandResult:
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
        result = LandResult(
            batch=batch,
            day=day,
            connector=connector,
            landed=len(hashes),
            quarantined=len(rejected),
            skipped=skipped,
            duplicates=duplicates,
            reasons=[f"{r.location}{' ' + r.position if r.position else ''}: {r.reason}" for r in rejected],
        )
        existing = list(home.landing_dir.glob(f"*/{batch}{BATCH_SUFFIX}"))
        kept = vault.conn.execute("SELECT count(*) FROM quarantine WHERE batch_id = ?", (batch,)).fetchone()[0]
        if rejected and not kept:  # first landing, or one a crash stopped before its quarantine rows
            vault.quarantine(
                (
                    {
                        "connector": connector,
                        "location": r.location,
                        "position": r.position,
                        "reason": r.reason,
                        "raw": r.raw,
                    }
                    for r in rejected
                ),
                batch_id=batch,
            )
        crash_point("after_quarantine_commit")
        if existing or (not hashes and kept):
            writer.discard()
            result.already_landed = True
            if existing:
                result.path, result.day = existing[0], existing[0].parent.name
            return result
        if hashes:
            result.path = home.landing_dir / day / f"{batch}{BATCH_SUFFIX}"
            writer.finish(
                {
                    "batch": batch,
                    "connector": connector,
                    "day": day,
                    "landed": len(hashes),
                    "quarantined": len(rejected),
                    "skipped": skipped,
                    "created_at": utcnow(),
                }
            )
            writer.publish(result.path)
            crash_point("after_batch_rename")
        else:
            writer.discard()
        return result
    except BaseException:
        writer.discard()
        raise
