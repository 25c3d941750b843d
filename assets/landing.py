"""The external assets ``landing/<connector>``: batches connectors deliver into landing/<day>/.
`hinet land` reports each as a runless materialization (sensors/reporting.py); canonical_items
depends on them, so the lineage graph starts at the connectors."""

from dagster import AssetKey, AssetSpec

from hinet_pipeline.intake.connectors import CONNECTORS

from .partitions import daily_partitions

landing_specs = [
    AssetSpec(
        key=AssetKey(["landing", c]),
        partitions_def=daily_partitions,
        group_name="landing",
        kinds={"sqlcipher"},
        description=f"Batches delivered by the {c} connector (encrypted files in `landing/<day>/`).",
    )
    for c in CONNECTORS
]
