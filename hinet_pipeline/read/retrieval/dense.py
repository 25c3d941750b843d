"""The dense side: the live vectors of the pinned model as one in-memory matrix of int8 codes, with
the pre-filter's own columns beside them (so the common filters need no id list from SQL). A
search scans the codes (exhaustive: every allowed row is scored, no approximate index), then
re-scores the best candidates with their float32 vectors read from the vault: the top results
are the exact float32 scan's (benchmarks.query_latency measures how often), at a quarter of the
memory and of the bytes each query reads."""

from __future__ import annotations

import os
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property
from typing import Callable, Iterator

import numpy as np
import simsimd

from hinet_pipeline.config import Role, source_table
from hinet_pipeline.read.retrieval.filters import Filters, lookup
from hinet_pipeline.store import vectors
from hinet_pipeline.store.vault import Vault

# the quantized scan keeps this many more than asked for (at least RESCORE_MIN in all), and every
# one it keeps is re-scored with its float32 vector: the list is the float32 scan's, scores and
# order (benchmarks.query_latency's exact_top10_share measures the top 10; re-scoring only the
# head and keeping int8 scores for the tail moved LoCoMo multi-hop by half a question)
RESCORE_MARGIN = 16
RESCORE_MIN = 64
SAMPLE = 4096  # scores sampled to find a threshold before the partial sort (_best)
PARALLEL_ROWS = 200_000  # from this many rows the scan uses SCAN_THREADS threads
SCAN_THREADS = max(1, min(2, os.cpu_count() or 1))
MASKS_KEPT = 16  # pre-filter masks kept with a snapshot (1 byte per row each)


@dataclass(frozen=True)
class VectorSnapshot:
    """One consistent state of the dense index: the live vectors of the pinned model as int8 codes
    (vectors.quantize) and, beside each, the pre-filter's own columns (sensitivity, source,
    timestamp), so the common filters need no id list from SQL. Replaced whole on refresh, never
    changed in place: a search that took it sees rows and columns that belong together, whatever
    another thread reloads meanwhile."""

    ids: np.ndarray
    codes: np.ndarray
    scale: np.ndarray
    sensitivity: np.ndarray
    ts: np.ndarray
    source_code: np.ndarray
    source_names: tuple[str, ...]
    model_id: str | None = None  # the pinned model these vectors are of (read with them)

    @classmethod
    def empty(cls, dim: int = 0) -> "VectorSnapshot":
        return cls.of(vectors.Loaded.empty(dim), None)

    @classmethod
    def of(cls, loaded: vectors.Loaded, model_id: str | None) -> "VectorSnapshot":
        return cls(
            loaded.ids,
            loaded.codes,
            loaded.scale,
            loaded.sensitivity,
            loaded.ts,
            loaded.source_code,
            loaded.source_names,
            model_id,
        )

    @cached_property
    def _by_id(self) -> tuple[np.ndarray, np.ndarray]:
        order = np.argsort(self.ids, kind="stable")
        return self.ids[order], order

    @property
    def nbytes(self) -> int:
        """Resident bytes of the index (codes and columns; the id lookup and the kept masks once built)."""
        arrays = (self.ids, self.codes, self.scale, self.sensitivity, self.ts, self.source_code)
        extra = sum(a.nbytes for a in self.__dict__.get("_by_id", ()))
        extra += sum(m.nbytes for m in self.__dict__.get("_masks", {}).values())
        return sum(a.nbytes for a in arrays) + extra

    @cached_property
    def _masks(self) -> dict[tuple, np.ndarray]:
        return {}

    def mask(self, role: Role, filters: Filters) -> np.ndarray | None:
        """prefilter_sql's predicate over these rows (all live); None when the filter needs SQL
        (accounts, containers, threads, people). A test checks it selects what the SQL selects.
        The last MASKS_KEPT masks are kept (read-only) with the snapshot: a role asks again and again."""
        if filters.accounts or filters.containers or filters.threads or filters.authors or filters.people:
            return None
        key = (
            role.ceiling,
            role.sources,
            tuple(sorted(set(filters.sources))) if filters.sources else None,
            int(filters.since.timestamp()) if filters.since else None,
            int(filters.until.timestamp()) if filters.until else None,
        )
        keep = self._masks.get(key)
        if keep is not None:
            return keep
        keep = role.mask(self.sensitivity, self.source_code, self.source_names)
        if filters.sources:  # as in SQL: an empty filter list filters nothing
            keep &= source_table(self.source_names, set(filters.sources))[self.source_code]
        if filters.since:
            keep &= self.ts >= key[3]
        if filters.until:
            keep &= self.ts <= key[4]
        keep.flags.writeable = False
        if len(self._masks) >= MASKS_KEPT:  # the oldest goes (list(): one step, whatever other threads do)
            self._masks.pop(next(iter(list(self._masks))), None)
        self._masks[key] = keep
        return keep

    def mask_of(self, chunk_ids: np.ndarray) -> np.ndarray:
        """The rows of these chunks (sorted, unique ids; those in the index) as a mask: a few ids are
        looked up in the sorted ids (a thread's 20 at 1M: ~0.1 ms), many tested with np.isin (~10 ms)."""
        if len(chunk_ids) * 16 >= len(self.ids):
            return np.isin(self.ids, chunk_ids, assume_unique=True)
        keep = np.zeros(len(self.ids), dtype=bool)
        ordered, order = self._by_id
        found, at = lookup(ordered, chunk_ids)
        keep[order[at[found]]] = True
        return keep

    def positions(self, chunk_ids: list[int]) -> dict[int, int]:
        """Row of each of these chunks (those in the index)."""
        if not len(self.ids) or not len(chunk_ids):
            return {}
        ordered, order = self._by_id
        found, at = lookup(ordered, chunk_ids)
        return {int(cid): int(order[p]) for cid, p, ok in zip(chunk_ids, at, found) if ok}

    def search(
        self,
        query: np.ndarray,
        n: int,
        mask: np.ndarray | None = None,
        exact: Callable[[list[int]], tuple[list[int], np.ndarray]] | None = None,
    ) -> list[tuple[int, float]]:
        """Top ``n`` by cosine among the rows in ``mask`` (all rows when None): an int8 scan
        (simsimd's SIMD dot products) scores every allowed row, its best ``n + RESCORE_MARGIN`` are
        re-scored by ``exact`` (the float32 vectors by chunk id); rows outside ``mask`` never take
        a place."""
        if not len(self.ids):
            return []
        qcodes, qscale = vectors.quantize(query[None, :])
        if mask is not None:
            idx = np.flatnonzero(mask)
            if not len(idx):
                return []
            if len(idx) * 4 < len(self.ids):  # a narrow filter: scan only its rows
                approx = _dots(qcodes, self.codes[idx]) * self.scale[idx]
            else:  # a wide one: gathering would copy more than scanning every row costs
                approx = (_dots(qcodes, self.codes) * self.scale)[idx]
        else:
            idx = None
            approx = _dots(qcodes, self.codes) * self.scale
        r = min(max(n + RESCORE_MARGIN, RESCORE_MIN), len(approx))
        top = _best(approx, r)
        rows = idx[top] if idx is not None else top
        score = dict(zip(self.ids[rows].tolist(), (approx[top] * qscale[0]).tolist()))  # in cosine units
        if exact:  # each kept candidate gets its float32 cosine (those the vault still holds)
            found, matrix = exact(list(score))
            if found:
                score.update(zip(found, (matrix @ query).tolist()))
        return sorted(score.items(), key=lambda kv: -kv[1])[:n]


def _dots(qcodes: np.ndarray, codes: np.ndarray) -> np.ndarray:
    """int8 dot products of one query's codes with every row of ``codes`` (float64, as simsimd
    gives them: no conversion pass over a million scores)."""
    if not len(codes):
        return np.empty(0, dtype=np.float64)
    threads = SCAN_THREADS if len(codes) >= PARALLEL_ROWS else 1
    return np.asarray(simsimd.cdist(qcodes, codes, metric="dot", threads=threads)).reshape(-1)


def _best(scores: np.ndarray, r: int) -> np.ndarray:
    """Positions of the ``r`` highest ``scores``, best first. A full partial sort of a million
    scores costs ~10 ms; a threshold from a sample of them first leaves a few hundred to sort (and
    when the sample misjudges, fewer than ``r`` pass and the full sort decides: always exact)."""
    n = len(scores)
    if n > 16 * SAMPLE and r * 64 < n:
        sample = scores[:: n // SAMPLE]
        keep = min(len(sample) - 1, len(sample) - 1 - int(4 * r * len(sample) / n))  # ~4r expected above it
        threshold = np.partition(sample, keep)[keep]
        passed = np.flatnonzero(scores >= threshold)
        if len(passed) >= r:
            top = passed[np.argpartition(-scores[passed], r - 1)[:r]]
            return top[np.argsort(-scores[top], kind="stable")]
    top = np.argpartition(-scores, r - 1)[:r]
    return top[np.argsort(-scores[top], kind="stable")]


@contextmanager
def read_snapshot(vault: Vault) -> Iterator[None]:
    """One read transaction (WAL: a committed state, whatever writers commit meanwhile), unless the
    caller is inside one already. A `hinet reembed` in another process drops the pin and the
    vectors and writes new ones: without it, the pin and the vectors could come from two states;
    personalize() reads its hits and its facts inside one."""
    if vault.conn.in_transaction:
        yield
        return
    vault.conn.execute("BEGIN")
    try:
        yield
    finally:
        if vault.conn.in_transaction:
            vault.conn.execute("COMMIT")


class DenseIndex:
    """The live vectors of the pinned model as one in-memory matrix of int8 codes (a flat scan:
    every row scored, then the best re-scored exactly). Reloaded when the vault changes, from vec0
    in large blocks (vectors.load); readers use ``current``, one VectorSnapshot."""

    def __init__(self) -> None:
        self.current = VectorSnapshot.empty()
        self._signature: tuple | None = None
        self._stamp: tuple | None = None
        self._lock = threading.Lock()
        self._background = 0  # loads running on another connection (load_in_background)

    @property
    def ids(self) -> np.ndarray:
        return self.current.ids

    def load_in_background(self, vault: Vault) -> None:
        """Load the index through ``vault``, a connection of its own (a service starting up runs
        this in a thread). Until it has loaded, a reader's ``refresh`` answers None at once rather
        than wait: its question is answered without dense search, and says so."""
        with self._lock:
            self._background += 1
        try:
            self._reload(vault)
        finally:
            with self._lock:
                self._background -= 1
                self._stamp = None  # that stamp is the other connection's: the readers' own is compared next

    @property
    def loading(self) -> bool:
        """Nothing loaded yet, and a background load is running."""
        return self._background > 0 and self._signature is None

    def refresh(self, vault: Vault) -> VectorSnapshot | None:
        """The current snapshot, reloaded first if the vault changed; None while the first load
        runs in the background (load_in_background)."""
        if self.loading:
            return None
        return self._reload(vault)

    def _reload(self, vault: Vault) -> VectorSnapshot:
        # nothing committed since the last look (by another connection: data_version; by this
        # one: total_changes): skip even the counting query
        stamp = (vault.conn.execute("PRAGMA data_version").fetchone()[0], vault.conn.total_changes)
        if stamp == self._stamp:
            return self.current
        with self._lock, read_snapshot(vault):  # the pin and its vectors from one committed state
            pin = vault.model_pin()
            signature = (pin and pin["id"],) + tuple(
                vault.conn.execute(
                    f"SELECT (SELECT count(*) FROM {vectors.VEC_TABLE}_rowids), "
                    f"(SELECT max(rowid) FROM {vectors.VEC_TABLE}_rowids), "
                    "(SELECT count(*) FROM chunks WHERE live = 1), (SELECT max(rowid) FROM chunks)"
                ).fetchone()
                if pin
                else ()
            )
            if signature != self._signature:
                self.current = self._load(vault, pin)
                self._signature = signature
            self._stamp = stamp
        return self.current

    @staticmethod
    def _load(vault: Vault, pin: dict | None) -> VectorSnapshot:
        """The stored codes (vectors.load: large sequential blocks), less the chunks that died
        since (their vectors leave vec0 at the next vector_index stage)."""
        if pin is None:
            return VectorSnapshot.empty()
        loaded = vectors.load(vault.conn, pin["dim"])
        died = vault.conn.execute("SELECT rowid FROM chunks WHERE live = 0 AND embedded = 1")
        dead = np.fromiter((r for (r,) in died), dtype=np.int64)
        return VectorSnapshot.of(loaded.without(dead), pin["id"])

    def exact(self, vault: Vault, model_id: str | None) -> Callable[[list[int]], tuple[list[int], np.ndarray]]:
        """The float32 vectors by chunk id, read in one transaction with the pin: none when the
        vault was switched to another model since ``model_id``'s codes were loaded (the scan's own
        scores stand: never another model's vectors)."""

        def read(ids: list[int]) -> tuple[list[int], np.ndarray]:
            with read_snapshot(vault):
                pin = vault.model_pin()
                if not pin or pin["id"] != model_id:
                    return [], np.empty((0, 0), dtype=np.float32)
                return vectors.full(vault.conn, ids, pin["dim"])

        return read
