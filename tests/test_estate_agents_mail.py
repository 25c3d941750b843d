"""An estate agent's mail (benchmarks/gold/synthetic-mail-31, held out, then read in session 47): a post accepted with
its title in lower case ("a position as an associate broker with X"), a boss one will "be working for" named in full
(a person the mail knows, dated by the new job's start said before it), a welcome to one "who joined the Midtown
office this week as a buyer's agent" (the writer's firm), a lease for "the apartment home at" a street, and the
look-alikes each must leave alone."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.named import known_people
from tests.test_trade_mail import _said_by

DANI = "Danielle Okonkwo-Reyes <dreyes@peachtreecrest.com>"
DOUG = "Doug Farris <dfarris@peachtreecrest.com>"


def _facts(body: str, author: str = DANI, day: str = "2013-08-12", to: tuple = ("Gail <gail@example.com>",)) -> set:
    return {x for x in _said_by(body, author, list(to), day) if x[1] != "email"}


def test_a_post_accepted_with_its_title_in_lower_case_and_its_start_said_after_it():
    got = _facts(
        "Gail,\n\nI've accepted a position as an associate broker with Hollis & Vance Properties in Decatur, starting "
        "the Monday after Labor Day. I'll be reporting to Raymond Hollis.\n\nDani"
    )
    assert {
        ("Danielle Okonkwo-Reyes", "works_at", "Hollis & Vance Properties", "2013-09-09"),
        ("Danielle Okonkwo-Reyes", "job_title", "associate broker", "2013-09-09"),
        ("Danielle Okonkwo-Reyes", "manager", "Raymond Hollis", "2013-09-09"),  # (the start said before it)
    } <= got


@pytest.mark.parametrize(
    "body, title, org, day",
    [
        ("I accepted a job as a nurse at Mercy Hospital.", "nurse", "Mercy Hospital", "2013-08-12"),
        ("I took a job as Head of Sales at Acme Corp last month.", "Head of Sales", "Acme Corp", "2013-07-01"),
    ],
)
def test_a_job_taken_with_its_title_between(body, title, org, day):
    got = _facts(body)
    assert ("Danielle Okonkwo-Reyes", "works_at", org, day) in got
    assert ("Danielle Okonkwo-Reyes", "job_title", title, day) in got


@pytest.mark.parametrize(
    "body",
    [
        "I accepted a position as a favour to my uncle at Acme.",  # (no title: "to" ends it)
        "If I accepted a position as a nurse at Mercy, I'd have to move.",  # (a condition)
        "I'd never accept a position as a nurse at Mercy Hospital.",
    ],
)
def test_no_job_from_a_post_that_was_not_taken_or_has_no_title(body):
    assert not {g for g in _facts(body) if g[1] in ("works_at", "job_title")}


def test_a_boss_one_works_for_named_in_full_is_one_the_mail_knows_in_a_new_jobs_words():
    with known_people(lambda: ["Raymond Hollis", "Morgan Stanley", "Edward Jones"]):
        ahead = _facts("I start at Acme on Monday. I'll be working for Raymond Hollis directly.")
        assert ("Danielle Okonkwo-Reyes", "manager", "Raymond Hollis", "2013-08-19") in ahead
        assert ("Danielle Okonkwo-Reyes", "manager", "Raymond Hollis", "2013-08-12") in _facts(
            "I accepted the position last week. I'm working for Raymond Hollis directly."
        )
        # not a firm named like a person, a day's help, someone's campaign, a message left, a boss long gone
        for body in (
            "I work for Morgan Stanley now.",
            "I work for Edward Jones now.",
            "I'm working for Raymond Hollis now.",
            "I'm working for Raymond Hollis on Saturday, covering his open house.",
            "I'm working for Raymond Hollis's campaign as a volunteer.",
            "I left Raymond Hollis a message.",
            "I worked for Raymond Hollis directly for ten years, back in the 90s.",
            "I'll be working for Raymond Hollis directly.",  # (no day)
            "I start at Acme on Monday. I'll be reporting to Raymond Hollis if I get the promotion.",
            "I start at Acme on Monday. Eventually I'll be reporting to Raymond Hollis.",
            "I start at Acme in 2030. I'll be reporting to Raymond Hollis.",
        ):
            assert not {g for g in _facts(body) if g[1] == "manager"}, body
    assert not {g for g in _facts("I work for Jane Doe.") if g[1] in ("manager", "works_at")}  # (unknown: unsaid)


def test_a_plan_is_dated_by_a_start_in_its_own_paragraph_only():
    got = _facts("I start at Acme on Monday.\n\nSomeday I'll be reporting to Raymond Hollis, I hope.")
    assert not {g for g in got if g[1] == "manager"}


def test_a_welcome_to_one_who_joined_an_office_of_the_writers_firm_with_a_title_in_lower_case():
    body = (
        "Team,\n\nPlease help me welcome Brandon Tillery, who joined the Midtown office this\nweek as a buyer's agent. "
        "Brandon can be reached at 404-555-0144.\n\nDoug\n\nDoug Farris\nManaging Broker\nPeachtree Crest Realty\n"
        "Office 404-555-0110 | Fax 404-555-0120"
    )
    got = _facts(body, DOUG, "2010-06-02", ("agents@peachtreecrest.com",))
    assert {
        ("Brandon Tillery", "works_at", "Peachtree Crest Realty", "2010-06-02"),
        ("Brandon Tillery", "job_title", "buyer's agent", "2010-06-02"),
        ("Brandon Tillery", "phone", "+14045550144", "2010-06-02"),
    } <= got
    assert not {g for g in got if g[2] == "Midtown"}
    # no title from words that are none ("as a favour"), and no firm from an office one only visited
    got = _facts(body.replace("as a buyer's agent", "as a favour"), DOUG, "2010-06-02", ("agents@peachtreecrest.com",))
    assert not {g for g in got if g[0] == "Brandon Tillery" and g[1] == "job_title"}


def test_a_lease_for_the_apartment_home_at_a_street_is_its_readers():
    body = (
        "Dear Danielle Okonkwo-Reyes and Marcus Reyes,\n\nYour current lease for the apartment home at 612 Brambleton "
        "Ave NE, Unit\n4C, Atlanta, GA 30308 expires on April 30, 2011.\n\nSincerely,\n\nTamika Rowe"
    )
    got = _said_by(body, "Leasing Office <leasing@brambletonlofts.com>", ["danielle.okonkwo.reyes@yahoo.com"])
    assert {(s, p, o) for s, p, o, _ in got} >= {
        ("danielle.okonkwo.reyes@yahoo.com", "lives_in", "Atlanta"),
    }
    assert {g for g in got if g[1] == "address" and g[2].startswith("612 Brambleton Ave NE, Unit 4C")}
    # a storage unit's lease is no home
    got = _said_by(body.replace("apartment home", "storage unit"), "Leasing <l@x.com>", ["d@yahoo.com"])
    assert not {g for g in got if g[1] in ("address", "lives_in")}


@pytest.mark.parametrize(
    "body, day",
    [
        ("Quick note with our new address. We sold Kestrel Hollow and\nwe're moving on June 24 to:\n\n"
         "2291 Whitfield Ridge Court\nTucker, GA 30084\n\nLove,\nDani", "2017-06-25"),
        ("We're moving on June 24 to Tucker.", "2017-06-25"),
        ("We move next month to 2291 Whitfield Ridge Court, Tucker.", "2017-07-01"),
    ],
)  # fmt: skip
def test_a_move_with_its_day_between_the_verb_and_where_to(body, day):
    got = _facts(body, "Dani Okonkwo-Reyes <dani.okreyes@gmail.com>", "2017-06-09")
    assert ("Dani Okonkwo-Reyes", "lives_in", "Tucker", day) in got


@pytest.mark.parametrize(
    "body",
    [
        "We might be moving in May to Tucker.",
        "We're moving on Monday to the new office.",
        "If we moved in May to Tucker, we'd be close.",
    ],
)
def test_no_home_from_a_move_that_may_not_happen_or_is_an_offices(body):
    assert not {g for g in _facts(body, day="2017-04-09") if g[1] in ("lives_in", "address")}


NGOZI = "Ngozi Okonkwo <ngozi.okonkwo.rn@gmail.com>"


def test_a_title_offered_with_no_word_of_a_post_and_taken_at_once():
    body = (
        "Trinity Oaks Medical Center in Dallas offered me NICU Nurse Manager and I\nsaid YES before they finished the "
        "sentence. Start date is May 20. I give\nmy notice at Bayou City tomorrow.\n\nN"
    )
    got = _facts(body, NGOZI, "2019-04-08")
    assert {
        ("Ngozi Okonkwo", "works_at", "Trinity Oaks Medical Center", "2019-05-20"),
        ("Ngozi Okonkwo", "job_title", "NICU Nurse Manager", "2019-05-20"),
    } <= got
    # not one turned down, nor one with no start said
    for other in (
        "Trinity Oaks Medical Center offered me NICU Nurse Manager but I turned it down.",
        "Trinity Oaks Medical Center offered me NICU Nurse Manager and I said I'd think about it.",
    ):
        assert not {g for g in _facts(other, NGOZI, "2019-04-08") if g[1] in ("works_at", "job_title")}


def test_a_move_in_on_a_day_with_the_street_on_the_lines_under_it():
    body = "I already found a townhouse to rent, I move in May 11:\n4415 Cole Haven Ln, Unit B\nDallas, TX 75204\n\nN"
    got = _facts(body, NGOZI, "2019-04-08")
    assert ("Ngozi Okonkwo", "lives_in", "Dallas", "2019-05-12") in got
    assert ("Ngozi Okonkwo", "address", "4415 Cole Haven Ln, Unit B, Dallas", "2019-05-12") in got  # (a unit by letter)
    for other in (
        "If we get it, we move in May 11:\n4415 Cole Haven Ln\nDallas, TX 75204",
        "The new office is ready and we move in May 11:\n4415 Cole Haven Ln, Suite 200\nDallas, TX 75204",
    ):
        assert not {g for g in _facts(other, NGOZI, "2019-04-08") if g[1] in ("lives_in", "address")}


def test_a_welcome_to_one_who_joins_on_a_bare_day_with_their_email_on_the_next_line_and_a_boss_by_first_name():
    body = (
        "Team,\n\n1. Please welcome Alicia Fontaine, who joins us February 1 as our Leasing\nCoordinator. Alicia "
        "spent the last four years leasing student housing in\nKennesaw. She'll report to Terrence and\nwill sit at "
        "the front desk in Tucker. Her email will be\nafontaine@ridgelinepm.com.\n\nDani\n\nDanielle Okonkwo-Reyes\n"
        "Co-Founder & Principal Broker\nRidgeline Property Management"
    )
    dani = "Danielle Okonkwo-Reyes <dani@ridgelinepm.com>"
    with known_people(lambda: ["Terrence Boateng", "Gail Whitcomb"]):
        got = _said_by(body, dani, ["Ridgeline Team <team@ridgelinepm.com>"], "2021-01-11")
    assert {
        ("Alicia Fontaine", "works_at", "Ridgeline Property Management", "2021-02-01"),
        ("Alicia Fontaine", "job_title", "Leasing Coordinator", "2021-02-01"),
        ("Alicia Fontaine", "manager", "Terrence Boateng", "2021-02-01"),
        ("Alicia Fontaine", "email", "afontaine@ridgelinepm.com", "2021-01-11"),
    } <= got
    # a first name the vault knows twice is nobody's in particular
    with known_people(lambda: ["Terrence Boateng", "Terrence Hill"]):
        got = _said_by(body, dani, ["Ridgeline Team <team@ridgelinepm.com>"], "2021-01-11")
    assert not {g for g in got if g[1] == "manager"}


EMEKA = "Emeka Okonkwo <emeka.okonkwo48@yahoo.com>"


@pytest.mark.parametrize(
    "body, number",
    [
        ("Jalen set up a cell phone for me when you all were here in the summer. The\nnumber is 912-555-0186. I do "
         "not know how to check the messages.", "+19125550186"),
        ("I got a cell phone. The number is 912-555-0186.", "+19125550186"),
        ("Hi,\n\nThe house phone is still 912-555-0104. I know you young people only call\ncell phones.",
         "+19125550104"),
        ("Our home phone is 912-555-0104.", "+19125550104"),
    ],
)  # fmt: skip
def test_a_phone_set_up_for_the_writer_or_the_homes_line(body, number):
    assert ("Emeka Okonkwo", "phone", number, "2013-08-12") in _facts(body, EMEKA)


@pytest.mark.parametrize(
    "body",
    [
        "Mom got a cell phone. The number is 912-555-0186. I keep calling it.",
        "Dad set up a cell phone for me. I forget the number.",
        "I moved the office. The house phone is 912-555-0104, call the seller.",
    ],
)
def test_no_phone_of_the_writers_from_anothers_phone_or_a_house_for_sale(body):
    assert not {g for g in _facts(body, EMEKA) if g[1] == "phone"}


def test_a_home_we_move_to_is_also_the_co_signers():
    body = (
        "Hi all,\n\nQuick note with our new address. We sold Kestrel Hollow and\nwe're moving on June 24 to:\n\n"
        "2291 Whitfield Ridge Court\nTucker, GA 30084\n\nPhones and emails all the same.\n\n"
        "Love,\nDani & Marcus (& Jalen)"
    )
    dani = "Dani Okonkwo-Reyes <dani.okreyes@gmail.com>"
    with known_people(lambda: ["Marcus Reyes", "Jalen Reyes"]):
        got = _facts(body, dani, "2017-06-09")
        assert ("Marcus Reyes", "lives_in", "Tucker", "2017-06-25") in got
        assert not {g for g in got if g[0] == "Jalen Reyes"}  # (one in brackets: unsaid)
        # not where the writer moves alone
        singular = body.replace("we're moving", "I'm moving").replace("our new", "my new").replace("We sold", "I sold")
        alone = _facts(singular, dani, "2017-06-09")
        assert not {g for g in alone if g[0] == "Marcus Reyes"}
