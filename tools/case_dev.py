"""Questions about a described case (risk/intent.py's ``case_question``) on the index's benchmark
questions and on a set of harmful requests and harmless vignettes: development data only, never a
golden suite.

Usage: python tools/case_dev.py [FILE ...]

On the index's questions (the configured corpus less the held-out ones) it scores every question
with the default scorer with ``case`` off, and the ones read as a case again with it on, and
prints, off -> on: the questions with a harm signal, those whose harm signals weigh 0.3 or more
(what moves a level), and the cross-fitted stacker's out-of-fold AUROC and AUPR (hard = success
below the threshold) with each question's signals and weak evidence added as fusion adds them.
The question's own row is in the index, so only the signals are read from these scores, never the
capability risk. Per FILE ({"text", "risky", "kind"} rows: corpus/case-dev.jsonl by default) it
prints how many risky and harmless rows read as a case, and lists the risky ones that do (a
harmful request the frame would spare). Its full-scorer AUROC with and without the frame:
``python tools/persona_dev.py [--off case] FILE``. About 2 minutes on 2 cores with the embedding cache warm.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))

import dev_index  # noqa: E402
from dev_sets import jsonl  # noqa: E402

from togmal_eval.harness import build_scorer  # noqa: E402
from togmal_eval.risk import calibrated as cal  # noqa: E402
from togmal_eval.risk.intent import case_question  # noqa: E402

BATCH = 2000


def signals(scorer, texts: list[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(heuristic risk, weak evidence, with a harm signal, harm signals' largest weight)."""
    h, w, harm, weight = [], [], [], []
    for s in range(0, len(texts), BATCH):
        for a in scorer.score(texts[s : s + BATCH]):
            h.append(a.components["heuristic_risk"])
            w.append(a.components["weak_evidence"])
            hs = [x["weight"] for x in a.signals if x["family"] == "harm"]
            harm.append(bool(hs))
            weight.append(max(hs, default=0.0))
    return np.array(h), np.array(w), np.array(harm), np.array(weight)


def index_figures(ix) -> None:
    from sklearn.metrics import average_precision_score, roc_auc_score

    cases = np.array([case_question(t) for t in ix.texts])
    print(f"index questions read as a case: {cases.sum()} of {len(cases)}")
    off = signals(build_scorer(ix.cfg, ix.ws, None, extra={"case": False}), ix.texts)
    on = [v.copy() for v in off]
    sub = list(np.nonzero(cases)[0])
    again = signals(build_scorer(ix.cfg, ix.ws, None), [ix.texts[i] for i in sub])
    for v, a in zip(on, again):
        v[sub] = a
    p = ix.params
    parts = cal.cross_fit_parts(
        ix.vectors, ix.success, ix.index.domains, ix.index.origins, ix.texts, p, ix.threshold
    )
    X = cal.oof_features(parts, ix.vectors, ix.success, ix.texts, p)
    _, _, oof = cal.fit_stacker(X, ix.y, p, parts[0]["groups"])
    print(f"{'':<44}{'case off':>10}{'case on':>10}")
    rows = [("with a harm signal", lambda v: int(v[2].sum()))]
    rows.append(("with harm signals weighing 0.3 or more", lambda v: int((v[3] >= 0.3).sum())))
    for name, f in (("AUROC", roc_auc_score), ("AUPR", average_precision_score)):
        rows.append((f"stacker {name}, no signals", lambda v, f=f: f(ix.y, oof)))
        rows.append(
            (
                f"stacker {name}, with signals and weak evidence",
                lambda v, f=f: f(ix.y, 1.0 - (1.0 - oof) * (1.0 - v[0]) * (1.0 - v[1])),
            )
        )
    for name, f in rows:
        a, b = f(off), f(on)
        fmt = "{:>10d}" if isinstance(a, int) else "{:>10.4f}"
        print(f"{name:<44}" + fmt.format(a) + fmt.format(b))


def dev_file(path: Path) -> None:
    rows = jsonl(path)
    risky = [r for r in rows if r["risky"]]
    ok = [r for r in rows if not r["risky"]]
    read = [r for r in risky if case_question(r["text"])]
    n_ok = sum(case_question(r["text"]) for r in ok)
    print(
        f"\n{path.name}: risky read as a case {len(read)} of {len(risky)}, harmless {n_ok} of "
        f"{len(ok)}"
    )
    for r in read:
        print(f"   risky, read as a case: {r['text'][:110]!r}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", type=Path)
    a = ap.parse_args()
    index_figures(dev_index.load())
    for path in a.files or [REPO / "corpus" / "case-dev.jsonl"]:
        dev_file(path)


if __name__ == "__main__":
    main()
