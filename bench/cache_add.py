"""What keeping one-off prompts in the embedding cache costs per prompt, side by side in one run.

    python bench/cache_add.py [--n 640] [--repeat 3]

`score` (and any long-running caller) keeps each new prompt's vector in memory as one more block
of the cache (``EmbeddingCache._add``). On the configured embedder's real cache, read from its
shards, this adds ``--n`` one-row blocks, reading each back (``get``), and times every add:

* ``current``: the cache's own policy (the newest block joins the one before it while that one is
  no larger: the big blocks read from the shards are never copied for a one-off row);
* ``join all at 64``: the policy before 2026-12-02 (every block joined into one, a copy of the
  whole cache, whenever there were more than 64, while reading the shards too), as a subclass
  here for the comparison.

Prints the median, p99 and largest per-prompt time, the total, the time to read the shards, medians over ``--repeat`` runs
alternated in one process, and their ratios. Writes bench/results/cache_add.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=640)
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()

    from togmal_eval.config import load_config
    from togmal_eval.index.cache import EmbeddingCache
    from togmal_eval.workspace import Workspace

    class JoinAllAt64(EmbeddingCache):
        """Every block, the shards' included, joined into one whenever there are over 64."""

        def _append(self, keys, vecs):
            super()._append(keys, vecs)
            if len(self._blocks) > 64:
                self._blocks, self._starts = [np.concatenate(self._blocks)], [0]

        def _add(self, keys, vecs):
            self._load()
            self._append(keys, vecs)

    real = Workspace(load_config(ROOT / "togmal-eval.yaml")).embedder.cache
    rng = np.random.default_rng(0)
    rows = rng.standard_normal((a.n, real.dimension)).astype(np.float32)

    def one_run(cls) -> tuple[float, list[float]]:
        cache = cls(real.folder, real.dimension)
        t = time.perf_counter()
        cache._load()
        load = (time.perf_counter() - t) * 1000
        times = []
        for i in range(a.n):
            t = time.perf_counter()
            cache._add([f"bench-{i}"], rows[i : i + 1])
            cache.get([f"bench-{i}"])
            times.append((time.perf_counter() - t) * 1000)
        return load, times

    policies = {"current": EmbeddingCache, "join all at 64": JoinAllAt64}
    runs: dict[str, list[list[float]]] = {name: [] for name in policies}
    loads: dict[str, list[float]] = {name: [] for name in policies}
    for _ in range(a.repeat):
        for name, cls in policies.items():
            load, times = one_run(cls)
            loads[name].append(load)
            runs[name].append(times)
    n_cached = len(real)
    out = {"n": a.n, "repeat": a.repeat, "cached_vectors": n_cached}
    print(f"{a.n} one-off prompts added to a cache of {n_cached} vectors (ms per prompt)")
    print(f"  {'policy':<16}{'median':>9}{'p99':>9}{'max':>9}{'total':>10}{'load':>9}")
    for name, rs in runs.items():
        fig = {
            "median_ms": statistics.median(float(np.median(r)) for r in rs),
            "p99_ms": statistics.median(float(np.percentile(r, 99)) for r in rs),
            "max_ms": statistics.median(max(r) for r in rs),
            "total_ms": statistics.median(sum(r) for r in rs),
            "load_ms": statistics.median(loads[name]),
        }
        out[name] = fig
        print(
            f"  {name:<16}{fig['median_ms']:>9.3f}{fig['p99_ms']:>9.3f}{fig['max_ms']:>9.1f}"
            f"{fig['total_ms']:>10.1f}{fig['load_ms']:>9.1f}"
        )
    old, new = out["join all at 64"], out["current"]
    out["ratio_max"] = old["max_ms"] / new["max_ms"]
    out["ratio_total"] = old["total_ms"] / new["total_ms"]
    print(f"  join-all / current: max {out['ratio_max']:.1f}x, total {out['ratio_total']:.1f}x")
    from togmal_eval.atomic import atomic_write_text

    atomic_write_text(
        ROOT / "bench" / "results" / "cache_add.json", json.dumps(out, indent=1) + "\n"
    )


if __name__ == "__main__":
    main()
