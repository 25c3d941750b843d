"""The ``structured`` extractor: what fields already say: the sender's own address in a mail's
From header, and the owner's "Key: value" lines in notes (Address, Phone, e-mail, Manager)."""

from __future__ import annotations

import re
from email.utils import getaddresses
from functools import lru_cache
from typing import Iterator

from ..config import Owner
from ..people.identity import phone_e164
from ..records import CanonicalItem
from .store import Found

_KEY_VALUE = re.compile(
    r"^[ \t]*[-*]?[ \t]*(address|phone|mobile|(?:personal |work |private )?e-?mail)[ \t]*:[ \t]*(.+)$", re.I | re.M
)
_MANAGER_KEY = re.compile(  # "Manager: Lena", also after another key on its line: "- Buddy: Priya. Manager: Lena"
    r"^[ \t]*[-*]?[ \t]*(?:[^:\n]{1,40}:[^\n]*?[.;][ \t]+)?(?:my )?manager[ \t]*:[ \t]*(.+)$", re.I | re.M
)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_NAME = re.compile(r"(?:Dr\.?\s+)?[A-Z][\w'-]+(?:[ \t]+[A-Z][\w'-]+){0,2}")  # a person, 1-3 words


@lru_cache(maxsize=1 << 16)
def _addresses(text: str) -> tuple[tuple[str, str], ...]:
    """(name, address) pairs of one header value; a mailbox repeats its correspondents, so once each."""
    return tuple(getaddresses([text]))


def might_state(source: str, author: str | None, body: str, owner: Owner) -> bool:
    """False when ``structured`` finds nothing in such an item without reading it further."""
    return (source == "mail" and bool(author)) or (source == "notes" and ":" in body and owner.wrote(source, author))


def structured(item: CanonicalItem, rowid: int, owner: Owner) -> Iterator[Found]:
    if item.source == "mail" and item.author:
        # the sender's own From header says their address (what others' To/Cc lines call an address
        # is theirs to say, and a mailbox would repeat it in every message)
        sender = next((name.strip() for name, _ in _addresses(item.author) if name.strip()), item.author)
        for name, addr in (a for text in (item.author, *item.participants) for a in _addresses(text)):
            if name.strip() == sender and "@" in addr and not addr.startswith(("no-reply", "noreply")):
                yield Found.stated(item, rowid, "structured", sender, "email", addr.lower(), item.timestamp)
                break
    if owner.wrote(item.source, item.author) and item.source == "notes":
        for m in _KEY_VALUE.finditer(item.body):
            key, value = m.group(1).lower(), re.sub(r"\s*\(.*?\)\s*", " ", m.group(2)).strip()
            if "mail" in key:
                for addr in _EMAIL.findall(value):
                    yield Found.stated(
                        item, rowid, "structured", owner.name, "email", addr.lower(), item.timestamp, span=m.span()
                    )
            elif key in ("phone", "mobile"):
                if number := phone_e164(value, owner.region):
                    yield Found.stated(
                        item, rowid, "structured", owner.name, "phone", number, item.timestamp, span=m.span()
                    )
            elif value:
                yield Found.stated(
                    item, rowid, "structured", owner.name, "address", value.rstrip("."), item.timestamp, span=m.span()
                )
        for m in _MANAGER_KEY.finditer(item.body):
            if name := _NAME.match(m.group(1)):
                yield Found.stated(
                    item, rowid, "structured", owner.name, "manager", name.group(), item.timestamp, span=m.span()
                )
