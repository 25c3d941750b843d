"""End-to-end query latency on a synthetic vault, beside a numpy flat scan of the same matrix.

    python -m benchmarks.query_latency --chunks 100000 --dim 384 [--queries 200]

Synthetic texts (Zipfian pseudo-words: a few very common, most rare, like real text) and random
unit vectors are written into a real encrypted vault (items, chunks, FTS5, vectors). Each query
runs the whole default path (pre-filter, BM25, dense, fusion, records, diversity, contexts) with
its vector given: query embedding is measured apart, with the real default embedder.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path

import numpy as np

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # small matvecs: threads cost more than they give (NOTES.md)

SOURCES = ["mail", "chat", "notes", "calendar"]


def _vocabulary(n: int, rng) -> list[str]:
    letters = np.array(list("abcdefghijklmnopqrstuvwxyz"))
    return ["".join(rng.choice(letters, size=rng.integers(4, 10))) for _ in range(n)]


def build(root: Path, n: int, dim: int, seed: int = 0):
    from hinet_pipeline.config import Home
    from hinet_pipeline.home_setup import init_home
    from hinet_pipeline.timeutil import utcnow
    from hinet_pipeline.vault import Vault

    rng = np.random.default_rng(seed)
    vocab = _vocabulary(20000, rng)
    zipf = 1.0 / np.arange(1, len(vocab) + 1)
    zipf /= zipf.sum()
    home = Home(root / "home")
    init_home(home)
    now = utcnow()
    with Vault.open(home) as v:
        v.pin_model("bench/synthetic", dim, "synthetic")
        step = 5000
        for start in range(0, n, step):
            m = min(step, n - start)
            words = rng.choice(len(vocab), size=(m, 40), p=zipf)
            vecs = rng.standard_normal((m, dim)).astype(np.float32)
            vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
            items, chunks, fts, vectors = [], [], [], []
            for j in range(m):
                i = start + j + 1
                text = " ".join(vocab[w] for w in words[j])
                src = SOURCES[i % 4]
                ts = 1_700_000_000 + i * 60
                items.append(
                    (
                        i,
                        f"r{i:024d}",
                        f"h{i}",
                        f"b{i}",
                        src,
                        f"x{i}",
                        text,
                        "2024-01-01T00:00:00+00:00",
                        ts,
                        i % 4,
                        "2024-01-01T00:00:00+00:00",
                        now,
                        f"t{i // 20}",
                    )
                )
                chunks.append(
                    (
                        i,
                        f"r{i:024d}-0",
                        i,
                        f"r{i:024d}",
                        f"p{i // 20}",
                        0,
                        "[Bench]",
                        text,
                        60,
                        f"h{i}",
                        src,
                        ts,
                        i % 4,
                        now,
                        f"t{i // 20}",
                    )
                )
                fts.append((i, "[Bench]", text))
                vectors.append((i, f"h{i}", vecs[j].tobytes()))
            with v.transaction() as c:
                c.executemany(
                    "INSERT INTO items(rowid, record_id, content_hash, body_hash, source, external_id, body, "
                    "timestamp, ts, sensitivity, valid_from, ingested_at, thread_id) "
                    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    items,
                )
                c.executemany(
                    "INSERT INTO chunks(rowid, chunk_id, item_rowid, record_id, parent_id, ord, header, text, "
                    "n_tokens, text_hash, source, ts, sensitivity, created_at, thread_id, in_fts, in_vec) "
                    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,1,0)",
                    chunks,
                )
                c.executemany("INSERT INTO chunks_fts(rowid, header, text) VALUES (?,?,?)", fts)
                c.executemany("INSERT INTO chunk_vectors(chunk_rowid, text_hash, vector) VALUES (?,?,?)", vectors)
    return home, vocab, zipf


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--chunks", type=int, default=100_000)
    ap.add_argument("--dim", type=int, default=384)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument(
        "--reference-candidates",
        type=int,
        default=100,
        help="also time the default path with this many candidates per list (the value before round 2), "
        "interleaved with the default in the same run",
    )
    args = ap.parse_args()
    from hinet_pipeline.embedders import Embedder, get_embedder
    from hinet_pipeline.retrieval import CANDIDATES, Retriever
    from hinet_pipeline.retrieval.fusion import RetrievalSettings
    from hinet_pipeline.vault import Vault

    class PinnedQueries(Embedder):
        """Stands in for the model the synthetic vault is pinned to; query vectors are given."""

        backend, model_id, dim = "synthetic", "bench/synthetic", args.dim

        def _encode(self, texts, is_query):
            raise AssertionError("query vectors are given")

        def count_tokens(self, text):
            return len(text.split())

    root = Path(tempfile.mkdtemp(prefix="hinet-qbench-"))
    t0 = time.perf_counter()
    home, vocab, zipf = build(root, args.chunks, args.dim)
    build_s = time.perf_counter() - t0
    rng = np.random.default_rng(1)
    mid = np.arange(200, 5000)  # question words: neither the commonest nor hapaxes
    queries = [" ".join(vocab[w] for w in rng.choice(mid, size=rng.integers(3, 7))) for _ in range(args.queries)]
    qvecs = rng.standard_normal((args.queries, args.dim)).astype(np.float32)
    qvecs /= np.linalg.norm(qvecs, axis=1, keepdims=True)
    with Vault.open(home) as v:
        r = Retriever(v, PinnedQueries(), home.settings())
        t0 = time.perf_counter()
        r.search(queries[0], query_vector=qvecs[0])  # loads the dense matrix
        cold_ms = (time.perf_counter() - t0) * 1000
        ref = Retriever(v, PinnedQueries(), home.settings(), RetrievalSettings(candidates=args.reference_candidates))
        ref.dense = r.dense  # one loaded matrix for both
        totals, dense, numpy_ms, filtered, reference = [], [], [], [], []
        for q, qv in zip(queries, qvecs):
            res = r.search(q, k=10, query_vector=qv)
            totals.append(res.timings_ms["total"])
            reference.append(ref.search(q, k=10, query_vector=qv).timings_ms["total"])
            dense.append(res.timings_ms["dense"])
            t = time.perf_counter()
            scores = r.dense.matrix @ qv
            top = np.argpartition(-scores, CANDIDATES - 1)[:CANDIDATES]
            top[np.argsort(-scores[top])]
            numpy_ms.append((time.perf_counter() - t) * 1000)
        stages: dict[str, list[float]] = {}
        for q, qv in zip(queries[:50], qvecs[:50]):  # a role with a ceiling and a source list: the pre-filter
            res = r.search(q, k=10, query_vector=qv, filters={"source": ["mail", "notes"]}, role="assistant")
            filtered.append(res.timings_ms["total"])
            for name in ("prefilter", "bm25", "dense", "select", "contexts"):
                stages.setdefault(name, []).append(res.timings_ms.get(name, 0.0))
    emb = get_embedder()
    t = time.perf_counter()
    for q in queries[:20]:
        emb.embed_query(q)
    embed_ms = (time.perf_counter() - t) * 1000 / 20
    p = lambda xs, q: round(float(np.percentile(xs, q)), 2)  # noqa: E731
    print(
        json.dumps(
            {
                "chunks": args.chunks,
                "dim": args.dim,
                "queries": args.queries,
                "p50_ms": p(totals, 50),
                "p95_ms": p(totals, 95),
                "candidates": RetrievalSettings().candidates,
                f"candidates_{args.reference_candidates}_p50_ms": p(reference, 50),
                f"candidates_{args.reference_candidates}_p95_ms": p(reference, 95),
                "dense_p50_ms": p(dense, 50),
                "numpy_flat_p50_ms": p(numpy_ms, 50),
                "dense_ratio": round(p(dense, 50) / p(numpy_ms, 50), 3),
                "filtered_p50_ms": p(filtered, 50),
                "filtered_p95_ms": p(filtered, 95),
                "filtered_stage_p50_ms": {name: p(xs, 50) for name, xs in stages.items()},
                "cold_first_query_ms": round(cold_ms, 1),
                "query_embed_ms": round(embed_ms, 2),
                "query_embed_model": emb.model_id,
                "build_s": round(build_s, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
