"""Mail: mbox, maildir and .eml files, parsed with the stdlib ``email`` / ``mailbox`` packages.

Body: the text/plain parts; HTML-only mail is turned into readable text; attachments are named,
never inlined. Threads: References / In-Reply-To, else the normalised subject (see ``_threads``).
"""

from __future__ import annotations

import email
import email.header
import email.policy
import email.utils
import hashlib
import mailbox
import re
from email.message import EmailMessage
from pathlib import Path
from typing import Iterable, Iterator

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
        msg = email.message_from_bytes(raw, policy=_POLICY)
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


def _threads(items: list[dict]) -> None:
    """Assign ``thread_id`` across one export: messages linked by References/In-Reply-To share
    a thread; messages with no links share one by normalised subject. The id is the thread's
    root Message-ID where known (so a reply landed next month joins the same thread)."""
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a: str, b: str) -> None:
        parent[find(a)] = find(b)

    for it in items:
        me = "id:" + it["external_id"]
        for ref in it["_refs"]:
            union(me, "id:" + ref)
        subject = normalise_subject(it.get("title") or "")
        if not it["_refs"] and subject:
            union(me, "subj:" + subject)
    roots: dict[str, str] = {}
    members: dict[str, list[dict]] = {}
    for it in items:
        members.setdefault(find("id:" + it["external_id"]), []).append(it)
    for comp, group in members.items():
        linked = sorted((it for it in group if it["_refs"]), key=lambda it: it["timestamp"])
        if linked:
            roots[comp] = linked[0]["_refs"][0]
        elif len(group) == 1:
            roots[comp] = group[0]["external_id"]
        else:
            subject = normalise_subject(group[0].get("title") or "")
            roots[comp] = "subject:" + hashlib.sha256(subject.encode()).hexdigest()[:16]
    for it in items:
        it["thread_id"] = roots[find("id:" + it["external_id"])]


def _finish(outputs: Iterable[Output]) -> Iterator[Output]:
    items, others = [], []
    for out in outputs:
        (items if isinstance(out, dict) else others).append(out)
    _threads(items)
    for it in items:
        del it["_refs"]
        if not it["container"]:
            del it["container"]
    yield from others
    yield from items


def parse_mbox(path: Path, account: str | None = None) -> Iterator[Output]:
    with open(path, "rb") as f:
        head = f.read(5)
    if head != b"From ":
        yield Rejected(path.name, "byte 0", "not an mbox file (it must start with a 'From ' line)")
        return
    box = mailbox.mbox(path, create=False)

    def gen():
        for i, key in enumerate(box.iterkeys(), 1):
            try:
                raw = box.get_bytes(key)
            except Exception as e:
                yield Rejected(path.name, f"message {i}", f"unreadable mbox entry: {why(e)}")
                continue
            yield message_to_item(raw, location=path.name, position=f"message {i}", account=account)

    yield from _finish(gen())


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
                yield outside
                continue
            rel = p.relative_to(path)
            folder = "/".join(x for x in rel.parts[:-1] if x not in ("cur", "new")) or "INBOX"
            yield message_to_item(p.read_bytes(), location=str(rel), position=None, account=account, container=folder)

    yield from _finish(gen())


def parse_eml(path: Path, account: str | None = None) -> Iterator[Output]:
    """One .eml file, or a folder of them (any file name)."""
    files = [path] if path.is_file() else list(_files(path, maildir=False))

    def gen():
        for p in files:
            if outside := escapes(p, path):
                yield outside
                continue
            rel = p.name if p == path else str(p.relative_to(path))
            yield message_to_item(p.read_bytes(), location=rel, position=None, account=account)

    yield from _finish(gen())
