"""Whether a line names an organisation: by a firm's suffix, a public body, an institution named by its kind, a
business by its kind's last word or two ("Riverbend Orthopedics", "Fair Haven Assisted Living", "Nkwa Microfinance
Trust"), or the mail's domains ("Dominion ..." of dom.com, "Nkwa ... Trust" of nkwatrust.org)."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.latin import latin_ascii
from hinet_pipeline.memory.facts.lexicon import (
    BUSINESS_HEADS,
    BUSINESS_PAIRS,
    HE_ORG_LINE,
    ORG_SUFFIXES,
    PUBLIC_BODY,
    has_title,
    org_suffix,
)

# an institution named by its kind first ("University of Oregon", "Institut für Ökosystemdynamik", "Universität Bonn")
_INSTITUTION = re.compile(  # (its one word before: "Eidgenössisches Institut für ...", "National University of X")
    r"(?:The\s+)?(?:[A-ZÄÖÜÉ][\wäöüé]+\s+)?(?:University|Institute|Institut|Instituto|Istituto|Universit(?:ät|é|ad|ade|à))\s+"
    r"(?:(?:of|for|für|de|di|do|da|del|des)\s+)?[A-ZÄÖÜÉ]"
)
UNIT_FIRST = re.compile(
    r"(?:Department|Dept\.?|Département|Departamento|Dipartimento|Faculty|Faculté|Facultad|School|Division|Abteilung"
    r"|Laboratoire|Laboratory|Lab)\b"
)
_BRACKETS = re.compile(r"\([^()]*\)")
_ORG_WORD = re.compile(r"[A-Za-z][\w&'-]*")
_ORG_MARK = re.compile(r"[:;!?]|'s\b")
_NOT_LETTER = re.compile(r"[^a-z0-9]")


_PRONOUNS = frozenset("i we you our my your us".split())


def is_org(text: str, domains: set[str]) -> bool:
    """Whether a line names an organisation: by a firm's suffix, a public body, a business by its kind's last word or
    two, or the mail's domains ("Dominion ..." of dom.com); not a unit by its letter ("B Co")."""
    words = _ORG_WORD.findall(_BRACKETS.sub(" ", text) if "(" in text else text)  # (not its acronym: "(EISG)")
    if not words and HE_ORG_LINE.match(text.strip()) and len(text.split()) <= (8 if " - " in text else 6):
        return True  # "שופרסל בע"מ", "המכללה האקדמית ספיר", "בנק הפועלים"
    if not words or len(words) > 7:
        return False
    if (mark := _ORG_MARK.search(text)) and (
        mark.group() != "'s" or words[-1].casefold() not in BUSINESS_HEADS and not org_suffix(text)
    ):
        return False  # (not "Bob's team"; "Bayside Children's Hospital", "St Brendan's College Dublin" are ones)
    if all(len(w) == 1 for w in words if w.casefold().strip(".") not in ORG_SUFFIXES):
        return False  # a unit by its letter ("B Co", a battalion's company), no firm
    if words[0] in ("for", "on", "of", "at", "with", "from", "by"):
        return False  # who one signs for: "for the West Highland Neighborhood Association board"
    if org_suffix(text) or PUBLIC_BODY.fullmatch(text.strip().rstrip(".,")) or _INSTITUTION.match(text.strip()):
        return True  # ("City of Wexley", "Highline Library District": a public body; "Institut für X": an institution)
    if (
        2 <= len(words) <= 5
        and words[-1].casefold() in BUSINESS_HEADS
        and all(w[0].isupper() for w in words)
        and _PRONOUNS.isdisjoint(w.casefold() for w in words)  # (a motto: "In God We Trust")
    ):
        return True  # "Riverbend Orthopedics", "Bright Smiles Dental": a business by its last word
    if ", " in text and len(text.split(", ")) <= 4 and is_org(text.split(", ")[0], domains):
        rest = text.split(", ")[1:]  # its district and town after it: "Lagoon Teaching Hospital, Idi-Araba, Lagos"
        if all(len(p.split()) <= 3 and p[:1].isupper() and not has_title(p) for p in rest):
            return True
    if ", " in text and UNIT_FIRST.match(text) and is_org(text.split(", ", 1)[1], domains):
        return True  # a department, then its institution: "Département de géographie, Université Saint-Laurent"
    if " - " in text and is_org(text.split(" - ")[0], domains):
        return True  # "Prairie Lakes Medical Center - Cardiac Step-Down": the firm, then its unit
    if 3 <= len(words) <= 6 and " ".join(words[-2:]).casefold() in BUSINESS_PAIRS and words[0][0].isupper():
        return True  # "Fair Haven Assisted Living", "Swedish Medical Center" (by its last two words)
    first = latin_ascii(words[0].casefold()) or words[0].casefold()  # ("Estúdio Gaveta" of gaveta.pt)
    if (
        len(words) == 2
        and first in _KIND_FIRST
        and (words[1].casefold() in domains or first + words[1].casefold() in {latin_ascii(d) or d for d in domains})
    ):
        return True  # a studio by its kind first, its name the domain's: "Estúdio Gaveta" (gaveta.pt, estudiogaveta.pt)
    initials = "".join(w[0] for w in words if w[0].isupper()).casefold()
    joined = "".join(w.casefold() for w in words[:3])  # "Lands Energy Consulting" of landsenergy.com
    # its whole name spelled as a domain spells it: "The Quarry Table" of quarrytable.com, "Harbor & Vine" of
    # harborandvine.com
    spelled = _NOT_LETTER.sub("", text.casefold().replace("&", "and")).removeprefix("the")
    spelled = latin_ascii(spelled) or spelled  # ("Estúdio Caju" of estudiocaju.com.br)
    return (
        first in domains
        or any(len(d) >= 3 and first.startswith(d) and len(words) <= 4 for d in domains)  # "Dominion ..." of dom.com
        or (len(initials) >= 2 and initials in domains)
        or (len(words) >= 3 and first + words[-1].casefold() in domains)  # "Nkwa Microfinance Trust" of nkwatrust.org
        or any(len(d) >= 6 and (joined.startswith(d) or d.startswith(joined)) for d in domains)
        or (len(spelled) >= 6 and spelled in domains and not spelled.endswith(("family", "household", "clan", "home")))
    )


_KIND_FIRST = frozenset("studio estudio atelier agencia agency clinica".split())  # (a firm's kind before its name)
# the last word of a residence's or a street's name, not a firm's ("Tausi Court", "Kyadondo Rise", "Palm Residences")
_RESIDENCE = re.compile(
    r"\s(?:Court|Close|Rise|Estate|Gardens|Apartments|Residences?|Heights|Towers|Villas?|Mews|Crescent|Terrace|Drive|"
    r"Road|Lane|Avenue|Street|Grove|Ridge|Flats|Mansions)$"
)
_LAW_COURT = re.compile(
    r"\b(?:Supreme|High|Crown|District|County|Magistrates['’]?|Family|Federal|Appeals?|Circuit|Superior)\s+Court$"
)


def a_residence(name: str) -> bool:
    """Whether a name read as a firm's is a block of flats', an estate's or a street's ("Tausi Court", "Kyadondo
    Rise"; not a court of law, "the High Court")."""
    return _RESIDENCE.search(name) is not None and not _LAW_COURT.search(name)
