"""The vault schema, created and migrated in one place, in order (``PRAGMA user_version``).

Every Origin field is an indexed column so the query service can pre-filter in SQL. Vector
tables depend on the pinned model's dimension and are created by ``Vault.pin_model``.
"""

from __future__ import annotations

from typing import Callable

import sqlcipher3

Migration = tuple[int, str, Callable[[sqlcipher3.Connection], None]]


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


def _v1_core(conn: sqlcipher3.Connection) -> None:
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


def _v2_query_service(conn: sqlcipher3.Connection) -> None:
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


def _v3_facts(conn: sqlcipher3.Connection) -> None:
    run_script(
        conn,
        """
        -- v1's facts table was never written (no extractor existed): replaced by the bi-temporal pair
        DROP TABLE facts;

        -- what records say (extractors' output); a superseded record's observations drop out of
        -- consolidation by the join on items.valid_to, they are never deleted
        CREATE TABLE fact_observations (
            id           INTEGER PRIMARY KEY,
            subject      TEXT NOT NULL,
            predicate    TEXT NOT NULL,
            object       TEXT,
            valid_from   TEXT NOT NULL,
            retract      INTEGER NOT NULL DEFAULT 0,
            item_rowid   INTEGER NOT NULL REFERENCES items(rowid),
            record_id    TEXT NOT NULL,
            chunk_id     TEXT,
            span_start   INTEGER,
            span_end     INTEGER,
            extractor    TEXT NOT NULL,
            confidence   REAL NOT NULL DEFAULT 1.0,
            source       TEXT NOT NULL,
            sensitivity  INTEGER NOT NULL,
            observed_at  TEXT NOT NULL,
            extracted_at TEXT NOT NULL,
            UNIQUE (item_rowid, extractor, subject, predicate, object, valid_from, retract)
        );
        CREATE INDEX fact_observations_key ON fact_observations(subject, predicate);

        -- consolidated facts: valid time (valid_from, valid_to) and transaction time (recorded_at,
        -- retracted_at: a row a later consolidation no longer produces is retracted, never deleted)
        CREATE TABLE facts (
            fact_id      INTEGER PRIMARY KEY,
            subject      TEXT NOT NULL,
            predicate    TEXT NOT NULL,
            object       TEXT NOT NULL,
            valid_from   TEXT NOT NULL,
            valid_to     TEXT,
            record_id    TEXT NOT NULL,
            closed_by    TEXT,
            support      TEXT NOT NULL DEFAULT '[]',
            source       TEXT NOT NULL,
            sensitivity  INTEGER NOT NULL,
            recorded_at  TEXT NOT NULL,
            retracted_at TEXT
        );
        CREATE INDEX facts_current ON facts(subject, predicate) WHERE retracted_at IS NULL;
        CREATE INDEX facts_record  ON facts(record_id);

        -- 0: facts not extracted yet; 1: extracted; 2: superseded and its facts withdrawn
        ALTER TABLE items ADD COLUMN facts_state INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX items_to_extract ON items(facts_state) WHERE facts_state = 0 AND valid_to IS NULL;
        CREATE INDEX items_to_withdraw ON items(facts_state) WHERE facts_state = 1 AND valid_to IS NOT NULL;
        """,
    )


def _v4_people_graph(conn: sqlcipher3.Connection) -> None:
    run_script(
        conn,
        """
        -- a person: identities grouped; a merge absorbs one into another (merged_into), never deletes
        CREATE TABLE persons (
            person_id   INTEGER PRIMARY KEY,
            name        TEXT NOT NULL,
            is_owner    INTEGER NOT NULL DEFAULT 0,
            merged_into INTEGER REFERENCES persons(person_id),
            created_at  TEXT NOT NULL
        );
        -- an identifier as records write it: an e-mail address, an E.164 phone, a Slack user, a name
        CREATE TABLE identities (
            identity_id INTEGER PRIMARY KEY,
            kind        TEXT NOT NULL CHECK (kind IN ('email', 'phone', 'slack', 'name')),
            value       TEXT NOT NULL,
            display     TEXT,
            person_id   INTEGER NOT NULL REFERENCES persons(person_id),
            record_id   TEXT,  -- the record it was first seen in
            UNIQUE (kind, value)
        );
        CREATE INDEX identities_person ON identities(person_id);
        CREATE TABLE item_identities (
            identity_id INTEGER NOT NULL REFERENCES identities(identity_id),
            item_rowid  INTEGER NOT NULL REFERENCES items(rowid),
            role        TEXT NOT NULL CHECK (role IN ('author', 'participant')),
            PRIMARY KEY (identity_id, item_rowid, role)
        ) WITHOUT ROWID;
        CREATE INDEX item_identities_item ON item_identities(item_rowid);
        -- merges and splits, manual and automatic: each undoable, each an audit event
        CREATE TABLE person_events (
            event_id   INTEGER PRIMARY KEY,
            kind       TEXT NOT NULL CHECK (kind IN ('merge', 'split', 'auto-merge')),
            person_id  INTEGER NOT NULL,
            other_id   INTEGER NOT NULL,
            identities TEXT NOT NULL,  -- JSON list of the identity ids that moved
            at         TEXT NOT NULL,
            undone_at  TEXT
        );
        -- identity pairs a split keeps apart: automatic grouping never joins them again
        CREATE TABLE person_apart (
            a INTEGER NOT NULL,
            b INTEGER NOT NULL,
            PRIMARY KEY (a, b)
        ) WITHOUT ROWID;

        ALTER TABLE items ADD COLUMN people_state INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX items_to_people ON items(people_state) WHERE people_state = 0 AND valid_to IS NULL;
        ALTER TABLE items ADD COLUMN graph_state INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX items_to_graph ON items(graph_state) WHERE graph_state = 0;

        -- the provenance graph's watermark over facts (rows are only ever added to facts)
        CREATE TABLE graph_marks (
            name  TEXT PRIMARY KEY,
            value INTEGER NOT NULL
        );
        -- v1's graph tables were never written: clustered on their keys (WITHOUT ROWID), an edge is
        -- one B-tree row plus one index entry, not a rowid row, a key index and two more
        DROP TABLE graph_edges;
        DROP TABLE graph_nodes;
        CREATE TABLE graph_nodes (
            node_id TEXT PRIMARY KEY,
            kind    TEXT NOT NULL,
            label   TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE graph_edges (
            src       TEXT NOT NULL,
            kind      TEXT NOT NULL,
            dst       TEXT NOT NULL,
            record_id TEXT NOT NULL,
            weight    REAL NOT NULL DEFAULT 1.0,
            PRIMARY KEY (src, kind, dst, record_id)
        ) WITHOUT ROWID;
        CREATE INDEX graph_edges_dst ON graph_edges(dst, kind);
        """,
    )


def _v5_graph_views(conn: sqlcipher3.Connection) -> None:
    """The provenance graph stores only what no record column already says: an edge an item's own
    columns (thread, container, account, source), its people (item_identities) or a fact's
    record_id state is a view over them, not a second copy to write and keep in step."""
    run_script(
        conn,
        """
        -- places (source, account, container, thread) and the edges between them; person -> fact
        CREATE TABLE graph_places (
            node_id TEXT PRIMARY KEY,
            kind    TEXT NOT NULL,
            label   TEXT NOT NULL
        ) WITHOUT ROWID;
        INSERT INTO graph_places SELECT node_id, kind, label FROM graph_nodes
            WHERE kind IN ('source', 'account', 'container', 'thread');
        CREATE TABLE graph_links (
            src       TEXT NOT NULL,
            kind      TEXT NOT NULL,
            dst       TEXT NOT NULL,
            record_id TEXT NOT NULL,  -- the first record that shows the link
            weight    REAL NOT NULL DEFAULT 1.0,
            PRIMARY KEY (src, kind, dst)
        ) WITHOUT ROWID;
        CREATE INDEX graph_links_dst ON graph_links(dst, kind);
        INSERT OR IGNORE INTO graph_links SELECT src, kind, dst, record_id, weight FROM graph_edges
            WHERE kind IN ('thread_in', 'in_account', 'has_fact')
               OR (kind = 'in_source' AND src NOT LIKE 'item:%');
        -- running totals for the stage's metadata (counting the views would read the whole vault)
        INSERT OR REPLACE INTO graph_marks(name, value) SELECT 'places', count(*) FROM graph_places;
        INSERT OR REPLACE INTO graph_marks(name, value) SELECT 'items', count(*) FROM items WHERE graph_state = 1;
        DROP TABLE graph_edges;
        DROP TABLE graph_nodes;
        CREATE VIEW graph_nodes(node_id, kind, label) AS
            SELECT node_id, kind, label FROM graph_places
            UNION ALL SELECT 'item:' || record_id, 'item', coalesce(nullif(title, ''), source)
                FROM items WHERE graph_state = 1
            UNION ALL SELECT 'person:' || person_id, 'person', name FROM persons WHERE merged_into IS NULL
            UNION ALL SELECT 'fact:' || fact_id, 'fact', predicate || ' ' || object FROM facts
                WHERE fact_id <= (SELECT coalesce(max(value), 0) FROM graph_marks WHERE name = 'fact_id');
        CREATE VIEW graph_edges(src, kind, dst, record_id, weight) AS
            SELECT src, kind, dst, record_id, weight FROM graph_links
            UNION ALL SELECT 'item:' || record_id,
                CASE WHEN nullif(container, '') IS NOT NULL THEN 'in_container' ELSE 'in_source' END,
                CASE WHEN nullif(container, '') IS NOT NULL THEN 'container:' || source || '/' || container
                     WHEN nullif(account, '') IS NOT NULL THEN 'account:' || source || '/' || account
                     ELSE 'source:' || source END,
                record_id, 1.0 FROM items WHERE graph_state = 1
            UNION ALL SELECT 'item:' || record_id, 'in_thread', 'thread:' || thread_id, record_id, 1.0
                FROM items WHERE graph_state = 1 AND nullif(thread_id, '') IS NOT NULL
            UNION ALL SELECT DISTINCT 'person:' || d.person_id,
                CASE ii.role WHEN 'author' THEN 'authored' ELSE 'participated' END,
                'item:' || i.record_id, i.record_id, 1.0
                FROM item_identities ii JOIN identities d ON d.identity_id = ii.identity_id
                JOIN items i ON i.rowid = ii.item_rowid WHERE i.graph_state = 1
            UNION ALL SELECT 'fact:' || fact_id, 'stated_in', 'item:' || record_id, record_id, 1.0 FROM facts
                WHERE fact_id <= (SELECT coalesce(max(value), 0) FROM graph_marks WHERE name = 'fact_id');
        INSERT OR REPLACE INTO graph_marks(name, value) SELECT 'edges', count(*) FROM graph_edges;
        """,
    )


MIGRATIONS: list[Migration] = [
    (1, "core tables: items, chunks, FTS5, model pin, facts, graph, quarantine, audit", _v1_core),
    (2, "query service: eval runs, API tokens", _v2_query_service),
    (3, "facts: observations and bi-temporal consolidated facts", _v3_facts),
    (4, "people: persons, identities, merges; the provenance graph's progress", _v4_people_graph),
    (5, "provenance graph: stored places and links, the edges records already state as views", _v5_graph_views),
]

SCHEMA_VERSION = MIGRATIONS[-1][0]
