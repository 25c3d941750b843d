"""Text folding shared by indexing and querying, so both sides see the same tokens."""

from __future__ import annotations

import unicodedata


class _MarkTable(dict):
    """str.translate table dropping combining marks (Unicode category M*), filled per character
    on first sight: a text pays for each distinct character once per process, not for all of Unicode."""

    def __missing__(self, cp: int):
        value = None if unicodedata.category(chr(cp)).startswith("M") else cp
        self[cp] = value
        return value


_MARKS = _MarkTable()


def strip_marks(text: str) -> str:
    """Drop combining marks (Unicode category M*): Hebrew niqqud and cantillation split words in
    FTS5's unicode61 tokenizer (it folds case and Latin
    diacritics but splits a word at a Hebrew mark), and Latin accents fold the same way on both sides."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", unicodedata.normalize("NFD", text).translate(_MARKS))
