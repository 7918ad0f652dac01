"""Vectorised scoring math on neighbour arrays (pure numpy, no I/O).

Every function takes ``sims`` and ``diffs`` of shape (n, k) — the cosine similarities and
difficulties (1 - success rate) of each prompt's k nearest index questions, best first — so the
same code scores one prompt, a suite, or every grid point of a nested cross-validation.
"""

from __future__ import annotations

import numpy as np


def weighted_difficulty(sims: np.ndarray, diffs: np.ndarray) -> np.ndarray:
    """ToGMAL's similarity-weighted mean; the plain mean when the weights sum to zero."""
    w = np.clip(sims, 0.0, None)
    tot = w.sum(axis=1)
    plain = diffs.mean(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        wm = (w * diffs).sum(axis=1) / tot
    return np.where(tot > 0, wm, plain)


def adaptive_penalties(
    sims: np.ndarray,
    *,
    similarity_threshold=0.7,
    low_sim_penalty=0.5,
    variance_penalty=2.0,
    low_avg_penalty=0.4,
    variance_floor=0.05,
    variance_cap=0.3,
    avg_floor=0.5,
) -> dict[str, np.ndarray]:
    """The improvement plan's three penalties, each reported separately (all push to 'hard')."""
    mx = sims.max(axis=1)
    avg = sims.mean(axis=1)
    var = sims.var(axis=1)
    return {
        "low_sim": np.where(
            mx < similarity_threshold, (similarity_threshold - mx) * low_sim_penalty, 0.0
        ),
        "variance": np.where(
            var > variance_floor, np.minimum(var * variance_penalty, variance_cap), 0.0
        ),
        "low_avg": np.where(avg < avg_floor, (avg_floor - avg) * low_avg_penalty, 0.0),
    }


def adaptive_difficulty(sims, diffs, **params) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    pens = adaptive_penalties(sims, **params)
    base = weighted_difficulty(sims, diffs)
    return np.clip(base + sum(pens.values()), 0.0, 1.0), pens


def shrunk_difficulty(
    sims: np.ndarray,
    diffs: np.ndarray,
    prior: np.ndarray,
    *,
    temperature: float = 0.1,
    strength: float = 2.0,
) -> np.ndarray:
    """Empirical-Bayes k-NN estimate: kernel weights exp((s - 1)/T), shrunk toward ``prior``
    with a pseudo-count ``strength`` — far neighbours carry little weight, so the estimate
    falls back to the prior instead of to whatever the nearest stranger happened to be."""
    w = np.exp((np.clip(sims, -1, 1) - 1.0) / temperature)
    return ((w * diffs).sum(axis=1) + strength * prior) / (w.sum(axis=1) + strength)


def ood_from_reference(stat: np.ndarray, reference: np.ndarray) -> np.ndarray:
    """Out-of-distribution score = share of in-distribution reference questions whose
    similarity statistic is higher than the prompt's (an empirical p-value, in [0, 1])."""
    ref = np.sort(np.asarray(reference, dtype=np.float64))
    below = np.searchsorted(ref, stat, side="right")
    return 1.0 - below / max(len(ref), 1)


def neighbour_stat(sims: np.ndarray, m: int = 5) -> np.ndarray:
    """The similarity profile summary used for out-of-distribution: mean of the top-m."""
    return sims[:, :m].mean(axis=1)


def best_similarity(vectors: np.ndarray, background: np.ndarray) -> np.ndarray:
    """Each row's best cosine similarity to a background set (unit rows both)."""
    return (vectors @ background.T).max(axis=1)


def background_contrast(
    stat: np.ndarray, vectors: np.ndarray, background: np.ndarray
) -> np.ndarray:
    """The neighbour statistic minus each prompt's best cosine similarity to a background set of
    ordinary requests (``vectors`` and ``background`` unit rows): low when a prompt sits nearer
    everyday requests than benchmark questions, however far it is from both."""
    return stat - best_similarity(vectors, background)


def domain_entropy(domain_codes: np.ndarray, sims: np.ndarray, n_domains: int) -> np.ndarray:
    """Normalised entropy of the similarity-weighted domain mix of the neighbours, in [0, 1]."""
    w = np.clip(sims, 1e-9, None)
    n = len(domain_codes)
    mix = np.zeros((n, n_domains))
    np.add.at(
        mix, (np.repeat(np.arange(n), domain_codes.shape[1]), domain_codes.ravel()), w.ravel()
    )
    p = mix / mix.sum(axis=1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        h = -np.nansum(np.where(p > 0, p * np.log(p), 0.0), axis=1)
    return h / np.log(max(n_domains, 2))
