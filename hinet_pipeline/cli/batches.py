"""What could not be landed or read: `hinet quarantine` (records) and `hinet batches` (landing batches
the sleep cycle set aside as unreadable: list, retry, discard)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from hinet_pipeline.cli import emit, home_option, json_option, main, plural
from hinet_pipeline.config import Home
from hinet_pipeline.errors import HinetError
from hinet_pipeline.store.vault import Vault


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


@main.group()
def batches() -> None:
    """Landing batches the sleep cycle set aside as unreadable (HOME/quarantine/batches/): until each
    is landed again, retried or discarded, `hinet verify` and `hinet status` name it as a problem."""


@batches.command("list")
@home_option
@json_option
def batches_list(home: Path | None, as_json: bool) -> None:
    """List set-aside batches: id, day, records it holds (when readable), why, and whether it was
    landed again since.

    Example: hinet batches list
    """
    from hinet_pipeline.intake.ingest import set_aside_batches

    h = Home.resolve(home)
    with Vault.open(h) as v:
        found = set_aside_batches(h, v)
    if as_json:
        emit(True, [a.as_dict() for a in found], "")
        return
    for a in found:
        records = "? records" if a.records is None else plural(a.records, "record")
        state = "landed again" if a.relanded else "missing"
        click.echo(f"{a.id}  {a.day}  {records}, {state}: {a.reason}")
    missing = sum(not a.relanded for a in found)
    click.echo(
        f"{len(found)} set aside, {missing} not in the vault"
        + (": land the export again, or `hinet batches retry ID` / `hinet batches discard ID`" if missing else "")
    )


@batches.command("discard")
@click.argument("ids", metavar="ID...", nargs=-1, required=True)
@click.option("--yes", is_flag=True, help="Do not ask: delete them.")
@home_option
@json_option
def batches_discard(ids: tuple[str, ...], yes: bool, home: Path | None, as_json: bool) -> None:
    """Delete set-aside batch files for good: their records stay out of the vault, and they are no
    longer a problem. ID as `hinet batches list` shows it (DAY/ID when two days hold one).

    Example: hinet batches discard jsonl-1a2b3c4d5e6f7a8b --yes
    """
    from hinet_pipeline.intake.ingest import discard_set_aside

    if not yes:
        if not sys.stdin.isatty():
            raise HinetError("hinet batches discard deletes files for good: add --yes")
        click.confirm(f"delete {len(ids)} set-aside batch file(s) for good?", abort=True)
    h = Home.resolve(home)
    with Vault.open(h) as v:
        done = [discard_set_aside(h, v, i) for i in ids]
    emit(as_json, [a.as_dict() for a in done], "\n".join(f"discarded {a.id} ({a.day})" for a in done))


@batches.command("retry")
@click.argument("ids", metavar="ID...", nargs=-1, required=True)
@home_option
@json_option
def batches_retry(ids: tuple[str, ...], home: Path | None, as_json: bool) -> None:
    """Move set-aside batches back into landing/ (after fixing why they could not be read, e.g. the
    key they were written under is the vault's again): the next `hinet sleep` ingests them, or sets
    them aside again.

    Example: hinet batches retry jsonl-1a2b3c4d5e6f7a8b && hinet sleep
    """
    from hinet_pipeline.intake.ingest import retry_set_aside

    h = Home.resolve(home)
    with Vault.open(h) as v:
        done = [retry_set_aside(h, v, i) for i in ids]
    emit(
        as_json,
        [a.as_dict() for a in done],
        "\n".join(f"{a.id} is back in landing/{a.day}/: run `hinet sleep`" for a in done),
    )
