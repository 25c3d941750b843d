"""The rules of ``grammar`` for a job got, as a letter tells it: "I got the job at OHSU!", "I got the charge nurse job
at Lakehead Regional", "I got the Lucid job!!", "I finally got my charge nurse position at OHSU" (its day the start
the text gives: "... I start May 2"), a new job's first day ("my first day at X is Monday"); the title a post is
named by (``post_title``); and "I work for X": a firm, or a boss the mail knows (``org_or_boss``). A post accepted, or
offered and taken: ``grammar_taken``."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.job_titles import firm_after_title, read_title
from hinet_pipeline.memory.facts.lexicon import has_title
from hinet_pipeline.memory.facts.named import boss_named
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.orgs import a_residence, is_org
from hinet_pipeline.memory.facts.rule import WE, rule

_POST = re.compile(r"((?:[\w-]+\s+){0,3}[\w-]+)\s+(?:position|job|role)\b")


_AS_POST = re.compile(r"\bas\s+(?:an?\s+|the\s+)?([\w&'’/ -]{1,60}?)\s+(?:at|with)\s+$")
_NO_POST = re.compile(r"\b(?:volunteer|guest|intern|student|teenager|kid|child|favou?r|joke)\b|['’]s\b", re.I)
_KIN = r"(?:nephew|niece|son|daughter|wife|husband|partner|brother|sister|kids?|friend|mom|dad|mother|father|cousin)"
UNDONE = re.compile(
    r"\b(?:rescind\w*|turned\s+it\s+down|declined(?!\s+to\s+comment)|in\s+my\s+dreams?|fell\s+through"
    r"|(?:according\s+to|by|per)\s+(?:the\s+)?rumou?r|rumou?r\s+has\s+it|rumou?red|(?:then|later|but)\s+withdr[ae]w"
    r"|withdrew\s+(?:it|my\s+acceptance)|withdrawn|on\s+behalf\s+of\s+(?:my|our)|fired\s+me|let\s+me\s+go|laid\s+me\s+off"
    rf"|(?<!pay\s)for\s+(?:my|our)\s+(?:boy|girl)?{_KIN}\b(?!['’]))",
    re.I,
)


_YEARS_ON = re.compile(r",?\s+(?:after|for|since)\s+(?:over\s+|almost\s+|nearly\s+)?(?:[\w-]+\s+)?(?:years?|\d{4}\b)")


def org_not_place(text: str, pos: int, firm: bool = False):
    """ "I'm now at Stripe": an organisation, not a place the speaker is at (by a place's own name: "Google" is one of
    the names GeoNames lists for Mountain View); ``firm``: one its words name as a firm, stayed at a while."""
    from hinet_pipeline.memory.facts.places import names_a_place

    got = read_org(text, pos)
    if firm and got and not (is_org(got[0], set()) and _YEARS_ON.match(text, got[1])):
        return None  # (not a visit: "still at Mercy Hospital with your father")
    if got and a_residence(got[0]):
        return None  # (a block of flats, an estate, a street: "I'm at Tausi Court, Wanjohi Close in Kilimani")
    return None if not got or names_a_place(got[0], own=True) else got


def firm_after_post(text: str, pos: int):
    """The firm of a post one took (``read_org``); where the post's title stands between ("a position as an associate
    broker with X"), only a title's words ("as part of the deal with X", "as a volunteer with X", "as a teenager at
    X": no job), and a person is no firm; not one taken back in its sentence ("..., but they rescinded the offer")."""
    if (post := _AS_POST.search(text, max(0, pos - 80), pos)) and (
        _NO_POST.search(post.group(1)) or not has_title(post.group(1))
    ):
        return None
    got = read_org(text, pos)
    if got and post and boss_named(text, got[0]):
        return None  # (a person the mail knows is no firm: "as an associate broker with Raymond Hollis")
    return None if got and not_taken(text, pos, org=got[0]) else got


def sentence_at(text: str, pos: int, more: int = 0) -> str:
    """The sentence ``pos`` stands in (to a stop or a line's end), and ``more`` characters past it."""
    opens = max(text.rfind(c, 0, pos) for c in ".!?\n") + 1
    ends = re.search(r"[.!?\n]", text[pos:])
    return text[opens : pos + (ends.start() if ends else 200) + more]


def not_taken(text: str, pos: int, more: int = 0, long_ago: bool = True, org: str | None = None) -> bool:
    """Whether the sentence at ``pos`` (and ``more`` characters past it) takes its post back, puts it long ago or
    makes it none ("..., but they rescinded the offer", "in my dream last night", "Years ago I took a job as a waiter
    at X", "in 1998 and retired in 2010", "for my nephew", "according to rumor", "'s volunteer day as greeter");
    ``long_ago=False``: a post ended is none, a past said is ("made me Service Manager back in August")."""
    sentence = sentence_at(text, pos, more)
    sentence = sentence.replace(org, " ") if org else sentence  # (not the firm's own name: "Rumor Mill Media")
    return any(p.search(sentence) for p in (UNDONE, _GONE, _UNPAID, *((_LONG_AGO,) if long_ago else ())))


_LONG_AGO = re.compile(r"\b(?:years\s+ago|back\s+(?:in|then)|when\s+I|as\s+a\s+kid)\b", re.I)
# a post ended since ("... and left in 2001", "stayed until 2004")
_GONE = re.compile(  # (one's own: "I left in 1999", "and retired in 2010"; not "the job Tom left in 2010")
    r"(?:\b(?:I|and|then|but)\s+(?:later\s+)?|^\s*|[.!?;]\s+)(?:retired|left|quit|stayed\s+until)(?:\s+in)?\s+(?:19|20)\d\d\b",
    re.I,
)
_UNPAID = re.compile(  # (not "managing forty volunteers", "Harbor Unpaid Claims Recovery")
    r"(?-i:\bunpaid\b)|\bgreeter\b|\bvolunteer\s+(?:day|shifts?|basis|mentor|coach|tutor|role|position|work)\b"
    r"|\bas\s+an?\s+(?:unpaid\s+)?volunteer\b",
    re.I,
)


def got_org(text: str, pos: int):
    """The employer of a job got (``read_org``), not one taken back, long ago or none ("I landed the job at X for my
    nephew")."""
    return None if (got := read_org(text, pos)) and not_taken(text, pos, org=got[0]) else got


_AS_TITLE = re.compile(r"((?:[a-z][\w'’/-]*\s+){0,4}[a-z][\w'’-]*)\s+(?:at|with)\s+(?:the\s+)?(?=[A-Z])")


def title_before_firm(text: str, pos: int):
    """A title in lower case the post's employer follows ("a position as an associate broker with Hollis & Vance":
    associate broker), or None where the words are no title ("a position as a favour to ...")."""
    m = _AS_TITLE.match(text, pos)
    if not m or _NO_POST.search(m.group(1)) or not has_title(m.group(1)) or not_taken(text, pos):
        return None
    return " ".join(m.group(1).split()), pos + len(m.group(1))


def post_title(text: str, pos: int):
    """The title a post is named by ("charge nurse position at OHSU": charge nurse), up to its noun (its employer
    after it), or None where the words are no title ("the night job at ...")."""
    m = _POST.match(text, pos)
    return (" ".join(m.group(1).split()), m.end()) if m and has_title(m.group(1)) else None


_SITE = re.compile(r"['’]s\s|\b(?:Station|Branch|Site|Store|Ward|Unit|Campus|Location)\b")
# a job's words in the text around a first day (not a first day at the gym, at Disney World, at Harvard Law)
_JOB_WORDS = re.compile(
    r"\b(?:job|hired|offer|position|role|boss|manager|notice|salary|contract|onboarding|orientation|colleagues?|"
    r"co-?workers?|resign\w*|promot\w*|(?:new|old)\s+(?:work|employer))\b",
    re.I,
)
_NOT_STAFF = re.compile(r"\s+as\s+(?:an?\s+)?(?:client|patient|volunteer|student|member|guest|customer|intern)\b", re.I)


def _first_day_employer(text: str, pos: int):
    """The employer of a new job's first day: one the text says is a job ("Handed in my notice ... my first day at X is
    two weeks from today"), not a site of one ("my first shift at Reno's Station 11"), nor a first day as a client."""
    got = read_org(text, pos)
    if not got or _SITE.search(got[0]) or _NOT_STAFF.match(text, got[1]):
        return None
    return got if _JOB_WORDS.search(text[max(0, pos - 400) : pos + 400]) else None


_NOT_A_START = re.compile(  # a start that is no job's: "as a patient", "for physical therapy", "freshman year!"
    r"\bas\s+(?:an?\s+)?(?:client|patient|student|member|guest|customer|(?:\w+\s+)?intern)\b|\bfor\s+(?:my\s+|an?\s+|the\s+)?"
    r"(?:physical\s+)?(?:therapy|physio|treatment|rehab|appointment|lessons?|class(?:es)?|check-?up)\b|\b(?:swim|yoga|dance|"
    r"art|cooking|pottery|spin|fitness)\s+class|\bcheck(?:ing|ed)\s+in\b|\bconference\s+(?:runs|is|was)\b|\b(?:freshman|"
    r"sophomore)\s+year\b|\bkids\s+got\b|\btheir\s+shots\b",
    re.I,
)


def started_at(text: str, pos: int):
    """The employer of a start with its day between ("I started on the 4th at the Tower Family Health Clinic",
    "started last Monday at X"): not a start as a patient, a student or a guest, nor one unpaid, taken back or left
    since (``not_taken``)."""
    if not (got := read_org(text, pos)) or not_taken(text, pos, long_ago=False, org=got[0]):
        return None
    return None if _NOT_A_START.search(sentence_at(text, pos).replace(got[0], " ")) else got


_AN_OFFER = re.compile(r"\s+(?:job\s+)?offer\b")


def offer_firm(text: str, pos: int):
    """The firm of an offer taken (``org_not_person``), or a person-like name before "offer" ("the Ace Law offer"; not
    a person the mail knows, "the Raymond Hollis offer"); not one signed for another, long ago or unpaid ("Signed the
    X offer for my daughter", "in 2009. ... Left in 2012.", "Volunteer mentor, starting 9/18")."""
    if (
        not (got := read_org(text, pos))
        or not_taken(text, pos, more=120, org=got[0])
        or _FOR_ANOTHER.match(text, got[1])
    ):
        return None
    if _AN_OFFER.match(text, got[1]):
        return None if boss_named(text, got[0]) else got
    return org_not_person(text, pos)


_FOR_ANOTHER = re.compile(r"\s+(?:job\s+)?offer\s+for\s+(?:my|our|his|her|their)\b")


_SIGNED_FOR = re.compile(r"\b(?:Records|Label|Music|Agency|Management|Realty|Properties|Talent|FC|United)$")
_GOT_IT = (
    rf"{WE}(?:['’]ve|\s+have|\s+just|\s+finally|\s+officially)*(?:\s+got\s+(?:(?:the|a|a\s+new)\s+job|it|the\s+offer|the\s+position)"
    # ("I accepted a job in Vancouver! Clinical Pharmacist in Internal Medicine at Pacific Crest General, starting ...")
    r"|\s+(?:accepted|took|signed)\s+(?:a|an|the)\s+(?:new\s+)?(?:job|offer|position|role)"
    r"(?:\s+(?:in|at)\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)?"
    r"|(?:['’]m|\s+am)\s+in)\s*[!.]+\s+(?=[A-Z][^.!?\n]{2,80}?\s+(?:at|with)\s+[A-Z][^.!?]{0,100}?,\s+"
    r"(?:starting|from|as\s+of|effective)\s)"  # ("I got it. Head sommelier at Stompie Wine Bar, from 1 March.")
)


GOT_RULES = (
    # a contract signed with an employer, its start said after it: "I signed with Willamette Valley Heart Institute.
    # Staff cardiologist, general cardiology + imaging, starting Monday, August 5." (not a band's label, a lease)
    rule(
        "signed with",
        r"\bI(?:['’]ve|\s+have)?\s+(?:just\s+|finally\s+|officially\s+)?signed\s+with\s+"
        r"(?=[A-Z][^.!?\n]{0,80}[.!]\s+[^.!?]{0,120},\s+starting\s+(?:on\s+)?(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\s+)?"
        r"(?:[A-Z][a-z]{2,8}\.?\s+\d|\d{1,2}/\d))",
        "works_at",
        lambda text, pos: None if (got := got_org(text, pos)) and _SIGNED_FOR.search(got[0]) else got,
        tense="plan",
    ),
    # the post got, said in the sentence after the cheer with its start: "Got the call this arvo - I'm in! Graduate
    # Mining Engineer with Karra Minerals, starting Monday 6 Feb", "I got the job! Associate Director of Bands at
    # Nokomis Heights High School in Minneapolis, starting August 14" (a plan: from the start it gives)
    rule(
        "got the job|got a job|got a new job|got it|m in|accepted a|accepted the|took a|took the|signed the",
        _GOT_IT,
        "job_title",
        read_title,
        tense="plan",
    ),
    rule(
        "got the job|got a job|got a new job|got it|m in|accepted a|accepted the|took a|took the|signed the",
        _GOT_IT,
        "works_at",
        firm_after_title,
        tense="plan",
    ),
    # a job got at its employer (the post before it too: "I got the charge nurse job at Lakehead Regional")
    rule(
        "got the|got a|got that|given the|landed the",
        rf"{WE}(?:['’]ve|\s+have|\s+has|\s+just|\s+finally|\s+officially)*\s+(?:got|been\s+given|landed)\s+(?:the|a|that)\s+"
        r"(?:(?!(?:new|summer|part-time|weekend|temp|holiday|side|second|volunteer)\b)[a-z][\w-]*\s+){0,3}(?:job|position)\s+(?:at|with)\s+",
        "works_at",
        got_org,
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
    # a new job's first day, its employer with it, ahead: "my first day at Electric City Large Animal Practice is two
    # weeks from today"
    rule(
        "first day at|first shift at|first day with",
        r"\b[Mm]y\s+first\s+(?:day|shift)\s+(?:at|with)\s+(?=[A-Z][^.!?\n]{0,60}?\s(?:is|will\s+be)\s)",
        "works_at",
        _first_day_employer,
        tense="plan",
    ),
)


def org_not_person(text: str, pos: int):
    """ "I work for X": an organisation, not a person ("I work for Jane Doe" names a boss, unsaid), nor
    a town ("Leaving Berlin after 6 yrs": a home left)."""
    from hinet_pipeline.memory.facts.lexicon import ORG_HEADS, org_suffix
    from hinet_pipeline.memory.facts.places import names_a_place
    from hinet_pipeline.memory.facts.signoff import name_of

    got = read_org(text, pos)
    words = got[0].split() if got else []
    if len(words) in (2, 3) and name_of(got[0]) and not org_suffix(got[0]) and words[-1].casefold() not in ORG_HEADS:
        return None  # (not "Mercy Health", "Dale Motors": a business by its last word)
    return None if got and names_a_place(got[0], own=True) else got


def org_or_boss(text: str, pos: int):
    """ "I work for X": an organisation (``org_not_person``), or a person the mail knows, a boss (read as one by
    "work for": "I'll be working for Raymond Hollis directly")."""
    if got := org_not_person(text, pos):
        return got
    if not (got := read_org(text, pos)) or not boss_named(text, got[0]) or text.startswith(("'s", "’s"), got[1]):
        return None  # (not "I'm working for Raymond Hollis's campaign")
    if _WORKED_FOR.search(text, max(0, pos - 12), pos):
        return None  # (a boss long gone: "I worked for Raymond Hollis for ten years")
    # (a boss of a new job only: "... working for Raymond Hollis directly", or the paragraph speaks of the job; not a
    # firm named like a person, "I work for Morgan Stanley now", nor a day's help, "working for X on Saturday")
    paragraph = text[max(0, text.rfind("\n\n", 0, pos)) : pos]
    return got if _DIRECTLY.match(text, got[1]) or _NEW_JOB.search(paragraph) else None


_WORKED_FOR = re.compile(r"\bworked\s+for\s*$")
_DIRECTLY = re.compile(r"\s+directly\b")
_NEW_JOB = re.compile(r"\b(?:accepted|position|offer|new\s+job|hired|joining|start(?:ing)?\s+(?:at|on|the|in))\b", re.I)
