"""`hinet sleep`'s progress on stderr, stage by stage (the events come from assets/progress.py while
the runner runs the job in this process): which stage, done of total, rate, time left.

On a terminal: a live rich display of the day's stages (a bar each; the running one moves), cleared
when the day is done and its line printed. Elsewhere (a pipe, a log file): plain lines, one when a
stage finishes and one every ``every`` seconds while a long one runs."""

from __future__ import annotations

import time
from typing import Callable, TextIO

from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn

LINE_EVERY_S = 30.0


class SleepProgress:
    """A listener for StageEvents (assets.progress.listening); ``day_done()`` before a day's line."""

    def __init__(
        self,
        file: TextIO | None = None,
        *,
        terminal: bool | None = None,
        every: float = LINE_EVERY_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.console = Console(file=file, stderr=file is None, force_terminal=terminal, highlight=False)
        self.live = self.console.is_terminal if terminal is None else terminal
        self._every, self._clock = every, clock
        self._bars: Progress | None = None
        self._tasks: dict[str, int] = {}
        self._said: dict[str, float] = {}  # line mode: when each running stage last had a line

    def __call__(self, event) -> None:
        if self.live:
            self._show(event)
        else:
            self._line(event)

    # -- a terminal: one bar per stage of the day -------------------------------------------------
    def _show(self, event) -> None:
        if self._bars is None:
            self._bars = Progress(
                TextColumn("{task.description}"),
                BarColumn(bar_width=30),
                TextColumn("{task.fields[line]}"),
                console=self.console,
                transient=True,
                redirect_stdout=False,  # the day lines go to stdout as they are (a pipe stays a pipe)
                redirect_stderr=False,
            )
            self._bars.start()
        key = f"{event.day} {event.stage}"
        if key not in self._tasks:
            self._tasks[key] = self._bars.add_task(f"{key:<29}", total=None, line="")
        task = self._tasks[key]
        total = event.total if event.total else None
        if event.state == "finished":
            done = max(event.done, 1)
            self._bars.update(task, completed=done, total=done, line=f"done: {event.line}")
        elif event.state == "failed":
            self._bars.update(task, line=event.line)
        else:
            self._bars.update(task, completed=event.done, total=total, line=event.line)

    # -- anywhere else: lines -----------------------------------------------------------------
    def _line(self, event) -> None:
        key = f"{event.day} {event.stage}"
        now = self._clock()
        if event.state == "started":
            self._said[key] = now
            return
        if event.state == "running":
            if now - self._said.get(key, now) < self._every:
                return
            self._said[key] = now
            text = event.line
        elif event.state == "finished":
            text = event.line
        else:
            return  # a failed stage: the day's line says so, with its cause, on stdout
        self.console.print(f"  {key}: {text}", soft_wrap=True, markup=False)

    def day_done(self) -> None:
        """Clear the day's display (the runner is about to print the day's line)."""
        if self._bars is not None:
            self._bars.stop()
            self._bars = None
            self._tasks.clear()

    close = day_done
