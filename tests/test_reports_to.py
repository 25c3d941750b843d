"""Who reports to whom, as organisation mail says it (session 38): a boss named by a first name the
text gave in full before, a person and their group, a pronoun in its own sentence, a boss planned in
the sentence of a new job's start, and an e-mail address said as an apposition. Each with look-alikes
that must stay no fact."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from hinet_pipeline.memory.facts.announcements import announcements

from .test_first_person import _said_as

DAY = datetime(2002, 1, 7, tzinfo=timezone.utc)


def said_of_others(text: str) -> set[tuple]:
    """(name, predicate, object, day) of what a text announces about named people, written 2002-01-07."""
    return {(n, p, o, str(w)[:10]) for n, p, o, w, *_ in announcements(text, lambda: DAY, "US")}


@pytest.mark.parametrize(
    "text, found",
    [
        # a boss by the first name the text gave in full before
        ("Please join me in welcoming Marcus Bell, who has joined us as Vice President, Power Trading.\n\n"
         "Effective January 14, Dan Ostrowski will report to Marcus.",
         {("Dan Ostrowski", "manager", "Marcus Bell", "2002-01-14")}),
        # a person and their group
        ("Also effective January 14, Dan Ostrowski and the Power Structuring group will report to Marcus Bell.",
         {("Dan Ostrowski", "manager", "Marcus Bell", "2002-01-14")}),
        # a pronoun: the one person its own sentence named before it
        ("Effective July 1, Raj Venkataraman will rotate from Market Risk to Power Structuring, where he will "
         "report to Dan Ostrowski.", {("Raj Venkataraman", "manager", "Dan Ostrowski", "2002-07-01")}),
        # a review's probes (session 38): a day read ahead for what "will" be, a group of "his", a capital
        # "Group", a boss whose clause goes on to his own boss, an interim boss, a nickname
        ("Please welcome Marcus Bell. On February 4, Dan Ostrowski will report to Marcus.",
         {("Dan Ostrowski", "manager", "Marcus Bell", "2002-02-04")}),
        ("Dan Ostrowski and his team will report to Marcus Bell.",
         {("Dan Ostrowski", "manager", "Marcus Bell", "2002-01-07")}),
        ("Dan Ostrowski and the Power Structuring Group will report to Marcus Bell, who will report to Louise Kitchen.",
         {("Dan Ostrowski", "manager", "Marcus Bell", "2002-01-07"),
          ("Marcus Bell", "manager", "Louise Kitchen", "2002-01-07")}),
        ("Please welcome Marcus Bell. Dan Ostrowski will report to Marcus on an interim basis.",
         {("Dan Ostrowski", "manager", "Marcus Bell", "2002-01-07")}),
        ("Raj Venkataraman will join us on February 4, and he will report to Dan Ostrowski.",
         {("Raj Venkataraman", "manager", "Dan Ostrowski", "2002-02-04")}),
        ("I am pleased to announce that Raj Venkataraman will rotate to Power Structuring, where he'll report to "
         "Dan Ostrowski.", {("Raj Venkataraman", "manager", "Dan Ostrowski", "2002-01-07")}),
        ("I am pleased to announce the following changes.\n\nRobert (Bob) Kessling has been named Executive Vice "
         "President, Trading. Bob has served as Senior Vice President, Gas and Power Trading since 1998.",
         {("Robert Kessling", "job_title", "Senior Vice President, Gas and Power Trading", "1998-01-01"),
          ("Robert Kessling", "job_title", "Executive Vice President, Trading", "2002-01-07")}),
    ],
)  # fmt: skip
def test_who_reports_to_whom_in_an_announcement(text, found):
    assert found <= said_of_others(text)


@pytest.mark.parametrize(
    "text",
    [
        # the first name of two people the text named: unsaid which
        "Marcus Bell and Marcus Lee joined us this week. Dan Ostrowski will report to Marcus.",
        # a first name nobody was named with in full
        "Dan Ostrowski will report to Marcus.",
        # a place, not a person
        "Dan Ostrowski will report to Houston.",
        # two people in the pronoun's sentence: whose, unsaid
        "Raj Venkataraman and Leslie Pham met on Monday, and he will report to Dan Ostrowski.",
        # the pronoun's person in another sentence
        "Raj Venkataraman is moving teams. Effective July 1 he will report to Dan Ostrowski.",
        # a question, not an announcement
        "Will Dan Ostrowski and the Power Structuring group report to Marcus Bell?",
        # a review's probes (session 38): someone else's clause, a condition, a hedge, a plan given up
        "Jeff Skilling is pleased to announce that Raj will rotate to Power Structuring, where he will report to "
        "Dan Ostrowski.",
        "Should Raj Venkataraman accept, he will report to Dan Ostrowski.",
        "Raj Venkataraman was going to rotate to Power Structuring, where he will report to Dan Ostrowski.",
        "Raj Venkataraman will meet Lisa Chang, and she will report to Dan Ostrowski.",
        "Please join Louise Kitchen in congratulating Raj, who will rotate to Power Structuring, where he will report "
        "to Dan Ostrowski.",
        # "report to" as telling, an institution, a person in another clause, a choice undecided
        "Please welcome Marcus Bell. Dan Ostrowski will report to Marcus what he finds.",
        "Dan Ostrowski and the Power Structuring group will report to Marcus Bell on their Q4 numbers.",
        "Raj Venkataraman has jury duty, and he will report to Harris County Court on Monday.",
        "The Gas desk will move to Jo Kim and the Origination group will report to Sally Beck.",
        "Please welcome Summer Lee. Dan Ostrowski will report to Summer interns.",
        "Dan Ostrowski and the Power Structuring group will report to Marcus Bell or Sally Beck.",
    ],
)
def test_look_alikes_name_no_boss(text):
    assert not {x for x in said_of_others(text) if x[1] == "manager" and x[0] != "Marcus Bell"}


@pytest.mark.parametrize(
    "text, facts",
    [
        # a boss planned in the sentence of a new job's start: from that start ("on Monday" read once)
        ("Hello everyone,\n\nI joined Meridian Energy Trading on Monday as Director, East Gas Trading, and I'll be "
         "reporting to Karen Whitfield.",
         {("works_at", "Meridian Energy Trading", "2026-03-09"),
          ("job_title", "Director, East Gas Trading", "2026-03-09"), ("manager", "Karen Whitfield", "2026-03-09")}),
        ("I joined Meridian Energy Trading on Monday, and I'll be reporting to Karen.",
         {("works_at", "Meridian Energy Trading", "2026-03-09"), ("manager", "Karen", "2026-03-09")}),
        # an e-mail address said as an apposition, from the day it takes effect
        ("Hi all,\n\nIT is consolidating our accounts, so please note my new e-mail address, lb2@meridian.example, "
         "effective Monday, August 13.  Mail to my old address will be forwarded for a month.\n\nThanks,\nLaura",
         {("email", "lb2@meridian.example", "2026-08-13")}),
        ("Please update your address book with my new e-mail, jdoe@gmail.com.",
         {("email", "jdoe@gmail.com", "2026-03-11")}),
    ],
)  # fmt: skip
def test_a_boss_planned_with_a_new_job_and_an_address_as_an_apposition(text, facts):
    assert _said_as(text, "US", "mail") == facts


@pytest.mark.parametrize(
    "text",
    [
        # a plan with no day and no start in its sentence is no fact
        "I'll be reporting to Karen Whitfield.",
        "I joined Meridian Energy Trading in 2019. I'll be reporting to Karen Whitfield after the reorg.",
        # a job someone else started, and his boss
        "Kevin joined Meridian Energy Trading on Monday, and he'll be reporting to Karen Whitfield.",
        # an address that is not the writer's
        "My new e-mail assistant, Joanna, will sort your requests.",
        # a review's probes (session 38): "my e-mail" a message, the address another's; a later plan; one long past
        "Further to my e-mail, kim@x.com will send the contract.",
        "As I said in my e-mail, kim@x.com is your contact at Dynegy.",
        "My e-mail, kim@x.com, is my assistant's address.",
        "I joined Meridian Energy Trading on Monday as Director, and once Sam Ortiz retires I'll be reporting to "
        "Karen Whitfield.",
        "I joined Meridian Energy Trading in 1998 as an analyst, and after the reorg I'll be reporting to Karen "
        "Whitfield.",
    ],
)
def test_a_plan_with_no_day_of_its_own_is_no_boss(text):
    assert not {f for f in _said_as(text, "US", "mail") if f[0] in ("manager", "email")}


@pytest.mark.parametrize(
    "text, day",
    [
        # the start's phrase read once: its day, also on a mail written on that weekday
        ("I joined Meridian Energy Trading on Wednesday, and I'll be reporting to Karen Whitfield.", "2026-03-04"),
        ("I joined Meridian Energy Trading on March 2 as Director, and I'll be reporting to Karen Whitfield.",
         "2026-03-02"),
        # a plan's own day stays its own
        ("I joined Meridian Energy Trading on Monday, and from next Monday I'll be reporting to Karen Whitfield.",
         "2026-03-16"),
    ],
)  # fmt: skip
def test_a_boss_planned_with_a_start_takes_the_day_its_sentence_gives(text, day):
    said = _said_as(text, "US", "mail")  # (written on a Wednesday: the start's "on Wednesday" is last week's)
    assert ("manager", "Karen Whitfield", day) in said and any(f[0] == "works_at" for f in said)


# -- what a second synthetic mailbox showed (session 38: benchmarks/gold/synthetic-mail-2) -----------------


@pytest.mark.parametrize(
    "text, found",
    [
        # "report to" read from its sentence's subject: a first name the text gave in full, "He" / "She" after
        # an announcement, "reporting to" after a promotion
        ("Walt and Tom have asked Hannah Voss to lead the department.  Hannah has been promoted to Director, Human "
         "Resources, effective April 1, 2002, and will report to Tom Brennan.",
         {("Hannah Voss", "manager", "Tom Brennan", "2002-04-01")}),
        ("Tom Brennan, currently Treasurer, has been named Vice President and Chief Financial Officer.  Tom joined "
         "us in 1993.  He will report to me.",
         {("Tom Brennan", "manager", "\x00writer", "2002-01-07"),
          ("Tom Brennan", "job_title", "Vice President and Chief Financial Officer", "2002-01-07")}),
        # (from the day she joins)
        ("Please join me in welcoming Hannah Voss, who will be joining us on April 3 as HR Generalist.  She will "
         "report to me.", {("Hannah Voss", "manager", "\x00writer", "2002-04-03")}),
        ("On behalf of Walt Kimbrough:\n\nAnne-Marie Dufresne has been promoted to Vice President, Safety.  "
         "Anne-Marie will continue to report to Walt.",
         {("Anne-Marie Dufresne", "manager", "Walt Kimbrough", "2002-01-07")}),
        ("Congratulations to Tom Brennan.  Also effective January 1, Raymond Ochoa is promoted to Treasurer, "
         "reporting to Tom.", {("Raymond Ochoa", "manager", "Tom Brennan", "2002-01-01")}),
        # "the same date": the day something takes effect, not the last year the text named
        ("Karen Lindqvist has been promoted to Assistant General Counsel, effective February 1.  Karen joined the Law "
         "Department in 1994.  Emily Harcourt and the rest of the paralegal group will report to Karen as of the "
         "same date.", {("Emily Harcourt", "manager", "Karen Lindqvist", "2002-02-01")}),
        # a number given as "her line", "his cell"
        ("I'm out Aug 7-11.  Marla Jensen in our office will place the orders; her line is 308-382-6625.",
         {("Marla Jensen", "phone", "+13083826625", "2002-01-07")}),
    ],
)  # fmt: skip
def test_what_a_second_synthetic_mailbox_showed(text, found):
    assert found <= said_of_others(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hannah Voss has been promoted.  She said that I will report to Tom Brennan.",  # another clause's subject
        "The committee will report to Tom Brennan on the audit.",  # no person, and "on the audit": telling
        "She will report to me.",  # nobody announced before
        "Please welcome Tom Brennan and Raj Patel.  Hannah will report to Tom.",  # no Hannah named in full
    ],
)
def test_look_alikes_of_what_it_showed_name_no_boss(text):
    assert not {x for x in said_of_others(text) if x[1] == "manager"}


def test_a_role_mailbox_announcement_is_its_signers():
    """ "PCR Announcements" sends it, Walt Kimbrough signs it: "... will report to me" is to him."""
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.extract import extract
    from hinet_pipeline.records import CanonicalItem

    body = (
        "I am pleased to announce that Daniel Okafor has been named General Manager, Southern Region.  Dan will "
        "relocate to our Dallas office and will report to me.\n\nWalt Kimbrough\nPresident and Chief Executive "
        "Officer\nPrairie Central Railway Company\n"
    )
    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": "2001-08-14T10:00:00+00:00", "account": "a",
         "author": "PCR Announcements <announcements@pcrail.com>", "participants": ["all@pcrail.com"],
         "title": "", "body": body}
    )  # fmt: skip
    said = {
        (o.subject, o.predicate, o.object) for f in extract(item, 1, Owner("owner", (), "US")) if (o := f.observation)
    }
    assert ("Daniel Okafor", "manager", "Walt Kimbrough") in said
    assert not any(x[2] == "PCR Announcements" for x in said)


@pytest.mark.parametrize(
    "text, facts",
    [
        # a sign-off on one line with bars, its fields longer ("Vice President, Corporate Banking"), an address too
        ("Thanks,\nPamela\n\nDana Levi | Senior Consultant | Summit Search Partners | 312-876-2290 | dana@ss.example",
         {("job_title", "Senior Consultant", "2026-03-11"), ("works_at", "Summit Search Partners", "2026-03-11"),
          ("phone", "+13128762290", "2026-03-11")}),
        ("See attached.\n\nDana Levi | Vice President, Corporate Banking | Missouri River National Bank | 402.633.4190",
         {("job_title", "Vice President, Corporate Banking", "2026-03-11"),
          ("works_at", "Missouri River National Bank", "2026-03-11"), ("phone", "+14026334190", "2026-03-11")}),
        # an address to reach one at
        ("From now on you can reach me at dana.l@hotmail.com.  Lunch on Friday, everyone's invited!",
         {("email", "dana.l@hotmail.com", "2026-03-11")}),
    ],
)  # fmt: skip
def test_one_line_sign_offs_and_an_address_to_reach_one_at(text, facts):
    assert facts <= _said_as(text, "US", "mail")


def test_a_firm_named_like_a_person_is_no_person_and_short_first_names_are_one():
    from hinet_pipeline.memory.facts.signoff import name_of
    from hinet_pipeline.memory.people.nicknames import first_form

    assert name_of("Prairie Central Railway") is None and name_of("Summit Freight") is None
    assert name_of("Curtis Wheeler") == "Curtis Wheeler"
    assert first_form("steve") == first_form("steven") == first_form("stephen")
    assert first_form("walt") == first_form("walter") and first_form("dan") == first_form("daniel")
    assert first_form("steve") != first_form("walter")


@pytest.mark.parametrize(
    "text",
    [
        # a review's probes (session 38, second): a pronoun with someone else named since, or a paragraph away
        "Hannah Voss has been promoted to Director. Tom Brennan will take over Payroll. He will report to Walt "
        "Kimbrough.",
        "Tom Brennan has been named CFO, replacing Karen Whitfield. She will report to me.",
        "Hannah Voss has been named Director.\n\nIn other news, the cafeteria will close early Friday. He will report "
        "to me.",
        # the object of "reported to" is no subject; a past boss; a first name two people share by its forms
        "Hannah Voss has been named Director. Raymond Ochoa, who previously reported to Tom Brennan, will now "
        "report to Hannah.",
        "Tom Brennan is CFO. Hannah Voss was previously Director, reporting to Tom.",
        "Dan Ostrowski and Daniel Okafor have joined. Dan will report to Karen Whitfield.",
        # a firm named like a person is no boss
        "Hannah Voss has been named Director. She will report to Dillard Brothers.",
    ],
)
def test_a_second_reviews_look_alikes_name_no_boss(text):
    assert not {x for x in said_of_others(text) if x[1] == "manager"}


@pytest.mark.parametrize(
    "text, found",
    [
        # the named person is the subject, not the one inside an inserted clause (no title for Walt)
        ("Tom Brennan, who reports to Walt Kimbrough, has been named CFO.", set()),
        # "the same date": a day before a year alone; the nearest day otherwise
        ("Daniel Okafor has been named Controller, effective February 1. Karen Whitfield retires on March 31. Dan will "
         "report to Tom Brennan as of that date.", {("Daniel Okafor", "manager", "Tom Brennan", "2002-03-31")}),
        # what "will" be: its day ahead
        ("Please join me in welcoming Hannah Voss, who will be joining us on April 3 as HR Generalist.",
         {("Hannah Voss", "job_title", "HR Generalist", "2002-04-03")}),
    ],
)  # fmt: skip
def test_a_second_reviews_probes(text, found):
    got = said_of_others(text)
    assert found <= got
    assert not {x for x in got if x[0] == "Walt Kimbrough"}


@pytest.mark.parametrize(
    "text, facts",
    [
        ("Tom Brennan | CFO | Prairie Central Railway | Omaha, Nebraska | 402-555-0199",
         {("job_title", "CFO"), ("works_at", "Prairie Central Railway"), ("phone", "+14025550199")}),
        ("Pamela Ortiz | Senior Consultant | Summit Search Partners | www.summitsearch.com | 312-876-2290",
         {("job_title", "Senior Consultant"), ("works_at", "Summit Search Partners"), ("phone", "+13128762290")}),
    ],
)  # fmt: skip
def test_a_bars_town_and_site_are_no_title(text, facts):
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.extract import extract
    from hinet_pipeline.records import CanonicalItem

    name = text.split(" | ")[0]
    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": "2002-01-07T10:00:00+00:00", "account": "a",
         "author": f"{name} <x@y.example>", "participants": ["z@y.example"], "title": "", "body": "Thanks\n\n" + text}
    )  # fmt: skip
    said = {(o.predicate, o.object) for f in extract(item, 1, Owner("owner", (), "US")) if (o := f.observation)}
    assert facts <= said and not {x for x in said if x[0] == "job_title" and x[1] != dict(facts)["job_title"]}


def test_a_role_mailboxs_reach_me_is_its_signers():
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.extract import extract
    from hinet_pipeline.records import CanonicalItem

    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": "2002-01-07T10:00:00+00:00", "account": "a",
         "author": "PCR Announcements <announcements@pcrail.com>", "participants": ["all@pcrail.com"], "title": "",
         "body": "Questions? You can reach me at wkimbrough@pcrail.com.\n\nWalt Kimbrough\nPresident\n"}
    )  # fmt: skip
    said = {
        (o.subject, o.predicate, o.object) for f in extract(item, 1, Owner("owner", (), "US")) if (o := f.observation)
    }
    assert not any(s == "PCR Announcements" for s, _, _ in said)
    assert ("Walt Kimbrough", "email", "wkimbrough@pcrail.com") in said


# -- what a third synthetic mailbox showed (session 38: benchmarks/gold/synthetic-mail-3, a hospital network) ------


@pytest.mark.parametrize(
    "text, found",
    [
        # credentials after a name, a title with its department and a second title, its day after it
        ("I am very pleased to announce that Dana R. Whitfield, RN, MSN, has been appointed Vice President, Patient "
         "Care Services and Chief Nursing Officer, effective January 1, 2002.  Dana has been Director of Nursing, "
         "Surgical Services since 1996.  Dana will report to me.",
         {("Dana R. Whitfield", "job_title", "Vice President, Patient Care Services and Chief Nursing Officer",
           "2002-01-01"),
          ("Dana R. Whitfield", "job_title", "Director of Nursing, Surgical Services", "1996-01-01"),
          ("Dana R. Whitfield", "manager", "\x00writer", "2002-01-01")}),  # (from her post's day, days gone)
        # "currently X" before a role ahead; "has agreed to serve as"; a first name that is a town's too ("Dana")
        ("Dana R. Whitfield has been named CNO.  Susan Okafor, RN, MSN, currently Nurse Manager of the Surgical "
         "Intensive Care Unit, has agreed to serve as Interim Director of Nursing, Surgical Services, effective "
         "February 1, 2002.  Susan will report to Dana.",
         {("Susan Okafor", "job_title", "Nurse Manager of the Surgical Intensive Care Unit", "2002-01-07"),
          ("Susan Okafor", "job_title", "Interim Director of Nursing, Surgical Services", "2002-02-01"),
          ("Susan Okafor", "manager", "Dana R. Whitfield", "2002-02-01")}),  # (from the post she takes)
        # a list's bullets, "continues to report", "has accepted the position of"
        ("Susan Okafor and Janet Pruitt lead our nursing.\n\n  * Maria Lopez, Nurse Manager of 4 West, will now report "
         "to Susan.\n  * Janet continues to report to me.\n\nSusan Okafor has accepted the position of Director of "
         "Nursing, effective April 16.",
         {("Maria Lopez", "manager", "Susan Okafor", "2002-01-07"),
          ("Janet Pruitt", "manager", "\x00writer", "2002-01-07"),
          ("Susan Okafor", "job_title", "Director of Nursing", "2002-04-16")}),
    ],
)  # fmt: skip
def test_what_a_third_synthetic_mailbox_showed(text, found):
    assert found <= said_of_others(text)


def test_a_us_address_s_town_is_before_its_state_and_a_first_person_boss_by_first_name_is_named_in_full():
    from hinet_pipeline.memory.facts.address import city_of
    from hinet_pipeline.memory.people.kinds import address_kind

    assert city_of("1400 Douglas Street, Omaha, NE 68102") == "Omaha"
    assert city_of("27 Orchard View Drive, Springfield, IL") == "Springfield" and city_of("5 Elm St, PA 17050") is None
    said = _said_as(
        "Bob Castellano has asked me to serve as interim VP.  As of January 1 I'll be reporting to Bob directly.",
        "US",
        "mail",
    )
    assert any(f[0] == "manager" and f[1] == "Bob Castellano" for f in said)
    # a program's residents and a team's leadership are lists; a staffing firm's mailbox a role; a person is a person
    assert address_kind("im.residents@mvhs.org") == "list" and address_kind("nursing.leadership@mvhs.org") == "list"
    assert address_kind("staffing@carebridgestaffing.com") == "role" and address_kind("jim.fellows@x.com") is None


@pytest.mark.parametrize(
    "text, found, not_found",
    [
        # a third review's probes (session 38): a former role is no title, "currently a ..." without its article
        ("Susan Okafor, formerly Nurse Manager of the SICU, has been named Director of Nursing, effective February 1, "
         "2002.", {("Susan Okafor", "job_title", "Director of Nursing", "2002-02-01")}, "formerly"),
        # a title stops before a clause; a practice's field stays in the title; a credential with dots
        ("Mark Tan will become Chief Risk Officer when Jane retires in June.",
         {("Mark Tan", "job_title", "Chief Risk Officer", "2002-06-01")}, "when"),
        ("Nancy Drew has been appointed Director of Women's Health, effective 1/1/2003.",
         {("Nancy Drew", "job_title", "Director of Women's Health", "2003-01-01")}, "Women's Health'"),
        ("Peter Vance, P.E., has been named Chief Engineer.",
         {("Peter Vance", "job_title", "Chief Engineer", "2002-01-07")}, "P.E."),
        ("John Park, MD, will join the Department of Surgery as Chief of Vascular Surgery on March 1, 2002.",
         {("John Park", "job_title", "Chief of Vascular Surgery", "2002-03-01")}, "MD"),
        # a title since a year, said alone (the cheap pre-check lets it through)
        ("Karen Holt has been Controller since 1996.", {("Karen Holt", "job_title", "Controller", "1996-01-01")},
         "nothing"),
        ("Mark Tanner has accepted the position of Plant Controller, effective February 11, 2002.",
         {("Mark Tanner", "job_title", "Plant Controller", "2002-02-11")}, "nothing"),
    ],
)  # fmt: skip
def test_a_third_reviews_probes(text, found, not_found):
    got = said_of_others(text)
    assert found <= got
    assert not any(not_found in str(x[2]) for x in got)


def test_a_town_after_a_first_name_is_no_boss_and_a_state_alone_no_town():
    from hinet_pipeline.memory.facts.address import city_of

    text = "Austin Reed has been named Director of Pharmacy. Maria Lopez will now report to Austin, Texas operations."
    assert not {x for x in said_of_others(text) if x[1] == "manager"}
    assert city_of("27 Orchard View Drive, Mechanicsburg, Pa. 17050") != "Pa"
