"""Accepting a drop on purpose (`hinet eval --accept`): the gate's figures of now become its baseline.

The eval gate fails a cycle whose figures fell from the last accepted run (read/self_probe_gate.py,
read/evaluation.run_gate), and keeps failing: a weaker embedder kept on purpose (a smaller model
for a small machine), a chunker that trades recall for speed, would stop every sleep cycle from
then on. Accepting runs the gate's probes now, as the gate does, and records each run as accepted
(``passed``, source ``accept``): the next cycle compares with these figures. A self-made set due
for renewal (an embedder or chunking change, its old set kept back because it fell) runs one last
time, is accepted and retired, and the new set's first run is its baseline, as a passing cycle
would have done. What was accepted (the drops' names, no probe text) is in the result and audited.
"""

from __future__ import annotations

import uuid

from hinet_pipeline.read import self_probes
from hinet_pipeline.read.evaluation import evaluate, last_passing_recall, record_eval
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.read.self_probe_gate import drops, evaluate_self, last_accepted
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.timeutil import utcnow

SOURCE = "accept"  # eval_runs.source of an accepted run


def accept(vault: Vault, retriever: Retriever, *, max_drop: float, owner_probes: list | None = None) -> dict:
    """Run the vault's self-made set (drawn first when there is none; renewed when due) and the
    owner's probes, record each run as accepted, and return ``{"cycle", "self", "owner"}``:
    ``self`` is ``{"set", "result", "baseline", "accepted_drops", "previous", "renewed"}`` (None
    when there is nothing indexed to draw from), ``owner`` is ``{"result", "baseline"}`` (None
    without owner probes). ``accepted_drops``: what the gate would have failed (self_probe_gate.drops)."""
    owner = retriever.settings.role("owner")
    cycle = f"accept:{utcnow()}:{uuid.uuid4().hex[:8]}"
    current = self_probes.active_set(vault)
    previous = None
    if current is not None:
        reason = self_probes.renewal_reason(vault, current)
        if reason is not None:  # the old set's last run, accepted, then the new set
            base = last_accepted(vault, current.set_id)
            old = evaluate_self(retriever, current.probes, role=owner, known_upto=_upto(base))
            fell = drops(old, base, max_drop)
            record_eval(vault, old, passed=True, source=SOURCE, probe_set=current.set_id, cycle=cycle)
            previous = {"set": current.set_id, "reason": reason, "result": old, "baseline": base}
            previous["accepted_drops"] = fell
            current = self_probes.store_set(vault, self_probes.draw(vault), reason=reason, retire=current.set_id)
    else:
        drawn = self_probes.draw(vault)
        current = self_probes.store_set(vault, drawn, reason="first") if drawn else None
    own = None
    if current is not None:
        base = last_accepted(vault, current.set_id)
        result = evaluate_self(retriever, current.probes, role=owner, known_upto=_upto(base))
        fell = drops(result, base, max_drop)
        record_eval(vault, result, passed=True, source=SOURCE, probe_set=current.set_id, cycle=cycle)
        own = {
            "set": current.set_id,
            "result": result,
            "baseline": base,
            "accepted_drops": fell,
            "previous": previous,
            "renewed": previous["reason"] if previous else None,
        }
    theirs = None
    if owner_probes:
        base_recall = last_passing_recall(vault)
        result = evaluate(retriever, owner_probes, k=10, role=owner)
        record_eval(vault, result, passed=True, source=SOURCE, cycle=cycle)
        theirs = {"result": result, "baseline": base_recall}
    if own is None and theirs is None:
        return {"cycle": None, "self": None, "owner": None}
    vault.audit(
        "eval_accept",
        {
            "cycle": cycle,
            "set": own["set"] if own else None,
            "renewed": own["renewed"] if own else None,
            "drops": (own["accepted_drops"] + (previous["accepted_drops"] if previous else [])) if own else [],
            "owner_probes": len(owner_probes or []),
        },
    )
    return {"cycle": cycle, "self": own, "owner": theirs}


def _upto(baseline: dict | None) -> int | None:
    return baseline.get("items_upto") if baseline else None
