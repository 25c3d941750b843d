"""Issue [13] item 9: values no route may crash on. A person id that overflows SQLite's integer
(``P99999999999999999999``), a digit Python calls a digit but ``int`` cannot read (``P²``), a lone
surrogate in any field of any JSON body (filters, the search ``id``, the chat ``model`` and extra
fields), and an undecodable byte in any CLI option: each is a 400 over HTTP, a one-line error from
the real CLI (never a traceback), and an error result over MCP. Before: OverflowError / ValueError
/ UnicodeEncodeError tracebacks and HTTP 500s."""

from __future__ import annotations

import os
import subprocess

import anyio
import httpx
import pytest
from mcp import Client
from mcp.client.stdio import stdio_client

from hinet_pipeline.config import Home
from hinet_pipeline.demo import OWNER, PLAN, SAMPLE
from hinet_pipeline.index.indexing import fts_stage
from hinet_pipeline.intake.landing import land
from hinet_pipeline.store.home_setup import init_home, set_owner
from hinet_pipeline.store.tokens import create_token
from hinet_pipeline.store.vault import Vault

from .conftest import error_message, hinet_run, mcp_stdio, served
from .test_people import DAY, sleep_without_vectors

HUGE = "P99999999999999999999"


@pytest.fixture(scope="module")
def people_home(tmp_path_factory):
    """The sample corpus's mail and notes, with people and facts (no vectors: not what is tested)."""
    home = Home(tmp_path_factory.mktemp("hostile-ids") / "home")
    init_home(home)
    set_owner(home, *OWNER)
    for connector, rel, _, account in PLAN:
        if connector in ("mbox", "notes"):
            land(home, connector, SAMPLE / rel, day=DAY, account=account)
    with Vault.open(home) as v:
        sleep_without_vectors(v, home, DAY)
        fts_stage(v, day=DAY)
        token = create_token(v, "owner", home.settings().roles)
    return home, token


def assert_one_line_error(proc: subprocess.CompletedProcess, *expected: str) -> str:
    err = proc.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err, err[-2000:]
    assert proc.returncode == 1 and err.startswith("hinet: ") and err.count("\n") == 1, (proc.returncode, err)
    for text in expected:
        assert text in err, err
    return err


@pytest.mark.parametrize(
    "args",
    [
        ("people", "show", HUGE),
        ("people", "show", "P²"),
        ("people", "merge", HUGE, "P1"),
        ("people", "split", HUGE),
    ],
    ids=["show-huge", "show-superscript-two", "merge-huge", "split-huge"],
)
def test_cli_person_ids_that_overflow_are_one_line_errors(people_home, args):
    home, _ = people_home
    assert_one_line_error(hinet_run(*args, home=home, text=False), "no person matches")


def test_cli_facts_for_an_overflowing_subject_answer_nothing(people_home):
    home, _ = people_home
    proc = hinet_run("facts", "--subject", HUGE, "--json", home=home, text=False)
    assert proc.returncode == 0 and proc.stdout.strip() == b"[]", proc.stderr[-2000:]


@pytest.mark.parametrize(
    "args",
    [
        (b"query", b"flight", b"--mode", b"bm25", b"--source", b"\xff"),
        (b"query", b"flight", b"--mode", b"bm25", b"--author", b"Dana \xff"),
        (b"query", b"flight", b"--mode", b"bm25", b"--since", b"\xfe2026"),
        (b"query", b"flight", b"--mode", b"bm25", b"--container", b"\xff"),
        (b"query", b"flight", b"--mode", b"bm25", b"--account", b"\xc3"),
        (b"facts", b"--subject", b"\xff"),
        (b"facts", b"--predicate", b"\xff"),
        (b"people", b"show", b"\xffDana"),
        (b"people", b"merge", b"P1", b"\xff"),
    ],
    ids=["source", "author", "since", "container", "account", "subject", "predicate", "show", "merge"],
)
def test_cli_an_undecodable_byte_in_any_option_is_a_one_line_error(people_home, args):
    home, _ = people_home
    err = assert_one_line_error(hinet_run(*args, home=home, text=False), "unpaired surrogate", "is not UTF-8")
    assert err.split(":")[1].strip().startswith(("--", "PERSON", "OTHER", "TEXT")), err


def test_cli_an_undecodable_byte_in_a_path_is_reported_without_a_second_crash(people_home):
    home, _ = people_home
    proc = hinet_run(b"land", b"notes", b"/nonexistent/\xff", home=home, text=False)
    err = proc.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and proc.returncode != 0 and "does not exist" in err, err


HOSTILE_BODIES = [
    ("/v1/search", b'{"query": "flight", "mode": "bm25", "id": "\\ud800"}', "id holds"),
    ("/v1/search", '{"query": "flight", "mode": "bm25", "id": "\ud800"}'.encode("utf-8", "surrogatepass"), "id"),
    ("/v1/search", b'{"query": "flight", "mode": "bm25", "filters": {"source": "\\udfff"}}', "filters.source"),
    ("/v1/search", b'{"query": "flight", "mode": "bm25", "filters": {"person": "\\ud800"}}', "filters.person"),
    ("/v1/search", b'{"query": "flight", "mode": "bm25", "filters": {"since": "\\ud800"}}', "filters.since"),
    ("/v1/search", b'{"query": "flight", "mode": "bm25", "filters": {"sources": ["mail", "\\ud800"]}}', "sources.1"),
    ("/v1/search", b'{"query": "flight", "mode": "bm25", "filters": {"\\ud800": 1}}', "(a field name)"),
    ("/v1/personalize", b'{"messages": [{"role": "user", "content": "hi"}], "filters": {"account": "\\ud800"}}', ""),
    ("/v1/chat/completions", b'{"model": "\\ud800", "messages": [{"role": "user", "content": "hi"}]}', "model"),
    ("/v1/chat/completions", b'{"user": "\\udc00", "messages": [{"role": "user", "content": "hi"}]}', "user"),
]


def test_http_hostile_values_are_400_never_500(people_home):
    home, token = people_home
    with served(home) as base, httpx.Client(base_url=base, timeout=60) as client:
        auth = {"authorization": f"Bearer {token}", "content-type": "application/json"}
        for path, body, where in HOSTILE_BODIES:
            r = client.post(path, content=body, headers=auth)
            assert r.status_code == 400, (path, body, r.status_code, r.text[:300])
            assert "unpaired surrogate" in error_message(r) and where in error_message(r), r.text
        for url in [f"/v1/people/{HUGE}", "/v1/people/P%C2%B2", "/v1/people/%ED%A0%80"]:
            r = client.get(url, headers=auth)
            assert r.status_code == 400 and "no person matches" in r.json()["error"], (url, r.text)
        for url in [f"/v1/facts?subject={HUGE}", "/v1/facts?subject=%ED%A0%80", "/v1/records/%ED%A0%80"]:
            r = client.get(url, headers=auth)
            assert r.status_code in (200, 404), (url, r.status_code, r.text[:300])
        # the server is still well: an ordinary question answers
        r = client.post("/v1/search", json={"query": "Berlin apartment", "mode": "bm25"}, headers=auth)
        assert r.status_code == 200 and r.json()["hits"]


def test_mcp_show_person_with_an_overflowing_id_is_an_error_result(people_home):
    home, _ = people_home

    async def go():
        with open(os.devnull, "w") as err:
            async with Client(stdio_client(mcp_stdio(home), errlog=err), read_timeout_seconds=120) as client:
                answers = [await client.call_tool("show_person", {"who": p}) for p in (HUGE, "P²")]
                facts = await client.call_tool("facts", {"subject": HUGE})
        return answers, facts

    answers, facts = anyio.run(go)
    for result in answers:
        text = "\n".join(getattr(c, "text", "") for c in result.content)
        assert result.is_error and "no person matches" in text and "Traceback" not in text, text
    assert not facts.is_error
