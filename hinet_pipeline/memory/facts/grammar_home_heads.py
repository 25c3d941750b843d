"""The rules of ``grammar`` for the writer's address given under a heading that does not say "new", in the mail that
tells of the move: "Survived the move ... For post and parcels (Mum, that means the Christmas cake):\n\nFlat 2, ...";
"We move up on the 9th of August ... From then, the address is:\n\n2F1, 18 Lauderlie Terrace" (its day the move's,
``said_day``)."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.address import plain_address, read_address
from hinet_pipeline.memory.facts.kin import theirs_before
from hinet_pipeline.memory.facts.rule import START, rule

# the writer's own move told before the heading: "Survived the move", "we've got the Marchmont flat! We move up on ..."
_OWN_MOVE = re.compile(
    r"\b(?:I|[Ww]e)(?:['’]ve|\s+have|['’]re|\s+are|['’]ll|\s+will)?\s+(?:(?:just|finally|now|properly)\s+)?"
    r"(?:moved?|moving|(?:got|signed\s+for|bought)\s+(?:the|a|our)\b|in\s+the\b)"
    r"|\b(?:[Ss]urvived|[Dd]one)\s+the\s+move\b|\b[Mm]oved\s+in\b|\b(?:[Tt]he|[Oo]ur)\s+move\b"
)
_MAIL = r"(?:post|mail|letters|parcels|packages|cards|deliveries)"


def _heading_address(text: str, pos: int):
    """The address under the heading, where the text before it tells of the writer's own move, not another's."""
    if not _OWN_MOVE.search(text, 0, pos) or theirs_before(text, pos):
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
    rule(
        "from then|from that day|from the",
        r"(?:^|(?<=[.!?:]\s)|(?<=\n))[ \t]*From\s+"
        r"(?:then|that\s+day|the\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+[A-Z][a-z]+)?)"
        r",?\s+(?:the|my|our)\s+(?:new\s+)?address\s+(?:is|will\s+be)\s*:?\s*(?=\S)",
        "address",
        _heading_address,
    ),
)
