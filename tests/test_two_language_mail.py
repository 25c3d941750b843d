"""What an engineer's mail in Hebrew and English showed (session 44, `synthetic-mail-22`, read after it was scored held
out): Israeli numbers in a Hebrew mail to an owner whose region is the US, a home bought or signed for with its
move-in day, a new boss said with its day, an address for letters, a room in a flat, a Hebrew Gmail attribution over
a quote, a day said inside a Hebrew statement; and the look-alikes each must not take."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.address import read_address
from hinet_pipeline.memory.facts.mailparts import parts

from .test_personal_mail import _holds
from .test_trade_mail import _said

EITAN = "Eitan F <eitanf93@gmail.com>"
ME = "Eitan F"


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        # a Hebrew mail's national numbers read as Israel writes them, the owner's region the US
        ("המספר שלי 050-7413382", "2012-03-14", {(ME, "phone", "+972507413382", "2012-03-14")}, ()),
        ("המספר החדש: 054-6620917. תשמרי.", "2013-05-01", {(ME, "phone", "+972546620917", "2013-05-01")}, ()),
        ("ולי יש עכשיו מספר נייד חדש (החליפו לי חברה, סיפור ארוך): 052-6093318.", "2017-05-02",
         {(ME, "phone", "+972526093318", "2017-05-02")}, ()),
        ("My cell is 617-555-0142, המספר שלי", "2017-05-02", {(ME, "phone", "+16175550142", "2017-05-02")}, ()),
        # ... not in an English mail with no sign of Israel (a US owner's region reads none there)
        ("My number is 050-7413382.", "2017-05-02", set(), ("phone",)),
        # a home bought or signed for, from the move-in day said with it; not one bought to let, nor a maybe
        ("קנינו דירה בקריית טבעון, רחוב האלון 8, דירה 14, קומה שנייה עם מעלית. נכנסים ב-27 באפריל.", "2017-02-14",
         {(ME, "lives_in", "קריית טבעון", "2017-04-28"), (ME, "address", "רחוב האלון 8, דירה 14", "2017-04-28")}, ()),
        ("שירה ואני חתמנו היום על דירה במודיעין, רחוב התאנה 22. מקבלים מפתח ועוברים ב-1 בספטמבר", "2021-07-15",
         {(ME, "lives_in", "מודיעין", "2021-09-02"), (ME, "address", "רחוב התאנה 22", "2021-09-02")}, ()),
        ("קנינו דירה בקריית טבעון להשקעה.", "2017-02-14", set(), ("lives_in", "address")),
        ("אולי נקנה דירה בחיפה", "2017-02-14", set(), ("lives_in",)),
        # a room in a flat is a home, a room at work is not
        ("עברתי לבאר שבע, חדר בדירה עם עוד שני שותפים ברחוב הרקפת 17.", "2016-09-18",
         {(ME, "lives_in", "באר שבע", "2016-09-18")}, ()),
        ("I moved to Leeds, a room in a shared house near the park.", "2016-09-18",
         {(ME, "lives_in", "Leeds", "2016-09-18")}, ()),
        ("עברתי לחדר 4 בקומה השנייה.", "2016-09-18", set(), ("lives_in",)),
        # an address for letters; a residence's name before its street
        ("כתובת למכתבים: רחוב האלון 8, דירה 14, קריית טבעון.", "2017-05-02",
         {(ME, "address", "רחוב האלון 8, דירה 14, קריית טבעון", "2017-05-02")}, ()),
        ("הכתובת החדשה שלי: נאות השקד, רחוב הנוריות 40, דירה 112, נהריה.", "2020-02-03",
         {(ME, "address", "רחוב הנוריות 40, דירה 112, נהריה", "2020-02-03")}, ()),
        # a new boss said with its day, after "here", or after "it's called"
        ("יש לי מנהלת חדשה מפברואר, דנה אהרוני", "2018-01-20", {(ME, "manager", "דנה אהרוני", "2018-02-01")}, ()),
        ("יש לי בוס חדש מאתמול – דני לוי. נראה מה יהיה", "2026-08-25", {(ME, "manager", "דני לוי", "2026-08-24")}, ()),
        ("יש לי מנהלת חדשה, קוראים לה הדס כהן, נראית סבבה", "2023-09-25", {(ME, "manager", "הדס כהן", "2023-09-25")},
         ("קוראים לה הדס",)),
        ("המנהלת החדשה שלי כאן היא Katrin Vogel", "2019-09-05", {(ME, "manager", "Katrin Vogel", "2019-09-05")}, ()),
        # a town one is in now after a move, and its address's label; not a trip, not a party's address
        ("I moved out of my parents' place in Haifa! I'm in Tel Aviv now, sharing with a friend. Address: Rehov "
         "Ha-Kinor 9, apt 6, Tel Aviv.", "2014-07-20",
         {(ME, "lives_in", "Tel Aviv", "2014-07-20"),
          (ME, "address", "Rehov Ha-Kinor 9, apt 6, Tel Aviv", "2014-07-20")}, ()),
        ("I'm in London now for the conference.", "2014-07-20", set(), ("lives_in",)),
        ("Party on Saturday! Address: 12 Main St, Springfield.", "2014-07-20", set(), ("address",)),
        # a home of one's own after a Hebrew line, its day said before; a German number under a Hebrew label
        ("מאז ה-1 לחודש אנחנו בדירה שלנו:\nLindenwerder Straße 41, 10405 Berlin\n\nמספר טלפון גרמני חדש: "
         "+49 151 23847165",
         "2019-09-05", {(ME, "address", "Lindenwerder Straße 41, 10405 Berlin", "2019-09-01"),
                        (ME, "phone", "+4915123847165", "2019-09-05")}, ()),
        # moving to work or teach somewhere, its name in quotes
        ('מספטמבר אני עוברת ללמד ב"נוף כרמל".', "2014-07-22", {(ME, "works_at", "נוף כרמל", "2014-09-01")}, ()),
        # a German lease's labelled lines: each tenant's address from its start (a day alone, day first)
        ("Sehr geehrte Frau Friedman,\n\nanbei der unterschriebene Mietvertrag.\n\n  Mietobjekt:   Lindenwerder "
         "Straße 41, 3. OG links, 10405 Berlin\n  Mieter:       Noa Friedman, Itai Ben-Ami\n  Mietbeginn:   "
         "01.09.2019\n  Kaltmiete:    1.140,00 EUR\n", "2019-08-20",
         {("Noa Friedman", "address", "Lindenwerder Straße 41, 10405 Berlin", "2019-09-01"),
          ("Itai Ben-Ami", "lives_in", "Berlin", "2019-09-01")}, ()),
        # a firm one got an offer from is no person with a title
        ("got the offer from Negev Grid, junior electrical engineer, starting Jan 6.", "2019-01-06", set(),
         ("Negev Grid",)),
    ],
)  # fmt: skip
def test_a_two_language_mails_own_news(body, day, found, absent):
    _holds(_said(body, day, author=EITAN), found, absent)


def test_a_hebrew_gmail_attribution_gives_the_quote_its_writer():
    body = (
        "נועה,\n\nקיבלתי, שמרתי את המייל החדש.\n\nאוהבת,\nאמא\n\n"
        "בתאריך 20 ביולי 2014 22:51, מאת Noa Friedman <noa.friedman@campus.carmeltech.ac.il>:\n"
        "> I start at Shikmona Labs on the 3rd. Wish me luck.\n>\n> Noa\n"
    )
    got = _said(body, "2014-07-22", author="Ruthi Friedman <ruthi.friedman@gmail.com>")
    assert not {g for g in got if g[0] == "Ruthi Friedman" and g[1] == "works_at"}  # the quote is Noa's, not hers
    found = parts(body, "Ruthi Friedman <ruthi.friedman@gmail.com>", ())
    assert any(p.address == "noa.friedman@campus.carmeltech.ac.il" for p in found[1])


def test_an_address_ends_with_its_sentence():
    assert read_address("רחוב התאנה 22. 4 חדרים, קומת קרקע עם גינה קטנטנה.", 0)[0] == "רחוב התאנה 22"
    assert read_address("רחוב התאנה 22, מודיעין.", 0)[0] == "רחוב התאנה 22, מודיעין"
