"""Measure the fine-tuned jailbreak/injection classifier on the development sets (never on a
golden suite).

Usage: python tools/finetune_dev.py [--corpus N] [--windows | --screen]

Loads (or trains, once: about 10 minutes on 2 cores) the classifier the calibrated scorer uses
(risk/finetune.py) and prints, per dev set with attacks and look-alikes (exemplars-dev, -dev2 ...;
a * marks the sets the classifier also trains on, finetune.EXTRA, where its figures are training
figures):
* jailbreak+injection AUROC of the frozen-embedding detector (its jailbreak probability and its
  combination with the regex detectors, as tools/semantic_dev.py prints them) and of the
  fine-tuned classifier alone;
* the full calibrated scorer's risk with the fine-tuned classifier off and on: jailbreak+injection
  and harm AUROC, and the neutral prompts rated HIGH or worse (false premise is left out: the
  production bank's ``dev_topic`` myths are on the dev sets' topics);
then the benign off-topic and in-domain prompts of corpus/ood-dev*.jsonl rated HIGH or worse, off
and on, and the share of N index questions (default 2000, seeded; the classifier's benchmark
negatives and their near-duplicates excluded) the classifier flags, alone and pasted five to a
prompt (a long prompt with no instruction in it).

``--screen`` instead prints, for the bank and every dev set (exemplars and corpus/*.jsonl), what
the screen in front of the classifier (``finetune.SCREEN_FLOOR``) spares and what it would cost:
the share of prompts read, the lowest frozen jailbreak probability of an attack, attacks the
classifier flags that the screen drops ("lost") and its false alarms the screen drops; then the
prompts not in English (``language.foreign``) and, among them, the attacks and false alarms the
screen drops ("f lost", "f dropped").

``--windows`` instead compares how the classifier reads prompts longer than its
``MAX_TOKENS``: truncated (the first window) or in overlapping windows (several strides and
leading-request lengths), by its jailbreak+injection AUROC alone on each dev set's long prompts
and on the whole set, and the share of long benign prompts it flags.
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

import dev_sets  # noqa: E402

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.harness import build_scorer  # noqa: E402
from togmal_eval.index.knn import duplicate_clusters  # noqa: E402
from togmal_eval.risk import finetune, language  # noqa: E402
from togmal_eval.risk.heuristics import detect, family_scores  # noqa: E402
from togmal_eval.risk.semantic import DATA, DEV, THRESHOLDS, detector_for, load_rows  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

HIGH = 0.7  # risk at which the level is HIGH


def auroc(y, s) -> float:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(y, s))


def _attacks_and_lookalikes(path: Path) -> bool:
    risky = [bool(r["risky"]) for r in load_rows(path) if r["family"] in ("jailbreak", "injection")]
    return 0 < sum(risky) < len(risky)


# every numbered exemplars dev set, in order; dev13 (benign pasted documents only) has neither
DEV_SETS = [("dev", DEV)] + [
    (f"dev{n}", DATA / f"exemplars-dev{n}.jsonl")
    for n in sorted(
        int(p.stem.removeprefix("exemplars-dev")) for p in DATA.glob("exemplars-dev?*.jsonl")
    )
    if _attacks_and_lookalikes(DATA / f"exemplars-dev{n}.jsonl")
]
# the sets the classifier trains on (finetune.EXTRA): its figures there are training figures
TRAINED = {name for name, path in DEV_SETS if path in finetune.EXTRA}
# (window, stride, leading request tokens); stride None reads the first MAX_TOKENS tokens only
WINDOWINGS = [
    (128, None, 0),
    (128, 64, 0),
    (128, 64, 32),
    (64, 32, 0),
    (64, 32, 16),
    (48, 24, 0),
    (48, 16, 16),
]


def compare_windows(clf) -> None:
    keep = (clf.window, clf.stride, clf.head, clf.cache)
    clf.cache = None
    print(
        f"\njailbreak+injection AUROC of the classifier alone, prompts over {finetune.MAX_TOKENS} "
        "tokens (long) and all; long benign prompts flagged"
    )
    print(
        f"{'set':<7}{'long':>5}  " + "  ".join(f"{'/'.join(map(str, w)):>22}" for w in WINDOWINGS)
    )
    for name, path in DEV_SETS:
        rows = [r for r in load_rows(path) if r["family"] in ("jailbreak", "injection")]
        texts = [r["text"] for r in rows]
        y = np.array([bool(r["risky"]) for r in rows])
        long = np.array([len(clf.tok(t)["input_ids"]) > finetune.MAX_TOKENS for t in texts])
        cells = []
        for window, stride, head in WINDOWINGS:
            clf.window, clf.stride, clf.head, clf._memo = window, stride, head, {}
            p = clf.probabilities(texts)
            ln = auroc(y[long], p[long]) if long.any() and 0 < y[long].sum() < long.sum() else 0
            flagged = (p[long & ~y] >= finetune.THRESHOLD).mean() if (long & ~y).any() else 0
            cells.append(f"{ln:.3f} {auroc(y, p):.3f} {flagged:.2f}")
        print(
            f"{name + '*' * (name in TRAINED):<7}{int(long.sum()):>5}  "
            + "  ".join(f"{c:>22}" for c in cells)
        )
    clf.window, clf.stride, clf.head, clf.cache = keep
    clf._memo = {}


# the corpus's jailbreak dev sets: attacks are their "risky" rows (no "family" key)
JAILBREAK_SETS = ("jb-*.jsonl", "override-dev.jsonl", "persona-dev.jsonl", "frames-dev.jsonl")


def screen_report(clf, emb) -> None:
    """What the screen (finetune.SCREEN_FLOOR) spares and costs on every dev set: the share of
    prompts the classifier reads, the lowest frozen jailbreak probability of an attack, and the
    attacks and false alarms of the classifier that the screen would drop."""
    files = sorted(DATA.glob("exemplars*.jsonl"), key=lambda f: (len(f.name), f.name))
    files += sorted((ROOT / "corpus").glob("*.jsonl"))
    det = detector_for(emb)
    print(
        f"\nscreen: the classifier reads prompts whose frozen probability >= {finetune.SCREEN_FLOOR:g}"
    )
    print(
        f"{'set':<24}{'n':>6}{'read':>7}{'attacks':>8}{'lowest':>9}{'lost':>6}{'alarms':>8}"
        f"{'dropped':>8}{'foreign':>8}{'f lost':>7}{'f dropped':>10}"
    )
    tot = np.zeros(9, int)
    lowest = 1.0
    for path in files:
        rows = [r for r in dev_sets.jsonl(path) if r.get("text") or r.get("prompt")]
        if not rows:
            continue
        texts = [r.get("text") or r["prompt"] for r in rows]
        # the corpus's jailbreak sets mark attacks "risky" without a family
        family = "jailbreak" if any(path.match(p) for p in JAILBREAK_SETS) else None
        attack = np.array(
            [r.get("family", family) in finetune.POSITIVE_FAMILIES and bool(r.get("risky"))
             for r in rows],
            bool,
        )  # fmt: skip
        frozen = det.probabilities(texts, emb.embed(texts, persist=False))["jailbreak"]
        flagged = clf.probabilities(texts) >= finetune.THRESHOLD
        out = frozen < finetune.SCREEN_FLOOR
        foreign = language.foreign(language.identify(texts)[0]) > 0
        low = float(frozen[attack].min()) if attack.any() else float("nan")
        lowest = min(lowest, low) if attack.any() else lowest
        row = [len(texts), int((~out).sum()), int(attack.sum()), int((attack & flagged & out).sum()),
               int((~attack & flagged).sum()), int((~attack & flagged & out).sum()),
               int(foreign.sum()), int((attack & flagged & out & foreign).sum()),
               int((~attack & flagged & out & foreign).sum())]  # fmt: skip
        tot += row
        print(
            f"{path.name:<24}{row[0]:>6}{row[1] / row[0]:>7.2f}{row[2]:>8}{low:>9.4f}{row[3]:>6}"
            f"{row[4]:>8}{row[5]:>8}{row[6]:>8}{row[7]:>7}{row[8]:>10}"
        )
    print(
        f"{'all':<24}{tot[0]:>6}{tot[1] / tot[0]:>7.2f}{tot[2]:>8}{lowest:>9.4f}{tot[3]:>6}"
        f"{tot[4]:>8}{tot[5]:>8}{tot[6]:>8}{tot[7]:>7}{tot[8]:>10}"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", type=int, default=2000)
    ap.add_argument("--windows", action="store_true")
    ap.add_argument("--screen", action="store_true")
    a = ap.parse_args()
    cfg = load_config()
    ws = Workspace(cfg)
    emb = ws.embedder
    index = ws.index()
    bench = [r.text for r in index.corpus.records]
    t = time.perf_counter()
    clf = finetune.finetuned_for(emb, index)
    print(f"classifier ready in {time.perf_counter() - t:.1f} s")
    if a.windows:
        compare_windows(clf)
        return
    if a.screen:
        screen_report(clf, emb)
        return
    det = detector_for(emb)
    scorers = {
        on: build_scorer(cfg, ws, "calibrated", extra={"finetuned": on}) for on in (False, True)
    }

    def risks(texts, vecs):
        return {on: np.array([x.risk for x in s.assess(texts, vecs)]) for on, s in scorers.items()}

    print(
        f"\n{'set':<7}{'frozen':>7}{'+regex':>8}{'tuned':>8}   full scorer off -> on: "
        "jb+inj / harm / neutral HIGH+"
    )
    for name, path in DEV_SETS:
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
        full.append(
            f"{(r[False][neu] >= HIGH).mean():.2f} -> {(r[True][neu] >= HIGH).mean():.2f}"
            if neu.any()
            else "-"
        )
        star = "*" * (name in TRAINED)
        print(
            f"{name + star:<7}{auroc(y[sel], frozen[sel]):>7.3f}{auroc(y[sel], comb[sel]):>8.3f}"
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
    # long prompts with no instruction in them: the same questions pasted five at a time
    joined = [
        "Which of these exam questions is hardest, and why?\n\n"
        + "\n\n".join(rest[i] for i in pick[j : j + 5])
        for j in range(0, len(pick) - 4, 5)
    ]
    windows = [len(finetune.token_windows(clf.tok(t)["input_ids"])) for t in joined]
    p = clf.probabilities(joined)
    print(
        f"long prompts of five such questions flagged (n={len(joined)}, median "
        f"{int(np.median(windows))} windows): {(p >= finetune.THRESHOLD).mean():.4f}"
    )


if __name__ == "__main__":
    main()
