"""The grammar the ``language`` extractor reads statements by: the ``Rule`` type, its builders and
vocabulary, and ``RULES``, the table of every statement it reads in English and Hebrew.

A statement is a subject, a verb from a closed lexicon and an object found by its type:

* subjects: "I" / "we" (with their auxiliaries: "I've just", "we're", "I'll be", "I no longer"),
  Hebrew's inflection ("עברתי", "עברנו", "אני עוברת", "אתחיל"), "my" / "שלי" before a noun ("my
  new number is", "המנהלת החדשה שלי"), the addressee ("you report to me");
* verbs by meaning: moving, relocating and settling (lives_in / address), living, being back for
  good, starting, joining, working, taking a position (works_at, and job_title after "as"), leaving,
  quitting, resigning (works_at ends), reporting to (manager), being reached / called (phone);
  each inflection is read for its tense (``mood.tense_of``);
* objects by type (``objects``): a place a gazetteer knows (``places``: "Haifa", "תל אביב", never
  "the 3rd floor"), a street address, an organisation, a person, a phone (``phonenumbers``), a title.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hinet_pipeline.memory.facts.objects import (
    Reader,
    read_address,
    read_city,
    read_job_or_org,
    read_last_day,
    read_number,
    read_org,
    read_person,
    read_place,
    read_title,
)
from hinet_pipeline.memory.facts.structured import PERSON_NAME


@dataclass(frozen=True)
class Rule:
    """A statement: ``pattern`` ends where its object starts; ``read`` reads the object (None: the
    speaker is the object, "as your manager"). ``whose``: the subject is the speaker ("I") or the
    addressee ("you"). ``tense``: "now" (holds from the record's time, or the date the sentence
    gives), "past" (the same, a bare weekday read backwards), "plan" (only with a date), "move"
    (a move: only with a date; "from D" holds from D, "on D" from the day after the travel day),
    "verb" (read from the auxiliaries and the verb's form). ``day_after``: the date names the last
    day ("my last day is Friday"), so the retraction takes effect the day after. ``change``: the
    verb names a change ("move", "join"), so "I'm moving" is a plan; "I'm living" is now."""

    pattern: re.Pattern
    predicate: str
    read: Reader | None
    whose: str = "speaker"
    tense: str = "now"
    retract: bool = False
    day_after: bool = False
    needs: tuple[str, ...] = ()
    change: bool = True
    place: bool = False  # a where-one-lives statement: never about a desk, an office or a floor


def _r(needs: str, pattern: str, *args, **kw) -> Rule:
    """A rule; ``needs``: words ("a|b") one of which the text must contain, a cheap test before the regex."""
    return Rule(re.compile(pattern), *args, needs=tuple(needs.split("|")), **kw)


def _forms(*lemmas: str) -> str:
    """Every inflection of English verbs: "move" → move|moves|moved|moving; irregular ones as
    "leave/left"; the longest first, so the regex prefers "moving" to "move"."""
    out: set[str] = set()
    for lemma in lemmas:
        base, past, ing = (lemma.split("/") + ["", ""])[:3]
        stem = base[:-1] if base.endswith("e") and not base.endswith("ee") else base
        out |= {base, base + ("es" if base.endswith(("s", "sh", "ch", "x")) else "s")}
        out.add(past or (stem + "ed" if base.endswith("e") else base + "ed"))
        out.add(ing or (stem + "ing" if base.endswith("e") else base + "ing"))
    return "|".join(sorted(out, key=len, reverse=True))


# what may stand between "I" / "we" and the verb: auxiliaries, adverbs, the modals a mood reads
_AUX_WORD = (
    r"(?:have|has|had|am|are|was|were|is|will|shall|would|could|might|may|should|must|can|do|did|does|just|finally|"
    r"recently|now|officially|also|already|actually|really|soon|then|both|all|still|currently|be|been|being|"
    r"going\s+to|gonna|about\s+to|planning\s+to|plan\s+to|planning\s+on|due\s+to|set\s+to|scheduled\s+to|"
    r"hoping\s+to|hope\s+to|want\s+to|wanna|trying\s+to|try\s+to|not|never|no\s+longer|"
    r"(?:do|did|does|can|have|has|had|was|were|is|are|would|could|should|wo|ca)n['’]t)"
)
_SUBJ = rf"\b(?P<subj>I|[Ww]e)(?P<aux>(?:['’](?:ve|m|re|ll|d)\b|\s+{_AUX_WORD}\b)*)\s+"


def _v(needs: str, verbs: str, tail: str, *args, **kw) -> Rule:
    """A first-person clause: "I" / "we", its auxiliaries, a verb of ``verbs`` (lemmas), ``tail``."""
    forms = _forms(*verbs.split())
    VERB_FORMS.update(forms.split("|"))
    return _r(needs, rf"{_SUBJ}(?P<verb>{forms})\s+{tail}", *args, tense="verb", **kw)


VERB_FORMS: set[str] = set()


def _org_not_person(text: str, pos: int):
    """ "I work for X": an organisation, not a person ("I work for Jane Doe" names a boss, unsaid)."""
    from hinet_pipeline.memory.facts.lexicon import org_suffix
    from hinet_pipeline.memory.facts.signoff import name_of

    got = read_org(text, pos)
    if got and len(got[0].split()) in (2, 3) and name_of(got[0]) and not org_suffix(got[0]):
        return None
    return got


_WE = r"\b(?:I|[Ww]e)"
_MANAGER = r"(?:manager|boss|line\s+manager|supervisor|team\s+lead|direct\s+manager)"
_JUST = r"(?:'ve| have)?\s+(?:just\s+|finally\s+)?"
_WILL = r"(?:'ll| will|'m| am|'re| are)"
_JOB = r"(?:working\s+|work\s+|my\s+(?:new\s+)?job\s+|a\s+(?:new\s+)?(?:job|position|role)\s+)?(?:at|for|with)\s+"
_REPORT = r"report(?:ing)?\s+(?:directly\s+)?to\s+"
_FLAT = (
    r"(?:(?:a|an|the|our|my)\s+(?:new\s+)?(?:flat|apartment|house|home|place|condo|studio|townhouse)\s+(?:in|at|on)\s+)"
)
_HE_ADV = r"(?:(?:עכשיו|כבר|כיום|היום|באמת|גם|סוף\s+סוף|סופסוף|רשמית)\s+)"
_HE_MY = r"\s+(?:ה[א-ת]+\s+){0,2}"  # "המספר [הגרמני] [החדש] שלי"
_HE_FLAT = r"(?:ל?(?:דירה|בית|דירת)(?:\s+(?:חדשה|חדש|שכורה|קטנה|גדולה))?\s+)"

RULES: tuple[Rule, ...] = (
    # where one lives: moving, relocating, settling (to a place, or into a street address)
    _v("mov|reloc", "move relocate", rf"(?:back\s+)?(?:in)?to\s+{_FLAT}?", "address", read_address, place=True),
    _v("mov|reloc", "move relocate", rf"(?:back\s+)?(?:in)?to\s+{_FLAT}?", "lives_in", read_city, place=True),
    _v("settl", "settle", rf"(?:down\s+)?in(?:to)?\s+{_FLAT}?", "lives_in", read_city, place=True),
    _v("liv|resid", "live reside", r"(?:now\s+|currently\s+)?in\s+", "lives_in", read_place, change=False, place=True),
    _v(
        "liv|resid",
        "live reside",
        rf"(?:now\s+)?(?:at|on)\s+{_FLAT}?",
        "address",
        read_address,
        change=False,
        place=True,
    ),  # noqa: E501
    _r(
        "back",
        rf"{_WE}(?:'m| am|'re| are)\s+back\s+(?:home\s+)?in\s+"
        r"(?=\S+(?:\s+\S+)?\s+(?:for\s+good|permanently|to\s+stay))",
        "lives_in",
        read_place,
        place=True,
    ),  # fmt: skip
    _r(
        "address",
        r"\b(?:[Mm]y|[Oo]ur)\s+(?:new\s+)?(?:home\s+|postal\s+|mailing\s+)?address(?:\s+is(?:\s+now)?|\s+will\s+be|\s*:)\s*:?\s*",
        "address",
        read_address,
    ),
    _r(
        "new flat|new apartment|new place|new home|new house",
        r"\b(?:[Mm]y|[Oo]ur)\s+new\s+(?:flat|apartment|place|home|house)\s+is\s+(?:at|on)\s+",
        "address",
        read_address,
    ),
    _r("עבר", r"(?<!\w)(?:ו|ש|וש|כש)?עבר(?:תי|נו)\s+(?:לגור\s+ב|ל)", "lives_in", read_place, tense="past", place=True),
    _r(
        "עבר",
        rf"(?<!\w)(?:עבר(?:תי|נו)|חזר(?:תי|נו)\s+לגור)\s+{_HE_FLAT}ב",
        "lives_in",
        read_place,
        tense="past",
        place=True,
    ),
    _r(
        "עבר",
        rf"(?<!\w)עבר(?:תי|נו)\s+{_HE_FLAT}?ב?(?=רחוב|רח['׳]|שד)",
        "address",
        read_address,
        tense="past",
        place=True,
    ),  # noqa: E501
    _r(
        "עובר|אעבור|נעבור",
        r"(?<!\w)(?:(?:אני|אנחנו)\s+(?:עובר|עוברת|עוברים|עוברות)|אעבור|נעבור)\s+(?:לגור\s+ב|ל)",
        "lives_in",
        read_place,
        tense="move",
        place=True,
    ),
    _r("חזר", r"(?<!\w)חזר(?:תי|נו)\s+לגור\s+ב", "lives_in", read_place, tense="past", place=True),
    _r(
        "חוזר",
        r"(?<!\w)(?:אני|אנחנו)\s+(?:חוזר|חוזרת|חוזרים|חוזרות)\s+לגור\s+ב",
        "lives_in",
        read_place,
        tense="move",
        place=True,
    ),
    _r("התמקמ", r"(?<!\w)התמקמ(?:תי|נו)\s+ב", "lives_in", read_place, tense="past", place=True),
    _r("רילוקיישן", r"(?<!\w)(?:עשי(?:תי|נו)\s+)?רילוקיישן\s+ל", "lives_in", read_place, tense="past", place=True),
    _r(
        "גר",
        rf"(?<!\w)(?:אני|אנחנו)\s+{_HE_ADV}*(?:גר|גרה|גרים|גרות)\s+{_HE_ADV}?ב",
        "lives_in",
        read_place,
        place=True,
    ),  # noqa: E501
    _r("הכתובת", rf"(?<!\w)הכתובת{_HE_MY}(?:שלי|שלנו)\s*(?:היא|תהיה)?\s*:?\s*", "address", read_address),
    # work: starting, joining, working, taking a position; leaving, quitting, resigning
    _v("start|began|begin", "start begin/began", _JOB, "works_at", read_org),
    _v("join", "join", r"(?!(?:the|a|an|us|you|them|in|for|me|him|her|forces|hands)\b)", "works_at", read_org),
    _v(
        "work",
        "work",
        r"(?:now\s+|currently\s+|full[-\s]time\s+)?at\s+(?=[A-Z\u05d0-\u05ea])",
        "works_at",
        read_org,
        change=False,
    ),
    _v(
        "work",
        "work",
        r"(?:now\s+|currently\s+|full[-\s]time\s+)?for\s+(?=[A-Z\u05d0-\u05ea])",
        "works_at",
        _org_not_person,
        change=False,
    ),  # fmt: skip
    _v(
        "accept|took|take",
        "accept take/took",
        r"(?:a|an|the)\s+(?:new\s+)?(?:position|job|role|offer)\s+(?:at|with)\s+",
        "works_at",
        read_org,
    ),  # fmt: skip
    _v("left|leav", "leave/left", r"(?=my\s+(?:old\s+)?job)", "works_at", read_job_or_org, retract=True),
    _v(
        "left|leav",
        "leave/left",
        r"(?=[A-Z])(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today|Tomorrow)\b)",
        "works_at",
        _org_not_person,
        retract=True,
    ),  # fmt: skip
    _v("quit", "quit/quit/quitting", r"(?=my\s+(?:old\s+)?job)", "works_at", read_job_or_org, retract=True),
    _v("quit", "quit/quit/quitting", r"(?=[A-Z])", "works_at", _org_not_person, retract=True),
    _v(
        "resign|retir",
        "resign retire",
        r"from\s+(?:my\s+(?:position|job|role)\s+(?:at|with)\s+)?(?=[A-Z])",
        "works_at",
        read_org,
        retract=True,
    ),  # fmt: skip
    _r(
        "last day|last working day|last work day",
        r"\b[Mm]y\s+last\s+(?:working\s+|work\s+)?day",
        "works_at",
        read_last_day,
        tense="plan",
        retract=True,
        day_after=True,
    ),
    _r("האחרון", r"(?<!\w)היום\s+האחרון\s+שלי", "works_at", read_last_day, tense="plan", retract=True, day_after=True),
    _r(
        "התחל",
        r"(?<!\w)(?:ו|ש|וש|כש|מאז\s+ש)?התחל(?:תי|נו)\s+(?:לעבוד|עבודה\s+חדשה)\s+(?:אצל\s+|ב)",
        "works_at",
        read_org,
        tense="past",
    ),
    _r(
        "לעבוד",
        r"(?<!\w)(?:מתחיל|מתחילה|מתחילים|אתחיל|נתחיל)\s+לעבוד\s+(?:אצל\s+|ב)",
        "works_at",
        read_org,
        tense="plan",
    ),  # noqa: E501
    _r(
        "הצטרפ",
        r"(?<!\w)(?:ו|ש|וש|כש|מאז\s+ש)?הצטרפ(?:תי|נו)\s+(?:לצוות\s+(?:של\s+)?)?ל",
        "works_at",
        read_org,
        tense="past",
    ),
    _r(
        "מצטרף|אצטרף",
        r"(?<!\w)(?:(?:אני|אנחנו)\s+(?:מצטרף|מצטרפת|מצטרפים)|אצטרף|נצטרף)\s+ל",
        "works_at",
        read_org,
        tense="plan",
    ),
    _r("קיבלתי", r"(?<!\w)קיבלתי\s+(?:עבודה|משרה|הצעה)\s+(?:חדשה\s+)?(?:אצל\s+|ב)", "works_at", read_org, tense="past"),
    _r("עובד", rf"(?<!\w)אני\s+{_HE_ADV}*(?:עובד|עובדת)\s+{_HE_ADV}?(?:אצל\s+|ב)", "works_at", read_org),
    _r(
        "עזב",
        r"(?<!\w)עזב(?:תי|נו)\s+(?:(?:היום|אתמול|כבר)\s+)?את\s+",
        "works_at",
        read_job_or_org,
        tense="past",
        retract=True,
    ),
    _r(
        "התפטר",
        r"(?<!\w)התפטר(?:תי|נו)\s+(?:היום\s+|אתמול\s+)?מ",
        "works_at",
        read_job_or_org,
        tense="past",
        retract=True,
    ),  # noqa: E501
    _r(
        "עוזב",
        r"(?<!\w)(?:אני|אנחנו)\s+(?:עוזב|עוזבת|עוזבים)\s+את\s+",
        "works_at",
        read_job_or_org,
        tense="plan",
        retract=True,
        day_after=True,
    ),  # fmt: skip
    # a title of one's own
    _r(
        "promot|named|appoint",
        rf"\bI{_JUST}(?:'ve|\s+have)?\s*been\s+(?:promoted\s+to|named|appointed)\s+(?:as\s+)?",
        "job_title",
        read_title,
    ),  # fmt: skip
    _r(
        "title|role|position",
        r"\b[Mm]y\s+(?:new\s+)?(?:job\s+)?(?:title|role|position)\s+(?:is(?:\s+now)?|will\s+be)\s+",
        "job_title",
        read_title,
    ),  # fmt: skip
    # phone: a number said to be one's own
    _r(
        "number|phone|cell|mobile|line|extension",
        r"\b[Mm]y\s+(?:new\s+)?(?:[A-Z][a-z]+\s+)?(?:(?:direct|office|work|home|cell|mobile|private|personal|desk)\s+)?"
        r"(?:(?:phone\s+)?number|phone|cell(?:\s+phone)?|mobile|line|extension|#)(?:\s+is(?:\s+now)?|\s+will\s+be|\s*:)\s*",
        "phone",
        read_number,
    ),
    _r(
        "be reached",
        r"\bI\s+(?:can|may|will|could)\s+(?:also\s+|now\s+|best\s+)?be\s+reached\s+(?:by\s+(?:phone|cell)\s+|"
        r"on\s+my\s+(?:cell|mobile)\s+)?(?:at|on|@)\s*",
        "phone",
        None,
    ),  # fmt: skip
    _r(
        "me at|me on|me back|me in|me by|me @|call at",
        r"\b(?:[Cc]all|[Rr]each|[Tt]ext|[Rr]ing|[Pp]hone|[Cc]ontact)\s+me\s+(?:back\s+)?(?:[\w-]+\s+){0,3}?(?:at|on|@)\s*"
        r"|\bgive\s+me\s+a\s+(?:call|ring|buzz)\s+(?:[\w-]+\s+){0,2}?(?:at|on|@)\s*",
        "phone",
        None,
    ),  # fmt: skip
    _r(
        "המספר|הטלפון|הנייד",
        rf"(?<!\w)(?:המספר|הטלפון|הנייד){_HE_MY}שלי\s*(?:הוא|זה|עכשיו)?\s*:?\s*",
        "phone",
        read_number,  # noqa: E501
    ),
    _r("להשיג", r"(?<!\w)(?:אפשר|ניתן)\s+להשיג\s+אותי\s+(?:ב|במספר\s+)", "phone", None),
    # manager: "my manager is X", "I report to X", and to the addressee "I'm your manager", "you report to X"
    _r(
        "manager|boss|supervisor|lead", rf"\b[Mm]y\s+(?:new\s+)?{_MANAGER}\s+(?:is|is\s+now)\s+", "manager", read_person
    ),  # noqa: E501
    _r(
        "manager|boss|supervisor|lead",
        rf"\b[Mm]y\s+(?:new\s+)?{_MANAGER}\s+will\s+be\s+",
        "manager",
        read_person,
        tense="plan",
    ),
    _r("report", rf"\bI\s+(?:now\s+)?{_REPORT}", "manager", read_person),
    _r("report", rf"\bI{_WILL}\s+(?:be\s+)?(?:now\s+)?{_REPORT}", "manager", read_person, tense="plan"),
    _r(
        "מנהל|בוס",
        rf"(?<!\w)ה?(?:מנהל|בוס)(?:ת|ית)?{_HE_MY}שלי\s*(?:הוא|היא|יהיה|תהיה)?\s*,?\s*(?=[A-Zא-ת])",
        "manager",
        read_person,
    ),
    _r("מדווח", r"(?<!\w)אני\s+(?:מדווח|מדווחת)\s+(?:ישירות\s+)?ל(?:-)?(?=[A-Zא-ת])", "manager", read_person),
    _r(
        "manager|boss|supervisor|lead",
        rf"\b(?:I\s+am|I'm|as)\s+your\s+(?:new\s+)?{_MANAGER}\b(?!['’]s)",
        "manager",
        None,
        whose="addressee",
    ),
    _r(
        "manager|boss|supervisor|lead",
        rf"\bI(?:'ll| will)\s+be\s+your\s+(?:new\s+)?{_MANAGER}\b",
        "manager",
        None,
        whose="addressee",
        tense="plan",
    ),
    _r("report", rf"\b[Yy]ou\s+(?:now\s+)?{_REPORT}(?=me\b)", "manager", None, whose="addressee"),
    _r(
        "report",
        rf"\b[Yy]ou(?:'ll| will)\s+(?:be\s+)?{_REPORT}(?=me\b)",
        "manager",
        None,
        whose="addressee",
        tense="plan",
    ),
    _r("report", rf"\b[Yy]ou\s+(?:now\s+)?{_REPORT}(?!me\b)", "manager", read_person, whose="addressee"),
    _r(
        "report",
        rf"\b[Yy]ou(?:'ll| will)\s+(?:be\s+)?{_REPORT}(?!me\b)",
        "manager",
        read_person,
        whose="addressee",
        tense="plan",
    ),
)
# "X is your manager" / "X will be your manager": the object comes first; "X is my new boss" too.
YOUR_MANAGER = re.compile(rf"({PERSON_NAME.pattern})\s+(is|will\s+be)\s+your\s+(?:new\s+)?{_MANAGER}\b")
MY_MANAGER = re.compile(rf"({PERSON_NAME.pattern})\s+(is|will\s+be)\s+my\s+(?:new\s+)?{_MANAGER}\b")
NOT_A_NAME = frozenset(  # a capitalised word before a name at the start of a sentence
    "So And But Also Anyway Btw FYI Finally Officially Then Now Yes Well Hi Hello Dear Update".split()
    + "He She They It This That Who".split()
)
AS_TITLE = re.compile(r"\s*(?:\bas\s+|(?<!\w)בתור\s+|(?<=\s)כ(?=[א-ת]))")
