"""The query service: ``personalize(messages, role)``, search, ask and record lookup over one vault.

It reads the vault through the core (hinet_pipeline.read.retrieval, hinet_pipeline.read.personalize) on its
own WAL reader connection, so it sees what the sleep cycle commits without a restart; it adds only
the lock on that connection and the reload after a rekey or a reembed. Every method takes the
caller's role as a Role (``role(name)`` resolves a name: the face does it once per request).
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable, TypeVar

import sqlcipher3

from hinet_pipeline.config import Home, Role
from hinet_pipeline.errors import (
    HinetError,
    ModelPinError,
    QueryError,
    VaultBusyError,
    VaultDamagedError,
    damage_error,
)
from hinet_pipeline.index.embedders import embedder_for, reader_embedder
from hinet_pipeline.live_roles import LiveRoles
from hinet_pipeline.read.budget import Tokens, answer_tokens, fit_lists, fit_record, fit_search
from hinet_pipeline.read.personalize import PERSONA, Personalized, personalize
from hinet_pipeline.read.retrieval import Retriever, SearchResult
from hinet_pipeline.read.retrieval.answer import require_role
from hinet_pipeline.store.citations import citation
from hinet_pipeline.store.items import readable_item
from hinet_pipeline.store.tokens import role_for_token
from hinet_pipeline.store.vault import Vault

log = logging.getLogger(__name__)


class QueryService:
    def __init__(self, home: Home, *, embedder=None, llm=None) -> None:
        self.home = home
        self.vault = Vault.open(home)
        settings = self.settings = home.settings()
        # roles are looked up afresh on every request: config.toml is read again when it changes
        settings.roles = self.roles = LiveRoles(home)
        if embedder is None:
            embedder = reader_embedder(self.vault, "hybrid", lambda: embedder_for(settings))
        self.retriever = Retriever(self.vault, embedder, settings)
        self._llm = llm
        self._lock = threading.Lock()  # one SQLite connection: one query at a time on it

    def close(self) -> None:
        self.vault.close()

    def warm(self) -> None:
        """Load the dense index now, on a connection of its own (`hinet serve` runs this in a thread
        as it starts): questions asked meanwhile are answered from BM25 alone, with a ``partial``
        note, instead of waiting. Failures are left to the first question to report."""
        retriever = self.retriever
        if retriever.embedder is None:
            return
        try:
            with Vault.open(self.home) as vault:
                retriever.dense.load_in_background(vault)
        except Exception as e:  # noqa: BLE001 - the first search meets the same state and says what it is
            log.debug("dense index not loaded ahead of the first question (%s)", type(e).__name__)

    def _read(self, fn: Callable[[], T]) -> T:
        """``fn()`` on the vault, one at a time on the one connection. Another process may change
        the vault under this long-lived reader: a `hinet rekey` re-encrypts it (every read then
        fails as "not a database"), a `hinet reembed` re-pins the model. Then the vault is opened
        again with the home's key (waiting for a rekey in progress to finish, as every command
        does) or the configured embedder reloaded, and ``fn`` answers from the new state; if that
        is impossible, VaultBusyError (HTTP 503) says what happened and to try again."""
        with self._lock:
            try:
                return fn()
            except sqlcipher3.DatabaseError as e:
                if damage_error(self.home.vault_path, e):
                    if "not a database" not in str(e) or self._still_damaged():
                        log.warning("read refused: the vault has a damaged page")
                        hint = "the owner runs `hinet verify`, then `hinet restore`"
                        raise VaultDamagedError("of this service", "has a damaged page", hint) from None
                elif "not a database" not in str(e):
                    raise
                self._reopen()
            except ModelPinError:
                if not self._reload_embedder():
                    raise
            try:
                return fn()
            except sqlcipher3.DatabaseError as e:
                raise VaultBusyError(f"the vault changed under this service ({e}): try again") from None

    def _still_damaged(self) -> bool:
        """ "not a database" after a rekey (the file changed under this connection) or a damaged page:
        a fresh connection with the home's key tells them apart."""
        try:
            with Vault.open(self.home) as vault:
                vault.conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return False
        except HinetError:
            return False  # busy / rekey in progress: _reopen waits and says so
        except sqlcipher3.DatabaseError:
            return True

    def _reopen(self) -> None:
        try:
            vault = Vault.open(self.home)
        except HinetError as e:
            raise VaultBusyError(f"the vault's key changed (hinet rekey?) and it cannot be opened again: {e}") from None
        old, self.vault = self.vault, vault
        self.retriever = Retriever(vault, self.retriever.embedder, self.settings)
        old.close()

    def _reload_embedder(self) -> bool:
        """After a `hinet reembed` to the model config.toml now names: that model, read afresh."""
        pin = self.vault.model_pin()
        try:
            embedder = embedder_for(self.home.settings())
        except HinetError:
            return False
        if pin is None or embedder.model_id != pin["id"]:
            return False
        self.retriever = Retriever(self.vault, embedder, self.settings)
        return True

    # -- auth ---------------------------------------------------------------------------------
    def role_for_token(self, token: str | None) -> str | None:
        return self._read(lambda: role_for_token(self.vault, token, self.roles))

    def role(self, name: str) -> Role:
        """The role called ``name`` as config.toml says now (an unknown one: QueryError)."""
        return self.settings.role(name)

    # -- search / personalize -----------------------------------------------------------------
    def search(
        self, query: str, *, role: Role, k: int = 10, filters: dict | None = None, mode: str = "hybrid"
    ) -> SearchResult:
        require_role(role)
        return self._read(lambda: self.retriever.search(query, role=role, k=k, filters=filters, mode=mode))

    def search_answer(
        self,
        query: str,
        *,
        role: Role,
        k: int = 10,
        filters: dict | None = None,
        mode: str = "hybrid",
        budget: int | None = None,
        reserve: int = 0,
        explain: bool = False,
    ) -> dict:
        """A search as HTTP and MCP answer it: within ``budget`` tokens ([query] answer_tokens unless
        given), hits with snippets, contexts cut around their hits (read/budget.fit_search);
        ``reserve``: tokens the caller adds per answer (MCP's lines per hit); ``explain`` (the owner's
        only): how each hit was ranked, the numbers the ranking used."""
        require_role(role)
        if explain and role.name != "owner":
            raise HinetError("explain is for the owner's role only")
        budget = answer_tokens(budget, self.settings.answer_tokens)

        def run() -> dict:
            res = self.retriever.search(query, role=role, k=k, filters=filters, mode=mode, explain=explain)
            return fit_search(res, budget, self.tokens(), reserve=reserve, conn=self.vault.conn)

        return self._read(run)

    def tokens(self) -> Tokens:
        """How this service counts an answer's tokens (the embedder's tokenizer, else characters/4)."""
        return Tokens(self.retriever.embedder)

    def fit(self, answer: dict, keys: tuple[str, ...], budget: int | None = None) -> dict:
        """``answer`` within ``budget`` tokens ([query] answer_tokens unless given), leaving out the
        last items of its lists ``keys`` (read/budget.fit_lists)."""
        budget = answer_tokens(budget, self.settings.answer_tokens)
        return self._read(lambda: fit_lists(answer, keys, budget, self.tokens()))

    def personalize(
        self,
        messages: list[dict],
        role: Role,
        *,
        k: int = 8,
        filters: dict | None = None,
        budget: int | None = None,
        reserve: int = 0,
    ) -> Personalized:
        """The messages with a system message of cited memory prepended, and the sources
        (hinet_pipeline.read.personalize: one analysis, one read for the hits and the facts; the
        system message within ``budget`` tokens, [query] answer_tokens unless given)."""
        require_role(role)
        return self._read(
            lambda: personalize(self.retriever, messages, role, k=k, filters=filters, budget=budget, reserve=reserve)
        )

    def people(
        self,
        role: Role,
        *,
        everyone: bool = False,
        limit: int | None = None,
        offset: int = 0,
        budget: int | None = None,
    ) -> dict[str, Any]:
        """Persons the role may see, with their identities (as `hinet people list`): ``limit`` of them
        from ``offset`` on, as many as ``budget`` tokens hold ([query] answer_tokens unless given);
        lists, bots and role mailboxes too with ``everyone``. Returns {people, total, offset, limit,
        next_offset, budget, cut?} (read/pages.people_answer)."""
        from hinet_pipeline.read.pages import people_answer

        require_role(role)
        budget = answer_tokens(budget, self.settings.answer_tokens)
        return self._read(
            lambda: people_answer(
                self.vault, role, budget, self.tokens(), everyone=everyone, limit=limit, offset=offset
            )
        )

    def person(self, who: str, role: Role) -> dict:
        """One person with sources, first/last contact, threads, companions and facts, all cited."""
        from hinet_pipeline.memory.profile import show

        require_role(role)
        return self._read(lambda: show(self.vault, role, who, precedence=self.settings.fact_precedence))

    def facts(
        self,
        role: Role,
        *,
        subject: str | None = None,
        predicate: str | None = None,
        as_of: str | None = None,
        history: bool = False,
    ) -> list[dict]:
        """Temporal facts with citations under the role's pre-filter (as `hinet facts`)."""
        from hinet_pipeline.memory.facts.store import read
        from hinet_pipeline.timeutil import parse_time

        require_role(role)
        try:
            when = parse_time(as_of, end=True) if as_of else None
            return self._read(
                lambda: read(
                    self.vault,
                    role,
                    subject=subject,
                    predicate=predicate,
                    as_of=when,
                    history=history,
                    precedence=self.settings.fact_precedence,
                )
            )
        except ValueError as e:
            raise QueryError(str(e)) from None

    def ask(self, messages: list[dict], role: Role, *, k: int = 8, max_tokens: int = 512) -> dict:
        """personalize() + the local LLM's answer, citing sources by number."""
        from hinet_pipeline.llm import LLM

        require_role(role)
        if self._llm is None:
            self._llm = LLM.load()
        out = self.personalize(messages, role, k=k)
        answer = self._llm.generate(out.messages, max_tokens=max_tokens)
        sources = {"memory_ids": out.memory_ids, "citations": out.citations}
        return {"answer": answer, "sources": sources, "timings_ms": out.timings_ms}

    def record(self, record_id: str, role: Role, *, budget: int | None = None, whole: bool = False) -> dict | None:
        """One record with its citation, if the role may read it (items.readable_item: the
        pre-filter's rule, and a superseded version only while the role may read the current one);
        its body cut to ``budget`` tokens ([query] answer_tokens unless given) unless ``whole``."""
        r = require_role(role)
        budget = answer_tokens(budget, self.settings.answer_tokens)
        found = self._read(lambda: readable_item(self.vault, r, record_id))
        if found is None:
            return None
        item, valid_from, valid_to = found
        out: dict[str, Any] = {"record_id": record_id, **item.to_dict(), "valid_from": valid_from, "valid_to": valid_to}
        out["citation"] = citation(record_id, item.origin)
        return out if whole else self._read(lambda: fit_record(out, budget, self.tokens()))


T = TypeVar("T")

__all__ = ["QueryService", "PERSONA"]
