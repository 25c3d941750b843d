"""Migration v10: forgetting (issue [17]). Tombstones keep a forgotten record from landing again,
keyed by hashes only; ``forgets`` lists each forget (counts, never content) with the work a kill
may have left (``pending``: its landing batches still to rewrite, the vault still to compact);
``backups`` lists where `hinet backup` wrote, so a forget can name the copies that still hold
what it erased. Its SQL is frozen here, as it was released."""

from __future__ import annotations

import sqlcipher3

from hinet_pipeline.store.schema.ddl import run_script


def forget_tables(conn: sqlcipher3.Connection) -> None:
    run_script(
        conn,
        """
        -- one row per forget: what kind of selector, the counts per layer (JSON), the work left
        CREATE TABLE forgets (
            forget_id INTEGER PRIMARY KEY,
            at        TEXT NOT NULL,
            selector  TEXT NOT NULL,
            counts    TEXT NOT NULL DEFAULT '{}',
            pending   TEXT NOT NULL DEFAULT '',
            undone_at TEXT
        );
        CREATE INDEX forgets_pending ON forgets(pending) WHERE pending != '';

        -- a forgotten record: sha256 of its content hash, and of its (source, account, external id)
        CREATE TABLE tombstones (
            key_hash  TEXT PRIMARY KEY,
            kind      TEXT NOT NULL CHECK (kind IN ('content', 'external')),
            forget_id INTEGER NOT NULL REFERENCES forgets(forget_id)
        ) WITHOUT ROWID;
        CREATE INDEX tombstones_forget ON tombstones(forget_id);

        -- where `hinet backup` wrote each verified copy
        CREATE TABLE backups (
            backup_id INTEGER PRIMARY KEY,
            path      TEXT NOT NULL,
            at        TEXT NOT NULL,
            items     INTEGER NOT NULL,
            bytes     INTEGER NOT NULL
        );
        """,
    )
