"""A sign-off's title line, its title and its organisation: "Vice President, Enron Corp.", "Assistant Principal |
Lincoln Park High School", "Director, Kōwhai Landscapes", "Linux kernel developer at Freescale"; a department
after the title stays in it, or is no employer ("Vice President, East Power Trading", "Paralegal | Litigation")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.columns import bar_fields
from hinet_pipeline.memory.facts.lexicon import (
    BUSINESS_HEADS,
    BUSINESS_PAIRS,
    ORG_HEADS,
    ORG_SUFFIXES,
    UNIT_WORDS,
    has_title,
    name_suffixes,
    org_suffix,
)
from hinet_pipeline.memory.facts.objects import DOMAIN_NAMED
from hinet_pipeline.memory.facts.orgs import is_org
from hinet_pipeline.memory.facts.places import less_town, names_a_place
from hinet_pipeline.memory.facts.signoff import name_of

TITLE_LABEL = re.compile(r"^(?:Title|Position|Role)\s*:\s*", re.I)
_FIELD_SEP = re.compile(r",\s+|\s+[|–·]\s+|\s+-\s+")
_NAMED = re.compile(r"[A-Z][\w&'’.-]*(?:\s+(?:[A-Z][\w&'’.-]*|of|the|and|&|for)){0,6}")  # a name's capitals
_TITLE_AT = re.compile(r"(.+?)\s+(?:at|@)\s+(?!(?:Large|Home|Heart|Work)\b)([A-Z][^,]*?)(?:,.*|\s+and\s+(?=[a-z]).*)?")


def clean(text: str) -> str:
    return " ".join(text.split()).strip(" ,;:-–|").lstrip(".…*•")  # ("...BROBECK PHLEGER & HARRISON LLP")


# an aside in brackets after a title, of a day or a change ahead: not the title's ("Teacher of Geography (Head of
# Geography from September!)"; "Assistant Headteacher (Curriculum & Humanities)" keeps its field)
_ASIDE = re.compile(
    r"\s*\((?=[^()]*(?:!|\b(?:from|until|till|as\s+of|starting|soon|lol)\b))[^()]*\)\s*$"
    r"|\s*\((?:החל\s+)?מ-?\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\)\s*$",  # (a Hebrew one's start alone: "(החל מ-2.1.2022)")
    re.I,
)


def without_aside(title: str) -> str:
    """A title less an aside in brackets after it of a day or a change ahead (``_ASIDE``)."""
    return _ASIDE.sub("", title)


_UNIT_FIRST = re.compile(
    r"(?:Dept\.?|Department|School|Faculty|Division|College|Centre|Center)\s+of\s+[^,]{2,60},\s+(?=\S[^,]*\b(?:University|"
    r"College|Institute)\b)"
)


_INITIALS_AFTER = re.compile(r"\s+\([A-ZÄÖÜ&]{2,8}\)\s*$")


# an agency's office in a country or a region after its name (its name before it: not "the Country Office" alone)
_COUNTRY_OFFICE = re.compile(
    r"(?<=\S)\s+(?:[A-Z][\w'’-]+\s+){0,2}(?:Country|Regional|Field|Liaison|Sub-?[Rr]egional|Area|Representative)\s+Office$"
)


def firm_less_branch(firm: str) -> str:
    """A firm's line less the branch or town after its name ("Karur Vysya Bank, Anna Nagar Branch, Chennai",
    "Brightwater Foods Ltd, Cork"), or its unit after a dash ("Prairie Lakes Medical Center - Cardiac Step-Down");
    not a name whose own words go on ("Blake, Cassels & Graydon LLP", "X, Inc."); nor its initials in brackets after
    it ("Institut für Ökosystemdynamik (IÖD)")."""
    firm = _INITIALS_AFTER.sub("", firm)
    if office := _COUNTRY_OFFICE.search(firm):  # "UNRLP Uganda Country Office": UNRLP
        return firm[: office.start()].strip()
    if " - " in firm and " ".join(firm.split(" - ")[0].split()[-2:]).casefold() in BUSINESS_PAIRS:
        return firm.split(" - ")[0].strip()
    if firm.count(" - ") == 1 and names_a_place(firm.split(" - ")[1].strip()):
        return firm.split(" - ")[0].strip()  # its town after a dash: "Osage Valley Mutual - Memphis"
    if unit := _UNIT_FIRST.match(firm):  # "Dept. of Biology, Rocky Mountain State University": the university
        return firm_less_branch(firm[unit.end() :])
    head, comma, tail = firm.partition(",")
    last = head.split()[-1].casefold().strip(".") if head.split() else ""
    if (
        comma
        and last in ORG_SUFFIXES | BUSINESS_HEADS
        and not any(w.casefold().strip(",.") in ORG_SUFFIXES for w in tail.split())
    ):
        return head.strip()
    if comma and "," not in tail and is_org(head.strip(), set()) and (less := less_town(firm)) != firm:
        return less.strip()  # ("Cascadia University Medical Center, Seattle": the town it is in)
    return firm


_HEADS = ORG_HEADS | BUSINESS_HEADS
_UNIT_LAST = re.compile(r"\s(?:Unit|Ward|Department|Dept\.?|Team|Division)$")  # a unit by its last word
_DEPARTMENTS = (
    "Food Beverage Parks Recreation Diversity Inclusion Billing Collections Events Catering Arts Culture Health Safety "
    "Research Development Sales Marketing Planning Design Facilities Operations Programs Communications Outreach "
    "Admissions Student Services Learning Training Benefits Compensation Quality Risk Compliance Grants Giving "
    "Advancement Alumni Athletics Mergers Acquisitions Payroll Accounts Finance Legal Data Analytics Strategy "
    "Technology Science Engineering Youth Family Community Media Public Affairs"
).split()
# a firm of two names and "&" after a title's comma ("Fennel & Salt"; not a department: "Food & Beverage")
_NAMED_FIRM = re.compile(
    rf"(?!(?:{'|'.join(_DEPARTMENTS)}) )[A-Z][a-z]+ & (?!(?:{'|'.join(_DEPARTMENTS)})$)[A-Z][a-z]+"
)


def _firm_named(piece: str, strict: bool = True) -> bool:
    """A firm's name after a title and its comma: capitalised words ending with a firm's last word (any, not
    ``strict``: after "at"), "Nordline Logistics", "Hartley & Finch Solicitors"; none a unit's ("Director,
    Origination", "Sr. Analyst, Transmission Congestion and Renewables" name a department) or a place's."""
    from hinet_pipeline.memory.facts.places import names_a_place

    words = piece.split()
    return (
        1 <= len(words) <= 4
        and all(w[:1].isupper() or w in ("&", "and", "of") for w in words)
        # (or a name of two words and "&", or one with "The": "Fennel & Salt", "The Quarry Table")
        and (not strict or words[-1].casefold().strip(".,") in _HEADS or _NAMED_FIRM.fullmatch(piece))
        and not any(w.casefold().strip(".,") in UNIT_WORDS for w in words)
        and not has_title(piece)
        and not names_a_place(piece)
        and any(len(w.strip(".,")) > 1 for w in words[:-1] or words)  # (not a company of a battalion: "B Co")
    )


def title_and_org(text: str, domains: set[str]) -> tuple[str, str | None]:
    """ "Vice President, Enron Corp." → ("Vice President", "Enron Corp."); a piece that is not an
    organisation stays in the title ("Vice President, East Power Trading")."""
    text = TITLE_LABEL.sub("", clean(text))
    bar = bar_fields(text)  # (not a number's, an extension's, an address's, a town's or a site's field)
    bar = [f for f in bar if not name_suffixes(f)]  # ("Raymond J. Szabo, Ph.D. | Professor and Chair | ...")
    if len(bar) == 2 and bar[0].isascii() != bar[1].isascii() and has_title(bar[0]) and has_title(bar[1]):
        return clean(bar[0]), None  # one title in two scripts: "Director, Jerusalem Branch | מנהלת סניף ירושלים"
    if len(bar) >= 2 and " | " in text and name_of(bar[0]) and not has_title(bar[0]):
        bar = bar[1:]  # the name first on a line of fields: "Marcus Oyelaran | Director of Engineering | Lumenfold"
        text = " | ".join(bar)
    pieces = [p.strip() for p in _FIELD_SEP.split(" | ".join(bar) if " | " in text else text)]
    if len(bar) >= 3 and has_title(bar[0]) and (at := next((k for k, f in enumerate(bar) if k and org_suffix(f)), 0)):
        # "Professor and Chair | Department of Civil Engineering | Brannock State University": the title with its
        # department, the institution
        return clean(", ".join(bar[:at])), clean(bar[at])
    if len(bar) == 2 and has_title(bar[0]) and not has_title(bar[1]):
        org = bar[1].split(", ")[0]  # (a branch after the organisation: "בנק הפועלים, סניף כפר סבא")
        if all(w.casefold() in UNIT_WORDS for w in org.replace("&", " ").split()) or _UNIT_LAST.search(org):
            return clean(bar[0]), None  # "Paralegal | Litigation", "Staff Nurse | Medical-Surgical Unit": no employer
        if (
            _NAMED.fullmatch(org)
            or DOMAIN_NAMED.fullmatch(org)  # a firm by its site: "monday.com"
            or not org.isascii()
            and (is_org(org, domains) or len(org.split()) <= 3)
        ):
            return clean(bar[0]), clean(org)  # "Assistant Principal | Lincoln Park High School": a bar between
    if len(pieces) == 2 and has_title(pieces[0]) and len(pieces[0].split()) <= 4 and _firm_named(pieces[1]):
        return clean(pieces[0]), clean(pieces[1])  # "Director, Kōwhai Landscapes"
    if (at := _TITLE_AT.fullmatch(text)) and has_title(at[1]) and _firm_named(at[2], strict=False):
        return clean(at[1]), clean(at[2])  # "Linux kernel developer at Freescale": any capitalised firm after "at"
    title = [p for p in pieces if not (is_org(p, domains) and not has_title(p))]
    org = next((p for p in pieces if is_org(p, domains) and not has_title(p)), None)
    return clean(", ".join(title)) or text, (clean(org) if org else None)
