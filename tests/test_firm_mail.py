"""A firm's mail (session 39, after reading the fourth synthetic mailbox, a law firm's): a program's notice
and a function's mailbox are no persons, a firm's office or practice group is no employer, a firm by its
initials is the firm its record names in full, a greeting is no name, and a paragraph its mail client
wrapped is read whole. Each with look-alikes that must stay as they were."""

from __future__ import annotations

import pytest

from hinet_pipeline.config import Home, Owner
from hinet_pipeline.memory.facts.extract import extract
from hinet_pipeline.memory.facts.reflow import unwrap
from hinet_pipeline.memory.people.lists import lists_only
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.vault import Vault

from .conftest import SHARED_DATA, needs_data
from .mailboxes import slept_mailbox

OWNER = Owner("Dana Levi", ("dana.levi@example.com",), "US")
DAY = "2001-05-02"


def _message(sender: str, to: str, subject: str, body: str, date: str = "Wed, 2 May 2001 10:15:27 -0400") -> bytes:
    name, addr = sender.rsplit(" <", 1) if " <" in sender else ("", sender)
    return (
        f"Message-ID: <{abs(hash((sender, subject)))}@firm>\nDate: {date}\nFrom: {addr.rstrip('>')}\nTo: {to}\n"
        f"Subject: {subject}\nMime-Version: 1.0\nContent-Type: text/plain; charset=us-ascii\n"
        f"X-From: {name}\nX-To: \nX-cc: \nX-bcc: \nX-Folder: \\DLEVI (Non-Privileged)\\Levi, Dana\\Inbox\n"
        f"X-Origin: Levi-D\nX-FileName: DLEVI (Non-Privileged).pst\n\n{body}"
    ).encode()


def _vault(tmp_path, messages: list[bytes]) -> Home:
    return slept_mailbox(tmp_path, messages, day=DAY, account="firm", suffix=".txt", facts=True)


def _kind(v: Vault, address: str) -> str:
    return v.conn.execute(
        "SELECT p.kind FROM identities d JOIN persons p ON p.person_id = d.person_id WHERE d.value = ?", (address,)
    ).fetchone()[0]


def _observed(v: Vault) -> set[tuple[str, str, str]]:
    return {tuple(r) for r in v.conn.execute("SELECT subject, predicate, object FROM fact_observations")}


_NOTICE = (
    "*** CASETRACK CALENDAR REMINDER - DO NOT REPLY TO THIS MESSAGE ***\n\nMatter:  04417-0032\n"
    "Event:   Status Conference (telephonic)\nResponsible: DRF / TJO\n"
)
_CONFLICT_CHECK = (
    "NEW MATTER - PLEASE REVIEW BY 5:00 PM THURSDAY\n\nClient:  Westbrook Regional School District\n\n"
    "If you have a relationship with any of the parties above, please reply to Conflicts.\n\n"
    "Nora Healey, Conflicts Analyst\next. 4475\n"
)


def test_a_programs_notice_and_a_functions_mailbox_are_no_persons(tmp_path):
    home = _vault(
        tmp_path,
        [
            _message("CaseTrack Calendar <casetrack@hcwfirm.com>", "dlevi@hcwfirm.com", "Reminder", _NOTICE),
            _message("Conflicts <conflicts@hcwfirm.com>", "all.attorneys@hcwfirm.com", "New matter", _CONFLICT_CHECK),
            # look-alikes: a person who asks that nobody reply all, a person writing to all staff
            _message(
                "Priya Raman <praman@hcwfirm.com>",
                "dlevi@hcwfirm.com",
                "Lunch",
                "Please do not reply-all to this message; just tell me if Friday works.\n\nPriya\n",
            ),
            _message(
                "Walter Pryzbylski <wpryzbylski@hcwfirm.com>",
                "all.staff@hcwfirm.com",
                "Parking",
                "The garage on Pearl Street closes early on Friday.\n\nWalter Pryzbylski\nPartner\n",
            ),
        ],  # fmt: skip
    )
    with Vault.open(home) as v:
        assert _kind(v, "casetrack@hcwfirm.com") == "bot"  # its own text says a program sent it
        assert _kind(v, "conflicts@hcwfirm.com") == "role"  # names nobody, writes to lists alone
        assert _kind(v, "praman@hcwfirm.com") == "person"
        assert _kind(v, "wpryzbylski@hcwfirm.com") == "person"
        facts = _observed(v)
    assert ("Nora Healey", "job_title", "Conflicts Analyst") in facts  # the signer's own title is hers
    assert not {f for f in facts if f[2] in ("conflicts@hcwfirm.com", "casetrack@hcwfirm.com")}  # no one's e-mail
    assert ("Priya Raman", "email", "praman@hcwfirm.com") in facts


def test_only_a_distribution_list_makes_its_writer_a_role():
    assert lists_only(["all.attorneys@hcwfirm.com"]) and lists_only(["dl-traders@enron.com", "all.staff@x.com"])
    assert not lists_only([])  # (no recipient says nothing)
    assert not lists_only(["tie_list_server@nyiso.com"])  # a discussion list's server: people post to it
    assert not lists_only(["all.attorneys@hcwfirm.com", "dlevi@hcwfirm.com"])  # a person among them


@needs_data("mail/enron/enron-eval/campbell-l-inbox-838.txt")
def test_a_person_posting_to_a_list_server_stays_a_person(tmp_path):
    raw = (SHARED_DATA / "mail" / "enron" / "enron-eval" / "campbell-l-inbox-838.txt").read_bytes()
    home = _vault(tmp_path, [raw])
    with Vault.open(home) as v:
        assert _kind(v, "dcongel@nyiso.com") == "person"


def _said(body: str, author: str = "Margaret Quinlan <mquinlan@hcwfirm.com>", day: str = "2001-08-20") -> set:
    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": f"{day}T10:00:00+00:00", "account": "firm",
         "author": author, "participants": [author, "Dana Levi <dana.levi@example.com>"], "title": "", "body": body}
    )  # fmt: skip
    return {
        (o.subject, o.predicate, o.object, str(o.valid_from)[:10])
        for f in extract(item, 1, OWNER)
        if (o := f.observation)
    }


@pytest.mark.parametrize(
    "body, found, absent",
    [
        # an office or a practice group, after its town or alone: no employer (its title still read past it)
        ("Hannah Cho will join the Providence Corporate & Banking group.  Hannah will report to Walter Pryzbylski.",
         {("Hannah Cho", "manager", "Walter Pryzbylski", "2001-08-20")}, {"works_at"}),
        ("Derek Abernathy will join the Hartford Litigation group after clerking for Justice Palmer.", set(),
         {"works_at"}),
        ("I am pleased to announce that Thomas J. Okafor will join the Hartford office as an associate in the "
         "Litigation Department as of September 5, 2000.",
         {("Thomas J. Okafor", "job_title", "associate", "2000-09-05")}, {"works_at"}),
        # look-alikes: a firm's team is the firm; a firm after its office; a firm named in full
        ("Jane Roe has joined the Google team as VP.",
         {("Jane Roe", "works_at", "Google", "2001-08-20"), ("Jane Roe", "job_title", "VP", "2001-08-20")}, set()),
        ("Tom Bell will join the London office of Goldman Sachs on September 4.",
         {("Tom Bell", "works_at", "Goldman Sachs", "2001-09-04")}, set()),
        # a plan's firm from the day its title gives ("will join X as Y as of <day>")
        ("Thomas J. Okafor will join Dalrymple & Fisk LLP as an associate in the Litigation Department as of "
         "September 5, 2000.",
         {("Thomas J. Okafor", "works_at", "Dalrymple & Fisk LLP", "2000-09-05"),
          ("Thomas J. Okafor", "job_title", "associate", "2000-09-05")}, set()),
        # a greeting is no name
        ("Happy New Year, partner!  Can you send me the updated checklist Monday?", set(), {"job_title"}),
        ("Merry Christmas, Director!  The file is on your chair.", set(), {"job_title"}),
    ],
)  # fmt: skip
def test_a_firms_units_and_greetings(body, found, absent):
    got = _said(body, day="2000-08-21" if "2000" in body else "2001-08-20")
    assert found <= got
    assert not {g for g in got if g[1] in absent}


def test_a_department_in_a_sign_offs_bar_fields_is_no_employer():
    got = _said(
        "Tom - the binders are on the cart outside your door.\n\n"
        "Sandra Pelletier | Paralegal | Litigation | 860.527.4452\n",
        author="Sandra Pelletier <spelletier@hcwfirm.com>",
    )
    assert ("Sandra Pelletier", "job_title", "Paralegal", "2001-08-20") in got
    assert not {g for g in got if g[1] == "works_at"}
    got = _said(
        "Tom - see you Monday.\n\nSandra Pelletier | Paralegal | Pemberton Valve\n",
        author="Sandra Pelletier <spelletier@hcwfirm.com>",
    )
    assert ("Sandra Pelletier", "works_at", "Pemberton Valve", "2001-08-20") in got  # a firm's name stays one


def test_a_firm_by_its_initials_is_the_firm_its_record_names_in_full():
    stahl = "Jeffrey L. Stahl <jstahl@hcwfirm.com>"
    got = _said(
        "As Margaret announced, I joined HCW on December 1 as Chief Operating Officer.\n\nJeff\n\n"
        "Jeffrey L. Stahl | Chief Operating Officer | Hollister Crane & Whitby LLP\n",
        author=stahl, day="2001-12-10",
    )  # fmt: skip
    firms = {(g[2], g[3]) for g in got if g[1] == "works_at"}
    assert firms == {("Hollister Crane & Whitby LLP", "2001-12-01"), ("Hollister Crane & Whitby LLP", "2001-12-10")}
    # look-alike: initials no name of the record's stands for stay as written
    got = _said(
        "I joined IBM on December 1 as Chief Operating Officer.\n\nJeff\n\n"
        "Jeffrey L. Stahl | Chief Operating Officer | Hollister Crane & Whitby LLP\n",
        author=stahl, day="2001-12-10",
    )  # fmt: skip
    assert ("Jeffrey L. Stahl", "works_at", "IBM", "2001-12-01") in got


_WRAPPED = (
    "Dear colleagues,\n\n"
    "After eleven years at HCW, I have decided to accept an offer to join Whitcomb\n"
    "Abbott LLP in Boston as a partner in its Trusts & Estates group, as of March\n"
    "1.  This was not an easy decision.  Ann's family is in Massachusetts and with\n"
    "her father's health as it is, the timing is right for us.\n\n"
    "Robert Castellano\nPartner\nHollister Crane & Whitby LLP\nDirect 860.527.4422\n"
)


def test_a_wrapped_paragraph_is_read_whole_and_nothing_else_is_joined():
    out = unwrap(_WRAPPED)
    assert len(out) == len(_WRAPPED)  # every span read in it is one of the original
    assert "join Whitcomb Abbott LLP" in out and "as of March 1." in out and "with her father" in out
    assert "Robert Castellano\nPartner\nHollister Crane & Whitby LLP\nDirect" in out  # short lines stay lines
    assert "Dear colleagues,\n\nAfter" in out
    # a label's line, a quote, an indented line, a bullet, bar fields: each stays a line
    labels = (
        "Kindly update my details on the above account as follows, effective from today onwards:\n"
        "New residential address: 12 Protea Avenue, Rondebosch, Cape Town, 7700, South Africa\n"
        "New cellphone number: 082 447 1935\n"
        "> Please confirm your start date at Workday and your reporting line, thanks so much\n"
        "Starting Mon 3 Feb, reporting to Siobhan Kelly (Head of Data), and that is all for now.\n"
        "  an indented line of a quoted message that runs on to the full width of the text\n"
        "- a bullet item that is long enough to reach the width of the wrapped paragraph\n"
        "Jeffrey L. Stahl | Chief Operating Officer | Hollister Crane & Whitby LLP | Hartford\n"
        "Pearl Street\n"
    )
    assert unwrap(labels) == labels
    assert unwrap("short\nlines\nonly\n") == "short\nlines\nonly\n"


def test_a_sign_offs_postal_address_on_one_line_and_its_numbers_by_their_own_labels():
    got = _said(
        "Denise\n\nDenise M. Albright\nVice President & Senior Counsel\nNarragansett Trust Bank | Legal Department\n"
        "One Financial Way, 12th Floor | Providence, RI 02903\nPhone 401.456.8800 | Fax 401.456.8890\n",
        author="Denise M. Albright <dalbright@ntbank.com>",
    )
    assert ("Denise M. Albright", "address", "One Financial Way, 12th Floor, Providence, RI 02903", "2001-08-20") in got
    assert {g[2] for g in got if g[1] == "phone"} == {"+14014568800"}  # (not the fax)
    got = _said(
        "Margaret\n\nMargaret A. Quinlan\nManaging Partner\nHollister Crane & Whitby LLP\n"
        "250 Pearl Street, 14th Floor, Hartford, CT 06103\n215.555.0388 direct | 215.555.0389 fax\n"
    )
    assert ("Margaret A. Quinlan", "address", "250 Pearl Street, 14th Floor, Hartford, CT 06103", "2001-08-20") in got
    assert {g[2] for g in got if g[1] == "phone"} == {"+12155550388"}  # a label after its number is its own
    # look-alike: a number in words that opens no street stays no address
    got = _said("Margaret\n\nMargaret A. Quinlan\nManaging Partner\nOne of the Hartford County Bar's trustees\n")
    assert not {g for g in got if g[1] == "address"}


@pytest.mark.parametrize(
    "body, day, found",
    [
        # an aside between a name and its appointment; its "since" is the aside's, not the title's day
        ("I am also pleased to announce that Walter J. Pryzbylski, who has been with the firm since 1992, will become "
         "Chair of the Corporate & Banking Practice Group on January 1, succeeding Ellen Whitby.", "2000-12-15",
         {("Walter J. Pryzbylski", "job_title", "Chair of the Corporate & Banking Practice Group", "2001-01-01")}),
        # several people and an apposition, then their boss; a list's item wrapped under its own column
        ("A few changes to how support staff are organized in Providence, effective\nMonday, April 16:\n\n"
         "- Christine Fairweather and Tom Nguyen, our two litigation and banking\n"
         "  paralegals, will report to Priya Raman for day-to-day assignments.\n"
         "- Reception coverage is unchanged.\n", "2001-04-10",
         {("Christine Fairweather", "manager", "Priya Raman", "2001-04-10"),
          ("Tom Nguyen", "manager", "Priya Raman", "2001-04-10")}),
        # an offer taken, a decision made: a plan, from the day the text gives (its town and title between)
        ("As we discussed, I've accepted Gerald's offer to join Pemberton Valve & Fitting as Associate General "
         "Counsel, reporting to him.  My last day here will be Friday, March 8, and I start at Pemberton on March 18.",
         "2002-02-08",
         {("Margaret Quinlan", "works_at", "Pemberton Valve & Fitting", "2002-03-18"),
          ("Margaret Quinlan", "job_title", "Associate General Counsel", "2002-03-18")}),
        ("After eleven years here, I have decided to accept an offer to join Whitcomb Abbott LLP in Boston as a "
         "partner in its Trusts & Estates group, as of March 1.", "2001-01-30",
         {("Margaret Quinlan", "works_at", "Whitcomb Abbott LLP", "2001-03-01"),
          ("Margaret Quinlan", "job_title", "partner", "2001-03-01")}),
    ],
)  # fmt: skip
def test_asides_appositions_and_offers_taken(body, day, found):
    assert found <= _said(body, day=day)


@pytest.mark.parametrize(
    "body",
    [
        "I decided not to accept the offer to join Google.",
        "I haven't decided to join Google yet.",
        "I have agreed to join Acme as CTO.",  # a plan with no day: no fact yet
    ],
)
def test_look_alikes_of_offers_and_asides_state_nothing(body):
    assert not {g for g in _said(body) if g[1] in ("works_at", "job_title", "lives_in")}


def test_an_asides_appointment_is_stated_its_move_is_not():
    # (session 40: "X, who has been named CFO," states the title, as "congratulating X, who has been promoted to Y"
    # does; the move the main clause plans is a third person's plan without its day: nothing)
    got = _said("Tom Bell, who has been named CFO, will move to Dallas.")
    assert ("Tom Bell", "job_title", "CFO", "2001-08-20") in got
    assert not {g for g in got if g[1] in ("works_at", "lives_in")}


def test_a_universitys_lists_bulletins_offices_and_a_listserv_post(tmp_path):
    home = _vault(
        tmp_path,
        [
            _message(
                "Brannock Today <bsutoday@brannock.edu>",
                "allfaculty@brannock.edu",
                "Brannock Today",
                "FLU SHOTS\n\nStudent Health will offer flu shots on October 9-11.\n\n--\nBrannock Today is "
                "published each Tuesday during the academic year by the Office of University Communications.\n",
            ),
            _message(
                "Sponsored Programs <osp@brannock.edu>",
                "mosterho@brannock.edu",
                "Deadline",
                "Routing forms can be faxed to us.\n\nThanks,\n\n"
                "Gwen Tollefson | Grants Specialist | Office of Sponsored Programs\n"
                "Brannock State University | 319-462-3380 | osp@brannock.edu\n",
            ),
            _message(
                "Fred Amsel <famsel@drakeford.edu>",
                "sysadm-l@listserv.midplainsnet.org",
                "sendmail 8.11.4",
                "Has anyone seen this with sendmail 8.11.4 on Solaris 8?\n\nFred Amsel\n\n"
                "To unsubscribe, send the command SIGNOFF SYSADM-L to listserv@listserv.midplainsnet.org\n",
            ),
        ],  # fmt: skip
    )
    with Vault.open(home) as v:
        assert _kind(v, "bsutoday@brannock.edu") == "newsletter"  # "is published each Tuesday"
        assert _kind(v, "osp@brannock.edu") == "role"  # an office's name, signed by a person
        assert _kind(v, "famsel@drakeford.edu") == "person"  # a post to a discussion list, its footer no bulletin's
        facts = _observed(v)
    assert ("Gwen Tollefson", "works_at", "Brannock State University") in facts  # (not her office)
    assert not {f for f in facts if f[2] == "osp@brannock.edu"}


@needs_data("mail/enron/enron-eval/baughman-d-inbox-396.txt")
def test_a_bulletin_sent_to_its_readers_list_stays_a_bulletin(tmp_path):
    raw = (SHARED_DATA / "mail" / "enron" / "enron-eval" / "baughman-d-inbox-396.txt").read_bytes()
    with Vault.open(_vault(tmp_path, [raw])) as v:  # "Jay Rickerts" <ecenter@> to enl-members-html@...
        assert _kind(v, "ecenter@williams.com") != "person"


@pytest.mark.parametrize(
    "body, author, found, absent",
    [
        # a one-line sign-off with a credential and bars: the institution employs them, not the department
        ("Ray\n\nRaymond J. Szabo, Ph.D. | Professor and Chair | Department of Civil Engineering | Brannock State "
         "University | 319-462-4450\n", "Raymond J. Szabo <rszabo@brannock.edu>",
         {("Raymond J. Szabo", "job_title", "Professor and Chair, Department of Civil Engineering", "2001-08-20"),
          ("Raymond J. Szabo", "works_at", "Brannock State University", "2001-08-20")}, set()),
        # a colleague who joins a department of the institution the sign-off names
        ("Lucia Fenwright will join the Department of Civil Engineering as Assistant Professor on August 16.\n\n"
         "Ray\n\nRaymond J. Szabo | Professor and Chair | Department of Civil Engineering | Brannock State University"
         " | 319-462-4450\n",
         "Raymond J. Szabo <rszabo@brannock.edu>",
         {("Lucia Fenwright", "works_at", "Brannock State University", "2001-08-16")},
         {("Lucia Fenwright", "works_at", "Department of Civil Engineering", "2001-08-16")}),
        # look-alike: a government's department employs its own
        ("Lucia Fenwright will join the Department of Energy as an analyst on August 16.\n\n"
         "Ray\n\nRaymond J. Szabo | Professor and Chair | Brannock State University | 319-462-4450\n",
         "Raymond J. Szabo <rszabo@brannock.edu>",
         {("Lucia Fenwright", "works_at", "Department of Energy", "2001-08-16")}, set()),
    ],
)  # fmt: skip
def test_an_institution_over_its_units(body, author, found, absent):
    got = _said(body, author=author)
    assert found <= got and not absent & got


@pytest.mark.parametrize(
    "body, found, absent",
    [
        # a review's probes (session 39): a unit's noun capitalised, a unit of a named firm, a team of a firm
        ("Anna Ortiz will join the Platform Team on January 7.", set(), {"works_at"}),
        ("Jane Doe has joined the Houston Office of Vinson & Elkins.",
         {("Jane Doe", "works_at", "Vinson & Elkins", "2001-08-20")}, set()),
        ("Jane Doe has joined the Carlyle Group as a Partner.",
         {("Jane Doe", "works_at", "Carlyle Group", "2001-08-20")}, set()),
        ("Jim Lee will join the Real Estate practice as an associate.", set(), {"works_at"}),
        # an aside's firm is no subject ("..., who spent six years at Goldman Sachs, will join ..."): the name is
        ("Steven Cole, who spent six years at Goldman Sachs, will join Acme Corp as Treasurer on September 5.",
         {("Steven Cole", "works_at", "Acme Corp", "2001-09-05"),
          ("Steven Cole", "job_title", "Treasurer", "2001-09-05")}, set()),
        ("Steven Cole (who came to us from Ropes & Gray in 1992) will join Acme Corp as Treasurer on September 5.",
         {("Steven Cole", "works_at", "Acme Corp", "2001-09-05")}, set()),
        ("Steven Cole, formerly of Ropes & Gray, will join Acme Corp as Treasurer on September 5.",
         {("Steven Cole", "job_title", "Treasurer", "2001-09-05")}, set()),
        ("Walter J. Pryzbylski, who joined the firm in 1992, will become Chair of the Corporate Group on January 1.",
         {("Walter J. Pryzbylski", "job_title", "Chair of the Corporate Group", "2002-01-01")}, set()),
        # each to one boss
        ("Ed Park and Jo Lee will report to Paul Grant and Beth Cho respectively.", set(), {"manager"}),
    ],
)  # fmt: skip
def test_units_asides_and_bosses_a_review_probed(body, found, absent):
    got = _said(body)
    assert found <= got and not {g for g in got if g[0] in ("Goldman Sachs", "Ropes & Gray")}
    assert not {g for g in got if g[1] in absent and g[0] != "Margaret Quinlan"}


def test_sign_offs_with_an_honorific_credentials_and_a_department_beside_the_title():
    got = _said(
        "Thanks,\n\nDr. Alan Brooks | Professor and Chair | Department of History | Brannock State University | "
        "860.201.4420\n",
        author="Alan Brooks <abrooks@brannock.edu>",
    )
    assert ("Alan Brooks", "works_at", "Brannock State University", "2001-08-20") in got
    got = _said(
        "Kevin\n\nKevin Ng\nParalegal | Litigation\nBrooks & Hale LLP\n860.555.0199\n", author="Kevin Ng <kng@bh.com>"
    )
    assert ("Kevin Ng", "job_title", "Paralegal", "2001-08-20") in got
    assert ("Kevin Ng", "works_at", "Brooks & Hale LLP", "2001-08-20") in got
    got = _said("Alan\n\nAlan Brooks, FAIA, NCARB\nPrincipal\nBrooks Architects\n860.201.4420\n")
    assert ("Alan Brooks", "job_title", "Principal", "2001-08-20") in got


def test_a_one_line_sign_offs_facts_cite_their_own_fields():
    body = (
        "See attached.\n\nDana Levi | Vice President, Corporate Banking | Missouri River National Bank | 402.633.4190"
    )
    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": "2001-08-20T10:00:00+00:00", "account": "firm",
         "author": "Dana Levi <dlevi@mrnb.com>", "participants": [], "title": "", "body": body}
    )  # fmt: skip
    cited = {f.observation.predicate: body[f.span[0] : f.span[1]] for f in extract(item, 1, OWNER) if f.span}
    assert cited["job_title"] == "Vice President, Corporate Banking | Missouri River National Bank"
    assert cited["phone"] == "402.633.4190"


@pytest.mark.parametrize(
    "body, found",
    [
        ("Steven Cole will join Acme Corp, as an associate, on September 5.",
         {("Steven Cole", "works_at", "Acme Corp", "2001-09-05"),
          ("Steven Cole", "job_title", "associate", "2001-09-05")}),
        ("Paul Grant has been named Chief Financial Officer of Baker Lowell LLP, effective April 2.",
         {("Paul Grant", "works_at", "Baker Lowell LLP", "2001-04-02"),
          ("Paul Grant", "job_title", "Chief Financial Officer", "2001-04-02")}),
        ("Lucia Fenwright will join the Department of Mathematics at Yale University as a lecturer on January 15.",
         {("Lucia Fenwright", "works_at", "Yale University", "2002-01-15"),
          ("Lucia Fenwright", "job_title", "lecturer", "2002-01-15")}),
        ("Ann Lee, Bob Ray and Jo Kim have joined Enron as Vice Presidents.",
         {(who, p, o, "2001-08-20") for who in ("Ann Lee", "Bob Ray", "Jo Kim")
          for p, o in (("works_at", "Enron"), ("job_title", "Vice President"))}),
    ],
)  # fmt: skip
def test_a_joins_firm_title_and_day_past_commas_and_several_who_join(body, found):
    assert found <= _said(body)


def test_several_named_after_a_unit_are_not_who_joins():
    got = _said("The directors of Facility Audits, Chuck Goode and Steve Allen, will join Enron next year.")
    assert not {g for g in got if g[1] == "works_at"}


@pytest.mark.parametrize(
    "block, firm, address, phone",
    [
        ("Brooks & Hale LLP\n250 Pearl Street, 14th Floor, Hartford, CT 06103", "Brooks & Hale LLP",
         "250 Pearl Street, 14th Floor, Hartford, CT 06103", None),
        ("Associate\nBrooks & Hale LLP\nOne Financial Way, 12th Floor | Providence, RI 02903 | 401.555.0140",
         "Brooks & Hale LLP", "One Financial Way, 12th Floor, Providence, RI 02903", "+14015550140"),
        ("Associate\nBrooks & Hale LLP | 1600 Market Street, Suite 3600 | Philadelphia, PA 19103 | 215.555.0400",
         "Brooks & Hale LLP", "1600 Market Street, Suite 3600, Philadelphia, PA 19103", "+12155550400"),
        ("Associate\nBrooks & Hale LLP\nSuite 400, 100 Main Street, Hartford, CT 06103\n860.555.0100",
         "Brooks & Hale LLP", "Suite 400, 100 Main Street, Hartford, CT 06103", "+18605550100"),
    ],
)  # fmt: skip
def test_a_sign_offs_address_and_numbers_among_its_fields(block, firm, address, phone):
    got = _said(f"Thanks,\n\nTom Baker\n{block}\n", author="Tom Baker <tbaker@bh.com>")
    assert ("Tom Baker", "works_at", firm, "2001-08-20") in got
    assert ("Tom Baker", "address", address, "2001-08-20") in got
    assert {g[2] for g in got if g[1] == "phone"} == ({phone} if phone else set())


@pytest.mark.parametrize(
    "body, found",
    [
        ("I've decided to leave HCW and join Whitman Hale LLP as a partner on March 1.",
         {("Margaret Quinlan", "works_at", "Whitman Hale LLP", "2002-03-01"),
          ("Margaret Quinlan", "job_title", "partner", "2002-03-01")}),
        ("I'm leaving Acme to join Initech as Treasurer on March 1.",
         {("Margaret Quinlan", "works_at", "Initech", "2002-03-01")}),
        ("I'm not leaving Acme to join Initech.", set()),
        ("I might leave Acme to join Initech.", set()),
    ],
)  # fmt: skip
def test_leaving_one_firm_to_join_another(body, found):
    got = {g for g in _said(body, day="2002-02-04") if g[1] != "email"}
    assert found <= got and (found or not got)


@pytest.mark.parametrize(
    "body, author, found, absent",
    [
        # a second review's probes (session 39): what one joins that employs no one
        ("Karen Lee has joined the Houston Symphony as a board member.", None, set(), {"works_at"}),
        ("Karen Lee joined Tom Hale for lunch at Brennan's.", None, set(), {"works_at"}),
        ("Karen Lee joined the Dynegy account team last week.", None, set(), {"works_at"}),
        ("Jeff Skilling will join the Board of Directors of Compaq.", None, set(), {"works_at"}),
        ("Karen Lee joined Greg Whalley's staff meeting as a guest.", None, set(), {"works_at"}),
        ("Karen Lee joined the MBA program at Rice University.", None, set(), {"works_at"}),
        # a plan called off; a place one reports to; titles given respectively
        ("I've accepted a position as Senior Analyst at Goldman Sachs, but it fell through.", None, set(),
         {"works_at", "job_title"}),
        ("I had decided to join Microsoft as a manager on March 1, but I changed my mind.", None, set(),
         {"works_at", "job_title"}),
        ("Karen Lee will report to Greg Whalley's office by 9 am to pick up her badge.", None, set(), {"manager"}),
        ("Karen Lee and Tom Hale have joined Enron Capital as Vice President and Director, respectively.", None,
         {("Karen Lee", "works_at", "Enron Capital", "2001-08-20")}, {"job_title"}),
        # whole names of organisations
        ("Karen Lee joined the Department of the Interior as an analyst on March 1.", None,
         {("Karen Lee", "works_at", "Department of the Interior", "2001-03-01")}, set()),
        ("Karen Lee joined the Houston Police Department as an officer.", None,
         {("Karen Lee", "works_at", "Houston Police Department", "2001-08-20")}, set()),
        ("I've joined the WWF.\n\nBob Writer\nWorld Wildlife Fund", None,
         {("Margaret Quinlan", "works_at", "WWF", "2001-08-20")}, set()),
        # initials expand only to the writer's own firm (its mail domain holds them); a department is replaced
        # only by the institution of a sign-off that names it
        ("Karen Lee has joined the SEC as a staff attorney.\n\nJoe Smith\nPartner\nSmith Elkins & Cole LLP\n"
         "713-555-1000", "Joe Smith <jsmith@smithelkins.example>",
         {("Karen Lee", "works_at", "SEC", "2001-08-20")}, set()),
        ("Karen Lee will join the Department of Human Services on March 1.\n\nJane Roe\nProfessor\nRice University\n"
         "713-555-2000", "Jane Roe <jroe@rice.edu>",
         {("Karen Lee", "works_at", "Department of Human Services", "2002-03-01")}, set()),
    ],
)  # fmt: skip
def test_what_a_second_review_probed(body, author, found, absent):
    got = _said(body, author=author) if author else _said(body)
    assert found <= got
    assert not {g for g in got if g[1] in absent and g[0] != "Margaret Quinlan"} or not absent
    if absent:
        assert not {g for g in got if g[1] in absent and g[0] in ("Karen Lee", "Tom Hale", "Jeff Skilling")}


def test_an_office_among_a_sign_offs_fields_is_no_home():
    got = _said(
        "Thanks,\n\nTom Baker\nBrooks & Hale LLP | 1600 Market Street, Suite 3600 | Philadelphia, PA 19103\n",
        author="Tom Baker <tbaker@bh.com>",
    )
    assert ("Tom Baker", "address", "1600 Market Street, Suite 3600, Philadelphia, PA 19103", "2001-08-20") in got
    assert not {g for g in got if g[1] == "lives_in"}


def test_a_person_who_mentions_an_automatic_notice_stays_a_person(tmp_path):
    home = _vault(
        tmp_path,
        [
            _message("Kay Mann <kay.mann@enron.com>", "dlevi@enron.com", "Reminder",
                     "Dana - this is an automated reminder I set up for myself: the Dynegy draft is due.\n\nKay\n"),
            _message("Rick Buy <rick.buy@enron.com>", "dlevi@enron.com", "Notice",
                     "The system says do not reply to this message, so I am writing to you instead.\n\nRick\n"),
            _message("Payroll System <payroll.notices@enron.com>", "dlevi@enron.com", "Pay stub",
                     "THIS IS A GENERATED EMAIL - DO NOT REPLY!\n\nYour pay stub is ready.\n"),
        ],
    )  # fmt: skip
    with Vault.open(home) as v:
        assert _kind(v, "kay.mann@enron.com") == "person" and _kind(v, "rick.buy@enron.com") == "person"
        assert _kind(v, "payroll.notices@enron.com") == "bot"


@pytest.mark.parametrize("greeting", ["Hi,", "All,", "Team,", "Colleagues,", "Hi all,"])
def test_a_greeting_line_before_an_announcement_is_no_list_of_names(greeting):
    got = _said(f"{greeting}\n\nJane Roe has joined KPMG as a manager.\n")
    assert ("Jane Roe", "works_at", "KPMG", "2001-08-20") in got
    assert ("Jane Roe", "job_title", "manager", "2001-08-20") in got


def test_a_senders_own_name_signs_though_a_word_of_it_names_a_job():
    got = _said("Thanks,\n\nBob Writer\nSenior Analyst\nAcme Corp\n713-555-1000\n", author="Bob Writer <bw@acme.com>")
    assert {
        ("Bob Writer", "job_title", "Senior Analyst", "2001-08-20"),
        ("Bob Writer", "works_at", "Acme Corp", "2001-08-20"),
    } <= got
    got = _said("Dean\n\nDean Smith\nDirector of Sales\nAcme Corp\n713-555-1001\n", author="Dean Smith <ds@acme.com>")
    assert ("Dean Smith", "job_title", "Director of Sales", "2001-08-20") in got
    assert not {g for g in got if g[2] == "Dean Smith"}  # (his name is no title)


def test_a_polite_condition_of_the_readers_need_without_its_comma():
    # fischer-m-inbox-50 (Enron): "If you need to get a hold of me I can be reached at (713)302-8236 (cell)"
    got = _said("See you Wednesday. If you need to get a hold of me I can be reached at (713)302-8236 (cell).")
    assert ("Margaret Quinlan", "phone", "+17133028236", "2001-08-20") in got
    assert not {g for g in _said("If I move to Paris I can be reached at 713-302-8236.") if g[1] == "phone"}
