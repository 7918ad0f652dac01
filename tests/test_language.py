"""A prompt not in English is unknown to the index (risk/language.py) and fusion says so."""

from __future__ import annotations

import gzip
import json

import numpy as np
import pytest
from test_scorers import tiny_index

from togmal_eval.risk import fusion, language
from togmal_eval.risk.heuristics import Signal
from togmal_eval.risk.registry import make_scorer
from togmal_eval.risk.scorers import Context

FOREIGN = [
    ("fr", "Pouvez-vous m'aider à rédiger une réponse polie au propriétaire de mon appartement ?"),
    ("de", "Könnten Sie diesen Brief meiner Krankenkasse bitte kurz auf Englisch zusammenfassen?"),
    ("es", "¿Me ayudas a escribir un correo para pedir un día libre la semana que viene?"),
    ("it", "Mi puoi tradurre in inglese questo messaggio del mio vicino di casa, per favore?"),
    ("ja", "この手紙を英語に翻訳してください。来週の会議についての連絡です。"),
]
ENGLISH = [
    "What is the capital of Australia?",
    "A ball is thrown upward at 12 m/s. How long until it returns to the thrower's hand?",
    "def area(r):\n    return 3.14159 * r ** 2\n\nWhat does area(2) return?",
    "SELECT name FROM staff WHERE salary > 50000 ORDER BY name;",
    "Solve for x: 3x + 7 = 22.",
    "Homo erectus was:",
    "Can you translate 'good morning' into French?",
]


def test_prompts_in_other_languages_are_identified_and_english_ones_are_not():
    p, langs = language.identify([t for _, t in FOREIGN])
    assert langs == [lang for lang, _ in FOREIGN]
    assert (p >= language.THRESHOLD).all()
    p, langs = language.identify(ENGLISH)
    # code, formulas and short stems are never taken for a foreign language at the threshold
    assert (p < language.THRESHOLD).all(), list(zip(ENGLISH, p, langs))
    assert (language.foreign(p) == 0).all()


def test_text_without_letters_counts_as_english_and_foreign_keeps_only_confident_values():
    p, langs = language.identify(["", "12 + 7 = ?", "3.14 * 2"])
    assert p.tolist() == [0.0, 0.0, 0.0] and langs == ["en"] * 3
    assert language.foreign(np.array([0.2, 0.89, 0.9, 1.0])).tolist() == [0.0, 0.0, 0.9, 1.0]


def test_identification_does_not_depend_on_the_batch():
    texts = [t for _, t in FOREIGN] + ENGLISH
    together = language.identify(texts)
    alone = [language.identify([t]) for t in texts]
    assert together[0].tolist() == [a[0][0] for a in alone]
    assert together[1] == [a[1][0] for a in alone]


def _scorer(**params):
    rng = np.random.default_rng(3)
    unit = lambda v: v / np.linalg.norm(v, axis=1, keepdims=True)  # noqa: E731
    idx = tiny_index([0.1] * 20, unit(rng.normal(size=(20, 6))))  # hard: success 0.1
    base = {"k": 5, "ood_m": 3, "semantic": False, "families": [], "use_ood": False}
    return make_scorer("fusion", Context(idx), {**base, **params}), unit(rng.normal(size=(2, 6)))


def test_fusion_gives_a_foreign_prompt_the_ignorance_prior_and_says_why():
    scorer, q = _scorer()
    prompts = [FOREIGN[0][1], "Explain how a heat pump moves heat from outside into a house."]
    fr, en = scorer.assess(prompts, q)
    # the hard neighbours say nothing about a French prompt: unknown, at 0.5, flagged OOD
    assert fr.components["capability_risk"] == pytest.approx(
        language.FOREIGN_RISK, abs=1 - fr.components["language_ood"] + 1e-9
    )
    assert fr.ood >= language.THRESHOLD and fr.risk < en.risk
    assert "not in English (language 'fr'" in fr.explanation
    assert "unlike the benchmark questions" in fr.recommendation
    # an English prompt is untouched: its capability is the neighbours' difficulty
    assert en.components["language_ood"] == 0.0 and en.ood == 0.0
    assert en.components["capability_risk"] == pytest.approx(en.difficulty)
    assert "not in English" not in en.explanation


def test_the_language_switch_turns_it_off():
    on, q = _scorer()
    off, _ = _scorer(language=False)
    a_on = on.assess([FOREIGN[1][1]], q[:1])[0]
    a_off = off.assess([FOREIGN[1][1]], q[:1])[0]
    assert "language_ood" not in a_off.components and a_off.ood == 0.0
    assert a_off.components["capability_risk"] == pytest.approx(a_off.difficulty)
    assert a_on.risk != pytest.approx(a_off.risk)


def test_the_english_heads_weight_on_foreign_prompts_follows_the_language_flag():
    # certain foreign -> the weight, English -> 1, in between linear; 1 changes nothing
    w = fusion.foreign_head_weights(np.array([0.0, 0.95, 1.0]), 0.5)
    assert w.tolist() == pytest.approx([1.0, 0.525, 0.5])
    assert fusion.foreign_head_weights(np.array([0.0, 1.0]), 1.0) is None
    assert fusion.foreign_head_weights(np.zeros(3), 0.0) is None
    assert fusion.foreign_head_weights(None, 0.0) is None
    sig = [Signal("semantic:jailbreak", "jailbreak", 0.8, "x"), Signal("r", "harm", 0.4, "y")]
    half = fusion._weighed(sig, 0.5)
    assert [s.weight for s in half] == pytest.approx([0.4, 0.2])
    assert [s.name for s in half] == ["semantic:jailbreak", "r"]
    assert fusion._weighed(sig, 0.0) == [] and fusion._weighed(sig, 1.0) is sig


def test_the_english_heads_weight_is_checked():
    from togmal_eval.errors import ConfigError

    with pytest.raises((ConfigError, ValueError), match="foreign_heads"):
        _scorer(foreign_heads=1.5)


def test_no_benchmark_question_is_taken_for_a_foreign_prompt(real_data):
    with gzip.open(real_data / "questions.jsonl.gz", "rt", encoding="utf-8") as f:
        questions = [json.loads(line)["question"] for line in f]
    p, _ = language.identify(questions)
    assert len(questions) > 10_000
    assert (language.foreign(p) == 0).all()
    assert p.max() < 0.7  # measured 0.54: a margin below the threshold, not at it
