"""A sign-off's postal address: a street line with its town and postcode after it (a building or suite line
between), or on the line itself ("250 Pearl Street, 14th Floor, Hartford, CT 06103"), or among a line's fields
("1600 Market Street, Suite 3600 | Philadelphia, PA 19103", "2410 Hwy 82 East / Greenville, MS 38701")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from hinet_pipeline.memory.facts.signoff import NUMBER_WORD, STREET_WORD
from hinet_pipeline.memory.facts.street_lines import NAME_FIRST, UK_POSTCODE_END
from hinet_pipeline.memory.facts.title_line import clean

if TYPE_CHECKING:
    from hinet_pipeline.memory.facts.signoff import Line

_BAR = re.compile(r"\s+[|/]\s+")  # the fields of one line: "... 12th Floor | Providence, RI 02903"
# a town's state and ZIP code ("CT 06103"), or a town and its four-digit postcode as Australia and New Zealand end an
# address line ("Red Hill QLD 4059", ", Hillcrest, Hamilton 3216")
STATE_ZIP = re.compile(
    r"(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\.?\s+\d{5}"
    r"|(?:,[ \t]*(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*[ \t]+\d{4}\b)"
    r"(?!(?:Suite|Ste|Room|Floor|Unit|Level|Box|Apt|Apartment|Flat|Bay|Shop|Building|Bldg|Lot|Villa|No|Christmas|Easter"
    r"|Spring|Summer|Autumn|Fall|Winter|Term|Class|Semester|Fiscal|Quarter|Season)\b)"
    r"[A-Z][a-z]+(?:[ \t][A-Z][a-z]+){0,2}"
    r"|[ \t](?:QLD|NSW|VIC|TAS|ACT|NT|SA|WA))[ \t]+\d{4}[ \t]*$"  # (not a month: "..., March 2019")
    # a town and the UK's postcode ("Cardiff CF11 9AD"), a Canadian province and postal code ("Halifax, NS B3H 2Y7")
    r"|[A-Z][a-z]+,?[ \t]+[A-Z]{1,2}\d[A-Z\d]?[ \t]*\d[A-Z]{2}[ \t]*$"
    r"|[A-Z][a-z]+,?[ \t]+(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)[ \t]+[A-Z]\d[A-Z][ \t]?\d[A-Z]\d\b",
    re.M,
)
_STREET_MARK = re.compile(  # (or a British line by its postcode: "The Square, Chew Magna, Bristol BS40 8RA")
    rf"\d|P\.?\s?O|{NUMBER_WORD}\s|(?:Suite|Ste\.?|Floor|Level|Unit|Shop|Flat|Apt)\s+\w+,\s+\d|(?=.*{UK_POSTCODE_END.pattern})"
    rf"|(?={NAME_FIRST}\s*$)",  # (its name first, as German writes it: "Weidenhofstraße 9")
    re.I,
)


def bar_postal(fields: list[str]) -> str | None:
    """A postal address among a line's bar fields: a street and its town with their postcode, in one field or
    over the next two ("1600 Market Street, Suite 3600 | Philadelphia, PA 19103")."""
    for k, field in enumerate(fields):
        if _STREET_MARK.match(field) and STREET_WORD.search(field):
            for j in range(k, min(k + 3, len(fields))):
                if STATE_ZIP.search(fields[j]):
                    return ", ".join(clean(f) for f in fields[k : j + 1])
    return None


def postal(lines: list[Line]) -> tuple[str, tuple[int, int]] | None:
    """A street line with the city-and-postcode line after it (a building or suite line between), or with its
    city and postcode on the line itself ("250 Pearl Street, 14th Floor, Hartford, CT 06103")."""
    streets = [k for k, ln in enumerate(lines) if ln.kind == "street" and _STREET_MARK.match(ln.text)]
    for k in streets:
        if STATE_ZIP.search(lines[k].text):
            return ", ".join(clean(t) for t in _BAR.split(lines[k].text)), (lines[k].start, lines[k].end)
        for c in range(k + 1, min(k + 4, len(lines))):
            if lines[c].kind == "city":
                kept = [ln.text.rstrip(",") for ln in lines[k : c + 1] if ln.kind in ("street", "building", "city")]
                return ", ".join(clean(t) for t in kept), (lines[k].start, lines[c].end)
    return None
