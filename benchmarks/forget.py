"""Forgetting 10% of a 50k-item vault (issue [17]: under 2 minutes on 2 cores).

    python -m benchmarks.forget [--items 50000] [--keep DIR]

Builds a vault from benchmarks.ingest's generated corpus through the real stages (land, canonical
items, people, chunks, embeddings with the precomputed-vector embedder, FTS5, vec0, facts, graph),
then times `hinet forget --between 2026-01-01 2026-01-17 --yes` (about 10% of the records: a sixth
are dated in January, days 1-28) in a fresh process, and reports the dry run's and the forget's
wall time, the counts per layer, and the vault's size before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from .common import scratch
from .ingest import _precomputed_embedder, generate

REPO = Path(__file__).resolve().parents[1]
SELECTOR = ["--between", "2026-01-01", "2026-01-17"]


def build(root: Path, n: int) -> Path:
    from hinet_pipeline.config import Home
    from hinet_pipeline.index.indexing import INDEX_STAGES, run_stage
    from hinet_pipeline.intake.ingest import ingest_day
    from hinet_pipeline.intake.landing import land
    from hinet_pipeline.memory.facts.stage import facts_stage
    from hinet_pipeline.memory.graph import graph_stage
    from hinet_pipeline.memory.people.stage import people_stage
    from hinet_pipeline.store.home_setup import init_home
    from hinet_pipeline.store.vault import PIPELINE_CACHE_MB, Vault

    home = Home(root / "home")
    init_home(home)
    data = root / "items.jsonl"
    generate(data, n)
    day = "2026-06-30"
    land(home, "jsonl", data, day=day)
    data.unlink()
    emb = _precomputed_embedder()
    with Vault.open(home, cache_mb=PIPELINE_CACHE_MB) as v:
        ingest_day(v, home, day)
        people_stage(v, home.settings(), day=day)
        for name in INDEX_STAGES:
            run_stage(name, v, emb, day=day)
        facts_stage(v, home.settings(), day=day)
        graph_stage(v, day=day)
    return home.root


def hinet(*args: str, home: Path) -> tuple[float, dict]:
    env = {**os.environ, "HINET_HOME": str(home)}
    t0 = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "hinet_pipeline.cli", *args, "--json"], cwd=REPO, env=env, capture_output=True, text=True
    )
    seconds = time.perf_counter() - t0
    if done.returncode:
        raise SystemExit(f"hinet {' '.join(args)} failed: {done.stderr}")
    return seconds, json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--items", type=int, default=50000)
    parser.add_argument("--keep", type=Path, default=None, help="build (or reuse) the vault here")
    args = parser.parse_args()
    if args.keep:
        _measure(args.keep, args.items)
        return
    with scratch("hinet-forget-bench-") as root:
        _measure(root, args.items)


def _measure(root: Path, items: int) -> None:
    t0 = time.perf_counter()
    if not (root / "home" / "vault.db").exists():
        root.mkdir(parents=True, exist_ok=True)
        build(root, items)
    build_s = time.perf_counter() - t0
    home = root / "home"
    size_before = (home / "vault.db").stat().st_size
    _, status = hinet("status", home=home)
    dry_s, dry = hinet("forget", *SELECTOR, home=home)
    forget_s, out = hinet("forget", *SELECTOR, "--yes", home=home)
    verify_s, verified = hinet("verify", home=home)
    print(
        json.dumps(
            {
                "items": status["items"],
                "chunks": status["chunks"],
                "build_seconds": round(build_s, 1),
                "forgotten_records": dry["counts"]["records"],
                "fraction": round(dry["counts"]["records"] / status["items"], 4),
                "dry_run_seconds": round(dry_s, 2),
                "forget_seconds": round(forget_s, 2),
                "counts": out["counts"],
                "files": out["files"],
                "vault_mb_before": round(size_before / 2**20, 1),
                "vault_mb_after": round((home / "vault.db").stat().st_size / 2**20, 1),
                "verify_ok": verified["ok"],
                "verify_seconds": round(verify_s, 1),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
