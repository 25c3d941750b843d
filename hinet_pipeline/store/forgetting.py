"""What a forget leaves to the files (issue [17]): tombstones, the landing batches rewritten without
the forgotten records, and the vault compacted so no page, free page or log frame holds them.

A forget (``hinet_pipeline.memory.forget``) erases its records from the vault in ONE transaction,
which also writes its tombstones and marks its ``forgets`` row ``pending = 'batches,compact'``. What
is left is done here, each step safe to run again:

1. ``batches``: every landing batch holding a tombstoned record is copied, without it, into a
   fresh hidden file under the same key and renamed over it (old or new file, never half; a fresh
   file has no free pages that still hold the old records);
2. ``compact``: FTS5 ``optimize`` (its segments keep a deleted row's terms until merged), VACUUM
   (no free page left), then ``wal_checkpoint(TRUNCATE)`` (the log's older frames hold the old pages).

A kill before the transaction commits leaves the vault as it was (SQLite rolls it back); after it,
every command that opens the vault (``Vault.open``) finds the pending row and finishes the work,
saying so in one line. Content never leaves the vault and the batches: tombstones are hashes.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

import sqlcipher3

from hinet_pipeline.config import Home, VaultKey
from hinet_pipeline.faults import crash_point
from hinet_pipeline.files import create_private, replace_durably
from hinet_pipeline.store.cipher import open_cipher

if TYPE_CHECKING:
    from hinet_pipeline.store.vault import Vault

log = logging.getLogger("hinet")
TMP_PREFIX = ".forget-"  # a batch being rewritten (hidden: never listed as a batch)


# -- tombstones ---------------------------------------------------------------------------------
def content_key(content_hash: str) -> str:
    return hashlib.sha256(f"content|{content_hash}".encode()).hexdigest()


def external_key(source: str, account: str | None, external_id: str) -> str:
    return hashlib.sha256(json.dumps(["external", source, account or "", external_id]).encode()).hexdigest()


def has_tables(conn: sqlcipher3.Connection) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'tombstones'").fetchone() is not None


def tombstone_keys(conn: sqlcipher3.Connection) -> frozenset[str]:
    """Every live tombstone's key (content and external kinds together: the hashes cannot collide)."""
    if not has_tables(conn):
        return frozenset()
    return frozenset(r[0] for r in conn.execute("SELECT key_hash FROM tombstones"))


def is_tombstoned(keys: frozenset[str], record: dict) -> bool:
    """Whether a record (a batch's JSON, or ``CanonicalItem.to_dict()`` with its content_hash) is forgotten."""
    if not keys:
        return False
    h = record.get("content_hash")
    if h and content_key(h) in keys:
        return True
    return external_key(record.get("source", ""), record.get("account"), record.get("external_id", "")) in keys


def item_tombstoned(keys: frozenset[str], item) -> bool:
    """Whether a CanonicalItem is forgotten (landing and ingest ask it of every item once a forget
    has run): its four identifying fields only, never a copy of the item."""
    return bool(keys) and is_tombstoned(
        keys,
        {
            "content_hash": item.content_hash,
            "source": item.source,
            "account": item.account,
            "external_id": item.external_id,
        },
    )


# -- the work a forget leaves -----------------------------------------------------------------------
def pending(conn: sqlcipher3.Connection) -> list[tuple[int, str]]:
    """(forget_id, pending) of the forgets whose batches or compaction are not done."""
    if not has_tables(conn):
        return []
    return conn.execute("SELECT forget_id, pending FROM forgets WHERE pending != '' ORDER BY forget_id").fetchall()


def _set_each(vault: "Vault", rows: Iterable[tuple[int, str]]) -> None:
    """Each forget's pending steps, as (forget_id, what is left)."""
    with vault.transaction() as c:
        c.executemany("UPDATE forgets SET pending = ? WHERE forget_id = ?", [(value, i) for i, value in rows])


def request_rewrite(vault: "Vault") -> None:
    """A batch landed while a forget ran holds tombstoned records: the next command that opens the
    vault rewrites the batches again (the last forget is marked pending)."""
    with vault.transaction() as c:  # the vault never held those records: the batches only, no compaction
        c.execute(
            "UPDATE forgets SET pending = CASE WHEN pending = '' THEN 'batches' WHEN instr(pending, 'batches') "
            "THEN pending ELSE 'batches,' || pending END WHERE forget_id = (SELECT max(forget_id) FROM forgets)"
        )


def rewrite_batch(path: Path, key: VaultKey, keys: frozenset[str]) -> int:
    """Rewrite one landing batch without its tombstoned records; returns how many it dropped (0:
    the file is left untouched). The copy is a fresh file (no free pages), renamed over the batch."""
    src = open_cipher(path, key, read_only=True)
    try:
        drop = [  # the four keys read by SQLite's json_extract (C), not each record parsed in Python
            seq
            for seq, *key in src.execute(
                "SELECT seq, json_extract(record, '$.content_hash'), json_extract(record, '$.source'), "
                "json_extract(record, '$.account'), json_extract(record, '$.external_id') FROM items ORDER BY seq"
            )
            if is_tombstoned(keys, dict(zip(("content_hash", "source", "account", "external_id"), key)))
        ]
        if not drop:
            return 0
        tmp = path.with_name(f"{TMP_PREFIX}{path.name}.tmp")
        tmp.unlink(missing_ok=True)
        os.close(create_private(tmp))
        dst = open_cipher(tmp, key)
        try:
            dst.execute("PRAGMA journal_mode = OFF")
            dst.execute("BEGIN")
            # the batch's own layout (intake/batchfile.py), copied row for row
            for (sql,) in src.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL"):
                dst.execute(sql)
            dropped = set(drop)
            rows = src.execute("SELECT seq, record FROM items ORDER BY seq")
            while batch := rows.fetchmany(500):
                dst.executemany(
                    "INSERT INTO items(seq, record) VALUES (?, ?)", [r for r in batch if r[0] not in dropped]
                )
            meta = dict(src.execute("SELECT k, v FROM meta").fetchall())
            if "landed" in meta:
                meta["landed"] = json.dumps(max(json.loads(meta["landed"]) - len(drop), 0))
            dst.executemany("INSERT INTO meta(k, v) VALUES (?, ?)", list(meta.items()))
            dst.execute("COMMIT")
        finally:
            dst.close()
    finally:
        src.close()
    crash_point("forget_before_batch_rename")
    replace_durably(tmp, path)
    return len(drop)


def _rewrite_batches(home: Home, vault: "Vault") -> tuple[int, int]:
    """(batches rewritten, records dropped) over every landing batch."""
    for stale in home.landing_dir.glob(f"*/{TMP_PREFIX}*.tmp"):  # a rewrite a kill left behind
        stale.unlink(missing_ok=True)
    keys = tombstone_keys(vault.conn)
    files = records = 0
    for path in home.batches():
        try:
            n = rewrite_batch(path, vault.key, keys)
        except sqlcipher3.DatabaseError:  # damaged or under another key: the sleep cycle sets it aside
            continue
        if n:
            files, records = files + 1, records + n
            crash_point("forget_after_batch")
    return files, records


def compact(vault: "Vault") -> None:
    """FTS5 optimize (a deleted row's terms stay in its segments until merged), then VACUUM (no
    free page left); the log's truncation is ``truncate_log``."""
    c = vault.conn
    c.execute("INSERT INTO chunks_fts(chunks_fts) VALUES ('optimize')")
    crash_point("forget_before_vacuum")
    c.execute("VACUUM")


def truncate_log(vault: "Vault") -> bool:
    """wal_checkpoint(TRUNCATE); False when another process (a running `hinet serve`) holds the log
    open, so its older frames could not be dropped."""
    return not vault.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]


def _after(step: str, pending: str) -> str:
    """What a forget has left once ``step`` is done: ``batches,compact`` → ``compact`` → ``truncate``
    → ``''``; a batch-only rewrite (``batches``, see request_rewrite) ends with its batches."""
    steps = [p for p in pending.split(",") if p]
    if step == "batches":
        steps = [p for p in steps if p != "batches"]
    elif step == "compact":
        steps = ["truncate" if p == "compact" else p for p in steps]
    return ",".join(dict.fromkeys(steps))


def finish(home: Home, vault: "Vault", *, resumed: bool = False, locked: bool = False) -> dict:
    """Do the work pending forgets left (batches, compaction, the log); returns what was done.
    ``locked``: the caller holds the home's lock already (a forget does)."""
    todo = pending(vault.conn)
    out = {"batches_rewritten": 0, "batch_records_dropped": 0, "compacted": False, "log_truncated": False}
    if not todo:
        return out
    if any("batches" in p for _, p in todo):
        with contextlib.nullcontext() if locked else home.lock(exclusive=True):  # no landing meanwhile
            out["batches_rewritten"], out["batch_records_dropped"] = _rewrite_batches(home, vault)
        _set_each(vault, [(fid, _after("batches", p)) for fid, p in todo])
        crash_point("forget_after_batches")
        todo = pending(vault.conn)
    if any("compact" in p for _, p in todo):
        compact(vault)
        out["compacted"] = True
        _set_each(vault, [(fid, _after("compact", p)) for fid, p in todo])
        todo = pending(vault.conn)
    if todo:  # only "truncate" is left: the log's older frames held the compacted pages
        out["log_truncated"] = truncate_log(vault)
        if out["log_truncated"]:
            _set_each(vault, [(fid, "") for fid, _ in todo])
            truncate_log(vault)
    if resumed and out["compacted"]:
        log.warning(
            f"an interrupted forget was finished: {out['batches_rewritten']} batch(es) rewritten without "
            f"its records, the vault compacted{'' if out['log_truncated'] else ' (its log is still held open)'}"
        )
    elif resumed and out["log_truncated"]:
        log.warning("the vault's log, which still held forgotten records, is now truncated")
    elif resumed and out["batch_records_dropped"]:
        log.warning(
            f"{out['batch_records_dropped']} forgotten record(s) in a batch landed while a forget ran: "
            f"{out['batches_rewritten']} batch(es) rewritten without them"
        )
    return out


# -- backups --------------------------------------------------------------------------------------
def record_backup(vault: "Vault", path: Path, items: int, size: int) -> None:
    """Remember where `hinet backup` wrote (a forget names the copies that still hold what it erased)."""
    from hinet_pipeline.timeutil import utcnow

    if not has_tables(vault.conn) or vault.read_only is not None:
        return
    with vault.transaction() as c:
        c.execute("INSERT INTO backups(path, at, items, bytes) VALUES (?,?,?,?)", (str(path), utcnow(), items, size))


def known_backups(conn: sqlcipher3.Connection) -> list[dict]:
    if not has_tables(conn):
        return []
    return [
        {"path": p, "at": at, "items": n, "exists": Path(p).exists()}
        for p, at, n in conn.execute("SELECT path, at, items FROM backups ORDER BY backup_id")
    ]
