"""Writing scorer parameters into togmal-eval.yaml (`tune --apply`): the I/O edge of tuning.

A ruamel round trip keeps every other key, the order and the comments; the new text is validated
against the config schema before anyone writes it.
"""

from __future__ import annotations

import json
from pathlib import Path

from .errors import ConfigError


def apply_params(path: Path, scorer: str, params: dict) -> tuple[dict, dict, str]:
    """New text of the config with ``scorer.params.<scorer>`` updated by ``params``, everything
    else (keys, order, comments) kept by a ruamel round trip. Returns (old, new, text); writes
    nothing. The result is re-validated against the config schema before it is returned."""
    import io

    import yaml as pyyaml
    from ruamel.yaml import YAML
    from ruamel.yaml.comments import CommentedMap

    from .config import validate_mapping

    rt = YAML()
    rt.preserve_quotes = True
    rt.width = 4096  # never re-wrap the user's long lines
    # ruamel writes None as an empty value; keep the user's explicit `null`
    rt.representer.add_representer(
        type(None), lambda r, _: r.represent_scalar("tag:yaml.org,2002:null", "null")
    )
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    doc = rt.load(text) if text.strip() else None
    if doc is None:
        doc = CommentedMap()
    if not isinstance(doc, dict):
        raise ConfigError("expected a mapping at the top level", where=str(path))

    def block_map(parent, key):
        node = parent.get(key)
        if node is None or (isinstance(node, dict) and not node):
            node = CommentedMap()  # replaces an empty flow map `{}` with a block mapping
            parent[key] = node
        if not isinstance(node, dict):
            raise ConfigError(f"key {key!r} must be a mapping, got {node!r}", where=str(path))
        node.fa.set_block_style()
        return node

    section = block_map(block_map(block_map(doc, "scorer"), "params"), scorer)
    old = {k: section[k] for k in section}
    for k in sorted(params):
        section[k] = params[k]
    new = {k: section[k] for k in section}
    buf = io.StringIO()
    rt.dump(doc, buf)
    out = buf.getvalue()
    validate_mapping(pyyaml.safe_load(out), str(path))
    return _plain(old), _plain(new), out


def _plain(d: dict) -> dict:
    return json.loads(json.dumps(dict(d), default=str))


def params_diff(scorer: str, old: dict, new: dict) -> list[str]:
    lines = []
    for k in sorted(set(old) | set(new)):
        if old.get(k, "<unset>") != new.get(k, "<unset>"):
            lines.append(f"  scorer.params.{scorer}.{k}: {old.get(k, '<unset>')} -> {new.get(k)}")
    return lines
