"""The rules of ``grammar`` for where one lives until a move away from it, as the move says it: "we're moving from
Austin to Portland in March", "I'm relocating from Columbus to Pittsburgh over Memorial Day weekend", "after 8 years
in Grand Rapids I'm moving to Portland in January". The town one leaves is home on the day the letter is written (the
move's own day is its new town's); a move already made ("we moved from Austin") says nothing of today, and a move
one may make ("we might move from Austin") nothing at all (``mood.unreal``)."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.address import read_city
from hinet_pipeline.memory.facts.rule import WE, rule

# a move ahead, said in the first person: "we're moving", "I am relocating", "we'll be moving", "I'm finally moving"
_MOVING = (
    rf"{WE}(?:['’](?:m|re)|\s+(?:am|are)|(?:['’]ll|\s+will)\s+be)\s+(?:(?:finally|officially|actually|really|also"
    r"|both|all|now|soon)\s+)?(?:moving|relocating)\s+(?:(?:out|away|back|house|home|everything)\s+)?"
)
# after a stay in a town, a move ahead: "after 8 years in Grand Rapids I'm moving", "After six years in Leeds, we are
# relocating"
_AFTER_YEARS = re.compile(
    r",?\s+(?:I|we)(?:['’](?:m|re)|\s+(?:am|are))\s+(?:finally\s+)?(?:moving|relocating|leaving)\b"
)


def _left_for(text: str, pos: int):
    """The town a stay was in, where a move ahead follows it."""
    got = read_city(text, pos)
    return got if got and _AFTER_YEARS.match(text, got[1]) else None


FROM_RULES = (
    rule("moving from|relocating from", rf"{_MOVING}from\s+", "lives_in", read_city, tense="said", place=True),
    rule(
        "years in",
        r"\b[Aa]fter\s+(?:\d{1,2}|a\s+few|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|many)"
        r"(?:\s+(?:long|happy|great|wonderful))?)\s+years\s+in\s+",
        "lives_in",
        _left_for,
        tense="said",
        place=True,
    ),
)
