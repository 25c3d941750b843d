"""A listing's page within the answer's token budget: the first items of the page that fit, and
where the next page starts (``next_offset``), so a caller that walks the pages sees every item once;
the people listing of HTTP ``/v1/people`` and MCP ``list_people`` is such a page."""

from __future__ import annotations

from hinet_pipeline.config import Role
from hinet_pipeline.memory.people.directory import people_page
from hinet_pipeline.read.budget import Tokens, budget_note, compact_json
from hinet_pipeline.store.vault import Vault


def _trimmed(item: dict, lists: tuple[str, ...], room: int, tokens: Tokens) -> dict:
    """``item`` with its lists ``lists`` shortened to what ``room`` tokens hold (the longest first,
    each saying ``<list>_left_out``): the one item of a page that alone is over the budget."""
    out = dict(item)
    for _ in range(32):
        if tokens.count(compact_json(out)) <= room:
            break
        cuttable = [k for k in lists if isinstance(out.get(k), list) and out[k]]
        if not cuttable:
            break
        longest = max(cuttable, key=lambda k: len(out[k]))
        n = len(out[longest])
        keep = min(n - 1, int(n * room / max(1, tokens.count(compact_json(out))) * 0.95))
        out[f"{longest}_left_out"] = out.get(f"{longest}_left_out", 0) + n - keep
        out[longest] = out[longest][:keep]
    return out


def fit_page(answer: dict, key: str, budget: int, tokens: Tokens, *, trim: tuple[str, ...] = ()) -> dict:
    """A page of a listing within ``budget`` tokens: ``answer`` is ``{key: [...], "offset", "total",
    ...}`` (the page asked for, from ``offset`` of ``total``). The first items of the page that fit
    are kept, the whole answer counted (its notes too), at least one (its lists ``trim`` shortened
    when it alone is over the budget, each saying ``<list>_left_out``), so a caller that walks the
    pages always moves on. ``next_offset`` is where the next page starts (``offset`` + the items
    kept; None after the last item); when the budget held fewer items than the page had, ``cut``
    says ``{"left_out": {key: n}, "more": ...}``: those n come first on the next page, never
    dropped."""
    items = list(answer.get(key) or [])
    offset = int(answer.get("offset") or 0)
    total = int(answer.get("total") if answer.get("total") is not None else offset + len(items))
    tokens.calibrate([compact_json(answer)])

    def page(kept: list[dict]) -> dict:
        out = {**answer, key: kept}
        end = offset + len(kept)
        out["next_offset"] = end if end < total else None
        out["budget"] = budget_note(budget, budget, tokens)  # "used" at its largest while measuring
        if len(kept) < len(items):
            more = f"ask again from next_offset={end} for the rest (or with a larger answer_tokens)"
            out["cut"] = {"left_out": {key: len(items) - len(kept)}, "more": more}
        return out

    def size(out: dict) -> int:
        return tokens.count(compact_json(out))

    lo, hi = 1, len(items)  # the most items that fit: at least one, whatever it costs
    if items and size(page(items)) > budget:
        hi -= 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if size(page(items[:mid])) <= budget:
                lo = mid
            else:
                hi = mid - 1
        kept = items[:lo]
        if lo == 1 and trim and size(page(kept)) > budget:
            rest = size(page([])) - 2  # what the answer takes without the item
            kept = [_trimmed(items[0], trim, max(0, budget - rest - 1), tokens)]
    else:
        kept = items
    out = page(kept)
    out["budget"]["used"] = size(out)
    return out


def people_answer(
    vault: Vault,
    role: Role,
    budget: int,
    tokens: Tokens,
    *,
    everyone: bool = False,
    limit: int | None = None,
    offset: int = 0,
) -> dict:
    """A page of ``list_people`` as HTTP and MCP answer it, within ``budget`` tokens:
    ``{people, total, offset, limit, next_offset, budget, cut?}``. The first people of the page
    that fit are kept (at least one; a person whose identities alone are over the budget keeps the
    first of them and says ``identities_left_out``); ``next_offset`` is where the next page starts
    (None after the last person), ``cut.left_out`` how many of this page the budget left for it
    (``fit_page``): a caller that follows next_offset sees every person once."""
    page, total = people_page(vault, role, everyone=everyone, limit=limit, offset=offset)
    answer = {"people": page, "total": total, "offset": offset, "limit": limit}
    return fit_page(answer, "people", budget, tokens, trim=("identities",))
