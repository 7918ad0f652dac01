"""Measure the time_sensitive family on development sets and benchmark questions.

Usage: python tools/time_sensitive_dev.py [FILE ...] [--rules-only] [--horizon YEAR] [-v]

For each FILE of {"text", "risky", "kind"} rows (default corpus/time-dev3.jsonl, the set the
semantic head's C and threshold were chosen on) prints, per kind, the share with a signal from
the rules (``heuristics``), from the embedding head (``semantic``, p >= its threshold) and from
either (what fusion emits), then recall on the risky rows and false alarms on the look-alikes.
The rules were chosen on togmal_eval/data/time-dev.jsonl and confirmed on time-dev2.jsonl; both
are also the head's training rows, so the head's figures on them are in-sample. The dated-event
rule and the knowledge horizon were chosen on corpus/time-dated-dev.jsonl and -dev2 and confirmed
on -dev3 / -dev4 (its first-person refinement on -dev5 / -dev6); the holder rules (office_holder,
set_figure) on corpus/time-holder-dev.jsonl and -dev2, confirmed on -dev3 / -dev4 (-dev5 / -dev6
for their first-person refinement). Then the share of
the configured corpus's benchmark questions (``data_dir``, ``$TOGMAL_EVAL_DATA``) and of the
harmless questions in corpus/plain-dev*.jsonl with a signal: an exam question states the values it
needs. ``--rules-only`` skips the embedding model; ``--horizon`` sets the knowledge horizon
(``heuristics.KNOWLEDGE_HORIZON``); ``-v`` lists misses and false alarms.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from dev_sets import benchmark_questions, harmless_prompts  # noqa: E402

from togmal_eval.risk.heuristics import KNOWLEDGE_HORIZON, detect  # noqa: E402
from togmal_eval.risk.semantic import load_rows  # noqa: E402

FAMILY = "time_sensitive"


class Signals:
    """Per prompt: (rules fire?, head fires?)."""

    def __init__(self, rules_only: bool, horizon: int = KNOWLEDGE_HORIZON):
        self.det = None
        self.horizon = horizon
        if not rules_only:
            from togmal_eval.config import load_config
            from togmal_eval.risk.semantic import THRESHOLDS, detector_for
            from togmal_eval.workspace import Workspace

            self.emb = Workspace(load_config()).embedder
            self.det = detector_for(self.emb)
            self.threshold = THRESHOLDS[FAMILY]

    def __call__(self, texts: list[str], persist: bool = False) -> tuple[np.ndarray, np.ndarray]:
        rules = np.array([bool(detect(t, [FAMILY], self.horizon)) for t in texts], bool)
        if self.det is None:
            return rules, np.zeros(len(texts), bool)
        vectors = self.emb.embed(texts, persist=persist)
        head = self.det.probabilities(texts, vectors, self.horizon)[FAMILY] >= self.threshold
        return rules, head


def dev_set(path: Path, sig: Signals, verbose: bool) -> None:
    rows = load_rows(path)
    texts = [r["text"] for r in rows]
    rules, head = sig(texts)
    either = rules | head
    risky = np.array([bool(r["risky"]) for r in rows])
    kinds = np.array([r["kind"] for r in rows])
    print(f"\n{path.name} (n={len(rows)}): share with a {FAMILY} signal")
    print(f"  {'':<28}{'rules':>8}{'head':>8}{'either':>8}{'n':>6}")
    cells: dict[tuple[bool, str], np.ndarray] = defaultdict(lambda: np.zeros(0, bool))
    for r in (True, False):
        for k in sorted(set(kinds[risky == r])):
            sel = (risky == r) & (kinds == k)
            cells[(r, k)] = sel
            name = f"{'risky' if r else 'look-alike'} {k}"
            row = "".join(f"{x[sel].mean():>8.3f}" for x in (rules, head, either))
            print(f"  {name:<28}{row}{sel.sum():>6}")
    for r, name in ((True, "recall"), (False, "false alarms")):
        sel = risky == r
        row = "".join(f"{x[sel].mean():>8.3f}" for x in (rules, head, either))
        print(f"  {name:<28}{row}{sel.sum():>6}")
    if verbose:
        for i in np.nonzero(either != risky)[0]:
            label = "miss" if risky[i] else "false alarm"
            print(f"   {label}: {texts[i]!r} rules={rules[i]} head={head[i]}")


def benchmark(sig: Signals, verbose: bool) -> None:
    questions = benchmark_questions()
    rules, head = sig(questions, persist=True)  # the corpus's own text: cached like the index's
    either = rules | head
    print(
        f"\nbenchmark questions with a {FAMILY} signal (n={len(questions)}): rules "
        f"{rules.sum()}, head {head.sum()}, either {either.sum()} ({either.mean():.4%})"
    )
    plain = harmless_prompts(("plain-dev*.jsonl",))
    pr, ph = sig(plain)
    print(
        f"harmless questions (corpus/plain-dev*.jsonl, n={len(plain)}): rules {pr.mean():.3f}, "
        f"head {ph.mean():.3f}, either {(pr | ph).mean():.3f}"
    )
    if verbose:
        for i in np.nonzero(either)[0]:
            print(f"   {questions[i][:120]!r} rules={rules[i]} head={head[i]}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--rules-only", action="store_true")
    ap.add_argument("--horizon", type=int, default=KNOWLEDGE_HORIZON)
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    sig = Signals(a.rules_only, a.horizon)
    for path in a.files or [REPO / "corpus" / "time-dev3.jsonl"]:
        dev_set(path, sig, a.verbose)
    benchmark(sig, a.verbose)


if __name__ == "__main__":
    main()
