"""A fine-tuned harm classifier: the embedder's own transformer trained end to end on the harm
exemplars, as the jailbreak classifier is (:mod:`finetune`: same network, training recipe,
windows for long prompts, stores beside the embedding cache).

The semantic detector's harm head (:mod:`semantic`) is a logistic regression on frozen sentence
embeddings: it reads a prompt's topic, so a dystopian story about an extremist movement, a
screenplay about a stalking victim or "search the web for my own name" land near the harmful
requests they share words with. Fine-tuning lets the transformer read what is asked for.

Training set (fixed before the first measurement, not searched): the bank's harmful requests and
``data/harm-extra.jsonl``'s (positives); the bank's harmless twins of them, its neutral prompts and
exam-style sentences, harm-extra's help-seeking, victims' and protective look-alikes, the everyday
requests the head is contrasted with (``data/everyday.jsonl``) and ``finetune.N_BENCHMARK``
benchmark questions drawn with a fixed seed (negatives); no dev set. Training takes about 5
minutes on two cores, once; the weights are keyed by both modules' training code, the data files'
bytes, the benchmark negatives and the embedder.

Not in the default scorer (fusion parameter ``harm_tuned``, off). Measured 2026-12-04 on the harm
dev sets (corpus/harm-dev .. harm-dev8, harm-extra2; python tools/harm_dev.py), never trained on:
alone it ranks them better than the frozen head and the rules together rate them (mean AUROC
0.943; dev8 0.955, dev7 0.961), flags far fewer look-alikes (0.051 vs 0.089 at 0.5) and benchmark
questions (61 vs 73 of 11,031), but misses more harmful requests at any threshold that keeps the
harmless dev prompts' false alarms near the head's, and two rules fixed before measuring failed:
* in place of the head (``--tuned --thresholds ...``): the threshold with the best mean AUROC with
  the rules, with at most 60 of the 3,567 harmless dev prompts flagged (head: 42), was to gain
  0.01 over the head's 0.9142. 0.2 / 0.3 / 0.4 flag 95 / 78 / 68 harmless prompts; 0.5 flags 60
  and scores 0.9015 (recall 0.824 vs 0.872);
* as a check on the head, as fusion.RULE_CHECK_BELOW is on the jailbreak rules (``--check C``:
  the head's probability weighed like a protective request where the classifier's is below C),
  to gain 0.005 at most 0.01 recall lost: C = 0.01 / 0.02 / 0.05 / 0.1 / 0.2 score 0.9142 /
  0.9124 / 0.9074 / 0.9016 / 0.8948 (harmless prompts flagged 41 / 39 / 33 / 30 / 26).
* in the full scorer (``python tools/persona_dev.py [--on harm_tuned] --harmless FILE ...``, a
  third rule written after the first two failed and after seeing the classifier's own ranking,
  0.951 vs the head's 0.917 mean AUROC): to gain 0.01 mean risk AUROC with harmful requests rated
  HIGH+ at most 0.03 fewer and look-alikes and harmless prompts not more. The risk AUROC fell,
  0.920 -> 0.907 (dev3 0.958 -> 0.917, harm-extra2 0.906 -> 0.862; dev6 0.868 -> 0.884), harmful
  requests rated HIGH+ 0.85 -> 0.81, look-alikes 0.082 -> 0.054, harmless prompts 6.8% -> 7.3%.
What it ranks well below its threshold, fusion did not use then (the harm family had no weak
evidence). Its confirming sets (corpus/harm-dev9.jsonl, plain-dev12.jsonl) were not read for it;
they later confirmed weak harm evidence from the frozen head (semantic.WEAK_EVIDENCE).
* again in the full scorer once harm had weak evidence (2026-12-04; its probability now also
  gives the weak evidence below the threshold), by a rule fixed before measuring: mean risk AUROC
  over harm-dev .. dev9, harm-extra2 and case-dev .. case-dev4 up by 0.01, harmful requests
  HIGH+ down by at most 0.01, the 3,756 harmless dev prompts' MODERATE+ up by at most a point
  and HIGH+ not up. Mean AUROC 0.9085 -> 0.9117 (harm-dev9 0.868 -> 0.918, harm-dev7 0.927 ->
  0.961; case-dev 0.886 -> 0.841, case-dev4 0.883 -> 0.861), harmful requests HIGH+ 0.855 ->
  0.826, harmless MODERATE+ 13.4% -> 14.5%, HIGH+ 6.8% -> 7.4%: failed on all four counts.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from . import finetune
from .semantic import BANK, EVERYDAY, HARM_EXTRA, load_everyday, load_rows

# The bank's rows of these families that are not risky are negatives (the harm rows' harmless
# twins, neutral prompts, exam-style sentences).
NEGATIVE_FAMILIES = ("harm", "neutral", "sentence")
# The signal is emitted at this probability (the best the rule above allowed; not adopted).
THRESHOLD = 0.5
TRAINING_CODE = ("training_set",)
INFERENCE_ONLY = ("THRESHOLD", "TRAINING_CODE", "INFERENCE_ONLY")
# finetune's definitions the weights depend on (its public constants come with them)
SHARED_TRAINING_CODE = ("_network", "_TorchSettings", "train")


def training_set(
    bank_rows: list[dict],
    extra_rows: list[dict],
    everyday: list[str],
    benchmark_texts: list[str],
    n_benchmark: int = finetune.N_BENCHMARK,
    seed: int = finetune.SEED,
) -> tuple[list[str], np.ndarray]:
    """(texts, labels): the bank's and ``extra_rows``' harmful requests as 1; the bank's
    ``NEGATIVE_FAMILIES`` rows that are not risky, ``extra_rows``' look-alikes, the ``everyday``
    requests and ``n_benchmark`` seeded benchmark questions as 0. Pure."""
    pos = [r["text"] for r in bank_rows if r["family"] == "harm" and r["risky"]]
    pos += [r["text"] for r in extra_rows if r["risky"]]
    neg = [r["text"] for r in bank_rows if r["family"] in NEGATIVE_FAMILIES and not r["risky"]]
    neg += [r["text"] for r in extra_rows if not r["risky"]] + list(everyday)
    pick = np.random.default_rng(seed).choice(
        len(benchmark_texts), size=min(n_benchmark, len(benchmark_texts)), replace=False
    )
    neg += [benchmark_texts[i] for i in sorted(pick)]
    return pos + neg, np.r_[np.ones(len(pos)), np.zeros(len(neg))]


def store_path(
    embedder, benchmark_texts: list[str], bank=BANK, extra=HARM_EXTRA, everyday=EVERYDAY
) -> Path | None:
    """Where the weights for this training code, data and embedder are stored (None for an
    embedder without an on-disk cache or a model directory)."""
    return finetune.weights_path(
        embedder,
        "harm-tuned",
        [
            finetune.code_key(Path(finetune.__file__).read_text("utf-8"), SHARED_TRAINING_CODE),
            finetune.code_key(Path(__file__).read_text("utf-8"), TRAINING_CODE, INFERENCE_ONLY),
            *(Path(p).read_bytes() for p in (bank, extra, everyday)),
            "\n".join(benchmark_texts).encode("utf-8"),
        ],
    )


def load_or_train(embedder, benchmark_texts: list[str], progress: bool | None = None):
    """The harm classifier for this index's benchmark questions, trained once and stored (None
    for fewer than ``finetune.N_BENCHMARK`` questions, or an embedder it cannot be stored with)."""
    if len(benchmark_texts) < finetune.N_BENCHMARK:
        return None

    def build():
        return training_set(
            load_rows(BANK),
            load_rows(HARM_EXTRA),
            load_everyday(),
            benchmark_texts,
        )

    return finetune.stored_or_trained(
        embedder,
        store_path(embedder, benchmark_texts),
        build,
        "the harm classifier",
        False if progress is None else progress,  # finetune.train's bar names the jailbreak one
    )


_CACHE: dict = {}


def classifier_for(embedder, index):
    """The harm classifier for ``embedder`` and ``index``, loaded (or trained) once per process
    for the pair; None as ``load_or_train`` says."""
    from ..index.embedder import once_per_embedder

    return once_per_embedder(
        _CACHE,
        embedder,
        lambda: load_or_train(embedder, [r.text for r in index.corpus.records]),
        index,
    )
