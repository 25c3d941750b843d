"""The dense side: the live vectors of the pinned model as one in-memory matrix, with the
pre-filter's own columns beside them (so the common filters need no id list from SQL)."""

from __future__ import annotations

import threading
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

import numpy as np

from ..config import Role
from ..vault import Vault
from .filters import Filters
from .rows import named_rows


@dataclass(frozen=True)
class VectorSnapshot:
    """One consistent state of the dense index: the live vectors of the pinned model and, beside
    each, the pre-filter's own columns (sensitivity, source, timestamp), so the common filters need
    no id list from SQL. Replaced whole on refresh, never changed in place: a search that took it
    sees rows and columns that belong together, whatever another thread reloads meanwhile."""

    ids: np.ndarray
    matrix: np.ndarray
    sensitivity: np.ndarray
    ts: np.ndarray
    source_code: np.ndarray
    source_names: tuple[str, ...]
    model_id: str | None = None  # the pinned model these vectors are of (read with them)

    @classmethod
    def empty(cls, dim: int = 0) -> "VectorSnapshot":
        return cls(
            np.empty(0, dtype=np.int64),
            np.empty((0, dim), dtype=np.float32),
            np.empty(0, dtype=np.int8),
            np.empty(0, dtype=np.int64),
            np.empty(0, dtype=np.int16),
            (),
        )

    def mask(self, role: Role, filters: Filters) -> np.ndarray | None:
        """prefilter_sql's predicate over these rows (all live); None when the filter needs SQL
        (accounts, containers, threads, people). A test checks it selects what the SQL selects."""
        if filters.accounts or filters.containers or filters.threads or filters.authors or filters.people:
            return None
        keep = role.mask(self.sensitivity, self.source_code, self.source_names)
        if filters.sources:  # as in SQL: an empty filter list filters nothing
            allowed = set(filters.sources)
            codes = [i for i, name in enumerate(self.source_names) if name in allowed]
            keep &= np.isin(self.source_code, np.array(codes, dtype=np.int16))
        if filters.since:
            keep &= self.ts >= int(filters.since.timestamp())
        if filters.until:
            keep &= self.ts <= int(filters.until.timestamp())
        return keep

    def vectors(self, chunk_ids: list[int]) -> dict[int, np.ndarray]:
        """The vectors of these chunks (those in the index)."""
        if not len(self.ids):
            return {}
        pos = np.searchsorted(self.ids, chunk_ids)
        return {cid: self.matrix[p] for cid, p in zip(chunk_ids, pos) if p < len(self.ids) and self.ids[p] == cid}

    def score(self, query: np.ndarray, chunk_ids: list[int]) -> list[tuple[int, float]]:
        """Cosine of these chunks (those in the index) with ``query``, best first."""
        found = self.vectors(chunk_ids)
        if not found:
            return []
        scores = np.stack(list(found.values())) @ query
        return sorted(zip(found, map(float, scores)), key=lambda kv: -kv[1])

    def search(self, query: np.ndarray, n: int, mask: np.ndarray | None = None) -> list[tuple[int, float]]:
        """Top ``n`` by cosine among the rows in ``mask`` (all rows when None)."""
        if not len(self.ids):
            return []
        if mask is not None:
            idx = np.flatnonzero(mask)
            if not len(idx):
                return []
            if len(idx) * 4 < len(self.ids):  # a narrow filter: gather its rows, then score them
                scores = self.matrix[idx] @ query
            else:  # a wide one: gathering would copy more than scoring every row costs
                scores = (self.matrix @ query)[idx]
            ids = self.ids[idx]
        else:
            scores = self.matrix @ query
            ids = self.ids
        n = min(n, len(scores))
        top = np.argpartition(-scores, n - 1)[:n]
        top = top[np.argsort(-scores[top], kind="stable")]
        return [(int(ids[i]), float(scores[i])) for i in top]


def rocchio(query: np.ndarray, feedback: list[np.ndarray], weight: float) -> np.ndarray:
    """Pseudo-relevance feedback: the question's vector plus ``weight`` times the centroid of the
    ``feedback`` vectors (the first dense hits), unit length again."""
    if not feedback or not weight:
        return query
    q = query + weight * np.mean(feedback, axis=0)
    return (q / np.linalg.norm(q)).astype(np.float32)


@contextmanager
def _read_snapshot(vault: Vault) -> Iterator[None]:
    """One read transaction (WAL: a committed state, whatever writers commit meanwhile), unless the
    caller is inside one already. A `hinet reembed` in another process drops the pin and the
    vectors and writes new ones: without it, the pin and the vectors could come from two states."""
    if vault.conn.in_transaction:
        yield
        return
    vault.conn.execute("BEGIN")
    try:
        yield
    finally:
        vault.conn.execute("COMMIT")


class DenseIndex:
    """The live vectors of the pinned model as one in-memory float32 matrix (flat search is exact
    and, at personal scale, the fastest: NOTES.md). Reloaded when the vault changes; readers use
    ``current``, one VectorSnapshot."""

    def __init__(self) -> None:
        self.current = VectorSnapshot.empty()
        self._signature: tuple | None = None
        self._stamp: tuple | None = None
        self._lock = threading.Lock()

    @property
    def ids(self) -> np.ndarray:
        return self.current.ids

    @property
    def matrix(self) -> np.ndarray:
        return self.current.matrix

    def refresh(self, vault: Vault) -> VectorSnapshot:
        # nothing committed since the last look (by another connection: data_version; by this
        # one: total_changes): skip even the counting query
        stamp = (vault.conn.execute("PRAGMA data_version").fetchone()[0], vault.conn.total_changes)
        if stamp == self._stamp:
            return self.current
        with self._lock, _read_snapshot(vault):  # the pin and its vectors from one committed state
            pin = vault.model_pin()
            signature = (pin and pin["id"],) + tuple(
                vault.conn.execute(
                    "SELECT (SELECT count(*) FROM chunk_vectors), (SELECT max(rowid) FROM chunk_vectors), "
                    "(SELECT count(*) FROM chunks WHERE live = 1), (SELECT max(rowid) FROM chunks)"
                ).fetchone()
            )
            if signature != self._signature:
                self.current = self._load(vault, pin)
                self._signature = signature
            self._stamp = stamp
        return self.current

    @staticmethod
    def _load(vault: Vault, pin: dict | None) -> VectorSnapshot:
        dim = pin["dim"] if pin else 0
        rows = named_rows(
            vault.conn,
            "SELECT c.rowid AS chunk_rowid, v.vector, c.sensitivity, c.ts, c.source FROM chunks c "
            "JOIN chunk_vectors v ON v.chunk_rowid = c.rowid WHERE c.live = 1 ORDER BY c.rowid",
        )
        n = len(rows)
        codes: dict[str, int] = {}
        source_code = np.fromiter((codes.setdefault(r.source, len(codes)) for r in rows), dtype=np.int16, count=n)
        return VectorSnapshot(
            ids=np.fromiter((r.chunk_rowid for r in rows), dtype=np.int64, count=n),
            matrix=(
                np.frombuffer(b"".join(r.vector for r in rows), dtype=np.float32).reshape(n, dim)
                if rows
                else np.empty((0, dim), dtype=np.float32)
            ),
            sensitivity=np.fromiter((r.sensitivity for r in rows), dtype=np.int8, count=n),
            ts=np.fromiter((r.ts for r in rows), dtype=np.int64, count=n),
            source_code=source_code,
            source_names=tuple(codes),
            model_id=pin["id"] if pin else None,
        )
