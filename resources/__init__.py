"""Dagster ConfigurableResources wrapping the vault, the embedder and the LLM."""
