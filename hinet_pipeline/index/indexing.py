"""The sleep cycle's index stages over the vault, each incremental and restartable:

chunks (live items without chunks) → embeddings (live chunks without a vector of the pinned model;
a chunk whose text is unchanged reuses its vector) → fts_index / vector_index (upserts into FTS5
and vec0, and removal of chunks whose item was superseded).

A stage with ``day`` works only on items landed in that day's batches (a Dagster partition);
retiring superseded chunks is global, since the old version may have landed on any day.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Callable, Iterator

import numpy as np
import pyarrow as pa

from hinet_pipeline.index.chunking import TokenCounter, embed_text, iter_chunks
from hinet_pipeline.index.embedders import Embedder, Progress
from hinet_pipeline.stages import StageResult, batched, in_batches, pending_rows, placeholders
from hinet_pipeline.store import vectors
from hinet_pipeline.store.items import ITEM_COLUMNS, item_from_row
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.store.vectors import VEC_TABLE
from hinet_pipeline.text import strip_marks
from hinet_pipeline.timeutil import utcnow

WRITE_ROWS = 2048  # the embedding stage commits this many vectors at a time ...
WRITE_SECONDS = 10.0  # ... or what it has after this long (a slow model still checkpoints its work)


# -- chunks -----------------------------------------------------------------------------------
CHUNK_INSERT_ROWS = 512  # chunk rows built and inserted at a time


def _chunk_rows(rows: list, count: TokenCounter, max_tokens: int, now: str) -> Iterator[tuple]:
    """The chunks table's rows for items read as (rowid, record_id, *ITEM_COLUMNS), one at a time."""
    for row in rows:
        item = item_from_row(row[2:])
        stamp = int(item.timestamp.timestamp())
        for ch in iter_chunks(item, count, max_tokens, record_id=row[1]):
            yield (
                ch.chunk_id,
                row[0],
                row[1],
                ch.parent_id,
                ch.ord,
                ch.header,
                ch.text,
                ch.n_tokens,
                ch.text_hash,
                item.source,
                item.account,
                item.container,
                item.thread_id,
                item.author,
                stamp,
                item.sensitivity,
                now,
            )


def chunk_stage(
    vault: Vault,
    count: TokenCounter,
    *,
    max_tokens: int = 512,
    day: str | None = None,
    progress: Progress | None = None,
) -> StageResult:
    """Chunks for live items without them; ``progress`` (items done, items pending) after each batch."""
    t0 = time.perf_counter()
    items = chunks = 0
    todo = pending_rows(
        vault, "SELECT rowid FROM items WHERE chunked = 0 AND valid_to IS NULL ORDER BY rowid", day, True
    )
    for ids in in_batches(todo):
        rows = vault.conn.execute(
            f"SELECT rowid, record_id, {ITEM_COLUMNS} FROM items WHERE rowid IN ({placeholders(len(ids))})", ids
        ).fetchall()
        now = utcnow()
        added = 0
        with vault.transaction() as c:  # the batch's chunks in slices: one huge item is never held whole
            for part in batched(_chunk_rows(rows, count, max_tokens, now), CHUNK_INSERT_ROWS):
                c.executemany(
                    "INSERT INTO chunks(chunk_id, item_rowid, record_id, parent_id, ord, header, text, n_tokens, "
                    "text_hash, source, account, container, thread_id, author, ts, sensitivity, created_at) "
                    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    part,
                )
                added += len(part)
            c.execute(f"UPDATE items SET chunked = 1 WHERE rowid IN ({placeholders(len(ids))})", ids)
            vault.append_audit("chunks", {"day": day, "items": len(rows), "chunks": added})
        items += len(rows)
        chunks += added
        if progress:
            progress(items, len(todo))
    return StageResult({"items": items, "chunks": chunks}, time.perf_counter() - t0)


# -- embeddings -------------------------------------------------------------------------------
def vector_batch(rows: list[tuple], dim: int) -> pa.RecordBatch:
    """One write group of the embeddings stage, rows (chunk_rowid, text_hash, vector as float32
    bytes, ...), as an Arrow record batch of the first three with the vector of fixed size. The
    fixed width is the check: a vector of the wrong dimension fails the whole group with a clear
    error instead of entering the vault."""
    try:
        vectors = pa.array([r[2] for r in rows], type=pa.binary(4 * dim))
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        bad = next(r for r in rows if len(r[2]) != 4 * dim)
        raise ValueError(f"chunk {bad[0]}: vector of {len(bad[2]) // 4} floats, the pinned model has {dim}") from None
    return pa.RecordBatch.from_arrays(
        [pa.array([r[0] for r in rows], type=pa.int64()), pa.array([r[1] for r in rows], type=pa.string()), vectors],
        names=["chunk_rowid", "text_hash", "vector"],
    )


def embed_stage(
    vault: Vault, embedder: Embedder, *, day: str | None = None, batch: int = 256, progress: Progress | None = None
) -> StageResult:
    """Vectors for live chunks that have none, written once, into the vector index (vec0, with the
    pre-filter's columns); refuses when the vault is pinned to another model. Texts go to the
    model ``batch`` at a time; vectors are committed WRITE_ROWS at a time (or every WRITE_SECONDS),
    so an interrupted run keeps what it computed and resumes after it. ``progress``: (chunks done,
    chunks pending), as the model works through each batch (a slow model still shows it moving)."""
    t0 = time.perf_counter()
    vault.pin_model(embedder.model_id, embedder.dim, embedder.backend)
    pending = pending_rows(vault, "SELECT rowid FROM chunks WHERE live = 1 AND embedded = 0 ORDER BY rowid", day, False)
    counts = {"embedded": 0, "reused": 0}
    embed_seconds = 0.0
    rows_out: list[tuple] = []
    done_ids: list[int] = []
    unwritten = {"embedded": 0, "reused": 0}
    unwritten_vectors: dict[str, bytes] = {}  # by text hash: the same text again before a write is reused
    last_write = time.perf_counter()

    def write() -> None:
        vector_batch(rows_out, embedder.dim)  # the dimension check, before anything is written
        with vault.transaction() as c:  # one write per vector: vec0 holds it (vectors.py)
            vectors.insert(c, [(r[0], r[2], r[3], r[4], r[5]) for r in rows_out], embedder.dim)
            for part in in_batches(done_ids, 10_000):
                c.execute(f"UPDATE chunks SET embedded = 1 WHERE rowid IN ({placeholders(len(part))})", part)
            vault.append_audit("embeddings", {"day": day, **unwritten})
        for k in counts:
            counts[k] += unwritten[k]
            unwritten[k] = 0
        rows_out.clear()
        done_ids.clear()
        unwritten_vectors.clear()

    for start in range(0, len(pending), batch):
        ids = pending[start : start + batch]
        rows = vault.conn.execute(
            "SELECT c.rowid, c.source, c.header, c.text, c.text_hash, i.title, c.sensitivity, c.ts FROM chunks c "
            f"JOIN items i ON i.rowid = c.item_rowid WHERE c.rowid IN ({placeholders(len(ids))})",
            ids,
        ).fetchall()
        hashes = list(dict.fromkeys(r[4] for r in rows))
        known = {h: unwritten_vectors[h] for h in hashes if h in unwritten_vectors}
        stored = [h for h in hashes if h not in known]
        if stored:  # one vector per distinct text: a text stored a thousand times is read once, not a thousand
            known.update(vectors.by_text_hash(vault.conn, stored))
        todo = list({r[4]: r for r in rows if r[4] not in known}.values())  # each distinct text once
        if todo:
            te = time.perf_counter()
            texts = [embed_text(r[1], r[2], r[3], r[5]) for r in todo]
            if progress:  # rows reused count as done at once, then each text the model has embedded
                base = start + len(rows) - len(todo)
                inner = lambda d, _n, base=base: progress(base + d, len(pending))  # noqa: E731
                fresh = embedder.embed_passages(texts, progress=inner)
            else:
                fresh = embedder.embed_passages(texts)
            embed_seconds += time.perf_counter() - te
            for r, v in zip(todo, fresh):
                known[r[4]] = unwritten_vectors[r[4]] = v.astype(np.float32).tobytes()
        rows_out.extend((r[0], r[4], known[r[4]], r[1], r[6], r[7]) for r in rows)
        done_ids.extend(ids)
        unwritten["embedded"] += len(todo)
        unwritten["reused"] += len(rows) - len(todo)
        if len(done_ids) >= WRITE_ROWS or time.perf_counter() - last_write >= WRITE_SECONDS:
            write()
            last_write = time.perf_counter()
        if progress:
            progress(start + len(ids), len(pending))
    if done_ids:
        write()
    return StageResult(
        {**counts, "model": embedder.model_id, "embed_seconds": round(embed_seconds, 3)}, time.perf_counter() - t0
    )


# -- FTS5 -------------------------------------------------------------------------------------
def fts_stage(vault: Vault, *, day: str | None = None, progress: Progress | None = None) -> StageResult:
    """BM25 rows for live chunks without one, and superseded chunks' rows removed; ``progress``
    (chunks added, chunks pending) after each batch."""
    t0 = time.perf_counter()
    removed = added = 0
    for ids in in_batches(pending_rows(vault, "SELECT rowid FROM chunks WHERE live = 0 AND in_fts = 1", None, False)):
        with vault.transaction() as c:
            c.executemany("DELETE FROM chunks_fts WHERE rowid = ?", [(i,) for i in ids])
            c.execute(f"UPDATE chunks SET in_fts = 0 WHERE rowid IN ({placeholders(len(ids))})", ids)
        removed += len(ids)
    todo = pending_rows(vault, "SELECT rowid FROM chunks WHERE live = 1 AND in_fts = 0 ORDER BY rowid", day, False)
    for ids in in_batches(todo):
        rows = vault.conn.execute(
            f"SELECT rowid, header, text FROM chunks WHERE rowid IN ({placeholders(len(ids))})", ids
        ).fetchall()
        with vault.transaction() as c:
            c.executemany(
                "INSERT INTO chunks_fts(rowid, header, text) VALUES (?, ?, ?)",
                [(r[0], strip_marks(r[1]), strip_marks(r[2])) for r in rows],
            )
            c.execute(f"UPDATE chunks SET in_fts = 1 WHERE rowid IN ({placeholders(len(ids))})", ids)
        added += len(ids)
        if progress:
            progress(added, len(todo))
    if added or removed:
        vault.audit("fts_index", {"day": day, "added": added, "removed": removed})
    return StageResult({"fts_added": added, "fts_removed": removed}, time.perf_counter() - t0)


# -- vec0 -------------------------------------------------------------------------------------
def vector_stage(vault: Vault, *, day: str | None = None, progress: Progress | None = None) -> StageResult:
    """The vector index's bookkeeping. The embeddings stage writes each vector once, into vec0
    (``embedded``); this stage marks the live ones indexed (``in_vec``: the sleep cycle's check
    that every live chunk is searchable) and deletes the vectors of chunks that died. ``progress``:
    (chunks marked, chunks pending) after each batch."""
    t0 = time.perf_counter()
    removed = added = 0
    if vault.model_pin() is None:
        return StageResult({"vec_added": 0, "vec_removed": 0}, time.perf_counter() - t0)
    dead = "SELECT rowid FROM chunks WHERE live = 0 AND embedded = 1"
    for ids in in_batches(pending_rows(vault, dead, None, False)):
        with vault.transaction() as c:
            c.executemany(f"DELETE FROM {VEC_TABLE} WHERE chunk_rowid = ?", [(i,) for i in ids])
            c.execute(f"UPDATE chunks SET in_vec = 0, embedded = 0 WHERE rowid IN ({placeholders(len(ids))})", ids)
        removed += len(ids)
    todo = pending_rows(vault, "SELECT rowid FROM chunks WHERE live = 1 AND in_vec = 0 AND embedded = 1", day, False)
    for ids in in_batches(todo):
        with vault.transaction() as c:
            c.execute(f"UPDATE chunks SET in_vec = 1 WHERE rowid IN ({placeholders(len(ids))})", ids)
        added += len(ids)
        if progress:
            progress(added, len(todo))
    if added or removed:
        vault.audit("vector_index", {"day": day, "added": added, "removed": removed})
        vault.conn.execute("PRAGMA optimize")  # fresh planner statistics after bulk writes
    return StageResult({"vec_added": added, "vec_removed": removed}, time.perf_counter() - t0)


def reembed(
    vault: Vault, embedder: Embedder, *, progress: Progress | None = None, keep_vectors: bool = False
) -> StageResult:
    """Switch the vault to another embedding model: a fresh vector index, every live chunk embedded
    again. Until it finishes, dense search finds nothing rather than mixing two models.
    ``keep_vectors``: an interrupted reembed to this model, resumed (its vectors so far are kept)."""
    t0 = time.perf_counter()
    old = vault.model_pin()
    if not keep_vectors:
        with vault.transaction() as c:
            c.execute(f"DROP TABLE IF EXISTS {VEC_TABLE}")
            c.execute("DELETE FROM model_pin")
            c.execute("UPDATE chunks SET in_vec = 0, embedded = 0")
            vault.append_audit("unpin_model", {"old": old, "new": embedder.describe()})
    emb = embed_stage(vault, embedder, progress=progress)
    vec = vector_stage(vault)
    return StageResult(
        {**emb.counts, **vec.counts, "previous_model": old["id"] if old else None}, time.perf_counter() - t0
    )


def run_index_stages(
    vault: Vault,
    embedder: Embedder,
    *,
    day: str | None = None,
    progress: Callable[[str, int, int], None] | None = None,
) -> dict:
    """All index stages in order (what `hinet sleep` and the Dagster job do, stage by stage);
    ``progress``: (stage, done, total) as each goes."""
    return {
        name: run_stage(
            name, vault, embedder, day=day, progress=partial(progress, name) if progress else None
        ).as_dict()
        for name in INDEX_STAGES
    }


# The order of the index stages after canonical_items, stated once: run_index_stages and the
# benchmarks follow it, and the Dagster graph's dependencies are checked against it (tests).
INDEX_STAGES = ("chunks", "embeddings", "fts_index", "vector_index")


def run_stage(
    name: str, vault: Vault, embedder: Embedder, *, day: str | None = None, progress: Progress | None = None
) -> StageResult:
    """One index stage by its name (the Dagster asset of the same name calls the same function)."""
    if name == "chunks":
        return chunk_stage(vault, embedder.count_tokens, max_tokens=embedder.max_tokens, day=day, progress=progress)
    if name == "embeddings":
        return embed_stage(vault, embedder, day=day, progress=progress)
    return {"fts_index": fts_stage, "vector_index": vector_stage}[name](vault, day=day, progress=progress)


def index_health(vault: Vault) -> dict[str, int]:
    """Counts of inconsistencies between live chunks and the two indexes (0 everywhere = healthy).
    The sleep cycle's blocking checks and `hinet verify` both read these."""
    q = lambda sql: vault.conn.execute(sql).fetchone()[0]  # noqa: E731
    out = {
        "live_chunks_without_fts": q("SELECT count(*) FROM chunks WHERE live = 1 AND in_fts = 0"),
        "dead_chunks_in_fts": q("SELECT count(*) FROM chunks WHERE live = 0 AND in_fts = 1"),
        "fts_rows_vs_flags": q("SELECT count(*) FROM chunks_fts") - q("SELECT count(*) FROM chunks WHERE in_fts = 1"),
    }
    if vault.model_pin():
        out.update(
            {
                "live_chunks_without_vector": q("SELECT count(*) FROM chunks WHERE live = 1 AND in_vec = 0"),
                "dead_chunks_in_vec": q("SELECT count(*) FROM chunks WHERE live = 0 AND embedded = 1"),
                "vec_rows_vs_flags": vectors.stored_count(vault.conn)
                - q("SELECT count(*) FROM chunks WHERE embedded = 1"),
                "orphan_vectors": vectors.orphan_count(vault.conn),
            }
        )
    return out


# live chunks a sleep cycle has not reached yet (a run that failed or was killed): work the next
# `hinet sleep` does, not damage; every other figure of index_health is an inconsistency
PENDING = ("live_chunks_without_fts", "live_chunks_without_vector")


def index_problems(vault: Vault) -> list[str]:
    """The inconsistencies of ``index_health`` as lines for `hinet verify` (pending work is not one:
    see ``index_pending``)."""
    return [
        f"index: {name.replace('_', ' ')}: {n}" for name, n in index_health(vault).items() if n and name not in PENDING
    ]


def index_pending(vault: Vault, vectors_by: str = "`hinet sleep`") -> list[str]:
    """What the next `hinet sleep` still has to do, as lines for `hinet verify` (not problems).
    ``vectors_by``: the command that fills the vector index (an interrupted reembed's own)."""
    q = lambda sql: vault.conn.execute(sql).fetchone()[0]  # noqa: E731
    health = index_health(vault)
    counts = {
        "items not yet chunked": (q("SELECT count(*) FROM items WHERE chunked = 0 AND valid_to IS NULL"), None),
        "live chunks not yet in the FTS5 index": (health["live_chunks_without_fts"], None),
        "live chunks not yet in the vector index": (health.get("live_chunks_without_vector", 0), vectors_by),
    }
    return [f"{n} {what}: run {by or '`hinet sleep`'}" for what, (n, by) in counts.items() if n]
