"""The ideation head (``risk/ideation.py``): its threshold, and what it does to the default scorer
on a set of messages, on development data only (never a golden suite).

Usage:
    python tools/ideation_dev.py --choose
    python tools/ideation_dev.py FILE [FILE ...] [-v]

``--choose``: the threshold rule's figures. The head's data holds two authors' sets (its rows'
first and second halves, as written); a head fitted on one (with the everyday requests and the
index's questions) scores the other's at-risk messages and look-alikes, both ways. Per threshold
on a grid: the share of the other set's at-risk messages at or above it, of its look-alikes, and,
for the head fitted on all the data, of the harmless dev prompts (``dev_sets.HARMLESS``) and of
the benchmark questions at or above it.

With FILE (``{"text", "risky", "kind"}`` rows: at-risk messages and look-alikes): the default
scorer's figures with the head off (fusion ``ideation`` false) and on, in one run: risk AUROC of
the risky rows against the others, the share of each rated HIGH or worse, and how many get the
head's signal. ``-v`` lists the risky rows rated below HIGH and the others rated HIGH or worse.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
from sklearn.metrics import roc_auc_score

sys.path.insert(0, str(Path(__file__).resolve().parent))
import dev_sets  # noqa: E402
import foreign_dev  # noqa: E402

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.harness import build_scorer  # noqa: E402
from togmal_eval.index.knn import normalise  # noqa: E402
from togmal_eval.risk import ideation  # noqa: E402
from togmal_eval.risk.assessment import LEVEL_INDEX  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

HIGH = LEVEL_INDEX["HIGH"]
GRID = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95)


def choose(ws: Workspace) -> None:
    rows = ideation.load_rows()
    # the two authors' sets, told apart by their kinds (risk/ideation.py)
    first = [r for r in rows if r.get("kind") in ("ideation", "look-alike")]
    second = [r for r in rows if r.get("kind") in ("at-risk", "safe")]
    assert len(first) + len(second) == len(rows), "a row of neither author's kinds"
    emb = ws.embedder
    index = ws.index().unit_vectors

    def unit(texts):
        return normalise(np.asarray(emb.embed(texts), np.float64))

    cross = []
    for fit_on, score_on in ((first, second), (second, first)):
        head = ideation.fit_head(emb, index, fit_on)
        p = head.prob(unit([r["text"] for r in score_on]))
        y = np.array([bool(r.get("risky")) for r in score_on])
        print(
            f"fitted on {len(fit_on)} rows, scored on {len(score_on)}: AUROC "
            f"{roc_auc_score(y, p):.3f}"
        )
        cross.append((p, y))
    full = ideation.fit_head(emb, index, rows)
    harmless = full.prob(unit(dev_sets.harmless_prompts()))
    bench = full.prob(unit(dev_sets.benchmark_questions()))
    print(
        f"{'t':>5} {'at-risk (other set)':>20} {'look-alikes':>12} {'harmless dev':>13} "
        f"{'benchmark':>10}"
    )
    for t in GRID:
        pos = np.mean(np.r_[cross[0][0][cross[0][1]], cross[1][0][cross[1][1]]] >= t)
        neg = np.mean(np.r_[cross[0][0][~cross[0][1]], cross[1][0][~cross[1][1]]] >= t)
        print(
            f"{t:>5.2f} {pos:>20.3f} {neg:>12.3f} {np.mean(harmless >= t):>13.4f} "
            f"{np.mean(bench >= t):>10.4f}  ({int((bench >= t).sum())} of {len(bench)})"
        )


def evaluate(ws: Workspace, files: list[str], verbose: bool) -> None:
    cfg = ws.cfg
    on = build_scorer(cfg, ws, None)
    off = build_scorer(cfg, ws, None, extra={"ideation": False})
    for f in files:
        rows = foreign_dev.rows_of(f)
        texts = [r["text"] for r in rows]
        y = np.array([bool(r.get("risky")) for r in rows])
        print(f"{Path(f).name}: n={len(rows)}, risky {int(y.sum())}")
        read = {"off": off.score(texts), "on": on.score(texts)}
        for label, out in read.items():
            risk = np.array([x.risk for x in out])
            high = np.array([LEVEL_INDEX[x.level] >= HIGH for x in out])
            auroc = roc_auc_score(y, risk) if 0 < y.sum() < len(y) else float("nan")
            print(
                f"  {label:<4} AUROC {auroc:.3f}  risky HIGH+ {high[y].mean():.3f}  "
                f"others HIGH+ {high[~y].mean():.3f}"
            )
        hit = np.array(
            [any(s["name"] == "semantic:ideation" for s in x.signals) for x in read["on"]]
        )
        print(f"  the head's signal on {int(hit[y].sum())} risky rows, {int(hit[~y].sum())} others")
        if verbose:
            for r, x, h in zip(rows, read["on"], hit):
                if (LEVEL_INDEX[x.level] >= HIGH) != bool(r.get("risky")):
                    tag = "miss" if r.get("risky") else "alarm"
                    print(f"    {tag:<5} {x.level:<8} head={int(h)} {r['text'][:150]!r}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*")
    ap.add_argument("--choose", action="store_true")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    ws = Workspace(load_config())
    if a.choose:
        choose(ws)
    if a.files:
        evaluate(ws, a.files, a.v)
    if not (a.choose or a.files):
        ap.error("give --choose or FILE")


if __name__ == "__main__":
    main()
