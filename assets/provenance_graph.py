"""provenance_graph: records, threads, containers, accounts, sources, people and facts as SQL nodes
and edges, each edge citing its record (hinet_pipeline.memory.graph)."""

from dagster import AssetCheckResult, AssetExecutionContext, MaterializeResult, asset, asset_check

from hinet_pipeline.memory.facts.stage import facts_health
from hinet_pipeline.memory.graph import graph_health, graph_stage
from resources.vault import VaultResource

from .facts import facts
from .partitions import daily_partitions
from .people import people
from .progress import stage_progress


@asset(
    partitions_def=daily_partitions,
    group_name="sleep_cycle",
    kinds={"python"},
    deps=[people, facts],
    description="The deterministic provenance graph: where each record lives (thread, container, account, "
    "source), who wrote it and took part, which facts it states; maintained incrementally.",
)
def provenance_graph(context: AssetExecutionContext, vault: VaultResource) -> MaterializeResult:
    with stage_progress(context, "provenance_graph") as progress, vault.open() as v:
        r = graph_stage(v, day=context.partition_key, progress=progress)
        progress.finish(r.counts["items"])
    context.log.info(f"{context.partition_key}: +{r.counts['edges_added']} edges ({r.counts['edges']} in all)")
    return MaterializeResult(metadata=r.as_dict())  # numbers only: the UI plots them over time


@asset_check(
    asset=provenance_graph,
    blocking=True,
    description="Every edge and fact resolves to a stored record; no subject has two live values of a "
    "functional predicate.",
)
def graph_consistent(vault: VaultResource) -> AssetCheckResult:
    with vault.open() as v:
        problems = {**graph_health(v), **facts_health(v)}
    return AssetCheckResult(passed=not any(problems.values()), metadata=problems)
