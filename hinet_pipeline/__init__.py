"""HiNet memory pipeline: the domain core (records, vault, connectors, chunking, embedders,
retrieval, facts, graph, evaluation, config, CLI). It imports no Dagster except
``definitions.py`` and the CLI command that runs the sleep-cycle job."""

__version__ = "0.1.0"
