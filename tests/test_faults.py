"""Nothing landed is lost under faults: the real `hinet` CLI in a subprocess, killed for real (SIGKILL)
at seeded random moments or at named crash points, and homes damaged on disk as an unlucky user would.

Each test here fails on the code before issue [6] fixed it: a killed rekey lost batches, an empty
vault was silently replaced, a killed backup left a partial file at its final name, a crash after a
batch's rename lost its quarantine rows, and one bad batch file failed its whole landing day.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import time
from pathlib import Path

import pytest

from hinet_pipeline.config import Home
from hinet_pipeline.faults import CRASH_ENV
from hinet_pipeline.intake.batchfile import read_batch
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.health import verify
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.items import upsert_items
from hinet_pipeline.store.vault import Vault

from .conftest import assert_no_markers, cli_json, hinet_popen, hinet_run, temp_dir
from .crash_helpers import copy_home, kill_at, wait_for

KILLS = 20  # seeded random kill moments per command (issue [6] asks for at least 20)
DAYS = ("2026-03-01", "2026-03-02", "2026-03-03")
MARKERS = ["record 0: word0 word1"]  # in the first body of every write_jsonl export
BIG_MARKERS = ["0.237964627092"]  # the first number of big_template's first body (Random(3))


def write_jsonl(path: Path, n: int, tag: str, bad: int = 0) -> Path:
    lines = [
        json.dumps(
            {
                "source": "notes",
                "external_id": f"{tag}-{i}",
                "timestamp": f"2026-02-{1 + i % 27:02d}T10:00:00Z",
                "author": "dana",
                "title": f"{tag} note {i}",
                "body": f"{tag} record {i}: " + " ".join(f"word{(i * 7 + j) % 501}" for j in range(60)),
            }
        )
        for i in range(n)
    ]
    lines += ["{not json"] * bad
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def batch_digests(home: Home) -> dict[str, str]:
    """Every landed batch's content, as a digest of its items' content hashes, read with the home's key."""
    key = home.key()
    return {
        f"{p.parent.name}/{p.name}": hashlib.sha256(
            "".join(i.content_hash for i in read_batch(p, key)).encode()
        ).hexdigest()
        for p in home.batches()
    }


def vault_items(home: Home) -> int:
    with Vault.open(home) as v:
        return v.status()["versions"]


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> Home:
    """A home with 30 landing batches over three days (some with quarantined lines), all ingested."""
    root = tmp_path_factory.mktemp("fault-template")
    home = Home(root / "home")
    init_home(home)
    exports = root / "exports"
    exports.mkdir()
    for n in range(30):
        land(home, "jsonl", write_jsonl(exports / f"e{n}.jsonl", 40, f"b{n}", bad=n % 3), day=DAYS[n % 3])
    with Vault.open(home) as v:
        for day in DAYS:
            ingest_day(v, home, day)
    return home


# -- 1. rekey -----------------------------------------------------------------------------------
def test_a_killed_rekey_loses_nothing_and_is_finished_by_the_next_command(template, tmp_path):
    expected_batches, expected_items = batch_digests(template), vault_items(template)
    assert len(expected_batches) == 30
    # how long the rekey's own work takes: from the new key's file appearing to its rename over vault.key
    # (the shortest of three runs: one run slowed by other work would put most kills after the rename)
    timings = []
    for k in range(3):
        home = copy_home(template, tmp_path / f"timing{k}")
        proc = hinet_popen("rekey", "--home", home.root)
        assert wait_for(home.pending_key_file.exists, proc)
        t0 = time.monotonic()
        while home.pending_key_file.exists():
            time.sleep(0.001)
        timings.append(time.monotonic() - t0)
        assert proc.wait(timeout=120) == 0, proc.stderr.read()
    work = min(timings)
    rng = random.Random(6)
    interrupted = 0
    for n in range(KILLS):
        home = copy_home(template, tmp_path / "kill")
        old = home.key().secret
        proc = hinet_popen("rekey", "--home", home.root)
        started = wait_for(home.pending_key_file.exists, proc)
        killed = kill_at(proc, rng.uniform(0, work * 1.2)) if started else False
        mid_way = killed and home.pending_key_file.exists()
        interrupted += mid_way
        code, out, err = hinet_run("status", "--home", home.root, "--json")  # any next command finishes it
        assert code == 0, f"kill {n}: {err}"
        notes = err.strip().splitlines()
        if mid_way:
            assert len(notes) == 1 and notes[0].startswith("hinet: an interrupted rekey was finished"), (n, err)
        assert json.loads(out)["items"] > 0
        assert not home.pending_key_file.exists() and not list(home.landing_dir.glob("*/.rekey-*"))
        assert batch_digests(home) == expected_batches, f"kill {n}: a batch was lost"
        assert vault_items(home) == expected_items
        with Vault.open(home) as v:
            assert verify(v) == []
        if killed and not mid_way:  # killed after the rename: the new key took over
            assert home.key().secret != old
    assert interrupted >= KILLS // 2, f"only {interrupted} of {KILLS} kills landed inside the rekey ({work:.3f} s)"
    assert_no_markers(home.root, temp_dir(), markers=MARKERS)


def test_a_rekey_with_keys_from_the_environment_is_finished_by_running_it_again(tmp_path):
    root = tmp_path / "envhome"
    env = {"HINET_VAULT_KEY": "old passphrase"}
    assert hinet_run("init", "--home", root, env=env)[0] == 0
    home = Home(root)
    exports = tmp_path / "x"
    exports.mkdir()
    for n in range(3):
        assert (
            hinet_run(
                "land",
                "jsonl",
                write_jsonl(exports / f"{n}.jsonl", 10, f"e{n}"),
                "--home",
                root,
                "--day",
                DAYS[0],
                "--no-report",
                env=env,
            )[0]
            == 0
        )
    # killed after the vault was re-encrypted, before any batch was
    code, _, _ = hinet_run(
        "rekey", "--home", root, "--new-key-env", "NEWK", env={**env, "NEWK": "e" * 64, CRASH_ENV: "rekey_after_vault"}
    )
    assert code == -signal.SIGKILL and home.rekey_marker.exists()
    code, _, err = hinet_run("status", "--home", root, env={"HINET_VAULT_KEY": "e" * 64})
    assert code == 1 and err.count("\n") == 1 and "hinet rekey --new-key-env NEWK" in err
    code, out, err = hinet_run(
        "rekey", "--home", root, "--new-key-env", "NEWK", "--json", env={**env, "NEWK": "e" * 64}
    )
    assert code == 0, err
    assert json.loads(out)["batches_rekeyed"] == 3 and not home.rekey_marker.exists()
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HINET_VAULT_KEY", "e" * 64)
        assert sum(1 for p in home.batches() for _ in read_batch(p, home.key())) == 30
    assert_no_markers(home.root, temp_dir(), markers=MARKERS)  # never tmp_path / "x": the exports


# -- 2. an empty, truncated or missing vault -----------------------------------------------------
@pytest.mark.parametrize(
    "damage, words",
    [
        ("empty", "is empty (0 bytes)"),
        ("truncated", "is truncated"),
        ("cut at a page", "cannot be read"),
        ("missing", "is missing"),
    ],
)
def test_a_damaged_vault_is_an_error_never_a_new_empty_vault(template, tmp_path, damage, words):
    home = copy_home(template, tmp_path / "h")
    path = home.vault_path
    size = path.stat().st_size
    if damage == "missing":
        path.unlink()
    else:
        with open(path, "r+b") as f:
            f.truncate({"empty": 0, "truncated": size // 2 + 100, "cut at a page": 4096 * 3}[damage])
    before = path.read_bytes() if path.exists() else None
    for command in (["status"], ["verify"], ["query", "word7"], ["init"]):
        code, out, err = hinet_run(*command, "--home", home.root)
        assert code == 1, (command, out, err)
        line = err.strip()
        assert "\n" not in line and "Traceback" not in err and words in line, (command, err)
        assert "hinet restore" in line and "hinet init --new-vault" in line
        assert (path.read_bytes() if path.exists() else None) == before  # nothing replaced it
    # no backup: start an empty vault with the same key, keep the damaged file, ingest the batches again
    key = home.key_file.read_bytes()
    code, out, err = hinet_run("init", "--new-vault", "--home", home.root, "--json")
    assert code == 0, err
    assert home.key_file.read_bytes() == key
    kept = list(home.root.glob("vault.db.damaged-*"))
    assert (len(kept) == 1 and kept[0].read_bytes() == before) if before is not None else not kept
    with Vault.open(home) as v:
        for day in DAYS:
            ingest_day(v, home, day)
        assert v.status()["versions"] == vault_items(template)
    assert_no_markers(home.root, markers=MARKERS)


def test_only_init_creates_a_vault_and_it_keeps_an_existing_key(tmp_path):
    home = Home(tmp_path / "h")
    init_home(home)
    key = home.key_file.read_bytes()
    home.vault_path.unlink()  # nothing was landed yet: an init that died before its vault, say
    assert cli_json_run("init", "--home", home.root)["created"] is True
    assert home.key_file.read_bytes() == key
    code, _, err = hinet_run("init", "--new-vault", "--home", home.root)
    assert code == 1 and "not damaged" in err


def cli_json_run(*args):
    code, out, err = hinet_run(*args, "--json")
    assert code == 0, err
    return json.loads(out)


# -- 3. backup and restore --------------------------------------------------------------------------
@pytest.fixture(scope="module")
def big_template(tmp_path_factory) -> Home:
    """A vault big enough (~30 MB) that a backup takes a while to write."""
    home = Home(tmp_path_factory.mktemp("backup-template") / "home")
    init_home(home)
    rng = random.Random(3)
    with Vault.open(home) as v:
        for start in range(0, 8000, 2000):
            upsert_items(
                v,
                [
                    CanonicalItem.from_dict(
                        {
                            "source": "mail",
                            "external_id": f"m{i}",
                            "timestamp": "2026-01-05T09:00:00Z",
                            "author": "dana",
                            "body": " ".join(f"{rng.random():.12f}" for _ in range(120)),
                        }
                    )
                    for i in range(start, start + 2000)
                ],
            )
    return home


def test_a_killed_backup_never_leaves_a_partial_file_at_its_name(big_template, tmp_path):
    home = copy_home(big_template, tmp_path / "h")
    items = vault_items(home)
    out_dir = tmp_path / "backups"
    out_dir.mkdir()
    proc = hinet_popen("backup", out_dir / "timing.db", "--home", home.root)
    assert wait_for((out_dir / ".timing.db.partial").exists, proc)
    t0 = time.monotonic()
    assert proc.wait(timeout=120) == 0, proc.stderr.read()
    work = time.monotonic() - t0
    rng = random.Random(7)
    interrupted = 0
    for n in range(KILLS):
        dest = out_dir / f"b{n}.db"
        proc = hinet_popen("backup", dest, "--home", home.root)
        started = wait_for(dest.with_name(f".{dest.name}.partial").exists, proc)
        killed = kill_at(proc, rng.uniform(0, work * 1.2)) if started else False
        interrupted += killed and not dest.exists()
        for f in out_dir.iterdir():  # whatever a kill left is private, and only under a hidden name
            assert f.stat().st_mode & 0o777 == 0o600, f
            assert f.name.startswith(".") or f.name.endswith(".db"), f
        if dest.exists():  # at its final name only when complete and verified
            with Vault.open_path(dest, home.key(), migrate=False) as copy:
                assert copy.status()["versions"] == items and verify(copy) == []
        else:  # the next backup takes the same name and clears what the kill left
            assert cli_json_run("backup", dest, "--home", home.root)["items"] == items
            assert not dest.with_name(f".{dest.name}.partial").exists()
    code, _, err = hinet_run("verify", "--home", home.root)
    assert code == 0, err  # the vault itself is untouched by killed backups
    assert interrupted >= KILLS // 2, f"only {interrupted} of {KILLS} kills landed inside the backup"
    assert_no_markers(home.root, out_dir, temp_dir(), markers=BIG_MARKERS)


def test_restore_refuses_a_backup_that_does_not_verify_and_restores_one_that_does(template, tmp_path):
    home = copy_home(template, tmp_path / "h")
    good = tmp_path / "good.db"
    assert cli_json_run("backup", good, "--home", home.root)["items"] == vault_items(template)
    # damaged copies: a flipped byte in the middle, a truncated file, a file of random bytes
    flipped, cut, noise = tmp_path / "flipped.db", tmp_path / "cut.db", tmp_path / "noise.db"
    data = bytearray(good.read_bytes())
    data[len(data) // 2] ^= 0xFF
    flipped.write_bytes(bytes(data))
    cut.write_bytes(good.read_bytes()[: len(data) // 2 + 10])
    noise.write_bytes(random.Random(1).randbytes(len(data)))
    vault_before = home.vault_path.read_bytes()
    for bad in (flipped, cut, noise):
        code, out, err = hinet_run("restore", bad, "--home", home.root)
        assert code == 1 and "\n" not in err.strip() and "nothing was changed" in err, (bad.name, err)
        assert home.vault_path.read_bytes() == vault_before and not list(home.root.glob(".vault.db.restoring*"))
    # a batch landed after the backup: restore, then the sleep cycle ingests it again
    land(home, "jsonl", write_jsonl(tmp_path / "late.jsonl", 5, "late"), day=DAYS[0])
    with Vault.open(home) as v:
        ingest_day(v, home, DAYS[0])
    out = cli_json_run("restore", good, "--home", home.root)
    assert out["items"] == vault_items(template) and Path(out["replaced"]).exists()
    assert vault_items(home) == vault_items(template)
    with Vault.open(home) as v:
        assert ingest_day(v, home, DAYS[0]).inserted == 5 and verify(v) == []
    # a backup made before a rekey: restored with the key it was made with
    old_key = home.key().secret
    assert hinet_run("rekey", "--home", home.root)[0] == 0
    code, _, err = hinet_run("restore", good, "--home", home.root)
    assert code == 1 and "--key-env" in err
    code, out, err = hinet_run(
        "restore", good, "--home", home.root, "--key-env", "OLDK", "--json", env={"OLDK": old_key}
    )
    assert code == 0, err
    assert vault_items(home) == vault_items(template)
    assert_no_markers(home.root, good, temp_dir(), markers=MARKERS)  # never tmp_path: late.jsonl is an export


# -- 4. a crash right after a batch is renamed into place -----------------------------------------
@pytest.mark.parametrize("point", ["after_quarantine_commit", "after_batch_rename"])
def test_a_crash_while_landing_keeps_the_quarantine_rows_and_the_report(tmp_path, point):
    home = Home(tmp_path / "h")
    init_home(home)
    export = write_jsonl(tmp_path / "x.jsonl", 6, "x", bad=2)
    code, _, _ = hinet_run("land", "jsonl", export, "--day", DAYS[0], "--home", home.root, env={CRASH_ENV: point})
    assert code == -signal.SIGKILL
    assert len(home.batches()) == (1 if point == "after_batch_rename" else 0)
    again = cli_json_run("land", "jsonl", export, "--day", DAYS[0], "--home", home.root)
    assert again["quarantined"] == 2 and again["reported"] is True
    assert again["already_landed"] is (point == "after_batch_rename")
    # the batch a crash left renamed was landed then, not now (issue [18]: "landed: 4" for nothing)
    assert (again["landed"], again["already"]) == ((0, 6) if again["already_landed"] else (6, 0))
    rows = cli_json_run("quarantine", "list", "--home", home.root)
    assert len(rows) == 2 and {r["batch_id"] for r in rows} == {again["batch"]}
    assert len(home.batches()) == 1
    assert cli_json_run("land", "jsonl", export, "--day", DAYS[0], "--home", home.root)["reported"] is False
    assert_no_markers(home.root, markers=MARKERS)


def test_landing_again_repairs_quarantine_rows_a_crash_lost(home, cli):
    """The state a crash between the rename and the quarantine commit left before the fix."""
    export = write_jsonl(home.root.parent / "x.jsonl", 4, "y", bad=3)
    first = cli_json(cli, "land", "jsonl", export, "--day", DAYS[0], "--home", home.root, "--no-report")
    with Vault.open(home) as v:
        v.conn.execute("DELETE FROM quarantine")
    again = cli_json(cli, "land", "jsonl", export, "--day", DAYS[0], "--home", home.root, "--no-report")
    assert again["already_landed"] and again["batch"] == first["batch"]
    assert len(cli_json(cli, "quarantine", "list", "--home", home.root)) == 3
    assert_no_markers(home.root, markers=MARKERS)


def test_the_directory_sensor_starts_a_run_for_a_batch_a_crash_left_unreported(tmp_path, monkeypatch):
    from dagster import DagsterInstance, build_sensor_context

    from hinet_pipeline.definitions import defs

    home = Home(tmp_path / "h")
    init_home(home)
    code, _, _ = hinet_run(
        "land",
        "jsonl",
        write_jsonl(tmp_path / "x.jsonl", 3, "z"),
        "--day",
        DAYS[1],
        "--home",
        home.root,
        env={CRASH_ENV: "after_batch_rename"},
    )
    assert code == -signal.SIGKILL
    (path,) = home.batches()
    old = time.time() - 600
    os.utime(path, (old, old))
    monkeypatch.setenv("HINET_HOME", str(home.root))
    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        result = defs.get_sensor_def("landing_directory_sensor").evaluate_tick(
            build_sensor_context(instance=inst, definitions=defs)
        )
    (req,) = result.run_requests
    assert req.partition_key == DAYS[1]
    assert req.run_key == f"file:{path.stem}"
    assert_no_markers(home.root, markers=MARKERS)


# -- 5. one bad batch file does not block its day --------------------------------------------------
def test_unreadable_batches_are_set_aside_and_the_day_goes_on(tmp_path, cli):
    home, other = Home(tmp_path / "h"), Home(tmp_path / "other")
    init_home(home)
    init_home(other)
    day = DAYS[2]
    good = [
        land(home, "jsonl", write_jsonl(tmp_path / f"good{n}.jsonl", 4, f"good{n}"), day=day).path for n in range(2)
    ]
    foreign = land(other, "jsonl", write_jsonl(tmp_path / "foreign.jsonl", 4, "foreign"), day=day).path
    folder = home.landing_dir / day
    (folder / "jsonl-aaaaaaaaaaaaaaaa.batch").symlink_to(foreign)  # another home's batch
    (folder / "jsonl-bbbbbbbbbbbbbbbb.batch").write_bytes(random.Random(5).randbytes(8192))
    (folder / "jsonl-cccccccccccccccc.batch").write_bytes(b"")
    (folder / "jsonl-dddddddddddddddd.batch").write_bytes(good[0].read_bytes()[:5000])  # truncated copy
    foreign_before = foreign.read_bytes()

    code, out, err = cli("sleep", "--day", day, "--home", home.root, "--json")
    assert code == 0, err
    (record,) = json.loads(out)["days"]
    meta = record["assets"]["canonical_items"]
    assert record["success"] and meta["inserted"] == 8 and meta["batches_set_aside"] == 4
    assert "jsonl-aaaaaaaaaaaaaaaa.batch" in meta["set_aside"]
    rows = [r for r in cli_json(cli, "quarantine", "list", "--home", home.root) if r["connector"] == "batch"]
    reasons = {r["location"].rsplit("/", 1)[1][6:7]: r["reason"] for r in rows}
    assert set(reasons) == {"a", "b", "c", "d"}
    assert "symbolic link" in reasons["a"] and "another key" in reasons["b"]
    assert "empty" in reasons["c"] and "truncated" in reasons["d"]
    aside = sorted(p.name for p in (home.set_aside_dir / day).iterdir())
    assert aside == [f"jsonl-{c * 16}.batch" for c in "abcd"]
    assert (home.set_aside_dir / day / "jsonl-aaaaaaaaaaaaaaaa.batch").is_symlink()
    assert foreign.read_bytes() == foreign_before  # the other home's batch is untouched
    assert home.batches() == sorted(good)
    with Vault.open(home) as v:
        assert v.status()["chunks"] > 0 and verify(v) == []
    code, text, _ = cli("sleep", "--day", day, "--home", home.root)  # the day is healthy now
    assert code == 0 and "set aside" not in text
    assert_no_markers(home.root, other.root, markers=MARKERS)


def test_a_rekey_with_a_wrong_key_changes_nothing(tmp_path):
    root = tmp_path / "h"
    assert hinet_run("init", "--home", root, env={"HINET_VAULT_KEY": "right one"})[0] == 0
    before = (root / "vault.db").read_bytes()
    code, _, err = hinet_run(
        "rekey", "--home", root, "--new-key-env", "NEWK", env={"HINET_VAULT_KEY": "wrong", "NEWK": "f" * 64}
    )
    assert code == 1 and "wrong" in err and err.count("\n") == 1
    assert not Home(root).rekey_pending() and (root / "vault.db").read_bytes() == before
    assert hinet_run("status", "--home", root, env={"HINET_VAULT_KEY": "right one"})[0] == 0


def test_a_set_aside_file_with_a_telling_name_reaches_dagster_only_as_a_hash(tmp_path, cli):
    home = Home(tmp_path / "h")
    init_home(home)
    folder = home.landing_dir / DAYS[0]
    folder.mkdir(parents=True)
    (folder / "Dana tax return 2025.batch").write_bytes(random.Random(9).randbytes(4096))
    code, out, err = cli("sleep", "--day", DAYS[0], "--home", home.root, "--json")
    assert code == 0, err
    meta = json.loads(out)["days"][0]["assets"]["canonical_items"]
    assert meta["batches_set_aside"] == 1 and "tax return" not in out and "| file-" in meta["set_aside"]
    rows = cli_json(cli, "quarantine", "list", "--home", home.root)  # the vault (encrypted) keeps the real name
    assert rows[0]["location"] == f"landing/{DAYS[0]}/Dana tax return 2025.batch"
    assert_no_markers(home.root, temp_dir(), markers=["tax return"], names=False)
