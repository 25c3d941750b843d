"""Connectors: turn a person's real exports into landing-contract dicts (docs/contracts.md).

A connector is a function ``parse(path, account) -> Iterator[dict | Rejected]``: it yields one
item dict per record and a ``Rejected`` for anything it cannot read (with where and why), and
never raises for bad input inside an export: one broken message must not sink the batch.
Validation against the contract happens once, in ``landing.land``.
"""

from __future__ import annotations

import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, Union


@dataclass(frozen=True)
class Rejected:
    """Input that could not become an item: kept in quarantine with its reason."""

    location: str  # file (relative where possible)
    position: str | None  # "line 12", "message 7", "byte 4096", "VEVENT at line 30"
    reason: str
    raw: str | None = None


@dataclass(frozen=True)
class Skipped:
    """Input deliberately not landed: counted, not quarantined. ``kind`` "notice": a record that says
    nothing (a Slack join notice); "file": a whole file not read (a FIFO, a device; see ``special``)."""

    location: str
    reason: str
    kind: str = "notice"


Output = Union[dict, Rejected, Skipped]
Parser = Callable[[Path, Union[str, None]], Iterator[Output]]

RAW_LIMIT = 1 << 20  # quarantine keeps at most 1 MiB of a rejected record's raw text


def raw_text(data: bytes | str | None) -> str | None:
    if data is None:
        return None
    text = data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data
    text = text.encode("utf-8", errors="backslashreplace").decode("utf-8")  # a lone surrogate, spelled out
    return text if len(text) <= RAW_LIMIT else text[:RAW_LIMIT] + f"\n[... {len(text) - RAW_LIMIT} more characters]"


def why(e: BaseException | str, limit: int = 200) -> str:
    """An exception's message (or a value) as part of a quarantine reason: one line of at most
    ``limit`` characters (a parser's message may quote the whole bad line, 30 KB of it)."""
    text = " ".join(str(e).split())
    return text if len(text) <= limit else text[:limit] + f"… ({len(text)} characters)"


def escapes(p: Path, root: Path) -> Rejected | None:
    """A file of an export folder that is a symbolic link to somewhere outside the folder is not
    read (an export names its own files; a link to ~/.ssh or /etc is not part of it)."""
    if p.is_symlink() and p != root:
        try:
            p.resolve().relative_to(root.resolve())
        except ValueError:
            rel = p.relative_to(root).as_posix() if p.is_relative_to(root) else p.name
            return Rejected(rel, None, "a symbolic link to a file outside the export: not followed")
    return None


_KINDS = (
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
)


def special(p: Path) -> str | None:
    """Why ``p`` is not read as a file of an export, or None for a regular file or a folder. Reading
    a FIFO blocks until something writes to it (forever, holding the home's lock), a device may never
    end (/dev/zero): anything but a regular file is skipped, with this reason."""
    try:
        mode = p.stat().st_mode  # follows a link: a link to a FIFO is a FIFO
    except FileNotFoundError:
        return "a broken symbolic link: not read" if p.is_symlink() else "it disappeared while the export was read"
    except OSError as e:  # a loop of links, a name too long, no permission to look
        return f"cannot be examined ({e.strerror or type(e).__name__}): not read"
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    kind = next((name for test, name in _KINDS if test(mode)), "a special file")
    return f"not a regular file ({kind}): not read"


def skip_special(p: Path, root: Path) -> Skipped | None:
    """A ``Skipped`` for a file of an export that is not a regular file (``special``), else None."""
    reason = special(p)
    if reason is None:
        return None
    rel = p.relative_to(root).as_posix() if p != root and p.is_relative_to(root) else p.name
    return Skipped(rel, reason, kind="file")


def registry() -> dict[str, Parser]:
    from hinet_pipeline.intake.connectors import ics, jsonl, mail, notes, slack

    return {
        "jsonl": jsonl.parse,
        "mbox": mail.parse_mbox,
        "maildir": mail.parse_maildir,
        "eml": mail.parse_eml,
        "slack": slack.parse,
        "notes": notes.parse,
        "ics": ics.parse,
    }


CONNECTORS = ("jsonl", "mbox", "maildir", "eml", "slack", "notes", "ics")
