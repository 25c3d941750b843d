"""Text folding shared by indexing and querying, so both sides see the same tokens."""
from __future__ import annotations

import sys
import unicodedata
from functools import cache


@cache
def _marks() -> dict[int, None]:
    """Every combining mark (Unicode category M*), for str.translate: one C-speed pass per text."""
    return {cp: None for cp in range(sys.maxunicode + 1) if unicodedata.category(chr(cp)).startswith("M")}


def strip_marks(text: str) -> str:
    """Drop combining marks (Unicode category M*): Hebrew niqqud and cantillation split words in
    FTS5's unicode61 tokenizer (NOTES.md), and Latin accents fold the same way on both sides."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", unicodedata.normalize("NFD", text).translate(_marks()))
