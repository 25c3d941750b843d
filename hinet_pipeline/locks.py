"""The home's writer lock: one `hinet sleep` (or `hinet reembed`, or `hinet demo`) at a time.

An exclusive ``flock`` on HOME/.sleep.lock, taken at the very start of the command, before it opens
the vault or Dagster's instance: a second one started at the same instant waits for the first
instead of racing it (two runs inserting the same chunks, two processes creating Dagster's run
storage). The kernel drops the lock when its process dies, so a killed command never blocks the
next one. Reentrant within a process (`hinet sleep` holds it around run_sleep, which takes it too).
"""

from __future__ import annotations

import fcntl
import os
import time
from contextlib import contextmanager
from typing import Callable, Iterator

from hinet_pipeline.config import Home
from hinet_pipeline.errors import HinetError

SLEEP_LOCK = ".sleep.lock"
WAIT_S = 1800.0
_held: dict[str, int] = {}  # home root -> depth, this process's


@contextmanager
def sleep_lock(
    home: Home,
    *,
    timeout: float = WAIT_S,
    poll: float = 0.1,
    say: Callable[[str], None] | None = None,
) -> Iterator[None]:
    """Hold the home's writer lock; ``say`` is told once when another process holds it. A home that
    does not exist (the command fails on its missing vault next) or cannot be written (read-only
    media: no writer can run there, and the command says so next) is not locked."""
    key = str(home.root)
    if _held.get(key):
        _held[key] += 1
        try:
            yield
        finally:
            _held[key] -= 1
        return
    try:
        fd = os.open(home.root / SLEEP_LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        yield
        return
    try:
        deadline, told = time.monotonic() + timeout, False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise HinetError(
                        f"another `hinet sleep` or `hinet reembed` has held {home.root} for over "
                        f"{timeout / 60:.0f} min: try again when it finishes"
                    ) from None
                if say and not told:
                    say(f"waiting for another hinet sleep (or reembed) on {home.root}: the vault has one writer")
                    told = True
                time.sleep(poll)
        _held[key] = 1
        try:
            yield
        finally:
            _held.pop(key, None)
    finally:
        os.close(fd)  # releases the flock
