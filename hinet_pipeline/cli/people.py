"""`hinet people`: persons and their identities; suggested, manual and undone merges."""

from __future__ import annotations

import click

from hinet_pipeline.cli import emit, home_option, json_option, main, plural
from hinet_pipeline.config import Home
from hinet_pipeline.store.vault import Vault


def _role_option(f):
    return click.option("--role", default="owner", show_default=True, help="Role whose ceiling and sources apply.")(f)


@main.group()
def people() -> None:
    """Persons and their identities (addresses, numbers, Slack users, names), grouped automatically
    only on exact identifier matches; `suggest` proposes more, `merge` and `split` apply and undo."""


def _open(home):
    h = Home.resolve(home)
    return h, Vault.open(h)


@people.command("list")
@click.option(
    "--all", "everyone", is_flag=True, help="Also lists, bots, newsletters and role mailboxes (with their kind)."
)
@click.option("--limit", type=click.IntRange(min=1), default=None, help="At most this many (default: all).")
@click.option("--offset", type=click.IntRange(min=0), default=0, show_default=True, help="Skip the first N.")
@_role_option
@home_option
@json_option
def list_cmd(everyone, limit, offset, role, home, as_json) -> None:
    """Persons with records the role may see, most present first; mailing lists, bots,
    newsletters and role or shared mailboxes only with --all (they stay searchable as senders).

    Example: hinet people list --role work
    """
    from hinet_pipeline.memory.people.directory import people_page

    h, v = _open(home)
    with v:
        found, total = people_page(v, h.settings().role(role), everyone=everyone, limit=limit, offset=offset)
    if as_json:
        emit(True, found, "")
        return
    for p in found:
        owner = " (owner)" if p["owner"] else ""
        kind = f" [{p['kind']}]" if p["kind"] != "person" else ""
        shown = ", ".join(p["identities"][:4]) + (" …" if len(p["identities"]) > 4 else "")
        click.echo(f"P{p['person_id']:<5} {p['name']}{owner}{kind}  {plural(p['items'], 'record')}  {shown}")
    what = "entries" if everyone else "people" if total != 1 else "person"
    shown_range = f"{offset + 1}-{offset + len(found)} of " if len(found) < total else ""
    click.echo(f"{shown_range}{total} {what}")


@people.command()
@click.argument("person")
@_role_option
@home_option
@json_option
def show(person, role, home, as_json) -> None:
    """One person: identities, sources, first and last contact, threads, companions, live facts,
    each cited. PERSON: a person id (P12), any identifier, or a name.

    Example: hinet people show maya.cohen@acme-robotics.example
    """
    from hinet_pipeline.memory.profile import show as show_person

    h, v = _open(home)
    settings = h.settings()
    with v:
        p = show_person(v, settings.role(role), person, precedence=settings.fact_precedence)
    if as_json:
        emit(True, p, "")
        return
    click.echo(f"P{p['person_id']} {p['name']}{' (owner)' if p['owner'] else ''}: {plural(p['items'], 'record')}")
    click.echo("  identities: " + ", ".join(p["identities"]))
    click.echo("  sources: " + ", ".join(f"{s['source']} {s['items']}" for s in p["sources"]))
    for key in ("first_seen", "last_seen"):
        if p[key]:
            click.echo(f"  {key.replace('_', ' ')}: {p[key]['timestamp'][:10]}  {p[key]['citation']['display']}")
    if p["appears_with"]:
        click.echo("  appears with: " + ", ".join(f"{w['name']} ({w['items']})" for w in p["appears_with"]))
    for f in p["facts"]:
        until = f" until {f['valid_to'][:10]}" if f["valid_to"] else ""
        click.echo(
            f"  fact: {f['predicate']} {f['object']} (from {f['valid_from'][:10]}{until})  {f['citation']['display']}"
        )


@people.command()
@_role_option
@home_option
@json_option
def suggest(role, home, as_json) -> None:
    """Merges worth a look, surest first, each with its reason and confidence (the same name
    however it is written, an address your own mailbox delivers to or sends from, a signature
    naming another address, a mail signed with another person's name); lists, bots and role
    mailboxes are never proposed. None is applied: `hinet people merge A B` does.

    Example: hinet people suggest
    """
    from hinet_pipeline.memory.people.suggest import suggest as suggestions

    h, v = _open(home)
    with v:
        found = suggestions(v, h.settings().role(role))
    if as_json:
        emit(True, found, "")
        return
    for s in found:
        click.echo(
            f"{s['confidence']:.2f}  P{s['a']['person_id']} {s['a']['name']}  +  P{s['b']['person_id']} "
            f"{s['b']['name']}: {s['reason']}  → hinet people merge P{s['a']['person_id']} P{s['b']['person_id']}"
        )
    click.echo(f"{len(found)} suggestion(s)")


@people.command()
@click.argument("keep")
@click.argument("other")
@home_option
@json_option
def merge(keep, other, home, as_json) -> None:
    """OTHER's identities join KEEP (an audit event; `hinet people split KEEP` undoes it).

    Example: hinet people merge P3 yossi.k@gmail.example
    """
    from hinet_pipeline.memory.people.directory import merge as merge_people

    _, v = _open(home)
    with v:
        event = merge_people(v, keep, other)
    emit(
        as_json,
        event,
        f"merged P{event['other_id']} into P{event['person_id']} ({event['identities']} identities); "
        f"undo: hinet people split P{event['person_id']}",
    )


@people.command()
@click.argument("person")
@click.option("--identity", "identities", multiple=True, help="An identity to split off (repeatable).")
@home_option
@json_option
def split(person, identities, home, as_json) -> None:
    """Undo PERSON's latest merge, or, with --identity, make those identities a person of their
    own (kept apart from now on; `hinet people merge` undoes it).

    Example: hinet people split P3 --identity yossi.k@gmail.example
    """
    from hinet_pipeline.memory.people.directory import split as split_person

    _, v = _open(home)
    with v:
        event = split_person(v, person, list(identities))
    emit(
        as_json,
        event,
        f"split P{event['other_id']} off P{event['person_id']} ({event['identities']} identities); "
        f"undo: hinet people merge P{event['person_id']} P{event['other_id']}",
    )
