"""Probes and the eval gate: recall@k, MRR and all-found rate over a probe file (docs/contracts.md).

A probe is ``{"id", "query", "expected": [external_id, ...], "filters": {...}}``. Recall@k of a
probe is the share of its expected ids among the first k distinct records returned (the scoring
of tests/tools/locomo.py); MRR uses the first expected id found.

Gold facts (the sample corpus's format: subject, predicate, object, ...) are scored too when the
home has them: ``[eval] facts`` in config.toml names the file, else ``HOME/facts.jsonl`` beside the
probes is used when it exists. Precision and recall of the vault's facts (``facts.gold.score``),
and per extractor over the values its observations state; numbers only; they never fail the gate.

The eval gate's history (``eval_runs``) is kept here for both probe sets; the gate on the vault's
self-made probes (read/self_probes.py) is read/self_probe_gate.py.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from statistics import median

from hinet_pipeline.config import Home, Role, Settings
from hinet_pipeline.errors import HinetError
from hinet_pipeline.memory.facts.consolidate import Fact
from hinet_pipeline.memory.facts.gold import score as score_facts
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.timeutil import parse_time, utcnow

PROBES = "probes.jsonl"  # in the home: the owner's held-out probes
FACTS_GOLD = "facts.jsonl"  # in the home, beside them: the owner's gold facts


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


def facts_gold_path(home: Home, settings: Settings) -> Path:
    """Where the home's gold facts are: ``[eval] facts`` (relative to the home), else HOME/facts.jsonl."""
    return home.root / Path(settings.eval_facts).expanduser() if settings.eval_facts else home.root / FACTS_GOLD


def load_gold_facts(path: Path) -> list[dict]:
    """A gold facts file (JSON lines with at least subject, predicate and object)."""
    gold = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            d = json.loads(line)
            if not all(isinstance(d[k], str) and d[k] for k in ("subject", "predicate", "object")):
                raise ValueError("subject, predicate and object must be texts")
        except (ValueError, KeyError, TypeError) as e:
            raise HinetError(
                f"{path} line {n}: not a gold fact ({e}); expected {{subject, predicate, object}}"
            ) from None
        gold.append(d)
    if not gold:
        raise HinetError(f"{path}: no gold facts")
    return gold


def facts_figures(vault: Vault, gold: list[dict], region: str = "IL") -> dict:
    """The vault's facts (every interval not retracted) against ``gold``: ``facts_precision``,
    ``facts_recall``, ``facts_extracted``, ``facts_gold``, and ``facts_precision_<extractor>`` /
    ``facts_recall_<extractor>`` over the distinct values each extractor's observations of live
    records state. Numbers only (the scorer's list of missed facts is text: left out)."""
    rows = vault.conn.execute(
        "SELECT subject, predicate, object, valid_from, valid_to, record_id, source, sensitivity FROM facts "
        "WHERE retracted_at IS NULL"
    )
    facts = [
        Fact(s, p, o, parse_time(vf), parse_time(vt) if vt else None, rid, src, sens)
        for s, p, o, vf, vt, rid, src, sens in rows
    ]
    overall = score_facts(facts, gold, region)
    out = {
        "facts_precision": float(overall["precision"]),
        "facts_recall": float(overall["recall"]),
        "facts_extracted": overall["extracted"],
        "facts_gold": overall["gold"],
    }
    by_extractor: dict[str, list[Fact]] = {}
    for ext, s, p, o, vf, rid, src, sens in vault.conn.execute(
        "SELECT o.extractor, o.subject, o.predicate, o.object, min(o.valid_from), min(o.record_id), "
        "min(o.source), min(o.sensitivity) FROM fact_observations o JOIN items i ON i.rowid = o.item_rowid "
        "WHERE i.valid_to IS NULL AND o.retract = 0 AND o.object IS NOT NULL "
        "GROUP BY o.extractor, o.subject, o.predicate, o.object ORDER BY o.extractor"
    ):
        by_extractor.setdefault(ext, []).append(Fact(s, p, o, parse_time(vf), None, rid, src, sens))
    for ext, values in by_extractor.items():
        r = score_facts(values, gold, region)
        out[f"facts_precision_{ext}"], out[f"facts_recall_{ext}"] = float(r["precision"]), float(r["recall"])
    return out


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
    role: Role,
) -> dict:
    """Run every probe as ``role`` (a Role: no default); overall and per-category figures, and per probe."""
    depth = max((k, *ks))
    per_probe = []
    t0 = time.perf_counter()
    for p in probes:
        res = retriever.search(p.query, k=depth, filters=p.filters, role=role, mode=mode)
        found = [h["citation"]["external_id"] for h in res.hits]
        row = {
            "id": p.id,
            "category": p.category,
            "ms": res.timings_ms.get("total", 0.0),
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
            "latency_p50_ms": median(r["ms"] for r in rows),
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


def record_eval(
    vault: Vault,
    result: dict,
    *,
    passed: bool,
    source: str,
    probe_set: int | None = None,
    cycle: str | None = None,
) -> None:
    """Store the figures (no query text) in the vault for the eval gate's history: the owner's
    probes (``probe_set`` None) or a self-made set; ``cycle`` names the gate run it belongs to."""
    figures = {k: v for k, v in result.items() if k not in ("per_probe",)}
    with vault.transaction() as c:
        c.execute(
            "INSERT INTO eval_runs(at, source, k, recall, mrr, all_found, probes, passed, figures, probe_set, cycle) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?)",
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
                probe_set,
                cycle,
            ),
        )
        vault.append_audit(
            "eval",
            {"source": source, "recall": result[f"recall@{result['k']}"], "passed": passed, "probe_set": probe_set},
        )


def last_passing_recall(vault: Vault) -> float | None:
    """recall@10 of the last passing run of the owner's probes."""
    row = vault.conn.execute(
        "SELECT recall FROM eval_runs WHERE passed = 1 AND probe_set IS NULL ORDER BY id DESC LIMIT 1"
    ).fetchone()
    return row[0] if row else None


def run_gate(
    vault: Vault,
    retriever,
    probes: list,
    *,
    max_drop: float,
    source: str,
    gold_facts: list[dict] | None = None,
    region: str = "IL",
    cycle: str | None = None,
) -> dict:
    """The eval gate on the owner's probes: run them, compare recall@10 with their last passing run,
    record the figures. Passes when there is no earlier passing run or recall@10 dropped by at most
    ``max_drop``. With ``gold_facts``, the facts figures (``facts_figures``) are recorded with the
    others; they do not decide the gate."""
    result = evaluate(retriever, probes, k=10, role=retriever.settings.role("owner"))  # the owner's probes
    if gold_facts:
        result.update(facts_figures(vault, gold_facts, region))
    baseline = last_passing_recall(vault)
    passed = baseline is None or result["recall@10"] >= baseline - max_drop
    record_eval(vault, result, passed=passed, source=source, cycle=cycle)
    return {"result": result, "baseline": baseline, "passed": passed}


def last_gate(vault: Vault) -> tuple[float, bool] | None:
    """(recall, passed) of the latest gate cycle, or None when there is none: passed only when
    every run of that cycle (the self-made set, the old set beside a new one, the owner's probes)
    passed; recall is its last run's."""
    row = vault.conn.execute("SELECT id, recall, passed, cycle FROM eval_runs ORDER BY id DESC LIMIT 1").fetchone()
    if row is None:
        return None
    _, recall, passed, cycle = row
    if cycle is not None:
        passed = vault.conn.execute("SELECT min(passed) FROM eval_runs WHERE cycle = ?", (cycle,)).fetchone()[0]
    return recall, bool(passed)
