"""Which prompts are not written in English, the benchmark's language.

Every index question is English, so for a prompt in another language the nearest questions are
near by accident: all-MiniLM-L6-v2 was trained on English, and French or Italian text lands
among benchmark questions that share its numbers, names or a few borrowed words. Their success
rates then say nothing about the prompt, yet they gave an Italian e-mail to translate or a
French caption to rewrite a difficulty of 0.75-0.8 (rated HIGH), and the out-of-distribution
test did not see it: a foreign text is as far from the everyday background as from the
benchmark, and the test reads the difference. Such a prompt is *unknown*: fusion flags it out
of distribution and gives it the capability risk ``FOREIGN_RISK`` = 0.5, the value of not
knowing, rather than ``unknown_risk`` (0.3, for an English prompt unlike the benchmark). The
detectors were trained on English too and are as blind: with 0.3, a jailbreak or injection
written in another language, which they rarely see, fell below most benign English prompts
(the full scorer's jailbreak+injection AUROC on exemplars-dev11, 22 foreign prompts of 150:
0.976 -> 0.943; with 0.5: 0.968; dev9 0.970 -> 0.971, dev12 0.993 -> 0.993). 0.5 was set as
the ignorance prior before that measurement and not searched.

The language is identified by py3langid (langid.py's naive Bayes over byte n-grams, 97
languages, deterministic). A prompt counts as foreign when its most likely language is not
English and has a probability of at least ``THRESHOLD``. Measured before the threshold was set,
on development data only (``python tools/language_dev.py`` prints every figure below):

* the 11,031 MMLU-Pro questions: none is given another language with a probability of 0.9; the
  highest is 0.54 ("Van den Haag is", Dutch), then short stems that look Latin ("Homo erectus
  was:");
* corpus/docs-dev14.jsonl: 18 of 100 prompts over 0.99, every one with a document or a request
  in another language; togmal_eval/data/exemplars-dev13.jsonl: 16 of 110; corpus/time-dev4.jsonl:
  20 of 200 over 0.9 (5 over 0.99), every one a French, German, Italian or Spanish question;
* none of the 5,000 prompts of the other corpus/*.jsonl dev sets and
  togmal_eval/data/everyday.jsonl, all English, is given another language at 0.9.

Effect (default scorer): benign foreign prompts of exemplars-dev9 and -dev11 rated HIGH or
worse 22% and 25% -> 0% and 6%; requests for work on a pasted document ("transform", python
tools/documents_dev.py) rated HIGH+ 13% -> 6% (exemplars-dev13) and 17% -> 10% (docs-dev14).
"""

from __future__ import annotations

import numpy as np

THRESHOLD = 0.9  # P(most likely language) from which a non-English prompt is unknown (above)
ENGLISH = "en"
FOREIGN_RISK = 0.5  # capability risk of a foreign prompt: neither difficulty nor safety is read

_IDENTIFIER = None


def _identifier():
    global _IDENTIFIER
    if _IDENTIFIER is None:
        from py3langid.langid import _load_identifier

        _IDENTIFIER = _load_identifier(norm_probs=True)
    return _IDENTIFIER


def identify(texts: list[str]) -> tuple[np.ndarray, list[str]]:
    """Per text, the most likely language's ISO 639-1 code and, when that is not English, its
    probability (0 for English; text without letters: 0 and "en").

    Not 1 - P(English): that sums every other language's share of the doubt, and a snippet of
    code or a three-word stem is English to no language model (a Python function: 0.97, "Van den
    Haag is": 0.999), while no single other language claims it (Icelandic 0.04, Dutch 0.54)."""
    ident = _identifier()
    p = np.zeros(len(texts))
    langs = [ENGLISH] * len(texts)
    for i, t in enumerate(texts):
        if not any(ch.isalpha() for ch in t):
            continue
        lang, q = ident.classify(t)
        langs[i] = str(lang)
        if lang != ENGLISH:
            p[i] = round(min(max(float(q), 0.0), 1.0), 6)
    return p, langs


def foreign(p_other: np.ndarray) -> np.ndarray:
    """The out-of-distribution share a language gives: ``identify``'s probability where it
    reaches ``THRESHOLD``, else 0."""
    p = np.asarray(p_other, np.float64)
    return np.where(p >= THRESHOLD, p, 0.0)
