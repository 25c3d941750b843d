"""What an ICU nurse's mailbox showed (session 44, `synthetic-mail-23`, read after it was scored held out): a family's
round-robin letter whose sections open with names in capitals, a travel nurse's assignment letter and who employs her
on it, a landlord's note that settles a flat from the lease's start, an address given "for your address book", mail
sent care of a sister, a family's list host, a title's employer a few words on, and the look-alikes each must not
take."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.named import known_people
from hinet_pipeline.memory.facts.news import headed
from hinet_pipeline.memory.people.kinds import identity_kind

from .test_personal_mail import _holds
from .test_trade_mail import _said

DENISE = "Denise Okafor-Reyes <dokaforreyes@lanternmail.com>"
ME = "Denise Okafor-Reyes"
READER = "Dana Levi"  # (the one a letter is to: ``_said``'s owner)


def test_a_letters_sections_opened_by_names_in_capitals():
    assert headed("CHIDI got promoted.\nMOM AND DAD (Emmanuel and Grace) are well.") == (
        "Chidi got promoted.\nMom and Dad (Emmanuel and Grace) are well."
    )
    assert headed("NEWS FIRST: fine") == "NEWS FIRST: fine"  # (a heading of two words in capitals: no name)
    text = "I saw the CEO at the NHS today."
    assert headed(text) is text  # (capitals inside a sentence stay)
    with known_people(lambda: ("Chidi Okafor", "Elena Delgado-Whitfield")):
        got = _said("CHIDI got promoted to operations manager at Peachtree Logistics in August.", "2014-12-14",
                    author=DENISE)  # fmt: skip
    assert ("Chidi Okafor", "job_title", "operations manager", "2014-08-01") in got


@pytest.mark.parametrize(
    "author, body, day, found, absent",
    [
        # a travel nurse's assignment: its position from its start, the agency that employs her (not its client)
        ("Jolene Pruitt <jpruitt@meridiantravelcare.com>",
         "Welcome aboard -- you're officially a Meridian TravelCare traveler!! Below is the confirmation for your "
         "first assignment.\n\nPosition: Travel Registered Nurse - Medical ICU\nClient facility: Desert Palms Regional "
         "Medical Center, Phoenix, AZ\nStart date: Monday, September 12, 2016\nUnit contact: Marisol Ybarra, Nurse "
         "Manager, MICU\n\nEmployment: You remain a W-2 employee of Meridian TravelCare Staffing, Inc. for the "
         "duration of this assignment. Desert Palms is our client facility and is not your employer.\n\nJolene",
         "2016-07-25",
         {(READER, "works_at", "Meridian TravelCare Staffing", "2016-09-12"),
          (READER, "job_title", "Travel Registered Nurse", "2016-09-12")},
         ("Desert Palms Regional Medical Center", "MICU")),
        # the employer an offer speaks for
        ("Bethany Kowalczyk <bkowalczyk@sciotoridgehealth.org>",
         "Dear Ms. Okafor-Reyes,\n\nOn behalf of Scioto Ridge General Hospital, I am pleased to offer you the "
         "position of Nurse Manager, Surgical Intensive Care Unit, a full-time position.\n\nStart date: Monday, "
         "February 5, 2018\nReports to: Patricia Vandermolen, MSN, RN, Director of Critical Care Nursing\n",
         "2018-01-12",
         {(READER, "works_at", "Scioto Ridge General Hospital", "2018-02-05"),
          (READER, "manager", "Patricia Vandermolen", "2018-02-05")}, ()),
        ("Board <board@example.org>", "On behalf of the board, I want to thank you for your years of service.",
         "2018-01-12", set(), ("works_at",)),
        # a landlord's note: the flat from the lease's start
        ("Harlan O <harlan.ostrowski@fernwoodmail.net>",
         "Got the signed lease, thanks. You're all set for Apt 3C, 88 Olentangy Commons Drive, Columbus 43202. Lease "
         "runs Feb 1 2018 through Jan 31 2019. Rent is due the 1st.", "2018-01-29",
         {(READER, "address", "Apt 3C, 88 Olentangy Commons Drive, Columbus 43202", "2018-02-01")}, ()),
        ("Harlan O <harlan.ostrowski@fernwoodmail.net>", "You're all set for 7pm on Friday. See you then.",
         "2018-01-29", set(), ("address",)),
        # an address for the reader's address book
        ("Marcus Reyes <mreyes@hollinstrask.com>",
         "ok for your address book (for real this time, I signed a full year lease):\n412 Carrick Terrace, Apt 2\n"
         "Pittsburgh, PA 15210\n\nthis is my work email.", "2018-07-23",
         {("Marcus Reyes", "address", "412 Carrick Terrace, Apt 2, Pittsburgh, PA 15210", "2018-07-23")}, ()),
        # ... not a business's
        ("Marcus Reyes <mreyes@hollinstrask.com>", "For your address book: our new office is 12 Main St, Pittsburgh.",
         "2018-07-23", set(), ("address",)),
        # mail care of someone is no home of the one it is for
        ("Brightwater <leasing@brightwaterliving.com>",
         "Your deposit will be mailed to the forwarding address you provided:\n\n  Denise Okafor-Reyes\n  c/o "
         "Lorraine Bell\n  771 Foxtail Lane\n  Westerville, OH 43081\n\nThank you.", "2016-08-20", set(),
         ("address",)),
        # an engineer-in-training's credential after the name; a title's employer a few words on
        ("Marcus Reyes <mreyes@hollinstrask.com>",
         "love you\nM\n\nMarcus Reyes, EIT\nJunior Project Engineer | Structures\nHollins & Trask Engineering | "
         "Pittsburgh, PA\nc 614-555-0149 | o 412-555-0138", "2018-07-23",
         {("Marcus Reyes", "works_at", "Hollins & Trask Engineering", "2018-07-23"),
          ("Marcus Reyes", "phone", "+16145550149", "2018-07-23")}, ()),
        (DENISE, "I'll be a service manager at Gulfbreeze Mechanical starting August 17.", "2015-06-01",
         {(ME, "works_at", "Gulfbreeze Mechanical", "2015-08-17")}, ()),
        (DENISE, "I am the new assistant principal at Cedar Run Elementary starting August 1st.", "2017-05-20",
         {(ME, "works_at", "Cedar Run Elementary", "2017-08-01")}, ()),
        # a trade's firm by its kind's words
        ("Ray Reyes <ray@reyescomfort.com>", "Thanks,\nRay\n\nRay Reyes\nOwner\nReyes Comfort Heating & Air\n"
         "614-555-0101", "2014-05-01", {("Ray Reyes", "works_at", "Reyes Comfort Heating & Air", "2014-05-01")}, ()),
    ],
)  # fmt: skip
def test_a_nurses_mail(author, body, day, found, absent):
    _holds(_said(body, day, author=author), found, absent)


def test_a_familys_list_host_is_a_list_whatever_its_name_spells():
    assert identity_kind("email", "okaforclan@groups.fernwoodmail.net", {"Okafor Clan": 5}, {"personal": 5}) == "list"
    assert identity_kind("email", "grace.okafor@fernwoodmail.net", {"Grace Okafor": 5}, {"personal": 5}) is None
