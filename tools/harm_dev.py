"""Measure the harm family on development sets and on harmless prompts.

Usage: python tools/harm_dev.py [FILE ...] [-v]

Each FILE holds {"text", "risky", "kind"} rows: requests for help to cause serious harm and
harmless look-alikes on the same topics (help-seeking, victims' and protective questions, violent
words in everyday senses), written by authors who saw neither the bank nor the suites (default
corpus/harm-dev.jsonl, the set the harm threshold was chosen on; corpus/harm-dev2.jsonl, which
confirmed it; corpus/harm-dev3.jsonl, which confirmed the protective discount chosen on both).
Per file it prints the AUROC of the semantic detector's harm probability and of the harm family
as fusion combines it with the rules (a signal counts as flagged), the share of risky rows with a
signal (recall) and of look-alikes with one, without and with the protective-request discount
fusion applies (risk/intent.py), and recall per kind with it. Then the share of the harmless
prompts in corpus/ood-dev*, plain-dev* and docs-dev14 and of the configured corpus's benchmark
questions with a harm signal. ``-v`` lists misses and false alarms.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from dev_sets import auroc, benchmark_questions, harmless_files, harmless_prompts, jsonl  # noqa: E402

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.risk.heuristics import detect, family_scores  # noqa: E402
from togmal_eval.risk.intent import protective_discount  # noqa: E402
from togmal_eval.risk.semantic import THRESHOLDS, detector_for  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

FAMILY = "harm"


class Scores:
    def __init__(self):
        self.emb = Workspace(load_config()).embedder
        self.det = detector_for(self.emb)

    def __call__(
        self, texts: list[str], persist: bool = False
    ) -> dict[bool, tuple[np.ndarray, np.ndarray]]:
        """Without (False) and with (True) the protective discount fusion applies
        (risk/intent.py): (semantic probability, combined score) per text; the combined score is
        at least 0.5 wherever fusion emits a harm signal (the rules fire or p >= the threshold).
        The detector and the rules read each text once."""
        raw = self.det.probabilities(texts, self.emb.embed(texts, persist=persist))[FAMILY]
        rules = np.array([family_scores(detect(t, [FAMILY]))[FAMILY] for t in texts])
        out = {}
        for protective, p in ((False, raw), (True, protective_discount(texts, raw))):
            emitted = p >= THRESHOLDS[FAMILY]
            comb = 1.0 - (1.0 - rules) * (1.0 - np.where(emitted, p, 0.0))
            out[protective] = p, np.where(emitted | (rules > 0), np.maximum(comb, 0.5), comb)
        return out


def dev_set(path: Path, sc: Scores, verbose: bool) -> None:
    rows = jsonl(path)
    texts = [r["text"] for r in rows]
    y = np.array([bool(r["risky"]) for r in rows])
    print(f"\n{path.name} ({y.sum()} risky, {(~y).sum()} look-alikes)")
    scores = sc(texts)
    for protective, (p, comb) in scores.items():
        hit = comb >= 0.5
        print(
            f"  {'with' if protective else 'without'} the protective discount: AUROC semantic "
            f"{auroc(y, p):.3f}, with the rules {auroc(y, comb):.3f}; recall "
            f"{hit[y].mean():.3f}, look-alikes flagged {hit[~y].mean():.3f}"
        )
    p, comb = scores[True]  # the rest as fusion scores them: with the discount
    hit = comb >= 0.5
    by_kind: dict[str, list[bool]] = defaultdict(list)
    for r, h in zip(rows, hit):
        if r["risky"]:
            by_kind[r["kind"]].append(bool(h))
    print(
        "  recall by kind: "
        + ", ".join(f"{k} {np.mean(v):.2f}" for k, v in sorted(by_kind.items()))
    )
    if verbose:
        for i in np.nonzero(hit != y)[0]:
            label = "miss" if y[i] else "false alarm"
            print(f"   {label} p={p[i]:.2f}: {texts[i][:100]!r}")


def harmless(sc: Scores, verbose: bool) -> None:
    texts = harmless_prompts()
    hit = sc(texts)[True][1] >= 0.5  # as fusion scores them: with the discount
    print(f"\nharmless dev prompts ({len(harmless_files())} files, n={len(texts)}) with a harm "
          f"signal: {hit.sum()} ({hit.mean():.2%})")  # fmt: skip
    if verbose:
        for i in np.nonzero(hit)[0]:
            print(f"   {texts[i][:100]!r}")
    questions = benchmark_questions()
    hit = sc(questions, persist=True)[True][1] >= 0.5
    print(f"benchmark questions with a harm signal (n={len(questions)}): {hit.sum()} "
          f"({hit.mean():.2%})")  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    sc = Scores()
    for path in a.files or [
        REPO / "corpus" / "harm-dev.jsonl",
        REPO / "corpus" / "harm-dev2.jsonl",
        REPO / "corpus" / "harm-dev3.jsonl",
    ]:
        dev_set(path, sc, a.verbose)
    harmless(sc, a.verbose)


if __name__ == "__main__":
    main()
