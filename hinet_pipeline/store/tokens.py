"""Bearer tokens for the HTTP service and `hinet mcp --http`: each maps to a role in config.toml;
only a hash is stored, in the vault.

A token's id (what `hinet token list` shows and `hinet token revoke` takes) is the start of its
hash: it names the token without being it, and no part of the token can be had from it."""

from __future__ import annotations

import hashlib
import logging
import secrets
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta, timezone

import sqlcipher3

from hinet_pipeline.config import Role
from hinet_pipeline.errors import HinetError
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.timeutil import utcnow

log = logging.getLogger(__name__)

PREFIX = "hnt_"
ID_CHARS = 12  # hex digits of the hash that are a token's id
MIN_ID_CHARS = 6  # the shortest id prefix `hinet token revoke` accepts
LAST_USED_EVERY = timedelta(seconds=60)  # `last used` is written at most this often per token


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_id(hashed: str) -> str:
    return hashed[:ID_CHARS]


def create_token(vault: Vault, role: str, roles: Mapping[str, Role]) -> str:
    """A new bearer token for ``role``; only its hash is stored (in the vault), with an audit event."""
    if role not in roles:
        raise HinetError(
            f"unknown role {role!r}: define [roles.{role}] in config.toml (known: {', '.join(sorted(roles))})"
        )
    token = PREFIX + secrets.token_urlsafe(32)
    with vault.transaction() as c:
        c.execute(
            "INSERT INTO api_tokens(token_hash, role, created_at) VALUES (?,?,?)", (token_hash(token), role, utcnow())
        )
        vault.append_audit("token_create", {"role": role, "id": token_id(token_hash(token))})
    return token


def role_for_token(vault: Vault, token: str | None, roles: Mapping[str, Role]) -> str | None:
    """The role a live token maps to, or None (no token, unknown, revoked, or its role was removed).
    A token found live is marked used (at most once a LAST_USED_EVERY, never waiting for a writer)."""
    if not token:
        return None
    hashed = token_hash(token)
    row = vault.conn.execute(
        "SELECT role, last_used_at FROM api_tokens WHERE token_hash = ? AND revoked = 0", (hashed,)
    ).fetchone()
    if not row or row[0] not in roles:
        return None
    _mark_used(vault, hashed, row[1])
    return row[0]


def _mark_used(vault: Vault, hashed: str, last: str | None) -> None:
    """Set the token's ``last_used_at`` unless it was set within LAST_USED_EVERY. Best effort: a
    read-only vault, or a writer holding it (the sleep cycle), leaves it as it was; the request
    never waits for it."""
    now = datetime.now(timezone.utc)
    if vault.read_only is not None or (last and last >= (now - LAST_USED_EVERY).isoformat(timespec="microseconds")):
        return
    conn = vault.conn
    if conn.in_transaction:  # the caller's transaction is not this one's to commit
        return
    waited = conn.execute("PRAGMA busy_timeout").fetchone()[0]
    conn.execute("PRAGMA busy_timeout = 0")
    try:
        conn.execute(
            "UPDATE api_tokens SET last_used_at = ? WHERE token_hash = ?",
            (now.isoformat(timespec="microseconds"), hashed),
        )
    except sqlcipher3.OperationalError as e:  # busy, locked, read-only, full: next time
        log.debug("token last-used not recorded (%s)", type(e).__name__)
    finally:
        conn.execute(f"PRAGMA busy_timeout = {int(waited)}")


def list_tokens(vault: Vault, roles: Mapping[str, Role]) -> list[dict]:
    """Every token, oldest first: id, role, whether that role is still defined, created, last used,
    revoked. Never the token, nor its whole hash."""
    rows = vault.conn.execute(
        "SELECT token_hash, role, created_at, last_used_at, revoked, revoked_at FROM api_tokens "
        "ORDER BY created_at, token_hash"
    ).fetchall()
    return [
        {
            "id": token_id(hashed),
            "role": role,
            "role_defined": role in roles,
            "created_at": created,
            "last_used_at": used,
            "revoked": bool(revoked),
            "revoked_at": revoked_at,
            "live": not revoked and role in roles,
        }
        for hashed, role, created, used, revoked, revoked_at in rows
    ]


def _matching(vault: Vault, ident: str) -> list[tuple[str, int]]:
    """(hash, revoked) of the tokens ``ident`` names: the token itself, or its id or an id prefix."""
    ident = ident.strip()
    if ident.startswith(PREFIX):
        hashed = token_hash(ident)
        return vault.conn.execute(
            "SELECT token_hash, revoked FROM api_tokens WHERE token_hash = ?", (hashed,)
        ).fetchall()
    prefix = ident.lower()
    if len(prefix) < MIN_ID_CHARS or any(ch not in "0123456789abcdef" for ch in prefix):
        raise HinetError(
            f"{ident!r} is not a token id: give the id `hinet token list` shows (at least {MIN_ID_CHARS} of its "
            "characters), or the token itself"
        )
    return vault.conn.execute(
        "SELECT token_hash, revoked FROM api_tokens WHERE substr(token_hash, 1, ?) = ?", (len(prefix), prefix)
    ).fetchall()


def revoke_tokens(vault: Vault, idents: Sequence[str] = (), *, role: str | None = None) -> dict:
    """Revoke tokens named by ``idents`` (each its id, an id prefix naming only it, or the token
    itself), or every token of ``role`` (defined in config.toml or not: removing a role and
    revoking its tokens go together). Every name is resolved before any token is revoked (a typo
    revokes nothing); then one transaction and one audit event. Returns the ids ``revoked`` now and
    those ``already`` revoked. A running server refuses a revoked token at its next request."""
    if bool(idents) == bool(role):
        raise HinetError("give the id(s) of the tokens to revoke (hinet token list) or --role ROLE, not both")
    found: dict[str, int] = {}
    for ident in idents:
        matches = _matching(vault, ident)
        if not matches:
            raise HinetError(f"no token {ident.strip()[:ID_CHARS]!r}: `hinet token list` shows their ids")
        if len(matches) > 1:
            ids = ", ".join(sorted(token_id(h) for h, _ in matches))
            raise HinetError(f"{ident!r} names {len(matches)} tokens ({ids}): give more of the id")
        found.update(matches)
    if role:
        found.update(
            vault.conn.execute("SELECT token_hash, revoked FROM api_tokens WHERE role = ?", (role,)).fetchall()
        )
        if not found:
            raise HinetError(f"no token for role {role!r}: `hinet token list` shows the tokens and their roles")
    live = sorted(h for h, revoked in found.items() if not revoked)
    already = sorted(token_id(h) for h, revoked in found.items() if revoked)
    if live:
        with vault.transaction() as c:
            now = utcnow()
            c.executemany(
                "UPDATE api_tokens SET revoked = 1, revoked_at = ? WHERE token_hash = ? AND revoked = 0",
                [(now, h) for h in live],
            )
            vault.append_audit("token_revoke", {"ids": [token_id(h) for h in live], **({"role": role} if role else {})})
    return {"revoked": [token_id(h) for h in live], "already": already}
