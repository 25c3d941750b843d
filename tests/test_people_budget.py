"""The people listing within the answer's token budget ([18]): `/v1/people` and MCP `list_people`
answer a page of at most ``answer_tokens`` tokens (a request's, else [query] answer_tokens), say how
many of the page the budget left out (``cut.left_out``) and where the next page starts
(``next_offset``, null after the last person): a caller that follows next_offset sees every person
once, none dropped. A vault of 40 correspondents without vectors: tokens are characters / 4."""

from __future__ import annotations

import json
import re
from types import SimpleNamespace

import anyio
import httpx
import pytest
from mcp import Client
from mcp.client.stdio import stdio_client

from hinet_pipeline.config import Home
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.read.budget import Tokens, compact_json
from hinet_pipeline.read.pages import fit_page
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.tokens import create_token
from hinet_pipeline.store.vault import Vault

from .conftest import mcp_stdio, served

DAY = "2026-03-02"
PEOPLE = 40
BUDGET = 200  # the smallest a request may ask: about four people a page


def count(text: str) -> int:
    return Tokens(None).count(text)


@pytest.fixture(scope="module")
def people_home(tmp_path_factory):
    """40 correspondents, each with a name and an address (the first ones writing more often), and
    an owner token."""
    root = tmp_path_factory.mktemp("people-budget")
    home = Home(root / "home")
    init_home(home)
    items = []
    for i in range(PEOPLE):
        for n in range(1 + (PEOPLE - i) // 10):
            items.append(
                {
                    "source": "mail",
                    "external_id": f"m{i}-{n}",
                    "container": "Inbox",
                    "author": f"Correspondent {i:02d} <correspondent.{i:02d}@example.org>",
                    "participants": ["Me <me@example.org>"],
                    "title": f"Note {n} from number {i}",
                    "timestamp": f"{DAY}T{8 + n:02d}:{i:02d}:00Z",
                    "body": f"Hello, this is message {n} from correspondent {i}.",
                }
            )
    path = root / "items.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in items), encoding="utf-8")
    land(home, "jsonl", path, day=DAY)
    with Vault.open(home) as v:
        ingest_day(v, home, DAY)
        people_stage(v, home.settings(), day=DAY)
        token = create_token(v, "owner", home.settings().roles)
    return home, token


def walk(ask) -> list[dict]:
    """Every page from offset 0, each from the last one's next_offset; each page checked."""
    pages, offset = [], 0
    while offset is not None:
        page, text = ask(offset)
        assert page["offset"] == offset and count(text) <= BUDGET, (offset, count(text))
        assert page["budget"]["answer_tokens"] == BUDGET and page["budget"]["used"] <= BUDGET
        assert page["people"], offset  # never an empty page: a walk always moves on
        asked = min(page["limit"], page["total"] - offset)
        end = offset + len(page["people"])
        assert page["next_offset"] == (end if end < page["total"] else None)
        if len(page["people"]) < asked:  # cut to the budget: said, and the rest on the next page
            assert page["cut"]["left_out"] == {"people": asked - len(page["people"])}
            assert page["next_offset"] == end
        else:
            assert "cut" not in page
        pages.append(page)
        offset = page["next_offset"]
    return pages


def test_a_page_is_cut_to_its_budget_and_one_person_always_fits():
    """fit_page: the first people that fit; a person alone over the budget keeps the identities that
    fit and says how many more; next_offset moves on past them."""
    people = [
        {"person_id": i, "name": f"P {i}", "identities": [f"p{i}@x.example"], "owner": False, "kind": "person"}
        for i in range(30)
    ]
    out = fit_page({"people": people, "total": 100, "offset": 10, "limit": 30}, "people", BUDGET, Tokens(None))
    kept = len(out["people"])
    assert 0 < kept < 30 and out["people"] == people[:kept] and out["next_offset"] == 10 + kept
    assert out["cut"]["left_out"] == {"people": 30 - kept} and count(compact_json(out)) <= BUDGET
    assert out["budget"]["used"] >= count(compact_json(out))
    whole = fit_page({"people": people[:2], "total": 12, "offset": 10}, "people", BUDGET, Tokens(None))
    assert whole["people"] == people[:2] and whole["next_offset"] is None and "cut" not in whole
    big = {**people[0], "identities": [f"address.{i}@example.org" for i in range(300)]}
    page = {"people": [big, *people[1:]], "total": 30, "offset": 0}
    one = fit_page(page, "people", BUDGET, Tokens(None), trim=("identities",))
    person = one["people"][0]
    assert len(one["people"]) == 1 and one["next_offset"] == 1 and count(compact_json(one)) <= BUDGET
    assert person["identities"] == big["identities"][: len(person["identities"])]
    assert person["identities_left_out"] == 300 - len(person["identities"]) > 0


@pytest.fixture(scope="module")
def site(people_home):
    """`hinet serve` (conftest's served: a real server) over the home."""
    home, token = people_home
    with served(home) as base:
        yield SimpleNamespace(base=base, token=token)


def test_http_people_pages_within_the_budget_follow_next_offset_to_everyone(site):
    base, auth = site.base, {"Authorization": f"Bearer {site.token}"}

    def get(**params):
        return httpx.get(f"{base}/v1/people", params=params, headers=auth, timeout=30)

    everyone = get(limit=1000, answer_tokens=200_000).json()
    ids = [p["person_id"] for p in everyone["people"]]
    assert len(ids) == everyone["total"] >= PEOPLE and everyone["next_offset"] is None
    default = get(limit=1000)
    assert default.json()["budget"] == {
        "answer_tokens": 4000,
        "used": default.json()["budget"]["used"],
        "counted_by": "characters/4",
    }
    assert count(default.text) <= 4000 and default.json()["people"] == everyone["people"]  # 4000 holds them all
    for limit in (50, 3):

        def ask(offset, limit=limit):
            r = get(limit=limit, offset=offset, answer_tokens=BUDGET)
            assert r.status_code == 200 and r.headers["X-Total-Count"] == str(len(ids))
            return r.json(), r.text

        pages = walk(ask)
        assert [p["person_id"] for page in pages for p in page["people"]] == ids  # each once, in order
        assert limit == 3 or any(page.get("cut") for page in pages)
    assert get(answer_tokens=10).status_code == 422


def test_mcp_list_people_pages_within_the_budget_follow_next_offset_to_everyone(people_home):
    """`hinet mcp` over stdio (as test_mcp drives it): each page's text within the budget, saying
    where the next page starts."""
    home, _ = people_home
    with Vault.open(home) as v:
        from hinet_pipeline.memory.people.directory import people_page

        ids = [p["person_id"] for p in people_page(v, home.settings().role("owner"))[0]]
    results: dict[int, tuple[dict, str]] = {}

    async def run():
        async with Client(stdio_client(mcp_stdio(home)), read_timeout_seconds=120) as client:
            offset = 0
            while offset is not None and len(results) < 2 * PEOPLE:
                got = await client.call_tool("list_people", {"limit": 50, "offset": offset, "answer_tokens": BUDGET})
                assert not got.is_error, got.content
                results[offset] = (got.structured_content, got.content[0].text)
                offset = got.structured_content["next_offset"]

    anyio.run(run)
    pages = walk(lambda offset: results[offset])
    assert len(pages) == len(results) > 1 and any(page.get("cut") for page in pages)
    assert [p["person_id"] for page in pages for p in page["people"]] == ids  # each once, in order
    for page, text in results.values():
        nxt = page["next_offset"]
        assert (f"next page: offset={nxt}" if nxt is not None else "(the last page)") in text


@pytest.mark.slow
@pytest.mark.browser
def test_the_search_page_follows_next_offset_to_every_person(site, browser):
    """The search page's name list (the person filter's datalist) holds every person: it asks for
    /v1/people from each page's next_offset, here with each request's budget lowered to 200 tokens on
    its way (about four people a page), until next_offset is null."""
    everyone = httpx.get(
        f"{site.base}/v1/people",
        params={"limit": 1000, "answer_tokens": 200_000},
        headers={"Authorization": f"Bearer {site.token}"},
    ).json()
    names = sorted({p["name"] for p in everyone["people"]})
    offsets: list[int] = []

    def small(route):
        url = route.request.url
        offsets.append(int(re.search(r"[?&]offset=(\d+)", url).group(1)))
        route.continue_(url=re.sub(r"answer_tokens=\d+", f"answer_tokens={BUDGET}", url))

    context = browser.new_context()
    try:
        page = context.new_page()
        page.set_default_timeout(30_000)
        page.route(re.compile(r".*/v1/people\?.*"), small)
        page.goto(f"{site.base}/#token={site.token}")
        page.locator("#app").wait_for()
        options = page.locator("#person-names option")
        options.nth(len(names) - 1).wait_for(state="attached")  # filled once, after the last page
        shown = [o.get_attribute("value") for o in options.all()]
    finally:
        context.close()
    assert sorted(shown) == names and len(everyone["people"]) >= PEOPLE
    assert len(offsets) > 1 and offsets[0] == 0 and offsets == sorted(set(offsets))  # each page once, in order
