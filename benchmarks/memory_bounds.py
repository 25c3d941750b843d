"""Peak RSS of the real `hinet land mbox` and `hinet sleep` on a mailbox of a given size (and,
optionally, on one big message): the measurement of tests/test_memory_bounds.py at any size.

    python -m benchmarks.memory_bounds --mbox-mb 1024 [--message-mb 100] [--seeds 60]

The mailbox is real Enron mail repeated with a unique Message-ID per copy (see the test's
docstring: every copy is its own item, its texts are the seeds', so each distinct text is embedded
once by the tiny random XLM-R through the real mlx backend). Each command runs in its own process;
its peak RSS is the kernel's figure when it exits (``os.wait4``). Prints one JSON line.

Measured (2 shared cores, 2026-12-01, ``--mbox-mb 250 --message-mb 100``): a 250 MB mbox (85,310
messages, 445,017 chunks) lands in 129 MB (274 s; 129 MB at 80 MB, 128 MB at 10 MB: flat) and
sleeps in 427 MB (252 s, 156 s of it chunking); one 100 MB message lands in 449 MB (was 901 MB)
and slept in 1480 MB: ``CanonicalItem.body_hash`` split the body into a list of every word
(817 -> 653 MB on a 50 MB message without it), and the chunks stage held every chunk row of the
item for one executemany. With both streamed (``--mbox-mb 0 --message-mb 100``, same day): 700 MB,
73 s (308,286 chunks; the facts stage is 32 s of it).
"""

from __future__ import annotations

import argparse
import shutil
import time

from tests.test_memory_bounds import SEEDS, land_and_sleep, scratch_root, write_big_message, write_mbox
from tests.tiny_models import build_tiny_xlmr

from .common import emit


def _stage_seconds(day: dict) -> dict:
    return {name: a.get("seconds") for name, a in day["assets"].items() if isinstance(a, dict) and "seconds" in a}


def measure(root, name: str, write, model) -> dict:
    export = root / f"{name}.mbox"
    t0 = time.monotonic()
    write(export)
    written = time.monotonic() - t0
    size_mb = export.stat().st_size / 1e6
    land, sleep, landed, day = land_and_sleep(root / f"home-{name}", export, model)
    export.unlink()
    shutil.rmtree(root / f"home-{name}")
    return {
        "export_mb": round(size_mb, 1),
        "messages_landed": landed["landed"],
        "chunks": day["assets"]["chunks"]["chunks"],
        "embedded": day["assets"]["embeddings"]["embedded"],
        "land_peak_rss_mb": round(land.peak_mb, 1),
        "land_seconds": round(land.seconds, 1),
        "sleep_peak_rss_mb": round(sleep.peak_mb, 1),
        "sleep_seconds": round(sleep.seconds, 1),
        "sleep_stage_seconds": _stage_seconds(day),
        "write_export_seconds": round(written, 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mbox-mb", type=float, default=1024, help="mailbox size in MB (10^6 bytes); 0: none")
    ap.add_argument("--message-mb", type=float, default=0, help="also one message of this many MB; 0: none")
    ap.add_argument("--seeds", type=int, default=SEEDS, help="distinct Enron messages the mailbox repeats")
    args = ap.parse_args()
    root = scratch_root()
    try:
        model = build_tiny_xlmr(root / "tiny-xlmr")
        result: dict = {"benchmark": "memory", "seeds": args.seeds}
        if args.mbox_mb:
            result["mbox"] = measure(root, "mbox", lambda p: write_mbox(p, args.mbox_mb, args.seeds), model)
        if args.message_mb:
            result["message"] = measure(root, "message", lambda p: write_big_message(p, args.message_mb), model)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    emit(result)


if __name__ == "__main__":
    main()
