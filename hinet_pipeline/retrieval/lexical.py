"""The lexical ranked list: BM25 over the FTS5 index, the pre-filter applied inside the query."""

from __future__ import annotations

import re
from typing import Any

from ..stopwords import STOPWORDS
from ..text import strip_marks
from .filters import Scope
from .rows import named_rows

_WORD = re.compile(r"\w[\w'’]*", re.U)


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
    # CROSS JOIN keeps FTS5 as the outer loop: the filter applies to each match before
    # ORDER BY / LIMIT (a pre-filter), without probing FTS5 once per allowed chunk
    restricted = not scope.unrestricted
    sql = (
        "SELECT f.rowid AS chunk_rowid, bm25(chunks_fts, ?, 1.0) AS score FROM chunks_fts f"
        + (" CROSS JOIN chunks c ON c.rowid = f.rowid" if restricted else "")
        + " WHERE chunks_fts MATCH ?"
        + (f" AND {scope.where}" if restricted else "")
        + " ORDER BY score LIMIT ?"
    )
    args = [header_weight, match, *(scope.params if restricted else []), n]
    return [(row.chunk_rowid, -row.score) for row in named_rows(conn, sql, args)]
