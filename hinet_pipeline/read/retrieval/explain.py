"""What a search's ``explain`` says: per hit, the numbers its chunk was ranked by (recorded as the
ranking ran); for the search, the filters the question added (applied or relaxed), the people it
names, the lists' lengths and the knobs that ranked. The ranking is the same with or without it."""

from __future__ import annotations


def _r(x: float) -> float:
    return round(float(x), 6)


def explain_hit(
    cid: int, final: float, fused: dict[int, float], steps: dict[int, list[dict]], trace: dict, chosen_as: dict
) -> dict:
    """One hit's explanation: the numbers the ranking used for its chunk, as recorded while it ran.
    ``fused.score`` plus every step's ``amount`` is ``score`` (the hit's); the hits are in the order
    of ``picked_by`` (the score diversity picked it by: ``score`` times its factors)."""
    bm25, dense = trace["bm25"].get(cid), trace["dense"].get(cid)
    picked = chosen_as.get(cid, {"score": final})
    return {
        "bm25": {"rank": bm25[0], "score": _r(bm25[1])} if bm25 else None,
        "dense": {"rank": dense[0], "score": _r(dense[1])} if dense else None,
        "fused": {"score": _r(fused[cid]), **{side: _r(x) for side, x in trace["parts"].get(cid, {}).items()}},
        "steps": [{key: _r(v) if isinstance(v, float) else v for key, v in st.items()} for st in steps.get(cid, [])],
        "score": _r(final),
        "picked_by": {key: _r(v) for key, v in picked.items()},
    }


def explain_search(mode, filters, hints, relaxed, derived, tuning, bm25, dense) -> dict:
    """The search's side of an explanation: the filters the question added (applied, or relaxed
    into a lift and why), the people it names, how long each list was, and the knobs that ranked."""
    derived_values = {
        "since": filters.since.isoformat() if "since" in hints and filters.since else None,
        "until": filters.until.isoformat() if "until" in hints and filters.until else None,
        "source": filters.sources if "source" in hints else None,
    }
    why = {r["filter"]: r["reason"] for r in relaxed}
    return {
        "mode": mode,
        "derived_filters": [
            {
                "filter": name,
                "value": derived_values.get(name),
                "applied": name not in why,
                **({"relaxed": why[name], "lift": tuning.hint_boost} if name in why else {}),
            }
            for name in hints
        ],
        "people_named": list(derived.people) if derived else [],
        "lists": {"bm25": len(bm25), "dense": len(dense)},
        "tuning": {
            key: getattr(tuning, key)
            for key in (
                "score_alpha",
                "parent_weight",
                "parent_top",
                "author_boost",
                "question_penalty",
                "recency_weight",
                "half_life_days",
                "hint_boost",
                "diversity",
                "genre_bonus",
            )
        },
    }
