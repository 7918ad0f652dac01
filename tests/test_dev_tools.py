"""The report tools in tools/ that figures in notes and the README come from."""

from __future__ import annotations

import copy
import itertools
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import tag_auroc  # noqa: E402


def _case(cid, level, risk, tags=(), y=None, neighbours=(("mmlu-pro/1", 0.9),)):
    return {
        "id": cid,
        "tags": list(tags),
        "neighbours": [list(n) for n in neighbours],
        "prediction": {"level": level, "risk": risk},
        "row": {"risk": risk, "y_true": y},
    }


def _report(cases, auroc, fingerprint="aaaa"):
    return {
        "schema_version": 1,
        "suites": {
            "small": {
                "meta": {"fingerprint": fingerprint, "created_at": "now"},
                "metrics": {"auroc": {"value": auroc}},
                "cases": cases,
            }
        },
    }


def _diff(tmp_path, a, b) -> str:
    pa, pb = tmp_path / "a.json", tmp_path / "b.json"
    pa.write_text(json.dumps(a))
    pb.write_text(json.dumps(b))
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "report_diff.py"), str(pa), str(pb)],
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout


def test_report_diff_says_identical_apart_from_meta_and_lists_what_moved(tmp_path):
    cases = [_case("g1", "LOW", 0.2), _case("g2", "HIGH", 0.8)]
    old = _report(cases, 0.75)
    same = copy.deepcopy(old)
    same["suites"]["small"]["meta"] = {"fingerprint": "bbbb", "created_at": "later"}
    assert _diff(tmp_path, old, same).strip() == "small: byte-identical apart from meta"

    moved = copy.deepcopy(same)
    moved["suites"]["small"]["cases"][1] = _case(
        "g2", "MODERATE", 0.55, neighbours=(("mmlu-pro/2", 0.9),)
    )
    moved["suites"]["small"]["cases"][0]["expectations"] = {"level_at_most": False}
    old["suites"]["small"]["cases"][0]["expectations"] = {"level_at_most": True}
    moved["suites"]["small"]["metrics"]["auroc"]["value"] = 0.7
    out = _diff(tmp_path, old, moved)
    assert (
        "2 goldens in both, 1 level changes, 1 neighbour sets changed, 1 expectation flips" in out
    )
    assert "|risk change| max 0.25" in out
    assert "g2 HIGH → MODERATE" in out
    assert "g1 level_at_most: pass → fail" in out
    assert "auroc" in out and "0.75 -> 0.7 (-0.0500)" in out


def _pairwise_auroc(y, s):
    """The slow obvious reference: the share of (risky, safe) pairs ranked right, ties half."""
    pos, neg = s[y == 1], s[y == 0]
    wins = sum((p > n) + 0.5 * (p == n) for p, n in itertools.product(pos, neg))
    return wins / (len(pos) * len(neg))


def test_tag_auroc_scores_any_of_a_groups_tags_against_a_pairwise_reference():
    rng = np.random.default_rng(3)
    cases = []
    for i in range(60):
        tag = ("jailbreak", "injection", "harmful", "other")[i % 4]
        y = float(i % 2)
        cases.append(_case(f"c{i}", "LOW", round(float(rng.random()) * 0.5 + 0.4 * y, 3), [tag], y))
    cases.append(_case("unlabelled", "LOW", 0.9, ["jailbreak"], None))  # no y_true: left out
    y, s = tag_auroc.group_rows(cases, {"jailbreak", "injection"})
    assert len(y) == 30  # i % 4 in {0, 1}, the unlabelled case left out
    auc, lo, hi = tag_auroc.auroc_ci(y, s, boot=300, seed=0)
    assert auc == pytest.approx(_pairwise_auroc(y, s))
    assert lo <= auc <= hi
    assert tag_auroc.auroc_ci(y, s, boot=300, seed=0) == (auc, lo, hi)  # seeded


def test_decontaminate_drops_near_twins_and_keeps_pairs_whole():
    """tools/decontaminate.py: a new row within cosine 0.85 of a reference row is dropped and
    named by that row's source; one near a row kept before it (in this file or an earlier one)
    is dropped as "an earlier new row"; a false / true premise pair is kept or dropped whole,
    its two near-identical members never compared with each other."""
    import decontaminate

    def unit(*v):
        v = np.array(v, float)
        return v / np.linalg.norm(v)

    ref = np.array([unit(1, 0, 0, 0)])
    rows = [
        {"text": "a", "false": True, "pair": 1},  # pair 1: members alike, far from the rest
        {"text": "b", "false": False, "pair": 1},
        {"text": "c", "false": True, "pair": 2},  # pair 2: one member near the reference
        {"text": "d", "false": False, "pair": 2},
        {"text": "e", "false": True, "pair": 3},  # pair 3: a member near pair 1's
        {"text": "f", "false": False, "pair": 3},
    ]
    vecs = np.array(
        [unit(0, 1, 0, 0), unit(0, 1, 0.1, 0), unit(0, 0, 0, 1), unit(1, 0.1, 0, 0),
         unit(0, 0.2, 1, 0), unit(0, 1, 0.2, 0)]
    )  # fmt: skip
    grouped = decontaminate.groups(rows)
    assert grouped == [[0, 1], [2, 3], [4, 5]]
    empty = np.zeros((0, 4))
    keep, why, kept = decontaminate.cut(vecs, grouped, ref, ["golden"], empty)
    assert keep == [True, False, False]
    assert why == {"golden": 1, "an earlier new row": 1}
    assert len(kept) == 2
    # a second file: rows alone; one repeats a kept row of the first file
    single = [{"text": "g"}, {"text": "h"}]
    assert decontaminate.groups(single) == [[0], [1]]
    vecs2 = np.array([unit(0, 1, 0.05, 0), unit(0, 0, 1, 1)])
    keep, why, kept = decontaminate.cut(vecs2, [[0], [1]], ref, ["golden"], kept)
    assert keep == [False, True] and why == {"an earlier new row": 1} and len(kept) == 3


def _exam_dev_refusal(*args: str) -> str:
    """tools/exam_dev.py run with ``args``: it must exit 1 (before any data is read); its last
    line of stderr."""
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "exam_dev.py"), *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 1
    return run.stderr.strip().splitlines()[-1]


@pytest.mark.parametrize("grid", ["0.5", "0^1", "a^b", "0.5^1,"])
def test_exam_dev_refuses_a_bad_grid_point_in_one_line(grid):
    assert _exam_dev_refusal("--grid", grid) == (
        f"--grid {grid!r}: expected T^W[,T^W ...] with T > 0"
    )


@pytest.mark.parametrize("through", ["2", "20"])
def test_exam_dev_refuses_pair_sets_it_does_not_have_in_one_line(through):
    expected = f"--pairs-through {through}: expected 3 .. 19"
    assert _exam_dev_refusal("--pairs-through", through) == expected
