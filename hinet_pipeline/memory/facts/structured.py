"""The ``structured`` extractor: what fields already say: the sender's own address in a mail's
From header, the owner's notes' e-mail lines and their labelled lines and headings (``notes``: "Address:",
"role:", "manager =", "המעבר לחיפה – 20.7"; and in the owner's mail that gives "my details"), a Slack
profile's title, phone and e-mail, and who took part in a calendar event (``attended``)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterator

from hinet_pipeline.config import Owner
from hinet_pipeline.intake.connectors.slack import PROFILE_HEADING
from hinet_pipeline.memory.facts.mailparts import wrote
from hinet_pipeline.memory.facts.notes import might_note, notes
from hinet_pipeline.memory.facts.store import Found
from hinet_pipeline.memory.people.identity import phone_e164, split_addresses
from hinet_pipeline.records import CanonicalItem

_EMAIL_KEY = re.compile(r"^[ \t]*[-*]?[ \t]*(?:personal |work |private )?e-?mail[ \t]*:[ \t]*(.+)$", re.I | re.M)
_NAME_TITLE = re.compile(r"^\s*\"?([^,\"<>()]{3,40}?)\s*[-–]\s+([^<>\"@]{3,60}?)\"?\s*$")
_BULK = re.compile(r"\bunsubscribe\b|\bto stop receiving\b", re.I)
# a mail that gives the writer's own details ("here are my updated details:", "update my employee record")
# on a line that ends with a colon, the labelled lines under it
_MY_DETAILS = re.compile(
    r"\bmy\s+(?:[\w-]+\s+){0,2}(?:details|records?|information|particulars)\b[^\n]*:[ \t]*\n", re.I
)
_SOMEONES_NAME = re.compile(r"^[ \t]*(?:[-*•][ \t]*)?(?:full\s+)?name[ \t]*:", re.I | re.M)  # a form of someone's


def _bulk(body: str) -> bool:
    """An unsubscribe footer (its words as substrings first: the case-blind pattern is slow)."""
    folded = body.lower()
    return ("unsubscribe" in folded or "receiving" in folded) and _BULK.search(body) is not None


_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


_PROFILE_LINE = re.compile(r"^(Title|Phone|E-mail): (.+)$", re.M)
_ATTENDEES = re.compile(r"^(Organizer|Attendees|Tentative|Not answered|Declined): (.+)$", re.M)


@lru_cache(maxsize=4096)
def person_name(display: str) -> str | None:
    """A display name as a person's First Last, or None when it is not one human's name."""
    from hinet_pipeline.memory.facts.mailparts import person
    from hinet_pipeline.memory.facts.signoff import name_of

    name = person(re.sub(r"\s*\[[^\]]*\]?", " ", display))[0]
    return name_of(name) if name else None


@lru_cache(maxsize=4096)
def not_a_person(name: str | None, address: str | None) -> str | None:
    """The kind of sender a name and address show when it is not one human (``people.kinds``:
    "list", "bot", "newsletter", "role", "company"), else None."""
    from hinet_pipeline.memory.people.kinds import address_kind, name_kind

    return (address_kind(address) if address else None) or (name_kind(name, address) if name else None)


def _usable(addr: str) -> bool:
    """An address one could write to: a local part that neither starts nor ends with a dot (an
    export's mangled ".hall@enron.com" or "jr..d.@enron.com" names no mailbox)."""
    local, at, domain = addr.rpartition("@")
    return bool(at and local and domain) and not local.startswith(".") and not local.endswith(".")


def might_state(source: str, author: str | None, body: str, owner: Owner) -> bool:
    """False when ``structured`` finds nothing in such an item without reading it further."""
    return (
        (source == "mail" and bool(author))
        or (source == "notes" and might_note(body) and wrote(owner, source, author))
        or (source == "chat" and body.startswith(PROFILE_HEADING))
        or source == "calendar"
    )


def _subject(item: CanonicalItem, who: str, owner: Owner) -> str:
    """The person a participant string names, as facts name subjects: the owner by their name."""
    if wrote(owner, item.source, who):
        return owner.name
    return next((name.strip() for name, _ in split_addresses(who) if name.strip()), who)


def _profile(item: CanonicalItem, rowid: int, owner: Owner) -> Iterator[Found]:
    """A Slack profile record (the connector's): its title, phone and e-mail are its person's."""
    subject = owner.name if wrote(owner, item.source, item.author) else item.author
    for m in _PROFILE_LINE.finditer(item.body):
        key, value = m.group(1), m.group(2).strip()
        if key == "Title":
            found = ("job_title", value)
        elif key == "Phone":
            found = ("phone", phone_e164(value, owner.region))
        else:
            found = ("email", value.lower() if _EMAIL.fullmatch(value) else None)
        if found[1]:
            yield Found.stated(item, rowid, "structured", subject, *found, item.timestamp, span=m.span())


def _attended(item: CanonicalItem, rowid: int, owner: Owner) -> Iterator[Found]:
    """A calendar event: its organizer and the attendees who accepted took part in it (from its
    start); who declined, answered "maybe" or did not answer, did not (as far as the record says)."""
    lines = {m.group(1): m for m in _ATTENDEES.finditer(item.body)}
    event = f"{item.title or 'event'} ({item.timestamp.date().isoformat()})"
    for key in ("Organizer", "Attendees"):
        if m := lines.get(key):
            for who in (w for w in item.participants if w in m.group(2)):
                yield Found.stated(
                    item, rowid, "structured", _subject(item, who, owner), "attended", event, item.timestamp,
                    span=m.span(),
                )  # fmt: skip


_REWRITTEN = ("=?", "\\", "\n", "\r", '"')  # encoded words, quoted pairs, folded lines, quoted strings


def structured(item: CanonicalItem, rowid: int, owner: Owner) -> Iterator[Found]:
    if item.source == "chat" and item.app == "Slack" and item.body.startswith(PROFILE_HEADING):
        yield from _profile(item, rowid, owner)
    if item.source == "calendar":
        yield from _attended(item, rowid, owner)
    if item.source == "mail" and item.author:
        # the sender's own From header says their address (what others' To/Cc lines call an address
        # is theirs to say, and a mailbox would repeat it in every message)
        sender = next((name.strip() for name, _ in split_addresses(item.author) if name.strip()), item.author)
        # (a participant whose name can be the sender's: one that holds it, or is written in a form
        # the parser rewrites; most mail's participants are not parsed at all)
        texts = (t for t in (item.author, *item.participants) if sender in t or any(c in t for c in _REWRITTEN))
        for name, addr in (a for text in texts for a in split_addresses(text)):
            if name.strip() == sender and _usable(addr) and not addr.startswith(("no-reply", "noreply")):
                # a list, a bot, a newsletter (an unsubscribe footer) has no e-mail of its own; a
                # person is named First Last ("Hall, Bob M" is "Bob M Hall"), and one word names no one
                who = person_name(sender)
                automatic = "auto" in item.signals  # Auto-Submitted, a null Return-Path, "DO NOT REPLY"
                if who and not automatic and not not_a_person(sender, addr.lower()) and not _bulk(item.body):
                    yield Found.stated(item, rowid, "structured", who, "email", addr.lower(), item.timestamp)
                break
        if m := _NAME_TITLE.match(sender):  # "Ken Lay- Chairman of the Board": the sender names their role
            from hinet_pipeline.memory.facts.lexicon import TITLE_HEADS, TITLE_QUALIFIERS, has_title

            who = person_name(m.group(1))
            first = m.group(2).split()[0].casefold().strip(".,")
            if who and has_title(m.group(2)) and (first in TITLE_HEADS or first in TITLE_QUALIFIERS):
                yield Found.stated(item, rowid, "structured", who, "job_title", m.group(2).strip(), item.timestamp)
    if (
        item.source == "mail"
        and item.author
        and wrote(owner, "mail", item.author)  # (first: other people's mail is not searched)
        and _MY_DETAILS.search(item.body)
        and not _SOMEONES_NAME.search(item.body)
    ):
        from hinet_pipeline.memory.facts.voice import own_text

        # the owner's own details, as a form's labelled lines ("here are my updated details:\nEmployer: ...")
        for pred, obj, when, _, span in notes(own_text(item.body), item.timestamp, owner.region):
            yield Found.stated(item, rowid, "structured", owner.name, pred, obj, when, span=span)
    if item.source == "notes" and wrote(owner, item.source, item.author):
        for m in _EMAIL_KEY.finditer(item.body):
            for addr in _EMAIL.findall(m.group(1)):
                yield Found.stated(
                    item, rowid, "structured", owner.name, "email", addr.lower(), item.timestamp, span=m.span()
                )
        for pred, obj, when, _, span in notes(item.body, item.timestamp, owner.region):
            yield Found.stated(item, rowid, "structured", owner.name, pred, obj, when, span=span)
