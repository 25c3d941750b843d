"""A review of session 46's readings (a helper with ~640 probes against the session's start): the faults it found, each
mended and kept here with the reading it must leave alone."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from hinet_pipeline.memory.facts.dates import resolve_date
from hinet_pipeline.memory.facts.holidays import holiday_date
from hinet_pipeline.memory.facts.named import known_people
from tests.test_trade_mail import _said_by

JONAH = "Jonah Feldkamp <jonah.feldkamp@gmail.com>"
TOM = "Tomás Echeverría-Walsh <tomas.echewalsh@gmail.com>"
DANA = "Dana Levi <dana.levi@example.com>"


def _facts(body: str, author: str = JONAH, day: str = "2020-03-04", to: tuple = (DANA,)) -> set:
    return {x for x in _said_by(body, author, list(to), day) if x[1] != "email"}


def _day(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "text, base",
    [
        ("99999999 weeks from today", _day(2019, 9, 16)),
        ("10000 years from now", _day(2020, 3, 4)),
        ("99999999 weeks ago", _day(2019, 9, 16)),
        ("two weeks from today", _day(9999, 12, 25)),
        ("the Monday after Labor Day", _day(9999, 12, 25)),
    ],
)
def test_a_day_no_calendar_holds_is_no_day_and_no_crash(text, base):
    assert resolve_date(text, base, "future") is None


def test_a_mail_with_a_day_out_of_range_still_reads():
    body = "Monique Abernathy-Cole's my new boss as of 10000 years from now lol. My cell is 406-555-0134."
    assert ("Jonah Feldkamp", "phone", "+14065550134", "2020-03-04") in _facts(body)


@pytest.mark.parametrize(
    "text, day",
    [
        ("the Monday after Thanksgiving 2020", _day(2020, 11, 30)),
        ("Memorial Day 2015", _day(2015, 5, 25)),
        ("Labor Day, 2021", _day(2021, 9, 6)),
    ],
)
def test_a_holiday_with_its_year(text, day):
    assert holiday_date(text, _day(2019, 6, 5), "future") == day


@pytest.mark.parametrize(
    "body",
    [
        "When I'm Director of Operations at Acme I'll fix the coffee.",
        "By the time I'm Senior Engineer at Acme Corp. I'll be 50.",
        "I'm Senior Engineer at Acme Corp. -- said no one ever.",
        "I'm Senior Engineer at Acme Corp. Just kidding! Still unemployed.",
        "I'm Senior Engineer at Acme Corp. (just kidding, I'm an intern).",
        "I'm Senior Engineer at Acme Corp. NOT.",
        "In the game I'm Chief Engineer at Starfleet Academy lol",
        "Daniel: I'm Director of Data Science at Corvid Health.\nMe: nice",
        "Sample intro: I'm Senior Engineer at Acme Corp., and I lead the API team.",
        "I'm Director of Data Science at Corvid Health for Halloween - costume party!",
        "I'm President of Tri Delta at UCLA this year!",
    ],
)
def test_no_title_from_a_plan_a_joke_a_speakers_words_or_a_costume(body):
    assert not {g for g in _facts(body) if g[0] == "Jonah Feldkamp" and g[1] in ("job_title", "works_at")}


def test_a_title_with_no_article_still_read_where_it_is_said():
    got = _facts("Big news. I'm Director of Data Science at Corvid Health. Yes, I left Lumenfield.")
    assert ("Jonah Feldkamp", "job_title", "Director of Data Science", "2020-03-04") in got


def test_a_boss_by_first_name_is_the_one_the_vault_knows():
    with known_people(lambda: ("Greg Tollefsrud",)):
        got = _facts("Greg's my new boss as of July 1.")
    assert ("Jonah Feldkamp", "manager", "Greg Tollefsrud", "2020-07-01") in got


HR = "UMSU Human Resources <hr-noreply@umsu.edu>"
NOTICE = (
    "A personnel action affecting your position has been {verb}.\n\nNew Job Title:         Associate Professor\n"
    "Effective Date:        07/01/2021\nSupervisor:            {boss}\n"
)


@pytest.mark.parametrize(
    "verb, boss, manager",
    [
        ("approved", "ABERNATHY-COLE, MONIQUE R", "Monique Abernathy-Cole"),
        ("approved", "Abernathy-Cole, Monique (interim)", "Monique Abernathy-Cole"),
        ("approved", "Vacant", None),
        ("approved", "Human Resources, Office", None),
        ("denied", "Abernathy-Cole, Monique", None),
        ("submitted for review", "Abernathy-Cole, Monique", None),
    ],
)
def test_an_hr_notice_only_approved_and_its_supervisor_only_a_person(verb, boss, manager):
    got = _facts(NOTICE.format(verb=verb, boss=boss), HR, "2021-06-04")
    assert {g[2] for g in got if g[1] == "manager"} == ({manager} if manager else set())


@pytest.mark.parametrize(
    "body",
    [
        "I would have been pleased to offer you a tenure-track appointment, but the line was frozen. The terms "
        "would have been:\n\nPosition:   Assistant Professor\nStart date: August 22, 2016\nReports to: Dr. Harold "
        "Vinterberg\n",
        "A personnel action affecting your position has been approved.\n\nAction:   Separation / Retirement\n"
        "Effective Date:        07/01/2021\nSupervisor:            Abernathy-Cole, Monique\n",
    ],
)
def test_no_post_from_an_offer_that_would_have_been_or_a_separation(body):
    assert not {g for g in _facts(body, HR, "2016-02-12") if g[0] == "Dana Levi"}


@pytest.mark.parametrize(
    "body",
    [
        "My first day at Planet Fitness is Monday, new year new me.",
        "My first day at Disney World is Monday! Then Epcot.",
        "My first day at Mayo Clinic is Monday -- they're doing my knee surgery.",
        "My first day at Costco was a disaster, they were out of everything.",
        "I got the volunteer job at Lakehead Regional's gift shop.",
        "I got the charge nurse job at Lakehead Regional but turned it down.",
    ],
)
def test_no_employer_from_a_first_day_that_is_no_job_or_a_job_turned_down(body):
    assert not {g for g in _facts(body) if g[1] == "works_at"}


def test_a_first_day_where_the_text_says_it_is_a_job():
    got = _facts("New job! My first day at Acme Logistics is Monday.")
    assert ("Jonah Feldkamp", "works_at", "Acme Logistics", "2020-03-09") in got


def test_the_news_before_an_address_book_heading_says_whose_the_number_is():
    body = (
        "Big news from Rafa -- he and Ines moved to Denver!\n\nUpdates for your address books:\n\n"
        "NEW cell: 720-555-0133\n\nT\n"
    )
    assert not {g for g in _facts(body, TOM, "2015-04-14") if g[1] == "phone"}


def test_an_address_given_for_a_stay_is_no_home():
    body = (
        "Ya llegamos.\n\nPara que lo tengan:\n\nHotel Adler\nMarktplatz 4\n37073 Göttingen\n\n"
        "We're staying there till Friday.\n\nT\n"
    )
    assert not {g for g in _facts(body, TOM, "2015-04-14") if g[1] in ("address", "lives_in")}


@pytest.mark.parametrize(
    "org_line",
    ["University of Arizona (retired)", "Class of 1975, Upper Missouri State University",
     "University of Oregon Ducks fan since 1988", "University of Oregon, MBA candidate"],
)  # fmt: skip
def test_a_sign_offs_school_line_that_is_no_employer(org_line):
    body = f"Thanks,\nDana Cole\nProfessor\n{org_line}\n541-555-0111\n"
    assert not {g for g in _facts(body, "Dana Cole <dc@gmail.com>", "2019-09-10") if g[1] == "works_at"}


def test_a_rank_no_longer_held_signs_no_employer():
    body = "Rafa\n\nCapt. Rafael Echeverría-Walsh (ret.)\nUpper Valley Fire District\ncell 915-555-0163\n"
    got = _facts(body, "Rafael Echeverría-Walsh <rafa.ew@hotmail.com>", "2019-09-10")
    assert not {g for g in got if g[1] == "works_at"}


@pytest.mark.parametrize(
    "lead",
    ["leider ist die Wohnung bereits vergeben. Zur Info: ", "anbei unser Angebot (noch nicht unterschrieben): ",
     "hiermit bestätigen wir die Kündigung des Mietvertrags. "],
)  # fmt: skip
def test_a_lease_let_to_another_offered_or_ended_is_no_home(lead):
    from tests.test_ecologists_mail import LEASE

    body = LEASE.replace("hiermit bestätigen wir", lead + "hiermit bestätigen wir")
    got = _facts(body, "Dieter Kämpfer <info@hv-kaempfer.de>", "2012-08-20", (TOM,))
    assert not {g for g in got if g[1] == "address"}
