"""Retrieval experiments that lost, kept measurable outside the production path.

benchmarks/levers.py measures every knob; the ones that did not earn a place in the production
retriever (hinet_pipeline.read.retrieval) live here, so the production path has no branches for them:

* RRF fusion (``fusion="rrf"``, or ``"weighted_rrf"`` with ``bm25_weight`` / ``dense_weight``)
  instead of the score fusion the retriever uses;
* dense pseudo-relevance feedback (Rocchio: ``prf_docs`` first dense hits, their centroid
  weighted ``prf_weight`` joins the question's vector, and the dense scan runs again);
* ``fill_dense``: BM25's candidates that the dense list missed get their own cosine, not 0.

ExperimentalSettings is RetrievalSettings with these knobs (their defaults: off, so the defaults
are the production path's); ExperimentalRetriever is the Retriever with its two hooks (the dense
list, the fusion) extended by them.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.read.retrieval.dense import VectorSnapshot
from hinet_pipeline.read.retrieval.filters import Scope
from hinet_pipeline.read.retrieval.fusion import RetrievalSettings

RRF_K = 60


@dataclass
class ExperimentalSettings(RetrievalSettings):
    fusion: str = "score"  # score (the production path) | rrf | weighted_rrf
    rrf_k: int = RRF_K
    bm25_weight: float = 1.0  # weighted_rrf only
    dense_weight: float = 1.0
    prf_docs: int = 0  # dense pseudo-relevance feedback: the first dense hits whose centroid joins the query
    prf_weight: float = 0.0  # Rocchio weight of that centroid (the question's vector weighs 1)
    fill_dense: bool = False  # BM25 candidates the dense list missed get their cosine (not 0) before fusion


def rrf(lists: list[list[int]], k: int = RRF_K, weights: list[float] | None = None) -> dict[int, float]:
    """Reciprocal rank fusion of ranked id lists."""
    weights = weights or [1.0] * len(lists)
    scores: dict[int, float] = {}
    for ranked, w in zip(lists, weights):
        for rank, key in enumerate(ranked):
            scores[key] = scores.get(key, 0.0) + w / (k + rank + 1)
    return scores


def rocchio(query: np.ndarray, feedback: list[np.ndarray], weight: float) -> np.ndarray:
    """Pseudo-relevance feedback: the question's vector plus ``weight`` times the centroid of the
    ``feedback`` vectors (the first dense hits), unit length again."""
    if not feedback or not weight:
        return query
    q = query + weight * np.mean(feedback, axis=0)
    return (q / np.linalg.norm(q)).astype(np.float32)


def decoded(snap: VectorSnapshot, chunk_ids: list[int]) -> dict[int, np.ndarray]:
    """The vectors of these chunks (those in the index) as their int8 codes decode them."""
    return {cid: snap.codes[p].astype(np.float32) * snap.scale[p] for cid, p in snap.positions(chunk_ids).items()}


def cosines(snap: VectorSnapshot, query: np.ndarray, chunk_ids: list[int]) -> list[tuple[int, float]]:
    """Cosine (within int8 precision) of these chunks (those in the index) with ``query``, best first."""
    found = decoded(snap, chunk_ids)
    if not found:
        return []
    scores = np.stack(list(found.values())) @ query
    return sorted(zip(found, map(float, scores)), key=lambda kv: -kv[1])


class ExperimentalRetriever(Retriever):
    """The production Retriever plus the experiments of ExperimentalSettings (``tuning``)."""

    tuning: ExperimentalSettings

    def __init__(self, vault, embedder, settings, tuning: RetrievalSettings | None = None) -> None:
        super().__init__(vault, embedder, settings, tuning if tuning is not None else ExperimentalSettings())
        if not isinstance(self.tuning, ExperimentalSettings):  # a plain RetrievalSettings: the experiments off
            self.tuning = ExperimentalSettings(**vars(self.tuning))

    def _dense(
        self, snap: VectorSnapshot, qv: np.ndarray, scope: Scope, bm25: list[tuple[int, float]]
    ) -> list[tuple[int, float]]:
        tu = self.tuning
        dense = super()._dense(snap, qv, scope, bm25)
        if dense and tu.prf_docs and tu.prf_weight:  # Rocchio: the first hits' centroid joins the question
            qv = rocchio(qv, list(decoded(snap, [c for c, _ in dense[: tu.prf_docs]]).values()), tu.prf_weight)
            dense = super()._dense(snap, qv, scope, bm25)
        if dense and tu.fill_dense and bm25:  # BM25's candidates with their own cosine, not 0
            dense = cosines(snap, qv, list(dict.fromkeys([c for c, _ in dense] + [c for c, _ in bm25])))
        return dense

    def fuse(
        self, bm25: list[tuple[int, float]], dense: list[tuple[int, float]], parts: dict[int, dict] | None = None
    ) -> list[tuple[int, float]]:
        tu = self.tuning
        if tu.fusion == "score" or not bm25 or not dense:
            return super().fuse(bm25, dense, parts)
        weights = [tu.bm25_weight, tu.dense_weight] if tu.fusion == "weighted_rrf" else None
        scores = rrf([[c for c, _ in bm25], [c for c, _ in dense]], k=tu.rrf_k, weights=weights)
        return sorted(scores.items(), key=lambda kv: -kv[1])


__all__ = ["ExperimentalRetriever", "ExperimentalSettings", "rocchio", "rrf"]
