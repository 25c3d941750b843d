"""canonical_items: the day's landing batches → vault items (dedupe, versioning)."""

import time

import pandas as pd
from dagster import (AssetCheckResult, AssetExecutionContext, MaterializeResult, MetadataValue, asset,
                     asset_check)

from hinet_pipeline.ingest import ingest_day
from resources.vault import VaultResource

from .partitions import daily_partitions


def source_table(vault, day: str) -> MetadataValue:
    """Per-source counts for the day as a table in the UI: figures only, never content."""
    rows = vault.conn.execute(
        "SELECT i.source, count(*), sum(i.valid_to IS NULL), sum(i.sensitivity >= 2) FROM items i "
        "JOIN batches b ON b.batch_id = i.batch_id WHERE b.day = ? GROUP BY i.source ORDER BY i.source",
        (day,)).fetchall()
    frame = pd.DataFrame(rows, columns=["source", "versions", "live", "private"])
    return MetadataValue.md(frame.to_markdown(index=False) if len(frame) else "(no items)")


@asset(partitions_def=daily_partitions, group_name="sleep_cycle", compute_kind="sqlcipher",
       description="Landing batches of the day upserted into the vault by content_hash; a changed item "
                   "becomes a new version and the old one is invalidated.")
def canonical_items(context: AssetExecutionContext, vault: VaultResource) -> MaterializeResult:
    t0 = time.perf_counter()
    day = context.partition_key
    with vault.open() as v:
        r = ingest_day(v, vault.hinet_home, day)
        table = source_table(v, day)
        quarantined = v.conn.execute("SELECT count(*) FROM quarantine q JOIN batches b ON b.batch_id = q.batch_id "
                                     "WHERE b.day = ?", (day,)).fetchone()[0]
    context.log.info(f"{day}: {r.batches} new batch(es), {r.inserted} items, {r.duplicates} duplicates, "
                     f"{r.superseded} superseded")
    for s in r.set_aside:  # file names and reasons only: batch names are a connector and a hash
        context.log.warning(f"batch {s['day']}/{s['batch']} set aside ({s['reason']}): moved to {s['moved_to']}")
    aside = pd.DataFrame(r.set_aside, columns=["batch", "reason", "moved_to"])
    return MaterializeResult(metadata={
        "batches": r.batches, "batches_already_ingested": r.already_ingested, "inserted": r.inserted,
        "duplicates": r.duplicates, "superseded": r.superseded, "quarantined": quarantined,
        "batches_set_aside": len(r.set_aside),
        "set_aside": MetadataValue.md(aside.to_markdown(index=False) if len(aside) else "(none)"),
        "by_source": table, "seconds": round(time.perf_counter() - t0, 3)})


@asset_check(asset=canonical_items, blocking=True, description="The audit hash chain is intact.")
def audit_chain_intact(vault: VaultResource) -> AssetCheckResult:
    with vault.open() as v:
        problems = v.audit_problems()
    return AssetCheckResult(passed=not problems, metadata={"problems": len(problems),
                                                           "first_problem": problems[0] if problems else ""})
