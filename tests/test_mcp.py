"""`hinet mcp` driven through the MCP SDK's own client: the real server as a subprocess, over stdio
(as a desktop client spawns it) and over streamable HTTP behind bearer tokens. Every tool is called
and its citations checked; a ceiling-1 role is probed with every private record and fact of the
sample corpus and must never receive one; HTTP without a valid token gets 401; the server's log
holds tool names, counts and timings, never content."""

from __future__ import annotations

import json
import os
from collections import Counter
from contextlib import asynccontextmanager
from pathlib import Path
from types import SimpleNamespace

import anyio
import httpx
import httpx2
import pytest
from mcp import Client, MCPError
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

from hinet_pipeline.memory.facts.stage import facts_stage
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.store.citations import CITATION_KEYS
from hinet_pipeline.store.tokens import create_token
from hinet_pipeline.store.vault import Vault
from query_service.mcp_server import RECORD_URI, record_uri

from .conftest import mcp_stdio, served

TOOLS = {"search_memory", "read_record", "facts", "list_people", "show_person", "personalize"}


@pytest.fixture(scope="module")
def memory(corpus_home):
    """The sample-corpus vault with its people and facts derived, tokens for three roles, and what
    a ceiling-1 role must never see: the private records (sensitivity >= 2) and the facts only they state."""
    settings = corpus_home.settings()
    with Vault.open(corpus_home) as v:
        people_stage(v, settings)
        facts_stage(v, settings)
        sensitivity = dict(v.conn.execute("SELECT record_id, sensitivity FROM items"))
        private = dict(v.conn.execute("SELECT record_id, coalesce(title, body) FROM items WHERE sensitivity >= 2"))
        # the facts only private records state (one a normal record states too is the role's to see)
        stated = "SELECT o.subject, o.object FROM fact_observations o JOIN items i ON i.rowid = o.item_rowid WHERE "
        private_facts = v.conn.execute(
            "SELECT f.subject, f.object FROM facts f JOIN items i ON i.record_id = f.record_id WHERE i.sensitivity >= 2"
            f" EXCEPT {stated} i.sensitivity <= 1"
        ).fetchall()
        tokens = {role: create_token(v, role, settings.roles) for role in ("owner", "assistant", "family")}
    assert len(private) >= 5 and private_facts  # the corpus's CLASS:PRIVATE events, and facts stated in them
    return SimpleNamespace(
        home=corpus_home,
        sensitivity=sensitivity,
        private=private,
        private_facts=private_facts,
        tokens=tokens,
    )


@pytest.fixture(scope="module")
def mcp_http(memory, tmp_path_factory):
    """`hinet mcp --http` on a free loopback port (conftest's served): (the /mcp URL, its stderr log file)."""
    log = tmp_path_factory.mktemp("mcp-http") / "stderr.log"
    with served(memory.home, command=("mcp", "--http"), errlog=log) as base:
        yield f"{base}/mcp", log


@asynccontextmanager
async def over_stdio(memory, errlog: Path, *args: str):
    """The SDK's stdio client spawning `python -m hinet_pipeline.cli mcp --home ... ARGS`."""
    with open(errlog, "w") as err:
        async with Client(stdio_client(mcp_stdio(memory.home, *args), errlog=err), read_timeout_seconds=120) as client:
            yield client


@asynccontextmanager
async def over_http(url: str, token: str):
    async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=120) as http:
        async with Client(streamable_http_client(url, http_client=http)) as client:
            yield client


def drive(fn, *args):
    """``anyio.run``, with the first failure out of the SDK's task groups raised as itself."""
    try:
        return anyio.run(fn, *args)
    except BaseExceptionGroup as group:
        while isinstance(group, BaseExceptionGroup):
            group = group.exceptions[0]
        raise group from None


class Answer:
    """One tool call's result: ``data`` (structured content), ``text`` (everything the client got)."""

    def __init__(self, result) -> None:
        self.error = bool(result.is_error)
        self.data = result.structured_content
        self.text = "\n".join(getattr(c, "text", "") for c in result.content) + json.dumps(self.data)


async def call(client: Client, tool: str, **args) -> Answer:
    return Answer(await client.call_tool(tool, args))


def assert_cited(hit: dict) -> None:
    assert list(hit["citation"]) == list(CITATION_KEYS)  # the one citation shape
    assert hit["citation"]["display"].startswith("[") and hit["citation"]["source"]
    assert hit["uri"] == record_uri(hit["record_id"])


# -- every tool, as the owner ------------------------------------------------------------------
async def every_tool(client: Client, memory) -> None:
    listed = (await client.list_tools()).tools
    assert {t.name for t in listed} == TOOLS
    for t in listed:  # what a model needs: what comes back, and that it carries citations to quote
        assert len(t.description) > 200 and "returns" in t.description.lower() and "cit" in t.description, t.name
        assert t.annotations.read_only_hint and t.output_schema
    search_schema = next(t for t in listed if t.name == "search_memory").input_schema
    assert {"source", "person", "since", "until"} <= set(search_schema["$defs"]["SearchFilters"]["properties"])
    templates = (await client.list_resource_templates()).resource_templates
    assert [t.uri_template for t in templates] == [RECORD_URI]

    found = await call(client, "search_memory", query="flight to Berlin", k=5, filters={"source": ["calendar"]})
    assert not found.error and found.data["hits"] and found.data["contexts"]
    assert all(h["snippet"] and "text" not in h for h in found.data["hits"])  # the best window, not the chunk
    assert found.data["budget"]["used"] <= 4000 and "hinet://record/" in found.text
    for hit in found.data["hits"]:
        assert_cited(hit)
        assert hit["citation"]["source"] == "calendar"
    rid = found.data["hits"][0]["record_id"]

    record = await call(client, "read_record", record_id=rid)
    assert record.data["record_id"] == rid and record.data["citation"]["display"].startswith("[")
    assert record.data["body"] and record.data["uri"] == record_uri(rid)
    read = await client.read_resource(record_uri(rid))
    assert json.loads(read.contents[0].text)["citation"] == record.data["citation"]
    assert record.data["citation"] == found.data["hits"][0]["citation"]  # one shape: a record cites as its hit

    # the owner sees the private records: what the ceiling-1 probes look for is there to be found
    secret_id, secret_title = next(iter(memory.private.items()))
    assert secret_id in {h["record_id"] for h in (await call(client, "search_memory", query=secret_title)).data["hits"]}
    assert not (await call(client, "read_record", record_id=secret_id)).error
    missing = await call(client, "read_record", record_id="r000000000000000000000000")
    assert missing.error and "no record" in missing.text

    facts = await call(client, "facts", history=True, answer_tokens=200_000)
    assert facts.data["count"] == len(facts.data["facts"]) > 0 and "cut" not in facts.data
    cut = await call(client, "facts", history=True)  # within the default budget: the last ones left out, said
    assert cut.data["count"] == facts.data["count"] > len(cut.data["facts"]) > 0
    assert cut.data["cut"]["left_out"] == {"facts": cut.data["count"] - len(cut.data["facts"])}
    assert cut.data["budget"]["used"] <= cut.data["budget"]["answer_tokens"] == 4000
    assert all(f["record_id"] and f["citation"]["display"].startswith("[") for f in facts.data["facts"])
    assert {f["object"] for f in facts.data["facts"]} >= {o for _, o in memory.private_facts}
    lives = await call(client, "facts", predicate="lives_in", as_of="2026-06-30")
    assert not lives.error and all(f["predicate"] == "lives_in" for f in lives.data["facts"])

    listed = (await call(client, "list_people")).data
    people = listed["people"]
    assert people and any(p["owner"] for p in people) and listed["total"] >= len(people)
    one = (await call(client, "list_people", limit=1, offset=1)).data
    assert [p["person_id"] for p in one["people"]] == [people[1]["person_id"]] and one["total"] == listed["total"]
    assert (await call(client, "list_people", all=True)).data["total"] >= listed["total"]
    person = await call(client, "show_person", who=str(people[0]["person_id"]))
    assert not person.error, person.text
    assert person.data["person_id"] == people[0]["person_id"] and person.data["sources"]
    assert all(s["record_id"] for s in person.data["sources"])

    p = await call(client, "personalize", messages=[{"role": "user", "content": "When is my flight to Berlin?"}])
    system = p.data["system_message"]
    assert p.data["budget"]["answer_tokens"] == 4000 and p.data["budget"]["used"] <= 4000
    assert p.text.startswith(system["content"])  # the text is the system message, not the JSON again
    assert system["role"] == "system" and p.data["citations"]
    for c in p.data["citations"]:
        assert c["display"] in system["content"] and c["uri"] == record_uri(c["record_id"])
        assert list(c) == ["n", *CITATION_KEYS, "uri"]

    bad = await call(client, "search_memory", query="x", filters={"since": "soon"})
    assert bad.error and "invalid date" in bad.text
    unknown = await call(client, "search_memory", query="x", filters={"colour": "red"})
    assert unknown.error and "colour" in unknown.text
    # an argument the schema refuses: one sentence saying which and why, no pydantic dump with its URL
    wrong = await call(client, "search_memory", query="x", k=500)
    said = wrong.text.removesuffix("null")  # Answer.text appends the (absent) structured content
    assert wrong.error and said == "Invalid arguments to search_memory: k: input should be less than or equal to 200."


def assert_log_holds_no_content(log: Path, memory) -> None:
    text = log.read_text()
    assert "mcp search_memory:" in text and "mcp personalize:" in text  # tool names, counts, timings
    for never in ("flight to Berlin", "When is my flight", *memory.private.values()):
        assert never not in text


def test_stdio_owner_lists_and_calls_every_tool_with_citations(memory, tmp_path):
    async def run():
        async with over_stdio(memory, tmp_path / "stderr.log") as client:
            await every_tool(client, memory)

    drive(run)
    assert_log_holds_no_content(tmp_path / "stderr.log", memory)


def test_http_owner_token_lists_and_calls_every_tool_with_citations(memory, mcp_http):
    url, log = mcp_http

    async def run():
        async with over_http(url, memory.tokens["owner"]) as client:
            await every_tool(client, memory)
        async with over_http(url, memory.tokens["family"]) as client:  # ceiling 1, chat only: sources too
            hits = (await call(client, "search_memory", query="flight to Berlin", k=20)).data["hits"]
            assert hits and {h["citation"]["source"] for h in hits} == {"chat"}

    drive(run)
    assert_log_holds_no_content(log, memory)


# -- a ceiling-1 role never receives a private record or fact -------------------------------------
async def probe_private(client: Client, memory) -> int:
    """Ask for every private record and fact every way the server offers; return the probes tried.
    Each answer must name no private record, and every record it cites must be at most normal."""
    probes = 0

    def clean(answer: Answer, *, cited: list[str] = ()) -> None:
        nonlocal probes
        probes += 1
        assert not any(rid in answer.text for rid in memory.private), answer.text[:500]
        assert all(memory.sensitivity[rid] <= 1 for rid in cited)

    subjects = sorted({s for s, _ in memory.private_facts})
    nowhere = "r000000000000000000000000"  # no such record: a private one must read exactly like it
    absent = (await call(client, "read_record", record_id=nowhere)).text.replace(nowhere, "ID")
    with pytest.raises(MCPError) as gone:
        await client.read_resource(record_uri(nowhere))
    for rid, title in memory.private.items():
        found = await call(client, "search_memory", query=title, k=50)
        clean(found, cited=[h["record_id"] for h in found.data["hits"]])
        denied = await call(client, "read_record", record_id=rid)
        assert denied.error and denied.data is None and denied.text.replace(rid, "ID") == absent
        with pytest.raises(MCPError) as refused:
            await client.read_resource(record_uri(rid))
        assert str(refused.value).replace(rid, "ID") == str(gone.value).replace(nowhere, "ID")
        probes += 2
        asked = await call(client, "personalize", messages=[{"role": "user", "content": f"What about {title}?"}])
        clean(asked, cited=[c["record_id"] for c in asked.data["citations"]])
    for subject in [None, *subjects]:
        facts = await call(client, "facts", subject=subject, history=True)
        clean(facts, cited=[f["record_id"] for f in facts.data["facts"]])
        assert not {(f["subject"], f["object"]) for f in facts.data["facts"]} & set(memory.private_facts)
    people = await call(client, "list_people")
    clean(people)
    for who in [*subjects, *(str(p["person_id"]) for p in people.data["people"])]:
        page = await call(client, "show_person", who=who)  # a person seen only in private records: not found
        clean(page, cited=[f["record_id"] for f in (page.data or {}).get("facts", [])])
    expected = 4 * len(memory.private) + (1 + len(subjects)) + 1 + len(subjects) + len(people.data["people"])
    assert probes == expected
    return probes


def test_stdio_ceiling_1_role_never_receives_a_private_record_or_fact(memory, tmp_path):
    async def run():
        async with over_stdio(memory, tmp_path / "stderr.log", "--role", "assistant") as client:
            return await probe_private(client, memory)

    probes = drive(run)
    assert probes >= 50, probes
    print(f"stdio, role assistant (ceiling 1): {probes} probes, no private record or fact received")


def test_http_ceiling_1_token_never_receives_a_private_record_or_fact(memory, mcp_http):
    async def run():
        async with over_http(mcp_http[0], memory.tokens["assistant"]) as client:
            return await probe_private(client, memory)

    probes = drive(run)
    assert probes >= 50, probes
    print(f"HTTP, assistant token (ceiling 1): {probes} probes, no private record or fact received")


# -- HTTP: no token, no memory --------------------------------------------------------------------
def test_http_without_a_valid_token_gets_401_and_nothing_from_the_vault(memory, mcp_http):
    url = mcp_http[0]
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
    }
    call_tool = {
        "jsonrpc": "2.0",
        "id": 2,
        "method": "tools/call",
        "params": {"name": "search_memory", "arguments": {"query": "flight to Berlin"}},
    }
    accept = {"Accept": "application/json, text/event-stream"}
    tried = 0
    for auth in (
        {},
        {"Authorization": "Bearer nope"},
        {"Authorization": "Basic b3duZXI6"},
        {"Authorization": "Bearer"},
    ):
        for body in (initialize, call_tool):
            r = httpx.post(url, json=body, headers={**accept, **auth}, timeout=30)
            assert r.status_code == 401 and r.headers["www-authenticate"].startswith("Bearer"), (auth, r.text)
            assert "Berlin" not in r.text and "hits" not in r.text
            tried += 1
        assert httpx.get(url, headers={**accept, **auth}, timeout=30).status_code == 401
        tried += 1
    assert tried == 12

    async def with_wrong_token():
        async with over_http(url, "hnt_not-a-token") as client:
            await client.list_tools()

    with pytest.raises(MCPError, match="error response"):  # the SDK's client: refused at its first request
        drive(with_wrong_token)


def test_cli_rejects_a_role_with_http_and_an_unknown_role(memory, cli):
    code, _, err = cli("mcp", "--http", "--role", "assistant", "--home", memory.home.root)
    assert code != 0 and "bearer token" in err
    code, _, err = cli("mcp", "--role", "nobody", "--home", memory.home.root)
    assert code != 0 and "unknown role" in err


# -- hostile arguments to every tool --------------------------------------------------------------
HOSTILE = [
    "",
    " ",
    "P99999999999999999999",
    "P²",
    "P-1",
    "'; DROP TABLE items; --",
    '"unbalanced',
    "NEAR(a b",
    "*",
    "x" * 5000,
    "\u202e\u0000\x07",
    "../../etc/passwd",
    "r000000000000000000000000",
    "9999-12-31",
    "2026-13-45",
    None,
    True,
    -1,
    0,
    10**30,
    1.5,
    float("nan"),
    [],
    {},
    [{"role": "user"}],
    {"$ne": 1},
]
TOOL_ARGS = {
    "search_memory": ("query", "k", "filters"),
    "read_record": ("record_id",),
    "facts": ("subject", "predicate", "as_of", "history"),
    "list_people": (),
    "show_person": ("who",),
    "personalize": ("messages", "k"),
}
MCP_FUZZ_CALLS = max(1, round(220 * float(os.environ.get("HINET_FUZZ_SCALE", "1"))))


def test_mcp_tools_with_hostile_arguments_never_crash_or_leak(memory, tmp_path):
    """Seeded hostile arguments (wrong types, lone surrogates, overflowing ids, SQL and FTS5 syntax,
    5,000 characters, NaN) to every tool as the ceiling-1 role over stdio: every call is answered
    (a result or the tool's one-line error: never an internal error), the server stays up, and no
    answer names a private record. HINET_FUZZ_SCALE=4 is the probe's 900 calls. (Lone surrogates: the
    SDK's client cannot send them; test_mcp_lone_surrogates_over_raw_json_rpc does.)"""
    import math
    import random

    rng = random.Random(13)

    def value():
        v = rng.choice(HOSTILE)
        return None if isinstance(v, float) and math.isnan(v) and rng.random() < 0.5 else v

    async def run():
        outcomes = Counter()
        async with over_stdio(memory, tmp_path / "stderr.log", "--role", "assistant") as client:
            for _ in range(MCP_FUZZ_CALLS):
                tool = rng.choice(sorted(TOOL_ARGS))
                names = TOOL_ARGS[tool]
                args = {n: value() for n in rng.sample(names, rng.randint(0, len(names)))} if names else {}
                if tool == "personalize" and "messages" in args and rng.random() < 0.5:
                    args["messages"] = [{"role": "user", "content": value()}]
                if "filters" in args and rng.random() < 0.7:
                    keys = ("source", "sources", "person", "account", "container", "since", "until", "x")
                    args["filters"] = {key: value() for key in rng.sample(keys, rng.randint(1, 3))}
                try:
                    answer = await call(client, tool, **args)
                except MCPError as e:  # a protocol-level refusal (invalid params): said, not crashed
                    assert "Traceback" not in str(e), str(e)[:500]
                    outcomes["protocol error"] += 1
                    continue
                said = answer.text
                assert "Traceback" not in said and "internal error" not in said, (tool, args, said[:500])
                assert not any(rid in answer.text for rid in memory.private), (tool, answer.text[:300])
                outcomes["tool error" if answer.error else "answered"] += 1
            assert not (await call(client, "list_people")).error  # still serving
        return outcomes

    outcomes = drive(run)
    print(f"\nMCP hostile arguments: {MCP_FUZZ_CALLS} calls as the assistant: {dict(outcomes)}")
    assert sum(outcomes.values()) == MCP_FUZZ_CALLS and outcomes["answered"] > 0
