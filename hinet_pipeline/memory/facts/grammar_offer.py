"""A letter that gives its reader a job, and what its labelled lines say of it: "Position: Line Cook", "Reports to:
Colleen Marsh, Executive Chef", "Reporting to: Abernathy-Cole, Monique"; a Hebrew one's "תפקיד: עובדת סוציאלית", "ממונה
ישירה: ד"ר תמר גולן, ..." and the body it takes its reader into ("הריני לאשר את קליטתך במרכז הרפואי הר-אור"). Only in a
letter that offers or confirms the job (``offered``): not one turned down, withdrawn, a posting, a template, another's,
nor one pasted or quoted in a mail below its own words. The day is the start the letter gives (``said_day``)."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.grammar_boss import read_manager
from hinet_pipeline.memory.facts.job_titles import firm_after_title, read_title
from hinet_pipeline.memory.facts.lexicon import has_title, name_words
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.rule import rule
from hinet_pipeline.memory.people.forces import HE_TITLE

# what one is asked to join that is no employer: a newsletter, a webinar, a customers' club, a course
_NO_FIRM = r"(?!ה?(?:ניוזלטר|וובינר|תוכנית|מועדון|קבוצ|רשימ|כנס|סדנ|קורס|אירוע|מבצע|קהיל|ערוץ))"
# a letter that offers its reader a job, and not one withdrawn or a posting passed on
_OFFER = re.compile(
    r"\b(?:offer(?:ing)?\s+you\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,3}?(?:position|role|post|job|appointment)|welcome\s+aboard"
    r"|personnel\s+action\s+affecting\s+your\s+position\s+has\s+been\s+(?:approved|processed)|offer(?:ing)?\s+you\s+"
    r"(?:[\w-]+\s+){0,3}?employment\b|confirmation"
    r"\s+for\s+your\s+(?:first\s+|next\s+|new\s+)?(?:assignment|contract)|offer\s+of\s+employment"
    r"|your\s+(?:international\s+|overseas\s+)?assignment\s+letter\s+has\s+been\s+(?:issued|approved)(?!\s+in\s+error)"
    # (an HR system's record of the hire: "Your hire has been completed in Workday.\n\nWorker: ...\nBusiness Title: X")
    r"|your\s+hire\s+(?:has\s+been|is)\s+(?:completed?|processed|finali[sz]ed)|your\s+(?:worker|employee)\s+profile\s+is\s+complete"
    r"|summary\s+of\s+your\s+(?:worker|employee)\s+profile"
    # (a change an employer confirms: "I am pleased to confirm the following changes to your employment with X")
    r"|confirm\s+(?:the\s+following\s+)?changes?\s+to\s+your\s+(?:employment|position|role)"
    r"|confirm\s+your\s+(?:promotion|transfer|appointment)\s+to"
    # (a post a letter confirms or a joining day it gives: "This confirms your position as Personal Support Worker at
    # X, starting Monday, October 28, 2019", "Your joining date as Registered Nurse, Cardiac ICU is 07 February 2016")
    r"|confirms?\s+your\s+(?:new\s+)?(?:position|role|post|appointment)\s+as|your\s+joining\s+date\s+as"
    # (or the terms of a post agreed: "you'd join Pruitt & Alvarado as a Partner effective October 1, 2020")
    r"|you(?:['’]d|\s+would|['’]ll|\s+will)\s+join\s+[^.!?\n]{2,60}?\s+as\s+(?:an?\s+|the\s+)?[^.!?\n]{2,60}?"
    r"\s(?:effective|starting|from|as\s+of)\s"
    # (or asked to join with its start: "we'd love for you to join Fernloop as a Staff Software Engineer, reporting to
    # me, with a start date of Tuesday, September 4, 2018")
    r"|\b(?:love|like)\s+(?:for\s+)?you\s+to\s+join\s+[^.!?]{2,60}?\s+as\s+[^.!?]{2,120}?\bstart(?:ing)?\s+date\b"
    # (or an appointment it makes from its day: "from 1 October 2017 you are appointed Mine Planning Superintendent";
    # not a joke's "since you're staying thru the 26th anyway you are hereby appointed Chief Dog Sitter")
    r"|\b(?:from|effective|as\s+of|with\s+effect\s+from)\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+|[A-Z][a-z]+\s+\d{1,2})"
    r"(?:st|nd|rd|th)?,?(?:\s+\d{4})?,?\s+you\s+(?:are|have\s+been|['’]ve\s+been|will\s+be)\s+(?:hereby\s+)?appointed"
    # (a Hebrew one's: "אישור קליטה לעבודה", "הריני לאשר את קליטתך", "שמחים להציע לך את התפקיד")
    r"|אישור\s+קליטה|לאשר\s+את\s+קליטתך|(?:להציע|מציעים|מציעה)\s+לך\s+(?:את\s+)?ה?(?:תפקיד|משרה)"
    rf"|(?:להציע|מציעים|מציעה)\s+לך\s+להצטרף(?=\s+(?:לצוות\s+|לשורות\s+)?ל{_NO_FIRM}))\b",
    re.I,
)
# an offer its reader turns down, or may not take ("I turned this down", "should I sign it??", "this is Jake's offer")
_NOT_TAKEN = (
    r"\b(?:rescind\w*|withdraw\w*|declin\w*|turn(?:ing|ed)?\s+(?:it\s+|this\s+|them\s+)?down|scam|negotiat\w*"
    r"|should\s+I\s+(?:sign|accept|take)|before\s+I\s+accept|haven['’]t\s+(?:accepted|signed|decided)"
    r"|not\s+(?:be\s+)?joining|not\s+accepting|accepted\s+another|not\s+mine|(?:cannot|can['’]t|unable\s+to)\s+accept"
    r"|not\s+to\s+take\s+up|think\s+(?:it\s+)?over|let\s+you\s+know|discuss\s+(?:it\s+|this\s+)?with|meant\s+for)\b"
    r"|\b[A-Z][a-z]+['’]s\s+offer\b"
    r"|(?<!\w)(?:לדחות|דחיתי|סירבתי|ויתרתי|הוקפא|הוקפאה|בוטל|בוטלה|שבוטל)(?!\w)"  # (a Hebrew one's)
)
TURNED_DOWN = re.compile(_NOT_TAKEN, re.I)  # (said above the letter it quotes or forwards)
# an offer asked, not yet made a post: "we'd like you to join Quantix Labs as VP R&D" is the reader's job only where
# the reply above the letter it quotes takes it ("Happy to accept!", "Signed and sent back ... I'm in!")
ASKED_TO_JOIN = re.compile(r"\b(?:love|like)\s+(?:for\s+)?you\s+to\s+join\b")
TAKEN_ABOVE = re.compile(
    r"\b(?:(?:happy|pleased|delighted|thrilled|glad)\s+to\s+accept|I\s+(?:accept|have\s+accepted)|I['’]ve\s+accepted"
    r"|I['’]m\s+in\b|signed\b|count\s+me\s+in)",
    re.I,
)
_NO_OFFER = re.compile(  # ... or an offer that is none: a posting, a template, another's
    rf"{_NOT_TAKEN}|\b(?:unfortunately|regret|sorry|didn['’]t\s+work\s+out|posting|applicants?|candidates|(?:other|another)"
    r"\s+candidate|pasting|pasted|forwarding|volunteer\w*|(?:summer|day|holiday|sports?|music|band)\s+camp|camp\s+(?:counsel+or|leader|staff)|PTA|board|would\s+have\s+been|frozen|template"
    r"|separation|termination|retirement)\b|\[Name\]"
    r"|(?<!\w)(?:לצערנו|טרם|בוטל|בוטלה|טיוטה|נדחתה|נדחה|מועמד|מועמדת|טופס\s+בקשה|לא\s+נוכל)(?!\w)",  # (a Hebrew one's)
    re.I,
)
# a letter's greeting that does not open the text: a letter pasted or quoted in another ("pasting it here:\n\nDear Tom")
_LATER_DEAR = re.compile(r"\S[\s\S]*?\n[ \t]*(?:Dear\s|לכבוד(?!\w))")
# (a letter's own heading in capitals above it: "PRIVATE & CONFIDENTIAL\n\nDear Rosa"; not a forwarder's "FYI")
# a letter's own head above its greeting: its date, its reader's name and address ("August 25, 2014\n\nMs. Dolores
# Ramírez-Whitfield\n8820 Vista Sombra Ct NE\nAlbuquerque, NM 87111")
_HEAD_LINE = re.compile(  # (a blank, a date, a name of two words or more, a street, a town's line; not "FYI", "FWD:")
    r"[ \t]*(?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+[A-Z][a-z]+\.?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}"
    r"|(?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s+)?[A-Z][a-z][\w'’-]*(?:\s+[A-Z][a-z.][\w'’.-]*){1,4}|\d[^\n.!?:;]{2,60}"
    r"|[A-Z][^\n.!?:;]{1,40},\s+[A-Z][^\n.!?:;]{1,30})?[ \t]*"
)
_CAPS_HEAD = re.compile(r"(?:[ \t]*(?:PRIVATE|CONFIDENTIAL|PERSONAL|STRICTLY|&|AND|[ \t])*\n)*")


def _on_its_line(read):
    """``read`` of a labelled line's value, up to its line's end ("Position: Line Cook\nReports to: ...")."""
    return lambda text, pos: read(text[: (end if (end := text.find("\n", pos)) >= 0 else len(text))], pos)


# (in capitals too, an initial or a bracket after it: "ABERNATHY-COLE, MONIQUE R", "Abernathy-Cole, Monique (interim)")
_LAST_FIRST = re.compile(
    r"([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?),\s+([A-Z][A-Za-z'’-]+)(?:\s+[A-Z]\.?)?(?:\s+\([^()\n]{1,30}\))?[ \t]*$"
)


def _boss_field(text: str, pos: int):
    """A labelled line's boss: a name as HR systems write it, "Abernathy-Cole, Monique" (Monique Abernathy-Cole), else
    as ``read_manager`` reads it ("Dr. Harold Vinterberg, Department Chair")."""
    end = text.find("\n", pos) if "\n" in text[pos:] else len(text)
    if (m := _LAST_FIRST.match(text, pos, end)) and not has_title(m[2]) and name_words(f"{m[1]} {m[2]}"):
        name = f"{m[2]} {m[1]}"
        return (name.title() if name.isupper() else name), end
    got = read_manager(text[:end], pos)
    if _NO_ONE_YET.search(text, pos, end):
        return None  # ("Head of Operations (to be appointed)", "No change", "Unchanged": no one named)
    return got if got and name_words(got[0]) and got[0].casefold() not in ("vacant", "tbd", "to be named") else None


_NO_ONE_YET = re.compile(
    r"\b(?:to\s+be\s+(?:appointed|named|confirmed|hired)|no\s+change|unchanged|tbc|tba)\b|טרם|ללא\s+שינוי", re.I
)


_POST = r"(?:position|role|post|appointment)"
_ASKED = r"(?:(?<=love\s)|(?<=like\s)|(?<=love\sfor\s)|(?<=like\sfor\s))you\s+to"  # ("we'd love for you to join")
_JOIN = rf"\b(?:[Yy]ou(?:['’]d|\s+would|['’]ll|\s+will)|{_ASKED})\s+join\s+(?:us\s+at\s+)?"
# the heading an employer's records go under, and the labelled lines before the one a rule reads ("Please check the
# details we hold for you and let me know of any changes:\n\n  Position:        Graduate Mining Engineer")
_DETAILS_HELD = (
    r"(?:^|\n)[^\n]{0,40}\b(?:the|your)\s+details\s+(?:we\s+hold|held|(?:we\s+have\s+)?on\s+file)\b"
    r"[^:\n]{0,60}:[ \t]*\n"
    r"(?:[ \t]*\n)?(?:[ \t]*[A-Z][^:\n]{1,30}:[^\n]*\n){0,6}?[ \t]*"
)


def offered(read):
    """``read``, in a letter that offers its reader the job (its labelled lines: "Reports to: X")."""

    def offered(text: str, pos: int):
        if not _OFFER.search(text) or _NO_OFFER.search(text):
            return None
        if (later := _LATER_DEAR.match(text, head := _CAPS_HEAD.match(text).end())) and not all(
            map(_HEAD_LINE.fullmatch, text[head : text.rfind("\n", 0, later.end())].splitlines())
        ):
            return None  # (a letter pasted below other words; not one under its own date and inside address)
        return read(text, pos)

    return offered


_HE_HONORIFIC = re.compile(rf"^{HE_TITLE}\s+")


_GLOSS = re.compile(r"\s*\([A-Za-z][^()\n]{0,60}\)")  # a Hebrew title's English in brackets after it


def _past_gloss(text: str, end: int) -> int:
    return (m := _GLOSS.match(text, end)) and m.end() or end


# a Hebrew letter's sentence that opens with the reader's verb, or its day before it (not "רונית תמשיך לדווח ל...",
# "שמעתי שהחל מ-1.1 את מתמנה")
_HE_OPENS = r"(?:(?<=\d\s)|(?<=\d,\s)|(?<=[.!?:\n]\s)|(?<=\n)|^|(?<=\s[וש])|(?<=במסגרת\sהתפקיד\s))(?<!ש)"
# a letter to many, or one its own words undo: a question, a mistake, a cancelled letter, a bound "until ... then"
_TO_MANY = re.compile(r"^\s*(?:שלום|היי|הי)\s+(?:לכולם|לכל\s+העובדים|לכל\s+הצוות)|(?i:^\s*(?:hi|hello|dear)\s+all\b)")
_UNDONE_HE = re.compile(r"\?|בטעות|טעיתי|שבוטל|בוטל|ולאחר\s+מכן|ואחר\s+כך|ומאז|(?<!\w)עד\s")


def _to_you(read):
    """``read``, in a letter to one reader whose sentence its own words do not undo (``_UNDONE_HE``)."""

    def yours(text: str, pos: int):
        opens = max(text.rfind(c, 0, pos) for c in ".!?\n") + 1
        ends = min((i for i in (text.find(c, pos) for c in ".!?\n") if i >= 0), default=len(text))
        if _TO_MANY.search(text) or _UNDONE_HE.search(text, opens, min(len(text), ends + 1)):
            return None
        return read(text, pos)

    return yours


OFFER_RULES = (
    rule(
        "position:|position (|title:",
        r"(?:^|(?<=\n))[ \t]*(?:Position|(?:New\s+)?(?:Job|Business)\s+[Tt]itle|Title)(?:[ \t]+\([a-z]+\))?"
        r"[ \t]*:[ \t]*"
        r"(?=[A-Z])",
        "job_title",
        offered(_on_its_line(read_title)),
        whose="addressee",
        tense="plan",
    ),
    rule(
        "reports to|reporting to|supervisor|manager",  # (a form's "Host manager:", "Line manager:" too)
        r"(?:^|(?<=\n))[ \t]*(?:Reports\s+[Tt]o|Reporting\s+[Tt]o|Supervisor"
        r"|(?:(?:Hiring|Host|Line|Direct)\s+)?[Mm]anager)"
        r"[ \t]*:"
        r"[ \t]*(?=[A-Z])",
        "manager",
        offered(_boss_field),
        whose="addressee",
        tense="plan",
    ),
    # ... and its employer's ("Company: Orvane Systems, Inc.", "Employer: X")
    rule(
        "company:|employer:",
        r"(?:^|(?<=\n))[ \t]*(?:Company|Employer)[ \t]*:[ \t]*(?=[A-Z])",
        "works_at",
        offered(_on_its_line(read_org)),
        whose="addressee",
        tense="plan",
    ),
    # ... as a Hebrew letter labels them: "תפקיד: עובדת סוציאלית", "ממונה ישירה: ד"ר תמר גולן, מנהלת היחידה", and the
    # body it takes its reader into ("הריני לאשר את קליטתך במרכז הרפואי הר-אור")
    rule(
        "תפקיד",
        r"(?:^|(?<=\n))[ \t]*תפקיד[ \t]*:[ \t]*(?=[א-ת])",
        "job_title",
        offered(_on_its_line(read_title)),
        whose="addressee",
        tense="plan",
    ),
    rule(
        "ממונה|מנהל",
        r"(?:^|(?<=\n))[ \t]*(?:ממונה|מנהל(?:ת)?)(?:\s+ישיר(?:ה)?)?[ \t]*:[ \t]*(?=[א-ת])",
        "manager",
        offered(lambda text, pos: (got := read_manager(text, pos)) and (_HE_HONORIFIC.sub("", got[0]), got[1])),
        whose="addressee",
        tense="plan",
    ),
    # ... and a Hebrew letter's prose: "החל מיום 1 באוקטובר 2014 תמונה לתפקיד מנהל מוצר בכיר", "תמשיך לדווח לגב' X"
    # (opening its sentence or after its day; to one reader, not "שלום לכולם"; not a letter cancelled, a question)
    rule(
        "תמונה|תמוני|מונית|מתמנ",  # (and the present's: "החל מ-1.1.2014 את מתמנה לתפקיד אדריכלית פרויקט")
        rf"{_HE_OPENS}(?:כי\s+)?(?:תמונה|תמוני|(?:את|אתה)\s+(?:מתמנה|מתמנית))\s+(?:ל(?:תפקיד|משרת)\s+)(?=[א-תA-Z])",
        "job_title",
        _to_you(lambda text, pos: (got := _on_its_line(read_title)(text, pos)) and (got[0], _past_gloss(text, got[1]))),
        whose="addressee",
        tense="plan",
    ),
    rule(
        "לדווח|תדווח",
        rf"{_HE_OPENS}(?:(?:תמשיך|תמשיכי)\s+לדווח|תדווח|תדווחי)\s+(?:ישירות\s+)?ל(?:-)?(?=[א-ת])",
        "manager",
        _to_you(lambda text, pos: (got := read_manager(text, pos)) and (_HE_HONORIFIC.sub("", got[0]), got[1])),
        whose="addressee",
    ),
    rule(  # "אנו שמחים להציע לך להצטרף לדרגה סייבר בע"מ" (a firm: not "לניוזלטר", "לוובינר", "למועדון הלקוחות")
        "להצטרף",
        rf"(?<=לך\s)להצטרף\s+(?:לצוות\s+|לשורות\s+)?ל(?=[א-תA-Z]){_NO_FIRM}",
        "works_at",
        offered(read_org),
        whose="addressee",
        tense="plan",
    ),
    rule(
        "קליטתך",
        r"(?<!\w)קליטתך\s+(?:לעבודה\s+)?ב(?=[א-ת])",
        "works_at",
        offered(read_org),
        whose="addressee",
        tense="plan",
    ),
    # ... and what its prose says of the post: "This confirms your position as Personal Support Worker (full-time) at
    # Birchmount Gardens Long-Term Care", "Your joining date as Registered Nurse, Cardiac ICU is 07 February 2016",
    # "... the position of Registered Nurse, 5 East Cardiology (permanent full-time), reporting to Priya Raman", "and
    # will report to Sandra Mendes, RN", "Welcome to Al Waha Medical City." (with the joining day the letter gives)
    rule(
        "confirms your|confirm your|joining date as",
        rf"\b(?:confirms?\s+your\s+(?:new\s+)?{_POST}|[Yy]our\s+joining\s+date)\s+as\s+(?:an?\s+|the\s+)?(?=[A-Z])",
        "job_title",
        offered(read_title),
        whose="addressee",
        tense="plan",
    ),
    rule(
        "confirms your|confirm your",
        rf"\bconfirms?\s+your\s+(?:new\s+)?{_POST}\s+as\s+(?:an?\s+|the\s+)?(?=[A-Z])",
        "works_at",
        offered(firm_after_title),
        whose="addressee",
        tense="plan",
    ),
    rule(
        "reporting to|report to",
        r"(?:,\s+|\b(?:[Yy]ou\s+)?will\s+(?:also\s+)?)report(?:ing)?\s+(?:directly\s+)?to\s+(?=[A-Z][a-z])",
        "manager",
        offered(_to_you(read_manager)),
        whose="addressee",
        tense="plan",
    ),
    rule(
        "welcome to",
        r"(?:^|(?<=\n)|(?<=[.!?]\s))[ \t]*Welcome\s+to\s+(?:the\s+)?(?=[A-Z])(?=[^\n]{0,300}(?:\n[^\n]*){0,12}?"
        r"\b(?:[Yy]our\s+(?:joining|start(?:ing)?)\s+date|[Yy]our\s+first\s+day)\b)",
        "works_at",
        offered(read_org),
        whose="addressee",
        tense="plan",
    ),
    # ... a post a letter sets out as the reader's: "effective 1 July 2013, your position will be Mining Engineer in the
    # Short Term Planning team, reporting to me" (its boss: the writer)
    rule(
        "position will|role will",
        r"(?<!\w)[Yy]our\s+(?:new\s+)?(?:position|role)\s+will\s+(?:now\s+)?be\s+(?:that\s+of\s+)?(?:an?\s+)?(?=[A-Z])",
        "job_title",
        _to_you(read_title),
        whose="addressee",
        tense="plan",
    ),
    rule(
        "position will|role will",
        r"(?<!\w)[Yy]our\s+(?:new\s+)?(?:position|role)\s+will\s+(?:now\s+)?be\s+[^.!?]{0,120}?,\s+"
        r"(?:reporting|working)\s+(?:directly\s+)?(?:to|for)\s+(?=me\b)",
        "manager",
        None,
        whose="addressee",
        tense="plan",
    ),
    # ... or the post an employer's records hold for its reader, under "Please check the details we hold for you:"
    rule(
        "details we hold|details held|details on file",
        rf"{_DETAILS_HELD}(?:Position|Job\s+[Tt]itle|Title)[ \t]*:[ \t]*(?=[A-Z])",
        "job_title",
        _on_its_line(read_title),
        whose="addressee",
    ),
    rule(
        "details we hold|details held|details on file",
        rf"{_DETAILS_HELD}(?:Reports\s+[Tt]o|Reporting\s+[Tt]o|(?:Line\s+)?[Mm]anager|Supervisor)"
        r"[ \t]*:[ \t]*(?=[A-Z])",
        "manager",
        _boss_field,
        whose="addressee",
    ),
    # ... the appointment it makes, the employer that offers, the boss the post reports to: "from 1 October 2017 you are
    # appointed Mine Planning Superintendent", "Boulder Reef Gold is pleased to offer you the position of X", "On
    # behalf of Scarborough Bluffs Health Centre, I am delighted to offer you ...", "The role reports to me as X"
    rule(
        "appointed",
        r"\b[Yy]ou\s+(?:are|have\s+been|['’]ve\s+been)\s+(?:hereby\s+)?appointed\s+(?:as\s+)?(?:the\s+)?(?=[A-Z])",
        "job_title",
        offered(read_title),
        whose="addressee",
        tense="plan",
    ),
    rule(
        "offer you",
        r"(?:^|(?<=\n)|(?<=[.!?]\s)|(?<=[.!?]\s\s)|(?<=conversation,\s))(?:[Oo]n\s+behalf\s+of\s+(?:the\s+)?(?=[A-Z])"
        r"(?=[^.!?\n]{2,80},\s+(?:I|we)\s+(?:am|are)\s+(?:very\s+)?(?:pleased|delighted|happy|excited)\s+to\s+(?:formally\s+)?"
        r"offer\s+you)|(?=[A-Z][\w&.'’-]*(?:\s+[A-Z&][\w&.'’-]*){0,5}\s+(?:is|are)\s+(?:very\s+)?(?:pleased|delighted|happy"
        r"|excited)\s+to\s+(?:formally\s+)?offer\s+you))",
        "works_at",
        offered(read_org),
        whose="addressee",
        tense="plan",
    ),
    rule(
        "reports to me",
        r"\b(?:[Tt]he|[Tt]his|[Yy]our)\s+(?:new\s+)?(?:role|position|post)\s+(?:will\s+)?reports?\s+(?:directly\s+)?to\s+(?=me\b)",
        "manager",
        None,
        whose="addressee",
        tense="plan",
    ),
    # ... the terms it agrees: "you'd join Pruitt & Alvarado as a Partner effective October 1, 2020", "Day to day you'd
    # report to me as managing partner"
    rule(
        "d join|would join|ll join|will join|you to join",
        rf"{_JOIN}(?=[A-Z])",
        "works_at",
        offered(read_org),
        whose="addressee",
        tense="plan",
    ),
    rule(
        "d join|would join|ll join|will join|you to join",
        rf"{_JOIN}[A-Z][^.!?\n]{{0,60}}?\s+as\s+(?:an?\s+|the\s+)?(?=[A-Z])",
        "job_title",
        offered(read_title),
        whose="addressee",
        tense="plan",
    ),
    # ... and the boss an offer's sentence names as its writer: "I'm so pleased to offer you the role of X, reporting to
    # me", "we'd love for you to join Fernloop as X, reporting to me, with a start date of ..."
    rule(
        "reporting to me",
        r"\b(?:offer\s+you\s+(?:the\s+)?(?:position|role|post|job)\s+of|you\s+to\s+join)\s[^.!?;:]{2,160}?,\s+reporting"
        r"\s+(?:directly\s+)?to\s+(?=me\b)",
        "manager",
        None,
        whose="addressee",
        tense="plan",
    ),
    rule(
        "d report|would report",
        r"\b[Yy]ou(?:['’]d|\s+would)\s+(?:be\s+)?report(?:ing)?\s+(?:directly\s+)?to\s+(?=me\b)",
        "manager",
        None,
        whose="addressee",
        tense="plan",
    ),
)
