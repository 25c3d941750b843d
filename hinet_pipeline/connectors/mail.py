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
from email.message import EmailMessage
from pathlib import Path
from typing import BinaryIO, Iterator

from ..records import quoted
from . import Output, Rejected, escapes, raw_text, skip_special, why
from .htmltext import html_to_text
from .mail_threads import finish, normalise_subject  # noqa: F401 (normalise_subject: part of this API)

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
    item = {
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
    # RFC 2156's Sensitivity header (Outlook, Thunderbird: Personal, Private, Company-Confidential)
    # makes a message private, as CLASS:PRIVATE does an event: a narrower role never sees it
    if (_header(msg, "Sensitivity") or "").strip().lower() in _PRIVATE:
        item["sensitivity"] = 2
    return item


_PRIVATE = {"personal", "private", "company-confidential"}


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
    if skipped := skip_special(path, path.parent):  # a FIFO would block the open forever
        yield skipped
        return
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

        yield from finish(gen(), lambda ref: item(*ref))


def _files(root: Path, maildir: bool) -> Iterator[Path]:
    """The files of a folder, not hidden: regular or not (the caller skips a FIFO, with its reason)."""
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root).parts
        if p.is_dir() or any(part.startswith(".") for part in rel):
            continue
        if maildir and "tmp" in rel[:-1]:
            continue  # maildir tmp/ holds messages still being delivered
        yield p


def parse_maildir(path: Path, account: str | None = None) -> Iterator[Output]:
    """A maildir tree (cur/ new/ and sub-folders, also Maildir++ and notmuch-style layouts)."""

    if not path.is_dir():
        yield skip_special(path, path.parent) or Rejected(path.name, None, "a maildir is a folder (cur/, new/)")
        return

    def gen():
        for p in _files(path, maildir=True):
            if outside := escapes(p, path) or skip_special(p, path):
                yield None, outside
                continue
            rel = p.relative_to(path)
            folder = "/".join(x for x in rel.parts[:-1] if x not in ("cur", "new")) or "INBOX"
            yield (p, folder), item(p, folder)

    def item(p: Path, folder: str) -> Output:
        rel = str(p.relative_to(path))
        return message_to_item(p.read_bytes(), location=rel, position=None, account=account, container=folder)

    yield from finish(gen(), lambda ref: item(*ref))


def parse_eml(path: Path, account: str | None = None) -> Iterator[Output]:
    """One .eml file, or a folder of them (any file name)."""
    files = [path] if not path.is_dir() else list(_files(path, maildir=False))

    def gen():
        for p in files:
            if outside := escapes(p, path) or skip_special(p, path.parent if p == path else path):
                yield None, outside
                continue
            yield p, item(p)

    def item(p: Path) -> Output:
        rel = p.name if p == path else str(p.relative_to(path))
        return message_to_item(p.read_bytes(), location=rel, position=None, account=account)

    yield from finish(gen(), item)
