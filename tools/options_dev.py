"""Pasted answer options: what they do to the calibrated scorer, with and without setting them
aside (index/options.py). Judged on index questions only, never on a golden suite.

Usage: python tools/options_dev.py [--n 1000] [--seed 0]

Holds N seeded questions out of the index set, fits the calibrated scorer on the rest (the same
cross-fitting as ``calibrated.fit``), and scores the held-out questions three ways: as the index
holds them (the stem), with their options pasted in each of perturb.OPTION_LAYOUTS and read as typed,
and the same read through ``retrieval_texts``/``question_stem`` as the scorer now does; then
as an exam harness would send them (instructions, a "Question:" label, the options, "Answer:"). Prints
AUROC (hard = success below the threshold), ECE and the mean change in P(fail) against the
stem. About 3 minutes on 2 cores (the pasted texts are embedded, not stored).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.goldens.perturb import OPTION_LAYOUTS, paste_options  # noqa: E402
from togmal_eval.harness import scorer_params  # noqa: E402
from togmal_eval.index.knn import topk_cosine  # noqa: E402
from togmal_eval.index.options import question_stem  # noqa: E402
from togmal_eval.index.typos import retrieval_texts  # noqa: E402
from togmal_eval.metrics.calibration import ece  # noqa: E402
from togmal_eval.risk import calibrated as cal  # noqa: E402
from togmal_eval.risk.priors import IndexStats  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    from sklearn.metrics import roc_auc_score

    t0 = time.perf_counter()
    cfg = load_config()
    ws = Workspace(cfg)
    idx = ws.index()
    recs = idx.corpus.records
    by_id = ws.corpus
    texts = [r.text for r in recs]
    thr = cfg.section("corpus")["hard_threshold"]
    conf = {**cal.CalibratedScorer.defaults, **scorer_params(cfg, "calibrated", None)}
    p = {k: conf[k] for k in cal.CalibratedScorer.FIT_KEYS}
    vecs, success = idx.vectors.astype(np.float64), idx.success
    y = (success < thr).astype(int)
    perm = np.random.default_rng(a.seed).permutation(len(y))
    va = np.sort([i for i in perm if by_id[recs[i].id].options][: a.n])
    tr = np.setdiff1d(np.arange(len(y)), va)
    tx = [texts[i] for i in tr]
    args = (vecs[tr], success[tr], idx.domains[tr], idx.origins[tr], tx)
    parts = cal.cross_fit_parts(*args, p, thr)
    model = cal.fit(*args, p, thr, parts=parts)
    st = IndexStats.compute(vecs[tr], success[tr], idx.domains[tr], idx.origins[tr])

    def score(qtexts: list[str], qvecs: np.ndarray) -> np.ndarray:
        j, s = topk_cosine(qvecs, vecs[tr], cal.K_POOL)
        return cal.predict(model, qvecs, qtexts, j, s, success[tr], st, p)

    base = score([texts[i] for i in va], vecs[va])
    yv = y[va]

    def line(name: str, prob: np.ndarray) -> None:
        print(
            f"  {name:<44} AUROC {roc_auc_score(yv, prob):.4f}  "
            f"ECE {ece({'y': yv, 'p': prob}, np.ones((1, len(yv))))[0]:.4f}  "
            f"mean P(fail) change {np.mean(prob - base):+.4f}",
            flush=True,
        )

    print(f"{len(va)} held-out questions with options, {len(tr)} in the fitted index")
    line("question as the index holds it", base)
    for layout in OPTION_LAYOUTS:
        pasted = [paste_options(texts[i], by_id[recs[i].id].options, layout) for i in va]
        raw = np.asarray(ws.embedder.embed(pasted, persist=False), np.float64)
        line(f"options pasted {layout[0].strip()!r}, read as typed", score(pasted, raw))
        read = retrieval_texts(None, pasted)
        kept = np.asarray(ws.embedder.embed(read, persist=False), np.float64)
        stems = [question_stem(t) for t in pasted]
        same = np.mean([s == texts[i] for s, i in zip(stems, va)])
        line(f"  ... options set aside (stem exact {same:.1%})", score(stems, kept))
    # an exam harness's prompt: instructions, a "Question:" label, the options, an answer cue
    exam = [
        f"The following is a multiple choice question about {idx.domains[i]}. Think step by "
        f'step, then end with "the answer is (X)".\n\nQuestion: '
        + paste_options(texts[i], by_id[recs[i].id].options, OPTION_LAYOUTS[2])
        + "\nAnswer: Let's think step by step."
        for i in va
    ]
    raw = np.asarray(ws.embedder.embed(exam, persist=False), np.float64)
    line("exam prompt (preamble, label, options, cue) as typed", score(exam, raw))
    stems = [question_stem(t) for t in exam]
    kept = np.asarray(ws.embedder.embed(retrieval_texts(None, exam), persist=False), np.float64)
    same = np.mean([s == texts[i] for s, i in zip(stems, va)])
    line(f"  ... read as its question (exact {same:.1%})", score(stems, kept))
    print(f"{time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
