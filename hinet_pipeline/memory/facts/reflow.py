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
# (a label's line of running text is prose: "Other news: your primo Nestor Ybarra and his wife finally bought a house")
_NOT_PROSE = re.compile(r"^(?:\s|>|[-*•·]\s)|\s[|]\s|^[\w'’ -]{1,30}:\s(?![^\W\d_]+(?:[ ,]+[^\W\d_]+){7})")
_INTRODUCES = re.compile(r":\s*$")  # a line that ends with a colon: what follows is a list's, a value's
_ITEM_OPENS = " \t-*•·"  # a list's item, or its wrapped line, opens with one of these
_LONGEST_WORD = 40  # (a line shorter than the width by more than this breaks hard whatever comes next)
_BULLET = re.compile(r"[ \t]*[-*•·][ \t]+(?=[^\W_])")  # a list's item, its text at a column of its own


def unwrap(text: str) -> str:
    """``text`` with its soft line breaks turned into spaces (same length). A list's item wraps too: its next
    line indented to the column its text starts at ("- Christine Fairweather and ...\n  paralegals, will ...")."""
    if text.count("\n") < 1:
        return text
    raw = text.split("\n")
    # (a quote whose ">" marks were blanked is indented as a whole: its lines read past their common indent)
    indent = min((len(x) - len(x.lstrip(" \t")) for x in raw if x.strip()), default=0)
    lines = [x[indent:] for x in raw] if indent else raw
    sizes = [len(line.rstrip()) for line in lines]
    width = max((n for n in sizes if n <= _WIDEST), default=0)
    if width < _NARROWEST:
        return text
    soft: list[int] = []  # where a soft break's "\n" stands
    pos = column = 0  # column: where the text of the list item line k belongs to starts (0: no item)
    for k, line in enumerate(lines[:-1]):
        pos += len(raw[k])  # the "\n" after line k
        if line[:1] in _ITEM_OPENS:
            if bullet := _BULLET.match(line):
                column = bullet.end()
            elif not (column and line[:column].isspace() and _OPENS.match(line, column)):
                column = 0
        else:
            column = 0
        size = sizes[k]
        if size + 1 + _LONGEST_WORD > width and size <= _WIDEST:  # (else the next word fits: a hard break)
            nxt = lines[k + 1]
            body = nxt[column:] if column and nxt[:column].isspace() else nxt
            if (
                size + 1 + len(body.split(" ", 1)[0]) > width
                and _OPENS.match(body)
                and (column or not _NOT_PROSE.search(line))
                and not _INTRODUCES.search(line)
                and not _NOT_PROSE.search(body)
            ):
                soft.append(pos)
        pos += 1
    if not soft:
        return text
    out = [text[: soft[0]]]
    for here, there in zip(soft, soft[1:] + [len(text)]):
        out.append(" " + text[here + 1 : there])
    return "".join(out)
