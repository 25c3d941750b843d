"""The rules of ``grammar`` for a post given or got in plain words, not a formal letter's: a note that welcomes its
reader ("You start with us on 1 October as Postdoctoral Research Associate on the Northern Charters Project, and for
your sins you'll report to me": the employer, the writer's as its sign-off names it; the boss, the writer:
``grammar_boss``), an appointment a letter confirms, an offer of a post that reports to its writer; and the writer's
cheer that an employer wants them ("Blackford Hill High want me!! Maths teacher, main scale again, starting 18
August") or that a first week there is over ("first week at Kingsmere College School done!")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.grammar_offer import offered
from hinet_pipeline.memory.facts.job_titles import read_title
from hinet_pipeline.memory.facts.named import WRITERS_EMPLOYER
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.rule import rule

# "You start with us on 1 October as X", "you begin with us from Monday as X" (its day before the title)
_WITH_US = r"\b[Yy]ou\s+(?:start|begin)\s+with\s+us\b(?=[^.!?\n]{0,40}?\d)"
# ... or joined already, as its reader is reminded: "As agreed you joined on 11th January as a Junior Software
# Developer in Payments, reporting to me" (its day before the post)
_JOINED = r"\b[Yy]ou\s+joined(?:\s+us)?\s+(?=(?:on|from)\s[^.!?\n]{0,30}?\d)"
_ON = r"(?:[^.!?\n]|\n(?![ \t]*\n))"  # (its sentence, on across a line the mail client broke)
# ... or to be joining the writer's team: "I'm delighted to confirm that you will be joining our team as an Exam
# Invigilator (casual, paid hourly) from the November resit series. Your first session will be Monday 3 November 2014"
_JOINING_US = (
    r"\b[Yy]ou\s+(?:will\s+be|['’]ll\s+be|are)\s+joining\s+(?:us|our\s+(?:team|staff|practice|school|firm|company))\b"
)
# ... or welcomed to it, the firm named: "we'd love to welcome you to BrightPath as an Online GCSE Geography Tutor!"
_FIRM_AS = r"(?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,4}\s+as\s"
_WELCOME_TO = rf"\b(?:welcome|welcoming)\s+you\s+(?:to|aboard)\s+(?={_FIRM_AS})"
# an appointment a letter confirms: "I'm delighted to confirm that the governors have approved your appointment as
# Second in Department (Mathematics) with effect from 1 January 2013", "... confirm your appointment as Head of Maths
# at Braidholm High School from Tuesday 14 August 2018" (not a friend's "congrats on your appointment")
_APPOINTED = (  # (or approved after it: "your appointment as Principal Veterinary Officer ... has been approved")
    r"\b(?:(?:confirm|approved?)\b[^.!?]{0,60}?\byour\s+appointment\s+as\s+(?:an?\s+|the\s+)?(?=[A-Z])"
    r"|[Yy]our\s+appointment\s+as\s+(?:an?\s+|the\s+)?(?=[A-Z][^.!?]{0,100}?\s(?:has|have)\s+been\s+(?:approved|confirmed)\b))"
)
# an offer of a post that reports to its writer, naming no employer: the writer's ("I'm so pleased to offer you the role
# of Staff Software Engineer, Payments Infrastructure, reporting to me", signed at Kestrel Ledger, Inc.)
_TO_THE_WRITER = (
    r"\boffer\s+you\s+(?:the\s+)?(?:position|role|post|job)\s+of\s+(?![^.!?;:]{0,160}?\s(?:at|with)\s+[A-Z])"
    r"[^.!?;:]{2,160}?,\s+reporting\s+(?:directly\s+)?to\s+(?=me\b)"
)

# an employer that wants the writer, cheered, the post and its start after it (not "the kids want me to stay")
_WANTS_ME = r"[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,5}\s+wants?\s+me\s*!+\s+"
_STARTING = r"[A-Z][^.!?]{0,160}?,\s+starting\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Z]|[A-Z][a-z]+\s+\d)"
_LEAD = r"(?:^|(?<=[.!?]\s)|(?<=\n))"

# a first stretch at a new job, cheered as over ("first week at Kingsmere College School done!")
_FIRST_DONE = (
    r"\b(?:[Mm]y\s+)?(?:[Ff]irst|FIRST)\s+(?:day|week|fortnight|month)\s+at\s+(?:the\s+)?"
    r"(?=[A-Z][^.!?\n]{1,60}?\s+(?:done|over|complete|completed|survived|in\s+the\s+bag)\s*[!.])"
)


def _firm_for_a_post(text: str, pos: int):
    """The firm one is welcomed to for a post after it ("to BrightPath as an Online GCSE Geography Tutor"), not for an
    event ("to the Open Day as our guest")."""
    got = read_org(text, pos)
    after = got and re.match(r"\s+as\s+(?:an?\s+|the\s+|our\s+)?(?:new\s+)?", text[got[1] :])
    return got if after and read_title(text, got[1] + after.end()) else None


_AS_POST = r"\s+as\s+(?:an?\s+|the\s+|our\s+)?(?:new\s+)?(?=[A-Z])"  # "... as an Exam Invigilator": the title next


def _writers_employer(text: str, pos: int):
    """The writer's employer, as its sign-off names it (``named.WRITERS_EMPLOYER``)."""
    return WRITERS_EMPLOYER, pos


WELCOME_RULES = (
    rule("first day at|first week at|first fortnight at|first month at", _FIRST_DONE, "works_at", read_org),
    rule("want me|wants me", rf"{_LEAD}(?={_WANTS_ME}{_STARTING})", "works_at", read_org, tense="plan"),
    rule("want me|wants me", rf"{_LEAD}{_WANTS_ME}(?={_STARTING})", "job_title", read_title, tense="plan"),
    rule(
        "reporting to me",
        _TO_THE_WRITER,
        "works_at",
        offered(_writers_employer),
        whose="addressee",
        tense="plan",
    ),
    rule("your appointment as", _APPOINTED, "job_title", read_title, whose="addressee", tense="plan"),
    rule(  # (its employer after "at": not a field in brackets, "Subject Head (Literature)")
        "your appointment as",
        rf"{_APPOINTED}[^.!?\n]{{2,80}}?\s+at\s+(?:the\s+)?(?=[A-Z])",
        "works_at",
        read_org,
        whose="addressee",
        tense="plan",
    ),
    rule(
        "start with us|begin with us",
        rf"{_WITH_US}[^.!?\n]{{0,40}}?{_AS_POST}",
        "job_title",
        read_title,
        whose="addressee",
        tense="plan",
    ),
    rule(
        "you joined",
        rf"{_JOINED}{_ON}{{0,40}}?{_AS_POST}",
        "job_title",
        read_title,
        whose="addressee",
        tense="past",
    ),
    rule("you joined", _JOINED, "works_at", _writers_employer, whose="addressee", tense="past"),
    rule(
        "you joined",
        rf"{_JOINED}{_ON}{{0,120}}?,\s+reporting\s+(?:directly\s+)?to\s+(?=me\b)",
        "manager",
        None,
        whose="addressee",
        tense="past",
    ),
    rule("welcome you to|welcoming you to", _WELCOME_TO, "works_at", _firm_for_a_post, whose="addressee", tense="plan"),
    rule(
        "welcome you to|welcoming you to",
        rf"{_WELCOME_TO}{_FIRM_AS}\s*(?:an?\s+|the\s+|our\s+)?(?:new\s+)?(?=[A-Z])",
        "job_title",
        read_title,
        whose="addressee",
        tense="plan",
    ),
    rule(
        "joining us|joining our",
        rf"{_JOINING_US}{_AS_POST}",
        "job_title",
        read_title,
        whose="addressee",
        tense="plan",
    ),
    rule(
        "joining us|joining our",
        rf"{_JOINING_US}(?=\s+as\s)",
        "works_at",
        _writers_employer,
        whose="addressee",
        tense="plan",
    ),
    rule(
        "start with us|begin with us",
        rf"{_WITH_US}",
        "works_at",
        _writers_employer,
        whose="addressee",
        tense="plan",
    ),
)
