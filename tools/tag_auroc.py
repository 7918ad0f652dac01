"""AUROC of a suite's goldens that carry any of some tags, with a bootstrap CI.

Usage: python tools/tag_auroc.py [REPORT] [--suite adversarial] [--group NAME=tag1,tag2 ...]
       [--boot 2000] [--seed 0]

The report's tag slices are point values, one tag at a time; issue goals name families of tags
(jailbreak and injection prompts against their safe look-alikes, harmful against safe
requests). For every group this scores the goldens carrying any of its tags, each golden's
``row.risk`` against ``row.y_true``, and prints n, AUROC and a percentile bootstrap CI, with the
report's own metric and bootstrap (``togmal_eval.metrics``: ``--boot`` multinomial resamples of
the group's goldens, seeded). Defaults: reports/run.json, suite adversarial, groups
jailbreak+injection={jailbreak,injection} and harmful={harmful}.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from togmal_eval.metrics.classification import auroc  # noqa: E402
from togmal_eval.metrics.statistics import bootstrap, percentile_ci  # noqa: E402

DEFAULT_GROUPS = ("jailbreak+injection=jailbreak,injection", "harmful=harmful")


def group_rows(cases: list[dict], tags: set[str]) -> tuple[np.ndarray, np.ndarray]:
    rows = [
        c
        for c in cases
        if set(c.get("tags", ())) & tags and c.get("row", {}).get("y_true") is not None
    ]
    y = np.array([c["row"]["y_true"] for c in rows], dtype=float)
    s = np.array([c["row"]["risk"] for c in rows], dtype=float)
    return y, s


def auroc_ci(y: np.ndarray, s: np.ndarray, boot: int, seed: int) -> tuple[float, float, float]:
    cols = {"y_true": y, "risk": s}
    lo, hi = percentile_ci(bootstrap(auroc, cols, n_boot=boot, seed=seed))
    return float(auroc(cols, np.ones(len(y)))[0]), lo, hi


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("report", nargs="?", default=str(ROOT / "reports" / "run.json"))
    ap.add_argument("--suite", default="adversarial")
    ap.add_argument("--group", action="append", default=None)
    ap.add_argument("--boot", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    suite = json.loads(Path(a.report).read_text("utf-8"))["suites"].get(a.suite)
    if suite is None:
        raise SystemExit(f"{a.report}: no suite {a.suite!r}")
    for spec in a.group or DEFAULT_GROUPS:
        name, _, tags = spec.partition("=")
        y, s = group_rows(suite["cases"], set(filter(None, tags.split(","))))
        if len(y) == 0 or y.min() == y.max():
            print(f"{name}: n={len(y)}, one class only: AUROC undefined")
            continue
        auc, lo, hi = auroc_ci(y, s, a.boot, a.seed)
        print(f"{name}: n={len(y)} ({int(y.sum())} risky)  AUROC {auc:.3f} [{lo:.3f}, {hi:.3f}]")


if __name__ == "__main__":
    main()
