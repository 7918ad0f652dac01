"""Cut a freshly written development set free of near twins before it is read.

Usage: python tools/decontaminate.py NEW.jsonl [NEW.jsonl ...] --out-dir DIR

A row of a NEW file is dropped when it lies within cosine ``contamination.THRESHOLD`` (0.85) of a
golden prompt, of anything the estimator is fitted on (``contamination.estimator_material``), of
a row of another development set (``corpus/*.jsonl``, ``corpus/reserved/*.jsonl``,
``togmal_eval/data/exemplars-dev*.jsonl``), or of an earlier row of the NEW files themselves. The
kept rows are written to ``DIR/<name>`` (atomically); per file it prints rows kept and dropped,
by what they were near, and never a figure of the estimator: the set stays unread. The two
members of a false / true premise pair (rows sharing a ``pair`` id) are kept or dropped together,
and are not compared with each other.
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


def groups(rows: list[dict]) -> list[list[int]]:
    """Row indices kept or dropped together: the two members of a pair (rows sharing a ``pair``
    id, as in corpus/fp-pairs-dev*.jsonl), else each row alone; in order of first appearance."""
    out: dict[object, list[int]] = {}
    for i, r in enumerate(rows):
        out.setdefault(("pair", r["pair"]) if "pair" in r else ("row", i), []).append(i)
    return list(out.values())


def cut(vecs, grouped, ref_vecs, ref_sources, kept_vecs, threshold=contamination.THRESHOLD):
    """Which groups of ``vecs`` to keep: a group is dropped whole when a member lies within
    ``threshold`` cosine of a reference row (the reason: that row's source) or of a member of a
    group kept before it (the reason: "an earlier new row"; ``kept_vecs`` holds those of earlier
    files). Returns (keep flag per group, reasons counted, ``kept_vecs`` grown by the kept)."""
    keep, why = [], Counter()
    best, which = contamination.nearest(vecs, ref_vecs)
    for members in grouped:
        own, _ = contamination.nearest(vecs[members], kept_vecs)
        near_ref = [i for i in members if best[i] >= threshold]
        if near_ref:
            why[ref_sources[which[near_ref[0]]]] += 1
        elif (own >= threshold).any():
            why["an earlier new row"] += 1
        else:
            kept_vecs = np.vstack([kept_vecs, vecs[members]])
        keep.append(not near_ref and not (own >= threshold).any())
    return keep, why, kept_vecs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--out-dir", type=Path, required=True)
    a = ap.parse_args()
    emb = Workspace(load_config()).embedder
    ref = _reference(a.files)
    # the repository's own texts: cached, so a second run embeds only the new files
    ref_vecs = emb.embed([t for _, t in ref])
    kept_vecs = np.zeros((0, ref_vecs.shape[1]), ref_vecs.dtype)
    for path in a.files:
        rows = dev_sets.jsonl(path)
        vecs = emb.embed([_texts(r)[0] for r in rows], persist=False)
        grouped = groups(rows)
        keep, why, kept_vecs = cut(vecs, grouped, ref_vecs, [s for s, _ in ref], kept_vecs)
        kept = [rows[i] for members, k in zip(grouped, keep) if k for i in members]
        body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in kept)
        atomic_write_text(a.out_dir / path.name, body)
        unit = "pairs" if "pair" in rows[0] else "rows"
        reasons = ", ".join(f"{n} near {src}" for src, n in why.most_common()) or "none dropped"
        print(f"{path.name}: kept {sum(keep)} of {len(grouped)} {unit} ({reasons})")


if __name__ == "__main__":
    main()
