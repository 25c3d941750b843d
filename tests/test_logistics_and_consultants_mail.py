# ruff: noqa: E501
"""What two held-out mailboxes read in session 50 showed (benchmarks/gold/synthetic-mail-40, a freight logistics
manager's; -42, an IT consultant's; each written by a helper who never saw the code): the ways their people said a
number, an address, a new post and a boss that nothing read before, and the look-alikes each reading must leave alone."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said_by

MARISOL = "Marisol Quintero <mq@x.com>"
ROSA = ["Rosa Okafor <rosa@gmail.com>"]


def _facts(body: str, author: str = MARISOL, day: str = "2014-02-10", to=None) -> set:
    """What ``body`` says, less the header's own addresses."""
    got = _said_by(body, author, ROSA if to is None else to, day)
    return {g for g in got if not (g[1] == "email" and g[2] in author)}


@pytest.mark.parametrize(
    "sentence, want",
    [
        # a verb, "my cell" and its number after a comma, a bracket or a space
        ("After the 28th use my cell, 201-555-0158, for everything else.", {("Marisol Quintero", "phone", "+12015550158", "2014-02-28")}),
        ("Text my cell 201-555-0158 anytime.", {("Marisol Quintero", "phone", "+12015550158", "2014-02-10")}),
        ("Use my cell (201-555-0158) for everything else.", {("Marisol Quintero", "phone", "+12015550158", "2014-02-10")}),
        # an address that dies, and the one to use
        ("After the 28th this halyard address dies, so use mq@port.com for work stuff and my cell, 201-555-0158, for everything else.",
         {("Marisol Quintero", "email", "mq@port.com", "2014-02-28"), ("Marisol Quintero", "phone", "+12015550158", "2014-02-10")}),
        # a number said not to have changed
        ("my cell hasn't changed, 201-555-0158.", {("Marisol Quintero", "phone", "+12015550158", "2014-02-10")}),
        ("My mobile number is the same (+1 201-555-0158), I am keeping it.", {("Marisol Quintero", "phone", "+12015550158", "2014-02-10")}),
        # the writer's own line in a list of numbers
        ("Numbers:\n- Me: +1 647-555-0163 (new Canadian mobile)\n- Ananya: +1 647-555-0168", {("Marisol Quintero", "phone", "+16475550163", "2014-02-10")}),
        ("New numbers:\nMe (cell): 901-555-0186\nNed (cell): 901-555-0133", {("Marisol Quintero", "phone", "+19015550186", "2014-02-10")}),
    ],
)  # fmt: skip
def test_a_number_or_an_address_of_ones_own(sentence, want):
    assert _facts(f"Rosa,\n\n{sentence}\n\nMarisol\n") >= want


@pytest.mark.parametrize(
    "sentence, pred",
    [
        ("After the 28th this address dies, so use tom@port.com to reach Tom, and my cell for me.", "email"),
        ("Don't use my cell, 201-555-0158, it's gone.", "phone"),
        ("Me: 647-555-0163 until June 30, then it's gone.", "phone"),
        ("Numbers:\n- Ananya: +1 647-555-0168\n- Dad: +1 647-555-0169", "phone"),
    ],
)  # fmt: skip
def test_what_is_no_number_or_address_of_ones_own(sentence, pred):
    assert not {g for g in _facts(f"Rosa,\n\n{sentence}\n\nMarisol\n") if g[1] == pred}


@pytest.mark.parametrize(
    "sentence, want",
    [
        # another clause's day is its own: the start takes March 10, not the 28th
        ("My last day at Halyard is the 28th and I start at Port Liberty on March 10.",
         {("Marisol Quintero", "works_at", "Port Liberty", "2014-03-10"), ("Marisol Quintero", "works_at", "Halyard", "2014-03-01")}),
        # a day by its distance, then its date in brackets
        ("My last day at Halyard is two weeks from Friday (the 28th), and I start at Port Liberty Terminals in Bayonne on Monday March 10 as Compliance Manager.",
         {("Marisol Quintero", "works_at", "Halyard", "2014-03-01"), ("Marisol Quintero", "works_at", "Port Liberty Terminals", "2014-03-10"),
          ("Marisol Quintero", "job_title", "Compliance Manager", "2014-03-10")}),
        # (a day a few words before in its own clause is still its own)
        ("On March 3 I started at Port Liberty Terminals.", {("Marisol Quintero", "works_at", "Port Liberty Terminals", "2013-03-03")}),
    ],
)  # fmt: skip
def test_a_day_in_another_clause_is_that_clauses(sentence, want):
    assert _facts(f"Rosa,\n\n{sentence}\n\nMarisol\n") >= want


CLIVE = "Clive Ransome <cr@halyard.com>"


def test_a_change_of_post_an_hr_letter_confirms_in_labelled_lines_under_a_heading_in_capitals():
    body = ("PRIVATE & CONFIDENTIAL\n\nDear Rosa,\n\nI am pleased to confirm the following changes to your employment with Halyard Freight Services, Inc.:\n\n"
            "Position:        Operations Director, Memphis Gateway Hub\nReporting to:    Clive Ransome, Senior Vice President, Central Region\n"
            "Effective date:  Monday, August 3, 2015\n\nKind regards,\n\nPatricia Dunmore\n")  # fmt: skip
    got = _facts(body, "Patricia Dunmore <pd@halyard.com>", "2015-06-10")
    assert {("Rosa Okafor", "job_title", "Operations Director", "2015-08-03"), ("Rosa Okafor", "manager", "Clive Ransome", "2015-08-03")} <= got  # fmt: skip
    # a letter pasted below one's own words is none: its lines are another's
    pasted = "Look what Rosa got:\n\n" + body.replace("PRIVATE & CONFIDENTIAL\n\n", "")
    assert not {g for g in _facts(pasted, "Tom Vale <tv@x.com>", "2015-06-10") if g[1] in ("job_title", "manager")}


def test_a_welcome_names_the_writer_as_the_boss_from_the_day_one_joined_and_a_promotion_its_site_and_day():
    body = ("Team,\n\nPlease welcome Rosa Ferreira-Okafor, who joined us Monday as Operations Director, Memphis Gateway, reporting to me.\n\n"
            "I'm also pleased to announce that Tyrell Banks has been promoted to Warehouse Manager, Building 2, effective Monday, August 10. "
            "Tyrell will report to Rosa Ferreira-Okafor.\n\nClive\n")  # fmt: skip
    got = _facts(body, CLIVE, "2015-08-05")
    assert {("Rosa Ferreira-Okafor", "manager", "Clive Ransome", "2015-08-03"),
            ("Tyrell Banks", "job_title", "Warehouse Manager", "2015-08-10"),
            ("Tyrell Banks", "manager", "Rosa Ferreira-Okafor", "2015-08-10")} <= got  # fmt: skip
    # one announced by the writer is no boss of the writer's: "I'm pleased to share that X will join ..., reporting to Y"
    shared = "Team,\n\nI'm very pleased to share that Marisol Quintero will join Corveta on Monday, March 1 as Director, reporting to Rosa Ferreira-Okafor.\n\nDenise\n"
    assert not {
        g
        for g in _facts(shared, "Denise Marchetti <dm@corveta.com>", "2021-02-10")
        if g[0] == "Denise Marchetti" and g[1] == "manager"
    }
    # nor is one whose sentence names another after a colon
    colon = ("Hi,\n\nI'm thrilled to introduce Vikram Raghunathan, who joined us last Monday as Practice Lead, reporting to me. "
             "Vikram is building out the practice quickly: Meera Iyer joins us on June 17 as Senior Consultant, reporting to Vikram.\n\nSiobhan\n")  # fmt: skip
    got = _facts(colon, "Siobhan Fairweather <sf@mb.ca>", "2019-06-10")
    assert ("Vikram Raghunathan", "manager", "Siobhan Fairweather", "2019-06-03") in got
    assert not {g for g in got if g[0] == g[2]}


@pytest.mark.parametrize(
    "sentence, want",
    [
        ("I'm delighted to extend you an offer, reporting to our COO, Warren Lindahl.", {("Warren Lindahl", "job_title", "COO")}),
        ("Our CFO, Warren Lindahl, will call you.", {("Warren Lindahl", "job_title", "CFO")}),
        ("Our attorney, Warren Lindahl, will call you.", set()),
    ],
)  # fmt: skip
def test_our_title_before_a_name(sentence, want):
    got = _facts(f"Rosa,\n\n{sentence}\n\nGretchen\n", "Gretchen Albee <ga@p.com>", "2017-03-02")
    assert {g[:3] for g in got if g[1] == "job_title"} == want


@pytest.mark.parametrize(
    "body, day, want",
    [
        ("My family has just put down roots in Germantown, my sons are finishing high school here.", "2017-03-09", ("lives_in", "Germantown", "2017-03-09")),
        ("As of October 17 (moving day, pray for me) we'll be at:\n\n2871 Cordova Ridge Cove\nGermantown, TN 38138\n\nLove", "2015-09-28", ("address", "2871 Cordova Ridge Cove, Germantown", "2015-10-17")),
        ("soooo I signed a lease with Marcus and Jae. starts June 1:\n88 Larchmont Row, Apt 3\nColumbus, OH 43201\n\nok", "2020-05-21", ("address", "88 Larchmont Row, Apt 3, Columbus", "2020-06-01")),
        ("We moved into the house on the 13th. New address, please write it in the diary and cross out Chicago:\n\n6127 Bellhaven Trace\nDallas, TX 75214\n\nok", "2016-08-29", ("address", "6127 Bellhaven Trace, Dallas", "2016-08-13")),
        ("We picked up the keys on Saturday and are officially renters again, in a 2-bedroom near the lake while we figure out which neighbourhood we actually like:\n\nUnit 1811, 77 Fennell Harbour Way\nToronto, ON M5J 0C4\n\nok", "2019-05-28", ("address", "Unit 1811, 77 Fennell Harbour Way, Toronto", "2019-05-25")),  # (from the keys' Saturday)
        ("After two months of sublets I finally have my own place:\n\nShira Levanon\nLindenhofer Str. 14, 3. OG links\n10997 Berlin\nGermany\n\nok", "2017-08-27", ("address", "Lindenhofer Str. 14, 10997 Berlin", "2017-08-27")),
    ],
)  # fmt: skip
def test_a_home_of_ones_own_as_these_mailboxes_said_it(body, day, want):
    assert ("Rosa Okafor", *want) in _facts(f"Hi all,\n\n{body}\n", "Rosa Okafor <rosa@gmail.com>", day, [])


@pytest.mark.parametrize(
    "body",
    [
        "We nearly put down roots in Germantown, but the job fell through.",
        "From Friday we'll be at the Hilton, 12 Beach Rd, Miami, FL 33139.",
        "From Friday we'll be at:\n\n12 Beach Rd, Miami, FL 33139 (hotel, for the conference)\n\nok",
        "My parents picked up the keys on Saturday:\n\n14 Oak Street\nDallas, TX 75214\n\nok",
    ],
)  # fmt: skip
def test_what_is_no_home_of_ones_own(body):
    got = _facts(f"Hi all,\n\n{body}\n", "Rosa Okafor <rosa@gmail.com>", "2017-03-09", [])
    assert not {g for g in got if g[1] in ("address", "lives_in")}


def test_a_contractors_sign_off_gives_no_employer_and_no_address_of_the_clients():
    body = ("Hi A,\n\nMissed the flight.\n\nV\n\nVikram Raghunathan (Contractor)\nClaims Modernization PMO | Midplains Mutual Insurance Company\n"
            "1400 Olentangy Crossing Pkwy, Columbus, OH 43214\n")  # fmt: skip
    got = _facts(body, '"Raghunathan, Vikram (Contractor)" <v.r@ext.midplainsmutual.com>', "2012-06-21")
    assert not {g for g in got if g[1] in ("works_at", "address", "lives_in")}


def test_a_programs_notice_is_read_for_a_card_that_gives_its_persons_own_address_only():
    body = ("*** This is an automated case status notice. Please do not reply. ***\n\nDear Mr. Raghunathan,\n\n"
            "If you have questions, please contact your case paralegal:\n\nJennifer Alvarado | Senior Paralegal\n"
            "Mehta Brightwater LLP | Business Immigration\n70 W. Madrona Street, Suite 1400, Chicago, IL 60603\n"
            "T: 312-555-0170 | F: 312-555-0199 | Toll-free: 1-888-555-0147\njalvarado@mehtabrightwater.com\n")  # fmt: skip
    got = _facts(body, "Mehta Brightwater LLP <notices@mehtabrightwater.com>", "2012-03-21")
    assert {("Jennifer Alvarado", "job_title", "Senior Paralegal", "2012-03-21"),
            ("Jennifer Alvarado", "phone", "+13125550170", "2012-03-21")} <= got  # fmt: skip
    # a card with no address of its person's own says nothing in a program's text
    assert not _facts(
        body.replace("jalvarado@mehtabrightwater.com\n", ""),
        "Mehta Brightwater LLP <notices@mehtabrightwater.com>",
        "2012-03-21",
    )


@pytest.mark.parametrize(
    "sign_off, want",
    [
        # a number of the country the sender's domain names; a plot's street line
        ("Funmilayo Adeyemi (Mrs)\nHead, HR & Administration\nHalyard West Africa Ltd\nPlot 7, Creek Wharf Road, Apapa, Lagos\nMobile: 0803 555 0161",
         ("Funmilayo Adeyemi", "phone", "+2348035550161")),
        # a Canadian postal code ends a one-line address
        ("Siobhan Fairweather\nManaging Director, Toronto | Marlowe Birch Consulting Ltd.\n330 Bay Crescent Street, 14th Floor, Toronto, ON M5H 2Y9\nO: 416-555-0190 Ext. 201 | M: 416-555-0177",
         ("Siobhan Fairweather", "phone", "+14165550177")),
    ],
)  # fmt: skip
def test_a_sign_offs_lines_as_these_senders_wrote_them(sign_off, want):
    author = {"F": "Funmilayo Adeyemi <f.adeyemi@halyard-wa.com.ng>", "S": "Siobhan Fairweather <sf@marlowebirch.ca>"}[
        sign_off[0]
    ]
    assert want in {
        g[:3] for g in _facts(f"Dear Rosa,\n\nSee you Monday.\n\nRegards,\n\n{sign_off}\n", author, "2018-04-05")
    }


def test_a_country_domain_reads_its_numbers_but_a_vanity_domain_does_not():
    from hinet_pipeline.memory.facts.phone_lines import _domain_regions

    assert _domain_regions(["x@halyard-wa.com.ng", "y@firma.de", "z@corp.co.uk"]) == ["NG", "DE", "GB"]
    assert _domain_regions(["a@startup.io", "b@brand.co", "c@lab.ai", "d@about.me"]) == []


def test_a_welcome_to_the_readers_new_home():
    body = ("Dear Mr. Raghunathan,\n\nOn behalf of the Board, welcome to your new home at Suite 2304, 15 Larchmere Gate, Toronto, ON M4P 0E7.\n\n"
            "Warm regards,\nThe Board of Directors\n")  # fmt: skip
    to = ["Vikram Raghunathan <vikram.raghu79@gmail.com>"]
    got = _facts(body, "The Board <board@tscc.ca>", "2021-04-20", to)
    assert ("Vikram Raghunathan", "address", "Suite 2304, 15 Larchmere Gate, Toronto", "2021-04-20") in got
    # a letter that greets another than its reader gives the reader no post (a copy sent on), but a home is a
    # household's
    letter = "Dear Tom,\n\nI'm delighted to confirm your appointment as Practice Nurse at Drummond Brae Medical Practice, starting Monday 6th March 2017.\n\nElaine\n"
    assert not {
        g
        for g in _facts(letter, "Elaine Fraser <ef@dbmp.co.uk>", "2017-01-09", ["Gail Ortiz <gail@y.com>"])
        if g[1] == "job_title"
    }
    assert {
        g
        for g in _facts(letter, "Elaine Fraser <ef@dbmp.co.uk>", "2017-01-09", ["Tom Ortiz <tom@y.com>"])
        if g[1] == "job_title"
    }


def test_a_title_is_no_place_and_a_boss_line_that_names_no_one_is_none():
    from hinet_pipeline.memory.facts.job_titles import read_title

    text = "I'll be a Senior Data Scientist there from September 10."
    assert read_title(text, text.index("Senior"))[0] == "Senior Data Scientist"
    letter = ("Dear Rosa,\n\nI am pleased to confirm the following changes to your employment with Halyard:\n\n"
              "Position:        Operations Director\nReporting to:    Head of Operations (to be appointed)\n"
              "Effective date:  Monday, August 3, 2015\n\nKind regards,\n\nPatricia Dunmore\n")  # fmt: skip
    got = _facts(letter, "Patricia Dunmore <pd@halyard.com>", "2015-06-10")
    assert ("Rosa Okafor", "job_title", "Operations Director", "2015-08-03") in got
    assert not {g for g in got if g[1] == "manager"}
