"""Report JSON: one canonical serialisation (sorted keys), written atomically."""

from __future__ import annotations

import json
from pathlib import Path

from ..atomic import atomic_write_text


def dumps(report: dict) -> str:
    return json.dumps(report, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def write(path: Path, report: dict) -> None:
    atomic_write_text(path, dumps(report))
