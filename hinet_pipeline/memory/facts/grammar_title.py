"""The rules of ``grammar`` for a title of one's own: promoted to, named or appointed, taken over as, "my new title is",
"they made me X", "I hold the position of X", in English and Hebrew ("מוניתי לסמנכ״לית כספים", "התואר שלי השתנה
ל-X"); a move within one's employer ("הועברתי לסניף של X"); and the title said with an employer (``title_after``)."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.dates import EMOJI
from hinet_pipeline.memory.facts.frame_objects import HE_UNITS, WARDS, employer_at
from hinet_pipeline.memory.facts.grammar_got import GOT_RULES, not_taken, org_not_person
from hinet_pipeline.memory.facts.job_titles import OFTEN, bare_title, read_title
from hinet_pipeline.memory.facts.lexicon import TITLE_QUALIFIERS, has_title, title_word
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.rule import JUST, ON_DAY, START, WE, rule, verb_rule


def _a_person(name: str) -> bool:
    """Two or three Hebrew words with no word of a firm: a person's name, as far as words tell."""
    from hinet_pipeline.memory.facts.lexicon import HE_ORG_LINE

    return not name.isascii() and 2 <= len(name.split()) <= 3 and not HE_ORG_LINE.search(name)


def _org_in_town(text: str, pos: int):
    """An organisation less the town its branch is in ("בנק הפועלים באשדוד": בנק הפועלים)."""
    from hinet_pipeline.memory.facts.places import names_a_place

    got = read_org(text, pos)
    if got and (got[0].split()[0] in HE_UNITS or not has_title(got[0]) and _a_person(got[0])):
        return None  # ("הועברתי לסניף של רונית כהן"?): a person's, not a firm's
    if got and (town := re.search(r"\sב-?([^\s,.]+(?:\s[^\s,.]+)?)$", got[0])) and names_a_place(town.group(1)):
        return got[0][: town.start()], got[1] - len(got[0]) + town.start()
    return got


def _title_first(word: str) -> bool:
    """A word a title opens with: its head ("Director") or a qualifier ("Senior")."""
    return title_word(word) or word.casefold() in TITLE_QUALIFIERS


_NEXT_CLAUSE = re.compile(r"\s+(?:and|but|so)\s+(?:I|we)$")


def _org_before_clause(got):
    """An organisation read up to the clause that follows it ("Scioto Valley Health and I think ...": the firm)."""
    if got and (m := _NEXT_CLAUSE.search(got[0])):
        return got[0][: m.start()], got[1] - len(got[0]) + m.start()
    return got


# a capitalised title, then its employer: "Manager of Capacity Marketing at Sierra Gas", "Director, Gas Trading with X"
TITLE_AT_ORG = (
    r"[A-Z][\w-]*(?:,?\s+(?:of\s+|and\s+|&\s+|for\s+)?[A-Z][\w&-]*){0,5}(?=\s+(?:at|with|for)\s+(?:the\s+)?[A-Z])"
)

_SOMEONES = re.compile(r"[A-Z][a-z]+['’]s\s")  # ("I'll be Bob's Caregiver full time": his, no post)
_OF_A_THING = re.compile(r"[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,4}\s+of\s+the\s+[a-z]")
_WHEN_AFTER = re.compile(r"\s+(?:this|last|next|in|on|at|today|yesterday)\b.*$")


def _made(text: str, pos: int):
    """The title "made" names ("I made Engine Captain this spring"), less the time said after it; one the lexicon
    knows (not "Dean's List", "Dinner")."""
    if not (got := read_title(text, pos)):
        return None
    title = _WHEN_AFTER.sub("", got[0])
    return (title, pos + len(title)) if has_title(title) else None


def _firm_made_me(text: str, pos: int):
    """The firm that made one something (``org_not_person``, of two words or more: not "Diane"), not one that then
    fired one or one left since ("..., then fired me in October", "in 1996; I left in 1999")."""
    if not (got := org_not_person(text, pos)) or " " not in got[0] or not_taken(text, pos, long_ago=False, org=got[0]):
        return None
    return got


TITLE_RULES = (
    rule(  # "הועברתי לסניף של בנק הפועלים באשדוד": a transfer within an employer named
        "הועבר",
        r"(?<!\w)(?:ו|ש|וש|כש)?הועבר(?:תי|נו)\s+לסניף\s+(?:של\s+)?(?=[א-תA-Z])",
        "works_at",
        _org_in_town,
        tense="past",
    ),
    rule("taken over|took over", rf"{WE}{JUST}(?:taken|took)\s+over\s+as\s+", "job_title", read_title),
    # "I'll be taking over as Store Manager from Monday": a plan, a fact with its day
    rule(
        "taking over|take over",
        r"\b(?:I|[Ww]e)(?:['’]ll|\s+will)\s+(?:be\s+taking|take)\s+over\s+as\s+",
        "job_title",
        read_title,
        tense="plan",
    ),
    # "Starting Monday, June 4, I will be Manager of Capacity Marketing at Sierra Gas": a plan, its day (and employer)
    rule(
        "ll be|will be|going to be",
        rf"\bI(?:['’]ll|\s+will|['’]m\s+going\s+to|\s+am\s+going\s+to)\s+(?:now\s+)?be\s+(?:the\s+|an?\s+)?(?={TITLE_AT_ORG})",
        "job_title",
        read_title,
        tense="plan",
    ),
    # ... and with no employer, its day in the sentence: "Starting April 1 I'll be a Project Engineer"
    rule(
        "ll be a|will be a|ll be an|will be an|ll be the|will be the",
        r"\bI(?:['’]ll|\s+will)\s+(?:now\s+)?be\s+(?:the\s+|an?\s+)(?:new\s+)?(?=[A-Z][\w-]*(?:\s+[A-Z][\w&-]*){0,4}"
        r"(?![\w&-]|\s+[A-Z])(?!\s+(?:at|with|for)\s+(?:the\s+)?[A-Z])"
        # (in small letters with its start said: "I'll be a relationship manager in the corporate team, starting D")
        r"|[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}[^.!?\n]{0,50}?,?\s+(?:starting|from|as\s+of|effective|beginning)\s+\w)",
        "job_title",
        read_title,
        tense="plan",
    ),
    # "Three weeks in at Scioto Valley Health and I think I like it": where one works, some time in
    rule(
        "in at",
        rf"{START}(?:(?:So|Well|Anyway|And),?\s+)?(?:\w+|\d+|a\s+few|a\s+couple\s+of)\s+(?:days?|weeks?|months?)\s+in\s+"
        r"at\s+(?=[A-Z])",
        "works_at",
        lambda text, pos: _org_before_clause(read_org(text, pos)),
    ),
    # "As of yesterday I'm a Financial Analyst II at Kroger", "I'm an ER nurse at Swedish Medical Center" (its
    # employer read after the title; a title the lexicon knows, not "a regular at Joe's")
    rule(
        "m a|am a|m an|am an|m the|am the|m still|am still|m now|am now|m currently|am currently|m officially",
        r"\bI(?:['’]m|\s+am)\s+(?:now\s+|currently\s+|officially\s+|still\s+)?(?:the\s+|an?\s+)(?:new\s+)?"
        r"(?!volunteer|designated|guest|honorary)(?=[\w-]+(?:,?\s+(?:of\s+|and\s+|&\s+|for\s+)?[\w&-]+){0,5}?\s+(?:at|with|for)\s+[A-Z]|[\w-]+(?:\s+[\w&-]+){0,3}?\s+at\s+the\s+[A-Z]"
        # ("an instructor two nights a week at X"; not "..., volunteer shifts")
        rf"|(?![^.!?\n]*\bvolunteer)[\w-]+(?:\s+[\w&-]+){{0,2}}?{OFTEN}\s+at\s+(?:the\s+)?[A-Z])",
        "job_title",
        read_title,
    ),
    # ... with no article, a title its first word says is one: "as of the first i'm Director of Data Science at X"
    rule(
        "m |am ",
        # (opening its sentence, not after a speaker's "Dad: ", and its employer closing it: not "... for Halloween")
        r"(?:^|(?<=[.!?]\s)|(?<=\n))[ \t]*(?:(?:[Ss]o|[Aa]nd|[Ww]ell|[Aa]lso|[Aa]s\s+of\s+[^,.!?\n]{1,25}?),?\s+)?"
        r"I(?:['’]m|\s+am)\s+(?:now\s+|currently\s+|officially\s+)?"
        r"(?=[A-Z][\w-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w&-]*){0,5}\s+(?:at|with)\s+[A-Z][\w&.'-]*"
        r"(?:\s+[A-Z&][\w&.'-]*){0,4}(?:[.!]+(?:\s|$)|\s*$|\s+(?:now|since|as\s+of|starting)\b))",
        "job_title",
        lambda text, pos: read_title(text, pos) if _title_first(text[pos : pos + 30].split()[0]) else None,
    ),
    # a title held a while at an employer: "I've been an RN at Riverside Methodist for two years"
    rule(
        "ve been|have been",  # (no article too: "since November I've been culinary director at Halyard Group")
        r"\bI(?:['’]ve|\s+have)\s+been\s+(?:the\s+|an?\s+|(?=[a-z]))"
        r"(?=[\w-]+(?:\s+[\w&-]+){0,4}?\s+(?:at|with|for)\s+(?:the\s+)?[A-Z])",
        "job_title",
        bare_title,
    ),
    # a title held now, said so: "I'm a Lead Liaison Engineer now, as of March 1", "I'm now a Project Engineer"
    rule(
        "m a|am a|m an|am an|m now|am now",
        r"\bI(?:['’]m|\s+am)\s+(?:now\s+(?:the\s+|an?\s+)(?!(?:Designated|Volunteer|Guest|Honorary)\b)(?=[A-Z])"
        r"|(?:the\s+|an?\s+)(?=(?:[A-Z][\w-]*\s+){1,4}now\b)"
        r"|an?\s+(?=(?:(?!here|there)[a-z][\w-]*\s+){1,3}now\b(?![^.!?\n]{0,40}\bfor\s+fun\b)[^.!?\n]{0,60}\bat\s+[A-Z]))",
        # ("an electrician now ... at Duke City Electric"; not "an avid reader now", "... for fun at Tom's")
        "job_title",
        read_title,
    ),
    # ... or from a day said after it: "so I'm officially a Driver/Engineer starting July 6" (capitals: a title)
    rule(
        "m officially|am officially|m now|am now",
        r"\bI(?:['’]m|\s+am)\s+(?:officially|now)\s+(?:an?\s+|the\s+)(?!(?i:designated|volunteer|guest|honorary)\b)"
        r"(?=(?:[A-Z][\w/&-]*\s+){1,4}"
        r"(?:starting|as\s+of|effective|from)\s)",
        "job_title",
        read_title,
    ),
    # a title from a day said before it: "As of July 1 I'm a Senior Research Scientist", "Starting Monday, I'll be the
    # Charge Nurse", "from 1 August I'll be Professor of Plant Ecology" (capitals: a title, not "I'm a free man")
    rule(
        "m a|am a|m an|am an|m the|am the|ll be|will be",
        r"\b(?:[Aa]s\s+of|[Ff]rom|[Ss]tarting|[Ee]ffective)\s+(?:[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?"
        r"\s+[A-Z][a-z]+|[Mm]onday|[Tt]uesday|[Ww]ednesday|[Tt]hursday|[Ff]riday|[Tt]oday|[Tt]omorrow|next\s+\w+),?\s+"
        r"I(?:['’]m|\s+am|['’]ll\s+be|\s+will\s+be)\s+(?:officially\s+)?(?:(?:the\s+|an?\s+)(?:new\s+)?)?(?=[A-Z])",
        "job_title",
        lambda text, pos: None if _OF_A_THING.match(text, pos) or _SOMEONES.match(text, pos) else read_title(text, pos),
    ),  # (not a retiree's joke: "Starting July 1 I will be Chief Executive Officer of the recliner")
    # the work one does, as a title: "I work as a speech therapist at X", "I've been working part-time as a course
    # marshal at X since October", "I went back to work this fall as a speech therapist at X" (its employer after it)
    rule(  # (not the past: "I worked as a waitress at Denny's back in college")
        "work",
        r"\bI(?:['’]m|\s+am|['’]ve\s+been|\s+have\s+been)?\s+(?:(?:now|currently|still|also)\s+)?work(?:ing)?\s+"
        r"(?:(?:part|full)[- ]time\s+|there\s+)?as\s+(?:an?\s+|the\s+)?"
        r"(?=[\w-]+(?:\s+[\w&-]+){0,4}?\s+(?:at|for|with)\s+[A-Z])",
        "job_title",
        read_title,
    ),
    rule(  # ... or none after it: "I'm now working as a Locum Pharmacist, booking my own shifts"
        "work",
        r"\bI(?:['’]m|\s+am|['’]ve\s+been|\s+have\s+been)?\s+(?:(?:now|currently|still|also)\s+)?work(?:ing)?\s+"
        r"(?:(?:part|full)[- ]time\s+)?as\s+(?:an?\s+|the\s+)?(?=[\w-]+(?:\s+[\w&-]+){0,4}?\s*(?:[.,;!]|\n|$))",
        "job_title",
        read_title,
    ),
    verb_rule(
        "back to work",
        "go/went/going/gone return",
        r"back\s+to\s+work\s+(?:(?:this|last|in\s+the)\s+\w+\s+)?(?:(?:part|full)[- ]time\s+)?as\s+(?:an?\s+|the\s+)?",
        "job_title",
        read_title,
    ),
    # a rank or a grade made ("I made Engine Captain this spring", "made Second Class!"): a title the lexicon knows
    rule(
        "made",
        rf"{WE}{JUST}made\s+(?=(?:[A-Z][\w-]*\s+){{0,3}}[A-Z][\w-]*(?:\s*[!.,]|\s+(?:on|this|last|in|at|today|yesterday)\b))",
        "job_title",
        _made,
        tense="past",
    ),
    # "I'm still Regional Operations Manager at Copperline": a capitalised title with no article, at its employer
    rule(
        "m still|am still|m now|am now|m currently|am currently",
        r"\bI(?:['’]m|\s+am)\s+(?:still|now|currently)\s+(?=[A-Z][\w-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w&-]*){0,4}"
        r"\s+(?:at|with|for)\s+[A-Z])",
        "job_title",
        read_title,
    ),
    # "I hold the position of Senior Product Manager at Check Point"; "they made me team lead"
    rule(
        "hold the",
        r"\bI\s+(?:now\s+|currently\s+)?hold\s+the\s+(?:position|role|title)\s+of\s+",
        "job_title",
        read_title,
    ),
    rule(
        "made me|named me|appointed me|promoted me|bumped me",
        r"\b(?:[Tt]hey|[Tt]hey['’]ve|[Tt]hey\s+have|[Tt]hey\s+just|[Ss]he|[Hh]e|(?!I\b)[A-Z][a-z]+)\s+"
        r"(?:(?:has|have|just|finally)\s+)?(?:made|named|appointed|promoted|bumped)\s+me\s+(?:up\s+)?(?:to\s+)?"
        r"(?:the\s+|a\s+|an\s+)?(?=\S)",
        "job_title",
        lambda text, pos: None if not_taken(text, pos, long_ago=False) else read_title(text, pos),  # ("then fired me")
        tense="past",
    ),
    # a start as a title: "Started Jan 4 as Scientist II in discovery chem, reporting to Anil Mehta"
    verb_rule(
        "start|began|begin",
        "start begin/began",
        rf"(?:{ON_DAY})?as\s+(?:an?\s+|the\s+)?(?=[A-Z])",
        "job_title",
        read_title,
    ),  # noqa: E501
    # ... and the firm that made one so: "Gulf Breeze Marine made me Service Manager back in August"
    rule(
        "made me|promoted me",
        r"(?<!\S)(?<![A-Za-z&',]\s)(?=(?:[A-Z][\w&'-]*\s+){0,3}[A-Z][\w&'-]*\s+(?:just\s+|finally\s+)?"
        r"(?:made|promoted)\s+me\s+(?:up\s+)?(?:to\s+)?(?:the\s+|a\s+|an\s+)?(?!Employee\s+of|MVP|Player\s+of)[A-Z])",
        "works_at",
        _firm_made_me,
        tense="past",
    ),
    rule("מונ", r"(?<!\w)(?:ו|ש|כש)?מונ(?:י)?(?:תי|נו)\s+(?:ל|כ)-?(?=[א-תA-Z])", "job_title", read_title, tense="past"),
    # "עברתי להיות ארכיטקט תוכנה מה-1.7": I became (the same employer)
    rule("להיות", r"(?<!\w)(?:ו|ש|כש)?עבר(?:תי|נו)\s+להיות\s+(?=[א-תA-Z])", "job_title", read_title, tense="past"),
    # a team or a department one moves to, with the title ("עובר למחלקת הכספים כאנליסט": no employer, a title)
    rule(
        "עובר|מצטרף",
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:אני|אנחנו)\s+(?:עובר|עוברת|מצטרף|מצטרפת)\s+ל(?:צוות|מחלקת|אגף|יחידת|חטיבת)\s+"
        r"(?:(?!כ)[^\s,.]+\s+){1,3}כ-?(?=[א-תA-Z])",
        "job_title",
        read_title,
        tense="plan",
    ),
    rule(
        "התואר|התפקיד",
        r"(?<!\w)(?:התואר|התפקיד)(?:\s+ה?חדש)?\s+שלי(?:\s+(?:השתנה\s+ל-?|הוא\s+|יהיה\s+)|\s*:\s*)",
        "job_title",
        read_title,
    ),
    # "I was promoted to X", "Promoted to Engineering Manager today!"
    rule(
        "promot|bumped|moved up",
        rf"(?:\bI(?:\s+was|\s+got|\s+just\s+got)\s+|{START}(?:[Jj]ust\s+|[Ff]inally\s+)?"
        r"(?:[Gg]ot\s+)?)(?:[Pp]romoted|bumped(?:\s+up)?|moved\s+up)\s+to\s+(?:the\s+(?:role|position)\s+of\s+)?",
        "job_title",
        read_title,
        tense="past",
    ),
    rule(
        "promot|named|appoint|made",  # (and "made HOD Maths"; not "made redundant", no title)
        rf"\bI(?:{JUST}(?:'ve|\s+have)?\s*been|\s+was)\s+(?:promoted\s+to|named|appointed|made)\s+(?:as\s+)?",
        "job_title",
        read_title,
    ),  # fmt: skip
    # a new job cheered, its title and employer in the next sentence: "I'm going to Dell! Senior Financial Analyst,
    # starting Monday, March 7." (not a trip: a title and its start follow), "I got it!!! Nurse Practitioner, UPMC
    # Shadyside, cardiology clinic. I start June 6."
    rule(
        "going to",
        r"\bI['’]m\s+going\s+to\s+(?=[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}\s*!+\s+(?:[A-Z][\w-]*\s+){0,4}[A-Z][\w-]*,"
        r"\s+start)",
        "works_at",
        read_org,
        tense="plan",
    ),
    rule(
        "got it",
        r"\bI\s+got\s+(?:it|the\s+job)\s*!+\s+(?=(?:[A-Z][\w-]*\s+){0,4}[A-Z][\w-]*,\s+[A-Z])",
        "job_title",
        read_title,
        tense="plan",
    ),
    rule(
        "got it",
        r"\bI\s+got\s+(?:it|the\s+job)\s*!+\s+(?:[A-Z][\w-]*\s+){0,4}[A-Z][\w-]*,\s+(?=[A-Z])",
        "works_at",
        lambda text, pos: (
            read_org(text, pos) if has_title(text[text.rfind("!", 0, pos) + 1 : pos].strip(" ,")) else None
        ),
        tense="plan",
    ),
    # the years one has been somewhere: "I'm in my 22nd year at Heartland Co-op" ("Dale is in his ...")
    rule(
        "year at|year with",
        r"\b(?:I|[Ww]e)(?:['’]m|['’]re|\s+am|\s+are|\s+is)\s+(?:now\s+)?in\s+(?:my|our)\s+(?:[5-9]|[1-9]\d)(?:st|nd|rd|th)"
        r"\s+year\s+(?:at|with)\s+",  # (not a student's "second year at Rice")
        "works_at",
        read_org,
    ),
    *GOT_RULES,
    # "I'm really happy in my role as a Project Engineer at Brightwater" (not "my resignation from my position as",
    # "return to my position as")
    rule(
        "role as|position as|job as",
        r"(?<!\bfrom\s)(?<!\bof\s)(?<!\bto\s)\b[Mm]y\s+(?:new\s+|current\s+)?(?:role|position|job)\s+as\s+(?:an?\s+|the\s+)?",
        "job_title",
        read_title,
    ),
    rule(
        "title|role|position",
        r"\b[Mm]y\s+(?:new\s+)?(?:job\s+)?(?:title|role|position)(?:\s+(?:in|at|on)\s+\w+)?\s+(?:is(?:\s+now)?|will\s+be|stays|remains)\s+",
        "job_title",
        read_title,
    ),  # fmt: skip
)


AS_TITLE = re.compile(
    r"\s*(?:(?:today|now|officially)\s+)?(?:\bas\s+|(?<!\w)(?:בתור|בתפקיד(?:\s+של)?)\s+|(?<=\s)כ(?:-(?=[A-Za-z])|(?=[א-ת])))"
)
# "as" a few words on, the clause's day between: "starting at Stripe on April 17 as a Senior PM",
# "אני מתחיל ברפאל ב-3.4, כמהנדס מערכת בכיר"
_AS_LATER = re.compile(  # (a day's points between: "ב-3.4"; an initial's: "(222 W. Hubbard)")
    r"(?:[^.!?;\n]|(?<=\d)\.(?=\d)|(?<=\b[A-Z])\.){0,40}?(?:\bas\s+|(?<!\w)(?:בתור|בתפקיד)\s+|(?<=\s)כ(?:-(?=[A-Za-z])|(?=[א-ת])))"
)


def title_after(text: str, end: int):
    """The title said "as" right after an employer, or a few words on in its clause; None if none."""
    for m in (AS_TITLE.match(text, end), _AS_LATER.match(text, end)):
        if m and (got := read_title(text, m.end())):
            at = None if got[0].isascii() else _HE_PLACE_IN.search(got[0])  # "כאח מוסמך בפנימית ב'": not its ward
            if at and got[0][at.end() :].split()[0] in HE_UNITS | WARDS and has_title(got[0][: at.start()]):
                return got[0][: at.start()], m.end() + at.start()
            return got
    if (m := _HE_COMMA.match(text, end)) and (got := read_title(text, m.end())) and not _HE_AFTER.match(text, got[1]):
        if (at := _HE_PLACE_IN.search(got[0])) and has_title(got[0][: at.start()]):
            got = (got[0][: at.start()], m.end() + at.start())  # "..., אחות מוסמכת במרפאה בכפר סבא": the title
        if len(got[0].split()) <= 3 and got[0].split()[0].removeprefix("ה") not in _HE_SITES:
            return got  # "התחלתי לעבוד בקופת חולים כללית, אחות מוסמכת": the title after a comma (or an emoji)
    if (m := _NOW_TITLE.match(text, end)) and (got := read_title(text, m.end())):
        return got  # "started at Bunnings Geelong on Mon, assistant store manager now"
    # a title that opens the next sentence as a list's first item: "Day one at SAP in Walldorf. Senior
    # Developer, team of six", "that's me at Arup from the 2nd of May 🎉 Graduate Civil Engineer, Manchester office"
    if (m := _NEXT_OPENS.match(text, end)) and (title := _LISTED_TITLE.match(text, m.end())):
        if has_title(title.group(1)) and not _NOT_A_TITLE_WORD.search(title.group(1)):
            return title.group(1), title.end(1)
    return None


_NOW_TITLE = re.compile(r"(?:\s+on\s+\w+)?,\s+(?=(?:[\w-]+\s+){1,4}now\b)")
_NEXT_OPENS = re.compile(rf"[^.!?\n{EMOJI}]{{0,60}}?(?:[.!?]+|\s[{EMOJI}]+)\s+")
_LISTED_TITLE = re.compile(r"([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3}),\s")
_NOT_A_TITLE_WORD = re.compile(r"\b(?:is|was|are|were|my|our|the|a|an|and|but|so|I|we)\b", re.I)


# a title after a comma or an emoji (", אני אנליסטית אשראי", "🤓 ראש צוות"; not "🎉 ה-manager שלי")
_HE_COMMA = re.compile(  # (past a day first: "התחלתי במכבי ביום ראשון, אחות קהילה"; an English title: ", QA manager")
    rf"(?:\s+(?:[במ]?יום\s+\S+|מחר|היום|אתמול))?(?:,|\s*[{EMOJI}]+)\s*(?:אני\s+)?(?=[א-הז-ת]|[A-Z]{{2}})(?!ה-?[A-Za-z])"
)
_HE_SITES = HE_UNITS | {"משרד", "מפעל", "מעבדה"}  # ", הסניף המרכזי בחולון": where
_HE_AFTER = re.compile(r"(?<=[A-Za-z])\s+[א-ת]")  # an English title a Hebrew word follows: ", CEO מדהים"
_HE_PLACE_IN = re.compile(r"\sב(?=[א-ת]{2})(?!כיר(?:ה|ים|ות)?(?![א-ת]))")  # (not "בכיר": senior; "בכירורגיה" is)


def org_before_title(text: str, pos: int):
    """The firm one moves to, with the title said after it ("עוברת ל-monday.com בתור Product Manager"); not
    "עוברת לבנק הפועלים כי העמלות נמוכות" (a bank one banks with)."""
    got = employer_at(text, pos)  # (not a department of it alone: "עובר למחלקת הכספים כאנליסט")
    return got if got and title_after(text, got[1]) else None
