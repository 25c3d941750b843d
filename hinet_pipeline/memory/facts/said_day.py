"""The day a text gives a new job, role or home in words of their own, apart from the statement that
names it: "I confirm my start date of 1 March 2024", "I resume May 2nd", "תאריך תחילת העבודה: 1.8.2023";
"I step into the role on 16 February"; "(in since 2 May)", "הובלה ביום חמישי 18.8", "כתובתי החל
מ-1.11.2019: ..."; and the day a subject line or a list's heading gives the news it names, a new number too
("Subject: New mobile from 1 April", "שינויים מ-3/9:"). The statement's own day comes first
(``when.stated_when``); this one dates the statements that gave none, and a plan ("accepted the offer from X")
that is a fact only with its day."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from functools import lru_cache

from hinet_pipeline.memory.facts.dates import DATE_PHRASE, resolve_date
from hinet_pipeline.memory.facts.numeric_order import month_first

# the day a text gives the new job or home in words of their own, apart from the statement, in the writer's own
# words or as a list's label (not someone else's: "our new intern's first day is Monday", "the neighbours moved in
# yesterday"): "I confirm my start date of 1 March 2024", "I will report on Monday, 18th November 2019", "DOJ:
# 12/09/2022", "תאריך תחילת העבודה: 1.8.2023", "• התחלה: 16/7"; "(in since 2 May)", "(moved in Sun 28th)",
# "(גרים פה מ-1.9)", "- הובלה ביום חמישי 18.8" (a move ahead: lived in from the next day)
_LABEL = r"(?:^|(?<=\n))[ \t]*(?:[-•*·☐✔]\s*)?"  # a list's line: its label first
_JOB_DAY = re.compile(
    r"\b(?:[Mm]y|[Oo]ur|[Yy]our|confirm\s+a|confirm\s+the|agreed\s+a|agreed\s+the)\s+(?:(?:official|anticipated|expected|proposed|confirmed|agreed)\s+)?"
    r"(?:start(?:ing)?|joining|commencement)\s+date\b"
    r"|\b(?:[Mm]y|[Yy]our)\s+employment\s+(?:will\s+)?(?:begins?|starts?|commences?)(?:\s+on)?(?=\s)"  # (a letter's)
    rf"|{_LABEL}(?:(?:[Ss]tart(?:ing)?|[Jj]oining|[Cc]ommencement)\s+[Dd]ate|[Aa]ssignment\s+[Ss]tart|DOJ|[Dd]ate\s+of\s+[Jj]oining)(?=\s*[:=–-])"
    r"|\b[Mm]y\s+first\s+(?:working\s+|work\s+)?day\b(?!\s+(?:was|back)\b)|(?:(?<=[.!?]\s)|(?<=[.!?]\s\s))[Ff]irst\s+day(?:['’]s|\s+is|\s+will\s+be)(?=\s)"
    r"|\bI\s+(?:will\s+|['’]ll\s+|shall\s+)?report(?:\s+for\s+duty)?(?=\s+on\b)"
    # (a letter's: "Proposed start date: Sunday, September 6, 2015")
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))[ \t]*(?:[Pp]roposed|[Aa]nticipated|[Ee]xpected|[Pp]lanned)\s+start(?:ing)?\s+date"
    r"(?=\s*[:=–-]|\s+(?:is|of|will\s+be)\b)"
    # (an offer's prose: "... at Chinook Prairie Health Centre, permanent full-time, with a start date of May 10, 2021")
    r"|\bwith\s+an?\s+(?:proposed\s+|anticipated\s+|expected\s+)?start(?:ing)?\s+date\s+of(?=\s)"
    r"|\bI\s+resume\b(?=[^.!?\n]*\d)"  # ("I resume May 2nd": a date with it; not "on holiday, I resume Monday")
    # (a term's start named, then its day: "... from the start of the new session, Tuesday 14 August 2018")
    r"|\b(?:from|starting|effective)\s+the\s+(?:start|beginning)\s+of\s+(?:the\s+)?(?:new\s+|next\s+|autumn\s+|fall\s+)?"
    r"(?:session|term|semester|school\s+year|academic\s+year)\s*,(?=\s)"
    r"|\b(?:like|want|expect)\s+you\s+to\s+start(?=\s)"  # (a letter's: "We'd like you to start the Monday after ...")
    # ("I start Monday September 9": its day right after it; not "I start chemo Monday")
    r"|\bI\s+(?:will\s+|['’]ll\s+)?start(?=\s+(?:on\s+)?(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?\s+)?"
    r"(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Z]"
    r"|the\s+\d{1,2}(?:st|nd|rd|th)\b))"  # ("I start Monday the 16th")
    # ("New job starts Sept 30: I'll be ...", "Start date is Monday June 13.")
    r"|(?:^|(?<=[.!?:,]\s)|(?<=\n))(?:[Mm]y\s+)?(?:[Nn]ew\s+job\s+starts|[Ss]tart\s+date\s+is)\b"
    # (after a post's title: "Signed the Cascadia Ledger offer this morning. Software Test Engineer II, starting 9/18")
    r"|(?<=,)\s*(?:starting|commencing)(?=\s+(?:\d{1,2}/\d{1,2}\b|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+)?(?:\d{1,2}/\d{1,2}\b|[A-Z][a-z]{2,8}\.?\s+\d|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]{2,8}))"
    rf"|(?<!\w)(?:תאריך\s+)?(?:תחילת|התחלת)\s+(?:ה)?עבודה(?!\w)|{_LABEL}התחלה(?=\s*[:–-])|(?:^|(?<=[.!?]\s))התחלה(?=\s+ב)|(?<!\w)ההתחלה\s+שלי(?!\w)"
)
# (a new role's: its employer holds already, "promoted to Head of Operations at Greggs! I step into the role on ...")
_ROLE_DAY = re.compile(
    r"\bI\s+(?:will\s+|['’]ll\s+|shall\s+)?(?:step\s+into|take\s+up)\s+(?:the|my|this)\s+(?:new\s+)?(?:role|job|position|post)\b"
    # ("It's official: starting September 1 I'm the Regional Operations Manager ... I'll report to Dana Whitcomb")
    r"|(?:^|(?<=[.!?:]\s)|(?<=\n))(?=(?i:starting|beginning|effective|as\s+of)\s+[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+"
    r"(?:I['’]m|I\s+am|I['’]ll|I\s+will)\s)"
    r"|(?<!\w)כניסה\s+לתפקיד(?!\w)",
    re.I,
)
_HOME_DAY = re.compile(
    r"\bin\s+since\b|\(\s*moved\s+in\b|\b(?:I|[Ww]e)(?:['’]ve|\s+have)?\s+(?:been\s+)?(?:living\s+)?here\s+since\b"
    r"|\b(?:I|[Ww]e)\s+(?:(?:just|finally|officially)\s+)?moved\s+in(?:to\s+(?:the|our|my)\s+(?:new\s+)?(?:house|place|flat|apartment|home|condo)"
    r"(?=\s+(?:on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b(?![^.\n]{0,20}\d{4})|last\s|yesterday|today|this\s)))?\b"
    r"|\b(?:[Mm]y|[Oo]ur)\s+move[-\s]in\s+(?:date|day)\b"
    # ("we close on the 28th and move in august 1st")
    r"|\b(?:I|[Ww]e)(?:\s+[a-z]+\s+on\s+the\s+\w+\s+and)?(?:['’]ll|\s+will)?\s+move\s+(?:in|up|down|over)(?:\s+on)?(?=\s+\S)"
    r"|\b[Mm]oving\s+day(?:\s+(?:is|was))?(?=\s+\S)"  # ("Moving day Saturday!! New address: ...")
    r"|(?:^|(?<=[.!?]\s))[Ll]ease\s+(?:runs|starts|begins)(?:\s+(?:from|on))?(?=\s)"  # ("Lease runs Feb 1 2018 ...")
    r"|\bfor\s+the\s+term(?:\s+of)?(?=\s)|\b[Tt]he\s+lease\s+term\s+is(?=\s)"  # ("..., for the term August 15, ...")
    r"|\b[Yy]our\s+(?:[\w-]+\s+)?lease\s+for\s+(?:[\w-]+\s+){1,3}?(?:begins|starts|commences)(?:\s+on)?(?=\s)"
    # a change of address as a letter to a bank writes it: "I moved on 15/06/2020 and my new address is ...", "I have
    # shifted my residence with effect from 15 September", "we have relocated to the below address w.e.f. 01/08/2022"
    r"|\b(?:I|[Ww]e)(?:['’]ve|\s+have)?\s+(?:moved|shifted|relocated)(?:\s+(?:house|home|(?:my|our)\s+residence))?"
    r"(?:\s+to\s+the\s+(?:below|following|new)\s+address)?(?=\s+(?:on|from|w\.e\.f|with\s+effect|effective|as\s+of)\s)"
    # (not a move within work, nor a stay: "I moved on 2 March to the sales team", "relocated on 2 March for six weeks")
    r"(?![^.\n]{0,40}?\b(?:to\s+the\s+[\w\s&-]{1,30}?(?:team|department|dept|desk|division|office|unit|floor)\b"
    r"|for\s+(?:a|an|one|two|three|four|five|six|seven|eight|\d+)\s+(?:day|week|month)s?\b))"
    r"|(?:^|(?<=\n)|(?<=[.!?,]\s))(?:[Jj]ust\s+|[Ff]inally\s+)?[Mm]oved\s+in\b|(?<!\w)נכנסנו(?!\w)"
    # (the second verb of one's own clause: "We finally got the keys to the place on Tarrant St and moved in on
    # Saturday (7th)")
    r"|\b(?:I|[Ww]e)\s+[^.!?\n]{0,60}?\band\s+moved\s+in(?=\s+on\s)"
    r"|(?:^|(?<=[.!?]\s))(?:אני\s+|אנחנו\s+)?נכנס(?:ת|ים|ות)?(?=\s+(?:ב-?\d|מה?-?\d|ביום))"  # ("נכנסת מה-1 לאפריל")
    rf"|{_LABEL}(?:[Mm]ove[-\s]in|[Mm]oved\s+in|[Ii]n\s+since)\b"
    rf"|\(\s*גרים\s+(?:פה|כאן)|(?<!\w)(?:אנחנו\s+)?גרים\s+(?:פה|כאן)\s+(?=מ)|{_LABEL}(?:ה)?הובלה(?!\w)"
    r"|(?<!\w)(?:כתובת(?:י|נו)|הכתובת\s+(?:ה?חדשה\s+)?(?:שלי|שלנו))(?!\w)"
)
# an arrival one's own words date, where nothing else does (no keys, no hotel night between): "Landed Thurs w/ the
# last 2 suitcases. Calgary is officially home", "we landed Tuesday. Perth is ours now", "נחתתי ביום שלישי. ברלין
# זה הבית"
_ARRIVAL_DAY = re.compile(
    r"\b(?:I|[Ww]e)\s+(?:landed|arrived|flew\s+in|got\s+here|rolled\s+in|pulled\s+in)\b"
    r"|(?:^|(?<=\n)|(?<=[.!?,]\s))(?:[Jj]ust\s+|[Ff]inally\s+)?(?:[Ll]anded|[Aa]rrived|[Ff]lew\s+in)\b"
    r"|(?<!\w)(?:נחתתי|נחתנו|הגעתי|הגענו)(?!\w)"
)
# the day a subject line or a list's heading that names such news gives what the text says under it ("Subject:
# New address from 1 July", "נושא: טלפון חדש מיום ראשון 12.1", "שינויים מ-3/9:" over a new boss and a number;
# not "Subject: Office closed from 24 March")
_FROM_WORD = r"(?:\b(?:from|as\s+of|effective|eff\.|w\.e\.f|starting)\b|(?<!\w)(?:החל\s+מ|מה?-\d|מיום\s))"
_NEWS = (
    r"(?=[^\n]*?(?:\b(?:new|changes?|address|number|mobile|cell|phone|contact|details|manager|role|title|job|position|"
    r"mov(?:e|ing)|relocat\w*|reporting|join(?:ing)?|start(?:ing)?|update)\b|(?<!\w)ה?(?:חדש|חדשה|שינויים|שינוי|כתובת|"
    r"טלפון|מספר|נייד|מנהל|מנהלת|תפקיד|מעבר|פרטים|עדכון|מתחיל|מתחילה|מצטרף|מצטרפת|עוברים|עובר|עוברת)(?!\w)))"
)
_HEAD_DAY = re.compile(
    rf"(?:^|(?<=\n))(?:(?:Subject|Re|נושא)[ \t]*:{_NEWS}[^\n]*?(?={_FROM_WORD})"
    rf"|{_NEWS}[^\n:]{{0,30}}?(?={_FROM_WORD}[^\n:]{{1,25}}:[ \t]*\n))",
    re.I,
)
# a letter's own day for the role it sets out, opening a sentence: "Effective August 15, 2016, your title will be
# District Nurse Coordinator. In this role you will report to ..." (not a clause's: "X has accepted ..., effective
# April 16" dates X's news, not a report said before it)
# a form's line, an employer's too: "Effective Date:        07/01/2021", an HR record's "Hire Date: 10/07/2019"
_EFFECTIVE_LINE = re.compile(rf"{_LABEL}(?:[Ee]ffective|[Hh]ire)\s+[Dd]ate(?=\s*:)")
_EFFECTIVE_DAY = re.compile(
    rf"{_EFFECTIVE_LINE.pattern}|(?:^|(?<=\n)|(?<=[.!?]\s))(?:[Ee]ffective|[Bb]eginning)(?=\s+[A-Z0-9])"
)
_STAY_FIRST = re.compile(
    r"\b(?:keys?|hotel|airbnb|hostel|temporary|staying\s+with)\b|(?<!\w)ה?(?:מפתחות|מלון)(?!\w)", re.I
)
# a day set ahead, not one passed ("moved in", "since")
_AHEAD = re.compile(r"date|day|move[-\s](?:in|up|down|over)|הובלה", re.I)


def _said_day(text: str, said: re.Pattern, now, home: bool):
    return _said_day_in(text, said, now, home, month_first())  # (the numeric order is part of what is cached)


@lru_cache(maxsize=32)  # a text's statements of one kind ask the same (employer, title, boss; address, town)
def _said_day_in(text: str, said: re.Pattern, now, home: bool, _order: tuple):
    """The one day ``said``'s words give in ``text`` (a date phrase right after them, on their line), or
    None (none, or two different ones)."""
    days = set()
    for cue in said.finditer(text):
        stop = text.find("\n", cue.end())
        at = cue.end() + len(_GAP.match(text, cue.end()).group())
        m = DATE_PHRASE.match(text, at, stop if stop >= 0 else len(text))
        phrase = m.group("date") if m else None
        if not m and not cue.group().isascii() and (n := _NUMBERS.match(text, at)):
            phrase = "ב-" + ".".join(g for g in n.groups() if g)  # a Hebrew note's "התחלה: 16/7": day, month
        ahead = _AHEAD.search(cue.group()) is not None and not cue.group().endswith("was")  # ("Moving day was Sat")
        if phrase and (at := resolve_date(phrase, now, "future" if ahead or not home else "since")):
            opens = (m and m.group("en_from")) or phrase.startswith(("מ", "החל"))
            days.add(at + _DAY if home and ahead and not opens and at > now else at)
    return days.pop() if len(days) == 1 else None


_GAP = re.compile(  # (and the employer between: "my first day at Electric City Large Animal Practice is ...")
    r"[^\w\n]*(?:(?:at|with)\s+[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){1,5}\s+(?=is\s|will\s))?"
    # (or the post's title: "Your joining date as Registered Nurse, Cardiac ICU is 07 February 2016")
    r"(?:as\s+[A-Z][\w&'’.,/ -]{1,60}?\s+(?=is\s|will\s))?"
    r"(?:(?i:is|was|will\s+be|would\s+be|of|at\s+[\w&'’.-]+)[^\w\n]+)?"
)
_DAY = timedelta(days=1)
_NUMBERS = re.compile(r"(\d{1,2})[./](\d{1,2})(?:[./]((?:19|20)?\d{2}))?(?![\d./])")

# which words date which facts: a job's start its employer, title and boss; a role's its title and boss
_CUES = {
    "works_at": (_JOB_DAY, _HEAD_DAY, _EFFECTIVE_LINE),
    "job_title": (_JOB_DAY, _ROLE_DAY, _HEAD_DAY, _EFFECTIVE_DAY),
    "manager": (_JOB_DAY, _ROLE_DAY, _HEAD_DAY, _EFFECTIVE_DAY),
    "address": (_HOME_DAY, _HEAD_DAY),
    "lives_in": (_HOME_DAY, _HEAD_DAY),
    "phone": (_HEAD_DAY,),
}


def day_said(text: str, predicate: str, now: datetime) -> datetime | None:
    """The one day the text's own words give ``predicate``'s new value, or None (none, or two)."""
    cues = _CUES.get(predicate, ())
    days = {d for said in cues if (d := _said_day(text, said, now, said is _HOME_DAY))}
    if not days and _HOME_DAY in cues and not _STAY_FIRST.search(text):
        days = {d} if (d := _said_day(text, _ARRIVAL_DAY, now, True)) else set()
    return days.pop() if len(days) == 1 else None
