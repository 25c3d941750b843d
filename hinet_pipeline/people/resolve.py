"""A person named by the owner's words: a person id (``P12`` or ``12``), any identifier (an address,
a number, a Slack user), a name, or a part of one. Every reader (the person filter, facts, the
``people`` commands) resolves through here, so a person means all their identities at once."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from ..errors import QueryError
from .identity import fold_name, parse

if TYPE_CHECKING:
    from ..vault import Vault

# a person id as typed: ASCII digits that fit SQLite's integer (longer ones name nobody)
_PERSON_ID = re.compile(r"[Pp]?([0-9]{1,18})")


def _live(vault: "Vault", person_id: int) -> int:
    """Follow merges to the person that holds the identities now."""
    seen = set()
    while person_id not in seen:
        seen.add(person_id)
        row = vault.conn.execute("SELECT merged_into FROM persons WHERE person_id = ?", (person_id,)).fetchone()
        if row is None or row[0] is None:
            return person_id
        person_id = row[0]
    return person_id


def _has_people(vault: "Vault") -> bool:
    return vault.conn.execute("SELECT 1 FROM persons LIMIT 1").fetchone() is not None


def resolve(vault: "Vault", text: str) -> list[int]:
    """Live person ids ``text`` names: exact matches (id, identifier, whole name) first; only when
    there is none, every person with a name or identifier containing it."""
    text = (text or "").strip()
    if not text or not _has_people(vault):
        return []
    number = _PERSON_ID.fullmatch(text)
    if number:
        row = vault.conn.execute("SELECT person_id FROM persons WHERE person_id = ?", (int(number[1]),)).fetchone()
        if row:
            return [_live(vault, row[0])]
    ident = parse(text)
    found: list[int] = []
    if ident is not None and ident.kind != "name":
        found = [
            r[0]
            for r in vault.conn.execute(
                "SELECT person_id FROM identities WHERE kind = ? AND value = ?", (ident.kind, ident.value)
            )
        ]
    if not found:
        folded = fold_name(text)
        found = [
            pid
            for pid, name in vault.conn.execute(
                "SELECT person_id, name FROM persons UNION ALL "
                "SELECT person_id, coalesce(display, value) FROM identities"
            )
            if fold_name(name) == folded
        ]
    if not found:
        pattern = "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        found = [
            r[0]
            for r in vault.conn.execute(
                "SELECT person_id FROM persons WHERE name LIKE ?1 ESCAPE '\\' UNION "
                "SELECT person_id FROM identities WHERE value LIKE ?1 ESCAPE '\\' OR display LIKE ?1 ESCAPE '\\'",
                (pattern,),
            )
        ]
    return sorted({_live(vault, p) for p in found})


def one(vault: "Vault", text: str, keep: Callable[[int], bool] | None = None) -> int:
    """The one person ``text`` names (among those ``keep`` accepts: a role sees only the people of
    records it may see); none or several is the caller's error, with the candidates."""
    found = [p for p in resolve(vault, text) if keep is None or keep(p)]
    if not found:
        raise QueryError(f"no person matches {text!r}: see `hinet people list`")
    if len(found) > 1:
        names = dict(
            vault.conn.execute(
                f"SELECT person_id, name FROM persons WHERE person_id IN ({','.join('?' * len(found))})", found
            ).fetchall()
        )
        shown = ", ".join(f"P{p} {names.get(p, '')}".strip() for p in found[:8])
        raise QueryError(f"{text!r} names {len(found)} people ({shown}): use a person id or an identifier")
    return found[0]


def subject_names(vault: "Vault", text: str) -> list[str]:
    """The names facts may be recorded under for the person(s) ``text`` names: the person's name
    and every display name of their identities (facts name their subject as records do)."""
    people = resolve(vault, text)
    names = {text}
    if people:
        marks = ",".join("?" * len(people))
        for (name,) in vault.conn.execute(
            f"SELECT name FROM persons WHERE person_id IN ({marks}) UNION "
            f"SELECT coalesce(display, value) FROM identities WHERE person_id IN ({marks})",
            [*people, *people],
        ):
            names.add(name)
    return sorted(names)
