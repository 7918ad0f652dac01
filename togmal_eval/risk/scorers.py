"""The built-in scorers: naive (today's ToGMAL), adaptive (the plan's penalties) and fusion.

Each scorer turns prompts' neighbour arrays into Assessments with the pure math of
``knnmath``; only ``score`` touches the embedder and the index.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import knnmath
from .assessment import (
    RECOMMENDATIONS,
    Assessment,
    Neighbour,
    level_from_success,
)


@dataclass
class Context:
    """What a built-in scorer searches: the index, the embedder and the retrieval-side typo
    corrector (the harness owns all three; no corrector: prompts are embedded as typed)."""

    index: object  # togmal_eval.index.store.Index
    embedder: object | None = None
    corrector: object | None = None  # togmal_eval.index.typos.TypoCorrector

    def neighbours(self, vectors: np.ndarray, k: int):
        return self.index.search(vectors, k)

    def retrieval_texts(self, prompts: list[str]) -> list[str]:
        """The texts embedded for retrieval: the question each prompt asks (pasted options and
        an exam frame set aside), typo-corrected if a corrector is set."""
        from ..index.typos import retrieval_texts

        return retrieval_texts(self.corrector, prompts)


class KnnScorer:
    name = "knn"
    defaults: dict = {}
    ranges: dict = {}  # param -> (low, high, kind) for validation

    def __init__(self, ctx: Context, **params):
        from ..errors import ConfigError

        unknown = sorted(set(params) - set(self.defaults))
        if unknown:
            raise ConfigError(
                f"scorer {self.name!r} has no parameter {unknown[0]!r} "
                f"(known: {', '.join(sorted(k for k in self.defaults if not k.startswith('_')))})"
            )
        self.params = {**self.defaults, **params}
        for key, (lo, hi) in self.ranges.items():
            v = self.params[key]
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not (lo <= v <= hi):
                raise ConfigError(
                    f"scorer {self.name!r} parameter {key!r} must be in [{lo}, {hi}], got {v!r}"
                )
        if "k" in self.params and not isinstance(self.params["k"], int):
            raise ConfigError(
                f"scorer {self.name!r} parameter 'k' must be an integer, got {self.params['k']!r}"
            )
        self.ctx = ctx

    # -- the protocol ------------------------------------------------------------------
    def score(self, prompts: list[str]) -> list[Assessment]:
        if not len(prompts):
            return []  # nothing to embed (the calibrated scorer's features need a row)
        vectors = self.ctx.embedder.embed(self.ctx.retrieval_texts(prompts), persist=False)
        return self.assess(list(prompts), vectors)

    def assess(self, prompts: list[str], vectors: np.ndarray) -> list[Assessment]:
        idx, sims = self.ctx.neighbours(vectors, self.k_search)
        self._vectors = vectors  # for scorers whose components look at the prompt itself
        return self.assess_neighbours(prompts, idx, sims)

    @property
    def k_search(self) -> int:
        return int(self.params["k"])

    # -- helpers -------------------------------------------------------------------------
    def _neighbours(self, row_idx: np.ndarray, row_sims: np.ndarray, n: int = 5) -> list[Neighbour]:
        index = self.ctx.index
        return [
            Neighbour(str(index.ids[j]), float(s), str(index.domains[j]), float(index.success[j]))
            for j, s in zip(row_idx[:n], row_sims[:n])
        ]

    def _success_assessment(
        self, difficulty, row_idx, row_sims, why: str, comps: dict
    ) -> Assessment:
        """ToGMAL's shape of answer: risk = difficulty, levels on the success rate, and
        1 - top similarity as its (naive) out-of-distribution score."""
        level = level_from_success(1.0 - difficulty)
        return Assessment(
            difficulty=float(difficulty),
            ood=float(1.0 - max(row_sims[0], 0.0)),
            risk=float(difficulty),
            level=level,
            neighbours=self._neighbours(row_idx, row_sims),
            explanation=why,
            recommendation=RECOMMENDATIONS[level],
            components=comps,
        )

    def assess_neighbours(self, prompts, idx, sims) -> list[Assessment]:  # pragma: no cover
        raise NotImplementedError


class NaiveScorer(KnnScorer):
    """Today's ToGMAL, faithfully (k=5, similarity-weighted mean, its levels) but with true
    cosine similarity. The baseline every other scorer is compared with."""

    name = "naive"
    defaults = {"k": 5}
    ranges = {"k": (1, 1000)}

    def assess_neighbours(self, prompts, idx, sims):
        diffs = 1.0 - self.ctx.index.success[idx]
        d = knnmath.weighted_difficulty(sims, diffs)
        return [
            self._success_assessment(
                d[i], idx[i], sims[i],
                f"similar benchmark questions have weighted success rate {1.0 - d[i]:.2f} "
                f"(top similarity {sims[i, 0]:.2f})",
                {"weighted_success": float(1.0 - d[i]), "max_similarity": float(sims[i, 0])},
            )
            for i in range(len(prompts))
        ]  # fmt: skip


class AdaptiveScorer(KnnScorer):
    """The improvement plan's adaptive penalties; each penalty is reported and can be
    switched off (set it to 0) for an ablation."""

    name = "adaptive"
    defaults = {
        "k": 5,
        "similarity_threshold": 0.7,
        "low_sim_penalty": 0.5,
        "variance_penalty": 2.0,
        "low_avg_penalty": 0.4,
    }
    ranges = {
        "k": (1, 1000),
        "similarity_threshold": (0.0, 1.0),
        "low_sim_penalty": (0.0, 10.0),
        "variance_penalty": (0.0, 100.0),
        "low_avg_penalty": (0.0, 10.0),
    }

    def assess_neighbours(self, prompts, idx, sims):
        diffs = 1.0 - self.ctx.index.success[idx]
        p = {k: v for k, v in self.params.items() if k != "k"}
        d, pens = knnmath.adaptive_difficulty(sims, diffs, **p)
        base = knnmath.weighted_difficulty(sims, diffs)
        out = []
        for i in range(len(prompts)):
            comps = {f"penalty_{k}": float(v[i]) for k, v in pens.items()}
            comps["base_difficulty"] = float(base[i])
            why = f"weighted difficulty {base[i]:.2f} + penalties " + ", ".join(
                f"{k} {v[i]:.2f}" for k, v in pens.items()
            )
            out.append(self._success_assessment(d[i], idx[i], sims[i], why, comps))
        return out
