"""The rules of ``grammar`` for a home's address on the lines under the sentence that says one lives there: "I've
rented a place in Helensburgh from the 30th:\\n\\n7 Kidston Brae\\nHelensburgh\\nG84 7QL", "I'm renting in Southsea, ten
minutes from the dockyard gate:\\n\\nFlat 9, Eastney Shore Court", "we're in Penarth since the 1st of April (no joke): 8
Sully Bay Mews", "we're now\\nat\\n\\n17 Tŷ Gwyn Rise" (a line the client broke), "still at 14 Maes-y-Deri Close"."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.address import read_address
from hinet_pipeline.memory.facts.rule import WE, rule

# the words a sentence must hold to say where one lives: a move, a let, being in a place since a day, a new home
_HOME = re.compile(
    r"\b(?:moved|moving|rented|renting|rent|since|completed|settled|living|new\s+(?:place|flat|house|home|address)|"
    r"bought|in\s+the\s+end)\b",
    re.I,
)
# ... and none that makes the address another's, or a stay's: a hotel, a holiday, a venue, an office, a relative's
_NOT_HOME = re.compile(
    r"\b(?:hotel|motel|hostel|staying|stay|visit\w*|venue|office|clinic|surgery|school|work|client\w*|holiday|vacation|"
    r"Airbnb|cottage|conference|wedding|party|course|week(?:end)?|night|summer|parents|Mum|Mam|Mom|Dad|sister|brother|"
    r"son|daughter|friend\w*|tenants?|letting|[a-z]+['’]s)\b|\b(?:rent(?:ed|ing)|let)\s+(?:it\s+|the\s+\w+\s+)?out\b|\?",
    re.I,
)
_SUBJECT, _MOVE = re.compile(r"\b(?:I|[Ww]e)\b"), re.compile(r"\bmov(?:ed|ing|e)\b", re.I)
# (a street's number, or a flat's, opens the address; or a street named before its number: "Rehov Tzipor HaShir 11")
_LINES = r"(?=\d|(?:Flat|Unit|Apt|Apartment|Suite)\b|[A-Z][^\n,:]{2,40}\s\d)"
_CLAUSE = r"(?:(?!\n[ \t]*\n)[^.!?:;]){0,140}"  # (one sentence, its lines as the client broke them)


def _home_above(text: str, pos: int):
    """The address at ``pos`` where the sentence whose colon ends before it says one lives there (``_HOME``) and
    nothing makes it another's or a stay's (``_NOT_HOME``)."""
    colon = text.rfind(":", 0, pos)
    opens = max(text.rfind(c, 0, colon) for c in ".!?;") + 1
    clause = text[max(opens, colon - 200) : colon]
    if not _HOME.search(clause) or _NOT_HOME.search(clause):
        return None
    said = clause[max((m.start() for m in _SUBJECT.finditer(clause)), default=0) :]
    return (
        None if _MOVE.search(said) else read_address(text, pos)
    )  # (a move's own rules date it: "moved in on Tuesday:")


UNDER_RULES = (
    # "I've rented a place in Helensburgh from the 30th:\n\n7 Kidston Brae ...", "we're in Penarth since the 1st of
    # April (no joke): 8 Sully Bay Mews, Penarth CF64 3RT"
    rule(
        "rent|since|moved|completed|settled|living|new",
        rf"{WE}(?:['’](?:re|m|ve)|\s+(?:are|am|have))?\s+(?={_CLAUSE}:[ \t]*(?:\n[ \t]*){{0,2}}{_LINES}){_CLAUSE}:"
        r"[ \t]*(?:\n[ \t]*){0,2}",
        "address",
        _home_above,
        place=True,
    ),
    # "we completed last Friday week (the 27th) and we're now\nat\n\n17 Tŷ Gwyn Rise": its lines under it (not "now at
    # the hotel"; "We're now at 3 Kirk Wynd. Been here since the 1st": the sentence's own rules date it)
    rule(
        "now",
        rf"{WE}(?:['’](?:re|m)|\s+(?:are|am))\s+(?:now|finally|all)\s+(?:settled\s+)?at[ \t]*(?::\s*|\n\s*){_LINES}",
        "address",
        read_address,
        place=True,
    ),
    # "Everything else stays the same: still at 14 Maes-y-Deri Close, Rhiwbina, Cardiff CF14 6QZ, home 029 ..."
    rule(
        "still at",
        r"(?:(?<=[:;]\s)|(?<=\n)|\b(?:I['’]m|I\s+am|[Ww]e['’]re|[Ww]e\s+are)\s+)still\s+at\s+(?=\d+[A-Za-z]?\s+[A-Z])",
        "address",
        read_address,
        place=True,
    ),
)
