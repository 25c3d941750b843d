"""Sign-off blocks written in two columns ("Enron North America\t\t(503) 464-8122" over "121 SW
Salmon, 3WTC0306\t(503) 464-3740 (fax)"): each cell read for what it is, the left column first, so
that a street and its city stay together (``signoff.blocks`` reads the block's lines through here); and the
fields of a sign-off written on one line with bars ("Tom Brennan | CFO | Prairie Central | Omaha, Nebraska")."""

from __future__ import annotations

import re
from typing import Callable, TypeVar

from hinet_pipeline.memory.facts.lexicon import PHONE_LABEL

L = TypeVar("L")  # signoff.Line: (kind, text, start, end)

_CELL_GAP = re.compile(r"\t+|[ ]{3,}")
_LABEL_CELL = re.compile(r"^[\w.() ]{1,12}:$")


def _cells(line: str) -> list[tuple[int, int]]:
    """(start, end) of each cell of a line written in columns (cells apart by tabs or 3+ spaces)."""
    out, at = [], 0
    for gap in _CELL_GAP.finditer(line):
        if line[at : gap.start()].strip():
            out.append((at, gap.start()))
        at = gap.end()
    if line[at:].strip():
        out.append((at, len(line)))
    return out


def _label(cell: str) -> bool:
    """A cell that only labels the one beside it: "Phone:", "fax", "(c)"."""
    cell = cell.strip()
    return bool(_LABEL_CELL.match(cell)) or PHONE_LABEL.fullmatch(cell.strip(" :.()")) is not None


def columns(lines: list[L], kind: Callable[[str], str]) -> list[L]:
    """The block's lines, its cells in column order when at least two of its lines hold two columns
    (``kind`` tells what a cell is). A line with a label cell ("Phone:\t713-...", "713-646-2551
    fax") is not split: the label goes with its number."""
    split = [_cells(ln.text) for ln in lines]
    split = [c if len(c) >= 2 and not any(_label(ln.text[a:b]) for a, b in c) else [] for ln, c in zip(lines, split)]
    if sum(1 for c in split if c) < 2:
        return lines
    left, right = [], []
    for ln, cells in zip(lines, split):
        for n, (a, b) in enumerate(cells or [(0, len(ln.text))]):
            cell = ln.text[a:b].strip()
            at = ln.start + ln.text.index(cell, a) if cell else ln.start
            (left if n == 0 else right).append(ln._replace(kind=kind(cell), text=cell, start=at, end=at + len(cell)))
    return left + right


# a bar's field that is no title and no organisation: a number, an address, a street, a town, a site
# what owns the firm: "Kestrel Process Software | a Kestrel Controls company" (no title, no employer of its own)
OWNED_BY = re.compile(r"(?:an?|part\s+of)\s.*\b(?:company|subsidiary|division|business|group)$", re.I)
_NOT_TITLE_OR_ORG = re.compile(
    rf"@|^\d|^x\s?\d|\bext\.?\s*\d|\bwww\.|https?:|\b[A-Z]{{2}}\s+\d{{5}}\b|\d{{3}}\D{{0,2}}\d{{3}}\D?\d{{4}}|^{OWNED_BY.pattern}",
    re.I,
)


def bar_fields(text: str) -> list[str]:
    """The fields of a line written with bars that may be a title or an organisation ("CFO | Prairie Central |
    Omaha, Nebraska | 402-555-0199": the first two)."""
    from hinet_pipeline.memory.facts.places import names_a_place

    fields = [f.strip() for f in text.split(" | ")]
    return [f for f in fields if not _NOT_TITLE_OR_ORG.search(f) and not names_a_place(f.split(",")[0].strip())]
