"""An identity: one identifier of a person as records write it, normalised so the same address,
number or user is the same identity wherever it appears.

* ``email``: the address, lower-cased (``"Dana Levi <Dana.Levi@x>"`` → ``dana.levi@x``; the name is
  its display);
* ``phone``: E.164 (``phonenumbers``), from a participant that is a number;
* ``slack``: ``workspace:USERID`` for a Slack user with no e-mail in their profile;
* ``name``: a bare name (LoCoMo speakers, note authors), case- and space-folded.

Only e-mail, phone and Slack identities are exact identifiers: two records naming the same one are
the same person. Names are never merged by themselves: the same name in two places is a suggestion.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from email.utils import parseaddr

from ..config import Owner

EXACT = ("email", "phone", "slack")
_PHONE = re.compile(r"^\+?[\d\s\-().]{7,}$")
_SLACK = re.compile(r"^(?:(.*?)\s*<)?slack:([^:<>\s]+):([^:<>\s]+)>?$")


@dataclass(frozen=True)
class Identity:
    kind: str
    value: str
    display: str | None = None

    @property
    def label(self) -> str:
        """How people read it: the address, number or Slack id; a name as written."""
        return self.display if self.kind == "name" and self.display else self.value


def fold_name(text: str) -> str:
    """Names compare case-, width- and space-insensitively ("dana  LEVI" == "Dana Levi")."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().replace('"', "").split())


def phone_e164(text: str, region: str) -> str | None:
    import phonenumbers

    try:
        number = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number):
        return None
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


def parse(text: str, region: str = "IL") -> Identity | None:
    """The identity a participant string names, or None for an empty one."""
    text = (text or "").strip()
    if not text:
        return None
    if m := _SLACK.match(text):
        return Identity("slack", f"{m.group(2)}:{m.group(3)}", (m.group(1) or "").strip('" ') or None)
    name, addr = parseaddr(text)
    name = name.strip() or None
    if "@" in addr:
        return Identity("email", addr.lower(), name)
    if _PHONE.match(text) and (number := phone_e164(text, region)):
        return Identity("phone", number, None)
    folded = fold_name(text)
    return Identity("name", folded, text) if folded else None


def owner_identities(owner: Owner) -> list[Identity]:
    """The owner's configured name and identifiers (addresses, numbers, Slack ids, other names)."""
    found = [Identity("name", fold_name(owner.name), owner.name)]
    for ident in owner.identifiers:
        if (parsed := parse(ident, owner.region)) is not None:
            found.append(parsed)
    return list(dict.fromkeys(found))
