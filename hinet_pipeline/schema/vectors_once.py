"""Migration v6: each vector stored once, in vec0 (int8 codes for the scan, the float32 vector as
an auxiliary column), instead of twice (``chunk_vectors``, then a float32 vec0 search never read)."""

from __future__ import annotations

import sqlcipher3

from ..vectors import VEC_TABLE, insert, table_sql
from .ddl import run_script

_MOVE_ROWS = 5000  # vectors moved per step (the whole move is one transaction)


def _v6_vectors_once(conn: sqlcipher3.Connection) -> None:
    run_script(
        conn,
        """
        CREATE INDEX chunks_text_hash ON chunks(text_hash);
        CREATE INDEX chunks_stored_dead ON chunks(embedded) WHERE live = 0 AND embedded = 1;
        """,
    )
    pin = conn.execute("SELECT dim FROM model_pin WHERE id = 1").fetchone()
    if pin is not None:  # a pinned vault: its vectors move from chunk_vectors into the new table
        conn.execute(f"DROP TABLE IF EXISTS {VEC_TABLE}")
        conn.execute(table_sql(pin[0]))
        last = 0
        while rows := conn.execute(
            "SELECT c.rowid, v.vector, c.source, c.sensitivity, c.ts FROM chunk_vectors v "
            "JOIN chunks c ON c.rowid = v.chunk_rowid WHERE c.live = 1 AND c.embedded = 1 AND c.rowid > ? "
            "ORDER BY c.rowid LIMIT ?",
            (last, _MOVE_ROWS),
        ).fetchall():
            insert(conn, rows, pin[0])
            last = rows[-1][0]
        # a live chunk marked embedded without a stored vector is embedded again; dead ones keep none
        conn.execute(
            f"UPDATE chunks SET embedded = 0, in_vec = 0 WHERE embedded = 1 AND rowid NOT IN "
            f"(SELECT rowid FROM {VEC_TABLE}_rowids)"
        )
        conn.execute("UPDATE chunks SET in_vec = 0 WHERE in_vec = 1 AND embedded = 0")
    conn.execute("DROP TABLE chunk_vectors")
