"""Notes in the owner's own shorthand, read by their layout rather than by a sentence's grammar.

People keep lists: "role: Backend Engineer II", "manager = Aisha Rahman", "כתובת חדשה: רחוב הרצל 45,
רחובות", "- landline installed: 03-6124587"; and headings that name a change by its noun: "The move
to Leeds (done 28 March!!)", "המעבר לחיפה – 20.7", "Day 1 at Shopify ✔️", "1.7 – היום הראשון שלי
במאנדיי". A labelled line is a label of a closed lexicon (a title, a manager, an address, a number,
an employer) and a value of the label's type; a heading is a move's or a first day's noun with its
place or its organisation, at the start of a line. The day: a date on the same line, else a
"start: 3 Feb" line of the same note, else the record's day; a move still ahead holds from the day
after it (the travel day), as the rules read it.

Read in the owner's own notes (``structured``), each labelled line for what it says (a value
the reader of its type cannot read is kept as written for an address, as a name for a manager); a
heading only for what no labelled line of the note said. A line with a question, a wish or a
negation says nothing."""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Callable, Iterator

from hinet_pipeline.memory.facts.address import city_of, read_address
from hinet_pipeline.memory.facts.contact_objects import read_numbers
from hinet_pipeline.memory.facts.dates import DATE_PHRASE, EMOJI, resolve_date
from hinet_pipeline.memory.facts.grammar_title import title_after
from hinet_pipeline.memory.facts.job_titles import read_title
from hinet_pipeline.memory.facts.lexicon import has_title
from hinet_pipeline.memory.facts.objects import read_org, read_person, read_place
from hinet_pipeline.memory.facts.phone_lines import e164

_REACH = 3000  # a note of a few lines: a long document's headings are not a list's
_BULLET = r"^[ \t]*(?:[-*•·→]+[ \t]*)?"
# (a day between the label and its separator, "new mgr from 11/4: Aoife Byrne"; an arrow, "mgr → Priya")
_SEP = (
    r"(?P<from>[ \t]+\(?(?:from|as\s+of|eff\.?|מ-?|מה-|החל\s+מ-?)[ \t]*[^:=\n()]{1,15}?\)?)?"  # (or in brackets)
    r"[ \t]*(?::|=|[–—]|[ \t]-|→|->)[ \t]*"
)
PERSON_NAME = re.compile(r"(?:Dr\.?\s+)?[A-Z][\w'-]+(?:[ \t]+[A-Z][\w'-]+){0,2}")  # a person, 1-3 words


def _title(text: str, pos: int, region: str):
    got = read_title(text, pos)
    return got if got and has_title(got[0]) else None


def _person(text: str, pos: int, region: str):
    got = read_person(text, pos)
    if got and (not got[0].isascii() or len(got[0].split()) >= 2):
        return got
    return (m.group(), m.end()) if (m := PERSON_NAME.match(text, pos)) else None  # "Manager: Lena"


def _address(text: str, pos: int, region: str):
    """The line as written, less a remark in parentheses ("Frishman St 27, apt 9, Tel Aviv 6439103, Israel")
    and what follows an emoji or an exclamation ("שדרות רוטשילד 120, תל אביב 🏙️ עברנו אתמול")."""
    cut = _AFTER_ADDRESS.search(text, pos)
    raw = text[pos : cut.start() if cut else len(text)]
    value = re.sub(r"\s*\(.*?\)\s*", " ", raw).strip().rstrip(".")
    dash = cut is not None and cut.group().strip() in ("—", "–")  # (a day after a dash: "— in since 28/9";
    return (value, pos + len(raw) if dash else len(text)) if value else None  # not the next sentence's)


_AFTER_ADDRESS = re.compile(  # (and the next sentence: "Address: 5 Elm Street, Leeds. Work: 10 Main Street, York")
    rf"\s*[{EMOJI}!?]|\s+[—–]\s+|(?<!\bSt)(?<!\bRd)(?<!\bAve)(?<!\bDr)(?<!\bBlvd)\.\s+(?=[A-Zא-ת])|\.\s+(?=(?:My|Our|Work|Office)\b)"
)


def _phone(text: str, pos: int, region: str):
    found = read_numbers(region)(text, pos) or []
    return found[0] if found else (text[pos:].strip(), len(text))


def _org(text: str, pos: int, region: str):
    return read_org(text, pos)


# (label, predicate, reader): the label is the whole text before the separator
_LABELS: tuple[tuple[str, str, Callable], ...] = (
    (r"(?:new\s+|job\s+|my\s+)*(?:title|role|position)|(?:ה)?(?:תפקיד|תואר)(?:\s+(?:ה)?חדש)?", "job_title", _title),
    (
        r"(?:new\s+|my\s+|line\s+|direct\s+)*(?:manager|mgr|boss|supervisor|team\s+lead)(?:\s+there)?|report(?:s|ing)\s+(?:to|line)"
        r"|(?:ה)?(?:מנהל|מנהלת|בוס|בוסית)(?:\s+(?:ה)?(?:ישיר|ישירה|חדש|חדשה))?",
        "manager",
        _person,
    ),
    (
        r"(?:new\s+|home\s+|my\s+|our\s+|residential\s+|postal\s+|mailing\s+)*(?:address|addr\.?)|(?:ה)?כתובת(?:\s+(?:ה)?חדשה)?(?:\s+(?:שלי|שלנו))?",
        "address",
        _address,
    ),
    (
        r"(?:new\s+|my\s+|home\s+|work\s+)*(?:number|phone|mobile|cell|landline|digits|ph|tel|mob)(?:\s+(?:installed|changed))?"
        r"|(?:ה)?(?:טלפון|נייד|מספר)(?:\s+(?:ה)?חדש)?",
        "phone",
        _phone,
    ),
    (
        r"(?:new\s+)?(?:company|employer)|(?:ה)?(?:חברה|מעסיק|מקום\s+(?:ה)?עבודה)(?:\s+(?:ה)?חדש(?:ה)?)?",
        "works_at",
        _org,
    ),
)
_ADDRESS = next(i for i, (_, predicate, _) in enumerate(_LABELS) if predicate == "address")
_LABEL = re.compile(  # (also after another label or a sentence on its line: "- Buddy: Priya. Manager: Lena",
    # "day 1 @ Greggs. Area Manager, North Tyneside (11 shops!!). Boss = Sarah Hume.")
    _BULLET
    + r"(?P<pre>[^\n]{1,120}?[.;!)][ \t]+)?(?:"
    + "|".join(f"(?P<l{i}>{p})" for i, (p, _, _) in enumerate(_LABELS))
    + ")"
    + _SEP,
    re.M | re.I,
)
_START = re.compile(
    _BULLET + r"(?:start(?:\s+date)?|first\s+day|day\s+1|תאריך\s+(?:ה)?התחלה|התחלה|תחילת\s+(?:ה)?עבודה"
    r"|(?P<move>move[\s-]?in(?:\s+day)?|moving(?:\s+in|\s+day)|כניסה|נכנסים|המעבר(?:\s+עצמו)?))(?:" + _SEP + r"|\s+)",
    re.M | re.I,
)
# a heading: a move's noun and its place, a first day and its organisation (a few words may lead in:
# "Things to sort after the move to Leeds", "1.7 – היום הראשון שלי במאנדיי")
_HEADING = re.compile(
    _BULLET + r"(?:[^\n]{0,40}?\b(?:after|before|for)\s+|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?" + _SEP + r")?"
    r"(?:(?P<move>(?:[Tt]he\s+|[Oo]ur\s+|[Mm]y\s+)?(?:[Mm]ove|[Rr]elocation|[Mm]oving)\s+(?:back\s+)?to\s+"
    r"|(?:ה)?(?:מעבר|חזרה|רילוקיישן)\s+(?:חזרה\s+)?ל-?)"
    r"|(?P<job>(?:[Dd]ay\s+(?:1|one)|[Ff]irst\s+day|[Oo]nboarding)\s*(?:at\s+|@\s*|[–—:-]\s*)"
    r"|(?:ה)?יום\s+(?:ה)?ראשון\s+שלי\s+ב-?|יום\s+1\s+ב-?))",
    re.M,
)
_EFFECTIVE = re.compile(r"\b(?:effective|as\s+of|w\.e\.f\.?)\s+([^:\n]{3,30}):[ \t]*$", re.M | re.I)
_FROM_TO = re.compile(r"from\s+(.+?)\s+to\s+(.+)", re.I)
_DOTTED = re.compile(r"(?<![\d.])\d{1,2}\.\d{1,2}(?:\.(?:19|20)?\d{2})?(?![\d.])")
_HEBREW = re.compile(r"[א-ת]")
_SLASHED = re.compile(r"(?<![\d/])\d{1,2}/\d{1,2}(?:/(?:19|20)?\d{2})?(?![\d/])")
_UNSURE = re.compile(
    r"\?|\b(?:maybe|perhaps|wish|hope|if|not|never|no)\b|n['’]t\b|(?<!\w)(?:אולי|הלוואי|אם|לא|אין)(?!\w)", re.I
)
_DONE = re.compile(r"\b(?:done|moved|finished)\b|(?<!\w)(?:עברנו|עברתי|בוצע)(?!\w)", re.I)


def _line(text: str, pos: int) -> tuple[int, int]:
    s = text.rfind("\n", 0, pos) + 1
    e = text.find("\n", pos)
    return s, len(text) if e < 0 else e


def _day(text: str, s: int, e: int, base, prefer: str):
    """A date on ``text[s:e]``: a date phrase, or a bare day.month ("– 20.7") as a list writes it; one
    "since" introduces is behind ("— in since 28/9")."""
    m = DATE_PHRASE.search(text, s, e) or _DOTTED.search(text, s, e)
    if not m and _HEBREW.search(text, _line(text, s)[0], e):
        m = _SLASHED.search(text, s, e)  # a Hebrew line's "התחלה: 16/7": day, then month
    if m and "en_from" in m.re.groupindex and (m.group("en_from") or "").casefold() in ("since", "מאז"):
        prefer = "since"
    return (
        resolve_date(m.group("date") if "date" in m.re.groupindex else m.group().replace("/", "."), base, prefer)
        if m
        else None
    )


def bracketed(text: str, s: int, e: int, base, said: bool = False):
    """The day a remark in brackets gives on ``text[s:e]`` ("(from 1 May)", "(moved 4/3)", "(מאז 26.1)");
    ``said``: only with its word (a bare "(10 March)" after an address outside a label is any day)."""
    m = _BRACKET.search(text, s, e)
    if not m or not (m.group(1) or not said):
        return None
    word = (m.group(1) or "").strip().casefold()
    ahead = word in ("from", "as of", "eff", "eff.", "effective", "מ", "מ-", "מה", "מה-") or word.startswith("החל")
    # "(from 1 May)": this year's May; "(eff. Mon)": the Monday ahead
    return resolve_date(m.group(2), base, ("future" if not _DIGIT.search(m.group(2)) else None) if ahead else "past")


_DIGIT = re.compile(r"\d")
_BRACKET = re.compile(
    r"\(\s*((?:from|since|as\s+of|eff\.?|effective|moved(?:\s+in)?|in)\s+|מאז\s+|החל\s+מ-?|מה?-?)?([^()\n]{1,30}?)\s*\)",
    re.I,
)


def labelled_address(text: str, pos: int) -> str | None:
    """The address a labelled line holding ``pos`` gives, as ``notes`` reads it ("כתובת: רחוב
    העצמאות 5, אשדוד (מאז 26.1)": the line less its remark), or None on any other line."""
    s, e = _line(text, pos)
    for m in _LABEL.finditer(text, s, e):
        if m.group(f"l{_ADDRESS}") is not None and m.end() <= pos and (got := _address(text[:e], m.end(), "")):
            return got[0]  # (a value that reads as no address is none: "Address:.   Flat 2, ...")
    return None


def might_note(text: str) -> bool:
    """False when ``notes`` finds nothing in ``text``: no separator of a label, no heading."""
    return (
        ":" in text
        or "=" in text
        or "→" in text
        or "->" in text
        or (len(text) <= _REACH and _HEADING.search(text) is not None)
    )


def notes(text: str, at, region: str) -> Iterator[tuple]:
    """(predicate, object, valid_from, retract, span) for the labelled lines and headings of ``text``,
    written at ``at``."""
    start = home = None
    if m := _START.search(text):  # "start: 3 Feb", "נכנסים ב-1 לדצמבר": the note's own day
        start = _day(text, m.end(), _line(text, m.end())[1], at, "future")
        if start and m.group("move") and start > at:
            home = start + timedelta(days=1)  # a move-in still ahead: one lives there from the next day
    elif m := _EFFECTIVE.search(text):  # "the following changes, effective 1 July 2024:" over the lines
        start = resolve_date(m.group(1), at, "future")
    moving = bool(m and m.re is _START and m.group("move"))
    seen = set()
    for m in _LABEL.finditer(text):
        i = next(int(k[1:]) for k, v in m.groupdict().items() if v is not None and k != "pre")
        _, predicate, read = _LABELS[i]
        if (pre := m.group("pre")) and ":" not in pre and predicate != "manager":
            continue  # (after a sentence, only a boss: the sentence's own title or place the rules read)
        s, e = _line(text, m.start())
        if _UNSURE.search(text, s, m.end()):
            continue
        got = read(text[:e], m.end(), region)  # (the value ends with its line)
        if not got or (predicate == "phone" and (got := (e164(got[0], region), got[1]))[0] is None):
            continue
        when = (
            _day(text, got[1], e, at, "future")
            or (_day(text, m.start("from"), m.end("from"), at, "future") if m.group("from") else None)
            or bracketed(text, m.end(), e, at)  # "new address: Flat 2, 88 Hope St (from 1 May)"
            or (home if predicate == "address" else None)
            or (start if predicate not in ("phone", "address") or moving else None)  # (a job's start: not a number's)
            or at
        )
        seen.add(predicate)
        if predicate == "job_title" and (change := _FROM_TO.fullmatch(got[0])):  # "from Credit Analyst to Senior ..."
            if when != at:  # (the old one until the new one's day; with no day, only the new one)
                yield predicate, change.group(1), at, False, (m.start(), got[1])
            got = (change.group(2), got[1])
        yield predicate, got[0], when, False, (m.start(), got[1])
        street = read_address(text[:e], m.end()) if predicate == "address" else None
        if street and "lives_in" not in seen and (city := city_of(street[0])):  # (its town, not "Israel")
            seen.add("lives_in")
            yield "lives_in", city, when, False, (m.start(), got[1])
    for m in _HEADING.finditer(text) if len(text) <= _REACH else ():
        predicate = "lives_in" if m.group("move") is not None else "works_at"
        s, e = _line(text, m.start())
        if predicate in seen or _UNSURE.search(text, s, e):
            continue
        got = (read_place if predicate == "lives_in" else read_org)(text[:e], m.end())
        if not got:
            continue
        when = _day(text, s, e, at, "past" if _DONE.search(text, s, e) else "future") or start
        if when is None and predicate == "lives_in" and not _DONE.search(text, s, e):
            continue  # a move still to come, with no day: not yet a fact
        when = when or at
        if predicate == "lives_in" and when > at:
            when += timedelta(days=1)  # a move ahead "on" its day: from the next
        seen.add(predicate)
        yield predicate, got[0], when, False, (m.start(), got[1])
        if predicate == "works_at" and "job_title" not in seen:
            if title := title_after(text, got[1]):  # "Day one at SAP in Walldorf. Senior Developer, team of six"
                seen.add("job_title")
                yield "job_title", title[0], when, False, (m.start(), title[1])
