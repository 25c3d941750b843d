"""Numbers running text gives for a named person: "contact Jim Derrick at 713-853-5550", "signed by
Bob McAuliffe (713-853-7468)", "Robert C. (Bob) Lyon - phone 915-688-3838", and the rows of a contact
table ("Contact(s): Malcolm Wells 713-345-3716" and the rows under it, "Richard Brockan....(w)
5-8769.....(c) 713-545-0381", the "Name, role, number" rows under "Here is contact info:"). Never a
fax, pager or toll-free number, never a unit's. The ``signature`` extractor files them with the rest
of what a mail part says."""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.latin import UPPER
from hinet_pipeline.memory.facts.lexicon import PHONE_LABEL
from hinet_pipeline.memory.facts.lines import in_case_record
from hinet_pipeline.memory.facts.phone_lines import phones_on_line
from hinet_pipeline.memory.facts.signoff import PHONEISH, name_of

_LONG_WORD = re.compile(r"[A-Za-z]{3,}")
_NUMBER_CUT = re.compile(r"(?:\(\d{3}\)|\b\d{3})[ .-]?[ \t]*$")  # a line that ends inside a number

_PERSON_AT = re.compile(
    rf"(?<![\w.'-])(?P<name>[A-Z{UPPER}][\w'-]*\.?"  # (letters with marks too: "José García")
    rf"(?:[ \t]+(?:[A-Z{UPPER}][\w'-]*\.?|\([A-Z][a-z]+\)|de|la|van|von)){{1,3}})"
    r"(?:[ \t]*,[ \t]*[^,\n]{1,40},)?"
    r"(?:[ \t]*,?[ \t]*(?:at|@|on)[ \t]+|[ ]?\(|[ \t]*[-–][ \t]*(?:phone|tel|cell|mobile)[:.]?[ \t]*"
    r"|[ \t]*:[ \t]*|[ \t]{2,}|[ \t]*\.{3,}[ \t]*|[ \t])"  # one space: only on a "Contact(s):" line
    r"(?=\(?\+?\d|\(?[A-Za-z]{1,6}[:.)][ \t]*\(?\+?\d"  # the number, or its label first: "(c) 713-..."
    r"|[\w.+'-]+@[\w-]+(?:\.[\w-]+)+[ \t]*\n?[ \t]*or\s)"  # or an address first: "at jd@x.com or 415-..."
)
# between a name's address and its number: "Satnam Nahal, MBA 96, at snahal1@aol.com or \n415-533-1744",
# "John Howard, MBA '89, at john.howard@pnicg.com \nor call (617) 450-4263"
_OR_EMAIL = re.compile(
    r"[\w.+'-]+@[\w-]+(?:\.[\w-]+)+\s+or\s+(?:(?:call|phone|telephone)\s+)?(?:(?:me|him|her)\s+)?(?:at\s+)?\(?"
)
# what every match of _PERSON_AT ends with, within a few characters of the number: a substring test
# first, since the pattern is tried at every position of the 70 characters before each number
_BEFORE_A_NUMBER = ("at", "@", "on", "(", "phone", "tel", "cell", "mobile", ":", "  ", "\t", "...", ")")
_CONTACT_LINE = re.compile(r"^[ \t]*(?:Contacts?(?:\(s\))?|Point of contact|POC)[ \t]*:", re.I | re.M)
# what may stand between a name's numbers on its row: separators, a label, a short extension
# ("....(w) 5-8769.....(c) 713-545-0381", "w: 713-345-1798....c: 281-850-7552")
_LABELS_ONLY = re.compile(
    rf"[\s.:;,()/|–-]*(?:(?:{PHONE_LABEL.pattern}|x?\d{{1,2}}-\d{{4}}|x\d{{3,5}})[\s.:;,()/|–-]*)*", re.I
)
# a row of a contact table: a name, then (after two spaces, a tab, a colon or dots) its numbers
_ROW = re.compile(r"[ \t]*[A-Z][\w.'-]*(?:[ \t][A-Z][\w.'-]*){1,3}(?:[ \t]{2,}|\t|[ \t]*:[ \t]*|\.{3,})[(+\d]")


def _table_row(text: str, start: int, line_start: int, joint: str) -> bool:
    """The name on this line heads a row of a contact table: dot leaders, or rows that run on
    from a "Contact(s):" line (or start on it)."""
    if "..." in joint:
        return True
    at = line_start
    for _ in range(12):
        if _CONTACT_LINE.match(text, at):
            return True
        if at <= start or not _ROW.match(text, at):
            return False
        at = text.rfind("\n", start, at - 1) + 1
    return False


_CONTACT_VERB = re.compile(r"\b(?:[Cc]ontact|[Cc]all|[Ee]-?mail)[ \t]+$")
_FAXED = re.compile(r"\b(?:fax|faxed|facsimile)\b", re.I)  # a number to fax to, on the line before the name
# a line that introduces a list of contacts, one per line: "Here is contact info:", "Contacts are:"
_CONTACT_INTRO = re.compile(
    r"\b(?:contact\s+(?:info(?:rmation)?|details|numbers?|list)|contacts)(?:\s+(?:is|are))?[ \t]*:[ \t]*$",
    re.I | re.M,
)


def _rows(text: str, start: int, end: int) -> Iterator[tuple[int, str, str]]:
    """(where, line, name) of each row under a line that introduces contacts ("Here is contact info:", "Contacts
    are:"), each "Name, what they do, (818) 596-2201": the list ends at a blank line or a row that names no one."""
    if "contact" not in text[start:end].lower():
        return  # (a case-blind pattern tried at every position costs more than this)
    for intro in _CONTACT_INTRO.finditer(text, start, end):
        pos = intro.end() + 1
        for _ in range(12):
            line_end = text.find("\n", pos, end)
            line_end = end if line_end < 0 else line_end
            line = text[pos:line_end]
            if not (name := name_of(line.split(",", 1)[0]) if "," in line else None):
                break
            yield pos, line, name
            if line_end >= end:
                break
            pos = line_end + 1


def _contact_rows(text: str, start: int, end: int, region: str) -> Iterator[tuple[str, str, tuple[int, int]]]:
    """The numbers of each contact row (``_rows``): the row's name's."""
    for pos, line, name in _rows(text, start, end):
        for number, kind, _, e in phones_on_line(line, region):
            if kind != "no":
                yield name, number, (pos, pos + e)


# an organisation as a contact row's second field: capitalised words, "&" or "of" between ("Arter & Hadden",
# "Enron Government Affairs"; not "outside attorney (formerly with ...)", not a title, not a town)
_ORG_FIELD = re.compile(r"[A-Z][\w.'-]*(?:[ \t]+(?:&|of|[A-Z][\w.'-]*)){1,5}")


def contact_row_orgs(text: str, start: int, end: int) -> Iterator[tuple[str, str, str, tuple[int, int]]]:
    """(name, "works_at", organisation, span) of each contact row (``_rows``) whose second field is an organisation
    ("Here is contact info:" over "Sue Mara, Enron Government Affairs, (415) 782-7802")."""
    from hinet_pipeline.memory.facts.lexicon import has_title
    from hinet_pipeline.memory.facts.places import names_a_place

    for pos, line, name in _rows(text, start, end):
        first, org = (f.strip() for f in line.split(",")[:2])
        if _ORG_FIELD.fullmatch(org) and not has_title(org) and not names_a_place(org) and not name_of(org):
            yield name, "works_at", org, (pos, pos + len(first) + 2 + len(org))


def _desk(name: str) -> bool:
    """A name made of a role's or a desk's words ("Benefits Line", "Help Desk"), no person's."""
    from hinet_pipeline.memory.people.identity import role_words

    return bool(role_words(name))


def named_numbers(
    text: str, start: int, end: int, region: str, contacts_only: bool = False, writer: str | None = None
) -> Iterator[tuple[str, str, tuple[int, int]]]:
    """(name, E.164, span) of each number said to be a named person's: right after the name, "at" /
    "@" / in parentheses / "- phone" / a contact table's row (under "Contact(s):" or a line that
    introduces contacts); never a fax, pager or toll-free number. ``contacts_only``: the contact
    tables and lists, and whom the text says to contact, alone (what a notice from a list or a robot
    gives as its contacts). ``writer``: the part's author, whose first name a list of "our cells" gives."""
    yield from _contact_rows(text, start, end, region)
    yield from _our_numbers(text, start, end, region, writer)
    seen: set[int] = set()
    for number in PHONEISH.finditer(text, start, end):  # a name is looked for just before each number
        before = text[max(start, number.start() - 16) : number.start() + 1]
        if not any(w in before for w in _BEFORE_A_NUMBER) and not _CONTACT_LINE.match(
            text, text.rfind("\n", start, number.start()) + 1
        ):
            continue  # none of the words or marks that join a name to its number ends just before it
        m = None
        for m in _PERSON_AT.finditer(text, max(start, number.start() - 70), min(end, number.start() + 4)):
            pass  # the name nearest the number
        if m is None or m.start() in seen or in_case_record(text, m.start()):
            continue  # (a case's party: "CONTACT:      Ronnie Sapp, owner, 901-458-7730" in a claim's record)
        via_email = _OR_EMAIL.fullmatch(text, m.end(), number.start()) is not None
        if m.end() < number.start() - 3 and not via_email and not _LABELS_ONLY.fullmatch(text, m.end(), number.start()):
            continue
        seen.add(m.start())
        if _FAXED.search(text, text.rfind("\n", start, m.start()) + 1, m.start()):
            continue  # "Fax the completed form to Princeton Review at (713) 688-4746"
        raw = m.group("name")
        name = name_of(raw[:-1] if text.startswith("..", m.end("name") - 1) else raw)  # a dot leader's first dot
        if not name or _desk(name):
            continue  # (a desk's: "Call the Benefits Line at 417-555-0140")
        if m.group().rstrip().endswith(("(", "at", "@", "on")) or "phone" in m.group() or "tel" in m.group():
            if contacts_only and not _CONTACT_VERB.search(text, max(start, m.start() - 12), m.start()):
                continue  # a list's text: only who it says to contact ("For more information, contact X at")
        else:
            # two spaces, a colon or dots only: a table's row (dot leaders, or rows under a "Contact(s):" line)
            line_start = text.rfind("\n", start, m.start()) + 1
            if not _table_row(text, start, line_start, m.group()[len(m.group("name")) :]):
                continue
        at = number.start() if via_email else m.end()  # (read from the number, past the address)
        line_end = text.find("\n", at, end)
        line = text[at : end if line_end < 0 else line_end]
        if line_end >= 0 and _NUMBER_CUT.search(line):  # "call Terry Fitch at (713) \n215-3361"
            nxt = text.find("\n", line_end + 1, end)
            line = text[at : end if nxt < 0 else nxt].replace("\n", " ")
        last = 0
        for number, kind, s, e in phones_on_line(line, region):
            between = line[last:s]
            labelled = _LABELS_ONLY.fullmatch(between) is not None and PHONE_LABEL.search(between) is not None
            if not labelled and (last or s > 12 or _LONG_WORD.search(between.replace("phone", "").replace("tel", ""))):
                break  # the number is not the name's (words between), or a second one with no label
            if kind != "no":
                yield name, number, (m.start(), at + e)
            last = e


# a phone line as a letter closes: its label at the line's start ("Phone:", "טל' נייד:", "טלפון לבירורים:")
_CLOSING_PHONE = re.compile(
    r"^[ \t]*(?:(?:mobile|cell|phone|tel)\.?|טל['׳]|טלפון|נייד)"
    r"(?:[ \t]+(?:נייד|לבירורים|ליצירת\s+קשר|number))?[ \t]*:[ \t]*",
    re.I | re.M,
)
_CLOSING = re.compile(r"^[ \t]*(?:--+|\S[^\n]{0,25}[,!]|בברכה|בכבוד\s+רב)[ \t]*$", re.M)  # a sign-off line


def closing_phones(text: str, part, region: str) -> list[tuple[str, tuple[int, int]]]:
    """The sender's own number, labelled on a line of its own among the last four lines before the
    sign-off (not a contact card's: those name their person, ``forms``)."""
    close = [m.start() for m in _CLOSING.finditer(text, part.start, part.end)]
    if not close:
        return []  # (no sign-off: "contact information for John Sheriff: ... Cell Number: ...": his)
    end = close[-1]
    last = text[part.start : end].rstrip().split("\n")[-4:]
    out = []
    for m in _CLOSING_PHONE.finditer(text, max(part.start, end - sum(len(x) + 1 for x in last) - 1), end):
        eol = text.find("\n", m.end())
        found = phones_on_line(text[m.end() : len(text) if eol < 0 else eol], region)
        if found and found[0][1] != "no":
            out.append((found[0][0], (m.start(), m.end() + found[0][3])))
    return out


# a list of a household's numbers by first name: "please call our cells:\nDarlene 480-555-0147\nGary 480-555-0129"
_OUR_NUMBERS = re.compile(
    r"\b(?:our|my)\s+(?:new\s+)?(?:cells?|cell\s+phones?|cell\s+numbers?|mobiles?|numbers?|phones?)\s*:[ \t]*\n",
    re.I,
)
_LISTED = re.compile(
    r"[ \t]*(?:[-*•][ \t]*)?(?P<name>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)[ \t]*[:–-]?[ \t]*"
    r"(?P<num>\+?1?[ .-]?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4})[ \t]*(?:\n|$)"
)


def _our_numbers(text: str, start: int, end: int, region: str, writer: str | None) -> Iterator[tuple]:
    """(name, E.164, span) of each row under a label of "our cells:" / "my numbers:", each by a first name: the
    writer's, or one the text, its header or the vault names one person by."""
    from hinet_pipeline.memory.facts.named import first_named, known_named
    from hinet_pipeline.memory.people.identity import phone_e164
    from hinet_pipeline.memory.people.nicknames import first_form

    mine = first_form(writer.split()[0].lower()) if writer and " " in writer else None
    for label in _OUR_NUMBERS.finditer(text, start, end) if ":" in text else ():
        pos = label.end()
        while m := _LISTED.match(text, pos, end):
            pos, name = m.end(), m.group("name")
            # (a household's first names; not "Front Desk", "Pool House")
            name = None if " " in name else writer if first_form(name.lower()) == mine else first_named(text, name, end)
            name = name or (known_named(m.group("name")) if " " not in m.group("name") else None)
            if name and (number := phone_e164(m.group("num"), region)):
                yield name, number, m.span("num")
