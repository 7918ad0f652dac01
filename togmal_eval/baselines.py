"""Report files and baselines on disk: load + validate, baseline paths, atomic promote.

The I/O edge of ``compare``. Every path under ``baselines/`` is built from a fingerprint and a
suite name that are checked against strict patterns first, so a report whose meta says
``"suite": "../../etc/x"`` can never make promote write outside its own fingerprint folder.
A promote is decided and written under one lock (``baselines/.lock``): two CI jobs promoting at
once cannot both pass the "does it regress the current baseline" check against a stale file.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import re
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .errors import BadInput

SCHEMA_VERSION = 1
FINGERPRINT_RE = re.compile(r"^[0-9a-f]{16}$")
SUITE_RE = re.compile(r"^[A-Za-z0-9_-]+$")
LOCK_NAME = ".lock"
LOCK_TIMEOUT = 60.0


# ---- loading -----------------------------------------------------------------------------------
def load_report(path: str | os.PathLike, *, baseline: bool = False) -> dict[str, Any]:
    """Read and validate a report (or baseline) file; any problem is BadInput naming the file."""
    path = Path(path)
    where = str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise BadInput("file not found", where=where) from None
    except IsADirectoryError:
        raise BadInput("is a directory, expected a report JSON file", where=where) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise BadInput(f"not UTF-8 text (byte {exc.start})", where=where) from None
    except json.JSONDecodeError as exc:
        raise BadInput(
            f"corrupt JSON at line {exc.lineno} column {exc.colno}: {exc.msg}", where=where
        ) from None
    validate_report(data, where, baseline=baseline)
    return data


def validate_report(data: Any, where: str, *, baseline: bool = False) -> None:
    if not isinstance(data, dict):
        raise BadInput(
            f"expected a JSON object at the top level, got {type(data).__name__}", where=where
        )
    version = data.get("schema_version")
    if type(version) is not int:
        raise BadInput(f"schema_version must be an integer, got {version!r}", where=where)
    if version > SCHEMA_VERSION:
        raise BadInput(
            f"schema_version {version} was written by a newer togmal-eval "
            f"(this one reads {SCHEMA_VERSION}); upgrade togmal-eval",
            where=where,
        )
    if version != SCHEMA_VERSION:
        raise BadInput(
            f"unsupported schema_version {version} (expected {SCHEMA_VERSION})", where=where
        )
    suites = data.get("suites")
    if not isinstance(suites, dict) or not suites:
        raise BadInput("'suites' must be a non-empty object", where=where)
    if baseline and len(suites) != 1:
        raise BadInput(f"a baseline holds exactly one suite, found {sorted(suites)}", where=where)
    problems: list[str] = []
    for name, suite in suites.items():
        problems += _suite_problems(name, suite)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise BadInput(problems[0] + more, where=where)


def _suite_problems(name: str, suite: Any) -> list[str]:
    at = f"suites.{name}"
    if not isinstance(suite, dict):
        return [f"{at}: expected an object, got {type(suite).__name__}"]
    out: list[str] = []
    meta = suite.get("meta")
    if not isinstance(meta, dict):
        return [f"{at}.meta: expected an object, got {type(meta).__name__}"]
    fp = meta.get("fingerprint")
    if not isinstance(fp, str) or not FINGERPRINT_RE.match(fp):
        out.append(f"{at}.meta.fingerprint: expected 16 lowercase hex digits, got {fp!r}")
    if not isinstance(name, str) or not SUITE_RE.match(name):
        out.append(f"{at}: suite name must match {SUITE_RE.pattern}, got {name!r}")
    if meta.get("suite") != name:
        out.append(f"{at}.meta.suite: expected {name!r}, got {meta.get('suite')!r}")
    if not isinstance(meta.get("goldens_hash"), str):
        out.append(f"{at}.meta.goldens_hash: expected a string, got {meta.get('goldens_hash')!r}")
    metrics = suite.get("metrics")
    if not isinstance(metrics, dict):
        out.append(f"{at}.metrics: expected an object, got {type(metrics).__name__}")
    else:
        for m, entry in metrics.items():
            value = entry.get("value", "missing") if isinstance(entry, dict) else "missing"
            if value is not None and (
                isinstance(value, bool) or not isinstance(value, (int, float))
            ):
                out.append(f"{at}.metrics.{m}.value: expected a number or null, got {value!r}")
    cases = suite.get("cases")
    if not isinstance(cases, list):
        out.append(f"{at}.cases: expected a list, got {type(cases).__name__}")
    else:
        seen: set[str] = set()
        for i, case in enumerate(cases):
            cid = case.get("id") if isinstance(case, dict) else None
            if not isinstance(cid, str):
                out.append(f"{at}.cases[{i}].id: expected a string, got {cid!r}")
            elif cid in seen:
                out.append(f"{at}.cases[{i}].id: duplicate id {cid!r}")
            else:
                seen.add(cid)
            if isinstance(case, dict) and not isinstance(case.get("row", {}), dict):
                out.append(f"{at}.cases[{i}].row: expected an object")
    return out


# ---- paths -------------------------------------------------------------------------------------
def baseline_path(baselines_dir: str | os.PathLike, fingerprint: str, suite: str) -> Path:
    """``baselines/<fingerprint>/<suite>.json`` — both parts checked, so no path traversal."""
    if not isinstance(fingerprint, str) or not FINGERPRINT_RE.match(fingerprint):
        raise BadInput(f"fingerprint must be 16 lowercase hex digits, got {fingerprint!r}")
    if not isinstance(suite, str) or not SUITE_RE.match(suite):
        raise BadInput(f"suite name must match {SUITE_RE.pattern}, got {suite!r}")
    return Path(baselines_dir) / fingerprint / f"{suite}.json"


def load_baseline(baselines_dir: str | os.PathLike, fingerprint: str, suite: str) -> dict | None:
    """The stored baseline suite dict, or None when there is none. Corrupt files are BadInput."""
    path = baseline_path(baselines_dir, fingerprint, suite)
    if not path.is_file():
        return None
    data = load_report(path, baseline=True)
    if suite not in data["suites"]:
        raise BadInput(
            f"baseline file holds suite {next(iter(data['suites']))!r}, expected {suite!r}",
            where=str(path),
        )
    return data["suites"][suite]


# ---- promote -----------------------------------------------------------------------------------
@contextmanager
def locked(baselines_dir: str | os.PathLike, timeout: float = LOCK_TIMEOUT) -> Iterator[None]:
    from filelock import FileLock, Timeout

    folder = Path(baselines_dir)
    folder.mkdir(parents=True, exist_ok=True)
    lock = FileLock(str(folder / LOCK_NAME), timeout=timeout)
    try:
        with lock:
            yield
    except Timeout:
        raise BadInput(
            f"another promote holds the lock for {timeout:g}s", where=str(folder / LOCK_NAME)
        ) from None


def _git_commit() -> str | None:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"], capture_output=True, text=True, timeout=10, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    if out.returncode != 0:
        return None
    return out.stdout.strip() or None


def provenance(suite: dict, *, reason: str | None, forced: bool) -> dict[str, Any]:
    from . import __version__

    meta = suite.get("meta") or {}
    return {
        # the commit that produced the measured numbers; the checkout's HEAD when the report lacks it
        "git_commit": meta.get("git_commit") or _git_commit(),
        "date": _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat(),
        "tool_version": __version__,
        "reason": reason,
        "forced": bool(forced),
    }


def baseline_document(name: str, suite: dict, prov: dict) -> bytes:
    doc = {"schema_version": SCHEMA_VERSION, "provenance": prov, "suites": {name: suite}}
    return (json.dumps(doc, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def write_baselines(baselines_dir: str | os.PathLike, documents: dict[Path, bytes]) -> None:
    """Replace several baseline files, all or none as far as the OS allows.

    Every document is staged in a temp file next to its target first; only then are they renamed
    into place. If a rename fails, the temp files are removed and targets already replaced get
    their previous bytes back, so an interrupted promote leaves the old baselines in force.
    Call under ``locked()``.
    """
    root = Path(baselines_dir).resolve()
    staged: list[tuple[Path, str, bytes | None]] = []
    try:
        for target, data in sorted(documents.items()):
            if root not in target.resolve().parents:
                raise BadInput("refusing to write outside the baselines folder", where=str(target))
            target.parent.mkdir(parents=True, exist_ok=True)
            old = target.read_bytes() if target.is_file() else None
            fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
            staged.append((target, tmp, old))
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
        done: list[tuple[Path, bytes | None]] = []
        try:
            for target, tmp, old in staged:
                os.replace(tmp, target)
                done.append((target, old))
        except BaseException:
            for target, old in done:
                _restore(target, old)
            raise
    finally:
        for _target, tmp, _old in staged:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass


def _restore(target: Path, old: bytes | None) -> None:
    """Best effort: put back what a failed multi-file promote already replaced."""
    try:
        if old is None:
            target.unlink()
        else:
            from .atomic import atomic_write_bytes

            atomic_write_bytes(target, old)
    except OSError:
        pass
