"""A firm's units: a team, a department, an office or a practice group named after the firm ("the Google team",
"Vince Kaminski's Research group") or alone ("the Hartford Litigation group", "the Providence office"): where
one joins a unit, the unit is no employer (``objects.read_org``), and a title said after it is still read
(``past_unit``: "will join the Hartford office as an associate")."""

from __future__ import annotations

import re

# the nouns of a firm's unit after its name ("the Platform team", "Vince Kaminski's Research group")
# ("the Platform Team", "the Westside branch of the Chippewa Valley Public Library")
_UNIT_NOUN = r"(?i:team|department|dept|group|division|unit|desk|squad|office|practice|branch|campus|location)"
GROUP_AFTER = re.compile(rf"\s+{_UNIT_NOUN}\b")
UNIT_AT = re.compile(rf"\s+{_UNIT_NOUN}\s+(?:at|of)\s+(?:the\s+)?(?=[A-Z])")  # "the Finance team at Corvid"
# a unit's noun inside capitalised words: "Platform Team", "Real Estate Group of Baker Lowell LLP" (its firm after)
UNIT_INSIDE = re.compile(rf"(?P<unit>.+?)\s+(?P<noun>{_UNIT_NOUN})(?:\s+(?:of|at)\s+(?:the\s+)?(?P<firm>[A-Z].*))?")
_WORD = r"(?:[A-Z][\w'-]*|&|and)"
_UNIT_PHRASE = re.compile(rf"\s*the\s+(?P<words>{_WORD}(?:[ \t]+{_WORD}){{0,5}})\s+{_UNIT_NOUN}\b")


def past_unit(text: str, pos: int) -> int:
    """Where a firm's unit named at ``pos`` ends: its noun after the firm ("Google| team as VP"), or a unit
    alone ("the Hartford Litigation group as an associate"); ``pos`` where none is."""
    if m := GROUP_AFTER.match(text, pos):
        return m.end()
    if (m := _UNIT_PHRASE.match(text, pos)) and unit_name(m.group("words")):
        return m.end()
    return pos


# the kind of an agency's office before its noun ("the Uganda Country Office", "the East Africa Regional Office")
_OFFICE_KINDS = frozenset("country regional field area liaison representative sub-regional".split())


def unit_name(words: str) -> bool:
    """A unit's own name: a department's words, after its town, country or none ("Hartford Litigation", "Corporate &
    Banking", "Providence", "UK"; not "Google", a name GeoNames also gives a town)."""
    from hinet_pipeline.memory.facts.job_titles import FIELD_WORDS
    from hinet_pipeline.memory.facts.places import is_country, names_a_place

    parts = [w for w in words.replace("&", " ").split() if w != "and"]
    field = len(parts)
    while field and (parts[field - 1].casefold() in FIELD_WORDS or parts[field - 1].casefold() in _OFFICE_KINDS):
        field -= 1
    where = " ".join(parts[:field])  # (or a country's: "the UK office")
    return not field or names_a_place(where, own=True) or is_country(where)


_UNIT_OF = re.compile(
    r"(?:the\s+)?(?:Office|Department|Dept\.?|College|School|Division|Center|Centre|Institute|Bureau|Faculty|Program)"
    r"\s+(?:of|for)\s+[A-Z]"
)


def unit_of(org: str) -> bool:
    """A unit of an institution named as one: "Department of Civil Engineering", "Office of Sponsored Programs",
    "College of Engineering" (the employer is the institution where the text names one too)."""
    from hinet_pipeline.memory.facts.lexicon import org_suffix

    field = org.split(" of ", 1)[-1] if " of " in org else ""
    return bool(_UNIT_OF.match(org)) and not org_suffix(field) and field.casefold() not in _GOVERNMENT


# a government's departments, employers of their own ("the Department of Energy"), not a unit of anything named
_GOVERNMENT = frozenset(
    "energy education defense defence state justice labor labour commerce transportation agriculture interior "
    "treasury".split()
) | {"homeland security", "veterans affairs", "health and human services", "housing and urban development"}


# what one joins that employs no one: a board, a program, a meeting, a client's account team, a club ("joined the
# Dynegy account team", "joined Greg Whalley's staff meeting", "the MBA program at Rice", "the Board of Directors")
_NOT_JOBS_AFTER = re.compile(
    r"(?:(?:['’]s)?\s+(?:[\w-]+\s+){0,2}?(?:board|boards|program|programs|plan|meeting|call|league|account|coverage|"
    r"deal|picket|fan|beta|season|club|for\s+(?:lunch|dinner|breakfast|drinks|coffee))\b)",
    re.I,
)
# a role that is no job: "has joined the Symphony as a board member", "as a member", "as a volunteer"
_NOT_A_JOB = re.compile(
    r"\s*,?\s*as\s+(?:an?\s+|the\s+|its\s+|our\s+)?(?:new\s+)?(?:(?:board|club|committee|founding|life|honorary)\s+)?"
    r"(?:member|members|volunteer|volunteers|client|customer|student|freshman|sophomore|guest|participant|runner|fan|"
    r"subscriber|trustee|independent\s+director|director\s+on)\b",
    re.I,
)


def no_employer(text: str, org: str, end: int) -> bool:
    """What was joined at ``text[:end]`` (``org``) employs no one there: a board, a program, a meeting, a club, a
    client's team, someone for lunch ("joined Tom Hale for lunch"), or it was joined as a member, a volunteer."""
    if org.split()[0] in ("Board", "Boards"):
        return True
    return bool(_NOT_JOBS_AFTER.match(text, end) or _NOT_A_JOB.match(text, end))


# an office of the writer's firm one joined, by its one name ("joined the Midtown office as ..."; not "the Midtown
# office of Keller Williams", another's), and a joiner gone since ("..., has resigned")
# an office or a department of the writer's firm one joins ("joined the Midtown office as", "joins the Geography
# department as Teacher of Geography")
AN_OFFICE = re.compile(r"the\s+[A-Z][\w&-]*\s+(?:office|branch|department|dept\.?)(?!\s+of\b)(?!\w)")
GONE_SINCE = re.compile(r"[^.!?\n]{0,80}?\b(?:has|have)\s+(?:since\s+)?(?:resigned|left|retired)\b")


# the title after the firm, past its group and its day only: "'s Market Risk group on February 5, 2001 as an Analyst"
AS_LATER = re.compile(
    r"\s*(?:['’]s\s+(?:[A-Z][\w&-]*\s+){1,4}(?:group|team|desk|department|division|unit)\s+)?"
    r"(?:(?:(?:on\s+)?(?:this\s+|next\s+|last\s+)?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:\s+next\s+week)?"
    r"(?:\s+\(\d{1,2}/\d{1,2}(?:/\d{2,4})?\))?"  # ("on Monday next week (10th June) as")
    r"|(?:on|in)\s+(?:(?:[A-Z][a-z]+day,?\s+)?(?:[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+)"
    r"(?:,?\s+\d{4})?|[A-Z][a-z]+(?:\s+\d{4})?|\d{4})"
    # ("on Monday 20 August as ...", "Monday (1/11) as", "this week as", "February 1 as")
    r"|(?:this|last|next)\s+week|yesterday|today|this\s+morning"
    r"|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?)"
    # ("yesterday (Monday 6 October) as")
    r"(?:\s+\((?:[A-Z][a-z]+day,?\s+)?\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+\))?\s+)?"
    # ("on September 27 as our new Benefits Coordinator", "this week as a buyer's agent")
    r"as\s+(?:an?\s+|the\s+|our\s+)?(?:new\s+)?(?=[A-Z]|[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,3}"
    r"(?:\s+(?:in|on|with)\s+(?:the|our|my)\s+[a-z][\w'’-]*)?\s*[.,;!?\n])"  # ("a postdoc in the lab.")
)
