"""What the rule detectors cost per prompt, and what their anchor gate saves, side by side in one run.

    python bench/detect.py [--repeat 5] [--bench 2000]

``heuristics.detect`` runs a rule only where one of its anchors occurs in the prompt (one pass
over the prompt's trigrams, ``_anchor_owners``). This times ``detect`` on three kinds of prompt
two ways, alternated in one process:

* ``gated``: as shipped;
* ``every rule``: the gate defeated (every anchored rule runs its patterns on every prompt).

Prompts: the harmless dev prompts (``corpus/ood-dev*``, ``plain-dev*``, ``docs-dev14``), a seeded
sample of ``--bench`` benchmark questions (needs the corpus at ``../shared/data/mmlu-pro``) and the
case-dressed dev sets (``corpus/case-*.jsonl``). Prints the median per-prompt time of each over
``--repeat`` runs and their ratio, and checks that both ways give the same signals on every prompt
(an anchor missing for a word a rule lists would show as a difference). Writes
bench/results/detect.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import dev_sets  # noqa: E402

from togmal_eval.atomic import atomic_write_text  # noqa: E402
from togmal_eval.risk import heuristics  # noqa: E402


def prompt_sets(n_bench: int) -> dict[str, list[str]]:
    bench = dev_sets.benchmark_questions()
    pick = np.random.default_rng(0).choice(len(bench), size=min(n_bench, len(bench)), replace=False)
    case = [
        r["text"] for f in sorted((ROOT / "corpus").glob("case-*.jsonl")) for r in dev_sets.jsonl(f)
    ]
    return {
        "harmless dev prompts": dev_sets.harmless_prompts(),
        "benchmark questions": [bench[i] for i in sorted(pick)],
        "case-dressed prompts": case,
    }


def run(texts: list[str], gated: bool) -> tuple[float, list]:
    every = {cr.rule.name for cr in heuristics._COMPILED}
    real = heuristics._anchor_owners
    if not gated:
        heuristics._anchor_owners = lambda text: every | real(text)
    try:
        t0 = time.perf_counter()
        out = [heuristics.detect(t) for t in texts]
        return time.perf_counter() - t0, out
    finally:
        heuristics._anchor_owners = real


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--bench", type=int, default=2000)
    a = ap.parse_args()
    results = {}
    print(f"{'prompts':<24}{'n':>6}{'gated ms':>11}{'every rule ms':>15}{'ratio':>8}  same signals")
    for name, texts in prompt_sets(a.bench).items():
        times = {True: [], False: []}
        outs = {}
        for _ in range(a.repeat):
            for gated in (True, False):
                t, outs[gated] = run(texts, gated)
                times[gated].append(t * 1000 / len(texts))
        g, e = statistics.median(times[True]), statistics.median(times[False])
        same = outs[True] == outs[False]
        results[name] = {
            "n": len(texts),
            "gated_ms_per_prompt": round(g, 4),
            "every_rule_ms_per_prompt": round(e, 4),
            "ratio": round(e / g, 2),
            "same_signals": same,
        }
        print(f"{name:<24}{len(texts):>6}{g:>11.3f}{e:>15.3f}{e / g:>7.1f}x  {same}")
    out = ROOT / "bench" / "results" / "detect.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(out, json.dumps({"repeat": a.repeat, "results": results}, indent=2) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")
    if not all(r["same_signals"] for r in results.values()):
        sys.exit(1)


if __name__ == "__main__":
    main()
