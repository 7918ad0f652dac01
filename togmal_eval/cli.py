"""The togmal-eval command line: parse, call, print. No logic lives here."""

from __future__ import annotations

import os

import click

from . import __version__
from .errors import TogmalError


class Group(click.Group):
    """Prints an expected error as one line (no traceback) and exits with its code."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except TogmalError as exc:
            click.echo(f"error: {exc}", err=True)
            ctx.exit(exc.exit_code)


def get_config(ctx: click.Context):
    from .config import load_config

    obj = ctx.ensure_object(dict)
    if "config" not in obj:
        cfg = load_config(obj.get("config_path"))
        if obj.get("data_dir"):
            cfg = cfg.with_overrides(data_dir=os.path.abspath(obj["data_dir"]))
        if obj.get("cache_dir"):
            cfg = cfg.with_overrides(cache_dir=os.path.abspath(obj["cache_dir"]))
        obj["config"] = cfg
    return obj["config"]


def get_workspace(ctx: click.Context):
    from .workspace import Workspace

    obj = ctx.ensure_object(dict)
    if "workspace" not in obj:
        obj["workspace"] = Workspace(get_config(ctx))
    return obj["workspace"]


@click.group(cls=Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="togmal-eval")
@click.option(
    "--config",
    "config_path",
    type=click.Path(dir_okay=False),
    help="Config file (default: togmal-eval.yaml here or above; $TOGMAL_EVAL_CONFIG).",
)
@click.option(
    "--data",
    "data_dir",
    type=click.Path(),
    help="Corpus location (default from config; $TOGMAL_EVAL_DATA).",
)
@click.option(
    "--cache-dir",
    type=click.Path(file_okay=False),
    help="Cache folder for embeddings and indexes ($TOGMAL_EVAL_CACHE).",
)
@click.pass_context
def main(ctx, config_path, data_dir, cache_dir):
    """Golden-suite regression harness for a ToGMAL-style prompt-risk estimator.

    Exit codes: 0 pass, 1 regression beyond tolerance, 2 bad input or usage,
    3 comparison refused (fingerprint or goldens hash differ, no baseline).
    """
    ctx.ensure_object(dict).update(config_path=config_path, data_dir=data_dir, cache_dir=cache_dir)


def _register() -> None:
    # imported here: each command module imports cli's helpers
    from .commands.compare import compare_cmd
    from .commands.corpus import corpus_cmd
    from .commands.goldens import goldens_cmd
    from .commands.run import run_cmd
    from .commands.score import score_cmd
    from .commands.tune import tune_cmd

    for cmd in (corpus_cmd, goldens_cmd, score_cmd, run_cmd, compare_cmd, tune_cmd):
        main.add_command(cmd)


_register()
