"""Which script a name or a line is written in: a person's or a firm's name written twice, in Latin letters and in
Hebrew ("Noa Ben-Ami" and "נועה בן-עמי", "Studio Tzafon | סטודיו צפון"), is one name, not two that share no word; and
whether a Hebrew name and a Latin one spell the same sounds (``same_name``: "איתי שקד" is "Itai Shaked"; "נועה בן-עמי"
is "Noa Ben-Ami"), as the people who own such names write them in their headers and their sign-offs."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

# the Latin letters each Hebrew letter may be written with ("" where it is a vowel's sign or silent)
_SOUNDS = {
    "א": ("", "a", "e", "i", "o", "u"), "ב": ("b", "v"), "ג": ("g", "j"), "ד": ("d",), "ה": ("", "h", "a", "e"),
    "ו": ("", "v", "o", "u", "w"), "ז": ("z",), "ח": ("h", "ch", "kh"), "ט": ("t",), "י": ("", "y", "i", "e", "j"),
    "כ": ("k", "ch", "kh", "c"), "ך": ("k", "ch", "kh", "c"), "ל": ("l",), "מ": ("m",), "ם": ("m",), "נ": ("n",),
    "ן": ("n",), "ס": ("s", "c"), "ע": ("", "a", "e", "o", "i"), "פ": ("p", "f", "ph"), "ף": ("f", "p", "ph"),
    "צ": ("ts", "tz", "z", "c", "s"), "ץ": ("ts", "tz", "z", "c", "s"), "ק": ("k", "q", "c"), "ר": ("r",),
    "ש": ("sh", "s"), "ת": ("t", "th"),
}  # fmt: skip
# a letter with a geresh after it, as loanwords and Arabic names write sounds Hebrew lacks ("ח'ורי" Khoury, "ג'ורג'"
# George): one letter of its own each (private code points stand for them), with those sounds
_GERESH = {"ג": "\ue000", "ז": "\ue001", "צ": "\ue002", "ת": "\ue003", "ח": "\ue004"}
_SOUNDS |= {"\ue000": ("j", "g"), "\ue001": ("zh", "j", "g", "s"), "\ue002": ("ch", "tsh", "c"), "\ue003": ("th", "t")}
_SOUNDS["\ue004"] = ("kh", "h", "ch")
_GERESH_LETTER = re.compile("([גזצתח])['׳]")
_VOWELS = frozenset("aeiouy")
_HEBREW_WORD = re.compile(r"[\u05d0-\u05ea\ue000-\ue004]+")


def _letters(hebrew: str) -> str:
    """``hebrew`` with each letter a geresh follows as one letter of its own (``_GERESH``)."""
    return _GERESH_LETTER.sub(lambda m: _GERESH[m.group(1)], hebrew) if "'" in hebrew or "׳" in hebrew else hebrew


_LATIN_WORD = re.compile(r"[a-z]+")


def one_script(texts: Iterable[str]) -> bool:
    """Whether ``texts`` are all written in one script: all ASCII, or none."""
    return len({t.isascii() for t in texts}) <= 1


def same_name(a: str | None, b: str | None) -> bool:
    """Whether a name in Hebrew letters and one in Latin letters spell the same words, one by one (vowels the Hebrew
    leaves unwritten free; a doubled Latin letter one): "איתי שקד" and "Itai Shaked"."""
    if not a or not b or a.isascii() == b.isascii():
        return False
    he, latin = (a, b) if b.isascii() else (b, a)
    hw, lw = _HEBREW_WORD.findall(_letters(he)), _LATIN_WORD.findall(latin.casefold())
    return len(hw) == len(lw) >= 2 and all(_spells(h, re.sub(r"(.)\1", r"\1", w)) for h, w in zip(hw, lw))


def in_one_script(pieces: list[str]) -> list[str]:
    """A name line's fields with the name written again in the other script left out: "אמיר חדאד | Amir Haddad" the
    Latin one; "Noa Ben-David, BSW | נועה בן-דוד, עו"ס" up to the second (its credentials again, in Hebrew)."""
    if len(pieces) > 1 and same_name(*pieces[:2]):
        pieces = [pieces[pieces[1].isascii()], *pieces[2:]]
    again = next((k for k in range(2, len(pieces)) if same_name(pieces[0], pieces[k])), None)
    return pieces[:again] if again else pieces


@lru_cache(maxsize=4096)
def _spells(hebrew: str, latin: str) -> bool:
    """Whether the Hebrew word may be written ``latin``: each letter by one of its sounds, a vowel between free."""

    @lru_cache(maxsize=None)
    def fits(i: int, j: int) -> bool:
        if i == len(hebrew):
            return all(c in _VOWELS for c in latin[j:])
        if j < len(latin) and latin[j] in _VOWELS and fits(i, j + 1):
            return True
        return any(latin.startswith(s, j) and fits(i + 1, j + len(s)) for s in _SOUNDS.get(hebrew[i], ("",)))

    return fits(0, 0)


def spells_local(name: str, local: str) -> bool:
    """Whether a mailbox's local part spells a name in Hebrew letters: one of its words ("itai.shaked" for "איתי שקד"),
    or the first name with an initial or two ("noab" for "נועה בן-עמי"); not a secretary's or an office's box."""
    words = _HEBREW_WORD.findall(_letters(name))
    parts = [p for p in re.split(r"[._-]+", local.casefold()) if p.isalpha()]
    if not words or not parts:
        return False
    if any(_spells(w, p) and _opens(w, p) for w in words for p in parts):
        return True
    first = parts[0]
    return _opens(words[0], first) and any(
        _spells(words[0], first[:k]) for k in range(max(3, len(first) - 2), len(first))
    )


def spells_word(hebrew: str, latin: str) -> bool:
    """Whether a Hebrew word of three letters or more spells a Latin word from its first sound on ("אמיר": Amir)."""
    latin, hebrew = latin.casefold(), _letters(hebrew)
    if hebrew.endswith("ה") and not latin.endswith(("a", "ah", "e", "h")):
        return False  # (a feminine ending of its own: "אמירה" is Amira, not Amir)
    return (
        len(hebrew) >= 3 and _HEBREW_WORD.fullmatch(hebrew) is not None and latin.isalpha() and _opens(hebrew, latin)
    ) and _spells(hebrew, latin)


def _opens(hebrew: str, latin: str) -> bool:
    """Whether the Latin word opens with a sound of the Hebrew word's first letter (no vowel the Hebrew leaves out)."""
    return any(s and latin.startswith(s) for s in _SOUNDS.get(hebrew[0], ()))


def same_first(hebrew: str, latin: str) -> bool:
    """Whether a first name in Hebrew letters spells the first word of a name in Latin ones ("נועה", "Noa Ben-Ami")."""
    words = _LATIN_WORD.findall(latin.casefold())
    return bool(words) and _spells(hebrew, re.sub(r"(.)\1", r"\1", words[0]))
