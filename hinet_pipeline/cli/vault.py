"""Commands on the home and its vault: init, status, verify, backup, restore, rekey (tokens: cli/tokens.py;
quarantine and set-aside batches: cli/batches.py)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import click

from hinet_pipeline.cli import emit, home_option, json_option, main
from hinet_pipeline.config import KEY_ENV, Home, VaultKey
from hinet_pipeline.errors import DAMAGE_HINT, HinetError
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.vault import Vault


# -- init --------------------------------------------------------------------------------------
@main.command()
@click.option(
    "--new-vault",
    is_flag=True,
    help="The vault is missing or damaged and there is no backup: keep what is left of it and start "
    "an empty vault with the same key (then `hinet sleep --all` ingests the landed batches again).",
)
@click.option(
    "--owner", "owner_name", default=None, help="Your name: first-person notes and your messages speak about you."
)
@click.option("--owner-id", "owner_ids", multiple=True, help="One of your addresses or handles (repeatable).")
@click.option(
    "--region",
    default=None,
    metavar="CC",
    help="The country phone numbers without a country code are read in (US, IL, DE, ...): [owner] region. "
    "Default: the system locale's country, when it names one.",
)
@home_option
@json_option
def init(
    new_vault: bool,
    owner_name: str | None,
    owner_ids: tuple[str, ...],
    region: str | None,
    home: Path | None,
    as_json: bool,
) -> None:
    """Create a home: encrypted vault, key file (0600), config.toml, Dagster instance config.

    The key is a random 256-bit key in HOME/vault.key, unless HINET_VAULT_KEY is set (a 64-hex
    raw key or a passphrase), in which case no key file is written. An existing key is never
    replaced, and a home whose vault is missing or damaged is not given a new one without
    --new-vault.

    Example: hinet init --home ~/.hinet
    """
    from hinet_pipeline.store.home_setup import locale_region, phone_region, set_region

    h = Home.resolve(home)
    region = phone_region(region) if region is not None else None  # a wrong code fails before anything is made
    created = init_home(h, new_vault=new_vault)
    if owner_name or owner_ids:
        from hinet_pipeline.store.home_setup import set_owner

        set_owner(h, owner_name or h.settings().owner.name, list(owner_ids))
    if region is None and created:
        try:  # a new home reads phone numbers as the machine's locale writes them
            region = phone_region(locale_region() or "")
        except HinetError:
            region = None
    if region:
        set_region(h, region)
    emit(
        as_json,
        {"home": str(h.root), "vault": str(h.vault_path), "created": created, "region": h.settings().owner.region},
        f"{'initialised' if created else 'already initialised'}: {h.root} (vault {h.vault_path})",
    )


# -- status / verify ---------------------------------------------------------------------------
@main.command()
@home_option
@json_option
def status(home: Path | None, as_json: bool) -> None:
    """Vault figures: counts, schema version, model pin. Never content.

    Example: hinet status --json
    """
    from hinet_pipeline.intake.ingest import set_aside_batches
    from hinet_pipeline.store.health import STATUS_CHECK_MB, check_pages

    h = Home.resolve(home)
    with Vault.open(h) as v:
        checked = check_pages(v)  # a damaged page: one line, pointing at verify and restore
        s = v.status()
        aside = [a for a in set_aside_batches(h, v) if not a.relanded]
    problems = []
    if aside:
        known = sum(a.records or 0 for a in aside)
        held = f" holding {known}{'+' * any(a.records is None for a in aside)} record(s)" if known else ""
        problems.append(
            f"{len(aside)} batch(es){held} set aside as unreadable, not in the vault: "
            "see `hinet batches list` (land again, retry or discard them)"
        )
    if problems:
        s["problems"] = problems  # only when there is something to do: the figures' shape stays as it was
    if as_json:
        emit(True, s, "")
        return
    model = s["model"]
    lines = [
        f"vault schema v{s['schema_version']}",
        f"items {s['items']} live ({s['versions']} versions), chunks {s['chunks']}, "
        f"vectors {s['vectors']}, fts rows {s['fts_rows']}",
        f"facts {s['facts']}, people {s['people']}, graph edges {s['graph_edges']}",
        f"quarantined {s['quarantined']}, audit events {s['audit_events']}",
        "model: " + (f"{model['id']} (dim {model['dim']}, {model['backend']})" if model else "not pinned yet"),
    ]
    if not checked:
        lines.append(f"pages: not read by status above {STATUS_CHECK_MB} MiB: `hinet verify` checks every one")
    lines += [f"problem: {p}" for p in problems]
    click.echo("\n".join(lines))


@main.command()
@home_option
@json_option
def verify(home: Path | None, as_json: bool) -> None:
    """Check the audit hash chain, SQLite and SQLCipher integrity, that the file is encrypted, that
    every item hashes to its content_hash, that the FTS5 and vector indexes match the chunks, and
    that no landing batch was set aside as unreadable (see `hinet batches list`).

    Exits 1 when a problem is found; work a failed or killed sleep cycle left (items not yet chunked,
    chunks not yet indexed) is listed as pending, not as a problem. Example: hinet verify --json
    """
    from hinet_pipeline.index.indexing import index_pending, index_problems
    from hinet_pipeline.index.reembed import advice, interrupted
    from hinet_pipeline.intake.ingest import set_aside_problems
    from hinet_pipeline.store.health import guarded, verify

    h = Home.resolve(home)
    switching = interrupted(h)
    with Vault.open(h) as v:  # each check goes on past a damaged page: it is that check's problem
        problems = guarded("checks", lambda: verify(v))
        problems += guarded("index", lambda: index_problems(v))
        problems += guarded("set-aside batches", lambda: set_aside_problems(h, v))
        by = f"`{switching.command()}`" if switching else "`hinet sleep`"
        pending = []
        problems += guarded("pending work", lambda: pending.extend(index_pending(v, by)) or [])
    if switching:
        pending.append(advice(switching))
    if any(p.startswith(("integrity_check", "cipher_integrity_check")) for p in problems):
        problems.append(f"the vault has damaged pages: {DAMAGE_HINT.split('; ', 1)[1]}")
    emit(
        as_json,
        {"ok": not problems, "problems": problems, "pending": pending},
        "\n".join(
            (["ok: audit chain intact, integrity ok, encrypted"] if not problems else [])
            + [f"problem: {p}" for p in problems]
            + [f"pending: {p}" for p in pending]
        ),
    )
    if problems:
        sys.exit(1)


# -- backup / restore / rekey ------------------------------------------------------------------
@main.command()
@click.argument("dest", type=click.Path(dir_okay=False, path_type=Path))
@home_option
@json_option
def backup(dest: Path, home: Path | None, as_json: bool) -> None:
    """Write a verified, encrypted copy of the vault to DEST; it opens with the same key.

    The copy is written under a hidden name beside DEST, checked (integrity, audit chain, every
    item's content hash, the same records as the vault), then renamed: DEST is complete or absent.

    Example: hinet backup /media/usb/hinet-2026-11-30.db
    """
    from hinet_pipeline.store.backup import backup as run_backup

    out = run_backup(Home.resolve(home), dest)
    emit(
        as_json,
        out,
        f"backup written and verified: {out['backup']} ({out['items']} items; opens with this vault's key)",
    )


@main.command()
@click.argument("src", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--key-env",
    metavar="VAR",
    default=None,
    help="The backup was made under another key (before a rekey): read that key from VAR. The "
    "restored vault is re-encrypted with this home's key.",
)
@home_option
@json_option
def restore(src: Path, key_env: str | None, home: Path | None, as_json: bool) -> None:
    """Replace the vault with a backup made by `hinet backup`, after verifying it.

    A backup that does not open or does not verify is refused and nothing changes. The vault it
    replaces is kept as HOME/vault.db.replaced-<time>. Batches landed after the backup are
    ingested again by the next `hinet sleep --all`.

    Example: hinet restore /media/usb/hinet-2026-11-30.db
    """
    from hinet_pipeline.store.backup import restore as run_restore

    backup_key = None
    if key_env:
        if not os.environ.get(key_env):
            raise HinetError(f"--key-env {key_env}: that environment variable is empty")
        backup_key = VaultKey(os.environ[key_env], f"${key_env}")
    out = run_restore(Home.resolve(home), src, backup_key)
    emit(
        as_json,
        out,
        f"restored {out['items']} items from {out['restored']}"
        + (f"; the replaced vault is kept as {out['replaced']}" if out["replaced"] else "")
        + "; run `hinet sleep --all` to ingest batches landed since the backup",
    )


@main.command()
@home_option
@click.option(
    "--new-key-env",
    metavar="VAR",
    default=None,
    help="Read the new key from environment variable VAR (needed when the current key "
    "comes from HINET_VAULT_KEY; set HINET_VAULT_KEY to it afterwards).",
)
@json_option
def rekey(home: Path | None, new_key_env: str | None, as_json: bool) -> None:
    """Re-encrypt the vault and every landing batch with a new key.

    With a key file: a new random key replaces HOME/vault.key once every file opens with it. With
    HINET_VAULT_KEY: pass --new-key-env VAR naming a variable that holds the new key. A rekey that
    is killed is finished by the next hinet command (with keys from the environment: by running
    the same rekey command again).

    Example: hinet rekey
    """
    from rich.progress import Progress as Bar

    from hinet_pipeline.store.rekey import rekey_home

    h = Home.resolve(home)
    with Bar(transient=True, disable=as_json) as bar:
        task = bar.add_task("re-encrypting vault and batches", total=None)
        result = rekey_home(h, new_key_env, progress=lambda done, total: bar.update(task, completed=done, total=total))
    where = f"set {KEY_ENV} to ${new_key_env}" if new_key_env else f"new key in {h.key_file}"
    line = f"vault and {result.batches_rekeyed + result.batches_already} batch(es) re-encrypted; {where}"
    if result.unreadable:
        line += f"; {len(result.unreadable)} batch(es) open with neither key (the sleep cycle sets them aside)"
    emit(as_json, result.as_dict(), line)
