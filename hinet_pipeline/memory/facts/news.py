"""Someone else's news as a letter to family and friends tells it: "My brother Tom just started at Boeing",
"Tommy says ... He got moved up to manufacturing engineer in April", "Jess moved to Chicago in June".

A sentence whose subject is a person (named in full, or by a first name the text, the header or the vault names one
person by, perhaps after a word of kin: "my brother Tom") or "he" / "she" opening the next sentence is read by the
grammar the writer's own news is read by, with that subject written as "I" in place: every offset holds, so the
citation is the sentence as written, and the mood the grammar reads (a plan, a wish, a question, a joke) is the
same. ``retold`` gives each such sentence; ``language`` reads it and files what it says under that person.
"""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.dates import EMOJI
from hinet_pipeline.memory.facts.lexicon import has_title
from hinet_pipeline.memory.facts.named import NOT_A_NAME, first_named, known_named, names_in
from hinet_pipeline.memory.facts.places import names_a_place
from hinet_pipeline.memory.people.nicknames import first_form
from hinet_pipeline.stopwords import ENGLISH

_LEAD = (  # what may open the sentence before its subject: a list's number, a word that links it to the last one
    r"(?:(?:\d{1,2}[.)]|[-*•])[ \t]+)?(?:(?:So|And|Also|Oh|Plus|Anyway|Btw|BTW|FYI|PS|P\.S\.|Well|Meanwhile|Update"
    r"|Big\s+news|News|Guess\s+what|Oh,\s+and|And\s+yes|(?:Over\s+|Back\s+|Down\s+|Up\s+)?[Ii]n\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?,)"
    r"[,:!.]*\s+)*"
)
_KIN = (
    r"(?:[Mm]y|[Oo]ur|[Yy]our)\s+(?:(?:little|big|older|younger|baby|twin|oldest|youngest|eldest|best|old)\s+)?"
    r"(?:brother|sister|son|daughter|cousin|husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|friend|roommate|"
    r"niece|nephew|aunt|uncle|(?:brother|sister|son|daughter)-in-law|step(?:son|daughter|brother|sister)|"
    r"grandson|granddaughter|kid|buddy|pal|primo|prima|t[ií]o|t[ií]a)"  # (as a Spanish-speaking family says it too)
    r"|(?:Grandma|Grandpa|Granny|Nana|Aunt|Auntie|Uncle|Cousin|Primo|Prima|T[ií]o|T[ií]a|Abuela|Abuelo)(?=\s+[A-Z])"
)
# where a sentence starts: a subject is tried there only (one search for the breaks is cheaper than a pattern that
# looks behind at every character)
_BREAK = re.compile(rf"[.!?:;{EMOJI}]\s+|\n[ \t]*|,\s+(?:and|but|so|while)\s+(?=[A-Z])")  # (", and Jess has been ...")
_SUBJECT = re.compile(
    rf"{_LEAD}(?:(?P<kin>{_KIN}),?\s+)?(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+(?=[A-Z][a-z]+\s+[A-Z]))?"  # "Mr Sam X"
    # (a name's letters with their marks too: "Inês", "Tomás Carvalho")
    r"(?P<name>(?P<pron>[Hh]e|[Ss]he)|(?![A-Z][a-z]+ing\b)[A-ZÀ-Ý][a-zß-ÿ]+(?:\s+[A-Z]\.)?"
    r"(?:\s+(?!And\b|I\b)(?:Ma?c|De|O')?[A-ZÀ-Ý][a-zß-ÿ]+(?:[-'’][A-Z][a-z]+)?)?)"
    # (and one named with them, one subject: "Anahera and Liam moved to London", "he and Tessa bought a place")
    r"(?:\s+(?:and|&)\s+(?:(?:(?:Aunt|Auntie|Uncle|Cousin|T[ií]a|T[ií]o|Primo|Prima|Grandma|Grandpa)\s+)?"
    r"(?P<also>(?!I\b|And\b)[A-Z][a-z]+(?:\s+(?!And\b)[A-Z][a-z]+)?)|(?P<spouse>(?:his|her|their)\s+"
    r"(?:wife|husband|partner|fianc[eé]e?|girlfriend|boyfriend|family|kids)))(?=\s+[a-z]))?"
    r"(?P<own>['’]s)?(?=\s+[a-z]|,\s+(?:who|a|an|the|our|his|her)\s)(?!\s+and\s+(?:I|me)\b)"
)
# a word after "X's" that makes it a possessive ("Tom's new cell is ..."), not "Tom is" / "Tom has"
_THING = re.compile(
    r"\s+(?:new\s+|old\s+|current\s+|work\s+|home\s+|cell\s+)*(?:number|cell|phone|mobile|address|e-?mail|boss|"
    r"manager|supervisor|job|title|role|position|company|employer|place|apartment|house|condo)\b",
    re.I,
)
_PARTICIPLE = re.compile(
    r"\s+(?:just\s+|finally\s+|officially\s+|also\s+|now\s+)*"
    r"(?:\w+ed|been|got|gotten|gone|left|taken|done|begun|become|found|bought|made|won|put)\b"
)
_IS_HAS = re.compile(r"\s+(is|has)\b")
_HIS, _HER = re.compile(r"\b(?:his|him)\b"), re.compile(r"\bher\b")
# after a name, whose gender the text does not say: "his" / "her" of a thing said to be theirs ("Marcus's office is
# EB3302 and his number is 713-646-3080"; not "Tom took her number")
_THEIR_THING = re.compile(
    r"\b(?:his|her)(?=\s+(?:new\s+|old\s+)?(?:\w+\s+)?(?:number|cell|phone|mobile|address|e-?mail|boss|manager|title)"
    r"\s+(?:is|will\s+be)\b)"
)
_WRITER = re.compile(r"\bI(?:['’](?:m|ve|ll|d))?\b|\b(?:me|my|mine|we|us|our)\b")  # (the writer's, in another's clause)
# (not an address's dot, "rfox@meditrex.com", nor an abbreviation's: "St. Louis", "Dr. Alan Reister")
_STOP = re.compile(r"(?<!\bSt)(?<!\bMt)(?<!\bDr)(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bFt)[.!?](?=\s|$)|\n")
_OTHER_CLAUSE = re.compile(
    r"(?:,|;|\s+(?:and|but|while|whereas))\s+(?:[A-Z][a-z]+(?:\s+[A-Z][a-z'’-]+)?|he|she|they|I|we)(?:['’](?:s|ve|ll|m|d))?\s+"
    r"(?:has|have|had|is|was|will|just|also|now|\w+ed|\w+s)\b"
)
NOT_SUBJECT = NOT_A_NAME | frozenset(
    "I We You They It There Here What When Where Why How Who Which Please Thanks Thank Hope Let Just Got Love Sorry "
    "As Per For With To From By After Before Like Unlike Via Dear Re Fwd Attn Cc Since Until During Click View "
    "Attached Regards Best Get Keep See Find Check Buy Note Sent Subject Date "
    "Good Great Nice Not No Yes Yeah Ok Okay Maybe Today Tomorrow Yesterday Tonight Everyone Everybody Nobody "
    "Someone Somebody Mom Mum Dad Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March "
    "April May June July August September October November December Christmas Easter Thanksgiving".split()
)
# the words a sentence that tells news holds: a change, a job, a home, a number, a title said "as" or "a" (looked for
# as lower-case substrings: a test in C for each, where one pattern of them all costs more than the rest of the reading)
_NEWS = (
    "start began join got get move moving relocat left leav quit retir resign took taking accept hired promot bumped "
    "transferr work live living settl based bought clos sold new number cell phone mobile address mail reach call "
    "text contact boss manager supervisor report title position job role made".split()
) + [
    " as a",
    " as the",
    "'s a",
    "’s a",
    "'s the",
    "’s the",
    "'s now",
    "’s now",
    " is a",
    " is the",
    " is now",
    " off to ",
]


def _news(said: str) -> bool:
    said = said.lower()
    return any(w in said for w in _NEWS)


_REACH = 400  # how far back the one "he" / "she" stands for may have been named
_NAMES_TOO = frozenset({"bill", "will", "mark", "don", "sue", "pat", "ray", "art", "rose", "grace", "hope"})


def function_word(word: str) -> bool:
    """An English function word opening a sentence ("The", "If", "However"), not a first name that is one too."""
    low = word.lower()
    return low in ENGLISH and low not in _NAMES_TOO


def _subjects(text: str) -> Iterator[re.Match]:
    """The subjects ``_SUBJECT`` finds where a sentence of ``text`` starts (each once: "Update: Tom ...")."""
    seen = -1
    if m := _SUBJECT.match(text, len(text) - len(text.lstrip(" \t"))):
        seen = m.start("name")
        yield m
    for k in _BREAK.finditer(text):
        if (m := _SUBJECT.match(text, k.end())) and m.start("name") > seen:
            seen = m.start("name")
            yield m


def might_retell(text: str) -> bool:
    """Whether a sentence of ``text`` may tell another's news (``retold`` reads it)."""
    return next(_subjects(headed(text)), None) is not None


# a family letter's section opened by its people in capitals: "CHIDI AND RENEE are down in Atlanta", "ELENA made ET2
# (...)", "TOMÁS has made a decision", "MARCUS (MACK to everyone but me): is in his fourth year"
_CAPS_HEAD = re.compile(
    r"^[ \t]*(?:[A-ZÀ-Ý]{2,}(?:[ \t]+(?:AND|&)[ \t]+[A-ZÀ-Ý]{2,})?)(?=[ \t]*[(:,]|[ \t]+[a-z])", re.M
)


def headed(text: str) -> str:
    """``text`` with the names that open a letter's sections in capitals written as names ("Chidi and Renee"): the
    same length, so every offset holds."""
    if not _CAPS_HEAD.search(text):
        return text
    return _CAPS_HEAD.sub(lambda m: " ".join(w.title() if w != "AND" else "and" for w in m.group().split(" ")), text)


def retold(text: str) -> Iterator[tuple[str, str, int, int, int]]:
    """(name, the text around the sentence (the sentence before it, a little after it) with each of that person's
    subjects written as "I", where that window starts in ``text``, the sentence's start and end) for each sentence
    that tells a named person's news; the name as the text or the header names them in full, or the one the vault
    knows."""
    from hinet_pipeline.memory.facts.signoff import name_of

    text = headed(text)
    last: tuple[re.Match, int] | None = None  # the last sentence about someone named, and where its subject ended
    said: list[tuple[str, re.Match, int]] = []
    named: dict | None = None  # the text's people named in full (found when a first name is first asked)

    def whom(m: re.Match, word: str | None = None) -> str | None:
        nonlocal named
        word = word or m.group("name")
        if " " in word:
            name = name_of(word)  # (not a place: "New York is ...", nor a firm: "Acme Corp is ...")
            return None if name is None or names_a_place(name) else name
        if named is None:  # (the text's full names by their first name's form, found once)
            named = {}
            for x in names_in(text):
                named.setdefault(x[1], []).append(x)
        form = first_form(word.lower())
        mine = named.get(form, []) + [x for f, xs in named.items() if f.endswith(".") for x in xs]
        return first_named(text, word, m.start(), mine) or known_named(word)  # (or the one the vault knows)

    whose: dict[int, str | None] = {}  # (each subject asked once: "he" after it asks again)
    for m in _subjects(text):
        if m.group("pron"):
            if last is None or m.start() - last[1] > _REACH or not _next_sentence(text, last[0], m):
                continue
        elif (first := m.group("name").split()[0]) in NOT_SUBJECT or function_word(first):
            continue
        else:
            last = (m, m.end())  # (whom it names is asked only when needed)
        if not _news(text[m.end("name") : m.end() + 160]):
            continue  # (most such sentences tell nothing the rules read: "Jeff has unparalleled qualifications")
        if (name := whose.get(last[0].start(), "")) == "":
            name = whose[last[0].start()] = whom(last[0])
        if not name:
            last = None  # (someone the text does not name in full: "he" after it is not the one before)
            continue
        end = _end(text, m.end())
        said.append((name, m, end))
        also = m.group("also")
        if also and not (also in NOT_SUBJECT or function_word(also)) and (other := whom(m, also)) and other != name:
            said.append((other, m, end))  # (the one named with them: "Anahera and Liam moved to London": his too)
    for name, m, end in said:  # (each with the other sentences about them written so too: "He starts May 2")
        start = m.start("kin") if m.group("kin") else m.start("name")
        # its sentence, the one before it (a move's day, "we") and a little on ("He starts May 2"), in its paragraph
        w0 = max(text.rfind("\n\n", 0, start) + 1, _sentence_before_start(text, start))
        w1 = min(len(text), end + 120)
        told = text[w0:w1]
        for other, o, o_end in said:
            if other == name and w0 <= o.start() and o_end <= w1:
                told = _as_mine(told, o, o_end, w0)
        yield name, told, w0, start, end


def _next_sentence(text: str, antecedent: re.Match, m: re.Match) -> bool:
    """Whether "he" / "she" at ``m`` opens the sentence right after the one ``antecedent`` opens, and that one names no
    one else "she" might be ("Tom came by with his new girlfriend. She just started at Intel": hers)."""
    end = _STOP.search(text, antecedent.end())
    if end is None or text[end.end() : m.start()].strip(" \t\n.!?)") or text.count("\n\n", end.end(), m.start()):
        return False
    return not _SOMEONE_ELSE.search(text, antecedent.end(), end.start())


_SOMEONE_ELSE = re.compile(
    r"(?i:\b(?:wife|husband|girlfriend|boyfriend|partner|fianc\w*|mom|mum|dad|mother|father|sister|brother|daughter|"
    r"son|friend|boss|doctor|kids?|baby|coworker|colleague)\b)|\b[A-Z][a-z]+\s+[A-Z][a-z]+\b"
)


def _sentence_before_start(text: str, at: int) -> int:
    """Where the sentence before the one at ``at`` starts."""
    opens = max(text.rfind(c, 0, max(0, at - 1)) for c in ".!?\n") + 1
    return max(text.rfind(c, 0, max(0, opens - 2)) for c in ".!?\n") + 1


def _end(text: str, at: int) -> int:
    """Where the subject's clause ends: its sentence's end, or another's clause ("Leslie Pham has joined Enron and
    Bob Lee has joined Dynegy as President": Leslie's ends before Bob's)."""
    stop = _STOP.search(text, at)
    end = stop.start() if stop else len(text)
    other = _OTHER_CLAUSE.search(text, at, end)
    return other.start() if other else end


def _as_mine(text: str, m: re.Match, end: int, at: int = 0) -> str:
    """``text`` (the matched text from ``at`` on) with the subject of ``m`` written as the writer's own ("I", "I'm",
    "I've", "My"), each padded to its length: the writer's own words in its clause blanked ("My brother Tom can reach
    me at ...": the writer's number, not Tom's), and "his" / "him" after "he" ("her" after "she") written as "my" /
    "me" ("He finally got his charge nurse position"; after a name only a thing said to be theirs: ``_THEIR_THING``)."""
    start = (m.start("kin") if m.group("kin") else m.start("name")) - at
    said, after = text[start : m.end() - at], m.end() - at
    if m.group("also") or m.group("spouse"):  # two of them, one subject: "we", "our", "we're" / "we've"
        mine = "Our" if m.group("own") and _THING.match(text, after) else "We"
        mine = mine if not m.group("own") or mine == "Our" else "We've" if _PARTICIPLE.match(text, after) else "We're"
    elif m.group("own"):
        if _THING.match(text, after):
            mine = "My"
        else:
            mine = "I've" if _PARTICIPLE.match(text, after) else "I'm"
    elif (verb := _IS_HAS.match(text, after)) and len(said) + len(verb.group()) >= 6:
        # its verb with it: "Josh is still at Target" as "I am still at Target", "She has joined" as "I have joined"
        mine = "I am" if verb.group(1) == "is" else "I have"
        said, after = text[start : after + len(verb.group())], after + len(verb.group())
    else:
        mine = "I"
    if len(mine) > len(said):
        mine = "I"  # ("Al's": too short to say "I've" in its place)
    rest = _WRITER.sub(lambda w: " " * len(w.group()), text[after : end - at])
    # its second verb, the subject left out: "Marcus left Target in September and is now an Analytics Manager at Best
    # Buy" as "... in September. I am now an Analytics Manager ..." (a sentence of its own, its length kept)
    rest = _AND_IS.sub(lambda v: v.group(1) + (". I am" if v.group(2) == "is" else ". I've "), rest, 1)
    # ... or its pronoun's, next: "Greg got the charge nurse job at X\nand he starts August 1st" ("... . I start ...")
    tail = _AND_HE_STARTS.sub(lambda v: v.group(1) + ". " + "I start".rjust(len(v.group()) - 3), text[end - at :], 1)
    pronoun = (m.group("pron") or "").lower()
    theirs = _HIS if pronoun == "he" else _HER if pronoun == "she" else _THEIR_THING  # (a name: "his number is")
    rest = theirs.sub(lambda h: ("me" if h.group() == "him" else "my").ljust(len(h.group())), rest)
    return text[:start] + mine.rjust(len(said)) + rest + tail  # (padded before it: "I'm a" stays whole)


_AND_IS = re.compile(
    r"(,?\s)and\s(is|has)(?=\s+(?:now|also|since|just|recently|been|a|an|the|moving|working|starting)\b)"
)
_AND_HE_STARTS = re.compile(r"^(,?\s)and\s+(?:he|she)\s+starts(?=\s+(?:on\s+)?[A-Z0-9])")
_LATER_ROLE = re.compile(
    r"\band\s+(?:has\s+(?:since\s+)?(?:been|held|\w+ed)|(?:is|was)\s+now|later|then|went\s+on|became)\b"
    r"|\bbefore\s+becoming\b",
    re.I,
)


_SCHOOL = re.compile(
    r"\b(?:High|School|College|Academy|Kindergarten|Kindy|Preschool|Primary|Elementary|Intermediate|University|Uni"
    r"|Polytechnic|Polytech|Daycare|Scouts|Guides|Harriers|Club)$"
)
_STARTS = re.compile(r"\b(?:start|starts|started|starting|began|begins|join|joins|joined)\b")
_MADE_ME = re.compile(r"[^.!?\n]{0,40}?\b(?:made|named|appointed|promoted|bumped|hired)\s+me\b")
_TWO = re.compile(r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:and|&)\s+[A-Z]")  # two named as one subject


def news_of(text: str, read, me: str) -> Iterator[tuple]:
    """(name, predicate, object, valid_from, retract, span) for what each sentence ``retold`` finds says of its
    person: ``read`` (a text) gives what the writer's own words say of ``me``, the speaker (``language``)."""
    for name, window, w0, s0, e0 in retold(text):
        if _MADE_ME.match(text, s0, e0):
            continue  # the one who made the writer something: "Tom Smith made me Team Lead" is the writer's news
        found = sorted(read(window), key=lambda x: x[1] != "job_title")  # (a title first: its employer with it)
        titled: set[int] = set()
        for _, pred, obj, when, retract, (s, e) in found:
            if pred == "works_at" and _SCHOOL.search(obj or "") and _STARTS.search(window, s, e):
                if not any(x[1] == "job_title" and x[5][0] == s for x in found):
                    continue  # a child starting at a school, no post said: "Mereana and Nikau start at Kedron High"
            if pred == "job_title" and " and " in (obj or "") and _TWO.match(text, s0):
                continue  # two of them, two titles: "Tom and Aroha joined X as Principal and Deputy Principal"
            if pred == "job_title" and ("respectively" in text[s0:e0] or _LATER_ROLE.search(text, e + w0, e0)):
                continue  # "Tom joined MVHS in 1995 as Manager ... and has served as Director since 1998": one before
                # (and "X and Y have joined Z as VP and Director, respectively": unsaid whose)
            # (what its own clause says, or a title said after it that no one else's sentence comes before: "Claire
            # got the job at Vanderbilt!! CVICU nurse, starts Oct 3")
            ends = e + w0 <= e0 or (
                pred == "job_title"
                and text[e0 : e0 + 1] in ".!?"
                and not any(not has_title(x.group("name")) for x in _subjects(text[e0 : e + w0]))  # (the title's own
                # words are no one's: "Greg got the job! Associate Director of Bands at ...")
            )
            if pred == "job_title" and ends:
                titled.add(s)
            elif pred == "works_at" and s in titled:
                ends = True  # (the employer said with that title: "Greg got the job! X at Y, starting D")
            if s0 <= s + w0 < e0 and ends and obj != me:
                if pred == "manager" and obj and " " not in obj and (full := first_named(text, obj, len(text))):
                    obj = full
                yield name, pred, obj, when, retract, (s0, e + w0)  # (from its subject as written)
