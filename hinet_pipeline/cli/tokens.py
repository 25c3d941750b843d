"""`hinet token`: API tokens for roles (create, list, revoke)."""

from __future__ import annotations

from pathlib import Path

import click

from hinet_pipeline.cli import emit, home_option, json_option, main
from hinet_pipeline.config import Home
from hinet_pipeline.store.vault import Vault


@main.group()
def token() -> None:
    """Bearer tokens for the HTTP service (each maps to a role in config.toml)."""


@token.command("create")
@click.argument("role")
@home_option
@json_option
def token_create(role: str, home: Path | None, as_json: bool) -> None:
    """Print a new bearer token for ROLE, once (only its hash is kept, in the vault).

    Example: hinet token create assistant
    """
    from hinet_pipeline.store.tokens import create_token, token_hash, token_id

    h = Home.resolve(home)
    with Vault.open(h) as v:
        tok = create_token(v, role, h.settings().roles)
    emit(as_json, {"role": role, "token": tok, "id": token_id(token_hash(tok))}, tok)


@token.command("list")
@home_option
@json_option
def token_list(home: Path | None, as_json: bool) -> None:
    """List the tokens: id, role, created, last used, state. Never a token: an id is the start of
    the token's hash. A token is live unless revoked or its role is no longer in config.toml.

    Example: hinet token list
    """
    from hinet_pipeline.store.tokens import list_tokens

    h = Home.resolve(home)
    roles = h.settings().roles
    with Vault.open(h) as v:
        rows = list_tokens(v, roles)
    if as_json:
        emit(True, rows, "")
        return
    for r in rows:
        if r["revoked"]:
            state = f"revoked {(r['revoked_at'] or '')[:16]}".rstrip()
        else:
            state = "live" if r["role_defined"] else "role removed from config.toml"
        used = r["last_used_at"][:16] if r["last_used_at"] else "never used"
        click.echo(f"{r['id']}  {r['role']:<12}  created {r['created_at'][:16]}  {used:<16}  {state}")
    live = sum(r["live"] for r in rows)
    click.echo(f"{len(rows)} token(s), {live} live")


@token.command("revoke")
@click.argument("token_ids", metavar="[ID]...", nargs=-1)
@click.option("--role", default=None, help="Revoke every token of this role instead.")
@home_option
@json_option
def token_revoke(token_ids: tuple[str, ...], role: str | None, home: Path | None, as_json: bool) -> None:
    """Revoke tokens by id (from `hinet token list`; a unique prefix of 6+ characters will do), or
    every token of a role with --role. A running `hinet serve` or `hinet mcp --http` refuses them
    at the next request.

    Example: hinet token revoke 3f9a1c07b2e4  (or: hinet token revoke --role assistant)
    """
    from hinet_pipeline.store.tokens import revoke_tokens

    with Vault.open(Home.resolve(home)) as v:
        result = revoke_tokens(v, token_ids, role=role)
    revoked, already = result["revoked"], result["already"]
    line = f"revoked {len(revoked)} token(s)" + (f": {', '.join(revoked)}" if revoked else "")
    if already:
        line += f"; already revoked: {', '.join(already)}"
    emit(as_json, result, line)
