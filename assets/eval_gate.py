"""eval_gate: the owner's held-out probes (HINET_HOME/probes.jsonl) after every sleep cycle; a
blocking check fails the cycle when recall@10 drops more than the configured delta from the last
passing run. With gold facts (config.toml [eval] facts, else HINET_HOME/facts.jsonl beside the
probes), facts precision and recall are recorded too (never failing the gate). Figures only reach
Dagster, never probe or fact text."""

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
from resources.vault import EmbedderResource, VaultResource

from .indexes import fts_index, vector_index
from .partitions import daily_partitions
from .provenance_graph import provenance_graph


@asset(
    partitions_def=daily_partitions,
    group_name="sleep_cycle",
    deps=[fts_index, vector_index, provenance_graph],
    kinds={"python"},
    description="Runs the owner's probes; stores recall@10, MRR and all-found in the vault's eval history.",
)
def eval_gate(context: AssetExecutionContext, vault: VaultResource, embedder: EmbedderResource) -> MaterializeResult:
    home = vault.hinet_home
    path, settings = home.root / PROBES, home.settings()
    gold_path = facts_gold_path(home, settings)
    gold = load_gold_facts(gold_path) if gold_path.exists() else None
    if gold is None and settings.eval_facts:
        context.log.warning("config.toml [eval] facts names no file: facts precision/recall not recorded")
    if not path.exists():
        context.log.info("no probes.jsonl in the home: eval gate skipped")
        skipped = {"probes": 0, "passed": True, "skipped": "no probes.jsonl"}
        if gold:  # the facts figures still reach Dagster (the vault's history holds probe runs only)
            with vault.open() as v:
                skipped.update(facts_figures(v, gold, settings.owner.region))
        return MaterializeResult(metadata=skipped)
    probes = load_probes(path)
    with vault.open() as v:
        retriever = Retriever(v, reader_embedder(v, "hybrid", lambda: embedder.get(home)), settings)
        gate = run_gate(
            v,
            retriever,
            probes,
            max_drop=settings.eval_max_drop,
            source=f"eval_gate:{context.partition_key}",
            gold_facts=gold,
            region=settings.owner.region,
        )
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
            "passed": passed,
            "by_category": MetadataValue.md(table.to_markdown(index=False) if len(table) else "-"),
            **facts_meta,  # numbers: precision and recall overall and per extractor, counts
        }
    )


@asset_check(
    asset=eval_gate,
    blocking=True,
    description="recall@10 has not dropped more than [eval] max_recall_drop since the last passing run.",
)
def recall_within_delta(vault: VaultResource) -> AssetCheckResult:
    with vault.open() as v:
        last = last_gate(v)
    if last is None:
        return AssetCheckResult(passed=True, metadata={"runs": 0})
    recall, passed = last
    return AssetCheckResult(passed=passed, metadata={"recall@10": recall})
