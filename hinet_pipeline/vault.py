"""The vault: ONE SQLCipher 4 file holding every personal record, with FTS5 and sqlite-vec inside.

Every connection: key first, a read to prove the key (a wrong key fails there and nothing is
written), sqlite-vec loaded, WAL, temp data kept in memory (SQLite temp files would be another
place for content to land), and a page cache big enough for the vector tables.
"""

from __future__ import annotations

import hashlib
import json
import os
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

import sqlcipher3
import sqlite_vec

from .audit import append_event, chain_problems
from .cipher import open_cipher, size_problem
from .config import Home, VaultKey
from .errors import (
    HinetError,
    ModelPinError,
    VaultDamagedError,
    VaultExistsError,
    VaultMissingError,
)
from .records import ITEM_FIELDS, CanonicalItem
from .schema import MIGRATIONS, SCHEMA_VERSION
from .timeutil import utcnow

PIPELINE_CACHE_MB = 64  # writers stream batch by batch: a big cache would only grow RSS with the corpus
VEC_TABLE = "vec_chunks"


def connect(path: Path, key: VaultKey, *, cache_mb: int = 512) -> sqlcipher3.Connection:
    """Open an existing (or, for a new path, empty) vault database with ``key``."""
    conn = open_cipher(path, key)
    conn.enable_load_extension(True)
    sqlite_vec.load(conn)
    conn.enable_load_extension(False)
    conn.execute("PRAGMA synchronous = NORMAL")  # WAL: durable at checkpoints, never corrupt; no fsync per commit
    conn.execute(f"PRAGMA cache_size = {-int(cache_mb) * 1024}")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA busy_timeout = 30000")
    return conn


@dataclass
class UpsertResult:
    inserted: int = 0
    duplicates: int = 0
    superseded: int = 0  # older versions invalidated by a newer one (or stored already invalid)


class Vault:
    """An open vault. Use ``Vault.open(home)`` / ``Vault.create(home)``; close it (or ``with``)."""

    def __init__(self, path: Path, key: VaultKey, conn: sqlcipher3.Connection, cache_mb: int) -> None:
        self.path = Path(path)
        self._key = key
        self.conn = conn
        self.cache_mb = cache_mb

    @property
    def key(self) -> VaultKey:
        """The key this vault was opened with (landing batches are encrypted with it too)."""
        return self._key

    # -- opening ------------------------------------------------------------------------------
    @classmethod
    def open_path(
        cls, path: Path, key: VaultKey, *, cache_mb: int = 512, migrate: bool = True, damaged_hint: str | None = None
    ) -> "Vault":
        """Open an existing vault file. An empty, truncated or schema-less file is a VaultDamagedError
        (``damaged_hint`` says what to do; default: restore a backup): only ``create`` makes a vault."""
        path = Path(path)
        if not path.exists():
            raise VaultMissingError(path)
        problem = size_problem(path)
        if problem:
            raise VaultDamagedError(path, problem, damaged_hint)
        try:
            conn = connect(path, key, cache_mb=cache_mb)
        except sqlcipher3.DatabaseError as e:  # opens with the key, but pages are missing or broken
            raise VaultDamagedError(path, f"cannot be read ({e})", damaged_hint) from None
        vault = cls(path, key, conn, cache_mb)
        if vault.schema_version == 0:
            conn.close()
            raise VaultDamagedError(path, "holds no HiNet schema (an empty database)", damaged_hint)
        if migrate:
            vault.migrate()
        return vault

    @classmethod
    def open(cls, home: Home, *, migrate: bool = True, cache_mb: int | None = None) -> "Vault":
        """Open the home's vault with its key, after finishing a rekey that a crash interrupted.

        ``cache_mb``: the page cache; default the config's (sized for query-time vector reads).
        The sleep cycle streams and passes a small one (PIPELINE_CACHE_MB).
        A missing vault in a home that holds a key or landed batches is damage, not a new home."""
        if home.rekey_pending():
            from .rekey import finish_interrupted_rekey  # works on files below the vault: no cycle

            finish_interrupted_rekey(home)
        if not home.vault_path.exists():
            if home.has_landed():
                raise VaultDamagedError(home.vault_path, "is missing, but this home has landed batches")
            raise VaultMissingError(home.vault_path)
        cache_mb = cache_mb or home.settings().cache_mb
        return cls.open_path(home.vault_path, home.key(), cache_mb=cache_mb, migrate=migrate)

    @classmethod
    def create(cls, path: Path, key: VaultKey, *, cache_mb: int = 512) -> "Vault":
        path = Path(path)
        if path.exists():
            raise VaultExistsError(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = connect(path, key, cache_mb=cache_mb)
        conn.execute("PRAGMA journal_mode = WAL")
        vault = cls(path, key, conn, cache_mb)
        vault.migrate()
        os.chmod(path, 0o600)
        return vault

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> "Vault":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- schema -------------------------------------------------------------------------------
    @property
    def schema_version(self) -> int:
        return self.conn.execute("PRAGMA user_version").fetchone()[0]

    def migrate(self) -> list[int]:
        """Apply pending migrations in order, each in its own transaction; returns those applied."""
        applied = []
        current = self.schema_version
        if current > SCHEMA_VERSION:
            raise HinetError(
                f"vault {self.path} has schema {current}, newer than this HiNet ({SCHEMA_VERSION}): upgrade HiNet"
            )
        for version, description, apply in MIGRATIONS:
            if version <= current:
                continue
            with self.transaction():
                apply(self.conn)
                self.conn.execute(f"PRAGMA user_version = {version}")
                self.append_audit("migrate", {"version": version, "description": description})
            applied.append(version)
        return applied

    @contextmanager
    def transaction(self) -> Iterator[sqlcipher3.Connection]:
        """BEGIN IMMEDIATE … COMMIT: one writer at a time, readers go on (WAL)."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    # -- audit --------------------------------------------------------------------------------
    def append_audit(self, kind: str, details: dict) -> int:
        """Append a hash-chained audit event (audit.py). Call inside a transaction."""
        return append_event(self.conn, kind, details)

    def audit(self, kind: str, details: dict) -> int:
        with self.transaction():
            return self.append_audit(kind, details)

    def audit_problems(self) -> list[str]:
        return chain_problems(self.conn)

    # -- items --------------------------------------------------------------------------------
    def upsert_items(self, items: Iterable[CanonicalItem], *, batch_id: str | None = None) -> UpsertResult:
        """Store items in one transaction with one audit event.

        Same content_hash → duplicate, not stored again. Same (source, account, external_id) with
        new content → a new version; whichever version is newer (by timestamp, ties to the
        arrival) stays live and the other gets ``valid_to``. Nothing is ever deleted.
        """
        result = UpsertResult()
        now = utcnow()
        hashes = []
        people: list[tuple] = []
        items = list(items)
        with self.transaction() as c:
            # look-ups for the whole batch at once: one query each instead of two per item
            existing: set[str] = set()
            live: dict[tuple, tuple] = {}
            for start in range(0, len(items), 500):
                part = items[start : start + 500]
                marks = ",".join("?" * len(part))
                existing.update(
                    r[0]
                    for r in c.execute(
                        f"SELECT content_hash FROM items WHERE content_hash IN ({marks})",
                        [it.content_hash for it in part],
                    )
                )
                for source in {it.source for it in part}:  # (source, external_id) leads the identity index
                    ids = [it.external_id for it in part if it.source == source]
                    for row in c.execute(
                        "SELECT rowid, record_id, ts, timestamp, source, account, external_id FROM items "
                        f"WHERE source = ? AND external_id IN ({','.join('?' * len(ids))}) AND valid_to IS NULL",
                        [source, *ids],
                    ):
                        live[(row[4], row[5], row[6])] = row[:4]
            # rowids are assigned here (the write lock is held), so the rows go in with one executemany
            first = c.execute("SELECT coalesce(max(rowid), 0) + 1 FROM items").fetchone()[0]
            rows: list[list] = []
            for item in items:
                digest = item.content_hash
                if digest in existing:
                    result.duplicates += 1
                    continue
                existing.add(digest)
                rowid = first + len(rows)
                current = live.get(item.identity_key)
                ts = int(item.timestamp.timestamp())
                valid_to = superseded_by = None
                if current is not None:
                    result.superseded += 1
                    if ts >= current[2]:
                        if current[0] >= first:  # the older version is earlier in this same batch
                            rows[current[0] - first][20:22] = [item.timestamp.isoformat(), item.record_id]
                        else:
                            c.execute(
                                "UPDATE items SET valid_to = ?, superseded_by = ? WHERE rowid = ?",
                                (item.timestamp.isoformat(), item.record_id, current[0]),
                            )
                            c.execute("UPDATE chunks SET live = 0 WHERE item_rowid = ?", (current[0],))
                    else:  # an older version arrived late: keep it, already invalid
                        valid_to, superseded_by = current[3], current[1]
                rows.append(
                    [
                        rowid,
                        item.record_id,
                        digest,
                        item.body_hash,
                        item.source,
                        item.app,
                        item.account,
                        item.container,
                        item.thread_id,
                        item.author,
                        json.dumps(list(item.participants), ensure_ascii=False),
                        item.external_id,
                        item.url,
                        item.title,
                        item.body,
                        item.timestamp.isoformat(),
                        ts,
                        item.sensitivity,
                        item.lang,
                        item.timestamp.isoformat(),
                        valid_to,
                        superseded_by,
                        batch_id,
                        now,
                    ]
                )
                if valid_to is None:  # the new live version of this identity, for later items of the batch
                    live[item.identity_key] = (rowid, item.record_id, ts, item.timestamp.isoformat())
                if item.author:
                    people.append((rowid, item.author, "author"))
                people += [(rowid, p, "participant") for p in item.participants]
                result.inserted += 1
                hashes.append(digest)
            c.executemany(
                "INSERT INTO items(rowid, record_id, content_hash, body_hash, source, app, account, "
                "container, thread_id, author, participants, external_id, url, title, body, "
                "timestamp, ts, sensitivity, lang, valid_from, valid_to, superseded_by, "
                "batch_id, ingested_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                rows,
            )
            c.executemany("INSERT OR IGNORE INTO item_people VALUES (?,?,?)", people)
            self.append_audit(
                "upsert_items",
                {
                    "batch_id": batch_id,
                    "inserted": result.inserted,
                    "duplicates": result.duplicates,
                    "superseded": result.superseded,
                    "records_digest": hashlib.sha256("".join(sorted(hashes)).encode()).hexdigest(),
                },
            )
        return result

    def get_item(self, record_id: str) -> CanonicalItem | None:
        row = self.conn.execute(f"SELECT {ITEM_COLUMNS} FROM items WHERE record_id = ?", (record_id,)).fetchone()
        return item_from_row(row) if row else None

    def versions(self, source: str, external_id: str, account: str | None = None) -> list[dict]:
        """Every stored version of one item, oldest first, with its validity interval."""
        rows = self.conn.execute(
            "SELECT record_id, valid_from, valid_to, superseded_by FROM items WHERE source = ? "
            "AND external_id = ? AND account IS ? ORDER BY ts, rowid",
            (source, external_id, account),
        ).fetchall()
        return [dict(zip(("record_id", "valid_from", "valid_to", "superseded_by"), r)) for r in rows]

    # -- quarantine ---------------------------------------------------------------------------
    def quarantine(self, entries: Iterable[dict], *, batch_id: str | None = None) -> int:
        """Keep rejected input with its reason: ``{connector, location, position, reason, raw}``."""
        rows = [
            (batch_id, e["connector"], e["location"], e.get("position"), e["reason"], e.get("raw"), utcnow())
            for e in entries
        ]
        if rows:
            with self.transaction() as c:
                c.executemany(
                    "INSERT INTO quarantine(batch_id, connector, location, position, reason, "
                    "raw, created_at) VALUES (?,?,?,?,?,?,?)",
                    rows,
                )
                self.append_audit("quarantine", {"batch_id": batch_id, "count": len(rows)})
        return len(rows)

    def quarantined(self, batch_id: str | None = None) -> list[dict]:
        sql = "SELECT id, batch_id, connector, location, position, reason, created_at FROM quarantine"
        rows = self.conn.execute(
            sql + (" WHERE batch_id = ? ORDER BY id" if batch_id else " ORDER BY id"), (batch_id,) if batch_id else ()
        ).fetchall()
        keys = ("id", "batch_id", "connector", "location", "position", "reason", "created_at")
        return [dict(zip(keys, r)) for r in rows]

    def quarantined_raw(self, qid: int) -> str:
        row = self.conn.execute("SELECT raw FROM quarantine WHERE id = ?", (qid,)).fetchone()
        if row is None:
            raise HinetError(f"no quarantined record {qid}: see `hinet quarantine list`")
        return row[0] or "(no raw text was kept)"

    # -- model pin ----------------------------------------------------------------------------
    def model_pin(self) -> dict | None:
        row = self.conn.execute("SELECT model_id, dim, backend FROM model_pin WHERE id = 1").fetchone()
        return {"id": row[0], "dim": row[1], "backend": row[2]} if row else None

    def pin_model(self, model_id: str, dim: int, backend: str) -> None:
        """Record the embedding model at first embed and create its vector index; refuse another."""
        pin = self.model_pin()
        if pin is not None:
            if (pin["id"], pin["dim"]) != (model_id, dim):
                raise ModelPinError(
                    f"vault {self.path} is pinned to embedding model {pin['id']} (dim {pin['dim']}, "
                    f"{pin['backend']}); this run uses {model_id} (dim {dim}, {backend}). Search never "
                    "mixes models: run `hinet reembed` to switch the vault to the new model"
                )
            return
        with self.transaction() as c:
            c.execute(
                f"CREATE VIRTUAL TABLE {VEC_TABLE} USING vec0(chunk_rowid INTEGER PRIMARY KEY, "
                f"embedding float[{int(dim)}] distance_metric=cosine, source TEXT, "
                "sensitivity INTEGER, ts INTEGER, live INTEGER)"
            )
            c.execute(
                "INSERT INTO model_pin(id, model_id, dim, backend, vec_table, pinned_at) VALUES (1,?,?,?,?,?)",
                (model_id, dim, backend, VEC_TABLE, utcnow()),
            )
            self.append_audit("pin_model", {"model_id": model_id, "dim": dim, "backend": backend})

    # -- figures ------------------------------------------------------------------------------
    def _count(self, sql: str) -> int:
        return self.conn.execute(sql).fetchone()[0]

    def status(self) -> dict:
        """Counts and settings only: never content."""
        pin = self.model_pin()
        vectors = self._count(f"SELECT count(*) FROM {VEC_TABLE}") if pin else 0
        return {
            "items": self._count("SELECT count(*) FROM items WHERE valid_to IS NULL"),
            "versions": self._count("SELECT count(*) FROM items"),
            "chunks": self._count("SELECT count(*) FROM chunks WHERE live = 1"),
            "vectors": vectors,
            "fts_rows": self._count("SELECT count(*) FROM chunks_fts"),
            "facts": self._count("SELECT count(*) FROM facts"),
            "quarantined": self._count("SELECT count(*) FROM quarantine"),
            "audit_events": self._count("SELECT count(*) FROM audit_events"),
            "model": pin,
            "schema_version": self.schema_version,
        }


ITEM_COLUMNS = ", ".join(ITEM_FIELDS)  # the items columns a CanonicalItem is rebuilt from, in its field order


def item_from_row(row) -> CanonicalItem:
    """A CanonicalItem from the ITEM_COLUMNS of an items row. Stored rows were validated and
    normalised on the way in, so they are rebuilt directly (no second validation)."""
    fields = dict(zip(ITEM_FIELDS, row))
    fields["participants"] = json.loads(fields["participants"])
    return CanonicalItem.from_landed(fields)
