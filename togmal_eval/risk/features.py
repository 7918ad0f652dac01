"""Features of a prompt for the calibrated scorer (pure numpy): what its neighbours say and
what the text itself carries. Every feature is computable for any prompt, benchmark or not."""

from __future__ import annotations

import re

import numpy as np

from . import knnmath
from .priors import IndexStats

_NUM = re.compile(r"\d+(?:\.\d+)?")
_MATH = re.compile(r"[=^√∫∑π±×÷<>]|\\[a-z]+|\$")

TEXT_FEATURES = ("log_chars", "numbers", "math_symbols")
KNN_FEATURES = (
    "knn_shrunk",
    "knn_naive5",
    "knn_kernel50",
    "origin_prior",
    "domain_prior",
    "top_sim",
    "mean_sim",
    "domain_entropy",
    "knn_spread",
)


def text_features(texts: list[str]) -> np.ndarray:
    out = np.zeros((len(texts), len(TEXT_FEATURES)))
    for i, t in enumerate(texts):
        out[i, 0] = np.log1p(len(t))
        out[i, 1] = np.log1p(len(_NUM.findall(t)))
        out[i, 2] = np.log1p(len(_MATH.findall(t)))
    return out


def knn_features(
    idx: np.ndarray,
    sims: np.ndarray,
    success: np.ndarray,
    st: IndexStats,
    *,
    k: int,
    temperature: float,
    strength: float,
    domain_weight: float,
) -> np.ndarray:
    """idx/sims: (n, >= max(k, 50)) neighbours into the index whose labels are ``success``."""
    diffs = 1.0 - success[idx]
    s, j, dd = sims[:, :k], idx[:, :k], diffs[:, :k]
    w = np.clip(s, 1e-6, None)
    origin_prior = (w * st.origin_prior[j]).sum(1) / w.sum(1)
    domain_prior = (w * st.domain_prior[j]).sum(1) / w.sum(1)
    h = knnmath.domain_entropy(st.domain_codes[j], s, st.n_domains)
    shrunk = knnmath.shrunk_difficulty(
        s, dd, origin_prior, temperature=temperature, strength=strength * (1.0 + domain_weight * h)
    )
    naive5 = knnmath.weighted_difficulty(sims[:, :5], diffs[:, :5])
    kern50 = knnmath.shrunk_difficulty(
        sims[:, :50], diffs[:, :50], origin_prior, temperature=temperature, strength=strength
    )
    spread = dd.std(axis=1)
    return np.column_stack(
        [shrunk, naive5, kern50, origin_prior, domain_prior, s[:, 0], s.mean(1), h, spread]
    )


def domain_onehot(idx: np.ndarray, sims: np.ndarray, st: IndexStats, k: int = 10) -> np.ndarray:
    """Similarity-weighted domain mix of the top-k neighbours: per-domain intercepts for the
    stacker, i.e. per-domain calibration learned from training data."""
    n = len(idx)
    mix = np.zeros((n, st.n_domains))
    w = np.clip(sims[:, :k], 1e-6, None)
    np.add.at(mix, (np.repeat(np.arange(n), k), st.domain_codes[idx[:, :k]].ravel()), w.ravel())
    return mix / mix.sum(1, keepdims=True)
