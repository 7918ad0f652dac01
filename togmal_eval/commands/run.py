"""`togmal-eval run`: the deterministic tier."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..cli import get_config, get_workspace

ABLATE_METRICS = ("auroc", "aupr", "brier", "ece", "level_pass_rate", "ood_flag_rate", "spearman")


def _split_suites(value: str | None) -> list[str] | None:
    if not value:
        return None
    return [s.strip() for s in value.split(",") if s.strip()]


def _parse_params(items: tuple[str, ...]) -> dict:
    from ..errors import ConfigError
    from ..harness import parse_value

    out = {}
    for item in items:
        key, sep, val = item.partition("=")
        if not sep or not key:
            raise ConfigError(f"--param must be KEY=VALUE, got {item!r}")
        out[key] = parse_value(val)
    return out


def _parse_sweep(items: tuple[str, ...]) -> list[tuple[str, list]]:
    from ..errors import ConfigError
    from ..harness import parse_value

    if len(items) > 2:
        raise ConfigError(f"--sweep takes one or two parameters, got {len(items)}")
    out = []
    for item in items:
        key, sep, vals = item.partition("=")
        values = [parse_value(v) for v in vals.split(",") if v.strip()]
        if not sep or not key or not values:
            raise ConfigError(f"--sweep must be PARAM=V1,V2,..., got {item!r}")
        out.append((key, values))
    return out


@click.command("run")
@click.option(
    "--suite", "suite", default=None, help="Comma-separated suites, or 'all' (default: core)."
)
@click.option(
    "--scorer", default=None, help="Scorer name or module:callable (default from config)."
)
@click.option("--k", type=click.IntRange(1, 1000), default=None, help="Neighbours for the scorer.")
@click.option("--param", "params", multiple=True, help="Scorer parameter KEY=VALUE (repeatable).")
@click.option(
    "--goldens",
    "goldens_dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Run suites from another folder (same validation).",
)
@click.option("--tag", "tags", multiple=True, help="Only goldens with this tag (repeatable).")
@click.option(
    "--report", "write_report", is_flag=True, help="Write JSON, Markdown and PNG plots to reports/."
)
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Report JSON path (default reports/run.json).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the report JSON to stdout.")
@click.option("--verbose", "-v", is_flag=True, help="Show every failed expectation.")
@click.option("--ablate", is_flag=True, help="Compare the ablation scorers side by side vs naive.")
@click.option("--sweep", multiple=True, help="PARAM=V1,V2,... (one or two) grid for the scorer.")
@click.option(
    "--dump",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write each golden's top-50 candidate pool as JSONL.",
)
@click.option(
    "--junit",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write JUnit XML (one testcase per golden expectation).",
)
@click.pass_context
def run_cmd(
    ctx,
    suite,
    scorer,
    k,
    params,
    goldens_dir,
    tags,
    write_report,
    out,
    as_json,
    verbose,
    ablate,
    sweep,
    dump,
    junit,
):
    """Score golden suites and report retrieval, risk and calibration metrics."""
    from .. import harness
    from ..goldens.loader import load_suites
    from ..report import console, jsonio

    cfg, ws = get_config(ctx), get_workspace(ctx)
    names = _split_suites(suite) or ["core"]
    suites = load_suites(cfg, ws, names, folder=goldens_dir)
    if tags:
        for s in suites:
            s.goldens = [g for g in s.goldens if set(tags) & set(g.tags)]
        suites = [s for s in suites if s.goldens]
        if not suites:
            from ..errors import GoldenError

            raise GoldenError(f"no golden has tag(s) {', '.join(tags)}")
    extra = _parse_params(params)
    echo = (lambda *a, **kw: click.echo(*a, err=True, **kw)) if as_json else click.echo

    if ablate:
        rows = harness.ablate(cfg, ws, suites, k=k)
        for sname in [s.name for s in suites]:
            echo(f"\nablation on {sname} (paired 95% CI of the difference vs naive)")
            for line in console.ablation_table(
                [r for r in rows if r["suite"] == sname], list(ABLATE_METRICS)
            ):
                echo(line)
        return
    if sweep:
        grid = _parse_sweep(sweep)
        for line in harness.sweep(cfg, ws, suites, scorer, k, extra, grid):
            echo(line)
        return

    sc = harness.build_scorer(cfg, ws, scorer, k, extra)
    report = harness.run(cfg, ws, suites, sc)
    for name, rep in report["suites"].items():
        for line in console.suite_table(name, rep):
            echo(line)
        if verbose:
            for c in rep["cases"]:
                bad = [key for key, ok in c["expectations"].items() if not ok]
                if bad:
                    echo(
                        f"  FAIL {c['id']}: {', '.join(bad)} (level {c['prediction']['level']}, "
                        f"risk {c['prediction']['risk']}, ood {c['prediction']['ood']})"
                    )
    if write_report or out:
        from ..report import markdown, plots

        path = out or cfg.reports_dir / "run.json"
        jsonio.write(path, report)
        from ..atomic import atomic_write_text

        atomic_write_text(path.with_suffix(".md"), markdown.render(report))
        pngs = plots.write_plots(report, path.parent)
        echo(
            f"report: {path}, {path.with_suffix('.md')}" + (f", {len(pngs)} plots" if pngs else "")
        )
    if junit:
        from ..atomic import atomic_write_text
        from ..report.junit import render

        atomic_write_text(junit, render(report))
    if dump:
        harness.dump_pools(ws, suites, dump)
    if as_json:
        sys.stdout.write(jsonio.dumps(report))
