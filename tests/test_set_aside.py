"""Issue [13] item 11: a landing batch the sleep cycle set aside as unreadable. Before, `hinet verify`
said a plain "ok" (and `hinet status` nothing) while its 150 records were missing from the vault. Now
each set-aside batch is a problem line in verify (exit 1) and a line in status, saying how to resolve
it, until the owner lands its export again, retries it (`hinet batches retry`) or gives it up
(`hinet batches discard`). The commands run as the real CLI in their own processes."""

from __future__ import annotations

import json
import shutil

from hinet_pipeline.config import Home
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.vault import Vault

from .conftest import Done, hinet_run
from .test_faults import write_jsonl

DAY = "2026-03-01"


def _hinet(home: Home, *args) -> Done:
    """conftest's hinet_run, and never a trace."""
    done = hinet_run(*args, home=home)
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    return done


def _verify(home: Home) -> tuple[int, dict]:
    code, out, err = _hinet(home, "verify", "--json")
    return code, json.loads(out)


def test_a_set_aside_batch_is_a_problem_until_landed_again_retried_or_discarded(tmp_path):
    home, other = Home(tmp_path / "h"), Home(tmp_path / "other")
    init_home(home)
    init_home(other)
    land(home, "jsonl", write_jsonl(tmp_path / "good.jsonl", 4, "good"), day=DAY)
    export = write_jsonl(tmp_path / "mail.jsonl", 150, "lost")
    damaged = land(home, "jsonl", export, day=DAY).path
    data = damaged.read_bytes()
    off = len(data) // 2 // 4096 * 4096 + 100  # one item page: its metadata still reads, its records do not
    damaged.write_bytes(data[:off] + b"\0" * 64 + data[off + 64 :])
    foreign = land(other, "jsonl", write_jsonl(tmp_path / "foreign.jsonl", 3, "foreign"), day=DAY).path
    shutil.copy(foreign, home.landing_dir / DAY / foreign.name)  # written under another key
    with Vault.open(home) as v:
        result = ingest_day(v, home, DAY)  # what the sleep cycle's first stage does
    assert result.inserted == 4 and len(result.set_aside) == 2

    code, report = _verify(home)
    assert code == 1 and not report["ok"], report
    lines = {p.split()[1]: p for p in report["problems"] if "set aside" in p}
    assert len(report["problems"]) == 2 and set(lines) == {damaged.stem, foreign.stem}, report
    assert "its 150 record(s) are not in the vault" in lines[damaged.stem]
    for ident, line in lines.items():
        assert f"hinet batches discard {ident}" in line and "hinet land" in line, line
    code, out, _ = _hinet(home, "status")
    assert code == 0 and "problem: 2 batch(es) holding 150+ record(s) set aside" in out, out
    code, out, _ = _hinet(home, "status", "--json")
    assert json.loads(out)["problems"] == [
        "2 batch(es) holding 150+ record(s) set aside as unreadable, not in the vault: "
        "see `hinet batches list` (land again, retry or discard them)"
    ]
    code, out, _ = _hinet(home, "batches", "list", "--json")
    listed = {a["id"]: a for a in json.loads(out)}
    assert listed[damaged.stem]["records"] == 150 and listed[foreign.stem]["records"] is None
    assert not any(a["relanded"] for a in listed.values())

    # landing the export again resolves the damaged one (the set-aside file stays, marked so)
    assert land(home, "jsonl", export, day=DAY).path == damaged
    code, report = _verify(home)
    assert code == 1 and [p.split()[1] for p in report["problems"]] == [foreign.stem], report
    code, out, _ = _hinet(home, "batches", "list")
    assert f"{damaged.stem}  {DAY}  150 records, landed again" in out, out

    # retrying the foreign one (its cause not fixed): back in landing/, set aside again by the next ingest
    code, out, err = _hinet(home, "batches", "retry", foreign.stem)
    assert code == 0 and (home.landing_dir / DAY / foreign.name).exists(), err
    with Vault.open(home) as v:
        again = ingest_day(v, home, DAY)
    assert again.inserted == 150 and len(again.set_aside) == 1
    assert _verify(home)[0] == 1

    # discarding it: not without --yes (no terminal to ask on), then gone, and verify is ok again
    code, _, err = _hinet(home, "batches", "discard", foreign.stem)
    assert code == 1 and err.count("\n") == 1 and "--yes" in err, err
    code, out, err = _hinet(home, "batches", "discard", foreign.stem, "--yes")
    assert code == 0 and f"discarded {foreign.stem}" in out, err
    assert not list(home.set_aside_dir.glob(f"*/{foreign.name}*")) and foreign.exists()
    code, report = _verify(home)
    assert code == 0 and report["ok"] and report["problems"] == [], report
    code, _, err = _hinet(home, "batches", "discard", foreign.stem, "--yes")
    assert code == 1 and err.count("\n") == 1 and "hinet batches list" in err, err
    code, out, _ = _hinet(home, "status")
    assert "problem" not in out, out
    code, out, _ = _hinet(home, "status", "--json")
    assert "problems" not in json.loads(out)
