"""Connector data → sleep-cycle runs.

* `hinet land` reports each batch as a runless materialization of the external asset
  ``landing/<connector>`` (assets/landing.py, sensors/reporting.py).
* An asset sensor per connector turns each report into a run of the sleep-cycle job for that day,
  keyed by the batch id (one batch = one run).
* A directory sensor catches batch files that arrived without a report (a tool that cannot report,
  or a `hinet land` killed before it could).
"""

import json
import os
import time
from datetime import datetime, timezone

from dagster import (
    AssetKey,
    DagsterRunStatus,
    DefaultSensorStatus,
    RunRequest,
    RunsFilter,
    SensorEvaluationContext,
    SkipReason,
    asset_sensor,
    sensor,
)

from assets.partitions import daily_partitions
from hinet_pipeline.config import Home
from hinet_pipeline.intake.batchfile import batch_identity
from hinet_pipeline.intake.connectors import CONNECTORS

from .reporting import reported_batches

REPORT_GRACE_SECONDS = 60


def _landing_sensor(connector: str, job):
    @asset_sensor(
        asset_key=AssetKey(["landing", connector]),
        job=job,
        name=f"landing_{connector}_sensor",
        default_status=DefaultSensorStatus.RUNNING,
        minimum_interval_seconds=30,  # each tick logs a line in `dagster dev`: every 5 s flooded it
        description=f"Starts the sleep cycle for the day of each {connector} batch.",
    )
    def _sensor(context: SensorEvaluationContext, asset_event):
        materialization = asset_event.asset_materialization
        batch = materialization.metadata.get("batch")
        day = materialization.partition or asset_event.dagster_event.partition
        if batch is None or day is None:
            return SkipReason("landing report without batch id or day")
        if _slept_since(context.instance, day, asset_event.timestamp):
            # `hinet sleep` (or an earlier run) did this day after the batch landed: the sensor's
            # first tick after `dagster dev` starts sees that report again and has nothing to do
            return SkipReason(f"day {day} was slept after batch {batch.value} landed")
        return RunRequest(run_key=f"batch:{batch.value}", partition_key=day, tags={"hinet/batch": batch.value})

    return _sensor


def _slept_since(instance, day: str, landed: float) -> bool:
    """A successful sleep-cycle run of ``day`` was created after the landing report (``landed``)."""
    runs = instance.get_runs(
        RunsFilter(
            statuses=[DagsterRunStatus.SUCCESS],
            tags={"dagster/partition": day},
            created_after=datetime.fromtimestamp(landed, tz=timezone.utc),
        ),
        limit=1,
    )
    return bool(runs)


def landing_sensors(job) -> list:
    return [_landing_sensor(c, job) for c in CONNECTORS]


def _watermark(cursor: str | None) -> float:
    """The cursor is the newest batch-file time already looked at: bounded, however many batches a
    lifetime lands (an older cursor, a list of every name seen, counts as "all seen until now")."""
    if not cursor:
        return 0.0
    value = json.loads(cursor)
    return float(value["mtime"]) if isinstance(value, dict) else time.time() - REPORT_GRACE_SECONDS


def directory_sensor(job):
    @sensor(
        job=job,
        name="landing_directory_sensor",
        minimum_interval_seconds=30,
        default_status=DefaultSensorStatus.RUNNING,
        description="Starts the sleep cycle for batch files that arrived without a report.",
    )
    def _sensor(context: SensorEvaluationContext):
        home = Home.resolve(os.environ.get("HINET_HOME"))
        since = _watermark(context.cursor)
        # a connector reports right after writing: give it that time before treating a file as unreported
        settled = time.time() - REPORT_GRACE_SECONDS
        new = [(p, m) for p in home.batches() if since < (m := p.lstat().st_mtime) < settled]
        if not new:
            return SkipReason("no new batch files")
        requests = []
        for path, mtime in sorted(new, key=lambda pm: pm[1]):
            day, batch, connector = batch_identity(path)
            if connector in CONNECTORS and batch in reported_batches(context.instance, connector, day):
                continue  # the asset sensor already started its run
            if not daily_partitions.has_partition_key(day):
                context.log.warning(f"batch {batch}: folder {day} is not a partition day")
                continue
            if _slept_since(context.instance, day, mtime):
                continue  # `hinet sleep` did this day after the file landed (the first tick after `dagster dev` starts)
            requests.append(RunRequest(run_key=f"file:{batch}", partition_key=day, tags={"hinet/batch": batch}))
        context.update_cursor(json.dumps({"mtime": max(m for _, m in new)}))
        return requests or SkipReason("new batch files were all reported or slept already")

    return _sensor
