"""Does the calibrated scorer calibrate better if a prompt is scored by the cross-fitting's five
fold models (each its own classifiers, statistics and neighbours among its training rows, through
the one stacker, averaged) instead of by classifiers refitted on the whole index? On the index set
only (never on core).

Usage: python tools/bagging_dev.py   (about 9 minutes on 2 cores)

The stacker learns from out-of-fold features: each question's neighbours come from four fifths of
the index and its classifiers are fitted on them. A prompt is scored with the whole index's
neighbours (nearer, on average) and classifiers refitted on all of it (surer), so its features lie
a little outside what the stacker was fitted on, which can cost calibration. Nested: five outer
folds of the index set (near-duplicates kept together, as everywhere); on each outer training
part the calibrated scorer is fitted as ``calibrated.fit`` does, and the outer questions are
scored both ways. Printed: AUROC, AUPR and ECE of both over the 8,800 questions and a paired
bootstrap CI of the changes.

Measured 2026-12-05: refitted AUROC 0.7597, AUPR 0.8256, ECE 0.0180; bagged (mean probability)
0.7597, 0.8254, 0.0153 (mean logit 0.7596, 0.8254, 0.0158); paired change AUROC -0.0001
[-0.0011, +0.0009], ECE -0.0022 [-0.0083, +0.0039]. No gain beyond noise: not adopted. On 8,800
questions the refitted scorer's ECE is 0.018, so most of `core`'s 0.034 on 1,200 questions is the
sampling noise its report prints beside it (``ece if calibrated``).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from sklearn.metrics import average_precision_score, roc_auc_score

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dev_index  # noqa: E402

from togmal_eval.index.knn import topk_cosine  # noqa: E402
from togmal_eval.metrics.calibration import ece  # noqa: E402
from togmal_eval.risk import calibrated as cal  # noqa: E402
from togmal_eval.risk.priors import IndexStats  # noqa: E402

OUTER_SEED = 12345


def main() -> None:
    d = dev_index.load()
    p = dict(d.params)
    v, s, y, texts = d.vectors, d.success, d.y, d.texts
    dom = np.array([str(r.domain) for r in d.records])
    org = np.array([str(r.origin) for r in d.records])
    outer = cal._fold_ids(len(y), 5, y, OUTER_SEED, cal.duplicate_groups(v, p))
    refit, bagged, bagged_logit = np.zeros(len(y)), np.zeros(len(y)), np.zeros(len(y))
    for f in range(5):
        tr, ho = np.nonzero(outer != f)[0], np.nonzero(outer == f)[0]
        t_tr, t_ho = [texts[i] for i in tr], [texts[i] for i in ho]
        parts = cal.cross_fit_parts(v[tr], s[tr], dom[tr], org[tr], t_tr, p)
        model = cal.fit(v[tr], s[tr], dom[tr], org[tr], t_tr, p, parts=parts)
        st = IndexStats.compute(v[tr], s[tr], dom[tr], org[tr])
        idx, sims = topk_cosine(v[ho], v[tr], cal.K_POOL)
        refit[ho] = cal.predict(model, v[ho], t_ho, idx, sims, s[tr], st, p)
        probs = []
        for part in parts:
            rows = tr[part["tr"]]
            ib, sb = topk_cosine(v[ho], v[rows], cal.K_POOL)
            x = cal.build_features(
                v[ho], t_ho, ib, sb, s[rows], part["st"], part["emb"], part["words"],
                part["subject"], p,
            )  # fmt: skip
            probs.append(cal.stacked_probability(model, x))
        probs = np.array(probs)
        bagged[ho] = probs.mean(0)
        bagged_logit[ho] = 1 / (1 + np.exp(-np.log(probs / (1 - probs)).mean(0)))
        print(f"outer fold {f}: refitted {roc_auc_score(y[ho], refit[ho]):.4f}, bagged "
              f"{roc_auc_score(y[ho], bagged[ho]):.4f}", flush=True)  # fmt: skip
    w = np.ones(len(y))
    for name, q in (("refitted", refit), ("bagged", bagged), ("bagged (logit)", bagged_logit)):
        print(
            f"{name:<15} AUROC {roc_auc_score(y, q):.4f}  AUPR {average_precision_score(y, q):.4f}"
            f"  ECE {ece({'y': y, 'p': q}, w)[0]:.4f}  mean {q.mean():.3f} (hard {y.mean():.3f})"
        )
    rng = np.random.default_rng(0)
    deltas = []
    for _ in range(500):
        i = rng.integers(0, len(y), len(y))
        deltas.append(
            (
                roc_auc_score(y[i], bagged[i]) - roc_auc_score(y[i], refit[i]),
                ece({"y": y[i], "p": bagged[i]}, w)[0] - ece({"y": y[i], "p": refit[i]}, w)[0],
            )
        )
    lo, mid, hi = np.percentile(np.array(deltas), [2.5, 50, 97.5], axis=0)
    print(f"bagged - refitted: AUROC {mid[0]:+.4f} [{lo[0]:+.4f}, {hi[0]:+.4f}], "
          f"ECE {mid[1]:+.4f} [{lo[1]:+.4f}, {hi[1]:+.4f}]")  # fmt: skip


if __name__ == "__main__":
    main()
