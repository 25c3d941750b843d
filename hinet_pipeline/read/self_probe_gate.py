"""The eval gate on the vault's self-made probes (read/self_probes.py draws them): run every cycle
under each mode, compared with the set's last accepted run among the records that run knew.

A self-made probe is a record and the records that answer with it: a hit of any of them counts as
the record. Figures are recall@5/@10 and MRR overall, per source and per probe kind, per mode; a
drop beyond the configured delta that also amounts to a few probes fails the gate. Numbers only
(sources and kinds are genre and probe-kind names).
"""

from __future__ import annotations

import json
import time
from statistics import median

from hinet_pipeline.config import Role
from hinet_pipeline.errors import QueryError
from hinet_pipeline.index.embedders import embed_questions
from hinet_pipeline.read import self_probes
from hinet_pipeline.read.evaluation import record_eval, score
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.read.retrieval.answer import validate_query
from hinet_pipeline.store.vault import Vault

GATED = ("recall@5", "recall@10", "mrr")  # a drop of any of these beyond the delta fails the gate
MIN_PER_GROUP = 30  # a source or probe kind is judged on its own from this many probes (fewer: overall only)
# a drop fails the gate only when it also amounts to this many probes (the drop times the number of
# probes: probes lost for recall, whole reciprocal ranks for MRR): on a small set one probe is more
# than the delta, and a day's new records may fairly outrank one probe's answer; a side that stopped
# working loses dozens (LoCoMo, 117 probes: dense off 59, half the vectors 13 of MRR)
MIN_PROBES_LOST = 3
# the modes the self-made probes run under each cycle: the answer's own (hybrid) and each side alone,
# so a side that stopped working fails the gate even where the other side hides it in the fused list
SELF_MODES = ("hybrid", "bm25", "dense")


def evaluate_self(
    retriever: Retriever,
    probes: list,
    *,
    role: Role,
    modes: tuple[str, ...] = SELF_MODES,
    k: int = 10,
    known_upto: int | None = None,
) -> dict:
    """Run self-made probes (SelfProbe: a record and the records that answer with it) under each of
    ``modes``: recall@5/@10 and MRR overall, per source and per kind, and latency; a hit of any
    accepted record counts as the record. The first mode's figures are the result's own, every
    mode's (that one too) are under ``modes``; ``items_upto``: the vault's last item row they ran
    on. With ``known_upto`` (a baseline's ``items_upto``), each mode also has ``known``: the same
    figures from the same answers among the records the baseline knew only (a record is known
    when a version of it was stored by then), so a day's new records, which may fairly outrank an
    old answer, move no figure the gate compares. Numbers only (sources and kinds are genre and
    probe-kind names)."""
    asked = _prepare(retriever, probes, modes)
    per_mode = {
        m: _self_figures(retriever, probes, role=role, mode=m, k=k, known_upto=known_upto, asked=asked) for m in modes
    }
    first = per_mode[modes[0]]
    upto = retriever.vault.conn.execute("SELECT coalesce(max(rowid), 0) FROM items").fetchone()[0]
    return {**first, "modes": per_mode, "items_upto": upto}


def _first_stored(conn, record_ids: set[str]) -> dict[str, int]:
    """The first item row of each record: when the vault first stored a version of it."""
    ids, out = sorted(record_ids), {}
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        out.update(
            conn.execute(
                f"SELECT record_id, min(rowid) FROM items WHERE record_id IN ({','.join('?' * len(part))}) "
                "GROUP BY record_id",
                part,
            ).fetchall()
        )
    return out


# deeper than k, and the same depth every run (a retriever's order depends on how deep it is asked):
# the known records' top k is then read from under the new ones
def _depth(k: int) -> int:
    return max(k, 10) * 3


def _prepare(retriever: Retriever, probes: list, modes: tuple[str, ...]) -> dict:
    """Each question's analysis, and its vector where a mode reads the dense side, made once for
    every mode: the vectors in batches (the same ones a search would embed: the question less the
    names it holds), so a cycle embeds each question once, not once per question per mode. Also the
    share of that embedding each question's latency carries (ms)."""
    analysed = {}
    for p in probes:
        if p.query not in analysed:
            try:
                validate_query(p.query, "hybrid", _depth(10))
            except QueryError:
                continue
            analysed[p.query] = retriever.analyse(p.query)
    vectors, share_ms = {}, 0.0
    if retriever.embedder is not None and any(m in ("hybrid", "dense") for m in modes) and analysed:
        t0 = time.perf_counter()
        vectors = embed_questions(retriever.embedder, [d.dense_query for d in analysed.values()])
        share_ms = (time.perf_counter() - t0) * 1000 / len(analysed)
    return {"derived": analysed, "vectors": vectors, "share_ms": share_ms}


def _self_figures(
    retriever: Retriever,
    probes: list,
    *,
    role: Role,
    mode: str,
    k: int,
    known_upto: int | None = None,
    asked: dict | None = None,
) -> dict:
    answers = []
    depth = _depth(k)
    asked = asked or {"derived": {}, "vectors": {}, "share_ms": 0.0}
    dense = mode in ("hybrid", "dense")
    for p in probes:
        try:
            validate_query(p.query, mode, depth)
        except QueryError:
            continue  # a stored question no search takes (a set drawn before MAX_QUESTION): left out, every cycle alike
        derived = asked["derived"].get(p.query)
        qv = asked["vectors"].get(derived.dense_query) if derived is not None and dense else None
        res = retriever.search(p.query, k=depth, role=role, mode=mode, derived=derived, query_vector=qv)
        ms = res.timings_ms.get("total", 0.0) + (asked["share_ms"] if qv is not None else 0.0)
        answers.append((p, [h["record_id"] for h in res.hits], ms))
    figures = _summaries(answers, k, keep=None)
    if known_upto is not None:
        first = _first_stored(retriever.vault.conn, {r for _, hits, _ in answers for r in hits})
        figures["known"] = _summaries(answers, k, keep=lambda r: first.get(r, known_upto + 1) <= known_upto)
    return {"k": k, "mode": mode, **figures}


def _summaries(answers: list, k: int, keep) -> dict:
    rows = []
    for p, hits, ms in answers:
        found: list[str] = []
        for record_id in hits:
            if keep is not None and not keep(record_id):
                continue
            rid = p.record_id if record_id in p.accepted else record_id
            if rid not in found:
                found.append(rid)
        rows.append(
            {
                "source": p.source,
                "kind": p.kind,
                "ms": ms,
                "recall@5": score(found, [p.record_id], 5)["recall"],
                **{key: v for key, v in score(found[:k], [p.record_id], k).items() if key != "all_found"},
            }
        )

    def summary(part: list[dict]) -> dict:
        n = len(part)
        return {
            "probes": n,
            "recall@5": round(sum(r["recall@5"] for r in part) / n, 4),
            f"recall@{k}": round(sum(r["recall"] for r in part) / n, 4),
            "mrr": round(sum(r["rr"] for r in part) / n, 4),
            "all_found": round(sum(r["recall"] for r in part) / n, 4),
            "latency_p50_ms": round(median(r["ms"] for r in part), 3),
        }

    if not rows:
        return {"probes": 0, f"recall@{k}": 0.0, "recall@5": 0.0, "mrr": 0.0, "all_found": 0.0}
    return {
        **summary(rows),
        "by_source": {s: summary([r for r in rows if r["source"] == s]) for s in sorted({r["source"] for r in rows})},
        "by_kind": {s: summary([r for r in rows if r["kind"] == s]) for s in sorted({r["kind"] for r in rows})},
    }


def last_accepted(vault: Vault, probe_set: int) -> dict | None:
    """The figures of the last passing run of a self-made set."""
    row = vault.conn.execute(
        "SELECT figures FROM eval_runs WHERE probe_set = ? AND passed = 1 ORDER BY id DESC LIMIT 1", (probe_set,)
    ).fetchone()
    return json.loads(row[0]) if row else None


def drops(result: dict, baseline: dict | None, max_drop: float) -> list[str]:
    """What fell by more than ``max_drop`` against ``baseline``, per mode: ``"hybrid:recall@10"``,
    ``"dense:mrr:mail"``, ``"bm25:recall@5:subject"`` ... (a source or a probe kind only where both
    runs had MIN_PER_GROUP probes of it)."""
    if not baseline:
        return []
    out = []
    now_modes = result.get("modes") or {result.get("mode", "hybrid"): result}
    then_modes = baseline.get("modes") or {baseline.get("mode", "hybrid"): baseline}
    for mode, now in now_modes.items():
        then = then_modes.get(mode)
        if not then:
            continue
        now = now.get("known", now)  # among the records the baseline knew (evaluate_self's known_upto)
        out += [f"{mode}:{m}" for m in GATED if _fell(now, then, m, max_drop)]
        for group in ("by_source", "by_kind"):
            for name, part in now.get(group, {}).items():
                was = then.get(group, {}).get(name)
                if was and min(part["probes"], was["probes"]) >= MIN_PER_GROUP:
                    out += [f"{mode}:{m}:{name}" for m in GATED if _fell(part, was, m, max_drop)]
    return out


def _fell(now: dict, then: dict, metric: str, max_drop: float) -> bool:
    """``metric`` fell by more than ``max_drop`` and by at least MIN_PROBES_LOST probes' worth."""
    if metric not in then:
        return False
    drop = then[metric] - now.get(metric, 0.0)
    return drop > max_drop and drop * min(now.get("probes", 0), then.get("probes", 0)) >= MIN_PROBES_LOST - 1e-9


def _upto(baseline: dict | None) -> int | None:
    return baseline.get("items_upto") if baseline else None


def run_self_gate(vault: Vault, retriever: Retriever, *, max_drop: float, source: str, cycle: str) -> dict | None:
    """The gate on the vault's own probe set: drawn at the first cycle (none when there is no
    indexed record to draw from), run every cycle against the set's last accepted run. When the set
    is due for renewal (self_probes.renewal_reason) the old set runs one last time and is judged;
    the new set is drawn and its first run becomes its baseline (``previous``: the old set's last
    figures beside it). A failed old set is kept (``renewal_due`` names why it was due): nothing is
    renewed until a cycle passes."""
    owner = retriever.settings.role("owner")
    current = self_probes.active_set(vault)
    previous = None
    if current is not None:
        reason = self_probes.renewal_reason(vault, current)
        if reason is not None:
            old_base = last_accepted(vault, current.set_id)
            old = evaluate_self(retriever, current.probes, role=owner, known_upto=_upto(old_base))
            fell = drops(old, old_base, max_drop)
            record_eval(vault, old, passed=not fell, source=source, probe_set=current.set_id, cycle=cycle)
            previous = {"set": current.set_id, "reason": reason, "result": old, "baseline": old_base, "drops": fell}
            if fell:
                return {
                    "set": current.set_id,
                    "result": old,
                    "baseline": old_base,
                    "passed": False,
                    "drops": fell,
                    "previous": None,
                    "renewed": None,
                    "renewal_due": reason,  # kept back: the old set fell
                }
            current = self_probes.store_set(vault, self_probes.draw(vault), reason=reason, retire=current.set_id)
    else:
        probes = self_probes.draw(vault)
        if not probes:
            return None
        current = self_probes.store_set(vault, probes, reason="first")
    baseline = last_accepted(vault, current.set_id)
    result = evaluate_self(retriever, current.probes, role=owner, known_upto=_upto(baseline))
    fell = drops(result, baseline, max_drop)
    record_eval(vault, result, passed=not fell, source=source, probe_set=current.set_id, cycle=cycle)
    return {
        "set": current.set_id,
        "result": result,
        "baseline": baseline,
        "passed": not fell,
        "drops": fell,
        "previous": previous,
        "renewed": previous["reason"] if previous else None,
    }
