# ruff: noqa: E501
"""What session 54 read on the held-out mail of an Irish lecturer in Manchester and Edinburgh (`synthetic-mail-57`,
scored at first sight before): a name with an apostrophe ("O'Brien", "O’Brien" as a mail client curls it), a
professor's title before a name ("Professor Morag Lennie"), a first name that is a title too ("Dean Whitworth"), a
college by its saint ("St Brendan's College Dublin"), and a public figure quoted in a newsletter ("In a statement on
Friday, Professor X, President of Y, said"); with the look-alikes each must leave alone."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.orgs import is_org
from hinet_pipeline.memory.facts.signoff import name_of
from tests.test_trade_mail import _said_by

CIARAN = '"O\'Brien, Ciaran" <c.obrien@calder.ac.uk>'
HANNU = "Hannu Virtanen <hannu.virtanen@ueb.fi>"


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Ciaran O'Brien", "Ciaran O'Brien"),
        ("Dr Ciarán O’Brien", "Ciarán O’Brien"),
        ("Professor Morag Lennie", "Morag Lennie"),
        ("Dean Whitworth", "Dean Whitworth"),
        ("Marguerite Schultz, RN", "Marguerite Schultz"),  # (no comma left after it)
        ("Dean of Students", None),  # a title
        ("Dean, Faculty of Humanities", None),
        ("O'Brien", None),  # one word
    ],
)
def test_a_name_line(line, name):
    assert name_of(line) == name


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("St Brendan's College Dublin", True),
        ("St Brendan's College", True),
        ("Bob's team", False),
        ("Ciarán's office", False),
    ],
)
def test_a_college_by_its_saint_is_an_organisation(text, org):
    assert is_org(text, set()) is org


@pytest.mark.parametrize(
    ("sign_off", "found"),
    [
        (
            "Dr Ciarán O’Brien\nSenior Lecturer in Linguistics\nLinguistics and English Language | Calder University\nTel: 0131 496 0258\nRoom 2.09, Cowan Building",
            {
                ("Ciarán O’Brien", "job_title", "Senior Lecturer in Linguistics"),
                ("Ciarán O’Brien", "phone", "+441314960258"),
                ("Ciarán O’Brien", "works_at", "Calder University"),
            },
        ),
        (
            "Ciarán O'Brien | Postdoctoral Research Fellow\nCentre for Speech and Language Technology | St Brendan's College Dublin\nT +353 1 555 0187 | M +353 87 555 0142",
            {
                ("Ciarán O'Brien", "works_at", "St Brendan's College Dublin"),
                ("Ciarán O'Brien", "phone", "+35315550187"),
                ("Ciarán O'Brien", "phone", "+353875550142"),
            },
        ),
    ],
)
def test_an_irish_name_signs_its_block(sign_off, found):
    got = _said_by(f"Thanks for coming over.\n\nBest wishes,\nCiarán\n\n{sign_off}\n", CIARAN, [HANNU], "2018-09-19")
    assert found <= {(s, p, o) for s, p, o, _ in got}


def test_a_letting_negotiator_named_dean_signs_the_agents_letter():
    body = (
        "Dear Mr O'Brien and Ms Kinsella\n\nYour references have been approved.\n\nKind regards\n\nDean Whitworth\n"
        "Lettings Negotiator\nThornbank Lettings | 418 Wilbraham Parade, Chorlton, Manchester M21 0TB\n"
        "T: 0161 496 0880 | Freephone: 0808 157 0642\nlettings@thornbanklettings.co.uk\n"
    )
    got = {
        (s, p, o)
        for s, p, o, _ in _said_by(
            body, "Thornbank Lettings <lettings@thornbanklettings.co.uk>", [CIARAN], "2014-07-30"
        )
    }
    assert {
        ("Dean Whitworth", "job_title", "Lettings Negotiator"),
        ("Dean Whitworth", "works_at", "Thornbank Lettings"),
        ("Dean Whitworth", "phone", "+441614960880"),
    } <= got
    assert ("Dean Whitworth", "phone", "+448081570642") not in got  # (freephone: the firm's)


def test_a_public_figure_quoted_in_a_newsletter_is_no_fact():
    body = (
        "LARKSPUR WEEKLY\n\nIn a statement on Friday, Professor Helen Ashcombe, President of the Society of Companion"
        ' Animal Practitioners, said: "Practices must put the safety of their teams first."\n'
    )
    assert not _said_by(
        body, "Larkspur Weekly <news@larkspurvets.co.uk>", ["All <allstaff@larkspurvets.co.uk>"], "2020-03-30"
    )
