"""Rules of ``grammar`` for the next post one leaves for, as a letter or a school's newsletter tells it: "I leave at the
end of the year to take up the position of Head of Mathematics at Fraser Park High School", "I'm off to the Ministry of
Education in Wellington in December as a Senior Advisor" (and, through ``news``, another's: "Tavita's off to ...")."""

from __future__ import annotations

from hinet_pipeline.memory.facts.job_titles import read_title
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.rule import WE, rule

_OFF_TO = rf"{WE}(?:['’](?:m|s|re)|\s+(?:am|is|are))\s+(?:now\s+|also\s+)?off\s+to\s+(?:join\s+)?(?:the\s+)?"
_AS = r"\s+as\s+(?:an?\s+|the\s+|our\s+|their\s+)?(?:new\s+)?"

NEXT_RULES = (
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
