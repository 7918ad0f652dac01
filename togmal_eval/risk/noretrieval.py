"""The no-retrieval reference: a prompt gets the mean difficulty of its nearest *domain*
(closest domain centroid), with no per-question neighbours. The gap between this and a k-NN
scorer is what retrieval contributes."""

from __future__ import annotations

import numpy as np

from ..index.knn import normalise
from .assessment import RECOMMENDATIONS, Assessment, level_from_risk
from .scorers import KnnScorer


class NoRetrievalScorer(KnnScorer):
    name = "noretrieval"
    defaults: dict = {}

    def _centroids(self):
        cache = self.ctx.index.__dict__.setdefault("_centroids", None)
        if cache is None:
            index = self.ctx.index
            names = sorted(set(map(str, index.domains)))
            cents = np.stack([index.vectors[index.domains == d].mean(0) for d in names])
            prior = np.array([1.0 - index.success[index.domains == d].mean() for d in names])
            cache = (names, normalise(cents), prior)
            self.ctx.index.__dict__["_centroids"] = cache
        return cache

    def assess(self, prompts, vectors):
        names, cents, prior = self._centroids()
        sims = normalise(vectors) @ cents.T
        best = sims.argmax(1)
        out = []
        for i in range(len(prompts)):
            d = float(prior[best[i]])
            level = level_from_risk(d)
            out.append(
                Assessment(
                    difficulty=d,
                    ood=0.0,
                    risk=d,
                    level=level,
                    explanation=f"domain prior of {names[best[i]]}",
                    recommendation=RECOMMENDATIONS[level],
                    components={"domain_similarity": float(sims[i, best[i]])},
                )
            )
        return out
