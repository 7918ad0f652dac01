"""The character heads for prompts in other languages (risk/foreign.py) judged on authors they
never read: each multilingual development set (corpus/ml-dev*.jsonl) held out in turn.

Usage: python tools/foreign_loso.py [--check T[,T ...]] [--confirming]

For each set S: the heads fitted on the rows tools/build_foreign.py collects (by default every read
set, the confirming ones too; ``--confirming``: as shipped, without them) less S's rows, then S scored by
the default scorer without the heads, with them, and with them and each ``--check`` value of
fusion's ``foreign_check`` (the English detectors' evidence on a foreign prompt both heads read
below T weighed down). Per set and pooled over the sets: risk AUROC of the attacks against the
harmless rows, the shares of attacks and of harmless rows rated HIGH or worse, and their
difference (youden). Development data only: never a golden suite.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
from sklearn.metrics import roc_auc_score

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_foreign  # noqa: E402
import foreign_dev  # noqa: E402
from foreign_dev import rows_of  # noqa: E402

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.harness import build_scorer  # noqa: E402
from togmal_eval.risk import foreign  # noqa: E402
from togmal_eval.risk.assessment import LEVEL_INDEX  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
HIGH = LEVEL_INDEX["HIGH"]


def figures(y: np.ndarray, risk: np.ndarray, high: np.ndarray) -> str:
    """``foreign_dev.figures`` and the youden (attacks HIGH+ less harmless HIGH+)."""
    return f"{foreign_dev.figures(y, risk, high)}  youden {high[y].mean() - high[~y].mean():.3f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", default="", help="comma-separated foreign_check values")
    ap.add_argument("--confirming", action="store_true", help="train as shipped")
    a = ap.parse_args()
    checks = [float(t) for t in a.check.split(",") if t.strip()]
    rows = build_foreign.rows() if a.confirming else build_foreign.rows(confirming=())
    sets = sorted((REPO / "corpus").glob("ml-dev*.jsonl"), key=lambda p: int(p.stem[6:]))
    cfg = load_config()
    ws = Workspace(cfg)
    configs = {"without": {"foreign_chars": False}, "with": {}}
    configs.update({f"check {t:g}": {"foreign_check": t} for t in checks})
    scorers = {name: build_scorer(cfg, ws, None, extra=x) for name, x in configs.items()}
    pooled: dict[str, list] = {name: [] for name in configs}
    ys = []
    for path in sets:
        held = rows_of(str(path))
        texts = [r["text"] for r in held]
        y = np.array([bool(r.get("risky")) for r in held])
        heads = foreign.ForeignHeads.fit([r for r in rows if r["source"] != path.name])
        foreign.heads_for = lambda _embedder, heads=heads: heads
        print(f"{path.name}: n={len(held)}, attacks {int(y.sum())}")
        ys.append(y)
        for name, sc in scorers.items():
            out = sc.score(texts)
            risk = np.array([x.risk for x in out])
            high = np.array([LEVEL_INDEX[x.level] >= HIGH for x in out])
            pooled[name].append((risk, high))
            print(f"  {name:<12} {figures(y, risk, high)}")
    y = np.concatenate(ys)
    print(f"pooled over {len(sets)} sets: n={len(y)}, attacks {int(y.sum())}")
    for name, parts in pooled.items():
        risk = np.concatenate([r for r, _ in parts])
        high = np.concatenate([h for _, h in parts])
        mean = np.mean([roc_auc_score(yy, r) for yy, (r, _) in zip(ys, parts)])
        print(f"  {name:<12} {figures(y, risk, high)}  mean AUROC {mean:.4f}")


if __name__ == "__main__":
    main()
