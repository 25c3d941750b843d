"""When a statement holds from: the date phrase (``dates.DATE_PHRASE``) its sentence gives for it,
right after it (past a role or a postcode), leading up to it, in a clause after it ("..., and start on 1
June", "— I've been back since April", "🇩🇪 landed Thursday", "(started Mon)"), further on in its own
clause past its object's words ("... בסטארטאפ בשם Lumenio ב-1 לחודש"), or in the sentence after it ("We
move in from March 1", "I'll start on 1 October"); a date said again ("from the same date") is the one
named before."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from hinet_pipeline.memory.facts.dates import DATE_PHRASE, EMOJI, HE_IS, resolve_date
from hinet_pipeline.timeutil import HE_MONTHS, MONTHS, month_pattern

_HE_FROM = re.compile(rf"^(?:החל\s|מה|מ-|מיום|מהיום|מאתמול|ממחר|מאותו|מ(?={month_pattern(HE_MONTHS)}))")
_SAME = re.compile(r"(?:the\s+same|that)\s+(?:date|day)|then|[מב]?(?:א)?ותו\s+(?:תאריך|יום)", re.I)


def _antecedent(text: str, start: int, phrase: str) -> str:
    """A date said again ("from the same date", "מאותו יום"): the last one the text named before the
    statement; the phrase itself where there is none."""
    if not _SAME.fullmatch(phrase.strip()):
        return phrase
    said = [m.group("date") for m in DATE_PHRASE.finditer(text, 0, start) if not _SAME.fullmatch(m.group("date"))]
    # (a day before a year alone: "promoted ..., effective May 1. She joined in 1994. The group will report to her
    # as of the same date": May 1)
    days = [d for d in said if not _YEAR_ALONE.fullmatch(d.strip())]
    return (days or said)[-1] if said else ""


_YEAR_ALONE = re.compile(r"(?:in\s+)?(?:19|20)\d\d")


# the statement's own start or move-in, said in a clause after it: "accepted an offer from Wix and start on
# 1 June", "... and will be joining as a Senior Engineer starting 1 March"; and a few words on, after
# "and" or a comma: "... as a credit analyst, and I'll start on 1 March", "..., ואתחיל ב-1 במרץ"
_STARTS = (
    r"(?:(?:will|['’]ll|am|['’]m|are|['’]re)\s+)?(?:be\s+)?(?:start|starting|started|begin|beginning|began|join|joining|move\s+in|runs\s+from|"
    r"moving\s+in|commencing|came\s+over|arrived|flew\s+in|landed|got\s+here|took\s+possession|(?:got|get|getting)\s+the\s+keys|moved\s+(?:home|back)|(?:I|we)['’]ve\s+been\s+(?:back|here)(?=\s+since)|(?:my\s+|the\s+)?first\s+(?:working\s+)?day(?:['’]s|\s+is|\s+will\s+be)?)\b"
)
_HE_STARTS = r"(?:אתחיל|נתחיל|מתחיל|מתחילה|מתחילים|אצטרף|נצטרף)(?!\w)"
_THEN = re.compile(
    rf"[;,]?\s*(?:and\s+)?(?:I|we)?\s*{_STARTS}|[;,]?\s*(?:with\s+)?(?:a|an|my|the)?\s*start\s+date\b"
    rf"|[;,]?\s*ו?{_HE_STARTS}",
    re.I,
)
_THEN_LATER = re.compile(  # (an emoji between clauses too: "shift lead at Trader Joe's 🥳 starting this sunday")
    rf"(?:[;,{EMOJI}—–]\s*\(?|\band\s+)(?:(?:I|we)\s+(?:(?:can\s+)?confirm\s+(?:that\s+)?(?:I|we)\s+)?)?{_STARTS}|(?:,\s*|\s)ו(?:אני\s+)?{_HE_STARTS}|[,{EMOJI}]\s*(?:אני\s+)?{_HE_STARTS}",
    re.I,
)  # ("התקבלתי לחברת החשמל כטכנאי רשת, ואני מתחיל ב-1.2")
_FIRST = re.compile(r"first", re.I)
_AHEAD_VERB = re.compile(
    r"(?<!\w)ו?(?:מתחיל|מתחילה|מתחילים|יתחיל|תתחיל)(?!\w)|\b(?:starts|begins|will\s+start)\b", re.I
)
_IS_END = re.compile(r"(?:\b(?:is|will\s+be|was)|(?<!\w)(?:הוא|היא|יהיה|תהיה|היה|זה))\s*$")
_IS = re.compile(rf"{HE_IS}\s")
_STARTED = re.compile(r"started|began|came|arrived|flew|landed|got|been|took|moved", re.I)
# (past "new" or "there": "מנהל חדש מיום ראשון", "אתחיל שם בראשון לינואר")
# (and an arrival said in brackets after it: "relocation to Perth: ✅ done (flew in Thurs)", "(הגענו ביום שלישי ...)")
# (and a postcode the address ends with: "5 Castle Street, Ludlow, SY8 1AS on 12 February 2021")
# a day said by its distance, then by its date in brackets: "two weeks from Friday (the 28th)", "a week Monday (3/16)"
_GLOSSED = re.compile(
    r"^\s*(?:is\s+|will\s+be\s+|on\s+)?(?:yesterday|today|(?:last|this)\s+week"  # ("last week (Wednesday 1 October)")
    r"|(?:(?:a|one|two|three|four|five|six|\d)\s+(?:weeks?|days?)|a\s+fortnight)\s+(?:(?:from|on)\s+)?"
    r"(?:this\s+|next\s+)?(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|today|tomorrow)|(?:this|next|a\s+week(?:\s+on)?)\s+(?:Mon|Tues|Wednes|Thurs"
    r"|Fri|Satur|Sun)day|tomorrow)\s*\((?:i\.e\.\s*|that['’]s\s+|so\s+)?(?P<day>(?:[A-Z][a-z]+day,?\s+)?\d{1,2}\s+[A-Z][a-z]{2,8}\.?|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)"
    r"(?:\s+of\s+[A-Z][a-z]+)?|[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}/\d{1,2}(?:/\d{2,4})?)\)"
)
_ASIDE = re.compile(r"[ \t]*\(([^()\n]{1,60})\)")
_LEAD = re.compile(
    r"^[^\w.!?;\n]*(?:(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|(?:[A-Z]{2}\s+)?\d{5}(?:-\d{4})?|\d{7})(?!\w)[^\w.!?;\n]*)?"
    r"(?:(?:ה?חדש(?:ה)?|new|שם|there)[^\w.!?;\n]+)?"
    r"(?:(?<=\()(?:flew\s+in|arrived|landed|moved\s+in|got\s+here|started|began|joined|הגענו|הגעתי|נכנסנו|עברנו|התחלתי)\s+)?",
    re.I,
)
# a role between the statement and its day: "I'm joining Salesforce as Director of Solution Engineering on July 19"
_AS_ROLE = re.compile(  # (or another left aside: "... to X rather than Kirsty from 1 December")
    r"(?:(?:in\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?\s+)?"  # (its town first: "... LLP in Boston as a partner")
    r"as\s+(?:an?\s+|the\s+)?(?:(?!(?:is|are|was|were|be|being|been|will|has|have)\s)[\w&/'’-]+\s+){0,8}?"
    r"(?!(?:is|are|was|were|be|being|been|will|has|have)\s)[\w&/'’-]+,?\s+"  # ("as a partner in its T&E group, as of")
    r"(?=(?:on|from|starting|effective|w\.e\.f\.?|as\s+of)\s|(?:next|this)\s+\w"
    r"|(?:a|one|two|three|four|\d)\s+(?:weeks?|days?|months?)\s+from\s"  # ("... Advisor two weeks from monday")
    r"|in\s+(?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b|the\s+(?:spring|summer|fall|autumn|winter|new))"
    r"|(?:tomorrow|today|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b)"  # ("... as a Nurse next Monday")
    r"|(?:rather\s+than|instead\s+of)\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s+(?=(?:on|from|starting|effective|in)\s)"
    r"|(?:is|was|will\s+be|wraps\s+up|happens|takes\s+place|goes\s+ahead)\s+(?=(?:on|from|starting|effective|in)\s)"
    r"|(?:יהיה|תהיה|היה|הייתה|היתה)\s+(?=ב|ה-|מ)"  # "ה-last day שלי בצ'ק פוינט יהיה ביום ראשון 3.11"
    # (a Hebrew title: "לעירייה כמהנדס העיר החל מ-1.1"; not "כי", "כמו", "כבר", "כל")
    r"|(?:כ(?!י\s|מו\s|ש|בר\s|ל\s)|בתור\s+)[א-ת][^\s,.;]*(?:\s+[א-תA-Za-z][^\s,.;]*){0,3}?\s+(?=החל\s|מה?-|מיום\s))",
    re.I,
)
_OPENS = re.compile(r"\s+(?:I|[Ww]e)\b|\s+(?:אני|אנחנו)(?!\w)")  # a subject right after a date: its clause
_ACTIVE = re.compile(  # (and a mailbox's: "your Tallgrass email (x@y) will be live Monday")
    r"^(?:\)\s*)?(?:(?:will\s+be|will\s+go|goes|is)\s+)?(?:active|valid|live|in\s+use|פעיל|פעילה|בתוקף)\s+(?=\S)", re.I
)


# a sentence that says when the one before it starts ("We move in from March 1", "First day is
# Sunday", "החל מה-1 בפברואר גרים שם", "יום העבודה הראשון שלי היה אתמול", "מ-1 במאי אני כבר לא שם")
_NEXT = re.compile(
    r"[^\S\n]*(?:\n[^\S\n]*(?=\n[^\S\n]*(?:[Yy]our|[Mm]y|[Tt]he)\s+(?:first|start)\s))?\n?[^\S\n]*(?=(?:(?:I|we|We)(?:\s+|(?=['’]ll)))?(?:(?:will|['’]ll)\s+)?(?:[Mm]ov(?:e|ing)\s+in|[Ss]tart(?:s|ing)?(?!\s+(?:at|with)\b)|[Bb]egins?)\b"
    r"|(?:[Mm]y\s+|[Tt]he\s+|[Yy]our\s+)?[Ff]irst\s+(?:working\s+|work\s+)?(?:day|shift|session)s?\b"  # (sessions)
    r"|(?:[Mm]y\s+|[Tt]he\s+|[Yy]our\s+)?[Ss]tart\s+date\b"
    r"|[^.!?\n,]{0,60},\s*[Ss]tart(?:s|ing)?\b"  # "Solutions Architect, start Jan 2", "CVICU nurse, starts Oct 3"
    r"|(?:[Ff]rom|[Aa]s\s+of)\s+(?=\S+\s+\S+\s+(?:I|we)\b)"  # "moving back to Dublin!!! from June 14th I'm ..."
    r"|(?:(?:The|Its|Your)\s+)?(?:[Ll]ease\s+)?[Tt]erm\s+(?:is|runs|will\s+run)\b"  # "the lease for X. Term is June 15"
    r"|[^.!?\n]{0,30}(?:(?:אנחנו|אני)\s+(?:פה|כאן)\s+מאז|עוברים|גרים\s+שם|יום\s+העבודה\s+הראשון|היום\s+הראשון|מתחיל|מתחילה|כבר\s+לא\s+שם|ההובלה"
    r"|נכנס(?:ת|ים)?\s+לתפקיד|נכנס(?:ת|ים|ות)?(?=\s+(?:ב|מה?-?\d)))"  # ("נכנסים ב-27 באפריל", "נכנסת מה-1 לאפריל")
    r"|[^.!?\n]{0,80}(?<!\w)ו?(?:מתחיל|מתחילה)(?=\s+ב))"  # ("אני אהיה מהנדסת תוכנה בצוות X, ומתחילה ב-1.3")
    # an arrival or a first day said in the next sentence: "Been here since the 1st of the month", "Monday was
    # day one", "(we) moved in on Saturday"
    r"|[^\S\n]*\n?[^\S\n]*(?=(?:[Ww]e['’]ve\s+|I['’]ve\s+)?[Bb]een\s+here\s+since\b"
    r"|[^.!?\n]{0,60}\b(?:been|we['’]ve\s+been)\s+(?:settling\s+in|living)(?:\s+here)?\s+since\b|\S+\s+was\s+(?:day\s+(?:one|1)|my\s+first\s+day)\b"
    r"|(?:(?:I|[Ww]e)\s+)?(?:[Mm]oved\s+in|[Aa]rrived|[Ff]lew\s+in|[Gg](?:ot|et)\s+the\s+keys)\b)"
)
_LINE_END = re.compile(r"[!?]|\n(?![ \t]*[a-z])")  # (not a line the client wrapped: "CVICU nurse,\nstarts Oct 3")
_ARRIVED = re.compile(r"(?:\S+\s+)?(?:been\s+here|moved\s+in|arrived|flew\s+in|got\s+the\s+keys)\b", re.I)
_WAS = re.compile(r"\s*(?:\b(?:was|were|began|started)\b|(?<!\w)(?:היה|היתה|הייתה|התחלתי)(?!\w))")


def _sentence_tail(text: str, end: int) -> str:
    """The rest of the sentence after ``end``, with its closing mark(s) and a bracket closed after them
    ("... in Cincinnati (brand design team!!). I start June 5")."""
    return _TAIL.match(text, end).group()


_TAIL = re.compile(r"[^.!?\n]*[.!?]*(?:[)\]”’\"]+[.!?]*)?")


_CLAUSE_END = re.compile(r"[,;:()\[\]–—]|\s(?:and|but|so|while|where|which|who|because|ש|כי|אבל)\s", re.I)
_INTRODUCED = re.compile(
    rf"(?:on|in|from|since|starting|as\s+of|effective)\s|החל|[במ]ה?-?\d|[במ]יום|[במ](?:{month_pattern(HE_MONTHS)})"
    # ("two weeks from Monday")
    r"|(?:\d+|an?|one|two|three|four|five|six)\s*(?:days?|weeks?|fortnight|months?)\s+(?:from|on)?\s",
    re.I,
)


def _further(after: str) -> list[re.Match]:
    """A day introduced ("on 3 May", "ב-1 לחודש") a few words on in the statement's own clause, the
    words between it and the statement its object's ("... at a small startup called Lumenio on the 1st")."""
    end = min(60, m.start() if (m := _CLAUSE_END.search(after)) else len(after))
    for m in DATE_PHRASE.finditer(after, 0, end + 20):  # (a day whose comma ends no clause: "on Monday, October 2")
        if m.start() >= end:
            break
        if m.start() > 0 and after[m.start() - 1].isspace() and _INTRODUCED.match(m.group()):
            return [] if _VERB_BETWEEN.search(after, 0, m.start()) else [m]  # (not another verb's day:
    return []  # "Bob Dinerstein, Head of UBS Warburg Legal will be arriving on Thursday")


_SPAN_SO_FAR = re.compile(r"(?:כבר|for)\s")  # ("כבר חודש", "for a month now")


def _from_day(after: str) -> re.Match | None:
    """A day its clause gives the statement from, a few words on: "..., איתי ואני, מה-1 ביוני", ", since June 1"."""
    end = m.start() if (m := re.search(r"[.!?\n]", after)) else len(after)
    day = DATE_PHRASE.search(after, 0, min(end, 60))
    return day if day and (day.group("en_from") or _HE_FROM.match(day.group("date"))) else None


_VERB_BETWEEN = re.compile(
    r"\b(?:will|would|shall|is|was|are|were|be|been|being|has|have|had|do|does|did|to|can|could|may|might|must)\b"
    r"|['’](?:ll|re|ve|d)\b|['’]s\b(?!\s+[A-Z])|\w+ing\b|(?<!\w)(?:יהיה|תהיה|היה|הייתה|היתה|אהיה|נהיה)(?!\w)",
    re.I,
)


@dataclass(frozen=True)
class When:
    at: datetime
    start: bool  # "from / starting / as of / since / מ־ / החל מ־": the first day the statement holds
    day: bool = True  # the phrase names a day ("31 March", "Tuesday"), not a month or a year
    month: bool = False  # no day, but a month ("in March", "next month", "end of the month"), not a year


def sentence_around(text: str, start: int, end: int) -> tuple[str, str]:
    """The statement's sentence before and after it (a new line or ". ! ?" ends a sentence; not the
    dot of a number: "31.7.2022")."""
    s = max(text.rfind(c, 0, start) for c in "!?\n") + 1
    s = max([s] + [m.end() for m in _SENTENCE_DOT.finditer(text, s, start)])
    e = min((i for i in (text.find(c, end) for c in "!?\n") if i >= 0), default=len(text))
    if (dot := _SENTENCE_DOT.search(text, end, e)) is not None:
        e = dot.start()
    return text[s:start], text[end:e]


# (nor the dot of a one-letter abbreviation or an initial: "w.e.f. 1st October", "S. R. Deshmukh")
_SENTENCE_DOT = re.compile(r"(?<!\b[A-Za-z])(?<!\beff)(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bDr)(?<!\bProf)\.(?!\d)")


_CLAUSE_START = re.compile(r".*(?:[,;:]\s*(?:and|but|so)?|\s(?:and|but|so))\s+(?=\S)", re.S)  # the last clause's start
_LEAD_DATE = re.compile(
    r"\W*(?:\w+\s+){0,2}?[–—-]?\s*(?=(?:from|as\s+of|starting|effective|החל|מה?-|ממחר(?!\w)|מהיום(?!\w))\s*)", re.I
)


# a phrase that names a day, not a week or a month ("בעוד שבועיים": that many days on)
_A_MONTH = re.compile(rf"\b(?:{month_pattern(MONTHS)}|month)\b|חודש|{month_pattern(HE_MONTHS)}", re.I)
_A_DAY = re.compile(
    r"\d{1,2}(?!\d)|day\b|tomorrow|tmrw|tmr\b|tmw\b|2moro|tonight|night\b"  # ("tmrw": tomorrow as chats write it)
    r"|\b(?:mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)\b"  # (a weekday cut short: "this sat")
    r"|יום|שבת|היום|מחר|אתמול|בעוד\s+שבוע(?:יים)?\b",
    re.I,
)


_OWN_OBJECT = re.compile(
    r"\s+(?:work(?:ing)?\s+)?(?:at|with|for)\s+(?:the\s+)?[A-Z]|\s*(?:לעבוד\s+)?ב(?!-?\d)(?!יום|תפקיד|עבודה)[א-תA-Z]"
)  # (not "ומתחיל בתפקיד ב-1 באפריל": the same role's start)
_MOVE_IN = re.compile(r"mov|לגור|עוברים|עוברת|עובר|נכנסים", re.I)


def _opens_clause(after: str, m: re.Match) -> bool:
    """Whether the date ``m`` opens the next clause ("From Sept 1 I'll be ...", "מיום ראשון אני ..."): its own."""
    return bool((m.group("en_from") or _HE_FROM.match(m.group("date"))) and _OPENS.match(after, m.end()))


_OTHER_CLAUSE = re.compile(r"[^;]*;|.*\b(?:and|but|so|while|whereas)(?:\s+then)?\s*$", re.I | re.S)  # (its conjunction)
_STARTS_AHEAD = re.compile(r"\b(?:[Ss]tarts|[Bb]egins)\s+(?:on\s+)?$")
_START_VERB = re.compile(r"\b(?:[Ss]tart(?:ed|s|ing)?|[Bb]egan|[Jj]oined)\s+(?:on\s+)?$")
_MOVE_VERB = re.compile(  # (a day right after it; Hebrew's "עוברים ב-1 באוקטובר" too)
    r"(?:\b(?:mov|relocat|shift)(?:e|es|ed|ing)|(?<!\w)(?:עוברים|עוברות|עובר|עוברת|נכנסים|נכנסת))\s+(?=\S*\s?\S*$)"
)


# a new address's label, and a move said in the sentence right before it ("We move on the 15th. New address:")
_NEW_ADDRESS = re.compile(r"(?:ה?כתובת\s+ה?חדשה|(?:[Oo]ur\s+|[Mm]y\s+)?[Nn]ew\s+address|NEW\s+ADDRESS)\b")
_MOVE_VERB_BEFORE = re.compile(  # (a move ahead: not "We moved into the house on the 13th", whose day is gone by)
    r"(?<!\w)(?:עוברים|עוברת|עובר|נכנסים|נכנסת)(?!\w)|\b(?:[Ww]e|I)(?:['’]re|\s+are|['’]m|\s+am|['’]ll|\s+will)?\s+"
    r"mov(?:e|ing)\b"
)


_AHEAD_KEYS = ("get", "collect", "pick up")
_KEYS_ON = re.compile(  # (the place the keys are to before the day: "got the keys to the Queenslander on 1 July")
    r"\b(get|got|collect|pick\s+up|picked\s+up)\s+the\s+keys\s+(?:to\s+(?:the|our|my)\s+(?:[\w'’-]+\s+){1,3}?(?=on\s))?"
)


def _move_day_before(text: str, start: int):
    """The day of a move the sentence right before a new address's label says, where the label opens its own."""
    if not _NEW_ADDRESS.match(text, start):
        return None
    line = text.rfind("\n", 0, start) + 1
    before = text[line:start].rstrip()
    if not before.endswith((".", "!")) or not (verb := list(_MOVE_VERB_BEFORE.finditer(text, line, start))):
        return None
    found, at = None, verb[-1].end()
    while (m := DATE_PHRASE.search(text, at, start)) is not None and m.end() > at:
        found, at = m, m.end()  # (the last: "ביום שלישי שאחרי, ב-1.8", a weekday and its date)
    return found


# a weekday in brackets after a date, its gloss ("6 בספטמבר (יום ראשון)", "Sept 6 (Sunday)")
_DAY_GLOSS = re.compile(
    r"\d(?:[ \t]+[^\s()\d]{2,12})?[ \t]*(?P<gloss>\((?:יום[ \t]+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|[א-ו]['׳])\)"
    r"|\((?i:(?:sun|mon|tues|wednes|thurs|fri|satur)day|sun|mon|tue|wed|thu|fri|sat)\.?\))"
)


# a title's division or unit between it and its day: "Foreman, Electrical Division, effective Monday, March 2, 2015";
# or its employer: "Head sommelier at Stompie Wine Bar, from 1 March"; or its approval: "your appointment as X,
# Livestock Biosecurity has been approved, effective ..."
_FIELD_BETWEEN = re.compile(
    r"^(?:(?:at|with)\s+)?(?:[A-Z][\w&'’-]*(?:\s+(?:&|and|of|[A-Z][\w&'’-]*)){0,4})?"
    r"(?:\s*(?:has|have)\s+been\s+(?:approved|confirmed))?\s*,\s*(?=(?:effective|starting|beginning|as\s+of|from)\s)"
    r"|^[A-Z][\w&'’-]*(?:\s+(?:&|and|[A-Z][\w&'’-]*)){0,3}\s+(?=with\s+effect\s+from\s)"  # ("Lead Tutor - Humanities")
)


def stated_when(
    text: str, start: int, end: int, base: datetime, prefer: str | None, opening: str = "future", place: bool = False
) -> When | None:
    """The date the statement's sentence gives for it: right after it ("I moved to Haifa last
    week", "... will be Thursday, 26 March") or leading up to it ("From 1 April my address is",
    "ומה-1 ביולי אני מתחילה"): at most a few words between; a date elsewhere is another clause's.
    ``opening``: the side a day or a month after "from" takes ("from Sunday I report to": the next); ``place``:
    the statement is where one lives (a job's start after it is the job's)."""
    if "(" in text and _DAY_GLOSS.search(text):  # "ב-6 בספטמבר (יום ראשון) אני מתחיל": the date's, not a second day
        text = _DAY_GLOSS.sub(lambda m: m.group()[: m.start("gloss") - m.start()] + " " * len(m.group("gloss")), text)
    before, after = sentence_around(text, start, end)
    said_after = after
    if (aside := _ASIDE.match(after)) and not DATE_PHRASE.search(aside.group(1)):
        after = after[aside.end() :]  # a remark in brackets between: "at Halverson & Pike (222 W. Hubbard) on June 15"
    after = _GLOSSED.sub(r"\g<day>", after, 1)  # "two weeks from Friday (the 28th)": the day in brackets
    after = _LEAD.sub("", after)  # (spaces, commas, dashes, an emoji: "based in Lisbon 🇵🇹 since ...")
    after = _FIELD_BETWEEN.sub("", after, 1)  # (a title's division: "to Foreman, Electrical Division, effective")
    if (active := _ACTIVE.match(after)) and "will" in active.group():
        prefer = "future"  # (a mailbox that "will be live Monday": the next one)
    after = _ACTIVE.sub("", after, 1)  # "050-7391246, פעיל מיום ראשון 8.6": the number's own start
    # "... and start on 1 June" (not past a day it is said to be: "my last day is Friday, and I start on ...")
    own = (_IS_END.search(text, max(0, end - 12), end) or _IS.match(after)) and DATE_PHRASE.match(after)
    later = None if own else _THEN_LATER.search(after, 0, 100)
    # a start past the statement's own day is another statement's: a job's after a home's ("I moved to Leeds on 9
    # March, started at Arup on 2 March", "relocating to Austin on May 28 ... first day there is June 5"), another
    # employer's ("..., started at X"); not the same job's ("accepted the offer today, and start on 1 June") nor a
    # move-in after a home's purchase ("close on the house tomorrow and move in on the 26th")
    move_in = later and _MOVE_IN.search(after, later.start(), later.end() + 12)
    if later and (d := DATE_PHRASE.match(after)) and not _opens_clause(after, d):
        later = None if (place and not move_in) or _OWN_OBJECT.match(after, later.end()) else later
    if then := _THEN.match(after) or later:
        found = [m for m in [DATE_PHRASE.search(after, then.end(), then.end() + 60)] if m]  # as X, ואתחיל ב-1 במרץ"
    else:  # (not one that opens the next clause: "my last day at Taboola 💙 From Sept 1 I'll be ...")
        m = DATE_PHRASE.match(after) or ((role := _AS_ROLE.match(after)) and DATE_PHRASE.match(after, role.end()))
        found = [m] if m and not _opens_clause(after, m) else []
    # a start said after the statement ("..., starting Monday the 1st"): the day it holds from
    later = bool(found) and then is not None  # "...; moving in on April 1st", "..., starting 1 May"
    starts = later and "mov" not in then.group().casefold()
    near = [m for m in reversed(list(DATE_PHRASE.finditer(before))) if len(before[m.end() :].split()) <= 3]
    # (not another clause's where its own clause gives its own day: "My last day is the 28th, and I start at X on
    # Monday March 10"; "We took possession on the 1st of July and we are now settling at:" is its own)
    if near and not found and all(_OTHER_CLAUSE.match(before[m.end() :]) for m in near) and _further(said_after):
        near = []
    if near and not found and _SPAN_SO_FAR.match(near[0].group("date")) and (day := _from_day(said_after)):
        near = [day]  # a span so far, then the day itself: "כבר חודש שאנחנו גרים ביחד, איתי ואני, מה-1 ביוני"
    found += near
    clause = _CLAUSE_START.search(before)  # (or its clause: "..., and from March 1 I'll be working under ...")
    for at in (0, clause.end()) if clause else (0,):
        if not found and (lead := _LEAD_DATE.match(before, at)) and (m := DATE_PHRASE.match(before, lead.end())):
            # "As of 6 January I'm moving ..., and my title becomes X", "ממחר מנהלת חדשה – X"
            found = [m] if m.group("en_from") or _HE_FROM.match(m.group("date")) else []
    if not found:  # further on in its own clause: "נכנסתי לתפקיד VP R&D בסטארטאפ בשם Lumenio ב-1 לחודש"
        found = _further(said_after)
        if found and _AHEAD_VERB.search(said_after, 0, found[0].start()):
            prefer = "future"  # "התקבלתי לאל על כדייל 🛫 הקורס מתחיל ב-5.1": a start ahead
    if (
        not found
        and (inner := DATE_PHRASE.search(text, start, end))
        and (
            inner["en_from"]
            or _HE_FROM.match(inner["date"])
            or place
            and _MOVE_VERB.search(text, max(start, inner.start() - 16), inner.start() + 1)
            or _START_VERB.search(text, max(start, inner.start() - 12), inner.start())  # ("I started on the 4th at X")
            or (place and _KEYS_ON.search(text, max(start, inner.start() - 60), inner.start()))  # (keys got on the 9th)
        )
    ):
        found = [inner]  # a start said inside it: "new work phone from Weds — 0412 558 093", "moving on June 24 to"
        keys = _KEYS_ON.search(text, max(start, inner.start() - 60), inner.start())
        if _STARTS_AHEAD.search(text, max(start, inner.start() - 12), inner.start()) or keys and keys[1] in _AHEAD_KEYS:
            prefer = "future"  # ("I signed a lease with Marcus. starts June 1:\n88 ...", "we get the keys May 1")
    nxt = len(found)
    if not found and (cue := _NEXT.match(text, end + len(_sentence_tail(text, end)))):
        # the sentence after it says when it starts: "... a lease in Haifa. We move in from March 1",
        # "I've taken a job at X. First day is Sunday", "... בכפר סבא. החל מה-1 בפברואר גרים שם"
        stop = eol.start() if (eol := _LINE_END.search(text, cue.end())) else len(text)  # (a wrapped line read on)
        stop = dot.start() if (dot := _SENTENCE_DOT.search(text, cue.end(), stop)) else stop  # (not "ב-1.3"'s)
        found = [m for m in [DATE_PHRASE.search(text, cue.start(), min(stop, cue.end() + 100))] if m]
        prefer = "past" if _WAS.search(text, cue.start(), stop) or _ARRIVED.match(text, cue.end()) else "future"
    if not found and place and (keys := _KEYS_ON.search(before)) and (day := DATE_PHRASE.match(before, keys.end())):
        found, prefer = [day], "future" if keys.group(1) in _AHEAD_KEYS else "past"  # ("we get the keys on
        # the 15th of December - a pal of Callum's is letting us in:", an address under it)
    if not found and place and text.startswith("\n", start):  # (an address a paragraph of its own: the keys' day
        para = text[text.rfind("\n\n", 0, start) + 1 : start]  # the paragraph before says, "We got the keys yesterday")
        if (keys := _KEYS_ON.search(para)) and (day := DATE_PHRASE.match(para, keys.end())):
            found, prefer = [day], "future" if keys.group(1) in _AHEAD_KEYS else "past"
    if not found and (moved := _move_day_before(text, start)):
        found, prefer = [moved], "future"  # "... ואנחנו עוברים ביום שלישי שאחרי, ב-1.8. הכתובת החדשה:"
    for k, m in enumerate(found):
        opens = (m.group("en_from") or "").casefold()  # "since November": the last one; "from May": the next
        opens = opens or ("from" if _HE_FROM.match(m.group("date")) else "")  # "מיום ראשון": from Sunday
        side = (
            "since" if opens in ("since", "מאז") else opening if opens and not opens.startswith("effective") else prefer
        )
        side = prefer if k >= nxt else side  # (the next sentence's own tense)
        side = (
            None if (opens or later and k == 0) and side in ("past", "done") else side
        )  # (the past verb: the signing)
        if later and k == 0 and not opens:  # the start's own tense: "... and start on Monday", "..., started last Mon"
            side = "past" if _STARTED.search(then.group()) or _WAS.match(after, then.end()) else "future"
        first = later and k == 0 and _FIRST.search(then.group())  # "..., first day is Monday" (not "was monday")
        side = "future" if first and not _WAS.match(after, then.end()) else side
        at = resolve_date(phrase := _antecedent(text, start, m.group("date")), base, side)
        if (
            at
            and side is None
            and opens
            and opens != "since"
            and at < base
            and (ahead := resolve_date(phrase, base, "future"))
        ):
            at = (
                ahead if ahead - base < base - at else at
            )  # ("I've accepted! X at Y from the 4th of January", in October)
        if at:
            day = bool(_A_DAY.search(phrase)) and not re.fullmatch(r"(?:in\s+)?\d{4}", phrase.strip())
            month = not day and bool(_A_MONTH.search(phrase))
            return When(at, bool(m.group("en_from")) or bool(_HE_FROM.match(phrase)) or (starts and k == 0), day, month)
    return None
