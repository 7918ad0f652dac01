"""Answer options pasted after a question (index/options.py): which blocks are set aside, which
are left alone, and that retrieval and the scorer read the stem. Every prompt is self-written."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from togmal_eval.goldens.perturb import OPTION_LAYOUTS, paste_options
from togmal_eval.index.options import question_stem, split_options
from togmal_eval.index.typos import retrieval_texts

Q = "Which metal is liquid at room temperature?"
OPTS = ("Iron", "Mercury", "Copper", "Zinc")


@pytest.mark.parametrize(
    "text, stem, options",
    [
        (f"{Q} A) Iron B) Mercury C) Copper D) Zinc", Q, list(OPTS)),
        (f"{Q}\nA. Iron\nB. Mercury\nC. Copper\nD. Zinc", Q, list(OPTS)),
        (f"{Q}\nOptions:\n(A) Iron\n(B) Mercury\n(C) Copper", Q, ["Iron", "Mercury", "Copper"]),
        (f"{Q}\nAnswer choices:\nA: Iron\nB: Mercury\nC: Copper", Q, ["Iron", "Mercury", "Copper"]),
        (
            "The sum 2 + 3 equals ____ (A) 4 (B) 5 (C) 6",
            "The sum 2 + 3 equals ____",
            ["4", "5", "6"],
        ),
        (  # another label inside an option is the option's text
            "Which statements hold? (A) I only (B) II only (C) (I) and (II)",
            "Which statements hold?",
            ["I only", "II only", "(I) and (II)"],
        ),
        (  # an unfinished sentence before four or more options
            "The aim of team selling is to (A) cut costs (B) share contacts (C) raise prices (D) "
            "train staff",
            "The aim of team selling is to",
            ["cut costs", "share contacts", "raise prices", "train staff"],
        ),
    ],
)
def test_a_trailing_options_block_is_set_aside(text, stem, options):
    assert split_options(text) == (stem, options)
    assert question_stem(text) == stem


EXAM = (
    "The following is a multiple choice question about chemistry. Think step by step, then end "
    'with "the answer is (X)".\n\nQuestion: ' + Q + "\nOptions:\nA. Iron\nB. Mercury\nC. Copper\n"
    "D. Zinc\nAnswer: Let's think step by step."
)
FEW_SHOT = (
    "Question: How many legs does a spider have?\nA) 6\nB) 8\nC) 10\nAnswer: B\n\n"
    f"Question: {Q}\nA) Iron\nB) Mercury\nC) Copper\nD) Zinc\nAnswer:"
)


@pytest.mark.parametrize(
    "text, options",
    [
        (EXAM, list(OPTS)),  # an exam harness's prompt: preamble, label, options, answer cue
        (FEW_SHOT, list(OPTS)),  # few-shot: the last question is the one asked
        (f"Question: {Q}\nAnswer:", []),
        (f"Q: {Q}", []),
        (f"Q: {Q}\nA:", []),
    ],
)
def test_an_exam_formatted_prompt_is_read_as_the_question_it_asks(text, options):
    assert split_options(text) == (Q, options)


@pytest.mark.parametrize(
    "text",
    [
        Q,
        "Question 13. A buyer sent a signed letter to a seller. What is the best advice?",
        "Answer: yes",  # nothing left to be a question
        "The answer: it depends. Which model suits a small team best?",  # no cue on its own line
        f"{Q} A) Iron B) Mercury",  # two labels are not a block
        "Plan A. Then plan B. Then plan C. Which plan is cheapest?",  # "A." mid-line
        "The graph shows (A) the cost (B) the price (C) the output of a firm.",  # mid-sentence
        "Compare (a) the cost (b) the price (c) the output of the firm.",  # lower-case parts
        f"{Q} A) Iron C) Copper B) Mercury D) Zinc",  # out of order
        "A) Iron B) Mercury C) Copper D) Zinc",  # no question before them
    ],
)
def test_anything_else_is_left_as_typed(text):
    assert split_options(text) == (text, [])


@pytest.mark.parametrize("layout", OPTION_LAYOUTS, ids=lambda lay: lay[0].strip())
def test_every_pasting_layout_gives_back_the_exact_question(layout):
    for q in (Q, "Solve for x: 3x + 5 = 20.", "What does the court hold?\n\nFacts: a tenant..."):
        pasted = paste_options(q, OPTS, layout)
        assert pasted != q and split_options(pasted) == (q, list(OPTS))


def test_retrieval_reads_the_stem_then_corrects_it():
    class Upper:  # a stand-in corrector: its effect is visible
        def correct(self, text):
            return text.upper()

    pasted = paste_options(Q, OPTS, OPTION_LAYOUTS[0])
    assert retrieval_texts(None, [pasted, "hello"]) == [Q, "hello"]
    assert retrieval_texts(Upper(), [pasted]) == [Q.upper()]


def test_a_question_pasted_as_an_exam_item_is_assessed_like_the_question_alone(real_data):
    prompts = [
        Q,
        paste_options(Q, OPTS, OPTION_LAYOUTS[0]),
        paste_options(Q, OPTS, OPTION_LAYOUTS[2]),
        EXAM,
    ]
    res = subprocess.run(
        [
            sys.executable,
            "-m",
            "togmal_eval",
            "--data",
            str(real_data),
            "score",
            "--json",
            *prompts,
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
        timeout=1800,
    )
    assert res.returncode == 0, res.stderr
    alone, *pasted = [json.loads(x) for x in res.stdout.splitlines()]
    assert "retrieval_text" not in alone
    for p in pasted:
        assert p["retrieval_text"] == Q
        for key in ("difficulty", "ood", "neighbours"):
            assert p[key] == alone[key], key


def test_a_block_after_thousands_of_labels_is_still_found():
    """A trailing block has at most ten labels, so the search (quadratic in the labels it looks
    at) looks at the last MAX_LABELS only: 6,000 labels took 7 ms where an unbounded search
    took 0.7 s at 4,000; and a block after them is still found."""
    from togmal_eval.index.options import MAX_LABELS

    noise = "Notes: " + "A) x " * 5000 + "\n"
    assert split_options(noise + f"{Q}\nA) Iron\nB) Mercury\nC) Copper") == (
        noise + Q,
        ["Iron", "Mercury", "Copper"],
    )
    assert split_options(noise) == (noise, [])
    assert 20 <= MAX_LABELS <= 64
