"""Errors a user can cause get one clear line (or, in a batch, one error object) and the rest goes on."""
from __future__ import annotations

import json

from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.vault import Vault


def test_dense_mode_without_vectors_says_so(home, cli):
    with Vault.open(home) as v:
        v.upsert_items([CanonicalItem.from_dict({"source": "notes", "external_id": "n1", "body": "hello",
                                                 "timestamp": "2026-01-01T00:00:00Z"})])
    code, out, err = cli("query", "hello", "--mode", "dense", "--home", home.root)
    assert code == 1 and out == "" and err.count("\n") == 1
    assert "no vectors yet" in err and "hinet sleep" in err


def test_a_bad_batch_line_is_an_error_object_and_the_rest_go_on(home, cli, tmp_path):
    batch = tmp_path / "q.jsonl"
    batch.write_text("\n".join([json.dumps({"id": "a", "query": "hello"}), "{broken",
                                json.dumps({"id": "c", "k": 3}), json.dumps(["not", "an", "object"]),
                                json.dumps({"id": "e", "query": "hello", "k": "many"}),
                                json.dumps({"id": "f", "query": "hello"})]) + "\n", encoding="utf-8")
    code, out, err = cli("query", "--batch", batch, "--mode", "bm25", "--json", "--home", home.root)
    assert code == 0, err
    lines = [json.loads(x) for x in out.splitlines()]
    assert [x.get("id") for x in lines] == ["a", None, "c", None, "e", "f"]
    assert [("error" in x) for x in lines] == [False, True, True, True, True, False]
    assert lines[1]["error"].startswith("line 2: ") and lines[2]["error"].startswith("line 3: ")
