"""`python -m hinet_pipeline.cli`: the same as the `hinet` command."""

from hinet_pipeline.cli import main

main()
