"""The "far from everything" out-of-distribution test (fusion's ``ood_far_alpha``) on the real
index and the development set that confirmed it (slow: real corpus, embedding model)."""

from __future__ import annotations

import json

import numpy as np
import pytest
from conftest import REPO

from togmal_eval.config import load_config
from togmal_eval.harness import build_scorer
from togmal_eval.workspace import Workspace


def _rows(path):
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(x) for x in lines if x.strip() and not x.startswith("//")]


@pytest.mark.slow
def test_prompts_unlike_the_benchmark_and_everyday_requests_alike_are_unknown(real_data):
    """corpus/far-dev2.jsonl, by an author who saw nothing of the repository, read once after
    ood_far_alpha was chosen on far-dev (tools/far_ood_dev.py): 90 prompts unlike both (emoji,
    keyboard mashing, hashes, bare code, markup, filler) and 40 terse in-domain exam questions.
    Measured 2026-12-02: flagged 0.133 without the test, 0.600 with it; exam questions 0 and 0."""
    cfg = load_config(REPO / "togmal-eval.yaml").with_overrides(data_dir=str(real_data))
    ws = Workspace(cfg)
    rows = _rows(REPO / "corpus" / "far-dev2.jsonl")
    texts = [r["prompt"] for r in rows]
    far = np.array([bool(r["ood"]) for r in rows])

    sc = build_scorer(cfg, ws, "fusion", extra={"semantic": False})
    vec = ws.embedder.embed(sc.ctx.retrieval_texts(texts), persist=False)

    def flagged(**extra):
        sc = build_scorer(cfg, ws, "fusion", extra={"semantic": False, **extra})
        return np.array([a.ood >= 0.5 for a in sc.assess(texts, vec)])

    on, off = flagged(), flagged(ood_far_alpha=0.0)
    assert on[far].mean() >= 0.55 and on[far].mean() >= off[far].mean() + 0.3, (
        off[far].mean(),
        on[far].mean(),
    )
    assert not on[~far].any(), [t for t, f, o in zip(texts, far, on) if o and not f]
