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
    # (its district's line, then its city's: Accra)
    assert {g[:3] for g in got} == {
        ("Kwame Asante-Mensah", "address", "House No. 14, Abafum Close, East Legon, Accra"),
        ("Kwame Asante-Mensah", "lives_in", "Accra"),
    }


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


def test_an_offer_the_reply_accepts_names_its_employer_after_the_post():
    body = (
        "Dear Helen,\n\nThank you - I am delighted to accept. Signed copy attached.\n\nBest wishes,\nKwame\n\n"
        "On Mon, 8 Jun 2020 at 16:32, Helen Farrar <helen.farrar@calderaire.org.uk> wrote:\n> Dear Kwame,\n>\n"
        "> I am delighted to\n> offer you the post of Executive Director of Finance & Resources at Calder\n> Aire Homes.\n>\n"
        "> Start date: Monday 2 November 2020\n> Reporting to: Helen Farrar, Chief Executive\n>\n> Kind regards,\n> Helen\n"
    )
    got = _facts(body, KWAME, "2020-06-09", ["Helen Farrar <helen.farrar@calderaire.org.uk>"])
    assert ("Kwame Asante-Mensah", "works_at", "Calder Aire Homes", "2020-11-02") in got
    assert ("Kwame Asante-Mensah", "job_title", "Executive Director of Finance & Resources", "2020-11-02") in got
    # turned down: no job
    got = _facts(
        body.replace("I am delighted to accept", "I am sorry to decline"),
        KWAME,
        "2020-06-09",
        ["Helen Farrar <helen.farrar@calderaire.org.uk>"],
    )
    assert not {g for g in got if g[0] == "Kwame Asante-Mensah" and g[1] in ("works_at", "job_title")}


def test_a_home_said_by_renting_here_an_invites_address_or_the_keys_past_its_district():
    got = _facts(
        "Hi all,\n\nWe're back. As of the 1st of October we're renting here while we work out where in Leeds we actually want to buy:\n\n9 Harewood Fold\nChapel Allerton\nLeeds LS7 3QN\n\nK.\n",
        KWAME,
        "2020-10-11",
    )
    assert ("Kwame Asante-Mensah", "address", "9 Harewood Fold, Chapel Allerton, Leeds LS7 3QN", "2020-10-01") in got
    got = _facts(
        "Obviously yes. I'm honoured.\n\nAddress for the invite: Flat 3F2, 19 Sciennes Brae, Edinburgh EH9 1NX. Mobile same as ever.\n\nRhys\n",
        day="2015-03-08",
    )
    assert ("Rhys Penhaligon", "address", "Flat 3F2, 19 Sciennes Brae, Edinburgh EH9 1NX", "2015-03-08") in got
    got = _facts(
        "K!!\n\nAs of last Friday I've got the keys to a flat in Headingley - Flat 3, 27 Woodhouse Vale Road, Leeds LS6 2QT.\n\nR\n",
        day="2021-02-01",
    )
    assert ("Rhys Penhaligon", "address", "Flat 3, 27 Woodhouse Vale Road, Leeds LS6 2QT", "2021-01-29") in got


@pytest.mark.parametrize(
    "body",
    [
        "Hi all,\n\nWe're renting here for the summer:\n\n9 Harewood Fold\nChapel Allerton\nLeeds LS7 3QN\n\nK.\n",  # a stay
        "Hi K,\n\nThe Hendersons moved.\n\nAddress for the invite: Flat 3F2, 19 Sciennes Brae, Edinburgh EH9 1NX.\n\nR\n",  # theirs
        "K!!\n\nTom got the keys to a shop in Headingley - 27 Woodhouse Vale Road, Leeds LS6 2QT.\n\nR\n",  # a shop, his
    ],
)
def test_what_a_home_under_its_sentence_does_not_say(body):
    assert not {g for g in _facts(body, KWAME, "2020-10-11") if g[1] in ("address", "lives_in")}


NEWS = (
    "Colleague News - 3 November 2020\n\nPlease join us in welcoming Kwame Asante-Mensah, who joined us yesterday as Executive "
    "Director of Finance and Resources, reporting to Helen Farrar, Chief Executive.\n\nWe are also pleased to announce that "
    "Tom Hebblethwaite will join us as Head of Financial Planning from Monday 16 November. Tom will be reporting to Kwame.\n"
)


def test_a_firms_own_newsletter_to_its_staff_is_its_word_a_public_one_is_not():
    news = "Calder Aire Colleague News <colleaguenews@calderaire.org.uk>"
    staff = ['"All Colleagues (Calder Aire Homes)" <allcolleagues@calderaire.org.uk>']
    got = _facts(NEWS, news, "2020-11-03", staff)
    assert ("Kwame Asante-Mensah", "job_title", "Executive Director of Finance and Resources", "2020-11-02") in got
    assert ("Tom Hebblethwaite", "manager", "Kwame Asante-Mensah", "2020-11-16") in got
    # the same newsletter to a subscriber, or to its own wire list (no staff's): a newsletter's news, not read
    assert not _facts(NEWS, news, "2020-11-03", ["kwame@gmail.com"])
    assert not _facts(
        NEWS, "Haas NewsWire <haasnews@haas.berkeley.edu>", "2020-11-03", ["haasnewswire@haas.berkeley.edu"]
    )


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("three weeks tomorrow (2 Nov)", "2020-11-02"),
        ("a fortnight on Friday", "2020-10-30"),
        ("a week on Monday", "2020-10-19"),
    ],
)
def test_a_start_counted_as_britain_says_it(said, day):
    got = _facts(
        f"Hi all,\n\nWork: I start at Calder Aire Homes {said} as Executive Director of Finance.\n\nK.\n",
        KWAME,
        "2020-10-11",
    )
    assert ("Kwame Asante-Mensah", "works_at", "Calder Aire Homes", day) in got
