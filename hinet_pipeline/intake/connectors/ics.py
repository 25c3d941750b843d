"""iCalendar (.ics) via the ``icalendar`` package: events with attendees, recurrence kept as its
rule, times with their zones. Each VEVENT is parsed on its own, so one broken event is
quarantined (with its line) while the rest of the calendar lands."""

from __future__ import annotations

import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator

import icalendar

from hinet_pipeline.intake.connectors import Output, Rejected, escapes, raw_text, skip_special, why
from hinet_pipeline.timeutil import parse_time

_BEGIN = re.compile(r"^BEGIN:(VEVENT|VTIMEZONE)\s*$", re.I)


def _blocks(lines: list[str]):
    """(kind, first line number, text) for each top-level VEVENT / VTIMEZONE; kind 'broken'
    for an event that never ends ('broken zone' for a time zone: not a record). Neither nests in
    the other, so a BEGIN of either ends an unclosed block (an unclosed VTIMEZONE once swallowed
    every event after it)."""
    i = 0
    while i < len(lines):
        m = _BEGIN.match(lines[i])
        if not m:
            i += 1
            continue
        kind, start = m.group(1).upper(), i
        end_marker = f"END:{kind}"
        j = i + 1
        while j < len(lines) and lines[j].strip().upper() != end_marker:
            if _BEGIN.match(lines[j]):
                break  # a new event or zone began before this block ended
            j += 1
        if j >= len(lines) or lines[j].strip().upper() != end_marker:
            yield "broken" if kind == "VEVENT" else "broken zone", start + 1, "\n".join(lines[start:j])
            i = j
            continue
        yield kind, start + 1, "\n".join(lines[start : j + 1])
        i = j + 1


def _cal_name(text: str) -> str | None:
    m = re.search(r"^X-WR-CALNAME:(.+)$", text, re.M)
    return m.group(1).strip() if m else None


def _person(addr) -> str:
    if addr is None:
        return ""
    cn = addr.params.get("CN") if hasattr(addr, "params") else None
    email = str(addr).removeprefix("mailto:").removeprefix("MAILTO:")
    return f"{cn} <{email}>" if cn and email else (cn or email)


# an attendee's PARTSTAT → the body line that lists them ("Attendees": accepted, or no PARTSTAT
# where the calendar keeps none: an ATTENDEE without it defaults to NEEDS-ACTION by RFC 5545, but
# calendars that never record answers list the people who came)
_ANSWERS = {"ACCEPTED": "Attendees", "TENTATIVE": "Tentative", "DECLINED": "Declined", "NEEDS-ACTION": "Not answered"}


def _when_text(start, end) -> str:
    if isinstance(start, datetime):
        zone = getattr(start.tzinfo, "key", None) or start.strftime("%Z") or "UTC"
        text = start.strftime("%Y-%m-%d %H:%M")
        if isinstance(end, datetime):
            text += "–" + (end.strftime("%H:%M") if end.date() == start.date() else end.strftime("%Y-%m-%d %H:%M"))
        return f"{text} ({zone})"
    text = start.isoformat() + " (all day)"
    return text


def _event_item(event, *, calendar: str | None, account: str | None, rel: str, line: int) -> dict | Rejected:
    where = f"VEVENT at line {line}"
    bad = {name for name, _ in event.errors}
    uid = str(event.get("UID") or "").strip()
    if not uid:
        return Rejected(rel, where, "event has no UID", raw_text(event.to_ical()))
    if "DTSTART" in bad or event.get("DTSTART") is None:
        return Rejected(rel, where, f"event {why(uid, 80)}: missing or invalid DTSTART", raw_text(event.to_ical()))
    start = event.decoded("DTSTART")
    end = event.decoded("DTEND") if event.get("DTEND") is not None and "DTEND" not in bad else None
    try:
        when = parse_time(start)
    except ValueError as e:
        return Rejected(rel, where, f"event {why(uid, 80)}: {why(e)}", raw_text(event.to_ical()))
    summary = str(event.get("SUMMARY") or "(no title)")
    attendees = event.get("ATTENDEE") or []
    if not isinstance(attendees, list):
        attendees = [attendees]
    people = [p for p in (_person(a) for a in attendees) if p]
    answers: dict[str, list[str]] = {}  # who accepted, answered "maybe", declined or did not answer
    for a in attendees:
        if person := _person(a):
            status = str(a.params.get("PARTSTAT", "") if hasattr(a, "params") else "").upper()
            answers.setdefault(_ANSWERS.get(status, "Attendees"), []).append(person)
    organizer = _person(event.get("ORGANIZER"))
    lines = [summary, f"When: {_when_text(start, end)}"]
    if event.get("RRULE") is not None:
        lines.append("Repeats: " + event.get("RRULE").to_ical().decode())
    if event.get("LOCATION"):
        lines.append(f"Where: {event.get('LOCATION')}")
    if organizer:
        lines.append(f"Organizer: {organizer}")
    for label in ("Attendees", "Tentative", "Not answered", "Declined"):
        if answers.get(label):
            lines.append(f"{label}: " + ", ".join(answers[label]))
    if event.get("DESCRIPTION"):
        lines += ["", str(event.get("DESCRIPTION")).strip()]
    external_id = uid
    if event.get("RECURRENCE-ID") is not None:  # one changed instance of a recurring event
        rid = parse_time(event.decoded("RECURRENCE-ID")).astimezone(timezone.utc)
        external_id = f"{uid}#{rid.strftime('%Y%m%dT%H%M%SZ')}"
    # CLASS:PRIVATE / CONFIDENTIAL events are private (sensitivity 2): a narrower role never sees them
    private = str(event.get("CLASS") or "").upper() in ("PRIVATE", "CONFIDENTIAL")
    author = (
        (
            event.get("ORGANIZER").params.get("CN")
            if event.get("ORGANIZER") is not None and hasattr(event.get("ORGANIZER"), "params")
            else None
        )
        or organizer
        or None
    )
    return {
        "source": "calendar",
        "app": "Calendar",
        "external_id": external_id,
        "body": "\n".join(lines),
        "timestamp": when.isoformat(),
        "account": account,
        "container": calendar,
        "thread_id": uid,
        "title": summary,
        "author": author,
        "participants": list(dict.fromkeys(([organizer] if organizer else []) + people)),
        "url": str(event.get("URL")) if event.get("URL") else None,
        "sensitivity": 2 if private else None,
        "_location": rel,
        "_position": where,
    }


def parse(path: Path, account: str | None = None) -> Iterator[Output]:
    files = [path] if not path.is_dir() else sorted(p for p in path.rglob("*.ics") if not p.is_dir())
    for p in files:
        if outside := escapes(p, path) or skip_special(p, path.parent if p == path else path):
            yield outside  # a link out of the export, a FIFO (reading it would block forever)
            continue
        rel = p.name if p == path else str(p.relative_to(path))
        data = p.read_bytes()
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = data.decode("latin-1")  # RFC 5545 says UTF-8; old exporters wrote Latin-1
        if "BEGIN:VCALENDAR" not in text.upper():
            yield Rejected(rel, None, "not an iCalendar file (no BEGIN:VCALENDAR)", raw_text(data[:4096]))
            continue
        lines = text.replace("\r\n", "\n").split("\n")
        blocks = list(_blocks(lines))
        zones = "\n".join(b for kind, _, b in blocks if kind == "VTIMEZONE")
        calendar = _cal_name(text) or p.stem
        for kind, line, block in blocks:
            if kind == "broken":
                yield Rejected(rel, f"VEVENT at line {line}", "event is not closed (no END:VEVENT)", raw_text(block))
                continue
            if kind != "VEVENT":
                continue
            try:
                cal = icalendar.Calendar.from_ical(f"BEGIN:VCALENDAR\nVERSION:2.0\n{zones}\n{block}\nEND:VCALENDAR\n")
                event = next(iter(cal.walk("VEVENT")))
                out = _event_item(event, calendar=calendar, account=account, rel=rel, line=line)
            except Exception as e:  # icalendar raises many types for malformed content lines
                out = Rejected(rel, f"VEVENT at line {line}", f"unparsable event: {why(e)}", raw_text(block))
            if isinstance(out, dict):
                out = {k: v for k, v in out.items() if v is not None}
            yield out
