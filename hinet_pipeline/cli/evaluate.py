"""`hinet eval`: run probes (the vault's self-made set and the owner's probes.jsonl, or a file
alone) and print recall@k, MRR and all-found; `--compare` puts modes side by side."""

from __future__ import annotations

from pathlib import Path

import click

from hinet_pipeline.cli import embedder_options, emit, home_option, json_option, main, resolve_embedder
from hinet_pipeline.config import Home
from hinet_pipeline.errors import HinetError
from hinet_pipeline.store.vault import Vault


@main.command("eval")
@click.option(
    "--probes",
    "probes_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="Probe file (JSON lines) to run alone; default: the vault's own probe set and HOME/probes.jsonl.",
)
@click.option("--k", default=10, show_default=True)
@click.option("--mode", type=click.Choice(["hybrid", "bm25", "dense"]), default="hybrid", show_default=True)
@click.option(
    "--compare",
    default=None,
    metavar="MODES",
    help="Run the probes under each of these modes (e.g. hybrid,bm25,dense): one table of recall@k, MRR, latency.",
)
@click.option("--role", default="owner", show_default=True)
@click.option("--record/--no-record", default=False, help="Store the owner's probes' figures in the eval history.")
@click.option(
    "--accept",
    is_flag=True,
    help="Accept the figures of now as the eval gate's baseline (a drop you chose, e.g. a smaller embedder kept on "
    "purpose): the next sleep cycle compares with them; a probe set due for renewal is renewed.",
)
@embedder_options
@home_option
@json_option
def eval_cmd(probes_file, k, mode, compare, role, record, accept, backend, model, home, as_json) -> None:
    """Run probes: recall@k, MRR and all-found rate, overall, per category and per probe.

    By default the probe set the vault drew from your own records at its first sleep cycle (kept
    inside the vault; figures per source and probe kind) and, reported apart, HOME/probes.jsonl
    where you wrote one. --probes FILE runs that file alone.

    --accept runs the gate's own probes (both) as a sleep cycle's gate does and records them as
    accepted: after a deliberate drop the gate fails every cycle until you accept it.

    Example: hinet eval --compare hybrid,bm25,dense
    """
    if accept:
        if probes_file or compare or role != "owner" or k != 10 or mode != "hybrid":
            raise HinetError(
                "--accept runs the eval gate's own probes as the gate does (the vault's set and HOME/probes.jsonl, "
                "as the owner, hybrid with each side alone, k 10): not with --probes, --compare, --role, --k or --mode"
            )
        _accept(Home.resolve(home), backend, model, as_json)
        return
    from hinet_pipeline.index.embedders import reader_embedder
    from hinet_pipeline.read.evaluation import evaluate, load_probes, record_eval
    from hinet_pipeline.read.retrieval import Retriever
    from hinet_pipeline.read.retrieval.answer import MODES
    from hinet_pipeline.read.self_probe_gate import evaluate_self
    from hinet_pipeline.read.self_probes import active_set

    modes = [m.strip() for m in compare.split(",") if m.strip()] if compare else [mode]
    bad = [m for m in modes if m not in MODES]
    if bad or not modes:
        raise HinetError(f"--compare: unknown mode {', '.join(bad) or '(none)'}: a list of hybrid, bm25, dense")
    h = Home.resolve(home)
    owner_path = probes_file or h.root / "probes.jsonl"
    owner_probes = load_probes(owner_path) if Path(owner_path).exists() else None
    settings = h.settings()
    who = settings.role(role)
    with Vault.open(h) as v:
        own = None if probes_file else active_set(v)
        if owner_probes is None and own is None:
            raise HinetError(
                f"no probes: this vault has drawn no probe set yet (`hinet sleep` draws one from your records) "
                f"and there is no {owner_path}: pass --probes FILE"
            )
        if "dense" in modes and v.model_pin() is None:
            raise HinetError("dense: this vault has no vectors yet (run `hinet sleep`); --mode bm25 searches the words")
        needs = "bm25" if set(modes) == {"bm25"} else "hybrid"  # a model is loaded only for a mode that embeds
        retriever = Retriever(v, reader_embedder(v, needs, lambda: resolve_embedder(h, backend, model)), settings)
        results: dict[str, dict] = {}
        for m in modes:
            retriever.forget_questions()  # each mode pays for its own question vectors (latency)
            if own is not None:
                results.setdefault("self", {})[m] = evaluate_self(retriever, own.probes, role=who, modes=(m,), k=k)
            retriever.forget_questions()
            if owner_probes is not None:
                results.setdefault("owner", {})[m] = evaluate(retriever, owner_probes, k=k, mode=m, role=who)
        if record and "owner" in results:
            record_eval(v, results["owner"][modes[0]], passed=True, source="cli")
    if probes_file and not compare:  # a file alone: its result, as before
        result = results["owner"][mode]
        if as_json:
            emit(True, result, "")
            return
        _print_eval(result, mode, k)
        return
    if compare:
        table = {group: {m: _row(r, k) for m, r in by_mode.items()} for group, by_mode in results.items()}
        if as_json:
            emit(True, {"k": k, "compare": table}, "")
            return
        for group, rows in table.items():
            name = "self-made probes" if group == "self" else f"your probes ({owner_path.name})"
            click.echo(f"{name}, {next(iter(rows.values()))['probes']} probes:")
            click.echo(f"  {'mode':8} {'recall@5':>9} {f'recall@{k}':>10} {'MRR':>7} {'p50 ms':>8}")
            for m, r in rows.items():
                click.echo(
                    f"  {m:8} {r['recall@5']:9.3f} {r[f'recall@{k}']:10.3f} {r['mrr']:7.3f} {r['latency_p50_ms']:8.1f}"
                )
        return
    out = {group: by_mode[mode] for group, by_mode in results.items()}
    if as_json:
        emit(True, {"self": out.get("self"), "owner": out.get("owner")}, "")
        return
    if "self" in out:
        r = out["self"]
        click.echo(
            f"self-made probes (set {own.set_id}), {r['probes']} probes, {mode}: recall@5 {r['recall@5']:.3f}, "
            f"recall@{k} {r[f'recall@{k}']:.3f}, MRR {r['mrr']:.3f}"
        )
        for group, label in (("by_source", "source"), ("by_kind", "kind")):
            for name, f in r.get(group, {}).items():
                click.echo(
                    f"  {label} {name:12} n={f['probes']:4}  recall@{k} {f[f'recall@{k}']:.3f}  MRR {f['mrr']:.3f}"
                )
    if "owner" in out:
        click.echo(f"your probes ({owner_path.name}):")
        _print_eval(out["owner"], mode, k)


def _accept(h: Home, backend, model, as_json: bool) -> None:
    from hinet_pipeline.index.embedders import reader_embedder
    from hinet_pipeline.read.eval_accept import accept
    from hinet_pipeline.read.evaluation import PROBES, load_probes
    from hinet_pipeline.read.retrieval import Retriever

    settings = h.settings()
    owner_probes = load_probes(h.root / PROBES) if (h.root / PROBES).exists() else None
    with Vault.open(h) as v:
        retriever = Retriever(v, reader_embedder(v, "hybrid", lambda: resolve_embedder(h, backend, model)), settings)
        done = accept(v, retriever, max_drop=settings.eval_max_drop, owner_probes=owner_probes)
    if done["self"] is None and done["owner"] is None:
        raise HinetError("nothing to accept: nothing is indexed yet (run `hinet sleep`) and there is no probes.jsonl")
    if as_json:
        emit(True, done, "")
        return
    click.echo("accepted as the eval gate's baseline: the next sleep cycle compares with these figures")
    own = done["self"]
    if own:
        if own["previous"]:
            old = own["previous"]
            click.echo(
                f"  set {old['set']} retired (renewal due: {old['reason']}), its last run accepted"
                + (f" with its drops: {', '.join(old['accepted_drops'])}" if old["accepted_drops"] else "")
            )
        r, base = own["result"], own["baseline"] or {}
        was = lambda m: f" (was {base[m]:.3f})" if m in base else ""  # noqa: E731
        click.echo(
            f"  self-made probes (set {own['set']}), {r['probes']} probes: recall@10 {r['recall@10']:.3f}"
            f"{was('recall@10')}, MRR {r['mrr']:.3f}{was('mrr')}"
        )
        if own["accepted_drops"]:
            click.echo(f"  drops accepted: {', '.join(own['accepted_drops'])}")
    if done["owner"]:
        r, base = done["owner"]["result"], done["owner"]["baseline"]
        click.echo(
            f"  your probes ({PROBES}), {r['probes']} probes: recall@10 {r['recall@10']:.3f}"
            + (f" (was {base:.3f})" if base is not None else "")
        )


def _row(result: dict, k: int) -> dict:
    return {key: result.get(key) for key in ("probes", "recall@5", f"recall@{k}", "mrr", "latency_p50_ms")}


def _print_eval(result: dict, mode: str, k: int) -> None:
    click.echo(
        f"{result['probes']} probes, {mode}: recall@{k} {result[f'recall@{k}']:.3f}, MRR {result['mrr']:.3f}, "
        f"all found {result['all_found']:.3f} (recall@5 {result['recall@5']:.3f}, @20 {result['recall@20']:.3f})"
    )
    for cat, figures in result["by_category"].items():
        click.echo(
            f"  {cat:14} n={figures['probes']:4}  recall@{k} {figures[f'recall@{k}']:.3f}  MRR {figures['mrr']:.3f}"
        )
