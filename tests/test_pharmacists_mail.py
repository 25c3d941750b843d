"""A hospital pharmacist's mail in New Mexico and Arizona (benchmarks/gold/synthetic-mail-26, read in session 45):
streets as the Southwest names them ("2316-B Calle Alamosa NW", "7820 Candelaria Bend NE"), a landlord's "your new
address will be" from the lease's start, a sign-off closed "God bless," and a town written without its comma, a
hospital over its parent system, "currently X at Y" in an announcement, kin as a Spanish-speaking family says it, a
lease signed with where to send mail, "address for real this time", and the look-alikes each must leave alone."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said, _said_by

MARISOL = "Marisol Quintero-Beck <marisol.qbeck@chamisa-mail.net>"


def _facts(got: set, who: str | None = None) -> set:
    return {x for x in got if x[1] != "email" and (who is None or x[0] == who)}


def test_a_landlords_letter_gives_the_readers_new_address_from_the_leases_start():
    body = (
        "Hi Marisol,\n\nThis email confirms that your lease\napplication has been approved and your 12-month lease for "
        "Apartment 314\nbegins April 1, 2011.\n\nYour new address will be:\n\n    7820 Candelaria Bend NE, Apt 314\n"
        "    Albuquerque, NM 87110\n\nThe pool opens Memorial Day weekend :)\n\nBrianna Cordova\nLeasing Consultant\n"
        "Las Lomitas Apartments\n7820 Candelaria Bend NE | Albuquerque, NM 87110\n"
        "Office 505-555-0104 | Fax 505-555-0105\n"
    )
    got = _facts(_said_by(body, "Las Lomitas Apartments <leasing@laslomitasapts.com>", [MARISOL], "2011-03-14"))
    assert ("Marisol Quintero-Beck", "address", "7820 Candelaria Bend NE, Apt 314, Albuquerque", "2011-04-01") in got
    assert ("Brianna Cordova", "works_at", "Las Lomitas Apartments", "2011-03-14") in got
    # a storage unit's or an office's new address is no home of the reader's
    office = body.replace("your 12-month lease for", "your office space lease for")
    got = _facts(_said_by(office, "Las Lomitas Apartments <leasing@laslomitasapts.com>", [MARISOL], "2011-03-14"))
    assert not any(x[0] == "Marisol Quintero-Beck" and x[1] == "address" for x in got)


@pytest.mark.parametrize(
    "body, found",
    [
        ("God bless,\nOfelia Tenorio\n2316 Calle Alamosa NW\nAlbuquerque NM 87104\n(505) 555-0175\n",
         {("address", "2316 Calle Alamosa NW, Albuquerque NM 87104"), ("lives_in", "Albuquerque"),
          ("phone", "+15055550175")}),
        ("Hi all,\n\nAs of March 1 I'm out of Las Lomitas. New address:\n\nOfelia Tenorio\n2316-B Calle Alamosa NW\n"
         "Albuquerque, NM 87104\n\nxo", {("address", "2316-B Calle Alamosa NW, Albuquerque, NM 87104")}),
    ],
)  # fmt: skip
def test_a_southwestern_street_and_a_blessing_before_the_name(body, found):
    got = {x[1:3] for x in _facts(_said(body, "2013-02-26", author="Ofelia Tenorio <otenorio@mesamail.net>"))}
    assert found <= got


def test_a_hospital_over_its_parent_system():
    body = (
        "See you Monday.\n\nDennis\n\nDennis Arbogast, RPh\nDirector of Pharmacy Services\n"
        "Sandia Vista Medical Center | Rio Bravo Health\nOffice 505-555-0110\n"
    )
    got = _facts(_said(body, "2011-04-15", author="Dennis Arbogast <darbogast@riobravohealth.org>"))
    assert {x[2] for x in got if x[1] == "works_at"} == {"Sandia Vista Medical Center"}
    # a branch before its library: the library
    body = "Thanks,\n\nAmy Fox\nChildren's Librarian\nEastside Branch | Maple County Library\n555-201-3344\n"
    got = _facts(_said(body, "2011-04-15", author="Amy Fox <afox@maplecountylibrary.org>"))
    assert {x[2] for x in got if x[1] == "works_at"} == {"Maple County Library"}


def test_currently_a_title_at_a_firm_in_an_announcement():
    body = (
        "Colleagues,\n\nI am very pleased to share that Colleen Whitford, PharmD, BCPS,\ncurrently Assistant Director "
        "of Pharmacy at Caprock Regional Medical\nCenter in Lubbock, has accepted the position of Director of Pharmacy "
        "Services and will join us on Monday, August 4.\n\nDennis\n"
    )
    got = _facts(_said(body, "2014-05-29", author="Dennis Arbogast <darbogast@riobravohealth.org>"), "Colleen Whitford")
    assert ("Colleen Whitford", "job_title", "Assistant Director of Pharmacy", "2014-05-29") in got
    assert ("Colleen Whitford", "works_at", "Caprock Regional Medical Center", "2014-05-29") in got
    assert ("Colleen Whitford", "job_title", "Director of Pharmacy Services", "2014-08-04") in got


def test_kin_as_a_spanish_speaking_family_says_it():
    body = (
        "Mija,\n\nOther news: your primo Nestor Ybarra and his wife finally bought a house\nin Las Cruces, by the "
        "university.\n\nTe quiero,\nPapi\n"
    )
    from hinet_pipeline.memory.facts.named import known_people

    with known_people(lambda: ("Nestor Ybarra",)):
        got = _facts(_said(body, "2018-03-11", author="Ruben Quintero <rquintero1951@mesamail.net>"))
    assert ("Nestor Ybarra", "lives_in", "Las Cruces", "2018-03-11") in got
    assert not any(x[0] == "Ruben Quintero" and x[1] == "lives_in" for x in got)  # (his cousin's house, not his)


@pytest.mark.parametrize(
    "body, found",
    [
        ("we signed a lease on a little house, send mail here starting feb 5:\n\n2290 Wingfield Ridge Dr\nReno, NV "
         "89523\n\nsame cells", ("address", "2290 Wingfield Ridge Dr, Reno", "2018-02-05")),
        ("keys in hand!!! now we own a house.\n\naddress for real this time:\n\n5127 E Calle Ocotillo Seco\nTucson, AZ "
         "85712\n\nSent from my iPhone", ("address", "5127 E Calle Ocotillo Seco, Tucson", "2018-01-21")),
    ],
)  # fmt: skip
def test_a_home_with_where_to_send_mail(body, found):
    got = {x[1:] for x in _facts(_said(body, "2018-01-21", author=MARISOL))}
    assert found in got


@pytest.mark.parametrize(
    "body",
    [
        "We signed a lease on a little shop, send mail here starting feb 5:\n\n12 Main Street\nReno, NV 89523\n",
        "The venue's address for real this time:\n\n12 Main Street\nReno, NV 89523\n",
    ],
)
def test_no_home_in_a_shop_or_a_venue(body):
    assert not {x for x in _facts(_said(body, "2018-01-21", author=MARISOL)) if x[1] == "address"}
