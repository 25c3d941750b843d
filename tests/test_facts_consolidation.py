"""Fact consolidation with hand-made observations: recency, source precedence, a late older record,
a retraction, a value that comes back after a gap, no collateral closure, idempotent re-runs."""

from __future__ import annotations

import random
from datetime import datetime, timezone

import pytest

from hinet_pipeline.memory.facts.consolidate import Observation, as_of, consolidate, diff
from hinet_pipeline.memory.facts.vocabulary import PREDICATES, predicate


def day(s: str) -> datetime:
    return datetime.fromisoformat(s).replace(tzinfo=timezone.utc)


def obs(pred, obj, when, rid, *, subject="dana", source="mail", said=None, retract=False, sensitivity=1):
    return Observation(subject, pred, obj, day(when), rid, source, day(said or when), retract, sensitivity)


def rows(facts):
    return [
        (
            f.predicate,
            f.object,
            f.valid_from.date().isoformat(),
            f.valid_to.date().isoformat() if f.valid_to else None,
            f.record_id,
        )
        for f in facts
    ]


def test_the_vocabulary_is_closed_and_says_which_predicates_are_functional():
    assert {"lives_in", "works_at", "phone", "email"} <= set(PREDICATES)
    assert predicate("lives_in").functional and predicate("phone").functional and not predicate("email").functional
    with pytest.raises(ValueError, match="unknown predicate 'favourite_colour'"):
        consolidate([obs("favourite_colour", "blue", "2026-01-01", "r1")])


def test_recency_closes_the_old_value_at_the_new_ones_start():
    facts = consolidate(
        [obs("lives_in", "Tel Aviv", "2023-05-01", "r1"), obs("lives_in", "Berlin", "2026-04-01", "r2")]
    )
    assert rows(facts) == [
        ("lives_in", "Tel Aviv", "2023-05-01", "2026-04-01", "r1"),
        ("lives_in", "Berlin", "2026-04-01", None, "r2"),
    ]
    assert facts[0].closed_by == "r2"
    assert [f.object for f in as_of(facts, day("2026-03-31"))] == ["Tel Aviv"]
    assert [f.object for f in as_of(facts, day("2026-04-01"))] == ["Berlin"]
    assert [f.object for f in as_of(facts, day("2023-06-01"))] == ["Tel Aviv"]  # "where did I live in 2023"


def test_the_same_value_said_again_is_support_not_a_new_interval():
    facts = consolidate([obs("works_at", "Acme", "2024-01-01", "r1"), obs("works_at", "Acme", "2025-06-01", "r2")])
    assert rows(facts) == [("works_at", "Acme", "2024-01-01", None, "r1")]
    assert facts[0].support == ("r2",)


def test_a_value_that_comes_back_after_a_gap_opens_a_new_interval():
    facts = consolidate(
        [
            obs("lives_in", "Tel Aviv", "2020-01-01", "r1"),
            obs("lives_in", "Haifa", "2022-01-01", "r2"),
            obs("lives_in", "Tel Aviv", "2024-01-01", "r3"),
        ]
    )
    assert rows(facts) == [
        ("lives_in", "Tel Aviv", "2020-01-01", "2022-01-01", "r1"),
        ("lives_in", "Haifa", "2022-01-01", "2024-01-01", "r2"),
        ("lives_in", "Tel Aviv", "2024-01-01", None, "r3"),
    ]
    assert as_of(facts, day("2023-01-01"))[0].object == "Haifa"


def test_source_precedence_breaks_a_tie_then_the_later_statement():
    same_day = [
        obs("phone", "+972541111111", "2026-02-01", "r-chat", source="chat", said="2026-02-03"),
        obs("phone", "+972542222222", "2026-02-01", "r-mail", source="mail", said="2026-02-01"),
    ]
    assert rows(consolidate(same_day, precedence=["mail", "chat"]))[0][1] == "+972542222222"
    assert rows(consolidate(same_day, precedence=["chat", "mail"]))[0][1] == "+972541111111"
    assert rows(consolidate(same_day))[0][1] == "+972541111111"  # no order given: the later statement


def test_an_older_record_arriving_late_goes_where_it_belongs_and_supersedes_nothing_newer():
    first = [obs("lives_in", "Tel Aviv", "2023-01-01", "r1"), obs("lives_in", "Berlin", "2026-04-01", "r3")]
    late = obs("lives_in", "Jaffa", "2024-06-01", "r2", said="2024-06-01")
    facts = consolidate([*first, late])
    assert rows(facts) == [
        ("lives_in", "Tel Aviv", "2023-01-01", "2024-06-01", "r1"),
        ("lives_in", "Jaffa", "2024-06-01", "2026-04-01", "r2"),
        ("lives_in", "Berlin", "2026-04-01", None, "r3"),
    ]
    retracted, added = diff(consolidate(first), facts)
    assert rows(retracted) == [("lives_in", "Tel Aviv", "2023-01-01", "2026-04-01", "r1")]
    assert {r[1] for r in rows(added)} == {"Tel Aviv", "Jaffa"}  # Berlin's row is untouched


def test_a_retraction_closes_the_value_it_names_and_nothing_else():
    facts = consolidate(
        [
            obs("lives_in", "Tel Aviv", "2023-01-01", "r1"),
            obs("lives_in", "Berlin", "2026-04-01", "r2"),
            obs("lives_in", "Berlin", "2026-04-10", "r3", retract=True),  # "not moving after all"
            obs("lives_in", "Haifa", "2026-05-01", "r4", retract=True),
        ]
    )  # names a value that does not hold
    assert rows(facts) == [
        ("lives_in", "Tel Aviv", "2023-01-01", "2026-04-01", "r1"),
        ("lives_in", "Berlin", "2026-04-01", "2026-04-10", "r2"),
    ]
    assert facts[1].closed_by == "r3" and as_of(facts, day("2026-06-01")) == []


def test_no_fact_is_closed_by_another_predicate_or_subject():
    """The collateral-closure failure of temporal knowledge graphs: impossible here."""
    rng = random.Random(8)
    observations = []
    for n in range(300):
        pred = rng.choice(sorted(PREDICATES))
        who = rng.choice(["dana", "yossi", "maya"])
        observations.append(
            obs(
                pred,
                f"{pred}-{rng.randint(0, 4)}",
                f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                f"r{n}",
                subject=who,
            )
        )
    facts = consolidate(observations)
    by_id = {o.record_id: o for o in observations}
    for f in facts:
        if f.closed_by is not None:
            closer = by_id[f.closed_by]
            assert (closer.subject, closer.predicate) == (f.subject, f.predicate)
            if not predicate(f.predicate).functional:
                assert closer.retract and closer.object == f.object
    for subject, name in {(f.subject, f.predicate) for f in facts if predicate(f.predicate).functional}:
        live = [f for f in facts if (f.subject, f.predicate) == (subject, name) and f.valid_to is None]
        assert len(live) <= 1  # at most one live value of a functional predicate


def test_one_persons_subjects_make_one_timeline_when_asked_about_the_person():
    """A person recorded under two subjects (an address, the name a signature gives): asked about the
    person, one timeline: the move said under one closes the home said under the other."""
    said = [
        obs("lives_in", "Lagos", "2014-10-01", "r1", subject="seun@gmail.com"),
        obs("lives_in", "London", "2018-04-16", "r2", subject="Oluwaseun Oyelaran"),
        obs("email", "seun@gmail.com", "2014-10-01", "r1", subject="seun@gmail.com"),
        obs("email", "s.o@bank.co.uk", "2018-04-16", "r2", subject="Oluwaseun Oyelaran"),
    ]
    apart = consolidate(said)
    assert sorted((f.subject, f.object, f.valid_to) for f in apart if f.predicate == "lives_in") == [
        ("Oluwaseun Oyelaran", "London", None),
        ("seun@gmail.com", "Lagos", None),
    ]
    one = consolidate(said, one_subject=True)
    assert [(f.subject, f.object, f.valid_to) for f in one if f.predicate == "lives_in"] == [
        ("seun@gmail.com", "Lagos", day("2018-04-16")),  # (each interval keeps the subject it was said of)
        ("Oluwaseun Oyelaran", "London", None),
    ]
    assert {f.object for f in one if f.predicate == "email" and f.valid_to is None} == {
        "seun@gmail.com",
        "s.o@bank.co.uk",
    }


def test_a_leaving_that_names_the_employer_shorter_ends_it():
    """Session 57 (`synthetic-mail-81`): "My last day at Haverford & Miles was June 30" ends "Haverford & Miles, LLP";
    another firm that starts with another word, or a name only half the same, is not ended."""
    said = [
        obs("works_at", "Haverford & Miles, LLP", "2013-03-01", "r1"),
        obs("works_at", "Haverford & Miles", "2017-07-01", "r2", retract=True),
    ]
    assert rows(consolidate(said)) == [("works_at", "Haverford & Miles, LLP", "2013-03-01", "2017-07-01", "r1")]
    for other in ("Haverford Consulting", "Miles & Co", "Northgate Lindqvist"):
        said[1] = obs("works_at", other, "2017-07-01", "r2", retract=True)
        assert rows(consolidate(said))[0][3] is None, other


def test_multi_valued_predicates_keep_each_value():
    facts = consolidate(
        [
            obs("email", "dana@old.example", "2020-01-01", "r1"),
            obs("email", "dana@new.example", "2026-01-01", "r2"),
            obs("email", "dana@old.example", "2026-03-01", "r3", retract=True),
        ]
    )
    assert rows(facts) == [
        ("email", "dana@old.example", "2020-01-01", "2026-03-01", "r1"),
        ("email", "dana@new.example", "2026-01-01", None, "r2"),
    ]


def test_consolidation_is_idempotent_and_order_independent():
    observations = [obs("lives_in", c, f"202{i}-01-01", f"r{i}") for i, c in enumerate(["A", "B", "A", "C", "C"])]
    observations += [obs("works_at", "Acme", "2021-03-01", "w1"), obs("phone", "+1", "2022-01-01", "p1", source="chat")]
    first = consolidate(observations)
    shuffled = observations[:]
    random.Random(2).shuffle(shuffled)
    assert consolidate(shuffled) == first
    assert diff(first, consolidate(observations)) == ([], [])


def test_a_re_versioned_record_re_derives_its_facts():
    """A record edited later (a new version) replaces its observations: its old fact is retracted."""
    v1 = [obs("works_at", "Globex", "2026-05-01", "r-v1"), obs("lives_in", "Berlin", "2026-04-01", "r-b")]
    v2 = [obs("works_at", "Globex", "2026-06-01", "r-v2"), obs("lives_in", "Berlin", "2026-04-01", "r-b")]
    retracted, added = diff(consolidate(v1), consolidate(v2))
    assert rows(retracted) == [("works_at", "Globex", "2026-05-01", None, "r-v1")]
    assert rows(added) == [("works_at", "Globex", "2026-06-01", None, "r-v2")]


def test_a_fact_keeps_its_records_sensitivity_and_source():
    (f,) = consolidate([obs("phone", "+972543217788", "2026-01-01", "r1", source="chat", sensitivity=2)])
    assert (f.sensitivity, f.source, f.record_id) == (2, "chat", "r1")


def test_a_handover_at_one_instant_ends_the_old_value_and_starts_the_new():
    """'Tel Aviv until 31 March, Berlin since 1 April': the retraction and the new value meet."""
    facts = consolidate(
        [
            obs("lives_in", "Tel Aviv", "2026-01-04", "r1"),
            obs("lives_in", "Tel Aviv", "2026-04-01", "r2", retract=True, said="2026-06-30"),
            obs("lives_in", "Berlin", "2026-04-01", "r2", said="2026-06-30"),
        ]
    )
    assert rows(facts) == [
        ("lives_in", "Tel Aviv", "2026-01-04", "2026-04-01", "r1"),
        ("lives_in", "Berlin", "2026-04-01", None, "r2"),
    ]


def test_a_value_said_more_fully_at_the_same_instant_holds_in_its_fuller_form():
    """The note (higher precedence) gives the street alone, two mails of the same day the street and its
    town: one address, in its fuller form; a value that merely starts alike ("Weserstraße 5") stays apart."""
    facts = consolidate(
        [
            obs("address", "Weserstraße 58", "2026-04-01", "r-note", source="notes"),
            obs("address", "Weserstraße 58, 12045 Berlin", "2026-04-01", "r-mail"),
        ],
        precedence=["notes", "mail"],
    )
    assert rows(facts) == [("address", "Weserstraße 58, 12045 Berlin", "2026-04-01", None, "r-mail")]
    apart = consolidate(
        [
            obs("address", "Weserstraße 5", "2026-04-01", "r-note", source="notes"),
            obs("address", "Weserstraße 58, 12045 Berlin", "2026-04-01", "r-mail"),
        ],
        precedence=["notes", "mail"],
    )
    assert rows(apart) == [("address", "Weserstraße 5", "2026-04-01", None, "r-note")]
