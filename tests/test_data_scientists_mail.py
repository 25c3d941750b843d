"""What a chemist turned data scientist's mailbox showed (session 44, `synthetic-mail-24`, read after it was scored
held out): the owner's own five addresses found from the mailbox itself where no owner is set (every mail is to or
from one of them), a list's sign-off under its "--" footer, a name signed with a nickname in quotes, a new number in
a list's item about someone else, a cell that "stays", "New place, as of D:", "use X from now on", a family's
address "the same as always", a library's branch, a joke title; and the look-alikes each must not take."""

from __future__ import annotations

import pytest

from .mailboxes import slept_mailbox, suggested
from .test_personal_mail import _holds
from .test_trade_mail import _said

MACK = "Mack Delgado-Whitfield <mack.delgado.w@pinemail.net>"
ME = "Mack Delgado-Whitfield"


@pytest.mark.parametrize(
    "author, body, day, found, absent",
    [
        # a list's roundup signed under its "--" footer; a new number in an item about someone else is theirs
        ("Rich Tanaka-Bauer <rtanakabauer@chem.mendota.edu>",
         "NEWS\n- Dani Kowalski-Ng moved to Boston in March and is a Scientist I at Fennimore Biotherapeutics. New "
         "cell: 617-555-0142.\n\nRich\n\nRich Tanaka-Bauer\nLecturer & Undergraduate Lab Coordinator\nDepartment of "
         "Chemistry, Mendota University\n608-555-0101\n\n--\nbadger-chem-alums mailing list\n"
         "badger-chem-alums@lists.mendota.edu\nTo unsubscribe: badger-chem-alums-request@lists.mendota.edu",
         "2013-06-10",
         {("Rich Tanaka-Bauer", "works_at", "Mendota University", "2013-06-10"),
          ("Rich Tanaka-Bauer", "phone", "+16085550101", "2013-06-10")}, ("+16175550142",)),
        # a nickname in quotes in the name line
        (MACK, "Will do.\n\nMack\n\n--\nMarcus \"Mack\" Delgado-Whitfield\nPhD Candidate, Sorensby Group\nDepartment "
         "of Chemistry, Mendota University\ncell 608-555-0137", "2013-01-15",
         {("Marcus Delgado-Whitfield", "works_at", "Mendota University", "2013-01-15"),
          ("Marcus Delgado-Whitfield", "phone", "+16085550137", "2013-01-15")}, ()),
        # a cell that stays, the same as always; a place "as of" its day; an address given the same as always
        (MACK, "- Cell stays 608-555-0137.", "2016-06-20", {(ME, "phone", "+16085550137", "2016-06-20")}, ()),
        (MACK, "Phone stays the same: 617-555-0142.", "2016-06-20", {(ME, "phone", "+16175550142", "2016-06-20")}, ()),
        (MACK, "My cell is same as always 715-555-0146", "2017-01-05", {(ME, "phone", "+17155550146", "2017-01-05")},
         ()),
        (MACK, "- New place, as of July 1: 3318 N. Halvorsen Ave, Apt 2F, Chicago, IL 60657.", "2016-06-20",
         {(ME, "address", "3318 N. Halvorsen Ave, Apt 2F, Chicago", "2016-07-01")}, ()),
        (MACK, "Our address is the same as always -- 812 Birchwood Lane, Eau Claire, WI 54701 -- and the house phone "
         "is still 715-555-0124.", "2013-12-14", {(ME, "address", "812 Birchwood Lane, Eau Claire", "2013-12-14")},
         ()),
        # an address to use from now on
        (MACK, "My mendota.edu address dies with my appointment, so use mack.dw@quillmail.com from now on.",
         "2016-06-20", {(ME, "email", "mack.dw@quillmail.com", "2016-06-20")}, ()),
        (MACK, "Please use support@acme.com for the tickets.", "2016-06-20", set(), ("support@acme.com",)),
        # a library's branch: the library employs one
        (MACK, "I'm still a reference librarian at the Westside branch of the Chippewa Valley Public Library.",
         "2013-12-14", {(ME, "works_at", "Chippewa Valley Public Library", "2013-12-14")}, ("Westside",)),
        # a joke title
        (MACK, "Also for the record Helen has promoted me to Chief Pipette Washer. No raise.", "2014-03-01", set(),
         ("Chief Pipette Washer",)),
        # an offer letter's hiring manager
        ("HR <hr@prairiemutual.com>", "Dear Marcus,\n\nWe are pleased to offer you the position of Data Scientist I. "
         "\n\nHiring manager:  Dana Kessler-Obi, Manager, Pricing Analytics\nStart date: July 11, 2016\n",
         "2016-06-01", {("Dana Levi", "manager", "Dana Kessler-Obi", "2016-07-11")}, ()),
    ],
)  # fmt: skip
def test_a_data_scientists_mail(author, body, day, found, absent):
    _holds(_said(body, day, author=author), found, absent)


def _mail(to: str, sender: str, subject: str, n: int) -> str:
    return (
        f"From: {sender}\nTo: {to}\nSubject: {subject}\nDate: Mon, {n:02d} Jan 2018 10:00:00 -0600\n"
        f"Message-ID: <m{n}@x>\n\nhello {n}\n"
    )


def test_a_mailbox_with_no_owner_set_proposes_its_owners_own_addresses(tmp_path):
    # every mail is to or from one of the owner's addresses, his sister on some of them: his are proposed together,
    # hers never with his (nor a father's or a husband's of the same last name: a first name must agree)
    mack, dw, marcus = (
        "Mack Delgado-Whitfield <mack.delgado.w@pinemail.net>",
        "Mack DW <mack.dw@quillmail.com>",
        '"Delgado-Whitfield, Mack" <mdelgadowhitfield@prairiemutual.com>',
    )
    elena = "Elena Delgado-Whitfield <elena.dw@pinemail.net>"
    friends = [f"Friend {c} <friend{c}@example.org>" for c in "ABCDEFGH"]
    mails = [_mail(mack, friends[k % 8], "hi", k) for k in range(1, 9)]
    mails += [_mail(dw, friends[k % 8], "hey", k) for k in range(9, 13)]
    mails += [_mail(marcus, "Dana Kessler-Obi <dko@prairiemutual.com>", "work", k) for k in range(13, 16)]
    mails += [_mail(f"{dw}, {elena}", friends[0], "family", k) for k in range(16, 18)]
    got = suggested(slept_mailbox(tmp_path, mails, account="mack"))
    pairs = [
        {i for side in ("a", "b") for i in p[side]["identities"] if "@" in i}
        for p in got
        if "every mail" in p["reason"]
    ]
    mine = {"mack.delgado.w@pinemail.net", "mack.dw@quillmail.com", "mdelgadowhitfield@prairiemutual.com"}
    assert pairs and all(p <= mine for p in pairs), pairs
    assert {a for p in pairs for a in p} == mine
