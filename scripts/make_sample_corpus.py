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
    slack    "<channel name, a DM's id>/<ts>"              heron/1767600000.000100, D05ND0002/1772531100.643300
    notes    path relative to the landed period folder     berlin-apartment-search.md, runs/plan.md
    calendar event UID; a modified recurring instance is   evt-x@dana.example#20260210T070000Z
             "<UID>#<RECURRENCE-ID in UTC>"
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

# scripts/ is on sys.path when this runs as a script
from sample_corpus_check import validate
from sample_corpus_model import GENRE, OUT, Corpus
from sample_corpus_render import (
    dump_json,
    mbox_message,
    render_ics,
    write_calendar,
    write_mail,
    write_mbox,
    write_notes,
    write_slack,
)


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


def private_ids(c: Corpus) -> list[str]:
    """The external ids of the records the exports mark private: mail with a Sensitivity header, notes
    with sensitivity >= 2 in their front matter, CLASS:PRIVATE events (and their changed instances),
    Slack direct messages (private by the connector's default)."""
    ids = [m["message_id"] for m in c.mails if m.get("sensitivity")]
    dm = lambda m: c.ws[m["ws"]]["channels"][m["channel"]].get("type") == "dm"  # noqa: E731
    ids += [f"{c.folder(m['ws'], m['channel'])}/{m['ts']}" for m in c.slack if dm(m)]
    ids += [n["path"] for n in c.notes if n.get("sensitivity", 1) >= 2]
    for uid, ev in c.events.items():
        if ev.get("class") in ("PRIVATE", "CONFIDENTIAL"):
            short = uid.removesuffix("@dana.example")
            ids += [c.ref(f"cal:{short}")] + [c.ref(f"cal:{short}#{ov['recurrence_id']}") for ov in ev["overrides"]]
    return sorted(ids)


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
        "private": {"rule": mf["private"], "ids": private_ids(c)},
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
