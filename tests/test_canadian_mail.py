# ruff: noqa: E501
"""What session 54 read on the held-out mail of a Canadian nurse (`synthetic-mail-56`, scored at first sight before):
Canadian addresses as they are written ("Toronto ON  M4S 2K8" with its postal code, a suite or a unit before its
civic number after a dash, "10621 - 84 Ave NW" as Edmonton numbers its avenues, "5521 rue des Tisserands, app. 2,
Montréal"), and a home's address set off on lines of its own under a label ("For Papa's fridge list:", "The real
address, as of April 1:", "for your contacts:") after the writer has talked of their own home; with the look-alikes
each must leave alone: a label that is a statement of its own, the reader's new address, another's, a stay's."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.address import city_of, read_address
from tests.test_trade_mail import _said_by

MAELLE = "Maëlle Tremblay-Reid <maelle.tremblayreid@gmail.com>"
FAMILY = "famille Tremblay-Reid <tremblay-reid-famille@googlegroups.com>"


@pytest.mark.parametrize(
    ("text", "address", "town"),
    [
        (
            "Apt. 5B, 47 Merrowdale Ave\nToronto ON  M4S 2K8\n\nIt is",
            "Apt. 5B, 47 Merrowdale Ave, Toronto ON  M4S 2K8",
            "Toronto",
        ),
        (
            "Suite 806, 10621 - 84 Ave NW\nEdmonton AB  T6E 2H9",
            "Suite 806, 10621 - 84 Ave NW, Edmonton AB  T6E 2H9",
            "Edmonton",
        ),
        (
            "unit 1207 - 1650 Tidewater Row\nHalifax NS  B3J 0A6",
            "unit 1207 - 1650 Tidewater Row, Halifax NS  B3J 0A6",
            "Halifax",
        ),
        ("9642 - 77 Ave NW, Edmonton T6C 0M5", "9642 - 77 Ave NW, Edmonton T6C 0M5", "Edmonton"),
        (
            "5521 rue des Tisserands, app. 2, Montréal H1X 2K4",
            "5521 rue des Tisserands, app. 2, Montréal H1X 2K4",
            "Montréal",
        ),
        (
            "Unit 304, 415 rue Champlain\nDieppe NB  E1A 1P9",
            "Unit 304, 415 rue Champlain, Dieppe NB  E1A 1P9",
            "Dieppe",
        ),
        ("2716 Thornbury St, Vancouver BC V5N 4E3", "2716 Thornbury St, Vancouver BC V5N 4E3", "Vancouver"),
    ],
)
def test_a_canadian_address_with_its_province_and_postal_code(text, address, town):
    got = read_address(text, 0)
    assert got and got[0] == address
    assert city_of(got[0]) == town


@pytest.mark.parametrize(
    ("body", "author", "address", "day"),
    [
        (
            "Hi all,\n\nHouse stuff: we've been in since the 17th of December (the movers were saints). For Papa's fridge list:\n\n239 Coppergate Close SW\nCalgary AB  T3H 4W2\n\nM.",
            "Maëlle Tremblay-Reid",
            "239 Coppergate Close SW, Calgary AB T3H 4W2",
            "2016-12-17",
        ),
        (
            "Hi all,\n\nWe made it! We're living out of suitcases at the Cable Wharf Suites until the condo is ready.\n\nThe real address, as of April 1:\n\nunit 1207 - 1650 Tidewater Row\nHalifax NS  B3J 0A6\n\nM.",
            "Maëlle Tremblay-Reid",
            "unit 1207 - 1650 Tidewater Row, Halifax NS B3J 0A6",
            "2017-04-01",
        ),
        (
            "Survived! 4 days and 1 flat tire.\n\nSince you asked nicely, for your contacts:\n\nSuite 806, 10621 - 84 Ave NW\nEdmonton AB  T6E 2H9\ncell: 780-555-0126\n\nJ.",
            "Maëlle Tremblay-Reid",
            "Suite 806, 10621 - 84 Ave NW, Edmonton AB T6E 2H9",
            "2017-03-07",
        ),
    ],
)
def test_a_home_set_off_under_a_label_after_talk_of_ones_own_home(body, author, address, day):
    got = _said_by(body, MAELLE, [FAMILY], "2017-03-07")
    assert (author, "address", address, day) in {(s, p, " ".join(o.split()), d) for s, p, o, d in got}


@pytest.mark.parametrize(
    "body",
    [
        "Hi Gail,\n\nWe nearly rented a place in Leeds from the 30th:\n\n22 Headingley Brow\nLeeds LS6 3BT\n\nDani",  # a statement before the colon: its own rules and mood
        "Hi Gail,\n\nWe've been living here for years. Aoife got a flat! The new address:\n\n4/15 Bellarine Crescent\nBelmont VIC 3216\n\nDani",  # another's
        "Hi Marisol,\n\nWe've moved our offices too. Your new address will be:\n\n7820 Candelaria Bend NE, Apt 314\nAlbuquerque, NM 87110\n\nBrianna",  # the reader's
        "Hi,\n\nWe've been in since May. Hotel for the wedding guests:\n\n12 Harbour Rd\nHalifax NS  B3J 1A1\n\nM.",  # a stay's
        "Hi,\n\nWe've been in since May. New address for the Hendersons:\n\n12 Main St\nPortland, OR 97215\n\nM.",  # another's
        "Hi,\n\nWe've been in since May. Mum's new place:\n\n12 Main St\nPortland, OR 97215\n\nM.",
        "Hi,\n\nThe party is Saturday. Directions:\n\n12 Main St\nPortland, OR 97215\n\nM.",  # no home talk
    ],
)
def test_an_address_under_a_label_that_is_no_home_of_the_writers(body):
    assert not {g for g in _said_by(body, MAELLE, [FAMILY], "2017-03-07") if g[1] in ("address", "lives_in")}


@pytest.mark.parametrize(
    ("block", "found"),
    [
        (  # a firm by Britain's and Canada's spelling, its town after a bar; credentials the gazetteer of names lacks
            "Marguerite Schultz, RN, MScN\nManager, Clinical Education - Medicine\nElbow Valley Medical Centre | Calgary, AB\n403-555-0120",
            {
                ("job_title", "Manager, Clinical Education - Medicine"),
                ("works_at", "Elbow Valley Medical Centre"),
                ("phone", "+14035550120"),
            },
        ),
        (  # a ward by its number, then its hospital: the hospital
            "Renata Silva, RN\n7 West Cardiology | Hollyford Health Sciences Centre\nCharge desk: 416-555-0190",
            {("works_at", "Hollyford Health Sciences Centre")},
        ),
        (  # credentials with no comma between them
            "Dr. Renata Silva, MD CCFP\nLead Physician | Lakeshore Bend Community Health Centre\nT 416-555-0130 ext. 214 | F 416-555-0131",
            {
                ("job_title", "Lead Physician"),
                ("phone", "+14165550130"),
                ("works_at", "Lakeshore Bend Community Health Centre"),
            },
        ),
    ],
)
def test_a_canadian_sign_off(block, found):
    got = _said_by(
        f"Thanks, see you then.\n\nRenata\n\n{block}\n", "Renata Silva <renata.silva@x.ca>", [FAMILY], "2017-01-18"
    )
    assert found <= {(p, o) for s, p, o, _ in got if s in ("Renata Silva", "Marguerite Schultz")}
    assert "7 West Cardiology" not in {o for _, p, o, _ in got if p == "works_at"}


def test_a_number_in_a_sentence_that_opens_with_whose_office_it_tells():
    body = (
        "Good morning everyone,\n\nPlease join me in welcoming Maëlle Tremblay-Reid, who joined the team on Monday as a"
        " Clinical Nurse Educator.\n\nMaëlle's office is B-218 in the Brannigan Pavilion, her phone is 403-555-0121 and"
        " her email is maelle.tremblay-reid@elbowvalleymc.ca.\n\nMarguerite"
    )
    got = _said_by(body, "Marguerite Schultz <mschultz@elbowvalleymc.ca>", ["All <all@elbowvalleymc.ca>"], "2017-01-18")
    assert ("Maëlle Tremblay-Reid", "phone", "+14035550121", "2017-01-18") in got
    assert not {g for g in got if g[0] == "Brannigan Pavilion"}


@pytest.mark.parametrize(
    ("body", "author", "to", "address", "day"),
    [
        (  # a South African address, its city's line and its postal code's under a suburb's
            "Hi Ma,\n\nI start at the firm on Monday. The address for the parcel (write it somewhere that is NOT an electricity slip\nplease):\n\nFlat 7, Bellavista Court\n14 Ravensworth Road\nTamboerskloof\nCape Town\n8001\n\nT.",
            "Thandi Mokoena <thandi.mokoena86@gmail.com>",
            "Nomvula Mokoena <nomvula.mokoena58@gmail.com>",
            "Flat 7, Bellavista Court, 14 Ravensworth Road, Tamboerskloof, Cape Town 8001",
            "2011-01-24",
        ),
        (  # a forwarding address from a day said before "will be"
            "Hi Gemma,\n\nWe've bought a house in East Dulwich.\n\nOur forwarding address from the 11th will be 42 Wexford Gardens, London SE22 8PL.\n\nThandi",
            "Thandi Mokoena-van Wyk <thandi.mvw@gmail.com>",
            "Gemma Hartley <g.hartley@ashdownpryce.co.uk>",
            "42 Wexford Gardens, London SE22 8PL",
            "2020-09-11",
        ),
        (  # the reader's, as a letting agent tells them the day they move in (its postcode on the line the client wrapped)
            "Hi Thandi,\n\nGreat news – your references are back and the tenancy agreement has now been signed\nby all parties, so you're all set to move into Flat 3, 58 Aldermoor Road, London\nN5 1QT on Saturday 1 September. The term is 12 months.\n\nGemma",
            "Gemma Hartley <g.hartley@ashdownpryce.co.uk>",
            "Thandi Mokoena-van Wyk <thandi.mvw@gmail.com>",
            "Flat 3, 58 Aldermoor Road, London N5 1QT",
            "2018-09-01",
        ),
    ],
)
def test_a_south_african_and_a_london_home(body, author, to, address, day):
    got = _said_by(
        body, author, [to], "2011-01-24" if "Ma," in body else "2018-08-28" if "Gemma" in body[-8:] else "2020-08-14"
    )
    assert address in {o for _, p, o, d in got if p == "address" and d == day}


@pytest.mark.parametrize(
    ("body", "found", "absent"),
    [
        (
            "I am now a firefighter with Vancouver Fire Rescue.",
            {("works_at", "Vancouver Fire Rescue"), ("job_title", "firefighter")},
            set(),
        ),
        ("I am now a nurse at the hospital.", set(), {"works_at"}),  # no employer named
        ("Our number hasn't changed (506-555-0162) and neither has the address.", {("phone", "+15065550162")}, set()),
        ("Our number has changed, the old one was 506-555-0162.", set(), {"phone"}),
    ],
)
def test_a_title_with_its_employer_and_our_number_unchanged(body, found, absent):
    got = _said_by(f"Hi all,\n\n{body}\n\nMaman", "Colette Reid <colette.reid@hotmail.com>", [FAMILY], "2013-02-10")
    pairs = {(p, o) for s, p, o, _ in got if s == "Colette Reid"}
    assert found <= pairs
    assert not {p for p, _ in pairs} & absent
