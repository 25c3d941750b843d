"""The in-process sleep runner behind `hinet sleep` and `hinet demo`: the sleep-cycle Dagster job,
one run per landing day, recorded in the home's Dagster instance (so the runs show in the UI like
the daemon's). Part of the face (like the CLI and definitions.py): it imports Dagster; the core
does not. The home and embedder go to the job as resources, never through the environment.

A failed run is one line: its underlying cause (the trace stays in the run's event log, in the
UI). A run that failed because the home's storage refused a write (read-only, full, the file size
limit), in a stage or in Dagster's own run storage, stops the command with that one line."""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import socket
import sys
import time
from contextlib import redirect_stderr
from datetime import date, timedelta
from typing import Callable

from assets.partitions import daily_partitions
from assets.progress import Listener, listening
from hinet_pipeline.config import Home
from hinet_pipeline.errors import DiskFullError, HinetError, damage_error, storage_error
from hinet_pipeline.intake.landing import parse_day
from hinet_pipeline.locks import sleep_lock
from hinet_pipeline.store.vault import require_writable

# the console logger would print a failed step's whole trace: the command prints its cause in one line
QUIET = {"loggers": {"console": {"config": {"log_level": "CRITICAL"}}}}
SUMMED = (
    "inserted",
    "duplicates",
    "superseded",
    "chunks",
    "embedded",
    "reused",
    "fts_added",
    "fts_removed",
    "vec_added",
    "vec_removed",
    "facts_added",
    "facts_retracted",
    "identities_added",
    "edges_added",
)


def landing_days(home: Home) -> list[str]:
    return sorted({p.parent.name for p in home.batches()})


def day_range(start: str, end: str) -> list[str]:
    a, b = date.fromisoformat(parse_day(start)), date.fromisoformat(parse_day(end))
    if b < a:
        raise HinetError(f"--from {start} is after --to {end}")
    return [(a + timedelta(days=i)).isoformat() for i in range((b - a).days + 1)]


WAIT_FOR_WRITER_S = 1800.0


def wait_for_other_runs(
    instance, *, timeout: float = WAIT_FOR_WRITER_S, poll: float = 2.0, say: Callable[[str], None] | None = None
) -> None:
    """The vault has one writer: wait while a run of this home's Dagster instance is in progress
    (the daemon queues its own runs behind ours the same way, seeing ours as started)."""
    from dagster import DagsterRunStatus, RunsFilter

    busy = RunsFilter(statuses=[DagsterRunStatus.STARTING, DagsterRunStatus.STARTED, DagsterRunStatus.CANCELING])
    deadline, told = time.monotonic() + timeout, None
    while runs := instance.get_runs(busy, limit=1):
        run = runs[0]
        if _orphaned(run):
            instance.report_run_failed(run, "the `hinet sleep` process running it is gone (killed?)")
            if say:
                say(f"Dagster run {run.run_id[:8]} of a `hinet sleep` that is gone: marked failed")
            continue
        if time.monotonic() >= deadline:
            raise HinetError(
                f"Dagster run {run.run_id[:8]} has been in progress for over {timeout / 60:.0f} min; "
                "if its process died, terminate it in the UI (Runs) and try again"
            )
        if say and told != run.run_id:
            say(
                f"waiting for Dagster run {run.run_id[:8]} ({run.status.value.lower()}) to finish: "
                "the vault has one writer"
            )
            told = run.run_id
        time.sleep(poll)


def _host() -> str:
    """This machine, as a hash: Dagster's run tags must not carry a hostname like "Danas-MacBook"."""
    return hashlib.sha256(socket.gethostname().encode()).hexdigest()[:12]


_IN_FLIGHT: set[str] = set()  # the hinet/call tags of this process's runs in progress


def _own_process_tags(call: str = "") -> dict:
    tags = {"hinet/trigger": "cli", "hinet/host": _host(), "hinet/pid": str(os.getpid())}
    return {**tags, "hinet/call": call} if call else tags


def _orphaned(run) -> bool:
    """A run of `hinet sleep` on this machine whose process no longer exists (killed mid-run), or one
    of this process's that is no longer in progress (an error in Dagster's own storage stopped it)."""
    tags = run.tags
    if tags.get("hinet/trigger") != "cli" or tags.get("hinet/host") != _host():
        return False
    if tags.get("hinet/pid") == str(os.getpid()):
        return tags.get("hinet/call") not in _IN_FLIGHT
    try:
        os.kill(int(tags["hinet/pid"]), 0)  # signal 0: does it exist?
    except ProcessLookupError:
        return True
    except (KeyError, ValueError, PermissionError):  # no pid recorded, or alive and someone else's
        return False
    return False


# a HinetError an asset raised for the vault's storage, as words storage_error() knows
STORAGE_ERRORS = {"DiskFullError": "no space left on device", "ReadOnlyHomeError": "read-only file system"}


class _QuietStderr:
    """stderr without the line Dagster writes for each event it failed to store (a full disk): the
    failure surfaces once, as the command's one error line."""

    DROP = "Exception while writing logger call to event log"

    def __init__(self, stream) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return len(text) if text.startswith(self.DROP) else self._stream.write(text)

    def flush(self) -> None:
        self._stream.flush()

    def __getattr__(self, name):
        return getattr(self._stream, name)


def _failure(result) -> tuple[str, str, list[str]]:
    """(step, cause, every message in the cause chain) of a failed run: the cause is the first error
    under Dagster's own wrappers (the asset's exception), in one line."""
    failure = next((e for e in result.all_events if e.is_step_failure), None)
    if failure is None:
        return "", "run failed", []
    error, chain, cause = failure.step_failure_data.error, [], None
    while error is not None:
        chain.append(error.message)
        if cause is None and not error.cls_name.startswith("Dagster"):
            cause = error
        error = error.cause or error.context
    line = " ".join((cause.message if cause else chain[0]).split())
    if cause is not None and cause.cls_name in STORAGE_ERRORS:  # the vault refused the write itself
        chain.append(STORAGE_ERRORS[cause.cls_name])
    return failure.step_key or "", re.sub(r"^hinet_pipeline\.[\w.]+: ", "", line), chain


def _fail_own_runs(instance) -> None:
    """Mark this process's runs that an exception left in progress failed (best effort: on a full disk
    this write may fail too, and the next `hinet sleep`, another process, finds them orphaned)."""
    from dagster import DagsterRunStatus, RunsFilter

    try:
        busy = RunsFilter(
            statuses=[DagsterRunStatus.STARTING, DagsterRunStatus.STARTED], tags={"hinet/pid": str(os.getpid())}
        )
        for run in instance.get_runs(busy):
            if _orphaned(run):
                instance.report_run_failed(run, "the `hinet sleep` running it stopped on an error")
    except Exception:
        pass


def run_sleep(
    home: Home,
    days: list[str],
    *,
    backend: str | None = None,
    model: str | None = None,
    on_day: Callable[[str, dict], None] | None = None,
    wait_timeout: float = WAIT_FOR_WRITER_S,
    progress: Listener | None = None,
) -> dict:
    """Run the job for each day; returns per-day asset metadata and totals (counts only).
    ``progress``: told each stage's progress as it goes (assets.progress.StageEvent: counts only).

    Raises ReadOnlyHomeError / DiskFullError (one line) when the home's storage refuses a write.
    Holds the home's writer lock (locks.py): a second one waits for this one."""
    for day in days:  # a day outside the partitions is the user's mistake: say so before any run
        if not daily_partitions.has_partition_key(parse_day(day)):
            first = daily_partitions.get_first_partition_key()
            raise HinetError(
                f"day {day} is outside the sleep cycle's partitions ({first} until tomorrow): "
                "set HINET_PARTITION_START earlier for older data"
            )
    require_writable(home, "the sleep cycle")
    with sleep_lock(home, say=lambda m: print(f"hinet: {m}", file=sys.stderr)):
        with listening(progress):
            return _run_sleep(home, days, backend, model, on_day, wait_timeout)


def _run_sleep(home: Home, days: list[str], backend, model, on_day, wait_timeout: float) -> dict:
    from dagster import DagsterInstance

    from hinet_pipeline.definitions import defs
    from resources.vault import EmbedderResource, VaultResource

    job = defs.resolve_job_def("sleep_cycle")
    resources = {
        "vault": VaultResource(home=str(home.root)),
        "embedder": EmbedderResource(backend=backend or "", model=model or ""),
    }
    out: dict = {"days": [], "totals": {k: 0 for k in SUMMED}, "failed": []}
    try:
        with redirect_stderr(_QuietStderr(sys.stderr)), DagsterInstance.from_config(str(home.dagster_dir)) as instance:
            for day in days:
                try:
                    _run_day(job, instance, home, day, resources, out, on_day, wait_timeout)
                except HinetError:
                    raise
                except Exception as e:  # Dagster's own storage refused a write (run or event log)
                    _fail_own_runs(instance)
                    refused = storage_error(home.root, e, command="the sleep cycle")
                    if refused is None:
                        raise
                    raise _during(refused, home, day, "Dagster's run storage") from None
    except HinetError:
        raise
    except Exception as e:  # opening or closing the instance
        refused = storage_error(home.root, e, command="the sleep cycle")
        if refused is None:
            raise
        raise _during(refused, home, ", ".join(days), "Dagster's run storage") from None
    out["embedded"] = out["totals"]["embedded"]
    return out


def _during(refused: HinetError, home: Home, day: str, where: str) -> HinetError:
    if isinstance(refused, DiskFullError):
        return DiskFullError(home.root, f"{refused.condition} (the sleep cycle for {day}, in {where})", refused.remedy)
    return refused


def _run_day(job, instance, home: Home, day: str, resources: dict, out: dict, on_day, wait_timeout: float) -> None:
    wait_for_other_runs(instance, timeout=wait_timeout, say=lambda m: print(m, file=sys.stderr))
    call = secrets.token_hex(8)
    _IN_FLIGHT.add(call)
    try:
        result = job.execute_in_process(
            partition_key=day,
            instance=instance,
            run_config=QUIET,
            raise_on_error=False,
            tags=_own_process_tags(call),
            resources=resources,
        )
    finally:
        _IN_FLIGHT.discard(call)
    assets = {}
    for event in result.get_asset_materialization_events():
        meta = {k: v.value for k, v in event.materialization.metadata.items() if k != "by_source"}
        assets[event.asset_key.to_user_string()] = meta
        for k in SUMMED:
            if isinstance(meta.get(k), (int, float)):
                out["totals"][k] += meta[k]
    checks = {c.check_name: c.passed for c in result.get_asset_check_evaluations()}
    record = {
        "day": day,
        "run_id": result.run_id,
        "success": result.success,
        "assets": assets,
        "checks": checks,
    }
    if not result.success:
        step, cause, chain = _failure(result)
        refused = storage_error(home.root, texts=chain, command="the sleep cycle")
        if refused is not None:
            raise _during(refused, home, day, f"stage {step}")
        damaged = damage_error(home.vault_path, texts=chain)  # every later day would meet it too
        if damaged is not None:
            raise damaged
        where = f"stage {step}; " if step else ""
        record["error"] = f"{cause} ({where}its trace: Dagster run {result.run_id[:8]})"
        out["failed"].append(day)
    out["days"].append(record)
    if on_day:
        on_day(day, record)
