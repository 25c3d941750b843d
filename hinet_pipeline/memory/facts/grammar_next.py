"""Rules of ``grammar`` for a post one makes or gets ("I made sergeant", "I got HOD Science at X", "started my
apprenticeship with X") and the next post one leaves for, as a letter or a school's newsletter tells it: "I leave at the
end of the year to take up the position of Head of Mathematics at Fraser Park High School", "I'm off to the Ministry of
Education in Wellington in December as a Senior Advisor" (and, through ``news``, another's: "Tavita's off to ...")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.job_titles import bare_title, read_title
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.rule import WE, rule, verb_rule

_OFF_TO = rf"{WE}(?:['’](?:m|s|re)|\s+(?:am|is|are))\s+(?:now\s+|also\s+)?off\s+to\s+(?:join\s+)?(?:the\s+)?"
_AS = r"\s+as\s+(?:an?\s+|the\s+|our\s+|their\s+)?(?:new\s+)?"
_TRAINEE = r"(?:apprenticeship|internship|residency|traineeship|placement|cadetship|graduate\s+programme)"
# a team's, a club's or a choir's place, not a post: "made team manager for the under-12s", "made varsity captain"
_NOT_A_POST = r"(?![^.!?\n]{0,60}?\b(?:captain|for\s+the|in\s+the\s+choir|club|squad|varsity|under-?\d+)\b)"
# someone got to do something, not a post got: "I got Store Manager at Kmart to refund me", "... on the phone"
_GOT_SOMEONE = (
    r"(?![^.!?\n]{0,90}?\s(?:to\s+(?!start\b|begin\b)[a-z]+|on\s+the\s+(?:phone|line))\b)"
    r"(?!Head\s+(?:Office|Girl|Boy)\b)"
)
# a trip's place or an event is no employer: "off to Samoa as Best Man", "off to the World Cup as Team Doctor"
_EVENT = re.compile(r"\b(?:Cup|Olympics|Games|Festival|Conference|Wedding|Championships?|Tour|Expo|Summit|Reunion)\b")
_NOT_A_JOB = re.compile(
    r"\b(?:patient|customer|guest|visitor|witness|parent|volunteer|helper|family|santa|best\s+man|bridesmaid|judge"
    r"|spectator|tourist|delegate|speaker|student|member|fan|supporter)\b",
    re.I,
)
_LEAD = re.compile(r"\s*(?:join\s+)?(?:the\s+)?")


def _firm(text: str, pos: int):
    """The employer one is off to: an organisation, not a place or an event."""
    from hinet_pipeline.memory.facts.places import names_a_place

    got = read_org(text, pos)
    if not got or names_a_place(got[0]) or _EVENT.search(got[0]):
        return None
    as_ = re.compile(r"[^.!?\n]{0,60}?\s+as\s+(?:an?\s+|the\s+|our\s+|their\s+)?(?:new\s+)?").match(text, got[1])
    post = read_title(text, as_.end()) if as_ else None
    return got if post and not _NOT_A_JOB.search(post[0]) else None  # (a post: not "as a Patient", "as Best Man")


def _post_at_firm(text: str, pos: int):
    """The title one is off to a firm as (``_firm``)."""
    off = text.rfind("off to", 0, pos)
    return read_title(text, pos) if off >= 0 and _firm(text, _LEAD.match(text, off + 6).end()) else None


NEXT_RULES = (
    # a rank or a post made or got: "I made sergeant", "I got HOD Science at St Aidan's College" (a title, no article)
    verb_rule("made", "make/made", rf"{_NOT_A_POST}(?=[A-Za-z])", "job_title", bare_title),
    verb_rule(
        "got", "get/got", rf"{_GOT_SOMEONE}(?=(?:[A-Z][\w&-]*\s+){{1,4}}(?:at|with)\s+[A-Z])", "job_title", read_title
    ),
    # a training post's employer: "I started my electrical apprenticeship in February with Sparkright Electrical"
    verb_rule(
        "start|began|begin",
        "start begin/began",
        rf"(?:my|an?|the)\s+(?:[\w-]+\s+){{0,2}}{_TRAINEE}\s+(?:(?:in|on|this|last)\s+\w+\s+)?(?:with|at)\s+(?=[A-Z])",
        "works_at",
        read_org,
    ),
    # a post one leaves for: "I leave us at the end of the year to take up the position of X at Y (from 2014)" (not one
    # left for long ago: "Years ago I left teaching to take up a role as ...")
    rule(
        "take up",
        rf"{WE}(?:['’](?:ll|m|s|re)|\s+(?:will|am|is|are))?\s+(?:be\s+)?leav(?:e|es|ing)\b[^.!?\n]{{0,80}}?\s+to\s+take\s+up\s+"
        r"(?:a|an|the)\s+(?:new\s+)?(?:position|post|role|job)\s+(?:of|as)\s+(?:an?\s+)?(?=[A-Z])",
        "job_title",
        read_title,  # (from the day said after it, else from the letter's: the leaving day is the old post's)
    ),
    # ... or is off to, with its title: "I'm off to the Ministry of Education in Wellington in December as a Senior
    # Advisor" (not a trip: "I'm off to Paris for a week", "off to Costco as usual", "off to Samoa as Best Man")
    rule("off to", rf"{_OFF_TO}(?=[A-Z][^.!?\n]{{0,80}}?{_AS}[A-Z])", "works_at", _firm, tense="plan"),
    rule("off to", rf"{_OFF_TO}[A-Z][^.!?\n]{{0,80}}?{_AS}(?=[A-Z])", "job_title", _post_at_firm, tense="plan"),
)
