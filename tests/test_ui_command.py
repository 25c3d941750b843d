"""`hinet ui`: `dagster dev` for the home, its services logging warnings only (their INFO is a line per
sensor tick: hundreds in a few minutes), while the daemon still ticks every sensor."""

from __future__ import annotations

import os
import re
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from dagster import DagsterInstance

from hinet_pipeline.cli.pipeline import UI_LOG_LEVEL, ui_command

from .conftest import hinet_popen, hinet_run, stop_process


def test_ui_runs_dagster_dev_on_the_home_with_its_services_at_warning(home):
    argv, env = ui_command(home, host="127.0.0.1", port=3456)
    assert Path(argv[0]).name == "dagster" and Path(argv[0]).exists()  # the venv's script, not python -m
    assert argv[1:] == [
        "dev",
        "-m",
        "hinet_pipeline.definitions",
        "-h",
        "127.0.0.1",
        "-p",
        "3456",
        "--log-level",
        UI_LOG_LEVEL,
    ]
    assert UI_LOG_LEVEL == "warning"
    assert env["DAGSTER_HOME"] == str(home.dagster_dir) and env["HINET_HOME"] == str(home.root)
    assert "dev_command" in env["PYTHONWARNINGS"]
    verbose, _ = ui_command(home, host="0.0.0.0", port=3000, verbose=True)
    assert verbose[-2:] == ["--log-level", "info"]


def test_ui_on_a_folder_that_is_no_home_says_so(tmp_path):
    code, _, err = hinet_run("ui", "--home", tmp_path / "nothing")
    assert code == 1 and err.strip().endswith("has no Dagster instance: run `hinet init` first"), err


def _ticks(home) -> int:
    with DagsterInstance.from_config(str(home.dagster_dir)) as instance:
        return sum(
            len(instance.get_ticks(state.instigator_origin_id, state.selector_id, limit=5))
            for state in instance.all_instigator_state()
        )


@pytest.mark.slow
@pytest.mark.sleep
def test_hinet_ui_serves_and_ticks_its_sensors_without_a_line_per_tick(home, tmp_path):
    port = 38000 + os.getpid() % 1000
    log = open(tmp_path / "ui.log", "w+")
    # `env --default-signal`: a dagster dev started from a script ignores SIGINT/SIGTERM otherwise
    proc = hinet_popen(
        "ui",
        "--port",
        port,
        home=home,
        prefix=("env", "--default-signal=INT,TERM"),
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            assert proc.poll() is None, open(tmp_path / "ui.log").read()[-3000:]
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/server_info", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                time.sleep(1)
        else:
            pytest.fail("the UI did not answer in 240 s")
        deadline = time.monotonic() + 120
        while _ticks(home) < 2 and time.monotonic() < deadline:  # the daemon has ticked the sensors
            time.sleep(3)
        assert _ticks(home) >= 2
    finally:
        stop_process(proc, grace=30.0)
        log.close()
    out = re.sub(r"\x1b\[[0-9;]*m", "", (tmp_path / "ui.log").read_text())  # the services' colours
    assert out.startswith(f"hinet: Dagster UI for {home.root} on http://127.0.0.1:{port}/"), out[:500]
    assert "Checking for new runs for sensor" not in out and " - INFO - " not in out, out[-3000:]
    assert "superseded" not in out
