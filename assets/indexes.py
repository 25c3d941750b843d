"""fts_index and vector_index: upserts into FTS5 and vec0 inside the vault, and their checks."""

from dagster import AssetCheckResult, AssetExecutionContext, MaterializeResult, asset, asset_check

from hinet_pipeline.index.indexing import fts_stage, index_health, vector_stage
from resources.vault import VaultResource

from .chunks import chunks
from .embeddings import embeddings
from .partitions import daily_partitions
from .progress import stage_progress


@asset(
    partitions_def=daily_partitions,
    group_name="sleep_cycle",
    deps=[chunks],
    kinds={"sqlite"},
    description="BM25 rows (niqqud stripped, header + text) for new chunks; rows of superseded chunks removed.",
)
def fts_index(context: AssetExecutionContext, vault: VaultResource) -> MaterializeResult:
    with stage_progress(context, "fts_index") as progress, vault.open() as v:
        r = fts_stage(v, day=context.partition_key, progress=progress)
        progress.finish(r.counts["fts_added"])
    return MaterializeResult(metadata=r.as_dict())


@asset(
    partitions_def=daily_partitions,
    group_name="sleep_cycle",
    deps=[embeddings],
    kinds={"sqlite"},
    description="vec0 rows (with source / sensitivity / time metadata for pre-filtering) for new vectors.",
)
def vector_index(context: AssetExecutionContext, vault: VaultResource) -> MaterializeResult:
    with stage_progress(context, "vector_index") as progress, vault.open() as v:
        r = vector_stage(v, day=context.partition_key, progress=progress)
        progress.finish(r.counts["vec_added"])
    return MaterializeResult(metadata=r.as_dict())


@asset_check(asset=fts_index, blocking=True, description="Every live chunk has exactly one FTS row; no orphans.")
def fts_consistent(vault: VaultResource) -> AssetCheckResult:
    with vault.open() as v:
        problems = {k: val for k, val in index_health(v).items() if "fts" in k}
    return AssetCheckResult(passed=not any(problems.values()), metadata=problems)


@asset_check(
    asset=vector_index,
    blocking=True,
    description="Every live chunk has exactly one vector for the pinned model; no orphans.",
)
def vectors_consistent(vault: VaultResource) -> AssetCheckResult:
    with vault.open() as v:
        problems = {k: val for k, val in index_health(v).items() if "vec" in k or "vector" in k}
    return AssetCheckResult(passed=not any(problems.values()), metadata=problems)
