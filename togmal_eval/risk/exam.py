"""How much a prompt is worded like a benchmark question, and how much its neighbours' difficulty
should count for it.

The index's success rates measure multiple-choice exam questions. A prompt worded like one (a
held-out question, a question from a new benchmark) inherits its neighbours' difficulty; a prompt
worded like a conversation ("Why is the Great Wall visible from the Moon?", "How do I poach an
egg?") only borrows its topic from them: whether physics questions are hard says little about
whether an LLM fails a chat about a physics myth. Treating that borrowed difficulty as known
spreads such prompts' risk by topic, which drowns the evidence that tells a false premise from a
true one or a harmful request from its look-alike.

The exam head is a logistic regression on the embedding: the index's questions against the
conversational prompts the detectors are trained on (the exemplar bank, everyday requests, the
OOD background, the time-sensitive and extra harm rows), class-balanced, C=1 (not searched). Its
probability ``q`` gives the weight with which the capability estimate leans toward the unknown
prior, beside the out-of-distribution flag (which it never sets):

    exam weight = EXAM_WEIGHT * clip(1 - q / EXAM_T, 0, 1)
    capability  = (1 - u) * difficulty + u * unknown_risk,   u = max(ood, exam weight)

Fusion parameter ``exam_gate``, on: chosen, failed its first confirmation, passed a second one
fixed after the first (2026-12-04; below).

The rule, fixed before the grid: ``EXAM_T`` 0.3 / 0.5 / 0.7 / 0.9 / 1 by ``EXAM_WEIGHT`` 0.5 /
0.8 / 1; admissible if the index's cross-fitted stacker AUROC (the exam head cross-fitted too)
falls by at most 0.002 and its ECE rises by at most 0.005, each of the index's two sources held
out in turn (``tools/origin_shift_dev.py``'s proxy for a new benchmark) loses at most 0.005, and
the harmless dev prompts' MODERATE+ and HIGH+ shares do not rise; the admissible point with the
best mean risk AUROC over corpus/fp-pairs-dev3 .. dev15, adopted for a gain of 0.01; confirmed
once on the reserved corpus/fp-pairs-dev17.jsonl (risk AUROC up) and plain-dev17.jsonl
(MODERATE+ up by at most a point).

Chosen: 0.5 / 1 (the points with 0.7 .. 1 by 0.8 .. 1 gain more but cost the index 0.002-0.007):
* index cross-fitted AUROC 0.7589 -> 0.7573, ECE 0.0106 -> 0.0116 (a one-off script; the same
  rule's figures by ``python tools/exam_dev.py``, with the project's grouped folds: 0.7574 and
  0.0107, the same points admissible); a source held out: MMLU 0.6038 -> 0.6019, STEM problems
  0.7863 -> 0.7843;
* mean risk AUROC over fp-pairs-dev3 .. dev15 0.7247 -> 0.7443 (12 of 13 sets up; dev14
  0.591 -> 0.589), fp-pairs-dev16 0.631 -> 0.642, fp-asks-dev .. dev3 0.730 / 0.670 / 0.562
  -> 0.805 / 0.715 / 0.632 (``python tools/false_premise_dev.py [--off exam_gate]``);
* harmless dev prompts MODERATE+ 13.2% -> 11.0%, HIGH+ 6.6% -> 6.2%; the eleven jailbreak dev
  sets' mean full-scorer AUROC 0.9605 -> 0.9593 (persona-dev 0.980 -> 0.968), the nine harm dev
  sets' 0.9229 -> 0.9257, time-dev3 / dev4 0.952 / 0.914 -> 0.946 / 0.911; look-alikes
  MODERATE+ down in every set (harm-dev2 0.300 -> 0.167, jb-mention-dev 0.448 -> 0.312), 11 of
  about 2,000 attacks below HIGH (``python tools/persona_dev.py [--off exam_gate] FILE ...``).

Confirmation: plain-dev17 MODERATE+ 0.161 -> 0.133 passed; fp-pairs-dev17 (99 pairs of less
famous wrong specifics) risk AUROC 0.564 -> 0.557 failed. There the claim matcher is weak (0.611
alone) and the pairs' difficulty carries nothing (AUROC 0.49), so flattening capability leaves
noise to noise. The gate was committed off (c3f85fe). One more confirmation was then fixed, the
last either way: a pair set written for it by another author who read nothing of the repository
(corpus/fp-pairs-dev18.jsonl, 118 of 170 pairs kept by ``tools/decontaminate.py``), adopted only
if its risk AUROC does not fall and dev17 and dev18 pooled as one set rise, else the gate is
removed. dev18 0.7055 -> 0.7240, pooled 0.6387 -> 0.6448: on.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from .heads import LogisticHead, store_path, stored_head

EXAM_T = 0.5
EXAM_WEIGHT = 1.0
EXAM_C = 1.0
# Whether the head's negatives also hold both members of every claim pair of data/fp-claims.jsonl
# (statements of misconceptions and their true counterparts: 5,766 more conversational texts).
# Tried and dropped (2026-12-05). Over fp-pairs-dev3 .. dev19 the capability ranks false against
# true premises at chance (AUROC 0.46-0.55) while its spread (sd 0.04-0.11) costs the risk up to
# 0.05 (python tools/false_premise_dev.py: "its evidence alone"); a quarter of those prompts read
# as exam-like (q >= 0.25), so a head that knows more fact statements might lean them further. By
# a rule fixed before measuring (the gate's limits at the kept 0.5 ^ 1: the index's cross-fitted
# AUROC down by at most 0.002 and ECE up by at most 0.005, each source held out down by at most
# 0.005, harmless MODERATE+ and HIGH+ not up; adopted for a mean risk AUROC gain of 0.005 over
# fp-pairs-dev3 .. dev19; corpus/reserved/fp-pairs-dev20 and plain-dev19 to confirm it), python
# tools/exam_dev.py --grid 0.5^1 --pairs-through 19 [--claim-negatives]: index 0.7574 / 0.0107
# -> 0.7575 / 0.0120, MMLU held out 0.6019 -> 0.6025, STEM problems 0.7843 -> 0.7862, but the
# pair sets' mean 0.7243 -> 0.7238 and harmless MODERATE+ 11.37% -> 11.44% (HIGH+ 6.11% both):
# no gain, and a limit broken. The reserved sets stay unread.
# Tried and dropped the same day, by a rule fixed before measuring (the same limits and choice on
# P2 0.05 / 0.1 / 0.2 / 0.3 by T2 0.75 / 1): a second lean beside this one, for a prompt whose
# neighbourhood is unusual for a benchmark question (the OOD p-value p, not flagged) and that is
# not clearly worded as one, clip(1 - p / P2, 0, 1) x clip(1 - q / T2, 0, 1); a quarter of the
# pair sets' prompts read as exam-like, and their p-values sit low (median 0.05 against the
# index's 0.5). Best point 0.3 / 1: mean risk AUROC over fp-pairs-dev3 .. dev19 0.7243 -> 0.7266
# (+0.0023 against the 0.005 asked; harmless MODERATE+ down 0.6 point), computed from each
# prompt's captured components, which reproduce the scorer's risk on the pair sets exactly
# (python tools/exam_dev.py --joint --pairs-through 19). Not adopted; the index's cost was not
# measured.
CLAIM_NEGATIVES = False


def exam_weight(q: np.ndarray, t: float | None = None, weight: float | None = None) -> np.ndarray:
    """How far each prompt's capability leans toward the unknown prior for not being worded like
    a benchmark question: ``weight * clip(1 - q / t, 0, 1)`` (0 from ``q = t`` up); ``t`` and
    ``weight`` default to ``EXAM_T`` and ``EXAM_WEIGHT`` as they are at the call (the dev
    tools set them)."""
    t = EXAM_T if t is None else t
    weight = EXAM_WEIGHT if weight is None else weight
    q = np.asarray(q, np.float64)
    return weight * np.clip(1.0 - q / t, 0.0, 1.0)


def conversational_texts() -> list[str]:
    """The negatives of the exam head, each once in first-seen order: the exemplar bank, the
    everyday requests, the OOD background (short and long), the time-sensitive and the extra harm
    rows. None is a development or golden prompt."""
    from .priors import background_texts
    from .semantic import load_everyday, load_harm_extra, load_rows, load_time_sensitive

    texts = [r["text"] for r in load_rows()]
    texts += load_everyday() + background_texts()
    texts += [r["text"] for r in load_time_sensitive()]
    texts += [r["text"] for r in load_harm_extra()]
    if CLAIM_NEGATIVES:
        from .semantic import load_claims

        texts += [r["text"] for r in load_claims()]
    return list(dict.fromkeys(texts))


class ExamHead(LogisticHead):
    """P(worded like a benchmark question) from a unit embedding."""

    @classmethod
    def fit(cls, exam: np.ndarray, conversational: np.ndarray, c: float = EXAM_C) -> ExamHead:
        """Fitted on unit rows of both kinds (balanced classes)."""
        return super().fit(exam, conversational, c)


_HEADS: dict = {}


def _store_path(embedder, index, texts: list[str]) -> Path | None:
    """Where the head fitted on this index's vectors, these conversational texts, this module's
    code and this embedder is kept (None for test doubles)."""
    return store_path(embedder, "exam", __file__, index, "\0".join(texts).encode())


def exam_head_for(embedder, index) -> ExamHead:
    """The exam head of ``index`` under ``embedder``, fitted once (the conversational texts'
    embeddings come from the embedder's cache) and kept beside that cache, keyed by everything
    the fit reads; read back in later processes. Older heads beyond the most recently used few
    are removed (``embedder.prune_fits``)."""
    from ..index.embedder import once_per_embedder
    from ..index.knn import normalise

    def make() -> ExamHead:
        texts = conversational_texts()

        def fit() -> ExamHead:
            talk = normalise(np.asarray(embedder.embed(texts), np.float64))
            return ExamHead.fit(np.asarray(index.unit_vectors, np.float64), talk)

        return stored_head(ExamHead, _store_path(embedder, index, texts), fit)

    return once_per_embedder(_HEADS, embedder, make, index)
