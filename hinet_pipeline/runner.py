"""The in-process sleep runner behind `hinet sleep` and `hinet demo`: the sleep-cycle Dagster job,
one run per landing day, recorded in the home's Dagster instance (so the runs show in the UI like
the daemon's). Part of the face (like the CLI and definitions.py): it imports Dagster; the core
does not. The home and embedder go to the job as resources, never through the environment."""

from __future__ import annotations

import hashlib
import os
import socket
import sys
import time
from datetime import date, timedelta
from typing import Callable

from assets.partitions import daily_partitions

from .config import Home
from .errors import HinetError
from .landing import parse_day

QUIET = {"loggers": {"console": {"config": {"log_level": "WARNING"}}}}
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


def _own_process_tags() -> dict:
    return {"hinet/trigger": "cli", "hinet/host": _host(), "hinet/pid": str(os.getpid())}


def _orphaned(run) -> bool:
    """A run of `hinet sleep` on this machine whose process no longer exists (killed mid-run)."""
    tags = run.tags
    if tags.get("hinet/trigger") != "cli" or tags.get("hinet/host") != _host():
        return False
    try:
        os.kill(int(tags["hinet/pid"]), 0)  # signal 0: does it exist?
    except ProcessLookupError:
        return True
    except (KeyError, ValueError, PermissionError):  # no pid recorded, or alive and someone else's
        return False
    return False


def run_sleep(
    home: Home,
    days: list[str],
    *,
    backend: str | None = None,
    model: str | None = None,
    on_day: Callable[[str, dict], None] | None = None,
    wait_timeout: float = WAIT_FOR_WRITER_S,
) -> dict:
    """Run the job for each day; returns per-day asset metadata and totals (counts only)."""
    from dagster import DagsterInstance

    from resources.vault import EmbedderResource, VaultResource

    from .definitions import defs

    for day in days:  # a day outside the partitions is the user's mistake: say so before any run
        if not daily_partitions.has_partition_key(parse_day(day)):
            first = daily_partitions.get_first_partition_key()
            raise HinetError(
                f"day {day} is outside the sleep cycle's partitions ({first} until tomorrow): "
                "set HINET_PARTITION_START earlier for older data"
            )
    job = defs.resolve_job_def("sleep_cycle")
    resources = {
        "vault": VaultResource(home=str(home.root)),
        "embedder": EmbedderResource(backend=backend or "", model=model or ""),
    }
    out: dict = {"days": [], "totals": {k: 0 for k in SUMMED}, "failed": []}
    with DagsterInstance.from_config(str(home.dagster_dir)) as instance:
        for day in days:
            wait_for_other_runs(instance, timeout=wait_timeout, say=lambda m: print(m, file=sys.stderr))
            result = job.execute_in_process(
                partition_key=day,
                instance=instance,
                run_config=QUIET,
                raise_on_error=False,
                tags=_own_process_tags(),
                resources=resources,
            )
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
                failure = next((e for e in result.all_events if e.is_step_failure), None)
                record["error"] = failure.step_failure_data.error.message.strip() if failure else "run failed"
                out["failed"].append(day)
            out["days"].append(record)
            if on_day:
                on_day(day, record)
    out["embedded"] = out["totals"]["embedded"]
    return out
