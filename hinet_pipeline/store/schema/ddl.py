"""Running a migration's DDL inside the caller's transaction."""

from __future__ import annotations

import sqlcipher3


def run_script(conn: sqlcipher3.Connection, script: str) -> None:
    """Run DDL statement by statement inside the caller's transaction (``executescript`` would
    COMMIT first, breaking the one-transaction-per-migration rule)."""
    pending = ""
    for line in script.splitlines(keepends=True):
        if line.lstrip().startswith("--"):
            continue
        pending += line
        if sqlcipher3.complete_statement(pending):
            conn.execute(pending)
            pending = ""
    if pending.strip():
        raise ValueError(f"incomplete SQL statement in migration: {pending[:60]!r}")
