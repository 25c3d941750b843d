"""Text folding shared by indexing and querying, so both sides see the same tokens."""
from __future__ import annotations

import unicodedata


def strip_marks(text: str) -> str:
    """Drop combining marks (Unicode category M*): Hebrew niqqud and cantillation split words in
    FTS5's unicode61 tokenizer (NOTES.md), and Latin accents fold the same way on both sides."""
    decomposed = unicodedata.normalize("NFD", text)
    if decomposed.isascii():
        return text
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.category(c).startswith("M")))
