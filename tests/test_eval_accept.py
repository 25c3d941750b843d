"""`hinet eval --accept`: a drop kept on purpose becomes the eval gate's baseline. A weaker embedder
(the same words hashed into 16 dimensions instead of 256) put in by `reembed` fails the gate, and
keeps failing it cycle after cycle (the old set is judged and kept back); accepting it records the
figures of now as accepted, retires the old set and draws the new one, and the next cycle passes
against what was accepted."""

from __future__ import annotations

import json
import shutil

import hinet_pipeline.cli.evaluate as evaluate_cli
from hinet_pipeline.index.indexing import reembed
from hinet_pipeline.read import self_probes
from hinet_pipeline.read.eval_accept import SOURCE
from hinet_pipeline.read.evaluation import last_gate
from hinet_pipeline.store.vault import Vault

from .conftest import SAMPLE
from .test_eval_probes import HashedWords, built, fresh, gate  # noqa: F401 (fixtures: the module's indexed home)


class Weaker(HashedWords):
    """The same bag of words in 16 dimensions: many words share one, the dense side is worse."""

    dim = 16

    def __init__(self) -> None:
        super().__init__("test/hashed-words-16")


def test_a_weaker_embedder_kept_on_purpose_is_accepted_and_the_next_cycle_passes(fresh, cli, monkeypatch):  # noqa: F811
    home, embedder = fresh
    shutil.copy(SAMPLE / "probes.jsonl", home.root / "probes.jsonl")  # the owner's own probes are accepted too
    weaker = Weaker()
    with Vault.open(home) as v:
        first = gate(v, home, embedder, "c1")
        assert first["passed"]
        reembed(v, weaker)  # the smaller model, kept on purpose
        failed = gate(v, home, weaker, "c2")
        assert not failed["passed"] and failed["renewal_due"] == "embedder", failed
        assert any(d.startswith("dense:") for d in failed["drops"]), failed["drops"]
        again = gate(v, home, weaker, "c3")  # it keeps failing: nothing was accepted
        assert not again["passed"] and again["set"] == first["set"]
        assert last_gate(v)[1] is False

    monkeypatch.setattr(evaluate_cli, "resolve_embedder", lambda *a: weaker)
    code, _, err = cli("eval", "--accept", "--compare", "bm25", "--home", home.root)
    assert code != 0 and "--accept runs the eval gate's own probes" in err
    code, out, err = cli("eval", "--accept", "--home", home.root, "--json")
    assert code == 0, err
    done = json.loads(out)
    own = done["self"]
    assert own["renewed"] == "embedder" and own["set"] != first["set"] and own["baseline"] is None
    assert own["previous"]["set"] == first["set"] and own["previous"]["accepted_drops"] == failed["drops"]
    assert done["owner"]["result"]["probes"] == 48  # (no gate ran them before: no baseline)

    with Vault.open(home) as v:
        assert last_gate(v)[1] is True  # the accepted cycle: the blocking check passes on a re-run
        runs = v.conn.execute("SELECT probe_set, passed FROM eval_runs WHERE source = ?", (SOURCE,)).fetchall()
        assert sorted(runs, key=str) == sorted([(first["set"], 1), (own["set"], 1), (None, 1)], key=str)
        sets = v.conn.execute("SELECT set_id, retired_at IS NOT NULL, reason FROM eval_probe_sets").fetchall()
        assert sets == [(first["set"], 1, "first"), (own["set"], 0, "embedder")]
        kinds = [k for (k,) in v.conn.execute("SELECT kind FROM audit_events WHERE kind = 'eval_accept'")]
        assert kinds == ["eval_accept"]
        assert self_probes.renewal_reason(v, self_probes.active_set(v)) is None
        following = gate(v, home, weaker, "c4")  # compared with what was accepted
        assert following["passed"] and following["set"] == own["set"] and not following["drops"]
        assert following["baseline"]["recall@10"] == own["result"]["recall@10"]

    code, out, err = cli("eval", "--accept", "--home", home.root)  # the text form: an accept with no drop
    assert code == 0 and "accepted as the eval gate's baseline" in out and "drops accepted" not in out, err
