"""`hinet verify`: everything about a vault that can be checked without its owner. Returns
problems, one line each (empty = healthy); a damaged page that stops a check is that check's finding."""

from __future__ import annotations

import sqlcipher3

from hinet_pipeline.errors import DAMAGE_HINT, HinetError, VaultDamagedError
from hinet_pipeline.store.cipher import PLAINTEXT_HEADER
from hinet_pipeline.store.items import ITEM_COLUMNS, item_from_row
from hinet_pipeline.store.vault import Vault


def tampered_items(vault: Vault) -> list[str]:
    """Record ids whose stored fields no longer hash to their content_hash."""
    bad = []
    for *columns, content_hash, record_id in vault.conn.execute(
        f"SELECT {ITEM_COLUMNS}, content_hash, record_id FROM items"
    ):
        try:
            ok = item_from_row(columns).content_hash == content_hash
        except (HinetError, ValueError, TypeError):  # a row too broken to rebuild is tampered too
            ok = False
        if not ok:
            bad.append(record_id)
    return bad


def _cipher_integrity(vault: Vault) -> list[str]:
    """SQLCipher's HMAC check of every page of the file. It reads the file, not the -wal log: pages
    the log holds are merged first (a rekey's pages sit there, under the new key, until merged: the
    file's older copies under the old key would fail the check though nothing is wrong). When other
    readers keep the log from being merged, a failure says so."""
    merged = True
    if not vault.read_only:
        try:
            merged = not vault.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
        except sqlcipher3.DatabaseError:  # a full disk: the check reads what is there
            merged = False
    problems = [f"cipher_integrity_check: {r[0]}" for r in vault.conn.execute("PRAGMA cipher_integrity_check")]
    if problems and not merged:
        problems.append(
            "cipher_integrity_check: another process holds the log open, so the pages it holds could not be "
            "merged first: run `hinet verify` again when it has finished"
        )
    return problems


def verify(vault: Vault) -> list[str]:
    """The encrypted header, SQLite and SQLCipher integrity, the audit chain, every item's hash."""
    problems = []
    with open(vault.path, "rb") as f:
        if f.read(16) == PLAINTEXT_HEADER:
            problems.append(f"{vault.path} has a plaintext SQLite header: it is not encrypted")
    conn = vault.conn
    checks = {
        "integrity_check": lambda: [
            f"integrity_check: {line}"
            for r in conn.execute("PRAGMA integrity_check")
            for line in r[0].splitlines()
            if r[0] != "ok"
        ],
        "cipher_integrity_check": lambda: _cipher_integrity(vault),
        "audit chain": vault.audit_problems,
        "items": lambda: [
            f"item {rid}: stored fields do not match its content_hash (tampered)" for rid in tampered_items(vault)
        ],
    }
    for name, check in checks.items():
        try:
            problems += check()
        except sqlcipher3.DatabaseError as e:
            problems.append(f"{name}: {e}")
    return problems


def guarded(name: str, check) -> list[str]:
    """A check's problems; a damaged page that stops it is its problem, in one line (never raised)."""
    try:
        return check()
    except sqlcipher3.DatabaseError as e:
        return [f"{name}: could not be checked ({' '.join(str(e).split())})"]


# `hinet status` reads every page (PRAGMA quick_check) of a vault up to this size: ~0.2 s at 10 MiB,
# ~1 s at 64 MiB; a 100k-chunk vault (415 MB) takes 7-8 s, so a bigger one is left to `hinet verify`
STATUS_CHECK_MB = 64


def page_problems(vault: Vault) -> list[str]:
    """PRAGMA quick_check: every page of every table and index read (SQLCipher checks each one's
    HMAC as it decrypts it), without the index-against-table checks of integrity_check."""
    try:
        return [r[0] for r in vault.conn.execute("PRAGMA quick_check") if r[0] != "ok"]
    except sqlcipher3.DatabaseError as e:
        return [" ".join(str(e).split())]


def check_pages(vault: Vault) -> bool:
    """For the commands that summarise the vault (`hinet status`): raise VaultDamagedError (one line,
    pointing at verify and restore) when a page is damaged. False when the vault is too big to check
    in about a second (STATUS_CHECK_MB): `hinet verify` checks it."""
    if vault.path.stat().st_size > STATUS_CHECK_MB << 20:
        return False
    found = page_problems(vault)
    if found:  # its first finding, in one line (quick_check's rows may hold several)
        lines = [line for f in found for line in f.splitlines() if line.strip() and not line.startswith("***")]
        first = " ".join((lines or found)[0].split())[:120]
        raise VaultDamagedError(vault.path, f"has damaged pages (quick_check: {first})", DAMAGE_HINT)
    return True
