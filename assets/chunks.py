"""chunks: structural chunks with provenance headers for the day's new or changed items."""

from dagster import AssetExecutionContext, MaterializeResult, asset

from hinet_pipeline.index.indexing import chunk_stage
from resources.vault import EmbedderResource, VaultResource

from .canonical_items import canonical_items
from .partitions import daily_partitions
from .progress import stage_progress


@asset(
    partitions_def=daily_partitions,
    group_name="sleep_cycle",
    deps=[canonical_items],
    kinds={"python"},
    description="Message / email part / Markdown section / event chunks, recursively split to the "
    "embedder's window, each with its Origin.display() header and parent id.",
)
def chunks(context: AssetExecutionContext, vault: VaultResource, embedder: EmbedderResource) -> MaterializeResult:
    emb = embedder.get(vault.hinet_home)
    with stage_progress(context, "chunks") as progress, vault.open() as v:
        r = chunk_stage(v, emb.count_tokens, max_tokens=emb.max_tokens, day=context.partition_key, progress=progress)
        progress.finish(r.counts["items"])
    context.log.info(f"{context.partition_key}: {r.counts['chunks']} chunks from {r.counts['items']} items")
    return MaterializeResult(metadata=r.as_dict())
