"""Extractors: items → observations (facts as records state them), behind one interface
(``structured.py``; ``language.py`` with ``dates.py`` and ``objects.py``; ``llm_extract.py``).

* ``structured``: what fields already say: mail headers (a sender's or recipient's address) and
  the owner's "Key: value" lines (Address, Phone, e-mail, Manager) in notes.
* ``language``: first-person statements in English and Hebrew: living in / moving to a city, a
  street address ("my new address is ...", "הכתובת החדשה שלי: ..."), starting, holding or leaving
  a job ("I started working at ...", "התחלתי לעבוד ב...", "עזבתי את ..."), a new phone number
  ("my new number is ...", "המספר החדש שלי ..."), who one reports to ("my manager is X", "I'll be
  reporting to X", and to the one addressee of a mail: "X will be your manager", "as your
  manager"), and the owner's summary lines ("Where I live: X until 31 March, Y since 1 April").

Who "I" is: the owner for text the owner wrote (``Owner.wrote``: notes with no author, items whose
author is one of the owner's names or addresses), else the item's author by display name (a sister
writing "I moved to Haifa" states a fact about her). "You" is the one other participant of a mail.
Quoted and forwarded text in a mail is someone else's, so it is skipped.

Time: a date phrase in the same sentence ("from 1 April", "last week", "ביום שלישי", "בחודש
הבא") is resolved against the record's own time by ``dateparser``; without one, a statement holds
from the record's time. A plan ("I'm moving to X", "I'll be reporting to X") is a fact only with
a date: a move only with the day the new place holds from ("from 1 May", "מה-1 במאי"), since the
day of travel is not the day one lives there. Phone numbers are normalised to E.164 with
``phonenumbers``.
"""

from __future__ import annotations

from ..config import Owner
from ..records import CanonicalItem
from . import language as _language
from . import signature as _signature
from . import structured as _structured
from .dates import resolve_date
from .language import language
from .signature import signature
from .store import Found
from .structured import structured

__all__ = ["DEFAULT", "EXTRACTORS", "extract", "language", "might_state", "resolve_date", "signature", "structured"]

EXTRACTORS = {"structured": structured, "language": language, "signature": signature}
DEFAULT = ("structured", "language", "signature")
# per extractor, a cheap test on a stored row's fields: False = it finds nothing in that item
_MIGHT = {
    "structured": _structured.might_state,
    "language": _language.might_state,
    "signature": _signature.might_state,
}


def might_state(source: str, author: str | None, body: str, owner: Owner, extractors) -> bool:
    """Whether any of ``extractors`` can find something in an item with these fields (an extractor
    object, the LLM, reads every item). Most records state nothing: the stage skips them unbuilt."""
    return any(not isinstance(e, str) or _MIGHT[e](source, author, body, owner) for e in extractors)


def extract(item: CanonicalItem, rowid: int, owner: Owner, extractors=DEFAULT) -> list[Found]:
    """Observations of one item by ``extractors``: names in EXTRACTORS, or extractor objects with the
    same call (``llm_extract.LLMExtractor``, which holds its loaded model)."""
    return [
        f
        for e in extractors
        if not isinstance(e, str) or _MIGHT[e](item.source, item.author, item.body, owner)  # each its own cheap test
        for f in (EXTRACTORS[e] if isinstance(e, str) else e)(item, rowid, owner)
    ]
