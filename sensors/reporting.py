"""Tell the Dagster instance that a connector delivered a batch: a runless materialization of
the external asset ``landing/<connector>`` for the day's partition. The asset sensor turns it into
a sleep-cycle run. Metadata is ids and counts only, never content."""

from __future__ import annotations

from dagster import AssetKey, AssetMaterialization, AssetRecordsFilter, DagsterInstance, MetadataValue

from hinet_pipeline.config import Home


def report_batch(home: Home, connector: str, day: str, batch: str, landed: int, quarantined: int) -> None:
    home.dagster_dir.mkdir(parents=True, exist_ok=True)
    with DagsterInstance.from_config(str(home.dagster_dir)) as instance:
        instance.report_runless_asset_event(
            AssetMaterialization(
                asset_key=["landing", connector],
                partition=day,
                metadata={"batch": MetadataValue.text(batch), "landed": landed, "quarantined": quarantined},
            )
        )


def reported_batches(instance, connector: str, day: str) -> set[str]:
    """Batch ids reported for ``landing/<connector>`` on ``day``."""
    records = instance.fetch_materializations(
        AssetRecordsFilter(asset_key=AssetKey(["landing", connector]), asset_partitions=[day]), limit=1000
    ).records
    return {
        r.asset_materialization.metadata["batch"].value
        for r in records
        if r.asset_materialization and r.asset_materialization.metadata.get("batch") is not None
    }


def is_reported(home: Home, connector: str, day: str, batch: str) -> bool:
    with DagsterInstance.from_config(str(home.dagster_dir)) as instance:
        return batch in reported_batches(instance, connector, day)
