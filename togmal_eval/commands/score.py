"""`togmal-eval score "PROMPT"`: assess prompts with one model load."""

from __future__ import annotations

import json
import sys

import click

from ..cli import get_config, get_workspace
from ..errors import BadInput

MAX_CHARS = 32_768


def read_prompts(args: tuple[str, ...], stdin) -> list[tuple[str, str]]:
    """(where, prompt) pairs; '-' reads one prompt per line from stdin."""
    out = []
    for n, a in enumerate(args, 1):
        if a == "-":
            raw = stdin.buffer.read() if hasattr(stdin, "buffer") else stdin.read().encode()
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise BadInput(
                    f"not UTF-8 text (byte offset {exc.start})", where="<stdin>"
                ) from None
            out += [
                (f"<stdin>:{i}", line) for i, line in enumerate(text.split("\n"), 1) if line.strip()
            ]
        else:
            out.append((f"argument {n}", a))
    if not out:
        raise BadInput("no prompt given (pass PROMPT or '-' to read prompts from stdin)")
    for where, p in out:
        if not p.strip():
            raise BadInput("empty prompt", where=where)
        if len(p) > MAX_CHARS:
            raise BadInput(
                f"prompt is {len(p):,} characters; the limit is {MAX_CHARS:,}", where=where
            )
        bad = next((c for c in p if (ord(c) < 32 and c not in "\t\n\r") or c == "\ufffd"), None)
        if bad is not None:
            raise BadInput(f"prompt contains a non-text character {bad!r}", where=where)
    return out


def render(
    prompt: str,
    a,
    fixes: list[tuple[str, str]] = (),
    question: str | None = None,
    n_options: int = 0,
) -> list[str]:
    flat = " ".join(prompt.split())  # one line, whatever the prompt's line breaks
    lines = [
        f"{a.level}  risk {a.risk:.2f}  difficulty {a.difficulty:.2f}  ood {a.ood:.2f}  "
        f"— {flat[:70]}{'…' if len(flat) > 70 else ''}",
        f"  why: {a.explanation}",
    ]
    if question is not None and question != prompt:
        without = f", without its {n_options} answer options" if n_options else ""
        flat_q = " ".join(question.split())
        lines.append(
            f"  retrieval read the question alone{without}: "
            f"{flat_q[:60]}{'…' if len(flat_q) > 60 else ''}"
        )
    if fixes:
        lines.append("  retrieval read: " + ", ".join(f"{t!r} as {c!r}" for t, c in fixes))
    for n in a.neighbours[:3]:
        lines.append(
            f"  neighbour {n.id} sim {n.similarity:.3f} success {n.success_rate:.2f} ({n.domain})"
        )
    lines.append(f"  recommendation: {a.recommendation}")
    return lines


@click.command("score")
@click.argument("prompts", nargs=-1)
@click.option(
    "--scorer", default=None, help="Scorer name or module:callable (default from config)."
)
@click.option("--k", type=click.IntRange(1, 1000), default=None)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per prompt (JSONL).")
@click.pass_context
def score_cmd(ctx, prompts, scorer, k, as_json):
    """Assess PROMPT(s): level, risk, why, neighbours, recommendation. '-' reads stdin."""
    from .. import harness
    from ..index.options import split_options

    items = read_prompts(prompts, sys.stdin)
    cfg, ws = get_config(ctx), get_workspace(ctx)
    sc = harness.build_scorer(cfg, ws, scorer, k)
    texts = [p for _, p in items]
    assessments = sc.score(texts)
    corrector = getattr(getattr(sc, "ctx", None), "corrector", None)
    for text, a in zip(texts, assessments):
        stem, options = split_options(text)
        read, fixes = corrector.corrections(stem) if corrector is not None else (stem, [])
        if as_json:
            extra = {"retrieval_text": read} if fixes or stem != text else {}
            click.echo(
                json.dumps(
                    {"prompt": text, **extra, **a.to_json()}, sort_keys=True, ensure_ascii=False
                )
            )
        else:
            for line in render(text, a, fixes, stem, len(options)):
                click.echo(line)
