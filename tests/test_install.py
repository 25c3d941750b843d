"""Issue [13] item 14: the documented install (`pip install .`, no extras) runs every server.

Before: `hinet serve` failed with ``ModuleNotFoundError: No module named 'httpx'`` (the chat seam
imports it; it was only in the dev extras, so the test venv always had it). Here the package is
installed WITHOUT extras into a fresh virtual environment; every module of the runtime packages
must import there, and the real `hinet serve` and `hinet mcp --http` must come up and answer."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from .conftest import REPO, stop_process

RUNTIME_PACKAGES = ["hinet_pipeline", "query_service", "assets", "resources", "sensors"]


@pytest.fixture(scope="module")
def fresh_venv(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("fresh-venv")
    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    # a copy of the tree (no .venv, no build output), so the install sees only what a clone has
    src = root / "src"
    files = subprocess.run(
        ["git", "-C", str(REPO), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        check=True,
        capture_output=True,
    ).stdout.split(b"\0")
    for name in filter(None, files):
        target = src / os.fsdecode(name)
        if not (REPO / os.fsdecode(name)).is_file():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((REPO / os.fsdecode(name)).read_bytes())
    # --no-compile: pip's byte-compiling of every installed file is a third of the install's time here, and
    # what this test checks (the runtime modules import, the servers start) compiles what it imports anyway
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--no-compile", "--disable-pip-version-check"]
    done = subprocess.run([*pip, str(src)], capture_output=True, text=True, timeout=1500)
    assert done.returncode == 0, done.stderr[-3000:]
    return venv


def test_every_runtime_module_imports_without_extras(fresh_venv):
    code = (
        "import importlib, pkgutil\n"
        f"for name in {RUNTIME_PACKAGES!r}:\n"
        "    pkg = importlib.import_module(name)\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, name + '.'):\n"
        "        if not m.name.endswith('.__main__'):\n"
        "            importlib.import_module(m.name)\n"
        "import mlx_lm  # noqa\n"
    )
    done = subprocess.run(
        [str(fresh_venv / "bin" / "python"), "-c", code], capture_output=True, text=True, timeout=600, cwd="/"
    )
    # the runtime modules all import; the optional mlx extra is really absent (the check is real)
    assert "ModuleNotFoundError: No module named 'mlx_lm'" in done.stderr, done.stderr[-3000:]
    assert done.stderr.count("ModuleNotFoundError") == 1, done.stderr[-3000:]


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _up(proc: subprocess.Popen, url: str, seconds: float = 180) -> int:
    deadline = time.monotonic() + seconds
    while proc.poll() is None and time.monotonic() < deadline:
        try:
            return httpx.get(url, timeout=2).status_code
        except httpx.HTTPError:
            time.sleep(0.3)
    return -1


def _stop(proc: subprocess.Popen) -> str:
    stop_process(proc, grace=20.0)
    return proc.stderr.read().decode(errors="replace")[-3000:] if proc.stderr else ""


def test_serve_and_mcp_http_come_up_from_a_plain_install(fresh_venv, tmp_path):
    hinet = str(fresh_venv / "bin" / "hinet")
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env["HINET_HOME"] = str(home)
    subprocess.run([hinet, "init"], env=env, check=True, capture_output=True, timeout=300, cwd=tmp_path)
    token = subprocess.run(
        [hinet, "token", "create", "owner"], env=env, check=True, capture_output=True, text=True, cwd=tmp_path
    ).stdout.split()[-1]
    auth = {"Authorization": f"Bearer {token}"}

    port = _port()
    serve = subprocess.Popen(
        [hinet, "serve", "--port", str(port)], env=env, cwd=tmp_path, stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE, start_new_session=True,
    )  # fmt: skip
    try:
        assert _up(serve, f"http://127.0.0.1:{port}/healthz") == 200, _stop(serve)
        base = f"http://127.0.0.1:{port}"
        chat = httpx.post(
            f"{base}/v1/chat/completions", headers=auth, json={"messages": [{"role": "user", "content": "hi"}]}
        )
        assert chat.status_code == 503 and "upstream" in chat.json()["error"]["message"], chat.text  # the seam is there
        assert httpx.post(f"{base}/v1/search", headers=auth, json={"query": "hi", "mode": "bm25"}).status_code == 200
    finally:
        _stop(serve)

    port = _port()
    mcp = subprocess.Popen(
        [hinet, "mcp", "--http", "--port", str(port)], env=env, cwd=tmp_path, stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE, start_new_session=True,
    )  # fmt: skip
    try:
        status = _up(mcp, f"http://127.0.0.1:{port}/mcp")
        assert status in (400, 401, 405, 406), (status, _stop(mcp))  # answering: a bare GET is refused
        r = httpx.post(
            f"http://127.0.0.1:{port}/mcp",
            headers={**auth, "Accept": "application/json, text/event-stream"},
            json={"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
                "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}},
        )  # fmt: skip
        assert r.status_code == 200 and "hinet" in r.text, r.text[:500]
    finally:
        _stop(mcp)
