"""canonical_items: landing batches → vault items (dedupe by content_hash, versioning).

A batch that cannot be opened or read (another key, random bytes, 0 bytes, a symlink, damaged
pages) is set aside: moved to HOME/quarantine/batches/<day>/, recorded in the vault's quarantine
with its reason, and the day's other batches go on."""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from hinet_pipeline.config import Home
from hinet_pipeline.errors import BatchUnreadableError, HinetError
from hinet_pipeline.files import fsync_dir, move_aside
from hinet_pipeline.intake.batchfile import batch_meta, open_batch, read_batch
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.forgetting import item_tombstoned, request_rewrite, tombstone_keys
from hinet_pipeline.store.items import upsert_items
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.timeutil import utcnow

UPSERT_CHUNK = 2000  # items per transaction: bounded memory, short write locks
UPSERT_CHARS = 16 << 20  # or fewer, once their bodies hold this many characters (2000 big messages)
SET_ASIDE_CONNECTOR = "batch"  # the quarantine rows of set-aside batch files
BATCH_NAME = re.compile(r"^[a-z]+-[0-9a-f]{16}\.batch$")  # <connector>-<fingerprint>.batch


@dataclass
class IngestResult:
    batches: int = 0
    already_ingested: int = 0
    inserted: int = 0
    duplicates: int = 0
    superseded: int = 0
    set_aside: list[dict] = field(default_factory=list)  # {"batch", "reason", "moved_to"}: names, never content

    def add(self, other: "IngestResult") -> None:
        for name in ("batches", "already_ingested", "inserted", "duplicates", "superseded"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.set_aside += other.set_aside


def _chunks(items: Iterator[CanonicalItem]) -> Iterator[list[CanonicalItem]]:
    """The items, UPSERT_CHUNK at a time or fewer once they hold UPSERT_CHARS of text."""
    chunk: list[CanonicalItem] = []
    size = 0
    for item in items:
        chunk.append(item)
        size += len(item.body)
        item = None
        if len(chunk) >= UPSERT_CHUNK or size >= UPSERT_CHARS:
            yield chunk
            chunk, size = [], 0
    if chunk:
        yield chunk


def ingest_batch(vault: Vault, path: Path) -> IngestResult:
    """Upsert one batch's items; a batch already ingested is skipped (its items would dedupe anyway).
    A new batch has every page proven readable first, so a damaged one is refused before any of it
    goes in (a batch already ingested is not read again: a no-op sleep cycle stays a no-op)."""
    meta = batch_meta(path, vault.key)
    result = IngestResult()
    if vault.conn.execute("SELECT 1 FROM batches WHERE batch_id = ?", (meta["batch"],)).fetchone():
        result.already_ingested = 1
        return result
    open_batch(path, vault.key, check=True).close()
    tombstones = tombstone_keys(vault.conn)  # a batch landed while a forget ran: its records stay out
    forgotten = 0
    for chunk in _chunks(read_batch(path, vault.key)):
        if tombstones:
            kept = [i for i in chunk if not item_tombstoned(tombstones, i)]
            forgotten, chunk = forgotten + len(chunk) - len(kept), kept
        r = upsert_items(vault, chunk, batch_id=meta["batch"])
        result.inserted += r.inserted
        result.duplicates += r.duplicates
        result.superseded += r.superseded
        del chunk  # not alive while the next one is read
    if forgotten:  # and leave that batch: the next command rewrites it without them
        request_rewrite(vault)
    with vault.transaction() as c:
        c.execute(
            "INSERT INTO batches(batch_id, connector, day, landed, quarantined, ingested_at) VALUES (?,?,?,?,?,?)",
            (meta["batch"], meta["connector"], meta["day"], meta["landed"], meta["quarantined"], utcnow()),
        )
    result.batches = 1
    return result


def set_aside(vault: Vault, home: Home, path: Path, reason: str) -> dict:
    """Record an unreadable batch in the quarantine, then move it out of landing/ (never delete it)."""
    day = path.parent.name
    location = f"landing/{day}/{path.name}"
    known = vault.conn.execute(
        "SELECT 1 FROM quarantine WHERE connector = ? AND location = ? LIMIT 1", (SET_ASIDE_CONNECTOR, location)
    ).fetchone()
    dest_dir = home.set_aside_dir / day
    if not known:  # recorded first: a crash before the move records it once, not never
        vault.quarantine(
            [
                {
                    "connector": SET_ASIDE_CONNECTOR,
                    "location": location,
                    "position": None,
                    "reason": f"batch set aside: {reason}",
                    "raw": None,
                }
            ],
            batch_id=path.stem,
        )
    dest = move_aside(path, dest_dir)
    return {
        "batch": shown_name(path.name),
        "day": day,
        "reason": reason,
        "moved_to": str(dest.parent.relative_to(home.root)),
    }


def shown_name(name: str) -> str:
    """A batch file's name as it may be shown anywhere (Dagster, a problem line): a batch name is a
    connector and a fingerprint; any other file name is whatever someone dropped there (it could say
    anything), so it is shown as a hash of itself."""
    return name if BATCH_NAME.match(name) else "file-" + hashlib.sha256(name.encode()).hexdigest()[:12]


@dataclass
class SetAside:
    """A batch the sleep cycle set aside (HOME/quarantine/batches/<day>/<file>): names and counts only."""

    id: str  # shown_name of the batch file: a batch name, or file-<hash> for any other name
    day: str
    path: Path
    reason: str
    records: int | None  # the records it holds, when its metadata can still be read
    relanded: bool  # its batch was landed again (or is in the vault): nothing of it is missing

    def as_dict(self) -> dict:
        return {
            "id": self.id,
            "day": self.day,
            "reason": self.reason,
            "records": self.records,
            "relanded": self.relanded,
            "file": str(self.path.relative_to(self.path.parents[3])),  # quarantine/batches/<day>/<file>
        }

    def problem(self) -> str:
        held = f"its {self.records} record(s) are" if self.records is not None else "what it holds is"
        return (
            f"batch {self.id} of {self.day} was set aside as unreadable ({self.reason}): {held} not in the "
            f"vault; land its export again with `hinet land`, or once its cause is fixed `hinet batches retry "
            f"{self.id}`, or give it up with `hinet batches discard {self.id}`"
        )


_MOVED = re.compile(r"\.\d+$")  # move_aside's suffix for a name taken in the folder already


def set_aside_batches(home: Home, vault: Vault) -> list[SetAside]:
    """The set-aside batch files still in the home, oldest day first, with why and what they hold."""
    found = []
    folders = sorted(p for p in home.set_aside_dir.glob("*") if p.is_dir()) if home.set_aside_dir.is_dir() else []
    for folder in folders:
        for path in sorted(folder.iterdir()):
            if path.name.startswith("."):
                continue
            name = _MOVED.sub("", path.name) if _MOVED.sub("", path.name).endswith(".batch") else path.name
            row = vault.conn.execute(
                "SELECT reason FROM quarantine WHERE connector = ? AND location = ? ORDER BY id DESC LIMIT 1",
                (SET_ASIDE_CONNECTOR, f"landing/{folder.name}/{name}"),
            ).fetchone()
            reason = (row[0] if row else "unreadable").removeprefix("batch set aside: ")
            try:
                records = int(batch_meta(path, vault.key)["landed"])
            except Exception:  # unreadable is why it is here: how much it held is then unknown
                records = None
            stem = name.removesuffix(".batch")
            relanded = bool(BATCH_NAME.match(name)) and bool(
                vault.conn.execute("SELECT 1 FROM batches WHERE batch_id = ?", (stem,)).fetchone()
                or [p for p in home.landing_dir.glob(f"*/{name}") if not p.is_symlink()]
            )
            ident = shown_name(path.name).removesuffix(".batch")  # a batch's name, as `hinet land` says it
            found.append(SetAside(ident, folder.name, path, reason, records, relanded))
    return found


def set_aside_problems(home: Home, vault: Vault) -> list[str]:
    """One line per set-aside batch whose records are missing (not landed again), for `hinet verify`."""
    return [a.problem() for a in set_aside_batches(home, vault) if not a.relanded]


def _pick(home: Home, vault: Vault, ident: str) -> SetAside:
    day, _, name = ident.rpartition("/")
    found = [a for a in set_aside_batches(home, vault) if a.id == name and day in ("", a.day)]
    if not found:
        raise HinetError(f"no set-aside batch {ident}: see `hinet batches list`")
    if len(found) > 1:
        days = ", ".join(f"{a.day}/{a.id}" for a in found)
        raise HinetError(f"{ident} names {len(found)} set-aside batches ({days}): give DAY/ID")
    return found[0]


def discard_set_aside(home: Home, vault: Vault, ident: str) -> SetAside:
    """Delete a set-aside batch file for good (a symlink: the link, never what it points to)."""
    aside = _pick(home, vault, ident)
    vault.refuse_write("discarding a set-aside batch")
    aside.path.unlink()
    fsync_dir(aside.path.parent)
    vault.audit("discard_batch", {"batch": aside.id, "day": aside.day, "records": aside.records})
    return aside


def retry_set_aside(home: Home, vault: Vault, ident: str) -> SetAside:
    """Move a set-aside batch back into landing/<day>/ under its own name: the next `hinet sleep`
    tries it again (and sets it aside again if it still cannot be read)."""
    aside = _pick(home, vault, ident)
    vault.refuse_write("retrying a set-aside batch")
    name = _MOVED.sub("", aside.path.name) if _MOVED.sub("", aside.path.name).endswith(".batch") else aside.path.name
    dest = home.landing_dir / aside.day / name
    if dest.exists() or dest.is_symlink():
        raise HinetError(f"batch {aside.id} of {aside.day} is in landing/ again already: run `hinet sleep`")
    with home.lock(exclusive=False):  # not while a rekey lists the batches
        dest.parent.mkdir(parents=True, exist_ok=True)
        os.rename(aside.path, dest)
        fsync_dir(dest.parent)
        fsync_dir(aside.path.parent)
    vault.audit("retry_batch", {"batch": aside.id, "day": aside.day})
    return aside


def ingest_day(vault: Vault, home: Home, day: str) -> IngestResult:
    total = IngestResult()
    with home.lock(exclusive=False):  # no rekey while batches are read under the vault's key
        if home.rekey_pending() or home.key() != vault.key:
            raise HinetError("a rekey of this home is in progress: run the sleep cycle again when it has finished")
        for path in home.batches(day):
            try:
                total.add(ingest_batch(vault, path))
            except BatchUnreadableError as e:
                total.set_aside.append(set_aside(vault, home, path, e.reason))
    return total


def day_figures(vault: Vault, day: str) -> dict:
    """Counts for one landing day, never content: per source (versions, live, private) and the
    quarantined records of its batches."""
    by_source = vault.conn.execute(
        "SELECT i.source, count(*), sum(i.valid_to IS NULL), sum(i.sensitivity >= 2) FROM items i "
        "JOIN batches b ON b.batch_id = i.batch_id WHERE b.day = ? GROUP BY i.source ORDER BY i.source",
        (day,),
    ).fetchall()
    quarantined = vault.conn.execute(
        "SELECT count(*) FROM quarantine q JOIN batches b ON b.batch_id = q.batch_id WHERE b.day = ?", (day,)
    ).fetchone()[0]
    return {
        "by_source": [dict(zip(("source", "versions", "live", "private"), r)) for r in by_source],
        "quarantined": quarantined,
    }
