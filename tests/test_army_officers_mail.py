"""A U.S. Army officer's family mail (benchmarks/gold/synthetic-mail-33, written in session 47 by a helper who never saw
the code, scored held out, read in session 48): names as the forces' directory writes them, a rank before a boss's
name, "her e-mail" of the one the sentence before is about, a start with its day before the employer; and the
look-alikes each must leave alone."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said_by

ANJALI = "Anjali Venkataraman <anjali.venk@gmail.com>"


@pytest.mark.parametrize(
    "display, name, key",
    [
        # the U.S. forces' directory: "Last, First MI RANK SERVICE [unit] (US)"
        ("Venkataraman, Rahul V CPT USARMY (US)", "Venkataraman, Rahul V", ("rahul", "v", "venkataraman")),
        ("Venkataraman, Rahul V MAJ USARMY 509 TSB (US)", "Venkataraman, Rahul V", ("rahul", "v", "venkataraman")),
        ("Whitlock, Dana R SFC USARMY 509 TSB (US)", "Whitlock, Dana R", ("dana", "r", "whitlock")),
        # a rank before the name
        ("CPT Rahul Venkataraman", "Rahul Venkataraman", ("rahul", "venkataraman")),
        ("Capt Jane Q Doe", "Jane Q Doe", ("jane", "q", "doe")),
        # a word like a rank that is a name's: kept
        ("Col Sanders", "Col Sanders", ("col", "sanders")),
    ],
)
def test_a_name_as_the_forces_directory_writes_it(display, name, key):
    from hinet_pipeline.memory.people.identity import clean_name, name_key

    assert clean_name(display) == name
    assert name_key(display) == key


@pytest.mark.parametrize(
    "sentence, boss",
    [
        ("My boss is LTC (Dr.) Sandra Okoye, the clinic chief -- tough but fair.", "Sandra Okoye"),
        ("My boss is COL Denise Harrington, the ACIO Director.", "Denise Harrington"),
        ("My boss is Col Sanders.", "Col Sanders"),  # (no rank: a name)
    ],
)
def test_a_bosss_rank_is_no_part_of_the_name(sentence, boss):
    got = _said_by(f"Hi Ma,\n\n{sentence}\n\nAnjali", ANJALI, ["Mom <kamala@example.com>"], "2012-09-12")
    assert {o for s, p, o, _ in got if p == "manager"} == {boss}


def test_her_email_is_the_one_the_sentence_before_is_about():
    body = (
        "Please join us in welcoming Anjali Venkataraman, MSN, FNP-C, who joins Central Texas Family Health as a "
        "Family Nurse Practitioner starting Monday, October 3. She is board certified.\n\nAnjali will report to "
        "Dr. Lorena Baptiste, Medical Director, and will see patients Monday through Thursday. Her e-mail is "
        "avenkataraman@ctfhealth.org and her clinic extension is x214."
    )
    got = _said_by(body, "CTFH Announcements <announcements@ctfhealth.org>", ["allstaff@ctfhealth.org"], "2011-09-28")
    assert {(s, o) for s, p, o, _ in got if p == "email"} == {("Anjali Venkataraman", "avenkataraman@ctfhealth.org")}


def test_his_number_after_a_call_from_someone_is_theirs_still():
    body = "I received a call from Brian Redd at Pan Canadian Energy about it. His phone number is (713) 331-5090."
    got = _said_by(body, "Pat Doe <pat@example.com>", ["sam@example.org"], "2001-03-01")
    assert ("Brian Redd", "phone", "+17133315090", "2001-03-01") in got


@pytest.mark.parametrize(
    "sentence, employer",
    [
        ("I started on the 4th at the Tower Family Health Clinic on post.", "Tower Family Health Clinic"),
        ("I started last Monday at Arup.", "Arup"),
        ("I started on Monday at 9am.", None),  # an hour, no employer
        ("I started today at the gym.", None),
        ("If I started on Monday at Acme, I would be rich.", None),  # a hypothetical
    ],
)
def test_a_start_with_its_day_before_the_employer(sentence, employer):
    got = _said_by(f"Hi Ma,\n\n{sentence}\n\nAnjali", ANJALI, ["Mom <kamala@example.com>"], "2012-09-12")
    assert {o for s, p, o, _ in got if p == "works_at"} == ({employer} if employer else set())
