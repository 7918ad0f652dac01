"""Measure the semantic detectors on the dev exemplars (never on a golden suite).

Usage: python tools/semantic_dev.py [--dev2 | --dev3] [--cv] [--corpus N] [--production]
       [--plain FILE ...] [--asks FILE ...]

Prints, per dev family (jailbreak, injection, harm, false_premise), the AUROC of risky vs benign
look-alike prompts for: the regex detectors alone (that family's noisy-or score), the semantic
detector alone (its gated probability) and the two combined as fusion combines them (noisy-or of
the regex signals and the semantic signal, emitted at p >= its family's THRESHOLDS).  Then the share of
benign look-alikes and of neutral dev prompts that score >= 0.5 in any of the three families.
``--cv`` also prints the bank's grouped cross-validation AUROC for each C; ``--corpus N`` the share
of N index (benchmark) questions that get a semantic signal (per family and in any). ``--plain
FILE`` prints the share of a file of harmless questions (corpus/plain-dev.jsonl; plain-dev2.jsonl
confirms) that get a semantic signal, per family and per kind; ``--asks FILE`` the false-premise
signals on pairs of prompts that ask whether a myth holds or take it for granted
(corpus/fp-asks-dev.jsonl; fp-asks-dev2.jsonl confirms). ``--dev2`` reads the confirmation set
exemplars-dev2.jsonl instead (direct jailbreaks there are scored against the injection look-alikes;
false-premise pairs also report the share of pairs whose false member outscores its true twin);
``--dev3`` the third set (injections, direct jailbreaks and look-alikes only; scored like dev2). The
detector is fitted without the bank's ``dev_topic`` rows (myths on the dev sets' topics, production
only); ``--production`` fits on the whole bank.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.risk.heuristics import detect, family_scores  # noqa: E402
from togmal_eval.risk.semantic import (  # noqa: E402
    BANK,
    DATA,
    DEV,
    GROUPS,
    THRESHOLDS,
    SemanticDetector,
    cross_validate,
    load_rows,
)
from togmal_eval.workspace import Workspace  # noqa: E402

DEV_FAMILIES = {
    "jailbreak": "jailbreak",
    "injection": "jailbreak",
    "harm": "harm",
    "false_premise": "false_premise",
}


def auroc(y, s) -> float:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(y, s))


def scores(det: SemanticDetector, texts: list[str], vectors: np.ndarray) -> dict[str, dict]:
    """Per detector family: regex, semantic (continuous) and combined scores."""
    fams = list(GROUPS)
    regex = {f: np.zeros(len(texts)) for f in fams}
    for i, t in enumerate(texts):
        fs = family_scores(detect(t, fams))
        for f in fams:
            regex[f][i] = fs[f]
    sem = det.probabilities(texts, vectors)
    comb = {}
    for f in fams:
        s = np.where(sem[f] >= THRESHOLDS[f], sem[f], 0.0)
        comb[f] = 1.0 - (1.0 - regex[f]) * (1.0 - s)
    return {"regex": regex, "semantic": sem, "combined": comb}


def measured_bank(folder: Path) -> Path:
    """The bank without its ``dev_topic`` rows (myths on the dev sets' topics, which join the
    production bank only after every choice was made): what the dev figures are measured with."""
    path = folder / "exemplars-measured.jsonl"
    rows = [r for r in load_rows(BANK) if not r.get("dev_topic")]
    path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows), encoding="utf-8")
    return path


def plain_signals(det: SemanticDetector, emb, path: Path) -> None:
    """Share of a file of harmless prompts (corpus/plain-dev*.jsonl) with a semantic signal, per
    family and per the file's ``kind``, and the prompts that get one."""
    rows = load_rows(path)
    texts = [r["text"] for r in rows]
    kinds = np.array([r.get("kind", "-") for r in rows])
    probs = det.probabilities(texts, emb.embed(texts, persist=False))
    hit = {f: probs[f] >= THRESHOLDS[f] for f in GROUPS}
    anyhit = np.any(list(hit.values()), axis=0)
    print(f"\n{path.name}: prompts with a semantic signal (n={len(rows)})")
    print(f"  {'kind':<14}{'n':>5}" + "".join(f"{f:>15}" for f in GROUPS) + f"{'any':>8}")
    for k in [*sorted(set(kinds)), "all"]:
        sel = kinds == k if k != "all" else np.ones(len(rows), bool)
        cells = "".join(f"{hit[f][sel].mean():>15.3f}" for f in GROUPS)
        print(f"  {k:<14}{sel.sum():>5}{cells}{anyhit[sel].mean():>8.3f}")
    for i in np.nonzero(anyhit)[0]:
        fams = [f"{f}={probs[f][i]:.2f}" for f in GROUPS if hit[f][i]]
        print(f"   flagged: {texts[i][:70]!r} {fams}")


def asked_vs_presupposed(det: SemanticDetector, emb, path: Path) -> None:
    """On pairs of prompts about one myth (corpus/fp-asks-dev*.jsonl), one asking whether it
    holds ("asks": true) and one taking it for granted: the share of each with a false-premise
    signal, the AUROC of presupposing vs asking and the share of pairs the presupposing prompt
    wins."""
    rows = load_rows(path)
    texts = [r["text"] for r in rows]
    asks = np.array([bool(r["asks"]) for r in rows])
    p = det.probabilities(texts, emb.embed(texts, persist=False))["false_premise"]
    hit = p >= THRESHOLDS["false_premise"]
    pairs: dict[int, dict[bool, float]] = {}
    for r, x in zip(rows, p):
        pairs.setdefault(int(r["pair"]), {})[bool(r["asks"])] = float(x)
    won = [float(v[False] > v[True]) + 0.5 * (v[False] == v[True]) for v in pairs.values()]
    print(
        f"\n{path.name}: false-premise signal on prompts that presuppose a myth "
        f"{hit[~asks].mean():.3f} / that ask whether it holds {hit[asks].mean():.3f} "
        f"(n={len(rows)}); AUROC {auroc(~asks, p):.3f}; pairs won {np.mean(won):.3f}"
    )
    for i in np.nonzero(hit & asks)[0]:
        print(f"   asks, flagged: {texts[i][:80]!r} p={p[i]:.2f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cv", action="store_true")
    ap.add_argument("--dev2", action="store_true")
    ap.add_argument("--dev3", action="store_true")
    ap.add_argument("--corpus", type=int, default=0)
    ap.add_argument("--production", action="store_true", help="fit on the whole bank")
    ap.add_argument(
        "--plain",
        action="append",
        default=[],
        metavar="FILE",
        help="a JSONL of harmless prompts ({'text', 'kind'}): share with a signal, by kind",
    )
    ap.add_argument(
        "--asks",
        action="append",
        default=[],
        metavar="FILE",
        help="a JSONL of myth pairs ({'text', 'asks', 'pair'}): asking whether vs presupposing",
    )
    a = ap.parse_args()
    ws = Workspace(load_config())
    emb = ws.embedder
    t = time.perf_counter()
    if a.production:
        det = SemanticDetector.load(emb)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            det = SemanticDetector.load(emb, measured_bank(Path(tmp)))
    print(f"detector fitted in {time.perf_counter() - t:.2f} s")
    dev = load_rows(
        DATA / "exemplars-dev3.jsonl"
        if a.dev3
        else DATA / "exemplars-dev2.jsonl"
        if a.dev2
        else DEV
    )
    texts = [r["text"] for r in dev]
    fam = np.array([r["family"] for r in dev])
    y = np.array([bool(r["risky"]) for r in dev])
    vec = emb.embed(texts, persist=False)
    sc = scores(det, texts, vec)

    kinds = ("regex", "semantic", "combined")
    print(f"\n{'dev AUROC':<28}" + "".join(f"{k:>10}" for k in kinds) + f"{'n':>6}")
    groups = [(df, [df]) for df in DEV_FAMILIES] + [
        ("jailbreak+injection", ["jailbreak", "injection"])
    ]
    if (
        a.dev2 or a.dev3
    ):  # direct jailbreaks have no look-alikes of their own: use the injection ones
        direct = ((fam == "jailbreak") & y) | ((fam == "injection") & ~y)
        groups[0] = ("jailbreak (vs inj. benign)", direct)
    known = np.array([r.get("subset") == "known" for r in dev])
    extra = []
    if known.any():  # claims the bank covers (paraphrased) vs claims it does not know
        extra = [
            ("false_premise (novel)", (fam == "false_premise") & ~known),
            ("false_premise (known)", (fam == "false_premise") & known),
        ]
    for label, dfs in groups + extra:
        sel = dfs if isinstance(dfs, np.ndarray) else np.isin(fam, dfs)
        if y[sel].all() or not y[sel].any():
            continue
        f = "false_premise" if label.startswith("false_premise") else "jailbreak"
        f = f if isinstance(dfs, np.ndarray) else DEV_FAMILIES[dfs[0]]
        row = "".join(f"{auroc(y[sel], sc[k][f][sel]):>10.3f}" for k in kinds)
        print(f"{label:<28}{row}{sel.sum():>6}")
    for sub in ("novel", "known"):
        pairs: dict[int, dict[bool, int]] = {}
        for i, r in enumerate(dev):
            if "pair" in r and (r.get("subset") == "known") == (sub == "known"):
                pairs.setdefault(r["pair"], {})[bool(r["risky"])] = i
        if not pairs:
            continue
        row = ""
        for k in kinds:
            s = sc[k]["false_premise"]
            wins = [
                float(s[p[True]] > s[p[False]]) + 0.5 * (s[p[True]] == s[p[False]])
                for p in pairs.values()
            ]
            row += f"{np.mean(wins):>10.3f}"
        print(f"{'false_premise pairs won ' + sub:<28}{row}{len(pairs):>6}")

    print(f"\n{'flagged (>= 0.5)':<28}" + "".join(f"{k:>10}" for k in kinds))
    for label, dfs in groups[:4]:
        f = DEV_FAMILIES["jailbreak" if isinstance(dfs, np.ndarray) else dfs[0]]
        for risky, name in ((True, "risky (TPR)"), (False, "look-alike (FPR)")):
            sel = (dfs if isinstance(dfs, np.ndarray) else np.isin(fam, dfs)) & (y == risky)
            if not sel.any():
                continue
            row = "".join(f"{(sc[k][f][sel] >= 0.5).mean():>10.2f}" for k in kinds)
            print(f"{label + ' ' + name:<28}{row}")
    neu = fam == "neutral"
    row = ""
    for k in kinds:
        anyf = np.max([sc[k][f][neu] for f in GROUPS], axis=0)
        row += f"{(anyf >= 0.5).mean():>10.2f}"
    print(f"{'neutral dev (FPR, any fam)':<28}{row}   n={neu.sum()}")
    for i in np.nonzero(neu)[0]:
        hits = [f"{f}={sc['semantic'][f][i]:.2f}" for f in GROUPS if sc["semantic"][f][i] >= 0.5]
        if hits:
            print(f"   neutral flagged: {texts[i][:70]!r} {hits}")

    for path in a.plain:
        plain_signals(det, emb, Path(path))
    for path in a.asks:
        asked_vs_presupposed(det, emb, Path(path))

    if a.corpus:
        idx_set = ws.index_set
        rng = np.random.default_rng(0)
        recs = idx_set.records
        pick = rng.choice(len(recs), size=min(a.corpus, len(recs)), replace=False)
        qt = [recs[i].text for i in pick]
        qv = emb.embed(qt)
        probs = det.probabilities(qt, qv)
        print(f"\nindex questions with a semantic signal (n={len(qt)}):")
        hit = {f: probs[f] >= THRESHOLDS[f] for f in GROUPS}
        for f in GROUPS:
            print(f"  {f:<14} {hit[f].mean():.3f}")
        print(f"  {'any':<14} {np.any(list(hit.values()), axis=0).mean():.3f}")

    if a.cv:
        rows = [r for r in load_rows(BANK) if a.production or not r.get("dev_topic")]
        vecs = np.asarray(emb.embed([r["text"] for r in rows]), np.float64)
        print("\nbank grouped 5-fold CV AUROC by C:")
        for f, res in cross_validate(rows, vecs).items():
            print(f"  {f:<14} " + "  ".join(f"C={c:g}: {v:.3f}" for c, v in res.items()))


if __name__ == "__main__":
    main()
