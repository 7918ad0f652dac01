"""What rates prompts with a pasted document HIGH or worse (a measurement; nothing is chosen here).

Usage: python tools/documents_dev.py [FILE ...] [-v]

For each FILE of rows {"text", "kind"} (default togmal_eval/data/exemplars-dev13.jsonl, which the
jailbreak classifier also trains on as benign rows, and corpus/docs-dev14.jsonl, which it never
reads: requests for work on a pasted text, "transform", and questions about one that need
expertise, "hard", by two authors) prints per kind, from the default scorer: the share rated HIGH
or worse,
the share with a jailbreak signal (the fine-tuned classifier), the share read as unlike the
benchmark questions (ood >= 0.5) and the mean difficulty. ``-v`` lists the prompts rated HIGH+.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

DEFAULT = [
    REPO / "togmal_eval" / "data" / "exemplars-dev13.jsonl",
    REPO / "corpus" / "docs-dev14.jsonl",
]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()

    from togmal_eval import harness
    from togmal_eval.config import load_config
    from togmal_eval.risk.semantic import load_rows
    from togmal_eval.workspace import Workspace

    cfg = load_config(REPO / "togmal-eval.yaml")
    ws = Workspace(cfg)
    scorer = harness.build_scorer(cfg, ws, None)
    for path in a.files or DEFAULT:
        rows = load_rows(path)
        out = scorer.score([r["text"] for r in rows])
        kinds = np.array([r["kind"] for r in rows])
        high = np.array([x.level in ("HIGH", "CRITICAL") for x in out])
        jail = np.array([any(s["family"] == "jailbreak" for s in x.signals) for x in out])
        ood = np.array([x.ood >= 0.5 for x in out])
        diff = np.array([x.difficulty for x in out])
        print(
            f"\n{path.name}: {'':<8}{'n':>5}{'HIGH+':>8}{'jailbreak':>11}{'ood':>7}{'difficulty':>12}"
        )
        for k in sorted(set(kinds)):
            sel = kinds == k
            print(
                f"  {k:<14}{sel.sum():>5}{high[sel].mean():>8.2f}{jail[sel].mean():>11.2f}"
                f"{ood[sel].mean():>7.2f}{diff[sel].mean():>12.2f}"
            )
            if a.verbose:
                for i in np.nonzero(sel & high)[0]:
                    why = ",".join(s["name"] for s in out[i].signals) or "difficulty"
                    print(f"     {out[i].risk:.2f} {why:<24} {rows[i]['text'][:80]!r}")


if __name__ == "__main__":
    main()
