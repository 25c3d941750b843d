"""The query service: ``personalize(messages, role)``, search, ask and record lookup over one vault.

It reads the vault through the core (hinet_pipeline.retrieval) on its own WAL reader connection,
so it sees what the sleep cycle commits without a restart.
"""

from __future__ import annotations

import threading
from typing import Any

from hinet_pipeline.config import Home
from hinet_pipeline.embedders import embedder_for, reader_embedder
from hinet_pipeline.errors import QueryError
from hinet_pipeline.facts.relevant import relevant_facts
from hinet_pipeline.items import get_item
from hinet_pipeline.retrieval import Retriever, SearchResult
from hinet_pipeline.tokens import role_for_token
from hinet_pipeline.vault import Vault

PERSONA = (
    "You are the personal assistant of the person whose memory follows. Use the numbered memory "
    "excerpts when they are relevant to the conversation, cite them as [n], say so when the memory "
    "does not contain the answer, and never invent sources."
)


def last_user_message(messages: list[dict]) -> str:
    if not isinstance(messages, list) or not messages:
        raise QueryError("messages must be a non-empty list of {role, content}")
    for m in reversed(messages):
        if not isinstance(m, dict) or "content" not in m or "role" not in m:
            raise QueryError("each message needs a role and a content")
        if m["role"] == "user" and isinstance(m["content"], str) and m["content"].strip():
            return m["content"]
    raise QueryError("no user message to answer")


class QueryService:
    def __init__(self, home: Home, *, embedder=None, llm=None) -> None:
        self.home = home
        self.vault = Vault.open(home)
        settings = self.settings = home.settings()
        self.roles = settings.roles
        if embedder is None:
            embedder = reader_embedder(self.vault, "hybrid", lambda: embedder_for(settings))
        self.retriever = Retriever(self.vault, embedder, settings)
        self._llm = llm
        self._lock = threading.Lock()  # one SQLite connection: one query at a time on it

    def close(self) -> None:
        self.vault.close()

    # -- auth ---------------------------------------------------------------------------------
    def role_for_token(self, token: str | None) -> str | None:
        with self._lock:
            return role_for_token(self.vault, token, self.roles)

    # -- search / personalize -----------------------------------------------------------------
    def search(
        self, query: str, *, k: int = 10, filters: dict | None = None, role: str = "owner", mode: str = "hybrid"
    ) -> SearchResult:
        with self._lock:
            return self.retriever.search(query, k=k, filters=filters, role=role, mode=mode)

    def personalize(
        self, messages: list[dict], role: str = "owner", *, k: int = 8, filters: dict | None = None
    ) -> dict:
        """The messages with a system message of cited memory prepended, and the sources."""
        question = last_user_message(messages)
        res = self.search(question, k=k, filters=filters, role=role)
        with self._lock:  # the facts the question is about, under the same role
            facts = relevant_facts(self.vault, self.settings, self.retriever.role(role), question)
        numbered, citations, memory_ids = [], [], []
        for n, ctx in enumerate(res.contexts, 1):
            numbered.append(f"[{n}] {ctx['text']}")
            for rid in ctx["record_ids"]:
                hit = next(h for h in res.hits if h["record_id"] == rid)
                citations.append(
                    {"n": n, "record_id": rid, "display": hit["citation"]["display"], "url": hit["citation"]["url"]}
                )
                memory_ids.append(rid)
        memory = "\n\n".join(numbered) if numbered else "(nothing relevant found in memory)"
        known = "".join(
            f"- {f['subject']} {f['predicate']} {f['object']} (since {f['valid_from'][:10]}"
            + (f", until {f['valid_to'][:10]}" if f["valid_to"] else "")
            + f") {f['citation']['display']}\n"
            for f in facts
        )
        system = {
            "role": "system",
            "content": f"{PERSONA}\n\n" + (f"Facts:\n{known}\n" if known else "") + f"Memory:\n{memory}",
        }
        return {
            "facts": facts,
            "messages": [system, *messages],
            "sources": {"memory_ids": memory_ids, "citations": citations},
            "hits": res.hits,
            "contexts": res.contexts,
            "timings_ms": res.timings_ms,
            **({"relaxed": res.relaxed} if res.relaxed else {}),
        }

    def people(self, role: str = "owner") -> list[dict]:
        """Persons the role may see, with their identities (as `hinet people list`)."""
        from hinet_pipeline.people.directory import list_people

        with self._lock:
            return list_people(self.vault, self.retriever.role(role))

    def person(self, who: str, role: str = "owner") -> dict:
        """One person with sources, first/last contact, threads, companions and facts, all cited."""
        from hinet_pipeline.profile import show

        with self._lock:
            return show(self.vault, self.retriever.role(role), who)

    def facts(
        self,
        role: str = "owner",
        *,
        subject: str | None = None,
        predicate: str | None = None,
        as_of: str | None = None,
        history: bool = False,
    ) -> list[dict]:
        """Temporal facts with citations under the role's pre-filter (as `hinet facts`)."""
        from hinet_pipeline.facts.store import read
        from hinet_pipeline.timeutil import parse_time

        try:
            when = parse_time(as_of, end=True) if as_of else None
            with self._lock:
                return read(
                    self.vault,
                    self.retriever.role(role),
                    subject=subject,
                    predicate=predicate,
                    as_of=when,
                    history=history,
                )
        except ValueError as e:
            raise QueryError(str(e)) from None

    def ask(self, messages: list[dict], role: str = "owner", *, k: int = 8, max_tokens: int = 512) -> dict:
        """personalize() + the local LLM's answer, citing sources by number."""
        from hinet_pipeline.llm import LLM

        if self._llm is None:
            self._llm = LLM.load()
        out = self.personalize(messages, role, k=k)
        answer = self._llm.generate(out["messages"], max_tokens=max_tokens)
        return {"answer": answer, "sources": out["sources"], "timings_ms": out["timings_ms"]}

    def record(self, record_id: str, role: str = "owner") -> dict | None:
        """One record with its citation, if the role may see it (same rules as the pre-filter)."""
        r = self.retriever.role(role)
        with self._lock:
            item = get_item(self.vault, record_id)
            validity = self.vault.conn.execute(
                "SELECT valid_from, valid_to FROM items WHERE record_id = ?", (record_id,)
            ).fetchone()
        if item is None or not r.allows(item.source, item.sensitivity):
            return None
        out: dict[str, Any] = {
            "record_id": record_id,
            **item.to_dict(),
            "valid_from": validity[0],
            "valid_to": validity[1],
        }
        out["citation"] = {"display": item.origin.display(), "url": item.url}
        return out


__all__ = ["QueryService", "PERSONA"]
