"""Crash safety of the sleep cycle (issue [10]): the real `hinet sleep` in its own process, killed with
SIGKILL at seeded random moments inside each stage of its Dagster run, and `hinet reembed` killed
mid-way. After every kill a re-run of the same command completes, `hinet verify` passes, and the
vault is the one an uninterrupted run made: every landed item once, every live chunk once in FTS5
and once in vec0 with the same vector, no fact twice and none lost, no graph edge twice, the same
people.

How the kills are spread over the stages: an uninterrupted reference run is watched through its
Dagster event log (HOME/dagster/history/runs/<run id>.db), each event stamped with the CPU time the
process had used when it appeared; that gives each stage's window in CPU seconds after its
STEP_START. A kill waits for its stage's STEP_START in the killed run's own event log, lets the
process use a seeded random part of that window (CPU time, so a busy machine does not push the kills
late or early) and sends SIGKILL. The event log then says which step was in flight (that is what is
counted, per stage, with more kills for a stage until it has its share), and a copy of the vault says
how much of that stage's output had committed.

The killed processes pay the imports (Dagster, mlx); the re-runs and `hinet verify` go through the
same CLI commands in this process (the `cli` fixture) while worker threads kill the next ones. The
embedder is a tiny random XLM-R (tests/tiny_models.py) through the real mlx backend. The homes live
on tmpfs where there is one (see scratch()).

A bug these kills found, now fixed: the facts stage committed `facts_state = 1` for a batch of items
before refresh() consolidated their observations into facts, so a kill between the two lost the day's
facts. Items are now marked done only after refresh(); test_a_kill_between_... kills at that point.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

import numpy as np
import pytest

from hinet_pipeline.config import Home
from hinet_pipeline.demo import OWNER, PLAN, SAMPLE
from hinet_pipeline.intake.batchfile import read_batch
from hinet_pipeline.intake.landing import land
from hinet_pipeline.store.home_setup import init_home, set_owner
from hinet_pipeline.store.vault import VEC_TABLE, Vault

from .conftest import assert_no_markers, hinet_popen, hinet_run, temp_dir
from .crash_helpers import copy_home, hinet_crashing_at, kill_at, wait_for
from .tiny_models import build_tiny_xlmr

DAY = "2026-01-31"  # the sample corpus's January: one mbox and a notes folder, two batches
SEED = 10
# kills that must land inside each stage's step (the issue: at least 30 over these stages)
TARGETS = {
    "canonical_items": 5,
    "chunks": 5,
    "embeddings": 5,
    "fts_index": 3,
    "vector_index": 3,
    "facts": 5,
    "provenance_graph": 5,
}
ROUNDS = 10  # the planned kills, then more (one spare each) for a stage whose kills landed outside its step (a step
# as short as chunking can take several rounds on a busy 2-core machine)
WORKERS = 2  # killed processes at a time, while this thread re-runs the previous kill
REEMBED_MID_WAY = 5  # kills of `hinet reembed` that must land mid-way (old vectors dropped, new ones not all in)

# what each stage writes, as a count (compared with the reference run's to say how far it got)
OUTPUT = {
    "canonical_items": "SELECT count(*) FROM items",
    "chunks": "SELECT count(*) FROM chunks",
    "embeddings": "SELECT count(*) FROM chunks WHERE embedded = 1",
    "fts_index": "SELECT count(*) FROM chunks WHERE in_fts = 1",
    "vector_index": "SELECT count(*) FROM chunks WHERE in_vec = 1",
    "facts": "SELECT count(*) FROM items WHERE facts_state != 0",
    "provenance_graph": "SELECT count(*) FROM items WHERE graph_state != 0",
}


# -- the Dagster event log of a killed run, and the killed process's own clock --------------------
class RunLog:
    """The event log of the one run `hinet sleep` starts in a fresh copy of the template home
    (the default SQLite storage: HOME/dagster/history/runs/<run id>.db)."""

    def __init__(self, home: Home) -> None:
        self.folder = home.dagster_dir / "history" / "runs"
        self.path: Path | None = None
        # one connection for all the polls (every 0.5-2 ms while a stage is awaited): opening one per
        # poll cost ~13x the CPU (the schema read again each time), taken from the 2 cores and the
        # GIL the killed processes and this thread's re-runs share; each SELECT still reads the last
        # commit (autocommit: no transaction is held between polls)
        self.conn: sqlite3.Connection | None = None

    def _query(self, sql: str, *args) -> list[tuple]:
        if self.path is None:
            found = [p for p in self.folder.glob("*.db") if p.name != "index.db"] if self.folder.exists() else []
            if not found:
                return []
            assert len(found) == 1, found
            self.path = found[0]
        try:
            if self.conn is None:
                self.conn = sqlite3.connect(self.path, timeout=0.05, check_same_thread=False)
            return self.conn.execute(sql, args).fetchall()
        except sqlite3.Error:  # created but not written yet, or locked by the writer this instant
            self.close()  # the next poll opens it afresh, as every poll did before
            return []

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def events(self, after: int = 0) -> list[tuple[int, str | None, str | None]]:
        return self._query("SELECT id, dagster_event_type, step_key FROM event_logs WHERE id > ? ORDER BY id", after)

    def started(self, step: str) -> bool:
        return bool(
            self._query("SELECT 1 FROM event_logs WHERE dagster_event_type = 'STEP_START' AND step_key = ?", step)
        )

    def in_flight(self) -> tuple[str | None, bool]:
        """The step started and not finished (None between steps), and whether its compute had returned."""
        started: dict[str, bool] = {}
        for _, kind, key in self.events():
            if kind == "STEP_START":
                started[key] = False
            elif kind == "STEP_OUTPUT" and key in started:
                started[key] = True
            elif kind in ("STEP_SUCCESS", "STEP_FAILURE"):
                started.pop(key, None)
        return next(iter(started.items()), (None, False))


def cpu_clock(pid: int) -> Callable[[], float]:
    """The CPU seconds a process's threads have had (Linux: /proc/PID/task/*/schedstat, in ns; wall
    time elsewhere). Kill moments are measured in it: a moment drawn from the reference run's stage
    lands at the same point of the stage's work however busy the machine is with other processes."""
    tasks = Path(f"/proc/{pid}/task")
    if not tasks.exists():
        return time.monotonic
    seen = [0.0]

    def seconds() -> float:
        total = 0
        for task in tasks.glob("*/schedstat"):
            try:
                total += int(task.read_text().split()[0])
            except (OSError, ValueError, IndexError):  # a thread that just ended
                pass
        seen[0] = max(seen[0], total / 1e9)  # a thread that ended takes its time with it
        return seen[0]

    return seconds


def event_times(proc: subprocess.Popen, log: RunLog) -> dict[tuple[str | None, str | None], float]:
    """(event type, step) → the process's CPU seconds when the event was first seen, until it ends."""
    cpu, times, last = cpu_clock(proc.pid), {}, 0
    while proc.poll() is None:
        if rows := log.events(last):
            now = cpu()
            for _, kind, key in rows:
                times.setdefault((kind, key), now)
            last = rows[-1][0]
        time.sleep(0.0005)
    return times


# -- the corpus, the reference run, and what a vault holds ----------------------------------------
def sleep_args(home: Home, model: Path) -> list:
    return ["sleep", "--day", DAY, "--embedder", "mlx", "--model", model, "--home", home.root, "--json"]


def reembed_args(home: Home, model: Path) -> list:
    return ["reembed", "--embedder", "mlx", "--model", model, "--home", home.root, "--json"]


def vault_state(vault: Vault) -> dict[str, Counter]:
    """Everything the sleep cycle made, as multisets keyed by content, never by rowid."""
    rows = lambda sql: vault.conn.execute(sql).fetchall()  # noqa: E731
    chunk_id = dict(rows("SELECT rowid, chunk_id FROM chunks"))
    live = {r for (r,) in rows("SELECT rowid FROM chunks WHERE live = 1")}
    pin = vault.model_pin()
    return {
        "items": Counter(rows("SELECT source, account, external_id, content_hash FROM items")),
        "live items": Counter(rows("SELECT source, account, external_id FROM items WHERE valid_to IS NULL")),
        "live chunks": Counter(chunk_id[r] for r in live),
        "FTS rows": Counter(chunk_id.get(r, f"rowid {r}") for (r,) in rows("SELECT rowid FROM chunks_fts")),
        "vec0 rows": Counter(
            chunk_id.get(r, f"rowid {r}") for (r,) in (rows(f"SELECT chunk_rowid FROM {VEC_TABLE}") if pin else [])
        ),
        "stored vectors": Counter(
            chunk_id[r] for (r,) in rows("SELECT rowid FROM chunks WHERE embedded = 1") if r in live
        ),
        "facts": Counter(rows("SELECT subject, predicate, object, valid_from, record_id FROM facts")),
        "live facts": Counter(
            rows("SELECT subject, predicate, object, valid_from, record_id FROM facts WHERE retracted_at IS NULL")
        ),
        "graph edges": Counter(rows("SELECT src, kind, dst, record_id FROM graph_edges")),
        "persons": Counter(rows("SELECT name, is_owner FROM persons WHERE merged_into IS NULL")),
        "identities": Counter(rows("SELECT kind, value FROM identities")),
    }


ONCE = ("items", "live items", "live chunks", "FTS rows", "vec0 rows", "stored vectors", "facts", "graph edges")


def vectors_by_chunk(vault: Vault) -> dict[str, np.ndarray]:
    """chunk id → its vector as stored (float32) and as its int8 codes say it (the scan's), side by side."""
    rows = vault.conn.execute(
        f"SELECT c.chunk_id, v.vector, v.codes, v.scale FROM {VEC_TABLE} v JOIN chunks c ON c.rowid = v.chunk_rowid"
    )
    return {
        chunk: np.stack([np.frombuffer(vector, np.float32), np.frombuffer(codes, np.int8).astype(np.float32) * scale])
        for chunk, vector, codes, scale in rows
    }


def assert_same_vectors(vault: Vault, reference: dict[str, np.ndarray], what: str) -> None:
    found = vectors_by_chunk(vault)
    assert found.keys() == reference.keys(), f"{what}: vectors for other chunks than the uninterrupted run's"
    wrong = [chunk for chunk, v in found.items() if not np.allclose(v, reference[chunk], atol=1e-5)]
    assert not wrong, f"{what}: {len(wrong)} chunks with another vector than the uninterrupted run's: {wrong[:3]}"


def assert_as_reference(state: dict[str, Counter], reference: dict[str, Counter], what: str) -> None:
    """No row twice, every live chunk once in each index, and nothing lost or added against the
    uninterrupted run."""
    for name in (n for n in ONCE if n in state):
        twice = {k: n for k, n in state[name].items() if n > 1}
        assert not twice, f"{what}: {name} twice: {list(twice.items())[:5]}"
    live = state["live chunks"]
    for index in ("FTS rows", "vec0 rows", "stored vectors"):
        assert state[index] == live, (
            f"{what}: {index} vs live chunks: missing {list((live - state[index]).items())[:5]}, "
            f"extra {list((state[index] - live).items())[:5]}"
        )
    for name, expected in reference.items():
        assert state[name] == expected, (
            f"{what}: {name} differ from the uninterrupted run: missing {list((expected - state[name]).items())[:5]}, "
            f"extra {list((state[name] - expected).items())[:5]}"
        )


@contextmanager
def probe(home: Home, dest: Path) -> Iterator[Vault]:
    """The killed vault as the next command will find it, opened from a copy (the kill's home stays
    untouched for the re-run; the WAL goes with it)."""
    dest.mkdir()
    try:
        for f in home.root.glob(home.vault_path.name + "*"):
            shutil.copy2(f, dest / f.name)
        with Vault.open_path(dest / home.vault_path.name, home.key(), migrate=False) as v:
            yield v
    finally:
        shutil.rmtree(dest)


def scratch(tmp_path_factory) -> Path:
    """The homes' folder: in memory (tmpfs) where there is one. A SIGKILL loses nothing the kernel
    already holds, with or without fsync, so a disk adds nothing here but the fsyncs' time (Dagster
    commits each event it records: most of a run's time on this machine's disk)."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        return Path(tempfile.mkdtemp(prefix="hinet-crash-", dir=shm))
    return tmp_path_factory.mktemp("crash-sleep")


@dataclass
class Corpus:
    root: Path
    template: Home  # landed, not slept
    model: Path  # the tiny XLM-R the sleep cycle embeds with
    other_model: Path  # another one, for `hinet reembed`
    reference: Home  # slept by an uninterrupted `hinet sleep`
    state: dict[str, Counter]  # vault_state of the reference
    output: dict[str, int]  # OUTPUT counts of the reference
    windows: dict[str, tuple[float, float]]  # per stage: kill moments, CPU seconds after its STEP_START
    seconds: float  # the reference `hinet sleep`, wall
    vectors: dict[str, np.ndarray]  # vectors_by_chunk of the reference


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Iterator[Corpus]:
    root = scratch(tmp_path_factory)
    try:
        yield _corpus(root)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def _corpus(root: Path) -> Corpus:
    template = Home(root / "template")
    init_home(template)
    set_owner(template, *OWNER)  # first-person statements become the owner's facts
    for connector, path, day, account in PLAN:
        if day == DAY:
            land(template, connector, SAMPLE / path, day=DAY, account=account)
    model, other = build_tiny_xlmr(root / "tiny-a"), build_tiny_xlmr(root / "tiny-b", seed=1)
    key = template.key()
    landed = {item.content_hash for p in template.batches() for item in read_batch(p, key)}

    reference = copy_home(template, root / "reference")
    t0 = time.monotonic()
    proc = hinet_popen(*sleep_args(reference, model))
    with closing(RunLog(reference)) as log:
        times = event_times(proc, log)
    out, err = proc.communicate(timeout=600)
    seconds = time.monotonic() - t0
    assert proc.returncode == 0, err
    (day,) = json.loads(out)["days"]
    assert day["success"], day
    windows = {}
    for stage in TARGETS:
        start, output, end = (times[kind, stage] for kind in ("STEP_START", "STEP_OUTPUT", "STEP_SUCCESS"))
        work = day["assets"][stage].get("seconds", 0.0)
        # from the step's start to halfway through Dagster's recording of its result; for a step
        # whose compute is mostly not its own work (chunks loads the embedder first), from a little
        # before that work
        windows[stage] = (max(0.0, output - start - 3 * work - 0.3), (output + end) / 2 - start)
    with Vault.open(reference) as v:
        state, vectors = vault_state(v), vectors_by_chunk(v)
        output = {stage: v.conn.execute(sql).fetchone()[0] for stage, sql in OUTPUT.items()}
    assert {h for (*_, h) in state["items"]} == landed and sum(state["items"].values()) == len(landed)
    assert_as_reference(state, state, "the reference run")
    assert all(output.values()), output  # every stage wrote something: a kill in it can break something
    return Corpus(root, template, model, other, reference, state, output, windows, seconds, vectors)


# -- kills on worker threads, re-runs and checks on this one -------------------------------------
def killed_in_order(kill: Callable, tasks: list[tuple]) -> Iterator:
    """``kill(*task)`` for each task on WORKERS threads, each driving one killed process, yielded in
    task order: this thread re-runs and checks one kill while the next ones are being killed."""
    with ThreadPoolExecutor(WORKERS) as pool:
        futures = [pool.submit(kill, *task) for task in tasks]
        try:
            for future in futures:
                yield future.result()
        finally:
            for future in futures:
                future.cancel()


@dataclass
class Kill:
    n: int
    target: str  # the stage it was aimed at
    delay: float  # CPU seconds of the killed process after the target's STEP_START
    home: Home
    step: str | None = None  # the step in flight at the SIGKILL (None: between steps)
    computed: bool = False  # the step's compute function had returned (Dagster was recording it)
    output: str = ""  # how much of that stage's output had committed: none, n/m, all


@pytest.fixture
def quick_threads() -> Iterator[None]:
    """The workers' polls wake within a millisecond while this thread runs a re-run in-process."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(0.0005)
    yield
    sys.setswitchinterval(before)


def kill_sleep(corpus: Corpus, folder: Path, n: int, target: str, delay: float) -> Kill:
    kill = Kill(n, target, delay, copy_home(corpus.template, folder / f"kill-{n}"))
    proc = hinet_popen(*sleep_args(kill.home, corpus.model))
    with closing(RunLog(kill.home)) as log:
        if not wait_for(lambda: log.started(target), proc, timeout=300):
            _, err = proc.communicate()
            raise AssertionError(f"kill {n}: `hinet sleep` ended (rc {proc.returncode}) before {target} started: {err}")
        cpu = cpu_clock(proc.pid)
        start = cpu()
        assert wait_for(lambda: cpu() - start >= delay, proc), f"kill {n}: `hinet sleep` ended before its kill"
        assert kill_at(proc, 0.0), f"kill {n}: `hinet sleep` ended before its kill"
        kill.step, kill.computed = log.in_flight()
    if kill.step in OUTPUT:
        with probe(kill.home, folder / f"probe-{n}") as v:
            got = v.conn.execute(OUTPUT[kill.step]).fetchone()[0]
        expected = corpus.output[kill.step]
        kill.output = "none" if got == 0 else "all" if got == expected else f"{got}/{expected}"
    return kill


def test_a_killed_sleep_is_finished_by_the_next_one_with_nothing_twice(corpus, cli, quick_threads):
    folder = corpus.root / "sleep-kills"
    t0 = time.monotonic()
    rng = random.Random(SEED)
    kills: list[Kill] = []
    landed: Counter = Counter()
    for _ in range(ROUNDS):  # the planned kills, then a few more for a stage some kills missed
        short = {stage: want - landed[stage] for stage, want in TARGETS.items() if landed[stage] < want}
        if not short:
            break
        plan = [stage for stage, missing in short.items() for _ in range(missing + (len(kills) > 0))]
        tasks = [(len(kills) + i, stage, rng.uniform(*corpus.windows[stage])) for i, stage in enumerate(plan)]
        for kill in killed_in_order(lambda *task: kill_sleep(corpus, folder, *task), tasks):
            what = f"kill {kill.n} (seed {SEED}, in {kill.step}, aimed at {kill.target} +{kill.delay:.3f} CPU s)"
            code, out, err = cli(*sleep_args(kill.home, corpus.model))
            assert code == 0, f"{what}: the re-run failed: {out} {err}"
            (day,) = json.loads(out)["days"]
            assert day["success"] and all(day["checks"].values()), f"{what}: {day}"
            code, out, err = cli("verify", "--home", kill.home.root, "--json")
            assert code == 0 and json.loads(out)["ok"], f"{what}: hinet verify: {out} {err}"
            with Vault.open(kill.home) as v:
                state = vault_state(v)
                assert_same_vectors(v, corpus.vectors, what)
            assert_as_reference(state, corpus.state, what)
            assert_no_markers(kill.home.root, temp_dir())  # January's Heron-7734 and Sable Room 4B
            shutil.rmtree(kill.home.root)
            kills.append(kill)
            landed[kill.step] += 1
    elapsed = time.monotonic() - t0

    print(
        f"\n{len(kills)} kills of `hinet sleep` (seed {SEED}) in {elapsed:.0f} s; "
        f"an uninterrupted run: {corpus.seconds:.1f} s; kill moments (CPU s after each STEP_START): "
        + ", ".join(f"{stage} {lo:.2f}-{hi:.2f} s" for stage, (lo, hi) in corpus.windows.items())
    )
    print(
        f"{'step in flight at the SIGKILL':34} {'kills':>5} {'in its work':>11} {'after it':>8}  its output at the kill"
    )
    order = list(TARGETS)
    for step in sorted(landed, key=lambda s: (s not in TARGETS, order.index(s) if s in TARGETS else 0, str(s))):
        ks = [k for k in kills if k.step == step]
        outputs = Counter(k.output for k in ks if k.output)
        print(
            f"{step or '(between steps)':34} {len(ks):5} {sum(not k.computed for k in ks):11} "
            f"{sum(k.computed for k in ks):8}  {', '.join(f'{o}: {c}' for o, c in sorted(outputs.items()))}"
        )
    assert len(kills) >= 30
    for stage, want in TARGETS.items():
        assert landed[stage] >= want, f"only {landed[stage]} kills landed inside {stage}: {dict(landed)}"


def test_a_kill_between_marking_items_extracted_and_consolidating_their_facts_loses_no_facts(corpus, cli):
    home = copy_home(corpus.template, corpus.root / "facts-crash")
    proc = hinet_crashing_at("hinet_pipeline.memory.facts.stage:refresh", *sleep_args(home, corpus.model))
    _, err = proc.communicate(timeout=600)
    assert proc.returncode == -signal.SIGKILL, err
    with Vault.open(home) as v:  # what the kill left: the observations, no facts, the items still pending
        assert v.conn.execute("SELECT count(*) FROM fact_observations").fetchone()[0] > 0
        assert v.conn.execute("SELECT count(*) FROM items WHERE facts_state = 0").fetchone()[0] > 0
        assert v.conn.execute("SELECT count(*) FROM facts").fetchone()[0] == 0
    code, out, err = cli(*sleep_args(home, corpus.model))
    assert code == 0, f"the re-run failed: {out} {err}"
    code, out, err = cli("verify", "--home", home.root, "--json")
    assert code == 0 and json.loads(out)["ok"], f"hinet verify: {out} {err}"
    with Vault.open(home) as v:
        assert_as_reference(vault_state(v), corpus.state, "killed as refresh() began")
    assert_no_markers(home.root, temp_dir())


# -- hinet reembed -------------------------------------------------------------------------------
def reembed_phase(v: Vault, old_model: str, live: int) -> str:
    pin = v.model_pin()
    if pin and pin["id"] == old_model:
        return "before"  # the old model's vectors untouched
    if pin is None:
        return "dropped"  # the old index gone, the new model not pinned yet
    vectors = v.conn.execute("SELECT count(*) FROM chunks WHERE embedded = 1").fetchone()[0]
    indexed = v.conn.execute("SELECT count(*) FROM chunks WHERE in_vec = 1").fetchone()[0]
    return "embedding" if vectors < live else "indexing" if indexed < live else "finished"


MID_WAY = ("dropped", "embedding", "indexing")


def test_a_killed_reembed_is_finished_by_the_next_one_with_one_vector_per_chunk(corpus, cli, quick_threads):
    tmp_path = corpus.root / "reembed-kills"
    old_model = corpus.model.name
    live = sum(corpus.state["live chunks"].values())
    # the reference: its own work starts with its first commit to the vault (the old index dropped),
    # after the imports and the model's loading; the kills come in the seconds that work takes
    ref = copy_home(corpus.reference, tmp_path / "reference")
    code, out, err = hinet_run(*reembed_args(ref, corpus.other_model), timeout=600)
    assert code == 0, err
    result = json.loads(out)
    assert result["embedded"] + result["reused"] == live and result["model"]["id"] == corpus.other_model.name
    with Vault.open(ref) as v:
        expected, vectors = vault_state(v), vectors_by_chunk(v)
    for name in ("items", "live chunks", "FTS rows", "vec0 rows", "facts", "graph edges", "persons", "identities"):
        assert expected[name] == corpus.state[name], name  # reembed touches the vectors only
    assert_no_markers(ref.root)

    def kill_reembed(n: int, delay: float) -> tuple[int, Home, str]:
        home = copy_home(corpus.reference, tmp_path / f"kill-{n}")
        wal = home.vault_path.with_name(home.vault_path.name + "-wal")
        proc = hinet_popen(*reembed_args(home, corpus.other_model))
        # a WAL beyond its 32-byte header: the first commit, the old vector index dropped
        if not wait_for(lambda: wal.exists() and wal.stat().st_size > 32, proc, timeout=300):
            _, err = proc.communicate()
            raise AssertionError(
                f"reembed kill {n}: `hinet reembed` ended (rc {proc.returncode}) before its work: {err}"
            )
        kill_at(proc, delay)
        with probe(home, tmp_path / f"probe-{n}") as v:
            return n, home, reembed_phase(v, old_model, live)

    rng = random.Random(SEED)
    phases: Counter = Counter()
    for _ in range(ROUNDS):
        missing = REEMBED_MID_WAY - sum(phases[p] for p in MID_WAY)
        if missing <= 0:
            break
        tasks = [(phases.total() + i, rng.uniform(0, result["seconds"])) for i in range(missing + 1)]
        for n, home, phase in killed_in_order(kill_reembed, tasks):
            what = f"reembed kill {n} (seed {SEED}, {phase})"
            code, out, err = cli(*reembed_args(home, corpus.other_model))
            assert code == 0, f"{what}: the re-run failed: {out} {err}"
            code, out, err = cli("verify", "--home", home.root, "--json")
            assert code == 0 and json.loads(out)["ok"], f"{what}: hinet verify: {out} {err}"
            with Vault.open(home) as v:
                assert v.model_pin()["id"] == corpus.other_model.name, what
                assert_as_reference(vault_state(v), expected, what)
                assert_same_vectors(v, vectors, what)  # the new model's, none of the old one's
            assert_no_markers(home.root, temp_dir())
            shutil.rmtree(home.root)
            phases[phase] += 1
    print(
        f"\n{phases.total()} kills of `hinet reembed` (seed {SEED}), by what the vault held at the SIGKILL: "
        f"{dict(phases)}"
    )
    assert sum(phases[p] for p in MID_WAY) >= REEMBED_MID_WAY, phases
