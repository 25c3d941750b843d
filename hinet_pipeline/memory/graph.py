"""The provenance graph: deterministic SQL over the vault's records, each edge carrying the
record_id that justifies it.

Nodes (view ``graph_nodes``): ``source:S``, ``account:S/A``, ``container:S/C``, ``thread:T``,
``item:RECORD``, ``person:P``, ``fact:F``. Edges (view ``graph_edges``):

* item ``in_thread`` thread, item ``in_container`` container (or ``in_source`` its account or
  source), thread ``thread_in`` container, container ``in_account`` account, account ``in_source``
  source (the structure: where a record lives);
* person ``authored`` / ``participated`` item (from the people step's identities);
* fact ``stated_in`` item, person ``has_fact`` fact (from the facts stage).

Stored is only what no record column already says (schema v5): the places (``graph_places``) and
the edges between places and person → fact (``graph_links``), each cited by the first record that
shows it. An item's own edges and a fact's ``stated_in`` are views over ``items``,
``item_identities`` and ``facts``: one copy, which cannot drift, and nothing per item to write.
The views show an item once the stage has taken it in (``graph_state``), a fact once it passed the
stage's watermark, so the graph is what the last run made of the records.

Maintained incrementally: a partial index finds the items not in the graph yet, a watermark the
facts; a merge or split of people rewrites only those persons' ``has_fact`` links
(``relink_people``); their item edges follow their identities by themselves.
"""

from __future__ import annotations

import json
import time
from collections import Counter

from hinet_pipeline.stages import Progress, StageResult, in_batches, pending_rows
from hinet_pipeline.store.vault import Vault

_PLACE = "INSERT OR IGNORE INTO graph_places(node_id, kind, label) VALUES (?,?,?)"
# a link once (its key is src, kind, dst), cited by the first record that shows it
_LINK = "INSERT OR IGNORE INTO graph_links(src, dst, kind, record_id) VALUES (?,?,?,?)"
GRAPH_BATCH = 5000  # items per transaction


def _fact_subjects(c, where: str, params: list) -> list[tuple]:
    """person → fact edges. A fact names its subject as records do: an ``email`` fact belongs to the
    person holding that address; a fact whose subject is an address (mail's facts) to the person
    holding it; otherwise to the one person ``people.resolve``'s exact phase finds for that name, in
    any of the ways it is written ("Lucy Ortiz" is the person "Ortiz, Lucy"; a name several persons
    share, "e-mail" in a header or two Dana Levis, links none rather than all)."""
    from hinet_pipeline.memory.people.resolve import exact

    edges = c.execute(
        "SELECT 'person:' || d.person_id, 'fact:' || f.fact_id, 'has_fact', f.record_id FROM facts f "
        "JOIN identities d ON d.kind = 'email' AND d.value = f.object "
        f"WHERE f.predicate = 'email' AND {where} "
        "UNION SELECT 'person:' || d.person_id, 'fact:' || f.fact_id, 'has_fact', f.record_id FROM facts f "
        "JOIN identities d ON d.kind = 'email' AND d.value = f.subject "
        f"WHERE f.predicate != 'email' AND {where}",
        [*params, *params],
    ).fetchall()
    named = c.execute(
        "SELECT f.fact_id, f.subject, f.record_id FROM facts f "
        f"WHERE f.predicate != 'email' AND instr(f.subject, '@') = 0 AND {where}",
        params,
    ).fetchall()
    people: dict[str, list[int]] = {}
    for fact_id, subject, record_id in named:
        if subject not in people:
            people[subject] = exact(c, subject)
        if len(people[subject]) == 1:
            edges.append((f"person:{people[subject][0]}", f"fact:{fact_id}", "has_fact", record_id))
    return edges


def graph_stage(vault: Vault, *, day: str | None = None, progress: Progress | None = None) -> StageResult:
    """``progress``: called with (items done, items to do) after each batch."""
    t0 = time.perf_counter()
    done = 0
    added: Counter = Counter()
    places_added = 0
    todo = pending_rows(vault, "SELECT rowid FROM items WHERE graph_state = 0 ORDER BY rowid", day, True)
    for ids in in_batches(todo, GRAPH_BATCH):
        marks = ",".join("?" * len(ids))
        rows = vault.conn.execute(
            f"SELECT record_id, source, account, container, thread_id FROM items WHERE rowid IN ({marks})", ids
        ).fetchall()
        places: dict[str, tuple] = {}
        links: dict[tuple, tuple] = {}  # a place's edge repeats for every item under it: its first sighting
        for record_id, source, account, container, thread in rows:
            top = f"source:{source}"
            places.setdefault(top, (top, "source", source))
            if account:
                top = f"account:{source}/{account}"
                places.setdefault(top, (top, "account", account))
                links.setdefault((top, f"source:{source}", "in_source"), (record_id,))
            holder = top
            if container:
                holder = f"container:{source}/{container}"
                places.setdefault(holder, (holder, "container", container))
                links.setdefault((holder, top, "in_account" if account else "in_source"), (record_id,))
            added["in_container" if container else "in_source"] += 1
            if thread:
                places.setdefault(f"thread:{thread}", (f"thread:{thread}", "thread", thread))
                links.setdefault((f"thread:{thread}", holder, "thread_in"), (record_id,))
                added["in_thread"] += 1
        with vault.transaction() as c:
            places_added += max(c.executemany(_PLACE, list(places.values())).rowcount, 0)
            by_kind: dict[str, list[tuple]] = {}
            for (src, dst, kind), (record_id,) in links.items():
                by_kind.setdefault(kind, []).append((src, dst, kind, record_id))
            for kind, edges in by_kind.items():
                added[kind] += max(c.executemany(_LINK, edges).rowcount, 0)
            for role, n in c.execute(
                f"SELECT role, count(DISTINCT d.person_id || ' ' || ii.item_rowid) FROM item_identities ii "
                f"JOIN identities d ON d.identity_id = ii.identity_id WHERE ii.item_rowid IN ({marks}) GROUP BY role",
                ids,
            ):
                added["authored" if role == "author" else "participated"] += n
            c.execute(f"UPDATE items SET graph_state = 1 WHERE rowid IN ({marks})", ids)
        done += len(ids)
        if progress:
            progress(done, len(todo))
    with vault.transaction() as c:  # facts added since the last run (rows are only ever added)
        row = c.execute("SELECT value FROM graph_marks WHERE name = 'fact_id'").fetchone()
        mark = row[0] if row else 0
        top = c.execute("SELECT coalesce(max(fact_id), 0) FROM facts").fetchone()[0]
        if top > mark:
            added["stated_in"] += top - mark
            added["has_fact"] += max(c.executemany(_LINK, _fact_subjects(c, "f.fact_id > ?", [mark])).rowcount, 0)
            c.execute("INSERT OR REPLACE INTO graph_marks VALUES ('fact_id', ?)", (top,))
        if added:
            _add_marks(c, edges=sum(added.values()), places=places_added, items=len(todo), facts=max(top - mark, 0))
            vault.append_audit("graph", {"edges_added": sum(added.values())})
    totals = dict(vault.conn.execute("SELECT name, value FROM graph_marks"))
    persons = vault.conn.execute("SELECT count(*) FROM persons WHERE merged_into IS NULL").fetchone()[0]
    counts = {
        "items": len(todo),
        "edges_added": sum(added.values()),
        **{f"edges_added_{k}": n for k, n in sorted(added.items())},
        # totals kept as running sums (a count over the views would read the whole vault each run)
        "nodes": sum(totals.get(k, 0) for k in ("places", "items", "fact_id")) + persons,
        "edges": totals.get("edges", 0),
    }
    return StageResult(counts, time.perf_counter() - t0)


def relink_people(c, person_ids: list[int], edges_before: int) -> None:
    """After a merge or split (inside its transaction): these persons' fact links again, from their
    identities now (their item edges are a view over their identities and follow by themselves).
    ``edges_before``: ``person_edges(c, person_ids)`` before the identities moved (two identities
    of one person on one record are one edge, so a merge can fold edges: the running total follows)."""
    nodes = [f"person:{p}" for p in person_ids]
    marks = ",".join("?" * len(person_ids))
    removed = c.execute(f"DELETE FROM graph_links WHERE src IN ({marks}) AND kind = 'has_fact'", nodes).rowcount
    from hinet_pipeline.memory.people.resolve import exact

    ids = set(person_ids)
    named = [  # the names facts are recorded under that name one of these persons now, in any order
        s
        for (s,) in c.execute(
            "SELECT DISTINCT subject FROM facts WHERE predicate != 'email' AND instr(subject, '@') = 0"
        )
        if ids & set(exact(c, s))
    ]
    mine = (  # those facts, and the facts whose subject is one of their addresses or whose address they hold
        f"(f.subject IN (SELECT value FROM json_each(?)) OR f.subject IN (SELECT value FROM identities WHERE kind = "
        f"'email' AND person_id IN ({marks})) OR f.object IN (SELECT value FROM identities WHERE kind = 'email' AND "
        f"person_id IN ({marks})))"
    )
    watermark = "f.fact_id <= (SELECT coalesce(max(value), 0) FROM graph_marks WHERE name = 'fact_id')"
    edges = _fact_subjects(c, f"{mine} AND {watermark}", [json.dumps(named), *person_ids, *person_ids])
    inserted = max(c.executemany(_LINK, [e for e in edges if e[0] in nodes]).rowcount, 0)
    _add_marks(c, edges=person_edges(c, person_ids) + inserted - edges_before - removed)


def person_edges(c, person_ids: list[int]) -> int:
    """These persons' item edges as the ``graph_edges`` view counts them (one per person, item, role)."""
    marks = ",".join("?" * len(person_ids))
    return c.execute(
        "SELECT count(*) FROM (SELECT DISTINCT d.person_id, ii.item_rowid, ii.role FROM item_identities ii "
        "JOIN identities d ON d.identity_id = ii.identity_id JOIN items i ON i.rowid = ii.item_rowid "
        f"WHERE d.person_id IN ({marks}) AND i.graph_state = 1)",
        list(person_ids),
    ).fetchone()[0]


def _add_marks(c, **deltas: int) -> None:
    """Running totals in ``graph_marks`` (``fact_id`` is the facts watermark, set apart)."""
    c.executemany(
        "INSERT INTO graph_marks(name, value) VALUES (?1, ?2) ON CONFLICT(name) DO UPDATE SET value = value + ?2",
        [(k, v) for k, v in deltas.items() if k != "facts" and v],
    )


def _exists(node: str) -> str:
    """SQL: the node that column ``node`` names exists (an index lookup by its kind, not a scan
    of the ``graph_nodes`` view)."""
    return (
        f"(CASE substr({node}, 1, instr({node}, ':') - 1) "
        f"WHEN 'person' THEN EXISTS (SELECT 1 FROM persons WHERE person_id = CAST(substr({node}, 8) AS INTEGER) "
        "AND merged_into IS NULL) "
        f"WHEN 'fact' THEN EXISTS (SELECT 1 FROM facts WHERE fact_id = CAST(substr({node}, 6) AS INTEGER)) "
        f"WHEN 'item' THEN EXISTS (SELECT 1 FROM items WHERE record_id = substr({node}, 6)) "
        f"ELSE EXISTS (SELECT 1 FROM graph_places WHERE node_id = {node}) END)"
    )


def graph_health(vault: Vault) -> dict[str, int]:
    """0 everywhere = healthy: every edge resolves to a stored record and to nodes that exist. The
    stored links are checked row by row; an item's own edges resolve to it by construction, so what
    is checked for them is the places and persons they point to."""
    q = lambda sql: vault.conn.execute(sql).fetchone()[0]  # noqa: E731
    items = "FROM items WHERE graph_state = 1 AND "
    return {
        "edges_without_record": q(
            "SELECT count(*) FROM graph_links e "
            "WHERE NOT EXISTS (SELECT 1 FROM items i WHERE i.record_id = e.record_id)"
        ),
        "edges_without_node": q(f"SELECT count(*) FROM graph_links WHERE NOT {_exists('src')} OR NOT {_exists('dst')}")
        + q(
            f"SELECT count(*) {items} nullif(container, '') IS NOT NULL AND NOT EXISTS "
            "(SELECT 1 FROM graph_places WHERE node_id = 'container:' || source || '/' || container)"
        )
        + q(
            f"SELECT count(*) {items} nullif(thread_id, '') IS NOT NULL AND NOT EXISTS "
            "(SELECT 1 FROM graph_places WHERE node_id = 'thread:' || thread_id)"
        )
        + q(
            "SELECT count(*) FROM item_identities ii JOIN identities d ON d.identity_id = ii.identity_id "
            "JOIN persons p ON p.person_id = d.person_id WHERE p.merged_into IS NOT NULL"
        ),
    }
