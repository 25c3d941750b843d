"""People named in running text: a person's full name as announcements write it ("José García",
"Jeff K. Smith"), the one person a text named in full with a first name it later uses alone ("Bob will
report to Scott": Bob Hall), and the writer's stand-in ("... reports to me")."""

from __future__ import annotations

import re
from bisect import bisect_left
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from typing import Callable, Iterable, Iterator

from hinet_pipeline.memory.facts.latin import CAP, NAME_WORD, SMALL
from hinet_pipeline.memory.facts.lexicon import name_words
from hinet_pipeline.memory.people.forces import HONORIFICS
from hinet_pipeline.memory.people.nicknames import FIRST_FORM as NICKNAME_FORMS
from hinet_pipeline.memory.people.nicknames import first_form

PERSON_NAME = (  # (letters with marks too: "José García", "Marc-André Roy")
    rf"(?<![\w'])(?P<name>(?:{CAP}{SMALL}*{CAP}{SMALL}+|{NAME_WORD})"  # ("Jeff McMahon": not "Jeff Mc")
    rf"(?:[ \t]+(?:{CAP}\.|{CAP}{SMALL}*{CAP}{SMALL}+|{NAME_WORD}|de|van|von|la|del)){{1,3}})"  # on one line
)
A_NAME = re.compile(PERSON_NAME)
# what may follow a name before its verb: credentials and suffixes ("Dana R. Whitfield, RN, MSN, has been appointed")
CREDENTIALS = (
    r"(?:,?[ \t]+(?:[A-Z]{2,5}(?:-[A-Z]{1,3})?|(?:[A-Z][a-z]?\.){2,4}|Pharm\.?D|Ph\.?D|M\.?D|D\.?O|R\.?N|Jr|Sr|Esq"
    r"|III|II|IV)\.?(?=[,\s])){0,4}"
)
NOT_A_NAME = frozenset(  # a capitalised word before a name at the start of a sentence
    "So And But Also Anyway Btw FYI Finally Officially Then Now Yes Well Hi Hello Dear Update".split()
    + "He She They It This That Who".split()
    + "Happy Merry Congratulations Congrats Greetings".split()  # "Happy New Year, partner!": a greeting
)
# "Chuck Goode and Steve Allen will report to" (on its line: not a greeting's "Hi,\n\nJane Roe joined ...")
SEVERAL = re.compile(r"[A-Z][a-z]+\)?(?:[ \t]+(?:and|&)|,)[ \t]*$")  # ("Frank Delacroix (Water Utility) and")
RESPECTIVELY = re.compile(
    r"[^.;!?\n]{0,80}\brespectively\b"
)  # "... to A and B respectively": each to one, unsaid which
WRITER = "\x00writer"  # the one who writes the announcement ("... reports to me"), named by the extractor
WRITERS_EMPLOYER = "\x00employer"  # where they work ("X joins us as ..."), as the mail's own sign-off names it
ME = re.compile(r"me\b(?!\s+or\b)")  # (not "to me or Ted, depending on ...": undecided)


def near(pattern: re.Pattern, verb: re.Pattern, text: str, back: int, ahead: int) -> Iterator[re.Match]:
    """The matches of ``pattern`` (a name, then a verb) that hold a match of ``verb``, looked for only
    from ``back`` characters before each (a search for a literal skips to it, where a pattern that
    starts with a name is tried at every capital letter)."""
    done = 0
    for v in verb.finditer(text):
        for m in pattern.finditer(text, max(done, v.start() - back), v.end() + ahead):
            if m.start() < v.start() < m.end():
                yield m
                done = m.end()
                break


_MAIL_PEOPLE: ContextVar[Callable[[], Iterable[str]]] = ContextVar("hinet_mail_people", default=tuple)


@contextmanager
def mail_people(names: Callable[[], Iterable[str]]):
    """Within: the people a record's header names in full (its author and participants, as First Last), for a first
    name its text uses without naming the person ("Jun continues to report to Aisha", "Aisha Bello" on its Cc);
    ``names`` gives them when first asked (most records never ask), and is asked once."""
    token = _MAIL_PEOPLE.set(cache(names))
    try:
        yield
    finally:
        _MAIL_PEOPLE.reset(token)


_KNOWN_PEOPLE: ContextVar[Callable[[], Iterable[str]]] = ContextVar("hinet_known_people", default=tuple)
_KNOWN_FORMS: dict[int, dict[str, set[str]]] = {}
_KNOWN_FULL: dict[int, set[str]] = {}
_KNOWN_SORTED: dict[int, list[str]] = {}


@contextmanager
def known_people(names: Callable[[], Iterable[str]]):
    """Within: the people the vault already knows (as First Last), for a first name a letter uses alone that neither
    its text nor its header names ("Ben got the job at OHSU!": the one Ben the owner's mail knows); ``names`` gives
    them when first asked."""
    token = _KNOWN_PEOPLE.set(names)
    try:
        yield
    finally:
        _KNOWN_PEOPLE.reset(token)
        _KNOWN_FORMS.pop(id(names), None)
        _KNOWN_FULL.pop(id(names), None)
        _KNOWN_SORTED.pop(id(names), None)
        _KNOWN_LAST.pop(id(names), None)


def known_named(first: str, family: str | None = None) -> str | None:
    """The one person the vault knows whose first name is ``first`` (``known_people``), else None; of several, the one
    with the family name ``family`` where one has it (a writer's wife, who signs with him: Megan Odom, not the Megan
    Pruitt of her old address)."""
    names = _KNOWN_PEOPLE.get()
    if (forms := _KNOWN_FORMS.get(id(names))) is None:
        forms = _KNOWN_FORMS[id(names)] = {}
        for n in names():
            if words := [w for w in n.split() if w.rstrip(".") not in HONORIFICS]:  # ("Dr Morven Ure": Morven's)
                forms.setdefault(first_form(words[0].lower()), set()).add(n)
    found = forms.get(first_form(first.lower()), ())
    if not found and not first.isascii():  # a Latin name's first name written in Hebrew: "אייל" for Eyal Katz
        from hinet_pipeline.memory.facts.scripts import spells_word

        found = {n for k, ns in forms.items() if k.isascii() and spells_word(first, k) for n in ns}
    if not found and len(first) >= 3 and first.isascii():  # a short form its full one opens: "Ada" for Adaeze Nwankwo
        key = first_form(first.lower())  # (two letters more at least: "Dan" is no Dana)
        if (ordered := _KNOWN_SORTED.get(id(names))) is None:  # (the forms a key opens: one run of the sorted ones)
            ordered = _KNOWN_SORTED[id(names)] = sorted(forms)
        at, found = bisect_left(ordered, key), set()
        while at < len(ordered) and ordered[at].startswith(key):
            found |= forms[ordered[at]] if len(ordered[at]) >= len(key) + 2 else set()
            at += 1
    if len(found) > 1 and family:
        found = {n for n in found if n.split()[-1] == family}
    return next(iter(found)) if len(found) == 1 else None


_KNOWN_LAST: dict[int, dict[str, set[str]]] = {}


def known_surnamed(last: str) -> str | None:
    """The one person the vault knows whose last name is ``last`` ("my boss, Mrs Frimpong": Akosua Frimpong), else
    None."""
    names = _KNOWN_PEOPLE.get()
    if (lasts := _KNOWN_LAST.get(id(names))) is None:
        lasts = _KNOWN_LAST[id(names)] = {}
        for n in names():
            if len(words := n.split()) >= 2:
                lasts.setdefault(words[-1], set()).add(n)
    found = lasts.get(last, ())
    return next(iter(found)) if len(found) == 1 else None


def header_surnamed(last: str) -> str | None:
    """The one person the record's header names whose last name is ``last`` ("Dear Mr Owino": Dennis Owino on its To),
    else None."""
    found = {n for n in _MAIL_PEOPLE.get()() if n.split() and n.split()[-1] == last}
    return next(iter(found)) if len(found) == 1 else None


def known_in_full(name: str) -> bool:
    """Whether the record's header or the vault names a person ``name`` in full (First Last)."""
    if name in _MAIL_PEOPLE.get()():
        return True
    names = _KNOWN_PEOPLE.get()
    if (full := _KNOWN_FULL.get(id(names))) is None:
        full = _KNOWN_FULL[id(names)] = set(names())
    return name in full


def names_in(text: str) -> list[tuple[int, str, str]]:
    """Where the text may name a person in full, the first name's form and the words (for ``first_named``, asked
    often of one text: each read as a name only when its first name, or an honorific before it, is asked about)."""
    return [(x.start(), first_form(x.group("name").split()[0].lower()), x.group("name")) for x in A_NAME.finditer(text)]


_TITLES = frozenset("mr mrs ms miss mx dr prof rev".split())
_NICKNAMED = re.compile(r"\b([A-Z][a-z]+)[ \t]+(?:\(|\")([A-Z][a-z]+)(?:\)|\")[ \t]+([A-Z][\w'-]*[a-z])\b")


def first_named(text: str, first: str, before: int, named: list[tuple[int, str, str]] | None = None) -> str | None:
    """The one person the text named in full before ``before`` whose first name is ``first``, else the one its
    header names (``mail_people``); ``named``: the text's ``names_in``, where the caller has them."""
    from hinet_pipeline.memory.facts.signoff import name_of

    # the first name as written, or a short or long form of it ("Bob" where the text named "Robert Kessling",
    # "Dan" for "Daniel Okafor"; "Dan" where it named both "Dan Ostrowski" and "Daniel Okafor": unsaid which)
    form = first_form(first.lower())
    if named is None:
        named = names_in(text[:before])
    found = {
        n
        for at, f, words in named
        if at < before and (f == form or f.endswith(".") or f in _TITLES) and (n := name_of(words))
    }  # (an honorific first, with its dot or without: "Mr Kojo Ampofo")
    found = {n for n in found if first_form(n.split()[0].lower()) == form}
    for m in _NICKNAMED.finditer(text, 0, before) if "(" in text or '"' in text else ():
        if first_form(m.group(2).lower()) == form and (n := name_of(f"{m.group(1)} {m.group(3)}")):
            found.add(n)  # "Yonatan (Yoni) Ben-Ami ... Yoni reports to me": Yonatan Ben-Ami
    if not found:  # (only where the text names no one of that first name)
        found = {n for n in _MAIL_PEOPLE.get()() if first_form(n.split()[0].lower()) == form}
    return found.pop() if len(found) == 1 else None


# a word before a name that is no part of it: a condition or a hedge leaves its sentence saying nothing
# ("Should Raj Venkataraman accept, ...", "Hopefully Dan Ostrowski will ..."), a lead is dropped ("Both Dan ...")
_HEDGE = frozenset(
    "should assuming once if unless when whether hopefully perhaps maybe possibly probably presumably following "
    "after before as like until while since".split()
)
_LEAD = frozenset("both also additionally meanwhile currently then now finally today and but so".split())
# where a boss's name ends its clause, or its day follows ("... to Marcus.", "... to Marcus effective Monday";
# not "... to Marcus what he finds", "... to Summer interns", "... to Marcus or Ted, depending on ...")
BOSS_END = re.compile(
    r"[ \t]*(?:[.,;:!?)\n]|$)|[ \t]+(?:effective|starting|beginning|as[ \t]+of|from|until|upon|immediately"
    r"|going[ \t]+forward|and|who|while|next|this|tomorrow|temporarily|for[ \t]+now|on[ \t]+an?[ \t]+interim"
    r"|in[ \t]+the[ \t]+interim)\b|[ \t]+(?:on|in)[ \t]+[A-Z0-9]"
    r"|[ \t]+\((?=[^()\n]{1,60}\))"  # (the boss's title in brackets: "Marcus Oyelaran (Engineering Manager, Ingest)")
)


def subject_name(name: str | None) -> str | None:
    """``name`` as the subject of its sentence: less a lead word; None after a condition or a hedge."""
    from hinet_pipeline.memory.facts.signoff import name_of

    first, _, rest = (name or "").partition(" ")
    if not name or first.casefold() in _HEDGE:
        return None
    return (name_of(rest) if rest else None) if first.casefold() in _LEAD else name


_FULL_NAME = r"[A-Z][a-z]+(?:[ \t]+[A-Z]\.)?[ \t]+[A-Z][\w'-]+"
_UNIT = r"(?:[ \t]+\([^()\n]{1,40}\))?"  # a unit in brackets after a name: "Frank Delacroix (Water Utility)"
_CO_SUBJECTS = re.compile(
    rf"(?:^|(?<=[.!?:;\n])|(?<=\n[-*•])|(?<=, and))[ \t]*"
    rf"(?P<names>{_FULL_NAME}{_UNIT}(?:[ \t]*,[ \t]*{_FULL_NAME}{_UNIT})*),?"
    r"[ \t]+(?:and|&)[ \t]+$"
)


def joined_with(text: str, at: int) -> list[str]:
    """The others a sentence names before its last joiner ("Steven Cole and Linda Shaw will join ..."), from its
    start; none where anything else stands between (not "directors of Audits, Chuck Goode and ...")."""
    from hinet_pipeline.memory.facts.signoff import name_of

    start = max(text.rfind(c, 0, at) for c in ".!?\n") + 1
    if not (m := _CO_SUBJECTS.search(text, start, at)):
        return []
    names = [name_of(re.sub(r"[ \t]*\([^()]*\)", "", n)) for n in re.split(r"[ \t]*,[ \t]*", m.group("names"))]
    return names if all(names) else []


_NOT_ONE = frozenset("employee employees user users admin staff team".split())


def boss_named(text: str, word: str | None) -> str | None:
    """The person one works "for" where the word is their first name ("still working for Dan"): the one the text, its
    header or the vault names in full; not where the text names a firm by the word ("Coastal Cold Chain")."""
    if word and 2 <= len(words := word.split()) <= 3 and all(w[:1].isupper() and w.isalpha() for w in words):
        return word if known_in_full(word) else None  # ("I'll be working for Raymond Hollis": the sender of others)
    if not word or " " in word or not word.isalpha() or not word[:1].isupper():
        return None
    # (the vault's one of that first name only for a common given name: not "I work for Chase", Chase Miller known)
    name = first_named(text, word, len(text)) or (known_named(word) if word.lower() in NICKNAME_FORMS else None)
    if not name or any(w.casefold() in _NOT_ONE for w in name.split()) or not name_words(name):
        return None
    return name if all(name.startswith(m.group()) for m in re.finditer(rf"\b{word}\s+[A-Z]\w*", text)) else None
