"""The language extractor's cheap pre-check: the constructions its rules read, each looked for
only where its first word stands or a literal it needs is in the text (Python's regex engine tries
an alternation at every position, so one big regex over every mail costs more than all of this);
where a rule can start ("I" / "we", "my" / "our", "you"), and where a sentence opens with its verb."""

from __future__ import annotations

import re
from functools import lru_cache

from hinet_pipeline.memory.facts import grammar as _grammar  # noqa: F401 (its rules name their verbs first)
from hinet_pipeline.memory.facts.beside import OUR_TITLE_NAME, beside_cues
from hinet_pipeline.memory.facts.cue_words import LITERAL_CUES
from hinet_pipeline.memory.facts.dates import EMOJI
from hinet_pipeline.memory.facts.lexicon import word_trie
from hinet_pipeline.memory.facts.rule import DROP_LEAD, START, VERB_FORMS

# "i" as chats type the pronoun ("i'm at Arup from monday", "tell ur mum i finally left Sainsbury's"): a word of
# its own before a contraction or a lowercase word (not "i.e.", "(i)", "i2 Technologies")
# (the letter first, then what stands before it: a search that starts at each "i", not at every character)
_LOWER_I = re.compile(r"i(?<![\w'’.-]i)(?=['’](?:m|ve|ll|d)\b|[ \t]+[a-z])")


@lru_cache(maxsize=16)  # (the stage's test and the extractor ask about the same body)
def capital_i(text: str) -> str:
    """``text`` with the pronoun "i" written "I", "Me and Andre moved in" as "Andre and I moved in" and Ireland's "I'm
    after moving" as "I've moved" (the same length: offsets hold), the text itself if none."""
    text = _LOWER_I.sub("I", text) if _LOWER_I.search(text) else text  # (one search: most texts have none)
    text = _JUST_DONE.sub(_done, text) if " after " in text else text
    return _ME_AND.sub(_and_i, text) if "e and " in text else text


# Hiberno-English's perfect: "I'm after moving out of the digs" (I've just moved), "we're after buying a house"
_JUST_DONE = re.compile(r"\b(I['’]m|I\s+am|[Ww]e['’]re|[Ww]e\s+are)\s+(?:just\s+)?after\s+([a-z]{2,}ing)\b")
_DONE = dict(  # (the rest: the stem and "ed", "moving" moved, "stopping" stopped)
    getting="got",
    buying="bought",
    leaving="left",
    taking="taken",
    selling="sold",
    finding="found",
    making="made",
    putting="put",
    coming="come",
    going="gone",
    being="been",
    giving="given",
    telling="told",
    winning="won",
    having="had",
    doing="done",
    seeing="seen",
    quitting="quit",
    setting="set",
    landing="landed",
    starting="started",
)


def _done(m: re.Match) -> str:
    said = f"{'I' if m.group(1)[0] == 'I' else m.group(1)[:2]}'ve {_DONE.get(m.group(2)) or m.group(2)[:-3] + 'ed'}"
    return said + " " * (len(m.group()) - len(said))


# "Me and Andre" opening a clause: its subject the writer and another ("Me and Tash get a likkle flat together")
_ME_AND = re.compile(r"(?:^|(?<=[.!?,;:]\s)|(?<=\n)|(?<=\bso\s)|(?<=\band\s))[Mm]e\s+and\s+([A-Z][a-z]+)\b(?!['’])")


def _and_i(m: re.Match) -> str:
    said = f"{m.group(1)} and I"
    return said + " " * (len(m.group()) - len(said))


# where a rule can start: one that begins with "I" / "we" or "my" / "our" / "you" is tried at those
# words only (found once per text), the others by a search
ANCHORS = {  # each written from its first letter, as _EN_PERSON is
    "i": re.compile(r"[IWw](?<=\b[IWw])(?:(?<=I)|(?<=[Ww])e)\b"),
    "my": re.compile(r"[MmOo](?<=\b[MmOo])(?:(?<=[Mm])y|(?<=[Oo])ur)\b"),
    "you": re.compile(r"[Yy](?<=\b[Yy])ou\b"),
    "start": re.compile(START.removesuffix(r"[ \t]*")),  # where a sentence starts (``rule.START``), no width
}
_SENTENCE_OPENING = "(?:^|(?<="  # a rule that starts there: "(?:^|(?<=[.!?:;...]\s)|(?<=\n))[ \t]*..."
_LOOKBEHINDS = re.compile(r"^(?:\(\?<!(?:[^()\\]|\\.)*\))+")  # ("(?<!else,\s)(?<!one,\s)\b[Yy]ou ...")


def anchor_of(pattern: str, verb: bool) -> tuple[str | None, bool]:
    """Where a rule's match can start (an ``ANCHORS`` kind, or None: anywhere), and whether its matches are taken
    apart as a search takes them (no two overlap): a rule that starts with "I" / "we", "my" / "our", "you" (past the
    words it must not follow) or a sentence's start is tried at those places only, not at every character."""
    if verb or pattern.startswith((r"\bI\s", r"\bI(?:", r"\bI{", r"\b(?:I|[Ww]e)")):
        return "i", False
    if pattern.startswith((r"\b[Mm]y", r"\b(?:[Mm]y|[Oo]ur)")):
        return "my", False
    if pattern.startswith(r"\b[Yy]ou"):
        return "you", False
    if _alternatives(pattern):
        return None, True  # (an anchor of its first branch is none of the others': "{START}X|\\bfrom home in")
    bare = _LOOKBEHINDS.sub("", pattern)
    if bare.startswith((r"\b[Yy]ou", r"(?<!\w)[Yy]our")):
        return "you", True
    if bare.startswith((r"\bI['’]", r"\bI\b")):
        return "i", True
    if pattern.startswith(_SENTENCE_OPENING):
        return "start", True
    return None, True


def _alternatives(pattern: str) -> bool:
    """Whether ``pattern`` is branches at its top level ("A|B")."""
    import re._parser as parser  # (the regex module's own parse: a "|" inside a group or a class is no branch)

    items = list(parser.parse(pattern))
    return len(items) == 1 and items[0][0] == parser.BRANCH


def matches_at(pattern: re.Pattern, text: str, starts: list[int], apart: bool) -> list[re.Match]:
    """``pattern``'s matches that start at one of ``starts`` (in order); ``apart``: as ``finditer`` finds them, each
    one past the end of the one before."""
    out: list[re.Match] = []
    end = -1
    for at in starts:
        if at >= end and (m := pattern.match(text, at)):
            out.append(m)
            end = max(m.end(), at + 1) if apart else -1
    return out


# a sentence that starts with its verb, the subject left out ("Just moved to Austin!", "Joined Check
# Point last Monday"): a past form or a change under way, after a sentence's end, a line break or a
# colon, at most an adverb before it (``rule.DROP_LEAD``)
_DROP_FORMS = {
    f
    for f in VERB_FORMS
    if f.endswith(("ed", "ing")) or f in ("left", "took", "taken", "got", "began", "quit", "found")
}
_DROP_AT = re.compile(rf"(?={DROP_LEAD}(?:{word_trie(_DROP_FORMS)})\b)")
# a sentence's end (a colon or a line break too) and the spaces after it, where such a verb follows:
# one search for the break characters, each tried in C (a search for the verbs tries every letter)
_DROP_START = re.compile(rf"[.!?:;\n{EMOJI}][ \t]*{_DROP_AT.pattern}")


_DROP_REACH = 1000  # a chat's or a note's register: read where a message opens, not down a long mail
# after an aside and a comma too ("can't make tonight sorry lads, started nights at X"), where what
# comes before it names nobody else (not "my brother, moved to", "Tom, joined X")
_DROP_COMMA = re.compile(rf",[ \t]*{_DROP_AT.pattern}")
_SOMEONE = re.compile(
    r"\b(?:he|she|they|his|her|their|my|our|your|who|which|whose|that|and|or|if|when|because)\b"
    r"|(?-i:[A-Z][a-z]+)\s*,$",
    re.I,
)
_ASIDE = re.compile(r"(?:hi|hey|hello|sorry|thanks|guys|all|folks|update|news|ok|okay|so)\b", re.I)


@lru_cache(maxsize=16)  # the pre-check's and the rules' own ask about the same text
def dropped(text: str) -> tuple[int, ...]:
    """Where a sentence starts whose verb (a past form or an -ing form of the lexicon) opens it."""
    lead = len(text) - len(text.lstrip(" \t"))
    found = [lead] * bool(_DROP_AT.match(text, lead)) + [m.end() for m in _DROP_START.finditer(text, 0, _DROP_REACH)]
    for m in _DROP_COMMA.finditer(text, 0, _DROP_REACH):
        if aside(text[max(text.rfind(c, 0, m.start()) for c in ".!?\n:") + 1 : m.start() + 1]):
            found.append(m.end())
    return tuple(sorted(found))


def aside(clause: str) -> bool:
    """A short aside before a comma that names nobody ("sorry lads,", "can't make tonight,"): the
    clause after it may leave out its subject, the writer."""
    clause = clause.strip()
    return len(clause.split()) <= 6 and (_ASIDE.match(clause) is not None or _SOMEONE.search(clause) is None)


# -- the constructions --------------------------------------------------------

# the constructions the rules read (see ``might_state``): each tried only where its first word
# stands, or where a literal it needs is in the text (Python's regex engine tries an alternation at
# every position, so one big regex over every mail costs more than all of this)
_CLAUSE = re.compile(rf"(?:I|[Ww]e)\b[^.!?\n]{{0,50}}?\b(?:{word_trie(VERB_FORMS, any_case=False)})\b")
_MY_NOUN = re.compile(
    r"(?:[Mm]y|[Oo]ur)\s+(?:\([^()\n]{1,40}\)\s+)?(?:[\w-]+\s+){0,3}?(?:(?:address|number|phone|cell|mobile|"
    r"extension|line|manager|boss|supervisor|lead|foreman|forewoman|title|role|position|flat|apartment|place|home|house"
    r"|last|no|e-?mail)\b|#)"
)


@lru_cache(maxsize=16)  # the stage's test and the extractor's own ask about the same body
def beside(body: str) -> bool:
    return next(beside_cues(body), None) is not None or (
        ("our " in body or "Our " in body) and OUR_TITLE_NAME.search(body) is not None
    )


def _around(body: str, word: str, rx: re.Pattern, back: int) -> bool:
    """``rx`` matches starting within ``back`` characters before some occurrence of ``word``."""
    at = body.find(word)
    while at >= 0:
        for start in range(max(0, at - back), at + 1):
            if rx.match(body, start):
                return True
        at = body.find(word, at + 1)
    return False


SPACES = re.compile(r" {2,}")


@lru_cache(maxsize=16)  # the stage's test and the extractor's own ask about the same body
def cue(body: str) -> bool:
    if any(_CLAUSE.match(body, m.start()) for m in ANCHORS["i"].finditer(body)):
        return True
    if any(_MY_NOUN.match(body, m.start()) for m in ANCHORS["my"].finditer(body)):
        return True
    if dropped(body):
        return True
    # (a word pair a quote's blanked ">" marks split when its lines were joined: "offer   you" is "offer you")
    flat = SPACES.sub(" ", body) if "   " in body else body
    for word, rx, back in LITERAL_CUES:
        if word in flat and (rx is None or (rx.search(body) if back < 0 else _around(body, word, rx, back))):
            return True
    return False
