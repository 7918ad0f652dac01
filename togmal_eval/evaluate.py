"""Goldens x scorer -> per-case records -> suite report (metrics with CIs, slices, cases).

Per-case records come first; every aggregate is computed from their ``row`` columns, so that
`compare` can pair cases by golden id and recompute any metric. Pure except for the scorer call.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass

import numpy as np

from .goldens.model import Golden, Suite
from .index.typos import retrieval_texts
from .metrics import ece_if_calibrated, evaluate_metrics, reliability_bins, table_from_rows
from .metrics.retrieval import graded_ndcg, per_query
from .risk.assessment import LEVEL_INDEX, Assessment

SCHEMA_VERSION = 1
K_EVAL = 10


def r6(x):
    if x is None:
        return None
    x = float(x)
    return None if not math.isfinite(x) else round(x, 6)


@dataclass
class EvalSettings:
    hard_threshold: float = 0.5
    positive_level: str = "HIGH"
    ood_threshold: float = 0.5
    confident_match: float = 0.8
    n_boot: int = 1000
    seed: int = 0
    ci: float = 0.95
    ece_bins: int = 10


def case_row(
    g: Golden,
    a: Assessment,
    top_ids: list[str],
    top_sims: list[float],
    s: EvalSettings,
    index_meta,
    base_difficulty: float | None,
) -> tuple[dict, dict]:
    """The metric inputs of one case, and which of its expectations passed."""
    row: dict[str, float] = {}
    exp = g.expect
    passed: dict[str, bool] = {}
    level = LEVEL_INDEX[a.level]
    positive = level >= LEVEL_INDEX[s.positive_level]
    y = None
    if g.success_rate is not None and not g.perturb:
        y = float(g.success_rate < s.hard_threshold)
        row["difficulty_true"] = 1.0 - g.success_rate
        row["difficulty_pred"] = a.difficulty
    if "risky" in exp:
        y = float(exp["risky"])
        passed["risky"] = positive == exp["risky"]
    if y is not None:
        row.update(y_true=y, risk=a.risk, level=float(level), positive=float(positive))
    lo, hi = exp.get("min_level"), exp.get("max_level")
    if lo or hi:
        ok = (lo is None or level >= LEVEL_INDEX[lo]) and (hi is None or level <= LEVEL_INDEX[hi])
        row["level_pass"] = float(ok)
        if lo:
            passed["min_level"] = level >= LEVEL_INDEX[lo]
        if hi:
            passed["max_level"] = level <= LEVEL_INDEX[hi]
    if "ood" in exp:
        flag = a.ood >= s.ood_threshold
        row.update(ood_true=float(exp["ood"]), ood_score=a.ood)
        passed["ood"] = flag == exp["ood"]
        if exp["ood"]:
            row["ood_flag"] = float(flag)
            row["leak"] = float(top_sims[0] >= s.confident_match)
        else:
            row["false_alarm"] = float(flag)
    if g.relevant_ids:
        rel = {rid: 1 for rid in g.relevant_ids}
        row.update(per_query(top_ids, rel))
    if g.is_self_retrieval:
        row["self_hit1"] = float(top_ids[0] == g.ref)
        passed["self_retrieval"] = top_ids[0] == g.ref
    if "stable_within" in exp and base_difficulty is not None:
        ok = abs(a.difficulty - base_difficulty) <= exp["stable_within"]
        row["stable"] = float(ok)
        passed["stable_within"] = ok
    if g.ref is not None and not g.perturb:
        doms = [index_meta["domain"][i] for i in top_ids]
        origs = [index_meta["origin"][i] for i in top_ids]
        row["domain_agreement@10"] = float(np.mean([d == g.domain for d in doms]))
        row["origin_agreement@10"] = float(np.mean([o == g.origin for o in origs]))
        grades = [2 if o == g.origin else 1 if d == g.domain else 0 for d, o in zip(doms, origs)]
        n2 = index_meta["n_origin"].get(g.origin, 0)
        n1 = index_meta["n_domain"].get(g.domain, 0) - n2
        ideal = [2] * min(n2, K_EVAL) + [1] * max(0, min(n1, K_EVAL - n2))
        row["graded_ndcg@10"] = graded_ndcg(grades, ideal, K_EVAL)
    return {k: r6(v) for k, v in row.items()}, passed


def _metrics_json(values) -> dict:
    return {name: v.to_json() for name, v in sorted(values.items())}


def in_the_large(table: dict) -> dict:
    """Mean predicted risk and observed positive rate over the cases with a ``y_true`` (and their
    number), or {} with none: calibration in the large. A slice whose mean risk sits far from its
    observed rate is offset as a whole (an unseen benchmark rated easier than it is), which lowers
    the pooled AUROC however well the slice is ranked within."""
    if "y_true" not in table or "risk" not in table:
        return {}
    m = ~np.isnan(table["y_true"])
    if not m.any():
        return {}
    return {
        "mean_risk": r6(float(np.mean(table["risk"][m]))),
        "observed": r6(float(np.mean(table["y_true"][m]))),
        "n": int(m.sum()),
    }


def suite_report(suite: Suite, cases: list[dict], s: EvalSettings, meta: dict) -> dict:
    cases = sorted(cases, key=lambda c: c["id"])
    rows = [c["row"] for c in cases]
    table = table_from_rows(rows)
    metrics = evaluate_metrics(table, n_boot=s.n_boot, seed=s.seed, ci=s.ci)
    details = {}
    if "y_true" in table:
        m = ~np.isnan(table["y_true"])
        if m.any():
            details["ece_bins"] = [
                {k: r6(v) if isinstance(v, float) else v for k, v in b.items()}
                for b in reliability_bins(table["y_true"][m], table["risk"][m], s.ece_bins)
            ]
            floor = ece_if_calibrated(table["risk"][m], s.ece_bins, seed=s.seed, q=s.ci)
            details["ece_if_calibrated"] = {
                k: r6(v) if isinstance(v, float) else v for k, v in floor.items()
            }
            details["calibration_in_the_large"] = in_the_large(table)
    slices: dict[str, dict] = {}
    for kind in ("domain", "origin", "tag"):
        groups: dict[str, list[int]] = defaultdict(list)
        for i, c in enumerate(cases):
            keys = c["tags"] if kind == "tag" else [c.get(kind)]
            if kind == "origin" and c.get("origin"):
                keys = [c["origin"].split("-", 1)[0]]
            for key in keys:
                if key:
                    groups[key].append(i)
        out = {}
        # domains get bootstrap CIs like the suite (a within-domain AUROC rests on ~90 cases
        # and says little without one); origins and tags, being many, get point values
        n_boot = s.n_boot if kind == "domain" else 0
        for key in sorted(groups):
            ii = np.array(groups[key])
            sub = {col: v[ii] for col, v in table.items()}
            vals = evaluate_metrics(sub, n_boot=n_boot, seed=s.seed, ci=s.ci)
            keep = (
                ("value", "ci_low", "ci_high", "n", "undefined")
                if n_boot
                else ("value", "n", "undefined")
            )
            out[key] = {
                "n": len(ii),
                "metrics": {
                    n: {k: v.to_json()[k] for k in keep} for n, v in sorted(vals.items()) if v.n > 0
                },
            }
            large = in_the_large(sub)
            if large:
                out[key]["calibration_in_the_large"] = large
        slices[kind] = out
    return {
        "meta": {
            **meta,
            "suite": suite.name,
            "goldens_hash": suite.goldens_hash,
            "n_cases": len(cases),
            "bootstrap": s.n_boot,
            "seed": s.seed,
            "ci": s.ci,
        },
        "metrics": _metrics_json(metrics),
        "details": details,
        "slices": slices,
        "cases": cases,
    }


def index_meta(index) -> dict:
    dom = dict(zip(map(str, index.ids), map(str, index.domains)))
    org = dict(zip(map(str, index.ids), map(str, index.origins)))
    n_origin, n_domain = defaultdict(int), defaultdict(int)
    for d in index.domains:
        n_domain[str(d)] += 1
    for o in index.origins:
        n_origin[str(o)] += 1
    return {"domain": dom, "origin": org, "n_origin": dict(n_origin), "n_domain": dict(n_domain)}


def retrieval_corrector(scorer, ws):
    """The typo corrector applied before retrieval: a built-in scorer's context says; an
    external scorer gets the configured one for the harness's own retrieval metrics."""
    ctx = getattr(scorer, "ctx", None)
    return ctx.corrector if ctx is not None else ws.corrector


def run_suites(
    suites: list[Suite], scorer, ws, s: EvalSettings, meta: dict, on_progress=None
) -> dict:
    """Score every golden of every suite in one batch and build one report per suite."""
    goldens = [g for su in suites for g in su.goldens]
    base_texts = {g.id: ws.corpus[g.ref].text for g in goldens if g.perturb}
    texts = [g.text for g in goldens] + list(base_texts.values())
    retrieval = retrieval_texts(retrieval_corrector(scorer, ws), texts)
    vectors = ws.embedder.embed(retrieval, progress=None)
    index = ws.index()
    top_idx, top_sims = index.search(vectors[: len(goldens)], K_EVAL)
    if hasattr(scorer, "assess"):
        assessments = scorer.assess(texts, vectors)
    else:
        assessments = scorer.score(texts)
    base_diff = {gid: assessments[len(goldens) + j].difficulty for j, gid in enumerate(base_texts)}
    meta_idx = index_meta(index)
    by_suite: dict[str, list[dict]] = defaultdict(list)
    for i, g in enumerate(goldens):
        a = assessments[i]
        ids = [str(index.ids[j]) for j in top_idx[i]]
        sims = [float(x) for x in top_sims[i]]
        row, passed = case_row(g, a, ids, sims, s, meta_idx, base_diff.get(g.id))
        by_suite[g.suite].append(
            {
                "id": g.id,
                "tags": g.tags,
                "domain": g.domain,
                "origin": g.origin,
                "truth": {
                    "success_rate": r6(g.success_rate),
                    "risky": g.expect.get("risky"),
                    "ood": g.expect.get("ood"),
                },
                "prediction": {
                    "risk": r6(a.risk),
                    "difficulty": r6(a.difficulty),
                    "ood": r6(a.ood),
                    "level": a.level,
                },
                "neighbours": [[ids[j], r6(sims[j])] for j in range(len(ids))],
                "expectations": passed,
                "row": row,
            }
        )
    return {
        "schema_version": SCHEMA_VERSION,
        "suites": {su.name: suite_report(su, by_suite[su.name], s, meta) for su in suites},
    }
