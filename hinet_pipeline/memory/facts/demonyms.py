"""A town one now lives in said by its people's name, with a change: "we're officially Londoners now", "finally
a Wellingtonian", "we're officially Haifa residents", "מאתמול אנחנו רשמית חיפאים" (``home``)."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.mood import unreal
from hinet_pipeline.memory.facts.places import names_a_place, town_of_people
from hinet_pipeline.memory.facts.rule import Rule
from hinet_pipeline.memory.facts.when import sentence_around

# a change said with a home: now, officially, again, since, from a day
CHANGED = re.compile(
    r"\b(?:now|officially|again|since|as\s+of|finally)\b|(?<!\w)(?:מהיום|מאתמול|רשמית|עכשיו|מאז|כבר|סוף\s+סוף)(?!\w)"
    r"|\bfrom\s+(?:the\s+)?\d",  # ("We're in a little unit in Brunswick from the 20th of January:")
    re.I,
)
# a demonym with a change ("we're officially Londoners now", "מאתמול אנחנו רשמית חיפאים")
_DEMONYM = re.compile(
    r"(?:\b(?:I['’]m|I\s+am|we['’]re|we\s+are|officially|(?<=guess\s)who['’]s)|(?:^|(?<=[\n.!?]\s))[Ff]inally)\s+"
    r"(?:(?:now|officially|finally|proper|real|true|an?)\s+)*(?P<en>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b"
    r"|(?:(?<!\w)(?:אני|אנחנו)\s+(?:(?:רשמית|כבר|סוף\s+סוף|עכשיו)\s+)*|(?:^|(?<=[\n.!?]\s))(?:סוף\s+סוף|רשמית)\s+)"
    r"(?P<he>[א-ת]+(?:\s+[א-ת]+)?)(?!\w)"  # ("סוף סוף תל אביבית!!": a sentence that opens with the change)
)
_RESIDENTS = re.compile(r"\s+(?:residents|locals|people|folk|folks)\b")  # ("we're officially Brisbane people now")
_RULE = Rule(re.compile(""), "lives_in", None, place=True)


def demonym(text: str):
    """(town, its end, its start) of "we're Londoners now" / "אני חיפאית מהיום", or None."""
    for m in _DEMONYM.finditer(text):
        word = m.group("en") or m.group("he")
        before, after = sentence_around(text, m.start(), m.end())
        if not CHANGED.search(before[-30:] + m.group() + after[:30]) or unreal(_RULE, text, m.start(), m.end()):
            continue
        if m.group("en") and _RESIDENTS.match(text, m.end()) and names_a_place(word, own=True):
            return word, m.end(), m.start("en")  # "we're officially Haifa residents"
        if town := town_of_people(word):
            start = m.start("en") if m.group("en") else m.start("he")
            return town, start + len(word), start
    return None
