"""What a search answers and what it accepts: the result's shape (``SearchResult``, with the
notes ``with_caveats`` adds), the per-stage timer, and the checks every read path runs on a request
before it reaches the index (a resolved ``Role``, a valid question, mode and k)."""

from __future__ import annotations

import operator
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterator

from hinet_pipeline.config import Role
from hinet_pipeline.errors import QueryError

MODES = ("hybrid", "bm25", "dense")


@dataclass
class SearchResult:
    query: str
    hits: list[dict] = field(default_factory=list)
    contexts: list[dict] = field(default_factory=list)
    timings_ms: dict = field(default_factory=dict)
    id: str | None = None
    relaxed: list[dict] = field(default_factory=list)  # derived filters turned into hints, and why
    partial: list[dict] = field(default_factory=list)  # parts of the search that could not run yet, and why
    explain: dict | None = None  # search(explain=True): the filters and settings the ranking used (hits: their own)

    def to_json(self) -> dict:
        out = {"id": self.id, "query": self.query, "hits": self.hits, "contexts": self.contexts}
        out = with_caveats({**out, "timings_ms": self.timings_ms}, self.relaxed, self.partial)
        if self.explain is not None:
            out["explain"] = self.explain
        return out


def with_caveats(out: dict, relaxed: list[dict], partial: list[dict]) -> dict:
    """``out`` with ``relaxed`` (derived filters let go) and ``partial`` (parts that could not run),
    each only when there is one: an answer's JSON shape stays as it was when all went well."""
    if relaxed:
        out["relaxed"] = relaxed
    if partial:
        out["partial"] = partial
    return out


class StageTimer:
    """Milliseconds per named stage, in the order they ran, and the total since the timer began."""

    def __init__(self) -> None:
        self._start = time.perf_counter()
        self._ms: dict[str, float] = {}

    @contextmanager
    def __call__(self, name: str) -> Iterator[None]:
        t = time.perf_counter()
        try:
            yield
        finally:
            self._ms[name] = (time.perf_counter() - t) * 1000

    def timings_ms(self) -> dict[str, float]:
        """Each stage and ``total``, rounded to the microsecond."""
        ms = {**self._ms, "total": (time.perf_counter() - self._start) * 1000}
        return {name: round(v, 3) for name, v in ms.items()}


def require_role(role: Any) -> Role:
    """``role`` itself when it is a Role; anything else (a role's name, None) is a TypeError: below
    the face a role is resolved, never a string with a default that would fail open."""
    if not isinstance(role, Role):
        raise TypeError(
            f"role must be a Role (Settings.role(name) resolves a name), not {type(role).__name__}: "
            "the face resolves the caller's role once"
        )
    return role


def validate_query(query: Any, mode: str, k: int) -> None:
    if not isinstance(query, str) or not query.strip():
        raise QueryError("empty query")
    if len(query) > 4000:
        raise QueryError(f"query too long ({len(query)} characters, at most 4000)")
    try:
        query.encode("utf-8")
    except UnicodeEncodeError as e:  # a lone surrogate ("\ud800", a JSON escape or an undecodable argv byte)
        raise QueryError(
            f"query holds an unpaired surrogate (U+{ord(query[e.start]):04X}) at character {e.start}: not valid Unicode"
        ) from None
    if mode not in MODES:
        raise QueryError(f"unknown mode {mode!r}: hybrid, bm25 or dense")
    try:
        whole = operator.index(k) if not isinstance(k, bool) else None  # int or numpy's: no float, no str
    except TypeError:
        whole = None
    if whole is None or not 1 <= whole <= 200:
        raise QueryError(f"k must be a whole number between 1 and 200, not {str(k)[:20]!r}")
