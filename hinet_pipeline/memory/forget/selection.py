"""What a forget selects (issue [17]): one selector (a record, a thread, a person, a source and
account, a date range, a query) turned into the records it names, every version of each."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, timezone

from hinet_pipeline.errors import HinetError
from hinet_pipeline.memory.people.resolve import one, subject_names
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.text import strip_marks

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


def column(vault: Vault, sql: str, params: tuple | list = ()) -> list[int]:
    """The first column of a query's rows (ids, mostly)."""
    return [r[0] for r in vault.conn.execute(sql, list(params))]


def _day(text: str, option: str) -> datetime:
    try:
        return datetime.combine(date.fromisoformat(text), datetime.min.time(), tzinfo=timezone.utc)
    except (TypeError, ValueError):
        raise ForgetError(f"{option} {text!r}: expected a date, YYYY-MM-DD") from None


def _all_versions(vault: Vault, rowids: list[int]) -> list[int]:
    """Every version of the records ``rowids`` are versions of (same source, external id, account)."""
    if not rowids:
        return []
    c = vault.conn
    c.execute("CREATE TEMP TABLE IF NOT EXISTS forget_pick(rowid INTEGER PRIMARY KEY)")
    c.execute("DELETE FROM forget_pick")
    c.executemany("INSERT OR IGNORE INTO forget_pick(rowid) VALUES (?)", [(r,) for r in rowids])
    found = column(
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
    by_fts = column(
        vault,
        "SELECT DISTINCT c.item_rowid FROM chunks_fts f JOIN chunks c ON c.rowid = f.rowid WHERE chunks_fts MATCH ?",
        (match,),
    )
    # records not indexed yet (landed, not slept): the phrase in their title or body
    phrase = query.strip().lower()
    by_text = column(
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
        rows = column(vault, "SELECT rowid FROM items WHERE record_id = ?", (record,))
        if not rows:
            raise ForgetError(f"no record {record!r} in the vault: see `hinet query` for record ids")
    elif thread:
        rows = column(vault, "SELECT rowid FROM items WHERE thread_id = ?", (thread,))
        if not rows:
            raise ForgetError(f"no record in thread {thread!r}")
    elif source:
        sql, params = "SELECT rowid FROM items WHERE source = ?", [source]
        if account:
            sql, params = sql + " AND account = ?", [source, account]
        rows = column(vault, sql, params)
        if not rows:
            raise ForgetError(f"no record from source {source!r}{f' and account {account!r}' if account else ''}")
    elif before:
        rows = column(vault, "SELECT rowid FROM items WHERE ts < ?", (int(_day(before, "--before").timestamp()),))
    elif between:
        start, end = _day(between[0], "--between"), _day(between[1], "--between") + timedelta(days=1)
        if end <= start:
            raise ForgetError(f"--between {between[0]} {between[1]}: the second date is before the first")
        rows = column(
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
                column(
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
        rows = column(
            vault,
            "SELECT DISTINCT ii.item_rowid FROM item_identities ii JOIN identities d ON d.identity_id = ii.identity_id "
            f"WHERE d.person_id IN ({marks}){roles}",
            sel.person_ids,
        )
        values = column(vault, f"SELECT value FROM identities WHERE person_id IN ({marks})", sel.person_ids)
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
