"""`hinet demo`: the main job end to end on the bundled sample corpus.

Creates a home, lands every sample export through its real connector on the day it would have
been delivered, runs the sleep cycle (Dagster, in-process) for each landing day, and asks a few
questions, printing cited results.
"""
from __future__ import annotations

import shutil
from importlib.resources import files
from pathlib import Path

from .config import Home

SAMPLE = Path(str(files("hinet_pipeline") / "sample_corpus"))

# (connector, path under sample_corpus, landing day, account)
PLAN: list[tuple[str, str, str, str | None]] = [
    *[("mbox", f"mail/2026-0{m}.mbox", day, "dana.levi@fastmail.example")
      for m, day in zip(range(1, 7), ("2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"))],
    *[("notes", f"notes/2026-0{m}", day, None)
      for m, day in zip(range(1, 7), ("2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"))],
    ("slack", "slack/acme-2026-01-03", "2026-03-31", "acme"),
    ("slack", "slack/family-2026-01-06", "2026-06-30", "family"),
    ("slack", "slack/globex-2026-04-06", "2026-06-30", "globex"),
    ("ics", "calendar/2026-h1.ics", "2026-06-30", "dana.levi@fastmail.example"),
]

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
            from .errors import HinetError
            raise HinetError(f"{home.root} exists and is not a HiNet home: choose another --home")
        shutil.rmtree(home.root)
