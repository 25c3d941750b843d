"""Connectors on real data (tests/data) and on hostile files: nothing lost, clear reasons."""

from __future__ import annotations

import email
import email.policy
import json
import mailbox
import os
from collections import Counter
from pathlib import Path

from hinet_pipeline.intake.batchfile import read_batch
from hinet_pipeline.intake.connectors import mail as mailconn
from hinet_pipeline.intake.ingest import ingest_batch, ingest_day
from hinet_pipeline.intake.landing import collect, land
from hinet_pipeline.store.vault import Vault

from .conftest import SHARED_DATA, all_files, cli_json, locomo_jsonl, needs_data

ENRON = SHARED_DATA / "mail" / "enron" / "enron-eval"
NOTMUCH = SHARED_DATA / "mail" / "notmuch"


@needs_data("mail/enron/enron-eval")
def test_enron_every_message_landed_or_quarantined(home):
    files = [p for p in ENRON.iterdir() if p.is_file()]
    assert len(files) >= 500  # the shared set (750 today; some were taken out for evaluation): count what is there
    items, rejected, skipped, dups = collect("eml", ENRON)
    assert len(items) + len(rejected) + dups == len(files) and skipped == 0
    assert all(r.reason for r in rejected)
    assert len(items) >= 0.99 * len(files)  # real mail, real parser: nearly all readable
    by_id = {it.external_id: it for it in items}
    it = by_id["14955894.1075855377681.JavaMail.evans@thyme"]
    assert it.title.startswith("ANCHORDESK") and "DAVID COURSEY" in it.body
    assert it.timestamp.isoformat() == "2001-12-30T22:49:42-08:00"
    assert it.container == "Inbox"  # from X-Folder
    # subject threads: Enron has no In-Reply-To, so replies join their thread by subject
    threads = Counter(i.thread_id for i in items)
    assert sum(1 for n in threads.values() if n > 1) >= 20
    for tid, n in threads.items():
        if n > 1:
            subjects = {mailconn.normalise_subject(i.title or "") for i in items if i.thread_id == tid}
            assert len(subjects) == 1


def _notmuch_messages():
    out = {}
    for p in (NOTMUCH / "default").rglob("*"):
        if p.is_file():
            msg = email.message_from_bytes(p.read_bytes(), policy=email.policy.default)
            mid = str(msg.get("Message-ID", "")).strip().strip("<>")
            out[mid] = str(msg.get("In-Reply-To", "") or "").strip().strip("<>")
    return out


@needs_data("mail/notmuch/default")
def test_notmuch_threads_reconstructed():
    items, rejected, _, _ = collect("maildir", NOTMUCH / "default")
    assert not rejected
    thread = {it.external_id: it.thread_id for it in items}
    replies = {mid: parent for mid, parent in _notmuch_messages().items() if parent in thread}
    assert len(replies) >= 20
    for mid, parent in replies.items():
        assert thread[mid] == thread[parent], (mid, parent)
    assert len(set(thread.values())) < len(thread) / 2
    folders = Counter(it.container for it in items)
    assert {"INBOX", "bar", "foo/baz"} <= set(folders)


@needs_data("mail/notmuch/html")
def test_notmuch_html_messages_become_readable_text():
    items, rejected, _, _ = collect("eml", NOTMUCH / "html")
    assert len(items) == 2 and not rejected
    for it in items:
        assert "<" not in it.body.replace("<http", "") and "html>" not in it.body
    attr = next(it for it in items if it.external_id == "87d1dajhgf.fsf@example.net")
    assert attr.body == "hunter2"  # attribute values (value="a>swordfish") are not text


def test_mail_multipart_charset_and_attachment(tmp_path):
    from email.message import EmailMessage

    msg = EmailMessage()
    msg["From"] = "Noa Levi <noa@example.com>"
    msg["To"] = "Dana <dana@example.com>"
    msg["Subject"] = "=?utf-8?b?16nXnNeV150=?="  # "שלום"
    msg["Date"] = "Mon, 05 Jan 2026 09:00:00 +0200"
    msg["Message-ID"] = "<m1@example.com>"
    msg.set_content("Café à Tel Aviv — לילה טוב", charset="iso-8859-8" if False else "utf-8")
    msg.add_alternative("<p>Caf&eacute; <b>HTML</b></p>", subtype="html")
    msg.add_attachment(b"%PDF-1.4 secret", maintype="application", subtype="pdf", filename="lease.pdf")
    box = mailbox.mbox(tmp_path / "a.mbox")
    box.add(msg)
    box.close()
    items, rejected, _, _ = collect("mbox", tmp_path / "a.mbox")
    assert not rejected
    (it,) = items
    assert it.title == "שלום" and it.author == "Noa Levi"
    assert "Café à Tel Aviv — לילה טוב" in it.body and "<p>" not in it.body
    assert "[attachments: lease.pdf]" in it.body and "PDF-1.4" not in it.body
    assert "Noa Levi <noa@example.com>" in it.participants and it.url == "mid:m1@example.com"


@needs_data("locomo/locomo-dev.json")
def test_locomo_lands_through_jsonl_and_ingests(home, tmp_path):
    path = locomo_jsonl(tmp_path / "locomo") / "items.jsonl"
    n_lines = sum(1 for _ in open(path))
    result = land(home, "jsonl", path, day="2023-06-01")
    assert (result.landed, result.quarantined) == (n_lines, 0)
    with Vault.open(home) as v:
        r = ingest_day(v, home, "2023-06-01")
        assert r.inserted == n_lines
        row = v.conn.execute("SELECT count(DISTINCT container), count(DISTINCT thread_id) FROM items").fetchone()
        assert row[0] == 5 and row[1] > 50


@needs_data("mail/notmuch/html")
def test_landing_the_same_export_twice_lands_nothing_new(home, tmp_path, cli):
    first = cli_json(cli, "land", "eml", NOTMUCH / "html", "--home", home.root, "--day", "2026-01-02")
    again = cli_json(cli, "land", "eml", NOTMUCH / "html", "--home", home.root, "--day", "2026-01-09")
    assert first["landed"] == 2 and not first["already_landed"]
    assert again["already_landed"] and again["batch"] == first["batch"] and again["day"] == "2026-01-02"
    assert (again["landed"], again["already"]) == (0, 2)  # it landed nothing: the two were there before
    assert len(home.batches()) == 1
    # even a copy that reaches the vault through another batch is one row (content_hash dedupe)
    import shutil

    src = home.batches()[0]
    copy = home.landing_dir / "2026-01-09" / src.name.replace("eml-", "eml-copy")
    copy.parent.mkdir()
    shutil.copy(src, copy)
    with Vault.open(home) as v:
        ingest_day(v, home, "2026-01-02")
        r = ingest_batch(v, copy)
        assert r.already_ingested == 1  # same batch id inside
        assert v.status()["items"] == 2


def test_batches_are_encrypted_and_atomic(home):
    res = land(home, "eml", NOTMUCH / "html", day="2026-02-01")
    data = res.path.read_bytes()
    assert data[:16] != b"SQLite format 3\x00" and b"hunter2" not in data
    assert [p.name for p in res.path.parent.iterdir()] == [res.path.name]  # no temp file left
    assert res.path.stat().st_mode & 0o777 == 0o600
    items = list(read_batch(res.path, home.key()))
    assert {i.body for i in items} >= {"hunter2"}


def test_land_reports_to_dagster(home, cli):
    from dagster import AssetKey, DagsterInstance

    out = cli_json(cli, "land", "eml", NOTMUCH / "html", "--home", home.root, "--day", "2026-03-03")
    assert out["reported"] is True
    with DagsterInstance.from_config(str(home.dagster_dir)) as instance:
        event = instance.get_latest_materialization_event(AssetKey(["landing", "eml"]))
        mat = event.asset_materialization
        assert mat.partition == "2026-03-03"
        assert mat.metadata["batch"].value == out["batch"]
    # nothing personal in Dagster's storage
    for p in all_files(home.dagster_dir):
        assert b"hunter2" not in p.read_bytes()


# -- hostile input ------------------------------------------------------------------------------
def _mbox_with(tmp_path, n=5) -> Path:
    from email.message import EmailMessage

    box = mailbox.mbox(tmp_path / "good.mbox")
    for i in range(n):
        m = EmailMessage()
        m["From"], m["To"], m["Subject"] = "a@example.com", "b@example.com", f"msg {i}"
        m["Date"], m["Message-ID"] = f"Mon, 0{i + 1} Jan 2026 10:00:00 +0000", f"<g{i}@example.com>"
        m.set_content(f"body number {i} " * 50)
        box.add(m)
    box.close()
    return tmp_path / "good.mbox"


def test_truncated_mbox_lands_what_is_whole(home, tmp_path):
    good = _mbox_with(tmp_path)
    data = good.read_bytes()
    cut = tmp_path / "truncated.mbox"
    cut.write_bytes(data[: data.rfind(b"From ") + 200])  # the last message loses its body and Date?
    result = land(home, "mbox", cut, day="2026-01-05")
    assert result.landed + result.quarantined == 5 and result.landed >= 4


def test_binary_garbage_is_quarantined_with_reason(home, tmp_path, cli):
    garbage = tmp_path / "garbage.mbox"
    garbage.write_bytes(os.urandom(50_000))
    for connector in ("mbox", "jsonl", "notes", "ics", "eml"):
        code, out, err = cli("land", connector, garbage, "--home", home.root, "--json")
        assert code == 0, err
        res = json.loads(out)
        assert res["landed"] == 0 and res["quarantined"] >= 1, connector
    reasons = [r["reason"] for r in Vault.open(home).quarantined()]
    assert any("not an mbox" in r for r in reasons) and any("binary" in r for r in reasons)
    assert any("not an iCalendar" in r for r in reasons)


def test_jsonl_broken_lines_huge_line_invalid_utf8(home, tmp_path):
    good = {"source": "notes", "external_id": "a", "body": "fine", "timestamp": "2026-01-01T00:00:00Z"}
    lines = [
        json.dumps(good).encode(),
        b'{"source": "notes", "external_id": "b", "body": "cut',  # broken JSON
        json.dumps({**good, "external_id": "c", "timestamp": "soon"}).encode(),  # invalid date
        json.dumps({**good, "external_id": "d"}).encode()[:-1] + b', "x": "\xff\xfe"}',  # bad UTF-8
        b'{"source": "notes", "external_id": "e", "body": "' + b"x" * (10 << 20),  # 10 MB, unterminated
        json.dumps({k: v for k, v in good.items() if k != "body"} | {"external_id": "f"}).encode(),
        json.dumps({**good, "external_id": "g", "body": "also fine"}).encode(),
    ]
    path = tmp_path / "items.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    result = land(home, "jsonl", path, day="2026-01-01")
    assert (result.landed, result.quarantined) == (2, 5)
    with Vault.open(home) as v:
        rows = {r["position"]: r["reason"] for r in v.quarantined()}
        assert "broken JSON" in rows["line 2"]
        assert "ISO 8601" in rows["line 3"]
        assert "invalid UTF-8" in rows["line 4"]
        assert "broken JSON" in rows["line 5"]
        assert "missing required field(s): body" in rows["line 6"]
        raw = v.quarantined_raw(next(r["id"] for r in v.quarantined() if r["position"] == "line 5"))
        assert len(raw) < (1 << 20) + 200 and raw.endswith("more characters]")  # kept, bounded


def _slack_export(root: Path, users=True) -> Path:
    root.mkdir(parents=True)
    if users:
        (root / "users.json").write_text(
            json.dumps(
                [
                    {"id": "U1", "name": "dana", "real_name": "Dana Levi"},
                    {"id": "U2", "name": "yossi", "profile": {"real_name": "Yossi Katz"}},
                ]
            )
        )
    (root / "channels.json").write_text(json.dumps([{"id": "C1", "name": "heron", "members": ["U1", "U2"]}]))
    (root / "heron").mkdir()
    msgs = [
        {
            "type": "message",
            "subtype": "channel_join",
            "user": "U2",
            "text": "<@U2> has joined",
            "ts": "1767600000.000100",
        },
        {
            "type": "message",
            "user": "U1",
            "text": "<@U2> can you review the gripper PR? <https://git.example/pr/7|PR 7>",
            "ts": "1767600060.000200",
            "thread_ts": "1767600060.000200",
        },
        {"type": "message", "user": "U2", "text": "on it", "ts": "1767600120.000300", "thread_ts": "1767600060.000200"},
        {"type": "message", "user": "U2", "text": "lunch?", "ts": "1767603000.000400"},
    ]
    (root / "heron" / "2026-01-05.json").write_text(json.dumps(msgs))
    (root / "heron" / "2026-01-06.json").write_text("[{ this is not json")
    return root


def test_slack_export_threads_names_and_bad_day_file(home, tmp_path):
    items, rejected, skipped, _ = collect("slack", _slack_export(tmp_path / "acme"))
    assert skipped == 1 and len(items) == 3
    assert [r.location for r in rejected] == ["heron/2026-01-06.json"]
    first, reply, lunch = sorted(items, key=lambda i: i.timestamp)
    assert first.author == "Dana Levi" and first.body.startswith("@Yossi Katz can you review")
    assert "PR 7 (https://git.example/pr/7)" in first.body
    assert first.thread_id == reply.thread_id == "heron/1767600060.000200" and lunch.thread_id is None
    assert first.external_id == "heron/1767600060.000200" and first.container == "#heron"
    assert first.account == "acme" and first.origin.display().startswith("[Slack › acme › #heron › from Dana Levi")


def test_slack_export_without_users_json_still_lands(home, tmp_path):
    result = land(home, "slack", _slack_export(tmp_path / "acme", users=False), day="2026-01-06")
    assert result.landed == 3
    assert any("users.json is missing" in r for r in result.reasons)
    items = list(read_batch(result.path, home.key()))
    assert {i.author for i in items} == {"U1", "U2"}


def test_notes_front_matter_headings_hebrew(tmp_path):
    root = tmp_path / "notes"
    (root / "travel").mkdir(parents=True)
    (root / "travel" / "berlin.md").write_text(
        "---\ntitle: Berlin move\ndate: 2026-03-20\ntags: [move, berlin]\nsensitivity: 2\n"
        "people: [Klaus Becker, moves@atlas-movers.example]\nwith: Noa, Klaus Becker\n---\n"
        "# Berlin move\n\n## Apartment\nKreuzberg, 2 rooms.\n\n## Movers\nBooked for April 1.\n"
    )
    (root / "רשימה.md").write_text("# קניות\nחלב, לחם\n", encoding="utf-8")
    (root / "broken.md").write_text("---\ntitle: [unclosed\n---\nbody survives\n")
    (root / "bin.md").write_bytes(b"\x00\x01\x02")
    (root / "latin1.txt").write_bytes("caf\xe9".encode("latin-1"))
    items, rejected, _, _ = collect("notes", root)
    by_id = {i.external_id: i for i in items}
    berlin = by_id["travel/berlin.md"]
    assert berlin.title == "Berlin move" and berlin.sensitivity == 2 and berlin.container == "travel"
    assert "## Apartment" in berlin.body and "Tags: move, berlin" in berlin.body
    assert berlin.timestamp.date().isoformat() == "2026-03-20" and berlin.thread_id == "travel/berlin.md"
    assert berlin.participants == ("Klaus Becker", "moves@atlas-movers.example", "Noa")  # front matter names people
    assert by_id["רשימה.md"].title == "קניות"
    assert "body survives" in by_id["broken.md"].body  # bad front matter: kept as text
    assert sorted(r.reason.split(" (")[0] for r in rejected) == ["binary file", "not UTF-8 text"]


ICS = """BEGIN:VCALENDAR
VERSION:2.0
X-WR-CALNAME:Dana
BEGIN:VEVENT
UID:standup@acme.example
SUMMARY:Heron standup
DTSTART;TZID=Asia/Jerusalem:20260105T093000
DTEND;TZID=Asia/Jerusalem:20260105T094500
RRULE:FREQ=WEEKLY;BYDAY=MO,WE
ORGANIZER;CN=Yossi Katz:mailto:yossi@acme.example
ATTENDEE;CN=Dana Levi:mailto:dana@example.com
LOCATION:Room 3
END:VEVENT
BEGIN:VEVENT
UID:broken@acme.example
SUMMARY:Broken one
DTSTART:2026BROKEN
END:VEVENT
BEGIN:VEVENT
UID:standup@acme.example
RECURRENCE-ID;TZID=Asia/Jerusalem:20260107T093000
SUMMARY:Heron standup (moved)
DTSTART;TZID=Asia/Jerusalem:20260107T110000
END:VEVENT
BEGIN:VEVENT
UID:bday@example.com
SUMMARY:Noa's birthday
DTSTART;VALUE=DATE:20260214
END:VEVENT
BEGIN:VEVENT
UID:cut@example.com
SUMMARY:never closed
"""


def test_ics_events_recurrence_zones_and_broken_event(tmp_path):
    path = tmp_path / "cal.ics"
    path.write_text(ICS + "END:VCALENDAR\n")
    items, rejected, _, _ = collect("ics", path)
    assert sorted(r.position for r in rejected) == ["VEVENT at line 14", "VEVENT at line 30"]
    assert any("DTSTART" in r.reason for r in rejected) and any("not closed" in r.reason for r in rejected)
    by_id = {i.external_id: i for i in items}
    standup = by_id["standup@acme.example"]
    assert "Repeats: FREQ=WEEKLY;BYDAY=MO,WE" in standup.body
    assert "2026-01-05 09:30–09:45 (Asia/Jerusalem)" in standup.body
    assert standup.timestamp.isoformat() == "2026-01-05T09:30:00+02:00"
    assert standup.author == "Yossi Katz" and "Dana Levi <dana@example.com>" in standup.participants
    moved = by_id["standup@acme.example#20260107T073000Z"]
    assert moved.thread_id == "standup@acme.example"
    assert "(all day)" in by_id["bday@example.com"].body and standup.container == "Dana"
