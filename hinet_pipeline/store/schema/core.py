"""Migrations v1-v2, v7-v8: items, chunks, FTS5, model pin, quarantine, audit; the query service's
evaluation runs and API tokens. Each one's SQL is frozen here, as it was released."""

from __future__ import annotations

import sqlcipher3

from hinet_pipeline.store.schema.ddl import run_script


def core_tables(conn: sqlcipher3.Connection) -> None:
    run_script(
        conn,
        """
        CREATE TABLE items (
            rowid         INTEGER PRIMARY KEY,
            record_id     TEXT NOT NULL UNIQUE,
            content_hash  TEXT NOT NULL UNIQUE,
            body_hash     TEXT NOT NULL,
            source        TEXT NOT NULL,
            app           TEXT,
            account       TEXT,
            container     TEXT,
            thread_id     TEXT,
            author        TEXT,
            participants  TEXT NOT NULL DEFAULT '[]',
            external_id   TEXT NOT NULL,
            url           TEXT,
            title         TEXT,
            body          TEXT NOT NULL,
            timestamp     TEXT NOT NULL,
            ts            INTEGER NOT NULL,
            sensitivity   INTEGER NOT NULL DEFAULT 1 CHECK (sensitivity BETWEEN 0 AND 3),
            lang          TEXT,
            valid_from    TEXT NOT NULL,
            valid_to      TEXT,
            superseded_by TEXT,
            batch_id      TEXT,
            ingested_at   TEXT NOT NULL,
            chunked       INTEGER NOT NULL DEFAULT 0  -- the chunks stage has cut it
        );
        CREATE INDEX items_identity   ON items(source, external_id, account);
        CREATE INDEX items_account    ON items(account);
        CREATE INDEX items_container  ON items(container);
        CREATE INDEX items_thread     ON items(thread_id);
        CREATE INDEX items_author     ON items(author);
        CREATE INDEX items_ts         ON items(ts);
        CREATE INDEX items_live       ON items(valid_to);
        CREATE INDEX items_batch      ON items(batch_id);
        -- partial indexes hold only pending work: a no-op sleep cycle finds nothing in O(1)
        CREATE INDEX items_to_chunk   ON items(chunked) WHERE chunked = 0 AND valid_to IS NULL;

        -- author and participants, one row each, for person filters and the provenance graph
        CREATE TABLE item_people (
            item_rowid INTEGER NOT NULL REFERENCES items(rowid),
            person     TEXT NOT NULL,
            role       TEXT NOT NULL CHECK (role IN ('author', 'participant')),
            PRIMARY KEY (item_rowid, person, role)
        ) WITHOUT ROWID;
        CREATE INDEX item_people_person ON item_people(person);

        CREATE TABLE chunks (
            rowid       INTEGER PRIMARY KEY,
            chunk_id    TEXT NOT NULL UNIQUE,
            item_rowid  INTEGER NOT NULL REFERENCES items(rowid),
            record_id   TEXT NOT NULL,
            parent_id   TEXT NOT NULL,
            ord         INTEGER NOT NULL,
            header      TEXT NOT NULL,
            text        TEXT NOT NULL,
            n_tokens    INTEGER NOT NULL,
            text_hash   TEXT NOT NULL,
            -- denormalised provenance facets: pre-filters without a join
            source      TEXT NOT NULL,
            account     TEXT,
            container   TEXT,
            thread_id   TEXT,
            author      TEXT,
            ts          INTEGER NOT NULL,
            sensitivity INTEGER NOT NULL,
            live        INTEGER NOT NULL DEFAULT 1,
            embedded    INTEGER NOT NULL DEFAULT 0,  -- has its vector in chunk_vectors
            in_fts      INTEGER NOT NULL DEFAULT 0,  -- has its row in chunks_fts
            in_vec      INTEGER NOT NULL DEFAULT 0,  -- has its row in the vec0 index
            created_at  TEXT NOT NULL
        );
        CREATE INDEX chunks_item   ON chunks(item_rowid);
        CREATE INDEX chunks_parent ON chunks(parent_id);
        CREATE INDEX chunks_filter ON chunks(live, sensitivity, source, ts);
        CREATE INDEX chunks_to_embed  ON chunks(embedded) WHERE live = 1 AND embedded = 0;
        CREATE INDEX chunks_to_fts    ON chunks(in_fts) WHERE live = 1 AND in_fts = 0;
        CREATE INDEX chunks_to_vec    ON chunks(in_vec) WHERE live = 1 AND in_vec = 0;
        CREATE INDEX chunks_fts_dead  ON chunks(in_fts) WHERE live = 0 AND in_fts = 1;
        CREATE INDEX chunks_vec_dead  ON chunks(in_vec) WHERE live = 0 AND in_vec = 1;
        CREATE INDEX chunks_container ON chunks(container);

        -- vectors of the pinned model, by chunk; text_hash lets a re-chunked item reuse them
        CREATE TABLE chunk_vectors (
            chunk_rowid INTEGER PRIMARY KEY,
            text_hash   TEXT NOT NULL,
            vector      BLOB NOT NULL
        );
        CREATE INDEX chunk_vectors_hash ON chunk_vectors(text_hash);

        -- BM25 index; rowid = chunks.rowid. Both columns are folded (niqqud stripped) before
        -- insert; the provenance header is its own column so queries can weight it.
        CREATE VIRTUAL TABLE chunks_fts USING fts5(
            header, text, content='', contentless_delete=1,
            tokenize='porter unicode61 remove_diacritics 2'
        );

        -- the embedding model pin: one row; a different model is refused until `hinet reembed`
        CREATE TABLE model_pin (
            id        INTEGER PRIMARY KEY CHECK (id = 1),
            model_id  TEXT NOT NULL,
            dim       INTEGER NOT NULL,
            backend   TEXT NOT NULL,
            vec_table TEXT NOT NULL,
            pinned_at TEXT NOT NULL
        );

        CREATE TABLE facts (
            fact_id      INTEGER PRIMARY KEY,
            subject      TEXT NOT NULL,
            predicate    TEXT NOT NULL,
            object       TEXT NOT NULL,
            valid_from   TEXT,
            valid_to     TEXT,
            record_id    TEXT NOT NULL,
            confidence   REAL NOT NULL DEFAULT 1.0,
            extracted_at TEXT NOT NULL
        );
        CREATE INDEX facts_subject ON facts(subject, predicate);
        CREATE INDEX facts_record  ON facts(record_id);

        CREATE TABLE graph_nodes (
            node_id TEXT PRIMARY KEY,
            kind    TEXT NOT NULL,
            label   TEXT NOT NULL
        );
        CREATE TABLE graph_edges (
            src       TEXT NOT NULL,
            dst       TEXT NOT NULL,
            kind      TEXT NOT NULL,
            record_id TEXT NOT NULL,
            weight    REAL NOT NULL DEFAULT 1.0,
            PRIMARY KEY (src, dst, kind, record_id)
        );
        CREATE INDEX graph_edges_dst ON graph_edges(dst);

        CREATE TABLE quarantine (
            id         INTEGER PRIMARY KEY,
            batch_id   TEXT,
            connector  TEXT NOT NULL,
            location   TEXT NOT NULL,
            position   TEXT,
            reason     TEXT NOT NULL,
            raw        TEXT,
            created_at TEXT NOT NULL
        );

        CREATE TABLE batches (
            batch_id    TEXT PRIMARY KEY,
            connector   TEXT NOT NULL,
            day         TEXT NOT NULL,
            landed      INTEGER NOT NULL,
            quarantined INTEGER NOT NULL,
            ingested_at TEXT NOT NULL
        );

        -- append-only hash chain: hash = sha256(seq|at|kind|details|prev_hash)
        CREATE TABLE audit_events (
            seq       INTEGER PRIMARY KEY,
            at        TEXT NOT NULL,
            kind      TEXT NOT NULL,
            details   TEXT NOT NULL,
            prev_hash TEXT NOT NULL,
            hash      TEXT NOT NULL
        );
        """,
    )


def eval_runs_and_api_tokens(conn: sqlcipher3.Connection) -> None:
    run_script(
        conn,
        """
        -- eval gate history: figures only, never probe text
        CREATE TABLE eval_runs (
            id        INTEGER PRIMARY KEY,
            at        TEXT NOT NULL,
            source    TEXT NOT NULL,
            k         INTEGER NOT NULL,
            recall    REAL NOT NULL,
            mrr       REAL NOT NULL,
            all_found REAL NOT NULL,
            probes    INTEGER NOT NULL,
            passed    INTEGER NOT NULL,
            figures   TEXT NOT NULL
        );

        -- HTTP bearer tokens: only their SHA-256 is kept
        CREATE TABLE api_tokens (
            token_hash TEXT PRIMARY KEY,
            role       TEXT NOT NULL,
            created_at TEXT NOT NULL,
            revoked    INTEGER NOT NULL DEFAULT 0
        );
        """,
    )


def account_and_thread_indexes(conn: sqlcipher3.Connection) -> None:
    """A filter on one account or thread finds its chunks by index (a container already did): at
    1M chunks, scanning for them read every chunk row (2.5 s for one thread)."""
    run_script(
        conn,
        """
        CREATE INDEX chunks_account ON chunks(account);
        CREATE INDEX chunks_thread  ON chunks(thread_id);
        """,
    )


def token_use_columns(conn: sqlcipher3.Connection) -> None:
    """`hinet token list` shows when each token was last used and when it was revoked."""
    run_script(
        conn,
        """
        ALTER TABLE api_tokens ADD COLUMN last_used_at TEXT;
        ALTER TABLE api_tokens ADD COLUMN revoked_at   TEXT;
        """,
    )
