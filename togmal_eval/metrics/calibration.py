"""Calibration metrics of a probability-like score against 0/1 truth.

Metric functions follow the package convention ``fn(cols, w) -> (B,)`` (see
``classification``): ``cols`` holds (truth, probability) in that order, ``w`` is ``(B, m)``.

Binning: ``n_bins`` equal-width bins on [0, 1] with edges ``b / n_bins``; bin b holds
``b/n_bins <= p < (b+1)/n_bins``, the last bin also holds ``p == 1``; scores outside [0, 1] are
clipped into the first / last bin.
"""

from __future__ import annotations

import numpy as np

__all__ = ["DEFAULT_BINS", "bin_index", "brier", "ece", "reliability_bins"]

DEFAULT_BINS = 10


def _pair(cols: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    y, p = cols.values()
    return np.asarray(y, dtype=float), np.asarray(p, dtype=float)


def _weights(w: np.ndarray) -> np.ndarray:
    w = np.asarray(w, dtype=float)
    return w[None, :] if w.ndim == 1 else w


def bin_index(p: np.ndarray, n_bins: int = DEFAULT_BINS) -> np.ndarray:
    """Equal-width bin of each probability (0 .. n_bins-1)."""
    if n_bins < 1:
        raise ValueError(f"n_bins must be >= 1, got {n_bins}")
    edges = np.arange(n_bins + 1) / n_bins
    idx = np.searchsorted(edges, np.asarray(p, dtype=float), side="right") - 1
    return np.clip(idx, 0, n_bins - 1)


def ece(cols: dict[str, np.ndarray], w: np.ndarray, n_bins: int = DEFAULT_BINS) -> np.ndarray:
    """Expected calibration error: sum_b (W_b / W) * |mean_y_b - mean_p_b|, equal-width bins.

    Uses W_b * (mean_y_b - mean_p_b) = sum_{i in b} w_i (y_i - p_i), so a bin is one matrix product.
    """
    y, p = _pair(cols)
    w = _weights(w)
    onehot = np.zeros((len(p), n_bins))
    onehot[np.arange(len(p)), bin_index(p, n_bins)] = 1.0
    gap = w @ (onehot * (y - p)[:, None])  # (B, n_bins)
    tot = w.sum(axis=1)
    out = np.full(len(tot), np.nan)
    np.divide(np.abs(gap).sum(axis=1), tot, out=out, where=tot > 0)
    return out


def brier(cols: dict[str, np.ndarray], w: np.ndarray) -> np.ndarray:
    """Brier score: weighted mean of (p - y)^2."""
    y, p = _pair(cols)
    w = _weights(w)
    tot = w.sum(axis=1)
    out = np.full(len(tot), np.nan)
    np.divide(w @ (p - y) ** 2, tot, out=out, where=tot > 0)
    return out


def reliability_bins(y, p, n_bins: int = DEFAULT_BINS) -> list[dict]:
    """Reliability diagram data: one dict per bin (all ``n_bins``, empty ones included).

    Each dict: ``lo``, ``hi`` (bin edges), ``n`` (cases in the bin), ``confidence`` (mean p) and
    ``accuracy`` (mean y); the two means are None for an empty bin. Cases with a NaN ``y`` or ``p``
    are ignored.
    """
    y = np.asarray(y, dtype=float)
    p = np.asarray(p, dtype=float)
    keep = ~(np.isnan(y) | np.isnan(p))
    y, p = y[keep], p[keep]
    idx = bin_index(p, n_bins)
    out = []
    for b in range(n_bins):
        sel = idx == b
        n = int(sel.sum())
        out.append(
            {
                "lo": b / n_bins,
                "hi": (b + 1) / n_bins,
                "n": n,
                "confidence": float(p[sel].mean()) if n else None,
                "accuracy": float(y[sel].mean()) if n else None,
            }
        )
    return out


def ece_if_calibrated(
    p, n_bins: int = DEFAULT_BINS, draws: int = 1000, seed: int = 0, q: float = 0.95
) -> dict:
    """The ECE a *perfectly calibrated* scorer would show with these same predictions: draw the
    outcomes y ~ Bernoulli(p) ``draws`` times and score each draw. With a few hundred cases per
    suite, binned ECE never reaches 0 by sampling noise alone; an observed ECE inside this
    band is indistinguishable from perfect calibration. Deterministic for a seed.

    Returns ``median``, ``lo`` and ``hi`` (the central ``q`` interval) and ``draws``."""
    p = np.asarray(p, dtype=float)
    p = p[~np.isnan(p)]
    if len(p) == 0:
        return {"median": None, "lo": None, "hi": None, "draws": draws}
    rng = np.random.default_rng(seed)
    onehot = np.zeros((len(p), n_bins))
    onehot[np.arange(len(p)), bin_index(p, n_bins)] = 1.0
    out = np.empty(draws)
    for start in range(0, draws, 100):  # bounded memory: 100 draws x n cases at a time
        y = (rng.random((min(100, draws - start), len(p))) < p).astype(float)
        out[start : start + len(y)] = np.abs((y - p) @ onehot).sum(axis=1) / len(p)
    lo, med, hi = np.quantile(out, [(1 - q) / 2, 0.5, (1 + q) / 2])
    return {"median": float(med), "lo": float(lo), "hi": float(hi), "draws": draws}
