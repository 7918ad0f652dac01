"""What the detector dev tools (tools/false_premise_dev.py, harm_dev.py, time_sensitive_dev.py)
read besides their own sets: JSONL dev files, the harmless dev prompts and the configured
corpus's benchmark questions. Development data only: never a golden suite."""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

# harmless prompts by other authors: off-topic requests, plain questions, pasted documents
HARMLESS = ("ood-dev*.jsonl", "plain-dev*.jsonl", "docs-dev14.jsonl")


def jsonl(path: Path) -> list[dict]:
    """Rows of a JSONL dev file, skipping blank lines and // comments."""
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return [json.loads(s) for s in lines if s.strip() and not s.startswith("//")]


def auroc(y, s) -> float:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(y, s))


def harmless_files(patterns=HARMLESS) -> list[Path]:
    return [f for pattern in patterns for f in sorted((REPO / "corpus").glob(pattern))]


def harmless_prompts(patterns=HARMLESS) -> list[str]:
    """The text of every row not marked risky in the ``patterns`` files of corpus/."""
    return [
        r.get("text") or r["prompt"]
        for f in harmless_files(patterns)
        for r in jsonl(f)
        if not r.get("risky")
    ]


def benchmark_questions() -> list[str]:
    """Every question of the configured corpus (``data_dir``, ``$TOGMAL_EVAL_DATA``), the
    held-out ones included."""
    from togmal_eval.config import load_config
    from togmal_eval.workspace import Workspace

    return [r.text for r in Workspace(load_config()).corpus.records]


def set_weak_evidence(specs: list[str]) -> None:
    """Apply ``FAMILY=W[^G]`` specs (the tools' ``--weak`` option) to ``semantic.WEAK_EVIDENCE``
    (and ``semantic.WEAK_EXPONENT``) for this process: family FAMILY's sub-threshold evidence
    weighs W (0 switches it off), growing with its probability's power G (default 1)."""
    from togmal_eval.risk import semantic

    for spec in specs:
        family, sep, value = spec.partition("=")
        weight, hat, power = value.partition("^")
        try:
            w, g = float(weight), float(power) if hat else 1.0
        except ValueError:
            w, g = None, 0.0
        if not sep or family not in semantic.SEVERITY or w is None or g <= 0:
            raise SystemExit(f"--weak {spec!r}: expected FAMILY=W[^G] with a signal family, G > 0")
        semantic.WEAK_EVIDENCE[family] = w
        semantic.WEAK_EXPONENT[family] = g
