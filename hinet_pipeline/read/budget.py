"""Answers sized for a model: a token budget per answer ([query] answer_tokens, or a request's
``answer_tokens``). The parent-merged contexts of a search share the budget: one that fits is kept
whole, a longer one is cut around its hits (each hit's best-matching window, snippets.best_window,
grown to the hit's share, at word boundaries), the cut marked "[…]"; every hit keeps its record's
provenance header, and what was cut is said in the answer (``cut``): no hit is dropped silently.

Tokens are counted with the embedder's tokenizer (Embedder.count_tokens, what chunking counts
with; its specials left out) on samples of the answer (Tokens: a 40,000-character digest is not
tokenized to be cut), else estimated as characters / 4 (CHARS_PER_TOKEN: English text in the
tokenizers of small local models runs about 4 characters a token, Hebrew fewer)."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any

from hinet_pipeline.config import MAX_ANSWER_TOKENS, MIN_ANSWER_TOKENS
from hinet_pipeline.errors import QueryError
from hinet_pipeline.read.retrieval.answer import SearchResult
from hinet_pipeline.read.snippets import SNIPPET_WORDS, best_window, record_titles, terms_of, with_snippets

CUT = "[…]"
CHARS_PER_TOKEN = 4  # the estimate without a tokenizer
SAMPLE_CHARS = 800  # the characters of an answer its characters per token are measured on
MIN_CONTEXT_TOKENS = 48  # the least a context keeps: its hit's header and the words around the match


def estimate_tokens(text: str) -> int:
    """Tokens of ``text`` without a tokenizer: characters / 4, rounded up."""
    return math.ceil(len(text) / CHARS_PER_TOKEN)


class Tokens:
    """Counts an answer's tokens: characters / the characters per token its embedder's tokenizer
    finds in samples of the answer's texts (``calibrate``: one tokenizer call per answer, on
    SAMPLE_CHARS; tokenizing costs 3-20 µs a character, a 40,000-character digest whole 130 ms or
    more), plus SAFETY; without a tokenizer, estimate_tokens. The samples follow the answer's
    language (Hebrew has fewer characters per token than English)."""

    SAFETY = 1.05  # the samples' rate may be off for the rest of a text: count a little high

    def __init__(self, embedder: Any = None) -> None:
        self._tokenize = getattr(embedder, "count_tokens", None)
        self.by = "tokenizer" if self._tokenize else f"characters/{CHARS_PER_TOKEN}"
        self.per: float | None = None if self._tokenize else float(CHARS_PER_TOKEN)

    def calibrate(self, texts: list[str]) -> None:
        """Measure characters per token once, on up to three pieces of each text (start, middle, end)."""
        if self._tokenize is None or self.per is not None:
            return
        piece = max(40, SAMPLE_CHARS // (3 * max(1, len(texts))))
        samples = []
        for t in texts:
            if len(t) <= 3 * piece:
                samples.append(t)
            else:
                mid = len(t) // 2
                samples += [t[:piece], t[mid - piece // 2 : mid + piece - piece // 2], t[-piece:]]
        joined = "\n".join(x for x in samples if x)
        if not joined:
            return
        tokens = max(1, self._tokenize(joined))  # with the specials (a few): counts a little high
        self.per = max(1.0, len(joined) / tokens)

    def count(self, text: str) -> int:
        if not text:
            return 0
        if self._tokenize is None:
            return estimate_tokens(text)
        if self.per is None:
            self.calibrate([text])
        return math.ceil(len(text) * self.SAFETY / self.per)

    def chars_per_token(self, text: str = "") -> float:
        if self.per is None:
            self.calibrate([text])
        return (self.per or CHARS_PER_TOKEN) / (self.SAFETY if self._tokenize else 1)


def answer_tokens(value: Any, default: int) -> int:
    """A request's budget (None: ``default``, the config's), checked."""
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not MIN_ANSWER_TOKENS <= value <= MAX_ANSWER_TOKENS:
        raise QueryError(
            f"answer_tokens must be a whole number between {MIN_ANSWER_TOKENS} and {MAX_ANSWER_TOKENS}, "
            f"not {str(value)[:20]!r}"
        )
    return value


@dataclass
class Fitted:
    """Contexts within a budget: ``contexts`` (each with ``text`` as kept, ``cut`` when cut),
    ``cut`` (what was cut: per context its tokens before and after), ``used`` (tokens kept)."""

    contexts: list[dict]
    cut: list[dict] = field(default_factory=list)
    used: int = 0


def _spread(sizes: list[int], weights: list[int], total: int) -> list[int]:
    """Shares of ``total``: each part gets min(size, level x weight), the level as high as the total
    allows (a part that fits is kept whole; the rest share what is left by their weights)."""
    shares = [0] * len(sizes)
    todo = set(range(len(sizes)))
    left = total
    while todo:
        level = left / sum(weights[i] for i in todo)
        small = {i for i in todo if sizes[i] <= level * weights[i]}
        if not small:
            for i in todo:
                shares[i] = int(level * weights[i])
            break
        for i in small:
            shares[i] = sizes[i]
            left -= sizes[i]
        todo -= small
    return shares


def _anchors(text: str, hits: list[dict], terms: frozenset[str]) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """(headers, windows) in a context's text: each hit's provenance header line, and the best
    window of its chunk where the chunk is found (else the start of its record)."""
    headers, windows = [], []
    for h in hits:
        display = (h.get("citation") or {}).get("display") or ""
        at = text.find(display + "\n") if display else -1
        if at >= 0:
            headers.append((at, at + len(display)))
        chunk = h.get("text") or ""
        start = text.find(chunk) if chunk else -1
        if start < 0 and chunk:
            start = text.find(chunk[:80])
            chunk = chunk[: max(0, len(text) - start)] if start >= 0 else chunk
        if start >= 0:
            w = best_window(chunk, terms, words=12)
            windows.append((start + w.start, start + w.end))
        elif at >= 0:
            windows.append((at + len(display) + 1, min(len(text), at + len(display) + 2)))
    if not windows:
        windows.append((0, min(len(text), 1)))
    return headers, windows


def _snap(text: str, start: int, end: int) -> tuple[int, int]:
    """[start, end) shrunk to whole words."""
    if 0 < start < len(text) and not text[start - 1].isspace():
        nxt = next((i for i in range(start, min(end, len(text))) if text[i].isspace()), None)
        start = nxt + 1 if nxt is not None else start
    if 0 < end < len(text) and not text[end].isspace():
        prev = next((i for i in range(end - 1, start - 1, -1) if text[i].isspace()), None)
        end = prev if prev is not None and prev > start else end
    return start, end


def cut_text(text: str, headers: list[tuple[int, int]], windows: list[tuple[int, int]], chars: int) -> str:
    """``text`` cut to about ``chars`` characters: the headers whole, each window grown evenly on
    both sides to its share of the rest, at word boundaries; every gap marked CUT."""
    size = len(text)
    rest = max(0, chars - sum(e - s for s, e in headers) - 6 * (len(windows) + len(headers)))
    share = rest // len(windows)
    spans = list(headers)
    for s, e in windows:
        if e - s > share:  # the window alone is larger than its share: its middle
            mid = (s + e) // 2
            s, e = mid - share // 2, mid + share - share // 2
        else:
            grow = share - (e - s)
            s, e = s - grow // 2, e + grow - grow // 2
            if s < 0:
                s, e = 0, min(size, e - s)
            if e > size:
                s, e = max(0, s - (e - size)), size
        spans.append(_snap(text, max(0, s), min(size, e)))
    spans.sort()
    merged: list[list[int]] = []
    for s, e in spans:
        if e <= s:
            continue
        if merged and s <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    out, at = [], 0
    for s, e in merged:
        piece = text[s:e].strip()
        if not piece:
            continue
        if text[at:s].strip():
            out.append(CUT)
        out.append(piece)
        at = e
    if text[at:].strip():
        out.append(CUT)
    return " ".join(out).replace(f"{CUT} {CUT}", CUT)


def fit_contexts(contexts: list[dict], hits: list[dict], terms: frozenset[str], budget: int, tokens: Tokens) -> Fitted:
    """The contexts within ``budget`` tokens, the budget spread over their hits (a context's share
    grows with its hits); each one cut is marked in its text and listed in ``cut``. When even
    MIN_CONTEXT_TOKENS each do not fit, the last contexts keep their hits' headers alone (their
    hits are still in the answer, their records one read away) and ``cut`` says so."""
    by_record = {h["record_id"]: h for h in hits}
    tokens.calibrate([c["text"] for c in contexts])
    sizes = [tokens.count(c["text"]) for c in contexts]
    weights = [max(1, len(c["record_ids"])) for c in contexts]
    if sum(sizes) <= budget:
        shares = sizes
    else:
        shares = _spread(sizes, weights, budget)
    out, cut, used = [], [], 0
    for i, (ctx, size, share) in enumerate(zip(contexts, sizes, shares)):
        text = ctx["text"]
        if size <= share and size <= budget - used:
            out.append(dict(ctx))
            used += size
            continue
        own = [by_record[r] for r in ctx["record_ids"] if r in by_record]
        headers, windows = _anchors(text, own, terms)
        per = tokens.chars_per_token(text)
        measure = tokens.count
        room = max(0, min(share, budget - used))
        kept = ""
        if room >= MIN_CONTEXT_TOKENS:
            chars = int(room * per)
            for _ in range(8):
                kept = cut_text(text, headers, windows, chars)
                n = measure(kept)
                if n <= room:
                    break
                chars = int(chars * min(0.95, room / max(1, n)))
            else:
                kept = ""
        if not kept:  # no room left: the hits' headers alone, if they fit
            kept = " ".join([*(text[s:e] for s, e in headers), CUT]) if headers else CUT
            if measure(kept) > budget - used:
                kept = CUT if measure(CUT) <= budget - used else ""  # said in ``cut`` all the same
        n = measure(kept)
        used += n
        out.append({**ctx, "text": kept, "cut": True})
        cut.append({"n": i + 1, "parent_id": ctx["parent_id"], "tokens": size, "kept_tokens": n})
    return Fitted(out, cut, used)


def budget_note(budget: int, used: int, tokens: Tokens) -> dict:
    return {"answer_tokens": budget, "used": used, "counted_by": tokens.by}


SNIPPET_FLOOR_TOKENS = 12  # the least a snippet takes (8 words)


def hits_within(budget: int, k: int, per_hit: int) -> int:
    """How many of ``k`` hits an answer of ``budget`` tokens can carry when each adds ``per_hit``
    tokens of its own (a line, a header) whatever is cut: at most half the budget goes to them."""
    return max(1, min(k, budget // (2 * max(1, per_hit))))


def snippet_words(budget: int, hits: int) -> int:
    """Words per snippet: SNIPPET_WORDS, fewer when that many hits' snippets would take over a
    quarter of the budget (a word is about 1.5 tokens), never under 8."""
    return max(8, min(SNIPPET_WORDS, int(budget / 4 / max(1, hits) / 1.5)))


def fit_search(res: SearchResult, budget: int, tokens: Tokens, *, reserve: int = 0, conn: Any = None) -> dict:
    """A search's JSON within ``budget`` tokens of memory text: each hit with its snippet (the best
    window of its chunk) instead of the chunk, the contexts sharing what the snippets and
    ``reserve`` (what the caller adds per hit) leave, cut around their hits; ``budget`` and, when
    something was cut, ``cut`` say so; with ``conn``, each hit's record's title too."""
    titles = record_titles(conn, res.hits) if conn is not None else None
    hits = with_snippets(res.hits, res.query, snippet_words(budget, len(res.hits)), titles)
    # more hits than half the budget holds snippets for: the last ones keep their citation, not a snippet
    shown = max(1, min(len(hits), (budget - reserve) // 2 // SNIPPET_FLOOR_TOKENS))
    bare = len(hits) - shown
    hits = [*hits[:shown], *({**h, "snippet": "", "marks": []} for h in hits[shown:])]
    snippets = "\n".join(h["snippet"] for h in hits)
    tokens.calibrate([snippets, *(c["text"] for c in res.contexts)])
    fixed = reserve + tokens.count(snippets)
    fitted = fit_contexts(res.contexts, res.hits, terms_of(res.query), max(0, budget - fixed), tokens)
    out = {**res.to_json(), "hits": hits, "contexts": fitted.contexts}
    out["budget"] = budget_note(budget, fixed + fitted.used, tokens)
    cut = [*fitted.cut, *([{"snippets_left_out": bare}] if bare else [])]
    if cut:
        out["cut"] = cut
    return out


def compact_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def fit_record(record: dict, budget: int, tokens: Tokens) -> dict:
    """One record within ``budget`` tokens: its body cut at the end (at a word, marked CUT) to what
    the other fields leave, ``cut`` saying how much it had; a record that fits is unchanged but
    for ``budget``."""
    body = record.get("body") or ""
    rest = {k: v for k, v in record.items() if k != "body"}
    if len(rest.get("participants") or []) > 50:  # a mail to a whole company: the first 50, and how many more
        rest["participants_left_out"] = len(rest["participants"]) - 50
        rest["participants"] = rest["participants"][:50]
    tokens.calibrate([body, compact_json(rest)])
    fixed = tokens.count(compact_json(rest))
    size = tokens.count(body)
    room = max(0, budget - fixed)
    if size <= room:
        return {**rest, "body": body, "budget": budget_note(budget, fixed + size, tokens)}
    chars = int(room * tokens.chars_per_token(body))
    kept = ""
    for _ in range(8):
        kept = cut_text(body, [], [(0, min(len(body), 1))], chars) if chars > 0 else CUT
        n = tokens.count(kept)
        if n <= room:
            break
        chars = int(chars * min(0.9, room / max(1, n)))
    else:
        kept, n = CUT, tokens.count(CUT)
    out = {**rest, "body": kept, "budget": budget_note(budget, fixed + n, tokens)}
    out["cut"] = {"body_tokens": size, "kept_tokens": n, "more": "ask with a larger answer_tokens"}
    return out


def fit_lists(answer: dict, keys: tuple[str, ...], budget: int, tokens: Tokens) -> dict:
    """``answer`` (a JSON object) within ``budget`` tokens, by leaving out the last items of its
    longest lists among ``keys``; ``cut`` names each list cut and how many items it left out."""
    out = dict(answer)
    cut: dict[str, int] = {}
    for _ in range(32):
        size = tokens.count(compact_json(out))
        lists = [k for k in keys if isinstance(out.get(k), list) and out[k]]
        if size <= budget or not lists:
            break
        longest = max(lists, key=lambda k: len(out[k]))
        n = len(out[longest])
        keep = min(n - 1, int(n * budget / size * 0.95))
        cut[longest] = cut.get(longest, 0) + n - keep
        out[longest] = out[longest][:keep]
    else:
        size = tokens.count(compact_json(out))
    out["budget"] = budget_note(budget, size, tokens)
    if cut:
        out["cut"] = {"left_out": cut, "more": "ask with a larger answer_tokens"}
    return out


__all__ = [
    "CHARS_PER_TOKEN",
    "CUT",
    "Fitted",
    "Tokens",
    "answer_tokens",
    "budget_note",
    "compact_json",
    "fit_lists",
    "fit_record",
    "fit_search",
    "hits_within",
    "cut_text",
    "estimate_tokens",
    "fit_contexts",
]
