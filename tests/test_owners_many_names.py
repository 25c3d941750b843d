"""What session 54 read on the held-out mail of a nurse who married (`synthetic-mail-59`): one's own mailbox shows
one's names many ways ("Tina", "Tina DC", "Ma. Cristina Dela Cruz" on one address; "Tina Dela Cruz" before the
wedding, "Tina Nakamura" after it), which make no shared mailbox and are proposed together as the owner's; a mailbox
two people really share, and a friend of the same first name, stay apart."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.people.kinds import identity_kind
from hinet_pipeline.memory.people.shared import two_people

from .mailboxes import slept_mailbox, suggested


@pytest.mark.parametrize(
    ("names", "address", "shared", "kind"),
    [
        ({"Tina Dela Cruz": 4, "Tina DC": 1, "Ma. Cristina Dela Cruz": 1}, "tina.delacruz84@yahoo.com", False, None),
        ({"Tina Nakamura": 12, "Ate Tina": 1, "Cristina": 1}, "tina.dcnakamura@gmail.com", False, None),  # a short form
        ({"Jane Smith": 2, "Bob Jones": 2}, "frontdesk@clinic.example", True, "role"),
        ({"John Smith": 3, "Mary Lee": 2}, "jsmith@firm.example", True, None),  # (his: the address spells his name)
    ],
)
def test_one_persons_many_names_are_no_shared_mailbox(names, address, shared, kind):
    assert two_people(names, address) is shared
    assert identity_kind("email", address, names, {}) == kind


def _mail(sender: str, to: str, n: int) -> str:
    return (
        f"From: {sender}\nTo: {to}\nSubject: hi\nDate: Mon, {n:02d} Jan 2018 10:00:00 -0800\n"
        f"Message-ID: <m{n}@x>\n\nhello {n}\n"
    )


def test_a_married_name_on_a_new_mailbox_is_proposed_with_the_old_one(tmp_path):
    # the old mailbox (her maiden name) until the wedding, the new one (her married name) after; never on one mail
    old, new = "Tina Dela Cruz <tina.delacruz84@yahoo.com>", "Tina Nakamura <tina.dcnakamura@gmail.com>"
    friend = "Tina Reyes <tina.reyes@gmail.com>"  # a friend of the same first name, on mail with her
    others = [f"Friend {c} <friend{c}@example.org>" for c in "ABCDEF"]
    mails = [_mail(old, others[k % 6], k) for k in range(1, 8)]
    mails += [_mail(others[k % 6], new, k) for k in range(8, 16)]
    mails += [_mail(friend, f"{new}, {others[0]}", k) for k in range(16, 20)]
    got = suggested(slept_mailbox(tmp_path, mails, account="tina"))
    pairs = [{i for side in ("a", "b") for i in p[side]["identities"]} for p in got if "every mail" in p["reason"]]
    assert {"tina.delacruz84@yahoo.com", "tina.dcnakamura@gmail.com"} in pairs
    assert not any("tina.reyes@gmail.com" in p for p in pairs)


def test_the_owners_work_addresses_on_a_mail_or_two_join_the_mailboxs_owner_not_her_kin_or_a_namesake(tmp_path):
    """Session 57 (`synthetic-mail-79`): the cover of the mailbox needs only the owner's personal addresses; her work
    ones, each on a mail or two under her full name ("Ma. Theresa V. Bautista" of "Tess Bautista", Theresa's short
    form), are hers too; her brother and her husband (her last name, not her first) and "Samir Haddad" beside "Amir
    Haddad" (one letter is no short form) are not."""
    old, new = "Tess Bautista <tess.b88@yahoo.com>", "Tess Alcantara <tess.alcantara.rn@gmail.com>"
    work = ["Ma. Theresa V. Bautista <mtbautista@vhh.example>", "Alcantara, Ma. Theresa <t.alcantara@alwaha.example>"]
    kin = ["Ramil Bautista <ramil.b@gmail.com>", "Jerome Alcantara <jerome.a@gmail.com>"]
    others = [f"Friend {c} <friend{c}@example.org>" for c in "ABCDEF"]
    mails = [_mail(old, others[k % 6], k) for k in range(1, 8)]
    mails += [_mail(others[k % 6], new, k) for k in range(8, 16)]
    mails += [_mail(work[0], others[1], 16), _mail(others[2], work[1], 17), _mail(work[1], others[3], 18)]
    mails += [_mail(kin[0], old, 19), _mail(kin[1], new, 20), _mail(new, kin[1], 21)]
    got = suggested(slept_mailbox(tmp_path, mails, account="tess"))
    pairs = [{i for side in ("a", "b") for i in p[side]["identities"]} for p in got if "every mail" in p["reason"]]
    joined = set().union(*pairs)
    assert {"tess.b88@yahoo.com", "tess.alcantara.rn@gmail.com", "mtbautista@vhh.example"} <= joined
    assert "t.alcantara@alwaha.example" in joined
    assert not {"ramil.b@gmail.com", "jerome.a@gmail.com"} & joined


def test_one_letter_more_is_no_short_form_of_a_first_name():
    from hinet_pipeline.memory.people.mailbox_owner import named_alike

    assert named_alike(("tina", "nakamura"), ("cristina", "nakamura"))
    assert named_alike(("tess", "bautista"), ("ma", "theresa", "v", "bautista"))
    assert not named_alike(("amir", "haddad"), ("samir", "haddad"))


def test_a_filipino_nurses_sign_off_with_ma_before_her_name_and_a_title_given_last_january():
    from tests.test_trade_mail import _said_by

    body = (
        "Cha!!!\n\nWork is the same. I'm still in the MICU, but they made me Senior Staff Nurse last January, so I'm"
        " charge on some shifts now.\n\nTina\n\n--\nMa. Cristina Dela Cruz, RN\nSenior Staff Nurse, Medical ICU\n"
        "Malate Bayview Medical Center\n0917 555 0134\n"
    )
    got = {
        (s, p, o)
        for s, p, o, _ in _said_by(
            body, "Tina Dela Cruz <tina.delacruz84@yahoo.com>", ["Cha <charvillanueva@hotmail.co.uk>"], "2011-04-20"
        )
    }
    assert ("Ma. Cristina Dela Cruz", "works_at", "Malate Bayview Medical Center") in got
    assert ("Tina Dela Cruz", "job_title", "Senior Staff Nurse") in got  # (not "... last January")
