"""Query analysis against a real mailbox's names: each question is matched against every person the
vault knows (authors and participants). The names here are the display names of the shared Enron
mail's From/To/Cc headers (real ones, as ``query_analysis.known_people`` reads them), grown with
numbered copies to show how the cost scales.

    python -m benchmarks.query_analysis [--grow 1 10]

Prints ms per question for ``analyse`` beside the reference measured in the same run: the previous
code, one regex per name per question (re's cache holds 512 patterns, so each was compiled again).
"""

from __future__ import annotations

import argparse
import email
import json
import re
import time
from email import policy

from hinet_pipeline.read.query_analysis import analyse, display_name

from .common import SHARED

ENRON = SHARED / "data" / "mail" / "enron" / "enron-eval"
QUESTIONS = [
    "what did Phillip Allen say about the gas contract?",
    "meeting notes from last week",
    "Jeff's email about the California power crisis",
    "where is the new office in Houston",
    "who sent the budget review in March 2001",
    "Sara Shackleton on the ISDA master agreement",
]


def enron_names() -> list[str]:
    names = set()
    for path in sorted(ENRON.glob("*.txt")):
        msg = email.message_from_bytes(path.read_bytes(), policy=policy.compat32)
        for header in ("From", "To", "Cc", "X-From", "X-To", "X-cc"):
            for part in (msg.get(header) or "").split(","):
                name = display_name(part.strip())
                if name and "@" not in name and len(name) >= 3:
                    names.add(name)
    return sorted(names, key=len, reverse=True)


def per_name_regex(question: str, people: list[str]) -> list[str]:
    """The reference: the previous code's loop, a pattern compiled per name per question."""
    found, lowered = [], question.casefold()
    for name in people:
        parts = [name] + ([name.split()[0]] if " " in name and len(name.split()[0]) >= 3 else [])
        for part in parts:
            if re.search(r"(?<!\w)" + re.escape(part.casefold()) + r"(?:'s|’s)?(?!\w)", lowered):
                found.append(name)
                break
    return found


def ms_per_question(fn, people: list[str], rounds: int = 3) -> float:
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        for q in QUESTIONS:
            fn(q, people)
        best = min(best, (time.perf_counter() - t0) / len(QUESTIONS) * 1000)
    return round(best, 3)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--grow", type=int, nargs="*", default=[1, 10], help="copies of the name list")
    args = ap.parse_args()
    base = enron_names()
    for grow in args.grow:
        people = base + [f"{n} {k}" for k in range(1, grow) for n in base]
        same = all(set(analyse(q, people).people) == set(per_name_regex(q, people)) for q in QUESTIONS)
        row = {
            "names": len(people),
            "analyse_ms": ms_per_question(lambda q, p: analyse(q, p), people),
            "per_name_regex_ms": ms_per_question(per_name_regex, people, rounds=1),
            "same_people": same,
        }
        row["speedup"] = round(row["per_name_regex_ms"] / max(row["analyse_ms"], 1e-6), 1)
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
