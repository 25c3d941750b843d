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


# Month names, stated once: English (full, three-letter and "sept", lowercase) and Hebrew, → 1..12.
# Query analysis ("in May 2023", "במאי 2023") and fact dates ("from 1 April") both read them.
_EN_MONTH_NAMES = "january february march april may june july august september october november december"
MONTHS: dict[str, int] = {name: i for i, full in enumerate(_EN_MONTH_NAMES.split(), 1) for name in (full, full[:3])} | {
    "sept": 9
}
HE_MONTHS: dict[str, int] = {
    "ינואר": 1,
    "פברואר": 2,
    "מרץ": 3,
    "מרס": 3,
    "אפריל": 4,
    "מאי": 5,
    "יוני": 6,
    "יולי": 7,
    "אוגוסט": 8,
    "ספטמבר": 9,
    "אוקטובר": 10,
    "נובמבר": 11,
    "דצמבר": 12,
}


def month_pattern(names) -> str:
    """A regex alternation of month ``names``, longest first (so "june" is never read as "jun")."""
    return "(?:" + "|".join(sorted(names, key=len, reverse=True)) + ")"
