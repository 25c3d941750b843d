"""A pastry chef's and bakery owner's family mail (benchmarks/gold/synthetic-mail-35, written in session 47 by a helper
who never saw the code, scored held out, read in session 48): a father's new street under "settling at:", a brother
"given the job", a school's appointment with its day, a post someone "will be" in from a day, a school e-mail from a
day; and the look-alikes each must leave alone."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said_by

DADDY = "Chukwudi Obi <chukwudi.obi@yahoo.com>"
TESS = "Tess Kowalski-Obi <tess@braidandcrumb.com>"


def _facts(body: str, author: str = DADDY, to: tuple = ("Ikenna Obi <ikenna.obi@gmail.com>",), day="2014-08-02"):
    return {(s, p, o, d) for s, p, o, d in _said_by(body, author, list(to), day) if p != "email" or "@" not in author}


def test_a_street_the_writers_settle_at_on_the_lines_under_it():
    body = (
        "My dear Ikenna,\n\nYour mother and I have finally completed the move. We took possession on the 1st of "
        "July and we are now settling\nat:\n\n    11802 Bramblewood Oaks Drive\n    Houston, TX 77077\n\nDaddy"
    )
    got = {(p, o) for s, p, o, _ in _facts(body) if s == "Chukwudi Obi"}
    assert ("address", "11802 Bramblewood Oaks Drive, Houston") in got
    assert ("lives_in", "Houston") in got


@pytest.mark.parametrize(
    "body",
    [
        "The Smiths settled at 12 Oak Lane, Austin, TX 78701.",  # others
        "Did you settle at 12 Oak Lane, Austin?",  # a question
    ],
)
def test_no_home_where_others_settle_or_one_asks(body):
    assert not {f for f in _facts(body) if f[1] in ("address", "lives_in")}


@pytest.mark.parametrize(
    "body, who",
    [
        ("Hi,\n\nYour brother Nnamdi has been given the job at Bayougate Energy.\n\nDaddy", "Nnamdi Obi"),
        ("Hi,\n\nI landed the job at Bayougate Energy!\n\nDaddy", "Chukwudi Obi"),
    ],
)
def test_a_job_given_or_landed(body, who):
    got = _facts(body, to=("Ikenna Obi <ikenna.obi@gmail.com>", "Nnamdi Obi <nnamdi.obi@gmail.com>"))
    assert (who, "works_at", "Bayougate Energy", "2014-08-02") in got


@pytest.mark.parametrize(
    "body",
    [
        "If I landed the job at Bayougate Energy, I would move.",  # a hypothetical
        "I landed the plane at Logan Airport.",  # no job
    ],
)
def test_no_job_landed_in_a_hypothetical_or_a_plane(body):
    assert not {f for f in _facts(body) if f[1] == "works_at"}


@pytest.mark.parametrize("name", ["Ikenna Obi", "Dr. Ikenna Obi"])
def test_an_appointment_from_the_day_it_takes_effect_not_the_day_of_the_vote(name):
    body = (
        f"The Board of Education on Monday approved the appointment of {name} as principal of Menomonee Ridge High "
        "School, effective July 1, 2020."
    )
    got = _facts(body, "TASD Communications <communications@tasd-wi.org>", ("x@example.com",), "2020-06-02")
    assert ("Ikenna Obi", "job_title", "principal", "2020-07-01") in got
    assert ("Ikenna Obi", "works_at", "Menomonee Ridge High School", "2020-07-01") in got


def test_a_post_someone_will_be_in_from_a_day():
    body = (
        "Team,\n\nI'm thrilled to tell you that Dominic Ferreira will\nbe General Manager of our Brantwood location, "
        "effective Tuesday the 3rd.\n\nTess"
    )
    got = _facts(body, TESS, ("Braid & Crumb Team <team@braidandcrumb.com>",), "2019-08-26")
    assert ("Dominic Ferreira", "job_title", "General Manager of our Brantwood location", "2019-09-03") in got


@pytest.mark.parametrize(
    "sentence",
    [
        "Jane Smith will be out of the office, starting Monday.",  # no post
        "Jane Smith will be Acting Director while Tom is away, starting Monday.",  # a stand-in's
        "Jane Smith will be Chair of the picnic committee, starting Monday.",  # a club's seat
        "If all goes well, Jane Smith will be Director of Sales, effective March 1.",  # a hypothetical
    ],
)
def test_no_post_from_a_day_for_an_absence_a_stand_in_a_seat_or_a_hope(sentence):
    got = _facts(f"Hi all,\n\n{sentence}\n\nTess", TESS, ("Jane Smith <jane@example.com>",), "2019-08-26")
    assert not {f for f in got if f[0] == "Jane Smith" and f[1] == "job_title"}


@pytest.mark.parametrize(
    "sentence, day",
    [
        ("My school email will be iobi@tasd-wi.org.", "2020-06-02"),
        ("My school email from July 1 will be iobi@tasd-wi.org. Cell is the same.", "2020-07-01"),
        ("My work email as of July 1 is iobi@tasd-wi.org.", "2020-07-01"),
    ],
)
def test_an_email_of_ones_own_from_a_day(sentence, day):
    ike = "Ikenna Obi <ikenna.obi@gmail.com>"
    got = _said_by(f"Hi all,\n\n{sentence}\n\nIke", ike, ["x@example.com"], "2020-06-02")
    assert ("Ikenna Obi", "email", "iobi@tasd-wi.org", day) in got


def test_a_mothers_first_cell_and_the_house_phone_that_stays():
    body = (
        "Hi Honey,\n\nSome news. I finally gave in and got one of those cell phones, Dot set it up for\nme. The number "
        "is 773-555-0145. The house phone is the same of course, 773-555-0104.\n\nMom"
    )
    got = _facts(body, "Irene Kowalski <irene.kowalski52@aol.com>", ("tkowalski75@yahoo.com",), "2012-04-15")
    assert {("Irene Kowalski", "phone", "+17735550145"), ("Irene Kowalski", "phone", "+17735550104")} <= {
        f[:3] for f in got
    }


def test_no_number_of_a_cell_got_for_another():
    body = "Hi,\n\nI got one of those cell phones for Dad. The number is 773-555-0145.\n\nMom"
    got = _facts(body, "Irene Kowalski <irene.kowalski52@aol.com>", ("tkowalski75@yahoo.com",), "2012-04-15")
    assert not {f for f in got if f[1] == "phone"}


def test_new_digs_on_the_lines_under_the_label_and_not_anothers():
    dot = "Dot Kowalski <dot.kowalski.rn@gmail.com>"
    body = "new digs:\n\n2290 Pinyon Loft Ct, Unit 4\nDenver, CO 80211\n\nd"
    got = _facts(body, dot, ("tess@example.com",), "2017-04-12")
    assert ("Dot Kowalski", "lives_in", "Denver", "2017-04-12") in got
    body = "Hi,\n\nTom showed us his new digs: 2290 Pinyon Loft Ct, Denver.\n\nd"
    assert not {f for f in _facts(body, dot, ("tess@example.com",), "2017-04-12") if f[1] in ("address", "lives_in")}
