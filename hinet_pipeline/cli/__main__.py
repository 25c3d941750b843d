"""`python -m hinet_pipeline.cli`: the same as the `hinet` command."""

from . import main

main()
