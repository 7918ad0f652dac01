"""Choose the out-of-distribution tests and alpha on development data (never a suite).

Usage: python tools/choose_ood.py [corpus/ood-dev.jsonl]

For two tests — (A) the mean similarity of the top-10 neighbours, (B) the best domain-centroid
similarity — and their conjunction (flag only when both are unusual), prints per alpha:
  * the share of dev off-topic prompts flagged (want high),
  * the share of dev in-domain casual prompts flagged (want low),
  * the share of an unseen benchmark's questions flagged: stemez questions against an index of
    ori_mmlu questions only, a proxy from training data for "a newer benchmark" (want low:
    a new benchmark's question is unknown-difficulty, but it is not off-topic).
Each test's reference distribution is the index questions' own (leave-one-out) values, so alpha
is also the nominal false-alarm rate on benchmark questions.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

from togmal_eval.config import load_config
from togmal_eval.index.knn import normalise, topk_cosine
from togmal_eval.risk import knnmath
from togmal_eval.workspace import Workspace

M = 10


def _tests(vectors, domains, queries):
    _, ref_sims = topk_cosine(vectors, vectors, M, exclude=np.arange(len(vectors)))
    _, q_sims = topk_cosine(queries, vectors, M)
    names = sorted(set(domains))
    cents = normalise(np.stack([vectors[domains == d].mean(0) for d in names]))
    return (
        (knnmath.neighbour_stat(q_sims, M), knnmath.neighbour_stat(ref_sims, M)),
        ((normalise(queries) @ cents.T).max(1), (normalise(vectors) @ cents.T).max(1)),
    )


def _flag(stat, ref, alpha):
    p = 1.0 - knnmath.ood_from_reference(stat, ref)
    return (1.0 - p / alpha) >= 0.5


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
    doms = np.array([str(d) for d in idx.domains])
    fam = np.array([str(o).split("-")[0] for o in idx.origins])
    dev = _tests(idx.vectors, doms, q)
    ori, new = fam == "ori_mmlu", fam == "stemez"
    unseen = _tests(idx.vectors[ori], doms[ori], idx.vectors[new])
    print(
        f"{len(rows)} dev prompts: {y.sum()} off-topic, {(~y).sum()} in-domain; "
        f"unseen-benchmark proxy: {new.sum()} stemez questions vs {ori.sum()} ori_mmlu"
    )
    print(f"{'alpha':>6} | {'test':<10} {'off-topic':>10} {'in-domain':>10} {'unseen':>8}")
    for alpha in (0.02, 0.05, 0.08, 0.1, 0.12, 0.14, 0.16, 0.2):
        for name, pick in (("neighbours", [0]), ("centroid", [1]), ("both", [0, 1])):
            f_dev = np.logical_and.reduce([_flag(*dev[i], alpha) for i in pick])
            f_new = np.logical_and.reduce([_flag(*unseen[i], alpha) for i in pick])
            print(
                f"{alpha:>6} | {name:<10} {f_dev[y].mean():>10.2f} {f_dev[~y].mean():>10.2f} "
                f"{f_new.mean():>8.3f}"
            )


if __name__ == "__main__":
    main(*sys.argv[1:])
