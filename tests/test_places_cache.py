"""The gazetteer's cache: built once from GeoNames' JSON, then every question a run asks (a place's population, a
great city's country, a district's great city) is answered from it without reading the JSON again."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

_ASK = """
import json
from hinet_pipeline.memory.facts import places
from hinet_pipeline.memory.facts.districts import great_city_around, town_countries
print(json.dumps({
    "lagos": town_countries("Call me when you land in Lagos, not Abuja."),
    "haifa": places.population("Haifa") is not None,
    "logan": great_city_around("Logan Square"),
    "evanston": great_city_around("Evanston"),
    "bangsar": great_city_around("Bangsar"),
    "json_read": places.gazetteer.cache_info().currsize,
}))
"""


def _ask(cache: Path) -> dict:
    env = {**os.environ, "HINET_PLACES_CACHE": str(cache)}
    out = subprocess.run([sys.executable, "-c", _ASK], env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_second_run_answers_from_the_cache_alone(tmp_path):
    first = _ask(tmp_path)
    assert list(tmp_path.glob("places-*.sqlite")), "the first run writes the cache"
    assert first["json_read"] == 1  # (the first run reads GeoNames' JSON to build it)
    second = _ask(tmp_path)
    assert second["json_read"] == 0, "a run with the cache must not read GeoNames' JSON"
    for answers in (first, second):
        assert answers["lagos"][0] == "NG"
        assert answers["haifa"] is True
        assert answers["logan"] == "Chicago"
        assert answers["evanston"] is None  # a town of its own
        assert answers["bangsar"] == "Kuala Lumpur"


def test_a_damaged_cache_is_not_trusted(tmp_path):
    _ask(tmp_path)
    (cache,) = tmp_path.glob("places-*.sqlite")
    cache.write_bytes(b"not a database")
    answers = _ask(tmp_path)
    assert answers["lagos"][0] == "NG" and answers["logan"] == "Chicago"
