"""The retrieval-side typo corrector: fixes misspellings, leaves everything else as typed."""

from __future__ import annotations

import numpy as np
import pytest

from togmal_eval.index.typos import TypoCorrector, edits1, english_words, vocabulary
from togmal_eval.risk.scorers import Context, KnnScorer

INDEX_TEXTS = [
    "A patient who smoked cigarettes daily presents with a persistent cough.",
    "How does energy release in combustion differ from aerobic respiration?",
    "Which enzyme unwinds the double helix during replication? Consider the enzyme.",
    "The tenant leased the property from the owner in fee simple.",
    "The owners agreed the lease is void.",
    "What is the principal difference between the two positions?",
]


@pytest.fixture(scope="module")
def corrector() -> TypoCorrector:
    return TypoCorrector(vocabulary(INDEX_TEXTS), english=["dally", "lease", "is"])


def test_edits1_matches_a_slow_damerau_distance_reference():
    def dist(a: str, b: str) -> int:  # optimal string alignment distance, written out
        d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
        for i in range(len(a) + 1):
            d[i][0] = i
        for j in range(len(b) + 1):
            d[0][j] = j
        for i in range(1, len(a) + 1):
            for j in range(1, len(b) + 1):
                d[i][j] = min(
                    d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1])
                )
                if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        return d[len(a)][len(b)]

    word = "helix"
    got = edits1(word)
    assert all(dist(word, e) == 1 for e in got)
    # every string over a small alphabet within distance 1 is generated
    import itertools

    for n in (4, 5, 6):
        for cand in itertools.product("ehilx", repeat=n):
            c = "".join(cand)
            if c != word and dist(word, c) == 1:
                assert c in got, c


@pytest.mark.parametrize(
    "typed, fixed",
    [
        ("A patient who smoked cigarettes dialy", "A patient who smoked cigarettes daily"),
        ("How does energy relase in combustion", "How does energy release in combustion"),
        ("Which enzymee unwinds the helix?", "Which enzyme unwinds the helix?"),
        ("Cosnider the enzyme.", "Consider the enzyme."),  # capitalised at a sentence start
        ("WHICH ENZYYME UNWINDS THE HELIX?", "WHICH ENZYME UNWINDS THE HELIX?"),  # shouted
        ('the "tennant" leased it', 'the "tenant" leased it'),  # punctuation kept around a word
    ],
)
def test_misspelt_words_are_corrected(corrector, typed, fixed):
    assert corrector.correct(typed) == fixed


@pytest.mark.parametrize(
    "text, would_be",
    [
        ("The owner may dally over the lease", "dally"),  # real words the dictionary knows
        ("The owneris here", "owneris"),  # glued words split into two known words: not a typo
        ("The smokedA and smoked2", "smokeda"),  # inner capitals, digits and symbols
        ("See the DIALY report", "dialy"),  # an acronym inside ordinary text
        ("the enzyme Dialy unwinds", "dialy"),  # a capitalised word inside a sentence is a name
        ("teh enzyme", "teh"),  # words shorter than four letters are never touched
    ],
)
def test_everything_else_is_left_as_typed(corrector, text, would_be):
    assert corrector.best(would_be) is not None  # one edit from an index word, yet kept
    assert corrector.correct(text) == text


def test_a_word_with_nothing_one_edit_away_is_left_as_typed(corrector):
    assert corrector.correct("qwertyuiop zxcvbnm") == "qwertyuiop zxcvbnm"


def test_a_run_of_letters_longer_than_any_word_is_left_as_typed(corrector, monkeypatch):
    """One edit of an n-letter word is ~54n strings of n letters: a pasted run of 32,000 letters
    once took the process past the machine's memory (~54 GB). Nothing longer than a word is
    expanded into its edits."""
    from togmal_eval.index import typos

    expanded = []
    real = typos.edits1
    monkeypatch.setattr(typos, "edits1", lambda w: expanded.append(len(w)) or real(w))
    blob = "a" * 32_000
    assert corrector.correct(f"is {blob}?") == f"is {blob}?"
    long_typo = "pneumonoultramicroscopicsilicovolcanoconiosiss"  # 46 letters
    assert corrector.correct(long_typo) == long_typo
    assert expanded == []
    assert corrector.correct("which enzymee") == "which enzyme" and expanded  # words still are


def test_ties_are_broken_by_frequency_then_alphabet():
    c = TypoCorrector(vocabulary(["bale bale bale", "male", "kale"]))
    assert c.correct("xale") == "bale"  # the most frequent index word one edit away
    c = TypoCorrector(vocabulary(["male", "kale"]))
    assert c.correct("xale") == "kale"  # equal counts: alphabetical, so the same on every run


def test_the_english_dictionary_is_large_and_knows_common_and_rare_words():
    words = english_words()
    assert len(words) > 100_000
    assert {"the", "nomination", "resection", "delegates"} <= words
    assert "cigaettees" not in words


class _LetterEmbedder:
    """Bag-of-letters vectors: enough to show the corrected text is what gets embedded."""

    def __init__(self):
        self.seen: list[str] = []

    def embed(self, texts, persist=True, progress=None):
        self.seen += list(texts)
        out = np.zeros((len(texts), 26), np.float32)
        for i, t in enumerate(texts):
            for ch in t.lower():
                if "a" <= ch <= "z":
                    out[i, ord(ch) - 97] += 1
        return out


def test_a_scorer_embeds_the_corrected_prompt_only_when_its_context_has_a_corrector(corrector):
    emb = _LetterEmbedder()

    class Probe(KnnScorer):
        name = "probe"

        def assess(self, prompts, vectors):
            return list(prompts)

    assert Probe(Context(None, emb, corrector)).score(["the tennant"]) == ["the tennant"]
    assert emb.seen == ["the tenant"]  # retrieval sees the fix; the detectors get what was typed
    Probe(Context(None, emb)).score(["the tennant"])
    assert emb.seen[-1] == "the tennant"


def test_a_prompt_in_another_language_is_read_as_typed(corrector, monkeypatch):
    """Its words are not English typos: German 'dies', one edit from the index word 'does', is
    left as typed; read as English (the language test switched off) it would be corrected."""
    from togmal_eval.risk import language

    german = (
        "Ich habe eine Frage zur Hausaufgabe: welches Enzym entwindet die Doppelhelix bei der "
        "Replikation, und warum ist dies so wichtig?"
    )
    assert language.foreign(language.identify([german])[0])[0] > 0
    assert corrector.corrections(german) == (german, [])
    monkeypatch.setattr(language, "foreign", lambda p: np.zeros(len(p)))
    assert ("dies", "does") in corrector.corrections(german)[1]
