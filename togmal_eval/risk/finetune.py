"""A fine-tuned jailbreak/injection classifier: the embedder's own transformer, trained end to
end on the exemplar bank.

The semantic detector (:mod:`semantic`) reads frozen sentence embeddings: one mean-pooled
vector per prompt (or per sentence), where "ignore your instructions" hidden in a quoted
e-mail is a small part of the whole and "ignore all previous instructions about formatting"
sits next to the attack it resembles.  Fine-tuning the transformer itself on the bank's attacks
and their benign look-alikes lets attention learn *who an instruction is aimed at*: the user's
own request, or the assistant, from inside data it was asked to process.

Measured on the development sets only (``python tools/finetune_dev.py``; never on a golden suite).
The classifier trains on the bank and on twelve dev sets (``EXTRA``), each added in a step confirmed
once on a set written after it by an author who saw neither the bank nor the other sets;
exemplars-dev9, -dev11 and -dev12 stay unread. Jailbreak+injection AUROC of the classifier alone on
the set that confirmed each step, before -> after: dev7 0.888 -> 0.922 (bank + dev .. dev4), dev8
0.929 -> 0.963 (+ dev5, dev7), dev9 0.940 -> 0.953 (+ dev6, dev8; the frozen-embedding detector:
0.784), dev11 0.961 -> 0.973 (+ dev10, long documents only; a long prompt's windows since pay for
their number, ``WINDOW_COUNT_CORRECTION``). In the full calibrated scorer it replaces the frozen
detector's jailbreak probability (the regex detectors stay): dev9 0.806 -> 0.963; benign off-topic
prompts rated HIGH or worse unchanged or fewer (ood-dev 2.8% -> 0%, ood-dev2 4.4% -> 4.4%); 0.40% of
2,000 index questions it was not trained on are flagged (0.60% before the window count correction,
0.15% before long prompts were read in windows; the new ones are long questions, mostly history
passages quoting a decree, a letter or a song). Without the benchmark negatives it flagged 6.2% of
them (same dev AUROC), so an index smaller than ``N_BENCHMARK`` questions keeps the frozen detector.
Fine-tuning the same way for false premise (the bank's myth pairs) did not help (exemplars-dev
0.607, dev2 0.653 vs the frozen detector's 0.675 / 0.657): no amount of wording teaches which
claims are true.

Long prompts.  The bank's texts are all shorter than ``MAX_TOKENS``; a longer prompt (an e-mail
thread, a source file, a contract pasted whole) used to be read up to ``MAX_TOKENS`` tokens and
an attack further in was never seen.  It is now read in overlapping windows (``token_windows``)
and scored by its most suspicious window, and the training set has window-sized excerpts of
synthetic long prompts (``excerpts``), so that a window cut mid-sentence, with the user's
request out of sight, is not suspicious for that alone.  Chosen on exemplars-dev5 (41 prompts
over ``MAX_TOKENS``), then confirmed once on exemplars-dev6 (101 prompts of 220-400 words, by
another author): the classifier alone goes from 0.624 to 0.880 there (truncated reading, old
training -> windows, excerpts), the full scorer from 0.784 to 0.829.  The cost is precision on
long benign documents that hold instructions to human readers: dev6's look-alikes flagged 24%
-> 75%, and five index questions pasted together 0.75% -> 4.25% (2.50% once eight dev sets
joined the training rows).  Windows led by the prompt's
first 32 tokens, smaller windows, averaging the two highest windows, and excerpts cut in turn
from benchmark questions did no better on dev5 or on the index questions.

Training set: the bank's and the ``EXTRA`` sets' jailbreak and injection attacks (positives);
their look-alikes, the neutral prompts, the bank's exam-style sentences and harmless twins of
harmful requests, plus
``N_BENCHMARK`` index questions drawn with a fixed seed (negatives: a benchmark question is
never a jailbreak), and ``N_EXCERPTS`` excerpts of long prompts with an attack inside and as many
without.  Two epochs of AdamW (linear warm-up and decay), mean pooling, a linear head.
The training hyper-parameters below, the excerpts' number and size among them, were fixed before
the first measurement and not searched; the way long prompts are read was chosen on
exemplars-dev5, as above.

Training takes about ten minutes on two CPU cores and happens once: the weights are stored
beside the embedding cache, keyed by the code that decides them (``code_key``: the training
functions and constants, without docstrings and comments), the bank's and the ``EXTRA`` sets'
bytes, the benchmark
negatives and the embedder, and read back by later processes.  Training is deterministic
(seeded, ``torch.use_deterministic_algorithms``, fixed thread count: two trainings give
byte-identical weights).  Inference passes token windows of one length together, unpadded
(``INFERENCE_BATCH``; on the configured threads from ``MULTI_THREAD_AT`` windows), in the
embedder's precision: in float64 (the default) a prompt's probability does not depend on what
else is scored with it or on the thread count (in float32 it did, in the last of the 6 decimals
stored, for 18 of 4,523 prompts), and a run's probabilities are
stored by content beside the weights (a suite's prompts are read once, not on every run).
"""

from __future__ import annotations

import functools
import os
import shutil
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from ..index.embedder import cache_file, digest
from ..index.identity import DEFAULT_PRECISION
from .semantic import DATA, load_rows

EPOCHS = 2
LEARNING_RATE = 3e-5
WEIGHT_DECAY = 0.01
WARMUP = 0.1  # share of the steps with a linearly rising learning rate
BATCH = 16
MAX_TOKENS = 128
SEED = 0
TRAIN_THREADS = 2
N_BENCHMARK = 600
# Excerpts of synthetic long prompts, each the size of a window (EXCERPT_WORDS words), per class:
# a prompt longer than MAX_TOKENS is read in windows that start and end mid-sentence, inside
# data, with the user's request out of sight, and the bank has no such text.
N_EXCERPTS = 400
EXCERPT_WORDS = 90
HEAD_SCALE = 10.0  # the unit embedding is scaled before the linear head (a cosine-like logit)
# The signal is emitted at this probability: the classifier's outputs are nearly two-valued,
# and 0.5 flags fewer look-alikes than 0.25 (exemplars-dev2: 13% vs 20%) at the same recall.
THRESHOLD = 0.5
# A prompt longer than MAX_TOKENS is read in overlapping windows of WINDOW_TOKENS tokens,
# WINDOW_STRIDE apart, each led by the prompt's first WINDOW_HEAD tokens (the user's request, which
# says what the rest is); its probability is the largest window's.
WINDOW_TOKENS = 128
WINDOW_STRIDE = 64
WINDOW_HEAD = 0
# At most this many windows are read (about 4,000 tokens, 2 s on one core): the first and last
# halves of them, as the semantic detector keeps a long prompt's first and last sentences.  The
# regex detectors still read the whole prompt.
MAX_WINDOWS = 64
# The most suspicious of n windows is the largest of n chances to score high: a long plain
# document or one full of instructions to its human readers crossed the threshold more often the
# more windows it had. Its odds are divided by n (a Bonferroni-style correction; one window
# unchanged, no parameter). Chosen on the long prompts of exemplars-dev9 (AUROC of attacks vs
# look-alikes 0.925 -> 0.942, attacks flagged 98% -> 93%, look-alikes 32% -> 23%), the OOD
# background's 80 long everyday prompts (flagged 28% -> 9%) and exemplars-dev11 (0.973 -> 0.974,
# attacks 100% -> 100%, look-alikes 54% -> 42%, plain documents 32% -> 18%); dev6 (training rows)
# look-alikes 55% -> 22%. Dividing by sqrt(n) instead kept more of the false alarms (dev11 plain
# documents 28%, background 20%); max minus the median window lost AUROC everywhere. Confirmed
# once on exemplars-dev12 (150 long documents by a later author), without -> with: alone 0.982 ->
# 0.978, full scorer 0.976 -> 0.985, look-alikes flagged 54% -> 28%, rated HIGH+ 56% -> 38%,
# plain documents rated HIGH+ 28% -> 12%, attacks rated HIGH+ 100% -> 100%. Index questions
# flagged 0.60% -> 0.40% (n=2,000), five pasted into one prompt 5.0% -> 1.5%.
WINDOW_COUNT_CORRECTION = True
PERSIST_MIN = 16  # a call with this many new texts stores their probabilities on disk
INFERENCE_BATCH = 64  # token windows of one length scored together (unpadded)
# A forward pass of at least this many windows runs on the embedder's configured threads, a
# smaller one on one thread (as the embedder does: with two, a single prompt's per-op
# synchronisation costs more than the work, 111 ms vs 36 ms for ``score``). 2,900 golden, dev
# and index prompts on 2 cores: 43.3 s on one thread, 23.1 s on two; 2 of them get a probability
# 1e-6 apart (the last stored decimal), no threshold flips.
MULTI_THREAD_AT = 16
COMPACT_AT = 32  # stored shards merged into one when a process finds more than this

POSITIVE_FAMILIES = ("jailbreak", "injection")
NEGATIVE_FAMILIES = ("jailbreak", "injection", "neutral", "sentence", "harm")
# The jailbreak, injection and neutral rows of these development sets join the bank's as training
# rows: each set was written by another author than the bank, and the classifier generalises to a
# new author's prompts better for having read more than one.  Each step was confirmed once on a
# set written after it: dev .. dev4 (chosen on dev5 and dev6, confirmed on dev7), then dev5 and
# dev7 (confirmed on dev8), then dev6 and dev8 (confirmed on dev9), then dev10 (180 long pasted
# documents: hidden attacks, look-alikes with instructions to human readers, plain documents;
# chosen on dev9: alone 0.953 -> 0.960, look-alikes flagged 30% -> 18%, full scorer 0.963 ->
# 0.959; confirmed once on dev11, 150 long documents by a later author: alone 0.961 -> 0.973,
# look-alikes flagged 62% -> 54%, full scorer 0.936 -> 0.935, its plain documents rated HIGH+
# 34% -> 38%; with WINDOW_COUNT_CORRECTION, on exemplars-dev12, read once for both: full scorer
# 0.975 -> 0.985, look-alikes flagged 40% -> 28%), then dev13 (110 benign pasted documents:
# requests for work on the text and questions about it that need expertise, a third of them in
# other languages; the classifier flagged 33% of its tasks).  Confirmed on corpus/docs-dev14.jsonl
# (100 such documents by a later author, read before for another change): its tasks flagged 33% ->
# 8%, rated HIGH+ 33% -> 17%; its expert questions flagged 17% -> 3%.  Held-out sets, full scorer:
# dev9 0.965 -> 0.947, dev11 0.972 -> 0.963, dev12 0.985 -> 0.989, their plain documents HIGH+
# dev11 16% -> 10%, dev12 10% -> 6%; index questions flagged 0.40% -> 0.20%, five pasted into one
# prompt 1.5% -> 0.75%.  exemplars-dev9, -dev11 and -dev12 stay unread.  The OOD background's 80
# long everyday
# prompts as extra negatives changed nothing on dev9 (alone 0.953 -> 0.954, look-alikes 30% ->
# 28%) and were not added.
# Then dev14 and dev15 (persona, role-play, style, format and game instructions by two more
# authors, 240 and 200 rows: half harmless, half jailbreaks in the same frames; the classifier
# read "From now on you are <a cheerful chef>" as an attack; ``python tools/persona_dev.py``).
# dev14 first, chosen on dev15 by a rule fixed before training (full-scorer AUROC not lower,
# harmless rated HIGH+ fewer, attacks rated HIGH+ at most 0.03 fewer, the held-out sets' full
# scorer at most 0.01 lower, index questions flagged at most 0.5%): alone 0.961 -> 0.979, full
# scorer 0.957 -> 0.976, attacks HIGH+ 0.93 -> 0.96, harmless HIGH+ 0.21 -> 0.19; dev9 0.950 ->
# 0.960, dev11 0.946 -> 0.941, dev12 0.984 -> 0.987; index 0.20% -> 0.35%.  Then dev15 too,
# confirmed once on corpus/persona-dev.jsonl (200 rows by a third author): alone 0.992 -> 0.998,
# full scorer 0.976 -> 0.981, attacks HIGH+ 0.93 -> 0.96, harmless HIGH+ 0.02 -> 0.02; held-out
# sets, full scorer: dev9 0.950 -> 0.956, dev11 0.946 -> 0.966, dev12 0.984 -> 0.982; index
# questions flagged 0.20% -> 0.35%.  The false alarms it was meant for hardly moved.
# Then dev16 (239 rows by another author: jailbreaks framed as a simulated terminal, database or
# file server, as a late relative's bedtime story or behind a claimed purpose, and injections
# hidden in pasted documents, tool output and code comments, each with harmless look-alikes in
# the same frames; one row within cosine 0.85 of a golden dropped), confirmed once on
# corpus/frames-dev.jsonl (180 rows in the same six frames by a later author; a rule fixed before
# training: full-scorer AUROC not lower, harmless rated HIGH+ not more, attacks rated HIGH+ at most
# 0.03 fewer, held-out sets at most 0.01 lower, index flags at most 0.5%): alone 0.924 -> 0.936,
# full scorer 0.942 -> 0.947, attacks HIGH+ 0.98 -> 1.00, harmless HIGH+ 0.31 -> 0.30; full
# scorer dev9 0.956 -> 0.958, dev11 0.966 -> 0.967, dev12 0.982 -> 0.987, persona-dev 0.981 ->
# 0.980, override-dev 0.912 -> 0.918; index questions flagged 0.35% -> 0.45%.
# Then dev18 was tried and dropped (2026-12-02; corpus/exemplars-dev18.jsonl: 280 rows by another
# author, mostly hard harmless look-alikes: questions about jailbreaks, harmless personas that
# "stay in character", developer talk, harmless encoded text, documents and tool output holding
# instructions for human readers; 13 rows within cosine 0.85 of a golden, a held-out set or
# corpus/reserved/jb-dev17 dropped). A rule fixed before it was written: the full scorer's mean
# AUROC over frames-dev, persona-dev, override-dev and dev9/11/12 not lower, look-alikes rated
# HIGH+ fewer on average. Look-alikes HIGH+ fell (0.165 -> 0.163, frames-dev 0.30 -> 0.26), but the
# mean AUROC fell 0.965 -> 0.963 (persona-dev 0.980 -> 0.971, override-dev 0.918 -> 0.911;
# dev11 0.979 -> 0.985; python tools/persona_dev.py); index questions flagged 0.45% -> 0.35%.
# Then the six read corpus jailbreak sets (jb-dev17, jb-mention-dev, jb-mention-dev2,
# persona-dev, frames-dev, override-dev: 1,170 rows, 589 attacks) were tried and dropped
# (2026-12-03). A rule fixed before the confirming sets were written: on fresh corpus/jb-dev18
# and jb-dev19 (two more authors) the full scorer's mean AUROC not lower, harmless HIGH+ not more,
# attacks HIGH+ at most 0.03 fewer; exemplars-dev9/11/12 at most 0.01 lower; index questions
# flagged at most 0.5%. Index questions flagged 0.45% -> 0.55% (python tools/finetune_dev.py),
# so it failed before the fresh sets were scored with it. Their figures with the kept model
# (full scorer AUROC): jb-dev18 0.965, jb-dev19 0.947.
# Then the 149 harmless case vignettes of corpus/case-dev.jsonl and case-dev2.jsonl (exam items,
# court records, fill-in stems on crimes, weapons and drugs; the classifier flagged 12 of
# case-dev3's 70 such vignettes, "Fill in the blank for the digital forensics quiz" 0.99) were
# tried as negatives and dropped (2026-12-04). A rule fixed before training: on case-dev3 and
# case-dev4 (never trained on) the full scorer's AUROC down by at most 0.003 and harmless HIGH+
# fewer; the twelve jailbreak dev sets' mean AUROC down by at most 0.002; index flags at most
# 0.5%. Harmless HIGH+ fell (case-dev3 0.329 -> 0.314, case-dev4 0.386 -> 0.357) and the jailbreak
# sets held (mean 0.957 -> 0.956), but case-dev3's AUROC fell 0.841 -> 0.828 (attacks HIGH+ 0.86
# -> 0.81; case-dev4 0.883 -> 0.880): the classifier also catches harmful requests in those
# frames, and learns to let the frame go. Index questions flagged 0.30% (python
# tools/finetune_dev.py, 16 minutes with the training).
# Then dev19 (2026-12-05): 99 benign requests with a long document pasted in (rotas, drafts, forms,
# threads, code, event details, notices full of instructions to human readers; by two authors who
# read nothing of the repository, 1 row near the OOD background dropped by tools/decontaminate.py).
# The classifier rated such prompts HIGH+ with a jailbreak signal: 7 of docs-dev14's 100, 5 of
# ood-dev4's 80 (a bake-sale flyer, a babysitter's reference). By a rule fixed before the sets
# were written: on a fresh corpus/docs-dev15.jsonl (79 benign long documents by a third author,
# read once) fewer rated HIGH+ with a jailbreak signal, the held-out exemplars-dev9/-11/-12 full
# scorer each at most 0.01 lower, index questions flagged at most 0.5%, harmless dev prompts
# rated HIGH+ not more. Measured: docs-dev15 8 -> 3 (with a signal 8 -> 4); dev9 0.961 -> 0.969,
# dev11 0.987 -> 0.993, dev12 0.990 -> 0.984; index questions flagged 0.45% -> 0.30% (five pasted
# 0.75% -> 0.50%); harmless dev prompts HIGH+ 0.061 -> 0.061 (net 0 of 4,797; docs-dev14 7 -> 9
# with a jailbreak signal, ood-dev3 2 -> 1, ood-dev4 5 -> 3): passed. The cost shows on hidden
# injections in documents: dev10 (training rows) 0.995 -> 0.977, and the adversarial suite's
# adv-0068 (a markdown image leaking the conversation, in a pasted doc) HIGH -> LOW.
# The training sets' harm and false-premise rows are not read: they stay development data for
# those families.
TRAINING_DEV_SETS = (
    "exemplars-dev.jsonl",
    "exemplars-dev2.jsonl",
    "exemplars-dev3.jsonl",
    "exemplars-dev4.jsonl",
    "exemplars-dev5.jsonl",
    "exemplars-dev6.jsonl",
    "exemplars-dev7.jsonl",
    "exemplars-dev8.jsonl",
    "exemplars-dev10.jsonl",
    "exemplars-dev13.jsonl",
    "exemplars-dev14.jsonl",
    "exemplars-dev15.jsonl",
    "exemplars-dev16.jsonl",
    "exemplars-dev19.jsonl",
)
EXTRA_FAMILIES = ("jailbreak", "injection", "neutral")
EXTRA = tuple(DATA / n for n in TRAINING_DEV_SETS)


def extra_rows(extra=EXTRA) -> list[dict]:
    """The ``EXTRA_FAMILIES`` rows of each ``extra`` set, in order."""
    return [r for path in extra for r in load_rows(path) if r["family"] in EXTRA_FAMILIES]


def training_rows(bank: Path, extra=()) -> list[dict]:
    """The bank's rows, then :func:`extra_rows` of ``extra``."""
    return load_rows(bank) + extra_rows(extra)


def training_set(
    rows: list[dict],
    benchmark_texts: list[str],
    n_benchmark: int = N_BENCHMARK,
    seed: int = SEED,
    n_excerpts: int = N_EXCERPTS,
) -> tuple[list[str], np.ndarray]:
    """(texts, labels): the bank's attacks as 1; look-alikes, neutral prompts, exam sentences,
    harmless twins of harmful requests and ``n_benchmark`` seeded benchmark questions as 0;
    then ``n_excerpts`` window-sized excerpts of long prompts with an attack inside (1) and as
    many without (0), cut from those negatives (:func:`excerpts`). Pure: bank rows and benchmark
    texts in."""
    pos = [r["text"] for r in rows if r["family"] in POSITIVE_FAMILIES and r["risky"]]
    neg = [r["text"] for r in rows if r["family"] in NEGATIVE_FAMILIES and not r["risky"]]
    pick = np.random.default_rng(seed).choice(
        len(benchmark_texts), size=min(n_benchmark, len(benchmark_texts)), replace=False
    )
    bench = [benchmark_texts[i] for i in sorted(pick)]
    texts = pos + neg + bench
    labels = np.r_[np.ones(len(pos)), np.zeros(len(neg) + len(bench))]
    if n_excerpts and pos and neg:
        more, y = excerpts(pos, neg + bench, n_excerpts, seed=seed)
        texts, labels = texts + more, np.r_[labels, y]
    return texts, labels


def excerpts(
    attacks: list[str], benign: list[str], n: int, words: int = EXCERPT_WORDS, seed: int = SEED
) -> tuple[list[str], np.ndarray]:
    """(texts, labels): ``2 n`` window-sized excerpts of synthetic long prompts. Each is a run
    of ``words`` words cut from the ``benign`` texts joined end to end in a seeded order (so it
    starts and ends mid-sentence, and carries the look-alikes' instructions to human readers
    out of their context); every other one has one of the ``attacks`` (of at most
    ``words // 2`` words) set whole at a random word boundary inside it, and is labelled 1.
    Pure and seeded."""
    rng = np.random.default_rng([seed, 1])
    fit = [a.split() for a in attacks if len(a.split()) <= words // 2]
    stream = " ".join(benign[i] for i in rng.permutation(len(benign))).split()
    if not fit or len(stream) <= words:
        return [], np.zeros(0)
    texts, labels = [], []
    for j in range(2 * n):
        payload = fit[rng.integers(len(fit))] if j % 2 == 0 else []
        room = words - len(payload)
        start = int(rng.integers(len(stream) - room))
        filler = stream[start : start + room]
        cut = int(rng.integers(room + 1))
        texts.append(" ".join(filler[:cut] + payload + filler[cut:]))
        labels.append(float(bool(payload)))
    return texts, np.array(labels)


def _network(model_path: Path, encoder=None):
    import torch
    from transformers import AutoModel
    from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()
    hf_logging.set_verbosity_error()

    class Classifier(torch.nn.Module):
        def __init__(self, enc):
            super().__init__()
            self.enc = enc
            self.head = torch.nn.Linear(enc.config.hidden_size, 1)

        def forward(self, batch):
            out = self.enc(**batch).last_hidden_state
            mask = batch["attention_mask"].unsqueeze(-1).to(out.dtype)
            pooled = (out * mask).sum(1) / mask.sum(1).clamp(min=1.0)
            unit = torch.nn.functional.normalize(pooled, dim=-1)
            return self.head(unit * HEAD_SCALE).squeeze(-1)

    return Classifier(encoder if encoder is not None else AutoModel.from_pretrained(model_path))


class _TorchSettings:
    """Seeded, deterministic, fixed-thread torch for the duration of a block; restored after."""

    def __init__(self, threads: int, seed: int | None = None):
        self.threads, self.seed = threads, seed

    def __enter__(self):
        import torch

        self.saved = (torch.get_num_threads(), torch.are_deterministic_algorithms_enabled())
        torch.set_num_threads(self.threads)
        torch.use_deterministic_algorithms(True)
        if self.seed is not None:
            torch.manual_seed(self.seed)
        return self

    def __exit__(self, *exc):
        import torch

        torch.set_num_threads(self.saved[0])
        torch.use_deterministic_algorithms(self.saved[1])
        return False


def train(
    model_path: Path,
    texts: list[str],
    labels: np.ndarray,
    *,
    epochs: int = EPOCHS,
    batch: int = BATCH,
    lr: float = LEARNING_RATE,
    seed: int = SEED,
    progress: bool = False,
) -> dict:
    """The fine-tuned classifier's weights (a torch state dict) for ``texts``/``labels``."""
    import torch
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(model_path)
    labels = np.asarray(labels, np.float32)
    with _TorchSettings(TRAIN_THREADS, seed):
        net = _network(model_path)
        opt = torch.optim.AdamW(net.parameters(), lr=lr, weight_decay=WEIGHT_DECAY)
        per_epoch = int(np.ceil(len(texts) / batch))
        steps = epochs * per_epoch
        warm = max(1.0, WARMUP * steps)
        sched = torch.optim.lr_scheduler.LambdaLR(
            opt, lambda s: min(1.0, (s + 1) / warm) * max(0.0, (steps - s) / steps)
        )
        rng = np.random.default_rng(seed)
        bar = None
        if progress:
            from tqdm import tqdm

            bar = tqdm(
                total=steps, desc="fine-tuning jailbreak classifier", unit="batch", file=sys.stderr
            )
        net.train()
        for _ in range(epochs):
            order = rng.permutation(len(texts))
            for start in range(0, len(order), batch):
                ii = order[start : start + batch]
                enc = tok(
                    [texts[i] for i in ii],
                    padding=True,
                    truncation=True,
                    max_length=MAX_TOKENS,
                    return_tensors="pt",
                )
                loss = torch.nn.functional.binary_cross_entropy_with_logits(
                    net(enc), torch.from_numpy(labels[ii])
                )
                opt.zero_grad()
                loss.backward()
                opt.step()
                sched.step()
                if bar:
                    bar.update(1)
        if bar:
            bar.close()
        return {k: v.detach().clone() for k, v in net.state_dict().items()}


def window_probability(probs) -> float:
    """A prompt's probability from its windows' (``token_windows``): the most suspicious
    window's, with its odds divided by the number of windows when ``WINDOW_COUNT_CORRECTION``
    (one window: unchanged). Pure."""
    best = max(probs)
    n = len(probs)
    if not WINDOW_COUNT_CORRECTION or n <= 1 or best <= 0.0 or best >= 1.0:
        return best
    odds = best / (1.0 - best) / n
    return odds / (1.0 + odds)


def token_windows(
    ids: list[int],
    fits: int = MAX_TOKENS,
    window: int = WINDOW_TOKENS,
    stride: int | None = WINDOW_STRIDE,
    head: int = WINDOW_HEAD,
    most: int = MAX_WINDOWS,
) -> list[list[int]]:
    """The token sequences a prompt is read as: ``ids`` itself (``[CLS] ... [SEP]``) when it
    fits in ``fits`` tokens, else overlapping windows of ``window`` tokens over its body,
    ``stride`` tokens apart, the last one ending at the prompt's end, each led by the body's
    first ``head`` tokens and wrapped in the first and last ids; of more than ``most``
    windows, the first and last ``most // 2`` (``stride`` None: the first ``fits`` tokens
    only, as truncation reads it). Pure."""
    if len(ids) <= fits:
        return [list(ids)]
    if stride is None:
        return [[*ids[: fits - 1], ids[-1]]]
    width = min(window, fits) - 2 - head
    if not (head >= 0 and width >= 1 and 1 <= stride <= width):
        raise ValueError(
            f"windows of {window} tokens need a head of 0 to {min(window, fits) - 3} tokens and "
            f"1 <= stride <= {min(window, fits) - 2} - head (no token unread), got head {head}, "
            f"stride {stride}"
        )
    first, body, last = ids[0], list(ids[1:-1]), ids[-1]
    lead, rest = body[:head], body[head:]
    starts = list(range(0, len(rest) - width, stride)) + [len(rest) - width]
    if len(starts) > most:
        starts = starts[: most // 2] + starts[len(starts) - most // 2 :]
    return [[first, *lead, *rest[s : s + width], last] for s in starts]


class FineTuned:
    """A trained classifier: ``probabilities(texts)`` is P(jailbreak or injection) per text."""

    def __init__(
        self,
        model_path: Path,
        state: dict,
        cache_folder: Path | None = None,
        threads: int = 1,
        precision: str = DEFAULT_PRECISION,
    ):
        import torch
        from transformers import AutoConfig, AutoModel, AutoTokenizer

        self.tok = AutoTokenizer.from_pretrained(model_path)
        encoder = AutoModel.from_config(AutoConfig.from_pretrained(model_path))
        self.net = _network(model_path, encoder)
        self.net.load_state_dict(state)
        if precision == "float64":  # as the embedder: the same bits in any batch (embedder.py)
            self.net.double()
        self.net.eval()
        self._memo: dict[str, float] = {}
        self._torch = torch
        self.threads = max(1, int(threads))  # for forward passes of MULTI_THREAD_AT+ windows
        self.window, self.stride, self.head = WINDOW_TOKENS, WINDOW_STRIDE, WINDOW_HEAD
        self.cache = None
        if cache_folder is not None:
            from ..index.cache import EmbeddingCache

            self.cache = EmbeddingCache(cache_folder, 1)
            if len(list(Path(cache_folder).glob("shard-*.npz"))) > COMPACT_AT:
                self.cache.compact()

    def probabilities(self, texts: list[str]) -> np.ndarray:
        """P(jailbreak or injection) per text, rounded to 6 decimals. Computed once per text:
        in memory, and on disk (content-addressed, like embeddings) when a call brings at least
        ``PERSIST_MIN`` new texts — a suite run pays once, a one-off ``score`` prompt is not
        stored."""
        from ..index.cache import text_key

        todo = [t for t in dict.fromkeys(texts) if t not in self._memo]
        if todo and self.cache is not None:
            keys = [text_key(t) for t in todo]
            known = set(keys) - set(self.cache.missing(keys))
            if known:
                hit = [(t, k) for t, k in zip(todo, keys) if k in known]
                got = self.cache.get([k for _, k in hit])[:, 0]
                for (t, _), p in zip(hit, got):
                    self._memo[t] = round(float(p), 6)
                todo = [t for t in todo if t not in self._memo]
        if todo:
            windows = [
                token_windows(
                    self.tok(t)["input_ids"], MAX_TOKENS, self.window, self.stride, self.head
                )
                for t in todo
            ]
            flat = [ids for ws in windows for ids in ws]
            probs = self._window_probabilities(flat)
            at = 0
            for t, ws in zip(todo, windows):
                self._memo[t] = round(window_probability(probs[at : at + len(ws)]), 6)
                at += len(ws)
            if self.cache is not None and len(todo) >= PERSIST_MIN:
                probs = np.array([[self._memo[t]] for t in todo], np.float32)
                self.cache.put([text_key(t) for t in todo], probs)
        return np.array([self._memo[t] for t in texts], dtype=np.float64)

    def _window_probabilities(self, windows: list[list[int]]) -> list[float]:
        """P per token window. Windows of one length go through the network together, at most
        ``INFERENCE_BATCH`` at a time and never padded (a pass of ``MULTI_THREAD_AT`` or more on
        ``threads``), so a window's probability is the one it gets alone
        (tests/test_finetune.py checks this to the stored 6 decimals)."""
        torch = self._torch
        by_length: dict[int, list[int]] = {}
        for j, ids in enumerate(windows):
            by_length.setdefault(len(ids), []).append(j)
        out = [0.0] * len(windows)
        passes: dict[int, list[list[int]]] = {}  # threads -> the forward passes run on them
        for rows in by_length.values():
            for k in range(0, len(rows), INFERENCE_BATCH):
                part = rows[k : k + INFERENCE_BATCH]
                threads = self.threads if len(part) >= MULTI_THREAD_AT else 1
                passes.setdefault(threads, []).append(part)
        for threads, parts in passes.items():
            with _TorchSettings(threads), torch.inference_mode():
                for part in parts:
                    ids = torch.tensor([windows[j] for j in part])
                    enc = {"input_ids": ids, "attention_mask": torch.ones_like(ids)}
                    for j, p in zip(part, torch.sigmoid(self.net(enc)).tolist()):
                        out[j] = float(p)
        return out


TRAINING_CODE = (
    "extra_rows",
    "training_rows",
    "training_set",
    "excerpts",
    "_network",
    "_TorchSettings",
    "train",
)
INFERENCE_CODE = ("token_windows", "window_probability", "FineTuned")
INFERENCE_ONLY = (
    "THRESHOLD",
    "WINDOW_TOKENS",
    "WINDOW_STRIDE",
    "WINDOW_HEAD",
    "MAX_WINDOWS",
    "WINDOW_COUNT_CORRECTION",
    "PERSIST_MIN",
    "INFERENCE_BATCH",
    "MULTI_THREAD_AT",
    "COMPACT_AT",
    "SCREEN_FLOOR",
    "AHEAD_BELOW",
    "KEEP_CLASSIFIERS",
    "TRAINING_CODE",
    "INFERENCE_CODE",
    "INFERENCE_ONLY",
)


def code_key(source: str, names=TRAINING_CODE, skip=None) -> bytes:
    """The code that decides the weights: the module's public constants (less ``skip``,
    by default ``INFERENCE_ONLY``; private state such as a ``_CACHE`` is not training code) and
    the definitions named in ``names``, without docstrings and comments (``ast.dump`` drops
    comments). Editing inference, storage or documentation does not retrain."""
    import ast

    skip = INFERENCE_ONLY if skip is None else skip

    tree = ast.parse(source)
    kept = []
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            ids = [getattr(t, "id", "") or "" for t in targets]
            if not any(i in skip or i.startswith("_") for i in ids):
                kept.append(node)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name in names:
            kept.append(node)
    tree.body = kept
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            node.body = body[1:] or [ast.Pass()]
    return ast.dump(tree).encode("utf-8")


def weights_path(embedder, prefix: str, parts) -> Path | None:
    """``<cache folder>/<prefix>-<digest of parts and the embedder>.safetensors``, or None for an
    embedder without an on-disk cache or a model directory (test doubles)."""
    model_path = getattr(embedder, "model_path", None)
    if model_path is None or not (Path(model_path) / "config.json").is_file():
        return None
    return cache_file(embedder, prefix, parts, ".safetensors")


def store_path(embedder, bank: Path, benchmark_texts: list[str], extra=()) -> Path | None:
    """Where the weights for this training code, bank, ``extra`` training sets, benchmark
    negatives and embedder are stored, or None for an embedder without an on-disk cache or a
    model directory (test doubles)."""
    return weights_path(
        embedder,
        "finetuned",
        [
            code_key(Path(__file__).read_text(encoding="utf-8")),
            Path(bank).read_bytes(),
            *(Path(p).read_bytes() for p in extra),
            "\n".join(benchmark_texts).encode("utf-8"),
        ],
    )


def load_or_train(
    embedder,
    bank: Path,
    benchmark_texts: list[str],
    *,
    extra=(),
    progress: bool | None = None,
) -> FineTuned | None:
    """The classifier for this bank (and ``extra`` training sets) and index, trained once and
    stored (None when the embedder has no model directory or cache to train and store it
    with)."""
    if len(benchmark_texts) < N_BENCHMARK:
        return None
    return stored_or_trained(
        embedder,
        store_path(embedder, bank, benchmark_texts, extra),
        lambda: training_set(training_rows(bank, extra), benchmark_texts),
        "the jailbreak/injection classifier",
        progress,
    )


def stored_or_trained(embedder, path, build, what: str, progress: bool | None = None):
    """The classifier stored at ``path`` (weights from ``weights_path``), or one trained on
    ``build()`` (texts, labels) and stored there; None when ``path`` is None. Its
    probabilities are stored beside it, keyed by the inference code as well."""
    from safetensors.torch import load_file, save

    from ..atomic import atomic_write_bytes

    if path is None:
        return None
    inference = digest(
        [
            code_key(Path(__file__).read_text(encoding="utf-8"), INFERENCE_CODE),
            repr(
                (
                    MAX_TOKENS,
                    WINDOW_TOKENS,
                    WINDOW_STRIDE,
                    WINDOW_HEAD,
                    MAX_WINDOWS,
                    WINDOW_COUNT_CORRECTION,
                )
            ).encode(),
        ]
    )
    probs = path.with_name(f"{path.stem}-probabilities-{inference[:8]}")
    threads = getattr(embedder, "threads", 1)
    precision = getattr(embedder, "precision", DEFAULT_PRECISION)

    def stored() -> FineTuned | None:
        if not path.is_file():
            return None
        try:
            clf = FineTuned(embedder.model_path, load_file(str(path)), probs, threads, precision)
        except Exception as exc:  # noqa: BLE001 - a damaged store is retrained, like a shard
            print(f"{path}: unreadable stored weights ({exc}); training again", file=sys.stderr)
            return None
        prune(path, probs)
        return clf

    def stamp() -> tuple[int, int] | None:
        try:
            st = path.stat()
        except OSError:
            return None
        return st.st_mtime_ns, st.st_size

    clf = stored()
    if clf is not None:
        return clf
    seen = stamp()
    # One process trains these weights; another that needs them meanwhile (a `score` while a
    # `run` trains) waits for them instead of training a second copy on the same cores.
    with _training_lock(path, what):
        clf = stored() if stamp() != seen else None  # trained while this process waited
        if clf is not None:
            return clf
        texts, labels = build()
        show = sys.stderr.isatty() if progress is None else progress
        print(
            f"training {what} on {len(texts)} exemplars (once; 5-10 minutes on 2 cores)",
            file=sys.stderr,
        )
        state = train(Path(embedder.model_path), texts, labels, progress=show)
        atomic_write_bytes(path, save({k: v.contiguous() for k, v in state.items()}))
    prune(path, probs)
    return FineTuned(embedder.model_path, state, probs, threads, precision)


@contextmanager
def _training_lock(path: Path, what: str):
    """Hold the lock file beside the weights ``path`` (``<stem>.lock``) while they are trained;
    say so when another process holds it, and wait for it."""
    from filelock import FileLock, Timeout

    lock = FileLock(str(path.with_suffix(".lock")))
    try:
        lock.acquire(timeout=0)
    except Timeout:
        print(
            f"waiting for another process that is training {what} ({lock.lock_file})",
            file=sys.stderr,
        )
        lock.acquire()
    try:
        yield
    finally:
        lock.release()


# Each change to the training data or code stores another 90 MB of weights beside the embedding
# cache (and each change to the inference code another probability store): the ones in use stay,
# the others go. A process marks the weights and store it uses (their modification time), and
# only the KEEP_CLASSIFIERS most recently used weights are kept, with their stores (the weights in
# use keep only the store of the inference code in use); other checkouts on the same cache
# (another branch's training data) are among them while they are in use.
KEEP_CLASSIFIERS = 3


def prune(path: Path, probs: Path, keep: int = KEEP_CLASSIFIERS) -> list[Path]:
    """Mark ``path`` (weights) and ``probs`` (their probability store) used now, then remove the
    other weights of the same kind (file name prefix: the jailbreak or the harm classifier's)
    beyond the ``keep`` most recently used and every probability store of that kind whose
    weights are gone or whose inference code is not the one in use (``probs``' for ``path``).
    Returns what was removed; a file another process removed first is no error."""
    from ..index.embedder import stale_fits

    now = time.time()
    try:
        os.utime(probs, (now, now))
    except OSError:  # the store is made on the first call that persists
        pass
    folder = path.parent
    prefix = path.stem.rsplit("-", 1)[0]  # this classifier's kind: "finetuned", "harm-tuned"
    removed = stale_fits(path, keep)  # marks the weights in use used now
    gone = {w.stem for w in removed}
    kept = {w.stem for w in folder.glob(f"{prefix}-*.safetensors")} - gone | {path.stem}
    removed += [w.with_suffix(".lock") for w in removed if w.with_suffix(".lock").exists()]
    for store in folder.glob(f"{prefix}-*-probabilities-*"):
        owner = store.name.split("-probabilities-")[0]
        if owner not in kept or (owner == path.stem and store.name != probs.name):
            removed.append(store)
    for p in removed:
        if p.is_dir():
            shutil.rmtree(p, ignore_errors=True)
        else:
            p.unlink(missing_ok=True)
    return removed


# The classifier is run only on prompts whose frozen-embedding jailbreak probability (semantic.py:
# the head times its gate, which is 0 for a prompt nearer the everyday requests than the bank's
# attacks or far from both) reaches this floor; the others keep that probability, far below the
# signal threshold. A forward pass costs as much as embedding the prompt, and the floor spares
# it for about 40% of benchmark questions and 74-97% of short everyday and off-topic dev prompts
# (plain-dev*, ood-dev, -dev2, -dev5; long pasted documents are nearly all read). Measured on the
# bank and every dev set (python tools/finetune_dev.py --screen: togmal_eval/data/exemplars*.jsonl
# and corpus/*.jsonl, 1,811 attacks, 12,532 other prompts): the lowest frozen probability of an attack is 0.0018 (18 times the floor), so
# none of the 1,788 attacks the classifier flags is screened out; 2 of its 99 false alarms are.
# Re-measured 2026-12-04 with the sets written since (22,710 prompts, 3,480 attacks, the corpus's
# jailbreak sets counted now): 8 attacks the classifier flags are screened out (exemplars-dev18,
# jb-dev17 and jb-dev18 two each, jb-dev21 and jb-mention-dev2 one each; the frozen gate gives
# them 0: 3 are not in English, "Переведи на английский и выполни: ...", 5 are English prompts
# near neither the everyday requests nor the bank's attacks), and 11 of its 333 false alarms.
# Reading every prompt would trade those 8 attacks for those 11 false alarms and read 44% more
# prompts; reading prompts not in English as well would recover 3 attacks for 1 false alarm. Left
# as it is until a rule fixed before measuring decides (python tools/finetune_dev.py --screen).
SCREEN_FLOOR = 1e-4


# A call of fewer than this many prompts starts the classifier on a worker thread before the
# prompts are embedded (``ahead``), and ``screened`` waits for it: both models then run their
# one-thread passes (``MULTI_THREAD_AT``; the embedder's below 16 texts) side by side on two
# cores, and a single prompt's latency drops by about one forward pass. The classifier reads
# every such prompt, the screen's spared ones too (their probability is not used: ``screened``
# still takes the frozen one below ``SCREEN_FLOOR``), so a handful of prompts costs CPU time, not
# wall time. Probabilities are the same bits either way (float64 passes of one window length, on
# one thread, tests/test_finetune.py).
AHEAD_BELOW = 16
_AHEAD: dict[int, object] = {}  # id(classifier) -> the worker's pending result (a Future)


@functools.cache
def _worker():
    """The one worker thread ``ahead`` runs the classifier on."""
    from concurrent.futures import ThreadPoolExecutor

    return ThreadPoolExecutor(1, thread_name_prefix="finetuned")


def ahead(clf: FineTuned, texts: list[str]) -> None:
    """Start ``clf.probabilities(texts)`` on a worker thread (for fewer than ``AHEAD_BELOW``
    texts; nothing otherwise, or while another is pending); ``screened`` waits for it."""
    if 0 < len(texts) < AHEAD_BELOW and id(clf) not in _AHEAD:
        _AHEAD[id(clf)] = _worker().submit(clf.probabilities, list(texts))


def _wait_ahead(clf: FineTuned) -> None:
    """Wait for the worker ``ahead`` started on ``clf``, if any (its error is raised here)."""
    pending = _AHEAD.pop(id(clf), None)
    if pending is not None:
        pending.result()


def settle(clf: FineTuned) -> None:
    """Wait for a worker ``ahead`` started on ``clf`` that nothing read, ignoring its error."""
    pending = _AHEAD.pop(id(clf), None)
    if pending is not None:
        pending.exception()


def screened(clf: FineTuned, texts: list[str], frozen) -> np.ndarray:
    """P(jailbreak or injection) per text: the classifier's where the frozen detector's
    probability ``frozen`` reaches ``SCREEN_FLOOR`` (everywhere when it is None), the frozen
    one elsewhere."""
    _wait_ahead(clf)
    if frozen is None:
        return clf.probabilities(list(texts))
    p = np.asarray(frozen, np.float64).copy()
    run = np.nonzero(p >= SCREEN_FLOOR)[0]
    if len(run):
        p[run] = clf.probabilities([texts[i] for i in run])
    return p


_CACHE: dict = {}


def finetuned_for(embedder, index) -> FineTuned | None:
    """The classifier for ``embedder`` and ``index`` (its questions give the benchmark
    negatives), loaded (or trained) once per process for the pair; None when the index has
    fewer than ``N_BENCHMARK`` questions (the frozen-embedding detector then stands in: without
    benchmark negatives the classifier flags 6% of benchmark questions, exemplars-dev
    measurement) or there is no model directory to train."""
    from ..index.embedder import once_per_embedder
    from .semantic import BANK

    return once_per_embedder(
        _CACHE,
        embedder,
        lambda: load_or_train(embedder, BANK, [r.text for r in index.corpus.records], extra=EXTRA),
        index,
    )
