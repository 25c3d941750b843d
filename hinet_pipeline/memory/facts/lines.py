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
