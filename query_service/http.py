"""The HTTP query service (FastAPI): bearer tokens map to roles; /openapi.json, and the API docs
at /docs with `--docs` (api_docs.py: no third-party origin)."""

from __future__ import annotations

import asyncio
import json
import logging
import re
from typing import Any, Literal

from fastapi import Depends, FastAPI, HTTPException, Query, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from hinet_pipeline import __version__
from hinet_pipeline.config import MAX_ANSWER_TOKENS, MIN_ANSWER_TOKENS, Role
from hinet_pipeline.errors import HinetError

from .api_docs import mount_docs
from .chat import CHAT_PATHS, mount_chat, openai_error
from .search_page import HEADERS, mount_search_page
from .service import QueryService

log = logging.getLogger("hinet.http")

MAX_BODY = 1 << 20  # bytes of a request body; a larger one is refused before it is read (413)
BODY_SECONDS = 10.0  # a request body must arrive within this (408)
MAX_MESSAGES = 200
MAX_CONTENT = 32_000  # characters of one message
MAX_ERROR = 300  # characters of an error message: it names the problem, it does not echo a huge value back
ANSWER_TOKENS = (
    "The most tokens of memory text this answer carries (default: config.toml's [query] answer_tokens); "
    "long records are cut around what matched, the cut marked […], and `cut` says what was cut."
)
PEOPLE_TOKENS = (
    "The most tokens this page takes (default: config.toml's [query] answer_tokens): past it the page holds "
    "fewer people than `limit`, `cut.left_out` says how many, and `next_offset` is where the next page starts."
)

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def unpaired_surrogate(body: bytes) -> str | None:
    """Where a JSON body holds an unpaired surrogate (``"\\ud800"``: JSON can spell it, UTF-8 cannot,
    so no field holding one can be stored, searched or sent back), as ``field holds ...``; None when
    it holds none or is not JSON at all (validation then says what is wrong with it)."""
    if b"\\u" not in body and b"\xed" not in body:  # an escape, or its bytes (json.loads lets them pass)
        return None
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        return None
    todo: list[tuple[tuple, object]] = [((), data)]
    while todo:
        path, value = todo.pop()
        if isinstance(value, dict):
            todo.extend(((*path, key), item) for key, item in value.items())
            todo.extend(((*path, "(a field name)"), key) for key in value)
        elif isinstance(value, list):
            todo.extend(((*path, i), item) for i, item in enumerate(value))
        elif isinstance(value, str) and (found := _LONE_SURROGATE.search(value)):
            name = _LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", ".".join(str(p) for p in path))
            return f"{name or 'body'} holds an unpaired surrogate (U+{ord(found.group()):04X}): not valid Unicode"
    return None


class Message(BaseModel):
    role: str = Field(..., max_length=32)
    content: str = Field(..., max_length=MAX_CONTENT)


class SearchRequest(BaseModel):
    query: str = Field(..., max_length=4000)
    k: int = Field(10, ge=1, le=200)
    filters: dict[str, Any] = Field(default_factory=dict)
    mode: Literal["hybrid", "bm25", "dense"] = "hybrid"
    id: str | None = None
    answer_tokens: int | None = Field(None, ge=MIN_ANSWER_TOKENS, le=MAX_ANSWER_TOKENS, description=ANSWER_TOKENS)
    explain: bool = Field(
        False,
        description="Owner only: per hit its BM25 and dense rank and score, fused score, each lift and penalty "
        "with its amount; the derived filters applied or relaxed.",
    )


class PersonalizeRequest(BaseModel):
    messages: list[Message] = Field(..., min_length=1, max_length=MAX_MESSAGES)
    k: int = Field(8, ge=1, le=50)
    filters: dict[str, Any] = Field(default_factory=dict)
    answer_tokens: int | None = Field(None, ge=MIN_ANSWER_TOKENS, le=MAX_ANSWER_TOKENS, description=ANSWER_TOKENS)


class AskRequest(PersonalizeRequest):
    max_tokens: int = Field(512, ge=1, le=4096)


def _error(request: Request, status: int, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    """Every error the service answers, in one shape: ``{"error": message}``; on the chat seam's
    routes OpenAI's ``{"error": {"message", "type", "code"}}`` (chat UIs show its message)."""
    if request.url.path.startswith(CHAT_PATHS):
        return openai_error(status, message, headers)
    return JSONResponse(status_code=status, content={"error": message}, headers=headers)


def create_app(service: QueryService, *, docs: bool = False) -> FastAPI:
    """The app over ``service``; ``docs``: serve /docs (api_docs.py), else it is 404 (/redoc always)."""
    app = FastAPI(
        title="HiNet query service",
        version=__version__,
        description="Cited, pre-filtered retrieval over a HiNet vault. Every endpoint but /healthz "
        "needs `Authorization: Bearer <token>` (hinet token create ROLE).",
        docs_url=None,  # FastAPI's own pages load their scripts from a CDN: api_docs.py serves them
        redoc_url=None,
        swagger_ui_oauth2_redirect_url=None,
    )
    bearer = HTTPBearer(auto_error=False)

    def role(request: Request, creds: HTTPAuthorizationCredentials | None = Depends(bearer)) -> Role:
        """The caller's role (a Role, resolved once), which the guard found from the token before
        the body was read (the bearer scheme is declared here for the OpenAPI docs)."""
        return request.state.role

    @app.middleware("http")
    async def _guard(request: Request, call_next):
        """Every response carries the search page's headers (CSP: nothing from another origin;
        no-store) unless it sets its own; see _admit for what is refused."""
        response = await _admit(request)
        if response is None:
            response = await call_next(request)
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        return response

    async def _admit(request: Request) -> JSONResponse | None:
        """Who asks, then how much: a request without a valid token is refused before its body is
        read (401), one whose body is larger than MAX_BODY (or of unknown length) too (413 / 411).
        The token is looked up on every request, its role in config.toml as it is now: a revoked
        token, or one whose role was removed, is refused at once. None: admitted."""
        if request.url.path.startswith("/v1/"):
            auth = request.headers.get("authorization", "")
            token = auth[7:].strip() if auth[:7].lower() == "bearer " else None
            try:
                name = service.role_for_token(token)
                # the role, resolved once for the whole request (every route below takes this Role)
                request.state.role = None if name is None else service.role(name)
            except HinetError as e:  # config.toml is invalid now (or the vault unreadable): refuse
                log.warning("request refused: %s", type(e).__name__)
                return _error(request, e.http_status, _short(str(e)))
            if request.state.role is None:
                return _error(request, 401, "missing or unknown bearer token", {"WWW-Authenticate": "Bearer"})
            if request.method == "POST":
                length = request.headers.get("content-length")
                if length is None or not length.isdigit():
                    return _error(request, 411, "a request body needs Content-Length")
                if int(length) > MAX_BODY:
                    return _error(request, 413, f"request body over {MAX_BODY} bytes ({length} sent)")
                try:  # a client that trickles its body (or stops) holds no worker: read now, with a limit
                    body = await asyncio.wait_for(request.body(), BODY_SECONDS)
                except asyncio.TimeoutError:
                    late = f"the request body did not arrive within {BODY_SECONDS:g} s"
                    return _error(request, 408, late, {"Connection": "close"})
                where = unpaired_surrogate(body)
                if where:
                    return _error(request, 400, f"invalid request: {_short(where)}")
        return None

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError):
        # name the fields and what is wrong with them; never echo what was sent (it may be huge or private)
        problems = [f"{'.'.join(str(p) for p in e['loc'][1:]) or 'body'}: {e['msg']}" for e in exc.errors()[:5]]
        return _error(request, 422, "invalid request: " + "; ".join(problems))

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException):
        # FastAPI's own {"detail": ...} (an unknown path, a wrong method, a missing record): the one shape
        return _error(request, exc.status_code, str(exc.detail), getattr(exc, "headers", None))

    @app.exception_handler(HinetError)
    async def _hinet_error(request: Request, exc: HinetError):
        # the request's fault (a bad filter) is 400; the server's state (no vault, no model) is 5xx
        return _error(request, exc.http_status, _short(str(exc)))

    @app.get("/healthz")
    def healthz() -> dict:
        return {"ok": True}

    @app.post("/v1/search")
    def search(req: SearchRequest, who: Role = Depends(role)) -> dict:
        """Cited hits (each with its snippet, the best-matching window of its chunk, and ``marks``: the
        question's words in it) and their parent-merged contexts, within the answer's token budget."""
        if req.explain and who.name != "owner":
            raise HTTPException(status_code=403, detail="explain is for the owner's token only")
        out = service.search_answer(
            req.query,
            role=who,
            k=req.k,
            filters=req.filters,
            mode=req.mode,
            budget=req.answer_tokens,
            explain=req.explain,
        )
        out["id"] = req.id
        return out

    @app.post("/v1/personalize")
    def personalize(req: PersonalizeRequest, who: Role = Depends(role)) -> dict:
        messages = [m.model_dump() for m in req.messages]
        return service.personalize(messages, who, k=req.k, filters=req.filters, budget=req.answer_tokens).to_dict()

    @app.post("/v1/ask")
    def ask(req: AskRequest, who: Role = Depends(role)) -> dict:
        return service.ask([m.model_dump() for m in req.messages], who, k=req.k, max_tokens=req.max_tokens)

    @app.get("/v1/facts")
    def facts(
        subject: str | None = None,
        predicate: str | None = None,
        as_of: str | None = None,
        history: bool = False,
        who: Role = Depends(role),
    ) -> list[dict]:
        return service.facts(who, subject=subject, predicate=predicate, as_of=as_of, history=history)

    @app.get("/v1/people")
    def people(
        response: Response,
        limit: int = Query(100, ge=1, le=1000),
        offset: int = Query(0, ge=0),
        all: bool = False,
        answer_tokens: int | None = Query(None, ge=MIN_ANSWER_TOKENS, le=MAX_ANSWER_TOKENS, description=PEOPLE_TOKENS),
        who: Role = Depends(role),
    ) -> dict:
        """A page of the people the role may see (most present first), as many of ``limit`` as the
        answer's token budget holds: {people, total, offset, limit, next_offset, budget, cut?}; ask
        again with offset=next_offset for the next page (null: none). X-Total-Count says how many."""
        page = service.people(who, everyone=all, limit=limit, offset=offset, budget=answer_tokens)
        response.headers["X-Total-Count"] = str(page["total"])
        return page

    @app.get("/v1/people/{person}")
    def person(person: str, who: Role = Depends(role)) -> dict:
        return service.person(person, who)

    @app.get("/v1/records/{record_id}")
    def record(
        record_id: str,
        answer_tokens: int | None = Query(None, ge=MIN_ANSWER_TOKENS, le=MAX_ANSWER_TOKENS, description=ANSWER_TOKENS),
        whole: bool = False,
        who: Role = Depends(role),
    ) -> dict:
        """One record with its citation; its body cut to the answer's token budget (the cut marked
        and said in ``cut``) unless ``whole`` (the search page shows a record whole)."""
        found = service.record(record_id, who, budget=answer_tokens, whole=whole)
        if found is None:
            raise HTTPException(status_code=404, detail="no such record for this role")
        return found

    mount_chat(app, service)
    mount_search_page(app)
    if docs:
        mount_docs(app)
    return app


def _short(message: str) -> str:
    if len(message) > MAX_ERROR:  # the middle goes: a value quoted in it; what and where stay
        message = f"{message[: MAX_ERROR - 100]} … ({len(message)} characters) … {message[-100:]}"
    return message
