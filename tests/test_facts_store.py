"""Facts in a real vault: observations of live items consolidate into bi-temporal rows; a superseded
version's facts are retracted (kept, with retracted_at); re-runs change nothing; roles apply."""

from __future__ import annotations

import json
from datetime import datetime, timezone

from hinet_pipeline.memory.facts.consolidate import Observation
from hinet_pipeline.memory.facts.store import Found, read, record_observations, refresh
from hinet_pipeline.memory.people.identity import wrote
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.items import upsert_items
from hinet_pipeline.store.vault import Vault


def t(s: str) -> datetime:
    return datetime.fromisoformat(s).replace(tzinfo=timezone.utc)


def store_item(v, ext: str, body: str, when: str, *, sensitivity: int = 1, source: str = "mail"):
    item = CanonicalItem.from_dict(
        {"source": source, "external_id": ext, "body": body, "timestamp": when, "sensitivity": sensitivity}
    )
    upsert_items(v, [item])
    rowid = v.conn.execute("SELECT rowid FROM items WHERE record_id = ?", (item.record_id,)).fetchone()[0]
    return item, rowid


def observe(v, item, rowid, pred, obj, valid_from, **kw):
    o = Observation(
        "dana",
        pred,
        obj,
        t(valid_from),
        item.record_id,
        item.source,
        item.timestamp,
        kw.get("retract", False),
        item.sensitivity,
    )
    return record_observations(v, [Found(o, rowid, "test")])


def test_a_move_is_answered_as_of_either_side_and_the_history_keeps_both(home):
    with Vault.open(home) as v:
        a, ra = store_item(v, "m1", "I live in Tel Aviv", "2023-05-01T09:00:00Z")
        b, rb = store_item(v, "m2", "We moved to Berlin", "2026-04-02T09:00:00Z")
        keys = observe(v, a, ra, "lives_in", "Tel Aviv", "2023-05-01") | observe(
            v, b, rb, "lives_in", "Berlin", "2026-04-01"
        )
        assert refresh(v, keys) == {
            "facts_added": 2,
            "facts_retracted": 0,
            "pairs": 1,
            "facts_added_lives_in": 2,
            "facts_closed_lives_in": 1,  # Tel Aviv, closed by the move
        }
        assert [f["object"] for f in read(v, home.settings().roles["owner"])] == ["Berlin"]
        owner = home.settings().roles["owner"]
        assert [f["object"] for f in read(v, owner, as_of=t("2026-03-31"))] == ["Tel Aviv"]
        assert [f["record_id"] for f in read(v, owner, as_of=t("2026-04-01"))] == [b.record_id]
        history = read(v, owner, subject="dana", predicate="lives_in", history=True)
        assert [(f["object"], f["valid_to"]) for f in history] == [
            ("Tel Aviv", "2026-04-01T00:00:00+00:00"),
            ("Berlin", None),
        ]
        audit = v.conn.execute("SELECT count(*) FROM audit_events").fetchone()[0]
        assert refresh(v) == {"facts_added": 0, "facts_retracted": 0, "pairs": 1}  # idempotent
        assert v.conn.execute("SELECT count(*) FROM audit_events").fetchone()[0] == audit
        assert v.status()["facts"] == 1


def test_a_new_version_of_a_record_retracts_what_the_old_one_said(home):
    with Vault.open(home) as v:
        old, r_old = store_item(v, "note.md", "New job at Globex from May 1", "2026-04-10T09:00:00Z", source="notes")
        refresh(v, observe(v, old, r_old, "works_at", "Globex", "2026-05-01"))
        new, r_new = store_item(v, "note.md", "New job at Globex from June 1", "2026-04-20T09:00:00Z", source="notes")
        counts = refresh(v, observe(v, new, r_new, "works_at", "Globex", "2026-06-01"))
        assert counts == {
            "facts_added": 1,
            "facts_retracted": 1,
            "pairs": 1,
            "facts_added_works_at": 1,
            "facts_retracted_works_at": 1,
        }
        owner = home.settings().roles["owner"]
        assert [(f["valid_from"], f["record_id"]) for f in read(v, owner)] == [
            ("2026-06-01T00:00:00+00:00", new.record_id)
        ]
        kept = v.conn.execute(
            "SELECT record_id, retracted_at FROM facts WHERE record_id = ?", (old.record_id,)
        ).fetchall()
        assert len(kept) == 1 and kept[0][1] is not None  # retracted in transaction time, never deleted


def test_a_fact_from_a_private_record_is_invisible_to_a_lower_role(home):
    with Vault.open(home) as v:
        item, rowid = store_item(v, "dm-1", "my new number is 054-321-7788", "2026-02-01T09:00:00Z", sensitivity=2)
        refresh(v, observe(v, item, rowid, "phone", "+972543217788", "2026-02-01"))
        roles = home.settings().roles
        assert [f["object"] for f in read(v, roles["owner"])] == ["+972543217788"]
        assert read(v, roles["assistant"]) == [] and read(v, roles["work"], history=True) == []


def test_hinet_facts_cli_prints_the_design_shape_with_citations(home, cli):
    with Vault.open(home) as v:
        a, ra = store_item(v, "m1", "I live in Tel Aviv", "2023-05-01T09:00:00Z")
        b, rb = store_item(v, "m2", "We moved to Berlin", "2026-04-02T09:00:00Z")
        refresh(
            v,
            observe(v, a, ra, "lives_in", "Tel Aviv", "2023-05-01")
            | observe(v, b, rb, "lives_in", "Berlin", "2026-04-01"),
        )
    code, out, err = cli("facts", "--predicate", "lives_in", "--as-of", "2026-03-31", "--json", "--home", home.root)
    assert code == 0, err
    (fact,) = json.loads(out)
    assert set(fact) == {"subject", "predicate", "object", "valid_from", "valid_to", "record_id", "citation"}
    assert fact["object"] == "Tel Aviv" and fact["citation"]["external_id"] == "m1"
    assert fact["citation"]["display"].startswith("[Mail")
    code, out, _ = cli("facts", "--history", "--json", "--home", home.root)
    assert [f["object"] for f in json.loads(out)] == ["Tel Aviv", "Berlin"]
    code, out, err = cli("facts", "--predicate", "favourite_colour", "--home", home.root)
    assert code == 1 and "unknown predicate" in err and err.count("\n") == 1
    code, _, err = cli("facts", "--as-of", "soon", "--home", home.root)
    assert code == 1 and "as-of 'soon'" in err


def test_init_owner_flags_say_who_i_am(tmp_path, cli):
    root = tmp_path / "h"
    code, _, err = cli(
        "init", "--home", root, "--owner", "Dana Levi", "--owner-id", "dana@x.example", "--owner-id", "U1"
    )
    assert code == 0, err
    from hinet_pipeline.config import Home

    owner = Home(root).settings().owner
    assert (owner.name, owner.identifiers) == ("Dana Levi", ("dana@x.example", "U1"))
    assert wrote(owner, "mail", "Dana Levi <dana@x.example>") and not wrote(owner, "mail", "Noa <noa@y.example>")
    assert cli("init", "--home", root, "--owner", "D. Levi")[0] == 0  # edited later: replaced, still valid TOML
    assert Home(root).settings().owner.name == "D. Levi"


def test_personalize_puts_the_facts_first_and_http_serves_them_under_the_role(home):
    from fastapi.testclient import TestClient

    from hinet_pipeline.store.home_setup import set_owner
    from hinet_pipeline.store.tokens import create_token
    from query_service.http import create_app
    from query_service.service import QueryService

    set_owner(home, "dana")
    with Vault.open(home) as v:
        a, ra = store_item(v, "m1", "I live in Tel Aviv", "2023-05-01T09:00:00Z")
        b, rb = store_item(v, "m2", "We moved to Berlin", "2026-04-02T09:00:00Z", sensitivity=2)
        refresh(
            v,
            observe(v, a, ra, "lives_in", "Tel Aviv", "2023-05-01")
            | observe(v, b, rb, "lives_in", "Berlin", "2026-04-01"),
        )
        owner, assistant = (create_token(v, r, home.settings().roles) for r in ("owner", "assistant"))
    service = QueryService(home)
    try:
        out = service.personalize(
            [{"role": "user", "content": "Where do I live now?"}], service.role("owner")
        ).to_dict()
        assert [f["object"] for f in out["facts"]] == ["Berlin"]
        system = out["messages"][0]["content"]
        assert system.index("Facts:\n- dana lives_in Berlin (since 2026-04-01)") < system.index("Memory:")
        past = service.personalize(
            [{"role": "user", "content": "Where did I live in 2024?"}], service.role("owner")
        ).to_dict()
        assert [f["object"] for f in past["facts"]] == ["Tel Aviv"]  # as of the time the question asks about
        hidden = service.personalize(
            [{"role": "user", "content": "Where do I live now?"}], service.role("assistant")
        ).to_dict()
        # a private record's fact is not the assistant's, nor does it end what the assistant sees
        assert [(f["object"], f["valid_to"]) for f in hidden["facts"]] == [("Tel Aviv", None)]
        assert "Berlin" not in hidden["messages"][0]["content"]
        client = TestClient(create_app(service))
        r = client.get(
            "/v1/facts",
            params={"predicate": "lives_in", "history": "true"},
            headers={"Authorization": f"Bearer {owner}"},
        )
        assert r.status_code == 200 and [f["object"] for f in r.json()] == ["Tel Aviv", "Berlin"]
        r = client.get("/v1/facts", params={"history": "true"}, headers={"Authorization": f"Bearer {assistant}"})
        assert r.status_code == 200 and [f["object"] for f in r.json()] == ["Tel Aviv"]
        r = client.get("/v1/facts", params={"as_of": "soon"}, headers={"Authorization": f"Bearer {owner}"})
        assert r.status_code == 400 and "soon" in r.json()["error"]
        assert client.get("/v1/facts").status_code == 401
    finally:
        service.close()


def test_a_number_kept_from_an_older_signature_beside_a_new_one_is_consistent(home):
    """Real mail (a US home, 750 Enron messages): Lucy Ortiz signed on 13 Nov with her office and
    mobile numbers, on 20 Nov with the same office number and a new mobile. The office number holds
    from the first mail (the second supports it), the new mobile from the second: two live values
    from two records, both said by the latest one. The facts check counted that as a conflict and
    failed the whole sleep; a live value no latest statement gave still fails it."""
    from hinet_pipeline.memory.facts.stage import facts_health

    with Vault.open(home) as v:
        a, ra = store_item(v, "sig-1", "Lucy\noffice 713-853-3238\ncell 281-578-3749", "2001-11-13T18:25:59Z")
        b, rb = store_item(v, "sig-2", "Lucy\noffice 713-853-3238\ncell 281-782-6397", "2001-11-20T13:53:18Z")
        keys = set()
        for item, rowid, numbers, day in (
            (a, ra, ("+17138533238", "+12815783749"), "2001-11-13"),
            (b, rb, ("+17138533238", "+12817826397"), "2001-11-20"),
        ):
            for number in numbers:
                keys |= observe(v, item, rowid, "phone", number, day)
        refresh(v, keys)
        owner = home.settings().roles["owner"]
        live = {(f["object"], f["record_id"]) for f in read(v, owner, subject="dana", predicate="phone")}
        assert live == {("+17138533238", a.record_id), ("+12817826397", b.record_id)}
        assert facts_health(v) == {"facts_without_record": 0, "double_live_values": 0}
        # a live value from a third record that neither opened nor repeated the latest ones: a conflict
        c, rc = store_item(v, "sig-3", "Lucy, cell 281-000-0000", "2001-11-25T09:00:00Z")
        with v.transaction() as cur:
            cur.execute(
                "INSERT INTO facts(subject, predicate, object, valid_from, valid_to, record_id, closed_by, support, "
                "source, sensitivity, recorded_at) VALUES ('dana', 'phone', '+12810000000', "
                "'2001-11-25T00:00:00+00:00', NULL, ?, NULL, '[]', 'mail', 1, '2026-12-02T00:00:00+00:00')",
                (c.record_id,),
            )
        assert facts_health(v)["double_live_values"] == 1
