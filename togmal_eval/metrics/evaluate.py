"""Evaluate registry metrics on a case table: point value, bootstrap CI, paired differences.

A case table is ``dict[str, np.ndarray]`` of float arrays of equal length; NaN (or an absent
column) means "not applicable to this case". Undefined metrics carry a reason and a None value,
never 0.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import numpy as np

from togmal_eval.errors import BadInput
from togmal_eval.metrics.registry import REGISTRY, Metric, metric_names
from togmal_eval.metrics.statistics import (
    bootstrap_weights,
    minimum_detectable_effect,
    percentile_ci,
)

__all__ = ["MetricValue", "PairedDiff", "evaluate_metrics", "paired_difference", "table_from_rows"]


def table_from_rows(rows: list[Mapping], columns: Iterable[str] | None = None) -> Table:
    """Per-case ``row`` dicts -> the column table the metrics read (missing, None or text = NaN).

    ``columns`` fixes the column set (two sides of a paired comparison must share it)."""
    cols = sorted({c for r in rows for c in r}) if columns is None else sorted(columns)

    def num(v) -> float:
        return math.nan if v is None or isinstance(v, str) else float(v)

    return {c: np.array([num(r.get(c)) for r in rows], dtype=np.float64) for c in cols}


Table = Mapping[str, np.ndarray]


def _r6(x: float | None) -> float | None:
    if x is None or not math.isfinite(x):
        return None
    return round(float(x), 6) + 0.0  # + 0.0 turns -0.0 into 0.0


@dataclass(frozen=True)
class MetricValue:
    value: float | None
    ci_low: float | None
    ci_high: float | None
    n: int
    undefined: str | None = None

    def to_json(self) -> dict:
        return {
            "value": _r6(self.value),
            "ci_low": _r6(self.ci_low),
            "ci_high": _r6(self.ci_high),
            "n": int(self.n),
            "undefined": self.undefined,
        }


@dataclass(frozen=True)
class PairedDiff:
    delta: float | None  # metric(b) - metric(a)
    ci_low: float | None
    ci_high: float | None
    n: int
    mde: float | None
    undefined: str | None = None

    def to_json(self) -> dict:
        return {
            "delta": _r6(self.delta),
            "ci_low": _r6(self.ci_low),
            "ci_high": _r6(self.ci_high),
            "n": int(self.n),
            "mde": _r6(self.mde),
            "undefined": self.undefined,
        }


def _n_rows(table: Table) -> int:
    lengths = {len(v) for v in table.values()}
    if len(lengths) > 1:
        raise BadInput(f"case table columns have different lengths: {sorted(lengths)}")
    return lengths.pop() if lengths else 0


def _resolve(names: Iterable[str] | None) -> list[Metric]:
    names = metric_names() if names is None else list(names)
    unknown = [n for n in names if n not in REGISTRY]
    if unknown:
        raise BadInput(
            f"unknown metric(s) {', '.join(unknown)}; known: {', '.join(metric_names())}"
        )
    return [REGISTRY[n] for n in names]


def _mask(table: Table, metric: Metric, n_rows: int) -> np.ndarray:
    mask = np.ones(n_rows, dtype=bool)
    for c in metric.columns:
        col = table.get(c)
        if col is None:
            return np.zeros(n_rows, dtype=bool)
        mask &= ~np.isnan(np.asarray(col, dtype=float))
    return mask


def _select(table: Table, metric: Metric, mask: np.ndarray) -> dict[str, np.ndarray]:
    return {c: np.asarray(table[c], dtype=float)[mask] for c in metric.columns}


def _why_undefined(metric: Metric, cols_list: list[dict[str, np.ndarray]], m: int) -> str | None:
    if m == 0:
        return f"no case has the columns {', '.join(metric.columns)}"
    if m < metric.min_n:
        return f"n={m} below minimum {metric.min_n}"
    col = metric.needs_both_classes
    if col is not None:
        for cols in cols_list:
            present = np.unique(cols[col])
            if not (np.any(present == 0) and np.any(present == 1)):
                shown = ", ".join(f"{v:g}" for v in present)
                label = f"{col} all {shown}" if len(present) == 1 else f"{col} in {{{shown}}}"
                return f"one class only ({label})"
    return None


_NAN_REASON = "undefined on these {m} cases (zero denominator or constant column)"


def evaluate_metrics(
    table: Table,
    names: Iterable[str] | None = None,
    *,
    n_boot: int = 1000,
    seed: int = 0,
    ci: float = 0.95,
) -> dict[str, MetricValue]:
    """Point value and percentile-bootstrap CI of each metric (all registered ones by default).

    Per metric: the applicable cases (all its columns non-NaN) are resampled with
    ``bootstrap_weights(m, n_boot, seed)``; NaN resamples are ignored; ``n_boot == 0`` gives a
    null CI. Keys keep the order of ``names`` (sorted names by default).
    """
    n_rows = _n_rows(table)
    out: dict[str, MetricValue] = {}
    for metric in _resolve(names):
        mask = _mask(table, metric, n_rows)
        m = int(mask.sum())
        cols = _select(table, metric, mask) if m else {}
        reason = _why_undefined(metric, [cols], m)
        if reason is None:
            value = float(metric.fn(cols, np.ones((1, m)))[0])
            if math.isnan(value):
                reason = _NAN_REASON.format(m=m)
        if reason is not None:
            out[metric.name] = MetricValue(None, None, None, m, reason)
            continue
        lo = hi = None
        if n_boot > 0:
            lo, hi = percentile_ci(metric.fn(cols, bootstrap_weights(m, n_boot, seed)), ci)
        out[metric.name] = MetricValue(value, lo, hi, m, None)
    return out


def paired_difference(
    table_a: Table,
    table_b: Table,
    names: Iterable[str] | None = None,
    *,
    n_boot: int = 1000,
    seed: int = 0,
    ci: float = 0.95,
) -> dict[str, PairedDiff]:
    """Paired bootstrap of ``metric(b) - metric(a)`` on two case-aligned tables.

    Row i of both tables must be the same golden case (the caller pairs by id). A case is used when
    it is applicable on both sides; the same multinomial weights are applied to both sides, so the
    CI reflects the paired (correlated) uncertainty. ``mde``: see
    ``statistics.minimum_detectable_effect``.
    """
    n_rows = _n_rows(table_a)
    if _n_rows(table_b) != n_rows:
        raise BadInput(
            f"paired tables have {n_rows} and {_n_rows(table_b)} cases; they must be aligned"
        )
    out: dict[str, PairedDiff] = {}
    for metric in _resolve(names):
        mask = _mask(table_a, metric, n_rows) & _mask(table_b, metric, n_rows)
        m = int(mask.sum())
        cols_a = _select(table_a, metric, mask) if m else {}
        cols_b = _select(table_b, metric, mask) if m else {}
        reason = _why_undefined(metric, [cols_a, cols_b], m)
        if reason is None:
            ones = np.ones((1, m))
            delta = float(metric.fn(cols_b, ones)[0] - metric.fn(cols_a, ones)[0])
            if math.isnan(delta):
                reason = _NAN_REASON.format(m=m)
        if reason is not None:
            out[metric.name] = PairedDiff(None, None, None, m, None, reason)
            continue
        lo = hi = mde = None
        if n_boot > 0:
            w = bootstrap_weights(m, n_boot, seed)
            a_boot = metric.fn(cols_a, w)
            diff = metric.fn(cols_b, w) - a_boot
            lo, hi = percentile_ci(diff, ci)
            mde = minimum_detectable_effect(diff, a_boot)
        out[metric.name] = PairedDiff(delta, lo, hi, m, mde, None)
    return out
