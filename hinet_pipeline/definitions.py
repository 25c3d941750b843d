"""The Dagster code location: the sleep cycle's assets, checks, resources, sensors and schedule.

`dagster dev` loads it through workspace.yaml; `hinet sleep` runs the same job in-process
(hinet_pipeline.runner). Part of HiNet's face, with the CLI and the runner: the core imports none
of them, nor Dagster.
"""

from __future__ import annotations

from dagster import Definitions, EnvVar, define_asset_job, in_process_executor

from assets.canonical_items import audit_chain_intact, canonical_items
from assets.chunks import chunks
from assets.embeddings import embeddings
from assets.eval_gate import eval_gate, recall_within_delta
from assets.facts import facts, facts_consistent
from assets.indexes import fts_consistent, fts_index, vector_index, vectors_consistent
from assets.landing import landing_specs
from assets.people import people
from assets.provenance_graph import graph_consistent, provenance_graph
from resources.vault import EmbedderResource, VaultResource
from sensors.landing import directory_sensor, landing_sensors
from sensors.schedules import nightly_schedule

SLEEP_ASSETS = [
    canonical_items,
    people,
    chunks,
    embeddings,
    fts_index,
    vector_index,
    facts,
    provenance_graph,
    eval_gate,
]
SLEEP_CHECKS = [
    audit_chain_intact,
    fts_consistent,
    vectors_consistent,
    facts_consistent,
    graph_consistent,
    recall_within_delta,
]

# in-process: one embedder load per run, one writer at a time on the vault
sleep_cycle_job = define_asset_job(
    "sleep_cycle",
    selection=SLEEP_ASSETS,
    executor_def=in_process_executor,
    description="The nightly sleep cycle for one landing day.",
)


def build_definitions() -> Definitions:
    return Definitions(
        assets=[*landing_specs, *SLEEP_ASSETS],
        asset_checks=SLEEP_CHECKS,
        jobs=[sleep_cycle_job],
        sensors=[*landing_sensors(sleep_cycle_job), directory_sensor(sleep_cycle_job)],
        schedules=[nightly_schedule(sleep_cycle_job)],
        resources={"vault": VaultResource(home=EnvVar("HINET_HOME")), "embedder": EmbedderResource()},
    )


defs = build_definitions()
