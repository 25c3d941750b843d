"""Threads across one mail export, in two passes with bounded memory: messages linked by
References / In-Reply-To share a thread, unlinked ones share one by normalised subject; the
thread id is part of an item's content hash, so items are yielded only once the whole export has
been read (``finish``)."""

from __future__ import annotations

import hashlib
import re
import sys
from array import array
from typing import Callable, Iterable, Iterator

from hinet_pipeline.intake.connectors import Output, Rejected

_REPLY_PREFIX = re.compile(r"^\s*((re|fw|fwd|aw|wg|sv|vs|antw|תשובה|הועבר)\s*(\[\d+\])?\s*:\s*)+", re.I)


def normalise_subject(subject: str) -> str:
    return " ".join(_REPLY_PREFIX.sub("", subject or "").casefold().split())


class _Threads:
    """Threads across one export, from a compact record per message (its bodies are not kept):
    messages linked by References/In-Reply-To share a thread; messages with no links share one by
    normalised subject. The id is the thread's root Message-ID where known (so a reply landed next
    month joins the same thread): the first reference of the earliest linked message (the first of
    them in the export on a tie), else the lone message's own id, else a hash of the first
    message's subject."""

    def __init__(self) -> None:
        self._ids: dict[str, int] = {}  # Message-ID -> node
        self._subjects: dict[str, int] = {}  # normalised subject (of unlinked messages) -> node
        self._parent = array("q")  # union-find over the nodes
        self._me = array("q")  # per message: its id's node
        self._ext: list[str] = []  # per message: external_id
        self._first_ref: list[str | None] = []  # per message: its first reference (None: unlinked)
        self._when: list[str | None] = []  # per linked message: its timestamp (ISO, compared as text)
        self._subject: list[str | None] = []  # per unlinked message: its normalised subject

    def __len__(self) -> int:
        return len(self._ext)

    def _node(self, table: dict[str, int], key: str) -> int:
        node = table.get(key)
        if node is None:
            node = table[key] = len(self._parent)
            self._parent.append(node)
        return node

    def _find(self, x: int) -> int:
        parent = self._parent
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def _union(self, a: int, b: int) -> None:
        self._parent[self._find(a)] = self._find(b)

    def add(self, item: dict) -> None:
        ext, refs = sys.intern(item["external_id"]), item["_refs"]
        me = self._node(self._ids, ext)
        for ref in refs:
            self._union(me, self._node(self._ids, sys.intern(ref)))
        subject = None if refs else sys.intern(normalise_subject(item.get("title") or ""))
        if subject:
            self._union(me, self._node(self._subjects, subject))
        self._me.append(me)
        self._ext.append(ext)
        self._first_ref.append(sys.intern(refs[0]) if refs else None)
        self._when.append(item["timestamp"] if refs else None)
        self._subject.append(subject)

    def external_id(self, n: int) -> str:
        return self._ext[n]

    def resolve(self) -> list[str]:
        """The thread_id of every message, in the order they were added."""
        comps = [self._find(me) for me in self._me]
        self._ids.clear(), self._subjects.clear()
        self._parent = self._me = array("q")
        earliest: dict[int, int] = {}  # component -> its earliest linked message
        first: dict[int, int] = {}  # component -> its first message
        single: dict[int, bool] = {}
        for n, comp in enumerate(comps):
            if comp in first:
                single[comp] = False
            else:
                first[comp], single[comp] = n, True
            if self._first_ref[n] is not None:
                best = earliest.get(comp)
                if best is None or self._when[n] < self._when[best]:
                    earliest[comp] = n
        roots: dict[int, str] = {}
        for comp, n in first.items():
            if comp in earliest:
                roots[comp] = self._first_ref[earliest[comp]]
            elif single[comp]:
                roots[comp] = self._ext[n]
            else:
                roots[comp] = "subject:" + hashlib.sha256(self._subject[n].encode()).hexdigest()[:16]
        self._first_ref, self._when, self._subject = [], [], []
        return [roots[comp] for comp in comps]


# Bodies kept in memory between the two passes of ``finish`` (characters, plus 1 KiB per message);
# the messages past it are read and parsed again (the first pass keeps a compact record of each).
KEEP_CHARS = 16 << 20
_OVERHEAD = 1024


def finish(outputs: Iterable[tuple[object, Output]], again: Callable[[object], Output]) -> Iterator[Output]:
    """Fill in ``thread_id``: it is part of an item's content hash, and a message's thread is known
    only when the whole export has been read. Pass 1 parses every message, yields what is rejected
    or skipped, and keeps a compact record of each item for ``_Threads`` (and the item itself while
    within ``KEEP_CHARS``); pass 2 yields the items, each one parsed again (``again(ref)``, the
    same bytes give the same dict) where it was not kept: memory is bounded by the export's
    number of messages, not its size."""
    threads = _Threads()
    kept: list = []  # per item: the dict, or the ref to parse it again from
    room = KEEP_CHARS
    for ref, out in outputs:
        if not isinstance(out, dict):
            yield out
            continue
        threads.add(out)
        size = len(out["body"]) + _OVERHEAD
        if size <= room:
            room -= size
            kept.append(out)
        else:
            kept.append(ref)
        out = None  # not alive while the next message is parsed
    thread_ids = threads.resolve()
    for n in range(len(kept)):
        entry, kept[n], it = kept[n], None, None
        it = entry if isinstance(entry, dict) else again(entry)
        entry = None
        if not isinstance(it, dict) or it["external_id"] != threads.external_id(n):  # the file changed meanwhile
            where = (it.location, it.position) if isinstance(it, Rejected) else (it["_location"], it["_position"])
            yield Rejected(*where, "the message changed while the export was read")
            continue
        it["thread_id"] = thread_ids[n]
        del it["_refs"]
        if not it["container"]:
            del it["container"]
        yield it
