"""Orchestration: config -> corpus -> index set -> embedder -> fingerprint -> index.

The I/O edge the CLI calls; every heavy object is built once per process and on first use.
"""

from __future__ import annotations

import shutil
from functools import cached_property
from pathlib import Path

from .config import Config
from .corpus.fingerprint import DISTANCE, fingerprint
from .corpus.mmlu_pro import load_mmlu_pro
from .corpus.records import Corpus
from .errors import CorpusError


def read_id_list(path: Path | None) -> list[str]:
    if path is None or not path.is_file():
        return []
    ids = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            ids.append(line)
    return ids


class Workspace:
    def __init__(self, cfg: Config):
        self.cfg = cfg

    @cached_property
    def corpus(self) -> Corpus:
        return load_mmlu_pro(self.cfg.data_dir)

    @cached_property
    def heldout_ids(self) -> list[str]:
        ids = read_id_list(self.cfg.heldout_file)
        unknown = [i for i in ids if i not in self.corpus]
        if unknown:
            raise CorpusError(
                f"held-out id {unknown[0]!r} is not in the corpus", where=str(self.cfg.heldout_file)
            )
        return ids

    @cached_property
    def index_set(self) -> Corpus:
        c = self.cfg.section("corpus")
        return self.corpus.index_set(c["exclude_origins"], self.heldout_ids)

    @cached_property
    def embedder(self):
        from .index.embedder import Embedder

        e = self.cfg.section("embedder")
        return Embedder(
            e["model"],
            e["text_template"],
            self.cfg.cache_dir,
            batch_size=e["batch_size"],
            threads=e["threads"],
            precision=e["precision"],
            root=self.cfg.root,
        )

    @cached_property
    def corrector(self):
        """The retrieval-side typo corrector (index vocabulary + English), or None if disabled."""
        if not self.cfg.section("embedder").get("correct_typos", True):
            return None
        from .index.typos import TypoCorrector, english_words, vocabulary

        return TypoCorrector(vocabulary(r.text for r in self.index_set.records), english_words())

    @property
    def identity(self):
        """The embedder's identity (weights hashed once, no model load)."""
        return self.embedder.identity

    @cached_property
    def fingerprint(self) -> str:
        return fingerprint(self.index_set, self.identity.to_json(), DISTANCE)

    @property
    def index_dir(self) -> Path:
        return self.cfg.cache_dir / "index" / self.cfg.section("corpus")["name"]

    def index_fresh(self) -> bool:
        from .index.store import is_fresh

        return is_fresh(self.index_dir, self.fingerprint)

    def embed_records(self, corpus: Corpus, progress: bool | None = None):
        return self.embedder.embed([r.text for r in corpus.records], progress=progress)

    def index(self, *, build: bool = True, progress: bool | None = None):
        from .index.store import open_index, remove_orphans, write_index

        idx = open_index(self.index_dir, self.fingerprint, self.index_set)
        if idx is not None:
            return idx
        if not build:
            return None
        vectors = self.embed_records(self.index_set, progress)
        self.embedder.cache.compact()
        idx = write_index(self.index_dir, self.fingerprint, self.index_set, vectors)
        remove_orphans(self.index_dir)
        return idx

    def reset(self) -> list[Path]:
        """Remove this project's index and embedding cache entries, nothing else."""
        removed = []
        for p in (self.index_dir, self.cfg.cache_dir / "embeddings" / self.identity.cache_key):
            if p.exists():
                shutil.rmtree(p)
                removed.append(p)
        return removed
