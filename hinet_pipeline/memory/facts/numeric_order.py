"""The order a region writes a day and a month in numbers: "3/9" is the day first, as most of the world writes
it, except where the month comes first (the United States: March 9). The owner's ``[owner] region`` decides (as
phone numbers are read there, and whose holidays a date names); ``numeric_dates`` sets it for one record's reading."""

from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar

MONTH_FIRST_REGIONS = frozenset({"US", "PR", "GU", "VI", "AS", "MP", "UM", "FM", "MH", "PW", "PH"})
MONTH_FIRST: ContextVar[bool] = ContextVar("month_first", default=False)
REGION: ContextVar[str] = ContextVar("date_region", default="")  # (whose holidays: Canada's Thanksgiving is October's)
_HE_LETTER = re.compile(r"[א-ת]")


def month_first() -> tuple[bool, str]:
    """Whether "3/9" is read month first here (``numeric_dates``), and the region: a key for what caches a reading."""
    return MONTH_FIRST.get(), REGION.get()


@contextmanager
def numeric_dates(region: str | None, text: str = ""):
    """Within: "3/9" is read in ``region``'s order (the month first in MONTH_FIRST_REGIONS; a dotted "3.9",
    a Hebrew "ב-3/9", and every date of a ``text`` with Hebrew in it, stay the day first: Israelis write so)."""
    hebrew = not text.isascii() and _HE_LETTER.search(text) is not None
    token = MONTH_FIRST.set((region or "").upper() in MONTH_FIRST_REGIONS and not hebrew)
    where = REGION.set((region or "").upper())
    try:
        yield
    finally:
        MONTH_FIRST.reset(token)
        REGION.reset(where)
