"""The registry: complete, consistent and documented."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import numpy as np
import pytest

from togmal_eval.metrics import (
    REGISTRY,
    calibration,
    classification,
    metric_names,
    parse_metric_name,
    retrieval,
)
from togmal_eval.metrics import registry as reg

DOC = Path(__file__).resolve().parents[1] / "docs" / "report-format.md"

EXPECTED_COLUMNS = {
    "hit@1": ("hit@1",),
    "hit@5": ("hit@5",),
    "hit@10": ("hit@10",),
    "recall@5": ("recall@5",),
    "recall@10": ("recall@10",),
    "precision@5": ("precision@5",),
    "mrr": ("rr",),
    "ndcg@10": ("ndcg@10",),
    "domain_agreement@10": ("domain_agreement@10",),
    "origin_agreement@10": ("origin_agreement@10",),
    "graded_ndcg@10": ("graded_ndcg@10",),
    "leak_rate": ("leak",),
    "false_alarm_rate": ("false_alarm",),
    "ood_flag_rate": ("ood_flag",),
    "level_pass_rate": ("level_pass",),
    "self_recall@1": ("self_hit1",),
    "stable_rate": ("stable",),
    "auroc": ("y_true", "risk"),
    "aupr": ("y_true", "risk"),
    "fpr@tpr95": ("y_true", "risk"),
    "ece": ("y_true", "risk"),
    "brier": ("y_true", "risk"),
    "accuracy": ("y_true", "positive"),
    "precision": ("y_true", "positive"),
    "recall": ("y_true", "positive"),
    "f1": ("y_true", "positive"),
    "fpr@level": ("y_true", "positive"),
    "spearman": ("difficulty_true", "difficulty_pred"),
    "ood_auroc": ("ood_true", "ood_score"),
}
LOWER = {"leak_rate", "false_alarm_rate", "fpr@tpr95", "ece", "brier", "fpr@level"}


def test_registry_holds_exactly_the_specified_metrics():
    assert {n: m.columns for n, m in REGISTRY.items()} == EXPECTED_COLUMNS
    assert metric_names() == sorted(EXPECTED_COLUMNS)
    for name, m in REGISTRY.items():
        assert m.name == name
        assert m.direction in {"higher", "lower"}
        assert m.direction == ("lower" if name in LOWER else "higher"), name
        assert m.min_n >= 1 and m.description
        assert m.needs_both_classes in (None, *m.columns)


def _metric_functions(module):
    """Public functions of ``module`` with the metric signature ``fn(cols, w, ...)``."""
    for name, fn in inspect.getmembers(module, inspect.isfunction):
        if name.startswith("_") or fn.__module__ != module.__name__:
            continue
        if list(inspect.signature(fn).parameters)[:2] == ["cols", "w"]:
            yield name, fn


def test_every_public_metric_function_is_registered():
    registered = {m.fn for m in REGISTRY.values()}
    found = []
    for module in (classification, calibration, reg):
        for name, fn in _metric_functions(module):
            found.append(name)
            assert fn in registered, f"{module.__name__}.{name} is not used by any metric"
    assert len(found) >= 12  # the scan really found the metric functions
    # retrieval values are per query; each one is the column of a registered mean metric
    columns = {c for m in REGISTRY.values() for c in m.columns}
    assert set(retrieval.per_query_keys()) <= columns


def _documented_columns() -> set[str]:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Case table", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"`([^`]+)`", section))


def test_every_column_is_documented_in_report_format():
    documented = _documented_columns()
    for m in REGISTRY.values():
        for col in m.columns:
            base, k = parse_metric_name(col)
            generic = f"{base}@k" if k is not None else col
            assert col in documented or generic in documented, (
                f"{m.name}: column {col} undocumented"
            )


@pytest.mark.parametrize(
    ("name", "parsed"),
    [
        ("hit@10", ("hit", 10)),
        ("self_recall@1", ("self_recall", 1)),
        ("fpr@tpr95", ("fpr@tpr95", None)),
        ("fpr@level", ("fpr@level", None)),
        ("auroc", ("auroc", None)),
    ],
)
def test_parse_metric_name(name, parsed):
    assert parse_metric_name(name) == parsed


def test_mean_metric_helper():
    m = reg.mean_metric("stable_rate", "stable")
    assert m.columns == ("stable",) and m.direction == "higher" and m.min_n == 1
    w = np.array([[1.0, 1.0, 2.0], [0.0, 0.0, 0.0]])
    out = m.fn({"stable": np.array([1.0, 0.0, 1.0])}, w)
    assert out[0] == pytest.approx(0.75) and np.isnan(out[1])
