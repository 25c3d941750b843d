"""Commands that fill the memory: land, sleep, reembed, demo; and ui, the Dagster UI that watches them."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Callable

import click

from hinet_pipeline.cli import embedder_options, emit, home_option, json_option, main, resolve_embedder
from hinet_pipeline.cli.query import print_result
from hinet_pipeline.config import Home
from hinet_pipeline.errors import HinetError
from hinet_pipeline.intake.connectors import CONNECTORS
from hinet_pipeline.intake.landing import land as land_export
from hinet_pipeline.store.vault import Vault


# -- land -------------------------------------------------------------------------------------
@main.command()
@click.argument("connector", type=click.Choice(CONNECTORS))
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--day", default=None, metavar="YYYY-MM-DD", help="Landing day (partition); default today.")
@click.option("--account", default=None, help="Account the export belongs to (mailbox, workspace).")
@click.option("--no-report", is_flag=True, help="Do not report the batch to the Dagster instance.")
@home_option
@json_option
def land(
    connector: str, path: Path, day: str | None, account: str | None, no_report: bool, home: Path | None, as_json: bool
) -> None:
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
            from sensors.reporting import (  # the Dagster layer: only this command needs it
                is_reported,
                report_batch,
            )

            # a batch landed again is reported if the first landing was killed before it could be
            if not (result.already_landed and is_reported(h, connector, result.day, result.batch)):
                records = result.landed or result.already  # the batch's records, landed now or before
                report_batch(h, connector, result.day, result.batch, records, result.quarantined)
                reported = True
        except Exception as e:  # the directory sensor still finds the batch file
            click.echo(f"hinet: warning: batch written but not reported to Dagster ({type(e).__name__})", err=True)
    if as_json:
        emit(True, {**result.to_json(), "reported": reported}, "")
        return
    for skipped in result.skipped_files:  # a FIFO, a device: one line each, saying what and where
        click.echo(f"hinet: skipped {skipped.location}: {skipped.reason}", err=True)
    if result.already_landed:
        click.echo(f"already landed as batch {result.batch} ({result.day}): nothing new")
        return
    line = f"landed {result.landed}, quarantined {result.quarantined}"
    if result.skipped:
        files, notices = len(result.skipped_files), result.skipped - len(result.skipped_files)
        what = [f"{notices} notice{'s' * (notices != 1)}"] * bool(notices)
        what += [f"{files} not a regular file" if files == 1 else f"{files} not regular files"] * bool(files)
        line += f", skipped {result.skipped} ({', '.join(what)})"
    if result.duplicates:
        line += f", {result.duplicates} repeated in the export"
    line += f" → batch {result.batch} for {result.day}" if result.landed or result.quarantined else ": no batch written"
    if result.quarantined:
        line += " (see `hinet quarantine list`)"
    click.echo(line)


@main.command()
@embedder_options
@home_option
@json_option
def reembed(backend: str | None, model: str | None, home: Path | None, as_json: bool) -> None:
    """Switch the vault to another embedding model: drop the vector index, embed every live chunk again.

    Example: hinet reembed --embedder mlx --model ~/models/multilingual-e5-base
    """
    from rich.progress import Progress as Bar

    from hinet_pipeline.index.reembed import reembed_home, target_for
    from hinet_pipeline.locks import sleep_lock

    h = Home.resolve(home)
    embedder = resolve_embedder(h, backend, model)
    say = lambda m: click.echo(f"hinet: {m}", err=True)  # noqa: E731
    with sleep_lock(h, say=say), Vault.open(h) as v, Bar(transient=True, disable=as_json) as bar:
        task = bar.add_task("embedding", total=None)
        result = reembed_home(
            h,
            v,
            embedder,
            target_for(h, embedder, backend, model),
            progress=lambda done, total: bar.update(task, completed=done, total=total),
        )
        status = v.status()
    emit(
        as_json,
        {**result.as_dict(), "model": status["model"], "config": str(h.config_path)},
        f"re-embedded {result.counts['embedded']} chunks (+{result.counts['reused']} reused) with "
        f"{embedder.model_id} (dim {embedder.dim}); previous model: {result.counts['previous_model']}; "
        f"{h.config_path} [embedder] now names it",
    )


# -- sleep cycle ------------------------------------------------------------------------------
@main.command()
@click.option("--day", default=None, metavar="YYYY-MM-DD", help="One landing day.")
@click.option("--from", "start", default=None, metavar="YYYY-MM-DD", help="First day of a range (with --to).")
@click.option("--to", "end", default=None, metavar="YYYY-MM-DD", help="Last day of a range.")
@click.option("--all", "all_days", is_flag=True, help="Every day that has landing batches (the default).")
@click.option("--quiet", "-q", is_flag=True, help="No progress on stderr (--json shows none either).")
@embedder_options
@home_option
@json_option
def sleep(day, start, end, all_days, quiet, backend, model, home, as_json) -> None:
    """Run the sleep cycle (the Dagster job, in-process) for landing days, one run per day.

    Its stages, each a Dagster asset (blocking checks marked *):

    \b
      canonical_items*  the day's batches upserted into the vault by content
                        hash (a change: a new version); unreadable ones set aside
      people            the new records' identities grouped into persons
      chunks            new records split to fit the embedder's window
      embeddings        a vector for each chunk without one
      fts_index*        BM25 rows of new chunks; superseded chunks' removed
      vector_index*     vec0 rows of new vectors, with pre-filter metadata
      facts*            facts the new records state, with their validity
      provenance_graph* each record's thread, container, people and facts
      eval_gate*        probes the vault makes of its own records (and the
                        owner's HOME/probes.jsonl): recall@5/@10, MRR per mode;
                        fails on a drop over [eval] max_recall_drop

    Incremental: a day with nothing new embeds nothing and writes no index rows. One writer at a
    time: it waits for another sleep or reembed on the same home.

    Progress goes to stderr, stage by stage (done of total, rate, time left): a live display on a
    terminal, else a line per stage (and one every 30 s of a long one); --quiet for none.

    Example: hinet sleep --from 2026-01-01 --to 2026-01-31
    """
    from hinet_pipeline.locks import sleep_lock

    h = Home.resolve(home)
    # first of all: a second `hinet sleep` waits here for the first, before any vault or Dagster work
    with sleep_lock(h, say=lambda m: click.echo(f"hinet: {m}", err=True)):
        _sleep(h, day, start, end, as_json, backend, model, quiet)


def _sleep(h: Home, day, start, end, as_json, backend, model, quiet: bool = False) -> None:
    from hinet_pipeline.index.reembed import advice, interrupted

    Vault.open(h).close()  # a missing vault or a wrong key fails here, before Dagster starts
    if switching := interrupted(h):  # the model config.toml names is not the one the vault is moving to
        raise HinetError(advice(switching))
    from hinet_pipeline.runner import day_range, landing_days

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
    print_day = None if as_json else _print_day
    result = sleep_showing(h, days, backend=backend, model=model, quiet=as_json or quiet, print_day=print_day)
    if as_json:
        emit(True, result, "")
    else:
        t = result["totals"]
        click.echo(
            f"{len(days)} day(s): {t['inserted']} items, {t['chunks']} chunks, {t['embedded']} embedded, "
            f"{t['fts_added']} FTS rows, {t['vec_added']} vectors"
            + (f"; FAILED: {', '.join(result['failed'])}" if result["failed"] else "")
        )
    if result["failed"]:
        sys.exit(1)


def sleep_showing(
    h: Home,
    days: list[str],
    *,
    backend: str | None,
    model: str | None,
    quiet: bool,
    print_day: Callable[[str, dict], None] | None,
) -> dict:
    """run_sleep over ``days`` with each stage's progress on stderr (cli/progress.SleepProgress: a
    live display on a terminal, else a line per stage; none when ``quiet``), the day's display
    cleared before ``print_day`` prints its line: `hinet sleep` and `hinet demo` alike."""
    from hinet_pipeline.cli.progress import SleepProgress
    from hinet_pipeline.runner import run_sleep

    display = None if quiet else SleepProgress()

    def on_day(d: str, record: dict) -> None:
        if display is not None:
            display.day_done()
        if print_day is not None:
            print_day(d, record)

    try:
        return run_sleep(h, days, backend=backend, model=model, on_day=on_day, progress=display)
    finally:
        if display is not None:
            display.close()


def _print_day(day: str, record: dict) -> None:
    click.echo(_day_line(day, record) + (f": {record['error']}" if not record["success"] else ""))


@main.command()
@click.option("--fresh/--keep", default=True, show_default=True, help="Start from an empty demo home.")
@click.option("--quiet", "-q", is_flag=True, help="No progress of the sleep cycle's stages on stderr.")
@embedder_options
@home_option
def demo(fresh, quiet, backend, model, home) -> None:
    """The whole pipeline on the bundled sample corpus: init, land every export, run the sleep
    cycle for each landing day, then ask a few questions and print cited answers.

    The sleep cycle shows its progress on stderr as `hinet sleep` does, stage by stage: a live
    display on a terminal, else a line per stage; --quiet for none.

    Example: hinet demo --home /tmp/hinet-demo
    """
    from hinet_pipeline.demo import demo_home, run_demo
    from hinet_pipeline.read.retrieval import Retriever

    h = demo_home(home)

    def day_line(d: str, record: dict) -> None:
        click.echo("   " + _day_line(d, record))

    run_demo(
        h,
        fresh=fresh,
        say=click.echo,
        show=print_result,
        sleep=lambda hm, days: sleep_showing(hm, days, backend=backend, model=model, quiet=quiet, print_day=day_line),
        searcher=lambda v: Retriever(v, resolve_embedder(h, backend, model), h.settings()),
    )


def _day_line(day: str, record: dict) -> str:
    a = record["assets"]
    n = lambda asset, key: a.get(asset, {}).get(key, 0)  # noqa: E731
    aside = n("canonical_items", "batches_set_aside")
    return (
        f"{day}: +{n('canonical_items', 'inserted')} items, +{n('chunks', 'chunks')} chunks, "
        f"{n('embeddings', 'embedded')} embedded — {'ok' if record['success'] else 'FAILED'}"
        + (f" ({aside} unreadable batch(es) set aside: see `hinet batches list`)" if aside else "")
    )


# -- the Dagster UI ---------------------------------------------------------------------------
# `dagster dev` logs each sensor tick at INFO (the landing sensors and the directory sensor tick
# every 30 s: ~90 lines a minute); at WARNING its services say only what needs a look, and the
# runs' own events still show. (dagster.yaml has no setting for it: python_logs governs the loggers
# a run captures, not the daemon's.)
UI_LOG_LEVEL = "warning"


def ui_command(home: Home, *, host: str, port: int, verbose: bool = False) -> tuple[list[str], dict[str, str]]:
    """The argv and environment of `dagster dev` for ``home``: its instance (DAGSTER_HOME), HiNet's
    code location (the module, so an installed HiNet needs no workspace file), its services' log at
    WARNING unless ``verbose``."""
    # the venv's own `dagster` script: `python -m dagster` would put the current folder first on the
    # import path, where any stray timeit.py or logging.py would shadow the standard library's
    argv = [str(Path(sys.executable).parent / "dagster"), "dev", "-m", "hinet_pipeline.definitions"]
    argv += ["-h", host, "-p", str(port), "--log-level", "info" if verbose else UI_LOG_LEVEL]
    env = {**os.environ, "HINET_HOME": str(home.root), "DAGSTER_HOME": str(home.dagster_dir)}
    # `dagster dev` warns that `dg dev` supersedes it on every start: HiNet's workspace is no dg project
    quiet = "ignore:Function `dev_command` is superseded"
    env["PYTHONWARNINGS"] = ",".join(w for w in (env.get("PYTHONWARNINGS"), quiet) if w)
    return argv, env


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address the UI listens on.")
@click.option("--port", default=3000, show_default=True, type=click.IntRange(1, 65535), help="Port of the UI.")
@click.option("--verbose", is_flag=True, help="The Dagster services' INFO lines too (a line per sensor tick).")
@home_option
def ui(host: str, port: int, verbose: bool, home: Path | None) -> None:
    """The Dagster UI and daemon for this home (`dagster dev`): the sleep cycle's runs, the landing
    sensors, the nightly schedule, backfills. The services log warnings only (--verbose: every
    sensor tick); the runs' events show as they happen. Ctrl-C stops it.

    Example: hinet ui --port 3000
    """
    h = Home.resolve(home)
    if not (h.dagster_dir / "dagster.yaml").exists():
        raise HinetError(f"{h.root} has no Dagster instance: run `hinet init` first")
    argv, env = ui_command(h, host=host, port=port, verbose=verbose)
    click.echo(f"hinet: Dagster UI for {h.root} on http://{host}:{port}/ (Ctrl-C stops it)", err=True)
    sys.stderr.flush()
    sys.stdout.flush()
    os.chdir(h.dagster_dir)  # the code location's working folder: the home's, not wherever this ran
    os.execve(argv[0], argv, env)
