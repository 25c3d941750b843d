"""The one partitions definition every partitioned asset of the sleep cycle shares: the landing
day, in the machine's local time zone. ``end_offset=1`` so that today's partition exists (a run
request for today would fail in the daemon otherwise)."""

import os
from pathlib import Path

from dagster import DailyPartitionsDefinition


def local_timezone() -> str:
    """The machine's IANA zone (TZ, else /etc/localtime): the nightly 03:00 is the user's 03:00."""
    if os.environ.get("TZ"):
        return os.environ["TZ"].lstrip(":")
    link = Path("/etc/localtime")
    if link.is_symlink() and "zoneinfo/" in str(link.resolve()):
        return str(link.resolve()).split("zoneinfo/", 1)[1]
    return "UTC"


PARTITION_START = os.environ.get("HINET_PARTITION_START", "2023-01-01")

daily_partitions = DailyPartitionsDefinition(start_date=PARTITION_START, end_offset=1, timezone=local_timezone())
