"""A couple's home, said by one of them (read on `synthetic-mail-59` in session 55): "We finally moved ... into our own
apartment" is the writer's home and their partner's, the partner being the one the writer's own mail last named as
such ("Ken and I got married", "my husband Ken") before it, on any of the writer's mailboxes; "I've moved into Ken's
place in San Bruno:" is Ken's home too. A writer who never named a partner, or named one only after the move, shares
no home with anyone; "Ken and I went to Paris" names no partner."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.partner import partner_named
from hinet_pipeline.store.vault import Vault

from .mailboxes import plain_mail as _mail
from .mailboxes import slept_mailbox

TINA_OLD, TINA_NEW = "Tina Dela Cruz <tina.delacruz84@yahoo.com>", "Tina Nakamura <tina.dcnakamura@gmail.com>"
KEN, FAMILY = "Ken Nakamura <ken.nakamura.rph@gmail.com>", "Dela Cruz Family <delacruz-family@googlegroups.com>"
MARIA, LEO = "Maria Santos <maria.santos@example.org>", "Leo Ramos <leo.ramos@example.org>"


def _homes(home) -> set[tuple[str, str, str]]:
    with Vault.open(home) as v:
        rows = v.conn.execute("SELECT subject, predicate, object FROM facts WHERE predicate IN ('lives_in', 'address')")
        return {(s.split()[0], p, o.split(",")[0]) for s, p, o in rows}


def test_a_couples_we_home_is_the_partners_too(tmp_path):
    mails = [
        _mail(KEN, TINA_OLD, "Sat, 21 Jun 2014 09:00:00 -0700", "Hi Tina, see you tonight.\n\nKen", 1),
        _mail(
            TINA_OLD,
            FAMILY,
            "Mon, 01 Dec 2014 20:40:13 -0800",
            "Hi all,\n\nKen and I got married on November 22 in Daly City.\n\n"
            "New address: I've moved into Ken's place in San Bruno:\n   2150 Crestmoor Ridge Drive, Apt 312\n"
            "   San Bruno, CA 94066\n\nLove,\nTina",
            2,
        ),
        _mail(
            TINA_NEW,
            FAMILY,
            "Fri, 15 Jul 2016 22:31:50 -1000",
            "Hi po sa lahat!\n\nWe finally moved out of the Airbnb last Saturday (July 9) into our own apartment. "
            "Small but 10 minutes from the beach:\n\n2211 Kaloa Way, Apt 1404\nHonolulu, HI 96815\n\nLove,\nTina",
            3,
        ),
        # a friend who says "we moved" and never names a partner; another who names his wife only after the move
        _mail(MARIA, TINA_NEW, "Mon, 01 Aug 2016 10:00:00 -0700", "Hi!\n\nWe moved to Fresno last month!\n\nMaria", 4),
        _mail(LEO, TINA_NEW, "Tue, 02 Aug 2016 10:00:00 -0700", "Tina,\n\nWe moved to Reno in July.\n\nLeo", 5),
        _mail(LEO, TINA_NEW, "Wed, 01 Mar 2017 10:00:00 -0700", "Tina,\n\nMy wife Maria says hi.\n\nLeo", 6),
    ]
    homes = _homes(slept_mailbox(tmp_path, mails, account="tina", facts=True))
    for who in ("Tina", "Ken"):
        assert {(who, "lives_in", "San Bruno"), (who, "lives_in", "Honolulu")} <= homes
        assert {(who, "address", "2150 Crestmoor Ridge Drive"), (who, "address", "2211 Kaloa Way")} <= homes
    assert ("Maria", "lives_in", "Fresno") in homes and ("Leo", "lives_in", "Reno") in homes
    assert not {h for h in homes if h[0] == "Maria" and h[2] == "Reno"}  # (his wife named after the move)
    assert not {h for h in homes if h[0] in ("Tina", "Ken", "Leo") and h[2] == "Fresno"}


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("Ken and I got married on November 22 in Daly City.", "Ken"),
        ("my husband Ken says hi", "Ken"),
        ("My wife, Dana, is well", "Dana"),
        ("Ana and I are getting married in May", "Ana"),
        ("בעלי אייל מסכים", "אייל"),
        ("אייל ואני התחתנו בקיץ", "אייל"),
        ("Priya and I are moving to Denver in September", "Priya"),
        ("Priya and I closed on a house last week", "Priya"),
        ("Ken and I went to Paris", None),  # (two who travel are no couple said)
        ("my husband's mom is visiting", None),
        ("> my wife Dana says hi", None),  # (a quoted writer's words, not this one's)
        ("And I got married", None),
    ],
)
def test_a_partner_is_named_in_the_writers_own_words(text, partner):
    assert partner_named(text) == partner


CALEB, PRIYA = "Caleb Thornquist <caleb.thornquist@gmail.com>", "Priya Raman <priya.raman.ux@gmail.com>"
PEGGY, DICK_ELSE = "Peggy Halvorsen <peggy@example.org>", "Richard Oyelaran <royelaran@pvu.edu>"


def test_the_one_who_names_a_partner_is_that_partners_partner_and_a_nickname_needs_the_family_name(tmp_path):
    mails = [
        _mail(PRIYA, CALEB, "Mon, 05 Jul 2021 09:00:00 -0700", "Hi love, dinner at 7?\n\nPriya", 1),
        _mail(
            CALEB,
            "Marisol Vega <mvega@kestrel.example>",
            "Thu, 22 Jul 2021 09:25:13 -0700",
            "Marisol,\n\nHappy to accept! Priya and I are moving to Denver in September.\n\nCaleb",
            2,
        ),
        _mail(
            PRIYA,
            FAMILY,
            "Mon, 20 Sep 2021 20:45:00 -0600",
            "Hi everyone,\n\nWe closed on the house on the 10th and moved in on September 15th. Our new address:\n\n"
            "2847 Vireo St\nDenver, CO 80211\n\nLove,\nPriya",
            3,
        ),
        # "Dick" is Peggy's husband, not the one Richard the vault knows by another family name
        _mail(DICK_ELSE, PEGGY, "Mon, 01 Apr 2002 10:00:00 -0700", "Peggy,\n\nThanks for the data.\n\nRichard", 4),
        _mail(
            PEGGY,
            CALEB,
            "Tue, 02 Apr 2002 10:00:00 -0700",
            "Yes, the rumors are true: Dick and I are moving to Scottsdale.\n\nPeggy",
            5,
        ),  # fmt: skip
        _mail(
            PEGGY,
            CALEB,
            "Tue, 04 Jun 2002 10:00:00 -0700",
            "Well, we did it. We just moved to Scottsdale last week.\n\nPeggy",
            6,
        ),  # fmt: skip
    ]
    homes = _homes(slept_mailbox(tmp_path, mails, account="caleb", facts=True))
    assert {("Priya", "address", "2847 Vireo St"), ("Caleb", "address", "2847 Vireo St")} <= homes
    assert ("Peggy", "lives_in", "Scottsdale") in homes
    assert not {h for h in homes if h[0] == "Richard"}
