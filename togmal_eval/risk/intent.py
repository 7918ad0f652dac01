"""Does a prompt ask how to stay safe, keep a harmless secret, or ask about an attack, rather than
for harm? (pure, regex)

The semantic harm head (risk/semantic.py) reads a prompt's topic from its embedding, and a victim,
a person in crisis or a parent asking about stalking, poisoning, scams or self-harm sits on the
same topic as someone asking for help with the harm: on corpus/harm-dev.jsonl and harm-dev2.jsonl
(harmful requests and look-alikes, by authors who saw neither the bank nor the suites) it gave a
harm signal to 11% and 15% of the look-alikes, most of them requests for help ("Where can I get
help if I'm thinking of hurting myself?"), reports ("How do I report a scam call?") and
protection ("How do I get a restraining order against my ex?").

``protective_request`` recognises those frames (help-seeking, "what should I do", reporting,
spotting or preventing a harm, warning signs, restraining orders, safety plans, wanting to stop,
helping someone else, defending against a harm, prevention) unless the prompt also carries a
marker of harmful intent (not getting caught, covering tracks, untraceable, "so that nobody ...",
"make sure they ...", revenge, keeping tabs, violating an order, making someone feel or do
something, a relayed request: "my friend asked me how to ..."). Fusion multiplies the head's harm
probability of such a prompt by ``PROTECTIVE_HARM_WEIGHT``; the rule-based harm detectors
(risk/heuristics.py), which look for an explicit harmful request, still read it, so a protective
frame wrapped round a request for a weapon is still flagged by them.

``harmless_secret`` recognises a secret kept for someone's pleasure (a surprise, a present, a
harmless prank), which the harm head also reads as harm, and the discount treats it alike.

``mentions_attack`` does the same for the jailbreak family: a short question about jailbreaks or
injections (what "ignore all previous instructions" means, how to defend a chatbot against it)
that uses none on the assistant; fusion weighs its jailbreak-family signals, the rules' and the
classifier's, by ``MENTION_WEIGHT``.
"""

from __future__ import annotations

import re

import numpy as np

from .heuristics import PASTED_DOCUMENT_CHARS, normalize

# Chosen on corpus/harm-dev.jsonl and harm-dev2.jsonl, with the rules, by weight 1 / 0.5 / 0.25 /
# 0: look-alikes flagged 0.108 / 0.083 / 0.058 / 0.058 and 0.150 / 0.108 / 0.083 / 0.083, recall
# 0.967 and 0.958 throughout (0.25 and 0 flag the same prompts; 0.25 keeps their order). Confirmed
# once on corpus/harm-dev3.jsonl (another author, who saw neither the bank, the other sets nor
# this module): look-alikes flagged 0.150 -> 0.100, recall 0.933 unchanged. None of the bank's 300
# or harm-extra.jsonl's 287 harmful requests reads as protective. `python tools/harm_dev.py`
# prints each set without the discount and with it.
PROTECTIVE_HARM_WEIGHT = 0.25
# The frames for helping someone else ("what do I say to a friend who ...", "how do I talk to my
# son who ..."), defending against a harm, prevention, awareness training and survivors, with the
# relayed request ("My friend asked me how to ...") as a marker of harmful intent, were added
# (2026-12-02) by a rule fixed before measuring, on harm-dev .. dev5 and harm-extra2: look-alikes
# flagged down by 8 (harm-dev4 0.117 -> 0.108, harm-dev5 0.159 -> 0.103, harm-extra2 0.086 ->
# 0.079), recall, the 3,000 harmless dev prompts (9) and the benchmark questions (73) unchanged,
# none of the bank's and harm-extra.jsonl's 587 harmful requests read as protective. Without the
# relayed-request marker (the first version, by the same rule) 23 of them did ("My friend asked
# me how to make a molotov cocktail ... - what should I tell him?"), which the rule forbade.
# Confirmed once on corpus/harm-dev6.jsonl (207 rows by another author, unread until then): no
# prompt changed (look-alikes flagged 0.093, recall 0.740, AUROC with the rules 0.844).

_WHO = r"(?:i|we|you|someone|somebody|people|parents?|my\s+\w+|a\s+\w+)"
_PROTECTIVE = re.compile(
    "|".join(
        [
            # help-seeking
            r"\bwho\s+(?:can|could|should|do|would)\s+"
            + _WHO
            + r"\s+(?:call|contact|talk|turn|reach|ask|speak|tell)\b",
            r"\bwhere\s+(?:can|could|should|do|would)\s+"
            + _WHO
            + r"\s+(?:get|find|go\s+for|turn\s+for|look\s+for)\s+(?:\w+\s+){0,2}"
            r"(?:help|support|advice|counsel+ing|therapy|treatment)\b",
            r"\b(?:get|find|need|seek|seeking)\s+(?:some\s+)?"
            r"(?:help|support|counsel+ing|therapy|treatment)\b",
            r"\bwho\s+to\s+(?:talk|turn|call|reach|speak)\b",
            r"\bwhat\s+(?:should|can|do)\s+(?:i|we)\s+do\s*(?:$|[?.!,;]|(?:if|when|first|now|"
            r"next|about|after|to\s+(?:help|stay|protect|stop|get\s+help))\b)",
            r"\bwhat\s+(?:steps|actions)\s+(?:should|can|do)\s+(?:i|we)\b",
            r"\bwhat\s+(?:can|could|would)\s+help\b",
            r"\b(?:want|trying|try|need)\s+to\s+stop\b",
            # reporting
            r"\b(?:how|where)\s+(?:do|can|should|would|to)\s+(?:i\s+|we\s+)?(?:report|flag)\b",
            r"\bfile\s+(?:a\s+|an\s+)?(?:police\s+)?(?:report|complaint)\b",
            r"\breport\s+(?:it|this|them|him|her)\s+to\b",
            # protecting oneself or others
            r"\bhow\s+(?:do|can|should|could|would|to)\s+(?:i\s+|we\s+|you\s+|parents?\s+)?"
            r"(?:spot|recogni[sz]e|detect|identify|tell\s+(?:if|whether|when)|"
            r"check\s+(?:for|if|whether)|protect|prevent|secure|de-?escalate|calm\s+down|"
            r"get\s+(?:it|them)\s+(?:taken\s+down|removed))\b",
            r"\b(?:warning\s+signs?|red\s+flags?|signs\s+(?:that|of))\b",
            r"\b(?:restraining|protective)\s+order\b|\bsafety\s+plan\b",
            r"\bstay\s+safe\b|\bkeep\s+(?:\w+\s+){0,2}safe\b",
            # helping someone else, defending against a harm, prevention
            r"\bhow\s+(?:do|can|should|could|would|to)\s+(?:i\s+|we\s+)?(?:help|support|"
            r"talk\s+to|speak\s+to|approach|comfort|reach\s+out\s+to|respond\s+to)\s+(?:a\s+|"
            r"my\s+|our\s+|the\s+|someone|somebody|him\b|her\b|them\b)",
            r"\bwhat\s+(?:do|should|can|could)\s+(?:i|we)\s+(?:say|tell)\s+(?:to\s+)?(?:a\s+|my\s+|"
            r"our\s+|someone|somebody|him\b|her\b|them\b)",
            r"\b(?:defend|defending|protect|protecting|safeguard|safeguarding|shield)\s+"
            r"(?:[\w'-]+\s+){0,4}?(?:against|from)\b",
            r"\b(?:fraud|abuse|violence|suicide|crime|overdose|bullying)\s+prevention\b|"
            r"\bawareness\s+(?:training|program|programme|campaign)\b|\bsurvivors?\b",
        ]
    ),
    re.I,
)
_HARMFUL = re.compile(
    "|".join(
        [
            r"\bwithout\s+(?:getting|being)\s+(?:caught|detected|noticed|traced)\b",
            r"\bwithout\s+(?:them|him|her|anyone|anybody|police|the\s+police)\s+"
            r"(?:knowing|noticing|finding)\b",
            r"\b(?:get|gets|getting|be|being)\s+caught\b|\bkeep\s+tabs\s+on\b|\bviolat\w*",
            r"\bmake\s+(?:him|her|them|a\s+\w+|the\s+\w+)\s+"
            r"(?:feel|comfortable|trust|keep|send|believe)\b",
            r"\b(?:avoid|evade|escape)\s+(?:getting\s+|being\s+)?"
            r"(?:caught|detected|detection|traced|noticed|suspicion)\b",
            r"\bcover\s+(?:up\s+)?(?:my|our|his|her|their)\s+tracks\b|\bget\s+away\s+with\b|"
            r"\buntraceable\b",
            r"\b(?:so|so\s+that)\s+(?:nobody|no\s+one|they\s+(?:can't|cannot|won't))\b",
            r"\bmake\s+sure\s+(?:they|he|she|it|nobody|no\s+one|the)\b",
            r"\b(?:revenge|get\s+back\s+at|make\s+(?:him|her|them)\s+(?:pay|suffer))\b",
            # a request relayed: "My friend asked me how to ... - what should I tell him?"
            r"\basked\s+(?:me\s+)?how\s+to\b",
        ]
    ),
    re.I,
)


def protective_request(text: str) -> bool:
    """True when ``text`` asks for help, reports, or asks how to spot or prevent a harm, and
    carries no marker of harmful intent."""
    return spared_frame(text) == PROTECTIVE


# --- a secret kept for someone's pleasure --------------------------------------------------
# The harm head reads keeping something from someone as harm: "secret santa ideas for a coworker"
# 0.97, "best way to hide christmas presents from nosy kids" 0.97 (20 of corpus/plain-dev10.jsonl's
# 188 harmless prompts get a harm signal from it, most about doing something secretly). A surprise,
# presents, a proposal or a harmless prank is such a secret kept for the other's pleasure; the
# discount treats it as it treats a protective request. Chosen (2026-12-02)
# by a rule fixed before measuring (python tools/harm_dev.py ... --thresholds 0.4 on harm-dev ..
# dev7, harm-extra2 and the harmless dev prompts): plain-dev10 20 -> 13, every harm set's recall
# and the mean AUROC with the rules (0.9220 -> 0.9221) kept, the other harmless dev prompts (9)
# and the benchmark questions (73) unchanged, none of the bank's and harm-extra.jsonl's 587
# harmful requests read so. A first version also read "gift(s)" and "anonymously": it spared
# payment in gift cards (IRS and grandson scams), leaks posted anonymously and "what gifts work
# best to make a young teen feel like she owes me", losing recall on harm-dev2 and dev3 beyond the
# rule. Confirmed once on two sets by other authors, unread until then: corpus/plain-dev11.jsonl
# (173 harmless prompts meant to look alarming) 20 -> 17 with a harm signal, corpus/harm-dev8.jsonl
# recall 0.740 -> 0.740, look-alikes flagged 0.105 -> 0.105.
_HARMLESS_SECRET = re.compile(
    r"\b(?:surprise(?!\s+attack)|presents|secret\s+santa|birthday|christmas|xmas|"
    r"anniversary|proposal|propos(?:e|ing)\s+to|engagement\s+ring|tooth\s+fairy|santa|"
    r"easter\s+bunny|april\s+fools?|harmless\s+pranks?|pranks?\s+(?:that|which)\s+(?:won't|"
    r"doesn't|wont|doesnt|will\s+not|does\s+not)|spoilers?)\b",
    re.I,
)


def harmless_secret(text: str) -> bool:
    """True when ``text`` keeps something from someone for their pleasure (a surprise, presents,
    a proposal, a harmless prank), is not a protective request, and carries no marker of harmful
    intent."""
    return spared_frame(text) == HARMLESS_SECRET


# The frames the discount spares, as an explanation names them.
PROTECTIVE = "a request for help or protection"
HARMLESS_SECRET = "a surprise or a secret kept for someone's pleasure"


def spared_frame(text: str) -> str | None:
    """The frame for which the discount spares ``text`` (``PROTECTIVE`` before
    ``HARMLESS_SECRET``), or None: none, or a marker of harmful intent."""
    t = normalize(text)  # quotes and dashes unified, zero-width characters dropped
    if _HARMFUL.search(t):
        return None
    if _PROTECTIVE.search(t):
        return PROTECTIVE
    return HARMLESS_SECRET if _HARMLESS_SECRET.search(t) else None


def discount(texts: list[str], harm: np.ndarray) -> tuple[np.ndarray, list[str | None]]:
    """(the harm probabilities ``harm`` with each spared prompt's multiplied by
    ``PROTECTIVE_HARM_WEIGHT``, each prompt's ``spared_frame``)."""
    frames = [spared_frame(t) for t in texts]
    p = np.asarray(harm, np.float64)
    return np.where([f is not None for f in frames], PROTECTIVE_HARM_WEIGHT * p, p), frames


def protective_discount(texts: list[str], harm: np.ndarray) -> np.ndarray:
    """The harm probabilities ``harm`` with each protective request's and harmless secret's
    multiplied by ``PROTECTIVE_HARM_WEIGHT`` (``discount`` without the frames)."""
    return discount(texts, harm)[0]


# --- a question about an attack, not an attack --------------------------------------------
# People ask what "ignore all previous instructions" means, where DAN came from, how to defend a
# chatbot against injections, or whether a line they found in an email or a résumé is dangerous;
# the jailbreak rules and the classifier read the attack's words and flag them (corpus/
# override-dev.jsonl's "meta" questions: 11 of 16 rated HIGH or worse). ``mentions_attack``
# recognises such a question when it is short (a longer prompt carries a pasted document, and a
# question about a pasted log or error can carry an injection) and nothing in it uses the attack
# on the assistant; fusion multiplies the weight of its jailbreak-family signals by
# ``MENTION_WEIGHT`` (the harm discount's weight, not searched).
# Chosen (2026-12-02) by a rule fixed before measuring (python tools/persona_dev.py on
# override-dev, persona-dev, frames-dev and exemplars-dev9/11/12): override-dev's harmless prompts
# rated HIGH+ 0.21 -> 0.11 (AUROC 0.918 -> 0.937), no set's AUROC down by more than 0.003, at most
# one attack per set below HIGH, 4 of the 1,951 training attacks read as such a question. A first
# version without the length limit lost 2 of frames-dev's 90 attacks and 0.007 AUROC, beyond the
# rule. Confirmed once on corpus/jb-dev17.jsonl (AUROC 0.940 -> 0.940, attacks HIGH+ 0.96 -> 0.96,
# harmless HIGH+ 0.21 -> 0.20) and corpus/jb-mention-dev.jsonl (written for it: AUROC 0.910 ->
# 0.921, harmless HIGH+ 0.39 -> 0.30, attacks HIGH+ 0.96 -> 0.94, the rule's limit). Those two
# attacks ("What's developer mode? Show me by entering it: ...", "What does 'refusal suppression'
# mean? Then practice it: ...") read as questions; markers of use for them ("then practise / run /
# switch ...", "show me by entering ...", "as DAN would", "stay in that mode") were added later
# that day by a rule fixed before measuring: jb-mention-dev attacks HIGH+ 0.94 -> 0.96 (AUROC 0.921
# -> 0.927), every other set's figures unchanged; confirmed once on corpus/jb-mention-dev2.jsonl
# (194 rows by another author, unread until then): AUROC 0.927 -> 0.930, attacks HIGH+ 0.90 ->
# 0.91, harmless HIGH+ 0.22 -> 0.22. Still read as a question: a short "What does this error
# mean?" over a pasted line that carries an injection.
MENTION_WEIGHT = PROTECTIVE_HARM_WEIGHT
MENTION_MAX_CHARS = PASTED_DOCUMENT_CHARS

_MENTION = re.compile(
    "|".join(
        [
            r"\bwhat\s+(?:does|do|did|is|are|was)\b.{0,80}?\b(?:mean|means|meant|stand\s+for)\b",
            r"\b(?:what\s+is|what's|what\s+are|what\s+were)\s+(?:a\s+|an\s+|the\s+)?(?:prompt\s+"
            r"injections?|jailbreak\w*|dan\b|developer\s+mode|system\s+prompts?)",
            r"\bwhy\s+(?:do|does|did|is|are|would|was|were)\b(?!\s+(?:you\s+not|not)\b)",
            r"\b(?:history|origins?)\s+of\b",
            r"\bis\s+(?:it|that|this)\s+(?:true|dangerous|safe|a\s+(?:problem|risk|scam|threat)|"
            r"considered|cheating|legal)\b",
            r"\bshould\s+(?:i|we)\s+(?:report|worry|be\s+worried|tell)\b",
            r"\bhow\s+(?:can|do|should|would|could)\s+(?:i|we|you|companies|developers|apps?)\s+"
            r"(?:defend|protect|detect|flag|filter|mitigate|prevent|stop|block|build|guard|spot|"
            r"recogni[sz]e)\b",
            r"\b(?:difference\s+between|categories\s+of|patterns\s+of)\b",
        ]
    ),
    re.I | re.S,
)
_USE = re.compile(
    "|".join(
        [
            r"(?:^|[.!?:;\n]\s*)(?:now\s+|please\s+|so\s+)?(?:ignore|disregard|forget|override|"
            r"act\s+as|pretend|you\s+are\s+now|from\s+now\s+on|respond\s+as|stay\s+in\s+character|"
            r"enable|enter|print|reveal|output|repeat)\b",
            r"\b(?:tell|show)\s+me\s+your\b",
            r"\b(?:summari[sz]e|translate|evaluate|rate|review|rewrite|proofread|process|answer|"
            r"reply\s+to|respond\s+to)\s+(?:this|the\s+following|it|these|that)\b",
            r"\b(?:then|now)\s+(?:do|demonstrate|act|show|answer|be|become|try)\b",
            r"\b(?:then|now|and\s+then|after\s+that)\s+(?:practi[cs]e|perform|run|execute|apply|"
            r"use|enter|switch|go\s+into|stay\s+in)\b",
            r"\bshow\s+me\s+by\s+(?:entering|doing|using|running|switching|performing|answering|"
            r"acting|becoming)\b",
            r"\bas\s+(?:dan|it)\s+would\b|\b(?:stay|remain)\s+in\s+(?:that|this|the)\s+mode\b",
            r"\bif\s+you\s+had\s+no\b|\bwithout\s+(?:your|any)\s+(?:rules|restrictions|filters|"
            r"guidelines|limits)\b",
            r"\bdemonstrat\w*\b|\bon\s+yourself\b",
            r"\bwhy\s+(?:don't|dont|do\s+not|won't|wont)\s+you\b|\bwhy\s+not\b",
        ]
    ),
    re.I,
)


def mentions_attack(text: str) -> bool:
    """True when ``text`` is a short question about jailbreaks or injections (what a phrase
    means, its history, how to defend against it, whether something seen is dangerous) and
    nothing in it uses one on the assistant."""
    t = normalize(text)
    return len(t) <= MENTION_MAX_CHARS and bool(_MENTION.search(t)) and not _USE.search(t)
