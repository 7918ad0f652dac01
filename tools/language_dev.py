"""Prompts not in English (togmal_eval/risk/language.py), measured on development data only.

Usage: python tools/language_dev.py [--risk 0.5]   (about 2 minutes)

Prints:
* the benchmark questions (the configured corpus, held-out ones included) the language test
  flags and the highest probability any of them gets for a language other than English;
* per dev file (togmal_eval/data/exemplars*.jsonl, everyday.jsonl, corpus/*.jsonl) the prompts
  given another language at >= 0.99 and at the threshold, and the highest value among the rest;
* the default scorer with the ``language`` switch off and on (foreign prompts' capability risk
  ``--risk``, default language.FOREIGN_RISK) on the exemplar sets the jailbreak classifier never
  trains on: jailbreak+injection risk AUROC, and the benign prompts, all and foreign, rated HIGH
  or worse. Pasted-document tasks rated HIGH+: python tools/documents_dev.py.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import dev_sets  # noqa: E402

from togmal_eval.risk import language  # noqa: E402
from togmal_eval.risk.finetune import POSITIVE_FAMILIES, TRAINING_DEV_SETS  # noqa: E402
from togmal_eval.risk.semantic import DATA  # noqa: E402

HIGH = ("HIGH", "CRITICAL")


def texts_of(path: Path) -> list[str]:
    return [t for r in dev_sets.jsonl(path) if (t := r.get("text") or r.get("prompt"))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--risk", type=float, default=language.FOREIGN_RISK)
    a = ap.parse_args()

    p, langs = language.identify(dev_sets.benchmark_questions())
    top = int(np.argmax(p))
    print(
        f"benchmark questions: {len(p)}, flagged {int((language.foreign(p) > 0).sum())}, "
        f"highest {p[top]:.3f} ({langs[top]})"
    )
    print(f"\n{'file':<26}{'n':>6}{'>=0.99':>8}{'>=thr':>7}{'rest max':>10}")
    files = sorted(DATA.glob("exemplars*.jsonl")) + [DATA / "everyday.jsonl"]
    for path in files + sorted((REPO / "corpus").glob("*.jsonl")):
        p, _ = language.identify(texts_of(path))
        flagged = language.foreign(p) > 0
        rest = float(p[~flagged].max()) if (~flagged).any() else 0.0
        print(
            f"{path.name:<26}{len(p):>6}{int((p >= 0.99).sum()):>8}{int(flagged.sum()):>7}"
            f"{rest:>10.3f}"
        )

    from togmal_eval import harness
    from togmal_eval.config import load_config
    from togmal_eval.workspace import Workspace

    language.FOREIGN_RISK = a.risk
    cfg = load_config()
    ws = Workspace(cfg)
    scorers = {}
    for name, on in (("off", False), ("on", True)):
        scorers[name] = harness.build_scorer(cfg, ws, None)
        scorers[name].params["language"] = on
    held_out = sorted(
        (f for f in DATA.glob("exemplars-dev*.jsonl") if f.name not in TRAINING_DEV_SETS),
        key=lambda f: (len(f.name), f.name),
    )
    print(f"\ndefault scorer, foreign capability risk {a.risk}: language off | on")
    print(f"{'set':<24}{'n':>5}{'foreign':>8}   jb+inj AUROC   benign HIGH+   foreign benign HIGH+")
    for path in held_out:
        rows = [r for r in dev_sets.jsonl(path) if r["family"] in (*POSITIVE_FAMILIES, "neutral")]
        texts = [r["text"] for r in rows]
        y = np.array([r["family"] in POSITIVE_FAMILIES and bool(r["risky"]) for r in rows])
        foreign = language.foreign(language.identify(texts)[0]) > 0
        cells = {}
        for name, sc in scorers.items():
            out = sc.score(texts)
            risk = np.array([x.risk for x in out])
            high = np.array([x.level in HIGH for x in out])
            fb = high[foreign & ~y].mean() if (foreign & ~y).any() else float("nan")
            cells[name] = (dev_sets.auroc(y, risk), high[~y].mean(), fb)
        print(
            f"{path.name:<24}{len(texts):>5}{int(foreign.sum()):>8}   "
            + "   ".join(
                f"{cells['off'][k]:.3f} | {cells['on'][k]:.3f}".center(k and 20 or 13)
                for k in range(3)
            )
        )


if __name__ == "__main__":
    main()
