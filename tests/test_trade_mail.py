"""What mailboxes of trades nobody here had read showed (session 40): each case from a held-out synthetic
mailbox or a review, with the look-alikes that must not change."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.lexicon import role_plural
from hinet_pipeline.memory.people.identity import name_key
from hinet_pipeline.memory.people.kinds import address_kind, identity_kind, name_kind


@pytest.mark.parametrize(
    "word, plural",
    [("Supervisors", True), ("adjusters", True), ("secretaries", True), ("foremen", True), ("attorneys", True),
     ("Executives", True), ("reps", True), ("Fellows", False), ("Deans", False), ("Parsons", False),
     ("Masters", False), ("Rivers", False), ("Sanders", False), ("Andrews", False), ("Williams", False),
     ("Supervisor", False), ("Collins", False)],
)  # fmt: skip
def test_a_group_of_people_by_their_job_is_told_from_a_surname(word, plural):
    assert role_plural(word) is plural


def test_a_group_named_by_its_job_and_place_is_a_list_not_a_person():
    # synthetic-mail-6 (a pump manufacturer): "Owensboro Supervisors" <supervisors.owensboro@breckwoodpump.com>
    for name in ("Owensboro Supervisors", "Jackson Supervisors", "All Adjusters - Memphis", "Field Foremen"):
        assert name_key(name) is None and name_kind(name) == "list"
    assert address_kind("supervisors.jackson@breckwoodpump.com") == "list"
    assert identity_kind("email", "supervisors.owensboro@breckwoodpump.com", {"Owensboro Supervisors": 4}, {}) == "list"
    # people whose surname is a plural or a title stay people
    for name in ("Jim Fellows", "Kate Deans", "Anne Masters", "Tom Parsons", "Dean Rivers", "Rick Buyer"):
        assert name_key(name) is not None and name_kind(name) is None
    assert identity_kind("email", "jim.fellows@x.com", {"Jim Fellows": 2}, {"personal": 2}) is None


def test_a_firms_order_desk_is_no_person():
    # synthetic-mail-6: orders@pendletoncastings.com, cc'd with no display name
    assert address_kind("orders@pendletoncastings.com") == "role"
    assert identity_kind("email", "orders@pendletoncastings.com", {}, {}) == "role"
    assert name_kind("Rate Quotes") == "role"  # an Enron sender named for what it sends


def _said(body: str, day: str, author: str = "Connie Whitlock <cwhitlock@breckwoodpump.com>") -> set:
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.extract import extract
    from hinet_pipeline.records import CanonicalItem

    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": f"{day}T10:00:00+00:00", "account": "plant",
         "author": author, "participants": [author, "Dana Levi <dana.levi@example.com>"], "title": "", "body": body}
    )  # fmt: skip
    owner = Owner("Dana Levi", ("dana.levi@example.com",), "US")
    found = (f.observation for f in extract(item, 1, owner))
    return {(o.subject, o.predicate, o.object, str(o.valid_from)[:10]) for o in found}


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        # a sign-off's phone on a line of fields with its e-mail; a street and its town after a slash
        ("Thanks!\nLori Vance | Staffing Coordinator | Kentuckiana Staffing Services\n270.926.5512 | "
         "lvance@kentuckianastaffing.com\n", "1999-05-14", {("Lori Vance", "phone", "+12709265512", "1999-05-14")}, ()),
        ("Thanks.\n\nPete Lozano, Senior Buyer\nDelta Irrigation Supply, Inc.\n"
         "2410 Hwy 82 East / Greenville, MS 38701\n(662) 334-7720\n", "1999-09-21",
         {("Pete Lozano", "address", "2410 Hwy 82 East, Greenville, MS 38701", "1999-09-21"),
          ("Pete Lozano", "phone", "+16623347720", "1999-09-21")}, ()),
        # the best way to reach one (not through someone else, not a pager)
        ("I'll carry the help desk pager (270-687-1120), but the fastest way to reach me is my cell, (270) 993-0415.",
         "1999-12-29", {("Connie Whitlock", "phone", "+12709930415", "1999-12-29")}, ("+12706871120",)),
        ("The best way to reach me is through Sarah at 270-993-0415.", "1999-12-29", set(), ("+12709930415",)),
        # a join into a department, its day a weekday and a date, "as our new ..."
        ("Brenda Sowders joined the Human Resources department on September 27 as our new Benefits Coordinator.",
         "1999-10-04", {("Brenda Sowders", "job_title", "Benefits Coordinator", "1999-09-27")}, ()),
        ("Stacy Pennington will be joining the Purchasing department on Monday, October 2 as Buyer.", "2000-09-20",
         {("Stacy Pennington", "job_title", "Buyer", "2000-10-02")}, ("2000-09-25",)),
        ("Stacy Pennington will join Acme on Monday, October 2 as Buyer.", "2000-09-20",
         {("Stacy Pennington", "works_at", "Acme", "2000-10-02")}, ("2000-09-25",)),
        # a transfer within the firm: the title, its boss in the next sentence, no employer of the plant
        ("Wendell Pryor will transfer to our Jackson plant as Maintenance Superintendent effective July 10. In "
         "Jackson he'll be responsible for all maintenance and will report to Ron Tibbs.", "2000-05-30",
         {("Wendell Pryor", "job_title", "Maintenance Superintendent", "2000-07-10"),
          ("Wendell Pryor", "manager", "Ron Tibbs", "2000-07-10")}, ("works_at",)),  # (his boss from the post's day)
        # the firm's own title as an apposition; not an outside adviser's, not a former one
        ("Earl Mattingly, our Assembly Foreman, will retire on Friday, June 29.", "2001-05-21",
         {("Earl Mattingly", "job_title", "Assembly Foreman", "2001-05-21")}, ("2001-06-29",)),
        ("I met Jane Doe, our new Controller, on Monday.", "2001-05-21",
         {("Jane Doe", "job_title", "Controller", "2001-05-21")}, ("2001-05-14",)),
        ("Jane Doe, our attorney, will call.  Jim Roe, our Dell Account Manager, will too.", "2001-05-21", set(),
         ("job_title",)),
        ("Jane Doe, our former Controller, called.", "2001-05-21", set(), ("job_title",)),
    ],
)  # fmt: skip
def test_what_a_pump_manufacturers_mailbox_showed(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a in g}


def test_an_organisations_initials_a_numbered_crew_and_a_shared_box_are_no_persons():
    # synthetic-mail-8 (a general contractor): "SHB Bids" <bids@>, "SHB Safety", "Field Crew 3", "Estimating, Shared"
    for name in ("SHB Bids", "SHB Safety", "MVSD Purchasing", "Field Crew 3", "Field Crew 7 - Denver",
                 "Estimating, Shared"):  # fmt: skip
        assert name_key(name) is None and name_kind(name) == "role", name
    assert identity_kind("email", "fieldcrew3@sorhalebuilders.com", {"Field Crew 3": 2}, {"personal": 2}) == "role"
    # a credential after a name, capitals with a vowel, "Y" as a vowel, a number in brackets: people
    for name in ("Robert W. Huntley, CFP", "JOHN SMITH", "Glenn Wynn", "LYNN WYNN", "Smith, John (3)"):
        assert name_key(name) is not None and name_kind(name) is None, name


def test_a_mailbox_the_text_calls_shared_is_no_persons():
    from hinet_pipeline.intake.connectors.mail_signals import shared_boxes

    # synthetic-mail-7 (an insurer): "Claims Intake" <claims.intake@osagemutual.com>
    text = "Agents should send new losses to the intake mailbox, claims.intake@osagemutual.com, and copy me."
    assert shared_boxes(text) == ["claims.intake@osagemutual.com"]
    assert shared_boxes("Please reply to claims.intake@x.com so anyone in the unit can pick it up.") == [
        "claims.intake@x.com"
    ]
    assert shared_boxes("Send it to my inbox, jsmith@x.com, or to Kim at kim@x.com.") == []
    assert identity_kind("email", "claims.intake@x.com", {"Claims Intake": 3}, {"shared": 1, "personal": 3}) == "role"
    assert identity_kind("email", "claims.intake@x.com", {"Claims Intake": 3}, {"personal": 3}) is None


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        # a likeness is no fact
        ("I spent yesterday on the phone with their CSR, so at this point I feel like I work for Gaither &\nSons.",
         "2000-03-10", set(), ("works_at",)),
        ("It feels as if we moved to Denver years ago.", "2000-03-10", set(), ("lives_in",)),
        ("I feel good.  I work for Acme Corp now.", "2000-03-10", {("Connie Whitlock", "works_at", "Acme Corp",
                                                                   "2000-03-10")}, ()),
        # a case's party in a claim's record, not someone the mail tells about
        ("New assignment below.\n\nCLAIM NO:     00-M-1187\nPOLICY:       BOP 3308215\nINSURED:      Bluff City Auto "
         "Body, Inc.\nLOSS DATE:    06/29/2000\nCONTACT:      Ronnie Sapp, owner, 901-458-7730 (shop)\n\nPlease make "
         "contact within 24 hours.\n", "2000-06-30", set(), ("Ronnie Sapp",)),
        # "her cell phone is" after a town: no town's number
        ("She is visiting our Little Rock office through Thursday.\n\nIf you need to reach her while she is "
         "traveling, her cell phone is\n573-680-2217.", "1999-10-05", set(), ("Little Rock",)),
        # a department signs; a town in Colorado is no company
        ("Thank you,\n\nAccounts Payable\nSorensen Hale Builders, Inc.\n(801) 972-4420\nap@sorhalebuilders.com\n",
         "2001-09-04", set(), ("Accounts Payable",)),
        ("Gloria\n\nGloria Baptiste\nCapital Projects Manager\nHighline Library District\n2400 W. Belleview Avenue\n"
         "Littleton, CO 80123\n(303) 795-3962\n", "2000-07-06",
         {("Gloria Baptiste", "address", "2400 W. Belleview Avenue, Littleton, CO 80123", "2000-07-06")},
         ("Littleton",)),
    ],
)  # fmt: skip
def test_what_an_insurers_and_a_contractors_mailboxes_showed(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if any(a == x for x in g[:3]) or a in g[0]}


@pytest.mark.parametrize(
    "body, found, absent",
    [
        # a boss from the sentence's subject: "reports to", past a town between; a day of another clause's not taken
        ("Tom Pruitt will lead the CAT team.  Tom will continue to coordinate the CAT Team out of Little Rock and "
         "reports directly to me on all deployments.", {("Tom Pruitt", "manager", "Connie Whitlock", "2001-03-01")},
         ()),
        ("Peggy Haskins has led our claims organization since 1996 and will continue to report to me.",
         {("Peggy Haskins", "manager", "Connie Whitlock", "2001-03-01")}, ("1996-01-01",)),
        # a person and their unit, the unit's words in lower case
        ("Effective June 1, 2002, Dale Wendt and the Memphis claims unit will report directly to me until a "
         "successor is named.", {("Dale Wendt", "manager", "Connie Whitlock", "2002-06-01")}, ()),
        # "from here on out": from now; a plan without a day or under a condition is none
        ("I'll be reporting to Alan Richter from here on out.", {("Connie Whitlock", "manager", "Alan Richter",
                                                                  "2001-03-01")}, ()),
        ("I'll be reporting to Alan Richter.", set(), ("manager",)),
        ("If the deal closes I'll be reporting to Alan Richter from now on.", set(), ("manager",)),
        # "claims" a noun, not a claim ("our claims organization"); a claim is someone else's word
        ("Tom claims he joined Acme as VP.", set(), ("works_at", "job_title")),
    ],
)  # fmt: skip
def test_bosses_an_insurers_announcements_name(body, found, absent):
    got = _said(body, "2001-03-01")
    assert found <= got
    assert not {g for g in got for a in absent if a in g}


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        # a home said in passing: where one lives "out in", a house closed on, a condo bought (not might, not theirs)
        ("We live out in Collierville, so the commute is long.", "2000-11-10",
         {("Connie Whitlock", "lives_in", "Collierville", "2000-11-10")}, ()),
        ("Sheila and I closed on a house in Littleton last week, and the kids start school there Monday.",
         "2000-11-10", {("Connie Whitlock", "lives_in", "Littleton", "2000-11-03")}, ()),
        ("I'm not going anywhere -- we bought a condo in Lakewood last spring.", "2000-11-10",
         {("Connie Whitlock", "lives_in", "Lakewood", "2000-11-10")}, ()),
        ("We might buy a house in Gulf Shores.  My parents bought a house in Tampa.", "2000-11-10", set(),
         ("lives_in",)),
        # an address to reach one at after a day ahead; a cell that stays the same
        ("After the 22nd you can reach me at my personal address, jeff_ostrowski_ut@yahoo.com.  My cell (801) "
         "647-2208 stays the same.", "2000-11-10",
         {("Connie Whitlock", "email", "jeff_ostrowski_ut@yahoo.com", "2000-11-22"),
          ("Connie Whitlock", "phone", "+18016472208", "2000-11-10")}, ()),
        ("Home office line in Charlotte will be 704-598-2213.  Cell stays the same, 270-302-4419.", "2002-03-01",
         {("Connie Whitlock", "phone", "+12703024419", "2002-03-01")}, ()),
        ("The price stays the same, 801-647-2208.", "2002-03-01", set(), ("phone",)),
        ("After Friday drinks I moved to Leeds.", "2000-11-10", set(), ("2000-11-22",)),
        # "who joins us as", a colleague's number and e-mail that "will be"
        ("Please welcome Luis Arroyo, who joins us as a Claims Adjuster effective Monday, April 3.  His direct line "
         "will be 901-684-3327 and his e-mail will be larroyo@osagemutual.com.", "2000-03-28",
         {("Luis Arroyo", "job_title", "Claims Adjuster", "2000-04-03"),
          ("Luis Arroyo", "phone", "+19016843327", "2000-03-28"),
          ("Luis Arroyo", "email", "larroyo@osagemutual.com", "2000-03-28")}, ()),
        ("The pipeline joins the mainline at Katy.", "2000-03-28", set(), ("works_at",)),
        # a reply quoted under "X wrote on DATE:": the quoted words are X's, as of that day, not the sender's
        ("Thanks, Laurel.\n\nDana\n\nLaurel Fenwick wrote on 3/28/2003:\n> I'm not going anywhere -- we bought a "
         "condo in Lakewood last spring.\n", "2003-04-11", {("Laurel Fenwick", "lives_in", "Lakewood", "2003-03-28")},
         ()),  # (none of the sender's: test_facts_extract's test_quoted_text_is_not_the_replier_s)
    ],
)  # fmt: skip
def test_what_an_insurers_and_a_contractors_people_say_of_themselves(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a in g}


@pytest.mark.parametrize(
    "body, found, absent",
    [
        # a public body employs: "City of Wexley", "Highline Library District"; a seat held is no employer
        ("Thanks.\n\nRuth Ann Dempsey\nCity Clerk\nCity of Wexley\n101 North Main Street\nWexley, Ohio 45372\n"
         "(937) 426-3200\nFax (937) 426-3299\n", {("Ruth Ann Dempsey", "works_at", "City of Wexley", "2001-05-10")},
         ("+19374263299",)),
        ("Thanks!\nDee\n\nDee Fairbanks\nBroker-Owner, Fairbanks & Cole Realty\n"
         "(937) 426-8850   cell (937) 609-7712\n\n"
         "Council Member At-Large, City of Wexley\nMember, Tri-County Regional Planning Commission\n",
         {("Dee Fairbanks", "job_title", "Broker-Owner", "2001-05-10"),
          ("Dee Fairbanks", "works_at", "Fairbanks & Cole Realty", "2001-05-10")}, ("Commission",)),
        # a title the head nouns now hold ("Fire Marshal") is no name, nor is a bureau
        ("Tom\n\nThomas Reardon\nFire Marshal\nFire Prevention Bureau\nCity of Wexley Division of Fire\n"
         "(937) 426-3820\n",
         {("Thomas Reardon", "job_title", "Fire Marshal", "2001-05-10"),
          ("Thomas Reardon", "phone", "+19374263820", "2001-05-10")}, ("Fire Prevention Bureau",)),
        # several reporting together, each with a unit in brackets; "respectively": unsaid whose
        ("During the interim Marcus Oyelaran will report directly to me, and Frank Delacroix (Water Utility) and Paul "
         "Whitacre (Engineering) will report to Marcus.",
         {("Frank Delacroix", "manager", "Marcus Oyelaran", "2001-05-10"),
          ("Paul Whitacre", "manager", "Marcus Oyelaran", "2001-05-10")}, ()),
        ("Chuck Goode and Steve Allen will report to Mike Terraso and Tom Bell, respectively.", set(), ("manager",)),
    ],
)  # fmt: skip
def test_what_a_city_governments_mailbox_showed(body, found, absent):
    got = _said(body, "2001-05-10")
    assert found <= got
    assert not {g for g in got for a in absent if a in g[0] or a in g[2] or a == g[1]}
    assert all(g[0] not in ("Fire Marshal", "City Clerk") for g in got)  # a title is no one's name


def test_a_mailbox_named_for_its_firm_and_a_function_and_an_agenda_list_are_no_persons():
    # synthetic-mail-9: "Buckeye Asphalt Estimating" <estimating@buckeyeasphalt.com>, "Council Agenda Distribution"
    assert identity_kind("email", "estimating@buckeyeasphalt.com", {"Buckeye Asphalt Estimating": 1}, {}) == "role"
    assert identity_kind("email", "council.agenda@ci.wexley.oh.us", {"Council Agenda Distribution": 2}, {}) == "list"
    # a consultant's own name as his domain, a name that is also a place: people
    assert identity_kind("email", "john@johnsmith.com", {"John Smith": 1}, {}) is None
    assert identity_kind("email", "vjones@virginia.edu", {"Virginia Jones": 1}, {}) is None
    assert name_key("John Sheriff") is not None  # a surname that names a job elsewhere


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        # a modern sign-off: a web address alone is no employer; a note in brackets keeps the block together
        ("Thanks,\nHannah\n\nHannah Liu\nSenior Technical Recruiter | Brightpath Talent\nDirect: 512.555.0188 | "
         "Toll-free: 1-877-555-0100\nbrightpathtalent.com\n", "2017-06-14",
         {("Hannah Liu", "works_at", "Brightpath Talent", "2017-06-14"),
          ("Hannah Liu", "phone", "+15125550188", "2017-06-14")}, ("brightpathtalent.com", "+18775550100")),
        ("Mateo\n\nMateo Ruiz\nDesign Lead, Pixelwright Studio\n(contract design partner for Lumenfold)\n"
         "+1 737 555 0110\n", "2019-01-10",
         {("Mateo Ruiz", "works_at", "Pixelwright Studio", "2019-01-10"),
          ("Mateo Ruiz", "phone", "+17375550110", "2019-01-10")}, ("Lumenfold",)),
        # a boss with a title in brackets; "will be reporting"; a first name the text gave in full
        ("Please welcome Jun Park, who starts Monday as Software Engineer. Jun will be reporting to Marcus Oyelaran "
         "(Engineering Manager, Ingest).", "2017-03-08",
         {("Jun Park", "manager", "Marcus Oyelaran", "2017-03-13"),  # (from the Monday ahead)
          ("Jun Park", "job_title", "Software Engineer", "2017-03-13"),
          ("Marcus Oyelaran", "job_title", "Engineering Manager, Ingest", "2017-03-08")}, ()),
        # "stepping into the role of"; not "stepping into the breach"
        ("Dana Whitcomb is stepping into the role of Head of People.  Sam Reyes is stepping into the breach.",
         "2020-02-05", {("Dana Whitcomb", "job_title", "Head of People", "2020-02-05")}, ("Sam Reyes",)),
        # a town said to be home, or "from home in"; not "home to" a trade, not "home for the holidays"
        ("Also, Austin is home, so Seattle would be a tough sell regardless.", "2018-02-01",
         {("Connie Whitlock", "lives_in", "Austin", "2018-02-01")}, ()),
        ("Greetings from home in Portland, where it is (shockingly) raining.", "2018-04-01",
         {("Connie Whitlock", "lives_in", "Portland", "2018-04-01")}, ()),
        ("Houston is home to many energy firms.  Paris is home for the holidays.", "2018-04-01", set(),
         ("lives_in",)),
        # a move in a month: from its first day; "from A to B": to B; a year alone, or a wish, dates nothing
        ("Quick heads-up: I'm moving to Denver next month.", "2018-09-10",
         {("Connie Whitlock", "lives_in", "Denver", "2018-10-01")}, ()),
        ("Big news: we're moving from Austin to Portland in March.", "2020-01-20",
         {("Connie Whitlock", "lives_in", "Portland", "2020-03-01"),
          ("Connie Whitlock", "lives_in", "Austin", "2020-01-20")}, ()),  # (Austin till March: the town it leaves)
        ("At some point next year I'd like to move to Bristol.", "2020-11-02", set(), ("lives_in",)),
    ],
)  # fmt: skip
def test_what_a_startups_modern_mail_showed(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a in g[0] or a in g[2] or a == g[1]}


@pytest.mark.parametrize(
    "body, found, absent",
    [
        # who named whom, a title before the name what they were; a public body after "of the" employs
        ("At a special meeting last night, City Council accepted the resignation of the City Manager and, by "
         "Resolution 2000-18, named Deputy City Manager Leonard P. Castellano as Interim City Manager effective "
         "Monday, March 13, 2000.",
         {("Leonard P. Castellano", "job_title", "Interim City Manager", "2000-03-13"),
          ("Leonard P. Castellano", "job_title", "Deputy City Manager", "2000-03-10")}, ()),
        ("City Council voted 6-1 to adopt Resolution 2000-41, appointing Leonard P. Castellano as City Manager of the "
         "City of Wexley effective August 1, 2000.",
         {("Leonard P. Castellano", "job_title", "City Manager", "2000-08-01"),
          ("Leonard P. Castellano", "works_at", "City of Wexley", "2000-08-01")}, ("Wexley",)),
        ("Acme has hired Jane Roe as its new CFO.  We promoted Tom Bell to Senior Analyst.",
         {("Jane Roe", "job_title", "CFO", "2000-03-10"), ("Tom Bell", "job_title", "Senior Analyst", "2000-03-10")},
         ()),
        # a title of the Board stays whole; a seat on a board is no title
        ("Ken Lay, Chairman of the Board, spoke.", {("Ken Lay", "job_title", "Chairman of the Board", "2000-03-10")},
         ()),
        ("The board named Tom Smith to the Board of Trustees.", set(), ("job_title",)),
        # the roles held before, each from the day it began; "Len" for Leonard
        ("Council appointed Leonard P. Castellano as City Manager effective August 1, 2000.\n\nLen has served as "
         "Interim City Manager since March 13 and as Deputy City Manager since 1996.",
         {("Leonard P. Castellano", "job_title", "Interim City Manager", "2000-03-13"),
          ("Leonard P. Castellano", "job_title", "Deputy City Manager", "1996-01-01")}, ()),
        ("Lorraine has asked Dwayne Cutler to serve as Acting Chief Building Official effective March 17.",
         {("Dwayne Cutler", "job_title", "Acting Chief Building Official", "2000-03-17")}, ()),
        ("I asked Tom Smith to Review the draft.", set(), ("job_title",)),
        # a small town the gazetteer does not know, where the grammar says a town stands
        ("We finally closed on the house in Bellbrook last week, so I'm officially a Bellbrook resident.",
         {("Connie Whitlock", "lives_in", "Bellbrook", "2000-03-03")}, ()),
        ("We closed on the house in Monday.  I'm officially a Marketing resident.", set(), ("lives_in",)),
    ],
)  # fmt: skip
def test_who_a_council_named(body, found, absent):
    got = _said(body, "2000-03-10")
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


def _said_by(body: str, author: str, participants: list[str], day: str = "2020-02-07") -> set:
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.extract import extract
    from hinet_pipeline.records import CanonicalItem

    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": f"{day}T10:00:00+00:00", "account": "startup",
         "author": author, "participants": [author, *participants], "title": "", "body": body}
    )  # fmt: skip
    found = (f.observation for f in extract(item, 1, Owner("Dana Levi", ("dana.levi@example.com",), "US")))
    return {(o.subject, o.predicate, o.object, str(o.valid_from)[:10]) for o in found}


def test_a_boss_by_first_name_is_the_one_the_header_names():
    # synthetic-mail-10: "Jun continues to report to Aisha." with "Aisha Bello <aisha@...>" on the Cc line
    body = "Hi eng,\n\n- Jun Park is stepping into the Tech Lead, Ingest role. Jun continues to report to Aisha.\n"
    marcus = "Marcus Oyelaran <marcus@lumenfold.io>"
    got = _said_by(body, marcus, ["eng@lumenfold.io", "Aisha Bello <aisha@lumenfold.io>", "Jun Park <jun@x.io>"])
    assert ("Jun Park", "manager", "Aisha Bello", "2020-02-07") in got
    # two of that first name in the header: unsaid which
    got = _said_by(body, marcus, ["Aisha Bello <aisha@lumenfold.io>", "Aisha Khan <akhan@lumenfold.io>"])
    assert not {g for g in got if g[1] == "manager"}


def test_a_one_line_sign_off_with_the_name_first_and_a_long_one_line_address():
    marcus = "Marcus Oyelaran <marcus@lumenfold.io>"
    got = _said_by(
        "Marcus\n\n--\nMarcus Oyelaran | Director of Engineering | Lumenfold\nm: +1 737 555 0192\n", marcus, []
    )
    assert ("Marcus Oyelaran", "job_title", "Director of Engineering", "2020-02-07") in got
    assert not {g for g in got if g[1] == "job_title" and "Oyelaran" in g[2]}  # (the name is no part of the title)
    got = _said("Best,\nRachel\n\nRachel Amsel\nGeneral Partner | Copperline Ventures\n2200 Sand Hill Road, Suite "
                "140, Menlo Park, CA 94025\no: 650-555-0144\n", "2018-03-01")  # fmt: skip
    assert ("Rachel Amsel", "address", "2200 Sand Hill Road, Suite 140, Menlo Park, CA 94025", "2018-03-01") in got
    assert ("Rachel Amsel", "phone", "+16505550144", "2018-03-01") in got


def test_a_contact_rows_organisation_is_its_persons_employer():
    # dasovich-j-inbox-149 (Enron, the fresh gold): rows under "Here is contact info:"
    body = ("The customer may contact me or the attorneys directly.  Here is contact info:\n"
            "Sue Mara, Enron Government Affairs, (415) 782-7802\n"
            "Dan Douglass, outside attorney (formerly with Arter & Hadden), preparing CPUC filing (818) 596-2201\n"
            "Ed Duncan, Arter & Hadden, preparing court case (818) 596-2291\n")  # fmt: skip
    got = _said(body, "2001-09-12")
    assert {("Sue Mara", "works_at", "Enron Government Affairs", "2001-09-12"),
            ("Ed Duncan", "works_at", "Arter & Hadden", "2001-09-12")} <= got  # fmt: skip
    assert not {g for g in got if g[0] == "Dan Douglass" and g[1] == "works_at"}  # (formerly with: no employer)
    got = _said(
        "Here is contact info:\nJane Roe, Houston, (713) 555-0101\nTom Bell, Tom Bell, 713-555-0102\n", "2001-09-12"
    )
    assert not {g for g in got if g[1] == "works_at"}  # a town, a name: no employer


def test_an_assistants_sign_off_names_the_bosss_employer_too():
    # buy-r-inbox-412 (Enron, the fresh gold): "Tina Spiller / Assistant to Greg Piper / President & CEO / Enron Net
    # Works LLC": Greg Piper works there as well
    got = _said("Thanks.\n\nTina Spiller\nAssistant to Greg Piper\nPresident & CEO\nEnron Net Works LLC\n"
                "Phone 713.853.5746\nFax 713.646.8070\n", "2001-11-06")  # fmt: skip
    assert {("Tina Spiller", "manager", "Greg Piper", "2001-11-06"),
            ("Greg Piper", "job_title", "President & CEO", "2001-11-06"),
            ("Greg Piper", "works_at", "Enron Net Works LLC", "2001-11-06"),
            ("Tina Spiller", "works_at", "Enron Net Works LLC", "2001-11-06")} <= got  # fmt: skip
    # an assistant to a boss whose title the block does not give: the org is the assistant's alone
    got = _said(
        "Thanks.\n\nTina Spiller\nAssistant to Greg Piper\nEnron Net Works LLC\nPhone 713.853.5746\n", "2001-11-06"
    )
    assert not {g for g in got if g[0] == "Greg Piper" and g[1] == "works_at"}


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        # a life's own mail: a new place, some weeks in at a job, a boss named beside "my boss", "I'm a X at Y"
        ("We are officially out of the basement! New place is 1187 Neil Ave, Apt 3B, Columbus, OH 43201.",
         "2012-05-02", {("Connie Whitlock", "address", "1187 Neil Ave, Apt 3B, Columbus", "2012-05-02"),
                        ("Connie Whitlock", "lives_in", "Columbus", "2012-05-02")}, ()),
        ("Work is good so far. Three weeks in at Scioto Valley Health and I think I like it. My boss, Diane "
         "Whitfield, is the kind of person who answers emails in four minutes.", "2012-05-02",
         {("Connie Whitlock", "works_at", "Scioto Valley Health", "2012-05-02"),
          ("Connie Whitlock", "manager", "Diane Whitfield", "2012-05-02")}, ("Scioto Valley Health and I",)),
        ("Me! As of yesterday I'm a Financial Analyst II at Kroger. Same desk, same cubicle.", "2012-09-18",
         {("Connie Whitlock", "job_title", "Financial Analyst II", "2012-09-17"),
          ("Connie Whitlock", "works_at", "Kroger", "2012-09-18")}, ()),
        ("I'm a big Fan at Arsenal games.  If I'm a Director at Acme next year, I'll buy a boat.", "2012-09-18",
         set(), ("job_title", "works_at")),
        # numbers and addresses as a life's mail says them
        ("Also, new email going forward: jenna.mercer.atx@gmail.com. I'm shutting down this Yahoo account.",
         "2016-02-03", {("Connie Whitlock", "email", "jenna.mercer.atx@gmail.com", "2016-02-03")}, ()),
        ("I finally gave in and got a Chicago number: 312-555-0129.", "2015-07-08",
         {("Connie Whitlock", "phone", "+13125550129", "2015-07-08")}, ()),
        ("We finally got Colorado numbers, so you can delete the 312 ones: I'm 720-555-0119 and Sam is "
         "720-555-0120.", "2018-10-09", {("Connie Whitlock", "phone", "+17205550119", "2018-10-09")},
         ("+17205550120",)),
        ("Email is best, and my cell is still 312-555-0129.", "2018-07-02",
         {("Connie Whitlock", "phone", "+13125550129", "2018-07-02")}, ()),
        ("Our address is now officially:\n3318 W. 29th Ave\nDenver, CO 80211\n", "2018-10-09",
         {("Connie Whitlock", "lives_in", "Denver", "2018-10-09")}, ("3318 W, Denver",)),
    ],
)  # fmt: skip
def test_what_one_persons_own_mail_showed(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}
    assert any(g[2].startswith("3318 W. 29th Ave") for g in got) or "3318" not in body


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        ("Diane promoted me to Marketing Manager in January.", "2014-02-10",
         {("Connie Whitlock", "job_title", "Marketing Manager", "2014-01-01")}, ()),
        ("Caitlin, congratulations: effective today, you are Marketing Manager for Scioto Valley Health. You'll "
         "continue to report to me.", "2014-01-13",
         {("Dana Levi", "job_title", "Marketing Manager", "2014-01-13"),
          ("Dana Levi", "manager", "Connie Whitlock", "2014-01-13")}, ()),
        ("You'll report to Greg Tanaka.", "2015-05-20", set(), ("manager",)),  # a plan without its day
        ("I start at Halverson & Pike (222 W. Hubbard) on June 15 as a Content Strategist.", "2015-05-20",
         {("Connie Whitlock", "works_at", "Halverson & Pike", "2015-06-15"),
          ("Connie Whitlock", "job_title", "Content Strategist", "2015-06-15")}, ()),
        # a neighbourhood the gazetteer does not know gives way to the town the same text names
        ("Priya and I closed on a house in Northside last month! Our new address is 4107 Hamilton Ave, Cincinnati, "
         "OH 45223.", "2017-08-01", {("Connie Whitlock", "lives_in", "Cincinnati", "2017-08-01")}, ("Northside",)),
    ],
)  # fmt: skip
def test_what_one_persons_own_mail_showed_of_jobs(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a == g[1] or a == g[2]}


def test_a_landlords_leasing_box_is_no_person():
    assert address_kind("leasing@northstarpm.com") == "role" and name_kind("Buckeye Campus Rentals") == "role"


@pytest.mark.parametrize(
    "body, day, found, absent",
    [
        # a grocery chain's announcements: "welcome X as Y" (the gate had left it out), a numbered unit no employer,
        # the day past the unit the title names, "who has been promoted"
        ("Also, please welcome Nadia Brooks as Store Director of Store #9 - Ozark.", "2010-10-04",
         {("Nadia Brooks", "job_title", "Store Director", "2010-10-04")}, ("Store",)),
        ("Please join me in congratulating Walt Henning, who has been promoted to Store Director of Store #9 - Ozark, "
         "effective Monday, March 10, 2008.  Walt will report to Dana Whitfield, District Manager, District 3.",
         "2008-03-03", {("Walt Henning", "job_title", "Store Director", "2008-03-10"),
                        ("Dana Whitfield", "job_title", "District Manager", "2008-03-03")}, ("District 3",)),
        ("You're welcome to join us as a guest.", "2008-03-03", set(), ("job_title",)),
        # two reports in one sentence, each its own subject; a department no employer
        ("Derek Tran will continue to report to Teresa Gallo, and Teresa continues to report to Phil Ambrose, Vice "
         "President of Merchandising.", "2011-01-10",
         {("Derek Tran", "manager", "Teresa Gallo", "2011-01-10"),
          ("Teresa Gallo", "manager", "Phil Ambrose", "2011-01-10")}, ("Merchandising", "Phil Ambrose|")),
        # a desk's number, a benefits line: no one's phone
        ("Thanks\n\nRay Lindqvist\nTransportation Manager\nBramwell Food Stores, Inc.\nOffice 417-555-0150 | Cell "
         "417-555-0152\nDispatch (24 hrs) 417-555-0155 | Fax 417-555-0157\n", "2010-10-04",
         {("Ray Lindqvist", "phone", "+14175550152", "2010-10-04")}, ("+14175550155", "+14175550157")),
        ("Hi,\n\nQuestions? Call the Benefits Line at 417-555-0140 or reply to this e-mail.\n\nBob Writer\n"
         "713-555-1234\n", "2011-06-01", set(), ("+14175550140",)),
    ],
)  # fmt: skip
def test_what_a_grocery_chains_mailbox_showed(body, day, found, absent):
    got = _said(body, day)
    assert found <= got
    assert not {g for g in got for a in absent if a == g[2]}
    assert not {g for g in got if g[0] == "Derek Tran" and g[2] == "Phil Ambrose"}
