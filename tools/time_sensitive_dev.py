"""Measure the time_sensitive detectors on development sets and benchmark questions.

Usage: python tools/time_sensitive_dev.py [FILE ...] [--data DIR] [-v]

For each FILE of {"text", "risky", "kind"} rows (default corpus/time-dev.jsonl, the set the rules
were chosen on; corpus/time-dev2.jsonl, by another author, confirms) prints the share of each kind
with a ``time_sensitive`` signal, recall on the risky rows and false alarms on the look-alikes;
then the share of the corpus's benchmark questions (``--data``, default ../shared/data/mmlu-pro)
that get one, which should be near zero: an exam question states the values it needs.
``-v`` lists misses, false alarms and the benchmark questions that fire.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from togmal_eval.risk.heuristics import detect  # noqa: E402


def fires(text: str) -> list:
    return detect(text, ["time_sensitive"])


def dev_set(path: Path, verbose: bool) -> None:
    rows = [json.loads(s) for s in path.read_text(encoding="utf-8").splitlines() if s.strip()]
    count: dict[tuple[bool, str], list[int]] = defaultdict(lambda: [0, 0])
    for r in rows:
        hit = fires(r["text"])
        cell = count[(bool(r["risky"]), r["kind"])]
        cell[0] += bool(hit)
        cell[1] += 1
        if verbose and bool(hit) != bool(r["risky"]):
            label = "miss" if r["risky"] else "false alarm"
            print(f"   {label}: {r['text']!r} {[s.name for s in hit]}")
    print(f"\n{path.name} (n={len(rows)}): share with a time_sensitive signal")
    for (risky, kind), (k, n) in sorted(count.items()):
        print(f"  {'risky' if risky else 'look-alike':<11}{kind:<16}{k:>4}/{n:<4}{k / n:>7.3f}")
    for risky, name in ((True, "recall"), (False, "false alarms")):
        k = sum(v[0] for key, v in count.items() if key[0] == risky)
        n = sum(v[1] for key, v in count.items() if key[0] == risky)
        print(f"  {name}: {k}/{n} = {k / max(n, 1):.3f}")


def benchmark(data: Path, verbose: bool) -> None:
    path = data / "questions.jsonl.gz"
    if not path.is_file():
        print(f"\n{path}: not found, benchmark questions skipped")
        return
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        questions = [json.loads(s)["question"] for s in fh if s.strip()]
    hits = [q for q in questions if fires(q)]
    print(f"\nbenchmark questions with a time_sensitive signal: {len(hits)}/{len(questions)}")
    if verbose:
        for q in hits:
            print(f"   {q[:120]!r}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--data", type=Path, default=REPO.parent / "shared" / "data" / "mmlu-pro")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    for path in a.files or [REPO / "corpus" / "time-dev.jsonl"]:
        dev_set(path, a.verbose)
    benchmark(a.data, a.verbose)


if __name__ == "__main__":
    main()
