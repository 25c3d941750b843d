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
        # a short form of another name: "Kobi" is no Yonatan ("Yoni" is: a short form of his, as families write it)
        "Please welcome Yonatan Ben-Ami, who joined us yesterday as Product Manager. Kobi reports to me.\n",
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


OFFER = (
    "לכבוד\nמר אמיר חדאד\nרחוב 5018 מס' 9\nנצרת\n\nשלום אמיר,\n\nבהמשך לראיונות שקיימת עם יואב ועם צוות המחקר, אנו שמחים להציע לך "
    'להצטרף\nלדרגה סייבר בע"מ. להלן עיקרי ההצעה:\n\nתפקיד: מהנדס תוכנה, צוות Endpoint Research\nמנהל ישיר: יואב בן-עמי, ראש צוות\n'
    "מועד תחילת העבודה: 14.10.2012\n\nבברכה,\nמיכל אזולאי\nמנהלת משאבי אנוש\n"
)


def test_a_hebrew_offer_to_join_a_firm():
    got = _facts(OFFER, "מיכל אזולאי <michal.azulay@dargacyber.co.il>", "2012-09-20", [AMIR])
    assert {g for g in got if g[0] == "Amir Haddad"} == {
        ("Amir Haddad", "works_at", 'דרגה סייבר בע"מ', "2012-10-14"),
        ("Amir Haddad", "job_title", "מהנדס תוכנה", "2012-10-14"),
        ("Amir Haddad", "manager", "יואב בן-עמי", "2012-10-14"),
    }
    # not an offer: a candidate's letter, one withdrawn
    for body in (
        OFFER.replace("שלום אמיר,", "שלום אמיר, לצערנו"),
        OFFER.replace("אנו שמחים להציע לך", "אנו שמחים לספר לך"),
    ):
        got = _facts(body, "מיכל אזולאי <michal.azulay@dargacyber.co.il>", "2012-09-20", [AMIR])
        assert not {g for g in got if g[0] == "Amir Haddad"}


def _own(body: str, author: str = AMIR, day: str = "2012-09-23") -> set:
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.extract import extract
    from hinet_pipeline.records import CanonicalItem

    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": f"{day}T10:00:00+00:00", "account": "a", "author": author,
         "participants": [author, "Michal <michal@x.co.il>"], "title": "", "body": body}
    )  # fmt: skip
    found = extract(item, 1, Owner("Amir Haddad", ("amir.haddad87@gmail.com",), "IL"))
    return {(f.observation.subject, f.observation.predicate, f.observation.object) for f in found}


@pytest.mark.parametrize(
    "closing, signed",
    [
        ("Thanks, Amir", True),
        ("תודה, אמיר", True),  # the header's Latin first name, signed in Hebrew
        ("אמיר", True),
        ("תודה, יוסי", False),  # another's name
        ("תודה, אמנון", False),  # a name that opens alike and spells another
    ],
)
def test_a_first_name_signed_with_a_closing_or_in_hebrew(closing, signed):
    got = _own(f"היי מיכל,\n\nנתראה ב-14.10 בבוקר.\n\n{closing}\n050-555-0134\n")
    assert (("Amir Haddad", "phone", "+972505550134") in got) is signed


def test_a_households_hebrew_line():
    father = "Samir Haddad <samir_haddad55@hotmail.com>"
    body = "אמיר יקירי,\n\nאם אתה צריך אותנו, הטלפון בבית נשאר כמו תמיד, 04-555-0118. הנייד שלי לא תמיד עונה.\n\nאבא\n"
    assert ("Samir Haddad", "phone", "+97245550118") in _own(body, father, "2013-01-15")
    body = "שלום,\n\nהטלפון בבית של דנה: 04-555-0118.\nהמספר של הבית החדש של יוסי 04-555-0119\n\nאבא\n"
    assert not {g for g in _own(body, father, "2013-01-15") if g[1] == "phone"}


def test_a_new_address_for_the_post_and_a_flats_landline_in_hebrew():
    yoni = "Yoni Regev <yoni.regev@gmail.com>"
    body = (
        "חברים,\n\nהכתובת החדשה, בשביל הגלויות שאף אחד מכם לא ישלח:\nLindenhofer Straße 31, 10999 Berlin\n\n"
        "טלפון קווי בדירה (כן, יש לי קווי, זאת גרמניה): +49 30 23125417\n\nיוני\n"
    )
    got = _own(body, yoni, "2017-05-15")
    assert {
        ("Yoni Regev", "address", "Lindenhofer Straße 31, 10999 Berlin"),
        ("Yoni Regev", "lives_in", "Berlin"),
        ("Yoni Regev", "phone", "+493023125417"),
    } <= got
    # the office's address, the parents' flat: not the writer's
    body = "חברים,\n\nהכתובת החדשה של המשרד: רחוב הרצל 5, חיפה\nהטלפון בדירה של ההורים: 04-555-0118\n\nיוני\n"
    assert not {g for g in _own(body, yoni, "2017-05-15") if g[1] in ("address", "phone", "lives_in")}


ASSIGNMENT = (
    "Hi Amir,\n\nYour international assignment letter has been issued and is waiting for your\ne-signature.\n\n"
    "Assignment summary\n------------------\nEmployee:           Amir Haddad (ID 0412)\nHost location:      Boston, MA\n"
    "Position (host):    Engineering Team Lead, Payments Platform US\n"
    "Host manager:       Greg Halvorsen, VP Engineering, North America\nAssignment start:   08/01/2018\n"
    "Assignment end:     07/31/2019\n\nPlease review and sign by 03/22/2018.\n"
)


def test_an_assignment_letters_labelled_lines():
    got = _facts(
        ASSIGNMENT, "PeopleDesk <notifications@peopledesk-hr.com>", "2018-03-08", ['"Haddad, Amir" <amirh@x.com>']
    )
    assert ("Amir Haddad", "manager", "Greg Halvorsen", "2018-08-01") in got
    assert ("Amir Haddad", "job_title", "Engineering Team Lead", "2018-08-01") in got
    # a posting passed on, no letter of the reader's: no post
    body = ASSIGNMENT.replace("Your international assignment letter has been issued", "A posting for the team")
    got = _facts(body, "PeopleDesk <notifications@peopledesk-hr.com>", "2018-03-08", ['"Haddad, Amir" <amirh@x.com>'])
    assert not {g for g in got if g[0] == "Amir Haddad"}


def test_a_hebrew_sign_off_with_a_title_after_a_comma_and_a_firm_of_partners():
    from hinet_pipeline.memory.facts.scripts import same_name

    assert same_name("לינה ח'ורי", "Lina Khoury") and same_name("ג'ורג' חדאד", "George Haddad")
    assert not same_name("לינה ח'ורי", "Lina Hadad")
    lina = '"Lina Khoury (עו\\"ד)" <lina@ronen-meir.co.il>'
    body = (
        "היי,\nנפגש במסעדה.\n\nל.\n\n--\nלינה ח'ורי, עו\"ד\nרונן, מאיר ושות' - משרד עורכי דין\n"
        "טל': 03-555-0170 | נייד: 054-555-0161 | פקס: 03-555-0171\nlina@ronen-meir.co.il\n"
    )
    got = _own(body, lina, "2015-09-14")
    assert {
        ("Lina Khoury", "job_title", 'עו"ד'),
        ("Lina Khoury", "works_at", "רונן, מאיר ושות' - משרד עורכי דין"),
        ("Lina Khoury", "phone", "+97235550170"),
        ("Lina Khoury", "phone", "+972545550161"),
    } <= got
    # a sentence with a comma and a number is no name line
    got = _own("היי,\n\nוגם החלפתי מספר, 050-5550155.\n\nל.\n", lina, "2015-09-14")
    assert not {g for g in got if g[0] != "Lina Khoury"}


def test_a_hebrew_title_lines_aside_of_a_day_ahead_is_no_part_of_it():
    from hinet_pipeline.memory.facts.title_line import without_aside

    assert without_aside("אחות אחראית, מחלקת ילדים (החל מ-2.1.2022)") == "אחות אחראית, מחלקת ילדים"
    assert without_aside("אחות אחראית (מחלקת ילדים)") == "אחות אחראית (מחלקת ילדים)"


SHIRA = "Shira Avraham-Katz <shira.avraham86@gmail.com>"


def _shiras(body: str, author: str = SHIRA, day: str = "2014-06-30") -> set:
    """What ``body`` says with Shira Avraham-Katz (synthetic-mail-47's owner) as the owner, region IL."""
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.extract import extract
    from hinet_pipeline.records import CanonicalItem

    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": f"{day}T10:00:00+00:00", "account": "a", "author": author,
         "participants": [author, "אמא <miri@walla.co.il>"], "title": "", "body": body}
    )  # fmt: skip
    found = extract(item, 1, Owner("Shira Avraham-Katz", ("shira.avraham86@gmail.com",), "IL"))
    return {(o.subject, o.predicate, o.object, str(o.valid_from)[:10]) for o in (f.observation for f in found)}


def test_a_move_to_a_new_flat_with_its_address_under_it_and_its_floor():
    body = (
        "משפחה,\n\n2. הכתובת: אנחנו עוזבים את פלורנטין. ב-1.9 עוברים לדירה חדשה (ויותר גדולה!) בצפון הישן:\n"
        "רחוב תלמי אליהו 6, דירה 11, קומה 3, תל אביב-יפו\n\nהטלפונים לא משתנים: אני 054-5550139, אייל 052-5550164.\n\nשירה\n"
    )
    got = _shiras(body)
    assert ("Shira Avraham-Katz", "address", "רחוב תלמי אליהו 6, דירה 11, תל אביב-יפו", "2014-09-01") in got
    assert ("Shira Avraham-Katz", "lives_in", "תל אביב-יפו", "2014-09-01") in got
    assert {g for g in got if g[1] == "phone"} == {("Shira Avraham-Katz", "phone", "+972545550139", "2014-06-30")}
    # a new address's label after the sentence that says the move's day: from that day
    body = (
        "היי,\n\nמקבלים מפתח ב-25.7, ואנחנו עוברים ביום שלישי שאחרי, ב-1.8. הכתובת החדשה:\n"
        "רחוב עמק השקמים 22, דירה 7, קומה 2, מודיעין-מכבים-רעות\n\nשירה\n"
    )
    assert ("Shira Avraham-Katz", "lives_in", "מודיעין-מכבים-רעות", "2017-08-01") in _shiras(body, day="2017-06-20")
    body = "Hi all,\n\nWe move on August 15th. New address:\n12 Oak Lane, Springfield, IL 62704\n\nShira\n"
    assert ("Shira Avraham-Katz", "lives_in", "Springfield", "2017-08-15") in _shiras(body, day="2017-06-20")
    # another's flat, a stay: no home of hers from this reading
    body = "היי,\n\nבאוגוסט איתי עובר לדירה של ההורים לחודש:\nרחוב הגפן 4, חיפה\n\nשירה\n"
    assert not {g for g in _shiras(body) if g[1] == "address" and g[3] != "2014-06-30"}


def test_a_number_said_unchanged_in_hebrew():
    itai = "Itai Avraham <itai.avraham.90@gmail.com>"
    assert ("Itai Avraham", "phone", "+972525550178", "2015-02-17") in _shiras(
        "אחותי\n\nהמספר אותו מספר 052-5550178\n\nאיתי\n", itai, "2015-02-17"
    )
    got = _shiras("היי,\n\nהמספר של אמא אותו מספר 052-5550178. הטלפונים של ההורים: אבא 052-5550111\n\nשירה\n")
    assert not {g for g in got if g[1] == "phone"}


def test_a_letters_you_are_appointed_is_the_readers_post_not_the_writers():
    dalia = "Dalia Shahar <dalia@shaharnavon.co.il>"
    body = (
        "שירה שלום,\n\nבהמשך לשיחה שלנו ביום חמישי, אני שמחה לאשר בכתב: החל מ-1.1.2014 את מתמנה לתפקיד אדריכלית פרויקט במשרד.\n\n"
        "דליה\n\nדליה שחר, אדריכלית\nשותפה מנהלת | שחר-נבון אדריכלים\nטל' 03-5550110 | נייד 050-5550111\n"
    )
    got = _facts(body, dalia, "2013-12-22", ["Shira Avraham <shira@shaharnavon.co.il>"])
    assert ("Shira Avraham", "job_title", "אדריכלית פרויקט במשרד", "2014-01-01") in got
    assert not {g for g in got if g[0] == "Dalia Shahar" and g[1] == "job_title" and "פרויקט" in g[2]}
    assert not {g for g in got if g[1] == "job_title" and "דליה" in g[2]}  # (her first name over her full name's line)
    assert {
        ("Dalia Shahar", "phone", "+97235550110", "2013-12-22"),
        ("Dalia Shahar", "phone", "+972505550111", "2013-12-22"),
    } <= got


def test_an_adverb_is_no_part_of_a_title():
    itai = "Itai Avraham <itai.avraham.90@gmail.com>"
    got = _shiras("אחותי\n\nמה-1 לחודש אני רשמית מדריך צלילה בשונית אדומה.\n\nאיתי\n", itai, "2015-02-17")
    assert ("Itai Avraham", "job_title", "מדריך צלילה", "2015-03-01") in got


def test_a_hebrew_home_signed_by_two_is_both_of_theirs():
    from hinet_pipeline.memory.facts.named import known_people

    body = (
        "משפחה,\n\nב-1.9 עוברים לדירה חדשה (ויותר גדולה!) בצפון הישן:\nרחוב תלמי אליהו 6, דירה 11, קומה 3, תל אביב-יפו\n\n"
        "אוהבים,\nשירה ואייל\n"
    )
    with known_people(lambda: ["Eyal Katz", "Shira Avraham-Katz"]):
        got = _shiras(body)
    assert ("Eyal Katz", "lives_in", "תל אביב-יפו", "2014-09-01") in got
    # signed by two others, or by her alone: no home of his
    for sign in ("רונית ואייל", "שירה"):
        with known_people(lambda: ["Eyal Katz", "Shira Avraham-Katz"]):
            got = _shiras(body.replace("שירה ואייל", sign))
        assert not {g for g in got if g[0] == "Eyal Katz"}


def test_a_hebrew_sign_offs_firm_of_architects_and_a_street_with_its_quarter():
    orly = "Orly Mizrachi <orly@shaharnavon.co.il>"
    body = (
        "שלום לכולם,\n\nתזכורת: ביום רביעי המשרד נסגר ב-14:00.\n\nתודה,\nאורלי\n\nאורלי מזרחי | מנהלת משרד\nשחר-נבון אדריכלים\n"
        "רחוב הסדנאות הישנות 40, תל אביב-יפו\nטל' 03-5550110 שלוחה 10 | פקס 03-5550115\n"
    )
    got = _facts(body, orly, "2012-05-06", ["צוות שחר-נבון <staff@shaharnavon.co.il>"])
    assert ("Orly Mizrachi", "works_at", "שחר-נבון אדריכלים", "2012-05-06") in got
    assert not {g for g in got if g[1] == "job_title" and "אדריכלים" in g[2]}
    avner = '"Ben-Ami, Avner" <avner.b@merhav-plan.co.il>'
    body = (
        'קפה ועוגה היום ב-11 במטבחון.\n\nאבנר\n\nאבנר בן-עמי | מנהל אגף התכנון\nמרחב - תכנון ובינוי ערים בע"מ\n'
        "רחוב עמק הטחנות 11, תלפיות, ירושלים\nטל' 02-5550180 | נייד 052-5550181\n"
    )
    got = _facts(body, avner, "2016-06-06", ["כל העובדים <all@merhav-plan.co.il>"])
    assert {
        ("Avner Ben-Ami", "phone", "+97225550180", "2016-06-06"),
        ("Avner Ben-Ami", "phone", "+972525550181", "2016-06-06"),
    } <= got
    # a firm's own sign-off is no person's: its phone is nobody's
    movers = "הובלות אלון <info@hovalot-alon.co.il>"
    body = (
        'לקוח יקר,\n\nמצורפת קבלה על הובלה שבוצעה.\n\nתודה שבחרתם בנו!\n\nהובלות אלון בע"מ\n'
        "רח' המלאכה 12, אזור התעשייה תלפיות, ירושלים\nטל' 02-5550122 | פקס 02-5550123\n"
    )
    assert not {g for g in _facts(body, movers, "2015-08-20", [AMIR]) if g[1] == "phone"}
