"""The calibrated scorer's fitting math (risk/calibrated.py), on synthetic index sets.

Cross-checked against slow, obvious references: the binomial-target logistic fit against a
direct minimisation of its penalised likelihood, the subject prior against a per-row softmax.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from scipy.optimize import minimize
from sklearn.metrics import roc_auc_score

from togmal_eval.risk import calibrated as cal

PARAMS = {
    "k": 10,
    "temperature": 0.1,
    "strength": 2.0,
    "domain_weight": 1.0,
    "folds": 3,
    "seed": 0,
    "stack_C": 1.0,
    "embedding_C": 0.5,
    "words_C": 1.0,
}


def _synthetic(n=600, dim=16, seed=0):
    """Three domains, six subjects; difficulty rises along one embedding direction and with
    the subject; 'calculate' questions are harder. Unit vectors like a sentence encoder's."""
    rng = np.random.default_rng(seed)
    subjects = np.array([f"src{i % 6}" for i in range(n)])
    domains = np.array([f"dom{(i % 6) // 2}" for i in range(n)])
    centres = rng.normal(size=(6, dim))
    v = centres[np.arange(n) % 6] + rng.normal(scale=0.8, size=(n, dim))
    hard_dir = rng.normal(size=dim)
    calc = rng.random(n) < 0.4
    z = 1.2 * (v @ hard_dir) / np.linalg.norm(hard_dir) + 0.4 * (np.arange(n) % 6 - 2.5) + calc
    p_fail = 1.0 / (1.0 + np.exp(-z))
    success = 1.0 - rng.binomial(29, p_fail) / 29.0
    words = ["what", "is", "the", "value", "of", "energy", "law", "cell", "market", "rate"]
    texts = [
        ("Calculate " if c else "Describe ") + " ".join(rng.choice(words, 8)) + f" {i}?"
        for i, c in enumerate(calc)
    ]
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    return v, success, domains, subjects, texts


def test_fractional_fit_matches_direct_penalised_binomial_likelihood():
    rng = np.random.default_rng(1)
    X = rng.normal(size=(80, 3))
    d = 1.0 / (1.0 + np.exp(-(X @ [1.0, -0.5, 0.2] + 0.3)))
    d = np.round(d * 29) / 29  # failure shares out of 29 models, some exactly 0 or 1
    C = 0.7

    def loss(theta):  # sklearn's objective: 0.5 * |w|^2 + C * sum of weighted log-losses
        w, b = theta[:3], theta[3]
        z = X @ w + b
        nll = d * np.logaddexp(0, -z) + (1 - d) * np.logaddexp(0, z)
        return 0.5 * w @ w + C * nll.sum()

    ref = minimize(loss, np.zeros(4), method="BFGS", options={"gtol": 1e-10}).x
    m = cal._fit_fractional(X, d, C)
    # equal up to the solver's stopping tolerance (lbfgs, tol 1e-4)
    np.testing.assert_allclose(m.coef_[0], ref[:3], atol=2e-3)
    assert m.intercept_[0] == pytest.approx(ref[3], abs=2e-3)
    # the wrong weighting (labels swapped) would land far away
    assert np.abs(ref[:3] + m.coef_[0]).max() > 0.3


def test_fractional_fit_uses_the_share_not_just_the_threshold():
    """Two rows on the same side of 0.5 but with different failure shares pull differently:
    a question 28 of 29 models miss is 'harder' than one 15 of 29 miss."""
    X = np.array([[0.0], [1.0]])
    lo = cal._fit_fractional(X, np.array([0.52, 0.52]), 1e4).predict_proba(X)[:, 1]
    hi = cal._fit_fractional(X, np.array([0.52, 0.97]), 1e4).predict_proba(X)[:, 1]
    assert hi[1] == pytest.approx(0.97, abs=1e-3)
    assert lo[1] == pytest.approx(0.52, abs=1e-3)


def test_subject_prior_is_the_softmax_expectation_of_subject_means():
    v, success, _, subjects, _ = _synthetic()
    model = cal.fit_subject_model(v, subjects, 1.0 - success)
    got = cal.subject_prior(model, v[:20])
    coef, icpt, prior = (np.asarray(model[k]) for k in ("coef", "intercept", "prior"))
    for i in range(20):
        z = coef @ v[i] + icpt
        p = np.exp(z - z.max()) / np.exp(z - z.max()).sum()
        assert got[i] == pytest.approx(float(p @ prior), abs=1e-12)
    # the priors are each subject's mean difficulty, shrunk toward the global mean
    diff = 1.0 - success
    for lab, pr in zip(model["labels"], model["prior"]):
        raw = diff[subjects == lab].mean()
        assert min(raw, diff.mean()) - 1e-9 <= pr <= max(raw, diff.mean()) + 1e-9


def test_fit_learns_planted_difficulty_and_round_trips_as_json():
    v, success, domains, subjects, texts = _synthetic()
    model = cal.fit(v, success, domains, subjects, texts, PARAMS)
    assert len(model["coef"]) == len(model["features"]) == len(model["scaler_mean"])
    assert "subject_prior" in model["features"]
    assert model["version"] == cal.ARTIFACT_VERSION
    y = (success < 0.5).astype(int)
    assert model["train"]["n"] == len(y)
    assert model["train"]["hard_rate"] == pytest.approx(y.mean())
    # the planted signal is learnable: out-of-fold AUROC well above chance
    assert model["train"]["oof_auroc"] > 0.75
    text = json.dumps(model, sort_keys=True)
    assert json.loads(text)["coef"] == model["coef"]
    # deterministic: the same index set gives the same artifact, byte for byte
    assert json.dumps(cal.fit(v, success, domains, subjects, texts, PARAMS), sort_keys=True) == text


def test_stacked_probability_ranks_unseen_questions():
    """Fit on one sample, score another drawn from the same process: the probability of
    failure ranks the new questions' true hardness and stays in (0, 1)."""
    from togmal_eval.index.knn import topk_cosine
    from togmal_eval.risk.priors import IndexStats

    v, success, domains, subjects, texts = _synthetic(n=700)
    tr, te = np.arange(500), np.arange(500, 700)
    model = cal.fit(v[tr], success[tr], domains[tr], subjects[tr], texts[:500], PARAMS)
    st = IndexStats.compute(v[tr], success[tr], domains[tr], subjects[tr])
    idx, sims = topk_cosine(v[te], v[tr], cal.K_POOL)
    X = cal.build_features(
        v[te],
        texts[500:],
        idx,
        sims,
        success[tr],
        st,
        (np.asarray(model["embedding_coef"]), model["embedding_intercept"]),
        model["words"],
        model["subject"],
        PARAMS,
    )
    z = (X - np.asarray(model["scaler_mean"])) / np.asarray(model["scaler_scale"])
    prob = 1.0 / (1.0 + np.exp(-(z @ np.asarray(model["coef"]) + model["intercept"])))
    assert np.all((prob > 0) & (prob < 1))
    assert roc_auc_score(success[te] < 0.5, prob) > 0.7


@pytest.mark.parametrize("n_subjects", [1, 2])
def test_subject_prior_with_one_or_two_subjects(n_subjects):
    """A small index may hold one or two subjects: the prior is then that subject's, or the
    two-class probability (sklearn keeps a single row of coefficients for two classes)."""
    from sklearn.linear_model import LogisticRegression

    v, success, _, _, _ = _synthetic(n=120)
    subjects = np.array([f"s{i % n_subjects}" for i in range(120)])
    model = cal.fit_subject_model(v, subjects, 1.0 - success)
    got = cal.subject_prior(model, v)
    prior = np.asarray(model["prior"])
    if n_subjects == 1:
        assert np.allclose(got, prior[0])
    else:
        p1 = LogisticRegression(C=cal.SUBJECT_C, max_iter=3000).fit(v, subjects).predict_proba(v)
        np.testing.assert_allclose(got, p1 @ prior, atol=1e-5)


@pytest.mark.parametrize("key", ["binomial", "subject"])
def test_switches_must_be_booleans(key):
    from togmal_eval.errors import ConfigError
    from togmal_eval.risk.registry import make_scorer

    with pytest.raises(ConfigError, match=rf"parameter '{key}' must be true or false, got 'yes'"):
        make_scorer("calibrated", None, {key: "yes"})


def test_ablation_switches_change_the_fitted_model():
    """`calibrated -subject` drops the subject-prior feature; `calibrated -binomial` trains the
    classifiers on the thresholded label, which is what the ablation rows compare."""
    v, success, domains, subjects, texts = _synthetic(n=300)
    full = cal.fit(v, success, domains, subjects, texts, PARAMS)
    no_subject = cal.fit(v, success, domains, subjects, texts, {**PARAMS, "subject": False})
    assert "subject_prior" not in no_subject["features"]
    assert no_subject["subject"] is None
    assert len(no_subject["coef"]) == len(full["coef"]) - 1
    thresholded = cal.fit(v, success, domains, subjects, texts, {**PARAMS, "binomial": False})
    y = (success < 0.5).astype(int)
    ref = cal._logreg(PARAMS["embedding_C"]).fit(v, y)
    np.testing.assert_allclose(thresholded["embedding_coef"], ref.coef_[0], atol=1e-6)
    assert not np.allclose(full["embedding_coef"], ref.coef_[0], atol=1e-3)


def _twinned(n=300, dim=16, seed=5):
    """Random vectors, random failure shares (nothing to learn), every question twice: a
    near-copy (cosine ~0.99) with the same label, as MMLU-Pro repeats a stem under two ids."""
    rng = np.random.default_rng(seed)
    v = rng.normal(size=(n, dim))
    twin = v + 0.02 * rng.normal(size=(n, dim))
    vv = np.vstack([v, twin])
    vv /= np.linalg.norm(vv, axis=1, keepdims=True)
    success = np.tile(rng.integers(0, 30, n) / 29.0, 2)
    domains = np.tile(np.array([f"dom{i % 3}" for i in range(n)]), 2)
    subjects = np.tile(np.array([f"src{i % 6}" for i in range(n)]), 2)
    texts = [f"question {i % n}" for i in range(2 * n)]
    return vv, success, domains, subjects, texts


def test_cross_fitting_keeps_near_duplicates_in_one_fold_and_its_estimate_honest():
    from sklearn.metrics import roc_auc_score

    args = _twinned()
    n = len(args[0]) // 2
    parts = cal.cross_fit_parts(*args, PARAMS)
    for part in parts:
        assert not set(part["tr"] % n) & set(part["va"] % n)  # no question beside its twin
    y = (args[1] < 0.5).astype(int)
    X = cal.oof_features(parts, args[0], args[1], args[4], PARAMS)
    # the nearest neighbour's label is no better than a coin out of fold ...
    assert abs(roc_auc_score(y, X[:, 1]) - 0.5) < 0.1
    honest = cal.fit(*args, PARAMS)["train"]["oof_auroc"]
    assert abs(honest - 0.5) < 0.1
    # ... where folds that split twins would give each label away through its copy
    leaky = cal.fit(*args, {**PARAMS, "duplicate_cosine": 1.0})["train"]["oof_auroc"]
    assert leaky > 0.8


def test_a_threshold_that_joins_everything_is_a_clear_config_error():
    from togmal_eval.errors import ConfigError

    args = _twinned(n=60)
    with pytest.raises(ConfigError, match="fewer than the 3 cross-fitting folds"):
        cal.cross_fit_parts(*args, {**PARAMS, "duplicate_cosine": -1.0})
