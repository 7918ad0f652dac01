"""The estimator's own material (exemplar bank, classifier training sets, everyday requests, OOD
background, time-sensitive rows, false-premise claims, harm rows) holds no near twin of a golden prompt: a suite must measure skill on prompts the
estimator has not been fitted on."""

from __future__ import annotations

import numpy as np
import pytest

from togmal_eval.config import load_config
from togmal_eval.goldens.contamination import (
    SOURCES,
    THRESHOLD,
    estimator_material,
    golden_prompts,
    near_goldens,
)
from togmal_eval.workspace import Workspace


def test_near_goldens_flags_rows_at_or_above_the_threshold_by_cosine():
    golden = np.array([[1.0, 0.0], [0.0, 2.0]])  # lengths do not matter: cosine
    rows = np.array([[3.0, 0.0], [1.0, 1.0], [0.6, 0.8], [-1.0, 0.0]])
    near, best = near_goldens(rows, golden, threshold=0.8)
    assert best == pytest.approx([1.0, np.sqrt(0.5), 0.8, 0.0])
    assert near.tolist() == [True, False, True, False]
    assert near_goldens(rows, np.zeros((0, 2)))[0].tolist() == [False] * 4


def test_golden_prompts_reads_prompt_goldens_and_skips_refs_and_comments(tmp_path):
    (tmp_path / "a.jsonl").write_text(
        '// a comment\n{"id": "a1", "prompt": "Write a haiku."}\n{"id": "a2", "ref": "x/1"}\n\n',
        encoding="utf-8",
    )
    (tmp_path / "b.jsonl").write_text('{"id": "b1", "prompt": "Plan a trip."}\n', "utf-8")
    assert golden_prompts(tmp_path) == ["Write a haiku.", "Plan a trip."]


@pytest.fixture(scope="module")
def golden_vectors():
    cfg = load_config()
    emb = Workspace(cfg).embedder
    prompts = golden_prompts(cfg.goldens_dir)
    assert len(prompts) > 300  # the committed prompt suites
    return emb, prompts, emb.embed(prompts)


@pytest.mark.parametrize("material", SOURCES)
def test_no_material_row_is_a_near_twin_of_a_golden_prompt(golden_vectors, material):
    emb, prompts, gv = golden_vectors
    texts = [t for source, t in estimator_material() if source == material]
    assert len(texts) > 50  # the source is there: a wrong label must not pass by reading nothing
    near, best = near_goldens(emb.embed(texts), gv)
    twins = [(texts[i], round(float(best[i]), 3)) for i in np.nonzero(near)[0]]
    assert not twins, f"{len(twins)} rows within cosine {THRESHOLD} of a golden prompt: {twins[:3]}"
