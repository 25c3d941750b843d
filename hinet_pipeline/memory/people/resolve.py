"""A person named by the owner's words: a person id (``P12`` or ``12``), any identifier (an address,
a number, a Slack user), a name, or whole words of one. Every reader (the person filter of
retrieval, ``--author``, the MCP/HTTP ``person`` filter, the people the question names, facts, the
``people`` commands) resolves through here and nowhere else, so a person means all their identities
at once."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from hinet_pipeline.errors import QueryError
from hinet_pipeline.memory.people.identity import fold_name, name_key, parse

if TYPE_CHECKING:
    from hinet_pipeline.store.vault import Vault

# a person id as typed: ASCII digits that fit SQLite's integer (longer ones name nobody)
_PERSON_ID = re.compile(r"[Pp]?([0-9]{1,18})")


def live_person(vault: "Vault", person_id: int) -> int:
    """Follow merges to the person that holds the identities now."""
    return _live(vault.conn, person_id)


def _live(conn, person_id: int) -> int:
    seen = set()
    while person_id not in seen:
        seen.add(person_id)
        row = conn.execute("SELECT merged_into FROM persons WHERE person_id = ?", (person_id,)).fetchone()
        if row is None or row[0] is None:
            return person_id
        person_id = row[0]
    return person_id


def _has_people(vault: "Vault") -> bool:
    return vault.conn.execute("SELECT 1 FROM persons LIMIT 1").fetchone() is not None


def _words(text: str) -> set[str]:
    return {w for w in re.split(r"[\W_]+", fold_name(text)) if w}


_CACHE: dict[tuple[int, str], tuple] = {}


def _cached(conn, part: str, build: Callable):
    """``build(values)`` over every name and identifier of every person, read once per state of the
    vault (a query that names a person does not read them all again)."""
    stamp = (conn.execute("PRAGMA data_version").fetchone()[0], conn.total_changes)
    cached = _CACHE.get((id(conn), part))
    if cached is not None and cached[0] == stamp and cached[1] is conn:
        return cached[2]
    values = conn.execute(
        "SELECT person_id, name FROM persons UNION ALL SELECT person_id, coalesce(display, value) FROM identities "
        "UNION ALL SELECT person_id, value FROM identities WHERE display IS NOT NULL UNION ALL "
        "SELECT d.person_id, n.name FROM identity_names n JOIN identities d ON d.identity_id = n.identity_id"
    ).fetchall()
    index = build(values)
    if len(_CACHE) > 32:
        _CACHE.clear()
    _CACHE[(id(conn), part)] = (stamp, conn, index)
    return index


def _names(values) -> tuple[dict[str, set[int]], dict[tuple, set[int]], dict[tuple, set[tuple]]]:
    """folded name → persons, name key → persons (the exact phase), and (first, last) → (person,
    middle names) (the same name with or without its middle names)."""
    names: dict[str, set[int]] = {}
    keys: dict[tuple, set[int]] = {}
    loose: dict[tuple, set[tuple]] = {}
    read: dict[str, tuple] = {}  # each text once: a name repeats across a person's identities
    for pid, name in dict.fromkeys(values):  # (each pair once: half the rows repeat one, and the index holds sets)
        if (got := read.get(name)) is None:
            got = read[name] = (fold_name(name), name_key(name))
        folded, key = got
        names.setdefault(folded, set()).add(pid)
        if key is not None:
            keys.setdefault(key, set()).add(pid)
            loose.setdefault((key[0], key[-1]), set()).add((pid, key[1:-1]))
    return names, keys, loose


def _fits(middle: tuple, other: tuple) -> bool:
    """Two names' middle parts can be one person's: one has none, or they agree ("H" = "Harold")."""
    return (
        not middle
        or not other
        or len(middle) == len(other)
        and all(a == b or min(len(a), len(b)) == 1 and a[0] == b[0] for a, b in zip(middle, other))
    )


def _by_word(values) -> tuple[dict[str, set[int]], list[int]]:
    """each word → the values (by number) that hold it, and each value's person (for "all of the
    words")."""
    words: dict[str, set[int]] = {}
    owners: list[int] = []
    for pid, name in values:
        for word in _words(name):
            words.setdefault(word, set()).add(len(owners))
        owners.append(pid)
    return words, owners


def resolve(vault: "Vault", text: str) -> list[int]:
    """Live person ids ``text`` names: exact matches first (an id, an identifier, a whole name in
    any of the ways it is written: "Phillip K. Allen" is "Allen, Phillip K."); only when there is
    none, every person one of whose names or identifiers holds all of its words as whole words
    ("Levi" finds Dana Levi, never Dana Levinson)."""
    text = (text or "").strip()
    if not text or not _has_people(vault):
        return []
    if found := exact(vault.conn, text):
        return found
    by_word, owners = _cached(vault.conn, "words", _by_word)
    # none: the values that hold every word of the text (looked up by word, not scanned)
    holding = [by_word.get(w, set()) for w in _words(text)]
    found = [owners[i] for i in set.intersection(*holding)] if holding else []
    return sorted({live_person(vault, p) for p in found})


def exact(conn, text: str) -> list[int]:
    """``resolve``'s exact phase, on a connection (the graph links facts inside its transaction):
    an id, an identifier, a whole name in any of the ways it is written."""
    text = (text or "").strip()
    if not text:
        return []
    number = _PERSON_ID.fullmatch(text)
    if number:
        row = conn.execute("SELECT person_id FROM persons WHERE person_id = ?", (int(number[1]),)).fetchone()
        if row:
            return [_live(conn, row[0])]
    ident = parse(text)
    found: list[int] = []
    if ident is not None and ident.kind != "name":
        found = [
            r[0]
            for r in conn.execute(
                "SELECT person_id FROM identities WHERE kind = ? AND value = ?", (ident.kind, ident.value)
            )
        ]
    if not found:
        names, keys, loose = _cached(conn, "names", _names)
        found = list(names.get(fold_name(text), ()))
        if (key := name_key(text)) is not None:
            found += keys.get(key, ())
            if not found:  # "David H. Lund" is "Lund, David" (and back) when no other person fits
                fit = {_live(conn, p) for p, middle in loose.get((key[0], key[-1]), ()) if _fits(key[1:-1], middle)}
                found = list(fit) if len(fit) == 1 else []
    return sorted({_live(conn, p) for p in found})


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


def subject_names(vault: "Vault", text: str, people: list[int] | None = None) -> list[str]:
    """The names facts may be recorded under for the person(s) ``text`` names (or ``people``, the
    persons it was resolved to): the person's name and every display name of their identities
    (facts name their subject as records do)."""
    people = resolve(vault, text) if people is None else people
    names = {text}
    if people:
        marks = ",".join("?" * len(people))
        for (name,) in vault.conn.execute(
            f"SELECT name FROM persons WHERE person_id IN ({marks}) UNION "
            f"SELECT coalesce(display, value) FROM identities WHERE person_id IN ({marks}) UNION "
            f"SELECT n.name FROM identity_names n JOIN identities d ON d.identity_id = n.identity_id "
            f"WHERE d.person_id IN ({marks})",
            [*people, *people, *people],
        ):
            names.add(name)
    return sorted(names)


def person_ids(vault: "Vault", names: list[str] | None) -> list[int] | None:
    """The person filter: every person any of ``names`` resolves to (None: no filter given; an empty
    list: a filter that names nobody, so it matches nothing)."""
    if not names:
        return None
    return sorted({pid for name in names for pid in resolve(vault, name)})
