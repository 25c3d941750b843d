"""Tell the Dagster instance that a connector delivered a batch: a runless materialization of
the external asset ``landing/<connector>`` for the day's partition. The asset sensor turns it into
a sleep-cycle run. Metadata is ids and counts only, never content."""
from __future__ import annotations

from dagster import AssetMaterialization, DagsterInstance, MetadataValue

from hinet_pipeline.config import Home


def report_batch(home: Home, connector: str, day: str, batch: str, landed: int, quarantined: int) -> None:
    home.dagster_dir.mkdir(parents=True, exist_ok=True)
    with DagsterInstance.from_config(str(home.dagster_dir)) as instance:
        instance.report_runless_asset_event(AssetMaterialization(
            asset_key=["landing", connector], partition=day,
            metadata={"batch": MetadataValue.text(batch), "landed": landed, "quarantined": quarantined}))
