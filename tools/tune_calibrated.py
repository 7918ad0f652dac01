"""Choose the calibrated scorer's k-NN feature parameters by the stacker's cross-fitted AUROC.

Usage: python tools/tune_calibrated.py [--current]
Fits the calibrated model (5-fold cross-fitting on the index set only: the held-out core and
temporal questions are never seen) for each grid point and prints its out-of-fold AUROC. The
stacker is fitted on out-of-fold features, so the OOF AUROC is an honest score for comparing
grid points; the held-out `core` suite is the final test, never part of the choice.
"""

from __future__ import annotations

import itertools
import sys
import time

from togmal_eval.config import load_config
from togmal_eval.risk import calibrated as cal
from togmal_eval.workspace import Workspace

GRID = {
    "temperature": (0.1, 0.2),
    "k": (20, 50),
    "strength": (0.5, 2.0),
    "domain_weight": (1.0, 3.0),
}
FIXED = {"folds": 5, "seed": 0, "stack_C": 1.0, "embedding_C": 0.5, "words_C": 1.0}


def main() -> None:
    cfg = load_config()
    current = "--current" in sys.argv[1:]  # only the configured point: OOF AUROC and AUPR
    ws = Workspace(cfg)
    idx = ws.index()
    texts = [r.text for r in idx.corpus.records]
    thr = cfg.section("corpus")["hard_threshold"]
    rows = []
    if current:
        conf = cfg.scorer_params("calibrated")
        p = {**FIXED, **{k: conf.get(k, v[0]) for k, v in GRID.items()}}
        m = cal.fit(idx.vectors, idx.success, idx.domains, idx.origins, texts, p, thr)
        print(f"{p}\n{m['train']}")
        return
    for combo in itertools.product(*GRID.values()):
        p = {**FIXED, **dict(zip(GRID, combo))}
        t = time.perf_counter()
        m = cal.fit(idx.vectors, idx.success, idx.domains, idx.origins, texts, p, thr)
        rows.append((m["train"]["oof_auroc"], combo))
        print(
            f"{dict(zip(GRID, combo))}  oof auroc {m['train']['oof_auroc']:.4f}  "
            f"({time.perf_counter() - t:.0f} s)",
            flush=True,
        )
    best = max(rows)
    print(f"best: {dict(zip(GRID, best[1]))} oof auroc {best[0]:.4f}")


if __name__ == "__main__":
    main()
