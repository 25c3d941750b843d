"""The provenance graph: deterministic SQL tables over the vault's records, each edge carrying the
record_id that justifies it.

Nodes (``graph_nodes``): ``source:S``, ``account:S/A``, ``container:S/C``, ``thread:T``,
``item:RECORD``, ``person:P``, ``fact:F``. Edges (``graph_edges``):

* item ``in_thread`` thread, item ``in_container`` container, thread ``thread_in`` container,
  container ``in_account`` account, account ``in_source`` source (the structure: where a record lives);
* person ``authored`` / ``participated`` item (from the people step's identities);
* fact ``stated_in`` item, person ``has_fact`` fact (from the facts stage).

Maintained incrementally: a partial index finds the items not in the graph yet, a watermark the
facts; a merge or split of people rewrites only those persons' edges (``relink_people``).
"""

from __future__ import annotations

import time
from collections import Counter

from .indexing import StageResult, in_batches, pending_rows
from .vault import Vault

_FIRST = (  # a structural edge once, cited by the first record that shows it
    "INSERT INTO graph_edges(src, dst, kind, record_id) SELECT ?1, ?2, ?3, ?4 "
    "WHERE NOT EXISTS (SELECT 1 FROM graph_edges WHERE src = ?1 AND kind = ?3 AND dst = ?2)"
)
# items per transaction: an edge's keys are record ids (random), so each commit rewrites pages all
# over graph_edges' indexes and a commit's cost grows with the graph. Fewer, larger commits than the
# other stages' BATCH: a 50k-item day (the ingest benchmark's corpus) writes 0.69 GB, not 1.28, for a
# bounded few MB more of rows in memory
GRAPH_BATCH = 5000
_NODE = "INSERT OR IGNORE INTO graph_nodes(node_id, kind, label) VALUES (?,?,?)"
_EDGE = "INSERT OR IGNORE INTO graph_edges(src, dst, kind, record_id) VALUES (?,?,?,?)"


def _insert(c, sql: str, edges, added: Counter, *, count_zero: bool = True) -> None:
    """Insert edges with one ``executemany`` per kind (in their order: the first record showing a
    structural edge is the one it cites), counting the rows each kind added."""
    by_kind: dict[str, list[tuple]] = {}
    for e in edges:
        by_kind.setdefault(e[2], []).append(e[:4])
    for kind, rows in by_kind.items():
        n = max(c.executemany(sql, rows).rowcount, 0)
        if n or count_zero:
            added[kind] += n


def _person_edges(c, where: str, params: list) -> list[tuple]:
    return c.execute(
        "SELECT 'person:' || d.person_id, 'item:' || i.record_id, "
        "CASE ii.role WHEN 'author' THEN 'authored' ELSE 'participated' END, i.record_id "
        "FROM item_identities ii JOIN identities d ON d.identity_id = ii.identity_id "
        f"JOIN items i ON i.rowid = ii.item_rowid WHERE {where}",
        params,
    ).fetchall()


def _fact_subjects(c, where: str, params: list) -> list[tuple]:
    """person → fact edges. A fact names its subject as records do: an ``email`` fact belongs to the
    person holding that address; otherwise to the one person of that name (a name several persons
    share, "e-mail" in a header or two Dana Levis, links none rather than all)."""
    return c.execute(
        "SELECT 'person:' || d.person_id, 'fact:' || f.fact_id, 'has_fact', f.record_id FROM facts f "
        "JOIN identities d ON d.kind = 'email' AND d.value = f.object "
        f"WHERE f.predicate = 'email' AND {where} "
        "UNION SELECT 'person:' || min(n.person_id), 'fact:' || f.fact_id, 'has_fact', f.record_id FROM facts f "
        "JOIN (SELECT person_id, name FROM persons WHERE merged_into IS NULL UNION "
        "SELECT person_id, display FROM identities WHERE display IS NOT NULL) n ON n.name = f.subject "
        f"WHERE f.predicate != 'email' AND {where} GROUP BY f.fact_id HAVING count(DISTINCT n.person_id) = 1",
        [*params, *params],
    ).fetchall()


def _person_nodes(c, person_ids) -> None:
    marks = ",".join("?" * len(person_ids))
    c.execute(
        f"INSERT OR REPLACE INTO graph_nodes(node_id, kind, label) SELECT 'person:' || person_id, 'person', name "
        f"FROM persons WHERE person_id IN ({marks})",
        list(person_ids),
    )


def graph_stage(vault: Vault, *, day: str | None = None) -> StageResult:
    t0 = time.perf_counter()
    added: Counter = Counter()
    todo = pending_rows(vault, "SELECT rowid FROM items WHERE graph_state = 0 ORDER BY rowid", day, True)
    for ids in in_batches(todo, GRAPH_BATCH):
        marks = ",".join("?" * len(ids))
        rows = vault.conn.execute(
            f"SELECT record_id, source, account, container, thread_id, title FROM items WHERE rowid IN ({marks})", ids
        ).fetchall()
        with vault.transaction() as c:
            nodes, edges = [], []
            for record_id, source, account, container, thread, title in rows:
                item = f"item:{record_id}"
                nodes.append((item, "item", title or source))
                nodes.append((f"source:{source}", "source", source))
                top = f"source:{source}"
                if account:
                    top = f"account:{source}/{account}"
                    nodes.append((top, "account", account))
                    edges.append((top, f"source:{source}", "in_source", record_id, True))
                holder = top
                if container:
                    holder = f"container:{source}/{container}"
                    nodes.append((holder, "container", container))
                    edges.append((holder, top, "in_account" if account else "in_source", record_id, True))
                edges.append((item, holder, "in_container" if container else "in_source", record_id, False))
                if thread:
                    nodes.append((f"thread:{thread}", "thread", thread))
                    edges.append((item, f"thread:{thread}", "in_thread", record_id, False))
                    edges.append((f"thread:{thread}", holder, "thread_in", record_id, True))
            c.executemany(_NODE, list(dict.fromkeys(nodes)))
            # a structural edge repeats for every item under it: only its first sighting can insert
            once: dict[tuple, tuple] = {}
            for e in edges:
                if e[4]:
                    once.setdefault(e[:3], e)
            _insert(c, _FIRST, once.values(), added)
            _insert(c, _EDGE, [e for e in edges if not e[4]], added)
            people = _person_edges(c, f"ii.item_rowid IN ({marks})", ids)
            _person_nodes(c, {src.split(":", 1)[1] for src, *_ in people})
            _insert(c, _EDGE, people, added, count_zero=False)
            c.execute(f"UPDATE items SET graph_state = 1 WHERE rowid IN ({marks})", ids)
    with vault.transaction() as c:  # facts added since the last run (rows are only ever added)
        row = c.execute("SELECT value FROM graph_marks WHERE name = 'fact_id'").fetchone()
        mark = row[0] if row else 0
        top = c.execute("SELECT coalesce(max(fact_id), 0) FROM facts").fetchone()[0]
        if top > mark:
            c.execute(
                "INSERT OR IGNORE INTO graph_nodes(node_id, kind, label) SELECT 'fact:' || fact_id, 'fact', "
                "predicate || ' ' || object FROM facts WHERE fact_id > ?",
                (mark,),
            )
            stated = c.execute(
                "SELECT 'fact:' || fact_id, 'item:' || record_id, 'stated_in', record_id FROM facts WHERE fact_id > ?",
                (mark,),
            ).fetchall()
            _insert(c, _EDGE, [*stated, *_fact_subjects(c, "f.fact_id > ?", [mark])], added)
            c.execute("INSERT OR REPLACE INTO graph_marks VALUES ('fact_id', ?)", (top,))
        if added:
            vault.append_audit("graph", {"edges_added": sum(added.values())})
    counts = {
        "items": len(todo),
        "edges_added": sum(added.values()),
        **{f"edges_added_{k}": n for k, n in sorted(added.items())},
        "nodes": vault.conn.execute("SELECT count(*) FROM graph_nodes").fetchone()[0],
        "edges": vault.conn.execute("SELECT count(*) FROM graph_edges").fetchone()[0],
    }
    return StageResult(counts, time.perf_counter() - t0)


def relink_people(c, person_ids: list[int]) -> None:
    """After a merge or split (inside its transaction): these persons' edges again, from their
    identities now. The graph is derived: its person edges follow the people, whatever happened."""
    nodes = [f"person:{p}" for p in person_ids]
    marks = ",".join("?" * len(person_ids))
    c.execute(
        f"DELETE FROM graph_edges WHERE src IN ({','.join('?' * len(nodes))}) "
        "AND kind IN ('authored', 'participated', 'has_fact')",
        nodes,
    )
    _person_nodes(c, person_ids)
    edges = _person_edges(c, f"d.person_id IN ({marks}) AND i.graph_state = 1", list(person_ids))
    mine = (  # the facts whose subject is one of these persons' names, or whose address they hold
        f"(f.subject IN (SELECT name FROM persons WHERE person_id IN ({marks}) UNION SELECT display FROM identities "
        f"WHERE person_id IN ({marks})) OR f.object IN (SELECT value FROM identities WHERE kind = 'email' "
        f"AND person_id IN ({marks})))"
    )
    edges += [e for e in _fact_subjects(c, mine, list(person_ids) * 3) if e[0] in nodes]
    c.executemany(_EDGE, edges)


def graph_health(vault: Vault) -> dict[str, int]:
    """0 everywhere = healthy: every edge resolves to a stored record and to nodes that exist."""
    q = lambda sql: vault.conn.execute(sql).fetchone()[0]  # noqa: E731
    return {
        "edges_without_record": q(
            "SELECT count(*) FROM graph_edges e "
            "WHERE NOT EXISTS (SELECT 1 FROM items i WHERE i.record_id = e.record_id)"
        ),
        "edges_without_node": q(
            "SELECT count(*) FROM graph_edges e WHERE NOT EXISTS (SELECT 1 FROM graph_nodes n WHERE n.node_id = e.src) "
            "OR NOT EXISTS (SELECT 1 FROM graph_nodes n WHERE n.node_id = e.dst)"
        ),
    }
