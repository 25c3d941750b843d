"""Where one is that is no home: a stay ("settled in Lisbon for the week", a holiday, a trip, a sabbatical: ``STAY``),
a desk, an office or a floor near a place ("moving to the 3rd floor", "שולחן חדש בקומה 4"), though not a home's own
floor or the way to work from it ("אשדוד - קומה רביעית בלי מעלית", "a bedsitter near the office"); a lodging named
before a street ("the Osu Crest Hotel, 6 Kpakpo Lane", "a serviced apartment (Harbourfront Suites, 1 Keppel Bay
View)") and a trip's arrow ("We fly Manchester -> Seattle")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.rule import NOT_A_DESK

# a stay, not a home: "settled in Lisbon for the week", a holiday, a trip
STAY = re.compile(
    r"\bfor\s+(?:the|a|this|two|three|a\s+few)\s+(?:week|weekend|month|night|days?|weeks?|holidays?|summers?|winters?"
    r"|season)\b|\bholiday\b|\bvacation\b|\btrip\b|\bsnowbirds?\b|\bconference\b|\bvisiting\b|\bback\s+(?:on\s+|home\s+)?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b"
    r"|(?<!\w)[בל]?(?:חופשה|חופש|טיול|ביקור|כנס|סדנה|השתלמות)(?!\w)"
    r"|(?<!\w)ל(?:שבוע|שבועיים|חודשיים|יומיים|כמה\s+ימים|סופ[\"״]ש|חודש\s+של(?!\s+(?:ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|"
    r"יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר)))(?!\w)"  # "אנחנו בלונדון לשבוע": a stay
    r"|(?<!\w)מה?-?\d{1,2}(?:\.\d{1,2})?\s+עד\s+(?:ה-?)?\d"  # "מה-2 עד ה-6 בספטמבר": a stay from to
    # on a sabbatical, living somewhere for it: "on sabbatical in Oz, meanwhile living in Sydney", "אני בסבטיקל"
    # (not "after my sabbatical I moved"); living somewhere temporarily (not "my temporary badge")
    r"|\bon\s+(?:a\s+|my\s+|our\s+)?sabbatical\b|(?<!\w)ו?ב(?:סבטיקל|שבתון)(?!\w)"
    r"|\b(?:living|staying|based|housed)\s+(?:\w+\s+)?temporarily\b|\btemporarily\s+(?:living|staying|based|housed)\b",
    re.I,
)

_DESK = re.compile(
    r"\b(?:desk|desks|cube|cubicle|office|offices|floor|seat|seats|building|room|suite|wing|tower|EB\s*\d+|ECS|ECN)\b"
    r"(?!\s+in\s+(?:a|an|the|my|our)\s+(?:shared\s+)?(?:flat|apartment|hous))"  # (a room in a flat: a home)
    r"|(?<!\w)(?:שולחן|משרד|קומה|חדר(?!\s+ב(?:דיר|בית))|בניין)(?!\w)",
    re.I,
)


def at_a_desk_or_stay(predicate: str, text: str, start: int, end: int, before: str, after: str) -> bool:
    """Whether a where-one-lives statement at ``text[start:end]`` (``before`` and ``after``: the rest of its sentence)
    names a desk, an office or a floor, or a stay (``STAY``) in its own clause."""
    said = NOT_A_DESK.sub(" ", text[start:end] + after[:25])  # (a home's way to work: "a bedsitter near the office")
    if predicate == "address":
        said = _AN_ADDRESS_FLOOR.sub("", said)  # ("2516 W Logan Blvd, 2nd floor, Chicago": the flat's floor)
    own = _NEXT_CLAUSE.split(after, 1)[0]  # (not another clause's: "we bought a condo in X -- but I'm happy to fly up
    return bool(_DESK.search(said) or STAY.search(before + text[start:end] + own))  # for a day")


_NEXT_CLAUSE = re.compile(r"\s(?:--|–|—)\s|[,;]\s+but\b")
# a home's own floor said after its address ("..., קומה 3, תל אביב-יפו", "אשדוד - קומה רביעית בלי מעלית", "2516 W
# Logan Blvd, 2nd floor"), a flat Canada calls a suite, a block's tower: no office's
_AN_ADDRESS_FLOOR = re.compile(
    r"(?:,|\s[–—-])\s*(?:(?:\d+(?:st|nd|rd|th)|ground|top|first|second|third|fourth|fifth)\s+floor\b"
    r"|קומה\s+(?:\d+|קרקע|אחרונה|עליונה|ראשונה|שני(?:י)?ה|שלישית|רביעית|חמישית|שישית|שביעית|שמינית|תשיעית|עשירית)(?!\w))"
    r"|(?:^[:\s]*|\n[ \t]*)Suite\s+\d+\w*,"
    r"|(?:^|(?<=:)|\n)[ \t]*Room\s+\d+\w*,(?=\s*\d)"  # (a let room before its house's number: "Room 3, 41 X Road")
    r"|,\s*(?:Tower|Wing|Block)\s+[A-Z0-9]{1,3}(?=,)", re.I,  # (a flat's tower: "Flat 1203, Tower C")
)  # fmt: skip


def lodging_before(before: str) -> bool:
    """A lodging named just before a street, not one left for a home after it ("out of the Airbnb and into our own
    place at 88 Harbord Street")."""
    last = None
    for last in _LODGING.finditer(before):
        pass
    return last is not None and not _INTO.search(before, last.end())


_INTO = re.compile(r"\b(?:into|our\s+own|our\s+new|moved\s+(?:in|to))\b")


# a trip's words before a move's arrow ("We fly Manchester -> Seattle on April 12": no move)
TRAVEL = re.compile(r"\b(?:fly|flying|flew|flights?|train|drive|driving|drove|bus|ferry|trip|route|layover)\b", re.I)
# a lodging, and the housing a move gives till a home is found ("for now we are in a serviced apartment")
_LODGING = re.compile(
    r"\b(?:[Hh]otel|[Hh]ostel|[Mm]otel|Airbnb|B&B|[Gg]uest\s*[Hh]ouse|[Ll]odge|Suites|Inn|serviced\s+(?:apartment|flat)"
    r"|corporate\s+(?:housing|apartment|flat)|temporary\s+(?:accommodation|housing|flat|apartment))\b"
)
