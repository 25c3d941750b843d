"""canonical_items: the day's landing batches → vault items (dedupe, versioning); unreadable
batches set aside. The work and the figures come from the core (hinet_pipeline.intake.ingest)."""

import time

import pandas as pd
from dagster import AssetCheckResult, AssetExecutionContext, MaterializeResult, MetadataValue, asset, asset_check

from hinet_pipeline.intake.ingest import day_figures, ingest_day
from resources.vault import VaultResource

from .landing import landing_specs
from .partitions import daily_partitions
from .progress import stage_progress


def markdown(rows: list[dict], columns: list[str], empty: str) -> MetadataValue:
    frame = pd.DataFrame(rows, columns=columns)
    return MetadataValue.md(frame.to_markdown(index=False) if len(frame) else empty)


@asset(
    partitions_def=daily_partitions,
    group_name="sleep_cycle",
    kinds={"sqlcipher"},
    deps=landing_specs,
    description="Landing batches of the day upserted into the vault by content_hash; a changed item "
    "becomes a new version and the old one is invalidated. A batch that cannot be opened "
    "is set aside (HOME/quarantine/batches/) with its reason, and the day goes on.",
)
def canonical_items(context: AssetExecutionContext, vault: VaultResource) -> MaterializeResult:
    t0 = time.perf_counter()
    day = context.partition_key
    with stage_progress(context, "canonical_items") as progress, vault.open() as v:
        r = ingest_day(v, vault.hinet_home, day)
        figures = day_figures(v, day)
        progress.finish(r.inserted + r.duplicates)
    context.log.info(
        f"{day}: {r.batches} new batch(es), {r.inserted} items, {r.duplicates} duplicates, {r.superseded} superseded"
    )
    for s in r.set_aside:  # file names and reasons only: batch names are a connector and a hash
        context.log.warning(f"batch {s['day']}/{s['batch']} set aside ({s['reason']}): moved to {s['moved_to']}")
    return MaterializeResult(
        metadata={
            "batches": r.batches,
            "batches_already_ingested": r.already_ingested,
            "inserted": r.inserted,
            "duplicates": r.duplicates,
            "superseded": r.superseded,
            "quarantined": figures["quarantined"],
            "batches_set_aside": len(r.set_aside),
            "set_aside": markdown(r.set_aside, ["batch", "reason", "moved_to"], "(none)"),
            "by_source": markdown(figures["by_source"], ["source", "versions", "live", "private"], "(no items)"),
            "seconds": round(time.perf_counter() - t0, 3),
        }
    )


@asset_check(asset=canonical_items, blocking=True, description="The audit hash chain is intact.")
def audit_chain_intact(vault: VaultResource) -> AssetCheckResult:
    with vault.open() as v:
        problems = v.audit_problems()
    return AssetCheckResult(
        passed=not problems, metadata={"problems": len(problems), "first_problem": problems[0] if problems else ""}
    )
