"""Benchmark `togmal-eval tune`: the vectorised nested CV against the seed's approach.

1. Fast path (what `tune` does): the full default adaptive grid (324 points) x 5 outer x 3 inner
   folds on the index set, embeddings from the cache, one neighbour search per fold.
2. The seed's approach: for every fold and grid point, re-embed the fold's questions with the
   real model (``Embedder.encode_uncached``), rebuild the LanceDB index and query it one prompt at a
   time. Measured on a small sample (2 folds x 2 grid points x 300 questions) and extrapolated to
   the 4,865 rebuilds of the same nested CV (5 x 3 x 324 inner + 5 outer refits), using the real
   fold sizes. The index build is counted at its measured small-table cost, so the extrapolation
   is a lower bound.

Run: ``. .venv/bin/activate && python bench/tune.py`` (needs the corpus and a warm embedding
cache). Prints both times and their ratio; writes ``bench/results/tune.json``.
"""

from __future__ import annotations

import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("LANCE_LOG", "error")  # lance warns once per query about `_distance`
os.environ.setdefault("RUST_LOG", "error")
sys.path.insert(0, str(ROOT))

from togmal_eval import tune  # noqa: E402
from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

SAMPLE, SAMPLE_FOLDS, SAMPLE_POINTS, SEED = 300, 2, 2, 0


def fast(cfg, ws) -> dict:
    t0 = time.perf_counter()
    data = tune.load_data(cfg, ws)
    t_load = time.perf_counter() - t0
    grid = tune.DEFAULT_GRIDS["adaptive"]
    r = tune.nested_cv(data, "adaptive", grid, outer=5, inner=3, seed=SEED, progress=False)
    total = time.perf_counter() - t0
    return {
        "data": data,
        "seconds": total,
        "load_seconds": t_load,
        "n": len(data),
        "n_points": r["n_points"],
        "outer": r["outer"],
        "chosen": r["chosen"]["combination"],
        "optimism": r["optimism"],
    }


def rebuild_sizes(data) -> list[tuple[int, int]]:
    """(n_train, n_val) of every rebuild the seed's approach would do for the same nested CV."""
    sizes = []
    rows = np.arange(len(data))
    n_points = len(tune.grid_points(tune.DEFAULT_GRIDS["adaptive"]))
    for o, (otr, ote) in enumerate(tune.split(data, rows, 5, SEED)):
        for itr, iva in tune.split(data, otr, 3, tune._child_seed(SEED, o), level="inner"):
            sizes += [(len(itr), len(iva))] * n_points
        sizes.append((len(otr), len(ote)))
    return sizes


def seed_approach(ws, data) -> dict:
    """Per fold and grid point: embed, rebuild the index, query one prompt at a time."""
    from togmal_eval.index.store import write_index
    from togmal_eval.risk import knnmath

    emb = ws.embedder
    t0 = time.perf_counter()
    emb.encode_uncached(["warm-up"])  # model load is a one-off, not per rebuild
    t_model = time.perf_counter() - t0
    rng = np.random.default_rng(SEED)
    sample = np.sort(rng.choice(len(data), SAMPLE, replace=False))
    texts = [data.corpus.records[i].text for i in sample]
    folds = np.array_split(rng.permutation(SAMPLE), SAMPLE_FOLDS)
    points = tune.grid_points(tune.DEFAULT_GRIDS["adaptive"])[:SAMPLE_POINTS]
    t_embed = t_build = t_query = 0.0
    n_embedded = n_queried = n_builds = 0
    with tempfile.TemporaryDirectory() as tmp:
        for f, va in enumerate(folds):
            tr = np.sort(np.setdiff1d(np.arange(SAMPLE), va))
            for p in points:
                t = time.perf_counter()
                vec_tr = emb.encode_uncached([texts[i] for i in tr])
                vec_va = emb.encode_uncached([texts[i] for i in va])
                t_embed += time.perf_counter() - t
                n_embedded += len(tr) + len(va)
                t = time.perf_counter()
                ids = data.ids[sample[tr]]
                index = write_index(
                    Path(tmp) / f"f{f}", f"bench{f}", data.corpus.subset(ids), vec_tr
                )
                t_build += time.perf_counter() - t
                n_builds += 1
                t = time.perf_counter()
                by_id = {i: r for r, i in enumerate(index.ids)}
                hits = [index.lancedb_search(q, p["k"]) for q in vec_va]  # one prompt at a time
                rows = np.array([[by_id[i] for i, _ in h] for h in hits])
                sims = np.array([[sim for _, sim in h] for h in hits])
                rest = {k: v for k, v in p.items() if k != "k"}
                knnmath.adaptive_difficulty(sims, 1.0 - index.success[rows], **rest)
                t_query += time.perf_counter() - t
                n_queried += len(va)
    per_q_embed = t_embed / n_embedded
    per_q_query = t_query / n_queried
    per_build = t_build / n_builds
    sizes = rebuild_sizes(data)
    est = sum((a + b) * per_q_embed + b * per_q_query + per_build for a, b in sizes)
    return {
        "sample": {
            "questions": SAMPLE,
            "folds": SAMPLE_FOLDS,
            "grid_points": SAMPLE_POINTS,
            "rebuilds": n_builds,
            "embedded": n_embedded,
            "queried": n_queried,
            "embed_seconds": t_embed,
            "build_seconds": t_build,
            "query_seconds": t_query,
            "model_load_seconds": t_model,
        },
        "per_question_embed_s": per_q_embed,
        "per_question_query_s": per_q_query,
        "per_rebuild_build_s": per_build,
        "questions_per_second": 1.0 / per_q_embed,
        "rebuilds": len(sizes),
        "embedded_questions": sum(a + b for a, b in sizes),
        "estimated_seconds": est,
    }


def main() -> int:
    os.chdir(ROOT)
    cfg = load_config(ROOT / "togmal-eval.yaml")
    ws = Workspace(cfg)
    f = fast(cfg, ws)
    print(
        f"fast nested CV: {f['seconds']:.1f} s ({f['load_seconds']:.1f} s loading the index set and "
        f"cached embeddings), {f['n']} questions, {f['n_points']} points x 5 outer x 3 inner; "
        f"outer AUROC {f['outer']['mean']:.4f} ± {f['outer']['std']:.4f}, "
        f"CI [{f['outer']['ci_low']:.4f}, {f['outer']['ci_high']:.4f}]"
    )
    s = seed_approach(ws, f["data"])
    print(
        f"seed approach, measured: {s['sample']['rebuilds']} rebuilds of {SAMPLE} questions: "
        f"{s['questions_per_second']:.0f} q/s embedding, {s['per_rebuild_build_s'] * 1000:.0f} ms "
        f"per index build, {s['per_question_query_s'] * 1000:.1f} ms per query"
    )
    print(
        f"seed approach, extrapolated: {s['rebuilds']} rebuilds, {s['embedded_questions']:,} "
        f"questions embedded: {s['estimated_seconds']:,.0f} s "
        f"(~{s['estimated_seconds'] / 3600:.1f} h, lower bound)"
    )
    ratio = s["estimated_seconds"] / f["seconds"]
    print(f"ratio: {ratio:,.0f}x faster")
    out = {
        "fast": {k: v for k, v in f.items() if k != "data"},
        "seed_approach": s,
        "ratio": ratio,
        "goal_seconds": 120,
        "cpus": os.cpu_count(),
        "loadavg_1m": os.getloadavg()[0],
        "python": platform.python_version(),
        "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    from togmal_eval.atomic import atomic_write_text

    path = ROOT / "bench" / "results" / "tune.json"
    atomic_write_text(path, json.dumps(out, indent=2, sort_keys=True, default=float) + "\n")
    print(f"wrote {path.relative_to(ROOT)}")
    return 0 if f["seconds"] <= 120 else 1


if __name__ == "__main__":
    sys.exit(main())
