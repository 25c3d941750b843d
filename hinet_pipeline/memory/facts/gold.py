"""Extractor quality against a gold file (sample_corpus/facts.jsonl: subject, predicate, object,
valid_from, valid_to, evidence): precision over the facts about the gold's subjects and
predicates (a gold file annotates the predicates it lists, fully: ``attended``, one fact per
calendar event, is tested apart), recall over the gold facts. Objects match after normalisation
(phone numbers as E.164, text case-folded, one containing the other: "Globex" finds "Globex
Analytics")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterable

from hinet_pipeline.memory.facts.consolidate import Fact
from hinet_pipeline.memory.people.identity import phone_e164


def load_gold(path: Path) -> list[dict]:
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]


def _norm(predicate: str, value: str, region: str) -> str:
    return (phone_e164(value, region) or value) if predicate == "phone" else value.casefold()


def matches(fact: Fact, gold: dict, region: str = "IL") -> bool:
    if (fact.subject, fact.predicate) != (gold["subject"], gold["predicate"]):
        return False
    a, b = _norm(fact.predicate, fact.object, region), _norm(gold["predicate"], gold["object"], region)
    return a == b or a in b or b in a


def score(facts: Iterable[Fact], gold: list[dict], region: str = "IL") -> dict:
    subjects, predicates = {g["subject"] for g in gold}, {g["predicate"] for g in gold}
    about = [f for f in facts if f.subject in subjects and f.predicate in predicates]
    right = [f for f in about if any(matches(f, g, region) for g in gold)]
    found = [g for g in gold if any(matches(f, g, region) for f in about)]
    return {
        "extracted": len(about),
        "gold": len(gold),
        "precision": round(len(right) / max(1, len(about)), 3),
        "recall": round(len(found) / max(1, len(gold)), 3),
        "missed": [f"{g['subject']} {g['predicate']} {g['object']}" for g in gold if g not in found],
    }
