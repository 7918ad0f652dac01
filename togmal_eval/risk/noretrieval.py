"""The no-retrieval reference: a prompt gets the mean difficulty of its nearest *domain*
(closest domain centroid), with no per-question neighbours. The gap between this and a k-NN
scorer is what retrieval contributes."""

from __future__ import annotations

import numpy as np

from ..index.knn import normalise
from .assessment import RECOMMENDATIONS, Assessment, level_from_risk
from .priors import stats_for
from .scorers import KnnScorer


class NoRetrievalScorer(KnnScorer):
    name = "noretrieval"
    defaults: dict = {}

    def _domains(self):
        """Domain names, unit centroids and mean difficulty, from the index's shared statistics."""
        st = stats_for(self.ctx.index)
        names = sorted(set(map(str, self.ctx.index.domains)))
        first = [int(np.argmax(st.domain_codes == c)) for c in range(st.n_domains)]
        return names, st.centroids, st.domain_prior[first]

    def assess(self, prompts, vectors):
        names, cents, prior = self._domains()
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
