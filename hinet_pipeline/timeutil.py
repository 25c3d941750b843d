"""Time, one way everywhere: ISO 8601 in, timezone-aware datetimes out (a naive time is UTC)."""

from __future__ import annotations

from datetime import date, datetime, time, timezone
from typing import Any


def utcnow() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def parse_time(value: Any, *, end: bool = False) -> datetime:
    """A datetime, a date or an ISO 8601 text (``Z`` allowed) → aware datetime. A bare date is the
    start of that day (UTC), or its last instant with ``end=True``. Raises ValueError otherwise."""
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=timezone.utc)
    if isinstance(value, date):
        return datetime.combine(value, time.max if end else time.min, tzinfo=timezone.utc)
    if isinstance(value, str) and (text := value.strip()):
        if len(text) == 10:
            return parse_time(date.fromisoformat(text), end=end)
        if text[-1] in "zZ":
            text = text[:-1] + "+00:00"
        return parse_time(datetime.fromisoformat(text))
    raise ValueError(f"{value!r} is not an ISO 8601 time")
