"""Item storage: CanonicalItems into the vault's ``items`` table and back.

Upsert by content_hash (the same item twice is one row); a changed item (same source, account and
external_id) becomes a new version and the older one gets ``valid_to``; nothing is ever deleted.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from hinet_pipeline.records import ITEM_FIELDS, ORIGIN_FIELDS, CanonicalItem, Origin, parse_timestamp
from hinet_pipeline.timeutil import utcnow

if TYPE_CHECKING:
    from hinet_pipeline.config import Role
    from hinet_pipeline.store.vault import Vault


@dataclass
class UpsertResult:
    inserted: int = 0
    duplicates: int = 0
    superseded: int = 0  # older versions invalidated by a newer one (or stored already invalid)


def upsert_items(vault: "Vault", items: Iterable[CanonicalItem], *, batch_id: str | None = None) -> UpsertResult:
    """Store items in one transaction with one audit event.

    Same content_hash → duplicate, not stored again. Same (source, account, external_id) with
    new content → a new version; whichever version is newer (by timestamp, ties to the
    arrival) stays live and the other gets ``valid_to``. Nothing is ever deleted.
    """
    result = UpsertResult()
    now = utcnow()
    hashes = []
    people: list[tuple] = []
    items = list(items)
    with vault.transaction() as c:
        # look-ups for the whole batch at once: one query each instead of two per item
        existing: set[str] = set()
        live: dict[tuple, tuple] = {}
        for start in range(0, len(items), 500):
            part = items[start : start + 500]
            marks = ",".join("?" * len(part))
            existing.update(
                r[0]
                for r in c.execute(
                    f"SELECT content_hash FROM items WHERE content_hash IN ({marks})",
                    [it.content_hash for it in part],
                )
            )
            for source in {it.source for it in part}:  # (source, external_id) leads the identity index
                ids = [it.external_id for it in part if it.source == source]
                for row in c.execute(
                    "SELECT rowid, record_id, ts, timestamp, source, account, external_id FROM items "
                    f"WHERE source = ? AND external_id IN ({','.join('?' * len(ids))}) AND valid_to IS NULL",
                    [source, *ids],
                ):
                    live[(row[4], row[5], row[6])] = row[:4]
        # rowids are assigned here (the write lock is held), so the rows go in with one executemany
        first = c.execute("SELECT coalesce(max(rowid), 0) + 1 FROM items").fetchone()[0]
        rows: list[dict] = []  # by column name (INSERTED_COLUMNS)
        for item in items:
            digest = item.content_hash
            if digest in existing:
                result.duplicates += 1
                continue
            existing.add(digest)
            rowid = first + len(rows)
            current = live.get(item.identity_key)
            ts = int(item.timestamp.timestamp())
            valid_to = superseded_by = None
            if current is not None:
                result.superseded += 1
                if ts >= current[2]:
                    if current[0] >= first:  # the older version is earlier in this same batch
                        older = rows[current[0] - first]
                        older["valid_to"], older["superseded_by"] = item.timestamp.isoformat(), item.record_id
                    else:
                        c.execute(
                            "UPDATE items SET valid_to = ?, superseded_by = ? WHERE rowid = ?",
                            (item.timestamp.isoformat(), item.record_id, current[0]),
                        )
                        c.execute("UPDATE chunks SET live = 0 WHERE item_rowid = ?", (current[0],))
                else:  # an older version arrived late: keep it, already invalid
                    valid_to, superseded_by = current[3], current[1]
            rows.append(
                {
                    "rowid": rowid,
                    "record_id": item.record_id,
                    "content_hash": digest,
                    "body_hash": item.body_hash,
                    **item_values(item),
                    "ts": ts,
                    "valid_from": item.timestamp.isoformat(),
                    "valid_to": valid_to,
                    "superseded_by": superseded_by,
                    "batch_id": batch_id,
                    "ingested_at": now,
                }
            )
            if valid_to is None:  # the new live version of this identity, for later items of the batch
                live[item.identity_key] = (rowid, item.record_id, ts, item.timestamp.isoformat())
            if item.author:
                people.append((rowid, item.author, "author"))
            people += [(rowid, p, "participant") for p in item.participants]
            result.inserted += 1
            hashes.append(digest)
        c.executemany(INSERT_ITEM, rows)
        c.executemany("INSERT OR IGNORE INTO item_people VALUES (?,?,?)", people)
        vault.append_audit(
            "upsert_items",
            {
                "batch_id": batch_id,
                "inserted": result.inserted,
                "duplicates": result.duplicates,
                "superseded": result.superseded,
                "records_digest": hashlib.sha256("".join(sorted(hashes)).encode()).hexdigest(),
            },
        )
    return result


def get_item(vault: "Vault", record_id: str) -> CanonicalItem | None:
    row = vault.conn.execute(f"SELECT {ITEM_COLUMNS} FROM items WHERE record_id = ?", (record_id,)).fetchone()
    return item_from_row(row) if row else None


def readable_item(vault: "Vault", role: "Role", record_id: str) -> tuple[CanonicalItem, str, str | None] | None:
    """(item, valid_from, valid_to) of one stored version, if ``role`` may read it
    (Role.allows_version: a superseded version only while the role may read the current one);
    None when there is no such record or the role may not see it (the two read the same)."""
    row = vault.conn.execute(
        f"SELECT valid_from, valid_to, content_hash, {ITEM_COLUMNS} FROM items WHERE record_id = ?", (record_id,)
    ).fetchone()
    if row is None:
        return None
    item = item_from_row(row[3:], row[2])
    current: tuple[str, int] | None = (item.source, item.sensitivity)
    if row[1] is not None:  # superseded: what the identity's live version allows decides
        current = vault.conn.execute(
            "SELECT source, sensitivity FROM items WHERE source = ? AND external_id = ? AND account IS ? "
            "AND valid_to IS NULL",
            (item.source, item.external_id, item.account),
        ).fetchone()
    if not role.allows_version(item.source, item.sensitivity, tuple(current) if current else None):
        return None
    return item, row[0], row[1]


def versions(vault: "Vault", source: str, external_id: str, account: str | None = None) -> list[dict]:
    """Every stored version of one item, oldest first, with its validity interval."""
    rows = vault.conn.execute(
        "SELECT record_id, valid_from, valid_to, superseded_by FROM items WHERE source = ? "
        "AND external_id = ? AND account IS ? ORDER BY ts, rowid",
        (source, external_id, account),
    ).fetchall()
    return [dict(zip(("record_id", "valid_from", "valid_to", "superseded_by"), r)) for r in rows]


ITEM_COLUMNS = ", ".join(ITEM_FIELDS)  # the items columns a CanonicalItem is rebuilt from, in its field order
ORIGIN_COLUMNS = ", ".join(ORIGIN_FIELDS)  # the items columns an Origin (a citation) is rebuilt from

# what upsert_items writes per row: the item's own fields (ITEM_FIELDS) between its identity
# (rowid, record_id, hashes) and its storage state (time as an integer, validity, batch); every other
# column (chunked, facts_state, people_state, graph_state) starts at its schema default
INSERTED_COLUMNS = (
    "rowid",
    "record_id",
    "content_hash",
    "body_hash",
    *ITEM_FIELDS,
    "ts",
    "valid_from",
    "valid_to",
    "superseded_by",
    "batch_id",
    "ingested_at",
)
INSERT_ITEM = (
    f"INSERT INTO items({', '.join(INSERTED_COLUMNS)}) VALUES ({', '.join(':' + c for c in INSERTED_COLUMNS)})"
)
_JSON_LISTS = ("participants", "signals")  # fields stored as a JSON list of strings


def item_values(item: CanonicalItem) -> dict:
    """The ITEM_FIELDS columns of ``item`` as stored (the inverse of ``item_from_row``)."""
    values = {name: getattr(item, name) for name in ITEM_FIELDS}
    values["timestamp"] = item.timestamp.isoformat()
    for name in _JSON_LISTS:
        values[name] = json.dumps(list(values[name]), ensure_ascii=False)
    return values


def item_from_row(row, content_hash: str | None = None) -> CanonicalItem:
    """A CanonicalItem from the ITEM_COLUMNS of an items row. Stored rows were validated and
    normalised on the way in, so they are rebuilt directly (no second validation). ``content_hash``:
    the row's stored hash, taken as its identity (a reader that needs the record_id does not hash
    the item again; ``hinet verify`` leaves it out, to recompute and compare)."""
    fields = dict(zip(ITEM_FIELDS, row))
    for name in _JSON_LISTS:
        fields[name] = json.loads(fields[name] or "[]")
    fields["content_hash"] = content_hash
    return CanonicalItem.from_landed(fields)


def origin_from_row(row) -> Origin:
    """An Origin from the ORIGIN_COLUMNS of an items row."""
    fields = dict(zip(ORIGIN_FIELDS, row))
    fields["timestamp"] = parse_timestamp(fields["timestamp"])
    fields["participants"] = tuple(json.loads(fields["participants"] or "[]"))
    return Origin(**fields)


def get_origins(vault: "Vault", record_ids: Iterable[str]) -> dict[str, Origin]:
    """The Origins of the stored versions of ``record_ids`` (those that exist), read 500 at a time:
    what a citation shows, without the records' bodies."""
    ids, out = sorted(set(record_ids)), {}
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        for row in vault.conn.execute(
            f"SELECT record_id, {ORIGIN_COLUMNS} FROM items WHERE record_id IN ({','.join('?' * len(part))})", part
        ):
            out[row[0]] = origin_from_row(row[1:])
    return out
