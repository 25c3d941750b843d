"""The rules of ``grammar`` for whom one reports to: "my new boss is", "I report to", "X is my boss" (``MY_MANAGER``),
"you will report to me", "המנהלת החדשה שלי"; the boss a text names (``read_manager``: past a title said before the
name, "the CEO, Dana Shapiro")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.grammar_reach import HE_MY
from hinet_pipeline.memory.facts.job_titles import FIELD_WORDS, read_title
from hinet_pipeline.memory.facts.lexicon import has_title
from hinet_pipeline.memory.facts.notes import PERSON_NAME
from hinet_pipeline.memory.facts.objects import read_person
from hinet_pipeline.memory.facts.places import names_a_place
from hinet_pipeline.memory.facts.rule import START, rule
from hinet_pipeline.memory.people.forces import HE_TITLE

_MANAGER = (
    r"(?:manager|boss|line\s+manager|supervisor|team\s+lead|direct\s+manager|foreman|forewoman|head\s+of\s+department)"
)
_BOSS_WORDS = "manager|boss|supervisor|lead|foreman|forewoman|head of department"
_WILL = r"(?:'ll| will|'m| am|'re| are)"
_REPORT = r"report(?:ing)?\s+(?:directly\s+)?to\s+"
# "you" as the letter's reader (not one of a group it turns to: "Everyone else, you'll keep reporting to me"), and "me"
# as the one reported to (not what is reported: "you'll keep reporting to me any blockers")
_YOU = r"(?<!else,\s)(?<!one,\s)(?<!all,\s)(?<!team,\s)(?<!guys,\s)\b[Yy]ou"
_TO_ME = r"(?=me(?:\s*[.,;:!?)]|\s*$|\s+(?:and|as|for|from|until|through|going|directly|effective|starting|rather)\b))"
_MY_MANAGER_AFTER = re.compile(rf",\s+my\s+(?:new\s+)?{_MANAGER}\b")


# a title before the name, set off by its comma: "the CEO, Dana Shapiro", "the VP of Engineering, Priya Raman",
# "ל-CTO, עידו פרלמן", "לראש הצוות, אבי כהן"; a one-word English title only as an acronym or after "the" (not
# "Dean, Sarah Chen's deputy": a first name)
_TITLED = re.compile(
    r"(?P<the>(?:the|our|my)\s+)?(?P<title>[A-Z]{2,4}(?:\s+of\s+[A-Z][\w&]*(?:\s+[A-Z][\w&]*)?)?"
    r"|[A-Z][a-z]+(?:\s+(?:of\s+)?[A-Z][\w&]*){0,3}|ה?[א-ת\"'״]{2,10}(?:\s+ה[א-ת\"'״]{2,10})?)\s*,\s*"
    r"(?P<field>(?:[A-Z][a-z]+\s*){1,2},\s*)?"  # ("the Director, Engineering, Ravi Patel": its field, then the name)
)
_NOT_A_BOSS = re.compile(  # "למנכ"ל, ואז ...", "EMEA", "זה בדיוק מה ש..."
    r"(?:ו|ש)?(?:אז|לא|גם|מאוד|כמובן|אבל|כי|בדיוק|ממש|מה|הכי|די|עדיין|בכלל)(?!\w)|[A-Z]{2,}\b"
)


# a title, or someone new introduced, before the name: "Dr. Alan Reister", "a woman named Priya Raman", "a young gal
# named Brittany Cole"
_HONORIFIC = re.compile(
    r"(?:(?:Dr|Mr|Mrs|Ms|Prof|Rev)\.?\s+(?=[A-Z])|an?\s+(?:\w+\s+){0,2}(?:woman|man|guy|gal|lady|fellow|person|girl|kid)"
    r"\s+(?:named|called)\s+(?=[A-Z])|" + HE_TITLE + r"\s+(?=[א-ת]))?"  # (and a Hebrew one: "פרופ' איתן שמיר-קדם")
)


_FICTION = re.compile(r"\b(?:movie|played\s+by|in\s+the\s+(?:film|novel|show|book|game|series)|sitcom)\b", re.I)


def read_manager(text: str, pos: int):
    """The person one reports to (``read_person``), past a title said before their name ("the CEO, Dana
    Shapiro"); a title alone, a department or a place after the title's comma is no one."""
    from hinet_pipeline.memory.facts.grammar_got import sentence_at
    from hinet_pipeline.memory.facts.signoff import name_of

    if _FICTION.search(sentence_at(text, pos)):
        return None  # a story's: "in the movie, my foreman is Dale Rustad played by Kurt Russell"
    if not text[pos : pos + 1].isascii() and _NOT_A_BOSS.match(text, pos):
        return None  # no one, a clause: "ראש הצוות החדש שלי זה בדיוק מה שחששתי ממנו"
    m = _TITLED.match(text, pos)
    title = m and m.group("title")
    if m and has_title(title) and (m.group("the") or " " in title or title.isupper() or not title.isascii()):
        field, at = m.group("field"), m.end()
        if field and not all(w.casefold() in FIELD_WORDS for w in field.strip(" ,").split()):
            if not name_of(field.strip(" ,")):
                return None  # ("the Director, Ops Team, ...": not a field of departments)
            at = m.start("field")  # (no field: the name, an aside after it, "the CTO, Priyanka Deshmukh, who is ...")
        if _NOT_A_BOSS.match(text, at):
            return None
        got = read_person(text, at)
        if (
            got
            and not has_title(got[0])
            and not names_a_place(got[0])
            and not all(w.casefold() in FIELD_WORDS for w in got[0].split())
        ):
            return got
        return None  # "the VP, Sales", "the CFO, London office": a department or a place, no one
    got = read_person(text, _HONORIFIC.match(text, pos).end())  # (not "Dr.": "report to Dr. Alan Reister")
    if got and (_FACILITY.intersection(got[0].split()) or got[0].split()[0] in _FACILITY_FIRST):
        return None  # a place one reports to, no one: "I report to Naval Base San Diego on March 1", "to Fort Hood"
    if got and (got[0].endswith(("'s", "’s")) or text.startswith(("'s", "’s"), got[1])):
        return None  # another's: "my foreman is Dale Rustad's brother"
    return None if got and got[0].isupper() and has_title(got[0]) else got


def _named_before(text: str, pos: int):
    """The one person named in full in the clause before ``pos`` (its sentence, at most 120 characters back), for the
    pronoun at ``pos``: "The principal is Dana Ostrowski, I'd report to her" (not two named: whose, unsaid)."""
    from hinet_pipeline.memory.facts.named import A_NAME
    from hinet_pipeline.memory.facts.signoff import name_of

    opens = max(max(text.rfind(c, 0, pos) for c in ".!?(\n") + 1, pos - 120)
    named = {n for m in A_NAME.finditer(text, opens, pos) if (n := name_of(m.group("name")))}
    return (named.pop(), pos + 3) if len(named) == 1 else None


_FACILITY = frozenset("Base Station Headquarters HQ Barracks Depot Airport Shipyard".split())
_FACILITY_FIRST = frozenset("Naval Fort Camp Joint Marine".split())


def _then_my_manager(got, text: str):
    """The name, read on to the end of ", my manager" after it: a date after that is the statement's
    ("Priya Raman, my manager since Monday")."""
    if got and (m := _MY_MANAGER_AFTER.match(text, got[1])):
        return got[0], m.end()
    return got


BOSS_RULES = (
    # manager: "my manager is X", "I report to X", and to the addressee "I'm your manager", "you report to X"
    rule(
        "manager|boss|supervisor|lead|foreman|forewoman|head of department",
        rf"\b[Mm]y\s+(?:new\s+)?(?:reporting\s+)?{_MANAGER}\s+(?:is(?:\s+(?:now|still))?|['’]s(?:\s+(?:now|still))?)\s+",
        "manager",
        read_manager,
    ),  # noqa: E501
    rule(
        "manager|boss|supervisor|lead|foreman|forewoman",
        rf"\b[Mm]y\s+(?:new\s+)?(?:reporting\s+)?{_MANAGER}\s+will\s+be\s+",
        "manager",
        read_manager,
        tense="plan",
    ),
    rule("report", rf"\bI\s+(?:now\s+)?{_REPORT}", "manager", read_manager),
    rule(  # ... in a sentence that leaves out its "I": "Started Jan 4 as Scientist II in discovery chem, reporting to"
        "reporting",
        rf"{START}(?:[Ss]tarted|[Jj]oined|[Bb]egan)\b(?!\s+(?:the|a|an)\s+(?:job|position|role|offer)\b)"
        r"[^.!?\n]{0,120}?,\s+reporting\s+(?:directly\s+)?to\s+",
        "manager",
        read_manager,
    ),
    # the boss named with it in brackets: "Carl (my boss, for three more months) already signed off"
    rule(
        "(my boss|(my manager|(my supervisor",
        rf"(?<![\w'])(?=[A-Z][a-z]+(?:\s+[A-Z][\w'-]+)?\s+\(my\s+(?:new\s+|direct\s+)?{_MANAGER}"
        r"(?:\)|,\s+(?:for|since|as\s+of)\s+(?![^)\n]{0,40}\b(?:dream|joke)))"  # (not "my boss's boss", "in the band")
        r")",
        "manager",
        read_manager,
    ),
    # "I have had the privilege of working under Tom Kessler", "I work directly under X" (not "I worked under X")
    rule(
        "under",
        r"\bI(?:(?:['’]ve|\s+have)\s+(?:had|enjoyed)\s+the\s+(?:privilege|pleasure|honou?r)\s+of|(?:['’]ve|\s+have)\s+been|"
        r"(?:['’]m|\s+am)(?:\s+(?:currently|now))?|(?:\s+(?:currently|now))?)\s+work(?:ing)?\s+(?:directly\s+)?under\s+"
        r"(?=(?:Dr\.?\s+)?[A-Z][a-z]+\s+[A-Z])",
        "manager",
        read_manager,
    ),
    # "My boss, Diane Whitfield, is the kind of person who ...": the boss named beside the words
    rule(
        "boss|manager|supervisor",
        rf"\b[Mm]y\s+(?:new\s+)?{_MANAGER},\s+(?=[A-Z][a-z]+\s+[A-Z][\w'-]+,)",
        "manager",
        read_manager,
    ),  # fmt: skip
    # "My new boss Mathieu is a total sweetheart": the boss named right after the words, then what they are or do
    rule(
        "my boss|my new boss|my manager|my new manager|my supervisor|my new supervisor|my line manager",
        rf"\b[Mm]y\s+(?:new\s+)?{_MANAGER}\s+(?=(?:Dr\.?\s+)?[A-Z][a-z]+(?:[\s-][A-Z][\w'-]+)?(?:['’]s\s|\s+(?:is|was|has"
        r"|will|wants|says|said|lets|seems|brings|thinks|asked|told|signed|approved)\b))",
        "manager",
        read_manager,
    ),
    rule(
        "reporting to|reporting directly",
        rf"{START}(?:[Nn]ow\s+)?[Rr]eporting\s+(?:directly\s+)?to\s+",
        "manager",
        read_manager,
    ),
    # ("I'll be reporting to Alan Richter from here on out": from now; without such words, a plan with its day)
    rule(
        "report",
        rf"\bI{_WILL}\s+(?:be\s+)?(?:now\s+)?{_REPORT}(?=[^.!?\n]{{0,80}}?\b(?:from\s+(?:here|now)\s+on|going\s+forward"
        r"|effective\s+immediately)\b)",
        "manager",
        read_manager,
    ),
    rule("report", rf"\bI{_WILL}\s+(?:be\s+)?(?:now\s+)?{_REPORT}", "manager", read_manager, tense="plan"),
    # ... and to the reader: "Your supervisor is Dr. Katrin Vollmer", "Your line manager will be Sam Reid"
    rule(_BOSS_WORDS, rf"(?<!\w)[Yy]our\s+(?:new\s+)?{_MANAGER}\s+is\s+", "manager", read_manager, whose="addressee"),
    rule(
        _BOSS_WORDS,
        rf"(?<!\w)[Yy]our\s+(?:new\s+)?{_MANAGER}\s+will\s+be\s+",
        "manager",
        read_manager,
        whose="addressee",
        tense="plan",
    ),  # (searched from "(?<!\w)": "Your" is no "you" anchor)
    rule(  # (or "ראש הצוות שלי תהיה X", "הממונה שלי: X")
        "מנהל|בוס|ראש|ממונה|מנח",  # (and a student's supervisor: "המנחה שלי הוא פרופ' איתן שמיר-קדם")
        rf"(?<!\w)(?:ו|ש|וש|כש)?ה?(?:(?:מנהל|בוס)(?:ת|ית)?|מנח(?:ה|ת)|ראש\s+ה?צוות|ממונה){HE_MY}שלי(?:\s+(?:כאן|פה))?"
        r"(?:\s+(?:עכשיו|מעכשיו|מהיום))?"
        r"(?:\s+(?:הוא|היא|זה|זו|יהיה|תהיה)\s*|\s*[:–-]\s*)(?=[A-Zא-ת])",  # a verb after "שלי" is what they did
        "manager",
        read_manager,
    ),
    # "יש לי מנהלת חדשה מפברואר, דנה אהרוני": a new boss one has, by name after its day
    rule(
        "יש לי",
        r"(?<!\w)(?:(?:ו|ש|וש|כש)?יש\s+לי|ו?לי\s+יש)\s+(?:עכשיו\s+)?(?:מנהל|מנהלת|בוס|בוסית)\s+חדש(?:ה)?"
        r"(?:\s+(?:מ|החל\s+מ)[^\s,]{2,12})?\s*[,:–-]\s*(?:קוראים\s+ל[הו]\s+)?",  # (its day, then the name)
        "manager",
        read_manager,
    ),
    # "... as Head of Procurement here at Arla Foods UK, reporting to Jens Holm": the one who speaks
    # (not an offer to the addressee: "I am pleased to offer you the position of X ..., reporting to Y", "I'm
    # pleased to confirm our offer of employment for the position of X, reporting to Y")
    rule(
        ", reporting",
        r"(?<!Engineer\s)(?<!Analyst\s)(?<!Associate\s)(?<!Specialist\s)(?<!Accountant\s)(?<!Level\s)(?<!Grade\s)"
        r"(?<!Scientist\s)(?<!Technician\s)(?<!Chemist\s)(?<!Developer\s)(?<!Designer\s)(?<!Coordinator\s)"
        # (not "Engineer I"; nor one welcomed or met: "I'd like to welcome X, who joins us as Y, reporting to Z")
        # (nor one announced: "I'm very pleased to share that Marisol Quintero will join Corveta as X, reporting to Y")
        r"\bI\b(?:(?!\b(?:you|offer|welcome|met|meet|who|whom|announce|announcing|share|sharing|introduce|introducing)\b"
        r"|\bthat\s+[A-Z][a-z]+\s+[A-Z]|[A-Z][a-z]+\s+[A-Z][a-z]+\s+(?:joins|joined|will|is|has)\b)[^.!?:\n]){0,120}?,\s+"
        r"reporting\s+(?:directly\s+)?to\s+",  # (nor another's clause after a colon: "...: Meera Iyer joins us as")
        "manager",
        read_manager,
    ),
    rule(
        "m under|am under|m now under|am now under|me under|working under",
        r"\b(?:I(?:['’]m|\s+am)\s+(?:now\s+)?(?:working\s+)?|moved\s+me\s+)under\s+(?=[A-Z])",
        "manager",
        read_manager,
    ),
    rule("כפוף", r"(?<!\w)(?:ו|ש|וש|כש)?אני\s+(?:כפוף|כפופה)\s+(?:ישירות\s+)?ל-?(?=[א-תA-Z])", "manager", read_manager),
    # "The principal is Dana Ostrowski, I'd report to her": the one its sentence named just before the pronoun
    rule(
        "report to her|report to him",
        r"\bI(?:['’]d|['’]ll|\s+will|\s+would)?\s+(?:be\s+)?report(?:ing)?\s+(?:directly\s+)?to\s+(?=(?:him|her)\b)",
        "manager",
        lambda text, pos: _named_before(text, pos),
    ),
    rule(
        "my manager|my boss|my new manager|my new boss|my line manager|my team lead",
        # "Priya Raman, my manager since Monday": the name before it
        # (not an employer before "my manager is X": "... at Red Hat, my manager is Kevin Tran")
        rf"\b(?=[A-Z][a-z]+(?:-[A-Z][a-z]+)?\s+[A-Z][\w'-]+,\s+my\s+(?:new\s+)?{_MANAGER}\b(?!\s+(?:is|was|will\s+be|['’]s)\s+[A-Z]))",
        "manager",
        lambda text, pos: _then_my_manager(read_person(text, pos), text),
    ),
    rule(
        "מדווח|אדווח",
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:אני\s+(?:מדווח|מדווחת)|אדווח)\s+(?:ישירות\s+)?ל(?:-)?(?=[A-Zא-ת])",
        "manager",
        read_manager,
    ),
    rule(
        "manager|boss|supervisor|lead",
        rf"\b(?:I\s+am|I'm|as)\s+your\s+(?:new\s+)?{_MANAGER}\b(?!['’]s)",
        "manager",
        None,
        whose="addressee",
    ),
    rule(
        "manager|boss|supervisor|lead",
        rf"\bI(?:'ll| will)\s+be\s+your\s+(?:new\s+)?{_MANAGER}\b",
        "manager",
        None,
        whose="addressee",
        tense="plan",
    ),
    rule(
        "report",
        rf"{_YOU}(?:(?:['’]ll|\s+will)\s+(?:continue\s+to|keep)|\s+now|\s+still)?\s+{_REPORT}{_TO_ME}",
        "manager",
        None,
        whose="addressee",
    ),
    rule(
        "report",
        rf"{_YOU}(?:'ll| will)\s+(?:be\s+)?{_REPORT}{_TO_ME}",
        "manager",
        None,
        whose="addressee",  # (the writer's own arrangement: from the letter, or the day it gives)
    ),
    rule(
        "report",
        rf"{_YOU}(?:(?:['’]ll|\s+will)\s+(?:continue\s+to|keep)|\s+now|\s+still)?\s+{_REPORT}(?!me\b)",
        "manager",
        read_manager,
        whose="addressee",
    ),
    rule(
        "report",
        rf"{_YOU}(?:'ll| will)\s+(?:be\s+)?{_REPORT}(?!me\b)",
        "manager",
        read_manager,
        whose="addressee",
        tense="plan",
    ),
)
# the reader's new post, said by the one they will work under: "You are my new sous chef effective March 1.", "Starting
# November 1 you're my chef de cuisine" (a title: not "you're my best friend")
# a researcher's post with the one who leads it: "I start at Saint-Laurent on the 1st of September, two years as a
# postdoc with Mathieu Gagnon-Lévesque", "I start at the institute on the 1st of April as a postdoc in Regula's group"
_RESEARCH_POST = (
    r"(?:postdoc(?:toral\s+(?:fellow|researcher))?|PhD\s+student|doctoral\s+student|research\s+(?:assistant|fellow))"
)
_GROUP_OF = re.compile(
    r"((?:Dr\.?\s+|Prof\.?\s+)?[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)['’]s\s+(?:research\s+)?(?:group|lab|team)\b"
)


def _post_with(text: str, pos: int):
    """The one a research post is with: named ("with Mathieu Gagnon-Lévesque") or by their group ("in Regula's
    group")."""
    if group := _GROUP_OF.match(text, pos):
        return group.group(1), group.end(1)
    return read_manager(text, pos) if text[max(0, pos - 7) : pos].rstrip().endswith((" with", " under")) else None


_TAKES_ME_ON = re.compile(r"([A-Z][a-z]+)(?:['’]s|\s+is)\s+(?:taking|going\s+to\s+take)\s+me\s+on\b")


def _taking_me_on(text: str, pos: int):
    """One the vault knows by their first name who takes the writer on: "Morven's taking me on from September" (a
    supervisor; a firm so named is an employer, ``frame_triggers``)."""
    from hinet_pipeline.memory.facts.named import known_named

    if (m := _TAKES_ME_ON.match(text, pos)) and (full := known_named(m.group(1))):
        return full, m.end()
    return None


BOSS_RULES += tuple(
    rule(
        "postdoc|phd|doctoral|research",
        rf"\bI(?:['’]ll|\s+will)?\s+{verb}\b[^.!?\n]{{0,80}}?\bas\s+an?\s+{_RESEARCH_POST}\s+(?:with|under|in)\s+(?=[A-Z])",
        "manager",
        _post_with,
        tense=tense,
    )
    for verb, tense in (("(?:start|begin)", "plan"), ("(?:started|began|joined)", "past"))
)
BOSS_RULES += (
    rule("taking me on|take me on", rf"(?<![\w'’])(?={_TAKES_ME_ON.pattern})", "manager", _taking_me_on, tense="plan"),
    rule(
        "you",
        r"\b[Yy]ou(?:['’]re|\s+are|['’]ll\s+be|\s+will\s+be)\s+(?:now\s+)?my\s+(?:new\s+)?(?=[A-Za-z])",
        "job_title",
        lambda text, pos: got if (got := read_title(text, pos)) and has_title(got[0]) else None,
        whose="addressee",
    ),
)
# "X is your manager" / "X will be your manager": the object comes first; "X is my new boss", "X's my boss" too.
YOUR_MANAGER = re.compile(rf"({PERSON_NAME.pattern})\s+(is|will\s+be)\s+your\s+(?:new\s+)?{_MANAGER}\b")
# (an aside between, and "still" / "now": "Marisol Quintero (the unit director) is my direct boss now", "Rhonda
# Pickard is still my boss")
MY_MANAGER = re.compile(  # (not a condition's: "If Rhonda Pickard is still my boss next year ...")
    rf"(?!(?:If|When|Unless|Should|Once|Whether)\s)({PERSON_NAME.pattern})(?:\s+\([^()\n]{{1,100}}\))?,?(\s+is|['’]s|\s+will\s+be)\s+(?:still\s+|now\s+)?my\s+"
    rf"(?:new\s+|direct\s+)?{_MANAGER}\b(?!['’]s|\s+(?:in|on)\s+(?:the|our|my)\b|\s+at\s+the\s+(?:volunteer|church|club)\b)"
)
