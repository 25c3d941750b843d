"""The landing zone: a connector's export → one encrypted batch file under ``landing/<day>/``
(batchfile.py). The batch name carries a fingerprint of what it holds, so landing the same export
again is recognised and lands nothing new. Rejected input goes to the vault's quarantine with its
file, position and reason, committed before the batch is renamed into place.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Iterator

from hinet_pipeline.config import BATCH_SUFFIX, Home
from hinet_pipeline.errors import HinetError, InvalidItemError
from hinet_pipeline.faults import crash_point
from hinet_pipeline.intake.batchfile import BatchWriter
from hinet_pipeline.intake.connectors import CONNECTORS, Rejected, Skipped, raw_text, registry
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.forgetting import item_tombstoned, tombstone_keys
from hinet_pipeline.store.vault import Vault, require_writable
from hinet_pipeline.timeutil import utcnow

log = logging.getLogger("hinet")


@dataclass
class LandResult:
    batch: str
    day: str
    connector: str
    landed: int = 0
    quarantined: int = 0
    skipped: int = 0
    duplicates: int = 0  # records the export itself repeats, landed once
    already_landed: bool = False
    already: int = 0  # records an earlier landing of the same export holds: not landed again
    forgotten: int = 0  # records `hinet forget` erased (their tombstones): not landed again
    path: Path | None = None
    reasons: list[str] = field(default_factory=list)
    skipped_files: list[Skipped] = field(default_factory=list)  # not read: a FIFO, a device, a socket

    def to_json(self) -> dict:
        return {
            "batch": self.batch,
            "day": self.day,
            "landed": self.landed,
            "quarantined": self.quarantined,
            "skipped": self.skipped,
            "duplicates": self.duplicates,
            "already_landed": self.already_landed,
            "already": self.already,
            "forgotten": self.forgotten,
            "skipped_files": [{"location": s.location, "reason": s.reason} for s in self.skipped_files],
        }


def parse_day(day: str | date | None) -> str:
    if day is None:
        return date.today().isoformat()
    if isinstance(day, date):
        return day.isoformat()
    try:
        return date.fromisoformat(day).isoformat()
    except ValueError:
        raise HinetError(f"--day {day!r}: expected YYYY-MM-DD") from None


def _validated(
    connector: str, path: Path, account: str | None, options: dict | None = None
) -> Iterator[CanonicalItem | Rejected | Skipped | None]:
    """Run a connector and validate what it yields: items, Rejected, Skipped, or None for a record
    the export itself repeats (landed once). ``options``: the connector's settings (``_options``)."""
    parsers = registry()
    if connector not in parsers:
        raise HinetError(f"unknown connector {connector!r}: choose one of {', '.join(CONNECTORS)}")
    path = Path(path)
    if not path.exists():
        raise HinetError(f"{path}: no such file or folder")
    seen: set[str] = set()
    try:
        for out in parsers[connector](path, account, **(options or {})):
            if isinstance(out, (Rejected, Skipped)):
                yield out
                continue
            location, position = out.pop("_location", path.name), out.pop("_position", None)
            try:
                item = CanonicalItem.from_dict(out)
            except (InvalidItemError, TypeError, ValueError, RecursionError) as e:
                reason = str(e) if isinstance(e, InvalidItemError) else f"invalid record ({type(e).__name__})"
                yield Rejected(location, position, reason, raw_text(json.dumps(out, ensure_ascii=False, default=str)))
                continue
            if item.content_hash in seen:
                yield None
                continue
            seen.add(item.content_hash)
            yield item
            out = item = None  # not alive while the connector parses the next record (a 100 MB message)
    except OSError as e:
        raise HinetError(f"{path}: cannot read ({e.strerror or e})") from None


def _options(home: Home, connector: str) -> dict:
    """What config.toml tells a connector: for notes, the sensitivity of folders
    (``[connectors.notes] sensitivity``); for Slack, of conversations (``[connectors.slack]``)."""
    if connector == "notes":
        return {"sensitivity": home.settings().notes_sensitivity}
    if connector == "slack":
        return {"sensitivity": home.settings().slack_sensitivity}
    return {}


def _tally(outputs: Iterator, on_item) -> tuple[list[Rejected], list[Skipped], int]:
    """Route a connector's validated output: items to ``on_item``; returns (rejected, skipped, duplicates)."""
    rejected: list[Rejected] = []
    skipped: list[Skipped] = []
    duplicates = 0
    for out in outputs:
        if isinstance(out, CanonicalItem):
            on_item(out)
        elif isinstance(out, Rejected):
            rejected.append(out)
        elif isinstance(out, Skipped):
            skipped.append(out)
        else:
            duplicates += 1
        out = None
    return rejected, skipped, duplicates


def collect(connector: str, path: Path, account: str | None = None):
    """(items, rejected, skipped, duplicates) of an export, in memory: for tests and small exports."""
    items: list[CanonicalItem] = []
    rejected, skipped, duplicates = _tally(_validated(connector, path, account), items.append)
    return items, rejected, len(skipped), duplicates


def land(home: Home, connector: str, path: Path, *, day: str | None = None, account: str | None = None) -> LandResult:
    """Parse an export with a connector into one encrypted batch for ``day`` (default today).

    Items stream into a hidden temp file as they are parsed (memory stays bounded); the batch name
    is a fingerprint of its content hashes and rejections, so the same export lands once. The
    rejected records are committed to the vault's quarantine before the batch file is renamed into
    place, and landing the export again repairs whichever of the two a crash left missing."""
    day = parse_day(day)
    require_writable(home, "landing")
    options = _options(home, connector)  # a bad config.toml: one line, before anything is read
    with Vault.open(home) as vault:  # proves the key (and finishes an interrupted rekey) before any write
        with home.lock(exclusive=False):  # no rekey while this batch is written under the current key
            if home.rekey_pending() or home.key() != vault.key:
                raise HinetError("a rekey of this home started meanwhile: land again when it has finished")
            return _land(home, vault, connector, path, day, account, options)


def _land(
    home: Home, vault: Vault, connector: str, path: Path, day: str, account: str | None, options: dict
) -> LandResult:
    writer = BatchWriter(home.landing_dir / day, vault.key)
    try:
        hashes: list[str] = []
        every: list[str] = []  # with the forgotten ones: the export's fingerprint stays the same
        tombstones = tombstone_keys(vault.conn)

        def keep(item: CanonicalItem) -> None:
            every.append(item.content_hash)
            if item_tombstoned(tombstones, item):
                return
            writer.add(item)
            hashes.append(item.content_hash)

        rejected, skipped, duplicates = _tally(_validated(connector, path, account, options), keep)
        digest = hashlib.sha256(connector.encode())
        for h in sorted(every):
            digest.update(h.encode())
        for r in rejected:
            digest.update(f"{r.location}|{r.position}|{r.reason}".encode())
        batch = f"{connector}-{digest.hexdigest()[:16]}"
        result = LandResult(
            batch=batch,
            day=day,
            connector=connector,
            landed=len(hashes),
            quarantined=len(rejected),
            skipped=len(skipped),
            duplicates=duplicates,
            reasons=[f"{r.location}{' ' + r.position if r.position else ''}: {r.reason}" for r in rejected],
            skipped_files=[s for s in skipped if s.kind == "file"],
            forgotten=len(every) - len(hashes),
        )
        if result.forgotten:
            log.warning(
                f"{result.forgotten} forgotten record(s) skipped (`hinet forget` erased them; "
                "`hinet forget --undo-tombstone` lets them land again)"
            )
        existing = list(home.landing_dir.glob(f"*/{batch}{BATCH_SUFFIX}"))
        kept = vault.conn.execute("SELECT count(*) FROM quarantine WHERE batch_id = ?", (batch,)).fetchone()[0]
        if hashes and not existing:  # complete the hidden file first: a full disk fails here, vault untouched
            writer.finish(
                {
                    "batch": batch,
                    "connector": connector,
                    "day": day,
                    "landed": len(hashes),
                    "quarantined": len(rejected),
                    "skipped": len(skipped),
                    "created_at": utcnow(),
                }
            )
        if rejected and not kept:  # first landing, or one a crash stopped before its quarantine rows
            # ``once``: whether the batch has rows is decided again inside the write transaction, so
            # two landings of one export at the same time write them once, not twice
            written = vault.quarantine(
                (
                    {
                        "connector": connector,
                        "location": r.location,
                        "position": r.position,
                        "reason": r.reason,
                        "raw": r.raw,
                    }
                    for r in rejected
                ),
                batch_id=batch,
                once=True,
            )
            kept = kept or not written  # the other landing wrote them: this one is the repeat
        crash_point("after_quarantine_commit")
        if existing or (not hashes and kept):
            writer.discard()
            result.already_landed = True
            result.already, result.landed = result.landed, 0  # nothing landed now: it was there before
            if existing:
                result.path, result.day = existing[0], existing[0].parent.name
            return result
        if hashes:
            result.path = home.landing_dir / day / f"{batch}{BATCH_SUFFIX}"
            writer.publish(result.path)
            crash_point("after_batch_rename")
        else:
            writer.discard()
        return result
    except BaseException:
        writer.discard()
        raise
