# ruff: noqa: E501
"""A UX researcher's mail in three countries (benchmarks/gold/synthetic-mail-39, written in session 48 by a helper who
never saw the code, scored held out, read in session 49): an address under the sentence that says one lives there,
its street named before its number ("Rehov Tzipor HaShir 11, Apt 4"); a number of a country the sentence names, read
as that country writes it ("I finally have an Israeli number ...:\\n050-555-0137", "- german number: 0152 28817386"); a
German register's "Ihre Angaben:" lines; and the look-alikes each must leave alone."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said_by

MAYA = "Maya Lindqvist-Haddad <maya.lindqvist.haddad@gmail.com>"
IMA = ["Karin Lindqvist <karin.lindqvist@walla.co.il>"]


@pytest.mark.parametrize(
    "body, want",
    [
        ("I picked up the keys on Thursday, so I am officially out of the aparthotel and living like an adult\nagain:\n\n"
         "Rehov Tzipor HaShir 11, Apt 4\nTel Aviv\n(third floor, no elevator)",
         {("address", "Rehov Tzipor HaShir 11, Apt 4, Tel Aviv"), ("lives_in", "Tel Aviv")}),
        ("And I finally have an Israeli number that isn't the work loaner:\n050-555-0137. My US number is on a cheap plan.",
         {("phone", "+972505550137")}),
        ("status report:\n- german number: 0152 28817386. the israeli one still works for whatsapp\n- work: busy",
         {("phone", "+4915228817386")}),
    ],
)  # fmt: skip
def test_an_address_under_a_home_sentence_and_a_number_of_the_country_said(body, want):
    got = {
        (p, o)
        for s, p, o, _ in _said_by(f"Ima,\n\n{body}\n\nMaya", MAYA, IMA, "2015-10-12")
        if s == "Maya Lindqvist-Haddad"
    }
    assert want <= got


@pytest.mark.parametrize(
    "body",
    [
        "I have an Israeli number for Luca: 050-555-0137.",
        "I had an Israeli number - 050-555-0137.",
        "- Luca's german number: 0152 28817386",
        "Do I have an Israeli number? 050-555-0137 was the old one.",
        "I am living out of a suitcase at the hotel this week:\n\nRehov HaYarkon 100\nTel Aviv",
        "Ima and Abba are living like kings since the move:\n\nRehov HaNevel 4, Apt 12\nHaifa",
    ],
)
def test_no_number_or_home_of_another_a_past_or_a_stay(body):
    got = _said_by(f"Ima,\n\n{body}\n\nMaya", MAYA, IMA, "2015-10-12")
    assert not [f for f in got if f[0] == "Maya Lindqvist-Haddad" and f[1] in ("phone", "address", "lives_in")]


def test_a_german_registers_details_are_its_readers():
    body = (
        "Sehr geehrte Frau Lindqvist-Haddad,\n\nhiermit bestätigen wir Ihren Termin.\n\n"
        "Dienstleistung:   Anmeldung einer Wohnung\nStandort:         Bürgeramt Neukölln-Süd, Rathausgang 14, 12051 Berlin\n\n"
        "Ihre Angaben:\nName:             Maya Lindqvist-Haddad\nNeue Anschrift:   Wiesengrundstraße 41, 12047 Berlin\n"
        "Einzugsdatum:     01.04.2018\n\nIhr Bürgeramt"
    )
    got = _said_by(body, "Bürgeramt Berlin <noreply@buergertermin-berlin.de>", [MAYA], "2018-04-12")
    assert ("Maya Lindqvist-Haddad", "address", "Wiesengrundstraße 41, 12047 Berlin", "2018-04-12") in got
    assert not [f for f in got if "Rathausgang" in f[2]]  # (the office's own address is no one's home)


def test_a_hebrew_writers_english_announcement_of_anothers_post_is_not_the_writers():
    """A Hebrew writer's own job is read by the frames from their Hebrew words only: the English half of a bilingual
    announcement ("Gil Mizrahi joins us as Chief Product Officer") is Gil's news, none of the writer's."""
    body = (
        "היי כולם,\n\nועניין טכני: צוותי המחקר והעיצוב עוברים לקומה 5 בסוף השבוע של ה-16 בדצמבר.\n\n---\n\nHi all,\n\n"
        "Starting January 1, Gil Mizrahi joins us as Chief Product Officer. Gil was most\nrecently head of product.\n\nAvi"
    )
    got = _said_by(body, "Avi Rosenblum <avi@kesherlabs.co.il>", ["all@kesherlabs.co.il"], "2016-11-30")
    assert ("Gil Mizrahi", "job_title", "Chief Product Officer", "2017-01-01") in got
    assert not [f for f in got if f[0] == "Avi Rosenblum" and f[1] == "job_title"]


AVI = "Avi Rosenblum <avi@kesherlabs.co.il>"


def test_a_promotion_effective_on_a_day_ahead_and_its_boss_from_that_day():
    body = (
        "Hi all,\n\nStarting January 1, Gil Mizrahi joins us as Chief Product Officer.\n\nAlso effective January 1: "
        "Maya Lindqvist-Haddad is promoted to Director of UX\nResearch and will report to Gil.\n\nAvi"
    )
    got = _said_by(body, AVI, ["all@kesherlabs.co.il"], "2016-11-30")
    assert ("Maya Lindqvist-Haddad", "job_title", "Director of UX Research", "2017-01-01") in got  # (not last January)
    assert ("Maya Lindqvist-Haddad", "manager", "Gil Mizrahi", "2017-01-01") in got
    assert not [f for f in got if f[0] == "Avi Rosenblum" and f[1] == "job_title"]  # ("Starting January 1, Gil ...")


@pytest.mark.parametrize(
    "body, want",
    [
        ("Research becomes its own team: as of October 1, Maya Lindqvist-Haddad is our Head of Research and will report\n"
         "directly to me.", ("Maya Lindqvist-Haddad", "job_title", "Head of Research", "2019-10-01")),
        ("Sarah Jones is our Head of Sales.", ("Sarah Jones", "job_title", "Head of Sales", "2019-09-12")),
    ],
)  # fmt: skip
def test_x_is_our_title(body, want):
    got = _said_by(
        f"Hi everyone,\n\n{body}\n\nJonas", "Jonas Albrecht <jonas@quellwerk.de>", ["all@quellwerk.de"], "2019-09-12"
    )
    assert want in got


@pytest.mark.parametrize(
    "body", ["Jane Smith is our new neighbour and she is lovely.", "Tom Hardy is our Batman, obviously."]
)
def test_x_is_our_neighbour_is_no_post(body):
    got = _said_by(
        f"Hi everyone,\n\n{body}\n\nJonas", "Jonas Albrecht <jonas@quellwerk.de>", ["all@quellwerk.de"], "2019-09-12"
    )
    assert not [f for f in got if f[1] == "job_title"]


NOAM = "Noam Lindqvist-Haddad <noam.lh@gmail.com>"


@pytest.mark.parametrize(
    "body, want",
    [
        ("I signed with Willamette Valley Heart Institute. Staff cardiologist, general\ncardiology + imaging, starting "
         "Monday, August 5. Fellowship wrapped up on June 30.", ("works_at", "Willamette Valley Heart Institute", "2019-08-05")),
        ("I've been a fellow for 56 hours.\n\nNew life details:\n\n2318 Alder Crest Ave N, Unit 5\nSeattle, WA 98103\n\nThe apartment has a view.",
         ("lives_in", "Seattle", "2019-07-08")),
        ("I'm alive. Admin stuff:\n\n- Apartment: 42 Greylock Terrace, Apt 2R, Jamaica Plain, MA 02130. It's a triple-decker.",
         ("address", "42 Greylock Terrace, Apt 2R, Jamaica Plain", "2019-07-08")),
        ("Sorry I went dark.\n\nLove,\nN.\n\nNoam Lindqvist-Haddad, MD\nResident Physician\nBrennan Memorial Hospital, Boston",
         ("works_at", "Brennan Memorial Hospital", "2019-07-08")),  # (a sign-off's firm and its town)
    ],
)  # fmt: skip
def test_a_contract_signed_new_details_a_lists_apartment_and_a_firm_with_its_town(body, want):
    got = _said_by(f"Maya,\n\n{body}\n\nN.", NOAM, ["Maya <maya@x.com>"], "2019-07-08")
    assert ("Noam Lindqvist-Haddad", *want) in got, got


@pytest.mark.parametrize(
    "body",
    [
        "I signed with Sub Pop Records. Two albums, starting June 4.",
        "I signed with a new agent. Starting Monday, auditions.",
        "Party details:\n\n12 Main Street\nLeeds LS1 2AB",
        "- Address: 12 Main Street, Leeds (the venue)",
    ],
)
def test_no_job_of_a_label_or_an_agent_nor_a_home_of_a_party(body):
    got = _said_by(f"Maya,\n\nI'm so happy.\n\n{body}\n\nN.", NOAM, ["Maya <maya@x.com>"], "2019-07-08")
    assert not [f for f in got if f[1] in ("works_at", "address", "lives_in")]
