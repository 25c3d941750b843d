"""`hinet query --batch FILE.jsonl`: one request per line (``{"id", "query", "k", "filters", "role"}``),
one response per line, in order; a bad line gets ``{"id", "error": "line N: ..."}`` and the rest go on."""

from __future__ import annotations

import json
from typing import Iterable, Iterator

from hinet_pipeline.config import Role
from hinet_pipeline.errors import HinetError


def answer_lines(retriever, lines: Iterable[str], *, k: int, role: Role, mode: str) -> Iterator[dict]:
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        req = None
        try:
            req = json.loads(line)
            if not isinstance(req, dict) or not isinstance(req.get("query"), str):
                raise HinetError('expected an object with a "query" string')
            res = retriever.search(
                req["query"],
                role=retriever.settings.role(req["role"]) if "role" in req else role,
                k=req.get("k", k),
                filters=req.get("filters"),
                mode=mode,
            ).to_json()
            res["id"] = req.get("id")
        except (ValueError, TypeError, RecursionError, HinetError) as e:  # RecursionError: "[[[[..."
            res = {"id": req.get("id") if isinstance(req, dict) else None, "error": f"line {n}: {e}"}
        yield res
