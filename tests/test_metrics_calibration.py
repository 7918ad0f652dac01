"""Calibration metrics against scikit-learn and a slow reference loop."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import brier_score_loss

from togmal_eval.metrics import calibration
from togmal_eval.metrics import reliability_bins as public_reliability_bins


def ece_reference(y, p, w=None, n_bins=10):
    """Obvious loop: bin b holds b/n <= p < (b+1)/n (last bin closed); sum_b W_b/W |acc - conf|."""
    w = [1.0] * len(y) if w is None else list(w)
    total = sum(w)
    ece = 0.0
    for b in range(n_bins):
        lo, hi = b / n_bins, (b + 1) / n_bins
        members = [i for i in range(len(p)) if lo <= p[i] < hi or (b == n_bins - 1 and p[i] == 1.0)]
        wb = sum(w[i] for i in members)
        if wb == 0:
            continue
        acc = sum(w[i] * y[i] for i in members) / wb
        conf = sum(w[i] * p[i] for i in members) / wb
        ece += wb / total * abs(acc - conf)
    return ece


def _data(seed, n=80):
    rng = np.random.default_rng(seed)
    p = rng.integers(0, 21, n) / 20  # ties and values exactly on bin edges, including 0 and 1
    y = (rng.random(n) < p).astype(float)
    return y, p


def _one(fn, y, p, w=None, **kw):
    w = np.ones(len(y)) if w is None else w
    out = fn({"y_true": y, "risk": p}, w[None, :], **kw)
    assert out.shape == (1,)
    return float(out[0])


@pytest.mark.parametrize("seed", range(12))
def test_ece_matches_reference_loop(seed):
    y, p = _data(seed)
    w = np.random.default_rng(seed + 50).integers(0, 4, len(y)).astype(float)
    assert _one(calibration.ece, y, p) == pytest.approx(ece_reference(y, p), abs=1e-12)
    assert _one(calibration.ece, y, p, w) == pytest.approx(ece_reference(y, p, w), abs=1e-12)
    assert _one(calibration.ece, y, p, n_bins=7) == pytest.approx(
        ece_reference(y, p, n_bins=7), abs=1e-12
    )


@pytest.mark.parametrize("seed", range(12))
def test_brier_matches_sklearn(seed):
    y, p = _data(seed)
    w = np.random.default_rng(seed + 50).integers(0, 4, len(y)).astype(float)
    assert _one(calibration.brier, y, p) == pytest.approx(brier_score_loss(y, p), abs=1e-12)
    expected = brier_score_loss(y, p, sample_weight=w)
    assert _one(calibration.brier, y, p, w) == pytest.approx(expected, abs=1e-12)


def test_vectorised_rows_match_single_calls():
    y, p = _data(3)
    w = np.random.default_rng(1).multinomial(len(y), [1 / len(y)] * len(y), size=20).astype(float)
    for fn in (calibration.ece, calibration.brier):
        batch = fn({"y": y, "p": p}, w)
        single = [fn({"y": y, "p": p}, w[i : i + 1])[0] for i in range(20)]
        np.testing.assert_allclose(batch, single, rtol=0, atol=1e-12)


def test_hand_ece_and_brier():
    y = np.array([0, 1, 1, 1], dtype=float)
    p = np.array(
        [
            0.05,  # bin 0: conf 0.05, acc 0 -> gap 0.05, weight 1/4
            0.25,  # bin 2: conf 0.25, acc 1 -> gap 0.75, weight 1/4
            0.95,  # bin 9 with the next: conf 0.975, acc 1 -> gap 0.025, weight 2/4
            1.0,  # p == 1 lands in the last bin
        ]
    )
    assert _one(calibration.ece, y, p) == pytest.approx(0.05 / 4 + 0.75 / 4 + 0.025 / 2)
    # (0.05^2 + 0.75^2 + 0.05^2 + 0^2) / 4
    assert _one(calibration.brier, y, p) == pytest.approx((0.0025 + 0.5625 + 0.0025) / 4)


def test_bin_edges_are_exact():
    p = np.array([0.0, 0.1, 0.3, 0.7, 0.9999, 1.0, -0.2, 1.3])
    # 0.3 * 10 would floor to 3 anyway, but 0.7 must not slip into bin 6 either
    assert calibration.bin_index(p).tolist() == [0, 1, 3, 7, 9, 9, 0, 9]


def test_reliability_bins_hand_fixture():
    y = np.array([0, 1, 1, 1, np.nan])
    p = np.array([0.05, 0.25, 0.95, 1.0, 0.5])  # the NaN-truth case is ignored
    bins = public_reliability_bins(y, p, n_bins=10)
    assert len(bins) == 10
    assert bins[0] == {"lo": 0.0, "hi": 0.1, "n": 1, "confidence": 0.05, "accuracy": 0.0}
    assert bins[2] == {"lo": 0.2, "hi": 0.3, "n": 1, "confidence": 0.25, "accuracy": 1.0}
    assert bins[9]["n"] == 2
    assert bins[9]["confidence"] == pytest.approx(0.975)
    assert bins[9]["accuracy"] == 1.0
    assert bins[5] == {"lo": 0.5, "hi": 0.6, "n": 0, "confidence": None, "accuracy": None}
    assert sum(b["n"] for b in bins) == 4


def test_reliability_bins_consistent_with_ece():
    y, p = _data(4)
    bins = calibration.reliability_bins(y, p)
    n = len(y)
    from_bins = sum(b["n"] / n * abs(b["accuracy"] - b["confidence"]) for b in bins if b["n"])
    assert _one(calibration.ece, y, p) == pytest.approx(from_bins, abs=1e-12)


# ---- ECE of a perfectly calibrated scorer (the noise floor reported beside ECE) ------------


def test_ece_if_calibrated_median_matches_a_slow_reference_loop():
    rng = np.random.default_rng(3)
    p = rng.random(300)
    fast = calibration.ece_if_calibrated(p, draws=2000, seed=11)
    ref_rng = np.random.default_rng(99)  # independent draws: only the distribution must agree
    slow = [
        ece_reference(list((ref_rng.random(300) < p).astype(float)), list(p)) for _ in range(400)
    ]
    assert abs(fast["median"] - float(np.median(slow))) < 0.004
    assert fast["lo"] < fast["median"] < fast["hi"] and fast["draws"] == 2000


def test_an_observed_ece_of_calibrated_outcomes_falls_inside_the_band_about_95_percent():
    rng = np.random.default_rng(5)
    p = rng.random(400)
    band = calibration.ece_if_calibrated(p, draws=2000, seed=1, q=0.95)
    inside = []
    for _ in range(300):
        y = (rng.random(400) < p).astype(float)
        inside.append(band["lo"] <= ece_reference(list(y), list(p)) <= band["hi"])
    assert 0.90 <= np.mean(inside) <= 0.99
    # a miscalibrated scorer (every prediction 0.15 too low) sits far above the band
    y = (rng.random(400) < np.clip(p + 0.15, 0, 1)).astype(float)
    assert ece_reference(list(y), list(p)) > band["hi"] + 0.05


def test_the_noise_floor_shrinks_like_one_over_root_n():
    rng = np.random.default_rng(8)
    small = calibration.ece_if_calibrated(rng.random(250), draws=1000, seed=0)["median"]
    large = calibration.ece_if_calibrated(rng.random(4000), draws=1000, seed=0)["median"]
    assert 0.18 < large / small < 0.32  # sqrt(250 / 4000) = 0.25


def test_ece_if_calibrated_is_deterministic_per_seed_and_handles_no_cases():
    p = np.linspace(0.05, 0.95, 120)
    assert calibration.ece_if_calibrated(p, seed=4) == calibration.ece_if_calibrated(p, seed=4)
    assert calibration.ece_if_calibrated(p, seed=4) != calibration.ece_if_calibrated(p, seed=5)
    assert calibration.ece_if_calibrated(np.array([np.nan]))["median"] is None
