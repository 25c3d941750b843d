"""The search page at ``/`` of `hinet serve` (to be built: issue [12])."""

from __future__ import annotations

from fastapi import FastAPI


def mount_search_page(app: FastAPI) -> None:
    """Add the page's routes to ``app``; they serve no vault content (the page calls /v1/ with a token)."""
