"""Latin letters with their marks ("José García", "Zoë", "Łukasz Ó Briain") read as the plain
letters the English rules know, and the words found mapped back to how the text writes them."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

# letters with no decomposition into a base letter and a mark
OWN_LETTERS = str.maketrans({"Ł": "L", "ł": "l", "Ø": "O", "ø": "o", "Đ": "D", "đ": "d", "ß": "ss", "Æ": "AE",
                             "æ": "ae", "Œ": "OE", "œ": "oe", "ı": "i", "Ð": "D", "ð": "d", "Þ": "Th", "þ": "th",
                             "’": "'"})  # fmt: skip


@lru_cache(maxsize=4096)
def latin_ascii(text: str) -> str | None:
    """``text`` with its Latin letters' marks taken off, word for word ("Marc-André" → "Marc-Andre");
    None when something else than such a letter is not ASCII (Hebrew, Greek, an emoji)."""
    plain = unicodedata.normalize("NFKD", text.translate(OWN_LETTERS))
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return plain if plain.isascii() and len(plain.split()) == len(text.split()) else None


def unfolded(text: str, plain: str, got: str | None) -> str | None:
    """The words of ``text`` that ``got`` (words of ``plain``, in order) stands for."""
    if got is None:
        return None
    kept = iter(got.split())
    want, out = next(kept, None), []
    for word, bare in zip(text.split(), plain.split()):
        if bare == want:
            out.append(word)
            want = next(kept, None)
    return " ".join(out) if want is None else None


# for patterns: the capital and small Latin letters with marks too ("[A-Z" + UPPER + "]"), and a
# capitalised word, perhaps two joined by a hyphen ("José", "Marc-André")
UPPER = "".join(c for c in map(chr, range(0xC0, 0x250)) if c.isupper() and c.isalpha())
LOWER = "".join(c for c in map(chr, range(0xC0, 0x250)) if c.islower() and c.isalpha())
CAP, SMALL = f"[A-Z{UPPER}]", f"[a-z{LOWER}]"
NAME_WORD = f"{CAP}{SMALL}+(?:-{CAP}{SMALL}+)?"
