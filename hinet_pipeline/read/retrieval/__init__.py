"""Hybrid retrieval over the vault, as named, timed stages:

prefilter (one predicate, prefilter_sql: role ceiling, allowed sources, live records, explicit
filters) → bm25 (FTS5, the predicate applied in SQL) → dense (flat scan of the pinned model's
vectors; the same predicate over the columns the index keeps beside them, or SQL's id list for
filters on other columns) → fuse → rerank (the parent's evidence, the named authors' lift) →
records (best chunk per record) → contexts (parent-merge) → citations.

filters    Filters, prefilter_sql, the pre-filtered Scope
lexical    BM25 over FTS5 (query_terms, fts_match)
dense      DenseIndex and its VectorSnapshot (vectors with the pre-filter's columns)
fusion     score fusion, parent evidence, recency, diversity; RetrievalSettings
rerank     the select stage: the fused head reranked, one chunk per record, diversity; hits
explain    what a search's explain says, per hit and for the search
citations  the one citation builder, hits with their citations, parent-merged contexts
retriever  Retriever.search: the stages, one StageTimer
"""

from hinet_pipeline.read.retrieval.answer import SearchResult
from hinet_pipeline.read.retrieval.filters import Filters, prefilter_sql
from hinet_pipeline.read.retrieval.fusion import CANDIDATES
from hinet_pipeline.read.retrieval.retriever import Retriever

__all__ = ["CANDIDATES", "Filters", "Retriever", "SearchResult", "prefilter_sql"]
