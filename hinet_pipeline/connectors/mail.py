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

from ..people.identity import (
    ADDRESS,
    clean_name,
    decode_words,
    fits_address,
    format_participant,
    name_key,
    split_addresses,
)
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


def _raw_values(msg: EmailMessage, name: str) -> list[str]:
    """Every value of a header as the message wrote it (encoded words and all): the address
    parser reads the raw header, so an encoded comma in a name splits nothing."""
    lower = name.lower()
    return [str(v) for k, v in msg.raw_items() if k.lower() == lower]


def _mailboxes(msg: EmailMessage, name: str) -> list[tuple[str, str]]:
    """(name, address) of each mailbox of an address header (``identity.split_addresses``)."""
    found: list[tuple[str, str]] = []
    for value in _raw_values(msg, name):
        found += split_addresses(value)
    return found


# Exchange/ExMerge exports (the Enron mail) write bare addresses in From/To/Cc and the names in
# X-From/X-To/X-cc, as "Last, First </O=ORG/OU=SITE/CN=RECIPIENTS/CN=USER>" (an X.500 name, not
# an address), "Name <addr>", a bare or quoted address, or a Notes name ("Group@ENRON")
_EXPORT_NAMES = {"From": "X-From", "To": "X-To", "Cc": "X-cc", "Bcc": "X-bcc"}


def _export_parts(value: str) -> list[str]:
    """The entries of an X- header: split at commas outside quotes, <>, [] and (); an unquoted
    "Last, First <...>" is one entry (a part of at most two words, no address, before a part
    that names its own <...>)."""
    parts, depth, quoted, start = [], 0, False, 0
    for i, c in enumerate(value):
        if c == '"':
            quoted = not quoted
        elif not quoted and c in "<[(":
            depth += 1
        elif not quoted and c in ">])":
            depth = max(0, depth - 1)
        elif c == "," and not quoted and depth == 0:
            parts.append(value[start:i])
            start = i + 1
    parts.append(value[start:])
    parts = [p.strip() for p in parts]
    out: list[str] = []
    i = 0
    while i < len(parts):
        p = parts[i]
        nxt = parts[i + 1] if i + 1 < len(parts) else ""
        if (
            p
            and "<" not in p
            and "@" not in p
            and len(p.split()) <= 2
            and "<" in nxt
            and not nxt.startswith(("<", '"'))
            and "@" not in nxt.split("<", 1)[0]
        ):
            out.append(f"{p}, {nxt}")
            i += 2
            continue
        if p:
            out.append(p)
        i += 1
    return out


def _export_entry(text: str) -> tuple[str, str]:
    """(name, real address or "") of one X- header entry."""
    text = text.strip()
    m = re.match(r"^(.*?)<([^<>]*)>", text)
    if m:
        name, inner = m.group(1), m.group(2).strip().strip("'\"").rstrip(",").strip()
        if ADDRESS.fullmatch(inner) and not inner.upper().startswith("IMCEA"):
            return clean_name(name), inner.lower()
        return clean_name(name), ""
    smtp = re.search(r"\[smtp:([^\],\s]+@[^\],\s]+)", text, flags=re.I)
    if smtp:
        return "", smtp.group(1).lower()
    bare = text.strip("'\" ")
    if bare.count("@") > 1:  # "jpetriello@prebon.com@ENRON": an address with its Notes route
        bare = re.sub(r"@[A-Za-z]+$", "", bare)
    if ADDRESS.fullmatch(bare):
        return "", bare.lower()
    if ":" in bare or ";" in bare:  # "undisclosed-recipients:;": a group with nobody in it
        return "", ""
    return clean_name(bare), ""


def _export_entries(msg: EmailMessage, header: str) -> list[tuple[str, str]]:
    name = _EXPORT_NAMES.get(header)
    values = _raw_values(msg, name) if name else []
    entries: list[tuple[str, str]] = []
    for value in values:
        value = decode_words(" ".join(value.splitlines()))
        entries += [e for e in map(_export_entry, _export_parts(value)) if e != ("", "")]
    return entries


def _fits(mailbox: tuple[str, str], entry: tuple[str, str]) -> bool:
    """The X- entry stands for this mailbox: the same address, or a name the address is made of."""
    addr, (name, other) = mailbox[1], entry
    if other and other == addr:
        return True
    key = name_key(name) if name else None
    if key is None:
        return False
    return fits_address(addr, key) or key == name_key(mailbox[0])


_ALIGN_LIMIT = 250_000  # cells of the alignment table; past it only equal addresses pair


def _align(mailboxes: list[tuple[str, str]], entries: list[tuple[str, str]]) -> dict[int, int]:
    """Which X- entry names which mailbox (index → index), in order. The same count in the same
    order pairs by position, unless an entry's address is another mailbox's (the order differs);
    otherwise an order-keeping alignment of the entries that fit (the export expanded a list, or
    left a name out)."""
    n, m = len(mailboxes), len(entries)
    where = {a: i for i, (_, a) in enumerate(mailboxes)}
    if n == m and all(not e[1] or where.get(e[1], i) == i for i, e in enumerate(entries)):
        return {i: i for i in range(n)}
    if n * m > _ALIGN_LIMIT:
        return {where[a]: j for j, (_, a) in enumerate(entries) if a in where}
    keys = [name_key(name) if name else None for name, _ in entries]
    own = [name_key(name) if name else None for name, _ in mailboxes]
    fit = [
        [
            bool(entries[j][1] and entries[j][1] == addr)
            or (keys[j] is not None and (keys[j] == own[i] or fits_address(addr, keys[j])))
            for j in range(m)
        ]
        for i, (_, addr) in enumerate(mailboxes)
    ]
    best = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            best[i][j] = max(best[i + 1][j], best[i][j + 1], best[i + 1][j + 1] + 1 if fit[i][j] else 0)
    pairs, i, j = {}, 0, 0
    while i < n and j < m:
        if fit[i][j] and best[i][j] == best[i + 1][j + 1] + 1:
            pairs[i] = j
            i, j = i + 1, j + 1
        elif best[i + 1][j] >= best[i][j + 1]:
            i += 1
        else:
            j += 1
    # between two pairs (or an end), as many mailboxes as entries left: they pair by position
    anchors = [(-1, -1), *sorted(pairs.items()), (n, m)]
    for (i0, j0), (i1, j1) in zip(anchors, anchors[1:]):
        if 0 < i1 - i0 - 1 == j1 - j0 - 1:
            for k in range(1, i1 - i0):
                entry = entries[j0 + k]
                if not entry[1] or where.get(entry[1], i0 + k) == i0 + k:
                    pairs[i0 + k] = j0 + k
    return pairs


def _named(msg: EmailMessage, header: str) -> list[tuple[str, str]]:
    """The mailboxes of an address header with the names the export's X- header gives them where
    the header has none; an address only the X- header shows is kept too (as the mail shows it:
    Enron rewrote outside addresses, ``bell.angela@enron.com`` for "Angela Bell <ab@yahoo.com>")."""
    mailboxes = _mailboxes(msg, header)
    entries = _export_entries(msg, header)
    if not entries:
        return mailboxes
    pairs = _align(mailboxes, entries)
    out = []
    for i, (name, addr) in enumerate(mailboxes):
        if i in pairs:
            x_name, x_addr = entries[pairs[i]]
            if x_name and (not name or (not name_key(name) and name_key(x_name))):
                name = x_name
            out.append((name, addr))
            if x_addr and x_addr != addr:
                out.append((x_name, x_addr))
        else:
            out.append((name, addr))
    used = set(pairs.values())
    out += [(x_name, x_addr) for j, (x_name, x_addr) in enumerate(entries) if j not in used and x_addr]
    return out


_LIST_POST = re.compile(r"<mailto:([^>?\s]+)", re.I)
_LIST_ID = re.compile(r"<([^<>\s]+)>")
_SENT = {
    "sent",
    "sent items",
    "sent mail",
    "sent messages",
    "sent-mail",
    "gesendet",
    "gesendete objekte",
    "envoyés",
    "éléments envoyés",
    "enviados",
    "elementos enviados",
    "posta inviata",
    "verzonden items",
}
_FOOTER = re.compile(
    r"\bunsubscribe\b|\bopt[- ]out\b|to (?:be )?remove(?:d)? (?:yourself |your (?:e-?mail |name )?(?:address )?)?"
    r"from (?:this|our|the|future)\b|you (?:are receiving|received|have received|receive) (?:this|these)\b"
    r"|(?:wish|want|would like|rather|prefer) not (?:to )?receive|if you (?:no longer )?(?:wish|want|would like) "
    r"to receive|(?:stop|discontinue) receiving|cancel (?:delivery|your subscription)|manage your (?:subscription|"
    r"e-?mail preferences|preferences)|update your (?:e-?mail |subscription )?preferences|you are subscribed"
    r"|(?:e-?mail|message) was sent to(?: the following address)?:? \S+@|your use of yahoo! groups",
    re.I,
)
_OWN_TEXT_END = re.compile(
    r"^\s*(?:-{3,}\s*(?:Original Message|Forwarded by|Forwarded message)|_{5,}\s*$|On .{3,120} wrote:|>|From: .+)",
    re.M | re.I,
)


def _own_text(body: str) -> str:
    """The message's own text: up to the first quoted, forwarded or replied-to part."""
    m = _OWN_TEXT_END.search(body)
    return body[: m.start()] if m else body


def _mailbox_owner(folder_path: str | None) -> str | None:
    """The mailbox an Outlook/ExMerge export came from names its owner in its folder path
    ("\\PALLEN (Non-Privileged)\\Allen, Phillip K.\\Inbox", "\\ExMerge - Gang, Lisa\\Inbox")."""
    for part in (folder_path or "").replace("\\", "/").split("/"):
        part = re.sub(r"^ExMerge\s*-\s*", "", part.strip(), flags=re.I)
        if "," in part and name_key(part):
            return part
    return None


def _signals(
    msg: EmailMessage, text: str, recipients: list[str], folder: str | None, folder_path: str | None
) -> list[str]:
    """What the headers say about how a message was sent, for the people step: ``list`` (posted to
    a discussion list: List-Post, X-Mailing-List), ``list:ADDR`` (the list's address), ``auto``
    (sent by a program: Auto-Submitted, a null Return-Path), ``bulk`` (Precedence bulk/junk/list,
    List-Id, List-Unsubscribe, an unsubscribe footer in its own text, undisclosed recipients),
    ``delivered:ADDR`` (the mailbox it was delivered to), ``mailbox:NAME`` (the mailbox's owner, as
    an Exchange export names it), ``sent`` (from a sent folder)."""
    out: list[str] = []
    posts = [a.lower() for v in _raw_values(msg, "List-Post") for a in _LIST_POST.findall(v)]
    posts += [a for v in _raw_values(msg, "X-Mailing-List") for _, a in split_addresses(v)]
    for v in _raw_values(msg, "Sender"):  # a list server resent it: owner-linux-mm@, notmuch-bounces@
        for _, a in split_addresses(v):
            local, _, domain = a.partition("@")
            name = re.sub(r"^owner-|-(?:owner|bounces?|request|admin)(?:\+.*)?$", "", local)
            if name != local and f"{name}@{domain}" in recipients:
                posts.append(f"{name}@{domain}")
    lists = list(posts)
    for v in _raw_values(msg, "List-Id"):
        for lid in _LIST_ID.findall(v):  # <linux-kernel.vger.kernel.org> is linux-kernel@vger.kernel.org
            head, _, rest = lid.lower().partition(".")
            lists += [
                a
                for a in recipients
                if a == f"{head}@{rest}" or (a.startswith(head + "@") and rest.endswith(a.split("@")[1]))
            ]
    if posts:  # a discussion list (one you can post to): its messages are its members' own
        out.append("list")
    out += [f"list:{a}" for a in dict.fromkeys(lists)]
    auto = (_header(msg, "Auto-Submitted") or "").strip().lower()
    if (auto and auto != "no" and not auto.startswith("auto-replied")) or "".join(
        _raw_values(msg, "Return-Path")
    ).strip() == "<>":
        out.append("auto")
    precedence = (_header(msg, "Precedence") or "").strip().lower()
    if (
        precedence in ("bulk", "junk", "list")
        or _raw_values(msg, "List-Id")
        or _raw_values(msg, "List-Unsubscribe")
        or _FOOTER.search(_own_text(text)[-3000:])
        or "undisclosed" in " ".join(_raw_values(msg, "To") + _raw_values(msg, "X-To")).lower()
    ):
        out.append("bulk")
    if not _raw_values(msg, "List-Id") and precedence not in ("bulk", "junk", "list"):
        for name in ("Delivered-To", "X-Original-To"):
            got = [a for v in _raw_values(msg, name)[:1] for _, a in split_addresses(v)]
            if got:
                out.append(f"delivered:{got[0]}")
                break
    if owner := _mailbox_owner(folder_path):
        out.append(f"mailbox:{owner}")
    if folder and folder.replace("\\", "/").strip("/. ").rsplit("/", 1)[-1].strip(". ").casefold() in _SENT:
        out.append("sent")
    return out


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
    people = _participants(msg)
    refs = _ids(_header(msg, "References")) or []
    parent = _ids(_header(msg, "In-Reply-To"))
    folder = container
    folder_path = _header(msg, "X-Folder")
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
        "author": (sender[0] or sender[1]) if sender else _nameless_sender(msg),
        "participants": _participant_strings(people),
        "title": _header(msg, "Subject") or None,
        "url": f"mid:{msgid}",
        "app": "Mail",
        "_refs": refs + [p for p in parent if p not in refs],
        "_location": location,
        "_position": position,
    }
    signals = _signals(msg, text, recipients, folder, folder_path)
    if signals:
        item["signals"] = signals
    # RFC 2156's Sensitivity header (Outlook, Thunderbird: Personal, Private, Company-Confidential)
    # makes a message private, as CLASS:PRIVATE does an event: a narrower role never sees it
    if (_header(msg, "Sensitivity") or "").strip().lower() in _PRIVATE:
        item["sensitivity"] = 2
    return item


_PRIVATE = {"personal", "private", "company-confidential"}
_FIELDS = ("From", "To", "Cc", "Bcc", "Reply-To")


def _participants(msg: EmailMessage) -> list[tuple[str, str, str]]:
    """(name, address, header) of everyone the headers name, the sender first, each address once
    (with the first name it is given)."""
    seen: dict[str, int] = {}
    out: list[tuple[str, str, str]] = []
    for field in _FIELDS:
        for name, addr in _named(msg, field):
            if addr in seen:
                at = seen[addr]
                if not out[at][0] and name:
                    out[at] = (name, addr, out[at][2])
                continue
            seen[addr] = len(out)
            out.append((name, addr, field))
    return out


def _participant_strings(people: list[tuple[str, str, str]]) -> list[str]:
    return [format_participant(name, addr) for name, addr, _ in people]


def _nameless_sender(msg: EmailMessage) -> str | None:
    """A From with a name and no address ("MAILER-DAEMON", an X.500 sender): its name."""
    value = _header(msg, "From")
    return clean_name(value) or None if value else None


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
