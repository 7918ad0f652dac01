"""The Markdown report: summary table, worst misses first with their neighbours, slices
(worst first), and within-domain AUROC next to the pooled figure."""

from __future__ import annotations

from ..metrics.registry import REGISTRY

KEY_SLICE_METRICS = ("auroc", "brier", "level_pass_rate", "ood_flag_rate", "hit@1")


def _v(x) -> str:
    return "—" if x is None else f"{x:.3f}"


def _summary(rep: dict) -> list[str]:
    out = ["| metric | value | 95% CI | n | better |", "|---|---:|---|---:|---|"]
    for name, m in rep["metrics"].items():
        if m["n"] == 0:
            continue
        ci = f"[{_v(m['ci_low'])}, {_v(m['ci_high'])}]" if m["ci_low"] is not None else ""
        val = _v(m["value"]) if m["value"] is not None else f"undefined: {m['undefined']}"
        out.append(f"| {name} | {val} | {ci} | {m['n']} | {REGISTRY[name].direction} |")
    return out


def _misses(rep: dict, limit: int = 15) -> list[str]:
    def badness(c):
        row = c["row"]
        if "y_true" in row and row.get("risk") is not None:
            return abs(row["y_true"] - row["risk"])
        return sum(1 for ok in c["expectations"].values() if not ok)

    failing = [
        c
        for c in rep["cases"]
        if not all(c["expectations"].values())
        or ("y_true" in c["row"] and abs(c["row"]["y_true"] - (c["row"].get("risk") or 0)) > 0.5)
    ]
    failing.sort(key=lambda c: (-badness(c), c["id"]))
    out = [
        "| golden | truth | level | risk | ood | failed | top neighbours |",
        "|---|---|---|---:|---:|---|---|",
    ]
    for c in failing[:limit]:
        t = c["truth"]
        truth = (
            f"success {t['success_rate']}"
            if t["success_rate"] is not None
            else f"risky={t['risky']} ood={t['ood']}"
        )
        failed = (
            ", ".join(k for k, ok in c["expectations"].items() if not ok) or "risk far from truth"
        )
        nb = ", ".join(f"{i} ({s:.2f})" for i, s in c["neighbours"][:3])
        p = c["prediction"]
        out.append(
            f"| {c['id']} | {truth} | {p['level']} | {_v(p['risk'])} | {_v(p['ood'])} | {failed} | {nb} |"
        )
    if len(failing) > limit:
        out.append(f"\n… and {len(failing) - limit} more.")
    return out if failing else ["No misses."]


def _slices(rep: dict, kind: str) -> list[str]:
    sl = rep["slices"].get(kind, {})
    metric = next(
        (
            m
            for m in KEY_SLICE_METRICS
            if any(m in s["metrics"] and s["metrics"][m]["value"] is not None for s in sl.values())
        ),
        None,
    )
    if not sl or metric is None:
        return []
    higher = REGISTRY[metric].direction == "higher"

    def key(item):
        v = item[1]["metrics"].get(metric, {}).get("value")
        return (v is None, (v if higher else -v) if v is not None else 0, item[0])

    cols = [m for m in KEY_SLICE_METRICS if any(m in s["metrics"] for s in sl.values())]
    large = any("calibration_in_the_large" in s for s in sl.values())
    heads = cols + (["mean risk / observed"] if large else [])
    out = [
        f"#### by {kind} (worst {metric} first)",
        "",
        "| " + kind + " | n | " + " | ".join(heads) + " |",
        "|---|---:|" + "---:|" * len(heads),
    ]

    def cell(m: dict) -> str:
        if m.get("ci_low") is None or m.get("value") is None:
            return _v(m.get("value"))
        return f"{_v(m['value'])} [{_v(m['ci_low'])}, {_v(m['ci_high'])}]"

    def in_the_large(s: dict) -> str:
        c = s.get("calibration_in_the_large")
        return f"{c['mean_risk']:.3f} / {c['observed']:.3f}" if c else "—"

    for name, s in sorted(sl.items(), key=key):
        vals = [cell(s["metrics"].get(m, {})) for m in cols] + ([in_the_large(s)] if large else [])
        out.append(f"| {name} | {s['n']} | " + " | ".join(vals) + " |")
    return out + [""]


def render(report: dict) -> str:
    lines = ["# togmal-eval report", ""]
    for name, rep in report["suites"].items():
        meta = rep["meta"]
        lines += [
            f"## {name}",
            "",
            f"scorer `{meta['scorer']['name']}` · fingerprint `{meta['fingerprint']}` · "
            f"goldens `{meta['goldens_hash'][:16]}` · {meta['n_cases']} cases · "
            f"commit `{meta.get('git_commit') or '—'}`",
            "",
        ]
        lines += _summary(rep) + [""]
        dom = rep["slices"].get("domain", {})
        within = [
            s["metrics"]["auroc"]["value"]
            for s in dom.values()
            if s["metrics"].get("auroc", {}).get("value") is not None
        ]
        if within and rep["metrics"].get("auroc", {}).get("value") is not None:
            lines += [
                f"Pooled AUROC {rep['metrics']['auroc']['value']:.3f}; within-domain AUROC "
                f"min {min(within):.3f}, median {sorted(within)[len(within) // 2]:.3f} "
                f"over {len(within)} domains (each with its CI under Slices).",
                "",
            ]
        floor = rep.get("details", {}).get("ece_if_calibrated") or {}
        ece = rep["metrics"].get("ece", {}).get("value")
        if ece is not None and floor.get("median") is not None:
            large = rep.get("details", {}).get("calibration_in_the_large") or {}
            lines += [
                f"ECE {ece:.3f}; a perfectly calibrated scorer making these same predictions "
                f"would show {floor['median']:.3f} [{floor['lo']:.3f}, {floor['hi']:.3f}] "
                f"by sampling noise alone ({floor['draws']} draws)."
                + (
                    f" Mean risk {large['mean_risk']:.3f} vs observed rate "
                    f"{large['observed']:.3f} (each slice's under Slices)."
                    if large
                    else ""
                ),
                "",
            ]
        lines += ["### Worst misses", ""] + _misses(rep) + ["", "### Slices", ""]
        for kind in ("domain", "origin", "tag"):
            lines += _slices(rep, kind)
    return "\n".join(lines) + "\n"
