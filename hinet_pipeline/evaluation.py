"""Probes and the eval gate: recall@k, MRR and all-found rate over a probe file (DESIGN.md).

A probe is ``{"id", "query", "expected": [external_id, ...], "filters": {...}}``. Recall@k of a
probe is the share of its expected ids among the first k distinct records returned (the scoring
of ../shared/tools/locomo.py); MRR uses the first expected id found.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from .errors import HinetError
from .retrieval import Retriever
from .timeutil import utcnow
from .vault import Vault


@dataclass
class Probe:
    id: str
    query: str
    expected: list[str]
    filters: dict = field(default_factory=dict)
    category: str | None = None


def load_probes(path: Path) -> list[Probe]:
    probes = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            d = json.loads(line)
            probes.append(
                Probe(
                    str(d["id"]),
                    d["query"],
                    list(d["expected"]),
                    d.get("filters") or {},
                    d.get("category") or d.get("kind"),
                )
            )
        except (ValueError, KeyError, TypeError) as e:
            raise HinetError(f"{path} line {n}: not a probe ({e}); expected {{id, query, expected, filters}}") from None
    if not probes:
        raise HinetError(f"{path}: no probes")
    return probes


def score(found: list[str], expected: list[str], k: int) -> dict:
    top = found[:k]
    hits = [e for e in expected if e in top]
    first = next((i for i, ext in enumerate(found) if ext in expected), None)
    return {
        "recall": len(hits) / len(expected),
        "rr": 1.0 / (first + 1) if first is not None else 0.0,
        "all_found": len(hits) == len(expected),
    }


def evaluate(
    retriever: Retriever,
    probes: list[Probe],
    *,
    k: int = 10,
    mode: str = "hybrid",
    ks: tuple[int, ...] = (5, 10, 20),
    role: str = "owner",
) -> dict:
    """Run every probe; overall and per-category figures, and per probe."""
    depth = max((k, *ks))
    per_probe = []
    t0 = time.perf_counter()
    for p in probes:
        res = retriever.search(p.query, k=depth, filters=p.filters, role=role, mode=mode)
        found = [h["citation"]["external_id"] for h in res.hits]
        row = {
            "id": p.id,
            "category": p.category,
            **score(found, p.expected, k),
            **{f"recall@{n}": score(found, p.expected, n)["recall"] for n in ks},
        }
        per_probe.append(row)

    def summary(rows):
        n = len(rows)
        out = {
            "probes": n,
            f"recall@{k}": sum(r["recall"] for r in rows) / n,
            "mrr": sum(r["rr"] for r in rows) / n,
            "all_found": sum(r["all_found"] for r in rows) / n,
        }
        out.update({f"recall@{m}": sum(r[f"recall@{m}"] for r in rows) / n for m in ks})
        return {key: round(v, 4) if isinstance(v, float) else v for key, v in out.items()}

    categories = sorted({r["category"] for r in per_probe if r["category"]})
    return {
        "k": k,
        "mode": mode,
        **summary(per_probe),
        "by_category": {c: summary([r for r in per_probe if r["category"] == c]) for c in categories},
        "seconds": round(time.perf_counter() - t0, 2),
        "per_probe": per_probe,
    }


def record_eval(vault: Vault, result: dict, *, passed: bool, source: str) -> None:
    """Store the figures (no query text) in the vault for the eval gate's history."""
    figures = {k: v for k, v in result.items() if k not in ("per_probe",)}
    with vault.transaction() as c:
        c.execute(
            "INSERT INTO eval_runs(at, source, k, recall, mrr, all_found, probes, passed, figures) "
            "VALUES (?,?,?,?,?,?,?,?,?)",
            (
                utcnow(),
                source,
                result["k"],
                result[f"recall@{result['k']}"],
                result["mrr"],
                result["all_found"],
                result["probes"],
                int(passed),
                json.dumps(figures),
            ),
        )
        vault.append_audit("eval", {"source": source, "recall": result[f"recall@{result['k']}"], "passed": passed})


def last_passing_recall(vault: Vault) -> float | None:
    row = vault.conn.execute("SELECT recall FROM eval_runs WHERE passed = 1 ORDER BY id DESC LIMIT 1").fetchone()
    return row[0] if row else None


def run_gate(vault: Vault, retriever, probes: list, *, max_drop: float, source: str) -> dict:
    """The eval gate: run the probes, compare recall@10 with the last passing run, record the figures.
    Passes when there is no earlier passing run or recall@10 dropped by at most ``max_drop``."""
    result = evaluate(retriever, probes, k=10)
    baseline = last_passing_recall(vault)
    passed = baseline is None or result["recall@10"] >= baseline - max_drop
    record_eval(vault, result, passed=passed, source=source)
    return {"result": result, "baseline": baseline, "passed": passed}


def last_gate(vault: Vault) -> tuple[float, bool] | None:
    """(recall, passed) of the latest recorded eval run, or None when there is none."""
    row = vault.conn.execute("SELECT recall, passed FROM eval_runs ORDER BY id DESC LIMIT 1").fetchone()
    return (row[0], bool(row[1])) if row else None
