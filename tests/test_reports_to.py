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
