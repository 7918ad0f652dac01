"""`togmal-eval compare [BASELINE] NEW`: gate a run against its baselines, optionally promote it.

Thin: parse options, load files (``baselines``), judge (``compare``), print. With one report each
suite in it is compared with ``baselines/<its fingerprint>/<suite>.json``; with two, the suites of
NEW are compared with the same-named suites of BASELINE. The exit code is the worst over suites:
3 refused > 1 regression > 0 pass; 2 is bad input (corrupt file, future schema, bad option).
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from .. import baselines as bl
from .. import compare as cmp
from ..errors import BadInput, TogmalError


def _config(ctx: click.Context):
    from ..config import load_config

    obj = ctx.obj if isinstance(ctx.obj, dict) else {}
    if obj.get("config") is not None:  # already loaded by the group
        return obj["config"]
    return load_config(obj.get("config_path"))


@click.command("compare")
@click.argument("reports", nargs=-1, required=True, metavar="[BASELINE] NEW")
@click.option(
    "--tolerance",
    type=click.FloatRange(min=0),
    default=None,
    help="Default absolute threshold (default: config compare.tolerance, 0.02).",
)
@click.option(
    "--gate",
    type=click.Choice(["point", "ci"]),
    default="point",
    show_default=True,
    help="point: the delta beyond tolerance fails; ci: only when its whole paired CI is beyond.",
)
@click.option("--promote", is_flag=True, help="Write NEW as the baseline when it does not regress.")
@click.option("--force", is_flag=True, help="With --promote: write even if it regresses.")
@click.option("--reason", default=None, help="Why this baseline is promoted (kept in provenance).")
@click.option("--json", "as_json", is_flag=True, help="Print a machine-readable verdict.")
@click.option(
    "--markdown",
    "markdown_file",
    type=click.Path(dir_okay=False),
    default=None,
    help="Also write the Markdown verdict to FILE (atomically).",
)
@click.option(
    "--baselines",
    "baselines_dir",
    type=click.Path(file_okay=False),
    default=None,
    help="Baselines folder (default: baselines/ next to the config).",
)
@click.pass_context
def compare_cmd(
    ctx, reports, tolerance, gate, promote, force, reason, as_json, markdown_file, baselines_dir
):
    """Compare NEW with BASELINE, or with the stored baselines of its fingerprint.

    Exit codes: 0 pass, 1 regression beyond tolerance, 2 bad input, 3 comparison refused
    (fingerprints or goldens differ, no baseline).
    """
    try:
        code = _run(
            ctx,
            reports,
            tolerance,
            gate,
            promote,
            force,
            reason,
            as_json,
            markdown_file,
            baselines_dir,
        )
    except TogmalError as exc:
        click.echo("error: " + " ".join(str(exc).split()), err=True)
        ctx.exit(exc.exit_code)
    ctx.exit(code)


def _run(ctx, reports, tolerance, gate, promote, force, reason, as_json, markdown_file, bdir):
    if len(reports) > 2:
        raise click.UsageError(f"expected [BASELINE] NEW, got {len(reports)} paths")
    if force and not promote:
        raise click.UsageError("--force only applies with --promote")
    if promote and len(reports) == 2:
        raise click.UsageError(
            "--promote compares NEW with the stored baseline; drop the BASELINE argument"
        )
    if force and not (reason and reason.strip()):
        raise click.UsageError("--force needs --reason: say why a regression becomes the baseline")

    cfg = _config(ctx)
    default_rule, rules = cmp.rules_from_config(cfg.section("compare"), tolerance)
    baselines_dir = Path(bdir) if bdir else cfg.baselines_dir
    new_path = reports[-1]
    new_report = bl.load_report(new_path)
    judge = {"default_rule": default_rule, "rules": rules, "gate": gate}
    written = False

    if len(reports) == 2:
        base_report = bl.load_report(reports[0])
        verdicts = []
        for name in sorted(new_report["suites"]):
            suite = new_report["suites"][name]
            base = base_report["suites"].get(name)
            if base is None:
                verdicts.append(
                    cmp.refused(
                        name,
                        f"{reports[0]} has no suite {name!r}",
                        fingerprint=suite["meta"]["fingerprint"],
                    )
                )
                continue
            verdicts.append(cmp.compare_suites(base, suite, baseline_path=reports[0], **judge))
    elif promote:
        with bl.locked(baselines_dir):  # decide and write under one lock: no stale check
            verdicts = _compare_stored(new_report, baselines_dir, judge, promoting=True)
            written = _promote(new_report, baselines_dir, verdicts, force=force, reason=reason)
    else:
        verdicts = _compare_stored(new_report, baselines_dir, judge, promoting=False)

    markdown = cmp.to_markdown(verdicts)
    if markdown_file:
        from ..atomic import atomic_write_text

        atomic_write_text(markdown_file, markdown)
    if as_json:
        doc = cmp.to_json(verdicts, gate=gate, new=str(new_path))
        click.echo(json.dumps(doc, indent=2, ensure_ascii=False))
    else:
        click.echo(markdown, nl=False)
    for v in verdicts:
        if v.status == cmp.REFUSED:
            click.echo(f"refused: {v.suite}: {v.reason}", err=True)
    # a promote that was written (forced or clean) succeeded: the verdict above still shows why
    return 0 if written else cmp.worst_exit(verdicts)


def _compare_stored(report: dict, baselines_dir: Path, judge: dict, *, promoting: bool):
    verdicts = []
    for name in sorted(report["suites"]):
        suite = report["suites"][name]
        fp = suite["meta"]["fingerprint"]
        path = bl.baseline_path(baselines_dir, fp, name)
        base = bl.load_baseline(baselines_dir, fp, name)
        if base is None:
            v = cmp.refused(
                name,
                f"no baseline for suite {name!r} at {path} (create it with --promote)",
                fingerprint=fp,
                baseline_path=str(path),
            )
            if promoting:  # the first baseline of a fingerprint: nothing to regress against
                v = cmp.SuiteVerdict(
                    suite=name,
                    status=cmp.PASS,
                    reason="first baseline",
                    fingerprint=fp,
                    baseline_path=str(path),
                    gate=judge["gate"],
                )
        else:
            v = cmp.compare_suites(base, suite, baseline_path=str(path), **judge)
        verdicts.append(v)
    return verdicts


def _promote(
    report: dict, baselines_dir: Path, verdicts, *, force: bool, reason: str | None
) -> bool:
    """All suites or none: one that regresses (or is refused) blocks the whole promote."""
    blocked = [v for v in verdicts if v.status != cmp.PASS]
    if blocked and not force:
        for v in verdicts:
            v.promoted = False
        names = ", ".join(f"{v.suite} ({v.status})" for v in blocked)
        click.echo(f"promote refused, nothing written: {names}; use --force --reason", err=True)
        return False
    docs = {}
    for v in verdicts:
        suite = report["suites"][v.suite]
        # forced: this suite was written over a regression/refusal, not merely with --force given
        prov = bl.provenance(suite, reason=reason, forced=force and v.status != cmp.PASS)
        path = bl.baseline_path(baselines_dir, suite["meta"]["fingerprint"], v.suite)
        docs[path] = bl.baseline_document(v.suite, suite, prov)
    try:
        bl.write_baselines(baselines_dir, docs)
    except OSError as exc:  # the old baselines stay in force (see write_baselines)
        raise BadInput(
            f"promote failed, old baselines kept: {exc}", where=str(baselines_dir)
        ) from None
    for v in verdicts:
        v.promoted = True
        if force and v.status != cmp.PASS:
            v.reason = (v.reason + "; " if v.reason else "") + "promoted with --force"
    click.echo(f"promoted {len(docs)} baseline(s) to {baselines_dir}", err=True)
    return True
