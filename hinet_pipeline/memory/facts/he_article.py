"""A Hebrew organisation's name after its prefix. The article the prefix hides: "במרכז הרפואי הר-אור" ("at the
medical centre Har-Or") writes no ה, yet the body it names is המרכז הרפואי הר-אור, as its own letters and the people who
work there write it; "במכללה האקדמית ספיר" is at המכללה האקדמית ספיר. A noun bound to the next ("במרכז
הספורט", "בעיריית חיפה", "בבית החולים") takes none: the article is the second word's. And a unit of it before it is
no employer: "ביחידה לעבודה סוציאלית במרכז הרפואי הר-אור" is at the medical centre."""

from __future__ import annotations

import re

# nouns of an organisation whose form here is no bound one (a bound form of them ends otherwise: מכללת, אוניברסיטת; a
# unit's noun is left as written: "במחלקה הפנימית ב' בשיבא" is at שיבא)
_FREE = frozenset("מכללה אוניברסיטה ספרייה עמותה".split())
# ... and ones whose bound form is the same: free only before an adjective ("הרפואי", "הכלכלית") or "ל" ("המכון לחקר")
_EITHER = frozenset("מרכז מכון תיכון שירות מוסד ארגון".split())
_ADJECTIVE_NEXT = re.compile(r"\S+\s+(?:ה\S+(?:י|ית)(?!\S)|ל\S)")


def with_article(text: str, pos: int, got: tuple[str, int]) -> tuple[str, int]:
    """``got`` (an organisation read at ``pos``), with the article the prefix before ``pos`` hides (ב, ל, מ)."""
    first = got[0].split()[0]
    if pos and text[pos - 1] in "בלמ" and (first in _FREE or first in _EITHER and _ADJECTIVE_NEXT.match(got[0])):
        return "ה" + got[0], got[1]
    return got


# a unit of a body, the body after it: "(ב)יחידה לעבודה סוציאלית במרכז הרפואי", "(ב)מחלקה לאונקולוגיה בבית החולים"
_UNIT = frozenset("יחידה היחידה מחלקה המחלקה צוות הצוות אגף האגף מדור המדור מערך המערך".split())
_ITS_BODY = re.compile(
    r"[^,.;:!?\n]{0,40}?\s(?=ב(?:מרכז|בית\s+ה?חולים|בית\s+ה?ספר|עיריית|משרד|אוניברסיט|מכללת|מכון|קופת)(?!\w))"
)


def body_after_unit(text: str, pos: int, got: tuple[str, int]) -> int | None:
    """Where the body a unit read at ``pos`` belongs to is named (its prefix ב), or None: "ביחידה לעבודה סוציאלית
    במרכז הרפואי הר-אור" → at "במרכז"."""
    if got[0].split()[0] not in _UNIT or not (m := _ITS_BODY.match(text, pos)):
        return None
    return m.end() + 1
