"""Mail: mbox, maildir and .eml files, parsed with the stdlib ``email`` / ``mailbox`` packages.

Body: the text/plain parts; HTML-only mail is turned into readable text; attachments are named,
never inlined; a message inside it (a bounce's returned message, one forwarded as an attachment) reads
as a forwarded one, under its own From, Date, Subject and To lines. Threads: References / In-Reply-To,
else the normalised subject (``mail_threads``). Headers and participants: ``mail_headers``. Here: a
message's item (body, sending signals) and the walk over an mbox, a maildir or .eml files.
"""

from __future__ import annotations

import email.utils
import hashlib
import os
import re
from email.message import EmailMessage
from pathlib import Path
from typing import BinaryIO, Iterator

from hinet_pipeline.intake.connectors import Output, Rejected, escapes, raw_text, skip_special, why
from hinet_pipeline.intake.connectors.htmltext import html_to_text
from hinet_pipeline.intake.connectors.mail_headers import (
    header_value,
    message_ids,
    nameless_sender,
    parse_message,
    participant_strings,
    participants,
)
from hinet_pipeline.intake.connectors.mail_signals import sending_signals
from hinet_pipeline.intake.connectors.mail_threads import finish, normalise_subject  # noqa: F401 (normalise_subject: part of this API)
from hinet_pipeline.records import quoted

# Outlook-era exports (Enron) name charsets Python does not know; they are all ASCII supersets.
_CHARSET_FALLBACK = "cp1252"
_LINESEP = os.linesep.encode()  # what mailbox.mbox turns into "\\n"


def _decode_part(part) -> str:
    """A text part's text, its lines ended by "\n" however the mail ended them (on the wire, and in many a saved .eml,
    "\r\n": read as they are, no line-based reading of a body would find a line's end)."""
    return _lines(_decoded(part))


def _lines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


def _decoded(part) -> str:
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


_HTML_DOCUMENT = re.compile(r"\s*(?:<!doctype\s+html|<html[\s>])", re.I)


def _parts(part) -> Iterator:
    """The leaf parts of a message in order, a message inside it (a bounce's returned message, one forwarded as an
    attachment) as one part of its own."""
    if part.get_content_type() == "message/rfc822" or not part.is_multipart():
        yield part
    else:
        for sub in part.get_payload():
            yield from _parts(sub)


def _enclosed(part) -> str:
    """A message inside a message, as a forwarded one reads: its From, Date, Subject and To lines over its text, so that
    its words are its author's ("I landed in Winnipeg last Aug 28", returned with a bounce)."""
    inner = part.get_payload()[0] if isinstance(part.get_payload(), list) and part.get_payload() else None
    if inner is None:
        return ""
    text, _ = _body(inner)
    head = [f"{h}: {header_value(inner, h)}" for h in ("From", "Date", "Subject", "To") if inner.get(h)]
    return "---------- Forwarded message ---------\n" + "\n".join(head) + "\n\n" + text if text else ""


def _body(msg: EmailMessage) -> tuple[str, list[str]]:
    """(readable text, attachment names)."""
    plain, html, attachments = [], [], []
    for part in _parts(msg):
        ctype = part.get_content_type()
        if ctype == "message/rfc822":
            plain.append(_enclosed(part))
            continue
        disposition = (part.get_content_disposition() or "").lower()
        filename = part.get_filename()
        if disposition == "attachment" or (filename and not ctype.startswith("text/")):
            attachments.append(filename or ctype)
            continue
        if ctype == "text/plain" and _HTML_DOCUMENT.match(content := _decode_part(part)):
            html.append(content)  # an HTML page sent as text/plain (mailing tools do): read as HTML
        elif ctype == "text/plain":
            plain.append(content)
        elif ctype == "text/html":
            html.append(_decode_part(part))
        elif not ctype.startswith("multipart/"):
            attachments.append(filename or ctype)
    text = "\n\n".join(p.strip() for p in plain if p.strip())
    if not text and html:
        text = "\n\n".join(html_to_text(h) for h in html).strip()
    return text, attachments


_EXMERGE = re.compile(r"^ExMerge\s*-\s*", re.IGNORECASE)
_NON_PRIVILEGED = re.compile(r"\s*\(Non-Privileged\)$", re.IGNORECASE)
_ACCOUNT_MAX = 120  # a longer header is no mailbox name


def export_account(msg: EmailMessage) -> str | None:
    """The mailbox an Outlook/ExMerge export came from, for a message landed without ``--account``:
    ``X-Origin`` (the mailbox's id: Enron's "Allen-P" and "ALLEN-P" are both ``allen-p``), else
    the store at the root of ``X-Folder`` ("\\ExMerge - Gang, Lisa\\Inbox" → "Gang, Lisa",
    "\\PALLEN (Non-Privileged)\\Allen, Phillip K.\\Inbox" → "PALLEN"); None without either."""
    origin = " ".join((header_value(msg, "X-Origin") or "").split())
    if origin and len(origin) <= _ACCOUNT_MAX:
        return origin.casefold()
    path = header_value(msg, "X-Folder") or ""
    parts = [p.strip() for p in path.replace("\\", "/").split("/") if p.strip()]
    if len(parts) >= 2:  # a store, then the folder in it
        root = " ".join(_NON_PRIVILEGED.sub("", _EXMERGE.sub("", parts[0])).split())
        if root and len(root) <= _ACCOUNT_MAX:
            return root
    return None


def message_to_item(
    raw: bytes, *, location: str, position: str | None, account: str | None, container: str | None = None
) -> dict | Rejected:
    """One RFC 822 message → a landing dict (thread_id filled in later by ``mail_threads.finish``)."""
    try:
        return _message_to_item(raw, location, position, account, container)
    except Exception as e:  # the stdlib parser has edge cases of its own: quarantine, go on
        return Rejected(location, position, f"unreadable message ({type(e).__name__}: {why(e)})", raw_text(raw))


def _message_to_item(
    raw: bytes, location: str, position: str | None, account: str | None, container: str | None
) -> dict | Rejected:
    try:
        msg = parse_message(raw)
    except Exception as e:  # the parser is lenient; this is truly unreadable input
        return Rejected(location, position, f"unparsable message: {why(e)}", raw_text(raw))
    if not msg.keys():
        return Rejected(location, position, "no mail headers (not an RFC 822 message)", raw_text(raw))
    date = header_value(msg, "Date")
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
    ids = message_ids(header_value(msg, "Message-ID"))
    # no Message-ID: a stable id from the bytes, so re-landing the export is still recognised
    msgid = ids[0] if ids else "sha256:" + hashlib.sha256(raw).hexdigest()[:32]
    aliases: list[tuple[str, str]] = []
    people = participants(msg, aliases)
    refs = message_ids(header_value(msg, "References")) or []
    parent = message_ids(header_value(msg, "In-Reply-To"))
    folder = container
    folder_path = header_value(msg, "X-Folder")
    account = account or export_account(msg)
    if not folder and folder_path:  # Outlook exports: "\\Owner\\Inbox" → "Inbox"
        folder = folder_path.replace("\\", "/").strip("/").rsplit("/", 1)[-1] or None
    sender = people[0] if people and people[0][2] == "From" else None
    recipients = [a for _, a, field in people if field != "From"]
    item = {
        "source": "mail",
        "external_id": msgid,
        "body": text,
        "timestamp": when.isoformat(),
        "account": account,
        "container": folder,
        "author": (sender[0] or sender[1]) if sender else nameless_sender(msg),
        "participants": participant_strings(people),
        "title": header_value(msg, "Subject") or None,
        "url": f"mid:{msgid}",
        "app": "Mail",
        "_refs": refs + [p for p in parent if p not in refs],
        "_location": location,
        "_position": position,
    }
    signals = sending_signals(msg, text, recipients, folder, folder_path) + [
        f"alias:{a}={b}" for a, b in sorted(set(aliases))
    ]
    if signals:
        item["signals"] = signals
    # RFC 2156's Sensitivity header (Outlook, Thunderbird: Personal, Private, Company-Confidential)
    # makes a message private, as CLASS:PRIVATE does an event: a narrower role never sees it
    if (header_value(msg, "Sensitivity") or "").strip().lower() in _PRIVATE:
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
