"""personalize(): a conversation turned into one cited system message for a model.

The last user message is analysed once (time, sources, people: Retriever.analyse); the search
and the facts it is about are read in one read transaction, so a sleep run that commits meanwhile
never mixes two states into one answer. The result is typed (Personalized); ``to_dict`` is the
JSON the HTTP API, the CLI and the MCP server send. The query service only adds its lock and its
reload (query_service/service.py); the chat seam and the MCP server read the result's fields.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from hinet_pipeline.config import Role
from hinet_pipeline.errors import QueryError
from hinet_pipeline.read.budget import Tokens, answer_tokens, fit_contexts
from hinet_pipeline.read.relevant_facts import relevant_facts
from hinet_pipeline.read.retrieval.answer import require_role, validate_query, with_caveats
from hinet_pipeline.read.retrieval.dense import read_snapshot
from hinet_pipeline.read.retrieval.filters import Filters
from hinet_pipeline.read.retrieval.retriever import Retriever
from hinet_pipeline.read.snippets import record_titles, terms_of, with_snippets

PERSONA = (
    "You are the personal assistant of the person whose memory follows. Use the numbered memory "
    "excerpts when they are relevant to the conversation, cite them as [n], say so when the memory "
    "does not contain the answer, and never invent sources."
)
NOTHING = "(nothing relevant found in memory)"


def last_user_message(messages: list[dict]) -> str:
    """The text personalize() answers: the last user message with some text."""
    if not isinstance(messages, list) or not messages:
        raise QueryError("messages must be a non-empty list of {role, content}")
    for m in reversed(messages):
        if not isinstance(m, dict) or "content" not in m or "role" not in m:
            raise QueryError("each message needs a role and a content")
        if m["role"] == "user" and isinstance(m["content"], str) and m["content"].strip():
            return m["content"]
    raise QueryError("no user message to answer")


@dataclass
class Personalized:
    """One personalize() answer. ``citations``: the one citation shape (retrieval.citations) with
    ``n``, the number its context block carries in the system message (a block cites each of its
    hits' records); ``memory_ids``: those records in the same order."""

    question: str
    conversation: list[dict]  # the messages as given
    context_blocks: list[str]  # "[n] <provenance header>\n<text> ...", numbered from 1
    facts: list[dict]
    citations: list[dict]
    memory_ids: list[str]
    hits: list[dict] = field(default_factory=list)
    contexts: list[dict] = field(default_factory=list)
    timings_ms: dict = field(default_factory=dict)
    relaxed: list[dict] = field(default_factory=list)
    partial: list[dict] = field(default_factory=list)
    # the answer's token budget: {answer_tokens, used, counted_by}; ``cut``: the contexts cut to fit it
    budget: dict = field(default_factory=dict)
    cut: list[dict] = field(default_factory=list)
    titles: dict = field(default_factory=dict)  # the hits' records' titles, by record_id

    @property
    def facts_text(self) -> str:
        """The facts as the system message lists them, one a line, each with its citation."""
        return "".join(
            f"- {f['subject']} {f['predicate']} {f['object']} (since {f['valid_from'][:10]}"
            + (f", until {f['valid_to'][:10]}" if f["valid_to"] else "")
            + f") {f['citation']['display']}\n"
            for f in self.facts
        )

    @property
    def system_message(self) -> dict:
        """The one system message: the persona, the facts, the numbered memory excerpts."""
        memory = "\n\n".join(self.context_blocks) if self.context_blocks else NOTHING
        known = self.facts_text
        content = f"{PERSONA}\n\n" + (f"Facts:\n{known}\n" if known else "") + f"Memory:\n{memory}"
        return {"role": "system", "content": content}

    @property
    def messages(self) -> list[dict]:
        """The conversation with the system message prepended."""
        return [self.system_message, *self.conversation]

    def to_dict(self) -> dict:
        """The JSON of /v1/personalize (and of the CLI and the MCP tool's fields)."""
        out: dict[str, Any] = {
            "facts": self.facts,
            "messages": self.messages,
            "sources": {"memory_ids": self.memory_ids, "citations": self.citations},
            # each hit's best window (its whole text is in its context) and its record's title
            "hits": with_snippets(self.hits, self.question, titles=self.titles),
            "contexts": self.contexts,
            "timings_ms": self.timings_ms,
            "budget": self.budget,
        }
        if self.cut:
            out["cut"] = self.cut
        return with_caveats(out, self.relaxed, self.partial)


def personalize(
    retriever: Retriever,
    messages: list[dict],
    role: Role,
    *,
    k: int = 8,
    filters: Filters | dict | None = None,
    today: date | None = None,
    budget: int | None = None,
    reserve: int = 0,
) -> Personalized:
    """Search for the last user message as ``role`` (a Role: no default), take the live facts it is
    about under the same role, and number the parent-merged contexts as cited memory excerpts.
    One analysis of the question, one read transaction for the hits and the facts. The system
    message holds at most ``budget`` tokens (default: [query] answer_tokens): the excerpts share
    what the persona and the facts leave, cut around their hits (read/budget.py); ``reserve``: tokens
    the caller adds to the answer (MCP's line per hit), kept out of the excerpts' share."""
    role = require_role(role)
    question = last_user_message(messages)
    validate_query(question, "hybrid", k)
    budget = answer_tokens(budget, retriever.settings.answer_tokens)
    t0 = time.perf_counter()
    with read_snapshot(retriever.vault):  # hits and facts from one committed state
        derived = retriever.analyse(question, today)
        analysed = time.perf_counter()
        res = retriever.search(question, role=role, k=k, filters=filters, today=today, derived=derived)
        searched = time.perf_counter()
        facts = relevant_facts(retriever.vault, retriever.settings, role, question, today=today, derived=derived)
        titles = record_titles(retriever.vault.conn, res.hits)
    done = time.perf_counter()
    tokens = Tokens(retriever.embedder)
    fixed = Personalized(question, [], [f"[{n}] " for n in range(1, len(res.contexts) + 1)], facts, [], [])
    tokens.calibrate([fixed.system_message["content"], *(c["text"] for c in res.contexts)])  # one rate per answer
    room = budget - reserve - tokens.count(fixed.system_message["content"])
    fitted = fit_contexts(res.contexts, res.hits, terms_of(question), max(0, room), tokens)
    cut = time.perf_counter()
    blocks, citations, memory_ids = [], [], []
    by_record = {h["record_id"]: h for h in res.hits}
    for n, ctx in enumerate(fitted.contexts, 1):
        blocks.append(f"[{n}] {ctx['text']}")
        for rid in ctx["record_ids"]:
            citations.append({"n": n, **by_record[rid]["citation"]})
            memory_ids.append(rid)
    timings = {
        **res.timings_ms,
        "analyse": round((analysed - t0) * 1000, 3),
        "facts": round((done - searched) * 1000, 3),
        "budget": round((cut - done) * 1000, 3),
        "total": round((cut - t0) * 1000, 3),
    }
    return Personalized(
        question=question,
        conversation=list(messages),
        context_blocks=blocks,
        facts=facts,
        citations=citations,
        memory_ids=memory_ids,
        hits=res.hits,
        contexts=fitted.contexts,
        timings_ms=timings,
        relaxed=res.relaxed,
        partial=res.partial,
        budget={"answer_tokens": budget, "used": budget - room + fitted.used, "counted_by": tokens.by},
        cut=fitted.cut,
        titles=titles,
    )


__all__ = ["PERSONA", "Personalized", "last_user_message", "personalize"]
