"""Sign-off blocks: the lines under a message where its writer gives their name, title, organisation,
phones, e-mail and postal address ("Fran Fagan / Sr. HR Rep / Enron Transportation Services /
713.853.5219 / fran.fagan@enron.com").

A block is a line that is a person's name, at the start of a paragraph (after a blank line, a
sign-off such as "Thanks," or "sent by:"), followed by lines each of which is a title, an
organisation or a unit, a phone, an e-mail, a web address or part of a postal address; it ends at
a line of prose, another name or a blank line that more prose follows. Each line is read by what
it is, not by where it stands:

* phones with ``phonenumbers``' ``PhoneNumberMatcher`` in the owner's region, each by the label
  before it ("Cell:", "Fax:") or, without one, after it ("713-345-8799 office", "(713) 646-7867
  Fax"): fax, pager and toll-free numbers are never the person's;
* a title by its head noun ("Vice President, East Power Trading"; "Assistant to Elizabeth Sager":
  then Elizabeth Sager is her manager, and a title on the next line is his);
* an organisation by a legal ending ("Enron Net Works LLC") or by sharing its name with the domain
  of the writer's address ("Enron Transportation Services" under an @enron.com address);
* an e-mail only where it is the named person's (their name in its local part: not a team box);
* a street line with its city and postcode line is the postal address.

The block belongs to the person it names: the part's author when the name is theirs (by name, or
the name in their address), else that person (an assistant signing on her manager's account).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Iterator

from .lexicon import (
    MOBILE,
    NAME_PARTICLES,
    NAME_SUFFIXES,
    NOT_A_PHONE,
    NOT_NAMES,
    ORG_SUFFIXES,
    PHONE_LABEL,
    SIGN_OFFS,
    UNIT_WORDS,
    has_title,
    org_suffix,
    title_in,
)
from .mailparts import wrote

# patterns used in the loops, compiled once
_HE_NAME = re.compile(r"[א-ת'\"׳״-]+(?:\s+[א-ת'\"׳״-]+){1,3}")
_NOT_LOWER = re.compile(r"[^a-z]")
_WORD = re.compile(r"[A-Za-z][\w&'-]*")
_SENTENCE_MARK = re.compile(r"[:;!?]|'s\b")
_DIGIT = re.compile(r"\d")
_DAY_MONTH = re.compile(r"\d{1,2}/\d{1,2}")
_NAME_LINE_SEP = re.compile(r",\s+|\s+[|–-]\s+|\t+")
_LOCAL_SEP = re.compile(r"[._-]+")
_TITLE_LABEL = re.compile(r"^(?:Title|Position|Role)\s*:\s*", re.I)
_STATE_ZIP = re.compile(r"(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\.?\s+\d{5}")
_EMAIL_LABEL = re.compile(r"^(?:mailto:|e-?mail[-:.]?)")
_FIELD_SEP = re.compile(r",\s+|\s+[|–]\s+|\s+-\s+")
_STREET_MARK = re.compile(r"\d|P\.?\s?O", re.I)
_LONG_WORD = re.compile(r"[A-Za-z]{3,}")
_AT_WORD = re.compile(r"\s+at\s+")

if TYPE_CHECKING:
    from ..config import Owner
    from ..records import CanonicalItem
    from .store import Found

_EMAIL = re.compile(r"[\w.+'-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(r"(?:https?://|www\.)\S+", re.I)
_DIGITS = re.compile(r"\d[\d\s().+/-]{6,}\d")
_NAME_TOKEN = re.compile(
    r"(?:[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)*|[A-Z][a-z]*[A-Z][a-z]+|[A-Z]\.?|[A-Z]\.[A-Z][a-z]+|\([A-Z][a-z]+\))$"
)
_STREET = re.compile(
    r"^(?:\d{1,6}[A-Za-z]?(?:-\d+)?\s+(?:[NSEW]\.?\s+)?[A-Z0-9][\w.'-]*(?:\s+[\w.,'#-]+){0,7}"
    r"|P\.?\s?O\.?\s+Box\s+\d+.*|(?:Suite|Ste\.?|Floor|Room)\s+\w+.*)$",
    re.I,
)
_CITY = re.compile(
    r"^[A-Z][A-Za-z .'-]+,?\s+(?:[A-Z]{2}|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\.?,?\s+\d{5}(?:-\d{4})?"
    r"(?:,?\s+[A-Z][\w .]+)?$"
    r"|^\d{4,6}\s+[A-Z][\w .'-]+$|^[A-Z][\w .'-]+,?\s+[A-Z]{1,2}\d[\w ]{2,5}$"
)
_ASSISTANT_TO = re.compile(
    r"^(?:(?:Executive|Administrative|Personal|Sr\.?|Senior)\s+)?(?:Assistant|Asst\.?)\s+to\s+(.+)$", re.I
)
# the words of a street line ("9400 Circle Drive", "1400 Smith St.", "20555 SH 249"), in English
# and the languages of the sample (Straße, rue, רחוב): a number before them is a house number
_STREET_WORD = re.compile(
    r"\b(?:street|st|avenue|ave|road|rd|drive|dr|boulevard|blvd|way|lane|ln|circle|cir|court|ct|place|pl|parkway|pkwy|"
    r"highway|hwy|sh|fm|loop|plaza|square|sq|terrace|trail|tr|suite|ste|floor|building|bldg|tower|center|centre|"
    r"straße|strasse|str|weg|platz|allee|rue|via|calle)\b\.?|רחוב|שדרות",
    re.I,
)
# something a phone number could be: three digits, three, four (with any separators), or "+country"
_PHONEISH = re.compile(r"\d{3}\)?[\s./-]{0,3}\d{3}[\s./-]{0,2}\d{4}|\+\s?\d{1,3}[\s.-]?\d")
_TAIL = 2500  # characters: where a message's sign-off is looked for, from its end
_BULK = re.compile(r"\bunsubscribe\b|\bto stop receiving\b|\bremove(?:d)? from (?:our|this) (?:mailing )?list\b", re.I)
_BUILDING = re.compile(r"\b(?:Building|Tower|Plaza|Center|Centre|Place|Floor|House)\b")


@dataclass(frozen=True)
class Said:
    """One thing a block says about ``name`` (its ``address`` when the mail shows it)."""

    name: str | None
    address: str | None
    predicate: str
    object: str
    span: tuple[int, int]


@dataclass
class _Line:
    kind: str
    text: str
    start: int
    end: int


def _words(text: str) -> list[str]:
    return text.replace(",", " ").split()


def name_of(line: str) -> str | None:
    """The person a line names ("Sherron S. Watkins", "Robert C. (Bob) Lyon", "Laura A. de la
    Torre"), or None: 2-5 words, each capitalised, an initial, a particle or a suffix; none of them a
    word of a title, a unit, a greeting or a sign-off."""
    line = line.strip().strip("-–—*_ \t").rstrip(",")
    tokens = line.split()
    if not 2 <= len(tokens) <= 5 or not line.isascii() and not _hebrew_name(line):
        return None
    if not line.isascii():
        return line
    core = 0
    for i, t in enumerate(tokens):
        low = t.casefold()
        if low.rstrip(".,") in NOT_NAMES or low.strip(".,()") in UNIT_WORDS or has_title(t):
            return None
        if i and low.strip(",") in ORG_SUFFIXES:
            return None  # "Enron Corp", "Smith Company"
        if i and (low in NAME_PARTICLES or low.rstrip(",") in NAME_SUFFIXES):
            continue
        if not _NAME_TOKEN.match(t.rstrip(",")):
            return None
        core += len(t.strip(".()")) > 1
    if core < 2 or len(tokens[-1].strip(".")) < 2 and tokens[-1].casefold() not in NAME_SUFFIXES:
        return None
    return " ".join(t for t in tokens if not t.startswith("("))  # "Robert C. (Bob) Lyon": the name, not the nickname


def _hebrew_name(line: str) -> bool:
    return bool(_HE_NAME.fullmatch(line)) and not has_title(line)


def same_person(name: str | None, address: str | None, other_name: str | None, other_address: str | None) -> bool:
    """Whether a name (and address) and another name or address are one person: the same address;
    the same last name with the same first initial; or the last name (its first six letters: mail
    systems cut them) in the local part of the other's address with an initial of the name."""
    if address and other_address and address == other_address:
        return True
    a, b = _name_parts(name), _name_parts(other_name)
    if a and b and a[-1] == b[-1] and a[0][:1] == b[0][:1]:
        return True
    for parts, addr in ((a, other_address), (b, address)):
        if parts and addr and _in_local(parts, addr):
            return True
    return False


def _name_parts(name: str | None) -> list[str]:
    if not name:
        return []
    words = [_NOT_LOWER.sub("", w.casefold()) for w in name.split() if not w.startswith("(")]
    words = [w for w in words if w and w not in NAME_SUFFIXES and w not in NAME_PARTICLES]
    return words if len(words) >= 2 else []


def _in_local(parts: list[str], address: str) -> bool:
    local = _NOT_LOWER.sub("", address.split("@")[0].casefold())
    last = parts[-1]
    key = last[: max(4, min(len(last), 6))]
    if len(last) < 3 or key not in local:
        return False
    rest = local.replace(key, "", 1)
    return local == key or any(p[:1] and p[0] in rest for p in parts[:-1]) or parts[0] in local


def _domains(addresses) -> set[str]:
    return set(_domains_of(tuple(addresses)))


@lru_cache(maxsize=512)
def _domains_of(addresses: tuple) -> frozenset[str]:
    """The labels of the addresses' domains that name an organisation ("enron" of enron.com)."""
    out = set()
    for a in addresses:
        if a and "@" in a:
            labels = a.split("@")[1].casefold().rstrip(">").split(".")
            out |= {x.replace("-", "") for x in labels[:-1] if x not in ("mail", "email", "www", "co", "com", "net")}
    return frozenset(out)


def _is_org(text: str, domains: set[str]) -> bool:
    words = [w for w in _WORD.findall(text)]
    if not words or len(words) > 7 or _SENTENCE_MARK.search(text):
        return False
    if org_suffix(text):
        return True
    first = words[0].casefold()
    initials = "".join(w[0] for w in words if w[0].isupper()).casefold()
    joined = "".join(w.casefold() for w in words[:3])  # "Lands Energy Consulting" of landsenergy.com
    return (
        first in domains
        or (len(initials) >= 2 and initials in domains)
        or any(len(d) >= 6 and (joined.startswith(d) or d.startswith(joined)) for d in domains)
    )


@lru_cache(maxsize=256)
def phones_on_line(line: str, region: str) -> list[tuple[str, str, int, int]]:
    """(E.164, kind, start, end) of each number on a line; kind "work", "mobile", "home" or "no"
    (fax, pager, toll-free: not the person's)."""
    import phonenumbers

    found = list(phonenumbers.PhoneNumberMatcher(line, region))
    out = []
    for k, m in enumerate(found):
        before = line[found[k - 1].end if k else 0 : m.start]
        after = line[m.end : found[k + 1].start if k + 1 < len(found) else len(line)]
        labels = PHONE_LABEL.findall(before + line[m.start : m.start + 2])  # "F (514) ...": the label's number
        label = labels[-1] if labels else None
        if label is None and (la := PHONE_LABEL.match(after.lstrip(" \t([-"))) and ":" not in after[: la.end() + 3]:
            label = la.group("label")
        label = (label or "").casefold().rstrip(".:)")
        ntype = phonenumbers.number_type(m.number)
        if label in NOT_A_PHONE or ntype in (
            phonenumbers.PhoneNumberType.TOLL_FREE,
            phonenumbers.PhoneNumberType.PAGER,
            phonenumbers.PhoneNumberType.PREMIUM_RATE,
            phonenumbers.PhoneNumberType.SHARED_COST,
        ):
            kind = "no"
        else:
            kind = "mobile" if label in MOBILE else "home" if label in ("home", "h", "בית") else "work"
        e164 = phonenumbers.format_number(m.number, phonenumbers.PhoneNumberFormat.E164)
        out.append((e164, kind, m.start, m.end))
    return out


def _kind(line: str, domains: set[str], region: str) -> str:
    s = line.strip()
    if not s:
        return "blank"
    words = _words(s)
    if _EMAIL.search(s) and len(words) <= 5:
        return "email"
    if _URL.search(s) and len(words) <= 4:
        return "url"
    if len(words) <= 8 and _PHONEISH.search(s):  # phonenumbers reads it later, only in a block
        return "phone"
    if _CITY.match(s) and not (_STREET_WORD.search(s) and _DIGIT.match(s)):
        return "city"
    if _STREET.match(s) and len(words) <= 9 and not s.endswith((".", "!", "?")) or s.endswith("St."):
        return "street"
    if len(words) <= 10 and not prose(s) and _is_org(s, domains) and not has_title(s):
        return "org"
    if name_of(s):
        return "name"
    if len(words) <= 10 and not prose(s):
        if has_title(s) and not _DAY_MONTH.search(s):
            return "title"
        caps = sum(1 for w in words if w[:1].isupper() or w in ("&", "and", "of", "-", "/"))
        if len(words) <= 6 and caps >= len(words) - 1:
            return "building" if _BUILDING.search(s) else "unit"
    return "prose"


_LOWER_RUN = re.compile(r"(?:\b[a-z][a-z']*\b[ ,]+){3}[a-z]")
_SENTENCE_END = re.compile(r"\b[A-Za-z]{5,}[.!?]\s+[A-Z]|[!?]\s*$|\b[a-z]{4,}\.\s*$")


def prose(line: str) -> bool:
    """A line of running text: a run of four lower-case words ("please give me a call"), or a
    sentence end after a full word ("... the project. Bob"); "Sr. HR Rep" and "Asst. to X" are not."""
    return bool(_LOWER_RUN.search(line) or _SENTENCE_END.search(line))


_DETAIL = ("email", "url", "phone", "city", "street", "title", "org", "unit", "building")


def _starts_block(prev: str | None) -> bool:
    """A name starts a block after a blank line, a sign-off ("Thanks,", "Best regards", "--") or
    "sent by:"."""
    if prev is None or not prev.strip():
        return True
    p = prev.strip().casefold().rstrip(",.!:-– ")
    words = p.split()
    if not p or not any(c.isalnum() for c in p):
        return True  # a rule: "===", "-----", "____"
    return (words[0].strip(",.!") in SIGN_OFFS and len(words) <= 4) or p in ("sent by",)


# a line that may name a person, alone or before ", Title": 2-5 capitalised words, initials,
# particles; found in one scan, so only these lines (few in a mail) are read in Python
_NAME_LINE = re.compile(
    r"^[ \t]*[-–—*_]*[ \t]*(?:[A-Z][a-z]+|[A-Z][a-z]*[A-Z][a-z]+|[A-Z]\.[A-Z][a-z]+)"
    r"(?:[ \t]+(?:[A-Z][\w'-]*\.?|\([A-Z][a-z]+\)|de|la|le|van|von|der|den|da|di|du|del|della|bin|ben|bar)){1,4}[ \t]*"
    r"(?:(?:,[ \t]*|[ \t]+[|–-][ \t]+|\t+)[^\n]{0,80})?$"
    r"|^[ \t]*[א-ת][א-ת'\"׳״-]+(?:[ \t]+[א-ת][א-ת'\"׳״-]+){1,3}[ \t]*$",
    re.M,
)


def blocks(text: str, start: int, end: int, domains: set[str], region: str) -> Iterator[tuple[str, list[_Line]]]:
    """(name, the block's lines after the name line, classified) of each sign-off block in
    ``text[start:end]``."""
    after = start
    for cand in _NAME_LINE.finditer(text, start, end):
        s, e = cand.span()
        if s < after:
            continue  # inside the block just read
        head = text[s:e]
        prev_end = s - 1
        prev = text[text.rfind("\n", start, max(start, prev_end)) + 1 : prev_end] if prev_end > start else None
        # a sign-off often follows the last sentence on the next line ("... from me.\nSue Mara\n(415) ..."):
        # then only a block that gives a phone or an e-mail counts
        tight = not _starts_block(prev)
        if tight and not (prev or "").rstrip().endswith((".", "!", "?", ")")):
            continue
        first = None
        pieces = [p.strip() for p in _NAME_LINE_SEP.split(head.strip()) if p.strip()]
        name = name_of(pieces[0]) if pieces else None
        if name and any(w.casefold().strip(".,") in domains for w in name.split()):
            name = None  # "Enron Happenings": an organisation's newsletter, not a person
        if name and len(pieces) > 1:  # "Kim Ward, Manager": the title on the name's line
            rest = ", ".join(pieces[1:])
            if len(rest.split()) <= 8 and not prose(rest) and (has_title(rest) or _is_org(rest, domains)):
                first = _Line("title" if has_title(rest) else "org", rest, e - len(rest), e)
            elif rest.casefold().strip(".") not in ("jr", "sr", "ii", "iii", "phd", "ph.d"):
                name = None
        if not name:
            continue
        got = [first] if first else []
        pos, blank, n = e + 1, 0, 0
        while pos <= end and n < 14:
            nl = text.find("\n", pos, end)
            line_end = end if nl < 0 else nl
            line = text[pos:line_end]
            n += 1
            kind = _kind(line, domains, region)
            if kind == "name" and got:  # a second name-like line inside a block ("Camps For Kids") names
                nxt = text.find("\n", line_end + 1, end)  # an organisation when more details follow it
                after_line = text[line_end + 1 : end if nxt < 0 else nxt] if line_end < end else ""
                if _kind(after_line, domains, region) in ("phone", "email", "street", "city", "url"):
                    kind = "unit"
            if kind == "blank":
                blank += 1
                if blank > 1 or nl < 0:
                    break
                pos = line_end + 1
                continue
            if kind not in _DETAIL:
                break
            if blank and kind in ("unit", "org", "building") and not got:
                break  # a name line, a blank line and then text: a sign-off over a new paragraph
            blank = 0
            got.append(_Line(kind, line.strip(), pos + len(line) - len(line.lstrip()), line_end))
            if nl < 0:
                break
            pos = line_end + 1
        wanted = ("phone", "email") if tight else ("phone", "email", "street", "city", "title", "org")
        if got and any(g.kind in wanted for g in got):
            yield name, got
            after = got[-1].end


def names_someone(name: str | None, address: str | None) -> bool:
    """Whether a sender's name or address says who they are ("Rick Buy", "rick.buy@", "k..allen@"):
    then a sign-off naming someone else is that other person's (an assistant's); a mailbox that says
    nobody ("arta@", "info@") is signed by whoever signs it."""
    from .mailparts import person

    if name and name_of(person(name)[0] or ""):
        return True
    local = (address or "").split("@")[0]
    return len([c for c in _LOCAL_SEP.split(local) if c.isalpha()]) >= 2


def read(
    text: str,
    start: int,
    end: int,
    author: str | None,
    address: str | None,
    region: str,
    others: tuple[str, ...] = (),
    own: bool = False,
) -> list[Said]:
    """What the sign-off blocks in ``text[start:end]`` say, each about the person its block names:
    the part's author (``author``, ``address``) when the name is theirs, or (``own``: the sender's
    own text) when the sender's mailbox names nobody and the block is the last one."""
    from .structured import not_a_person

    tail = max(start, end - _TAIL)  # a sign-off closes its message: its last lines, not a long newsletter
    if not (_PHONEISH.search(text, tail, end) or text.find("@", tail, end) >= 0 or title_in(text, tail, end)):
        return []  # no number, no address, no title: nothing a sign-off would say
    kind = not_a_person(author, address) if own else None
    if own and _BULK.search(text, tail, end):
        kind = "newsletter"  # an unsubscribe footer: bulk mail, whoever its From line names
    if kind in ("list", "bot", "newsletter"):
        return []  # a newsletter's or a robot's text: the names in it are not signing anything
    domains = _domains([address, *others])
    out: list[Said] = []
    found = list(blocks(text, tail, end, domains | _domains(_EMAIL.findall(text, tail, end)), region))
    if len(found) > 4:
        return []  # a list of people (a roster, a directory, a sports page), not a message's sign-off
    anonymous = own and not kind and not names_someone(author, address)
    for k, (name, lines) in enumerate(found):
        emails = [_address(a) for ln in lines if ln.kind == "email" for a in _EMAIL.findall(ln.text)]
        mine = [a for a in emails if same_person(name, None, None, a)]
        named = same_person(name, None, author, address)
        theirs = named or (anonymous and k == len(found) - 1)
        if not theirs and not any(ln.kind in ("phone", "email", "street", "city") for ln in lines):
            continue  # a name over a title only, not the writer's: a byline, a list, not a sign-off
        if theirs and kind:  # a role mailbox ("pppcmail@", "ccvevents@"): the block is its signer's own
            theirs = same_person(name, None, author, None)
        addr = address if theirs and address else (mine[0] if mine else None)
        out += _read_lines(name, addr, lines, mine, address if theirs else None, domains | _domains(mine), region)
        if theirs and not named and address and lines:  # "ARTA <arta@...>" signed "Jack I. Tompkins": his mailbox
            out.append(Said(name, address, "email", address, (lines[0].start, lines[0].start)))
    return out


def _read_lines(name, addr, lines, own, header, domains, region) -> list[Said]:
    said: list[Said] = []
    boss: str | None = None
    titled = boss_titled = addressed = False
    street: list[_Line] = []
    org_done = False
    for ln in lines:
        span = (ln.start, ln.end)
        if ln.kind == "phone":
            for number, kind, _, _ in phones_on_line(ln.text, region):
                if kind != "no":
                    said.append(Said(name, addr, "phone", number, span))
        elif ln.kind == "email":
            for a in own:
                if a != header and a in _address(ln.text):
                    said.append(Said(name, addr, "email", a, span))
        elif ln.kind == "title":
            title, org = _title_and_org(ln.text, domains)
            if any(x.kind == "org" for x in lines):  # the organisation has a line of its own: this one is all title
                title = _clean(_TITLE_LABEL.sub("", ln.text))
            if m := _ASSISTANT_TO.match(title):
                boss = name_of(m.group(1).strip().rstrip(".,"))
                said.append(Said(name, addr, "job_title", title, span))
                if boss:
                    said.append(Said(name, addr, "manager", boss, span))
                titled = True
            elif not titled:
                said.append(Said(name, addr, "job_title", title, span))
                titled = True
            elif boss and not boss_titled:
                said.append(Said(boss, None, "job_title", title, span))
                boss_titled = True
            if org and not org_done and not any(x.kind == "org" for x in lines):
                said.append(Said(name, addr, "works_at", org, span))  # only when no line of its own names one
                org_done = True
        elif ln.kind == "org" and not org_done:
            said.append(Said(name, addr, "works_at", _clean(ln.text), span))
            org_done = True
        elif ln.kind in ("street", "city", "building"):
            street.append(ln)
    if not addressed and (where := _postal(street)):
        said.append(Said(name, addr, "address", where[0], where[1]))
        personal = not any(x.kind in ("title", "org", "unit", "building") for x in lines)
        pieces = where[0].split(", ")
        city = next(
            (p for p, nxt in zip(pieces, pieces[1:]) if _STATE_ZIP.match(nxt)),
            None,
        )
        if personal and city:  # a sign-off with no title and no organisation: a home, its city where one lives
            from .places import is_place

            if is_place(city):
                said.append(Said(name, addr, "lives_in", city, where[1]))
    return said


def _address(text: str) -> str:
    """An address as a line writes it, without a label glued to it ("Email-jd@x.com", "mailto:")."""
    return _EMAIL_LABEL.sub("", text.strip().lower())


def _clean(text: str) -> str:
    return " ".join(text.split()).strip(" ,;:-–|")


def _title_and_org(text: str, domains: set[str]) -> tuple[str, str | None]:
    """ "Vice President, Enron Corp." → ("Vice President", "Enron Corp."); a piece that is not an
    organisation stays in the title ("Vice President, East Power Trading")."""
    text = _TITLE_LABEL.sub("", _clean(text))
    pieces = [p.strip() for p in _FIELD_SEP.split(text)]
    title = [p for p in pieces if not (_is_org(p, domains) and not has_title(p))]
    org = next((p for p in pieces if _is_org(p, domains) and not has_title(p)), None)
    return _clean(", ".join(title)) or text, (_clean(org) if org else None)


def _postal(lines: list[_Line]) -> tuple[str, tuple[int, int]] | None:
    """A street line with the city-and-postcode line after it (a building or suite line between)."""
    streets = [k for k, ln in enumerate(lines) if ln.kind == "street" and _STREET_MARK.match(ln.text)]
    for k in streets:
        for c in range(k + 1, min(k + 4, len(lines))):
            if lines[c].kind == "city":
                kept = [ln.text.rstrip(",") for ln in lines[k : c + 1] if ln.kind in ("street", "city")]
                return ", ".join(_clean(t) for t in kept), (lines[k].start, lines[c].end)
    return None


# -- a number given for a named person: "contact Jim Derrick at 713-853-5550", "signed by Bob
# McAuliffe (713-853-7468)", "Robert C. (Bob) Lyon - phone 915-688-3838", "Contact(s): Malcolm Wells
# 713-345-3716" ------------------------------------------------------------------------------------

_PERSON_AT = re.compile(
    r"(?<![\w.'-])(?P<name>[A-Z][\w'-]*\.?"
    r"(?:[ \t]+(?:[A-Z][\w'-]*\.?|\([A-Z][a-z]+\)|de|la|van|von)){1,3})"
    r"(?:[ \t]*,[ \t]*[^,\n]{1,25},)?"
    r"(?:[ \t]*,?[ \t]*(?:at|@|on)[ \t]+|[ ]?\(|[ \t]*[-–][ \t]*(?:phone|tel|cell|mobile)[:.]?[ \t]*"
    r"|[ \t]*:[ \t]*|[ \t]{2,})"
    r"(?=\(?\+?\d)"
)
_CONTACT_LINE = re.compile(r"^[ \t]*(?:Contacts?(?:\(s\))?|Point of contact|POC)[ \t]*:", re.I | re.M)


def named_numbers(text: str, start: int, end: int, region: str) -> Iterator[Said]:
    """Phone numbers said to be a named person's: right after the name, "at" / "@" / in parentheses /
    "- phone" / on a "Contact(s):" line; never a fax, pager or toll-free number, never a unit's."""
    seen: set[int] = set()
    for number in _PHONEISH.finditer(text, start, end):  # a name is looked for just before each number
        m = None
        for m in _PERSON_AT.finditer(text, max(start, number.start() - 70), min(end, number.start() + 4)):
            pass  # the name nearest the number
        if m is None or m.start() in seen or m.end() < number.start() - 3:
            continue
        seen.add(m.start())
        name = name_of(m.group("name"))
        if not name:
            continue
        if not (m.group().rstrip().endswith(("(", "at", "@", "on")) or "phone" in m.group() or "tel" in m.group()):
            # two spaces or a colon only: a table's row, read only on a "Contact(s):" line
            line_start = text.rfind("\n", start, m.start()) + 1
            if not _CONTACT_LINE.match(text, line_start) and not _CONTACT_LINE.match(
                text, text.rfind("\n", start, max(start, line_start - 1)) + 1
            ):
                continue
        line_end = text.find("\n", m.end(), end)
        line = text[m.end() : end if line_end < 0 else line_end]
        for number, kind, s, e in phones_on_line(line, region):
            between = line[:s]
            if s > 12 or _LONG_WORD.search(between.replace("phone", "").replace("tel", "")):
                break  # the number is not the name's (words between)
            if kind != "no":
                yield Said(name, None, "phone", number, (m.start(), m.end() + e))
            break


# -- the extractor ------------------------------------------------------------------------------


def might_state(source: str, author: str | None, body: str, owner) -> bool:
    """Only mail has sign-off blocks; one worth reading shows a phone number or an address, or a
    title under a line that may name a person."""
    return (
        source == "mail"
        and "\n" in body
        and (
            _PHONEISH.search(body) is not None  # a number: a sign-off's, or one given for a named person
            or "@" in body  # an address: a sign-off's, or a forwarded message's From line
            or (title_in(body) and _NAME_LINE.search(body) is not None)
        )
    )


_SENT_FORMS = (
    "%A, %B %d, %Y %I:%M %p",
    "%a, %B %d, %Y %I:%M %p",
    "%A, %B %d, %Y %H:%M",
    "%m/%d/%Y %I:%M %p",
    "%m/%d/%Y %I:%M:%S %p",
    "%m/%d/%y %I:%M %p",
    "%m/%d/%y %I:%M%p",
    "%a %m/%d/%Y %I:%M %p",
    "%d %B %Y %H:%M",
)
_SENT_DATE = re.compile(r"\d{1,2}/\d{1,2}/\d{2,4}\s+\d{1,2}:\d{2}(?::\d{2})?\s*[AP]M", re.I)


def part_time(part, base: datetime) -> datetime:
    """When a forwarded or quoted part was written (its "Sent:" line as Outlook, Notes or any RFC 822
    program writes it), else the record's time: what its signature says held from then."""
    if not part.sent:
        return base
    from email.utils import parsedate_to_datetime

    try:
        when = parsedate_to_datetime(part.sent)
    except (TypeError, ValueError, IndexError):
        when = None
    sent = " ".join(_AT_WORD.sub(" ", part.sent).split())
    if when is None and (m := _SENT_DATE.search(sent)):  # "jd@x.com on 11/27/2001 09:09:46 AM"
        sent = m.group()
    for form in _SENT_FORMS:
        if when is None:
            try:
                when = datetime.strptime(sent, form)
            except ValueError:
                pass
    if when is None:
        return base
    if when.tzinfo is None:
        when = when.replace(tzinfo=base.tzinfo)
    return when if when <= base else base


def signature(item: "CanonicalItem", rowid: int, owner: "Owner") -> Iterator["Found"]:
    """The ``signature`` extractor: what each part's sign-off block says, about the person it names."""
    from .mailparts import MailPeople, parts
    from .store import Found
    from .structured import not_a_person, person_name

    if item.source != "mail":
        return
    text, found = parts(item.body, item.author, item.participants)
    people = MailPeople(item.participants, found)
    for part in found:
        if (
            not part.own
            and part.address
            and part.address not in people.headers
            and (who := person_name(part.name or ""))
            and not not_a_person(part.name, part.address)
        ):  # a forwarded message's From line: the address its author wrote from
            key = owner.name if wrote(owner, "mail", part.address) else who
            when = part_time(part, item.timestamp)
            yield Found.stated(
                item, rowid, "signature", key, "email", part.address, when, span=(part.start, part.start)
            )
        said = read(text, part.start, part.end, part.name, part.address, owner.region, item.participants, part.own)
        if not (part.own and not_a_person(part.name, part.address) in ("list", "newsletter")):
            said += list(named_numbers(text, part.start, part.end, owner.region))
        for s in said:
            key = people.key(s.name, s.address)
            if not key:
                continue
            if wrote(owner, "mail", key) or (s.address is None and wrote(owner, "mail", s.name or "")):
                key = owner.name
            when = part_time(part, item.timestamp)
            yield Found.stated(item, rowid, "signature", key, s.predicate, s.object, when, span=s.span)
