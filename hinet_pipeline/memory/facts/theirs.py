"""A person's own e-mail address or number said by someone else: "Tim's e-mail address is: tim@x.com" (the one
Tim the text named in full), "... Brian Redd at Pan Canadian Energy ... His phone number is (713) 331-5090" (the one
person named in full just before). Read with the announcements."""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.mood import unreal, valid_from
from hinet_pipeline.memory.facts.named import A_NAME, NOT_A_NAME, PERSON_NAME, first_named
from hinet_pipeline.memory.facts.phone_lines import phones_on_line
from hinet_pipeline.memory.facts.places import names_a_place
from hinet_pipeline.memory.facts.rule import Rule
from hinet_pipeline.memory.facts.signer import same_person

# "Tim's e-mail address is:  tim.f.riordan@usa.conoco.com" (Tim: the one Tim the text named in full)
_THEIR_EMAIL = re.compile(
    rf"(?:{PERSON_NAME}|(?<![\w'’])(?P<first>[A-Z][a-z]+))['’]s\s+(?:new\s+)?(?:work\s+|home\s+|personal\s+)?"
    r"(?i:e-?mail)(?:\s+address)?\s+(?:is|will\s+be)\s*:?\s*(?P<addr>[\w.+'-]+@[\w-]+(?:\.[\w-]+)+)"
)
_THEIR_EMAIL_CUE = re.compile(r"['’]s\s+(?:new\s+)?(?:work\s+|home\s+|personal\s+)?e-?mail\b", re.I)


def their_email(text: str, base) -> Iterator[tuple]:
    from hinet_pipeline.memory.facts.signoff import name_of

    for cue in _THEIR_EMAIL_CUE.finditer(text):
        m = None
        for m in _THEIR_EMAIL.finditer(text, max(0, cue.start() - 40), cue.end() + 120):
            if m.start() < cue.start() < m.end():
                break
        else:
            continue
        first = m.group("first")
        name = first_named(text, first, m.start()) if first else name_of(m.group("name"))
        if not name or (first and first in NOT_A_NAME):
            continue
        rule = Rule(_THEIR_EMAIL, "email", None, tense="now")
        if not unreal(rule, text, m.start(), m.end()):
            when = valid_from("now", rule, text, m.start(), m.end(), base())
            yield name, "email", m.group("addr").lower().rstrip("."), when, m.span()


# "John Wollaston with Embassy is requesting ... - his e-mail is: embassy9@home.com", "I received a call
# from Brian Redd at Pan Canadian Energy ... His phone number is (713) 331-5090.": the one person named
# in full in the 250 characters before
HIS = re.compile(
    r"\b(?:[Hh]is|[Hh]er)[ \t]+(?:new[ \t]+)?(?:(?:cell|mobile|work|office|direct|home)[ \t]+)?"
    r"(?:(?:phone[ \t]+)?number|phone|line|cell|mobile|extension|(?i:e-?mail)(?:[ \t]+address)?)"
    r"[ \t]+(?:is|will[ \t]+be)[ \t]*:?(?:[ \t]*\n)?[ \t]*"  # ("His direct line will be 901-684-3327", its line under)
)


def theirs(text: str, base, region: str) -> Iterator[tuple]:
    from hinet_pipeline.memory.facts.signoff import EMAIL, name_of

    for m in HIS.finditer(text):
        named = list(A_NAME.finditer(text, max(0, m.start() - 250), m.start()))
        names = {
            n
            for x in named
            if (n := name_of(x.group("name"))) and not names_a_place(n)  # (not "our Little Rock office")
        }
        if not names:  # (or by a first name that opens a sentence, of one named in full before: "welcome to Agnieszka
            # Zielinska, who ... Agnieszka reports to me ... Her direct line is": not "Knaresborough Road")
            opens = _OPENS.finditer(text, max(0, m.start() - 250), m.start())
            names = {n for x in opens if (n := _named_in_full(text, x))}
        if owner := _OWNER_OPENS.match(text, _sentence_start(text, m.start())):
            # the sentence opens with whose things it tells: "Maëlle's office is B-218 in the Brannigan Pavilion, her
            # phone is 403-555-0121": hers (the one she is named in full as), not a building's
            names = {n} if (n := first_named(text, owner.group(1), m.start())) else set()
        elif any(text.startswith(("'s", "’s"), x.end()) for x in named):
            continue  # (one of theirs: "Raymond Hollis's wife is sweet. Her email will be ...": hers, unnamed)
        line = text[m.end() : (text.find("\n", m.end()) + 1 or len(text) + 1) - 1]
        if "mail" in m.group().lower() and (got := EMAIL.match(line.strip())):
            # an address its person's name spells, of those named before or the one the sentence before is about:
            # "Anjali will report to Dr. Lorena Baptiste. Her e-mail is avenkataraman@..." (not lbaptiste@: Lorena's)
            subject = _subject_before(text, m.start())
            spelled = {n for n in {*names, subject} if n and same_person(n, None, None, got.group().lower())}
            names = spelled if len(spelled) == 1 else names
        her = m.group()[0] in "Hh" and m.group()[1] == "e"
        names = {n for n in names if not (_HE if her else _SHE).match(n)}  # ("Uncle Ray, ... Her email is": not his)
        if (first := _opener_before(text, m.start())) and not any(first in n.split() for n in names):
            continue  # the sentence before tells another's news: "Megan's name change went through. Her new email is"
        if len(names) != 1:
            continue  # nobody, or two people: whose, unsaid
        rule = Rule(HIS, "phone", None, tense="now")
        if unreal(rule, text, m.start(), m.end()):
            continue
        when = valid_from("now", rule, text, m.start(), m.end(), base())
        if "mail" in m.group().lower():
            if got := EMAIL.match(line.strip()):
                yield names.pop(), "email", got.group().lower(), when, m.span()
        elif (found := phones_on_line(line, region)) and found[0][2] <= 2 and found[0][1] != "no":
            yield names.pop(), "phone", found[0][0], when, m.span()


_OPENS = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n))[ \t>]*([A-Z][a-z]+)\s+[a-z]")  # a capitalised word opening a sentence


def _named_in_full(text: str, opens: re.Match) -> str | None:
    """The one person named in full earlier in ``text`` whose first name opens this sentence, else None."""
    if opens.group(1) in NOT_A_NAME or not (n := first_named(text, opens.group(1), opens.start(1))):
        return None
    return n if all(w in text[: opens.start(1)] for w in n.split()) else None  # (not the header's: the text's)


_SENTENCE_END = re.compile(r"[.!?][ \t]*\n?[ \t>]*$")
_BOUNDARY = re.compile(r"(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bSt)(?<!\b[A-Z])[.!?][ \t]+|\n")  # (not "Dr. X")


def _subject_before(text: str, pos: int) -> str | None:
    """The person the sentence before ``pos`` opens with, as the text named them in full: its full name, or a first
    name the text named in full before it (``first_named``); None where it opens otherwise ("I received a call ...")."""
    from hinet_pipeline.memory.facts.signoff import name_of

    if not _SENTENCE_END.search(text, max(0, pos - 6), pos):
        return None  # (the pronoun does not open a sentence)
    ends = [b.end() for b in _BOUNDARY.finditer(text, max(0, pos - 400), max(0, pos - 6))]
    opens = ends[-1] if ends else max(0, pos - 400)
    start = opens + len(text[opens:pos]) - len(text[opens:pos].lstrip(" \t>\n"))
    if (m := A_NAME.match(text, start)) and (name := name_of(m.group("name"))):
        return name
    if (m := _FIRST.match(text, start)) and m.group(1) not in NOT_A_NAME:
        return first_named(text, m.group(1), start)
    return None


_HE = re.compile(r"(?:Uncle|Mr|Grandpa|Grandad|Brother|Father|Dad|Sir)\b\.?")
_SHE = re.compile(r"(?:Aunt|Auntie|Mrs|Ms|Miss|Grandma|Granny|Nana|Sister|Mother|Mom|Mum|Lady)\b\.?")
_OPENER = re.compile(r"([A-Z][a-z]+)(?:['’]s\b|\s+(?:will|is|was|has|had|just|got|left|moved|changed)\b)")


def _opener_before(text: str, pos: int) -> str | None:
    """The first name that opens the sentence right before a pronoun that opens its own ("Megan's name change went
    through. Her new email is ..."), as the text writes it; else None."""
    if not _SENTENCE_END.search(text, max(0, pos - 6), pos):
        return None
    ends = [b.end() for b in _BOUNDARY.finditer(text, max(0, pos - 400), max(0, pos - 6))]
    opens = ends[-1] if ends else max(0, pos - 400)
    start = opens + len(text[opens:pos]) - len(text[opens:pos].lstrip(" \t>\n-*•"))
    m = _OPENER.match(text, start)
    return m.group(1) if m and m.group(1) not in NOT_A_NAME else None


# a sentence that opens with one's things: "Maëlle's office is ...", "Tom's desk is ..."
_OWNER_OPENS = re.compile(
    r"[ \t>]*([A-Z][a-zà-ÿ]+)['’]s\s+(?:new\s+)?(?:office|desk|room|cube|extension|number|phone)\b"
)


def vocative(text: str, pos: int) -> str | None:
    """The first name the sentence of ``pos`` opens by calling on ("Kate - your new email (x) is in the list now",
    "Tom, your number is ..."), the one its "you" is: a group's mail speaks to each of its readers in turn."""
    m = _VOCATIVE.match(text, _sentence_start(text, pos))
    return m.group(1) if m and m.group(1) not in NOT_A_NAME else None


_VOCATIVE = re.compile(r"[ \t>]*([A-Z][a-z]+)[ \t]*(?:[-–—:]|,(?=\s+(?:your?|please)\b))[ \t]+(?=[^.!?\n]*\byour?\b)")


def _sentence_start(text: str, pos: int) -> int:
    """Where the sentence ``pos`` stands in opens."""
    ends = [b.end() for b in _BOUNDARY.finditer(text, max(0, pos - 300), pos)]
    return ends[-1] if ends else max(0, pos - 300)


_FIRST = re.compile(r"([A-Z][a-z]+)\s+(?:will|is|was|has|had|joins|joined|starts|started|comes|came)\b")


# a number a named person is given, by its first name: "Morag will have a company mobile from the 1st: 07700 900581"
_GIVEN_NUMBER = re.compile(
    r"(?<![\w'’])(?P<first>[A-Z][a-z]+)\s+(?:will\s+have|now\s+has|has)\s+a\s+(?:new\s+)?(?:company\s+|work\s+)?"
    r"(?:mobile|cell|phone|number|line)(?:\s+number)?(?P<when>\s+(?:from|as\s+of|starting)\s+[^:\n]{1,25}?)?\s*:\s*"
    r"(?=\+?\(?\d)"
)


def given_numbers(text: str, base, region: str) -> Iterator[tuple]:
    """(name, "phone", number, valid_from, span) for a number a text says a person it named in full is given."""
    if " a " not in text or ":" not in text:
        return
    for m in _GIVEN_NUMBER.finditer(text):
        if m.group("first") in NOT_A_NAME or not (name := first_named(text, m.group("first"), m.start())):
            continue
        line = text[m.end() : (text.find("\n", m.end()) + 1 or len(text) + 1) - 1]
        numbers = [n for n, kind, _, _ in phones_on_line(line, region) if kind != "no"]
        rule = Rule(_GIVEN_NUMBER, "phone", None, tense="now")
        if len(numbers) != 1 or unreal(rule, text, m.start(), m.end()):
            continue
        when = valid_from("plan" if m.group("when") else "now", rule, text, m.start(), m.end(), base()) or base()
        yield name, "phone", numbers[0], when, m.span()
