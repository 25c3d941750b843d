"""An Israeli nurse's mail, two thirds in Hebrew (benchmarks/gold/synthetic-mail-34, written in session 47 by a helper
who never saw the code, scored held out, read in session 48), and a pastry chef's (-35): one person's name in two
scripts, a Hebrew title as a word of its own, an address that spells one brother's name and not another's; and the
look-alikes each must leave alone."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said_by


@pytest.mark.parametrize(
    "names, kind",
    [
        # one woman's Hebrew and English names on one address: a person (words in two scripts share none)
        ({"Noa Ben-Ami": 3, "נועה בן-עמי": 4, "Ben-Ami, Noa": 1}, None),
        ({"Itai Lavi": 2, "איתי לביא": 1}, None),
        # two people's names in one script on one address: a shared mailbox, as before
        ({"Pete Davis": 2, "Kim Ward": 3}, "role"),
        ({"דנה לוי": 2, "יוסי כהן": 2}, "role"),
    ],
)
def test_a_name_in_two_scripts_is_one_persons(names, kind):
    from hinet_pipeline.memory.people.kinds import identity_kind

    assert identity_kind("email", "someone@walla.co.il", names, {"personal": 3}) == kind


@pytest.mark.parametrize(
    "text, titled",
    [
        ("אחות אחראית", True),
        ("כמנהלת מוצר קלינית", True),  # (a prefix: "as a")
        ("והמורה לביולוגיה", True),
        ("רופאת משפחה", True),  # (the construct form)
        ("דוקטורנט", True),
        # a word that holds a title is none: "המרכז" holds "רכז", "אחותי" (my sister) "אחות"
        ("המרכז הרפואי שער הכרמל", False),
        ("אחותי הגדולה", False),
        ("במרכז העיר", False),
    ],
)
def test_a_hebrew_title_is_a_word_of_its_own(text, titled):
    from hinet_pipeline.memory.facts.lexicon import has_title

    assert has_title(text) is titled


def test_a_hebrew_sign_off_names_its_medical_center():
    body = (
        "צוות יקר שלום,\n\nהסידור ייתלה עד ה-20.\n\nתודה,\nסימה\n\nסימה חדד\nאחות אחראית, מחלקה פנימית ג'\n"
        "המרכז הרפואי שער הכרמל\nטל' 04-5550150 | פקס 04-5550151"
    )
    got = _said_by(body, "סימה חדד <simah@shaar-carmel.org.il>", ["penimit-g@shaar-carmel.org.il"], "2014-01-12")
    assert ("סימה חדד", "works_at", "המרכז הרפואי שער הכרמל", "2014-01-12") in got
    assert ("סימה חדד", "job_title", "אחות אחראית, מחלקה פנימית ג'", "2014-01-12") in got


@pytest.mark.parametrize(
    "name, address, same",
    [
        ("Ikenna Obi", "nnamdi.obi@gmail.com", False),  # a brother's first name beside the last: not his
        ("Bob Castellano", "robert.castellano@mvhs.org", True),  # a short form of the first name
        ("Thomas Brennan", "tom.brennan@example.com", True),
        ("Phillip K. Allen", "k..allen@enron.com", True),  # initials
        ("Phillip Allen", "pallen@enron.com", True),
        ("Jeff Dasovich", "jdasovic@enron.com", True),  # a last name cut short
        ("Kim Ward", "wardkim@example.com", True),
    ],
)
def test_an_address_spells_its_own_persons_name_not_a_relatives(name, address, same):
    from hinet_pipeline.memory.facts.signer import same_person

    assert same_person(name, None, None, address) is same


def test_a_firm_written_twice_in_two_scripts_on_one_line_is_read_as_first_written():
    # (synthetic-mail-37, held out: "Studio Tzafon | סטודיו צפון" under the name, one firm)
    body = "See you there.\n\n--\nNoa Shalev | Graphic Designer\nStudio Tzafon | סטודיו צפון\n054-5550191"
    got = _said_by(body, "Noa Shalev <noa@studiotzafon.co.il>", ["yoni@example.com"], "2016-01-12")
    assert {o for s, p, o, _ in got if p == "works_at"} == {"Studio Tzafon"}
