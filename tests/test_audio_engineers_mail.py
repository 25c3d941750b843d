"""An audio engineer's mail (benchmarks/gold/synthetic-mail-27, read in session 46): a start day named by a US holiday
("the Monday after Labor Day"), an offer of "the X position" to its reader, a radio station as an employer, a list's
"You received this because ..." footer under a sign-off, a title its writer made up, a neighbourhood association's
officer, an offer confirmed "reporting to Y" (the reader's boss, not the writer's), and their look-alikes."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from hinet_pipeline.memory.facts.dates import resolve_date
from hinet_pipeline.memory.facts.holidays import holiday_date
from hinet_pipeline.memory.facts.named import known_people
from tests.test_trade_mail import _said_by

DEZ = "Dez Achterberg <dez.achterberg@prairiemail.net>"
GLORIA = "Gloria Ruiz-Hanley <gruizhanley@mvpublicradio.org>"


def _day(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "text, base, prefer, day",
    [
        ("the Monday after Labor Day", _day(2010, 8, 2), "future", _day(2010, 9, 13)),  # (Labor Day 2010: Sep 6)
        ("Labor Day", _day(2010, 8, 2), None, _day(2010, 9, 6)),
        ("Labor Day", _day(2010, 8, 2), "past", _day(2009, 9, 7)),  # (a day gone by: last year's)
        ("Memorial Day", _day(2020, 1, 10), None, _day(2020, 5, 25)),
        ("Thanksgiving", _day(2019, 12, 1), "since", _day(2019, 11, 28)),
        ("the Friday before Memorial Day", _day(2021, 4, 1), None, _day(2021, 5, 28)),
        ("Thanksgiving Day", _day(2019, 12, 1), None, _day(2020, 11, 26)),  # (the next one)
    ],
)
def test_a_day_named_by_a_us_holiday(text, base, prefer, day):
    assert holiday_date(text, base, prefer) == day
    assert resolve_date(text, base, prefer) == day  # (and the general resolver reads it the same)


def test_thanksgiving_is_the_owners_regions():
    from hinet_pipeline.memory.facts.numeric_order import numeric_dates

    with numeric_dates("CA"):  # (Canada's: the second Monday of October)
        assert holiday_date("the Tuesday after Thanksgiving", _day(2022, 9, 28)) == _day(2022, 10, 11)
    with numeric_dates("US"):
        assert holiday_date("the Tuesday after Thanksgiving", _day(2022, 9, 28)) == _day(2022, 11, 29)


@pytest.mark.parametrize("text", ["Labor Party", "the Monday after", "Memorial Hospital", "Thanks"])
def test_no_holiday_where_none_is_named(text):
    assert holiday_date(text, _day(2010, 8, 2)) is None


OFFER = (
    "Dez,\n\nThank you for coming in again on Thursday - the whole panel was impressed.\n\n"
    "I'm happy to offer you the Staff Audio Engineer position. We'd like you to\nstart the Monday after Labor Day. "
    "You'll be reporting to me.\n\nGloria\n\nGloria Ruiz-Hanley\nChief Engineer\nMississippi Valley Public Radio\n"
    "480 Lowertown Quay, St. Paul, MN 55101\n651-555-0120 ext. 201\n"
)


def test_an_offer_of_the_x_position_from_the_start_day_a_holiday_names():
    got = _said_by(OFFER, GLORIA, [DEZ], "2010-08-02")
    assert ("Dez Achterberg", "job_title", "Staff Audio Engineer", "2010-09-13") in got
    assert ("Dez Achterberg", "manager", "Gloria Ruiz-Hanley", "2010-09-13") in got  # (from the start too)
    # (and the station, known as a firm by its words, employs the writer)
    assert ("Gloria Ruiz-Hanley", "works_at", "Mississippi Valley Public Radio", "2010-08-02") in got
    assert ("Gloria Ruiz-Hanley", "job_title", "Chief Engineer", "2010-08-02") in got


@pytest.mark.parametrize(
    "body",
    [
        "We'd be happy to offer you the Staff Audio Engineer position if the budget comes through.",
        "I wish I could offer you the Staff Audio Engineer position, but it went to someone internal.",
        "Sam was happy to offer you a ride to the Staff Audio Engineer interview.",
    ],
)
def test_no_offer_where_it_is_a_condition_a_wish_or_no_offer(body):
    got = _said_by(body, GLORIA, [DEZ], "2010-08-02")
    assert not {g for g in got if g[1] == "job_title" and g[0] == "Dez Achterberg"}


def test_a_sign_off_over_a_lists_you_received_this_footer():
    body = (
        "Practice is Thursday at 7.\n\nRuss\n\nRuss Kowalczyk\nHead Brewer\nTenpenny Brewing Co.\n"
        "612-555-0166\n\n--\nYou received this because you are subscribed to lowfi@lists.lowfidelityband.com.\n"
        "To unsubscribe, send a blank message to lowfi-leave@lists.lowfidelityband.com\n"
    )
    got = _said_by(body, "Russ Kowalczyk <russ@tenpennybrewing.com>", ["lowfi@lists.lowfidelityband.com"], "2013-05-01")
    assert ("Russ Kowalczyk", "works_at", "Tenpenny Brewing Co.", "2013-05-01") in got
    assert ("Russ Kowalczyk", "phone", "+16125550166", "2013-05-01") in got
    assert not {g for g in got if "subscribed" in g[2] or "unsubscribe" in g[2]}


MIKEY = (
    "Gents,\n\nMikey has been named Chief Executive Officer of the Dish Pit, which is a real\n"
    "title that I just made up. He's actually our GM.\n\nRuss\n"
)


def test_a_title_its_writer_made_up_is_no_fact():
    with known_people(lambda: ("Mikey Trang", "Russ Kowalczyk")):
        got = _said_by(MIKEY, "Russ Kowalczyk <russ@tenpennybrewing.com>", ["band@example.com"], "2013-04-15")
        assert not {g for g in got if g[1] == "job_title" and g[0] == "Mikey Trang"}
        # the look-alike: the same news, meant
        meant = MIKEY.replace(", which is a real\ntitle that I just made up", "")
        got = _said_by(meant, "Russ Kowalczyk <russ@tenpennybrewing.com>", ["band@example.com"], "2013-04-15")
        assert ("Mikey Trang", "job_title", "Chief Executive Officer of the Dish Pit", "2013-04-15") in got


@pytest.mark.parametrize(
    "org, employs",
    [
        ("Palo Verde Heights Neighborhood Association", False),
        ("Oak Hollow Homeowners Association", False),
        ("Lincoln Elementary PTA", False),
        ("American Heart Association", True),  # (an association that employs its staff)
    ],
)
def test_an_officer_of_a_neighbourhood_association_is_not_employed_by_it(org, employs):
    body = f"Thanks all,\nHal Brumfield\nPresident, {org}\n520-555-0156\n"
    got = _said_by(body, "Hal Brumfield <hal.brumfield@saguaronet.net>", ["list@lists.pvhna.org"], "2020-02-18")
    assert (("Hal Brumfield", "works_at", org, "2020-02-18") in got) is employs
    assert ("Hal Brumfield", "phone", "+15205550156", "2020-02-18") in got


def test_an_offer_confirmed_reporting_to_someone_is_not_the_writers_boss():
    body = (
        "Dear Desmond,\n\nOn behalf of Bramblefox Games, LLC, I'm pleased to confirm our offer of\n"
        "employment for the position of Audio Lead, reporting to Priya Venkataraman,\nHead of Production.\n\n"
        "Warm regards,\n\nTamsin Okafor\nPeople Operations Manager\nBramblefox Games, LLC\n512-555-0180 x310\n"
    )
    tamsin = "Tamsin Okafor <tamsin.okafor@bramblefoxgames.com>"
    got = _said_by(body, tamsin, [DEZ, "Priya Venkataraman <priya@bramblefoxgames.com>"], "2015-02-13")
    assert not {g for g in got if g[0] == "Tamsin Okafor" and g[1] == "manager"}
    assert ("Tamsin Okafor", "works_at", "Bramblefox Games, LLC", "2015-02-13") in got
    # the look-alike: the writer's own post, reporting to someone
    own = "Hi all,\n\nI joined last week as Head of Procurement here at Arla Foods UK, reporting to Jens Holm.\n\nT\n"
    got = _said_by(own, tamsin, ["team@example.com", "Jens Holm <jens@arla.example>"], "2015-02-13")
    assert {g for g in got if g[0] == "Tamsin Okafor" and g[1] == "manager" and g[2] == "Jens Holm"}


OWEN = "Owen Castellano <owen@bramblefoxgames.com>"
OWEN_SIGN = "\n\nOwen\n\nOwen Castellano\nVP of Development, Bramblefox Games\ndirect 512-555-0184\n"


def test_a_welcome_to_one_who_joins_us_on_a_weekday_and_the_boss_said_after():
    body = (
        "Hi all,\n\nPlease join me in welcoming Kenji Morrow, who joins us Monday (1/11) as a\nSound Designer on the "
        "audio team. Kenji comes to us from six years at Corvid\nAudio Post in LA, where he cut trailers. He'll\n"
        "be reporting to Dez Achterberg.\n"
    )
    got = _said_by(body + OWEN_SIGN, OWEN, ["all@bramblefoxgames.com"], "2016-01-08")
    assert {
        ("Kenji Morrow", "job_title", "Sound Designer", "2016-01-11"),
        ("Kenji Morrow", "works_at", "Bramblefox Games", "2016-01-11"),
        ("Kenji Morrow", "manager", "Dez Achterberg", "2016-01-11"),  # (from the day he joins)
    } <= got


@pytest.mark.parametrize(
    "body",
    [
        # another named in full between the news and "He": unsaid whose boss
        "Kenji Morrow joins us Monday as a Sound Designer. Ana Ruiz built the studio. He'll be reporting to Dez "
        "Achterberg.",
        # "he" not opening its sentence
        "Kenji Morrow joins us Monday as a Sound Designer. From March on he'll be reporting to Dez Achterberg.",
    ],
)
def test_no_boss_for_the_one_welcomed_where_he_may_be_another(body):
    got = _said_by(body + OWEN_SIGN, OWEN, ["all@bramblefoxgames.com"], "2016-01-08")
    assert ("Kenji Morrow", "job_title", "Sound Designer", "2016-01-11") in got
    assert not {g for g in got if g[0] == "Kenji Morrow" and g[1] == "manager"}


CARLA = "Carla Achterberg <carla.achterberg@prairiemail.net>"


def test_a_post_got_at_a_firm_and_the_day_he_starts():
    body = (
        "Dez,\n\nThe harder part: Greg got the charge nurse job at Lakehead Regional in Duluth\n"
        "and he starts August 1st. So we're moving to Duluth this summer.\n\nCarla\n"
    )
    with known_people(lambda: ("Greg Tollefsrud", "Carla Achterberg")):
        got = _said_by(body, CARLA, [DEZ], "2012-03-10")
    assert ("Greg Tollefsrud", "works_at", "Lakehead Regional", "2012-08-01") in got
    assert ("Greg Tollefsrud", "job_title", "charge nurse", "2012-08-01") in got
    # one's own, said so
    got = _said_by("I got the charge nurse job at Lakehead Regional! I start August 1st.\n\nCarla\n", CARLA, [DEZ],
                   "2012-03-10")  # fmt: skip
    assert ("Carla Achterberg", "works_at", "Lakehead Regional", "2012-08-01") in got


@pytest.mark.parametrize(
    "body",
    [
        "I got a summer job at Lakehead Regional, just filing.",  # (a summer's work, no employer of a life)
        "Greg got the charge nurse job at Lakehead Regional? No idea, ask him.",
    ],
)
def test_no_employer_from_a_summer_job_or_a_question(body):
    with known_people(lambda: ("Greg Tollefsrud", "Carla Achterberg")):
        got = _said_by(body + "\n\nCarla\n", CARLA, [DEZ], "2012-03-10")
    assert not {g for g in got if g[1] == "works_at"}


BOOK = (
    "Hi everyone,\n\nI made it to Texas in one piece.\nUpdates for your address books:\n\n"
    "NEW cell: 512-555-0163. The old 612 number gets shut off on the 30th, so\nplease switch now.\n\n"
    "Home: 5106 Pecan Hollow Ln, Austin, TX 78745 (rental; it has a pecan tree\nthat apparently hates me).\n\nDez\n"
)


def test_a_number_in_capitals_and_a_home_line_under_updates_for_your_address_books():
    got = _said_by(BOOK, DEZ, ["Mom <ingrid.lund@prairiemail.net>"], "2015-04-14")
    assert ("Dez Achterberg", "phone", "+15125550163", "2015-04-14") in got
    assert ("Dez Achterberg", "address", "5106 Pecan Hollow Ln, Austin", "2015-04-14") in got
    assert ("Dez Achterberg", "lives_in", "Austin", "2015-04-14") in got


@pytest.mark.parametrize(
    "body",
    [
        "Hi,\n\nHome: 5106 Pecan Hollow Ln, Austin, TX 78745\nWork: 600 Congress Bend Ave, Austin, TX 78701\n",
        "Mom moved into the new place. Updates for your address books:\n\nHome: 12 Oak St, Edina, MN 55424\n",
    ],
)
def test_no_home_from_a_home_line_without_the_heading_or_after_anothers_move(body):
    got = _said_by(body + "\nDez\n", DEZ, ["Mom <ingrid.lund@prairiemail.net>"], "2015-04-14")
    assert not {g for g in got if g[1] in ("address", "lives_in")}
