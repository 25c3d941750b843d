"""facts: the day's new items → observations → consolidated bi-temporal facts (hinet_pipeline.memory.facts)."""

from dagster import AssetCheckResult, AssetExecutionContext, MaterializeResult, asset, asset_check

from hinet_pipeline.memory.facts.stage import facts_health, facts_stage
from resources.vault import VaultResource

from .chunks import chunks
from .partitions import daily_partitions
from .progress import stage_progress


@asset(
    partitions_def=daily_partitions,
    group_name="sleep_cycle",
    kinds={"python"},
    deps=[chunks],
    description="Facts the day's new records state (structured fields, the owner's first-person statements), "
    "consolidated with valid time and transaction time; a superseded record's facts are withdrawn.",
)
def facts(context: AssetExecutionContext, vault: VaultResource) -> MaterializeResult:
    with stage_progress(context, "facts") as progress, vault.open() as v:
        r = facts_stage(v, vault.hinet_home.settings(), day=context.partition_key, progress=progress)
        progress.finish(r.counts["items"])
    context.log.info(
        f"{context.partition_key}: {r.counts['observations']} observations, "
        f"+{r.counts['facts_added']} / -{r.counts['facts_retracted']} facts"
    )
    return MaterializeResult(metadata=r.as_dict())  # numbers only: the UI plots them over time


@asset_check(
    asset=facts,
    blocking=True,
    description="Every fact resolves to a stored record; no subject has two live values of a functional predicate.",
)
def facts_consistent(vault: VaultResource) -> AssetCheckResult:
    with vault.open() as v:
        problems = facts_health(v)
    return AssetCheckResult(passed=not any(problems.values()), metadata=problems)
