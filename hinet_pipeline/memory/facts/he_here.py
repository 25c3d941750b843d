"""Rules of ``grammar_home`` for where one lives as Hebrew says it with no pronoun before its verb, or no verb:
"אצלנו בבאר שבע הכול בסדר" (with us in Be'er Sheva: the writer's town), "ולגבי הבית - גרים בחיפה מה-20.10" (living
in Haifa, the subject dropped at a sentence's or a dash's start); and where the writer is, "here", in either language
("פה בקריית שמונה הכל בסדר", "Here in Coimbatore it is raining"; not on a trip, ``stays.STAY``). A town the gazetteer
knows only (``town_only``: not "אצלנו בעבודה", "גרים בדירה")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.address import read_address
from hinet_pipeline.memory.facts.home_objects import home_address_said, noted_home, town_only
from hinet_pipeline.memory.facts.rule import rule
from hinet_pipeline.timeutil import HE_MONTHS

# a move to a new flat, its address on the line under it: "ב-1.9 עוברים לדירה חדשה (ויותר גדולה!) בצפון הישן:\nרחוב
# תלמי אליהו 6, דירה 11, ..." (not another's, nor a stay: "עוברים לדירה של ההורים לחודש:")
_MOVE_TO_FLAT = (
    # (its subject "we" or "I", or none at a sentence's start or after its day: not "ב-1.9 ההורים שלי עוברים")
    r"(?:(?<!\w)(?:ו|ש|כש)?(?:אני|אנחנו)\s+|(?:(?<=\d\s)|(?<=\d,\s)|^|(?<=[.!?:\n]\s)|(?<=\n))(?:ו|כש)?)"
    r"(?:עוברים|עוברות|עובר|עוברת|עברנו|עברתי)\s+"
    r"(?:מ?ב?(?:ה)?-?\d{1,2}(?:[./]\d{1,2}(?:[./]\d{2,4})?|\s+ב[א-ת]+)\s+)?"  # (its day between: "עוברים ב-1 באוקטובר")
    r"ל(?:דירה|בית)(?:\s+חדש(?:ה)?)?"
    r"(?![^:\n]{0,60}(?<!\w)(?:של|שלהם|ההורים|זמני\w*|לשבוע|לחודש|לחופש\w*|סאבלט|לא\s+אני|הבן|הבת|אחי|אחותי)(?!\w))"
    r"(?:\([^()\n]{0,40}\)|[^:\n.!?()]){0,60}:[ \t]*\n?\s*"
    r"(?=(?:רחוב|רח['׳]|שד['׳]|שדרות)\s)"
)

# where the town's clause goes on: its end, its day or a word of how things are there (not its subject after the verb,
# "גרים בחיפה ההורים של רונית", nor "עד ה-20.10", "היה", "(בחברה, לא בבית)", "- כך נקרא הפודקאסט")
_HERE_ENDS = re.compile(r"\s*(?:$|[.,!?;:\n]|מה?-?\d|ב-?\d|(?:מאז|כבר|עכשיו|החל|מ?היום|הכול|הכל|יש|חם|קר|שקט)(?!\w))")


def _town_here(text: str, pos: int):
    """``town_only``, where its clause ends or goes on about the town (``_HERE_ENDS``)."""
    return got if (got := town_only(text, pos)) and _HERE_ENDS.match(text, got[1]) else None


# ... in English: "Here in Coimbatore it is raining every evening", "I can feed him on Sundays here in El Paso."
_HERE_ENDS_EN = re.compile(
    r"\s*(?:$|[.,!?;:\n)]|(?:it|it['’]s|its|the|we|we['’]re|everything|everyone|things|all|too|as\s+well|now)\b)", re.I
)


def _town_here_en(text: str, pos: int):
    """``town_only``, where its clause ends or goes on about the town (``_HERE_ENDS_EN``); an employer's too ("an
    offer from a consulting firm here in Chicago": the writer is there)."""
    return got if (got := town_only(text, pos)) and _HERE_ENDS_EN.match(text, got[1]) else None


# a day by its month's name right before ("מ-14 באוגוסט "), one lookbehind each (a lookbehind has one width)
_AFTER_MONTH = "".join(rf"|(?<=\d\sב{m}\s)" for m in HE_MONTHS)


HE_HERE_RULES = (
    rule(  # "כבר מה-1.3 אנחנו בראש העין!": where we are from a day said right before (a town the gazetteer knows)
        "אנחנו",
        rf"(?:(?<=\d[./]\d\s)|(?<=\d[./]\d\d\s)|(?<=[./]\d\d\d\d\s)|(?<=מעכשיו\s)|(?<=מהיום\s){_AFTER_MONTH})"
        r"אנחנו\s+ב(?=[א-ת])",  # (or a month's name: "ומ-14 באוגוסט אנחנו במודיעין")
        "lives_in",
        town_only,
        place=True,
    ),
    rule(  # a note's line "- מ-1.8 גרים בת"א" (the day before it its own, nothing else on the line before it)
        "גרים",
        r"(?:(?<=\d[./]\d\s)|(?<=\d[./]\d\d\s)|(?<=[./]\d\d\d\d\s)|(?<=מעכשיו\s)|(?<=מהיום\s))גרים\s+ב",
        "lives_in",
        noted_home,
        place=True,
    ),
    rule("עוברים|עוברות|עובר|עוברת|עברנו|עברתי", _MOVE_TO_FLAT, "address", read_address, tense="plan", place=True),
    rule("אצל", r"(?<!\w)(?:ו|ש|וש|כש)?אצל(?:נו|י)\s+ב(?=[א-ת])", "lives_in", _town_here, place=True),
    # where the writer is, "here": "פה בקריית שמונה הכל בסדר", "Here in Coimbatore it is raining every evening"
    rule("פה|כאן", r"(?<!\w)(?:ו|ש|וש|כש)?(?:פה|כאן)\s+ב-?(?=[א-ת])", "lives_in", _town_here, place=True),
    rule(
        "here",
        r"(?<![\w'’])(?:(?:back|over|up|down|out)\s+)?(?<![Aa]re\s)(?<![Ii]s\s)[Hh]ere\s+in\s+(?=[A-Z])",
        "lives_in",
        _town_here_en,
        change=False,
        place=True,
    ),
    rule(  # (the dash first: a rule whose pattern opens with a sentence's start is tried only at sentences' starts)
        "גרים",
        r"(?:(?<=הבית\s[-–]\s)|(?<=הדירה\s[-–]\s)|^|(?<=[.!?\n]\s)|(?<=\n))גרים\s+(?:כבר\s+|עכשיו\s+)?ב(?=[א-ת])",
        "lives_in",
        _town_here,
        tense="past",  # (lived in from a day said, gone by: "מה-4 לחודש" is this month's 4th)
        place=True,
    ),
    # a home one has, its street after a colon: "ומה-15 באפריל יש לנו דירה בפתח תקווה: רחוב הסביונים 33 ...", "מה-1
    # באפריל אנחנו בבית שלנו: רחוב ניצני הדר 6 ..." (not another's: "יש לנו דירה של ההורים", one asked about)
    rule(
        "יש לנו|יש לי|אנחנו בבית|אנחנו בדירה|אני בדירה",
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:יש\s+(?:לנו|לי)\s+(?:כבר\s+)?(?:דירה|בית)(?:\s+ב[א-ת][^:\n,.]{1,25})?"
        r"|(?:אנחנו|אני)\s+(?:כבר\s+)?ב(?:בית|דירה)\s+(?:שלנו|שלי|החדשה|החדש))\s*:\s*(?=רחוב|רח['׳]|שד)",
        "address",
        read_address,
        tense="plan",  # (from the day said before it)
        place=True,
    ),
    # a letter's line of the flat one is in: "הדירה: Kolmarer Hofstraße 12, 10405 Berlin (פרנצלאואר ברג)", "הדירה
    # החדשה שלנו: ..." (a line that opens with it; not "הדירה של אחי:", "הדירה שראינו:")
    rule(
        "הדירה",
        r"(?:^|(?<=\n))[ \t]*(?:[-*•][ \t]*)?הדירה(?:\s+החדשה)?(?:\s+שלנו|\s+שלי)?[ \t]*:[ \t]*",
        "address",
        home_address_said,
        place=True,
    ),
)
