"""Bootstrap, evaluate_metrics, paired_difference, MDE and McNemar."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from scipy.stats import binomtest
from sklearn.metrics import roc_auc_score

from togmal_eval.errors import BadInput
from togmal_eval.metrics import (
    REGISTRY,
    evaluate_metrics,
    mcnemar,
    metric_names,
    paired_difference,
)
from togmal_eval.metrics.statistics import (
    MDE_Z,
    bootstrap,
    bootstrap_weights,
    minimum_detectable_effect,
    percentile_ci,
)


def full_table(n=300, seed=0) -> dict[str, np.ndarray]:
    """A table with every registered column, a few columns partly NaN (not applicable)."""
    rng = np.random.default_rng(seed)
    t = {c: rng.integers(0, 2, n).astype(float) for m in REGISTRY.values() for c in m.columns}
    t["y_true"] = rng.integers(0, 2, n).astype(float)
    t["risk"] = np.clip(0.35 * t["y_true"] + 0.65 * rng.random(n), 0, 1)
    t["positive"] = (t["risk"] > 0.5).astype(float)
    t["difficulty_true"] = rng.random(n)
    t["difficulty_pred"] = t["difficulty_true"] + rng.normal(0, 0.3, n)
    t["ood_score"] = 0.3 * t["ood_true"] + rng.random(n)
    for c in ("rr", "ndcg@10"):
        t[c] = rng.random(n)
    t["rr"][: n // 3] = np.nan  # only two thirds of the cases are retrieval goldens
    return t


# --- bootstrap primitives ---------------------------------------------------------------------


def test_bootstrap_weights_deterministic_and_multinomial():
    w1 = bootstrap_weights(50, 200, seed=7)
    w2 = bootstrap_weights(50, 200, seed=7)
    assert w1.shape == (200, 50)
    np.testing.assert_array_equal(w1, w2)
    assert (w1.sum(axis=1) == 50).all()
    ref = np.random.default_rng(7).multinomial(50, [1 / 50] * 50, size=200)
    np.testing.assert_array_equal(w1, ref)
    assert not np.array_equal(w1, bootstrap_weights(50, 200, seed=8))


def test_bootstrap_is_one_vectorised_call_equal_to_a_loop():
    t = full_table()
    cols = {"y_true": t["y_true"], "risk": t["risk"]}
    fn = REGISTRY["auroc"].fn
    boot = bootstrap(fn, cols, n_boot=100, seed=3)
    assert boot.shape == (100,)
    w = bootstrap_weights(len(t["y_true"]), 100, seed=3)
    for i in range(0, 100, 17):  # each row = sklearn on the resampled (repeated) cases
        rep = w[i].astype(int)
        expected = roc_auc_score(np.repeat(t["y_true"], rep), np.repeat(t["risk"], rep))
        assert boot[i] == pytest.approx(expected, abs=1e-12)


def test_percentile_ci_ignores_nan():
    v = np.array([np.nan, 1, 2, 3, 4, 5, np.nan])
    assert percentile_ci(v, 0.5) == (2.0, 4.0)
    assert percentile_ci(np.array([np.nan]), 0.95) == (None, None)


# --- evaluate_metrics -------------------------------------------------------------------------


def test_evaluate_all_metrics_deterministic_and_ci_contains_value():
    t = full_table()
    r1 = evaluate_metrics(t, n_boot=300, seed=1)
    r2 = evaluate_metrics(t, n_boot=300, seed=1)
    assert list(r1) == metric_names()
    assert {k: v.to_json() for k, v in r1.items()} == {k: v.to_json() for k, v in r2.items()}
    for name, mv in r1.items():
        assert mv.undefined is None, (name, mv.undefined)
        assert mv.ci_low <= mv.value <= mv.ci_high, name
    assert r1["mrr"].n == 200 and r1["auroc"].n == 300
    assert r1["auroc"].value == pytest.approx(roc_auc_score(t["y_true"], t["risk"]))
    assert r1["mrr"].value == pytest.approx(np.nanmean(t["rr"]))
    r3 = evaluate_metrics(t, n_boot=300, seed=2)
    assert r3["auroc"].ci_low != r1["auroc"].ci_low  # the seed matters


def test_selection_does_not_change_results():
    t = full_table()
    alone = evaluate_metrics(t, ["ece"], n_boot=200, seed=4)["ece"]
    together = evaluate_metrics(t, n_boot=200, seed=4)["ece"]
    assert alone == together


def test_n_boot_zero_gives_null_ci():
    mv = evaluate_metrics(full_table(), ["brier"], n_boot=0)["brier"]
    assert mv.value is not None and mv.ci_low is None and mv.ci_high is None


def test_to_json_rounds_and_is_serialisable():
    mv = evaluate_metrics(full_table(), ["spearman"], n_boot=50)["spearman"]
    js = mv.to_json()
    assert set(js) == {"value", "ci_low", "ci_high", "n", "undefined"}
    assert js["value"] == round(mv.value, 6)
    json.dumps(js, allow_nan=False)


def test_undefined_one_class_only():
    t = full_table(n=50)
    t["y_true"] = np.ones(50)
    r = evaluate_metrics(t, ["auroc", "aupr", "fpr@tpr95", "brier"], n_boot=50)
    for name in ("auroc", "aupr", "fpr@tpr95"):
        assert r[name].value is None and r[name].ci_low is None
        assert r[name].undefined == "one class only (y_true all 1)"
        assert r[name].to_json()["value"] is None
    assert r["brier"].undefined is None  # brier is defined on one class


def test_undefined_below_min_n_and_missing_columns():
    t = full_table(n=50)
    t["ood_true"][3:] = np.nan
    t.pop("difficulty_pred")
    r = evaluate_metrics(t, ["ood_auroc", "spearman"], n_boot=50)
    assert r["ood_auroc"].undefined == "n=3 below minimum 10"
    assert r["ood_auroc"].n == 3 and r["ood_auroc"].value is None
    assert r["spearman"].undefined == "no case has the columns difficulty_true, difficulty_pred"
    assert r["spearman"].n == 0 and r["spearman"].value is None


def test_undefined_zero_denominator_is_not_zero():
    t = full_table(n=40)
    t["positive"] = np.zeros(40)  # nothing predicted positive: precision undefined
    mv = evaluate_metrics(t, ["precision"], n_boot=20)["precision"]
    assert mv.value is None and "undefined" in mv.undefined


def test_unknown_metric_and_ragged_table_are_bad_input():
    with pytest.raises(BadInput, match="unknown metric"):
        evaluate_metrics(full_table(), ["nope"])
    with pytest.raises(BadInput, match="different lengths"):
        evaluate_metrics({"y_true": np.ones(3), "risk": np.ones(4)})


def test_evaluate_1000_cases_is_fast():
    import time

    t = full_table(n=1000, seed=5)
    start = time.perf_counter()
    evaluate_metrics(t, n_boot=1000, seed=11)
    assert time.perf_counter() - start < 2.0


# --- paired_difference ------------------------------------------------------------------------


def test_paired_difference_identical_tables():
    t = full_table()
    r = paired_difference(t, {k: v.copy() for k, v in t.items()}, n_boot=200)
    assert list(r) == metric_names()
    for name, d in r.items():
        assert d.undefined is None, name
        assert d.delta == 0.0 and d.ci_low == 0.0 and d.ci_high == 0.0, name
        assert d.mde is not None and d.mde > 0, name  # fallback from metric a's own spread


def test_paired_difference_uses_same_weights_on_both_sides():
    t = full_table(seed=2)
    b = dict(t)
    b["risk"] = np.clip(t["risk"] + 0.1 * t["y_true"], 0, 1)  # strictly better ranking
    d = paired_difference(t, b, ["auroc"], n_boot=300, seed=5)["auroc"]
    point_a = roc_auc_score(t["y_true"], t["risk"])
    point_b = roc_auc_score(b["y_true"], b["risk"])
    assert d.delta == pytest.approx(point_b - point_a)
    assert 0 < d.ci_low <= d.delta <= d.ci_high  # paired: every resample improves
    w = bootstrap_weights(300, 300, 5)
    fn = REGISTRY["auroc"].fn
    diff = fn({"y": b["y_true"], "s": b["risk"]}, w) - fn({"y": t["y_true"], "s": t["risk"]}, w)
    assert d.ci_low == pytest.approx(np.percentile(diff, 2.5))
    assert d.mde == pytest.approx(MDE_Z * np.std(diff, ddof=1))


def test_paired_difference_only_cases_applicable_on_both_sides():
    t = full_table(n=60)
    b = {k: v.copy() for k, v in t.items()}
    t["rr"][:] = 0.5
    t["rr"][:20] = np.nan  # 40 applicable in a
    b["rr"][:] = 1.0
    b["rr"][-10:] = np.nan  # 50 applicable in b, 30 on both sides
    d = paired_difference(t, b, ["mrr"], n_boot=50)["mrr"]
    assert d.n == 30 and d.delta == pytest.approx(0.5)


def test_paired_difference_undefined_and_misaligned():
    t = full_table(n=30)
    b = dict(t)
    b["y_true"] = np.zeros(30)
    d = paired_difference(t, b, ["auroc"], n_boot=20)["auroc"]
    assert d.delta is None and d.undefined == "one class only (y_true all 0)"
    with pytest.raises(BadInput, match="aligned"):
        paired_difference(t, full_table(n=31), ["auroc"])


def test_mde_definition():
    diff = np.array([0.1, 0.3, 0.2, np.nan])
    assert minimum_detectable_effect(diff, diff) == pytest.approx(MDE_Z * 0.1)
    a = np.array([0.5, 0.7, 0.6])
    assert minimum_detectable_effect(np.zeros(3), a) == pytest.approx(MDE_Z * 0.1 / math.sqrt(2))
    assert minimum_detectable_effect(np.array([np.nan]), a) is None
    assert MDE_Z == pytest.approx(1.96 + 0.8416, abs=1e-3)


# --- McNemar ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(25))
def test_mcnemar_matches_scipy_binomtest(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 120))
    a = rng.integers(0, 2, n)
    b = np.where(rng.random(n) < rng.random(), a, rng.integers(0, 2, n))
    b01, b10, p = mcnemar(a, b)
    assert b01 == int(((a == 0) & (b == 1)).sum()) and b10 == int(((a == 1) & (b == 0)).sum())
    expected = binomtest(b01, b01 + b10, 0.5).pvalue if b01 + b10 else 1.0
    assert p == pytest.approx(expected, rel=1e-9, abs=1e-300)


def test_mcnemar_hand_fixture():
    a = np.array(
        [
            1,  # both right
            0,  # a wrong, b right -> b01
            0,  # a wrong, b right -> b01
            0,  # a wrong, b right -> b01
            1,  # a right, b wrong -> b10
            0,  # both wrong
        ]
    )
    b = np.array([1, 1, 1, 1, 0, 0])
    # 4 discordant pairs, 1 on the smaller side: p = 2 * (1 + 4) / 16
    assert mcnemar(a, b) == (3, 1, pytest.approx(10 / 16))
    assert mcnemar(a, a) == (0, 0, 1.0)
    with pytest.raises(ValueError):
        mcnemar(a, b[:-1])
