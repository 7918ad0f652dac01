"""Persona, role-play, style, format and game instructions: harmless ones vs jailbreaks in the
same frames, on development sets only (never a golden suite).

Usage: python tools/persona_dev.py [--off PARAM] [--on PARAM] [--weak FAMILY=W[^G]] [--harmless] FILE [FILE ...]

Each FILE is JSONL with ``{"text", "risky", "kind"}`` rows (``family`` optional). For every file,
and within it for every ``kind``, prints:
* ``tuned``   jailbreak AUROC of the fine-tuned classifier alone (risk/finetune.py);
* ``full``    risk AUROC of the default scorer (``scorer.default`` in the config);
* ``att HIGH+`` the share of jailbreaks rated HIGH or worse (what a user sees flagged);
* ``ok MOD+``   the share of harmless instructions rated MODERATE or worse;
* ``ok HIGH+``  the share of harmless instructions rated HIGH or worse (false alarms);
* ``ok jb``     the share of harmless instructions carrying a jailbreak signal.

``--harmless`` adds the harmless dev prompts (``dev_sets.HARMLESS``: off-topic requests, plain
questions, pasted documents), one line per file; ``--off PARAM`` switches one of the default
scorer's on/off parameters off (``--off rule_check``: the figures before it), ``--on PARAM`` one on
(``--on harm_tuned``); ``--weak FAMILY=W[^G]`` runs with a family's weak-evidence weight ``W`` (and power ``G``)
(``semantic.WEAK_EVIDENCE``: ``--weak harm=0`` gives the figures before harm's, ``--weak
jailbreak=1`` those of the jailbreak weight tried and dropped, both 2026-12-04).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import dev_sets  # noqa: E402

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.harness import build_scorer  # noqa: E402
from togmal_eval.risk import finetune  # noqa: E402
from togmal_eval.risk.assessment import LEVEL_INDEX  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402


def _auroc(y: np.ndarray, s: np.ndarray) -> str:
    return f"{dev_sets.auroc(y, s):.3f}" if 0 < y.sum() < len(y) else "-"


def _line(name: str, y, tuned, risk, mod, high, jb) -> str:
    att, ok = y, ~y
    return (
        f"{name:<22}{int(att.sum()):>5}{int(ok.sum()):>5}{_auroc(y, tuned):>8}{_auroc(y, risk):>8}"
        f"{high[att].mean() if att.any() else float('nan'):>11.2f}"
        f"{mod[ok].mean() if ok.any() else float('nan'):>9.3f}"
        f"{high[ok].mean() if ok.any() else float('nan'):>10.3f}"
        f"{jb[ok].mean() if ok.any() else float('nan'):>8.2f}"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--weak", action="append", default=[], metavar="FAMILY=W[^G]")
    ap.add_argument("--harmless", action="store_true")
    ap.add_argument("--off", action="append", default=[], metavar="PARAM")
    ap.add_argument("--on", action="append", default=[], metavar="PARAM")
    a = ap.parse_args()
    dev_sets.set_weak_evidence(a.weak)
    sets = [(p.name, dev_sets.jsonl(p)) for p in a.files]
    if a.harmless:
        rows = [
            {"text": t, "risky": False, "kind": f.name}
            for f in dev_sets.harmless_files()
            for t in dev_sets.harmless_prompts([f.name])
        ]
        sets.append(("harmless dev prompts", rows))
    cfg = load_config()
    ws = Workspace(cfg)
    emb, index = ws.embedder, ws.index()
    clf = finetune.finetuned_for(emb, index)
    scorer = build_scorer(
        cfg, ws, None, extra={**dict.fromkeys(a.off, False), **dict.fromkeys(a.on, True)}
    )
    print(
        f"{'set / kind':<22}{'att':>5}{'ok':>5}{'tuned':>8}{'full':>8}{'att HIGH+':>11}"
        f"{'ok MOD+':>9}{'ok HIGH+':>10}{'ok jb':>8}"
    )
    for name, rows in sets:
        texts = [r["text"] for r in rows]
        y = np.array([bool(r["risky"]) for r in rows])
        tuned = clf.probabilities(texts)
        out = scorer.assess(texts, emb.embed(texts, persist=False))
        risk = np.array([x.risk for x in out])
        level = np.array([LEVEL_INDEX[x.level] for x in out])
        mod, high = level >= LEVEL_INDEX["MODERATE"], level >= LEVEL_INDEX["HIGH"]
        jb = np.array([any(s["family"] == "jailbreak" for s in x.signals) for x in out])
        print(_line(name, y, tuned, risk, mod, high, jb))
        kinds = defaultdict(list)
        for i, r in enumerate(rows):
            kinds[r.get("kind", "-")].append(i)
        for kind, ii in sorted(kinds.items()):
            ii = np.array(ii)
            print(_line(f"  {kind}", y[ii], tuned[ii], risk[ii], mod[ii], high[ii], jb[ii]))


if __name__ == "__main__":
    main()
