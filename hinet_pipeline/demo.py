"""`hinet demo`: the main job end to end on the bundled sample corpus.

Creates a home, lands every sample export through its real connector on the day it would have
been delivered, runs the sleep cycle (Dagster, in-process) for each landing day, and asks a few
questions, printing cited results.
"""

from __future__ import annotations

import json
import shutil
from datetime import date
from importlib.resources import files
from pathlib import Path
from typing import Callable

from hinet_pipeline.config import Home
from hinet_pipeline.errors import HinetError
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.facts.store import read as read_facts
from hinet_pipeline.read.evaluation import PROBES
from hinet_pipeline.read.relevant_facts import relevant_facts
from hinet_pipeline.store.home_setup import init_home, set_owner
from hinet_pipeline.store.vault import Vault

SAMPLE = Path(str(files("hinet_pipeline") / "sample_corpus"))

# (connector, path under sample_corpus, landing day, account)
PLAN: list[tuple[str, str, str, str | None]] = [
    *[
        ("mbox", f"mail/2026-0{m}.mbox", day, "dana.levi@fastmail.example")
        for m, day in zip(
            range(1, 7), ("2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30")
        )
    ],
    *[
        ("notes", f"notes/2026-0{m}", day, None)
        for m, day in zip(
            range(1, 7), ("2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30")
        )
    ],
    ("slack", "slack/acme-2026-01-03", "2026-03-31", "acme"),
    ("slack", "slack/family-2026-01-06", "2026-06-30", "family"),
    ("slack", "slack/globex-2026-04-06", "2026-06-30", "globex"),
    ("ics", "calendar/2026-h1.ics", "2026-06-30", "dana.levi@fastmail.example"),
]

OWNER = (
    "Dana Levi",
    ["dana.levi@fastmail.example", "dana.levi@acme-robotics.example", "dana.levi@globex-analytics.example"],
)

TODAY = date(2026, 6, 30)  # the sample corpus's last day: "now" for its questions

QUESTIONS: list[tuple[str, dict]] = [
    ("When does my new job at Globex start?", {}),
    ("What is Yossi's personal email?", {}),
    ("מתי הטיסה לברלין?", {}),
    ("What did the MRI of my knee show?", {}),
    ("What did Jonas say about the 56-day rule?", {"source": ["chat"]}),
]


def demo_home(root: Path | None) -> Home:
    return Home.resolve(root or Path.cwd() / ".hinet-demo")


def reset(home: Home) -> None:
    """Remove a previous demo home (only one that looks like a HiNet home)."""
    if home.root.exists():
        if not (home.root / "vault.db").exists() and any(home.root.iterdir()):
            raise HinetError(f"{home.root} exists and is not a HiNet home: choose another --home")
        shutil.rmtree(home.root)


def use_sample_gold_facts(home: Home) -> None:
    """Name the sample corpus's gold facts in config.toml ([eval] facts), so the eval gate scores the
    vault's facts against them. Named, not copied: their text is personal content, and nothing but
    the vault may hold that in a home."""
    if home.settings().eval_facts:
        return
    line = f"facts = {json.dumps(str(SAMPLE / 'facts.jsonl'))}\n"
    text = home.config_path.read_text(encoding="utf-8")
    text = text.replace("[eval]\n", "[eval]\n" + line, 1) if "[eval]\n" in text else f"{text}\n[eval]\n{line}"
    home.config_path.write_text(text, encoding="utf-8")


def run_demo(
    home: Home,
    *,
    fresh: bool,
    sleep: Callable[[Home, list[str]], dict],
    searcher: Callable,
    say: Callable[[str], None],
    show: Callable[[dict], None],
) -> None:
    """The demo flow: init, land every sample export, the sleep cycle (``sleep(home, days)``, the
    face's runner), then the sample questions through ``searcher(vault)`` (a Retriever), each result
    handed to ``show``. Progress lines go to ``say``."""
    if fresh:
        reset(home)
    init_home(home)
    set_owner(home, *OWNER)
    if not (home.root / PROBES).exists():  # the owner's held-out probes: the eval gate runs them
        shutil.copy(SAMPLE / PROBES, home.root / PROBES)
    use_sample_gold_facts(home)
    say(f"HiNet demo home: {home.root}")
    say("1. landing the sample exports (mbox, Markdown notes, Slack export, iCalendar):")
    days = []
    for connector, rel, day, account in PLAN:
        r = land(home, connector, SAMPLE / rel, day=day, account=account)
        days.append(r.day)
        say(
            f"   {connector:6} {rel:28} → {day}: landed {r.landed}"
            + (f", quarantined {r.quarantined}" if r.quarantined else "")
            + (" (already landed)" if r.already_landed else "")
        )
    say("2. sleep cycle (Dagster, one run per landing day):")
    result = sleep(home, sorted(set(days)))
    if result["failed"]:
        raise HinetError(f"sleep cycle failed for {', '.join(result['failed'])}")
    with Vault.open(home) as v:
        s = v.status()
        say(
            f"   vault: {s['items']} items, {s['chunks']} chunks, {s['vectors']} vectors "
            f"({s['model']['id']}), audit {'ok' if not v.audit_problems() else 'BROKEN'}"
        )
        gate = v.conn.execute("SELECT recall, mrr, probes, figures FROM eval_runs ORDER BY id DESC LIMIT 1").fetchone()
        if gate:
            figures = json.loads(gate[3])
            facts = (
                f"; facts precision {figures['facts_precision']:.3f}, recall {figures['facts_recall']:.3f}"
                if "facts_precision" in figures
                else ""
            )
            say(f"   eval gate: {gate[2]} probes, recall@10 {gate[0]:.3f}, MRR {gate[1]:.3f}{facts}")
        say("3. questions (hybrid retrieval, cited):")
        retriever, settings = searcher(v), home.settings()
        for q, filters in QUESTIONS:
            say(f"\n  Q: {q}" + (f"   filters: {filters}" if filters else ""))
            for f in relevant_facts(
                v, settings, settings.role("owner"), q, today=TODAY, known=retriever.known_people()
            ):
                until = f" until {f['valid_to'][:10]}" if f["valid_to"] else ""
                say(
                    f"  fact: {f['subject']} {f['predicate']} {f['object']} (from {f['valid_from'][:10]}{until})"
                    f"  {f['citation']['display']}"
                )
            show(retriever.search(q, role=settings.role("owner"), k=3, filters=filters).to_json())
        say("\n4. facts (consolidated from the records, with their validity, each cited):")
        owner = home.settings().roles["owner"]
        for pred in ("lives_in", "works_at", "phone"):
            for f in read_facts(v, owner, subject=OWNER[0], predicate=pred, history=True):
                until = f" until {f['valid_to'][:10]}" if f["valid_to"] else ""
                say(f"   {pred:9} {f['object']} (from {f['valid_from'][:10]}{until})  {f['citation']['display']}")
    hinet = hinet_command()
    say(f'\nTry: {hinet} query "where do I live now?" --home {home.root}')
    say(f"     {hinet} facts --as-of 2026-03-01 --home {home.root}")


def hinet_command() -> str:
    """How to call ``hinet`` from the user's shell: the bare name when it is on PATH (an active
    venv, a pipx install), else the path of the one beside this Python (``make demo`` runs it from
    .venv/bin, which a new user's shell does not have on its PATH), relative when that is shorter."""
    import os
    import shutil
    import sys

    beside = Path(sys.executable).parent / "hinet"
    found = shutil.which("hinet")
    if found and (not beside.exists() or Path(found).resolve() == beside.resolve()):
        return "hinet"
    if not beside.exists():
        return f"{sys.executable} -m hinet_pipeline.cli"
    rel = os.path.relpath(beside)
    return rel if not rel.startswith("..") and len(rel) < len(str(beside)) else str(beside)
