"""Cut a freshly written development set free of near twins before it is read.

Usage: python tools/decontaminate.py NEW.jsonl [NEW.jsonl ...] --out-dir DIR

A row of a NEW file is dropped when it lies within cosine ``contamination.THRESHOLD`` (0.85) of a
golden prompt, of anything the estimator is fitted on (``contamination.estimator_material``), of
a row of another development set (``corpus/*.jsonl``, ``corpus/reserved/*.jsonl``,
``togmal_eval/data/exemplars-dev*.jsonl``), or of an earlier row of the NEW files themselves. The
kept rows are written to ``DIR/<name>`` (atomically); per file it prints rows kept and dropped,
by what they were near, and never a figure of the estimator: the set stays unread.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import dev_sets  # noqa: E402

from togmal_eval.atomic import atomic_write_text  # noqa: E402
from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.goldens import contamination  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402


def _texts(row: dict) -> list[str]:
    """A row's prompt, or both claims of a false / true claim pair."""
    if "false" in row and "true" in row:
        return [row["false"], row["true"]]
    return [row.get("text") or row["prompt"]]


def _reference(new: list[Path]) -> list[tuple[str, str]]:
    """(source, text) of everything a new row must not echo."""
    repo = dev_sets.REPO
    out = [("golden", t) for t in contamination.golden_prompts(repo / "goldens")]
    out += contamination.estimator_material()
    fresh = {p.resolve() for p in new}
    files = (
        sorted((repo / "corpus").glob("*.jsonl"))
        + sorted((repo / "corpus" / "reserved").glob("*.jsonl"))
        + sorted((repo / "togmal_eval" / "data").glob("exemplars-dev*.jsonl"))
    )
    for f in files:
        if f.resolve() not in fresh:
            out += [(f"dev set {f.name}", t) for r in dev_sets.jsonl(f) for t in _texts(r)]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--out-dir", type=Path, required=True)
    a = ap.parse_args()
    emb = Workspace(load_config()).embedder
    ref = _reference(a.files)
    ref_vecs = emb.embed([t for _, t in ref], persist=False)
    kept_vecs = np.zeros((0, ref_vecs.shape[1]), ref_vecs.dtype)
    for path in a.files:
        rows = dev_sets.jsonl(path)
        vecs = emb.embed([_texts(r)[0] for r in rows], persist=False)
        best, which = contamination.nearest(vecs, ref_vecs)
        keep, why = [], Counter()
        for i, row in enumerate(rows):
            own, _ = contamination.nearest(vecs[i : i + 1], kept_vecs)
            if best[i] >= contamination.THRESHOLD:
                why[ref[which[i]][0]] += 1
            elif own[0] >= contamination.THRESHOLD:
                why["an earlier new row"] += 1
            else:
                keep.append(row)
                kept_vecs = np.vstack([kept_vecs, vecs[i : i + 1]])
        body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in keep)
        atomic_write_text(a.out_dir / path.name, body)
        reasons = ", ".join(f"{n} near {src}" for src, n in why.most_common()) or "none dropped"
        print(f"{path.name}: kept {len(keep)} of {len(rows)} ({reasons})")


if __name__ == "__main__":
    main()
