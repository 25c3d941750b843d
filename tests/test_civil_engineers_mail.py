"""A Canadian civil engineer's mail (benchmarks/gold/synthetic-mail-29, held out since session 45, read in session 47):
a street numbered as Calgary numbers them ("1819 27 Ave SW"), a floor's suite ("Lower Suite, ..."), "NEW ADDRESS:" in
capitals under a move-in, a landlord's letter to the tenants it greets, and the look-alikes each must leave alone."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.address import read_address
from hinet_pipeline.memory.facts.named import known_people
from tests.test_trade_mail import _said_by

PRIYA = "Priya Ramaswamy-Clarke <priya@ramaswamyclarke.ca>"
WENDELL = "Wendell Pruitt <wpruitt58@prairienet.ca>"


@pytest.mark.parametrize(
    "text, address",
    [
        ("Lower Suite, 1819 27 Ave SW, Calgary AB T2T 1H4\nTerm", "Lower Suite, 1819 27 Ave SW, Calgary AB T2T 1H4"),
        ("1819 27 Ave SW, Calgary AB T2T 1H4", "1819 27 Ave SW, Calgary AB T2T 1H4"),  # (its postal code too)
        ("3814 28th Ave S, Seattle WA", "3814 28th Ave S, Seattle WA"),
        ("4415 Cole Haven Ln, Unit B\nDallas, TX 75204", "4415 Cole Haven Ln, Unit B, Dallas"),
        ("504-1820 Marlowe Street\nVancouver BC V6K 2B3", "504-1820 Marlowe Street, Vancouver BC V6K 2B3"),
        ("5/42 Wattlebird Crescent\nBrunswick East VIC 3057", "5/42 Wattlebird Crescent, Brunswick East VIC 3057"),
    ],
)
def test_a_street_by_its_number_a_floors_suite_and_a_unit_by_letter(text, address):
    assert read_address(text, 0)[0] == address


def test_no_street_from_two_numbers_before_a_word_that_is_no_streets():
    assert read_address("I have 3 2 Dr appointments", 7) is None


def test_new_address_in_capitals_under_a_move_in():
    body = (
        "ok we're officially homeowners and officially exausted. moved in on saturday with the help of 4 of declan's "
        "line cooks\n\nNEW ADDRESS:\n38 Aspenwillow Gate SW\nCalgary AB T3H 0P5\n\nit's a 3 bedroom townhouse.\n\np"
    )
    got = _said_by(body, PRIYA, ["Ramaswamy Family <ramaswamy-family@lists.maplepost.ca>"], "2018-05-07")
    assert ("Priya Ramaswamy-Clarke", "lives_in", "Calgary", "2018-05-05") in got
    assert ("Priya Ramaswamy-Clarke", "address", "38 Aspenwillow Gate SW, Calgary AB T3H 0P5", "2018-05-05") in got


LEASE = (
    "Hi Priya & Declan,\n\nGot your signed lease back, thanks. Just to confirm the main points:\n\n"
    "Address: Lower Suite, 1819 27 Ave SW, Calgary AB T2T 1H4\nTerm: 1 year starting July 1, 2016, month to month "
    "after that\nRent: $1,350/month including utilities\n\nMy cell is 403-555-0161, call or text any time.\n\nWendell"
)


def test_a_landlords_letter_of_the_lease_its_greeted_tenants_signed():
    with known_people(lambda: ["Declan Clarke"]):
        got = _said_by(LEASE, WENDELL, ["Priya Ramaswamy-Clarke <priya.ramaswamy88@maplepost.ca>"], "2016-06-06")
    for who in ("Priya Ramaswamy-Clarke", "Declan Clarke"):
        assert (who, "lives_in", "Calgary", "2016-07-01") in got
        assert (who, "address", "Lower Suite, 1819 27 Ave SW, Calgary AB T2T 1H4", "2016-07-01") in got
    assert not {g for g in got if g[0] == "Wendell Pruitt" and g[1] in ("address", "lives_in")}  # (the landlord's)


@pytest.mark.parametrize(
    "body",
    [
        LEASE.replace("Got your signed lease back", "Got the plumber's invoice back"),  # (no lease of theirs)
        LEASE.replace("Hi Priya & Declan", "Hi all"),  # (no one greeted by name)
        LEASE.replace("Rent:", "Storage unit rent:"),  # (a store, no home)
    ],
)
def test_no_tenancy_without_a_lease_of_theirs_or_tenants_named(body):
    with known_people(lambda: ["Declan Clarke"]):
        got = _said_by(body, WENDELL, ["Priya Ramaswamy-Clarke <priya.ramaswamy88@maplepost.ca>"], "2016-06-06")
    assert not {g for g in got if g[1] in ("address", "lives_in")}


def test_a_new_address_for_the_readers_card_list_on_the_lines_under_it_with_a_flat_before_the_street():
    body = (
        "A WHISK TATTOO.\n\nApartment is great, finally moved in on the 1st - no more roommates!! New address for your "
        "christmas card list (hint):\n\n504-1820 Marlowe Street\nVancouver BC V6K 2B3\n\nSame cell.\n\nK"
    )
    got = _said_by(body, "Kavya Ramaswamy <kavya.ramaswamy.dds@maplepost.ca>", [], "2013-11-04")
    assert ("Kavya Ramaswamy", "lives_in", "Vancouver", "2013-11-01") in got
    assert ("Kavya Ramaswamy", "address", "504-1820 Marlowe Street, Vancouver BC V6K 2B3", "2013-11-01") in got
    # another's move said in the label's own sentence is still theirs
    sister = "My sister just moved to Dublin, new address for your card list: 5 Main Street, Dublin 2\n\nK"
    assert not {g for g in _said_by(sister, PRIYA, [], "2013-11-04") if g[1] in ("address", "lives_in")}
