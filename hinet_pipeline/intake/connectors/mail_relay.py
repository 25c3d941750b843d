"""A sender a discussion list relayed as its own: lists that rewrite their posters' From for DMARC (Google Groups,
groups.io, Mailman, Sympa) name them "X via LIST" or "'X' via LIST" and keep their own mailbox in X-Original-From (or
X-Original-Sender), or write their address into the list's own local part ("bethtran.nash=gmail.com@groups.io")."""

from __future__ import annotations

import re

_VIA = re.compile(r"^\s*(['\"]?)(?P<who>.+?)\1\s+via\s+\S.*$", re.I)
_RELAYED = re.compile(r"^(?P<local>[^=@\s]+)=(?P<domain>[a-z0-9-]+(?:\.[a-z0-9-]+)+)@", re.I)
ORIGINAL_HEADERS = ("X-Original-From", "X-Original-Sender")


def unrelayed(name: str, addr: str, originals: list[tuple[str, str]]) -> tuple[str, str]:
    """The poster's own (name, address) where a list relayed their message as "X via LIST"; ``originals``: the
    mailboxes of the message's ``ORIGINAL_HEADERS``, in that order."""
    if not name or not (via := _VIA.match(name)):
        return name, addr  # (and "Pay via PayPal" <service@paypal.com>, no list's relay, stays as it is)
    who = via.group("who").strip(" '\"")
    for original_name, original in originals:
        if "@" in original:
            return original_name or who, original
    if m := _RELAYED.match(addr):
        return who, f"{m.group('local')}@{m.group('domain')}".lower()
    return name, addr


def spelled_out(relay: str) -> bool:
    """A relay address that spells its poster's own out ("x=gmail.com@groups.io", not "oldcrew@googlegroups.com")."""
    return _RELAYED.match(relay) is not None
