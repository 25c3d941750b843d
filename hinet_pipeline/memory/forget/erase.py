"""Erasing a forget's selection (issue [17]), in ONE vault transaction (``secure_delete`` on):

* items and all their versions, their chunks, FTS5 rows and vec0 rows;
* their fact observations; the facts of the (subject, predicate) pairs they touched are consolidated
  again by the facts store's own ``refresh`` (a fact that loses its only evidence ends, another loses
  that citation), and every fact row, current or retracted, that still cites them is deleted;
* graph links they are cited by, places no record is left in, the people links of the records;
  identities no record is left to (and persons with none, unless the owner merged or split them);
  with ``--person``: that person, their identities, and the facts about them;
* quarantine entries that hold them; tombstones (hashes only) so a landing skips them; one audit
  event with hashes and counts (no content, no names).

Then ``store.forgetting.finish`` rewrites the landing batches without them and compacts the vault
(FTS5 optimize, VACUUM, the log truncated); a kill there is finished by the next command.
"""

from __future__ import annotations

import hashlib
import json

from hinet_pipeline.config import Home
from hinet_pipeline.faults import crash_point
from hinet_pipeline.memory.facts.store import refresh
from hinet_pipeline.memory.forget.reach import (
    CITES,
    OBSERVED,
    count,
    load,
    people_to_drop,
    probe_rows,
    quarantine_rows,
)
from hinet_pipeline.memory.forget.selection import ForgetError, Selection, column
from hinet_pipeline.store import forgetting
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.store.vectors import VEC_TABLE
from hinet_pipeline.timeutil import utcnow


class _InTransaction:
    """The vault, for code that opens its own transaction (the facts store's ``refresh``), inside the
    forget's one transaction: its writes commit or roll back with the rest."""

    def __init__(self, vault: Vault) -> None:
        self._vault = vault
        self.conn = vault.conn

    def transaction(self):
        import contextlib

        return contextlib.nullcontext(self.conn)

    def append_audit(self, kind: str, details: dict) -> int:
        return self._vault.append_audit(kind, details)


def _digest(vault: Vault) -> str:
    """sha256 over the forgotten versions' content hashes, in order: the audit event's only trace."""
    h = hashlib.sha256()
    for (content_hash,) in vault.conn.execute(
        "SELECT content_hash FROM items WHERE rowid IN (SELECT rowid FROM forget_items) ORDER BY content_hash"
    ):
        h.update(content_hash.encode())
    return h.hexdigest()


def _erase(vault: Vault, sel: Selection, forget_id: int, precedence: tuple | list = ()) -> dict:
    """Every vault row of the selection, inside the caller's transaction; returns the counts."""
    c = vault.conn
    counts: dict[str, int] = {}
    # tombstones: the record's content hash and its (source, account, external id), hashed
    keys = set()
    for content_hash, source, account, external_id in c.execute(
        "SELECT content_hash, source, account, external_id FROM items WHERE rowid IN (SELECT rowid FROM forget_items)"
    ):
        keys.add((forgetting.content_key(content_hash), "content"))
        keys.add((forgetting.external_key(source, account, external_id), "external"))
    c.executemany(
        "INSERT OR IGNORE INTO tombstones(key_hash, kind, forget_id) VALUES (?, ?, ?)",
        [(k, kind, forget_id) for k, kind in sorted(keys)],
    )
    counts["tombstones"] = len(keys)
    counts["records"] = sum(1 for _, kind in keys if kind == "external")
    # facts: the observations go, the touched pairs are consolidated again, rows citing them go
    pairs = c.execute(f"SELECT DISTINCT subject, predicate FROM fact_observations o WHERE {OBSERVED}").fetchall()
    counts["observations"] = c.execute(
        f"DELETE FROM fact_observations WHERE id IN (SELECT o.id FROM fact_observations o WHERE {OBSERVED})"
    ).rowcount
    refreshed = refresh(_InTransaction(vault), pairs, precedence) if pairs else {"facts_retracted": 0}
    counts["facts_refreshed"] = refreshed.get("facts_retracted", 0)
    gone_facts = column(vault, f"SELECT fact_id FROM facts f WHERE {CITES}")
    c.executemany("DELETE FROM graph_links WHERE kind = 'has_fact' AND dst = ?", [(f"fact:{f}",) for f in gone_facts])
    c.executemany("DELETE FROM facts WHERE fact_id = ?", [(f,) for f in gone_facts])
    counts["fact_rows"] = len(gone_facts)
    # chunks: FTS5 rows, vec0 rows, the chunks
    fts = column(vault, "SELECT rowid FROM chunks WHERE in_fts = 1 AND rowid IN (SELECT rowid FROM forget_chunks)")
    c.executemany("DELETE FROM chunks_fts WHERE rowid = ?", [(r,) for r in fts])
    counts["fts_rows"] = len(fts)
    vecs = []
    if vault.model_pin() is not None:
        vecs = column(
            vault, "SELECT rowid FROM chunks WHERE embedded = 1 AND rowid IN (SELECT rowid FROM forget_chunks)"
        )
        c.executemany(f"DELETE FROM {VEC_TABLE} WHERE chunk_rowid = ?", [(r,) for r in vecs])
    counts["vectors"] = len(vecs)
    counts["chunks"] = c.execute("DELETE FROM chunks WHERE rowid IN (SELECT rowid FROM forget_chunks)").rowcount
    # people: the records' links, then identities and persons left with no record
    identities, persons = people_to_drop(vault, sel)
    c.execute("DELETE FROM item_identities WHERE item_rowid IN (SELECT rowid FROM forget_items)")
    c.execute("DELETE FROM item_people WHERE item_rowid IN (SELECT rowid FROM forget_items)")
    if identities:
        ids = [(i,) for i in identities]
        c.executemany("DELETE FROM item_identities WHERE identity_id = ?", ids)
        c.executemany("DELETE FROM identity_names WHERE identity_id = ?", ids)
        c.executemany("DELETE FROM identity_signals WHERE identity_id = ?", ids)
        c.executemany("DELETE FROM person_apart WHERE a = ?1 OR b = ?1", ids)
        c.executemany("DELETE FROM identities WHERE identity_id = ?", ids)
    if persons:
        marks = ",".join("?" * len(persons))
        left = column(vault, f"SELECT DISTINCT person_id FROM identities WHERE person_id IN ({marks})", persons)
        persons = [p for p in persons if p not in left]
        if persons:
            marks = ",".join("?" * len(persons))
            c.execute(f"DELETE FROM person_events WHERE person_id IN ({marks}) OR other_id IN ({marks})", persons * 2)
            c.execute(f"UPDATE persons SET merged_into = NULL WHERE merged_into IN ({marks})", persons)
            c.execute(f"DELETE FROM graph_links WHERE src IN ({marks})", [f"person:{p}" for p in persons])
            c.execute(f"DELETE FROM persons WHERE person_id IN ({marks})", persons)
    counts["identities"], counts["people"] = len(identities), len(persons)
    c.execute("UPDATE identities SET record_id = NULL WHERE record_id IN (SELECT record_id FROM forget_records)")
    c.execute("UPDATE identity_signals SET record_id = NULL WHERE record_id IN (SELECT record_id FROM forget_records)")
    # graph: links the records are cited by go, the places they leave empty too; the records left in
    # those places are taken in again by the next graph stage (which links them anew, once)
    gone = c.execute(
        "SELECT src FROM graph_links WHERE record_id IN (SELECT record_id FROM forget_records) AND kind != 'has_fact'"
    ).fetchall()
    counts["graph_links"] = c.execute(
        "DELETE FROM graph_links WHERE record_id IN (SELECT record_id FROM forget_records)"
    ).rowcount
    places = {
        node
        for row in c.execute(
            "SELECT source, account, container, thread_id FROM items WHERE rowid IN (SELECT rowid FROM forget_items)"
        )
        for node in _places(*row)
    } | {src for (src,) in gone}
    c.execute("DELETE FROM items WHERE rowid IN (SELECT rowid FROM forget_items)")
    counts["versions"] = len(sel.rowids)
    emptied = [p for p in sorted(places) if not count(vault, *_items_in(p, "count(*)"))]
    c.executemany("DELETE FROM graph_places WHERE node_id = ?", [(p,) for p in emptied])
    c.executemany("DELETE FROM graph_links WHERE src = ?1 OR dst = ?1", [(p,) for p in emptied])
    counts["graph_places"] = len(emptied)
    for (src,) in gone:
        if src not in emptied:
            sql, params = _items_in(src, "rowid")
            c.execute(f"UPDATE items SET graph_state = 0 WHERE graph_state = 1 AND rowid IN ({sql})", params)
    _recount_graph(c)
    # the eval gate's self-made probes ([16]) whose answer was forgotten, or that name the person
    probes = probe_rows(vault)
    c.executemany("DELETE FROM eval_probes WHERE set_id = ? AND probe_id = ?", probes)
    counts["probes"] = len(probes)
    # quarantine
    rows = quarantine_rows(vault, sel)
    c.executemany("DELETE FROM quarantine WHERE id = ?", [(q,) for q in rows])
    counts["quarantine"] = len(rows)
    return counts


def _places(source: str, account: str | None, container: str | None, thread: str | None) -> list[str]:
    nodes = [f"source:{source}"]
    if account:
        nodes.append(f"account:{source}/{account}")
    if container:
        nodes.append(f"container:{source}/{container}")
    if thread:
        nodes.append(f"thread:{thread}")
    return nodes


def _items_in(node: str, what: str) -> tuple[str, list]:
    """SQL selecting ``what`` over the items a place node holds."""
    kind, _, name = node.partition(":")
    if kind == "thread":
        return f"SELECT {what} FROM items WHERE thread_id = ?", [name]
    source, _, rest = name.partition("/")
    if kind == "account":
        return f"SELECT {what} FROM items WHERE source = ? AND account = ?", [source, rest]
    if kind == "container":
        return f"SELECT {what} FROM items WHERE source = ? AND container = ?", [source, rest]
    if kind == "source":
        return f"SELECT {what} FROM items WHERE source = ?", [name]
    return f"SELECT {what} FROM items WHERE 0", []


def _recount_graph(c) -> None:
    """The graph's running totals (graph_marks) after rows left it."""
    for name, sql in (
        ("places", "SELECT count(*) FROM graph_places"),
        ("items", "SELECT count(*) FROM items WHERE graph_state = 1"),
        ("edges", "SELECT count(*) FROM graph_edges"),
    ):
        c.execute(f"INSERT OR REPLACE INTO graph_marks(name, value) SELECT ?, ({sql})", (name,))


def apply(home: Home, vault: Vault, sel: Selection) -> dict:
    """Erase the selection (see the module's docstring); returns the counts, the work done on the
    files, and the backups known to still hold the records."""
    if not sel.rowids and not sel.person_ids:
        return {"forgotten": False, "counts": {}, "files": {}, "backups": forgetting.known_backups(vault.conn)}
    with home.lock(exclusive=True):  # no landing or sleep cycle writes meanwhile
        load(vault, sel)
        digest = _digest(vault)
        vault.conn.execute("PRAGMA secure_delete = ON")  # freed cells are zeroed, in the file and the log
        try:
            with vault.transaction() as c:
                forget_id = c.execute(
                    "INSERT INTO forgets(at, selector, pending) VALUES (?, ?, 'batches,compact')", (utcnow(), sel.kind)
                ).lastrowid
                counts = _erase(vault, sel, forget_id, home.settings().fact_precedence)
                c.execute("UPDATE forgets SET counts = ? WHERE forget_id = ?", (json.dumps(counts), forget_id))
                vault.append_audit(
                    "forget", {"forget_id": forget_id, "selector": sel.kind, "records_sha256": digest, **counts}
                )
                crash_point("forget_before_commit")
            crash_point("forget_after_commit")
            files = forgetting.finish(home, vault, locked=True)
        finally:
            vault.conn.execute("PRAGMA secure_delete = OFF")
    return {
        "forgotten": True,
        "forget_id": forget_id,
        "counts": counts,
        "files": files,
        "backups": forgetting.known_backups(vault.conn),
    }


def undo_tombstones(vault: Vault, forget_id: int | None) -> dict:
    """Let the records of one forget (``None``: of every forget) land again: their tombstones go."""
    with vault.transaction() as c:
        if forget_id is None:
            n = c.execute("DELETE FROM tombstones").rowcount
            c.execute("UPDATE forgets SET undone_at = ? WHERE undone_at IS NULL", (utcnow(),))
        else:
            if not c.execute("SELECT 1 FROM forgets WHERE forget_id = ?", (forget_id,)).fetchone():
                raise ForgetError(f"no forget {forget_id}: `hinet forget --list` shows them")
            n = c.execute("DELETE FROM tombstones WHERE forget_id = ?", (forget_id,)).rowcount
            c.execute("UPDATE forgets SET undone_at = ? WHERE forget_id = ?", (utcnow(), forget_id))
        vault.append_audit("undo_tombstone", {"forget_id": forget_id, "tombstones": n})
    return {"forget_id": forget_id, "tombstones_removed": n}


def forgets(vault: Vault) -> list[dict]:
    """Every forget: when, by what kind of selector, its counts, and whether its tombstones stand."""
    return [
        {
            "forget_id": fid,
            "at": at,
            "selector": kind,
            "counts": json.loads(counts),
            "pending": pending or None,
            "tombstones": n,
            "undone_at": undone,
        }
        for fid, at, kind, counts, pending, undone, n in vault.conn.execute(
            "SELECT f.forget_id, f.at, f.selector, f.counts, f.pending, f.undone_at, "
            "(SELECT count(*) FROM tombstones t WHERE t.forget_id = f.forget_id) FROM forgets f ORDER BY f.forget_id"
        )
    ]
