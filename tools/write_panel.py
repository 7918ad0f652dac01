"""Write corpus/mmlu-pro-panel.json: the model panel and question ids of the default corpus.

Usage: python tools/write_panel.py [../shared/data/mmlu-pro] [corpus/mmlu-pro-panel.json]
Only ids and model names are written (never question text). `togmal-eval corpus import mmlu-pro
<eval_results> --panel corpus/mmlu-pro-panel.json` then imports the published archives, which
hold more models and questions, to the same corpus and fingerprint as the extract.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from togmal_eval.atomic import atomic_write_text
from togmal_eval.corpus.mmlu_pro import load_mmlu_pro


def main(src: str = "../shared/data/mmlu-pro", out: str = "corpus/mmlu-pro-panel.json") -> None:
    corpus = load_mmlu_pro(src)
    ids = sorted(int(r.id.split("/")[1]) for r in corpus)
    doc = {
        "about": "model panel and question ids of the default MMLU-Pro corpus "
        "(tools/write_panel.py); ids and names only",
        "models": corpus.models,
        "question_ids": ids,
    }
    atomic_write_text(Path(out), json.dumps(doc, separators=(",", ":")) + "\n")
    print(f"{len(corpus.models)} models, {len(ids)} questions -> {out}")


if __name__ == "__main__":
    main(*sys.argv[1:])
