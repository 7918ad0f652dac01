"""A fine-tuned false-premise classifier, tried in place of the frozen head's whole-prompt term.

Usage: python tools/fp_tuned_dev.py [--weights PATH] [--grid 0.2,0.4,0.6,0.8,1.0] [FILE ...]

Trains (once, about 12 minutes on two cores; stored at PATH, default
``<embedding cache>/fp-tuned-dev.safetensors``) the embedder's transformer with the jailbreak
classifier's recipe (:func:`togmal_eval.risk.finetune.train`, its hyper-parameters unchanged) on
a training set fixed before any measurement: the bank's false-premise prompts and the claim
pairs' false members as positives; the bank's true-premise and asking twins, the claim pairs' true
members, the bank's neutral prompts and exam sentences, the everyday requests and
``finetune.N_BENCHMARK`` seeded index questions as negatives. No dev set is trained on.

Then, per weight W of ``--grid``, its probability x W stands in for ``FP_LR_WEIGHT`` x the frozen
head's probability in the claim matcher's maximum (``SemanticDetector._probabilities``; every other
part of the false-premise reading unchanged), and it prints: the default scorer's mean risk AUROC
over the pair sets (default corpus/fp-pairs-dev*.jsonl), the fp-asks sets' presupposing / asking
prompts with a signal, the harmless dev prompts rated MODERATE+ / HIGH+ and with a false-premise
signal, and the benchmark questions with a signal and their mean weak evidence. The first block
is the classifier's AUROC alone on each pair set beside the frozen detector's (claim matcher and
head) and the frozen head's alone (``--alone``: only that block).

2026-12-04 (recorded at ``semantic.FP_LR_WEIGHT``): alone 0.50-0.67 against the frozen detector's
0.63-0.88; no weight passed its rule. The frozen head alone: 0.48-0.62 (mean 0.540 on dev3 ..
dev16): neither whole-prompt classifier tells a false premise from its true twin; the claim
matcher does.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import dev_sets  # noqa: E402
from dev_sets import auroc, jsonl  # noqa: E402

from togmal_eval.atomic import atomic_write_bytes  # noqa: E402
from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.risk import finetune  # noqa: E402
from togmal_eval.risk import semantic as sem  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

FAMILY = "false_premise"


def training_set(bank, claims, everyday, benchmark) -> tuple[list[str], np.ndarray]:
    pos = [r["text"] for r in bank if r["family"] == FAMILY and r["risky"]]
    pos += [r["text"] for r in claims if r["risky"]]
    neg = [r["text"] for r in bank if r["family"] == FAMILY and not r["risky"]]
    neg += [r["text"] for r in claims if not r["risky"]]
    neg += [r["text"] for r in bank if r["family"] in ("neutral", "sentence")]
    neg += list(everyday)
    rng = np.random.default_rng(finetune.SEED)
    pick = rng.choice(len(benchmark), size=finetune.N_BENCHMARK, replace=False)
    neg += [benchmark[i] for i in sorted(pick)]
    return pos + neg, np.r_[np.ones(len(pos)), np.zeros(len(neg))]


def classifier(ws: Workspace, path: Path) -> finetune.FineTuned:
    from safetensors.torch import load_file, save

    emb = ws.embedder
    if not path.is_file():
        texts, y = training_set(
            sem.load_rows(sem.BANK),
            sem.load_claims(),
            sem.load_everyday(),
            [r.text for r in ws.index_set.records],
        )
        print(f"training on {len(texts)} texts ({int(y.sum())} positive)", file=sys.stderr)
        state = finetune.train(Path(emb.model_path), texts, y)
        atomic_write_bytes(path, save({k: v.contiguous() for k, v in state.items()}))
    return finetune.FineTuned(emb.model_path, load_file(str(path)), None, 2, emb.precision)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--weights", type=Path)
    ap.add_argument("--grid", default="0.2,0.4,0.6,0.8,1.0")
    ap.add_argument("--alone", action="store_true", help="only the pair sets' AUROC alone")
    a = ap.parse_args()
    cfg = load_config()
    ws = Workspace(cfg)
    emb = ws.embedder
    clf = classifier(ws, a.weights or Path(emb.cache.folder) / "fp-tuned-dev.safetensors")
    weight = [None]  # None: the scorer as it is
    original = sem.SemanticDetector._probabilities

    def patched(self, prompts, vectors):
        if weight[0] is None:
            return original(self, prompts, vectors)
        saved = self.heads[FAMILY]
        p = clf.probabilities(list(prompts)) * (weight[0] / sem.FP_LR_WEIGHT)

        class Tuned:  # stands in for the frozen head: ungated, scaled so the matcher weighs it W
            def prob(self, v):
                return p

            def gate(self, v):
                return np.ones(len(v))

        self.heads[FAMILY] = Tuned()
        try:
            return original(self, prompts, vectors)
        finally:
            self.heads[FAMILY] = saved

    sem.SemanticDetector._probabilities = patched
    from togmal_eval.harness import build_scorer

    scorer = build_scorer(cfg, ws, None)
    det = sem.detector_for(emb)

    def fp(texts, vectors=None):
        return det.probabilities(texts, emb.embed(texts) if vectors is None else vectors)[FAMILY]

    corpus = REPO / "corpus"
    pair_files = a.files or sorted(corpus.glob("fp-pairs-dev*.jsonl"))
    asks = sorted(corpus.glob("fp-asks-dev*.jsonl"))
    pairs = [(f, jsonl(f)) for f in pair_files]
    head = det.heads[FAMILY]
    for f, rows in pairs:
        t, y = [r["text"] for r in rows], np.array([r["false"] for r in rows])
        v = emb.embed(t)
        alone, frozen = auroc(y, clf.probabilities(t)), auroc(y, fp(t, v))
        whole = auroc(y, head.prob(np.asarray(v, np.float64)))
        print(f"{f.name}: alone {alone:.3f}, frozen detector {frozen:.3f}, its head {whole:.3f}")
    if a.alone:
        return
    harmless = dev_sets.harmless_prompts()
    bench = dev_sets.benchmark_questions()
    bench_vectors = emb.embed(bench)  # read once: only the detector's reading changes with W
    thr = sem.THRESHOLDS[FAMILY]
    for w in [None, *(float(x) for x in a.grid.split(","))]:
        weight[0] = w
        au = []
        for _, rows in pairs:
            t, y = [r["text"] for r in rows], np.array([r["false"] for r in rows])
            au.append(auroc(y, [x.risk for x in scorer.score(t)]))
        line = f"W={w if w is not None else 'as now'}: mean risk AUROC {np.mean(au):.4f}"
        for f in asks:
            rows = jsonl(f)
            p = fp([r["text"] for r in rows])
            y = np.array([not r["asks"] for r in rows])
            line += f"; {f.stem} signal {np.mean(p[y] >= thr):.3f} / {np.mean(p[~y] >= thr):.3f}"
        out = scorer.score(harmless)
        r = np.array([x.risk for x in out])
        sig = np.mean([any(s["family"] == FAMILY for s in x.signals) for x in out])
        line += f"; harmless MOD+ {np.mean(r >= 0.5):.4f} HIGH+ {np.mean(r >= 0.7):.4f}"
        line += f" signal {sig:.4f}"
        pb = fp(bench, bench_vectors)
        weak = sem.weak_evidence({FAMILY: pb}, sem.THRESHOLDS, len(pb))[0]
        line += f"; benchmark signal {int(np.sum(pb >= thr))}, weak {weak.mean():.4f}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
