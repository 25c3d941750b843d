"""The lexical ranked list: BM25 over the FTS5 index, the pre-filter applied inside the query."""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np

from hinet_pipeline.read.retrieval.filters import Scope
from hinet_pipeline.stopwords import STOPWORDS
from hinet_pipeline.store.rows import named_rows
from hinet_pipeline.text import strip_marks

_WORD = re.compile(r"\w[\w'’]*", re.U)

# A filtered search first ranks the top of all matches and tests the pre-filter for those alone
# when the scope lets at least this share of the chunks through. Reading a match's chunk row to test
# the predicate costs more than scoring it (at 1M chunks the ~10k matches of a question sit on ~10k
# pages), so testing every match was most of the filtered BM25 time: with 1 chunk in 4 allowed it
# went from ~35 ms to ~17 ms. When the dense index's mask is the predicate (role, sources, time) the
# top is tested in the mask and no chunk row is read at all (1M: the filtered query's BM25 within
# ~3 ms of the unfiltered one). Below this share the top would have to be so deep that testing
# every match and scoring only the allowed ones costs less. A share the best matches do not follow
# (a word found mostly outside the scope) costs the top's ranking on top of the full plan.
TOP_FIRST_MIN_SHARE = 0.1
# how deep that top is: this many times the matches expected to hold ``n`` allowed ones
TOP_FIRST_MARGIN = 2.0

_UNFILTERED = (
    "SELECT f.rowid AS chunk_rowid, bm25(chunks_fts, ?, 1.0) AS score FROM chunks_fts f"
    " WHERE chunks_fts MATCH ? ORDER BY score LIMIT ?"
)
# CROSS JOIN keeps FTS5 as the outer loop: the filter applies to each match before ORDER BY /
# LIMIT (a pre-filter), without probing FTS5 once per allowed chunk
_FILTERED = (
    "SELECT f.rowid AS chunk_rowid, bm25(chunks_fts, ?, 1.0) AS score FROM chunks_fts f"
    " CROSS JOIN chunks c ON c.rowid = f.rowid WHERE chunks_fts MATCH ? AND {where} ORDER BY score LIMIT ?"
)
# one allowed chunk's score (a narrow scope: SQL named its few chunks; bm25() uses the index's
# global figures, so a chunk scores the same alone as among all matches)
_PROBE = (
    "SELECT rowid AS chunk_rowid, bm25(chunks_fts, ?, 1.0) AS score FROM chunks_fts"
    " WHERE chunks_fts MATCH ? AND rowid = ?"
)
# up to this many allowed chunks are scored one by one (~0.1 ms each at 1M) rather than testing
# every match of the question against the predicate (one thread: 10.7 ms -> 2.4 ms, same list)
PROBE_MAX = 128
# the same list from the top ``k`` of all matches: the predicate is read for those rows only
_TOP_FIRST = (
    "WITH top AS MATERIALIZED (SELECT rowid AS chunk_rowid, bm25(chunks_fts, ?, 1.0) AS score"
    " FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY score LIMIT ?)"
    " SELECT top.chunk_rowid, top.score FROM top CROSS JOIN chunks c ON c.rowid = top.chunk_rowid"
    " WHERE {where} ORDER BY top.score LIMIT ?"
)


def query_terms(text: str) -> list[str]:
    """Words of a question for BM25: niqqud stripped, case folded, possessive 's cut, stopwords
    and duplicates dropped."""
    words: list[str] = []
    for w in _WORD.findall(strip_marks(text).casefold()):
        w = re.sub(r"['’]s$", "", w).strip("'’_")
        if w and w not in STOPWORDS and w not in words:
            words.append(w)
    return words


def fts_match(terms: list[str]) -> str | None:
    """An FTS5 MATCH expression that can never be a syntax error: each term a quoted string."""
    if not terms:
        return None
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)


def bm25_search(conn: Any, query: str, scope: Scope, *, header_weight: float, n: int) -> list[tuple[int, float]]:
    """Top ``n`` chunks by BM25 (higher is better) within ``scope``."""
    match = fts_match(query_terms(query))
    if not match or not scope.bm25_open:
        return []
    if scope.unrestricted:
        rows = named_rows(conn, _UNFILTERED, [header_weight, match, n])
    else:
        rows = _filtered(conn, match, scope, header_weight, n)
    return [(row.chunk_rowid, -row.score) for row in rows]


def _filtered(conn: Any, match: str, scope: Scope, header_weight: float, n: int) -> list:
    """The top ``n`` matches the pre-filter allows, as the CROSS JOIN plan ranks them: a few allowed
    chunks scored one by one (``_PROBE``); for a wide enough scope, the predicate tested for the top
    of all matches only (in the allowed ids or the dense mask, else in SQL: ``_TOP_FIRST``).

    That list is the same, not an approximation: the top ``k`` of all matches, filtered, keep their
    order (equal scores too: both plans take them in FTS5's rowid order), so when ``n`` of them
    pass they are the first ``n`` allowed matches; when fewer pass and ``k`` held every match, they
    are all there is. Otherwise (a filter that the best matches mostly fail) the CROSS JOIN plan
    runs after all."""
    if scope.allowed is not None and len(scope.allowed) <= PROBE_MAX:
        rows = [row for cid in scope.allowed.tolist() for row in named_rows(conn, _PROBE, [header_weight, match, cid])]
        rows.sort(key=lambda row: (row.score, row.chunk_rowid))  # equal scores in FTS5's rowid order, as the plan
        return rows[:n]
    share = _allowed_share(scope)
    if share is not None and share >= TOP_FIRST_MIN_SHARE:
        k = math.ceil(TOP_FIRST_MARGIN * n / share)
        complete = False  # the top held every match
        if scope.can_tell:  # the allowed ids or the dense mask are the predicate: no chunk row read
            top = named_rows(conn, _UNFILTERED, [header_weight, match, k])
            allowed, unknown = scope.allows([row.chunk_rowid for row in top])
            allowed |= _allowed_by_sql(conn, unknown, scope)  # chunks the dense index lacks
            rows = [row for row in top if row.chunk_rowid in allowed][:n]
            complete = len(top) < k
        else:  # SQL reads the predicate for the top's rows
            rows = named_rows(conn, _TOP_FIRST.format(where=scope.where), [header_weight, match, k, *scope.params, n])
        if len(rows) >= n or complete or _match_count(conn, match) <= k:
            return rows
    return named_rows(conn, _FILTERED.format(where=scope.where), [header_weight, match, *scope.params, n])


def _allowed_by_sql(conn: Any, chunk_ids: list[int], scope: Scope) -> set[int]:
    """Those of ``chunk_ids`` the pre-filter predicate allows, read from their rows."""
    if not chunk_ids:
        return set()
    sql = f"SELECT c.rowid FROM chunks c WHERE c.rowid IN ({','.join('?' * len(chunk_ids))}) AND {scope.where}"
    return {r for (r,) in conn.execute(sql, [*chunk_ids, *scope.params])}


def _allowed_share(scope: Scope) -> float | None:
    """The share of the dense index's chunks the scope allows (its mask: the same predicate), or
    None when there is no mask to tell."""
    if scope.mask is None or not len(scope.mask):
        return None
    return int(np.count_nonzero(scope.mask)) / len(scope.mask)


def _match_count(conn: Any, match: str) -> int:
    """How many chunks match at all (FTS5 reads the doclists, no scoring, no chunk rows)."""
    return conn.execute("SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ?", (match,)).fetchone()[0]
