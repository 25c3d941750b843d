"""Hostile and unlucky input (issue [10], item 1): one bad record never sinks its export. Each
case ran as a traceback with rc 1 and nothing landed before; now the rest lands and the bad record
is quarantined with a one-line reason."""

from __future__ import annotations

import json

import pytest

from .conftest import cli_json

OK = {"source": "chat", "external_id": "ok", "body": "a fine record", "timestamp": "2026-01-01T00:00:00Z"}


def land(cli, home, connector, path):
    out = cli_json(cli, "land", connector, path, "--day", "2026-01-02", "--home", home.root)
    shown = cli_json(cli, "quarantine", "list", "--home", home.root)
    return out, shown


@pytest.mark.parametrize(
    "bad, reason",
    [
        ("[" * 100_000, "nested too deeply"),
        (
            '{"source": "chat", "external_id": "s", "body": "bad \\ud800 x", "timestamp": "2026-01-01T00:00:00Z"}',
            "unpaired surrogate (U+D800)",
        ),
        ('{"source": "chat", "external_id": "t", "body": "x", "timestamp": "' + "9" * 1_000_000 + '"}', "timestamp"),
    ],
    ids=["deep-json", "lone-surrogate", "huge-timestamp"],
)
def test_a_bad_jsonl_line_is_quarantined_and_the_rest_lands(cli, home, tmp_path, bad, reason):
    path = tmp_path / "items.jsonl"
    path.write_text(bad + "\n" + json.dumps(OK) + "\n", encoding="utf-8")
    out, shown = land(cli, home, "jsonl", path)
    assert out["landed"] == 1 and out["quarantined"] == 1
    assert reason in shown[0]["reason"] and len(shown[0]["reason"]) < 300


def slack_export(root, messages, users=None):
    (root / "general").mkdir(parents=True)
    (root / "users.json").write_text(json.dumps(users or [{"id": "U1", "real_name": "Dana"}]))
    (root / "channels.json").write_text(json.dumps([{"id": "C1", "name": "general"}]))
    (root / "general" / "2026-01-01.json").write_text(json.dumps(messages))


@pytest.mark.parametrize(
    "bad",
    [
        {"ts": "1767225600.000100", "user": ["U1", "U2"], "text": "hi"},
        {"ts": "1767225600.000200", "user": "U1", "text": 5},
    ],
    ids=["user-is-a-list", "text-is-a-number"],
)
def test_a_slack_message_of_the_wrong_shape_is_quarantined_and_the_rest_lands(cli, home, tmp_path, bad):
    good = {"ts": "1767225600.000300", "user": "U1", "text": "good morning"}
    slack_export(tmp_path / "export", [bad, good])
    out, shown = land(cli, home, "slack", tmp_path / "export")
    assert out["landed"] == 1 and out["quarantined"] == 1
    assert "unreadable message" in shown[0]["reason"] and shown[0]["position"] == "message 1"


def test_a_deeply_nested_slack_day_file_is_quarantined_and_the_other_days_land(cli, home, tmp_path):
    slack_export(tmp_path / "export", [{"ts": "1767225600.000300", "user": "U1", "text": "good morning"}])
    (tmp_path / "export" / "general" / "2026-01-02.json").write_text("[" * 100_000)
    out, shown = land(cli, home, "slack", tmp_path / "export")
    assert out["landed"] == 1 and out["quarantined"] == 1
    assert "nested too deeply" in shown[0]["reason"]


@pytest.fixture
def client(home):
    from fastapi.testclient import TestClient

    from hinet_pipeline.store.tokens import create_token
    from hinet_pipeline.store.vault import Vault
    from query_service.http import create_app
    from query_service.service import QueryService

    with Vault.open(home) as v:
        token = create_token(v, "owner", home.settings().roles)
    service = QueryService(home)
    yield TestClient(create_app(service), raise_server_exceptions=False), {"Authorization": f"Bearer {token}"}
    service.close()


def test_http_refuses_oversized_and_unauthenticated_bodies_without_reading_or_echoing_them(client):
    c, auth = client
    huge = {"query": "x" * (2 << 20)}
    r = c.post("/v1/search", json=huge, headers=auth)
    assert r.status_code == 413 and len(r.content) < 300
    r = c.post("/v1/search", json=huge)  # no token: refused first, whatever the body
    assert r.status_code == 401 and len(r.content) < 300
    many = {"messages": [{"role": "user", "content": "hi"}] * 100_000}
    r = c.post("/v1/personalize", json=many, headers=auth)
    assert r.status_code == 413  # 100,000 messages are over the size limit
    r = c.post("/v1/personalize", json={"messages": [{"role": "user", "content": "hi"}] * 500}, headers=auth)
    assert r.status_code == 422 and "messages" in r.json()["error"] and len(r.content) < 500
    secret = "my-secret-diagnosis-" * 100
    r = c.post("/v1/search", json={"query": secret, "k": "many"}, headers=auth)
    assert r.status_code == 422 and "my-secret" not in r.text  # names the field, never echoes the input


@pytest.mark.parametrize(
    "path, body",
    [
        (
            "/v1/personalize",
            {"messages": [{"role": "user", "content": "hi"}], "filters": {"account": True, "sources": -1}},
        ),
        ("/v1/search", {"query": "hi", "filters": {"source": 5}}),
        ("/v1/search", {"query": "hi", "filters": {"since": "soon"}}),
        ("/v1/search", {"query": "hi", "filters": ["source"]}),
    ],
)
def test_http_bad_filters_are_400_with_a_reason_never_500(client, path, body):
    c, auth = client
    r = c.post(path, json=body, headers=auth)
    assert r.status_code in (400, 422) and r.json()["error"]


@pytest.mark.parametrize("connector", ["notes", "eml", "maildir", "ics", "slack"])
def test_a_symlink_out_of_the_export_is_not_followed_and_its_target_never_stored(cli, home, tmp_path, connector):
    secret = tmp_path / "outside" / "id_rsa"
    secret.parent.mkdir()
    secret.write_text("-----BEGIN PRIVATE KEY----- top secret")
    export = tmp_path / "export"
    if connector == "slack":
        slack_export(export, [{"ts": "1767225600.000300", "user": "U1", "text": "good morning"}])
        link = export / "general" / "2026-01-02.json"
    else:
        inner = {"maildir": export / "cur", "notes": export, "eml": export, "ics": export}[connector]
        inner.mkdir(parents=True)
        good = {
            "notes": ("ok.md", "# A note\nfine"),
            "eml": ("ok.eml", "From: a@x.example\nSubject: hi\nDate: Thu, 1 Jan 2026 10:00:00 +0000\n\nfine\n"),
            "maildir": ("1.x", "From: a@x.example\nSubject: hi\nDate: Thu, 1 Jan 2026 10:00:00 +0000\n\nfine\n"),
            "ics": ("ok.ics", ICS_ONE),
        }[connector]
        (inner / good[0]).write_text(good[1])
        link = inner / ("secret" + {"notes": ".md", "eml": ".eml", "maildir": "", "ics": ".ics"}[connector])
    link.symlink_to(secret)
    out, shown = land(cli, home, connector, export)
    assert out["landed"] == 1 and out["quarantined"] == 1
    assert "symbolic link" in shown[0]["reason"]
    code, text, _ = cli("quarantine", "show", str(shown[0]["id"]), "--home", home.root)
    assert "top secret" not in text


ICS_ONE = """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:one@x.example
SUMMARY:Standup
DTSTART:20260105T093000Z
DTEND:20260105T094500Z
END:VEVENT
END:VCALENDAR
"""


def test_http_a_trickled_body_gets_408_and_holds_up_no_one(home):
    """A client that sends its headers and part of its body, then stops: the real server answers
    408 after query_service.http.BODY_SECONDS and closes; other clients are served meanwhile."""
    import socket
    import time
    from urllib.parse import urlsplit

    import httpx

    from hinet_pipeline.store.tokens import create_token
    from hinet_pipeline.store.vault import Vault
    from query_service.http import BODY_SECONDS

    from .conftest import served

    with Vault.open(home) as v:
        token = create_token(v, "owner", home.settings().roles)
    with served(home) as base:
        url = urlsplit(base)
        slow = socket.create_connection((url.hostname, url.port), timeout=BODY_SECONDS + 20)
        body = json.dumps({"query": "anything at all"}).encode()
        slow.sendall(
            b"POST /v1/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + f"Authorization: Bearer {token}\r\nContent-Length: {len(body)}\r\n\r\n".encode()
            + body[:5]
        )
        started = time.monotonic()
        assert httpx.get(f"{base}/healthz", timeout=5).json() == {"ok": True}  # not held up
        answer = b""
        while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
            part = slow.recv(4096)
            if not part:
                break
            answer += part
        waited = time.monotonic() - started
        slow.close()
    assert answer.startswith(b"HTTP/1.1 408"), answer[:200]
    assert b"did not arrive within" in answer
    assert BODY_SECONDS - 2 <= waited <= BODY_SECONDS + 10
