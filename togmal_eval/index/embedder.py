"""The offline sentence-transformers embedder with the content-addressed cache in front of it.

torch and sentence-transformers are imported only here, on first use, so `togmal-eval --help`,
`compare` and `corpus --check` never pay for them.

Precision. In float32 a text's embedding depends, in its last bit or two (about 1e-7), on the
batch it is encoded with and the thread count: the matrix kernels sum in an order set by the
shapes. The cache keeps the first vector it is given, so two caches filled in different orders
held different vectors, and a report could differ by a level or a neighbour between a warm
cache and a cold one. ``precision="float64"`` (the default) runs the network in double
precision and rounds the result to float32: the float64 error (about 1e-16) is far below
float32's last bit, so the stored vector is the same whatever the batch, the padding or the
threads (tests/test_index.py checks alone against batched, on one thread and two). It costs
1.5 times float32's time for one prompt and 1.8-1.9 times for a batch (bench/score_run.py);
since the batch size then changes only speed, the default is 8, which embeds a cold corpus
1.6 times faster than 64 (bench/ingest.py). ``float32`` is the faster choice when reports need
only agree within tolerance, and is fingerprinted apart.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy as np

from .cache import EmbeddingCache, text_key
from .identity import (
    DEFAULT_PRECISION,
    PRECISIONS,
    EmbedderIdentity,
    model_identity,
    resolve_model_path,
)

SHARD = 1024  # texts per persisted shard: the most a kill can cost


def digest(parts) -> str:
    """A 16-hex-digit key of ``parts`` (bytes), each hashed on its own, in order."""
    import hashlib

    h = hashlib.sha256()
    for part in parts:
        h.update(hashlib.sha256(part).digest())
    return h.hexdigest()[:16]


def cache_file(embedder, prefix: str, parts, suffix: str) -> Path | None:
    """``<the embedder's cache folder>/<prefix>-<digest of parts and the embedder's identity>
    <suffix>``: where a fit made from that embedder's vectors is kept, keyed by everything it
    reads; None for an embedder without an on-disk cache (test doubles)."""
    folder = getattr(getattr(embedder, "cache", None), "folder", None)
    identity = getattr(getattr(embedder, "identity", None), "cache_key", None)
    if folder is None or identity is None:
        return None
    return Path(folder) / f"{prefix}-{digest([*parts, str(identity).encode()])}{suffix}"


# A fit kept beside the embedding cache is keyed by everything it reads, so each change to a bank,
# a module or the index leaves the previous file behind (the false-premise and harm detector's is
# 87 MB). Only the KEEP_FITS most recently used of a kind are kept; another checkout on the same
# cache keeps its own while it is in use.
KEEP_FITS = 3


def stale_fits(path: Path, keep: int = KEEP_FITS) -> list[Path]:
    """Mark ``path`` used now and list the other files of its kind in its folder (the same name
    up to the last ``-`` and the same suffix: ``semantic-*.npz``) beyond the ``keep`` most
    recently used, ``path`` counted among them. Reads and removes nothing else."""
    import time

    now = time.time()
    try:
        os.utime(path, (now, now))
    except OSError:  # not written (yet): it still counts as the one in use
        pass

    def used(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:  # removed meanwhile by another process
            return 0.0

    kind = path.name[: -len(path.suffix)].rsplit("-", 1)[0] if path.suffix else path.name
    same = sorted(path.parent.glob(f"{kind}-*{path.suffix}"), key=used, reverse=True)
    others = [p for p in same if p != path and p.stem.rsplit("-", 1)[0] == kind]
    return others[max(0, keep - 1) :]


def prune_fits(path: Path, keep: int = KEEP_FITS) -> list[Path]:
    """Remove ``stale_fits(path, keep)`` and return them; one another process removed first is
    no error."""
    stale = stale_fits(path, keep)
    for p in stale:
        p.unlink(missing_ok=True)
    return stale


def once_per_embedder(memo: dict, embedder, make, *also):
    """``make()``, computed once per process for each embedder object (and each of the ``also``
    objects it depends on, e.g. an index): ``memo`` keys by the objects' ids and keeps the
    objects, so a recycled id never returns another object's value."""
    objs = (embedder, *also)
    key = tuple(map(id, objs))
    hit = memo.get(key)
    if hit is not None and all(a is b for a, b in zip(hit[0], objs)):
        return hit[1]
    value = make()
    memo[key] = (objs, value)
    return value


class Embedder:
    def __init__(
        self,
        model_spec: str,
        text_template: str,
        cache_dir: Path,
        *,
        batch_size: int = 8,
        threads: int = 2,
        precision: str = DEFAULT_PRECISION,
        root: Path | None = None,
    ):
        if precision not in PRECISIONS:
            raise ValueError(f"precision must be one of {PRECISIONS}, not {precision!r}")
        self.model_path = resolve_model_path(model_spec, root)
        self.template = text_template
        self.batch_size = batch_size
        self.threads = threads
        self.precision = precision
        self.identity: EmbedderIdentity = model_identity(self.model_path, text_template, precision)
        self.cache = EmbeddingCache(
            Path(cache_dir) / "embeddings" / self.identity.cache_key, self.identity.dimension
        )
        self._model = None
        self.n_encoded = 0  # texts actually sent through the model (for tests and benchmarks)

    @property
    def model(self):
        if self._model is None:
            os.environ.setdefault("HF_HUB_OFFLINE", "1")
            os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
            os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
            import torch

            torch.set_num_threads(self.threads)
            from sentence_transformers import SentenceTransformer
            from transformers.utils import logging as hf_logging

            hf_logging.disable_progress_bar()
            hf_logging.set_verbosity_error()

            model = SentenceTransformer(str(self.model_path), device="cpu")
            self._model = model.double() if self.precision == "float64" else model
        return self._model

    def render(self, text: str) -> str:
        return self.template.replace("{text}", text)

    def encode_uncached(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.identity.dimension), np.float32)
        import torch

        # A handful of prompts is faster on one thread: with two, the per-op synchronisation
        # costs more than the work (measured 27 ms vs 120 ms per prompt on a loaded 2-core box).
        torch.set_num_threads(1 if len(texts) < 16 else self.threads)
        vecs = self.model.encode(
            texts,
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )  # unit vectors in the network's precision, rounded once to float32 below
        self.n_encoded += len(texts)
        return np.asarray(vecs, dtype=np.float32)

    def embed(
        self, texts: list[str], *, progress: bool | None = None, persist: bool = True
    ) -> np.ndarray:
        """Embeddings for ``texts`` (rows in order), computing only what the cache lacks.

        ``persist=False`` keeps new vectors in memory only (one-off prompts from `score`).
        """
        rendered = [self.render(t) for t in texts]
        keys = [text_key(t) for t in rendered]
        todo = self.cache.missing(keys)
        if todo:
            by_key = dict(zip(keys, rendered))
            show = (
                progress
                if progress is not None
                else (len(todo) > 2 * SHARD and sys.stderr.isatty())
            )
            bar = None
            if show:
                from tqdm import tqdm

                bar = tqdm(total=len(todo), desc="embedding", unit="q", file=sys.stderr)
            for start in range(0, len(todo), SHARD):
                chunk = todo[start : start + SHARD]
                vecs = self.encode_uncached([by_key[k] for k in chunk])
                if persist:
                    self.cache.put(chunk, vecs)
                else:
                    self.cache._add(chunk, vecs)
                if bar:
                    bar.update(len(chunk))
            if bar:
                bar.close()
        return self.cache.get(keys)
