"""A compare verdict as Markdown that reads well in a PR comment or a job summary."""

from __future__ import annotations

from typing import Any

from ..compare import (
    FLIP_ORDER,
    M_NOT_GATED,
    M_ONE_SIDED,
    M_PASS,
    M_REGRESSION,
    M_UNDEFINED,
    M_UNKNOWN,
    PASS,
    REFUSED,
    REGRESSION,
    MetricResult,
    SuiteVerdict,
    overall_status,
    worst_exit,
)

FLIP_CAP = 20
_ICON = {
    M_PASS: "✅",
    M_REGRESSION: "❌",
    M_UNDEFINED: "⚠",  # the note says which side and why
    M_UNKNOWN: "⚠ unknown metric",
    M_NOT_GATED: "⚠",
    M_ONE_SIDED: "⚠",
}
_SUITE_ICON = {PASS: "✅ pass", REGRESSION: "❌ regression", REFUSED: "⛔ refused"}
_FLIP_TITLE = {
    "expectation_failed": "expectation pass → fail",
    "level_changed": "level changed",
    "neighbours_changed": "top-k neighbours changed",
    "expectation_fixed": "expectation fail → pass",
}


def _cell(text: Any) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _f(x: float | None, signed: bool = False) -> str:
    if x is None:
        return "—"
    return f"{x:+.4f}".replace("-", "−") if signed else f"{x:.4f}"


def _not_applicable(m: MetricResult) -> bool:
    return m.baseline is None and m.new is None and "no case has the columns" in (m.note or "")


def render(verdicts: list[SuiteVerdict]) -> str:
    """A verdict as Markdown that reads well in a PR comment or a job summary."""
    status = overall_status(verdicts)
    lines = [f"## togmal-eval compare: {_SUITE_ICON[status]} (exit {worst_exit(verdicts)})", ""]
    for v in verdicts:
        lines.append(f"### `{v.suite}` — {_SUITE_ICON[v.status]}")
        lines.append("")
        facts = [f"fingerprint `{v.fingerprint}`"]
        if v.baseline_path:
            facts.append(f"baseline `{v.baseline_path}`")
        if v.promoted is not None:
            facts.append("promoted" if v.promoted else "not promoted")
        if v.status == REFUSED:
            lines += [" · ".join(facts), "", f"**Refused:** {_cell(v.reason)}", ""]
            continue
        facts.append(f"gate `{v.gate}`")
        facts.append(f"{v.n_paired} paired cases")
        if v.n_unpaired:
            facts.append(f"{v.n_unpaired} unpaired")
        lines += [" · ".join(facts), ""]
        pct = f"{v.ci:.0%}"
        lines.append(
            f"| metric | baseline | new | Δ | paired {pct} CI | MDE | threshold | status |"
        )
        lines.append("|---|---:|---:|---:|---|---:|---|---|")
        shown = [m for m in v.metrics if not _not_applicable(m)]
        for m in shown:
            arrow = {"higher": " ↑", "lower": " ↓"}.get(m.direction or "", "")
            ci = "—" if m.ci_low is None else f"[{_f(m.ci_low, True)}, {_f(m.ci_high, True)}]"
            st = _ICON[m.status] + (f" {m.note}" if m.note and m.status != M_UNKNOWN else "")
            lines.append(
                f"| {_cell(m.name)}{arrow} | {_f(m.baseline)} | {_f(m.new)} | "
                f"{_f(m.delta, True)} | {ci} | {_f(m.mde)} | {_cell(m.threshold)} | {_cell(st)} |"
            )
        if len(shown) < len(v.metrics):
            lines += [
                "",
                f"{len(v.metrics) - len(shown)} metrics do not apply to this suite "
                "(no golden has their columns on either side).",
            ]
        lines.append("")
        if v.mcnemar:
            mc = v.mcnemar
            lines += [
                f"Expectations (all pass per golden, {mc['n']} paired): {mc['pass_to_fail']} pass → fail, "
                f"{mc['fail_to_pass']} fail → pass, McNemar exact p = {mc['p_value']:.4f}",
                "",
            ]
        if v.flips:
            counts = {k: [f for f in v.flips if f.kind == k] for k in FLIP_ORDER}
            summary = ", ".join(f"{len(fs)} {_FLIP_TITLE[k]}" for k, fs in counts.items() if fs)
            lines += [f"**Flips** ({summary})", "", "| golden | change | detail |", "|---|---|---|"]
            for kind, fs in counts.items():
                for f in fs[:FLIP_CAP]:
                    lines.append(f"| `{_cell(f.id)}` | {_FLIP_TITLE[kind]} | {_cell(f.detail)} |")
                if len(fs) > FLIP_CAP:
                    lines.append(f"| … | {_FLIP_TITLE[kind]} | and {len(fs) - FLIP_CAP} more |")
            lines.append("")
        else:
            lines += ["No flips.", ""]
    return "\n".join(lines).rstrip("\n") + "\n"
