# ruff: noqa: E501
"""What two held-out mailboxes read in session 51 showed (benchmarks/gold/synthetic-mail-41, an Israeli product
manager's; -45, an Arab-Israeli engineer's; two thirds of each in Hebrew, each written by a helper who never saw the
code): a welcome's later sentences about the one it welcomes, a nickname in brackets, a Hebrew HR letter's prose, a
new address in Hebrew, a town Hebrew says with no pronoun, a name line in two scripts; and the look-alikes each
reading must leave alone."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said_by

RONIT = "Ronit Shaked <ronit.shaked@tavlit.co.il>"
AMIR = "Amir Haddad <amir.haddad87@gmail.com>"


def _facts(body: str, author: str = RONIT, day: str = "2012-04-02", to=None) -> set:
    """What ``body`` says, less the header's own addresses."""
    got = _said_by(body, author, ["all@tavlit.co.il"] if to is None else to, day)
    return {g for g in got if not (g[1] == "email" and g[2] in author)}


WELCOME = (
    "Hi all,\n\nPlease join me in welcoming Yonatan (Yoni) Ben-Ami, who joined us yesterday as Product Manager for the "
    "Clinic Suite line. Yoni reports to me and sits with the product team on the 3rd floor.\n\nHe lives in Jerusalem, so "
    "no excuses for being late to the Sunday stand-up.\n\nYou can reach him at yonatan.benami@tavlit.co.il or on ext. 213.\n\nRonit\n"
)


def test_a_welcomes_later_sentences_are_of_the_one_it_welcomes():
    got = _facts(WELCOME)
    assert ("Yonatan Ben-Ami", "manager", "Ronit Shaked", "2012-04-01") in got  # "Yoni": the nickname in brackets
    assert ("Yonatan Ben-Ami", "lives_in", "Jerusalem", "2012-04-02") in got
    assert ("Yonatan Ben-Ami", "email", "yonatan.benami@tavlit.co.il", "2012-04-02") in got
    got = _facts(WELCOME.replace("(Yoni)", '"Yoni"'))  # (a nickname in quotes)
    assert {g[:3] for g in got if g[1] == "manager"} == {("Yonatan Ben-Ami", "manager", "Ronit Shaked")}
    # a phone to reach them at
    got = _facts(
        "Please welcome Dana Cohen, who joined us on Monday as Product Manager.\n\nYou can reach her at 054-555-0123.\n\nRonit\n"
    )
    assert ("Dana Cohen", "phone", "+972545550123", "2012-04-02") in got


@pytest.mark.parametrize(
    "body",
    [
        # two welcomed: whose, unsaid
        "Please welcome Dana Cohen and Avi Levi, who joined us yesterday as Product Managers. She lives in Haifa.\n\nYou can reach her at dana@tavlit.co.il.\n",
        # no one welcomed
        "Hi all,\n\nThe new coffee machine is in. She lives in Haifa, the barista.\n\nYou can reach her at barista@tavlit.co.il.\n",
        # someone else's home, a hedge
        "Please welcome Dana Cohen, who joined us yesterday as Product Manager. Her husband lives in Haifa. If she lives in Haifa by then, we'll see.\n",
        # a nickname another name holds: "Yoni" is no Yonatan here
        "Please welcome Yonatan Ben-Ami, who joined us yesterday as Product Manager. Yoni reports to me.\n",
    ],
)
def test_what_a_welcome_does_not_say(body):
    got = _facts(body)
    assert not {g for g in got if g[1] in ("lives_in", "email", "phone", "manager")}


def test_a_hebrew_hr_letters_prose_names_a_post_and_a_boss():
    body = (
        "לכבוד\nמר יונתן בן-עמי\nקבוצת Clinic Suite\n\nהנדון: עדכון תפקיד\n\nאנו שמחים להודיעך כי החל מיום 1 באוקטובר 2014 "
        "תמונה לתפקיד מנהל מוצר בכיר (Senior Product Manager) בקבוצת Clinic Suite.\n\nבמסגרת התפקיד תמשיך לדווח לגב' רונית שקד, "
        'סמנכ"לית מוצר, ותהיה אחראי גם על שני מנהלי המוצר בצוות.\n\nבברכה,\nליאת כרמלי\nמנהלת משאבי אנוש\n'
    )
    got = _facts(
        body, "משאבי אנוש - תבלית <hr@tavlit.co.il>", "2014-09-14", ["Yonatan Ben-Ami <yonatan.benami@tavlit.co.il>"]
    )
    assert ("Yonatan Ben-Ami", "job_title", "מנהל מוצר בכיר", "2014-10-01") in got
    assert ("Yonatan Ben-Ami", "manager", "רונית שקד", "2014-10-01") in got
    assert not {g for g in got if g[0] == "Yonatan Ben-Ami" and g[1] == "works_at"}  # (not its English gloss)


@pytest.mark.parametrize(
    "body, want",
    [
        (
            "אחי מה קורה\n\nהמייל החדש guy@pilpellabs.io תעדכן\n\nג.\n",
            {("Guy Peretz", "email", "guy@pilpellabs.io", "2013-02-17")},
        ),
        (
            "היי,\n\nכתובת המייל שלי: guy@pilpellabs.io\n\nג.\n",
            {("Guy Peretz", "email", "guy@pilpellabs.io", "2013-02-17")},
        ),
        (
            'היי,\n\nהדוא"ל החדש שלי הוא guy@pilpellabs.io\n\nג.\n',
            {("Guy Peretz", "email", "guy@pilpellabs.io", "2013-02-17")},
        ),
        # another's, or the office's: not the writer's
        ("היי,\n\nהמייל של דנה: dana@pilpellabs.io\nהמייל החדש של המשרד office@pilpellabs.io\n\nג.\n", set()),
    ],
)
def test_a_new_address_in_hebrew(body, want):
    got = _facts(body, "Guy Peretz <guy.peretz@gmail.com>", "2013-02-17", ["Yoni Ben-Ami <yoni.benami@walla.co.il>"])
    assert {g for g in got if g[1] == "email"} == want


@pytest.mark.parametrize(
    "body, want",
    [
        (
            "יוני חמודי,\n\nאצלנו בבאר שבע הכול בסדר ברוך השם.\n\nאמא\n",
            {("Amir Haddad", "lives_in", "באר שבע", "2020-11-08")},
        ),
        (
            "שבוע ראשון עבר.\n\nולגבי הבית - גרים בחיפה מה-20.10, רחוב האורנים 21, דירה 5.\n\nאמיר\n",
            {("Amir Haddad", "lives_in", "חיפה", "2020-10-20")},
        ),
        ("שלום.\nגרים בחיפה כבר שנתיים.\n\nאמיר\n", {("Amir Haddad", "lives_in", "חיפה", "2018-11-08")}),
        # a workplace, a flat, another's town, a question: no town of ours
        ("אצלנו בעבודה הכול בסדר. אצלי בבית יש בלגן. אצלו בחיפה גשם.\n\nאמיר\n", set()),
        ("בעיר הזאת גרים בחיפה? לא. גרים בה הרבה אנשים.\n\nאמיר\n", set()),
    ],
)
def test_a_town_hebrew_says_with_no_pronoun(body, want):
    got = _facts(body, AMIR, "2020-11-08", ["Yoni Regev <yoni.regev@gmail.com>"])
    assert {g for g in got if g[1] == "lives_in"} == want


def test_a_name_line_in_two_scripts_opens_a_sign_off():
    body = (
        "שבוע ראשון עבר.\n\nאמיר\n\n--\nאמיר חדאד | Amir Haddad\nEngineering Manager, Software | Orvena Medical\n"
        "משרד: 04-555-0157 | נייד: 050-555-0134\namir.haddad@orvena-medical.com\n"
    )
    got = _facts(body, AMIR, "2020-11-08", ["Yoni Regev <yoni.regev@gmail.com>"])
    assert {
        ("Amir Haddad", "job_title", "Engineering Manager, Software", "2020-11-08"),
        ("Amir Haddad", "works_at", "Orvena Medical", "2020-11-08"),
        ("Amir Haddad", "phone", "+97245550157", "2020-11-08"),
        ("Amir Haddad", "email", "amir.haddad@orvena-medical.com", "2020-11-08"),
    } <= got
    # two names that are two people: no sign-off of one
    got = _facts(
        body.replace("אמיר חדאד | Amir Haddad", "יואב בן-עמי | Amir Haddad"),
        AMIR,
        "2020-11-08",
        ["Yoni Regev <yoni.regev@gmail.com>"],
    )
    assert not {g for g in got if g[1] == "job_title"}
