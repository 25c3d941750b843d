"""The schema's one registry of migrations: a vault left at any older version upgrades to the
current one with the same tables as a new vault and keeps what it held; each migration's SQL is
frozen inside the schema package (it imports none of the live code)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from hinet_pipeline.config import Home
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store import schema
from hinet_pipeline.store import vault as vault_module
from hinet_pipeline.store.health import verify
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.items import INSERTED_COLUMNS, get_item, item_values
from hinet_pipeline.store.schema import MIGRATIONS, SCHEMA_VERSION
from hinet_pipeline.store.vault import Vault

SCHEMA_DIR = Path(schema.__file__).parent
# the one live call a migration makes, on purpose (schema/__init__.py says why): v9 classifies the
# identities a vault already held by the people step's own rules
LIVE_CALLS = {("memory.py", "hinet_pipeline.memory.people.kinds")}


def tables(v: Vault) -> set[tuple]:
    return set(v.conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master"))


def old_item() -> CanonicalItem:
    return CanonicalItem.from_dict(
        {
            "source": "mail",
            "external_id": "m1",
            "account": "dana@home.example",
            "author": "Noa Levi <noa@acme.example>",
            "participants": ["dana@home.example"],
            "title": "Moving",
            "body": "We moved to Berlin",
            "timestamp": "2026-04-02T09:00:00Z",
        }
    )


def vault_at(tmp_path: Path, version: int, monkeypatch: pytest.MonkeyPatch) -> tuple[Home, CanonicalItem]:
    """A home whose vault was created by the HiNet of schema ``version`` and holds one item (its
    columns as that schema has them) and, from v4 on, a person with an address."""
    item = old_item()
    with monkeypatch.context() as m:
        m.setattr(vault_module, "MIGRATIONS", MIGRATIONS[:version])
        m.setattr(vault_module, "SCHEMA_VERSION", version)
        home = Home(tmp_path / f"v{version}")
        init_home(home)
        with Vault.open(home) as v:
            assert v.schema_version == version
            have = {r[1] for r in v.conn.execute("PRAGMA table_info(items)")}
            row = {
                "rowid": 1,
                "record_id": item.record_id,
                "content_hash": item.content_hash,
                "body_hash": item.body_hash,
                **item_values(item),
                "ts": int(item.timestamp.timestamp()),
                "valid_from": item.timestamp.isoformat(),
                "valid_to": None,
                "superseded_by": None,
                "batch_id": None,
                "ingested_at": "2026-04-02T10:00:00+00:00",
            }
            cols = [c for c in INSERTED_COLUMNS if c in have]  # before v9 there is no signals column
            with v.transaction() as c:
                c.execute(
                    f"INSERT INTO items({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                    [row[k] for k in cols],
                )
                if version >= 4:
                    c.execute("INSERT INTO persons(person_id, name, created_at) VALUES (1, 'Noa Levi', '2026')")
                    c.execute(
                        "INSERT INTO identities(kind, value, display, person_id, record_id) VALUES (?,?,?,?,?)",
                        ("email", "noa@acme.example", "Noa Levi", 1, item.record_id),
                    )
    return home, item


def test_the_registry_is_one_ordered_public_list():
    assert [m.version for m in MIGRATIONS] == list(range(1, len(MIGRATIONS) + 1))
    assert SCHEMA_VERSION == MIGRATIONS[-1].version
    for m in MIGRATIONS:  # named by what they hold, reachable by that name from their module
        name = m.apply.__name__
        assert not name.startswith("_") and not name[:2].lstrip("v").isdigit(), name
        assert getattr(__import__(m.apply.__module__, fromlist=[name]), name) is m.apply
        assert m.name and m.name == m.name.strip()


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
def test_a_vault_of_every_older_schema_upgrades_to_the_current_one(tmp_path, monkeypatch, version):
    home, item = vault_at(tmp_path, version, monkeypatch)
    fresh = Home(tmp_path / "fresh")
    init_home(fresh)
    with Vault.open(fresh) as v:
        expected = tables(v)
    with Vault.open(home) as v:  # migrates
        assert v.schema_version == SCHEMA_VERSION
        assert tables(v) == expected  # the same tables, indexes, views and triggers, column for column
        assert get_item(v, item.record_id) == item
        assert v.conn.execute("SELECT signals, valid_to FROM items").fetchall() == [("[]", None)]
        migrated = [json.loads(d)["version"] for (d,) in v.conn.execute(
            "SELECT details FROM audit_events WHERE kind = 'migrate' ORDER BY seq"
        )]  # fmt: skip
        assert migrated == list(range(1, SCHEMA_VERSION + 1))  # each one once, in order, audited
        if version >= 4:
            assert v.conn.execute("SELECT kind FROM persons").fetchall() == [("person",)]
            names = v.conn.execute("SELECT name, n FROM identity_names").fetchall()
            # v9 seeded the names a vault already held (this identity came after it from v9 on)
            assert names == ([("Noa Levi", 1)] if version < 9 else [])
        assert verify(v) == []
        assert v.migrate() == []


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports (anywhere in it, functions included), relative ones resolved."""
    package = "hinet_pipeline.store.schema"
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                found.add(f"{base}.{node.module}" if node.module else base)
            else:
                found.add(node.module)
    return found


def test_migrations_import_none_of_the_live_code():
    """A schema module may import the standard library, sqlcipher3, numpy and its own package: a
    migration that read a live module (the vector store's table, the items' columns) would be
    rewritten by any change to it."""
    live = set()
    for path in sorted(SCHEMA_DIR.glob("*.py")):
        for name in _imports(path):
            inside = name == "hinet_pipeline" or name.startswith("hinet_pipeline.")
            if inside and not name.startswith("hinet_pipeline.store.schema"):
                live.add((path.name, name))
    assert live == LIVE_CALLS
