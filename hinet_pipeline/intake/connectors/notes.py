"""A folder of Markdown / text notes. Front matter (YAML between ``---`` lines) gives title, date,
tags, sensitivity; headings stay in the body for chunking; the relative path is the external_id."""

from __future__ import annotations

import re
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Iterator

import yaml

from hinet_pipeline import pathrules
from hinet_pipeline.intake.connectors import Output, Rejected, escapes, raw_text, skip_special, why
from hinet_pipeline.pathrules import SensitivityRules
from hinet_pipeline.timeutil import parse_time

SUFFIXES = {".md", ".markdown", ".txt", ".text", ".org", ".rst"}
_FRONT = re.compile(r"\A---[ \t]*\n(.*?\n)---[ \t]*\n", re.S)
_H1 = re.compile(r"^#\s+(.+)$", re.M)
_SCALAR = (str, int, float, date)  # a tag: text, a number, a date (a bool is an int)


def _small(value, budget: int = 10_000) -> bool:
    """Whether front matter holds at most ``budget`` values once its aliases are expanded: a
    billion-laughs bomb (9 aliases of 9 aliases ...) is a few lines of YAML whose str() or repr()
    never ends."""
    stack = [value]
    while stack:
        budget -= 1
        if budget < 0:
            return False
        v = stack.pop()
        if isinstance(v, dict):
            stack += [*v.keys(), *v.values()]
        elif isinstance(v, (list, tuple, set)):
            stack += v
    return True


def _when(value, fallback: datetime) -> datetime:
    try:
        return parse_time(value)
    except ValueError:
        return fallback


def parse(path: Path, account: str | None = None, sensitivity: SensitivityRules | None = None) -> Iterator[Output]:
    """The notes of a folder (or one note). ``sensitivity``: config.toml's per-folder levels; a
    note's level is the highest of the globs its path matches and its own front matter's."""
    files = (
        [path]
        if not path.is_dir()
        else sorted(
            p
            for p in path.rglob("*")
            if not p.is_dir()
            and p.suffix.lower() in SUFFIXES
            and not any(part.startswith(".") for part in p.relative_to(path).parts)
        )
    )
    root = path if path.is_dir() else path.parent
    for p in files:
        if outside := escapes(p, root):
            yield outside
            continue
        if skipped := skip_special(p, root):  # a FIFO named x.md would block the read forever
            yield skipped
            continue
        rel = p.relative_to(root).as_posix()
        try:
            yield _note(p, rel, account, sensitivity)
        except Exception as e:  # what no check foresaw sinks this note only, never the batch
            yield Rejected(rel, None, f"unreadable note ({type(e).__name__})")


def _note(p: Path, rel: str, account: str | None, rules: SensitivityRules | None) -> Output:
    data = p.read_bytes()
    if b"\x00" in data:
        return Rejected(rel, None, "binary file (NUL bytes), not a text note")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        return Rejected(rel, f"byte {e.start}", "not UTF-8 text", raw_text(data))
    meta: dict = {}
    m = _FRONT.match(text.replace("\r\n", "\n"))
    if m:
        try:
            loaded = yaml.safe_load(m.group(1))
        except Exception:  # YAMLError, or a value YAML cannot build (a month 13 date, deep nesting)
            loaded = None  # keep the front matter as text: nothing is lost, the note still lands
        else:
            if _small(loaded):  # a YAML bomb is kept as text too, never expanded
                meta = loaded if isinstance(loaded, dict) else {}
                text = text.replace("\r\n", "\n")[m.end() :]
    if not text.strip():
        return Rejected(rel, None, "empty note")
    tags = meta.get("tags")
    if tags is None or tags == "":
        tags = []
    elif isinstance(tags, str):
        tags = [t.strip() for t in tags.split(",") if t.strip()]
    elif not isinstance(tags, list) or not all(isinstance(t, _SCALAR) for t in tags):
        reason = f"tags must be a list or comma-separated text, not {_shown(tags)}"
        return Rejected(rel, "front matter", reason, raw_text(data))
    levels = [rules.level(p)] if rules else []  # None: none of the globs matches
    if meta.get("sensitivity") is not None:
        own = pathrules.level(meta["sensitivity"])
        if own is None:
            reason = f"sensitivity must be 0..3 or public/normal/private/secret, not {_shown(meta['sensitivity'])}"
            return Rejected(rel, "front matter", reason, raw_text(data))
        levels.append(own)
    levels = [n for n in levels if n is not None]
    mtime = datetime.fromtimestamp(p.stat().st_mtime, tz=timezone.utc)
    h1 = _H1.search(text)
    title = str(meta.get("title") or (h1.group(1).strip() if h1 else p.stem.replace("-", " ")))
    item = {
        "source": "notes",
        "app": "Notes",
        "external_id": rel,
        "body": text.strip(),
        "timestamp": _when(meta.get("updated") or meta.get("date"), mtime).isoformat(),
        "account": account,
        "container": str(Path(rel).parent) if "/" in rel else None,
        "thread_id": rel,
        "title": title,
        "author": meta.get("author"),
        "url": p.resolve().as_uri(),
        "_location": rel,
    }
    people = _names(*(meta.get(k) for k in ("people", "participants", "attendees", "with")))
    if people:
        item["participants"] = people
    if tags:
        item["body"] += "\n\nTags: " + ", ".join(str(t) for t in tags)
    if levels:  # the safer of the two: the folder's level and the note's own, whichever is higher
        item["sensitivity"] = max(levels)
    if meta.get("lang"):
        item["lang"] = str(meta["lang"])
    return {k: v for k, v in item.items() if v is not None}


def _shown(value) -> str:
    """A front matter value in a quarantine reason: its type, and a short text of it."""
    return f"{type(value).__name__} {why(repr(value), 60)}"


def _names(*values) -> list[str]:
    """People named in front matter (``people: [Maya Cohen, noa@x]`` or ``with: Maya, Noa``)."""
    found: list[str] = []
    for value in values:
        if isinstance(value, str):
            value = value.split(",")
        if isinstance(value, list):
            found += [str(v).strip() for v in value if isinstance(v, (str, int)) and str(v).strip()]
    return list(dict.fromkeys(found))
