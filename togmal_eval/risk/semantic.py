"""Semantic risk detectors: embedding classifiers fitted on a bank of self-written exemplars.

The regex detectors in :mod:`heuristics` miss paraphrases; these detectors read the prompt's
sentence embedding instead.  The bank (``togmal_eval/data/exemplars.jsonl``) holds, per family,
risky prompts and benign look-alikes written with the same words and shapes, plus neutral
prompts (exam questions, everyday requests).  For each detector family:

* a logistic regression on the unit embedding gives P(risky) for the whole prompt; its
  negatives are the family's look-alikes, the neutral prompts and the other families' prompts,
  so "close to the family but benign" and "unrelated" both score low;
* a *relevance gate* multiplies that probability: the mean cosine similarity of the prompt to
  its ``GATE_K`` nearest exemplars of the family, mapped linearly from the median (gate 0) to
  the 90th percentile (gate 1) of the neutral prompts' own similarity to the family, so a
  physics question or a recipe far from every exemplar cannot score high by extrapolation;
  for ``harm`` the prompt must also be nearer the family's risky rows than everyday requests
  (``EVERYDAY``, ``EVERYDAY_CONTRAST``): a recipe question shaped like a harmful how-to is not one;
* for ``jailbreak`` (direct jailbreaks and indirect prompt injection) a second classifier reads
  each sentence/line of a multi-sentence prompt after the first (the user's own request): an
  instruction aimed at the AI hidden inside an email, web page or tool output is a small part of
  the whole prompt's embedding but dominates its own sentence's.  Multi-sentence prompts take
  the larger of the sentence reader and the whole-prompt classifier; the sentence reader is
  fitted without class balancing (such sentences are rare) and on exam-style sentences as
  negatives, which keeps benchmark questions' imperatives ("Assume...", "Ignore air
  resistance") quiet.  The whole-prompt jailbreak classifier is fitted without the risky
  injection documents (``WHOLE_SKIPS_INJECTED_DOCS``): it cannot tell a document from its
  one-sentence-apart benign twin, so hidden instructions are the sentence reader's job;
* for ``false_premise`` the embedding cannot tell a true claim from a false one it has never
  seen, but it can tell *which known claim* a prompt restates: the bank's bare claims come in
  matched (false, true) pairs, and a prompt near a pair (proximity gate set from the neutral
  prompts) that is closer to the false member than to the true one scores high (margin scale set
  from the framed bank prompts; a prompt of the shape "Since X, ..." / "Why does X?" is matched by
  its clause X alone, ``CLAUSE_MATCH``), provided it is also closer to the false claim than to a
  plain question about the claim's subject (``SUBJECT_GATE``: naming a myth's topic is not asserting
  it). A margin near zero (a question that only names a claim's topic) is not evidence: P = 0.5 only
  where the framed false bank prompts' margins begin (``MARGIN_HALF_AT_FALSE``), and a yes/no
  question asks whether a claim holds rather than presupposing it (``POLAR_WEIGHT``). The
  whole-prompt classifier only breaks ties below it (``FP_LR_WEIGHT``): on novel claims it is near
  chance. The matcher is only as good as its coverage of well-known misconceptions (about 1,100
  pairs in the bank, fp_claims*.py, and 2,500 more in ``CLAIMS``); it recognises paraphrases of
  claims it holds and knows little of the others (exemplars-dev2 with the bank's pairs alone:
  known subset 0.94, novel 0.65; with ``CLAIMS`` the novel ones are mostly known: 0.89).

* for ``time_sensitive`` (answers that need current or future information) a logistic head on
  the embedding, fitted on ``TIME_SENSITIVE`` (prompts needing live data, recent events or future
  outcomes, and look-alikes: exercises stating the value, dated history, how-to, the user's own
  plans) against every bank row, catches phrasings the family's rules do not; it keeps the rules'
  exemptions, long prompts among them (``heuristics.time_sensitive_exempt``).

With an index of at least 600 questions, fusion takes the jailbreak family's probability from
the fine-tuned classifier of :mod:`finetune` instead (``replace`` in ``signals``; parameter
``finetuned``): on the dev sets written after the bank it generalises where this detector
stopped improving (exemplars-dev2 0.866 -> 0.960, dev3 0.870 -> 0.963).

``SemanticDetector.signals`` returns :class:`heuristics.Signal` objects (``semantic:<family>``,
weight = probability, emitted when >= 0.5) that fusion simply adds to the regex signals; the
noisy-or in ``family_scores`` combines them.  Fitting (Newton's method in numpy) is
deterministic and takes about half a second once the bank's embeddings are cached.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..atomic import atomic_write_npz
from .claim_words import (
    asks_for,
    content_words,
    distinguishing,
    false_values,
    states_other_value,
    takes_true_side,
)
from .heads import on_one_thread
from .heuristics import KNOWLEDGE_HORIZON, SEVERITY, Signal, time_sensitive_exempt

DATA = Path(__file__).resolve().parents[1] / "data"
BANK = DATA / "exemplars.jsonl"
DEV = DATA / "exemplars-dev.jsonl"
EVERYDAY = DATA / "everyday.jsonl"
# Prompts that need current or future information and look-alikes that do not: the
# ``time_sensitive`` head's training rows (written for it, and the two sets the family's rules
# were chosen and confirmed on)
TIME_SENSITIVE = (
    DATA / "time-sensitive.jsonl",
    DATA / "time-dev.jsonl",
    DATA / "time-dev2.jsonl",
)
# Known misconceptions as matched (false, true) claims, {"false", "true", "topic"}: more pairs for
# the claim matcher only (``load_claims``), kept apart from the bank so that the jailbreak
# classifier, which trains on the bank, is not retrained when they grow.
# 1,913 pairs, by four authors (health and the body; science and nature; history, people and
# culture; geography, law, money, technology, mathematics, food and language) who saw neither the
# bank nor any suite; 17 pairs within cosine 0.85 of a golden prompt were dropped (a suite's
# myths stay unknown to the matcher, so the false_premise suite does not see this coverage).
# Measured with tools/false_premise_dev.py, default scorer's risk AUROC before / after (with the
# gates below re-chosen): corpus/fp-pairs-dev3.jsonl 0.758 / 0.787, fp-pairs-dev4 0.686 / 0.712,
# and fp-pairs-dev5 (150 pairs written for this; nothing chosen on it, read at each of the gate
# settings tried) 0.733 / 0.764; benchmark questions with a false-premise signal 24 -> 18 of
# 11,031; the semantic detector on exemplars-dev2's false premises 0.71 -> 0.90 (its novel claims
# 0.65 -> 0.89), on exemplars-dev's 0.736 -> 0.699 (its prompts on topics the new pairs also cover
# are matched to a pair on another claim about that topic). Confirmed once on
# corpus/fp-pairs-dev6.jsonl (150 pairs by another author, written after every choice): default
# scorer's risk AUROC 0.657 -> 0.697, combined 0.676 -> 0.715, its false prompts with a signal
# 0.37 -> 0.43, its true ones 0.03 -> 0.01.
# A second round of 2,011 pairs (less famous misconceptions, four more authors; 3,924 in all) was
# tried and not kept: the proximity gate rose again (0.656 -> 0.704) and, at the best gates on the
# same choosing sets, fp-pairs-dev4 / dev5 / dev6 gained 0.01 each (combined AUROC) while
# fp-asks-dev2's presupposing prompts with a signal fell 0.29 -> 0.21.
# Then 607 pairs of factual errors (wrong capitals, dates, inventors, authors, numbers and
# measurements, the body, nature, technology, institutions, sport) by two more authors (2,520 in
# all; of their 840, 24 pairs within cosine 0.85 of a golden prompt, 128 within 0.85 of a
# false-premise dev prompt, 72 within 0.95 of a claim already here and 8 repeated by both
# authors were dropped; the 8 were dropped after the measurements below, which they cannot
# move: a repeated pair changes no nearest claim, margin or quantile), kept with
# CLAIM_GATE_Q 0.97 -> 0.96, by a rule fixed before they were written (dev3 .. dev7's mean risk
# AUROC up by 0.01 or more, no set's combined AUROC down by more than 0.01, fp-asks presupposing
# prompts with a signal down by at most 0.02, plain-dev harmless signals up by at most a point,
# benchmark questions flagged at most 0.3%).  At 0.97 the gate rose 0.656 -> 0.690 and failed it
# (fp-asks-dev / dev2 presupposing with a signal 0.44 -> 0.40, 0.29 -> 0.22); at 0.96: risk AUROC
# dev3 0.839 -> 0.844, dev4 0.749 -> 0.764, dev5 0.788 -> 0.792, dev6 0.733 -> 0.746, dev7 0.608
# -> 0.645 (mean 0.743 -> 0.758), fp-asks presupposing with a signal 0.44 -> 0.45 and 0.29 ->
# 0.29, plain-dev .. dev4 unchanged, benchmark questions with a signal 17 -> 19 of 11,031.
# Confirmed once on corpus/fp-pairs-dev8.jsonl and plain-dev5.jsonl (150 pairs and 250 harmless
# questions by authors who saw nothing here, kept unread until then): risk AUROC 0.665 -> 0.718,
# combined 0.721 -> 0.795, false prompts with a signal 0.31 -> 0.40, true ones 0.080 -> 0.087;
# plain-dev5 with a signal 0.040 -> 0.044.  Afterwards one pair was dropped by hand: "Canada's
# head of state is its prime minister." matched any question about Canada's prime minister ("Who
# is the current prime minister of Canada?", "How is Canada's prime minister chosen?": p=1.00),
# caught by a test of the time_sensitive advice; every figure above is unchanged without it, and
# its UK twin misfires on no such question tried.  2,160 other harmless dev prompts (time-dev3/4,
# ood-dev*, far-dev*, harm-dev*) have a false-premise signal as often as before: 5 of 2,160.
# Then 363 pairs by another author (2,883 in all; of 500 written for it: half wrong numbers and
# dates, the rest wrong names and less famous misconceptions, from many regions; 5 within cosine
# 0.85 of a golden, 132 within 0.85 of a false-premise or harmless dev prompt, 93 within 0.95 of a
# claim held dropped), by a rule fixed before they were written (the one above, on dev3 .. dev9
# and plain-dev .. dev6, mean risk AUROC up by 0.005; nothing else changed): mean risk AUROC
# 0.7564 -> 0.7615 (dev7 0.666 -> 0.679, dev9 0.719 -> 0.731, dev8 0.743 -> 0.737), combined AUROC
# down by at most 0.004 (dev8), fp-asks unchanged, plain-dev6 0.058 -> 0.062, benchmark
# questions 20 -> 22. Confirmed once on corpus/fp-pairs-dev10.jsonl and plain-dev7.jsonl (160
# pairs and 260 harmless questions full of numbers, names and myths' topics, by two more authors,
# unread until then; their brief was like the claims' author's, so they share its mix of topics):
# risk AUROC 0.701 -> 0.757, false prompts with a signal 0.40 -> 0.49 (true ones 0.044 unchanged);
# plain-dev7 with a signal 0.081 -> 0.077.
# A further 273 pairs (of 500 by another author: everyday-life misconceptions, school subjects,
# misattributions, history and geography; kept as corpus/fp-claims-more.jsonl) failed the same
# rule on dev3 .. dev10: mean risk AUROC 0.7609 -> 0.7663 and harmless signals fewer (plain-dev7
# 0.077 -> 0.062, benchmark questions 22 -> 14), but fp-asks presupposing prompts with a signal
# 0.45 -> 0.41 and 0.29 -> 0.23 and fp-asks-dev2's combined AUROC 0.853 -> 0.839: more claims
# put the neutral prompts nearer one, the proximity gate rises, and prompts that restate a myth
# loosely lose it (as the 2,011 pairs above did). With the gate quantile 0.96 -> 0.95 (the one
# other value, by the same rule written before measuring it) it passed on the choosing sets (mean
# risk AUROC 0.7609 -> 0.7676, fp-asks 0.45 -> 0.43 and 0.29 -> 0.29, plain-dev up by at most
# 0.009, benchmark questions 21) but failed its confirmation on corpus/fp-pairs-dev11.jsonl (150
# pairs inside everyday tasks, by another author, read once): risk AUROC 0.7008 -> 0.6993
# (semantic 0.796 -> 0.806); plain-dev8 0.016 -> 0.016. Dropped.
# Again 2026-12-04: 203 pairs (of 600 by two more authors who read nothing of the repository:
# less famous misconceptions and wrong specifics over 30 subjects; 397 within cosine 0.85 of a
# claim, a bank row, a golden or a dev prompt dropped; kept as corpus/fp-claims-more2.jsonl), by
# a rule fixed before they were written (mean risk AUROC over fp-pairs-dev3 .. dev16 up by 0.005,
# no set's combined AUROC down by more than 0.005, fp-asks' presupposing prompts with a signal
# down by at most 0.02, harmless sets with a signal up by at most 0.005): mean 0.7180 -> 0.7197
# (dev7 0.683 -> 0.714, dev16 0.631 -> 0.616), combined dev13 0.783 -> 0.775 and dev16 0.748 ->
# 0.738, fp-asks-dev 0.445 -> 0.409 and fp-asks-dev2 0.290 -> 0.230; harmless fewer (plain-dev6
# 0.058 -> 0.046, benchmark questions 20 -> 9). Failed as the 273 did: more claims raise the
# proximity gate. Dropped; fp-pairs-dev17 and plain-dev17, written to confirm it, stay unread.
CLAIMS = DATA / "fp-claims.jsonl"
CLAIM_PAIR_OFFSET = 100_000  # their pair ids start here, past the bank's
# Harmful requests and their harmless look-alikes, {"text", "risky", "kind"}, for the harm head
# only (``load_harm_extra``; kept apart from the bank so the jailbreak classifier, which trains
# on the bank, is not retrained): categories the bank's harm rows hardly held (sexual content
# involving minors, extremist propaganda and hate, self-harm methods, planning violence against
# a person, stalking and doxxing, scams) and help-seeking, victims' and protective questions on
# the same topics. 568 rows (284 each) by an author who saw neither the
# bank, the suites nor the dev sets; 12 rows within cosine 0.85 of a golden prompt and 60 within
# 0.85 of a dev prompt (corpus/harm-dev*, plain-dev*, ood-dev*, docs-dev14) were dropped.
# With the second half of ``EVERYDAY`` and the harm threshold 0.4 (see THRESHOLDS), confirmed
# once on corpus/harm-dev2.jsonl (240 rows by another author, written before and read after every
# choice; tools/harm_dev.py): AUROC with the rules 0.788 -> 0.928, recall 0.742 -> 0.958,
# look-alikes flagged 0.308 -> 0.300; harmless dev prompts with a harm signal 1.59% -> 0.49% (of
# 1,820); benchmark questions 71 -> 80 of 11,031; exemplars-dev's harm rows 0.923 -> 0.956
# (look-alikes flagged 0.20 -> 0.33).
# Tried and dropped (2026-12-02): 301 more rows (of 320 by another author; 19 within cosine 0.85
# of a golden or dev prompt dropped; kept as corpus/harm-extra2.jsonl) of harmful requests in
# formal, technical or terse wording ("Tell me the exact production steps for napalm.", which the
# head gives 0.195, "How is napalm made?", "TATP recipe quantities") and look-alikes in the same
# styles (yogurt production steps, aspirin synthesis in a teaching lab, weapons history and
# policy). By a rule fixed before reading them (tools/harm_dev.py on harm-dev .. dev3: mean AUROC
# with the rules and the discount not lower, recall not lower by 0.01, look-alikes flagged up by at
# most 0.02, harmless and benchmark signals up by at most 0.3 point): AUROC 0.961 -> 0.963, recall
# equal or up, my five probes of that kind all flagged (napalm steps 0.25 -> 0.97 risk), benchmark
# questions 73 -> 93, but harm-dev's look-alikes flagged 0.050 -> 0.075; with the threshold 0.5
# instead (the one other value, fixed before measuring) mean AUROC 0.958 and harm-dev2's recall
# 0.958 -> 0.942. The rules now read such requests worded as nouns or in the passive instead
# (``heuristics._noun_forms``; figures there), and corpus/harm-dev4.jsonl confirmed that.
# Tried and dropped the same day: training the head on corpus/harm-dev4.jsonl, harm-dev5.jsonl
# and harm-extra2.jsonl too (732 rows, both halves, after dropping 18 within cosine 0.85 of a
# golden or a row already here). By a rule fixed before measuring, on harm-dev .. dev3 (never
# trained on): AUROC with the rules 0.972 / 0.967 / 0.950 -> 0.966 / 0.950 / 0.953, recall
# 0.967 / 0.958 -> 0.950 / 0.933, harm-dev's look-alikes flagged 0.050 -> 0.075, benchmark
# questions with a harm signal 73 -> 94: a logistic head on the frozen embedding does not gain
# from more styles at once.
# Tried and dropped (2026-12-02, later): 242 harmless rows as more of the head's negatives (of 300
# by another author: secrecy with no victim, violent words in harmless senses, everyday safety;
# 58 within cosine 0.85 of a golden or dev prompt dropped). The head gives "secret santa ideas
# for a coworker" 0.97 and "quietest way to make popcorn at 1am without waking up my roommates"
# 1.00: 20 of corpus/plain-dev10.jsonl's 188 harmless prompts get a harm signal from it. By a rule
# fixed before measuring (python tools/harm_dev.py on harm-dev .. dev7 and harm-extra2, with
# --thresholds for the second version): with the threshold 0.4, plain-dev10 20 -> 3, but mean
# recall 0.888 -> 0.863 and mean AUROC with the rules 0.922 -> 0.912 (allowed: -0.01, -0.003);
# with the threshold re-chosen to keep recall (0.275), mean recall 0.886 and AUROC 0.921, but
# benchmark questions with a harm signal 73 -> 88 and harm-dev5's look-alikes flagged 0.103 ->
# 0.140. The head leans on secrecy words to find the harmful requests that use them.
HARM_EXTRA = DATA / "harm-extra.jsonl"
# The data files the detector is fitted from besides the bank (each optional), in the order its
# stored fit's key hashes them (``_store_path``).
FITTED_FROM = (EVERYDAY, *TIME_SENSITIVE, CLAIMS, HARM_EXTRA)
# The time_sensitive head: C and threshold (see tools/time_sensitive_dev.py).
# Chosen on corpus/time-dev3.jsonl (110 prompts needing current or future information, 110
# look-alikes, by an author who saw neither the rules nor the training rows), with the rules beside
# it. At threshold 0.85, C 3 / 10 / 30: head AUROC 0.963 / 0.969 / 0.971, rules-or-head recall
# 0.91 / 0.91 / 0.90, false alarms 0.07 / 0.06 / 0.07. At C=10, threshold 0.5 / 0.7 / 0.85:
# recall 0.96 / 0.95 / 0.91, false alarms 0.10 / 0.09 / 0.06, benchmark questions with a head
# signal (n=3000) 0.50% / 0.17% / 0.03%. Rules alone: 0.65 / 0.03. After the training rows within
# cosine 0.85 of a golden were dropped and the rules' exemptions applied to the head: 0.88 / 0.03.
TS_C = 10.0
TS_THRESHOLD = 0.85
# Tried and dropped (2026-12-05): a character n-gram head beside this one (``heads.CharHead``, C=10,
# 50,000 n-grams, fitted on the head's own rows), the family's probability their geometric mean, as
# the ideation heads are read. Threshold by a rule fixed before measuring (the lowest on 0.50 ..
# 0.95 flagging no more harmless dev prompts and benchmark questions than this head at 0.85: 13
# of 4,982 and 5 of 11,031): 0.70 (13 and 3). Default scorer, time-dev3 / -dev4 risk AUROC 0.944
# / 0.910 -> 0.946 / 0.928, harmless dev prompts MODERATE+ 0.108 -> 0.107, HIGH+ 0.060 -> 0.059;
# but the time-sensitive rows rated HIGH+ fell 0.85 / 0.83 -> 0.79 / 0.80 (the mean lowers the
# signal's weight, its probability), which the confirming rule forbade (at most -0.02), so it was
# dropped before corpus/reserved/time-dev5.jsonl was read.

# detector family -> bank families it is fitted on
GROUPS = {
    "jailbreak": ("jailbreak", "injection"),
    "harm": ("harm",),
    "false_premise": ("false_premise",),
    "time_sensitive": ("time_sensitive",),
}
# inverse regularisation strength per family, from grouped cross-validation on the bank
# (``cross_validate``, printed by tools/semantic_dev.py --cv): AUROC rises steeply up to C=10 and
# by <= 1 point beyond it for jailbreak and harm, so the stronger regularisation is kept (the
# bank is templated; out-of-template prompts need the smoother boundary). The sentence reader's
# C is lower still: its positives are few and short.
C = {"jailbreak": 10.0, "harm": 10.0, "false_premise": 10.0, "time_sensitive": TS_C, "chunks": 3.0}
GATE_K = 5
GATE_LO_Q = 0.5  # the gate is 0 at this quantile of the neutral prompts' family similarity
GATE_HI_Q = 0.9  # ... and 1 at this one
# A signal is emitted at or above its family's threshold. Chosen on the dev exemplars
# (tools/semantic_dev.py): at 0.3 the combined dev AUROC rises for jailbreak/injection (0.83 ->
# 0.88) and harm (0.90 -> 0.92) while under 2% of index questions get a signal; false premise
# gains nothing below 0.5 and loses precision on everyday prompts, so it stays at 0.5.
# jailbreak 0.3 -> 0.25 when the sentence reader lost the short jailbreak templates
# (CHUNK_JAILBREAKS) and the bank gained inj_jb_more.py / inj_jb_third.py. Combined
# jailbreak+injection AUROC on exemplars-dev / exemplars-dev2 and the share of index questions
# with any semantic signal (n=3000) at 0.3 / 0.25 / 0.2: 0.953 / 0.873 / 1.1%,
# 0.958 / 0.892 / 1.1%, 0.963 / 0.892 / 1.6%.
# harm 0.3 -> 0.4 when the head gained ``HARM_EXTRA`` and the everyday contrast its second 389
# requests: chosen on corpus/harm-dev.jsonl (120 harmful requests, 120 look-alikes, another
# author), AUROC with the rules / recall / look-alikes flagged at 0.3, 0.4, 0.5, 0.6: 0.960 /
# 0.983 / 0.25, 0.961 / 0.983 / 0.22, 0.954 / 0.967 / 0.19, 0.948 / 0.950 / 0.16 (before both
# additions, at 0.3: 0.884 / 0.867 / 0.24). See tools/harm_dev.py.
THRESHOLDS = {
    "jailbreak": 0.25,
    "harm": 0.4,
    "false_premise": 0.5,
    "time_sensitive": TS_THRESHOLD,
}
# Evidence below a family's threshold is not a signal, but it still orders prompts: fusion adds
# ``weak_evidence`` (this weight x the family's severity x its probability) to the risk. For false
# premise, with the words-side rule (``SIDE_WITH_TRUE``) and yes/no questions at 0
# (``POLAR_WEIGHT``), its sub-threshold probabilities rank pairs well (semantic AUROC 0.880 / 0.784
# on corpus/fp-pairs-dev3 / -dev4) and the thresholded signal alone threw that away. Weight chosen
# on those two, fp-asks-dev and the 1,820 harmless dev prompts (``dev_sets.HARMLESS``) as the
# largest whose harmless MODERATE-or-worse share grows by at most one point: by weight 0 / 0.25 /
# 0.5 / 0.75 / 1, default scorer's risk AUROC dev3 0.790 / 0.809 / 0.825 / 0.837 / 0.846, dev4
# 0.718 / 0.731 / 0.741 / 0.751 / 0.759, fp-asks-dev 0.647 / 0.674 / 0.695 / 0.718 / 0.733;
# harmless MODERATE+ 13.7% / 13.8% / 13.9% / 14.2% / 14.8%, HIGH+ 8.4% throughout; a level
# raised (mostly MINIMAL -> LOW) 0 / 4.5% / 7.3% / 9.6% / 11.7%. For time_sensitive, chosen the
# same way on corpus/time-dev3.jsonl with false premise at 0.75, by weight 0 / 0.25 / 0.5 / 0.75 /
# 1: risk AUROC 0.932 / 0.945 / 0.953 / 0.958 / 0.962, harmless MODERATE+ 14.2% / 14.3% / 14.4% /
# 15.6% / 16.5% (its head gives some plain fact questions, "What is the longest river in
# Europe?", 0.7-0.85, just under its threshold); confirmed on time-dev4: 0.900 -> 0.916. 282 more
# static-fact and live questions for the head, by another author, moved neither dev set's head
# AUROC and were not kept. Harm gained nothing on corpus/harm-dev* then (see below); jailbreak (fine-tuned
# classifier, threshold 0.25) on exemplars-dev9's attacks and look-alikes by weight 0 / 0.25 / 0.5 /
# 1: 0.948 / 0.951 / 0.951 / 0.950, harmless MODERATE+ 14.4% / 14.6% / 14.9% / 16.0%: not worth it.
# Tried again 2026-12-04 at the classifier's threshold 0.5, weight chosen by the false-premise rule
# (largest on 0 / 0.25 / 0.5 / 0.75 / 1 whose harmless MODERATE+ share grows by at most one point,
# no jailbreak dev set's AUROC down by more than 0.005): 1, mean full-scorer AUROC over the eleven
# jailbreak dev sets 0.9565 -> 0.9620, harmless dev prompts MODERATE+ 13.3% -> 14.1%, look-alikes
# MODERATE+ up 5-19 points. Its confirming rule (fresh sets' AUROC not down, harmless MODERATE+
# and HIGH+ up by at most one point each) failed: corpus/jb-dev20 0.976 -> 0.979, jb-dev21 0.955
# -> 0.964, but plain-dev13's 206 harmless prompts MODERATE+ 11.2% -> 12.6% (HIGH+ 3.9% -> 3.9%).
# Not kept (python tools/persona_dev.py --weak jailbreak=1 --harmless FILE ...).
# Harm, measured again 2026-12-04 on nine harm dev sets (corpus/harm-dev .. harm-dev8, harm-extra2;
# the head's probability after the protective discount), by the same rule fixed before measuring
# (largest weight whose harmless MODERATE+ share grows by at most one point, no set's full-scorer
# AUROC down by more than 0.005; adopted only for a mean gain of at least 0.005): by weight 0 /
# 0.25 / 0.5 / 0.75 / 1, mean AUROC 0.9204 / 0.9236 / 0.9252 / 0.9271 / 0.9283 (dev8 0.865 ->
# 0.881, dev5 0.865 -> 0.881; worst set -0.003), harmless dev prompts (3,567) MODERATE+ 13.2% /
# 13.3% / 13.3% / 13.4% / 13.6%, HIGH+ 6.8% throughout: 1. Confirmed once on corpus/reserved/
# harm-dev9.jsonl (191 requests and look-alikes over 20 kinds, unread until then) 0.855 -> 0.868,
# its look-alikes MODERATE+ 0.239 -> 0.261, HIGH+ 0.087 -> 0.087; plain-dev12.jsonl (189 harmless
# prompts using leave, escape, report, scared in harmless senses) MODERATE+ 8.5% -> 8.5%, HIGH+
# 5.3% -> 5.3%; the jailbreak sets jb-dev17 .. jb-dev23 mean AUROC 0.9590 -> 0.9616
# (python tools/persona_dev.py [--weak harm=1] [--harmless] FILE ...).
# False premise's 0.75 re-chosen by its rule the same day (the full scorer loses 0.07 AUROC to
# capability risk on the pair sets): by weight 0 / 0.75 / 1, mean risk AUROC over
# corpus/fp-pairs-dev3 .. dev12 0.7125 / 0.7409 / 0.7473, but the 3,756 harmless dev prompts'
# MODERATE+ 12.9% / 13.4% / 14.1%: 1 is 1.2 points above 0, so 0.75 stays
# (python tools/false_premise_dev.py --weak false_premise=W FILE ...).
# False premise's weight and power (below) re-chosen 2026-12-04, later: a power below 1 lifts the
# small probabilities that still order a false member above its true twin, at a lower cost in
# harmless prompts rated MODERATE+ than a larger linear weight. By a rule fixed after a first look
# at linear against p ** 0.5 .. 4 on the choosing sets and before the grid and the fresh sets: on
# power 0.5 / 0.75 / 1 and weight 0.25 .. 1.5 (step 0.05), the best mean risk AUROC over
# corpus/fp-pairs-dev3 .. dev15 with the harmless dev prompts' MODERATE+ at most one point above
# weak evidence off (12.56%), their HIGH+ up by at most 0.1 point and the benchmark questions' mean
# weak evidence up by at most 0.01; adopted for a gain of 0.005. Best: power 0.75, weight 0.7, mean
# risk AUROC 0.7192 -> 0.7247 (linear's best admissible weight, 0.85: 0.7218; power 0.5's, 0.4:
# 0.7194), harmless MODERATE+ 12.95% -> 13.26%, HIGH+ 6.44% -> 6.51%, benchmark weak evidence
# 0.0043 -> 0.0073. Confirmed once on three sets written for it by other authors, unread until
# then (near twins of anything here cut): corpus/fp-pairs-dev16.jsonl (109 pairs) risk AUROC
# 0.626 -> 0.631, fp-asks-dev3.jsonl (12 pairs) 0.556 -> 0.562, plain-dev16.jsonl (42 plain
# questions) MODERATE+ 0.071 -> 0.071 (python tools/false_premise_dev.py --weak
# false_premise=0.75^1 FILE ..., tools/persona_dev.py --weak ... --harmless FILE).
# False premise's power re-chosen once the exam gate (risk/exam.py) took most of capability risk's
# spread off conversational prompts, by a rule fixed before the grid: on power 0.5 / 0.75 / 1 by
# weight 0.7 / 0.85 / 1 / 1.2 / 1.4 / 1.7 / 2, the best mean risk AUROC over corpus/fp-pairs-dev3 ..
# dev18 with the harmless dev prompts' MODERATE+ at most one point and their HIGH+ at most 0.1
# point above the current ones (11.07%, 6.09%) and the benchmark questions' mean weak evidence up
# by at most 0.01; adopted for a gain of 0.005. Best: power 0.5 at weight 0.7, 0.7249 -> 0.7347
# (MODERATE+ 11.24%, HIGH+ 6.18%, benchmark weak evidence 0.0073 -> 0.0146; every larger weight
# broke a limit). Confirmed once on two sets written for it by other authors, unread until then
# (cut by tools/decontaminate.py): corpus/fp-pairs-dev19.jsonl (148 pairs of less famous wrong
# specifics) risk AUROC 0.547 -> 0.557; plain-dev18.jsonl (132 harmless prompts) MODERATE+ 0.152
# -> 0.152 (HIGH+ 0.023 -> 0.038, two prompts) (python tools/false_premise_dev.py --weak
# false_premise=0.7^0.75 FILE ...: the figures before).
# Time-sensitive's re-chosen the same way right after (power 0.5 / 0.75 / 1 by weight 0.5 .. 1.5,
# the same limits, best mean full-scorer AUROC over corpus/time-dev3 and time-dev4, adopted for
# +0.005): the best admissible point, linear at 0.75, gains 0.0048 (0.9318 -> 0.9366; harmless
# MODERATE+ 11.37% -> 12.36%, every larger weight breaks the MODERATE+ or HIGH+ limit): 0.5
# stays, and corpus/reserved/time-dev5.jsonl, written to confirm it, stays unread.
WEAK_EVIDENCE = {"false_premise": 0.7, "time_sensitive": 0.5, "harm": 1.0}
# A family's weak evidence may grow with its probability's power g instead of linearly:
# weight x severity x threshold x (p / threshold) ** g (the same at the threshold; g < 1 lifts
# small probabilities). 1 where absent.
WEAK_EXPONENT: dict[str, float] = {"false_premise": 0.5}
# The claim matcher is silent below this quantile of the neutral prompts' proximity to the nearest
# claim. 0.95 until the bank gained fp_claims_extra.py (110 more pairs): more claims put more
# benchmark questions near one, and at 0.97 the index questions with a false-premise signal fall
# from 1.2% to 0.6% (n=3000) while exemplars-dev's known-claim recall at 0.5 stays 0.69 (all
# false-premise AUROC 0.628 -> 0.627; signals on its false / true prompts 31% / 16% -> 26% / 13%).
# With ``CLAIMS`` the neutral prompts sit nearer some claim, so the same quantile puts the gate
# higher (0.558 -> 0.656): kept at 0.97, with SUBJECT_GATE_Q 0.1 -> 0.2, chosen on
# corpus/fp-pairs-dev3.jsonl, fp-asks-dev.jsonl's presupposing prompts and the harmless questions
# of corpus/plain-dev.jsonl .. plain-dev3 (740). Combined AUROC on dev3 / its false prompts with a
# signal / fp-asks-dev's presupposing prompts with a signal / harmless flagged: bank's pairs
# alone 0.760 / 0.61 / 0.45 / 4.1%; with CLAIMS at 0.97, 0.1: 0.809 / 0.69 / 0.45 / 5.0%; 0.97,
# 0.2: 0.805 / 0.68 / 0.44 / 4.5%; 0.98, 0.1: 0.810 / 0.68 / 0.42 / 4.3%; 0.98, 0.2: 0.806 / 0.66
# / 0.40 / 3.8%; with the gate left at the bank's 0.558: 0.811 / 0.73 / 0.54 / 7.6%. Confirmation
# sets, bank alone -> 0.97, 0.2: fp-pairs-dev4 0.687 -> 0.707, fp-pairs-dev5 0.715 -> 0.748,
# plain-dev4 (220, another author) 5.0% -> 5.0%, but fp-asks-dev2's presupposing prompts with a
# signal 0.38 -> 0.29 (at 0.98: 0.22; with the bank's gate: 0.43).
CLAIM_GATE_Q = 0.96  # 0.97 until the 607 factual-error pairs (see CLAIMS)
CLAIM_GATE_WIDTH = 0.08
# Subject gate: a plain question on a claim's topic ("How do camels survive in the desert?") is
# often nearer the false member of its pair than the true one, because false claims tend to be
# the shorter, more generic sentence; the margin alone flagged 18 of 30 such questions about bank
# claims (and 34 of 69 about the claims of fp_claims_extra.py; both sets self-written scratch
# checks). The matcher now also requires the prompt to be closer to the false claim than to a
# plain question about the claim's subject (``subject_questions``): the gate is 0 at no excess and
# 1 at the framed false bank prompts' SUBJECT_GATE_Q quantile of it. Topic questions flagged:
# 18/30 -> 9/30 and 34/69 -> 17/69. exemplars-dev false premise: AUROC 0.627 -> 0.639, signals
# on false / true prompts 26% / 13% -> 21% / 10% (known claims: recall 0.69 -> 0.56, 2 of 16);
# exemplars-dev2 known claims: recall 0.95 -> 0.90, AUROC 0.958 -> 0.950; index questions with a
# false-premise signal 0.6% -> 0.3% (n=3000). On 12 fresh prompts written afterwards to confirm
# it (the false_premise test), plain topic questions flagged 2/8 -> 2/8 and presupposing ones
# 4/4 -> 3/4: the gain there was in scores below the signal threshold, not in signals.
SUBJECT_GATE = True
SUBJECT_GATE_Q = 0.2  # 0.1 before CLAIMS (see CLAIM_GATE_Q)
# Side with the true claim (``claim_words``): a prompt that carries some of its nearest pair's
# true member's distinguishing words and none of the false member's gets no false-premise evidence
# (neither the matcher's nor the whole-prompt classifier's tie-break): "Why does the adult
# skeleton have 206 bones?" near the pair on 206 vs 300 bones, "Why do bulls charge at the
# movement of the cape?" near "Bulls are enraged by red"; the embedding blurs the few words that
# make the difference. Chosen on corpus/fp-pairs-dev3 / -dev4, exemplars-dev's false-premise rows
# and plain-dev..3 (semantic false-premise AUROC; plain questions with a signal). None: 0.844 /
# 0.706 / 0.712, 4.5%; this: 0.880 / 0.784 / 0.770, 4.1%; more true words than false ones: 0.887
# / 0.787 / 0.751 (exemplars-dev's false prompts with a signal 0.34 -> 0.29, against 0.32 with
# this); scaling such prompts by 0.5 / 0.25 / 0.1 instead of 0, and also scaling prompts with
# neither side's words by 0.75 / 0.5, each did worse on dev3 / dev4 (0.5 on the latter cost a
# fifth of the false prompts' signals).
SIDE_WITH_TRUE = True
# A prompt that states another value than its nearest pair's true member where the pair differs
# in a number ("Why does the adult human body have 212 bones?" near 300 / 206 bones; "... first
# powered flight at Kitty Hawk in 1913?" near 1903) takes neither side's words, and the embedding
# puts it midway; it states a value the true claim contradicts (``claim_words.states_other_value``:
# years against years, other numbers sharing a neighbouring word, the unit), so its false-premise
# probability is at least the pair's proximity gate. By a rule fixed before measuring, on
# corpus/fp-pairs-dev3 .. dev8, both fp-asks sets, plain-dev .. dev5 and the benchmark questions:
# mean risk AUROC on dev3 .. dev8 0.752 -> 0.763 (dev7 0.645 -> 0.666, dev8 0.718 -> 0.743), no
# combined AUROC down by more than 0.006, fp-asks unchanged, plain-dev .. dev5 with a signal up by
# at most 0.005, benchmark questions 19 -> 20. The first version read decades ("the 1930s") and
# "one" ("at one time") as values and any two non-year numbers as alike (plain-dev2 0.040 -> 0.050,
# benchmark questions 25); the same for proper nouns failed the rule (dev3 combined 0.887 -> 0.870,
# plain-dev 0.037 -> 0.054). Confirmed once on corpus/fp-pairs-dev9.jsonl and plain-dev6.jsonl (160
# pairs, 260 harmless questions by other authors, unread until then): risk AUROC 0.688 -> 0.719,
# false prompts with a signal 0.34 -> 0.40 (true ones 0.056 unchanged); plain-dev6 0.058 -> 0.058.
# Afterwards, on a probe of my own, "What did Henry Ford build in 1908?" got 0.56 from the pair
# on the first practical automobile, whose true member alone names a year (Benz, 1885): requiring
# the false member to state a value of the same kind too stopped that, but lost recall on the
# choosing sets (mean risk AUROC 0.760 against 0.763, dev7 0.656, dev8 0.732; harmless signals
# and fp-asks the same, benchmark questions 19): not kept, by the rule's own ordering.
# Also tried (2026-12-02, later): not counting a number as a neighbouring word ("July 4, 1776"
# against "August 2, 1776" share only 1776). It passed its rule (mean risk AUROC on dev3 .. dev11
# 0.754253 -> 0.754077, fp-asks and benchmark questions unchanged, plain-dev7 0.077 -> 0.073) and
# was neutral on fresh sets (corpus/fp-pairs-dev12.jsonl 0.635 -> 0.635, plain-dev9.jsonl 0.044 ->
# 0.044), but the only prompts it changed were one harmless "adopted on July 4, 1776" spared and
# the myth that every delegate signed on July 4, 1776 missed twice: the days of one year are
# values of one kind, and adoption against signing is a difference no value rule reads. Not kept.
VALUE_CONFLICT = True
# A prompt that asks for the value its nearest pair's false member gets wrong, naming it not
# ("Which amendment abolished slavery?" near the 19th / the 13th, "Can you tell me the capital of
# Morocco?" near Casablanca / Rabat; ``claim_words.asks_for_value``), gets no evidence from the
# claim matcher (the whole-prompt classifier's stays): the first had a signal at p=0.69, the
# second at 0.94. Two versions, each by the same rule fixed before measuring
# (python tools/false_premise_dev.py; 2026-12-04: mean risk AUROC over the pair sets down by at
# most 0.002, no combined AUROC down by more than 0.005, fp-asks' presupposing prompts with a
# signal down by at most 0.02, harmless prompts of plain-dev .. plain-dev13 with a signal fewer
# and none more, benchmark questions with a signal not more):
# * first, pairs that differ in 1-3 value words (digits, capitalised words) on each side only
#   (792 of fp-claims' 2,883): on fp-pairs-dev3 .. dev12 mean risk AUROC 0.740862 -> 0.740511,
#   harmless prompts with a signal 3 fewer, fp-asks and benchmark questions (22) unchanged;
#   confirmed once on corpus/fp-pairs-dev13.jsonl and fp-pairs-dev14.jsonl (72 and 107 pairs by
#   two other authors, reserved unread until then): risk AUROC 0.687 -> 0.686 and 0.587 ->
#   0.589, true-premise members with a signal unchanged (0.097, 0.065);
# * then any pair whose false member's distinguishing words include a value, asked for by its
#   kind (a count by "how many", a year by "when", a name by "which / who / what / tell me"), a
#   claim's capitalised first word a name only where the pair differs in nothing but such words.
#   Its first draft (any wh-word, any capitalised word) failed the rule: fp-asks-dev's
#   presupposing prompts with a signal 0.445 -> 0.409 ("Since butter is the best first aid for a
#   burn, ..." near "Putting butter on a burn helps it heal"). This one, on fp-pairs-dev3 ..
#   dev14: mean risk AUROC 0.723349 -> 0.721975 (dev13 0.686 -> 0.676), no combined AUROC down
#   by more than 0.003, fp-asks unchanged, harmless prompts with a signal 4 fewer (plain-dev3,
#   dev4, dev6, dev9), benchmark questions 22 -> 20. Confirmed once on corpus/fp-pairs-dev15.jsonl
#   (79 pairs) and plain-dev15.jsonl (113 plain questions, many on myths' topics), by two more
#   authors, written for it: the same as the first version there (risk AUROC 0.686, true members
#   with a signal 0.089, plain-dev15 with a signal 0.018), against 0.685 and 0.027 without either.
ASKS_FOR_VALUE = True
# Tried and dropped (2026-12-02): counting the claim matcher only when the prompt carries at least
# a share S of the content words its nearest pair's two members share ("Who is the prime minister
# of Canada?" names none of {head, state} of "Canada's head of state is its prime minister"). By a
# rule fixed before measuring, on fp-pairs-dev3 .. dev8, both fp-asks sets and plain-dev .. dev5,
# S = 1/2 / 1/3: harmless with a signal fell (plain-dev 0.037 -> 0.029 / 0.029, benchmark questions
# 19 -> 8 / 10), but mean risk AUROC fell 0.752 -> 0.745 / 0.746 (allowed: 0.005) and fp-asks'
# presupposing prompts with a signal 0.45 -> 0.41 / 0.41 (allowed: 0.03): paraphrases of a claim
# lose its words. Then, by the same rule, requiring only the pair's most specific shared word (the
# one in the fewest claim pairs: "aztec" for "The Aztec capital was built in Peru.", which
# matched "What is the capital of Peru?" at p=1.00): plain-dev .. dev5 with a signal 0.037 /
# 0.040 / 0.043 / 0.050 / 0.044 -> 0.025 / 0.030 / 0.037 / 0.032 / 0.028, benchmark questions 19
# -> 6, but mean risk AUROC 0.752 -> 0.739 and fp-asks' presupposing prompts with a signal 0.45
# -> 0.35: dropped too.
# The false-premise classifier only breaks ties below the claim matcher (below the 0.5 signal
# threshold, so it changes rankings, never signals). Re-chosen when the bank gained
# fp_claims_extra.py (exemplars-dev false-premise AUROC by weight 0 / 0.1 / 0.2 / 0.3: all 0.583 /
# 0.625 / 0.628 / 0.627, known claims 0.844 / 0.844 / 0.809 / 0.785): it helps unknown claims a
# little and blurs known ones.
# Tried and dropped (2026-12-04): the embedder's transformer fine-tuned as a false-premise
# classifier (the jailbreak classifier's recipe, unsearched; trained on the bank's false-premise
# prompts and the claim pairs' false members against their true and asking twins, the pairs' true
# members, neutral prompts, everyday requests and 600 index questions: 11,800 texts, 12 minutes),
# its probability x W in place of this weight x the frozen head's. Alone it ranks the pair sets
# worse than the frozen detector (fp-pairs-dev3 .. dev15 AUROC 0.50-0.67 against 0.63-0.88): it
# learns the training claims, not what a false premise is. By a rule fixed before measuring (the
# best mean risk AUROC over dev3 .. dev15 by W on 0.2 .. 1.0 with harmless dev prompts MODERATE+
# and with a signal up by at most half a point, fp-asks' presupposing prompts with a signal down
# by at most 0.02, at most 0.3% of benchmark questions with a signal; adopted for a gain of 0.01):
# W 0.2 / 0.4 / 0.6 / 0.8 / 1.0 mean risk AUROC 0.7131 / 0.7166 / 0.7197 / 0.7227 / 0.7249
# against 0.7192, benchmark questions with a signal 20 / 20 / 37 / 74 / 129 (allowed 33), harmless
# MODERATE+ 12.85% / 12.97% / 13.31% / 14.11% / 14.73% against 12.95%: none passed
# (python tools/fp_tuned_dev.py).
# Re-measured 2026-12-04 once weak evidence grew with p ** 0.75 (WEAK_EXPONENT), by a rule fixed
# before measuring: the best mean risk AUROC over fp-pairs-dev3 .. dev16 on 0.1 .. 0.5 with the
# harmless dev prompts' MODERATE+ and signal share up by at most half a point, fp-asks'
# presupposing prompts with a signal down by at most 0.02, at most 33 benchmark questions with a
# signal; adopted for a gain of 0.005. By 0.1 / 0.2 / 0.3 / 0.4 / 0.5: mean 0.7121 / 0.7180 /
# 0.7223 / 0.7264 / 0.7300, MODERATE+ 12.89% / 13.19% / 13.63% / 14.06% / 14.75% (signals and
# benchmark questions unchanged): 0.3 is the largest allowed and gains 0.0043, so 0.2 stays.
# The frozen head alone ranks a false premise above its true twin little better than chance
# (fp-pairs-dev3 .. dev16 AUROC 0.48-0.62, mean 0.540; a one-off fit with the claim pairs as more rows:
# 0.539): what it adds is across topics, not between twins (tools/fp_tuned_dev.py --alone).
# Re-measured 2026-12-04 under the exam gate (risk/exam.py) and weak evidence's power 0.5, by the
# same rule over fp-pairs-dev3 .. dev19: by 0.1 / 0.2 / 0.3 / 0.4 / 0.5 mean risk AUROC 0.7196 /
# 0.7243 / 0.7275 / 0.7297 / 0.7313, harmless dev prompts MODERATE+ 11.22% / 11.37% / 11.58% /
# 11.89% / 12.48% (signals unchanged): 0.3 is the largest allowed and gains 0.0032, so 0.2 stays.
FP_LR_WEIGHT = 0.2
# P = 0.5 where the margin reaches the framed false bank prompts' 10% quantile, not midway to the
# framed true prompts' 90% quantile. A question that only names a claim's topic ("What is the
# capital of Australia?", "How many senses do humans have?") restates neither member: its margin
# is noise around zero (between the two members' framed quantiles), and midway put P = 0.5 right
# inside that noise (tau is about 0.03), so 15% of the plain questions of corpus/plain-dev.jsonl
# (240 questions with true or no premises, written for this by another author) got a
# false-premise signal. Chosen with ``POLAR_WEIGHT`` on plain-dev and exemplars-dev (see there).
MARGIN_HALF_AT_FALSE = True
# A prompt that asks whether its content holds (``asks_whether``: "Can lightning strike the same
# place twice?", "Does shaving change how hair grows back?") does not take it for granted: its
# false-premise probability is scaled by this, so it never emits a signal on its own. Requests
# ("Can you ...") and leading negative questions ("Isn't ...", "Doesn't ...") do not ask whether.
# First yes/no questions without a presupposing frame (``presupposed_clause``) only. Measured on the measured bank (without the
# ``dev_topic`` rows), plain-dev questions with a false-premise signal / exemplars-dev false-premise
# AUROC (signals on its false / true prompts): before 14.6% / 0.675 (26% / 9%); the margin rule
# alone 6.2% / 0.666 (24% / 4%); with yes/no questions at 0.3, 0.5, 0.7: 3.7%, 3.7%, 5.8% / 0.683,
# 0.681, 0.679 (24% / 4%), at 0.5 a saturated one sat exactly on the threshold; index questions with
# a signal 0.33% -> 0.13% (n=3000). Then widened (``asks_whether``) to checks of a claim ("Is it
# true that ...", "X - myth or fact?", "My aunt says X. Is she right?", "I wonder whether ...") and
# yes/no questions after a sentence of context, on corpus/fp-asks-dev.jsonl (110 myths, each asked
# about and taken for granted, by another author): asking prompts with a signal, none / yes-no at
# the start only / widened: 66% / 27% / 1.8%, presupposing ones 41% throughout; plain-dev and
# exemplars-dev unchanged. Confirmed once on fp-asks-dev2.jsonl (100 myths, a third author): 54% /
# 19% / 3%, presupposing 34%; the full scorer rates 18% -> 3% of its asking prompts HIGH+
# (presupposing 35% -> 35%). 0.4 until ``WEAK_EVIDENCE``: below the signal threshold the weight
# moved no rating then, but weak evidence reads it, and at 0.4 it undid the rule (fp-asks-dev
# risk AUROC of presupposing vs asking prompts 0.647 -> 0.580). Since then it scales the whole
# family probability (the classifier's tie-break too), re-chosen on fp-asks-dev with weak
# evidence, by weight 0.4 / 0.2 / 0.1 / 0: 0.585 / 0.637 / 0.666 / 0.695 (fp-pairs-dev3 0.829
# throughout, dev4 0.739 / 0.737 / 0.736 / 0.735; harmless dev prompts MODERATE+ 14.6% / 14.2% /
# 14.0% / 13.9%, as before weak evidence). Confirmed on fp-asks-dev2: 0.562 before this and weak
# evidence, 0.485 at 0.4, 0.629 at 0.
POLAR_WEIGHT = 0.0
# multi-sentence prompts: the larger of the sentence reader and this x the whole-prompt
# classifier (0.6 while that classifier was fitted on the injection documents too, 1 since, see
# FIRST_CHUNK_WEIGHT)
MULTI_WHOLE_WEIGHT = 1.0
# Families whose signal also needs the prompt nearer the family's risky bank rows than everyday
# requests (``EVERYDAY``: 311 harmless how-to, fact, advice and task requests written for this by
# another author, none within cosine 0.85 of a golden, dev or bank prompt), by the mean cosine of
# the GATE_K nearest of each. "How do I make a simple vinaigrette?" shares the shape of harmful
# how-to requests and passed the relevance gate (harm p = 0.91, a HIGH rating); it is nearer
# cooking questions than any harmful request. The rule has no parameter (nearer is nearer).
# Measured on the measured bank before / after: exemplars-dev harm AUROC 0.930 / 0.931 (risky
# signalled 93% / 93%, look-alikes 17% / 17%, neutral prompts 1.7% / 0%); benign rows of
# exemplars-dev2..9 with a harm signal 4.3% / 2.8%; corpus/plain-dev.jsonl 3.3% / 1.3% (its
# how-to questions 17.5% / 5.0%); index questions 0.33% / 0.33%. Adding the same requests to the
# neutral prompts instead cut harm recall (93% -> 87%) and, through the claim matcher's proximity
# gate, false-premise recall (25% -> 15%); as classifier negatives alone they moved nothing.
# A second 389 (everyday requests sharing words with harmful ones: brew, kill a process, shoot a
# portrait, bleach; by a third author; 61 within cosine 0.85 of a golden or dev prompt dropped)
# joined with ``HARM_EXTRA``. Alone, on corpus/harm-dev.jsonl: look-alikes flagged 0.24 -> 0.20,
# recall 0.867 -> 0.842; harmless dev prompts with a harm signal 1.59% -> 0.71%.
# ``HARM_EXTRA``'s 284 look-alikes (help-seeking, victims' and protective questions) are in the
# contrast too: a victim's "How do I report a scam call?" is nearer them than any harmful
# request. Parameter-free; on corpus/harm-dev.jsonl, AUROC with the rules / recall / look-alikes
# flagged 0.961 / 0.983 / 0.22 -> 0.966 / 0.967 / 0.11; exemplars-dev's harm look-alikes flagged
# 0.33 -> 0.17; confirmed on corpus/harm-dev2.jsonl (its second reading): 0.928 / 0.958 / 0.30
# -> 0.952 / 0.958 / 0.15; benchmark questions with a harm signal 80 -> 73 of 11,031.
# Tried and dropped (2026-12-05): the ideation head's 387 everyday personal messages
# (data/ideation-everyday.jsonl) in the contrast too. By a rule fixed before measuring (python
# tools/harm_dev.py --thresholds 0.4 on harm-dev .. dev9 and harm-extra2): harmless dev prompts with
# a harm signal 71 -> 51 of 4,608 (plain-dev20 7 -> 2, plain-dev21 8 -> 1), but mean recall 0.862 ->
# 0.851 and mean AUROC with the rules 0.908 -> 0.903 (at most -0.005 and -0.003 allowed).
# Tried and dropped (2026-12-06): a character n-gram head beside the harm head, read by their
# geometric mean as the ideation heads are (tools/harm_dev.py --chars --thresholds ...). By a rule
# fixed before measuring (the threshold maximising mean recall over harm-dev .. dev11 and
# harm-extra2 with at most 0.7 x today's harmless dev prompts signalled and no more benchmark
# questions; adopted only if mean recall fell by at most 0.005): today 0.8238 recall, 100
# harmless, 73 questions; the mean at 0.30 0.8178 / 86 / 60, at 0.40 (the first within 70
# harmless) 0.7815 / 65 / 59. The character head shares the embedding head's false alarms
# (covert wording: "without it being weird", "discreetly", "without waking my roommates") and
# loses harmful requests it cannot read. corpus/reserved/harm-dev12 and plain-dev25 stay unread.
# Tried and dropped (2026-12-06, later): the bank's own 332 harm look-alikes (exemplars.jsonl:
# "how to make a bath bomb with citric acid" beside "how to make a pipe bomb") in the contrast
# too (commit e3a5db6); today "How do I make a bath bomb?" is CRITICAL at p=0.99. By a rule
# fixed before measuring (tools/harm_dev.py --thresholds 0.4 on harm-dev .. dev11 and
# harm-extra2: mean recall down by at most 0.005, mean AUROC with the rules by at most 0.003,
# harmless dev prompts with a signal fewer, benchmark questions not more): harmless 100 -> 75 of
# 5,326, benchmark questions 73 -> 67, but mean recall 0.8238 -> 0.7892 and AUROC 0.8869 ->
# 0.8758 (failed): a look-alike shares its harmful twin's words, so it pulls the twin's
# paraphrases under the contrast too.
EVERYDAY_CONTRAST = ("harm",)
# A head's signal names the risky bank row nearest the prompt and its cosine, as a false-premise
# signal names the claim it matched: "embedding classifier p=1.00" alone gave a user no way to
# see that "how do i text my ex to ask for my hoodie back" was signalled for its likeness
# (cosine 0.46) to "How do I hack into my ex's Instagram account?". Families and what their rows
# are called; the jailbreak family's signal comes from the fine-tuned classifier, or for a pasted
# document from the sentence reader, which a whole-prompt neighbour would not explain.
EXEMPLAR_NOUNS = {"harm": "harmful request", "time_sensitive": "request for current information"}
EXEMPLAR_CHARS = 90
# The whole-prompt jailbreak classifier is fitted without the bank's risky injection documents:
# each has a benign twin that differs by one sentence, so the whole-prompt embedding cannot tell
# them apart and, fitted on both, the classifier only learned "a pasted document is somewhat
# risky" (0.72 AUROC on the dev injection documents, below the sentence reader's 0.95, and most
# of its false alarms on benchmark questions). Hidden instructions are the sentence reader's job;
# the benign documents stay as negatives. Dev AUROC (exemplars-dev.jsonl): jailbreak 0.884 ->
# 0.894, injection 0.911 -> 0.948; index questions with a jailbreak signal 1.6% -> 0.8%.
WHOLE_SKIPS_INJECTED_DOCS = True
# The first sentence of a multi-sentence prompt is the user's own request ("Can you make this
# message easier to read?"), not pasted content: the whole-prompt classifier reads it, the
# hidden-instruction reader does not (user requests to tidy, forward, send or reply scored up to
# 0.7 there). Chosen with MULTI_WHOLE_WEIGHT on exemplars-dev, semantic AUROC (combined with the
# regex signals as fusion does) for jailbreak+injection, first sentence weight / whole weight:
# 1 / 0.6: 0.921 (0.943); 0.5 / 0.6: 0.929 (0.945); 0 / 0.6: 0.932 (0.938); 0 / 1: 0.935
# (0.950; jailbreak 0.907 (0.914), injection 0.958 (0.977)). Adding 30 benign user requests to
# the bank as negatives instead lowered the combined injection AUROC (0.978 -> 0.966).
FIRST_CHUNK_WEIGHT = 0.0
# The sentence reader once also took the bank's one- and two-sentence direct jailbreaks as
# positives; they taught it that a short imperative sentence is risky, and its false alarms on
# benchmark questions were mostly third-person narrative or rule sentences. Direct jailbreaks
# are the whole-prompt classifier's job. With the bank of inj_jb_third.py, with / without them
# (threshold 0.3): exemplars-dev 0.953 / 0.953, exemplars-dev2 0.874 / 0.873, index questions
# with any semantic signal 2.0% / 1.1% (at 0.25: 0.956 / 0.958, 0.881 / 0.892, 2.5% / 1.1%).
CHUNK_JAILBREAKS = False
MIN_CHUNK_CHARS = 12
MAX_CHUNKS = 24  # sentences read per prompt (the first ones, then the last ones)

_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+|<!--|-->|\[\[|\]\]|(?<=>)(?=<)")


def load_rows(path: Path = BANK) -> list[dict]:
    rows = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip():
            rows.append(json.loads(line))
    return rows


def _optional_rows(path: Path) -> list[dict]:
    """``load_rows``, or none when the file is absent (the data files beside the bank)."""
    return load_rows(path) if Path(path).is_file() else []


def load_time_sensitive(paths=TIME_SENSITIVE) -> list[dict]:
    """The ``time_sensitive`` head's rows as bank rows (files that are absent add none)."""
    return [
        {"family": "time_sensitive", "risky": bool(r["risky"]), "text": r["text"]}
        for path in paths
        for r in _optional_rows(path)
    ]


def load_claims(path: Path = CLAIMS) -> list[dict]:
    """``path``'s claim pairs as matcher-only bank rows (false member first; an absent file adds
    none)."""
    out = []
    for k, r in enumerate(_optional_rows(path)):
        for risky in (True, False):
            out.append(
                {
                    "family": "false_premise",
                    "matcher_only": True,
                    "pair": CLAIM_PAIR_OFFSET + k,
                    "risky": risky,
                    "text": r["false" if risky else "true"],
                }
            )
    return out


def load_harm_extra(path: Path = HARM_EXTRA) -> list[dict]:
    """``path``'s rows as harm-only bank rows (an absent file adds none): the harm head trains
    on them; the other heads and the sentence reader do not see them."""
    return [
        {"family": "harm", "harm_only": True, "risky": bool(r["risky"]), "text": r["text"]}
        for r in _optional_rows(path)
    ]


def load_everyday(path: Path = EVERYDAY) -> list[str]:
    """The everyday requests the ``EVERYDAY_CONTRAST`` families are contrasted with (none when
    the file is absent)."""
    return [r["text"] for r in _optional_rows(path)]


def chunks(text: str) -> list[str]:
    """Sentences/lines of a prompt (bounded), for the hidden-instruction classifier."""
    parts = [p.strip() for p in _SPLIT.split(text)]
    parts = [p for p in parts if len(p) >= MIN_CHUNK_CHARS]
    if len(parts) > MAX_CHUNKS:
        half = MAX_CHUNKS // 2
        parts = parts[:half] + parts[-half:]
    return parts


@on_one_thread
def fit_logreg(
    x: np.ndarray, y: np.ndarray, c: float, *, balanced: bool = True, iters: int = 50
) -> tuple[np.ndarray, float]:
    """L2-regularised logistic regression by Newton's method (the same optimum as
    scikit-learn's ``LogisticRegression(C=c, class_weight="balanced" or None)``)."""
    x = np.asarray(x, np.float64)
    y = np.asarray(y, np.float64)
    n, d = x.shape
    npos = y.sum()
    if npos == 0 or npos == n:
        raise ValueError("logistic regression needs both classes")
    sw = np.where(y > 0, n / (2.0 * npos), n / (2.0 * (n - npos))) if balanced else np.ones(n)
    xa = np.hstack([x, np.ones((n, 1))])
    reg = np.full(d + 1, 1.0 / c)
    reg[-1] = 0.0
    w = np.zeros(d + 1)
    for _ in range(iters):
        p = 1.0 / (1.0 + np.exp(-(xa @ w)))
        g = xa.T @ (sw * (p - y)) + reg * w
        # curvature floored: denormal weights make the LAPACK solve crawl
        h = (xa * np.maximum(sw * p * (1.0 - p), 1e-12)[:, None]).T @ xa
        h[np.diag_indices_from(h)] += reg + 1e-9
        step = np.linalg.solve(h, g)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    return w[:-1].copy(), float(w[-1])


def _topk_mean(sims: np.ndarray, k: int) -> np.ndarray:
    if sims.shape[1] == 0:
        return np.zeros(len(sims))
    k = min(k, sims.shape[1])
    return np.sort(sims, axis=1)[:, -k:].mean(1)


def training_mask(family: str, fam: np.ndarray, risky: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(rows used, label) for a detector family: its risky rows against everything benign and
    every other family's rows (for ``harm``, jailbreaks wrapping a harmful request are left out:
    they are harmful requests too; for ``jailbreak``, the risky injection documents are left
    out, see ``WHOLE_SKIPS_INJECTED_DOCS``)."""
    own = np.isin(fam, GROUPS[family])
    pos = own & risky
    if family == "time_sensitive":
        # everything else in the bank is a negative, exam-style sentences included: an
        # exercise's "the current price is $12" is not a lookup
        return np.ones(len(fam), bool), pos
    # exam-style sentences are the sentence reader's negatives only; the time_sensitive rows
    # are that head's own (the other heads are fitted as they were without them)
    use = (fam != "sentence") & (fam != "time_sensitive")
    if family == "harm":
        use &= ~(np.isin(fam, GROUPS["jailbreak"]) & risky)
    if family == "jailbreak" and WHOLE_SKIPS_INJECTED_DOCS:
        use &= ~((fam == "injection") & risky)
    return use, pos


def bank_rows(path: Path = BANK) -> list[dict]:
    """Every row the detector is fitted on: the bank, the time-sensitive rows, the claim pairs
    and the harm rows (``_fit_bank``; a dev tool refitting one head reads the same)."""
    return load_rows(path) + load_time_sensitive() + load_claims() + load_harm_extra()


def head_training(rows: list[dict], family: str) -> tuple[np.ndarray, np.ndarray]:
    """(rows used, label) of ``family``'s head as ``SemanticDetector.fit`` fits it:
    ``training_mask`` without the pairs written for the claim matcher only (fp_claims_broad.py,
    "matcher_only": as extra negatives they shifted the jailbreak and sentence classifiers,
    exemplars-dev injection AUROC, combined, 0.976 -> 0.964) and, but for harm, without
    ``HARM_EXTRA``'s rows ("harm_only")."""
    fam = np.array([r["family"] for r in rows])
    risky = np.array([bool(r["risky"]) for r in rows])
    use, pos = training_mask(family, fam, risky)
    use &= ~np.array([bool(r.get("matcher_only")) for r in rows], bool)
    if family != "harm":
        use &= ~np.array([bool(r.get("harm_only")) for r in rows], bool)
    return use, pos


@dataclass
class _Head:
    coef: np.ndarray
    intercept: float
    members: np.ndarray  # bank vectors of the family (for the gate)
    lo: float
    hi: float
    # which members are risky rows (EVERYDAY_CONTRAST's and EXEMPLAR_NOUNS' families) ...
    risky: np.ndarray | None = None
    everyday: np.ndarray | None = None  # ... the everyday requests they are contrasted with ...
    exemplars: tuple[str, ...] = ()  # ... and their texts (EXEMPLAR_NOUNS' families)

    def prob(self, vectors: np.ndarray) -> np.ndarray:
        return 1.0 / (1.0 + np.exp(-(vectors @ self.coef + self.intercept)))

    def gate(self, vectors: np.ndarray) -> np.ndarray:
        sims = vectors @ self.members.T
        g = np.clip((_topk_mean(sims, GATE_K) - self.lo) / max(self.hi - self.lo, 1e-6), 0.0, 1.0)
        if self.risky is not None and self.everyday is not None and len(self.everyday):
            nearer = _topk_mean(sims[:, self.risky], GATE_K) > _topk_mean(
                vectors @ self.everyday.T, GATE_K
            )
            g = np.where(nearer, g, 0.0)
        return g

    def nearest_exemplar(self, vector: np.ndarray) -> tuple[str, float] | None:
        """The risky bank row nearest ``vector`` and its cosine (None without exemplars): what a
        signal of this head resembles, shown beside it so a user can judge the resemblance."""
        if not self.exemplars or self.risky is None:
            return None
        rows = self.__dict__.get("_exemplar_vectors")  # gathered once, not per signal
        if rows is None:
            rows = self.__dict__["_exemplar_vectors"] = self.members[np.asarray(self.risky, bool)]
        sims = rows @ np.asarray(vector, np.float64)
        k = int(np.argmax(sims))
        return self.exemplars[k], float(sims[k])


def quoted(text: str, limit: int = EXEMPLAR_CHARS) -> str:
    """``text`` on one line, cut to ``limit`` characters (with an ellipsis), in curly quotes
    (the explanation quotes the whole evidence with ``repr``, which would escape straight ones)."""
    flat = " ".join(text.split())
    return "“" + (flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…") + "”"


@dataclass
class _Claims:
    """Known claims as matched (false, true) pairs: a prompt that restates a known false claim
    is closer to it than to its true counterpart."""

    false: np.ndarray  # (m, d) unit vectors of the false claims
    true: np.ndarray  # (m, d) of their true counterparts
    m0: float  # margin at which P = 0.5
    tau: float  # margin scale
    lo: float  # proximity below which the matcher is silent
    hi: float  # proximity above which it counts fully
    subject: np.ndarray | None = None  # (m, d) unit vectors of a plain question on each subject
    e_hi: float = 0.0  # restatement excess at which the subject gate is fully open
    texts: tuple[tuple[str, str], ...] = ()  # (false, true) claim texts, when known

    def prob(self, vectors: np.ndarray, j: np.ndarray | None = None) -> np.ndarray:
        """P(restates a known false claim); ``j``: each prompt's ``nearest`` pair, when known."""
        return self.match(vectors, j)[0]

    def match(
        self, vectors: np.ndarray, j: np.ndarray | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """(``prob``, the proximity gate of each prompt's pair: 0 below ``lo``, 1 from ``hi``)."""
        if len(self.false) == 0:
            return np.zeros(len(vectors)), np.zeros(len(vectors))
        sf, st = vectors @ self.false.T, vectors @ self.true.T
        j = np.maximum(sf, st).argmax(1) if j is None else j
        r = np.arange(len(vectors))
        margin = sf[r, j] - st[r, j]
        prox = np.maximum(sf[r, j], st[r, j])
        near = np.clip((prox - self.lo) / (self.hi - self.lo), 0.0, 1.0)
        gate = near
        if self.subject is not None:
            gate = gate * np.clip(self.excess(vectors, sf, j) / max(self.e_hi, 1e-6), 0.0, 1.0)
        return gate / (1.0 + np.exp(-(margin - self.m0) / self.tau)), near

    def nearest(self, vectors: np.ndarray) -> np.ndarray:
        """Per prompt, the row of its nearest pair (nearer of the two members)."""
        return np.maximum(vectors @ self.false.T, vectors @ self.true.T).argmax(1)

    def true_side(
        self, vectors: np.ndarray, prompts: list[str], j: np.ndarray | None = None
    ) -> np.ndarray:
        """Whether each prompt's own words take the true side of its nearest pair (the pair
        ``prob`` reads; ``j`` when already known); all False without the claims' texts."""
        if len(self.false) == 0 or len(self.texts) != len(self.false):
            return np.zeros(len(prompts), bool)
        j = self.nearest(vectors) if j is None else j
        words = self.__dict__.get("_words")
        if words is None:
            words = self.__dict__["_words"] = [distinguishing(f, t) for f, t in self.texts]
        return np.array(
            [takes_true_side(content_words(p), *words[k]) for p, k in zip(prompts, j)], bool
        )

    def other_value(self, prompts: list[str], j: np.ndarray, near: np.ndarray) -> np.ndarray:
        """Whether each prompt states another value than its pair ``j``'s true member where the
        pair differs in one (``claim_words.states_other_value``)."""
        return self._where_near(
            prompts, j, near, lambda p, k: states_other_value(p, *self.texts[k])
        )

    def asks_value(self, prompts: list[str], j: np.ndarray, near: np.ndarray) -> np.ndarray:
        """Whether each prompt asks for the value its pair ``j``'s false member gets wrong
        without naming it (``claim_words.asks_for``; each pair's ``false_values`` derived once)."""
        values = self.__dict__.get("_false_values")
        if values is None and len(self.texts) == len(self.false):
            values = self.__dict__["_false_values"] = [false_values(*t) for t in self.texts]
        return self._where_near(prompts, j, near, lambda p, k: asks_for(p, values[k]))

    def _where_near(self, prompts: list[str], j: np.ndarray, near: np.ndarray, test) -> np.ndarray:
        """``test(prompt, pair row)`` of each prompt and its pair ``j``, read only where the
        pair's proximity gate ``near`` is open (elsewhere it could add nothing, and a signal the
        classifier gives there must not be explained by it); all False without the claims'
        texts."""
        out = np.zeros(len(prompts), bool)
        if len(self.false) and len(self.texts) == len(self.false):
            for i in np.nonzero(near > 0)[0]:
                out[i] = test(prompts[i], j[i])
        return out

    def excess(self, vectors: np.ndarray, sf: np.ndarray, j: np.ndarray) -> np.ndarray:
        """How much closer each prompt is to its nearest pair's false claim than to a plain
        question about the claim's subject ("Tell me about camels."): > 0 when the prompt
        carries the claim's predicate, <= 0 when it only names the topic."""
        r = np.arange(len(vectors))
        return sf[r, j] - np.einsum("id,id->i", vectors, self.subject[j])

    @classmethod
    def fit(
        cls,
        rows,
        vecs,
        neutral: np.ndarray,
        frames: np.ndarray,
        frames_risky,
        subject_vecs: np.ndarray | None = None,
    ) -> _Claims:
        pid = cls.pair_ids(rows)
        ids = [k for k, _, _ in pid]
        f = vecs[[fi for _, fi, _ in pid]]
        t = vecs[[ti for _, _, ti in pid]]
        texts = tuple((rows[fi]["text"], rows[ti]["text"]) for _, fi, ti in pid)
        if not ids:
            return cls(f, t, 0.0, 1.0, 1.0, 2.0)
        # margin scale from the framed bank prompts (claims inside frames), proximity gate from
        # the neutral prompts (never near any claim) up by CLAIM_GATE_WIDTH
        tmp = cls(f, t, 0.0, 1.0, -1.0, 0.0, texts=texts)
        sf, st = frames @ f.T, frames @ t.T
        j = np.maximum(sf, st).argmax(1)
        r = np.arange(len(frames))
        margin = sf[r, j] - st[r, j]
        pos_q = float(np.quantile(margin[frames_risky], 0.1))
        neg_q = float(np.quantile(margin[~frames_risky], 0.9))
        tmp.m0 = pos_q if MARGIN_HALF_AT_FALSE else (pos_q + neg_q) / 2.0
        tmp.tau = max((pos_q - neg_q) / 4.0, 0.01)
        prox = np.maximum(neutral @ f.T, neutral @ t.T).max(1)
        tmp.lo = float(np.quantile(prox, CLAIM_GATE_Q)) if len(prox) else 0.5
        tmp.hi = tmp.lo + CLAIM_GATE_WIDTH
        if subject_vecs is not None and len(subject_vecs) == len(ids):
            # the subject gate opens fully at the framed false prompts' SUBJECT_GATE_Q quantile
            tmp.subject = subject_vecs
            e = tmp.excess(frames, sf, j)[frames_risky]
            tmp.e_hi = max(float(np.quantile(e, SUBJECT_GATE_Q)), 0.01)
        return tmp

    @staticmethod
    def pair_ids(rows) -> list[tuple[int, int, int]]:
        """(pair id, row of the false claim, row of the true claim), by pair id."""
        pairs: dict[int, dict[bool, int]] = {}
        for i, r in enumerate(rows):
            if "pair" in r:
                pairs.setdefault(int(r["pair"]), {})[bool(r["risky"])] = i
        return [(k, v[True], v[False]) for k, v in sorted(pairs.items()) if len(v) == 2]


_CLAIM_VERB = re.compile(
    r"\b(?:is|are|was|were|has|have|had|can|cannot|can't|could|will|would|should|must|do|does|"
    r"did|don't|doesn't|never|always|only|cause[sd]?|make[sd]?|give[sn]?|turns?|contains?|"
    r"lives?|grows?|says?|said|wrote|invented|discovered|built|became|began|started|stores?|"
    r"produces?|keeps?|uses?|used|ran|needs?|lasts?|orbits?|flows?|passes|shares?|stays?|"
    r"comes?|came|died|fell|won|lost|landed|signed|spans?|howl|purr|sweat|sinks?|floats?|gets?|"
    r"eats?|drinks?|sees?|live|burns?|kills?|loses?|swaps?|reverses?|travels?|falls?|rises?|"
    r"freezes?|boils?|means?|meant|stands?|refers?)\b",
    re.IGNORECASE,
)
SUBJECT_FRAMES = ("Tell me about {s}.", "What should I know about {s}?")


def subject_questions(false_claim: str) -> list[str]:
    """Plain questions about a claim's subject (the words before its first verb): what a
    neutral prompt on the claim's topic looks like, without the claim's predicate."""
    claim = false_claim.strip().rstrip(".")
    m = _CLAIM_VERB.search(claim)
    subj = claim[: m.start()] if m and m.start() > 0 else " ".join(claim.split()[:4])
    subj = subj.strip(" ,;:")  # (the embedder is uncased: "Bats" and "bats" embed alike)
    return [f.format(s=subj) for f in SUBJECT_FRAMES]


# Presupposition clause: "Since X, how ...", "Why do X?", "Explain why X.", "My teacher said X.
# ...", "X, so what ...": the claim matcher reads X alone when a prompt has that shape, because
# the question around X pulls the whole prompt's embedding away from the bare claims (the
# framed bank prompts and exemplars-dev/dev2 alike). Chosen on exemplars-dev, confirmed on dev2
# (semantic false-premise AUROC, all / novel / known): dev 0.639 / 0.584 / 0.824 -> 0.664 /
# 0.602 / 0.906, dev2 0.605 / 0.542 / 0.950 -> 0.641 / 0.581 / 0.970; index questions with a
# false-premise signal unchanged (0.3%, n=3000). A prompt without such a frame is read whole;
# the sentence after the clause ("... How did it change Europe?") is dropped only when a frame
# was found, so a benchmark question's first sentence is never read alone.
CLAUSE_MATCH = True
_CLAUSE_LEAD = re.compile(
    r"^(?:(?:so|ok|okay|quick question|hey|honestly|as everyone knows|as we all know)[,:]?\s+)?"
    r"(?:(?:can you |could you |please )?(?:explain|describe|summari[sz]e|outline|walk me through|"
    r"elaborate on|tell me(?: more)?(?: about)?|write (?:an? |the )?[\w\s-]{0,40}?"
    r"(?:about|on|explaining|teaching \w+)|prove|help me understand|what is the reason|"
    r"what's the reason|give me the reasons?)\s+)?"
    r"(?:since|because|given that|considering(?: that)?|now that|seeing that|"
    r"(?:(?:my|our|the) [\w\s]{1,30}?|everyone|everybody|people|they|someone)\s+"
    r"(?:told me|told us|says?|said|knows?|claims?|insists?)(?: that)?|"
    r"i (?:read|heard|learned|know|was told)(?: somewhere| online)?(?: that)?|"
    r"it'?s (?:a )?(?:well[- ]known|common knowledge|a fact|known)(?: fact)? that|"
    r"why(?:\s+(?:is it that|do|does|did|is|are|was|were|can|can't|don't|doesn't|didn't|won't|"
    r"would|should|has|have))?|how come|the fact that)\s+",
    re.IGNORECASE,
)
# "Why don't X?" takes "not X" for granted: its clause is not X, so it is read whole.
_NEGATIVE_WHY = re.compile(
    r"\bwhy\s+(?:can't|cannot|don't|doesn't|didn't|won't|isn't|aren't|wasn't|weren't|"
    r"shouldn't|wouldn't|hasn't|haven't)\b",
    re.IGNORECASE,
)
_POLAR = re.compile(
    r"^\s*(?:(?:so|ok|okay|hey|quick question|honestly|seriously|i'm curious|i wonder|"
    r"i've always wondered|fact check|genuine question)[,:!]?\s+)?"
    r"(?:is|are|was|were|does|do|did|can|could|will|would|should|has|have|had|may|might)\b"
    r"(?!\s+(?:you|u)\s+(?:know|think|remember|explain|tell|describe|help|give|write|list|"
    r"show|suggest|recommend|summari[sz]e|imagine)\b)"
    r"(?!\s+(?:you|u)\s+(?:please|kindly)\b)"
    r"(?!\s+(?:someone|somebody|anyone)\s+(?:explain|tell|help|describe)\b)",
    re.IGNORECASE,
)
# "Is it true that X?", "X - myth or fact?", "My aunt says X. Is that right?", "I wonder whether X":
# the prompt asks whether X holds, whatever frame carries X.
_VERIFY = re.compile(
    r"\b(?:is|isn't|are|aren't) (?:it|that|this|he|she|they|you) (?:really |actually |even |just |"
    r"all )?(?:true|right|correct|accurate|(?:a )?real|legit|so(?=\s*\?)|a myth|a fact|an? (?:urban |"
    r"internet )?(?:legend|old wives' tale))\b"
    r"|\bor is (?:it|that|this) (?:just |all )?(?:a myth|made up|nonsense|false|fake|an? "
    r"(?:urban |internet )?(?:legend|old wives' tale)|true)\b"
    r"|\b(?:true or false|myth or (?:fact|truth|reality)|fact or (?:myth|fiction))\b"
    r"|\bis there (?:any |much )?(?:real |scientific )?(?:truth|basis|evidence|science)\b"
    r"|\bfact[- ]check\b|\bdebunk\b"
    r"|\b(?:wonder(?:ed|ing)?|not sure|unsure|curious|(?:anyone|you|somebody|someone) know|"
    r"ask(?:ing)?|tell me|check(?:ing)?)\b[^.?!]{0,24}\b(?:whether|if)\b"
    r"|\b(?:legit|real|true)\s*\?\s*$",
    re.IGNORECASE,
)
_SENTENCES = re.compile(r"(?<=[.!?:])\s+")
_CLAUSE_TAIL = re.compile(
    r"\s*(?:,|—|–| - |;)\s*(?:so\s+|then\s+|and\s+)?(?:what|how|why|which|who|when|where|can|"
    r"could|should|would|is|are|do|does|did|will|explain|tell|give|write|list|describe|"
    r"summari[sz]e)\b.*$",
    re.IGNORECASE,
)
_SENTENCE_REST = re.compile(r"[.!?]\s.*$", re.DOTALL)


def presupposed_clause(prompt: str) -> str | None:
    """The clause a prompt takes for granted ("Since X, ..." -> X), or None when the prompt has
    no presupposing frame (or what is left is under three words)."""
    s = prompt.strip()
    m = _CLAUSE_LEAD.match(s)
    if m and _NEGATIVE_WHY.search(m.group(0)):
        return None
    found = m is not None
    if m:
        s = _SENTENCE_REST.sub("", s[m.end() :])
    cut = _CLAUSE_TAIL.sub("", s)
    found = found or cut != s
    cut = cut.strip(" ?.!")
    return cut if found and len(cut.split()) >= 3 else None


def asks_whether(prompt: str) -> bool:
    """A prompt that asks whether its content holds rather than taking it for granted
    (``POLAR_WEIGHT``): a yes/no question without a presupposing frame ("Do bats see?", also
    after a sentence of context), or a check of a claim ("Is it true that ...?", "... myth or
    fact?", "My aunt says X. Is that right?", "I wonder whether ..."). Requests ("Can you
    explain ..."), leading negative questions ("Isn't ...") and wh-questions are not."""
    if _VERIFY.search(prompt):
        return True
    if presupposed_clause(prompt) is not None:
        return False
    questions = [q for q in _SENTENCES.split(prompt.strip()) if q.rstrip().endswith("?")]
    if questions:  # a question after context ("My kid asked me: do camels ...?")
        return all(_POLAR.match(q) for q in questions)
    return bool(_POLAR.match(prompt))


def _chunk_training(rows: list[dict]) -> tuple[list[str], np.ndarray]:
    """Sentence-level examples: AI-directed instructions vs ordinary sentences.

    Positives are the sentences of risky injection documents that do not occur in any benign
    version of a document (i.e. the hidden instructions); negatives are every sentence of benign
    injection/jailbreak rows, the neutral prompts and their sentences, the exam-style sentences
    (family ``sentence``) and a share of the other families' prompts. Direct jailbreaks are
    the whole-prompt classifier's (``CHUNK_JAILBREAKS``).
    """
    benign_sents: set[str] = set()
    for r in rows:
        if r["family"] in ("injection", "jailbreak") and not r["risky"]:
            benign_sents.update(chunks(r["text"]))
    pos: list[str] = []
    for r in rows:
        if r["family"] == "injection" and r["risky"]:
            pos.extend(c for c in chunks(r["text"]) if c not in benign_sents)
        elif CHUNK_JAILBREAKS and r["family"] == "jailbreak" and r["risky"]:
            if len(chunks(r["text"])) <= 2:
                pos.append(r["text"])
    neg = sorted(benign_sents)
    for r in rows:
        if r["family"] == "neutral":
            neg.append(r["text"])
            neg.extend(chunks(r["text"]))
        elif r["family"] == "sentence":
            neg.append(r["text"])
    neg += [r["text"] for r in rows if r["family"] in ("harm", "false_premise")][::4]
    pos = sorted(set(pos))
    neg = sorted(set(neg) - set(pos))
    return pos + neg, np.r_[np.ones(len(pos)), np.zeros(len(neg))].astype(bool)


def _subject_vectors(embedder, rows) -> np.ndarray | None:
    """Unit mean embedding of the subject questions of each claim pair (``_Claims.pair_ids``
    order), or None without the subject gate."""
    if not SUBJECT_GATE:
        return None
    pid = _Claims.pair_ids(rows)
    qs = [subject_questions(rows[fi]["text"]) for _, fi, _ in pid]
    if not qs:
        return None
    v = np.asarray(embedder.embed([q for pair in qs for q in pair]), np.float64)
    v = v.reshape(len(qs), len(SUBJECT_FRAMES), -1).mean(1)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


class SemanticDetector:
    """Fitted per-family classifiers over an embedder's unit vectors."""

    def __init__(
        self,
        embedder,
        heads: dict[str, _Head],
        chunk_head: _Head | None,
        claims: _Claims | None = None,
    ):
        self.embedder = embedder
        self.heads = heads
        self.chunk_head = chunk_head
        self.claims = claims
        self.dim = next(iter(heads.values())).coef.shape[0]

    # -- fitting -------------------------------------------------------------------------
    @classmethod
    def load(cls, embedder, path: Path = BANK) -> SemanticDetector:
        """Fitted from the bank (and the other files ``_store_path`` names), or read back from the
        fit an earlier process stored beside the embedding cache (keyed by those files' bytes,
        this module's source and the embedder): the fits cost seconds that every ``score`` call
        would otherwise pay. Older stores beyond the most recently used few are removed
        (``embedder.prune_fits``)."""
        from ..index.embedder import prune_fits

        store = _store_path(embedder, path)
        if store is not None and store.is_file():
            det = cls._read(embedder, store)
            if det is not None:
                prune_fits(store)
                return det
        det = cls._fit_bank(embedder, path)
        if store is not None:
            det._write(store)
            prune_fits(store)
        return det

    @classmethod
    def _fit_bank(cls, embedder, path: Path) -> SemanticDetector:
        rows = bank_rows(path)
        vecs = np.asarray(embedder.embed([r["text"] for r in rows]), np.float64)
        ctexts, cy = _chunk_training(
            [r for r in rows if not (r.get("matcher_only") or r.get("harm_only"))]
        )
        cvecs = np.asarray(embedder.embed(ctexts), np.float64)
        # the contrast: everyday requests, and the harm rows' own harmless look-alikes
        lookalikes = np.array([bool(r.get("harm_only")) and not r["risky"] for r in rows], bool)
        everyday = np.asarray(embedder.embed(load_everyday()), np.float64)
        evecs = np.vstack([everyday.reshape(-1, vecs.shape[1]), vecs[lookalikes]])
        evecs = evecs if len(evecs) else None
        return cls.fit(embedder, rows, vecs, cvecs, cy, _subject_vectors(embedder, rows), evecs)

    @classmethod
    def fit(
        cls,
        embedder,
        rows,
        vecs,
        chunk_vecs=None,
        chunk_y=None,
        subject_vecs=None,
        everyday_vecs=None,
    ) -> SemanticDetector:
        fam = np.array([r["family"] for r in rows])
        risky = np.array([bool(r["risky"]) for r in rows])
        neutral = vecs[fam == "neutral"]
        matcher_only = np.array([bool(r.get("matcher_only")) for r in rows])
        heads = {}
        for family in GROUPS:
            use, pos = head_training(rows, family)
            if not (pos & use).any():
                continue  # a bank without this family's rows (the time_sensitive ones are optional)
            coef, icpt = fit_logreg(vecs[use], pos[use], C[family])
            own = np.isin(fam, GROUPS[family])
            head = heads[family] = cls._head(coef, icpt, vecs[own], neutral)
            contrast = family in EVERYDAY_CONTRAST and everyday_vecs is not None
            if contrast or family in EXEMPLAR_NOUNS:
                head.risky = (risky & ~matcher_only)[own]
            if contrast:
                head.everyday = np.asarray(everyday_vecs, np.float64)
            if family in EXEMPLAR_NOUNS:
                head.exemplars = tuple(
                    r["text"] for r, o, k in zip(rows, own, risky & ~matcher_only) if o and k
                )
        chunk_head = None
        if chunk_vecs is not None and len(chunk_vecs):
            # not class-balanced: instructions aimed at the AI are rare among sentences
            coef, icpt = fit_logreg(chunk_vecs, chunk_y, C["chunks"], balanced=False)
            chunk_head = _Head(coef, icpt, vecs[:0], 0.0, 0.0)
        framed = (fam == "false_premise") & np.array(["pair" not in r for r in rows])
        claims = _Claims.fit(rows, vecs, neutral, vecs[framed], risky[framed], subject_vecs)
        return cls(embedder, heads, chunk_head, claims)

    # -- the stored fit ------------------------------------------------------------------
    def _write(self, path: Path) -> None:
        arrays: dict[str, np.ndarray] = {}
        for family, h in self.heads.items():
            arrays.update(
                {
                    f"head.{family}.coef": h.coef,
                    f"head.{family}.members": h.members,
                    f"head.{family}.scalars": np.array([h.intercept, h.lo, h.hi]),
                }
            )
            if h.risky is not None:
                arrays[f"head.{family}.risky"] = h.risky
            if h.everyday is not None:
                arrays[f"head.{family}.everyday"] = h.everyday
            if h.exemplars:
                arrays[f"head.{family}.exemplars"] = np.array(h.exemplars, dtype=str)
        if self.chunk_head is not None:
            arrays["chunk.coef"] = self.chunk_head.coef
            arrays["chunk.scalars"] = np.array([self.chunk_head.intercept])
        if self.claims is not None:
            c = self.claims
            arrays.update(
                {
                    "claims.false": c.false,
                    "claims.true": c.true,
                    "claims.scalars": np.array([c.m0, c.tau, c.lo, c.hi, c.e_hi]),
                    "claims.texts": np.array(c.texts, dtype=str).reshape(-1, 2),
                }
            )
            if c.subject is not None:
                arrays["claims.subject"] = c.subject
        atomic_write_npz(path, **arrays)

    @classmethod
    def _read(cls, embedder, path: Path) -> SemanticDetector | None:
        try:
            with np.load(path, allow_pickle=False) as z:
                a = {k: z[k] for k in z.files}
            heads = {}
            for family in [f for f in GROUPS if f"head.{f}.scalars" in a]:
                icpt, lo, hi = a[f"head.{family}.scalars"]
                heads[family] = _Head(
                    a[f"head.{family}.coef"],
                    float(icpt),
                    a[f"head.{family}.members"],
                    lo,
                    hi,
                    a.get(f"head.{family}.risky"),
                    a.get(f"head.{family}.everyday"),
                    tuple(str(t) for t in a.get(f"head.{family}.exemplars", ())),
                )
        except (OSError, ValueError, KeyError):
            return None  # torn or foreign: refit
        chunk = None
        if "chunk.coef" in a:
            chunk = _Head(
                a["chunk.coef"],
                float(a["chunk.scalars"][0]),
                heads["jailbreak"].members[:0],
                0.0,
                0.0,
            )
        claims = None
        if "claims.false" in a:
            m0, tau, lo, hi, e_hi = (float(x) for x in a["claims.scalars"])
            texts = tuple((str(f), str(t)) for f, t in a.get("claims.texts", ()))
            claims = _Claims(
                a["claims.false"],
                a["claims.true"],
                m0,
                tau,
                lo,
                hi,
                a.get("claims.subject"),
                e_hi,
                texts,
            )
        return cls(embedder, heads, chunk, claims)

    @staticmethod
    def _head(coef, icpt, members: np.ndarray, neutral: np.ndarray) -> _Head:
        neu_s = _topk_mean(neutral @ members.T, GATE_K)
        lo = float(np.quantile(neu_s, GATE_LO_Q))
        hi = max(float(np.quantile(neu_s, GATE_HI_Q)), lo + 0.02)
        return _Head(coef, icpt, members, lo, hi)

    # -- scoring -------------------------------------------------------------------------
    def chunk_probability(self, prompts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """(multi-sentence?, max over the sentences after the first of P(instruction aimed at
        the AI)) per prompt (the first is weighted ``FIRST_CHUNK_WEIGHT``); one-sentence prompts
        get (False, 0)."""
        out = np.zeros(len(prompts))
        multi = np.zeros(len(prompts), bool)
        if self.chunk_head is None:
            return multi, out
        owners, texts, scale = [], [], []
        for i, p in enumerate(prompts):
            cs = chunks(p)
            if len(cs) >= 2:
                multi[i] = True
                owners.extend([i] * len(cs))
                texts.extend(cs)
                scale.extend([FIRST_CHUNK_WEIGHT] + [1.0] * (len(cs) - 1))
        if not texts:
            return multi, out
        # persisted like every other text: a suite's sentences are embedded once, not every run
        v = np.asarray(self.embedder.embed(texts), np.float64)
        p = self.chunk_head.prob(v) * np.asarray(scale)
        np.maximum.at(out, np.asarray(owners), p)
        return multi, out

    def clause_vectors(self, prompts: list[str], vectors: np.ndarray) -> np.ndarray:
        """``vectors`` with each prompt that presupposes a clause replaced by the clause's unit
        embedding (``CLAUSE_MATCH``): what the claim matcher reads."""
        if not CLAUSE_MATCH:
            return vectors
        found = [(i, c) for i, p in enumerate(prompts) if (c := presupposed_clause(p))]
        if not found:
            return vectors
        out = vectors.copy()
        # not persisted: a prompt's clause is the user's text, like the prompt (KnnScorer.score)
        out[[i for i, _ in found]] = np.asarray(
            self.embedder.embed([c for _, c in found], persist=False), np.float64
        )
        return out

    def probabilities(
        self, prompts: list[str], vectors: np.ndarray, horizon: int = KNOWLEDGE_HORIZON
    ) -> dict[str, np.ndarray]:
        """Per detector family, the gated P(risky) of every prompt."""
        return self._probabilities(prompts, vectors, horizon)[0]

    def matched_claims(self, prompts: list[str], vectors: np.ndarray) -> list[tuple | None]:
        """Per prompt, the (false, true) claim pair whose match gives its false-premise
        probability, or None where the whole-prompt classifier's tie-break gives it (or the
        claims' texts are unknown): what a false-premise signal's evidence names."""
        return self._probabilities(prompts, vectors)[1]

    def _probabilities(
        self, prompts: list[str], vectors: np.ndarray, horizon: int = KNOWLEDGE_HORIZON
    ) -> tuple[dict[str, np.ndarray], list[tuple | None], np.ndarray]:
        """(``probabilities``, ``matched_claims``, whether each prompt states another value than
        its pair's true member), from one pass of the claim matcher."""
        v = np.asarray(vectors, np.float64)
        out = {}
        for family, head in self.heads.items():
            out[family] = head.prob(v) * head.gate(v)
        if self.chunk_head is not None:
            multi, chunk_p = self.chunk_probability(prompts)
            whole = out["jailbreak"]
            out["jailbreak"] = np.where(
                multi, np.maximum(chunk_p, MULTI_WHOLE_WEIGHT * whole), whole
            )
        if "time_sensitive" in out:  # the rules' exemptions hold for the head too
            skip = np.array([time_sensitive_exempt(p, horizon) for p in prompts], bool)
            out["time_sensitive"] = np.where(skip, 0.0, out["time_sensitive"])
        claims: list[tuple | None] = [None] * len(prompts)
        other = np.zeros(len(prompts), bool)
        c = self.claims
        if c is not None:
            cv = self.clause_vectors(prompts, v)
            j = c.nearest(cv) if len(c.false) else np.zeros(len(prompts), int)
            matched, near = c.match(cv, j)
            if ASKS_FOR_VALUE:
                matched = np.where(c.asks_value(prompts, j, near), 0.0, matched)
            lr = FP_LR_WEIGHT * out["false_premise"]
            polar = np.array([asks_whether(p) for p in prompts], bool)
            fp = np.maximum(matched, lr)
            if SIDE_WITH_TRUE:
                fp = np.where(c.true_side(cv, prompts, j), 0.0, fp)
            if VALUE_CONFLICT:
                other = c.other_value(prompts, j, near)
            fp = np.where(other, np.maximum(fp, near), fp)
            fp = np.where(polar, POLAR_WEIGHT * fp, fp)
            out["false_premise"] = fp
            if len(c.false) and len(c.texts) == len(c.false):
                claims = [
                    c.texts[k] if m >= t or o else None for k, m, t, o in zip(j, matched, lr, other)
                ]
        return out, claims, other

    def signals(
        self, prompts: list[str], vectors: np.ndarray, families=None, replace=None
    ) -> list[list[Signal]]:
        """Semantic signals per prompt (only families in ``families``, default all).
        ``replace``: family -> (probabilities, threshold, source) of another classifier that
        stands in for this detector's one in that family (the fine-tuned jailbreak classifier,
        :mod:`finetune`); the probabilities may be a function of this detector's own ones in
        that family, which returns them (``finetune.screened``: the classifier is run only where
        this detector's probability reaches a floor)."""
        return self.read(prompts, vectors, families, replace)[0]

    def read(
        self,
        prompts: list[str],
        vectors: np.ndarray,
        families=None,
        replace=None,
        horizon: int = KNOWLEDGE_HORIZON,
    ) -> tuple[list[list[Signal]], tuple[np.ndarray, list[str]]]:
        """``signals`` per prompt and the ``weak_evidence`` of the same probabilities (values,
        families); ``horizon``: the knowledge horizon the time_sensitive exemptions read
        (``heuristics.time_sensitive_exempt``)."""
        replace = replace or {}
        wanted = [
            f
            for f in GROUPS
            if (families is None or f in families) and (f in self.heads or f in replace)
        ]
        vectors = np.asarray(vectors)
        if not wanted or len(prompts) == 0:
            return [[] for _ in prompts], (np.zeros(len(prompts)), [""] * len(prompts))
        if vectors.ndim != 2 or vectors.shape[1] != self.dim or len(vectors) != len(prompts):
            raise ValueError(
                f"expected vectors of shape ({len(prompts)}, {self.dim}), got {vectors.shape}"
            )
        probs, matched, other_value = self._probabilities(list(prompts), vectors, horizon)
        thresholds = dict(THRESHOLDS)
        source = dict.fromkeys(GROUPS, "embedding classifier")
        for f, (p, threshold, src) in replace.items():
            if callable(p):
                p = p(probs.get(f))
            probs[f], thresholds[f], source[f] = np.asarray(p, np.float64), threshold, src
        out: list[list[Signal]] = []
        for i in range(len(prompts)):
            sigs = []
            for f in wanted:
                p = float(probs[f][i])
                if p >= thresholds[f]:
                    w = round(min(p, 1.0), 6)
                    evidence = f"{source[f]} p={w:.2f}"
                    if f == "false_premise" and f not in replace and matched[i]:
                        false, true = matched[i]
                        if other_value[i]:
                            evidence = (
                                f"claim matcher p={w:.2f}: states another value than the known "
                                f"fact {true!r} (a known error: {false!r})"
                            )
                        else:
                            evidence = f"claim matcher p={w:.2f}: known misconception {false!r} (true: {true!r})"
                    head = self.heads.get(f) if f in EXEMPLAR_NOUNS else None
                    near = head.nearest_exemplar(vectors[i]) if head is not None else None
                    if near is not None:
                        evidence += (
                            f"; nearest known {EXEMPLAR_NOUNS[f]} (cosine {near[1]:.2f}): "
                            f"{quoted(near[0])}"
                        )
                    sigs.append(Signal(f"semantic:{f}", f, w, evidence))
            out.append(sigs)
        weak = weak_evidence({f: probs[f] for f in wanted}, thresholds, len(prompts))
        return out, weak


def weak_evidence(
    probs: dict[str, np.ndarray],
    thresholds: dict[str, float],
    n: int,
    weights: dict[str, float] | None = None,
    exponents: dict[str, float] | None = None,
) -> tuple[np.ndarray, list[str]]:
    """Per prompt, the largest ``WEAK_EVIDENCE[f] * SEVERITY[f] * p`` (with ``WEAK_EXPONENT[f]``
    = g, ``... * t * (p / t) ** g`` for the threshold t) over the families ``f`` of ``probs``
    whose probability ``p`` is below the signal threshold, and that family ("" where there is
    none): what fusion adds to the risk for evidence too weak to be a signal (never listed as
    one). ``weights`` and ``exponents`` replace ``WEAK_EVIDENCE`` and ``WEAK_EXPONENT`` for
    another detector's heads (risk/foreign.py)."""
    weights = WEAK_EVIDENCE if weights is None else weights
    exponents = WEAK_EXPONENT if exponents is None else exponents
    out, family = np.zeros(n), [""] * n
    for f, weight in weights.items():
        if f in probs:
            p = np.asarray(probs[f], np.float64)
            t, g = thresholds[f], exponents.get(f, 1.0)
            read = p if g == 1.0 else t * (np.clip(p, 0.0, t) / t) ** g
            w = np.where(p < t, weight * SEVERITY[f] * read, 0.0)
            for i in np.nonzero(w > out)[0]:
                family[i] = f
            out = np.maximum(out, w)
    return out, family


_CACHE: dict[int, tuple[object, SemanticDetector]] = {}


def _store_path(embedder, bank: Path) -> Path | None:
    """Where the fit for this bank, the ``FITTED_FROM`` files, this module's code and this
    embedder is stored, or None for an embedder without an on-disk cache (test doubles)."""
    from ..index.embedder import cache_file

    optional = [p.read_bytes() if p.is_file() else b"" for p in FITTED_FROM]
    parts = (Path(__file__).read_bytes(), Path(bank).read_bytes(), *optional)
    return cache_file(embedder, "semantic", parts, ".npz")


def detector_for(embedder) -> SemanticDetector:
    """The detector for ``embedder``, fitted once per process (keyed by the embedder object)."""
    from ..index.embedder import once_per_embedder

    return once_per_embedder(_CACHE, embedder, lambda: SemanticDetector.load(embedder))


def cross_validate(
    rows: list[dict], vecs: np.ndarray, grid=(0.3, 1.0, 3.0, 10.0, 30.0), folds: int = 5
) -> dict[str, dict[float, float]]:
    """Grouped k-fold AUROC of each family's classifier for each C (groups: rows sharing a
    template or claim land in the same fold, by a hash of their first/last words), over the
    family's rows that ``training_mask`` uses."""
    from sklearn.metrics import roc_auc_score

    fam = np.array([r["family"] for r in rows])
    risky = np.array([bool(r["risky"]) for r in rows])

    def group(t: str) -> int:
        w = re.findall(r"\w+", t.lower())
        key = " ".join(w[:3]) if len(w) > 3 else t
        return sum(map(ord, key)) % folds

    g = np.array([group(r["text"]) for r in rows])
    out: dict[str, dict[float, float]] = {}
    for family in GROUPS:
        use, pos = training_mask(family, fam, risky)
        own = np.isin(fam, GROUPS[family])
        out[family] = {}
        for c in grid:
            scores = np.zeros(len(rows))
            for f in range(folds):
                tr, te = use & (g != f), g == f
                if pos[tr].all() or not pos[tr].any():
                    continue
                coef, icpt = fit_logreg(vecs[tr], pos[tr], c)
                scores[te] = vecs[te] @ coef + icpt
            ev = own & use  # rows the classifier is meant to separate
            out[family][c] = float(roc_auc_score(pos[ev], scores[ev]))
    return out
