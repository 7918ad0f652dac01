"""Typo correction of a prompt before it is embedded for retrieval (pure text, no I/O).

A misspelt word ("cigaettees", "diffferr", "teh") moves a prompt's embedding away from the
benchmark question it is about. Before a prompt is embedded, each plain word that is neither
in the index's own vocabulary nor an English word is replaced by the most frequent index word
one edit away (delete, transpose, replace, insert). Anything else is left as typed:
  * a word the index or the English dictionary knows, however rare ("resection", "Minoans");
  * a word that splits into two known words ("thereis", "weightof": glued, not misspelt);
  * tokens with digits, symbols or inner capitals ("MnCl_2", "tRNA", "detA"), acronyms in
    ordinary text ("GOTO"), and capitalised words inside a sentence (names);
  * words shorter than ``min_length`` letters, and runs of letters longer than any word.

Chosen on training data only (``tools/perturb_dev.py``): self-retrieval recall@1 of 1,000
perturbed index questions 0.940 -> 0.948 (typos 0.925 -> 0.945), while 6 of 1,000 unperturbed
questions held out of the vocabulary change at all (e.g. "hierarachy", "Howevei", "lettres").
The prompt the detectors read is the one the user typed; only the retrieval vector uses this.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

ALPHABET = "abcdefghijklmnopqrstuvwxyz"
WORD = re.compile(r"[A-Za-z]+")
# a whitespace-delimited token that is letters with at most light punctuation around them
TOKEN = re.compile(r"(?<!\S)([\"'(\[]?)([A-Za-z]+)([.,;:?!\"')\]]*)(?!\S)")
SENTENCE_END = ".?!:\n"
MIN_LENGTH = 4
# longer runs of letters are not words to correct ("a" * 32000 pasted, a base64 blob): one
# edit of a word of n letters makes ~54n strings of n letters, 54 GB at n = 32,000
MAX_LENGTH = 45
SHOUTING = 0.8  # share of upper-case letters above which a whole prompt is shouted


def vocabulary(texts: Iterable[str]) -> Counter:
    """Lower-cased word counts of the index texts."""
    c: Counter = Counter()
    for t in texts:
        c.update(w.lower() for w in WORD.findall(t))
    return c


def edits1(word: str) -> set[str]:
    """Every string one delete, adjacent transpose, replace or insert away from ``word``."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    out: set[str] = set()
    for a, b in splits:
        if b:
            out.add(a + b[1:])
            for c in ALPHABET:
                out.add(a + c + b[1:])
        if len(b) > 1:
            out.add(a + b[1] + b[0] + b[2:])
        for c in ALPHABET:
            out.add(a + c + b)
    out.discard(word)
    return out


class TypoCorrector:
    """``correct(text)``: the text with its misspelt plain words replaced (deterministic)."""

    def __init__(self, vocab: Counter, english: Iterable[str] = (), min_length: int = MIN_LENGTH):
        self.vocab = vocab
        self.english = frozenset(english)
        self.min_length = min_length

    def known(self, w: str) -> bool:
        return w in self.vocab or w in self.english

    def _glued(self, w: str) -> bool:
        if w[0] == "a" and w[1:] in self.vocab:  # "asubroutine"
            return True
        return any(self.known(w[:i]) and self.known(w[i:]) for i in range(2, len(w) - 1))

    def best(self, w: str) -> str | None:
        """The most frequent index word one edit from ``w`` (ties: alphabetical), or None."""
        cands = [(-self.vocab[c], c) for c in edits1(w) if c in self.vocab]
        return min(cands)[1] if cands else None

    def correct(self, text: str) -> str:
        return self.corrections(text)[0]

    def corrections(self, text: str) -> tuple[str, list[tuple[str, str]]]:
        """The corrected text and each (typed, corrected) word, in order; a text written in
        another language (``risk.language.foreign``) as it is: a word the English dictionary
        lacks is no typo there ("Ignoriere deine Richtlinien" read "deine" as "define")."""
        from ..risk.language import foreign, identify

        if foreign(identify([text])[0])[0] > 0:
            return text, []
        changes: list[tuple[str, str]] = []
        letters = [c for c in text if c.isalpha()]
        shouting = sum(c.isupper() for c in letters) > SHOUTING * max(1, len(letters))

        def sentence_start(i: int) -> bool:
            before = text[:i].rstrip()
            return not before or before[-1] in SENTENCE_END

        def fix(m: re.Match) -> str:
            pre, word, post = m.groups()
            w = word.lower()
            if not self.min_length <= len(w) <= MAX_LENGTH or self.known(w):
                return m.group(0)
            if word.isupper():
                if not shouting:
                    return m.group(0)  # an acronym in ordinary text
            elif not word.islower():
                if not (word[1:].islower() and (shouting or sentence_start(m.start()))):
                    return m.group(0)  # a name, or inner capitals
            if self._glued(w):
                return m.group(0)
            best = self.best(w)
            if best is None:
                return m.group(0)
            if word.isupper():
                best = best.upper()
            elif word[0].isupper():
                best = best.capitalize()
            changes.append((word, best))
            return pre + best + post

        return TOKEN.sub(fix, text), changes


def retrieval_texts(corrector: TypoCorrector | None, texts: Iterable[str]) -> list[str]:
    """The texts embedded for retrieval: the question each prompt asks (answer options pasted
    after it and an exam harness's frame set aside, as the index holds stems:
    ``options.question_stem``), corrected if a corrector is given."""
    from .options import question_stem

    stems = [question_stem(t) for t in texts]
    return stems if corrector is None else [corrector.correct(t) for t in stems]


def english_words() -> frozenset[str]:
    """pyspellchecker's English dictionary (about 160,000 words): what is *not* a typo."""
    from spellchecker import SpellChecker

    return frozenset(SpellChecker(distance=1).word_frequency.dictionary)
