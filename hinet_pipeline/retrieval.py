"""Hybrid retrieval over the vault, as named, timed stages:

prefilter (one predicate, prefilter_sql: role ceiling, allowed sources, live records, explicit
filters) → bm25 (FTS5, the predicate applied in SQL) → dense (flat scan of the pinned model's
vectors; the same predicate over the columns the index keeps beside them, or SQL's id list for
filters on other columns) → fuse → records (best chunk per record) → contexts (parent-merge) →
citations.
"""
from __future__ import annotations

import re
import threading
import time
from dataclasses import dataclass, field
from datetime import date, datetime, time as dtime, timezone
from typing import Any

import numpy as np

from .config import Role, Settings
from .embedders import Embedder
from .records import Origin, parse_timestamp
from .errors import HinetError, ModelPinError
from .stopwords import STOPWORDS
from .text import strip_marks
from .vault import Vault

RRF_K = 60
NEAR_DUPLICATE = 0.95  # cosine between two chunks' vectors above which they say the same thing
CANDIDATES = 100  # per ranked list before fusion
_WORD = re.compile(r"\w[\w'’]*", re.U)


class QueryError(HinetError):
    pass


def _as_time(value: Any, end: bool = False) -> datetime | None:
    if value in (None, ""):
        return None
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=timezone.utc)
    if isinstance(value, date):
        return datetime.combine(value, dtime.max if end else dtime.min, tzinfo=timezone.utc)
    text = str(value).strip()
    try:
        if len(text) == 10:
            return _as_time(date.fromisoformat(text), end)
        parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)
    except ValueError:
        raise QueryError(f"invalid date {value!r}: use YYYY-MM-DD or ISO 8601") from None


def _as_list(value: Any) -> list[str] | None:
    if value in (None, "", []):
        return None
    return [value] if isinstance(value, str) else [str(v) for v in value]


@dataclass
class Filters:
    """Explicit filters (DESIGN.md query contract). Lists mean "any of"."""

    sources: list[str] | None = None
    accounts: list[str] | None = None
    containers: list[str] | None = None
    threads: list[str] | None = None
    people: list[str] | None = None  # author or participant (substring, case-insensitive)
    since: datetime | None = None
    until: datetime | None = None

    @classmethod
    def from_dict(cls, d: dict | None) -> "Filters":
        d = dict(d or {})
        known = {"source", "sources", "account", "container", "thread_id", "author", "person", "since", "until"}
        unknown = set(d) - known
        if unknown:
            raise QueryError(f"unknown filter(s): {', '.join(sorted(unknown))}; use {', '.join(sorted(known))}")
        return cls(sources=_as_list(d.get("source") or d.get("sources")), accounts=_as_list(d.get("account")),
                   containers=_as_list(d.get("container")), threads=_as_list(d.get("thread_id")),
                   people=_as_list(d.get("author") or d.get("person")),
                   since=_as_time(d.get("since")), until=_as_time(d.get("until"), end=True))

    @property
    def has_time(self) -> bool:
        return self.since is not None or self.until is not None

    def is_empty(self) -> bool:
        return not any((self.sources, self.accounts, self.containers, self.threads, self.people,
                        self.since, self.until))


def prefilter_sql(filters: Filters, role: Role) -> tuple[str, list]:
    """The WHERE clause over ``chunks c`` that every ranked list is computed within."""
    where, params = ["c.live = 1", "c.sensitivity <= ?"], [role.ceiling]
    if role.sources is not None:
        where.append(f"c.source IN ({','.join('?' * len(role.sources))})")
        params += list(role.sources)
    for column, values in (("source", filters.sources), ("account", filters.accounts),
                           ("container", filters.containers), ("thread_id", filters.threads)):
        if values:
            where.append(f"c.{column} IN ({','.join('?' * len(values))})")
            params += values
    if filters.people:
        where.append("c.item_rowid IN (SELECT item_rowid FROM item_people WHERE "
                     + " OR ".join("person LIKE ? ESCAPE '\\'" for _ in filters.people) + ")")
        params += ["%" + p.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%" for p in filters.people]
    if filters.since:
        where.append("c.ts >= ?")
        params.append(int(filters.since.timestamp()))
    if filters.until:
        where.append("c.ts <= ?")
        params.append(int(filters.until.timestamp()))
    return " AND ".join(where), params


def query_terms(text: str) -> list[str]:
    """Words of a question for BM25: niqqud stripped, case folded, possessive 's cut, stopwords
    and duplicates dropped."""
    words: list[str] = []
    for w in _WORD.findall(strip_marks(text).casefold()):
        w = re.sub(r"['’]s$", "", w).strip("'’_")
        if w and w not in STOPWORDS and w not in words:
            words.append(w)
    return words


def fts_match(terms: list[str]) -> str | None:
    """An FTS5 MATCH expression that can never be a syntax error: each term a quoted string."""
    if not terms:
        return None
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)


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

    @classmethod
    def empty(cls, dim: int = 0) -> "VectorSnapshot":
        return cls(np.empty(0, dtype=np.int64), np.empty((0, dim), dtype=np.float32), np.empty(0, dtype=np.int8),
                   np.empty(0, dtype=np.int64), np.empty(0, dtype=np.int16), ())

    def mask(self, role: Role, filters: Filters) -> np.ndarray | None:
        """prefilter_sql's predicate over these rows (all live); None when the filter needs SQL
        (accounts, containers, threads, people). A test checks it selects what the SQL selects."""
        if filters.accounts or filters.containers or filters.threads or filters.people:
            return None
        keep = self.sensitivity <= role.ceiling
        # as in SQL: a role's empty source list allows nothing, an empty filter list filters nothing
        for allowed in (role.sources, filters.sources or None):
            if allowed is not None:
                allowed = set(allowed)
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
        with self._lock:
            pin = vault.model_pin()
            signature = (pin and pin["id"],) + tuple(vault.conn.execute(
                "SELECT (SELECT count(*) FROM chunk_vectors), (SELECT max(rowid) FROM chunk_vectors), "
                "(SELECT count(*) FROM chunks WHERE live = 1), (SELECT max(rowid) FROM chunks)").fetchone())
            if signature != self._signature:
                rows = vault.conn.execute(
                    "SELECT c.rowid, v.vector, c.sensitivity, c.ts, c.source FROM chunks c "
                    "JOIN chunk_vectors v ON v.chunk_rowid = c.rowid WHERE c.live = 1 ORDER BY c.rowid").fetchall()
                dim = pin["dim"] if pin else 0
                codes: dict[str, int] = {}
                source_code = np.fromiter((codes.setdefault(r[4], len(codes)) for r in rows), dtype=np.int16,
                                          count=len(rows))
                self.current = VectorSnapshot(
                    ids=np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows)),
                    matrix=(np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), dim)
                            if rows else np.empty((0, dim), dtype=np.float32)),
                    sensitivity=np.fromiter((r[2] for r in rows), dtype=np.int8, count=len(rows)),
                    ts=np.fromiter((r[3] for r in rows), dtype=np.int64, count=len(rows)),
                    source_code=source_code, source_names=tuple(codes))
                self._signature = signature
            self._stamp = stamp
        return self.current


@dataclass
class SearchResult:
    query: str
    hits: list[dict] = field(default_factory=list)
    contexts: list[dict] = field(default_factory=list)
    timings_ms: dict = field(default_factory=dict)
    id: str | None = None
    debug: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"id": self.id, "query": self.query, "hits": self.hits, "contexts": self.contexts,
                "timings_ms": self.timings_ms}


def rrf(lists: list[list[int]], k: int = RRF_K, weights: list[float] | None = None) -> dict[int, float]:
    weights = weights or [1.0] * len(lists)
    scores: dict[int, float] = {}
    for ranked, w in zip(lists, weights):
        for rank, key in enumerate(ranked):
            scores[key] = scores.get(key, 0.0) + w / (k + rank + 1)
    return scores


def normalise(scores: list[float]) -> list[float]:
    """Min-max to [0, 1] within one ranked list (a list of one scores 1)."""
    if not scores:
        return []
    lo, hi = min(scores), max(scores)
    return [1.0 if hi == lo else (x - lo) / (hi - lo) for x in scores]


@dataclass
class RetrievalSettings:
    """Tunable knobs; the defaults are the measured choices (README: Retrieval quality)."""

    fusion: str = "score"           # score (default) | rrf | weighted_rrf: see README, Retrieval quality
    header_weight: float = 1.0      # BM25 weight of the provenance-header column (text column: 1)
    rrf_k: int = RRF_K
    bm25_weight: float = 1.0
    dense_weight: float = 1.0
    score_alpha: float = 0.5        # fusion="score": weight of BM25 in the convex combination
    recency_weight: float = 0.1     # share of the score that decays with age (0 = off); LoCoMo: neutral
    half_life_days: float = 365.0
    diversity: float = 0.5          # score cut for a near-duplicate of a hit already chosen
    genre_bonus: float = 0.05       # lift for a hit from a genre (mail, chat, notes, ...) not yet chosen
    neighbours: int = 1             # parent-merge: items on each side of a hit in its parent


class Retriever:
    """Answers searches over one open vault. Reuse it across queries (caches the dense matrix)."""

    def __init__(self, vault: Vault, embedder: Embedder | None, settings: Settings,
                 tuning: RetrievalSettings | None = None) -> None:
        self.vault = vault
        self.embedder = embedder
        self.settings = settings
        self.tuning = tuning or RetrievalSettings()
        self.dense = DenseIndex()
        self._people: tuple[Any, list[str]] = (None, [])

    def role(self, name: str) -> Role:
        try:
            return self.settings.roles[name]
        except KeyError:
            raise QueryError(f"unknown role {name!r}: define [roles.{name}] in config.toml "
                             f"(known: {', '.join(sorted(self.settings.roles))})") from None

    def _check_pin(self) -> None:
        pin = self.vault.model_pin()
        if pin and self.embedder and (pin["id"], pin["dim"]) != (self.embedder.model_id, self.embedder.dim):
            raise ModelPinError(f"vault is pinned to {pin['id']} (dim {pin['dim']}) but this query service "
                                f"uses {self.embedder.model_id}: run `hinet reembed` or use the pinned embedder")

    def known_people(self) -> list[str]:
        stamp = self.vault.conn.execute("SELECT max(item_rowid), count(*) FROM item_people").fetchone()
        if stamp != self._people[0]:
            from .query_analysis import known_people
            self._people = (stamp, known_people(self.vault))
        return self._people[1]

    def search(self, query: str, *, k: int = 10, filters: Filters | dict | None = None,
               role: str = "owner", mode: str = "hybrid", query_vector: np.ndarray | None = None,
               derive: bool = True, today: date | None = None) -> SearchResult:
        from .query_analysis import analyse
        if not isinstance(query, str) or not query.strip():
            raise QueryError("empty query")
        if len(query) > 4000:
            raise QueryError(f"query too long ({len(query)} characters, at most 4000)")
        if mode not in ("hybrid", "bm25", "dense"):
            raise QueryError(f"unknown mode {mode!r}: hybrid, bm25 or dense")
        if not 1 <= int(k) <= 200:
            raise QueryError("k must be between 1 and 200")
        filters = filters if isinstance(filters, Filters) else Filters.from_dict(filters)
        r = self.role(role)
        timings: dict[str, float] = {}
        t_all = t = time.perf_counter()

        # 0. filters derived from the question (explicit filters win)
        derived = analyse(query, self.known_people(), today=today) if derive else None
        if derived:
            if not filters.has_time and derived.has_time:
                filters.since, filters.until = derived.since, derived.until
            if not filters.sources and derived.sources:
                filters.sources = derived.sources
        timings["analyse"] = (time.perf_counter() - t) * 1000

        # 1. pre-filter before any ranking: one predicate (prefilter_sql), applied by SQL inside the
        # BM25 query and, for dense, to the index's own columns (or, for filters on columns it
        # does not keep, as the id list SQL selects)
        dense_wanted = mode in ("hybrid", "dense") and self.embedder is not None
        if dense_wanted:
            self._check_pin()
            t = time.perf_counter()
            snap = self.dense.refresh(self.vault)  # a no-op unless the vault changed
            timings["dense_refresh"] = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        where, params = prefilter_sql(filters, r)
        unrestricted = filters.is_empty() and r.ceiling >= 3 and r.sources is None
        allowed = None
        mask = None if unrestricted or not dense_wanted else snap.mask(r, filters)
        if not unrestricted and dense_wanted and mask is None:
            allowed = np.fromiter((row[0] for row in self.vault.conn.execute(
                f"SELECT c.rowid FROM chunks c WHERE {where} ORDER BY c.rowid", params)), dtype=np.int64)
            mask = np.isin(snap.ids, allowed, assume_unique=True)
        timings["prefilter"] = (time.perf_counter() - t) * 1000

        # 2. BM25 within the pre-filtered set
        t = time.perf_counter()
        bm25: list[tuple[int, float]] = []
        match = fts_match(query_terms(query))
        if mode in ("hybrid", "bm25") and match and (allowed is None or len(allowed)):
            # CROSS JOIN keeps FTS5 as the outer loop: the filter applies to each match before
            # ORDER BY / LIMIT (a pre-filter), without probing FTS5 once per allowed chunk
            sql = ("SELECT f.rowid, bm25(chunks_fts, ?, 1.0) AS s FROM chunks_fts f"
                   + ("" if unrestricted else " CROSS JOIN chunks c ON c.rowid = f.rowid")
                   + " WHERE chunks_fts MATCH ?" + ("" if unrestricted else f" AND {where}")
                   + " ORDER BY s LIMIT ?")
            args = [self.tuning.header_weight, match, *([] if unrestricted else params), CANDIDATES]
            bm25 = [(row[0], -row[1]) for row in self.vault.conn.execute(sql, args)]
        timings["bm25"] = (time.perf_counter() - t) * 1000

        # 3. dense within the same set; known names are left out of the embedder's question
        dense: list[tuple[int, float]] = []
        if dense_wanted and (mask is None or mask.any()):
            t = time.perf_counter()
            qv = query_vector if query_vector is not None else self.embedder.embed_query(
                derived.dense_query if derived else query)
            timings["embed_query"] = (time.perf_counter() - t) * 1000
            t = time.perf_counter()
            dense = snap.search(qv, CANDIDATES, mask=mask)
            timings["dense"] = (time.perf_counter() - t) * 1000

        # 4. fusion
        t = time.perf_counter()
        fused = self.fuse(bm25, dense)
        timings["fuse"] = (time.perf_counter() - t) * 1000

        # 5-8. records, recency, diversity, citations, parent-merged contexts
        t = time.perf_counter()
        hits = self._records(fused, k, use_recency=not filters.has_time, where=(where, params))
        timings["select"] = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        contexts = self._contexts(hits, where=(where, params))
        timings["contexts"] = (time.perf_counter() - t) * 1000
        timings["total"] = (time.perf_counter() - t_all) * 1000
        debug = {"bm25": bm25, "dense": dense, "derived": derived.notes if derived else []}
        return SearchResult(query=query, hits=hits, contexts=contexts,
                            timings_ms={name: round(v, 3) for name, v in timings.items()}, debug=debug)

    def fuse(self, bm25: list[tuple[int, float]], dense: list[tuple[int, float]]) -> list[tuple[int, float]]:
        """Combine the two ranked lists (one alone passes through)."""
        if not bm25 or not dense:
            return bm25 or dense
        tu = self.tuning
        if tu.fusion == "score":
            scores: dict[int, float] = {}
            for (cid, _), x in zip(bm25, normalise([s for _, s in bm25])):
                scores[cid] = scores.get(cid, 0.0) + tu.score_alpha * x
            for (cid, _), x in zip(dense, normalise([s for _, s in dense])):
                scores[cid] = scores.get(cid, 0.0) + (1 - tu.score_alpha) * x
        else:
            weights = [tu.bm25_weight, tu.dense_weight] if tu.fusion == "weighted_rrf" else None
            scores = rrf([[c for c, _ in bm25], [c for c, _ in dense]], k=tu.rrf_k, weights=weights)
        return sorted(scores.items(), key=lambda kv: -kv[1])

    def _records(self, fused: list[tuple[int, float]], k: int, *, use_recency: bool,
                 where: tuple[str, list]) -> list[dict]:
        """Best chunk per record; recency weighting; dedupe by content; MMR-style diversity. Rows are
        read under the pre-filter predicate again: nothing outside it can become a hit."""
        if not fused:
            return []
        score = dict(fused)
        # the head of the fused list is enough (several chunks may share a record, some bodies repeat);
        # fetching all candidates would decrypt a page per row for rows that can never be shown
        ids = [c for c, _ in fused[: max(4 * k, 40)]]
        rows = self._rows(ids, where)
        if len({rows[c][2] for c in ids if c in rows}) < k and len(fused) > len(ids):
            ids = [c for c, _ in fused]
            rows = self._rows(ids, where)
        tu = self.tuning
        now = time.time()
        candidates, seen_records, seen_bodies = [], set(), set()
        for cid in ids:
            row = rows.get(cid)
            if row is None or row[2] in seen_records:
                continue
            seen_records.add(row[2])
            if row[15] in seen_bodies:  # the same text from another source adds nothing
                continue
            seen_bodies.add(row[15])
            s = score[cid]
            if use_recency and tu.recency_weight:
                age_days = max(0.0, (now - row[16]) / 86400)
                s *= (1 - tu.recency_weight) + tu.recency_weight * 0.5 ** (age_days / tu.half_life_days)
            candidates.append((s, row))
        candidates.sort(key=lambda x: -x[0])
        return [_hit(row, s) for s, row in self._diversify(candidates, k)]

    def _rows(self, ids: list[int], where: tuple[str, list]) -> dict[int, tuple]:
        return {r[0]: r for r in self.vault.conn.execute(
            "SELECT c.rowid, c.chunk_id, c.record_id, c.parent_id, c.text, i.source, i.account, i.container, "
            "i.thread_id, i.author, i.timestamp, i.external_id, i.url, i.app, i.title, i.body_hash, c.ts "
            # NOT INDEXED: look the few ids up by rowid; the predicate must not pull in a filter index
            f"FROM chunks c NOT INDEXED JOIN items i ON i.rowid = c.item_rowid "
            f"WHERE c.rowid IN ({','.join('?' * len(ids))}) AND {where[0]}", [*ids, *where[1]])}

    def _diversify(self, candidates: list[tuple[float, tuple]], k: int) -> list[tuple[float, tuple]]:
        """MMR-style selection: a candidate nearly identical to one already chosen (cosine >=
        NEAR_DUPLICATE on the dense vectors) is pushed down by ``diversity``; one from a genre not yet
        chosen gets a small lift (``genre_bonus``). Measured on LoCoMo: penalising same-thread hits
        costs recall (the evidence sits together), so only near-duplicates are penalised."""
        tu = self.tuning
        if not (tu.diversity or tu.genre_bonus) or len(candidates) <= 1:
            return candidates[:k]
        pool = candidates[: max(k * 3, 30)]
        vectors = self.dense.current.vectors([row[0] for _, row in pool]) if tu.diversity else {}
        have = [i for i, (_, row) in enumerate(pool) if row[0] in vectors]
        sim = np.full((len(pool), len(pool)), -1.0, dtype=np.float32)
        if have:  # all pairwise similarities at once: one small matrix product
            m = np.stack([vectors[pool[i][1][0]] for i in have])
            sim[np.ix_(have, have)] = m @ m.T
        chosen: list[int] = []
        genres: set[str] = set()
        remaining = list(range(len(pool)))
        while remaining and len(chosen) < k:
            def adjusted(i: int) -> float:
                s, row = pool[i]
                if chosen and sim[i, chosen].max() >= NEAR_DUPLICATE:
                    s *= 1 - tu.diversity
                if chosen and row[5] not in genres:
                    s *= 1 + tu.genre_bonus
                return s
            best = max(remaining, key=adjusted)
            remaining.remove(best)
            chosen.append(best)
            genres.add(pool[best][1][5])
        picked = [pool[i] for i in chosen]
        return picked + [c for c in candidates[len(pool):]][: max(0, k - len(picked))]

    def _contexts(self, hits: list[dict], where: tuple[str, list]) -> list[dict]:
        """Parent-merge: hits grouped by parent (thread / chain / file / session), each group with
        the neighbouring items of its hits in time order; groups in the order of their best hit.
        Neighbours obey the pre-filter too: a private message in a thread never rides along."""
        groups: dict[str, dict] = {}
        for rank, h in enumerate(hits):
            groups.setdefault(h["parent_id"], {"parent_id": h["parent_id"], "record_ids": [], "rank": rank})
            groups[h["parent_id"]]["record_ids"].append(h["record_id"])
        out = []
        n = self.tuning.neighbours
        for g in groups.values():
            members = self.vault.conn.execute(
                "SELECT DISTINCT i.record_id, i.timestamp, i.ts, i.rowid FROM chunks c INDEXED BY chunks_parent "
                f"JOIN items i ON i.rowid = c.item_rowid WHERE c.parent_id = ? AND {where[0]} ORDER BY i.ts, i.rowid",
                (g["parent_id"], *where[1])).fetchall()
            order = [m[0] for m in members]
            keep: set[int] = set()
            for rid in g["record_ids"]:
                if rid in order:
                    i = order.index(rid)
                    keep.update(range(max(0, i - n), min(len(order), i + n + 1)))
            chosen = [order[i] for i in sorted(keep)] or g["record_ids"]
            rows = {r[0]: r for r in self.vault.conn.execute(
                "SELECT record_id, source, external_id, body, timestamp, account, container, thread_id, author, "
                f"app, title FROM items WHERE record_id IN ({','.join('?' * len(chosen))})", chosen)}
            parts = []
            for rid in chosen:
                _, source, ext, body, ts, account, container, thread, author, app, title = rows[rid]
                header = _display(source, ext, ts, account, container, thread, author, None, app, title)
                parts.append(f"{header}\n{body.strip()}")
            out.append({"parent_id": g["parent_id"], "record_ids": g["record_ids"], "context_record_ids": chosen,
                        "text": "\n\n".join(parts)})
        return out


def _display(source, external_id, timestamp, account, container, thread_id, author, url, app, title) -> str:
    """The provenance header of a stored record, from its columns."""
    return Origin(source=source, external_id=external_id, timestamp=parse_timestamp(timestamp), account=account,
                  container=container, thread_id=thread_id, author=author, url=url, app=app,
                  title=title).display()


def _hit(row, score: float) -> dict:
    (_, chunk_id, record_id, parent, text, source, account, container, thread_id, author, timestamp,
     external_id, url, app, title, _body_hash, _ts) = row
    display = _display(source, external_id, timestamp, account, container, thread_id, author, url, app, title)
    return {"record_id": record_id, "chunk_id": chunk_id, "parent_id": parent, "score": round(score, 6),
            "citation": {"source": source, "account": account, "container": container, "thread_id": thread_id,
                         "author": author, "timestamp": timestamp, "external_id": external_id, "url": url,
                         "display": display},
            "text": text}
