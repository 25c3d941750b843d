"""A filtered BM25 search that ranks the top of all matches first (lexical._TOP_FIRST) returns the
list the plain pre-filtered plan (a CROSS JOIN over every match) returns: the same chunks, scores
and order, equal scores included, whether the scope's share holds for the question's matches, the
matches run out, or the best matches mostly fail the filter and the plain plan runs after all."""

from __future__ import annotations

import os

import numpy as np
import pytest

from benchmarks.query_latency import build
from hinet_pipeline.config import Role
from hinet_pipeline.read.retrieval import lexical
from hinet_pipeline.read.retrieval.filters import Filters, Scope, prefilter_sql
from hinet_pipeline.store.rows import named_rows
from hinet_pipeline.store.vault import Vault

N = 10
ROWS = 6000


@pytest.fixture(scope="module")
def vault(tmp_path_factory):
    """The latency benchmark's synthetic vault (Zipfian pseudo-words, many equal BM25 scores), small."""
    saved = os.environ.pop("HINET_VAULT_KEY", None)
    home, vocab, _ = build(tmp_path_factory.mktemp("bm25scale"), ROWS, 8)
    with Vault.open(home) as v:
        yield v, vocab
    if saved:
        os.environ["HINET_VAULT_KEY"] = saved


def questions(vocab: list[str], ranks: range, count: int = 40) -> list[str]:
    rng = np.random.default_rng(3)
    return [" ".join(vocab[w] for w in rng.choice(np.array(ranks), size=rng.integers(2, 6))) for _ in range(count)]


def plain(conn, query: str, scope: Scope) -> list[tuple[int, float]]:
    """The pre-filtered plan alone: every match's chunk row read, the allowed ones scored."""
    match = lexical.fts_match(lexical.query_terms(query))
    rows = named_rows(conn, lexical._FILTERED.format(where=scope.where), [1.0, match, *scope.params, N])
    return [(r.chunk_rowid, -r.score) for r in rows]


def traced_search(conn, query: str, scope: Scope) -> tuple[list[tuple[int, float]], list[str]]:
    """bm25_search's list and the SQL statements it ran."""
    seen: list[str] = []
    conn.set_trace_callback(seen.append)
    try:
        return lexical.bm25_search(conn, query, scope, header_weight=1.0, n=N), seen
    finally:
        conn.set_trace_callback(None)


def claiming(share: float) -> np.ndarray:
    """A dense-side mask that lets ``share`` of the index through (what the search reads as the scope's width)."""
    mask = np.zeros(ROWS, dtype=bool)
    mask[: int(share * ROWS)] = True
    return mask


def test_top_first_is_the_plain_pre_filtered_list(vault):
    v, vocab = vault
    ceiling = Role(name="assistant", ceiling=1, sources=None)
    where, params = prefilter_sql(Filters(sources=["mail", "notes"]), ceiling)  # 1 chunk in 4
    narrow = "c.live = 1 AND substr(c.chunk_id, 24, 2) = '37'"  # 1 in 100, spread over all rowids
    scopes = {
        "share as claimed": Scope(where, params, False, mask=claiming(0.25)),
        "no mask": Scope(where, params, False),
        "claims more than the matches hold": Scope(narrow, [], False, mask=claiming(0.5)),
    }
    plans: dict[str, set[str]] = {}
    for name, scope in scopes.items():
        for query in questions(vocab, range(20, 200)) + questions(vocab, range(2000, 6000)):
            got, seen = traced_search(v.conn, query, scope)
            assert got == plain(v.conn, query, scope), (name, query)
            plans.setdefault(name, set()).add(
                " + ".join(
                    p
                    for p, marker in (("top", "WITH top"), ("plain", "CROSS JOIN chunks c ON c.rowid = f.rowid"))
                    if any(marker in s for s in seen)
                )
            )
    assert plans["share as claimed"] >= {"top"}  # the plan under test ran, and sufficed
    assert plans["no mask"] == {"plain"}
    assert "top + plain" in plans["claims more than the matches hold"]  # fell back
    assert "top" in plans["claims more than the matches hold"]  # rare words: the top held every match


def test_equal_scores_keep_the_plain_plans_order(vault):
    """The check above means something: the synthetic texts give many chunks the same score."""
    v, vocab = vault
    scope = Scope("c.live = 1", [], False, mask=claiming(1.0))
    ties = 0
    for query in questions(vocab, range(20, 200)):
        scores = [s for _, s in lexical.bm25_search(v.conn, query, scope, header_weight=1.0, n=N)]
        ties += len(scores) != len(set(scores))
    assert ties >= 10


def test_the_dense_mask_decides_the_top_without_reading_chunk_rows(vault):
    """When the dense index's mask (role, sources) or the ids SQL selected are the predicate, the
    top of all matches is tested in them: the same list as the plain plan, no chunk row read;
    chunks the index lacks (not embedded yet) are the only ones whose rows are read."""
    from hinet_pipeline.read.retrieval.dense import DenseIndex

    v, vocab = vault
    snap = DenseIndex().refresh(v)
    role, filters = Role(name="assistant", ceiling=1, sources=None), Filters(sources=["mail", "notes"])
    where, params = prefilter_sql(filters, role)
    mask = snap.mask(role, filters)
    assert 0.2 < mask.mean() < 0.3 and snap.mask(role, filters) is mask  # kept for the next question
    lacking = lambda ids: {c: p for c, p in snap.positions(ids).items() if c % 3}  # noqa: E731
    allowed = np.array(
        [r for (r,) in v.conn.execute(f"SELECT c.rowid FROM chunks c WHERE {where} ORDER BY c.rowid", params)]
    )
    assert len(allowed) > lexical.PROBE_MAX
    scopes = {
        "mask": Scope(where, params, False, mask=mask, positions=snap.positions),
        "mask, some chunks not in the index": Scope(where, params, False, mask=mask, positions=lacking),
        "allowed ids (SQL decided)": Scope(where, params, False, allowed=allowed, mask=snap.mask_of(allowed)),
    }
    for name, scope in scopes.items():
        read_rows = 0
        for query in questions(vocab, range(20, 200)) + questions(vocab, range(2000, 6000)):
            got, seen = traced_search(v.conn, query, scope)
            assert got == plain(v.conn, query, scope), (name, query)
            assert not any("WITH top" in s for s in seen), "the predicate was not read from chunk rows"
            read_rows += any("c.rowid IN (" in s for s in seen)
        if name != "mask, some chunks not in the index":
            assert read_rows == 0
        else:
            assert read_rows >= 40


def test_a_few_allowed_chunks_are_scored_one_by_one_to_the_same_list(vault):
    """A narrow scope (SQL named its chunks: one thread, a person) up to lexical.PROBE_MAX chunks
    is scored chunk by chunk: the plain plan's list, scores and order, and no match of the
    question is tested against the predicate."""
    v, vocab = vault
    ceiling = Role(name="assistant", ceiling=1, sources=None)
    for threads in (["t7"], ["t11", "t250"], [f"t{i}" for i in range(30, 36)]):
        where, params = prefilter_sql(Filters(threads=threads), ceiling)
        allowed = np.array([r for (r,) in v.conn.execute(f"SELECT c.rowid FROM chunks c WHERE {where}", params)])
        assert 0 < len(allowed) <= lexical.PROBE_MAX
        scope = Scope(where, params, False, allowed=allowed)
        found = 0
        for query in questions(vocab, range(0, 60)) + questions(vocab, range(200, 2000)):
            got, seen = traced_search(v.conn, query, scope)
            assert got == plain(v.conn, query, scope), (threads, query)
            assert not any("CROSS JOIN" in s for s in seen)
            found += bool(got)
        assert found >= 20  # the comparison ran on lists, not on nothing
