"""What every sleep-cycle stage shares: its result (counts and seconds), finding its pending rows
from a partial index (narrowed to one landing day), working through them in batches, and saying how
far it is (``Progress``, ``Meter``: counts and times only, never content)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from itertools import islice
from typing import TYPE_CHECKING, Callable, Iterator

if TYPE_CHECKING:
    from hinet_pipeline.store.vault import Vault

BATCH = 2000  # items (chunk stage) or chunks (index stages) per transaction

# A stage's optional progress callback: (done, total) of its work (items or chunks), called as it
# goes (after each batch; the embeddings stage within a batch too). Plain Python: the face decides
# where it shows (a terminal, the Dagster run's log).
Progress = Callable[[int, int], None]


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


def duration(seconds: float) -> str:
    """``42s``, ``3m05s``, ``1h02m``: a time for a progress line."""
    s = max(0, round(seconds))
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m{s % 60:02d}s"
    return f"{s // 3600}h{s % 3600 // 60:02d}m"


class Meter:
    """How far a stage is: done of total, its rate (from its first reported count on: ``rate``) and the
    time left at that rate; ``finished`` gives the rate over the whole stage."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self.started = clock()
        self.done = 0
        self.total: int | None = None
        self._first: tuple[float, int] | None = None  # (when, done) of the first count reported

    def update(self, done: int, total: int | None) -> None:
        self.done, self.total = done, total
        if self._first is None:
            self._first = (self._clock(), done)

    @property
    def seconds(self) -> float:
        return self._clock() - self.started

    @property
    def rate(self) -> float | None:
        """Units per second (None before any is done): since the first count reported once there is
        a later one (a model's loading before it is not the stage's pace), else since the start."""
        now = self._clock()
        if self._first is not None and self.done > self._first[1] and now > self._first[0]:
            return (self.done - self._first[1]) / (now - self._first[0])
        elapsed = now - self.started
        return self.done / elapsed if self.done and elapsed > 0 else None

    @property
    def left(self) -> float | None:
        """Seconds to go at the rate so far (None while it cannot be told)."""
        rate = self.rate
        if rate is None or self.total is None:
            return None
        return max(0, self.total - self.done) / rate

    def running(self, unit: str) -> str:
        """``300/781 chunks, 0.6/s, ~13m05s left``"""
        line = f"{self.done}/{self.total if self.total is not None else '?'} {unit}"
        if self.rate is not None:
            line += f", {_rate(self.rate)}/s"
        if self.left is not None and self.done < (self.total or 0):
            line += f", ~{duration(self.left)} left"
        return line

    def finished(self, unit: str) -> str:
        """``781 chunks in 23m12s (0.6/s)``: the rate over the whole stage."""
        line = f"{self.done} {unit} in {duration(self.seconds)}"
        seconds = self.seconds
        return line + (f" ({_rate(self.done / seconds)}/s)" if self.done and seconds >= 1 else "")


def _rate(rate: float) -> str:
    return f"{rate:.1f}" if rate < 100 else f"{rate:.0f}"
