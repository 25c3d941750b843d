"""The people step of the sleep cycle: each new item's author and participants → identities →
persons. An identity seen for the first time joins the owner when the owner's configuration names
it, else it starts a person of its own; the same address, number or Slack user anywhere is the
same identity, so exact matches group by themselves. Names are never grouped here (see
``directory.suggest``). Incremental through a partial index: a day with nothing new costs nothing.
"""

from __future__ import annotations

import json
import time
from functools import lru_cache

from ..config import Owner, Settings
from ..graph import person_edges, relink_people
from ..indexing import StageResult, in_batches, pending_rows
from ..timeutil import utcnow
from ..vault import Vault
from .identity import Identity, fold_name, owner_identities, parse


class _Identities:
    """Identity ids by (kind, value), created on first sight."""

    def __init__(self, conn, owner_id: int, owner_keys: set[tuple[str, str]]) -> None:
        self.conn, self.owner_id, self.owner_keys = conn, owner_id, owner_keys
        self.cache: dict[tuple[str, str], int] = {}
        self.created = self.persons = 0

    def id(self, ident: Identity, record_id: str | None) -> int:
        key = (ident.kind, ident.value)
        if key in self.cache:
            return self.cache[key]
        row = self.conn.execute("SELECT identity_id FROM identities WHERE kind = ? AND value = ?", key).fetchone()
        if row:
            self.cache[key] = row[0]
            return row[0]
        if key in self.owner_keys:
            person = self.owner_id
        else:
            person = self.conn.execute(
                "INSERT INTO persons(name, created_at) VALUES (?, ?)", (ident.display or ident.value, utcnow())
            ).lastrowid
            self.persons += 1
        iid = self.conn.execute(
            "INSERT INTO identities(kind, value, display, person_id, record_id) VALUES (?,?,?,?,?)",
            (*key, ident.display, person, record_id),
        ).lastrowid
        self.created += 1
        self.cache[key] = iid
        return iid


def ensure_owner(vault: Vault, owner: Owner) -> int:
    """The owner's person (created on first use), holding every identity ``[owner]`` names; an
    identity first seen elsewhere and later configured as the owner's moves to the owner, as an
    undoable automatic merge."""
    with vault.transaction() as c:
        row = c.execute("SELECT person_id, name FROM persons WHERE is_owner = 1").fetchone()
        if row is None:
            owner_id = c.execute(
                "INSERT INTO persons(name, is_owner, created_at) VALUES (?, 1, ?)", (owner.name, utcnow())
            ).lastrowid
        else:
            owner_id = row[0]
            if row[1] != owner.name:
                c.execute("UPDATE persons SET name = ? WHERE person_id = ?", (owner.name, owner_id))
        for ident in owner_identities(owner):
            found = c.execute(
                "SELECT identity_id, person_id FROM identities WHERE kind = ? AND value = ?", (ident.kind, ident.value)
            ).fetchone()
            if found is None:
                c.execute(
                    "INSERT INTO identities(kind, value, display, person_id) VALUES (?,?,?,?)",
                    (ident.kind, ident.value, ident.display, owner_id),
                )
            elif found[1] != owner_id and not _kept_apart(c, found[0], owner_id):
                edges = person_edges(c, [owner_id, found[1]])
                c.execute("UPDATE identities SET person_id = ? WHERE identity_id = ?", (owner_id, found[0]))
                relink_people(c, [owner_id, found[1]], edges)
                c.execute(
                    "INSERT INTO person_events(kind, person_id, other_id, identities, at) "
                    "VALUES ('auto-merge', ?, ?, ?, ?)",
                    (owner_id, found[1], json.dumps([found[0]]), utcnow()),
                )
                vault.append_audit("people.auto_merge", {"person": owner_id, "from": found[1], "identities": 1})
    return owner_id


def _kept_apart(c, identity_id: int, person_id: int) -> bool:
    """A split separated this identity from one of the person's: configuration does not undo it."""
    return (
        c.execute(
            "SELECT 1 FROM person_apart p JOIN identities d ON d.identity_id = p.b "
            "WHERE p.a = ? AND d.person_id = ? LIMIT 1",
            (identity_id, person_id),
        ).fetchone()
        is not None
    )


# parse is pure and a mailbox repeats the same few hundred participant strings: without this,
# the stdlib address parser is most of the stage's time
_parse = lru_cache(maxsize=1 << 16)(parse)


def item_identities(
    source: str, author: str | None, participants: list[str], region: str
) -> list[tuple[Identity, str]]:
    """(identity, role) of one item. The author is written as a name where the participants carry
    the address ("Dana Levi" and "Dana Levi <dana@x>"): it is the participant of that name. The
    author is not listed again as a participant (the person filter reads either role)."""
    parts = [p for p in (_parse(text, region) for text in participants) if p is not None]
    who = _parse(author, region) if author else None
    if who is not None and who.kind == "name":
        who = next((p for p in parts if p.display and fold_name(p.display) == who.value), who)
    me = (who.kind, who.value) if who is not None else None
    found = [(p, "participant") for p in parts if (p.kind, p.value) != me]
    if who is not None:
        found.append((who, "author"))
    return list(dict.fromkeys(found))


def people_stage(vault: Vault, settings: Settings, *, day: str | None = None) -> StageResult:
    t0 = time.perf_counter()
    owner = settings.owner
    owner_id = ensure_owner(vault, owner)
    owner_keys = {(i.kind, i.value) for i in owner_identities(owner)}
    owner_name = next(i for i in owner_identities(owner) if i.kind == "name")
    todo = pending_rows(
        vault, "SELECT rowid FROM items WHERE people_state = 0 AND valid_to IS NULL ORDER BY rowid", day, True
    )
    items = links = 0
    identities = None
    for ids in in_batches(todo):
        marks = ",".join("?" * len(ids))
        rows = vault.conn.execute(
            f"SELECT rowid, record_id, source, author, participants FROM items WHERE rowid IN ({marks})", ids
        ).fetchall()
        with vault.transaction() as c:
            if identities is None:
                identities = _Identities(c, owner_id, owner_keys)
            pairs = []
            for rowid, record_id, source, author, participants in rows:
                found = item_identities(source, author, json.loads(participants), owner.region)
                if not author and source == "notes":  # a note without an author is the owner's
                    found.append((owner_name, "author"))
                pairs += [(identities.id(ident, record_id), rowid, role) for ident, role in found]
            c.executemany("INSERT OR IGNORE INTO item_identities VALUES (?,?,?)", pairs)
            c.execute(f"UPDATE items SET people_state = 1 WHERE rowid IN ({marks})", ids)
        items += len(ids)
        links += len(pairs)
    counts = {
        "items": items,
        "item_links": links,
        "identities_added": identities.created if identities else 0,
        "persons_added": identities.persons if identities else 0,
        "persons": vault.conn.execute("SELECT count(*) FROM persons WHERE merged_into IS NULL").fetchone()[0],
    }
    if counts["identities_added"]:
        with vault.transaction():
            vault.append_audit("people", {k: counts[k] for k in ("identities_added", "persons_added")})
    return StageResult(counts, time.perf_counter() - t0)
