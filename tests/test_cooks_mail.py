"""What a cook's mailbox showed (session 44, `synthetic-mail-19`, read after it was scored held out): restaurants that
sign under a title with no firm's word ("Owner, The Quarry Table", "Harbor & Vine" of harborandvine.com), a kitchen's
titles ("line cook", "Pitmaster"), a letter that offers its reader a job in labelled lines, a move-in's day that dates
the new address said after it, a sister's news in a Christmas letter, and the look-alikes each must not take."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.lexicon import has_title
from hinet_pipeline.memory.facts.named import known_people
from hinet_pipeline.memory.facts.orgs import is_org
from hinet_pipeline.memory.facts.title_line import title_and_org

from .test_personal_mail import _holds
from .test_trade_mail import _said

ME = "Duarte Carvalho"
DUARTE = "Duarte Carvalho <duarte.carvalho.cooks@gmail.com>"


@pytest.mark.parametrize(
    "text, title",
    [
        ("line cook", True), ("Line Cook", True), ("a pastry cook", True), ("Head Baker", True), ("Pitmaster", True),
        ("cook", False), ("I love to cook", False),  # (a word alone: no post)
        ("Mary Cook", False), ("Baker Botts", False), ("Cook Inlet Energy", False),  # a name, a firm
    ],
)  # fmt: skip
def test_a_kitchens_titles(text, title):
    assert has_title(text) is title


@pytest.mark.parametrize(
    "line, domains, org",
    [
        ("The Quarry Table", {"quarrytable"}, True),  # its whole name spelled as the sender's domain spells it
        ("Harbor & Vine", {"harborandvine"}, True),
        ("Smoke Signal BBQ", set(), True),  # a kitchen's kind
        ("Bayside Children's Hospital", set(), True),  # a possessive before a business's word
        ("Tidewater Hospitality Group", set(), True),
        ("Casco Bay Pediatrics", set(), True),
        ("The Quarry Table", {"gmail"}, False),  # no domain spells it, no firm's word ends it
        ("Bob's team", set(), False),
        ("Harbor & Vine", {"vine"}, False),  # a domain that spells part of it only
    ],
)  # fmt: skip
def test_a_firm_by_its_domain_its_kind_or_its_possessive(line, domains, org):
    assert is_org(line, domains) is org


def test_a_restaurant_named_with_the_after_a_title_by_its_domain():
    assert title_and_org("Owner, The Quarry Table", {"quarrytable"}) == ("Owner", "The Quarry Table")
    assert title_and_org("Producer, The Morning Show", set()) == ("Producer, The Morning Show", None)


@pytest.mark.parametrize(
    "line, got",
    [
        ("Sous Chef, Fennel & Salt", ("Sous Chef", "Fennel & Salt")),
        ("Owner & Head Baker, Masa & Crumb", ("Owner & Head Baker", "Masa & Crumb")),
        ("Coordinator, Maine Restaurant Workers Alliance", ("Coordinator", "Maine Restaurant Workers Alliance")),
        # a department after the title's comma stays in it
        ("Vice President, Mergers & Acquisitions", ("Vice President, Mergers & Acquisitions", None)),
        ("Manager, Health & Safety", ("Manager, Health & Safety", None)),
        ("VP, Sales & Marketing", ("VP, Sales & Marketing", None)),
        ("Director, The Americas", ("Director, The Americas", None)),
    ],
)  # fmt: skip
def test_a_title_and_the_restaurant_after_its_comma(line, got):
    assert title_and_org(line, set()) == got


@pytest.mark.parametrize(
    "author, body, day, found, absent",
    [
        # a restaurant's owner signs with her firm after the title, a cell by "c." on a line with the site
        ("Gwen Halloran <gwen@quarrytable.com>",
         "Would you be up for coming up for a day?\n\nBest,\nGwen\n\nGwen Halloran\nOwner, The Quarry Table\n"
         "412 Fore Street, Portland, ME 04101\nc. 207-555-0121 | www.quarrytable.com", "2017-02-06",
         {("Gwen Halloran", "job_title", "Owner", "2017-02-06"),
          ("Gwen Halloran", "works_at", "The Quarry Table", "2017-02-06"),
          ("Gwen Halloran", "phone", "+12075550121", "2017-02-06")}, ()),
        ("Dan Ruggiero <dan@harborandvine.com>",
         "Bring your knives.\n\nDan\n\n--\nDan Ruggiero\nChef/Owner\nHarbor & Vine\n210 Wickenden St, Providence RI "
         "02906", "2012-06-01", {("Dan Ruggiero", "works_at", "Harbor & Vine", "2012-06-01")}, ()),
        # a tagline after the firm's name; the number under it still read
        ("Marcus Oyelaran <marcus@smokesignalbbq.com>",
         "tell leah thanks for the cookies\n\nM\n\nMarcus Oyelaran\nOwner / Pitmaster\nSmoke Signal BBQ -- \"we smoke "
         "so you don't have to\"\nMobile 617-555-0156", "2016-12-21",
         {("Marcus Oyelaran", "works_at", "Smoke Signal BBQ", "2016-12-21"),
          ("Marcus Oyelaran", "phone", "+16175550156", "2016-12-21")}, ()),
        # a post no lexicon knows over a firm's line: the firm
        ("Inês Carvalho <inescarvalho.pt@gmail.com>",
         "Beijinhos,\nInês\n\n--\nInês Carvalho\nGestora de Clientes Empresariais\nBanco Meridional, S.A.",
         "2020-10-19", {("Inês Carvalho", "works_at", "Banco Meridional, S.A.", "2020-10-19")}, ()),
        # ... not a motto over the signer's own name
        ("Kevin Heal <kevin.heal@enron.com>",
         "She and I can both answer questions.\n\nCarpe Diem\nKevin Heal\nEnron Canada Corp.\n403 974-6727",
         "2001-11-19", {("Kevin Heal", "works_at", "Enron Canada Corp.", "2001-11-19")}, ("Carpe Diem",)),
        # "Chef" before a name is no title of it
        ("Kelsey Dunn <kdunn@narragansettculinary.edu>",
         "I'll feed you.\n\nKelsey\n\nChef Kelsey Dunn\nChef Instructor, Culinary Arts\nNarragansett Culinary "
         "Institute\nOffice: 401-555-0118", "2019-08-12",
         {("Kelsey Dunn", "works_at", "Narragansett Culinary Institute", "2019-08-12")}, ("Chef Kelsey Dunn",)),
    ],
)  # fmt: skip
def test_a_restaurants_sign_offs(author, body, day, found, absent):
    _holds(_said(body, day, author=author), found, absent)


_OFFER = (
    "Dear Duarte,\n\nOn behalf of Tidewater Hospitality Group, I am pleased to offer you the position of Line Cook at "
    "Fennel & Salt, 1650 Washington Street, Boston. This letter confirms the terms we discussed:\n\n"
    "Position:     Line Cook (full-time, hourly, non-exempt)\nLocation:     Fennel & Salt\n"
    "Reports to:   Colleen Marsh, Executive Chef\nStart date:   Monday, March 17, 2014\n\nSincerely,\n\nMeredith Kwan"
)


def test_a_letter_that_offers_its_reader_a_job_in_labelled_lines():
    # the reader's title, employer and boss from the start date the letter gives
    got = _said(_OFFER, "2014-02-18", author="Meredith Kwan <mkwan@tidewaterhg.com>")
    reader = "Dana Levi"  # (the one the letter is to)
    _holds(
        got,
        {(reader, "job_title", "Line Cook", "2014-03-17"), (reader, "works_at", "Fennel & Salt", "2014-03-17"),
         (reader, "manager", "Colleen Marsh", "2014-03-17")},
        (),
    )  # fmt: skip
    # ... not a posting passed on, nor an offer withdrawn
    posting = _OFFER.replace("I am pleased to offer you the position", "we are posting the position")
    assert not {g for g in _said(posting, "2014-02-18", author="Meredith Kwan <mkwan@x.com>") if g[0] == reader}
    withdrawn = _OFFER + "\n\nUnfortunately we must withdraw this offer."
    assert not {g for g in _said(withdrawn, "2014-02-18", author="Meredith Kwan <mkwan@x.com>") if g[0] == reader}


@pytest.mark.parametrize(
    "author, body, day, found, absent",
    [
        # a title in small letters at an employer named with "the"; one without an article, ending with its head
        (DUARTE, "I'm a pastry cook at the Whitcombe Hotel downtown, laminating dough.", "2012-09-14",
         {(ME, "job_title", "pastry cook", "2012-09-14"), (ME, "works_at", "Whitcombe Hotel", "2012-09-14")}, ()),
        (DUARTE, "I left Tidewater last fall and since November I've been culinary director at Halyard Group.",
         "2021-04-08", {(ME, "job_title", "culinary director", "2020-11-01"),
                        (ME, "works_at", "Halyard Group", "2020-11-01")}, ()),
        (DUARTE, "I've been head down at Enron all week.", "2021-04-08", set(), ("job_title",)),
        (DUARTE, "I've been promoted to Senior Engineer at Infosys.", "2021-04-08", set(),
         ("promoted to Senior Engineer",)),
        # a title in small letters ahead, with its start said
        (DUARTE, "The bank is transferring me to the London office - I'll be a relationship manager in the corporate "
         "team there, starting 11 January.", "2020-10-19", {(ME, "job_title", "relationship manager", "2021-01-11")},
         ()),
        (DUARTE, "I'll be a free man from next week.", "2020-10-19", set(), ("job_title",)),
        (DUARTE, "I'll be a bit late, starting at 9.", "2020-10-19", set(), ("job_title",)),
        # a move by a day "by / at the end of the month"
        (DUARTE, "So I'll be living in Austin by the end of the month, which means you have a place to stay.",
         "2016-10-11", {(ME, "lives_in", "Austin", "2016-10-31")}, ()),
        # a condition's clause ends at "but": the main clause after it holds
        (DUARTE, "I'll keep the flat in Porto until March in case everything goes wrong, but from January I live in "
         "London.", "2020-10-19", {(ME, "lives_in", "London", "2021-01-01")}, ()),
        (DUARTE, "If I get the job, I'm moving to London in January.", "2020-10-19", set(), ("lives_in",)),
        # a new cell after a clause of the writer's own, not after another's news
        (DUARTE, "Still in Boston (JP now), new cell 617-555-0185, the old one went with the job.", "2021-04-08",
         {(ME, "phone", "+16175550185", "2021-04-08")}, ()),
        (DUARTE, "Tom got a job at Acme, new cell 617-555-0185.", "2021-04-08", set(), ("phone",)),
        # the move-in said before the new address dates it (the day after the move)
        (DUARTE, "we close on the 28th and move in august 1st, Leah's dad is bringing his truck up.\n\nnew address "
         "will be 36 Glenwood Ave, Portland ME 04103.", "2020-07-15",
         {(ME, "address", "36 Glenwood Ave, Portland", "2020-08-02")}, ()),
        (DUARTE, "We've moved! New address is 12 Chapel Street, Lancaster. Moving day was Saturday.", "2025-06-30",
         {(ME, "address", "12 Chapel Street, Lancaster", "2025-06-28")}, ()),
        # the address a package is for, after a move-in
        (DUARTE, "I moved into the apartment with Marcus, it's small. The address for the package is:\n\n88 Atwells "
         "Ave, Apt 3\nProvidence, RI 02903\n", "2012-06-17",
         {(ME, "address", "88 Atwells Ave, Apt 3, Providence", "2012-06-17")}, ()),
    ],
)  # fmt: skip
def test_a_cooks_own_news(author, body, day, found, absent):
    _holds(_said(body, day, author=author), found, absent)


def test_a_sisters_news_in_a_christmas_letter_and_a_couples_line():
    with known_people(lambda: ("Inês Carvalho", "Leah Brennan", ME)):
        got = _said("In Portugal, my sister Inês was promoted to branch manager at Banco Meridional in Porto in June "
                    "- Mãe has told every person at the market.", "2018-12-19", author=DUARTE)  # fmt: skip
        assert ("Inês Carvalho", "job_title", "branch manager", "2018-06-01") in got
        # a couple's line with first names only: the partner the vault knows, not one with the writer's last name
        got = _said("Feliz Natal,\nDuarte & Leah\n17 Vesper St, Apt 2, Portland ME 04101", "2018-12-19", author=DUARTE)
        assert ("Leah Brennan", "address", "17 Vesper St, Apt 2, Portland ME 04101", "2018-12-19") in got
        assert not {g for g in got if g[0] in ("Leah Carvalho", "Feliz Natal")}
