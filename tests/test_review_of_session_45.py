"""A review's probes of session 45's readings (a helper that wrote ~600 look-alikes against the new rules): each
fault it found, mended, held here so it stays mended, and the readings it confirmed."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.named import known_people
from tests.test_trade_mail import _said

MERE = "Mere Walker <mere.walker@xtra.co.nz>"
KNOWN = ("Tavita Leaupepe", "Anahera Kingi", "Liam Foster", "Tom Hale", "Jess Reid", "Aroha Ngata", "Mereana Whitmore",
         "Nikau Whitmore")  # fmt: skip


def _facts(body: str, day: str = "2019-06-20", author: str = MERE) -> set:
    with known_people(lambda: KNOWN):
        return {x for x in _said(body, day, author=author) if x[1] != "email"}


@pytest.mark.parametrize(
    "body, found, absent",
    [
        # a town before its state or its country and a postcode: the town, not the state
        ("My new address is 1402 Elm Street, Austin, Texas 78701.", {("lives_in", "Austin")}, {"Texas"}),
        ("Our new address is 22 Oak Road, Melbourne, Victoria 3000.", {("lives_in", "Melbourne")}, {"Victoria"}),
        ("Our new address is 22 Oak Road, Hamilton, Waikato 3204.", {("lives_in", "Hamilton")}, {"Waikato"}),
        # a suburb before its city and postcode: the city
        ("Our new address is 3 Karaka Place, Taradale, Napier 4112.", {("lives_in", "Napier")}, {"Taradale"}),
    ],
)  # fmt: skip
def test_a_town_over_its_state_and_a_city_over_its_suburb(body, found, absent):
    got = {x[1:3] for x in _facts(body)}
    assert found <= got
    assert not {x for x in got if x[1] in absent}


@pytest.mark.parametrize(
    "body",
    [
        # an aside that makes the address no home
        "Hi Dana,\n\nMy address (at work) is: 200 Queen Street, Auckland 1010\n\nMere",
        "Hi Dana,\n\nOur mailing address (the office) is: 200 Queen Street, Auckland 1010\n\nMere",
        "Hi Dana,\n\nMy address (Jess's, not mine) is: 200 Queen Street, Auckland 1010\n\nMere",
        # the same as always, then someone else's or an event's
        "My postal address is the same as always but Mum's has changed, here it is: 8 Totara Street, Napier 4110",
        "My address is the same as always, and for the party here it is: 12 Marine Parade, Napier 4110",
        # a home bought for someone else, to let, or the sellers
        "We bought a place in Gisborne as an Airbnb.",
        "We bought a house in Taupo for our son.",
        "We bought a place in Hamilton for Mum.",
        "The people we bought a place in Gisborne from were lovely.",
        # a night out, not a home
        "Tonight we're at:\n\n45 Ponsonby Road, Auckland 1011 - the new Thai place, 7pm.",
        # a parcels address that is the warehouse
        "Hi Dana,\n\nAddress for parcels: 12 Industrial Way, Penrose, Auckland 1061 (that's the warehouse, I'm there "
        "daily)",
        # where a flatmate grew up
        "I'm flatting with a guy who grew up in Gisborne.",
        # a season and its year is no postcode
        "Cheers,\nMere Walker\n14 Kereru Lane, Christmas 2019\n",
    ],
)
def test_no_home_in_the_reviews_look_alikes(body):
    got = _facts(body)
    assert not {x for x in got if x[0] == "Mere Walker" and x[1] in ("address", "lives_in")}, got


@pytest.mark.parametrize(
    "body",
    [
        "I got Store Manager at Kmart to refund me.",
        "I got Nurse Manager at Waikato Hospital to sign the form.",
        "I got Principal at Fraser High on the phone.",
        "I got Head Office at Kiwibank to waive the fee.",
        "I made team manager for the under-12s.",
        "I made club captain at the golf club.",
        "Years ago I left teaching to take up a role as Sales Manager at Harvey Norman, which I hated.",
        "I'm off to Auckland Hospital in December as a Patient - knee replacement at last.",
        "I'm off to the District Court in December as a Witness.",
        "I'm off to ANZ in December as a Customer - need a mortgage.",
        "Tavita Leaupepe is off to Samoa in December as Best Man for his brother.",
        "Tavita's off to the World Cup in October as Team Doctor for the Black Ferns.",
        "New IT number: 503-555-0111",
        "Some have suggested you report to me rather than Mark, but we decided against it.",
    ],
)
def test_no_post_or_number_in_the_reviews_look_alikes(body):
    got = _facts(body, author="Tavita Leaupepe <tl@school.nz>")
    assert not {x for x in got if x[1] in ("job_title", "works_at", "phone", "manager")}, got


@pytest.mark.parametrize(
    "body, found",
    [
        ("I'm off to the Ministry of Education in Wellington in December as a Senior Advisor.",
         {("Mere Walker", "works_at", "Ministry of Education"), ("Mere Walker", "job_title", "Senior Advisor")}),
        ("So I got Charge Nurse at Waikato Hospital! Starting Monday.",
         {("Mere Walker", "works_at", "Waikato Hospital"), ("Mere Walker", "job_title", "Charge Nurse")}),
        ("Tom Ngata, currently on secondment as Acting Principal at Fraser High, has been appointed Principal "
         "effective 1 July.",
         {("Tom Ngata", "job_title", "Acting Principal"), ("Tom Ngata", "works_at", "Fraser High")}),
        ("Anahera and Liam are living in London now.",
         {("Anahera Kingi", "lives_in", "London"), ("Liam Foster", "lives_in", "London")}),
    ],
)  # fmt: skip
def test_what_the_review_confirmed(body, found):
    assert found <= {x[:3] for x in _facts(body)}


def test_two_named_as_one_subject_and_two_titles_or_a_club():
    got = _facts("Tom and Aroha joined Fraser High as Principal and Deputy Principal.")
    assert not {x for x in got if x[1] == "job_title"}
    got = _facts("Mereana and Nikau started at Massey University in March.")
    assert not {x for x in got if x[1] == "works_at"}
    got = _facts("Mereana and Nikau joined the Hamilton Harriers last month.")
    assert not {x for x in got if x[1] == "works_at"}


def test_a_firms_own_block_gives_no_home_town():
    body = "Forwarding this.\n\nSandia Realty\n12 Rio Grande Blvd NW\nAlbuquerque NM 87104\n"
    assert not {x for x in _facts(body) if x[1] == "lives_in"}


def test_an_offer_regretted_is_none():
    body = (
        "Dear Dana,\n\nLast year we were pleased to offer you employment with Fonterra, and we're sorry it didn't work "
        "out.\n\nKind regards,\nHR"
    )
    assert not {x for x in _facts(body, author="HR Team <hr@fonterra.co.nz>") if x[0] == "Dana Levi"}
