"""Reading and editing people: ``list``, ``merge``, ``split`` (merges worth a look are
``people.suggest``; a person's whole page, with their facts, is ``hinet_pipeline.memory.profile``).

Every reader applies the role's pre-filter, as retrieval does: a person, an identity, a thread or a
companion appears only through items the role may see. Every merge and split is a ``person_events``
row and an audit event (ids and counts only); a merge is undone by a split and a split by a merge.
"""

from __future__ import annotations

import json
from collections import defaultdict
from typing import TYPE_CHECKING

from hinet_pipeline.config import Role
from hinet_pipeline.errors import QueryError
from hinet_pipeline.memory.people.identity import fold_name, parse
from hinet_pipeline.memory.people.kinds import refresh as refresh_kinds
from hinet_pipeline.memory.people.resolve import one
from hinet_pipeline.timeutil import utcnow

if TYPE_CHECKING:
    from hinet_pipeline.store.vault import Vault


def visible(role: Role, alias: str = "i") -> tuple[str, list]:
    where, params = role.sql(alias)
    return " AND ".join(where), params


def identities_of(vault: "Vault", person_ids: list[int], role: Role) -> dict[int, list[dict]]:
    """Identities of these persons seen in items the role may see (the owner role: all of them)."""
    if not person_ids:
        return {}
    marks = ",".join("?" * len(person_ids))
    where, params = visible(role)
    sql = (
        f"SELECT d.person_id, d.kind, d.value, d.display, count(DISTINCT i.rowid) FROM identities d "
        f"LEFT JOIN item_identities ii ON ii.identity_id = d.identity_id "
        f"LEFT JOIN items i ON i.rowid = ii.item_rowid AND i.valid_to IS NULL AND {where} "
        f"WHERE d.person_id IN ({marks}) GROUP BY d.identity_id ORDER BY d.person_id, count(i.rowid) DESC"
    )
    out: dict[int, list[dict]] = defaultdict(list)
    for pid, kind, value, display, n in vault.conn.execute(sql, [*params, *person_ids]):
        if n or role.sees_everything:
            out[pid].append({"kind": kind, "value": value, "display": display, "items": n})
    return out


def label(ident: dict) -> str:
    return ident["display"] if ident["kind"] == "name" and ident["display"] else ident["value"]


def list_people(
    vault: "Vault", role: Role, *, everyone: bool = False, limit: int | None = None, offset: int = 0
) -> list[dict]:
    """Persons with at least one item the role may see, most present first; lists, bots,
    newsletters and role mailboxes only with ``everyone`` (each with its ``kind``); ``limit`` of them
    from ``offset`` on (all by default)."""
    return people_page(vault, role, everyone=everyone, limit=limit, offset=offset)[0]


def people_page(
    vault: "Vault", role: Role, *, everyone: bool = False, limit: int | None = None, offset: int = 0
) -> tuple[list[dict], int]:
    """``list_people``'s page and how many there are in all (identities are read for the page only)."""
    if offset < 0 or (limit is not None and limit < 0):
        raise QueryError(f"limit and offset must be 0 or more (limit {limit}, offset {offset})")
    where, params = visible(role)
    kinds = "" if everyone else "AND p.kind = 'person' "
    rows = vault.conn.execute(
        f"SELECT p.person_id, p.name, p.is_owner, p.kind, count(DISTINCT i.rowid) AS n FROM persons p "
        f"JOIN identities d ON d.person_id = p.person_id JOIN item_identities ii ON ii.identity_id = d.identity_id "
        f"JOIN items i ON i.rowid = ii.item_rowid WHERE p.merged_into IS NULL {kinds}AND i.valid_to IS NULL "
        f"AND {where} GROUP BY p.person_id ORDER BY n DESC, p.person_id",
        params,
    ).fetchall()
    page = rows[offset : None if limit is None else offset + limit]
    idents = identities_of(vault, [r[0] for r in page], role)
    return [
        {
            "person_id": pid,
            "name": name,
            "identities": [label(i) for i in idents.get(pid, [])],
            "owner": bool(is_owner),
            "kind": kind,
            "items": n,
        }
        for pid, name, is_owner, kind, n in page
    ], len(rows)


def _event(vault: "Vault", c, kind: str, person: int, other: int, moved: list[int]) -> dict:
    at = utcnow()
    event = c.execute(
        "INSERT INTO person_events(kind, person_id, other_id, identities, at) VALUES (?,?,?,?,?)",
        (kind, person, other, json.dumps(moved), at),
    ).lastrowid
    vault.append_audit(f"people.{kind}", {"event": event, "person": person, "other": other, "identities": len(moved)})
    return {"event": event, "kind": kind, "person_id": person, "other_id": other, "identities": len(moved), "at": at}


def merge(vault: "Vault", a: str, b: str) -> dict:
    """Person ``b`` joins person ``a`` (all b's identities move; b is kept, marked merged)."""
    from hinet_pipeline.memory.graph import person_edges, relink_people

    keep, gone = one(vault, a), one(vault, b)
    if keep == gone:
        raise QueryError(f"{a!r} and {b!r} are the same person (P{keep})")
    with vault.transaction() as c:
        edges = person_edges(c, [keep, gone])
        moved = [r[0] for r in c.execute("SELECT identity_id FROM identities WHERE person_id = ?", (gone,))]
        marks = ",".join("?" * len(moved))
        c.execute(f"UPDATE identities SET person_id = ? WHERE identity_id IN ({marks})", [keep, *moved])
        c.execute(f"DELETE FROM person_apart WHERE a IN ({marks}) OR b IN ({marks})", [*moved, *moved])
        c.execute("UPDATE persons SET merged_into = ? WHERE person_id = ?", (keep, gone))
        event = _event(vault, c, "merge", keep, gone, moved)
        relink_people(c, [keep, gone], edges)
        refresh_kinds(c, [keep, gone])
    return event


def split(vault: "Vault", who: str, identities: list[str] | None = None) -> dict:
    """Without ``identities``: undo the person's latest merge. With them: those identities become a
    person of their own, kept apart from the rest from now on."""
    from hinet_pipeline.memory.graph import person_edges, relink_people

    pid = one(vault, who)
    with vault.transaction() as c:
        if not identities:
            row = c.execute(
                "SELECT event_id, other_id, identities FROM person_events WHERE person_id = ? AND kind IN "
                "('merge', 'auto-merge') AND undone_at IS NULL ORDER BY event_id DESC LIMIT 1",
                (pid,),
            ).fetchone()
            if row is None:
                raise QueryError(f"P{pid} has no merge to undo: name the identities to split off with --identity")
            event_id, other, moved = row[0], row[1], json.loads(row[2])
            c.execute("UPDATE person_events SET undone_at = ? WHERE event_id = ?", (utcnow(), event_id))
            c.execute("UPDATE persons SET merged_into = NULL WHERE person_id = ?", (other,))
        else:
            moved = []
            for text in identities:
                ident = parse(text)
                rows = c.execute(
                    "SELECT identity_id, kind, value, display FROM identities WHERE person_id = ?", (pid,)
                ).fetchall()
                match = [
                    r[0]
                    for r in rows
                    if (ident and (r[1], r[2]) == (ident.kind, ident.value)) or fold_name(r[3] or "") == fold_name(text)
                ]
                if not match:
                    raise QueryError(f"P{pid} has no identity {text!r}: see `hinet people show P{pid}`")
                moved += match
            moved = sorted(set(moved))
            rest = [r[0] for r in c.execute("SELECT identity_id FROM identities WHERE person_id = ?", (pid,))]
            if set(rest) <= set(moved):
                raise QueryError(f"splitting off every identity of P{pid} leaves nobody: name fewer")
            display = c.execute("SELECT coalesce(display, value) FROM identities WHERE identity_id = ?", (moved[0],))
            other = c.execute(
                "INSERT INTO persons(name, created_at) VALUES (?, ?)", (display.fetchone()[0], utcnow())
            ).lastrowid
            c.executemany(
                "INSERT OR IGNORE INTO person_apart VALUES (?, ?)",
                [(x, y) for x in moved for y in rest if y not in moved]
                + [(y, x) for x in moved for y in rest if y not in moved],
            )
        marks = ",".join("?" * len(moved))
        edges = person_edges(c, [pid, other])
        c.execute(f"UPDATE identities SET person_id = ? WHERE identity_id IN ({marks})", [other, *moved])
        event = _event(vault, c, "split", pid, other, moved)
        relink_people(c, [pid, other], edges)
        refresh_kinds(c, [pid, other])
    return event
