"""Content-addressed embedding cache: key = sha256 of the rendered text, in a folder per
(weights sha256, text template). A re-ingest embeds only new or changed texts.

Storage is append-only shards (``.npz``: keys + float32 vectors), each written atomically; a run
killed half-way loses at most the shard it was embedding, and the next run resumes from the
shards already on disk instead of paying for them twice.
"""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import numpy as np

from ..atomic import atomic_write_npz


def text_key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _keys_digest(keys: list[str]) -> str:
    """A shard's name part: the digest of its keys."""
    return hashlib.sha256("".join(keys).encode()).hexdigest()[:16]


class EmbeddingCache:
    def __init__(self, folder: Path, dimension: int):
        self.folder = Path(folder)
        self.dimension = dimension
        self._keys: dict[str, int] = {}
        self._blocks: list[np.ndarray] = []
        self._starts: list[int] = []  # the row at which each block begins
        self._n = 0
        self._stored = 0  # blocks read from the shards: kept as read, never joined (no copy)
        self._read: list[Path] = []  # the shards read or written here: all compact() may delete
        self._loaded = False

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        if not self.folder.is_dir():
            return
        for shard in sorted(self.folder.glob("shard-*.npz")):
            # a damaged shard is read as no rows (its texts are embedded again) and, like every
            # shard read here, merged away by the next compaction
            self._read.append(shard)
            try:
                with np.load(shard, allow_pickle=False) as z:
                    keys, vecs = z["keys"], z["vectors"]
            except (OSError, ValueError, KeyError, EOFError):
                continue
            if vecs.ndim != 2 or vecs.shape[1] != self.dimension or len(keys) != len(vecs):
                continue
            self._append(list(map(str, keys)), vecs.astype(np.float32, copy=False))
        self._stored = len(self._blocks)

    def _append(self, keys: list[str], vecs: np.ndarray) -> None:
        for i, k in enumerate(keys):
            if k not in self._keys:
                self._keys[k] = self._n + i
        self._blocks.append(vecs)
        self._starts.append(self._n)
        self._n += len(vecs)

    def _add(self, keys: list[str], vecs: np.ndarray) -> None:
        """Make vectors visible in memory (a new shard's, or a one-off prompt's)."""
        self._load()
        self._append(keys, vecs)
        # Few blocks without copying the big ones: the newest block joins the one before it
        # while that one is no larger (a binary counter: O(log n) blocks, each row copied
        # O(log n) times); the shards' blocks are never joined.  Joining all blocks into one
        # every 64 one-off prompts copied the whole cache into the 64th prompt's latency.
        while len(self._blocks) - self._stored > 1 and len(self._blocks[-2]) <= len(
            self._blocks[-1]
        ):
            last = self._blocks.pop()
            self._starts.pop()
            self._blocks[-1] = np.concatenate([self._blocks[-1], last])

    def __len__(self) -> int:
        self._load()
        return len(self._keys)

    def missing(self, keys: list[str]) -> list[str]:
        self._load()
        seen: set[str] = set()
        out = []
        for k in keys:
            if k not in self._keys and k not in seen:
                seen.add(k)
                out.append(k)
        return out

    def put(self, keys: list[str], vectors: np.ndarray) -> None:
        """Persist one shard atomically, then make it visible in memory."""
        self._load()
        vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        n = len(list(self.folder.glob("shard-*.npz"))) if self.folder.is_dir() else 0
        shard = self.folder / f"shard-{n:06d}-{_keys_digest(keys)}.npz"
        atomic_write_npz(shard, keys=np.array(keys), vectors=vectors)
        self._read.append(shard)
        self._add(keys, vectors)

    def get(self, keys: list[str]) -> np.ndarray:
        """The vectors of ``keys``, gathered block by block: a one-off prompt added in memory
        must not cost a copy of the whole cache (it did: 46 ms per `score` prompt)."""
        self._load()
        rows = np.array([self._keys[k] for k in keys], dtype=np.int64)
        out = np.empty((len(rows), self.dimension), np.float32)
        block = np.searchsorted(np.array(self._starts, dtype=np.int64), rows, side="right") - 1
        for b in np.unique(block):
            sel = block == b
            out[sel] = self._blocks[b][rows[sel] - self._starts[b]]
        return out

    def compact(self) -> None:
        """Rewrite the shards this cache read or wrote as one (fewer files to open on the next
        load). Processes share the folder: a shard another process wrote since this one read the
        folder is neither merged nor deleted (its rows would be lost and paid for again), the
        merged shard is named by its keys so two compactions never overwrite each other's, and a
        shard another compaction already removed is no error (it was: two processes opening the
        classifier's cache at once, the second failed on a deleted shard)."""
        self._load()
        if len(self._read) <= 1:
            return
        keys = sorted(self._keys)
        merged = self.folder / f"shard-000000-compact-{_keys_digest(keys)}.npz"
        atomic_write_npz(merged, keys=np.array(keys), vectors=self.get(keys))
        for shard in self._read:
            if shard != merged:
                shard.unlink(missing_ok=True)
        self._read = [merged]

    def reset(self) -> None:
        if self.folder.is_dir():
            shutil.rmtree(self.folder)
        self.__init__(self.folder, self.dimension)
