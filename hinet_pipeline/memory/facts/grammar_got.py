"""The rules of ``grammar`` for a job got, as a letter tells it: "I got the job at OHSU!", "I got the charge nurse job
at Lakehead Regional", "I got the Lucid job!!", "I finally got my charge nurse position at OHSU" (its day the start
the text gives: "... I start May 2"), a new job's first day ("my first day at X is Monday"); and the title a post is
named by (``post_title``)."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.lexicon import has_title
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.rule import WE, rule

_POST = re.compile(r"((?:[\w-]+\s+){0,3}[\w-]+)\s+(?:position|job|role)\b")


def post_title(text: str, pos: int):
    """The title a post is named by ("charge nurse position at OHSU": charge nurse), up to its noun (its employer
    after it), or None where the words are no title ("the night job at ...")."""
    m = _POST.match(text, pos)
    return (" ".join(m.group(1).split()), m.end()) if m and has_title(m.group(1)) else None


_SITE = re.compile(r"['’]s\s|\b(?:Station|Branch|Site|Store|Ward|Unit|Campus|Location)\b")


def _no_site(got):
    """An employer, not a site of one ("my first shift at Reno's Station 11": the station, no employer named)."""
    return None if got and _SITE.search(got[0]) else got


def _first_day(verb: str, tense: str):
    return rule(
        "first day at|first shift at|first day with",
        rf"\b[Mm]y\s+first\s+(?:day|shift)\s+(?:at|with)\s+(?=[A-Z][^.!?\n]{{0,60}}?\s(?:{verb})\s)",
        "works_at",
        lambda text, pos: _no_site(read_org(text, pos)),
        tense=tense,
    )


GOT_RULES = (
    # a job got at its employer (the post before it too: "I got the charge nurse job at Lakehead Regional")
    rule(
        "got the|got a|got that",
        rf"{WE}(?:['’]ve|\s+have|\s+just|\s+finally|\s+officially)*\s+got\s+(?:the|a|that)\s+"
        r"(?:(?!(?:new|summer|part-time|weekend|temp|holiday|side|second)\b)[a-z][\w-]*\s+){0,3}(?:job|position)\s+(?:at|with)\s+",
        "works_at",
        read_org,
        tense="past",
    ),
    # ... or by its employer's name: "I got the Lucid job!! starts April 5", "Marcus got the Lucid job" (his)
    rule(
        "job|gig",
        rf"{WE}(?:['’]ve|\s+have|\s+just|\s+finally|\s+officially)*\s+got\s+the\s+"
        r"(?=[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2}\s+(?:job|gig)\b(?!\s+(?:at|with)\b))",
        "works_at",
        read_org,
        tense="plan",  # (a job only with the start the text gives it: not a contractor's "the Henderson job")
    ),
    # ... or the post: "I finally got my charge nurse position at OHSU", "I got the Senior Analyst job at Kroger"
    rule(
        "position|job|role",
        r"\b(?:I|[Ww]e)(?:['’]ve|\s+have|\s+just|\s+finally|\s+officially)*\s+got\s+(?:my|the|a|that)\s+"
        r"(?=(?:[\w-]+\s+){1,4}(?:position|job|role)\s+(?:at|with)\s)",
        "job_title",
        post_title,
        tense="past",
    ),
    # a new job's first day, its employer with it: "my first day at Electric City Large Animal Practice is two weeks
    # from today" (ahead), "My first day at Acme was Monday" (gone by)
    _first_day(r"is|will\s+be", "plan"),
    _first_day("was", "past"),
)
