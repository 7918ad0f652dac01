"""Classification / ranking metrics against scikit-learn, scipy and slow reference loops."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import spearmanr
from sklearn.metrics import (
    accuracy_score,
    average_precision_score,
    confusion_matrix,
    f1_score,
    precision_score,
    recall_score,
    roc_auc_score,
    roc_curve,
)

from togmal_eval.metrics import classification as C

SEEDS = range(12)


def _data(seed: int, n: int = 60, levels: int = 7):
    """Binary truth and a tie-heavy score (few distinct levels)."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n).astype(float)
    y[:2] = [0.0, 1.0]  # both classes always present
    s = np.round(rng.integers(0, levels, n) / (levels - 1) * 0.6 + 0.4 * y * rng.random(n), 2)
    return y, s


def _int_weights(seed: int, n: int) -> np.ndarray:
    w = np.random.default_rng(1000 + seed).integers(0, 4, n).astype(float)
    w[:2] = 1.0  # keep both classes
    return w


def _one(fn, a, b, w=None) -> float:
    w = np.ones(len(a)) if w is None else w
    out = fn({"a": a, "b": b}, w[None, :])
    assert out.shape == (1,)
    return float(out[0])


def fpr_at_tpr95_reference(y, s, w=None):
    """Obvious loop: walk the distinct thresholds from the top, stop at the first TPR >= 0.95."""
    w = np.ones(len(y)) if w is None else w
    pos = sum(wi for yi, wi in zip(y, w, strict=True) if yi == 1)
    neg = sum(wi for yi, wi in zip(y, w, strict=True) if yi == 0)
    for t in sorted(set(s), reverse=True):
        tp = sum(wi for yi, si, wi in zip(y, s, w, strict=True) if si >= t and yi == 1)
        fp = sum(wi for yi, si, wi in zip(y, s, w, strict=True) if si >= t and yi == 0)
        if tp / pos >= 0.95:
            return fp / neg
    raise AssertionError("unreachable: the lowest threshold has TPR 1")


# --- scikit-learn / scipy cross-checks --------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_auroc_matches_sklearn_with_ties(seed):
    y, s = _data(seed)
    assert len(np.unique(s)) < len(s)  # the data really has ties
    assert _one(C.auroc, y, s) == pytest.approx(roc_auc_score(y, s), abs=1e-12)


@pytest.mark.parametrize("seed", SEEDS)
def test_auroc_weighted_matches_sklearn_sample_weight(seed):
    y, s = _data(seed)
    w = _int_weights(seed, len(y))
    assert _one(C.auroc, y, s, w) == pytest.approx(roc_auc_score(y, s, sample_weight=w), abs=1e-12)


@pytest.mark.parametrize("seed", SEEDS)
def test_average_precision_matches_sklearn(seed):
    y, s = _data(seed)
    w = _int_weights(seed, len(y))
    assert _one(C.average_precision, y, s) == pytest.approx(
        average_precision_score(y, s), abs=1e-12
    )
    expected = average_precision_score(y, s, sample_weight=w)
    assert _one(C.average_precision, y, s, w) == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize(
    ("fn", "ref"),
    [
        (C.accuracy, accuracy_score),
        (C.precision, precision_score),
        (C.recall, recall_score),
        (C.f1, f1_score),
    ],
)
@pytest.mark.parametrize("seed", SEEDS)
def test_label_metrics_match_sklearn(fn, ref, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, 50).astype(float)
    yhat = np.where(rng.random(50) < 0.7, y, 1 - y)
    y[:2], yhat[:2] = [0, 1], [1, 1]
    w = _int_weights(seed, 50)
    assert _one(fn, y, yhat) == pytest.approx(ref(y, yhat), abs=1e-12)
    assert _one(fn, y, yhat, w) == pytest.approx(ref(y, yhat, sample_weight=w), abs=1e-12)


@pytest.mark.parametrize("seed", SEEDS)
def test_fpr_at_level_matches_sklearn_confusion_matrix(seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, 40).astype(float)
    yhat = rng.integers(0, 2, 40).astype(float)
    y[:2] = [0, 1]
    w = _int_weights(seed, 40)
    tn, fp, _, _ = confusion_matrix(y, yhat, sample_weight=w, labels=[0, 1]).ravel()
    assert _one(C.fpr_at_level, y, yhat, w) == pytest.approx(fp / (fp + tn), abs=1e-12)


@pytest.mark.parametrize("seed", SEEDS)
def test_fpr_at_tpr95_matches_reference_loop_and_roc_curve(seed):
    y, s = _data(seed, n=80)
    w = _int_weights(seed, len(y))
    assert _one(C.fpr_at_tpr95, y, s) == pytest.approx(fpr_at_tpr95_reference(y, s), abs=1e-12)
    assert _one(C.fpr_at_tpr95, y, s, w) == pytest.approx(
        fpr_at_tpr95_reference(y, s, w), abs=1e-12
    )
    fpr, tpr, _ = roc_curve(y, s, drop_intermediate=False)
    assert _one(C.fpr_at_tpr95, y, s) == pytest.approx(fpr[np.argmax(tpr >= 0.95)], abs=1e-12)


@pytest.mark.parametrize("seed", SEEDS)
def test_spearman_matches_scipy_unweighted_and_by_repetition(seed):
    rng = np.random.default_rng(seed)
    x = rng.integers(0, 6, 40).astype(float)  # ties
    y = x + rng.integers(-3, 4, 40)
    assert _one(C.spearman, x, y) == pytest.approx(spearmanr(x, y).statistic, abs=1e-12)
    w = _int_weights(seed, 40)
    rep = w.astype(int)
    expected = spearmanr(np.repeat(x, rep), np.repeat(y, rep)).statistic
    assert _one(C.spearman, x, y, w) == pytest.approx(expected, abs=1e-12)


def test_rows_of_weight_matrix_are_independent_evaluations():
    """One (B, m) call equals B separate calls: the vectorised path does not mix resamples."""
    y, s = _data(3, n=50)
    w = np.random.default_rng(9).multinomial(50, [1 / 50] * 50, size=25).astype(float)
    for fn in (C.auroc, C.average_precision, C.fpr_at_tpr95, C.spearman, C.accuracy, C.f1):
        cols = {"a": y, "b": s if fn not in (C.accuracy, C.f1) else (s > 0.5).astype(float)}
        batch = fn(cols, w)
        assert batch.shape == (25,)
        single = np.array([fn(cols, w[i : i + 1])[0] for i in range(25)])
        np.testing.assert_allclose(batch, single, rtol=0, atol=1e-12, equal_nan=True)


def test_zero_weight_equals_dropping_the_case():
    y, s = _data(5, n=30)
    w = np.ones(30)
    w[[3, 7, 11]] = 0
    keep = w > 0
    for fn in (C.auroc, C.average_precision, C.fpr_at_tpr95, C.spearman):
        assert _one(fn, y, s, w) == pytest.approx(_one(fn, y[keep], s[keep]), abs=1e-12)


# --- hand-worked fixtures ---------------------------------------------------------------------


def test_hand_auroc_aupr_fpr():
    y = np.array([1, 1, 0, 1, 0, 0], dtype=float)
    s = np.array(
        [
            0.9,  # pos, above every negative: 3 wins
            0.6,  # pos, tied with one negative (0.6): 2 wins + 0.5
            0.6,  # neg
            0.3,  # pos, above one negative (0.1): 1 win
            0.5,  # neg
            0.1,  # neg
        ]
    )
    # U = 3 + 2.5 + 1 = 6.5 over 3 * 3 pairs
    assert _one(C.auroc, y, s) == pytest.approx(6.5 / 9)
    # thresholds desc: 0.9 -> TP1 FP0 (R 1/3, P 1); 0.6 -> TP2 FP1 (R 2/3, P 2/3);
    # 0.5 -> TP2 FP2 (R step 0); 0.3 -> TP3 FP2 (R 1, P 3/5)
    assert _one(C.average_precision, y, s) == pytest.approx(
        1 / 3 * 1 + 1 / 3 * 2 / 3 + 1 / 3 * 3 / 5
    )
    # TPR reaches 0.95 only at threshold 0.3 (TPR 1) where FP = 2 of 3 negatives
    assert _one(C.fpr_at_tpr95, y, s) == pytest.approx(2 / 3)


def test_hand_label_metrics():
    y = np.array([1, 1, 1, 0, 0], dtype=float)
    p = np.array(
        [
            1,  # TP
            1,  # TP
            0,  # FN
            1,  # FP
            0,  # TN
        ],
        dtype=float,
    )
    assert _one(C.accuracy, y, p) == pytest.approx(3 / 5)
    assert _one(C.precision, y, p) == pytest.approx(2 / 3)
    assert _one(C.recall, y, p) == pytest.approx(2 / 3)
    assert _one(C.f1, y, p) == pytest.approx(2 / 3)
    assert _one(C.fpr_at_level, y, p) == pytest.approx(1 / 2)


def test_hand_spearman():
    x = np.array([1, 2, 2, 3], dtype=float)  # mid-ranks 1, 2.5, 2.5, 4
    y = np.array([10, 30, 20, 40], dtype=float)  # ranks 1, 3, 2, 4
    # rank deviations x: -1.5, 0, 0, 1.5; y: -1.5, 0.5, -0.5, 1.5 -> cov 4.5, vx 4.5, vy 5
    assert _one(C.spearman, x, y) == pytest.approx(4.5 / np.sqrt(4.5 * 5))


def test_undefined_is_nan_not_zero():
    ones = np.ones(4)
    assert np.isnan(_one(C.auroc, ones, np.array([0.1, 0.2, 0.3, 0.4])))  # one class only
    assert np.isnan(_one(C.average_precision, 0 * ones, np.array([0.1, 0.2, 0.3, 0.4])))
    assert np.isnan(_one(C.fpr_at_tpr95, ones, np.array([0.1, 0.2, 0.3, 0.4])))
    assert np.isnan(_one(C.precision, np.array([1, 0, 1, 0.0]), 0 * ones))  # nothing predicted
    assert np.isnan(_one(C.recall, 0 * ones, np.array([1, 0, 1, 0.0])))  # no positives
    assert np.isnan(_one(C.spearman, ones, np.array([1, 2, 3, 4.0])))  # constant column
