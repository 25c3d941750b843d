"""people: the day's new items' authors and participants → identities → persons (hinet_pipeline.memory.people)."""

from dagster import AssetExecutionContext, MaterializeResult, asset

from hinet_pipeline.memory.people.stage import people_stage
from resources.vault import VaultResource

from .canonical_items import canonical_items
from .partitions import daily_partitions
from .progress import stage_progress


@asset(
    partitions_def=daily_partitions,
    group_name="sleep_cycle",
    kinds={"python"},
    deps=[canonical_items],
    description="Identities (addresses, numbers, Slack users, names) of the day's new records, grouped into "
    "persons on exact matches only; the owner's from [owner] in config.toml.",
)
def people(context: AssetExecutionContext, vault: VaultResource) -> MaterializeResult:
    with stage_progress(context, "people") as progress, vault.open() as v:
        r = people_stage(v, vault.hinet_home.settings(), day=context.partition_key, progress=progress)
        progress.finish(r.counts["items"])
    context.log.info(
        f"{context.partition_key}: {r.counts['items']} items, +{r.counts['identities_added']} identities, "
        f"{r.counts['persons']} persons"
    )
    return MaterializeResult(metadata=r.as_dict())  # numbers only
