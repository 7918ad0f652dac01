"""The question a prompt asks, when it arrives formatted as an exam item (pure): answer
options pasted after it, an exam harness's instructions before a "Question:" label, a closing
"Answer:" cue.

The index holds benchmark question *stems*: MMLU-Pro's text without its options. A user often
pastes a multiple-choice question whole, options included ("A) 21 B) 27 C) 29"), and an exam
harness wraps it in instructions and an answer cue. Embedded as typed, such a prompt lands away
from its own stem and reads as longer and more numeric than it is. On 1,000 held-out index
questions (``python tools/options_dev.py``; their near-duplicates left out of the fit), the
calibrated scorer's mean P(fail) rose by 0.10-0.13 and its ECE from 0.040 to 0.087-0.121, and
AUROC fell by 0.009-0.016, by layout. Retrieval and the text features therefore read the
question alone; every other detector still reads the whole prompt. Read this way, ECE is
0.036-0.040 again and the question comes back
exact for 97.9-98.1% of them in each options layout, and for 95.1% in each exam frame (99.8% up
to white space).

An options block is at least ``MIN_OPTIONS`` labels in alphabetical order from A, in one style,
ending the prompt: ``A)``/``(A)`` anywhere after white space, or ``A.``/``A:`` at the start of
a line; after a line break, a finished question ("?", ":", ".", a blank "___"), or any text when
there are ``LONG_BLOCK`` labels or more. Another label inside an option ("(I) only") is the
option's text. A header line such as "Options:" before the block goes with it. Anything else (a
single "A)", labels out of order, lower-case "(a) ... (b) ..." parts of a question, "(A) the cost
(B) the price (C) the output" inside a sentence) is left as typed.

Before the question, an exam harness's instructions end at a "Question:" label (the last one: a
few-shot prompt asks its last question); after it, "Answer:" on its own line, with at most a
short lead-in ("Let's think step by step."), or a bare "A:" closes the prompt. Both are set aside when a
question of ``MIN_STEM_WORDS`` words remains. Of MMLU-Pro's 11,031 question texts, 11 change
(they carry their own "(A) ... (E)" list); none of them is a golden.
"""

from __future__ import annotations

import re

MIN_OPTIONS = 3
MIN_STEM_WORDS = 3
LONG_BLOCK = 4
MAX_LABELS = 64
_STEM_ENDS = "?:.!_)\"'”"

_LABEL = re.compile(
    r"(?:(?<=\s)|^)"
    r"(?:\((?P<paren>[A-J])\)|(?P<close>[A-J])\)|(?P<dot>[A-J])[.:](?=[ \t]))"
)
# a "Question:" / "Q:" / "Question 3:" label opening a line ("Question 13." opens benchmark text)
_QUESTION = re.compile(r"(?im)^[ \t]*(?:question|q)(?:[ \t]*\d+)?[ \t]*:[ \t]*")
# a closing answer cue: "Answer:" on its own line, with at most a short lead-in after it
_ANSWER_CUE = re.compile(
    r"(?i)(?:^|\n)[ \t]*(?:answer[ \t]*:[^\n]{0,60}|a[ \t]*:[ \t]*)\s*$"
)  # or a bare "A:" closing a "Q: ... A:" prompt
_HEADER = re.compile(
    r"(?:\n|^)[ \t]*(?:answer\s+)?(?:options|choices|answers)\s*:?[ \t]*$", re.IGNORECASE
)


def _labels(text: str) -> list[tuple[int, str, str]]:
    """(position, letter, style) of every candidate option label."""
    out = []
    for m in _LABEL.finditer(text):
        style = next(k for k in ("paren", "close", "dot") if m.group(k))
        if style == "dot":  # "A." or "A:" only opens a line
            line_start = text.rfind("\n", 0, m.start()) + 1
            if text[line_start : m.start()].strip():
                continue
        out.append((m.start(), m.group(style), style))
    return out


def split_options(text: str) -> tuple[str, list[str]]:
    """(stem, options): the question without a trailing options block, and the options' texts;
    the question alone when it is labelled ("...Question: <stem>", the last label if several:
    a few-shot prompt asks its last question) and without a closing answer cue ("Answer:",
    "Answer: Let's think step by step."); ``(text, [])`` when the prompt has none of these."""
    stem, options = _split_block(text)
    asked = _asked(stem)
    if options:
        options[-1] = _ANSWER_CUE.sub("", options[-1]).rstrip()
    return (asked, options) if asked != text else (text, [])


def _asked(text: str) -> str:
    """``text`` after its last "Question:" label and before a closing answer cue, if what is left
    is still a question of ``MIN_STEM_WORDS`` words."""
    out = text
    labels = list(_QUESTION.finditer(out))
    if labels and len(out[labels[-1].end() :].split()) >= MIN_STEM_WORDS:
        out = out[labels[-1].end() :]
    cue = _ANSWER_CUE.search(out)
    if cue and len(out[: cue.start()].split()) >= MIN_STEM_WORDS:
        out = out[: cue.start()]
    return out.strip() if out != text else text


def _split_block(text: str) -> tuple[str, list[str]]:
    # a trailing block has at most ten labels (A-J) and a few more inside its options: the last
    # MAX_LABELS bound the search, which is quadratic in the labels it looks at
    labels = _labels(text)[-MAX_LABELS:]
    for start in range(len(labels) - 1, -1, -1):
        pos, letter, style = labels[start]
        if letter != "A":
            continue
        chain = [labels[start]]
        for lab in labels[start + 1 :]:  # other labels are option text: "(I) only", "3(A)"
            if lab[2] == style and ord(lab[1]) == ord(chain[-1][1]) + 1:
                chain.append(lab)
        if len(chain) < MIN_OPTIONS:
            continue
        before = text[:pos].rstrip(" \t")
        stem = _HEADER.sub("", before.rstrip()).rstrip()
        # the block follows a line break or a finished question ("...?", "...:", "___"), or is
        # long enough (LONG_BLOCK labels) to be options even after an unfinished sentence
        if len(stem.split()) < MIN_STEM_WORDS or not (
            before.endswith("\n")
            or stem[-1] in _STEM_ENDS
            or stem != before.rstrip()
            or len(chain) >= LONG_BLOCK
        ):
            return text, []
        ends = [p for p, _, _ in chain[1:]] + [len(text)]
        options = [
            re.sub(r"^\(?[A-J][).:]\)?", "", text[p:e].strip(), count=1).strip()
            for (p, _, _), e in zip(chain, ends)
        ]
        return stem, options
    return text, []


def question_stem(text: str) -> str:
    """The question a prompt asks, without pasted answer options, an exam preamble or a closing
    answer cue (see ``split_options``)."""
    return split_options(text)[0]
