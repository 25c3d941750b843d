"""Opening SQLCipher files (the vault and the landing batches) with a key, one way for both.

Every connection: the key first, then a read that proves it (a wrong key fails there and nothing
is written), and temp data kept in memory (SQLite temp files would be another place for content).
"""

from __future__ import annotations

from pathlib import Path

import sqlcipher3

from hinet_pipeline.config import VaultKey
from hinet_pipeline.errors import WrongKeyError

CIPHER_PAGE = 4096  # SQLCipher 4's page size
PLAINTEXT_HEADER = b"SQLite format 3\x00"


def size_problem(path: Path) -> str | None:
    """What is wrong with an encrypted file's size, before a key is tried (None: plausible).

    SQLCipher writes whole 4 KiB pages, so a file of 0 bytes, or one that is not a whole number of
    pages, is empty or truncated, whatever key is tried. (A WAL database may keep all its pages in
    the ``-wal`` file for a while: an empty main file beside a non-empty WAL is not a problem.)"""
    size = path.stat().st_size
    if size == 0:
        wal = path.with_name(path.name + "-wal")
        return None if wal.exists() and wal.stat().st_size > 0 else "is empty (0 bytes)"
    if size % CIPHER_PAGE:
        return f"is truncated ({size} bytes, not a whole number of {CIPHER_PAGE}-byte pages)"
    return None


def open_cipher(
    path: Path, key: VaultKey, *, read_only: bool = False, immutable: bool = False
) -> sqlcipher3.Connection:
    """Open an existing SQLCipher file with ``key`` and prove the key with a read; ``read_only``
    opens it ``mode=ro``, ``immutable`` (read-only too) tells SQLite no one writes it, so it makes
    no -shm index (for a folder it cannot write).

    Raises WrongKeyError when the key does not open it, ``sqlcipher3.DatabaseError`` when it opens
    but is damaged (a truncated file reads as "database disk image is malformed")."""
    read_only = read_only or immutable
    target = str(path)
    if read_only:
        target = Path(path).absolute().as_uri() + ("?mode=ro&immutable=1" if immutable else "?mode=ro")
    conn = sqlcipher3.connect(target, timeout=30, isolation_level=None, check_same_thread=False, uri=read_only)
    try:
        conn.execute("PRAGMA cipher_log_level = NONE")  # a wrong key must not spray hmac errors
        conn.execute(f"PRAGMA key = {key.pragma_literal()}")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlcipher3.DatabaseError as e:
        conn.close()
        if "not a database" in str(e):
            raise WrongKeyError(path, key.origin) from None
        raise
    conn.execute("PRAGMA temp_store = MEMORY")  # SQLite temp files would be another place for content
    return conn
