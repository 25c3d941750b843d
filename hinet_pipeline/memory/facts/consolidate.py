"""Consolidation: observations (what records say) → facts with valid-time intervals.

Deterministic and idempotent: the facts of one (subject, predicate) are recomputed from all its
live observations, so a re-run gives the same rows, an older record arriving late lands where it
belongs in the history, and a re-versioned record's observations are simply replaced. Rules:

* A value of a functional predicate holds from its ``valid_from`` until the next different value
  (recency wins); the same value said again while it holds is support, not a new interval; the
  same value after another one (moved back) opens a new interval. Values one record states at one
  instant hold together (a signature's office and mobile numbers) until the next statement.
* Statements about the same instant: the higher-precedence source wins (config order), then the
  later statement, then the record id (so ties never depend on input order); where the winner says
  a value another statement of that instant says more fully ("Weserstraße 58" and "Weserstraße 58,
  12045 Berlin"), the fuller one holds.
* A retraction closes the value it names (or, with no value, whatever holds) from its time on;
  at one instant retractions come first, so "X until t, Y since t" hands over cleanly.
* A multi-valued predicate keeps each distinct value on its own timeline.
* Only a value of the same predicate for the same subject closes a fact: nothing else can.

Storage keeps both times (``diff``): a row the recomputation no longer produces is retracted in
transaction time, never deleted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from itertools import groupby
from typing import Iterable, Sequence

from hinet_pipeline.memory.facts.vocabulary import predicate as lookup


@dataclass(frozen=True)
class Observation:
    """One statement a record makes: ``object`` became true at ``valid_from`` (or, with ``retract``,
    stopped being true)."""

    subject: str
    predicate: str
    object: str | None
    valid_from: datetime
    record_id: str
    source: str
    observed_at: datetime  # when the record said it (its timestamp)
    retract: bool | int = False  # (CALLED_OFF: a plan it names never held)
    sensitivity: int = 1


CALLED_OFF = 2  # an observation's ``retract``: its record calls off a plan ("Berlin is off"): it never held


@dataclass(frozen=True)
class Fact:
    subject: str
    predicate: str
    object: str
    valid_from: datetime
    valid_to: datetime | None  # None: holds now
    record_id: str  # the record that opened the interval (the citation)
    source: str
    sensitivity: int
    closed_by: str | None = None  # the record whose statement ended it
    support: tuple[str, ...] = field(default=())  # other records that said the same while it held

    @property
    def key(self) -> tuple:
        """What identifies a row in storage: a recomputation that yields the same key keeps the row."""
        return (self.subject, self.predicate, self.object, self.valid_from, self.valid_to, self.record_id)

    def holds_at(self, when: datetime) -> bool:
        return self.valid_from <= when and (self.valid_to is None or when < self.valid_to)


def consolidate(
    observations: Iterable[Observation], precedence: Sequence[str] = (), *, one_subject: bool = False
) -> list[Fact]:
    """All facts the observations imply, ordered by subject, predicate, valid_from, object;
    ``one_subject``: the observations are all of one person however recorded (an address, a
    name), so they make one timeline per predicate (each interval keeps the subject it was said of)."""
    rank = {source: i for i, source in enumerate(precedence)}
    facts: list[Fact] = []
    who = (lambda o: "") if one_subject else (lambda o: o.subject)  # (an Observation's or a Fact's)
    by_key = sorted(observations, key=lambda o: (who(o), o.predicate))
    for (subject, name), group in groupby(by_key, key=lambda o: (who(o), o.predicate)):
        obs = _called_off(list(group))
        if lookup(name).functional:
            facts += _timeline(obs, rank)
        else:
            for _, same in groupby(sorted(obs, key=lambda o: o.object or ""), key=lambda o: o.object):
                facts += _timeline(list(same), rank)
    return sorted(facts, key=lambda f: (who(f), f.predicate, f.valid_from, f.object))


def _called_off(obs: list[Observation]) -> list[Observation]:
    """``obs`` less the plans a record calls off ("I am moving to Berlin in June", then "Berlin is off"): a value said
    ahead of its day by a record no later than the call, and less the calls (which end nothing that did hold)."""
    calls = [o for o in obs if o.retract == CALLED_OFF]
    if not calls:
        return obs
    return [
        o
        for o in obs
        if o.retract != CALLED_OFF
        and not (
            not o.retract
            and o.valid_from > o.observed_at
            and any(c.object == o.object and o.observed_at <= c.observed_at for c in calls)
        )
    ]


def _timeline(obs: list[Observation], rank: dict[str, int]) -> list[Fact]:
    """One timeline. At each instant, retractions first ("X until t" ends X even when "Y since t"
    starts Y at the same instant), then the winning record's statement: the values it says at that
    instant hold together (a signature's office and mobile numbers), the others end."""
    facts: list[Fact] = []
    live: dict[str, Fact] = {}

    def order(o: Observation) -> tuple:
        return (rank.get(o.source, len(rank)), -o.observed_at.timestamp(), o.record_id)

    for _, at_once in groupby(sorted(obs, key=lambda o: o.valid_from), key=lambda o: o.valid_from):
        at_once = sorted(at_once, key=order)
        for r in (o for o in at_once if o.retract):
            for value in [v for v in live if r.object in (None, v) or _short_form(r.predicate, r.object, v)]:
                facts.append(_close(live.pop(value), r))
        said = [o for o in at_once if not o.retract]
        if not said:
            continue
        winner = said[0].record_id
        values = list(dict.fromkeys(o.object for o in said if o.record_id == winner))
        first = {o.object: o for o in reversed(said) if o.record_id == winner}
        for value in values:  # (the same value said more fully at that instant: the fuller form)
            if value and (fuller := next((o for o in said if (o.object or "").startswith(value + ",")), None)):
                values[values.index(value)], first[fuller.object] = fuller.object, fuller
        for value in [v for v in live if v not in values]:
            facts.append(_close(live.pop(value), said[0]))
        for value in values:
            o = first[value]
            if value in live:  # said again while it holds
                live[value] = Fact(**{**live[value].__dict__, "support": (*live[value].support, o.record_id)})
            else:
                live[value] = Fact(
                    o.subject, o.predicate, o.object, o.valid_from, None, o.record_id, o.source, o.sensitivity
                )
    facts += live.values()
    return facts


# a firm's legal form, which a leaving said in passing leaves out ("my last day at Haverford & Miles" ends "Haverford &
# Miles, LLP")
_LEGAL = frozenset(
    "inc incorporated corp corporation co company llc lp llp ltd limited plc gmbh ag sa nv bv pty pllc pc pa".split()
)


def _short_form(predicate: str, said: str | None, value: str) -> bool:
    """Whether an employer a retraction names is the held one said shorter: its first words, less its legal form
    ("Haverford & Miles" of "Haverford & Miles, LLP"; "Northgate" of "Northgate Lindqvist LLP")."""
    if predicate != "works_at" or not said:
        return False
    words = [
        ["".join(c for c in w if c.isalnum()) for w in x.casefold().replace("&", " and ").split()]
        for x in (said, value)
    ]
    a, b = ([w for w in x if w and w not in _LEGAL] for x in words)
    return bool(a) and len(a) <= len(b) and b[: len(a)] == a


def _close(fact: Fact, by: Observation) -> Fact:
    return Fact(**{**fact.__dict__, "valid_to": by.valid_from, "closed_by": by.record_id})


def as_of(facts: Iterable[Fact], when: datetime) -> list[Fact]:
    """The facts that held at ``when``."""
    return [f for f in facts if f.holds_at(when)]


def diff(stored: Iterable[Fact], computed: Iterable[Fact]) -> tuple[list[Fact], list[Fact]]:
    """(rows to retract in transaction time, rows to add): a re-run with nothing new gives ([], [])."""
    old = {f.key: f for f in stored}
    new = {f.key: f for f in computed}
    return [f for k, f in old.items() if k not in new], [f for k, f in new.items() if k not in old]
