"""The Retriever: one search as named, timed stages over one open vault.

analyse (filters derived from the question, on a copy of the caller's) → prefilter (one
predicate, prefilter_sql) → bm25 → dense → fuse → select (rerank.select_hits: the fused head
reranked: evidence of the parent, lift for the authors the question names; best chunk per record,
recency, diversity, citations) → contexts (parent-merge). ``explain``: explain.py.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from datetime import date
from typing import Any, Iterator

import numpy as np

from hinet_pipeline.config import Role, Settings
from hinet_pipeline.errors import ModelPinError
from hinet_pipeline.index.embedders import Embedder
from hinet_pipeline.read.query_analysis import Derived, analyse, known_people
from hinet_pipeline.read.retrieval.answer import SearchResult, StageTimer, require_role, validate_query
from hinet_pipeline.read.retrieval.dense import DenseIndex, VectorSnapshot
from hinet_pipeline.read.retrieval.explain import explain_search
from hinet_pipeline.read.retrieval.filters import Filters, Scope, prefilter_sql
from hinet_pipeline.read.retrieval.fusion import RetrievalSettings, fuse
from hinet_pipeline.read.retrieval.lexical import bm25_search
from hinet_pipeline.read.retrieval.rerank import select_hits
from hinet_pipeline.store import citations
from hinet_pipeline.store.vault import Vault

# a derived filter is relaxed when its best match is far below the best match without it: the dense
# cosine lower by this much and BM25 under this share of the unfiltered best (both, where both ran)
RELAX_DENSE_GAP = 0.08
RELAX_BM25_SHARE = 0.3
QUERY_CACHE = 256  # question vectors kept for repeated questions


class Retriever:
    """Answers searches over one open vault. Reuse it across queries (caches the dense matrix)."""

    def __init__(
        self, vault: Vault, embedder: Embedder | None, settings: Settings, tuning: RetrievalSettings | None = None
    ) -> None:
        self.vault = vault
        self.embedder = embedder
        self.settings = settings
        self.tuning = tuning or RetrievalSettings()
        self.dense = DenseIndex()
        self._people: tuple[Any, Any, list[str]] = (None, None, [])  # (commit stamp, people stamp, names)
        self._queries: dict[tuple[str, str], np.ndarray] = {}
        self._queries_lock = threading.Lock()

    def _check_pin(self, snap) -> None:
        """The vectors read (one committed state with their pin) are of this embedder's model: a
        question is never compared with another model's vectors (a `hinet reembed` that finished, or
        is running, in another process). No pin (a reembed just begun): dense finds nothing."""
        if snap.model_id is not None and self.embedder and snap.model_id != self.embedder.model_id:
            raise ModelPinError(
                f"vault is pinned to {snap.model_id} but this query service uses {self.embedder.model_id}: "
                "run `hinet reembed` or use the pinned embedder (config.toml [embedder])"
            )

    def _embed(self, text: str) -> np.ndarray:
        """The question's vector; the last QUERY_CACHE questions' are kept (in memory only), so a
        repeated question costs no model call."""
        key = (self.embedder.model_id, text)
        with self._queries_lock:
            qv = self._queries.pop(key, None)
        if qv is None:
            qv = self.embedder.embed_query(text)
        with self._queries_lock:
            self._queries[key] = qv  # most recent last
            while len(self._queries) > QUERY_CACHE:
                self._queries.pop(next(iter(self._queries)))
        return qv

    def forget_questions(self) -> None:
        """Drop the kept question vectors (an evaluation timing each mode from a cold start)."""
        with self._queries_lock:
            self._queries.clear()

    def known_people(self) -> list[str]:
        """The vault's people names (query_analysis.known_people), kept between questions: read
        again only after something was committed (PRAGMA data_version, this connection's changes)
        that added people rows (item_people is insert-only: its largest item rowid, one index
        seek, says whether it grew), never scanned per question."""
        conn = self.vault.conn
        commits = (conn.execute("PRAGMA data_version").fetchone()[0], conn.total_changes)
        if commits == self._people[0]:
            return self._people[2]
        stamp = conn.execute("SELECT max(item_rowid) FROM item_people").fetchone()[0]
        fresh = self._people[0] is None or stamp != self._people[1]
        names = known_people(self.vault) if fresh else self._people[2]
        self._people = (commits, stamp, names)
        return names

    def analyse(self, query: str, today: date | None = None) -> Derived:
        """What the question itself says (time, sources, people): the filters a search derives from
        it. personalize() analyses once and passes the result to the search and the facts."""
        return analyse(query, self.known_people(), today=today)

    def search(
        self,
        query: str,
        *,
        role: Role,
        k: int = 10,
        filters: Filters | dict | None = None,
        mode: str = "hybrid",
        query_vector: np.ndarray | None = None,
        derive: bool = True,
        today: date | None = None,
        derived: Derived | None = None,
        explain: bool = False,
    ) -> SearchResult:
        """The cited hits for ``query`` as ``role`` sees them. ``role`` is a Role (the face resolves
        its name once: Settings.role); there is no default: a caller that forgets it is refused.
        ``derived``: the question's analysis (``analyse``) when the caller has it already.
        ``explain``: each hit carries ``explain`` (its BM25 and dense rank and score, its fused
        score and share from each list, every lift and penalty with its amount, the score it was
        picked by), recorded as the ranking ran; the result's ``explain`` names the filters derived
        from the question, applied or relaxed. The ranking is the same with or without it."""
        r = require_role(role)
        validate_query(query, mode, k)
        filters = filters if isinstance(filters, Filters) else Filters.from_dict(filters)
        filters = filters.resolved(self.vault)  # names and ids → person ids, through people.resolve
        stage = StageTimer()

        with stage("analyse"):  # filters derived from the question, on a copy (explicit filters win)
            if not derive:
                derived = None
            elif derived is None:
                derived = self.analyse(query, today)
            explicit, filters = filters, filters.with_derived(derived)
            hints = _derived_only(explicit, filters)

        dense_wanted = mode in ("hybrid", "dense") and self.embedder is not None
        snap, qv = None, None
        if dense_wanted:
            with stage("dense_refresh"):
                snap = self.dense.refresh(self.vault)  # a no-op unless the vault changed
        partial: list[dict] = []
        if dense_wanted and snap is None:  # the service has just started: its index is still loading
            partial = [{"part": "dense", "reason": "the vector index is still loading: this answer is BM25 alone"}]
        elif dense_wanted:
            self._check_pin(snap)
            with stage("embed_query"):  # known names are left out of the embedder's question
                asked = derived.dense_query if derived else query
                qv = query_vector if query_vector is not None else self._embed(asked)

        bm25, dense, scope = self._lists(query, filters, r, mode, snap, qv, stage)
        relaxed: list[dict] = []
        window = None
        if hints:  # derived filters are hints, never walls: grade, then fall back
            with stage("relax_check"):
                bm25_o, dense_o, scope_o = self._lists(query, explicit, r, mode, snap, qv, None)
                reason = _too_narrow(bm25, dense, bm25_o, dense_o)
            if reason:
                relaxed = [{"filter": name, "reason": reason} for name in hints]
                window = filters  # kept as a boost: records inside what the question said rank first
                bm25, dense, scope, filters = bm25_o, dense_o, scope_o, explicit

        parts: dict[int, dict] | None = {} if explain else None
        with stage("fuse"):
            fused = self.fuse(bm25, dense, parts)
        trace = None
        if explain:
            trace = {
                "bm25": {cid: (rank, s) for rank, (cid, s) in enumerate(bm25, 1)},
                "dense": {cid: (rank, s) for rank, (cid, s) in enumerate(dense, 1)},
                "parts": parts,
            }
        with stage("select"):
            hits = select_hits(
                self.vault,
                self.tuning,
                fused,
                k,
                use_recency=not filters.has_time,
                where=scope.sql,
                boost=window,
                people=derived.people if derived else [],
                trace=trace,
            )
        with stage("contexts"):
            contexts = citations.contexts(self.vault.conn, hits, scope.sql, self.tuning.neighbours)

        result = SearchResult(
            query=query, hits=hits, contexts=contexts, timings_ms=stage.timings_ms(), relaxed=relaxed, partial=partial
        )
        if explain:
            asked = window or filters  # the derived filters as the question gave them (relaxed ones too)
            result.explain = explain_search(mode, asked, hints, relaxed, derived, self.tuning, bm25, dense)
        return result

    def _lists(
        self,
        query: str,
        filters: Filters,
        role: Role,
        mode: str,
        snap: VectorSnapshot | None,
        qv: np.ndarray | None,
        stage: StageTimer | None,
    ) -> tuple[list[tuple[int, float]], list[tuple[int, float]], Scope]:
        """The two ranked lists within one pre-filter (timed as their stages when ``stage``)."""
        timed = stage or (lambda name: _untimed())
        with timed("prefilter"):  # one predicate, before any ranking
            scope = self._prefilter(filters, role, snap)
        tu = self.tuning
        with timed("bm25"):
            bm25 = (
                bm25_search(self.vault.conn, query, scope, header_weight=tu.header_weight, n=tu.candidates)
                if mode in ("hybrid", "bm25")
                else []
            )
        dense: list[tuple[int, float]] = []
        if snap is not None and qv is not None and scope.dense_open:
            with timed("dense"):
                dense = self._dense(snap, qv, scope, bm25)
        return bm25, dense, scope

    def _dense(
        self, snap: VectorSnapshot, qv: np.ndarray, scope: Scope, bm25: list[tuple[int, float]]
    ) -> list[tuple[int, float]]:
        """The dense list within the pre-filter: the scan, its head re-scored exactly."""
        exact = self.dense.exact(self.vault, snap.model_id)
        return snap.search(qv, self.tuning.candidates, mask=scope.mask, exact=exact)

    def _prefilter(self, filters: Filters, role: Role, snap: VectorSnapshot | None) -> Scope:
        """prefilter_sql's predicate; for the dense side, applied to the index's own columns or,
        for filters on columns it does not keep, as the id list SQL selects."""
        where, params = prefilter_sql(filters, role)
        unrestricted = filters.is_empty() and role.sees_everything
        if unrestricted or snap is None:
            return Scope(where, params, unrestricted)
        mask = snap.mask(role, filters)
        if mask is not None:  # the predicate itself, over the index's own columns
            return Scope(where, params, unrestricted, mask=mask, positions=snap.positions)
        allowed = np.fromiter(
            (
                rowid
                for (rowid,) in self.vault.conn.execute(
                    f"SELECT c.rowid FROM chunks c WHERE {where} ORDER BY c.rowid", params
                )
            ),
            dtype=np.int64,
        )
        return Scope(where, params, unrestricted, allowed=allowed, mask=snap.mask_of(allowed))

    def fuse(
        self, bm25: list[tuple[int, float]], dense: list[tuple[int, float]], parts: dict[int, dict] | None = None
    ) -> list[tuple[int, float]]:
        """Combine the two ranked lists (one alone passes through); ``parts``: explain's record."""
        return fuse(bm25, dense, self.tuning, parts)


@contextmanager
def _untimed() -> Iterator[None]:
    yield


def _derived_only(explicit: Filters, filters: Filters) -> list[str]:
    """The filters the question added (the caller's own are never relaxed)."""
    names = [n for n in ("since", "until") if getattr(filters, n) != getattr(explicit, n)]
    return names + (["source"] if filters.sources != explicit.sources else [])


def _too_narrow(bm25, dense, bm25_open, dense_open) -> str | None:
    """Why the derived filters leave too little (None: they keep good matches)."""
    if not bm25 and not dense:
        return "no record matches the filter derived from the question"
    far_dense = bool(dense_open) and (not dense or dense[0][1] < dense_open[0][1] - RELAX_DENSE_GAP)
    far_bm25 = bool(bm25_open) and (not bm25 or bm25[0][1] < RELAX_BM25_SHARE * bm25_open[0][1])
    if (far_dense or not dense_open) and (far_bm25 or not bm25_open):
        return "the records it leaves match far worse than records outside it"
    return None
