"""Ranking after the two lists: score fusion, the parent's evidence, recency weighting, and
MMR-style diversity; the tunable knobs with their measured defaults (benchmarks/levers.py measures
each; the experiments that lost, RRF fusion and dense feedback, live in
benchmarks/experimental_retrieval.py, outside the production path)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

CANDIDATES = 150  # per ranked list before fusion (default of RetrievalSettings.candidates; 100 before round 2)
NEAR_DUPLICATE = 0.95  # cosine between two chunks' vectors above which they say the same thing


@dataclass
class RetrievalSettings:
    """Tunable knobs; the defaults are the measured choices (README: Retrieval quality)."""

    header_weight: float = 1.0  # BM25 weight of the provenance-header column (text column: 1)
    score_alpha: float = 0.5  # weight of BM25 in the convex combination of the two normalised lists
    recency_weight: float = 0.1  # share of the score that decays with age (0 = off); LoCoMo: neutral
    half_life_days: float = 365.0
    diversity: float = 0.5  # score cut for a near-duplicate of a hit already chosen
    genre_bonus: float = 0.05  # lift for a hit from a genre (mail, chat, notes, ...) not yet chosen
    neighbours: int = 1  # parent-merge: items on each side of a hit in its parent
    hint_boost: float = 0.1  # lift for records inside a derived filter that had to be relaxed
    candidates: int = CANDIDATES  # per ranked list before fusion
    head: int = 80  # fused candidates read back and reranked (at least 4 per hit asked for)
    author_boost: float = 1.0  # lift for a record written by a person the question names (a hint, never a filter)
    parent_weight: float = 0.6  # weight of the parent's evidence (with_parent_evidence) added to a chunk's score
    parent_top: int = 2  # the parent's evidence: mean score of its best this many other records
    question_penalty: float = 0.4  # share of the score a chat message or mail that only asks loses (only_asks)


def normalise(scores: list[float]) -> list[float]:
    """Min-max to [0, 1] within one ranked list (a list of one scores 1)."""
    if not scores:
        return []
    lo, hi = min(scores), max(scores)
    return [1.0 if hi == lo else (x - lo) / (hi - lo) for x in scores]


def fuse(
    bm25: list[tuple[int, float]],
    dense: list[tuple[int, float]],
    tuning: RetrievalSettings,
    parts: dict[int, dict] | None = None,
) -> list[tuple[int, float]]:
    """Combine the two ranked lists (one alone passes through), best first: each min-max
    normalised, BM25 weighted ``score_alpha``, dense the rest. ``parts`` (explain): each chunk's
    share from each list, as added here (one list alone: its own score)."""
    if not bm25 or not dense:
        if parts is not None:
            side = "bm25" if bm25 else "dense"
            parts.update({cid: {side: s} for cid, s in bm25 or dense})
        return bm25 or dense
    alpha = tuning.score_alpha
    scores: dict[int, float] = {}
    for (cid, _), x in zip(bm25, normalise([s for _, s in bm25])):
        scores[cid] = scores.get(cid, 0.0) + alpha * x
        if parts is not None:
            parts.setdefault(cid, {})["bm25"] = alpha * x
    for (cid, _), x in zip(dense, normalise([s for _, s in dense])):
        scores[cid] = scores.get(cid, 0.0) + (1 - alpha) * x
        if parts is not None:
            parts.setdefault(cid, {})["dense"] = (1 - alpha) * x
    return sorted(scores.items(), key=lambda kv: -kv[1])


def with_parent_evidence(
    score: dict[int, float], rows: dict[int, Any], tuning: RetrievalSettings, added: dict[int, float] | None = None
) -> dict[int, float]:
    """Each chunk's score plus ``parent_weight`` times the mean score of the ``parent_top`` best
    other records of its parent (thread, mail chain, chat session) among ``rows`` (a missing one
    counts 0): evidence that sits together lifts itself. A record's own chunks never lift it, so a
    long document gains nothing over a short one. ``added`` (explain): each chunk's lift."""
    records: dict[str, dict[str, float]] = {}  # parent → record → its best chunk's score
    for cid, row in rows.items():
        best = records.setdefault(row.parent_id, {})
        best[row.record_id] = max(best.get(row.record_id, 0.0), score[cid])
    n = tuning.parent_top
    out = dict(score)
    for cid, row in rows.items():
        others = sorted((s for rid, s in records[row.parent_id].items() if rid != row.record_id), reverse=True)
        lift = tuning.parent_weight * sum(others[:n]) / n
        out[cid] = score[cid] + lift
        if added is not None:
            added[cid] = lift
    return out


def with_recency(score: float, ts: int, now: float, tuning: RetrievalSettings) -> float:
    """``score`` with its ``recency_weight`` share decayed by the age of ``ts`` (a half-life)."""
    age_days = max(0.0, (now - ts) / 86400)
    return score * ((1 - tuning.recency_weight) + tuning.recency_weight * 0.5 ** (age_days / tuning.half_life_days))


def diversify(
    candidates: list[tuple[float, Any]],
    k: int,
    tuning: RetrievalSettings,
    vectors: Callable[[list[int]], dict[int, np.ndarray]],
    chosen_as: dict[int, dict] | None = None,
) -> list[tuple[float, Any]]:
    """MMR-style selection over (score, row) best first, rows with ``chunk_rowid`` and ``source``: a
    candidate nearly identical to one already chosen (cosine >= NEAR_DUPLICATE on the dense vectors,
    from ``vectors``) is pushed down by ``diversity``; one from a genre not yet chosen gets a small
    lift (``genre_bonus``). Measured on LoCoMo: penalising same-thread hits costs recall (the
    evidence sits together), so only near-duplicates are penalised. ``chosen_as`` (explain): for each
    chunk picked, the score it was picked by and the factors applied to it at that moment."""
    tu = tuning
    if not (tu.diversity or tu.genre_bonus) or len(candidates) <= 1:
        if chosen_as is not None:
            chosen_as.update({row.chunk_rowid: {"score": s} for s, row in candidates[:k]})
        return candidates[:k]
    pool = candidates[: max(k * 3, 30)]
    found = vectors([row.chunk_rowid for _, row in pool]) if tu.diversity else {}
    have = [i for i, (_, row) in enumerate(pool) if row.chunk_rowid in found]
    sim = np.full((len(pool), len(pool)), -1.0, dtype=np.float32)
    if have:  # all pairwise similarities at once: one small matrix product
        m = np.stack([found[pool[i][1].chunk_rowid] for i in have])
        sim[np.ix_(have, have)] = m @ m.T
    chosen: list[int] = []
    genres: set[str] = set()
    remaining = list(range(len(pool)))
    # each candidate's highest similarity to the chosen ones, kept as they are chosen (one column
    # each), and whether it is a near-duplicate of one: compared in float32, as the matrix holds it
    closest = np.full(len(pool), -np.inf, dtype=np.float32)
    near = [False] * len(pool)
    while remaining and len(chosen) < k:

        def adjusted(i: int) -> float:
            s, row = pool[i]
            if chosen and near[i]:
                s *= 1 - tu.diversity
            if chosen and row.source not in genres:
                s *= 1 + tu.genre_bonus
            return s

        best = max(remaining, key=adjusted)
        if chosen_as is not None:
            row = pool[best][1]
            how: dict = {"score": adjusted(best)}
            if chosen and near[best]:
                how["near_duplicate"] = 1 - tu.diversity
            if chosen and row.source not in genres:
                how["new_genre"] = 1 + tu.genre_bonus
            chosen_as[row.chunk_rowid] = how
        remaining.remove(best)
        chosen.append(best)
        genres.add(pool[best][1].source)
        np.maximum(closest, sim[:, best], out=closest)
        near = (closest >= NEAR_DUPLICATE).tolist()
    picked = [pool[i] for i in chosen]
    rest = [c for c in candidates[len(pool) :]][: max(0, k - len(picked))]
    if chosen_as is not None:
        chosen_as.update({row.chunk_rowid: {"score": s} for s, row in rest})
    return picked + rest
