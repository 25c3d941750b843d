# ruff: noqa: E501
"""What a held-out mailbox read in session 57 showed (benchmarks/gold/synthetic-mail-78, an Australian mining engineer's:
Melbourne, Perth, the Pilbara and Kalgoorlie on FIFO rosters, Brisbane; written by a helper that never saw the code): an
employer's record of its new starter under "Please check the details we hold for you" ("Position:", "Reports to:",
"Home address:", "Mobile:"), "your position will be X ..., reporting to me", "from 1 October 2017 you are appointed X,
reporting to Y", an offer that mentions the mine's camp, a move-in said as the second verb ("got the keys ... and moved
in on Saturday (7th)") and a couple's sign-off by a short form ("Dan & Em"); and the look-alikes each reading must leave
alone."""

from __future__ import annotations

from tests.test_nurses_letters import _said_by

DAN = "Dan Battaglia <dbattaglia88@bigpond.com>"


def _to_dan(body: str, day: str, author: str) -> set:
    return {
        (p, o, d)
        for s, p, o, d in _said_by(body, author, [DAN], day)
        if s in ("Dan Battaglia", "dbattaglia88@bigpond.com")
    }


def test_the_details_an_employer_holds_for_its_new_starter():
    body = (
        "Hi Daniel,\n\nWelcome aboard - great to have you on the Mt Wanbiri team from Monday.\n\n"
        "Please check the details we hold for you and let me know of any changes:\n\n"
        "  Position:        Graduate Mining Engineer\n  Reports to:      Craig Lohmann, Senior Mining Engineer - Mine Planning\n"
        "  Home address:    Unit 7/23 Haldane St, Subiaco WA 6008\n  Mobile:          0412 555 031\n  Roster:          8/6 FIFO ex Perth\n\n"
        "Kind regards,\n\nLeanne Farquhar\nHR Advisor\n"
    )
    got = _to_dan(body, "2012-02-08", '"Farquhar, Leanne" <leanne.farquhar@karraminerals.com.au>')
    assert {
        ("job_title", "Graduate Mining Engineer", "2012-02-08"),
        ("manager", "Craig Lohmann", "2012-02-08"),
        ("address", "Unit 7/23 Haldane St, Subiaco WA 6008", "2012-02-08"),
        ("phone", "+61412555031", "2012-02-08"),
    } <= got
    # a form's blank to fill in is no one's record
    blank = body.replace(
        "Please check the details we hold for you and let me know of any changes:",
        "Please fill in the form below (example):",
    )
    assert not {
        g for g in _to_dan(blank, "2012-02-08", "HR <hr@karraminerals.com.au>") if g[0] in ("job_title", "manager")
    }


def test_a_post_a_letter_sets_out_and_one_it_appoints_to_from_its_day():
    body = (
        "Hi Dan,\n\nFollowing the mid-year review I'm pleased to confirm that, effective 1 July 2013, your\n"
        "position will be Mining Engineer in the Short Term Planning team, reporting to me. Your\n"
        "revised salary will come through from HR next week.\n\nFiona\n"
    )
    got = _to_dan(body, "2013-06-14", '"Szabó, Fiona" <fiona.szabo@karraminerals.com.au>')
    assert {("job_title", "Mining Engineer", "2013-07-01"), ("manager", "Fiona Szabó", "2013-07-01")} <= got
    body = (
        "Dan,\n\nConfirming what Toby and I told you on Monday: from 1 October 2017 you are appointed\n"
        "Mine Planning Superintendent, Wirra Hill, reporting to Toby Kearsley as Mine Manager.\n\nGrant\n"
    )
    got = _to_dan(body, "2017-09-20", '"Pelham, Grant" <grant.pelham@boulderreef.com.au>')
    assert {
        ("job_title", "Mine Planning Superintendent", "2017-10-01"),
        ("manager", "Toby Kearsley", "2017-10-01"),
    } <= got
    # a joke's appointment is none
    joke = "since you're staying thru the 26th anyway you are hereby appointed Chief\nDog Sitter. Biscuit eats at 7 and 5.\n"
    assert not _to_dan(joke, "2017-09-20", "Claire <claire@gmail.com>")


def test_an_offer_that_mentions_the_mines_camp_is_still_an_offer():
    body = (
        "Hi Dan,\n\nBoulder Reef Gold is pleased to offer you the position of Senior Mining Engineer at our Wirra Hill "
        "operation, commencing Monday 14 September 2015.\n\nThe position is FIFO ex Perth, with accommodation at the "
        "Wirra Hill camp while on site.\n\nGrant\n"
    )
    got = _to_dan(body, "2015-07-20", "Grant Pelham <grant.pelham@boulderreef.com.au>")
    assert ("job_title", "Senior Mining Engineer", "2015-09-14") in got
    summer = body.replace("Wirra Hill camp while on site", "summer camp for the kids")
    assert not _to_dan(summer, "2015-07-20", "Grant Pelham <grant.pelham@boulderreef.com.au>")


def test_a_move_in_said_as_the_second_verb_and_a_couples_sign_off_by_a_short_form():
    from hinet_pipeline.memory.facts.said_day import day_said
    from hinet_pipeline.memory.people.nicknames import first_form
    from tests.test_facts_consolidation import day

    text = "We finally got the keys to the place on Tarrant St and moved in on Saturday (7th). New address:\n\n18 Tarrant St\n"
    assert day_said(text, "address", day("2015-03-09")) == day("2015-03-07")
    # (not a move-in someone else made: "They got the keys ... and moved in on Saturday")
    assert day_said(text.replace("We finally", "They finally"), "address", day("2015-03-09")) is None
    assert first_form("em") == first_form("emma")
