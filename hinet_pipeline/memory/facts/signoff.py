"""Sign-off blocks: finding them under a message and telling what each of their lines is; the names in them
(``name_of``; whose: ``signer``). A block is a person's name line opening a paragraph (after a blank line, "Thanks,"
or "sent by:"), then lines each a title, an organisation or unit, a phone, an e-mail, a web or postal address, to a
line of prose, another name or a blank line more prose follows; each line classified by what it is (``signature``)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterator, NamedTuple

from hinet_pipeline.memory.facts.columns import columns
from hinet_pipeline.memory.facts.latin import CAP, NAME_WORD, SMALL, UPPER, latin_ascii, unfolded
from hinet_pipeline.memory.facts.lexicon import (
    HE_STREET,
    MEMBERSHIP,
    NAME_PARTICLES,
    NAME_SUFFIXES,
    NOT_NAMES,
    ORG_HEADS,
    SIGN_OFFS,
    STREET_BEFORE,
    STREET_SUFFIXES,
    STREET_TYPES,
    UNIT_WORDS,
    has_title,
    name_suffixes,
    org_suffix,
    without_degrees,
)
from hinet_pipeline.memory.facts.lines import line_matches
from hinet_pipeline.memory.facts.orgs import is_org
from hinet_pipeline.memory.facts.places import less_town
from hinet_pipeline.memory.facts.scripts import in_one_script
from hinet_pipeline.memory.facts.short_sign import CLOSING_LEAD, FAMILY_LINE, in_order, short_signs
from hinet_pipeline.memory.facts.standing import DOCTORAL_POST
from hinet_pipeline.memory.facts.street_lines import ENDS_ZIP as _ENDS_ZIP
from hinet_pipeline.memory.facts.street_lines import OTHER_STREET_LINE as _OTHER_STREET_LINE
from hinet_pipeline.memory.facts.street_lines import UK_POSTCODE_END
from hinet_pipeline.memory.people.forces import HONORIFICS

_HE_NAME, _DIGIT = re.compile(r"(?![^\n]*(?:בע[\"״]מ|ושות['׳]))[א-ת'\"׳״-]+(?:\s+[א-ת'\"׳״-]+){1,3}"), re.compile(r"\d")
_ATTACHMENT = re.compile(r"<<[^<>]*>>")  # an attachment Outlook writes into the text
_LINK = re.compile(r"(?:[ \t]+[a-z]{1,12})?[ \t]*<(?:/|https?://)[^<>\n]*>")  # a link a page copied as text
_DAY_MONTH = re.compile(r"\d{1,2}/\d{1,2}")
_NAME_LINE_SEP = re.compile(r",\s+|\s+[|–-]\s+|\t+")
_INITIAL = re.compile(r"[A-Z]\.")
_SIGNED_NAME = re.compile(rf"{CAP}{SMALL}+(?:,?[ \t]+(?:{CAP}{SMALL}+|{CAP}\.?)){{0,3}}")

EMAIL = re.compile(r"[\w.+'-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(r"(?:https?://|www\.)\S+", re.I)
# a web address alone, as modern sign-offs write it: "brightpathtalent.com", "bigskydevconf.org/speakers"
_BARE_SITE = re.compile(r"[a-z0-9][\w-]*(?:\.[\w-]+)*\.[a-z]{2,4}(?:/\S*)?")  # (a country's too: "gaveta.pt")
# (a capital inside a word after at most three small letters: "McAuliffe", "LaMadrid"; "EnronOnline" names a business)
_NAME_TOKEN = re.compile(
    r"(?:[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)*|[A-Z][a-z]{0,3}[A-Z][a-z]+|[A-Z]\.?|[A-Z]\.[A-Z][a-z]+|\([A-Z][a-z]+\)"
    r"|[A-Z]['’][A-Z][a-z]+(?:-[A-Z][a-z]+)*|(?:Ma|Wm|Chas|Geo|Thos|Jas)\.)$"  # ("O'Brien", "D’Angelo"; "Ma. Cristina")
)
NUMBER_WORD = r"(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten)"  # a house number in words: "One Financial Way"
_STREET = re.compile(
    rf"^(?:(?:\d{{1,6}}[A-Za-z]?(?:-\d+|-[A-Z])?|{NUMBER_WORD}(?=\s+[A-Z][\w.'-]*\s+(?:{'|'.join(STREET_TYPES)})\b))\s+"
    r"(?:[NSEW]\.?\s+)?[A-Z0-9][\w.'-]*,?(?:\s+(?:[\w.,'#-]+|\|)){0,9}"
    r"|(?:c/[-o]\s+)?(?:P\.?\s?O\.?\s+)?Box\s+\d+.*|(?:Suite|Ste\.?|Floor|Room)\s+\w+.*"  # (a floor, a shop, a flat, a
    r"|(?:Level|Unit|Shop|Flat|Apt|Apartment|Plot(?:\s+No\.?)?)\s+\d+\w?,\s+(?:\d|[A-Z][\w.'-]*(?:\s+[\w.'-]+){0,3}?\s+"
    rf"(?:{'|'.join(STREET_TYPES)})\b).*)$",  # plot before it: "Level 2, 14 Kereru Lane", "Plot 7, Creek Wharf Rd")
    re.I,
)
_CITY = re.compile(
    r"^[A-Z][A-Za-z .'-]+,?\s+(?:[A-Z]{2}|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\.?,?\s+\d{5}(?:-\d{4})?"
    r"(?:,?\s+[A-Z][\w .]+)?$"
    r"|^\d{4,6}\s+[A-Z][\w .'-]+$|^[A-Z][\w .'-]+(?:,\s*[A-Z][\w .'-]+)?,?\s+[A-Z]{1,2}\d[\w ]{2,5}$"
    r"|^[A-Z][a-z]+(?:[ -][A-Z][a-z]+)?,?\s+\d{3}[ ]?\d{2,3}$"
)
# a street line's words ("9400 Circle Drive", "20555 SH 249"): a street type's (``lexicon``), a building's, a Texas
# road's, an ordinal: a number before them is a house number
STREET_WORD = re.compile(
    rf"\b(?:{'|'.join(STREET_TYPES + STREET_BEFORE + STREET_SUFFIXES)}|sh|fm|tr|plaza|suite|ste|floor|building|bldg|"
    rf"tower|center|centre)\b\.?|\b\d+(?:st|nd|rd|th)\b|{HE_STREET}",
    re.I,
)
# a phone number's shape, from one set of first characters a search skips to (2x faster on mail): North America's
# (3-3-4), one in international form, or a national one after its trunk "0" ("07911 234567", "020 7946 0321")
PHONEISH = re.compile(  # (and an area code in brackets, as Australia and Britain write it: "(03) 5550 4410")
    r"\(0\d{1,4}\)[ \t]?\d{3,4}[ \t.-]?\d{3,4}(?!\d)"
    r"|[\d+](?:(?<=\d)\d{2}\)?[\s./-]{0,3}\d{3}[\s./-]{0,2}\d{4}|(?<=\+)\s?\d{1,3}[\s.-]?\d"
    r"|(?<=(?<!\d)0)\d{1,4}[\s.-]?\d{3,4}[\s.-]?\d{3,4}(?!\d))"
)
_HE_FIRM = re.compile(r"^[א-ת][^\n,|]{1,30}\s(?:אדריכלים|מהנדסים|יועצים|עורכי\s+דין|רואי\s+חשבון)$")  # ("... אדריכלים")
_BUILDING = re.compile(r"\b(?:Building|Tower|Plaza|Center|Centre|Place|Floor|House)\b")
Line = NamedTuple("Line", [("kind", str), ("text", str), ("start", int), ("end", int)])  # a classified line
_FIRST_TOO = re.compile(r"Dean\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?$")  # a title that is a first name too: "Dean Whitworth"
_MAIL_STOP = re.compile(r"[A-Z]{1,3}-?\d{3,5}")  # a mail stop or room after a name: "G4220", "EB3842"
_PLACE_ENDS = frozenset("road rd avenue ave boulevard blvd terrace crescent highway parkway mews building".split())
_QUOTED_NICK = re.compile(r"\s+[\"“'‘][A-Z][a-z]+[\"”'’]\s+")  # a nickname in quotes: 'Marcus "Mack" Delgado'


def name_of(line: str) -> str | None:
    """The person a line names ("Sherron S. Watkins", "Robert C. (Bob) Lyon", "Laura A. de la Torre"), or None: 2-5
    words, each capitalised, an initial, a particle or a suffix; none of them a word of a title, a unit, a greeting or
    a sign-off, nor a street's or a building's last word."""
    line = _QUOTED_NICK.sub(" ", line.strip().strip("-–—*_ \t").rstrip(","))  # ('Marcus "Mack" Delgado-Whitfield')
    if not line.isascii() and (plain := latin_ascii(line)):
        return unfolded(line, plain, name_of(plain))  # "José García", "Marc-André Tremblay"
    tokens = line.split()
    if len(tokens) > 2 and (tokens[0] in _HONORIFICS or RATING.fullmatch(tokens[0])):
        return name_of(line.split(None, 1)[1])  # "Dr. Alan Brooks": the name without its honorific
    if len(tokens) > 2 and _MAIL_STOP.fullmatch(tokens[-1]):
        tokens.pop()  # "John Paulsen G4220": the name before its mail stop
        line = " ".join(tokens)
    if not 2 <= len(tokens) <= 5 or not line.isascii() and not _hebrew_name(line):
        return None
    if not line.isascii():
        return line
    core, dean = 0, _FIRST_TOO.match(line)  # ("Dean Whitworth": a name)
    for i, t in enumerate(tokens):
        low = t.casefold()
        if i and _INITIAL.fullmatch(t):  # a middle initial: "Teresa A. Callahan" ("a" is no article there)
            continue
        if low.rstrip(".,") in NOT_NAMES or low.strip(".,()") in UNIT_WORDS or has_title(t) and not dean:
            return None
        if i and low.strip(",") in ORG_HEADS or i == len(tokens) - 1 and low.strip(".,") in _PLACE_ENDS:
            return None  # "Enron Corp", "Smith Company"; "Knaresborough Road", "Queensbury Building" (no surname)
        if i and (low in NAME_PARTICLES or low.rstrip(",") in NAME_SUFFIXES):
            continue
        if not _NAME_TOKEN.match(t.rstrip(",")):
            return None
        core += len(t.strip(".()")) > 1
    if core < 2 or len(tokens[-1].strip(".")) < 2 and tokens[-1].casefold() not in NAME_SUFFIXES:
        return None
    tokens = without_degrees(tokens)  # ("Alun Morgan-Hughes BVSc MRCVS": the name, not its degrees)
    return " ".join(t for t in tokens if not t.startswith("(")).rstrip(",")  # (not "Robert C. (Bob) Lyon"'s nickname)


def _hebrew_name(line: str) -> bool:
    return bool(_HE_NAME.fullmatch(line)) and not has_title(line) and line.split()[0] not in NOT_NAMES


def domains_in(addresses) -> set[str]:
    return set(_domains_of(tuple(addresses)))


@lru_cache(maxsize=512)
def _domains_of(addresses: tuple) -> frozenset[str]:
    """The labels of the addresses' domains that name an organisation ("enron" of enron.com)."""
    labels = (a.split("@")[1].casefold().rstrip(">").split(".")[:-1] for a in addresses if a and "@" in a)
    return frozenset(
        x.replace("-", "") for ls in labels for x in ls if x not in ("mail", "email", "www", "co", "com", "net")
    )


TAGLINE = re.compile(r"\s+(?:--|[-–—|])\s+[\"“][^\"”]+[\"”]\s*$")  # a firm's motto after its name


def _kind(line: str, domains: set[str], region: str) -> str:
    s = _ATTACHMENT.sub("", line).strip() if "<<" in line else line.strip()  # "(713) 345-1510  << File: x.ppt >>"
    s = s.split(" · ")[0]  # "Bright Smiles Dental · Commercial Drive, Vancouver": what its first field is
    s = TAGLINE.sub("", s) if '"' in s else s  # 'Smoke Signal BBQ -- "we smoke so you don't have to"': the firm
    if not s:
        return "blank"
    kind = _line_kind(s, domains)
    if kind == "prose" and " / " in s and _line_kind(s.replace(" / ", ", "), domains) == "street":
        return "street"  # "2410 Hwy 82 East / Greenville, MS 38701": its town after a slash
    if kind == "street" and len(f := s.split(" | ")) == 2 and not STREET_WORD.search(f[0]) and is_org(f[1], domains):
        return "org"  # a ward by its number, then its firm ("7 West Cardiology | Hollyford Health Sciences Centre")
    if kind in ("prose", "unit", "building") and " | " in s and not name_of(s.split(" | ")[0]):
        kinds = {_kind(f, domains, region) for f in s.split(" | ")}  # a longer line of fields: its most telling one's
        return next((k for k in ("phone", "email", "street", "city", "title", "org") if k in kinds), kind)
    return kind


def _line_kind(s: str, domains: set[str]) -> str:
    if MEMBERSHIP.match(s):
        return "member"
    if _NOT_A_POST.match(s):
        return "note"  # who one is, not a post: "Avid Reader | Gardener", "Former Ranger, ...", "Patient, ..."
    if DOCTORAL_POST.fullmatch(s) and not _NOT_STUDYING.search(s):
        return "title"  # a doctoral student's post, as a university pays for it: "PhD Candidate | Whitcombe Lab"
    if _DEGREE.match(s):
        return "note"  # a degree under the name: "B.A. Accounting, University of Northern Iowa, May 2016"
    if s.startswith("(") and s.endswith(")") and s.count("(") == 1 and not PHONEISH.search(s):
        return "note"  # a note in brackets under a title: "(contract design partner for Lumenfold)"
    words = s.replace(",", " ").split()
    if EMAIL.search(s) and len(words) <= 5:
        return "email"
    if (_URL.search(s) and len(words) <= 4 and not PHONEISH.search(s)) or _BARE_SITE.fullmatch(s):
        return "url"
    if len(words) <= 8 and PHONEISH.search(s):  # phonenumbers reads it later, only in a block
        return "phone"
    if _CITY.match(s) and not (STREET_WORD.search(s) and _DIGIT.match(s)) and not org_suffix(s):
        return "city"
    if (
        _STREET.match(s)
        and (len(words) <= 9 or len(words) <= 14 and _ENDS_ZIP.search(s))  # ("2200 Sand Hill Road, Suite 140, ...")
        and not s.endswith((".", "!", "?"))
        or s.endswith("St.")
        or (len(words) <= 12 and UK_POSTCODE_END.search(s) and STREET_WORD.search(s))  # ("Ridge Road, ..., BS40 6BE")
    ):
        return "street"
    if _OTHER_STREET_LINE.match(s):  # "העצמאות 17, יבנה", "Weidenhofstraße 9"
        return "street"
    if len(words) <= 10 and not prose(s) and (is_org(less_town(s), domains) and not has_title(s) or _HE_FIRM.search(s)):
        return "org"  # (its town after it too: "Brennan Memorial Hospital, Boston")
    if name_of(s):
        return "name"
    if len(words) <= 10 and not prose(s):
        if has_title(s) and not _DAY_MONTH.search(s):
            return "title"
        caps = sum(1 for w in words if w[:1].isupper() or w in ("&", "and", "of", "-", "/"))
        if (len(words) <= 6 or _UNIT_LINE.match(s)) and caps >= len(words) - 1:
            return "building" if _BUILDING.search(s) else "unit"
    return "prose"


_LOWER_RUN = re.compile(r"(?:\b[a-z][a-z']*\b[ ,]+){3}[a-z]")
_SENTENCE_END = re.compile(r"\b[A-Za-z]{5,}[.!?]\s+[A-Z]|[!?]\s*$|\b[a-z]{4,}\.\s*$")


def prose(line: str) -> bool:
    """A line of running text: a run of four lower-case words ("please give me a call"), or a
    sentence end after a full word ("... the project. Bob"); "Sr. HR Rep" and "Asst. to X" are not."""
    return bool(_LOWER_RUN.search(line) or _SENTENCE_END.search(line))


_NOT_A_POST = re.compile(
    r"(?:(?:Patient|Client|Customer|Member|Shareholder|Stockholder|Investor)(?=\s*,)|Armchair|Avid|Aspiring|Amateur|Hobby|"
    r"Weekend|Proud|Former|Retired|Ex-|Mom|Mum|Dad|Wife|Husband|Grandma|Grandpa|Grandmother|Grandfather|Mother|Father)\b"
    r"|[^\n]*(?<!\w)(?:לשעבר|מועמד|מועמדת|בחל[\"״]ת)(?!\w)"  # (a Hebrew line's: "לשעבר X", "מועמדת לאחות אחראית")
)
_NOT_STUDYING = re.compile(r"\b(?:Applicant|Representative|Alumni|Admitted|Incoming|Prospective)\b")
# a unit's line under a title: "School of Biology, Faculty of Biological Sciences"
_UNIT_LINE = re.compile(r"(?:School|Faculty|Department|Dept\.?|Division|Centre|Center|Office)\s+(?:of|for)\s+[A-Z]")
_DEGREE = re.compile(r"(?:B\.?A|B\.?S|B\.?Sc|BSN|M\.?A|M\.?S|MSN|MBA|MPH|Ph\.?D|J\.?D|Ed\.?D)\.?(?=[\s,])")
_DETAIL = ("email", "url", "phone", "city", "street", "title", "org", "unit", "building", "note")


def _starts_block(prev: str | None) -> bool:
    """A name starts a block after a blank line, a sign-off ("Thanks,", "Best regards", "--") or "sent by:"."""
    if prev is None or not prev.strip():
        return True
    p = prev.strip().casefold().rstrip(",.!:-– ")
    words = p.split(" / ")[0].split()  # ("Best regards / Mit freundlichen Grüßen": in two languages)
    if not p or not any(c.isalnum() for c in p):
        return True  # a rule: "===", "-----", "____"
    if p.startswith("<<") and p.endswith(">>"):
        return True  # an attachment Outlook writes into the text: "<<Domestic transfer.doc>>"
    if (words[0].strip(",.!") in SIGN_OFFS and len(words) <= 4) or p in ("sent by",):
        return True
    # a name signed by hand before the block ("Jean", "Lynn G, Van Wagenen"): capitalised words only
    return len(words) <= 4 and _SIGNED_NAME.fullmatch(prev.strip().rstrip(",")) is not None


# a line that may name a person, alone or before ", Title": 2-5 capitalised words, initials, particles (one scan)
_HONORIFIC, _HONORIFICS = HONORIFICS, frozenset(h + dot for h in HONORIFICS for dot in ("", "."))  # ("Lt Cdr", "Dr.")
# "..., USN"; an Army-only rank before a name opening its line ("SSG Daniel Delgado")
SERVICE = re.compile(r",[ \t]*US(?:N|MC|AF|CG|SF)[ \t]*$|^[ \t]*(?:SPC|SFC|SSG)[ \t]+[A-Z][a-z]+[ \t]+[A-Z]", re.M)
RATING = re.compile(r"[A-Z]{2,3}[123]")  # a sailor's rating and pay grade before the name: "HM2 Sean Doyle, USN"
NAME_LINE = re.compile(
    rf"^[ \t]*[-–—*_]*[ \t]*(?:(?:(?:{'|'.join(_HONORIFIC)})\.?[ \t]+){{1,2}}|{RATING.pattern}[ \t]+)?"
    rf"(?:{NAME_WORD}|{CAP}{SMALL}*{CAP}{SMALL}+|{CAP}\.{CAP}{SMALL}+|Ma\.)"  # (with marks: "José"; "Ma. Cristina")
    rf"(?:[ \t]+(?:{CAP}[\w'’-]*\.?|\({CAP}{SMALL}+\)|[\"“]{CAP}{SMALL}+[\"”]|de|la|le|van|von|der|den|da|di|du|del"
    r"|della|bin|ben|bar)){1,4}[ \t]*"  # (then bars, longer: "Raymond J. Szabo, Ph.D. | Professor and Chair | ...")
    r"(?:(?:,[ \t]*|[ \t]+[–-][ \t]+|\t+)[^\n]{0,80}|(?:,[ \t]*[^\n|,]{1,12})*[ \t]+\|[ \t]+[^\n]{0,160}"
    r"|[ \t]+\([^()\n]{1,60}\)[ \t]*)?$"  # (an aside after it: "Capt. Rafael Echeverría-Walsh (as of Sept 6 lol)")
    r"|^[ \t]*[א-ת][א-ת'\"׳״-]+(?:[ \t]+[א-ת][א-ת'\"׳״-]+){1,3}[ \t]*(?:,[ \t]+[^\n\d]{1,40}|[ \t][|–-][ \t]+.{0,80})?"
    r"$",  # (a title after a comma, no number: "לינה ח'ורי, עו"ד"; not "וגם החלפתי מספר, 050-...")
    re.M,
)

_GONE = re.compile(r"\((?:ret\.|retired|former|emerit\w*)\)", re.I)
_HONORED = re.compile(rf"^[ \t]*(?:(?:{'|'.join(_HONORIFIC)})\.?[ \t]+)+")
NAME_LINE_LEAD = re.compile(rf"\n[ \t]*[-–—*_]*[ \t]*[A-Zא-ת{UPPER}]")


def _same_name(line: str, signer: str) -> bool:
    from hinet_pipeline.memory.people.identity import name_key

    return (key := name_key(line.strip())) is not None and key == name_key(signer)


def blocks(
    text: str, start: int, end: int, domains: set[str], region: str, signer: str | None = None
) -> Iterator[tuple[str, list[Line]]]:
    """(name, the block's lines after the name line, classified) of each sign-off block in
    ``text[start:end]``; ``signer``: the part's author (First Last), whose first name alone (or
    "Mrs. Last") signs a block too when contact details follow it."""
    after = start
    found = list(line_matches(NAME_LINE, NAME_LINE_LEAD, text, start, end))
    if short := short_signs(text, start, end, signer):
        found = sorted(found + short, key=lambda m: m.start())
    for cand in found:
        s, e = cand.span()
        if s < after:
            continue  # inside the block just read
        signed_short = cand.re is not NAME_LINE
        head = re.sub(rf"^[ \t]*{CLOSING_LEAD}", "", text[s:e]) if signed_short else text[s:e]  # ("Thanks, Amir")
        prev_end = s - 1
        prev = text[text.rfind("\n", start, max(start, prev_end)) + 1 : prev_end] if prev_end > start else None
        # a sign-off often follows the last sentence on the next line ("... from me.\nSue Mara\n(415) ..."):
        # then only a block that gives a phone or an e-mail counts
        tight = not _starts_block(prev)
        if tight and not (prev or "").rstrip().endswith((".", "!", "?", ")", ">>")):  # (">>": an attachment line)
            continue
        first = None
        aside = head.rfind(" (") if " (" in head else head.find("(")  # (an aside after it: "Lupe (Mamá, ...)")
        if head.rstrip().endswith(")") and (signed_short or aside > 0 and not _DIGIT.search(head[:aside])):
            head = head[:aside]  # (the sender's own only: not "Fourth Grade, X Elementary (for four more weeks!)")
            mine = signed_short or (signer and _same_name(_HONORED.sub("", head), signer))
            if not mine or _GONE.search(cand.group()):  # (nor one no longer there: "Capt. X (ret.)")
                continue
        pieces = [p.strip() for p in _NAME_LINE_SEP.split(head.strip()) if p.strip()]  # ("אמיר חדאד | Amir Haddad")
        pieces = in_one_script(pieces)  # (the name once: "Noa Ben-David, BSW | נועה בן-דוד, עו"ס")
        name = in_order(signer) if signed_short else name_of(pieces[0]) if pieces else None
        if not name and pieces and signer and _same_name(pieces[0], signer):
            name = pieces[0].strip()  # the sender's own name, a word of a job in it: "Bob Writer", "Dean Smith"
        if name and any(w.casefold().strip(".,") in domains for w in name.split()):
            name = None  # "Enron Happenings": an organisation's newsletter, not a person
        numbers = [
            Line("phone", p, s + head.rfind(p), s + head.rfind(p) + len(p)) for p in pieces[1:] if PHONEISH.search(p)
        ]
        if name and cand.re is not FAMILY_LINE and len(pieces) > 1 + len(numbers):  # "Kim Ward, Manager": on
            fields = [p for p in pieces[1:] if not PHONEISH.search(p)]
            rest = (" | " if " | " in head else ", ").join(fields)  # its line
            words = len(rest.split()) - rest.count(" | ")  # (a bar's fields run longer: "VP, Banking | Missouri ...")
            if words <= (12 if " | " in head else 8) and not prose(rest) and (has_title(rest) or is_org(rest, domains)):
                at, to = s + head.find(fields[0]), s + head.rfind(fields[-1]) + len(fields[-1])  # (where they stand)
                first = Line("title" if has_title(rest) else "org", rest, at, to)
            elif not name_suffixes(rest):
                name = None
        if not name:
            continue
        got = ([first] if first else []) + numbers  # (and a number there: "Tom Becker | SRE | Acme | +1 312 ...")
        pos, blank, n = e + 1, 0, 0
        while pos <= end and n < 14:
            nl = text.find("\n", pos, end)
            line_end = end if nl < 0 else nl
            line = text[pos:line_end]
            if "</" in line or "<http" in line:  # "Houston, TX 77005-3360 map </cgi-bin/...>": a web page's link
                line = _LINK.sub("", line)
            n += 1
            if signed_short and not got and nl >= 0 and _same_name(line, name):
                pos, blank = line_end + 1, 0  # "Dean" over "Dean Smith": the full name, no title ("Dean")
                continue
            kind = _kind(line, domains, region)
            if kind == "name":  # a second name-like line inside a block ("Camps For Kids") names
                nxt = text.find("\n", line_end + 1, end)  # an organisation when more details follow it
                after_line = text[line_end + 1 : end if nxt < 0 else nxt] if line_end < end else ""
                follows = _kind(after_line, domains, region)  # (over a firm: a post in more words than a name's)
                if follows in ("phone", "email", "street", "city", "url") or follows == "org" and len(line.split()) > 3:
                    kind = "unit"
            if kind == "blank":
                blank += 1
                if blank > 1 or nl < 0:
                    break
                pos = line_end + 1
                continue
            if kind not in _DETAIL:
                break
            if (
                blank
                and kind in ("unit", "org", "building")
                and not got
                and not _details_follow(text, line_end, end, domains, region)
            ):
                break  # a name line, a blank line and then text: a sign-off over a new paragraph (a
                # double-spaced block goes on: "Leslie Then / / Enron Industrial Markets / / Tel ...")
            blank = 0
            got.append(Line(kind, line.strip(), pos + len(line) - len(line.lstrip()), line_end))
            if nl < 0:
                break
            pos = line_end + 1
        got = columns(got, lambda cell: _kind(cell, domains, region))
        wanted = ("phone", "email") if tight or signed_short else ("phone", "email", "street", "city", "title", "org")
        if cand.re is FAMILY_LINE:
            wanted = ("phone", "email", "street", "city")  # a family's card: "Dale & Linda Hoekstra" over their street
        if got and any(g.kind in wanted for g in got):
            yield name, got
            after = got[-1].end
        elif not tight and SERVICE.search(head):  # a service member's name line says where they serve ("HM2 Sean
            yield name, [Line("service", head.strip(), s, e)]  # Doyle, USN" over the hospital they serve at)
            after = e


def _details_follow(text: str, pos: int, end: int, domains: set[str], region: str) -> bool:
    """Whether one of the next three lines after ``pos`` that are not blank gives a contact detail
    (before another name line or a rule)."""
    seen = 0
    while pos < end and seen < 3:
        nl = text.find("\n", pos + 1, end)
        line = text[pos + 1 : end if nl < 0 else nl]
        if line.strip():
            seen += 1
            kind = _kind(line, domains, region)
            if kind in ("phone", "email", "street", "city"):
                return True
            if kind == "name" or not any(c.isalnum() for c in line):
                return False  # another name, or a rule ("=====") before a second sign-off
        if nl < 0:
            break
        pos = nl
    return False
