"""Dates in statements: a phrase ("from 1 April", "last week", "ביום שלישי", "בחודש הבא") resolved
against the record's own time with ``dateparser``, Hebrew prefixes undone first; and the date phrase
in the sentence of a statement."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timezone

# Hebrew attaches prepositions and the article to the word ("ביום שלישי", "בחודש הבא"), which
# dateparser does not split: undo them into the forms its Hebrew data knows.
_HE_UNITS = {"יום": "ימים", "שבוע": "שבועות", "חודש": "חודשים", "שנה": "שנים"}
_HE_NORMAL = (
    (re.compile(r"^החל\s+"), ""),
    (re.compile(r"^(?:מה|מ|ב|ה)-(?=\d)"), ""),  # "מה-1 ביוני", "ב-15 באפריל"
    (re.compile(r"^[מב](?=יום\s|שבת)"), ""),  # "ביום שלישי" → "יום שלישי"
    (re.compile(r"^(?:מה|ב)(?=(?:שבוע|חודש|שנה)\s)"), "ה"),  # "בחודש הבא" → "החודש הבא"
    (re.compile(r"^מ(?=היום|אתמול)"), ""),
    (re.compile(r"^(לפני|בעוד)\s+(יום|שבוע|חודש|שנה)$"), lambda m: f"{m[1]} 1 {_HE_UNITS[m[2]]}"),
)
_HE_WEEKDAY_TURN = re.compile(r"^((?:יום\s+\S+|שבת))\s+(הבא|הבאה|שעבר|שעברה)$")


def resolve_date(text: str, base: datetime, prefer: str | None = None) -> datetime | None:
    """A date phrase ("15 April", "next month", "ביום שלישי") against the record's time; None if it
    is not one. ``prefer`` ("past" or "future") picks the side of a bare weekday ("on Tuesday")."""
    import dateparser

    text = text.strip()
    if re.fullmatch(r"(?:19|20)\d{2}", text):  # a year alone: from its first day
        return datetime(int(text), 1, 1, tzinfo=timezone.utc)
    for pattern, repl in _HE_NORMAL:
        text = pattern.sub(repl, text)
    if m := _HE_WEEKDAY_TURN.match(text):  # "יום שלישי הבא": dateparser reads the weekday alone
        text, prefer = m[1], "future" if m[2].startswith("הבא") else "past"
    settings = {"RELATIVE_BASE": base.replace(tzinfo=None), "PREFER_DAY_OF_MONTH": "first"}
    if prefer and not re.search(r"\d", text):  # an explicit date keeps the current-year reading
        settings["PREFER_DATES_FROM"] = prefer
    found = dateparser.parse(text, languages=["en", "he"], settings=settings)
    return found.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc) if found else None


# -- date phrases in the sentence of a statement -----------------------------------------------------

_EN_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?"
    r"|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
_EN_DAY = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
_HE_MONTH = r"(?:ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר)"
_HE_DAY = r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)"
_HE_SPAN = r"(?:יום|יומיים|ימים|שבוע|שבועיים|שבועות|חודש|חודשיים|חודשים|שנה|שנתיים|שנים)"
_DATE = re.compile(
    r"(?:\b(?P<en_from>from|starting(?:\s+(?:on|from))?|as\s+of|since|effective(?:\s+from)?)\s+|\b(?:on|in)\s+)?"
    r"(?P<date>"
    rf"{_EN_MONTH}\.?,?\s+(?:of\s+)?(?:19|20)\d{{2}}\b"  # "March 2001": its first day
    rf"|(?:{_EN_DAY},?\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_EN_MONTH}\b\.?(?:,?\s+\d{{4}})?"
    rf"|(?:{_EN_DAY},?\s+)?{_EN_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}})?"
    rf"|(?:next|last|this)\s+(?:week|month|year|{_EN_DAY})\b|{_EN_DAY}\b|yesterday\b|today\b|tomorrow\b"
    r"|\d{4}-\d{2}-\d{2}\b"
    # "since 1996", "in 1994": a year alone, from its first day
    r"|(?:(?<=\bin\s)|(?<=since\s)|(?<=from\s)|(?<=during\s))(?:19|20)\d{2}\b(?![-/:.]\d)"
    rf"|(?:החל\s+)?(?:מה|מ|ב|ה)?-?\d{{1,2}}\s+ב?{_HE_MONTH}(?:\s+\d{{4}})?"
    rf"|(?:החל\s+)?[מב]?יום\s+{_HE_DAY}(?:\s+(?:הבא|שעבר))?|(?<!\w)[מב]?שבת(?:\s+(?:הבאה|שעברה))?"
    r"|(?:החל\s+)?(?:מה|ב|ה)(?:שבוע|חודש)\s+(?:הבא|שעבר)|(?:החל\s+)?(?:מה|ב|ה)שנה\s+(?:הבאה|שעברה)"
    rf"|(?<!\w)(?:מ?היום|מ?אתמול|מחר|שלשום|השבוע|החודש)(?!\w)|(?:לפני|בעוד)\s+(?:\d+\s+)?{_HE_SPAN}(?!\w)"
    r")",
    re.I,
)
_HE_FROM = re.compile(r"^(?:החל\s|מה|מ-|מיום|מהיום|מאתמול)")


@dataclass(frozen=True)
class _When:
    at: datetime
    start: bool  # "from / starting / as of / since / מ־ / החל מ־": the first day the statement holds
    day: bool = True  # the phrase names a day ("31 March", "Tuesday"), not a month or a year


def _sentence(text: str, start: int, end: int) -> tuple[str, str]:
    """The statement's sentence before and after it (a new line or ". ! ?" ends a sentence)."""
    s = max(text.rfind(c, 0, start) for c in ".!?\n") + 1
    e = min((i for i in (text.find(c, end) for c in ".!?\n") if i >= 0), default=len(text))
    return text[s:start], text[end:e]


def _when(text: str, start: int, end: int, base: datetime, prefer: str | None) -> _When | None:
    """The date the statement's sentence gives for it: right after it ("I moved to Haifa last
    week", "... will be Thursday, 26 March") or leading up to it ("From 1 April my address is",
    "ומה-1 ביולי אני מתחילה"): at most a few words between; a date elsewhere is another clause's."""
    before, after = _sentence(text, start, end)
    found = [m for m in [_DATE.match(after.lstrip(" \t,:-"))] if m]
    found += [m for m in reversed(list(_DATE.finditer(before))) if len(before[m.end() :].split()) <= 3]
    for m in found:
        if at := resolve_date(m.group("date"), base, prefer):
            phrase = m.group("date")
            day = bool(re.search(r"\d{1,2}(?!\d)|day\b|יום|שבת|היום|מחר|אתמול", phrase, re.I)) and not re.fullmatch(
                r"(?:in\s+)?\d{4}", phrase.strip()
            )
            return _When(at, bool(m.group("en_from")) or bool(_HE_FROM.match(phrase)), day)
    return None
