"""Snippets: the best-matching window of a text for a question, cut at word boundaries, with the
question's words marked. The one window function: hits' snippets (HTTP, MCP, the search page, the
CLI) and the budget's cuts (read/budget.py: a long record is cut around its best window) use it.

A question's words are its BM25 terms (lexical.query_terms: folded, stopwords dropped); a word of
the text matches a term when it folds to it, or starts with it (a term of 4+ letters: "flight"
marks "flights", as the index's stemmer finds it)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from hinet_pipeline.read.retrieval.lexical import query_terms
from hinet_pipeline.text import strip_marks

SNIPPET_WORDS = 40  # words in a hit's snippet
ELLIPSIS = "…"
_WORD = re.compile(r"\w[\w'’]*", re.U)
_SPACE = re.compile(r"\s+")


def fold(word: str) -> str:
    """A word as query_terms folds one (niqqud stripped, case folded, possessive 's cut)."""
    return re.sub(r"['’]s$", "", strip_marks(word).casefold()).strip("'’_")


def matches(word: str, terms: frozenset[str] | set[str]) -> bool:
    """Whether a word of a text matches one of the question's terms."""
    w = fold(word)
    return bool(w) and (w in terms or any(len(t) >= 4 and w.startswith(t) for t in terms))


def terms_of(question: str) -> frozenset[str]:
    return frozenset(query_terms(question))


@dataclass(frozen=True)
class Window:
    """[start, end) of a text: whole words, the best-matching run of them; ``found``: query terms in it."""

    start: int
    end: int
    found: int


def best_window(text: str, terms: frozenset[str] | set[str], words: int = SNIPPET_WORDS) -> Window:
    """The run of ``words`` words of ``text`` holding the most distinct query terms (then the most
    matches), centred on its matches, from whitespace to whitespace (a word keeps its punctuation);
    the text's first words when none matches; a text of ``words`` words or fewer whole."""
    spans = [(m.start(), m.end(), matches(m.group(), terms) and fold(m.group())) for m in _WORD.finditer(text)]
    if not spans:
        return Window(0, len(text), 0)
    n = len(spans)
    if n <= words:
        return Window(0, len(text), len({s[2] for s in spans if s[2]}))
    counts: dict[str, int] = {}
    best, best_score = 0, (-1, -1)
    total = 0
    for i in range(n):  # slide: the window [i - words + 1, i]
        term = spans[i][2]
        if term:
            counts[term] = counts.get(term, 0) + 1
            total += 1
        if i >= words:
            gone = spans[i - words][2]
            if gone:
                counts[gone] -= 1
                total -= 1
                if not counts[gone]:
                    del counts[gone]
        if i >= words - 1 and (len(counts), total) > best_score:
            best_score, best = (len(counts), total), i - words + 1
    found = [j for j in range(best, best + words) if spans[j][2]]
    if found:  # centre the window on its matches
        middle = (found[0] + found[-1]) // 2
        best = max(0, min(n - words, middle - words // 2))
    start, end = spans[best][0], spans[best + words - 1][1]
    while start and not text[start - 1].isspace():  # whole words as written: "<b>", "e-mail:", "(sic)"
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return Window(start, end, max(best_score[0], 0))


def snippet(text: str, terms: frozenset[str] | set[str], words: int = SNIPPET_WORDS) -> dict:
    """{snippet, marks}: the best window of ``text`` with its whitespace collapsed, "…" where the
    text goes on; ``marks``: [start, end) of each matching word in the snippet, in characters
    (code points: the page slices Array.from(snippet))."""
    w = best_window(text, terms, words)
    body = _SPACE.sub(" ", text[w.start : w.end]).strip()
    lead = f"{ELLIPSIS} " if text[: w.start].strip() else ""
    tail = f" {ELLIPSIS}" if text[w.end :].strip() else ""
    shown = lead + body + tail
    marks = [[m.start(), m.end()] for m in _WORD.finditer(shown) if matches(m.group(), terms)]
    return {"snippet": shown, "marks": marks}


def with_snippets(
    hits: list[dict], question: str, words: int = SNIPPET_WORDS, titles: dict[str, str | None] | None = None
) -> list[dict]:
    """Hits as an answer shows them: the chunk's ``text`` replaced by its best window (``snippet``,
    ``marks``), with the record's ``title`` (a mail's subject, a note's or an event's title; None
    when it has none) where ``titles`` (record_titles) gives it; the whole record is one read away."""
    terms = terms_of(question)
    out = []
    for h in hits:
        shown = {k: v for k, v in h.items() if k != "text"}
        if titles is not None:
            shown["title"] = titles.get(h["record_id"])
        out.append({**shown, **snippet(h.get("text") or "", terms, words)})
    return out


def record_titles(conn, hits: list[dict]) -> dict[str, str | None]:
    """The titles of the hits' records (read in the search's transaction: they are the role's to see)."""
    ids = list({h["record_id"] for h in hits})
    if not ids:
        return {}
    sql = f"SELECT record_id, title FROM items WHERE record_id IN ({','.join('?' * len(ids))})"
    return dict(conn.execute(sql, ids).fetchall())


__all__ = [
    "ELLIPSIS",
    "SNIPPET_WORDS",
    "Window",
    "best_window",
    "fold",
    "matches",
    "record_titles",
    "snippet",
    "terms_of",
    "with_snippets",
]
