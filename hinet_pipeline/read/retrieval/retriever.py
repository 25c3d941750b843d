"""The Retriever: one search as named, timed stages over one open vault.

analyse (filters derived from the question, on a copy of the caller's) → prefilter (one
predicate, prefilter_sql) → bm25 → dense → fuse → select (the fused head reranked: evidence of
the parent, lift for the authors the question names; best chunk per record, recency, diversity,
citations) → contexts (parent-merge).
"""

from __future__ import annotations

import re
import threading
import time
from contextlib import contextmanager
from datetime import date
from typing import Any, Iterator

import numpy as np

from hinet_pipeline.config import Role, Settings
from hinet_pipeline.errors import ModelPinError
from hinet_pipeline.index.embedders import Embedder
from hinet_pipeline.memory.people.resolve import person_ids
from hinet_pipeline.read.query_analysis import Derived, analyse, known_people
from hinet_pipeline.read.retrieval.answer import SearchResult, StageTimer, require_role, validate_query
from hinet_pipeline.read.retrieval.dense import DenseIndex, VectorSnapshot
from hinet_pipeline.read.retrieval.filters import Filters, Scope, prefilter_sql
from hinet_pipeline.read.retrieval.fusion import RetrievalSettings, diversify, fuse, with_parent_evidence, with_recency
from hinet_pipeline.read.retrieval.lexical import bm25_search
from hinet_pipeline.store import citations, vectors
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

    def _stored_vectors(self, chunk_ids: list[int]) -> dict[int, np.ndarray]:
        """The stored float32 vectors of these chunks (a hit list's near-duplicate check): read from
        the vault, so an answer never depends on whether this process has loaded its dense index."""
        pin = self.vault.model_pin()
        if pin is None:
            return {}
        found, matrix = vectors.full(self.vault.conn, chunk_ids, pin["dim"])
        return dict(zip(found, matrix))

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
    ) -> SearchResult:
        """The cited hits for ``query`` as ``role`` sees them. ``role`` is a Role (the face resolves
        its name once: Settings.role); there is no default: a caller that forgets it is refused.
        ``derived``: the question's analysis (``analyse``) when the caller has it already."""
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

        with stage("fuse"):
            fused = self.fuse(bm25, dense)
        with stage("select"):
            hits = self._select(
                fused,
                k,
                use_recency=not filters.has_time,
                where=scope.sql,
                boost=window,
                people=derived.people if derived else [],
            )
        with stage("contexts"):
            contexts = citations.contexts(self.vault.conn, hits, scope.sql, self.tuning.neighbours)

        return SearchResult(
            query=query, hits=hits, contexts=contexts, timings_ms=stage.timings_ms(), relaxed=relaxed, partial=partial
        )

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

    def fuse(self, bm25: list[tuple[int, float]], dense: list[tuple[int, float]]) -> list[tuple[int, float]]:
        """Combine the two ranked lists (one alone passes through)."""
        return fuse(bm25, dense, self.tuning)

    def _select(
        self,
        fused: list[tuple[int, float]],
        k: int,
        *,
        use_recency: bool,
        where: tuple[str, list],
        boost: Filters | None = None,
        people: list[str] | None = None,
    ) -> list[dict]:
        """Evidence of the parent; best chunk per record; recency weighting; lifts for the authors
        the question names and for a relaxed derived filter (``boost``: records inside it); dedupe
        by content; MMR-style diversity. Rows are read under the pre-filter predicate again: nothing
        outside it can become a hit."""
        if not fused:
            return []
        score = dict(fused)
        # the head of the fused list is enough (several chunks may share a record, some bodies repeat);
        # fetching all candidates would decrypt a page per row for rows that can never be shown
        ids = [c for c, _ in fused[: max(4 * k, self.tuning.head)]]
        rows = citations.candidate_rows(self.vault.conn, ids, where)
        if len({rows[c].record_id for c in ids if c in rows}) < k and len(fused) > len(ids):
            ids = [c for c, _ in fused]
            rows = citations.candidate_rows(self.vault.conn, ids, where)
        tu = self.tuning
        if tu.parent_weight:
            score = with_parent_evidence(score, rows, tu)
        named = person_ids(self.vault, [p for p in people or ()]) if tu.author_boost else None
        if named:  # a hint, never a filter: records by the people the question names rank higher
            for cid in _authored_by(self.vault.conn, list(rows), named):
                score[cid] *= 1 + tu.author_boost
        if tu.question_penalty:  # a message that only asks holds no answer: its replies do
            for cid, row in rows.items():
                if row.source in ASKING_SOURCES and only_asks(row.text):
                    score[cid] *= 1 - tu.question_penalty
        ids.sort(key=lambda c: -score[c])
        now = time.time()
        candidates, seen_records, seen_bodies = [], set(), set()
        for cid in ids:
            row = rows.get(cid)
            if row is None or row.record_id in seen_records:
                continue
            seen_records.add(row.record_id)
            if row.body_hash in seen_bodies:  # the same text from another source adds nothing
                continue
            seen_bodies.add(row.body_hash)
            s = score[cid]
            if use_recency and tu.recency_weight:
                s = with_recency(s, row.ts, now, tu)
            if boost is not None and _inside(boost, row):
                s *= 1 + tu.hint_boost
            candidates.append((s, row))
        candidates.sort(key=lambda x: -x[0])
        picked = diversify(candidates, k, tu, self._stored_vectors)
        return [citations.hit(row, s) for s, row in picked]


@contextmanager
def _untimed() -> Iterator[None]:
    yield


_SENTENCE = re.compile(r"[^.!?]+[.!?]*")
# conversations, where a question is followed by its answer (a note that is a question is content)
ASKING_SOURCES = frozenset({"chat", "mail"})


def only_asks(text: str) -> bool:
    """The text is questions, perhaps after an interjection ("Wow! What made you start?"): fewer than
    four words of it are not a question."""
    said = [m.group().strip() for m in _SENTENCE.finditer(text or "")]
    said = [x for x in said if x and not x.startswith("[")]
    if not said or not said[-1].endswith("?"):
        return False
    return sum(len(x.split()) for x in said if not x.endswith("?")) < 4


def _authored_by(conn: Any, chunk_ids: list[int], persons: list[int]) -> set[int]:
    """Which of these chunks belong to records one of these persons wrote."""
    if not chunk_ids or not persons:
        return set()
    return {
        r[0]
        for r in conn.execute(
            f"SELECT c.rowid FROM chunks c JOIN item_identities ii ON ii.item_rowid = c.item_rowid "
            f"JOIN identities d ON d.identity_id = ii.identity_id WHERE c.rowid IN ({','.join('?' * len(chunk_ids))}) "
            f"AND ii.role = 'author' AND d.person_id IN ({','.join('?' * len(persons))})",
            [*chunk_ids, *persons],
        )
    }


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


def _inside(hint: Filters, row: Any) -> bool:
    if hint.since is not None and row.ts < hint.since.timestamp():
        return False
    if hint.until is not None and row.ts > hint.until.timestamp():
        return False
    return not hint.sources or row.source in hint.sources
