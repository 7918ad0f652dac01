"""Measure the false-premise family on development pairs and on harmless questions.

Usage: python tools/false_premise_dev.py [FILE ...] [--no-scorer] [--weak FAMILY=W[^G]] [--off PARAM] [--on PARAM] [-v]

Each FILE holds matched prompt pairs {"text", "false", "pair"}: one prompt takes a false claim for
granted, its twin the true counterpart in the same frame (corpus/fp-pairs-dev*.jsonl, written by
authors who saw neither the bank nor the suites); or {"text", "asks", "pair"}: one prompt takes a
myth for granted, its twin asks whether it holds (corpus/fp-asks-dev*.jsonl; the first is the
positive side, the "false" column). Per file it prints the false-premise AUROC of the rules, of
the semantic detector (claim matcher and classifier) and of the two combined as fusion combines
them, the share of pairs whose positive member outscores its twin, the share of each side with a
signal, and the default scorer's risk AUROC on the same prompts (what the false_premise suite
measures), and that AUROC's mean over the pair sets to six places (what a rule for a change
compares). Below the risk, the AUROC of its two parts: the evidence alone (signals and weak
evidence of every family) and the capability risk alone, with the capability's spread and the
mean exam weight (risk/exam.py): what the neighbours' difficulty costs the ranking. Then the
share of the configured corpus's benchmark questions and of the harmless questions in
corpus/plain-dev*.jsonl with a false-premise signal. ``-v`` lists the pairs the
combined score orders wrongly; ``--off PARAM`` / ``--on PARAM`` switch one of the default
scorer's on/off parameters off / on for the risk column (``--off exam_gate``: the figures without risk/exam.py's gate).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from dev_sets import (  # noqa: E402
    auroc,
    benchmark_questions,
    harmless_files,
    jsonl,
    set_weak_evidence,
)

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.risk.heuristics import SEVERITY, detect, family_scores  # noqa: E402
from togmal_eval.risk.semantic import THRESHOLDS, detector_for, weak_evidence  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

FAMILY = "false_premise"


class Scores:
    def __init__(self, with_scorer: bool, off=(), on=()):
        self.cfg = load_config()
        self.ws = Workspace(self.cfg)
        self.emb = self.ws.embedder
        self.det = detector_for(self.emb)
        self.scorer = None
        if with_scorer:
            from togmal_eval.harness import build_scorer

            self.scorer = build_scorer(
                self.cfg,
                self.ws,
                None,
                extra={**dict.fromkeys(off, False), **dict.fromkeys(on, True)},
            )

    def family(self, texts: list[str], persist: bool = False) -> dict[str, np.ndarray]:
        """rules / semantic / combined false-premise scores, combined as fusion does (signals
        at or above the threshold, weak evidence below it)."""
        rules = np.array([family_scores(detect(t, [FAMILY]))[FAMILY] for t in texts])
        sem = self.det.probabilities(texts, self.emb.embed(texts, persist=persist))[FAMILY]
        emitted = np.where(sem >= THRESHOLDS[FAMILY], sem, 0.0)
        # fusion's weak-evidence term, at the family's level (without its severity)
        weak = weak_evidence({FAMILY: sem}, THRESHOLDS, len(texts))[0] / SEVERITY[FAMILY]
        combined = 1.0 - (1.0 - rules) * (1.0 - emitted) * (1.0 - weak)
        return {"rules": rules, "semantic": sem, "combined": combined}

    def risk(self, texts: list[str]) -> tuple[dict[str, np.ndarray], np.ndarray]:
        """({the default scorer's risk, and its two parts: the evidence (signals and weak
        evidence, every family) and the capability risk (what the neighbours' difficulty, the
        out-of-distribution and exam-likeness blends make of it)}, each prompt's exam weight)."""
        a = self.scorer.score(texts)
        comp = lambda k: np.array([x.components.get(k, 0.0) for x in a])  # noqa: E731
        evidence = 1.0 - (1.0 - comp("heuristic_risk")) * (1.0 - comp("weak_evidence"))
        cols = {
            "scorer risk": np.array([x.risk for x in a]),
            "  its evidence alone": evidence,
            "  its capability alone": comp("capability_risk"),
        }
        return cols, comp("exam_weight")


def presupposes_false(row: dict) -> bool:
    """The positive side of a pair: the false-premise member ({"false": true}) of a pair set, the
    member that takes the myth for granted ({"asks": false}) of an asking set."""
    return bool(row["false"]) if "false" in row else not row["asks"]


def pair_set(path: Path, sc: Scores, verbose: bool) -> tuple[float, float] | None:
    """Print the file's figures; return its scorer risk AUROC and that of the risk's evidence
    alone if it is a false / true pair set (not an asking set) and the scorer was run."""
    rows = jsonl(path)
    texts = [r["text"] for r in rows]
    y = np.array([presupposes_false(r) for r in rows])
    fam = sc.family(texts)
    pairs: dict[int, dict[bool, int]] = {}
    for i, r in enumerate(rows):
        pairs.setdefault(int(r["pair"]), {})[bool(y[i])] = i
    full = [v for v in pairs.values() if len(v) == 2]
    print(f"\n{path.name}: {len(full)} pairs")
    print(f"  {'':<26}{'AUROC':>8}{'won':>8}{'false sig':>11}{'true sig':>10}")
    cols = dict(fam)
    exam_weight = None
    if sc.scorer is not None:
        parts, exam_weight = sc.risk(texts)
        cols.update(parts)
    for name, s in cols.items():
        won = np.mean(
            [float(s[v[True]] > s[v[False]]) + 0.5 * (s[v[True]] == s[v[False]]) for v in full]
        )
        sig = ""
        if name in fam:
            hit = s >= (0.5 if name != "semantic" else THRESHOLDS[FAMILY])
            sig = f"{hit[y].mean():>11.3f}{hit[~y].mean():>10.3f}"
        print(f"  {name:<26}{auroc(y, s):>8.3f}{won:>8.3f}{sig}")
    if exam_weight is not None:
        cap = cols["  its capability alone"]
        print(f"  capability sd {cap.std():.3f}, mean exam weight {exam_weight.mean():.2f}")
    if verbose:
        s = fam["combined"]
        for v in full:
            if s[v[True]] <= s[v[False]]:
                print(f"   unordered {s[v[True]]:.2f} / {s[v[False]]:.2f}: {texts[v[True]][:90]!r}")
    if "scorer risk" not in cols or "false" not in rows[0]:
        return None
    return auroc(y, cols["scorer risk"]), auroc(y, cols["  its evidence alone"])


def harmless(sc: Scores, verbose: bool) -> None:
    questions = benchmark_questions()
    hit = sc.family(questions, persist=True)["combined"] >= 0.5
    print(
        f"\nbenchmark questions with a {FAMILY} signal (n={len(questions)}): "
        f"{hit.sum()} ({hit.mean():.3%})"
    )
    for p in harmless_files(("plain-dev*.jsonl",)):
        texts = [r["text"] for r in jsonl(p)]
        s = sc.family(texts)["combined"]
        hit = s >= 0.5
        print(f"{p.name} (harmless, n={len(texts)}): {hit.mean():.3f} with a signal")
        if verbose:
            for i in np.nonzero(hit)[0]:
                print(f"   {texts[i][:100]!r} {s[i]:.2f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--no-scorer", action="store_true", help="skip the default scorer's risk")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument(
        "--weak",
        action="append",
        default=[],
        metavar="FAMILY=W[^G]",
        help="a family's weak-evidence weight W and power G (semantic.WEAK_EVIDENCE, WEAK_EXPONENT) for this run",
    )
    ap.add_argument("--off", action="append", default=[], metavar="PARAM")
    ap.add_argument("--on", action="append", default=[], metavar="PARAM")
    a = ap.parse_args()
    set_weak_evidence(a.weak)
    sc = Scores(not a.no_scorer, a.off, a.on)
    default = [*sorted((REPO / "corpus").glob("fp-pairs-dev*.jsonl"))]
    default += sorted((REPO / "corpus").glob("fp-asks-dev*.jsonl"))
    risk = [r for path in a.files or default if (r := pair_set(path, sc, a.verbose)) is not None]
    if risk:  # what the rules for a change compare, to more places than the table shows
        r, e = np.mean(risk, axis=0)
        print(f"\nmean scorer risk AUROC over the {len(risk)} pair sets: {r:.6f}")
        print(f"mean AUROC of its evidence alone (capability left out): {e:.6f}")
    harmless(sc, a.verbose)


if __name__ == "__main__":
    main()
