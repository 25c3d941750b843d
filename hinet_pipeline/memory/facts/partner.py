"""The one a writer lives with as a couple, as the writer's own mail names them ("my husband Ken", "Ken and I got
married", "בעלי אייל"), for a home the writer gives as "ours" with no one named beside them: "We finally moved out
of the Airbnb ... into our own apartment" (Tina, who wrote "Ken and I got married" two years before) is Ken's home
too. The vault's mail is read for such statements once, when a statement first asks (``known_partners``); the
partner a home is shared with is the one the writer last named before it (none before: no one)."""

from __future__ import annotations

import re
from bisect import bisect_right
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import datetime
from typing import Callable, Iterable

from hinet_pipeline.memory.facts.named import first_named, known_named
from hinet_pipeline.memory.facts.news import NOT_SUBJECT, function_word
from hinet_pipeline.memory.facts.scripts import spells_word
from hinet_pipeline.memory.facts.short_sign import FAMILY_LINE, family_names
from hinet_pipeline.memory.people.nicknames import first_form

_NAME = r"[A-Z][a-z]+"
_PARTNER = re.compile(
    rf"\b[Mm]y\s+(?:new\s+|lovely\s+|dear\s+)?(?:husband|wife|hubby|partner|fianc[eé]e?|boyfriend|girlfriend|spouse)"
    rf"\s*,?\s+(?P<a>{_NAME})\b(?!['’])"
    # ("Ken and I got married on November 22", "Ana and I are getting married", "Noam and I just got engaged")
    rf"|\b(?P<b>{_NAME})\s+and\s+I\s+(?:(?:just|finally|officially|have|had|are|were|will)\s+){{0,2}}"
    r"(?:(?:got|get|getting|been|be)\s+)?(?:married|engaged|hitched)\b"
    # ("Jason and I will move in from 1 April", "Dave and I bought a house": a couple's home)
    # ("Priya and I are moving to Denver in September", "Priya and I closed on a house")
    rf"|\b(?P<f>{_NAME})\s+and\s+I\s+(?:(?:will|are|have|had|just|finally|officially)\s+){{0,2}}"
    r"(?:mov(?:e|ed|ing)\s+(?:in|into|to)\b|(?:bought|got|found|rented|closed\s+on|signed\s+for)\s+(?:a|our|the)\s+"
    r"(?:new\s+|little\s+)?(?:flat|house|home|place|apartment|condo|townhouse|townhome|cottage|duplex|bungalow)\b)"
    rf"|\bI\s+(?:just\s+|finally\s+)?(?:married|got\s+married\s+to|am\s+marrying|am\s+engaged\s+to)\s+(?P<c>{_NAME})\b"
    # Hebrew: "בעלי אייל", "אשתי, מיכל", "בן הזוג שלי נועם", "אייל ואני התחתנו"
    r"|(?<!\w)(?:בעלי|אשתי|ארוסי|ארוסתי|(?:בן|בת)\s+הזוג\s+שלי)\s*,?\s+(?P<d>[א-ת]{2,}|[A-Z][a-z]+)(?!\w)"
    r"|(?<!\w)(?P<e>[א-ת]{2,})\s+ואני\s+(?:התחתנו|מתחתנים|התארסנו|מתארסים)(?!\w)"
)
_NOT_ONE = frozenset({"And", "But", "So", "Then", "Also", "Me", "We", "You", "The", "This", "That"})
# where a mail's own words end: a quote's first line, a forwarded or original message's header
_QUOTED = re.compile(r"^(?:>|-{3,}\s*(?:Original|Forwarded)|On\s.{4,80}\bwrote:|Begin forwarded)", re.M)

_TEXTS: ContextVar[Callable[[], Iterable[tuple[str | None, int, str]]]] = ContextVar(
    "hinet_partner_texts", default=tuple
)
_FOUND: dict[int, dict[str, tuple[list[int], list[str]]]] = {}


@contextmanager
def known_partners(texts: Callable[[], Iterable[tuple[str | None, int, str]]]):
    """Within: the mail whose writers may name their partner, as (writer's name, time in epoch seconds, body) from
    ``texts``, asked once when first needed."""
    token = _TEXTS.set(texts)
    try:
        yield
    finally:
        _TEXTS.reset(token)
        _FOUND.pop(id(texts), None)


def partner_named(body: str, writer: str | None = None) -> str | None:
    """The first name the writer's own words give their partner ("my wife Dana", "Ken and I got married", a couple's
    sign-off with the writer's first name, "Dennis & Faith"), else None."""
    own = body[: m.start()] if (m := _QUOTED.search(body)) else body
    for m in _PARTNER.finditer(own):
        word = next(g for g in m.groups() if g)
        if word in _NOT_ONE:
            continue
        return word
    if (
        writer
        and (sign := _JOINT_SIGN.search(own))
        and (me := _writer_key(writer)) in (keys := [_writer_key(w) for w in sign.groups()])
    ):
        return sign.group(2) if keys[0] == me else sign.group(1)
    return None


def _writer_key(name: str | None) -> str | None:
    return first_form(first.lower()) if (first := _first_word(name)) else None


def _first_word(name: str | None) -> str | None:
    """A writer's first name as their name gives it ("Dela Cruz, Cristina": Cristina; past "Ma."; the Latin one of a
    name in two scripts: "陈慧敏 Rachel Tan" is Rachel)."""
    words = (name or "").replace(",", " ").split()
    if not words:
        return None
    if "," in (name or ""):
        words = (name or "").split(",", 1)[1].split() or words
    long = [w for w in words if len(w.rstrip(".")) > 2]
    return next((w for w in long if w.isascii()), long[0] if long else words[0])


def _statements() -> dict[str, tuple[list[int], list[str]]]:
    texts = _TEXTS.get()
    if (found := _FOUND.get(id(texts))) is None:
        rows: dict[str, list[tuple[int, str]]] = {}
        for writer, ts, body in texts():
            if (key := _writer_key(writer)) and (word := partner_named(body, writer)):
                rows.setdefault(key, []).append((ts, word))
                if (them := _writer_key(word)) and them != key:  # (one's partner has them as theirs: "Ken and I
                    rows.setdefault(them, []).append((ts, _first_word(writer)))  # got married": Tina is Ken's)
        found = _FOUND[id(texts)] = {k: ([t for t, _ in sorted(v)], [w for _, w in sorted(v)]) for k, v in rows.items()}
    return found


def partner_of(writer: str | None, at: datetime) -> str | None:
    """The first name of the partner ``writer`` last named in their mail at or before ``at``, else None."""
    if (key := _writer_key(writer)) is None or (said := _statements().get(key)) is None:
        return None
    i = bisect_right(said[0], int(at.timestamp()))
    word = said[1][i - 1] if i else None
    return None if word is None or _writer_key(word) == key else word


# the writer and someone named, as one subject: "Priya and I", "Dave & I", "Ben, Miso and I", "I and Kelly"
_WITH_ME = re.compile(
    r"\b(?P<names>[A-Z][a-z]+(?:,\s+[A-Z][a-z]+)*)\s+(?:and|&)\s+I\b(?!['’]d)|\bI\s+and\s+(?P<after>[A-Z][a-z]+)\b"
)


def partners(text: str, start: int, end: int, voice=None) -> list[str]:
    """The people named with the writer as one subject a little before a home the writer gives as "ours" ("Dave and
    I got a place in Logan Square: ...", "Ben, Miso and I are out of the Glisan apartment ... We moved in Saturday.
    New address: ..."): where the statement's sentence, or the one before it, speaks as "we" / "our" (not "Ben and I
    went to Paris. I moved to Denver"); each as the text, its header or the vault names them in full (a pet or
    someone unknown left out); with none named, the one the writer (``voice``'s) last called their partner, where the
    home's paragraph speaks as "we" ("We finally moved ... into our own apartment", ``partner.partner_of``)."""
    opens = max(text.rfind(c, 0, max(0, start - 1)) for c in ".!?\n") + 1
    said_before = len(text[:opens].rstrip())  # (past a blank line)
    before = max(text.rfind(c, 0, max(0, said_before - 1)) for c in ".!?\n") + 1
    writer, at = (voice.name(), voice.item.timestamp) if voice is not None else (None, None)
    plural = _WE.search(text, before, end) is not None
    out: list[str] = []
    for m in _WITH_ME.finditer(text, max(0, start - _PARTNER_REACH), end):
        if (
            not plural
            and not (m.group("names") and start - 2 <= m.end() <= start + 2)
            and not _MOVED.match(text, m.end())
        ):
            continue  # (its own subject: "Dave and I got a place ...", a move of theirs, "we" / "our" said of the home)
        words = re.split(r",\s+", m.group("names")) if m.group("names") else [m.group("after")]
        for word in words:
            if word in NOT_SUBJECT or function_word(word):
                continue
            if (name := first_named(text, word, m.start()) or known_named(word)) and name not in out:
                out.append(name)
    for line in FAMILY_LINE.finditer(text, start, end):  # "Dan, Rachel & Ava Novak": each one the text or vault knows
        for first in family_names(line):
            if (name := first_named(text, first, line.start()) or known_named(first)) and name not in out:
                out.append(name)
    for line in _COUPLE.finditer(text, start, end):  # "Caleb Ostrowski & Ana Beltrán" over the street: both
        if _NOT_A_COUPLE.search(line.group()):
            continue  # ("Mr and Mrs Ostrowski", "Lakeview Bed and Breakfast")
        for word in line.group(1, 2):
            name = word if " " in word else first_named(text, word, line.start()) or known_named(word)
            if name and name not in out:
                out.append(name)
    # "we're moving ..." signed "Dani & Marcus (& Jalen)": his, where the writer ("Dani") is one who signs
    sign = _JOINT_SIGN.search(text, end) or _HE_JOINT_SIGN.search(text, end)  # (or "שירה ואייל" for Shira)
    if (
        plural
        and writer
        and sign
        and any(w == writer.split()[0] or spells_word(w, writer.split()[0]) for w in sign.groups())
    ):
        for word in sign.group(1, 2):
            name = first_named(text, word, sign.start()) or known_named(word, writer.split()[-1])
            if name and name not in out:
                out.append(name)
    if m := _INTO_THEIRS.search(
        text, opens, end
    ):  # "I've moved into Ken's place in San Bruno": his home, the writer's too
        if (name := first_named(text, m.group(1), m.start()) or known_named(m.group(1))) and name not in out:
            out.append(name)
    if not out and writer and at is not None and (word := partner_of(writer, at)):
        para = text.rfind("\n\n", 0, max(0, start - 3)) + 1  # (its paragraph, or the one before an address)
        if _WE.search(text, max(para, start - _PARTNER_REACH), end) and (
            name := first_named(text, word, len(text)) or known_named(word)
        ):
            # (by a nickname only with the writer's family name: "Dick" is no Richard Oyelaran of Peggy Halvorsen's)
            if name.split()[0].casefold() == word.casefold() or name.split()[-1] == writer.split()[-1]:
                out.append(name)
    return out


_INTO_THEIRS = re.compile(r"\binto\s+([A-Z][a-z]+)['’]s\s+(?:old\s+)?(?:place|flat|apartment|house|home|condo)\b")
_HE_JOINT_SIGN = re.compile(
    r"^[ \t]*(?:(?:אוהבים|נשיקות|באהבה|תודה)[,!]?[ \t]+)?([א-ת]{2,})[ \t]+ו([א-ת]{2,})[ \t]*\s*\Z", re.M
)
# two first names signing together, the text's last words ("Love,\nDani & Marcus (& Jalen)"; not one in brackets; but
# the partner in brackets after the writer: "Eilidh (and Callum) xx")
_JOINT_SIGN = re.compile(
    r"^[ \t]*(?:(?:Love|Cheers|Best|Hugs|Warmly|Thanks|xo|XO)[,!]?[ \t]+)?([A-Z][a-z]+)[ \t]*(?:&|and|\((?:and|&))"
    r"[ \t]*([A-Z][a-z]+)\)?(?:[ \t]*\([^()\n]{1,30}\))?(?:[ \t]+[xX]+)?[ \t]*\s*\Z",
    re.M,
)
_NOT_A_COUPLE = re.compile(
    r"\b(?:Mr|Mrs|Ms|Miss|Dr|Bed|Breakfast|Inn|Hotel|Motel|Lodge|Suites|Farm|Ranch|Cottages?|Sons|Co|Company|Associates|"
    r"Partners|Brothers|Bros)\b"
)
# a couple's line over the street, each named ("Caleb Ostrowski & Ana Beltrán", "Dave and Mira Kohl")
_COUPLE = re.compile(
    r"^[ \t]*([A-Z][^\W\d_]+(?:[ \t]+[A-Z][^\W\d_]+)?)[ \t]+(?:&|and)[ \t]+"
    r"([A-Z][^\W\d_]+(?:[ \t]+[A-Z][^\W\d_]+)?)[ \t]*$",
    re.M,
)


_MOVED = re.compile(r"\s+(?:(?:just|finally|have|are|will)\s+){0,2}(?:moved|moving|move)\s+(?:in|into|to)\b")
_WE = re.compile(  # (and Hebrew's "we", said or in its verb: "אנחנו", "שלנו", "עוברים", "עברנו", "גרים")
    r"\b(?:[Ww]e|[Ww]e['’](?:re|ve|ll)|[Oo]ur|[Uu]s)\b|(?<!\w)(?:אנחנו|שלנו|עוברים|עברנו|גרים|קנינו|חתמנו)(?!\w)"
)
_PARTNER_REACH = 300  # how far before the home its "X and I" may stand
