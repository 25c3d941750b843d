"""Answers sized for a model ([18]): personalize, search, records and every MCP tool answer within a
token budget ([query] answer_tokens or the request's), a huge parent cut around its hit with the cut
marked and every hit kept; snippets are the best-matching window at word boundaries with the
question's words marked; MCP answers once as text (a compact rendering), and its argument errors
are one sentence. A BM25-only vault (no model): tokens are counted as characters / 4."""

from __future__ import annotations

import json
import random

import anyio
import pytest
from mcp import Client

from hinet_pipeline.errors import QueryError
from hinet_pipeline.index.indexing import chunk_stage, fts_stage
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.read.budget import CUT, Tokens, cut_text, estimate_tokens, fit_contexts
from hinet_pipeline.read.snippets import best_window, snippet, terms_of
from hinet_pipeline.store.vault import Vault

DAY = "2026-03-02"
WORDS = "market report stocks weather sports briefing index rates bonds futures".split()


def digest(n_chars: int = 40_000, seed: int = 7) -> str:
    """A news digest of ``n_chars`` with one sentence about the flight in its middle."""
    rng = random.Random(seed)
    words, size = [], 0
    while size < n_chars:
        words.append(rng.choice(WORDS))
        size += len(words[-1]) + 1
    words.insert(len(words) // 2, "Your flight to Berlin leaves Thursday at nine from gate B12.")
    return " ".join(words)


@pytest.fixture(scope="module")
def served_home(tmp_path_factory):
    """A vault (BM25 only) holding a 40,000-character digest that mentions the flight once, and
    three short messages about it."""
    from hinet_pipeline.config import Home
    from hinet_pipeline.store.home_setup import init_home

    root = tmp_path_factory.mktemp("budget")
    home = Home(root / "home")
    init_home(home)
    items = [
        {
            "source": "mail",
            "external_id": "digest-1",
            "container": "Inbox",
            "author": "News Digest",
            "title": "Your daily digest",
            "timestamp": f"{DAY}T06:00:00Z",
            "body": digest(),
        },
    ]
    for i, text in enumerate(
        ["Booked the flight to Berlin for Thursday", "Berlin flight: gate changed to B12", "Taxi to the Berlin flight"]
    ):
        items.append(
            {
                "source": "chat",
                "external_id": f"c{i}",
                "container": "#family",
                "author": "Noa",
                "timestamp": f"{DAY}T1{i}:00:00Z",
                "body": text,
            }
        )
    path = root / "items.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in items), encoding="utf-8")
    land(home, "jsonl", path, day=DAY)
    with Vault.open(home) as v:
        ingest_day(v, home, DAY)
        chunk_stage(v, estimate_tokens, max_tokens=512)
        fts_stage(v)
    return home


@pytest.fixture(scope="module")
def service(served_home):
    from query_service.service import QueryService

    s = QueryService(served_home)
    assert s.retriever.embedder is None  # BM25 alone: characters / 4
    yield s
    s.close()


QUESTION = "when does my flight to Berlin leave?"


def count(text: str) -> int:
    return Tokens(None).count(text)


def test_personalize_cuts_a_huge_parent_around_its_hit_and_keeps_every_hit(service):
    owner = service.role("owner")
    whole = service.personalize([{"role": "user", "content": QUESTION}], owner, budget=200_000)
    assert not whole.cut and count(whole.system_message["content"]) > 10_000  # the digest, uncut
    for budget in (4000, 1000, 400):
        out = service.personalize([{"role": "user", "content": QUESTION}], owner, budget=budget)
        content = out.system_message["content"]
        assert count(content) <= budget, (budget, count(content))
        assert out.memory_ids == whole.memory_ids and len(out.memory_ids) == 4  # no hit dropped
        assert out.cut and all(c["kept_tokens"] < c["tokens"] for c in out.cut)
        digest_block = next(b for b in out.context_blocks if "digest" in b.lower() or "News Digest" in b)
        assert (
            CUT in digest_block and "[Mail › Inbox › Your daily digest › from News Digest › 2026-03-02]" in digest_block
        )
        if budget >= 1000:
            assert "flight to Berlin leaves Thursday" in digest_block  # cut around the match
        data = out.to_dict()
        assert data["budget"]["answer_tokens"] == budget and data["budget"]["used"] <= budget
        assert data["cut"] == out.cut and all("text" not in h and h["snippet"] for h in data["hits"])
    # the default is the config's answer_tokens (4000)
    assert service.personalize([{"role": "user", "content": QUESTION}], owner).budget["answer_tokens"] == 4000
    with pytest.raises(QueryError, match="answer_tokens"):
        service.personalize([{"role": "user", "content": QUESTION}], owner, budget=10)


def test_search_and_record_answers_fit_their_budget(service):
    owner = service.role("owner")
    before = json.dumps(service.search(QUESTION, role=owner, k=4).to_json(), ensure_ascii=False)
    out = service.search_answer(QUESTION, role=owner, k=4, budget=1000)
    assert len(out["hits"]) == 4 and out["cut"] and out["budget"]["used"] <= 1000
    text = " ".join(c["text"] for c in out["contexts"]) + " ".join(h["snippet"] for h in out["hits"])
    assert count(text) <= 1000 and len(before) > 40_000 > 4 * len(json.dumps(out, ensure_ascii=False)) // 3
    assert all(h["title"] is None or isinstance(h["title"], str) for h in out["hits"])
    rid = next(
        h["record_id"] for h in service.search("digest", role=owner, k=5).hits if h["citation"]["source"] == "mail"
    )
    record = service.record(rid, owner, budget=500)
    assert record["body"].endswith(CUT) and count(record["body"]) <= 500 and record["cut"]["body_tokens"] > 9000
    assert service.record(rid, owner, whole=True)["body"] == digest()


def test_a_window_is_the_best_matching_words_cut_at_word_boundaries():
    text = "To: alice@x.example, bob@x.example, carol@x.example\n" + " ".join(["filler"] * 200)
    text += " The heron gripper calibration moved to Tuesday, said Noa. " + " ".join(["tail"] * 100)
    terms = terms_of("When is the heron calibration?")
    w = best_window(text, terms, words=12)
    assert "heron" in text[w.start : w.end] and "calibration" in text[w.start : w.end]
    assert text[w.start - 1].isspace() and (w.end == len(text) or not text[w.end].isalnum())
    shown = snippet(text, terms, words=12)
    assert shown["snippet"].startswith("… ") and shown["snippet"].endswith(" …") and "alice" not in shown["snippet"]
    marked = [shown["snippet"][s:e] for s, e in shown["marks"]]
    assert marked == ["heron", "calibration"]
    # a short text is shown whole; a Hebrew one is marked too
    he = snippet("הטיסה לברלין ביום חמישי", terms_of("מתי הטיסה לברלין"))
    assert he["snippet"] == "הטיסה לברלין ביום חמישי" and len(he["marks"]) == 2


def test_cut_text_marks_every_gap_and_keeps_the_header():
    text = "[Mail › Inbox › 2026-03-02]\n" + " ".join(f"w{i}" for i in range(2000))
    at = text.index(" w1000 ")
    out = cut_text(text, [(0, 27)], [(at + 1, at + 6)], 200)
    assert out.startswith("[Mail › Inbox › 2026-03-02] […] ") and out.endswith(" […]") and "w1000" in out
    assert len(out) <= 220 and f"{CUT} {CUT}" not in out


def test_fit_contexts_never_drops_a_hit_and_says_what_was_cut():
    hits, contexts = [], []
    for i in range(30):
        display = f"[Chat › #c{i} › 2026-03-02]"
        body = f"message {i} about the Berlin flight " + "padding " * 300
        hits.append({"record_id": f"r{i}", "citation": {"display": display}, "text": body})
        contexts.append({"parent_id": f"p{i}", "record_ids": [f"r{i}"], "text": f"{display}\n{body}"})
    fitted = fit_contexts(contexts, hits, terms_of("Berlin flight"), 800, Tokens(None))
    assert len(fitted.contexts) == 30 and len(fitted.cut) == 30 and fitted.used <= 800
    assert sum(count(c["text"]) for c in fitted.contexts) <= 800
    assert all(c["text"] for c in fitted.contexts)


# -- MCP: answered once, within budget; argument errors in one sentence ----------------------------
def test_mcp_answers_once_within_budget_and_says_argument_errors_in_one_sentence(service):
    from query_service.mcp_server import create_server

    server = create_server(service, role="owner")

    async def run():
        async with Client(server) as client:
            found = await client.call_tool("search_memory", {"query": QUESTION, "k": 4, "answer_tokens": 1000})
            text = found.content[0].text
            assert not found.is_error and len(found.content) == 1
            assert count(text) <= 1000 and CUT in text and "hinet://record/" in text
            assert not text.lstrip().startswith("{")  # a rendering, not the JSON again
            data = found.structured_content
            assert len(data["hits"]) == 4 and data["cut"] and data["budget"]["answer_tokens"] == 1000
            asked = await client.call_tool(
                "personalize", {"messages": [{"role": "user", "content": QUESTION}], "answer_tokens": 800}
            )
            assert count(asked.content[0].text) <= 800 and len(asked.structured_content["citations"]) == 4
            rid = next(h["record_id"] for h in data["hits"] if h["citation"]["source"] == "mail")
            read = await client.call_tool("read_record", {"record_id": rid})
            assert count(read.content[0].text) <= 4000 and read.structured_content["cut"]
            ranked = await client.call_tool("search_memory", {"query": QUESTION, "k": 4, "explain": True})
            assert not ranked.is_error and "explain:" in ranked.content[0].text  # [16]: the owner's only
            assert all(h.get("explain") for h in ranked.structured_content["hits"])
            assert [h["record_id"] for h in ranked.structured_content["hits"]] == [h["record_id"] for h in data["hits"]]
            for budget in (200, 300):  # a small budget and many hits: fewer hits, said, and never over
                for k in (3, 20):
                    messages = [{"role": "user", "content": QUESTION}]
                    for tool, args in (("personalize", {"messages": messages}), ("search_memory", {"query": QUESTION})):
                        got = await client.call_tool(tool, {**args, "k": k, "answer_tokens": budget})
                        assert not got.is_error and count(got.content[0].text) <= budget, (tool, budget, k)
                        if k == 20:
                            assert got.structured_content["left_out"]["hits"] > 0, (tool, budget)
            people = await client.call_tool("list_people", {"answer_tokens": 200})
            assert count(people.content[0].text) <= 200 and not people.is_error
            for args, said in [
                ({"query": QUESTION, "k": 500}, "Invalid arguments to search_memory: k: input should be less than"),
                ({"k": 3}, "Invalid arguments to search_memory: query: field required."),
                ({"query": "x", "filters": {"colour": "red"}}, "filters.colour: extra inputs are not permitted"),
            ]:
                bad = await client.call_tool("search_memory", args)
                message = bad.content[0].text
                assert bad.is_error and said in message, message
                assert "pydantic" not in message and "http" not in message and message.count("\n") == 0
                assert message.endswith(".") and "500" not in message  # the value sent is not echoed

    anyio.run(run)


def test_a_tokenizer_is_asked_once_per_answer_on_samples_and_the_count_errs_high():
    """With an embedder's tokenizer (here: 2 characters a token, as Hebrew runs in small models'
    tokenizers), one call on at most SAMPLE_CHARS characters gives the answer's rate; what is kept
    is within the budget by the tokenizer's own count."""
    import math

    from hinet_pipeline.read.budget import SAMPLE_CHARS

    calls: list[int] = []

    class Tokenizer:
        def count_tokens(self, text: str) -> int:
            calls.append(len(text))
            return math.ceil(len(text) / 2) + 2

    big = digest(40_000)
    hits = [{"record_id": "r1", "citation": {"display": "[Mail › 2026-03-02]"}, "text": big[19_000:21_000]}]
    contexts = [{"parent_id": "p1", "record_ids": ["r1"], "text": "[Mail › 2026-03-02]\n" + big}]
    tokens = Tokens(Tokenizer())
    fitted = fit_contexts(contexts, hits, terms_of(QUESTION), 1000, tokens)
    assert len(calls) == 1 and calls[0] <= SAMPLE_CHARS + 10
    kept = fitted.contexts[0]["text"]
    assert math.ceil(len(kept) / 2) <= 1000 and CUT in kept and "flight to Berlin" in kept
    assert fitted.cut[0]["tokens"] > 19_000 and tokens.by == "tokenizer"
