"""What a formal letter's layout says: the inside address it opens with names the one it is written to, over their
title and organisation ("Dr. Angela Whitfield / Principal / Carver Heights High School / Columbus, Ohio", then the
date and "Dear Dr. Whitfield,"); and the label a postal address follows ("Her new address will be:")."""

from __future__ import annotations

import re
from typing import Iterator

# a label a postal address follows, the line before its name: "Her new address will be:", "mail it to:"
ADDRESSED = re.compile(
    r"(?:address(?:\s+(?:is|will\s+be|below))?|addressed\s+to|(?:mail|send|ship)\s+(?:it|them|cards?|mail)\s+to)"
    r"\s*:[ \t]*\n(?:[ \t]*\n)?[^\n]+\n$",
    re.I,
)
_DEAR = re.compile(
    r"^[ \t]*Dear\s+(?:(?:Mr|Mrs|Ms|Mx|Dr|Prof|Professor|Rev)\.?\s+)?"
    r"(?P<who>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)*)\s*[,:]",
    re.M,
)
_REACH = 500  # characters: where a letter's inside address and its greeting stand, from its top


def inside_address(text: str, start: int, end: int, region: str) -> Iterator[tuple]:
    """(name, predicate, object, span) of the title and organisation a letter's inside address gives the one its
    greeting names, where the address opens the text and the greeting follows it (not a sign-off, nor a letter
    that opens with its writer's own letterhead: the greeting must name the block's person)."""
    from hinet_pipeline.memory.facts.signature import read_lines
    from hinet_pipeline.memory.facts.signoff import blocks

    if "Dear" not in text[start : min(end, start + _REACH)] or not (
        dear := _DEAR.search(text, start, min(end, start + _REACH))
    ):
        return
    for name, lines in blocks(text, start, dear.start(), set(), region):
        if dear.group("who").split()[-1] in name.split() and text[start : lines[0].start].count("\n") <= 3:
            for said in read_lines(name, None, lines, [], None, set(), region):
                if said.predicate in ("job_title", "works_at"):  # (an institution's street is no home of theirs)
                    yield name, said.predicate, said.object, said.span
        return
