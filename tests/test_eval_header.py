"""The eval gate catches a chunker that drops the provenance header, on real data: real Enron mail
(a message's subject and day are in its header only) and LoCoMo chat (a turn's day is), each
re-chunked through the real index stages with the header left out. The self-made probes that ask
for a subject or a day (read/self_probes.py: ``subject``, ``dated``) lose their records, the
chunking change renews the set only after the old set is judged on the new index, and the gate
fails; an unchanged re-run and a re-chunk by the same chunker pass."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hinet_pipeline.config import Home
from hinet_pipeline.index.indexing import run_index_stages
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.read import self_probes
from hinet_pipeline.read.evaluation import last_gate
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.read.self_probe_gate import run_self_gate
from hinet_pipeline.records import Origin
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.vault import Vault

from .conftest import SHARED_DATA, locomo_jsonl, needs_data
from .test_eval_probes import HashedWords

DAY = "2023-12-31"
MAILS = 240  # of enron-eval's 750 messages (sorted by name: several mailboxes)


def _land(kind: str, home: Home, tmp: Path) -> None:
    if kind == "enron":
        mail = tmp / "mail"
        mail.mkdir()
        for path in sorted((SHARED_DATA / "mail" / "enron" / "enron-eval").iterdir())[:MAILS]:
            shutil.copy(path, mail / path.name)
        land(home, "eml", mail, day=DAY, account="enron")
    else:  # LoCoMo's first conversation (419 turns), through the one converter every figure uses
        items = locomo_jsonl(tmp / "locomo") / "items.jsonl"
        lines = [ln for ln in items.read_text(encoding="utf-8").splitlines() if '"container": "conv-26"' in ln]
        (tmp / "conv-26.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        land(home, "jsonl", tmp / "conv-26.jsonl", day=DAY)


@pytest.fixture(scope="module", params=["enron", "locomo"])
def built(request, tmp_path_factory):
    tmp = tmp_path_factory.mktemp(request.param)
    home, embedder = Home(tmp / "home"), HashedWords()
    init_home(home)
    _land(request.param, home, tmp)
    with Vault.open(home) as v:
        ingest_day(v, home, DAY)
        people_stage(v, home.settings(), day=DAY)
        run_index_stages(v, embedder, day=DAY)
    return request.param, home, embedder


def rechunk(v: Vault, embedder, monkeypatch, *, header: bool) -> None:
    """Every live item chunked again through the real index stages (the old chunks retired, their
    BM25 rows and vectors removed, the new ones embedded and indexed), as a new chunker would;
    ``header=False``: one that leaves the provenance header out."""
    with v.transaction() as c:
        c.execute("UPDATE chunks SET live = 0, chunk_id = chunk_id || '~' || rowid WHERE live = 1")
        c.execute("UPDATE items SET chunked = 0 WHERE valid_to IS NULL")
    with monkeypatch.context() as m:
        if not header:
            m.setattr(Origin, "display", lambda self: "")
        run_index_stages(v, embedder)
    unindexed = v.conn.execute("SELECT count(*) FROM chunks WHERE live = 1 AND (in_fts = 0 OR in_vec = 0)").fetchone()
    assert unindexed[0] == 0


def gate(v: Vault, home: Home, embedder, cycle: str) -> dict:
    settings = home.settings()
    retriever = Retriever(v, embedder, settings)
    return run_self_gate(v, retriever, max_drop=settings.eval_max_drop, source="test", cycle=cycle)


@needs_data("mail/enron/enron-eval", "locomo/locomo-dev.json")
def test_a_chunker_that_drops_the_header_fails_the_gate_on_real_data(built, tmp_path, monkeypatch):
    kind, template, embedder = built
    home = Home(tmp_path / "home")
    shutil.copytree(template.root, home.root)
    monkeypatch.setattr(self_probes, "RECORDS", 40)  # a smaller set (each kind still judged on its own from 30)
    with Vault.open(home) as v:
        first = gate(v, home, embedder, "c1")
        kinds = first["result"]["by_kind"]
        assert kinds["dated"]["probes"] >= 30 and (kind != "enron" or kinds["subject"]["probes"] >= 15), kinds
        assert first["passed"] and first["result"]["recall@10"] > 0.8
        again = gate(v, home, embedder, "c2")  # an unchanged re-run
        assert again["passed"] and not again["drops"] and again["set"] == first["set"]

        rechunk(v, embedder, monkeypatch, header=True)  # the same chunker again: the same layout, no renewal due
        assert self_probes.renewal_reason(v, self_probes.active_set(v)) is None

        rechunk(v, embedder, monkeypatch, header=False)
        assert v.conn.execute("SELECT count(*) FROM chunks WHERE live = 1 AND header != ''").fetchone()[0] == 0
        dropped = gate(v, home, embedder, "c3")
        # the chunking change is seen, and the old set is judged on the new index: it fell, so it is kept
        assert not dropped["passed"] and dropped["renewal_due"] == "chunking" and dropped["set"] == first["set"]
        assert last_gate(v)[1] is False
        header_kinds = {"dated", "subject"} if kind == "enron" else {"dated"}
        assert any(d.endswith(":dated") for d in dropped["drops"]), dropped["drops"]
        now = dropped["result"]["by_kind"]
        for name in header_kinds:  # what the header carried is lost
            assert now[name]["mrr"] < kinds[name]["mrr"] - 0.1, (name, now[name], kinds[name])
        for name in ("rare_phrase", "shuffled"):  # what the text carries is not
            if name in kinds:
                assert now[name]["recall@10"] >= kinds[name]["recall@10"] - 0.1, (name, now[name], kinds[name])
        active = v.conn.execute("SELECT count(*) FROM eval_probe_sets WHERE retired_at IS NULL").fetchone()[0]
        assert active == 1  # not renewed: a failed old set stays until a cycle passes
