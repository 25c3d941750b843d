"""`hinet sleep` shows its progress stage by stage (which stage, done of total, rate, time left) on
stderr, none with --quiet or --json; the same counts reach the Dagster run's log (numbers only)."""

from __future__ import annotations

import io
import json
import re

import pytest
from dagster import DagsterInstance

from assets.progress import StageEvent
from hinet_pipeline.cli.progress import SleepProgress
from hinet_pipeline.definitions import SLEEP_ASSETS
from hinet_pipeline.stages import Meter, duration

from .conftest import SAMPLE, SAMPLE_MARKERS, hinet_run

STAGES = [a.key.to_user_string() for a in SLEEP_ASSETS if a.key.to_user_string() != "eval_gate"]


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_meter_says_done_of_total_rate_and_time_left():
    clock = Clock()
    meter = Meter(clock)
    assert meter.running("chunks") == "0/? chunks"
    clock.now += 20  # loading a model: not the stage's pace
    meter.update(32, 800)
    clock.now += 10
    meter.update(64, 800)
    assert meter.rate == 3.2
    assert meter.running("chunks") == f"64/800 chunks, 3.2/s, ~{duration(736 / 3.2)} left"
    clock.now += 230
    meter.update(800, 800)
    assert meter.finished("chunks") == "800 chunks in 4m20s (3.1/s)"
    assert [duration(s) for s in (0.4, 59, 61, 3599, 3725)] == ["0s", "59s", "1m01s", "59m59s", "1h02m"]


def _event(state: str, done: int, total: int | None, line: str, stage: str = "embeddings") -> StageEvent:
    return StageEvent("2026-06-30", stage, "chunks", state, done, total, 1.0, None, None, line)


def test_display_without_a_terminal_is_lines_one_per_stage_and_one_every_30_s():
    clock, out = Clock(), io.StringIO()
    shown = SleepProgress(out, terminal=False, clock=clock)
    shown(_event("started", 0, None, ""))
    shown(_event("running", 10, 100, "10/100 chunks"))  # too soon for a line
    clock.now += 31
    shown(_event("running", 40, 100, "40/100 chunks, 1.3/s, ~46s left"))
    clock.now += 5
    shown(_event("running", 50, 100, "50/100 chunks"))
    shown(_event("finished", 100, 100, "100 chunks in 1m10s (1.4/s)"))
    shown(_event("started", 0, None, "", stage="fts_index"))
    shown(_event("failed", 0, None, "stopped at 0/? chunks", stage="fts_index"))  # the day's line says it
    assert out.getvalue().splitlines() == [
        "  2026-06-30 embeddings: 40/100 chunks, 1.3/s, ~46s left",
        "  2026-06-30 embeddings: 100 chunks in 1m10s (1.4/s)",
    ]


def test_display_on_a_terminal_is_a_bar_per_stage_cleared_when_the_day_is_done():
    out = io.StringIO()
    shown = SleepProgress(out, terminal=True)
    shown(_event("started", 0, None, ""))
    shown(_event("running", 300, 781, "300/781 chunks, 0.6/s, ~13m05s left"))
    assert shown._bars is not None
    task = shown._bars.tasks[0]
    assert (task.completed, task.total) == (300, 781)
    shown._bars.refresh()
    assert "2026-06-30 embeddings" in out.getvalue() and "300/781 chunks, 0.6/s, ~13m05s left" in out.getvalue()
    shown(_event("finished", 781, 781, "781 chunks in 23m12s (0.6/s)"))
    assert shown._bars.tasks[0].finished
    shown.day_done()
    assert shown._bars is None


def test_hinet_demo_shows_the_sleep_stages_as_sleep_does_and_none_with_quiet(home, tmp_path, monkeypatch):
    """`hinet demo`'s sleep cycle goes through `hinet sleep`'s display (cli/pipeline.sleep_showing):
    bars on a terminal (forced here as rich allows, TTY_COMPATIBLE=1), a line per stage elsewhere,
    none with --quiet; the demo's per-day lines stay on stdout. The demo's body and the sleep are
    stand-ins sending the runner's events (the real demo, minutes long, is test_sleep_cycle's);
    `hinet sleep` itself on the same stand-in says the same lines, none with --quiet or --json."""
    from click.testing import CliRunner

    import hinet_pipeline.demo
    import hinet_pipeline.runner
    from hinet_pipeline.cli import main

    days = ["2026-06-28", "2026-06-30"]

    def run_sleep(home, asked, *, backend=None, model=None, on_day=None, progress=None, **_):
        for day in asked:
            for stage, unit in (("canonical_items", "items"), ("embeddings", "chunks")):
                for state, done, line in (
                    ("started", 0, ""),
                    ("running", 9, f"9/18 {unit}, 9.0/s, ~1s left"),
                    ("finished", 18, f"18 {unit} in 2s (9.0/s)"),
                ):
                    if progress is not None:
                        progress(StageEvent(day, stage, unit, state, done, 18, 1.0, 9.0, 1.0, line))
            counts = {"canonical_items": {"inserted": 18}, "chunks": {"chunks": 18}, "embeddings": {"embedded": 18}}
            on_day(day, {"success": True, "assets": counts})
        totals = dict.fromkeys(("inserted", "chunks", "embedded", "fts_added", "vec_added"), 0)
        return {"days": [], "failed": [], "totals": totals}

    def run_demo(home, *, fresh, sleep, searcher, say, show):
        say("2. sleep cycle (Dagster, one run per landing day):")
        assert not sleep(home, days)["failed"]

    monkeypatch.setattr(hinet_pipeline.runner, "run_sleep", run_sleep)
    monkeypatch.setattr(hinet_pipeline.demo, "run_demo", run_demo)
    demo_root = str(tmp_path / "demo")

    def demo(*args: str):
        done = CliRunner().invoke(main, ["demo", "--home", demo_root, *args])
        assert done.exit_code == 0, (done.output, done.exception)
        for day in days:  # the day's line, as before
            assert f"   {day}: +18 items, +18 chunks, 18 embedded — ok" in done.stdout, done.stdout
        return done.stderr

    err = demo()  # not a terminal: a line per stage, as `hinet sleep` prints them
    said = {"canonical_items": "18 items in 2s (9.0/s)", "embeddings": "18 chunks in 2s (9.0/s)"}
    assert all(_stage_lines(err, day) == said for day in days), err
    assert demo("--quiet") == ""
    monkeypatch.setenv("TTY_COMPATIBLE", "1")  # a terminal: the live display, a bar per stage
    err = demo()
    for day in days:
        assert f"{day} embeddings" in err and f"{day} canonical_items" in err, err
    assert "done: 18 chunks in 2s (9.0/s)" in err and "\x1b[" in err and not _stage_lines(err, days[0])
    assert demo("--quiet") == ""

    monkeypatch.delenv("TTY_COMPATIBLE")
    sleep = ["sleep", "--from", "2026-06-28", "--to", "2026-06-30", "--home", str(home.root)]
    done = CliRunner().invoke(main, sleep)
    assert done.exit_code == 0, done.output
    assert all(_stage_lines(done.stderr, day) == said for day in ("2026-06-28", "2026-06-29", "2026-06-30"))
    assert "   2026-06-29" not in done.stdout and "2026-06-29: +18 items, +18 chunks, 18 embedded — ok" in done.stdout
    for quiet in ("--quiet", "--json"):
        done = CliRunner().invoke(main, [*sleep, quiet])
        assert done.exit_code == 0 and done.stderr == "", done.output


def _stage_lines(err: str, day: str) -> dict[str, str]:
    return {m[1]: m[2] for m in re.finditer(rf"^  {day} (\w+): (.*)$", err, re.M)}


@pytest.mark.slow
@pytest.mark.sleep
def test_hinet_sleep_shows_each_stage_on_stderr_none_quiet_or_json_and_the_run_log_has_the_counts(home, cli):
    for day, month in (("2026-06-28", "05"), ("2026-06-29", "06"), ("2026-06-30", "06")):
        mbox = SAMPLE / "mail" / f"2026-{month}.mbox"
        assert cli("land", "mbox", mbox, "--day", day, "--home", home.root, "--no-report")[0] == 0

    code, out, err = hinet_run("sleep", "--day", "2026-06-28", home=home)
    assert code == 0, err
    lines = _stage_lines(err, "2026-06-28")
    assert sorted(lines) == sorted(STAGES), err  # each stage says what it did
    assert re.fullmatch(r"18 chunks in \d+\w*( \([\d.]+/s\))?", lines["embeddings"]), lines
    assert re.fullmatch(r"18 items in \d+\w*( \([\d.]+/s\))?", lines["canonical_items"]), lines
    assert "2026-06-28: +18 items" in out and "2026-06-28" not in re.sub(r"^  2026-06-28 \w+: .*$", "", err, flags=re.M)

    code, out, err = hinet_run("sleep", "--day", "2026-06-29", "--quiet", home=home)
    assert code == 0 and not _stage_lines(err, "2026-06-29") and not err.strip(), err
    assert "2026-06-29: +16 items" in out  # --quiet: the result still, no progress

    code, out, err = hinet_run("sleep", "--day", "2026-06-30", "--json", home=home)
    assert code == 0 and not err.strip(), err
    run_id = json.loads(out)["days"][0]["run_id"]

    # the same counts in the run's Dagster log (a day already slept: its stages report zero)
    with DagsterInstance.from_config(str(home.dagster_dir)) as instance:
        logged = [e.user_message for e in instance.all_logs(run_id) if e.user_message]
    progress = [m for m in logged if re.match(rf"({'|'.join(STAGES)}): ", m)]
    for stage in STAGES:
        assert any(m.startswith(f"{stage}: done, ") for m in progress), (stage, progress)
    assert not any(marker in m for m in logged for marker in SAMPLE_MARKERS)


def test_a_dagster_run_logs_each_stage_s_done_of_total_with_its_rate(home, tmp_path):
    """The Dagster run log, as the UI shows it, has each stage's counts as it goes (no terminal)."""
    from hinet_pipeline.intake.landing import land
    from hinet_pipeline.runner import run_sleep

    land(home, "mbox", SAMPLE / "mail" / "2026-06.mbox", day="2026-06-30")
    events: list[StageEvent] = []
    result = run_sleep(home, ["2026-06-30"], progress=events.append)
    assert result["days"][0]["success"]
    with DagsterInstance.from_config(str(home.dagster_dir)) as instance:
        logged = [e.user_message for e in instance.all_logs(result["days"][0]["run_id"]) if e.user_message]
    assert "embeddings: done, 16 chunks in" in "\n".join(logged)
    assert any(re.fullmatch(r"embeddings: \d+/16 chunks(, [\d.]+/s)?(, ~\w+ left)?", m) for m in logged), logged
    assert "chunks: done, 16 items in" in "\n".join(logged)
    # the in-process listener heard every stage start and finish, and the embeddings moving
    assert sorted(e.stage for e in events if e.state == "finished") == sorted(STAGES)
    moving = [e.done for e in events if e.stage == "embeddings" and e.state == "running"]
    assert moving and moving == sorted(moving) and moving[-1] == 16
    assert {e.total for e in events if e.state == "running" and e.stage == "embeddings"} == {16}
