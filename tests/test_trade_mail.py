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
          ("Wendell Pryor", "manager", "Ron Tibbs", "2000-05-30")}, ("works_at",)),
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
