"""Named crash points for the fault tests: with HINET_TEST_CRASH_AT=<name> in its environment, a
process kills itself (SIGKILL, as `kill -9` would) when it reaches that point. Costs one dict look-up
when unset; nothing else reads the variable."""

from __future__ import annotations

import os
import signal

CRASH_ENV = "HINET_TEST_CRASH_AT"


def crash_point(name: str) -> None:
    if os.environ.get(CRASH_ENV) == name:
        os.kill(os.getpid(), signal.SIGKILL)
