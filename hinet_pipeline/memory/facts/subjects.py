"""Whom facts are about: every subject a person's facts may be recorded under, however the user names them (an
address, a name in either order, a person id; the owner under any address of theirs), as a role may see them
(``subject_keys``, asked by ``store.read``, the person page and the graph)."""

from __future__ import annotations

import re
import weakref
from typing import TYPE_CHECKING

from hinet_pipeline.config import Role
from hinet_pipeline.memory.people.resolve import subject_names

if TYPE_CHECKING:
    from hinet_pipeline.store.vault import Vault


def _name_words(text: str) -> frozenset[str] | None:
    """A name's words in any order and case, without initials, titles or punctuation ("Allen,
    Phillip K." and "phillip allen" are one); None when it is not two or more words."""
    words = [
        w for w in re.findall(r"[^\W\d_]+", text.casefold()) if len(w) > 1 and w not in ("jr", "sr", "dr", "mr", "ms")
    ]
    return frozenset(words) if len(words) >= 2 and "@" not in text else None


def _same_words(a: frozenset[str] | None, b: frozenset[str] | None) -> bool:
    """One name's words all among the other's ("Jae Black" in "Tamara Jae Black"), two at least; a
    short first name for its long form ("Jeff McMahon" for "Jeffrey McMahon")."""
    if not a or not b:
        return False
    small, big = sorted((a, b), key=len)
    if small <= big:
        return True
    rest, other = small - big, big - small
    return (
        len(rest) == 1
        and bool(small & big)
        and any(min(len(r), len(w)) >= 3 and (w.startswith(r) or r.startswith(w)) for r in rest for w in other)
    )


def subject_keys(vault: "Vault", text: str, role: Role | None = None) -> list[str]:
    """Every subject facts may be recorded under for the person ``text`` names, however the user
    types them: a person id ("P12"), an address, a name in either order ("Allen, Phillip" is "Phillip
    Allen"), with or without initials. Facts name a mail's people by their address and others by
    name: both forms of the person are looked up (``people.resolve`` for the people the vault knows;
    the facts' own subjects for a name no header showed, and for an address whose local part is
    that name, "fran.fagan@enron.com" for "Fran Fagan")."""
    from hinet_pipeline.memory.facts.signer import same_person
    from hinet_pipeline.memory.people import selves
    from hinet_pipeline.memory.people.nicknames import first_form
    from hinet_pipeline.memory.people.resolve import resolve

    if role is not None and not role.sees_everything and not _identifier_seen(vault, text, role):
        return [text]  # an address or number only records above the role show: it names no one for it
    people = sorted(selves.widen(vault, resolve(vault, text)))  # (the owner under any address of theirs: one life)
    keys = set(subject_names(vault, text, people))
    if people:
        marks = ",".join("?" * len(people))
        keys |= {r[0] for r in vault.conn.execute(f"SELECT value FROM identities WHERE person_id IN ({marks})", people)}
    if "@" in text:  # the people whose e-mail facts give this address (a signature, a forwarded From line)
        # only as the role sees them: a private record's address must not point a lower role at its person
        where, params = (["1"], []) if role is None or role.sees_everything else role.sql("o")
        keys |= {r[0] for r in vault.conn.execute(
            "SELECT DISTINCT o.subject FROM fact_observations o JOIN items i ON i.rowid = o.item_rowid WHERE "
            f"o.predicate='email' AND o.object = ? AND o.retract = 0 AND i.valid_to IS NULL AND {' AND '.join(where)}",
            (text.strip().lower(), *params),
        )}  # fmt: skip
    words = _name_words(text)
    if words or "@" in text or people:
        wanted = {k for k in keys if "@" not in k}
        wanted_words = [w for w in map(_name_words, wanted) if w]
        fits: dict[frozenset, set] = {}  # the names an address spells ("Sheri A. Righi" of sheri.a.righi@)
        for subject, sw in _subjects(vault):
            if words and _same_words(sw, words):
                keys.add(subject)
            elif "@" in subject and words and same_person(text, None, None, subject):
                keys.add(subject)
            elif ("@" not in subject and "@" in text and subject.casefold() == text.casefold()) or (
                sw and any(_same_words(w, sw) for w in wanted_words)
            ):
                keys.add(subject)
            if sw and "@" in text and same_person(subject, None, None, text.strip().lower()):  # (every name: not
                # Lena's and her brother Caleb's by "lostrowski.eco@"; "Tom Brennan" is Thomas's)
                fits.setdefault(frozenset(map(first_form, sw)), set()).add(subject)
        keys |= next(iter(fits.values())) if len(fits) == 1 else set()  # one person's name only, never two
    return sorted(keys)


def _identifier_seen(vault: "Vault", text: str, role: Role) -> bool:
    """Whether ``role`` may see a live record that shows the identifier ``text`` (an address, a
    number, a Slack user); a name is the caller's own words and always is."""
    from hinet_pipeline.memory.people.identity import parse

    ident = parse(text)
    if ident is None or ident.kind == "name":
        return True
    where, params = role.sql("i")
    shown = vault.conn.execute(  # a header (or profile) of a record it may see
        "SELECT 1 FROM identities d JOIN item_identities ii ON ii.identity_id = d.identity_id "
        f"JOIN items i ON i.rowid = ii.item_rowid WHERE d.kind = ? AND d.value = ? AND i.valid_to IS NULL "
        f"AND {' AND '.join(where)} LIMIT 1",
        (ident.kind, ident.value, *params),
    ).fetchone()
    if shown is None and ident.kind == "email":  # or the text of one: "e-mail: dana@home.example"
        where, params = role.sql("o")
        shown = vault.conn.execute(
            "SELECT 1 FROM fact_observations o JOIN items i ON i.rowid = o.item_rowid WHERE o.predicate = 'email' "
            f"AND o.object = ? AND o.retract = 0 AND i.valid_to IS NULL AND {' AND '.join(where)} LIMIT 1",
            (ident.value, *params),
        ).fetchone()
    return shown is not None


_SUBJECTS: dict[int, tuple] = {}


def _subjects(vault: "Vault") -> list[tuple[str, frozenset[str] | None]]:
    """Every subject facts name, with its name's words; kept per open vault until a fact is added
    (a question asks about several subjects and predicates: one scan, not one per lookup)."""
    mark = vault.conn.execute("SELECT max(fact_id) FROM facts").fetchone()[0]
    held = _SUBJECTS.get(id(vault))
    if held is None or held[0] != mark or held[1]() is not vault:
        rows = [(s, _name_words(s)) for (s,) in vault.conn.execute("SELECT DISTINCT subject FROM facts")]
        _SUBJECTS.clear()  # one vault at a time is enough: the cache never grows
        _SUBJECTS[id(vault)] = held = (mark, weakref.ref(vault), rows)
    return held[2]
