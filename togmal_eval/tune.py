"""Nested cross-validation of a scorer's parameters: fast, and leakage-free by construction.

Outer K folds estimate how well *the tuning procedure* generalises; on each outer training part
an inner K-fold grid search picks the parameters. The failure this module exists to prevent is
ToGMAL's "held-out" numbers that kept the test questions in the index: here the index of every
fold is built from that fold's training rows only (``fold_index``), so the k-NN, the fusion
priors and the out-of-distribution reference statistics never see a validation or test row —
and ``nested_cv`` checks that on every fold rather than trusting the split code.

Fast because nothing is re-embedded or re-indexed per grid point: the embeddings come from the
cache once, each fold computes its validation rows' top-``k_max`` neighbours once (one matrix
product), and every grid point is scored on those neighbour arrays with the scorer's own
vectorised math (``knnmath.adaptive_difficulty`` / ``FusionScorer.components``).

Pure apart from ``load_data`` (workspace) and ``read_grid`` / ``apply_params`` (files); no click.
"""

from __future__ import annotations

import itertools
import json
import math
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .corpus.records import Corpus
from .errors import ConfigError
from .index.store import Index
from .risk import knnmath
from .risk.scorers import Context

TUNABLE = ("adaptive", "fusion", "calibrated")  # calibrated: engine in tune_stacker.py
N_BINS = 5  # success-rate bins of the stratification
# The per-case columns a tuning metric may use (benchmark questions carry no level or OOD truth).
_COLUMNS = ("y_true", "risk", "difficulty_true", "difficulty_pred")
FUSION_COMPONENT = (
    "capability_risk"  # the fusion risk without heuristics (no signals on benchmarks)
)
# Fusion parameters that cannot move capability_risk in a tuning fold (heuristics; and the OOD
# background and the exam gate, which need the embedder a fold does not have): tuning them
# would only pick grid order.
UNTUNABLE = {"fusion": ("heuristic_weight", "families", "semantic", "ood_background", "exam_gate")}

DEFAULT_GRIDS: dict[str, dict[str, list]] = {
    "adaptive": {  # the improvement plan's grid: 4 x 3 x 3 x 3 x 3 = 324 points
        "k": [3, 5, 7, 10],
        "similarity_threshold": [0.6, 0.7, 0.8],
        "low_sim_penalty": [0.3, 0.5, 0.7],
        "variance_penalty": [1.0, 2.0, 3.0],
        "low_avg_penalty": [0.2, 0.4, 0.6],
    },
    "calibrated": {  # 2 x 2 x 2 x 2 = 16 points: the stacker's k-NN feature parameters
        "k": [20, 50],
        "temperature": [0.1, 0.2],
        "strength": [0.5, 2.0],
        "domain_weight": [1.0, 3.0],
    },
    "fusion": {  # 3 x 3 x 3 x 2 x 2 = 108 points
        "k": [10, 20, 40],
        "temperature": [0.05, 0.1, 0.2],
        "strength": [0.5, 2.0, 8.0],
        "prior": ["origin", "domain"],
        "domain_weight": [0.0, 1.0],
    },
}


def scorer_class(name: str):
    from .risk.registry import builtin_class

    if name not in TUNABLE:
        raise ConfigError(f"scorer {name!r} cannot be tuned; tunable scorers: {', '.join(TUNABLE)}")
    return builtin_class(name)


def tunable_metrics() -> list[str]:
    """Registry metrics computable from (hard label, score, true difficulty) alone."""
    from .metrics import REGISTRY

    return sorted(n for n, m in REGISTRY.items() if set(m.columns) <= set(_COLUMNS))


def metric_direction(metric: str) -> str:
    """ "higher" or "lower" for a metric tuning can use; a clear error for any other."""
    from .metrics import REGISTRY

    if metric not in tunable_metrics():
        raise ConfigError(
            f"metric {metric!r} cannot be used for tuning; "
            f"choose one of: {', '.join(tunable_metrics())}"
        )
    return REGISTRY[metric].direction


# ---- data ------------------------------------------------------------------------------------
@dataclass
class TuneData:
    """The index set, its cached embeddings (row i = corpus.records[i]) and the labels."""

    corpus: Corpus
    vectors: np.ndarray
    fingerprint: str = "synthetic"
    hard_threshold: float = 0.5
    # questions at cosine >= this to each other (MMLU-Pro repeats stems) share every fold;
    # None: every question stands alone
    duplicate_threshold: float | None = None
    ids: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        recs = self.corpus.records
        if len(recs) != len(self.vectors):
            raise ConfigError(f"{len(recs)} records but {len(self.vectors)} vectors")
        self.ids = np.array([r.id for r in recs])
        self.success = np.array([r.success_rate for r in recs], dtype=np.float64)
        self.domains = np.array([r.domain for r in recs])
        self.origins = np.array([r.origin for r in recs])
        self.y = (self.success < self.hard_threshold).astype(np.float64)

    def __len__(self) -> int:
        return len(self.ids)

    @property
    def clusters(self) -> np.ndarray:
        """Near-duplicate cluster of every row (``index.knn.duplicate_clusters``); each row its
        own cluster when ``duplicate_threshold`` is None. Computed once."""
        cached = self.__dict__.get("_clusters")
        if cached is None:
            from .index.knn import duplicate_clusters

            if self.duplicate_threshold is None:
                cached = np.arange(len(self.ids))
            else:
                cached = duplicate_clusters(self.vectors, self.duplicate_threshold)
            self.__dict__["_clusters"] = cached
        return cached


def merge_groups(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """One label per row such that rows sharing a label in ``a`` or in ``b`` share one here
    (transitively): e.g. origins merged with near-duplicate clusters that cross them."""
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import connected_components

    _, ia = np.unique(np.asarray(a).astype(str), return_inverse=True)
    _, ib = np.unique(np.asarray(b).astype(str), return_inverse=True)
    na, nb = ia.max() + 1, ib.max() + 1
    g = coo_matrix((np.ones(len(ia)), (ia, na + ib)), shape=(na + nb, na + nb))
    _, comp = connected_components(g, directed=False)
    return comp[ia]


def near_duplicate_summary(data: TuneData) -> dict:
    """How many questions share a near-duplicate cluster (kept in one fold), and in how many."""
    counts = np.unique(data.clusters, return_counts=True)[1]
    return {
        "threshold": data.duplicate_threshold,
        "questions": int(counts[counts > 1].sum()),
        "clusters": int((counts > 1).sum()),
    }


def load_data(cfg, ws, progress: bool | None = None) -> TuneData:
    """The index set (never the held-out goldens nor the temporal origins) and its embeddings."""
    iset = ws.index_set
    vectors = ws.embed_records(iset, progress)
    return TuneData(
        iset,
        vectors,
        ws.fingerprint,
        cfg.section("corpus")["hard_threshold"],
        cfg.section("goldens")["near_duplicate_threshold"],
    )


# ---- grid ------------------------------------------------------------------------------------
def read_grid(spec: str | Path | None, scorer: str) -> dict[str, list]:
    """``None``/``"default"`` -> the default grid; otherwise a YAML file ``{param: [values]}``."""
    if spec is None or str(spec) == "default":
        return validate_grid(scorer, DEFAULT_GRIDS[scorer])
    import yaml

    path = Path(spec)
    if not path.is_file():
        raise ConfigError("grid file not found", where=str(path))
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark else str(path)
        raise ConfigError(
            f"invalid YAML: {getattr(exc, 'problem', None) or exc}", where=where
        ) from None
    return validate_grid(scorer, data, where=str(path))


def validate_grid(scorer: str, grid, *, where: str | None = None) -> dict[str, list]:
    """Check every name and value with the scorer class's own rules; one clear line on failure."""
    cls = scorer_class(scorer)
    if grid is None or (isinstance(grid, dict) and not grid):
        raise ConfigError(
            "grid is empty: give at least one parameter with a list of values", where=where
        )
    if not isinstance(grid, dict):
        raise ConfigError(
            f"grid must be a mapping {{param: [values]}}, got {type(grid).__name__}", where=where
        )
    out: dict[str, list] = {}
    for name in sorted(grid, key=str):
        values = grid[name]
        if name not in cls.defaults or str(name).startswith("_"):
            raise ConfigError(
                f"scorer {scorer!r} has no parameter {name!r} "
                f"(known: {', '.join(sorted(k for k in cls.defaults if not k.startswith('_')))})",
                where=where,
            )
        if name in UNTUNABLE.get(scorer, ()):
            raise ConfigError(
                f"parameter {name!r} does not affect the tuned score "
                f"(heuristics, the OOD background and the exam gate are not part of tuning)",
                where=where,
            )
        if not isinstance(values, list) or not values:
            raise ConfigError(
                f"parameter {name!r} needs a non-empty list of values, got {values!r}", where=where
            )
        uniq = []
        for v in values:
            try:
                cls(None, **{name: v})  # the scorer's own range and type checks
            except ConfigError as exc:
                raise ConfigError(
                    f"grid value {v!r} of {name!r} rejected: {exc}", where=where
                ) from None
            if v not in uniq:
                uniq.append(v)
        out[name] = uniq
    return out


def grid_points(grid: dict[str, list], base: dict | None = None) -> list[dict]:
    """The cartesian product in a fixed order (names sorted, values as given), over ``base``."""
    names = sorted(grid)
    return [
        {**(base or {}), **dict(zip(names, combo, strict=True))}
        for combo in itertools.product(*(grid[n] for n in names))
    ]


# ---- splits ----------------------------------------------------------------------------------
def strata(data: TuneData, rows: np.ndarray) -> np.ndarray:
    """Domain x success-rate bin (5 equal-width bins) of each row, as one label."""
    b = np.minimum(np.floor(data.success[rows] * N_BINS + 1e-9), N_BINS - 1).astype(int)
    return np.array([f"{d}|{k}" for d, k in zip(data.domains[rows], b, strict=True)])


def _stratum_name(label: str) -> str:
    d, k = label.rsplit("|", 1)
    lo = int(k) / N_BINS
    return (
        f"{d} x success rate [{lo:.1f}, {lo + 1 / N_BINS:.1f}{']' if int(k) == N_BINS - 1 else ')'}"
    )


def check_fold(data: TuneData, train_rows, val_rows, tag: str) -> None:
    """Never trust the splitter: no scored row, nor any near-duplicate of one, in the fit."""
    if np.intersect1d(train_rows, val_rows).size:
        raise RuntimeError(f"{tag}: validation rows in the fold's index")
    if np.intersect1d(data.clusters[train_rows], data.clusters[val_rows]).size:
        raise RuntimeError(f"{tag}: a near-duplicate of a validation row in the fold's index")


def split(
    data: TuneData,
    rows: np.ndarray,
    n_folds: int,
    seed: int,
    *,
    group: str | None = None,
    level: str = "outer",
) -> list[tuple[np.ndarray, np.ndarray]]:
    """K folds of ``rows`` (global row numbers) -> [(train rows, validation rows)], each sorted.
    A near-duplicate cluster (``TuneData.clusters``) always lies in one fold, whole."""
    from .folds import stratified_folds

    rows = np.sort(np.asarray(rows))
    if n_folds < 2:
        raise ConfigError(f"{level} folds must be at least 2, got {n_folds}")
    y = data.y[rows]
    if len(np.unique(y)) < 2:
        what = "hard" if y[0] == 1 else "easy"
        raise ConfigError(
            f"all {len(rows)} questions of the {level} data are {what} (hard = success "
            f"rate < {data.hard_threshold}); tuning needs both classes"
        )
    if group is not None:
        if group != "origin":
            raise ConfigError(f"--group must be 'origin', got {group!r}")
        groups = merge_groups(data.origins[rows], data.clusters[rows])
        too_few = f"origin(s) in the {level} data (origins a near-duplicate spans counted as one)"
        parts = stratified_folds(
            y, n_folds, seed, groups, too_few=too_few, folds_name=f"{level} folds"
        )
    else:
        labels = strata(data, rows)
        counts = Counter(labels.tolist())
        small = min(sorted(counts), key=lambda s: counts[s])
        if counts[small] < n_folds:
            raise ConfigError(
                f"stratum {_stratum_name(small)} has {counts[small]} question(s) in the "
                f"{level} data, fewer than the {n_folds} {level} folds; use fewer folds "
                f"or --group origin"
            )
        too_few = (
            f"cluster(s) of near-duplicates (cosine >= {data.duplicate_threshold}) among the "
            f"{level} data's {len(rows)} questions (raise goldens.near_duplicate_threshold)"
        )
        parts = stratified_folds(
            labels,
            n_folds,
            seed,
            data.clusters[rows],
            too_few=too_few,
            folds_name=f"{level} folds",
        )
    return [(rows[np.sort(tr)], rows[np.sort(va)]) for tr, va in parts]


def _child_seed(seed: int, *path: int) -> int:
    return int(np.random.SeedSequence([seed, *path]).generate_state(1)[0])


# ---- one fold ---------------------------------------------------------------------------------
def fold_index(data: TuneData, train_rows: np.ndarray, tag: str = "fold") -> Index:
    """An Index of the training rows ONLY (priors and OOD reference stats come from it)."""
    train_rows = np.sort(train_rows)
    ids = data.ids[train_rows]
    index = Index(f"{data.fingerprint}:{tag}", data.corpus.subset(ids), data.vectors[train_rows])
    if not np.array_equal(index.ids, ids):  # subset re-sorts by id; rows must stay aligned
        raise RuntimeError("fold index rows are not aligned with the training rows")
    return index


def k_max(scorer: str, points: list[dict]) -> int:
    cls = scorer_class(scorer)
    return max(int(cls(None, **p).k_search) for p in points)


def grid_scores(
    scorer: str,
    index: Index,
    idx: np.ndarray,
    sims: np.ndarray,
    points: list[dict],
    vectors: np.ndarray | None = None,
) -> np.ndarray:
    """(n_points, n_rows) scores of every grid point from one fold's neighbour arrays
    (``vectors``: the scored rows' embeddings, for fusion's domain-centroid OOD test)."""
    out = np.empty((len(points), len(idx)))
    if scorer == "adaptive":
        diffs = 1.0 - index.success[idx]
        for i, p in enumerate(points):
            k = int(p["k"])
            rest = {key: v for key, v in p.items() if key != "k"}
            out[i] = knnmath.adaptive_difficulty(sims[:, :k], diffs[:, :k], **rest)[0]
    else:
        cls = scorer_class(scorer)
        ctx = Context(index)
        for i, p in enumerate(points):
            out[i] = cls(ctx, **p).components(idx, sims, vectors)[FUSION_COMPONENT]
    return out


def _fast_auroc(y: np.ndarray, scores: np.ndarray) -> np.ndarray:
    """Mann-Whitney AUROC of every row of ``scores`` at once (ties count 0.5)."""
    from scipy.stats import rankdata

    pos = y == 1
    n_pos, n_neg = int(pos.sum()), int((~pos).sum())
    if n_pos == 0 or n_neg == 0:
        return np.full(len(scores), np.nan)
    ranks = rankdata(scores, axis=1)
    return (ranks[:, pos].sum(axis=1) - n_pos * (n_pos + 1) / 2.0) / (n_pos * n_neg)


def metric_values(
    metric: str, y: np.ndarray, difficulty: np.ndarray, scores: np.ndarray
) -> np.ndarray:
    """The metric of every row of ``scores`` (n_points, n) against the fold's truth."""
    from .metrics import REGISTRY

    scores = np.atleast_2d(scores)
    if metric == "auroc":
        return _fast_auroc(y, scores)
    m = REGISTRY[metric]
    ones = np.ones((1, len(y)))
    out = np.empty(len(scores))
    for i, s in enumerate(scores):
        table = {"y_true": y, "risk": s, "difficulty_true": difficulty, "difficulty_pred": s}
        out[i] = m.fn({c: table[c] for c in m.columns}, ones)[0]
    return out


def _best(values: np.ndarray, direction: str) -> int:
    """Best grid point; NaN never wins, ties go to the earliest point (grid order)."""
    v = np.where(np.isnan(values), -np.inf if direction == "higher" else np.inf, values)
    return int(np.argmax(v) if direction == "higher" else np.argmin(v))


# ---- nested CV ---------------------------------------------------------------------------------
def progress_bar(total: int, desc: str, progress: bool | None):
    """The grid-point progress bar on stderr (``progress`` None: only on a terminal)."""
    from tqdm import tqdm

    return tqdm(
        total=total,
        desc=desc,
        unit="pt",
        file=sys.stderr,
        disable=None if progress is None else not progress,
    )


def nested_cv(
    data: TuneData,
    scorer: str,
    grid: dict[str, list],
    *,
    base: dict | None = None,
    outer: int = 5,
    inner: int = 3,
    metric: str = "auroc",
    seed: int = 0,
    group: str | None = None,
    n_boot: int = 1000,
    ci: float = 0.95,
    progress: bool | None = False,
    audit: list | None = None,
) -> dict:
    """Outer folds estimate; inner folds choose. ``audit`` (a list) receives, per fold
    evaluation, the ids of the index rows and of the scored rows — for tests and debugging."""
    direction = metric_direction(metric)
    grid = validate_grid(scorer, grid)
    base = dict(base or {})
    scorer_class(scorer)(None, **base)  # the base params must be valid too
    points = grid_points(grid, base)
    kmax = k_max(scorer, points)
    rows = np.arange(len(data))
    outer_splits = split(data, rows, outer, seed, group=group, level="outer")
    inner_splits = [
        split(data, tr, inner, _child_seed(seed, o), group=group, level="inner")
        for o, (tr, _) in enumerate(outer_splits)
    ]

    def evaluate(train_rows, val_rows, pts, tag, stage, o, i):
        check_fold(data, train_rows, val_rows, tag)
        index = fold_index(data, train_rows, tag)
        idx, sims = index.search(data.vectors[val_rows], kmax)
        if audit is not None:
            audit.append(
                {
                    "stage": stage,
                    "outer": o,
                    "inner": i,
                    "index_ids": index.ids.tolist(),
                    "scored_ids": data.ids[val_rows].tolist(),
                    "neighbour_ids": sorted(set(index.ids[idx.ravel()].tolist())),
                }
            )
        return grid_scores(scorer, index, idx, sims, pts, data.vectors[val_rows])

    names = sorted(grid)
    folds, pooled = [], []
    bar = progress_bar(outer * (inner * len(points) + 1), f"tune {scorer}", progress)
    for o, (otr, ote) in enumerate(outer_splits):
        inner_vals = np.empty((inner, len(points)))
        for i, (itr, iva) in enumerate(inner_splits[o]):
            if np.isin(np.concatenate([itr, iva]), ote).any():
                raise RuntimeError(f"outer fold {o}: test rows reached the inner search")
            s = evaluate(itr, iva, points, f"o{o}i{i}", "inner", o, i)
            inner_vals[i] = metric_values(metric, data.y[iva], 1.0 - data.success[iva], s)
            bar.update(len(points))
        mean_inner = inner_vals.mean(axis=0)
        b = _best(mean_inner, direction)
        s = evaluate(otr, ote, [points[b]], f"o{o}", "outer", o, None)[0]
        bar.update(1)
        outer_score = float(metric_values(metric, data.y[ote], 1.0 - data.success[ote], s)[0])
        pooled.append((ote, s))
        folds.append(
            {
                "fold": o,
                "n_train": len(otr),
                "n_test": len(ote),
                "best_params": {n: points[b][n] for n in names},
                "inner_score": float(mean_inner[b]),
                "inner_sd": float(inner_vals[:, b].std(ddof=1)),
                "outer_score": outer_score,
            }
        )
    bar.close()

    return finish(
        data,
        folds,
        pooled,
        scorer=scorer,
        metric=metric,
        score="difficulty" if scorer == "adaptive" else FUSION_COMPONENT,
        seed=seed,
        outer=outer,
        inner=inner,
        group=group,
        grid=grid,
        base=base,
        n_points=len(points),
        k_max=kmax,
        n_boot=n_boot,
        ci=ci,
    )


def finish(
    data: TuneData,
    folds: list[dict],
    pooled: list[tuple[np.ndarray, np.ndarray]],
    *,
    scorer: str,
    metric: str,
    score: str,
    seed: int,
    outer: int,
    inner: int,
    group: str | None,
    grid: dict,
    base: dict,
    n_points: int,
    k_max: int,
    n_boot: int,
    ci: float,
) -> dict:
    """The result of a nested CV from its folds and pooled outer predictions (rows, scores):
    pooled metric with its bootstrap CI, optimism, the chosen combination."""
    from .metrics import REGISTRY, evaluate_metrics

    direction = REGISTRY[metric].direction
    test_rows = np.concatenate([r for r, _ in pooled])
    pred = np.concatenate([s for _, s in pooled])
    order = np.argsort(test_rows, kind="stable")  # id order: independent of fold order
    test_rows, pred = test_rows[order], pred[order]
    table = {
        "y_true": data.y[test_rows],
        "risk": pred,
        "difficulty_true": 1.0 - data.success[test_rows],
        "difficulty_pred": pred,
    }
    mv = evaluate_metrics(table, [metric], n_boot=n_boot, seed=seed, ci=ci)[metric]
    outs = np.array([f["outer_score"] for f in folds])
    inns = np.array([f["inner_score"] for f in folds])
    gap = float(inns.mean() - outs.mean())  # mean inner best - mean outer
    optimism = gap if direction == "higher" else -gap  # > 0: the inner search flatters itself
    chosen = choose(folds, sorted(grid), direction)
    return _rounded(
        {
            "scorer": scorer,
            "metric": metric,
            "direction": direction,
            "score": score,
            "seed": seed,
            "outer_folds": outer,
            "inner_folds": inner,
            "group": group,
            "fingerprint": data.fingerprint,
            "n": len(data),
            "n_hard": int(data.y.sum()),
            "hard_threshold": data.hard_threshold,
            "near_duplicates": near_duplicate_summary(data),
            "grid": grid,
            "base_params": base,
            "n_points": n_points,
            "k_max": k_max,
            "folds": folds,
            "outer": {
                "mean": float(outs.mean()),
                "std": float(outs.std(ddof=1)) if len(outs) > 1 else 0.0,
                "pooled": mv.value,
                "ci_low": mv.ci_low,
                "ci_high": mv.ci_high,
                "ci": ci,
                "n_boot": n_boot,
            },
            "inner_mean": float(inns.mean()),
            "gap": gap,
            "optimism": optimism,
            "chosen": chosen,
            "chosen_at_grid_edge": at_edge(grid, chosen["combination"]),
            "predictions": {"ids": data.ids[test_rows].tolist(), "score": pred.tolist()},
        }
    )


def choose(folds: list[dict], names: list[str], direction: str) -> dict:
    """Mode of each parameter and the most common full combination over the outer folds
    (ties: the better mean inner score, then the earlier fold)."""
    mode = {}
    for n in names:
        c = Counter(json.dumps(f["best_params"][n]) for f in folds)
        first = {json.dumps(f["best_params"][n]): i for i, f in reversed(list(enumerate(folds)))}
        mode[n] = json.loads(min(c, key=lambda v: (-c[v], first[v])))
    combos: dict[str, list[dict]] = {}
    for f in folds:
        combos.setdefault(json.dumps(f["best_params"], sort_keys=True), []).append(f)
    sign = -1.0 if direction == "higher" else 1.0

    def rank(key):
        fs = combos[key]
        return (-len(fs), sign * float(np.mean([f["inner_score"] for f in fs])), fs[0]["fold"])

    best = min(combos, key=rank)
    return {
        "mode": mode,
        "combination": json.loads(best),
        "count": len(combos[best]),
        "of": len(folds),
    }


def at_edge(grid: dict[str, list], params: dict) -> list[str]:
    """Parameters chosen at an end of a numeric range: the optimum may lie outside the grid."""
    out = []
    for n, vals in sorted(grid.items()):
        nums = [v for v in vals if isinstance(v, (int, float)) and not isinstance(v, bool)]
        if len(nums) >= 2 and len(nums) == len(vals) and params.get(n) in (min(nums), max(nums)):
            out.append(n)
    return out


def _rounded(obj):
    if isinstance(obj, float):
        return None if not math.isfinite(obj) else round(obj, 6) + 0.0
    if isinstance(obj, (np.floating, np.integer)):
        return _rounded(obj.item())
    if isinstance(obj, dict):
        return {k: _rounded(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_rounded(v) for v in obj]
    return obj


def report_json(result: dict, meta: dict | None = None) -> str:
    return (
        json.dumps({"schema_version": 1, "meta": meta or {}, **result}, indent=2, sort_keys=True)
        + "\n"
    )


# ---- --apply ------------------------------------------------------------------------------------


# --apply writes the config file: that I/O lives at the edge, in config_write.py
from .config_write import apply_params, params_diff  # noqa: E402, F401
