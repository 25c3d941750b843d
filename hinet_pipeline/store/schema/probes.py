"""v10: the eval gate's self-made probes, kept inside the vault (personal data: never a plain file)."""

from __future__ import annotations

import sqlcipher3

from hinet_pipeline.store.schema.ddl import run_script


def self_probe_tables(conn: sqlcipher3.Connection) -> None:
    """Probe sets drawn from the owner's own records (read/self_probes.py), their probes, and which
    set and which gate cycle each eval run belongs to."""
    run_script(
        conn,
        """
        -- one set per embedder and chunking; a set is retired (not deleted) when the next is drawn
        CREATE TABLE eval_probe_sets (
            set_id     INTEGER PRIMARY KEY,
            created_at TEXT NOT NULL,
            model_id   TEXT,
            seed       TEXT NOT NULL,
            corpus     INTEGER NOT NULL,  -- live records when it was drawn
            reason     TEXT NOT NULL,
            retired_at TEXT
        );

        -- a probe: a question made from a record's own content and the records that answer it
        CREATE TABLE eval_probes (
            set_id    INTEGER NOT NULL REFERENCES eval_probe_sets(set_id),
            probe_id  TEXT NOT NULL,
            kind      TEXT NOT NULL,
            source    TEXT NOT NULL,
            query     TEXT NOT NULL,
            record_id TEXT NOT NULL,
            accepted  TEXT NOT NULL,
            layout    TEXT NOT NULL,
            PRIMARY KEY (set_id, probe_id)
        );

        -- NULL probe_set: the owner's probes.jsonl; cycle: the gate run the row belongs to
        ALTER TABLE eval_runs ADD COLUMN probe_set INTEGER;
        ALTER TABLE eval_runs ADD COLUMN cycle TEXT;
        """,
    )
