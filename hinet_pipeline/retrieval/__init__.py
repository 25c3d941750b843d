"""Hybrid retrieval over the vault, as named, timed stages:

prefilter (one predicate, prefilter_sql: role ceiling, allowed sources, live records, explicit
filters) → bm25 (FTS5, the predicate applied in SQL) → dense (flat scan of the pinned model's
vectors; the same predicate over the columns the index keeps beside them, or SQL's id list for
filters on other columns) → fuse → records (best chunk per record) → contexts (parent-merge) →
citations.

filters    Filters, prefilter_sql, the pre-filtered Scope (QueryError lives in errors.py)
lexical    BM25 over FTS5 (query_terms, fts_match)
dense      DenseIndex and its VectorSnapshot (vectors with the pre-filter's columns)
fusion     fuse, rrf, recency, diversity; RetrievalSettings
citations  hits with their citations, parent-merged contexts
retriever  Retriever.search: the stages, one StageTimer
"""

from ..errors import QueryError
from .citations import contexts, display, hit
from .dense import DenseIndex, VectorSnapshot
from .filters import Filters, Scope, prefilter_sql
from .fusion import NEAR_DUPLICATE, RRF_K, RetrievalSettings, normalise, rrf
from .lexical import fts_match, query_terms
from .retriever import CANDIDATES, Retriever, SearchResult, StageTimer

__all__ = [
    "CANDIDATES",
    "NEAR_DUPLICATE",
    "RRF_K",
    "DenseIndex",
    "Filters",
    "QueryError",
    "RetrievalSettings",
    "Retriever",
    "Scope",
    "SearchResult",
    "StageTimer",
    "VectorSnapshot",
    "contexts",
    "display",
    "fts_match",
    "hit",
    "normalise",
    "prefilter_sql",
    "query_terms",
    "rrf",
]
