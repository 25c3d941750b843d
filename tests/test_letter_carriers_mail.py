"""A letter carrier's family mail from Toledo (benchmarks/gold/synthetic-mail-36, written in session 48 by a helper who
never saw the code, scored held out, then read): a mother's "Mom" over her numbers, a foreman for a boss, a
machinist's sign-off, a title that ends where its clause's next verb starts; and the look-alikes each must leave
alone."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said_by

DENISE = "Denise Kowalczyk <dkowalczyk68@yahoo.com>"
KIDS = ["Kayla Kowalczyk <kaylakowalczyk90@gmail.com>"]


def _phones(body: str) -> set:
    return {(s, o) for s, p, o, _ in _said_by(body, DENISE, KIDS, "2013-03-10") if p == "phone"}


@pytest.mark.parametrize("closing", ["Love you all.\n\n", "Love,\n", "xoxo\n\n"])
def test_a_mother_signs_as_mom_over_her_numbers(closing):
    body = f"Hi kids,\n\nWork is work.\n\n{closing}Mom\n\nhouse 419-555-0123\ncell  419-555-0147"
    assert _phones(body) == {("Denise Kowalczyk", "+14195550123"), ("Denise Kowalczyk", "+14195550147")}


@pytest.mark.parametrize(
    "body",
    [
        "Mom\n\n419-555-0199\n\nKayla",  # a greeting at the top
        "Hi,\n\nNumbers for the sitter:\n\nDad\n419-555-0100\n\nD",  # a list's names
        "Hi,\n\nAsk Dad.\nDad\n419-555-0100\n\nD",  # no closing, no blank line above it
    ],
)
def test_no_number_of_a_parents_word_that_signs_nothing(body):
    assert not _phones(body)


def test_a_foreman_is_a_boss():
    body = "ya got here fine.\n\nits a man camp basically. my foreman is\nDale Rustad, hes from Minot, hes ok.\n\n-j"
    got = _said_by(body, "Jake Kowalczyk <jake.kowalczyk92@gmail.com>", [DENISE], "2013-09-22")
    assert ("Jake Kowalczyk", "manager", "Dale Rustad", "2013-09-22") in got


def test_a_machinists_sign_off():
    body = (
        "Den,\n\nTold Rick here.\n\nG\n\nGary Kowalczyk\nCNC Machinist, 2nd Shift\nLakeshore Driveline Inc.\n"
        "4020 Ironhaven Dr, Toledo, OH 43612\n419-555-0166 ext. 214"
    )
    got = _said_by(body, '"Kowalczyk, Gary" <gkowalczyk@lakeshoredriveline.com>', [DENISE], "2013-03-11")
    assert ("Gary Kowalczyk", "job_title", "CNC Machinist, 2nd Shift", "2013-03-11") in got


def test_a_title_ends_where_its_clauses_next_verb_starts():
    from hinet_pipeline.memory.facts.job_titles import read_title

    text = "as an apprentice lineman and worked storms in five states"
    assert read_title(text, 6) == ("apprentice lineman", 24)
    text = "as Director of Research and Development at Acme"
    assert read_title(text, 3)[0] == "Director of Research and Development"


KAYLA = "Kayla Kowalczyk <kaylakowalczyk90@gmail.com>"


def _kayla(body: str) -> set:
    return {(p, o) for s, p, o, _ in _said_by(body, KAYLA, [DENISE], "2015-06-21") if s == "Kayla Kowalczyk"}


def test_a_post_accepted_with_its_unit_between_and_a_boss_named_first():
    body = "Hi all,\n\nI accepted a staff RN position in the Cardiac ICU at Scioto Valley Medical\nCenter.\n\nKayla"
    assert ("works_at", "Scioto Valley Medical Center") in _kayla(body)
    body = "News: Rhonda Pickard is still my boss, unfortunately."
    assert ("manager", "Rhonda Pickard") in _kayla(body)
    body = "Marisol Quintero (the unit director -- you met her) is my direct boss now instead of the night supervisor."
    assert ("manager", "Marisol Quintero") in _kayla(body)


@pytest.mark.parametrize(
    "sentence, facts",
    [
        (
            "Big news -- Gulf Breeze Marine made me Service Manager back in August, so no more wrenches.",
            {("job_title", "Service Manager"), ("works_at", "Gulf Breeze Marine")},
        ),
        ("Acme Corp promoted me to Senior Analyst.", {("job_title", "Senior Analyst"), ("works_at", "Acme Corp")}),
        # a person who made the writer something is no employer, and the news is the writer's, not theirs
        ("Diane promoted me to Marketing Manager.", {("job_title", "Marketing Manager")}),
        ("If Acme Corp made me Senior Analyst, I would stay.", set()),
    ],
)
def test_the_firm_that_made_the_writer_something(sentence, facts):
    assert {f for f in _kayla(f"Hi,\n\n{sentence}\n\nKayla") if f[0] in ("job_title", "works_at")} == facts


def test_one_who_made_the_writer_something_gets_no_title_of_theirs():
    got = _said_by("Tom Smith made me Team Lead last week.", KAYLA, [DENISE], "2015-06-21")
    assert not {f for f in got if f[0] == "Tom Smith"}


def _denise(body: str) -> set:
    return {(s, p, o, d) for s, p, o, d in _said_by(body, DENISE, KIDS, "2016-05-02") if p != "email"}


def test_an_and_clause_after_anothers_news_is_theirs_not_the_writers():
    body = (
        "Hi everybody,\n\nOther news while I have you all: Jake is home from North Dakota in one piece\nand started at "
        "Great Black Swamp Metalworks in Rossford on the 25th.\n\nLove,\nDenise (Mom)"
    )
    got = _said_by(body, DENISE, ["Jake Kowalczyk <jake.kowalczyk92@gmail.com>"], "2016-05-02")
    assert {s for s, p, o, _ in got if p == "works_at"} == {"Jake Kowalczyk"}
    # (the writer's own clause and its "and": hers)
    got = _denise("I quit Acme in May and started at Dell in June.")
    assert ("Denise Kowalczyk", "works_at", "Dell") in {f[:3] for f in got}


def test_a_home_the_writer_will_be_in_from_a_day():
    body = (
        "Second -- I sold the house, it is too much house for one person and too many memories. As of June 1\n"
        "I'll be in a two-bedroom condo in Perrysburg, right by the river:\n\n127 Cobble Finch Lane, Unit B\n"
        "Perrysburg, OH 43551\n\nLove"
    )
    got = _denise(body)
    assert ("Denise Kowalczyk", "lives_in", "Perrysburg", "2016-06-01") in got
    assert ("Denise Kowalczyk", "address", "127 Cobble Finch Lane, Unit B, Perrysburg", "2016-06-01") in got


@pytest.mark.parametrize(
    "sentence",
    [
        "If we sell, I will be in a condo in Perrysburg by spring.",  # a hypothetical, no day
        "I will be in a hotel in Perrysburg on June 1.",  # a stay
    ],
)
def test_no_home_one_might_be_in_or_a_hotel(sentence):
    assert not {f for f in _denise(f"Hi,\n\n{sentence}\n\nD") if f[1] in ("lives_in", "address")}


def test_an_offer_forwarded_by_its_reader_with_its_firm_boss_day_and_mailbox():
    body = (
        "MOM. Read it. I signed it this morning!!\n\n---------- Forwarded message ---------\nFrom: Glasswing Software "
        "People Team <people@glasswingsoftware.com>\nDate: Fri, May 13, 2016 at 4:52 PM\nSubject: Offer of Employment\n"
        "To: Emily Kowalczyk <emkowalczyk94@gmail.com>\n\n\nDear Emily,\n\nOn behalf of Glasswing Software, Inc., I am "
        "pleased to offer you the position\nof Software QA Analyst I, reporting to Anand Mehta, QA Lead. Your "
        "anticipated\nstart date is Monday, June 6, 2016.\n\nYour company e-mail address will be\n"
        "ekowalczyk@glasswingsoftware.com and will be active on your first day.\n\nSincerely,\n\nJessica Tran\n"
    )
    got = _said_by(body, "Emily Kowalczyk <emkowalczyk94@gmail.com>", [DENISE], "2016-05-14")
    emily = {(p, o, d) for s, p, o, d in got if s == "Emily Kowalczyk"}
    assert {
        ("job_title", "Software QA Analyst I", "2016-06-06"),
        ("works_at", "Glasswing Software", "2016-06-06"),
        ("manager", "Anand Mehta", "2016-06-06"),
    } <= emily
    assert ("email", "ekowalczyk@glasswingsoftware.com") in {(p, o) for p, o, _ in emily}


def test_an_offer_signed_of_a_firm_named_like_a_person_from_the_start_its_title_gives():
    body = (
        "Hi Mom,\n\nSigned the Cascadia Ledger offer this morning. Software Test Engineer II,\nstarting 9/18, in "
        "Seattle. I know you know.\n\nEm"
    )
    got = _said_by(body, "Emily Kowalczyk <emkowalczyk94@gmail.com>", [DENISE], "2017-08-14")
    said = {(p, o, d) for s, p, o, d in got}
    assert ("works_at", "Cascadia Ledger", "2017-09-18") in said
    assert ("job_title", "Software Test Engineer II", "2017-09-18") in said
    # (a person's name before "offer" reads no employer: none)
    got = _said_by("Hi,\n\nI accepted the Tom Smith offer.\n\nEm", "Emily <e@x.com>", [DENISE], "2017-08-14")
    assert not {f for f in got if f[1] == "works_at"}


TOM = "Tom Hartigan <thartigan52@gmail.com>"


def test_a_number_said_as_where_one_is_and_a_post_worked_some_nights_a_week():
    body = (
        "Denise,\n\nI retired in 2015 as a\ncaptain. These days I'm an instructor two nights a week at the Black Swamp "
        "Fire\nTraining Center, which mostly means I yell.\n\nIf you'd like coffee, I'm\nat 419-555-0188 -- calls or "
        "texts.\n\nTom Hartigan\nPerrysburg"
    )
    got = {(p, o) for s, p, o, _ in _said_by(body, TOM, [DENISE], "2018-10-11") if s == "Tom Hartigan"}
    assert {
        ("phone", "+14195550188"),
        ("job_title", "instructor"),
        ("works_at", "Black Swamp Fire Training Center"),
    } <= got
    got = _said_by("Hi,\n\nI'm at 3 Oak St until noon.\n\nTom", TOM, [DENISE], "2018-10-11")
    assert not {f for f in got if f[1] in ("phone", "address")}


def test_a_boss_named_with_it_in_brackets():
    body = "Shar,\n\nSigned the VERA paperwork today. Carl (my boss, for three more\nmonths) already signed off.\n\nD"
    got = _said_by(body, DENISE, ["Sharon Wojcik <swojcik@x.org>", "Carl Estrada <cestrada@x.org>"], "2018-03-12")
    assert ("Denise Kowalczyk", "manager", "Carl Estrada", "2018-03-12") in got
    got = _said_by("Hi,\n\nTom (my old boss) came by.\n\nD", DENISE, ["Tom Lane <t@x.org>"], "2018-03-12")
    assert not {f for f in got if f[1] == "manager"}


def test_a_lease_signed_over_its_street_under_a_label_or_its_move_in():
    body = (
        "Thank you both.\n\nI finally signed a lease! For the thank-you card and for Christmas:\n\n"
        "7706 Agarita Bluff Dr, Apt 1118\nAustin, TX 78745\n\nLove,\nEm"
    )
    got = _said_by(body, "Emily Kowalczyk <ekowalczyk@bluebonnetlogic.com>", [DENISE], "2021-07-08")
    assert ("Emily Kowalczyk", "lives_in", "Austin", "2021-07-08") in got
    body = (
        "Hi everyone,\n\nI signed a lease in South End, move-in as of the 1st (April):\n\n4120 Moss Cove Ln, Apt 211\n"
        "Charlotte, NC 28209\n\nLove,\nKayla"
    )
    got = _kayla(body)
    assert ("lives_in", "Charlotte") in got
    # (a shop's lease is no home: "We signed the lease today -- 1200 Central Ave NE -- for the new bakery!")
    body = "We signed the lease today -- 1200 Central Ave NE -- for the new bakery!"
    assert not {f for f in _kayla(body) if f[0] in ("address", "lives_in")}


def test_a_job_accepted_with_its_unit_for_the_ward():
    body = (
        "I accepted the Nurse\nManager job for the Heart & Vascular ICU at Carolina Piedmont Medical Center in\n"
        "Charlotte. Start date is April 10."
    )
    got = _said_by(body, KAYLA, [DENISE], "2023-02-13")
    assert ("Kayla Kowalczyk", "works_at", "Carolina Piedmont Medical Center", "2023-04-10") in got


def test_another_writers_job_said_in_their_own_words_and_not_a_number_of_someone_elses():
    # (the frames read a letter's writer's job and number as they read the owner's; not their home nor their boss)
    got = _said_by("Hi,\n\nI have an old number for Ken Kapp of 713-752-4018 which may or may not work.\n\nFred",
                   "fred_f_wilson@dom.com", ["chris.germany@enron.com"], "2002-06-10")  # fmt: skip
    assert not {f for f in got if f[1] == "phone"}
