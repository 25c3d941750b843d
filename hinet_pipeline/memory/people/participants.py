"""Who a record shows, as identities with their roles: its author and participants as the
connector wrote them, and in mail the people of the messages it forwards or quotes. The people
step (``stage.py``) turns them into persons."""

from __future__ import annotations

import re
from email.utils import getaddresses
from functools import lru_cache
from typing import Iterator

from hinet_pipeline.memory.facts import mailparts
from hinet_pipeline.memory.people.identity import Identity, fold_name, name_key, parse, role_words

# parse is pure and a mailbox repeats the same few hundred participant strings: without this,
# the stdlib address parser is most of the stage's time
_parse = lru_cache(maxsize=1 << 16)(parse)
key_of = lru_cache(maxsize=1 << 16)(name_key)
ADDRESS = re.compile(r"[\w.+'-]+@[\w-]+(?:\.[\w-]+)+")


def _a_name(ident: Identity, source: str) -> bool:
    """A bare name makes a person only when it is a name: in mail, one human's full name (never
    "e-mail", "legal" or a city); elsewhere (a chat speaker, a note's people) any word that is not
    a role or list."""
    if ident.kind != "name":
        return True
    text = ident.display or ident.value
    if source == "mail":
        return key_of(text) is not None
    return key_of(text) is not None or (not role_words(text) and not any(ch.isdigit() for ch in text))


def item_identities(
    source: str, author: str | None, participants: list[str], region: str
) -> list[tuple[Identity, str]]:
    """(identity, role) of one item. The author is written as a name where the participants carry
    the address ("Dana Levi" and "Dana Levi <dana@x>"): it is the participant of that name. The
    author is not listed again as a participant (the person filter reads either role)."""
    parts = [p for p in (_parse(text, region) for text in participants) if p is not None and _a_name(p, source)]
    who = _parse(author, region) if author else None
    if who is not None and who.kind == "name":
        who = next((p for p in parts if p.display and fold_name(p.display) == who.value), who)
        if who.kind == "name" and not _a_name(who, source):
            who = None
    me = (who.kind, who.value) if who is not None else None
    found = [(p, "participant") for p in parts if (p.kind, p.value) != me]
    if who is not None:
        found.append((who, "author"))
    return list(dict.fromkeys(found))


# a To: / Cc: key of a forwarded or quoted header block: at a line's start, or (Lotus Notes) in a
# column to the right of the author's name and date
# (found by the key alone, then the text before it checked: a pattern that starts with a run of
# blanks is tried at every blank of a long Notes line)
_RECIPIENTS = re.compile(r"\b(?:To|Cc)[ \t]*:[ \t]*(?=\S)", re.I)
_GAP = re.compile(r"[ \t]{3,}")
_NEXT_KEY = re.compile(r"(?:To|Cc|Bcc|Subject|Sent|Date|From)[ \t]*:", re.I)


def _keys(header: str) -> Iterator[re.Match]:
    """``_RECIPIENTS.finditer(header)``, tried only where a colon follows "to" or "cc" (a case-blind
    pattern tried at every character of a long body costs ten times more; no other character
    matches t, o or c case-blind, and two keys never overlap)."""
    i = header.find(":")
    while i >= 0:
        j = i
        while j and header[j - 1] in " \t":
            j -= 1
        if j >= 2 and header[j - 2 : j].lower() in ("to", "cc") and (m := _RECIPIENTS.match(header, j - 2)):
            yield m
        i = header.find(":", i + 1)


def _recipients(header: str) -> Iterator[str]:
    """The text of each To: / Cc: list of the header blocks in a text: its value, and the lines it
    runs on to (indented, or holding an address; in a Notes layout, each line's last cell: the left
    column's date stays out)."""
    for m in _keys(header):
        line_start = header.rfind("\n", 0, m.start()) + 1
        before = header[line_start : m.start()]
        notes = bool(before.strip())  # a Notes key: right of the author's column
        if notes and not before.endswith(("  ", "\t")):
            continue  # "To:" inside a sentence
        end = header.find("\n", m.end())
        value = [header[m.end() : len(header) if end < 0 else end]]
        while end >= 0:
            nxt = header.find("\n", end + 1)
            line = header[end + 1 : len(header) if nxt < 0 else nxt]
            # a Notes line may start with the left column's date or name: the value is its last cell
            cell = _GAP.split(line.strip())[-1] if notes else line.strip()
            if not cell or _NEXT_KEY.match(cell) or not (line[:1].isspace() or "@" in line):
                break
            value.append(cell)
            end = nxt
        yield " ".join(" ".join(value).split())


def quoted_people(
    body: str, author: str | None, participants: list[str], found: list[tuple[Identity, str]], region: str
) -> list[tuple[Identity, str]]:
    """The people of the messages a mail forwards or quotes, as their header blocks write them:
    each one's author ("From: David.Lund@nepco.com@ENRON", "Jane Doe <jd@x.com> on 11/27/2001") and
    the recipients its To: and Cc: lines give with an address ('"Love, Phillip M."
    <Phillip.M.Love@enron.com>'). They took part in the record too, so their addresses are
    identities, with the names the headers give them."""
    body = body or ""
    if "@" not in body and "+40" not in body:
        return []  # no address to find: each one below is written in the body ("+40" in an Exchange-wrapped one)
    seen = {(i.kind, i.value) for i, _ in found}
    out = []

    def add(text: str) -> None:
        ident = _parse(text, region)
        if ident is not None and ident.kind == "email" and (ident.kind, ident.value) not in seen:
            seen.add((ident.kind, ident.value))
            out.append((ident, "participant"))

    text, found_parts = mailparts.parts(body, author, participants)
    for part in found_parts:
        if not part.own and part.address and "@" in part.address:
            add(f'"{part.name}" <{part.address}>' if part.name else part.address)
    if "@" in text:
        for listed in _recipients(text):  # the To: / Cc: lists of the header blocks in the body
            for name, address in getaddresses([listed]) if "@" in listed else ():
                if ADDRESS.fullmatch(address):
                    add(f'"{name}" <{address}>' if name else address)
    return out
