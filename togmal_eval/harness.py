"""Service layer for `run`, `score`, ablations and sweeps: config + workspace -> scorers ->
reports. The CLI calls these and only prints."""

from __future__ import annotations

import datetime as _dt
import subprocess
from pathlib import Path

from . import __version__
from .errors import ConfigError
from .evaluate import EvalSettings, retrieval_corrector, run_suites
from .risk.registry import make_scorer
from .risk.scorers import Context


def git_commit(root: Path) -> str | None:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, timeout=5
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


def settings(cfg) -> EvalSettings:
    e = cfg.section("evaluation")
    return EvalSettings(
        hard_threshold=cfg.section("corpus")["hard_threshold"],
        positive_level=e["positive_level"],
        ood_threshold=e["ood_threshold"],
        confident_match=e["confident_match"],
        n_boot=e["bootstrap"],
        seed=e["seed"],
        ci=e["ci"],
        ece_bins=e["ece_bins"],
    )


def parse_value(text: str):
    import yaml

    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def scorer_params(cfg, name: str, k: int | None, extra: dict | None = None) -> dict:
    params = cfg.scorer_params(name)
    if name == "calibrated":  # calibrated is fusion plus a stacker: it starts from fusion's params
        params = {**cfg.scorer_params("fusion"), **params}
        # its cross-fitting keeps near-duplicates together as the goldens split did
        params.setdefault("duplicate_cosine", cfg.section("goldens")["near_duplicate_threshold"])
    if k is not None:
        if name in ("noretrieval",):
            raise ConfigError(f"scorer {name!r} takes no k")
        params["k"] = k
    params.update(extra or {})
    for key in params:
        if str(key).startswith("_"):  # e.g. _cache_dir: where togmal-eval keeps the scorer's fit
            raise ConfigError(
                f"scorer {name!r} parameter {key!r} is set by togmal-eval itself, not by a user"
            )
    return params


def build_scorer(cfg, ws, name: str | None, k: int | None = None, extra: dict | None = None):
    name = name or cfg.section("scorer")["default"]
    params = scorer_params(cfg, name, k, extra)
    ctx = Context(ws.index(), ws.embedder, ws.corrector)
    if name == "calibrated":
        params.setdefault("_cache_dir", str(cfg.cache_dir))
    return make_scorer(name, ctx, params)


def public_params(scorer) -> dict:
    return {k: v for k, v in sorted(scorer.params.items()) if not k.startswith("_")}


def run(cfg, ws, suites, scorer, *, s: EvalSettings | None = None) -> dict:
    s = s or settings(cfg)
    meta = {
        "fingerprint": ws.fingerprint,
        "scorer": {"name": scorer.name, "params": public_params(scorer)},
        "correct_typos": retrieval_corrector(scorer, ws) is not None,
        "tool_version": __version__,
        "git_commit": git_commit(cfg.root),
        "created_at": _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    return run_suites(suites, scorer, ws, s, meta)


ABLATIONS = (
    ("naive", "naive", {}),
    (
        "adaptive (plan)",
        "adaptive",
        {
            "k": 5,
            "similarity_threshold": 0.7,
            "low_sim_penalty": 0.5,
            "variance_penalty": 2.0,
            "low_avg_penalty": 0.4,
        },
    ),
    ("adaptive", "adaptive", {}),
    ("adaptive -low_sim", "adaptive", {"low_sim_penalty": 0.0}),
    ("adaptive -variance", "adaptive", {"variance_penalty": 0.0}),
    ("adaptive -low_avg", "adaptive", {"low_avg_penalty": 0.0}),
    ("fusion", "fusion", {}),
    ("fusion -heuristics", "fusion", {"families": []}),
    ("fusion -ood", "fusion", {"use_ood": False}),
    ("fusion -prior", "fusion", {"strength": 0.0}),
    ("fusion -domain", "fusion", {"domain_weight": 0.0}),
    ("fusion -semantic", "fusion", {"semantic": False}),
    ("calibrated", "calibrated", {}),
    ("calibrated -subject", "calibrated", {"subject": False}),
    ("calibrated -binomial", "calibrated", {"binomial": False}),
    ("calibrated -typos", "calibrated", {"correct_typos": False}),
    ("calibrated -background", "calibrated", {"ood_background": False}),
    ("calibrated -far", "calibrated", {"ood_far_alpha": 0.0}),
    ("calibrated -finetuned", "calibrated", {"finetuned": False}),
    ("calibrated -weak", "calibrated", {"weak_evidence": False}),
    ("calibrated -protective", "calibrated", {"protective": False}),
    ("calibrated -mention", "calibrated", {"mention": False}),
    ("calibrated -rule_check", "calibrated", {"rule_check": False}),
    ("calibrated -language", "calibrated", {"language": False}),
    ("calibrated -exam", "calibrated", {"exam_gate": False}),
    ("calibrated -ideation", "calibrated", {"ideation": False}),
    ("calibrated -foreign", "calibrated", {"foreign_chars": False}),
    ("noretrieval", "noretrieval", {}),
)


def ablation_specs() -> list[tuple[str, str, dict]]:
    from .risk.fusion import FAMILIES

    specs = list(ABLATIONS)
    at = next(i for i, s in enumerate(specs) if s[0] == "fusion -heuristics") + 1
    fams = [
        (f"fusion -{f}", "fusion", {"families": [x for x in FAMILIES if x != f]}) for f in FAMILIES
    ]
    return specs[:at] + fams + specs[at:]


def ablate(cfg, ws, suites, *, k: int | None = None, metrics=None) -> list[dict]:
    """Every ablation scorer on the same suites; each metric with its paired CI vs naive."""
    from .compare import paired_tables
    from .metrics import paired_difference

    s = settings(cfg)
    reports = {}
    for label, name, extra in ablation_specs():
        extra = dict(extra)
        corrector = ws.corrector if extra.pop("correct_typos", True) else None
        params = scorer_params(cfg, name, None, {})
        params.update(extra)
        if label == "naive":
            params = {"k": 5}  # today's ToGMAL, whatever the config says
        if k is not None and name != "noretrieval":
            params["k"] = k
        if name == "calibrated":
            params.setdefault("_cache_dir", str(cfg.cache_dir))
        sc = make_scorer(name, Context(ws.index(), ws.embedder, corrector), params)
        reports[label] = run(cfg, ws, suites, sc, s=s)
    rows = []
    for su in suites:
        base_cases = reports["naive"]["suites"][su.name]["cases"]
        for label, rep in reports.items():
            r = rep["suites"][su.name]
            vals = {}
            diffs = {}
            if label != "naive":
                _, base_t, new_t = paired_tables(base_cases, r["cases"])
                diffs = paired_difference(
                    base_t, new_t, metrics, n_boot=s.n_boot, seed=s.seed, ci=s.ci
                )
            for m, v in r["metrics"].items():
                d = diffs.get(m)
                if d is None or d.undefined or v["value"] is None:
                    vals[m] = (v["value"], None, None, None)
                else:
                    vals[m] = (v["value"], d.delta, d.ci_low, d.ci_high)
            rows.append(
                {
                    "label": label,
                    "suite": su.name,
                    "values": vals,
                    "params": rep["suites"][su.name]["meta"]["scorer"]["params"],
                }
            )
    return rows


def sweep(cfg, ws, suites, scorer_name, k, extra, grid) -> list[str]:
    """A one- or two-parameter grid of the scorer: a table per suite of the key metrics."""
    import itertools

    s = settings(cfg)
    s.n_boot = 0
    keys = [g[0] for g in grid]
    lines = []
    metrics = ("auroc", "aupr", "brier", "ece", "level_pass_rate", "ood_flag_rate")
    results = []
    for combo in itertools.product(*[g[1] for g in grid]):
        params = dict(extra)
        params.update(dict(zip(keys, combo)))
        sc = build_scorer(cfg, ws, scorer_name, k, params)
        rep = run(cfg, ws, suites, sc, s=s)
        results.append((combo, rep))
    for su in suites:
        lines.append(f"sweep on {su.name}: " + " x ".join(keys))
        lines.append(
            "  " + "".join(f"{k:>14}" for k in keys) + "".join(f"{m:>16}" for m in metrics)
        )
        for combo, rep in results:
            ms = rep["suites"][su.name]["metrics"]
            cells = "".join(
                f"{'—' if ms.get(m, {}).get('value') is None else format(ms[m]['value'], '.4f'):>16}"
                for m in metrics
            )
            lines.append("  " + "".join(f"{str(c):>14}" for c in combo) + cells)
    return lines


def dump_pools(ws, suites, path, k: int = 50) -> int:
    """Every golden's top-k candidate pool (ids, similarities, labels) as JSONL: enough to
    simulate a new scorer offline without re-running retrieval."""
    import json

    from .atomic import atomic_write_text

    goldens = [g for su in suites for g in su.goldens]
    vecs = ws.embedder.embed([g.text for g in goldens])
    index = ws.index()
    idx, sims = index.search(vecs, k)
    lines = []
    for i, g in enumerate(goldens):
        lines.append(
            json.dumps(
                {
                    "id": g.id,
                    "suite": g.suite,
                    "tags": g.tags,
                    "truth": {
                        "success_rate": g.success_rate,
                        **{k2: g.expect.get(k2) for k2 in ("risky", "ood")},
                    },
                    "pool": [
                        {
                            "id": str(index.ids[j]),
                            "similarity": round(float(s), 6),
                            "success_rate": round(float(index.success[j]), 6),
                            "domain": str(index.domains[j]),
                            "origin": str(index.origins[j]),
                        }
                        for j, s in zip(idx[i], sims[i])
                    ],
                },
                sort_keys=True,
            )
        )
    atomic_write_text(path, "\n".join(lines) + "\n")
    return len(lines)
