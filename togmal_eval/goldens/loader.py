"""Load and strictly validate golden suites; every problem is listed with file:line and value.

A golden that refers to a question not in the corpus, or whose reference question is also in the
index the estimator searches, is rejected at load: such mistakes are otherwise invisible and just
quietly inflate or deflate the score forever.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from importlib import resources
from pathlib import Path

from ..errors import GoldenError, ValidationErrors
from .model import LEVEL_INDEX, Golden, Suite
from .perturb import apply_perturbation

_SUITE_NAME = re.compile(r"^[A-Za-z0-9_-]+$")
_SCHEMA = None


def _validator():
    global _SCHEMA
    if _SCHEMA is None:
        import jsonschema

        text = (
            resources.files("togmal_eval").joinpath("schemas/golden.schema.json").read_text("utf-8")
        )
        _SCHEMA = jsonschema.Draft202012Validator(json.loads(text))
    return _SCHEMA


def available_suites(folder: Path) -> list[str]:
    return sorted(p.stem for p in folder.glob("*.jsonl")) if folder.is_dir() else []


def resolve_names(folder: Path, names: list[str] | None) -> list[str]:
    """``None`` or ``["all"]`` -> every suite; otherwise each name must exist."""
    have = available_suites(folder)
    if not have:
        raise GoldenError(f"no suites (*.jsonl) in {folder}")
    if names is None or names == ["all"]:
        return have
    out = []
    for n in names:
        if not _SUITE_NAME.match(n):
            raise GoldenError(
                f"invalid suite name {n!r}: use letters, digits, '-' and '_' only "
                "(no path separators or '..')"
            )
        if n not in have:
            raise GoldenError(f"unknown suite {n!r}; suites in {folder}: {', '.join(have)}")
        if n not in out:
            out.append(n)
    return out


def _schema_problems(obj: dict, where: str) -> list[str]:
    problems = []
    for e in sorted(_validator().iter_errors(obj), key=lambda e: list(map(str, e.absolute_path))):
        path = ".".join(map(str, e.absolute_path))
        if e.validator == "oneOf":
            continue  # reported below with a clearer message
        if e.validator == "additionalProperties":
            extra = sorted(set(e.instance) - set(e.schema.get("properties", {})))
            at = f"{path}." if path else ""
            problems += [f"{where}: unknown field {at}{x!r}" for x in extra]
        elif e.validator == "required":
            problems.append(f"{where}: {e.message}")
        else:
            problems.append(f"{where}: field {path or '<line>'!r}: {e.message}")
    has_p, has_r = "prompt" in obj, "ref" in obj
    if has_p == has_r:
        what = "both" if has_p else "neither"
        problems.append(f"{where}: needs exactly one of 'prompt' or 'ref', got {what}")
    return problems


def parse_suite_file(path: Path) -> tuple[Suite, list[str]]:
    suite = Suite(path.stem, str(path))
    problems: list[str] = []
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        return suite, [f"{path}: not UTF-8 text (byte offset {exc.start})"]
    # split on "\n" only: splitlines() would also break a line at U+2028 inside a JSON string
    for lineno, line in enumerate(text.split("\n"), 1):
        s = line.strip()
        if not s or s.startswith("//"):
            continue
        where = f"{path}:{lineno}"
        try:
            obj = json.loads(s)
        except json.JSONDecodeError as exc:
            problems.append(
                f"{where}: malformed JSON ({exc.msg} at column {exc.colno}): {s[:60]!r}"
            )
            continue
        if not isinstance(obj, dict):
            problems.append(f"{where}: expected a JSON object, got {type(obj).__name__}")
            continue
        p = _schema_problems(obj, where)
        if p:
            problems += p
            continue
        suite.goldens.append(Golden(obj["id"], suite.name, where, obj))
    if not suite.goldens and not problems:
        problems.append(f"{path}: empty suite (no goldens)")
    return suite, problems


def check_semantics(suites: list[Suite], corpus, index_ids: set[str]) -> list[str]:
    problems = []
    seen: dict[str, str] = {}
    holders: dict[str, list[str]] = defaultdict(list)  # index text -> the ids holding it
    if corpus is not None:
        for rid in sorted(i for i in index_ids if i in corpus):
            holders[corpus[rid].text].append(rid)
    for suite in suites:
        for g in suite.goldens:
            w = g.where
            if g.id in seen:
                problems.append(f"{w}: duplicate id {g.id!r} (first at {seen[g.id]})")
            else:
                seen[g.id] = w
            exp = g.expect
            lo, hi = exp.get("min_level"), exp.get("max_level")
            if lo and hi and LEVEL_INDEX[lo] > LEVEL_INDEX[hi]:
                problems.append(f"{w}: min_level {lo} is above max_level {hi}")
            if exp.get("risky") is False and lo and LEVEL_INDEX[lo] >= LEVEL_INDEX["HIGH"]:
                problems.append(f"{w}: risky false contradicts min_level {lo}")
            if g.perturb and g.ref is None:
                problems.append(
                    f"{w}: perturb applies to a ref; a literal prompt is written as intended"
                )
            if "stable_within" in exp and not g.perturb:
                problems.append(f"{w}: stable_within needs a perturbation")
            if corpus is None:
                continue
            if g.ref is not None:
                if g.ref not in corpus:
                    problems.append(f"{w}: unknown ref {g.ref!r} (not in the corpus)")
                elif (g.perturb or {}).get("kind") in ("options", "exam") and not corpus[
                    g.ref
                ].options:
                    problems.append(f"{w}: ref {g.ref!r} has no answer options to paste")
                elif g.ref in index_ids and not g.is_self_retrieval:
                    problems.append(
                        f"{w}: ref {g.ref!r} is in the index set (leakage): hold it out "
                        "or make it a self-retrieval perturbation"
                    )
                elif g.is_self_retrieval and g.ref not in index_ids:
                    problems.append(
                        f"{w}: self-retrieval of {g.ref!r}, which is not in the index set: "
                        "it can never be retrieved"
                    )
                elif g.is_self_retrieval and len(holders[corpus[g.ref].text]) > 1:
                    twin = next(i for i in holders[corpus[g.ref].text] if i != g.ref)
                    problems.append(
                        f"{w}: self-retrieval of {g.ref!r}, whose text {twin!r} repeats in the "
                        "index set: retrieval cannot tell them apart"
                    )
            for rid in g.relevant_ids:
                if rid not in corpus:
                    problems.append(f"{w}: unknown relevant id {rid!r} (not in the corpus)")
    return problems


def resolve_texts(suites: list[Suite], corpus) -> None:
    for suite in suites:
        for g in suite.goldens:
            truth = g.raw.get("truth", {})
            if g.ref is not None:
                rec = corpus[g.ref]
                g.text = (
                    apply_perturbation(rec.text, g.perturb, rec.options) if g.perturb else rec.text
                )
                g.domain, g.origin, g.success_rate = rec.domain, rec.origin, rec.success_rate
            else:
                g.text = g.raw["prompt"]
                g.domain = truth.get("domain")
            if "success_rate" in truth:
                g.success_rate = float(truth["success_rate"])


def load_suites(cfg, ws, names: list[str] | None, *, folder: Path | None = None) -> list[Suite]:
    """Parse, validate (all problems at once, exit 2) and resolve the named suites.

    Duplicate ids are checked across every suite in the folder, not only the ones asked for.
    """
    folder = Path(folder) if folder else cfg.goldens_dir
    wanted = resolve_names(folder, names)
    parsed, problems = [], []
    for name in available_suites(folder):
        suite, p = parse_suite_file(folder / f"{name}.jsonl")
        parsed.append(suite)
        problems += p
    corpus = ws.corpus if ws is not None else None
    index_ids = {r.id for r in ws.index_set} if ws is not None else set()
    problems += check_semantics(parsed, corpus, index_ids)
    if problems:
        raise ValidationErrors(problems)
    out = [s for s in parsed if s.name in wanted]
    if corpus is not None:
        resolve_texts(out, corpus)
    return sorted(out, key=lambda s: wanted.index(s.name))
