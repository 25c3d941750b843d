"""Helpers for the tests that kill the real `hinet` CLI (test_faults.py, test_crash_sleep.py): the CLI
in its own process, a SIGKILL after a delay, a poll for the moment a command starts its work, and a
copy of a template home per kill. No tests in here."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from hinet_pipeline.config import Home
from hinet_pipeline.faults import CRASH_ENV


def hinet(*args, env=None, **kw) -> subprocess.Popen:
    """The real CLI in its own process."""
    return _popen(["-m", "hinet_pipeline.cli", *map(str, args)], env, **kw)


def hinet_crashing_at(function: str, *args, env=None, **kw) -> subprocess.Popen:
    """The real CLI in its own process, that kills itself (SIGKILL) when it calls ``function``
    ("package.module:name", a module global looked up at call time): a crash point for a window too
    narrow to hit by timing, with nothing added to the code under test."""
    module, name = function.split(":")
    code = (
        "import importlib, os, signal\n"
        "def crash(*args, **kwargs):\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n"
        f"setattr(importlib.import_module({module!r}), {name!r}, crash)\n"
        "from hinet_pipeline.cli import main\n"
        "main(prog_name='hinet')\n"
    )
    return _popen(["-c", code, *map(str, args)], env, **kw)


def _popen(argv: list[str], env, **kw) -> subprocess.Popen:
    full_env = {k: v for k, v in os.environ.items() if k not in ("HINET_VAULT_KEY", CRASH_ENV)}
    full_env.update(env or {})
    return subprocess.Popen(
        [sys.executable, *argv], env=full_env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw
    )


def run(*args, env=None, timeout=120) -> tuple[int, str, str]:
    proc = hinet(*args, env=env)
    out, err = proc.communicate(timeout=timeout)
    return proc.returncode, out, err


def wait_for(predicate, proc: subprocess.Popen, timeout: float = 60.0) -> bool:
    """Poll until ``predicate()`` (True) or the process ended (False)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        if proc.poll() is not None:
            return False
        time.sleep(0.002)
    raise AssertionError("timed out waiting for the command to start its work")


def kill_at(proc: subprocess.Popen, delay: float) -> bool:
    """SIGKILL after ``delay`` s; True when the process was still running (killed mid-way)."""
    time.sleep(delay)
    alive = proc.poll() is None
    if alive:
        proc.send_signal(signal.SIGKILL)
    proc.communicate(timeout=60)
    return alive


def copy_home(template: Home, dest: Path) -> Home:
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(template.root, dest, symlinks=True)
    return Home(dest)
