"""Migrations v3-v5 and v9, the memory layer: bi-temporal facts, people and their identities, the
provenance graph (stored places and links; the edges records already state are views), the kinds
of people. Each one's SQL is frozen here, as it was released."""

from __future__ import annotations

import sqlcipher3

from hinet_pipeline.store.schema.ddl import run_script


def fact_tables(conn: sqlcipher3.Connection) -> None:
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


def people_tables_and_keyed_graph(conn: sqlcipher3.Connection) -> None:
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


def graph_views(conn: sqlcipher3.Connection) -> None:
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


def people_kinds(conn: sqlcipher3.Connection) -> None:
    """Not everyone is a person: lists, bots, newsletters and role mailboxes are told apart (issue
    [14]), from how their addresses and names are written and from how their mail was sent."""
    run_script(
        conn,
        """
        -- how a record was sent, as its source tells (mail: "bulk", "auto", "list:ADDR", ...)
        ALTER TABLE items ADD COLUMN signals TEXT NOT NULL DEFAULT '[]';
        -- person, list, bot, newsletter, role: `people list` shows persons unless asked for all
        ALTER TABLE persons ADD COLUMN kind TEXT NOT NULL DEFAULT 'person';
        -- what an identity is when not one human (list, bot, newsletter, role, company); NULL: a person
        ALTER TABLE identities ADD COLUMN nonperson TEXT;
        -- every display name an identity was written with, and in how many records
        CREATE TABLE identity_names (
            identity_id INTEGER NOT NULL REFERENCES identities(identity_id),
            name        TEXT NOT NULL,
            n           INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (identity_id, name)
        ) WITHOUT ROWID;
        -- how an identity's records were sent: personal, bulk, auto, list, mailbox (the owner's
        -- mailbox delivers to it or sends from it), with the first record that shows it
        CREATE TABLE identity_signals (
            identity_id INTEGER NOT NULL REFERENCES identities(identity_id),
            signal      TEXT NOT NULL,
            n           INTEGER NOT NULL DEFAULT 0,
            record_id   TEXT,
            PRIMARY KEY (identity_id, signal)
        ) WITHOUT ROWID;
        """,
    )
    # the people a vault already holds: their display names seed identity_names, and each is
    # classified once from its address and names (later mail adds its signals)
    conn.execute(
        "INSERT INTO identity_names(identity_id, name, n) SELECT identity_id, display, 1 FROM identities "
        "WHERE display IS NOT NULL"
    )
    # the one live call of a migration (see the package docstring): the identities stored before v9
    # are classified by the rules the people step applies to every new one, not by a frozen copy
    from hinet_pipeline.memory.people.kinds import classify, refresh

    ids = [r[0] for r in conn.execute("SELECT identity_id FROM identities")]
    if ids:
        refresh(conn, classify(conn, ids))
