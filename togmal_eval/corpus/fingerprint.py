"""The fingerprint: *what was measured against* (ARCHITECTURE.md).

16 hex of sha256 over the index set in canonical order (id, sha256 of the text, label), the
embedder identity and the distance. Scorer parameters are deliberately not in it: they are what
a change under test moves, and a baseline must stay comparable across them.
"""

from __future__ import annotations

import hashlib
import json

from .records import Corpus, id_sort_key

DISTANCE = "cosine"


def fingerprint_payload(index_set: Corpus, embedder: dict, distance: str = DISTANCE) -> dict:
    rows = [
        [r.id, hashlib.sha256(r.text.encode("utf-8")).hexdigest(), r.outcomes, r.domain, r.origin]
        for r in sorted(index_set.records, key=lambda r: id_sort_key(r.id))
    ]
    return {"index_set": rows, "embedder": embedder, "distance": distance}


def fingerprint(index_set: Corpus, embedder: dict, distance: str = DISTANCE) -> str:
    payload = fingerprint_payload(index_set, embedder, distance)
    blob = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(blob.encode("ascii")).hexdigest()[:16]
