"""Migration v6: each vector stored once, in vec0 (int8 codes for the scan, the float32 vector as
an auxiliary column), instead of twice (``chunk_vectors``, then a float32 vec0 search never read).

The vec0 table and its insert are frozen here as v6 made them (``hinet_pipeline.store.vectors`` holds
the live ones): a later change to the vector store is a migration of its own, never a silent
rewrite of this one."""

from __future__ import annotations

import numpy as np
import sqlcipher3

from hinet_pipeline.store.schema.ddl import run_script

VEC_TABLE = "vec_chunks"  # the vector table's name as v6 created it
_MOVE_ROWS = 5000  # vectors moved per step (the whole move is one transaction)


def _vec0_sql(dim: int) -> str:
    """The v6 vec0 table for vectors of ``dim`` floats."""
    return (
        f"CREATE VIRTUAL TABLE {VEC_TABLE} USING vec0(chunk_rowid INTEGER PRIMARY KEY, "
        f"codes int8[{int(dim)}] distance_metric=cosine, source TEXT, sensitivity INTEGER, ts INTEGER, "
        "live INTEGER, scale FLOAT, +vector BLOB)"
    )


def _insert(conn: sqlcipher3.Connection, rows: list[tuple[int, bytes, str, int, int]], dim: int) -> None:
    """Store (chunk_rowid, float32 vector bytes, source, sensitivity, ts) rows as v6 stored them:
    symmetric int8 codes per row with the row's scale (``row ≈ codes * scale``) and the vector."""
    matrix = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), dim)
    peak = np.abs(matrix).max(axis=1)
    scale = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
    codes = np.clip(np.rint(matrix / scale[:, None]), -127, 127).astype(np.int8)
    conn.executemany(
        f"INSERT INTO {VEC_TABLE}(chunk_rowid, codes, source, sensitivity, ts, live, scale, vector) "
        "VALUES (?, vec_int8(?), ?, ?, ?, 1, ?, ?)",
        ((r[0], codes[i].tobytes(), r[2], r[3], r[4], float(scale[i]), r[1]) for i, r in enumerate(rows)),
    )


def vectors_in_vec0(conn: sqlcipher3.Connection) -> None:
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
        conn.execute(_vec0_sql(pin[0]))
        last = 0
        while rows := conn.execute(
            "SELECT c.rowid, v.vector, c.source, c.sensitivity, c.ts FROM chunk_vectors v "
            "JOIN chunks c ON c.rowid = v.chunk_rowid WHERE c.live = 1 AND c.embedded = 1 AND c.rowid > ? "
            "ORDER BY c.rowid LIMIT ?",
            (last, _MOVE_ROWS),
        ).fetchall():
            _insert(conn, rows, pin[0])
            last = rows[-1][0]
        # a live chunk marked embedded without a stored vector is embedded again; dead ones keep none
        conn.execute(
            f"UPDATE chunks SET embedded = 0, in_vec = 0 WHERE embedded = 1 AND rowid NOT IN "
            f"(SELECT rowid FROM {VEC_TABLE}_rowids)"
        )
        conn.execute("UPDATE chunks SET in_vec = 0 WHERE in_vec = 1 AND embedded = 0")
    conn.execute("DROP TABLE chunk_vectors")
