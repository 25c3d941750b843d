"""What a held-out mailbox read in session 62 showed (benchmarks/gold/synthetic-mail-113, an American sales engineer's
Outlook mail, written by a helper that never saw the code): a firm's line that names what owns it ("Kestrel Process
Software | a Kestrel Controls company") employs by its own name; a boss named after their firm and title ("reporting to
Kestrel CEO Harlan Voss") is the person; an address line with asides ("Address: yes, same -- 1460 S Garfield Way,
Denver CO 80210 -- for now") is the address alone."""

from __future__ import annotations

from hinet_pipeline.memory.facts.objects import read_person
from hinet_pipeline.memory.facts.signature import read

from .mailboxes import said_in_mailbox


def test_a_firms_line_with_its_owner_employs_by_its_own_name():
    text = (
        "Thanks,\n\nLuis Peña\nDirector, Solutions Engineering\nKestrel Process Software | a Kestrel Controls company\n"
        "+1 (303) 555-0191\n"
    )
    said = {
        (x.predicate, x.object) for x in read(text, 0, len(text), "Luis Peña", "l@kestrelcontrols.com", "US", (), True)
    }
    assert ("works_at", "Kestrel Process Software") in said
    assert not [x for x in said if "a Kestrel Controls company" in x[1]]


def test_a_boss_after_a_firm_and_a_title_is_the_person():
    assert read_person("Kestrel CEO Harlan Voss, and", 0) == ("Harlan Voss", 23)
    assert read_person("Harlan Voss", 0) == ("Harlan Voss", 11)
    assert read_person("Tom Brennan CFO", 0)[0] == "Tom Brennan CFO"  # (a title after: as written)


def test_an_address_line_with_asides_is_the_address_alone():
    got = said_in_mailbox(
        "Congrats man!! Groomsman, yes, honored.\n\nAddress: yes, same -- 1460 S Garfield Way, Denver CO 80210 -- for "
        "now. We're under contract on a house in Littleton.\n\nK\n",
        "Kevin Hollister <kevin.hollister75@gmail.com>",
        ["Marcus Tate <marcus.tate@gmail.com>"],
        "2017-03-09",
        "kevin.hollister75@gmail.com",
        "US",
    )
    assert {o for _, p, o, _ in got if p == "address"} == {"1460 S Garfield Way, Denver CO 80210"}
