"""Resampling statistics: bootstrap weights, percentile intervals, MDE and McNemar's test."""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

__all__ = [
    "MDE_Z",
    "bootstrap",
    "bootstrap_weights",
    "mcnemar",
    "minimum_detectable_effect",
    "percentile_ci",
]

Z_ALPHA_05_TWO_SIDED = 1.959963984540054
Z_POWER_80 = 0.8416212335729143
MDE_Z = Z_ALPHA_05_TWO_SIDED + Z_POWER_80  # ~= 1.96 + 0.8416


@lru_cache(maxsize=32)
def _cached_weights(n: int, n_boot: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    w = rng.multinomial(n, [1.0 / n] * n, size=n_boot).astype(float)
    w.flags.writeable = False
    return w


def bootstrap_weights(n: int, n_boot: int, seed: int) -> np.ndarray:
    """``(n_boot, n)`` multinomial resampling counts, ``np.random.default_rng(seed)``.

    A fresh generator per call: the weights depend only on ``(n, n_boot, seed)``, so metrics that
    share their applicable cases share their resamples, and results do not depend on which other
    metrics were requested. Read-only (cached).
    """
    if n < 1:
        raise ValueError(f"bootstrap needs at least one case, got n={n}")
    if n_boot < 1:
        raise ValueError(f"n_boot must be >= 1, got {n_boot}")
    return _cached_weights(int(n), int(n_boot), int(seed))


def percentile_ci(values: np.ndarray, ci: float = 0.95) -> tuple[float | None, float | None]:
    """Percentile interval of bootstrap values, ignoring NaN resamples; (None, None) if all NaN."""
    if not 0 < ci < 1:
        raise ValueError(f"ci must be in (0, 1), got {ci}")
    v = np.asarray(values, dtype=float)
    v = v[~np.isnan(v)]
    if v.size == 0:
        return None, None
    alpha = (1.0 - ci) / 2.0
    lo, hi = np.percentile(v, [100 * alpha, 100 * (1 - alpha)])
    return float(lo), float(hi)


def bootstrap(fn, cols: dict[str, np.ndarray], *, n_boot: int = 1000, seed: int = 0) -> np.ndarray:
    """``n_boot`` bootstrap replicates of ``fn(cols, w)`` (one vectorised call)."""
    n = len(next(iter(cols.values())))
    return fn(cols, bootstrap_weights(n, n_boot, seed))


def _nan_sd(v: np.ndarray) -> float | None:
    v = np.asarray(v, dtype=float)
    v = v[~np.isnan(v)]
    if v.size < 2:
        return None
    return float(np.std(v, ddof=1))


def minimum_detectable_effect(diff_boot: np.ndarray, a_boot: np.ndarray) -> float | None:
    """Minimum detectable effect (two-sided alpha 0.05, power 0.8) of a paired difference.

    ``MDE = (z_{0.975} + z_{0.8}) * sd(paired bootstrap differences)``.

    When that standard deviation is 0 (e.g. two identical runs: every resample gives the same
    difference), the paired spread says nothing about the metric's noise, so we fall back to
    ``(z_{0.975} + z_{0.8}) * sd(bootstrap of metric a) / sqrt(2)``, i.e. the MDE implied by
    the metric's own sampling noise. None when fewer than two resamples are defined.
    """
    sd = _nan_sd(diff_boot)
    if sd is None:
        return None
    if sd > 0:
        return MDE_Z * sd
    sd_a = _nan_sd(a_boot)
    return None if sd_a is None else MDE_Z * sd_a / math.sqrt(2.0)


def mcnemar(a, b) -> tuple[int, int, float]:
    """Exact McNemar test of two paired 0/1 outcome vectors.

    Returns ``(b01, b10, p_value)``: b01 = cases with a == 0 and b == 1, b10 = a == 1 and b == 0,
    and the exact two-sided binomial p-value of b01 out of b01 + b10 discordant pairs at p = 0.5
    (1.0 without discordant pairs). Computed with exact integer arithmetic.
    """
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape != b.shape or a.ndim != 1:
        raise ValueError(
            f"mcnemar needs two 1-D arrays of equal length, got {a.shape} and {b.shape}"
        )
    for name, v in (("a", a), ("b", b)):
        if not np.all((v == 0) | (v == 1)):
            raise ValueError(f"mcnemar: {name} must hold only 0 and 1")
    b01 = int(np.sum((a == 0) & (b == 1)))
    b10 = int(np.sum((a == 1) & (b == 0)))
    n = b01 + b10
    if n == 0:
        return b01, b10, 1.0
    k = min(b01, b10)
    tail = sum(math.comb(n, i) for i in range(k + 1))
    p = min(1.0, (2 * tail) / (2**n))  # int / int: exact until the final rounding
    return b01, b10, float(p)
