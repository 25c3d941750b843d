"""The vault: ONE SQLCipher 4 file holding every personal record, with FTS5 and sqlite-vec inside.

Every connection: key first, a read to prove the key (a wrong key fails there and nothing is
written), sqlite-vec loaded, WAL, temp data kept in memory (SQLite temp files would be another
place for content to land), and a page cache big enough for the vector tables.

A vault whose folder this process cannot write (read-only media or mount, permissions) opens
read-only: WAL would need to create its ``-wal``/``-shm`` files beside it, so a vault with no
``-wal`` file opens ``immutable`` (nothing can be writing it) and one with a ``-wal`` reads it
through its ``-shm``. So does a vault that cannot be opened for writing because its disk is full.
Reading works there; a write is refused with one line that says why (ReadOnlyHomeError,
DiskFullError), never "wrong key" or "damaged".
"""

from __future__ import annotations

import logging
import os
from contextlib import contextmanager
from pathlib import Path
from typing import Iterable, Iterator

import sqlcipher3
import sqlite_vec

from hinet_pipeline.config import Home, Settings, VaultKey
from hinet_pipeline.errors import (
    DiskFullError,
    HinetError,
    ModelPinError,
    ReadOnlyHomeError,
    VaultDamagedError,
    VaultExistsError,
    VaultMissingError,
    storage_error,
    writable,
)
from hinet_pipeline.store.audit import append_event, chain_problems
from hinet_pipeline.store.cipher import open_cipher, size_problem
from hinet_pipeline.store.schema import MIGRATIONS, SCHEMA_VERSION
from hinet_pipeline.store.vectors import VEC_TABLE, stored_count, table_sql
from hinet_pipeline.timeutil import utcnow

PIPELINE_CACHE_MB = 64  # writers stream batch by batch: a big cache would only grow RSS with the corpus
log = logging.getLogger("hinet")


def require_writable(home: Home, command: str) -> None:
    """Refuse, in one line, a command that must write to a home on read-only media (before it
    starts: a half-made landing or Dagster run would fail on a raw OSError instead)."""
    for path in (home.root, home.vault_path):
        if path.exists() and not writable(path):
            raise ReadOnlyHomeError(home.root, f"{command} must write to it")


def _wal_pending(path: Path) -> bool:
    """Whether the vault's ``-wal`` log holds writes not yet checkpointed into the file."""
    wal = path.with_name(path.name + "-wal")
    return wal.exists() and wal.stat().st_size > 0


def _open_read_only(path: Path, key: VaultKey, *, may_be_immutable: bool) -> sqlcipher3.Connection:
    """open_cipher's key proof on a read-only connection: ``immutable`` when no ``-wal`` file holds
    writes and SQLite could not make the -shm index WAL reading needs (``may_be_immutable``: a
    read-only folder, a full disk), else ``mode=ro``.

    A file whose last checkpoint a full disk cut short may end in part of a page: the log still
    holds every page (it is reset only after a whole checkpoint), so SQLite reads it right."""
    return open_cipher(path, key, read_only=True, immutable=may_be_immutable and not _wal_pending(path))


def connect(
    path: Path,
    key: VaultKey,
    *,
    cache_mb: int = Settings.cache_mb,
    read_only: bool = False,
    may_be_immutable: bool = True,
) -> sqlcipher3.Connection:
    """Open an existing (or, for a new path, empty) vault database with ``key``; ``read_only``: for a
    folder or file this process cannot write, or a full disk (see ``_open_read_only``)."""
    conn = _open_read_only(path, key, may_be_immutable=may_be_immutable) if read_only else open_cipher(path, key)
    conn.enable_load_extension(True)
    sqlite_vec.load(conn)
    conn.enable_load_extension(False)
    conn.execute("PRAGMA synchronous = NORMAL")  # WAL: durable at checkpoints, never corrupt; no fsync per commit
    conn.execute(f"PRAGMA cache_size = {-int(cache_mb) * 1024}")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA busy_timeout = 30000")
    return conn


class Vault:
    """An open vault. Use ``Vault.open(home)`` / ``Vault.create(home)``; close it (or ``with``)."""

    def __init__(
        self,
        path: Path,
        key: VaultKey,
        conn: sqlcipher3.Connection,
        cache_mb: int,
        read_only: HinetError | None = None,
    ) -> None:
        self.path = Path(path)
        self._key = key
        self.conn = conn
        self.cache_mb = cache_mb
        self.read_only = read_only  # why this vault was opened read-only (None: it is writable)

    def refuse_write(self, what: str) -> None:
        if isinstance(self.read_only, DiskFullError):
            raise DiskFullError(self.path.parent, self.read_only.condition, self.read_only.remedy)
        if self.read_only is not None:
            raise ReadOnlyHomeError(self.path.parent, f"{what} must write to it")

    @property
    def key(self) -> VaultKey:
        """The key this vault was opened with (landing batches are encrypted with it too)."""
        return self._key

    # -- opening ------------------------------------------------------------------------------
    @classmethod
    def open_path(
        cls,
        path: Path,
        key: VaultKey,
        *,
        cache_mb: int = Settings.cache_mb,
        migrate: bool = True,
        damaged_hint: str | None = None,
    ) -> "Vault":
        """Open an existing vault file. An empty, truncated or schema-less file is a VaultDamagedError
        (``damaged_hint`` says what to do; default: restore a backup): only ``create`` makes a vault."""
        path = Path(path)
        if not path.exists():
            raise VaultMissingError(path)
        problem = size_problem(path)
        if problem and not _wal_pending(path):  # else a checkpoint the disk stopped: the log has the pages
            raise VaultDamagedError(path, problem, damaged_hint)
        read_only = None
        if not (writable(path.parent) and writable(path)):
            read_only = ReadOnlyHomeError(path.parent, "this command must write to it")
        try:
            # only the file read-only (its folder writable): SQLite makes the -shm and sees any writer
            immutable_ok = not writable(path.parent)
            conn = connect(path, key, cache_mb=cache_mb, read_only=read_only is not None, may_be_immutable=immutable_ok)
        except sqlcipher3.DatabaseError as e:
            if read_only is not None and "unable to open" in str(e) and _wal_pending(path):
                raise ReadOnlyHomeError(
                    path.parent,
                    f"its vault cannot be read there ({e}): {path.name}-wal holds writes that were "
                    "never merged (a process stopped while writing); open it once where it is writable",
                    place=f"the folder {path.parent}",
                ) from None
            # the storage refused a write (the -shm or -wal of a full disk) is not damage
            refused = None if read_only is not None else storage_error(path.parent, e)
            if refused is None:  # opens with the key, but pages are missing or broken
                raise VaultDamagedError(path, f"cannot be read ({e})", damaged_hint) from None
            try:  # a full disk: reading needs no space (the -shm of a vault in use exists already)
                conn, read_only = connect(path, key, cache_mb=cache_mb, read_only=True), refused
            except sqlcipher3.DatabaseError:
                raise refused from None
        vault = cls(path, key, conn, cache_mb, read_only)
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
            if not writable(home.root):
                raise ReadOnlyHomeError(home.root, "a rekey was interrupted here, and finishing it must write")
            from hinet_pipeline.store.rekey import finish_interrupted_rekey  # works on files below the vault: no cycle

            finish_interrupted_rekey(home)
        if not home.vault_path.exists():
            if home.has_landed():
                raise VaultDamagedError(home.vault_path, "is missing, but this home has landed batches")
            raise VaultMissingError(home.vault_path)
        cache_mb = cache_mb or home.settings().cache_mb
        vault = cls.open_path(home.vault_path, home.key(), cache_mb=cache_mb, migrate=migrate)
        if vault.read_only is None:  # a forget a kill interrupted: its batches and compaction (one line)
            from hinet_pipeline.store import forgetting

            if forgetting.pending(vault.conn):
                try:
                    forgetting.finish(home, vault, resumed=True)
                except BaseException:
                    vault.close()
                    raise
        return vault

    @classmethod
    def create(cls, path: Path, key: VaultKey, *, cache_mb: int = Settings.cache_mb) -> "Vault":
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
            self.refuse_write(f"upgrading its vault to schema {SCHEMA_VERSION}")
            with self.transaction():
                apply(self.conn)
                self.conn.execute(f"PRAGMA user_version = {version}")
                self.append_audit("migrate", {"version": version, "description": description})
            applied.append(version)
        return applied

    @contextmanager
    def transaction(self) -> Iterator[sqlcipher3.Connection]:
        """BEGIN IMMEDIATE … COMMIT: one writer at a time, readers go on (WAL)."""
        self.refuse_write("this command")
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
        """Record an event in its own transaction. On a vault opened read-only (a backup from
        read-only media) the event cannot be kept: a notice says so and the command goes on."""
        if self.read_only is not None:
            log.warning("the %s is not in the vault's audit log: the vault was opened read-only", kind)
            return 0
        with self.transaction():
            return self.append_audit(kind, details)

    def audit_problems(self) -> list[str]:
        return chain_problems(self.conn)

    # -- quarantine ---------------------------------------------------------------------------
    def quarantine(self, entries: Iterable[dict], *, batch_id: str | None = None, once: bool = False) -> int:
        """Keep rejected input with its reason: ``{connector, location, position, reason, raw}``;
        returns how many rows were written. ``once``: none when ``batch_id`` already has rows,
        decided inside the write transaction (two landings of one export at once: one writes them)."""
        rows = [
            (batch_id, e["connector"], e["location"], e.get("position"), e["reason"], e.get("raw"), utcnow())
            for e in entries
        ]
        if rows:
            with self.transaction() as c:
                if once and c.execute("SELECT 1 FROM quarantine WHERE batch_id = ? LIMIT 1", (batch_id,)).fetchone():
                    return 0
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
            c.execute(table_sql(dim))
            c.execute(
                "INSERT INTO model_pin(id, model_id, dim, backend, vec_table, pinned_at) VALUES (1,?,?,?,?,?)",
                (model_id, dim, backend, VEC_TABLE, utcnow()),
            )
            self.append_audit("pin_model", {"model_id": model_id, "dim": dim, "backend": backend})

    # -- figures ------------------------------------------------------------------------------
    def _count(self, sql: str) -> int:
        return self.conn.execute(sql).fetchone()[0]

    def _people_counts(self) -> dict[str, int]:
        rows = dict(
            self.conn.execute(
                "SELECT p.kind = 'person', count(*) FROM persons p WHERE p.merged_into IS NULL AND EXISTS ("
                "SELECT 1 FROM identities d JOIN item_identities ii ON ii.identity_id = d.identity_id "
                "JOIN items i ON i.rowid = ii.item_rowid WHERE d.person_id = p.person_id AND i.valid_to IS NULL) "
                "GROUP BY 1"
            ).fetchall()
        )
        return {"people": rows.get(1, 0), "other_senders": rows.get(0, 0)}

    def status(self) -> dict:
        """Counts and settings only: never content."""
        pin = self.model_pin()
        vectors = stored_count(self.conn) if pin else 0
        return {
            "items": self._count("SELECT count(*) FROM items WHERE valid_to IS NULL"),
            "versions": self._count("SELECT count(*) FROM items"),
            "chunks": self._count("SELECT count(*) FROM chunks WHERE live = 1"),
            "vectors": vectors,
            "fts_rows": self._count("SELECT count(*) FROM chunks_fts"),
            "facts": self._count("SELECT count(*) FROM facts WHERE retracted_at IS NULL AND valid_to IS NULL"),
            # as `hinet people list` counts them: persons with a live record; lists, bots, newsletters
            # and role mailboxes apart (`people list --all`)
            **self._people_counts(),
            "graph_edges": self._count("SELECT count(*) FROM graph_edges"),
            "quarantined": self._count("SELECT count(*) FROM quarantine"),
            "audit_events": self._count("SELECT count(*) FROM audit_events"),
            "model": pin,
            "schema_version": self.schema_version,
        }
