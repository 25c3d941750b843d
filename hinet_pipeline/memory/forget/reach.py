"""What a forget's selection reaches in each layer (issue [17]): the selection loaded into temp
tables, and the queries over them that ``plan`` counts (the dry run) and ``erase`` deletes by."""

from __future__ import annotations

from hinet_pipeline.memory.forget.selection import Selection, column
from hinet_pipeline.store.vault import Vault


def load(vault: Vault, sel: Selection) -> None:
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


CITES = (  # a fact row that cites a forgotten record, or (--person) is about the person
    "(f.record_id IN (SELECT record_id FROM forget_records) OR f.closed_by IN (SELECT record_id FROM forget_records) "
    "OR EXISTS (SELECT 1 FROM json_each(f.support) j WHERE j.value IN (SELECT record_id FROM forget_records)) "
    "OR f.subject IN (SELECT subject FROM forget_subjects) "
    "OR (f.predicate = 'email' AND f.object IN (SELECT subject FROM forget_subjects)))"
)
OBSERVED = (  # an observation of a forgotten record, or (--person) about the person
    "(o.item_rowid IN (SELECT rowid FROM forget_items) OR o.subject IN (SELECT subject FROM forget_subjects) "
    "OR (o.predicate = 'email' AND o.object IN (SELECT subject FROM forget_subjects)))"
)


def count(vault: Vault, sql: str, params: tuple | list = ()) -> int:
    """A query's one number."""
    return vault.conn.execute(sql, list(params)).fetchone()[0]


def people_to_drop(vault: Vault, sel: Selection) -> tuple[list[int], list[int]]:
    """(identity ids, person ids) the forget removes: the person's (--person), and those no record is
    left to, unless their person is the owner or one the owner merged or split."""
    kept_persons = "SELECT person_id FROM persons WHERE is_owner = 1 UNION SELECT person_id FROM person_events "
    kept_persons += "WHERE kind != 'auto-merge' UNION SELECT other_id FROM person_events WHERE kind != 'auto-merge'"
    orphans = column(
        vault,
        "SELECT DISTINCT d.identity_id FROM item_identities ii JOIN identities d ON d.identity_id = ii.identity_id "
        "WHERE ii.item_rowid IN (SELECT rowid FROM forget_items) AND NOT EXISTS (SELECT 1 FROM item_identities o "
        "WHERE o.identity_id = d.identity_id AND o.item_rowid NOT IN (SELECT rowid FROM forget_items)) "
        f"AND d.person_id NOT IN ({kept_persons})",
    )
    ids = set(orphans)
    if sel.person_ids:
        marks = ",".join("?" * len(sel.person_ids))
        ids |= set(column(vault, f"SELECT identity_id FROM identities WHERE person_id IN ({marks})", sel.person_ids))
    persons = set(sel.person_ids)
    if ids:
        marks = ",".join("?" * len(ids))
        for pid in column(
            vault, f"SELECT DISTINCT person_id FROM identities WHERE identity_id IN ({marks})", sorted(ids)
        ):
            left = count(
                vault,
                f"SELECT count(*) FROM identities WHERE person_id = ? AND identity_id NOT IN ({marks})",
                [pid, *sorted(ids)],
            )
            if not left and not count(vault, f"SELECT count(*) FROM ({kept_persons}) WHERE person_id = ?", [pid]):
                persons.add(pid)
    return sorted(ids), sorted(persons)


def plan(vault: Vault, sel: Selection) -> dict:
    """What the forget would erase, per layer (counts only)."""
    load(vault, sel)
    pinned = vault.model_pin() is not None
    identities, persons = people_to_drop(vault, sel)
    return {
        "records": count(
            vault,
            "SELECT count(*) FROM (SELECT DISTINCT source, external_id, account FROM items "
            "WHERE rowid IN (SELECT rowid FROM forget_items))",
        ),
        "versions": len(sel.rowids),
        "chunks": count(vault, "SELECT count(*) FROM forget_chunks"),
        "fts_rows": count(
            vault, "SELECT count(*) FROM chunks WHERE in_fts = 1 AND rowid IN (SELECT rowid FROM forget_chunks)"
        ),
        "vectors": count(
            vault, "SELECT count(*) FROM chunks WHERE embedded = 1 AND rowid IN (SELECT rowid FROM forget_chunks)"
        )
        if pinned
        else 0,
        "observations": count(vault, f"SELECT count(*) FROM fact_observations o WHERE {OBSERVED}"),
        "fact_rows": count(vault, f"SELECT count(*) FROM facts f WHERE {CITES}"),
        "graph_links": count(
            vault, "SELECT count(*) FROM graph_links WHERE record_id IN (SELECT record_id FROM forget_records)"
        ),
        "identities": len(identities),
        "people": len(persons),
        "quarantine": len(quarantine_rows(vault, sel)),
        "probes": len(probe_rows(vault)),
        "batches": count(
            vault, "SELECT count(DISTINCT batch_id) FROM items WHERE rowid IN (SELECT rowid FROM forget_items)"
        ),
    }


def probe_rows(vault: Vault) -> list[tuple[int, str]]:
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


def quarantine_rows(vault: Vault, sel: Selection) -> list[int]:
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
