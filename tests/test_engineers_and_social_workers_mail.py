# ruff: noqa: E501
"""What two held-out mailboxes read in session 52 showed (benchmarks/gold/synthetic-mail-50, an Indian engineer's:
Coimbatore, Chennai, Bengaluru, Pune, Toronto; -51, an Israeli social worker's, three quarters Hebrew; each written by
a helper that never saw the code): an address as India writes it, a number read as India writes it in a mail sent at
+05:30, "our apartment will be:", "Moving in on the 17th:", "Address for the Deepavali sweets:", a letter's inside
address no employer, a conference committee's seat and an event's year no post, a unit of a firm in a title's line and
a post box no employer; and the look-alikes each reading must leave alone."""

from __future__ import annotations

import pytest

from hinet_pipeline.config import Owner
from hinet_pipeline.memory.facts.address import city_of, read_address
from hinet_pipeline.memory.facts.extract import extract
from hinet_pipeline.records import CanonicalItem
from tests.test_trade_mail import _said_by

ARJUN = "Arjun Venkataraman <arjun.venkat88@gmail.com>"


@pytest.mark.parametrize(
    ("text", "address", "town"),
    [
        (
            "14, Ramalinga Nagar 2nd Street, Saibaba Colony, Coimbatore 641011.",
            "14, Ramalinga Nagar 2nd Street, Saibaba Colony, Coimbatore 641011",
            "Coimbatore",
        ),
        (
            "Flat G2, Vaigai Apartments, 4th Street, Thoraipakkam, Chennai 600097",
            "Flat G2, Vaigai Apartments, 4th Street, Thoraipakkam, Chennai 600097",
            "Chennai",
        ),
        (
            "#88, 2nd Floor, 27th Main, HSR Layout Sector 1, Bengaluru 560102",
            "#88, 2nd Floor, 27th Main, HSR Layout Sector 1, Bengaluru 560102",
            "Bengaluru",
        ),
        (
            "A-1104, Greenfield Meadows, ITPL Main Road, Whitefield, Bengaluru 560066",
            "A-1104, Greenfield Meadows, ITPL Main Road, Whitefield, Bengaluru 560066",
            "Bengaluru",
        ),
        (
            "Flat 304, Sai Residency,\n5th Cross, 8th Main,\nKoramangala 4th Block, Bengaluru - 560034",
            "Flat 304, Sai Residency, 5th Cross, 8th Main, Koramangala 4th Block, Bengaluru 560034",
            "Bengaluru",
        ),
    ],
)
def test_an_address_as_india_writes_it(text, address, town):
    got = read_address(text, 0)
    assert got and got[0] == address and city_of(got[0]) == town


@pytest.mark.parametrize(
    "text",
    [
        "Flat G2 is where we met in 2014, near Chennai 600097.",  # a sentence, not an address
        "12 Main St, Springfield 62704",  # (a ZIP code's five digits: read as before)
        "Flat 304, Sai Residency,\n\nKoramangala 4th Block, Bengaluru 560034",  # (a blank line between: no one address)
    ],
)
def test_what_is_no_indian_address(text):
    got = read_address(text, 0)
    assert not got or not got[0].endswith(("600097", "560034"))


def _item(body: str, author: str, day: str, to=("Arjun <arjun.venkat88@gmail.com>",)) -> set:
    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": day, "account": "a", "author": author,
         "participants": [author, *to], "title": "", "body": body}
    )  # fmt: skip
    found = (f.observation for f in extract(item, 1, Owner("Dana Levi", ("dana.levi@example.com",), "US")))
    return {(o.subject, o.predicate, o.object) for o in found}


def test_a_number_as_india_writes_it_in_a_mail_sent_at_0530():
    body = "Dear Arjun,\n\nOur BSNL landline was dead. New number is 0422-200 0417. My mobile is same, 90000 03310.\n\nAppa\n"
    author = '"K. Venkataraman" <venkataraman.k56@gmail.com>'
    got = _item(body, author, "2013-06-14T07:42:10+05:30")
    assert {g[2] for g in got if g[1] == "phone"} == {"+914222000417", "+919000003310"}
    # the same mail sent from a zone no one country keeps: the owner's region reads none of them
    assert not {g for g in _item(body, author, "2013-06-14T07:42:10+01:00") if g[1] == "phone"}


@pytest.mark.parametrize(
    ("said", "address"),
    [
        (
            "From February 1 our apartment will be: Unit 2207, 120 Carrowmore Street, Toronto, ON M5V 0K3",
            "Unit 2207, 120 Carrowmore Street, Toronto",
        ),
        (
            "Moving in on the 17th: 2291 Cottonwood Bluff Court, San Jose, CA 95120",
            "2291 Cottonwood Bluff Court, San Jose",
        ),
        (
            "Address for the Deepavali sweets (hint hint): 845 Larkspur Terrace, Apt 12, Sunnyvale, CA 94086",
            "845 Larkspur Terrace, Apt 12, Sunnyvale",
        ),
    ],
)
def test_a_home_said_before_its_address(said, address):
    got = _said_by(
        f"Hi Arjun,\n\nBig news, I think you'll like it.\n\n{said}\n\nKarthik\n",
        "Karthik Subramanian <karthik.s@gmail.com>",
        [ARJUN],
        "2019-11-02",
    )
    assert {g[2] for g in got if g[1] == "address"} == {address}


@pytest.mark.parametrize(
    "said",
    [
        "Tom's moving in on the 17th: 2291 Cottonwood Bluff Court, San Jose, CA 95120",  # his
        "Renting a van for the move: 2291 Cottonwood Bluff Court, San Jose, CA 95120",  # no home
        "From February 1 their apartment will be: Unit 2207, 120 Carrowmore Street, Toronto, ON M5V 0K3",  # theirs
        "Address for the party: 845 Larkspur Terrace, Apt 12, Sunnyvale, CA 94086",  # a party's place
    ],
)
def test_what_a_home_said_before_its_address_does_not_say(said):
    got = _said_by(
        f"Hi Arjun,\n\nBig news.\n\n{said}\n\nKarthik\n",
        "Karthik Subramanian <karthik.s@gmail.com>",
        [ARJUN],
        "2019-11-02",
    )
    assert not {g for g in got if g[1] in ("address", "lives_in")}


def test_a_letters_inside_address_is_no_employer():
    body = (
        "Dear Arjun,\n\nPlease find below your relieving letter.\n\nHR Operations\nKaveri Infotech Solutions Pvt. Ltd.\n\n"
        "To\nMr. Arjun Venkataraman\nFlat G2, Vaigai Apartments\n4th Street, Thoraipakkam\nChennai 600097\n\n"
        "This is to certify that Mr. Arjun Venkataraman was employed with Kaveri Infotech Solutions Pvt. Ltd.\n"
    )
    got = _said_by(body, "Kaveri Infotech HR <hr@kaveriinfotech.com>", ["arjun.venkat88@gmail.com"], "2014-01-31")
    assert not {g for g in got if g[1] == "works_at" and "Flat" in g[2]}


def test_a_conference_committees_seat_and_an_events_year_are_no_post():
    body = (
        "Dear Ms Ben-David,\n\nI am pleased to inform you that your abstract has been accepted.\n\nWith best wishes,\n\n"
        "Dr Fiona Gallacher\nChair, Scientific Committee\nIFHSW 2019\n"
    )
    got = _said_by(
        body,
        "IFHSW 2019 Programme Committee <programme@ifhsw2019.org>",
        ["Noa Ben-David <noabd.sw@gmail.com>"],
        "2019-03-14",
    )
    assert not {g for g in got if g[0] == "Fiona Gallacher" and g[1] in ("job_title", "works_at")}
    # a post and an employer of her own, named in the same block: read
    got = _said_by(
        body.replace("IFHSW 2019\n", "IFHSW 2019\nSenior Lecturer in Social Work\nUniversity of Lothian Braes\n"),
        "Fiona Gallacher <f.gallacher@lothianbraes.ac.uk>",
        [],
        "2019-03-14",
    )
    assert ("Fiona Gallacher", "works_at", "University of Lothian Braes", "2019-03-14") in got


def test_a_unit_in_a_title_line_and_a_post_box_are_no_employer():
    body = "נועה שלום,\n\nבהצלחה!\n\nהדס מימון\nרכזת קליטת עובדים | אגף משאבי אנוש\nמרכז רפואי שערי אור | ת.ד. 3350, ירושלים\nטל' 02-5550110\n"
    got = _said_by(body, "הדס מימון <hadas.m@shaarei-or.org.il>", ["Noa Ben-David <noa@x.org.il>"], "2018-09-02")
    assert not {g for g in got if g[1] == "works_at" and ("ת.ד" in g[2] or g[2].startswith("אגף"))}


NOA = "נועה בן-דוד <noa.bendavid90@walla.co.il>"
EINAT = "עינת גבאי <einat@gesher-labayit.org.il>"


def test_a_hebrew_boss_said_as_people_say_it():
    got = _said_by(
        "היי,\n\nראש הצוות שלי תהיה אורנה שטרית, זאת שראיינה אותי בפעם השנייה.\n\nנועה\n", NOA, [], "2013-09-01"
    )
    assert ("נועה בן-דוד", "manager", "אורנה שטרית", "2013-09-01") in got
    got = _said_by("היי,\n\nראש הצוות שלי היה פעם אבי לוי.\n\nנועה\n", NOA, [], "2013-09-01")  # (a boss of old)
    assert not {g for g in got if g[1] == "manager"}
    # the reader's, in a welcome: "הממונה הישירה שלך:"
    got = _said_by(
        "נועה שלום,\n\nברוכה הבאה! הממונה הישירה שלך: גב' יעל רוזנטל, מנהלת השירות לעבודה סוציאלית.\n\nהדס\n",
        "הדס מימון <klita@shaarei-or.org.il>",
        [NOA],
        "2018-09-02",
    )
    assert ("נועה בן-דוד", "manager", "יעל רוזנטל", "2018-09-02") in got


def test_one_announced_in_hebrew_who_reports_to_the_writer():
    got = _said_by(
        "שלום לכולם,\n\nבשמחה רבה אני מבשרת שנועה בן-דוד הצטרפה אלינו השבוע, ב-1.2, כמנהלת סניף ירושלים, והיא כפופה אליי.\n\nעינת גבאי\n",
        EINAT,
        [],
        "2022-02-03",
    )
    assert ("נועה בן-דוד", "job_title", "מנהלת סניף ירושלים", "2022-02-03") in got
    assert ("נועה בן-דוד", "manager", "עינת גבאי", "2022-02-03") in got
    got = _said_by(
        'שלום לכולם,\n\nשמחה לעדכן שתמר אוחנה מצטרפת לצוות סניף ירושלים כעו"ס קהילתית. תמר תהיה כפופה אליי.\n\nעינת גבאי\n',
        EINAT,
        [],
        "2022-05-08",
    )
    assert ("תמר אוחנה", "manager", "עינת גבאי", "2022-05-08") in got
    # not to the writer, or someone else
    for body in (
        'שלום לכולם,\n\nשמחה לעדכן שתמר אוחנה מצטרפת לצוות סניף ירושלים כעו"ס קהילתית. היא לא כפופה אליי, אלא לדנה.\n\nעינת\n',
        "שלום לכולם,\n\nאני שמחה לבשר שדנה כהן הצטרפה אלינו כמנהלת חשבונות. רונית כפופה אליי.\n\nעינת\n",
    ):
        assert not {g for g in _said_by(body, EINAT, [], "2022-05-08") if g[1] == "manager"}
