"""The facts a question is about, for personalize(): its predicates (from its words), its subjects
(the owner for a first-person question, and the people it names), as of the time it asks about."""

from __future__ import annotations

import re
from datetime import date

from hinet_pipeline.config import Role, Settings
from hinet_pipeline.memory.facts.store import read
from hinet_pipeline.read.query_analysis import Derived, analyse, known_people
from hinet_pipeline.store.vault import Vault

# words that ask about a predicate ("where do I live", "my new job", "his number")
PREDICATE_WORDS = {
    "lives_in": {"live", "lives", "living", "lived", "move", "moved", "moving", "city", "home"},
    "address": {"address", "street", "apartment", "flat"},
    "works_at": {"work", "works", "working", "job", "employer", "company", "start", "starts", "joined", "office"},
    "job_title": {"title", "role", "position"},
    "phone": {"phone", "number", "call", "mobile", "whatsapp"},
    "email": {"email", "e-mail", "mail", "address"},
    "manager": {"manager", "boss", "reports", "lead"},
}
FIRST_PERSON = {"i", "my", "me", "mine", "we", "our", "i'm", "i've"}
_WORD = re.compile(r"[\w'-]+")


def relevant_facts(
    vault: Vault,
    settings: Settings,
    role: Role,
    question: str,
    *,
    today: date | None = None,
    known: list[str] | None = None,
    limit: int = 8,
    derived: Derived | None = None,
) -> list[dict]:
    """``known``: the vault's people when the caller keeps them (Retriever.known_people caches them);
    ``derived``: the question's analysis when the caller has it already (personalize: one analysis)."""
    words = {w.casefold() for w in _WORD.findall(question)}
    predicates = [p for p, cues in PREDICATE_WORDS.items() if words & cues]
    if not predicates:
        return []
    if derived is None:
        derived = analyse(question, known_people(vault) if known is None else known, today=today)
    subjects = list(derived.people)
    if words & FIRST_PERSON or not subjects:
        subjects.insert(0, settings.owner.name)
    when = derived.until or derived.since  # what held at the end of the time the question asks about
    found = [
        f
        for s in subjects
        for p in predicates
        for f in read(vault, role, subject=s, predicate=p, as_of=when, precedence=settings.fact_precedence)
    ]
    return found[:limit]
