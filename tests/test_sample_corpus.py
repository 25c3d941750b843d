"""The committed sample corpus is exactly what scripts/make_sample_corpus.py renders from
scripts/sample_corpus_data/: edit the YAML, rerun the script, commit both."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import icalendar

ROOT = Path(__file__).resolve().parent.parent
COMMITTED = ROOT / "hinet_pipeline" / "sample_corpus"


def _files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_regenerated_corpus_is_byte_identical(tmp_path):
    out = tmp_path / "sample_corpus"
    run = subprocess.run(
        [sys.executable, "scripts/make_sample_corpus.py", str(out)],
        check=False,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.startswith("ok: "), run.stdout
    new, old = _files(out), _files(COMMITTED)
    assert sorted(new) == sorted(old), (
        f"only in the regenerated corpus: {sorted(set(new) - set(old))}; "
        f"only in the committed one: {sorted(set(old) - set(new))}"
    )
    differ = [path for path in sorted(new) if new[path] != old[path]]
    hint = (
        " (.ics files are serialised by icalendar "
        f"{icalendar.__version__}; a different version may format them differently)"
        if any(path.endswith(".ics") for path in differ)
        else ""
    )
    assert not differ, (
        f"regenerated files differ from hinet_pipeline/sample_corpus/: {differ}{hint}. "
        "Run `python scripts/make_sample_corpus.py` and commit the result."
    )
