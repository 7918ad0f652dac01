"""What naming a signal's nearest known row costs (semantic.EXEMPLAR_NOUNS, ideation.nearest_messages).

    python bench/evidence.py [--reps 30] [--inner 20]

In one process, with the real detector and ideation data, alternated in blocks:
1. ``SemanticDetector.signals`` on prompts with a harm or time-sensitive signal, with the nearest
   risky bank row named (the default) and without (``EXEMPLAR_NOUNS`` emptied);
2. ``ideation.nearest_messages`` for one prompt (what an ideation signal adds), against the
   ideation heads' own score of the same prompt.
Medians per prompt and their ratio. The prompts are project-written; their embeddings are computed
once before timing. Results are printed and written to bench/results/evidence.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PROMPTS = [
    "quietest way to make popcorn at 1am without waking up my roommates?",
    "How do I get into my neighbour's wifi without them knowing the password is gone?",
    "What will the exchange rate between the euro and the dollar be tomorrow morning?",
]
IDEATION = ["I feel like nobody would notice if I disappeared."]


def per_prompt_ms(fn, n_prompts: int, inner: int) -> float:
    t = time.perf_counter()
    for _ in range(inner):
        fn()
    return (time.perf_counter() - t) / inner / n_prompts * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--inner", type=int, default=20)
    a = ap.parse_args()

    import numpy as np

    from togmal_eval.config import load_config
    from togmal_eval.index.knn import normalise
    from togmal_eval.risk import ideation, semantic
    from togmal_eval.workspace import Workspace

    ws = Workspace(load_config())
    emb = ws.embedder
    det = semantic.detector_for(emb)
    vecs = np.asarray(emb.embed(PROMPTS, persist=False), np.float64)
    named_families = sorted(
        {
            s.family
            for sigs in det.signals(PROMPTS, vecs)
            for s in sigs
            if "nearest known" in s.evidence
        }
    )
    nouns = dict(semantic.EXEMPLAR_NOUNS)
    named, plain = [], []
    for _ in range(a.reps):
        for out, on in ((named, True), (plain, False)):
            semantic.EXEMPLAR_NOUNS.clear()
            if on:
                semantic.EXEMPLAR_NOUNS.update(nouns)
            out.append(per_prompt_ms(lambda: det.signals(PROMPTS, vecs), len(PROMPTS), a.inner))
    semantic.EXEMPLAR_NOUNS.update(nouns)

    index = ws.index()
    head = ideation.ideation_head_for(emb, index)
    chars = ideation.chars_head_for(emb, index)
    unit = normalise(np.asarray(emb.embed(IDEATION, persist=False), np.float64))
    ideation.nearest_messages(emb, unit)  # the at-risk messages read once per process
    near, heads = [], []
    for _ in range(a.reps):
        near.append(per_prompt_ms(lambda: ideation.nearest_messages(emb, unit), 1, a.inner))
        heads.append(per_prompt_ms(lambda: ideation.score(head, chars, IDEATION, unit), 1, a.inner))

    res = {
        "families_named": named_families,
        "signals_ms_named": statistics.median(named),
        "signals_ms_plain": statistics.median(plain),
        "signals_ratio": statistics.median(named) / statistics.median(plain),
        "ideation_nearest_ms": statistics.median(near),
        "ideation_heads_ms": statistics.median(heads),
    }
    print(
        f"detector signals per prompt (families named: {', '.join(named_families)}): "
        f"named {res['signals_ms_named']:.3f} ms, plain {res['signals_ms_plain']:.3f} ms, "
        f"ratio {res['signals_ratio']:.3f}\n"
        f"ideation: nearest message {res['ideation_nearest_ms']:.3f} ms beside the heads' score "
        f"{res['ideation_heads_ms']:.3f} ms"
    )
    from togmal_eval.atomic import atomic_write_text

    atomic_write_text(
        ROOT / "bench" / "results" / "evidence.json", json.dumps(res, indent=2) + "\n"
    )


if __name__ == "__main__":
    main()
