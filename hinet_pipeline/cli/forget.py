"""`hinet forget`: erase records for real (issue [17]); owner only: the command line is its one way
in (no HTTP, MCP or chat route forgets)."""

from __future__ import annotations

import click

from hinet_pipeline.cli import emit, home_option, json_option, main, plural
from hinet_pipeline.config import Home
from hinet_pipeline.store.vault import Vault, require_writable

_LAYERS = (
    ("records", "record", None),
    ("versions", "version", None),
    ("chunks", "chunk", None),
    ("fts_rows", "FTS5 row", None),
    ("vectors", "vector", None),
    ("observations", "fact observation", None),
    ("fact_rows", "fact row", None),
    ("graph_links", "graph link", None),
    ("identities", "identity", "identities"),
    ("people", "person", "people"),
    ("quarantine", "quarantine entry", "quarantine entries"),
    ("probes", "eval probe", None),
    ("batches", "landing batch", "landing batches"),
)


def _layers(counts: dict) -> str:
    return ", ".join(plural(counts[k], noun, nouns) for k, noun, nouns in _LAYERS if k in counts)


def _backups_line(backups: list[dict]) -> str:
    if not backups:
        return (
            "backups made before this forget still hold these records (none made by `hinet backup` is "
            "known to this vault): delete or replace them yourself"
        )
    shown = "; ".join(f"{b['path']} ({b['at'][:10]}{'' if b['exists'] else ', not found now'})" for b in backups)
    return f"these backups still hold these records (delete or replace them yourself): {shown}"


def _set_aside_lines(ids: list[str]) -> list[str]:
    """Set-aside batches cannot be read, so nothing is rewritten in them: they may hold these records."""
    if not ids:
        return []
    return [
        f"{plural(len(ids), 'set-aside batch', 'set-aside batches')} could not be read and so were not rewritten: "
        f"they may still hold these records (`hinet batches discard ID --yes` removes one): {', '.join(ids)}"
    ]


def _set_aside_ids(h, v) -> list[str]:
    from hinet_pipeline.intake.ingest import set_aside_batches

    return [f"{a.day}/{a.id}" for a in set_aside_batches(h, v)]


@main.command()
@click.option("--record", default=None, help="Forget one record (every version of it), by record id.")
@click.option("--thread", default=None, help="Forget every record of a thread, by thread id.")
@click.option("--person", default=None, help="Forget a person: the records they wrote, their identities and facts.")
@click.option("--all-mentions", is_flag=True, help="With --person: also the records they only received.")
@click.option("--source", default=None, help="Forget every record of a source (mail, chat, notes, calendar, ...).")
@click.option("--account", default=None, help="With --source: only that account's records.")
@click.option("--before", default=None, metavar="DATE", help="Forget every record dated before DATE (YYYY-MM-DD).")
@click.option(
    "--between", nargs=2, default=None, metavar="D1 D2", help="Forget every record dated D1 to D2 (inclusive)."
)
@click.option("--query", default=None, help="Forget the records whose text holds these words (shown first).")
@click.option("--yes", is_flag=True, help="Erase for real (without it: a dry run that only counts).")
@click.option("--list", "list_", is_flag=True, help="List the forgets done so far (counts only).")
@click.option(
    "--undo-tombstone",
    "undo",
    default=None,
    metavar="ID|all",
    help="Let the records of forget ID (or of all forgets) land again; what was erased stays erased.",
)
@home_option
@json_option
def forget(
    record, thread, person, all_mentions, source, account, before, between, query, yes, list_, undo, home, as_json
) -> None:
    """Erase records from every layer: items and versions, chunks, FTS5 and vector rows, facts,
    the graph, people left with no record, quarantine entries and the landing batches; then compact
    the vault so no page or log holds them. A tombstone (hashes only) keeps a later `hinet land`
    from bringing them back. Always a dry run that counts per layer, unless --yes.

    Backups made before stay as they are: the command lists those `hinet backup` wrote.

    Examples: hinet forget --person "Noa Bar" ; hinet forget --query "lab results" --yes ;
    hinet forget --source mail --account work@example.com --yes ; hinet forget --undo-tombstone 3
    """
    from hinet_pipeline.memory.forget import erase, reach, selection

    h = Home.resolve(home)
    if list_ or undo:
        with Vault.open(h) as v:
            if list_:
                rows = erase.forgets(v)
                emit(
                    as_json,
                    rows,
                    "\n".join(
                        f"{r['forget_id']}  {r['at'][:19]}  --{r['selector']}  {_layers(r['counts'])}  "
                        f"{plural(r['tombstones'], 'tombstone')}"
                        + (f"  (pending: {r['pending']})" if r["pending"] else "")
                        for r in rows
                    )
                    or "no forget yet",
                )
                return
            if undo != "all" and not undo.isdigit():
                raise selection.ForgetError(
                    f"--undo-tombstone {undo!r}: give a forget id (see `hinet forget --list`) or all"
                )
            out = erase.undo_tombstones(v, None if undo == "all" else int(undo))
        emit(
            as_json,
            out,
            f"{plural(out['tombstones_removed'], 'tombstone')} removed: `hinet land` lands those records again",
        )
        return
    if yes:
        require_writable(h, "forgetting")
    with Vault.open(h) as v:
        sel = selection.select(
            v,
            record=record,
            thread=thread,
            person=person,
            all_mentions=all_mentions,
            source=source,
            account=account,
            before=before,
            between=tuple(between) if between else None,
            query=query,
        )
        if not yes:  # a dry run counts; --yes erases, and the erase counts what it did (once)
            from hinet_pipeline.store.forgetting import known_backups

            counts = reach.plan(v, sel)
            backups = known_backups(v.conn)
            set_aside = _set_aside_ids(h, v)
            lines = []
            if sel.matches:
                lines += [f"matches ({plural(len(sel.rowids), 'version')}, first {len(sel.matches)} shown):"]
                lines += [
                    f"  {m['record_id']}  {m['timestamp'][:10]}  {m['source']}  {m['title']}" for m in sel.matches
                ]
            lines += [
                f"dry run: would erase {_layers(counts)}",
                _backups_line(backups),
                *_set_aside_lines(set_aside),
                "nothing was erased: add --yes to forget them",
            ]
            emit(
                as_json,
                {
                    "dry_run": True,
                    "selector": sel.kind,
                    "counts": counts,
                    "matches": sel.matches,
                    "backups": backups,
                    "set_aside": set_aside,
                },
                "\n".join(lines),
            )
            return
        out = erase.apply(h, v, sel)
        out["set_aside"] = _set_aside_ids(h, v) if out["forgotten"] else []
    if not out["forgotten"]:
        emit(as_json, {"dry_run": False, **out}, "nothing to forget: the selector names no record")
        return
    files = out["files"]
    emit(
        as_json,
        {"dry_run": False, **out},
        "\n".join(
            [
                f"forgotten: {_layers(out['counts'])}",
                f"{plural(files['batches_rewritten'], 'landing batch', 'landing batches')} rewritten without them; "
                + (
                    "the vault compacted and its log truncated"
                    if files["log_truncated"]
                    else "the vault compacted; its log is held open by another process (hinet serve?): "
                    "stop it, then run any hinet command to truncate it"
                ),
                f"{plural(out['counts']['tombstones'], 'tombstone')} keep `hinet land` from bringing them back "
                f"(undo: hinet forget --undo-tombstone {out['forget_id']})",
                _backups_line(out["backups"]),
                *_set_aside_lines(out["set_aside"]),
            ]
        ),
    )
