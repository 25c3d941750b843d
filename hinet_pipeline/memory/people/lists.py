"""A message's lists: a distribution list (everyone of a group: "all.attorneys@", "All Faculty"), a discussion
list's server that people post to as themselves ("SYSADM-L@LISTSERV...", "tie_list_server@"), and the lists a
message was cross-posted to. Read by the people step for how each sender wrote (``stage``), and by the sign-off
reader (a mailbox that names nobody, writing to lists alone, is a role's)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable, Mapping

from hinet_pipeline.memory.people.kinds import _VOCAB, _domain, _tokens, address_kind, name_kind

_EVERYONE = frozenset("all everyone everybody dl employees staff".split())


@lru_cache(maxsize=1 << 14)  # (asked of every recipient of every message: an export repeats its lists)
def distribution(address: str, display: str | None = None) -> bool:
    """A distribution list: everyone of a group ("all.attorneys@", "dl-traders@", "All Faculty" <allfaculty@>),
    not a discussion list's server ("tie_list_server@", "SYSADM-L@LISTSERV...") that people post to."""
    local = address.rsplit("@", 1)[0].casefold()
    words = _tokens(local) + _tokens(display or "")
    if _EVERYONE.isdisjoint(words) and not (local.startswith("all") and local[3:].strip("._-") in _VOCAB["list"]):
        return False
    return address_kind(address, weak=False) == "list" or name_kind(display or "") == "list" or local.startswith("all")


_RECEIVERS = frozenset("members subscribers users registered readers customers clients".split())


@lru_cache(maxsize=1 << 14)
def discussion_list(address: str) -> bool:
    """A discussion list's address by its spelling (a list server's host, a "-l" or "list" name): one posts to it as
    oneself; not a distribution list, nor the list a bulletin reaches its readers through ("enl-members@")."""
    local, _, domain = address.casefold().rpartition("@")
    words = _tokens(local)
    if not _RECEIVERS.isdisjoint(words) or distribution(address):
        return False
    return local.endswith("-l") or "list" in words or "listserv" in words or _domain(domain)[0]


def lists_only(recipients: "Mapping[str, str | None] | Iterable[str]", names: Iterable[str] = ()) -> bool:
    """A message's recipients are lists alone: each a distribution list by its address or its display name
    (``distribution``; ``recipients``: addresses, or addresses with their display names), or each name an
    export gives for a To that holds no mailbox a list's ("IBuyIt Payables User List"). Whoever writes only to
    them and names no person is a role's mailbox."""
    if (named := list(names)) and all(name_kind(n) == "list" for n in named):
        return True
    shown = recipients if isinstance(recipients, Mapping) else dict.fromkeys(recipients)
    return bool(shown) and all(distribution(a, n) for a, n in shown.items())


# an archive's rewrite of an address's domain as a token: linux-cifs-u79uwxl29ty76z2rm5mhxa@public.gmane.org
_MANGLED = re.compile(r"-([a-z0-9+/_=]{16,})$")


def list_host(address: str) -> str:
    """The host an address's mail goes through: its domain, or, where an archive rewrites every
    address (Gmane), the token it writes the original domain as, with the archive's domain."""
    local, _, domain = address.casefold().rpartition("@")
    return f"{m.group(1)}@{domain}" if (m := _MANGLED.search(local)) else domain


_SUBDOMAIN = re.compile(r"^[^.]+\.(?!(?:co|com|org|net|ac|gov)\.[a-z]{2}$)[^.]+\.")  # vger.kernel.org, not acme.co.uk


def list_siblings(lists: set[str], recipients: Iterable[str], author: str | None) -> list[str]:
    """The recipients on the host of a list the message was posted to, its author writing from
    elsewhere: the lists it was cross-posted to (linux-cifs@ beside linux-fsdevel@vger.kernel.org).
    Only a host of lists: a list server's own subdomain or an archive's token (not team@acme.com,
    whose colleagues at acme.com are people), and not the author's."""
    hosts = {h for h in map(list_host, lists) if "@" in h or _domain(h)[0] or _SUBDOMAIN.search(h)}
    hosts -= {list_host(author or "")}
    return [a for a in recipients if a not in lists and list_host(a) in hosts] if author and hosts else []
