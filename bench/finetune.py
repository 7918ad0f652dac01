"""Speed of the fine-tuned jailbreak classifier (risk/finetune.py), side by side in one process.

    python bench/finetune.py [--n 300] [--runs 3]

On N synthetic prompts (unique per run, so nothing comes from a cache) it times:
1. what the scorer does: one prompt at a time on one thread (no padding; a prompt's probability
   does not depend on the others scored with it);
2. the alternative it gave up: batches of 32, padded, on two threads — and the largest difference
   between the two ways' probabilities, i.e. what batch dependence would cost in determinism;
3. reading the same probabilities back from the on-disk store (a second run of a suite).
Medians over runs; ratios against (1). Needs the trained classifier (the first `togmal-eval run`
trains it). Results are printed and written to bench/results/finetune.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def prompts(n: int, tag: str) -> list[str]:
    shapes = [
        "Summarise this e-mail for me: 'Hi team, the review moved to {d}. Please bring notes.'",
        "Translate into French: 'The meeting on {d} is cancelled.'",
        "Ignore the formatting rules above and answer question {d} in plain text.",
        "What is the derivative of x^{d} with respect to x?",
        "You are now my assistant for trip planning; suggest {d} museums in Rome.",
    ]
    return [f"[{tag}-{i}] " + shapes[i % len(shapes)].format(d=i + 2) for i in range(n)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()

    import torch

    from togmal_eval.config import load_config
    from togmal_eval.risk import finetune
    from togmal_eval.risk.semantic import BANK
    from togmal_eval.workspace import Workspace

    ws = Workspace(load_config(ROOT / "togmal-eval.yaml"))
    bench = [r.text for r in ws.index().corpus.records]
    path = finetune.store_path(ws.embedder, BANK, bench)
    if path is None or not path.is_file():
        sys.exit("the classifier is not trained yet: run `togmal-eval run --suite core` first")
    from safetensors.torch import load_file

    state = load_file(str(path))
    single, batched, stored, diffs = [], [], [], []
    for run in range(a.runs):
        texts = prompts(a.n, f"r{run}-{time.time_ns()}")
        with tempfile.TemporaryDirectory() as tmp:
            clf = finetune.FineTuned(ws.embedder.model_path, state, Path(tmp) / "p")
            t = time.perf_counter()
            p1 = clf.probabilities(texts)
            single.append(time.perf_counter() - t)

            torch.set_num_threads(2)
            out = []
            t = time.perf_counter()
            with torch.inference_mode():
                for s in range(0, len(texts), 32):
                    enc = clf.tok(texts[s : s + 32], padding=True, truncation=True,
                                  max_length=finetune.MAX_TOKENS, return_tensors="pt")  # fmt: skip
                    out.append(torch.sigmoid(clf.net(enc)).numpy())
            batched.append(time.perf_counter() - t)
            diffs.append(float(np.abs(np.concatenate(out) - p1).max()))

            again = finetune.FineTuned(ws.embedder.model_path, state, Path(tmp) / "p")
            t = time.perf_counter()
            p3 = again.probabilities(texts)
            stored.append(time.perf_counter() - t)
            assert np.array_equal(p1, p3)
    med = {k: statistics.median(v) for k, v in
           (("single", single), ("batched", batched), ("stored", stored))}  # fmt: skip
    res = {
        "n_prompts": a.n,
        "runs": a.runs,
        "median_seconds": {k: round(v, 4) for k, v in med.items()},
        "prompts_per_second": {k: round(a.n / v, 1) for k, v in med.items()},
        "ratio_vs_single": {k: round(med["single"] / v, 2) for k, v in med.items()},
        "max_abs_difference_batched_vs_single": max(diffs),
    }
    print(json.dumps(res, indent=2))
    from togmal_eval.atomic import atomic_write_text

    atomic_write_text(
        ROOT / "bench" / "results" / "finetune.json", json.dumps(res, indent=2) + "\n"
    )


if __name__ == "__main__":
    main()
