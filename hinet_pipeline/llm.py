"""The local LLM (mlx-lm), used by fact extraction and by `hinet ask` / `POST /v1/ask`.

Weights come from a local folder (``HINET_LLM_DIR``, default model id Qwen3); nothing is
downloaded at run time. Without weights, ``LLM.load`` raises ``LLMUnavailable`` with what to
do, and everything that does not generate text keeps working.
"""

from __future__ import annotations

import os
from pathlib import Path

from hinet_pipeline.errors import LLMUnavailable

DEFAULT_LLM = "Qwen/Qwen3-4B-MLX-4bit"


class LLM:
    """A chat model loaded once; ``generate(messages)`` is greedy (temperature 0) by default."""

    def __init__(self, model, tokenizer, model_id: str) -> None:
        self._model = model
        self._tokenizer = tokenizer
        self.model_id = model_id

    @classmethod
    def load(cls, path: str | os.PathLike | None = None) -> "LLM":
        source = path or os.environ.get("HINET_LLM_DIR")
        if not source:
            raise LLMUnavailable(
                f"no local LLM: set HINET_LLM_DIR to an MLX model folder (e.g. {DEFAULT_LLM}); "
                "search and personalize work without it, `hinet ask` needs it"
            )
        folder = Path(source).expanduser()
        if not (folder / "config.json").exists():  # mlx_lm.load would try the hub for a missing path
            raise LLMUnavailable(f"LLM folder {folder} has no config.json: point HINET_LLM_DIR at an MLX model folder")
        try:
            from mlx_lm import load
        except ImportError:
            raise LLMUnavailable("the LLM needs the mlx extra: pip install 'hinet[mlx]'") from None
        try:
            model, tokenizer = load(str(folder))
        except Exception as e:
            raise LLMUnavailable(f"could not load LLM from {folder}: {e}") from None
        return cls(model, tokenizer, folder.name)

    def prompt(self, messages: list[dict]) -> str:
        return self._tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)

    def generate(self, messages: list[dict], *, max_tokens: int = 512, temperature: float = 0.0) -> str:
        from mlx_lm import generate
        from mlx_lm.sample_utils import make_sampler

        return generate(
            self._model,
            self._tokenizer,
            prompt=self.prompt(messages),
            max_tokens=max_tokens,
            sampler=make_sampler(temp=temperature),
            verbose=False,
        )
