"""A new user's mailbox, read before they said who they are (session 56): the benchmark's and `hinet init`'s default
owner names no address, and the owner's own words ("WE BOUGHT A PLACE!! 9 Orchard Lane, Harrogate. moving in on the
27th", read by the frames, not the rules) were read for nobody. The persons the mailbox shows as its owner (every mail
to or from one of them: ``people.selves``) now have their own words read as the owner's are; a
correspondent's same words are not, an office's export (many people's mail) has no such owner, and nobody is made the
owner or merged by it."""

from __future__ import annotations

from hinet_pipeline.config import Role
from hinet_pipeline.memory.facts.store import read
from hinet_pipeline.memory.people import selves
from hinet_pipeline.memory.people.resolve import resolve
from hinet_pipeline.memory.people.selves import identities as mailbox_identities
from hinet_pipeline.store.vault import Vault

from .mailboxes import slept_mailbox

OLD, NEW = "Priya Raman <priya.raman82@gmail.com>", "Priya Raman <p.raman@kestrelbio.co.uk>"
MUM, TOM, ANA = "Lakshmi Raman <lakshmi.r@gmail.com>", "Tom Hale <tom.hale@gmail.com>", "Ana Cruz <ana.cruz@gmail.com>"
BOUGHT = "Hi all!\n\nWE BOUGHT A PLACE!! {street}. moving in on the 27th\n\n{name}"


def _mail(sender: str, to: str, date: str, body: str, n: int) -> str:
    return f"From: {sender}\nTo: {to}\nSubject: news\nDate: {date}\nMessage-ID: <o{n}@x>\n\n{body}\n"


def _priyas_mailbox() -> list[str]:
    return [
        _mail(MUM, OLD, "Sun, 06 Jan 2019 18:00:00 +0000", "Priya, call me on Sunday.\n\nAmma", 1),
        _mail(OLD, MUM, "Sun, 06 Jan 2019 19:00:00 +0000", "Will do!\n\nPriya", 2),
        _mail(TOM, NEW, "Mon, 14 Jan 2019 09:00:00 +0000", "Priya, the slides for Thursday?\n\nTom", 3),
        _mail(NEW, TOM, "Mon, 14 Jan 2019 09:30:00 +0000", "Attached.\n\nPriya", 4),
        _mail(
            OLD, MUM, "Sat, 02 Mar 2019 10:00:00 +0000", BOUGHT.format(street="9 Orchard Lane, Harrogate", name="P"), 5
        ),
        # a correspondent says the same of himself: not the mailbox's owner, not read by the owner's frames
        _mail(TOM, NEW, "Sun, 03 Mar 2019 10:00:00 +0000", BOUGHT.format(street="4 Mill Road, Ripon", name="Tom"), 6),
        _mail(ANA, OLD, "Mon, 04 Mar 2019 10:00:00 +0000", "Congrats on the house!!\n\nAna", 7),
    ]


def _homes(home) -> set[tuple[str, str, str]]:
    with Vault.open(home) as v:
        rows = v.conn.execute("SELECT subject, predicate, object FROM facts WHERE predicate IN ('lives_in', 'address')")
        return {(s.split()[0], p, o) for s, p, o in rows}


def test_the_mailboxs_owner_own_words_are_read_before_they_are_configured(tmp_path):
    home = slept_mailbox(tmp_path, _priyas_mailbox(), region="GB", day="2019-03-05", facts=True)
    with Vault.open(home) as v:
        mine = mailbox_identities(v)
        owners = v.conn.execute(  # (the owner's person holds none of the mailbox's addresses)
            "SELECT count(*) FROM identities d JOIN persons p USING (person_id)"
            " WHERE p.is_owner = 1 AND d.kind = 'email'"
        ).fetchone()[0]
        merged = v.conn.execute("SELECT count(*) FROM persons WHERE merged_into IS NOT NULL").fetchone()[0]
    assert {"priya.raman82@gmail.com", "p.raman@kestrelbio.co.uk"} <= set(mine)
    assert "Priya Raman" in mine and not {"tom.hale@gmail.com", "lakshmi.r@gmail.com"} & set(mine)
    assert (owners, merged) == (0, 0)  # (nobody made the owner, nothing merged by it)
    homes = _homes(home)
    assert {("Priya", "address", "9 Orchard Lane, Harrogate"), ("Priya", "lives_in", "Harrogate")} <= homes
    assert not {h for h in homes if h[0] == "Tom"}


def test_a_question_about_one_of_the_owners_addresses_answers_for_the_owner(tmp_path):
    """The home said from the old address answers a question asked of the new one (one life, one answer), as of
    its day; a correspondent's question answers for him alone."""
    home = slept_mailbox(tmp_path, _priyas_mailbox(), region="GB", day="2019-03-05", facts=True)
    with Vault.open(home) as v:
        mine = set(resolve(v, "priya.raman82@gmail.com")) | set(resolve(v, "p.raman@kestrelbio.co.uk"))
        assert (
            len(mine) == 2
            and mine <= selves.persons(v)
            and not set(resolve(v, "tom.hale@gmail.com")) & selves.persons(v)
        )
        at = {
            f["object"]
            for f in read(v, Role("*"), subject="p.raman@kestrelbio.co.uk", predicate="address", as_of="2019-04-01")
        }
        before = read(v, Role("*"), subject="p.raman@kestrelbio.co.uk", predicate="address", as_of="2019-03-20")
        toms = {f["object"] for f in read(v, Role("*"), subject="tom.hale@gmail.com", predicate="address")}
    assert at == {"9 Orchard Lane, Harrogate"} and before == []
    assert "9 Orchard Lane, Harrogate" not in toms


def test_many_peoples_mail_shows_no_owner(tmp_path):
    people = [OLD, MUM, TOM, ANA, "Ben Ode <ben.ode@gmail.com>", "Cy Lam <cy.lam@gmail.com>"]
    mails = [
        _mail(people[k % 6], people[(k + 1 + k // 6) % 6], f"Mon, {k + 1:02d} Apr 2019 10:00:00 +0000", "Hello.", k)
        for k in range(12)
    ]
    mails.append(
        _mail(
            OLD, MUM, "Sat, 20 Apr 2019 10:00:00 +0000", BOUGHT.format(street="9 Orchard Lane, Harrogate", name="P"), 99
        )
    )
    home = slept_mailbox(tmp_path, mails, region="GB", day="2019-04-25", facts=True)
    with Vault.open(home) as v:
        assert mailbox_identities(v) == () and not selves.persons(v) - set(resolve(v, "owner"))
    assert not _homes(home)  # (no owner: the frames read nobody's words as the owner's)


def test_a_mailbox_its_owner_kept_one_address_for_shows_that_owner(tmp_path):
    """Session 62 (benchmarks/gold/synthetic-mail-111): every mail to or from one address, and no other of the
    owner's: that one address is the owner's, and their own words are read as the owner's (it took two before)."""
    mails = [
        _mail(OLD, MUM, "Sun, 06 Jan 2019 19:00:00 +0000", "Will do!\n\nPriya", 1),
        _mail(MUM, OLD, "Sun, 06 Jan 2019 20:00:00 +0000", "Good.\n\nAmma", 2),
        _mail(TOM, OLD, "Mon, 14 Jan 2019 09:00:00 +0000", "Priya, the slides?\n\nTom", 3),
        _mail(
            OLD, MUM, "Sat, 02 Mar 2019 10:00:00 +0000", BOUGHT.format(street="9 Orchard Lane, Harrogate", name="P"), 4
        ),
        _mail(ANA, OLD, "Mon, 04 Mar 2019 10:00:00 +0000", "Congrats on the house!!\n\nAna", 5),
    ]
    home = slept_mailbox(tmp_path, mails, region="GB", day="2019-03-05", facts=True)
    with Vault.open(home) as v:
        assert "priya.raman82@gmail.com" in set(mailbox_identities(v))
    assert ("Priya", "lives_in", "Harrogate") in _homes(home)
