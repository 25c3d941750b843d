"""Facts in the vault: observations in, consolidated bi-temporal facts out, read under a role.

``record_observations`` stores what extractors found in items; ``refresh`` recomputes the facts of the (subject,
predicate) pairs that changed from the observations of live items (a superseded version's observations drop out) and
applies the difference: rows no longer produced get ``retracted_at`` (transaction time), new rows are inserted; nothing
is deleted. Each refresh that changes something is one audit event. ``read`` applies the same role rule as retrieval.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Iterable, Sequence

from hinet_pipeline.config import Role, Settings
from hinet_pipeline.errors import QueryError
from hinet_pipeline.memory.facts.consolidate import Fact, Observation, consolidate, diff
from hinet_pipeline.memory.facts.subjects import subject_keys
from hinet_pipeline.memory.facts.vocabulary import predicate as lookup
from hinet_pipeline.store.citations import citation
from hinet_pipeline.store.items import get_origins
from hinet_pipeline.timeutil import parse_time, utcnow

if TYPE_CHECKING:
    from hinet_pipeline.records import CanonicalItem
    from hinet_pipeline.store.vault import Vault


@dataclass(frozen=True)
class Found:
    """An observation as an extractor found it, with where in the vault it came from."""

    observation: Observation
    item_rowid: int
    extractor: str
    confidence: float = 1.0
    chunk_id: str | None = None
    span: tuple[int, int] | None = None

    @classmethod
    def stated(
        cls,
        item: "CanonicalItem",
        rowid: int,
        extractor: str,
        subject: str,
        pred: str,
        obj: str | None,
        valid_from: datetime,
        *,
        retract: bool | int = False,
        span: tuple[int, int] | None = None,
    ) -> "Found":
        """What ``item`` (stored as ``rowid``) states, as ``extractor`` read it: cited by the record. Facts are held
        by the day: a time of day is the start of that day as the record dates it ("sent 17:00 PST on 8 November"
        holds on 8 November, not from 9 November in UTC); an object as one line ("Best\n  Buy" is "Best Buy")."""
        if valid_from.hour or valid_from.minute or valid_from.second or valid_from.microsecond:
            valid_from = datetime(valid_from.year, valid_from.month, valid_from.day, tzinfo=timezone.utc)
        obj = " ".join(obj.split()) if obj else obj
        o = Observation(
            subject, pred, obj, valid_from, item.record_id, item.source, item.timestamp, retract, item.sensitivity
        )
        return cls(o, rowid, extractor, span=span)


def record_observations(vault: "Vault", found: Iterable[Found]) -> set[tuple[str, str]]:
    """Store observations (a repeat of one already stored is ignored); returns the changed keys."""
    rows, keys, now = [], set(), utcnow()
    for f in found:
        o = f.observation
        lookup(o.predicate)  # a predicate outside the vocabulary is never stored
        span = f.span or (None, None)
        rows.append(
            (
                o.subject,
                o.predicate,
                o.object,
                o.valid_from.isoformat(),
                int(o.retract),
                f.item_rowid,
                o.record_id,
                f.chunk_id,
                span[0],
                span[1],
                f.extractor,
                f.confidence,
                o.source,
                o.sensitivity,
                o.observed_at.isoformat(),
                now,
            )
        )
        keys.add((o.subject, o.predicate))
    if rows:
        with vault.transaction() as c:
            c.executemany(
                "INSERT OR IGNORE INTO fact_observations(subject, predicate, object, valid_from, retract, item_rowid, "
                "record_id, chunk_id, span_start, span_end, extractor, confidence, source, sensitivity, observed_at, "
                "extracted_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                rows,
            )
    return keys


def _observations(vault: "Vault", where: str, params: Sequence) -> list[Observation]:
    sql = (
        "SELECT o.subject, o.predicate, o.object, o.valid_from, o.record_id, o.source, o.observed_at, o.retract, "
        f"o.sensitivity FROM fact_observations o JOIN items i ON i.rowid = o.item_rowid WHERE {where}"
    )
    return [
        Observation(s, p, obj, parse_time(vf), rid, src, parse_time(at), retract, sens)
        for s, p, obj, vf, rid, src, at, retract, sens in vault.conn.execute(sql, list(params))
    ]


_FACT_COLUMNS = "subject, predicate, object, valid_from, valid_to, record_id, source, sensitivity, closed_by, support"


def _stored_rows(vault: "Vault", where: str, params: Sequence) -> list[tuple[int, Fact]]:
    """(fact_id, Fact) of the stored rows that are not retracted, and match ``where``."""
    sql = f"SELECT fact_id, {_FACT_COLUMNS} FROM facts WHERE retracted_at IS NULL AND {where}"
    return [
        (fid, Fact(s, p, o, parse_time(vf), parse_time(vt) if vt else None, rid, src, sn, by, tuple(json.loads(u))))
        for fid, s, p, o, vf, vt, rid, src, sn, by, u in vault.conn.execute(sql, list(params))
    ]


_KEYS_AT_ONCE = 400  # (subject, predicate) pairs whose rows one pair of queries reads


def _rows_of(vault: "Vault", keys: list[tuple[str, str]]) -> tuple[dict, dict]:
    """The stored facts and the live observations of ``keys``, grouped by key: one query each for all
    of them (by subject, through the same indexes), in storage order as one key's own query gives."""
    subjects = sorted({s for s, _ in keys})
    wanted = set(keys)
    marks = ",".join("?" * len(subjects))
    stored_of: dict[tuple[str, str], list] = {}
    for fid, f in _stored_rows(vault, f"subject IN ({marks}) ORDER BY fact_id", subjects):
        if (f.subject, f.predicate) in wanted:
            stored_of.setdefault((f.subject, f.predicate), []).append((fid, f))
    live_of: dict[tuple[str, str], list] = {}
    for o in _observations(vault, f"o.subject IN ({marks}) AND i.valid_to IS NULL ORDER BY o.rowid", subjects):
        if (o.subject, o.predicate) in wanted:
            live_of.setdefault((o.subject, o.predicate), []).append(o)
    return stored_of, live_of


def refresh(
    vault: "Vault", keys: Iterable[tuple[str, str]] | None = None, precedence: Sequence[str] = ()
) -> dict[str, int]:
    """Recompute the facts of ``keys`` (default: every pair with observations); returns counts:
    totals, and per predicate (only where non-zero, for the UI's plots) the facts added, the added
    ones that are closed intervals (a value that ended), and the rows retracted."""
    if keys is None:
        keys = vault.conn.execute("SELECT DISTINCT subject, predicate FROM fact_observations").fetchall()
    counts = {"facts_added": 0, "facts_retracted": 0, "pairs": 0}
    per: Counter = Counter()
    now = utcnow()
    ordered = sorted(set(map(tuple, keys)))
    with vault.transaction() as c:
        for start in range(0, len(ordered), _KEYS_AT_ONCE):
            part = ordered[start : start + _KEYS_AT_ONCE]
            stored_of, live_of = _rows_of(vault, part)
            retract, insert = [], []
            for subject, name in part:
                stored = stored_of.get((subject, name), [])
                gone, new = diff([f for _, f in stored], consolidate(live_of.get((subject, name), []), precedence))
                gone_keys = {f.key for f in gone}
                retract += [(now, fid) for fid, f in stored if f.key in gone_keys]
                insert += new
                counts["facts_added"] += len(new)
                counts["facts_retracted"] += len(gone)
                counts["pairs"] += 1
                per[f"facts_added_{name}"] += len(new)
                per[f"facts_closed_{name}"] += sum(1 for f in new if f.valid_to is not None)
                per[f"facts_retracted_{name}"] += len(gone)
            c.executemany("UPDATE facts SET retracted_at = ? WHERE fact_id = ?", retract)
            c.executemany(
                f"INSERT INTO facts({_FACT_COLUMNS}, recorded_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                [
                    (
                        f.subject,
                        f.predicate,
                        f.object,
                        f.valid_from.isoformat(),
                        f.valid_to.isoformat() if f.valid_to else None,
                        f.record_id,
                        f.source,
                        f.sensitivity,
                        f.closed_by,
                        json.dumps(list(f.support)),
                        now,
                    )
                    for f in insert
                ],
            )
        if counts["facts_added"] or counts["facts_retracted"]:
            vault.append_audit("facts", counts)
    return {**counts, **{k: n for k, n in sorted(per.items()) if n}}


def role_facts(
    vault: "Vault",
    role: Role,
    *,
    subjects: Sequence[str] | None = None,
    predicate: str | None = None,
    precedence: Sequence[str] = Settings.fact_precedence,
    one_subject: bool = False,
) -> list[Fact]:
    """Every interval of the facts (of ``subjects`` and ``predicate``, None: all) as ``role`` sees
    them. A role that sees everything reads the stored rows; any other role's are consolidated
    now from the observations of the live records it may see (Role.sql, the pre-filter's rule),
    so a record above it neither opens, closes, dates nor supports a fact it sees. Facts are few
    per subject: consolidating them at read time costs next to nothing and needs no copy per role."""
    if role.sees_everything and not one_subject:
        where, params = ["1"], []
        if subjects is not None:
            where.append(f"subject IN ({','.join('?' * len(subjects))})")
            params += list(subjects)
        if predicate:
            where.append("predicate = ?")
            params.append(predicate)
        rows = _stored_rows(vault, " AND ".join(where), params)
        return sorted((f for _, f in rows), key=lambda f: (f.subject, f.predicate, f.valid_from, f.object))
    where, params = role.sql("o")
    where.append("i.valid_to IS NULL")
    if subjects is not None:
        where.append(f"o.subject IN ({','.join('?' * len(subjects))})")
        params += list(subjects)
    if predicate:
        where.append("o.predicate = ?")
        params.append(predicate)
    return consolidate(_observations(vault, " AND ".join(where), params), precedence, one_subject=one_subject)


def read(
    vault: "Vault",
    role: Role,
    *,
    subject: str | None = None,
    predicate: str | None = None,
    as_of: datetime | str | None = None,
    history: bool = False,
    exact: bool = False,
    precedence: Sequence[str] = Settings.fact_precedence,
) -> list[dict]:
    """Current facts the role may see (role_facts: computed from the records it may see): those
    that hold at ``as_of`` (default: now; a date text means the end of that day), or with
    ``history`` every interval, closed ones too. ``subject`` names a person as people do (any
    name or identifier of theirs: all their facts), or, ``exact``, the subject as recorded.
    ``precedence``: the configured `[facts] precedence` (Settings.fact_precedence). A bad date or
    an unknown predicate is the caller's error (QueryError)."""
    try:
        if isinstance(as_of, str):
            as_of = parse_time(as_of, end=True)
    except ValueError:
        raise QueryError(f"as-of {as_of!r} is not a date: use YYYY-MM-DD or ISO 8601") from None
    try:
        if predicate:
            lookup(predicate)
    except ValueError as e:
        raise QueryError(str(e)) from None
    names = None
    if subject:
        names = [subject] if exact else subject_keys(vault, subject, role)
    facts = role_facts(
        vault, role, subjects=names, predicate=predicate, precedence=precedence, one_subject=bool(subject and not exact)
    )
    if not history:
        facts = [f for f in facts if f.valid_to is None] if as_of is None else [f for f in facts if f.holds_at(as_of)]
    out, cited = [], get_origins(vault, (f.record_id for f in facts))  # one read for all, bodies left out
    for f in facts:  # every fact cites the record it came from (the one citation shape: docs/contracts.md)
        if f.record_id not in cited:
            continue  # (no record to cite, none to show it from: a fact is never shown uncited)
        out.append(
            {
                "subject": f.subject,
                "predicate": f.predicate,
                "object": f.object,
                "valid_from": f.valid_from.isoformat(),
                "valid_to": f.valid_to.isoformat() if f.valid_to else None,
                "record_id": f.record_id,
                "citation": citation(f.record_id, cited[f.record_id]),
            }
        )
    return out
