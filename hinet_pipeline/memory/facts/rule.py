"""The ``Rule`` type of the grammar the ``language`` extractor reads statements by (``grammar``
holds the table of rules), and the builders the table is written with: ``rule`` (a pattern with
the words it needs) and ``verb_rule`` (a first-person clause: "I" / "we", their auxiliaries, a verb
in any of its inflections)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from hinet_pipeline.memory.facts.dates import EMOJI
from hinet_pipeline.memory.facts.objects import Reader


@dataclass(frozen=True)
class Rule:
    """A statement: ``pattern`` ends where its object starts; ``read`` reads the object (None: the
    speaker is the object, "as your manager"). ``whose``: the subject is the speaker ("I") or the
    addressee ("you"). ``tense``: "now" (holds from the record's time, or the date the sentence
    gives), "past" (the same, a bare weekday read backwards), "plan" (only with a date), "move"
    (a move: only with a date; "from D" holds from D, "on D" from the day after the travel day),
    "verb" (read from the auxiliaries and the verb's form), "said" (holds on the record's day, whatever day its
    sentence gives: "we're moving from Austin in March"). ``day_after``: the date names the last
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


def rule(needs: str, pattern: str, *args, **kw) -> Rule:
    """A rule; ``needs``: words ("a|b") one of which the text must contain, a cheap test before the regex."""
    return Rule(re.compile(pattern), *args, needs=tuple(map(stem, needs.split("|"))), **kw)


def stem(word: str) -> str:
    """A cue word as a substring of its inflections: a Hebrew final letter ends the word only in its
    base form ("מצטרף", "מצטרפת"; "כפוף", "כפופה"), so the cue stops before it."""
    return word[:-1] if word[-1:] in "ךםןףץ" else word


def verb_forms(*lemmas: str) -> str:
    """Every inflection of English verbs: "move" → move|moves|moved|moving; irregular ones as
    "leave/left", "take/took//taken" (base/past/-ing/participle, a part left empty is the regular
    one); the longest first, so the regex prefers "moving" to "move"."""
    out: set[str] = set()
    for lemma in lemmas:
        base, past, ing, participle = (lemma.split("/") + ["", "", ""])[:4]
        out |= {participle} - {""}  # "take/took//taken"
        stem = base[:-1] if base.endswith("e") and not base.endswith("ee") else base
        out |= {base, base + ("es" if base.endswith(("s", "sh", "ch", "x")) else "s")}
        out.add(past or (stem + "ed" if base.endswith("e") else base + "ed"))
        out.add(ing or (stem + "ing" if base.endswith("e") else base + "ing"))
    return "|".join(sorted(out, key=len, reverse=True))


# what may stand between "I" / "we" and the verb: auxiliaries, adverbs, the modals a mood reads
_AUX_WORD = (
    r"(?:have|has|had|am|are|was|were|is|will|shall|would|could|might|may|should|must|can|do|did|does|just|finally|"
    r"recently|now|officially|properly|happily|also|already|actually|really|soon|then|both|all|still|currently|be|been|being|got|"
    r"going\s+to|gonna|about\s+to|planning\s+to|plan\s+to|planning\s+on|due\s+to|set\s+to|scheduled\s+to|"
    r"hoping\s+to|hope\s+to|want\s+to|wanna|trying\s+to|try\s+to|not|never|no\s+longer|decided\s+to|agreed\s+to|"
    # an offer taken: "I've accepted Gerald's offer to join ...", "I have decided to accept an offer to join ..."
    r"(?:accept(?:ed)?|taken|took)\s+(?:an|the|their|his|her|[A-Z][a-z]+['’]s)\s+(?:job\s+)?offer\s+to|"
    r"(?:do|did|does|can|have|has|had|was|were|is|are|would|could|should|wo|ca)n['’]t)"
)
# the subject: "I" / "we" and their auxiliaries, or none at the start of a sentence, as people write
# in chats and notes ("Just moved to Austin!", "Joined Check Point last Monday"): tried only where a
# sentence starts (``language``), read only in the past or as a plan (``mood.tense_of``)
START = rf"(?:^|(?<=[.!?:;{EMOJI}]\s)|(?<=\n))[ \t]*"  # where a sentence starts (an emoji ends one in a chat)
DROP_LEAD = (  # (after a greeting too: "Bro finally shifted to Hyderabad")
    r"(?:(?:[Bb]ro|[Gg]uys|[Ll]ads|[Mm]ate|[Yy]aar|[Dd]ude|[Ff]olks),?\s+)?"
    r"(?:(?:[Jj]ust|[Ff]inally|[Oo]fficially|[Rr]ecently|[Aa]lso|[Ss]o|[Aa]nd|[Ss]till)\s+)?"
)
_SUBJ = (
    rf"(?:\b(?P<subj>I|[Ww]e)(?P<aux>(?:['’](?:ve|m|re|ll|d)\b|\s+{_AUX_WORD}\b)*)\s+"
    rf"|(?P<drop>{DROP_LEAD})(?=[A-Za-z]))"
)


def verb_rule(needs: str, verbs: str, tail: str, *args, **kw) -> Rule:
    """A first-person clause: "I" / "we" (or no subject), its auxiliaries, a verb of ``verbs``
    (lemmas, any case of its first letter), ``tail``."""
    forms = verb_forms(*verbs.split())
    VERB_FORMS.update(forms.split("|"))
    first = "".join(sorted({f[0] for f in forms.split("|")}))
    return rule(
        needs,
        rf"{_SUBJ}(?P<verb>(?:{forms})|(?=[{first.upper()}])(?i:{forms}))\s+{_ADVERB}?{tail}",
        *args,
        tense="verb",
        **kw,
    )


VERB_FORMS: set[str] = set()
# "moved straight into our rental at ...", "we've bought (!!) a house in X"
_ADVERB = r"(?:(?:straight|right|finally|officially|permanently|properly|happily|\(!{1,4}\))\s+)"

# fragments the grammar's rules are written with
WE = r"\b(?:I|[Ww]e)"
# a town's residents, one to three capitalised words before it ("a Denver resident", "proud Leeds residents")
RESIDENT_OF = r"[A-Z][\w'’.-]{0,30}(?:\s+[A-Z][\w'’.-]{0,30}){0,2}\s+residents?\b"
JUST = r"(?:'ve| have)?\s+(?:just\s+|finally\s+)?"
FLAT = (
    # (another's home one moves into is one's own too: "I've moved into Ken's place in San Bruno")
    r"(?:(?:a|an|the|our|my|his|her|[A-Z][a-z]+['’]s)\s+(?:new\s+|old\s+)?"
    r"(?:flat|apartment|house|home|place|condo|studio|townhouse|rental|bedsitter|bungalow|maisonette|\w+-bedroom)"
    r"\s+(?:in|at|on)\s+)"
)
# a home's way to work or its floor, no business's address nor a desk ("closer to the new office")
NOT_A_DESK = re.compile(
    r"\b(?:(?:closer|close|nearer|next)\s+to|near|(?:minutes?|mins?|walk|drive|ride|km)\s+(?:away\s+)?from)\s+"
    r"(?:the\s+|my\s+|our\s+)?(?:new\s+)?(?:office|work|hospital|school|clinic|campus)\b"  # ("15 minutes from office")
    # ... or its floor: "it's a third-floor walkup in Lakeview"
    r"|\b(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|top|ground)[- ]floor\s+"
    r"(?:walk-?up|apartment|flat|unit|condo|studio)\b"
    r"|\brent(?:ing|ed)?\s+a\s+room\b",  # ... or a room one rents: "I'm renting a room from a guy from the academy"
    re.I,
)
HOME = (
    r"(?:(?:a|an|the|our|my)\s+)?(?:new\s+)?(?:flat|apartment|house|home|place|condo|studio|rental|duplex|townhouse|"
    r"townhome|\w+-bedroom)"
)
HE_NEW = r"(?:\s+ה?(?:חדשה|חדש))?"
HE_ADV = r"(?:(?:עכשיו|כבר|כיום|היום|באמת|גם|סוף\s+סוף|סופסוף|רשמית)\s+)"
HE_FLAT = r"(?:ל?(?:דירה|בית|דירת)(?:\s+(?:חדשה|חדש|שכורה|קטנה|גדולה))?\s+)"
# the day of a move said between its verb and where to ("we're moving on June 24 to:\n\n2291 Whitfield Ridge Court")
MOVE_DAY = (
    r"(?:(?:on\s+(?:[A-Z][a-z]+day,?\s+)?(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+"
    r"(?:of\s+)?[A-Z][a-z]{2,8}|the\s+\d{1,2}(?:st|nd|rd|th)|[A-Z][a-z]+day)|(?:this|next)\s+(?:week(?:end)?|month|"
    r"[A-Z][a-z]+day)|in\s+[A-Z][a-z]{2,8}|tomorrow|today),?\s+)?"
)


# a day between a verb and its object ("I started on the 4th at the Tower Family Health Clinic", "started last Monday")
ON_DAY = (
    r"(?:(?:on\s+)?(?:the\s+\d{1,2}(?:st|nd|rd|th)|(?:last\s+)?[A-Z][a-z]+day|[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:st|nd|rd|th)?)"
    r"|today|yesterday|this\s+week|last\s+week),?\s+"
)
MOVE_TO = r"(?:in)?to(?:[ \t]*:[ \t]*\n\s*(?=\d)|\s+)"  # (its street on the lines under it: "... to:\n\n2291 ...")
