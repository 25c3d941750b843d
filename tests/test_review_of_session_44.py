"""A review's probes of session 44's readings (a helper with ~330 look-alikes, each run against the session's start):
the faults it found, kept as cases that must not come back, and the readings they must not undo."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.title_line import title_and_org
from hinet_pipeline.memory.people.kinds import identity_kind

from .test_trade_mail import _said

NOA = "Noa Friedman <noa.friedman@pinemail.net>"
ME = "Noa Friedman"
READER = "Dana Levi"


@pytest.mark.parametrize(
    "author, body, day, absent",
    [
        # an offer letter pasted for someone else, a posting, a PTA's welcome, a son's internship, a declined offer
        (NOA, "Tom asked me to look over his offer letter, pasting it here:\n\nDear Tom,\nWe are pleased to offer you "
         "the position of Senior Engineer.\nPosition: Senior Engineer\nReports to: Sam Ortiz\nStart date: Monday, "
         "March 17, 2014", "2014-02-18", (READER,)),
        ("HR <hr@x.com>", "We'd love to welcome you to our team someday! Here's a role that opened up:\nPosition: "
         "Senior Engineer\nLocation: Austin, TX\nReports to: Sam Ortiz", "2014-02-18", (READER,)),
        ("PTA <pta@x.org>", "We are delighted to welcome you to the PTA board!\nPosition: Treasurer\nReports to: Karen "
         "Wu, PTA President", "2014-02-18", (READER,)),
        ("HR <hr@x.com>", "We are pleased to offer your son Ari the summer internship. We look forward to seeing you "
         "at orientation.\nPosition: Intern\nReports to: Jamie Cole", "2014-02-18", (READER,)),
        # someone else's number or address
        (NOA, "היי, לאמא שלי יש מספר נייד חדש: 052-6093318. תעדכני אצלך.", "2019-03-01", ("+972526093318",)),
        (NOA, "dad switched carriers, new cell 617-555-0185", "2019-03-01", ("+16175550185",)),
        (NOA, "Talked to Tom. And he moved to Denver, new cell 720-555-0185.", "2019-03-01", ("+17205550185",)),
        (NOA, "Dad retired last week. Cell stays 608-555-0137, he says.", "2019-03-01", ("+16085550137",)),
        (NOA, "Updates from the family:\n- Maya moved to Boston.\n- Cell stays 617-555-0142.", "2019-03-01",
         ("+16175550142",)),
        (NOA, "The clinic moved to Elm St. Number stays 608-555-0199 for appointments.", "2019-03-01",
         ("+16085550199",)),
        (NOA, "Dad finally got email! Please use dfriedman42@gmail.com from now on when you write him.", "2019-03-01",
         ("dfriedman42@gmail.com",)),
        (NOA, "We moved Mom into the new facility last week. The address is: 300 Birch Ln, Apt 4, Dayton, OH 45402. "
         "She'd love cards!", "2019-03-01", ("address", "lives_in")),
        (NOA, "We moved Mom last week. For your address book:\n300 Birch Ln, Apt 4\nDayton, OH 45402", "2019-03-01",
         ("address", "lives_in")),
        (NOA, "We moved the book club to Rachel's this month.\nAddress: 14 Oak Ave, Newton, MA 02458\nSee you at 7!",
         "2019-03-01", ("address", "lives_in")),
        (NOA, "אמא עברה לדיור מוגן. כתובת למכתבים: רחוב האלון 8, דירה 14, קריית טבעון.", "2019-03-01",
         ("address", "lives_in")),
        (NOA, "נפגשים ביום שלישי בעשר. הכתובת: משרדי החברה, רחוב הברזל 30, תל אביב.", "2019-03-01",
         ("address", "lives_in")),
        # a let that is no home, a home bought that is not lived in
        ("Harlan O <h@x.com>", "You're all set for Unit 214, 1200 Industrial Pkwy, Columbus 43207. Lease starts Feb 1 "
         "2018, month to month. Gate code 4411.", "2018-01-29", ("address",)),
        (NOA, "קנינו דירה בחיפה להשקעה, נשכיר אותה לסטודנטים. השוכרים נכנסים ב-27 באפריל.", "2017-02-14",
         ("lives_in",)),
        (NOA, "כמעט קנינו דירה בחיפה אבל זה נפל ברגע האחרון. נכנסים ב-27 באפריל לדירה השכורה ברמת גן.", "2017-02-14",
         ("חיפה",)),
        # a trip, a move not yet made, a hedged condition
        (NOA, "We finally moved the piano into the living room. I'm now in Boston for my cousin's wedding, flying home "
         "Sunday.", "2019-03-01", ("lives_in",)),
        (NOA, "We moved the meeting to Thursday. I'm in Chicago now until Wednesday.", "2019-03-01", ("lives_in",)),
        (NOA, "We're moving next month! New address: 3318 N. Halvorsen Ave, Apt 2F, Chicago, IL 60657.", "2019-03-01",
         ("address", "lives_in")),
        (NOA, "If the sale goes through, but who knows, we move to Denver on May 1.", "2019-03-01", ("lives_in",)),
        # one-off roles, a joke, a past boss
        (NOA, "I'm the designated driver for the Smith wedding.", "2019-03-01", ("job_title",)),
        (NOA, "I'm the treasurer for the Lincoln Elementary PTA this year.", "2019-03-01", ("job_title",)),
        (NOA, "I'm the designated cook at Thanksgiving again this year", "2019-03-01", ("job_title", "works_at")),
        (NOA, "I've been guest chef at The Quarry Table twice this month", "2019-03-01", ("works_at",)),
        (NOA, "המנהלת שלי שם היא מיכל ברק, בעבודה הקודמת. היום אני עצמאית.", "2019-03-01", ("manager",)),
        # a greeting or a business over a Hebrew number; a family's domain; a shareholder
        (NOA, "היי, מה נשמע?\n\nשבת שלום\n052-6093318", "2019-03-01", ("שבת שלום",)),
        ("Chidi Okafor <chidi@okaforfamily.com>", "See you soon.\n\nChidi Okafor\nThe Okafor Family\n617-555-0100",
         "2019-03-01", ("The Okafor Family",)),
        ("Tom Berg <tom@berg.net>", "Count me in.\n\nTom Berg\nShareholder, Apple Inc.\n617-555-0100", "2019-03-01",
         ("works_at",)),
    ],
)  # fmt: skip
def test_the_reviews_look_alikes_store_none_of_it(author, body, day, absent):
    got = _said(body, day, author=author)
    assert not {g for g in got for a in absent if a in g}, got


@pytest.mark.parametrize(
    "line", ["Director, Food & Beverage", "Coordinator, Parks & Recreation", "Head, Diversity & Inclusion",
             "Producer, The Morning Show", "Director, The Annual Fund"],
)  # fmt: skip
def test_a_department_after_a_titles_comma_is_no_firm(line):
    assert title_and_org(line, set())[1] is None


def test_a_person_at_a_specialists_domain_is_a_person():
    assert identity_kind("email", "jdoe@allergyspecialists.com", {"Jane Doe": 3}, {"personal": 3}) is None
