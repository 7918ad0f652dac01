"""`togmal-eval corpus`: check, status, ingest, reset, import."""

from __future__ import annotations

import collections
import json
import time
from pathlib import Path

import click

from ..cli import Group, get_config, get_workspace


@click.group("corpus", cls=Group, invoke_without_command=True)
@click.option("--check", is_flag=True, help="Validate corpus, config and golden ids (no model).")
@click.option(
    "--status", is_flag=True, help="Fingerprint, counts per domain/origin, index freshness."
)
@click.option("--ingest", is_flag=True, help="Build or refresh the index (incremental).")
@click.option("--reset", is_flag=True, help="Remove this project's index and cache entries only.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def corpus_cmd(ctx, check, status, ingest, reset, as_json):
    """Corpus: validate it, show its fingerprint, build its index."""
    if ctx.invoked_subcommand is not None:
        return
    if not (check or status or ingest or reset):
        click.echo(ctx.get_help())
        return
    ws = get_workspace(ctx)
    if reset:
        for p in ws.reset():
            click.echo(f"removed {p}")
    if check:
        _check(ctx, ws)
    if ingest:
        t0 = time.perf_counter()
        before = ws.embedder.n_encoded
        idx = ws.index(build=True)
        click.echo(
            f"index {idx.fingerprint}: {len(idx)} questions, "
            f"{ws.embedder.n_encoded - before} embedded, {time.perf_counter() - t0:.1f}s"
        )
    if status:
        _status(ws, as_json)


def _check(ctx, ws) -> None:
    c = ws.corpus
    held = ws.heldout_ids
    click.echo(
        f"corpus ok: {len(c)} questions, {len(c.models)} models, {len(held)} held out, "
        f"index set {len(ws.index_set)}"
    )
    from ..goldens.loader import load_suites

    suites = load_suites(get_config(ctx), ws, names=None)
    click.echo(f"goldens ok: {sum(len(s.goldens) for s in suites)} goldens in {len(suites)} suites")


def _status(ws, as_json: bool) -> None:
    idx = ws.index_set
    info = {
        "fingerprint": ws.fingerprint,
        "corpus": str(ws.cfg.data_dir),
        "questions": len(ws.corpus),
        "models": len(ws.corpus.models),
        "index_set": len(idx),
        "held_out": len(ws.heldout_ids),
        "excluded_origins": ws.cfg.section("corpus")["exclude_origins"],
        "embedder": ws.identity.to_json(),
        "index_fresh": ws.index_fresh(),
        "domains": dict(sorted(collections.Counter(r.domain for r in idx).items())),
        "origins": dict(sorted(collections.Counter(r.origin_family for r in idx).items())),
    }
    if as_json:
        click.echo(json.dumps(info, indent=2, sort_keys=True))
        return
    click.echo(
        f"fingerprint  {info['fingerprint']}  (index {'fresh' if info['index_fresh'] else 'missing: run corpus --ingest'})"
    )
    click.echo(
        f"corpus       {info['corpus']}: {info['questions']} questions, {info['models']} models"
    )
    click.echo(
        f"index set    {info['index_set']} (held out {info['held_out']}, excluded origins {', '.join(info['excluded_origins'])})"
    )
    click.echo(
        f"embedder     {info['embedder']['model_name']} dim {info['embedder']['dimension']} "
        f"weights {info['embedder']['weights_sha256'][:12]}"
    )
    for key in ("domains", "origins"):
        click.echo(f"{key}:")
        for name, n in info[key].items():
            click.echo(f"  {name:<24} {n:>6}")


@corpus_cmd.command("import")
@click.argument("kind", type=click.Choice(["mmlu-pro"]))
@click.argument("path", type=click.Path(path_type=Path))
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Where to write the normalised corpus (default: <cache>/corpora/<kind>.jsonl.gz).",
)
@click.option(
    "--panel",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="JSON {models, question_ids}: keep only this model panel and these questions "
    "(corpus/mmlu-pro-panel.json reproduces the default corpus from the published archives).",
)
@click.pass_context
def import_cmd(ctx, kind, path, out, panel):
    """Import a corpus source (published eval_results layout or the shared extract)."""
    from ..corpus.mmlu_pro import load_mmlu_pro
    from ..corpus.store import write_records
    from ..errors import CorpusError

    spec = None
    if panel is not None:
        try:
            spec = json.loads(panel.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise CorpusError(f"cannot read panel file ({exc})", where=str(panel)) from None
    corpus = load_mmlu_pro(path, spec)
    out = out or get_config(ctx).cache_dir / "corpora" / f"{kind}.jsonl.gz"
    write_records(corpus, out)
    hard = sum(1 for r in corpus if r.success_rate < 0.5)
    click.echo(
        f"imported {len(corpus)} questions, {len(corpus.models)} models "
        f"({hard / len(corpus):.0%} hard) -> {out}"
    )
    click.echo(f"use it with: togmal-eval --data {out} ...  (or TOGMAL_EVAL_DATA={out})")
