"""Answer options pasted after a question (pure).

The index holds benchmark question *stems*: MMLU-Pro's text without its options. A user often
pastes a multiple-choice question whole, options included ("A) 21 B) 27 C) 29"). Embedded as
typed, such a prompt lands away from its own stem and reads as longer and more numeric than it
is: on 1,000 held-out index questions, pasting the options raised the calibrated scorer's mean
P(fail) by 0.10 and its ECE from 0.035 to 0.087-0.096, and cost 0.003-0.008 AUROC, by layout
(``python tools/options_dev.py``). Retrieval and the text features therefore see the stem; every
other detector still reads the whole prompt. The inline ``(A)`` layout after a question that ends
without punctuation is left as typed (81.6% of stems come back exact in that layout, 98% in the
others).

An options block is at least ``MIN_OPTIONS`` labels in alphabetical order from A, in one style,
ending the prompt: ``A)``/``(A)`` anywhere after white space, or ``A.``/``A:`` at the start
of a line, after a line break or a finished question ("?", ":", ".", a blank "___"). A header
line such as "Options:" before it goes with it. Anything else (a single "A)", labels out of
order, a list that stops mid-prompt, lower-case "(a) ... (b) ..." parts of a question, "(A) the
cost (B) the price" inside a sentence) is left as typed.
"""

from __future__ import annotations

import re

MIN_OPTIONS = 3
MIN_STEM_WORDS = 3
_STEM_ENDS = "?:.!_)\"'”"

_LABEL = re.compile(
    r"(?:(?<=\s)|^)"
    r"(?:\((?P<paren>[A-J])\)|(?P<close>[A-J])\)|(?P<dot>[A-J])[.:](?=[ \t]))"
)
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
    ``(text, [])`` when the prompt has no such block."""
    labels = _labels(text)
    for start in range(len(labels) - 1, -1, -1):
        pos, letter, style = labels[start]
        if letter != "A":
            continue
        chain = [labels[start]]
        for lab in labels[start + 1 :]:
            if lab[2] == style and ord(lab[1]) == ord(chain[-1][1]) + 1:
                chain.append(lab)
            elif lab[2] == style:
                chain = []  # an out-of-order label of the same style: not an options block
                break
        if len(chain) < MIN_OPTIONS:
            continue
        before = text[:pos].rstrip(" \t")
        stem = _HEADER.sub("", before.rstrip()).rstrip()
        # the block follows a line break or a finished question ("...?", "...:", "___")
        if len(stem.split()) < MIN_STEM_WORDS or not (
            before.endswith("\n") or stem[-1] in _STEM_ENDS or stem != before.rstrip()
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
    """The prompt without a trailing block of answer options (see ``split_options``)."""
    return split_options(text)[0]
