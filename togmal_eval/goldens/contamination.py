"""Keep the estimator's own material apart from the golden suites it is judged on.

The exemplar bank and the OOD background (``togmal_eval/data``) are written by the same hands as
the prompt suites, so an everyday request can turn up in both, reworded ("How do I kill a
zombie process in Linux?" / "... on Linux?"). A golden whose near twin was fitted on measures
recall, not skill. ``tools/build_exemplars.py`` drops every bank row within ``THRESHOLD``
cosine of a golden prompt, and ``tests/test_contamination.py`` fails if any bank row or
background line comes back.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

THRESHOLD = 0.85  # paraphrases of one request sit above it ("Plan a 3-day itinerary ..." 0.88)


def golden_prompts(folder: Path) -> list[str]:
    """The prompt text of every prompt golden in ``folder/*.jsonl`` (refs carry no text)."""
    out = []
    for path in sorted(Path(folder).glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").split("\n"):
            s = line.strip()
            if s and not s.startswith("//"):
                prompt = json.loads(s).get("prompt")
                if prompt:
                    out.append(prompt)
    return out


def near_goldens(vectors: np.ndarray, golden_vectors: np.ndarray, threshold: float = THRESHOLD):
    """(mask of rows within ``threshold`` cosine of some golden, each row's best cosine)."""
    a = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    b = golden_vectors / np.linalg.norm(golden_vectors, axis=1, keepdims=True)
    best = (a @ b.T).max(axis=1) if len(b) else np.full(len(a), -1.0)
    return best >= threshold, best
