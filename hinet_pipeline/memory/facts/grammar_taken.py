"""The rules of ``grammar`` for a post one took: accepted ("I've accepted a position as Chief Information Officer at
Hollisbrook", "I am pleased to accept the offer of Registered Nurse, ..."), offered and taken ("they offered me the
Senior Analyst role and I said yes"), or gone to ("I'm off to the Ministry as a Senior Advisor")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.grammar_got import UNDONE, org_not_person, post_title, title_before_firm
from hinet_pipeline.memory.facts.job_titles import read_title
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.rule import START, rule, verb_rule

_OFFER_OF = (  # "the offer of Registered Nurse, 5 East Cardiology", "your offer of the position of X"
    r"(?:the|your)\s+(?:kind\s+|formal\s+)?offer\s+(?:of|as)\s+(?:the\s+(?:position|role|post)\s+of\s+"
    r"|(?:appointment|employment)\s+as\s+)?(?:an?\s+)?(?=[A-Z])"
)
_ASKED = re.compile(
    r"\b(?:[Ss]hould|[Ss]hall|[Dd]o|[Ww]ould|[Cc]ould)\s+I\s+(?:\w+\s+)?accept\b[^.!?]*$"
)  # (a question)
_POSITION_AS = r"(?:up\s+)?(?:a|an|the)\s+(?:new\s+)?(?:position|job|role|post)\s+(?:as|of)\s+(?:an?\s+|the\s+)?" + (
    r"(?=[A-Z][\w&,'’/ -]{1,60}?\s+(?:at|with)\s+[A-Z])"  # "a position as Chief Information Officer at"
)
# the title of a job one took: "I've accepted a position as Chief Information Officer at Hollisbrook", "I've accepted
# the vegetation ecologist job with the National Park Service" (its firm: ``grammar``)
# a firm that offered the writer a post, its start said ("City of Bellingham offered me the Project Engineer II job in
# Public Works!! starts March 1", "Colorado Parks and Wildlife called this afternoon and offered me the wildlife
# biologist position ... I start March 16"): a job from its start, only with its day
_OFFERED = (
    rf"{START}(?=(?:(?:[A-Z][\w&.'-]*|and|of|&)\s+){{1,7}}(?:called\s+[^.!?\n]{{0,40}}?\s+and\s+)?offered\s+me\s+(?:a|the)\s+"
    r"(?:[\w-]+\s+){1,4}(?:job|position|role)\b)"
)
# ... a title offered with no word of a post, taken at once ("Trinity Oaks Medical Center in Dallas offered me NICU
# Nurse Manager and I said YES ...")
_TAKEN = r"\s+and\s+I\s+(?:(?:just|immediately|instantly)\s+)?(?:said\s+(?:YES|[Yy]es)|accepted|took\s+it)\b"
_OFFERED_TITLE = (
    rf"{START}(?=(?:(?:[A-Z][\w&.'-]*|and|of|&)\s+){{1,7}}(?:in\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?\s+)?offered\s+me\s+"
    rf"(?:the\s+)?(?:[A-Z][\w&/-]*\s+){{0,4}}[A-Z][\w&/-]*{_TAKEN})"
)


_OFFERED_ME = re.compile(r"\s*(?:in\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?\s+)?offered\s+me\s+(?:the\s+)?")
_KIDDING = re.compile(r"\b(?:just\s+kidding|jk|kidding)\b", re.I)


def _offered_title(text: str, pos: int, read):
    """``read`` at ``pos`` of a title offered and taken (``_OFFERED_TITLE``), where what was offered is a post's title
    (not "Netflix offered me Premium"; nor a volunteer's), and nothing after it takes it back ("Just kidding, I
    declined", "but then they rescinded it")."""
    at = pos if text[pos - 1 : pos].isspace() and _OFFERED_ME.search(text, max(0, pos - 30), pos) else None
    if at is None and (firm := read_org(text, pos)) and (offer := _OFFERED_ME.match(text, firm[1])):
        at = offer.end()  # (the firm's rule: the title after it)
    title = read_title(text, at) if at is not None else None
    if not title or title[0].casefold().startswith("volunteer"):
        return None
    if UNDONE.search(text, pos, pos + 300) or _KIDDING.search(text, pos, pos + 300):
        return None
    return read(text, pos)


def org_going_to(text: str, pos: int):
    """The firm one is going to with a post (``_GOING_TO``): an organisation, not a town ("I'm going to Paris as a
    tourist" names no title either)."""
    from hinet_pipeline.memory.facts.places import names_a_place

    got = org_not_person(text, pos)
    return None if not got or names_a_place(got[0]) else got


# the next post, as one says where one is going: "I'm going to Brennock Lyle Asset Management as an Associate in their
# credit research team. I start on the 3rd of April." (a plan: a fact only with its day)
_GOING_TO = r"\bI(?:['’]m|\s+am)\s+(?:going|off|heading|moving)\s+(?:over\s+)?to\s+"
_FIRM_AS = r"(?=[A-Z][\w&.'’-]*(?:\s+(?:[A-Z&][\w&.'’-]*|of|and)){0,6}\s+as\s+(?:an?\s+|the\s+)?[A-Za-z])"
TAKEN_TITLES = (
    rule("going to|off to|heading to|moving to", _GOING_TO + _FIRM_AS, "works_at", org_going_to, tense="plan"),
    rule(
        "going to|off to|heading to|moving to",
        _GOING_TO + r"[A-Z][\w&.'’-]*(?:\s+(?:[A-Z&][\w&.'’-]*|of|and)){0,6}\s+as\s+(?:an?\s+|the\s+)?(?=[A-Za-z])",
        "job_title",
        read_title,
        tense="plan",
    ),
    rule("offered me", _OFFERED, "works_at", read_org, tense="plan"),
    rule("offered me", _OFFERED_TITLE, "works_at", lambda text, pos: _offered_title(text, pos, read_org), tense="plan"),
    rule(
        "offered me",
        rf"\boffered\s+me\s+(?:the\s+)?(?=(?:[A-Z][\w&/-]*\s+){{0,4}}[A-Z][\w&/-]*{_TAKEN})",
        "job_title",
        lambda text, pos: _offered_title(text, pos, read_title),
        tense="plan",
    ),
    rule(
        "offered me",
        r"\boffered\s+me\s+(?:a|the)\s+(?=(?:[\w-]+\s+){1,4}(?:job|position|role)\b)",
        "job_title",
        post_title,
        tense="plan",
    ),  # fmt: skip
    verb_rule("accept|took|take", "accept take/took//taken", _POSITION_AS, "job_title", read_title),
    # ... or the offer of one, its start said ("I am pleased to accept the offer of Registered Nurse, 5 East Cardiology,
    # with a start date of April 12, 2021")
    verb_rule(
        "accept",
        "accept",
        _OFFER_OF,
        "job_title",
        lambda text, pos: None if _ASKED.search(text, 0, pos) else read_title(text, pos),
    ),
    rule(
        "to accept",
        rf"\bI(?:['’]m|\s+am)\s+(?:very\s+|so\s+)?(?:pleased|happy|delighted|thrilled|glad|excited)\s+to\s+(?:formally\s+)?"
        rf"accept\s+{_OFFER_OF}",
        "job_title",
        read_title,
        tense="plan",
    ),
    # ... and one in lower case: "I've accepted a position as an associate broker with Hollis & Vance Properties"
    verb_rule(
        "accept|took|take",
        "accept take/took//taken",
        r"(?:up\s+)?(?:a|an|the)\s+(?:new\s+)?(?:position|job|role|post)\s+as\s+(?:an?\s+|the\s+)?(?=[a-z])",
        "job_title",
        title_before_firm,
    ),
    verb_rule(
        "accept|took|take",
        "accept take/took//taken",
        r"(?:up\s+)?(?:a|an|the)\s+(?:new\s+)?(?!volunteer\b)(?=(?:[\w-]+\s+){1,3}(?:position|job)\s+(?:at|with)\s+)",
        "job_title",
        post_title,
    ),
)
