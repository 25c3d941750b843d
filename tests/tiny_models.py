"""Tiny random-weight model folders for tests (no pytest tests in here).

Builds, in well under a second each, two model folders in Hugging Face layout
that load through the *real* loaders, with nothing downloaded:

* :func:`build_tiny_xlmr`  -> XLM-RoBERTa encoder, loads with ``mlx_embeddings.load``
  (same layout as ``intfloat/multilingual-e5-*``: config.json, model.safetensors,
  tokenizer.json, tokenizer_config.json, special_tokens_map.json).
* :func:`build_tiny_qwen3` -> Qwen3 causal LM, loads with ``mlx_lm.load``
  (config.json, model.safetensors, tokenizer.json with ChatML specials,
  tokenizer_config.json carrying a ``chat_template``).

Weights are float32, drawn from ``numpy.random.default_rng(seed)``, so the same
seed gives byte-identical ``model.safetensors``. Tokenizers are built at build
time from the small built-in multilingual corpus below (English, Hebrew, a bit of
French and German, e5-style "query: " / "passage: " prefixes): a byte-level BPE
trained with ``tokenizers`` for Qwen3, and a SentencePiece-style Unigram vocab
(800 pieces, computed deterministically from substring counts) for XLM-R. Both
tokenizer.json files are byte-identical from build to build.

:func:`numpy_reference_embed` is an independent pure-numpy forward pass of the
tiny XLM-R (embeddings -> N post-LN transformer layers -> attention-mask mean
pooling -> L2 norm), so a test can prove that ``mlx_embeddings`` really
computed the model held in the folder.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Sequence

import numpy as np

__all__ = [
    "CORPUS",
    "QWEN_CHAT_TEMPLATE",
    "build_tiny_xlmr",
    "build_tiny_qwen3",
    "numpy_reference_embed",
]

# --------------------------------------------------------------------------- corpus

CORPUS: tuple[str, ...] = (
    # English
    "query: how do I reset my password?",
    "passage: To reset your password, open the settings page and choose 'Forgot password'.",
    "query: what is the capital of Israel?",
    "passage: Jerusalem is the capital of Israel and Tel Aviv is its economic center.",
    "query: when does the meeting start tomorrow?",
    "passage: The weekly team meeting starts at 10:00 in the small conference room.",
    "The quick brown fox jumps over the lazy dog.",
    "Please send me the report by Friday, thanks!",
    "The sensor recorded 42 readings between 2024-01-01 and 2024-01-31.",
    "Hello, how are you today? I am fine, thank you very much.",
    "The assistant answered the user's question about the network.",
    "Numbers: 0 1 2 3 4 5 6 7 8 9 10 100 1000 3.14 -7 50%",
    # Hebrew
    "query: מה השעה עכשיו?",
    "passage: השעה עכשיו שלוש וחצי אחר הצהריים.",
    "query: איפה נמצאת תחנת הרכבת?",
    "passage: תחנת הרכבת נמצאת ליד הקניון במרכז העיר.",
    "שלום, מה שלומך היום? אני בסדר, תודה רבה.",
    "ירושלים היא בירת ישראל ותל אביב היא העיר הגדולה במרכז.",
    "הפגישה השבועית מתחילה מחר בשעה עשר בבוקר.",
    "אנא שלח לי את הדוח עד יום שישי.",
    "החיישן רשם ארבעים ושתיים מדידות בחודש ינואר.",
    "המשתמש שאל שאלה והעוזר ענה עליה בעברית.",
    # French
    "query: quelle est la capitale de la France ?",
    "passage: Paris est la capitale de la France et la plus grande ville du pays.",
    "Bonjour, comment allez-vous aujourd'hui ? Très bien, merci.",
    # German
    "query: wie spät ist es?",
    "passage: Es ist halb vier am Nachmittag, die Sitzung beginnt morgen früh.",
    "Guten Tag, wie geht es Ihnen? Danke, sehr gut.",
    # chat-ish (for the causal LM tokenizer; harmless for the encoder)
    "system\nYou are a helpful assistant.\nuser\nhi\nassistant\nHello! How can I help you?",
    "user\nשלום\nassistant\nשלום! איך אפשר לעזור?",
)

# Minimal ChatML template (same shape as Qwen's, without tools / thinking).
QWEN_CHAT_TEMPLATE = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)

XLMR_SPECIALS = ("<s>", "<pad>", "</s>", "<unk>", "<mask>")  # ids 0..4, as in XLM-R (mask aside)
QWEN_SPECIALS = ("<|endoftext|>", "<|im_start|>", "<|im_end|>")  # ids 0..2

# Same pre-tokenization regex as transformers' Qwen2Tokenizer.
_QWEN_PRETOKENIZE_REGEX = r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"""  # noqa: E501


def _corpus_iter(repeat: int = 4):
    for _ in range(repeat):
        yield from CORPUS


def _write_json(path: Path, obj) -> None:
    path.write_text(json.dumps(obj, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def _save_weights(dest: Path, weights: dict[str, np.ndarray]) -> None:
    from safetensors.numpy import save_file

    save_file(
        {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in weights.items()},
        str(dest / "model.safetensors"),
        metadata={"format": "pt"},
    )


# --------------------------------------------------------------------------- XLM-R


def _unigram_pieces(vocab_size: int) -> list[tuple[str, float]]:
    """Deterministic SentencePiece-style Unigram vocab from the built-in corpus.

    (``tokenizers.trainers.UnigramTrainer`` is not reproducible run to run: piece
    order and scores wobble, which would silently remap token ids for a fixed seed.)
    Every character seen is kept; the remaining slots go to the most useful
    substrings (count * length) of the "▁"-prefixed words, scored by log frequency.
    """
    from collections import Counter

    counts: Counter[str] = Counter()
    for text in _corpus_iter(repeat=1):
        for word in text.split():
            w = "\u2581" + word
            for i in range(len(w)):
                for j in range(i + 1, min(len(w), i + 8) + 1):
                    counts[w[i:j]] += 1
    chars = sorted(p for p in counts if len(p) == 1)
    multi = sorted((p for p in counts if len(p) > 1), key=lambda p: (-counts[p] * len(p), p))
    n_multi = max(0, vocab_size - len(XLMR_SPECIALS) - len(chars))
    chosen = chars + multi[:n_multi]
    total = float(sum(counts[p] for p in chosen))
    pieces = [(p, round(math.log(counts[p] / total), 6)) for p in chosen]
    pieces.sort(key=lambda ps: (-ps[1], ps[0]))
    return [(t, 0.0) for t in XLMR_SPECIALS] + pieces


def _train_xlmr_tokenizer(vocab_size: int):
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors

    # Same pipeline transformers' XLMRobertaTokenizer (v5) rebuilds from the vocab,
    # so tokenizer.json and the transformers class agree token for token.
    tok = Tokenizer(models.Unigram(_unigram_pieces(vocab_size), unk_id=3, byte_fallback=False))
    tok.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.WhitespaceSplit(),
            pre_tokenizers.Metaspace(replacement="\u2581", prepend_scheme="always"),
        ]
    )
    tok.decoder = decoders.Metaspace(replacement="\u2581", prepend_scheme="always")
    tok.add_special_tokens(list(XLMR_SPECIALS))
    for i, t in enumerate(XLMR_SPECIALS):
        assert tok.token_to_id(t) == i, (t, tok.token_to_id(t))
    tok.post_processor = processors.TemplateProcessing(
        single="<s> $A </s>",
        pair="<s> $A </s> </s> $B </s>",
        special_tokens=[("<s>", 0), ("</s>", 2)],
    )
    return tok


def build_tiny_xlmr(
    dest: Path,
    *,
    hidden: int = 32,
    layers: int = 2,
    heads: int = 2,
    seed: int = 0,
    vocab_size: int = 800,
) -> Path:
    """Write a tiny random XLM-RoBERTa encoder folder to ``dest`` and return it.

    Loads with ``mlx_embeddings.load(str(dest))`` and
    ``transformers.AutoTokenizer.from_pretrained(dest)`` fully offline.
    """
    if hidden % heads:
        raise ValueError("hidden must be divisible by heads")
    dest = Path(dest)
    dest.mkdir(parents=True, exist_ok=True)

    tok = _train_xlmr_tokenizer(vocab_size)
    tok.save(str(dest / "tokenizer.json"))
    vocab = tok.get_vocab_size()
    inter = 4 * hidden
    max_pos = 514

    config = {
        "architectures": ["XLMRobertaModel"],
        "model_type": "xlm-roberta",
        "attention_probs_dropout_prob": 0.1,
        "bos_token_id": 0,
        "pad_token_id": 1,
        "eos_token_id": 2,
        "classifier_dropout": None,
        "hidden_act": "gelu",
        "hidden_dropout_prob": 0.1,
        "hidden_size": hidden,
        "initializer_range": 0.02,
        "intermediate_size": inter,
        "layer_norm_eps": 1e-05,
        "max_position_embeddings": max_pos,
        "num_attention_heads": heads,
        "num_hidden_layers": layers,
        "position_embedding_type": "absolute",
        "torch_dtype": "float32",
        "type_vocab_size": 1,
        "use_cache": True,
        "vocab_size": vocab,
    }
    _write_json(dest / "config.json", config)

    rng = np.random.default_rng(seed)

    def normal(*shape, std):
        return rng.normal(0.0, std, size=shape).astype(np.float32)

    def linear(prefix: str, n_out: int, n_in: int) -> dict[str, np.ndarray]:
        return {
            f"{prefix}.weight": normal(n_out, n_in, std=1.0 / math.sqrt(n_in)),
            f"{prefix}.bias": normal(n_out, std=0.02),
        }

    def layernorm(prefix: str) -> dict[str, np.ndarray]:
        return {
            f"{prefix}.weight": (1.0 + normal(hidden, std=0.1)).astype(np.float32),
            f"{prefix}.bias": normal(hidden, std=0.05),
        }

    w: dict[str, np.ndarray] = {
        "embeddings.word_embeddings.weight": normal(vocab, hidden, std=0.5),
        "embeddings.position_embeddings.weight": normal(max_pos, hidden, std=0.1),
        "embeddings.token_type_embeddings.weight": normal(1, hidden, std=0.1),
        **layernorm("embeddings.LayerNorm"),
    }
    for i in range(layers):
        p = f"encoder.layer.{i}"
        w.update(linear(f"{p}.attention.self.query", hidden, hidden))
        w.update(linear(f"{p}.attention.self.key", hidden, hidden))
        w.update(linear(f"{p}.attention.self.value", hidden, hidden))
        w.update(linear(f"{p}.attention.output.dense", hidden, hidden))
        w.update(layernorm(f"{p}.attention.output.LayerNorm"))
        w.update(linear(f"{p}.intermediate.dense", inter, hidden))
        w.update(linear(f"{p}.output.dense", hidden, inter))
        w.update(layernorm(f"{p}.output.LayerNorm"))
    w.update(linear("pooler.dense", hidden, hidden))  # required by mlx_embeddings (strict load)
    _save_weights(dest, w)

    specials = {
        "bos_token": "<s>",
        "eos_token": "</s>",
        "unk_token": "<unk>",
        "sep_token": "</s>",
        "pad_token": "<pad>",
        "cls_token": "<s>",
        "mask_token": "<mask>",
    }
    _write_json(
        dest / "tokenizer_config.json",
        {
            "tokenizer_class": "XLMRobertaTokenizer",
            "model_max_length": 512,
            "model_input_names": ["input_ids", "attention_mask"],
            "padding_side": "right",
            "truncation_side": "right",
            "clean_up_tokenization_spaces": True,
            "add_prefix_space": True,
            **specials,
            "added_tokens_decoder": {
                str(i): {
                    "content": t,
                    "lstrip": t == "<mask>",
                    "normalized": False,
                    "rstrip": False,
                    "single_word": False,
                    "special": True,
                }
                for i, t in enumerate(XLMR_SPECIALS)
            },
        },
    )
    _write_json(dest / "special_tokens_map.json", specials)
    return dest


# --------------------------------------------------------------------------- Qwen3


def _train_qwen_tokenizer(vocab_size: int):
    from tokenizers import (
        Regex,
        Tokenizer,
        decoders,
        models,
        normalizers,
        pre_tokenizers,
        processors,
        trainers,
    )

    # Same pipeline as transformers' Qwen2Tokenizer (byte-level BPE).
    tok = Tokenizer(models.BPE())
    tok.normalizer = normalizers.NFC()
    tok.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(_QWEN_PRETOKENIZE_REGEX), behavior="isolated", invert=False),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
        ]
    )
    tok.decoder = decoders.ByteLevel()
    tok.post_processor = processors.ByteLevel(trim_offsets=False)
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=list(QWEN_SPECIALS),
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(_corpus_iter(), trainer=trainer)
    for i, t in enumerate(QWEN_SPECIALS):
        assert tok.token_to_id(t) == i, (t, tok.token_to_id(t))
    return tok


def build_tiny_qwen3(
    dest: Path,
    *,
    hidden: int = 32,
    layers: int = 2,
    heads: int = 4,
    kv_heads: int = 2,
    seed: int = 0,
    vocab_size: int = 800,
) -> Path:
    """Write a tiny random Qwen3 causal-LM folder to ``dest`` and return it.

    Loads with ``mlx_lm.load(str(dest))``; the tokenizer has ChatML specials and a
    ``chat_template`` so ``tokenizer.apply_chat_template(...)`` works.
    """
    if hidden % heads or heads % kv_heads:
        raise ValueError("need hidden % heads == 0 and heads % kv_heads == 0")
    dest = Path(dest)
    dest.mkdir(parents=True, exist_ok=True)

    tok = _train_qwen_tokenizer(vocab_size)
    tok.save(str(dest / "tokenizer.json"))
    vocab = tok.get_vocab_size()
    head_dim = hidden // heads
    inter = 2 * hidden
    eot, im_start, im_end = (tok.token_to_id(t) for t in QWEN_SPECIALS)

    config = {
        "architectures": ["Qwen3ForCausalLM"],
        "model_type": "qwen3",
        "attention_bias": False,
        "attention_dropout": 0.0,
        "bos_token_id": eot,
        "eos_token_id": im_end,
        "head_dim": head_dim,
        "hidden_act": "silu",
        "hidden_size": hidden,
        "initializer_range": 0.02,
        "intermediate_size": inter,
        "max_position_embeddings": 2048,
        "max_window_layers": layers,
        "num_attention_heads": heads,
        "num_hidden_layers": layers,
        "num_key_value_heads": kv_heads,
        "rms_norm_eps": 1e-06,
        "rope_scaling": None,
        "rope_theta": 1000000.0,
        "sliding_window": None,
        "tie_word_embeddings": True,
        "torch_dtype": "float32",
        "use_cache": True,
        "use_sliding_window": False,
        "vocab_size": vocab,
    }
    _write_json(dest / "config.json", config)
    _write_json(
        dest / "generation_config.json",
        {"bos_token_id": eot, "eos_token_id": [im_end, eot], "do_sample": False},
    )

    rng = np.random.default_rng(seed)

    def normal(*shape, std):
        return rng.normal(0.0, std, size=shape).astype(np.float32)

    def lin(n_out: int, n_in: int) -> np.ndarray:
        return normal(n_out, n_in, std=1.0 / math.sqrt(n_in))

    def norm(n: int) -> np.ndarray:
        return (1.0 + normal(n, std=0.1)).astype(np.float32)

    w: dict[str, np.ndarray] = {"model.embed_tokens.weight": normal(vocab, hidden, std=0.5)}
    for i in range(layers):
        p = f"model.layers.{i}"
        w[f"{p}.input_layernorm.weight"] = norm(hidden)
        w[f"{p}.self_attn.q_proj.weight"] = lin(heads * head_dim, hidden)
        w[f"{p}.self_attn.k_proj.weight"] = lin(kv_heads * head_dim, hidden)
        w[f"{p}.self_attn.v_proj.weight"] = lin(kv_heads * head_dim, hidden)
        w[f"{p}.self_attn.o_proj.weight"] = lin(hidden, heads * head_dim)
        w[f"{p}.self_attn.q_norm.weight"] = norm(head_dim)
        w[f"{p}.self_attn.k_norm.weight"] = norm(head_dim)
        w[f"{p}.post_attention_layernorm.weight"] = norm(hidden)
        w[f"{p}.mlp.gate_proj.weight"] = lin(inter, hidden)
        w[f"{p}.mlp.up_proj.weight"] = lin(inter, hidden)
        w[f"{p}.mlp.down_proj.weight"] = lin(hidden, inter)
    w["model.norm.weight"] = norm(hidden)
    _save_weights(dest, w)

    _write_json(
        dest / "tokenizer_config.json",
        {
            "tokenizer_class": "Qwen2Tokenizer",
            "model_max_length": 2048,
            "model_input_names": ["input_ids", "attention_mask"],
            "padding_side": "right",
            "split_special_tokens": False,
            "clean_up_tokenization_spaces": False,
            "add_prefix_space": False,
            "bos_token": None,
            "eos_token": "<|im_end|>",
            "pad_token": "<|endoftext|>",
            "unk_token": None,
            "errors": "replace",
            "additional_special_tokens": ["<|im_start|>", "<|im_end|>"],
            "added_tokens_decoder": {
                str(tok.token_to_id(t)): {
                    "content": t,
                    "lstrip": False,
                    "normalized": False,
                    "rstrip": False,
                    "single_word": False,
                    "special": True,
                }
                for t in QWEN_SPECIALS
            },
            "chat_template": QWEN_CHAT_TEMPLATE,
        },
    )
    _write_json(
        dest / "special_tokens_map.json",
        {
            "additional_special_tokens": ["<|im_start|>", "<|im_end|>"],
            "eos_token": "<|im_end|>",
            "pad_token": "<|endoftext|>",
        },
    )
    return dest


# --------------------------------------------------------------------------- numpy reference

_erf = np.vectorize(math.erf, otypes=[np.float64])


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def numpy_reference_embed(dest: Path, texts: Sequence[str] | str, *, max_length: int = 512) -> np.ndarray:
    """Pure-numpy (float64) XLM-R forward + attention-mask mean pooling + L2 norm.

    Reads ``config.json`` and ``model.safetensors`` from ``dest`` and tokenizes with
    ``AutoTokenizer.from_pretrained(dest)`` (the tokenizer the loaders use), truncating
    to ``max_length`` like ``mlx_embeddings.generate``. Each text is run unpadded, which is
    mathematically what a right-padded batch with an attention mask computes.
    Returns float32 array of shape ``(len(texts), hidden)``.
    """
    from safetensors.numpy import load_file
    from transformers import AutoTokenizer

    dest = Path(dest)
    if isinstance(texts, str):
        texts = [texts]
    cfg = json.loads((dest / "config.json").read_text(encoding="utf-8"))
    W = {k: v.astype(np.float64) for k, v in load_file(str(dest / "model.safetensors")).items()}
    tokenizer = AutoTokenizer.from_pretrained(str(dest))

    H = cfg["hidden_size"]
    n_heads = cfg["num_attention_heads"]
    hd = H // n_heads
    eps = cfg.get("layer_norm_eps", 1e-5)
    pad = cfg.get("pad_token_id", 1)

    def lin(x, name):
        return x @ W[f"{name}.weight"].T + W[f"{name}.bias"]

    out = []
    for text in texts:
        ids = np.asarray(tokenizer(text, truncation=True, max_length=max_length)["input_ids"])
        L = len(ids)
        # RoBERTa position ids: padding_idx + 1 + index for non-pad tokens
        pos = np.where(ids != pad, np.cumsum(ids != pad), 0) + pad
        x = (
            W["embeddings.word_embeddings.weight"][ids]
            + W["embeddings.position_embeddings.weight"][pos]
            + W["embeddings.token_type_embeddings.weight"][np.zeros(L, dtype=int)]
        )
        x = _layer_norm(x, W["embeddings.LayerNorm.weight"], W["embeddings.LayerNorm.bias"], eps)
        for i in range(cfg["num_hidden_layers"]):
            p = f"encoder.layer.{i}"
            q = lin(x, f"{p}.attention.self.query").reshape(L, n_heads, hd).transpose(1, 0, 2)
            k = lin(x, f"{p}.attention.self.key").reshape(L, n_heads, hd).transpose(1, 0, 2)
            v = lin(x, f"{p}.attention.self.value").reshape(L, n_heads, hd).transpose(1, 0, 2)
            s = q @ k.transpose(0, 2, 1) / math.sqrt(hd)
            s = np.exp(s - s.max(-1, keepdims=True))
            s /= s.sum(-1, keepdims=True)
            ctx = (s @ v).transpose(1, 0, 2).reshape(L, H)
            a = _layer_norm(
                lin(ctx, f"{p}.attention.output.dense") + x,
                W[f"{p}.attention.output.LayerNorm.weight"],
                W[f"{p}.attention.output.LayerNorm.bias"],
                eps,
            )
            h = lin(a, f"{p}.intermediate.dense")
            h = 0.5 * h * (1.0 + _erf(h / math.sqrt(2.0)))  # exact (erf) GELU
            x = _layer_norm(
                lin(h, f"{p}.output.dense") + a,
                W[f"{p}.output.LayerNorm.weight"],
                W[f"{p}.output.LayerNorm.bias"],
                eps,
            )
        e = x.mean(0)
        out.append(e / max(np.linalg.norm(e), 1e-9))
    return np.stack(out).astype(np.float32)
