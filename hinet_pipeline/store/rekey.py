"""Crash-safe rekey: the vault and every landing batch move to a new key, and a kill at any instant
is finished by the next command.

With a key file:
1. the new key is written to ``vault.key.new`` (fsync'd) before any file changes: from then on the
   home holds both keys, so every file opens with one of them;
2. the vault is re-encrypted in place: one SQLite transaction, all pages old or all new;
3. each batch is re-encrypted in a hidden copy that replaces it by rename: old or new, never half;
4. only when every file opens with the new key is ``vault.key.new`` renamed over ``vault.key``.
Any command that finds ``vault.key.new`` runs 2-4 again (each step skips what is done) and says so
in one line. With keys from the environment (``--new-key-env``) the home holds no key: ``rekey.json``
marks the rekey, and the same ``hinet rekey --new-key-env VAR`` (both keys set) finishes it.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import sqlcipher3

from hinet_pipeline.config import KEY_ENV, Home, VaultKey
from hinet_pipeline.errors import HinetError, RekeyInterruptedError, VaultDamagedError, VaultMissingError, WrongKeyError
from hinet_pipeline.faults import crash_point
from hinet_pipeline.files import fsync_dir, private_copy, replace_durably
from hinet_pipeline.store.audit import append_event
from hinet_pipeline.store.cipher import open_cipher, size_problem
from hinet_pipeline.timeutil import utcnow

log = logging.getLogger("hinet")
Progress = Callable[[int, int], None]  # (files done, files in all)


@dataclass
class RekeyResult:
    vault_rekeyed: bool = False  # False: the vault was already under the new key (a resumed rekey)
    batches_rekeyed: int = 0
    batches_already: int = 0
    unreadable: list[str] = field(default_factory=list)  # batches under neither key: sleep sets them aside

    def as_dict(self) -> dict:
        return {
            "rekeyed": True,
            "vault_rekeyed": self.vault_rekeyed,
            "batches_rekeyed": self.batches_rekeyed,
            "batches_already": self.batches_already,
            "unreadable": self.unreadable,
        }


def rekey_home(home: Home, new_key_env: str | None = None, *, progress: Progress | None = None) -> RekeyResult:
    """Re-encrypt the vault and every landing batch with a new key.

    Without ``new_key_env`` a random key replaces HOME/vault.key. With it, the new key is read from
    that environment variable (needed when the current key comes from HINET_VAULT_KEY)."""
    with home.lock(exclusive=True):
        if home.rekey_pending():  # an interrupted rekey first
            env_rekey = home.rekey_marker.exists()
            finished = _finish(home, progress)
            if env_rekey:  # `hinet rekey --new-key-env VAR` again is how that one is finished
                return finished
        old = home.key()
        _prove(home, old)  # a wrong or missing key, or a damaged vault: stop before anything is written
        if new_key_env:
            new = _env_key(new_key_env)
            _write_marker(home, new_key_env)
        elif old.origin.startswith("$"):
            raise HinetError(f"the key comes from {KEY_ENV}: pass --new-key-env VAR with the new key")
        else:
            new = VaultKey.generate(str(home.key_file))
            home.write_key_file(new, home.pending_key_file)  # on disk before any page changes
        result = _move_all(home, old, new, progress)
        _complete(home, new, result, resumed=False)
        return result


def finish_interrupted_rekey(home: Home, progress: Progress | None = None) -> RekeyResult | None:
    """Finish a rekey that a kill interrupted (called by every command that opens the vault)."""
    with home.lock(exclusive=True):
        if not home.rekey_pending():
            return None  # another process finished it while we waited
        return _finish(home, progress)


def _finish(home: Home, progress: Progress | None) -> RekeyResult:
    if home.rekey_marker.exists():  # keys from the environment: both must be given again
        var = json.loads(home.rekey_marker.read_text(encoding="utf-8"))["new_key_env"]
        if not (os.environ.get(KEY_ENV) and os.environ.get(var)):
            raise RekeyInterruptedError(
                f"a rekey of {home.root} was interrupted: run `hinet rekey --new-key-env {var}` again with "
                f"{KEY_ENV} set to the old key and {var} to the new one to finish it"
            )
        old, new = home.key(), _env_key(var)
    else:
        if not home.key_file.exists():
            raise RekeyInterruptedError(
                f"a rekey of {home.root} was interrupted and {home.key_file} is missing: "
                "restore it from your backup, then run any hinet command"
            )
        old, new = home.read_key_file(home.key_file), home.read_key_file(home.pending_key_file)
    where = f"set {KEY_ENV} to the new key" if home.rekey_marker.exists() else f"new key in {home.key_file}"
    result = _move_all(home, old, new, progress)
    _complete(home, new, result, resumed=True)
    log.warning(
        f"an interrupted rekey was finished: vault and {result.batches_rekeyed + result.batches_already} "
        f"batch(es) now under the new key ({where})"
    )
    return result


def _prove(home: Home, key: VaultKey) -> None:
    path = home.vault_path
    if not path.exists():
        raise VaultMissingError(path)
    problem = size_problem(path)
    if problem:
        raise VaultDamagedError(path, problem)
    open_cipher(path, key, read_only=True).close()  # WrongKeyError names the key's origin


def _env_key(var: str) -> VaultKey:
    secret = os.environ.get(var)
    if not secret:
        raise HinetError(f"--new-key-env {var}: that environment variable is empty")
    return VaultKey(secret, f"${var}")


def _write_marker(home: Home, var: str) -> None:
    tmp = home.rekey_marker.with_name(home.rekey_marker.name + ".tmp")
    tmp.write_text(json.dumps({"new_key_env": var, "started_at": utcnow()}), encoding="utf-8")
    replace_durably(tmp, home.rekey_marker)


def _complete(home: Home, new: VaultKey, result: RekeyResult, *, resumed: bool) -> None:
    """Every file opens with the new key: retire the old one, then record the rekey."""
    if home.pending_key_file.exists():
        os.replace(home.pending_key_file, home.key_file)
        fsync_dir(home.root)
    if home.rekey_marker.exists():
        home.rekey_marker.unlink()
        fsync_dir(home.root)
    conn = open_cipher(home.vault_path, new)
    try:
        conn.execute("BEGIN IMMEDIATE")
        append_event(
            conn,
            "rekey",
            {
                "resumed": resumed,
                "raw_key": new.is_raw,
                "batches": result.batches_rekeyed,
                "batches_already": result.batches_already,
                "unreadable": len(result.unreadable),
            },
        )
        conn.execute("COMMIT")
    finally:
        conn.close()


def _opens(path: Path, key: VaultKey) -> bool:
    try:
        open_cipher(path, key, read_only=True).close()
        return True
    except WrongKeyError:
        return False


def _move_all(home: Home, old: VaultKey, new: VaultKey, progress: Progress | None) -> RekeyResult:
    result = RekeyResult()
    files = home.batches()
    for stale in home.landing_dir.glob("*/.rekey-*.tmp"):  # a copy a kill left behind
        stale.unlink()
    result.vault_rekeyed = _rekey_vault(home.vault_path, old, new)
    crash_point("rekey_after_vault")
    if progress:
        progress(1, len(files) + 1)
    folders = set()
    for n, path in enumerate(files, 2):
        state = _rekey_batch(path, old, new)
        if state == "rekeyed":
            result.batches_rekeyed += 1
            folders.add(path.parent)
        elif state == "already":
            result.batches_already += 1
        else:
            result.unreadable.append(f"{path.parent.name}/{path.name}: {state}")
        if progress:
            progress(n, len(files) + 1)
    return result


def _rekey_vault(path: Path, old: VaultKey, new: VaultKey) -> bool:
    if size_problem(path) is None and _opens(path, new):
        return False
    try:
        conn = open_cipher(path, old)  # page-level: the vec0 module is not needed to re-encrypt
    except WrongKeyError:
        raise HinetError(
            f"vault {path} opens with neither the old nor the new key: nothing was changed; "
            "check the key files, or restore a backup with `hinet restore`"
        ) from None
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute(f"PRAGMA rekey = {new.pragma_literal()}")  # one transaction: all pages or none
        # the new pages sit in the -wal log until merged; a reader (a running `hinet serve`) keeps
        # this close from merging them: merge now, so the file itself is under the new key
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    finally:
        conn.close()
    return True


def _rekey_batch(path: Path, old: VaultKey, new: VaultKey) -> str:
    """'rekeyed', 'already', or why the batch opens with neither key (left for the sleep cycle)."""
    if path.is_symlink() or not path.is_file():
        return "not a regular file"
    problem = size_problem(path)
    if problem:
        return problem
    try:
        if _opens(path, new):
            return "already"
        if not _opens(path, old):
            return "opens with neither the old nor the new key"
    except sqlcipher3.DatabaseError as e:
        return f"damaged ({e})"
    tmp = path.with_name(f".rekey-{path.name}.tmp")
    private_copy(path, tmp)
    conn = open_cipher(tmp, old)
    try:
        conn.execute(f"PRAGMA rekey = {new.pragma_literal()}")
    finally:
        conn.close()
    replace_durably(tmp, path)
    return "rekeyed"
