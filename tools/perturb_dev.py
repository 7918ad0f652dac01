"""Self-retrieval and difficulty stability on perturbed *index* questions (development data).

Usage: python tools/perturb_dev.py [--n 1000] [--seed 1000] [--scorer NAME] [--raw]

Draws index questions with ``goldens split``'s perturbation recipe (typos at 5% and 10%, casing,
truncation to 70%, an injection wrapper) under a seed other than the adversarial suite's, and
prints, per kind and overall: recall@1 of the original question among the dense neighbours, and
the share whose difficulty moves by at most 0.1 (the suite's ``stable_within``). A larger sample
from training data than the suite's 80 perturbations: the place to judge a change to retrieval or
to the difficulty model's sensitivity, never the suite itself. Prompts are typo-corrected before
retrieval as the config says (``embedder.correct_typos``); ``--raw`` embeds them as typed.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict

import numpy as np

from togmal_eval.config import load_config
from togmal_eval.goldens.perturb import apply_perturbation
from togmal_eval.goldens.split import perturbation_lines
from togmal_eval.harness import build_scorer
from togmal_eval.workspace import Workspace


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--scorer", default=None)
    ap.add_argument(
        "--raw", action="store_true", help="embed prompts as typed (no typo correction)"
    )
    a = ap.parse_args()
    cfg = load_config()
    ws = Workspace(cfg)
    index = ws.index()
    pos = {str(i): j for j, i in enumerate(index.ids)}
    specs = [json.loads(line) for line in perturbation_lines(ws.index_set, a.n, a.seed)]
    base = [ws.corpus[s["ref"]].text for s in specs]
    pert = [apply_perturbation(t, s["perturb"]) for t, s in zip(base, specs)]
    fix = ws.corrector.correct if ws.corrector is not None and not a.raw else (lambda t: t)
    vecs = ws.embedder.embed([fix(t) for t in base + pert])
    top, _ = index.search(vecs[len(base) :], 1)
    hit = top[:, 0] == np.array([pos[s["ref"]] for s in specs])
    scorer = build_scorer(cfg, ws, a.scorer)
    out = scorer.assess(base + pert, vecs)
    d = np.array([x.difficulty for x in out])
    stable = np.abs(d[len(base) :] - d[: len(base)]) <= 0.1
    groups = defaultdict(list)
    for i, s in enumerate(specs):
        kind = s["perturb"]["kind"] + (f" {s['perturb']['rate']}" if "rate" in s["perturb"] else "")
        groups[kind].append(i)
    print(f"scorer {scorer.name}, {len(specs)} perturbed index questions (seed {a.seed})")
    print(f"{'kind':<12} {'n':>5} {'recall@1':>9} {'stable':>7}")
    for kind, ii in sorted(groups.items()):
        print(f"{kind:<12} {len(ii):>5} {hit[ii].mean():>9.3f} {stable[ii].mean():>7.3f}")
    print(f"{'all':<12} {len(specs):>5} {hit.mean():>9.3f} {stable.mean():>7.3f}")


if __name__ == "__main__":
    main()
