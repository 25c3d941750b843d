"""A folder of Markdown / text notes. Front matter (YAML between ``---`` lines) gives title, date,
tags, sensitivity; headings stay in the body for chunking; the relative path is the external_id."""

from __future__ import annotations

import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator

import yaml

from ..timeutil import parse_time
from . import Output, Rejected, escapes, raw_text

SUFFIXES = {".md", ".markdown", ".txt", ".text", ".org", ".rst"}
_FRONT = re.compile(r"\A---[ \t]*\n(.*?\n)---[ \t]*\n", re.S)
_H1 = re.compile(r"^#\s+(.+)$", re.M)


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


def parse(path: Path, account: str | None = None) -> Iterator[Output]:
    files = (
        [path]
        if path.is_file()
        else sorted(
            p
            for p in path.rglob("*")
            if p.is_file()
            and p.suffix.lower() in SUFFIXES
            and not any(part.startswith(".") for part in p.relative_to(path).parts)
        )
    )
    root = path.parent if path.is_file() else path
    for p in files:
        if outside := escapes(p, root):
            yield outside
            continue
        rel = p.relative_to(root).as_posix()
        data = p.read_bytes()
        if b"\x00" in data:
            yield Rejected(rel, None, "binary file (NUL bytes), not a text note")
            continue
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            yield Rejected(rel, f"byte {e.start}", "not UTF-8 text", raw_text(data))
            continue
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
            yield Rejected(rel, None, "empty note")
            continue
        mtime = datetime.fromtimestamp(p.stat().st_mtime, tz=timezone.utc)
        h1 = _H1.search(text)
        title = str(meta.get("title") or (h1.group(1).strip() if h1 else p.stem.replace("-", " ")))
        tags = meta.get("tags") or []
        if isinstance(tags, str):
            tags = [t.strip() for t in tags.split(",") if t.strip()]
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
        if meta.get("sensitivity") is not None:
            item["sensitivity"] = meta["sensitivity"]
        if meta.get("lang"):
            item["lang"] = str(meta["lang"])
        yield {k: v for k, v in item.items() if v is not None}


def _names(*values) -> list[str]:
    """People named in front matter (``people: [Maya Cohen, noa@x]`` or ``with: Maya, Noa``)."""
    found: list[str] = []
    for value in values:
        if isinstance(value, str):
            value = value.split(",")
        if isinstance(value, list):
            found += [str(v).strip() for v in value if isinstance(v, (str, int)) and str(v).strip()]
    return list(dict.fromkeys(found))
