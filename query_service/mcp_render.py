"""What a model reads of each MCP tool's answer: a compact text rendering of the structured answer
(the tool's ``structuredContent``), not the same JSON a second time. The MCP spec asks a tool with
structured output to also return text "for backwards compatibility" (SHOULD, not MUST); clients
that put tool results into a model's context read that text, so it carries the memory itself
(excerpts, bodies, facts, with their citations and record URIs) in fewer tokens than the JSON, and
within the same budget (read/budget.py: the structured answer was fitted first, the text renders it).
"""

from __future__ import annotations

import json
from typing import Any, Callable

from mcp_types import CallToolResult, TextContent

URI = "hinet://record/{}"
PER_HIT_TOKENS = 40  # what a hit's line adds to search_memory's and personalize's text (its URI, its number)


def result(data: dict, render: Callable[[dict], str]) -> CallToolResult:
    """The tool's answer: ``data`` as structured content, its rendering as the text."""
    return CallToolResult(content=[TextContent(type="text", text=render(data))], structured_content=data)


def _notes(data: dict) -> list[str]:
    lines = []
    for r in data.get("relaxed") or []:
        lines.append(f"(the {r.get('filter')} filter taken from the question was relaxed: {r.get('reason')})")
    for p in data.get("partial") or []:
        lines.append(f"(partial: {p.get('reason') or p.get('part')})")
    budget, cut = data.get("budget") or {}, data.get("cut")
    if cut:
        if isinstance(cut, list):
            which = ", ".join(f"[{c['n']}] {c['tokens']}→{c['kept_tokens']} tokens" for c in cut)
            lines.append(f"(cut to fit answer_tokens={budget.get('answer_tokens')}, marked […]: {which})")
        else:
            lines.append(f"(cut to fit answer_tokens={budget.get('answer_tokens')}: {_said(cut)})")
    return lines


def _said(cut: dict) -> str:
    parts = []
    for key, value in cut.items():
        if isinstance(value, dict):
            parts.append(", ".join(f"{n} {k} left out" for k, n in value.items()))
        elif key != "more":
            parts.append(f"{key} {value}")
    return "; ".join(parts) + f"; {cut['more']}" if cut.get("more") else "; ".join(parts)


def search(data: dict) -> str:
    """Each context (hits merged with their thread neighbours) under its number, with the URIs of
    its hits; the notes (relaxed, partial, cut) last."""
    hits = data.get("hits") or []
    if not hits:
        return "\n".join(["No memory matches the question.", *_notes(data)])
    lines = [f"{len(hits)} hit(s); excerpts [n], cite their [provenance headers]; read a whole record at its URI."]
    for n, ctx in enumerate(data.get("contexts") or [], 1):
        uris = " ".join(URI.format(r) for r in ctx.get("record_ids") or [])
        lines.append(f"\n[{n}] {uris}\n{ctx.get('text', '')}")
    if data.get("explain"):  # asked for by the owner: how each hit was ranked, compact
        ranked = [{"record_id": h["record_id"], **h["explain"]} for h in hits if h.get("explain")]
        lines.append("\nexplain: " + json.dumps({"search": data["explain"], "hits": ranked}, separators=(",", ":")))
    return "\n".join([*lines, *_notes(data)])


def personalize(data: dict) -> str:
    """The system message, then each excerpt's number with its records' URIs."""
    by_n: dict[int, list[str]] = {}
    for c in data.get("citations") or []:
        by_n.setdefault(c["n"], []).append(URI.format(c["record_id"]))
    refs = [f"[{n}] {' '.join(uris)}" for n, uris in sorted(by_n.items())]
    text = (data.get("system_message") or {}).get("content", "")
    return "\n".join([text, *(["", "Records:", *refs] if refs else []), *_notes(data)])


def record(data: dict) -> str:
    c = data.get("citation") or {}
    head = [c.get("display", ""), f"record {data.get('record_id')} ({URI.format(data.get('record_id'))})"]
    if data.get("title"):
        head.append(f"title: {data['title']}")
    if data.get("participants"):
        more = data.get("participants_left_out")
        head.append("participants: " + ", ".join(data["participants"]) + (f" and {more} more" if more else ""))
    if data.get("url"):
        head.append(f"link: {data['url']}")
    return "\n".join([*head, "", data.get("body") or "", *_notes(data)])


def _fact(f: dict) -> str:
    until = f", until {f['valid_to'][:10]}" if f.get("valid_to") else ""
    cite = (f.get("citation") or {}).get("display", "")
    since = str(f.get("valid_from"))[:10]
    return f"- {f['subject']} {f['predicate']} {f['object']} (since {since}{until}) {cite} {f.get('record_id')}"


def facts(data: dict) -> str:
    found = data.get("facts") or []
    return "\n".join([f"{data.get('count', len(found))} fact(s)", *map(_fact, found), *_notes(data)])


def people(data: dict) -> str:
    def more(p: dict) -> str:
        return f" and {p['identities_left_out']} more" if p.get("identities_left_out") else ""

    rows = [
        f"P{p['person_id']} {p['name']}{' (the user)' if p.get('owner') else ''}"
        f"{' [' + p['kind'] + ']' if p.get('kind') and p['kind'] != 'person' else ''}: "
        f"{', '.join(p.get('identities') or [])}{more(p)}; {p.get('items', 0)} records"
        for p in data.get("people") or []
    ]
    page = f"people {data.get('offset', 0) + 1}-{data.get('offset', 0) + len(rows)} of {data.get('total')}"
    nxt = data.get("next_offset")
    end = [f"next page: offset={nxt}" if nxt is not None else "(the last page)"]
    return "\n".join([page, *rows, *end, *_notes(data)])


def person(data: dict) -> str:
    def seen(s: Any) -> str:
        return f"{(s.get('citation') or {}).get('display', '')} {s.get('record_id')}" if s else "-"

    lines = [
        f"P{data.get('person_id')} {data.get('name')}{' (the user)' if data.get('owner') else ''}: "
        f"{data.get('items')} records",
        "identities: " + ", ".join(data.get("identities") or []),
        "sources: " + ", ".join(f"{s['source']} {s['items']} (e.g. {s['record_id']})" for s in data.get("sources", [])),
        f"first seen: {seen(data.get('first_seen'))}",
        f"last seen: {seen(data.get('last_seen'))}",
    ]
    if data.get("facts"):
        lines += ["facts:", *map(_fact, data["facts"])]
    if data.get("appears_with"):
        lines.append(
            "appears with: " + ", ".join(f"{p['name']} (P{p['person_id']}, {p['items']})" for p in data["appears_with"])
        )
    if data.get("threads"):
        lines.append("threads: " + ", ".join(f"{t['thread_id']} ({t['items']})" for t in data["threads"]))
    if data.get("containers"):
        held = (f"{c['source']}/{c['container']} ({c['items']})" for c in data["containers"])
        lines.append("containers: " + ", ".join(held))
    return "\n".join([*lines, *_notes(data)])
