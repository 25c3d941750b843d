"""The frames' object for one's own business: its name after its word, in quotes, or before it set off by a dash."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.places import names_a_place

_NAMED = re.compile(r"\s*(?:[,:–—-]|\bcalled\b|\bnamed\b|(?<!\w)בשם(?!\w))\s*(?:['\"“‘]\s*)?(?=[A-Zא-ת])")


def business(text: str, pos: int, end: int, region: str):
    """The name of one's own business after its word: "my own studio, Halfmoon Editorial", "set up
    as Rowan Pike Illustration", "העסק שלי, סטודיו תכלת", "עצמאי: נגרות גולן"; or just before it, set
    off by a dash ("at Fringe Benefits — my very own little salon")."""
    at = m.end() if (m := _NAMED.match(text, pos)) else pos if re.match(r"\s+[A-Z]", text[pos:]) else None
    got = read_org(text, at + (text[at : at + 1] == " ")) if at is not None else None
    if quoted := _QUOTED.match(text, pos, pos + 60):
        got = quoted.group(2), quoted.end(2)  # '– "קרמיקה של נועה"': the name, whole, in its quotes
    if not got and (own := _OWN.search(text, max(0, pos - 40), pos)):
        if before := _NAME_BEFORE.search(text, max(0, own.start() - 60), own.start()):
            got = (before.group(1), before.end(1))
    return [got] if got and got[1] <= end + 40 and not names_a_place(got[0]) else []


_QUOTED = re.compile(r"\s*[,:–—-]?\s*(['\"“‘])([^'\"“”‘’\n]{2,40}?)(?:\1|[”’])")
_OWN = re.compile(r"\b(?:my|our)\s+(?:very\s+)?own\b")
_NAME_BEFORE = re.compile(r"\b([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3})\s*[—–-]\s*$")
