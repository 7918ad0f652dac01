"""Choose the out-of-distribution statistic and alpha on development prompts (never a suite).

Usage: python tools/choose_ood.py [corpus/ood-dev.jsonl]
Prints, for each candidate statistic (mean of top-m similarities, m in 1, 3, 5, 10) and alpha,
the share of dev off-topic prompts flagged and the share of dev in-domain prompts flagged.
The reference distribution of every statistic is the index questions' own leave-one-out profile,
so alpha is also the nominal false-alarm rate on benchmark questions.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

from togmal_eval.config import load_config
from togmal_eval.index.knn import topk_cosine
from togmal_eval.risk import knnmath
from togmal_eval.workspace import Workspace


def main(path: str = "corpus/ood-dev.jsonl") -> None:
    rows = [
        json.loads(line)
        for line in Path(path).read_text().splitlines()
        if line.strip() and not line.startswith("//")
    ]
    ws = Workspace(load_config())
    idx = ws.index()
    q = ws.embedder.embed([r["prompt"] for r in rows], persist=False)
    y = np.array([r["ood"] for r in rows])
    _, ref_sims = topk_cosine(idx.vectors, idx.vectors, 10, exclude=np.arange(len(idx)))
    _, sims = idx.search(q, 10)
    print(f"{len(rows)} dev prompts: {y.sum()} off-topic, {(~y).sum()} in-domain")
    print(f"{'m':>3} {'alpha':>6} {'off-topic flagged':>18} {'in-domain flagged':>18}")
    for m in (1, 3, 5, 10):
        ref = knnmath.neighbour_stat(ref_sims, m)
        pval = 1.0 - knnmath.ood_from_reference(knnmath.neighbour_stat(sims, m), ref)
        for alpha in (0.02, 0.05, 0.06, 0.08, 0.1, 0.2):
            flag = (1.0 - pval / alpha) >= 0.5
            print(f"{m:>3} {alpha:>6} {flag[y].mean():>18.2f} {flag[~y].mean():>18.2f}")


if __name__ == "__main__":
    main(*sys.argv[1:])
