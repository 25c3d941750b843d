"""A Welsh teacher's mail (benchmarks/gold/synthetic-mail-38, written in session 48 by a helper who never saw the code,
scored held out, read in session 49): numbers in the ranges regulators keep for drama, which ``phonenumbers`` holds
no one's (Ofcom's 07700 900xxx and 01632 960xxx, ComReg's 020 91x xxxx), read as their country writes them; a naval
rank before a signed name ("Lt Cdr O. Pryce-Llewellyn RN"); and the look-alikes each must leave alone."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said_by


@pytest.mark.parametrize(
    "line, region, want",
    [
        ("Mob: 07700 900233", "GB", [("+447700900233", "mobile")]),
        ("Home 01632 960114 | mobile +44 7700 900412", "GB", [("+441632960114", "home"), ("+447700900412", "mobile")]),
        ("(020) 9104417", "IE", [("+353209104417", "work")]),
        ("+353 20 913 2245", "US", [("+353209132245", "work")]),
        (
            "Direct: 0117 496 0552 | Mobile: 07700 900587",
            "GB",
            [("+441174960552", "work"), ("+447700900587", "mobile")],
        ),
        # not a drama range's: too short, another range, or digits that are no number
        ("Mob: 07700 9002", "GB", []),
        ("Mob: 01632 96011", "GB", []),
        ("Mob: 01632 970114", "GB", []),
        ("ref 2020 9133", "GB", []),
    ],
)
def test_a_drama_range_number_is_read_as_its_country_writes_it(line, region, want):
    from hinet_pipeline.memory.facts.phone_lines import phones_on_line

    assert [(n, kind) for n, kind, _, _ in phones_on_line(line, region)] == want


def test_a_drama_range_number_is_a_phone_identity_and_others_stay_none():
    from hinet_pipeline.memory.people.identity import phone_e164

    assert phone_e164("07700 900412", "GB") == "+447700900412"
    assert phone_e164("020 915 0118", "IE") == "+353209150118"
    assert phone_e164("01632 970114", "GB") is None  # (not a drama range: an unassigned one)
    assert phone_e164("01632 96011", "GB") is None  # (a drama range's, a digit short)


OWAIN = "Owain Pryce-Llewellyn <owain.pryce.ll@gmail.com>"
GARETH = ["Gareth Pryce-Llewellyn <garethpryce.llewellyn@gmail.com>"]


@pytest.mark.parametrize(
    "block",
    [
        "Cdr Owain Pryce-Llewellyn RN\nCommanding Officer, HMS Morlais\nMobile 07700 900158",
        "Lt Cdr Owain Pryce-Llewellyn RN\nCommanding Officer, HMS Morlais\nMobile 07700 900158",
    ],
)
def test_a_naval_rank_before_a_signed_name_is_no_part_of_it(block):
    body = f"Gar,\n\nI'm renting in Southsea:\n\nFlat 9, Eastney Shore Court\nPortsmouth PO4 9RQ\n\nO\n\n{block}"
    got = _said_by(body, OWAIN, GARETH, "2017-11-12")
    assert ("Owain Pryce-Llewellyn", "phone", "+447700900158", "2017-11-12") in got
    assert ("Owain Pryce-Llewellyn", "job_title", "Commanding Officer, HMS Morlais", "2017-11-12") in got
    assert not [f for f in got if f[0] != "Owain Pryce-Llewellyn"]
