"""Pure-math metrics: registry, per-query retrieval values, weighted set metrics, bootstrap.

No I/O and no models. Public API:

* ``evaluate_metrics(table, names=None, *, n_boot=1000, seed=0, ci=0.95) -> {name: MetricValue}``
* ``paired_difference(table_a, table_b, names=None, *, ...) -> {name: PairedDiff}``
* ``reliability_bins(y, p, n_bins=10)``, ``ece_if_calibrated(p)``, ``mcnemar(a, b)``
* ``REGISTRY``, ``Metric``, ``metric_names()``, ``parse_metric_name(name)``
* ``retrieval.per_query(ranked_ids, relevance, k_values)``, ``retrieval.graded_ndcg(...)``
"""

from togmal_eval.metrics import calibration, classification, retrieval, statistics
from togmal_eval.metrics.calibration import ece_if_calibrated, reliability_bins
from togmal_eval.metrics.evaluate import (
    MetricValue,
    PairedDiff,
    evaluate_metrics,
    paired_difference,
    table_from_rows,
)
from togmal_eval.metrics.registry import REGISTRY, Metric, metric_names, parse_metric_name
from togmal_eval.metrics.statistics import bootstrap_weights, mcnemar

__all__ = [
    "REGISTRY",
    "Metric",
    "MetricValue",
    "PairedDiff",
    "bootstrap_weights",
    "calibration",
    "classification",
    "evaluate_metrics",
    "mcnemar",
    "metric_names",
    "paired_difference",
    "parse_metric_name",
    "reliability_bins",
    "ece_if_calibrated",
    "retrieval",
    "statistics",
    "table_from_rows",
]
