"""An Israeli chemist's mail, half in Hebrew (benchmarks/gold/synthetic-mail-37, written in session 48 by a helper who
never saw the code, scored held out, then read): a new number with its reason between, a number one switched to, an
address "for" something under its label, a notice's record of its reader's details, no name made of "His" or
"Started", no "I" in "Scientist I"; and the look-alikes each must leave alone."""

from __future__ import annotations

import pytest

from tests.test_trade_mail import _said_by

RINA = "רינה פרץ <rina.peretz61@gmail.com>"
YONI = "יוני <yoni.peretz90@gmail.com>"


@pytest.mark.parametrize(
    "author, body, number",
    [
        (RINA, "יוני חמודי,\n\nיש לי מספר חדש כי עברתי חברה, תשמור אותו: 052-5550134. הישן כבר לא עובד.\n\nאמא",
         "+972525550134"),
        ("Itay Biton <itay.biton@gmail.com>",
         "אחי\n\nוגם החלפתי מספר, לקחתי כבר את המנוי של העבודה: 050-5550155. תמחק את הישן\n\nאיתי", "+972505550155"),
    ],
)  # fmt: skip
def test_a_hebrew_new_number_with_its_reason_between(author, body, number):
    got = _said_by(body, author, [YONI], "2014-06-29")
    assert {o for s, p, o, _ in got if p == "phone"} == {number}


def test_no_number_of_anothers_switch():
    body = "היי,\n\nאבא החליף מספר, תשמור: 052-5550199\n\nאמא"
    assert not {f for f in _said_by(body, RINA, [YONI], "2014-06-29") if f[1] == "phone" and f[0] == "רינה פרץ"}


def test_an_address_for_parcels_under_its_hebrew_label():
    body = (
        "היי יוניק,\n\nמה-1 לחודש אני גרה בדירה חדשה.\n\nהכתובת בשביל החבילות מאמא (כי אני יודעת שיגיעו): רחוב הרקמה "
        "7, דירה 9, תל אביב. קומה רביעית.\n\nשירה"
    )
    got = _said_by(body, "Shira Peretz <shira.peretz93@gmail.com>", [YONI], "2015-02-10")
    assert ("Shira Peretz", "lives_in", "תל אביב") in {f[:3] for f in got}
    body = "היי,\n\nהכתובת של המשרד: רחוב הרקמה 7, תל אביב.\n\nשירה"  # (an office's)
    assert not {f for f in _said_by(body, "Shira <s@x.com>", [YONI], "2015-02-10") if f[1] == "lives_in"}


def test_a_hebrew_notice_records_its_readers_details():
    body = (
        "שלום יונתן פרץ,\n\nהנך נקרא/ת לשירות מילואים פעיל בהתאם לפרטים הבאים:\n\nמקום התייצבות: מחנה תמר הצפוני\n"
        'כתובת למשלוח דואר צבאי: ת.ד. 02317, צה"ל\n\nהפרטים האישיים המעודכנים אצלנו:\nכתובת מגורים: רחוב אלונית 9, '
        "דירה 3, חיפה\nטלפון נייד: 052-5550117\n\nאם חל שינוי בפרטים - יש לעדכן באתר."
    )
    got = _said_by(body, "מערכת המילואים <noreply@miluim-online.org.il>", ["Yoni Peretz <yoni@x.com>"], "2014-09-14")
    assert {("address", "רחוב אלונית 9, דירה 3, חיפה"), ("phone", "+972525550117")} <= {
        (p, o) for s, p, o, _ in got if s == "Yoni Peretz"
    }


@pytest.mark.parametrize("words", ["His Ashcroft", "Started Jan", "Met Tom", "Joined Acme"])
def test_no_name_made_of_a_pronoun_or_a_verb(words):
    from hinet_pipeline.memory.facts.signoff import name_of

    assert name_of(words) is None


def test_no_writers_boss_in_an_offer_for_a_scientist_i():
    body = (
        "Hi Yoni,\n\n> I am pleased to offer you the position of Scientist I, Discovery Chemistry, reporting to Anil "
        "Mehta.\n\nThanks, I accept.\n\nMegan"
    )
    got = _said_by(body, "Megan Hollister <mhollister@brightwaterbio.com>", [YONI], "2021-03-10")
    assert not {f for f in got if f[0] == "Megan Hollister" and f[1] == "manager"}


def test_a_hebrew_sign_off_of_a_safety_officer_and_an_address_for_now():
    body = 'יוני שלום,\n\nצום קל,\nאבא\n\n--\nאבי פרץ\nממונה בטיחות, תרכובות הנגב בע"מ\nנייד: 050-5550178'
    got = {(p, o) for s, p, o, _ in _said_by(body, "אבי פרץ <avi.peretz56@walla.co.il>", [YONI], "2015-09-20")}
    assert {("job_title", "ממונה בטיחות"), ("works_at", 'תרכובות הנגב בע"מ')} <= got
    body = (
        "היי משפחה,\n\nהכתובת שלי לבינתיים (סאבלט לחצי שנה, עד שאמצא משהו קבוע):\nHasenheider Str. 41, 10967 Berlin\n"
        "על הפעמון כתוב Brandt.\n\nביום שני ה-2 באוקטובר אני מתחילה ב-Haldor Mobility, בתור Senior QA Engineer בצוות "
        "של האפליקציה לנהגים.\n\nשירה"
    )
    got = {(p, o, d) for s, p, o, d in _said_by(body, "Shira Peretz <s@x.com>", [YONI], "2017-09-24")}
    assert {("lives_in", "Berlin", "2017-09-24"), ("works_at", "Haldor Mobility", "2017-10-02")} <= got
    assert ("job_title", "Senior QA Engineer", "2017-10-02") in got


@pytest.mark.parametrize(
    "sentence, title",
    [
        ("Shira Peretz will lead our QA team as QA Team Lead, effective August 1.", "QA Team Lead"),
        ("Tom Hale will lead the hiking group as organizer this summer.", None),  # a club's
    ],
)
def test_a_team_someone_will_lead_as_a_post(sentence, title):
    got = _said_by(f"Hi everyone,\n\n{sentence}\n\nGal", "Gal Tamir <gal@pixelgrove.io>", ["all@x.io"], "2016-07-14")
    assert {o for s, p, o, _ in got if p == "job_title" and s != "Gal Tamir"} == ({title} if title else set())


def test_a_hebrew_writers_own_words_are_read_by_the_frames_too():
    # (the frames read the owner's words; a Hebrew letter's writer says theirs the same way: "מה-1.3 אני team lead ...")
    body = (
        "יוני,\nכמה עדכונים:\n\n1. קודמתי! מה-1.3 אני team lead של צוות ה-validation בקרמל סיליקון. המנהלת שלי תהיה "
        "דנה אלמוג, ה-group manager.\n\nאיתי"
    )
    got = {(p, o, d) for s, p, o, d in _said_by(body, "Itay Biton <itay.biton@gmail.com>", [YONI], "2018-02-11")}
    assert {("job_title", "team lead", "2018-03-01"), ("works_at", "קרמל סיליקון", "2018-03-01")} <= got
    # (to volunteer is no job: "התחלתי להתנדב בספרייה העירונית"; another's home or boss the frames leave to the rules)
    body = "נועה,\n\nועוד דבר, התחלתי להתנדב בספרייה העירונית פעמיים בשבוע. לא משלמים לי שקל.\n\nאמא"
    assert not {f for f in _said_by(body, RINA, [YONI], "2017-07-02") if f[1] == "works_at"}


def test_a_hebrew_gmail_attribution_with_its_right_to_left_marks_opens_the_quoted_part():
    body = (
        "יוני מתוק,\n\nאיזה יופי, כתבתי את הכל ביומן.\n\nנשיקות,\nאמא\n\n"
        "\u200fבתאריך יום א׳, 20 באוק׳ 2019 ב-5:31 מאת \u200fYoni Peretz\u200f "
        "<\u200fyoni.peretz90@gmail.com\u200f>:\u200f\n"
        "> אמא, אבא,\n> המספר הישראלי (052-5550117) נשאר פעיל, אבל אני רואה אותו רק בוואטסאפ.\n>\n> יוני\n"
    )
    got = _said_by(body, RINA, ["Yoni Peretz <yoni.peretz90@gmail.com>"], "2019-10-20")
    assert not {f for f in got if f[0] == "רינה פרץ" and f[1] == "phone"}


def test_a_start_as_a_title_and_its_boss_in_a_sentence_without_its_i():
    body = (
        "hey man,\n\nso it's been a month at Brightwater. Started Jan 4 as Scientist II in discovery chem, "
        "reporting to Anil Mehta (he's great).\n\ne"
    )
    got = {(p, o) for s, p, o, _ in _said_by(body, "Ethan Kowalczyk <e@x.com>", [YONI], "2021-02-08")}
    assert {("job_title", "Scientist II"), ("manager", "Anil Mehta")} <= got
    body = "Tom started Jan 4 as Scientist II, reporting to Anil Mehta."
    got = _said_by(body, "Ethan <e@x.com>", [YONI], "2021-02-08")
    assert not {f for f in got if f[0] == "Ethan" or f[1] == "manager" and f[0] != "Tom"}


def test_a_welcome_to_one_who_joined_us_here_at_a_firm_as_a_post_in_the_lab():
    body = (
        "Hi all,\n\nPlease join me in welcoming Yonatan (Yoni) Peretz, who joined us here at Ashcroft on Monday as a "
        "postdoctoral fellow in the lab.\n\nKaren"
    )
    got = {(s, p, o) for s, p, o, _ in _said_by(body, "Karen Lindqvist <k@ashcroft.org>", ["lab@x.org"], "2019-10-09")}
    assert {("Yonatan Peretz", "works_at", "Ashcroft"), ("Yonatan Peretz", "job_title", "postdoctoral fellow")} <= got
