"""Which side of a known (false, true) claim pair a prompt's own words take (risk/claim_words.py)."""

from __future__ import annotations

import numpy as np
import pytest

from togmal_eval.risk import semantic
from togmal_eval.risk.claim_words import (
    asks_for_value,
    content_words,
    distinguishing,
    states_other_value,
    takes_true_side,
)


def test_content_words_drop_stop_words_and_read_numbers_and_plurals_alike():
    assert content_words("Why do the bulls hate the colour red?") == {
        "bull",
        "hate",
        "colour",
        "red",
    }
    # number words as digits, thousands separators ignored, decimals kept whole
    assert content_words("three-second memory") == content_words("3 second memory")
    assert content_words("It costs 1,000 dollars") == {"cost", "1000", "dollar"}
    assert "9.81" in content_words("g is 9.81 m/s2")
    # the plural "-s" only goes from words over four letters, never from "-ss"
    assert content_words("bones gas class bats") == {"bone", "gas", "class", "bats"}


def test_distinguishing_words_are_what_one_member_has_and_the_other_lacks():
    f, t = distinguishing(
        "The United States bought Alaska from Canada.",
        "The United States bought Alaska from Russia in 1867.",
    )
    assert f == {"canada"} and t == {"russia", "1867"}


@pytest.mark.parametrize(
    "prompt,true_side",
    [
        ("Why did the US buy Alaska from Russia?", True),
        ("Why did the US buy Alaska from Canada?", False),
        # any of the false member's words and the prompt does not take the true side, even
        # beside more of the true member's: a false prompt often carries context words the more
        # verbose true member spells out
        ("Since Alaska was bought from Russia in 1867, not Canada, why ...?", False),
        ("What was Alaska's price?", False),  # neither side's words: not decided here
    ],
)
def test_a_prompt_takes_the_true_side_with_its_words_and_none_of_the_false(prompt, true_side):
    f, t = distinguishing(
        "Alaska was bought from Canada.", "Alaska was bought from Russia in 1867."
    )
    assert takes_true_side(content_words(prompt), f, t) is true_side


def _claims(texts, false_vecs, true_vecs) -> semantic._Claims:
    # a matcher that always fires near a claim: proximity gate open from 0, margin scale small
    return semantic._Claims(
        np.asarray(false_vecs, float), np.asarray(true_vecs, float), 0.0, 0.01, -1.0, 0.0,
        texts=tuple(texts),
    )  # fmt: skip


def test_true_side_reads_the_pair_the_matcher_reads():
    """The words are compared with the prompt's nearest pair, the one ``prob`` matched."""
    texts = [
        ("Bulls are enraged by the colour red.", "Bulls charge at the movement of the cape."),
        ("Goldfish have a three-second memory.", "Goldfish remember things for months."),
    ]
    c = _claims(texts, [[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]], [[0.9, 0.436, 0.0], [0.0, 0.6, 0.8]])
    vecs = np.array([[1.0, 0.0, 0.0], [0.99, 0.14, 0.0], [0.0, 0.1, 0.995]])
    prompts = [
        "Why are bulls enraged by red?",
        "Why do bulls charge at the cape's movement?",
        # nearest the goldfish pair: the bulls pair's words do not count
        "Since goldfish remember for months, how do I train mine? (not about cape movement)",
    ]
    assert c.true_side(vecs, prompts).tolist() == [False, True, True]
    # without the claims' texts (a fit stored before them) nothing is decided
    bare = semantic._Claims(c.false, c.true, 0.0, 0.01, -1.0, 0.0)
    assert bare.true_side(vecs, prompts).tolist() == [False, False, False]


def test_weak_evidence_counts_only_below_the_threshold_and_only_listed_families(monkeypatch):
    monkeypatch.setattr(semantic, "WEAK_EVIDENCE", {"false_premise": 0.5})
    monkeypatch.setattr(semantic, "WEAK_EXPONENT", {})
    probs = {
        "false_premise": np.array([0.0, 0.3, 0.49, 0.5, 0.9]),
        "harm": np.array([0.35, 0.35, 0.35, 0.35, 0.35]),  # not listed: never counts
    }
    th = {"false_premise": 0.5, "harm": 0.4}
    sev = semantic.SEVERITY["false_premise"]
    got, family = semantic.weak_evidence(probs, th, 5)
    # at or above the threshold it is a signal instead, so no weak evidence
    np.testing.assert_allclose(got, [0.0, 0.5 * sev * 0.3, 0.5 * sev * 0.49, 0.0, 0.0])
    assert family == ["", "false_premise", "false_premise", "", ""]
    none, no_family = semantic.weak_evidence({}, th, 3)
    assert none.tolist() == [0.0, 0.0, 0.0] and no_family == ["", "", ""]
    # the family that gives the larger term is the one named
    monkeypatch.setattr(semantic, "WEAK_EVIDENCE", {"false_premise": 0.5, "harm": 0.5})
    got, family = semantic.weak_evidence(probs, th, 5)
    harm = 0.5 * semantic.SEVERITY["harm"] * 0.35  # 0.175: above 0.5 * 0.75 * 0.3, below * 0.49
    assert family == ["harm", "harm", "false_premise", "harm", "harm"]
    np.testing.assert_allclose(got, [harm, harm, 0.5 * sev * 0.49, harm, harm])


def test_weak_evidence_power_lifts_small_probabilities_up_to_the_linear_value_at_the_threshold(
    monkeypatch,
):
    monkeypatch.setattr(semantic, "WEAK_EVIDENCE", {"false_premise": 1.0})
    monkeypatch.setattr(semantic, "WEAK_EXPONENT", {"false_premise": 0.5})
    p = np.array([0.0, 0.02, 0.125, 0.49, 0.5])
    sev = semantic.SEVERITY["false_premise"]
    got, family = semantic.weak_evidence({"false_premise": p}, {"false_premise": 0.5}, 5)
    # sev x 0.5 x sqrt(p / 0.5): 0.02 -> a fifth of the threshold's value, 0.125 -> a half
    np.testing.assert_allclose(got, [0.0, sev * 0.1, sev * 0.25, sev * 0.5 * 0.98**0.5, 0.0])
    linear = sev * p[:4]
    assert (got[1:4] > linear[1:]).all() and got[0] == 0.0  # lifted, never above the threshold's
    assert family == ["", "false_premise", "false_premise", "false_premise", ""]


BONES = ("The adult human body has 300 bones.", "The adult human body has 206 bones.")
FLIGHT = ("The Wright brothers first flew in 1910.", "The Wright brothers first flew in 1903.")


@pytest.mark.parametrize(
    "prompt,pair,other",
    [
        # another count of the same thing, in digits or words, or another year: a false premise
        ("Why does the adult human body have 212 bones?", BONES, True),
        (
            "Why do spiders have ten legs?",
            ("Spiders have six legs.", "Spiders have eight legs."),
            True,
        ),
        ("How did the Wright brothers fly at Kitty Hawk in 1913?", FLIGHT, True),
        # the false member's own value is another value too; the true one is not
        ("Why does the adult human body have 300 bones?", BONES, True),
        ("Why does the adult human body have 206 bones?", BONES, False),
        ("Why does the adult body have 206 bones and not 300 bones?", BONES, False),
        # a number of another kind: not the bones' count, not a year against a count
        ("I am 12 years old. How many bones does an adult have?", BONES, False),
        ("In 2024, how many bones does an adult human have?", BONES, False),
        ("Was the Wright brothers' plane 12 metres wide?", FLIGHT, False),
        # decades and centuries are spans, not values; "one" is mostly not a count
        ("How did flying change in the 1900s after the Wright brothers?", FLIGHT, False),
        ("How many bones does one adult human body have?", BONES, False),
        # no value to contradict
        ("Why do bones break?", BONES, False),
    ],
)
def test_a_prompt_stating_another_value_than_the_true_claim(prompt, pair, other):
    assert states_other_value(prompt, *pair) is other


def test_a_pair_that_differs_in_words_not_numbers_has_no_value_to_contradict():
    pair = ("Bulls are enraged by the colour red.", "Bulls react to the cape's movement.")
    assert not states_other_value("Why do 3 bulls charge at a red cape?", *pair)
    # numbers both members share are context, not the difference
    pair = (
        "In 1867 the US bought Alaska from Canada.",
        "In 1867 the US bought Alaska from Russia.",
    )
    assert not states_other_value("Why did the US buy Alaska in 1868?", *pair)


def test_the_value_rule_reads_only_prompts_near_enough_for_it_to_count():
    """Another value counts only where the pair's proximity gate is open: elsewhere it could add
    nothing, and a signal the classifier gives there must not be explained by it."""
    c = _claims([BONES], [[1.0, 0.0]], [[0.0, 1.0]])
    prompts = ["Why does the adult human body have 212 bones?"] * 2
    j = np.zeros(2, int)
    assert c.other_value(prompts, j, np.array([0.3, 0.0])).tolist() == [True, False]
    bare = semantic._Claims(c.false, c.true, 0.0, 0.01, -1.0, 0.0)  # no texts: nothing decided
    assert bare.other_value(prompts, j, np.array([1.0, 1.0])).tolist() == [False, False]


AMENDMENT = (
    "The 19th Amendment abolished slavery in the United States.",
    "The 13th Amendment abolished slavery in the United States.",
)
TELEPHONE = (
    "Thomas Edison invented the telephone.",
    "Alexander Graham Bell invented the telephone.",
)
CAPITAL = ("Sydney is the capital of Australia.", "Canberra is the capital of Australia.")
GALLON = ("A US liquid gallon is about 4.5 litres.", "A US liquid gallon is about 3.8 litres.")
CROISSANT = (
    "The croissant was invented in France.",
    "The croissant descends from the Austrian kipferl.",
)


@pytest.mark.parametrize(
    ("prompt", "pair", "asks"),
    [
        # asking for the value the false member gets wrong, of its kind, without naming it
        ("Which amendment to the US constitution abolished slavery?", AMENDMENT, True),
        ("Who invented the telephone?", TELEPHONE, True),
        ("what is the capital of australia", CAPITAL, True),
        ("Can you tell me the capital of Australia?", CAPITAL, True),
        ("How many litres are there in a US gallon?", GALLON, True),
        ("In which country did the croissant originate?", CROISSANT, True),
        # naming the value takes it for granted (or takes the true side: another rule's business)
        ("Why did the 19th Amendment abolish slavery?", AMENDMENT, False),
        ("Which inventions besides the telephone did Edison make?", TELEPHONE, False),
        ("What makes Sydney the capital of Australia?", CAPITAL, False),
        ("Since a US gallon is 4.5 litres, how many do I need for 10 litres?", GALLON, False),
        # a request for another kind of value than the one the false member gets wrong
        ("What is a US gallon used for?", GALLON, False),
        # "why" and "how" take the rest of the sentence as given
        ("Why is the capital of Australia its largest city?", CAPITAL, False),
        ("Tell me about the amendment that abolished slavery.", AMENDMENT, True),
    ],
)
def test_a_prompt_asking_for_the_value_a_false_claim_gets_wrong(prompt, pair, asks):
    assert asks_for_value(prompt, *pair) is asks


def test_a_claim_s_first_word_is_a_name_only_where_the_pair_differs_in_nothing_else():
    """A claim's first word is capitalised whatever it is: "Putting butter on a burn" names
    nothing, so a question about burns does not ask for it; "Casablanca is the capital of
    Morocco" against Rabat differs in the first word alone, a name."""
    butter = (
        "Putting butter on a burn helps it heal.",
        "Cool running water is first aid for a burn.",
    )
    assert not asks_for_value("What should I put on a burn?", *butter)
    morocco = ("Casablanca is the capital of Morocco.", "Rabat is the capital of Morocco.")
    assert asks_for_value("Can you tell me the capital of Morocco?", *morocco)


def test_a_misconception_that_names_no_value_lets_no_question_through():
    """A misconception that differs in ordinary words (enraged by red / provoked by movement), or
    whose value the prompt paraphrases instead of asking for, is not spared."""
    bulls = ("Bulls are enraged by the colour red.", "Bulls react to the cape's movement.")
    assert not asks_for_value("What colour enrages bulls the most?", *bulls)
    assert not asks_for_value("Which part of the cape do bulls react to?", *bulls)
    brain = (
        "Humans only use 10 percent of their brains.",
        "Humans use virtually all of their brain over the course of a day.",
    )
    assert not asks_for_value(
        "Since we only use a tenth of our brains, what exercises unlock the rest?", *brain
    )
