"""`hinet init`: create a home (key, vault, config, Dagster instance config), or bring one back.

Only this module creates a vault. A home whose vault is missing or damaged while it holds landed
batches is never given a new empty vault silently: that takes ``new_vault=True`` (`hinet init
--new-vault`), which keeps the damaged file beside it and reuses the key the batches were written
with, so `hinet sleep --all` can ingest them again.
"""

from __future__ import annotations

import os
from datetime import datetime, timezone

from hinet_pipeline.config import DEFAULT_CONFIG, KEY_ENV, Home, VaultKey
from hinet_pipeline.errors import HinetError, VaultDamagedError
from hinet_pipeline.files import fsync_dir
from hinet_pipeline.store.vault import Vault

DAGSTER_YAML_HEADER = "# Dagster instance for this HiNet home. Written by `hinet init`."
DAGSTER_RUN_QUEUE = """\
# The vault has one writer, and the asset checks judge the whole vault: sleep-cycle runs (sensor,
# schedule, a backfill's days) queue and run one at a time.
concurrency:
  runs:
    max_concurrent_runs: 1
"""
DAGSTER_YAML = f"""\
{DAGSTER_YAML_HEADER}
telemetry:
  enabled: false
nux:
  enabled: false
{DAGSTER_RUN_QUEUE}"""


def _write_instance_config(home: Home) -> None:
    dagster_yaml = home.dagster_dir / "dagster.yaml"
    if not dagster_yaml.exists():
        dagster_yaml.write_text(DAGSTER_YAML, encoding="utf-8")
    else:  # a home from an earlier version: add the run queue to the file `hinet init` wrote
        text = dagster_yaml.read_text(encoding="utf-8")
        if text.startswith(DAGSTER_YAML_HEADER) and "concurrency:" not in text:
            dagster_yaml.write_text(text.rstrip("\n") + "\n" + DAGSTER_RUN_QUEUE, encoding="utf-8")


def init_home(home: Home, *, new_vault: bool = False) -> bool:
    """Create the home, key, vault, config and Dagster instance config. False if the vault existed.

    ``new_vault``: the vault is missing or damaged: keep what is left of it and start an empty one
    with the home's existing key."""
    home.root.mkdir(parents=True, exist_ok=True)
    os.chmod(home.root, 0o700)
    for sub in (home.landing_dir, home.dagster_dir):
        sub.mkdir(exist_ok=True)
    if not home.config_path.exists():
        home.config_path.write_text(DEFAULT_CONFIG, encoding="utf-8")
    _write_instance_config(home)
    if home.vault_path.exists() or home.has_landed():
        try:
            Vault.open(home).close()  # proves the key still opens it; damage is an error that says so
            if new_vault:
                raise HinetError(
                    f"vault {home.vault_path} opens and is not damaged: --new-vault is only for a "
                    "missing or damaged vault"
                )
            return False
        except VaultDamagedError:
            if not new_vault:
                raise
            _keep_damaged(home)
    if os.environ.get(KEY_ENV):
        key = home.key()
    elif home.key_file.exists():  # never replace a key: landed batches and backups open with it
        key = home.read_key_file(home.key_file)
    else:
        key = VaultKey.generate(str(home.key_file))
        home.write_key_file(key)
    Vault.create(home.vault_path, key, cache_mb=home.settings().cache_mb).close()
    return True


def _keep_damaged(home: Home) -> None:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    base, n = stamp, 1
    while (home.root / f"vault.db.damaged-{stamp}").exists():  # (twice in one second: keep both)
        n += 1
        stamp = f"{base}-{n}"
    for suffix in ("", "-wal", "-shm"):
        path = home.vault_path.with_name(home.vault_path.name + suffix)
        if path.exists():
            os.replace(path, home.root / f"vault.db.damaged-{stamp}{suffix}")
    fsync_dir(home.root)


def set_owner(home: Home, name: str, identifiers: list[str] | tuple[str, ...] = ()) -> None:
    """Write who "I" is into config.toml's [owner] table (other settings and comments kept)."""
    import json

    text = home.config_path.read_text(encoding="utf-8") if home.config_path.exists() else ""
    lines = [
        f"name = {json.dumps(name, ensure_ascii=False)}",
        f"identifiers = {json.dumps(list(identifiers), ensure_ascii=False)}",
    ]
    out, in_owner, done = [], False, False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("["):
            in_owner = stripped == "[owner]"
            out.append(line)
            if in_owner:
                out += lines
                done = True
            continue
        if in_owner and stripped.split("=", 1)[0].strip() in ("name", "identifiers"):
            continue  # replaced by the lines above
        out.append(line)
    if not done:
        out += ["", "[owner]", *lines]
    home.config_path.write_text("\n".join(out) + "\n", encoding="utf-8")
    home.settings()  # the result must parse: a ConfigError names the key otherwise


def locale_region() -> str | None:
    """The country of the system locale ("en_US.UTF-8" → "US", "he_IL" → "IL"), read from the
    environment as the C library would (LC_ALL, then LC_TELEPHONE, LC_ADDRESS, LANG); None for C /
    POSIX or a locale without a country."""
    import re

    for var in ("LC_ALL", "LC_TELEPHONE", "LC_ADDRESS", "LANG"):
        value = os.environ.get(var, "")
        if value:
            m = re.match(r"^[a-zA-Z]{2,3}_([A-Za-z]{2})\b", value)
            return m.group(1).upper() if m else None
    return None


def phone_region(text: str) -> str:
    """A two-letter region ``phonenumbers`` knows ("us" → "US"); a HinetError names the mistake."""
    import phonenumbers

    region = (text or "").strip().upper()
    if region not in phonenumbers.SUPPORTED_REGIONS:
        raise HinetError(
            f"--region {text!r} is not a region phone numbers are written in: a two-letter country code "
            "such as US, IL, DE, GB"
        )
    return region


def set_region(home: Home, region: str) -> None:
    """Write the region a phone number without a country code is read in into config.toml's
    [owner] table (``region = "US"``; other settings and comments kept)."""
    import json

    region = phone_region(region)
    text = home.config_path.read_text(encoding="utf-8") if home.config_path.exists() else ""
    line = f"region = {json.dumps(region)}"
    out, in_owner, done = [], False, False
    for raw in text.splitlines():
        stripped = raw.strip()
        if stripped.startswith("["):
            if in_owner and not done:
                blank = len(out) - len("\n".join(out).rstrip("\n").split("\n")) if out else 0
                out.insert(len(out) - blank, line)  # at the end of [owner], before its blank lines
                done = True
            in_owner = stripped == "[owner]"
        elif in_owner and stripped.split("=", 1)[0].strip() == "region":
            if not done:
                out.append(line)
                done = True
            continue
        out.append(raw)
    if in_owner and not done:
        out.append(line)
        done = True
    if not done:
        out += ["", "[owner]", line]
    home.config_path.write_text("\n".join(out) + "\n", encoding="utf-8")
    home.settings()  # the result must parse: a ConfigError names the key otherwise
