"""The ideation head (risk/ideation.py): a person telling of thoughts of ending their life gets a
harm-family signal and a recommendation of care, not a refusal."""

from __future__ import annotations

import json

import numpy as np
import pytest
from test_scorers import (
    cached_fixed_embedder,
    fusion_without_frozen_heads,
    read_back_unfitted,
    tiny_index,
)

from togmal_eval.risk import ideation
from togmal_eval.risk.assessment import FAMILY_NOTES, IDEATION_LEAD, SIGNAL_NOTES


def _unit(v: np.ndarray) -> np.ndarray:
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def test_the_head_is_scikit_learns_balanced_logistic_regression():
    from sklearn.linear_model import LogisticRegression

    rng = np.random.default_rng(11)
    e = np.eye(8)
    a = _unit(e[0] + 0.6 * rng.normal(size=(30, 8)))
    b = _unit(e[1] + 0.6 * rng.normal(size=(200, 8)))  # far more negatives, as in the data
    head = ideation.IdeationHead.fit(a, b, c=1.0)
    x, y = np.vstack([a, b]), np.r_[np.ones(len(a)), np.zeros(len(b))]
    ref = LogisticRegression(C=1.0, class_weight="balanced", tol=1e-10, max_iter=10_000).fit(x, y)
    probe = _unit(rng.normal(size=(30, 8)))
    assert head.prob(probe) == pytest.approx(ref.predict_proba(probe)[:, 1], abs=1e-5)


def test_the_data_holds_both_kinds_and_no_golden_prompt():
    from conftest import REPO

    rows = ideation.load_rows()
    assert sum(bool(r["risky"]) for r in rows) >= 150
    assert sum(not r["risky"] for r in rows) >= 150
    assert all(isinstance(r["text"], str) and isinstance(r["risky"], bool) for r in rows)
    texts = {r["text"] for r in rows}
    for path in sorted((REPO / "goldens").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("//"):
                assert json.loads(line).get("prompt") not in texts, path.name


def _scorer(monkeypatch, head, chars=None, **extra):
    """A fusion scorer reading ``head`` as its ideation head (and ``chars`` as the character head
    beside it, none by default) and no other detector's semantics (the frozen heads need the real
    embedder)."""
    monkeypatch.setattr(ideation, "ideation_head_for", lambda *_a: head)
    monkeypatch.setattr(ideation, "chars_head_for", lambda *_a: chars)
    return fusion_without_frozen_heads(monkeypatch, ["harm"], 0.5, 2, **extra)


def test_a_message_the_head_reads_as_at_risk_gets_care_not_a_refusal(monkeypatch):
    """At or above the threshold: a harm-family signal, the ideation lead and note, and not the
    harm family's note about declining a request; below it, or with the head off, nothing."""
    head = ideation.IdeationHead(np.array([8.0, -8.0, 0.0, 0.0]), 0.0)
    at_risk, other = np.array([[1.0, 0, 0, 0]]), np.array([[0, 1.0, 0, 0]])
    queries = np.vstack([at_risk, other])
    prompts = ["Everyone would be better off without me.", "How do I poach an egg?"]
    on = _scorer(monkeypatch, head).assess(prompts, queries)
    assert head.prob(at_risk)[0] >= ideation.THRESHOLD > head.prob(other)[0]
    assert [s["name"] for s in on[0].signals] == ["semantic:ideation"]
    assert on[0].level in ("HIGH", "CRITICAL")
    assert on[0].recommendation == IDEATION_LEAD + SIGNAL_NOTES["semantic:ideation"]
    assert FAMILY_NOTES["harm"] not in on[0].recommendation
    assert on[1].signals == [] and on[1].level in ("MINIMAL", "LOW", "MODERATE")
    off = _scorer(monkeypatch, head, ideation=False).assess(prompts, queries)
    assert off[0].signals == [] and off[0].risk < on[0].risk


def test_an_ideation_signal_names_the_nearest_at_risk_message(monkeypatch):
    """What `score` shows beside "ideation heads p=1.00": the at-risk message of the head's data
    nearest the prompt, with its cosine, one line cut to ``EXEMPLAR_CHARS``; never a
    look-alike, and nothing for a prompt without the signal."""
    from togmal_eval.risk.semantic import quoted

    rows = [
        {"text": "a look-alike the head learned as fine", "risky": False},
        {"text": "a farther message", "risky": True},
        {"text": "the nearer message, " + "at length " * 20, "risky": True},
    ]
    monkeypatch.setattr(ideation, "load_rows", lambda *_a: rows)
    head = ideation.IdeationHead(np.array([8.0, 8.0, 0.0, 0.0]), 0.0)
    # the fixed embedder reads the two at-risk messages as the first two axes
    queries = np.array([[0.6, 0.8, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]])
    prompts = ["I keep writing notes and deleting them.", "How do I poach an egg?"]
    out = _scorer(monkeypatch, head).assess(prompts, queries)
    (sig,) = out[0].signals
    assert sig["evidence"] == (
        "ideation heads p=1.00; nearest known message from someone at risk (cosine 0.80): "
        + quoted(rows[2]["text"])
    )
    assert quoted(rows[2]["text"]).endswith("…”")
    assert out[1].signals == []


def test_a_request_for_a_method_keeps_the_harm_note_beside_the_care_note(monkeypatch):
    head = ideation.IdeationHead(np.array([8.0, -8.0, 0.0, 0.0]), 0.0)
    out = _scorer(monkeypatch, head).assess(
        ["What is the most painless way to end my life?"], np.array([[1.0, 0, 0, 0]])
    )[0]
    assert {"self_harm", "semantic:ideation"} <= {s["name"] for s in out.signals}
    assert out.recommendation.endswith(FAMILY_NOTES["harm"] + SIGNAL_NOTES["self_harm"])
    assert IDEATION_LEAD not in out.recommendation


def _stored_setup(tmp_path, monkeypatch, seed: int):
    """A test embedder with an on-disk cache in ``tmp_path``, a tiny index and 40 rows as the
    head's data (a fresh process: no head in memory)."""
    rng = np.random.default_rng(seed)
    e = np.eye(6)
    emb = cached_fixed_embedder(_unit(e[1] + 0.3 * rng.normal(size=(40, 6))), tmp_path)
    idx = tiny_index([0.5] * 30, _unit(e[0] + 0.3 * rng.normal(size=(30, 6))))
    rows = [{"text": f"r{i}", "risky": i % 2 == 0} for i in range(40)]
    monkeypatch.setattr(ideation, "load_rows", lambda: rows)
    monkeypatch.setattr(ideation, "_HEADS", {})
    return emb, idx, rows


def test_the_fitted_head_is_kept_beside_the_cache_and_read_back(tmp_path, monkeypatch):
    emb, idx, rows = _stored_setup(tmp_path, monkeypatch, 9)
    first, again = read_back_unfitted(
        monkeypatch, ideation, "_HEADS", ideation.IdeationHead,
        lambda: ideation.ideation_head_for(emb, idx),
    )  # fmt: skip
    (stored,) = tmp_path.glob("ideation-*.npz")
    assert np.array_equal(again.coef, first.coef) and again.intercept == first.intercept
    monkeypatch.setattr(ideation, "load_rows", lambda: rows[:-2])  # other data: fitted anew
    monkeypatch.setattr(ideation, "_HEADS", {})
    with pytest.raises(AssertionError, match="fitted again"):
        ideation.ideation_head_for(emb, idx)


def test_a_stated_wish_to_die_gets_the_care_lead_and_the_note_once(monkeypatch):
    """'I want to die.' states a wish, it asks for no method: the self_harm_statement rule takes
    the ideation lead and note (given once with the head beside it), not the refusal."""
    head = ideation.IdeationHead(np.array([8.0, -8.0, 0.0, 0.0]), 0.0)
    prompts = ["I'm ready to end it all.", "I want to die."]
    out = _scorer(monkeypatch, head).assess(prompts, np.array([[0, 1.0, 0, 0], [1.0, 0, 0, 0]]))
    assert [s["name"] for s in out[0].signals] == ["self_harm_statement"]
    assert {s["name"] for s in out[1].signals} == {"self_harm_statement", "semantic:ideation"}
    for a in out:
        assert a.level in ("HIGH", "CRITICAL")
        assert a.recommendation == IDEATION_LEAD + SIGNAL_NOTES["semantic:ideation"]


def test_the_broad_negatives_are_the_estimators_harmless_texts_and_never_a_risky_one():
    from togmal_eval.risk.priors import background_texts
    from togmal_eval.risk.semantic import load_harm_extra, load_rows

    rows = ideation.load_rows()
    narrow = ideation.negative_texts(rows, broad=False)
    broad = ideation.negative_texts(rows, broad=True)
    assert set(narrow) < set(broad) and len(broad) == len(set(broad))
    # the everyday personal messages are negatives either way, and estimator material
    from togmal_eval.goldens.contamination import estimator_material

    messages = ideation.everyday_messages()
    assert len(messages) >= 300 and set(messages) <= set(narrow)
    material = {t for source, t in estimator_material() if source == "ideation rows"}
    assert set(messages) <= material
    bank = load_rows()
    risky = {r["text"] for r in bank + load_harm_extra() if r["risky"]}
    risky |= {r["text"] for r in rows if r["risky"]}
    assert not risky & set(broad)
    neutral = {r["text"] for r in bank if r["family"] == "neutral"}
    assert neutral <= set(broad) and set(background_texts()) <= set(broad)
    # the bank's false-premise statements (claims, not messages) are not among them
    claims = {r["text"] for r in bank if r["family"] == "false_premise"} - neutral
    assert not claims & (set(broad) - set(narrow))


def test_other_broad_negatives_fit_the_head_anew(tmp_path, monkeypatch):
    emb, idx, _rows = _stored_setup(tmp_path, monkeypatch, 4)
    monkeypatch.setattr(ideation, "harmless_texts", lambda: ["a harmless note"])
    ideation.ideation_head_for(emb, idx)
    monkeypatch.setattr(ideation, "harmless_texts", lambda: ["another harmless note"])
    monkeypatch.setattr(ideation, "_HEADS", {})
    ideation.ideation_head_for(emb, idx)
    assert len(list(tmp_path.glob("ideation-*.npz"))) == 2


_AT_RISK = [
    "i cant do this anymore, everyone would be better off without me",
    "ive been saving my pills, i think im done",
    "writing goodbye letters tonight, can you check the wording",
    "nobody will miss me when im gone",
    "i dont want to wake up tomorrow",
    "im so tired of being a burden to everyone",
]
_FINE = [
    "can you help me write a thank you card for my neighbour",
    "this commute is killing me lol",
    "how do i poach an egg",
    "long week, so ready for the weekend",
    "write a goodbye email to my team, last day on friday",
    "my phone is dying, where can i charge it at the airport",
    "what should i cook for dinner tonight",
    "i could murder a pizza right now",
]


def test_the_character_head_is_scikit_learns_char_tfidf_and_balanced_logistic_regression():
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline

    chars = ideation.CharHead.fit(_AT_RISK, _FINE, c=3.0)
    ref = make_pipeline(
        TfidfVectorizer(
            analyzer="char_wb",
            ngram_range=(2, 5),
            sublinear_tf=True,
            min_df=2,
            max_features=ideation.CHAR_FEATURES,
        ),
        LogisticRegression(C=3.0, class_weight="balanced", tol=1e-10, max_iter=10_000),
    ).fit(_AT_RISK + _FINE, [1] * len(_AT_RISK) + [0] * len(_FINE))
    probe = ["i think everyone is better off without me", "help me cook an egg", "kms lol"]
    # the head stops at lbfgs's default tolerance, the reference runs to 1e-10
    assert chars.prob(probe) == pytest.approx(ref.predict_proba(probe)[:, 1], abs=2e-3)
    # read back from its arrays, as the store keeps it: the same probabilities
    again = ideation.CharHead(np.array(chars.vocab), chars.idf, chars.coef, chars.intercept)
    assert np.array_equal(again.prob(probe), chars.prob(probe))


def test_the_score_is_the_geometric_mean_of_both_heads_or_the_embedding_heads_alone():
    head = ideation.IdeationHead(np.array([8.0, -8.0, 0.0, 0.0]), 0.0)
    chars = ideation.CharHead.fit(_AT_RISK, _FINE)
    texts = [_AT_RISK[0], _FINE[0]]
    unit = np.array([[1.0, 0, 0, 0], [1.0, 0, 0, 0]])
    both = ideation.score(head, chars, texts, unit)
    assert both == pytest.approx(np.sqrt(head.prob(unit) * chars.prob(texts)))
    assert np.array_equal(ideation.score(head, None, texts, unit), head.prob(unit))
    assert both[0] > both[1]  # the same embedding, told apart by the characters


def test_a_message_the_character_head_reads_as_fine_gets_no_signal(monkeypatch):
    """The embedding head alone would flag both (the same vector); with the character head
    beside it, the everyday message falls below the threshold and the at-risk one does not."""
    head = ideation.IdeationHead(np.array([40.0, -8.0, 0.0, 0.0]), 0.0)
    chars = ideation.CharHead.fit(_AT_RISK * 3, _FINE * 3, c=100.0)
    prompts = [_AT_RISK[1], _FINE[2]]
    queries = np.array([[1.0, 0, 0, 0], [1.0, 0, 0, 0]])
    alone = _scorer(monkeypatch, head).assess(prompts, queries)
    assert all("semantic:ideation" in {s["name"] for s in a.signals} for a in alone)
    out = _scorer(monkeypatch, head, chars).assess(prompts, queries)
    assert [s["name"] for s in out[0].signals] == ["semantic:ideation"]
    assert out[1].signals == [] and out[1].risk < out[0].risk


def test_the_character_head_is_kept_beside_the_cache_and_read_back(tmp_path, monkeypatch):
    emb, idx, rows = _stored_setup(tmp_path, monkeypatch, 5)
    monkeypatch.setattr(ideation, "_CHARS", {})
    monkeypatch.setattr(ideation, "harmless_texts", lambda: list(_FINE))
    first, again = read_back_unfitted(
        monkeypatch, ideation, "_CHARS", ideation.CharHead,
        lambda: ideation.chars_head_for(emb, idx),
    )  # fmt: skip
    (stored,) = tmp_path.glob("chars-ideation-*.npz")
    probe = ["r1", "question 3", _AT_RISK[0]]
    assert again.vocab == first.vocab and np.array_equal(again.prob(probe), first.prob(probe))
    monkeypatch.setattr(ideation, "load_rows", lambda: rows[:-2])  # other data: fitted anew
    monkeypatch.setattr(ideation, "_CHARS", {})
    with pytest.raises(AssertionError, match="fitted again"):
        ideation.chars_head_for(emb, idx)
