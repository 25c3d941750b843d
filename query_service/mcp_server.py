"""The MCP server (`hinet mcp`): the memory as tools and resources for MCP clients (desktop
assistants, coding agents), over stdio or streamable HTTP.

A thin layer over QueryService: every tool and the ``hinet://record/<record_id>`` resources call
its methods with the caller's role, so the role's pre-filter (ceiling and sources) applies exactly
as it does to the CLI and the HTTP API; a record the role may not see is "not found". Over stdio
the role is fixed when the server starts (the owner's unless ``--role``); over HTTP each request
carries a bearer token (`hinet token create ROLE`) and its role applies to that request, a missing
or unknown token is refused (401) before anything reads the vault.

Logs carry tool names, result counts and timings only: never a query, an argument or a record.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from typing import Annotated, Any, Callable

import anyio.to_thread
from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken, TokenVerifier
from mcp.server.auth.settings import AuthSettings
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import MCPServerError, ResourceError, ResourceNotFoundError, ToolError
from mcp_types import CallToolResult, ToolAnnotations
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse

from hinet_pipeline import __version__
from hinet_pipeline.config import MAX_ANSWER_TOKENS, MIN_ANSWER_TOKENS, Role
from hinet_pipeline.errors import HinetError
from hinet_pipeline.read.budget import hits_within
from hinet_pipeline.store.citations import CITATION_KEYS

from . import mcp_render as render
from .service import QueryService

log = logging.getLogger("hinet.mcp")

RECORD_URI = "hinet://record/{record_id}"
NOT_FOUND = "no record {record_id} for this role (it does not exist, or this role may not see it)"

INSTRUCTIONS = """\
HiNet is the user's private, encrypted personal memory: their mail, chat, notes, calendar and code,
searchable here with citations. Use it when the conversation needs something the user has written,
received, planned or been told. Every record, hit and fact carries a citation (a `display` header
such as "[Mail › Inbox › from Noa › 2026-03-02]", a `record_id` and a `uri`): quote the display
header when you use a piece of memory, and never present as remembered what no result supports.
What you can see is limited by the caller's role; a record outside it is reported as not found.
Start with `search_memory`; read a whole record with `read_record` (or the resource at its `uri`);
ask `facts` for the current value of something (where someone lives or works, a phone, an email),
`list_people` / `show_person` for who someone is; `personalize` turns a chat into one cited system
message for a model."""

# the one citation shape (hinet_pipeline.store.citations.CITATION_KEYS), as the tool descriptions show it
CITATION = "{" + ", ".join(CITATION_KEYS) + "}"
READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False)
OneOrMany = str | list[str] | None
# what every tool answers: a compact text for the model (mcp_render) and the structured answer
Answer = Annotated[CallToolResult, dict[str, Any]]
AnswerTokens = Annotated[
    int | None,
    Field(
        ge=MIN_ANSWER_TOKENS,
        le=MAX_ANSWER_TOKENS,
        description="The most tokens this answer may take (default: the server's [query] answer_tokens, "
        "4000 unless set); long records are cut around what matched, the cut marked […] and listed in `cut`.",
    ),
]


class SearchFilters(BaseModel):
    """Explicit filters, applied inside the role's pre-filter before ranking (a list means "any of")."""

    model_config = ConfigDict(extra="forbid")

    source: OneOrMany = Field(None, description='Genres: "mail", "chat", "notes", "calendar", "code", "files".')
    account: OneOrMany = Field(None, description='Account, e.g. a mailbox "dana@example.com" or a Slack workspace.')
    container: OneOrMany = Field(None, description="Channel, mail folder, calendar, repository or conversation.")
    thread_id: OneOrMany = Field(None, description="A thread id as found in a hit's citation.")
    author: OneOrMany = Field(None, description="Written by this person: any of their names or addresses.")
    person: OneOrMany = Field(None, description="Written by OR with this person (author or participant).")
    since: str | None = Field(None, description="On or after this day, YYYY-MM-DD (ISO 8601 also accepted).")
    until: str | None = Field(None, description="On or before this day, YYYY-MM-DD (inclusive).")

    def as_dict(self) -> dict:
        return self.model_dump(exclude_none=True)


class ChatMessage(BaseModel):
    role: str = Field(..., max_length=32, description='"user", "assistant" or "system".')
    content: str = Field(..., max_length=32_000)


def record_uri(record_id: str) -> str:
    return RECORD_URI.format(record_id=record_id)


def _left_out(asked: int, kept: int) -> dict:
    """Said in the answer when the budget holds fewer hits than asked (each adds a line of its own)."""
    return {"left_out": {"hits": asked - kept, "why": "answer_tokens holds no more"}} if kept < asked else {}


def _with_uris(hits: list[dict]) -> list[dict]:
    return [{**h, "uri": record_uri(h["record_id"])} for h in hits]


class RoleTokens(TokenVerifier):
    """Bearer tokens of `hinet token create ROLE`, the HTTP API's: a known token is its role (the
    access token's client id, which the SDK also binds each HTTP session to)."""

    def __init__(self, service: QueryService) -> None:
        self.service = service

    async def verify_token(self, token: str) -> AccessToken | None:
        """Looked up on every request, with config.toml's roles as they are now: a revoked token,
        or one whose role was removed, is refused (401) at once; so is every token while
        config.toml is invalid."""
        try:
            role = await anyio.to_thread.run_sync(self.service.role_for_token, token)
        except HinetError as e:
            log.warning("mcp: request refused (%s)", type(e).__name__)
            return None
        return None if role is None else AccessToken(token=token, client_id=role, scopes=[])


def caller_role(ctx: Context, fixed: str | None, error: type[MCPServerError] = ToolError) -> str:
    """The role of this request: the server's own over stdio, the bearer token's over HTTP. With no
    authenticated caller on an HTTP server, nothing is answered (the auth middleware already
    refused such a request; this is the second lock): ``error``."""
    if fixed is not None:
        return fixed
    request = ctx.request_context.request
    user = request.scope.get("user") if isinstance(request, Request) else None
    token = user.access_token if isinstance(user, AuthenticatedUser) else get_access_token()
    if token is None:
        raise error("not authenticated: send Authorization: Bearer <token> (hinet token create ROLE)")
    return token.client_id


def _count(out: Any) -> int:
    if isinstance(out, dict):
        for key in ("hits", "citations", "facts", "people"):
            if isinstance(out.get(key), list):
                return len(out[key])
    return 1 if out else 0


async def _answer(
    service: QueryService,
    name: str,
    ctx: Context,
    fixed_role: str | None,
    fn: Callable[[Role], Any],
    error: type[MCPServerError] = ToolError,
) -> Any:
    """``fn(role)`` on a worker thread (the vault is read synchronously), the caller's role resolved
    once (a Role, as config.toml says now), logged as its tool name, result count and time; a
    HinetError (a bad filter, an unknown person or role) is the tool's (or the resource's:
    ``error``) error text, any other failure only its type, and ``fn`` may raise ``error`` itself
    (not found)."""
    who = caller_role(ctx, fixed_role, error)
    t0 = time.perf_counter()
    try:
        out = await anyio.to_thread.run_sync(lambda: fn(service.role(who)))
    except MCPServerError:
        log.info("mcp %s: not found in %.0f ms", name, (time.perf_counter() - t0) * 1000)
        raise
    except HinetError as e:
        log.info("mcp %s: refused (%s) in %.0f ms", name, type(e).__name__, (time.perf_counter() - t0) * 1000)
        raise error(str(e)) from None
    except Exception as e:  # noqa: BLE001 - the message may quote content: only its type is logged or returned
        log.warning("mcp %s: failed (%s) in %.0f ms", name, type(e).__name__, (time.perf_counter() - t0) * 1000)
        raise error(f"internal error ({type(e).__name__}); the server's log says when") from None
    log.info("mcp %s: %d result(s) in %.0f ms", name, _count(out), (time.perf_counter() - t0) * 1000)
    return out


def argument_error(tool: str, error: ValidationError) -> str:
    """Arguments that do not fit a tool's schema, in one sentence naming each wrong argument and what
    is wrong with it (never the value sent, nor pydantic's own dump with its links)."""
    problems = error.errors(include_url=False, include_input=False)
    said = []
    for e in problems[:3]:
        where = ".".join(str(p) for p in e["loc"]) or "the arguments"
        msg = e["msg"].removeprefix("Value error, ")
        said.append(f"{where}: {msg[:1].lower()}{msg[1:]}")
    more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
    return f"Invalid arguments to {tool}: {'; '.join(said)}{more}."


class HinetMCP(MCPServer):
    """The SDK's server, with a tool's argument errors said in one sentence (argument_error)."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Context | None = None):
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as e:
            if isinstance(e.__cause__, ValidationError):
                raise ToolError(argument_error(name, e.__cause__)) from e.__cause__
            raise


def create_server(service: QueryService, *, role: str | None = "owner", auth: AuthSettings | None = None) -> MCPServer:
    """The MCP server over ``service``. ``role`` fixes the caller's role (stdio); ``None`` takes it
    from each request's bearer token (HTTP: pass ``auth``)."""
    mcp = HinetMCP(
        "hinet",
        title="HiNet personal memory",
        instructions=INSTRUCTIONS,
        version=__version__,
        token_verifier=RoleTokens(service) if auth else None,
        auth=auth,
        log_level="WARNING",  # the SDK's own INFO lines may quote a failing argument
    )

    def tool(description: str):
        return mcp.tool(description=description, annotations=READ_ONLY)

    @tool(
        "Search the user's memory (mail, chat, notes, calendar, code) for a question or keywords: "
        "hybrid keyword + semantic search, best records first. Returns {hits: [{record_id, chunk_id, score, "
        f"citation: {CITATION}, title, snippet (the best-matching words), "
        "uri}], contexts: [{parent_id, record_ids, text}] (hits merged with their thread neighbours, cut around "
        "the hits to fit answer_tokens, the cut marked […]), budget, cut?, timings_ms, relaxed?}. Quote "
        "citation.display for whatever you use; read_record gives a whole record. `filters` narrows the search "
        '(each field optional, a list means any of), e.g. {"source": ["mail"], "person": "Noa", '
        '"since": "2026-03-01", "until": "2026-03-31"}; a time or genre the question itself names '
        '("last March", "in my mail") is applied on its own and may be reported under `relaxed`. '
        "k is the number of records (1-200, default 10)."
    )
    async def search_memory(
        ctx: Context,
        query: Annotated[str, Field(min_length=1, max_length=4000, description="The question or keywords.")],
        k: Annotated[int, Field(ge=1, le=200)] = 10,
        filters: SearchFilters | None = None,
        answer_tokens: AnswerTokens = None,
        explain: Annotated[
            bool,
            Field(
                description="Owner only: how each hit was ranked (BM25/dense rank and score, fused score, lifts "
                "and penalties with their amounts)."
            ),
        ] = False,
    ) -> Answer:
        def run(who: Role) -> dict:
            budget = answer_tokens or service.settings.answer_tokens
            kept = hits_within(budget, k, render.PER_HIT_TOKENS)  # each hit adds its line to the text
            out = service.search_answer(
                query,
                role=who,
                k=kept,
                filters=filters.as_dict() if filters else None,
                budget=budget,
                reserve=render.PER_HIT_TOKENS * kept,
                explain=explain,
            )
            return {**out, "hits": _with_uris(out["hits"]), **_left_out(k, kept)}

        return render.result(await _answer(service, "search_memory", ctx, role, run), render.search)

    def read(record_id: str, who: Role, budget: int | None = None) -> dict | None:
        found = service.record(record_id, who, budget=budget)
        return None if found is None else {**found, "uri": record_uri(record_id)}

    @tool(
        "Read one whole record (a mail, message, note, event, file) by its record_id, as found in a "
        "search hit, a fact or a person's page. Returns {record_id, source, account, container, thread_id, "
        "author, participants, title, body, timestamp, url, sensitivity, valid_from, valid_to, citation: "
        f"{CITATION}, uri, budget, cut?}}; quote citation.display when you use it. A body longer than "
        "answer_tokens is cut at its end (marked […], `cut` says how much it had): ask again with a larger "
        "answer_tokens for more. A record the caller's role may not see is reported as not found, exactly "
        "like one that does not exist."
    )
    async def read_record(
        ctx: Context,
        record_id: Annotated[str, Field(min_length=1, max_length=200, description='e.g. "r1f2e3d4c5b6a79881726354".')],
        answer_tokens: AnswerTokens = None,
    ) -> Answer:
        def run(who: Role) -> dict:
            found = read(record_id, who, answer_tokens)
            if found is None:
                raise ToolError(NOT_FOUND.format(record_id=record_id))
            return found

        return render.result(await _answer(service, "read_record", ctx, role, run), render.record)

    @tool(
        "Temporal facts the memory holds about people (the user included): where someone lives or works, "
        "phone numbers, email addresses and other predicates, each with the interval it held and the record "
        "that says so. Returns {facts: [{subject, predicate, object, valid_from, valid_to, record_id, citation: "
        "{display, ...}}], count}; cite citation.display. By default only facts live now; `as_of` (YYYY-MM-DD) "
        "asks what held on that day, `history` adds closed intervals. `subject`: any name or identifier of a "
        'person; `predicate`: e.g. "lives_in", "works_at", "phone", "email". Past answer_tokens the last facts '
        "are left out (`cut` says how many)."
    )
    async def facts(
        ctx: Context,
        subject: Annotated[str | None, Field(max_length=200)] = None,
        predicate: Annotated[str | None, Field(max_length=64)] = None,
        as_of: Annotated[str | None, Field(max_length=40, description="YYYY-MM-DD")] = None,
        history: bool = False,
        answer_tokens: AnswerTokens = None,
    ) -> Answer:
        def run(who: Role) -> dict:
            found = service.facts(who, subject=subject, predicate=predicate, as_of=as_of, history=history)
            return service.fit({"facts": found, "count": len(found)}, ("facts",), answer_tokens)

        return render.result(await _answer(service, "facts", ctx, role, run), render.facts)

    @tool(
        "The people in the user's memory that the caller's role may see, most present first, a page at a "
        "time. Returns {people: [{person_id, name, identities: [names, addresses, handles], owner, kind, items}], "
        "total, offset, limit, next_offset, budget, cut?}; `owner` marks the user, `items` counts their records. "
        "For more, ask again with offset = next_offset (null: that was the last page); a page larger than "
        "answer_tokens holds fewer people than limit (`cut.left_out` says how many moved to the next page). "
        "`all` adds mailing lists, bots, newsletters and role mailboxes (their `kind` says which). "
        "The list itself cites nothing: for a person's records, facts and citations use "
        '`show_person` (a person_id or any name or identity), or search with {"person": ...}.'
    )
    async def list_people(
        ctx: Context,
        limit: Annotated[int, Field(ge=1, le=200)] = 50,
        offset: Annotated[int, Field(ge=0)] = 0,
        all: bool = False,
        answer_tokens: AnswerTokens = None,
    ) -> Answer:
        def run(who: Role) -> dict:
            return service.people(who, everyone=all, limit=limit, offset=offset, budget=answer_tokens)

        return render.result(await _answer(service, "list_people", ctx, role, run), render.people)

    @tool(
        "One person's page. Returns {person_id, name, owner, identities, items, sources: [{source, items, "
        "record_id}], first_seen and last_seen: {timestamp, record_id, citation}, threads, containers, "
        "appears_with: [{person_id, name, items, record_id}], facts: [{subject, predicate, object, valid_from, "
        "valid_to, record_id, citation}]}: every part names a record_id to cite or read (read_record), facts "
        "and first/last contact carry their citation. `who`: a person_id, a name or any identifier (address, "
        "handle); several matches is an error that lists them."
    )
    async def show_person(
        ctx: Context, who: Annotated[str, Field(min_length=1, max_length=200)], answer_tokens: AnswerTokens = None
    ) -> Answer:
        lists = ("appears_with", "threads", "containers", "identity_details", "identities", "facts", "sources")

        def run(caller: Role) -> dict:
            return service.fit(service.person(who, caller), lists, answer_tokens)

        return render.result(await _answer(service, "show_person", ctx, role, run), render.person)

    @tool(
        "Turn a conversation into cited memory context for a model: searches for the last user message and "
        "returns {system_message: {role: system, content}, citations: [{n, record_id, source, ..., display, uri}] "
        "(the citation shape of search_memory with the excerpt's number n), "
        "facts: [...], budget, cut?, timings_ms, relaxed?}. The system message holds numbered memory excerpts [n] "
        "(cut around what matched to fit answer_tokens, the cut marked […]) and the relevant live facts; "
        "prepend it to the conversation and cite as [n] with the matching citation's "
        "display. `messages`: [{role, content}, ...] with at least one user message; `filters` as in "
        "search_memory; k excerpts (1-50, default 8)."
    )
    async def personalize(
        ctx: Context,
        messages: Annotated[list[ChatMessage], Field(min_length=1, max_length=200)],
        k: Annotated[int, Field(ge=1, le=50)] = 8,
        filters: SearchFilters | None = None,
        answer_tokens: AnswerTokens = None,
    ) -> Answer:
        def run(who: Role) -> dict:
            budget = answer_tokens or service.settings.answer_tokens
            kept = hits_within(budget, k, render.PER_HIT_TOKENS)
            out = service.personalize(
                [m.model_dump() for m in messages],
                who,
                k=kept,
                filters=filters.as_dict() if filters else None,
                budget=budget,
                reserve=render.PER_HIT_TOKENS * kept,  # the text adds a line per hit
            )
            return {
                "system_message": out.system_message,
                "citations": [{**c, "uri": record_uri(c["record_id"])} for c in out.citations],
                "facts": out.facts,
                "timings_ms": out.timings_ms,
                "budget": {**out.budget, "answer_tokens": budget},
                **_left_out(k, kept),
                **({"cut": out.cut} if out.cut else {}),
                **({"relaxed": out.relaxed} if out.relaxed else {}),
                **({"partial": out.partial} if out.partial else {}),
            }

        return render.result(await _answer(service, "personalize", ctx, role, run), render.personalize)

    @mcp.resource(
        RECORD_URI,
        name="record",
        title="A record of the memory",
        description="One record (mail, message, note, event, file) as JSON with its citation; the uri of "
        "every search hit, fact and citation. Outside the caller's role: not found.",
        mime_type="application/json",
    )
    async def record_resource(record_id: str, ctx: Context) -> str:
        def run(who: Role) -> dict:
            found = read(record_id, who)
            if found is None:
                raise ResourceNotFoundError(NOT_FOUND.format(record_id=record_id))
            return found

        found = await _answer(service, "resource record", ctx, role, run, error=ResourceError)
        return json.dumps(found, ensure_ascii=False)

    @mcp.custom_route("/healthz", methods=["GET"])
    async def healthz(request: Request) -> JSONResponse:
        return JSONResponse({"ok": True})

    return mcp


def _warm(service: QueryService) -> None:
    # the dense index loads while the client connects: the first question does not wait for it
    threading.Thread(target=service.warm, name="hinet-warm", daemon=True).start()


def run_stdio(service: QueryService, role: str) -> None:
    """Serve one client on stdin/stdout (the SDK keeps stray prints off the protocol's stdout)."""
    service.settings.role(role)  # an unknown role is the caller's error now, not at the first tool call
    log.setLevel(logging.INFO)
    _warm(service)
    log.info("mcp: stdio, role %s", role)
    create_server(service, role=role).run("stdio")


def run_http(service: QueryService, host: str, port: int) -> None:
    """Streamable HTTP at http://HOST:PORT/mcp, every request behind a bearer token."""
    log.setLevel(logging.INFO)
    _warm(service)
    netloc = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    auth = AuthSettings(issuer_url=f"http://{netloc}", resource_server_url=None)
    log.info("mcp: streamable HTTP on http://%s:%d/mcp (bearer tokens: hinet token create ROLE)", host, port)
    create_server(service, role=None, auth=auth).run("streamable-http", host=host, port=port)


__all__ = ["create_server", "run_http", "run_stdio", "record_uri", "RECORD_URI"]
