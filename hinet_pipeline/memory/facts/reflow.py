"""A mail's paragraphs as their writer typed them: the line breaks a mail client put in to wrap a paragraph
at its width (about 70-80 characters) are no sentence's end, and a statement read across one ("... to join
Whitcomb\nAbbott LLP in Boston as a partner, as of March\n1.") is read whole.

A break is soft where its line runs up to the wrap width (the widest line of the text up to 100 characters:
longer lines were never wrapped) and the next line's first word would not have fit on it, and both lines
are prose: the next one starts with a letter or a digit, neither is a ">" quote, an indented line, a list's
bullet, a label ("Phone:", "New cellphone number: ...") or a sign-off's bar fields ("Jeff Stahl | COO | ...").
The text keeps its length (each soft break becomes a space), so every span read in it is one of the original."""

from __future__ import annotations

import re

_WIDEST = 100  # a longer line was never wrapped (a URL, a paragraph its client did not wrap)
_NARROWEST = 60  # a text whose lines are all shorter was not wrapped at a width
_OPENS = re.compile(r"[^\W_]")  # the next line goes on with a word (not "-", "*", ">", "(", a space)
# a quote, an indented line (a quote the mail's reader blanked, a table), a bullet, a sign-off's bar fields, a label
_NOT_PROSE = re.compile(r"^(?:\s|>|[-*•·]\s)|\s[|]\s|:\s*$|^[\w'’ -]{1,30}:\s")


def unwrap(text: str) -> str:
    """``text`` with its soft line breaks turned into spaces (same length)."""
    if text.count("\n") < 1:
        return text
    lines = text.split("\n")
    sizes = [len(line.rstrip()) for line in lines]
    width = max((n for n in sizes if n <= _WIDEST), default=0)
    if width < _NARROWEST:
        return text
    out, soft = list(text), False
    pos = 0
    for k, line in enumerate(lines[:-1]):
        pos += len(line)  # the "\n" after line k
        nxt = lines[k + 1]
        word = nxt.split(" ", 1)[0]
        if (
            sizes[k] + 1 + len(word) > width
            and sizes[k] <= _WIDEST
            and _OPENS.match(nxt)
            and not _NOT_PROSE.search(line)
            and not _NOT_PROSE.search(nxt)
        ):
            out[pos] = " "
            soft = True
        pos += 1
    return "".join(out) if soft else text
