"""Extractors: items → observations (facts as records state them), behind one interface.

* ``structured``: what fields already say: mail headers (a sender's or recipient's address) and
  the owner's "Key: value" lines (Address, Phone, e-mail) in notes.
* ``language``: the owner's first-person statements in English ("I now live in Berlin", "my new
  number is ...", "I work at ...", "Where I live: X until 31 March, Y since 1 April"), with dates
  resolved against the record's own time by ``dateparser``.

The owner is the author of first-person text: notes with no author, and items whose author is one
of the owner's names or addresses. Phone numbers are normalised to E.164 with ``phonenumbers``.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from email.utils import getaddresses
from typing import Iterator

from ..config import Owner
from ..records import CanonicalItem
from .consolidate import Observation
from .store import Found


def phone_e164(text: str, region: str) -> str | None:
    import phonenumbers

    try:
        number = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return None
    return (
        phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
        if phonenumbers.is_valid_number(number)
        else None
    )


def resolve_date(text: str, base: datetime) -> datetime | None:
    """A date phrase ("15 April", "next month") against the record's time; None if it is not one."""
    import dateparser

    found = dateparser.parse(
        text,
        languages=["en", "he"],
        settings={"RELATIVE_BASE": base.replace(tzinfo=None), "PREFER_DAY_OF_MONTH": "first"},
    )
    return found.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc) if found else None


def _found(
    item: CanonicalItem,
    rowid: int,
    extractor: str,
    subject: str,
    pred: str,
    obj: str | None,
    valid_from: datetime,
    *,
    retract: bool = False,
    span: tuple[int, int] | None = None,
) -> Found:
    o = Observation(
        subject, pred, obj, valid_from, item.record_id, item.source, item.timestamp, retract, item.sensitivity
    )
    return Found(o, rowid, extractor, span=span)


_KEY_VALUE = re.compile(
    r"^[ \t]*[-*]?[ \t]*(address|phone|mobile|(?:personal |work |private )?e-?mail)[ \t]*:[ \t]*(.+)$", re.I | re.M
)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def structured(item: CanonicalItem, rowid: int, owner: Owner) -> Iterator[Found]:
    if item.source == "mail":
        for name, addr in getaddresses([item.author or "", *item.participants]):
            if name and addr and "@" in addr and not addr.startswith(("no-reply", "noreply")):
                yield _found(item, rowid, "structured", name.strip(), "email", addr.lower(), item.timestamp)
    if owner.wrote(item.source, item.author) and item.source == "notes":
        for m in _KEY_VALUE.finditer(item.body):
            key, value = m.group(1).lower(), re.sub(r"\s*\(.*?\)\s*", " ", m.group(2)).strip()
            if "mail" in key:
                for addr in _EMAIL.findall(value):
                    yield _found(
                        item, rowid, "structured", owner.name, "email", addr.lower(), item.timestamp, span=m.span()
                    )
            elif key in ("phone", "mobile"):
                if number := phone_e164(value, owner.region):
                    yield _found(item, rowid, "structured", owner.name, "phone", number, item.timestamp, span=m.span())
            elif value:
                yield _found(
                    item, rowid, "structured", owner.name, "address", value.rstrip("."), item.timestamp, span=m.span()
                )


_PLACE = r"([A-Z][\w'-]+(?: [A-Z][\w'-]+)*)"
_LIVE = re.compile(r"\bI (?:now |currently )?live in " + _PLACE)
_WORK = re.compile(r"\bI (?:now |currently )?work (?:at|for) " + _PLACE)
_NUMBER = re.compile(r"\bmy new (?:phone |mobile )?number is\s*(\+?\d[\d\s\-()]{6,}\d)", re.I)
_SUMMARY = re.compile(r"^[ \t]*[-*]?[ \t]*(Where I live|Work)[ \t]*:[ \t]*(.+)$", re.M)
_SEGMENT = re.compile(r"([^;,(]+?)\s*(?:\([^)]*\))?\s+(until|since|from)\s+([^;,.]+)")


def language(item: CanonicalItem, rowid: int, owner: Owner) -> Iterator[Found]:
    if not owner.wrote(item.source, item.author):
        return
    text = item.body
    for pattern, pred in ((_LIVE, "lives_in"), (_WORK, "works_at")):
        for m in pattern.finditer(text):
            yield _found(item, rowid, "language", owner.name, pred, m.group(1), item.timestamp, span=m.span())
    for m in _NUMBER.finditer(text):
        if number := phone_e164(m.group(1), owner.region):
            yield _found(item, rowid, "language", owner.name, "phone", number, item.timestamp, span=m.span())
    for m in _SUMMARY.finditer(text):  # "Where I live: Tel Aviv (...) until 31 March, Berlin (...) since 1 April."
        pred = "lives_in" if m.group(1) == "Where I live" else "works_at"
        for seg in _SEGMENT.finditer(m.group(2)):
            value, word, when = seg.group(1).strip(), seg.group(2), resolve_date(seg.group(3), item.timestamp)
            if not value or when is None:
                continue
            if word == "until":  # "until 31 March" holds through that day: it ends when the next one starts
                end = when + timedelta(days=1)
                yield _found(item, rowid, "language", owner.name, pred, value, end, retract=True, span=m.span())
            else:
                yield _found(item, rowid, "language", owner.name, pred, value, when, span=m.span())


EXTRACTORS = {"structured": structured, "language": language}


def extract(item: CanonicalItem, rowid: int, owner: Owner, extractors=("structured", "language")) -> list[Found]:
    return [f for name in extractors for f in EXTRACTORS[name](item, rowid, owner)]
