"""The owner's own words, read on mailboxes whose owner the mail shows (session 56: `synthetic-mail-65` to `-70`), with
what reading them for every new user brought out: a number written as another country groups it, a fax past "my
direct line", a boss's title, a hyphen in a first name or another's news, a person who hired one, a firm's office by
its town, a move weighed and declined, a flight's arrow, a hotel's or a serviced flat's street, a trip's end; a home's
floor and "I live alone" in Hebrew; an offer's start date in its prose."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.named import known_people
from tests.test_trade_mail import _said_by

DANA = "Dana Levi <dana.levi@example.com>"  # (the owner ``_said_by`` configures)
FRIEND = "Noa Bar <noa.bar@example.com>"


def _mine(body: str, day: str, region_hint: str = "") -> set:
    return {(p, o, d) for s, p, o, d in _said_by(body + region_hint, DANA, [FRIEND], day) if s == "Dana Levi"}


def test_a_number_grouped_as_another_country_writes_it_is_that_countrys():
    body = "Hi all,\n\nWe moved to Whitefield, Bengaluru last week.\n\n2. New number: 70555 30291 (Jio).\n\nDana"
    assert ("phone", "+917055530291", "2017-11-30") in _mine(body, "2017-11-30")
    us = "Hi all,\n\nWe moved to Whitefield, Bengaluru last week.\n\n2. New number: 212-555-0134.\n\nDana"
    assert ("phone", "+12125550134", "2017-11-30") in _mine(us, "2017-11-30")  # (grouped as the US does: the US's)


def test_a_fax_past_my_direct_line_is_no_phone_of_mine():
    body = (
        "Morning all,\n\nThe new phone system goes live a week today. My direct line will be Ext 201 on the main "
        "number. Reception loses the old fax machine; the new fax number is 01632 960420 - letters only.\n\nDana"
    )
    assert not {x for x in _mine(body, "2020-10-19") if x[0] == "phone"}


@pytest.mark.parametrize(
    "body, boss",
    [
        (
            "Hi all,\n\nI have accepted the Lead Engineer role at Inzira Tech in Kigali from 1st March, where I'll "
            "report to their CTO, Jean-Claude Habimana. Faith is coming with me.\n\nDana",
            "Jean-Claude Habimana",
        ),
        ("Hi all,\n\nFrom Monday my new manager: Jean-Claude Habimana.\n\nDana", "Jean-Claude Habimana"),
    ],
)
def test_a_boss_named_after_a_title_or_a_hyphen_is_named_whole_and_the_title_is_not_mine(body, boss):
    got = _mine(body, "2018-02-01")
    assert any(p == "manager" and o == boss for p, o, _ in got)
    assert not {x for x in got if x[0] == "job_title" and x[1] == "CTO"}


def test_anothers_news_after_a_dash_names_no_boss_of_mine():
    body = (
        "Dear family,\n\nIn Portugal, my sister Ines was promoted to branch manager at Banco Meridional in Porto in "
        "June - Mae has told every person at the market.\n\nDana"
    )
    assert not {x for x in _mine(body, "2018-12-19") if x[0] == "manager"}


def test_a_person_who_hired_me_is_no_employer():
    body = "Hi Noa,\n\nLast day at the clinic today, end of an era!!! Dennis hired me, I'm weirdly emotional.\n\nDana"
    with known_people(lambda: ["Dennis Archuleta", "Noa Bar"]):
        got = _mine(body, "2014-05-30")
    assert not {x for x in got if x[0] == "works_at" and x[1] == "Dennis"}
    firm = "Hi Noa,\n\nBig news: Canva hired me!! I start on 2 June.\n\nDana"
    with known_people(lambda: ["Dennis Archuleta", "Noa Bar"]):
        assert ("works_at", "Canva", "2014-06-02") in _mine(firm, "2014-05-30")


def test_a_firms_office_by_its_town_is_no_employer():
    got = _mine("Hi Noa,\n\nI start as audit manager at the Joburg office on 2 February.\n\nDana", "2015-01-20")
    assert ("job_title", "audit manager", "2015-02-02") in got
    assert not {x for x in got if x[0] == "works_at"}
    firm = _mine("Hi Noa,\n\nI start as audit manager at Deloitte on 2 February.\n\nDana", "2015-01-20")
    assert ("works_at", "Deloitte", "2015-02-02") in firm


@pytest.mark.parametrize(
    "body",
    [
        "Hi Priya,\n\nI'm going to decline. Michal's career is here, and moving the family to London isn't the right "
        "move for us right now. I'm staying at Lumeo.\n\nDana",
        "Hi all,\n\nLogistics, for those who keep my details:\n- We fly Manchester -> Seattle on April 12.\n\nDana",
        "Hi all,\n\nWe are just back from Bali - Radhika has already forgotten the villa in Ubud and is back to "
        "complaining about the traffic.\n\nDana",
        "Hi all,\n\nFor the first ten days we were at the Osu Crest Hotel, 6 Kpakpo Lane, Osu, while the Trust "
        "finished painting the house. We moved in last Monday.\n\nDana",
    ],
)
def test_a_move_weighed_a_flight_a_trips_end_or_a_hotel_is_no_home(body):
    assert not {x for x in _mine(body, "2018-03-20") if x[0] in ("lives_in", "address")}


def test_an_arrow_between_two_towns_is_still_a_move():
    got = _mine("Hi all,\n\nKiel → Hamburg is now official! New flat from 1 April.\n\nDana", "2018-03-20")
    assert any(p == "lives_in" and o == "Hamburg" for p, o, _ in got)


def test_a_serviced_flat_till_ones_own_is_no_home_and_the_own_flat_is():
    body = (
        "Hi all,\n\nLanded on 5 March.\n\nFor now we are in a serviced apartment (Harbourfront Suites, 1 Keppel Bay "
        "View) on the company's tab. From 1st April our own flat:\nBlk 312 Meranti Grove, #11-207, Singapore 560312\n"
        "\nDana"
    )
    got = _mine(body, "2022-03-20")
    assert not {x for x in got if "Keppel" in x[1]}
    assert any(p == "address" and "312 Meranti Grove" in o and d == "2022-04-01" for p, o, d in got)


@pytest.mark.parametrize(
    "body",
    [
        "סשה, אחי,\n\nסוף סוף! מה-1 במרץ אני גר ברחוב האלמוגים 17 דירה 9, אשדוד - קומה רביעית בלי מעלית.\n\nדנה",
        "סשה, אחי,\n\nסוף סוף! מה-1 במרץ אני גר לבד, בלי אמא שבודקת מה אכלתי. רחוב האלמוגים 17 דירה 9, אשדוד - "
        "קומה רביעית בלי מעלית.\n\nדנה",
    ],
)
def test_a_hebrew_home_with_its_floor_or_said_as_living_alone(body):
    got = _mine(body, "2013-03-04")
    assert ("address", "רחוב האלמוגים 17 דירה 9, אשדוד", "2013-03-01") in got


def test_an_offers_start_date_in_its_prose_dates_the_post_and_the_boss():
    body = (
        "Dear Dana,\n\nFollowing your interview with Brent Hallworth, we are pleased to offer you the\nposition of "
        "Clinical Nurse Educator, Medicine Program, at Chinook Prairie Health\nCentre, permanent full-time (1.0 FTE), "
        "with a start date of May 10, 2021. You will\nreport to Brent Hallworth, Manager, Medicine Program.\n\n"
        "Best regards,\n\nDeborah Lam\nRecruitment Advisor, People & Culture\n"
    )
    got = _said_by(body, "Deborah Lam <deborah.lam@chinookprairie.ca>", [DANA], "2021-01-28")
    assert {
        ("Dana Levi", "job_title", "Clinical Nurse Educator", "2021-05-10"),
        ("Dana Levi", "manager", "Brent Hallworth", "2021-05-10"),
    } <= got


def test_irelands_after_perfect_is_read_as_done_keeping_offsets():
    from hinet_pipeline.memory.facts.cues import capital_i

    for said, read in [
        ("I'm after moving out of the digs", "I've moved"),
        ("we're after buying a house in Kinsale", "we've bought"),
        ("I am just after starting at Boots", "I've started"),
    ]:
        got = capital_i(said)
        assert len(got) == len(said) and got.startswith(read)
    assert capital_i("I'm after the job at Google") == "I'm after the job at Google"  # (what one pursues)


@pytest.mark.parametrize(
    "body, day, address, since",
    [
        (
            "Hi Mam,\n\nNow the important bit: we've the keys of the flat in Galway from the 26th of August, so from "
            "then post us at:\n\nApt 3, Claddagh Quay, Father Griffin Road, Galway H91 C7T4\n\nClí",
            "2017-08-08",
            "Apt 3, Claddagh Quay, Father Griffin Road, Galway H91 C7T4",  # (its Eircode kept, as a UK postcode is)
            "2017-08-26",
        ),
        (
            "Girls,\n\nWe've an apartment from the 1st of May, it's in Shannonvale House on O'Connell Avenue, number "
            "12. Two bedrooms, so ye've no excuse not to visit. Full address: Apt 12, Shannonvale House, O'Connell "
            "Avenue, Limerick.\n\nClí",
            "2015-04-15",
            "Apt 12, Shannonvale House, O'Connell Avenue, Limerick",
            "2015-05-01",
        ),
    ],
)
def test_a_home_with_no_number_before_its_street(body, day, address, since):
    got = _mine(body, day)
    assert ("address", address, since) in got
    assert any(p == "lives_in" and d == since for p, _, d in got)


def test_a_number_before_a_lawn_or_a_gate_is_a_street_and_a_start_in_a_store_is_ahead():
    from hinet_pipeline.memory.facts.address import STREET

    assert [m.group() for m in STREET.finditer("22 Brookfield Lawn, Ballinlough, Cork")] == ["22 Brookfield Lawn"]
    assert [m.group() for m in STREET.finditer("3184 Plumtree Gate\nMississauga, ON")] == ["3184 Plumtree Gate"]
    got = _mine(
        "Hi Mam,\n\nI start in the Salthill store on the 4th of September as Pharmacy Manager.\n\nClí", "2017-08-08"
    )
    assert ("job_title", "Pharmacy Manager", "2017-09-04") in got


def test_a_compounds_house_on_several_lines_its_city_at_the_end():
    body = (
        "Family,\n\nWe don pack! From 1st October, Ada and I will be living at:\n\nHouse 6, Palmgrove Court,\n"
        "Plot 14, Admiral Ekpo Way,\nLekki Phase 1, Lagos.\n\nThe Yaba flat keys go back to the landlord on Tuesday."
        "\n\nDana"
    )
    got = _mine(body, "2014-09-28")
    assert ("lives_in", "Lagos", "2014-10-01") in got
    assert any(
        p == "address" and o.startswith("House 6, Palmgrove Court, Plot 14, Admiral Ekpo Way") for p, o, _ in got
    )


def test_a_countrys_office_is_no_employer():
    got = _mine("Funmi!\n\nI've landed. Started at the UK office on the 3rd.\n\nDana", "2018-04-15")
    assert not {x for x in got if x[0] == "works_at"}


def test_a_secondment_a_letter_confirms_its_firm_title_and_boss():
    body = (
        "Dear Dana,\n\nFollowing Kunle's conversation with me last week, I'm delighted to confirm your 12-month "
        "secondment to Harbourline Bank (UK) Limited as Head of Africa Trade Finance, reporting to me, starting "
        "Tuesday 3 April 2018.\n\nBest wishes,\nGraham\n"
    )
    got = _said_by(body, "Graham Whitcombe <graham.whitcombe@harbourlinebank.co.uk>", [DANA], "2018-02-12")
    assert {
        ("Dana Levi", "works_at", "Harbourline Bank (UK) Limited", "2018-04-03"),
        ("Dana Levi", "job_title", "Head of Africa Trade Finance", "2018-04-03"),
        ("Dana Levi", "manager", "Graham Whitcombe", "2018-04-03"),
    } <= got


def test_a_list_of_promotions_under_its_effective_day_and_a_former_title_with_its_field():
    body = (
        "Dear Colleagues,\n\nManagement is pleased to announce the following promotions and appointments, effective "
        "1 January 2017:\n\n- Oluwaseun Oyelaran, formerly Senior Manager, Oil & Gas Banking, is promoted to Assistant "
        "General Manager and appointed Head of Energy & Infrastructure. He will report to Kunle Odusanya, Executive "
        "Director, Corporate Banking.\n\n- Toluwalope Bamgbose is promoted to Manager, Oil & Gas Banking, and will "
        "report to Oluwaseun Oyelaran.\n\nCorporate Communications\n"
    )
    got = _said_by(
        body, "Corporate Communications <comms@harbourlinebank.com>", ["All <all@harbourlinebank.com>"], "2016-12-19"
    )
    assert {
        ("Oluwaseun Oyelaran", "job_title", "Assistant General Manager", "2017-01-01"),
        ("Oluwaseun Oyelaran", "manager", "Kunle Odusanya", "2017-01-01"),
        ("Toluwalope Bamgbose", "manager", "Oluwaseun Oyelaran", "2017-01-01"),
    } <= got


@pytest.mark.parametrize(
    "body, day, address, town, since",
    [
        (
            "Hi Mum,\n\nLiam and I are moving in together! We found an old villa in Roslyn. We get the keys on "
            "1 February so from then the\naddress is:\n\n17 Matai Crescent\nRoslyn\nDunedin 9010\n\nBex",
            "2013-01-20",
            "17 Matai Crescent, Roslyn, Dunedin 9010",
            "Dunedin",
            "2013-02",
        ),
        (
            "Hi all,\n\nWe've landed.\n\nWe're in a little unit in Brunswick from the 20th of January:\nUnit 4, 17 "
            "Albion Lane\nBrunswick VIC 3056\n\nBex",
            "2018-02-04",
            "Unit 4, 17 Albion Lane",
            "Melbourne",
            "2018-01-20",
        ),
    ],
)
def test_a_home_under_its_sentence_its_town_from_its_own_lines_and_keys_booked_ahead(body, day, address, town, since):
    got = _mine(body, day)
    assert any(p == "address" and o.startswith(address) and d.startswith(since) for p, o, d in got), got
    assert any(p == "lives_in" and o == town and d.startswith(since) for p, o, d in got), got


@pytest.mark.parametrize(
    "body, day, address, town, since",
    [
        (
            "Aai, Baba,\n\nI took the flat from 1st Jan, it's 15 minutes from office:\nFlat 402, Block B, "
            "Cyber Meadows, Gachibowli, Hyderabad 500032\n\nSid",
            "2019-01-20",
            "Flat 402, Block B, Cyber Meadows, Gachibowli, Hyderabad 500032",
            "Hyderabad",
            "2019-01-01",
        ),
        (
            "Hello people,\n\nSome admin:\n1. From tomorrow, 1st December, Radhika and I will be at\n   Flat "
            "1203, Tower C, Brookfield Orchid, ITPL Main Road, Whitefield, Bengaluru 560066\n2. Radhika's number is "
            "unchanged.\n\nSid",
            "2017-11-30",
            "Flat 1203, Tower C, Brookfield Orchid, ITPL Main Road, Whitefield, Bengaluru 560066",
            "Bengaluru",
            "2017-12-01",
        ),
    ],
)
def test_a_flat_near_the_office_or_in_a_tower_under_its_sentence(body, day, address, town, since):
    got = _mine(body, day)
    assert ("address", address, since) in got and ("lives_in", town, since) in got, got


def test_a_passive_signed_is_no_job_of_mine():
    body = (
        "Hi all,\n\nSipho has finished from Rand Aqua (his team gave him a hard hat\nsigned by everyone) and he's "
        "got a 12-month contract with Thamesbridge Consulting in London as\na Project Engineer, starting 2 October."
        "\n\nDana"
    )
    assert not {x for x in _mine(body, "2017-09-10") if x[0] in ("works_at", "job_title")}


def test_a_german_sign_off_names_its_person_and_the_title_under_it():
    body = (
        "Hallo,\n\nAb sofort bin ich Ihr Ansprechpartner.\n\nMit freundlichen Grüßen\nEmre Yıldırım\n\nEmre Yıldırım\n"
        "Teamleiter Strukturberechnung\nBrunnhofer Fahrzeugtechnik GmbH\nTel. +49 89 5550-3170 | Mobil +49 176 5550 "
        "1423\n"
    )
    got = _said_by(body, "Emre Yıldırım <emre.yildirim@brunnhofer-ft.de>", [FRIEND], "2017-01-10")
    assert ("Emre Yıldırım", "job_title", "Teamleiter Strukturberechnung", "2017-01-10") in got
    assert ("Emre Yıldırım", "works_at", "Brunnhofer Fahrzeugtechnik GmbH", "2017-01-10") in got
    assert not {g for g in got if g[0].startswith("Teamleiter")}


def test_a_practices_reception_line_is_no_phone_of_its_doctor():
    body = (
        "Thanks,\nKirsty\n\nDr Kirsty Sinclair\nSalaried GP\nCamphill Gate Medical Practice\nTel: 0141 496 0880 "
        "(reception) | Fax: 0141 496 0881\n"
    )
    got = _said_by(body, "Kirsty Sinclair <kirsty.sinclair@camphillgatemp.co.uk>", [FRIEND], "2021-11-26")
    assert ("Kirsty Sinclair", "job_title", "Salaried GP", "2021-11-26") in got
    assert not {g for g in got if g[1] == "phone"}


def test_a_couples_home_said_as_x_and_i_are_in_a_town_a_rented_room_and_a_title_with_its_start():
    body = (
        "Familia,\n\n- As of August 1 Marisol and I are in Austin: 4512 Pecan Hollow Ln, Apt 214, Austin, TX 78745. "
        "It's an apartment for now.\n\nDana"
    )
    got = _mine(body, "2014-07-27")
    assert ("lives_in", "Austin", "2014-08-01") in got
    room = (
        "Familia,\n\nIn Houston I'm renting a room from a guy from the academy: 9310 Crestbayou Dr, Apt 1107, "
        "Houston, TX 77045, from April 29. Send tamales there.\n\nI'll be Lead Fire Medic starting May 1, and my boss "
        "is Curtis Boudreaux, the site chief.\n\nDana"
    )
    got = _mine(room, "2017-04-12")
    assert ("lives_in", "Houston", "2017-04-29") in got
    assert ("job_title", "Lead Fire Medic", "2017-05-01") in got
    hotel = _mine("Hi,\n\nWe booked a room in Houston for the conference: 12 Main St, Houston.\n\nDana", "2017-04-12")
    assert not {x for x in hotel if x[0] in ("lives_in", "address")}


def test_our_first_house_closed_on_is_a_home_and_a_move_another_wished_for_us_is_none():
    body = (
        "Família,\n\nWE CLOSED! Our first house, finally:\n\n  6640 Sandhill Crane Court\n  Orlando, FL 32819\n\nWe "
        "drive down June 12 and move in June 15.\n\nMãe, I know you wanted us to move to Floripa instead. Não dá, mãe."
        "\n\nDana"
    )
    got = _mine(body, "2020-05-28")
    assert any(p == "address" and o.startswith("6640 Sandhill Crane Court") for p, o, _ in got)
    assert {o for p, o, _ in got if p == "lives_in"} == {"Orlando"}


def test_a_class_one_teaches_is_no_employer():
    body = "Dear Mrs Bowden,\n\nI'm delighted to accept the post of Class Teacher (Year 3) from 1 September.\n\nDana"
    got = _said_by(body, DANA, ["Mrs Bowden <head@school.org.uk>"], "2013-06-21")
    assert ("Dana Levi", "job_title", "Class Teacher", "2013-09-01") in got
    assert not {g for g in got if g[1] == "works_at"}
