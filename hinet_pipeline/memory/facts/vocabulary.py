"""The closed vocabulary of fact predicates, stated once.

A functional predicate has one live value per subject at a time (a new value closes the old one);
a multi-valued predicate keeps each distinct value live until that value is retracted.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Predicate:
    name: str
    functional: bool
    meaning: str


PREDICATES: dict[str, Predicate] = {
    p.name: p
    for p in (
        Predicate("lives_in", True, "the city the subject lives in"),
        Predicate("address", True, "the subject's home street address"),
        Predicate("works_at", True, "the organisation the subject works for"),
        Predicate("job_title", True, "the subject's role at work"),
        Predicate("phone", True, "the subject's phone number (E.164)"),
        Predicate("manager", True, "the person the subject reports to at work"),
        Predicate("relationship", True, "how the subject relates to the owner (partner, sister, friend, ...)"),
        Predicate("email", False, "an e-mail address of the subject"),
        Predicate("knows", False, "a person the subject knows"),
        Predicate("attended", False, "an event the subject took part in"),
    )
}


def predicate(name: str) -> Predicate:
    """The predicate called ``name``; a name outside the vocabulary is a ValueError (never stored)."""
    try:
        return PREDICATES[name]
    except KeyError:
        raise ValueError(f"unknown predicate {name!r}: one of {', '.join(sorted(PREDICATES))}") from None
