"""What the review test files (``test_review_of_session_*.py``) share: a look-alike's reading as the harness the
reviewer used reads it (the owner Dana Levi, region US; a known person or four), and the two checks each case makes."""

from __future__ import annotations

from hinet_pipeline.memory.facts.named import known_people
from tests.test_trade_mail import _said_by

DANI = "Dani Reyes <dani@x.com>"
GAIL = ("Gail <gail@y.com>",)
KNOWN = ("Raymond Hollis", "Terrence Boateng", "Marcus Reyes", "Declan Clarke")


def got(body: str, author: str = DANI, to: tuple = GAIL, day: str = "2013-08-12", known: tuple = KNOWN) -> set:
    """(subject, predicate, object, day) of each reading of ``body``, less the header's own addresses."""
    with known_people(lambda: list(known)):
        found = _said_by(body, author, list(to), day)
    own = {a.split("<")[-1].rstrip(">").strip() for a in (author, *to)}
    return {g for g in found if not (g[1] == "email" and g[2] in own)}  # (a header's own address is no reading)


def unread(found: set, predicates: str, who: str | None, obj: str | None, day: str | None) -> set:
    """The readings of ``predicates`` a case must not have: of ``who``, with ``obj``, on ``day`` (None: any)."""
    return {
        g
        for g in found
        if g[1] in predicates.split()
        and (who is None or who in g[0])
        and (obj is None or obj in g[2])
        and (day is None or g[3] == day)
    }


def holds(found: set, want: tuple) -> bool:
    """Whether a reading matches ``want`` (subject, predicate, object, day; None for any)."""
    return any(all(a is None or a == b for a, b in zip(want, g)) for g in found)


def review_tests(not_read: list, read: list):
    """The two tests of a review file: each case of ``not_read`` (group, body, predicates, who, object, day, headers)
    states nothing of those predicates; each of ``read`` (group, body, wants, headers) keeps its readings."""
    import pytest

    @pytest.mark.parametrize(("group", "body", "predicates", "who", "obj", "day", "headers"), not_read)
    def test_a_look_alike_states_nothing(group, body, predicates, who, obj, day, headers):
        assert not (bad := unread(got(body, **headers), predicates, who, obj, day)), (group, bad)

    @pytest.mark.parametrize(("group", "body", "wants", "headers"), read)
    def test_the_reading_itself_holds(group, body, wants, headers):
        found = got(body, **headers)
        for want in wants:
            assert holds(found, want), (group, want, sorted(found))

    return test_a_look_alike_states_nothing, test_the_reading_itself_holds
