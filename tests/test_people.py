"""People (identities → persons, suggest / merge / split with undo), the person filter, and the
provenance graph, on the sample corpus (real exports through the real connectors), on LoCoMo, and
on hand-made records."""

from __future__ import annotations

import json

import pytest

from hinet_pipeline.config import Home
from hinet_pipeline.demo import OWNER, PLAN, SAMPLE
from hinet_pipeline.errors import QueryError
from hinet_pipeline.index.indexing import chunk_stage
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory import profile
from hinet_pipeline.memory.facts.stage import facts_stage
from hinet_pipeline.memory.graph import graph_health, graph_stage
from hinet_pipeline.memory.people import directory
from hinet_pipeline.memory.people.identity import Identity, parse
from hinet_pipeline.memory.people.resolve import resolve
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.memory.people.suggest import suggest
from hinet_pipeline.read.retrieval.filters import Filters, prefilter_sql
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.home_setup import init_home, set_owner
from hinet_pipeline.store.items import upsert_items
from hinet_pipeline.store.vault import Vault

from .conftest import cli_json, locomo_jsonl, needs_data

DAY = "2026-06-30"


def words(text: str) -> int:
    return len(text.split())


def sleep_without_vectors(vault: Vault, home: Home, day: str) -> None:
    """The stages people and the graph need (no embedding: not what is tested here)."""
    ingest_day(vault, home, day)
    people_stage(vault, home.settings(), day=day)
    chunk_stage(vault, words, day=day)
    facts_stage(vault, home.settings(), day=day)
    graph_stage(vault, day=day)


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    home = Home(tmp_path_factory.mktemp("people") / "home")
    init_home(home)
    set_owner(home, *OWNER)
    for connector, rel, _, account in PLAN:
        land(home, connector, SAMPLE / rel, day=DAY, account=account)
    with Vault.open(home) as v:
        sleep_without_vectors(v, home, DAY)
    return home


def manifest_people() -> list[dict]:
    return json.loads((SAMPLE / "MANIFEST.json").read_text())["people"]


def test_identities_parse_to_one_normal_form():
    assert parse("Dana Levi <Dana.Levi@Fastmail.example>") == Identity(
        "email", "dana.levi@fastmail.example", "Dana Levi"
    )
    assert parse("+972 54-555-0142") == Identity("phone", "+972545550142", None)
    assert parse("Jonas W <slack:globex:U07JWOLK9>") == Identity("slack", "globex:U07JWOLK9", "Jonas W")
    assert parse("  Caroline  ") == Identity("name", "caroline", "Caroline")
    assert parse("") is None


def test_every_address_in_the_manifest_belongs_to_exactly_its_person(sample):
    """Exact identifiers group by themselves (the same address in mail, calendar and a Slack
    profile is one person); nothing else is grouped: one person per manifest address set, except
    addresses the records never tie together (a work and a personal address are two persons until
    the owner merges them)."""
    with Vault.open(sample) as v:
        owner = v.conn.execute("SELECT person_id FROM persons WHERE is_owner = 1").fetchone()[0]
        for person in manifest_people():
            holders = set()
            for addr in person["emails"]:
                row = v.conn.execute(
                    "SELECT person_id FROM identities WHERE kind = 'email' AND value = ?", (addr,)
                ).fetchone()
                assert row, f"{addr} never became an identity"
                holders.add(row[0])
            if person["role"] == "owner":
                assert holders == {owner}  # [owner] in config.toml names all three addresses
            elif person["name"] == "Yossi Katz":
                assert len(holders) == 2  # work and personal address: a suggestion, never applied alone
            elif person["emails"]:
                assert len(holders) == 1 and owner not in holders, person["name"]
        # Slack messages of a person with a profile e-mail are that person's (the mail address)
        maya = resolve(v, "maya.cohen@acme-robotics.example")
        sources = {
            r[0]
            for r in v.conn.execute(
                "SELECT DISTINCT i.source FROM item_identities ii JOIN identities d USING (identity_id) "
                "JOIN items i ON i.rowid = ii.item_rowid WHERE d.person_id = ? AND ii.role = 'author'",
                maya,
            )
        }
        assert {"mail", "chat"} <= sources
        # a Slack-only person (no profile e-mail) is their workspace user, author and participant alike
        jonas = resolve(v, "Jonas Wolkenstein")
        assert len(jonas) == 1
        kinds = {r[0] for r in v.conn.execute("SELECT kind FROM identities WHERE person_id = ?", jonas)}
        assert kinds == {"slack"}


def test_notes_without_an_author_are_the_owners(sample):
    with Vault.open(sample) as v:
        unowned = v.conn.execute(
            "SELECT count(*) FROM items i WHERE i.source = 'notes' AND i.author IS NULL AND i.valid_to IS NULL "
            "AND NOT EXISTS (SELECT 1 FROM item_identities ii JOIN identities d USING (identity_id) "
            "JOIN persons p ON p.person_id = d.person_id WHERE ii.item_rowid = i.rowid AND p.is_owner = 1 "
            "AND ii.role = 'author')"
        ).fetchone()[0]
        notes = v.conn.execute("SELECT count(*) FROM items WHERE source = 'notes'").fetchone()[0]
    assert notes > 20 and unowned == 0


def test_list_and_show_follow_the_contract_and_cite(sample, cli):
    people = cli_json(cli, "people", "list", "--home", sample.root)
    assert {"person_id", "name", "identities"} <= set(people[0])
    assert people[0]["name"] == "Dana Levi" and people[0]["owner"]
    # status counts people as the list does (issue [18]: status said 1,619, the list 1,618)
    everyone = cli_json(cli, "people", "list", "--all", "--home", sample.root)
    status = cli_json(cli, "status", "--home", sample.root)
    assert (status["people"], status["other_senders"]) == (len(people), len(everyone) - len(people))
    page = cli_json(cli, "people", "list", "--limit", "2", "--offset", "1", "--home", sample.root)
    assert page == people[1:3]
    code, out, _ = cli(*("people", "list", "--limit", "2", "--home", sample.root))
    assert code == 0 and out.rstrip().endswith(f"1-2 of {len(people)} people"), out[-200:]
    maya = next(p for p in people if p["name"] == "Maya Cohen")
    assert "maya.cohen@acme-robotics.example" in maya["identities"]
    shown = cli_json(cli, "people", "show", "maya.cohen@acme-robotics.example", "--home", sample.root)
    assert shown["person_id"] == maya["person_id"]
    assert {s["source"] for s in shown["sources"]} >= {"mail", "chat", "calendar"}
    assert shown["first_seen"]["timestamp"] < shown["last_seen"]["timestamp"]
    assert shown["first_seen"]["record_id"] and shown["last_seen"]["citation"]["display"].startswith("[")
    assert any(w["name"] == "Dana Levi" for w in shown["appears_with"])
    assert all(t["record_id"] for t in shown["threads"]) and shown["threads"]
    owner = cli_json(cli, "people", "show", "P" + str(people[0]["person_id"]), "--home", sample.root)
    live = {(f["predicate"], f["object"]) for f in owner["facts"] if f["valid_to"] is None}
    assert ("lives_in", "Berlin") in live and all(f["citation"]["display"] for f in owner["facts"])


def test_an_ambiguous_or_unknown_person_is_a_clear_error(sample):
    with Vault.open(sample) as v:
        with pytest.raises(QueryError, match="names 2 people"):
            profile.show(v, sample.settings().role("owner"), "Yossi Katz")
        with pytest.raises(QueryError, match="no person matches"):
            profile.show(v, sample.settings().role("owner"), "nobody-at-all@nowhere.example")


def test_suggest_proposes_the_same_name_and_merge_split_undo_each_other(sample, cli):
    role = sample.settings().role("owner")
    with Vault.open(sample) as v:
        work, personal = resolve(v, "yossi.katz@acme-robotics.example"), resolve(v, "yossi.k@gmail.example")
        found = suggest(v, role)
        pair = next(s for s in found if {s["a"]["person_id"], s["b"]["person_id"]} == {*work, *personal})
        assert "same name" in pair["reason"]
        audit_before = v.conn.execute("SELECT count(*) FROM audit_events").fetchone()[0]
    merged = cli_json(cli, "people", "merge", f"P{work[0]}", "yossi.k@gmail.example", "--home", sample.root)
    with Vault.open(sample) as v:
        assert resolve(v, "yossi.k@gmail.example") == work
        assert not any({s["a"]["person_id"], s["b"]["person_id"]} == {*work, *personal} for s in suggest(v, role))
        # the person filter now finds his mail from both addresses at once
        where, params = prefilter_sql(Filters.from_dict({"author": "yossi.k@gmail"}).resolved(v), role)
        authors = {
            r[0]
            for r in v.conn.execute(
                f"SELECT DISTINCT i.author FROM chunks c JOIN items i ON i.rowid = c.item_rowid WHERE {where}", params
            )
        }
        assert authors == {"Yossi Katz"}
        n_items = v.conn.execute(f"SELECT count(DISTINCT c.item_rowid) FROM chunks c WHERE {where}", params).fetchone()[
            0
        ]
        assert n_items > 11  # more than the personal address alone wrote
        edges = v.conn.execute("SELECT count(*) FROM graph_edges WHERE src = ?", (f"person:{personal[0]}",)).fetchone()
        assert edges[0] == 0  # the graph follows the merge
        assert graph_health(v) == {"edges_without_record": 0, "edges_without_node": 0}
        assert_graph_totals(v)
    undone = cli_json(cli, "people", "split", f"P{work[0]}", "--home", sample.root)
    assert undone["other_id"] == merged["other_id"] == personal[0]
    with Vault.open(sample) as v:
        assert resolve(v, "yossi.k@gmail.example") == personal
        kinds = [r[0] for r in v.conn.execute("SELECT kind FROM audit_events ORDER BY seq")][audit_before:]
        assert kinds == ["people.merge", "people.split"]
        assert v.conn.execute("SELECT count(*) FROM graph_edges WHERE src = ?", (f"person:{personal[0]}",)).fetchone()[
            0
        ]
        assert_graph_totals(v)


def test_a_split_identity_stays_apart_and_a_merge_brings_it_back(home, cli):
    init_home(home)
    set_owner(home, "Dana Levi", ["dana@home.example", "dana@work.example"])
    mail = {"source": "mail", "timestamp": "2026-03-01T10:00:00Z", "participants": ["Dana Levi <dana@work.example>"]}
    with Vault.open(home) as v:
        upsert_items(
            v, [CanonicalItem.from_dict({**mail, "external_id": "m1", "body": "hello", "author": "Dana Levi"})]
        )
        people_stage(v, home.settings())
        owner = resolve(v, "dana@home.example")
        assert resolve(v, "dana@work.example") == owner
    split = cli_json(
        cli, "people", "split", "dana@home.example", "--identity", "dana@work.example", "--home", home.root
    )
    with Vault.open(home) as v:
        people_stage(v, home.settings())  # [owner] still names the address: the split is kept
        assert resolve(v, "dana@work.example") == [split["other_id"]] != owner
    cli_json(cli, "people", "merge", "dana@home.example", f"P{split['other_id']}", "--home", home.root)
    with Vault.open(home) as v:
        assert resolve(v, "dana@work.example") == owner


def test_a_role_sees_people_only_through_records_it_may_see(home):
    init_home(home)
    base = {"source": "mail", "timestamp": "2026-03-01T10:00:00Z", "body": "x"}
    with Vault.open(home) as v:
        upsert_items(
            v,
            [
                CanonicalItem.from_dict(
                    {
                        **base,
                        "external_id": "a",
                        "author": "Open Person <open@x.example>",
                        "participants": ["Open Person <open@x.example>"],
                    }
                ),
                CanonicalItem.from_dict(
                    {
                        **base,
                        "external_id": "b",
                        "body": "y",
                        "sensitivity": 2,
                        "author": "Secret Doctor <doc@clinic.example>",
                        "participants": ["Secret Doctor <doc@clinic.example>"],
                    }
                ),
            ],
        )
        people_stage(v, home.settings())
        narrow = home.settings().role("assistant")
        assert {p["name"] for p in directory.list_people(v, narrow)} == {"Open Person"}
        assert {p["name"] for p in directory.list_people(v, home.settings().role("owner"))} >= {"Secret Doctor"}
        with pytest.raises(QueryError, match="no person matches"):
            profile.show(v, narrow, "doc@clinic.example")
        # a word both share (whole words only: "o" names nobody): the owner is asked which one; the
        # narrow role knows only one, and never learns from an error that the other exists
        with pytest.raises(QueryError, match=r"names [2-9] people \(.*Secret Doctor"):
            profile.show(v, home.settings().role("owner"), "example")
        assert profile.show(v, narrow, "example")["name"] == "Open Person"
        with pytest.raises(QueryError, match="no person matches"):
            profile.show(v, home.settings().role("owner"), "o")


@pytest.fixture(scope="module")
def locomo(tmp_path_factory):
    root = tmp_path_factory.mktemp("locomo-people")
    locomo_jsonl(root / "data")
    lines = (root / "data" / "items.jsonl").read_text().splitlines()
    convs = sorted({json.loads(x)["container"] for x in lines})[:2]
    (root / "two.jsonl").write_text("\n".join(x for x in lines if json.loads(x)["container"] in convs) + "\n")
    home = Home(root / "home")
    init_home(home)
    land(home, "jsonl", root / "two.jsonl", day="2023-12-31")
    with Vault.open(home) as v:
        sleep_without_vectors(v, home, "2023-12-31")
    return home, [json.loads(x) for x in lines if json.loads(x)["container"] in convs]


@needs_data("locomo/locomo-dev.json")
def test_locomo_person_filter_returns_only_that_speakers_turns(locomo):
    home, turns = locomo
    speaker = turns[0]["author"]
    expected = {t["external_id"] for t in turns if t["author"] == speaker}
    with Vault.open(home) as v:
        where, params = prefilter_sql(Filters.from_dict({"author": speaker}).resolved(v), home.settings().role("owner"))
        got = {
            r[0]
            for r in v.conn.execute(
                f"SELECT DISTINCT i.external_id FROM chunks c JOIN items i ON i.rowid = c.item_rowid WHERE {where}",
                params,
            )
        }
    assert got == expected and len(got) > 100


@needs_data("locomo/locomo-dev.json")
def test_locomo_graph_links_every_turn_to_its_session_and_conversation(locomo):
    home, turns = locomo
    with Vault.open(home) as v:
        for t in turns:
            record = v.conn.execute(
                "SELECT record_id FROM items WHERE external_id = ?", (t["external_id"],)
            ).fetchone()[0]
            links = dict(
                v.conn.execute(
                    "SELECT kind, dst FROM graph_edges WHERE src = ? AND kind IN ('in_thread', 'in_container')",
                    (f"item:{record}",),
                ).fetchall()
            )
            assert links == {
                "in_thread": f"thread:{t['thread_id']}",
                "in_container": f"container:chat/{t['container']}",
            }
            assert (
                v.conn.execute(
                    "SELECT count(*) FROM graph_edges WHERE src = ? AND dst = ? AND kind = 'thread_in'",
                    (f"thread:{t['thread_id']}", f"container:chat/{t['container']}"),
                ).fetchone()[0]
                == 1
            )
            author = v.conn.execute(
                "SELECT count(*) FROM graph_edges e JOIN graph_nodes n ON n.node_id = e.src "
                "WHERE e.dst = ? AND e.kind = 'authored' AND n.label = ?",
                (f"item:{record}", t["author"]),
            ).fetchone()[0]
            assert author == 1
        assert graph_health(v) == {"edges_without_record": 0, "edges_without_node": 0}


@needs_data("locomo/locomo-dev.json")
def test_the_graph_is_incremental_and_a_rerun_adds_nothing(locomo):
    home, _ = locomo
    with Vault.open(home) as v:
        before = v.conn.execute("SELECT count(*) FROM graph_edges").fetchone()[0]
        again = graph_stage(v, day="2023-12-31")
        assert again.counts["items"] == 0 and again.counts["edges_added"] == 0
        assert people_stage(v, home.settings()).counts["items"] == 0
        assert v.conn.execute("SELECT count(*) FROM graph_edges").fetchone()[0] == before
        assert again.counts["edges"] == before  # the running total is the views' count
        # stored: places and the links between them; nothing per item (an item's edges are views)
        assert v.conn.execute("SELECT count(*) FROM graph_links WHERE src LIKE 'item:%'").fetchone()[0] == 0
        assert v.conn.execute("SELECT count(*) FROM graph_places WHERE kind = 'item'").fetchone()[0] == 0


def assert_graph_totals(v) -> None:
    """The stage's metadata totals (running sums) equal what the graph views hold."""
    counts = graph_stage(v).counts
    assert counts["edges"] == v.conn.execute("SELECT count(*) FROM graph_edges").fetchone()[0]
    assert counts["nodes"] == v.conn.execute("SELECT count(*) FROM graph_nodes").fetchone()[0]


def test_a_signature_naming_the_signers_other_address_is_suggested_and_anothers_address_is_not(home):
    init_home(home)
    base = {"source": "mail", "timestamp": "2026-03-01T10:00:00Z"}
    with Vault.open(home) as v:
        upsert_items(
            v,
            [
                CanonicalItem.from_dict(
                    {
                        **base,
                        "external_id": "w",
                        "body": "Standup moved to 10.",
                        "author": "Y. Katz",
                        "participants": ["Y. Katz <yossi.katz@acme.example>"],
                    }
                ),
                CanonicalItem.from_dict(
                    {
                        **base,
                        "external_id": "p",
                        "author": "Yossi",
                        "participants": ["Yossi <yk1984@gmail.example>", "Dana <dana@home.example>"],
                        "body": "See you Friday!\n\n-- \nYossi Katz\nwork: yossi.katz@acme.example",
                    }
                ),
                CanonicalItem.from_dict(
                    {
                        **base,
                        "external_id": "q",
                        "author": "Dana",
                        "participants": ["Dana <dana@home.example>"],
                        "body": "Sure, I will cc Yossi.\n\nDana\nyossi.katz@acme.example",
                    }
                ),
            ],
        )
        people_stage(v, home.settings())
        found = suggest(v, home.settings().role("owner"))
    assert [(s["a"]["name"], s["b"]["name"], s["reason"]) for s in found] == [
        ("Y. Katz", "Yossi", "a signature names yossi.katz@acme.example")
    ]
    assert found[0]["record_id"]


def test_http_serves_people_under_the_tokens_role(sample):
    from fastapi.testclient import TestClient

    from hinet_pipeline.store.tokens import create_token
    from query_service.http import create_app
    from query_service.service import QueryService

    with Vault.open(sample) as v:
        owner, work = (create_token(v, r, sample.settings().roles) for r in ("owner", "work"))
    service = QueryService(sample)
    try:
        client = TestClient(create_app(service))
        as_owner = client.get("/v1/people", headers={"Authorization": f"Bearer {owner}"}).json()["people"]
        as_work = client.get("/v1/people", headers={"Authorization": f"Bearer {work}"}).json()["people"]
        assert as_owner[0]["name"] == "Dana Levi"
        # the work role sees no notes: the owner appears through fewer records
        assert next(p for p in as_work if p["owner"])["items"] < as_owner[0]["items"]
        r = client.get("/v1/people/maya.cohen@acme-robotics.example", headers={"Authorization": f"Bearer {work}"})
        assert r.status_code == 200 and r.json()["name"] == "Maya Cohen"
        assert {s["source"] for s in r.json()["sources"]} <= {"mail", "chat", "calendar", "code"}
        r = client.get("/v1/people/Yossi Katz", headers={"Authorization": f"Bearer {owner}"})
        assert r.status_code == 400 and "names 2 people" in r.json()["error"]
        assert client.get("/v1/people").status_code == 401
    finally:
        service.close()


def test_a_fact_links_to_its_one_person_never_to_everyone_sharing_a_display_name(home):
    """Three persons share the display "Dana Cohen" (three addresses, three people as far as the
    records tell). An address fact belongs to whoever holds the address; a name several persons
    share links none. (Enron's `e-mail <.jim@enron.com>` is no name at all: it states no fact.)"""
    init_home(home)
    base = {"source": "mail", "timestamp": "2026-03-01T10:00:00Z", "body": "see attached", "author": "Dana Cohen"}
    with Vault.open(home) as v:
        upsert_items(
            v,
            [
                CanonicalItem.from_dict(
                    {
                        **base,
                        "external_id": f"m{n}",
                        "participants": ["Boss <boss@x.example>", f"Dana Cohen <{who}@x.example>"],
                    }
                )
                for n, who in enumerate(["jim", "ann", "bob"])
            ],
        )
        sleep_without_vectors_on(v, home)
        edges = v.conn.execute(
            "SELECT f.object, e.src FROM graph_edges e JOIN facts f ON e.dst = 'fact:' || f.fact_id "
            "WHERE e.kind = 'has_fact' AND f.subject = 'Dana Cohen' AND f.predicate = 'email'"
        ).fetchall()
        holders = {obj: f"person:{resolve(v, obj)[0]}" for obj in ("jim@x.example", "ann@x.example", "bob@x.example")}
        assert sorted(edges) == sorted(holders.items())


def sleep_without_vectors_on(v: Vault, home: Home) -> None:
    people_stage(v, home.settings())
    facts_stage(v, home.settings())
    graph_stage(v)


def test_hinet_query_shows_the_facts_the_question_asks_about_above_the_hits(sample, cli):
    """Issue [18]: `hinet query "where do I live now?"` printed hits only, an unrelated one first."""
    code, out, err = cli("query", "where do I live now?", "--mode", "bm25", "--home", sample.root)
    assert code == 0, err
    facts = [line for line in out.splitlines() if line.lstrip().startswith("fact: ")]
    assert facts and facts[0].split("fact: ")[1].startswith("Dana Levi lives_in Berlin"), out[:1000]
    assert all("[" in line for line in facts)  # each cited
    code, out, _ = cli("query", "where do I live now?", "--mode", "bm25", "--json", "--home", sample.root)
    assert code == 0 and "facts" not in json.loads(out)  # the JSON contract is the search result's
