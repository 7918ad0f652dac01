"""The exam head (risk/exam.py): how much a prompt is worded like a benchmark question, and how
far its capability leans toward the unknown prior for not being one."""

from __future__ import annotations

import os

import numpy as np
import pytest
from test_scorers import _FixedEmbedder, cached_fixed_embedder, read_back_unfitted, tiny_index

from togmal_eval.risk import exam
from togmal_eval.risk.registry import make_scorer
from togmal_eval.risk.scorers import Context


def _unit(v: np.ndarray) -> np.ndarray:
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def test_exam_weight_is_full_at_zero_and_nothing_from_the_threshold_up():
    q = np.array([0.0, 0.1, 0.25, 0.5, 0.7, 1.0])
    assert exam.exam_weight(q, 0.5, 1.0) == pytest.approx([1.0, 0.8, 0.5, 0.0, 0.0, 0.0])
    assert exam.exam_weight(q, 0.5, 0.8) == pytest.approx([0.8, 0.64, 0.4, 0.0, 0.0, 0.0])
    assert exam.exam_weight(q, 1.0, 1.0) == pytest.approx([1.0, 0.9, 0.75, 0.5, 0.3, 0.0])


def test_exam_head_is_scikit_learns_balanced_logistic_regression():
    from sklearn.linear_model import LogisticRegression

    rng = np.random.default_rng(3)
    e = np.eye(8)
    a = _unit(e[0] + 0.6 * rng.normal(size=(120, 8)))
    b = _unit(e[1] + 0.6 * rng.normal(size=(45, 8)))  # unbalanced on purpose
    head = exam.ExamHead.fit(a, b, c=1.0)
    x, y = np.vstack([a, b]), np.r_[np.ones(len(a)), np.zeros(len(b))]
    ref = LogisticRegression(C=1.0, class_weight="balanced", tol=1e-10, max_iter=10_000).fit(x, y)
    probe = _unit(rng.normal(size=(30, 8)))
    assert head.prob(probe) == pytest.approx(ref.predict_proba(probe)[:, 1], abs=1e-5)


def test_the_conversational_texts_hold_no_golden_prompt():
    """The head's negatives are the detectors' training texts, none of them a golden prompt
    (a golden scored with the gate must not have been fitted on)."""
    import json

    from conftest import REPO

    texts = set(exam.conversational_texts())
    assert len(texts) > 5000
    for path in sorted((REPO / "goldens").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("//"):
                row = json.loads(line)
                assert row.get("prompt") not in texts, (path.name, row.get("prompt"))


def _scored(idx, conversational, queries, **extra):
    params = {"k": 5, "ood_m": 3, "use_ood": False, "semantic": False, "families": [],
              "exam_gate": True, **extra}  # fmt: skip
    ctx = Context(idx, _FixedEmbedder(conversational))
    return make_scorer("fusion", ctx, params).assess(["q"] * len(queries), queries)


def test_fusion_leans_a_conversational_prompt_toward_the_unknown_prior_without_flagging_it():
    """Worded like the conversational texts, a prompt's neighbours lend it a topic, not a
    difficulty: its capability leans toward unknown_risk by the exam weight; worded like the
    index's questions, it keeps its difficulty. Neither is flagged out of distribution."""
    rng = np.random.default_rng(5)
    e = np.eye(6)
    index_vecs = _unit(e[0] + 0.3 * rng.normal(size=(40, 6)))
    idx = tiny_index(list(np.linspace(0.05, 0.95, 40)), index_vecs)
    talk = _unit(e[1] + 0.3 * rng.normal(size=(40, 6)))
    queries = _unit(np.r_[e[[0]] + 0.05 * rng.normal(size=(1, 6)), e[[1]] + 0.4 * e[[0]]])
    on, off = _scored(idx, talk, queries), _scored(idx, talk, queries, exam_gate=False)
    like_exam, like_talk = on
    assert like_exam.components["exam"] > 0.9 and like_exam.components["exam_weight"] == 0.0
    assert like_exam.risk == pytest.approx(off[0].risk)
    assert like_talk.components["exam"] < 0.1 and like_talk.components["exam_weight"] > 0.8
    for a, b in zip(on, off):
        w, d = a.components["exam_weight"], a.components["difficulty"]
        assert a.ood == 0.0 and a.difficulty == pytest.approx(b.difficulty)
        assert a.components["unfamiliar"] == pytest.approx(w)
        assert a.components["capability_risk"] == pytest.approx((1 - w) * d + w * 0.3)
        assert b.components["capability_risk"] == pytest.approx(d)
    assert "worded unlike a benchmark question" in like_talk.explanation
    assert "worded unlike" not in like_exam.explanation
    # without an embedder (unit-test and tuning contexts) there is no head and no lean
    bare = make_scorer(
        "fusion",
        Context(idx),
        {"k": 5, "ood_m": 3, "semantic": False, "families": [], "exam_gate": True},
    ).assess(["q"] * 2, queries)
    assert [a.components["exam_weight"] for a in bare] == [0.0, 0.0]


def test_the_exam_weight_and_the_ood_flag_do_not_add_up():
    """A prompt both flagged and worded unlike an exam question leans by the larger of the two,
    once: the unknown prior, not below it."""
    rng = np.random.default_rng(8)
    e = np.eye(6)
    idx = tiny_index([0.9] * 40, _unit(e[0] + 0.2 * rng.normal(size=(40, 6))))
    talk = _unit(e[1] + 0.2 * rng.normal(size=(40, 6)))
    query = _unit(e[[1]] + 0.01 * rng.normal(size=(1, 6)))
    (a,) = _scored(idx, talk, query, use_ood=True, ood_alpha=1.0, ood_background=False)
    c = a.components
    assert c["unfamiliar"] == pytest.approx(max(c["ood"], c["exam_weight"]))
    u = c["unfamiliar"]
    assert c["capability_risk"] == pytest.approx((1 - u) * c["difficulty"] + u * 0.3)
    assert c["capability_risk"] >= 0.3 - 1e-12


@pytest.mark.slow
def test_held_out_benchmark_questions_keep_their_difficulty_and_conversation_leans(real_data):
    """On the real index: the `core` suite's questions (held out of the index and so of the
    head's fit) are read as exam questions, 92% with no exam weight and a mean weight of 0.033
    when measured (2026-12-04); the false / true premise prompts of corpus/fp-pairs-dev18.jsonl
    (conversational, never fitted on) lean with a mean weight of 0.49."""
    import json

    from conftest import REPO

    from togmal_eval.config import load_config
    from togmal_eval.goldens.loader import load_suites
    from togmal_eval.index.knn import normalise
    from togmal_eval.workspace import Workspace

    cfg = load_config(REPO / "togmal-eval.yaml").with_overrides(data_dir=str(real_data))
    ws = Workspace(cfg)
    head = exam.exam_head_for(ws.embedder, ws.index())

    def weights(texts):
        return exam.exam_weight(head.prob(normalise(ws.embedder.embed(texts, persist=False))))

    (core,) = load_suites(cfg, ws, ["core"])
    w = weights([g.text for g in core.goldens])
    assert (w == 0).mean() >= 0.9 and w.mean() <= 0.05, ((w == 0).mean(), w.mean())
    lines = (REPO / "corpus" / "fp-pairs-dev18.jsonl").read_text(encoding="utf-8").splitlines()
    talk = weights([json.loads(x)["text"] for x in lines if x.strip()])
    assert talk.mean() >= 0.4, talk.mean()


def test_the_fitted_head_is_kept_beside_the_cache_and_read_back(tmp_path, monkeypatch):
    """A later process reads the head instead of fitting it again; another index (or other
    conversational texts) gets its own file."""
    rng = np.random.default_rng(9)
    e = np.eye(6)
    talk = _unit(e[1] + 0.3 * rng.normal(size=(40, 6)))
    emb = cached_fixed_embedder(talk, tmp_path)
    idx = tiny_index([0.5] * 30, _unit(e[0] + 0.3 * rng.normal(size=(30, 6))))
    monkeypatch.setattr(exam, "conversational_texts", lambda: [f"t{i}" for i in range(40)])
    monkeypatch.setattr(exam, "_HEADS", {})
    first, again = read_back_unfitted(
        monkeypatch, exam, "_HEADS", exam.ExamHead, lambda: exam.exam_head_for(emb, idx)
    )
    (stored,) = tmp_path.glob("exam-*.npz")
    assert np.array_equal(again.coef, first.coef) and again.intercept == first.intercept
    other = tiny_index([0.5] * 30, _unit(e[2] + 0.3 * rng.normal(size=(30, 6))))
    monkeypatch.setattr(exam, "_HEADS", {})
    with pytest.raises(AssertionError, match="fitted again"):
        exam.exam_head_for(emb, other)
    assert list(tmp_path.glob("exam-*.npz")) == [stored]
    # heads of earlier indexes or code go once a few newer ones were used
    for i in range(3):
        (tmp_path / f"exam-old{i}.npz").write_bytes(b"old")
        os.utime(tmp_path / f"exam-old{i}.npz", (1e9 + i, 1e9 + i))
    monkeypatch.setattr(exam, "_HEADS", {})
    exam.exam_head_for(emb, idx)
    assert {p.name for p in tmp_path.glob("exam-*.npz")} == {
        stored.name,
        "exam-old2.npz",
        "exam-old1.npz",
    }
