"""Write togmal_eval/data/harm-sets.jsonl, the rows risk/harm_sets.py's head is fitted on.

Usage: python tools/build_harm_rows.py [--check]

Every row of the harm development sets (corpus/harm-*.jsonl and corpus/case-*.jsonl: requests for
help to cause serious harm and their look-alikes, by authors who read nothing of the repository;
not corpus/reserved/) as ``{"text", "risky", "source"}``, each text once (first file in name
order), leaving out a row within cosine ``goldens.contamination.THRESHOLD`` (0.85) of a golden
prompt. Deterministic. ``--check`` exits 1 when the file is not what this writes.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tools"))

from build_foreign import near_a_golden  # noqa: E402

from togmal_eval.atomic import atomic_write_text  # noqa: E402
from togmal_eval.risk.harm_sets import ROWS  # noqa: E402

PATTERNS = ("harm-*.jsonl", "case-*.jsonl")


def rows() -> list[dict]:
    files = sorted(
        (p for pattern in PATTERNS for p in (REPO / "corpus").glob(pattern)), key=lambda p: p.name
    )
    seen, out = set(), []
    for f in files:
        for line in f.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if not line.startswith("{"):
                continue
            row = json.loads(line)
            text = row.get("text")
            if isinstance(text, str) and text not in seen:
                seen.add(text)
                out.append({"text": text, "risky": bool(row.get("risky")), "source": f.name})
    return [r for r, near in zip(out, near_a_golden([r["text"] for r in out])) if not near]


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
    risky = [json.loads(s)["risky"] for s in text.splitlines()]
    print(f"wrote {ROWS}: {len(risky)} rows, {sum(risky)} harmful requests")


if __name__ == "__main__":
    main()
