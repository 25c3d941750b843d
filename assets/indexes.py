"""fts_index and vector_index: upserts into FTS5 and vec0 inside the vault, and their checks."""

from dagster import (AssetCheckResult, AssetExecutionContext, MaterializeResult, asset, asset_check)

from hinet_pipeline.indexing import fts_stage, vector_stage
from hinet_pipeline.vault import VEC_TABLE
from resources.vault import VaultResource

from .chunks import chunks
from .embeddings import embeddings
from .partitions import daily_partitions


@asset(partitions_def=daily_partitions, group_name="sleep_cycle", deps=[chunks], compute_kind="fts5",
       description="BM25 rows (niqqud stripped, header + text) for new chunks; rows of superseded chunks removed.")
def fts_index(context: AssetExecutionContext, vault: VaultResource) -> MaterializeResult:
    with vault.open() as v:
        r = fts_stage(v, day=context.partition_key)
    return MaterializeResult(metadata=r.as_dict())


@asset(partitions_def=daily_partitions, group_name="sleep_cycle", deps=[embeddings], compute_kind="sqlite-vec",
       description="vec0 rows (with source / sensitivity / time metadata for pre-filtering) for new vectors.")
def vector_index(context: AssetExecutionContext, vault: VaultResource) -> MaterializeResult:
    with vault.open() as v:
        r = vector_stage(v, day=context.partition_key)
    return MaterializeResult(metadata=r.as_dict())


def index_problems(v) -> dict[str, int]:
    """Counts of inconsistencies between live chunks and the two indexes (0 everywhere = healthy)."""
    q = lambda sql: v.conn.execute(sql).fetchone()[0]  # noqa: E731
    out = {"live_chunks_without_fts": q("SELECT count(*) FROM chunks WHERE live = 1 AND in_fts = 0"),
           "dead_chunks_in_fts": q("SELECT count(*) FROM chunks WHERE live = 0 AND in_fts = 1"),
           "fts_rows_vs_flags": q("SELECT count(*) FROM chunks_fts") - q("SELECT count(*) FROM chunks WHERE in_fts = 1")}
    if v.model_pin():
        out.update({
            "live_chunks_without_vector": q("SELECT count(*) FROM chunks WHERE live = 1 AND in_vec = 0"),
            "dead_chunks_in_vec": q("SELECT count(*) FROM chunks WHERE live = 0 AND in_vec = 1"),
            "vec_rows_vs_flags": q(f"SELECT count(*) FROM {VEC_TABLE}") - q("SELECT count(*) FROM chunks WHERE in_vec = 1"),
            "orphan_vectors": q(f"SELECT count(*) FROM {VEC_TABLE} WHERE chunk_rowid NOT IN (SELECT rowid FROM chunks)"),
        })
    return out


@asset_check(asset=fts_index, blocking=True, description="Every live chunk has exactly one FTS row; no orphans.")
def fts_consistent(vault: VaultResource) -> AssetCheckResult:
    with vault.open() as v:
        problems = {k: val for k, val in index_problems(v).items() if "fts" in k}
    return AssetCheckResult(passed=not any(problems.values()), metadata=problems)


@asset_check(asset=vector_index, blocking=True,
             description="Every live chunk has exactly one vector for the pinned model; no orphans.")
def vectors_consistent(vault: VaultResource) -> AssetCheckResult:
    with vault.open() as v:
        problems = {k: val for k, val in index_problems(v).items() if "vec" in k or "vector" in k}
    return AssetCheckResult(passed=not any(problems.values()), metadata=problems)
