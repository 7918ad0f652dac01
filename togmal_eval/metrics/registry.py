"""The metric registry: every suite-level metric, its case-table columns and its direction.

A metric is computed on the cases that have all of its ``columns`` (non-NaN). Its ``fn`` receives
those columns in the order of ``columns`` and a ``(B, m)`` weight matrix, and returns ``B`` values
(see ``togmal_eval.metrics.classification`` for the convention).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from togmal_eval.metrics import calibration, classification

__all__ = [
    "REGISTRY",
    "Metric",
    "mean_metric",
    "metric_names",
    "parse_metric_name",
    "weighted_mean",
]

MetricFn = Callable[[dict[str, np.ndarray], np.ndarray], np.ndarray]
DIRECTIONS = ("higher", "lower")
SET_MIN_N = 10  # set metrics (ranking, calibration, correlation) need at least this many cases

_K_SUFFIX = re.compile(r"^(?P<base>.+)@(?P<k>\d+)$")


@dataclass(frozen=True)
class Metric:
    name: str
    columns: tuple[str, ...]
    fn: MetricFn
    direction: str  # "higher" | "lower": which way is better
    min_n: int
    needs_both_classes: str | None  # column that must hold both 0 and 1
    description: str


def parse_metric_name(name: str) -> tuple[str, int | None]:
    """Split a cut-off suffix: ``"hit@10" -> ("hit", 10)``, ``"fpr@tpr95" -> ("fpr@tpr95", None)``."""
    m = _K_SUFFIX.match(name)
    if m is None:
        return name, None
    return m["base"], int(m["k"])


def weighted_mean(cols: dict[str, np.ndarray], w: np.ndarray) -> np.ndarray:
    """Weighted mean of the single column (NaN for an all-zero weight row)."""
    (x,) = cols.values()
    w = np.asarray(w, dtype=float)
    w = w[None, :] if w.ndim == 1 else w
    tot = w.sum(axis=1)
    out = np.full(len(tot), np.nan)
    np.divide(w @ np.asarray(x, dtype=float), tot, out=out, where=tot > 0)
    return out


def mean_metric(
    name: str, column: str | None = None, direction: str = "higher", what: str = ""
) -> Metric:
    """A metric whose value is the weighted mean of one per-case column (default: ``name``)."""
    column = column or name
    return Metric(
        name=name,
        columns=(column,),
        fn=weighted_mean,
        direction=direction,
        min_n=1,
        needs_both_classes=None,
        description=what or f"mean of the per-case column {column}",
    )


def _set(name, columns, fn, direction, description, needs=None) -> Metric:
    return Metric(name, tuple(columns), fn, direction, SET_MIN_N, needs, description)


_RISK = ("y_true", "risk")
_LABEL = ("y_true", "positive")
C = classification

_METRICS: list[Metric] = [
    *(
        mean_metric(f"hit@{k}", what=f"share of queries with a relevant id in the top {k}")
        for k in (1, 5, 10)
    ),
    *(
        mean_metric(f"recall@{k}", what=f"mean share of relevant ids found in the top {k}")
        for k in (5, 10)
    ),
    mean_metric("precision@5", what="mean share of the top 5 that is relevant"),
    mean_metric("mrr", "rr", what="mean reciprocal rank of the first relevant id"),
    mean_metric("ndcg@10", what="mean nDCG@10 (graded gains, trec_eval formula)"),
    mean_metric("domain_agreement@10", what="mean share of top-10 neighbours in the ref's domain"),
    mean_metric(
        "origin_agreement@10", what="mean share of top-10 neighbours with the ref's origin"
    ),
    mean_metric("graded_ndcg@10", what="mean nDCG@10 with same origin = 2, same domain = 1"),
    mean_metric("leak_rate", "leak", "lower", "share of expected-OOD goldens confidently matched"),
    mean_metric(
        "false_alarm_rate", "false_alarm", "lower", "share of in-distribution goldens flagged OOD"
    ),
    mean_metric("ood_flag_rate", "ood_flag", "higher", "share of expect.ood goldens flagged OOD"),
    mean_metric(
        "level_pass_rate", "level_pass", what="share of goldens whose level expectation held"
    ),
    mean_metric(
        "self_recall@1",
        "self_hit1",
        what="share of perturbations whose top neighbour is the original",
    ),
    mean_metric("stable_rate", "stable", what="share of perturbations with a stable difficulty"),
    _set("auroc", _RISK, C.auroc, "higher", "ROC AUC of risk vs y_true (ties 0.5)", "y_true"),
    _set(
        "aupr",
        _RISK,
        C.average_precision,
        "higher",
        "average precision of risk vs y_true",
        "y_true",
    ),
    _set(
        "fpr@tpr95",
        _RISK,
        C.fpr_at_tpr95,
        "lower",
        "FPR at the first threshold with TPR >= 0.95",
        "y_true",
    ),
    _set("ece", _RISK, calibration.ece, "lower", "expected calibration error, 10 equal-width bins"),
    _set("brier", _RISK, calibration.brier, "lower", "mean squared error of risk vs y_true"),
    _set("accuracy", _LABEL, C.accuracy, "higher", "share of cases with positive == y_true"),
    _set("precision", _LABEL, C.precision, "higher", "TP / (TP + FP) of positive vs y_true"),
    _set("recall", _LABEL, C.recall, "higher", "TP / (TP + FN) of positive vs y_true"),
    _set("f1", _LABEL, C.f1, "higher", "harmonic mean of precision and recall"),
    _set("fpr@level", _LABEL, C.fpr_at_level, "lower", "share of negatives predicted positive"),
    _set(
        "spearman",
        ("difficulty_true", "difficulty_pred"),
        C.spearman,
        "higher",
        "Spearman rank correlation of difficulty",
    ),
    _set(
        "ood_auroc",
        ("ood_true", "ood_score"),
        C.auroc,
        "higher",
        "ROC AUC of ood_score vs ood_true",
        "ood_true",
    ),
]

REGISTRY: dict[str, Metric] = {m.name: m for m in _METRICS}
assert len(REGISTRY) == len(_METRICS), "duplicate metric name"
assert all(m.direction in DIRECTIONS for m in _METRICS)
del C


def metric_names() -> list[str]:
    """All registered metric names, sorted."""
    return sorted(REGISTRY)
