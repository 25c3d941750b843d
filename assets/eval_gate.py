"""eval_gate: after every sleep cycle, the probes the vault drew from the owner's own records
(read/self_probes.py: drawn at the first cycle, kept inside the vault) and the owner's held-out
probes (HINET_HOME/probes.jsonl, where there are any), reported apart; a blocking check fails the
cycle when recall@5, recall@10 or MRR (self-made: per mode, source and probe kind too) drops more
than the configured delta from the last accepted run. With gold facts (config.toml [eval] facts,
else HINET_HOME/facts.jsonl beside the probes), facts precision and recall are recorded too (never
failing the gate). Figures only reach Dagster, never probe or fact text."""

import uuid

import pandas as pd
from dagster import AssetCheckResult, AssetExecutionContext, MaterializeResult, MetadataValue, asset, asset_check

from hinet_pipeline.index.embedders import reader_embedder
from hinet_pipeline.read.evaluation import (
    PROBES,
    facts_figures,
    facts_gold_path,
    last_gate,
    load_gold_facts,
    load_probes,
    run_gate,
)
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.read.self_probe_gate import run_self_gate
from resources.vault import EmbedderResource, VaultResource

from .indexes import fts_index, vector_index
from .partitions import daily_partitions
from .provenance_graph import provenance_graph


@asset(
    partitions_def=daily_partitions,
    group_name="sleep_cycle",
    deps=[fts_index, vector_index, provenance_graph],
    kinds={"python"},
    description="Runs the vault's self-made probes and the owner's probes; stores recall@5/@10, MRR and all-found "
    "in the vault's eval history.",
)
def eval_gate(context: AssetExecutionContext, vault: VaultResource, embedder: EmbedderResource) -> MaterializeResult:
    home = vault.hinet_home
    path, settings = home.root / PROBES, home.settings()
    gold_path = facts_gold_path(home, settings)
    gold = load_gold_facts(gold_path) if gold_path.exists() else None
    if gold is None and settings.eval_facts:
        context.log.warning("config.toml [eval] facts names no file: facts precision/recall not recorded")
    cycle = f"{context.partition_key}:{uuid.uuid4().hex[:12]}"
    source = f"eval_gate:{context.partition_key}"
    probes = load_probes(path) if path.exists() else None
    # one retriever for both sets: a second would load the whole vector index again
    with vault.open() as v:
        retriever = Retriever(v, reader_embedder(v, "hybrid", lambda: embedder.get(home)), settings)
        own = run_self_gate(v, retriever, max_drop=settings.eval_max_drop, source=source, cycle=cycle)
        if probes is not None:
            gate = run_gate(
                v,
                retriever,
                probes,
                max_drop=settings.eval_max_drop,
                source=source,
                gold_facts=gold,
                region=settings.owner.region,
                cycle=cycle,
            )
        elif gold:  # the facts figures still reach Dagster (the vault's history holds probe runs only)
            gold_figures = facts_figures(v, gold, settings.owner.region)
    self_meta = self_metadata(own, context) if own else {}
    if probes is None:
        if not own:
            context.log.info("no probes.jsonl in the home and nothing indexed to draw probes from: eval gate skipped")
            skipped = {"probes": 0, "passed": True, "skipped": "no probes.jsonl"}
        else:
            skipped = {"probes": 0, "passed": own["passed"]}
        if gold:
            skipped.update(gold_figures)
        return MaterializeResult(metadata={**skipped, **self_meta})
    result, baseline, passed = gate["result"], gate["baseline"], gate["passed"]
    facts_meta = {key: value for key, value in result.items() if key.startswith("facts_")}
    recall = result["recall@10"]
    table = pd.DataFrame(
        [
            {"category": c, "probes": f["probes"], "recall@10": f["recall@10"], "mrr": f["mrr"]}
            for c, f in result["by_category"].items()
        ]
    )
    context.log.info(f"recall@10 {recall:.3f} (baseline {baseline}), {'passed' if passed else 'FAILED'}")
    if facts_meta:
        context.log.info(f"facts precision {facts_meta['facts_precision']}, recall {facts_meta['facts_recall']}")
    return MaterializeResult(
        metadata={
            "probes": result["probes"],
            "recall@10": recall,
            "mrr": result["mrr"],
            "all_found": result["all_found"],
            "baseline_recall@10": baseline if baseline is not None else -1.0,
            "max_drop": settings.eval_max_drop,
            "passed": passed and (own is None or own["passed"]),
            "owner_passed": passed,
            "by_category": MetadataValue.md(table.to_markdown(index=False) if len(table) else "-"),
            **facts_meta,  # numbers: precision and recall overall and per extractor, counts
            **self_meta,
        }
    )


def self_metadata(own: dict, context: AssetExecutionContext) -> dict:
    """The self-made probes' figures as Dagster metadata: numbers per mode and per source (plotted
    over partitions), the baseline's, which set, and a table of sources (genre names and numbers)."""
    result, base = own["result"], own["baseline"] or {}
    meta: dict = {"self_set": own["set"], "self_probes": result["probes"], "self_passed": own["passed"]}
    meta["self_drops"] = len(own["drops"])
    for mode, figures in result.get("modes", {}).items():
        prefix = "self" if mode == "hybrid" else f"self_{mode}"
        for m in ("recall@5", "recall@10", "mrr"):
            meta[f"{prefix}_{m}"] = figures.get(m, 0.0)
            if mode == "hybrid":
                meta[f"self_baseline_{m}"] = base.get(m, -1.0)
        if mode == "hybrid":
            for src, f in figures.get("by_source", {}).items():
                meta[f"self_recall@10_{src}"] = f["recall@10"]
                meta[f"self_mrr_{src}"] = f["mrr"]
    if own["previous"]:  # the set was renewed: the old set's last figures beside the new one's first
        old = own["previous"]["result"]
        meta.update({"self_previous_set": own["previous"]["set"], "self_previous_recall@10": old["recall@10"]})
        meta["self_previous_mrr"] = old["mrr"]
    rows = [
        {"source": src, "probes": f["probes"], "recall@5": f["recall@5"], "recall@10": f["recall@10"], "mrr": f["mrr"]}
        for src, f in result.get("by_source", {}).items()
    ]
    meta["by_source"] = MetadataValue.md(pd.DataFrame(rows).to_markdown(index=False) if rows else "-")
    context.log.info(
        f"self-made probes (set {own['set']}): recall@10 {result['recall@10']:.3f}, MRR {result['mrr']:.3f}, "
        f"{'passed' if own['passed'] else 'FAILED: ' + ', '.join(own['drops'])}"
    )
    return meta


@asset_check(
    asset=eval_gate,
    blocking=True,
    description="recall@5, recall@10 and MRR (self-made probes: per mode, source and kind too) have not dropped "
    "more than [eval] max_recall_drop since the last accepted run.",
)
def recall_within_delta(vault: VaultResource) -> AssetCheckResult:
    with vault.open() as v:
        last = last_gate(v)
    if last is None:
        return AssetCheckResult(passed=True, metadata={"runs": 0})
    recall, passed = last
    return AssetCheckResult(passed=passed, metadata={"recall@10": recall})
