"""embeddings: vectors for the day's live chunks that have none for the pinned model."""

from dagster import AssetExecutionContext, MaterializeResult, asset

from hinet_pipeline.index.indexing import embed_stage
from resources.vault import EmbedderResource, VaultResource

from .chunks import chunks
from .partitions import daily_partitions
from .progress import stage_progress


@asset(
    partitions_def=daily_partitions,
    group_name="sleep_cycle",
    deps=[chunks],
    kinds={"python"},
    description="Only chunks without a vector are embedded; an unchanged chunk text reuses its vector. "
    "Refuses to mix models: the vault's model pin must match (else `hinet reembed`).",
)
def embeddings(context: AssetExecutionContext, vault: VaultResource, embedder: EmbedderResource) -> MaterializeResult:
    with stage_progress(context, "embeddings") as progress:
        emb = embedder.get(vault.hinet_home)  # loading the model is part of the stage's time
        with vault.open() as v:
            r = embed_stage(v, emb, day=context.partition_key, progress=progress)  # counts only, never content
        progress.finish(r.counts["embedded"] + r.counts["reused"])
    return MaterializeResult(metadata={**r.as_dict(), "dim": emb.dim, "backend": emb.backend})
