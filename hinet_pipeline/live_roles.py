"""The roles of a running server's config.toml, read again as soon as the file changes.

`hinet serve` and `hinet mcp` look a role up on every request (its token's role, then the role's
ceiling and sources). ``LiveRoles`` is that lookup: a mapping of role names to roles that stats
config.toml at each use (one ``os.stat``) and parses it again when it changed. So a role removed
from config.toml refuses its tokens at the next request, and a lowered ceiling or narrowed source
list filters the next answer: no restart.

An invalid config.toml (a half-saved edit, a typo) refuses every lookup with its ConfigError until
it is fixed: the roles it was meant to change are never left in force by a botched edit.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator, Mapping

from hinet_pipeline.config import Home, Role

RACY_NS = 2_000_000_000  # a file modified this recently may change again within its timestamp's tick


def _stamp(home: Home) -> tuple[int, int, int, int] | None:
    """What changes when config.toml is edited or replaced (None: there is no config.toml)."""
    try:
        st = os.stat(home.config_path)
    except FileNotFoundError:
        return None
    return (st.st_mtime_ns, st.st_ctime_ns, st.st_size, st.st_ino)


def _read(home: Home) -> bytes | None:
    try:
        return home.config_path.read_bytes()
    except FileNotFoundError:
        return None


class LiveRoles(Mapping[str, Role]):
    """``home``'s roles (as ``Home.settings().roles``), current at every lookup.

    A lookup stats config.toml; only when its stamp (mtime, ctime, size, inode) changed, or it was
    modified in the last RACY_NS (file times tick coarsely: two saves within one tick can leave the
    same stamp, as git's "racy clean" entries), are its bytes read, and only when they differ is
    it parsed again."""

    def __init__(self, home: Home) -> None:
        self._home = home
        self._lock = threading.Lock()
        self._stamp: object = object()  # matches no file: the first lookup reads config.toml
        self._data: object = object()
        self._roles: dict[str, Role] = {}
        self._current()  # a config.toml that is invalid now is the caller's error now

    def _current(self) -> dict[str, Role]:
        stamp = _stamp(self._home)  # taken before the read: a change during it is seen next time
        if stamp == self._stamp and (stamp is None or time.time_ns() - stamp[0] > RACY_NS):
            return self._roles
        with self._lock:
            data = _read(self._home)
            if data != self._data:
                # parsed from the file as it is now; a ConfigError leaves the old bytes recorded,
                # so the next lookup tries again (and refuses again until it is fixed)
                self._roles = self._home.settings().roles
                self._data = data
            self._stamp = stamp
            return self._roles

    def __getitem__(self, name: str) -> Role:
        return self._current()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._current())

    def __len__(self) -> int:
        return len(self._current())

    def __repr__(self) -> str:
        return f"LiveRoles({self._home.config_path})"
