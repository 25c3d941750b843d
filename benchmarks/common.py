"""Shared helpers for the benchmark scripts (each prints one JSON object as its last line)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# the public data sets (SHARED / "data") and the LoCoMo converter (SHARED / "tools" / "locomo.py"): the
# repo's copy under tests/ (tests/data/README.md); ../shared beside the repo only when that copy is absent
SHARED = REPO / "tests" if (REPO / "tests" / "data").is_dir() else REPO.parent / "shared"


def convert_locomo(out: Path) -> Path:
    """LoCoMo's dev set converted by tools/locomo.py into ``out`` (items.jsonl, probes.jsonl)."""
    subprocess.run(
        [
            sys.executable,
            str(SHARED / "tools" / "locomo.py"),
            str(SHARED / "data" / "locomo" / "locomo-dev.json"),
            str(out),
        ],
        check=True,
        capture_output=True,
    )
    return out


@contextmanager
def scratch(prefix: str) -> Iterator[Path]:
    """A temporary folder for one measurement (a vault, landed mail, a converted data set), removed
    when it ends, failed or not: a benchmark leaves no copy of what it read behind."""
    root = Path(tempfile.mkdtemp(prefix=prefix))
    try:
        yield root
    finally:
        shutil.rmtree(root, ignore_errors=True)


def locomo_items() -> list[dict]:
    """LoCoMo turns as canonical items, converted by tests/tools/locomo.py (so every figure agrees)."""
    with scratch("hinet-bench-") as root:
        out = convert_locomo(root)
        return [json.loads(line) for line in open(out / "items.jsonl", encoding="utf-8")]


def emit(result: dict) -> None:
    print(json.dumps(result, ensure_ascii=False))
