"""Tokens over their life, on the real servers: `hinet token list` shows id, role, created, last
used and state (never a token), `hinet token revoke` by id, prefix, token or role; a running
`hinet serve` and `hinet mcp --http` refuse a revoked token, or one whose role was removed from
config.toml, at the very next request, and filter by a lowered ceiling at once (no restart); an
invalid config.toml refuses every token until it is fixed."""

from __future__ import annotations

import json
from types import SimpleNamespace

import httpx
import pytest
from mcp import MCPError

from hinet_pipeline.config import Home
from hinet_pipeline.store import vault as vault_module
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.schema import MIGRATIONS
from hinet_pipeline.store.tokens import create_token, token_hash
from hinet_pipeline.store.vault import Vault

from .conftest import cli_json, served
from .test_mcp import drive, over_http

ROLES = """
[roles.assistant]
ceiling = {assistant}

[roles.family]
ceiling = 1
sources = ["chat"]
"""


def write_config(home: Home, text: str) -> None:
    """config.toml as a user's editor leaves it (written in place, no pause before the next request)."""
    home.config_path.write_text(text, encoding="utf-8")


def no_token_in(text: str, tokens: list[str]) -> None:
    for tok in tokens:
        assert tok not in text and tok[4:14] not in text and token_hash(tok) not in text


# -- the CLI ------------------------------------------------------------------------------------
def test_token_list_shows_role_created_and_state_never_the_token(home, cli):
    made = [cli_json(cli, "token", "create", role, "--home", home.root) for role in ("owner", "assistant", "assistant")]
    tokens = [m["token"] for m in made]
    code, out, err = cli("token", "list", "--home", home.root)
    assert code == 0, err
    no_token_in(out + err, tokens)
    for m in made:
        assert m["id"] in out and len(m["id"]) == 12 and m["id"] == token_hash(m["token"])[:12]
    assert out.count("never used") == 3 and out.count("live") >= 3 and "3 token(s), 3 live" in out
    listed = cli_json(cli, "token", "list", "--home", home.root)
    no_token_in(json.dumps(listed), tokens)
    assert {r["id"] for r in listed} == {m["id"] for m in made}
    assert all(r["created_at"] and r["last_used_at"] is None and r["live"] for r in listed)
    fields = {"id", "role", "role_defined", "created_at", "last_used_at", "revoked", "revoked_at", "live"}
    assert set(listed[0]) == fields

    # by a unique prefix of the id: that token only
    owner, first, second = made
    assert cli_json(cli, "token", "revoke", first["id"][:7], "--home", home.root)["revoked"] == [first["id"]]
    state = {r["id"]: r for r in cli_json(cli, "token", "list", "--home", home.root)}
    assert state[first["id"]]["revoked"] and state[first["id"]]["revoked_at"] and not state[first["id"]]["live"]
    assert state[second["id"]]["live"] and state[owner["id"]]["live"]
    # by role: the rest of that role's; one already revoked is said so, not an error
    out = cli_json(cli, "token", "revoke", "--role", "assistant", "--home", home.root)
    assert out == {"revoked": [second["id"]], "already": [first["id"]]}
    # by the token itself (the owner's)
    code, out, err = cli("token", "revoke", owner["token"], "--home", home.root)
    assert code == 0 and out.strip() == f"revoked 1 token(s): {owner['id']}"
    code, out, _ = cli("token", "list", "--home", home.root)
    assert "3 token(s), 0 live" in out and out.count("revoked 20") == 3
    no_token_in(out, tokens)

    # what a user gets wrong: one line, non-zero, no traceback, nothing revoked
    live = cli_json(cli, "token", "create", "assistant", "--home", home.root)
    for args, said in (
        (("abc",), "not a token id"),  # too short
        (("zzzzzzzz",), "not a token id"),  # not hex
        (("0" * 12, live["id"]), "no token"),  # one unknown id: the known one is not revoked either
        (("hnt_not-a-token",), "no token"),
        ((), "or --role ROLE"),
        ((live["id"], "--role", "assistant"), "not both"),
        (("--role", "nobody"), "no token for role 'nobody'"),
    ):
        code, out, err = cli("token", "revoke", *args, "--home", home.root)
        assert code != 0 and said in err and "Traceback" not in err and len(err.strip().splitlines()) == 1, (args, err)
    assert {r["id"]: r["live"] for r in cli_json(cli, "token", "list", "--home", home.root)}[live["id"]]

    # an id prefix that names two tokens names neither
    with Vault.open(home) as v, v.transaction() as c:
        for tail in ("1", "2"):
            c.execute(
                "INSERT INTO api_tokens(token_hash, role, created_at) VALUES (?, 'owner', '2026-01-01T00:00:00+00:00')",
                ("abcdef" + tail * 58,),
            )
    code, _, err = cli("token", "revoke", "abcdef", "--home", home.root)
    assert code != 0 and "names 2 tokens (abcdef111111, abcdef222222)" in err


def test_a_vault_of_schema_7_gains_last_used_and_keeps_its_tokens(tmp_path, monkeypatch, cli):
    monkeypatch.setattr(vault_module, "MIGRATIONS", MIGRATIONS[:7])
    monkeypatch.setattr(vault_module, "SCHEMA_VERSION", 7)
    home = Home(tmp_path / "old")
    init_home(home)
    with Vault.open(home) as v:
        assert v.schema_version == 7
        tok = create_token(v, "assistant", home.settings().roles)
    monkeypatch.undo()
    listed = cli_json(cli, "token", "list", "--home", home.root)  # migrates
    assert [(r["role"], r["last_used_at"], r["live"]) for r in listed] == [("assistant", None, True)]
    with Vault.open(home) as v:
        assert v.schema_version >= 8
    with served(home) as base:
        r = httpx.get(f"{base}/v1/whoami", headers={"Authorization": f"Bearer {tok}"})
        assert r.status_code == 200 and r.json() == {"role": "assistant"}
    (row,) = cli_json(cli, "token", "list", "--home", home.root)
    assert row["last_used_at"] and row["last_used_at"] >= row["created_at"]


# -- the running servers --------------------------------------------------------------------------
@pytest.fixture(scope="module")
def memory(corpus_home):
    """The sample-corpus vault; the record ids a ceiling-1 role sees above ceiling 0; and
    config.toml put back after each test that edits it."""
    with Vault.open(corpus_home) as v:
        normal = [r for (r,) in v.conn.execute("SELECT record_id FROM items WHERE sensitivity = 1 ORDER BY record_id")]
        public = [r for (r,) in v.conn.execute("SELECT record_id FROM items WHERE sensitivity = 0 ORDER BY record_id")]
    assert normal
    return SimpleNamespace(home=corpus_home, normal=normal, public=public, config=corpus_home.config_path.read_text())


@pytest.fixture
def config(memory):
    """Write config.toml's roles part (the rest as `hinet init` wrote it); restored afterwards."""
    base = memory.config.split("\n[roles.family]")[0]
    assert "[roles.assistant]\nceiling = 1\n" in base
    base = base.replace("[roles.assistant]\nceiling = 1\n", "")

    def put(assistant: int = 1, *, family: bool = True, extra: str = "") -> None:
        roles = ROLES.format(assistant=assistant)
        if not family:
            roles = roles.split("[roles.family]")[0]
        write_config(memory.home, base + "\n" + roles + extra)

    put()
    yield put
    write_config(memory.home, memory.config)


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def test_serve_refuses_a_revoked_token_or_a_removed_role_and_lowers_a_ceiling_at_once(memory, config, cli):
    home = memory.home
    with Vault.open(home) as v:
        roles = home.settings().roles
        tokens = {name: create_token(v, name, roles) for name in ("owner", "assistant", "family")}
        spare = create_token(v, "assistant", roles)
    record = memory.normal[0]
    with served(home) as base:
        for name, tok in tokens.items():
            assert httpx.get(f"{base}/v1/whoami", headers=bearer(tok)).json() == {"role": name}
        assert httpx.get(f"{base}/v1/records/{record}", headers=bearer(tokens["assistant"])).status_code == 200

        # the ceiling lowered to 0: the next request is filtered (a record, a search)
        config(assistant=0)
        r = httpx.get(f"{base}/v1/records/{record}", headers=bearer(tokens["assistant"]))
        assert r.status_code == 404 and "Weserstraße" not in r.text
        body = {"query": "moving boxes flight Berlin family dinner", "k": 50, "mode": "bm25"}
        hits = httpx.post(f"{base}/v1/search", json=body, headers=bearer(tokens["assistant"])).json()["hits"]
        assert {h["record_id"] for h in hits} <= set(memory.public)
        owner_hits = httpx.post(f"{base}/v1/search", json=body, headers=bearer(tokens["owner"])).json()["hits"]
        assert {h["record_id"] for h in owner_hits} & set(memory.normal)  # the question does find such records
        config(assistant=1)
        assert httpx.get(f"{base}/v1/records/{record}", headers=bearer(tokens["assistant"])).status_code == 200

        # revoked while the server runs: refused at the next request; the role's other token is not
        code, out, err = cli("token", "revoke", token_hash(tokens["assistant"])[:12], "--home", home.root)
        assert code == 0, err
        for path in ("/v1/whoami", f"/v1/records/{record}", "/v1/people"):
            r = httpx.get(base + path, headers=bearer(tokens["assistant"]))
            assert r.status_code == 401 and r.json() == {"error": "missing or unknown bearer token"}, path
        r = httpx.post(f"{base}/v1/search", json=body, headers=bearer(tokens["assistant"]))
        assert r.status_code == 401 and "hits" not in r.text
        assert httpx.get(f"{base}/v1/whoami", headers=bearer(spare)).json() == {"role": "assistant"}

        # the role removed from config.toml: its token is refused at once, and back when the role is
        config(family=False)
        assert httpx.get(f"{base}/v1/whoami", headers=bearer(tokens["family"])).status_code == 401
        listed = {r["id"]: r for r in cli_json(cli, "token", "list", "--home", home.root)}
        assert not listed[token_hash(tokens["family"])[:12]]["live"]
        assert not listed[token_hash(tokens["family"])[:12]]["role_defined"]
        config()
        assert httpx.get(f"{base}/v1/whoami", headers=bearer(tokens["family"])).json() == {"role": "family"}

        # a config.toml that does not parse (a half-saved edit) refuses every token until it is fixed
        write_config(home, memory.config + "\n[roles.family\n")
        for tok in (tokens["owner"], spare):
            r = httpx.get(f"{base}/v1/whoami", headers=bearer(tok))
            assert r.status_code == 503 and "config.toml" in r.json()["error"], r.text
        config()
        assert httpx.get(f"{base}/v1/whoami", headers=bearer(tokens["owner"])).status_code == 200

        # edits of the same size in quick succession (file times tick coarsely): each is seen
        for ceiling, status in ((0, 404), (1, 200), (0, 404), (1, 200)):
            config(assistant=ceiling)
            assert httpx.get(f"{base}/v1/records/{record}", headers=bearer(spare)).status_code == status

    used = {r["id"]: r["last_used_at"] for r in cli_json(cli, "token", "list", "--home", home.root)}
    assert used[token_hash(tokens["owner"])[:12]] and used[token_hash(spare)[:12]]


@pytest.fixture
def mcp_server(memory, tmp_path):
    """`hinet mcp --http` over the sample corpus (conftest's served): its /mcp URL."""
    with served(memory.home, command=("mcp", "--http"), errlog=tmp_path / "mcp.log") as base:
        yield f"{base}/mcp"


def test_mcp_http_refuses_a_revoked_token_or_removed_role_and_lowers_a_ceiling_mid_session(
    memory, config, cli, mcp_server
):
    home = memory.home
    with Vault.open(home) as v:
        roles = home.settings().roles
        assistant, family = create_token(v, "assistant", roles), create_token(v, "family", roles)
    record = memory.normal[0]

    async def session():
        async with over_http(mcp_server, assistant) as client:
            found = await client.call_tool("read_record", {"record_id": record})
            assert not found.is_error
            config(assistant=0)  # the same session, the next call: filtered
            hidden = await client.call_tool("read_record", {"record_id": record})
            assert hidden.is_error and "no record" in hidden.content[0].text
            config(assistant=1)
            assert not (await client.call_tool("read_record", {"record_id": record})).is_error
            code, _, err = cli("token", "revoke", token_hash(assistant)[:12], "--home", home.root)
            assert code == 0, err
            with pytest.raises(MCPError):  # the same session, the next request: 401
                await client.call_tool("read_record", {"record_id": record})

    drive(session)
    accept = {"Accept": "application/json, text/event-stream"}
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
    }
    assert httpx.post(mcp_server, json=initialize, headers={**accept, **bearer(assistant)}).status_code == 401
    assert httpx.post(mcp_server, json=initialize, headers={**accept, **bearer(family)}).status_code == 200
    config(family=False)
    r = httpx.post(mcp_server, json=initialize, headers={**accept, **bearer(family)})
    assert r.status_code == 401 and "hits" not in r.text
