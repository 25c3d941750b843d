"""The objects of a statement of how to reach someone: an e-mail address ("my new e-mail, jd@x.com, effective ..."),
a number as written, and every number to the end of a sentence ("reach me at 415.776.3035 or 312.286.8977")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.objects import Reader

_PHONE = re.compile(r"\+?\(?\d[\d \t\-().]{6,}\d")


_EMAIL = re.compile(r"[\w.+'-]+@[\w-]+(?:\.[\w-]+)+")


def read_email(text: str, pos: int):
    m = _EMAIL.match(text, pos)
    return (m.group().lower(), m.end()) if m else None


# what may follow an address said as an apposition: its clause's end, or the day it takes effect
_APPOSED_END = re.compile(r"[ \t]*(?:[,.;:!?)\n]|$)|[ \t]+(?:effective|starting|beginning|from|as[ \t]+of)\b")


def read_apposed_email(text: str, pos: int):
    """An address said as an apposition ("my new e-mail, jd@x.com, effective ..."), not a clause's subject."""
    m = _EMAIL.match(text, pos)
    return (m.group().lower().rstrip("."), m.end()) if m and _APPOSED_END.match(text, m.end()) else None


def read_number(text: str, pos: int):
    m = _PHONE.match(text, pos)
    return (m.group(), m.end()) if m else None


_SENTENCE_STOP = re.compile(r"[.!?](?:\s|$)|\n\s*\n")
# what may stand between "reach me at" and a number, or between two of one's numbers: labels and "or"
_BETWEEN = re.compile(
    r"(?:[\s,;:/()\[\].-]|\b(?:or|and|at|on|my|cell|cellular|mobile|office|work|home|direct|desk|phone|number|line|is|"
    r"ext|x|extension|tel|telephone|w|c|o|h|m|either|by|via|me|reached|also|best|during|the\s+day|evenings?|"
    r"anytime|e-?mail|phone\s+at|in\s+[A-Z]{2,3})\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)*",
    re.I,
)


def read_numbers(region: str) -> Reader:
    """Every phone number from ``pos`` to the end of the sentence ("at 415.776.3035 or 312.286.8977"),
    each by ``phonenumbers``; a fax, pager or toll-free number is not the person's: [(E.164, end)]."""

    def read(text: str, pos: int):
        from hinet_pipeline.memory.facts.phone_lines import phones_on_line

        stop = _SENTENCE_STOP.search(text, pos)
        end = stop.start() if stop else len(text)
        found, at = [], pos
        for n, kind, s, e in phones_on_line(text[pos:end], region):
            if not _BETWEEN.fullmatch(text[at : pos + s]):
                break  # "me at x33465 or the Call Center at 713-...": the next number is someone else's
            at = pos + e
            if kind != "no":
                found.append((n, at))
        return found or None

    return read
