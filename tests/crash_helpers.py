"""Helpers for the tests that kill the real `hinet` CLI (test_faults.py, test_crash_sleep.py): the CLI
in its own process with a crash point, a SIGKILL after a delay, a poll for the moment a command starts its work, and a
copy of a template home per kill. No tests in here."""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from hinet_pipeline.config import Home

from .conftest import hinet_popen


def hinet_crashing_at(function: str, *args, env=None, **kw) -> subprocess.Popen:
    """The real CLI in its own process (conftest's hinet_popen), that kills itself (SIGKILL) when it
    calls ``function`` ("package.module:name", a module global looked up at call time): a crash point
    for a window too narrow to hit by timing, with nothing added to the code under test."""
    module, name = function.split(":")
    code = (
        "import importlib, os, signal\n"
        "def crash(*args, **kwargs):\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n"
        f"setattr(importlib.import_module({module!r}), {name!r}, crash)\n"
        "from hinet_pipeline.cli import main\n"
        "main(prog_name='hinet')\n"
    )
    return hinet_popen(*args, env=env, main=(sys.executable, "-c", code), **kw)


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
