"""A loaded golden and a loaded suite."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

LEVELS = ("MINIMAL", "LOW", "MODERATE", "HIGH", "CRITICAL")
LEVEL_INDEX = {name: i for i, name in enumerate(LEVELS)}


@dataclass
class Golden:
    id: str
    suite: str
    where: str  # file:line
    raw: dict
    text: str = ""  # the prompt or the (perturbed) ref text
    domain: str | None = None
    origin: str | None = None
    success_rate: float | None = None  # from the corpus (refs) or `truth`

    @property
    def ref(self) -> str | None:
        return self.raw.get("ref")

    @property
    def perturb(self) -> dict | None:
        return self.raw.get("perturb")

    @property
    def expect(self) -> dict:
        return self.raw.get("expect", {})

    @property
    def relevant_ids(self) -> list[str]:
        return list(self.raw.get("relevant_ids", []))

    @property
    def tags(self) -> list[str]:
        return list(self.raw.get("tags", []))

    @property
    def is_self_retrieval(self) -> bool:
        return bool(self.perturb) and self.relevant_ids == [self.ref]


@dataclass
class Suite:
    name: str
    path: str
    goldens: list[Golden] = field(default_factory=list)

    @property
    def goldens_hash(self) -> str:
        """sha256 of the canonical lines: comments, blank lines, key order and line order aside."""
        lines = sorted(
            json.dumps(g.raw, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
            for g in self.goldens
        )
        return hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()
