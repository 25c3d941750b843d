"""Citations, and what a search shows: the one citation shape (``citation``: every route that
cites a record, hits, facts, person pages, records, personalize, MCP and the search page, builds
it here), each hit with its citation, and the parent-merged contexts around the hits. Rows are
read under the pre-filter predicate: nothing outside it becomes a hit or rides along in a context."""

from __future__ import annotations

from typing import Any

from hinet_pipeline.records import CanonicalItem, Origin, parse_timestamp
from hinet_pipeline.store.rows import named_rows

# the one citation shape: which record (and which version of it: record_id names one version),
# where it comes from, when, how to open it, and the provenance header to quote
CITATION_KEYS = (
    "record_id",
    "source",
    "account",
    "container",
    "thread_id",
    "author",
    "timestamp",
    "external_id",
    "url",
    "display",
)

# a candidate chunk with its record's provenance: what a hit is made of
_CANDIDATE_SQL = (
    "SELECT c.rowid AS chunk_rowid, c.chunk_id, c.record_id, c.parent_id, c.text, i.source, i.account, "
    "i.container, i.thread_id, i.author, i.timestamp, i.external_id, i.url, i.app, i.title, i.body_hash, c.ts "
    # NOT INDEXED: look the few ids up by rowid; the predicate must not pull in a filter index
    "FROM chunks c NOT INDEXED JOIN items i ON i.rowid = c.item_rowid "
    "WHERE c.rowid IN ({ids}) AND {where}"
)


def candidate_rows(conn: Any, ids: list[int], where: tuple[str, list]) -> dict[int, Any]:
    """The rows of these chunks that the pre-filter allows, by chunk rowid."""
    sql = _CANDIDATE_SQL.format(ids=",".join("?" * len(ids)), where=where[0])
    return {r.chunk_rowid: r for r in named_rows(conn, sql, [*ids, *where[1]])}


def origin_of(row: Any) -> Origin:
    """The Origin of a stored record from its columns (a row without ``url``: none)."""
    return Origin(
        source=row.source,
        external_id=row.external_id,
        timestamp=parse_timestamp(row.timestamp),
        account=row.account,
        container=row.container,
        thread_id=row.thread_id,
        author=row.author,
        url=getattr(row, "url", None),
        app=row.app,
        title=row.title,
    )


def display(row: Any) -> str:
    """The provenance header of a stored record, from its columns."""
    return origin_of(row).display()


def citation(record_id: str, origin: Origin) -> dict:
    """The citation of one stored version of a record (``record_id`` names the version) from its
    Origin: always the keys of CITATION_KEYS, in that order. The one builder."""
    return {
        "record_id": record_id,
        "source": origin.source,
        "account": origin.account,
        "container": origin.container,
        "thread_id": origin.thread_id,
        "author": origin.author,
        "timestamp": origin.timestamp.isoformat(),
        "external_id": origin.external_id,
        "url": origin.url,
        "display": origin.display(),
    }


def of_item(item: CanonicalItem) -> dict:
    """The citation of a stored item (items.get_item, readable_item)."""
    return citation(item.record_id, item.origin)


def of_row(row: Any) -> dict:
    """The citation of a row with the items' columns and ``record_id`` (candidate_rows)."""
    return citation(row.record_id, origin_of(row))


def hit(row: Any, score: float) -> dict:
    """One hit of a search result: a candidate row (candidate_rows) and its final score."""
    return {
        "record_id": row.record_id,
        "chunk_id": row.chunk_id,
        "parent_id": row.parent_id,
        "score": round(score, 6),
        "citation": of_row(row),
        "text": row.text,
    }


def contexts(conn: Any, hits: list[dict], where: tuple[str, list], neighbours: int) -> list[dict]:
    """Parent-merge: hits grouped by parent (thread / chain / file / session), each group with
    the ``neighbours`` items on each side of its hits in time order; groups in the order of their
    best hit. Neighbours obey the pre-filter too: a private message in a thread never rides along."""
    groups: dict[str, dict] = {}
    for rank, h in enumerate(hits):
        groups.setdefault(h["parent_id"], {"parent_id": h["parent_id"], "record_ids": [], "rank": rank})
        groups[h["parent_id"]]["record_ids"].append(h["record_id"])
    out = []
    n = neighbours
    for g in groups.values():
        members = named_rows(
            conn,
            "SELECT DISTINCT i.record_id, i.timestamp, i.ts, i.rowid AS item_rowid FROM chunks c "
            "INDEXED BY chunks_parent JOIN items i ON i.rowid = c.item_rowid "
            f"WHERE c.parent_id = ? AND {where[0]} ORDER BY i.ts, i.rowid",
            (g["parent_id"], *where[1]),
        )
        order = [m.record_id for m in members]
        keep: set[int] = set()
        for rid in g["record_ids"]:
            if rid in order:
                i = order.index(rid)
                keep.update(range(max(0, i - n), min(len(order), i + n + 1)))
        chosen = [order[i] for i in sorted(keep)] or g["record_ids"]
        rows = {
            r.record_id: r
            for r in named_rows(
                conn,
                "SELECT record_id, source, external_id, body, timestamp, account, container, thread_id, author, "
                f"app, title FROM items WHERE record_id IN ({','.join('?' * len(chosen))})",
                chosen,
            )
        }
        parts = [f"{display(rows[rid])}\n{rows[rid].body.strip()}" for rid in chosen]
        out.append(
            {
                "parent_id": g["parent_id"],
                "record_ids": g["record_ids"],
                "context_record_ids": chosen,
                "text": "\n\n".join(parts),
            }
        )
    return out
