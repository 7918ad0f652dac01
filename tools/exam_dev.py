"""The exam gate's grid (risk/exam.py) on training and development data: never a golden suite.

Usage: python tools/exam_dev.py [--grid T^W,...] [--index-only | --dev-only] [--pairs-through N] [--claim-negatives]
       python tools/exam_dev.py --joint [--pairs-through N]

For the gate off and each point ``EXAM_T ^ EXAM_WEIGHT`` of the grid (default: the rule's 15
points, 0.3 / 0.5 / 0.7 / 0.9 / 1 by 0.5 / 0.8 / 1) it prints what the rule read:

* index: the calibrated stacker's cross-fitted AUROC and ECE on the index set, each question's
  capability leaning by its cross-fitted exam weight (the head fitted on the other folds' index
  questions and every conversational text, as a held-out question meets it), beside the
  out-of-distribution blend it already has;
* each of the index's two sources held out in turn (``tools/origin_shift_dev.py``'s proxy for a
  new benchmark): the scorer fitted on the other source, the head on the other source's
  questions;
* dev: the default scorer's mean risk AUROC over corpus/fp-pairs-dev3 .. dev15 and the harmless
  dev prompts' MODERATE+ and HIGH+ shares (``dev_sets.harmless_prompts``).

Measured 2026-12-04 (the rule: risk/exam.py's docstring), off against the kept 0.5 ^ 1: index
0.7589 / 0.0106 -> 0.7574 / 0.0107, MMLU held out 0.6038 -> 0.6019, STEM problems 0.7863 ->
0.7843 (the points past 0.002 on the index: 0.7 ^ 0.8 and up); dev sets 0.7334 -> 0.7533,
MODERATE+ 13.97% -> 11.37%, HIGH+ 6.42% -> 6.11% (with weak evidence's later power 0.5; when the
gate was chosen, 0.7247 -> 0.7443). 1.8 minutes for the index part, about a minute per point for
the dev part.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import dev_sets  # noqa: E402
import origin_shift_dev as osd  # noqa: E402
from dev_sets import auroc, jsonl  # noqa: E402

from togmal_eval.harness import scorer_params  # noqa: E402
from togmal_eval.index.knn import normalise, topk_cosine  # noqa: E402
from togmal_eval.metrics import calibration  # noqa: E402
from togmal_eval.risk import calibrated as cal  # noqa: E402
from togmal_eval.risk import exam, knnmath  # noqa: E402
from togmal_eval.risk.calibrated import CalibratedScorer  # noqa: E402
from togmal_eval.risk.priors import IndexStats, background_vectors  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
GRID = [(t, w) for t in (0.3, 0.5, 0.7, 0.9, 1.0) for w in (0.5, 0.8, 1.0)]


def ece(y, p) -> float:
    """The report's ECE (10 equal-width bins), unweighted."""
    return float(calibration.ece({"y": y, "p": p}, np.ones(len(y)))[0])


def pvalues(st, unit, stat, q_bg, i_bg):
    """The fusion scorer's OOD p-values (``both`` test) and far p-values of rows whose top-m
    statistic, unit vectors and background similarity are given, against ``st``."""
    pn = 1 - knnmath.ood_from_reference(stat - q_bg, st.reference_stat - i_bg)
    pc = 1 - knnmath.ood_from_reference(
        (unit @ st.centroids.T).max(1) - q_bg, st.reference_centroid - i_bg
    )
    far = 1 - knnmath.ood_from_reference(stat, st.reference_stat)
    return np.maximum(pn, pc), far


def index_rows(sh, p):
    """Per view (the whole index cross-fitted, and each source held out): (P(fail), the OOD
    blend, exam probability, labels)."""
    d, y = sh.d, sh.d.y
    unit = normalise(d.vectors)
    talk = normalise(np.asarray(d.ws.embedder.embed(exam.conversational_texts()), np.float64))
    bg = background_vectors(d.ws.embedder)
    i_bg = knnmath.best_similarity(unit, bg)
    m, alpha, far_alpha = int(p["ood_m"]), float(p["ood_alpha"]), float(p["ood_far_alpha"])

    def blend(pv, far):
        return np.maximum(np.clip(1 - pv / alpha, 0, 1), np.clip(1 - far / far_alpha, 0, 1))

    everything = np.arange(len(y))
    groups = cal.duplicate_groups(d.vectors, d.params)
    _, _, oof = cal.fit_stacker(sh.oof_features(everything), y, d.params, groups)
    q = np.zeros(len(y))
    for tr, va in cal._splits(len(y), 5, y, 0, groups):
        q[va] = exam.ExamHead.fit(unit[tr], talk).prob(unit[va])
    st = IndexStats.compute(d.vectors, d.success, sh.domains, sh.origins, m=m)
    views = {"index": (oof, blend(*pvalues(st, unit, st.reference_stat, i_bg, i_bg)), q, y)}
    for src in osd.SOURCES:
        train, test, _, _, prob = sh.held_out(src)
        stt = IndexStats.compute(
            d.vectors[train], d.success[train], sh.domains[train], sh.origins[train], m=m
        )
        _, sims = topk_cosine(d.vectors[test], d.vectors[train], m)
        pv = pvalues(stt, unit[test], knnmath.neighbour_stat(sims, m), i_bg[test], i_bg[train])
        head = exam.ExamHead.fit(unit[train], talk)
        views[f"{src} held out"] = (prob, blend(*pv), head.prob(unit[test]), y[test])
    return views


def dev_figures(scorer, through: int = 15) -> tuple[float, float, float]:
    """(mean risk AUROC over fp-pairs-dev3 .. dev``through``, harmless MODERATE+, HIGH+)."""
    au = []
    for i in range(3, through + 1):
        rows = jsonl(REPO / "corpus" / f"fp-pairs-dev{i}.jsonl")
        risk = np.array([a.risk for a in scorer.score([r["text"] for r in rows])])
        au.append(auroc(np.array([bool(r["false"]) for r in rows]), risk))
    out = scorer.score(dev_sets.harmless_prompts())
    mod = np.mean([a.level in ("MODERATE", "HIGH", "CRITICAL") for a in out])
    high = np.mean([a.level in ("HIGH", "CRITICAL") for a in out])
    return float(np.mean(au)), float(mod), float(high)


def joint_lean(p, q, p2: float, t2: float) -> np.ndarray:
    """The joint lean tried beside the gate (risk/exam.py, dropped 2026-12-05): a prompt whose
    OOD p-value ``p`` is below ``p2`` and whose exam probability ``q`` is below ``t2``."""
    return np.clip(1 - np.asarray(p) / p2, 0, 1) * np.clip(1 - np.asarray(q) / t2, 0, 1)


def joint_figures(scorer, grid, through: int, unknown: float) -> None:
    """Print, with no joint lean and at each ``P2 ^ T2`` point of ``grid``, the mean risk AUROC
    over fp-pairs-dev3 .. dev``through`` and the harmless dev prompts' MODERATE+ and HIGH+
    shares, each prompt's risk recomputed from its captured components (exact on the pair sets;
    on the harmless prompts the language rule's fixed capability is not, which the lean does not
    touch, so the shares' differences hold)."""
    from togmal_eval.risk.assessment import level_from_risk

    def risks(comps, pt):
        keys = ("ood", "exam_weight", "ood_pvalue", "exam", "probability", "heuristic_risk")
        c = {k: np.array([x[k] for x in comps]) for k in (*keys, "weak_evidence")}
        u = np.maximum(c["ood"], c["exam_weight"])
        if pt is not None:
            u = np.maximum(u, joint_lean(c["ood_pvalue"], c["exam"], *pt))
        cap = (1 - u) * c["probability"] + u * unknown
        return 1 - (1 - cap) * (1 - c["heuristic_risk"]) * (1 - c["weak_evidence"])

    sets = []
    for i in range(3, through + 1):
        rows = jsonl(REPO / "corpus" / f"fp-pairs-dev{i}.jsonl")
        out = scorer.score([r["text"] for r in rows])
        comps, y = [a.components for a in out], np.array([bool(r["false"]) for r in rows])
        assert np.allclose(risks(comps, None), [a.risk for a in out], atol=1e-9)
        sets.append((comps, y))
    harmless = [a.components for a in scorer.score(dev_sets.harmless_prompts())]
    print(f"\njoint lean: mean risk AUROC fp-pairs-dev3..dev{through}, harmless MODERATE+, HIGH+")
    for pt in [None, *grid]:
        au = np.mean([auroc(y, risks(comps, pt)) for comps, y in sets])
        levels = [level_from_risk(r) for r in risks(harmless, pt)]
        mod = np.mean([lv in ("MODERATE", "HIGH", "CRITICAL") for lv in levels])
        high = np.mean([lv in ("HIGH", "CRITICAL") for lv in levels])
        label = "none" if pt is None else f"{pt[0]:g} ^ {pt[1]:g}"
        print(f"  {label:<10} {au:.4f}  {mod:.4f}  {high:.4f}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--grid", help="comma-separated T^W points (default: the rule's 15)")
    ap.add_argument("--index-only", action="store_true")
    ap.add_argument("--dev-only", action="store_true")
    ap.add_argument(
        "--pairs-through",
        type=int,
        default=15,
        metavar="N",
        help="dev part: fp-pairs-dev3 .. devN (default 15, the gate's rule)",
    )
    ap.add_argument(
        "--claim-negatives",
        action="store_true",
        help="the head's negatives also hold the claim pairs (exam.CLAIM_NEGATIVES)",
    )
    ap.add_argument(
        "--joint",
        action="store_true",
        help="instead: the joint lean's grid, P2 0.05 .. 0.3 by T2 0.75 / 1 (dropped 2026-12-05)",
    )
    a = ap.parse_args()
    if not 3 <= a.pairs_through <= 19:
        raise SystemExit(f"--pairs-through {a.pairs_through}: expected 3 .. 19")
    exam.CLAIM_NEGATIVES = a.claim_negatives
    grid = GRID
    if a.grid:
        try:
            grid = [tuple(float(x) for x in pt.split("^")) for pt in a.grid.split(",")]
            assert all(len(pt) == 2 and pt[0] > 0 for pt in grid)
        except (ValueError, AssertionError):
            raise SystemExit(f"--grid {a.grid!r}: expected T^W[,T^W ...] with T > 0") from None
    points = [None, *grid]
    sh = osd.Shift()
    if a.joint:
        from togmal_eval.harness import build_scorer

        p = {**CalibratedScorer.defaults, **scorer_params(sh.d.cfg, "calibrated", None)}
        scorer = build_scorer(sh.d.cfg, sh.d.ws, None)
        joint_grid = [(p2, t2) for p2 in (0.05, 0.1, 0.2, 0.3) for t2 in (0.75, 1.0)]
        joint_figures(scorer, joint_grid, a.pairs_through, p["unknown_risk"])
        return
    if not a.dev_only:
        p = {**CalibratedScorer.defaults, **scorer_params(sh.d.cfg, "calibrated", None)}
        views = index_rows(sh, p)
        for name, (prob, ood, q, y) in views.items():
            print(f"\n{name} ({len(y)} questions)")
            for pt in points:
                lean = np.zeros(len(y)) if pt is None else exam.exam_weight(q, *pt)
                u = np.maximum(ood, lean)
                cap = (1 - u) * prob + u * p["unknown_risk"]
                label = "off" if pt is None else f"{pt[0]:g} ^ {pt[1]:g}"
                print(f"  {label:<10} AUROC {auroc(y, cap):.4f}  ECE {ece(y, cap):.4f}")
    if not a.index_only:
        from togmal_eval.harness import build_scorer

        print(
            f"\ndev sets: mean risk AUROC fp-pairs-dev3..dev{a.pairs_through}, "
            "harmless MODERATE+, HIGH+"
        )
        cfg, ws = sh.d.cfg, sh.d.ws
        for pt in points:
            if pt is not None:
                exam.EXAM_T, exam.EXAM_WEIGHT = pt
            scorer = build_scorer(cfg, ws, None, extra={"exam_gate": pt is not None})
            label = "off" if pt is None else f"{pt[0]:g} ^ {pt[1]:g}"
            au, mod, high = dev_figures(scorer, a.pairs_through)
            print(f"  {label:<10} {au:.4f}  {mod:.4f}  {high:.4f}", flush=True)


if __name__ == "__main__":
    main()
