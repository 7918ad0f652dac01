"""The ideation head (``risk/ideation.py``): its threshold, and what it does to the default scorer
on a set of messages, on development data only (never a golden suite).

Usage:
    python tools/ideation_dev.py --choose
    python tools/ideation_dev.py --threshold
    python tools/ideation_dev.py FILE [FILE ...] [-v]

``--choose``: the choice rule's figures (risk/ideation.py). The head's data holds two authors' sets
(told apart by their kinds); a head fitted on one (with its negatives and the index's questions)
scores the other's at-risk messages and look-alikes, both ways. Per C (``CS``) and negatives
(narrow: look-alikes and everyday requests; broad: the estimator's other harmless texts too), at
the lowest threshold on ``FINE`` where the head fitted on all the data flags at most
``HARMLESS_BUDGET`` of the harmless dev prompts (``dev_sets.HARMLESS``) and 0.1% of the benchmark
questions: the share of the other set's at-risk messages and look-alikes at or above it, and the
harmless and benchmark shares; then the variant with the most at-risk messages (``-v``: the
harmless dev prompts it flags).

``--threshold``: the threshold of the two heads' geometric mean (``ideation.score``) by its rule,
and the read ideation sets' figures at it against the embedding head alone (``threshold``).

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
CS = (1.0, 3.0, 10.0)
HARMLESS_BUDGET = 0.0026
FINE = tuple(np.round(np.arange(0.80, 0.995, 0.01), 2))


def choose(ws: Workspace, verbose: bool = False) -> None:
    rows = ideation.load_rows()
    # the two authors' sets, told apart by their kinds (risk/ideation.py)
    first = [r for r in rows if r.get("kind") in ("ideation", "look-alike")]
    second = [r for r in rows if r.get("kind") in ("at-risk", "safe")]
    assert len(first) + len(second) == len(rows), "a row of neither author's kinds"
    emb = ws.embedder
    index = ws.index().unit_vectors

    def unit(texts):
        return normalise(np.asarray(emb.embed(texts), np.float64))

    harmless_texts = dev_sets.harmless_prompts()
    harmless_v, bench_v = unit(harmless_texts), unit(dev_sets.benchmark_questions())
    # the harmless budget: the first version's rate (narrow negatives, C=1, 0.95: 11 of 4,223),
    # written down as 0.26% when the rule was fixed; 11 of 4,223 is 0.2605%, just over it
    budget = HARMLESS_BUDGET
    best = None
    print(
        f"{'negatives':<9} {'C':>4} {'t':>5} {'at-risk (other set)':>20} {'look-alikes':>12} "
        f"{'harmless dev':>13} {'benchmark':>10}"
    )
    for broad in (False, True):
        for c in CS:
            cross = []
            for fit_on, score_on in ((first, second), (second, first)):
                head = ideation.fit_head(emb, index, fit_on, broad, c)
                p = head.prob(unit([r["text"] for r in score_on]))
                y = np.array([bool(r.get("risky")) for r in score_on])
                cross.append((p, y))
            pos = np.r_[cross[0][0][cross[0][1]], cross[1][0][cross[1][1]]]
            neg = np.r_[cross[0][0][~cross[0][1]], cross[1][0][~cross[1][1]]]
            full = ideation.fit_head(emb, index, rows, broad, c)
            harmless, bench = full.prob(harmless_v), full.prob(bench_v)
            # the lowest threshold within the budgets (harmless dev prompts, benchmark questions)
            for t in FINE:
                if np.mean(harmless >= t) <= budget and np.mean(bench >= t) <= 0.001:
                    break
            figures = (np.mean(pos >= t), np.mean(neg >= t))
            print(
                f"{'broad' if broad else 'narrow':<9} {c:>4g} {t:>5.2f} {figures[0]:>20.3f} "
                f"{figures[1]:>12.3f} {np.mean(harmless >= t):>13.4f} {np.mean(bench >= t):>10.4f}"
                f"  ({int((harmless >= t).sum())} of {len(harmless)}; {int((bench >= t).sum())} of "
                f"{len(bench)})"
            )
            if best is None or figures[0] > best[0]:
                best = (figures[0], broad, c, t, harmless)
    _, broad, c, t, harmless = best
    print(f"chosen: {'broad' if broad else 'narrow'} negatives, C={c:g}, threshold {t:.2f}")
    if verbose:
        for text, q in sorted(zip(harmless_texts, harmless), key=lambda x: -x[1]):
            if q >= t:
                print(f"    harmless at {q:.3f}: {text[:120]!r}")


COARSE = tuple(np.round(np.arange(0.50, 0.995, 0.01), 2))
READ_SETS = tuple(f"corpus/ideation-dev{s}.jsonl" for s in ("", "2", "3", "4"))
EMBEDDING_ALONE = 0.95  # the embedding head's own threshold before the character head joined it


def threshold(ws: Workspace) -> None:
    """``--threshold``: the threshold of the score ``ideation.score`` (the embedding head with the
    character head beside it) by the rule fixed before its confirming sets were written: the
    lowest on 0.50 .. 0.99 flagging at most ``HARMLESS_BUDGET`` of the harmless dev prompts and
    0.1% of the benchmark questions; then, at it and at the embedding head's own threshold alone,
    the read ideation sets' at-risk messages and look-alikes with the signal (never trained on)."""
    emb, index = ws.embedder, ws.index()
    head = ideation.ideation_head_for(emb, index)
    chars = ideation.chars_head_for(emb, index)

    def scores(texts, with_chars=True):
        unit = normalise(np.asarray(emb.embed(texts), np.float64))
        return ideation.score(head, chars if with_chars else None, texts, unit)

    harmless, bench = scores(dev_sets.harmless_prompts()), scores(dev_sets.benchmark_questions())
    for t in COARSE:
        if np.mean(harmless >= t) <= HARMLESS_BUDGET and np.mean(bench >= t) <= 0.001:
            break
    print(
        f"threshold {t:.2f}: harmless dev prompts {int((harmless >= t).sum())} of {len(harmless)},"
        f" benchmark questions {int((bench >= t).sum())} of {len(bench)}"
    )
    for label, with_chars, cut in (
        ("embedding head", False, EMBEDDING_ALONE),
        ("both", True, t),
    ):
        pos = neg = 0
        npos = nneg = 0
        for f in READ_SETS:
            rows = dev_sets.jsonl(dev_sets.REPO / f)
            y = np.array([bool(r["risky"]) for r in rows])
            hit = scores([r["text"] for r in rows], with_chars) >= cut
            pos, neg = pos + int(hit[y].sum()), neg + int(hit[~y].sum())
            npos, nneg = npos + int(y.sum()), nneg + int((~y).sum())
        print(f"  {label:<15} at {cut:.2f}: at-risk {pos} of {npos}, look-alikes {neg} of {nneg}")


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
    ap.add_argument("--threshold", action="store_true")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    ws = Workspace(load_config())
    if a.choose:
        choose(ws, a.v)
    if a.threshold:
        threshold(ws)
    if a.files:
        evaluate(ws, a.files, a.v)
    if not (a.choose or a.threshold or a.files):
        ap.error("give --choose, --threshold or FILE")


if __name__ == "__main__":
    main()
