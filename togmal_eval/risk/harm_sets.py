"""A second harm head, fitted on the harm development sets' many authors.

The frozen harm head (risk/semantic.py) is fitted on the exemplar bank and ``data/harm-extra.jsonl``:
a few authors' ways of asking. It rates some everyday requests CRITICAL because they share a
register with one of its rows, and misses requests worded as none of them are. This head is a
logistic regression on the embedding (C ``C``, class-balanced) fitted on the fifteen harm
development sets written by other authors (``data/harm-sets.jsonl``, from ``corpus/harm-*.jsonl``
and ``corpus/case-*.jsonl`` by ``tools/build_harm_rows.py``): their harmful requests against their
look-alikes, the everyday requests (``data/everyday.jsonl``) and the index's questions. Fusion
reads the harm family's probability as the mean of the two heads, before the protective discount,
with the signal threshold ``THRESHOLD``. The harmless development prompts (``corpus/plain-dev*``,
``ood-dev*``) are not among its rows: they stay the measure of false alarms.

Chosen 2026-12-06 by leave-one-set-out over the 15 harm sets and the 27 harmless sets (the
combination, geometric mean or mean, by threshold; the highest pooled recall with no more harmless
prompts flagged than the frozen head at 0.4): the mean at 0.55. Figures in the README's "How
parameters were chosen" table (``python tools/harm_dev.py --sets``).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from .heads import LogisticHead, store_path, stored_head

DATA = Path(__file__).resolve().parents[1] / "data"
ROWS = DATA / "harm-sets.jsonl"
C = 10.0
THRESHOLD = 0.55


def load_rows(path: Path = ROWS) -> list[dict]:
    """The head's rows, ``{"text", "risky", "source"}`` (none when the file is absent)."""
    from .semantic import _optional_rows

    return _optional_rows(path)


def combine(frozen: np.ndarray, second: np.ndarray) -> np.ndarray:
    """The harm probability fusion reads: the mean of the two heads'. Pure."""
    return (np.asarray(frozen, np.float64) + np.asarray(second, np.float64)) / 2.0


class HarmSetsHead(LogisticHead):
    """P(a request for help to cause serious harm) from a unit embedding."""


def fit_head(embedder, index_vectors, rows: list[dict], c: float = C) -> HarmSetsHead:
    """Fitted on ``rows``' harmful requests against their look-alikes, the everyday requests and
    ``index_vectors`` (unit rows)."""
    from ..index.knn import normalise
    from .semantic import load_everyday

    pos = [r["text"] for r in rows if r["risky"]]
    neg = [r["text"] for r in rows if not r["risky"]] + load_everyday()
    vp = normalise(np.asarray(embedder.embed(pos), np.float64))
    vn = normalise(np.asarray(embedder.embed(neg), np.float64))
    if index_vectors is not None and len(index_vectors):
        vn = np.vstack([vn, np.asarray(index_vectors, np.float64)])
    return HarmSetsHead.fit(vp, vn, c)


_HEADS: dict = {}


def head_for(embedder, index) -> HarmSetsHead | None:
    """The head under ``embedder`` and ``index``, fitted once and kept beside the embedding cache
    (keyed by its rows, the everyday requests, this code and the index's vectors); None when the
    data file is absent or holds no harmful request."""
    from ..index.embedder import once_per_embedder
    from .semantic import load_everyday

    def make() -> HarmSetsHead | None:
        rows = load_rows()
        if not any(r["risky"] for r in rows):
            return None
        key = json.dumps([rows, load_everyday()], sort_keys=True).encode()
        store = store_path(embedder, "harm-sets", __file__, index, key)
        return stored_head(
            HarmSetsHead, store, lambda: fit_head(embedder, index.unit_vectors, rows)
        )

    return once_per_embedder(_HEADS, embedder, make, index)
