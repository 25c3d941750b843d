"""`hinet serve` references no other origin: by default no docs page at all, and every response
(the search page and its files, /openapi.json, JSON, errors) names no other host; with --docs,
Swagger UI at /docs comes from this server (the fastapi-offline wheel's files, byte for byte)
under the search page's strict Content-Security-Policy, and headless Chromium, driving it with a
token, contacts no other origin, reports no policy violation, and keeps the token nowhere."""

from __future__ import annotations

import re
import time
from importlib.resources import files
from urllib.parse import urlsplit

import httpx
import pytest

from hinet_pipeline.store.tokens import create_token
from hinet_pipeline.store.vault import Vault
from query_service.api_docs import HEADERS as DOCS_HEADERS
from query_service.search_page import HEADERS, PAGES

from .conftest import ARTIFACTS, served

CSP = HEADERS["Content-Security-Policy"]
DOCS_CSP = DOCS_HEADERS["Content-Security-Policy"]
URL = re.compile(r"""https?://[^\s"'`()<>\\]+""")
# XML namespace names: identifiers that a browser never fetches (an SVG's xmlns)
NAMESPACES = ("http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink", "http://www.w3.org/1999/xhtml")
WHEEL = files("fastapi_offline") / "static"


def other_origins(text: str, base: str) -> set[str]:
    """Every http(s) URL in ``text`` whose origin is not ``base``'s."""
    for name in NAMESPACES:
        text = text.replace(name, "")
    own = urlsplit(base).netloc
    return {u for u in URL.findall(text) if urlsplit(u).netloc != own}


def is_code(r: httpx.Response) -> bool:
    """What a browser runs or renders as a page: HTML, script, stylesheet, SVG."""
    kind = r.headers.get("content-type", "")
    return any(k in kind for k in ("html", "javascript", "css", "svg"))


def assert_own_headers(r: httpx.Response, path: str, csp: str = CSP) -> None:
    assert r.headers.get("content-security-policy") == csp, path
    assert r.headers.get("x-content-type-options") == "nosniff", path


@pytest.fixture
def owner_token(home) -> str:
    with Vault.open(home) as v:
        return create_token(v, "owner", home.settings().roles)


def test_by_default_no_docs_and_no_response_names_another_origin(home, owner_token):
    auth = {"Authorization": f"Bearer {owner_token}"}
    with served(home) as base:
        for path in ("/docs", "/redoc", "/docs/oauth2-redirect", "/docs/assets/swagger-ui-bundle.js"):
            r = httpx.get(base + path)
            assert r.status_code == 404 and "cdn" not in r.text.lower(), path
            assert_own_headers(r, path)
        seen = 0
        for path in [*PAGES, "/openapi.json", "/healthz", "/v1/whoami", "/v1/people", "/v1/models", "/nowhere"]:
            for headers in ({}, auth):
                r = httpx.get(base + path, headers=headers)
                if path == "/openapi.json" or is_code(r):  # (an API error may quote an example URL)
                    assert not other_origins(r.text, base), (path, other_origins(r.text, base))
                assert_own_headers(r, path)
                seen += r.status_code == 200
        r = httpx.post(f"{base}/v1/search", json={"query": "x"}, headers=auth)
        assert r.status_code == 200
        assert_own_headers(r, "/v1/search")
        assert seen >= 10
        spec = httpx.get(f"{base}/openapi.json").json()
        assert "/v1/search" in spec["paths"]


def test_docs_flag_serves_swagger_ui_from_this_origin_under_the_strict_csp(home, owner_token, browser):
    with served(home, args=("--docs",)) as base:
        page = httpx.get(f"{base}/docs")
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
        # the search page's policy, but for data: images (Swagger UI's icons)
        assert DOCS_CSP == CSP.replace("img-src 'self'", "img-src 'self' data:") and "unsafe" not in DOCS_CSP
        assert_own_headers(page, "/docs", DOCS_CSP)
        html = page.text
        assert not other_origins(html, base) and "cdn" not in html.lower()
        assert "<style" not in html and not re.search(r"<script(?![^>]*\bsrc=)", html)  # nothing inline
        refs = re.findall(r"""(?:src|href)="([^"]+)\"""", html)
        assert refs and all(ref.startswith("/docs/assets/") for ref in refs), refs
        for ref in refs:
            r = httpx.get(base + ref)
            assert r.status_code == 200, ref
            assert_own_headers(r, ref, DOCS_CSP)
            if ref.endswith((".css", "start-swagger.js")):
                assert not other_origins(r.text, base), (ref, other_origins(r.text, base))
            if not ref.endswith("start-swagger.js"):  # the wheel's file, byte for byte
                assert r.content == (WHEEL / ref.rsplit("/", 1)[1]).read_bytes(), ref
        assert httpx.get(f"{base}/redoc").status_code == 404  # ReDoc needs inline styles: not served

        # the page, driven with a token: only this origin is contacted, the policy is never violated
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        pg = context.new_page()
        pg.set_default_timeout(60_000)
        asked: list[str] = []
        complaints: list[str] = []
        pg.on("request", lambda req: asked.append(req.url))
        pg.on("console", lambda m: complaints.append(m.text) if m.type == "error" else None)
        pg.on("pageerror", lambda e: complaints.append(str(e)))
        pg.goto(f"{base}/docs", wait_until="networkidle")
        pg.locator(".opblock").first.wait_for()
        assert pg.locator(".opblock").count() >= 8
        pg.click("button.authorize")
        pg.locator(".modal-ux input").fill(owner_token)
        pg.locator(".modal-ux button.authorize").click()
        pg.locator(".modal-ux button.btn-done").click()
        op = pg.locator("#operations-default-people_v1_people_get")
        op.locator(".opblock-summary").click()
        op.locator("button.try-out__btn").click()
        op.locator("button.execute").click()
        status = op.locator(".live-responses-table tbody .response-col_status").first
        status.wait_for()
        assert status.inner_text().strip() == "200"  # answered, with the token, by this server
        pg.screenshot(path=str(ARTIFACTS / "api-docs.png"))
        assert any(urlsplit(u).path == "/v1/people" for u in asked)  # with its paging parameters
        assert {urlsplit(u).netloc for u in asked} == {urlsplit(base).netloc}, sorted(set(asked))
        assert not complaints, complaints
        stored = pg.evaluate("JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)])")
        assert owner_token not in stored and not context.cookies()
        context.close()


def test_an_idle_connection_outlives_a_clients_own_keep_alive(home):
    """The server keeps an idle connection longer than clients keep theirs (httpx and browsers close theirs
    after 5 s), so a pooled connection is never reused just as the server closes it: a request sent on it
    after 6 s idle is answered on the same connection (under load the race showed as "Server disconnected
    without sending a response")."""
    with served(home) as base, httpx.Client(base_url=base, limits=httpx.Limits(keepalive_expiry=60)) as client:
        first = client.get("/healthz")
        assert first.status_code == 200
        time.sleep(6)
        again = client.get("/healthz")
        assert again.status_code == 200
        assert first.extensions["network_stream"] is again.extensions["network_stream"]  # (not a new connection)
