"""The console table of a run (and of an ablation), driven by the metric registry."""

from __future__ import annotations

from ..metrics.registry import REGISTRY


def fmt(v) -> str:
    return "   —  " if v is None else f"{v:6.3f}"


def suite_table(name: str, rep: dict) -> list[str]:
    meta = rep["meta"]
    lines = [
        f"suite {name}: {meta['n_cases']} cases, scorer {meta['scorer']['name']}, "
        f"fingerprint {meta['fingerprint']}",
        f"  {'metric':<22} {'value':>6}  {'95% CI':<17} {'n':>5}  dir",
    ]
    for mname, m in rep["metrics"].items():
        if m["n"] == 0:
            continue
        direction = "↑" if REGISTRY[mname].direction == "higher" else "↓"
        if m["value"] is None:
            lines.append(
                f"  {mname:<22} {'undef':>6}  {m['undefined'] or '':<17} {m['n']:>5}  {direction}"
            )
            continue
        ci = (
            f"[{fmt(m['ci_low']).strip()}, {fmt(m['ci_high']).strip()}]"
            if m["ci_low"] is not None
            else ""
        )
        lines.append(f"  {mname:<22} {fmt(m['value'])}  {ci:<17} {m['n']:>5}  {direction}")
    floor = rep.get("details", {}).get("ece_if_calibrated") or {}
    if floor.get("median") is not None and rep["metrics"].get("ece", {}).get("n"):
        lines.append(
            f"  {'(ece if calibrated)':<22} {fmt(floor['median'])}  "
            f"[{fmt(floor['lo']).strip()}, {fmt(floor['hi']).strip()}]"
        )
    return lines


def ablation_table(rows: list[dict], metrics: list[str]) -> list[str]:
    """rows: {label, suite, values{metric: (value, delta, lo, hi)}}"""
    head = f"  {'scorer':<24}" + "".join(f" {m:>24}" for m in metrics)
    out = [head]
    for r in rows:
        cells = []
        for m in metrics:
            v = r["values"].get(m)
            if v is None or v[0] is None:
                cells.append(f" {'—':>24}")
            elif v[1] is None:
                cells.append(f" {v[0]:>24.3f}")
            else:
                cells.append(f" {f'{v[0]:.3f} ({v[1]:+.3f} [{v[2]:+.3f},{v[3]:+.3f}])':>24}")
        out.append(f"  {r['label']:<24}" + "".join(cells))
    return out
