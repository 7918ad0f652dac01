"""A logistic head on the unit embedding, a logistic head on a prompt's character n-grams, and
keeping a fitted head of either kind beside the embedding cache: what the exam head
(risk/exam.py) and the ideation heads (risk/ideation.py) share."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path

import numpy as np


def one_thread():
    """A context in which numpy's BLAS, scipy's (a library of its own, which scikit-learn's
    solvers call) and the OpenMP pools run on one thread. threadpoolctl limits the libraries
    loaded when the context is entered, so scikit-learn is loaded first: imported inside a fit,
    its BLAS and OpenMP ran on every core (a stacker fitted by `score`, which imports it late,
    differed from one fitted by `run` in its word and subject models)."""
    import sklearn.linear_model  # noqa: F401  (loads scipy's BLAS and scikit-learn's OpenMP)
    from threadpoolctl import threadpool_limits

    return threadpool_limits(limits=1)


def on_one_thread(fit: Callable) -> Callable:
    """``fit`` run on one thread (``one_thread``), whoever calls it. A fit is stored and read
    back by every later process, and BLAS sums a long matrix product in another order on one
    thread than on two: Newton's method then lands 1e-15 apart, and the calibrated stacker's
    L-BFGS, stopping at its tolerance, 0.013 apart in a coefficient. `score` holds the pools
    at one thread (fusion), `run` does not, so a golden's risk moved in the sixth decimal by
    which command had filled the cache. The fine-tuned classifiers fix their thread count the
    same way (finetune). On these two cores the calibrated fit is faster so (36 s against 66 s).
    """

    @functools.wraps(fit)
    def fitted(*args, **kwargs):
        with one_thread():
            return fit(*args, **kwargs)

    return fitted


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

    def arrays(self) -> dict[str, np.ndarray]:
        """The head as named arrays (``numpy.savez``; ``from_arrays`` reads them back)."""
        return {"coef": self.coef, "intercept": np.array(self.intercept)}

    @classmethod
    def from_arrays(cls, a):
        return cls(a["coef"], float(a["intercept"]))


class CharHead:
    """P(positive) from a prompt's characters: tf-idf character 2-5-grams within word boundaries
    (the ``features`` most frequent, seen at least twice), logistic (class-balanced, ``C``). A
    second reader beside an embedding head: it keeps the words, spellings and slang that a
    sentence embedding folds into a prompt's register, and it knows nothing of that register
    (risk/ideation.py; tried for the time_sensitive family too, see ``semantic.TS_THRESHOLD``)."""

    def __init__(self, vocab, idf: np.ndarray, coef: np.ndarray, intercept: float):
        self.vocab = [str(t) for t in vocab]
        self.idf = np.asarray(idf, np.float64)
        self.coef = np.asarray(coef, np.float64)
        self.intercept = float(intercept)
        self._vec = None

    @staticmethod
    def _vectorizer(**kw):
        from sklearn.feature_extraction.text import TfidfVectorizer

        return TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True, **kw)

    @classmethod
    @on_one_thread
    def fit(
        cls, positives: list[str], negatives: list[str], c: float = 10.0, features: int = 50_000
    ) -> CharHead:
        from sklearn.linear_model import LogisticRegression

        vec = cls._vectorizer(min_df=2, max_features=features)
        x = vec.fit_transform(list(positives) + list(negatives))
        y = np.r_[np.ones(len(positives)), np.zeros(len(negatives))]
        m = LogisticRegression(C=c, class_weight="balanced", max_iter=5000).fit(x, y)
        vocab = sorted(vec.vocabulary_, key=vec.vocabulary_.get)
        return cls(vocab, vec.idf_, m.coef_[0], float(m.intercept_[0]))

    def prob(self, texts: list[str]) -> np.ndarray:
        if self._vec is None:
            vec = self._vectorizer(vocabulary={t: i for i, t in enumerate(self.vocab)})
            vec.idf_ = self.idf
            self._vec = vec
        z = self._vec.transform(list(texts)) @ self.coef + self.intercept
        return 1.0 / (1.0 + np.exp(-np.asarray(z, np.float64)))

    def arrays(self, prefix: str = "") -> dict[str, np.ndarray]:
        """The head as named arrays (``numpy.savez``; ``from_arrays`` reads them back)."""
        return {
            f"{prefix}vocab": np.array(self.vocab, dtype=str),
            f"{prefix}idf": self.idf,
            f"{prefix}coef": self.coef,
            f"{prefix}intercept": np.array(self.intercept),
        }

    @classmethod
    def from_arrays(cls, a, prefix: str = "") -> CharHead:
        return cls(a[f"{prefix}vocab"], a[f"{prefix}idf"], a[f"{prefix}coef"],
                   float(a[f"{prefix}intercept"]))  # fmt: skip


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


def stored_head(cls, store: Path | None, fit: Callable[[], object]):
    """The head of class ``cls`` (``LogisticHead``, ``CharHead`` or a subclass: anything with
    ``arrays`` and ``from_arrays``) kept at ``store`` (read back when readable), else ``fit()``,
    written there atomically; either way the older heads of its kind beyond the most recently
    used few are removed (``embedder.prune_fits``). ``store`` None (test doubles): fitted."""
    from ..atomic import atomic_write_npz
    from ..index.embedder import prune_fits

    if store is not None and store.is_file():
        try:
            with np.load(store, allow_pickle=False) as z:
                head = cls.from_arrays(z)
            prune_fits(store)
            return head
        except (OSError, ValueError, KeyError):
            pass  # unreadable: fit again and overwrite
    head = fit()
    if store is not None:
        atomic_write_npz(store, **head.arrays())
        prune_fits(store)
    return head
