"""What the character heads for prompts in other languages (risk/foreign.py) cost, side by side.

    python bench/foreign.py [--n-latency 40] [--n-batch 150]

In one process, after a warm-up call (model load, the heads fitted or read from the cache), with
the default scorer and the same scorer without the heads (fusion ``foreign_chars`` off), alternated:
1. the warm single-prompt ``score`` latency of prompts in other languages (median);
2. one call scoring a batch of them (twice each, in alternating order; the median).
The prompts are the non-English rows of corpus/ml-dev*.jsonl (project-written), each made unique
by a number so that no embedding comes from the cache. Also the time to fit the heads and to read
them back from their store. Results are printed and written to bench/results/foreign.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n-latency", type=int, default=40)
    ap.add_argument("--n-batch", type=int, default=150)
    a = ap.parse_args()

    from togmal_eval.atomic import atomic_write_text
    from togmal_eval.config import load_config
    from togmal_eval.harness import build_scorer
    from togmal_eval.risk import foreign, language
    from togmal_eval.workspace import Workspace

    texts = []
    for path in sorted((ROOT / "corpus").glob("ml-dev*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                texts.append(json.loads(line)["text"])
    p, _ = language.identify(texts)
    texts = [t for t, f in zip(texts, language.foreign(p)) if f > 0]
    cfg = load_config()
    ws = Workspace(cfg)
    scorers = {
        "with": build_scorer(cfg, ws, None),
        "without": build_scorer(cfg, ws, None, extra={"foreign_chars": False}),
    }
    for sc in scorers.values():
        sc.score(["Bonjour, peux-tu m'aider à écrire une lettre de motivation ? (warm-up)"])

    rows = foreign.load_rows()
    t0 = time.perf_counter()
    heads = foreign.ForeignHeads.fit(rows)
    fit_s = time.perf_counter() - t0
    arrays = heads.arrays()
    t0 = time.perf_counter()
    foreign.ForeignHeads.from_arrays(arrays).probabilities(texts[:1])
    read_s = time.perf_counter() - t0

    latency: dict[str, list[float]] = {k: [] for k in scorers}
    for i in range(a.n_latency):
        for label, sc in list(scorers.items())[:: 1 if i % 2 else -1]:
            prompt = f"{texts[i % len(texts)]} ({label} {i})"
            t0 = time.perf_counter()
            sc.score([prompt])
            latency[label].append(time.perf_counter() - t0)
    batch: dict[str, list[float]] = {k: [] for k in scorers}
    for r, order in enumerate((("with", "without"), ("without", "with"))):
        for label in order:
            chunk = [f"{t} (batch {label} {r} {j})" for j, t in enumerate(texts[: a.n_batch])]
            t0 = time.perf_counter()
            scorers[label].score(chunk)
            batch[label].append(time.perf_counter() - t0)
    batch = {k: statistics.median(v) for k, v in batch.items()}
    med = {k: statistics.median(v) for k, v in latency.items()}
    out = {
        "n_latency": a.n_latency,
        "n_batch": min(a.n_batch, len(texts)),
        "latency_median_s": med,
        "latency_ratio": med["with"] / med["without"],
        "batch_s": batch,
        "batch_ratio": batch["with"] / batch["without"],
        "heads_fit_s": fit_s,
        "heads_read_s": read_s,
        "rows": len(rows),
    }
    print(
        f"single foreign prompt, median of {a.n_latency}: with the heads "
        f"{med['with'] * 1000:.1f} ms, without {med['without'] * 1000:.1f} ms "
        f"(ratio {out['latency_ratio']:.2f})"
    )
    print(
        f"{out['n_batch']} foreign prompts in one call: with {batch['with']:.2f} s, without "
        f"{batch['without']:.2f} s (ratio {out['batch_ratio']:.2f})"
    )
    print(
        f"heads: fit {fit_s:.2f} s on {len(rows)} rows, read back and first prompt {read_s:.3f} s"
    )
    results = ROOT / "bench" / "results"
    results.mkdir(exist_ok=True)
    atomic_write_text(results / "foreign.json", json.dumps(out, indent=2) + "\n")


if __name__ == "__main__":
    main()
