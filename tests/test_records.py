import json
from datetime import timezone

import pytest

from hinet_pipeline.errors import InvalidItemError
from hinet_pipeline.records import CanonicalItem

BASE = {
    "source": "chat",
    "external_id": "eng/1710400000.0001",
    "body": "Deploy is green",
    "timestamp": "2026-03-14T09:30:00+02:00",
    "account": "Acme",
    "container": "#eng",
    "author": "Dana",
    "participants": ["Dana", "Yossi"],
    "app": "Slack",
}


def test_content_hash_is_stable_and_order_independent():
    a = CanonicalItem.from_dict(BASE)
    b = CanonicalItem.from_dict(dict(reversed(list(BASE.items()))))
    assert a.content_hash == b.content_hash
    assert len(a.content_hash) == 64 and a.record_id.startswith("r")
    # golden values: a change in the hash function or the canonical encoding would re-version every vault
    assert a.content_hash == "b0a5d357791f07a23665d8ee271e59c25cf20b93d32614104cc2487c074c10f8"
    full = CanonicalItem.from_dict(
        {
            "source": "mail",
            "external_id": "<m1@x>",
            "body": "Hello Dana\nשלום",
            "timestamp": "2026-01-01T09:30:00Z",
            "account": "dana@example.com",
            "container": "INBOX",
            "thread_id": "t1",
            "author": "Maya <maya@x>",
            "participants": ["dana@example.com", "maya@x"],
            "title": "Hi",
            "url": "https://x/1",
            "sensitivity": 2,
            "lang": "en",
        }
    )
    assert full.content_hash == "c7002e717e6643c6816886a14523fd0bab6a1b3d807a30500c89dd6f2419d02c"
    assert full.record_id == "r" + full.content_hash[:24]
    assert (
        CanonicalItem.from_dict(
            {"source": "notes", "external_id": "a.md", "body": "x", "timestamp": "2026-01-01T00:00:00Z"}
        ).content_hash
        == CanonicalItem.from_dict(
            {"source": "notes", "external_id": "a.md", "body": "x", "timestamp": "2026-01-01T00:00:00+00:00"}
        ).content_hash
    )


def test_changed_content_changes_hash_but_not_identity():
    a = CanonicalItem.from_dict(BASE)
    b = CanonicalItem.from_dict({**BASE, "body": "Deploy is red"})
    assert a.content_hash != b.content_hash
    assert a.identity_key == b.identity_key


def test_crlf_and_nfc_normalised():
    a = CanonicalItem.from_dict({**BASE, "body": "line1\r\nline2 cafe\u0301"})
    assert a.body == "line1\nline2 caf\u00e9"


def test_display_slack_example():
    item = CanonicalItem.from_dict(BASE)
    assert item.origin.display() == "[Slack › Acme › #eng › from Dana › 2026-03-14]"


def test_display_locomo_style_thread_label():
    item = CanonicalItem.from_dict(
        {
            "source": "chat",
            "external_id": "conv-26:D3:1",
            "body": "hi",
            "timestamp": "2023-05-08T13:56:00+00:00",
            "container": "conv-26",
            "thread_id": "conv-26:session_3",
            "author": "Caroline",
        }
    )
    assert item.origin.display() == "[Chat › conv-26 › session 3 › from Caroline › 2023-05-08]"


def test_display_hides_machine_thread_ids_and_uses_subject():
    item = CanonicalItem.from_dict(
        {
            "source": "mail",
            "external_id": "abc@x.example",
            "body": "b",
            "timestamp": "2026-02-01T10:00:00",
            "account": "dana@x.example",
            "thread_id": "<abc@x.example>",
            "author": "Yossi Katz",
        }
    )
    assert item.origin.display() == "[Mail › dana@x.example › from Yossi Katz › 2026-02-01]"
    titled = CanonicalItem.from_dict({**item.to_dict(), "title": "Re: Heron demo"})
    assert "Re: Heron demo" in titled.origin.display()


def test_naive_timestamp_is_utc():
    item = CanonicalItem.from_dict({**BASE, "timestamp": "2026-03-14T09:30:00"})
    assert item.timestamp.tzinfo == timezone.utc


@pytest.mark.parametrize(
    "bad, reason",
    [
        ({"body": "x", "timestamp": "2026-01-01", "source": "chat"}, "external_id"),
        ({**BASE, "timestamp": "yesterday"}, "ISO 8601"),
        ({**BASE, "sensitivity": 7}, "sensitivity"),
        ({**BASE, "participants": "Dana"}, "participants"),
        ({**BASE, "body": 42}, "body"),
        ({**BASE, "body": "bin\x00ary"}, "NUL"),
        (["not", "an", "object"], "JSON object"),
    ],
)
def test_invalid_items_name_the_problem(bad, reason):
    with pytest.raises(InvalidItemError, match=reason):
        CanonicalItem.from_dict(bad)


def test_landed_records_rebuild_to_the_same_item():
    raw = {
        "source": " Chat ",
        "external_id": "x/1",
        "timestamp": "2026-03-14T09:30:00Z",
        "body": "e\u0301 ok\r\n",
        "participants": ["Dana", "Dana", " Yossi "],
        "title": "",
        "sensitivity": 2,
        "url": "file:///a",
    }
    item = CanonicalItem.from_dict(raw)
    stored = {**item.to_dict(), "content_hash": item.content_hash}
    again = CanonicalItem.from_landed(json.loads(json.dumps(stored)))
    assert again == item and again.content_hash == item.content_hash
    plain = CanonicalItem.from_landed(item.to_dict())  # a batch written before hashes were stored
    assert plain == item and plain.content_hash == item.content_hash


def test_body_hash_of_a_long_body_is_the_folded_text_hash_fed_in_pieces():
    """body_hash is sha256 of the case- and whitespace-folded text; a long body is fed a megabyte at a
    time, cut only at whitespace (no list of every word of a 100 MB message): the same hash."""
    import hashlib
    import random

    from hinet_pipeline.records import CanonicalItem

    rng = random.Random(7)
    alphabet = list("abcXYZßİﬁ") + [" ", "\n", "\t", "\u00a0", "\u3000", "  "]
    bodies = ["x" * ((1 << 20) + 9), " " * ((1 << 20) + 3) + "Tail", "One\u00a0two\nTHREE"]
    bodies += ["".join(rng.choice(alphabet) for _ in range((1 << 20) + rng.randint(-50, 5000))) for _ in range(3)]
    for body in bodies:
        item = CanonicalItem.from_dict(
            {"source": "notes", "external_id": "n", "timestamp": "2026-01-01T00:00:00Z", "body": body}
        )
        assert item.body_hash == hashlib.sha256(" ".join(body.casefold().split()).encode("utf-8")).hexdigest()


def test_origin_fields_are_declared_once_and_the_items_columns_derive_from_them(home):
    from hinet_pipeline.records import ITEM_FIELDS, ORIGIN_FIELDS, Origin
    from hinet_pipeline.store.items import INSERTED_COLUMNS, get_item, get_origins, upsert_items
    from hinet_pipeline.store.vault import Vault

    assert ITEM_FIELDS[: len(ORIGIN_FIELDS)] == ORIGIN_FIELDS  # an item is its Origin plus its content
    assert not set(CanonicalItem.__annotations__) & set(ORIGIN_FIELDS)  # none of them declared twice
    item = CanonicalItem.from_dict(
        {**BASE, "thread_id": "t1", "title": "Deploy", "url": "https://x.example/1", "lang": "en", "signals": ["bulk"]}
    )
    with Vault.open(home) as v:
        assert set(INSERTED_COLUMNS) <= {r[1] for r in v.conn.execute("PRAGMA table_info(items)")}
        upsert_items(v, [item])
        stored = get_item(v, item.record_id)
        origins = get_origins(v, [item.record_id, "r-none"])
    assert stored == item and stored.signals == ("bulk",) and stored.lang == "en"  # every field round-trips
    assert origins == {item.record_id: item.origin} and type(item.origin) is Origin
    assert (
        origins[item.record_id].display() == item.display() == "[Slack › Acme › #eng › Deploy › from Dana › 2026-03-14]"
    )
