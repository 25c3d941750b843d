"""People on real mail (issue [14]): participants as the mail writes them (Outlook's "Last, First",
Exchange's X-From/X-To names), lists, bots and newsletters told apart from persons, merges proposed
from evidence, and one way a name becomes persons. On the shared Enron mail and the notmuch corpus
(real messages through the real connectors), and on hand-made records where a case needs it."""

from __future__ import annotations

import re
import shutil
from email import message_from_bytes

import pytest

from hinet_pipeline.config import Home, Owner
from hinet_pipeline.index.indexing import chunk_stage
from hinet_pipeline.intake.connectors.mail import message_to_item
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.people import directory
from hinet_pipeline.memory.people.identity import Identity, fits_address, format_participant, name_key, parse, wrote
from hinet_pipeline.memory.people.identity import split_addresses as split
from hinet_pipeline.memory.people.resolve import resolve
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.memory.people.suggest import suggest
from hinet_pipeline.read.retrieval.filters import Filters, prefilter_sql
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.home_setup import init_home, set_owner, set_region
from hinet_pipeline.store.items import upsert_items
from hinet_pipeline.store.vault import Vault

from .conftest import SHARED_DATA, needs_data

ENRON = SHARED_DATA / "mail" / "enron" / "enron-eval"
NOTMUCH = SHARED_DATA / "mail" / "notmuch"
DAY = "2002-01-31"
_ADDRESS = re.compile(r"[\w.'+-]*\w@[\w-]+(?:\.[\w-]+)+")


def item_of(name: str) -> dict:
    return message_to_item((ENRON / name).read_bytes(), location=name, position=None, account="enron")


def people_of(item: dict) -> dict[str, str | None]:
    """address → display name, read back from the participant strings as the people step reads them."""
    return {p.value: p.display for p in map(parse, item["participants"]) if p and p.kind == "email"}


def landed(
    tmp_path, names: list[str], owner: tuple[str, list[str]] | None = None, extra: str = "", region: str | None = None
) -> Home:
    """A home with these Enron messages landed, ingested and through the people stage."""
    export = tmp_path / "export"
    export.mkdir()
    for name in names:
        shutil.copyfile(ENRON / name, export / name)
    home = Home(tmp_path / "home")
    init_home(home)
    if owner:
        set_owner(home, *owner)
    if region:
        set_region(home, region)
    if extra:
        home.config_path.write_text(home.config_path.read_text() + extra)
    land(home, "eml", export, day=DAY, account="enron")
    with Vault.open(home) as v:
        ingest_day(v, home, DAY)
        people_stage(v, home.settings(), day=DAY)
    return home


def person(v: Vault, address: str) -> tuple[int, str]:
    """(person id, kind) holding an address."""
    return v.conn.execute(
        "SELECT p.person_id, p.kind FROM identities d JOIN persons p ON p.person_id = d.person_id "
        "WHERE d.kind = 'email' AND d.value = ?",
        (address,),
    ).fetchone()


# -- 1. participants as the mail says them ----------------------------------------------------------
def test_address_headers_are_read_as_real_mail_writes_them():
    # Outlook writes display names unquoted: getaddresses splits them; the parts are rejoined
    assert split("Allen, Phillip K. <k..allen@enron.com>, Baker, Ron <ron.baker@enron.com>") == [
        ("Allen, Phillip K.", "k..allen@enron.com"),
        ("Baker, Ron", "ron.baker@enron.com"),
    ]
    assert split('"Allen, Phillip K." <k..allen@enron.com>') == [("Allen, Phillip K.", "k..allen@enron.com")]
    assert split("=?utf-8?q?Levi=2C_Dana?= <Dana@X.example>") == [("Levi, Dana", "dana@x.example")]  # RFC 2047
    assert split("=?utf-8?b?16DXldei15Qg15zXldeZ?= <noa@x.co.il>") == [("נועה לוי", "noa@x.co.il")]
    assert split("Team: a@x.example, b@x.example;, undisclosed-recipients:;") == [
        ("", "a@x.example"),
        ("", "b@x.example"),
    ]
    assert split("<angle@only.example>") == [("", "angle@only.example")]
    assert split("garbage <<>>") == [] and split("") == []
    # no address ever ends up only inside a name
    assert split("'paul.thomas@enron.com' <harry.arora@enron.com,>") == [
        ("", "paul.thomas@enron.com"),
        ("", "harry.arora@enron.com"),
    ]
    assert split("(" * 2000 + "a@x.example") in ([], [("", "a@x.example")])  # recursion: no crash
    # name and address stay two fields: the participant string is quoted where the name needs it
    shown = format_participant("Allen, Phillip K.", "k..allen@enron.com")
    assert shown == '"Allen, Phillip K." <k..allen@enron.com>'
    assert parse(shown) == Identity("email", "k..allen@enron.com", "Allen, Phillip K.")
    assert parse("Allen, Phillip K. <k..allen@enron.com>") == parse(shown)  # as older versions stored it
    assert format_participant("נועה לוי", "noa@x.co.il") == "נועה לוי <noa@x.co.il>"  # never encoded
    assert format_participant("Dana Levi", "dana@x.example") == "Dana Levi <dana@x.example>"  # unchanged
    # one normal form for a person's name however it is written
    assert name_key("Allen, Phillip K.") == name_key("Phillip K. Allen") == ("phillip", "k", "allen")
    assert name_key("Walls Jr., Rob") == ("rob", "walls")
    assert name_key("Janice Clark (E-mail)") == ("janice", "clark")
    for not_a_name in ("e-mail", "legal", "Houston", "Enron General Announcements", "Amazon.com", "DL-GA-all"):
        assert name_key(not_a_name) is None, not_a_name
    assert fits_address("pallen@enron.com", "Allen, Phillip K.") and fits_address(
        "k..allen@enron.com", "Phillip K. Allen"
    )
    assert fits_address("bell.angela@enron.com", "Angela Bell") and not fits_address(".janice@enron.com", "Janice Hart")


@needs_data("mail/enron/enron-eval")
def test_enron_names_pair_with_their_addresses():
    # From/To are bare addresses; X-From/X-To carry the names (same count: by position)
    it = item_of("allen-p-inbox-3.txt")
    assert it["author"] == "Port, David"
    assert people_of(it)["k..allen@enron.com"] == "Allen, Phillip K."
    assert people_of(it)["david.port@enron.com"] == "Port, David"
    # a list Exchange expanded: the counts differ, an order-keeping alignment pairs the names; the
    # outside address Enron rewrote (bell.angela@enron.com) and the real one are both kept, same name
    it = item_of("carson-m-inbox-35.txt")
    shown = people_of(it)
    assert shown["bell.angela@enron.com"] == shown["abell1974@yahoo.com"] == "Angela Bell"
    assert shown["mike.carson@enron.com"] == "Carson, Mike"  # an X.500 name: a name, never an address
    assert shown["kristenm@jschmid.com"] == "Kristen Moreland"
    assert not any(a.startswith("/o=") for a in shown)


@needs_data("mail/enron/enron-eval")
def test_no_address_of_a_header_is_lost():
    """Every address From, To, Cc, Bcc or Reply-To shows (found by pattern in the raw header, so a
    parser's mistake cannot hide one) is an e-mail identity of the message, on a third of the Enron
    messages."""
    files = sorted(p for p in ENRON.iterdir() if p.is_file())[::3]
    lost = []
    for f in files:
        raw = f.read_bytes()
        it = message_to_item(raw, location=f.name, position=None, account=None)
        if not isinstance(it, dict):
            continue
        have = set(people_of(it))
        msg = message_from_bytes(raw)
        for header in ("from", "to", "cc", "bcc", "reply-to"):
            for value in msg.get_all(header) or []:
                for addr in _ADDRESS.findall(str(value)):
                    if not any(a == addr.lower() or a.endswith(addr.lower()) for a in have):
                        lost.append((f.name, addr))
    assert len(files) > 200 and lost == []


# -- 2. not everyone is a person --------------------------------------------------------------------
@needs_data("mail/enron/enron-eval")
def test_lists_bots_newsletters_and_role_mailboxes_are_not_persons(tmp_path):
    home = landed(
        tmp_path,
        [
            "allen-p-inbox-10.txt",  # a newsletter (its unsubscribe footer) to the mailbox owner
            "allen-p-inbox-3.txt",  # two people
            "arnold-j-inbox-76.txt",  # no.address@enron.com, sent under many names
            "arora-h-inbox-67.txt",
            "bailey-s-inbox-1.txt",
            "allen-p-inbox-19.txt",  # arsystem@mailman.enron.com
            "bailey-s-inbox-2.txt",  # to dl-ga-all_enron_worldwide...
        ],
    )
    role = home.settings().role("owner")
    with Vault.open(home) as v:
        kinds = {a: person(v, a)[1] for a in ("anchordesk_daily@anchordesk.zdlists.com", "no.address@enron.com")}
        assert kinds == {"anchordesk_daily@anchordesk.zdlists.com": "newsletter", "no.address@enron.com": "bot"}
        assert person(v, "arsystem@mailman.enron.com")[1] != "person"
        dl = v.conn.execute("SELECT value FROM identities WHERE value LIKE 'dl-ga-all%'").fetchall()
        assert dl and all(person(v, a)[1] == "list" for (a,) in dl)
        assert person(v, "david.port@enron.com")[1] == person(v, "k..allen@enron.com")[1] == "person"
        listed = {p["person_id"] for p in directory.list_people(v, role)}
        everyone = {p["person_id"]: p["kind"] for p in directory.list_people(v, role, everyone=True)}
        newsletter = person(v, "anchordesk_daily@anchordesk.zdlists.com")[0]
        assert newsletter not in listed and everyone[newsletter] == "newsletter"
        # a page at a time: the pages put together are the whole list, in its order
        whole, total = directory.people_page(v, role, everyone=True)
        assert total == len(whole) == len(everyone)
        pages = [directory.people_page(v, role, everyone=True, limit=3, offset=o) for o in range(0, total, 3)]
        assert all(t == total and len(page) <= 3 for page, t in pages)
        assert [q["person_id"] for page, _ in pages for q in page] == [q["person_id"] for q in whole]
        assert person(v, "david.port@enron.com")[0] in listed
        # still searchable as a sender: the person filter finds its mail
        assert resolve(v, "anchordesk_daily@anchordesk.zdlists.com") == [newsletter]
        chunk_stage(v, lambda t: len(t.split()), day=DAY)
        where, params = prefilter_sql(Filters.from_dict({"author": "AnchorDesk"}).resolved(v), role)
        sql = f"SELECT DISTINCT i.external_id FROM chunks c JOIN items i ON i.rowid = c.item_rowid WHERE {where}"
        assert len(v.conn.execute(sql, params).fetchall()) == 1
        # never proposed for a merge
        non = {pid for pid, kind in everyone.items() if kind != "person"}
        assert not any({s["a"]["person_id"], s["b"]["person_id"]} & non for s in suggest(v, role))
        # a no-op re-run adds nothing
        before = [v.conn.execute(f"SELECT count(*), total(n) FROM {t}").fetchone() for t in ("identity_names",)]
        again = people_stage(v, home.settings(), day=DAY)
        assert again.counts["items"] == 0 and again.counts["identities_added"] == 0
        assert [v.conn.execute("SELECT count(*), total(n) FROM identity_names").fetchone()] == before


@needs_data("mail/notmuch")
def test_a_human_posting_to_a_list_is_a_person_and_the_list_is_a_list(tmp_path):
    home = Home(tmp_path / "home")
    init_home(home)
    land(home, "maildir", NOTMUCH / "lkml", day=DAY, account="lkml")
    with Vault.open(home) as v:
        ingest_day(v, home, DAY)
        people_stage(v, home.settings(), day=DAY)
        assert person(v, "linux-scsi@vger.kernel.org")[1] == "list"
        assert person(v, "mel@csn.ul.ie")[1] == "person"  # Precedence: bulk, resent by a list server
        kinds = dict(v.conn.execute("SELECT kind, count(*) FROM persons GROUP BY kind").fetchall())
        assert kinds["person"] > 100 and kinds["list"] > 10
        # the other lists a message was cross-posted to, on the host of the one it came through (its
        # List-Id or X-Mailing-List): on vger.kernel.org, and as Gmane rewrites vger's addresses
        # (were persons: only ever bare recipients, never the List-Id's own list)
        assert person(v, "linux-cifs@vger.kernel.org")[1] == "list"
        assert person(v, "linux-kernel-u79uwxl29ty76z2rm5mhxa@public.gmane.org")[1] == "list"
        # people Gmane rewrote the same way, posting to those lists, stay persons
        assert person(v, "dhowells-h+wxahxf7alqt0dzr+alfa@public.gmane.org")[1] == "person"
        assert person(v, "jlayton-eunubhrolfbytjvyw6ydsg@public.gmane.org")[1] == "person"
        assert person(v, "tglx@linutronix.de")[1] == "person"  # a bare recipient on a host of its own


# -- 3. suggestions a person would accept -----------------------------------------------------------
@needs_data("mail/enron/enron-eval")
def test_suggestions_come_from_evidence_with_reasons_and_confidence(tmp_path):
    home = landed(tmp_path, ["carson-m-inbox-35.txt", "allen-p-inbox-10.txt", "allen-p-inbox-3.txt"])
    with Vault.open(home) as v:
        found = suggest(v, home.settings().role("owner"))
        pairs = {frozenset((s["a"]["person_id"], s["b"]["person_id"])): s for s in found}
        angela = pairs[frozenset((person(v, "bell.angela@enron.com")[0], person(v, "abell1974@yahoo.com")[0]))]
        assert angela["reason"] == "same name: angela bell" and angela["confidence"] >= 0.8
        # the mailbox Allen-P delivers to pallen@: it takes its owner's name, "Allen, Phillip K."
        allen = pairs[frozenset((person(v, "pallen@enron.com")[0], person(v, "k..allen@enron.com")[0]))]
        assert "same name" in allen["reason"]
        assert [s["confidence"] for s in found] == sorted((s["confidence"] for s in found), reverse=True)
        assert not any("e-mail" in s["reason"] for s in found)  # "e-mail <.janice@enron.com>": no name
        janice = person(v, ".janice@enron.com")[0]
        assert {s["reason"] for s in found if janice in (s["a"]["person_id"], s["b"]["person_id"])} <= {
            "same name: janice clark",
            "the mail's export wrote jmclark@us.ibm.com as .janice@enron.com",  # X-To "Janice Clark (E-mail)"
        }


def test_a_sent_folder_gives_the_owners_addresses_not_an_assistants(tmp_path):
    """David Delainey's sent folder holds his own mail and mail his assistant Kay Chapman sent from
    his mailbox: his address is proposed as one of his, hers is not (it was, at 0.95)."""
    home = landed(
        tmp_path,
        ["delainey-d-sent-147.txt", "delainey-d-sent-212.txt", "delainey-d-sent-6.txt"],
        owner=("David W. Delainey", ["dave.delainey@home.example"]),
    )
    with Vault.open(home) as v:
        owner = resolve(v, "dave.delainey@home.example")
        mine = {
            frozenset((s["a"]["person_id"], s["b"]["person_id"]))
            for s in suggest(v, home.settings().role("owner"))
            if s["reason"].startswith("your mailbox")
        }
        assert mine == {frozenset((*owner, person(v, "david.delainey@enron.com")[0]))}
        assert person(v, "kay.chapman@enron.com")[1] == "person"


def test_a_persons_page_shows_the_facts_hinet_facts_finds_for_them(tmp_path):
    """The person "Ortiz, Lucy" (Outlook's form) signs "Lucy Ortiz": her page showed none of the
    facts `hinet facts --subject P..` gives for her; now the same ones, the two numbers included."""
    from hinet_pipeline.memory import profile
    from hinet_pipeline.memory.facts.stage import facts_stage
    from hinet_pipeline.memory.facts.store import read

    home = landed(tmp_path, ["griffith-j-inbox-50.txt", "lay-k-inbox-1825.txt"])
    set_region(home, "US")  # US mail: numbers without a country code are American
    role = home.settings().role("owner")
    with Vault.open(home) as v:
        facts_stage(v, home.settings(), day=DAY)
        pid, _ = person(v, "lucy.ortiz@enron.com")
        page = profile.show(v, role, f"P{pid}")
        listed = read(v, role, subject=f"P{pid}")
    shown = sorted((f["predicate"], f["object"]) for f in page["facts"])
    assert shown == sorted((f["predicate"], f["object"]) for f in listed)
    assert {("phone", "+17138533238"), ("phone", "+12817826397")} <= set(shown), shown
    # the graph decides the same way: her phone facts (subject "Lucy Ortiz") are linked to the person
    from hinet_pipeline.memory.graph import graph_stage

    with Vault.open(home) as v:
        graph_stage(v, day=DAY)
        linked = set(
            v.conn.execute(
                "SELECT f.predicate, f.object FROM graph_links g JOIN facts f ON g.dst = 'fact:' || f.fact_id "
                "WHERE g.kind = 'has_fact' AND g.src = ?",
                (f"person:{pid}",),
            ).fetchall()
        )
    assert {("phone", "+17138533238"), ("phone", "+12817826397")} <= linked, linked


def test_the_owners_own_addresses_are_proposed_and_joined_where_config_allows(tmp_path):
    raw = (
        "Delivered-To: dana.levi+lists@alias.example\nFrom: Maya <maya@x.example>\n"
        "To: dana.levi+lists@alias.example\nDate: Mon, 2 Mar 2026 10:00:00 +0000\nMessage-ID: <m1@x>\n"
        "Subject: hi\n\nSee you.\n"
    )
    (tmp_path / "export").mkdir()
    (tmp_path / "export" / "m1.eml").write_text(raw)
    for auto in (False, True):
        home = Home(tmp_path / f"home-{auto}")
        init_home(home)
        set_owner(home, "Dana Levi", ["dana@home.example"])
        if auto:
            home.config_path.write_text(home.config_path.read_text().replace("auto_merge = false", "auto_merge = true"))
        land(home, "eml", tmp_path / "export", day=DAY)
        with Vault.open(home) as v:
            ingest_day(v, home, DAY)
            people_stage(v, home.settings(), day=DAY)
            owner = resolve(v, "dana@home.example")
            alias = resolve(v, "dana.levi+lists@alias.example")
            found = suggest(v, home.settings().role("owner"))
            if not auto:
                assert alias != owner
                assert found[0]["confidence"] >= 0.9 and "your mailbox" in found[0]["reason"]
                assert {found[0]["a"]["person_id"], found[0]["b"]["person_id"]} == {*owner, *alias}
            else:
                assert alias == owner  # an automatic merge, undone by a split
                kinds = [r[0] for r in v.conn.execute("SELECT kind FROM person_events")]
                assert kinds == ["auto-merge"]


# -- 4. one person rule -----------------------------------------------------------------------------
def test_a_name_or_id_becomes_persons_only_through_resolve(home):
    init_home(home)
    base = {"source": "mail", "timestamp": "2026-03-01T10:00:00Z"}
    items = [
        {
            **base,
            "external_id": "a",
            "body": "one",
            "author": "Dana Levi",
            "participants": ["Dana Levi <dl@x.example>"],
        },
        {
            **base,
            "external_id": "b",
            "body": "two",
            "author": "Dana Levinson",
            "participants": ["Dana Levinson <dlev@y.example>"],
        },
    ]
    with Vault.open(home) as v:
        upsert_items(v, [CanonicalItem.from_dict(x) for x in items])
        people_stage(v, home.settings())
        levi, levinson = resolve(v, "dl@x.example"), resolve(v, "dlev@y.example")
        assert resolve(v, "Dana Levi") == levi and resolve(v, "Levi") == levi  # never Dana Levinson
        assert resolve(v, "dana levi") == resolve(v, "Levi, Dana") == levi
        assert sorted(resolve(v, "Dana")) == sorted(levi + levinson)  # a whole word both share
        role = home.settings().role("owner")
        with pytest.raises(ValueError, match="resolved"):
            prefilter_sql(Filters.from_dict({"author": "Dana Levi"}), role)

        chunk_stage(v, lambda t: len(t.split()))

        def authors(filters: dict) -> set[str]:
            where, params = prefilter_sql(Filters.from_dict(filters).resolved(v), role)
            sql = f"SELECT DISTINCT i.external_id FROM chunks c JOIN items i ON i.rowid = c.item_rowid WHERE {where}"
            return {r[0] for r in v.conn.execute(sql, params)}

        assert authors({"author": f"P{levi[0]}"}) == {"a"}
        assert authors({"author": "Dana Levi"}) == {"a"}
        assert authors({"person": "Levinson"}) == {"b"}
        assert authors({"author": "Dana Lev"}) == set()  # no whole word: nobody
        assert Filters.from_dict({"author": "Nobody Here"}).resolved(v).author_ids == []


def test_the_owner_wrote_only_under_their_identifiers_or_whole_name():
    owner = Owner("Dana Levi", ("dana@x.example",))
    assert wrote(owner, "mail", "Dana Levi <dana@elsewhere.example>") and wrote(owner, "mail", "dana@x.example")
    assert wrote(owner, "mail", "Levi, Dana") and wrote(owner, "notes", None)
    assert not wrote(owner, "mail", "Dana Levinson <dl@y.example>") and not wrote(owner, "mail", "Dana")
    assert not wrote(owner, "mail", "nobody@x.example") and not wrote(owner, "mail", None)


def test_signals_are_outside_the_content_hash():
    base = {"source": "mail", "external_id": "m", "body": "hi", "timestamp": "2026-03-01T10:00:00Z"}
    plain, signalled = CanonicalItem.from_dict(base), CanonicalItem.from_dict({**base, "signals": ["bulk"]})
    assert plain.content_hash == signalled.content_hash and signalled.signals == ("bulk",)
    assert CanonicalItem.from_landed(signalled.to_dict()).signals == ("bulk",)


def test_a_mail_signed_with_anothers_name_and_a_host_alias_are_proposed(home):
    init_home(home)
    base = {"source": "mail", "timestamp": "2026-03-01T10:00:00Z"}
    items = [
        {**base, "external_id": "w", "body": "Standup at 10.", "author": "Yossi Katz", "participants": [
            "Yossi Katz <yossi.katz@acme.example>"]},
        {**base, "external_id": "p", "body": "See you Friday!\n\nYossi Katz", "author": "yk1984@mail.example",
         "participants": ["yk1984@mail.example"]},
        {**base, "external_id": "h", "body": "Report attached.", "author": "tim.west@hou.dvn.example",
         "participants": ["tim.west@hou.dvn.example"]},
        {**base, "external_id": "d", "body": "Thanks.", "author": "tim.west@dvn.example",
         "participants": ["tim.west@dvn.example"]},
        {**base, "external_id": "e", "body": "Hi all", "author": "e-mail <a@x.example>",
         "participants": ["e-mail <a@x.example>", "e-mail <b@y.example>"]},
    ]  # fmt: skip
    with Vault.open(home) as v:
        upsert_items(v, [CanonicalItem.from_dict(x) for x in items])
        people_stage(v, home.settings())
        found = {
            frozenset((s["a"]["person_id"], s["b"]["person_id"])): s["reason"]
            for s in suggest(v, home.settings().role("owner"))
        }
        signed = frozenset(resolve(v, "yossi.katz@acme.example") + resolve(v, "yk1984@mail.example"))
        alias = frozenset(resolve(v, "tim.west@hou.dvn.example") + resolve(v, "tim.west@dvn.example"))
        assert found[signed] == "mail from yk1984@mail.example is signed 'Yossi Katz'"
        assert found[alias].startswith("the same mailbox tim.west@")
        assert len(found) == 2  # "e-mail" is no name: it proposes nothing


def test_a_vault_of_schema_8_classifies_the_people_it_holds(tmp_path, monkeypatch):
    from hinet_pipeline.store import vault as vault_module
    from hinet_pipeline.store.schema import MIGRATIONS

    monkeypatch.setattr(vault_module, "MIGRATIONS", [m for m in MIGRATIONS if m[0] <= 8])
    monkeypatch.setattr(vault_module, "SCHEMA_VERSION", 8)
    home = Home(tmp_path / "old")
    init_home(home)
    with Vault.open(home) as v, v.transaction() as c:
        for pid, (value, display) in enumerate(
            [("no-reply@bank.example", "Bank Yarden"), ("dana@x.example", "Dana Levi"), ("all-staff@x.example", None)],
            1,
        ):
            c.execute("INSERT INTO persons(person_id, name, created_at) VALUES (?, ?, '2026-01-01')", (pid, value))
            c.execute(
                "INSERT INTO identities(kind, value, display, person_id) VALUES ('email', ?, ?, ?)",
                (value, display, pid),
            )
    monkeypatch.undo()
    with Vault.open(home) as v:
        kinds = dict(v.conn.execute("SELECT name, kind FROM persons").fetchall())
    assert kinds == {"no-reply@bank.example": "bot", "dana@x.example": "person", "all-staff@x.example": "list"}


def test_a_mail_with_two_cc_headers_keeps_both_headers_participants():
    """Issue [18]: a mail with two `Cc:` headers lost the second's participants."""
    from hinet_pipeline.intake.connectors.mail_headers import parse_message, participants

    raw = b"From: Ann <a@x.example>\nTo: b@x.example\nCc: Carl <c@x.example>\nCc: d@x.example, e@x.example\n\nhi\n"
    found = participants(parse_message(raw))
    assert [(a, h) for _, a, h in found] == [
        ("a@x.example", "From"),
        ("b@x.example", "To"),
        ("c@x.example", "Cc"),
        ("d@x.example", "Cc"),
        ("e@x.example", "Cc"),
    ]
