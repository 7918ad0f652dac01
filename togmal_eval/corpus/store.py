"""The normalised corpus file that ``corpus import`` writes (gzip JSONL, atomic)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from ..atomic import atomic_write_bytes
from ..errors import CorpusError
from .records import Corpus, CorpusRecord

HEADER_KIND = "togmal-eval corpus"


def write_records(corpus: Corpus, path: Path) -> None:
    lines = [
        json.dumps(
            {
                "kind": HEADER_KIND,
                "name": corpus.name,
                "models": corpus.models,
                "source": corpus.source,
            },
            sort_keys=True,
        )
    ]
    lines += [json.dumps(r.to_json(), sort_keys=True, ensure_ascii=False) for r in corpus.records]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    atomic_write_bytes(path, gzip.compress(data, mtime=0))


def read_records(path: Path) -> Corpus:
    opener = gzip.open if path.name.endswith(".gz") else open
    try:
        with opener(path, "rt", encoding="utf-8") as fh:
            lines = fh.read().split("\n")  # not splitlines(): U+2028 & co. occur in question text
            lines = [ln.rstrip("\r") for ln in lines if ln.strip()]
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise CorpusError(f"cannot read corpus records ({exc})", where=str(path)) from None
    if not lines:
        raise CorpusError("empty corpus file", where=str(path))
    try:
        head = json.loads(lines[0])
    except json.JSONDecodeError:
        head = {}
    if head.get("kind") != HEADER_KIND:
        raise CorpusError("not a togmal-eval corpus file (bad header line)", where=f"{path}:1")
    records = []
    for i, line in enumerate(lines[1:], 2):
        try:
            records.append(CorpusRecord.from_json(json.loads(line)))
        except (json.JSONDecodeError, KeyError, TypeError, ValueError) as exc:
            raise CorpusError(f"bad corpus record ({exc})", where=f"{path}:{i}") from None
    return Corpus(head["name"], list(head["models"]), records, head.get("source", str(path)))
