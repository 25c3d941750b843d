"""The API docs of `hinet serve --docs`: Swagger UI at ``/docs``, every file from this origin: its
script and stylesheet ship in the fastapi-offline wheel, the page and its starting script are
here. FastAPI's own docs pages load them from a CDN, and a script from there runs on the origin
that holds the token (the search page keeps it in sessionStorage) and tells a third party who
reads the docs.

The page carries the search page's Content-Security-Policy (images may also be data: URIs, as
Swagger UI's stylesheet draws a few icons): scripts, styles and requests of this origin only, no
inline script or style; so no third party is contacted, whatever the bundle's code names. ReDoc
is not served: it injects inline styles, which that policy refuses (the page stays blank). Off by
default: the docs are for developers; /openapi.json is always served."""

from __future__ import annotations

from importlib.resources import files

from fastapi import FastAPI
from fastapi.responses import Response

from .search_page import HEADERS as PAGE_HEADERS

ASSETS = files("fastapi_offline") / "static"

_SWAGGER_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>HiNet query service - API docs</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="icon" href="/docs/assets/favicon.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/start-swagger.js"></script>
</body>
</html>
"""

# FastAPI's settings for Swagger UI, with no online validator (it would send the API's address
# away) and the token kept in the page's memory only (no localStorage)
_SWAGGER_START = """"use strict";
window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#swagger-ui",
  layout: "BaseLayout",
  deepLinking: true,
  showExtensions: true,
  showCommonExtensions: true,
  validatorUrl: null,
  persistAuthorization: false,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIBundle.SwaggerUIStandalonePreset],
});
"""

# the search page's policy; Swagger UI's stylesheet draws a few icons as data: images (they fetch nothing)
HEADERS = {
    **PAGE_HEADERS,
    "Content-Security-Policy": PAGE_HEADERS["Content-Security-Policy"].replace(
        "img-src 'self'", "img-src 'self' data:"
    ),
}
assert "data:" in HEADERS["Content-Security-Policy"]

JS = "text/javascript; charset=utf-8"
# path -> (body, media type)
PAGES: dict[str, tuple[bytes, str]] = {
    "/docs": (_SWAGGER_HTML.encode(), "text/html; charset=utf-8"),
    "/docs/assets/start-swagger.js": (_SWAGGER_START.encode(), JS),
}
WHEEL_ASSETS = {
    "/docs/assets/swagger-ui-bundle.js": ("swagger-ui-bundle.js", JS),
    "/docs/assets/swagger-ui.css": ("swagger-ui.css", "text/css; charset=utf-8"),
    "/docs/assets/favicon.png": ("favicon.png", "image/png"),
}


def _static(body: bytes, media_type: str):
    def serve() -> Response:
        return Response(content=body, media_type=media_type, headers=HEADERS)

    return serve


def mount_docs(app: FastAPI) -> None:
    """Add /docs and its assets to ``app`` (built with docs_url=None, redoc_url=None)."""
    served = dict(PAGES)
    for path, (name, media_type) in WHEEL_ASSETS.items():
        served[path] = ((ASSETS / name).read_bytes(), media_type)
    for path, (body, media_type) in served.items():
        app.add_api_route(path, _static(body, media_type), methods=["GET"], include_in_schema=False)
