"""The LLM fact extractor: a tiny random Qwen3 through the real LLM.load / mlx_lm.load (its output is
not JSON: rejected, counted, nothing stored); a scripted stand-in with the same ``generate`` whose
valid JSON is stored through the real facts stage with provenance; invalid answers of every kind
rejected and counted; off by default, and a loud one-line failure when its weights are missing."""

from __future__ import annotations

import json
import os
import re

os.environ.setdefault("HF_HUB_OFFLINE", "1")  # nothing here may touch the hub
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

import pytest

from hinet_pipeline.config import Owner
from hinet_pipeline.errors import ConfigError, LLMUnavailable
from hinet_pipeline.memory.facts import stage as stage_module
from hinet_pipeline.memory.facts.llm_extract import CONFIDENCE, REASONS, LLMExtractor
from hinet_pipeline.memory.facts.stage import facts_stage
from hinet_pipeline.memory.facts.store import read
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.items import upsert_items
from hinet_pipeline.store.vault import Vault

from .tiny_models import build_tiny_qwen3

DANA = Owner("Dana Levi", ("dana.levi@fastmail.example",))


@pytest.fixture(autouse=True)
def _offline(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("TRANSFORMERS_OFFLINE", "1")


class Scripted:
    """A stand-in for hinet_pipeline.llm.LLM: answers with fixed text for the record whose text
    contains a key (the record's text is in the last message)."""

    def __init__(self, answers: dict[str, str]) -> None:
        self.answers = answers
        self.calls = 0

    def generate(self, messages: list[dict], *, max_tokens: int = 512, temperature: float = 0.0) -> str:
        self.calls += 1
        record = messages[-1]["content"]
        return next((answer for key, answer in self.answers.items() if key in record), '{"facts": []}')


def fact(subject="Dana Levi", predicate="lives_in", obj="Berlin", valid_from="2026-04-01", retract=False, **extra):
    return {
        "subject": subject,
        "predicate": predicate,
        "object": obj,
        "valid_from": valid_from,
        "retract": retract,
        **extra,
    }


def answer(*facts) -> str:
    return json.dumps({"facts": list(facts)})


def note(ext: str, body: str, when: str = "2026-04-03T10:00:00Z", **kw) -> CanonicalItem:
    return CanonicalItem.from_dict({"source": "notes", "external_id": ext, "body": body, "timestamp": when, **kw})


def store(v, *items: CanonicalItem) -> None:
    upsert_items(v, list(items))


def set_facts_llm(home, value: str) -> None:
    text = home.config_path.read_text(encoding="utf-8")
    text = text.replace("[facts]\n", f"[facts]\nllm = {value}\n", 1)
    home.config_path.write_text(text, encoding="utf-8")


def owner_settings(home):
    settings = home.settings()
    settings.owner = DANA
    return settings


def llm_rows(v) -> list[tuple]:
    return v.conn.execute(
        "SELECT subject, predicate, object, valid_from, retract, record_id, item_rowid, extractor, confidence, "
        "observed_at FROM fact_observations WHERE extractor = 'llm' ORDER BY id"
    ).fetchall()


def assert_counts_only(counts: dict) -> None:
    """What reaches the stage result (and Dagster metadata): named counts, never text."""
    llm = {k: n for k, n in counts.items() if k.startswith("llm_")}
    assert llm and all(re.fullmatch(r"llm_[a-z_]+", k) for k in llm)
    assert all(type(n) is int for n in llm.values())
    assert llm["llm_rejected"] == sum(llm[f"llm_rejected_{r}"] for r in REASONS)


# -- the real mlx-lm path ------------------------------------------------------------------------


def test_a_tiny_random_model_through_mlx_lm_answers_no_json_rejected_and_counted(home, tmp_path):
    pytest.importorskip("mlx_lm")
    model = build_tiny_qwen3(tmp_path / "qwen3")
    set_facts_llm(home, json.dumps(str(model)))  # [facts] llm = "<folder>": loaded through LLM.load
    settings = owner_settings(home)
    assert settings.facts_llm == str(model)
    with Vault.open(home) as v:
        store(
            v,
            note("berlin.md", "I moved to Berlin on April 1st. My new number is +49 151 5550 1234."),
            note("globex.md", "Started at Globex Analytics today as a data scientist.", "2026-04-15T09:00:00Z"),
        )
        r = facts_stage(v, settings)
        assert r.counts["items"] == 2
        assert r.counts["llm_records"] == 2 and r.counts["llm_accepted"] == 0
        assert r.counts["llm_rejected"] == r.counts["llm_rejected_not_json"] == 2  # random tokens: not JSON
        assert_counts_only(r.counts)
        assert llm_rows(v) == []  # nothing the model said was stored
        assert facts_stage(v, settings).counts["llm_records"] == 0  # a re-run reads nothing again


def test_the_stand_in_is_what_the_real_model_is_asked_for(tmp_path):
    """The stand-in's interface is the real one: LLM.generate(messages, max_tokens=...) -> str."""
    pytest.importorskip("mlx_lm")
    from hinet_pipeline.llm import LLM

    llm = LLM.load(build_tiny_qwen3(tmp_path / "qwen3"))
    extractor = LLMExtractor(llm, max_tokens=16)
    assert list(extractor(note("a.md", "I live in Haifa now."), 1, DANA)) == []
    assert extractor.stats.records == 1 and sum(extractor.stats.rejected.values()) == 1


# -- a scripted stand-in through the real facts stage ------------------------------------------


def test_valid_json_is_stored_with_provenance_through_the_facts_stage(home):
    moved = note("berlin.md", "Moved to Berlin on April 1st! New number +49 151 5550 1234.")
    later = note("noa-left.md", "Sister update: Noa has left Haifa, no new city yet.", "2026-06-10T08:30:00Z")
    llm = Scripted(
        {
            "Moved to Berlin": answer(
                fact(),
                fact(subject="I", predicate="phone", obj="+49 151 5550 1234", valid_from=None),
                fact(subject="Noa Levi", predicate="lives_in", obj="Haifa", valid_from="2026-06-01"),
            ),
            "Noa has left Haifa": answer(
                fact(subject="Noa Levi", predicate="lives_in", obj="Haifa", valid_from=None, retract=True)
            ),
        }
    )
    settings = owner_settings(home)
    with Vault.open(home) as v:
        store(v, moved, later)
        r = facts_stage(v, settings, llm=llm)
        assert llm.calls == 2
        assert r.counts["llm_records"] == 2 and r.counts["llm_accepted"] == 4 and r.counts["llm_rejected"] == 0
        assert_counts_only(r.counts)

        rows = {(s, p, o): rest for s, p, o, *rest in llm_rows(v)}
        rowid = v.conn.execute("SELECT rowid FROM items WHERE record_id = ?", (moved.record_id,)).fetchone()[0]
        valid_from, retract, record_id, item_rowid, extractor, confidence, observed_at = rows[
            ("Dana Levi", "lives_in", "Berlin")
        ]
        assert (record_id, item_rowid, extractor, confidence) == (moved.record_id, rowid, "llm", CONFIDENCE)
        assert valid_from == "2026-04-01T00:00:00+00:00" and observed_at == moved.timestamp.isoformat()
        assert CONFIDENCE < 1.0  # below the structured and language extractors
        # "I" is the owner; a number is stored as E.164; no date = the record's own time
        assert rows[("Dana Levi", "phone", "+4915155501234")][0] == moved.timestamp.isoformat()
        noa = [(vf, bool(retract), rid) for s, p, o, vf, retract, rid, *_ in llm_rows(v) if s == "Noa Levi"]
        assert noa == [
            ("2026-06-01T00:00:00+00:00", False, moved.record_id),
            (later.timestamp.isoformat(), True, later.record_id),
        ]

        owner = settings.role("owner")
        (berlin,) = read(v, owner, subject="Dana Levi", predicate="lives_in", exact=True)
        assert berlin["object"] == "Berlin" and berlin["record_id"] == moved.record_id
        assert berlin["citation"]["external_id"] == "berlin.md"
        (phone,) = read(v, owner, subject="Dana Levi", predicate="phone", exact=True)
        assert phone["object"] == "+4915155501234"
        # the later retraction closed Noa's Haifa: nothing live, the closed interval kept in the history
        assert read(v, owner, subject="Noa Levi", predicate="lives_in", exact=True) == []
        (haifa,) = read(v, owner, subject="Noa Levi", predicate="lives_in", exact=True, history=True)
        assert (haifa["valid_from"], haifa["valid_to"]) == ("2026-06-01T00:00:00+00:00", later.timestamp.isoformat())

        again = facts_stage(v, settings, llm=llm)
        assert llm.calls == 2 and again.counts["items"] == 0 and again.counts["facts_added"] == 0


def test_the_configured_model_is_loaded_once_per_run(home, monkeypatch, tmp_path):
    loads = []
    llm = Scripted({"Berlin": answer(fact())})
    monkeypatch.setattr(stage_module.LLM, "load", classmethod(lambda cls, path=None: loads.append(path) or llm))
    set_facts_llm(home, json.dumps(str(tmp_path / "model")))
    settings = owner_settings(home)
    with Vault.open(home) as v:
        store(v, *(note(f"n{i}.md", f"Day {i} in Berlin.", f"2026-04-{i + 1:02}T10:00:00Z") for i in range(5)))
        r = facts_stage(v, settings)
        assert loads == [str(tmp_path / "model")] and llm.calls == 5 and r.counts["llm_accepted"] == 5
        assert facts_stage(v, settings).counts["llm_records"] == 0 and len(loads) == 1  # nothing to read: no load


# -- off by default; missing weights fail loudly -------------------------------------------------


def test_off_by_default_no_model_and_no_llm_counts(home, monkeypatch):
    def refuse(*a, **kw):
        raise AssertionError("the default path must not load a model")

    monkeypatch.setattr(stage_module.LLM, "load", classmethod(refuse))
    settings = owner_settings(home)
    assert settings.facts_llm is False
    with Vault.open(home) as v:
        store(v, note("a.md", "I now live in Berlin."))
        r = facts_stage(v, settings)
        assert r.counts["items"] == 1 and not any(k.startswith("llm_") for k in r.counts)
        assert llm_rows(v) == []


def test_missing_weights_fail_the_stage_with_one_line_and_leave_the_items_pending(home, tmp_path, monkeypatch):
    set_facts_llm(home, json.dumps(str(tmp_path / "no-model")))
    settings = owner_settings(home)
    with Vault.open(home) as v:
        store(v, note("a.md", "I now live in Berlin."))
        with pytest.raises(LLMUnavailable) as e:
            facts_stage(v, settings)
        assert "\n" not in str(e.value) and "no-model" in str(e.value) and "config.json" in str(e.value)
        assert v.conn.execute("SELECT facts_state FROM items").fetchone()[0] == 0  # read again once fixed
    monkeypatch.delenv("HINET_LLM_DIR", raising=False)
    home.config_path.write_text(
        home.config_path.read_text(encoding="utf-8").replace(json.dumps(str(tmp_path / "no-model")), "true")
    )
    settings = owner_settings(home)
    assert settings.facts_llm is True
    with Vault.open(home) as v, pytest.raises(LLMUnavailable, match="HINET_LLM_DIR"):
        facts_stage(v, settings)


@pytest.mark.parametrize(
    "value, expected",
    [('"~/models/qwen3"', "~/models/qwen3"), ("true", True), ("false", False)],
)
def test_facts_llm_setting(home, value, expected):
    set_facts_llm(home, value)
    assert home.settings().facts_llm == expected


@pytest.mark.parametrize("value", ['""', "3", '["a"]'])
def test_facts_llm_setting_rejects_other_values(home, value):
    set_facts_llm(home, value)
    with pytest.raises(ConfigError, match="facts.llm"):
        home.settings()


# -- strict validation: every invalid answer rejected and counted by kind -----------------------


INVALID = {
    "not_json": [
        "Dana moved to Berlin.",
        '{"facts": [{"subject": "Dana Levi", "predicate": "lives_in"',  # cut off
        "",
    ],
    "prose": [
        "Here are the facts: " + answer(fact()),
        answer(fact()) + "\nI hope this helps!",
    ],
    "schema": [
        json.dumps([fact()]),  # a bare list, not {"facts": [...]}
        json.dumps({"facts": fact()}),
        json.dumps({"facts": [fact()], "notes": "x"}),
        answer({k: v for k, v in fact().items() if k != "retract"}),  # a key missing
        answer(fact(confidence=0.9)),  # a key too many
        answer(fact(retract="yes")),
        answer(fact(obj=42)),
        answer("Dana lives in Berlin"),
    ],
    "predicate": [answer(fact(predicate="favourite_colour", obj="green")), answer(fact(predicate="LIVES_IN"))],
    "date": [
        answer(fact(valid_from="next Tuesday")),
        answer(fact(valid_from="2026-13-01")),
        answer(fact(valid_from="")),
    ],
    "subject": [answer(fact(subject="")), answer(fact(subject="   "))],
    "object": [
        answer(fact(obj=None)),
        answer(fact(obj="  ")),
        answer(fact(predicate="email", obj=None, retract=True)),  # a multi-valued retraction names its value
    ],
    "phone": [answer(fact(predicate="phone", obj="call me"))],
    "email": [answer(fact(predicate="email", obj="dana at home"))],
}


@pytest.mark.parametrize(
    "kind, text", [(kind, text) for kind, texts in INVALID.items() for text in texts], ids=lambda x: str(x)[:30]
)
def test_an_invalid_answer_is_rejected_and_counted_by_kind(kind, text):
    extractor = LLMExtractor(Scripted({"": text}))
    assert list(extractor(note("a.md", "Moved to Berlin on April 1st."), 1, DANA)) == []
    counts = extractor.stats.counts()
    assert counts["llm_records"] == 1 and counts["llm_accepted"] == 0
    assert counts["llm_rejected"] == counts[f"llm_rejected_{kind}"] == 1, counts


def test_invalid_answers_through_the_stage_store_nothing_and_report_counts(home):
    texts = {f"record {n}": t for n, t in enumerate(t for ts in INVALID.values() for t in ts)}
    settings = owner_settings(home)
    with Vault.open(home) as v:
        store(v, *(note(f"n{n}.md", f"{key}: moving soon.") for n, key in enumerate(texts)))
        r = facts_stage(v, settings, llm=Scripted({f"{key}:": t for key, t in texts.items()}))
        assert llm_rows(v) == []
        assert r.counts["llm_records"] == r.counts["llm_rejected"] == len(texts) and r.counts["llm_accepted"] == 0
        for kind, examples in INVALID.items():
            assert r.counts[f"llm_rejected_{kind}"] == len(examples), kind
        assert_counts_only(r.counts)


def test_one_bad_fact_does_not_sink_the_good_ones_of_the_same_answer():
    extractor = LLMExtractor(
        Scripted({"": answer(fact(), fact(predicate="shoe_size", obj="38"), fact(predicate="works_at", obj="Globex"))})
    )
    found = list(extractor(note("a.md", "Berlin, and Globex from Monday."), 7, DANA))
    assert [(f.observation.predicate, f.observation.object) for f in found] == [
        ("lives_in", "Berlin"),
        ("works_at", "Globex"),
    ]
    assert extractor.stats.counts()["llm_rejected_predicate"] == 1 and extractor.stats.accepted == 2


@pytest.mark.parametrize(
    "text",
    [
        "<think>\nThe note says she moved.\n</think>\n\n" + answer(fact()),  # Qwen3's reasoning block
        "```json\n" + answer(fact()) + "\n```",  # one fence around the whole answer
        "  \n" + answer(fact()) + "\n",
    ],
)
def test_formatting_around_the_json_is_accepted(text):
    extractor = LLMExtractor(Scripted({"": text}))
    (found,) = extractor(note("a.md", "Moved to Berlin."), 1, DANA)
    assert found.extractor == "llm" and found.observation.object == "Berlin"


def test_dates_and_subjects_are_normalised():
    item = note("a.md", "Moved.", "2026-04-03T10:00:00Z")
    extractor = LLMExtractor(
        Scripted(
            {
                "": answer(
                    fact(subject="me", valid_from="2026-04-01T09:00:00+02:00"),
                    fact(subject=" Noa Levi ", predicate="email", obj="Noa@Example.org", valid_from=None),
                )
            }
        )
    )
    a, b = (f.observation for f in extractor(item, 1, DANA))
    assert a.subject == "Dana Levi" and a.valid_from.isoformat() == "2026-04-01T07:00:00+00:00"
    assert (b.subject, b.object, b.valid_from) == ("Noa Levi", "noa@example.org", item.timestamp)
    assert a.observed_at == item.timestamp and a.record_id == item.record_id


def test_first_person_is_the_owner_only_in_the_owners_records():
    theirs = CanonicalItem.from_dict(
        {
            "source": "mail",
            "external_id": "m1",
            "body": "I moved to Haifa.",
            "timestamp": "2026-04-03T10:00:00Z",
            "author": "Yossi Katz <yossi@example.org>",
        }
    )
    mine = CanonicalItem.from_dict({**theirs.to_dict(), "author": "Dana Levi <dana.levi@fastmail.example>"})
    for item, subject in ((theirs, None), (mine, "Dana Levi")):
        extractor = LLMExtractor(Scripted({"": answer(fact(subject="I", obj="Haifa"))}))
        found = [f.observation.subject for f in extractor(item, 1, DANA)]
        assert found == ([subject] if subject else [])
        assert extractor.stats.counts()["llm_rejected_subject"] == (0 if subject else 1)


def test_the_prompt_carries_the_record_the_owner_and_the_schema():
    from hinet_pipeline.memory.facts.llm_extract import ANSWER_SCHEMA, messages

    item = note("a.md", "Moved to Berlin.", author="dana.levi@fastmail.example", title="Big news")
    system, user = (m["content"] for m in messages(item, DANA))
    assert json.dumps(ANSWER_SCHEMA) in system and "Dana Levi" in system and "lives_in" in system
    assert "Moved to Berlin." in user and item.timestamp.isoformat() in user
    assert "dana.levi@fastmail.example" in user and "Big news" in user
    assert set(ANSWER_SCHEMA["properties"]["facts"]["items"]["properties"]["predicate"]["enum"]) >= {
        "lives_in",
        "works_at",
        "phone",
        "email",
    }
