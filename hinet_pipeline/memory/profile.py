"""A person's page: who they are (identities, sources, first and last contact, threads,
containers, the people they appear with) and what is known about them (live facts), every part
cited and under the role's pre-filter. It joins the people layer and the facts layer, so it sits
above both."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from hinet_pipeline.config import Role, Settings
from hinet_pipeline.errors import QueryError
from hinet_pipeline.memory.facts.store import read as read_facts
from hinet_pipeline.memory.facts.subjects import subject_keys
from hinet_pipeline.memory.people.directory import identities_of, label, visible
from hinet_pipeline.memory.people.resolve import one
from hinet_pipeline.store.citations import citation
from hinet_pipeline.store.items import get_item

if TYPE_CHECKING:
    from hinet_pipeline.store.vault import Vault


def _seen(vault: "Vault", row) -> dict | None:
    if row is None or row[0] is None:
        return None
    item = get_item(vault, row[0])
    return {"timestamp": item.timestamp.isoformat(), "record_id": row[0], "citation": citation(row[0], item.origin)}


def show(vault: "Vault", role: Role, who: str, *, precedence: Sequence[str] = Settings.fact_precedence) -> dict:
    """One person: identities, sources, first and last contact, threads, containers, the people
    they appear with and the live facts about them as the role sees them (facts.store.read, with
    the configured ``precedence``); every part cites its records."""
    where, params = visible(role)
    mine = (
        f"SELECT DISTINCT i.rowid FROM items i JOIN item_identities ii ON ii.item_rowid = i.rowid "
        f"JOIN identities d ON d.identity_id = ii.identity_id WHERE d.person_id = ? AND i.valid_to IS NULL AND {where}"
    )

    def seen(person_id: int) -> bool:  # in a record the role may see: the only people it may know of
        return vault.conn.execute(f"SELECT EXISTS ({mine})", [person_id, *params]).fetchone()[0] == 1

    pid = one(vault, who, keep=None if role.sees_everything else seen)
    args = [pid, *params]
    name, is_owner = vault.conn.execute("SELECT name, is_owner FROM persons WHERE person_id = ?", (pid,)).fetchone()
    total = vault.conn.execute(f"SELECT count(*) FROM ({mine})", args).fetchone()[0]
    if not total and not role.sees_everything:
        raise QueryError(f"no person matches {who!r}: see `hinet people list`")
    q = lambda sql: vault.conn.execute(sql.format(mine=mine), args).fetchall()  # noqa: E731
    sources = q(
        "SELECT source, count(*), max(record_id) FROM items WHERE rowid IN ({mine}) GROUP BY source ORDER BY 2 DESC"
    )
    first = vault.conn.execute(f"SELECT record_id FROM items WHERE rowid IN ({mine}) ORDER BY ts LIMIT 1", args)
    last = vault.conn.execute(f"SELECT record_id FROM items WHERE rowid IN ({mine}) ORDER BY ts DESC LIMIT 1", args)
    threads = vault.conn.execute(
        f"SELECT thread_id, count(*), max(ts), max(record_id) FROM items WHERE rowid IN ({mine}) "
        f"AND thread_id IS NOT NULL GROUP BY thread_id ORDER BY 2 DESC, 3 DESC LIMIT 10",
        args,
    ).fetchall()
    containers = q(
        "SELECT source, container, count(*), max(record_id) FROM items WHERE rowid IN ({mine}) "
        "AND container IS NOT NULL GROUP BY source, container ORDER BY 3 DESC LIMIT 10"
    )
    together = vault.conn.execute(
        f"SELECT d.person_id, p.name, count(DISTINCT ii.item_rowid), max(i.record_id) FROM item_identities ii "
        f"JOIN identities d ON d.identity_id = ii.identity_id JOIN persons p ON p.person_id = d.person_id "
        f"JOIN items i ON i.rowid = ii.item_rowid WHERE ii.item_rowid IN ({mine}) AND d.person_id != ? "
        f"GROUP BY d.person_id ORDER BY 3 DESC LIMIT 10",
        [*args, pid],
    ).fetchall()
    facts: list[dict] = []
    seen_facts = set()
    idents = identities_of(vault, [pid], role)[pid]
    # facts name a mail's people by address, others by name: both forms of each identity, and every
    # subject `hinet facts --subject P<id>` finds for them (a name in the other order: "Lucy Ortiz"
    # for the person "Ortiz, Lucy")
    subjects = {name, *(i["display"] or i["value"] for i in idents), *(i["value"] for i in idents)}
    subjects |= set(subject_keys(vault, f"P{pid}", role))
    for subject in sorted(subjects):
        for f in read_facts(vault, role, subject=subject, exact=True, precedence=precedence):
            key = (f["subject"], f["predicate"], f["object"], f["valid_from"])
            if key not in seen_facts:
                seen_facts.add(key)
                facts.append(f)
    idents = identities_of(vault, [pid], role).get(pid, [])
    return {
        "person_id": pid,
        "name": name,
        "owner": bool(is_owner),
        "identities": [label(i) for i in idents],
        "identity_details": idents,
        "items": total,
        "sources": [{"source": s, "items": n, "record_id": r} for s, n, r in sources],
        "first_seen": _seen(vault, first.fetchone()),
        "last_seen": _seen(vault, last.fetchone()),
        "threads": [{"thread_id": t, "items": n, "record_id": r} for t, n, _, r in threads],
        "containers": [{"source": s, "container": c, "items": n, "record_id": r} for s, c, n, r in containers],
        "appears_with": [{"person_id": p, "name": nm, "items": n, "record_id": r} for p, nm, n, r in together],
        "facts": facts,
    }
