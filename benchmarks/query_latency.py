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
import threading
import time
from pathlib import Path

import numpy as np

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # small matvecs: threads cost more than they give

SOURCES = ["mail", "chat", "notes", "calendar"]


def _vocabulary(n: int, rng) -> list[str]:
    letters = np.array(list("abcdefghijklmnopqrstuvwxyz"))
    return ["".join(rng.choice(letters, size=rng.integers(4, 10))) for _ in range(n)]


def random_vectors(n: int, dim: int, seed: int = 0, block: int = 5000):
    """Random unit vectors in blocks (the reference when no real-text vectors are asked for)."""
    rng = np.random.default_rng(seed + 1)
    for start in range(0, n, block):
        v = rng.standard_normal((min(block, n - start), dim)).astype(np.float32)
        yield v / np.linalg.norm(v, axis=1, keepdims=True)


def build(root: Path, n: int, dim: int, seed: int = 0, vector_blocks=None):
    """A vault of ``n`` chunks; their vectors from ``vector_blocks`` (blocks of 5,000 unit vectors;
    random ones when None), written once, into vec0, as the embeddings stage writes them."""
    from hinet_pipeline.config import Home
    from hinet_pipeline.store import vectors as store
    from hinet_pipeline.store.home_setup import init_home
    from hinet_pipeline.store.vault import Vault
    from hinet_pipeline.timeutil import utcnow

    rng = np.random.default_rng(seed)
    vocab = _vocabulary(20000, rng)
    zipf = 1.0 / np.arange(1, len(vocab) + 1)
    zipf /= zipf.sum()
    home = Home(root / "home")
    init_home(home)
    now = utcnow()
    blocks = iter(vector_blocks if vector_blocks is not None else random_vectors(n, dim, seed))
    with Vault.open(home) as v:
        v.pin_model("bench/synthetic", dim, "synthetic")
        step = 5000
        for start in range(0, n, step):
            m = min(step, n - start)
            words = rng.choice(len(vocab), size=(m, 40), p=zipf)
            vecs = next(blocks)
            assert vecs.shape == (m, dim), vecs.shape
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
                vectors.append((i, vecs[j].tobytes(), src, i % 4, ts))
            with v.transaction() as c:
                c.executemany(
                    "INSERT INTO items(rowid, record_id, content_hash, body_hash, source, external_id, body, "
                    "timestamp, ts, sensitivity, valid_from, ingested_at, thread_id) "
                    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    items,
                )
                c.executemany(
                    "INSERT INTO chunks(rowid, chunk_id, item_rowid, record_id, parent_id, ord, header, text, "
                    "n_tokens, text_hash, source, ts, sensitivity, created_at, thread_id, in_fts, embedded, in_vec) "
                    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,1,1,1)",
                    chunks,
                )
                c.executemany("INSERT INTO chunks_fts(rowid, header, text) VALUES (?,?,?)", fts)
                store.insert(c, vectors, dim)
    return home, vocab, zipf


def _rss_mb() -> float:
    """This process's resident memory now (Linux), in MB."""
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def exactness(snap, exact, queries: np.ndarray, matrix_blocks, k: int = 10, n: int | None = None) -> float:
    """Share of queries whose top ``k`` by the index (``n`` candidates, as the default path asks:
    ``k`` when None) equals the exact float32 scan's top ``k`` (same ids, same order)."""
    best = np.full((len(queries), k), -np.inf, dtype=np.float32)
    best_ids = np.zeros((len(queries), k), dtype=np.int64)
    offset = 0
    for block in matrix_blocks:  # the exact scan, a block at a time: the float32 matrix is never whole
        scores = block @ queries.T  # (m, q)
        ids = np.arange(offset + 1, offset + len(block) + 1)  # build() numbers chunks from 1
        merged = np.concatenate([best, scores.T], axis=1)
        merged_ids = np.concatenate([best_ids, np.broadcast_to(ids, (len(queries), len(ids)))], axis=1)
        top = np.argsort(-merged, axis=1, kind="stable")[:, :k]
        best, best_ids = np.take_along_axis(merged, top, 1), np.take_along_axis(merged_ids, top, 1)
        offset += len(block)
    same = 0
    for q, truth in zip(queries, best_ids):
        got = [cid for cid, _ in snap.search(q, n or k, exact=exact)][:k]
        same += got == truth.tolist()
    return same / len(queries)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--chunks", type=int, default=100_000)
    ap.add_argument("--dim", type=int, default=384)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument(
        "--real-base",
        type=int,
        default=2000,
        help="grow the vectors from the default embedder's vectors of this many real abstracts (SciFact), and "
        "ask real questions (0: random unit vectors and random queries)",
    )
    ap.add_argument("--exact-queries", type=int, default=1000, help="queries of the exactness figure")
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "hinet-bench-vectors")
    ap.add_argument(
        "--reference-candidates",
        type=int,
        default=100,
        help="also time the default path with this many candidates per list (the value before round 2), "
        "interleaved with the default in the same run",
    )
    args = ap.parse_args()
    from benchmarks import real_vectors
    from benchmarks.common import scratch
    from hinet_pipeline.index.embedders import Embedder, get_embedder
    from hinet_pipeline.read.retrieval import CANDIDATES, Retriever
    from hinet_pipeline.read.retrieval.fusion import RetrievalSettings
    from hinet_pipeline.store.vault import Vault

    class PinnedQueries(Embedder):
        """Stands in for the model the synthetic vault is pinned to; query vectors are given."""

        backend, model_id, dim = "synthetic", "bench/synthetic", args.dim

        def _encode(self, texts, is_query):
            raise AssertionError("query vectors are given")

        def count_tokens(self, text):
            return len(text.split())

    rng = np.random.default_rng(1)
    n_q = max(args.queries, args.exact_queries)
    if args.real_base:
        base, qvecs, real_model = real_vectors.load(args.cache, args.real_base, n_q)
        assert base.shape[1] == args.dim, f"the default embedder's vectors have {base.shape[1]} dimensions"
        blocks = lambda: real_vectors.grow(base, args.chunks)  # noqa: E731
    else:
        real_model = None
        qvecs = rng.standard_normal((n_q, args.dim)).astype(np.float32)
        qvecs /= np.linalg.norm(qvecs, axis=1, keepdims=True)
        blocks = lambda: random_vectors(args.chunks, args.dim)  # noqa: E731
    with scratch("hinet-qbench-") as root:
        t0 = time.perf_counter()
        home, vocab, zipf = build(root, args.chunks, args.dim, vector_blocks=blocks())
        build_s = time.perf_counter() - t0
        mid = np.arange(200, 5000)  # question words: neither the commonest nor hapaxes
        queries = [" ".join(vocab[w] for w in rng.choice(mid, size=rng.integers(3, 7))) for _ in range(args.queries)]
        owner, assistant = home.settings().role("owner"), home.settings().role("assistant")
        with Vault.open(home) as v:
            r = Retriever(v, PinnedQueries(), home.settings())
            # as `hinet serve` starts: the index loads on a connection of its own while a question is asked
            loader = Retriever(v, PinnedQueries(), home.settings())
            with Vault.open(home) as other:
                t0 = time.perf_counter()
                thread = threading.Thread(target=loader.dense.load_in_background, args=(other,))
                thread.start()
                first = loader.search(queries[1], role=owner, query_vector=qvecs[1])
                first_ms = (time.perf_counter() - t0) * 1000
                thread.join()
                loaded_ms = (time.perf_counter() - t0) * 1000
            del loader
            rss_before = _rss_mb()
            t0 = time.perf_counter()
            r.search(queries[0], role=owner, query_vector=qvecs[0])  # loads the dense index, then answers
            cold_ms = (time.perf_counter() - t0) * 1000
            rss_after = _rss_mb()
            snap = r.dense.current
            wider = RetrievalSettings(candidates=args.reference_candidates)
            ref = Retriever(v, PinnedQueries(), home.settings(), wider)
            ref.dense = r.dense  # one loaded index for both
            totals, dense, filtered, reference, narrow = [], [], [], [], []
            stages: dict[str, dict[str, list[float]]] = {"unfiltered": {}, "filtered": {}}
            # each question unfiltered, filtered (a role with a ceiling and a source list: the pre-filter)
            # and by the reference
            for q, qv in zip(queries, qvecs):
                res = r.search(q, role=owner, k=10, query_vector=qv)
                totals.append(res.timings_ms["total"])
                dense.append(res.timings_ms["dense"])
                res_f = r.search(q, role=assistant, k=10, query_vector=qv, filters={"source": ["mail", "notes"]})
                filtered.append(res_f.timings_ms["total"])
                for kind, one in (("unfiltered", res), ("filtered", res_f)):
                    for name in ("prefilter", "bm25", "dense", "select", "contexts"):
                        stages[kind].setdefault(name, []).append(one.timings_ms.get(name, 0.0))
                reference.append(ref.search(q, role=owner, k=10, query_vector=qv).timings_ms["total"])
                thread = f"t{rng.integers(0, args.chunks // 20)}"  # one thread (20 chunks): the pre-filter's SQL
                res_n = r.search(q, role=owner, k=10, query_vector=qv, filters={"thread_id": thread})
                narrow.append(res_n.timings_ms["total"])
            exact = r.dense.exact(v, snap.model_id)
            eq = qvecs[: args.exact_queries]
            exact_top10 = exactness(snap, exact, eq, blocks())
            exact_default = exactness(snap, exact, eq[:200], blocks(), n=CANDIDATES)
        numpy_ms = []  # the float32 flat scan the quantized one replaces, on the same vectors
        matrix = np.concatenate(list(blocks()))
        for qv in qvecs[: args.queries]:
            t = time.perf_counter()
            scores = matrix @ qv
            top = np.argpartition(-scores, CANDIDATES - 1)[:CANDIDATES]
            top[np.argsort(-scores[top])]
            numpy_ms.append((time.perf_counter() - t) * 1000)
        del matrix
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
                    "vectors": f"{real_model} vectors of {args.real_base} abstracts, grown" if real_model else "random",
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
                    "filtered_ratio": round(p(filtered, 50) / p(totals, 50), 3),
                    "filtered_stage_p50_ms": {name: p(xs, 50) for name, xs in stages["filtered"].items()},
                    "unfiltered_stage_p50_ms": {name: p(xs, 50) for name, xs in stages["unfiltered"].items()},
                    "one_thread_p50_ms": p(narrow, 50),
                    "one_thread_p95_ms": p(narrow, 95),
                    "cold_first_query_ms": round(cold_ms, 1),
                    "first_answer_while_loading_ms": round(first_ms, 1),
                    "first_answer_partial": first.partial,
                    "dense_loaded_in_background_ms": round(loaded_ms, 1),
                    "dense_index_mb": round(snap.nbytes / 1e6, 1),
                    "rss_growth_first_query_mb": round(rss_after - rss_before, 1),
                    "exact_top10_share": round(exact_top10, 4),
                    "exact_top10_share_default_candidates": round(exact_default, 4),
                    "exact_queries": len(eq),
                    "query_embed_ms": round(embed_ms, 2),
                    "query_embed_model": emb.model_id,
                    "build_s": round(build_s, 1),
                }
            )
        )


if __name__ == "__main__":
    main()
