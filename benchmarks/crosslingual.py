"""Cross-lingual dense retrieval on Tatoeba, every language pair, both directions: top-1 accuracy
of the raw default embedder (English line → its translation among all lines, and back).

    python -m benchmarks.crosslingual [--n 500]

The pipeline itself (landing, chunking, headers, prefixes, index) is held to the raw figure by
tests/test_embedders.py on heb-eng.
"""

from __future__ import annotations

import argparse

import numpy as np

from .common import SHARED, emit


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=500, help="lines per pair")
    args = ap.parse_args()
    from hinet_pipeline.index.embedders import get_embedder

    emb = get_embedder()
    tat = SHARED / "data" / "tatoeba"
    result = {"model": emb.model_id, "lines": args.n, "pairs": {}}
    for path in sorted(tat.glob("tatoeba.*-eng.eng")):
        lang = path.name.split(".")[1].split("-")[0]
        eng = path.read_text(encoding="utf-8").splitlines()[: args.n]
        other = (tat / f"tatoeba.{lang}-eng.{lang}").read_text(encoding="utf-8").splitlines()[: args.n]
        q_en, p_en = np.stack([emb.embed_query(t) for t in eng]), emb.embed_passages(eng)
        q_xx, p_xx = np.stack([emb.embed_query(t) for t in other]), emb.embed_passages(other)
        gold = np.arange(len(eng))
        result["pairs"][lang] = {
            f"eng->{lang}": round(float(np.mean((q_en @ p_xx.T).argmax(1) == gold)), 3),
            f"{lang}->eng": round(float(np.mean((q_xx @ p_en.T).argmax(1) == gold)), 3),
        }
        print(lang, result["pairs"][lang], flush=True)
    emit(result)


if __name__ == "__main__":
    main()
