"""How the calibrated scorer ranks questions from a benchmark it has never seen, on the index set
only: the development counterpart of the `temporal` suite (never read here).

Usage: python tools/origin_shift_dev.py [--variants]

The index holds two sources of MMLU-Pro questions: the original MMLU subjects (``ori_mmlu-*``)
and STEM textbook problems (``stemez-*``). Each is held out in turn: the calibrated scorer is
fitted on the other source alone (its cross-fitting, stacker and calibration, as ``calibrated.fit``
does) and scores the held-out one with neighbours from the fitting source only, as a new
benchmark's questions are scored. Beside it, the same questions' out-of-fold AUROC when the fit
sees both sources (the in-distribution figure), so the difference is the drop a new source costs.

``--variants`` also fits the stacker in ways meant to travel better to an unseen source, each
judged on both held-out sources and on the in-distribution cross-fitted AUROC of the whole index:

* ``origin folds``  the stacker learns from features cross-fitted with whole origins held out of
  each fold (its weights then expect no neighbour from the prompt's own origin);
* ``both views``    the stacker learns from the usual and the origin-held-out features together;
* ``no priors``     without the subject prior, the origin and domain priors and the per-domain
  intercepts (the features that name an origin);
* ``stack_C``       a stronger or weaker penalty on the stacker (0.01, 0.1, 10);
* ``clipped``       each feature of a held-out question held to the fitting rows' [q, 1 - q]
  quantiles (q 0.005, 0.02, 0.05): a linear stacker extrapolates a trend such as "farther from
  the neighbours, easier" past the range it was fitted on, and an unseen benchmark's questions
  lie farther out (the `temporal` suite's theoremQA-Math questions' mean top-10 similarity is
  0.379).

Measured 2026-12-01 (3.5 min on 2 cores): cross-fitted AUROC of the whole index 0.7601; MMLU
held out 0.6424 unseen vs 0.6931 seen (drop -0.051), STEM problems held out 0.7922 vs 0.8325
(-0.040). No variant travels better on both sources without costing the seen ones: origin folds
0.6360 / 0.7739 (in-distribution 0.7518), both views 0.6426 / 0.7864 (0.7592), no priors 0.6402
/ 0.7864 (0.7566), stack_C 0.01 / 0.1 / 10: 0.6379 / 0.7956, 0.6429 / 0.7930, 0.6414 / 0.7920
(0.7592, 0.7601, 0.7601). Clipped, 2026-12-04: q 0.005 / 0.02 / 0.05: 0.6415 / 0.7925,
0.6395 / 0.7919, 0.6372 / 0.7821 (0.7602, 0.7603, 0.7584): no help either. The drop a new source costs is about 0.04-0.05 here; most of
`temporal`'s larger gap to `core` is its population (nine in ten of its questions are hard, and
they are the hardest kind: multi-step calculation).

What the proxy cannot show (2026-12-04, read from `togmal-eval run --suite temporal`'s report,
not fitted on): within each of the suite's 14 origins the scorer ranks at AUROC 0.49-0.89, but
its origins are ordered wrongly. theoremQA-Math (310 questions, 93% hard) gets the lowest mean
P(fail), 0.69, from easier MMLU mathematics neighbours, and scibench-chemmc (69% hard) a high one,
0.83. With each origin's mean logit taken out the suite would score 0.705 against 0.619. On the
proxy, the held-out source's origins are ordered rightly: the Spearman correlation of an origin's
mean P(fail) with its share of hard questions is 0.48 with MMLU held out and 0.85 with the STEM
problems held out (0.86 and 0.90 when seen). Taking the origins' means out there costs 0.08 and
0.19 AUROC. So no variant chosen on the index can learn to distrust them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dev_index  # noqa: E402
from dev_sets import auroc  # noqa: E402

from togmal_eval.index.knn import topk_cosine  # noqa: E402
from togmal_eval.risk import calibrated as cal  # noqa: E402
from togmal_eval.risk.priors import IndexStats  # noqa: E402

SOURCES = ("ori_mmlu", "stemez")
ORIGIN_NAMED = ("origin_prior", "domain_prior", "subject_prior")


class Shift:
    def __init__(self):
        d = dev_index.load()
        self.d = d
        recs = d.records
        self.origins = np.array([str(r.origin) for r in recs])
        self.domains = np.array([str(r.domain) for r in recs])
        self.source = np.array([o.split("-")[0] for o in self.origins])
        self.p = dict(d.params)

    def texts(self, rows) -> list[str]:
        return [self.d.texts[i] for i in rows]

    def oof_features(self, rows, by_origin: bool = False) -> np.ndarray:
        """Cross-fitted stacker features of ``rows`` from fits on ``rows`` only; with
        ``by_origin`` every origin lies in one fold whole (near-duplicates across origins are
        rare; within one they share a fold anyway)."""
        d, p = self.d, self.p
        groups = None
        if by_origin:
            names = {o: i for i, o in enumerate(sorted(set(self.origins[rows])))}
            groups = np.array([names[o] for o in self.origins[rows]])
        args = (d.vectors[rows], d.success[rows], self.domains[rows], self.origins[rows])
        parts = cal.cross_fit_parts(*args, self.texts(rows), p, d.threshold, groups)
        return cal.oof_features(parts, d.vectors[rows], d.success[rows], self.texts(rows), p)

    def held_out(self, src: str):
        """The calibrated scorer fitted on every source but ``src``: (train rows, ``src``'s rows,
        the model, their features, their P(fail))."""
        d = self.d
        train, test = np.nonzero(self.source != src)[0], np.nonzero(self.source == src)[0]
        args = (d.vectors[train], d.success[train], self.domains[train], self.origins[train])
        model = cal.fit(*args, self.texts(train), self.p, d.threshold)
        x = self.test_features(train, test, model)
        return train, test, model, x, cal.stacked_probability(model, x)

    def test_features(self, train, test, model: dict) -> np.ndarray:
        """The held-out rows' features, with neighbours and statistics from ``train`` only."""
        d = self.d
        st = IndexStats.compute(
            d.vectors[train], d.success[train], self.domains[train], self.origins[train]
        )
        idx, sims = topk_cosine(d.vectors[test], d.vectors[train], cal.K_POOL)
        return cal.model_features(
            model, d.vectors[test], self.texts(test), idx, sims, d.success[train], st, self.p
        )


def stack_predict(Xtr, ytr, Xte, C: float, cols=None, clip: float = 0.0) -> np.ndarray:
    from sklearn.preprocessing import StandardScaler

    if cols is not None:
        Xtr, Xte = Xtr[:, cols], Xte[:, cols]
    if clip:  # each feature held to the fitting rows' [clip, 1 - clip] quantiles
        lo, hi = np.quantile(Xtr, [clip, 1.0 - clip], axis=0)
        Xte = np.clip(Xte, lo, hi)
    scaler = StandardScaler().fit(Xtr)
    m = cal._logreg(C).fit(scaler.transform(Xtr), ytr)
    return m.predict_proba(scaler.transform(Xte))[:, 1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--variants", action="store_true", help="also fit the stacker variants")
    a = ap.parse_args()
    sh = Shift()
    d, p, y = sh.d, sh.p, sh.d.y
    everything = np.arange(len(y))
    X_all = sh.oof_features(everything)
    groups = cal.duplicate_groups(d.vectors, p)
    _, _, oof_all = cal.fit_stacker(X_all, y, p, groups)
    print(f"index: {len(y)} questions, cross-fitted AUROC {auroc(y, oof_all):.4f}")
    held = {}
    for src in SOURCES:
        train, test, model, Xte, prob = sh.held_out(src)
        unseen, seen = auroc(y[test], prob), auroc(y[test], oof_all[test])
        print(
            f"{src} held out ({len(test)} questions, hard {y[test].mean():.2f}): "
            f"AUROC {unseen:.4f} unseen vs {seen:.4f} seen, drop {unseen - seen:+.4f}; "
            f"mean P(fail) {prob.mean():.3f}"
        )
        held[src] = (train, test, Xte, model["features"])
    if not a.variants:
        return
    from togmal_eval.risk.features import KNN_FEATURES, TEXT_FEATURES

    names_all = [
        *KNN_FEATURES,
        *TEXT_FEATURES,
        "embedding_logit",
        "words_logit",
        "subject_prior",
        *[f"domain:{x}" for x in sorted(set(sh.domains))],
    ]
    X_all_origin = sh.oof_features(everything, by_origin=True)
    cv = cal._splits(len(y), int(p["folds"]), y, int(p["seed"]) + 1, groups)

    def plain(names) -> list[int]:
        return [
            i for i, n in enumerate(names) if n not in ORIGIN_NAMED and not n.startswith("domain:")
        ]

    def fit_rows(view: str, usual, by_origin):
        return {"usual": usual, "origin": by_origin, "both": np.vstack([usual, by_origin])}[view]

    def in_distribution(view: str, C: float, cols, clip: float = 0.0) -> float:
        """Out-of-fold AUROC on the whole index: the stacker fitted on the view's features of
        the other folds, applied to the usual features (a question of a seen origin)."""
        oof = np.zeros(len(y))
        for tr, va in cv:
            Xtr = fit_rows(view, X_all[tr], X_all_origin[tr])
            ytr = np.tile(y[tr], len(Xtr) // len(tr))
            oof[va] = stack_predict(Xtr, ytr, X_all[va], C, cols, clip)
        return auroc(y, oof)

    train_views = {
        src: (sh.oof_features(train), sh.oof_features(train, by_origin=True))
        for src, (train, *_rest) in held.items()
    }
    rows = [
        ("as configured", "usual", p["stack_C"], False, 0.0),
        ("origin folds", "origin", p["stack_C"], False, 0.0),
        ("both views", "both", p["stack_C"], False, 0.0),
        ("no priors", "usual", p["stack_C"], True, 0.0),
        *[(f"stack_C {C:g}", "usual", C, False, 0.0) for C in (0.01, 0.1, 10.0)],
        *[(f"clipped {q:g}", "usual", p["stack_C"], False, q) for q in (0.005, 0.02, 0.05)],
    ]
    head = "".join(f"{s + ' unseen':>18}" for s in SOURCES)
    print(f"\n{'variant':<16}{head}{'in-dist.':>11}")
    for name, view, C, no_priors, clip in rows:
        out = []
        for src, (train, test, Xte, feats) in held.items():
            Xtr = fit_rows(view, *train_views[src])
            ytr = np.tile(y[train], len(Xtr) // len(train))
            cols = plain(feats) if no_priors else None
            out.append(auroc(y[test], stack_predict(Xtr, ytr, Xte, C, cols, clip)))
        ind = in_distribution(view, C, plain(names_all) if no_priors else None, clip)
        print(f"{name:<16}" + "".join(f"{v:>18.4f}" for v in out) + f"{ind:>11.4f}")


if __name__ == "__main__":
    main()
