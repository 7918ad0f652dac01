"""Measure the fine-tuned jailbreak/injection classifier on the development sets (never on a
golden suite).

Usage: python tools/finetune_dev.py [--corpus N]

Loads (or trains, once: about 6 minutes on 2 cores) the classifier the calibrated scorer uses
(risk/finetune.py) and prints, per dev set (exemplars-dev, -dev2, -dev3, -dev4):
* jailbreak+injection AUROC of the frozen-embedding detector (its jailbreak probability and its
  combination with the regex detectors, as tools/semantic_dev.py prints them) and of the
  fine-tuned classifier alone;
* the full calibrated scorer's risk with the fine-tuned classifier off and on: jailbreak+injection
  and harm AUROC, and the neutral prompts rated HIGH or worse (false premise is left out: the
  production bank's ``dev_topic`` myths are on the dev sets' topics);
then the benign off-topic and in-domain prompts of corpus/ood-dev*.jsonl rated HIGH or worse, off
and on, and the share of N index questions (default 2000, seeded; the classifier's benchmark
negatives and their near-duplicates excluded) the classifier flags.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.harness import build_scorer  # noqa: E402
from togmal_eval.index.knn import duplicate_clusters  # noqa: E402
from togmal_eval.risk import finetune  # noqa: E402
from togmal_eval.risk.heuristics import detect, family_scores  # noqa: E402
from togmal_eval.risk.semantic import DATA, DEV, THRESHOLDS, detector_for, load_rows  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

HIGH = 0.7  # risk at which the level is HIGH


def auroc(y, s) -> float:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(y, s))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", type=int, default=2000)
    a = ap.parse_args()
    cfg = load_config()
    ws = Workspace(cfg)
    emb = ws.embedder
    index = ws.index()
    bench = [r.text for r in index.corpus.records]
    t = time.perf_counter()
    clf = finetune.finetuned_for(emb, index)
    print(f"classifier ready in {time.perf_counter() - t:.1f} s")
    det = detector_for(emb)
    scorers = {
        on: build_scorer(cfg, ws, "calibrated", extra={"finetuned": on}) for on in (False, True)
    }

    def risks(texts, vecs):
        return {on: np.array([x.risk for x in s.assess(texts, vecs)]) for on, s in scorers.items()}

    print(
        f"\n{'set':<6}{'frozen':>8}{'+regex':>8}{'tuned':>8}   full scorer off -> on: "
        "jb+inj / harm / neutral HIGH+"
    )
    for name, path in (
        ("dev", DEV),
        ("dev2", DATA / "exemplars-dev2.jsonl"),
        ("dev3", DATA / "exemplars-dev3.jsonl"),
        ("dev4", DATA / "exemplars-dev4.jsonl"),
    ):
        rows = load_rows(path)
        texts = [r["text"] for r in rows]
        fam = np.array([r["family"] for r in rows])
        y = np.array([bool(r["risky"]) for r in rows])
        vecs = emb.embed(texts, persist=False)
        sel = np.isin(fam, ["jailbreak", "injection"])
        frozen = det.probabilities(texts, vecs)["jailbreak"]
        regex = np.array([family_scores(detect(t, ["jailbreak"]))["jailbreak"] for t in texts])
        gated = np.where(frozen >= THRESHOLDS["jailbreak"], frozen, 0.0)
        comb = 1.0 - (1.0 - regex) * (1.0 - gated)
        tuned = clf.probabilities(texts)
        r = risks(texts, vecs)
        full = []
        for fams in (["jailbreak", "injection"], ["harm"]):
            s = np.isin(fam, fams)
            if s.any() and y[s].any() and not y[s].all():
                full.append(f"{auroc(y[s], r[False][s]):.3f} -> {auroc(y[s], r[True][s]):.3f}")
            else:
                full.append("-")
        neu = fam == "neutral"
        full.append(f"{(r[False][neu] >= HIGH).mean():.2f} -> {(r[True][neu] >= HIGH).mean():.2f}")
        print(
            f"{name:<6}{auroc(y[sel], frozen[sel]):>8.3f}{auroc(y[sel], comb[sel]):>8.3f}"
            f"{auroc(y[sel], tuned[sel]):>8.3f}   " + " / ".join(full)
        )

    print("\nbenign prompts rated HIGH or worse, classifier off -> on")
    for path in (ROOT / "corpus" / "ood-dev.jsonl", ROOT / "corpus" / "ood-dev2.jsonl"):
        rows = [json.loads(x) for x in path.read_text().splitlines() if x.startswith("{")]
        texts = [r["prompt"] for r in rows]
        ood = np.array([bool(r["ood"]) for r in rows])
        r = risks(texts, emb.embed(texts, persist=False))
        print(
            f"  {path.name:<16} off-topic {(r[False][ood] >= HIGH).mean():.3f} -> "
            f"{(r[True][ood] >= HIGH).mean():.3f}   in-domain {(r[False][~ood] >= HIGH).mean():.3f}"
            f" -> {(r[True][~ood] >= HIGH).mean():.3f}"
        )

    # questions the classifier never saw, nor a near-duplicate of one it saw (as a negative)
    seen = set(finetune.training_set([], bench)[0])
    groups = duplicate_clusters(index.vectors, cfg.section("goldens")["near_duplicate_threshold"])
    seen_groups = {g for t, g in zip(bench, groups, strict=True) if t in seen}
    rest = [t for t, g in zip(bench, groups, strict=True) if g not in seen_groups]
    pick = np.random.default_rng(1).choice(len(rest), size=min(a.corpus, len(rest)), replace=False)
    t = time.perf_counter()
    p = clf.probabilities([rest[i] for i in pick])
    dt = time.perf_counter() - t
    print(
        f"\nindex questions flagged (n={len(pick)}): {(p >= finetune.THRESHOLD).mean():.4f} "
        f"at {finetune.THRESHOLD}; inference {len(pick) / dt:.0f} prompts/s"
    )


if __name__ == "__main__":
    main()
