# ruff: noqa: E501
"""What session 54 read before its fresh held-out sets came, from the gaps the last sessions left: a Scottish
tenement's flat ("Flat 2/1, 30 Marchmont Road"), "The new address is X" after the writer's own move with no colon
after it, a district said "in" its city ("living in Chapel Allerton in Leeds": Leeds), and the town a move ahead
leaves ("we're moving from Austin to Portland in March": Austin until then); with the look-alikes each must leave
alone (a business's new address, another's move, a month or a country after "in", a move made or maybe made)."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said_by

CIARAN = "Ciaran O'Brien <ciaran.obrien@gmail.com>"
AOIFE = "Aoife O'Brien <aoife.ob@gmail.com>"


def _facts(body: str, day: str = "2012-05-01") -> set:
    return {(s, p, o, d) for s, p, o, d in _said_by(body, CIARAN, [AOIFE], day)}


@pytest.mark.parametrize(
    ("body", "address", "day"),
    [
        (
            "Hi,\n\nWe moved to Edinburgh last month. The new address is Flat 2/1, 30 Marchmont Road, Edinburgh EH9 1HZ\n\nC.",
            "Flat 2/1, 30 Marchmont Road, Edinburgh EH9 1HZ",
            "2012-04-01",
        ),
        (
            "Hi,\n\nWe have moved! The new address is 30 Marchmont Road, Edinburgh EH9 1HZ.\n\nC.",
            "30 Marchmont Road, Edinburgh EH9 1HZ",
            "2012-05-01",
        ),
        (
            "Hi,\n\nOur new address is Flat 2/1, 30 Marchmont Road, Edinburgh EH9 1HZ.\n\nC.",
            "Flat 2/1, 30 Marchmont Road, Edinburgh EH9 1HZ",
            "2012-05-01",
        ),
    ],
)
def test_a_new_address_after_ones_own_move_and_a_tenements_flat(body, address, day):
    got = _facts(body)
    assert ("Ciaran O'Brien", "address", address, day) in got
    assert ("Ciaran O'Brien", "lives_in", "Edinburgh", day) in got


@pytest.mark.parametrize(
    "body",
    [
        "Hi,\n\nThe clinic has moved. The new address is 30 Marchmont Road, Edinburgh EH9 1HZ.\n\nC.",
        "Hi,\n\nAoife got a flat! The new address is 30 Marchmont Road, Edinburgh EH9 1HZ.\n\nC.",
        "Hi,\n\nThe Italian place on the corner closed and reopened across town. The new address is 30 Marchmont Road,"
        " Edinburgh EH9 1HZ.\n\nC.",
        "Hi,\n\nThe new address is 30 Marchmont Road, Edinburgh EH9 1HZ.\n\nC.",  # no move of the writer's said
    ],
)
def test_a_new_address_that_is_not_the_writers_move(body):
    assert not {g for g in _facts(body) if g[1] in ("address", "lives_in")}


@pytest.mark.parametrize(
    ("body", "town"),
    [
        ("we are now living in Chapel Allerton in Leeds", "Leeds"),  # a district in its city
        ("We moved to Salford in Manchester.", "Manchester"),
        ("We moved to Paris in France.", "Paris"),  # a country: the town
        ("We moved to Boston in May.", "Boston"),  # a month
    ],
)
def test_a_district_said_in_its_city(body, town):
    assert {g[2] for g in _facts(f"Hi,\n\n{body}\n\nC.") if g[1] == "lives_in"} == {town}


@pytest.mark.parametrize(
    ("body", "now", "later"),
    [
        ("we're moving from Austin to Portland in March.", "Austin", ("Portland", "2012-03-01")),
        ("I'm moving from Columbus to Pittsburgh over Memorial Day weekend.", "Columbus", None),
        ("Big change for me -- after 8 years in Grand Rapids I'm moving to Portland in January!", "Grand Rapids", None),
        ("After six years in Leeds, we are relocating to Bristol on 1 June.", "Leeds", ("Bristol", "2012-06-02")),
    ],
)
def test_the_town_a_move_ahead_leaves_is_home_on_the_letters_day(body, now, later):
    got = {(g[2], g[3]) for g in _facts(f"Hi,\n\n{body}\n\nC.", "2012-01-10") if g[1] == "lives_in"}
    assert (now, "2012-01-10") in got
    assert later is None or later in got


@pytest.mark.parametrize(
    "body",
    [
        "We moved from Austin to Portland in March.",  # a move made: nothing of today but its new town
        "We might be moving from Austin to Portland.",
        "If we're moving from Austin, we need a truck.",
        "after 8 years in Grand Rapids I went to Portland",
        "After two years in Paris, he is moving to Lyon.",
    ],
)
def test_a_town_left_long_ago_or_maybe_is_no_home_today(body):
    got = {g[2] for g in _facts(f"Hi,\n\n{body}\n\nC.", "2012-01-10") if g[1] == "lives_in" and g[3] == "2012-01-10"}
    assert not got & {"Austin", "Grand Rapids", "Paris"}
