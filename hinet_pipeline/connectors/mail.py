"""Mail: mbox, maildir and .eml files, parsed with the stdlib ``email`` / ``mailbox`` packages.

Body: the text/plain parts; HTML-only mail is turned into readable text; attachments are named,
never inlined. Threads: References / In-Reply-To, else the normalised subject (see ``_threads``).
"""

from __future__ import annotations

import email
import email.feedparser
import email.header
import email.policy
import email.utils
import hashlib
import os
import re
import sys
from array import array
from email.message import EmailMessage
from pathlib import Path
from typing import BinaryIO, Callable, Iterable, Iterator

from ..records import quoted
from . import Output, Rejected, escapes, raw_text, why
from .htmltext import html_to_text

_REPLY_PREFIX = re.compile(r"^\s*((re|fw|fwd|aw|wg|sv|vs|antw|תשובה|הועבר)\s*(\[\d+\])?\s*:\s*)+", re.I)
_MSGID = re.compile(r"<([^<>\s]+)>")
# Outlook-era exports (Enron) name charsets Python does not know; they are all ASCII supersets.
_CHARSET_FALLBACK = "cp1252"
# The structured header parser of ``policy.default`` is quadratic on some input: 50,000 '"' in a To
# header took 47 s, 20,000 Content-Type parameters 13 s per read. A longer value is read as plain
# text (encoded words decoded): real address lists up to 15 KB still yield the same people. The
# MIME headers' parameter parser is quadratic too, and no real Content-Type is that long: cut.
_PARSE_LIMIT = 4096
_MIME_PARAMS = ("content-type", "content-disposition")
_LINESEP = os.linesep.encode()  # what mailbox.mbox turns into "\\n"


def _plain(value: str) -> str:
    value = "".join(value.splitlines())
    if any("\udc80" <= c <= "\udcff" for c in value):  # 8-bit bytes the parser escaped
        value = value.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    try:
        return str(email.header.make_header(email.header.decode_header(value)))
    except Exception:
        return value


class _Policy(email.policy.EmailPolicy):
    """``policy.default``, except that an over-long header value is plain text, read in linear time."""

    def header_fetch_parse(self, name, value):
        if not hasattr(value, "name") and len(value) > _PARSE_LIMIT:
            return _plain(value[:_PARSE_LIMIT] if name.lower() in _MIME_PARAMS else value)
        return super().header_fetch_parse(name, value)


_POLICY = _Policy()


def normalise_subject(subject: str) -> str:
    return " ".join(_REPLY_PREFIX.sub("", subject or "").casefold().split())


def _ids(value: str | None) -> list[str]:
    # a Message-ID has an "@"; real mail carries junk like "<yes>" that would merge threads
    return [i for i in _MSGID.findall(str(value or "")) if "@" in i]


def _header(msg: EmailMessage, name: str) -> str | None:
    try:
        value = msg.get(name)
    except Exception:  # a malformed header must not sink the message: use its raw text
        value = next((v for k, v in msg.raw_items() if k.lower() == name.lower()), None)
        if value is not None:
            try:
                value = str(email.header.make_header(email.header.decode_header(value)))
            except Exception:
                pass
    return " ".join(str(value).split()) if value is not None else None


def _decode_part(part) -> str:
    try:
        return part.get_content()
    except (LookupError, UnicodeDecodeError, AssertionError, KeyError):
        payload = part.get_payload(decode=True) or b""
        charset = part.get_content_charset() or "utf-8"
        for enc in (charset, "utf-8", _CHARSET_FALLBACK):
            try:
                return payload.decode(enc)
            except (LookupError, UnicodeDecodeError):
                continue
        return payload.decode("utf-8", errors="replace")


def _body(msg: EmailMessage) -> tuple[str, list[str]]:
    """(readable text, attachment names)."""
    plain, html, attachments = [], [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        disposition = (part.get_content_disposition() or "").lower()
        filename = part.get_filename()
        if disposition == "attachment" or (filename and not ctype.startswith("text/")):
            attachments.append(filename or ctype)
            continue
        if ctype == "text/plain":
            plain.append(_decode_part(part))
        elif ctype == "text/html":
            html.append(_decode_part(part))
        elif not ctype.startswith("multipart/"):
            attachments.append(filename or ctype)
    text = "\n\n".join(p.strip() for p in plain if p.strip())
    if not text and html:
        text = "\n\n".join(html_to_text(h) for h in html).strip()
    return text, attachments


def _addresses(value: str | None) -> list[tuple[str, str]]:
    """(name, address) pairs of an address header; none where it cannot be read (the stdlib parser
    recurses once per '(' or ':', so 1,000 of them raise RecursionError): the message still lands."""
    try:
        return email.utils.getaddresses([value or ""])
    except RecursionError:
        return []


def _person(name: str, addr: str) -> str:
    return f"{name} <{addr}>" if name and addr else (name or addr)


_FEED = 8192  # what email.parser.Parser.parse reads and feeds at a time


def _parse(raw: bytes) -> EmailMessage:
    """``email.message_from_bytes(raw, policy=_POLICY)``, the same calls to the same FeedParser,
    without its two whole copies of the message: BytesParser decodes all of ``raw`` to one str, then
    reads it back through a StringIO (4 bytes a character): 8.8x the message at peak, now 3.7x."""
    parser = email.feedparser.FeedParser(policy=_POLICY)
    for at in range(0, len(raw), _FEED):  # ASCII + surrogateescape: one character per byte
        parser.feed(raw[at : at + _FEED].decode("ASCII", errors="surrogateescape"))
    return parser.close()


def message_to_item(
    raw: bytes, *, location: str, position: str | None, account: str | None, container: str | None = None
) -> dict | Rejected:
    """One RFC 822 message → a landing dict (thread_id filled in later by ``_threads``)."""
    try:
        return _message_to_item(raw, location, position, account, container)
    except Exception as e:  # the stdlib parser has edge cases of its own: quarantine, go on
        return Rejected(location, position, f"unreadable message ({type(e).__name__}: {why(e)})", raw_text(raw))


def _message_to_item(
    raw: bytes, location: str, position: str | None, account: str | None, container: str | None
) -> dict | Rejected:
    try:
        msg = _parse(raw)
    except Exception as e:  # the parser is lenient; this is truly unreadable input
        return Rejected(location, position, f"unparsable message: {why(e)}", raw_text(raw))
    if not msg.keys():
        return Rejected(location, position, "no mail headers (not an RFC 822 message)", raw_text(raw))
    date = _header(msg, "Date")
    try:
        when = email.utils.parsedate_to_datetime(date) if date else None
    except (TypeError, ValueError, IndexError):
        when = None
    if when is None:
        return Rejected(location, position, f"missing or invalid Date header: {quoted(date)}", raw_text(raw))
    try:
        text, attachments = _body(msg)
    except Exception as e:
        return Rejected(location, position, f"unreadable MIME body: {why(e)}", raw_text(raw))
    if attachments:
        text = (text + "\n\n" if text else "") + "[attachments: " + ", ".join(attachments) + "]"
    if not text.strip():
        return Rejected(location, position, "message has no text and no attachments", raw_text(raw))
    ids = _ids(_header(msg, "Message-ID"))
    # no Message-ID: a stable id from the bytes, so re-landing the export is still recognised
    msgid = ids[0] if ids else "sha256:" + hashlib.sha256(raw).hexdigest()[:32]
    senders = _addresses(_header(msg, "From"))
    people = []
    for field in ("From", "To", "Cc"):
        for name, addr in _addresses(_header(msg, field)):
            if name or addr:
                people.append(_person(name, addr.lower()))
    refs = _ids(_header(msg, "References")) or []
    parent = _ids(_header(msg, "In-Reply-To"))
    folder = container
    if not folder and _header(msg, "X-Folder"):  # Outlook exports: "\\Owner\\Inbox" → "Inbox"
        folder = _header(msg, "X-Folder").replace("\\", "/").strip("/").rsplit("/", 1)[-1] or None
    return {
        "source": "mail",
        "external_id": msgid,
        "body": text,
        "timestamp": when.isoformat(),
        "account": account,
        "container": folder,
        "author": (senders[0][0] or senders[0][1] or None) if senders else None,
        "participants": list(dict.fromkeys(people)),
        "title": _header(msg, "Subject") or None,
        "url": f"mid:{msgid}",
        "app": "Mail",
        "_refs": refs + [p for p in parent if p not in refs],
        "_location": location,
        "_position": position,
    }


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


# Bodies kept in memory between the two passes of ``_finish`` (characters, plus 1 KiB per message);
# the messages past it are read and parsed again (the first pass keeps a compact record of each).
KEEP_CHARS = 16 << 20
_OVERHEAD = 1024


def _finish(outputs: Iterable[tuple[object, Output]], again: Callable[[object], Output]) -> Iterator[Output]:
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


def _mbox_spans(f: BinaryIO) -> Iterator[tuple[int, int]]:
    """(start, stop) of each message of an mbox, as ``mailbox.mbox`` finds them, streamed (the
    stdlib builds a table of every message first)."""
    start = None
    last_was_empty = False
    f.seek(0)
    while True:
        line_pos = f.tell()
        line = f.readline()
        if line.startswith(b"From "):
            if start is not None:
                yield start, (line_pos - len(_LINESEP) if last_was_empty else line_pos)
            start = line_pos
            last_was_empty = False
        elif not line:
            if start is not None:
                yield start, (line_pos - len(_LINESEP) if last_was_empty else line_pos)
            return
        elif line == _LINESEP:
            last_was_empty = True
        else:
            last_was_empty = False


def _mbox_bytes(f: BinaryIO, start: int, stop: int) -> bytes:
    """A message's bytes without its 'From ' line (``mailbox.mbox.get_bytes``)."""
    f.seek(start)
    f.readline()
    raw = f.read(stop - f.tell())
    return raw.replace(_LINESEP, b"\n") if _LINESEP != b"\n" else raw  # (a copy, even when they are the same)


def parse_mbox(path: Path, account: str | None = None) -> Iterator[Output]:
    with open(path, "rb") as f:
        head = f.read(5)
    if head != b"From ":
        yield Rejected(path.name, "byte 0", "not an mbox file (it must start with a 'From ' line)")
        return
    with open(path, "rb") as scan, open(path, "rb") as f:

        def item(n: int, start: int, stop: int) -> Output:
            try:
                raw = _mbox_bytes(f, start, stop)
            except Exception as e:
                return Rejected(path.name, f"message {n}", f"unreadable mbox entry: {why(e)}")
            return message_to_item(raw, location=path.name, position=f"message {n}", account=account)

        def gen():
            for n, (start, stop) in enumerate(_mbox_spans(scan), 1):
                yield (n, start, stop), item(n, start, stop)

        yield from _finish(gen(), lambda ref: item(*ref))


def _files(root: Path, maildir: bool) -> Iterator[Path]:
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root).parts
        if not p.is_file() or any(part.startswith(".") for part in rel):
            continue
        if maildir and "tmp" in rel[:-1]:
            continue  # maildir tmp/ holds messages still being delivered
        yield p


def parse_maildir(path: Path, account: str | None = None) -> Iterator[Output]:
    """A maildir tree (cur/ new/ and sub-folders, also Maildir++ and notmuch-style layouts)."""

    def gen():
        for p in _files(path, maildir=True):
            if outside := escapes(p, path):
                yield None, outside
                continue
            rel = p.relative_to(path)
            folder = "/".join(x for x in rel.parts[:-1] if x not in ("cur", "new")) or "INBOX"
            yield (p, folder), item(p, folder)

    def item(p: Path, folder: str) -> Output:
        rel = str(p.relative_to(path))
        return message_to_item(p.read_bytes(), location=rel, position=None, account=account, container=folder)

    yield from _finish(gen(), lambda ref: item(*ref))


def parse_eml(path: Path, account: str | None = None) -> Iterator[Output]:
    """One .eml file, or a folder of them (any file name)."""
    files = [path] if path.is_file() else list(_files(path, maildir=False))

    def gen():
        for p in files:
            if outside := escapes(p, path):
                yield None, outside
                continue
            yield p, item(p)

    def item(p: Path) -> Output:
        rel = p.name if p == path else str(p.relative_to(path))
        return message_to_item(p.read_bytes(), location=rel, position=None, account=account)

    yield from _finish(gen(), item)
