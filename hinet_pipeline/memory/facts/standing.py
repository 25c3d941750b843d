"""What a sign-off says of its signer's standing beside their title: a licence after the name that is a job
("Claire Brennan, BSN, RN": a registered nurse, where the block gives no title), and a student's block ("BSN
Candidate, Class of 2018 / The Ohio State University College of Nursing": no employer, no job title)."""

from __future__ import annotations

import re

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
_STUDENT = re.compile(
    r"\b(?:BSN|MSN|MBA|PhD|Ph\.D\.|MD|JD|MS|MA|BA|BS|Doctoral|Degree|Masters?)\s+(?:Candidate|Student)\b"
    r"|\b(?:Graduate|Undergraduate|Doctoral|Medical|Law|Nursing|Exchange)\s+Student\b|\bStudent\s*(?:[,|]|$)"
    r"|\bClass\s+of\s+(?:19|20)\d\d\b",
    re.M,
)


def standing(text: str, name: str, lines: list, said: list, make) -> list:
    """``said`` (what the block ``lines`` under ``name`` says) less an employer and a title where the block is a
    student's, and with a licence after the name as the title where the block gives none; ``make(predicate,
    object, span)``: a statement of the signer's."""
    if not lines:
        return said
    if any(_STUDENT.search(ln.text) for ln in lines):
        return [x for x in said if not (x.name == name and x.predicate in ("works_at", "job_title"))]
    if any(x.name == name and x.predicate == "job_title" for x in said):
        return said
    start = text.rfind("\n", 0, max(0, lines[0].start - 1)) + 1
    head = text[start : lines[0].start].rstrip()
    parts = [p.strip() for p in head.split(",")]
    if len(parts) < 2 or not parts[0] or name.split()[-1] not in parts[0]:
        return said  # (the line over the block is not its name's, with what follows the name after commas)
    found = [_JOB_LICENCES[p] for p in parts[1:] if p in _JOB_LICENCES]
    return said + [make("job_title", found[-1], (start, start + len(head)))] if found else said
