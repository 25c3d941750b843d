"""The vault schema: one ordered registry of migrations, ``MIGRATIONS``, that ``Vault.migrate``
applies in order, each in its own transaction (``PRAGMA user_version`` is the last one applied).

Each migration's SQL is frozen inside it, as it was released: the schema modules import nothing
of the live code (``tests/test_vault.py`` walks their imports), so a change elsewhere never
rewrites an old migration; a new schema is a new migration at the end of the list. The one
exception is v9's classification of the identities a vault already held (``memory.people_kinds``):
it runs the people step's own rules, which read and write only v9's tables and columns.
Vector tables depend on the pinned model's dimension and are created by ``Vault.pin_model``.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

import sqlcipher3

from hinet_pipeline.store.schema import core, forget, memory, probes, vector_index
from hinet_pipeline.store.schema.ddl import run_script

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "Migration", "run_script"]


class Migration(NamedTuple):
    version: int
    name: str  # what it holds, as the audit event of the upgrade records it
    apply: Callable[[sqlcipher3.Connection], None]


MIGRATIONS: list[Migration] = [
    Migration(1, "core tables: items, chunks, FTS5, model pin, facts, graph, quarantine, audit", core.core_tables),
    Migration(2, "query service: eval runs, API tokens", core.eval_runs_and_api_tokens),
    Migration(3, "facts: observations and bi-temporal consolidated facts", memory.fact_tables),
    Migration(
        4, "people: persons, identities, merges; the provenance graph's progress", memory.people_tables_and_keyed_graph
    ),
    Migration(
        5, "provenance graph: stored places and links, the edges records already state as views", memory.graph_views
    ),
    Migration(
        6,
        "vectors stored once, in vec0: int8 codes for the scan and the float32 vector beside them",
        vector_index.vectors_in_vec0,
    ),
    Migration(7, "indexes for a filter on one account or thread", core.account_and_thread_indexes),
    Migration(8, "API tokens: when each was last used and revoked", core.token_use_columns),
    Migration(
        9, "people: kinds (person, list, bot, newsletter, role), names and signals per identity", memory.people_kinds
    ),
    Migration(
        10, "eval gate: self-made probe sets inside the vault, eval runs by set and cycle", probes.self_probe_tables
    ),
    Migration(
        11, "forgetting: tombstones (hashes only), the forgets and their pending work, backups", forget.forget_tables
    ),
]

SCHEMA_VERSION = MIGRATIONS[-1].version
