"""Statistics of the index set the fusion scorer leans on (pure; computed once per index).

* per-origin and per-domain mean difficulty: the priors a k-NN estimate shrinks toward;
* the leave-one-out similarity profile of the index questions themselves, and their similarity
  to their domain's centroid: the reference distributions that make "out of distribution" an
  empirical p-value rather than a guess.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..index.knn import normalise, topk_cosine
from .knnmath import neighbour_stat


def group_means(keys: np.ndarray, values: np.ndarray, pseudo: float, global_mean: float) -> dict:
    """Mean of ``values`` per key, shrunk toward the global mean by ``pseudo`` counts."""
    out = {}
    for key in np.unique(keys):
        v = values[keys == key]
        out[str(key)] = float((v.sum() + pseudo * global_mean) / (len(v) + pseudo))
    return out


@dataclass
class IndexStats:
    global_difficulty: float
    origin_prior: np.ndarray  # per index row: shrunk mean difficulty of its origin (subject)
    domain_prior: np.ndarray  # per index row: shrunk mean difficulty of its domain
    domain_codes: np.ndarray
    n_domains: int
    reference_stat: np.ndarray  # leave-one-out top-m mean similarity of every index question
    centroids: np.ndarray  # unit mean vector of each domain (rows in domain-code order)
    reference_centroid: np.ndarray  # every index question's best domain-centroid similarity

    @classmethod
    def compute(
        cls,
        vectors: np.ndarray,
        success: np.ndarray,
        domains: np.ndarray,
        origins: np.ndarray,
        m: int = 5,
        pseudo: float = 10.0,
    ) -> IndexStats:
        diff = 1.0 - success
        g = float(diff.mean())
        om = group_means(origins, diff, pseudo, g)
        dm = group_means(domains, diff, pseudo, g)
        names = sorted(set(map(str, domains)))
        code = {d: i for i, d in enumerate(names)}
        n = len(vectors)
        _, sims = topk_cosine(vectors, vectors, m, exclude=np.arange(n))
        dom = np.asarray([str(d) for d in domains])
        cents = normalise(np.stack([vectors[dom == d].mean(0) for d in names]))
        return cls(
            global_difficulty=g,
            origin_prior=np.array([om[str(o)] for o in origins]),
            domain_prior=np.array([dm[str(d)] for d in domains]),
            domain_codes=np.array([code[str(d)] for d in domains]),
            n_domains=len(names),
            reference_stat=neighbour_stat(sims, m),
            centroids=cents,
            reference_centroid=(normalise(vectors) @ cents.T).max(1),
        )


def stats_for(index, m: int = 5) -> IndexStats:
    """Computed once per index object and kept on it."""
    cache = index.__dict__.setdefault("_stats", {})
    if m not in cache:
        cache[m] = IndexStats.compute(index.vectors, index.success, index.domains, index.origins, m)
    return cache[m]
