"""Commands that read the memory: query, facts, serve, mcp, ask."""

from __future__ import annotations

from pathlib import Path

import click

from hinet_pipeline.cli import embedder_options, emit, home_option, json_line, json_option, main, resolve_embedder
from hinet_pipeline.config import Home, is_loopback
from hinet_pipeline.errors import HinetError
from hinet_pipeline.store.vault import Vault


# -- query ------------------------------------------------------------------------------------
def _filters(source, container, author, since, until, account=None) -> dict:
    f = {
        "source": list(source) or None,
        "container": container,
        "author": author,
        "since": since,
        "until": until,
        "account": account,
    }
    return {k: v for k, v in f.items() if v}


def print_result(res: dict, show: int = 3) -> None:
    for r in res.get("relaxed", []):
        click.echo(f"  (the {r['filter']} taken from the question was relaxed: {r['reason']})")
    if not res["hits"]:
        click.echo("  (no results)")
    from hinet_pipeline.read.snippets import snippet, terms_of

    terms = terms_of(res.get("query") or "")
    for i, h in enumerate(res["hits"][:show], 1):  # each with the best-matching words of its chunk
        click.echo(f"  [{i}] {h['citation']['display']}")
        click.echo(f"      {snippet(h['text'], terms, words=30)['snippet']}")


@main.command()
@click.argument("text", required=False)
@click.option("--k", default=10, show_default=True, help="Number of records.")
@click.option("--source", multiple=True, help="Only these genres (mail, chat, notes, calendar, ...).")
@click.option("--container", default=None, help="Channel, folder, calendar or conversation.")
@click.option("--account", default=None, help="Account (mailbox, workspace).")
@click.option(
    "--author", default=None, help="Written by this person: a name (whole words), an address or handle, or an id (P12)."
)
@click.option("--since", default=None, metavar="YYYY-MM-DD")
@click.option("--until", default=None, metavar="YYYY-MM-DD")
@click.option("--role", default="owner", show_default=True, help="Role whose ceiling and sources apply.")
@click.option("--mode", type=click.Choice(["hybrid", "bm25", "dense"]), default="hybrid", show_default=True)
@click.option(
    "--explain",
    is_flag=True,
    help="Per hit: BM25 and dense rank and score, fused score, each lift and penalty; the derived filters.",
)
@click.option(
    "--batch",
    "batch_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="JSON lines of {id, query, k, filters, role}: one response per line, in order.",
)
@embedder_options
@home_option
@json_option
def query(
    text,
    k,
    source,
    container,
    account,
    author,
    since,
    until,
    role,
    mode,
    explain,
    batch_file,
    backend,
    model,
    home,
    as_json,
) -> None:
    """Search the memory: pre-filter, BM25 + dense, fusion; cited hits.

    Example: hinet query "when does my new job start" --source mail --since 2026-03-01
    """
    from hinet_pipeline.index.embedders import reader_embedder
    from hinet_pipeline.read.query_batch import answer_lines
    from hinet_pipeline.read.relevant_facts import relevant_facts
    from hinet_pipeline.read.retrieval import Retriever

    h = Home.resolve(home)
    if not text and not batch_file:
        raise HinetError("give a query TEXT or --batch FILE")
    with Vault.open(h) as v:
        if mode == "dense" and v.model_pin() is None:
            raise HinetError(
                "--mode dense: this vault has no vectors yet (run `hinet sleep`); --mode bm25 searches the words"
            )
        settings = h.settings()
        who = settings.role(role)  # the role, resolved once (an unknown one: the caller's error)
        retriever = Retriever(v, reader_embedder(v, mode, lambda: resolve_embedder(h, backend, model)), settings)
        if batch_file:
            lines = batch_file.read_text(encoding="utf-8").splitlines()
            for res in answer_lines(retriever, lines, k=k, role=who, mode=mode):
                click.echo(json_line(res))
            return
        res = retriever.search(
            text,
            role=who,
            k=k,
            filters=_filters(source, container, author, since, until, account),
            mode=mode,
            explain=explain,
        ).to_json()
        facts = [] if as_json else relevant_facts(v, settings, who, text, known=retriever.known_people())
    if as_json:
        emit(True, res, "")
        return
    for f in facts:  # what the memory holds as true now about what the question asks, as personalize does
        until_ = f" until {f['valid_to'][:10]}" if f["valid_to"] else ""
        click.echo(
            f"  fact: {f['subject']} {f['predicate']} {f['object']} (from {f['valid_from'][:10]}{until_})  "
            f"{f['citation']['display']}"
        )
    print_result(res, show=k)
    if explain:
        print_explain(res)


def print_explain(res: dict) -> None:
    """The numbers each hit was ranked by (Retriever.search(explain=True)), one block per hit."""
    ex = res["explain"]
    for f in ex["derived_filters"]:
        state = "applied" if f["applied"] else f"relaxed ({f['relaxed']}; records inside it lifted ×{1 + f['lift']})"
        click.echo(f"  derived filter {f['filter']} = {f['value']}: {state}")
    if ex["people_named"]:
        click.echo(f"  people named: {', '.join(ex['people_named'])}")
    for i, h in enumerate(res["hits"], 1):
        e = h["explain"]
        bm25 = f"#{e['bm25']['rank']} {e['bm25']['score']:.4f}" if e["bm25"] else "-"
        dense = f"#{e['dense']['rank']} {e['dense']['score']:.4f}" if e["dense"] else "-"
        shares = ", ".join(f"{side} {x:.4f}" for side, x in e["fused"].items() if side != "score")
        click.echo(f"  [{i}] bm25 {bm25} | dense {dense} | fused {e['fused']['score']:.4f} ({shares})")
        for st in e["steps"]:
            how = f" ×{st['factor']:.4f}" if "factor" in st else ""
            click.echo(f"      {st['step']}{how}: {st['amount']:+.4f}")
        picked = e["picked_by"]
        extra = "".join(f", {key} ×{v:.3f}" for key, v in picked.items() if key != "score")
        click.echo(f"      score {e['score']:.4f}; picked by {picked['score']:.4f}{extra}")


# -- HTTP service, MCP, answers --------------------------------------------------------------------
def _bind(host: str, allow_remote: bool) -> None:
    """Serving beyond this machine is a choice made explicitly (--allow-remote), and warned about."""
    if is_loopback(host):
        return
    if not allow_remote:
        raise HinetError(
            f"refusing to serve on {host}: not a loopback address, so your memory would be reachable from the "
            "network over plain HTTP; keep the default 127.0.0.1, or pass --allow-remote (behind a TLS proxy)"
        )
    click.echo(
        f"hinet: warning: serving plain HTTP on {host}: bearer tokens and answers cross the network "
        "unencrypted; put a TLS proxy in front or keep the default 127.0.0.1",
        err=True,
    )


_ALLOW_REMOTE = click.option(
    "--allow-remote", is_flag=True, help="Serve on a non-loopback --host (plain HTTP: put a TLS proxy in front)."
)


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8765, show_default=True, type=int)
@_ALLOW_REMOTE
@click.option(
    "--docs", is_flag=True, help="Serve the API docs (Swagger UI) at /docs, every file from this server (no CDN)."
)
@home_option
def serve(host: str, port: int, allow_remote: bool, docs: bool, home: Path | None) -> None:
    """The HTTP query service (FastAPI; /openapi.json, API docs at /docs with --docs), the chat seam
    and the search page at /. Reads the vault the pipeline writes; config.toml's roles are read
    again when it changes (a removed role's tokens are refused at once).

    Example: hinet serve --port 8765
    """
    import threading

    import uvicorn

    from query_service.http import create_app
    from query_service.service import QueryService

    _bind(host, allow_remote)
    service = QueryService(Home.resolve(home))
    # the dense index loads (from vec0's blocks) while the server starts: the first question does not wait for it
    threading.Thread(target=service.warm, name="hinet-warm", daemon=True).start()
    click.echo(f"HiNet query service on http://{host}:{port}" + (" (docs: /docs)" if docs else ""), err=True)
    # an idle connection is kept longer than clients keep theirs (httpx and browsers: 5 s), so a client never
    # sends on a connection the server is closing ("Server disconnected without sending a response" under load)
    uvicorn.run(create_app(service, docs=docs), host=host, port=port, log_level="warning", timeout_keep_alive=75)


@main.command()
@click.option("--role", default=None, help="Role whose ceiling and sources apply over stdio  [default: owner].")
@click.option("--http", "http", is_flag=True, help="Streamable HTTP at /mcp behind bearer tokens, not stdio.")
@click.option("--host", default="127.0.0.1", show_default=True, help="With --http.")
@click.option("--port", default=8766, show_default=True, type=int, help="With --http.")
@_ALLOW_REMOTE
@home_option
def mcp(role: str | None, http: bool, host: str, port: int, allow_remote: bool, home: Path | None) -> None:
    """The MCP server: search, records, facts, people and personalize as tools for MCP clients.

    On stdio (the default) for a local client, as the owner unless --role; with --http on
    http://HOST:PORT/mcp, where each request's bearer token (hinet token create ROLE) is its role.

    Example: hinet mcp --role assistant
    """
    from query_service.mcp_server import run_http, run_stdio
    from query_service.service import QueryService

    if http and role:
        raise HinetError("--role is for stdio: over --http each request's bearer token decides its role")
    if http:
        _bind(host, allow_remote)
    service = QueryService(Home.resolve(home))
    try:
        if http:
            run_http(service, host, port)
        else:
            run_stdio(service, role or "owner")
    finally:
        service.close()


@main.command()
@click.argument("question")
@click.option("--role", default="owner", show_default=True)
@click.option("--k", default=8, show_default=True)
@home_option
@json_option
def ask(question: str, role: str, k: int, home: Path | None, as_json: bool) -> None:
    """Answer a question with the local LLM (HINET_LLM_DIR) from cited memory.

    Example: hinet ask "when does my new job start?"
    """
    from query_service.service import QueryService

    service = QueryService(Home.resolve(home))
    try:
        out = service.ask([{"role": "user", "content": question}], service.role(role), k=k)
    finally:
        service.close()
    if as_json:
        emit(True, out, "")
        return
    click.echo(out["answer"].strip())
    for c in out["sources"]["citations"]:
        click.echo(f"  [{c['n']}] {c['display']}")


# -- facts ------------------------------------------------------------------------------------
@main.command()
@click.option("--subject", default=None, help="Only facts about this subject.")
@click.option("--predicate", default=None, help="Only this predicate (lives_in, works_at, phone, email, ...).")
@click.option("--as-of", "as_of", default=None, metavar="YYYY-MM-DD", help="What held on that day (default: now).")
@click.option("--history", is_flag=True, help="Every interval, the closed ones too.")
@click.option("--role", default="owner", show_default=True, help="Role whose ceiling and sources apply.")
@home_option
@json_option
def facts(subject, predicate, as_of, history, role, home, as_json) -> None:
    """Temporal facts with their validity and citations, under a role's pre-filter.

    Example: hinet facts --predicate lives_in --as-of 2026-03-01
    """
    from hinet_pipeline.memory.facts.store import read

    h = Home.resolve(home)
    settings = h.settings()
    who = settings.role(role)
    with Vault.open(h) as v:
        found = read(
            v,
            who,
            subject=subject,
            predicate=predicate,
            as_of=as_of,
            history=history,
            precedence=settings.fact_precedence,
        )
    if as_json:
        emit(True, found, "")
        return
    for f in found:
        until = f" until {f['valid_to'][:10]}" if f["valid_to"] else ""
        click.echo(
            f"{f['subject']} {f['predicate']} {f['object']} (from {f['valid_from'][:10]}{until})  "
            f"{f['citation']['display']}"
        )
    click.echo(f"{len(found)} fact(s)")
