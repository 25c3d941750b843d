# ruff: noqa: E501
"""What older mailboxes read again in session 59 showed (benchmarks/gold/synthetic-mail-45, -55, -32, -39, -56, -57,
-72): one person named in Hebrew at one address and in Latin letters at the others ("אמיר חדאד", "Amir Haddad"),
proposed as one; a work e-mail said in Hebrew ("המייל בעבודה: X") or under a workplace's label ("Hospital email: X");
an announcement's "she can be reached on N or X"; an office held in a club, a condo's board or a union's branch beside
one's job, and a public office a place holds ("Scotland's Chief Medical Innovation Officer"), no one's job."""

from __future__ import annotations

from .mailboxes import plain_mail, said_in_mailbox, slept_mailbox, suggested


def test_one_name_in_hebrew_and_in_latin_letters_is_proposed_as_one_person(tmp_path):
    messages = [
        plain_mail(
            "Amir Haddad <amir.haddad87@gmail.com>",
            "Dana Levi <dana@example.com>",
            "Mon, 3 Jan 2022 10:00:00 +0200",
            "Hi Dana,\n\nSee you soon.\n\nAmir",
            1,
        ),
        plain_mail(
            "Amir Haddad <amirh@shekelflow.com>",
            "Dana Levi <dana@example.com>",
            "Tue, 4 Jan 2022 10:00:00 +0200",
            "Hi Dana,\n\nThe deck is attached.\n\nAmir",
            2,
        ),
        plain_mail(
            "אמיר חדאד <amir.haddad@dargacyber.co.il>",
            "Dana Levi <dana@example.com>",
            "Wed, 5 Jan 2022 10:00:00 +0200",
            "היי דנה,\n\nנדבר מחר.\n\nאמיר",
            3,
        ),
        plain_mail(
            "נועה כהן <noa@example.co.il>",
            "Dana Levi <dana@example.com>",
            "Thu, 6 Jan 2022 10:00:00 +0200",
            "היי,\n\nתודה!\n\nנועה",
            4,
        ),
    ]
    home = slept_mailbox(tmp_path, messages, day="2022-01-06", region="IL")
    pairs = {
        frozenset(x for s in (p["a"], p["b"]) for x in s["identities"] if "@" in x): p["reason"]
        for p in suggested(home)
    }
    hebrew = [why for ids, why in pairs.items() if any("dargacyber" in x for x in ids)]
    assert hebrew and all(why.startswith("one name in two scripts") for why in hebrew)
    assert not any(any("noa@" in x for x in ids) for ids in pairs)  # (another name: no proposal)


def test_a_work_email_said_in_hebrew_or_under_a_workplaces_label():
    got = said_in_mailbox(
        "היי כולם,\n\nעבודה: מהשבוע אני ב-Kelvin Robotics. המייל החדש בעבודה omer@kelvinrobotics.io, הנייד נשאר אותו דבר.\n\nעומר",
        "עומר לוי <omer.levi.tlv@gmail.com>", ["x@y.com"], "2020-07-19", "omer.levi.tlv@gmail.com", "IL",
    )  # fmt: skip
    assert ("email", "omer@kelvinrobotics.io") in {x[1:3] for x in got}
    got = said_in_mailbox(
        "Hi all,\n\nCell: 206-555-0131\nHospital email: nlh2@cascadiamed.org -- the brennanmed one bounces now.\n\n"
        "New work email from Aug 5: noam.lh@wvheart.org\n\nNoam",
        "Noam LH <noam.lh@gmail.com>", ["x@y.com"], "2019-07-20", "noam.lh@gmail.com", "US",
    )  # fmt: skip
    emails = {x[2]: x[3] for x in got if x[1] == "email"}
    assert "nlh2@cascadiamed.org" in emails and emails.get("noam.lh@wvheart.org") == "2019-08-05"


def test_an_announcements_she_can_be_reached_on_a_number_or_an_address():
    got = said_in_mailbox(
        "Dear colleagues,\n\nPlease join me in welcoming Siobhán Ní Bhriain, who joined Corio Bay on Monday as\n"
        "Midwifery Unit Manager, reporting to me.\n\nSiobhán's office is on Level 2, and she can be reached on\n"
        "(03) 5550 6188 or snibhriain@coriobayhealth.org.au.\n\nRosalind\n",
        '"Ketteridge, Rosalind" <rosalind.ketteridge@coriobayhealth.org.au>', ["All Staff <allstaff@coriobayhealth.org.au>"],
        "2020-02-05", "shiv.nibhriain@gmail.com", "AU",
    )  # fmt: skip
    hers = {(p, o) for s, p, o, _ in got if s == "Siobhán Ní Bhriain"}
    assert {("email", "snibhriain@coriobayhealth.org.au"), ("phone", "+61355506188")} <= hers


def test_an_office_held_beside_ones_job_and_a_places_public_office_are_no_ones_job():
    for body, name in (
        (
            "In solidarity,\n\nCallum Reid\nBranch Secretary, Calder UCU\nLecturer in Economic History, Calder University\n",
            "Callum Reid",
        ),
        (
            "On behalf of the Board,\n\nRavi Menon\nSecretary, Board of Directors\nHalifax County Condominium Corporation No. 412\n",
            "Ravi Menon",
        ),
        ("Kit: waterproofs.\n\nHugh Gallacher\nMeets Secretary, Cairn & Corrie Hillwalking Club\n", "Hugh Gallacher"),
    ):
        first = name.split()[0].lower()
        got = said_in_mailbox(
            f"Hi all,\n\n{body}",
            f"{name} <{first}@example.org>",
            ["list@example.org"],
            "2020-03-16",
            "me@example.com",
            "GB",
        )
        jobs = {(p, o) for s, p, o, _ in got if s == name and p in ("job_title", "works_at")}
        assert not any("Secretary" in o or o in ("Calder UCU", "Cairn & Corrie Hillwalking Club") for _, o in jobs), (
            jobs
        )
    # his own employer, on the line under the office, stays his
    callum = said_in_mailbox("Hi all,\n\nIn solidarity,\n\nCallum Reid\nBranch Secretary, Calder UCU\nLecturer in Economic History, Calder University\n",
                             "Callum Reid <callum@example.org>", ["list@example.org"], "2020-03-16", "me@example.com", "GB")  # fmt: skip
    assert ("works_at", "Calder University") in {(p, o) for s, p, o, _ in callum if s == "Callum Reid"}
    # a branch's president with no other post: the union's officer, that is the job
    lenny = said_in_mailbox("Brothers and sisters,\n\nSee you Tuesday.\n\nLeonard Fries\nPresident, Branch 1187\nGlass City Letter Carriers\n",
                            "Leonard Fries <lfries@glasscitycarriers.org>", ["members@glasscitycarriers.org"], "2016-03-16", "me@example.com", "US")  # fmt: skip
    assert ("job_title", "President, Branch 1187") in {(p, o) for s, p, o, _ in lenny if s == "Leonard Fries"}
    public = said_in_mailbox("A VISIT\nWe were delighted to host Dr Alan Brodie, Scotland's Chief Medical Innovation Officer, who told us about it.\n",
                             "News <news@example.org>", ["me@example.com"], "2020-09-18", "me@example.com", "GB")  # fmt: skip
    assert not {x for x in public if x[0] == "Alan Brodie"}


def test_a_partner_named_with_a_townhouse_bought():
    from hinet_pipeline.memory.facts.partner import partner_named

    assert partner_named("Owen and I bought a townhouse in Burnaby! Possession is June 14.") == "Owen"
    assert partner_named("Owen and I bought a little cottage in Mahone Bay.") == "Owen"
    assert partner_named("Owen and I went to a townhouse party.") is None
