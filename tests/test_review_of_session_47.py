"""A review of session 47's readings: a helper that never wrote them probed each with ~570 look-alikes of its own; the
false facts it found, each kept here as a case that must stay unread (the ones found new in the session's readings and
mended; a few older ones the same mends cover)."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.named import known_people
from tests.test_trade_mail import _said_by

DANI = "Dani Reyes <dani@x.com>"
KNOWN = ["Raymond Hollis", "Terrence Boateng", "Marcus Reyes", "Declan Clarke", "Edward Jones", "Charles Schwab"]


def _got(body: str, author: str = DANI, to: tuple = ("Gail <gail@y.com>",), day: str = "2013-08-12") -> set:
    with known_people(lambda: KNOWN):
        return _said_by(body, author, list(to), day)


def _none_of(got: set, predicates: str, who: str | None = None) -> set:
    return {g for g in got if g[1] in predicates.split() and (who is None or who in g[0])}


@pytest.mark.parametrize(
    "body",
    [
        "I work for Edward Jones now.",
        "I work for Charles Schwab now.",
        "I'm working for Raymond Hollis's campaign as a volunteer.",
        "I'm now working for Raymond Hollis's daughter at her bakery.",
        "I worked for Raymond Hollis for ten years, back in the 90s.",
        "I'm working for Raymond Hollis on Saturday, covering his open house.",
        "I'm working for Raymond Hollis as a favor this week, just till Friday.",
        "I start at Acme on Monday. I'll be reporting to Raymond Hollis if I get the promotion.",
        "I start at Acme on Monday. Once Terrence retires I'll be reporting to Raymond Hollis.",
        "I start at Acme in 2030. I'll be reporting to Raymond Hollis.",
    ],
)
def test_no_boss_from_a_firm_named_like_a_person_someones_errand_or_a_plan_with_an_if(body):
    assert not _none_of(_got(body), "manager", "Dani")


@pytest.mark.parametrize(
    "body",
    [
        "I accepted a job as part of the deal with Acme.",
        "I took a job as soon as I could with Acme.",
        "I took the job as a joke at Acme, obviously.",
        "I took a job as a teenager at Dairy Queen.",
        "I accepted a position as a volunteer with the Red Cross.",
        "I took a job as a volunteer usher at the Fox Theatre.",
        "I accepted a role as a bridesmaid at Gail's wedding.",
        "I accepted a job as a nurse at Mercy Hospital, then turned it down a day later.",
        "I accepted a position as an associate broker with Hollis & Vance Properties but they rescinded the offer.",
        "I accepted a job as a nurse at Mercy Hospital in my dream last night.",
        "Years ago I took a job as a waiter at Applebee's.",
        "When I took a job as a nurse at Mercy Hospital, I was 22.",
    ],
)
def test_no_job_from_a_post_that_is_no_title_or_was_taken_back_or_long_ago(body):
    assert not _none_of(_got(body), "works_at job_title", "Dani")


PRIYA_TO = ("Priya Ramaswamy-Clarke <priya.ramaswamy88@maplepost.ca>",)
WENDELL = "Wendell Pruitt <wpruitt58@prairienet.ca>"


@pytest.mark.parametrize(
    "after",
    [
        "Drop the deposit at my office:\n\nAddress: 200 Main St SW, Calgary AB T2P 1J9\nHours: 9-5 weekdays",
        "Please mail the cheques to my accountant.\n\nAddress: 700 2 St SW, Calgary AB T2P 2W2\nTerm: monthly, "
        "starting July 1, 2016",
        "Your friend Ravi's unit:\n\nAddress: Basement Suite, 55 Elbow Dr SW, Calgary AB T2S 2J2\nTerm: 1 year "
        "starting July 1, 2016",
        "Open house for the upstairs unit:\n\nAddress: Upper Suite, 1819 27 Ave SW, Calgary AB T2T 1H4\nTerm: viewing "
        "July 1, 2016",
    ],
)
def test_no_tenants_home_from_an_address_a_landlords_letter_gives_for_something_else(after):
    body = f"Hi Priya & Declan,\n\nGot your signed lease back, thanks. {after}\n\nWendell"
    assert not _none_of(_got(body, WENDELL, PRIYA_TO, "2016-06-06"), "address lives_in", "Clarke")


@pytest.mark.parametrize(
    "tail",
    ["is available for viewing this weekend.", "belongs to the previous tenant.", "has been terminated.",
     "is ready for your client to sign."],
)  # fmt: skip
def test_no_readers_home_from_a_lease_that_is_not_theirs_now(tail):
    body = f"Dear Resident,\n\nThe lease for the apartment home at 612 Brambleton Ave NE, Atlanta, GA 30308 {tail}"
    body += "\n\nTamika"
    got = _got(body, "Leasing <leasing@brambletonlofts.com>", ("danielle.okonkwo.reyes@yahoo.com",))
    assert not _none_of(got, "address lives_in")


SHIV = "Shiv Ni Bhriain <shiv.nibhriain@gmail.com>"
MAM = ("Mam <mairebriain56@eircom.net>",)


@pytest.mark.parametrize(
    "body",
    [
        "The clinic is moving. From Saturday 27th the new address is:\n\n12 Ryrie Street\nGeelong VIC 3220\n\nShiv",
        "The practice is relocating. From Saturday 27th the proper address is:\n\n12 Ryrie Street\nGeelong VIC 3220"
        "\n\nShiv",
        "Aoife got a flat! Proper address for the post:\n\nFlat 2, 7 Leeson Street\nDublin 2\n\nShiv",
        "Send the card to Nana's. Proper address for the post:\n\n5 Main Street\nDublin 2\n\nShiv",
        "The Hendersons moved. New address for your christmas card list (hint):\n\n504-1820 Marlowe Street\n"
        "Vancouver BC V6K 2B3\n\nK",
        "We got the house for the weekend on Airbnb! Address:\n5 Main Street\nDublin 2\n\nShiv",
        "I got the apartment listing for my client. Address:\n5 Main Street\nDublin 2\n\nShiv",
    ],
)
def test_no_writers_home_from_a_business_move_anothers_news_or_a_stay(body):
    assert not _none_of(_got(body, SHIV, MAM, "2016-08-16"), "address lives_in")


DOUG = "Doug Farris <dfarris@peachtreecrest.com>"
SIGNED = "\n\nDoug\n\nDoug Farris\nManaging Broker\nPeachtree Crest Realty\nOffice 404-555-0110 | Fax 404-555-0120"


@pytest.mark.parametrize(
    "said",
    [
        "Brandon Tillery joined the Midtown office of Keller Williams this week as a buyer's agent.",
        "Brandon Tillery joined the Keller Williams Midtown office this week as a buyer's agent.",
        "My son Brandon Tillery joined the Atlanta branch of Wells Fargo this week as a teller.",
        "Please welcome Brandon Tillery, who joined the Midtown office this week as a favour.",
        "Please welcome Brandon Tillery, who joined the Midtown office this week as a client.",
        "Brandon Tillery, who joined the Midtown office last week as a buyer's agent, has resigned.",
    ],
)
def test_no_writers_firm_for_one_who_joined_anothers_office_or_joined_as_no_post(said):
    got = _got(f"Team,\n\n{said}{SIGNED}", DOUG, ("agents@peachtreecrest.com",), "2010-06-02")
    assert not {g for g in got if g[0] == "Brandon Tillery" and g[2] == "Peachtree Crest Realty"}


def test_no_email_of_a_named_one_for_the_one_of_theirs_the_text_speaks_of():
    body = "Raymond Hollis's wife is sweet. Her email will be\njune.hollis@gmail.com if you need her.\n\nDani"
    assert not _none_of(_got(body), "email", "Raymond Hollis")


NGOZI = "Ngozi Okonkwo <ngozi.okonkwo.rn@gmail.com>"


@pytest.mark.parametrize(
    "body",
    [
        "Netflix offered me Premium and I said yes. Starts May 20.",
        "Chase offered me Sapphire Reserve and I said yes. Start date is May 20.",
        "The Red Cross offered me Volunteer Coordinator and I said yes. Start date is May 20.",
        "Trinity Oaks Medical Center offered me NICU Nurse Manager and I said YES. Start date is May 20. Just kidding, "
        "I declined.",
        "Trinity Oaks Medical Center offered me NICU Nurse Manager and I accepted, but then they rescinded it. Start "
        "date was going to be May 20.",
    ],
)
def test_no_job_from_a_product_offered_a_volunteers_post_or_an_offer_taken_back(body):
    assert not _none_of(_got(body, NGOZI, (), "2019-04-08"), "works_at job_title")


EMEKA = "Emeka Okonkwo <emeka.okonkwo48@yahoo.com>"


@pytest.mark.parametrize(
    "body, to",
    [
        ("I got a cell phone for Mom. The number is 912-555-0186.", ()),
        ("I got a cell phone bill today. The number is 912-555-0186 to dispute it.", ()),
        ("I bought a mobile home. The number is 912-555-0186.", ()),
        ("Jalen set up a cell phone for me but I gave it to Mom. The number is 912-555-0186.", ()),
        ("The house phone is still 912-555-0104 at the old place; we left it for the new owners. I miss it.", ()),
        ("My cell is 0412 558 093.\n\nEmeka", ("Ciara <ciara@ucc.ie>",)),  # (a recipient's country: no Irish landline)
        ("Thanks,\nEmeka\n\nEmeka Okonkwo\nPIN: 0201 2345 678", ("C <c@ashgrove.co.uk>",)),
        ("Wear an N95 2020 mask! Call my cell: 087 765 4321.", ()),  # (no Eircode)
        ("Meet in room B12 3PM. My cell is 07911 123456.", ()),  # (no British postcode)
    ],
)
def test_no_writers_phone_from_anothers_phone_a_bill_or_a_country_guessed_from_little(body, to):
    assert not _none_of(_got(body, EMEKA, to, "2013-08-12"), "phone", "Emeka")


DANI_O = "Dani Okonkwo-Reyes <dani.okreyes@gmail.com>"


@pytest.mark.parametrize(
    "body, author",
    [
        ("Are we moving on June 24 to:\n\n2291 Whitfield Ridge Court\nTucker, GA 30084\n\n?? Nobody tells me.\n\nDani",
         DANI_O),
        ("Can I move in May 11:\n4415 Cole Haven Ln, Unit B\nDallas, TX 75204\n\nN", NGOZI),
        ("I move in May 11:\n12 Main St Storage, Unit 40\nDallas, TX 75204\n\nN", NGOZI),
        ("I move in May 11:\n4415 Cole Haven Ln\nDallas, TX 75204\nThat's Jalen's new place; I'm helping him.\n\nN",
         NGOZI),
    ],
)  # fmt: skip
def test_no_home_from_a_move_asked_about_a_stores_unit_or_anothers_place(body, author):
    assert not _none_of(_got(body, author, (), "2017-06-09"), "address lives_in")


def test_no_co_signers_home_where_the_writer_is_not_one_who_signs():
    body = (
        "We're moving on June 24 to:\n\n2291 Whitfield Ridge Court\nTucker, GA 30084\n\nLove,\nDani\n\nP.S. Marcus "
        "says hi! Thanks,\nGail & Marcus"
    )
    assert not _none_of(_got(body, DANI_O, (), "2017-06-09"), "address lives_in", "Marcus")
