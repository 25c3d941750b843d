"""The search page at ``/`` of `hinet serve`: one static HTML page, its script and its stylesheet
(query_service/web/, no build step). They hold no vault content and need no token; the script asks
/v1/ with the token the user gives it (kept in the tab's sessionStorage only), so the role, and
everything it may see, comes from that token."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import Response

WEB = Path(__file__).parent / "web"

# path -> (file under web/, media type); nothing else is served from the folder
PAGES = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/ui/app.js": ("app.js", "text/javascript; charset=utf-8"),
    "/ui/app.css": ("app.css", "text/css; charset=utf-8"),
    "/ui/icon.svg": ("icon.svg", "image/svg+xml"),
}

# the page runs its own script and style only, talks to its own origin only, and cannot be framed
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


def _static(body: bytes, media_type: str):
    def serve() -> Response:
        return Response(content=body, media_type=media_type, headers=HEADERS)

    return serve


def mount_search_page(app: FastAPI) -> None:
    """Add the page's routes to ``app``; they serve no vault content (the page calls /v1/ with a token)."""
    for path, (name, media_type) in PAGES.items():
        serve = _static((WEB / name).read_bytes(), media_type)
        app.add_api_route(path, serve, methods=["GET"], include_in_schema=False)

    @app.get("/v1/whoami")
    def whoami(request: Request) -> dict:
        """The role the bearer token stands for (the search page shows it)."""
        return {"role": request.state.role.name}
