"""An identity: one identifier of a person as records write it, normalised so the same address,
number or user is the same identity wherever it appears.

* ``email``: the address, lower-cased (``"Dana Levi <Dana.Levi@x>"`` → ``dana.levi@x``; the name is its display);
* ``phone``: E.164 (``phonenumbers``), from a participant that is a number;
* ``slack``: ``workspace:USERID`` for a Slack user with no e-mail in their profile;
* ``name``: a bare name (LoCoMo speakers, note authors), case- and space-folded.

Only e-mail, phone and Slack identities are exact identifiers: two records naming the same one are
the same person. Names are never merged by themselves: the same name in two places is a suggestion.

Also here, the one place that reads names and addresses as mail writes them: an address header (``split_addresses``:
RFC 5322 groups, quoted and unquoted "Last, First", RFC 2047 encoded words, bare and angle-only addresses), a
participant string (``parse``, ``display_name``), a person's name in one normal form (``name_key``: "Allen, Phillip
K." = "Phillip K. Allen"), whether an address fits a name (``fits_address``: ``pallen@`` is Phillip Allen's) and
whether the owner wrote a record (``wrote``)."""

from __future__ import annotations

import email.header
import re
import unicodedata
from dataclasses import dataclass
from email.utils import getaddresses, parseaddr
from functools import lru_cache
from typing import TYPE_CHECKING

from hinet_pipeline.memory.facts.latin import OWN_LETTERS
from hinet_pipeline.memory.facts.lexicon import role_plural
from hinet_pipeline.memory.people.drama import read_unlisted
from hinet_pipeline.memory.people.forces import HE_TITLE, without_rank
from hinet_pipeline.memory.people.not_names import NOT_A_NAME_WORDS as _NOT_NAME

if TYPE_CHECKING:
    from hinet_pipeline.config import Owner

EXACT = ("email", "phone", "slack")
_PHONE = re.compile(r"^\+?[\d\s\-().]{7,}$")
_SLACK = re.compile(r"^(?:(.*?)\s*<)?slack:([^:<>\s]+):([^:<>\s]+)>?$")
# "Name <addr>" as any writer leaves it: quoted or not, with commas or not
_NAME_ADDR = re.compile(r"^(.*?)\s*<\s*([^<>\s]+@[^<>\s]+?)\s*>$", re.S)
# a bare address of dot-separated atoms (most participants): the stdlib parser returns it as it is
_BARE = re.compile(r"[A-Za-z0-9_%+=&-]+(?:\.[A-Za-z0-9_%+=&-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_QUOTED_PAIR = re.compile(r"\\(.)")  # a backslash-escaped character in a quoted name
# an address inside text (a display name that is an address, a signature line)
ADDRESS = re.compile(r"[\w.'+%&=-]*\w[\w.'+%&=-]*@[\w-]+(?:\.[\w-]+)+")
_SPECIALS = re.compile(r'[][\\()<>@,:;".]')
_ESCAPES = re.compile(r'[\\"]')
# what clean_name leaves out: a [mailto:...], a Notes domain or path; a letter
_MAILTO = re.compile(r"\[(?:mailto|smtp):[^\]]*\]", re.I)
_NOTES_DOMAIN = re.compile(r"@[A-Za-z]{2,}$")
_NOTES_PATH = re.compile(r"^([^/@]+?)(?:/[A-Z0-9&-]{2,})+$")
_LETTER = re.compile(r"[^\W\d_]")


@dataclass(frozen=True)
class Identity:
    kind: str
    value: str
    display: str | None = None

    @property
    def label(self) -> str:
        """How people read it: the address, number or Slack id; a name as written."""
        return self.display if self.kind == "name" and self.display else self.value


def fold_name(text: str) -> str:
    """Names compare case-, width- and space-insensitively ("dana  LEVI" == "Dana Levi")."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().replace('"', "").split())


def phone_e164(text: str, region: str) -> str | None:
    import phonenumbers

    try:
        number = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number) and not read_unlisted(text, number):
        return None
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


# -- names and addresses as mail writes them ----------------------------------------------------


_ESCAPED = re.compile("[\udc80-\udcff]")


def escaped_bytes(text: str) -> bool:
    """Whether ``text`` holds raw 8-bit bytes a parser escaped (U+DC80-U+DCFF; none in ASCII: one C-speed scan)."""
    return not text.isascii() and _ESCAPED.search(text) is not None


def decode_words(text: str) -> str:
    """RFC 2047 encoded words decoded (``=?utf-8?q?Levi=2C_Dana?=`` → ``Levi, Dana``); raw 8-bit bytes the parser
    escaped read as UTF-8; anything undecodable is kept as written."""
    if escaped_bytes(text):
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    if "=?" not in text:
        return text
    try:
        return str(email.header.make_header(email.header.decode_header(text)))
    except Exception:
        return text


@lru_cache(maxsize=1 << 16)
def clean_name(name: str | None) -> str:
    """A display name as a reader sees it: encoded words decoded, outer quotes, Notes routing (``@ENRON``, ``/HOU/ECT``)
    and ``[mailto:...]`` left out, spaces folded. A "name" that is an address is no name (""): the caller keeps it."""
    name = decode_words(name or "")
    name = _MAILTO.sub(" ", name) if "[" in name else name
    name = " ".join(name.split()).strip()
    for _ in range(3):  # (each pattern tried only where its character is)
        stripped = name.strip("\"' ").strip()
        stripped = _NOTES_DOMAIN.sub("", stripped) if "@" in stripped else stripped  # a Notes domain: "HR@ENRON"
        stripped = _NOTES_PATH.sub(r"\1", stripped) if "/" in stripped else stripped  # Notes: "Ann Lee/HOU/EES"
        if stripped == name:
            break
        name = stripped
    if ("@" in name and ADDRESS.search(name)) or "<" in name or ">" in name or not _LETTER.search(name):
        return ""  # an address, a broken bracket ("<@ENRON <??S"), or no letter at all
    return without_rank(name)  # (the U.S. forces' ranks: "CPT Rahul Venkataraman")


def split_addresses(value: str | None) -> list[tuple[str, str]]:
    """(display name, lower-cased address) of each mailbox an address header names (see
    ``_split_addresses``), each value parsed once; one without an "@" (a name alone) names none."""
    return list(_split_addresses(value)) if value and "@" in value else []


@lru_cache(maxsize=1 << 16)
def _split_addresses(value: str) -> tuple[tuple[str, str], ...]:
    """(display name, lower-cased address) of each mailbox an address header names, read with the
    standard library's parser on the raw header, then mended where real mail trips it:

    * an unquoted "Last, First <addr>" (Outlook) parses as ``('', 'Last'), ('First', 'addr')``: a
      part with no ``@`` followed by a named address is one entry, rejoined;
    * encoded words in names are decoded after the split (an encoded comma splits nothing);
    * an address written inside a name (``'a@x' <b@y>``) is kept as an address of its own;
    * groups give their members, an empty group nothing; garbage gives nothing.

    The parser recurses once per ``(`` or ``:`` (1,000 raise RecursionError): then the addresses
    are found by pattern, so none is lost."""
    value = " ".join(value.splitlines())
    if not value.strip():
        return ()
    if escaped_bytes(value):
        value = value.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    try:
        pairs = getaddresses([value])
    except (RecursionError, IndexError, ValueError):
        return tuple(("", a.lower()) for a in dict.fromkeys(ADDRESS.findall(value)))
    out: list[tuple[str, str]] = []
    pending: list[str] = []
    for name, addr in pairs:
        name, addr = name.strip(), addr.strip().strip("'\"`").strip()
        if "@" not in addr or addr.startswith("@") or addr.endswith("@"):
            fragment = " ".join(x for x in (name, addr) if x)
            if fragment:
                pending.append(fragment)
            continue
        if pending and name and not any("@" in p for p in pending):
            name = ", ".join([*pending, name])
        for p in pending:  # a part that was an address written as a name
            out += [("", a.lower()) for a in ADDRESS.findall(p)]
        pending = []
        shown = decode_words(name)
        extra = ADDRESS.findall(shown)
        out += [("", a.lower()) for a in extra]
        out.append(("" if extra else clean_name(shown), addr.lower()))
    for p in pending:
        out += [("", a.lower()) for a in ADDRESS.findall(p)]
    return tuple(dict.fromkeys(out))


def format_participant(name: str | None, addr: str) -> str:
    """``"Name" <addr>`` as ``email.utils.formataddr`` writes it (quoted when the name holds a
    comma, dot or other special), but never RFC 2047-encoded: a Hebrew name stays readable."""
    name = (name or "").strip()
    if not name:
        return addr
    if _SPECIALS.search(name):
        return '"' + _ESCAPES.sub(r"\\\g<0>", name) + f'" <{addr}>'
    return f"{name} <{addr}>"


@lru_cache(maxsize=1 << 16)
def split_participant(text: str) -> tuple[str, str]:
    """(name, address) of one participant string: quoted, unquoted (an old "Last, First <a>"),
    bare, angle-only, or "addr (Comment)"; the address empty when there is none."""
    if "@" not in text:
        return text, ""  # no address, whatever the parser makes of it
    if _BARE.fullmatch(text):  # what the parser makes of it, without its tokenizer
        return "", text.lower()
    m = _NAME_ADDR.match(text)
    if m:
        name = m.group(1).strip()
        if len(name) >= 2 and name[0] == '"' and name[-1] == '"':
            name = _QUOTED_PAIR.sub(r"\1", name[1:-1]) if "\\" in name else name[1:-1]
        return clean_name(name), m.group(2).strip("'\"").lower()
    name, addr = parseaddr(text)
    addr = addr.strip("'\"")
    if "@" in addr and not addr.startswith("@"):
        return clean_name(name), addr.lower()
    return text, ""


def display_name(text: str | None) -> str | None:
    """The name in a participant or author string ("Noa Levi <noa@x>" → "Noa Levi"); a bare address is none."""
    text = (text or "").strip()
    if not text:
        return None
    name, addr = split_participant(text)
    if addr:
        return name or None
    name = clean_name(name)
    return name or None


def addresses(text: str | None) -> list[tuple[str, str]]:
    """(name, address) pairs of one header value or participant string."""
    return split_addresses(text)


_CAMEL_PART = re.compile(r"(?<=[a-z])[A-Z][a-z]+")  # "Notices" of "CustomerNotices"
_SUFFIXES = frozenset("jr jr. sr sr. ii iii iv phd md rn cpa esq mr mrs ms dr prof mba".split())
_HE_TITLE = re.compile(rf"^\s*{HE_TITLE}\s+")  # ("ד"ר נועה כץ": her name)
_SUFFIX_WORDS = frozenset(s.rstrip(".") for s in _SUFFIXES)  # as folded words read them: no dot
_TOKEN = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*\.?")
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")  # a token without its dot
_NOTES = re.compile(r"\([^)]*\)|\[[^]]*\]")  # "(E-mail)", "(Houston)", "[mailto:...]"
_NO_NAME = re.compile(r"\d|@|&|\+| - |\.(?:com|net|org|edu|gov)\b|\w['’]s\s+\w", re.I)  # ("Tom's Weather")
# an organisation's initials before a word (capitals, no vowel: "SHB Bids"; not a credential after a name, "CFP")
ACRONYM = re.compile(r"[ \t]*[B-DF-HJ-NP-TV-XZ]{3,6}[ \t]+[A-Z]")
_TWO_PEOPLE = re.compile(r"[A-Z][a-z]+and[A-Z][a-z]+|^[A-Za-z]{2,}/[A-Za-z]{2,}\s")
_ROLE_SPLIT = re.compile(r"[^\w-]+|_")
_LETTERS = re.compile(r"[^a-z\u00c0-\u024f]+")


def _fold_token(token: str) -> str:
    token = unicodedata.normalize("NFKD", token.casefold().translate(OWN_LETTERS))  # ("Paweł" = "Pawel")
    return "".join(c for c in token if not unicodedata.combining(c)).rstrip(".")


def _fold_tokens(text: str) -> list[str]:
    """The words of a text, folded (an ASCII text has no accent to take off)."""
    if text.isascii():
        return _WORD.findall(text.lower())
    return [_fold_token(t) for t in _TOKEN.findall(text)]


def name_tokens(name: str | None) -> list[str]:
    """A name's words, first name first ("Allen, Phillip K." → phillip, k, allen), folded, with notes in brackets
    ("(E-mail)", "(Houston)") and suffixes (Jr., PhD) left out."""
    text = clean_name(name)
    text = _NOTES.sub(" ", text) if "(" in text or "[" in text else text
    text = text if text.isascii() else _HE_TITLE.sub("", text)
    if "," in text:  # (no word spans the comma: the words of each side are read once)
        last, _, rest = text.partition(",")
        last_tokens, rest_tokens = _fold_tokens(last), _fold_tokens(rest)
        first = rest_tokens and not _SUFFIX_WORDS.issuperset(rest_tokens)  # not "Lee, Jr."
        tokens = rest_tokens + last_tokens if first else last_tokens + rest_tokens
    else:
        tokens = _fold_tokens(text)
    return [t for t in tokens if t and t not in _SUFFIX_WORDS]


@lru_cache(maxsize=1 << 16)
def name_key(name: str | None) -> tuple[str, ...] | None:
    """A person's name in one normal form (its words, first name first), or None when the text is
    not one human's name: one word alone, digits, an address, a role or list word ("e-mail",
    "legal", "Team", "All Employees"), or more than four words."""
    if name and "@" in name and _BARE.fullmatch(name):
        return None  # a bare address, whose "@" clean_name keeps: no name, known without reading it
    text = clean_name(name)
    text = (_NOTES.sub(" ", text) if "(" in text or "[" in text else text).strip()
    if not text or _NO_NAME.search(text) or ACRONYM.match(text):
        return None
    if _TWO_PEOPLE.search(text):
        return None  # two people at once: "ChrisandJenn McDonald", "DONNIE/JULIE JONES"
    if (camel := _CAMEL_PART.findall(text)) and any(w.lower() in _NOT_NAME for w in camel):
        return None  # "WGPHOU CustomerNotices": the words run together
    tokens = name_tokens(text)
    if not 2 <= len(tokens) <= 4 or not _NOT_NAME.isdisjoint(tokens) or any(map(role_plural, tokens)):
        return None  # (a group by its job: "Owensboro Supervisors")
    if len(tokens[-1]) < 2 or max(map(len, tokens[:-1])) < 2:
        return None  # "Lee K." or "J. K. Lee": too little to tell people apart
    return tuple(tokens)


@lru_cache(maxsize=1 << 14)
def role_words(text: str | None) -> frozenset[str]:
    """The role, list and organisation words of a name or an address's local part."""
    return _NOT_NAME.intersection(_ROLE_SPLIT.split((text or "").casefold()))


@lru_cache(maxsize=1 << 16)
def _local_words(addr: str) -> tuple[str, ...]:
    """The letter runs of an address's local part, folded (``k..allen`` → k, allen)."""
    return tuple(p for p in _LETTERS.split(addr.split("@", 1)[0].casefold()) if p)


@lru_cache(maxsize=1 << 12)
def _initials(key: tuple[str, ...]) -> frozenset[str]:
    """The first letters of a name key's words."""
    return frozenset(t[0] for t in key)


def fits_address_in_any_script(addr: str, key: tuple[str, ...]) -> bool:
    """``fits_address``, or a Hebrew name's words spelled in Latin letters by the local part ("אלון גרינברג" of
    alon.greenberg@)."""
    from hinet_pipeline.memory.facts.scripts import same_name

    if fits_address(addr, key):
        return True
    return not "".join(key).isascii() and same_name(" ".join(key), " ".join(_local_words(addr)))


def could_fit(addr: str, key: tuple[str, ...]) -> bool:
    """What ``fits_address(addr, key)`` needs first, at a fraction of its cost (a mailbox's name tried against every
    participant of its mail): the local part starts with one of the name's initials, as every form it accepts does."""
    parts = _local_words(addr)
    return bool(parts) and parts[0][0] in _initials(key)


@lru_cache(maxsize=1 << 16)
def fits_address(addr: str, name: str | tuple[str, ...] | None) -> bool:
    """The address's local part is made of this name the ways mailboxes are named: first.last,
    last.first, flast, firstl, f.m.last, a truncated flast (``mgrigsb`` for Mike Grigsby), or with
    initials standing for the first and middle names (``k..allen`` for Phillip K. Allen)."""
    key = name if isinstance(name, tuple) else name_key(name)
    if not key or "@" not in addr:
        return False
    parts = _local_words(addr)
    initials = _initials(key)
    if not parts or parts[0][0] not in initials:
        return False  # every form below starts with the first letter of one of the name's words
    first, last, middle = key[0], key[-1], key[1:-1]
    if len(parts) > 1:
        return last in parts and all(p in key or (len(p) == 1 and p in initials) for p in parts)
    (p,) = parts
    mids = "".join(m[0] for m in middle)
    if p in (first + last, last + first, first[0] + last, first[0] + mids + last, first + mids + last):
        return True
    if p in (last + first[0], first + last[0]):
        return True
    # Unix-era user names cut at 7 or 8 characters (beyond the first name: "janice" fits no Janice)
    return len(p) >= 6 and any(
        w.startswith(p) and len(p) > len(w) - len(last) for w in (first[0] + last, first + last, first[0] + mids + last)
    )


def parse(text: str, region: str = "IL") -> Identity | None:
    """The identity a participant string names, or None for an empty one."""
    text = (text or "").strip()
    if not text:
        return None
    if "slack:" in text and (m := _SLACK.match(text)):
        return Identity("slack", f"{m.group(2)}:{m.group(3)}", (m.group(1) or "").strip('" ') or None)
    name, addr = split_participant(text)
    if addr:
        return Identity("email", addr, name or None)
    if _PHONE.match(text) and (number := phone_e164(text, region)):
        return Identity("phone", number, None)
    folded = fold_name(text)
    return Identity("name", folded, text) if folded else None


def owner_identities(owner: "Owner") -> list[Identity]:
    """The owner's configured name and identifiers (addresses, numbers, Slack ids, other names)."""
    found = [Identity("name", fold_name(owner.name), owner.name)]
    for ident in owner.identifiers:
        if (parsed := parse(ident, owner.region)) is not None:
            found.append(parsed)
    return list(dict.fromkeys(found))


def wrote(owner: "Owner", source: str, author: str | None) -> bool:
    """The owner wrote this record: an author that is one of the owner's identifiers, or the
    owner's name (the whole name, never a part: "Dana Levi" is not "Dana Levinson"); a note
    without an author is the owner's."""
    if not author:
        return source == "notes"
    ident = parse(author, owner.region)
    if ident is None:
        return False
    mine = owner_identities(owner)
    if any((ident.kind, ident.value) == (i.kind, i.value) for i in mine):
        return True
    shown = ident.display if ident.kind != "name" else ident.display or ident.value
    if not shown:
        return False
    names = {fold_name(i.display or i.value) for i in mine if i.kind == "name"}
    keys = {k for k in (name_key(n) for n in names) if k}
    return fold_name(shown) in names or (name_key(shown) or ()) in keys
