"""Facts the way people write them, on real mail and on phrasings the sample corpus never uses.

* Sign-off blocks of the shared Enron messages (real mail through the real ``eml`` connector): who
  the block belongs to (the writer, the author of a forwarded message, an assistant signing on her
  manager's account), its title, organisation, phones by their labels (never fax, pager or
  toll-free), the person's own e-mail and postal address; announcements ("the appointment of X as
  Enron's chief financial officer", "He joined Enron in 1994", "X will join us as ...").
* First-person statements in English and Hebrew written for this test (moving into a flat,
  relocating on a date, starting at a company, a new number, coming back to a city), and traps:
  hypotheticals, wishes, questions, negations, someone else's words, desk and office moves, a fax.
* The as-of answer for every form a user types a subject in, through the real pipeline.
* `hinet init --region CC` (and the locale's country when none is given).
* Values one record states at once (a signature's office and mobile numbers) hold together.

The Enron expectations below quote the message they come from; none is taken from a gold file."""

from __future__ import annotations

import shutil
from datetime import datetime, timezone

import pytest

from hinet_pipeline.config import Owner
from hinet_pipeline.index.indexing import chunk_stage
from hinet_pipeline.intake.connectors.mail import message_to_item
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.facts.consolidate import Observation, as_of, consolidate
from hinet_pipeline.memory.facts.extract import extract
from hinet_pipeline.memory.facts.language import language
from hinet_pipeline.memory.facts.stage import facts_stage
from hinet_pipeline.memory.facts.store import read
from hinet_pipeline.memory.people.resolve import resolve
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.home_setup import set_region
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.timeutil import parse_time

from .conftest import SHARED_DATA, needs_data

ENRON = SHARED_DATA / "mail" / "enron" / "enron-eval"
US = Owner("owner", (), "US")
enron_data = needs_data("mail/enron/enron-eval")


def enron(name: str) -> CanonicalItem:
    raw = (ENRON / name).read_bytes()
    found = message_to_item(raw, location=name, position=None, account="enron")
    return CanonicalItem.from_dict({k: v for k, v in found.items() if not k.startswith("_")})


def facts(name: str) -> set[tuple[str, str, str | None]]:
    return {(f.observation.subject, f.observation.predicate, f.observation.object) for f in extract(enron(name), 1, US)}


def about(found, who: str, predicate: str) -> set[str | None]:
    return {o for s, p, o in found if s == who and p == predicate}


# -- sign-off blocks --------------------------------------------------------------------------------


@needs_data("mail/notmuch")
def test_a_list_servers_footer_signs_nothing_and_a_title_at_its_firm_is_both():
    """Mailing-list mail (the notmuch corpus): Mailman's footer under a patch ("notmuch mailing list", its
    address, its listinfo page) was read as the sender's employer; "Linux kernel developer at Freescale" under
    Timur Tabi's name was one title."""
    notmuch = SHARED_DATA / "mail" / "notmuch"

    def read_file(path):
        found = message_to_item(path.read_bytes(), location=path.name, position=None, account="lists")
        item = CanonicalItem.from_dict({k: v for k, v in found.items() if not k.startswith("_")})
        return {(f.observation.subject, f.observation.predicate, f.observation.object) for f in extract(item, 1, US)}

    patch = read_file(notmuch / "default" / "bar" / "new" / "21:2,")
    assert ("Alex Botero-Lowry", "email", "alex.boterolowry@gmail.com") in patch
    assert not about(patch, "Alex Botero-Lowry", "works_at")
    timur = read_file(notmuch / "lkml" / "cur" / "1382298770.004582:2,")
    assert about(timur, "Timur Tabi", "job_title") == {"Linux kernel developer"}
    assert about(timur, "Timur Tabi", "works_at") == {"Freescale"}


@enron_data
def test_a_forwarded_signature_is_its_authors_never_the_forwarders():
    """blair-l-inbox-201.txt: Lynn Blair forwards Fran Fagan's message, which ends
    "Fran Fagan / Sr. HR Rep / Enron Transportation Services / 713.853.5219 / fran.fagan@enron.com"."""
    found = facts("blair-l-inbox-201.txt")
    assert about(found, "Fran Fagan", "job_title") == {"Sr. HR Rep"}
    assert about(found, "Fran Fagan", "works_at") == {"Enron Transportation Services"}
    assert about(found, "Fran Fagan", "phone") == {"+17138535219"}
    assert about(found, "Fran Fagan", "email") == {"fran.fagan@enron.com"}
    assert not about(found, "Lynn Blair", "phone") and not about(found, "Lynn Blair", "job_title")


@enron_data
def test_phones_by_their_labels_never_fax_or_pager():
    """brawner-s-inbox-23.txt: "Office: (713) 853-4384 / Fax: (713) 646-8453 / Pager: (877)
    482-0772 / Cell: (713) 560-0934"; causholli-m-inbox-202.txt: "T (514) 861-8851  F (514)
    866-4863" (single letters); benson-r-inbox-202.txt: "(713) 284-3757  [Pager]" lines."""
    assert about(facts("brawner-s-inbox-23.txt"), "Amanda Rybarski", "phone") == {"+17138534384", "+17135600934"}
    assert about(facts("causholli-m-inbox-202.txt"), "Doreen Olkowicz", "phone") == {"+15148618851"}
    pagers = {"+17132843757", "+17132880101", "+17136399726", "+17132853165", "+17132844175", "+17133273893"}
    assert not pagers & {o for _, p, o in facts("benson-r-inbox-202.txt") if p == "phone"}


@enron_data
def test_an_assistant_signs_for_herself_and_names_her_manager():
    """buy-r-inbox-1154.txt: "Alice Wright / Assistant to Elizabeth Sager / 1400 Smith St., EB3809A /
    Houston, Texas 77002 / Tel: 713-853-5438 / Fax: 713-646-3491"; buy-r-inbox-412.txt: "Tina
    Spiller / Assistant to Greg Piper / President & CEO / Enron Net Works LLC": the second title is
    her manager's; buy-r-inbox-19.txt: "sent by: / Laura Valencia / Executive Assistant" on Paula
    Rieker's account: the block is Laura Valencia's."""
    alice = facts("buy-r-inbox-1154.txt")
    assert about(alice, "Alice Wright", "job_title") == {"Assistant to Elizabeth Sager"}
    assert about(alice, "Alice Wright", "manager") == {"Elizabeth Sager"}
    assert about(alice, "Alice Wright", "address") == {"1400 Smith St., EB3809A, Houston, Texas 77002"}
    assert about(alice, "Alice Wright", "phone") == {"+17138535438"}  # not the fax
    tina = facts("buy-r-inbox-412.txt")
    assert about(tina, "Greg Piper", "job_title") == {"President & CEO"}
    assert about(tina, "Tina Spiller", "job_title") == {"Assistant to Greg Piper"}
    assert about(tina, "Tina Spiller", "works_at") == {"Enron Net Works LLC"}
    laura = facts("buy-r-inbox-19.txt")
    assert about(laura, "Laura Valencia", "job_title") == {"Executive Assistant"}
    assert not about(laura, "Paula Rieker", "job_title") and not about(laura, "Paula Rieker", "phone")


@enron_data
def test_a_mailbox_that_names_nobody_is_signed_by_its_signer():
    """lay-k-inbox-929.txt: from "ARTA <arta@houston.rr.com>", signed "Jack I. Tompkins / Chairman /
    ARTA Equity Advisors, LLC / ... / 713/223/5801 / Fax: 713/223/5825"."""
    found = facts("lay-k-inbox-929.txt")
    assert about(found, "Jack I. Tompkins", "job_title") == {"Chairman"}
    assert about(found, "Jack I. Tompkins", "works_at") == {"ARTA Equity Advisors, LLC"}
    assert about(found, "Jack I. Tompkins", "phone") == {"+17132235801"}
    assert about(found, "Jack I. Tompkins", "email") == {"arta@houston.rr.com"}


@enron_data
def test_sign_offs_as_offices_write_them():
    """fischer-m-inbox-39.txt: "Teresa A. Callahan / Supervisor-Corporate Services / and Assistant
    Secretary / Enron Corp. - EB4801 / Phone: 713-345-8444" (a middle initial, a title over two
    lines, a mail stop after the company); jones-t-all-documents-4634.txt: "Mary Cook / 1400 Smith,
    38th Floor, Legal / Houston, Texas 77002-7361 / (713) 345-7732 (phone)" (an office: no home, so
    no city she lives in); causholli-m-inbox-359.txt: a double-spaced block, "Leslie Then / / Enron
    Industrial Markets / 391B Orchard Road #10-03 / Ngee Ann City Tower B / Singapore 238 874 / /
    Tel ... / Fax ... / Mobile + 65-9826-8758"; gilbertsmith-d-inbox-126.txt: a degree after the name."""
    teresa = facts("fischer-m-inbox-39.txt")
    assert about(teresa, "Teresa A. Callahan", "job_title") == {"Supervisor-Corporate Services and Assistant Secretary"}
    assert about(teresa, "Teresa A. Callahan", "works_at") == {"Enron Corp."}
    assert about(teresa, "Teresa A. Callahan", "phone") == {"+17133458444"}
    mary = facts("jones-t-all-documents-4634.txt")
    assert about(mary, "Mary Cook", "address") == {"1400 Smith, 38th Floor, Legal, Houston, Texas 77002-7361"}
    assert about(mary, "Mary Cook", "phone") == {"+17133457732"}  # not the fax
    assert not about(mary, "Mary Cook", "lives_in")
    leslie = facts("causholli-m-inbox-359.txt")
    assert about(leslie, "Leslie Then", "works_at") == {"Enron Industrial Markets"}
    assert about(leslie, "Leslie Then", "address") == {
        "391B Orchard Road #10-03, Ngee Ann City Tower B, Singapore 238 874"
    }
    assert "+6598268758" in about(leslie, "Leslie Then", "phone")
    assert "+6573422868" not in about(leslie, "Leslie Then", "phone")  # the fax
    justin = facts("badeer-r-inbox-2.txt")  # a sign-off right under "<<Domestic transfer.doc>>"
    assert about(justin, "Justin Arcadipane", "job_title") == {"Client Services Consultant"}
    assert about(justin, "Justin Arcadipane", "phone") == {"+12032054911"}
    pamela = facts("gilbertsmith-d-inbox-126.txt")  # "Pamela J. Dautel, MPH / Senior Analyst, ...": a degree
    assert about(pamela, "Pamela J. Dautel", "job_title") == {"Senior Analyst, Transmission Congestion and Renewables"}
    assert about(pamela, "Pamela J. Dautel", "phone") == {"+15122483955", "+15126579168"}  # not the fax
    lynn = facts("dasovich-j-inbox-667.txt")  # "Lynn G, Van Wagenen" typed, then the block "Lynn G. Van Wagenen"
    assert about(lynn, "Lynn G. Van Wagenen", "email") == {"lvanwagenen@sempra.com"}
    assert about(lynn, "Lynn G. Van Wagenen", "works_at") == {"Sempra Energy"}  # (less its town: "- San Diego")
    # from careed@ (a mailbox that names nobody), signed "Cary Reed", over Dave Odle's quoted block
    reed = facts("gilbertsmith-d-inbox-19.txt")
    assert about(reed, "Cary Reed", "job_title") == {"Sr Business Standards Consultant"}
    assert about(reed, "Dave Odle", "email") == {"dodle@ercot.com"}  # never careed@aep.com


@enron_data
def test_a_forwarded_signature_holds_from_the_day_its_message_was_sent():
    """dasovich-j-inbox-667.txt (forwarded on 18 Oct 2001): Annie Ruiz's message "Sent: Friday,
    August 17, 2001 8:31 AM" has a To: list wrapped over 13 lines and a blank line before its Cc:
    line; what her block says holds from 17 Aug, not from the day it was forwarded. "3:30 PM" is
    15:30."""
    found = [f.observation for f in extract(enron("dasovich-j-inbox-667.txt"), 1, US)]
    annie = {(o.predicate, o.object, o.valid_from.date().isoformat()) for o in found if o.subject == "Annie Ruiz"}
    assert ("manager", "Jeffrey M. Parrott", "2001-08-17") in annie
    assert {d for _, _, d in annie} == {"2001-08-17"}
    from hinet_pipeline.memory.facts.mailparts import Part
    from hinet_pipeline.memory.facts.voice import part_time

    forwarded = datetime(2001, 10, 18, 23, 0, tzinfo=timezone.utc)
    sent = part_time(Part(0, 1, None, None, False, sent="Thursday, October 18, 2001 3:30 PM"), forwarded)
    assert (sent.hour, sent.minute) == (15, 30)


@enron_data
def test_a_title_or_employer_written_beside_a_name():
    """Third-person prose: "Mike Terraso, Enron's vice president of Environment, ..." (campbell-l-
    inbox-906.txt), "Mark Greenberg, an attorney here in EWS" (cash-m-inbox-3.txt), "Frank
    Petty(Director of / Construction)" (cash-m-inbox-202.txt), "Mark Patterson at ERCOT"
    (gilbertsmith-d-inbox-75.txt), "Dan Ford is the General Manager of Siebel Systems' Siebel
    Communications" (dasovich-j-inbox-1480.txt). Not: an office in a body the text does not name
    ("Sheila Hollis, the current Chair," derrick-j-inbox-143.txt), a newspaper's story about a public
    figure (baughman-d-inbox-350.txt), a sign-off ("Take Care, Stuart Wright", benson-r-inbox-125.txt),
    a former role ("Arthur Levitt, former SEC chairman", farmer-d-deleted-items-294.txt), a person's
    possessive ("Robert Johnston, Kristin's supervisor", cash-m-inbox-13.txt)."""
    terraso = facts("campbell-l-inbox-906.txt")
    assert about(terraso, "Mike Terraso", "job_title") == {"vice president"}
    assert about(terraso, "Mike Terraso", "works_at") == {"Enron"}
    greenberg = facts("cash-m-inbox-3.txt")
    assert (about(greenberg, "Mark Greenberg", "job_title"), about(greenberg, "Mark Greenberg", "works_at")) == (
        {"attorney"},
        {"EWS"},
    )
    assert about(facts("cash-m-inbox-202.txt"), "Frank Petty", "job_title") == {"Director of Construction"}
    assert about(facts("gilbertsmith-d-inbox-75.txt"), "Mark Patterson", "works_at") == {"ERCOT"}
    ford = facts("dasovich-j-inbox-1480.txt")
    assert (about(ford, "Dan Ford", "job_title"), about(ford, "Dan Ford", "works_at")) == (
        {"General Manager"},
        {"Siebel Systems"},
    )
    assert not about(facts("derrick-j-inbox-143.txt"), "Sheila Hollis", "job_title")
    assert not {s for s, p, _ in facts("baughman-d-inbox-350.txt") if p in ("job_title", "works_at")}
    assert not {s for s, _, _ in facts("benson-r-inbox-125.txt") if s.startswith("Take")}
    assert not about(facts("farmer-d-deleted-items-294.txt"), "Arthur Levitt", "job_title")
    assert not about(facts("cash-m-inbox-13.txt"), "Robert Johnston", "works_at")
    # "Kevin Brady (3-7750) with ENA", "Brian Redd at Pan Canadian Energy" ("Pan" alone is a place
    # somewhere: the whole name is not), "Laura Mattox of EOTT"; never "UBSW" out of "UBSWenergy.com"
    assert about(facts("blair-l-inbox-185.txt"), "Kevin Brady", "works_at") == {"ENA"}
    assert about(facts("delainey-d-inbox-19.txt"), "Brian Redd", "works_at") == {"Pan Canadian Energy"}
    assert about(facts("geaccone-t-inbox-149.txt"), "Laura Mattox", "works_at") == {"EOTT"}
    assert not about(facts("carson-m-inbox-13.txt"), "Chris Walker", "works_at")
    assert not {s for s, _, _ in facts("ermis-f-inbox-143.txt") if "Store" in s}
    # an announcement: "The Enron Board of Directors has approved Stephen Cooper as interim CEO and chief
    # restructuring officer" (dean-c-inbox-19.txt)
    assert about(facts("dean-c-inbox-19.txt"), "Stephen Cooper", "job_title") == {
        "interim CEO and chief restructuring officer"
    }


@enron_data
def test_a_personal_signature_says_where_one_lives():
    """bass-e-inbox-287.txt: no title, no organisation: "117 HBS Student Mail Center / Boston, MA 02163":
    a home address, so the city is where he lives; buy-r-inbox-1154.txt's work address is not."""
    found = facts("bass-e-inbox-287.txt")
    assert about(found, "Brian T. Hoskins", "lives_in") == {"Boston"}
    assert about(found, "Brian T. Hoskins", "address") == {"117 HBS Student Mail Center, Boston, MA 02163"}
    assert not about(facts("buy-r-inbox-1154.txt"), "Alice Wright", "lives_in")


@enron_data
def test_numbers_given_for_named_people_and_not_for_anyone_else():
    """carson-m-inbox-10.txt: "directed to Michelle Cash at (713) 853-6401 or Francisco Pinto-Leite at
    (713) 345-7942"; bass-e-inbox-13.txt: "contact me at x33465 or the Call Center at 713-584-4444":
    the Call Center's number is nobody's, x33465 is no number; arnold-j-inbox-10.txt: "I can be
    reached by phone at 415.776.3035 or 312.286.8977" in Alex Pritchartt's forwarded message."""
    cash = facts("carson-m-inbox-10.txt")
    assert about(cash, "Michelle Cash", "phone") == {"+17138536401"}
    assert about(cash, "Francisco Pinto-Leite", "phone") == {"+17133457942"}
    sever = facts("bass-e-inbox-13.txt")
    assert "+17135844444" not in {o for _, p, o in sever if p == "phone"}
    assert about(sever, "Stephanie Sever", "phone") == {"+17138533465"}  # her own sign-off
    alex = facts("arnold-j-inbox-10.txt")
    assert {"+14157763035", "+13122868977"} <= about(alex, "Alex Pritchartt", "phone")
    assert not about(alex, "John Lavorato", "phone")  # he forwarded it
    # Lavorato wrote "If you are up for this and up for moving to Houston": a hypothetical
    assert not {o for _, p, o in alex if p == "lives_in"} & {"Houston"}


@enron_data
def test_contact_tables_and_requests_written_without_a_comma():
    """campbell-l-inbox-817.txt: rows that run on below "Contact(s): Brandon Bangerter 713-345-4904"
    ("Raj Perubhatla    713-345-8016  281-788-9307": the first number is the row's, the second has
    no label); farmer-d-inbox-10.txt: dot leaders with labels ("Richard Brockan....(w)
    5-8769.....(c) 713-545-0381.....(pager) 281-266-3433": the cell, never the pager, and no
    extension) and "John Warner (w: 713-345-1798....c: 281-850-7552)"; giron-d-inbox-208.txt: "If
    you have any questions regarding these changes please contact me at 713-853-1787" (a polite
    condition with its comma left out); germany-c-inbox-165.txt: "please call\nmy cell at
    304-641-4002" (the words on two lines)."""
    table = facts("campbell-l-inbox-817.txt")
    assert about(table, "Raj Perubhatla", "phone") == {"+17133458016"}
    assert about(table, "Brian Ellis", "phone") == {"+17133458017"}
    dots = facts("farmer-d-inbox-10.txt")
    assert about(dots, "Richard Brockan", "phone") == {"+17135450381"}
    assert about(dots, "Jeff Zwiers", "phone") == {"+17135392535"}  # not the pager 713-327-2148
    assert about(dots, "John Warner", "phone") == {"+17133451798", "+12818507552"}
    assert "+12812663433" not in {o for _, p, o in dots if p == "phone"}
    assert "+17138531787" in about(facts("giron-d-inbox-208.txt"), "Savita Puthigai", "phone")
    assert "+13046414002" in {o for _, p, o in facts("germany-c-inbox-165.txt") if p == "phone"}


@enron_data
def test_a_roster_or_a_newsletter_signs_nothing():
    """bass-e-notes-inbox-247-short.txt: a fantasy-league page listing players ("Tyrone Nesby / F LAC,
    Free Agent Updated 11/29/00"): a list, not sign-offs."""
    assert not {p for _, p, _ in facts("bass-e-notes-inbox-247-short.txt")} & {"job_title", "works_at", "phone"}


@enron_data
def test_announcements_name_their_person_title_and_start():
    """causholli-m-inbox-19.txt (from "Ken Lay- Chairman of the Board"): "Today we announced the
    appointment of Jeff McMahon as Enron's chief financial officer. ... Jeff had been serving as
    chairman and CEO of Enron Industrial Markets. He joined Enron in 1994"; dean-c-inbox-19.txt:
    "Greg Whalley has resigned as president and COO of Enron ... Ray Bowen will join us as executive
    vice president and chief financial officer": Whalley worked at Enron until then."""
    item = enron("causholli-m-inbox-19.txt")
    found = [f.observation for f in extract(item, 1, US)]
    jeff = {(o.predicate, o.object, o.valid_from.date().isoformat()) for o in found if o.subject == "Jeff McMahon"}
    assert ("job_title", "chief financial officer", "2001-10-24") in jeff
    assert ("works_at", "Enron", "1994-01-01") in jeff  # "in 1994": from its first day, not the mail's
    assert not [o for o in found if o.object == "chairman and CEO"]  # a past role, reported ended
    assert ("Ken Lay", "job_title", "Chairman of the Board") in {(o.subject, o.predicate, o.object) for o in found}
    dean = [f.observation for f in extract(enron("dean-c-inbox-19.txt"), 1, US)]
    assert {o.object for o in dean if (o.subject, o.predicate) == ("Ray Bowen", "job_title")} == {
        "executive vice president and chief financial officer"
    }
    whalley = {(o.predicate, o.object, o.retract) for o in dean if o.subject == "Greg Whalley"}
    assert ("works_at", "Enron", True) in whalley and not {p for p, _, _ in whalley} & {"job_title"}


# -- first-person statements the sample corpus does not use -------------------------------------------

WHEN = "2026-05-20T10:00:00Z"  # a Wednesday
DANA = Owner("Dana Levi", ("dana.levi@",), "IL")


def said(body: str) -> list[tuple]:
    it = CanonicalItem.from_dict({"source": "notes", "external_id": "x", "body": body, "timestamp": WHEN})
    return [
        (
            f.observation.predicate,
            f.observation.object,
            f.observation.valid_from.date().isoformat(),
            f.observation.retract,
        )
        for f in language(it, 1, DANA)
    ]


@pytest.mark.parametrize(
    "body, expected",
    [
        (
            "We've just moved into a flat on Dizengoff 100 in Tel Aviv.",
            [
                ("address", "Dizengoff 100, Tel Aviv", "2026-05-20", False),
                ("lives_in", "Tel Aviv", "2026-05-20", False),
            ],
        ),
        (
            "We're relocating to Berlin on April 1st.",
            [("lives_in", "Berlin", "2026-04-02", False)],
        ),  # the day after the move
        (
            "After six years in London I'm moving back to Haifa, from 1 September.",
            [("lives_in", "Haifa", "2026-09-01", False), ("lives_in", "London", "2026-05-20", False)],
        ),  # (London, the town the move leaves, on the letter's day)
        ("We moved back to Jerusalem last month.", [("lives_in", "Jerusalem", "2026-04-01", False)]),
        ("I'm back in Tel Aviv for good.", [("lives_in", "Tel Aviv", "2026-05-20", False)]),
        ("We finally settled in Lisbon.", [("lives_in", "Lisbon", "2026-05-20", False)]),
        ("Since I started with Globex in 2019 I have learned a lot.", [("works_at", "Globex", "2019-01-01", False)]),
        (
            "I've joined Initech as a data engineer.",
            [("works_at", "Initech", "2026-05-20", False), ("job_title", "data engineer", "2026-05-20", False)],
        ),
        (
            "I accepted a position with Wix as product manager.",
            [("works_at", "Wix", "2026-05-20", False), ("job_title", "product manager", "2026-05-20", False)],
        ),
        ("I've been promoted to team lead.", [("job_title", "team lead", "2026-05-20", False)]),
        ("I no longer work at Acme.", [("works_at", "Acme", "2026-05-20", True)]),
        # the employer the same text says one leaves
        (  # (and at Acme till then)
            "I'm leaving Acme Robotics, my last day is Friday.",
            [("works_at", "Acme Robotics", "2026-05-23", True), ("works_at", "Acme Robotics", "2026-05-20", False)],
        ),
        ("Rina Katz is my new manager.", [("manager", "Rina Katz", "2026-05-20", False)]),
        ("My new boss is Dana Cohen.", [("manager", "Dana Cohen", "2026-05-20", False)]),
        ("My new cell is 054-765-4321.", [("phone", "+972547654321", "2026-05-20", False)]),
        ("Please call\nmy cell at 054-765-4321.", [("phone", "+972547654321", "2026-05-20", False)]),
        (
            "If you have any questions about the move please contact me at 054-765-4321.",
            [("phone", "+972547654321", "2026-05-20", False)],
        ),
        (
            "Call me on 03-555-1234 or 054-765-4321 (mobile).",
            [("phone", "+97235551234", "2026-05-20", False), ("phone", "+972547654321", "2026-05-20", False)],
        ),
        (
            "Our new address is 14 Bialik St, Ramat Gan.",
            [
                ("address", "14 Bialik St, Ramat Gan", "2026-05-20", False),
                ("lives_in", "Ramat Gan", "2026-05-20", False),
            ],
        ),
        # Hebrew: inflections, prefixes, Hebrew names and years
        ("עברנו לדירה חדשה בחיפה", [("lives_in", "חיפה", "2026-05-20", False)]),
        ("עשינו רילוקיישן לברלין בחודש שעבר", [("lives_in", "ברלין", "2026-04-01", False)]),
        ("חזרנו לגור בתל אביב", [("lives_in", "תל אביב", "2026-05-20", False)]),
        ("אנחנו עוברים לירושלים מה-1 באוגוסט", [("lives_in", "ירושלים", "2026-08-01", False)]),
        ("התחלתי לעבוד בגוגל ב-1 במרץ", [("works_at", "גוגל", "2026-03-01", False)]),
        ("מאז שהתחלתי לעבוד באינטל ב-2015", [("works_at", "אינטל", "2015-01-01", False)]),
        # Thursday (2026-05-21) is the last day: from Friday no longer there ("היום האחרון" is no "today")
        ("אני עוזבת את אקמה, היום האחרון שלי ביום חמישי", [("works_at", "אקמה", "2026-05-22", True)]),
        ("הטלפון החדש שלי 054-7654321", [("phone", "+972547654321", "2026-05-20", False)]),
        ("אפשר להשיג אותי ב-054-7654321", [("phone", "+972547654321", "2026-05-20", False)]),
        ("המנהלת החדשה שלי היא רינה כץ", [("manager", "רינה כץ", "2026-05-20", False)]),
    ],
)
def test_first_person_statements_in_words_the_sample_never_uses(body, expected):
    assert said(body) == expected


@pytest.mark.parametrize(
    "body",
    [
        "If I moved to Paris I'd learn French.",  # a hypothetical
        "I'd love to work at Google.",  # a wish
        "I'm thinking about moving to Lisbon in June.",
        "Should I move to Berlin?",  # a question
        "I don't live in Haifa anymore.",  # a negation
        "He said he moved to Boston.",  # someone else
        'She told me "I live in Paris now".',  # someone else's words
        "We're moving to the 5th floor next week.",  # a desk move
        "I moved my desk to the 3rd floor.",
        "I moved to the new office in Herzliya on Sunday.",  # an office, not a home
        "Fax me at 03-555-9999.",  # a fax is not one's phone
        "If you call me at 054-765-4321 I will pick up.",  # a condition on the call, not a polite one
        "Do not call my cell at 054-765-4321.",
        "If I get the job, please call my cell at 054-765-4321.",
        "אם אעבור לחיפה אהיה מאושרת",  # if
        "הלוואי שהייתי גרה בברלין",  # a wish
        "לא עברתי לחיפה",  # a negation
    ],
)
def test_what_is_not_a_fact(body):
    assert said(body) == []


# -- as of a date, for every form of a subject -------------------------------------------------------


@enron_data
def test_as_of_answers_for_a_name_in_either_order_an_address_and_a_person_id(home, tmp_path):
    """Four real messages through the real pipeline (land, ingest, people, chunks, facts), the home
    reading US numbers; then `hinet facts --subject S --as-of D` as the API answers it."""
    export = tmp_path / "export"
    export.mkdir()
    for name in ("blair-l-inbox-201.txt", "buy-r-inbox-1154.txt", "causholli-m-inbox-19.txt", "lay-k-inbox-929.txt"):
        shutil.copyfile(ENRON / name, export / name)
    set_region(home, "US")
    day = "2002-01-01"
    land(home, "eml", export, day=day, account="enron")
    settings = home.settings()
    role = settings.role("owner")
    with Vault.open(home) as v:
        ingest_day(v, home, day)
        people_stage(v, settings, day=day)
        chunk_stage(v, lambda t: len(t.split()), day=day)
        facts_stage(v, settings, day=day)

        def answer(subject, predicate, when):
            return sorted(f["object"] for f in read(v, role, subject=subject, predicate=predicate, as_of=when))

        for who in ("Fran Fagan", "Fagan, Fran", "fagan fran", "fran.fagan@enron.com"):
            assert answer(who, "phone", "2002-01-01") == ["+17138535219"], who
        # Alice Wright is known to the vault by her header address: by it, by name and by person id
        pid = resolve(v, "alice.wright@enron.com")
        assert len(pid) == 1
        for who in ("alice.wright@enron.com", "Wright, Alice", "Alice Wright", f"P{pid[0]}"):
            assert answer(who, "job_title", "2001-12-01") == ["Assistant to Elizabeth Sager"], who
        # a stated start: "He joined Enron in 1994" holds from 1994, the title from the announcement
        assert "Enron" in answer("McMahon, Jeff", "works_at", "1999-06-01")  # (and its Industrial Markets)
        assert "Enron" in answer("Jeffrey McMahon", "works_at", "1996-01-01")  # the long first name
        assert answer("Jeff McMahon", "works_at", "1993-06-01") == []  # before he joined
        # "Jeff had been serving as chairman and CEO of Enron Industrial Markets": a past role is not a
        # title the mail states; the organisation is where he was
        assert answer("Jeff McMahon", "job_title", "2001-10-01") == []
        assert "Enron Industrial Markets" in answer("Jeff McMahon", "works_at", "2001-10-01")
        assert answer("Jeff McMahon", "job_title", "2001-11-15") == ["chief financial officer"]
        # the mailbox that names nobody: its address finds its signer
        assert answer("arta@houston.rr.com", "job_title", "2002-01-03") == ["Chairman"]
        again = facts_stage(v, settings, day=day)  # a no-op re-run adds nothing
        assert again.counts["observations"] == 0 and again.counts["facts_added"] == 0


# -- values stated together ---------------------------------------------------------------------------


def test_a_signatures_office_and_mobile_numbers_hold_together_until_the_next_statement():
    def obs(obj, day, record):
        when = datetime.fromisoformat(day).replace(tzinfo=timezone.utc)
        return Observation("Kim Ward", "phone", obj, when, record, "mail", when)

    found = consolidate(
        [
            obs("+17138530685", "2001-10-01", "r1"),  # office and cell in one signature
            obs("+17135551234", "2001-10-01", "r1"),
            obs("+17138530685", "2001-11-01", "r2"),  # the same two again: support
            obs("+17135551234", "2001-11-01", "r2"),
            obs("+12125550100", "2002-01-15", "r3"),  # a new number alone: both end
        ]
    )
    held = lambda day: sorted(f.object for f in as_of(found, parse_time(day, end=True)))  # noqa: E731
    assert held("2001-12-01") == ["+17135551234", "+17138530685"]
    assert held("2002-02-01") == ["+12125550100"]
    assert len(found) == 3


# -- hinet init --region --------------------------------------------------------------------------------


def test_init_sets_the_phone_region_and_defaults_to_the_locales_country(cli, tmp_path):
    code, out, err = cli("init", "--home", tmp_path / "us", "--region", "us", "--json")
    assert code == 0, err and '"region": "US"' in out
    from hinet_pipeline.config import Home

    us = Home(tmp_path / "us")
    assert us.settings().owner.region == "US"
    assert 'region = "US"' in us.config_path.read_text()
    # a US number in that home's mail is read as American
    note = CanonicalItem.from_dict(
        {"source": "notes", "external_id": "n", "body": "My new number is (713) 853-5035.", "timestamp": WHEN}
    )
    assert [f.observation.object for f in language(note, 1, us.settings().owner)] == ["+17138535035"]
    code, out, err = cli("init", "--home", tmp_path / "us", "--region", "DE")  # changed on an existing home
    assert code == 0 and us.settings().owner.region == "DE"
    code, out, err = cli("init", "--home", tmp_path / "bad", "--region", "ZZ")
    assert code != 0 and "region" in err and not (tmp_path / "bad").exists()
    code, out, err = cli("init", "--home", tmp_path / "he", "--json", env={"LANG": "he_IL.UTF-8", "LC_ALL": ""})
    assert code == 0 and Home(tmp_path / "he").settings().owner.region == "IL"
    code, out, err = cli("init", "--home", tmp_path / "de", "--json", env={"LANG": "de_DE.UTF-8", "LC_ALL": ""})
    assert code == 0 and Home(tmp_path / "de").settings().owner.region == "DE"
