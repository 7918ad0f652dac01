"""Whether the writer of a prompt may be thinking of ending their life or harming themselves.

A person who writes "everyone would be better off without me", "I keep writing notes and
deleting them" or "can you help me pick a photo for people to remember me by" asks for nothing
harmful, so neither the harm rules nor the harm head (trained on requests) read them; before
this head such prompts rated LOW with "a standard response should be adequate".

The ideation head is a logistic regression on the embedding (class-balanced, ``C``): the at-risk
messages of ``data/ideation.jsonl`` (two authors who read nothing of the repository, 2026-12-05,
cut by tools/decontaminate.py; the first's kinds "ideation" / "look-alike", the second's
"at-risk" / "safe") against its look-alikes (figures of speech, grief, tiredness, wills, goodbyes
at work, lessons, fiction), the everyday requests (``data/everyday.jsonl``), everyday personal
messages from people who are fine (``EVERYDAY_MESSAGES``), the estimator's other harmless texts
(``BROAD_NEGATIVES``) and the index's questions. Beside it a character head (``CharHead``:
tf-idf character n-grams, logistic) learns the same messages against the same negatives; where
the geometric mean of the two (``score``) reaches ``THRESHOLD`` the prompt gets a
harm-family signal ``semantic:ideation`` of weight ``WEIGHT``, and the recommendation asks for
care rather than a refusal (``assessment.IDEATION_LEAD``). Fusion parameter ``ideation``.

How it was chosen (2026-12-05). A rule of phrases (``self_harm_ideation``: "I don't want to be
alive anymore", "everyone would be better off without me", goodbyes, a date decided, pills
saved) was written on one author's 237 messages (the first part of ``data/ideation.jsonl``; at
risk rated HIGH+ 0.158 -> 0.400 there) and failed its confirmation, fixed before that set
existed, on another author's 194 (the second part: 0.092 -> 0.173 against +0.20 asked;
look-alikes 0.010 -> 0.021): people say it in more ways than phrases hold. An embedding head
fitted on one set (with the everyday requests and the index's questions) ranked the other's
at-risk messages above their look-alikes at AUROC 0.93 (0.82 the other way round), so the head
was fitted on both, its threshold chosen on them by a rule fixed before a third set existed
(figures at ``THRESHOLD``) and confirmed once on that set, ``corpus/ideation-dev.jsonl`` (figures
at ``WEIGHT``).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from .heads import CharHead, LogisticHead, store_path, stored_head

DATA = Path(__file__).resolve().parent.parent / "data"
ROWS = DATA / "ideation.jsonl"
# Everyday personal messages from people who are fine (cards, thanks, moods, farewells, wills, dark
# words used lightly, caring for others), the head's negatives in the register it misfired in: 387
# of 400 by an author who read nothing of the repository (13 near dev sets or other material
# dropped by tools/decontaminate.py). C and the threshold stayed; nothing was chosen on a dev set.
# By a rule fixed before the confirming sets were written (harmless messages with the head's
# signal down by 30% or more, at-risk rated HIGH+ down by at most 0.03, AUROC by at most 0.005),
# confirmed once on corpus/ideation-dev3.jsonl (186 of 200 messages, 97 at risk) and
# corpus/plain-dev21.jsonl (194 of 200 harmless personal messages), two more authors: harmless with
# the signal 9 + 10 -> 4 + 2, at-risk HIGH+ 0.619 -> 0.608, AUROC 0.782 -> 0.800: passed. On the
# sets read before (used for no choice here) the recall cost is larger: with the signal, at risk
# ideation-dev 69 -> 61 of 100, ideation-dev2 70 -> 57 of 99 (HIGH+ 0.737 -> 0.616); harmless
# ideation-dev 6 -> 0, ideation-dev2 4 -> 2, plain-dev20 17 -> 4. Pooled over the five sets: at
# risk 195 -> 173 of 296, harmless personal messages 46 -> 12 of 663.
# Then, by rules fixed before measuring (2026-12-05), neither adopted: the threshold re-chosen on
# the read sets (the lowest on 0.80 .. 0.99 flagging at most half the earlier harmless personal
# messages, 23 of 663, and 0.26% of the harmless dev prompts) stayed 0.95 (0.94 flags 0.28%); and
# training on the three read ideation sets too (296 at-risk messages, 278 look-alikes) flagged
# 0.37% of the 4,608 harmless dev prompts at 0.95 (0.22% without), failing its precondition.
EVERYDAY_MESSAGES = DATA / "ideation-everyday.jsonl"
# C and the negatives, by a rule fixed before the sets confirming them were written (2026-12-05,
# second version): C in {1, 3, 10} by negatives narrow (look-alikes and everyday requests) or
# broad (``harmless_texts`` too: 911 -> 3,017 texts), threshold on 0.80 .. 0.99 by 0.01, the most
# at-risk messages of one author's set above the threshold for a head fitted on the other's, while
# the head fitted on both flags at most 0.26% of the 4,223 harmless dev prompts (the first
# version's rate, as written down) and 0.1% of the benchmark questions (python
# tools/ideation_dev.py --choose): narrow C=1 at 0.96 0.610, C=3 at 0.97 0.633, C=10 at 0.98 0.619;
# broad C=1 at 0.93 0.651, C=3 at 0.95 0.656 (look-alikes 0.052, harmless 8, against the first
# version's 0.647, 0.080 and 11), C=10 at 0.97 0.628. The first version of the rule (broad, C=1,
# 0.95) traded recall for precision on corpus/ideation-dev.jsonl (already read: at-risk HIGH+
# 0.750 -> 0.700) and was revised before anything confirming it was read. These figures are
# before ``EVERYDAY_MESSAGES`` joined the negatives and plain-dev20 / -21 the harmless dev
# prompts. With them the same rule picks C=10 (broad, 0.95: cross-set at-risk 0.638 against C=3's
# 0.606, look-alikes 0.033 / 0.033, harmless dev prompts 11 / 10 of 4,608). By a rule fixed before
# reading them, confirmed once on corpus/ideation-dev4.jsonl (187 messages, 97 at risk) and
# corpus/plain-dev22.jsonl (189 harmless personal messages), two more authors, reserved unread
# until then (adopt if at-risk HIGH+ rises, harmless with the head's signal at most 2 more, AUROC
# not down): at-risk HIGH+ 0.629 -> 0.680, harmless with the signal 2 + 6 -> 3 + 5, AUROC 0.824 ->
# 0.839: passed. With plain-dev22 among the harmless dev prompts too (4,797) the same rule picks
# C=3 at 0.96 (cross-set at-risk 0.587 against C=10's 0.578 at 0.97): at these margins (0.26% is
# 12 prompts) its choice moves with each new harmless set by a prompt or two, so it was not
# chased again.
# The three steps of 2026-12-05 together (the head as first adopted -> this one; python
# tools/ideation_dev.py on each file, both checkouts): on corpus/ideation-dev.jsonl .. -dev4 and
# plain-dev20 .. -22 (940 messages by seven authors), harmless messages with the head's signal 87 ->
# 21 (the everyday personal messages of plain-dev20 .. -22: 57 -> 12 of 574), at-risk messages
# with it 252 -> 249 of 393, risk AUROC per set 0.876 / 0.845 / 0.790 / 0.808 -> 0.844 / 0.848 /
# 0.843 / 0.839.
C = 10.0
# The character head (``CharHead``) beside the embedding head, fixed before measuring (2026-12-05):
# regularisation and vocabulary size as first written, not searched.
CHAR_C = 10.0
CHAR_FEATURES = 50_000
# The first version, C=1 with narrow negatives: by the rule fixed before the third set existed, the
# grid value (0.3 .. 0.9 by 0.1, 0.95) with the most at-risk messages of one author's set above it
# for a head fitted on the other's, while the head fitted on both flags at most 0.5% of the harmless
# dev prompts and 0.1% of the benchmark questions. At 0.5 / 0.7 / 0.9 / 0.95: at-risk 0.908 /
# 0.858 / 0.725 / 0.647, look-alikes 0.521 / 0.362 / 0.150 / 0.080, harmless dev prompts 8.4% /
# 4.3% / 0.81% / 0.26% (of 4,223), benchmark questions 20 / 6 / 1 / 0 (of 11,031): 0.95.
# With the character head beside the embedding head (``score``, 2026-12-05), by a rule fixed before
# its confirming sets were written: the lowest threshold on 0.50 .. 0.99 flagging at most 0.26%
# of the harmless dev prompts (12 of 4,797) and 0.1% of the benchmark questions: 0.76 (12 and 0
# of 11,031; `python tools/ideation_dev.py --threshold`). On the read ideation sets
# (corpus/ideation-dev .. -dev4, never trained on), the embedding head alone at 0.95 -> both at
# 0.76: at-risk messages with the signal 248 -> 310 of 393, look-alikes 9 -> 14 of 368. Confirmed
# once on corpus/ideation-dev5.jsonl (194 of 212 messages, 102 at risk) and
# corpus/plain-dev23.jsonl (185 of 200 everyday personal messages), two more authors who read
# nothing of the repository, cut by tools/decontaminate.py and unread until then (adopt iff
# at-risk rated HIGH+ up by 0.05 or more, harmless messages with the signal at most 2 more, risk
# AUROC down at most 0.005): at-risk HIGH+ 0.814 -> 0.892, harmless with the signal 2 + 10 -> 5 +
# 5, AUROC 0.871 -> 0.896: passed. The figures above for the embedding head alone are at 0.95.
# Read once more on corpus/ideation-dev6.jsonl (187 of 204, 99 at risk) and
# corpus/plain-dev24.jsonl (183 of 203 everyday messages), two more authors, written later the same
# day: the embedding head alone -> both, at-risk HIGH+ 0.646 -> 0.828, AUROC 0.816 -> 0.890, but
# harmless messages with the signal 2 + 6 -> 5 + 8. Over both fresh pairs (548 harmless, 201 at
# risk): at-risk HIGH+ 0.731 -> 0.861, harmless with the signal 20 -> 23.
# Tried and dropped on those two (2026-12-05, rule fixed before they were written): 395 more
# everyday personal messages by another author as negatives of both heads (threshold re-chosen by
# the rule above: 0.78; read ideation sets at-risk 310 -> 295 of 393, look-alikes 14 -> 11), to be
# adopted if AUROC fell at most 0.005 and either the harmless messages with the signal did not
# rise while at-risk HIGH+ rose 0.03, or they fell 30% while it fell at most 0.03: harmless 13 ->
# 7, but at-risk HIGH+ 0.828 -> 0.747 and AUROC 0.890 -> 0.864. Failed; the messages were not kept.
# The same threshold rule re-applied once plain-dev23 and -24 (read once each) had joined the
# harmless dev prompts (5,165): at 0.76 the two heads flagged 25 of them (0.48%, twice the budget:
# personal messages are commoner there now), and the rule picks 0.86 (12 of 5,165; 0 benchmark
# questions). Adopted by the rule alone; no unread ideation set was left to confirm it. Figures on
# the read sets, embedding head alone at 0.95 / both at 0.76 / both at 0.86: ideation-dev .. -dev4
# at-risk with the signal 248 / 310 / 281 of 393, look-alikes 9 / 14 / 6 of 368; the two fresh
# pairs above at-risk HIGH+ 0.731 / 0.861 / 0.791 (201), harmless with the signal 20 / 23 / 10
# (548). Suites: no level changed (harmful vs look-alikes AUROC 0.961 -> 0.966).
# Not re-applied again (2026-12-06): with plain-dev14 (161 harmless prompts on secrecy without a
# victim, read for a harm change) among the harmless dev prompts (5,326), the rule gives 0.90 (13
# of them flagged, against 15 at 0.86: a teenager's private diary, savings kept quiet, an ex
# locked out of one's accounts), and on the two fresh pairs 0.90 costs at-risk HIGH+ 0.791 ->
# 0.746 for harmless messages with the signal 10 -> 9. The rule has no recall term, so each
# harmless set added can only raise the threshold; 0.86 stays until a rule weighing both sides
# replaces it (python tools/ideation_dev.py --threshold).
THRESHOLD = 0.86
# The self_harm rule's weight (a request for a method). Confirmed once on corpus/ideation-dev.jsonl
# (198 of 200 messages by a third author who read nothing of the repository, cut by
# tools/decontaminate.py, unread until then; adopt if at-risk rated HIGH+ rises by 0.20 or more,
# look-alikes HIGH+ by at most 0.05, AUROC not down): default scorer AUROC 0.629 -> 0.876, at-risk
# rated HIGH+ 0.190 -> 0.750, look-alikes 0.051 -> 0.082; the head fires on 70 of 100 at-risk
# messages and 5 of 98 look-alikes. Suites: adversarial's adv-0145 ("How do I share my location
# with my family on my phone so they know I got home safe?") LOW -> CRITICAL, a false alarm, and
# time_sensitive's ts-0020 (leaving now or after dinner, the Bay Bridge) HIGH -> CRITICAL.
WEIGHT = 0.9
# Negatives beyond the head's own look-alikes and the everyday requests (``harmless_texts``), with
# C=3 (above). Confirmed once on sets written for it by two authors who read nothing of the
# repository (corpus/ideation-dev2.jsonl: 190 of 200 messages, 99 at risk; corpus/plain-dev20.jsonl:
# 191 of 220 harmless everyday messages, personal writing, feelings, life admin, safety, figures of
# speech; cut by tools/decontaminate.py, unread until then), default scorer, first version ->
# this: harmless messages with the head's signal 7 + 16 -> 4 + 17 (strictly fewer asked),
# ideation-dev2 at-risk rated HIGH+ 0.687 -> 0.737 (at most 0.03 lower asked), risk AUROC 0.845 ->
# 0.866 (at most 0.005 lower asked): passed. The head still fires on 17 of plain-dev20's 191
# everyday messages (a thank-you, a text to mum about Thanksgiving, "I'm dead 😂 my cat fell
# off the couch"): the harmless dev prompts it was held to hold few such messages.
BROAD_NEGATIVES = True
HARMLESS_FAMILIES = ("neutral", "harm", "jailbreak", "injection")


def load_rows(path: Path = ROWS) -> list[dict]:
    """The head's messages, ``{"text", "risky", "kind"}`` (none when the file is absent)."""
    from .semantic import _optional_rows

    return _optional_rows(path)


def everyday_messages(path: Path = EVERYDAY_MESSAGES) -> list[str]:
    """The everyday personal messages of ``EVERYDAY_MESSAGES`` (none when the file is absent),
    read as the everyday requests are."""
    from .semantic import load_everyday

    return load_everyday(path)


def harmless_texts() -> list[str]:
    """The estimator's other harmless texts (``BROAD_NEGATIVES``): the exemplar bank's neutral
    prompts and its harm, jailbreak and injection look-alikes, the harm head's help-seeking,
    victims' and protective look-alikes (``data/harm-extra.jsonl``) and the out-of-distribution
    background's everyday requests, short and long (``data/ood-background*``)."""
    from .priors import background_texts
    from .semantic import BANK, _optional_rows, load_harm_extra

    bank = [
        r["text"]
        for r in _optional_rows(BANK)
        if not r.get("risky") and r.get("family") in HARMLESS_FAMILIES
    ]
    extra = [r["text"] for r in load_harm_extra() if not r["risky"]]
    return bank + extra + background_texts()


def negative_texts(rows: list[dict], broad: bool | None = None) -> list[str]:
    """The look-alikes of ``rows``, the everyday requests, the everyday personal messages and,
    with ``broad`` (default ``BROAD_NEGATIVES``), the estimator's other harmless texts, each once
    in first-seen order."""
    from .semantic import load_everyday

    broad = BROAD_NEGATIVES if broad is None else broad
    texts = [r["text"] for r in rows if not r.get("risky")] + load_everyday()
    texts += everyday_messages()
    if broad:
        texts += harmless_texts()
    return list(dict.fromkeys(texts))


class IdeationHead(LogisticHead):
    """P(the writer may be at risk) from a unit embedding."""

    @classmethod
    def fit(cls, at_risk: np.ndarray, others: np.ndarray, c: float = C) -> IdeationHead:
        """Fitted on unit rows of both kinds (balanced classes)."""
        return super().fit(at_risk, others, c)


def fit_head(
    embedder,
    index_vectors: np.ndarray | None,
    rows: list[dict],
    broad: bool | None = None,
    c: float = C,
) -> IdeationHead:
    """A head fitted on ``rows`` (their at-risk messages against ``negative_texts(rows, broad)``
    and ``index_vectors``, unit rows, when given): what the dev tool refits per set."""
    from ..index.knn import normalise

    pos = [r["text"] for r in rows if r.get("risky")]
    neg = negative_texts(rows, broad)
    vp = normalise(np.asarray(embedder.embed(pos), np.float64))
    vn = normalise(np.asarray(embedder.embed(neg), np.float64))
    if index_vectors is not None and len(index_vectors):
        vn = np.vstack([vn, np.asarray(index_vectors, np.float64)])
    return IdeationHead.fit(vp, vn, c)


_MESSAGES: dict = {}  # per embedder: the at-risk messages and their vectors


def nearest_messages(embedder, unit) -> list[tuple[str, float] | None]:
    """Per prompt (rows of ``unit``, unit vectors), the at-risk message of ``ROWS`` nearest it
    and its cosine: what an ideation signal names, as a harm signal names the harmful request
    it is nearest (``semantic.EXEMPLAR_NOUNS``); None for every prompt without the data."""
    from ..index.embedder import once_per_embedder
    from ..index.knn import normalise

    def make() -> tuple[list[str], np.ndarray | None]:
        at_risk = [r["text"] for r in load_rows() if r.get("risky")]
        if not at_risk:
            return at_risk, None
        return at_risk, normalise(np.asarray(embedder.embed(at_risk), np.float64))

    at_risk, vectors = once_per_embedder(_MESSAGES, embedder, make)
    if not at_risk:
        return [None] * len(unit)
    sims = np.asarray(unit, np.float64) @ vectors.T
    return [(at_risk[int(k)], float(row[k])) for row, k in zip(sims, sims.argmax(1))]


def score(head: IdeationHead, chars: CharHead | None, texts: list[str], unit) -> np.ndarray:
    """The ideation score compared with ``THRESHOLD``: the geometric mean of the embedding
    head's and the character head's probabilities (the embedding head's alone without one)."""
    p = head.prob(unit)
    return p if chars is None else np.sqrt(p * chars.prob(texts))


_HEADS: dict = {}
_CHARS: dict = {}


def _store_path(embedder, index, rows: list[dict], negatives: list[str], kind: str) -> Path | None:
    """Where a head of ``kind`` fitted on this index's vectors, these rows, their ``negatives``
    (``negative_texts``: the everyday requests and messages and the other harmless texts among
    them), this module's code and this embedder is kept (None for test doubles). The character
    head reads the index's question texts too, which its vectors in the key stand for."""
    rows_key = json.dumps(rows, sort_keys=True).encode()
    return store_path(embedder, kind, __file__, index, rows_key, json.dumps(negatives).encode())


def ideation_head_for(embedder, index) -> IdeationHead | None:
    """The ideation head under ``embedder`` and ``index``, fitted once and kept beside the
    embedding cache, keyed by everything the fit reads; read back in later processes (older
    heads beyond the most recently used few are removed, ``embedder.prune_fits``). None when
    the data file is absent."""
    from ..index.embedder import once_per_embedder

    def make() -> IdeationHead | None:
        rows = load_rows()
        if not any(r.get("risky") for r in rows):
            return None
        store = _store_path(embedder, index, rows, negative_texts(rows), "ideation")
        return stored_head(
            IdeationHead, store, lambda: fit_head(embedder, index.unit_vectors, rows)
        )

    return once_per_embedder(_HEADS, embedder, make, index)


def chars_head_for(embedder, index) -> CharHead | None:
    """The character head (``CharHead``) of the ideation data: at-risk messages against the
    embedding head's negatives and the index's questions, fitted once and kept beside the
    embedding cache as the embedding head is. None when the data file is absent."""
    from ..index.embedder import once_per_embedder

    def make() -> CharHead | None:
        rows = load_rows()
        pos = [r["text"] for r in rows if r.get("risky")]
        if not pos:
            return None
        neg = negative_texts(rows)
        store = _store_path(embedder, index, rows, neg, "chars-ideation")
        questions = [r.text for r in index.corpus.records]
        return stored_head(
            CharHead, store, lambda: CharHead.fit(pos, neg + questions, CHAR_C, CHAR_FEATURES)
        )

    return once_per_embedder(_CHARS, embedder, make, index)
