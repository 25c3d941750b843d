"""Objects of statements: what follows "I moved to", "my new address is", "I report to", read from
the text at a position: a place or organisation (Latin or Hebrew words), a person, a phone number,
a street address, a job. Each reader returns (object, end) or None."""

from __future__ import annotations

import re
from typing import Callable

from .dates import _DATE
from .structured import _NAME

# -- objects -------------------------------------------------------------------------------------------

Reader = Callable[[str, int], "tuple[str | None, int] | None"]  # (text, where it starts) → (value, its end)

_LATIN = re.compile(r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)*")  # a capitalised place or organisation
_HE_WORD = re.compile(r"[א-ת][א-ת\"'׳״-]*")
_HE_STOP = frozenset(
    "עם ליד כבר עכשיו כיום היום אתמול מחר כי אבל עד מאז החל כמו של על אצל יחד לבד שוב גם רק עוד ממש באמת "
    "סוף אחרי לפני בעוד אז זה זאת כל אני את אתה אנחנו הם הן שם פה כאן ביום בשבוע בחודש בשנה מהיום "
    "יום ימים שבוע שבועות חודש חודשים שנה שנים".split()
)
_HE_NOT_PLACE = frozenset("גור עבוד דירה הדירה בית הבית חדר מלון שלב צד עבודה משרד תפקיד צוות פה כאן שם".split())
_HE_NOT_ORG = frozenset(
    "בית הבית משמרת משמרות לילה לילות בוקר ערב צהריים חצי משרה שבת סופ סופי שעות עבודה".split()
) | frozenset("ראשון שני שלישי רביעי חמישי שישי".split())


def _he_words(text: str, pos: int, most: int, exclude: frozenset) -> tuple[str, int] | None:
    """Up to ``most`` Hebrew words from ``pos``, ending at punctuation, a function or time word."""
    words, end = [], pos
    while len(words) < most:
        if words and text[end : end + 1] != " ":
            break
        m = _HE_WORD.match(text, end + 1 if words else end)
        if not m or m.group() in _HE_STOP or _DATE.match(m.group()):
            break
        if words and m.group().startswith("ו"):  # "חיפה ואני": "and" starts another clause
            break
        words.append(m.group())
        end = m.end()
    if not words or words[0] in exclude:
        return None
    return " ".join(words), end


def _place_or_org(most: int, exclude: frozenset) -> Reader:
    def read(text: str, pos: int):
        pos += 1 if text[pos : pos + 1] == "-" else 0  # "ב-Globex", "ל-Berlin"
        if m := _LATIN.match(text, pos):
            return m.group(), m.end()
        return _he_words(text, pos, most, exclude)

    return read


_place = _place_or_org(2, _HE_NOT_PLACE)
_org = _place_or_org(3, _HE_NOT_ORG)


def _person(text: str, pos: int):
    m = _NAME.match(text, pos)
    return (m.group(), m.end()) if m else None


_PHONE = re.compile(r"\+?\d[\d \t\-()]{6,}\d")


def _number(text: str, pos: int):
    m = _PHONE.match(text, pos)
    return (m.group(), m.end()) if m else None


_MY_JOB = re.compile(r"(?:my\s+(?:old\s+)?job|(?:מקום\s+)?העבודה)(?P<at>\s+(?:at|with|אצל)\s+|\s+ב(?=[-א-ת]))?")


def _job_or_org(text: str, pos: int):
    """After "left": "my job (at X)" / "(מקום) העבודה (ב-X)" (no X: whatever job holds, None), or X."""
    if m := _MY_JOB.match(text, pos):
        return (_org(text, m.end()) if m.group("at") else None) or (None, m.start("at") if m.group("at") else m.end())
    return _org(text, pos)


def _last_day(text: str, pos: int):
    """After "my last day" / "היום האחרון שלי": the organisation it names ("at Acme", "באקמה"; None
    for "at work", "בעבודה" or none), and the verb ("is", "will be", "was"; Hebrew may leave it out)."""
    org, hebrew = None, not text[pos - 1].isascii()
    if m := re.compile(r"\s+(?:at|with)\s+").match(text, pos):
        if not (found := _LATIN.match(text, m.end())):
            return None  # "my last day at school": not a job
        org, pos = found.group(), found.end()
    elif m := re.compile(r"\s+(?:בעבודה|במשרד)(?!\w)").match(text, pos):
        pos = m.end()
    elif m := re.compile(r"\s+(?:אצל\s+|ב)").match(text, pos):
        if not (found := _org(text, m.end())):
            return None
        org, pos = found
    if verb := re.compile(r"\s+(?:is|will\s+be|was|הוא|יהיה|היה)(?!\w)").match(text, pos):
        return org, verb.end()
    return (org, pos) if hebrew else None


_STREET = re.compile(
    r"(?:\d+[A-Za-z]?\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}"  # "12 Herzl Street"
    r"|[A-ZÄÖÜ][\w.'-]*(?:\s+[\w.'-]+){0,3}?\s+\d+[A-Za-z]?"  # "Weserstraße 58", "Frishman St 27"
    r"|(?:רחוב\s+|רח['׳]\s*|שד(?:רות\s+|['׳]\s*))?[א-ת][א-ת\"'׳״-]*(?:\s+[א-ת][א-ת\"'׳״-]*){0,2}\s+\d+[א-ת]?)"
    r"(?=\s*(?:$|[.;!?](?:\s|$)))"
)
_UNIT = re.compile(r"(?:apt|apartment|flat|unit|suite|wohnung|דירה)\.?\s*#?\s*\d+\w*", re.I)
_FLOOR = re.compile(
    r"(?:\d+\s*\.?\s*(?:OG|Stock|Etage|floor|fl)\b|(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|ground|top)"
    r"\s+floor|[ED]G\b|קומה|links\b|rechts\b|left\b|right\b)",
    re.I,
)
_CITY = re.compile(
    r"\d{4,7}\s+[A-ZÄÖÜ][\w'-]*(?: [A-Z][\w'-]*){0,2}"  # "12045 Berlin"
    r"|[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}(?:\s+\d{4,7})?"  # "Tel Aviv 6439103"
)


def _address(text: str, pos: int):
    """A postal address from ``pos``, on one line or a few up to a blank line (a name on a line of
    its own before it is skipped): the street and number, a flat number, the postcode and city;
    floor directions are left out ("3. OG links", "3rd floor left", "קומה שלישית")."""
    block = re.compile(r"\s*((?:[^\n]+\n?)*)").match(text, pos)
    own_lines = "\n" in text[len(text[:pos].rstrip()) : block.start(1)]  # "my address is:", the address below
    kept: list[str] = []
    end = None
    for m in re.finditer(r"[^,\n]+", block.group(1)):
        part, start = m.group().strip(), block.start(1) + m.start() + len(m.group()) - len(m.group().lstrip())
        if not kept:
            if street := _STREET.match(part):
                kept.append(street.group())
                end = start + street.end()
            elif own_lines and m.start() == 0 and not re.search(r"\d", part) and block.group(1)[m.end() :][:1] == "\n":
                continue  # "Dana Levi" on the line above the street
            else:
                return None
        elif _FLOOR.match(part):
            continue
        elif unit := _UNIT.match(part):
            kept.append(unit.group())
            end = start + unit.end()
        elif city := _CITY.match(part):
            kept.append(city.group())
            end = start + city.end()
            break
        elif he := _he_words(part, 0, 2, _HE_NOT_PLACE):
            kept.append(he[0])
            end = start + he[1]
            break
        else:
            break
    return (", ".join(kept), end) if kept else None


def _city(text: str, pos: int):
    """A place that is not a street address ("moved to Haifa", not "moved to Herzl St 12")."""
    return None if _address(text, pos) else _place(text, pos)
