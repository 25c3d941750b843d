"""The vector store: each chunk's vector once, inside the vault, in sqlite-vec's vec0.

One vec0 table (``VEC_TABLE``) per pinned model holds, per live chunk:

* ``codes``: the vector as int8 with its own ``scale`` (``quantize``): what the in-memory scan
  reads (4× smaller than float32) and what vec0's own KNN can search;
* ``vector``: the float32 vector itself, an auxiliary column (one row per vector in vec0's
  ``_auxiliary`` table): the exact re-scoring of the scan's best candidates and the reuse of a
  vector for the same text read it by rowid;
* the pre-filter's columns (``source``, ``sensitivity``, ``ts``) as metadata, and ``live``.

vec0 keeps the codes and metadata in blobs of ``chunk_size`` (1024) vectors each, so ``load``
reads a million vectors' codes as ~1,000 sequential blobs instead of a million rows. That reads
vec0's shadow tables, whose layout is sqlite-vec's: it is done only for the versions in
``SHADOW_LAYOUT_VERSIONS``, checked against vec0's own answer for a sample of rows, and any other
version (or a failed check) falls back to reading the rows through vec0 itself.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, Iterable

import numpy as np

log = logging.getLogger(__name__)

VEC_TABLE = "vec_chunks"
AUX_TABLE = f"{VEC_TABLE}_auxiliary"
# sqlite-vec versions whose shadow-table layout load() decodes (checked; see the module docstring)
SHADOW_LAYOUT_VERSIONS = ("v0.1.9",)
# metadata columns in declaration order: vec0 names their chunk tables 00, 01, ...
_METADATA = ("source", "sensitivity", "ts", "live", "scale")
_TEXT_SLOT = 16  # a TEXT metadata entry: int32 length + its first 12 bytes (longer text lives apart)


def table_sql(dim: int, name: str = VEC_TABLE) -> str:
    """The vec0 table for vectors of ``dim`` floats."""
    return (
        f"CREATE VIRTUAL TABLE {name} USING vec0(chunk_rowid INTEGER PRIMARY KEY, "
        f"codes int8[{int(dim)}] distance_metric=cosine, source TEXT, sensitivity INTEGER, ts INTEGER, "
        "live INTEGER, scale FLOAT, +vector BLOB)"
    )


def quantize(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric int8 codes per row and each row's scale: ``row ≈ codes * scale``."""
    m = np.asarray(matrix, dtype=np.float32)
    peak = np.abs(m).max(axis=1) if m.size else np.zeros(len(m), dtype=np.float32)
    scale = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
    codes = np.clip(np.rint(m / scale[:, None]), -127, 127).astype(np.int8)
    return codes, scale


def insert(conn: Any, rows: list[tuple[int, bytes, str, int, int]], dim: int, name: str = VEC_TABLE) -> None:
    """Store (chunk_rowid, float32 vector bytes, source, sensitivity, ts) rows: one write per vector."""
    if not rows:
        return
    matrix = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), dim)
    codes, scale = quantize(matrix)
    conn.executemany(
        f"INSERT INTO {name}(chunk_rowid, codes, source, sensitivity, ts, live, scale, vector) "
        "VALUES (?, vec_int8(?), ?, ?, ?, 1, ?, ?)",
        ((r[0], codes[i].tobytes(), r[2], r[3], r[4], float(scale[i]), r[1]) for i, r in enumerate(rows)),
    )


def stored_count(conn: Any) -> int:
    """How many vectors are stored (vec0's rowid table: no scan of the vectors)."""
    return conn.execute(f"SELECT count(*) FROM {VEC_TABLE}_rowids").fetchone()[0]


def orphan_count(conn: Any) -> int:
    """Stored vectors whose chunk is gone."""
    return conn.execute(
        f"SELECT count(*) FROM {VEC_TABLE}_rowids WHERE rowid NOT IN (SELECT rowid FROM chunks)"
    ).fetchone()[0]


def full(conn: Any, chunk_ids: Iterable[int], dim: int) -> tuple[list[int], np.ndarray]:
    """The float32 vectors of these chunks (those stored: their ids, and the vectors as rows of one
    matrix), by rowid from vec0's auxiliary table."""
    ids = [int(i) for i in chunk_ids]
    if not ids:
        return [], np.empty((0, dim), dtype=np.float32)
    rows = conn.execute(
        f"SELECT rowid, value00 FROM {AUX_TABLE} WHERE rowid IN ({','.join('?' * len(ids))})", ids
    ).fetchall()
    rows = [r for r in rows if r[1] is not None and len(r[1]) == 4 * dim]
    matrix = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), dim)
    return [r[0] for r in rows], matrix


def by_text_hash(conn: Any, hashes: list[str]) -> dict[str, bytes]:
    """A stored vector for each of these text hashes that has one (the same text is embedded once)."""
    if not hashes:
        return {}
    found = conn.execute(
        f"SELECT column1, (SELECT a.value00 FROM chunks c JOIN {AUX_TABLE} a ON a.rowid = c.rowid "
        "WHERE c.text_hash = column1 AND c.embedded = 1 LIMIT 1) "
        f"FROM (VALUES {','.join(['(?)'] * len(hashes))})",
        hashes,
    ).fetchall()
    return {h: v for h, v in found if v is not None}


@dataclass
class Loaded:
    """Every stored vector's codes with the pre-filter's columns, in vec0's order."""

    ids: np.ndarray  # int64 chunk rowids
    codes: np.ndarray  # int8 (n, dim)
    scale: np.ndarray  # float32 (n,)
    sensitivity: np.ndarray  # int8
    ts: np.ndarray  # int64
    source_code: np.ndarray  # int16 index into source_names
    source_names: tuple[str, ...]

    @classmethod
    def empty(cls, dim: int) -> "Loaded":
        return cls(
            np.empty(0, np.int64),
            np.empty((0, dim), np.int8),
            np.empty(0, np.float32),
            np.empty(0, np.int8),
            np.empty(0, np.int64),
            np.empty(0, np.int16),
            (),
        )

    def without(self, drop: np.ndarray) -> "Loaded":
        """These rows less the chunk rowids in ``drop``."""
        if not len(drop):
            return self
        keep = ~np.isin(self.ids, drop)
        return Loaded(
            self.ids[keep],
            self.codes[keep],
            self.scale[keep],
            self.sensitivity[keep],
            self.ts[keep],
            self.source_code[keep],
            self.source_names,
        )


def load(conn: Any, dim: int) -> Loaded:
    """All stored vectors' codes and columns, in large sequential blocks where the layout is known."""
    version = _version(conn)
    if version in SHADOW_LAYOUT_VERSIONS:
        try:
            loaded = load_blocks(conn, dim)
        except _LongText:  # a source name past vec0's inline prefix: only vec0 itself can read it
            return load_rows(conn, dim)
        if _agrees(conn, loaded):
            return loaded
        log.warning("vec0 shadow tables did not match vec0's own rows (sqlite-vec %s): reading row by row", version)
    return load_rows(conn, dim)


def _version(conn: Any) -> str | None:
    row = conn.execute(f"SELECT value FROM {VEC_TABLE}_info WHERE key = 'CREATE_VERSION'").fetchone()
    return row[0] if row else None


def load_blocks(conn: Any, dim: int) -> Loaded:
    """Each vec0 chunk's blobs decoded with numpy; only valid (not deleted), live slots are kept,
    written compactly as they are read (no second copy of the codes)."""
    chunks = conn.execute(f"SELECT chunk_id, size, validity, rowids FROM {VEC_TABLE}_chunks ORDER BY chunk_id")
    capacity = conn.execute(f"SELECT coalesce(sum(size), 0) FROM {VEC_TABLE}_chunks").fetchone()[0]
    codes = np.empty((capacity, dim), dtype=np.int8)  # pages never written are never resident
    ids = np.empty(capacity, dtype=np.int64)
    scale = np.empty(capacity, dtype=np.float32)
    sensitivity = np.empty(capacity, dtype=np.int8)
    ts = np.empty(capacity, dtype=np.int64)
    slots = np.empty((capacity, _TEXT_SLOT), dtype=np.uint8)
    meta = {
        name: conn.execute(f"SELECT rowid, data FROM {VEC_TABLE}_metadatachunks{i:02d} ORDER BY rowid")
        for i, name in enumerate(_METADATA)
    }
    vectors = conn.execute(f"SELECT rowid, vectors FROM {VEC_TABLE}_vector_chunks00 ORDER BY rowid")
    at = 0
    for chunk_id, size, validity, rowids in chunks:
        blocks = {"codes": vectors.fetchone()}
        blocks.update((name, cur.fetchone()) for name, cur in meta.items())
        if any(b is None or b[0] != chunk_id for b in blocks.values()):
            raise ValueError("vec0 shadow tables out of step with its chunk list")
        data = {name: b[1] for name, b in blocks.items()}
        keep = np.unpackbits(np.frombuffer(validity, dtype=np.uint8), bitorder="little")[:size].astype(bool)
        keep &= np.frombuffer(data["live"], dtype=np.int64) == 1
        k = int(keep.sum())
        codes[at : at + k] = np.frombuffer(data["codes"], dtype=np.int8).reshape(size, dim)[keep]
        ids[at : at + k] = np.frombuffer(rowids, dtype=np.int64)[keep]
        scale[at : at + k] = np.frombuffer(data["scale"], dtype=np.float64)[keep]
        sensitivity[at : at + k] = np.frombuffer(data["sensitivity"], dtype=np.int64)[keep]
        ts[at : at + k] = np.frombuffer(data["ts"], dtype=np.int64)[keep]
        slots[at : at + k] = np.frombuffer(data["source"], dtype=np.uint8).reshape(size, _TEXT_SLOT)[keep]
        at += k
    source_code, names = decode_text(slots[:at])
    return Loaded(ids[:at], codes[:at], scale[:at], sensitivity[:at], ts[:at], source_code, names)


class _LongText(Exception):
    """A TEXT value longer than vec0's inline prefix: the blocks alone cannot name it."""


def decode_text(slots: np.ndarray) -> tuple[np.ndarray, tuple[str, ...]]:
    """Codes for a TEXT metadata column's values (a handful of short source names). Two long
    values may share a slot (same length, same first 12 bytes): those are left to load()'s
    row-by-row path (_LongText)."""
    # one pass per distinct value over the slots as pairs of 64-bit words (np.unique over 16-byte
    # rows sorts them: 4 s at 1M); past a few dozen values, np.unique after all
    words = np.ascontiguousarray(slots).view(np.uint64).reshape(len(slots), _TEXT_SLOT // 8)
    codes = np.full(len(slots), -1, dtype=np.int16)
    distinct: list[np.ndarray] = []
    todo = np.flatnonzero(codes < 0)
    while len(todo) and len(distinct) < 64:
        value = words[todo[0]]
        same = np.all(words == value, axis=1)
        codes[same] = len(distinct)
        distinct.append(slots[todo[0]])
        todo = todo[~same[todo]]
    if len(todo):
        found, inverse = np.unique(slots, axis=0, return_inverse=True)
        distinct, codes = list(found), inverse.reshape(-1).astype(np.int16)
    names: list[str] = []
    for slot in distinct:
        length = int(np.frombuffer(slot[:4].tobytes(), dtype=np.int32)[0])
        if length > _TEXT_SLOT - 4:
            raise _LongText
        names.append(slot[4 : 4 + length].tobytes().decode("utf-8"))
    return codes, tuple(names)


def _agrees(conn: Any, loaded: Loaded, sample: int = 4) -> bool:
    """A few rows decoded from the shadow tables equal vec0's own answer for them."""
    if not len(loaded.ids):
        return conn.execute(f"SELECT count(*) FROM {VEC_TABLE}_rowids").fetchone()[0] == 0
    picks = np.unique(np.linspace(0, len(loaded.ids) - 1, num=min(sample, len(loaded.ids))).astype(np.int64))
    for p in picks:
        row = conn.execute(
            f"SELECT codes, source, sensitivity, ts, scale FROM {VEC_TABLE} WHERE chunk_rowid = ?",
            (int(loaded.ids[p]),),
        ).fetchone()
        if row is None or (
            bytes(row[0]) != loaded.codes[p].tobytes()
            or row[1] != loaded.source_names[loaded.source_code[p]]
            or row[2] != loaded.sensitivity[p]
            or row[3] != loaded.ts[p]
            or abs(row[4] - float(loaded.scale[p])) > 1e-6 * max(1.0, abs(row[4]))
        ):
            return False
    return True


def load_rows(conn: Any, dim: int) -> Loaded:
    """The slow path: one row per vector through vec0's own interface."""
    rows = conn.execute(
        f"SELECT chunk_rowid, codes, source, sensitivity, ts, scale FROM {VEC_TABLE} WHERE live = 1"
    ).fetchall()
    if not rows:
        return Loaded.empty(dim)
    names: dict[str, int] = {}
    n = len(rows)
    return Loaded(
        np.fromiter((r[0] for r in rows), dtype=np.int64, count=n),
        np.frombuffer(b"".join(r[1] for r in rows), dtype=np.int8).reshape(n, dim),
        np.fromiter((r[5] for r in rows), dtype=np.float32, count=n),
        np.fromiter((r[3] for r in rows), dtype=np.int8, count=n),
        np.fromiter((r[4] for r in rows), dtype=np.int64, count=n),
        np.fromiter((names.setdefault(r[2], len(names)) for r in rows), dtype=np.int16, count=n),
        tuple(names),
    )
