"""Backups a kill cannot corrupt, and a restore that refuses a copy that does not verify.

``backup``: VACUUM INTO a hidden temp name in the destination folder (mode 0600 from the first
byte, and so its journal), open the copy, check its integrity and that its items hash to what they
claim and match the vault's, then rename it to the final name. A kill leaves either no file at the
final name or a complete, verified one; the next backup removes the temp file a kill left behind.

``restore``: copy the backup into the home under a hidden name, verify it the same way, keep the
vault it replaces beside it (``vault.db.replaced-<time>``, never deleted), then rename it in place.
"""

from __future__ import annotations

import hashlib
import os
from datetime import datetime, timezone
from pathlib import Path

import sqlcipher3

from hinet_pipeline.config import Home, VaultKey
from hinet_pipeline.errors import HinetError, WrongKeyError
from hinet_pipeline.files import create_private, fsync_dir, private_copy, replace_durably
from hinet_pipeline.store.forgetting import record_backup
from hinet_pipeline.store.health import verify
from hinet_pipeline.store.vault import Vault

WAL_FILES = ("-wal", "-shm", "-journal")


def _records(conn: sqlcipher3.Connection, upto: int | None = None) -> tuple[int, int, str]:
    """(items, highest rowid, digest of their content hashes in rowid order) up to ``upto``.
    Items are only ever added (a new version is a new row), so an older copy is a prefix."""
    digest, count, last = hashlib.sha256(), 0, 0
    sql = (
        "SELECT rowid, content_hash FROM items" + (" WHERE rowid <= ?" if upto is not None else "") + " ORDER BY rowid"
    )
    for rowid, content_hash in conn.execute(sql, () if upto is None else (upto,)):
        digest.update(content_hash.encode())
        count, last = count + 1, rowid
    return count, last, digest.hexdigest()


def _remove(path: Path) -> None:
    for suffix in ("", *WAL_FILES):
        Path(str(path) + suffix).unlink(missing_ok=True)


def _verified(path: Path, key: VaultKey, what: str) -> tuple[Vault, int]:
    """Open a copy and run every check `hinet verify` runs; returns it open, with its item count."""
    hint = f"{what} cannot be used; nothing was changed"
    try:
        copy = Vault.open_path(path, key, migrate=False, damaged_hint=hint)
    except WrongKeyError:
        raise HinetError(
            f"{what} does not open with the key from {key.origin}: if it was made before a "
            "rekey, pass the key it was made with (--key-env VAR); nothing was changed"
        ) from None
    problems = verify(copy)
    if problems:
        copy.close()
        raise HinetError(
            f"{what} does not verify ({len(problems)} problem(s), first: {problems[0]}); nothing was changed"
        )
    return copy, copy.status()["versions"]


def backup(home: Home, dest: Path) -> dict:
    """Write a verified, encrypted copy of the vault to ``dest`` (it opens with the same key)."""
    dest = Path(dest).absolute()
    if dest.exists() or dest.is_symlink():
        raise HinetError(f"backup destination {dest} exists: choose a new path")
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f".{dest.name}.partial")
    _remove(tmp)  # what a killed backup left behind
    with Vault.open(home) as vault:
        os.close(create_private(tmp))  # VACUUM INTO fills an empty file; its journal takes this mode
        try:
            vault.conn.execute("VACUUM INTO ?", (str(tmp),))
            copy, _ = _verified(tmp, vault.key, f"the new backup {dest}")
            with copy:
                items, last, digest = _records(copy.conn)
            if _records(vault.conn, last)[2] != digest:
                raise HinetError(f"the new backup {dest} does not hold the vault's records: nothing was written")
            replace_durably(tmp, dest)
        except BaseException:
            _remove(tmp)
            raise
        vault.audit("backup", {"bytes": dest.stat().st_size, "items": items})
        record_backup(vault, dest, items, dest.stat().st_size)  # a later forget names it
    return {"backup": str(dest), "items": items, "bytes": dest.stat().st_size}


def restore(home: Home, src: Path, backup_key: VaultKey | None = None) -> dict:
    """Replace the home's vault with a verified backup; the replaced vault is kept beside it.

    ``backup_key``: the key the backup was made with, when that is not the home's key any more (a
    rekey since); the copy is re-encrypted with the home's key before it goes in."""
    src = Path(src).absolute()
    if not src.is_file():
        raise HinetError(f"backup {src}: no such file")
    key = home.key()
    with home.lock(exclusive=True):  # no landing, ingest or rekey while the vault is swapped
        tmp = home.root / ".vault.db.restoring"
        _remove(tmp)
        private_copy(src, tmp)
        try:
            copy, items = _verified(tmp, backup_key or key, f"backup {src}")
            with copy:
                if backup_key and backup_key.secret != key.secret:
                    copy.conn.execute(f"PRAGMA rekey = {key.pragma_literal()}")
                copy.conn.execute("PRAGMA journal_mode = WAL")
            replaced = _keep_current(home)
            replace_durably(tmp, home.vault_path)
        except BaseException:
            _remove(tmp)
            raise
    with Vault.open(home) as vault:  # migrates an older backup to this HiNet's schema
        vault.audit("restore", {"items": items})
    return {"restored": str(src), "items": items, "replaced": str(replaced) if replaced else None}


def _keep_current(home: Home) -> Path | None:
    """Keep the vault a restore replaces (with its WAL) under a new name; None when there is none."""
    path = home.vault_path
    if not path.exists():
        return None
    try:  # fold its WAL into it when it still opens, so the kept copy is one file
        with Vault.open_path(path, home.key(), migrate=False) as current:
            current.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    except (HinetError, sqlcipher3.DatabaseError):
        pass  # damaged: keep it as it is
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    kept = path.with_name(f"{path.name}.replaced-{stamp}")
    n = 1
    while kept.exists():  # (two restores within one second: the second keeps its own copy)
        n += 1
        kept = path.with_name(f"{path.name}.replaced-{stamp}-{n}")
    os.link(path, kept)  # the vault stays at its name until the restored copy replaces it
    for suffix in WAL_FILES:
        side = Path(str(path) + suffix)
        if side.exists():
            os.replace(side, Path(str(kept) + suffix))
    fsync_dir(home.root)
    return kept
