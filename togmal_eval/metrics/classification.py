"""Weighted, vectorised classification and ranking metrics.

Every public metric function has the signature ``fn(cols, w) -> np.ndarray``:

* ``cols`` maps column name -> float array of the ``m`` applicable cases, **ordered like
  ``Metric.columns``**. Functions read their inputs by position (truth first, then score or
  prediction), so one function serves several registry entries (``auroc`` and ``ood_auroc``).
* ``w`` is a ``(B, m)`` array of non-negative case weights (bootstrap multinomial counts; a plain
  evaluation is ``B = 1`` with all ones).

They return ``B`` values, NaN where the metric is undefined for that weighting (one class only,
zero denominator, constant column). Integer weights are equivalent to repeating each case that many
times; zero-weight cases are equivalent to absent cases.
"""

from __future__ import annotations

import numpy as np

__all__ = [
    "accuracy",
    "auroc",
    "average_precision",
    "f1",
    "fpr_at_level",
    "fpr_at_tpr95",
    "precision",
    "recall",
    "spearman",
]

TPR_TARGET = 0.95


def _pair(cols: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    a, b = cols.values()
    return np.asarray(a, dtype=float), np.asarray(b, dtype=float)


def _weights(w: np.ndarray) -> np.ndarray:
    w = np.asarray(w, dtype=float)
    return w[None, :] if w.ndim == 1 else w


def _div(num: np.ndarray, den: np.ndarray) -> np.ndarray:
    """num / den with NaN (not inf, no warning) where den == 0."""
    out = np.full(np.broadcast(num, den).shape, np.nan)
    np.divide(num, den, out=out, where=den != 0)
    return out


def tie_groups(x: np.ndarray, *, descending: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """Sort order and group start offsets of equal values in ``x``.

    Returns ``(order, starts)``: ``x[order]`` is sorted (ascending unless ``descending``) and
    ``starts`` are the offsets in that sorted order where a new distinct value begins.
    """
    key = -x if descending else x
    order = np.argsort(key, kind="mergesort")
    xs = key[order]
    starts = np.flatnonzero(np.r_[True, xs[1:] != xs[:-1]])
    return order, starts


def _group_sums(v: np.ndarray, order: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Per-row sums of ``v[:, order]`` over each tie group -> (B, G)."""
    return np.add.reduceat(v[:, order], starts, axis=1)


def _class_sums(y, s, w, *, descending):
    """Positive and negative weight per tie group of ``s`` -> (Pg, Ng), each (B, G)."""
    order, starts = tie_groups(s, descending=descending)
    pos = w * y
    return _group_sums(pos, order, starts), _group_sums(w - pos, order, starts)


def auroc(cols: dict[str, np.ndarray], w: np.ndarray) -> np.ndarray:
    """Area under the ROC curve: weighted Mann-Whitney U, ties counted 0.5."""
    y, s = _pair(cols)
    w = _weights(w)
    pg, ng = _class_sums(y, s, w, descending=False)
    neg_below = np.cumsum(ng, axis=1) - ng
    u = np.sum(pg * (neg_below + 0.5 * ng), axis=1)
    return _div(u, pg.sum(axis=1) * ng.sum(axis=1))


def average_precision(cols: dict[str, np.ndarray], w: np.ndarray) -> np.ndarray:
    """Average precision, scikit-learn's step-wise definition (no interpolation).

    AP = sum_t (R_t - R_{t-1}) * P_t over the distinct score thresholds t (descending), ties
    grouped into one threshold. Undefined (NaN) without positives.
    """
    y, s = _pair(cols)
    w = _weights(w)
    pg, ng = _class_sums(y, s, w, descending=True)
    tps = np.cumsum(pg, axis=1)
    fps = np.cumsum(ng, axis=1)
    prec = np.nan_to_num(_div(tps, tps + fps))  # 0/0 only where the recall step is 0 too
    return _div(np.sum(pg * prec, axis=1), tps[:, -1])


def fpr_at_tpr95(cols: dict[str, np.ndarray], w: np.ndarray) -> np.ndarray:
    """False-positive rate at the first threshold (scores descending, ties grouped) with TPR >= 0.95."""
    y, s = _pair(cols)
    w = _weights(w)
    pg, ng = _class_sums(y, s, w, descending=True)
    tps = np.cumsum(pg, axis=1)
    fps = np.cumsum(ng, axis=1)
    p_tot, n_tot = tps[:, -1], fps[:, -1]
    reached = tps >= (TPR_TARGET - 1e-12) * p_tot[:, None]
    first = np.argmax(reached, axis=1)
    fp = fps[np.arange(len(first)), first]
    out = _div(fp, n_tot)
    out[p_tot == 0] = np.nan
    return out


def _confusion(cols, w):
    y, yhat = _pair(cols)
    w = _weights(w)
    tp = w @ (y * yhat)
    fp = w @ ((1 - y) * yhat)
    fn = w @ (y * (1 - yhat))
    tn = w @ ((1 - y) * (1 - yhat))
    return tp, fp, fn, tn


def accuracy(cols: dict[str, np.ndarray], w: np.ndarray) -> np.ndarray:
    """Share of cases whose 0/1 prediction equals the 0/1 truth."""
    tp, fp, fn, tn = _confusion(cols, w)
    return _div(tp + tn, tp + fp + fn + tn)


def precision(cols: dict[str, np.ndarray], w: np.ndarray) -> np.ndarray:
    """TP / (TP + FP); undefined without predicted positives."""
    tp, fp, _, _ = _confusion(cols, w)
    return _div(tp, tp + fp)


def recall(cols: dict[str, np.ndarray], w: np.ndarray) -> np.ndarray:
    """TP / (TP + FN); undefined without true positives."""
    tp, _, fn, _ = _confusion(cols, w)
    return _div(tp, tp + fn)


def f1(cols: dict[str, np.ndarray], w: np.ndarray) -> np.ndarray:
    """2TP / (2TP + FP + FN); undefined when there are neither true nor predicted positives."""
    tp, fp, fn, _ = _confusion(cols, w)
    return _div(2 * tp, 2 * tp + fp + fn)


def fpr_at_level(cols: dict[str, np.ndarray], w: np.ndarray) -> np.ndarray:
    """FP / (FP + TN): share of true negatives predicted positive; undefined without negatives."""
    _, fp, _, tn = _confusion(cols, w)
    return _div(fp, fp + tn)


def _weighted_midranks(x: np.ndarray, w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Mid-ranks of ``x`` as if case i were repeated ``w[b, i]`` times (shifted by a constant).

    Returns ``(ranks (B, m), constant (B,))`` where ``constant`` flags weightings under which
    at most one distinct value of ``x`` carries weight.
    """
    order, starts = tie_groups(x)
    wg = _group_sums(w, order, starts)  # (B, G)
    rank_g = np.cumsum(wg, axis=1) - 0.5 * wg  # weight strictly below + half the tie group
    group_of = np.empty(len(x), dtype=np.intp)
    group_of[order] = np.repeat(np.arange(len(starts)), np.diff(np.r_[starts, len(x)]))
    return rank_g[:, group_of], np.sum(wg > 0, axis=1) <= 1


def spearman(cols: dict[str, np.ndarray], w: np.ndarray) -> np.ndarray:
    """Spearman rank correlation: weighted Pearson correlation of weighted mid-ranks.

    With integer weights this equals ``scipy.stats.spearmanr`` on the data with case i repeated
    ``w[i]`` times. Undefined (NaN) when either column is constant over the weighted cases.
    """
    x, y = _pair(cols)
    w = _weights(w)
    rx, const_x = _weighted_midranks(x, w)
    ry, const_y = _weighted_midranks(y, w)
    tot = w.sum(axis=1, keepdims=True)
    tot = np.where(tot == 0, 1.0, tot)
    dx = rx - np.sum(w * rx, axis=1, keepdims=True) / tot
    dy = ry - np.sum(w * ry, axis=1, keepdims=True) / tot
    cov = np.sum(w * dx * dy, axis=1)
    den = np.sqrt(np.sum(w * dx * dx, axis=1) * np.sum(w * dy * dy, axis=1))
    den[const_x | const_y] = 0.0
    return np.clip(_div(cov, den), -1.0, 1.0)
