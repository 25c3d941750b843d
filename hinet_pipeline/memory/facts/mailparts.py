"""The parts of a mail body and who wrote each: the sender's own text, then every forwarded or quoted message under
its header block. What a part says (a signature, "I can be reached at ...") is its author's, never the forwarder's.

Header blocks as mail programs write them:

* "-----Original Message-----" / "---------- Forwarded message ----------" / "Begin forwarded message:" / a rule
  of underscores, then "From: / Sent: / To: / Cc: / Subject:" lines;
* Lotus Notes: "----- Forwarded by X/HOU/ECT on DATE -----" (X is the forwarder), then the author on the lines above
  "To: / cc: / Subject:" ("Jane Doe <jd@x.com> on 11/27/2001 09:09 AM", or "Jane Doe" over "11/27/2001 01:41 AM"),
  or "From: Jane Doe/HOU/ECT on DATE";
* quoted replies: "On D, X wrote:" ("X wrote:", "X כתב/ה:", "No dia D, X escreveu:", "בתאריך D, מאת X:") over ">".

``unquote`` blanks the ">" marks (same length, so offsets hold) and ``parts`` splits the result.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import accumulate
from operator import add

from hinet_pipeline.memory.facts.lines import line_matches
from hinet_pipeline.memory.people import identity
from hinet_pipeline.memory.people.identity import split_participant

_MAILTO = re.compile(r"\[\s*mailto:([^\]\s]+)[^\]]*\]", re.I)  # "[mailto:jd@x.com]", "[ mailto:jd@x.com <mailto:...> ]"
_PAREN_NOTE, _ANGLE_ADDR = re.compile(r"\s*\([^()@]*\)"), re.compile(r"<([^<>\s]+@[^<>\s]+)>")
_AT_DOMAIN_END = re.compile(r"@[\w.-]+$")
_NOTES_PATH = re.compile(r"/[A-Za-z][\w-]*(?:/[\w-]+)*$")
_DASH_WORD_END = re.compile(r"\s+-\s+\S+$")
_DASH_TAIL = re.compile(r"\s*[-–]\s+.*$")
_RULE_END = re.compile(r"-{3,}\s*$")
_ON_DATE = re.compile(r"\bon\s+\d{1,2}/\d{1,2}/\d{2,4}")
_SENT_STAMP = re.compile(r"\d{1,2}/\d{1,2}/\d{2,4}(?:\s+\d{1,2}:\d{2}\s*(?:[AP]M)?)?", re.I)

_KEY = r"(?:From|Sent|Date|To|Cc|Bcc|Subject|Sent by|Reply-To|Please respond to|Importance|מאת|אל|נשלח|נושא|תאריך)"
_HEADER = re.compile(rf"^[ \t]*{_KEY}[ \t]*:", re.I)
_HEADER_KEY = re.compile(rf"^[ \t]*({_KEY})[ \t]*:[ \t]*(.*)$", re.I)
_SEPARATOR = re.compile(
    r"^[ \t]*(?:-{2,}[ \t]*(?:Original Message|Forwarded (?:message|by)|Message d'origine|הודעה מקורית|הודעה שהועברה)"
    r"|Begin forwarded message:|_{10,}[ \t]*$|\*{3,}[ \t]*Forwarded)",
    re.I,
)
_FORWARDED_BY = re.compile(r"Forwarded by ", re.I)
# GroupWise: '"Doe, Jane" <Jane.Doe@x.com> 10/02/01 12:31PM >>>' over the quoted message
_GROUPWISE = re.compile(r"^[ \t]*(\S.{0,150}?)\s+\d{1,2}/\d{1,2}/\d{2,4}\s+\d{1,2}:\d{2}\s*[AP]M\s*>>>[ \t]*$", re.I)
_WROTE = re.compile(
    r"^[ \t]*(?:On\s.{4,200}?,[ \t]*|(?:No\s+dia|El|Le|Am)\s.{4,80}?,[ \t]*)?(\S.{1,120}?)[ \t]+"
    r"(?:wrote|writes|כתב|כתבה|כתב/ה|escreveu|escribió|a\s+écrit|schrieb)"
    r"(?:[ \t]+(?:on|at)[ \t]+(?P<on>[^\n]{3,60}?))?[ \t]*:[ \t]*$",  # ("Laurel Fenwick wrote on 3/28/2003:")
    re.M,
)
_ON_DAY = re.compile(r"[ \t]*On\s+(\S.{4,40}?\d{4}(?:,?\s+(?:at\s+)?\d{1,2}:\d{2}(?:\s*[AP]M)?)?)", re.I)
_AFTER_DAY = re.compile(r"[ \t]*,?[ \t]*(\S.{1,120}?)[ \t]+(?:wrote|writes)\b")
# Gmail's Hebrew attribution: "בתאריך 20 ביולי 2014 22:51, מאת Noa Friedman <noa@...>:", "ב-יום א׳, 5 במאי 2024 ב-21:40
_HE_WROTE = re.compile(  # מאת מיכל ברק <michal@...>:" (its day, then its author)
    r"^[ \t]*\u200f?(?:בתאריך\s+|ב-?(?=יום\s))(?P<on>[^\n]{4,80}?),?\s+מאת\s+(\S[^\n]{1,120}?)\s*\u200f?:\u200f?\s*$"
)
_QUOTE_MARKS = re.compile(r"^(?:[ \t]*>)+", re.M)
_DATE_TAIL = re.compile(
    r"\s+(?:on\s+)?\d{1,2}/\d{1,2}/\d{2,4}(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]M)?)?.*$|\s+on\s+\w+,?\s+\w+\s+\d.*$",
    re.I,
)
_DATE_LINE = re.compile(r"^[ \t]*\d{1,2}/\d{1,2}/\d{2,4}(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]M)?)?[ \t]*$", re.I)
_ADDR = re.compile(r"[\w.+'-]+@[\w-]+(?:\.[\w-]+)+")


@dataclass(frozen=True)
class Part:
    """``text[start:end]`` of ``unquote(body)``, written by ``name`` / ``address`` (None: unknown).
    ``own``: the sender's own text; ``quoted``: under ">" marks (a reply's quote); ``sent``: the
    part's own date line as written (Sent: / on DATE), if it has one."""

    start: int
    end: int
    name: str | None
    address: str | None
    own: bool
    quoted: bool = False
    sent: str | None = None
    to: str | None = None  # a forwarded message's one addressee, as its header writes them


def unquote(body: str) -> str:
    """The body with the ">" quote marks at line starts blanked (same length: spans stay valid)."""
    return _QUOTE_MARKS.sub(lambda m: " " * len(m.group()), body) if ">" in body else body


def _imceanotes(addr: str) -> str:
    """Exchange's wrapping of a Notes or Internet address ("IMCEANOTES-Jane+20Doe+20+3Cjd+40x+2Ecom+3E
    +40ENRON@ENRON.com") → what it wraps ('Jane Doe <jd@x.com>@ENRON')."""
    inner = addr.split("-", 1)[1].rsplit("@", 1)[0]
    return re.sub(r"\+([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), inner)


def person(text: str) -> tuple[str | None, str | None]:
    """(name as First Last, address) a header writes: "Jane Doe <jd@x.com>", "Doe, Jane",
    "Jane Doe [mailto:jd@x.com]", "Jane Doe/HOU/ECT@ECT", "jd@x.com on 11/27/2001 09:09 AM"."""
    text = " ".join(text.replace("\t", " ").split()).lstrip(" -*>:").rstrip(" -*:")
    text = _DATE_TAIL.sub("", text).strip()
    addr = None
    if m := _MAILTO.search(text):
        addr, text = m.group(1), (text[: m.start()] + text[m.end() :]).strip()
    text = _PAREN_NOTE.sub("", text).replace("mailto:", "")  # "Ward, Kim S (Houston)", "(E-mail)"
    if addr and addr.lower().startswith("imceanotes-"):
        if not text:
            text = _imceanotes(addr)
        addr = None
    if m := _ANGLE_ADDR.search(text):
        addr, text = addr or m.group(1), text[: m.start()].strip()
    elif not addr and (m := _ADDR.fullmatch(text.strip(" \"'"))):
        return None, m.group().lower()
    text = _AT_DOMAIN_END.sub("", text)  # "Name/ENRON@enronXgate", '"Doe, Jane" <..>@list'
    if not addr and (m := _ADDR.fullmatch(text.strip(" \"'"))):
        return None, m.group().lower()  # Notes routing an Internet address: "jd@x.com@ENRON"
    text = _NOTES_PATH.sub("", text)  # Lotus "Jane Doe/HOU/ECT"
    name = text.strip(" \"'")
    name = _DASH_WORD_END.sub("", name)  # "Davidson, Patricia - TPPSD": the department after the name
    name = _DASH_TAIL.sub("", name) or name  # "Ken Lay- Chairman of the Board": the role after the name
    if "," in name:
        last, _, first = name.partition(",")
        if first.strip() and "," not in first and len(last.split()) <= 3 and len(first.split()) <= 3:
            name = f"{first.strip()} {last.strip()}"
    if " " not in name and name.count(".") == 1 and "@" not in name:
        name = name.replace(".", " ")  # "Neil.Rigby"
    name = " ".join(name.split()) or None
    if name and ("@" in name or not any(c.isalpha() for c in name)):
        name = None
    return name, (addr.lower() if addr else None)


def sender(author: str | None, participants) -> tuple[str | None, str | None]:
    """(name, address) of a mail's sender: From's display name and the address the participants
    give it (a connector may keep the name as the author and the address among the participants)."""
    return _sender_of(author, tuple(participants))


def _split(entry: str) -> tuple[str, str]:
    """(name, address) of a participant string (``people.identity.split_participant``); a string
    without an address is a name."""
    return split_participant(entry) if "@" in entry else (entry.strip().strip('"'), "")


@lru_cache(maxsize=64)
def _sender_of(author: str | None, participants: tuple) -> tuple[str | None, str | None]:
    name, addr = _split(author or "")
    if "@" not in addr:
        addr = ""
        for p in participants:  # "Name" in From, its address among the participants
            n, a = _split(p)
            if n and n.strip('"') == (author or "") and "@" in a:
                addr = a
                break
    name = name.strip() or (None if "@" in (author or "") else (author or "").strip() or None)
    return (person(name)[0] if name else None), (addr.lower() or None)


@lru_cache(maxsize=4096)
def wrote(owner, source: str, who: str | None) -> bool:
    """``people.identity.wrote``, remembered: a mailbox asks it about the same few people again and again."""
    return identity.wrote(owner, source, who)


@lru_cache(maxsize=4096)
def from_mailbox(owner, source: str, who: str | None) -> bool:
    """The writer is one the mailbox shows as its owner (``Owner.mailbox``, where none is configured)."""
    mailbox = owner.mailbox and replace(owner, name=owner.mailbox[-1], identifiers=owner.mailbox, mailbox=())
    return bool(mailbox and who) and identity.wrote(mailbox, source, who)


def _lines(text: str) -> list[tuple[int, int]]:
    """(start, end) of each line, end without its newline."""
    lengths = [len(line) for line in text.split("\n")]
    starts = list(accumulate((n + 1 for n in lengths[:-1]), initial=0))
    return list(zip(starts, map(add, starts, lengths)))


def parts(body: str, author: str | None = None, participants=()) -> tuple[str, list[Part]]:
    """(unquote(body), its parts in order): the sender's own text first, then each forwarded or quoted message with
    its author (a part with no text of its own is left out). The extractors of one item ask for the same parts: the
    last few are kept."""
    return _parts(body, author, tuple(participants))


# where a part can start: a rule, a header key, an attribution ("... wrote:", "... >>>": only in a text with its words)
_CANDIDATE = re.compile(rf"^[ \t]*(?:-{{2,}}|_{{10,}}|\*{{3,}}|Begin forwarded|{_KEY}[ \t]*:)", re.M | re.I)
ATTRIBUTION = re.compile(
    r"^[^\n]*(?:wrote|writes|כתב\S*)(?:[ \t]+(?:on|at)[ \t]+[^\n]{3,60}?)?[ \t]*:[ \t]*$|^[^\n]*>>>[ \t]*$", re.M | re.I
)
_ATTRIBUTED = ("wrote", "writes", "escreveu", "escribió", "écrit", "schrieb")  # (an attribution's verb; others' only
_ELSE = r"^[^\n]*(?:escreveu|escribió|a\s+écrit|schrieb)[ \t]*:[ \t]*$|^[ \t]*\u200f?(?:בתאריך|ב-?יום)\s.{4,80}\sמאת"
_ATTRIBUTION_ELSE = re.compile(_ELSE + r"\s.+:\u200f?[ \t]*$", re.M | re.I)  # in a text that has one of their words)
_CANDIDATE_LEAD = re.compile(rf"\n[ \t]*(?:-{{2,}}|_{{10,}}|\*{{3,}}|Begin forwarded|{_KEY}[ \t]*:)", re.I)


def _candidates(text: str) -> list[int]:
    found = [m.start() for m in line_matches(_CANDIDATE, _CANDIDATE_LEAD, text)]
    folded = text.lower()  # the attribution's words as substrings (a case-blind pattern is slow)
    if "wrote" in folded or "writes" in folded or "כתב" in text or ">>>" in text:
        found = sorted({*found, *(m.start() for m in ATTRIBUTION.finditer(text))})
    if any(w in folded for w in _ATTRIBUTED[2:]) or "מאת" in text:
        found = sorted({*found, *(m.start() for m in _ATTRIBUTION_ELSE.finditer(text))})
    return found


@lru_cache(maxsize=8)
def _parts(body: str, author: str | None, participants: tuple) -> tuple[str, list[Part]]:
    text = unquote(body)
    name, addr = sender(author, participants)
    candidates = _candidates(text)
    if not candidates:
        return text, [Part(0, len(text), name, addr, True)]
    lines = _lines(text)
    starts = [a for a, _ in lines]
    todo = sorted({bisect_right(starts, c) - 1 for c in candidates})

    def quoted(i: int) -> bool:
        return 0 <= i < len(lines) and body[lines[i][0] : lines[i][1]].lstrip().startswith(">")

    cuts: list[tuple] = []  # (cut, body start, author's name, address, quoted, sent, to)
    n, done = len(lines), 0
    for i in todo:
        if i < done:
            continue
        s, e = lines[i]
        line = text[s:e]
        separator = _SEPARATOR.match(line)
        if separator or (_HEADER.match(line) and _starts_block(text, lines, i)):
            j = i
            if separator:
                j = i + 1
                if _FORWARDED_BY.search(line) and not _RULE_END.search(line) and j < n:
                    j += 1  # "... on 09/19/2000 11:45 \nAM -----": the wrapped rest of the rule
            who, sent, j, to = _header_block(text, lines, j)
            if separator and separator.group().lstrip().startswith("_") and who is None and sent is None:
                continue  # a rule of underscores with no header block under it: layout, not a message
            if who is None and not separator and not text[:s].strip():
                continue  # "To: ...\nSubject: ..." over the sender's own text: their letter's heading
            who_name, who_addr = who or (None, None)
            cuts.append((s, lines[j - 1][1] if j > i else e, who_name, who_addr, quoted(i), sent, to))
            done = max(j, i + 1)
            continue
        if line.rstrip().endswith(">>>") and (m := _GROUPWISE.match(line)):
            cuts.append((s, e, *person(m.group(1)), False, None, None))
        elif (he := "מאת" in line and _HE_WROTE.match(line)) and (quoted(i + 1) or quoted(i + 2)):
            cuts.append((s, e, *person(he.group(2)), True, he.group("on"), None))
        elif (any(w in line for w in _ATTRIBUTED) or "כתב" in line) and (m := _WROTE.match(line)):
            if quoted(i + 1) or quoted(i + 2):
                # ("On Mon, Mar 11, 2019 at 10:02 AM Priya Raman <...> wrote:": its day, then its author)
                on = _ON_DAY.match(line)
                who = (_AFTER_DAY.match(line, on.end()) or m).group(1) if on else m.group(1)
                cuts.append((s, e, *person(who), True, on.group(1) if on else m.group("on"), None))
    cuts = _rejoin(text, cuts)
    found: list[Part] = []
    first_end = cuts[0][0] if cuts else len(text)
    found.append(Part(0, first_end, name, addr, True))
    for k, (cut, body_start, who_name, who_addr, quoted, sent, to) in enumerate(cuts):
        end = cuts[k + 1][0] if k + 1 < len(cuts) else len(text)
        if text[body_start:end].strip():
            found.append(Part(body_start, end, who_name, who_addr, False, quoted, sent, to))
    return text, found


_ADDRESS_LINE = re.compile(r"^[^\n]*(?:[;@]|,\s*$)[^\n]*$")


def _rejoin(text: str, cuts: list) -> list:
    """A header block with no author and no date right under another one's address list that ran
    on for many lines ("To: a@x; ... / b@y; ... / (blank) / Cc: ... / Subject: ..."): the rest of
    the same header, not a message of its own."""
    out: list = []
    for cut in cuts:
        if out and cut[2] is None and cut[3] is None and cut[5] is None and not cut[4]:
            between = text[out[-1][1] : cut[0]]
            if all(_ADDRESS_LINE.match(ln) for ln in between.split("\n") if ln.strip()):
                out[-1] = (out[-1][0], cut[1], *out[-1][2:])
                continue
        out.append(cut)
    return out


def _starts_block(text: str, lines, i: int) -> bool:
    """A header line starts a block when two or more header lines follow one another (a lone
    "Subject:" in a body is text)."""
    keys = 0
    for s, e in lines[i : i + 8]:
        line = text[s:e]
        if _HEADER.match(line):
            keys += 1
        elif not line.strip() or not line[:1].isspace():
            break
    return keys >= 2


def _header_block(text: str, lines, j: int) -> tuple[tuple[str | None, str | None] | None, str | None, int, str | None]:
    """Read the header block from line ``j`` (blank lines first skipped): (author, date as written,
    the line after the block, its one addressee as written: none for a list of them, or with a Cc). Lotus writes the
    author above "To:" without a key."""
    n = len(lines)
    while j < n and not text[lines[j][0] : lines[j][1]].strip():
        j += 1
    who, sent, above, to = None, None, [], None
    k = j
    while k < n and not _HEADER.match(text[lines[k][0] : lines[k][1]]) and len(above) < 3:
        line = text[lines[k][0] : lines[k][1]].strip()
        if not line:
            break
        above.append(line)
        k += 1
    if above and k < n and _HEADER.match(text[lines[k][0] : lines[k][1]]):
        # Lotus: "Jane Doe <jd@x> on 11/27/2001 09:09 AM" or "Jane Doe" / "11/27/2001 01:41 AM"
        dated = [a for a in above if _DATE_LINE.match(a) or _ON_DATE.search(a)]
        if dated:
            first = next((a for a in above if not _DATE_LINE.match(a)), None)
            who = person(first) if first else None
            sent = dated[0]
            j = k
        else:
            return None, None, j, None
    elif above:
        return None, None, j, None
    while j < n:
        s, e = lines[j]
        if not (m := _HEADER_KEY.match(text[s:e])):
            break
        key, value = m.group(1).lower(), m.group(2)
        j += 1
        # a wrapped value: indented lines, an address on a line of its own, or (address lists) the
        # lines up to the next key a few lines on
        while j < n:
            nxt = text[lines[j][0] : lines[j][1]]
            if not nxt.strip() or _HEADER.match(nxt):
                break
            if nxt[:1] in (" ", "\t", "<", "[") or (
                key in ("to", "cc", "bcc", "אל") and any(_HEADER.match(text[a:b]) for a, b in lines[j + 1 : j + 4])
            ):
                value += " " + nxt.strip()
                j += 1
            else:
                break
        if key in ("from", "מאת") and value.strip():
            who = person(value)
            if d := _SENT_STAMP.search(value):
                sent = sent or d.group()
        elif key in ("sent", "date", "נשלח", "תאריך") and value.strip():
            sent = sent or value.strip()
        elif key in ("to", "אל"):
            to = _one(value.strip()) if to is not False else False
        elif key in ("cc", "עותק") and value.strip():
            to = False  # (a letter with a Cc speaks to several: "you" is no one in particular)
    return who, sent, j, to or None


def _one(value: str) -> str | None:
    """``value`` where a To line names one person: one address, or a name alone ("Gloria Fenske", Outlook's quoted
    "Beltran, Ana"); not a list."""
    if "@" in value:
        return value if len(identity.split_addresses(value)) == 1 else None
    quoted = value[:1] == '"' and value[-1:] == '"' and value.count('"') == 2
    return value if value and ";" not in value and ("," not in value or quoted) and len(value) <= 80 else None
