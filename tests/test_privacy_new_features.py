"""Nothing personal outside the vault from the features of issues [16]-[18]: `hinet sleep`'s progress
(its stderr lines and the Dagster run log), the eval gate's self-made probes (drawn from the records,
kept in the vault: never in a file, the run log or the asset metadata), `hinet query --explain`,
explain over HTTP and MCP, and `hinet forget` (its dry run, its erase, its `forgets` row and audit
event). A home whose records carry marker strings (a note's title and body, a correspondent's name,
address, subject, organisation) is slept by the real CLI, every command runs in its own process with
TMPDIR pointed at a folder of this module, and then every file of the home and that folder, the
commands' stderr, the run's Dagster events and metadata are scanned for the markers and for the
probe questions the vault drew."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from types import SimpleNamespace

import anyio
import httpx
import pytest
from dagster import DagsterInstance
from dagster._serdes import serialize_value

from hinet_pipeline.config import Home
from hinet_pipeline.intake.landing import land
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.tokens import create_token
from hinet_pipeline.store.vault import Vault

from .conftest import SAMPLE, assert_no_markers, hinet_run, mcp_stdio, served
from .crash_helpers import copy_home

pytestmark = [pytest.mark.slow, pytest.mark.sleep]

DAY = "2026-03-31"
# in the records only (the note's title and body; the correspondent's name, address, subject, organisation)
NOTE_MARKERS = ["Brindlewick", "glimmerquatch"]
MAIL_MARKERS = ["Osrik Pellanore", "pellanore-mail", "snorvelling", "plinthavore", "Quazzlebeck"]
# the sample exports landed beside them carry these (conftest's SAMPLE_MARKERS)
SAMPLE_LANDED = ["HX-48213", "Vandersloot", "Weserstraße 58", "GX-OFFER-5521"]
MARKERS = [*NOTE_MARKERS, *MAIL_MARKERS, *SAMPLE_LANDED]
QUERY_ONLY = "florpnikwidget"  # a word in a question only: found anywhere, the question was kept


def _exports(folder: Path) -> tuple[Path, Path]:
    notes = folder / "notes.jsonl"
    notes.write_text(
        json.dumps(
            {
                "source": "notes",
                "external_id": "privacy-note-1",
                "timestamp": "2026-03-20T09:00:00Z",
                "author": "Dana Levi",
                "title": f"{NOTE_MARKERS[0]} clinic appointment",
                "body": f"The {NOTE_MARKERS[1]} results from the clinic came back fine; the follow-up "
                "appointment is in April and the letter goes to the insurance office.",
            }
        )
        + "\n",
        encoding="utf-8",
    )
    mbox = folder / "pellanore.mbox"
    mbox.write_text(
        "".join(
            textwrap.dedent(
                f"""\
                From osrik@pellanore-mail.example Mon Mar  {2 + n} 10:00:00 2026
                From: {MAIL_MARKERS[0]} <osrik@{MAIL_MARKERS[1]}.example>
                To: Dana Levi <dana.levi@fastmail.example>
                Subject: the {MAIL_MARKERS[2]} budget, part {n}
                Date: Mon, 0{2 + n} Mar 2026 10:00:00 +0000
                Message-ID: <pel{n}@pellanore-mail.example>
                Content-Type: text/plain; charset="utf-8"
                MIME-Version: 1.0

                Hi Dana,

                Part {n} of the {MAIL_MARKERS[2]} budget is ready: the {MAIL_MARKERS[3]} figures are in
                the second table, and the totals moved since last week.

                {MAIL_MARKERS[0]}
                Director of Operations, {MAIL_MARKERS[4]} Labs
                +972-54-555-01{n}9

                """
            )
            for n in range(3)
        ),
        encoding="utf-8",
    )
    return notes, mbox


@pytest.fixture(scope="module")
def slept(tmp_path_factory):
    """A home with the marker records and two sample exports, slept by `hinet sleep` in its own
    process (TMPDIR: ``tmp``): the home, the temp folder, the sleep's output, its run id."""
    root = tmp_path_factory.mktemp("privacy")
    tmp = root / "tmp"
    tmp.mkdir()
    home = Home(root / "home")
    init_home(home)
    text = home.config_path.read_text(encoding="utf-8").replace(
        "[owner]\n", '[owner]\nname = "Dana Levi"\nidentifiers = ["dana.levi@fastmail.example"]\n', 1
    )
    home.config_path.write_text(text, encoding="utf-8")
    exports = root / "exports"  # the plaintext input: never scanned
    exports.mkdir()
    notes, mbox = _exports(exports)
    land(home, "jsonl", notes, day=DAY)
    land(home, "mbox", mbox, day=DAY, account="dana.levi@fastmail.example")
    land(home, "mbox", SAMPLE / "mail/2026-03.mbox", day=DAY, account="dana.levi@fastmail.example")
    land(home, "notes", SAMPLE / "notes/2026-03", day=DAY)
    done = hinet_run("sleep", "--day", DAY, "--home", home.root, home=home, env={"TMPDIR": str(tmp)}, timeout=1500)
    assert done.returncode == 0, done.stderr[-3000:]
    with Vault.open(home) as v:
        probes = [q for (q,) in v.conn.execute("SELECT query FROM eval_probes")]
        columns = "SELECT title, body, author, participants FROM items"
        bodies = "\n".join(" ".join(str(x) for x in row) for row in v.conn.execute(columns))
    return SimpleNamespace(home=home, tmp=tmp, out=done.stdout, err=done.stderr, probes=probes, bodies=bodies)


def _in(text: str, needles: list[str]) -> list[str]:
    low = text.lower()
    return [n for n in needles if n.lower() in low]


def _questions(slept) -> list[str]:
    """The probe questions the vault drew, long enough to be a marker of their own."""
    return sorted({q for q in slept.probes if len(q) >= 12})


def test_the_markers_are_in_the_vault_and_the_probes_were_drawn(slept):
    """The positive control: the vault holds every marker (so a scan that finds none means none
    leaked, not none landed), and the eval gate drew its probes from these records."""
    assert _in(slept.bodies, MARKERS) == MARKERS
    assert len(_questions(slept)) >= 10
    assert _in("\n".join(slept.probes), [*NOTE_MARKERS, *MAIL_MARKERS]), slept.probes


def test_sleep_progress_and_the_eval_gate_leave_no_marker_or_probe_outside_the_vault(slept):
    """`hinet sleep`'s progress lines on stderr (not a terminal: a line per stage) and its day line,
    the Dagster run's events (its log lines, the assets' metadata, the eval gate's figures), and
    every file of the home and the temp folder: no marker, no probe question."""
    never = [*MARKERS, *_questions(slept)]
    assert f"{DAY} embeddings: " in slept.err  # the progress ran, a line per stage
    assert _in(slept.err, never) == [] and _in(slept.out, never) == []
    with DagsterInstance.from_config(str(slept.home.dagster_dir)) as instance:
        runs = instance.get_run_records()
        assert runs
        events = [e for r in runs for e in instance.all_logs(r.dagster_run.run_id)]
    assert any((e.user_message or "").startswith("embeddings: done, ") for e in events)  # progress reached it
    gate = [
        e.dagster_event.event_specific_data.materialization
        for e in events
        if e.dagster_event is not None
        and e.dagster_event.is_step_materialization
        and e.dagster_event.asset_key.to_user_string() == "eval_gate"
    ]
    assert gate and gate[0].metadata["self_probes"].value > 0  # the self-made probes ran
    for key, value in gate[0].metadata.items():  # numbers only, but for the tables of names and figures
        assert isinstance(value.value, (int, float, bool)) or key in ("by_source", "by_category"), (key, value)
    assert _in("\n".join(serialize_value(e) for e in events), never) == []
    assert_no_markers(slept.home.root, slept.tmp, markers=never, min_files=10)


def test_query_explain_keeps_no_question_and_writes_nothing(slept):
    """`hinet query --explain` prints the ranking's numbers to its own stdout; the question (and the
    content it finds) is in no file and not on stderr."""
    question = f"{MAIL_MARKERS[2]} budget {QUERY_ONLY}"
    env = {"TMPDIR": str(slept.tmp)}
    for mode in ("hybrid", "bm25"):
        code, out, err = hinet_run(
            "query", question, "--explain", "--mode", mode, "--home", slept.home.root, home=slept.home, env=env
        )
        assert code == 0, err
        assert "picked by" in out and MAIL_MARKERS[0] in out  # the owner's own console: the hits, explained
        assert _in(err, [*MARKERS, QUERY_ONLY]) == []
    assert_no_markers(slept.home.root, slept.tmp, markers=[*MARKERS, QUERY_ONLY])


def test_explain_over_http_and_mcp_logs_no_question(slept, tmp_path):
    """Explain asked of `hinet serve` (POST /v1/search "explain") and of `hinet mcp` (search_memory
    explain=true): the answers explain, the servers' stderr and the home's files hold no question."""
    from mcp import Client
    from mcp.client.stdio import stdio_client

    home = copy_home(slept.home, tmp_path / "served")
    with Vault.open(home) as v:
        owner = create_token(v, "owner", home.settings().roles)
    question = f"{MAIL_MARKERS[2]} budget {QUERY_ONLY}"
    http_log, mcp_log = tmp_path / "serve.log", tmp_path / "mcp.log"
    with served(home, errlog=http_log, TMPDIR=str(slept.tmp)) as base:
        auth = {"Authorization": f"Bearer {owner}"}
        body = {"query": question, "k": 5, "explain": True}
        answer = httpx.post(f"{base}/v1/search", json=body, headers=auth, timeout=120)
        assert answer.status_code == 200 and answer.json()["explain"], answer.text[:500]

    async def ask() -> dict:
        with open(mcp_log, "w") as err:
            params = mcp_stdio(home, TMPDIR=str(slept.tmp))
            async with Client(stdio_client(params, errlog=err), read_timeout_seconds=120) as client:
                result = await client.call_tool("search_memory", {"query": question, "k": 5, "explain": True})
                assert not result.is_error, result.content
                return result.structured_content

    explained = anyio.run(ask)
    assert explained["hits"] and all(h.get("explain") for h in explained["hits"])
    for log in (http_log, mcp_log):
        assert _in(log.read_text(encoding="utf-8", errors="replace"), [*MARKERS, QUERY_ONLY]) == [], log
    assert_no_markers(home.root, slept.tmp, markers=[*MARKERS, QUERY_ONLY])


def test_forget_its_dry_run_erase_audit_and_forgets_row_hold_no_content(slept, tmp_path):
    """`hinet forget --person` and `--query`: the dry runs show the owner what they would erase on
    stdout (their own console) and write nothing anywhere; the erase prints counts only; neither
    leaves a marker in a file of the home or the temp folder, nor on stderr; the `forgets` rows and
    the audit events (inside the vault) name no one and quote nothing."""
    home = copy_home(slept.home, tmp_path / "forget")
    env = {"TMPDIR": str(slept.tmp)}
    never = [*MARKERS, *_questions(slept)]
    for selector in (("--person", MAIL_MARKERS[0]), ("--query", NOTE_MARKERS[1])):
        code, out, err = hinet_run("forget", *selector, "--home", home.root, home=home, env=env)
        assert code == 0 and "dry run: would erase" in out, err
        assert _in(err, never) == []
        assert_no_markers(home.root, slept.tmp, markers=never)
        code, out, err = hinet_run("forget", *selector, "--yes", "--home", home.root, home=home, env=env)
        assert code == 0 and out.startswith("forgotten: "), err
        assert _in(out + err, never) == [], out + err
        assert_no_markers(home.root, slept.tmp, markers=never)
    with Vault.open(home) as v:
        rows = v.conn.execute("SELECT selector, counts, pending FROM forgets").fetchall()
        events = [d for (d,) in v.conn.execute("SELECT details FROM audit_events WHERE kind LIKE '%forget%'")]
        left = "\n".join(f"{t or ''}\n{b}" for t, b in v.conn.execute("SELECT title, body FROM items"))
    assert [r[0] for r in rows] == ["person", "query"] and all(r[2] == "" for r in rows)
    assert _in(json.dumps(rows) + "\n".join(events), [*MARKERS, "clinic", "Pellanore"]) == []
    assert _in(left, [MAIL_MARKERS[2], NOTE_MARKERS[1]]) == []  # erased from the vault too
