"""Days named by a North American holiday ("start the Monday after Labor Day", "Memorial Day", "on Thanksgiving"; the
owner's region's: ``numeric_order``), resolved against the record's time: the next one, or (for a day past) the last."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

from hinet_pipeline.memory.facts.numeric_order import REGION

# a holiday, or a weekday just after or before it ("the Monday after Labor Day", "Friday before Memorial Day")
HOLIDAY = (
    r"(?:(?:the\s+)?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+(?:after|before)\s+)?"
    r"(?:Labou?r\s+Day|Memorial\s+Day|Thanksgiving(?:\s+Day)?)\b(?:,?\s+(?:19|20)\d{2}\b)?"  # (its year after it)
)
_HOLIDAY = re.compile(
    r"(?:(?:the\s+)?(?P<wd>Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+(?P<side>after|before)\s+)?"
    r"(?P<day>Labou?r\s+Day|Memorial\s+Day|Thanksgiving(?:\s+Day)?)(?:,?\s+(?P<year>(?:19|20)\d{2}))?",
    re.I,
)
_WEEKDAYS = ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun")


def _holiday(name: str, year: int) -> datetime:
    """Labor Day (the first Monday of September), Memorial Day (the last Monday of May), Thanksgiving (the fourth
    Thursday of November; in Canada the second Monday of October) in ``year``."""
    name = name.casefold()
    if name.startswith("memorial"):
        last = datetime(year, 5, 31, tzinfo=timezone.utc)
        return last - timedelta(days=last.weekday())
    if name.startswith("thanks") and REGION.get() == "CA":
        first = datetime(year, 10, 1, tzinfo=timezone.utc)
        return first + timedelta(days=(0 - first.weekday()) % 7 + 7)
    first = datetime(year, 11 if name.startswith("thanks") else 9, 1, tzinfo=timezone.utc)
    wanted = 3 if name.startswith("thanks") else 0
    return first + timedelta(days=(wanted - first.weekday()) % 7 + (21 if wanted == 3 else 0))


def holiday_date(text: str, base: datetime, prefer: str | None = None) -> datetime | None:
    """The day ``text`` names by a holiday, the next one from ``base`` (the last one when ``prefer`` is "past" or
    "since"); None if it names none."""
    if not (m := _HOLIDAY.fullmatch(" ".join(text.split()))):
        return None
    back, best = prefer in ("past", "since"), None
    day0 = base.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc)
    years = (day0.year - 1, day0.year, day0.year + 1) if back else (day0.year, day0.year + 1)
    if m["year"]:  # (its year said: that one, on whichever side)
        years, back, day0 = (int(m["year"]),), True, datetime(9998, 1, 1, tzinfo=timezone.utc)
    for year in [y for y in years if y < 9999]:
        day = _holiday(m["day"], year)
        if m["wd"]:
            wanted = _WEEKDAYS.index(m["wd"].casefold())
            step = 1 if m["side"].casefold() == "after" else -1
            day += timedelta(days=step)
            while day.weekday() != wanted:
                day += timedelta(days=step)
        if (day <= day0) if back else (day >= day0):
            best = day
            if not back:
                return best
    return best if back else None
