"""Statistics of the index set the fusion scorer leans on (pure; computed once per index).

* per-origin and per-domain mean difficulty: the priors a k-NN estimate shrinks toward;
* the leave-one-out similarity profile of the index questions themselves, and their similarity
  to their domain's centroid: the reference distributions that make "out of distribution" an
  empirical p-value rather than a guess;
* the embedded background of everyday requests (``data/ood-background.txt``) the similarity
  profile is taken relative to.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path

import numpy as np

from ..atomic import atomic_write_npz
from ..index.knn import normalise, topk_cosine
from .knnmath import best_similarity, neighbour_stat


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


BACKGROUND = Path(__file__).resolve().parents[1] / "data" / "ood-background.txt"
_BACKGROUND: dict[int, tuple[object, np.ndarray]] = {}


BACKGROUND_LONG = BACKGROUND.with_name("ood-background-long.jsonl")


def background_texts(path: Path = BACKGROUND, long: Path | None = BACKGROUND_LONG) -> list[str]:
    """The everyday requests of ``path`` (one a line, '#' comments), then the long ones of
    ``long`` (JSONL, a request with the document pasted into it)."""
    import json

    lines = path.read_text(encoding="utf-8").splitlines()
    out = [t.strip() for t in lines if t.strip() and not t.lstrip().startswith("#")]
    if long is not None:
        out += [
            json.loads(x)["text"]
            for x in long.read_text(encoding="utf-8").splitlines()
            if x.strip()
        ]
    return out


def background_vectors(embedder) -> np.ndarray:
    """The background's unit embeddings under ``embedder``, computed once per process (keyed
    by the embedder object; the vectors persist in the embedder's own cache)."""
    from ..index.embedder import once_per_embedder

    return once_per_embedder(
        _BACKGROUND, embedder, lambda: normalise(embedder.embed(background_texts()))
    )


_INDEX_BACKGROUND: dict = {}


def index_background_similarity(embedder, index) -> np.ndarray:
    """Each index question's best cosine similarity to the background, computed once per
    process for the (embedder, index) pair: the reference side of the OOD tests' background
    contrast, the same for every prompt scored."""
    from ..index.embedder import once_per_embedder

    return once_per_embedder(
        _INDEX_BACKGROUND,
        embedder,
        lambda: best_similarity(index.unit_vectors, background_vectors(embedder)),
        index,
    )


STATS_VERSION = 1


def _stats_path(index, m: int):
    folder, name = getattr(index, "table_dir", None), getattr(index, "table_name", None)
    if folder is None or name is None:
        return None
    return Path(folder) / f"{name}.stats-v{STATS_VERSION}-m{m}.npz"


def _load(path) -> IndexStats | None:
    try:
        with np.load(path, allow_pickle=False) as z:
            d = {f.name: z[f.name] for f in fields(IndexStats)}
    except (OSError, ValueError, KeyError):
        return None  # missing or unreadable: recompute
    d["global_difficulty"] = float(d["global_difficulty"])
    d["n_domains"] = int(d["n_domains"])
    return IndexStats(**d)


def _save(path, st: IndexStats) -> None:
    atomic_write_npz(path, **{f.name: np.asarray(getattr(st, f.name)) for f in fields(IndexStats)})


def stats_for(index, m: int = 5) -> IndexStats:
    """Computed once per index object and kept on it; for a built index also kept on disk
    beside its table (the leave-one-out search over the whole index costs seconds, and every
    ``score`` process would pay it), written atomically and named after the table, so a rebuilt
    index never reads another build's statistics."""
    cache = index.__dict__.setdefault("_stats", {})
    if m not in cache:
        path = _stats_path(index, m)
        st = _load(path) if path is not None and path.is_file() else None
        if st is None or len(st.reference_stat) != len(index.vectors):
            st = IndexStats.compute(index.vectors, index.success, index.domains, index.origins, m)
            if path is not None:
                _save(path, st)
        cache[m] = st
    return cache[m]
