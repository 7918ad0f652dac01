"""Keep the estimator's own material apart from the golden suites it is judged on.

The exemplar bank, the development sets the jailbreak classifier also trains on, the everyday
requests, the OOD background, the time-sensitive rows, the false-premise claims and the harm
rows (``togmal_eval/data``) are written by the same hands as the prompt suites, so an everyday request
can turn up in both, reworded ("How do I kill a zombie process in Linux?" / "... on Linux?"). A
golden whose near twin was fitted on measures recall, not skill.
``tools/build_exemplars.py`` drops every bank row within ``THRESHOLD`` cosine of a golden prompt;
such rows of the classifier's training sets and background lines were deleted when they were added;
and ``tests/test_contamination.py`` fails if any row or background line comes back.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

THRESHOLD = 0.85  # paraphrases of one request sit above it ("Plan a 3-day itinerary ..." 0.88)
# what ``estimator_material`` reads, in its order, by the name a problem report gives it
SOURCES = (
    "exemplar bank",
    "classifier training sets",
    "everyday requests",
    "OOD background",
    "time-sensitive rows",
    "false-premise claims",
    "harm rows",
    "ideation rows",
    "foreign-language rows",
)


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


def estimator_material() -> list[tuple[str, str]]:
    """(source, text) of everything the estimator is fitted on that a prompt could echo: the
    exemplar bank's rows, the development-set rows the jailbreak classifier also trains on, the
    everyday requests the harm detector is contrasted with, the OOD background's lines, the
    time_sensitive head's rows, the claim matcher's extra claims, the harm head's extra rows and
    the ideation head's rows and everyday personal messages, and the rows of the character heads
    for prompts in another language."""
    from ..risk.finetune import extra_rows
    from ..risk.foreign import load_rows as load_foreign
    from ..risk.ideation import everyday_messages
    from ..risk.ideation import load_rows as load_ideation
    from ..risk.priors import background_texts
    from ..risk.semantic import (
        BANK,
        load_claims,
        load_everyday,
        load_harm_extra,
        load_rows,
        load_time_sensitive,
    )

    texts = (
        [r["text"] for r in load_rows(BANK)],
        [r["text"] for r in extra_rows()],
        load_everyday(),
        background_texts(),
        [r["text"] for r in load_time_sensitive()],
        [r["text"] for r in load_claims()],
        [r["text"] for r in load_harm_extra()],
        [r["text"] for r in load_ideation()] + everyday_messages(),
        [r["text"] for r in load_foreign()],
    )
    return [(source, t) for source, part in zip(SOURCES, texts, strict=True) for t in part]


def nearest(vectors: np.ndarray, others: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per row of ``vectors``: the best cosine to a row of ``others`` and that row's index
    (-1.0 and -1 when ``others`` is empty)."""
    if not len(others):
        return np.full(len(vectors), -1.0), np.full(len(vectors), -1)
    a = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    b = others / np.linalg.norm(others, axis=1, keepdims=True)
    sims = a @ b.T
    which = sims.argmax(axis=1)
    return sims[np.arange(len(a)), which], which


def near_goldens(vectors: np.ndarray, golden_vectors: np.ndarray, threshold: float = THRESHOLD):
    """(mask of rows within ``threshold`` cosine of some golden, each row's best cosine)."""
    best, _ = nearest(vectors, golden_vectors)
    return best >= threshold, best
