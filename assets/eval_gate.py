"""eval_gate: the owner's held-out probes (HINET_HOME/probes.jsonl) after every sleep cycle; a
blocking check fails the cycle when recall@10 drops more than the configured delta from the last
passing run. Figures only reach Dagster, never probe text."""

import pandas as pd
from dagster import AssetCheckResult, AssetExecutionContext, MaterializeResult, MetadataValue, asset, asset_check

from hinet_pipeline.embedders import reader_embedder
from hinet_pipeline.evaluation import last_gate, load_probes, run_gate
from hinet_pipeline.retrieval import Retriever
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
    path = home.root / "probes.jsonl"
    if not path.exists():
        context.log.info("no probes.jsonl in the home: eval gate skipped")
        return MaterializeResult(metadata={"probes": 0, "passed": True, "skipped": "no probes.jsonl"})
    probes = load_probes(path)
    settings = home.settings()
    with vault.open() as v:
        retriever = Retriever(v, reader_embedder(v, "hybrid", lambda: embedder.get(home)), settings)
        gate = run_gate(
            v, retriever, probes, max_drop=settings.eval_max_drop, source=f"eval_gate:{context.partition_key}"
        )
    result, baseline, passed = gate["result"], gate["baseline"], gate["passed"]
    recall = result["recall@10"]
    table = pd.DataFrame(
        [
            {"category": c, "probes": f["probes"], "recall@10": f["recall@10"], "mrr": f["mrr"]}
            for c, f in result["by_category"].items()
        ]
    )
    context.log.info(f"recall@10 {recall:.3f} (baseline {baseline}), {'passed' if passed else 'FAILED'}")
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
