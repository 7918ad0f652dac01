"""Ingest benchmark: cold ingest vs plain SentenceTransformer.encode, re-ingest after one edit,
1,000 k-NN queries against the warm index, and the peak memory of a full ingest.

The plain encode runs in the configured precision (``embedder.precision``, float64 by default),
as the Embedder does, so the throughput ratio measures the pipeline, not the arithmetic; a third
child encodes plainly in float32 beside it: what float64's canonical vectors cost.

    python bench/ingest.py                  # the full corpus (../shared/data/mmlu-pro), ~5-8 min
    python bench/ingest.py --sample 1000    # a quick run on 1,000 questions

Each heavy measurement runs in its own child process (so model load, caches and peak RSS of one
do not leak into another); the parent prints a table and writes JSON to bench/results/.
Model load is timed separately and excluded from both sides of every ratio.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPO.parent / "shared" / "data" / "mmlu-pro"
RESULTS = REPO / "bench" / "results"

GOALS = {
    "throughput_ratio": (">=", 0.95),  # wall time; the CPU-time ratio is reported beside it
    "reingest_ratio": ("<=", 0.02),
    "knn_1000_single_s": ("<=", 2.0),
    "peak_rss_gib": ("<=", 2.0),
}


# ---- shared helpers (run in the children) -----------------------------------------------------


def load_texts(data: Path, sample: int | None, seed: int):
    """The corpus (all records, canonical order) or a seeded sample of it."""
    import numpy as np

    from togmal_eval.corpus.mmlu_pro import load_mmlu_pro

    corpus = load_mmlu_pro(data)
    if sample and sample < len(corpus):
        rng = np.random.default_rng(seed)
        keep = rng.choice(len(corpus), sample, replace=False)
        corpus = corpus.subset(corpus.records[i].id for i in keep)
    return corpus


def embedder_settings() -> dict:
    from togmal_eval.config import load_config

    return dict(load_config().section("embedder"))


def peak_rss_bytes() -> int:
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss if sys.platform == "darwin" else rss * 1024  # Linux reports KiB


def cpu_s() -> float:
    """CPU seconds of this process, all threads: less sensitive than wall time to other load."""
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def make_embedder(cache: Path, settings: dict, model=None):
    from togmal_eval.index.embedder import Embedder

    e = Embedder(
        settings["model"],
        settings["text_template"],
        cache,
        batch_size=settings["batch_size"],
        threads=settings["threads"],
        precision=settings.get("precision", "float64"),
        root=REPO,
    )
    if model is not None:
        e._model = model  # reuse a loaded model: model load is measured once, separately
    return e


def ingest(corpus, cache: Path, settings: dict, model) -> dict:
    """What `corpus --ingest` does (Workspace.index), on ``corpus``, timed by phase."""
    from togmal_eval.corpus.fingerprint import DISTANCE, fingerprint
    from togmal_eval.index.store import open_index, remove_orphans, write_index

    t0 = time.perf_counter()
    e = make_embedder(cache, settings, model)
    fp = fingerprint(corpus, e.identity.to_json(), DISTANCE)
    folder = cache / "index" / "bench"
    assert open_index(folder, fp, corpus) is None
    t1, c1 = time.perf_counter(), cpu_s()
    vectors = e.embed([r.text for r in corpus.records], progress=False)
    t2, c2 = time.perf_counter(), cpu_s()
    e.cache.compact()
    write_index(folder, fp, corpus, vectors)
    remove_orphans(folder)
    t3 = time.perf_counter()
    return {
        "prepare_s": t1 - t0,
        "embed_s": t2 - t1,
        "embed_cpu_s": c2 - c1,
        "write_s": t3 - t2,
        "total_s": t3 - t0,
        "encoded": e.n_encoded,
        "fingerprint": fp,
    }


def load_model(settings: dict):
    """Load the model exactly as the Embedder does, and warm it up (first-call overheads)."""
    t0 = time.perf_counter()
    e = make_embedder(Path(tempfile.mkdtemp(prefix="togmal-bench-void-")), settings)
    model = e.model
    model.encode(
        ["warm up the model"] * 8, batch_size=8, normalize_embeddings=True, show_progress_bar=False
    )
    return model, time.perf_counter() - t0


# ---- children -------------------------------------------------------------------------------


def child_plain(args, precision: str | None = None) -> dict:
    settings = embedder_settings()
    if precision is not None:
        settings["precision"] = precision
    corpus = load_texts(args.data, args.sample, args.seed)
    model, load_s = load_model(settings)
    texts = [settings["text_template"].replace("{text}", r.text) for r in corpus.records]
    load0 = os.getloadavg()[0]
    t0, c0 = time.perf_counter(), cpu_s()
    vecs = model.encode(
        texts,
        batch_size=settings["batch_size"],
        normalize_embeddings=True,
        convert_to_numpy=True,
        show_progress_bar=False,
    )
    secs, cpu = time.perf_counter() - t0, cpu_s() - c0
    assert len(vecs) == len(texts)
    return {
        "n": len(texts),
        "encode_s": secs,
        "encode_cpu_s": cpu,
        "model_load_s": load_s,
        "peak_rss": peak_rss_bytes(),
        "loadavg": [load0, os.getloadavg()[0]],
    }


def child_cold(args) -> dict:
    settings = embedder_settings()
    corpus = load_texts(args.data, args.sample, args.seed)
    model, load_s = load_model(settings)
    cache = Path(args.cache)
    assert not (cache / "embeddings").exists(), "cold ingest needs an empty cache"
    load0 = os.getloadavg()[0]
    r = ingest(corpus, cache, settings, model)
    r["loadavg"] = [load0, os.getloadavg()[0]]
    assert r["encoded"] == len({rec.text for rec in corpus.records})
    r.update(n=len(corpus), model_load_s=load_s, peak_rss=peak_rss_bytes())
    return r


def child_warm(args) -> dict:
    """Re-ingest after editing one record (repeated), then k-NN queries on the warm index."""
    import dataclasses

    import numpy as np

    from togmal_eval.corpus.fingerprint import DISTANCE, fingerprint
    from togmal_eval.corpus.records import Corpus
    from togmal_eval.index.store import open_index

    settings = embedder_settings()
    corpus = load_texts(args.data, args.sample, args.seed)
    model, _ = load_model(settings)
    cache = Path(args.cache)
    rng = np.random.default_rng(args.seed)

    reingest = []
    for rep in range(args.repeat):
        j = int(rng.integers(len(corpus)))
        recs = list(corpus.records)
        recs[j] = dataclasses.replace(recs[j], text=recs[j].text + f" (edited, run {rep})")
        edited = Corpus(corpus.name, corpus.models, recs, corpus.source)
        r = ingest(edited, cache, settings, model)
        assert r["encoded"] == 1, r
        reingest.append(r)

    # k-NN on the warm index (the unedited corpus, built by the cold child): open it as a fresh
    # reader would, then time only the searches
    fp = fingerprint(corpus, make_embedder(cache, settings, model).identity.to_json(), DISTANCE)
    t0 = time.perf_counter()
    idx = open_index(cache / "index" / "bench", fp, corpus)
    open_s = time.perf_counter() - t0
    assert idx is not None, "the cold ingest's index is missing"
    rows = rng.choice(len(idx), args.queries, replace=args.queries > len(idx))
    noise = rng.normal(scale=0.02, size=(args.queries, idx.vectors.shape[1])).astype(np.float32)
    queries = idx.vectors[rows] + noise  # near-duplicates of corpus questions, embedding excluded

    single, batch = [], []
    for _ in range(args.repeat_fast):
        t0 = time.perf_counter()
        for i in range(args.queries):
            idx.search(queries[i : i + 1], args.k)
        single.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        got, _ = idx.search(queries, args.k)
        batch.append(time.perf_counter() - t0)
    hit = float(np.mean(got[:, 0] == rows))  # sanity: the perturbed question finds itself

    n_lance = min(100, args.queries)
    t0 = time.perf_counter()
    for i in range(n_lance):
        idx.lancedb_search(queries[i], args.k)
    lance_per_q = (time.perf_counter() - t0) / n_lance
    return {
        "reingest": reingest,
        "open_index_s": open_s,
        "knn_single_s": single,
        "knn_batch_s": batch,
        "knn_self_hit": hit,
        "lancedb_per_query_s": lance_per_q,
        "index_rows": len(idx),
    }


def child_plain32(args) -> dict:
    return child_plain(args, "float32")


CHILDREN = {
    "plain": child_plain,
    "plain32": child_plain32,
    "cold": child_cold,
    "warm": child_warm,
}


def run_child(name: str, args, cache: Path | None = None) -> dict:
    cmd = [
        sys.executable,
        __file__,
        "--child",
        name,
        "--data",
        str(args.data),
        "--seed",
        str(args.seed),
        "--repeat",
        str(args.repeat),
        "--repeat-fast",
        str(args.repeat_fast),
        "--queries",
        str(args.queries),
        "--k",
        str(args.k),
    ]
    if args.sample:
        cmd += ["--sample", str(args.sample)]
    if cache is not None:
        cmd += ["--cache", str(cache)]
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOGMAL_EVAL_CACHE")}
    env.setdefault("HF_HUB_OFFLINE", "1")
    print(f"  running {name} ...", file=sys.stderr, flush=True)
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr)
        raise SystemExit(f"child {name} failed ({proc.returncode})")
    print(f"  {name} done in {time.perf_counter() - t0:.1f}s", file=sys.stderr, flush=True)
    return json.loads(proc.stdout.strip().splitlines()[-1])


# ---- parent -----------------------------------------------------------------------------------


def git_commit() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=REPO,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def verdict(name: str, value: float) -> str:
    op, goal = GOALS[name]
    ok = value >= goal if op == ">=" else value <= goal
    return f"{op} {goal:g}", "yes" if ok else "NO"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA, help="corpus (default: %(default)s)")
    ap.add_argument("--sample", type=int, default=None, help="use a seeded sample of N questions")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument(
        "--cold-repeat",
        type=int,
        default=1,
        help="plain/cold pairs to run, alternating (median reported; default 1)",
    )
    ap.add_argument("--repeat", type=int, default=3, help="re-ingest repetitions (default 3)")
    ap.add_argument("--repeat-fast", type=int, default=5, help="k-NN repetitions (default 5)")
    ap.add_argument("--queries", type=int, default=1000)
    ap.add_argument("--k", type=int, default=10)
    ap.add_argument(
        "--out", type=Path, default=RESULTS, help="results folder (default: %(default)s)"
    )
    ap.add_argument("--child", choices=sorted(CHILDREN), help=argparse.SUPPRESS)
    ap.add_argument("--cache", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    args.data = args.data.resolve()

    if args.child:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        print(json.dumps(CHILDREN[args.child](args)))
        return 0

    plain, cold, plain32 = [], [], []
    with tempfile.TemporaryDirectory(prefix="togmal-bench-") as tmp:
        for rep in range(args.cold_repeat):  # alternate the order: drift hits both sides
            cache = Path(tmp) / f"cache-{rep}"
            if rep % 2:
                cold.append(run_child("cold", args, cache))
                plain.append(run_child("plain", args))
                plain32.append(run_child("plain32", args))
            else:
                plain32.append(run_child("plain32", args))
                plain.append(run_child("plain", args))
                cold.append(run_child("cold", args, cache))
        warm = run_child("warm", args, cache)

    n = cold[0]["n"]
    plain_s = statistics.median(p["encode_s"] for p in plain)
    plain32_s = statistics.median(p["encode_s"] for p in plain32)
    embed_s = statistics.median(c["embed_s"] for c in cold)
    cold_total = statistics.median(c["total_s"] for c in cold)
    re_total = statistics.median(r["total_s"] for r in warm["reingest"])
    knn_single = statistics.median(warm["knn_single_s"])
    knn_batch = statistics.median(warm["knn_batch_s"])
    peak = max(c["peak_rss"] for c in cold)
    plain_cpu = statistics.median(p["encode_cpu_s"] for p in plain)
    embed_cpu = statistics.median(c["embed_cpu_s"] for c in cold)
    figures = {
        "throughput_ratio": plain_s / embed_s,
        "throughput_ratio_cpu": plain_cpu / embed_cpu,
        "reingest_ratio": re_total / cold_total,
        "knn_1000_single_s": knn_single * 1000 / args.queries,
        "peak_rss_gib": peak / 2**30,
        "precision_cost": plain_s / plain32_s,
    }
    rows = [
        ("questions", f"{n}", "", ""),
        (
            "model load (excluded below)",
            f"{statistics.median(c['model_load_s'] for c in cold):.2f} s",
            "",
            "",
        ),
        (
            f"plain encode, {embedder_settings().get('precision', 'float64')}",
            f"{plain_s:.1f} s  ({n / plain_s:.1f} q/s)",
            "",
            "",
        ),
        ("plain encode, float32 (info)", f"{plain32_s:.1f} s  ({n / plain32_s:.1f} q/s)", "", ""),
        ("  configured / float32", f"{figures['precision_cost']:.2f}", "", ""),
        ("Embedder.embed, empty cache", f"{embed_s:.1f} s  ({n / embed_s:.1f} q/s)", "", ""),
        ("cold ingest total (+index)", f"{cold_total:.1f} s  ({n / cold_total:.1f} q/s)", "", ""),
        (
            "throughput ratio embed/plain",
            f"{figures['throughput_ratio']:.3f}",
            *verdict("throughput_ratio", figures["throughput_ratio"]),
        ),
        (
            "  same, by CPU time",
            f"{figures['throughput_ratio_cpu']:.3f}  ({plain_cpu:.0f} vs {embed_cpu:.0f} cpu-s)",
            "",
            "",
        ),
        (
            "  load average during runs",
            ", ".join(f"{x['loadavg'][0]:.1f}" for x in plain + cold),
            "",
            "",
        ),
        (
            "re-ingest, one record edited",
            f"{re_total:.2f} s (median of {len(warm['reingest'])})",
            "",
            "",
        ),
        (
            "re-ingest / cold ingest",
            f"{figures['reingest_ratio']:.4f}",
            *verdict("reingest_ratio", figures["reingest_ratio"]),
        ),
        ("open warm index", f"{warm['open_index_s']:.3f} s", "", ""),
        (
            f"{args.queries} k-NN queries, one by one",
            f"{knn_single:.3f} s (median of {len(warm['knn_single_s'])})",
            *verdict("knn_1000_single_s", figures["knn_1000_single_s"]),
        ),
        (f"{args.queries} k-NN queries, one batch", f"{knn_batch:.3f} s", "", ""),
        (
            "LanceDB's own search (info)",
            f"{warm['lancedb_per_query_s'] * 1000:.1f} ms/query",
            "",
            "",
        ),
        (
            "peak RSS, cold ingest",
            f"{figures['peak_rss_gib']:.2f} GiB",
            *verdict("peak_rss_gib", figures["peak_rss_gib"]),
        ),
    ]
    w = max(len(r[0]) for r in rows)
    print(f"\n{'measure':<{w}}  {'value':<34} {'goal':<8} ok")
    for name, value, goal, ok in rows:
        print(f"{name:<{w}}  {value:<34} {goal:<8} {ok}")

    result = {
        "bench": "ingest",
        "date": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "commit": git_commit(),
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "python": platform.python_version(),
        },
        "embedder": embedder_settings(),
        "args": {
            "data": str(args.data),
            "sample": args.sample,
            "seed": args.seed,
            "queries": args.queries,
            "k": args.k,
            "repeat": args.repeat,
            "repeat_fast": args.repeat_fast,
            "cold_repeat": args.cold_repeat,
        },
        "figures": figures,
        "goals": {
            k: {"op": op, "goal": g, "met": verdict(k, figures[k])[1] == "yes"}
            for k, (op, g) in GOALS.items()
        },
        "raw": {"plain": plain, "plain32": plain32, "cold": cold, "warm": warm},
    }
    args.out.mkdir(parents=True, exist_ok=True)
    tag = f"n{args.sample}" if args.sample else "full"
    out = args.out / f"ingest-{dt.datetime.now().strftime('%Y%m%d-%H%M%S')}-{tag}.json"
    from togmal_eval.atomic import atomic_write_text

    atomic_write_text(out, json.dumps(result, indent=2) + "\n")
    print(f"\nresults: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
