"""What a sign-off says of its signer's standing beside their title: a licence after the name that is a job
("Claire Brennan, BSN, RN": a registered nurse, where the block gives no title), and a student's block ("BSN
Candidate, Class of 2018 / The Ohio State University College of Nursing": no employer, no job title)."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.named import known_named
from hinet_pipeline.memory.facts.short_sign import FAMILY_LINE, family_names
from hinet_pipeline.memory.people.forces import ARMY_RANK_NAMES

# licences that name the work one does (a degree, "BSN", "MBA", "PhD", names none)
_JOB_LICENCES = {
    "RN": "RN",
    "LPN": "LPN",
    "LVN": "LVN",
    "NP": "Nurse Practitioner",
    "APRN": "APRN",
    "CRNA": "CRNA",
    "CNA": "CNA",
    "PA-C": "Physician Assistant",
    "EMT": "EMT",
    "EMT-P": "Paramedic",
}
# a doctoral student's post as a university pays for it ("PhD Candidate | Whitcombe Lab", "PhD Student, Department of
# Biology"; not "PhD Student Applicant", "(starting Fall 2020)", "(on leave)", "(defended May 2016)")
DOCTORAL_POST = re.compile(r"(?:PhD|Ph\.D\.|Doctoral)\s+(?:Student|Candidate|Researcher)(?:\s*[,|–-]\s*[A-Z][^()\n]*)?")
_STUDENT = re.compile(
    r"\b(?:BSN|MSN|MBA|PhD|Ph\.D\.|MD|JD|MS|MA|BA|BS|Doctoral|Degree|Masters?)\s+(?:Candidate|Student)\b"
    r"|\b(?:Graduate|Undergraduate|Doctoral|Medical|Law|Nursing|Exchange)\s+Student\b|\bStudent\s*(?:[,|]|$)"
    r"|\bClass\s+of\s+(?:19|20)\d\d\b"
    r"|\b(?:B\.?[AS]|M\.?[AS]|MBA|BSN|MSN|Ph\.?D)\.?\s[^|\n]{0,40}['’]\d{2}\b",  # ("B.S. Actuarial Science '22")
    re.M,
)


# the services a name line's suffix names ("HM2 Sean Doyle, USN"), and ranks only the Army uses ("SPC Ryan Hoekstra")
_SERVICES = {
    "USN": "U.S. Navy",
    "USMC": "U.S. Marine Corps",
    "USAF": "U.S. Air Force",
    "USCG": "U.S. Coast Guard",
    "USSF": "U.S. Space Force",
}
_ARMY_RANKS = frozenset("SPC SFC SSG".split())


def _service(head: str) -> list[tuple[str, str]]:
    """(predicate, object) a service member's name line says: their service ("..., USN"; an Army-only rank), and
    a sailor's rating ("HM2") as their title."""
    from hinet_pipeline.memory.facts.signoff import RATING

    parts = [p.strip() for p in head.split(",")]
    first = parts[0].split()[0] if parts[0] else ""
    service = next((_SERVICES[p] for p in parts[1:] if p in _SERVICES), None)
    service = service or ("U.S. Army" if first.rstrip(".") in _ARMY_RANKS else None)
    if not service:
        return []
    if rank := ARMY_RANK_NAMES.get(first.rstrip(".")) if service == "U.S. Army" else None:
        return [("works_at", service), ("job_title", rank)]  # "SSG Daniel Delgado": a Staff Sergeant
    return [("works_at", service)] + ([("job_title", first)] if RATING.fullmatch(first) else [])


# an office held in a club, a residents' or a condo's board ("Meets Secretary, Cairn & Corrie Hillwalking Club",
# "Secretary, Board of Directors"), or in a union's branch beside one's own job ("Branch Secretary, Calder UCU" over
# "Lecturer in Economic History"; a branch's president with no other post is the union's officer: that is the job)
_OFFICE = re.compile(
    r"(?:[A-Z][a-z]+\s+)?(?:Secretary|Treasurer|Chair(?:person|man|woman)?|President|Convenor|Captain)\s*,\s*"
)
_CLUB = re.compile(r"\b(?:Club|Society|Board\s+of\s+Directors|Committee|PTA|PTO|Residents|League|Choir)\b")
_UNION = re.compile(r"\b(?:UCU|Union|Branch)\b")


def _offices(lines: list) -> list[str]:
    """The lines of a block that give an office held beside one's work, not the work."""
    held = [ln.text for ln in lines if _OFFICE.match(ln.text.strip())]
    posts = [ln for ln in lines if ln.kind == "title" and ln.text not in held]
    return [t for t in held if _CLUB.search(t) or (posts and _UNION.search(t))]


_JOB = ("works_at", "job_title")


def standing(text: str, name: str, lines: list, said: list, make) -> list:
    """``said`` (what the block ``lines`` under ``name`` says) less an employer and a title where the block is a
    student's; with a service member's service and rating (``_service``), and a licence after the name as the title
    where the block gives none; the home a family's line gives its other members too ("Darlene & Gary" over their
    street); ``make(predicate, object, span, who=None)``: a statement of the signer's (or of ``who``)."""
    if not lines:
        return said
    studying = [ln for ln in lines if _STUDENT.search(ln.text) and not DOCTORAL_POST.fullmatch(ln.text.strip())]
    if studying and not any(ln.kind == "title" and ln not in studying for ln in lines):  # (not an alumnus's line)
        return [x for x in said if not (x.name == name and x.predicate in ("works_at", "job_title"))]
    if offices := _offices(lines):
        # (an office one holds in a club, a union branch, a board: no job, no employer, though the block's next line
        # may give one: "Branch Secretary, Calder UCU\nLecturer in Economic History, Calder University")
        return [x for x in said if not (x.name == name and x.predicate in _JOB and any(x.object in o for o in offices))]
    start = text.rfind("\n", 0, max(0, lines[0].start - 1)) + 1
    head = text[start : lines[0].start].rstrip()
    if lines[0].kind == "service":  # (the name line alone: "HM2 Sean Doyle, USN")
        start, head = lines[0].start, lines[0].text
    if family := FAMILY_LINE.fullmatch(head):  # "Darlene & Gary (Pruitt)" over their street: his home too
        mine, last = name.split()[0].casefold(), family.group("last") or name.split()[-1]
        # (no last name on the line: one the vault knows by that first name, "Duarte & Leah" for Leah Brennan)
        others = [
            (not family.group("last") and (k := known_named(n)) and k not in text and k) or f"{n} {last}"
            for n in family_names(family)
        ]  # (not one the text names in full as another: "Gary Holt (my boss) says hi")
        if len(others) != 2:  # (a family's: its grown-ups the vault knows, not its children: "Dan, Rachel & Ava Novak")
            others = [k for n in family_names(family) if (k := known_named(n)) and k.split()[-1] == last]
        said = said + [
            make(x.predicate, x.object, x.span, who)
            for who in others
            if who.split()[0].casefold() != mine
            for x in said
            if x.name == name and x.predicate in ("address", "lives_in")
        ]
    if name.split()[-1] not in head:
        return said  # (the line over the block is not its name's)
    titled = any(x.name == name and x.predicate == "job_title" for x in said)
    span = (start, start + len(head))
    said = said + [make(p, o, span) for p, o in _service(head) if not (titled and p == "job_title")]
    parts = [p.strip() for p in head.split(",")]
    found = [_JOB_LICENCES[p] for p in parts[1:] if p in _JOB_LICENCES and name.split()[-1] in parts[0]]
    return said + [make("job_title", found[-1], span)] if found and not titled else said
