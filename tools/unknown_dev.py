"""What an unfamiliar prompt's capability risk should lean toward when it reads as an exam
question: the development counterpart of the `temporal` suite's unfamiliar questions (never read
here).

Usage: python tools/unknown_dev.py [--harmless]

The fusion and calibrated scorers blend an unfamiliar prompt's difficulty toward a prior,
``capability = (1 - u) * difficulty + u * target``, u = max(ood, exam lean). With ``target`` the
fixed ``unknown_risk`` (0.3), a benchmark-like question far from the index is called easy-ish,
although nothing about it is known. The variant ``exam`` leans it instead toward the index's own
prior in proportion to how much it reads as an exam question:
``target = unknown_risk + exam * (prior - unknown_risk)``, ``prior`` the index's hard rate
(calibrated) or global difficulty (fusion); a haiku or a chat (exam ~ 0) keeps 0.3.

Proxies, from training data only: the index set's two sources (MMLU subjects, STEM problems),
each scored by a calibrated scorer built on the other alone (neighbours, out-of-distribution
references, exam head and stacker), the detector families off. Printed for each: how many
questions are unfamiliar, their hard rate and mean capability risk under both targets, AUROC
and ECE of all queries. ``--harmless``: the default scorer on the full index over the harmless
dev prompts (tools/dev_sets.py), their HIGH+ and MODERATE+ shares under both targets.

Measured 2026-12-05 (1.5 min), by a rule fixed before measuring (adopt iff the proxies' mean
AUROC rises by 0.002 with neither down by more, neither's ECE up by more than 0.005, and the
harmless dev prompts' HIGH+ share not up nor their MODERATE+ share by more than a point):
MMLU held out (2,243 of 5,517 unfamiliar, 0.636 of them hard) AUROC 0.6018 -> 0.6080, ECE
0.2058 -> 0.1629; STEM problems held out (152 of 3,283 unfamiliar, 0.414 hard) AUROC 0.7843 ->
0.7877, ECE 0.0771 -> 0.0834 (failed); harmless dev prompts HIGH+ 0.0607 -> 0.0621, MODERATE+
0.110 -> 0.136 (failed): everyday questions far from the index that read as exam questions
("what is the boiling point of ...") are easy, a new benchmark's are hard, and nothing before
the answer tells them apart. Not adopted. Beside it: the unfamiliar blend itself costs the
proxies' ranking (tools/origin_shift_dev.py, the stacker alone: 0.6424 and 0.7922).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dev_sets import auroc, harmless_prompts  # noqa: E402

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.harness import build_scorer, scorer_params  # noqa: E402
from togmal_eval.index.store import Index  # noqa: E402
from togmal_eval.metrics.calibration import ece  # noqa: E402
from togmal_eval.risk.assessment import level_from_risk  # noqa: E402
from togmal_eval.risk.registry import make_scorer  # noqa: E402
from togmal_eval.risk.scorers import Context  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402

SOURCES = ("ori_mmlu", "stemez")


def variants(comps: list[dict], prior: float, unknown: float) -> dict[str, np.ndarray]:
    """Capability risk under each target, from the scorer's own components."""
    d = np.array([c["difficulty"] for c in comps])
    u = np.array([c["unfamiliar"] for c in comps])
    exam = np.array([c["exam"] for c in comps])
    target = unknown + exam * (prior - unknown)
    return {"fixed": (1 - u) * d + u * unknown, "exam": (1 - u) * d + u * target}


def _ece(y, p) -> float:
    return float(ece({"y": y, "p": p}, np.ones(len(y)))[0])


def proxies(cfg, ws) -> None:
    idx = ws.index()
    fam = np.array([r.origin_family for r in idx.corpus.records])
    thr = cfg.section("corpus")["hard_threshold"]
    for held in SOURCES:
        tr, te = np.nonzero(fam != held)[0], np.nonzero(fam == held)[0]
        sub = idx.corpus.subset([idx.corpus.records[i].id for i in tr])
        fp = hashlib.sha256(f"unknown-dev {held}".encode()).hexdigest()[:16]
        proxy = Index(fp, sub, idx.vectors[tr])
        texts = [idx.corpus.records[i].text for i in te]
        y = (idx.success[te] < thr).astype(int)
        params = scorer_params(cfg, "calibrated", None, {"families": []})
        with tempfile.TemporaryDirectory() as tmp:
            params["_cache_dir"] = tmp
            sc = make_scorer("calibrated", Context(proxy, ws.embedder), params)
            comps = [a.components for a in sc.assess(texts, idx.vectors[te])]
            prior = float(sc.model()["train"]["hard_rate"])
            unknown = float(sc.params["unknown_risk"])
        u = np.array([c["unfamiliar"] for c in comps])
        risk = variants(comps, prior, unknown)
        flagged = u >= 0.5
        print(
            f"{held} held out ({len(te)} questions, {y.mean():.3f} hard; index prior {prior:.3f}):"
            f" unfamiliar (u >= 0.5) {flagged.sum()}, hard {y[flagged].mean():.3f};"
            f" mean u {u.mean():.4f}"
        )
        for name, r in risk.items():
            print(
                f"  {name:<6} AUROC {auroc(y, r):.4f}  ECE {_ece(y, r):.4f}"
                f"  unfamiliar mean risk {r[flagged].mean():.3f}"
            )


def harmless(cfg, ws) -> None:
    sc = build_scorer(cfg, ws, None)
    prompts = harmless_prompts()
    out = sc.assess(prompts, ws.embedder.embed(sc.ctx.retrieval_texts(prompts), persist=False))
    comps = [a.components for a in out]
    st_prior = float(sc.model()["train"]["hard_rate"])
    base = variants(comps, st_prior, sc.params["unknown_risk"])
    risk = np.array([a.risk for a in out])
    cap = base["fixed"]
    for name, c in base.items():
        r = 1 - (1 - c) * (1 - risk) / np.clip(1 - cap, 1e-9, None)
        levels = [level_from_risk(x) for x in r]
        high = np.mean([lv in ("HIGH", "CRITICAL") for lv in levels])
        mod = np.mean([lv in ("MODERATE", "HIGH", "CRITICAL") for lv in levels])
        print(f"  {name:<6} harmless dev prompts ({len(r)}): HIGH+ {high:.4f}  MODERATE+ {mod:.4f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--harmless", action="store_true", help="also the harmless dev prompts")
    a = ap.parse_args()
    cfg = load_config()
    ws = Workspace(cfg)
    proxies(cfg, ws)
    if a.harmless:
        harmless(cfg, ws)


if __name__ == "__main__":
    main()
