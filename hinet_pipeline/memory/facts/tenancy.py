"""A tenancy or a housing assignment a landlord's letter confirms in labelled lines: who ("Resident:", "Tenants (joint
and several):"), where ("Address:", "Property:") and from when ("Lease term: August 15, 2012 - May 15, 2013", "Term:
12 months, commencing 24 September 2016"): each tenant's address and town, from the term's start."""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.address import city_of, read_address
from hinet_pipeline.memory.facts.dates import DATE_PHRASE, resolve_date
from hinet_pipeline.memory.facts.signoff import name_of

# a labelled line (its value may run on over the indented lines under it)
_FIELD = re.compile(r"^[ \t]*([A-Za-z][A-Za-z -]{1,30}?)(?:[ \t]*\([^()\n]{1,40}\))?[ \t]*:[ \t]*(\S[^\n]*)$", re.M)
_WHO = re.compile(r"(?:residents?|tenants?|lessees?|occupants?)", re.I)
_WHERE = re.compile(r"(?:address|property|premises|unit\s+address|property\s+address)", re.I)
_WHEN = re.compile(
    r"(?:(?:lease\s+|tenancy\s+)?term|move-?in(?:\s+date)?|(?:tenancy\s+|lease\s+)?start(?:\s+date)?)", re.I
)
_HONORIFIC = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+")
_ASIDE = re.compile(r"\s*\([^()]*\)")  # "Nora Castellano (Student ID 830-41-227)"
_TENANCY = ("tenan", "lease", "housing", "resident")  # a letter that confirms one says so


def tenancies(text: str, base) -> Iterator[tuple[str, str, str, object, tuple[int, int]]]:
    """(tenant, predicate, value, valid from, span) for a tenancy ``text`` confirms in labelled lines; ``base``: the
    record's time (a function that gives it)."""
    folded = text.casefold()
    if ":" not in text or not any(w in folded for w in _TENANCY):
        return
    fields: dict[str, tuple[str, int, int]] = {}
    for m in _FIELD.finditer(text):
        label = m.group(1).strip()
        kind = next((k for k, rx in (("who", _WHO), ("where", _WHERE), ("when", _WHEN)) if rx.fullmatch(label)), None)
        if kind and kind not in fields:
            value, end = m.group(2), m.end()
            while (nxt := re.match(r"\n[ \t]{4,}(\S[^\n]*)", text[end:])) and not _FIELD.match(nxt.group(1)):
                value, end = f"{value}\n{nxt.group(1)}", end + nxt.end()  # (a value run on under it)
            fields[kind] = (value, m.start(), end)
    if "who" not in fields or "where" not in fields:
        return
    where = read_address(fields["where"][0].replace("\n", ", "), 0)
    if not where:
        return
    when = None
    if "when" in fields and (day := DATE_PHRASE.search(fields["when"][0])):
        when = resolve_date(day.group("date"), base(), "future")
    when = when or base()
    span = (min(f[1] for f in fields.values()), max(f[2] for f in fields.values()))
    city = city_of(where[0])
    for piece in re.split(r",\s*|\s+and\s+|;\s*", " ".join(fields["who"][0].split())):
        if name := name_of(_HONORIFIC.sub("", _ASIDE.sub("", piece)).strip()):
            yield name, "address", where[0], when, span
            if city:
                yield name, "lives_in", city, when, span
