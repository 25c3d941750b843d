"""How far each stage of the sleep cycle is, told twice: in the run's Dagster log (context.log.info,
numbers only: done of total, rate, time left; at most one line every LOG_EVERY_S seconds, plus the
stage's first and last) and to whoever runs the job in this process (`hinet sleep`'s terminal
display: the runner sets it with ``listening``). The core stages take a plain ``(done, total)``
callback (hinet_pipeline.stages.Progress); this module is the face's end of it.

Each asset wraps its stage: ``with stage_progress(context, "embeddings") as progress: ...`` passes
``progress`` to the core stage where it takes one, and ``progress.finish(n)`` says how much it did
(a stage without a callback still reports its start and its end)."""

from __future__ import annotations

import time
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterator

from dagster import AssetExecutionContext

from hinet_pipeline.stages import Meter

LOG_EVERY_S = 10.0

# what each stage counts
UNITS = {
    "canonical_items": "items",
    "people": "items",
    "chunks": "items",
    "embeddings": "chunks",
    "fts_index": "chunks",
    "vector_index": "chunks",
    "facts": "items",
    "provenance_graph": "items",
    "eval_gate": "probes",
}


@dataclass(frozen=True)
class StageEvent:
    """One step of one stage, for a display: ``state`` is started, running, finished or failed."""

    day: str
    stage: str
    unit: str
    state: str
    done: int
    total: int | None
    seconds: float
    rate: float | None
    left: float | None
    line: str  # the same words as the run log's line: "300/781 chunks, 0.6/s, ~13m05s left"


Listener = Callable[[StageEvent], None]
_listener: list[Listener | None] = [None]  # the in-process runner's display, while a run of its goes


@contextmanager
def listening(listener: Listener | None) -> Iterator[None]:
    """Send the stages' progress to ``listener`` while the block runs (the in-process runner: the
    job runs its assets in this thread)."""
    before = _listener[0]
    _listener[0] = listener
    try:
        yield
    finally:
        _listener[0] = before


class StageProgress:
    """A stage's progress callback (``progress(done, total)``) that logs and tells the listener."""

    def __init__(self, context: AssetExecutionContext, stage: str, clock: Callable[[], float] = time.monotonic) -> None:
        self._context, self.stage, self.unit = context, stage, UNITS.get(stage, "items")
        self._day = context.partition_key if context.has_partition_key else ""
        self._clock = clock
        self.meter = Meter(clock)
        self._logged: float | None = None

    def __call__(self, done: int, total: int) -> None:
        self.meter.update(done, total)
        now = self._clock()
        if self._logged is None or now - self._logged >= LOG_EVERY_S:
            self._context.log.info(f"{self.stage}: {self.meter.running(self.unit)}")
            self._logged = now
        self._tell("running", self.meter.running(self.unit))

    def start(self) -> None:
        self._tell("started", f"{self.unit}: starting")

    def finish(self, done: int | None = None) -> None:
        """The stage is done; ``done``: how much it did (default: the last count it reported)."""
        if done is not None:
            self.meter.update(done, max(done, self.meter.total or 0))
        elif self.meter.total is None:
            self.meter.update(self.meter.done, self.meter.done)
        line = self.meter.finished(self.unit)
        self._context.log.info(f"{self.stage}: done, {line}")
        self._tell("finished", line)

    def failed(self) -> None:
        self._tell("failed", f"stopped at {self.meter.running(self.unit)}")

    def _tell(self, state: str, line: str) -> None:
        listener = _listener[0]
        if listener is None:
            return
        m = self.meter
        event = StageEvent(self._day, self.stage, self.unit, state, m.done, m.total, m.seconds, m.rate, m.left, line)
        try:
            listener(event)
        except Exception:  # a display that broke (a closed terminal) never fails the stage
            _listener[0] = None


@contextmanager
def stage_progress(context: AssetExecutionContext, stage: str) -> Iterator[StageProgress]:
    """A stage's progress for the block: started on entry, failed if the block raises (the asset
    says ``finish`` itself, with what the stage did)."""
    progress = StageProgress(context, stage)
    progress.start()
    try:
        yield progress
    except BaseException:
        progress.failed()
        raise
