"""The rules of ``grammar`` for the writer's address given under a heading that does not say "new", in the mail that
tells of the move: "Survived the move ... For post and parcels (Mum, that means the Christmas cake):\n\nFlat 2, ...";
"We move up on the 9th of August ... From then, the address is:\n\n2F1, 18 Lauderlie Terrace" (its day the move's,
``said_day``)."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.address import plain_address, read_address
from hinet_pipeline.memory.facts.frame_objects import NOT_HOME
from hinet_pipeline.memory.facts.kin import theirs_before
from hinet_pipeline.memory.facts.rule import START, rule
from hinet_pipeline.memory.facts.stays import STAY

# the writer's own move told before the heading: "Survived the move", "we've got the Marchmont flat! We move up on ..."
_OWN_MOVE = re.compile(
    r"\b(?:I|[Ww]e)(?:['’]ve|\s+have|['’]re|\s+are|['’]ll|\s+will)?\s+(?:(?:just|finally|now|properly)\s+)?"
    r"(?:moved?|moving|shift(?:ed|ing)?|(?:got|signed\s+for|bought|taken|took|rented|found|leased)\s+(?:the|a|an|our)\b"
    r"|in\s+the\b)"
    r"|\b(?:[Ss]urvived|[Dd]one)\s+the\s+move\b|\b[Mm]oved\s+(?:in|out)\b|\b(?:[Tt]he|[Oo]ur)\s+move\b"
    r"|\b[Ss]igned\s+(?:the|a|our)\s+lease\b"  # ("Good news - signed the lease for a 1 bed apartment")
)
_MAIL = r"(?:post|mail|letters|parcels|packages|cards|deliveries)"


# a move that is no home's: a stay, a venue, an office, a client's ("We got the house for the weekend on Airbnb!")
_NOT_OURS = re.compile(r"\b(?:customers?|patients?)\b", re.I)


def _heading_address(text: str, pos: int):
    """The address under the heading, where the text before it tells of the writer's own move, not another's, nor a
    stay, a venue's or a client's."""
    moves = list(_OWN_MOVE.finditer(text, 0, pos))
    if not moves or theirs_before(text, pos):
        return None
    said = re.split(r"[.!?](?:\s|$)", text[moves[-1].start() : pos], maxsplit=1)[0]  # (the move's sentence)
    if STAY.search(said) or NOT_HOME.search(said) or _NOT_OURS.search(said):
        return None
    got = read_address(text, pos)
    return (plain_address(got[0]), got[1]) if got else None


HEAD_HOME_RULES = (
    rule(
        "for post|for mail|for letters|for parcels|for packages|for cards|for deliveries",
        rf"{START}For\s+{_MAIL}(?:\s+(?:and|&)\s+{_MAIL})?(?:\s*\([^()\n]{{0,80}}\))?[ \t]*:\s*(?=\S)",
        "address",
        _heading_address,
    ),
    # "Address for any courier:", "Address for your online orders:", "Address:" on its own line
    rule(
        "address for|address:",
        r"(?:^|(?<=\n)|(?<=[.!?]\s)|(?<=[.!?]\s\s))[ \t]*(?:(?:[Oo]ur|[Mm]y|[Tt]he)\s+)?[Aa]ddress"
        r"(?:\s+for\s+[^\n:.!?]{2,40}?)?[ \t]*:[ \t]*\n\s*(?=\S)",
        "address",
        _heading_address,
    ),
    rule(
        "from then|from that day|from the",
        r"(?:^|(?<=[.!?:]\s)|(?<=\n))[ \t]*From\s+"
        r"(?:then|that\s+day|the\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+[A-Z][a-z]+)?)"
        r",?\s+(?:the|my|our)\s+(?:new\s+)?address\s+(?:is|will\s+be)\s*:?\s*(?=\S)",
        "address",
        _heading_address,
    ),
)
