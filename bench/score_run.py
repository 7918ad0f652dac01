"""Scoring and run speed, measured side by side in one process on the real corpus.

    python bench/score_run.py [--n-latency 50] [--n-batch 1000] [--runs 3] [--scorer NAME]

1. warm single-prompt `score` latency, excluding process start and model load (goal <= 50 ms median),
   with the jailbreak classifier started on a worker beside the embedding (``finetune.ahead``, the
   default) and in line after it (as before), in alternating blocks;
2. scoring 1,000 prompts in one call vs embedding the same prompts alone (goal <= 1.2x);
3. warm `togmal-eval run --suite core` wall time in a fresh process (goal <= 15 s), median of runs;
4. the classifier's screen side by side (``finetune.SCREEN_FLOOR``; 0 reads every prompt): the
   1,000-prompt call and the single-prompt latency of everyday questions (corpus/plain-dev2.jsonl,
   project-written), each with the screen off and on, alternated in the same process;
5. what float64 (``embedder.precision``) costs: a single everyday prompt's embedding and the
   jailbreak classifier's forward pass, and the 1,000 prompts' embedding, in the configured
   precision and in float32 (same batch size and threads), alternated.
Prompts are synthetic (or suffixed) and unique per measurement so no embedding comes from the
cache.
Results are printed and written to bench/results/score_run.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TOPICS = [
    "a physics exam",
    "contract law",
    "cell biology",
    "a tax return",
    "organic chemistry",
    "the French revolution",
    "a sorting algorithm",
    "supply and demand",
    "memory research",
    "a bridge design",
    "medieval philosophy",
    "a marketing budget",
]


def prompts(n: int, tag: str) -> list[str]:
    return [
        f"[{tag}-{i}] Explain question {i * 7919 % 1000} about {TOPICS[i % len(TOPICS)]} "
        f"with {i % 9 + 2} worked steps"
        for i in range(n)
    ]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n-latency", type=int, default=50)
    ap.add_argument("--n-batch", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--scorer", default=None)
    ap.add_argument("--skip-run", action="store_true")
    a = ap.parse_args()

    from togmal_eval import harness
    from togmal_eval.config import load_config
    from togmal_eval.risk import finetune
    from togmal_eval.workspace import Workspace

    cfg = load_config(ROOT / "togmal-eval.yaml")
    ws = Workspace(cfg)
    sc = harness.build_scorer(cfg, ws, a.scorer)
    sc.score(["warm up the model and the scorer"])  # model load, priors, calibration artifact

    # single prompts, the classifier started ahead (the default) or in line, in alternating blocks
    # (prompt by prompt, one mode's BLAS threads would still be spinning in the other's call); the
    # first few calls of a block are not counted
    lat, lat_inline = [], []
    below, skip = finetune.AHEAD_BELOW, 5
    block = max(1, a.n_latency // a.runs)
    for r in range(2 * a.runs):
        finetune.AHEAD_BELOW = below if r % 2 == 0 else 0
        for i, p in enumerate(prompts(block + skip, f"lat{r}-{time.time_ns()}")):
            t = time.perf_counter()
            sc.score([p])
            if i >= skip:
                (lat if r % 2 == 0 else lat_inline).append((time.perf_counter() - t) * 1000)
    finetune.AHEAD_BELOW = below

    floor = finetune.SCREEN_FLOOR
    emb_t, score_t, unscreened_t = [], [], []
    for r in range(a.runs):
        ps = prompts(a.n_batch, f"emb{r}-{time.time_ns()}")
        t = time.perf_counter()
        ws.embedder.encode_uncached(ps)
        emb_t.append(time.perf_counter() - t)
        for screen, times in ((0.0, unscreened_t), (floor, score_t)):
            finetune.SCREEN_FLOOR = screen
            ps = prompts(a.n_batch, f"score{screen}-{r}-{time.time_ns()}")
            t = time.perf_counter()
            sc.score(ps)
            times.append(time.perf_counter() - t)

    everyday = [
        json.loads(line)["text"]
        for line in (ROOT / "corpus" / "plain-dev2.jsonl").read_text(encoding="utf-8").splitlines()
        if line.startswith("{")
    ][: a.n_latency]
    lat_every = {0.0: [], floor: []}
    for text in everyday:
        # the same question twice, made new to the caches by trailing spaces (which neither
        # model reads): a suffix of words or digits would change what the screen sees
        for pad, screen in enumerate((0.0, floor), start=1):
            finetune.SCREEN_FLOOR = screen
            t = time.perf_counter()
            sc.score([text + " " * pad])
            lat_every[screen].append((time.perf_counter() - t) * 1000)
    finetune.SCREEN_FLOOR = floor

    # 5. precision: the same prompt embedded and classified in float64 and float32, alternated
    import tempfile

    from togmal_eval.index.embedder import Embedder

    e64 = ws.embedder
    e32 = Embedder(
        cfg.section("embedder")["model"],
        e64.template,
        Path(tempfile.mkdtemp(prefix="togmal-bench-f32-")),
        threads=e64.threads,
        precision="float32",
        root=ROOT,
    )
    clf64 = finetune.finetuned_for(e64, sc.ctx.index)  # the scorer's, loaded already
    assert clf64 is not None, "the calibrated scorer runs without the fine-tuned classifier"
    # the same weights (float32 as trained) in float32, without a probability store
    clf32 = finetune.FineTuned(
        e64.model_path, clf64.net.state_dict(), None, clf64.threads, "float32"
    )
    e32.encode_uncached(["warm up"])
    prec = {"embed64": [], "embed32": [], "clf64": [], "clf32": []}
    for i, text in enumerate(everyday):
        for name, fn in (
            ("embed64", lambda t: e64.encode_uncached([t])),
            ("embed32", lambda t: e32.encode_uncached([t])),
            ("clf64", lambda t: clf64.probabilities([t])),
            ("clf32", lambda t: clf32.probabilities([t])),
        ):
            t = time.perf_counter()
            fn(f"{text} [{name} {i}]")
            prec[name].append((time.perf_counter() - t) * 1000)

    batch_prec = {"embed64": [], "embed32": []}
    for r in range(a.runs):
        for name, emb in (("embed64", e64), ("embed32", e32))[:: 1 if r % 2 == 0 else -1]:
            ps = prompts(a.n_batch, f"{name}-{r}-{time.time_ns()}")
            t = time.perf_counter()
            emb.encode_uncached(ps)
            batch_prec[name].append(time.perf_counter() - t)

    run_t = []
    if not a.skip_run:
        for _ in range(a.runs):
            t = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "togmal_eval", "run", "--suite", "core"],
                cwd=ROOT,
                check=True,
                capture_output=True,
            )
            run_t.append(time.perf_counter() - t)

    res = {
        "scorer": sc.name,
        "latency_ms_median": statistics.median(lat),
        "latency_ms_p90": sorted(lat)[int(0.9 * len(lat)) - 1],
        "latency_ms_median_classifier_inline": statistics.median(lat_inline),
        "latency_ratio_inline_over_ahead": statistics.median(lat_inline) / statistics.median(lat),
        "batch_embed_s_median": statistics.median(emb_t),
        "batch_score_s_median": statistics.median(score_t),
        "batch_ratio": statistics.median(score_t) / statistics.median(emb_t),
        "run_core_s_median": statistics.median(run_t) if run_t else None,
        "runs": a.runs,
        "screen_off_batch_score_s_median": statistics.median(unscreened_t),
        "screen_off_batch_ratio": statistics.median(unscreened_t) / statistics.median(emb_t),
        "everyday_latency_ms_median_screen_off": statistics.median(lat_every[0.0]),
        "everyday_latency_ms_median": statistics.median(lat_every[floor]),
        "precision": e64.precision,
        **{f"{k}_ms_median": statistics.median(v) for k, v in prec.items()},
        **{f"batch_{k}_s_median": statistics.median(v) for k, v in batch_prec.items()},
    }
    print(f"scorer {res['scorer']}")
    print(
        f"  single prompt latency   median {res['latency_ms_median']:7.1f} ms  (p90 {res['latency_ms_p90']:.1f}; goal <= 50)"
    )
    print(
        f"  classifier in line, after the embedding: median "
        f"{res['latency_ms_median_classifier_inline']:7.1f} ms "
        f"({res['latency_ratio_inline_over_ahead']:.2f}x the default, started ahead)"
    )
    print(
        f"  {a.n_batch} prompts: embed {res['batch_embed_s_median']:.2f} s, score {res['batch_score_s_median']:.2f} s, "
        f"ratio {res['batch_ratio']:.2f} (goal <= 1.2)"
    )
    print(
        f"  screen off / on: {a.n_batch} prompts {res['screen_off_batch_score_s_median']:.2f} / "
        f"{res['batch_score_s_median']:.2f} s (ratio {res['screen_off_batch_ratio']:.2f} / "
        f"{res['batch_ratio']:.2f}); everyday question latency "
        f"{res['everyday_latency_ms_median_screen_off']:.1f} / {res['everyday_latency_ms_median']:.1f} ms"
    )
    print(
        f"  one everyday prompt, {e64.precision} / float32: embedding "
        f"{res['embed64_ms_median']:.1f} / {res['embed32_ms_median']:.1f} ms, classifier "
        f"{res['clf64_ms_median']:.1f} / {res['clf32_ms_median']:.1f} ms; {a.n_batch} prompts "
        f"embedded {res['batch_embed64_s_median']:.2f} / {res['batch_embed32_s_median']:.2f} s"
    )
    if run_t:
        print(
            f"  run --suite core (warm, fresh process) median {res['run_core_s_median']:.1f} s (goal <= 15)"
        )
    from togmal_eval.atomic import atomic_write_text

    atomic_write_text(
        ROOT / "bench" / "results" / "score_run.json", json.dumps(res, indent=1) + "\n"
    )


if __name__ == "__main__":
    main()
