"""SQL rows read by column name.

Each query's rows come back as namedtuples built from that cursor's description, so code reads
``row.body_hash``, never ``row[15]``. The vault's connection is shared with the rest of the pipeline:
its row_factory is left alone.
"""

from __future__ import annotations

from collections import namedtuple
from functools import lru_cache
from typing import Any, Iterable


@lru_cache(maxsize=None)
def _row_type(names: tuple[str, ...]) -> type:
    return namedtuple("Row", names)  # a duplicate or unnamed column is an error, not a silent rename


def named_rows(conn: Any, sql: str, params: Iterable = ()) -> list:
    """The rows of ``sql`` as namedtuples whose fields are the result's column names."""
    cursor = conn.execute(sql, params)
    make = _row_type(tuple(d[0] for d in cursor.description))._make
    return [make(r) for r in cursor]
