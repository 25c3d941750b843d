"""A Welsh veterinary nurse's mail (benchmarks/gold/synthetic-mail-28, read in session 45): British addresses (the full
postcode, a house by its name, a street with no number, a village over its post town, a town of its own before it),
sign-off lines known by their postcode, a name's degrees after it, veterinary practices by their words, an offer
agreed ("you'll be joining X as Y, working for me"), and the look-alikes each reading must leave alone."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.address import city_of, read_address
from tests.test_trade_mail import _said, _said_by

RHI = "Rhiannon Pryce-Evans <rhi.pryceevans@gmail.com>"


def _facts(body: str, day: str = "2015-06-08", author: str = RHI) -> set:
    return {x for x in _said(body, day, author=author) if x[1] != "email"}


@pytest.mark.parametrize(
    "text, address, town",
    [
        ("Flat 2, 17 Conway Road, Canton, Cardiff CF11 9NT", "Flat 2, 17 Conway Road, Canton, Cardiff CF11 9NT",
         "Cardiff"),
        ("Wren Cottage\nChurch Lane\nCompton Martin\nBristol BS40 6JX\n\nThe landline",
         "Wren Cottage, Church Lane, Compton Martin, Bristol BS40 6JX", "Bristol"),
        ("14 Orchard Lea\nKeynsham\nBristol BS31 2PQ\n", "14 Orchard Lea, Keynsham, Bristol BS31 2PQ", "Keynsham"),
        ("22 Heol Derwen, Sketty, Swansea SA2 8PN", "22 Heol Derwen, Sketty, Swansea SA2 8PN", "Swansea"),
        ("Ridge Road, East Harptree, Bristol BS40 6BE", "Ridge Road, East Harptree, Bristol BS40 6BE", "Bristol"),
    ],
)  # fmt: skip
def test_a_british_address_and_the_town_it_names(text, address, town):
    got = read_address(text, 0)
    assert got and got[0] == address
    assert city_of(got[0]) == town


@pytest.mark.parametrize(
    "text",
    ["Church Lane, Compton Martin", "Rose Cottage was lovely", "the Square, near the pub"],
)
def test_no_numberless_street_without_a_postcode(text):
    assert read_address(text, 0) is None


@pytest.mark.parametrize(
    "body, found",
    [
        ("Best,\nAlun\n\n--\nAlun Morgan-Hughes BVSc MRCVS\nPractice Principal\nTaff Bank Veterinary Surgery\n"
         "45 Cowbridge Road East, Cardiff CF11 9AD\nT: 212-555-0111  F: 212-555-0112\n",
         {("Alun Morgan-Hughes", "works_at", "Taff Bank Veterinary Surgery"),
          ("Alun Morgan-Hughes", "address", "45 Cowbridge Road East, Cardiff CF11 9AD"),
          ("Alun Morgan-Hughes", "phone", "+12125550111")}),
        ("Thanks,\nRhiannon Pryce-Evans\nFlat 2, 17 Conway Road\nCanton, Cardiff CF11 9NT\nmob 202-555-0147\n",
         {("Rhiannon Pryce-Evans", "address", "Flat 2, 17 Conway Road, Canton, Cardiff CF11 9NT"),
          ("Rhiannon Pryce-Evans", "lives_in", "Cardiff"), ("Rhiannon Pryce-Evans", "phone", "+12025550147")}),
        ("Kind regards\n\nClaire Dunford\nLettings Negotiator\nMendip Hills Lettings\n"
         "The Square, Chew Magna, Bristol BS40 8RA\nT 312-555-0134 | F 312-555-0135\n",
         {("Claire Dunford", "address", "The Square, Chew Magna, Bristol BS40 8RA"),
          ("Claire Dunford", "phone", "+13125550134")}),
        ("Warm regards,\nPriya\n\nPriya Natarajan MRCVS\nDirector of Clinical Services\nLarkspur Veterinary Group\n"
         "Quayside House, 9 Anchor Road, Bristol BS1 5TT\nM: 713-555-0172\n",
         {("Priya Natarajan", "works_at", "Larkspur Veterinary Group"),
          ("Priya Natarajan", "address", "Quayside House, 9 Anchor Road, Bristol BS1 5TT")}),
    ],
)  # fmt: skip
def test_a_british_sign_off(body, found):
    author = next(iter(found))[0]
    got = {x[:3] for x in _facts(body, author=f"{author} <x@y.co.uk>")}
    assert found <= got
    assert not any(" " in x[0] and x[0].endswith(("MRCVS", "BVSc")) for x in got)  # (no degrees in a name)


def test_a_village_said_and_its_address():
    body = (
        "Change of address for your book Mam, we're properly living in Compton Martin now:\n\nWren Cottage\nChurch "
        "Lane\nCompton Martin\nBristol BS40 6JX\n\nThe landline isn't in yet."
    )
    got = {x[1:3] for x in _facts(body)}
    assert ("address", "Wren Cottage, Church Lane, Compton Martin, Bristol BS40 6JX") in got
    assert ("lives_in", "Compton Martin") in got
    assert ("lives_in", "Bristol") not in got and ("lives_in", "Compton") not in got


def test_an_offer_agreed_joining_as_a_post_working_for_the_writer():
    body = (
        "Dear Rhiannon,\n\nThank you for accepting - I'm thrilled. As we discussed, you'll be joining Larkspur "
        "Veterinary Group as Clinical Operations Lead, working for me, with responsibility for clinical standards.\n\n"
        "We agreed a start date of Monday 2 September 2019.\n\nWarm regards,\nPriya\n"
    )
    got = _said_by(body, "Priya Natarajan <p.natarajan@larkspurvets.co.uk>", [RHI], "2019-06-25")
    assert {
        ("Rhiannon Pryce-Evans", "works_at", "Larkspur Veterinary Group", "2019-09-02"),
        ("Rhiannon Pryce-Evans", "job_title", "Clinical Operations Lead", "2019-09-02"),
        ("Rhiannon Pryce-Evans", "manager", "Priya Natarajan", "2019-09-02"),
    } <= got
    # a group's plan for someone else, or the team one joins a call with, is none
    other = "Hi Tom,\n\nYou'll be joining the Zoom call at 3 as a guest, so mute please.\n\nPriya"
    assert not {
        x for x in _said_by(other, "Priya Natarajan <p@x.co.uk>", ["Tom Hale <t@x.com>"], "2019-06-25")
        if x[1] in ("works_at", "job_title", "manager")
    }  # fmt: skip


def test_an_organisations_name_ends_before_i():
    got = _facts("After nine years at Taff Bank I've decided it's time for a change.")
    assert not any("I've" in x[2] for x in got)
