"""Durable file moves: what a kill -9 or a power cut may interrupt must leave either the old file or
the new one at a final name, never half of one. Files are created 0600 from their first byte."""

from __future__ import annotations

import os
import shutil
from pathlib import Path


def fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_dir(path: Path) -> None:
    """Make a rename or a new name in ``path`` durable."""
    fsync_file(Path(path))


def create_private(path: Path) -> int:
    """A new empty file, mode 0600 from its first byte (fails if it exists); returns its descriptor."""
    return os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)


def private_copy(src: Path, dst: Path) -> None:
    """Copy ``src`` to a new file ``dst`` (mode 0600), flushed to disk."""
    with open(src, "rb") as fin, os.fdopen(create_private(dst), "wb") as fout:
        shutil.copyfileobj(fin, fout, 1 << 20)
        fout.flush()
        os.fsync(fout.fileno())


def replace_durably(tmp: Path, dst: Path) -> None:
    """Rename a finished temp file over ``dst`` (atomic), after its bytes reached the disk."""
    fsync_file(tmp)
    os.replace(tmp, dst)
    fsync_dir(Path(dst).parent)


def move_aside(path: Path, folder: Path) -> Path:
    """Move ``path`` (a symlink itself, not its target) into ``folder`` under a free name; never deletes."""
    folder.mkdir(parents=True, exist_ok=True)
    dest, n = folder / path.name, 1
    while dest.exists() or dest.is_symlink():
        n += 1
        dest = folder / f"{path.name}.{n}"
    os.rename(path, dest)
    fsync_dir(folder)
    return dest
