"""Answering: query analysis, retrieval (pre-filter, BM25, dense, fusion, citations), personalize, the
eval gate and the local LLM."""
