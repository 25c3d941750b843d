"""canonical_items: landing batches → vault items (dedupe by content_hash, versioning)."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import islice
from pathlib import Path

from .landing import batch_meta, batches, read_batch
from .vault import Vault, utcnow

UPSERT_CHUNK = 2000  # items per transaction: bounded memory, short write locks


@dataclass
class IngestResult:
    batches: int = 0
    already_ingested: int = 0
    inserted: int = 0
    duplicates: int = 0
    superseded: int = 0


def ingest_batch(vault: Vault, path: Path) -> IngestResult:
    """Upsert one batch's items; a batch already ingested is skipped (its items would dedupe anyway)."""
    meta = batch_meta(path, vault.key)
    result = IngestResult()
    if vault.conn.execute("SELECT 1 FROM batches WHERE batch_id = ?", (meta["batch"],)).fetchone():
        result.already_ingested = 1
        return result
    stream = read_batch(path, vault.key)
    while chunk := list(islice(stream, UPSERT_CHUNK)):
        r = vault.upsert_items(chunk, batch_id=meta["batch"])
        result.inserted += r.inserted
        result.duplicates += r.duplicates
        result.superseded += r.superseded
    with vault.transaction() as c:
        c.execute("INSERT INTO batches(batch_id, connector, day, landed, quarantined, ingested_at) "
                  "VALUES (?,?,?,?,?,?)", (meta["batch"], meta["connector"], meta["day"], meta["landed"],
                                           meta["quarantined"], utcnow()))
    result.batches = 1
    return result


def ingest_day(vault: Vault, home, day: str) -> IngestResult:
    total = IngestResult()
    for path in batches(home, day):
        r = ingest_batch(vault, path)
        for name in ("batches", "already_ingested", "inserted", "duplicates", "superseded"):
            setattr(total, name, getattr(total, name) + getattr(r, name))
    return total
