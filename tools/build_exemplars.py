"""Build the semantic detector's exemplar bank and dev set from the self-written sources.

Usage: python tools/build_exemplars.py
Writes togmal_eval/data/exemplars.jsonl (bank, template-generated from tools/exemplar_src/*)
togmal_eval/data/exemplars-dev.jsonl (hand-written dev prompts, no shared templates) and
togmal_eval/data/exemplars-dev2.jsonl (a second hand-written dev set, written after the first one
had been used to choose thresholds: only for confirming changes, see dev2_src.py) and
togmal_eval/data/exemplars-dev3.jsonl (a third one, for confirming injection/jailbreak changes
that dev2 had steered, see dev3_src.py) and togmal_eval/data/exemplars-dev4.jsonl (a fourth one,
written after the fine-tuned classifier, see dev4_src.py).
Rows: {"family": jailbreak|injection|harm|false_premise|neutral, "risky": bool, "text": str}.
Deterministic (seeded); every prompt is self-written, nothing is read from goldens/.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "exemplar_src"))

import dev2_src  # noqa: E402
import dev3_src  # noqa: E402
import dev4_src  # noqa: E402
import dev_src  # noqa: E402
import fp_claims  # noqa: E402
import fp_claims_broad  # noqa: E402
import fp_claims_devtopics  # noqa: E402
import fp_claims_extra  # noqa: E402
import fp_claims_more  # noqa: E402
import harm_intents  # noqa: E402
import inj_jb_more  # noqa: E402
import inj_jb_third  # noqa: E402
import injection_src  # noqa: E402
import jailbreak_src  # noqa: E402
import neutral_src  # noqa: E402
import scenario_src  # noqa: E402

FP_FRAMES = [
    "Explain why {c}.",
    "Given that {c}, what follows from this?",
    "Since {c}, can you tell me more about it?",
    "Write an essay on why {c}.",
    "Prove that {c}.",
    "Why is it that {c}?",
    "My teacher told us that {c}. Can you explain the reasons behind it?",
    "Everyone knows that {c}. Give me three interesting consequences of this.",
    "Help me write a paragraph for class about how {c}.",
    "It's a well-known fact that {c}. Summarize the evidence for it.",
    "Considering that {c}, what should I keep in mind?",
    "I read that {c}. How did scientists and historians establish this?",
    "{C}. Could you explain this in simple terms for a ten-year-old?",
    "Write a short blog post explaining the fact that {c}.",
    "Since it's well known that {c}, why do some people still doubt it?",
    "My teacher said that {c} — can you explain why?",
    "Write a paragraph explaining why {c}.",
    "What are the main reasons that {c}?",
    "As we all know, {c}. What does this tell us?",
    "Quick question: given that {c}, how does that work exactly?",
    "For my presentation I need a slide on why {c}. What should it say?",
    "Tell me more about the fact that {c}.",
    "How come {c}?",
    "Everybody learns in school that {c}. What's the background?",
]

HARM_FRAMES = [
    "How do I {x}?",
    "What's the best way to {x}?",
    "Give me step-by-step instructions to {x}.",
    "I need to {x}. Where do I start?",
    "Can you explain how to {x}?",
    "Tell me in detail how to {x}.",
    "what's the easiest way to {x}",
    "Write a guide on how to {x}.",
    "My friend asked me how to {x} — what should I tell him?",
    "Is there a quick way to {x}?",
    "Please help me {x}.",
    "Walk me through how to {x}, I'm a beginner.",
]


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def bank(rng: random.Random) -> list[dict]:
    rows: list[dict] = []

    def add(family, risky, text):  # noqa: E306
        rows.append({"family": family, "risky": bool(risky), "text": text})

    # false premise: every claim and its true counterpart, bare (with the pair id, for the
    # claim matcher) and in the same two frames
    # (the later pairs get one frame each, not two: framed claims are negatives of the other
    # families' classifiers too, and too many of them crowd out the look-alikes there)
    n_old = len(fp_claims.PAIRS)
    for i, (false, true) in enumerate(
        fp_claims.PAIRS + fp_claims_more.PAIRS + fp_claims_extra.PAIRS
    ):
        rows.append({"family": "false_premise", "risky": True, "text": cap(false) + ".", "pair": i})
        rows.append({"family": "false_premise", "risky": False, "text": cap(true) + ".", "pair": i})
        frames = [FP_FRAMES[i % len(FP_FRAMES)], FP_FRAMES[(i * 5 + 3) % len(FP_FRAMES)]]
        for f in frames if i < n_old else frames[:1]:
            add("false_premise", True, f.format(c=false, C=cap(false)))
            add("false_premise", False, f.format(c=true, C=cap(true)))

    # harm: each intent in two frames
    for lst, risky in ((harm_intents.RISKY, True), (harm_intents.BENIGN, False)):
        for i, x in enumerate(lst):
            for f in (
                HARM_FRAMES[i % len(HARM_FRAMES)],
                HARM_FRAMES[(i * 7 + 5) % len(HARM_FRAMES)],
            ):
                add("harm", risky, f.format(x=x))

    # jailbreak: wrappers x payloads (each wrapper with 8 payloads), standalone overrides
    js = jailbreak_src
    for i, w in enumerate(js.RISKY_WRAPPERS):
        for j in range(8):
            p, pv = js.PAYLOADS[(i * 3 + j * 5) % len(js.PAYLOADS)]
            text = w.format(p=p, pv=pv)
            text = re.sub(r"([.:!?]\s+|^)([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)
            add("jailbreak", True, text)
    # ...and each wrapper with 2 harmful intents from the harm pool, so the wrappers are seen
    # around more than the 16 payloads (exemplars-dev jailbreak AUROC 0.907 -> 0.924, combined
    # with the regex signals 0.916 -> 0.917; index questions with a jailbreak signal 0.6% ->
    # 0.7%; 4 per wrapper: 0.927 / 0.918 / 0.9%, but the jailbreak rows would be 63% risky)
    for i, w in enumerate(js.RISKY_WRAPPERS):
        for j in range(2):
            x = harm_intents.RISKY[(i * 13 + j * 29) % len(harm_intents.RISKY)]
            text = w.format(p=f"tell me how to {x}.", pv=x)
            text = re.sub(r"([.:!?]\s+|^)([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)
            add("jailbreak", True, text)
    # second-round wrappers (inj_jb_more.py): 4 payloads and 2 harm-pool intents each
    more = inj_jb_more
    for i, w in enumerate(more.RISKY_WRAPPERS + inj_jb_third.RISKY_WRAPPERS):
        fills = [js.PAYLOADS[(i * 7 + j * 5 + 1) % len(js.PAYLOADS)] for j in range(4)]
        for j in range(2):
            x = harm_intents.RISKY[(i * 17 + j * 31 + 7) % len(harm_intents.RISKY)]
            fills.append((f"tell me how to {x}.", x))
        for p, pv in fills:
            text = w.format(p=p, pv=pv)
            text = re.sub(r"([.:!?]\s+|^)([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)
            add("jailbreak", True, text)
    third = inj_jb_third
    for t in js.RISKY_STANDALONE + more.RISKY_STANDALONE + third.RISKY_STANDALONE:
        add("jailbreak", True, t)
    for t in js.BENIGN + more.BENIGN:
        add("jailbreak", False, t)
    for i, w in enumerate(js.BENIGN_WRAPPERS + more.BENIGN_WRAPPERS + third.BENIGN_WRAPPERS):
        for j in range(len(js.PERSONAS)):
            persona = js.PERSONAS[(i * 4 + j) % len(js.PERSONAS)]
            task = js.TASKS[(i * 7 + j * 2) % len(js.TASKS)]
            add("jailbreak", False, w.format(persona=persona, task=task, Task=cap(task)))
    # the payloads themselves without a wrapper belong to harm, not jailbreak; the benign
    # side gets plain requests too so "a request" alone is not a jailbreak cue
    for t in js.TASKS:
        add("jailbreak", False, cap(t) + ".")

    # injection: documents x (AI-directed payload | human-directed note | nothing)
    inj = injection_src
    for i, doc in enumerate(inj.DOCS):
        for j in range(6):
            task = inj.TASKS[(i + j * 5) % len(inj.TASKS)]
            payload = inj.PAYLOADS[(i * 5 + j * 7) % len(inj.PAYLOADS)]
            note = inj.BENIGN_NOTES[(i * 3 + j * 11) % len(inj.BENIGN_NOTES)]
            add("injection", True, f"{task}\n\n{doc.format(x=payload)}")
            add("injection", False, f"{task}\n\n{doc.format(x=note)}".replace("  ", " "))
    # genre documents: own hidden instruction, own human-directed twin, the bare document, one
    # more instruction and one more note from the shared pools (more benign versions than risky
    # ones: the whole-prompt classifier cannot tell twins apart, and business documents are
    # common in benchmark questions)
    payloads = inj.PAYLOADS + inj.PAYLOADS_MORE
    notes = [n for n in inj.BENIGN_NOTES if n] + inj.BENIGN_NOTES_MORE
    genre = [(d, payloads, notes) for d in inj.GENRE_DOCS]
    # second round (inj_jb_more.py): new genres, drawing on the pools plus new multilingual,
    # obfuscated and chat-markup instructions (the first round's rows are unchanged)
    more_p = payloads + inj_jb_more.PAYLOADS_MORE
    more_n = notes + inj_jb_more.BENIGN_NOTES_MORE
    genre += [(d, more_p, more_n) for d in inj_jb_more.GENRE_DOCS]
    third_p = more_p + inj_jb_third.PAYLOADS_MORE
    third_n = more_n + inj_jb_third.BENIGN_NOTES_MORE
    genre += [(d, third_p, third_n) for d in inj_jb_third.GENRE_DOCS]
    for i, ((task, doc, payload, note), payloads, notes) in enumerate(genre):
        other = inj.TASKS[(i * 7 + 3) % len(inj.TASKS)]
        p1 = payloads[(i * 11 + 2) % len(payloads)]
        n1 = notes[(i * 5 + 1) % len(notes)]
        for risky, t, x in (
            (True, task, payload),
            (False, task, note),
            (False, task, ""),
            (True, other, p1),
            (False, other, n1),
        ):
            add("injection", risky, f"{t}\n\n{doc.replace('{x}', x)}")
    for t in neutral_src.NEUTRAL:
        add("neutral", False, t)
    # exam-style sentences: negatives of the sentence reader only (family "sentence")
    for t in scenario_src.SCENARIO_SENTENCES:
        add("sentence", False, t)
    # fp_claims_broad.py: bare pairs only (no frames) and after every other row, so the other
    # families' classifiers and the sentence reader's sample of the bank see the same rows as
    # before plus the bare claims
    start = len(fp_claims.PAIRS) + len(fp_claims_more.PAIRS) + len(fp_claims_extra.PAIRS)
    for i, (false, true) in enumerate(fp_claims_broad.PAIRS, start=start):
        pair = {"family": "false_premise", "pair": i, "matcher_only": True}
        rows.append({**pair, "risky": True, "text": cap(false) + "."})
        rows.append({**pair, "risky": False, "text": cap(true) + "."})
    # fp_claims_devtopics.py: myths on the dev sets' topics, for the production bank only;
    # tools/semantic_dev.py fits without these rows so the dev figures stay honest
    start += len(fp_claims_broad.PAIRS)
    for i, (false, true) in enumerate(fp_claims_devtopics.PAIRS, start=start):
        pair = {"family": "false_premise", "pair": i, "matcher_only": True, "dev_topic": True}
        rows.append({**pair, "risky": True, "text": cap(false) + "."})
        rows.append({**pair, "risky": False, "text": cap(true) + "."})
    return rows


def dev() -> list[dict]:
    d = dev_src
    rows = []
    for fam, risky, lst in (
        ("false_premise", True, d.FP_FALSE),
        ("false_premise", False, d.FP_TRUE),
        ("false_premise", True, d.FP_FALSE_KNOWN),
        ("false_premise", False, d.FP_TRUE_KNOWN),
        ("harm", True, d.HARM_RISKY),
        ("harm", False, d.HARM_BENIGN),
        ("jailbreak", True, d.JB_RISKY),
        ("jailbreak", False, d.JB_BENIGN),
        ("injection", True, d.INJ_RISKY),
        ("injection", False, d.INJ_BENIGN),
        ("neutral", False, d.NEUTRAL_DEV),
        ("false_premise", True, d.FP_FALSE_2),
        ("false_premise", False, d.FP_TRUE_2),
        ("injection", True, d.INJ_RISKY_2),
        ("injection", False, d.INJ_BENIGN_2),
    ):
        known = lst is d.FP_FALSE_KNOWN or lst is d.FP_TRUE_KNOWN
        extra = {"subset": "known"} if known else {}
        rows.extend({"family": fam, "risky": risky, "text": t, **extra} for t in lst)
    return rows


def dev2() -> list[dict]:
    """The confirmation dev set: indirect injections (family injection), direct jailbreaks
    (family jailbreak; their benign look-alikes are in the injection rows), false-premise pairs
    (``pair`` = index of the pair) and neutral prompts."""
    d = dev2_src
    rows = [{"family": "injection", "risky": True, "text": t} for t in d.INJ_RISKY]
    rows += [{"family": "jailbreak", "risky": True, "text": t} for t in d.JB_RISKY]
    rows += [{"family": "injection", "risky": False, "text": t} for t in d.INJ_BENIGN]
    for i, (false, true) in enumerate(d.FP_PAIRS):
        rows.append({"family": "false_premise", "risky": True, "text": false, "pair": i})
        rows.append({"family": "false_premise", "risky": False, "text": true, "pair": i})
    rows += [{"family": "neutral", "risky": False, "text": t} for t in d.NEUTRAL]
    # appended later (after fp_claims_extra.py): paraphrases of claims the bank now knows
    for i, (false, true) in enumerate(d.FP_KNOWN_PAIRS, start=len(d.FP_PAIRS)):
        known = {"family": "false_premise", "pair": i, "subset": "known"}
        rows.append({**known, "risky": True, "text": false})
        rows.append({**known, "risky": False, "text": true})
    return rows


def dev3() -> list[dict]:
    """The third, hand-written confirmation set (dev3_src.py): indirect injections, direct
    jailbreaks, their benign look-alikes (in the injection rows) and neutral prompts."""
    d = dev3_src
    rows = [{"family": "injection", "risky": True, "text": t} for t in d.INJ_RISKY]
    rows += [{"family": "jailbreak", "risky": True, "text": t} for t in d.JB_RISKY]
    rows += [{"family": "injection", "risky": False, "text": t} for t in d.INJ_BENIGN]
    rows += [{"family": "neutral", "risky": False, "text": t} for t in d.NEUTRAL]
    return rows


def dev4() -> list[dict]:
    """The fourth, hand-written confirmation set (dev4_src.py): indirect injections, direct
    jailbreaks, benign look-alikes of each and neutral prompts."""
    d = dev4_src
    rows = [{"family": "injection", "risky": True, "text": t} for t in d.INJ_RISKY]
    rows += [{"family": "jailbreak", "risky": True, "text": t} for t in d.JB_RISKY]
    rows += [{"family": "injection", "risky": False, "text": t} for t in d.INJ_BENIGN]
    rows += [{"family": "jailbreak", "risky": False, "text": t} for t in d.JB_BENIGN]
    rows += [{"family": "neutral", "risky": False, "text": t} for t in d.NEUTRAL]
    return rows


def write(path: Path, rows: list[dict]) -> None:
    seen = set()
    out = []
    for r in rows:
        if r["text"] in seen:
            continue
        seen.add(r["text"])
        out.append(json.dumps(r, ensure_ascii=False))
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def decontaminate(rows: list[dict]) -> list[dict]:
    """The bank without rows within contamination.THRESHOLD cosine of a golden prompt."""
    from togmal_eval.config import load_config
    from togmal_eval.goldens.contamination import THRESHOLD, golden_prompts, near_goldens
    from togmal_eval.workspace import Workspace

    cfg = load_config()
    emb = Workspace(cfg).embedder
    prompts = golden_prompts(cfg.goldens_dir)
    near, _ = near_goldens(emb.embed([r["text"] for r in rows]), emb.embed(prompts))
    # a claim pair goes as a whole: its other member is the golden's look-alike as often as not
    pairs = {r["pair"] for r, n in zip(rows, near) if n and "pair" in r}
    keep = [r for r, n in zip(rows, near) if not n and r.get("pair", -1) not in pairs]
    print(
        f"decontaminated: {len(rows) - len(keep)} bank rows dropped ({int(near.sum())} within "
        f"cosine {THRESHOLD} of one of {len(prompts)} golden prompts, and their pair members)"
    )
    return keep


def main() -> None:
    rng = random.Random(0)
    b, dv, dv2, dv3, dv4 = decontaminate(bank(rng)), dev(), dev2(), dev3(), dev4()
    for other in (dv, dv2, dv3, dv4):
        overlap = {r["text"] for r in b} & {r["text"] for r in other}
        assert not overlap, overlap
    data = ROOT / "togmal_eval" / "data"
    write(data / "exemplars.jsonl", b)
    write(data / "exemplars-dev.jsonl", dv)
    write(data / "exemplars-dev2.jsonl", dv2)
    write(data / "exemplars-dev3.jsonl", dv3)
    write(data / "exemplars-dev4.jsonl", dv4)
    from collections import Counter

    for name, rows in (("bank", b), ("dev", dv), ("dev2", dv2), ("dev3", dv3), ("dev4", dv4)):
        c = Counter((r["family"], r["risky"]) for r in rows)
        print(name, dict(sorted(c.items())))


if __name__ == "__main__":
    main()
