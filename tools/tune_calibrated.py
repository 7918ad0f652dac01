"""The calibrated scorer's features, judged by the stacker's cross-fitted AUROC on the index set.

Usage: python tools/tune_calibrated.py
At the configured parameters, fits the calibrated model with each feature switch (all features;
without the subject prior; with thresholded instead of success-rate targets) by 5-fold
cross-fitting on the index set only — the held-out core and temporal questions are never seen —
and prints the stacker's out-of-fold AUROC and AUPR. That is how the features were chosen; the
k-NN feature parameters are chosen by nested CV (`togmal-eval tune --scorer calibrated`), and the
held-out `core` suite is the final test, never part of either choice.
"""

from __future__ import annotations

import time

import dev_index

from togmal_eval.risk import calibrated as cal

VARIANTS = {
    "all features": {},
    "-subject": {"subject": False},
    "-binomial": {"binomial": False},
}


def main() -> None:
    d = dev_index.load()
    idx, texts, thr, base = d.index, d.texts, d.threshold, d.params
    print(f"parameters: {base}")
    for label, switch in VARIANTS.items():
        t = time.perf_counter()
        m = cal.fit(
            idx.vectors, idx.success, idx.domains, idx.origins, texts, {**base, **switch}, thr
        )
        tr = m["train"]
        print(
            f"{label:<14} oof auroc {tr['oof_auroc']:.4f}  aupr {tr['oof_aupr']:.4f}  "
            f"({time.perf_counter() - t:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
