"""A person's details as a form gives them: a block of "Key: value" lines with a name in it
("Name: MONIKA CAUSHOLLI / Title: ANALYST / Company: ENRON / Address1: 1400 SMITH STREET /
CityStZip: HOUSTON TX 77002 / Tel. No: (713) 345 1510"): an account's confirmation, a
registration, a contact card; and a roster's rows under its heading ("New Hires / EGM - Jennifer
Morris, Mike Reen"). The ``signature`` extractor files what a form says about the person it names,
as it files a sign-off's lines."""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.lexicon import UNIT_WORDS, org_suffix
from hinet_pipeline.memory.facts.phone_lines import phones_on_line
from hinet_pipeline.memory.facts.places import names_a_place
from hinet_pipeline.memory.facts.signoff import EMAIL, name_of

# one field: a short key, a colon, a value on the same line
_FIELD = re.compile(r"[ \t]*([A-Za-z][A-Za-z0-9 .#/,-]{0,24}?)[ \t]*:[ \t]*(\S[^\n]*?)[ \t]*$", re.M)
_KEYS = {
    "name": "name|full name|contact name|your name|attendee|attendee name",
    "job_title": "title|job title|position",
    "works_at": "company|company name|organization|organisation|employer|firm",
    "phone": "tel|tel no|telephone|phone|phone number|phone no|work phone|office phone|business phone|direct"
    "|direct line|mobile|cell|cell phone|mobile phone|cell number|mobile number|home number|home phone"
    "|business number|work number|office number|business and home number",
    "email": "email|e-mail|email addr|email address|e-mail address",
    "street": "address|address1|address 1|address2|address 2|street|street address|mailing address",
    "city": "city|citystzip|city/state/zip|city, state zip|city/state|state|zip|zip code|postal code",
}
_KIND = {key: kind for kind, keys in _KEYS.items() for key in keys.split("|")}
_NAME_KEY = re.compile(r"(?:name|attendee)[ \t.]*:")  # in the lower-cased text: what every name key ends with
_ENOUGH = 2  # fields besides the name: one "Name:" line alone is no form


def _kind(key: str) -> str | None:
    return _KIND.get(" ".join(key.casefold().replace(".", " ").split()))


def _case(value: str) -> str:
    """A value a form wrote in capitals, as a person would ("1400 SMITH STREET" → "1400 Smith
    Street"; a state's two letters stay: "HOUSTON TX 77002" → "Houston TX 77002")."""
    if not value.isupper():
        return value
    return " ".join(w.capitalize() if len(w) > 2 and w.isalpha() else w for w in value.split())


def form_details(text: str, start: int, end: int, region: str) -> Iterator[tuple[str, str, str, tuple[int, int]]]:
    """(name, predicate, value, span) of what each form in ``text[start:end]`` says about the
    person it names: job title, employer, phone (never a fax: no key names one), e-mail, and
    the postal address its street and city fields make together."""
    if text.find(":", start, end) < 0 or not _NAME_KEY.search(text[start:end].lower()):
        return  # every form names its person: "Name:" (most parts have no such line: no line is read)
    block: list[tuple[str, str, tuple[int, int]]] = []
    pos = start
    while pos <= end:
        nl = text.find("\n", pos, end)
        line_end = end if nl < 0 else nl
        m = _FIELD.match(text, pos, line_end)
        kind = _kind(m.group(1)) if m else None
        if kind:
            block.append((kind, m.group(2), (pos, line_end)))
        elif not m:  # a line that is no field ends the form (a field with a key the form reader
            yield from _read(block, region)  # does not know, "User ID:", goes on)
            block = []
        if nl < 0:
            break
        pos = nl + 1
    yield from _read(block, region)


# a card a text gives for a named person: "The following is contact information for John Sheriff." and
# then its fields ("Email address:  LSherriff@BTinternet.com", "Cell Number:  011-44-7811-4549-33")
_CONTACT_FOR = re.compile(
    r"[Cc]ontact[ \t]+(?:information|info|details|numbers)[ \t]+(?:for|of)[ \t]+"
    r"(?P<name>[A-Z][\w'-]*\.?(?:[ \t]+[A-Z][\w'-]*\.?){1,3})"
)


def contact_cards(text: str, start: int, end: int, region: str) -> Iterator[tuple[str, str, str, tuple[int, int]]]:
    """(name, predicate, value, span) of the fields under a line that gives a named person's contact
    information (blank lines between the fields; a line that is no field ends the card)."""
    if text.find("ontact", start, end) < 0:
        return  # (a substring test: most parts hold no card)
    for m in _CONTACT_FOR.finditer(text, start, end):
        name = name_of(m.group("name").rstrip("."))
        if not name:
            continue
        block: list[tuple[str, str, tuple[int, int]]] = [("name", name, m.span())]
        pos, blank = _line_end(text, m.end(), end) + 1, 0
        while pos < end and blank < 2:
            line_end = _line_end(text, pos, end)
            if not text[pos:line_end].strip():
                blank += 1
            elif (f := _FIELD.match(text, pos, line_end)) and (kind := _kind(f.group(1))) and kind != "name":
                block.append((kind, f.group(2), (pos, line_end)))
                blank = 0
            else:
                break
            pos = line_end + 1
        yield from _read(block, region)


def _read(block: list[tuple[str, str, tuple[int, int]]], region: str) -> Iterator[tuple[str, str, str, tuple]]:
    names = [name_of(_case(v)) for kind, v, _ in block if kind == "name"]
    if len(names) != 1 or not names[0] or len(block) - 1 < _ENOUGH:
        return
    name, span = names[0], (block[0][2][0], block[-1][2][1])
    streets = [_case(v) for kind, v, _ in block if kind == "street"]
    cities = [_case(v) for kind, v, _ in block if kind == "city"]
    for kind, value, _ in block:
        if kind in ("job_title", "works_at"):
            yield name, kind, _case(value), span
        elif kind == "phone":
            yield from ((name, "phone", n, span) for n, what, *_ in phones_on_line(value, region)[:1] if what != "no")
        elif kind == "email" and (m := EMAIL.fullmatch(value.strip())):
            yield name, "email", m.group().lower(), span
    if streets and cities and any(c.isdigit() for c in streets[0]):
        yield name, "address", ", ".join([*streets, " ".join(cities)]), span


# a roster under its heading: "New Hires" / "Transfers (to or within)", then "EGM  - Jennifer Morris,
# Mike Reen, Daniel Fuller" rows: each named person works in the unit that heads the row
_ROSTER_HEAD = re.compile(
    r"[ \t]*(?:welcome[ \t]+)?(?:(?:our[ \t]+)?new[ \t]+(?:hires?|employees|arrivals)"
    r"|transfers?(?:[ \t]*\([^)\n]{0,30}\))?)[ \t]*:?[ \t]*$",
    re.I,
)
_ROSTER_ROW = re.compile(r"[ \t]*([A-Z][\w&.]*(?:[ \t][A-Z][\w&.]*){0,4})[ \t]*[-–:][ \t]*(\S[^\n]*?)[ \t]*$")


def rosters(text: str, start: int, end: int) -> Iterator[tuple[str, str, str, tuple[int, int]]]:
    """(name, "works_at", unit, span) of each person a roster lists under its unit."""
    part = text[start:end]
    if not any(w in part for w in ("Hire", "HIRE", "hire", "ransfer", "RANSFER", "mployees", "MPLOYEES")):
        return  # (a substring test: most parts hold no roster)
    pos = start
    while pos < end:
        nl = text.find("\n", pos, end)
        line_end = end if nl < 0 else nl
        if _ROSTER_HEAD.match(text, pos, line_end):
            row_at = line_end + 1
            while row_at < end and (m := _ROSTER_ROW.match(text, row_at, _line_end(text, row_at, end))):
                names = [name_of(n) for n in m.group(2).split(",")]
                unit = m.group(1)
                if not names or not all(names) or names_a_place(unit) or (name_of(unit) and not _unit_words(unit)):
                    break  # a row of names only, under a unit that is no one's name and no city
                yield from ((n, "works_at", m.group(1), (pos, m.end())) for n in names)
                row_at = m.end() + 1
        if nl < 0:
            break
        pos = nl + 1


def _unit_words(words: str) -> bool:
    """Words that name a unit or a business, not a person ("EES Retail", "Global Markets", "Acme Inc")."""
    return words.split()[0].isupper() or any(w.casefold() in UNIT_WORDS for w in words.split()) or org_suffix(words)


def _line_end(text: str, pos: int, end: int) -> int:
    nl = text.find("\n", pos, end)
    return end if nl < 0 else nl
