"""The privacy scan the demo test started (test_sleep_cycle.py, test_demo_end_to_end_...), reusable:
walk folders and fail, naming the file, where a marker string appears in plaintext. No tests in here.

Markers are strings that occur only in a corpus's content (MANIFEST.json's "markers" for the sample
corpus); a test passes the ones its own data carries. Every file under the roots is read whole,
the encrypted vault, its WAL and the landing batches included: they hold the content encrypted, so
a marker found in one of them is a leak as much as one in a Dagster log. Only the key file is
skipped (random bytes, or no file at all with HINET_VAULT_KEY). The match ignores ASCII case (the
FTS index and the connectors fold text: a lower-cased copy outside the vault is a leak too), and a
marker in a file's or folder's name counts as well.

Do not point it at a folder that holds the plaintext exports the test landed (a copy of the
sample corpus, a generated .jsonl): those are the input, not a leak. Scan the home, the backup's
folder and the temp dir the code under test used (``temp_dir()``)."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

SAMPLE = Path(__file__).resolve().parents[1] / "hinet_pipeline" / "sample_corpus"
SAMPLE_MARKERS: tuple[str, ...] = tuple(json.loads((SAMPLE / "MANIFEST.json").read_text(encoding="utf-8"))["markers"])
SKIP_NAMES = frozenset({"vault.key", "vault.key.new"})


def temp_dir() -> Path:
    """The temp dir this test's code writes to: conftest points TMPDIR at the test's own folder
    (SQLite and subprocesses read it); Python's ``tempfile`` may have cached another one before."""
    return Path(os.environ.get("TMPDIR") or tempfile.gettempdir())


def find_markers(
    roots: Iterable[Path | str],
    markers: Iterable[str] = SAMPLE_MARKERS,
    skip_names: Iterable[str] = SKIP_NAMES,
    names: bool = True,
) -> tuple[list[str], int]:
    """(one "marker in path" line per leak, files scanned) for every file under ``roots``;
    ``names``: a marker in a file's or folder's name (below the root) is a leak too."""
    needles = [(m, m.encode("utf-8").lower()) for m in markers]
    skip = set(skip_names)
    leaks, scanned = [], 0
    for root in map(Path, roots):
        if not root.exists():
            continue
        paths = [root] if root.is_file() else sorted(root.rglob("*"))
        for path in paths:
            name = str(path.relative_to(root)) if path != root else path.name
            if names:
                leaks += [f"{m!r} in the name {path}" for m, low in needles if low in name.encode("utf-8").lower()]
            if path.is_symlink() or not path.is_file() or path.name in skip:
                continue
            try:
                data = path.read_bytes().lower()
            except FileNotFoundError:  # a temp file removed while the scan ran
                continue
            scanned += 1
            leaks += [f"{m!r} in plaintext in {path}" for m, low in needles if low in data]
    return leaks, scanned


def assert_no_markers(
    *roots: Path | str,
    markers: Iterable[str] = SAMPLE_MARKERS,
    skip_names: Iterable[str] = SKIP_NAMES,
    names: bool = True,
    min_files: int = 1,
) -> int:
    """Fail naming every file (under ``roots``) that holds a marker outside encryption; returns the
    number of files read. ``min_files``: fewer than that read means the scan looked in the wrong
    place (0 for a temp dir alone, which is often empty). ``names=False``: file names are not
    checked (a set-aside batch keeps the name it was found under, by design)."""
    markers = list(markers)
    assert markers, "no markers to scan for"
    leaks, scanned = find_markers(roots, markers, skip_names, names)
    assert not leaks, f"{len(leaks)} leak(s):\n" + "\n".join(leaks[:20])
    assert scanned >= min_files, f"only {scanned} file(s) under {[str(r) for r in roots]}: wrong place?"
    return scanned
