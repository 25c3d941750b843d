"""The ``language`` extractor: statements in English and Hebrew, read by their grammar (see
``facts.extract`` for what it reads), each with the time it holds from.

A statement is a subject, a verb from a closed lexicon and an object found by its type:

* subjects: "I" / "we" (with their auxiliaries: "I've just", "we're", "I'll be", "I no longer"),
  Hebrew's inflection ("עברתי", "עברנו", "אני עוברת", "אתחיל"), "my" / "שלי" before a noun ("my
  new number is", "המנהלת החדשה שלי"), the addressee ("you report to me"), and in announcements a
  named person ("Jane Doe has joined Enron as Director", "X has been named CFO");
* verbs by meaning: moving, relocating and settling (lives_in / address), living, being back for
  good, starting, joining, working, taking a position (works_at, and job_title after "as"), leaving,
  quitting, resigning (works_at ends), reporting to (manager), being reached / called (phone);
  each inflection is read for its tense: past ("moved", "have joined"), present ("live", "work"),
  a plan ("will", "going to", "'m moving") which counts only with its date;
* objects by type: a place a gazetteer knows (``places``: "Haifa", "תל אביב", never "the 3rd
  floor"), a street address, an organisation, a person, a phone (``phonenumbers``), a title;
* time: a date phrase in the sentence ("from 1 April", "in 1996", "ביום שלישי"), by ``dateparser``
  against the record's date (``dates``); without one, the record's date.

What is not a fact: a hypothetical, a wish or a question ("if I moved to Paris", "I'd love to
work at X", "should I move?"), a negation ("I don't live in X"), a joke ("just kidding"), someone
else's words in quotes, a desk or office move ("moving to the 3rd floor": no gazetteer place).
Quoted mail text is someone else's: in a mail each forwarded message speaks for its own author.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from functools import lru_cache
from typing import Iterator

from ..config import Owner
from ..people.identity import display_name, phone_e164, split_participant
from ..records import CanonicalItem
from .dates import resolve_date, sentence_around, stated_when
from .mailparts import wrote
from .objects import (
    Reader,
    read_address,
    read_city,
    read_job_or_org,
    read_last_day,
    read_number,
    read_numbers,
    read_org,
    read_org_of_title,
    read_person,
    read_place,
    read_title,
)
from .store import Found
from .structured import PERSON_NAME

# -- who speaks, to whom, and which text is theirs ------------------------------------------------


def _who(entry: str) -> set[str]:
    """The name and address in "Name <addr>", "Name" or "addr", case-folded."""
    return {k.casefold() for k in split_participant(entry) if k}


def speaker(item: CanonicalItem, owner: Owner) -> str | None:
    """The subject of the item's first-person statements: the owner for text the owner wrote;
    in mail the sender by name (First Last), by address when the mail shows no name; else the author."""
    if wrote(owner, item.source, item.author):
        return owner.name
    if item.source == "mail":
        from .mailparts import sender

        name, addr = sender(item.author, item.participants)
        return name or addr
    return display_name(item.author)


def addressee(item: CanonicalItem, owner: Owner) -> str | None:
    """The subject of a mail's second-person statements: its one participant besides the author."""
    if item.source != "mail" or not item.author or len(item.participants) > 4:
        return None  # "you" is one person: a mail to many speaks to no one in particular
    me = _who(item.author)
    from .mailparts import sender

    sent_by = {k.casefold() for k in sender(item.author, item.participants) if k}
    others = [p for p in item.participants if not (me | sent_by) & _who(p)]
    if len(others) != 1:
        return None
    if wrote(owner, item.source, others[0]):
        return owner.name
    from .mailparts import person

    name, addr = person(others[0])
    return name or addr


_QUOTED = re.compile(
    r"^[ \t]*>.*$"  # a quoted line
    r"|^On .{5,200}\bwrote:[ \t]*$"  # its attribution
    r"|^.{0,200}(?:כתב|כתבה|כתב/ה):[ \t]*$",
    re.M,
)
_FORWARDED = re.compile(r"^-{2,}[ \t]*(?:Original Message|Forwarded message|הודעה שהועברה)", re.M | re.I)


def own_text(body: str) -> str:
    """The body with quoted and forwarded text blanked out (same length: spans stay valid)."""
    text = _QUOTED.sub(lambda m: " " * len(m.group()), body)
    if "--" in text and (m := _FORWARDED.search(text)):
        text = text[: m.start()] + re.sub(r"[^\n]", " ", text[m.start() :])
    return text


# -- the grammar ------------------------------------------------------------------------------------


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


_PAST_FORM = re.compile(r"(?:ed|left|quit|took|came|went|began|begun|got|been)$")
# what may stand between "I" / "we" and the verb: auxiliaries, adverbs, the modals a mood reads
_AUX_WORD = (
    r"(?:have|has|had|am|are|was|were|is|will|shall|would|could|might|may|should|must|can|do|did|does|just|finally|"
    r"recently|now|officially|also|already|actually|really|soon|then|both|all|still|currently|be|been|being|"
    r"going\s+to|gonna|about\s+to|planning\s+to|plan\s+to|planning\s+on|due\s+to|set\s+to|scheduled\s+to|"
    r"hoping\s+to|hope\s+to|want\s+to|wanna|trying\s+to|try\s+to|not|never|no\s+longer|"
    r"(?:do|did|does|can|have|has|had|was|were|is|are|would|could|should|wo|ca)n['’]t)"
)
_SUBJ = rf"\b(?P<subj>I|[Ww]e)(?P<aux>(?:['’](?:ve|m|re|ll|d)\b|\s+{_AUX_WORD}\b)*)\s+"
_UNREAL_AUX = re.compile(
    r"\b(?:would|could|might|may|should|must|wanna|want\s+to|hoping\s+to|hope\s+to|trying\s+to|try\s+to|not|never)\b"
    r"|['’]d\b|n['’]t\b",
    re.I,
)
_PLAN_AUX = re.compile(
    r"['’]ll\b|\b(?:will|shall|going\s+to|gonna|about\s+to|planning\s+to|plan\s+to|planning\s+on|due\s+to|set\s+to|"
    r"scheduled\s+to)\b",
    re.I,
)


def _v(needs: str, verbs: str, tail: str, *args, **kw) -> Rule:
    """A first-person clause: "I" / "we", its auxiliaries, a verb of ``verbs`` (lemmas), ``tail``."""
    forms = _forms(*verbs.split())
    _VERB_FORMS.update(forms.split("|"))
    return _r(needs, rf"{_SUBJ}(?P<verb>{forms})\s+{tail}", *args, tense="verb", **kw)


_VERB_FORMS: set[str] = set()


def _org_not_person(text: str, pos: int):
    """ "I work for X": an organisation, not a person ("I work for Jane Doe" names a boss, unsaid)."""
    from .lexicon import org_suffix
    from .signature import name_of

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
_YOUR_MANAGER = re.compile(rf"({PERSON_NAME.pattern})\s+(is|will\s+be)\s+your\s+(?:new\s+)?{_MANAGER}\b")
_MY_MANAGER = re.compile(rf"({PERSON_NAME.pattern})\s+(is|will\s+be)\s+my\s+(?:new\s+)?{_MANAGER}\b")
_NOT_A_NAME = frozenset(  # a capitalised word before a name at the start of a sentence
    "So And But Also Anyway Btw FYI Finally Officially Then Now Yes Well Hi Hello Dear Update".split()
    + "He She They It This That Who".split()
)

_SUMMARY = re.compile(r"^[ \t]*[-*]?[ \t]*(Where I live|Work)[ \t]*:[ \t]*(.+)$", re.M)
_SEGMENT = re.compile(r"([^;,(]+?)\s*(?:\([^)]*\))?\s+(until|since|from)\s+([^;,.]+)")


_PAST = re.compile(r"(?<!\w)(?:was|היה)(?!\w)")


def _tense(rule: Rule, m: re.Match) -> str | None:
    """The tense of a first-person clause from its auxiliaries and its verb's form; None for a
    clause that states nothing (a modal, a wish, a negation)."""
    if rule.tense != "verb":
        return rule.tense
    aux, verb = m.group("aux") or "", m.group("verb").casefold()
    if _UNREAL_AUX.search(aux):
        return None
    if _PLAN_AUX.search(aux):
        return "move" if rule.place and rule.change else "plan"
    if verb.endswith("ing"):
        return ("move" if rule.place else "plan") if rule.change else "now"
    if _PAST_FORM.search(verb) and not (verb == "quit" and re.search(r"'m|\bam\b", aux)):
        return "past"
    return "now"


def _valid_from(tense: str, rule: Rule, text: str, start: int, end: int, base: datetime) -> datetime | None:
    """When the statement holds from; None when a plan gives no (or no usable) date."""
    prefer = "future" if tense in ("plan", "move") else "past"
    if rule.day_after and _PAST.search("".join(sentence_around(text, start, end)) + text[start:end]):
        prefer = "past"  # "my last day was Thursday", "ביום חמישי היה היום האחרון שלי"
    when = stated_when(text, start, end, base, prefer)
    if tense == "move":  # "from 1 May": that day; "on 31 March": the travel day, so from the next
        if when is None or not (when.start or when.day):
            return None  # "next month": no day it holds from
        return when.at if when.start else when.at + timedelta(days=1)
    if tense == "plan":
        return when.at if when else None
    return when.at if when else base


# -- what is not a statement of fact -------------------------------------------------------------------

_UNREAL_BEFORE = re.compile(
    r"\b(?:suppose|supposing|imagine|pretend|wish|wishing|dream|dreaming|maybe|perhaps|rumou?r|rumou?red|supposedly|"
    r"allegedly|thinking\s+(?:about|of)|considering|wondering|what\s+if|instead\s+of|rather\s+than|hope|hoping|"
    r"joke|joking|kidding)\b"
    r"|(?<!\w)(?:אולי|הייתי|היינו|הלוואי|אילו|כאילו|חולם|חולמת|שוקל|שוקלת|שוקלים|מתלבט|מתלבטת|בצחוק|מקווה)(?!\w)",
    re.I,
)
# a condition: "if I moved to Paris", "אם אעבור"; but not the polite one ("If you have any questions,
# please call me at ...", "אם יש שאלות")
_IF = re.compile(r"\b(?:if|unless|whether|in\s+case|should\s+you)\b|(?<!\w)(?:אם|במקרה\s+ש)(?!\w)", re.I)
_POLITE_IF = re.compile(
    r"\b(?:questions?|need|needs|concerns?|problems?|issues?|comments?|assistance|help|trouble|want|wish|like|require|"
    r"anything)\b|(?<!\w)(?:שאלות|שאלה|צריך|צריכה|צריכים|בעיה)(?!\w)",
    re.I,
)
_NEGATED = re.compile(r"(?:\b(?:not|never|no)|n['’]t|(?<!\w)(?:לא|אף\s+פעם|טרם))\s+(?:\w+\s+)?$", re.I)
_UNREAL_AFTER = re.compile(
    r"\?|\b(?:just\s+kidding|jk|lol|haha+|kidding|joking|not\s+really|in\s+my\s+dreams|one\s+day|someday)\b|;\)|😂|🤣"
    r"|(?<!\w)(?:סתם|חחח+|בצחוק)(?!\w)",
    re.I,
)
# someone else's words: "he said (that) I ...", "she told me ...", "הוא אמר ש..." (not "I say")
_OTHERS_WORDS = re.compile(
    r"\b(?!I\b|[Ww]e\b)[A-Za-z]+\s+(?:said|says|told|tells|asked|asks|wrote|writes|claims|claimed)\b[^.!?\n]{0,40}$"
    r"|(?<!\w)(?:אמר|אמרה|סיפר|סיפרה|טען|טענה)(?!\w)",
)
_DESK = re.compile(
    r"\b(?:desk|desks|cube|cubicle|office|offices|floor|seat|seats|building|room|suite|wing|tower|EB\s*\d+|ECS|ECN)\b"
    r"|(?<!\w)(?:שולחן|משרד|קומה|חדר|בניין)(?!\w)",
    re.I,
)


_ASKED = re.compile(
    r"(?:^|[,;:]\s*)(?:should|shall|would|could|can|do|did|does|will|may|might|must)\s+(?:I|we)\s*$", re.I
)


def _conditional(before: str) -> bool:
    m = None
    for m in _IF.finditer(before):
        pass
    if m is None:
        return False
    clause = re.split(r"[,;]", before[m.end() :])[0]
    return not (_POLITE_IF.search(clause) and "," in before[m.end() :])


def _unreal(rule: Rule, text: str, start: int, end: int) -> bool:
    """A hypothetical, a wish, a condition, a question, a negation, a joke, someone else's quoted
    words; for a where-one-lives statement also a desk, office or floor near its place."""
    before, after = sentence_around(text, start, end)
    if _UNREAL_BEFORE.search(before) or _conditional(before) or _NEGATED.search(before[-30:]):
        return True
    stop = end + len(after)
    if text[stop : stop + 1] == "?" or _ASKED.search(before):
        return True  # a question: "Should I move to Berlin?"
    if _UNREAL_AFTER.search(after[:80]) or _OTHERS_WORDS.search(before):
        return True
    if (before.count('"') + before.count("“") + before.count("”")) % 2 == 1:
        return True  # inside quotation marks: someone's words
    return rule.place and bool(_DESK.search(text[start:end] + after[:25]))


# -- statements -----------------------------------------------------------------------------------------

_NEEDS = sorted({w for rule in RULES for w in rule.needs}, key=len, reverse=True)
# every English rule reads a statement in the first or second person; every other rule is Hebrew
_HE_LETTER = re.compile("[\u05d0-\u05ea]")
_ENGLISH = tuple(not any(_HE_LETTER.search(w) for w in rule.needs) for rule in RULES)
# "I", "we", "my", "our", "you", "your", "me" as words: written to start with a character set, so
# the regex engine skips to the candidate letters instead of trying every position (2.5x faster on
# mail-sized text)
_EN_PERSON = re.compile(r"[IWwMmOoYy](?<=\b[IWwMmOoYy])(?:(?<=I)|(?<=[Ww])e|(?<=[Mm])[ye]|(?<=[Oo])ur|(?<=[Yy])our?)\b")
# where a rule can start: one that begins with "I" / "we" or "my" / "our" / "you" is tried at those
# words only (found once per text), the others by a search
_ANCHORS = {
    "i": re.compile(r"\b(?:I|[Ww]e)\b"),
    "my": re.compile(r"\b(?:[Mm]y|[Oo]ur)\b"),
    "you": re.compile(r"\b[Yy]ou\b"),
}


def _anchor(rule: Rule) -> str | None:
    p = rule.pattern.pattern
    if rule.tense == "verb" or p.startswith((r"\bI\s", r"\bI(?:", r"\bI{", r"\b(?:I|[Ww]e)")):
        return "i"
    if p.startswith((r"\b[Mm]y", r"\b(?:[Mm]y|[Oo]ur)")):
        return "my"
    if p.startswith(r"\b[Yy]ou"):
        return "you"
    return None


_AT = tuple(_anchor(rule) for rule in RULES)
# every verb of the first-person rules: a clause is tried only where one of them stands, from the
# "I" / "we" a few words before it
_ANY_VERB = re.compile(r"\b(?:" + "|".join(sorted(_VERB_FORMS, key=len, reverse=True)) + r")\b")
_SUBJECT_REACH = 80  # "I", then its auxiliaries: "we've just recently been", "I'm officially going to be"


def _present(folded: str) -> set[str]:
    """The rules' words the text contains (substring tests run at C speed: faster than one regex
    with a lookahead at every position)."""
    return {w for w in _NEEDS if w in folded}


def might_state(source: str, author: str | None, body: str, owner: Owner) -> bool:
    """False when no rule can read a statement in ``body``: no Hebrew, and in English none of the
    constructions the rules read ("I" / "we" a few words before a verb of the lexicon, "my" before
    one of the nouns, "me at", "be reached", "you ... report", an announcement, a summary line).
    One regex search: the stage then skips most records without building them."""
    return (not body.isascii() and _HE_LETTER.search(body) is not None) or _cue(body)


def _objects(rule: Rule, text: str, pos: int, region: str) -> list[tuple[str | None, int]]:
    if rule.read is None and rule.predicate == "phone":
        return read_numbers(region)(text, pos) or []
    got = rule.read(text, pos)
    if got is None:
        return []
    return got if isinstance(got, list) else [got]


def _statements(
    text: str, me: str | None, you: str | None, base, region: str, my_name: str | None = None
) -> Iterator[tuple]:
    """(subject, predicate, object, valid_from, retract, span) for each statement in ``text``; ``me``
    names the speaker as facts name subjects, ``my_name`` as a person's name ("as your manager");
    ``base``: the record's time, or a function that gives it (read only when a statement is found)."""
    if not callable(base):
        base = (lambda at: lambda: at)(base)
    english = _EN_PERSON.search(text) is not None
    hebrew = not text.isascii() and _HE_LETTER.search(text) is not None
    if not english and not hebrew:
        return  # no "I", "we", "my", "our", "you" and no Hebrew: no statement any rule reads
    folded = text.casefold()
    present = _present(folded)
    if not present and "your" not in folded:
        return  # most records state nothing: one scan of the text decides it
    starts: dict[str, list[int]] = {}
    verbs: list[int] | None = None
    for rule, is_english, at in zip(RULES, _ENGLISH, _AT):
        subject = me if rule.whose == "speaker" else you
        if not subject or present.isdisjoint(rule.needs) or not (english if is_english else hebrew):
            continue
        if rule.tense == "verb":  # where a verb of the lexicon stands, from an "I" / "we" just before it
            if verbs is None:
                verbs = [v.start() for v in _ANY_VERB.finditer(text)]
                found = set()
                for v in verbs:
                    back = text.rfind("\n\n", max(0, v - _SUBJECT_REACH), v)
                    window = text[max(0, v - _SUBJECT_REACH, back + 1) : v]
                    base_at = v - len(window)
                    found |= {base_at + a.start() for a in _ANCHORS["i"].finditer(window)}
                starts["verb"] = sorted(found)
            matches = [m for m in (rule.pattern.match(text, a) for a in starts["verb"]) if m]
        elif at:
            if at not in starts:
                starts[at] = [m.start() for m in _ANCHORS[at].finditer(text)]
            matches = [m for m in (rule.pattern.match(text, a) for a in starts[at]) if m]
        else:
            matches = rule.pattern.finditer(text)
        for m in matches:
            if (tense := _tense(rule, m)) is None:
                continue
            retract = rule.retract or ("no longer" in (m.groupdict().get("aux") or "") and not rule.retract)
            if rule.read is None and rule.predicate != "phone":
                objects = [(my_name or me, m.end())]
            else:
                objects = _objects(rule, text, m.end(), region)
            for obj, end in objects:
                if end is None or (obj is None and not rule.retract):
                    continue
                if _unreal(rule, text, m.start(), end):
                    break
                if obj is not None and rule.predicate == "phone" and (obj := phone_e164(obj, region)) is None:
                    continue
                if (when := _valid_from(tense, rule, text, m.start(), end, base())) is None:
                    continue
                when += timedelta(days=rule.day_after and tense != "past")
                yield subject, rule.predicate, obj, when, retract, (m.start(), end)
                if rule.predicate == "works_at" and not retract and (t := _AS_TITLE.match(text, end)):
                    if title := read_title(text, t.end()):
                        yield subject, "job_title", title[0], when, False, (m.start(), title[1])
    bosses = "manager" in folded or "boss" in folded or "supervisor" in folded or "lead" in folded
    if me and bosses and "my " in folded:
        for m in _MY_MANAGER.finditer(text):
            words = m.group(1).split()
            name = " ".join(words[1:] if words[0] in _NOT_A_NAME else words)
            rule = Rule(_MY_MANAGER, "manager", None, tense="now" if m.group(2) == "is" else "plan")
            if name and not _unreal(rule, text, m.start(), m.end()):
                if when := _valid_from(rule.tense, rule, text, m.start(), m.end(), base()):
                    yield me, "manager", name, when, False, m.span()
    if you and bosses and "your" in folded:
        for m in _YOUR_MANAGER.finditer(text):
            words = m.group(1).split()
            name = " ".join(words[1:] if words[0] in _NOT_A_NAME else words)
            rule = Rule(_YOUR_MANAGER, "manager", None, tense="now" if m.group(2) == "is" else "plan")
            if name and (when := _valid_from(rule.tense, rule, text, m.start(), m.end(), base())):
                yield you, "manager", name, when, False, m.span()


_AS_TITLE = re.compile(r"\s*(?:\bas\s+|(?<!\w)בתור\s+|(?<=\s)כ(?=[א-ת]))")

# -- announcements: "Jane Doe has joined Enron as Director", "X has been named CFO" ----------------------

_PERSON_NAME = (
    r"(?<![\w'])(?P<name>(?:[A-Z][a-z]+|[A-Z][a-z]*[A-Z][a-z]+)"
    r"(?:\s+(?:[A-Z]\.|[A-Z][a-z]+|[A-Z][a-z]*[A-Z][a-z]+|de|van|von|la|del)){1,3})"
)
_ANNOUNCE = (
    # "X has joined Enron (North America) (as Director)", "X joined us as ..."
    (re.compile(rf"{_PERSON_NAME},?\s+(?:has\s+|have\s+|recently\s+|just\s+)*joined\s+"
                r"(?:us\s+|our\s+team\s+|the\s+team\s+)?"), "join"),
    # "X has been named / appointed / promoted to CFO (of Y)", "X will be named ..."
    (re.compile(rf"{_PERSON_NAME},?\s+(?:has\s+been|have\s+been|was|is|will\s+be|has\s+officially\s+been)\s+"
                r"(?:named|appointed|promoted\s+to|elected|hired\s+as|selected\s+as|chosen\s+as)\s+(?:as\s+)?"),
     "named"),
    # "(we) announced the appointment of X as Y's CFO", "welcome X as our new CFO"
    (re.compile(rf"\b(?:appointment|promotion|hiring|election|welcome)\s+(?:of\s+)?{_PERSON_NAME}\s+(?:as|to)\s+"),
     "named"),
    # "X will join Enron as Director"
    (re.compile(rf"{_PERSON_NAME}\s+will\s+(?:be\s+)?join(?:ing)?\s+(?:us\s+|our\s+team\s+)?"), "join"),
    # "X will (now) report to Y", "X now reports to Y", "X, who will report to Y"
    (re.compile(rf"{_PERSON_NAME},?\s+(?:who\s+)?(?:will\s+(?:now\s+|continue\s+to\s+)?report|now\s+reports|reports)\s+"
                r"(?:directly\s+)?to\s+"), "report"),
)  # fmt: skip
_ANNOUNCE_VERB = (
    re.compile(r"\bjoined\b"),
    re.compile(r"\b(?:named|appointed|promoted|elected|hired|selected|chosen)\b"),
    re.compile(r"\b(?:appointment|promotion|hiring|election|welcome)\b"),
    re.compile(r"\bjoin(?:ing)?\b"),
    re.compile(r"\breport(?:s|ing)?\s+(?:directly\s+)?to\b"),
)
# the constructions the rules read (see ``might_state``): each tried only where its first word
# stands, or where a literal it needs is in the text (Python's regex engine tries an alternation at
# every position, so one big regex over every mail costs more than all of this)
_EN_I_WE = re.compile(r"[IWw](?<=\b[IWw])(?:(?<=I)|(?<=[Ww])e)\b")
_EN_MY = re.compile(r"[MmOo](?<=\b[MmOo])(?:(?<=[Mm])y|(?<=[Oo])ur)\b")
_CLAUSE = re.compile(
    r"(?:I|[Ww]e)\b[^.!?\n]{0,50}?\b(?:" + "|".join(sorted(_VERB_FORMS, key=len, reverse=True)) + r")\b"
)
_MY_NOUN = re.compile(
    r"(?:[Mm]y|[Oo]ur)\s+(?:[\w-]+\s+){0,3}?(?:address|number|phone|cell|mobile|extension|line|#|manager|boss|"
    r"supervisor|lead|title|role|position|flat|apartment|place|home|house|last)\b"
)
# (a word, what must stand around it): the regex is tried a little before each place the word is
# found, so a word that is everywhere ("report") costs a few short matches, not a search of the text
_LITERAL_CUES = (
    ("be reached", None, 0),
    ("me at", None, 0),
    ("me on", None, 0),
    ("me back", None, 0),
    ("me in", None, 0),
    ("me by", None, 0),
    ("me @", None, 0),
    ("call at", None, 0),
    ("report", re.compile(r"[Yy]ou(?:'ll|\s+will)?\s+(?:now\s+)?(?:be\s+)?report"
                          r"|report(?:s|ing)?\s+(?:directly\s+)?to\s+[A-Z]"), 30),
    ("your", re.compile(r"your\s+(?:new\s+)?(?:manager|boss|supervisor|lead)\b"), 0),
    ("been", re.compile(r"been\s+(?:promoted|named|appointed)\b"), 0),
    ("join", re.compile(r"(?:has|have|had|was|were|will|recently|just)\s+(?:be\s+)?(?:joined|join|joining)\b"
                        r"|joined\s+(?:us|our|the|[A-Z])|[HhSs]h?e\s+joined\b"), 12),
    ("named", None, 0),
    ("appoint", None, 0),
    ("promot", None, 0),
    ("elected", None, 0),
    ("hired", None, 0),
    ("resigned", None, 0),
    ("served as", None, 0),
    ("serving as", None, 0),
    ("stepped down", None, 0),
    ("retired as", None, 0),
    ("welcome", re.compile(r"welcome\s+[A-Z]"), 0),
    ("back", re.compile(r"back\s+(?:home\s+)?in\b"), 0),
    ("Where I live", None, 0),
    ("Work", _SUMMARY, -1),
)  # fmt: skip


def _around(body: str, word: str, rx: re.Pattern, back: int) -> bool:
    """``rx`` matches starting within ``back`` characters before some occurrence of ``word``."""
    at = body.find(word)
    while at >= 0:
        for start in range(max(0, at - back), at + 1):
            if rx.match(body, start):
                return True
        at = body.find(word, at + 1)
    return False


@lru_cache(maxsize=16)  # the stage's test and the extractor's own ask about the same body
def _cue(body: str) -> bool:
    if any(_CLAUSE.match(body, m.start()) for m in _EN_I_WE.finditer(body)):
        return True
    if any(_MY_NOUN.match(body, m.start()) for m in _EN_MY.finditer(body)):
        return True
    for word, rx, back in _LITERAL_CUES:
        if word in body and (rx is None or (rx.search(body) if back < 0 else _around(body, word, rx, back))):
            return True
    return False


OPEN_START = datetime(1900, 1, 1, tzinfo=timezone.utc)  # "had been ... until now": since a time the text does not say
_HAD_ROLE = re.compile(
    rf"(?:{_PERSON_NAME}|(?<![\w'])(?P<first>[A-Z][a-z]+|He|She))\s+(?P<verb>had\s+been\s+serving|had\s+served|has\s+served|"
    r"has\s+resigned|resigned|has\s+stepped\s+down|stepped\s+down|is\s+stepping\s+down|has\s+retired|retired)\s+as\s+"
)
_ANNOUNCE_WORDS = re.compile(
    r"\bresigned\b|\bserv(?:ed|ing)\s+as\b|\bstep(?:ped|ping)\s+down\b|\bretired\b|\bjoin(?:ed|ing)?\b|\bnamed\b"
    r"|\bappoint|\bpromot|\belected\b|\bhired\b|\breport(?:s|ing)?\s+(?:directly\s+)?to\b",
    re.I,
)
_HE_JOINED = re.compile(r"\b(?P<pron>He|She)\s+joined\s+")


def _announcements(text: str, base) -> Iterator[tuple]:
    """(name, predicate, object, valid_from, span) for each announcement about a named person;
    ``base``: a function that gives the record's time."""
    if not _ANNOUNCE_WORDS.search(text):
        return
    from .signature import name_of

    last: str | None = None
    found: list[tuple[int, str]] = []
    for (pattern, kind), verb in zip(_ANNOUNCE, _ANNOUNCE_VERB):
        matches = []
        for v in verb.finditer(text):  # the pattern, tried only around its verb
            if m := pattern.search(text, max(0, v.start() - 90), min(len(text), v.end() + 30)):
                if not matches or m.start() != matches[-1].start():
                    matches.append(m)
        for m in matches:
            name = name_of(m.group("name"))
            if not name or name.split()[0] in _NOT_A_NAME:
                continue
            if re.search(r"[A-Z][a-z]+(?:\s+(?:and|&)|,)\s*$", text[max(0, m.start() - 30) : m.start()]):
                continue  # "Chuck Goode and Steve Allen will report to Mike": one of several, unsaid which
            rule = Rule(pattern, "job_title", None, tense="now")
            if _unreal(rule, text, m.start(), m.end()):
                continue
            when = _valid_from("now", rule, text, m.start(), m.end(), base())
            pos = m.end()
            if kind == "report":
                if (person := read_person(text, pos)) and len(person[0].split()) >= 2:
                    yield name, "manager", person[0], when, (m.start(), person[1])
                    found.append((m.start(), name))
                continue
            org = None
            if kind == "join":
                if (got := read_org(text, pos)) and not got[0].startswith(("Us", "The Team")):
                    org, pos = got
                    yield name, "works_at", org, when, (m.start(), pos)
                    found.append((m.start(), name))
                t = _AS_TITLE.match(text, pos)
                if not t:
                    continue
                pos = t.end()
            if title := read_title(text, pos):
                yield name, "job_title", title[0], when, (m.start(), title[1])
                found.append((m.start(), name))
                if kind == "named" and (org := read_org_of_title(text, pos, title[1])):
                    yield name, "works_at", org, when, (m.start(), title[1])
    # "He joined Enron in 1994": the person the text announced, from the year it names
    found.sort()
    joined: dict[str, datetime] = {}  # when the text says each person joined: no earlier role there
    for m in _HE_JOINED.finditer(text):
        last = next((n for at, n in reversed(found) if at < m.start()), None)
        if last and (got := read_org(text, m.end())):
            rule = Rule(_HE_JOINED, "works_at", None, tense="past")
            when = stated_when(text, m.start(), got[1], base(), "past")
            if when and not _unreal(rule, text, m.start(), got[1]):
                joined[last] = when.at
                yield last, "works_at", got[0], when.at, (m.start(), got[1])
    # a role someone had until now: "Greg Whalley has resigned as president and COO of Enron", "Jeff had
    # been serving as chairman and CEO of Enron Industrial Markets": the organisation held from when the
    # text says they joined (else an unknown start, OPEN_START) and, for a resignation, until the
    # record. The title itself is a past role the mail reports ending, not one it states: not stored.
    # The person is the one the sentence names, or the one the text announced whose first name (or
    # "He", "She") it uses
    for m in _HAD_ROLE.finditer(text):
        who = m.group("name") or m.group("first")
        name = name_of(who) if " " in who else None
        if name is None:
            name = next((n for _, n in reversed(found) if who in ("He", "She") or n.split()[0] == who), None)
        if not name or not (title := read_title(text, m.end())):
            continue
        rule = Rule(_HAD_ROLE, "job_title", None, tense="past")
        if _unreal(rule, text, m.start(), title[1]):
            continue
        ended = _valid_from("now", rule, text, m.start(), title[1], base())
        began = joined.get(name, OPEN_START)
        span = (m.start(), title[1])
        if org := read_org_of_title(text, m.end(), title[1]):
            yield name, "works_at", org, began, span
            if re.search(r"resign|step|retire", m.group("verb")):
                yield name, "works_at", org, ended, span, True


# -- the extractor ------------------------------------------------------------------------------------


def _name_of_speaker(item: CanonicalItem, owner: Owner) -> str | None:
    """The speaker as a person's name: the owner's, the sender's display name, the author."""
    if wrote(owner, item.source, item.author):
        return owner.name
    if item.source == "mail":
        from .mailparts import sender

        return sender(item.author, item.participants)[0]
    return display_name(item.author)


class _Voice:
    """Who speaks in one part of a record, worked out only when a statement needs it: ``key`` (the
    subject as facts name it), ``name`` (as a person's name), ``you`` (the addressee), ``base`` (when
    it was said)."""

    def __init__(self, item: CanonicalItem, owner: Owner, part=None, people=None) -> None:
        self.item, self.owner, self.part, self.people = item, owner, part, people
        own = part is None or part.own
        self.speaks = bool(item.author) or item.source == "notes" if own else bool(part.name or part.address)
        self._cache: dict = {}

    def _get(self, what: str, make):
        if what not in self._cache:
            self._cache[what] = make()
        return self._cache[what]

    def key(self) -> str | None:
        def make():
            if self.part is None or self.part.own:
                return speaker(self.item, self.owner)
            key = self.people.key(self.part.name, self.part.address)
            return self.owner.name if key and wrote(self.owner, "mail", key) else key

        return self._get("key", make)

    def name(self) -> str | None:
        return self._get(
            "name",
            lambda: _name_of_speaker(self.item, self.owner) if self.part is None or self.part.own else self.part.name,
        )

    def you(self) -> str | None:
        return self._get(
            "you", lambda: addressee(self.item, self.owner) if self.part is None or self.part.own else None
        )

    def newsletter(self) -> bool:
        """The sender is a list, a newsletter or a robot (``people.kinds``)."""
        from .mailparts import sender
        from .structured import not_a_person

        def make():
            name, addr = sender(self.item.author, self.item.participants)
            return not_a_person(name, addr) in ("list", "newsletter")

        return self._get("newsletter", make)

    def base(self) -> datetime:
        from .signature import part_time

        return self._get(
            "base", lambda: part_time(self.part, self.item.timestamp) if self.part else self.item.timestamp
        )


def _texts(item: CanonicalItem, owner: Owner):
    """(text, start, end, voice, people) for each part of the item that speaks for its author: a
    mail's own text and each forwarded message (not ">" quotes: a reply's quote is the quoted
    record's, said again); a note's or a chat message's whole body."""
    if item.source != "mail":
        yield item.body, 0, len(item.body), _Voice(item, owner), None
        return
    from .mailparts import MailPeople, parts

    text, found = parts(item.body, item.author, item.participants)
    people = MailPeople(item.participants, found)
    for part in found:
        if not part.quoted:
            yield text, part.start, part.end, _Voice(item, owner, part, people), people


_MAIL_HEAD = 6000  # characters of each mail part read for statements
_ME, _YOU = "\x00me", "\x00you"  # stand-ins for the speaker and the addressee, resolved when a statement is found


def language(item: CanonicalItem, rowid: int, owner: Owner) -> Iterator[Found]:
    if not might_state(item.source, item.author, item.body, owner):
        return
    for text, start, end, voice, people in _texts(item, owner):
        if people is not None:  # a mail's part: what its writer says of themselves opens it, a long
            end = min(end, start + _MAIL_HEAD)  # newsletter or report below is not read for statements
        body = text[start:end]
        if people is not None and body.isascii() and not _cue(body):
            continue  # this part of the mail says nothing any rule reads (another part did)
        me = _ME if voice.speaks else None
        you = _YOU if voice.part is None or voice.part.own else None
        for subject, pred, obj, when, retract, (s, e) in _statements(body, me, you, voice.base, owner.region, _ME):
            subject = voice.key() if subject == _ME else voice.you() if subject == _YOU else subject
            obj = voice.name() if obj == _ME else obj
            if subject and obj != _ME:
                yield Found.stated(
                    item, rowid, "language", subject, pred, obj, when, retract=retract, span=(start + s, start + e)
                )
        if voice.part is not None and voice.part.own and voice.newsletter():
            continue  # a newsletter's news about people is not what anyone says of themselves
        for name, pred, obj, when, (s, e), *retract in _announcements(body, voice.base):
            key = people.key(name, None) if people else name
            if key and wrote(owner, item.source, key):
                key = owner.name
            if key:
                yield Found.stated(
                    item, rowid, "language", key, pred, obj, when, retract=bool(retract), span=(start + s, start + e)
                )
    if not wrote(owner, item.source, item.author) or not _SUMMARY.search(item.body):
        return  # a summary line is the owner's own (asked first: the search reads the whole body)
    text = item.body
    for m in _SUMMARY.finditer(text):  # "Where I live: Tel Aviv (...) until 31 March, Berlin (...) since 1 April."
        pred = "lives_in" if m.group(1) == "Where I live" else "works_at"
        for seg in _SEGMENT.finditer(m.group(2)):
            value, word, when = seg.group(1).strip(), seg.group(2), resolve_date(seg.group(3), item.timestamp)
            if not value or when is None:
                continue
            if word == "until":  # "until 31 March" holds through that day: it ends when the next one starts
                end = when + timedelta(days=1)
                yield Found.stated(item, rowid, "language", owner.name, pred, value, end, retract=True, span=m.span())
            else:
                yield Found.stated(item, rowid, "language", owner.name, pred, value, when, span=m.span())
