#!/usr/bin/env python3
"""Build the HiNet sample corpus: one person's (Dana Levi's) data, Jan-Jun 2026, as real export
formats (mbox, Slack workspace exports, Markdown notes, iCalendar) plus retrieval probes,
ground-truth facts, a manifest and a few deliberately bad inputs.

The content lives in scripts/sample_corpus_data/*.yaml (one file per source); this script only
renders it: mail with `email`/`mailbox`, the calendar with `icalendar`, everything else with `json`.
Deterministic: no randomness, no network, no wall-clock. It deletes and rewrites the output folder.

    python scripts/make_sample_corpus.py [OUT]           # write + validate (OUT: hinet_pipeline/sample_corpus)
    python scripts/make_sample_corpus.py --check [OUT]   # validate the existing output only

tests/test_sample_corpus.py rebuilds into a temp folder and compares it with the committed copy.

External-id convention (what connectors must produce, and what probes/facts reference):
    mail     Message-ID header without angle brackets     20260112.4411@fastmail.example
    slack    "<channel name>/<ts>"                         heron/1767600000.000100
    notes    path relative to the landed period folder     berlin-apartment-search.md, runs/plan.md
    calendar event UID; a modified recurring instance is   evt-x@dana.example#20260210T070000Z
             "<UID>#<RECURRENCE-ID in UTC>"
"""

from __future__ import annotations

import datetime as dt
import email.policy
import email.utils
import json
import mailbox
import shutil
import sys
import time
import zlib
from email.headerregistry import Address
from email.message import EmailMessage
from pathlib import Path
from zoneinfo import ZoneInfo

import icalendar
import yaml

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "sample_corpus_data"
OUT = ROOT / "hinet_pipeline" / "sample_corpus"
GENRE = {"slack": "chat"}  # connector name → HiNet source genre (DESIGN.md)
UTC = dt.UTC
MOVE_INSTANT = dt.datetime(2026, 3, 31, 6, 15, tzinfo=ZoneInfo("Asia/Jerusalem"))  # flight LY2371 departs
# markers that may appear in one kind of place only (MANIFEST marker_locations says why)
MARKERS_ONLY_IN = {
    "HX-48213": {"mail-subject"},
    "Vandersloot": {"mail-from"},
    "Wolkenstein": {"slack-users"},
    "Marigold Ledger": {"note-title"},
    "kingfisher-lab": {"slack-channels"},
}


def load(name: str):
    return yaml.safe_load((DATA / f"{name}.yaml").read_text(encoding="utf-8"))


def zone(tz: str):
    return UTC if tz == "UTC" else ZoneInfo(tz)


def parse_local(s: str, tz: str) -> dt.datetime:
    """ "YYYY-MM-DD HH:MM" in tz; "dana": Tel Aviv until the flight on 2026-03-31, Berlin afterwards."""
    naive = dt.datetime.strptime(s, "%Y-%m-%d %H:%M")
    if tz == "dana":
        tz = "Asia/Jerusalem" if naive.replace(tzinfo=MOVE_INSTANT.tzinfo) < MOVE_INSTANT else "Europe/Berlin"
    return naive.replace(tzinfo=zone(tz))


class Corpus:
    """The content of scripts/sample_corpus_data/, with derived fields (times, ids, threads)."""

    def __init__(self):
        self.people = load("people")
        self.P = self.people["people"]
        self.mails, self.mail = [], {}
        for d in load("mail")["messages"]:
            self._add_mail(d)
        self.ws = load("slack")["workspaces"]
        self.slack, self.slack_by_key = [], {}
        for ws, spec in self.ws.items():
            for d in spec["messages"]:
                m = dict(d, ws=ws, when=parse_local(d["when"], "dana"), reactions=d.get("reactions") or {})
                assert m["channel"] in spec["channels"], (ws, m["channel"])
                self.slack.append(m)
                if m.get("key"):
                    assert m["key"] not in self.slack_by_key, m["key"]
                    self.slack_by_key[m["key"]] = m
        for m in self.slack:
            epoch = int(m["when"].astimezone(UTC).timestamp())
            micro = 100 + (zlib.crc32((m["ws"] + m["channel"] + m["text"]).encode()) % 9000) * 100
            m["ts"] = f"{epoch}.{micro:06d}"
        for m in self.slack:
            if m.get("parent"):
                p = self.slack_by_key[m["parent"]]
                assert p["ws"] == m["ws"] and p["channel"] == m["channel"], m["text"]
                m["thread_ts"] = p["thread_ts"] = p["ts"]
                p.setdefault("reply_list", []).append(m)
        self.notes = [dict(n, body=n["body"].strip("\n") + "\n") for n in load("notes")["notes"]]
        self.note_paths = {n["path"] for n in self.notes}
        assert len(self.note_paths) == len(self.notes)
        self.cal = load("calendar")
        self.events = {}
        for ev in self.cal["events"]:
            ev = {"tz": None, "attendees": [], "exdates": [], "overrides": [], **ev}
            ev["uid"] += "@dana.example"
            ev["end_tz"] = ev.get("end_tz") or ev["tz"]
            assert ev["uid"] not in self.events, ev["uid"]
            self.events[ev["uid"]] = ev
        self.probes, self.manifest, self.bad = load("probes"), load("manifest"), load("bad")

    def _add_mail(self, d):
        assert d["key"] not in self.mail, d["key"]
        t = parse_local(d["when"], self.P[d["from"]]["tz"])
        parent = self.mail[d["reply"]] if d.get("reply") else None
        subject = d.get("subject")
        if subject is None:
            s = parent["subject"]
            subject = s if s.lower().startswith(("re:", "aw:")) else "Re: " + s
        text = d.get("body", "").strip("\n") + "\n"
        if parent is not None and d.get("quote"):
            pp, pt = self.P[parent["from"]], parent["when"]
            attrib = f"On {pt:%a}, {pt.day} {pt:%b %Y} at {pt:%H:%M}, {pp['name']} <{pp['email']}> wrote:"
            quoted = "\n".join(("> " + ln) if ln else ">" for ln in parent["text"].rstrip("\n").split("\n"))
            text = text + "\n" + attrib + "\n" + quoted + "\n"
        n = 1000 + zlib.crc32(d["key"].encode()) % 9000
        m = dict(
            d,
            when=t,
            subject=subject,
            text=text,
            cc=d.get("cc", []),
            also_in=d.get("also_in", []),
            message_id=f"{t:%Y%m%d}.{n}@{self.P[d['from']]['email'].split('@', 1)[1]}",
            references=[],
        )
        if parent is not None:
            m["in_reply_to"] = parent["message_id"]
            m["references"] = parent["references"] + [parent["message_id"]]
        self.mails.append(m)
        self.mail[d["key"]] = m

    def ref(self, r: str) -> str:
        """mail:<key> | slack:<key> | note:<path> | cal:<uid>[#<local recurrence id>] → external id"""
        kind, _, k = r.partition(":")
        if kind == "mail":
            return self.mail[k]["message_id"]
        if kind == "slack":
            m = self.slack_by_key[k]
            return f"{m['channel']}/{m['ts']}"
        if kind == "note":
            assert k in self.note_paths, k
            return k
        if kind == "cal":
            short, _, rid = k.partition("#")
            ev = self.events[short + "@dana.example"]
            if not rid:
                return ev["uid"]
            return f"{ev['uid']}#{parse_local(rid, ev['tz']).astimezone(UTC):%Y%m%dT%H%M%SZ}"
        raise KeyError(r)


# ---------------------------------------------------------------------------------------------- mail
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
            ],
        )
        for name in spec["channels"]:
            msgs = [m for m in c.slack if m["ws"] == ws and m["channel"] == name]
            byday: dict[str, list] = {}
            for m in msgs:
                byday.setdefault(m["when"].astimezone(UTC).strftime("%Y-%m-%d"), []).append(m)
            for day, ms in sorted(byday.items()):
                dump_json(
                    d / name / f"{day}.json",
                    [slack_json(c, spec, uids, m) for m in sorted(ms, key=lambda x: float(x["ts"]))],
                )
            counts[f"slack/{ws}/{name}"] = len(msgs)
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


# ---------------------------------------------------------------------------------- bad, probes, manifest
def write_bad(c: Corpus, out: Path):
    d = out / "bad"
    d.mkdir(parents=True)
    # 1. mbox: three good messages, the third cut off inside its Subject header (no Date / Message-ID / body)
    write_mbox(d / "truncated.mbox", [mbox_message(c, c.mail[k]) for k in c.bad["truncated_mbox"]])
    raw = (d / "truncated.mbox").read_bytes()
    (d / "truncated.mbox").write_bytes(raw[: raw.index(b"\nSubject:", raw.rfind(b"\nFrom ") + 1) + 20])
    # 2. JSONL with one broken line among good ones (canonical item fields)
    lines = [ln if isinstance(ln, str) else json.dumps(ln, ensure_ascii=False) for ln in c.bad["items_broken_jsonl"]]
    (d / "items-broken.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    # 3. .ics with one broken VEVENT (impossible DTSTART) between two good ones
    spec = c.bad["broken_ics"]
    ics = render_ics(c, [c.events[u + "@dana.example"] for u in spec["events"]], spec["name"]).decode().split("\r\n")
    i = ics.index("BEGIN:VEVENT", ics.index("END:VEVENT"))
    ics[i:i] = spec["broken_event"]
    (d / "broken.ics").write_bytes("\r\n".join(ics).encode("utf-8"))


def write_all(c: Corpus, out: Path):
    counts = {**write_mail(c, out), **write_slack(c, out), **write_notes(c, out), **write_calendar(c, out)}
    write_bad(c, out)
    with (out / "probes.jsonl").open("w", encoding="utf-8") as f:
        for i, p in enumerate(c.probes["probes"], 1):
            filters = p["filters"]
            if "source" in filters:  # probes speak HiNet's genres: Slack messages are "chat"
                filters = {**filters, "source": [GENRE.get(s, s) for s in filters["source"]]}
            f.write(
                json.dumps(
                    {
                        "id": f"p{i:02d}",
                        "query": p["query"],
                        "expected": [c.ref(r) for r in p["expected"]],
                        "filters": filters,
                        "kind": p["kind"],
                    },
                    ensure_ascii=False,
                )
                + "\n"
            )
    with (out / "facts.jsonl").open("w", encoding="utf-8") as f:
        for fact in c.probes["facts"]:
            f.write(json.dumps({**fact, "evidence": [c.ref(r) for r in fact["evidence"]]}, ensure_ascii=False) + "\n")
    mf = c.manifest
    uniq = {
        "mail": len(c.mails),
        "slack": len(c.slack),
        "notes": len(c.notes),
        "calendar": counts["calendar/2026-h1.ics"],
    }
    dup = mf["duplicates"]
    manifest = {
        **{k: mf[k] for k in ("name", "owner", "period", "generator")},
        "items_unique": uniq,
        "items_unique_total": sum(uniq.values()),
        "files": counts,
        "duplicates": {
            "exact_reexport": {
                "message_id": c.mail[dup["exact_reexport"]["mail"]]["message_id"],
                "in": dup["exact_reexport"]["in"],
            },
            "cross_source": [{"what": x["what"], "ids": [c.ref(r) for r in x["refs"]]} for x in dup["cross_source"]],
        },
        "people": c.people["manifest_people"],
        "markers": list(mf["marker_locations"]),
        "marker_locations": mf["marker_locations"],
        "external_id_convention": mf["external_id_convention"],
        "land_commands": (
            [f"hinet land mbox hinet_pipeline/sample_corpus/{k}" for k in counts if k.startswith("mail/")]
            + [f"hinet land slack hinet_pipeline/sample_corpus/slack/{ws}" for ws in c.ws]
            + [
                f"hinet land notes hinet_pipeline/sample_corpus/notes/{p}"
                for p in sorted({n["period"] for n in c.notes})
            ]
            + ["hinet land ics hinet_pipeline/sample_corpus/calendar/2026-h1.ics"]
        ),
        "bad_inputs": mf["bad_inputs"],
    }
    dump_json(out / "MANIFEST.json", manifest)


# ---------------------------------------------------------------------------------------- validation
def _front_matter(text: str):
    assert text.startswith("---\n"), "front matter missing"
    end = text.index("\n---\n", 4)
    fm = (ln.partition(":") for ln in text[4:end].split("\n"))
    return {k.strip(): v.strip() for k, _, v in fm}, text[end + 5 :]


def collect_ids(out: Path) -> dict[str, tuple[str, str]]:
    """{external_id: (source, day)} read back from the written files, derived independently of the builder."""
    ids: dict[str, tuple[str, str]] = {}
    for p in sorted((out / "mail").glob("*.mbox")):
        for msg in mailbox.mbox(str(p)):
            assert all(msg[h] for h in ("Message-ID", "Date", "From")), f"{p.name}: message without a header"
            ids[msg["Message-ID"].strip().strip("<>")] = (
                "mail",
                email.utils.parsedate_to_datetime(msg["Date"]).date().isoformat(),
            )
    for ws in sorted((out / "slack").iterdir()):
        uids = {u["id"] for u in json.loads((ws / "users.json").read_text(encoding="utf-8"))}
        for ch in json.loads((ws / "channels.json").read_text(encoding="utf-8")):
            for f in sorted((ws / ch["name"]).glob("*.json")):
                for m in json.loads(f.read_text(encoding="utf-8")):
                    assert m["type"] == "message" and m["user"] in uids and m["ts"]
                    eid = f"{ch['name']}/{m['ts']}"
                    assert eid not in ids, f"duplicate slack external id {eid}"
                    ids[eid] = ("slack", dt.datetime.fromtimestamp(float(m["ts"]), UTC).date().isoformat())
    seen = {}
    for period in sorted((out / "notes").iterdir()):
        for f in sorted(period.rglob("*.md")):
            rel = f.relative_to(period).as_posix()
            assert rel not in seen, f"note path {rel} in {period.name} and {seen[rel]}"
            seen[rel] = period.name
            fm, _ = _front_matter(f.read_text(encoding="utf-8"))
            assert fm.get("title") and fm.get("date") and fm.get("tags"), f
            ids[rel] = ("notes", fm["date"])
    for f in sorted((out / "calendar").glob("*.ics")):
        for ev in icalendar.Calendar.from_ical(f.read_bytes()).walk("VEVENT"):
            uid = str(ev["UID"])
            assert ev.get("DTSTART") is not None and ev.get("SUMMARY") is not None, uid
            eid = (
                uid
                if ev.get("RECURRENCE-ID") is None
                else f"{uid}#{ev.decoded('RECURRENCE-ID').astimezone(UTC):%Y%m%dT%H%M%SZ}"
            )
            assert eid not in ids, eid
            start = ev.decoded("DTSTART")
            ids[eid] = ("calendar", (start.date() if isinstance(start, dt.datetime) else start).isoformat())
    return ids


def _all_texts(out: Path):
    """Yield (where, text) for every human-readable content field, to check marker placement."""
    for p in sorted((out / "mail").glob("*.mbox")):
        for msg in mailbox.mbox(str(p), factory=None):
            em = email.message_from_bytes(msg.as_bytes(), policy=email.policy.default)
            for part in em.walk():
                if part.get_content_maintype() == "text" and not part.get_filename():
                    yield "mail-body", part.get_content()
            yield "mail-subject", str(em["Subject"])
            yield "mail-from", str(em["From"])
    for ws in sorted((out / "slack").iterdir()):
        for f in sorted(ws.rglob("*.json")):
            if f.name not in ("users.json", "channels.json"):
                yield from (("slack-text", m["text"]) for m in json.loads(f.read_text(encoding="utf-8")))
        chans = json.loads((ws / "channels.json").read_text(encoding="utf-8"))
        yield "slack-users", (ws / "users.json").read_text(encoding="utf-8")
        yield "slack-channels", json.dumps([ch["name"] for ch in chans])
        yield "slack-purposes", json.dumps([ch["purpose"] for ch in chans], ensure_ascii=False)
    for f in sorted((out / "notes").rglob("*.md")):
        fm, body = _front_matter(f.read_text(encoding="utf-8"))
        yield from (("note-title", fm["title"]), ("note-body", body), ("note-path", f.as_posix()))
    for f in sorted((out / "calendar").glob("*.ics")):
        yield "calendar", f.read_bytes().decode("utf-8").replace("\r\n ", "")


def validate(out: Path):
    ids = collect_ids(out)
    n_by_src: dict[str, int] = {}
    for src, _ in ids.values():
        n_by_src[src] = n_by_src.get(src, 0) + 1
    probes = [json.loads(ln) for ln in (out / "probes.jsonl").read_text(encoding="utf-8").splitlines()]
    assert 30 <= len(probes) <= 50, len(probes)
    for p in probes:
        assert p["expected"], p["id"]
        for e in p["expected"]:
            assert e in ids, f"probe {p['id']}: unknown external id {e}"
            (src, day), f = ids[e], p["filters"]
            genre = GENRE.get(src, src)
            assert genre in f.get("source", [genre]), f"probe {p['id']}: {e} is {src}, outside filter"
            assert f.get("since", day) <= day <= f.get("until", day), (
                f"probe {p['id']}: {e} ({day}) outside date filter"
            )
    facts = [json.loads(ln) for ln in (out / "facts.jsonl").read_text(encoding="utf-8").splitlines()]
    for f in facts:
        assert all(e in ids for e in f["evidence"]), f"fact {f}: unknown external id"
    markers = json.loads((out / "MANIFEST.json").read_text(encoding="utf-8"))["markers"]
    where: dict[str, set] = {k: set() for k in markers}
    for loc, text in _all_texts(out):
        for k in markers:
            if k in text:
                where[k].add(loc)
    for k, locs in where.items():
        assert locs, f"marker {k} not found"
        assert k not in MARKERS_ONLY_IN or locs <= MARKERS_ONLY_IN[k], (k, locs)
    bad_lines = (out / "bad" / "items-broken.jsonl").read_text(encoding="utf-8").splitlines()
    assert sum(1 for ln in bad_lines if not _is_json(ln)) == 1
    last = list(mailbox.mbox(str(out / "bad" / "truncated.mbox")))[-1]
    assert last["Message-ID"] is None and last["Date"] is None
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    assert size < 2_000_000, size
    return ids, n_by_src, len(probes), len(facts), size


def _is_json(s: str) -> bool:
    try:
        json.loads(s)
        return True
    except json.JSONDecodeError:
        return False


def main(argv: list[str]) -> int:
    args = [a for a in argv if a != "--check"]
    out = Path(args[0]).resolve() if args else OUT
    if "--check" not in argv:
        if out.exists():
            if any(out.iterdir()) and not (out / "MANIFEST.json").exists():
                sys.exit(f"refusing to replace {out}: not empty and not a sample corpus (no MANIFEST.json)")
            shutil.rmtree(out)
        out.mkdir(parents=True)
        write_all(Corpus(), out)
    ids, n_by_src, n_probes, n_facts, size = validate(out)
    print(f"ok: {len(ids)} external ids {n_by_src}, {n_probes} probes, {n_facts} facts, {size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
