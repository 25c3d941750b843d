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
import json
import shutil
import sys
import zlib
from pathlib import Path
from zoneinfo import ZoneInfo

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


# ---------------------------------------------------------------------------------- bad, probes, manifest
def write_bad(c: Corpus, out: Path):
    from sample_corpus_render import mbox_message, render_ics, write_mbox  # they read this module

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
    from sample_corpus_render import dump_json, write_calendar, write_mail, write_notes, write_slack

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


def main(argv: list[str]) -> int:
    from sample_corpus_check import validate  # it reads this module's constants

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
