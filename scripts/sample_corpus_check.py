"""Validate a built sample corpus (scripts/make_sample_corpus.py): every external id that probes and
facts cite exists in the exports, markers sit only where the manifest says, the bad inputs are bad."""

from __future__ import annotations

import datetime as dt
import email
import email.policy
import json
import mailbox
from pathlib import Path

import icalendar
from sample_corpus_model import GENRE, MARKERS_ONLY_IN, UTC


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
        conversations = [ch["name"] for ch in json.loads((ws / "channels.json").read_text(encoding="utf-8"))]
        if (ws / "dms.json").exists():  # a direct message's folder is its id, as Slack exports it
            conversations += [ch["id"] for ch in json.loads((ws / "dms.json").read_text(encoding="utf-8"))]
        folders = {p.name for p in ws.iterdir() if p.is_dir()}
        assert folders == set(conversations), f"{ws.name}: folders {folders} vs listed {conversations}"
        for name in conversations:
            for f in sorted((ws / name).glob("*.json")):
                for m in json.loads(f.read_text(encoding="utf-8")):
                    assert m["type"] == "message" and m["user"] in uids and m["ts"]
                    eid = f"{name}/{m['ts']}"
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
            if f.parent != ws:  # a day file, not users.json or a list of conversations
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
    users = {u["id"] for ws in (out / "slack").iterdir() for u in json.loads((ws / "users.json").read_text("utf-8"))}
    for f in facts:
        known = lambda e: e in ids or (e.startswith("users/") and e.removeprefix("users/") in users)  # noqa: E731
        assert all(known(e) for e in f["evidence"]), f"fact {f}: unknown external id"
    manifest = json.loads((out / "MANIFEST.json").read_text(encoding="utf-8"))
    unknown = [e for e in manifest["private"]["ids"] if e not in ids]
    assert not unknown, f"private records that no export holds: {unknown}"
    markers = manifest["markers"]
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
