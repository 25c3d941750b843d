"""The tiny random-weight model folders load and run through the real loaders."""

from __future__ import annotations

import json
import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")  # nothing here may touch the hub
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

import numpy as np
import pytest

from .tiny_models import build_tiny_qwen3, build_tiny_xlmr, numpy_reference_embed

TEXTS = [
    "query: how do I reset my password?",
    "passage: תחנת הרכבת נמצאת ליד הקניון במרכז העיר.",
    "Bonjour, comment allez-vous aujourd'hui ?",
    "Guten Tag",
]


@pytest.fixture(autouse=True)
def _offline(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("TRANSFORMERS_OFFLINE", "1")


def test_both_build_with_hf_layout(tmp_path):
    x = build_tiny_xlmr(tmp_path / "xlmr")
    q = build_tiny_qwen3(tmp_path / "qwen3")

    for folder in (x, q):
        for name in ("config.json", "model.safetensors", "tokenizer.json", "tokenizer_config.json"):
            assert (folder / name).is_file(), (folder, name)

    from safetensors.numpy import load_file
    from tokenizers import Tokenizer

    xc = json.loads((x / "config.json").read_text())
    assert xc["model_type"] == "xlm-roberta" and xc["architectures"] == ["XLMRobertaModel"]
    assert xc["vocab_size"] == Tokenizer.from_file(str(x / "tokenizer.json")).get_vocab_size()
    assert 500 <= xc["vocab_size"] <= 1000
    xw = load_file(str(x / "model.safetensors"))
    assert xw["embeddings.word_embeddings.weight"].shape == (xc["vocab_size"], 32)
    assert xw["embeddings.position_embeddings.weight"].shape == (514, 32)
    assert "pooler.dense.weight" in xw and "encoder.layer.1.output.LayerNorm.bias" in xw
    assert all(v.dtype == np.float32 for v in xw.values())

    qc = json.loads((q / "config.json").read_text())
    assert qc["model_type"] == "qwen3" and qc["tie_word_embeddings"] is True
    assert qc["vocab_size"] == Tokenizer.from_file(str(q / "tokenizer.json")).get_vocab_size()
    qw = load_file(str(q / "model.safetensors"))
    assert qw["model.layers.0.self_attn.k_proj.weight"].shape == (2 * 8, 32)  # kv_heads * head_dim
    assert qw["model.layers.1.self_attn.q_norm.weight"].shape == (8,)
    assert "lm_head.weight" not in qw


def test_same_seed_same_bytes_other_seed_differs(tmp_path):
    a = build_tiny_xlmr(tmp_path / "a", seed=3)
    b = build_tiny_xlmr(tmp_path / "b", seed=3)
    c = build_tiny_xlmr(tmp_path / "c", seed=4)
    for name in ("model.safetensors", "tokenizer.json", "config.json"):
        assert (a / name).read_bytes() == (b / name).read_bytes(), name
    assert (a / "model.safetensors").read_bytes() != (c / "model.safetensors").read_bytes()

    q1 = build_tiny_qwen3(tmp_path / "q1")
    q2 = build_tiny_qwen3(tmp_path / "q2")
    for name in ("model.safetensors", "tokenizer.json", "config.json"):
        assert (q1 / name).read_bytes() == (q2 / name).read_bytes(), name


def test_xlmr_tokenizer_loads_offline_with_xlmr_specials(tmp_path):
    from transformers import AutoTokenizer

    x = build_tiny_xlmr(tmp_path / "xlmr")
    tok = AutoTokenizer.from_pretrained(x)
    assert (tok.bos_token_id, tok.pad_token_id, tok.eos_token_id, tok.unk_token_id) == (0, 1, 2, 3)
    assert tok.model_max_length == 512
    enc = tok(TEXTS, padding=True)
    for ids, mask in zip(enc["input_ids"], enc["attention_mask"]):
        n = sum(mask)
        assert ids[0] == 0 and ids[n - 1] == 2
        assert all(i == 1 for i in ids[n:])
    assert tok.decode(enc["input_ids"][0], skip_special_tokens=True) == TEXTS[0]


def test_xlmr_loads_in_mlx_embeddings_and_matches_numpy_reference(tmp_path):
    mlx_embeddings = pytest.importorskip("mlx_embeddings")

    x = build_tiny_xlmr(tmp_path / "xlmr")
    model, tokenizer = mlx_embeddings.load(str(x))
    out = mlx_embeddings.generate(model, tokenizer, texts=TEXTS)
    emb = np.array(out.text_embeds)

    assert emb.shape == (len(TEXTS), 32)
    np.testing.assert_allclose(np.linalg.norm(emb, axis=1), 1.0, atol=1e-5)
    ref = numpy_reference_embed(x, TEXTS)
    np.testing.assert_allclose(emb, ref, atol=1e-4)
    # random weights still give distinct embeddings for distinct texts
    sims = emb @ emb.T
    assert np.all(sims[~np.eye(len(TEXTS), dtype=bool)] < 0.999)

    # padding does not leak: a text embedded alone equals the same text in the batch
    alone = np.array(mlx_embeddings.generate(model, tokenizer, texts=[TEXTS[3]]).text_embeds)
    np.testing.assert_allclose(alone[0], emb[3], atol=1e-5)


def test_qwen3_loads_in_mlx_lm_and_generates_deterministically(tmp_path):
    mlx_lm = pytest.importorskip("mlx_lm")
    from mlx_lm.sample_utils import make_sampler

    q = build_tiny_qwen3(tmp_path / "qwen3")
    model, tokenizer = mlx_lm.load(str(q))
    prompt = tokenizer.apply_chat_template(
        [{"role": "user", "content": "hi"}], add_generation_prompt=True, tokenize=False
    )
    assert prompt == "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n"
    assert tokenizer.convert_tokens_to_ids("<|im_end|>") in tokenizer.eos_token_ids

    outs = [
        mlx_lm.generate(model, tokenizer, prompt=prompt, max_tokens=5, sampler=make_sampler(temp=0.0)) for _ in range(2)
    ]
    assert isinstance(outs[0], str)
    assert outs[0] == outs[1]

    # a fresh build with the same seed generates the same text
    model2, tokenizer2 = mlx_lm.load(str(build_tiny_qwen3(tmp_path / "again")))
    again = mlx_lm.generate(model2, tokenizer2, prompt=prompt, max_tokens=5, sampler=make_sampler(temp=0.0))
    assert again == outs[0]
