"""Dates in statements: a phrase ("from 1 April", "last week", "ביום שלישי", "בחודש הבא") resolved against the record's
own time with ``dateparser``, Hebrew prefixes undone first (a holiday's: ``holidays``); a sentence's date phrase."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

from hinet_pipeline.memory.facts.holidays import HOLIDAY, holiday_date
from hinet_pipeline.memory.facts.lexicon import STREET_TYPES
from hinet_pipeline.memory.facts.numeric_order import MONTH_FIRST as _MONTH_FIRST
from hinet_pipeline.timeutil import HE_MONTHS, month_pattern
from hinet_pipeline.timeutil import MONTHS as _MONTHS

# Hebrew attaches prepositions and the article to the word ("ביום שלישי"), undone into the forms dateparser knows
_HE_UNITS = {"יום": "ימים", "שבוע": "שבועות", "חודש": "חודשים", "שנה": "שנים"}
_HE_DAY_LETTERS = dict(zip("אבגדהו", "ראשון שני שלישי רביעי חמישי שישי".split()))
_HE_NORMAL = (
    (re.compile(r"^החל\s+"), ""),
    (re.compile(r"(?<=יום\s)([אבגדהו])['׳]"), lambda m: _HE_DAY_LETTERS[m[1]]),  # "ביום א' הבא": Sunday
    (re.compile(r"^[במ]?יום\s+\S+,?\s+(?=(?:מה|מ|ב|ה)?-?\d)"), ""),  # "יום חמישי, 14 במאי": the date
    (re.compile(r"^(?:מה|מ|ב|ה)-(?=\d)"), ""),  # "מה-1 ביוני", "ב-15 באפריל"
    (re.compile(r"^[מב](?=יום\s|שבת)"), ""),  # "ביום שלישי" → "יום שלישי"
    (re.compile(r"^(?:מה|ב)(?=(?:שבוע|חודש|שנה)\s)"), "ה"),  # "בחודש הבא" → "החודש הבא"
    (re.compile(r"^מ(?=היום|אתמול|מחר|שלשום)"), ""),
    (re.compile(r"^מחרתיים$"), "day after tomorrow"),  # (dateparser's Hebrew lacks it)
    (re.compile(r"^שלשום$"), "2 days ago"),  # (whatever side is preferred)
    (re.compile(rf"^(?:החל\s+)?[במ](?={month_pattern(HE_MONTHS)}$)"), ""),  # "בינואר" → "ינואר"
    (re.compile(r"^כבר(?=\s)"), "לפני"),  # "כבר חודש אני גרה": a month ago
    (re.compile(r"^(לפני|בעוד)\s+(יום|שבוע|חודש|שנה)$"), lambda m: f"{m[1]} 1 {_HE_UNITS[m[2]]}"),
)
_HE_FORMS = ("יום ימים יומיים", "שבוע שבועות שבועיים", "חודש חודשים חודשיים", "שנה שנים שנתיים")
_HE_UNIT_FORMS = {u: set(f.split()) for u, f in zip(("day", "week", "month", "year"), _HE_FORMS)}  # one, many, two
_HE_TWO = {"יומיים", "שבועיים", "חודשיים", "שנתיים"}
_HE_AGO = re.compile(
    r"(?:לפני|כבר)\s+(?:(\d+)\s+)?(יום|ימים|יומיים|שבוע|שבועות|שבועיים|חודש|חודשים|חודשיים|שנה|שנים|שנתיים)"
)
_DAY_OF_MONTH = re.compile(
    r"(?:(?:[a-z]+day|mon|tues?|wed|thu|thurs?|fri|sat|sun)\.?,?\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)"  # (Hebrew)
    r"|(?:[במ]?יום\s+\S+,?\s+)?(?:ה|ב|מה|מ)-?(\d{1,2})(?:\s+[לב]חודש)?|(\d{1,2})\s+[לב]חודש"
)
_NEXT_MONTH_DAY = re.compile(r"(?:ה|ב|מה|מ)-?(\d{1,2})\s+[לב]חודש\s+הבא")  # "ב-15 לחודש הבא"
_HE_MONTH_START = re.compile(rf"[במ]?תחילת\s+(?:החודש|({month_pattern(HE_MONTHS)}))")
_BARE_HE_WEEKDAY = re.compile(r"^[מב]?(?=(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)\s+(?:הבא|שעבר|הקרוב)$)")
_HE_WEEKDAY_TURN = re.compile(r"^((?:יום\s+\S+|שבת))\s+(הבא|הבאה|הקרוב|הקרובה|שעבר|שעברה)$")
_WEEKDAYS = {d: i for i, d in enumerate("monday tuesday wednesday thursday friday saturday sunday".split())}
_EN_FAST = re.compile(
    r"(?P<rel>today|tomorrow|yesterday|last\s+night|tonight)|(?P<turn>next|last|this)\s+(?P<unit>week|month|year|[a-z]+day)"
    r"|(?P<iso>\d{4}-\d{2}-\d{2})|(?P<year>(?:19|20)\d{2})"
    r"|(?:(?P<wd0>[a-z]+day),?\s+)?(?:the\s+)?(?P<d1>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>[a-z]+)\.?"
    r"(?:,?\s+(?P<y1>\d{4}))?"
    r"|(?:(?P<wd1>[a-z]+day),?\s+)?(?P<m2>[a-z]+)\.?\s+(?P<d2>\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(?P<y2>\d{4}))?"
    r"|(?P<m3>[a-z]+)\.?,?\s+(?:of\s+)?(?P<y3>\d{4})|(?P<m4>[a-z]+)"
)
_FAR = timedelta(days=90)
_SLIP = timedelta(days=7)  # a past day said a little ahead of the record's own: a slip, not last year's
_COUNT = {w: n for n, w in enumerate("one two three four five six seven eight nine ten".split(), 1)} | {"a": 1, "an": 1}
_AGO = re.compile(  # ("two weeks ago", ahead: "two weeks from today", "two weeks from Monday": the coming Monday's, on)
    r"(?P<n>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?P<unit>day|week|wk|fortnight|month|mth|year|yr)s?"
    r"\s+(?:ago|(?P<ahead>from\s+(?:today|now)|(?:from\s+|on\s+)?(?:(?:this\s+|next\s+)?"
    r"(?P<from_day>(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?P<tomorrow>tomorrow))))"
)
_SHORT_UNIT = {"wk": "week", "mth": "month", "yr": "year"}  # as chats write them: "moved 2 wks ago"
_MONTH_END = re.compile(r"(?:the\s+)?end\s+of\s+(?:the|this)\s+month")
_MONTH_START = re.compile(
    r"(?:the\s+)?(?:start|beginning)\s+of\s+(?:the|this)\s+month|(?:early|the\s+(?:start|beginning)\s+of)\s+"
)


def _back(day0: datetime, n: int, unit: str) -> datetime:
    """``n`` days, weeks, months or years before ``day0`` ("two weeks ago", "לפני חודש")."""
    if unit in ("day", "week", "fortnight"):
        return day0 - timedelta(days=n * {"day": 1, "week": 7, "fortnight": 14}[unit])
    months = day0.year * 12 + day0.month - 1 - n * (12 if unit == "year" else 1)
    return day0.replace(year=months // 12, month=months % 12 + 1, day=min(day0.day, 28))


def _english(text: str, base: datetime, prefer: str | None) -> datetime | None | bool:
    """The common English date phrases read directly (dateparser's own readings, without its cost:
    loading it takes about a second); False for a phrase it leaves to dateparser."""
    text = text.casefold().removeprefix("on ")  # ("effective on November 29")
    day0 = base.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc)
    if m := _AGO.fullmatch(text.removesuffix(" ago today") + (" ago" if text.endswith(" ago today") else "")):
        n = (int(m["n"]) if m["n"].isdigit() else _COUNT[m["n"]]) * (-1 if m["ahead"] else 1)
        if m["from_day"] or m["tomorrow"]:  # counted on from that day (the coming one)
            day0 += timedelta(days=(_WEEKDAYS.get(m["from_day"], 0) - day0.weekday()) % 7 or 7 if m["from_day"] else 1)
        try:  # (no day a calendar holds: "10000 years from now lol")
            return _back(day0, n, _SHORT_UNIT.get(m["unit"], m["unit"])) if abs(n) < 5000 else None
        except (OverflowError, ValueError):
            return None
    if _MONTH_END.fullmatch(text):  # "the end of the month": its last day
        return (day0.replace(day=1) + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    if m := _MONTH_START.match(text):  # "since the start of the month": its first day; "early July": July
        if m.end() == len(text):
            return day0.replace(day=1)
        text = text[m.end() :]
    m = _EN_FAST.fullmatch(text)
    if not m:
        return False
    g = m.groupdict()
    try:
        if g["year"]:  # a year alone: from its first day
            return datetime(int(g["year"]), 1, 1, tzinfo=timezone.utc)
        if g["iso"]:
            return datetime.fromisoformat(g["iso"]).replace(tzinfo=timezone.utc)
        if g["rel"]:
            rel = " ".join(g["rel"].split())  # ("last night": yesterday's; "tonight": today's)
            return day0 + timedelta(days=_REL_DAYS[rel])
        for mk, dk, yk in (("m1", "d1", "y1"), ("m2", "d2", "y2"), ("m3", None, "y3"), ("m4", None, None)):
            if g[mk]:
                if g[mk] not in _MONTHS:
                    return False
                year = int(g[yk]) if yk and g[yk] else day0.year
                at = datetime(year, _MONTHS[g[mk]], int(g[dk]) if dk else 1, tzinfo=timezone.utc)
                if mk == "m4" and prefer:  # a month alone: the last one ("moved in November") or the next
                    month0 = day0.replace(day=1)
                    at = at.replace(
                        year=year - (prefer in ("past", "since") and at > month0) + (prefer == "future" and at < month0)
                    )
                elif not (yk and g[yk]) and prefer in ("future", "since") and abs(at - day0) > _FAR:
                    # "last day will be January 15" written in December: the next one; "since 15
                    # September" written in March: the last one (a date a few weeks off is a slip)
                    at = at.replace(
                        year=year + (1 if prefer == "future" and at < day0 else 0) - (prefer == "since" and at > day0)
                    )
                elif not (yk and g[yk]) and prefer == "past" and at - day0 > _SLIP:
                    at = at.replace(year=year - 1)  # "moved to Toronto on Dec 28", written on 6 January
                return at
        if g["turn"]:
            unit, step = g["unit"], {"next": 1, "last": -1, "this": 0}[g["turn"]]
            if unit == "week":
                return day0 + timedelta(days=7 * step)
            if unit == "month":
                month = day0.month - 1 + step
                return day0.replace(year=day0.year + month // 12, month=month % 12 + 1, day=1)
            if unit == "year":
                return day0.replace(year=day0.year + step, day=1)
            if unit not in _WEEKDAYS:
                return False
            ahead = (_WEEKDAYS[unit] - day0.weekday()) % 7
            if step >= 0:
                return day0 + timedelta(days=ahead or 7)
            return day0 - timedelta(days=(day0.weekday() - _WEEKDAYS[unit]) % 7 or 7)
    except ValueError:
        return None
    return False


def _weekday(text: str, base: datetime, prefer: str | None) -> datetime | None | bool:
    """A bare weekday ("Tuesday"): the one before the record's day, or after it when ``prefer`` says future."""
    day = _WEEKDAYS.get(text.casefold())
    if day is None:
        return False
    day0 = base.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc)
    if prefer == "future":
        return day0 + timedelta(days=(day - day0.weekday()) % 7 or 7)
    return day0 - timedelta(days=(day0.weekday() - day) % 7 or 7)


_REL_DAYS = {"today": 0, "tonight": 0, "tomorrow": 1, "yesterday": -1, "last night": -1}
_FIRST_OF = re.compile(rf"^[מב]?ה?ראשון\s+ל(?={month_pattern(HE_MONTHS)})")


def resolve_date(text: str, base: datetime, prefer: str | None = None) -> datetime | None:
    """A date phrase ("15 April", "next month", "ביום שלישי", "the Monday after Labor Day") against the record's day, or
    None. ``prefer`` ("past", "since", "future"; "done": "past", after a verb in the past) picks the side of a bare
    weekday ("on Tuesday"), of a month alone, and ("since", "future") of a day and a month without their year."""
    if (day := holiday_date(text, base, "past" if prefer == "done" else prefer)) is not None:
        return day
    done, prefer = prefer == "done", "past" if prefer == "done" else prefer  # ("done": a past verb's day)
    text = " ".join(text.strip().split())
    text = _TOMORROW.sub("tomorrow", text) if text != "the first" else "the 1st"  # "tmrw"; "(as of) the first"
    text = _THE_WEEKDAY.sub("", text)  # "(start at Shopify) the Tuesday": that weekday
    text = _FIRST_OF.sub("1 ל", text)  # "בראשון לינואר": "1 לינואר"
    text = _SHORT_DAY_AT.sub(lambda m: _SHORT_DAY[m[1].casefold()], text)  # "last Thurs": "last thursday"
    if m := _HE_AGO.fullmatch(text):  # "לפני חודש", "כבר שבועיים": counted back from the record's day
        day0 = base.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc)
        unit = next(u for u, forms in _HE_UNIT_FORMS.items() if m[2] in forms)
        return _back(day0, int(m[1] or 0) or (2 if m[2] in _HE_TWO else 1), unit)
    if m := _NEXT_MONTH_DAY.fullmatch(text):  # a day of the next month
        day0 = base.replace(day=1, hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc)
        try:
            return (day0 + timedelta(days=32)).replace(day=int(m[1]))
        except ValueError:
            return None
    if m := _DAY_OF_MONTH.fullmatch(text.casefold()):  # "the 22nd": this month's, or the next / last one's
        day0 = base.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc)
        n = int(next(g for g in m.groups() if g))
        months = day0.year * 12 + day0.month - 1 + (prefer == "future" and n < day0.day)
        months -= prefer in ("past", "since") and n > day0.day
        try:
            return day0.replace(year=months // 12, month=months % 12 + 1, day=n)
        except ValueError:
            return None
    if m := _WEEKDAY_NUMBERS.fullmatch(text):  # "Mon 4/9": the order of the two numbers that day has
        wanted = _WEEKDAYS[_SHORT_DAY.get(day := m[1].casefold(), day)]
        readings = [
            at for a, b in ((m[2], m[3]), (m[3], m[2])) if (at := resolve_date(f"{a}/{b}{m[4] or ''}", base, prefer))
        ]
        if right := [at for at in readings if at.weekday() == wanted]:
            return right[0]
        text = text[m.start(2) :]
    if m := re.fullmatch(
        r"(?:[במ]?יום\s+(?:\S+,?\s+)?)?(?:(?:מה|מ|ב|ה)-?)?(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2}))?", text
    ):
        if _MONTH_FIRST.get() and "/" in text and text[0].isdigit():  # "3/9" in the US: March 9 ("25/2": 25 February)
            month, day = (m[2], m[1]) if int(m[1]) > 12 >= int(m[2]) else (m[1], m[2])
        else:
            day, month = (m[2], m[1]) if int(m[2]) > 12 >= int(m[1]) else (m[1], m[2])  # "9/15": September 15
        year = int(m[3]) if m[3] else base.year
        if m[3] and len(m[3]) == 2:  # "15.4.24": 2024; "1.9.98": 1998 (not more than ten years ahead)
            year += 2000 if 2000 + year <= base.year + 10 else 1900
        try:
            at = datetime(year, int(month), int(day), tzinfo=timezone.utc)
        except ValueError:
            return None
        # (a day of the last month stays there: "ומה-1.1 אני באלביט", written on 15.1, is not next year's)
        recent = at >= base - timedelta(days=31)
        slashed = "/" in text and text[0].isdigit()  # (a Hebrew "ב-7.6" only after a verb in the past)
        if not m[3] and (done or slashed and prefer in ("past", "since")) and at > base + _SLIP:
            # "moved in on 9/15", said in March: last year's
            return at.replace(year=at.year - 1)
        return at if m[3] or prefer != "future" or recent else at.replace(year=at.year + 1)
    if re.fullmatch(r"[מב]?הראשון\s+ל(?:ה)?חודש(?:\s+הבא)?", text):
        day0 = base.replace(day=1, hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc)
        return (day0 + timedelta(days=32)).replace(day=1) if text.endswith("הבא") else day0
    if re.fullmatch(r"[בע]?(?:ד\s+)?סוף\s+החודש", text):  # "בסוף החודש": the month's last day
        day0 = base.replace(day=1, hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc)
        return (day0 + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    if m := _HE_MONTH_START.fullmatch(text):  # "מתחילת החודש": the month's first day; "בתחילת יולי": July
        if m[1] is None:
            return base.replace(day=1, hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc)
        text = m[1]
    for pattern, repl in _HE_NORMAL:  # "ב-2015" → "2015", "מה-1 ביוני" → "1 ביוני"
        text = pattern.sub(repl, text)
    if text.isascii():
        for fast in (_weekday, _english):
            if (found := fast(text, base, prefer)) is not False:
                return found
    import dateparser

    text = _BARE_HE_WEEKDAY.sub("יום ", text)  # "מחמישי שעבר": "יום חמישי שעבר"
    if m := _HE_WEEKDAY_TURN.match(text):  # "יום שלישי הבא": dateparser reads the weekday alone
        text, prefer = m[1], "future" if m[2].startswith(("הבא", "הקרוב")) else "past"
    settings = {"RELATIVE_BASE": base.replace(tzinfo=None), "PREFER_DAY_OF_MONTH": "first"}
    if prefer and not re.search(r"\d", text):  # an explicit date keeps the current-year reading
        settings["PREFER_DATES_FROM"] = "past" if prefer == "since" else prefer
    found = dateparser.parse(text, languages=["en", "he"], settings=settings)
    if not found:
        return None
    found = found.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc)
    if prefer == "future" and not re.search(r"\d{4}", text) and found < base - timedelta(days=31):
        found = found.replace(year=found.year + 1)  # "בראשון לינואר", written in December: the next one
    return found


# pictographs and flags, with the marks that join or colour them ("✈️": U+2708 U+FE0F), for a character class
EMOJI = "\u2600-\u27bf\U0001f1e6-\U0001f1ff\U0001f300-\U0001faff\ufe0f\u200d\U0001f3fb-\U0001f3ff"

# -- date phrases in the sentence of a statement -----------------------------------------------------

_EN_MONTH = month_pattern(_MONTHS)  # case-insensitive (DATE_PHRASE is re.I)
# before a day and a month in numbers: a date's word ("on", "from", "eff.", "start"), a state's ("is"), the text's start
_DATE_LEAD = (
    r"(?<=\bon\s)|(?<=\bfrom\s)|(?<=\bsince\s)|(?<=eff\.\s)|(?<=\bas\sof\s)|(?<=\bstarting\s)|(?<=\beffective\s)"
    r"|(?<=\bstart\s)|(?<=\bstarts\s)"
)
_STATE_LEAD = r"^|(?<=\bday\s)|(?<=\bis\s)|(?<=\bbe\s)"
# a day and a month in numbers whose order is in no doubt ("9/15", "25/2")
_UNDOUBTED = (
    r"(?:(?:1[3-9]|2\d|3[01])/(?:0?[1-9]|1[0-2])|(?:0?[1-9]|1[0-2])/(?:1[3-9]|2\d|3[01]))(?:/(?:19|20)?\d{2})?(?![/\d])"
)
# a street's name and type word after two numbers: a flat's and a house's ("3/27 Myers Street"), not a date
_ON_STREET = rf"(?-i:\s+(?:[A-Z][\w'’.-]*\s+){{1,3}}(?:{'|'.join(STREET_TYPES)})\b)"
_EN_DAY = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
# a weekday before its date, also cut short ("Tue 1 Aug"; alone, "Sat" and "Sun" are words)
_EN_DAY_OF = rf"(?:{_EN_DAY}|(?:Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun)\.?)"
# cut short after "last" / "next" / "this" / "on" / "from" / "since" ..., capitalised ("on sun loungers" is no day; nor
# "from Sun Microsystems": a capitalised word after it is a name's)
_EN_DAY_SHORT = r"(?-i:Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun)"
_SHORT_DAY = dict(w.split("=") for w in "mon=monday tue=tuesday tues=tuesday wed=wednesday weds=wednesday".split())
_SHORT_DAY |= dict(
    w.split("=") for w in "thu=thursday thur=thursday thurs=thursday fri=friday sat=saturday sun=sunday".split()
)
_WEEKDAY_NUMBERS = re.compile(  # "Mon 9/9", "Friday 11/4/2025"
    r"((?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?,?\s+"
    r"(\d{1,2})/(\d{1,2})(/(?:19|20)?\d{2})?",
    re.I,
)
_TOMORROW_SPELT = r"(?:tmrw|tmr|tmw|2moro)"  # tomorrow as chats write it
_TOMORROW = re.compile(rf"\b{_TOMORROW_SPELT}\b", re.I)
_THE_WEEKDAY = re.compile(r"^the\s+(?=[a-z]+day$)", re.I)
_SHORT_DAY_AT = re.compile(r"\b(Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun)\.?$", re.I)  # (a phrase's end)
_HE_MONTH = month_pattern(HE_MONTHS)
_HE_DAY = r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|[אבגדהו]['׳])"
# a Hebrew date's start: after a space, or after a conjunction's prefix ("שמהראשון לחודש", "ומחר", "כשמהיום")
_HE_START = r"(?:(?<!\w)|(?<=(?<!\w)[ושכ])|(?<=(?<!\w)(?:וש|כש)))"
HE_SPAN = _HE_SPAN = r"(?:יום|יומיים|ימים|שבוע|שבועיים|שבועות|חודש|חודשיים|חודשים|שנה|שנתיים|שנים)"
HE_IS = r"(?:יהיה|תהיה|הוא|היא|זה)"  # "is" / "will be": "היום האחרון שלי יהיה 8.4"
# a day.month said to be the day ends its clause ("יהיה 8.4, ואחרי זה"; not "היא 3.5 חדרים")
_ENDS = r"(?![./]?\d)(?=\s*(?:$|[,.!?;:)\n]|(?:ו|אז|אבל)(?!\w)))"
_PHRASE = (
    r"(?:\b(?P<en_from>from|starting(?:\s+(?:on|from))?|as\s+of|since|effective(?:\s+from)?|eff\.|w\.e\.f\.?|with\s+effect\s+from|"
    # ("After the 22nd you can reach me at", "after February 1": a day's number; not "after Friday drinks")
    r"[Aa]fter(?=\s+(?:the\s+\d|[A-Z][a-z]{2,8}\.?\s+\d))|"
    rf"מאז|החל)\s+|\b(?:on|in)\s+|\b(?:at|by)\s+(?=the\s+end\s+of\b)|(?<!\w){HE_IS}\s+(?=\d{{1,2}}[./]\d{{1,2}}{_ENDS}))?"
    r"(?P<date>"
    rf"{_EN_MONTH}\.?,?\s+(?:of\s+)?(?:19|20)\d{{2}}\b"  # "March 2001": its first day
    rf"|(?:{_EN_DAY_OF},?\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_EN_MONTH}\b\.?(?:,?\s+\d{{4}})?"
    rf"|(?:{_EN_DAY_OF},?\s+)?{_EN_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}})?"
    # "the 22nd", "Mon the 8th", "Sat 16th", "on 26th" (not "on 3rd shift")
    rf"|(?:{_EN_DAY_OF},?\s+(?:the\s+)?|the\s+|(?<=\bon\s))\d{{1,2}}(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?{_EN_MONTH})"
    r"(?!\s+(?:shift|floor|place|grade|year|round|time|attempt|try|quarter|level|stor(?:e)?y|lap)s?\b)"
    # (spelt, after its preposition, ending its clause: "as of the first i'm ..."; not "the first time", "draft")
    r"|(?:(?<=\bas\sof\s)|(?<=\bfrom\s)|(?<=\bstarting\s)|(?<=\bsince\s))the\s+first\b"
    r"(?=\s*(?:[,.;:!?)\n]|$|(?:i|I|we|you)\b))"
    rf"|{_EN_DAY_OF},?\s+\d{{1,2}}/\d{{1,2}}(?:/(?:19|20)?\d{{2}})?(?![/\d])"  # "Mon 9/9": its weekday orders them
    r"|(?:[במ]יום\s+|(?:מה|מ|ב|ה)-?)?\d{1,2}(?P<sep>[./])\d{1,2}(?P=sep)(?:19|20)?\d{2}\b"  # "31.7.2022", "4/2/2024"
    rf"|{_HE_START}(?:(?:מה|מ|ב|ה)-|[במ]יום\s+)\d{{1,2}}[./]\d{{1,2}}(?!\d|[./]\d)(?!\s+שעות)"  # "מה-1.1", "ב-1.8."
    # "ב1.3", its preposition joined (not a measure: "ב3.5 חדרים", "ב1.5 השנים", "ב6.5K")
    rf"|{_HE_START}(?:מה|מ|ב)(?=\d)\d{{1,2}}[./]\d{{1,2}}(?!\d|[./]\d)(?![A-Za-z%₪])"
    r"(?!\s+(?:שעות|שעה|שנה|שנים|השנים|ימים|יום|דקות|דקה|חודשים|חדרים|חד['׳]|מיליון|אלף|ק[\"״]?מ|"
    r"קילומטר|מטר|מ[\"״]ר|%|₪|ש[\"״]ח|דולר|אחוז)(?!\w))"
    r"|(?:(?<=(?<!\w)יהיה\s)|(?<=(?<!\w)תהיה\s)|(?<=(?<!\w)הוא\s)|(?<=(?<!\w)היא\s)|(?<=(?<!\w)זה\s))"
    rf"\d{{1,2}}[./]\d{{1,2}}{_ENDS}"  # after "is" / "will be": "היום האחרון שלי יהיה 8.4", "ה-last day שלי זה 17.3"
    # (a weekday cut short in any case after its turn: "this sat", "next Mon")
    rf"|(?:next|last|this)\s+(?:week|month|year|{_EN_DAY}|{_EN_DAY_SHORT})\b"
    r"|(?:next|last|this)\s+(?:mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)(?=\s*(?:$|[,.!?;)\n]|(?:lol|and|but|so|then)\b))"
    rf"|{HOLIDAY}|(?:the\s+(?={_EN_DAY}\b(?!\s+(?:after|before|of)\b)))?{_EN_DAY}\b|yesterday\b|today\b|tomorrow\b|{_TOMORROW_SPELT}\b|last\s+night\b|tonight\b"
    rf"|(?:(?<=\bon\s)|(?<=\bfrom\s)|(?<=\bsince\s)|(?<=\bstarted\s)|(?<=\bjoined\s)|(?<=\barrived\s)|(?<=[Ll]anded\s)|(?<=moved\sin\s)){_EN_DAY_SHORT}\b(?!\.\w)(?!\s+[A-Z][a-z])"
    # in small letters as chats write them, only where the day ends its clause ("since sat lol"; not "on sun loungers")
    r"|(?:(?<=\bon\s)|(?<=\bsince\s))(?-i:mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)(?=\s*(?:$|[,.!?;)\n]|(?:lol|haha|and|but|so)\b))"
    # a day and a month in numbers where their order is in no doubt ("on 9/15", "on 25/2"; "3/4": _MONTH_DAY)
    rf"|(?:{_DATE_LEAD}){_UNDOUBTED}"
    # (after "is" or opening the text, not a flat and its house number: "address is 3/27 Myers Street")
    rf"|(?:{_STATE_LEAD}){_UNDOUBTED}(?!{_ON_STREET})"
    r"MONTH_FIRST"
    r"|(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:day|week|wk|fortnight|month|mth|year|yr)s?\s+"
    rf"(?:ago(?:\s+today)?|from\s+(?:today|now)|(?:from\s+|on\s+)?(?:(?:this\s+|next\s+)?{_EN_DAY}|tomorrow))\b"
    rf"|(?:the\s+)?(?:start|beginning)\s+of\s+(?:the|this)\s+month\b|(?:early|the\s+(?:start|beginning)\s+of)\s+{_EN_MONTH}\b"
    r"|(?:the\s+)?end\s+of\s+(?:the|this)\s+month\b"
    r"|\d{4}-\d{2}-\d{2}\b"
    # "from the same date": one said before
    r"|(?:the\s+same|that)\s+(?:date|day)\b|(?<=\bfrom\s)then\b|(?<!\w)[מב]?(?:א)?ותו\s+(?:תאריך|יום)(?!\w)"
    # "since 1996", "in 1994": a year alone, from its first day
    r"|(?:(?<=\bin\s)|(?<=since\s)|(?<=from\s)|(?<=during\s))(?:19|20)\d{2}\b(?![-/:.]\d)"
    # "in February", "since November", "from May": a month alone, only after its preposition (not "I may")
    rf"|(?:(?<=\bin\s)|(?<=since\s)|(?<=from\s)|(?<=starting\s)|(?<=as\sof\s)){_EN_MONTH}\b(?!\s+\d)"
    rf"|(?:[במ]?יום\s+{_HE_DAY},?\s+)?(?:החל\s+)?(?:מה|מ|ב|ה)?-?\d{{1,2}}\s+[בל]?{_HE_MONTH}(?:\s+\d{{4}})?"
    rf"|[במ]?יום\s+{_HE_DAY},?\s+(?:ה|ב)-?\d{{1,2}}(?![.\d])(?!\s+(?:בבוקר|בערב|בצהריים|בלילה))(?:\s+לחודש)?"  # "ה-15"
    # "ב-21 לחודש", "מה-1 בחודש", "ב-15 לחודש הבא"
    rf"|{_HE_START}(?:ב|מה|מ|ה)-?\d{{1,2}}\s+[לב]חודש(?!\w)(?:\s+הבא(?!\w))?(?!\s+שעבר)"
    # a weekday and its date, before the weekday alone ("ביום חמישי, 24.2.2022": that date, not next Thursday;
    # "מיום א', 1.1.23")
    rf"|(?:[במ]?יום\s+{_HE_DAY},?\s+)\d{{1,2}}\.\d{{1,2}}(?:\.(?:19|20)?\d{{2}})?(?![.\d])"  # "מיום ראשון 8.6"
    rf"|(?:החל\s+)?[מב]?יום\s+{_HE_DAY}(?!\s+(?:שלי|שלנו|בעבודה)(?!\w))(?:\s+(?:הבא|שעבר|הקרוב))?|(?<!\w)[מב]?שבת(?:\s+(?:הבאה|שעברה|הקרובה))?"
    # a weekday without "יום", its turn said ("מחמישי שעבר אנחנו גרים בחולון")
    r"|(?<!\w)[מב]?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)\s+(?:הבא|שעבר|הקרוב)(?!\w)"
    r"|(?:החל\s+)?(?:מה|ב|ה)(?:שבוע|חודש)\s+(?:הבא|שעבר)|(?:החל\s+)?(?:מה|ב|ה)שנה\s+(?:הבאה|שעברה)"
    rf"|{_HE_START}(?:מ?היום(?!\s+ה(?:אחרון|ראשון))|מ?אתמול|מ?מחרתיים|מ?מחר|מ?שלשום|השבוע|החודש)(?!\w)|(?:לפני|בעוד|כבר)\s+(?:\d+\s+)?{_HE_SPAN}(?!\w)"
    rf"|{_HE_START}[מב]?הראשון\s+ל(?:ה)?חודש(?:\s+הבא)?(?!\w)"  # "מהראשון לחודש הבא"
    rf"|{_HE_START}[מב]?ה?ראשון\s+ל{_HE_MONTH}(?:\s+\d{{4}})?(?!\w)"  # "בראשון לינואר": its first day
    rf"|(?<=מאז\s)(?:(?:19|20)\d{{2}}\b|{_HE_MONTH}(?!\w))"  # "מאז 2017", "מאז יולי"
    r"|(?<!\w)(?:ב|מ|מה|החל\s+מ)-?(?:19|20)\d{2}\b(?![-/:.]\d)"  # "ב-2015", "מ-1996": the year
    rf"|(?<!\w)(?:ב|מ|החל\s+מ){_HE_MONTH}(?!\w)(?!\s+\d)"  # "בינואר", "ממרץ": a month alone
    rf"|(?<!\w)[במ]?תחילת\s+(?:החודש|{_HE_MONTH})(?!\w)"  # "מתחילת החודש", "בתחילת יולי"
    r"|(?<!\w)ב?סוף\s+החודש(?!\w)"  # "בסוף החודש": its last day
    r")"
)
# where the month comes first, a day in doubt too ("on 3/4": March 4) after its preposition (or opening a note, "1/5 —
# first day") where a date ends (not "on 2/3 salary", "1/2 days a week"); the phrase by the numeric order in force
_MONTH_DAY = (
    rf"|(?:{_STATE_LEAD}|{_DATE_LEAD})"
    r"(?:0?[1-9]|1[0-2])/(?:0?[1-9]|1[0-2])(?:/(?:19|20)?\d{2})?(?![/\d])"
    rf"(?=\s*(?:$|[,.;:!?)\n–—{EMOJI}-]|(?:and|but|so|then|I|we|at|to|for|in|as|with|when|until|till|through|thru|after|before"
    r"|next|this|\w+day)\b))"
)
_PHRASES = {
    first: re.compile(_PHRASE.replace("MONTH_FIRST", _MONTH_DAY if first else ""), re.I) for first in (False, True)
}


class _DatePhrase:
    """``DATE_PHRASE``: the date phrase pattern of the numeric order in force (``numeric_dates``)."""

    __slots__ = ()

    def search(self, *args) -> re.Match | None:
        return _PHRASES[_MONTH_FIRST.get()].search(*args)

    def match(self, *args) -> re.Match | None:
        return _PHRASES[_MONTH_FIRST.get()].match(*args)

    def finditer(self, *args):
        return _PHRASES[_MONTH_FIRST.get()].finditer(*args)


DATE_PHRASE = _DatePhrase()
