"""The OpenAI-compatible chat seam of `hinet serve`, against a real upstream: `mlx_lm.server` on a
tiny random Qwen3 built here, on loopback. What the upstream received is read from its own debug
log of each request body."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from contextlib import contextmanager

import httpx
import pytest

from hinet_pipeline.errors import ConfigError
from hinet_pipeline.store.citations import CITATION_KEYS
from hinet_pipeline.store.tokens import create_token
from hinet_pipeline.store.vault import Vault

from .conftest import error_message, served, stop_process
from .tiny_models import build_tiny_qwen3

QUESTION = "when is my flight to Berlin?"


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def upstream(tmp_path_factory):
    """A real mlx_lm.server (CPU) on a tiny Qwen3; yields (base URL, its log file)."""
    root = tmp_path_factory.mktemp("upstream")
    model = build_tiny_qwen3(root / "qwen3")
    port, log = _port(), root / "server.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "mlx_lm.server", "--model", str(model), "--host", "127.0.0.1"]
            + ["--port", str(port), "--log-level", "DEBUG"],
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, "HF_HUB_OFFLINE": "1"},
            start_new_session=True,
        )
    base = f"http://127.0.0.1:{port}/v1"
    try:
        for _ in range(240):
            assert proc.poll() is None, log.read_text()[-2000:]
            try:
                if httpx.get(f"{base}/models", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.5)
        yield base, log
    finally:
        stop_process(proc)  # mlx_lm.server may ignore SIGTERM: SIGKILL after 10 s


def _received(log) -> list[dict]:
    """Every request body mlx_lm.server logged, in order."""
    text, out, marker = log.read_text(encoding="utf-8", errors="replace"), [], "Incoming Request Body: "
    at = text.find(marker)
    while at >= 0:
        body, end = json.JSONDecoder().raw_decode(text, at + len(marker))
        out.append(body)
        at = text.find(marker, end)
    return out


@contextmanager
def chat_config(home, section: str):
    saved = home.config_path.read_text()
    assert "\n[chat]\n" in saved, "config.toml has a [chat] table to fill in"
    home.config_path.write_text(saved.replace("\n[chat]\n", "\n[chat]\n" + section, 1))
    try:
        yield
    finally:
        home.config_path.write_text(saved)


@pytest.fixture(scope="module")
def tokens(corpus_home):
    with Vault.open(corpus_home) as v:
        roles = corpus_home.settings().roles
        return {r: create_token(v, r, roles) for r in ("owner", "family")}


def _ask(base, token, *, stream=False, **extra):
    return httpx.post(
        f"{base}/v1/chat/completions",
        json={"model": "whatever-the-ui-sends", "messages": [{"role": "user", "content": QUESTION}], "max_tokens": 12}
        | ({"stream": True} if stream else {})
        | extra,
        headers={"Authorization": f"Bearer {token}"},
        timeout=120,
    )


def test_without_an_upstream_the_seam_says_what_to_configure(corpus_home, tokens):
    with served(corpus_home) as base:
        assert httpx.post(f"{base}/v1/chat/completions", json={"messages": []}).status_code == 401
        r = _ask(base, tokens["owner"])
        assert r.status_code == 503 and "[chat] upstream" in error_message(r)
        assert str(corpus_home.config_path) in error_message(r) and r.json()["error"]["type"] == "api_error"
        models = httpx.get(f"{base}/v1/models", headers={"Authorization": f"Bearer {tokens['owner']}"})
        assert models.status_code == 503 and "[chat] upstream" in error_message(models)
        unauthorised = httpx.post(f"{base}/v1/chat/completions", json={"messages": []})
        assert error_message(unauthorised) and unauthorised.json()["error"]["type"] == "authentication_error"


def test_an_unreachable_upstream_is_a_clear_502(corpus_home, tokens):
    with chat_config(corpus_home, f'upstream = "http://127.0.0.1:{_port()}/v1"\n'), served(corpus_home) as base:
        r = _ask(base, tokens["owner"])
        assert r.status_code == 502 and "cannot reach the chat upstream" in error_message(r)


def test_chat_goes_through_mlx_lm_server_with_cited_memory(corpus_home, tokens, upstream):
    url, log = upstream
    with chat_config(corpus_home, f'upstream = "{url}"\nmodel = "default_model"\n'), served(corpus_home) as base:
        owner = {"Authorization": f"Bearer {tokens['owner']}"}
        expected = httpx.post(
            f"{base}/v1/personalize",
            json={"messages": [{"role": "user", "content": QUESTION}]},
            headers=owner,
            timeout=60,
        ).json()
        assert expected["sources"]["citations"], "the sample corpus answers the question"

        # a plain completion: the upstream got the cited memory, the client gets the sources back
        before = len(_received(log))
        r = _ask(base, tokens["owner"])
        assert r.status_code == 200, r.text
        answer = r.json()
        got = _received(log)[before:]
        assert len(got) == 1
        sent = got[0]
        assert sent["model"] == "default_model", "config's model replaces the client's"
        assert sent["max_tokens"] == 12, "the client's other fields go upstream unchanged"
        system, user = sent["messages"][0], sent["messages"][-1]
        assert system["role"] == "system" and user == {"role": "user", "content": QUESTION}
        assert system["content"] == expected["messages"][0]["content"], "the same cited memory as personalize()"
        first = expected["contexts"][0]["text"]
        assert f"[1] {first}" in system["content"]
        assert tokens["owner"] not in json.dumps(sent), "the HiNet token never goes upstream"
        hinet = answer["hinet"]
        assert hinet["citations"] == expected["sources"]["citations"]
        assert all(list(c) == ["n", *CITATION_KEYS] for c in hinet["citations"])  # the one citation shape
        assert hinet["memory_ids"] == expected["sources"]["memory_ids"]
        content = answer["choices"][0]["message"]["content"]
        tail = content[content.index("\n\nSources:\n") :]
        for c in hinet["citations"]:
            assert f"[{c['n']}] " in tail and c["display"] in tail
        rid = hinet["memory_ids"][0]
        assert httpx.get(f"{base}/v1/records/{rid}", headers=owner, timeout=30).json()["record_id"] == rid

        # streaming: the upstream's chunks pass through, then one chunk with the sources, then [DONE]
        before = len(_received(log))
        events = []
        with httpx.stream(
            "POST",
            f"{base}/v1/chat/completions",
            json={"messages": [{"role": "user", "content": QUESTION}], "max_tokens": 12, "stream": True},
            headers=owner,
            timeout=120,
        ) as s:
            assert s.status_code == 200 and s.headers["content-type"].startswith("text/event-stream")
            events = [line[5:].strip() for line in s.iter_lines() if line.startswith("data:")]
        assert events[-1] == "[DONE]" and events.count("[DONE]") == 1
        chunks = [json.loads(e) for e in events[:-1]]
        assert len(chunks) >= 3, "the upstream's own chunks, not one rewritten answer"
        assert all(c["object"] == "chat.completion.chunk" for c in chunks)
        assert chunks[-1]["hinet"]["citations"] == expected["sources"]["citations"]
        text = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks if c["choices"])
        assert "\n\nSources:\n[1] " in text
        assert _received(log)[before:][0]["stream"] is True

        # a ceiling-1, chat-only role: nothing above its reach goes upstream
        family_view = httpx.post(
            f"{base}/v1/search", json={"query": QUESTION, "k": 20}, headers=owner, timeout=60
        ).json()
        private = [
            httpx.get(f"{base}/v1/records/{h['record_id']}", headers=owner, timeout=30).json()["body"][:60]
            for h in family_view["hits"]
            if h["citation"]["source"] != "chat"
        ]
        assert private, "the owner sees mail about the flight"
        before = len(_received(log))
        fam = _ask(base, tokens["family"])
        assert fam.status_code == 200
        sent = json.dumps(_received(log)[before:])
        leaked = [p for p in private if json.dumps(p)[1:-1] in sent]
        assert not leaked, f"{len(leaked)} of {len(private)} records above the role's reach went upstream"
        cited = fam.json()["hinet"]["memory_ids"]
        assert cited, "the role's own chat still answers"
        for rid in cited:
            assert httpx.get(f"{base}/v1/records/{rid}", headers=owner, timeout=30).json()["source"] == "chat"


def test_chat_config_is_checked(home):
    home.config_path.write_text('[chat]\nupstream = "http://10.9.8.7:8080/v1"\n')
    with pytest.raises(ConfigError, match="allow_remote"):
        home.settings()
    home.config_path.write_text('[chat]\nupstream = "http://10.9.8.7:8080/v1"\nallow_remote = true\n')
    assert home.settings().chat.upstream == "http://10.9.8.7:8080/v1"
    for bad, key in (('upstream = "127.0.0.1:8080"', "chat.upstream"), ('timeout_s = "long"', "chat.timeout_s")):
        home.config_path.write_text(f"[chat]\n{bad}\n")
        with pytest.raises(ConfigError, match=key):
            home.settings()
    home.config_path.write_text("")
    assert home.settings().chat.upstream is None
