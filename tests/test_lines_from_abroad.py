# ruff: noqa: E501
"""What three held-out mailboxes read in session 62 showed (benchmarks/gold/synthetic-mail-108, a Filipino nurse's in
Dubai and Canada; -109, a German engineer's; -111, an Israeli product manager's; written by helpers that never saw the
code): a street's name before its number as German writes it is a street's line ("Welfenhofer Straße 19" over
"81541 München"); "Senior Staff Nurse | Medical-Surgical Unit" names a unit, no employer; a Hebrew title with its
English in brackets ("מנהלת מוצר (Product Manager)") has no employer in the brackets; "Al Barsha" names no town "Al"."""

from __future__ import annotations

from hinet_pipeline.memory.facts.places import names_a_place
from hinet_pipeline.memory.facts.signature import read

from .mailboxes import said_in_mailbox


def test_a_german_letterhead_with_the_streets_name_before_its_number():
    jonas = "Jonas Kieferle <jonas.kieferle@posteo.de>"
    got = said_in_mailbox(
        "Jonas Kieferle\nWelfenhofer Straße 19\n81541 München\n\nSehr geehrter Herr Maier-Lenz,\n\nhiermit kündige ich "
        "den Mietvertrag.\n\nMit freundlichen Grüßen\nJonas Kieferle\n",
        jonas, ["Gerhard Maier-Lenz <g.maier-lenz@t-online.de>"], "2020-06-30", "jonas.kieferle@posteo.de", "DE",
    )  # fmt: skip
    assert ("Jonas Kieferle", "address", "Welfenhofer Straße 19, 81541 München", "2020-06-30") in got
    for street in ("Weidenhofstraße 9", "Am Rebhang 5", "Rötelhaldenstrasse 8"):
        text = f"Thanks,\n\nJonas Kieferle\n{street}\n88709 Hagnau\n"
        said = read(text, 0, len(text), "Jonas Kieferle", "j@x.de", "DE", (), True)
        assert [x.object for x in said if x.predicate == "address"] == [f"{street}, 88709 Hagnau"], street


def test_a_title_over_its_unit_names_no_employer_the_institution_under_it_does():
    text = (
        "Thanks,\n\nMaricel D. Sumagaysay, RN\nSenior Staff Nurse | Medical-Surgical Unit\nAl Nakheel Specialist "
        "Hospital, Dubai, UAE\nMobile/WhatsApp: +971 50 555 3187\n"
    )
    said = {(x.predicate, x.object) for x in read(text, 0, len(text), "Maricel Sumagaysay", "m@x.com", "AE", (), True)}
    assert ("job_title", "Senior Staff Nurse") in said and ("works_at", "Medical-Surgical Unit") not in said


def test_a_hebrew_title_and_its_english_in_brackets_name_no_employer():
    noa = "Noa Shapira <noa.shapira94@gmail.com>"
    got = said_in_mailbox(
        "שנה טובה לכולם!!\n\n• עבודה: קודמתי באפריל למנהלת מוצר (Product Manager), עדיין בטבלין.\n\nנועה\n",
        noa, ["Shira <shira@gmail.com>"], "2020-09-15", "noa.shapira94@gmail.com", "IL",
    )  # fmt: skip
    assert not [x for x in got if x[1] == "works_at" and x[2] == "Product Manager"]


def test_an_arabic_article_is_no_town():
    assert not names_a_place("Al") and not names_a_place("El")
    assert names_a_place("Al Ain") and names_a_place("El Paso")


def test_at_a_supplier_for_days_and_an_escalation_is_a_visit_not_a_job():
    tobias = '"Rehberger, Tobias" <tobias.rehberger@brennwerk-digital.de>'
    body = (
        "Hi Jonas,\n\n- I'm at Kessler Elektronik in Regensburg Thursday/Friday for the wallbox\n  firmware escalation, so "
        "let's move our 1:1 to Wednesday.\n\nCheers\nTobias\n"
    )
    got = said_in_mailbox(body, tobias, ['"Kieferle, Jonas" <j@x.de>'], "2018-10-16", "j@x.de", "DE")
    assert not [x for x in got if x[1] == "works_at"]
    got = said_in_mailbox(
        "Hi,\n\nI'm at Kessler Elektronik now, as a firmware lead.\n\nTobias\n",
        tobias,
        [],
        "2018-10-16",
        "j@x.de",
        "DE",
    )
    assert ("Rehberger, Tobias", "works_at", "Kessler Elektronik", "2018-10-16") in got or any(
        x[1] == "works_at" and x[2] == "Kessler Elektronik" for x in got
    )


def test_a_bounces_returned_message_is_read_as_its_writers(tmp_path):
    # synthetic-mail-108: "Delivery Status Notification (Failure)" carries the owner's own mail as message/rfc822
    from email.message import EmailMessage

    from hinet_pipeline.store.vault import Vault

    from .mailboxes import slept_mailbox

    original = EmailMessage()
    original["From"] = "Maricel Sumagaysay <marisumagaysay@gmail.com>"
    original["To"] = "sheeba.thomas@nakheelspecialist.ae"
    original["Date"] = "Sun, 09 Sep 2018 21:13:40 -0500"
    original["Subject"] = "Hello from Winnipeg!"
    original.set_content(
        "Hi Ma'am Sheeba,\n\nI start at Riverbend Personal Care Home on the 17th.\n\nMy Canadian number is "
        "(204) 555-0137.\n\nMai\n"
    )
    bounce = EmailMessage()
    bounce["From"] = "Mail Delivery Subsystem <mailer-daemon@googlemail.com>"
    bounce["To"] = "marisumagaysay@gmail.com"
    bounce["Date"] = "Mon, 10 Sep 2018 02:14:00 +0000"
    bounce["Subject"] = "Delivery Status Notification (Failure)"
    bounce.set_content("** Address not found **\n\nYour message wasn't delivered.\n")
    bounce.add_attachment(original)
    home = slept_mailbox(tmp_path, [bytes(bounce)], region="CA", facts=True)
    with Vault.open(home) as v:
        got = set(v.conn.execute("SELECT subject, predicate, object FROM facts WHERE retracted_at IS NULL"))
    assert ("Maricel Sumagaysay", "phone", "+12045550137") in got
    assert not [x for x in got if x[0].startswith("Mail Delivery")]


def test_a_studios_line_employs_and_its_countrys_site_does_not():
    # synthetic-mail-114 (a Brazilian designer's): "Estúdio Gaveta" over "gaveta.pt"; "Vela Talent" beside a title,
    # "velatalent.pt" under it
    text = "Larissa Moreira\nDesigner Sénior\nEstúdio Gaveta\n+351 22 555 0311\ngaveta.pt\n"
    said = {
        (x.predicate, x.object)
        for x in read(text, 0, len(text), "Larissa Moreira", "larissa@gaveta.pt", "PT", (), True)
    }
    assert ("works_at", "Estúdio Gaveta") in said and ("works_at", "gaveta.pt") not in said
    text = "Best,\nMarta\n\nMarta Quintela\nTalent Partner | Vela Talent\n+351 22 555 0166\nvelatalent.pt\n"
    said = {
        (x.predicate, x.object) for x in read(text, 0, len(text), "Marta Quintela", "mq@velatalent.pt", "PT", (), True)
    }
    assert ("works_at", "Vela Talent") in said and ("works_at", "velatalent.pt") not in said
