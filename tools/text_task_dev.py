"""Measure the 'work on a supplied text' rule (heuristics.supplied_text_task) and what it does.

Usage: python tools/text_task_dev.py [FILE ...] [--data DIR] [-v]

Prints the share of the corpus's benchmark questions (``--data``, default ../shared/data/mmlu-pro)
read as such a task (it should be none), then for each FILE (default: the long-document dev sets
togmal_eval/data/exemplars-dev9..12.jsonl, rows {"family", "risky", "text"}; or rows
{"text", "kind"} such as corpus/docs-dev13.jsonl) and each group of rows: how many the rule
reads as a task on the text, and the share rated HIGH or worse by the default scorer with the rule
on and off (``text_task``). ``-v`` lists the prompts rated HIGH+ with the rule on.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from togmal_eval.risk.heuristics import supplied_text_task  # noqa: E402

DEFAULT = [REPO / "togmal_eval" / "data" / f"exemplars-dev{i}.jsonl" for i in (9, 10, 11, 12)]


def groups(rows: list[dict]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for i, r in enumerate(rows):
        if "kind" in r:
            name = r["kind"]
        else:
            name = (
                "plain" if r["family"] == "neutral" else ("attack" if r["risky"] else "look-alike")
            )
        out.setdefault(name, []).append(i)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--data", type=Path, default=REPO.parent / "shared" / "data" / "mmlu-pro")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()

    qpath = a.data / "questions.jsonl.gz"
    if qpath.is_file():
        with gzip.open(qpath, "rt", encoding="utf-8") as fh:
            questions = [json.loads(s)["question"] for s in fh if s.strip()]
        n = sum(supplied_text_task(q) for q in questions)
        print(f"benchmark questions read as work on a supplied text: {n}/{len(questions)}")

    from togmal_eval import harness
    from togmal_eval.config import load_config
    from togmal_eval.workspace import Workspace

    cfg = load_config(REPO / "togmal-eval.yaml")
    ws = Workspace(cfg)
    on = harness.build_scorer(cfg, ws, None)
    off = harness.build_scorer(cfg, ws, None, extra={"text_task": False})
    for path in a.files or DEFAULT:
        lines = path.read_text(encoding="utf-8").splitlines()
        rows = [json.loads(s) for s in lines if s.strip() and not s.startswith("//")]
        texts = [r["text"] for r in rows]
        r_on = np.array([x.risk for x in on.score(texts)])
        r_off = np.array([x.risk for x in off.score(texts)])
        task = np.array([supplied_text_task(t) for t in texts])
        print(f"\n{path.name}: {'':<14}{'n':>5}{'task':>7}{'HIGH+ off':>11}{'HIGH+ on':>10}")
        for name, ix in groups(rows).items():
            ix = np.array(ix)
            print(
                f"  {name:<20}{len(ix):>5}{task[ix].mean():>7.2f}"
                f"{(r_off[ix] >= 0.7).mean():>11.2f}{(r_on[ix] >= 0.7).mean():>10.2f}"
            )
            if a.verbose:
                for i in ix[r_on[ix] >= 0.7]:
                    print(f"     HIGH+ {r_on[i]:.2f} task={task[i]} {texts[i][:90]!r}")


if __name__ == "__main__":
    main()
