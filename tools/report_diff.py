"""How far two reports are apart, suite by suite, whatever their fingerprints.

Usage: python tools/report_diff.py OLD NEW

OLD and NEW are each a report (`run --out` / `reports/run.json`) or a baselines folder
(`baselines/<fingerprint>/`, one JSON per suite; an old one comes back with
`git show REV:baselines/FP/SUITE.json`). For every suite in both it prints whether the two are
byte-identical apart from `meta`; else `compare`'s flips (levels, neighbour sets,
expectations: `compare.find_flips`) counted by kind with the level changes listed, the largest
and median change of a golden's risk, and every metric that moved.

`compare` refuses two fingerprints (a delta between two embedders is no regression verdict);
this is for measuring what such a change did, e.g. the embedder's precision. A development
tool: it never gates.
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from togmal_eval.compare import find_flips  # noqa: E402


def suites(path: Path) -> dict:
    if path.is_dir():
        out = {}
        for f in sorted(path.glob("*.json")):
            out.update(json.loads(f.read_text("utf-8"))["suites"])
        return out
    return json.loads(path.read_text("utf-8"))["suites"]


def body(suite: dict) -> str:
    return json.dumps({k: v for k, v in suite.items() if k != "meta"}, sort_keys=True)


def value(m):
    return m.get("value") if isinstance(m, dict) else m


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2])
    old, new = (suites(Path(p)) for p in sys.argv[1:])
    for name in sorted(set(old) & set(new)):
        a, b = old[name], new[name]
        if body(a) == body(b):
            print(f"{name}: byte-identical apart from meta")
            continue
        was = {c["id"]: c for c in a["cases"]}
        common = [c for c in b["cases"] if c["id"] in was]
        flips = find_flips(a["cases"], b["cases"])
        kinds = Counter(f.kind for f in flips)
        risk = [abs(c["prediction"]["risk"] - was[c["id"]]["prediction"]["risk"]) for c in common]
        print(
            f"{name}: {len(common)} goldens in both, {kinds['level_changed']} level changes, "
            f"{kinds['neighbours_changed']} neighbour sets changed, "
            f"{kinds['expectation_failed'] + kinds['expectation_fixed']} expectation flips, "
            f"|risk change| max {max(risk, default=0):.3g} median "
            f"{statistics.median(risk) if risk else 0:.2g}"
        )
        for f in flips:
            if f.kind != "neighbours_changed":
                print(f"    {f.id} {f.detail}")
        for m in sorted(set(a["metrics"]) & set(b["metrics"])):
            x, y = value(a["metrics"][m]), value(b["metrics"][m])
            if x != y:
                d = f" ({y - x:+.4f})" if isinstance(x, float) and isinstance(y, float) else ""
                print(f"    {m:<22} {x} -> {y}{d}")


if __name__ == "__main__":
    main()
