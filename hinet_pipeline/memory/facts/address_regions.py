"""Addresses as India, Singapore and Malaysia write them, which the street readers of ``address`` do not: a flat or a
door number, a building or a block, its roads and its area, then the town and its postcode ("Flat 304, Sai Residency,
5th Cross, 8th Main, Koramangala 4th Block, Bengaluru 560034"; "Blk 265C Punggol Field Walk #11-482\nSingapore
823265"; "A-12-3, Residensi Sri Kenanga, No. 8 Jalan Kenanga Setia, Bangsar, 59100 Kuala Lumpur"); the city an
Australian suburb's postcode lies in ("Woolloongabba QLD 4102": Brisbane), which an address never writes; and a great
city on the line under a district's ("41 Ko Shing Lane, Sai Ying Pun\nHong Kong"); addresses as Brazil and Portugal
write them ("Rua X, 227, apto 52 - Pinheiros, São Paulo - SP, 05422-010"); a town by its address's form (a US
state's code and ZIP after it, a postcode before it)."""

from __future__ import annotations

import re

# an address as India writes it: a flat or a door number, a building, its cross and main roads and its area, then its
# town and six-digit PIN code ("Flat 304, Sai Residency, 5th Cross, 8th Main, Koramangala 4th Block, Bengaluru 560034",
# "#88, 2nd Floor, 27th Main, HSR Layout Sector 1, Bengaluru 560102", "A-1104, Greenfield Meadows, ITPL Main Road")
_INDIAN = re.compile(
    # (a building's name on the line above, "Sri Sai Comforts PG for Gents\nNo. 14, 5th Cross"; "Road No. 3" inside)
    r"[ \t]*(?P<head>(?:[A-Z][^\n.!?:,]{2,60}\n[ \t]*)?(?:Flat|No\.|#|Door\s+No\.?|Plot\s+No\.?"
    r"|[A-Z]-?\d{1,4}\b|\d{1,4}[A-Z]?,)(?:No\.|[^\n.!?]){0,160}?(?:\n[ \t]*(?:No\.|[^\n.!?]){2,80}?){0,4}?)"
    r"[,\s]+(?P<town>[A-Z][a-z]+)\s*[-–]?\s*(?P<pin>[1-9]\d{2}\s?\d{3})(?![\d-])"
)


def _indian(text: str, pos: int) -> tuple[str, int] | None:
    """An Indian address at ``pos`` (``_INDIAN``) whose town the gazetteer knows, its lines joined, else None."""
    from hinet_pipeline.memory.facts.places import names_a_place

    if not (m := _INDIAN.match(text, pos)) or not names_a_place(m["town"]) or "\n\n" in m.group():
        return None
    if re.search(r"(?:\b[a-z]+\s+){3}", m["head"]):
        return None  # a sentence, not an address's parts: "Flat G2 is where we met in 2014, near Chennai 600097"
    head = ", ".join(x.strip(" ,\t") for x in m["head"].split("\n") if x.strip(" ,\t"))
    return f"{head}, {m['town']} {m['pin']}", m.end()


# an address as Singapore writes it: a block (an HDB flat's) or a number, its street, the unit "#11-482", a building's
# name perhaps, then "Singapore" and its six digits, on the same line or the next
_SINGAPORE = re.compile(
    r"[ \t]*(?P<head>(?:Blk|Block|\d{1,4}[A-Z]?)\s+[A-Z0-9][^\n!?]{2,100}?(?:\n[ \t]*[^\n!?]{2,60}?){0,2}?)[,\s]+"
    r"(?P<town>Singapore)\s+(?P<pin>\d{6})(?!\d)"
)
MALAYSIAN_STATE = re.compile(
    r"(?:Selangor|Johor|Penang|Pulau\s+Pinang|Perak|Kedah|Sabah|Sarawak|Melaka|Pahang|Negeri\s+Sembilan|Kelantan"
    r"|Terengganu|Perlis|Putrajaya|Wilayah\s+Persekutuan)"
)
# an address as Malaysia writes it: a unit ("A-12-3", "No. 27"), its building or "Jalan" (a road) and "Taman" (an
# estate), then a five-digit postcode and the town, its state after it perhaps
_MALAYSIA = re.compile(
    r"[ \t]*(?P<head>(?:[A-Z]-\d{1,3}-\d{1,3}|No\.\s*\d{1,5}[A-Z]?|Lot\s+\d{1,5}|\d{1,5}[A-Z]?),?\s+"
    r"(?:No\.|[^\n.!?]){2,160}?"
    r"(?:\n[ \t]*(?:No\.|[^\n.!?]){2,80}?){0,3}?)[,\s]+"
    r"(?P<pin>\d{5})[ \t]+(?P<town>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){0,2})"
    rf"(?P<state>,?[ \t]+{MALAYSIAN_STATE.pattern})?\b"
)
_ROAD = re.compile(r"\b(?:Jalan|Jln\.?|Lorong|Persiaran|Lebuh|Taman|Residensi|Kondominium|Pangsapuri)\b")


def _joined(head: str) -> str:
    return ", ".join(x.strip(" ,\t") for x in head.split("\n") if x.strip(" ,\t"))


def regional_address(text: str, pos: int) -> tuple[str, int] | None:
    """An address at ``pos`` as India, Singapore, Malaysia, Brazil or Portugal writes it, lines joined; else None."""
    if indian := _indian(text, pos):
        return indian
    if luso := lusophone_address(text, pos):  # (or Brazil's, Portugal's)
        return luso
    if (m := _SINGAPORE.match(text, pos)) and "\n\n" not in m.group() and not _PROSE.search(m["head"]):
        return f"{_joined(m['head'])}, Singapore {m['pin']}", m.end()
    if (m := _MALAYSIA.match(text, pos)) and "\n\n" not in m.group() and _ROAD.search(m["head"]):
        if not _PROSE.search(m["head"]):
            return f"{_joined(m['head'])}, {m['pin']} {m['town']}{m['state'] or ''}", m.end()
    return None


_PROSE = re.compile(r"(?:\b[a-z]+\s+){3}")  # a sentence, not an address's parts


# Australia's cities by their postcodes' ranges (Australia Post's metropolitan delivery areas): a suburb's address
# names its suburb and postcode, never its city
_AU_METRO = (
    (2000, 2234, "Sydney"),
    (2500, 2530, "Wollongong"),
    (2600, 2620, "Canberra"),
    (2900, 2914, "Canberra"),
    (3000, 3207, "Melbourne"),
    (3211, 3227, "Geelong"),
    (4000, 4179, "Brisbane"),
    (5000, 5199, "Adelaide"),
    (6000, 6199, "Perth"),
    (7000, 7099, "Hobart"),
    (800, 832, "Darwin"),
)
_AU_POSTCODE = re.compile(r"\s(?:VIC|NSW|QLD|TAS|ACT|WA|SA|NT)\s+(\d{4})$")


def au_city(line: str) -> str | None:
    """The city an Australian address's last part ("Mount Lawley WA 6050") lies in by its postcode, else None."""
    if not (m := _AU_POSTCODE.search(line)):
        return None
    code = int(m.group(1))
    return next((city for low, high, city in _AU_METRO if low <= code <= high), None)


_GREAT = 500_000  # (a city, not a district that shares a name with a village)
_CITY_STATES = frozenset({"hong kong", "singapore", "macau", "macao", "monaco", "luxembourg", "gibraltar"})


def great_city_line_after(lines: str, after: int, district: str) -> tuple[str, int] | None:
    """The great city alone on the line under a district's ("Sai Ying Pun\nHong Kong"), and where it ends in
    ``lines``, or None (a town of its own above it, a street, a postcode)."""
    from hinet_pipeline.memory.facts.places import is_region, population

    line = re.match(r"[ \t]*\n[ \t]*([A-Z][^\W\d_]+(?:[ \t]+[A-Z][^\W\d_]+){0,2})[ \t]*(?=\n|$)", lines[after:])
    if not line or (population(line.group(1)) or 0) < _GREAT or (population(district) or 0) >= _GREAT:
        return None
    if (is_region(line.group(1)) and line.group(1).casefold() not in _CITY_STATES) or line.group(1).isupper():
        return None  # (a country or a state under the town: "10997 Berlin\nGermany", "BERLIN\nGERMANY")
    return line.group(1), after + line.end()


def suburb_of(part: str, city: str) -> bool:
    """Whether a place written before ``city`` ("Rondebosch, Cape Town", "North Ward, Townsville") is
    a part of it: unknown to the gazetteer, or a known place a tenth the size of a city of a million
    ("Brooklyn, New York" is not; nor "Berlin, Germany", "Kirriemuir, Texas", "Epsom, Surrey", "Torquay,
    Victoria": a country, a state, a county is no town)."""
    from hinet_pipeline.memory.facts.places import is_region, population

    small, big = population(part), population(city)
    if big is None or is_region(city):
        return False
    return small is None or (small * 10 <= big and big >= 1_000_000)


def own_town(local: str, post_town: str) -> str | None:
    """A British address's town before its post town, where the gazetteer knows it as a smaller British town (Keynsham
    before Bristol; not a district it does not know, "Sketty, Swansea", "Morningside, Edinburgh" (Canada's), nor a
    bigger place of the same name, "Canton")."""
    from hinet_pipeline.memory.facts.places import population_in

    small, big = population_in(local, "GB"), population_in(post_town, "GB")  # (a Canadian Morningside is none)
    # (nor a district of a great city, "Walthamstow, London E17 4LP": London)
    return local if small and big and small < big and not suburb_of(local, post_town) else None


# a US town before its state's code and its ZIP code ("1127 Quailridge Ct\nSpring Lake, NC 28390"): a town, whether the
# gazetteer (towns of 15,000 people and more) holds it or not
_US_STATE_CODES = (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR "
    "PA RI SC SD TN TX UT VT VA WA WV WI WY PR"
)
US_STATE_ZIP_AFTER = re.compile(rf",?[ \t]+(?:{'|'.join(_US_STATE_CODES.split())})[ \t]+\d{{5}}(?:-\d{{4}})?\b")
POSTCODE_TOWN = re.compile(r"\s*(?:\d{4,5}|\d{4}-\d{3})\s+[A-ZÀ-Ý]")  # a postcode before its town: "4300-251 Porto"


# a civic number and its comma before the street, as Québec writes it: "4412, rue de la Roche-Fendue, app. 3"
QC_NUMBER = re.compile(
    r"\d{1,5}[A-Za-z]?(,)[ \t]+(?=(?:rue|avenue|av\.|boulevard|boul\.|chemin|ch\.|place|rang|montée|côte|route|impasse"
    r"|allée|promenade|terrasse|croissant|carré|square)\s)",
    re.I,
)


def bare_town(part: str) -> str:
    """A town without the postcode or state code beside it ("Townsville QLD 4810", "Leeds LS1")."""
    return re.sub(
        r"^\d{4,7}\s+|(?:\s+[A-Z]{2,3})?(?:\s+\d{4,7}|\s+[A-Z]\d[A-Z][ ]?\d[A-Z]\d)?$"
        r"|\s+[A-Z]{1,2}\d[A-Z\d]?(?:\s+\d[A-Z]{2})?$|\s+[A-Z]\d{2}[ ]?[A-Z\d]{4}$",  # (an Eircode: "Cork T12 V6X3")
        "",
        part.strip(),
    )


# an address as Brazil and Portugal write it: the street, a comma and its number, a flat or a floor, then the town and
# its state with the CEP after ("Rua Capitão Abelardo Lins, 227, apto 52 - Pinheiros, São Paulo - SP, 05422-010") or the
# postcode before it ("Rua do Heroísmo Velho, 214, 2.º esq.\n4300-251 Porto")
_LUSO_STREET = re.compile(
    r"[ \t]*(?:Rua|R\.|Avenida|Av\.|Travessa|Largo|Praça|Praceta|Estrada|Alameda|Rodovia|Calçada|Beco)\s+[^,\n]{2,60},"
    r"\s*(?:n\.?[º°]\s*)?\d{1,5}[A-Za-z]?\b(?:[ \t]+[-–][ \t]+[A-ZÀ-Ý][^,\n.]{1,40})?"  # (its district: "318 - Sion")
)
_LUSO_PIECE = re.compile(r"[ \t]*(?:,|\n)[ \t]*((?:[^,\n.]|\.(?=\S)){1,50}\.?)")  # (a piece ends at a sentence's end)
_PT_TOWN = re.compile(r"\d{4}-\d{3}\s+[A-ZÀ-Ý][^,\n\d]{1,30}")
_BR_TOWN = re.compile(r"([A-ZÀ-Ý][^,\n\d]{1,30}?)\s*[-–/]\s*[A-Z]{2}")
_BR_CEP = re.compile(r"(?:CEP:?\s*)?\d{5}-?\d{3}")


def lusophone_address(text: str, pos: int) -> tuple[str, int] | None:
    """A Brazilian or Portuguese address at ``pos`` (``_LUSO_STREET``), its pieces joined with commas, else None."""
    if not (m := _LUSO_STREET.match(text, pos)):
        return None
    kept, at = [m.group().strip()], m.end()
    while len(kept) < 7 and (piece := _LUSO_PIECE.match(text, at)) and not text.startswith("\n\n", at):
        value = piece.group(1).strip()
        if _PT_TOWN.fullmatch(value.rstrip(".")) or _BR_CEP.fullmatch(value.rstrip(".")):
            value = value.rstrip(".")  # (its sentence's end after it: "05422-010. I can walk to work")
        kept.append(value)
        at = piece.end()
        if _PT_TOWN.fullmatch(value) or _BR_CEP.fullmatch(value):
            return ", ".join(kept), at  # (its postcode and town, or its CEP after its town and state: the end)
    return None


def lusophone_town(pieces: list[str]) -> str | None:
    """The town of an address's pieces as Brazil or Portugal ends one ("São Paulo - SP", "05422-010"; "4300-251
    Porto"), else None."""
    last = pieces[-1].strip()
    if _PT_TOWN.fullmatch(last):
        return last.split(None, 1)[1].strip()
    if len(pieces) >= 2 and _BR_CEP.fullmatch(last) and (town := _BR_TOWN.fullmatch(pieces[-2].strip())):
        return town.group(1)
    return None
