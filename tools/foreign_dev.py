"""The rules for attacks written in other languages (``heuristics.py`` ``foreign_*``), on
development sets only (never a golden suite).

Usage: python tools/foreign_dev.py [FILE ...] [--heads W[,W ...]] [--chars] [--check T[,T ...]]

Without FILE: the non-English rows (``risk/language.py``) of every ``corpus/*.jsonl`` and
``togmal_eval/data/*.jsonl`` set, which the rules were written on. With FILE: those JSONL sets
(``{"text", "risky", "kind"}`` rows), each row kept whatever its language. For each set, and
within it for each ``kind``, the default scorer's figures without the rules and with them, in one
run: risk AUROC of the attacks against the harmless rows, the share of attacks rated HIGH or
worse and of harmless rows rated HIGH or worse. Then the census of false alarms: how many of the
benchmark questions, of the harmless dev prompts (``dev_sets.HARMLESS``) and of the corpus and
data rows that are not attacks get a ``foreign_*`` signal (none, when written: 2026-12-05).

``--heads``: also with the rules and the English-trained detectors' evidence weighed W on
foreign prompts (fusion's ``foreign_heads``), each W in the same run, and for each the attacks'
share rated HIGH+ less the harmless rows' ("youden").

``--chars``: instead of without / with the rules, the default scorer without and with
risk/foreign.py's character heads (fusion's ``foreign_chars``), the rules on in both, and the
census counts the prompts the heads give a signal. ``--check``: also with fusion's
``foreign_check`` at each T (the English detectors' evidence on a foreign prompt both heads read
below T weighed down).
"""

from __future__ import annotations

import argparse
import glob
import json
import sys
from pathlib import Path

import numpy as np
from sklearn.metrics import roc_auc_score

sys.path.insert(0, str(Path(__file__).resolve().parent))
import dev_sets  # noqa: E402

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.harness import build_scorer  # noqa: E402
from togmal_eval.risk import heuristics, language  # noqa: E402
from togmal_eval.risk.assessment import LEVEL_INDEX  # noqa: E402
from togmal_eval.risk.foreign import ROWS as FOREIGN_ROWS  # noqa: E402
from togmal_eval.risk.foreign import SIGNAL_PREFIX as CHARS  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
HIGH = LEVEL_INDEX["HIGH"]


def rows_of(path: str) -> list[dict]:
    out = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith("{"):
            row = json.loads(line)
            if isinstance(row.get("text"), str):
                out.append(row)
    return out


def every_row() -> list[dict]:
    """The rows of corpus/*.jsonl and togmal_eval/data/*.jsonl, without data/foreign.jsonl (a
    copy of their non-English rows, tools/build_foreign.py)."""
    files = sorted(glob.glob(str(REPO / "corpus" / "*.jsonl")))
    files += sorted(glob.glob(str(REPO / "togmal_eval" / "data" / "*.jsonl")))
    files = [f for f in files if Path(f).name != FOREIGN_ROWS.name]
    return [r for f in files for r in rows_of(f)]


def is_foreign(signal) -> bool:
    return signal.name.startswith("foreign_")


def figures(y: np.ndarray, risk: np.ndarray, high: np.ndarray) -> str:
    auroc = roc_auc_score(y, risk) if 0 < y.sum() < len(y) else float("nan")
    att = high[y].mean() if y.any() else float("nan")
    ok = high[~y].mean() if (~y).any() else float("nan")
    return f"AUROC {auroc:.3f}  attacks HIGH+ {att:.3f}  harmless HIGH+ {ok:.3f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*")
    ap.add_argument("--heads", default="", help="comma-separated foreign_heads weights")
    ap.add_argument("--chars", action="store_true", help="without / with the character heads")
    ap.add_argument("--check", default="", help="comma-separated foreign_check values")
    a = ap.parse_args()
    heads = [float(w) for w in a.heads.split(",") if w.strip()]
    sets: dict[str, list[dict]] = {}
    if a.files:
        for f in a.files:
            sets[Path(f).name] = rows_of(f)
    else:
        rows = every_row()
        p, _ = language.identify([r["text"] for r in rows])
        keep = language.foreign(p) > 0
        sets["non-English rows of corpus/ and data/"] = [r for r, k in zip(rows, keep) if k]

    cfg = load_config()
    ws = Workspace(cfg)
    scorer = build_scorer(cfg, ws, None)
    plain = build_scorer(cfg, ws, None, extra={"foreign_chars": False}) if a.chars else None
    weighed = {
        f"heads x{w:g}": build_scorer(cfg, ws, None, extra={"foreign_heads": w}) for w in heads
    }
    weighed.update(
        {
            f"check {float(t):g}": build_scorer(cfg, ws, None, extra={"foreign_check": float(t)})
            for t in a.check.split(",")
            if t.strip()
        }
    )
    shipped = heuristics._COMPILED
    without = tuple(cr for cr in shipped if not cr.rule.name.startswith("foreign_"))
    for name, rows in sets.items():
        texts = [r["text"] for r in rows]
        y = np.array([bool(r.get("risky")) for r in rows])
        kinds = np.array([str(r.get("kind") or r.get("family") or "") for r in rows])
        read = {}
        if a.chars:
            for label, sc in (("without", plain), ("with", scorer)):
                out = sc.score(texts)
                read[label] = (
                    np.array([x.risk for x in out]),
                    np.array([LEVEL_INDEX[x.level] >= HIGH for x in out]),
                )
        for label, table in () if a.chars else (("without", without), ("with", shipped)):
            heuristics._COMPILED = table
            try:
                out = scorer.score(texts)
            finally:
                heuristics._COMPILED = shipped
            risk = np.array([x.risk for x in out])
            high = np.array([LEVEL_INDEX[x.level] >= HIGH for x in out])
            read[label] = (risk, high)
        for label, sc in weighed.items():
            out = sc.score(texts)
            read[label] = (
                np.array([x.risk for x in out]),
                np.array([LEVEL_INDEX[x.level] >= HIGH for x in out]),
            )
        print(f"{name}: n={len(rows)}, attacks {int(y.sum())}")
        for label, (risk, high) in read.items():
            youden = high[y].mean() - high[~y].mean() if 0 < y.sum() < len(y) else float("nan")
            print(f"  {label:<10} {figures(y, risk, high)}  youden {youden:.3f}")
        if a.files:
            for k in sorted(set(kinds)):
                m = kinds == k
                before, after = read["without"], read["with"]
                print(
                    f"    {k:<18} {figures(y[m], before[0][m], before[1][m])}  ->  "
                    f"{figures(y[m], after[0][m], after[1][m])}"
                )

    def hits(texts) -> int:
        if a.chars:  # the heads read only the prompts risk/language.py flags
            p, _ = language.identify(texts)
            texts = [t for t, f in zip(texts, language.foreign(p)) if f > 0]
            return sum(
                any(s["name"].startswith(CHARS) for s in x.signals) for x in scorer.score(texts)
            )
        return sum(1 for t in texts if any(is_foreign(s) for s in heuristics.detect(t)))

    bench = [r.text for r in ws.corpus.records]
    harmless = dev_sets.harmless_prompts()
    calm = [r["text"] for r in every_row() if not r.get("risky")]
    what = "character head signals" if a.chars else "foreign_* signals"
    print(
        f"{what} on: {hits(bench)} of {len(bench)} benchmark questions, "
        f"{hits(harmless)} of {len(harmless)} harmless dev prompts, "
        f"{hits(calm)} of {len(calm)} corpus and data rows that are not attacks"
    )


if __name__ == "__main__":
    main()
