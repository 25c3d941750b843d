"""A New Zealand teacher's mail (benchmarks/gold/synthetic-mail-25, read in session 45): addresses as Australia and
New Zealand write them (a four-digit postcode, a suburb's line over its city's, a flat and its building before the
street), a floor or a shop before a sign-off's street, a government's department as an employer, an offer of
"employment with" a body, a title's field in brackets, a board's seat, a next post one leaves for, and the look-alikes
each reading must leave alone."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said, _said_by

AROHA = "Aroha Tane-Whitmore <aroha.tw@tuimail.com>"


def _facts(got: set, who: str | None = None) -> set:
    return {x for x in got if x[1] != "email" and (who is None or x[0] == who)}


@pytest.mark.parametrize(
    "body, day, author, found",
    [
        # a sign-off's street with its town and a four-digit postcode on one line; a floor or a shop before the street
        ("Cheers\nGraham\n\n--\nGraham Pettigrew\nHead of Science\nKowhai Heights College\n"
         "218 Ridgeway Road, Hillcrest, Hamilton 3216\nDDI 503-555-0110 | Fax 503-555-0119\n", "2012-02-27",
         "Graham Pettigrew <gp@khc.school.nz>",
         {("Graham Pettigrew", "address", "218 Ridgeway Road, Hillcrest, Hamilton 3216", "2012-02-27"),
          ("Graham Pettigrew", "phone", "+15035550110", "2012-02-27")}),
        ("Hi all,\n\nMeeting on Tuesday.\n\nFiona\n\nFiona Brackenridge\nField Officer\nSecondary Teachers' Union of "
         "Aotearoa\nLevel 2, 14 Kereru Lane, Hamilton Central 3204\nP 503-555-0127\n", "2012-10-15",
         "Fiona Brackenridge <fb@stua.org.nz>",
         {("Fiona Brackenridge", "address", "Level 2, 14 Kereru Lane, Hamilton Central 3204", "2012-10-15"),
          ("Fiona Brackenridge", "phone", "+15035550127", "2012-10-15")}),
        ("Kind regards,\n\nShonelle Prideaux\nProperty Manager\nBrightwater Property Management\n"
         "Shop 4, 19 Cassia Street, Paddington QLD 4064\nP 503-555-0176\n", "2017-07-07",
         "Shonelle Prideaux <s@bw.com.au>",
         {("Shonelle Prideaux", "address", "Shop 4, 19 Cassia Street, Paddington QLD 4064", "2017-07-07"),
          ("Shonelle Prideaux", "works_at", "Brightwater Property Management", "2017-07-07")}),
        # a government's department is an employer
        ("Celeste\n\nDr Celeste Marangoni\nDirector, STEM Curriculum Services\nQueensland Department of Learning "
         "Futures\nT 503-555-0150\n", "2018-08-14", "Celeste Marangoni <cm@lf.qld.gov.au>",
         {("Celeste Marangoni", "works_at", "Queensland Department of Learning Futures", "2018-08-14")}),
    ],
)  # fmt: skip
def test_sign_offs_as_australia_and_new_zealand_write_them(body, day, author, found):
    assert found <= _said(body, day, author=author)


@pytest.mark.parametrize(
    "body, found",
    [
        ("Brisbane is HOT. Our new address (for the next year at least) is:\n\n27 Figbird Street\nRed Hill QLD 4059\n"
         "Australia\n\nIt's an old house.", ("address", "27 Figbird Street, Red Hill QLD 4059")),
        ("My postal address is the same as always of course but your father always said I should write it out "
         "properly so here it is:\n\n8 Rata Road\nTe Awamutu 3800\n\nLove Mum",
         ("address", "8 Rata Road, Te Awamutu 3800")),
        ("Sorry I've been quiet - we moved! The landlord sold up, so as of the first we're at:\n\nUnit 5, 88 Waratah "
         "Parade\nAshgrove QLD 4060\n\nSmaller.", ("address", "Unit 5, 88 Waratah Parade, Ashgrove QLD 4060")),
        ("We're HOME. we've bought (!!) a house in Tauranga:\n\n15 Kanuka Rise\nBethlehem\nTauranga 3110\n\nMore soon.",
         ("address", "15 Kanuka Rise, Bethlehem, Tauranga 3110")),
        ("I am all moved in! From the 1st of March my address is:\n\nVilla 23, Ngaio Gardens Retirement Village\n"
         "150 Pukeko Drive\nCambridge 3434\n\nLove",
         ("address", "Villa 23, Ngaio Gardens Retirement Village, 150 Pukeko Drive, Cambridge 3434")),
        ("i got a job!!\n\naddress for parcels is Room 214, Kelburn Heights Hall, 40 Tawhai Terrace, Kelburn, "
         "Wellington 6012\n\nlove",
         ("address", "Room 214, Kelburn Heights Hall, 40 Tawhai Terrace, Kelburn, Wellington 6012")),
        ("We sold up. Our new address is 3 Karaka Place, Taradale, Napier 4112. Come and see us.",
         ("address", "3 Karaka Place, Taradale, Napier 4112")),
    ],
)  # fmt: skip
def test_a_home_as_a_new_zealand_family_gives_it(body, found):
    got = {x[1:3] for x in _facts(_said(body, "2019-07-04", author=AROHA), "Aroha Tane-Whitmore")}
    assert found in got
    assert ("lives_in", "Bethlehem") not in got and (
        "lives_in",
        "Taradale",
    ) not in got  # (a suburb is no town lived in)


@pytest.mark.parametrize(
    "body",
    [
        "Address for the party: 12 Main Street, Boston",  # a venue's
        "We're at: the usual place, see you there",  # no street
        "The office is at:\n\nLevel 9, 141 Wickham Quay\nBrisbane QLD 4000\n",  # an office's
        "Joined the firm, March 2019. Still here.",  # a month and a year are no postcode
    ],
)
def test_no_home_where_none_is_given(body):
    assert not {x for x in _facts(_said(body, "2019-07-04", author=AROHA)) if x[1] in ("address", "lives_in")}


def test_a_one_line_us_address_keeps_its_town_without_the_state_as_a_town():
    got = _facts(_said("For your address book:\n1187 Old Post Road, Rhinebeck, NY 12572\n", "2025-10-01", author=AROHA))
    assert not any(x[1] == "address" and x[2].endswith("NY 12572") and "Rhinebeck, NY" not in x[2] for x in got)


def test_an_offer_of_employment_with_a_body_and_its_labelled_lines_from_the_start_date():
    body = (
        "Dear Ms Tane-Whitmore,\n\nFurther to your interview on 28 March 2017, I am pleased to offer you temporary "
        "full-time employment with the Queensland Department of Learning Futures on the terms set out below.\n\n"
        "  Position:        Senior Curriculum Advisor (Science), AO8\n  Start date:      Monday, 10 July 2017\n"
        "  Reporting to:    Dr Celeste Marangoni, Director, STEM Curriculum Services\n\nYours sincerely,\n\n"
        "Kylie Fenwick\nSenior Talent Acquisition Advisor\n"
    )
    got = _facts(_said_by(body, "Kylie Fenwick <kf@lf.qld.gov.au>", [AROHA], "2017-04-11"), "Aroha Tane-Whitmore")
    assert got == {
        ("Aroha Tane-Whitmore", "job_title", "Senior Curriculum Advisor (Science)", "2017-07-10"),
        ("Aroha Tane-Whitmore", "works_at", "Queensland Department of Learning Futures", "2017-07-10"),
        ("Aroha Tane-Whitmore", "manager", "Celeste Marangoni", "2017-07-10"),
    }  # (not from the interview's day, and "(Science)" is the title's field, no employer)
    withdrawn = body.replace(
        "I am pleased to offer", "Unfortunately we must withdraw our offer. We had planned to offer"
    )
    assert not _facts(
        _said_by(withdrawn, "Kylie Fenwick <kf@lf.qld.gov.au>", [AROHA], "2017-04-11"), "Aroha Tane-Whitmore"
    )


def test_a_title_keeps_a_field_in_brackets_but_not_a_firm():
    got = _facts(_said("Big news: I've been promoted to Deputy Principal (Curriculum) at Kowhai Heights College.",
                       "2014-01-29", author=AROHA))  # fmt: skip
    assert ("Aroha Tane-Whitmore", "job_title", "Deputy Principal (Curriculum)", "2014-01-29") in got
    got = _facts(
        _said("Big news: I've been promoted to Senior Engineer (Initech) this week.", "2014-01-29", author=AROHA)
    )
    assert not any(x[1] == "job_title" and "Initech" in x[2] for x in got)


def test_a_boards_seat_is_a_title_with_no_employer():
    body = "Nga mihi,\n\nWarwick Tuhoro\nChair, Board of Trustees\nKahikatea Bay College\nPh 503-555-0138\n"
    got = _facts(_said(body, "2015-05-04", author="Warwick Tuhoro <wt@kbc.school.nz>"))
    assert ("Warwick Tuhoro", "phone", "+15035550138", "2015-05-04") in got
    assert ("Warwick Tuhoro", "job_title", "Chair, Board of Trustees", "2015-05-04") in got
    assert not any(x[1] == "works_at" for x in got)
    body = "Regards,\n\nHeather Mackintosh-Rua\nChair, Rimu Park College Board of Trustees\nM 503-555-0183\n"
    got = _facts(_said(body, "2020-10-22", author="Heather Mackintosh-Rua <hmr@tuimail.com>"))
    assert ("Heather Mackintosh-Rua", "phone", "+15035550183", "2020-10-22") in got
    assert not any(x[1] == "works_at" for x in got)
    # a firm's chair of its board of directors is still its officer: not this rule's
    body = "Regards,\n\nDana Levi\nChair, Board of Directors\nAcme Corp\n"
    assert ("Dana Levi", "works_at", "Acme Corp", "2020-10-22") in _said(
        body, "2020-10-22", author="Dana Levi <d@acme.com>"
    )


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        ("Big news: I'm leaving at the end of the year to take up the position of Head of Mathematics at Fraser Park "
         "High School in Te Rapa from 2014.", "2013-11-17",
         {("job_title", "Head of Mathematics", "2014-01-01"),
          ("works_at", "Fraser Park High School", "2014-01-01")}, ()),
        ("Mr Sam Teariki leaves us at the end of the year to take up the position of Head of Mathematics at Fraser "
         "Park High School from 2014.", "2013-11-17",
         {("job_title", "Head of Mathematics", "2014-01-01")}, ()),
        ("New principal is Tavita Leaupepe.\n\nTavita's off to the Ministry of Education in Wellington in December "
         "as a Senior Advisor, so there'll be an acting principal.", "2022-11-17",
         {("works_at", "Ministry of Education", "2022-12-01"), ("job_title", "Senior Advisor", "2022-12-01")}, ()),
        # a trip is no post
        ("I'm off to Paris for a week as a treat.", "2022-11-17", set(), ("works_at", "job_title")),
        ("Tavita Leaupepe is off to Rarotonga for the holidays as usual.", "2022-11-17", set(),
         ("works_at", "job_title")),
        # not taken: a wish
        ("I wish I could leave to take up the position of Principal at Rimu Park College.", "2020-01-10", set(),
         ("works_at", "job_title")),
    ],
)  # fmt: skip
def test_the_next_post_one_leaves_for(body, day, found, absent):
    got = {x[1:] for x in _facts(_said(body, day, author="Jess Okonkwo-Reid <jess@tuimail.com>"))}
    assert found <= got
    assert not {x for x in got if x[0] in absent}


def test_someone_who_joins_us_on_a_day_written_day_first():
    body = (
        "Hi team,\n\nPlease welcome Sione Havili, who joins us on Monday 20 August as Curriculum Advisor (Digital "
        "Technologies). He'll sit with Aroha's pod.\n\nCeleste\n\nDr Celeste Marangoni\nDirector, STEM Curriculum "
        "Services\nQueensland Department of Learning Futures\n"
    )
    got = _facts(_said(body, "2018-08-14", author="Celeste Marangoni <cm@lf.qld.gov.au>"), "Sione Havili")
    assert ("Sione Havili", "job_title", "Curriculum Advisor (Digital Technologies)", "2018-08-20") in got
    assert ("Sione Havili", "works_at", "Queensland Department of Learning Futures", "2018-08-20") in got


@pytest.mark.parametrize(
    "body, found, absent",
    [
        # two named as one subject: each of them
        ("Anahera and Liam moved to London in June.",
         {("Anahera Kingi", "lives_in", "London", "2018-06-01"), ("Liam Foster", "lives_in", "London", "2018-06-01")},
         ()),
        # (not a title that is each one's in turn, nor children starting school)
        ("Karen Lee and Tom Hale have joined Enron Capital as Vice President and Director, respectively.", set(),
         ("job_title",)),
        ("Mereana and Nikau start at Kedron Ridge State High on Tuesday.", set(), ("works_at",)),
        ("Tom and Jess went to Paris for a week.", set(), ("lives_in", "works_at")),
        # a post at a school said with its title is a job
        ("Ben Hall starts at Kedron Ridge State High on Tuesday as a maths teacher.",
         {("Ben Hall", "works_at", "Kedron Ridge State High", "2018-12-18")}, ()),
    ],
)  # fmt: skip
def test_two_named_as_one_subject(body, found, absent):
    known = ("Anahera Kingi", "Liam Foster", "Mereana Whitmore", "Nikau Whitmore", "Ben Hall", "Tom Hale", "Jess Reid")
    from hinet_pipeline.memory.facts.named import known_people

    with known_people(lambda: known):
        got = _facts(_said(body, "2018-12-15", author="Marama Kingi <mk@kererumail.com>"))
    assert found <= got
    assert not {x for x in got if x[1] in absent}


@pytest.mark.parametrize(
    "body, found",
    [
        ("I got HOD Science at St Aidan's College in Christchurch and left at Easter.",
         {("job_title", "HOD Science"), ("works_at", "St Aidan's College")}),
        ("I made sergeant (!!) and we bought a place in Gisborne in October.",
         {("job_title", "sergeant"), ("lives_in", "Gisborne")}),
        ("I started my electrical apprenticeship in February with Sparkright Electrical over in Hastings.",
         {("works_at", "Sparkright Electrical")}),
        ("I'm flatting in Hastings with two other apprentices.", {("lives_in", "Hastings")}),
        ("We're HOME.\n\nNew NZ mobile: 503-555-0188. The Aussie number dies at the end of the month.",
         {("phone", "+15035550188")}),
        # a suburb the address names before its town is no town lived in
        ("We sold up in October and bought a little unit in Taradale. Our new address is 3 Karaka Place, Taradale, "
         "Napier 4112.", {("lives_in", "Napier"), ("address", "3 Karaka Place, Taradale, Napier 4112")}),
    ],
)  # fmt: skip
def test_a_post_made_or_got_and_a_home_flatted_or_bought(body, found):
    got = {x[1:3] for x in _facts(_said(body, "2018-12-15", author="Rawiri Tane <rt@kererumail.com>"))}
    assert found <= got
    assert ("lives_in", "Taradale") not in got


@pytest.mark.parametrize(
    "body",
    [
        "I made dinner and I made it to Boston.",
        "I got coffee at Starbucks with Tom.",
        "I got Employee of the Month at Acme.",
        "I got Covid at the conference.",
        "We bought a place in Spain as an investment.",
        "I made the team at Acme.",
        "Mum got a phone. New Aussie number: 503-555-0188.",
    ],
)
def test_no_post_or_home_in_look_alikes(body):
    assert not _facts(_said(body, "2018-12-15", author="Rawiri Tane <rt@kererumail.com>"))


def test_you_report_to_me_rather_than_another():
    body = "Aroha,\n\n1. From now on you report to me rather than Graham - your appraisal sits with me.\n\nDenise"
    got = _said_by(body, "Denise Harcourt <dh@khc.school.nz>", [AROHA], "2014-01-29")
    assert ("Aroha Tane-Whitmore", "manager", "Denise Harcourt", "2014-01-29") in got
