"""What personal mailboxes nobody here had read showed (session 41): a life's own news as friends and family write
it, each case from a held-out synthetic mailbox, with the look-alikes that must not change."""

from __future__ import annotations

import pytest

from .test_trade_mail import _said

ME = "Connie Whitlock"


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        # a new address its owner leaves out, as a note to friends writes it (its day a move said before it)
        ("Hi everyone,\n\nWe moved in Saturday.\n\nNew address:\n3816 SE Taylor St\nPortland, OR 97214\n\nLove,\nR & B",
         "2014-06-02", {(ME, "address", "3816 SE Taylor St, Portland", "2014-05-31")}, ()),
        ("Hi all!\n\nNew address (for real this time):\n2231 NW Glisan St, Unit 4\nPortland, OR 97210\n\nLove,\nR",
         "2009-08-09", {(ME, "address", "2231 NW Glisan St, Unit 4, Portland", "2009-08-09"),
                        (ME, "lives_in", "Portland", "2009-08-09")}, ()),
        ("New address is 1450 Emerson St, Apt 204, Denver, CO 80218 and my cell is now 720-338-1904.", "2008-03-18",
         {(ME, "address", "1450 Emerson St, Apt 204, Denver", "2008-03-18"),
          (ME, "phone", "+17203381904", "2008-03-18")}, ()),
        ("We moved in last week. New address is 4110 Duval St, Austin TX 78751.", "2023-06-21",
         {(ME, "address", "4110 Duval St, Austin", "2023-06-14")}, ("4110 Duval St, Austin TX 78751",)),
        # ... not another's, nor a business's
        ("My sister just moved to Dublin!! New address is 22 Clontarf Road, Dublin, send her a card.", "2014-06-02",
         set(), ("address", "lives_in")),
        ("We moved the office. New address: 22 Main St, Portland, OR 97214", "2014-06-02", set(),
         ("address", "lives_in")),
        ("Mom finally moved into Brookdale last week. New address: 4410 Oak Ave, Apt 12, Peoria, IL 61614",
         "2014-06-02", set(), ("address", "lives_in")),
        # a new number said in passing, with what opens its sentence or an aside before its colon
        ("Hi.\n\nAnd new number, save it: 503-719-4462. The 734 number gets shut off Friday.", "2009-08-09",
         {(ME, "phone", "+15037194462", "2009-08-09")}, ()),
        ("Also new cell, since I finally switched to AT&T: 425-310-8876. The 316 number is dead.", "2015-03-09",
         {(ME, "phone", "+14253108876", "2015-03-09")}, ()),
        ("My cell's 316-655-2083 if you need me.", "2008-11-19", {(ME, "phone", "+13166552083", "2008-11-19")}, ()),
        ("My sister got a new phone. New number: 316-655-2083", "2008-11-19", set(), ("phone",)),
    ],
)  # fmt: skip
def test_a_new_address_or_number_as_friends_write_it(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        ("Hi Dana,\n\nMy manager is still Greg Foster, thank god.\n\nTom", "2015-03-09",
         {(ME, "manager", "Greg Foster", "2015-03-09")}, ()),
        # a title the lexicon knows, lower-case, with its employer; a title held "now"
        ("I'm an ER nurse at Swedish Medical Center up here.", "2010-07-19",
         {(ME, "job_title", "ER nurse", "2010-07-19"), (ME, "works_at", "Swedish Medical Center", "2010-07-19")}, ()),
        ("Got promoted -- I'm a Lead Liaison Engineer now.", "2015-03-09",
         {(ME, "job_title", "Lead Liaison Engineer", "2015-03-09")}, ()),
        ("I'm a regular at Joe's Diner. I'm a patient at OHSU. I'll be a Grandmother in May!", "2015-03-09",
         set(), ("job_title", "works_at")),
        # a title ahead with its day and no employer; a promotion said casually; one's role "as"
        ("Hi Dana,\n\nI got promoted! Starting April 1 I'll be a Project Engineer.\n\nBob", "2011-01-30",
         {(ME, "job_title", "Project Engineer", "2011-04-01")}, ()),
        ("I got bumped to Consultant last month (!!)", "2009-08-10", {(ME, "job_title", "Consultant", "2009-07-01")},
         ()),
        ("I'm really happy in my role as a Project Engineer at Brightwater.", "2012-10-02",
         {(ME, "job_title", "Project Engineer", "2012-10-02"), (ME, "works_at", "Brightwater", "2012-10-02")}, ()),
        ("Please accept this letter as notice of my resignation from my position as Payroll Administrator.",
         "2021-08-31", set(), ("job_title",)),
        # an employer named with a title ahead starts with it; one promoted within it had it already
        ("Starting Sept 30 I'll be an Environmental Engineer at the City of Portland.", "2013-09-10",
         {(ME, "job_title", "Environmental Engineer", "2013-09-30"),
          (ME, "works_at", "City of Portland", "2013-09-30")}, ()),
        ("I've been appointed Deputy Principal at Mount Gravatt State High School, starting 28 January.", "2019-11-27",
         {(ME, "works_at", "Mount Gravatt State High School", "2020-01-28")}, ()),
        ("I've been promoted to Shift Supervisor at the Amazon warehouse in Swindon, starting from 30 September.",
         "2024-09-23", {(ME, "works_at", "Amazon", "2024-09-23")}, ()),
    ],
)  # fmt: skip
def test_a_job_as_friends_write_it(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


def _told(body: str, day: str, known: tuple[str, ...] = ()) -> set:
    """What ``body`` says of anyone, read as the facts stage reads it with the people the vault ``known``."""
    from hinet_pipeline.memory.facts.named import known_people

    with known_people(lambda: known):
        return _said(body, day, author="Rachel Ostrowski <rachel_ostrowski@yahoo.com>")


@pytest.mark.parametrize(
    "body, day, known, found, absent",
    [
        # another's news as a letter tells it: a person named in full, "he" / "she" after them, a first name the vault
        # knows one person by, a word of kin before it
        ("Tom Ostrowski moved to Everett last month. He started at Boeing on March 1 as a Liaison Engineer.",
         "2010-03-05", (), {("Tom Ostrowski", "lives_in", "Everett", "2010-02-01"),
                            ("Tom Ostrowski", "works_at", "Boeing", "2010-03-01"),
                            ("Tom Ostrowski", "job_title", "Liaison Engineer", "2010-03-01")}, ()),
        ("Hi all -- sorry, I have to miss March. My brother Tom just started at Boeing and I'm driving up to Everett.",
         "2010-03-05", ("Tom Ostrowski", "Ben Castillo"), {("Tom Ostrowski", "works_at", "Boeing", "2010-03-05")},
         ("Boeing and I'm",)),
        ("2) Ben got the job at OHSU! He starts May 2 in the cardiac ICU. And... he's moving in with me June 1.",
         "2011-01-30", ("Ben Castillo",), {("Ben Castillo", "works_at", "OHSU", "2011-05-02")}, ()),
        ("Ben says hi. He finally got his charge nurse position at OHSU, so he's insufferable.", "2015-02-15",
         ("Ben Castillo",), {("Ben Castillo", "job_title", "charge nurse", "2015-02-15"),
                             ("Ben Castillo", "works_at", "OHSU", "2015-02-15")}, ()),
        ("Jess Nakamura moved to Chicago. She's an analyst at Accenture now.", "2010-03-05", (),
         {("Jess Nakamura", "lives_in", "Chicago", "2010-03-05"),
          ("Jess Nakamura", "job_title", "analyst", "2010-03-05"),
          ("Jess Nakamura", "works_at", "Accenture", "2010-03-05")}, ()),
        # ... not one the vault knows two of, a wish, a place or a firm as the subject, a role before the one now
        ("Ben got the job at OHSU!", "2011-01-30", ("Ben Castillo", "Ben Ruiz"), set(), ("OHSU",)),
        ("Tom Ostrowski is thinking about applying at Boeing. Denver is great. Acme Corp moved to Dallas.",
         "2010-03-05", ("Tom Ostrowski",), set(), ("Boeing", "Dallas", "Denver")),
        ("Appointing Jeff as CFO is one important step in that process.", "2001-10-24", ("Jeff McMahon",), set(),
         ("CFO",)),
        ("Tom Brennan is our new CIO. Tom joined MVHS in 1995 as Manager of Technical Services and has served as "
         "Director of Information Services since 1998.", "2001-07-01", (), set(),
         ("Manager", "Manager of Technical Services")),
        ("Ben says he's moving to Boston if he gets the job.", "2015-02-15", ("Ben Castillo",), set(), ("Boston",)),
    ],
)  # fmt: skip
def test_someone_elses_news_as_a_letter_tells_it(body, day, known, found, absent):
    got = _told(body, day, known)
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


def test_a_job_got_and_a_post_got():
    assert ("Connie Whitlock", "works_at", "OHSU", "2011-05-02") in _said(
        "I got the job at OHSU! I start May 2 in the cardiac ICU.", "2011-01-30"
    )
    got = _said("I finally got my charge nurse position at OHSU, so I'm insufferable.", "2015-02-15")
    assert {("Connie Whitlock", "job_title", "charge nurse", "2015-02-15")} <= got
    for body in ("I got the night job at the bakery.", "I got a job offer from Intel."):
        assert not {g for g in _said(body, "2015-02-15") if g[1] in ("works_at", "job_title")}


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        # a firm a sign-off names by the last words of its kind, its unit after a dash
        ("Linda!!\n\nSee you soon.\n\nBarb\n\nBarb Lindquist, RN\nPrairie Lakes Medical Center - Cardiac Step-Down\n"
         "cell 605-310-4478\n", "2015-03-16",
         {("Barb Lindquist", "works_at", "Prairie Lakes Medical Center", "2015-03-16"),
          ("Barb Lindquist", "phone", "+16053104478", "2015-03-16")}, ()),
        ("Hi.\n\nBeth Kooiman\nResident Services Director\nFair Haven Assisted Living\n641-628-9105\n", "2019-12-20",
         {("Beth Kooiman", "works_at", "Fair Haven Assisted Living", "2019-12-20")}, ()),
        ("Hi.\n\nBarb Lindquist\nLife Insurance\n641-628-9105\n", "2019-12-20", set(), ("Life Insurance",)),
        # a clinic's front desk is no one's number
        ("Thanks.\n\nLinda Hoekstra, RN\nNurse Supervisor\nPrairie Ridge Family Clinic\n"
         "Direct: 515-233-4417 | Front Desk: 515-233-4400 | Fax: 515-233-4499\n", "2018-09-01",
         {("Linda Hoekstra", "phone", "+15152334417", "2018-09-01")}, ("+15152334400", "+15152334499")),
        # a postal address the text gives under its label: where they live, not a sign-off's employer
        ("Move in is Saturday December 14. Her new address will be:\n\nHenrietta De Vries\nFair Haven Assisted Living\n"
         "1200 Broadway St, Apt 114\nPella, IA 50219\n\nLove, Linda", "2019-12-01", set(), ("works_at", "job_title")),
    ],
)  # fmt: skip
def test_sign_offs_and_addresses_in_a_familys_mail(body, day, found, absent):
    got = _said(body, day, author='"Lindquist, Barbara" <barb.lindquist@hotmail.com>')
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        ("I'm still the school nurse at Lincoln Elementary, going on 9 years.", "2015-03-14",
         {(ME, "job_title", "school nurse", "2015-03-14")}, ()),
        ("Call me sometime, my cell is the same 641-752-3380.", "2015-03-14",
         {(ME, "phone", "+16417523380", "2015-03-14")}, ()),
        ("Hi.\n\nCell is still 641-752-3380.\n\nLinda", "2015-03-14", {(ME, "phone", "+16417523380", "2015-03-14")},
         ()),
        ("German cell is +49 1522 3847291, but it's expensive.", "2019-05-01",
         {(ME, "phone", "+4915223847291", "2019-05-01")}, ()),
        ("Her cell is 641-752-3380. Mom's cell is 641-752-3381. My sister's cell is 641-752-3382.", "2015-03-14",
         set(), ("phone",)),
        ("I'm finally getting a 612 number since I'm switching to Josh's family plan: 612-385-7720", "2019-01-20",
         {(ME, "phone", "+16123857720", "2019-01-20")}, ()),
        ("New place is a 1-bedroom at 3421 Ingersoll Ave Apt 4, Des Moines IA 50312. Moved in Saturday.", "2017-09-11",
         {(ME, "address", "3421 Ingersoll Ave, Des Moines", "2017-09-09")}, ()),
        ("We're staying put in Omaha.", "2018-02-01", {(ME, "lives_in", "Omaha", "2018-02-01")}, ()),
        ("We're officially Ames people. We closed on the house Sept 27.", "2018-10-02",
         {(ME, "lives_in", "Ames", "2018-10-02")}, ()),
        ("We are officially Apple people now.", "2018-10-02", set(), ("lives_in",)),
    ],
)  # fmt: skip
def test_a_familys_own_news_said_in_passing(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


def test_a_familys_card_signs_for_its_writer():
    got = _said("We moved.\n\nLove,\nDale & Linda Hoekstra\n2417 Kellogg Ridge Dr\nAmes, IA 50010\n", "2018-10-02",
                author="Linda Hoekstra <linda.hoekstra66@gmail.com>")  # fmt: skip
    assert {("Linda Hoekstra", "address", "2417 Kellogg Ridge Dr, Ames, IA 50010", "2018-10-02"),
            ("Linda Hoekstra", "lives_in", "Ames", "2018-10-02")} <= got  # fmt: skip
    got = _said("Merry Christmas!\n\nKaren, Tim, Zoë & Jake\n1516 Washington St, Pella IA 50219\n", "2017-12-20",
                author="Karen Vanderploeg <kv@x.com>")  # fmt: skip
    assert ("Karen Vanderploeg", "address", "1516 Washington St, Pella IA 50219", "2017-12-20") in got
    # not a family the writer is not in
    got = _said("Hi.\n\nTom & Jerry Smith\n1516 Washington St, Pella IA 50219\n", "2017-12-20",
                author="Karen Vanderploeg <kv@x.com>")  # fmt: skip
    assert not {g for g in got if g[1] in ("address", "lives_in")}


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        ("Hi all,\n\nNew address as of July 1 (our lease runs through June 30 so we're taking our time moving):\n"
         "1788 Hartford Ave\nSt. Paul, MN 55116\n\nEm", "2020-06-01",
         {(ME, "address", "1788 Hartford Ave, St. Paul", "2020-07-01"), (ME, "lives_in", "St. Paul", "2020-07-01")},
         ()),
        # (the move's day dates it, the day after: moved in on Saturday, living there from Sunday)
        ("Moving day Saturday!! New address: 3 Clifton Street, Leeds", "2020-06-01",
         {(ME, "address", "3 Clifton Street, Leeds", "2020-06-07"), (ME, "lives_in", "Leeds", "2020-06-07")}, ()),
        ("we close on the 28th and move in august 1st.\n\nnew address will be 36 Glenwood Ave, Portland ME 04103.",
         "2020-07-15", {(ME, "address", "36 Glenwood Ave, Portland", "2020-08-02")}, ()),
        ("Signed the lease on a duplex in Boone today. I got my old 641 number back on a new plan: 641-751-8836",
         "2021-04-10", {(ME, "lives_in", "Boone", "2021-04-10"), (ME, "phone", "+16417518836", "2021-04-10")}, ()),
        ("We're officially Mississauga people as of Saturday.", "2022-04-04",
         {(ME, "lives_in", "Mississauga", "2022-04-02")}, ()),
    ],
)  # fmt: skip
def test_a_move_with_its_day_said_around_it(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


def test_an_offer_letter_a_boss_by_first_name_and_a_citys_bureau():
    offer = ("Dear Rachel,\n\nOn behalf of Halvorsen Environmental, I am pleased to offer you the position of "
             "Environmental Engineer I in our Denver office, reporting to Greg Halvorsen, Vice President of Water "
             "Services.\n\nMelissa Tran")  # fmt: skip
    got = _said(offer, "2009-05-01")
    assert not {g for g in got if g[1] == "manager" or g[2] == "Water Services"}  # the addressee's offer, a department
    from hinet_pipeline.memory.facts.named import known_people

    with known_people(lambda: ("Dan Whitcomb", "Enron Employee")):
        got = _said("I got promoted! Same team, still working for Dan, but I get my own projects.", "2011-01-30")
        assert (ME, "manager", "Dan Whitcomb", "2011-01-30") in got and not {g for g in got if g[1] == "works_at"}
        got = _said("After six years, I start at Coastal on Monday. Coastal Cold Chain is great.", "2022-08-19")
        assert not {g for g in got if g[1] == "manager"}
        got = _said("I still work for Enron.", "2001-10-17")
        assert (ME, "works_at", "Enron", "2001-10-17") in got
    got = _said("New job starts Sept 30: I'll be an Environmental Engineer at the City of Portland's Bureau of "
                "Environmental Services, on the watershed team.", "2013-09-10")  # fmt: skip
    assert {(ME, "job_title", "Environmental Engineer", "2013-09-30"),
            (ME, "works_at", "City of Portland Bureau of Environmental Services", "2013-09-30")} <= got  # fmt: skip


@pytest.mark.parametrize(
    "author, body, day, found, absent",
    [
        # a degree under the name, an honorific or a rank before it, a church, Colorado after a town
        ("Emily Hoekstra <ehoekstra@uni.edu>",
         "Hi Mom.\n\nThanks!\n\nEmily Hoekstra\nB.A. Accounting, University of Northern Iowa, May 2016\n641-751-0294\n",
         "2016-04-01", {("Emily Hoekstra", "phone", "+16417510294", "2016-04-01")}, ()),
        ("Daniel Veldhuizen <dveld@gmail.com>",
         "Blessings,\n\nRev. Daniel Veldhuizen\nPastor, Bethel Reformed Church\n641-555-0100\n", "2019-04-01",
         {("Daniel Veldhuizen", "job_title", "Pastor", "2019-04-01"),
          ("Daniel Veldhuizen", "works_at", "Bethel Reformed Church", "2019-04-01")}, ()),
        ("Ryan Hoekstra <ryan.j.hoekstra.mil@mail.mil>",
         "Mom,\n\nAll good.\n\nSPC Ryan J. Hoekstra\nCombat Engineer, B Co, 52nd Engineer Battalion\nFort Carson, CO\n",
         "2017-04-01", {("Ryan J. Hoekstra", "works_at", "U.S. Army", "2017-04-01")}, ("B Co", "Fort Carson, CO")),
        # a letter's own day for the role it sets out; the addressee's title; a boss after "Dr."
        ("Jolene Pruitt <jpruitt@irvschools.org>",
         "Dear Linda,\n\nEffective August 15, 2016, your title will be District Nurse Coordinator. In this role you "
         "will report to Dr. Alan Reister, Superintendent.\n\nJolene Pruitt", "2016-08-01",
         {("Dana Levi", "job_title", "District Nurse Coordinator", "2016-08-15"),
          ("Dana Levi", "manager", "Alan Reister", "2016-08-15")}, ("Dr. Alan Reister",)),
        ("Priya Raman <praman@portlandoregon.gov>",
         "Rachel,\n\nWe're so glad you're joining us! Your official title is Environmental Engineer, Watershed "
         "Services Group.\n\nPriya", "2013-09-20", {("Dana Levi", "job_title", "Environmental Engineer", "2013-09-20")},
         ()),
    ],
)  # fmt: skip
def test_sign_offs_and_letters_of_a_familys_mail(author, body, day, found, absent):
    got = _said(body, day, author=author)
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        ("Dave and I got a place in Logan Square: 2516 W Logan Blvd, 2nd floor, Chicago 60647.", "2009-08-10",
         {(ME, "address", "2516 W Logan Blvd, Chicago 60647", "2009-08-10"), (ME, "lives_in", "Chicago", "2009-08-10")},
         ()),
        ("Megan and I found an apartment in Beaverdale, 2708 Beaver Ave #3, lease starts June 1.", "2016-05-02",
         {(ME, "address", "2708 Beaver Ave", "2016-05-02")}, ()),
        ("Kelly and I closed on the Mill Creek house! 15602 Country Club Dr, Mill Creek, WA 98012.", "2015-03-09",
         {(ME, "address", "15602 Country Club Dr, Mill Creek", "2015-03-09")}, ()),
        ("Come over to my place around 7: 1108 Packard St #3", "2008-02-12",
         {(ME, "address", "1108 Packard St", "2008-02-12")}, ()),
        ("Movers come tomorrow.\n- New apartment: 2740 N Pine Grove Ave, Apt 5B, Chicago, IL 60614", "2008-06-13",
         {(ME, "address", "2740 N Pine Grove Ave, Apt 5B, Chicago", "2008-06-13")}, ()),
        ("Things to tell HR\n- new address: Flat 2, 88 Hope Street, Liverpool (from 1 May)\n", "2024-05-09",
         {(ME, "address", "Flat 2, 88 Hope Street, Liverpool", "2024-05-01")},
         ("88 Hope Street, Liverpool",)),
        ("I left Steelcase in January and moved out to Denver.", "2008-03-18",
         {(ME, "lives_in", "Denver", "2008-01-01")}, ()),
        ("I'm in my 22nd year at Heartland Co-op. I'm still in my own house in Pella.", "2015-12-20",
         {(ME, "works_at", "Heartland Co-op", "2015-12-20"), (ME, "lives_in", "Pella", "2015-12-20")}, ()),
        # not a deal closed, nor a place for lunch, nor a floor one's desk moves to
        ("We closed on the Miller deal! 15 units sold. I found a place for lunch: 12 Main St. We moved to the 3rd "
         "floor.", "2015-12-20", set(), ("address", "lives_in")),
    ],
)  # fmt: skip
def test_a_home_got_found_or_bought_and_its_street(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


def test_a_mailbox_by_its_provider_and_a_quoted_yahoo_line_signs_for_no_one():
    got = _said("Don't use this email for normal stuff. Use my yahoo (rhoekstra97@yahoo.com) like before.",
                "2017-04-01")  # fmt: skip
    assert (ME, "email", "rhoekstra97@yahoo.com", "2017-04-01") in got
    from hinet_pipeline.memory.people.suggest import _signature

    body = ("Got it.\n\nLove, Mom\n\n--- On Sun, 3/6/11, Rachel Ostrowski <rachel_ostrowski@yahoo.com> wrote:\n\n"
            "> Hi everyone,\n> Rachel")  # fmt: skip
    assert "rachel_ostrowski" not in _signature(body)


def _letter(body: str, day: str, to: list[str]) -> set:
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.extract import extract
    from hinet_pipeline.records import CanonicalItem

    author = "Prairie Ridge HR <hr@prairieridgeclinic.org>"
    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": f"{day}T10:00:00+00:00", "account": "me",
         "author": author, "participants": [author, *to], "title": "", "body": body}
    )  # fmt: skip
    found = (f.observation for f in extract(item, 1, Owner("Dana Levi", ("dana.levi@example.com",), "US")))
    return {(o.subject, o.predicate, o.object, str(o.valid_from)[:10]) for o in found}


def test_a_letter_to_the_one_its_greeting_names():
    body = ("Dear Linda,\n\nWelcome to Prairie Ridge Family Clinic! We are excited to have you join us as Nurse "
            "Supervisor. This email confirms your start date of Monday, July 9, 2018.\n\nYou will report to Dr. Steven "
            "Olafsen, Medical Director.\n\nYour clinic email account (lhoekstra@prairieridgeclinic.org) will be active "
            "on your first day.\n\nAmanda Ruiz\nHR Generalist\n")  # fmt: skip
    to = ['"Hoekstra, Linda" <linda.h@gmail.com>', '"Olafsen, Steven" <solafsen@prairieridgeclinic.org>']
    got = _letter(body, "2018-05-10", to)
    assert {("Linda Hoekstra", "job_title", "Nurse Supervisor", "2018-07-09"),
            ("Linda Hoekstra", "manager", "Steven Olafsen", "2018-07-09"),
            ("Linda Hoekstra", "email", "lhoekstra@prairieridgeclinic.org", "2018-05-10")} <= got  # fmt: skip
    # a letter to two that greets neither by name speaks to no one in particular
    got = _letter(body.replace("Dear Linda,", "Dear all,"), "2018-05-10", to)
    assert not {g for g in got if g[0] in ("Linda Hoekstra", "Steven Olafsen") and g[1] != "job_title"}
    transfer = ("Linda,\n\nThis letter confirms the Board's approval of your transfer from School Nurse at "
                "Lincoln Elementary to the position of District Nurse Coordinator, effective August 15, 2016.\n\n"
                "Jolene")  # fmt: skip
    got = _letter(transfer, "2016-07-28", to)
    assert ("Linda Hoekstra", "job_title", "District Nurse Coordinator", "2016-08-15") in got


def test_a_grandmother_by_her_first_name():
    got = _told("Grandma Hennie is moving to Pella on June 1. Aunt Linda moved to Boston last year.", "2019-05-01",
                ("Henrietta De Vries",))  # fmt: skip
    assert ("Henrietta De Vries", "lives_in", "Pella", "2019-06-02") in got  # (from the day after the move)
    assert not {g for g in got if g[2] == "Boston"}  # (no Linda the vault knows)


@pytest.mark.parametrize(
    "body, found, absent",
    [
        ("Priya and I closed on a house in Northside last month! Our new address is 4107 Hamilton Ave, Cincinnati, OH "
         "45223.",
         {("Priya Shah", "address", "4107 Hamilton Ave, Cincinnati"), ("Priya Shah", "lives_in", "Cincinnati")}, ()),
        ("Hi everyone,\n\nWe did it -- Ben, Miso and I are officially out of the Glisan apartment and into a real "
         "house. We moved in Saturday.\n\nNew address:\n3816 SE Taylor St\nPortland, OR 97214\n\nLove,\nR & B",
         {("Ben Castillo", "address", "3816 SE Taylor St, Portland")}, ()),
        ("Dave and I got a place in Logan Square: 2516 W Logan Blvd, 2nd floor, Chicago 60647.",
         {("Dave Kim", "lives_in", "Chicago")}, ()),
        # not a trip together before a move of one's own, nor one the vault does not know
        ("Ben and I went to Paris. I moved to Denver last month.", set(), ("Ben Castillo",)),
        ("Zed and I closed on a house! Our new address is 12 Oak St, Denver.", set(), ("Zed",)),
    ],
)  # fmt: skip
def test_a_home_said_as_ours_is_the_partners_too(body, found, absent):
    got = {g[:3] for g in _told(body, "2017-08-01", ("Priya Shah", "Ben Castillo", "Dave Kim"))}
    assert found <= got
    assert not {g for g in got for a in absent if a in g[0]}


@pytest.mark.parametrize(
    "body, found, absent",
    [
        ("If you're lost or late, text me: 312-555-0166.", {(ME, "phone", "+13125550166")}, ()),
        ("If this is urgent, text me at 617-904-2281.", {(ME, "phone", "+16179042281")}, ()),
        ("Any problem, call my cell\n773-555-0134\n", {(ME, "phone", "+17735550134")}, ()),
        ("I've been a nurse at Riverside Methodist for two years.", {(ME, "job_title", "nurse")}, ()),
        ("I've been a fan of Apple for years. If I moved to Austin, call me.", set(), ("job_title", "lives_in")),
    ],
)  # fmt: skip
def test_a_number_to_call_and_a_title_held_a_while(body, found, absent):
    got = {g[:3] for g in _said(body, "2016-03-01")}
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


@pytest.mark.parametrize(
    "body, found, absent",
    [
        ("I'm going to Dell! Senior Financial Analyst, starting Monday, March 7.",
         {(ME, "works_at", "Dell", "2016-03-07"), (ME, "job_title", "Senior Financial Analyst", "2016-03-07")}, ()),
        ("I got it!!! Nurse Practitioner, UPMC Shadyside, cardiology clinic. I start June 6.",
         {(ME, "works_at", "UPMC Shadyside", "2016-06-06"), (ME, "job_title", "Nurse Practitioner", "2016-06-06")}, ()),
        # a trip, or thanks to the family, is no job
        ("I'm going to Paris! Can't wait. I'm going to Denver! Mom, Dad, start packing.", set(), ("works_at",)),
        ("I got it!! Mom, Dad, Sam, thanks. I start June 6.", set(), ("works_at", "job_title")),
    ],
)  # fmt: skip
def test_a_new_job_cheered(body, found, absent):
    got = _said(body, "2016-02-20")
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


def test_a_rules_words_across_a_line_the_client_broke():
    body = ("Dana!\n\nI just saw your marathon photos on Facebook and realized we haven't actually\ntalked since "
            "Jess's wedding. Which is insane.\n\nQuick update from Ohio: Lily is five months old and hilarious, Sam "
            "is still\nat Nationwide pretending to like insurance, and (bragging) Diane promoted\nme to Marketing "
            "Manager in January.\n\nxo\nCaitlin")  # fmt: skip
    assert (ME, "job_title", "Marketing Manager", "2014-01-01") in _said(body, "2014-04-05")


def test_a_teachers_post_to_her_class_list_is_signed_by_her():
    body = ("Dear Room 12 Families,\n\nWelcome to kindergarten! Please email me directly about anything private.\n\n"
            "Warmly,\n\nRebecca Harper\nKindergarten Teacher, Room 12\nEdison Elementary School\n\n--\nYou received "
            "this message because you are subscribed to the Google Groups \"Room 12 Families\" group.\nTo unsubscribe "
            "from this group and stop receiving emails from it, send an email to r12+unsubscribe@googlegroups.com.\n"
            )  # fmt: skip
    got = _said(body, "2019-08-26", author="Rebecca Harper <rebecca.harper@edisonelem.org>")
    assert ("Rebecca Harper", "works_at", "Edison Elementary School", "2019-08-26") in got
    board = (
        "Questions? Text me at 303-555-0172.\n\nCarol Lindqvist\nfor the West Highland Neighborhood Association board\n"
    )
    got = _said(board, "2019-08-26", author="Carol Lindqvist <carol.l@gmail.com>")
    assert not {g for g in got if g[1] == "works_at"}


@pytest.mark.parametrize(
    "body, known, who",
    [
        # a review's probes (session 41): the writer's own words in another's clause are the writer's
        ("My brother Tom can reach me at (312) 555-0166 if needed.", ("Tom Ostrowski",), "Tom Ostrowski"),
        ("My brother Tom will call my cell at 312-555-0166 tonight.", ("Tom Ostrowski",), "Tom Ostrowski"),
        ("Tom Ostrowski took her number: 312-555-0166.", (), "Tom Ostrowski"),
        ("Tom Ostrowski says my boss is Dan Whitcomb.", (), "Tom Ostrowski"),
        ("Thanks Dana. Kay, my new cell is 713-555-0199.", ("Kay Mann",), "Kay Mann"),
        # "she" is not the one named before: someone else in between, or another woman in that sentence
        ("My brother Tom just started at Boeing. His wife Sarah is a teacher. She works at Nordstrom now.",
         ("Tom Ostrowski",), "Nordstrom"),
        ("Tom Ostrowski came by with his new girlfriend. She just started at Intel.", (), "Tom Ostrowski"),
        ("Tom Ostrowski called. The doctor said he's fine. She moved to Denver though.", (), "Tom Ostrowski"),
        # not a firm one works for named like a person the vault knows
        ("I still work for Chase, in the mortgage group. I work for Ford now.", ("Chase Miller", "Ford Nguyen"),
         "manager"),
        # a business's place, a holiday rental, a student's year, a title's "while"
        ("Please remit payment to our place of business: 1400 Smith St, Houston, TX 77002.", (), "address"),
        ("We got a rental in Destin: 123 Scenic Gulf Dr, Destin, FL 32541. Back Monday!", (), "address"),
        ("I'm in my second year at Rice.", (), "works_at"),
        ("Starting Monday I'll be the Acting Director while Sally is out.", (), "Acting Director while Sally"),
    ],
)  # fmt: skip
def test_a_reviews_probes_of_news_and_homes(body, known, who):
    got = _told(body, "2019-05-01", known)
    assert not {g for g in got if who in (g[0], g[1], g[2]) and g[1] != "email"}


def test_the_vault_knows_people_not_firms_or_mailboxes():
    from hinet_pipeline.memory.facts.stage import _known_people

    rows = [("Enron Employee",), ("Allen, Phillip K.",), ("Ben Castillo",), ("IT Help Desk",)]
    vault = type("V", (), {"conn": type("C", (), {"execute": lambda self, *a: iter(rows)})()})
    assert _known_people(vault) == ["Phillip K. Allen", "Ben Castillo"]


def _holds(got: set, found: set, absent) -> None:
    """``found`` is read, and nothing whose predicate or object is one of ``absent``."""
    assert found <= got
    assert not {g for g in got for a in absent if a in g[1:]}


# -- session 42: a photographer's personal mail (synthetic-mail-15), read after it was scored held out ------------


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        # a job ended ahead is held till then; the start the text gives two sentences on dates the new one
        ("so it's official, I got the job at Procter & Gamble in Cincinnati (brand design team!!). I start June 5. "
         "my last day at Nationwide is May 19 and I'm moving down to Cincy on May 27.", "2017-03-14",
         {(ME, "works_at", "Procter & Gamble", "2017-06-05"), (ME, "works_at", "Nationwide", "2017-03-14"),
          (ME, "works_at", "Nationwide", "2017-05-20"), (ME, "lives_in", "Cincinnati", "2017-05-28")}, ()),
        ("I'm leaving Acme on Friday.", "2017-03-14",
         {(ME, "works_at", "Acme", "2017-03-14"), (ME, "works_at", "Acme", "2017-03-18")}, ()),
        # (not one that ended: the end only)
        ("My last day at Acme was Friday.", "2017-03-14", {(ME, "works_at", "Acme", "2017-03-11")},
         ((ME, "works_at", "Acme", "2017-03-14"),)),
        ("ok I can finally say it: I said YES to Tallgrass Outfitters in Nashville!\nStaff Photographer on their "
         "in-house team, salaried. I start Monday September 9. My boss will\nbe Renee Whitaker, their creative "
         "director, she's great.", "2019-06-05",
         {(ME, "works_at", "Tallgrass Outfitters", "2019-09-09"), (ME, "manager", "Renee Whitaker", "2019-09-09")},
         ()),
        # (a yes with no start day is no job: a proposal, a trip)
        ("I said yes to Dave! The wedding is June 9.", "2019-06-05", set(), ("works_at",)),
        ("I said yes to Paris. We fly on June 9.", "2019-06-05", set(), ("works_at",)),
        ("I got the Lucid job!! starts April 5", "2021-02-10", {(ME, "works_at", "Lucid", "2021-04-05")}, ()),
        ("We got the Henderson job, the kitchen remodel.", "2021-02-10", set(), ("works_at",)),
        ("I got the job at Vanderbilt!! CVICU nurse,\nstarts Oct 3.", "2022-06-20",
         {(ME, "works_at", "Vanderbilt", "2022-10-03"), (ME, "job_title", "CVICU nurse", "2022-10-03")}, ()),
    ],
)  # fmt: skip
def test_a_job_ended_ahead_and_a_start_said_later(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a in g[1:] or a == g}


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        ("Yeah 614-555-0149 is still me", "2017-03-20", {(ME, "phone", "+16145550149", "2017-03-20")}, ()),
        ("614-555-0149 is now my cell.", "2017-03-20", {(ME, "phone", "+16145550149", "2017-03-20")}, ()),
        ("Our new house phone is 941-555-0176.", "2020-03-16", {(ME, "phone", "+19415550176", "2020-03-16")}, ()),
        ("If you see him please call or text me at\n615-555-0154, any time.", "2022-07-09",
         {(ME, "phone", "+16155550154", "2022-07-09")}, ()),
        # (a question, a number that is advice, a condition of the writer's own)
        ("Is 614-555-0149 still your number?", "2017-03-20", set(), ("phone",)),
        ("Call 614-555-0149 is my advice", "2017-03-20", set(), ("phone",)),
        ("If I get the job please call me at 615-555-0154.", "2022-07-09", set(), ("phone",)),
        ("Dentist changed their number. The new number is 941-555-0176.", "2020-03-16", set(), ("phone",)),
        # a home one is in, will be at from a day, or signed a lease on, its street after it
        ("made it to Nashville. we rolled in Saturday the 17th.\n\nwe're in the new place: 2207 Eastland Ave, Apt 4, "
         "Nashville TN 37206.\ncome visit", "2019-08-21",
         {(ME, "address", "2207 Eastland Ave, Apt 4, Nashville", "2019-08-17"),
          (ME, "lives_in", "Nashville", "2019-08-17")}, ()),
        ("I signed a lease today!!\n2250 Elliston Pl, Apt 310, Nashville TN 37203, move in Sept 24.", "2022-09-01",
         {(ME, "address", "2250 Elliston Pl, Apt 310, Nashville", "2022-09-24")}, ()),
        ("found a place already, I'll be at 2150 W Alamo Dr, Apt 1042, Chandler\nAZ 85224 starting March 20.",
         "2021-02-08", {(ME, "address", "2150 W Alamo Dr, Apt 1042, Chandler", "2021-03-20"),
                        (ME, "lives_in", "Chandler", "2021-03-20")}, ()),
        # (a meeting's place, a conference)
        ("I'll be at 500 Main St at 3pm for the meeting.", "2021-02-08", set(), ("address",)),
        ("I'll be at 12 Oak St, Apt 3 from Monday to Friday for the conference.", "2021-02-08", set(), ("address",)),
        # a city by its nickname
        ("I'm moving to Philly on May 27.", "2017-03-14", {(ME, "lives_in", "Philadelphia", "2017-05-28")}, ()),
        ("I'm moving to SFO on May 27.", "2017-03-14", set(), ("lives_in",)),
    ],
)  # fmt: skip
def test_a_number_that_is_still_me_and_a_home_with_its_street(body, day, found, absent):
    _holds(_said(body, day), found, absent)


@pytest.mark.parametrize(
    "author, body, day, found, absent",
    [
        # a licence that is a job, where the block gives no title; a title the block gives wins
        ("Claire Brennan <cb@example.com>",
         "see you soon\n\nClaire Brennan, BSN, RN\nRiverside Methodist Hospital | 5 West Cardiac Step-Down\n"
         "614-555-0188", "2018-08-01", {("Claire Brennan", "job_title", "RN", "2018-08-01"),
                                        ("Claire Brennan", "works_at", "Riverside Methodist Hospital", "2018-08-01")},
         ()),
        ("Claire Brennan <cb@example.com>", "see you\n\nClaire Brennan, RN\nSchool Nurse\nLincoln Elementary",
         "2018-08-01", {("Claire Brennan", "job_title", "School Nurse", "2018-08-01")}, ("RN",)),
        # a student's block names no employer, nor a title
        ("Claire Brennan <brennan.412@osu.edu>",
         "NATE. last final DONE.\n\nClaire Brennan\nBSN Candidate, Class of 2018\nThe Ohio State University College "
         "of Nursing\n614-555-0188", "2017-05-22", {("Claire Brennan", "phone", "+16145550188", "2017-05-22")},
         ("works_at", "job_title")),
        # (a doctoral student's post is a university's, as a careful reader of synthetic-mail-20 took it)
        ("Jane Smith <js@stanford.edu>", "thanks!\n\nJane Smith\nPhD Student, Department of Biology\n"
         "Stanford University\n650-555-0101", "2017-05-22",
         {("Jane Smith", "works_at", "Stanford University", "2017-05-22")}, ()),
        # (a recruiter's title that holds the word is a title)
        ("Jane Smith <js@acme.com>", "thanks!\n\nJane Smith\nCandidate Relations Manager\nAcme Corp\n650-555-0101",
         "2017-05-22", {("Jane Smith", "works_at", "Acme Corp", "2017-05-22")}, ()),
        # an announcement: "is being promoted", "joins us ... on Monday, April 12" (ahead, not the last one)
        ("Renee Whitaker <rw@tallgrass.com>",
         "Please join me in congratulating Nate Brennan, who is being promoted to Senior Photographer effective "
         "April 1.\n\nWe're also welcoming Jordan Pike, who joins us as Production Assistant on Monday, April 12.",
         "2021-03-25", {("Nate Brennan", "job_title", "Senior Photographer", "2021-04-01"),
                        ("Jordan Pike", "job_title", "Production Assistant", "2021-04-12")}, ("2020-04-12",)),
        ("Renee Whitaker <rw@tallgrass.com>", "Jordan Pike joined us as Production Assistant on April 12.",
         "2021-05-25", {("Jordan Pike", "job_title", "Production Assistant", "2021-04-12")}, ()),
        # someone's news: a title said after the sentence's end; not one of another subject's
        ("Renee Whitaker <rw@tallgrass.com>", "my sister Claire Brennan got the job at Vanderbilt!! CVICU nurse,\n"
         "starts Oct 3.", "2022-06-20", {("Claire Brennan", "job_title", "CVICU nurse", "2022-10-03")}, ()),
        ("Renee Whitaker <rw@tallgrass.com>", "Tom Smith is a nurse there now.", "2022-06-20",
         {("Tom Smith", "job_title", "nurse", "2022-06-20")}, ("nurse there",)),
    ],
)  # fmt: skip
def test_sign_offs_letters_and_news_of_a_photographers_mail(author, body, day, found, absent):
    _holds(_said(body, day, author=author), found, absent)


def test_a_list_that_relays_its_posters_mail_names_them():
    """A discussion list that rewrites a poster's From for DMARC ("Beth Tran via groups.io"
    <bethtran.nash=gmail.com@groups.io>, "'Ann Lee' via oldcrew" <oldcrew@googlegroups.com>) names the poster: their
    own mailbox from X-Original-From or X-Original-Sender, else the one written into the list's local part; a sender
    named "X via Y" with no relay stays as it is."""
    from hinet_pipeline.intake.connectors.mail_headers import parse_message, participants

    def sender(raw: bytes) -> tuple:
        return participants(parse_message(raw))[0][:2]

    assert sender(
        b'From: "Beth Tran via groups.io" <bethtran.nash=gmail.com@groups.io>\r\nX-Original-From: Beth Tran '
        b"<bethtran.nash@gmail.com>\r\nTo: neighbors@groups.io\r\n\r\nhi\r\n"
    ) == ("Beth Tran", "bethtran.nash@gmail.com")
    assert sender(
        b"From: \"'Ann Lee' via oldcrew\" <oldcrew@googlegroups.com>\r\nX-Original-Sender: ann.lee@gmail.com\r\n"
        b"To: oldcrew@googlegroups.com\r\n\r\nhi\r\n"
    ) == ("Ann Lee", "ann.lee@gmail.com")
    assert sender(b'From: "Ann Lee via groups.io" <ann.lee=yahoo.com@groups.io>\r\nTo: x@groups.io\r\n\r\nhi\r\n') == (
        "Ann Lee",
        "ann.lee@yahoo.com",
    )
    assert sender(b'From: "Pay via PayPal" <service@paypal.com>\r\nTo: x@y.com\r\n\r\nhi\r\n') == (
        "Pay via PayPal",
        "service@paypal.com",
    )
    # the relay's address that spells the poster's out is theirs too (an alias of the export's kind), a list's not
    aliases: list = []
    participants(parse_message(b'From: "Ann Lee via groups.io" <ann.lee=yahoo.com@groups.io>\r\n\r\nhi\r\n'), aliases)
    assert aliases == [("ann.lee=yahoo.com@groups.io", "ann.lee@yahoo.com")]
    aliases = []
    participants(
        parse_message(
            b"From: \"'Ann Lee' via oldcrew\" <oldcrew@googlegroups.com>\r\nX-Original-Sender: a@b.com\r\n\r\nx"
        ),
        aliases,
    )
    assert aliases == []


def test_a_job_ended_ahead_is_no_error_of_a_gold_that_lists_only_the_end():
    """The first-person scorer: "my last day at X is May 19" held at X till then is what the gold's end says too (no
    wrong fact where the gold lists only the end); a start the gold does not list, or an old job, still counts."""
    from benchmarks.statements import _held_till_end

    facts = [{"predicate": "ends_works_at", "object": "Acme", "valid_from": "2026-03-21"}]
    assert _held_till_end(("works_at", "Acme", "2026-03-11"), facts, "2026-03-11")
    assert not _held_till_end(("works_at", "Acme", "2026-04-01"), facts, "2026-03-11")  # (a day of its own)
    assert not _held_till_end(("works_at", "Globex", "2026-03-11"), facts, "2026-03-11")
    ended = [{"predicate": "ends_works_at", "object": "Acme", "valid_from": "2026-03-01"}]
    assert not _held_till_end(("works_at", "Acme", "2026-03-11"), ended, "2026-03-11")  # (it had ended)


def test_news_passed_on_to_the_reader_a_firms_bulk_mail_and_a_bookings_mailbox():
    """ "IT says your Tallgrass email (x) will be live Monday": the reader's, from the Monday ahead (not "Mom says my
    new number is": someone's words about the writer); a firm's bulk mail (an unsubscribe footer) tells no one's news
    ("Photographer Ines Calloway has been named director of photography at Outside"); "bookings@" is a role."""
    from hinet_pipeline.memory.people.kinds import address_kind

    got = _said("IT says your Tallgrass email (nbrennan@tallgrassoutfitters.com) will be\nlive Monday.", "2019-09-12")
    assert ("Dana Levi", "email", "nbrennan@tallgrassoutfitters.com", "2019-09-16") in got
    assert not {g for g in _said("Mom says my new number is 615-555-0132.", "2019-09-12") if g[1] == "phone"}
    letter = "1. THE BIG HIRE\nPhotographer Ines Calloway has been named director of photography at Outside."
    assert {g[0] for g in _said(letter, "2023-11-02", author="A B <ab@example.com>")} >= {"Ines Calloway"}

    def bulk(author: str, signals: list) -> set:
        from hinet_pipeline.config import Owner
        from hinet_pipeline.memory.facts.extract import extract
        from hinet_pipeline.records import CanonicalItem

        item = CanonicalItem.from_dict(
            {"source": "mail", "external_id": "x", "timestamp": "2023-11-02T10:00:00+00:00", "account": "me",
             "author": author, "participants": [author, "Dana Levi <dana.levi@example.com>"], "title": "",
             "body": letter + "\n\nUnsubscribe: https://contactsheet.news/unsubscribe", "signals": signals}
        )  # fmt: skip
        return {f.observation.subject for f in extract(item, 1, Owner("Dana Levi", ("dana.levi@example.com",), "US"))}

    assert "Ines Calloway" not in bulk("The Contact Sheet <hello@contactsheet.news>", ["bulk"])
    assert "Ines Calloway" in bulk("The Contact Sheet <hello@contactsheet.news>", ["list", "bulk"])  # (a post)
    assert address_kind("bookings@marrowbonebarn.com") == "role"


@pytest.mark.parametrize(
    "body, found",
    [
        # someone's news with its verb: "X is" read as "I am", "X has" as "I have"
        ("Josh Lindahl is a nurse at Mercy Hospital.", {("Josh Lindahl", "job_title", "nurse", "2022-06-20"),
                                                         ("Josh Lindahl", "works_at", "Mercy Hospital", "2022-06-20")}),
        ("I am now a nurse at Mercy Hospital.", {(ME, "job_title", "nurse", "2022-06-20"),
                                                 (ME, "works_at", "Mercy Hospital", "2022-06-20")}),
    ],
)  # fmt: skip
def test_someones_news_with_its_verb_and_a_title_held_now(body, found):
    assert found <= _said(body, "2022-06-20")


def test_what_a_chat_typed_in_small_letters_says_is_cited_to_that_record():
    """ "i'm at Arup from monday" is read as "I'm ...", and what it says cites the record as stored (its record id
    kept: a copy with the body changed had cited a record the vault never held, and `hinet facts` failed on it)."""
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.extract import extract
    from hinet_pipeline.records import CanonicalItem

    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": "2024-03-01T10:00:00+00:00", "account": "me",
         "author": "Jenna Albright <jenna@example.com>", "participants": ["Dana Levi <dana.levi@example.com>"],
         "title": "", "body": "so i'm leaving Columbus. i got the job at Great American Insurance, i start April 1"}
    )  # fmt: skip
    found = list(extract(item, 1, Owner("Dana Levi", ("dana.levi@example.com",), "US")))
    assert {f.observation.predicate for f in found} >= {"works_at"}
    assert {f.observation.record_id for f in found} == {item.record_id}
    assert item.read_as("x").record_id == item.record_id


@pytest.mark.parametrize(
    "author, body, day, found, absent",
    [
        # a service member's name line: the service after it, a sailor's rating before it; "V/r," closes a letter
        ("Sean Doyle <sean.doyle.usn@gmail.com>", "LETS GO.\n\nV/r,\nHM2 Sean Doyle, USN\nNaval Medical Center "
         "Portsmouth", "2019-12-27", {("Sean Doyle", "works_at", "U.S. Navy", "2019-12-27"),
                                      ("Sean Doyle", "job_title", "HM2", "2019-12-27")}, ()),
        ("Michael Pruett <mpruett.usn@gmail.com>", "Made Second Class!\n\nMM2 Michael Pruett, USN\nUSS Bataan (LHD 5)",
         "2017-09-12", {("Michael Pruett", "works_at", "U.S. Navy", "2017-09-12")}, ()),
        # (not a firm's initials before a name, nor a suffix that is no service)
        ("Ann Lee <ann@abc.com>", "Thanks,\nABC2 Ann Lee, USA\n", "2017-09-12", set(), ("works_at", "job_title")),
        # a new number given in the next sentence; a title ahead "for the City of"; a base one reports to is no boss
        ("Frank Pruett <fp@example.com>", "I have a new cell phone number as of today. It is\n520-555-0172.",
         "2022-11-13", {("Frank Pruett", "phone", "+15205550172", "2022-11-13")}, ()),
        ("Frank Pruett <fp@example.com>", "I have a new phone. It is great.", "2022-11-13", set(), ("phone",)),
        ("Lena Marsh <lm@example.com>", "I'm going to be a\nPark Planner for the City of Westerville, in Parks and "
         "Recreation! I start Monday the 16th.", "2020-02-20",
         {("Lena Marsh", "job_title", "Park Planner", "2020-03-16"),
          ("Lena Marsh", "works_at", "City of Westerville", "2020-03-16")}, ()),
        ("Lena Marsh <lm@example.com>", "I'm now a Team Lead for the Summer Camp program.", "2020-02-20",
         {("Lena Marsh", "job_title", "Team Lead", "2020-02-20")}, ("works_at",)),
        ("Michael Pruett <mp@example.com>", "I report to Naval Base San Diego on March 1.", "2021-01-20", set(),
         ("manager",)),
        ("Michael Pruett <mp@example.com>", "I report to Fort Hood on March 1.", "2021-01-20", set(), ("manager",)),
        # a school district by its kind's last word
        ("Patricia Nguyen <pn@lakemontschools.org>",
         "Thanks\n\nPatricia Nguyen\nDirector of Human Resources\nLakemont City Schools", "2019-06-10",
         {("Patricia Nguyen", "works_at", "Lakemont City Schools", "2019-06-10")}, ()),
    ],
)  # fmt: skip
def test_service_members_sign_offs_and_a_band_directors_family_mail(author, body, day, found, absent):
    _holds(_said(body, day, author=author), found, absent)


@pytest.mark.parametrize(
    "body, found",
    [
        # a new number said at a sentence's start anywhere, not only at the mail's top
        ("hey all -- i finally ditched the carrier that's been overcharging me since\n2012. new cell is 614-555-0193. "
         "the old 0132 number goes dead friday", {(ME, "phone", "+16145550193", "2024-09-16")}),
        # (someone else's, said the sentence before: their own, a person named who got one)
        ("Dentist changed their number. New # is 614-555-0193.", set()),
        ("so Jo finally got a phone. new # is 614-555-0193", set()),
    ],
)  # fmt: skip
def test_a_new_number_opening_a_sentence_is_the_writers_unless_another_got_it(body, found):
    assert {g for g in _said(body, "2024-09-16") if g[1] == "phone"} == found


@pytest.mark.parametrize(
    "author, body, day, found, absent",
    [
        # a letter's start of employment dates the boss it names for its reader
        ("Patricia Nguyen <pn@lakemontschools.org>", "Dear Mr. Pruett,\n\nYour employment will begin on August 1, "
         "2019. In this role you will report to\nDr. Sandra Velez, Principal of Lakemont High School.", "2019-04-08",
         {("Dana Levi", "manager", "Sandra Velez", "2019-08-01")}, ()),
        # a boss one works under now (not one worked under before, nor a condition one works under)
        ("Owen Pruett <op@example.com>", "Over the past seven years I have had the privilege of working under Tom "
         "Kessler, who has been a generous mentor.", "2019-04-15", {("Owen Pruett", "manager", "Tom Kessler",
                                                                    "2019-04-15")}, ()),
        ("Owen Pruett <op@example.com>", "I worked under Tom Kessler for years.", "2019-04-15", set(), ("manager",)),
        ("Owen Pruett <op@example.com>", "I'm working under pressure.", "2019-04-15", set(), ("manager",)),
        # a start after a title and a longer place ("..., starting July 11")
        ("Jenna Albright <ja@example.com>", "I accepted an offer from Nationwide!!! Actuarial Analyst in their "
         "Columbus\noffice, starting July 11.", "2022-05-10", {("Jenna Albright", "works_at", "Nationwide",
                                                                "2022-07-11")}, ()),
    ],
)  # fmt: skip
def test_a_letters_start_a_boss_worked_under_and_a_start_after_a_title(author, body, day, found, absent):
    _holds(_said(body, day, author=author), found, absent)


@pytest.mark.parametrize(
    "body, found",
    [
        # notice given, or papers put in, at an employer: the job ends on the last day the text gives
        ("I gave notice at Hawkeye Mutual today, my last day is Feb 8",
         {(ME, "works_at", "Hawkeye Mutual", "2019-02-09"), (ME, "works_at", "Hawkeye Mutual", "2019-01-25")}),
        ("I put in my papers at Union Pacific. Last day is March 31, 38 years and 4 months.",
         {(ME, "works_at", "Union Pacific", "2019-04-01")}),
        ("I put papers on the desk at Acme.", set()),
    ],
)  # fmt: skip
def test_notice_given_or_papers_put_in_at_an_employer(body, found):
    assert found <= _said(body, "2019-01-25")
    assert found or not {g for g in _said(body, "2019-01-25") if g[1] == "works_at"}


@pytest.mark.parametrize(
    "body, found, absent",
    [
        # a formal letter's inside address: the title and organisation of the one its greeting names
        ("Dr. Angela Whitfield\nPrincipal\nCarver Heights High School\nColumbus, Ohio\n\nApril 15, 2019\n\nDear Dr. "
         "Whitfield,\n\nPlease accept this letter as formal notice of my resignation.\n\nSincerely,\n\nOwen Pruett",
         {("Angela Whitfield", "job_title", "Principal", "2019-04-15"),
          ("Angela Whitfield", "works_at", "Carver Heights High School", "2019-04-15")}, ("Columbus",)),
        # (a block the greeting does not name is not the addressee's)
        ("Tom Kessler\nDirector of Bands\nCarver Heights High School\n\nDear Angela,\n\nthanks\n\nOwen",
         set(), ("Principal",)),
    ],
)  # fmt: skip
def test_a_letters_inside_address_names_its_addressees_title(body, found, absent):
    got = _said(body, "2019-04-15", author="Owen Pruett <op@example.com>")
    assert found <= got
    assert not {g for g in got for a in absent if a in g[1:]} and not {
        g for g in got if g[0] == "Angela Whitfield" and not found
    }


def test_a_start_by_its_weekday_and_the_day_of_the_month_and_a_title_before_a_dash():
    """ "I start Monday the 16th", two sentences after the job it starts, dates the job, its title and its boss; a
    title an aside closes with a dash leaves the dash out ("the planning supervisor -- he's the one who ...")."""
    got = _said(
        "YES. They called and I said yes on the spot. I'm going to be a\nPark Planner for the City of Westerville, in "
        "Parks and Recreation! I'll be\nreporting to Greg Halvorsen, the planning supervisor -- he's the one who did "
        "the trail.\n\nI start Monday the 16th. Ten years at Greenway, so it's weird.",
        "2020-02-27",
    )
    assert {(ME, "job_title", "Park Planner", "2020-03-16"), (ME, "works_at", "City of Westerville", "2020-03-16"),
            (ME, "manager", "Greg Halvorsen", "2020-03-16"),
            ("Greg Halvorsen", "job_title", "planning supervisor", "2020-02-27")} <= got  # fmt: skip


def test_a_persons_letter_sent_blind_is_no_mailing():
    """A holiday letter a person sends to undisclosed recipients is their own mail, not a mailing (their address is
    no newsletter's: it had hidden the owner's own gmail address); a firm's is bulk mail."""
    from hinet_pipeline.intake.connectors.mail_headers import parse_message
    from hinet_pipeline.intake.connectors.mail_signals import sending_signals

    def signals(sender: bytes) -> list:
        msg = parse_message(
            b"From: " + sender + b"\r\nTo: undisclosed-recipients:;\r\nSubject: x\r\n\r\nMerry Christmas"
        )
        return sending_signals(msg, "Merry Christmas", [], None, None)

    assert "bulk" not in signals(b"Darlene Pruitt <dpruitt58@gmail.com>")
    assert "bulk" not in signals(b'"Pruitt, Gary W." <gpruitt@example.com>')
    assert "bulk" in signals(b"SVP Corporate Communications <comms@sunvalleypower.com>")


@pytest.mark.parametrize(
    "body, found, absent",
    [
        # the work one does, as a title at its employer; a grade made; a capitalised title held at an employer
        ("I work as a speech therapist at Sonoran Pediatric Therapy.",
         {(ME, "job_title", "speech therapist", "2019-12-10"),
          (ME, "works_at", "Sonoran Pediatric Therapy", "2019-12-10")}, ()),
        ("Since October I've been working part-time as a course marshal at Superstition Greens Golf Club.",
         {(ME, "job_title", "course marshal", "2019-10-01"),
          (ME, "works_at", "Superstition Greens Golf Club", "2019-10-01")}, ()),
        ("I went back to work this fall as a speech therapist at Sonoran Pediatric Therapy.",
         {(ME, "job_title", "speech therapist", "2019-12-10")}, ()),
        ("I made Engine Captain this spring.", {(ME, "job_title", "Engine Captain", "2019-12-10")}, ()),
        ("I'm still Regional Operations Manager at Copperline.",
         {(ME, "job_title", "Regional Operations Manager", "2019-12-10")}, ()),
        # (not a team, a list, a dinner)
        ("I work as a team with Acme.", set(), ("job_title",)),
        ("I made Dean's List! And I made Dinner for everyone.", set(), ("job_title",)),
    ],
)  # fmt: skip
def test_work_as_a_title_a_grade_made_and_a_title_held(body, found, absent):
    _holds(_said(body, "2019-12-10"), found, absent)


def test_someones_news_after_a_comma_and_and_a_title_held_since_its_day():
    """A subject after ", and" opens someone's news ("..., and Jess has been a labor and delivery nurse at X since
    July": hers, the employer from July too)."""
    got = _said(
        "Jessica Alvarez moved to Texas. They're renting a cute house in Round Rock, and Jess has been a labor and "
        "delivery nurse at Williamson Regional Hospital since July.",
        "2019-12-10",
    )
    assert {("Jessica Alvarez", "job_title", "labor and delivery nurse", "2019-07-01"),
            ("Jessica Alvarez", "works_at", "Williamson Regional Hospital", "2019-07-01")} <= got  # fmt: skip


@pytest.mark.parametrize(
    "author, body, day, found, absent",
    [
        # a credential in capitals after the name; a list's footer ends a post (its unsubscribe line no bulk mail's)
        ("Trent Oakley <toakley@cactuspm.com>", "Hello residents,\n\nA few items.\n\nTrent Oakley, CMCA\nCommunity "
         "Manager\nCactus Property Management\nOffice: 480-555-0133 | Fax: 480-555-0135\ntoakley@cactuspm.com\n\n--\n"
         "You are receiving this because you are subscribed to the Neighbors list. To unsubscribe, send a blank email",
         "2014-11-20", {("Trent Oakley", "job_title", "Community Manager", "2014-11-20"),
                        ("Trent Oakley", "works_at", "Cactus Property Management", "2014-11-20"),
                        ("Trent Oakley", "phone", "+14805550133", "2014-11-20")}, ("+14805550135",)),
        # a line of organisations: the institution (its last), its branch before it; a help desk's number no one's
        ("Helen Tso <htso@evpl.org>", "Welcome aboard!\n\nHelen Tso\nBranch Manager\nAlma Vista Branch Library | "
         "East Valley Public Library\n3350 E. Brown Rd., Mesa, AZ 85213\n480-555-0150\nhtso@evpl.org",
         "2017-08-03", {("Helen Tso", "works_at", "East Valley Public Library", "2017-08-03"),
                        ("Helen Tso", "phone", "+14805550150", "2017-08-03")}, ("Alma Vista Branch Library",)),
        ("Tanya Reyes <tr@brannock.edu>", "Thanks\n\nTanya Reyes\nHelp Desk Supervisor | ITS Help Desk | Brannock "
         "State University\nDirect: 319-462-4362 | Help Desk: 319-462-4357\n", "2002-02-04",
         {("Tanya Reyes", "phone", "+13194624362", "2002-02-04")}, ("+13194624357",)),
        # (a title in capitals is no credential: "Tom Brennan | CFO | ...")
        ("Tom Brennan <tb@pcr.com>", "Thanks\n\nTom Brennan | CFO | Prairie Central Railway | Omaha, Nebraska | "
         "402-555-0199", "2002-01-07", {("Tom Brennan", "job_title", "CFO", "2002-01-07")}, ()),
        # a student's line with a degree and its class year names no employer
        ("Jenna Albright <ja@osu.edu>", "thanks!\n\n--\nJenna Albright\nThe Ohio State University | B.S. Actuarial "
         "Science '22\n614-555-0138", "2022-05-09", {("Jenna Albright", "phone", "+16145550138", "2022-05-09")},
         ("works_at",)),
        # "X joins us as Y": the employer the writer's own sign-off names (none where it names none)
        ("Renee Whitaker <rw@tallgrass.com>", "We're also welcoming Jordan Pike, who joins us as Production Assistant "
         "on Monday, April 12.\n\nRenee Whitaker\nCreative Director | Tallgrass Outfitters\n615-555-0110",
         "2021-03-25", {("Jordan Pike", "works_at", "Tallgrass Outfitters", "2021-04-12")}, ()),
        ("Renee Whitaker <rw@tallgrass.com>", "We're also welcoming Jordan Pike, who joins us as Production Assistant "
         "on Monday, April 12.", "2021-03-25", {("Jordan Pike", "job_title", "Production Assistant", "2021-04-12")},
         ("works_at",)),
    ],
)  # fmt: skip
def test_a_credential_a_line_of_organisations_a_desks_number_and_who_joins_us(author, body, day, found, absent):
    _holds(_said(body, day, author=author), found, absent)


def test_a_households_numbers_by_first_name_and_a_boss_from_a_role_starting_on_a_day():
    """ "please call our cells:" over "Darlene 480-..." and "Gary 480-..." gives the writer hers and the one the
    text or the vault names Gary his; "starting September 1 I'm the X ... I'll report to Y" dates the boss by the
    role's day."""
    from hinet_pipeline.memory.facts.named import known_people

    with known_people(lambda: ["Gary Pruitt"]):
        got = _said(
            "We're dropping the house phone, so please call our cells:\nDarlene 480-555-0147\nGary 480-555-0129\n\n"
            "Hope this finds you all well.",
            "2019-04-10",
            author="Darlene Pruitt <darlene.pruitt@cox.net>",
        )
    assert {("Darlene Pruitt", "phone", "+14805550147", "2019-04-10"),
            ("Gary Pruitt", "phone", "+14805550129", "2019-04-10")} <= got  # fmt: skip
    got = _said(
        "1) It's official: starting September 1 I'm the Regional Operations Manager\nfor the Southwest region. I'll "
        "report to Dana Whitcomb, our VP of\nOperations.",
        "2018-08-30",
        author="Kevin Pruitt <kp@example.com>",
    )
    assert ("Kevin Pruitt", "manager", "Dana Whitcomb", "2018-09-01") in got


@pytest.mark.parametrize(
    "author, body, found, absent",
    [
        # a couple's line over their street: the home is the other's too (not a family's children's)
        ("Darlene Pruitt <dp@example.com>", "Love,\nDarlene & Gary\n2417 E. Palo Verde Circle\nMesa, AZ 85213",
         {("Gary Pruitt", "address", "2417 E. Palo Verde Circle, Mesa, AZ 85213", "2021-04-06")}, ()),
        ("Karen Vanderploeg <kv@example.com>", "Love,\nKaren, Tim, Zoë & Jake\n1516 Washington St, Pella IA 50219",
         {("Karen Vanderploeg", "address", "1516 Washington St, Pella IA 50219", "2021-04-06")}, ("Jake Vanderploeg",)),
        # a new number said after what it is
        ("Darlene Pruitt <dp@example.com>", "I also got a new cell with a Prescott number, 928-555-0163.",
         {("Darlene Pruitt", "phone", "+19285550163", "2021-04-06")}, ()),
        ("Darlene Pruitt <dp@example.com>", "I got a new phone, 3 days ago.", set(), ("phone",)),
    ],
)  # fmt: skip
def test_a_couples_home_and_a_new_number_after_what_it_is(author, body, found, absent):
    got = _said(body, "2021-04-06", author=author)
    assert found <= got
    assert not {g for g in got for a in absent if a in g}


@pytest.mark.parametrize(
    "body, absent",
    [
        # a review's probes of session 42's readings: each stays unread
        ("Thanks\n\nGrand Rapids, MI\n616-555-0100", ("+16165550100",)),  # (a state code is no credential)
        ("Our Support line is 480-555-0147", ("phone",)),  # (a business's line)
        ("Called the dentist today. The new number is 480-555-0147.", ("phone",)),
        ("I have a new number for the plumber. It's 480-555-0147.", ("phone",)),
        ("We signed a lease on the warehouse: 2250 Elliston Pl, Nashville TN 37203", ("address", "lives_in")),
        ("I'll be at 2150 W Alamo Dr, Apt 4, Chandler AZ 85224 starting March 20 for the training course.",
         ("address", "lives_in")),
        ("During my residency I had the privilege of working under Dr. Alan Reister at Mercy.", ("manager",)),
        ("I gave notice to Greystar today that we're moving out May 31.", ("works_at",)),
        ("I worked as a waitress at Denny's back in college.", ("job_title", "works_at")),
        ("Josh Lindahl worked as a nurse at Mercy Hospital in the 90s.", ("job_title", "works_at")),
        ("I'm a nurse now and Jo is at Intel.", ("Intel",)),
        ("I've been promoted to Team Lead. Drinks at O'Malley's Friday!", ("works_at",)),
        ("Our numbers:\nFront Desk 480-555-0100\nPool House 480-555-0111", ("phone",)),
    ],
)  # fmt: skip
def test_a_reviews_probes_of_session_42s_readings(body, absent):
    got = _said(body, "2020-03-02")
    assert not {g for g in got for a in absent if a in g[1:] and g[2] != "cwhitlock@breckwoodpump.com"}


@pytest.mark.parametrize(
    "body, found",
    [
        # ... and what they must still read
        ("Thanks\n\nJane Doe | Senior Engineer | NASA", {("Jane Doe", "works_at", "NASA", "2020-03-02")}),
        ("Thanks\n\nJane Smith\nVP Finance\nAcme Corp\nWharton MBA '09", {("Jane Smith", "works_at", "Acme Corp",
                                                                          "2020-03-02")}),
        ("Work has been nuts. New number: 480-555-0147", {(ME, "phone", "+14805550147", "2020-03-02")}),
        ("We moved to DC last month.", {(ME, "lives_in", "Washington, D.C.", "2020-02-01")}),
    ],
)  # fmt: skip
def test_what_the_reviews_fixes_still_read(body, found):
    author = next((f"{who} <{who.split()[0].lower()}@example.com>" for who, *_ in found if who != ME), None)
    assert found <= (_said(body, "2020-03-02", author=author) if author else _said(body, "2020-03-02"))
