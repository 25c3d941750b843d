"""Connector data → sleep-cycle runs.

* One external asset ``landing/<connector>`` per connector, partitioned by landing day; `hinet land`
  reports each batch as a runless materialization of it (sensors/reporting.py).
* An asset sensor per connector turns each report into a run of the sleep-cycle job for that day,
  keyed by the batch id (one batch = one run).
* A directory sensor catches batch files dropped into landing/<day>/ without a report.
"""

import json
import os
import time

from dagster import (AssetKey, AssetSpec, DefaultSensorStatus, RunRequest, SensorEvaluationContext,
                     SkipReason, asset_sensor, sensor)

from assets.partitions import daily_partitions
from hinet_pipeline.config import Home
from hinet_pipeline.connectors import CONNECTORS
from hinet_pipeline.landing import BATCH_SUFFIX

from .reporting import reported_batches

REPORT_GRACE_SECONDS = 60

landing_specs = [AssetSpec(key=AssetKey(["landing", c]), partitions_def=daily_partitions, group_name="landing",
                           description=f"Batches delivered by the {c} connector (encrypted files in landing/<day>/).")
                 for c in CONNECTORS]


def _landing_sensor(connector: str, job):
    @asset_sensor(asset_key=AssetKey(["landing", connector]), job=job, name=f"landing_{connector}_sensor",
                  default_status=DefaultSensorStatus.RUNNING, minimum_interval_seconds=5,
                  description=f"Starts the sleep cycle for the day of each {connector} batch.")
    def _sensor(context: SensorEvaluationContext, asset_event):
        materialization = asset_event.asset_materialization
        batch = materialization.metadata.get("batch")
        day = materialization.partition or asset_event.dagster_event.partition
        if batch is None or day is None:
            return SkipReason("landing report without batch id or day")
        yield RunRequest(run_key=f"batch:{batch.value}", partition_key=day, tags={"hinet/batch": batch.value})

    return _sensor


def landing_sensors(job) -> list:
    return [_landing_sensor(c, job) for c in CONNECTORS]


def directory_sensor(job):
    @sensor(job=job, name="landing_directory_sensor", minimum_interval_seconds=30,
            default_status=DefaultSensorStatus.RUNNING,
            description="Starts the sleep cycle for batch files that arrived without a report.")
    def _sensor(context: SensorEvaluationContext):
        home = Home.resolve(os.environ.get("HINET_HOME"))
        seen = set(json.loads(context.cursor)) if context.cursor else set()
        found = sorted(p for p in home.landing_dir.glob(f"*/*{BATCH_SUFFIX}") if not p.name.startswith("."))
        # a connector reports right after writing: give it that time before treating a file as unreported
        settled = time.time() - REPORT_GRACE_SECONDS
        new = [p for p in found if p.name not in seen and p.stat().st_mtime < settled]
        if not new:
            return SkipReason("no new batch files")
        requests = []
        for path in new:
            day, batch = path.parent.name, path.name[: -len(BATCH_SUFFIX)]
            connector = batch.split("-", 1)[0]
            if connector in CONNECTORS and batch in reported_batches(context.instance, connector, day):
                continue  # the asset sensor already started its run
            if not daily_partitions.has_partition_key(day):
                context.log.warning(f"batch {batch}: folder {day} is not a partition day")
                continue
            requests.append(RunRequest(run_key=f"file:{batch}", partition_key=day, tags={"hinet/batch": batch}))
        context.update_cursor(json.dumps(sorted(seen | {p.name for p in new})))
        return requests or SkipReason("new batch files were all reported already")

    return _sensor



