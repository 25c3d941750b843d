"""Forgetting (issue [17]): erase records for real, from every layer, on the owner's word.

``select`` turns one selector (a record, a thread, a person, a source and account, a date range, a
query) into the records it names, every version of each; ``plan`` counts what each layer holds of
them (the dry run); ``apply`` erases them in ONE vault transaction (``secure_delete`` on):

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
import re
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, timezone

from hinet_pipeline.config import Home
from hinet_pipeline.errors import HinetError
from hinet_pipeline.faults import crash_point
from hinet_pipeline.memory.facts.store import refresh
from hinet_pipeline.memory.people.resolve import one, subject_names
from hinet_pipeline.store import forgetting
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.store.vectors import VEC_TABLE
from hinet_pipeline.text import strip_marks
from hinet_pipeline.timeutil import utcnow

SELECTORS = ("record", "thread", "person", "source", "before", "between", "query")
SHOWN_MATCHES = 50


class ForgetError(HinetError):
    """A selector that names nothing, or names what cannot be forgotten (the owner)."""


@dataclass
class Selection:
    kind: str  # one of SELECTORS (the audit event records only this, never the value)
    rowids: list[int]
    person_ids: list[int] = field(default_factory=list)  # --person: the person and those merged into them
    subjects: list[str] = field(default_factory=list)  # --person: the names and addresses their facts use
    matches: list[dict] = field(default_factory=list)  # --query: what it found, shown before anything


# -- selecting --------------------------------------------------------------------------------------
def _day(text: str, option: str) -> datetime:
    try:
        return datetime.combine(date.fromisoformat(text), datetime.min.time(), tzinfo=timezone.utc)
    except (TypeError, ValueError):
        raise ForgetError(f"{option} {text!r}: expected a date, YYYY-MM-DD") from None


def _rows(vault: Vault, sql: str, params: tuple | list = ()) -> list[int]:
    return [r[0] for r in vault.conn.execute(sql, list(params))]


def _all_versions(vault: Vault, rowids: list[int]) -> list[int]:
    """Every version of the records ``rowids`` are versions of (same source, external id, account)."""
    if not rowids:
        return []
    c = vault.conn
    c.execute("CREATE TEMP TABLE IF NOT EXISTS forget_pick(rowid INTEGER PRIMARY KEY)")
    c.execute("DELETE FROM forget_pick")
    c.executemany("INSERT OR IGNORE INTO forget_pick(rowid) VALUES (?)", [(r,) for r in rowids])
    found = _rows(
        vault,
        "SELECT DISTINCT v.rowid FROM forget_pick p JOIN items i ON i.rowid = p.rowid JOIN items v "
        "ON v.source = i.source AND v.external_id = i.external_id AND v.account IS i.account ORDER BY v.rowid",
    )
    c.execute("DELETE FROM forget_pick")
    return found


def _query_matches(vault: Vault, query: str) -> list[int]:
    words = re.findall(r"\w+", strip_marks(query))
    if not words:
        raise ForgetError("--query: give words to look for")
    match = " ".join('"' + w.replace('"', "") + '"' for w in words)
    by_fts = _rows(
        vault,
        "SELECT DISTINCT c.item_rowid FROM chunks_fts f JOIN chunks c ON c.rowid = f.rowid WHERE chunks_fts MATCH ?",
        (match,),
    )
    # records not indexed yet (landed, not slept): the phrase in their title or body
    phrase = query.strip().lower()
    by_text = _rows(
        vault, "SELECT rowid FROM items WHERE chunked = 0 AND instr(lower(title || ' ' || body), ?) > 0", (phrase,)
    )
    return sorted(set(by_fts) | set(by_text))


def select(
    vault: Vault,
    *,
    record: str | None = None,
    thread: str | None = None,
    person: str | None = None,
    all_mentions: bool = False,
    source: str | None = None,
    account: str | None = None,
    before: str | None = None,
    between: tuple[str, str] | None = None,
    query: str | None = None,
) -> Selection:
    """The records one selector names (every version of each). Exactly one selector; ``account``
    only with ``source``, ``all_mentions`` only with ``person``."""
    given = {
        k: v
        for k, v in dict(
            record=record, thread=thread, person=person, source=source, before=before, between=between, query=query
        ).items()
        if v
    }
    if len(given) != 1:
        raise ForgetError(
            "choose exactly one of --record, --thread, --person, --source, --before, --between, --query"
            + (f" (got {', '.join('--' + k for k in given)})" if given else "")
        )
    if account and not source:
        raise ForgetError("--account goes with --source")
    if all_mentions and not person:
        raise ForgetError("--all-mentions goes with --person")
    kind = next(iter(given))
    sel = Selection(kind, [])
    if record:
        rows = _rows(vault, "SELECT rowid FROM items WHERE record_id = ?", (record,))
        if not rows:
            raise ForgetError(f"no record {record!r} in the vault: see `hinet query` for record ids")
    elif thread:
        rows = _rows(vault, "SELECT rowid FROM items WHERE thread_id = ?", (thread,))
        if not rows:
            raise ForgetError(f"no record in thread {thread!r}")
    elif source:
        sql, params = "SELECT rowid FROM items WHERE source = ?", [source]
        if account:
            sql, params = sql + " AND account = ?", [source, account]
        rows = _rows(vault, sql, params)
        if not rows:
            raise ForgetError(f"no record from source {source!r}{f' and account {account!r}' if account else ''}")
    elif before:
        rows = _rows(vault, "SELECT rowid FROM items WHERE ts < ?", (int(_day(before, "--before").timestamp()),))
    elif between:
        start, end = _day(between[0], "--between"), _day(between[1], "--between") + timedelta(days=1)
        if end <= start:
            raise ForgetError(f"--between {between[0]} {between[1]}: the second date is before the first")
        rows = _rows(
            vault, "SELECT rowid FROM items WHERE ts >= ? AND ts < ?", (int(start.timestamp()), int(end.timestamp()))
        )
    elif query:
        rows = _query_matches(vault, query)
    else:  # person
        pid = one(vault, person)
        owner = vault.conn.execute("SELECT is_owner FROM persons WHERE person_id = ?", (pid,)).fetchone()
        if owner and owner[0]:
            raise ForgetError("that is you, the owner: forget your records by --source, --thread, --record or date")
        people = {pid}
        while True:  # the persons merged into them (their rows hold no identities, but their names)
            more = set(
                _rows(
                    vault,
                    f"SELECT person_id FROM persons WHERE merged_into IN ({','.join('?' * len(people))})",
                    sorted(people),
                )
            )
            if more <= people:
                break
            people |= more
        sel.person_ids = sorted(people)
        marks = ",".join("?" * len(people))
        roles = "" if all_mentions else " AND ii.role = 'author'"
        rows = _rows(
            vault,
            "SELECT DISTINCT ii.item_rowid FROM item_identities ii JOIN identities d ON d.identity_id = ii.identity_id "
            f"WHERE d.person_id IN ({marks}){roles}",
            sel.person_ids,
        )
        values = _rows(vault, f"SELECT value FROM identities WHERE person_id IN ({marks})", sel.person_ids)
        sel.subjects = sorted(set(subject_names(vault, f"P{pid}")) - {f"P{pid}"} | set(values))
    sel.rowids = _all_versions(vault, rows)
    if kind == "query":
        marks = ",".join("?" * min(len(sel.rowids), SHOWN_MATCHES))
        sel.matches = [
            {"record_id": r, "source": s, "timestamp": t, "title": (ti or "")[:80], "live": v is None}
            for r, s, t, ti, v in vault.conn.execute(
                f"SELECT record_id, source, timestamp, title, valid_to FROM items WHERE rowid IN ({marks}) ORDER BY ts",
                sel.rowids[:SHOWN_MATCHES],
            )
        ]
    return sel


# -- counting (the dry run) and erasing --------------------------------------------------------------
def _load(vault: Vault, sel: Selection) -> None:
    """The selection into temp tables (in memory: temp_store = MEMORY): rowids, record ids, chunks."""
    c = vault.conn
    for sql in (
        "CREATE TEMP TABLE IF NOT EXISTS forget_items(rowid INTEGER PRIMARY KEY)",
        "CREATE TEMP TABLE IF NOT EXISTS forget_records(record_id TEXT PRIMARY KEY)",
        "CREATE TEMP TABLE IF NOT EXISTS forget_chunks(rowid INTEGER PRIMARY KEY)",
        "CREATE TEMP TABLE IF NOT EXISTS forget_subjects(subject TEXT PRIMARY KEY)",
        "DELETE FROM forget_items",
        "DELETE FROM forget_records",
        "DELETE FROM forget_chunks",
        "DELETE FROM forget_subjects",
    ):
        c.execute(sql)
    c.executemany("INSERT INTO forget_items(rowid) VALUES (?)", [(r,) for r in sel.rowids])
    c.execute("INSERT INTO forget_records SELECT i.record_id FROM forget_items f JOIN items i ON i.rowid = f.rowid")
    c.execute("INSERT INTO forget_chunks SELECT c.rowid FROM chunks c JOIN forget_items f ON f.rowid = c.item_rowid")
    c.executemany("INSERT OR IGNORE INTO forget_subjects(subject) VALUES (?)", [(s,) for s in sel.subjects])


_CITES = (  # a fact row that cites a forgotten record, or (--person) is about the person
    "(f.record_id IN (SELECT record_id FROM forget_records) OR f.closed_by IN (SELECT record_id FROM forget_records) "
    "OR EXISTS (SELECT 1 FROM json_each(f.support) j WHERE j.value IN (SELECT record_id FROM forget_records)) "
    "OR f.subject IN (SELECT subject FROM forget_subjects) "
    "OR (f.predicate = 'email' AND f.object IN (SELECT subject FROM forget_subjects)))"
)
_OBSERVED = (  # an observation of a forgotten record, or (--person) about the person
    "(o.item_rowid IN (SELECT rowid FROM forget_items) OR o.subject IN (SELECT subject FROM forget_subjects) "
    "OR (o.predicate = 'email' AND o.object IN (SELECT subject FROM forget_subjects)))"
)


def _count(vault: Vault, sql: str, params: tuple | list = ()) -> int:
    return vault.conn.execute(sql, list(params)).fetchone()[0]


def _people_to_drop(vault: Vault, sel: Selection) -> tuple[list[int], list[int]]:
    """(identity ids, person ids) the forget removes: the person's (--person), and those no record is
    left to, unless their person is the owner or one the owner merged or split."""
    kept_persons = "SELECT person_id FROM persons WHERE is_owner = 1 UNION SELECT person_id FROM person_events "
    kept_persons += "WHERE kind != 'auto-merge' UNION SELECT other_id FROM person_events WHERE kind != 'auto-merge'"
    orphans = _rows(
        vault,
        "SELECT DISTINCT d.identity_id FROM item_identities ii JOIN identities d ON d.identity_id = ii.identity_id "
        "WHERE ii.item_rowid IN (SELECT rowid FROM forget_items) AND NOT EXISTS (SELECT 1 FROM item_identities o "
        "WHERE o.identity_id = d.identity_id AND o.item_rowid NOT IN (SELECT rowid FROM forget_items)) "
        f"AND d.person_id NOT IN ({kept_persons})",
    )
    ids = set(orphans)
    if sel.person_ids:
        marks = ",".join("?" * len(sel.person_ids))
        ids |= set(_rows(vault, f"SELECT identity_id FROM identities WHERE person_id IN ({marks})", sel.person_ids))
    persons = set(sel.person_ids)
    if ids:
        marks = ",".join("?" * len(ids))
        for pid in _rows(
            vault, f"SELECT DISTINCT person_id FROM identities WHERE identity_id IN ({marks})", sorted(ids)
        ):
            left = _count(
                vault,
                f"SELECT count(*) FROM identities WHERE person_id = ? AND identity_id NOT IN ({marks})",
                [pid, *sorted(ids)],
            )
            if not left and not _count(vault, f"SELECT count(*) FROM ({kept_persons}) WHERE person_id = ?", [pid]):
                persons.add(pid)
    return sorted(ids), sorted(persons)


def plan(vault: Vault, sel: Selection) -> dict:
    """What the forget would erase, per layer (counts only)."""
    _load(vault, sel)
    pinned = vault.model_pin() is not None
    identities, persons = _people_to_drop(vault, sel)
    return {
        "records": _count(
            vault,
            "SELECT count(*) FROM (SELECT DISTINCT source, external_id, account FROM items "
            "WHERE rowid IN (SELECT rowid FROM forget_items))",
        ),
        "versions": len(sel.rowids),
        "chunks": _count(vault, "SELECT count(*) FROM forget_chunks"),
        "fts_rows": _count(
            vault, "SELECT count(*) FROM chunks WHERE in_fts = 1 AND rowid IN (SELECT rowid FROM forget_chunks)"
        ),
        "vectors": _count(
            vault, "SELECT count(*) FROM chunks WHERE embedded = 1 AND rowid IN (SELECT rowid FROM forget_chunks)"
        )
        if pinned
        else 0,
        "observations": _count(vault, f"SELECT count(*) FROM fact_observations o WHERE {_OBSERVED}"),
        "fact_rows": _count(vault, f"SELECT count(*) FROM facts f WHERE {_CITES}"),
        "graph_links": _count(
            vault, "SELECT count(*) FROM graph_links WHERE record_id IN (SELECT record_id FROM forget_records)"
        ),
        "identities": len(identities),
        "people": len(persons),
        "quarantine": len(_quarantine_rows(vault, sel)),
        "probes": len(_probe_rows(vault)),
        "batches": _count(
            vault, "SELECT count(DISTINCT batch_id) FROM items WHERE rowid IN (SELECT rowid FROM forget_items)"
        ),
    }


def _probe_rows(vault: Vault) -> list[tuple[int, str]]:
    """(set_id, probe_id) of the eval gate's self-made probes (schema of [16]) that cite a forgotten
    record, among the records that answer them, or whose question names the forgotten person."""
    if not vault.conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'eval_probes'").fetchone():
        return []
    return vault.conn.execute(
        "SELECT p.set_id, p.probe_id FROM eval_probes p WHERE p.record_id IN (SELECT record_id FROM forget_records) "
        "OR EXISTS (SELECT 1 FROM json_each(p.accepted) j WHERE j.value IN (SELECT record_id FROM forget_records)) "
        "OR EXISTS (SELECT 1 FROM forget_subjects s WHERE length(s.subject) >= 3 "
        "AND instr(lower(p.query), lower(s.subject)) > 0)"
    ).fetchall()


def _quarantine_rows(vault: Vault, sel: Selection) -> list[int]:
    """Quarantine entries that hold the forgotten records: their raw text names one of their external
    ids, or the person's addresses; with --source, every entry of their batches."""
    needles = {
        r[0]
        for r in vault.conn.execute(
            "SELECT DISTINCT external_id FROM items WHERE rowid IN (SELECT rowid FROM forget_items)"
        )
        if len(r[0]) >= 6
    }
    needles |= {s.lower() for s in sel.subjects if "@" in s}
    batches = set()
    if sel.kind == "source":
        batches = {
            r[0]
            for r in vault.conn.execute(
                "SELECT DISTINCT batch_id FROM items WHERE rowid IN (SELECT rowid FROM forget_items)"
            )
        }
    found = []
    for qid, batch_id, raw in vault.conn.execute("SELECT id, batch_id, raw FROM quarantine"):
        text = (raw or "").lower()
        if batch_id in batches or any(n.lower() in text for n in needles):
            found.append(qid)
    return found


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
    pairs = c.execute(f"SELECT DISTINCT subject, predicate FROM fact_observations o WHERE {_OBSERVED}").fetchall()
    counts["observations"] = c.execute(
        f"DELETE FROM fact_observations WHERE id IN (SELECT o.id FROM fact_observations o WHERE {_OBSERVED})"
    ).rowcount
    refreshed = refresh(_InTransaction(vault), pairs, precedence) if pairs else {"facts_retracted": 0}
    counts["facts_refreshed"] = refreshed.get("facts_retracted", 0)
    gone_facts = _rows(vault, f"SELECT fact_id FROM facts f WHERE {_CITES}")
    c.executemany("DELETE FROM graph_links WHERE kind = 'has_fact' AND dst = ?", [(f"fact:{f}",) for f in gone_facts])
    c.executemany("DELETE FROM facts WHERE fact_id = ?", [(f,) for f in gone_facts])
    counts["fact_rows"] = len(gone_facts)
    # chunks: FTS5 rows, vec0 rows, the chunks
    fts = _rows(vault, "SELECT rowid FROM chunks WHERE in_fts = 1 AND rowid IN (SELECT rowid FROM forget_chunks)")
    c.executemany("DELETE FROM chunks_fts WHERE rowid = ?", [(r,) for r in fts])
    counts["fts_rows"] = len(fts)
    vecs = []
    if vault.model_pin() is not None:
        vecs = _rows(
            vault, "SELECT rowid FROM chunks WHERE embedded = 1 AND rowid IN (SELECT rowid FROM forget_chunks)"
        )
        c.executemany(f"DELETE FROM {VEC_TABLE} WHERE chunk_rowid = ?", [(r,) for r in vecs])
    counts["vectors"] = len(vecs)
    counts["chunks"] = c.execute("DELETE FROM chunks WHERE rowid IN (SELECT rowid FROM forget_chunks)").rowcount
    # people: the records' links, then identities and persons left with no record
    identities, persons = _people_to_drop(vault, sel)
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
        left = _rows(vault, f"SELECT DISTINCT person_id FROM identities WHERE person_id IN ({marks})", persons)
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
    emptied = [p for p in sorted(places) if not _count(vault, *_items_in(p, "count(*)"))]
    c.executemany("DELETE FROM graph_places WHERE node_id = ?", [(p,) for p in emptied])
    c.executemany("DELETE FROM graph_links WHERE src = ?1 OR dst = ?1", [(p,) for p in emptied])
    counts["graph_places"] = len(emptied)
    for (src,) in gone:
        if src not in emptied:
            sql, params = _items_in(src, "rowid")
            c.execute(f"UPDATE items SET graph_state = 0 WHERE graph_state = 1 AND rowid IN ({sql})", params)
    _recount_graph(c)
    # the eval gate's self-made probes ([16]) whose answer was forgotten, or that name the person
    probes = _probe_rows(vault)
    c.executemany("DELETE FROM eval_probes WHERE set_id = ? AND probe_id = ?", probes)
    counts["probes"] = len(probes)
    # quarantine
    rows = _quarantine_rows(vault, sel)
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
        _load(vault, sel)
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
