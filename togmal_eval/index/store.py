"""One LanceDB table per fingerprint, and the batch k-NN query over it.

A build writes a new table under a fresh name and only then points ``<fingerprint>.json`` at it
(atomic rename), so a build killed half-way leaves the previous index usable and no half-built
table is ever read. Queries are exact: the table's vectors are read once and searched with a
matrix product (``knn.topk_cosine``), which returns true cosine similarity and id-ordered ties;
``lancedb_search`` runs the same query through LanceDB's own cosine search for cross-checking.
"""

from __future__ import annotations

import json
import shutil
import uuid
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..atomic import atomic_write_text
from ..corpus.records import Corpus
from .knn import normalise, topk_cosine


@dataclass
class Index:
    fingerprint: str
    corpus: Corpus  # the index set, canonical order; row i of vectors is corpus.records[i]
    vectors: np.ndarray
    table_dir: Path | None = None
    table_name: str | None = None

    def __post_init__(self) -> None:
        recs = self.corpus.records
        self.ids = np.array([r.id for r in recs])
        self.success = np.array([r.success_rate for r in recs], dtype=np.float64)
        self.domains = np.array([r.domain for r in recs])
        self.origins = np.array([r.origin for r in recs])
        self._unit: tuple[np.ndarray, np.ndarray] | None = None  # (vectors, normalised copy)

    def __len__(self) -> int:
        return len(self.corpus.records)

    @property
    def unit_vectors(self) -> np.ndarray:
        """The rows normalised to unit length, computed once (not once per query)."""
        if self._unit is None or self._unit[0] is not self.vectors:
            self._unit = (self.vectors, normalise(self.vectors))
        return self._unit[1]

    def search(self, queries: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        """(row indices, cosine similarities), each (n_queries, k), best first, ties by id."""
        return topk_cosine(queries, self.unit_vectors, k, unit_vectors=True)

    def lancedb_search(self, query: np.ndarray, k: int) -> list[tuple[str, float]]:
        import lancedb

        db = lancedb.connect(str(self.table_dir))
        tbl = db.open_table(self.table_name)
        rows = (
            tbl.search(np.asarray(query, np.float32))
            .distance_type("cosine")
            .limit(k)
            .select(["id"])
            .to_list()
        )
        return [(r["id"], 1.0 - float(r["_distance"])) for r in rows]


def _pointer(folder: Path, fp: str) -> Path:
    return folder / f"{fp}.json"


def is_fresh(folder: Path, fp: str) -> bool:
    p = _pointer(folder, fp)
    if not p.is_file():
        return False
    try:
        name = json.loads(p.read_text())["table"]
    except (ValueError, KeyError):
        return False
    return (folder / f"{name}.lance").is_dir()


def write_index(folder: Path, fp: str, corpus: Corpus, vectors: np.ndarray) -> Index:
    import lancedb
    import pyarrow as pa

    folder.mkdir(parents=True, exist_ok=True)
    name = f"idx_{fp}_{uuid.uuid4().hex[:8]}"
    recs = corpus.records
    dim = vectors.shape[1]
    table = pa.table(
        {
            "id": pa.array([r.id for r in recs], pa.string()),
            "domain": pa.array([r.domain for r in recs], pa.string()),
            "origin": pa.array([r.origin for r in recs], pa.string()),
            "success_rate": pa.array([r.success_rate for r in recs], pa.float64()),
            "vector": pa.FixedSizeListArray.from_arrays(
                pa.array(np.ascontiguousarray(vectors, np.float32).ravel(), pa.float32()), dim
            ),
        }
    )
    db = lancedb.connect(str(folder))
    db.create_table(name, data=table)
    old = None
    if _pointer(folder, fp).is_file():
        try:
            old = json.loads(_pointer(folder, fp).read_text())["table"]
        except (ValueError, KeyError):
            old = None
    atomic_write_text(
        _pointer(folder, fp), json.dumps({"table": name, "fingerprint": fp, "n": len(recs)})
    )
    if old and old != name:
        shutil.rmtree(folder / f"{old}.lance", ignore_errors=True)
    return Index(fp, corpus, np.asarray(vectors, np.float32), folder, name)


def open_index(folder: Path, fp: str, corpus: Corpus) -> Index | None:
    """Open the table the pointer names, or None if there is none (or it does not match)."""
    if not is_fresh(folder, fp):
        return None
    import lancedb

    name = json.loads(_pointer(folder, fp).read_text())["table"]
    tbl = lancedb.connect(str(folder)).open_table(name)
    data = tbl.to_arrow()
    ids = data.column("id").to_pylist()
    if ids != [r.id for r in corpus.records]:
        return None
    vec = data.column("vector").combine_chunks()
    dim = vec.type.list_size
    vectors = vec.values.to_numpy(zero_copy_only=False).reshape(-1, dim).astype(np.float32)
    return Index(fp, corpus, vectors, folder, name)


def remove_orphans(folder: Path) -> int:
    """Tables no pointer names (left by a killed build): removed by --ingest / --reset."""
    if not folder.is_dir():
        return 0
    named = set()
    for p in folder.glob("*.json"):
        try:
            named.add(json.loads(p.read_text())["table"])
        except (ValueError, KeyError):
            pass
    n = 0
    for t in folder.glob("idx_*.lance"):
        if t.name[: -len(".lance")] not in named:
            shutil.rmtree(t, ignore_errors=True)
            n += 1
    for s in folder.glob("idx_*.stats-*.npz"):  # statistics cached beside a table (risk/priors)
        if s.name.split(".stats-")[0] not in named:
            s.unlink(missing_ok=True)
    return n
