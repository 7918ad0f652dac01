"""`togmal-eval goldens`: list, check, split, perturb."""

from __future__ import annotations

import collections
from pathlib import Path

import click

from ..cli import Group, get_config, get_workspace


@click.group("goldens", cls=Group)
def goldens_cmd():
    """Golden suites: list them, check them, regenerate the held-out split."""


@goldens_cmd.command("list")
@click.option("--goldens", "folder", type=click.Path(file_okay=False, path_type=Path), default=None)
@click.pass_context
def list_cmd(ctx, folder):
    """Each suite with its goldens hash and counts per tag."""
    from ..goldens.loader import load_suites

    for s in load_suites(get_config(ctx), get_workspace(ctx), None, folder=folder):
        tags = collections.Counter(t for g in s.goldens for t in g.tags)
        click.echo(f"{s.name:<14} {len(s.goldens):>5} goldens  hash {s.goldens_hash[:16]}")
        for tag, n in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0]))[:12]:
            click.echo(f"    {tag:<24} {n:>5}")


@goldens_cmd.command("check")
@click.option("--goldens", "folder", type=click.Path(file_okay=False, path_type=Path), default=None)
@click.option(
    "--threshold",
    type=click.FloatRange(0, 1),
    default=None,
    help="Near-duplicate cosine threshold (default from config, 0.95).",
)
@click.pass_context
def check_cmd(ctx, folder, threshold):
    """Validate every suite and check prompts for near-duplicates of index questions (model)."""
    from ..errors import ValidationErrors
    from ..goldens.contamination import SOURCES
    from ..goldens.contamination import THRESHOLD as CONTAMINATION
    from ..goldens.loader import load_suites

    cfg, ws = get_config(ctx), get_workspace(ctx)
    suites = load_suites(cfg, ws, None, folder=folder)
    thr = threshold if threshold is not None else cfg.section("goldens")["near_duplicate_threshold"]
    idx = ws.index()
    goldens = [g for s in suites for g in s.goldens if not g.is_self_retrieval]
    vecs = ws.embedder.embed([g.text for g in goldens])
    nn, sims = idx.search(vecs, 1)
    problems = [
        f"{g.where}: near-duplicate of index question {idx.ids[nn[i, 0]]} "
        f"(cosine {sims[i, 0]:.3f} >= {thr})"
        for i, g in enumerate(goldens)
        if sims[i, 0] >= thr
    ]
    problems += material_twins(ws, goldens, vecs)
    if problems:
        raise ValidationErrors(problems)
    click.echo(
        f"ok: {len(goldens)} goldens in {len(suites)} suites, none within cosine {thr} of the "
        f"index nor within {CONTAMINATION} of the estimator's own material "
        f"({', '.join(SOURCES)})"
    )


def material_twins(ws, goldens, vecs) -> list[str]:
    """One problem per prompt golden with a near twin in what the estimator is fitted on
    (``contamination.SOURCES``): its score there would measure recall, not skill."""
    from ..goldens.contamination import THRESHOLD, estimator_material, nearest

    prompts = [i for i, g in enumerate(goldens) if g.ref is None]
    if not prompts:
        return []
    material = estimator_material()
    best, which = nearest(vecs[prompts], ws.embedder.embed([t for _, t in material]))
    return [
        f"{goldens[i].where}: prompt has a near twin in the {material[k][0]} "
        f"(cosine {b:.3f} >= {THRESHOLD}: {material[k][1][:60]!r}); "
        "drop the golden or rebuild the bank (python tools/build_exemplars.py)"
        for i, b, k in zip(prompts, best, which)
        if b >= THRESHOLD
    ]


@goldens_cmd.command("split")
@click.option("--n", "n", type=click.IntRange(1), default=1200, show_default=True)
@click.option("--seed", type=click.IntRange(0), default=0, show_default=True)
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Goldens folder to write (default from config).",
)
@click.pass_context
def split_cmd(ctx, n, seed, out):
    """Write core.jsonl, temporal.jsonl and the held-out id list, deterministically.

    Uses the embeddings (cached) to keep near-duplicates apart: no core question has a twin
    anywhere in the corpus, and index twins of temporal questions are held out as well."""
    from ..atomic import atomic_write_text
    from ..goldens.split import TEMPORAL_ORIGINS, core_lines, near_duplicates, temporal_lines, twins

    cfg, ws = get_config(ctx), get_workspace(ctx)
    folder = out or cfg.goldens_dir
    thr = cfg.section("goldens")["near_duplicate_threshold"]
    recs = ws.corpus.records
    vecs = ws.embed_records(ws.corpus)
    dup = {recs[i].id for i in near_duplicates(vecs, thr)}
    core, core_ids = core_lines(ws.corpus, n, seed, exclude=dup)
    temporal, _ = temporal_lines(ws.corpus)
    is_t = [r.origin_family in TEMPORAL_ORIGINS for r in recs]
    t_rows = [i for i, t in enumerate(is_t) if t]
    rest = [i for i, t in enumerate(is_t) if not t]
    t_twins = sorted({recs[rest[j]].id for j in twins(vecs[t_rows], vecs[rest], thr)})
    atomic_write_text(folder / "core.jsonl", "\n".join(core) + "\n")
    atomic_write_text(folder / "temporal.jsonl", "\n".join(temporal) + "\n")
    held = cfg.heldout_file
    if held is not None and out is None:
        atomic_write_text(
            held,
            "# ids held out of the index (togmal-eval goldens split --n "
            f"{n} --seed {seed}): the core refs, then index questions within cosine {thr} of a "
            "temporal question\n" + "\n".join(sorted(core_ids) + t_twins) + "\n",
        )
    click.echo(
        f"core {len(core_ids)} ({len(dup)} near-duplicated questions never chosen), temporal "
        f"{len(temporal) - 2}, {len(t_twins)} index twins of temporal questions held out -> {folder}"
    )


@goldens_cmd.command("perturb")
@click.option("--n", "n", type=click.IntRange(1), default=80, show_default=True)
@click.option("--seed", type=click.IntRange(0), default=1, show_default=True)
@click.option(
    "--kinds",
    default="",
    help="Comma-separated kinds (typos,casing,truncate,inject,options,exam); default: the first four.",
)
@click.option("--start", type=click.IntRange(1), default=1, show_default=True,
              help="Number of the first id (adv-pNNN).")  # fmt: skip
@click.pass_context
def perturb_cmd(ctx, n, seed, kinds, start):
    """Print self-retrieval perturbation goldens of index questions (JSONL on stdout)."""
    from ..goldens.perturb import KINDS
    from ..goldens.split import perturbation_lines

    chosen = tuple(k for k in kinds.split(",") if k)
    bad = [k for k in chosen if k not in KINDS]
    if bad:
        raise click.BadParameter(
            f"unknown kind {bad[0]!r} (known: {', '.join(KINDS)})", param_hint="'--kinds'"
        )
    for line in perturbation_lines(get_workspace(ctx).index_set, n, seed, start, chosen):
        click.echo(line)
