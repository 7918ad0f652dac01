"""Scorers by name, or an external one as ``module:callable`` (a team gating its own build).

An external callable takes a list of prompts and returns one Assessment (or a dict with the
same fields) per prompt; an object with a ``score`` method works too. Its output is checked:
a scorer that breaks the protocol is a clear error, not a silently wrong report.
"""

from __future__ import annotations

import importlib
import math

from ..errors import ConfigError
from .assessment import LEVELS, Assessment, Neighbour

BUILTIN = ("naive", "adaptive", "fusion", "calibrated", "noretrieval")


def builtin_class(name: str):
    if name == "naive":
        from .scorers import NaiveScorer as cls
    elif name == "adaptive":
        from .scorers import AdaptiveScorer as cls
    elif name == "fusion":
        from .fusion import FusionScorer as cls
    elif name == "calibrated":
        from .calibrated import CalibratedScorer as cls
    elif name == "noretrieval":
        from .noretrieval import NoRetrievalScorer as cls
    else:
        raise KeyError(name)
    return cls


def _coerce(item, i: int, spec: str) -> Assessment:
    if isinstance(item, Assessment):
        a = item
    elif isinstance(item, dict):
        try:
            nb = [
                n if isinstance(n, Neighbour) else Neighbour(**n)
                for n in item.get("neighbours", [])
            ]
            a = Assessment(
                difficulty=float(item["difficulty"]),
                ood=float(item.get("ood", 0.0)),
                risk=float(item["risk"]),
                level=str(item["level"]),
                signals=list(item.get("signals", [])),
                neighbours=nb,
                explanation=str(item.get("explanation", "")),
                recommendation=str(item.get("recommendation", "")),
                components=dict(item.get("components", {})),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ConfigError(
                f"scorer {spec!r} returned an invalid assessment #{i} ({exc!r})"
            ) from None
    else:
        raise ConfigError(
            f"scorer {spec!r} returned {type(item).__name__} for prompt #{i}, "
            "expected an Assessment or dict"
        )
    for key in ("difficulty", "ood", "risk"):
        v = getattr(a, key)
        if not (isinstance(v, float) and math.isfinite(v) and 0.0 <= v <= 1.0):
            raise ConfigError(
                f"scorer {spec!r}: {key} of assessment #{i} must be in [0, 1], got {v!r}"
            )
    if a.level not in LEVELS:
        raise ConfigError(
            f"scorer {spec!r}: level of assessment #{i} must be one of {', '.join(LEVELS)}, got {a.level!r}"
        )
    return a


class ExternalScorer:
    def __init__(self, spec: str, target, params: dict):
        self.name = spec
        self.params = dict(params)
        self._target = target

    def score(self, prompts: list[str]) -> list[Assessment]:
        fn = self._target.score if hasattr(self._target, "score") else self._target
        out = list(fn(list(prompts)))
        if len(out) != len(prompts):
            raise ConfigError(
                f"scorer {self.name!r} returned {len(out)} assessments for {len(prompts)} prompts"
            )
        return [_coerce(x, i, self.name) for i, x in enumerate(out)]


def load_external(spec: str, params: dict) -> ExternalScorer:
    mod_name, _, attr = spec.partition(":")
    if not mod_name or not attr:
        raise ConfigError(f"external scorer must be 'module:callable', got {spec!r}")
    try:
        module = importlib.import_module(mod_name)
    except Exception as exc:  # any import-time failure is the user's module, reported in one line
        raise ConfigError(
            f"cannot import scorer module {mod_name!r} ({type(exc).__name__}: {exc})"
        ) from None
    target = module
    for part in attr.split("."):
        target = getattr(target, part, None)
        if target is None:
            raise ConfigError(f"module {mod_name!r} has no attribute {attr!r}")
    if isinstance(target, type):
        try:
            target = target(**params)
        except TypeError as exc:
            raise ConfigError(f"cannot construct scorer {spec!r} ({exc})") from None
    if not (callable(target) or callable(getattr(target, "score", None))):
        raise ConfigError(f"scorer {spec!r} is neither callable nor has a score(prompts) method")
    return ExternalScorer(spec, target, params)


def make_scorer(name: str, ctx, params: dict | None = None):
    params = dict(params or {})
    if ":" in name:
        return load_external(name, params)
    try:
        cls = builtin_class(name)
    except KeyError:
        raise ConfigError(
            f"unknown scorer {name!r}; built-in scorers: {', '.join(BUILTIN)}, "
            "or an external 'module:callable'"
        ) from None
    return cls(ctx, **params)
