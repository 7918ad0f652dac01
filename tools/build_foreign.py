"""Write togmal_eval/data/foreign.jsonl, the rows risk/foreign.py's character heads are fitted on.

Usage: python tools/build_foreign.py [--check]

Every row of corpus/*.jsonl and togmal_eval/data/*.jsonl (not corpus/reserved/, not the output
itself, not the sets that confirmed the last change to the heads: ``CONFIRMING``) that
``language.foreign`` flags as written in another language, each text once (first file in name
order), as ``{"text", "attack", "source"}``: ``attack`` is "harm" for a risky row
whose kind or family says harm, "jailbreak" for another risky row of the jailbreak or injection
family or of a jailbreak set (a kind such as "es jailbreak", "translation", "encoding"), and null
for a harmless row; the rows of the time-sensitive sets (time-*.jsonl: risky means a question
needing live data, not an attack) are harmless, and a risky row of another family (false
premise) is left out, and so is a row within cosine ``goldens.contamination.THRESHOLD`` (0.85) of
a golden prompt (the heads' rows are the estimator's material: a golden must not echo one).
Deterministic. ``--check`` exits 1 when the file is not what this writes.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from togmal_eval.atomic import atomic_write_text  # noqa: E402
from togmal_eval.risk import language  # noqa: E402
from togmal_eval.risk.foreign import ROWS  # noqa: E402

ATTACK_FAMILIES = (None, "jailbreak", "injection")
# sets kept out of the heads' training so that the figures they gave stay the heads' figures on
# unseen authors: ml-dev11 and -12 confirmed training on ml-dev7 .. dev10 (which had confirmed
# the heads and, read second, fusion's foreign_heads) and fusion's foreign_check (2026-12-05)
CONFIRMING: tuple[str, ...] = ("ml-dev11.jsonl", "ml-dev12.jsonl")


def attack(row: dict, source: str) -> str | None | bool:
    """The row's kind of attack, None for a harmless row, False for a row left out."""
    if not row.get("risky") or source.startswith("time-"):
        return None
    kind, family = str(row.get("kind") or ""), row.get("family")
    if "harm" in kind or family == "harm":
        return "harm"
    return "jailbreak" if family in ATTACK_FAMILIES else False


def rows(confirming=CONFIRMING) -> list[dict]:
    """The heads' rows (the sets named in ``confirming`` left out)."""
    files = [p for p in (REPO / "corpus").glob("*.jsonl") if p.name not in confirming]
    files += [p for p in (REPO / "togmal_eval" / "data").glob("*.jsonl") if p != ROWS]
    seen, out = set(), []
    for f in sorted(files, key=lambda p: p.name):
        for line in f.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if not line.startswith("{"):
                continue
            row = json.loads(line)
            text = row.get("text")
            if isinstance(text, str) and text not in seen:
                seen.add(text)
                out.append({"text": text, "attack": attack(row, f.name), "source": f.name})
    p, _ = language.identify([r["text"] for r in out])
    flagged = language.foreign(p) > 0
    out = [r for r, k in zip(out, flagged) if k and r["attack"] is not False]
    return [r for r, near in zip(out, near_a_golden([r["text"] for r in out])) if not near]


def near_a_golden(texts: list[str]) -> np.ndarray:
    """Per text, whether it is within ``contamination.THRESHOLD`` of a golden prompt."""
    from togmal_eval.config import load_config
    from togmal_eval.goldens.contamination import golden_prompts, near_goldens
    from togmal_eval.workspace import Workspace

    cfg = load_config()
    emb = Workspace(cfg).embedder
    goldens = golden_prompts(cfg.goldens_dir)
    if not texts or not goldens:
        return np.zeros(len(texts), bool)
    return near_goldens(emb.embed(texts), emb.embed(goldens))[0]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows())
    if a.check:
        same = ROWS.is_file() and ROWS.read_text(encoding="utf-8") == text
        print(f"{ROWS.name}: {'up to date' if same else 'differs from what this writes'}")
        raise SystemExit(0 if same else 1)
    atomic_write_text(ROWS, text)
    kinds = [json.loads(s)["attack"] for s in text.splitlines()]
    print(
        f"wrote {ROWS}: {len(kinds)} rows, jailbreak {kinds.count('jailbreak')}, "
        f"harm {kinds.count('harm')}, harmless {kinds.count(None)}"
    )


if __name__ == "__main__":
    main()
