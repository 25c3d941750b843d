# ruff: noqa: E501
"""What a held-out mailbox read in session 52 showed (benchmarks/gold/synthetic-mail-48, an American nurse's: El Paso,
Portland, Albuquerque, Denver; written by a helper that never saw the code): a first name's Spanish, Russian or Hebrew
short form ("Lola" is Dolores, so the owner's five addresses are one person's), a number in commas before its verb,
"Best number for me is my cell, N", a house phone in brackets that "still works", a phone got before a short sentence,
"my permanent tax home is:" and its lines, a lease's term in the next sentence, a letter to two ("Lola & Greg,") whose
home is both of theirs; and the look-alikes each reading must leave alone."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.named import known_people
from hinet_pipeline.memory.people.nicknames import first_form
from tests.test_trade_mail import _said_by

LOLA = "Lola Ramírez-Whitfield <lola.ramirezwhitfield@gmail.com>"
MAMA = "Graciela Ramirez <graciela.ramirez52@hotmail.com>"
STAN = "Stan Kowalczyk <stan@kowalczykrentals.com>"
FAMILY = ["Gregory Whitfield", "Mateo Whitfield", "Yolanda Ochoa"]


def _facts(body: str, author: str = LOLA, day: str = "2014-03-17", to=None) -> set:
    """What ``body`` says, less the header's own addresses; the vault knows the family."""
    with known_people(lambda: FAMILY):
        got = _said_by(body, author, ["Lola <lola.ramirezwhitfield@gmail.com>"] if to is None else to, day)
    return {g for g in got if not (g[1] == "email" and g[2] in author)}


@pytest.mark.parametrize(
    ("short", "full"),
    [
        ("lola", "dolores"),
        ("yoli", "yolanda"),
        ("paco", "francisco"),
        ("zhenya", "yevgenia"),
        ("yoni", "yonatan"),
        ("misha", "mikhail"),
    ],
)
def test_a_short_form_as_its_family_writes_it_is_its_first_name(short, full):
    assert first_form(short) == first_form(full)
    assert first_form("lola") != first_form("yolanda")  # (two names, not one)


def test_a_short_form_finds_the_one_the_vault_knows():
    got = _facts(
        "Mija,\n\nYoli started at the Mesilla Valley Federal Credit Union on the 1st. She likes it.\n\nMamá\n",
        MAMA,
        "2011-02-14",
    )
    assert ("Yolanda Ochoa", "works_at", "Mesilla Valley Federal Credit Union", "2011-02-01") in got


@pytest.mark.parametrize(
    "body",
    [
        "Hi,\n\nAlso, we're finally cutting the house phone, so my cell, 915-555-0142, is the only number to reach me.\n\nLola\n",
        "Hi Derek,\n\nBest number for me is my cell, 915-555-0142.\n\nLola\n",
        "Hi,\n\nThe best way to reach me is 915-555-0142.\n\nLola\n",
    ],
)
def test_a_number_of_ones_own_as_people_say_it(body):
    assert ("Lola Ramírez-Whitfield", "phone", "+19155550142", "2014-03-17") in _facts(body)


@pytest.mark.parametrize(
    "body",
    [
        "Hi,\n\nBest number for Greg is his cell, 915-555-0142.\n\nLola\n",  # his
        "Hi,\n\nmy cell, 915-555-0142, was stolen on Friday.\n\nLola\n",  # gone
        "Hi,\n\nThe best number for the clinic is 915-555-0142.\n\nLola\n",  # the clinic's
        "Hi,\n\nMy old cell, 915-555-0142, is disconnected.\n\nLola\n",  # an old one, gone
    ],
)
def test_what_a_number_in_commas_does_not_say(body):
    assert not {g for g in _facts(body) if g[1] == "phone"}


def test_a_phone_got_before_a_short_sentence_and_the_house_phone_that_stays():
    body = "Mija,\n\nAnd ME, I finally got the cell phone. Rubén made me. The number is 915-555-0108, write it down. The house phone (915-555-0103) still works and I am not getting rid of it.\n\nMamá\n"
    got = _facts(body, MAMA, "2011-02-14")
    assert {g[2] for g in got if g[1] == "phone"} == {"+19155550108", "+19155550103"}
    # one got for another, another's house phone: not hers
    got = _facts(
        "Mija,\n\nI got the cell phone for your father. He loves it. The number is 915-555-0108.\n\nThe Garcias' house phone (915-555-0103) still works.\n\nMamá\n",
        MAMA,
        "2011-02-14",
    )
    assert not {g for g in got if g[1] == "phone"}


def test_ones_home_said_as_such_with_its_lines_under_it():
    got = _facts(
        "Hi Derek,\n\nMy last day at Sunland Mesa is May 16. For the paperwork, my permanent tax home is:\n\n4127 Cielo Pardo Dr\nEl Paso, TX 79924\n\nLola\n"
    )
    assert ("Lola Ramírez-Whitfield", "address", "4127 Cielo Pardo Dr, El Paso", "2014-03-17") in got
    for body in (
        "Hi,\n\nMy home is in El Paso, more or less.\n\nLola\n",
        "Hi,\n\nMy home away from home is 12 Ocean Dr, Miami, FL 33139.\n\nLola\n",
    ):
        assert not {g for g in _facts(body) if g[1] == "address"}


LEASE = "Lola & Greg,\n\nAttached is the lease for 1846 Varnell St, Unit B, Denver, CO 80212. Term is June 15, 2018 through June 14, 2019, $1,850/month. Sign where it's flagged.\n\nStan\n"


def test_a_lease_to_two_is_both_of_theirs_from_its_term():
    got = _facts(LEASE, STAN, "2018-05-02")
    for who in ("Lola", "Gregory Whitfield"):  # (the reader as the header names her; Greg as the vault knows him)
        assert (who, "address", "1846 Varnell St, Unit B, Denver", "2018-06-15") in got
    # to one: only the reader's
    got = _facts(LEASE.replace("Lola & Greg,", "Lola,"), STAN, "2018-05-02")
    assert not {g for g in got if g[0] == "Gregory Whitfield"}
    # two the vault does not know: no one's but the reader's
    got = _facts(LEASE.replace("Lola & Greg,", "Lola & Bartholomew,"), STAN, "2018-05-02")
    assert {g[0] for g in got if g[1] == "address"} == {"Lola"}


OFFER = (
    "August 25, 2014\n\nMs. Dolores Ramírez-Whitfield\n8820 Vista Sombra Ct NE\nAlbuquerque, NM 87111\n\nDear Ms. Ramírez-Whitfield:\n\n"
    "On behalf of Sandia Vista Regional Hospital, I am pleased to offer you the position of Registered Nurse (RN II), 4 West "
    "Medical-Surgical/Telemetry, on the following terms:\n\nStart date: Monday, October 6, 2014\nReports to: Frank Delgado, BSN, RN, "
    "Nurse Manager, 4 West\n\nSincerely,\n\nAngela Tso\nTalent Acquisition Specialist\nSandia Vista Regional Hospital\n"
)


def test_an_offer_letter_under_its_own_date_and_inside_address():
    got = _facts(OFFER, '"Tso, Angela" <atso@sandiavista.org>', "2014-08-25", ["lola.ramirezwhitfield@gmail.com"])
    reader = "lola.ramirezwhitfield@gmail.com"  # (the reader as the header gives her: no name)
    assert (reader, "job_title", "Registered Nurse", "2014-10-06") in got
    assert (reader, "manager", "Frank Delgado", "2014-10-06") in got
    assert (reader, "works_at", "Sandia Vista Regional Hospital", "2014-10-06") in got
    assert not {g for g in got if g[1] == "works_at" and "RN" in g[2]}  # (a grade in brackets is no firm)
    # pasted under other words: not a letter to this reader
    pasted = "Look what Maria got, pasting it here:\n\n" + OFFER
    got = _facts(pasted, "Courtney Bell <cbell@gmail.com>", "2014-08-25", ["lola.ramirezwhitfield@gmail.com"])
    assert not {g for g in got if g[1] in ("job_title", "manager")}


WELCOME = (
    "Team,\n\nI'm thrilled to introduce Lola Ramírez-Whitfield, BSN, RN, CMSRN, who joined us yesterday as Director of Clinical "
    "Services. Lola will oversee our skilled nursing teams across the Denver metro, and she reports directly to me.\n\n"
    "You can reach Lola at lola.rw@columbinehh.com, office 720-555-0171, or mobile 720-555-0163. (Intake paperwork still goes "
    "to the intake fax, 720-555-0179, not to Lola!)\n\nDenise\n"
)


def test_a_welcomes_numbers_after_its_address_and_a_boss_said_by_pronoun():
    got = _facts(
        WELCOME,
        "Denise Ferreira-Lutz <dferreiralutz@columbinehh.com>",
        "2021-03-16",
        ["Columbine Team <team@columbinehh.com>"],
    )
    lola = "Lola Ramírez-Whitfield"
    assert {g[2] for g in got if g[0] == lola and g[1] == "phone"} == {"+17205550171", "+17205550163"}  # (not the fax)
    assert (lola, "manager", "Denise Ferreira-Lutz", "2021-03-15") in got
    # another subject between: whose "she", unsaid
    got = _facts(
        "Team,\n\nLola will oversee the teams with Ana Ruiz, and she reports directly to me.\n\nDenise\n",
        "Denise Ferreira-Lutz <d@columbinehh.com>",
        "2021-03-16",
        [],
    )
    assert not {g for g in got if g[1] == "manager"}


def test_a_letter_to_two_on_its_to_and_cc_is_to_the_first_it_greets():
    got = _facts(LEASE, STAN, "2018-05-02", ["lola.ramirezwhitfield@gmail.com", "greg.whitfield74@gmail.com"])
    assert ("lola.ramirezwhitfield@gmail.com", "address", "1846 Varnell St, Unit B, Denver", "2018-06-15") in got
    assert ("Gregory Whitfield", "address", "1846 Varnell St, Unit B, Denver", "2018-06-15") in got


@pytest.mark.parametrize(
    ("body", "boss"),
    [
        (
            "They called. It's mine.\n\n(The principal is Dana Ostrowski, I'd report to her, she seems great.)\n\nG\n",
            "Dana Ostrowski",
        ),
        ("Hi,\n\nI met Dana Ostrowski and Tom Hale; I'd report to her.\n\nG\n", None),  # two named: whose, unsaid
        ("Hi,\n\nDana Ostrowski wants someone who would report to her.\n\nG\n", None),  # not the writer
        (
            "Hi,\n\nIf I took the job at Acme, the boss would be Dana Ostrowski and I'd report to her.\n\nG\n",
            None,
        ),  # if
    ],
)
def test_a_boss_by_pronoun_named_just_before(body, boss):
    got = _facts(body, "Greg Whitfield <greg.whitfield74@gmail.com>", "2018-03-19")
    assert {g[2] for g in got if g[1] == "manager"} == ({boss} if boss else set())
