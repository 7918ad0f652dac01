"""Nested cross-validation of the calibrated scorer's k-NN feature parameters.

The calibrated scorer already cross-fits (``risk.calibrated``): its stacker learns from
out-of-fold features. Tuning nests that inside outer folds, leakage-free like ``tune.nested_cv``:

* outer fold o: the outer-training rows are the whole world. ``cross_fit_parts`` cross-fits the
  classifiers and neighbour pools on them once; each grid point then only recomputes the k-NN
  features and refits the stacker, whose own out-of-fold AUROC is the inner score (the inner
  folds are the calibrated scorer's cross-fitting folds);
* the best point is refitted on the outer-training rows (classifiers, statistics, stacker) and
  scores the outer-test rows, which nothing was fitted on: that is the outer score.

Pure apart from progress output; the data come from ``tune.load_data``.
"""

from __future__ import annotations

import numpy as np

from .errors import ConfigError
from .index.knn import topk_cosine
from .risk import calibrated as cal
from .risk.priors import IndexStats
from .tune import (
    TuneData,
    _best,
    check_fold,
    finish,
    grid_points,
    metric_direction,
    metric_values,
    progress_bar,
    split,
    validate_grid,
)

# what the stacker's k-NN features depend on; everything else of the fit is shared by the grid
TUNED = ("k", "temperature", "strength", "domain_weight", "stack_C")


def _check_grid(grid: dict) -> dict:
    grid = validate_grid("calibrated", grid)
    other = sorted(set(grid) - set(TUNED))
    if other:
        raise ConfigError(
            f"calibrated: parameter {other[0]!r} cannot be tuned here (tunable: {', '.join(TUNED)})"
        )
    big = [k for k in grid.get("k", []) if int(k) > cal.K_POOL]
    if big:
        raise ConfigError(f"calibrated: k={big[0]} exceeds the neighbour pool of {cal.K_POOL}")
    return grid


def nested_cv(
    data: TuneData,
    grid: dict[str, list],
    *,
    base: dict | None = None,
    outer: int = 5,
    metric: str = "auroc",
    seed: int = 0,
    group: str | None = None,
    n_boot: int = 1000,
    ci: float = 0.95,
    progress: bool | None = False,
    audit: list | None = None,
) -> dict:
    """Outer folds estimate; the calibrated scorer's own cross-fitting chooses. ``audit``
    receives, per outer fold, the ids every fit saw and the ids it scored."""
    direction = metric_direction(metric)
    grid = _check_grid(grid)
    if data.duplicate_threshold is not None:  # the inner cross-fitting groups as the outer does
        base = {"duplicate_cosine": data.duplicate_threshold, **(base or {})}
    fit_base = cal.CalibratedScorer.fit_params(base)
    points = grid_points(grid, fit_base)
    names = sorted(grid)
    texts = [r.text for r in data.corpus.records]
    rows = np.arange(len(data))
    outer_splits = split(data, rows, outer, seed, group=group, level="outer")
    folds, pooled = [], []
    bar = progress_bar(outer * (len(points) + 1), "tune calibrated", progress)
    for o, (otr, ote) in enumerate(outer_splits):
        check_fold(data, otr, ote, f"outer fold {o}")
        v, s = data.vectors[otr], data.success[otr]
        dom, org = data.domains[otr], data.origins[otr]
        tx = [texts[i] for i in otr]
        y = (s < data.hard_threshold).astype(int)
        parts = cal.cross_fit_parts(v, s, dom, org, tx, fit_base, data.hard_threshold)
        inner = np.empty(len(points))
        inner_sd = np.empty(len(points))
        for j, p in enumerate(points):
            X = cal.oof_features(parts, v, s, tx, p)
            _, _, oof = cal.fit_stacker(X, y, p, parts[0]["groups"])
            per = [
                metric_values(metric, y[q["va"]], 1.0 - s[q["va"]], oof[q["va"]][None, :])[0]
                for q in parts
            ]
            inner[j] = metric_values(metric, y, 1.0 - s, oof[None, :])[0]
            inner_sd[j] = float(np.std(per, ddof=1)) if len(per) > 1 else 0.0
            bar.update(1)
        b = _best(inner, direction)
        best = points[b]
        model = cal.fit(v, s, dom, org, tx, best, data.hard_threshold, parts=parts)
        st = IndexStats.compute(v, s, dom, org)
        idx, sims = topk_cosine(data.vectors[ote], v, cal.K_POOL)
        pred = cal.predict(
            model, data.vectors[ote], [texts[i] for i in ote], idx, sims, s, st, best
        )
        bar.update(1)
        if audit is not None:
            audit.append(
                {
                    "outer": o,
                    "fitted_ids": data.ids[otr].tolist(),
                    "scored_ids": data.ids[ote].tolist(),
                    "neighbour_ids": sorted(set(data.ids[otr][idx.ravel()].tolist())),
                }
            )
        outer_score = float(
            metric_values(metric, data.y[ote], 1.0 - data.success[ote], pred[None, :])[0]
        )
        pooled.append((ote, pred))
        folds.append(
            {
                "fold": o,
                "n_train": len(otr),
                "n_test": len(ote),
                "best_params": {n: best[n] for n in names},
                "inner_score": float(inner[b]),
                "inner_sd": float(inner_sd[b]),
                "outer_score": outer_score,
            }
        )
    bar.close()
    return finish(
        data,
        folds,
        pooled,
        scorer="calibrated",
        metric=metric,
        score="probability",
        seed=seed,
        outer=outer,
        inner=int(fit_base["folds"]),
        group=group,
        grid=grid,
        base={k: v for k, v in fit_base.items() if k not in grid},
        n_points=len(points),
        k_max=cal.K_POOL,
        n_boot=n_boot,
        ci=ci,
    )
