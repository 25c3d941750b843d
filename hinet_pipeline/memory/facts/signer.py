"""Whose a sign-off is: whether a name and an address are one person (``same_person``), and whether
a sender's name or address says who they are (``names_someone``: else whoever signs the mail
is its writer)."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.lexicon import NAME_PARTICLES, NAME_SUFFIXES
from hinet_pipeline.memory.facts.scripts import same_name
from hinet_pipeline.memory.facts.signoff import name_of
from hinet_pipeline.memory.people.nicknames import first_form

_NOT_LOWER = re.compile(r"[^a-z\u05d0-\u05ea]")  # (a Hebrew name's letters too: "נועה בן-עמי")
_LOCAL_SEP = re.compile(r"[._-]+")


def same_person(name: str | None, address: str | None, other_name: str | None, other_address: str | None) -> bool:
    """Whether a name (and address) and another name or address are one person: the same address;
    the same last name with the same first initial; or the last name (its first six letters: mail
    systems cut them) in the local part of the other's address with an initial of the name."""
    if address and other_address and address == other_address:
        return True
    if same_name(name, other_name):
        return True  # one name in two scripts: "איתי שקד" signing for "Itai Shaked"
    a, b = _name_parts(name), _name_parts(other_name)
    if a and b and a[-1] == b[-1] and a[0][:1] == b[0][:1]:
        return True
    for parts, addr in ((a, other_address), (b, address)):
        if parts and addr and _in_local(parts, addr):
            return True
    return False


def _name_parts(name: str | None) -> list[str]:
    if not name:
        return []
    words = [_NOT_LOWER.sub("", w.casefold()) for w in name.split() if not w.startswith("(")]
    words = [w for w in words if w and w not in NAME_SUFFIXES and w not in NAME_PARTICLES]
    return words if len(words) >= 2 else []


def _in_local(parts: list[str], address: str) -> bool:
    local = _NOT_LOWER.sub("", address.split("@")[0].casefold())
    last = parts[-1]
    key = last[: max(4, min(len(last), 6))]
    if len(last) < 3 or key not in local:
        return False
    rest = local.replace(last if last in local else key, "", 1)
    if local == key or parts[0] in local:
        return True
    if len(rest) <= 2:  # initials beside the last name ("kallen", "allenpk")
        return any(p[:1] and p[0] in rest for p in parts[:-1])
    # a first name beside it (or a short form: "tom.brennan@"), not someone else's ("nnamdi.obi@" is not Ikenna Obi's)
    return rest.startswith(parts[0][:1]) or first_form(rest) == first_form(parts[0])  # ("robert.castellano@": Bob's)


def names_someone(name: str | None, address: str | None) -> bool:
    """Whether a sender's name or address says who they are ("Rick Buy", "rick.buy@", "k..allen@"):
    then a sign-off naming someone else is that other person's (an assistant's); a mailbox that says
    nobody ("arta@", "info@") is signed by whoever signs it."""
    from hinet_pipeline.memory.facts.mailparts import person

    if name and name_of(person(name)[0] or ""):
        return True
    local = (address or "").split("@")[0]
    return len([c for c in _LOCAL_SEP.split(local) if c.isalpha()]) >= 2
