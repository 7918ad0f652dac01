"""The corpus record (ARCHITECTURE.md) and the in-memory corpus.

A record's ``outcomes`` is one character per model of the corpus panel, in panel order:
``1`` the model answered correctly, ``0`` it answered wrongly or gave no parsable answer (null
counts as wrong, as in the publishers' own scoring), ``.`` it was not run on this question.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

_ID_RE = re.compile(r"^(?P<prefix>.+)/(?P<num>\d+)$")


def origin_family(origin: str) -> str:
    """``ori_mmlu-high_school_physics`` -> ``ori_mmlu``; ``theoremQA-math`` -> ``theoremQA``."""
    return origin.split("-", 1)[0]


def id_sort_key(record_id: str) -> tuple:
    m = _ID_RE.match(record_id)
    return (m["prefix"], int(m["num"]), "") if m else (record_id, -1, record_id)


def _options(value) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(o, str) for o in value):
        raise ValueError(f"options must be a list of strings, got {value!r:.60}")
    return tuple(value)


@dataclass(frozen=True)
class CorpusRecord:
    id: str
    text: str
    domain: str
    origin: str
    answer: str
    n_options: int
    outcomes: str
    label_provenance: str
    options: tuple[str, ...] = ()  # the answer options' texts, where the source gives them

    @property
    def n_models(self) -> int:
        return sum(1 for c in self.outcomes if c != ".")

    @property
    def n_correct(self) -> int:
        return self.outcomes.count("1")

    @property
    def success_rate(self) -> float:
        n = self.n_models
        return self.n_correct / n if n else float("nan")

    @property
    def difficulty(self) -> float:
        return 1.0 - self.success_rate

    @property
    def origin_family(self) -> str:
        return origin_family(self.origin)

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "text": self.text,
            "domain": self.domain,
            "origin": self.origin,
            "answer": self.answer,
            "n_options": self.n_options,
            "success_rate": round(self.success_rate, 6),
            "n_models": self.n_models,
            "outcomes": self.outcomes,
            "label_provenance": self.label_provenance,
            **({"options": list(self.options)} if self.options else {}),
        }

    @classmethod
    def from_json(cls, d: dict) -> CorpusRecord:
        return cls(
            id=d["id"],
            text=d["text"],
            domain=d["domain"],
            origin=d["origin"],
            answer=d["answer"],
            n_options=int(d["n_options"]),
            outcomes=d["outcomes"],
            label_provenance=d["label_provenance"],
            options=_options(d.get("options", [])),
        )


@dataclass
class Corpus:
    """Records in canonical order (by id), the model panel and where they came from."""

    name: str
    models: list[str]
    records: list[CorpusRecord]
    source: str = ""
    _by_id: dict[str, CorpusRecord] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.records = sorted(self.records, key=lambda r: id_sort_key(r.id))
        self._by_id = {r.id: r for r in self.records}

    def __len__(self) -> int:
        return len(self.records)

    def __iter__(self) -> Iterator[CorpusRecord]:
        return iter(self.records)

    def __contains__(self, record_id: object) -> bool:
        return record_id in self._by_id

    def get(self, record_id: str) -> CorpusRecord | None:
        return self._by_id.get(record_id)

    def __getitem__(self, record_id: str) -> CorpusRecord:
        return self._by_id[record_id]

    def subset(self, ids: Iterable[str]) -> Corpus:
        keep = set(ids)
        return Corpus(
            self.name, self.models, [r for r in self.records if r.id in keep], self.source
        )

    def index_set(self, exclude_origins: Iterable[str], heldout: Iterable[str]) -> Corpus:
        """The records the k-NN searches: no excluded origin family, no held-out id."""
        excl = set(exclude_origins)
        held = set(heldout)
        keep = [r for r in self.records if r.origin_family not in excl and r.id not in held]
        return Corpus(self.name, self.models, keep, self.source)
