"""The select stage of a search: the head of the fused list reranked (the parent's evidence, a lift
for the authors the question names, a penalty for a message that only asks, recency, a lift for the
records inside a relaxed derived filter), one chunk per record, the same text once, then diversity;
the hits with their citations. With explain's ``trace``, each step's amount is recorded as it is
applied."""

from __future__ import annotations

import re
import time
from collections import defaultdict
from functools import partial
from typing import Any

import numpy as np

from hinet_pipeline.memory.people.resolve import person_ids
from hinet_pipeline.read.retrieval.explain import explain_hit
from hinet_pipeline.read.retrieval.filters import Filters
from hinet_pipeline.read.retrieval.fusion import RetrievalSettings, diversify, with_parent_evidence, with_recency
from hinet_pipeline.store import citations, vectors
from hinet_pipeline.store.vault import Vault

_SENTENCE = re.compile(r"[^.!?]+[.!?]*")
# conversations, where a question is followed by its answer (a note that is a question is content)
ASKING_SOURCES = frozenset({"chat", "mail"})


def select_hits(
    vault: Vault,
    tuning: RetrievalSettings,
    fused: list[tuple[int, float]],
    k: int,
    *,
    use_recency: bool,
    where: tuple[str, list],
    boost: Filters | None = None,
    people: list[str] | None = None,
    trace: dict | None = None,
) -> list[dict]:
    """Evidence of the parent; best chunk per record; recency weighting; lifts for the authors
    the question names and for a relaxed derived filter (``boost``: records inside it); dedupe
    by content; MMR-style diversity. Rows are read under the pre-filter predicate again: nothing
    outside it can become a hit. ``trace`` (explain): each step's amount per chunk is recorded
    as it is applied, and each hit gets its ``explain``."""
    if not fused:
        return []
    score = dict(fused)
    fused_score = score if trace is None else dict(fused)
    steps: dict[int, list[dict]] = defaultdict(list)

    def note(cid: int, step: str, before: float, after: float, **how: float) -> None:
        if trace is not None and after != before:
            steps[cid].append({"step": step, **how, "amount": after - before})

    # the head of the fused list is enough (several chunks may share a record, some bodies repeat);
    # fetching all candidates would decrypt a page per row for rows that can never be shown
    ids = [c for c, _ in fused[: max(4 * k, tuning.head)]]
    rows = citations.candidate_rows(vault.conn, ids, where)
    if len({rows[c].record_id for c in ids if c in rows}) < k and len(fused) > len(ids):
        ids = [c for c, _ in fused]
        rows = citations.candidate_rows(vault.conn, ids, where)
    tu = tuning
    if tu.parent_weight:
        before = score
        score = with_parent_evidence(score, rows, tu)
        for cid in rows if trace is not None else ():
            note(cid, "parent_evidence", before[cid], score[cid])
    named = person_ids(vault, [p for p in people or ()]) if tu.author_boost else None
    if named:  # a hint, never a filter: records by the people the question names rank higher
        for cid in _authored_by(vault.conn, list(rows), named):
            was = score[cid]
            score[cid] *= 1 + tu.author_boost
            note(cid, "author_named", was, score[cid], factor=1 + tu.author_boost)
    if tu.question_penalty:  # a message that only asks holds no answer: its replies do
        for cid, row in rows.items():
            if row.source in ASKING_SOURCES and only_asks(row.text):
                was = score[cid]
                score[cid] *= 1 - tu.question_penalty
                note(cid, "only_asks", was, score[cid], factor=1 - tu.question_penalty)
    ids.sort(key=lambda c: -score[c])
    now = time.time()
    candidates, seen_records, seen_bodies = [], set(), set()
    for cid in ids:
        row = rows.get(cid)
        if row is None or row.record_id in seen_records:
            continue
        seen_records.add(row.record_id)
        if row.body_hash in seen_bodies:  # the same text from another source adds nothing
            continue
        seen_bodies.add(row.body_hash)
        s = score[cid]
        if use_recency and tu.recency_weight:
            was, s = s, with_recency(s, row.ts, now, tu)
            note(cid, "recency", was, s, factor=s / was if was else 1.0)
        if boost is not None and _inside(boost, row):
            was, s = s, s * (1 + tu.hint_boost)
            note(cid, "relaxed_filter_hint", was, s, factor=1 + tu.hint_boost)
        candidates.append((s, row))
    candidates.sort(key=lambda x: -x[0])
    chosen_as: dict[int, dict] | None = {} if trace is not None else None
    picked = diversify(candidates, k, tu, partial(_stored_vectors, vault), chosen_as)
    hits = [citations.hit(row, s) for s, row in picked]
    if trace is not None:
        for h, (s, row) in zip(hits, picked):
            h["explain"] = explain_hit(row.chunk_rowid, s, fused_score, steps, trace, chosen_as)
    return hits


def _stored_vectors(vault: Vault, chunk_ids: list[int]) -> dict[int, np.ndarray]:
    """The stored float32 vectors of these chunks (a hit list's near-duplicate check): read from
    the vault, so an answer never depends on whether this process has loaded its dense index."""
    pin = vault.model_pin()
    if pin is None:
        return {}
    found, matrix = vectors.full(vault.conn, chunk_ids, pin["dim"])
    return dict(zip(found, matrix))


def only_asks(text: str) -> bool:
    """The text is questions, perhaps after an interjection ("Wow! What made you start?"): fewer than
    four words of it are not a question."""
    said = [m.group().strip() for m in _SENTENCE.finditer(text or "")]
    said = [x for x in said if x and not x.startswith("[")]
    if not said or not said[-1].endswith("?"):
        return False
    return sum(len(x.split()) for x in said if not x.endswith("?")) < 4


def _authored_by(conn: Any, chunk_ids: list[int], persons: list[int]) -> set[int]:
    """Which of these chunks belong to records one of these persons wrote."""
    if not chunk_ids or not persons:
        return set()
    return {
        r[0]
        for r in conn.execute(
            f"SELECT c.rowid FROM chunks c JOIN item_identities ii ON ii.item_rowid = c.item_rowid "
            f"JOIN identities d ON d.identity_id = ii.identity_id WHERE c.rowid IN ({','.join('?' * len(chunk_ids))}) "
            f"AND ii.role = 'author' AND d.person_id IN ({','.join('?' * len(persons))})",
            [*chunk_ids, *persons],
        )
    }


def _inside(hint: Filters, row: Any) -> bool:
    if hint.since is not None and row.ts < hint.since.timestamp():
        return False
    if hint.until is not None and row.ts > hint.until.timestamp():
        return False
    return not hint.sources or row.source in hint.sources
