"""Nothing lost, nothing leaked (issue [14]): a home built from the sample corpus and slept (items,
chunks, vectors, FTS rows, facts, people, graph), `hinet backup` to a file, `hinet restore` into
fresh homes, and the restored vault holds the same memory row for row: every table, shadow tables
of the FTS5 and vec0 indexes included; the audit chain is the original's, plus the restore's event.
Then `hinet verify` passes on every restored home, queries return the same hits, and no marker of
the corpus is in plaintext in any home, the backup's folder or the temp dir."""

from __future__ import annotations

import hashlib
import json
import shutil
import tempfile

import pytest

from hinet_pipeline.config import Home
from hinet_pipeline.demo import OWNER
from hinet_pipeline.intake.landing import land
from hinet_pipeline.read.evaluation import PROBES
from hinet_pipeline.store.home_setup import set_owner
from hinet_pipeline.store.vault import VEC_TABLE, Vault

from .conftest import SAMPLE, assert_no_markers, cli_json, temp_dir

# two landing days, so facts close and open (Tel Aviv → Berlin); the exports carry 7 of the markers
PLAN = [
    ("mbox", "mail/2026-03.mbox", "2026-03-31", "dana.levi@fastmail.example"),
    ("notes", "notes/2026-03", "2026-03-31", None),
    ("mbox", "mail/2026-04.mbox", "2026-04-30", "dana.levi@fastmail.example"),
    ("notes", "notes/2026-04", "2026-04-30", None),
    ("ics", "calendar/2026-h1.ics", "2026-04-30", "dana.levi@fastmail.example"),
]
QUERIES = [
    ("Where did I move in Berlin?", []),
    ("GX-OFFER-5521 offer letter", ["--mode", "bm25"]),
    ("Heron handover", ["--mode", "dense"]),
    ("Vandersloot", ["--source", "mail"]),
]
# must be non-empty after the sleep cycle, or the comparison proves little
FILLED = [
    "items",
    "item_people",
    "chunks",
    VEC_TABLE,
    "chunks_fts",
    "model_pin",
    "fact_observations",
    "facts",
    "persons",
    "identities",
    "item_identities",
    "graph_places",
    "graph_links",
    "graph_marks",
    "batches",
    "audit_events",
    "quarantine",
    "api_tokens",
    "person_events",
    "eval_runs",
    "graph_nodes",
    "graph_edges",
]


def _rows(conn, name: str) -> list[tuple]:
    columns = [r[1] for r in conn.execute(f"PRAGMA table_xinfo('{name}')")]
    order = ", ".join(f'"{c}"' for c in columns)
    return [tuple(columns), *(tuple(r) for r in conn.execute(f'SELECT {order} FROM "{name}" ORDER BY {order}'))]


def snapshot(home: Home) -> dict[str, list[tuple]]:
    """Every table and view of the vault (the FTS5 and vec0 shadow tables too): its column names,
    then its rows sorted; the contentless FTS5 table as its whole term index (term, row, column,
    offset); the vec0 table as (chunk rowid, codes, scale, float32 vector, filter columns)."""
    with Vault.open(home) as v:
        conn = v.conn
        names = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' "
                "AND NOT (type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%')"
            )
        ]
        snap = {name: _rows(conn, name) for name in names}
        columns = ("chunk_rowid", "codes", "scale", "vector", "source", "sensitivity", "ts", "live")
        snap[VEC_TABLE] = [
            columns,
            *(tuple(r) for r in conn.execute(f"SELECT {', '.join(columns)} FROM {VEC_TABLE} ORDER BY 1")),
        ]
        conn.execute("CREATE VIRTUAL TABLE temp.fts_terms USING fts5vocab(main, chunks_fts, 'instance')")
        snap["chunks_fts"] = [
            ("term", "doc", "col", "offset"),
            *(tuple(r) for r in conn.execute("SELECT * FROM temp.fts_terms ORDER BY 1, 2, 3, 4")),
        ]
        conn.execute("DROP TABLE temp.fts_terms")
        snap["status"] = [("status",), (json.dumps(v.status(), sort_keys=True),)]
    return snap


def digest(rows: list[tuple]) -> str:
    return hashlib.sha256(repr(rows).encode()).hexdigest()


def assert_same_memory(original: dict, restored: dict, what: str) -> None:
    assert sorted(restored) == sorted(original), what
    # the named comparisons first, so a failure says what was lost
    for table, columns in [
        ("items", ("record_id", "content_hash", "body_hash", "valid_to", "superseded_by")),
        ("chunks", ("chunk_id", "item_rowid", "text_hash", "live", "in_fts", "in_vec")),
        (VEC_TABLE, ("chunk_rowid", "codes", "scale", "vector")),
        ("chunks_fts", ("term", "doc", "col", "offset")),
        (
            "facts",
            ("subject", "predicate", "object", "valid_from", "valid_to", "record_id", "recorded_at", "retracted_at"),
        ),
        ("fact_observations", ("subject", "predicate", "object", "valid_from", "retract", "record_id")),
        ("persons", ("person_id", "name", "is_owner", "merged_into")),
        ("identities", ("kind", "value", "person_id", "record_id")),
        ("graph_edges", ("src", "kind", "dst", "record_id")),
        ("graph_nodes", ("node_id", "kind")),
    ]:
        assert _pick(restored, table, columns) == _pick(original, table, columns), f"{what}: {table} {columns}"
    for table in FILLED:
        assert len(original[table]) > 1, f"the original has no {table} rows: the comparison would prove nothing"
    for table in sorted(original):
        if table in ("audit_events", "backups"):  # the log and where backups went: written after the copy
            continue
        assert len(restored[table]) == len(original[table]), f"{what}: {table} row count"
        assert digest(restored[table]) == digest(original[table]), f"{what}: {table} differs"
    # the audit chain: the original's up to its backup event, then this restore's
    kinds = [r[2] for r in original["audit_events"]]
    before = original["audit_events"][: len(kinds) - kinds[::-1].index("backup") - 1]
    assert len(before) > 2 and restored["audit_events"][: len(before)] == before, what
    assert [r[2] for r in restored["audit_events"][len(before) :]] == ["restore"], what


def _pick(snap: dict, table: str, columns: tuple[str, ...]) -> list[tuple]:
    header, *rows = snap[table]
    at = [header.index(c) for c in columns]
    return sorted((tuple(r[i] for i in at) for r in rows), key=repr)


@pytest.fixture(scope="module")
def slept(tmp_path_factory) -> Home:
    """The sample corpus's March and April, landed and through the whole sleep cycle (with the
    owner's first probes, so the eval gate records its runs), plus what only commands write: quarantined
    lines, an API token, a manual merge of two people."""
    from click.testing import CliRunner

    from hinet_pipeline.cli import main

    def hinet(*args) -> dict:
        result = CliRunner().invoke(main, [*map(str, args), "--json"], catch_exceptions=False)
        assert result.exit_code == 0, result.stderr
        return json.loads(result.stdout)

    home = Home(tmp_path_factory.mktemp("equal") / "home")
    hinet("init", "--home", home.root)
    set_owner(home, *OWNER)
    probes = (SAMPLE / PROBES).read_text(encoding="utf-8").splitlines(keepends=True)
    (home.root / PROBES).write_text("".join(probes[:6]), encoding="utf-8")  # a few: the gate runs each day
    for connector, rel, day, account in PLAN:
        land(home, connector, SAMPLE / rel, day=day, account=account)
    assert land(home, "jsonl", SAMPLE / "bad" / "items-broken.jsonl", day="2026-04-30").quarantined > 0
    assert all(d["success"] for d in hinet("sleep", "--all", "--home", home.root)["days"])
    hinet("token", "create", "assistant", "--home", home.root)
    people = [p for p in hinet("people", "list", "--home", home.root) if not p["owner"]]
    hinet("people", "merge", f"P{people[0]['person_id']}", f"P{people[1]['person_id']}", "--home", home.root)
    return home


def test_backup_restored_into_fresh_homes_is_the_same_memory_and_leaks_nothing(slept, tmp_path, cli, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", None)  # in-process temp files go to this test's TMPDIR too
    home = Home(tmp_path / "home")
    shutil.copytree(slept.root, home.root, symlinks=True)
    backups = tmp_path / "backups"
    out = cli_json(cli, "backup", backups / "hinet.db", "--home", home.root)
    original = snapshot(home)  # after the backup: its audit event is the one thing the copy lacks
    assert out["items"] == len(original["items"]) - 1 > 50

    # 1. a new machine with the old key file: the key, then restore (no init)
    with_key = Home(tmp_path / "with-key")
    with_key.root.mkdir(mode=0o700)
    shutil.copy2(home.key_file, with_key.key_file)
    out = cli_json(cli, "restore", backups / "hinet.db", "--home", with_key.root)
    assert out["items"] == len(original["items"]) - 1 and out["replaced"] is None
    # 2. a new home with its own key: restore with the backup's key, re-encrypted to the new one
    fresh = Home(tmp_path / "fresh")
    cli_json(cli, "init", "--home", fresh.root)
    assert fresh.key().secret != home.key().secret
    monkeypatch.setenv("OLDK", home.key().secret)
    out = cli_json(cli, "restore", backups / "hinet.db", "--home", fresh.root, "--key-env", "OLDK")
    assert out["items"] == len(original["items"]) - 1 and out["replaced"]
    for restored in (with_key, fresh):  # config.toml is not in the vault: the user keeps it (the owner)
        restored.config_path.write_bytes(home.config_path.read_bytes())

    for restored in (with_key, fresh):
        assert_same_memory(original, snapshot(restored), restored.root.name)
        assert cli_json(cli, "verify", "--home", restored.root) == {"ok": True, "problems": [], "pending": []}
        for text, options in QUERIES:
            want = cli_json(cli, "query", text, *options, "--home", home.root)
            got = cli_json(cli, "query", text, *options, "--home", restored.root)
            want.pop("timings_ms"), got.pop("timings_ms")
            assert want["hits"], text
            # recency is scored against the clock: two runs a moment apart differ in the 6th digit
            scores = [[h.pop("score") for h in answer["hits"]] for answer in (want, got)]
            assert got == want, (restored.root.name, text)
            assert scores[1] == pytest.approx(scores[0], rel=1e-4), (restored.root.name, text)
        facts = cli_json(cli, "facts", "--history", "--home", home.root)
        assert facts and cli_json(cli, "facts", "--history", "--home", restored.root) == facts
        assert cli_json(cli, "people", "list", "--home", restored.root) == cli_json(
            cli, "people", "list", "--home", home.root
        )

    # nothing personal in plaintext: any home, the backup's folder, the temp dir
    assert temp_dir() == tmp_path / "tmp"
    assert_no_markers(home.root, with_key.root, fresh.root, backups, temp_dir(), min_files=10)
