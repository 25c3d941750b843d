"""The rules of ``grammar`` for a note that welcomes its reader to a post in plain words, not a formal letter: "You
start with us on 1 October as Postdoctoral Research Associate on the Northern Charters Project, and for your sins you'll
report to me" (the employer: the writer's, as its sign-off names it; the boss, the writer: ``grammar_boss``)."""

from __future__ import annotations

from hinet_pipeline.memory.facts.job_titles import read_title
from hinet_pipeline.memory.facts.named import WRITERS_EMPLOYER
from hinet_pipeline.memory.facts.rule import rule

# "You start with us on 1 October as X", "you begin with us from Monday as X" (its day before the title)
_WITH_US = r"\b[Yy]ou\s+(?:start|begin)\s+with\s+us\b(?=[^.!?\n]{0,40}?\d)"
WELCOME_RULES = (
    rule(
        "start with us|begin with us",
        rf"{_WITH_US}[^.!?\n]{{0,40}}?\s+as\s+(?:an?\s+|the\s+|our\s+)?(?:new\s+)?(?=[A-Z])",
        "job_title",
        read_title,
        whose="addressee",
        tense="plan",
    ),
    rule(
        "start with us|begin with us",
        rf"{_WITH_US}",
        "works_at",
        lambda text, pos: (WRITERS_EMPLOYER, pos),
        whose="addressee",
        tense="plan",
    ),
)
