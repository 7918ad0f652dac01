"""Questions formatted as exam items: what pasted options and an exam harness's frame do to the
calibrated scorer, read as typed and as the question (index/options.py). Judged on index
questions only, never on a golden suite.

Usage: python tools/options_dev.py [--n 1000] [--seed 0]

Holds N seeded questions (and their near-duplicates) out of the index set, fits the calibrated
scorer on the rest (the same
cross-fitting as ``calibrated.fit``), and scores the held-out questions as the index holds them
(the stem), then with their options pasted in each of perturb.OPTION_LAYOUTS and in each of
perturb.EXAM_FRAMES (instructions, a "Question:" label, the options, an "Answer:" cue): each
read as typed, and read through ``retrieval_texts`` as the scorer does. Prints AUROC (hard =
success below the threshold), ECE and the mean change in P(fail) against the stem. About 6
minutes on 2 cores (the formatted texts are embedded, not stored).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dev_index  # noqa: E402

from togmal_eval.goldens.perturb import EXAM_FRAMES, OPTION_LAYOUTS, paste_options  # noqa: E402
from togmal_eval.index.knn import topk_cosine  # noqa: E402
from togmal_eval.index.typos import retrieval_texts  # noqa: E402
from togmal_eval.metrics.calibration import ece  # noqa: E402
from togmal_eval.risk import calibrated as cal  # noqa: E402
from togmal_eval.risk.priors import IndexStats  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    from sklearn.metrics import roc_auc_score

    t0 = time.perf_counter()
    d = dev_index.load()
    ws, idx, recs, texts, thr, p = d.ws, d.index, d.records, d.texts, d.threshold, d.params
    vecs, success, y = d.vectors, d.success, d.y
    by_id = ws.corpus
    perm = np.random.default_rng(a.seed).permutation(len(y))
    va = np.sort([i for i in perm if by_id[recs[i].id].options][: a.n])
    groups = cal.duplicate_groups(vecs, p)  # a held-out question's near-duplicates leave too
    tr = np.nonzero(~np.isin(groups, groups[va]))[0]
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

    def typed_and_read(name: str, prompts: list[str]) -> None:
        raw = np.asarray(ws.embedder.embed(prompts, persist=False), np.float64)
        line(f"{name}, read as typed", score(prompts, raw))
        stems = retrieval_texts(None, prompts)  # what the scorer now reads (no corrector here)
        read = np.asarray(ws.embedder.embed(stems, persist=False), np.float64)
        exact = np.mean([s == texts[i] for s, i in zip(stems, va)])
        line(f"  ... read as the question (exact {exact:.1%})", score(stems, read))

    print(
        f"{len(va)} held-out questions with options, {len(tr)} in the fitted index "
        f"({len(y) - len(va) - len(tr)} near-duplicates of held-out questions left out)"
    )
    line("question as the index holds it", base)
    options = {i: by_id[recs[i].id].options for i in va}
    for layout in OPTION_LAYOUTS:
        typed_and_read(
            f"options pasted {layout[0].strip()!r}",
            [paste_options(texts[i], options[i], layout) for i in va],
        )
    for k, (before, after) in enumerate(EXAM_FRAMES):
        typed_and_read(
            f"exam frame {k + 1} (instructions, label, options, cue)",
            [before + paste_options(texts[i], options[i], OPTION_LAYOUTS[2]) + after for i in va],
        )
    print(f"{time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
