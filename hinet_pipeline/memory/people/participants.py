"""Who a record shows, as identities with their roles: its author and participants as the
connector wrote them, and in mail the authors of the messages it forwards or quotes. The people
step (``stage.py``) turns them into persons."""

from __future__ import annotations

from functools import lru_cache

from hinet_pipeline.memory.people.identity import Identity, fold_name, name_key, parse, role_words

# parse is pure and a mailbox repeats the same few hundred participant strings: without this,
# the stdlib address parser is most of the stage's time
_parse = lru_cache(maxsize=1 << 16)(parse)
key_of = lru_cache(maxsize=1 << 16)(name_key)


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


def quoted_authors(
    body: str, author: str | None, participants: list[str], found: list[tuple[Identity, str]], region: str
) -> list[tuple[Identity, str]]:
    """The authors of the messages a mail forwards or quotes, as their header lines write them
    ("From: David.Lund@nepco.com@ENRON", "Jane Doe <jd@x.com> on 11/27/2001"): they took part in
    the record too, so their addresses are identities (with the name the header gives)."""
    from hinet_pipeline.memory.facts.mailparts import parts

    seen = {(i.kind, i.value) for i, _ in found}
    out = []
    for part in parts(body or "", author, participants)[1]:
        if part.own or not part.address or "@" not in part.address:
            continue
        ident = _parse(f'"{part.name}" <{part.address}>' if part.name else part.address, region)
        if ident is not None and ident.kind == "email" and (ident.kind, ident.value) not in seen:
            seen.add((ident.kind, ident.value))
            out.append((ident, "participant"))
    return out
