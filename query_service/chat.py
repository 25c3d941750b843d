"""The OpenAI-compatible chat seam: ``POST /v1/chat/completions`` on `hinet serve`.

A chat client (any UI that speaks the OpenAI chat API) sends its usual request with a HiNet token
as its API key. The seam runs ``personalize()`` on the messages for the token's role, puts the
cited memory (and the live facts the question is about) in the system message, and forwards the
request to the OpenAI-compatible server named by ``[chat] upstream`` in config.toml
(``mlx_lm.server``, a llama.cpp server, ...). Streaming is passed through chunk by chunk.

The answer comes back as the upstream wrote it, plus the sources twice: as numbered references
after the answer's text (the numbers the memory excerpts carry in the prompt, which the model was
asked to cite as [n]) and in a ``hinet`` field that clients ignore safely. Nothing of the
conversation is logged; the client's HiNet token never goes upstream.
"""

from __future__ import annotations

import json
import logging
import os
import re
import time
from typing import Any, AsyncIterator

import httpx
from fastapi import FastAPI, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field

from hinet_pipeline.config import Chat, Role

from .service import QueryService

log = logging.getLogger(__name__)

MAX_UPSTREAM_ERROR = 300  # characters of an upstream's error body passed back
_CITED = re.compile(r"\[(\d{1,3})\]")


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="allow")  # tool calls, names, ... go upstream unchanged

    role: str = Field(..., max_length=32)
    content: str | list[dict[str, Any]] | None = None


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="allow")  # temperature, max_tokens, tools, ... go upstream unchanged

    messages: list[ChatMessage] = Field(..., min_length=1, max_length=200)
    model: str | None = None
    stream: bool = False


def text_of(content: str | list | None) -> str:
    """The text of a message's content: a string, or the text parts of a list of parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(p["text"] for p in content if p.get("type") == "text" and isinstance(p.get("text"), str))
    return ""


def augment(service: QueryService, request: ChatRequest, role: Role, chat: Chat) -> tuple[dict, dict]:
    """The request to send upstream (memory in its system message) and the ``hinet`` field, both
    read off one personalize() result."""
    texts = [{"role": m.role, "content": text_of(m.content)} for m in request.messages]
    out = service.personalize(texts, role, k=chat.k)
    memory = out.system_message["content"]
    messages = [m.model_dump(exclude_none=True) for m in request.messages]
    if messages[0]["role"] == "system" and isinstance(messages[0].get("content"), str):
        # one system message: chat templates (Qwen, Llama) expect at most one, and first
        messages[0] = {**messages[0], "content": f"{memory}\n\n{messages[0]['content']}"}
    else:
        messages.insert(0, {"role": "system", "content": memory})
    body = request.model_dump(exclude_none=True)
    body["messages"] = messages
    if chat.model:
        body["model"] = chat.model
    sources = {
        "citations": out.citations,
        "memory_ids": out.memory_ids,
        "facts": [
            {k: f[k] for k in ("subject", "predicate", "object", "valid_from", "valid_to", "record_id", "citation")}
            for f in out.facts
        ],
        **({"relaxed": out.relaxed} if out.relaxed else {}),
        **({"partial": out.partial} if out.partial else {}),
    }
    return body, sources


def references(sources: dict, answer: str) -> tuple[str, list[int]]:
    """The numbered references block after an answer, and which numbers the answer cites."""
    by_n: dict[int, list[str]] = {}
    for c in sources["citations"]:
        by_n.setdefault(c["n"], []).append(c["display"] + (f" <{c['url']}>" if c.get("url") else ""))
    cited = sorted({int(n) for n in _CITED.findall(answer)} & set(by_n))
    if not by_n:
        return "", cited
    lines = [f"[{n}] " + "; ".join(shown) for n, shown in sorted(by_n.items())]
    return "\n\nSources:\n" + "\n".join(lines), cited


CHAT_PATHS = ("/v1/chat/", "/v1/models")  # the seam's routes: its errors are in OpenAI's shape
_ERROR_TYPES = {401: "authentication_error", 403: "permission_error", 404: "not_found_error", 429: "rate_limit_error"}


def openai_error(status: int, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    """An error as OpenAI's API answers it (``{"error": {"message", "type", "code"}}``), so that a
    chat UI pointed at the seam shows the message instead of a generic failure."""
    kind = _ERROR_TYPES.get(status, "api_error" if status >= 500 else "invalid_request_error")
    body = {"error": {"message": message, "type": kind, "code": str(status)}}
    return JSONResponse(status_code=status, content=body, headers=headers)


def mount_chat(app: FastAPI, service: QueryService) -> None:
    """Add ``POST /v1/chat/completions`` and ``GET /v1/models`` (the upstream's list) to ``app``;
    the app's guard has already turned the bearer token into ``request.state.role``."""

    def upstream() -> tuple[Chat, dict[str, str]] | None:
        """The [chat] settings and the headers for the upstream; None when none is configured."""
        chat = service.settings.chat
        if chat.upstream is None:
            return None
        headers = {}
        if chat.api_key_env and os.environ.get(chat.api_key_env):
            headers["Authorization"] = f"Bearer {os.environ[chat.api_key_env]}"
        return chat, headers

    def no_upstream() -> JSONResponse:
        return openai_error(
            503,
            'no chat upstream: add [chat] upstream = "http://127.0.0.1:8080/v1" (an OpenAI-compatible '
            f"server such as mlx_lm.server) to {service.home.config_path} and restart hinet serve",
        )

    def refused(chat: Chat, status: int, text: str) -> JSONResponse:
        """The upstream answered with an error: its status and the start of what it said."""
        detail = text.strip().replace("\n", " ")
        if len(detail) > MAX_UPSTREAM_ERROR:
            detail = detail[:MAX_UPSTREAM_ERROR] + " …"
        return openai_error(502, f"the chat upstream {chat.upstream} answered {status}: {detail}")

    def unreachable(chat: Chat, e: httpx.HTTPError) -> JSONResponse:
        if isinstance(e, httpx.TimeoutException):
            return openai_error(504, f"the chat upstream {chat.upstream} did not answer within {chat.timeout_s:g} s")
        return openai_error(502, f"cannot reach the chat upstream {chat.upstream} ({type(e).__name__}): is it running?")

    @app.get("/v1/models")
    async def models(request: Request):
        """The upstream's models (chat UIs list them before they chat)."""
        if (found := upstream()) is None:
            return no_upstream()
        chat, headers = found
        try:
            async with httpx.AsyncClient(timeout=chat.timeout_s) as client:
                r = await client.get(f"{chat.upstream}/models", headers=headers)
        except httpx.HTTPError as e:
            return unreachable(chat, e)
        if r.status_code != 200:
            return refused(chat, r.status_code, r.text)
        return JSONResponse(r.json())

    @app.post("/v1/chat/completions")
    async def chat_completions(req: ChatRequest, request: Request):
        """An OpenAI chat completion with the caller's memory: cited excerpts and facts go into the
        system message for the token's role; the answer carries numbered sources and a `hinet` field."""
        if (found := upstream()) is None:
            return no_upstream()
        chat, headers = found
        t0 = time.perf_counter()
        body, sources = await run_in_threadpool(augment, service, req, request.state.role, chat)
        url = f"{chat.upstream}/chat/completions"
        client = httpx.AsyncClient(timeout=chat.timeout_s)
        if not req.stream:
            try:
                r = await client.post(url, json=body, headers=headers)
            except httpx.HTTPError as e:
                return unreachable(chat, e)
            finally:
                await client.aclose()
            if r.status_code != 200:
                return refused(chat, r.status_code, r.text)
            answer = r.json()
            for choice in answer.get("choices") or []:
                message = choice.get("message") or {}
                if isinstance(message.get("content"), str):
                    block, cited = references(sources, message["content"])
                    message["content"] += block
                    sources["cited"] = cited
            answer["hinet"] = sources
            log.info(
                "chat: %d sources, %d cited, %.0f ms",
                len(sources["citations"]),
                len(sources.get("cited", [])),
                1000 * (time.perf_counter() - t0),
            )
            return JSONResponse(answer)
        try:
            r = await client.send(client.build_request("POST", url, json=body, headers=headers), stream=True)
        except httpx.HTTPError as e:
            await client.aclose()
            return unreachable(chat, e)
        if r.status_code != 200:
            text = (await r.aread()).decode("utf-8", "replace")
            await r.aclose()
            await client.aclose()
            return refused(chat, r.status_code, text)
        return StreamingResponse(_relay(r, client, sources), media_type="text/event-stream")


async def _relay(r: httpx.Response, client: httpx.AsyncClient, sources: dict) -> AsyncIterator[bytes]:
    """The upstream's server-sent events as they come, then one more chunk before ``[DONE]``: the
    numbered references as content and the ``hinet`` field."""
    said: list[str] = []
    last: dict = {}
    try:
        async for line in r.aiter_lines():
            data = line[5:].strip() if line.startswith("data:") else None
            if data == "[DONE]":
                break
            if data:
                try:
                    event = json.loads(data)
                except ValueError:
                    event = None
                if isinstance(event, dict):
                    last = event
                    for choice in event.get("choices") or []:
                        delta = choice.get("delta") or {}
                        if isinstance(delta.get("content"), str):
                            said.append(delta["content"])
            yield (line + "\n").encode()
    finally:
        await r.aclose()
        await client.aclose()
    block, cited = references(sources, "".join(said))
    tail = {
        "id": last.get("id", "hinet-sources"),
        "object": "chat.completion.chunk",
        "created": last.get("created", int(time.time())),
        "model": last.get("model", ""),
        "choices": [{"index": 0, "delta": {"content": block} if block else {}, "finish_reason": None}],
        "hinet": {**sources, "cited": cited},
    }
    yield f"data: {json.dumps(tail)}\n\n".encode()
    yield b"data: [DONE]\n\n"  # also when the upstream's stream ended without one
