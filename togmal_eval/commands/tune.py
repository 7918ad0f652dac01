"""`togmal-eval tune`: nested cross-validation of a scorer's parameters (engine: togmal_eval.tune)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click

from ..cli import get_config, get_workspace


def _metric_choices() -> list[str]:
    from ..tune import tunable_metrics

    return tunable_metrics()


def _fmt(v) -> str:
    return "n/a" if v is None else f"{v:.4f}"


def summary_lines(r: dict, elapsed: float | None = None) -> list[str]:
    m = r["metric"]
    lines = [
        f"tune {r['scorer']} ({r['score']}): {r['n']} index-set questions ({r['n_hard']} hard), "
        f"{r['n_points']} grid points, {r['outer_folds']} outer x {r['inner_folds']} inner folds"
        + (f", grouped by {r['group']}" if r["group"] else ", stratified by domain x difficulty")
        + f", seed {r['seed']}"
    ]
    nd = r.get("near_duplicates") or {}
    if nd.get("clusters"):
        lines.append(
            f"{nd['questions']} questions in {nd['clusters']} near-duplicate clusters "
            f"(cosine >= {nd['threshold']}), each kept within one fold"
        )
    lines.append(f"{'fold':>4}  {'inner ' + m:>12}  {'outer ' + m:>12}  best params")
    for f in r["folds"]:
        params = ", ".join(f"{k}={v}" for k, v in f["best_params"].items())
        lines.append(
            f"{f['fold']:>4}  {_fmt(f['inner_score']):>12}  {_fmt(f['outer_score']):>12}  {params}"
        )
    o = r["outer"]
    lines.append(
        f"outer {m}: {_fmt(o['mean'])} ± {_fmt(o['std'])} (mean ± sd over folds); pooled "
        f"{_fmt(o['pooled'])}, {int(o['ci'] * 100)}% bootstrap CI [{_fmt(o['ci_low'])}, "
        f"{_fmt(o['ci_high'])}]"
    )
    lines.append(
        f"inner best mean {_fmt(r['inner_mean'])}; optimism (inner - outer"
        f"{', sign flipped: lower is better' if r['direction'] == 'lower' else ''}) "
        f"{r['optimism']:+.4f}"
    )
    c = r["chosen"]
    lines.append("mode per parameter: " + ", ".join(f"{k}={v}" for k, v in c["mode"].items()))
    lines.append(
        f"most common combination ({c['count']} of {c['of']} folds): "
        + ", ".join(f"{k}={v}" for k, v in c["combination"].items())
    )
    if r.get("chosen_at_grid_edge"):
        lines.append(
            "note: chosen at the edge of the grid for "
            + ", ".join(r["chosen_at_grid_edge"])
            + " — the optimum may lie outside it"
        )
    if elapsed is not None:
        lines.append(f"time: {elapsed:.1f} s")
    return lines


def confirm_and_apply(
    path: Path, scorer: str, params: dict, *, yes: bool, interactive: bool | None = None
) -> bool:
    """Show the diff, then write only with --yes or an interactive 'yes'. Never silently."""
    from ..atomic import atomic_write_text
    from ..config_write import apply_params, params_diff
    from ..errors import ConfigError

    old, new, text = apply_params(path, scorer, params)
    diff = params_diff(scorer, old, new)
    if not diff:
        click.echo(f"{path}: scorer.params.{scorer} already has these values; nothing to write")
        return False
    click.echo(f"--apply would change {path}:")
    for line in diff:
        click.echo(line)
    if not yes:
        if interactive is None:
            interactive = sys.stdin is not None and sys.stdin.isatty()
        if not interactive:
            raise ConfigError(
                "refusing to change the config without confirmation: no terminal to ask; "
                "pass --yes to apply"
            )
        if not click.confirm("write these parameters?", default=False):
            click.echo("not applied")
            return False
    atomic_write_text(path, text)
    click.echo(f"applied to {path}")
    return True


@click.command("tune")
@click.option(
    "--scorer",
    type=click.Choice(["adaptive", "fusion", "calibrated"]),
    default=None,
    help="Scorer to tune (default: the config's default scorer if tunable, else fusion). "
    "calibrated: its own cross-fitting folds are the inner folds (--inner is not used).",
)
@click.option(
    "--grid",
    "grid_spec",
    default="default",
    show_default=True,
    help="YAML file {param: [values]}, or 'default' (the built-in grid).",
)
@click.option(
    "--outer", type=click.IntRange(2, 50), default=5, show_default=True, help="Outer folds."
)
@click.option(
    "--inner", type=click.IntRange(2, 50), default=3, show_default=True, help="Inner folds."
)
@click.option(
    "--metric",
    type=click.Choice(_metric_choices()),
    default="auroc",
    show_default=True,
    help="What the inner search optimises and the outer folds report.",
)
@click.option(
    "--group",
    type=click.Choice(["origin"]),
    default=None,
    help="Keep each origin (MMLU-Pro src subject) within one fold.",
)
@click.option(
    "--seed", type=int, default=None, help="Split and bootstrap seed (default: evaluation.seed)."
)
@click.option("--report", "write_report", is_flag=True, help="Write reports/tune-<scorer>.json.")
@click.option(
    "--apply",
    "apply",
    is_flag=True,
    help="Write the most common combination into the config's scorer.params.<scorer>.",
)
@click.option("--yes", is_flag=True, help="Apply without asking (required when not interactive).")
@click.pass_context
def tune_cmd(ctx, scorer, grid_spec, outer, inner, metric, group, seed, write_report, apply, yes):
    """Nested cross-validation of a scorer's parameters on the index set (never the goldens).

    Each fold's index holds only that fold's training questions; the inner folds choose the
    parameters, the outer folds estimate how well the choice generalises. Near-duplicate
    questions (cosine >= goldens.near_duplicate_threshold) always share a fold.
    """
    from .. import tune
    from ..atomic import atomic_write_text
    from ..config import CONFIG_NAME

    cfg, ws = get_config(ctx), get_workspace(ctx)
    if scorer is None:
        scorer = cfg.section("scorer")["default"]
        if scorer not in tune.TUNABLE:
            click.echo(
                f"tuning 'fusion': the config's default scorer {scorer!r} has no tuning grid "
                "(pass --scorer to choose)",
                err=True,
            )
            scorer = "fusion"
    grid = tune.read_grid(grid_spec, scorer)
    base = {k: v for k, v in cfg.scorer_params(scorer).items() if k not in grid}
    ev = cfg.section("evaluation")
    seed = ev["seed"] if seed is None else seed
    t0 = time.perf_counter()
    data = tune.load_data(cfg, ws)
    common = dict(
        base=base,
        outer=outer,
        metric=metric,
        seed=seed,
        group=group,
        n_boot=ev["bootstrap"],
        ci=ev["ci"],
        progress=None,
    )
    if scorer == "calibrated":
        from ..tune_stacker import nested_cv as nested_cv_calibrated

        result = nested_cv_calibrated(data, grid, **common)
    else:
        result = tune.nested_cv(data, scorer, grid, inner=inner, **common)
    elapsed = time.perf_counter() - t0
    for line in summary_lines(result, elapsed):
        click.echo(line)
    if write_report:
        from ..harness import git_commit

        path = cfg.reports_dir / f"tune-{scorer}.json"
        meta = {"git_commit": git_commit(cfg.root), "elapsed_s": round(elapsed, 3)}
        atomic_write_text(path, tune.report_json(result, meta))
        click.echo(f"report: {path}")
    if apply:
        path = cfg.path or (cfg.root / CONFIG_NAME)
        confirm_and_apply(Path(path), scorer, result["chosen"]["combination"], yes=yes)
