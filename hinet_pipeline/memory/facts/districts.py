"""The great cities of the gazetteer: the one a district is part of, by their coordinates ("Logan Square": Chicago;
"Bangsar": Kuala Lumpur; "Marrickville": Sydney), for a home a letter names by its district and by its city's address
both ("a two-bedroom in Logan Square ... 2741 W Moffat Pl, Chicago": one home town, Chicago); and the countries of
those a text names, for its numbers ("Enugu", "Lagos": Nigeria's)."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from hinet_pipeline.memory.facts.places import cities, place_key


@lru_cache(maxsize=1 << 12)
def great_city_around(name: str) -> str | None:
    """The city of a million or more whose district ``name`` is (a place the gazetteer knows of under 200,000 people,
    in its state, within 10 km of its centre: "Logan Square" is Chicago's), else None; a town of its own stays itself
    (Petaling Jaya, Evanston, Beverly Hills, Hoboken across the state line)."""
    import math

    if (here := _where().get(place_key(name.casefold()))) is None or here[2] >= 200_000:
        return None
    lat, lon = math.radians(here[0]), math.radians(here[1])
    for city, (clat, clon, people, state) in _great_where().items():
        if state == here[3] and 12742 * math.asin(math.sqrt(
            math.sin((clat - lat) / 2) ** 2 + math.cos(lat) * math.cos(clat) * math.sin((clon - lon) / 2) ** 2
        )) < 10:  # fmt: skip
            return city
    return None


@lru_cache(maxsize=1)
def _where() -> dict[str, tuple[float, float, int, str]]:
    """Each place by its name (the largest so named) → (latitude, longitude, population, country and state)."""
    best: dict[str, tuple[float, float, int, str]] = {}
    for name, country, admin1, lat, lon, people in cities():
        key = place_key(name.casefold())
        if people >= best.get(key, (0, 0, -1, ""))[2]:
            best[key] = (lat, lon, people, f"{country}.{admin1}")
    return best


@lru_cache(maxsize=1)
def _great_where() -> dict[str, tuple[float, float, int, str]]:
    """The cities of a million people or more → (latitude, longitude in radians, population, country and state)."""
    import math

    return {
        name: (math.radians(lat), math.radians(lon), people, f"{country}.{admin1}")
        for name, country, admin1, lat, lon, people in cities(1_000_000)
        if people >= 1_000_000 and name not in _BOROUGHS
    }


# a great city's own parts the gazetteer lists as cities: no town beside them is theirs (Mount Vernon, not the Bronx);
# a home in one is in their city all the same (a reader says "Brooklyn" or "New York")
_BOROUGHS = frozenset({"The Bronx", "Brooklyn", "Queens", "Manhattan", "Staten Island"}) | {
    "ברוקלין", "מנהטן", "קווינס", "הברונקס", "ברונקס", "סטטן איילנד"  # (as Hebrew writes them)
}  # fmt: skip


def borough_city(name: str) -> str | None:
    """The city a borough is part of ("Brooklyn": New York), else None."""
    return "New York" if name in _BOROUGHS or name == "Bronx" else None


_CITY_WORDS = re.compile(r"\b[A-Z][a-z]{3,}(?:[ -][A-Z][a-z]+)?\b")


def town_countries(text: str) -> list[str]:
    """The countries (ISO codes) of the great cities a text names ("Enugu", "Lagos", "Abuja": NG), most named first;
    asked only where a number reads in none of the record's other countries."""
    found = Counter(c for m in _CITY_WORDS.finditer(text) if (c := _great_cities().get(m.group().casefold())))
    return [c for c, _ in found.most_common(2)]


@lru_cache(maxsize=1)
def _great_cities() -> dict[str, str]:
    """A city of 250,000 people or more by its name → its country (the largest so named)."""
    best: dict[str, tuple[int, str]] = {}
    for name, country, _, _, _, n in cities(250_000):
        if n >= 250_000:
            key = name.casefold()
            if n > best.get(key, (0, ""))[0]:
                best[key] = (n, country)
    return {k: v[1] for k, v in best.items()}
