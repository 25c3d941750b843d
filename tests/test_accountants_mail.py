# ruff: noqa: E501
"""What a held-out mailbox read in session 52 showed (benchmarks/gold/synthetic-mail-46, a British-Ghanaian
accountant's: London, Manchester, Accra, Leeds; written by a helper who never saw the code): a hyphenated surname
the vault knows, a firm's role mailboxes by their names, a new home by its flat's number, a UK number where the mail
shows Britain, "two weeks from Monday", a welcome's bracketed day and its "You can reach Kwame on ...", a boss by
honorific and surname; and the look-alikes each reading must leave alone."""

from __future__ import annotations

import sqlite3
from types import SimpleNamespace

import pytest

from hinet_pipeline.memory.facts.named import known_people
from hinet_pipeline.memory.facts.stage import _known_people
from hinet_pipeline.memory.people.kinds import identity_kind
from tests.test_trade_mail import _said_by

KWAME = "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>"
RHYS = "Rhys Penhaligon <rhys.penhaligon@gmail.com>"
COMMS = "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>"


def _facts(body: str, author: str = RHYS, day: str = "2011-10-02", to=None) -> set:
    """What ``body`` says, less the header's own addresses."""
    got = _said_by(body, author, [KWAME] if to is None else to, day)
    return {g for g in got if not (g[1] == "email" and g[2] in author)}


def test_the_vault_knows_a_person_by_a_hyphenated_or_accented_surname():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE persons (name TEXT, merged_into INTEGER, is_owner INTEGER, kind TEXT)")
    rows = ["Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Allen, Phillip K.", "Enron Employee", "e-mail"]
    conn.executemany("INSERT INTO persons VALUES (?, NULL, 0, 'person')", [(n,) for n in rows])
    known = _known_people(SimpleNamespace(conn=conn))
    assert set(known) == {"Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Phillip K. Allen"}
    # so a mother's "Kofi has started at ..." is the Kofi the vault knows
    with known_people(lambda: known):
        got = _facts(
            "Your brother rang on Thursday. Kofi has started at Queensway Drug Mart in Toronto as a pharmacist, at last.\n\nMum\n"
        )
    assert ("Kofi Asante-Mensah", "works_at", "Queensway Drug Mart", "2011-10-02") in got


@pytest.mark.parametrize(
    ("address", "name", "kind"),
    [
        ("graduates@brindleyhart.co.uk", "Brindley Hart Graduate Recruitment", "role"),
        ("internal.comms@irwellvale.org.uk", "Irwell Vale Internal Comms", "role"),
        ("priya.raghunathan@brindleyhart.co.uk", "Priya Raghunathan", None),  # a person at the same firm
        ("h.farrar@calderaire.org.uk", "Farrar, Helen", None),
    ],
)
def test_a_firms_role_mailbox_by_its_name(address, name, kind):
    assert identity_kind("email", address, {name: 1}, {}) == kind


def test_a_new_home_by_its_flats_number():
    got = _facts(
        "K,\n\nAlso moved out of the Clapham shoebox - new place is Flat 7, 112 Cazenove Walk, London E5 8QA, so I'm an east London hipster officially.\n\nR\n"
    )
    assert ("Rhys Penhaligon", "address", "Flat 7, 112 Cazenove Walk, London E5 8QA", "2011-10-02") in got
    got = _facts(
        "Hi all,\n\nI'm no longer at the Brockley flatshare. Since January I've been at Flat 2, 9 Eridge Rise, London SE19 2PL (top bell).\n\nK.\n",
        KWAME,
        "2013-03-04",
    )
    assert ("Kwame Asante-Mensah", "address", "Flat 2, 9 Eridge Rise, London SE19 2PL", "2013-01-01") in got
    assert not {g for g in got if g[1] == "works_at"}  # (a flat, no employer)
    got = _facts(
        "Chale,\n\nI have moved house also. I'm now at House No. 12, Abafum Close, Tema, near the GOIL filling station.\n\nYaw\n",
        "Yaw Boakye <yaw@boxkab.com.gh>",
        "2019-10-07",
    )
    assert {g[1:3] for g in got} == {("address", "House No. 12, Abafum Close, Tema"), ("lives_in", "Tema")}
    got = _facts(
        "Chale,\n\nI have moved house also. I'm now at House No. B/44, Sakumono Estates, Tema.\n\nYaw\n",
        "Yaw Boakye <yaw@boxkab.com.gh>",
        "2019-10-07",
    )
    assert not {g for g in got if g[1] == "works_at"}  # (a house, whose street no type word names: no employer)
    got = _facts(
        "Two weeks in.\n\nWe moved in last Monday. The address, Ghana style:\n\nHouse No. 14, Abafum Close, East Legon\nAccra\n\nLove,\nK.\n",
        KWAME,
        "2018-09-16",
    )
    assert {g[:2] for g in got} == {("Kwame Asante-Mensah", "address")}


@pytest.mark.parametrize(
    "body",
    [
        "K,\n\nTom moved out of the Clapham shoebox - his new place is Flat 7, 112 Cazenove Walk, London E5 8QA.\n\nR\n",  # his
        "K,\n\nThe party - new place is great, by the way.\n\nR\n",  # no address
        "K,\n\nWe were at Flat 2, 9 Eridge Rise, London SE19 2PL for Tom's party.\n\nR\n",  # a visit
        "K,\n\nI've been at Castellan Capital since January.\n\nR\n",  # an employer
    ],
)
def test_what_a_flat_does_not_say(body):
    got = _facts(body)
    assert not {g for g in got if g[1] in ("address", "lives_in")}
    assert not {g for g in got if g[1] == "works_at" and g[2].startswith(("Flat", "House"))}


def test_a_uk_number_where_the_mail_shows_britain():
    # a postcode after its town, a sum in pounds: a number Britain writes
    got = _facts(
        "K,\n\nNew mobile too because I dropped the old one in the canal (long story): 07700 900127\n\nHousewarming at Flat 7, 112 Cazenove Walk, London E5 8QA, Saturday.\n\nR\n"
    )
    assert ("Rhys Penhaligon", "phone", "+447700900127", "2011-10-02") in got
    got = _facts(
        "My dear Kwame,\n\nThe harvest raised £3,410.\n\nI have a new mobile phone, Auntie Grace's son set it up for me. The number is 07700 900238.\n\nMum\n",
        "Comfort Asante-Mensah <c@btinternet.com>",
    )
    assert ("Comfort Asante-Mensah", "phone", "+447700900238", "2011-10-02") in got
    # nothing British: no reading of a number the owner's region does not read
    got = _facts(
        "K,\n\nI have a new mobile phone. The number is 07700 900238.\n\nMum\n", "Comfort Asante-Mensah <c@example.com>"
    )
    assert not {g for g in got if g[1] == "phone"}
    # another's: "because Tom lost his"
    got = _facts("K,\n\nNew mobile too because Tom lost his in the canal: 07700 900127\n\nLondon E5 8QA\n")
    assert not {g for g in got if g[1] == "phone"}


def test_an_address_still_the_same():
    got = _facts(
        "Dear K,\n\nMy address is still 42 Tollgate Crescent, Croydon CR0 6PL.\n\nMum\n",
        "Comfort Asante-Mensah <c@btinternet.com>",
    )
    assert ("Comfort Asante-Mensah", "address", "42 Tollgate Crescent, Croydon CR0 6PL", "2011-10-02") in got


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("two weeks from Monday", "2011-10-17"),  # written on Sunday 2 October: Monday the 3rd, two weeks on
        ("a week from tomorrow", "2011-10-10"),
        ("two weeks from tomorrow (October 17)", "2011-10-17"),
        ("on Monday", "2011-10-03"),
    ],
)
def test_a_start_counted_from_a_day(said, day):
    got = _facts(f"K,\n\nHanded my notice in on Friday. I start at Hemway Digital {said} as a Product Manager.\n\nR\n")
    assert ("Rhys Penhaligon", "works_at", "Hemway Digital", day) in got
    assert ("Rhys Penhaligon", "job_title", "Product Manager", day) in got


WELCOME = (
    "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\n"
    "Kwame Asante-Mensah joined us yesterday (Monday 6 October) as Financial Controller, reporting to Martin Cheadle, Director of Finance. "
    "He is sitting with the Finance team on the 2nd floor. You can reach Kwame on ext. 517 (0161 496 0517) or at kwame.asante-mensah@irwellvale.org.uk.\n\n"
    "Lorraine Beswick joined on 29 September as Housing Officer for the Salford Central patch, reporting to Gary Nuttall.\n\n"
    "Please stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n"
)


def test_a_welcome_with_its_day_in_brackets_and_how_to_reach_them():
    got = _facts(WELCOME, COMMS, "2014-10-07", ["IVH All Staff <allstaff@irwellvale.org.uk>"])
    assert ("Kwame Asante-Mensah", "job_title", "Financial Controller", "2014-10-06") in got
    assert ("Kwame Asante-Mensah", "works_at", "Irwell Vale Homes", "2014-10-06") in got
    assert ("Kwame Asante-Mensah", "phone", "+441614960517", "2014-10-07") in got
    assert ("Kwame Asante-Mensah", "email", "kwame.asante-mensah@irwellvale.org.uk", "2014-10-07") in got
    assert ("Lorraine Beswick", "works_at", "Irwell Vale Homes", "2014-09-29") in got  # joined (us), past its day
    assert ("Martin Cheadle", "works_at", "Irwell Vale Homes", "2014-10-07") in got  # the titled boss: one of us
    assert not {g for g in got if g[0] == "Gary Nuttall" and g[1] == "works_at"}  # (no title said: unsaid)
    # another's number: "You can reach Gail ..."
    got = _facts(WELCOME.replace("You can reach Kwame", "You can reach Gail"), COMMS, "2014-10-07", [])
    assert not {g for g in got if g[1] in ("phone", "email") and g[0] == "Kwame Asante-Mensah"}


def test_a_boss_by_honorific_and_surname_the_vault_knows():
    body = (
        "Hi all,\n\nWork is good. My boss, Mrs Frimpong, the Executive Director, has already given me a list.\n\nK.\n"
    )
    with known_people(lambda: ["Akosua Frimpong", "Kofi Asante-Mensah"]):
        got = _facts(body, KWAME, "2018-09-16")
    assert ("Kwame Asante-Mensah", "manager", "Akosua Frimpong", "2018-09-16") in got
    with known_people(lambda: ["Akosua Frimpong", "Yaw Frimpong"]):  # two of that surname: unsaid which
        got = _facts(body, KWAME, "2018-09-16")
    assert ("Kwame Asante-Mensah", "manager", "Akosua Frimpong", "2018-09-16") not in got
