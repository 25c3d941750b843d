"""The sample corpus's data model (scripts/make_sample_corpus.py): the YAML content loaded, with
the constants the builder, its renderers and its checks share."""

from __future__ import annotations

import datetime as dt
import zlib
from pathlib import Path
from zoneinfo import ZoneInfo

import yaml

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "sample_corpus_data"
OUT = ROOT / "hinet_pipeline" / "sample_corpus"
GENRE = {"slack": "chat"}  # connector name → HiNet source genre (docs/contracts.md)
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

    def folder(self, ws: str, channel: str) -> str:
        """A conversation's folder in its export (and its messages' id prefix): a channel's name, a
        direct message's id (as Slack exports them)."""
        ch = self.ws[ws]["channels"][channel]
        return ch["id"] if ch.get("type") == "dm" else channel

    def ref(self, r: str) -> str:
        """mail:<key> | slack:<key> | note:<path> | cal:<uid>[#<local recurrence id>] → external id;
        profile:<Slack user id> → ``users/<id>``, the start of the profile record's id (the connector
        adds a digest of the profile's text)"""
        kind, _, k = r.partition(":")
        if kind == "profile":
            return f"users/{k}"
        if kind == "mail":
            return self.mail[k]["message_id"]
        if kind == "slack":
            m = self.slack_by_key[k]
            return f"{self.folder(m['ws'], m['channel'])}/{m['ts']}"
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
