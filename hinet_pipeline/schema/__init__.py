"""The vault schema, created and migrated in one place, in order (``PRAGMA user_version``).

Every Origin field is an indexed column so the query service can pre-filter in SQL. Vector
tables depend on the pinned model's dimension and are created by ``Vault.pin_model``.
"""

from __future__ import annotations

from typing import Callable

import sqlcipher3

from .core import _v1_core, _v2_query_service, _v7_narrow_filter_indexes, _v8_token_use
from .ddl import run_script
from .memory import _v3_facts, _v4_people_graph, _v5_graph_views, _v9_people_kinds
from .vectors_once import _v6_vectors_once

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "Migration", "run_script"]

Migration = tuple[int, str, Callable[[sqlcipher3.Connection], None]]


MIGRATIONS: list[Migration] = [
    (1, "core tables: items, chunks, FTS5, model pin, facts, graph, quarantine, audit", _v1_core),
    (2, "query service: eval runs, API tokens", _v2_query_service),
    (3, "facts: observations and bi-temporal consolidated facts", _v3_facts),
    (4, "people: persons, identities, merges; the provenance graph's progress", _v4_people_graph),
    (5, "provenance graph: stored places and links, the edges records already state as views", _v5_graph_views),
    (6, "vectors stored once, in vec0: int8 codes for the scan and the float32 vector beside them", _v6_vectors_once),
    (7, "indexes for a filter on one account or thread", _v7_narrow_filter_indexes),
    (8, "API tokens: when each was last used and revoked", _v8_token_use),
    (9, "people: kinds (person, list, bot, newsletter, role), names and signals per identity", _v9_people_kinds),
]

SCHEMA_VERSION = MIGRATIONS[-1][0]
