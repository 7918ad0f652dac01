"""Pure comparison: a baseline suite report and a new one -> a verdict. No file I/O.

A verdict is refused (exit 3) when the two sides did not measure the same thing — different
fingerprints or different goldens — because a metric delta between them would be meaningless and a
green gate on it would be a lie. Otherwise each metric is judged with MLflow ``MetricThreshold``
semantics: it regresses when it moved in the bad direction (from the metric registry) by more than
its threshold. Undefined values and metrics the registry does not know are reported, never gated:
guessing a direction for an unknown metric would gate on a coin toss.

Loading files, baseline paths and promotion live in ``baselines.py``; the Markdown rendering in
``report/compare_markdown.py``; ``to_json`` below only builds dicts.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from .errors import EXIT_OK, EXIT_REFUSED, EXIT_REGRESSION

PASS, REGRESSION, REFUSED = "pass", "regression", "refused"
_SEVERITY = {PASS: EXIT_OK, REGRESSION: EXIT_REGRESSION, REFUSED: EXIT_REFUSED}
_RANK = {PASS: 0, REGRESSION: 1, REFUSED: 2}  # refused outranks regression: worst wins

# metric statuses
M_PASS, M_REGRESSION = "pass", "regression"
M_UNDEFINED, M_UNKNOWN, M_NOT_GATED, M_ONE_SIDED = "undefined", "unknown", "not_gated", "one_sided"

# flip kinds, worst first
FLIP_ORDER = ("expectation_failed", "level_changed", "neighbours_changed", "expectation_fixed")

# Deltas are compared after rounding: report values carry 6 decimals, so 0.80 -> 0.78 must read
# as exactly 0.02 (a pass at tolerance 0.02), not 0.020000000000000018 (a regression).
_EPS_DIGITS = 9


@dataclass(frozen=True)
class MetricRule:
    """Threshold for one metric. ``None`` fields are not checked; a regression must exceed every
    threshold that is set (MLflow: both ``min_absolute_change`` and ``min_relative_change``)."""

    min_absolute_change: float | None
    min_relative_change: float | None = None
    gate: bool = True

    def describe(self) -> str:
        parts = []
        if self.min_absolute_change is not None:
            parts.append(f"{self.min_absolute_change:g}")
        if self.min_relative_change is not None:
            parts.append(f"{self.min_relative_change:.0%}".replace("%", "% rel"))
        text = " & ".join(parts) or "0"
        return text if self.gate else f"{text} (not gated)"

    def exceeded(self, badness: float, baseline: float) -> bool:
        """True when moving ``badness`` (> 0 = worse) beyond ``baseline`` breaks every threshold."""
        bad = round(badness, _EPS_DIGITS)
        if bad <= 0:
            return False
        if self.min_absolute_change is not None and not bad > self.min_absolute_change:
            return False
        if self.min_relative_change is not None:
            limit = round(self.min_relative_change * abs(baseline), _EPS_DIGITS)
            if not bad > limit:
                return False
        return True


def rules_from_config(
    compare_section: Mapping[str, Any], tolerance: float | None = None
) -> tuple[MetricRule, dict[str, MetricRule]]:
    """Config ``compare`` section (+ a ``--tolerance`` override) -> default rule and overrides."""
    default_tol = float(compare_section.get("tolerance", 0.02)) if tolerance is None else tolerance
    default = MetricRule(default_tol)
    per: dict[str, MetricRule] = {}
    for name, spec in (compare_section.get("metrics") or {}).items():
        absolute = spec.get("min_absolute_change")
        relative = spec.get("min_relative_change")
        if absolute is None and relative is None:
            absolute = default_tol  # only ``gate`` given: keep the default threshold
        per[name] = MetricRule(
            None if absolute is None else float(absolute),
            None if relative is None else float(relative),
            bool(spec.get("gate", True)),
        )
    return default, per


@dataclass
class MetricResult:
    name: str
    direction: str | None
    baseline: float | None
    new: float | None
    delta: float | None  # new - baseline
    ci_low: float | None  # paired bootstrap CI of the delta
    ci_high: float | None
    mde: float | None
    n_paired: int | None
    threshold: str
    gated: bool
    status: str
    note: str = ""


@dataclass
class Flip:
    id: str
    kind: str
    detail: str


@dataclass
class SuiteVerdict:
    suite: str
    status: str
    reason: str = ""
    fingerprint: str | None = None
    baseline_path: str | None = None
    gate: str = "point"
    ci: float = 0.95
    n_paired: int = 0
    n_unpaired: int = 0
    metrics: list[MetricResult] = field(default_factory=list)
    flips: list[Flip] = field(default_factory=list)
    promoted: bool | None = None  # None: promotion not asked
    mcnemar: dict | None = None  # paired test of "all expectations pass", baseline vs new

    @property
    def exit_code(self) -> int:
        return _SEVERITY[self.status]


def refused(suite: str, reason: str, **kw: Any) -> SuiteVerdict:
    return SuiteVerdict(suite=suite, status=REFUSED, reason=reason, **kw)


def worst_exit(verdicts: list[SuiteVerdict]) -> int:
    if not verdicts:
        return EXIT_OK
    return _SEVERITY[max((v.status for v in verdicts), key=_RANK.__getitem__)]


# ---- tables and flips ------------------------------------------------------------------------
def paired_tables(base_cases: list[dict], new_cases: list[dict]) -> tuple[list[str], dict, dict]:
    """Case ``row`` dicts -> two column tables aligned by golden id (ids on both sides only)."""
    from .metrics import table_from_rows

    base = {c["id"]: c.get("row") or {} for c in base_cases}
    new = {c["id"]: c.get("row") or {} for c in new_cases}
    ids = sorted(set(base) & set(new))
    columns = {k for i in ids for k in base[i]} | {k for i in ids for k in new[i]}
    return (
        ids,
        table_from_rows([base[i] for i in ids], columns),
        table_from_rows([new[i] for i in ids], columns),
    )


def find_flips(base_cases: list[dict], new_cases: list[dict]) -> list[Flip]:
    """Goldens whose outcome changed, worst first, then by id."""
    base = {c["id"]: c for c in base_cases}
    new = {c["id"]: c for c in new_cases}
    flips: list[Flip] = []
    for gid in sorted(set(base) & set(new)):
        b, n = base[gid], new[gid]
        b_exp, n_exp = b.get("expectations") or {}, n.get("expectations") or {}
        for key in sorted(set(b_exp) | set(n_exp)):
            was, now = b_exp.get(key), n_exp.get(key)
            if was is True and now is False:
                flips.append(Flip(gid, "expectation_failed", f"{key}: pass → fail"))
            elif was is False and now is True:
                flips.append(Flip(gid, "expectation_fixed", f"{key}: fail → pass"))
        b_level = (b.get("prediction") or {}).get("level")
        n_level = (n.get("prediction") or {}).get("level")
        if b_level != n_level:
            flips.append(Flip(gid, "level_changed", f"{b_level} → {n_level}"))
        b_nb = {x[0] for x in b.get("neighbours") or []}
        n_nb = {x[0] for x in n.get("neighbours") or []}
        if b_nb != n_nb:
            entered, left = sorted(n_nb - b_nb), sorted(b_nb - n_nb)
            parts = []
            if entered:
                parts.append("+" + ", +".join(entered))
            if left:
                parts.append("−" + ", −".join(left))
            flips.append(Flip(gid, "neighbours_changed", " ".join(parts)))
    rank = {k: i for i, k in enumerate(FLIP_ORDER)}
    flips.sort(key=lambda f: (rank[f.kind], f.id))
    return flips


# ---- the comparison -------------------------------------------------------------------------
def _default_directions() -> dict[str, str]:
    from .metrics.registry import REGISTRY

    return {name: spec.direction for name, spec in REGISTRY.items()}


def _default_paired() -> Callable[..., dict]:
    from .metrics import paired_difference

    return paired_difference


def compare_suites(
    baseline: Mapping[str, Any],
    new: Mapping[str, Any],
    *,
    default_rule: MetricRule,
    rules: Mapping[str, MetricRule] | None = None,
    gate: str = "point",
    directions: Mapping[str, str] | None = None,
    paired: Callable[..., dict] | None = None,
    baseline_path: str | None = None,
) -> SuiteVerdict:
    """One suite's baseline report and new report -> a SuiteVerdict (never raises on data)."""
    if gate not in ("point", "ci"):
        raise ValueError(f"gate must be 'point' or 'ci', got {gate!r}")
    rules = rules or {}
    b_meta, n_meta = baseline.get("meta") or {}, new.get("meta") or {}
    suite = n_meta.get("suite") or b_meta.get("suite") or "?"
    fp = n_meta.get("fingerprint")
    common = {"fingerprint": fp, "baseline_path": baseline_path, "gate": gate}
    if b_meta.get("fingerprint") != fp:
        return refused(
            suite,
            f"fingerprints differ (baseline {b_meta.get('fingerprint')}, new {fp}): "
            "they measured against different index sets or embedders",
            **common,
        )
    if b_meta.get("suite") != n_meta.get("suite"):
        return refused(suite, f"suite names differ ({b_meta.get('suite')} vs {suite})", **common)
    if b_meta.get("goldens_hash") != n_meta.get("goldens_hash"):
        return refused(
            suite,
            f"goldens hash differs for suite {suite!r} (the goldens changed since the baseline; "
            "promote a new baseline with --promote --force --reason)",
            **common,
        )

    directions = _default_directions() if directions is None else directions
    b_cases, n_cases = list(baseline.get("cases") or []), list(new.get("cases") or [])
    ids, table_b, table_n = paired_tables(b_cases, n_cases)
    n_unpaired = len({c["id"] for c in b_cases} ^ {c["id"] for c in n_cases})
    ci_level = float(n_meta.get("ci") or 0.95)

    b_metrics, n_metrics = baseline.get("metrics") or {}, new.get("metrics") or {}
    names = sorted(set(b_metrics) | set(n_metrics))
    # The paired CI needs per-case rows; only registry metrics defined on both sides are asked for.
    wanted = [
        m
        for m in names
        if m in directions
        and (b_metrics.get(m) or {}).get("value") is not None
        and (n_metrics.get(m) or {}).get("value") is not None
    ]
    diffs: dict[str, Any] = {}
    if wanted and ids:
        paired = _default_paired() if paired is None else paired
        diffs = paired(
            table_b,
            table_n,
            wanted,
            n_boot=int(n_meta.get("bootstrap") or 1000),
            seed=int(n_meta.get("seed") or 0),
            ci=ci_level,
        )

    results = [
        _judge(
            name,
            b_metrics.get(name),
            n_metrics.get(name),
            directions.get(name),
            rules.get(name, default_rule),
            diffs.get(name),
            gate,
        )
        for name in names
    ]
    status = REGRESSION if any(r.status == M_REGRESSION for r in results) else PASS
    return SuiteVerdict(
        suite=suite,
        status=status,
        ci=ci_level,
        n_paired=len(ids),
        n_unpaired=n_unpaired,
        metrics=results,
        flips=find_flips(b_cases, n_cases),
        mcnemar=expectation_mcnemar(b_cases, n_cases),
        **common,
    )


def expectation_mcnemar(base_cases: list[dict], new_cases: list[dict]) -> dict | None:
    """McNemar's exact test on the goldens (paired by id) whose expectations all pass: is the
    change in pass/fail more than chance? None when no paired golden has an expectation."""
    import numpy as np

    from .metrics import mcnemar

    new_by_id = {c["id"]: c for c in new_cases}
    a, b = [], []
    for c in base_cases:
        n = new_by_id.get(c["id"])
        if n is None or not c.get("expectations") or not n.get("expectations"):
            continue
        a.append(int(all(c["expectations"].values())))
        b.append(int(all(n["expectations"].values())))
    if not a:
        return None
    b01, b10, p = mcnemar(np.array(a), np.array(b))
    return {
        "n": len(a),
        "fail_to_pass": int(b01),
        "pass_to_fail": int(b10),
        "p_value": round(float(p), 6),
    }


def _judge(name, b_entry, n_entry, direction, rule: MetricRule, diff, gate) -> MetricResult:
    b_val = (b_entry or {}).get("value")
    n_val = (n_entry or {}).get("value")
    res = MetricResult(
        name=name,
        direction=direction,
        baseline=b_val,
        new=n_val,
        delta=None if b_val is None or n_val is None else round(n_val - b_val, 6),
        ci_low=None,
        ci_high=None,
        mde=None,
        n_paired=None,
        threshold=rule.describe(),
        gated=False,
        status=M_PASS,
    )
    if diff is not None and not getattr(diff, "undefined", None):
        res.ci_low, res.ci_high = _r(diff.ci_low), _r(diff.ci_high)
        res.mde, res.n_paired = _r(diff.mde), diff.n
    if direction is None:
        res.status, res.note = M_UNKNOWN, "unknown metric (not in the registry): not gated"
        return res
    if b_entry is None or n_entry is None:
        side = "baseline" if n_entry is None else "new report"
        res.status, res.note = M_ONE_SIDED, f"only in the {side}: not gated"
        return res
    if b_val is None or n_val is None:
        why = (n_entry if n_val is None else b_entry).get("undefined") or "no value"
        side = "new" if n_val is None else "baseline"
        res.status, res.note = M_UNDEFINED, f"undefined in {side}: {why}"
        return res
    sign = 1.0 if direction == "higher" else -1.0
    point_bad = rule.exceeded(sign * (b_val - n_val), b_val)
    if gate == "ci":
        if res.ci_low is None or res.ci_high is None:
            # No paired CI (no per-case columns): fall back to the point gate rather than let the
            # metric through ungated.
            bad = point_bad
            res.note = "no paired CI: point gate"
        else:
            # the CI's best case must still be worse than the threshold
            best = res.ci_high if direction == "higher" else res.ci_low
            bad = rule.exceeded(-sign * best, b_val)
            if point_bad and not bad:
                res.note = "point estimate worse, but the CI reaches the tolerance"
    else:
        bad = point_bad
    if not rule.gate:
        res.status = M_NOT_GATED
        res.note = "regressed (not gated)" if bad else "not gated"
        return res
    res.gated = True
    res.status = M_REGRESSION if bad else M_PASS
    return res


def _r(x: Any) -> float | None:
    if x is None:
        return None
    x = float(x)
    return None if math.isnan(x) else round(x, 6)


# ---- output -----------------------------------------------------------------------------------
def overall_status(verdicts: list[SuiteVerdict]) -> str:
    if not verdicts:
        return PASS
    return max((v.status for v in verdicts), key=_RANK.__getitem__)


def to_json(verdicts: list[SuiteVerdict], **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {
        "status": overall_status(verdicts),
        "exit_code": worst_exit(verdicts),
        **extra,
        "suites": [],
    }
    for v in verdicts:
        d = asdict(v)
        d["exit_code"] = v.exit_code
        d["flip_counts"] = {k: sum(f.kind == k for f in v.flips) for k in FLIP_ORDER}
        out["suites"].append(d)
    return out


def to_markdown(verdicts: list[SuiteVerdict]) -> str:
    """A verdict as Markdown (``report/compare_markdown.py``)."""
    from .report.compare_markdown import render

    return render(verdicts)
