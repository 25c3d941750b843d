"""Mail headers, read safely: the parsing policy (an over-long value is plain text, read in linear
time), a message parsed from bytes, Message-IDs, header values, and the participants of the address
headers, with the names Exchange exports keep apart in X-From / X-To aligned to their addresses."""

from __future__ import annotations

import email.feedparser
import email.header
import email.policy
import re
from email.message import EmailMessage

from hinet_pipeline.intake.connectors.mail_relay import ORIGINAL_HEADERS, spelled_out, unrelayed
from hinet_pipeline.memory.people.identity import (
    ADDRESS,
    clean_name,
    decode_words,
    escaped_bytes,
    fits_address,
    format_participant,
    name_key,
    split_addresses,
)

_MSGID = re.compile(r"<([^<>\s]+)>")
# The structured header parser of ``policy.default`` is quadratic on some input: 50,000 '"' in a To
# header took 47 s, 20,000 Content-Type parameters 13 s per read. A longer value is read as plain
# text (encoded words decoded): real address lists up to 15 KB still yield the same people. The
# MIME headers' parameter parser is quadratic too, and no real Content-Type is that long: cut.
_PARSE_LIMIT = 4096
_MIME_PARAMS = ("content-type", "content-disposition")


def _plain(value: str) -> str:
    value = "".join(value.splitlines())
    if escaped_bytes(value):  # 8-bit bytes the parser escaped
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


POLICY = _Policy()


def message_ids(value: str | None) -> list[str]:
    # a Message-ID has an "@"; real mail carries junk like "<yes>" that would merge threads
    return [i for i in _MSGID.findall(str(value or "")) if "@" in i]


def header_value(msg: EmailMessage, name: str) -> str | None:
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


def raw_values(msg: EmailMessage, name: str) -> list[str]:
    """Every value of a header as the message wrote it (encoded words and all): the address
    parser reads the raw header, so an encoded comma in a name splits nothing."""
    lower = name.lower()
    return [str(v) for k, v in msg.raw_items() if k.lower() == lower]


def _mailboxes(msg: EmailMessage, name: str) -> list[tuple[str, str]]:
    """(name, address) of each mailbox of an address header (``identity.split_addresses``)."""
    found: list[tuple[str, str]] = []
    for value in raw_values(msg, name):
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


def _export_entries(msg: EmailMessage, header: str, *, raw: bool = False) -> list:
    """The X- header's entries of an address header, as (name, address); ``raw``: as ((name,
    address), the entry's text)."""
    name = _EXPORT_NAMES.get(header)
    values = raw_values(msg, name) if name else []
    entries: list = []
    for value in values:
        value = decode_words(" ".join(value.splitlines()))
        for text in _export_parts(value):
            if (e := _export_entry(text)) != ("", ""):
                entries.append((e, text) if raw else e)
    return entries


_MBX = re.compile(r"/CN=MBX_", re.I)  # an Exchange resource mailbox: "</O=ENRON/.../CN=MBX_IBUYIT>"
_ONE_WORD_X500 = re.compile(r"[ \t]*[^\s,<]+[ \t]*</O=", re.I)  # "Bodyshop </O=ENRON/...>": no person's name


def _resource(text: str) -> bool:
    return bool(_MBX.search(text) or _ONE_WORD_X500.match(text))


def resource_mailboxes(msg: EmailMessage) -> list[str]:
    """The addresses whose X- entry names an Exchange resource mailbox: ``CN=MBX_...`` (a shared,
    role or system mailbox: "Ken Lay - Office of the Chairman", "ibuyit", "ISC Registrar"), or an
    X.500 name of one word, where a person's is "Last, First" ("Bodyshop", "ethink", "SQL_MAIL")."""
    out = []
    for header in ("From", "To", "Cc"):
        entries = _export_entries(msg, header, raw=True)
        if not any(_resource(text) for _, text in entries):
            continue
        mailboxes = _mailboxes(msg, header)
        if len(mailboxes) == 1 and sum(text.count("</") for _, text in entries) == 1:
            out.append(mailboxes[0][1])  # one mailbox, one X.500 name ("Legal - Rob Walls, Jr. </...MBX_...>")
            continue
        pairs = _align(mailboxes, [e for e, _ in entries])
        out += [mailboxes[i][1] for i, j in pairs.items() if _resource(entries[j][1])]
    return out


def addressing(msg: EmailMessage) -> list[str]:
    """What the address headers say of how a message was addressed: ``no-to`` (no address in To or
    an export's X-To: copies only), ``to-name:NAME`` (each name an export's To gives where To holds
    no mailbox: "IBuyIt Payables User List", "All Enron Worldwide"), ``resource:ADDR``
    (``resource_mailboxes``)."""
    out = ["no-to"] if not any("@" in v for v in raw_values(msg, "To") + raw_values(msg, "X-To")) else []
    if not _mailboxes(msg, "To"):
        out += [f"to-name:{n}" for n, a in _export_entries(msg, "To") if n and not a]
    return out + [f"resource:{a}" for a in dict.fromkeys(resource_mailboxes(msg))]


def _fits(mailbox: tuple[str, str], entry: tuple[str, str]) -> bool:
    """The X- entry stands for this mailbox: the same address, or a name the address is made of."""
    addr, (name, other) = mailbox[1], entry
    if other and other == addr:
        return True
    if name and name.casefold() == addr.split("@", 1)[0]:
        return True  # "ibuyit </O=ENRON/.../CN=MBX_IBUYIT>" for ibuyit@enron.com
    key = name_key(name) if name else None
    if key is None:
        return False
    return fits_address(addr, key) or key == name_key(mailbox[0])


def _fit_table(mailboxes: list[tuple[str, str]], entries: list[tuple[str, str]]) -> list[list[bool]]:
    """``fit[i][j]``: entry j stands for mailbox i (``_fits``), asked only where it can hold: the same
    address, the same name, a one-word name that is the local part, or an address whose local part
    starts with the first letter of one of the name's words (every form ``fits_address`` accepts
    does), so a list of hundreds costs a few tests per entry, not one per mailbox."""
    n, m = len(mailboxes), len(entries)
    fit = [[False] * m for _ in range(n)]
    by_addr: dict[str, list[int]] = {}
    by_key: dict[tuple[str, ...], list[int]] = {}
    by_letter: dict[str, list[int]] = {}
    by_local: dict[str, list[int]] = {}
    rewritten: dict[str, list[int]] = {}  # Exchange's ".gasdaily@enron.com" for an outside address
    for i, (name, addr) in enumerate(mailboxes):
        by_addr.setdefault(addr, []).append(i)
        by_local.setdefault(addr.split("@", 1)[0], []).append(i)
        if addr.startswith(".") and (word := addr[1:].split("@", 1)[0].casefold()):
            rewritten.setdefault(word, []).append(i)
        if name and (own := name_key(name)) is not None:
            by_key.setdefault(own, []).append(i)
        if first := _LOCAL_LETTER.search(addr.split("@", 1)[0].casefold()):
            by_letter.setdefault(first.group(), []).append(i)
    for j, (name, other) in enumerate(entries):
        for i in by_addr.get(other, ()) if other else ():
            fit[i][j] = True
        for i in by_local.get(name.casefold(), ()) if name and " " not in name else ():
            fit[i][j] = True  # a one-word name that is the address's local part ("ibuyit")
        key = name_key(name) if name else None
        if rewritten:  # the rewrite keeps the entry's first name (or first word) or its local part
            words = {key[0]} if key else {w.casefold() for w in re.findall(r"[A-Za-z]+", name or "")[:1]}
            local = re.sub(r"[^a-z]", "", (other or "").split("@", 1)[0].casefold())
            for word, held in rewritten.items():
                if word in words or (len(word) >= 3 and local.startswith(word)):
                    for i in held:
                        fit[i][j] = True
        if key is None:
            continue
        for i in by_key.get(key, ()):
            fit[i][j] = True
        for letter in {t[0] for t in key}:
            for i in by_letter.get(letter, ()):
                if not fit[i][j] and fits_address(mailboxes[i][1], key):
                    fit[i][j] = True
    return fit


# the first letter of an address's local part as fits_address splits it into words
_LOCAL_LETTER = re.compile(r"[a-z\u00c0-\u024f]")
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
    fit = _fit_table(mailboxes, entries)
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


def _named(msg: EmailMessage, header: str, aliases: list | None = None) -> list[tuple[str, str]]:
    """The mailboxes of an address header with the names the export's X- header gives them where
    the header has none; an address only the X- header shows is kept too (as the mail shows it:
    Enron rewrote outside addresses, ``bell.angela@enron.com`` for "Angela Bell <ab@yahoo.com>"),
    and the pair of them goes into ``aliases``."""
    mailboxes = _mailboxes(msg, header)
    if header == "From":  # a sender a list rewrote as its own ("Beth Tran via groups.io"): as they are
        originals = [mailbox for h in ORIGINAL_HEADERS for mailbox in _mailboxes(msg, h)]
        relayed, mailboxes = mailboxes, [unrelayed(*mailbox, originals) for mailbox in mailboxes]
        if aliases is not None:  # (a relay address that spells theirs out is theirs too: "x=gmail.com@groups.io")
            aliases += [(a, b) for (_, a), (_, b) in zip(relayed, mailboxes) if a != b and spelled_out(a)]
    entries = _export_entries(msg, header)
    if not entries:
        return mailboxes
    pairs = _align(mailboxes, entries)
    out = []
    for i, (name, addr) in enumerate(mailboxes):
        if i in pairs:
            x_name, x_addr = entries[pairs[i]]
            # the export's name where the header gives none, or no person's name ("email" for
            # "Phillip Allen - Home (email)" <pallen70@hotmail.com>, the address Enron rewrote)
            if x_name and (not name or (not name_key(name) and (name_key(x_name) or len(x_name) > len(name)))):
                name = x_name
            out.append((name, addr))
            if x_addr and x_addr != addr:
                out.append((x_name, x_addr))
                if aliases is not None:
                    aliases.append((addr, x_addr))
        elif (i + 1) in pairs and (twin := _rewritten_before(addr, mailboxes[i + 1][1], entries[pairs[i + 1]])):
            out.append((name or twin[0], addr))  # "meeks@enron.com, dmeeks@volunteer-nrg.com" beside one
            if aliases is not None:  # X-To entry "MEEKS, DAARLA <DMeeks@volunteer-nrg.com>"
                aliases.append((addr, twin[1]))
        else:
            out.append((name, addr))
    used = set(pairs.values())
    out += [(x_name, x_addr) for j, (x_name, x_addr) in enumerate(entries) if j not in used and x_addr]
    return out


def _rewritten_before(addr: str, following: str, entry: tuple[str, str]) -> tuple[str, str] | None:
    """(name, address) of the X- entry of the next mailbox when ``addr`` is the export's rewrite of
    that same mailbox, written just before it: the entry shows the next address, and every word of
    the rewrite's local part is a word of the entry's name ("meeks@enron.com" for "MEEKS, DAARLA
    <DMeeks@volunteer-nrg.com>")."""
    x_name, x_addr = entry
    if not x_name or x_addr != following or "@" not in addr or addr.split("@", 1)[1] == following.split("@")[-1]:
        return None
    words = [w for w in re.split(r"[^a-z]+", addr.split("@", 1)[0]) if len(w) > 1]
    named = {w for w in re.split(r"[^a-z]+", x_name.casefold()) if w}
    return (x_name, x_addr) if words and all(w in named for w in words) else None


_FEED = 8192  # what email.parser.Parser.parse reads and feeds at a time


def parse_message(raw: bytes) -> EmailMessage:
    """``email.message_from_bytes(raw, policy=POLICY)``, the same calls to the same FeedParser,
    without its two whole copies of the message: BytesParser decodes all of ``raw`` to one str, then
    reads it back through a StringIO (4 bytes a character): 8.8x the message at peak, now 3.7x."""
    parser = email.feedparser.FeedParser(policy=POLICY)
    for at in range(0, len(raw), _FEED):  # ASCII + surrogateescape: one character per byte
        parser.feed(raw[at : at + _FEED].decode("ASCII", errors="surrogateescape"))
    return parser.close()


_FIELDS = ("From", "To", "Cc", "Bcc", "Reply-To")


def participants(msg: EmailMessage, aliases: list | None = None) -> list[tuple[str, str, str]]:
    """(name, address, header) of everyone the headers name, the sender first, each address once
    (with the first name it is given). ``aliases``: gets (address, address) of each mailbox an
    export wrote two ways (Enron's ``jud@enron.com`` for "Jud <lakepeople2@juno.com>")."""
    seen: dict[str, int] = {}
    out: list[tuple[str, str, str]] = []
    for field in _FIELDS:
        for name, addr in _named(msg, field, aliases):
            if addr in seen:
                at = seen[addr]
                if not out[at][0] and name:
                    out[at] = (name, addr, out[at][2])
                continue
            seen[addr] = len(out)
            out.append((name, addr, field))
    return out


def participant_strings(people: list[tuple[str, str, str]]) -> list[str]:
    return [format_participant(name, addr) for name, addr, _ in people]


def nameless_sender(msg: EmailMessage) -> str | None:
    """A From with a name and no address ("MAILER-DAEMON", an X.500 sender): its name."""
    value = header_value(msg, "From")
    return clean_name(value) or None if value else None
