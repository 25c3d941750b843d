"""Dagster assets and asset checks of the sleep cycle, one module per stage (thin layers over hinet_pipeline)."""
