"""Rules of ``grammar`` for a post one makes or gets ("I made sergeant", "I got HOD Science at X", "started my
apprenticeship with X") and the next post one leaves for, as a letter or a school's newsletter tells it: "I leave at the
end of the year to take up the position of Head of Mathematics at Fraser Park High School", "I'm off to the Ministry of
Education in Wellington in December as a Senior Advisor" (and, through ``news``, another's: "Tavita's off to ...")."""

from __future__ import annotations

from hinet_pipeline.memory.facts.job_titles import bare_title, read_title
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.rule import WE, rule, verb_rule

_OFF_TO = rf"{WE}(?:['’](?:m|s|re)|\s+(?:am|is|are))\s+(?:now\s+|also\s+)?off\s+to\s+(?:join\s+)?(?:the\s+)?"
_AS = r"\s+as\s+(?:an?\s+|the\s+|our\s+|their\s+)?(?:new\s+)?"

_TRAINEE = r"(?:apprenticeship|internship|residency|traineeship|placement|cadetship|graduate\s+programme)"

NEXT_RULES = (
    # a rank or a post made or got: "I made sergeant", "I got HOD Science at St Aidan's College" (a title, no article)
    verb_rule("made", "make/made", r"(?=[A-Za-z])", "job_title", bare_title),
    verb_rule("got", "get/got", r"(?=(?:[A-Z][\w&-]*\s+){1,4}(?:at|with)\s+[A-Z])", "job_title", read_title),
    # a training post's employer: "I started my electrical apprenticeship in February with Sparkright Electrical"
    verb_rule(
        "start|began|begin",
        "start begin/began",
        rf"(?:my|an?|the)\s+(?:[\w-]+\s+){{0,2}}{_TRAINEE}\s+(?:(?:in|on|this|last)\s+\w+\s+)?(?:with|at)\s+(?=[A-Z])",
        "works_at",
        read_org,
    ),
    # a post one leaves for: "I leave us at the end of the year to take up the position of X at Y (from 2014)"
    rule(
        "take up",
        rf"{WE}(?:['’](?:ll|m|s|re)|\s+(?:will|am|is|are))?\s+(?:be\s+)?(?:leav(?:e|es|ing)|left)\b[^.!?\n]{{0,80}}?\s+to\s+take\s+up\s+"
        r"(?:a|an|the)\s+(?:new\s+)?(?:position|post|role|job)\s+(?:of|as)\s+(?:an?\s+)?(?=[A-Z])",
        "job_title",
        read_title,  # (from the day said after it, else from the letter's: the leaving day is the old post's)
    ),
    # ... or is off to, with its title: "I'm off to the Ministry of Education in Wellington in December as a Senior
    # Advisor" (not a trip: "I'm off to Paris for a week", "off to Costco as usual")
    rule("off to", rf"{_OFF_TO}(?=[A-Z][^.!?\n]{{0,80}}?{_AS}[A-Z])", "works_at", read_org, tense="plan"),
    rule("off to", rf"{_OFF_TO}[A-Z][^.!?\n]{{0,80}}?{_AS}(?=[A-Z])", "job_title", read_title, tense="plan"),
)
