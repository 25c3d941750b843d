"""Canonical JSON lines, exactly the landing contract: one item per line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

from hinet_pipeline.intake.connectors import Output, Rejected, raw_text, skip_special, why


def parse(path: Path, account: str | None = None) -> Iterator[Output]:
    if skipped := skip_special(path, path.parent):  # a FIFO would block the open forever
        yield skipped
        return
    with open(path, "rb") as f:  # bytes: one line of invalid UTF-8 must not stop the rest
        for lineno, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            where = f"line {lineno}"
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as e:
                yield Rejected(path.name, where, f"invalid UTF-8 at byte {e.start}", raw_text(raw))
                continue
            try:
                item = json.loads(text)
            except json.JSONDecodeError as e:
                yield Rejected(path.name, where, f"broken JSON: {e.msg} at column {e.colno}", raw_text(text))
                continue
            except RecursionError:
                yield Rejected(path.name, where, "JSON nested too deeply to read", raw_text(text))
                continue
            except ValueError as e:  # e.g. a number of more than 4,300 digits (Python's int limit)
                yield Rejected(path.name, where, f"unreadable JSON: {why(e)}", raw_text(text))
                continue
            if not isinstance(item, dict):
                yield Rejected(path.name, where, "a line must hold a JSON object", raw_text(text))
                continue
            if account and not item.get("account"):
                item["account"] = account
            item["_location"], item["_position"] = path.name, where  # never the line's own "_location"
            yield item
