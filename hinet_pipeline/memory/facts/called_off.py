"""A move its writer calls off ("Berlin is off", "the move to Leeds fell through", "we're not moving to Perth after
all"): the plan an earlier mail told never held (``consolidate.CALLED_OFF``). The place must be one the gazetteer
knows; a trip, a party or a deal called off names none."""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.places import names_a_place

_PLACE = r"(?P<place>[A-Z][\w'’-]+(?:[ \t]+[A-Z][\w'’-]+){0,2})"
_OFF = (
    r"(?:is|['’]s|was)[ \t]+(?:now[ \t]+|officially[ \t]+|definitely[ \t]+|totally[ \t]+)?(?:off\b|not[ \t]+happening"
    r"|cancell?ed|dead\b)|fell[ \t]+(?:through|apart)|(?:has[ \t]+been|got)[ \t]+cancell?ed"
    r"|did(?:n['’]t|[ \t]+not)[ \t]+(?:happen|work[ \t]+out)|won['’]t[ \t]+(?:be[ \t]+)?happen(?:ing)?"
)
_FORMS = (
    # "Berlin is off", "The Berlin move fell through"
    re.compile(rf"(?<![\w'’])(?:[Tt]he[ \t]+)?{_PLACE}[ \t]+(?:(?:move|plan|relocation|transfer)[ \t]+)?(?:{_OFF})"),
    # "the move to Berlin is off"
    re.compile(rf"\b(?:move|moving|relocation|plan|transfer)[ \t]+to[ \t]+{_PLACE}[ \t]+(?:{_OFF})"),
    # "we're not moving to Perth after all"
    re.compile(
        rf"\b(?:not|n['’]t)\s+(?:be\s+)?(?:moving|going|relocating|emigrating)\s+to\s+{_PLACE}[ \t]+after\s+all"
    ),
)
CUES = ("off", "fell through", "fell apart", "cancel", "happen", "work out", "after all", "dead")


def called_off(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(place, span) of each move ``text`` calls off, each place once."""
    if not any(c in text for c in CUES):
        return
    seen = set()
    for form in _FORMS:
        for m in form.finditer(text):
            if (place := m.group("place")) not in seen and names_a_place(place):
                seen.add(place)
                yield place, m.span()
