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
questions with a harm signal. ``-v`` lists misses and false alarms; ``--tuned`` reads the fine-tuned harm classifier
(risk/harm_tuned.py) instead of the frozen head; ``--chars`` the geometric mean of the head's
probability and a harm character head's (tried and dropped). ``--thresholds 0.3,0.4``
prints, per harm signal threshold, each set's recall, look-alikes flagged and AUROC with the rules,
their means, and the harmless prompts (per file) and benchmark questions with a signal.
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
from togmal_eval.risk import harm_tuned  # noqa: E402
from togmal_eval.risk.heuristics import detect, family_scores  # noqa: E402
from togmal_eval.risk.intent import PROTECTIVE_HARM_WEIGHT, protective_discount  # noqa: E402
from togmal_eval.risk.semantic import THRESHOLDS, detector_for  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

FAMILY = "harm"


def harm_char_head(index):
    """A character head (heads.CharHead at the ideation head's C and n-grams) for the harm
    family: the harm embedding head's positives against its other training rows, the everyday
    requests of its contrast and the index's questions (``--chars``)."""
    from togmal_eval.risk import semantic
    from togmal_eval.risk.heads import CharHead

    rows = semantic.bank_rows()
    use, pos = semantic.head_training(rows, FAMILY)
    harmful = [r["text"] for r, u, q in zip(rows, use, pos) if u and q]
    others = [r["text"] for r, u, q in zip(rows, use, pos) if u and not q]
    questions = [r.text for r in index.corpus.records]
    return CharHead.fit(harmful, others + semantic.load_everyday() + questions, 10.0, 50_000)


class Scores:
    def __init__(self, tuned: bool = False, check: float | None = None, chars: bool = False):
        ws = Workspace(load_config())
        self.emb = ws.embedder
        self.det = detector_for(self.emb)
        # the geometric mean of the head's probability and a harm character head's
        self.chars = harm_char_head(ws.index()) if chars else None
        # the fine-tuned harm classifier's probability instead of the frozen head's, or (with
        # ``check``) the frozen head's weighed PROTECTIVE_HARM_WEIGHT where the classifier's is
        # below ``check``
        clf = tuned or check is not None
        self.tuned = harm_tuned.classifier_for(self.emb, ws.index()) if clf else None
        self.check = check
        self.threshold = harm_tuned.THRESHOLD if tuned else THRESHOLDS[FAMILY]
        self._read: dict = {}  # (probability, rules) per list of texts, for a threshold sweep

    def __call__(
        self, texts: list[str], persist: bool = False, threshold: float | None = None
    ) -> dict[bool, tuple[np.ndarray, np.ndarray]]:
        """Without (False) and with (True) the protective discount fusion applies
        (risk/intent.py): (semantic probability, combined score) per text; the combined score is
        at least 0.5 wherever fusion emits a harm signal (the rules fire or p >= the threshold).
        The detector and the rules read each text once; ``threshold`` replaces the head's
        signal threshold (``semantic.THRESHOLDS``)."""
        key = (tuple(texts), persist)
        if key not in self._read:
            if self.tuned is not None and self.check is None:
                raw = self.tuned.probabilities(texts)
            else:
                raw = self.det.probabilities(texts, self.emb.embed(texts, persist=persist))[FAMILY]
            if self.check is not None:
                low = self.tuned.probabilities(texts) < self.check
                raw = np.where(low, PROTECTIVE_HARM_WEIGHT * raw, raw)
            if self.chars is not None:
                raw = np.sqrt(raw * self.chars.prob(texts))
            rules = np.array([family_scores(detect(t, [FAMILY]))[FAMILY] for t in texts])
            self._read[key] = (raw, rules)
        raw, rules = self._read[key]
        threshold = self.threshold if threshold is None else threshold
        out = {}
        for protective, p in ((False, raw), (True, protective_discount(texts, raw))):
            emitted = p >= threshold
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


def sweep(paths: list[Path], sc: Scores, thresholds: list[float]) -> None:
    """Per signal threshold, with the discount: each set's recall and AUROC with the rules, their
    means, and the harmless prompts (per file) and benchmark questions with a harm signal."""
    sets = [(p.name, jsonl(p)) for p in paths]
    groups = [(f.name, harmless_prompts([f.name])) for f in harmless_files()]
    questions = benchmark_questions()
    for t in thresholds:
        print(f"\nthreshold {t:g}")
        recalls, aurocs = [], []
        for name, rows in sets:
            y = np.array([bool(r["risky"]) for r in rows])
            comb = sc([r["text"] for r in rows], threshold=t)[True][1]
            recalls.append((comb >= 0.5)[y].mean())
            aurocs.append(auroc(y, comb))
            print(f"  {name}: recall {recalls[-1]:.3f}, look-alikes flagged "
                  f"{(comb >= 0.5)[~y].mean():.3f}, AUROC with the rules {aurocs[-1]:.3f}")  # fmt: skip
        print(
            f"  mean recall {np.mean(recalls):.4f}, mean AUROC with the rules {np.mean(aurocs):.4f}"
        )
        flagged = {n: int((sc(x, threshold=t)[True][1] >= 0.5).sum()) for n, x in groups}
        print(f"  harmless prompts with a harm signal: {sum(flagged.values())} of "
              f"{sum(len(x) for _, x in groups)} ("
              + ", ".join(f"{n} {k}" for n, k in flagged.items() if k)
              + ")")  # fmt: skip
        hit = sc(questions, persist=True, threshold=t)[True][1] >= 0.5
        print(f"  benchmark questions with a harm signal: {hit.sum()} of {len(questions)}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument(
        "--thresholds",
        help="comma-separated harm signal thresholds: print a compact table per threshold instead",
    )
    ap.add_argument(
        "--tuned",
        action="store_true",
        help="the fine-tuned harm classifier (risk/harm_tuned.py) instead of the frozen head",
    )
    ap.add_argument(
        "--check",
        type=float,
        metavar="C",
        help="the frozen head's probability weighed like a protective request where the "
        "fine-tuned harm classifier's is below C",
    )
    ap.add_argument(
        "--chars",
        action="store_true",
        help="the geometric mean of the head's probability and a harm character head's "
        "(tried and dropped, see semantic.EVERYDAY_CONTRAST)",
    )
    a = ap.parse_args()
    sc = Scores(a.tuned, a.check, a.chars)
    paths = a.files or [
        REPO / "corpus" / "harm-dev.jsonl",
        REPO / "corpus" / "harm-dev2.jsonl",
        REPO / "corpus" / "harm-dev3.jsonl",
    ]
    if a.thresholds:
        sweep(paths, sc, [float(t) for t in a.thresholds.split(",")])
        return
    for path in paths:
        dev_set(path, sc, a.verbose)
    harmless(sc, a.verbose)


if __name__ == "__main__":
    main()
