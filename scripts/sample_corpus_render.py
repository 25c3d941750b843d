"""Render the sample corpus sources from their YAML data (scripts/make_sample_corpus.py): mail with
`email`/`mailbox`, Slack exports with `json`, Markdown notes, the calendar with `icalendar`."""

from __future__ import annotations

import datetime as dt
import email.policy
import email.utils
import json
import mailbox
import time
import zlib
from email.headerregistry import Address
from email.message import EmailMessage
from pathlib import Path

import icalendar
from sample_corpus_model import UTC, Corpus, parse_local


def tiny_pdf(lines: list[str]) -> bytes:
    """A minimal but valid one-page PDF with a few lines of text (ASCII)."""
    content = (
        "BT /F1 11 Tf 56 780 Td 14 TL\n"
        + "".join("(" + ln.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ") '\n" for ln in lines)
        + "ET\n"
    )
    objs = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        "/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        f"<< /Length {len(content.encode())} >>\nstream\n{content}endstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out, offsets = bytearray(b"%PDF-1.4\n"), []
    for n, o in enumerate(objs, 1):
        offsets.append(len(out))
        out += f"{n} 0 obj\n{o}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{off:010d} 00000 n \n".encode() for off in offsets)
    out += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def mbox_message(c: Corpus, m) -> mailbox.mboxMessage:
    def addr(k):
        return Address(display_name=c.P[k]["name"], addr_spec=c.P[k]["email"])

    msg = EmailMessage()
    msg["From"] = addr(m["from"])
    msg["To"] = [addr(k) for k in m["to"]]
    if m["cc"]:
        msg["Cc"] = [addr(k) for k in m["cc"]]
    msg["Subject"] = m["subject"]
    msg["Date"] = email.utils.format_datetime(m["when"])
    msg["Message-ID"] = f"<{m['message_id']}>"
    if m.get("sensitivity"):  # RFC 2156, as a mail client writes it: the connector lands the message as private
        msg["Sensitivity"] = m["sensitivity"]
    if m.get("in_reply_to"):
        msg["In-Reply-To"] = f"<{m['in_reply_to']}>"
        msg["References"] = " ".join(f"<{r}>" for r in m["references"])
    if m.get("html_only"):
        msg.set_content(m["html"], subtype="html", cte=m.get("cte") or "quoted-printable")
    else:
        msg.set_content(m["text"], **({"cte": m["cte"]} if m.get("cte") else {}))
        if m.get("html"):
            msg.add_alternative(m["html"], subtype="html")
    if a := m.get("attach"):
        maintype, subtype = a["type"].split("/")
        if "text" in a:
            msg.add_attachment(a["text"], subtype=subtype, filename=a["filename"])
        else:
            msg.add_attachment(tiny_pdf(a["pdf_lines"]), maintype=maintype, subtype=subtype, filename=a["filename"])
    for i, part in enumerate(p for p in msg.walk() if p.is_multipart()):  # deterministic MIME boundaries
        part.set_boundary(f"=_hinet_{zlib.crc32(m['key'].encode()):08x}_{i}")
    mm = mailbox.mboxMessage(msg)
    mm.set_from(c.P[m["from"]]["email"], time.gmtime(m["when"].timestamp()))
    return mm


def write_mbox(path: Path, messages):
    box = mailbox.mbox(str(path), create=True)
    for mm in messages:
        box.add(mm)
    box.flush()
    box.close()


def write_mail(c: Corpus, out: Path) -> dict:
    (out / "mail").mkdir(parents=True)
    months: dict[str, list] = {}
    for m in c.mails:
        assert not any(ln.startswith("From ") for ln in (m["text"] + (m.get("html") or "")).split("\n")), m["key"]
        for mon in [m["when"].strftime("%Y-%m")] + m["also_in"]:
            months.setdefault(mon, []).append(m)
    for mon, ms in sorted(months.items()):
        ms.sort(key=lambda x: (x["when"].astimezone(UTC), x["key"]))
        write_mbox(out / "mail" / f"{mon}.mbox", [mbox_message(c, m) for m in ms])
    return {f"mail/{mon}.mbox": len(ms) for mon, ms in sorted(months.items())}


# --------------------------------------------------------------------------------------------- slack
def dump_json(path: Path, obj):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def write_slack(c: Corpus, out: Path) -> dict:
    counts = {}
    for ws, spec in c.ws.items():
        d, team, uids = out / "slack" / ws, spec["team"], {k: u["id"] for k, u in spec["users"].items()}
        users = []
        for u in spec["users"].values():
            prof = {
                "real_name": u["real_name"],
                "display_name": u["display_name"],
                "title": u["title"],
                "real_name_normalized": u["real_name"],
                "display_name_normalized": u["display_name"],
            }
            if u.get("person"):
                prof["email"] = c.P[u["person"]]["email"]
            users.append(
                {
                    "id": u["id"],
                    "team_id": team,
                    "name": u["name"],
                    "deleted": False,
                    "real_name": u["real_name"],
                    "tz": u["tz"],
                    "is_bot": "bot_id" in u,
                    "profile": prof,
                }
            )
        dump_json(d / "users.json", users)
        created = int(dt.datetime(2025, 6, 1, tzinfo=UTC).timestamp())
        dump_json(
            d / "channels.json",
            [
                {
                    "id": ch["id"],
                    "name": name,
                    "created": created,
                    "creator": uids[ch["members"][0]],
                    "is_archived": False,
                    "is_general": name == "general",
                    "members": [uids[k] for k in ch["members"]],
                    "topic": {"value": "", "creator": "", "last_set": 0},
                    "purpose": {"value": ch["purpose"], "creator": uids[ch["members"][0]], "last_set": created},
                }
                for name, ch in spec["channels"].items()
                if ch.get("type") != "dm"
            ],
        )
        if dms := [ch for ch in spec["channels"].values() if ch.get("type") == "dm"]:  # Slack's dms.json
            dump_json(
                d / "dms.json",
                [{"id": ch["id"], "created": created, "members": [uids[k] for k in ch["members"]]} for ch in dms],
            )
        for name in spec["channels"]:
            folder = c.folder(ws, name)
            msgs = [m for m in c.slack if m["ws"] == ws and m["channel"] == name]
            byday: dict[str, list] = {}
            for m in msgs:
                byday.setdefault(m["when"].astimezone(UTC).strftime("%Y-%m-%d"), []).append(m)
            for day, ms in sorted(byday.items()):
                dump_json(
                    d / folder / f"{day}.json",
                    [slack_json(c, spec, uids, m) for m in sorted(ms, key=lambda x: float(x["ts"]))],
                )
            counts[f"slack/{ws}/{folder}"] = len(msgs)
    return counts


def slack_json(c: Corpus, spec, uids, m) -> dict:
    o = {
        "type": "message",
        **({"subtype": m["subtype"]} if m.get("subtype") else {}),
        "user": uids[m["user"]],
        "text": m["text"],
        "ts": m["ts"],
        "team": spec["team"],
    }
    if bot := spec["users"][m["user"]].get("bot_id"):
        o["bot_id"] = bot
    if m.get("thread_ts"):
        o["thread_ts"] = m["thread_ts"]
    if m.get("parent"):
        o["parent_user_id"] = uids[c.slack_by_key[m["parent"]]["user"]]
    if reps := sorted(m.get("reply_list", []), key=lambda x: float(x["ts"])):
        o["reply_count"] = len(reps)
        o["reply_users"] = sorted({uids[r["user"]] for r in reps})
        o["reply_users_count"] = len(o["reply_users"])
        o["latest_reply"] = reps[-1]["ts"]
        o["replies"] = [{"user": uids[r["user"]], "ts": r["ts"]} for r in reps]
    if m["reactions"]:
        o["reactions"] = [
            {"name": k, "users": [uids[u] for u in v], "count": len(v)} for k, v in m["reactions"].items()
        ]
    return o


# --------------------------------------------------------------------------------------------- notes
def write_notes(c: Corpus, out: Path) -> dict:
    counts = {}
    for n in c.notes:
        p = out / "notes" / n["period"] / n["path"]
        p.parent.mkdir(parents=True, exist_ok=True)
        fm = [
            "---",
            "title: " + json.dumps(n["title"], ensure_ascii=False),
            f"date: {n['date']}",
            "tags: [" + ", ".join(json.dumps(t, ensure_ascii=False) for t in n["tags"]) + "]",
            *([f"sensitivity: {n['sensitivity']}"] if "sensitivity" in n else []),
            "---",
            "",
        ]
        p.write_text("\n".join(fm) + n["body"], encoding="utf-8")
        counts[f"notes/{n['period']}"] = counts.get(f"notes/{n['period']}", 0) + 1
    return counts


# ------------------------------------------------------------------------------------------ calendar
def person(c: Corpus, key: str, **params) -> icalendar.vCalAddress:
    a = icalendar.vCalAddress("mailto:" + c.P[key]["email"])
    a.params.update({"CN": c.P[key]["name"], **params})
    return a


def vevent(c: Corpus, ev, ov=None) -> icalendar.Event:
    e, x = icalendar.Event(), ov or {}
    stamp = ev.get("created") or c.cal["calendar"]["default_dtstamp"]
    e.add("UID", ev["uid"])
    e.add("DTSTAMP", icalendar.vDatetime.from_ical(stamp))
    if ev.get("created"):
        e.add("CREATED", icalendar.vDatetime.from_ical(ev["created"]))
    if ov:
        e.add("RECURRENCE-ID", parse_local(ov["recurrence_id"], ev["tz"]))
        e.add("SEQUENCE", 1)
    e.add("SUMMARY", x.get("summary") or ev["summary"])
    start, end = x.get("start", ev["start"]), x.get("end", ev["end"])
    if ev.get("allday"):
        e.add("DTSTART", dt.date.fromisoformat(start))
        e.add("DTEND", dt.date.fromisoformat(end))
        e.add("TRANSP", "TRANSPARENT")
    else:
        e.add("DTSTART", parse_local(start, ev["tz"]))
        e.add("DTEND", parse_local(end, ev["end_tz"]))
    if ev.get("rrule") and not ov:
        e.add("RRULE", icalendar.vRecur.from_ical(ev["rrule"]))
        for xd in ev["exdates"]:
            e.add("EXDATE", parse_local(xd, ev["tz"]))
    for prop, key in (("LOCATION", "location"), ("DESCRIPTION", "description")):
        if value := x.get(key) if x.get(key) is not None else ev.get(key):
            e.add(prop, value)
    if ev.get("organizer"):
        e.add("ORGANIZER", person(c, ev["organizer"]))
        me = next((k for k in ev["attendees"] if k.startswith("dana")), None)
        for k in ev["attendees"]:
            ps = ev.get("my_partstat", "ACCEPTED") if k == me else "ACCEPTED"
            e.add("ATTENDEE", person(c, k, ROLE="REQ-PARTICIPANT", PARTSTAT=ps))
    if ev.get("class"):
        e.add("CLASS", ev["class"])
    e.add("STATUS", ev.get("status", "CONFIRMED"))
    return e


def render_ics(c: Corpus, events, name: str) -> bytes:
    cal = icalendar.Calendar()
    for k, v in (
        ("VERSION", "2.0"),
        ("PRODID", c.cal["calendar"]["prodid"]),
        ("CALSCALE", "GREGORIAN"),
        ("METHOD", "PUBLISH"),
        ("X-WR-CALNAME", name),
    ):
        cal.add(k, v)
    for tzid in sorted({e["tz"] for e in events if e["tz"]} | {e["end_tz"] for e in events if e["end_tz"]}):
        tz = icalendar.Timezone()
        tz.add("TZID", tzid)
        for o in c.cal["timezones"][tzid]:
            sub = icalendar.TimezoneDaylight() if o["kind"] == "DAYLIGHT" else icalendar.TimezoneStandard()
            sub.add("DTSTART", dt.datetime.strptime(o["start"], "%Y%m%dT%H%M%S"))
            sub.add("TZOFFSETFROM", icalendar.vUTCOffset.from_ical(o["offset_from"]))
            sub.add("TZOFFSETTO", icalendar.vUTCOffset.from_ical(o["offset_to"]))
            sub.add("TZNAME", o["name"])
            sub.add("RRULE", icalendar.vRecur.from_ical(o["rrule"]))
            tz.add_component(sub)
        cal.add_component(tz)
    for ev in events:
        cal.add_component(vevent(c, ev))
        for ov in ev["overrides"]:
            cal.add_component(vevent(c, ev, ov))
    return cal.to_ical(sorted=False)


def write_calendar(c: Corpus, out: Path) -> dict:
    (out / "calendar").mkdir(parents=True)
    (out / "calendar" / "2026-h1.ics").write_bytes(render_ics(c, list(c.events.values()), c.cal["calendar"]["name"]))
    return {"calendar/2026-h1.ics": sum(1 + len(e["overrides"]) for e in c.events.values())}
