"""Issue [13] item 12: `hinet reembed` and config.toml. Before, a reembed that succeeded left
config.toml naming the old model, so the next `hinet sleep` and every hybrid query failed on the
model pin until the owner edited it; a reembed killed mid-way made `hinet verify` advise `hinet
sleep`, which then failed on the pin too. Now reembed rewrites config.toml's [embedder] itself
(atomically, the owner's comments and other tables kept), and after a kill `hinet verify` and
`hinet sleep` both say to run the same `hinet reembed` again, which finishes the job.

The real CLI in its own process (a timeout on each); the models are two tiny random XLM-R folders
through the real mlx backend (tests/tiny_models.py)."""

from __future__ import annotations

import json
import shutil
import tomllib

import pytest

from hinet_pipeline.config import Home
from hinet_pipeline.index.embedders import get_embedder
from hinet_pipeline.index.indexing import run_index_stages
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.store.vault import Vault

from .conftest import SAMPLE, hinet_finish, hinet_run
from .crash_helpers import hinet_crashing_at
from .tiny_models import build_tiny_xlmr

DAY = "2026-01-31"
MY_LINE = "# my own note: keep this line"


def _one_line_error(code: int, err: str) -> str:
    assert code != 0 and "Traceback" not in err, err[-2000:]
    lines = [line for line in err.splitlines() if line.startswith("hinet: ") and "waiting" not in line]
    assert len(lines) == 1, err
    return lines[0]


@pytest.fixture
def homes(tmp_path):
    """A home whose vault is pinned to tiny model A (config.toml says so, with a comment of the
    owner's), and the folder of tiny model B to switch to."""
    a, b = build_tiny_xlmr(tmp_path / "tiny-a"), build_tiny_xlmr(tmp_path / "tiny-b", seed=1)
    home = Home(tmp_path / "home")
    from hinet_pipeline.store.home_setup import init_home

    init_home(home)
    text = home.config_path.read_text(encoding="utf-8")
    text = text.replace("[embedder]\n", f'[embedder]\n{MY_LINE}\nbackend = "mlx"\nmodel = "{a}"\n', 1)
    home.config_path.write_text(text, encoding="utf-8")
    land(home, "notes", SAMPLE / "notes" / "2026-01", day=DAY)
    land(home, "mbox", SAMPLE / "mail" / "2026-01.mbox", day=DAY, account="dana.levi@fastmail.example")
    with Vault.open(home) as v:
        ingest_day(v, home, DAY)
        run_index_stages(v, get_embedder("mlx", str(a)), day=DAY)
        assert v.model_pin()["id"] == "tiny-a"
    return home, a, b


def _config(home: Home) -> dict:
    return tomllib.loads(home.config_path.read_text(encoding="utf-8"))


def _reembed_args(home: Home, model) -> list:
    return ["reembed", "--embedder", "mlx", "--model", model, "--home", home.root, "--json"]


def _assert_switched(home: Home, b, before_text: str, *, sleep: bool = True) -> None:
    """config.toml names B (the rest of it as it was), the vault is pinned to B, and the commands
    that read the config work without any flag."""
    text = home.config_path.read_text(encoding="utf-8")
    assert _config(home)["embedder"] == {"backend": "mlx", "model": str(b)}
    assert MY_LINE in text and "[roles.assistant]" in text and "# backend = " in text
    assert text.replace(f'model = "{b}"', "") == before_text.replace(f'model = "{b.parent / "tiny-a"}"', "")
    assert not (home.root / "reembed.json").exists()
    assert not list(home.root.glob(".*.tmp"))
    code, out, err = hinet_run("verify", "--home", home.root, "--json")
    report = json.loads(out)
    assert code == 0 and report["ok"] and report["pending"] == [], (report, err)
    code, out, err = hinet_run("query", "Globex", "--home", home.root, "--json")  # hybrid: the model of config.toml
    assert code == 0, err[-2000:]
    if not sleep:
        return
    code, out, err = hinet_run("sleep", "--home", home.root, "--json", timeout=600)
    assert code == 0 and all(d["success"] for d in json.loads(out)["days"]), (out[-2000:], err[-2000:])
    with Vault.open(home) as v:
        assert v.model_pin()["id"] == "tiny-b"


def test_reembed_names_the_new_model_in_config_toml(homes):
    home, a, b = homes
    before = home.config_path.read_text(encoding="utf-8")
    code, out, err = hinet_run(*_reembed_args(home, b))
    assert code == 0, err[-2000:]
    result = json.loads(out)
    assert result["model"]["id"] == "tiny-b" and result["previous_model"] == "tiny-a"
    _assert_switched(home, b, before)
    # no flag: the model config.toml names, which stays as it is
    code, out, err = hinet_run("reembed", "--home", home.root, "--json")
    assert code == 0 and json.loads(out)["previous_model"] == "tiny-b", err[-2000:]
    assert _config(home)["embedder"] == {"backend": "mlx", "model": str(b)}


@pytest.mark.parametrize(
    "crash_at",
    [
        "hinet_pipeline.index.indexing:vector_stage",  # every chunk embedded with B, none in the vector index
        "hinet_pipeline.index.reembed:write_embedder_config",  # the vault done, config.toml not yet
    ],
)
def test_a_killed_reembed_is_finished_by_running_it_again(homes, crash_at, tmp_path):
    home, a, b = homes
    before = home.config_path.read_text(encoding="utf-8")
    code, _, err = hinet_finish(hinet_crashing_at(crash_at, *_reembed_args(home, b)))
    assert code == -9, err[-2000:]  # SIGKILL, where it was aimed
    assert _config(home)["embedder"]["model"] == str(a)  # not switched yet
    # verify: the advice is the same reembed, never `hinet sleep` (which would embed with model A)
    code, out, err = hinet_run("verify", "--home", home.root, "--json")
    report = json.loads(out)
    assert code == 0 and report["ok"], (report, err)
    advice = " ".join(report["pending"])
    assert f"hinet reembed --embedder mlx --model {b}" in advice and "hinet sleep" not in advice, report
    # sleep refuses in one line with the same advice, before any work
    code, _, err = hinet_run("sleep", "--home", home.root, timeout=600)
    line = _one_line_error(code, err)
    assert f"hinet reembed --embedder mlx --model {b}" in line and "interrupted" in line, line
    # the same reembed again finishes it
    code, out, err = hinet_run(*_reembed_args(home, b))
    assert code == 0, err[-2000:]
    assert json.loads(out)["previous_model"] == "tiny-a"
    _assert_switched(home, b, before, sleep="vector_stage" in crash_at)
    shutil.rmtree(home.root)
