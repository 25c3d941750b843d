"""Bearer tokens for the HTTP service: each maps to a role in config.toml; only a hash is stored."""

from __future__ import annotations

import hashlib
import secrets

from .config import Role
from .errors import HinetError
from .timeutil import utcnow
from .vault import Vault


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def create_token(vault: Vault, role: str, roles: dict[str, Role]) -> str:
    """A new bearer token for ``role``; only its hash is stored (in the vault), with an audit event."""
    if role not in roles:
        raise HinetError(
            f"unknown role {role!r}: define [roles.{role}] in config.toml (known: {', '.join(sorted(roles))})"
        )
    token = "hnt_" + secrets.token_urlsafe(32)
    with vault.transaction() as c:
        c.execute(
            "INSERT INTO api_tokens(token_hash, role, created_at) VALUES (?,?,?)", (token_hash(token), role, utcnow())
        )
        vault.append_audit("token_create", {"role": role})
    return token


def role_for_token(vault: Vault, token: str | None, roles: dict[str, Role]) -> str | None:
    """The role a live token maps to, or None (no token, unknown, revoked, or its role was removed)."""
    if not token:
        return None
    row = vault.conn.execute(
        "SELECT role FROM api_tokens WHERE token_hash = ? AND revoked = 0", (token_hash(token),)
    ).fetchone()
    return row[0] if row and row[0] in roles else None
