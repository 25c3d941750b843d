"""Hybrid retrieval over the vault, as named, timed stages:

prefilter (SQL WHERE: role ceiling, allowed sources, live records, explicit filters) → bm25 (FTS5,
within the pre-filtered set) → dense (flat scan of the pinned model's vectors, within the same
set) → fuse → records (best chunk per record) → contexts (parent-merge) → citations.
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
from .errors import HinetError, ModelPinError
from .stopwords import STOPWORDS
from .text import strip_marks
from .vault import Vault

RRF_K = 60
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


class DenseIndex:
    """The live vectors of the pinned model as one in-memory float32 matrix (flat search is exact
    and, at personal scale, the fastest: NOTES.md). Reloaded when the vault changes."""

    def __init__(self) -> None:
        self.ids = np.empty(0, dtype=np.int64)
        self.matrix = np.empty((0, 0), dtype=np.float32)
        self._signature: tuple | None = None
        self._lock = threading.Lock()

    def refresh(self, vault: Vault) -> None:
        pin = vault.model_pin()
        signature = (pin and pin["id"],) + tuple(vault.conn.execute(
            "SELECT (SELECT count(*) FROM chunk_vectors), (SELECT max(rowid) FROM chunk_vectors), "
            "(SELECT count(*) FROM chunks WHERE live = 1), (SELECT max(rowid) FROM chunks)").fetchone())
        if signature == self._signature:
            return
        with self._lock:
            rows = vault.conn.execute("SELECT c.rowid, v.vector FROM chunks c JOIN chunk_vectors v "
                                      "ON v.chunk_rowid = c.rowid WHERE c.live = 1 ORDER BY c.rowid").fetchall()
            dim = pin["dim"] if pin else 0
            self.ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
            self.matrix = (np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), dim)
                           if rows else np.empty((0, dim), dtype=np.float32))
            self._signature = signature

    def search(self, query: np.ndarray, n: int, allowed: np.ndarray | None) -> list[tuple[int, float]]:
        if not len(self.ids):
            return []
        if allowed is not None:
            mask = np.isin(self.ids, allowed, assume_unique=True)
            idx = np.flatnonzero(mask)
            if not len(idx):
                return []
            scores = self.matrix[idx] @ query
            ids = self.ids[idx]
        else:
            scores = self.matrix @ query
            ids = self.ids
        n = min(n, len(scores))
        top = np.argpartition(-scores, n - 1)[:n]
        top = top[np.argsort(-scores[top], kind="stable")]
        return [(int(ids[i]), float(scores[i])) for i in top]


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


class Retriever:
    """Answers searches over one open vault. Thread-safe for readers; reuse it across queries."""

    def __init__(self, vault: Vault, embedder: Embedder | None, settings: Settings) -> None:
        self.vault = vault
        self.embedder = embedder
        self.settings = settings
        self.dense = DenseIndex()

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

    def search(self, query: str, *, k: int = 10, filters: Filters | dict | None = None,
               role: str = "owner", mode: str = "hybrid", query_vector: np.ndarray | None = None) -> SearchResult:
        if not isinstance(query, str) or not query.strip():
            raise QueryError("empty query")
        if mode not in ("hybrid", "bm25", "dense"):
            raise QueryError(f"unknown mode {mode!r}: hybrid, bm25 or dense")
        filters = filters if isinstance(filters, Filters) else Filters.from_dict(filters)
        r = self.role(role)
        timings: dict[str, float] = {}
        t_all = t = time.perf_counter()

        # 1. pre-filter, in SQL, before any ranking
        where, params = prefilter_sql(filters, r)
        unrestricted = filters.is_empty() and r.ceiling >= 3 and r.sources is None
        allowed = None
        if not unrestricted:
            allowed = np.fromiter((row[0] for row in self.vault.conn.execute(
                f"SELECT c.rowid FROM chunks c WHERE {where} ORDER BY c.rowid", params)), dtype=np.int64)
        timings["prefilter"] = (time.perf_counter() - t) * 1000

        # 2. BM25 within the pre-filtered set
        t = time.perf_counter()
        bm25: list[tuple[int, float]] = []
        match = fts_match(query_terms(query))
        if mode in ("hybrid", "bm25") and match and (allowed is None or len(allowed)):
            sql = ("SELECT f.rowid, bm25(chunks_fts) AS s FROM chunks_fts f WHERE chunks_fts MATCH ?"
                   + ("" if unrestricted else f" AND f.rowid IN (SELECT c.rowid FROM chunks c WHERE {where})")
                   + " ORDER BY s LIMIT ?")
            bm25 = [(row[0], -row[1]) for row in self.vault.conn.execute(sql, [match, *([] if unrestricted else params), CANDIDATES])]
        timings["bm25"] = (time.perf_counter() - t) * 1000

        # 3. dense within the same set
        dense: list[tuple[int, float]] = []
        if mode in ("hybrid", "dense") and self.embedder is not None:
            self._check_pin()
            t = time.perf_counter()
            qv = query_vector if query_vector is not None else self.embedder.embed_query(query)
            timings["embed_query"] = (time.perf_counter() - t) * 1000
            t = time.perf_counter()
            self.dense.refresh(self.vault)
            dense = self.dense.search(qv, CANDIDATES, allowed)
            timings["dense"] = (time.perf_counter() - t) * 1000

        # 4. fusion
        t = time.perf_counter()
        fused = self.fuse(bm25, dense)
        timings["fuse"] = (time.perf_counter() - t) * 1000

        # 5. records, citations, contexts
        t = time.perf_counter()
        hits = self._records(fused, k)
        contexts = self._contexts(hits)
        timings["records"] = (time.perf_counter() - t) * 1000
        timings["total"] = (time.perf_counter() - t_all) * 1000
        return SearchResult(query=query, hits=hits, contexts=contexts,
                            timings_ms={name: round(v, 3) for name, v in timings.items()},
                            debug={"bm25": bm25, "dense": dense})

    def fuse(self, bm25: list[tuple[int, float]], dense: list[tuple[int, float]]) -> list[tuple[int, float]]:
        if not bm25 or not dense:
            return bm25 or dense
        scores = rrf([[c for c, _ in bm25], [c for c, _ in dense]])
        return sorted(scores.items(), key=lambda kv: -kv[1])

    def _records(self, fused: list[tuple[int, float]], k: int) -> list[dict]:
        """Best chunk per record, in fused order, until k distinct records."""
        if not fused:
            return []
        score = dict(fused)
        ids = [c for c, _ in fused]
        rows = {r[0]: r for r in self.vault.conn.execute(
            "SELECT c.rowid, c.chunk_id, c.record_id, c.parent_id, c.text, i.source, i.account, i.container, "
            "i.thread_id, i.author, i.timestamp, i.external_id, i.url, i.app, i.title, i.participants, c.ts "
            f"FROM chunks c JOIN items i ON i.rowid = c.item_rowid WHERE c.rowid IN ({','.join('?' * len(ids))})",
            ids)}
        hits, seen = [], set()
        for cid in ids:
            row = rows.get(cid)
            if row is None or row[2] in seen:
                continue
            seen.add(row[2])
            hits.append(_hit(row, score[cid]))
            if len(hits) == k:
                break
        return hits

    def _contexts(self, hits: list[dict]) -> list[dict]:
        """Parent-merge: hits grouped by parent (thread / chain / file / session), in hit order."""
        groups: dict[str, dict] = {}
        for h in hits:
            g = groups.setdefault(h["parent_id"], {"parent_id": h["parent_id"], "record_ids": [], "_parts": []})
            g["record_ids"].append(h["record_id"])
            g["_parts"].append((h["citation"]["timestamp"], f"{h['citation']['display']}\n{h['text']}"))
        out = []
        for g in groups.values():
            parts = [p for _, p in sorted(g.pop("_parts"))]
            out.append({**g, "text": "\n\n".join(parts)})
        return out


def _hit(row, score: float) -> dict:
    from .records import Origin, parse_timestamp
    (_, chunk_id, record_id, parent, text, source, account, container, thread_id, author, timestamp,
     external_id, url, app, title, _participants, _ts) = row
    origin = Origin(source=source, external_id=external_id, timestamp=parse_timestamp(timestamp), account=account,
                    container=container, thread_id=thread_id, author=author, url=url, app=app, title=title)
    return {"record_id": record_id, "chunk_id": chunk_id, "parent_id": parent, "score": round(score, 6),
            "citation": {"source": source, "account": account, "container": container, "thread_id": thread_id,
                         "author": author, "timestamp": timestamp, "external_id": external_id, "url": url,
                         "display": origin.display()},
            "text": text}
