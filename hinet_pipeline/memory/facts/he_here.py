"""Rules of ``grammar_home`` for where one lives as Hebrew says it with no pronoun before its verb, or no verb:
"אצלנו בבאר שבע הכול בסדר" (with us in Be'er Sheva: the writer's town), "ולגבי הבית - גרים בחיפה מה-20.10" (living
in Haifa, the subject dropped at a sentence's or a dash's start). A town the gazetteer knows only (``town_only``:
not "אצלנו בעבודה", "גרים בדירה")."""

from __future__ import annotations

from hinet_pipeline.memory.facts.home_objects import town_only
from hinet_pipeline.memory.facts.rule import rule

HE_HERE_RULES = (
    rule("אצל", r"(?<!\w)(?:ו|ש|וש|כש)?אצל(?:נו|י)\s+ב(?=[א-ת])", "lives_in", town_only, place=True),
    rule(  # (the dash first: a rule whose pattern opens with a sentence's start is tried only at sentences' starts)
        "גרים",
        r"(?:(?<=\s[-–]\s)|^|(?<=[.!?\n]\s)|(?<=\n))גרים\s+(?:כבר\s+|עכשיו\s+)?ב(?=[א-ת])",
        "lives_in",
        town_only,
        tense="past",  # (lived in from a day said, gone by: "מה-4 לחודש" is this month's 4th)
        place=True,
    ),
)
