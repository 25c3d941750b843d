"""The audit trail: every mutation of the vault appends an event whose hash covers the one before,
so a changed, inserted or deleted event breaks the chain (`hinet verify` names where)."""

from __future__ import annotations

import hashlib
import json

import sqlcipher3

from hinet_pipeline.timeutil import utcnow

GENESIS_HASH = "0" * 64


def event_hash(seq: int, at: str, kind: str, details: str, prev_hash: str) -> str:
    return hashlib.sha256(f"{seq}|{at}|{kind}|{details}|{prev_hash}".encode()).hexdigest()


def append_event(conn: sqlcipher3.Connection, kind: str, details: dict) -> int:
    """Append an event (ids and counts in ``details``, never content). Call inside a transaction."""
    row = conn.execute("SELECT seq, hash FROM audit_events ORDER BY seq DESC LIMIT 1").fetchone()
    seq, prev = (row[0] + 1, row[1]) if row else (1, GENESIS_HASH)
    at = utcnow()
    text = json.dumps(details, sort_keys=True, separators=(",", ":"))
    conn.execute(
        "INSERT INTO audit_events(seq, at, kind, details, prev_hash, hash) VALUES (?,?,?,?,?,?)",
        (seq, at, kind, text, prev, event_hash(seq, at, kind, text, prev)),
    )
    return seq


def chain_problems(conn: sqlcipher3.Connection) -> list[str]:
    problems = []
    expected_prev, expected_seq = GENESIS_HASH, 1
    for seq, at, kind, details, prev, digest in conn.execute(
        "SELECT seq, at, kind, details, prev_hash, hash FROM audit_events ORDER BY seq"
    ):
        name = f"audit event {seq} ({kind} at {at})"
        if seq != expected_seq:
            problems.append(f"{name}: events {expected_seq}..{seq - 1} are missing")
        if prev != expected_prev:
            problems.append(f"{name}: prev_hash does not match the previous event's hash")
        if event_hash(seq, at, kind, details, prev) != digest:
            problems.append(f"{name}: hash does not match its contents (tampered)")
        expected_prev, expected_seq = digest, seq + 1
    return problems
