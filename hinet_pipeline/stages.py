"""What every sleep-cycle stage shares: its result (counts and seconds), finding its pending rows
from a partial index (narrowed to one landing day), and working through them in batches."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import islice
from typing import TYPE_CHECKING, Iterator

if TYPE_CHECKING:
    from hinet_pipeline.store.vault import Vault

BATCH = 2000  # items (chunk stage) or chunks (index stages) per transaction


@dataclass
class StageResult:
    counts: dict = field(default_factory=dict)
    seconds: float = 0.0

    def as_dict(self) -> dict:
        return {**self.counts, "seconds": round(self.seconds, 3)}


def pending_rows(vault: "Vault", sql: str, day: str | None, by_item: bool) -> list[int]:
    """Row ids of pending work (``sql`` reads a partial index, so nothing pending costs nothing),
    narrowed to items landed on ``day`` when a partition asks for one. The day's rows come from
    indexes alone (batches → items_batch → chunks_item), never from the wide rows."""
    ids = [r[0] for r in vault.conn.execute(sql)]
    if not day or not ids:
        return ids
    items = "SELECT i.rowid FROM items i JOIN batches b ON b.batch_id = i.batch_id WHERE b.day = ?"
    sql_day = items if by_item else f"SELECT c.rowid FROM chunks c WHERE c.item_rowid IN ({items})"
    on_day = {r[0] for r in vault.conn.execute(sql_day, (day,))}
    return [i for i in ids if i in on_day]


def in_batches(ids: list[int], size: int = BATCH) -> Iterator[list[int]]:
    for start in range(0, len(ids), size):
        yield ids[start : start + size]


def batched(rows: Iterator, size: int) -> Iterator[list]:
    """Lists of up to ``size`` from an iterator (itertools.batched is Python 3.12+)."""
    it = iter(rows)
    while part := list(islice(it, size)):
        yield part


def placeholders(n: int) -> str:
    """``?,?,…`` for an ``IN (…)`` of ``n`` values."""
    return ",".join("?" * n)
