"""Landing batch files: one small SQLCipher file per landed export, keyed with the vault key.

Written by ``BatchWriter`` to a hidden temp name (0600 from the first byte) and renamed into place,
so readers never see half a batch; read back streaming and checked: a file that cannot be opened or
read raises BatchUnreadableError with the reason (the sleep cycle sets it aside).
"""

from __future__ import annotations

import json
import os
import secrets
from pathlib import Path
from typing import Iterator

import sqlcipher3

from hinet_pipeline.config import BATCH_SUFFIX, VaultKey
from hinet_pipeline.errors import BatchUnreadableError, WrongKeyError
from hinet_pipeline.files import create_private, replace_durably
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.cipher import open_cipher, size_problem

BATCH_TABLES = {"meta", "items"}
BATCH_META_KEYS = ("batch", "connector", "day", "landed", "quarantined")
# BatchWriter inserts its records this many at a time, or sooner once they hold this many characters
# (a thousand 1 MB messages are not held at once)
FLUSH_RECORDS, FLUSH_CHARS = 1000, 8 << 20


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
        self._buffered = 0  # characters in the buffer
        self.count = 0

    def add(self, item: CanonicalItem) -> None:
        record = item.to_dict()
        record["content_hash"] = item.content_hash  # computed once, at landing
        text = json.dumps(record, ensure_ascii=False)
        del record
        self._buffer.append((text,))
        self._buffered += len(text)
        self.count += 1
        if len(self._buffer) >= FLUSH_RECORDS or self._buffered >= FLUSH_CHARS:
            del text
            self._flush()

    def _flush(self) -> None:
        self.conn.executemany("INSERT INTO items(record) VALUES (?)", self._buffer)
        self._buffer.clear()
        self._buffered = 0

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
            rows = 0
            try:  # one record in memory at a time (a 100 MB message is one record)
                cursor = conn.execute("SELECT seq, record FROM items WHERE seq > ? ORDER BY seq LIMIT ?", (last, chunk))
                row = cursor.fetchone()
            except sqlcipher3.DatabaseError as e:
                raise BatchUnreadableError(path, f"damaged after record {last} ({e})") from None
            while row is not None:
                seq, record = row
                row = None
                try:
                    item = CanonicalItem.from_landed(json.loads(record))
                except (ValueError, KeyError, TypeError) as e:
                    raise BatchUnreadableError(path, f"record {seq} is damaged ({type(e).__name__})") from None
                del record
                yield item
                item = None
                rows, last = rows + 1, seq
                try:
                    row = cursor.fetchone()
                except sqlcipher3.DatabaseError as e:
                    raise BatchUnreadableError(path, f"damaged after record {last} ({e})") from None
            if not rows:
                return
    finally:
        conn.close()


def batch_identity(path: Path) -> tuple[str, str, str]:
    """(day, batch id, connector) of a landed batch file: ``landing/<day>/<connector>-<fingerprint>.batch``."""
    batch = path.name[: -len(BATCH_SUFFIX)]
    return path.parent.name, batch, batch.split("-", 1)[0]
