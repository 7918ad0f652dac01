"""Shared fixtures. Tests that need the real MMLU-Pro data (../shared) and the full index are
marked ``slow`` and run with ``--runslow`` (or TOGMAL_EVAL_SLOW=1)."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data" / "mmlu-pro"


def pytest_addoption(parser):
    parser.addoption(
        "--runslow",
        action="store_true",
        default=False,
        help="run tests that need the real corpus and the full index",
    )


def pytest_collection_modifyitems(config, items):
    if config.getoption("--runslow") or os.environ.get("TOGMAL_EVAL_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="needs --runslow (real corpus, full index)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


# Self-written fixture questions (never third-party text): (domain, src, question, answer, n_options)
FIXTURE_QUESTIONS = [
    ("math", "ori_mmlu-elementary_mathematics", "What is seven plus five?", "B", 4),
    ("math", "ori_mmlu-elementary_mathematics", "What is twelve divided by four?", "A", 4),
    ("math", "stemez-algebra", "Solve for y: 3y + 2 = 11.", "C", 10),
    (
        "physics",
        "ori_mmlu-high_school_physics",
        "A ball falls from rest for two seconds; how far does it fall?",
        "D",
        4,
    ),
    ("physics", "stemez-mechanics", "What force accelerates a 2 kg cart at 3 m/s^2?", "A", 10),
    (
        "history",
        "ori_mmlu-high_school_world_history",
        "Which empire built the city of Cuzco?",
        "B",
        4,
    ),
    (
        "law",
        "ori_mmlu-professional_law",
        "Is a verbal promise to sell land generally enforceable?",
        "C",
        4,
    ),
    ("biology", "ori_mmlu-college_biology", "Which organelle makes most of a cell's ATP?", "A", 4),
    ("chemistry", "theoremQA-chemistry", "How many moles are in 36 grams of water?", "B", 10),
    (
        "economics",
        "scibench-econ",
        "What happens to demand when the price of a substitute rises?",
        "D",
        10,
    ),
]
FIXTURE_MODELS = ["model-a", "model-b", "model-c"]


def fixture_records():
    out = []
    for i, (dom, src, q, ans, nopt) in enumerate(FIXTURE_QUESTIONS):
        out.append(
            {
                "question_id": 100 + i,
                "question": q,
                "options": [f"option {j}" for j in range(nopt)],
                "answer": ans,
                "answer_index": "ABCDEFGHIJ".index(ans),
                "cot_content": "",
                "category": dom,
                "src": src,
            }
        )
    return out


def fixture_preds():
    """model-a always right; model-b right on even ids; model-c null on the first, wrong elsewhere."""
    recs = fixture_records()
    preds = {m: {} for m in FIXTURE_MODELS}
    for r in recs:
        qid = str(r["question_id"])
        preds["model-a"][qid] = r["answer"]
        preds["model-b"][qid] = r["answer"] if r["question_id"] % 2 == 0 else "J"
        preds["model-c"][qid] = None if r["question_id"] == 100 else "J"
    return preds


def write_extract(folder: Path, records=None, preds=None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    records = fixture_records() if records is None else records
    preds = fixture_preds() if preds is None else preds
    with gzip.open(folder / "questions.jsonl.gz", "wt", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps(r) + "\n")
    with gzip.open(folder / "predictions.jsonl.gz", "wt", encoding="utf-8") as fh:
        for m, p in preds.items():
            fh.write(json.dumps({"model": m, "shots": 5, "preds": p}) + "\n")
    return folder


@pytest.fixture
def extract_dir(tmp_path) -> Path:
    return write_extract(tmp_path / "extract")


@pytest.fixture
def real_data() -> Path:
    if not (SHARED_DATA / "questions.jsonl.gz").is_file():
        pytest.skip("../shared/data/mmlu-pro is not present")
    return SHARED_DATA
