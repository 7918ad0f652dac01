"""A logistic head on the unit embedding, and keeping a fitted one beside the embedding cache:
what the exam head (risk/exam.py) and the ideation head (risk/ideation.py) share."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np


class LogisticHead:
    """P(positive) from a unit embedding: ``sigmoid(unit @ coef + intercept)``."""

    def __init__(self, coef: np.ndarray, intercept: float):
        self.coef = np.asarray(coef, np.float64)
        self.intercept = float(intercept)

    @classmethod
    def fit(cls, positives: np.ndarray, negatives: np.ndarray, c: float = 1.0):
        """Fitted on unit rows of both kinds (balanced classes, ``semantic.fit_logreg``)."""
        from .semantic import fit_logreg

        x = np.vstack([positives, negatives])
        y = np.r_[np.ones(len(positives)), np.zeros(len(negatives))]
        return cls(*fit_logreg(x, y, c))

    def prob(self, unit: np.ndarray) -> np.ndarray:
        z = np.asarray(unit, np.float64) @ self.coef + self.intercept
        return 1.0 / (1.0 + np.exp(-z))


def store_path(embedder, kind: str, module: str, index, *data: bytes) -> Path | None:
    """Where a head of ``kind`` fitted on ``index``'s vectors and ``data`` by the code of
    ``module`` (a file path) and this one, under ``embedder``, is kept
    (``embedder.cache_file``; None for test doubles)."""
    from ..index.embedder import cache_file

    vectors = np.ascontiguousarray(index.unit_vectors)
    parts = (
        Path(module).read_bytes(),
        Path(__file__).read_bytes(),
        f"{vectors.dtype}{vectors.shape}".encode(),
        vectors.tobytes(),
        *data,
    )
    return cache_file(embedder, kind, parts, ".npz")


def stored_head(cls, store: Path | None, fit: Callable[[], LogisticHead]) -> LogisticHead:
    """The head of class ``cls`` kept at ``store`` (read back when readable), else ``fit()``,
    written there atomically; either way the older heads of its kind beyond the most recently
    used few are removed (``embedder.prune_fits``). ``store`` None (test doubles): fitted."""
    from ..atomic import atomic_write_npz
    from ..index.embedder import prune_fits

    if store is not None and store.is_file():
        try:
            with np.load(store, allow_pickle=False) as z:
                head = cls(z["coef"], float(z["intercept"]))
            prune_fits(store)
            return head
        except (OSError, ValueError, KeyError):
            pass  # unreadable: fit again and overwrite
    head = fit()
    if store is not None:
        atomic_write_npz(store, coef=head.coef, intercept=np.array(head.intercept))
        prune_fits(store)
    return head
