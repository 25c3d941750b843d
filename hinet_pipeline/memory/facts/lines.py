"""Patterns read at line starts only. Python's regex engine tries a pattern that starts with ``^``
(MULTILINE) at every position of a text, where a search for a newline skips to the next line at C
speed: ``line_matches`` gives the same matches as ``finditer`` several times faster."""

from __future__ import annotations

import re
from typing import Iterator


def line_matches(
    rx: re.Pattern, lead: re.Pattern, text: str, start: int = 0, end: int | None = None
) -> Iterator[re.Match]:
    """``rx.finditer(text, start, end)`` for a MULTILINE pattern that starts with ``^`` and ends on
    its own line, tried only at the line starts ``lead`` finds: a pattern that starts with a newline
    and matches wherever a line may start a match of ``rx`` (what the line begins with)."""
    end = len(text) if end is None else end
    if (start == 0 or text[start - 1] == "\n") and (m := rx.match(text, start, end)):
        yield m
    for nl in lead.finditer(text, start, end):
        if m := rx.match(text, nl.start() + 1, end):
            yield m


# a field of a record a program or a desk fills in: "CLAIM NO:     00-M-1187", "INSURED:      Bluff City Auto Body"
_RECORD_FIELD = re.compile(r"[ \t]*[A-Z][A-Z0-9 /&#.()-]{1,24}:[ \t]+\S")


def in_case_record(text: str, pos: int) -> bool:
    """``pos`` stands on a line of a case record (a claim, a ticket, a work order): the line a field in capitals
    ("CONTACT:      Ronnie Sapp, owner, 901-458-7730"), with two more such fields within three lines of it. Who
    it names is a case's party (an insured, a customer), not someone the mail tells about."""
    start = text.rfind("\n", 0, pos) + 1
    if not _RECORD_FIELD.match(text, start):
        return False
    lo = start
    for _ in range(3):
        lo = text.rfind("\n", 0, max(0, lo - 1)) + 1 if lo else 0
    hi = start
    for _ in range(4):
        nxt = text.find("\n", hi)
        hi = len(text) if nxt < 0 else nxt + 1
    lines = text[lo:hi].split("\n")
    return sum(1 for ln in lines if _RECORD_FIELD.match(ln)) >= 3
