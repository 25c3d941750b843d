"""HiNet memory pipeline: the domain core (records, vault, connectors, chunking, embedders,
retrieval, evaluation, config) and its face (the CLI, definitions.py, the sleep runner). The core
imports neither Dagster nor assets/, resources/, sensors/, query_service/ (tests/test_layers.py)."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("hinet")
except PackageNotFoundError:  # a source tree that was never installed
    __version__ = "0+unknown"
