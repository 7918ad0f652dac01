"""Choose ``ood_far_alpha``, the "far from everything" out-of-distribution test, on development
data (never a suite).

Usage: python tools/far_ood_dev.py [FILE ...]

The production test (risk/fusion.py, chosen with tools/choose_ood.py) compares a prompt's
similarity profile with the index questions' *less its best similarity to everyday requests*:
a prompt near everyday requests is flagged however near some benchmark question it is. A
prompt unlike both — emoji, keyboard mashing, a bare hash, SQL or log line — gets a contrast
near zero and was read as in distribution ("similar benchmark questions suggest difficulty
0.60" at a top similarity of 0.25). The far test flags a prompt whose plain neighbour
statistic (mean similarity of its top-``ood_m`` neighbours) is rarer among the index questions'
own (leave-one-out) values than ``ood_far_alpha``.

Per alpha (0 = the test off) and per file it prints the share of prompts flagged out of
distribution (ood >= 0.5, the scorer's own components) among the ``ood: true`` rows (want
high) and among the ``ood: false`` rows (in-domain questions: want none), and the share of the
index's own questions the far test flags (each against the others). Default files:
corpus/far-dev.jsonl (prompts unlike both, and terse in-domain exam questions: the choosing
set) and corpus/ood-dev*.jsonl (off-topic requests and in-domain questions: the far test must
not flag an in-domain one), then the share of the index's own questions and of the
unseen-benchmark proxy (as tools/choose_ood.py: stemez questions against the ori_mmlu ones) the
far test flags. The rule, fixed before reading the confirmation set corpus/far-dev2.jsonl: the
largest alpha on the grid that adds no flagged in-domain question in any default file and flags
at most 0.5% of the index's questions. 2026-12-02: 0.002 (far-dev's far prompts flagged 0.189 ->
0.556, in-domain unchanged everywhere; index 0.09%, unseen proxy 0.15%; at 0.005 ood-dev2 and
-dev5 gained in-domain flags); far-dev2, read once after: 0.133 -> 0.600, in-domain 0 -> 0.
Prompts it still misses sit at a top similarity of 0.33-0.40, where 1-3% of the index's own
questions are: nonsense words, UUIDs and hashes, a regex or a loop.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from choose_ood import flag, ood_statistics  # noqa: E402
from dev_sets import jsonl  # noqa: E402

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.harness import build_scorer  # noqa: E402
from togmal_eval.risk.priors import background_vectors, stats_for  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

ALPHAS = (0.0, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02)
DEFAULT = ["corpus/far-dev.jsonl", *sorted(str(p.relative_to(REPO)) for p in
                                            (REPO / "corpus").glob("ood-dev*.jsonl"))]  # fmt: skip


def main(argv: list[str]) -> None:
    files = [Path(a) for a in argv] or [REPO / f for f in DEFAULT]
    cfg = load_config()
    ws = Workspace(cfg)
    base = build_scorer(cfg, ws, "fusion", extra={"semantic": False})
    sets = []  # each file embedded and searched once, then scored at every alpha
    for f in files:
        rows = jsonl(f)
        texts = [r.get("prompt") or r["text"] for r in rows]
        vec = ws.embedder.embed(base.ctx.retrieval_texts(texts), persist=False)
        idx, sims = base.ctx.neighbours(vec, base.k_search)
        sets.append((f.name, vec, idx, sims, np.array([bool(r["ood"]) for r in rows])))
    # the index's own questions, each against the others, and the unseen-benchmark proxy of
    # tools/choose_ood.py (stemez questions against an index of ori_mmlu ones): the plain
    # neighbour statistic ("nb") the far test reads
    index = ws.index()
    ref = stats_for(index, int(base.params["ood_m"])).reference_stat
    fam = np.array([str(o).split("-")[0] for o in index.origins])
    doms = np.array([str(d) for d in index.domains])
    ori, new = fam == "ori_mmlu", fam == "stemez"
    unseen = ood_statistics(index.vectors[ori], doms[ori], index.vectors[new],
                            background_vectors(ws.embedder))  # fmt: skip
    print(f"{'alpha':>7} | " + " | ".join(f"{s[0]:<22}" for s in sets) + " | index | unseen")
    print(f"{'':>7} | " + " | ".join(f"{'ood':>10} {'in-domain':>11}" for _ in sets) + " |")
    for alpha in ALPHAS:
        sc = build_scorer(cfg, ws, "fusion", extra={"ood_far_alpha": alpha, "semantic": False})
        cells = []
        for _, vec, idx, sims, y in sets:
            ood = sc.components(idx, sims, vec)["ood"] >= 0.5
            cells.append(f"{ood[y].mean():>10.3f} {ood[~y].mean() if (~y).any() else 0:>11.3f}")
        own = flag({"nb": (ref, ref)}, ["nb"], alpha).mean() if alpha > 0 else 0.0
        new_ = flag(unseen, ["nb"], alpha).mean() if alpha > 0 else 0.0
        print(f"{alpha:>7} | " + " | ".join(cells) + f" | {own:.4f} | {new_:.4f}")


if __name__ == "__main__":
    main(sys.argv[1:])
