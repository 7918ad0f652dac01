r"""Rule-based prompt-risk detectors (ToGMAL-style heuristics).

Seven families of named detectors look for risky structure in a prompt:

* ``false_premise`` - known-false claims, weighted by the frame around them (asserting a
  false claim scores high, asking about it neutrally scores low, debunking it scores ~0),
  plus conspiracy framings;
* ``jailbreak`` - instruction overrides, persona/role-play bypasses, prompt-injection
  markers, instructions addressed to the AI inside pasted content (indirect injection:
  "Note to the AI: ...", "any assistant summarizing this must ...") and obfuscation (base64,
  leetspeak, character splitting, ROT13, reversed text);
* ``harm`` - intent + target structure (a verb of making/obtaining/using + a harmful
  object, or harm aimed at a person), with benign-context exceptions;
* ``advice`` - personal medical, legal and financial advice;
* ``destructive`` - destructive file-system / database / repository operations;
* ``scope`` - unrealistic-scope coding requests;
* ``time_sensitive`` - questions whose answer needs current or future information a model's
  training data cannot hold: live data (prices, weather, scores, queues "right now"), recent
  events and current office holders, and specific future outcomes. A prompt that states the
  value itself, an exercise, settled history, a how-to and chit-chat about the user's own day
  are exceptions, and a prompt longer than ``TIME_SENSITIVE_MAX_CHARS`` (a pasted document
  carries what it asks about) is skipped.

Every regex lives in the pattern tables below (``RULES``, ``FALSE_CLAIMS``,
``PREMISE_FRAMES``, ``SCOPE_FEATURES``, ``OBFUSCATION_PATTERNS`` and the shared fragments
they are built from); the functions after them only combine matches.  Patterns are compiled
once at import; wildcards are always bounded (``.{0,N}``, ``(?:\w+\s+){0,N}``) so there is
no catastrophic backtracking, and a detector only runs when one of its literal ``anchors``
occurs in the prompt (found in a single pass over the prompt's trigrams).

Matching runs on normalised text (casefolded, quotes/dashes unified, zero-width characters
dropped, whitespace collapsed).  For the obfuscation checks the prompt is additionally
de-obfuscated (leetspeak, c-h-a-r-a-c-t-e-r splitting, base64 blobs, ROT13 and reversed text
when the prompt mentions them) and the harm detectors are re-run on the decoded text.

A detector emits at most one :class:`Signal` per prompt (its strongest hit, with the matched
text as evidence).  Family scores combine a family's signals with a noisy-or, and the
heuristic risk is the largest severity-weighted family score.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from .assessment import FAMILIES

__all__ = [
    "FAMILIES",
    "FALSE_CLAIMS",
    "OBFUSCATION_PATTERNS",
    "PREMISE_FRAMES",
    "RULES",
    "SCOPE_FEATURES",
    "SEVERITY",
    "Rule",
    "Signal",
    "detect",
    "family_scores",
    "heuristic_risk",
    "normalize",
]


# How much one family's evidence counts toward the overall risk.
SEVERITY = {
    "harm": 1.0,
    "jailbreak": 0.95,
    "destructive": 0.9,
    "false_premise": 0.75,
    "advice": 0.6,
    "scope": 0.5,
    "time_sensitive": 0.6,
}

# A prompt longer than this carries a pasted document. Such a document holds the information
# the prompt asks about: "the current price" in a pasted product page is read, not looked up, and
# so is the "current price" an exam question states, so the time_sensitive detectors skip such
# prompts; and a question "about" it can carry an injection (risk/intent.py's mentions_attack).
PASTED_DOCUMENT_CHARS = 300
TIME_SENSITIVE_MAX_CHARS = PASTED_DOCUMENT_CHARS
_MAX_EVIDENCE = 120  # characters of matched text kept as evidence
_MAX_HITS_PER_RULE = 200  # bound the work per rule on pathological (huge, repetitive) prompts
_MAX_DECODE_CHARS = 20_000  # decoded/de-obfuscated text beyond this is not re-scanned


@dataclass(frozen=True)
class Signal:
    """One detector hit: ``weight`` in (0, 1] is the detector's confidence."""

    name: str
    family: str
    weight: float
    evidence: str

    def __post_init__(self) -> None:
        if self.family not in FAMILIES:
            raise ValueError(f"unknown family {self.family!r}; expected one of {FAMILIES}")
        if not 0.0 < self.weight <= 1.0:
            raise ValueError(f"signal weight must be in (0, 1], got {self.weight!r}")

    def to_dict(self) -> dict:
        return {
            "name": self.name,
            "family": self.family,
            "weight": self.weight,
            "evidence": self.evidence,
        }


@dataclass(frozen=True)
class Rule:
    """A named detector: its patterns and how hits are qualified.

    A hit of any of ``patterns`` counts unless an ``exceptions`` pattern matches within
    ``exception_window`` characters of it.  Every ``requires`` pattern must match within
    ``window`` characters of the hit.  If ``context`` is given, the hit weighs ``weight``
    when a context pattern matches within ``window`` characters (or, with ``imperative``,
    when the hit opens a sentence) and ``weak`` otherwise (0 = no signal).  ``anchors``
    are literal substrings of which at least one must occur for the rule to run at all.
    ``source`` is ``"norm"`` (casefolded text) or ``"raw"`` (original case).
    """

    name: str
    family: str
    weight: float
    patterns: tuple[str, ...]
    anchors: tuple[str, ...] = ()
    exceptions: tuple[str, ...] = ()
    exception_window: int = 60
    requires: tuple[str, ...] = ()
    context: tuple[str, ...] = ()
    weak: float = 0.0
    imperative: bool = False
    window: int = 150
    source: str = "norm"


# =====================================================================================
# Pattern tables (the one place where regexes live)
# =====================================================================================

# --- shared fragments ----------------------------------------------------------------

# Who an indirect prompt injection addresses: the AI that reads the pasted content.
_AI_READER = (
    r"(?:ai|a\.i\.|llms?|(?:large\s+)?language\s+models?|chat\s?bots?|bots?|(?:ai\s+)?"
    r"assistants?|(?:ai\s+)?agents?|copilot|chatgpt|gpt(?:-?\d\w*)?|claude|gemini|models?|"
    r"(?:automated|ai|machine)\s+(?:readers?|systems?|tools?|summari[sz]ers?|reviewers?|"
    r"translators?|agents?|graders?|screeners?|assistants?)|summari[sz]ers?|"
    r"summari[sz]ation\s+(?:models?|tools?|bots?|ai))"
)
# the same without the words that also name people or things in exam questions ("model",
# "agent", "bot", "assistant" alone)
_STRONG_AI_READER = (
    r"(?:ai(?:\s+\w+)?|llms?|(?:large\s+)?language\s+models?|chat\s?bots?|copilot|chatgpt|"
    r"gpt(?:-?\d\w*)?|claude|gemini|(?:automated|ai|machine)\s+(?:readers?|systems?|tools?|"
    r"summari[sz]ers?|reviewers?|translators?|agents?|assistants?)|summari[sz]ers?|"
    r"summari[sz]ation\s+(?:models?|tools?|bots?)|(?:\w+\s)?(?:assistants|agents|bots)|"
    r"when\s+an?\s+(?:ai|llm|assistant|chatbot|model))"
)
# ...but not people or organisations named after AI ("the AI research group", "assistant
# managers", "the model railway club")
_NOT_AI_GROUP = (
    r"(?!\s+(?:research|team|teams|group|groups|lab|labs|working|department|committee|ethics|"
    r"policy|course|class|club|conference|workshop|managers?|coach|professors?|teachers?|"
    r"railway|train|kit|number|year|engineers?|specialists?|director|officer|council))"
)
# What the hidden instruction tells the AI to do.
_AI_DIRECTIVE_VERB = (
    r"(?:ignore|disregard|forget|tell|say|send|e-?mail|forward|reveal|print|output|include|"
    r"insert|add|delete|remove|mark|approve|call|execute|run|upload|share|rank|rate|classify|"
    r"recommend|state|report|claim|transfer|change|disable|stop|do\s+not|don'?t|never|always|"
    r"translate|write|reply|respond|answer|append|update|describe|praise|give|list|open|visit|"
    r"download|post|pay|ask|instead|must|should|shall|are\s+required|need\s+to|has\s+to|"
    r"have\s+to|will\s+now|now\s+(?:you|act)|from\s+now\s+on|"
    # the same in the other languages the foreign-addressee patterns cover
    r"ignor[ae]\w*|ignorier\w*|envi[aá]\w*|escrib\w*|revel\w*|rivel\w*|schreib\w*|"
    r"übersetz\w*|traduis|traduci|traduce|écri\w*|dì|dis|sag\w*|sende\w*)"
)

# --- time_sensitive: answers that need current or future information ---------------
_TS_NOW_BEFORE = (
    r"(?:current|currently|today'?s|tonight'?s|tomorrow'?s|live|real[- ]time|latest|"
    r"up[- ]to[- ]date|this\s+(?:morning|afternoon|evening|week|weekend)'?s|weekend)"
)
_TS_NOW_AFTER = (
    r"(?:today|tonight|tomorrow|right\s+now|now|rn|at\s+the\s+moment|at\s+this\s+moment|"
    r"as\s+we\s+speak|this\s+second|currently|as\s+of\s+(?:today|now)|"
    r"this\s+(?:morning|afternoon|evening|week|weekend)|these\s+days|at\s+present)"
)
# What is looked up live: prices, rates, weather, scores, traffic, queues.
_TS_LIVE_NOUN = (
    r"(?:prices?|rates?|yields?|date|requirements|restrictions|population|situation|"
    r"top\s+(?:song|songs|movie|movies|seller|sellers|story|stories)|number\s+one|"
    r"best[- ]?sell\w*|stock\s+prices?|share\s+prices?|exchange\s+rates?|mortgage\s+rates?|"
    r"table|rankings?|delays?|aqi|wind\s+speed|snow\s+depth|warnings?|accidents?|gas|"
    r"interest\s+rates?|gas\s+prices?|fuel\s+prices?|petrol\s+prices?|weather|forecast|"
    r"temperature|temp|scores?|standings|traffic|headlines|odds|market\s+cap|"
    r"wait(?:ing)?\s+times?|air\s+quality|pollen\s+count|uv\s+index|surf\s+report|"
    r"snow\s+report|exchange|trading\s+at|btc|bitcoin|ethereum|eth|dow|nasdaq|s&p(?:\s*500)?|"
    r"ftse|nikkei)"
)
_TS_RECENT_DAY = (
    r"(?:last\s+night|yesterday|today|tonight|this\s+(?:morning|week|weekend)|"
    r"last\s+(?:week|weekend|sunday|saturday|monday|tuesday|wednesday|thursday|friday))"
)
_TS_RECENTLY = (
    r"(?:last\s+night|yesterday|today|tonight|this\s+(?:morning|week|weekend|year|season)|"
    r"last\s+(?:week|weekend|sunday|saturday|monday|tuesday|wednesday|thursday|friday)|"
    r"so\s+far\s+this\s+(?:year|season)|right\s+now|at\s+the\s+moment|currently)"
)
# Posts and titles whose holder changes.
_TS_OFFICE = (
    r"(?:president|prime\s+minister|pm|chancellor|ceo|cfo|cto|chair(?:man|woman|person)?|"
    r"governor|mayor|king|queen|monarch|pope|leader|champion|champions|world\s+champion|"
    r"record\s+holder|secretary[- ]general|head\s+of\s+state|speaker|coach|manager|owner|"
    r"head\s+coach|senator|minister|attorney\s+general|fed\s+chair|number\s+one|no\.?\s*1)"
)
_TS_ANCHORS = tuple(
    "current|today|tonight|now|live|real-time|real time|latest|up-to-date|up to date|"
    "this morning|this afternoon|this evening|this week|moment|newest|most recent|present|"
    "sitting|reigning|incumbent|yesterday|last night|last week|last weekend|these days|lately|"
    "so far|last sunday|last saturday|last monday|last tuesday|last wednesday|last thursday|"
    "last friday|the last|what time is it| rn|as we speak|this second|on now|weekend|updates|news".split(
        "|"
    )
)
# The prompt supplies the value itself ("the current price of gold is $412", "if today's
# rate is 1.1"): an exercise, not a lookup.
_TS_SUPPLIED = (
    r"(?:\bis|\bare|\bwas|\bof|\bat|=|:)\s*(?:about\s+|around\s+|approximately\s+|only\s+)?"
    r"(?:[$€£¥]\s?\d|\d[\d,]*\.\d|\d[\d,]*\s*(?:%|percent|dollars|euros|pounds|yen|cents|"
    r"points|knots|degrees|°|mph|km/h|kph|per\s)|{not_recent}\d[\d,]*(?![\w,.-]))",
    # the user reads the value out ("the table right now shows us 6 points behind")
    r"\b(?:right\s+now|currently|today)\s+(?:shows?|says?|reads?|stands?\s+at|is\s+at)\b",
)
# How to find or how a thing works ("How do I check live flight status?", "Where can I look up
# today's mortgage rates?", "How are prices set in real time?"): a how-to, not a lookup.
_TS_HOWTO = (
    r"^(?:[\w'-]+\s+){0,2}?(?:how|where|what\s+(?:apps?|sites?|websites?|tools?|services?))\s+"
    r"(?:do|does|did|can|could|should|would|are|is\s+(?:it|the\s+best\s+way))\b",
)
# A past event dated by its year ("Who won the 2010 World Cup?", "What did gas cost in 1980?"):
# settled, whatever the tense of the rest.
_TS_PAST_VERB = (
    r"(?:was|were|did|had|won|lost|became|released|launched|held|elected|founded|invented|"
    r"happened|ended|began|started|signed|topped|sold|cost|hit|came\s+out|hosted|took\s+place|"
    r"occurred|passed|set|broke)"
)
# The knowledge horizon: the first year a model may not have seen whole. A past event dated by a
# year before it is settled; one dated by this year or a later one ("Who won the 2026 World Cup?")
# needs what the model's training lacks (rule ``dated_event``). 2024: the corpus panel's newest
# model was released in 2024-09 (shared data's models.json), so no model of the panel saw 2024
# whole; a deployment whose model knows more sets the scorer's ``knowledge_horizon``.
KNOWLEDGE_HORIZON = 2024
DATED_EVENT_WEIGHT = 0.8  # as recent_events'
HORIZON_RANGE = (2000, 2100)


def _years(lo: int, hi: int) -> str:
    """An alternation matching the four-digit years lo .. hi - 1 (none when hi <= lo)."""
    return "(?:" + "|".join(str(y) for y in range(lo, hi)) + ")" if hi > lo else "(?!)"


# A convention of timekeeping ("What time zone is Lima in?"), which does not change.
_TS_TIMEKEEPING = r"\btime\s*zones?\b|\bdaylight[\s-]+saving\b|\butc\s+offset\b"


def _ts_settled(horizon: int) -> str:
    """A past event dated by a year before ``horizon``, or a convention of timekeeping."""
    year = rf"(?:1\d{{3}}|{_years(2000, horizon)})"
    return (
        rf"\b{_TS_PAST_VERB}\b.{{0,60}}\b{year}\b|\b{year}\b.{{0,60}}"
        rf"\b{_TS_PAST_VERB}\b|\bas\s+of\s+{year}\b|{_TS_TIMEKEEPING}"
    )


# An exercise's own instructions and set-up ("which of the following", "when it is noon in
# New York, what time is it in Honolulu?").
_TS_EXERCISE = (
    r"\bwhich\s+of\s+the\s+following\b|\b(?:calculate|compute|determine|estimate)\b",
    r"\b(?:when\s+)?it(?:'s|\s+is)\s+(?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)|"
    r"noon|midnight)|\bwhen\s+it(?:'s|\s+is)\s+\d",
    # a word problem: figures first, then the quantity asked for
    r"\d[\d,./]*\s*(?:%|[a-z(]).{0,200}?\bhow\s+(?:many|much|far|long)\b",
    # a state a textbook describes ("methods currently used", "income currently earned")
    r"\bcurrently\s+\w+ed\b|\b(?:except|now)\s+that\s+now\b",
    # a task on text the prompt supplies ("Summarize this thread: ... news today ...")
    r"\b(?:summari[sz]e|translate|proofread|rewrite|paraphrase|reply\s+to|respond\s+to|"
    r"fix|edit)\s+(?:this|these|the\s+following|my|our)\b",
    r"\b(?:this|these|the\s+following)\s+(?:message|e-?mail|notes|transcript|text|thread|"
    r"article|post|document|lecture|tweets?|letter|announcement)\b",
    # "now" and "today" naming a place or a lasting state, not a moment
    r"\bwhat\s+(?:is|was|are|were)\s+now\b|\bstill\b.{0,40}\b(?:today|now)\b|"
    r"\b(?:to\s+this\s+day|where\s+they\s+are\s+now|do\s+anything\s+now)\b",
)
# "next ..." that names a coming event or period ("next week", "next election"), not a span of an
# exercise ("how far will it fall during the next second?").
_TS_NEXT = (
    r"(?:week|weekend|month|year|quarter|season|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday|spring|summer|autumn|fall|winter|january|february|march|april|may|june|"
    r"july|august|september|october|november|december|election|elections|meeting|round|race|"
    r"game|match|draw|event|world\s+cup|olympics|super\s+bowl|pope|president|"
    r"prime\s+minister|ceo|time|earnings|report|jobs\s+report|budget)"
)
# When a coming event is set: "tomorrow", "next week", "this coming June", "by spring".
_TS_COMING = (
    r"(?:tomorrow|tonight|next\s+" + _TS_NEXT + r"|this\s+(?:coming\s+)?(?:week|weekend|month|"
    r"year|season|sunday|saturday|monday|tuesday|wednesday|thursday|friday|spring|summer|autumn|"
    r"fall|winter|morning|afternoon|evening|january|february|march|april|may|june|july|august|"
    r"september|october|november|december)|by\s+(?:spring|summer|autumn|fall|winter|"
    r"the\s+end\s+of\s+\w+|next\s+\w+)|in\s+20\d\d|(?:on|over)\s+(?:new\s+year's|christmas|"
    r"thanksgiving)|when\s+it\s+reports)"
)
# About the user's own day, not the world ("how are you today?", "what should I cook tonight?").
_TS_PERSONAL = (r"\b(?:i|i'm|im|i've|me|my|mine|we|we're|our|(?<!the )us|you|you're|your)\b",)
# A request to the assistant ("will you remind me tomorrow", "help me plan next week").
_TS_REQUEST = (
    r"\b(?:will|can|could|would)\s+you\b|\byou\s+will\b|\b(?:help\s+me|remind\s+me|plan|"
    r"schedule|draft|write|should\s+i|what\s+should|do\s+i\s+need\s+to)\b",
)
# Posts, titles and ranks whose holder changes: _TS_OFFICE and more.
_TS_HOLDER = (
    r"(?:" + _TS_OFFICE[3:-1] + r"|chief\s+executive|skipper|captain|vice\s+president|"
    r"premier|first\s+minister|(?:foreign|home|defen[cs]e|health|treasury|press)\s+secretary|"
    r"secretary\s+of\s+state|taoiseach|emperor|sultan|emir|archbishop|chief\s+rabbi|"
    r"grand\s+mufti|grand\s+imam|dalai\s+lama|patriarch|ayatollah|supreme\s+leader|"
    r"leader\s+of\s+the\s+opposition|party\s+leader|chief\s+justice|"
    r"central\s+bank\s+(?:governor|chief|head)|head\s+of\s+(?:government|the\s+\w+)|"
    r"director[- ]general|director|general\s+secretary|commissioner|"
    r"editor(?:[- ]in[- ]chief)?|heavyweight\s+champion|title\s+holder|"
    r"world\s+(?:no\.?|number)\s*(?:1|one)|world\s+record\s+holder|poet\s+laureate|owners|"
    r"ambassador|spokes(?:man|woman|person)|(?:starting\s+)?(?:quarterback|goalkeeper|goalie)|"
    r"frontman|lead\s+singer)"
)
# What makes a question about a post no question about today's holder: a past or a dated
# holder (a holder dated at or after the horizon is dated_event's), fiction, the role in general,
# the user's own people.
_TS_HOLDER_NOT = (
    r"\b(?:was|were|had|did|former|previous|first(?!\s+(?:minister|lady|secretary))|founding|"
    r"founder|founded|ex-|used\s+to|in\s+[12]\d{3}|during|under\s+\w+|before|"
    r"after\s+the|in\s+the\s+(?:\d0s|\d{4}s|\w+\s+century))\b",
    r"\b(?:movie|film|book|novel|show|series|tv|sitcom|anime|manga|game|video\s+game|"
    r"episode|season\s+\d|story|stage\s+play|musical|comic|fictional|character|universe|"
    r"marvel|star\s+wars|harry\s+potter|game\s+of\s+thrones|simpsons|west\s+wing)\b",
    r"\b(?:in\s+general|generally|typically|usually|normally|by\s+law|"
    r"who\s+(?:appoints|elects|chooses|picks|selects|decides|sets)|what\s+does\s+(?:a|an|the)\b|"
    r"role\s+of|duties\s+of|responsibilit\w+|powers?|elected|chosen|appointed|selected|"
    r"nominated|run\s+for|term\s+limits?|how\s+old|requirements?|qualif\w+|copyright|"
    r"patents?|trademarks?|legally|rights\s+to)\b",
    # the user's own post or organisation ("my manager", "our book club's president", "the
    # coach at my gym"), whom to contact, or advice on dealing with someone ("how do I tell my
    # captain ..."); a question about a public post told in the first person stays one ("my
    # son asked me who the mayor of paris is")
    r"\b(?:my|our|your)\s+(?:[\w'-]+\s+){0,3}?(?:" + _TS_HOLDER[3:-1] + r"|boss|team|club|"
    r"school|uni|university|college|company|work|job|office|building|class|league|gym|church|"
    r"family|landlord|hoa|department|kids?|son|daughter|child)\b|\b(?:at|of|in|for|from|with)"
    r"\s+(?:my|our)\b|\b(?:i|we)\s+(?:should|need\s+to|have\s+to|must|could)\s+(?:email|"
    r"contact|ask|tell|call|talk|speak|complain|report|write|go)\b|\bhow\s+(?:do|can|should)\s+"
    r"(?:i|we)\b|\b(?:tell|give|show|help|let|for|to|with|about)\s+us\b",
)
# ... and for a person holding a post, where the post is not one of the world's: a post named
# in a work ("who is the king of wakanda in black panther?", "... at the end of the lion king")
# or any post of its kind ("who is in charge of a ship?", "who leads a catholic diocese?").
_TS_HOLDER_PERSON_NOT = _TS_HOLDER_NOT + (
    r"\b(?:in|at\s+the\s+end\s+of)\s+(?!charge\b|power\b|office\b)\S",
    r"\b(?:of|runs|owns|leads|chairs|heads|manages|coaches|captains|rules|governs|controls|"
    r"charge\s+of|for)\s+(?:a|an|any|each|every)\b",
)
# ... and for a figure, an exercise's or a textbook's figure ("the population of a certain city
# is 836,527", "the real interest rate is", "how do interest rates affect ...").
_TS_FIGURE_NOT = _TS_HOLDER_NOT + (
    r"[$€£¥]\s?\d|\ba\s+certain\b|\bthis\s+(?:city|country|town|economy|company|nation)\b|"
    r"\brounded\b|\bnearest\b",
    r"\b(?:real|nominal|natural|effective|equilibrium|consequences?|effects?|relationship|"
    r"difference|formula|definition|meaning|defined|calculated|determined|affects?|impact|"
    r"why|explain|typical|average|statistic\w*|sample|mean|variance|model)\b",
)
# Figures a body sets or that drift, and rankings that change hands. Tried and dropped
# (2026-12-06): GDP, market cap, net worth, national debt, budget deficit and credit rating here,
# with COO / chief ... officer / provost among the posts and more anchors for fragments ("Tesla's
# CFO?"). By a rule fixed before measuring, on two fresh sets (corpus/time-holder-dev9, -dev10):
# holder questions with a rule's signal 23 -> 61 of 107 (+0.05 asked), but look-alikes 2 -> 12 of
# 102 (at most +0.02): a definition reads like the question ("What is GDP?", "define national
# debt", "what is a chief technology officer").
_TS_FIGURE = (
    r"(?:minimum\s+wage|interest\s+rates?|base\s+rate|bank\s+rate|cash\s+rate|policy\s+rate|"
    r"vat(?:\s+rate)?|sales\s+tax(?:\s+rate)?|(?:top\s+)?income\s+tax\s+rates?|"
    r"corporate\s+tax\s+rate|tax\s+brackets?|federal\s+funds\s+(?:rate|target(?:\s+range)?)|"
    r"prime\s+rate|retirement\s+age|pension\s+age|population|unemployment\s+rate|"
    r"inflation\s+rate|poverty\s+line)"
)
_TS_HYPOTHETICAL = (
    r"\b(?:suppose|supposing|assume|assuming|given\s+that|imagine|hypothetically|"
    r"let\s+(?:us\s+)?say)\b",
    r"\bif\s+(?:the|a|an|it|its|prices?|rates?|inflation)\b",
    r"\b(?:simulat\w+|binomial|black[- ]scholes|compound(?:ed|ing)?|per\s+year|growth\s+rate|"
    r"probability|expected\s+(?:value|return))\b",
)
# What the whole time_sensitive family (every rule and the embedding head) leaves alone wherever
# it occurs in a prompt: a value the prompt states, a hypothetical, an exercise (a dated past among
# them), a how-to. Rules add their own exceptions on top (the user's own day, a request to the
# assistant).
# Small talk addressed to the assistant and nothing else ("hey, how's your day going?", "good
# morning, how are you today?", "what's up"): it asks after the assistant, not the world. The
# head gave the first p=1.00 and HIGH. The whole prompt must be the greeting: "hi, how are you?
# who won last night?" and "How is it going in Ukraine right now?" stay the family's.
_TS_SMALL_TALK = (
    r"^\W*(?:(?:hey|hi|hello|hiya|yo|morning|good\s+(?:morning|afternoon|evening|day))\b[\s,!.]*)?"
    r"(?:there\b[\s,!.]*)?(?:how(?:'s|\s+is|\s+are|\s+was|\s+has|\s+have)\s+(?:you|u|ya|things|"
    r"life|your\s+(?:day|morning|afternoon|evening|night|week|weekend))(?:\s+(?:been|doing|going|"
    r"today|so\s+far))*|how(?:'s|\s+is)\s+it\s+going|what'?s\s+up|how\s+(?:are\s+)?(?:you|u)\s+"
    r"doing)\W*$",
)
_TS_EXEMPT = _TS_HYPOTHETICAL + _TS_EXERCISE + _TS_HOWTO + _TS_SMALL_TALK
# ... and, set by the knowledge horizon (``_ts_exempt_rx``), a value the prompt states (a year at
# or after the horizon is no value: "the results of 2025"; its first pattern's ``{not_recent}``)
# and a past event dated before the horizon (``_ts_settled``).

# --- dated_event: a question about the world dated at or after the knowledge horizon ---------
# The year as a year: not a count or amount ("2025 people", "$2025"), not part of a date written
# in digits or of code ("2025-01-31", "datetime(2025, 1, 1)", "1/1/2025"); a season or fiscal
# year ("2024-25", "2025/26") is one.
_TS_YEAR_BEFORE = r"(?<![\w$€£¥.,/:#(=-])"
_TS_YEAR_AFTER = (
    r"(?![\w%]|[.,:]\d|[-/]\d\d?[-/]|[-/](?!20\d\d\b)\d{3}|\s*,\s*\d|\s*\)|\s*(?:people|persons|"
    r"users|units|items|rows|dollars|euros|pounds|yen|points|meters|metres|miles|km|kg|calories|"
    r"words|pages|times|steps|feet|ft|lbs|pixels|px|ms|seconds|minutes|hours)\b)"
)
# A question about what happened, was or became ("who won", "what was", "how did ... go"): with
# it, a prompt in the first person still asks about the world ("i missed the news, who won the
# 2024 ... election?"). A bare "do" is no such verb: "i quit drinking in 2024, how do i handle
# parties?" asks for advice ("how did nvidia do in 2024?" keeps "did"). Without "do" (2026-12-06,
# by a rule fixed before measuring on two fresh first-person sets, corpus/time-dated-dev5 and
# -dev6): look-alikes with a signal 55 -> 7 of 143, dated questions 87 -> 87 of 129.
_TS_DATED_ASKS = (
    r"\b(?:who|what|which|when|where|how|why|did|was|were)\b(?:\s+[\w'-]+){0,4}?\s+(?:won|win|"
    r"was|were|did|happened|happen|caused|became|ran|announced|released|launched|passed|ended|"
    r"turned\s+out|go|went|end\s+up|ended\s+up|buy|bought|get|got)\b|\brecap\b|\bmissed\b|"
    r"\bheard\b|\bthe\s+news\b|\boffline\b"
)
# What a dated question about the world is not, each pattern read with ``{year}`` the years at
# or after the horizon and ``{not_recent}`` a look-ahead refusing one: the user's own year, plans
# or life ("my 2025 goals", "we're getting married in june 2027", unless it also asks what
# happened), a task on a text or a plan ("write a toast for ...", "fix the grammar: ..."), fiction
# and role-play, date arithmetic ("is 2028 a leap year?", "what date is easter in 2030"), code and
# spreadsheets, a how-to about a thing ("how to factory reset a 2024 kindle"), and the family's
# shared exemptions but its how-to and its finance words ("how did the 2026 midterms go",
# "china's gdp growth rate for 2025" are dated questions): a value the prompt states, a
# hypothetical, an exercise (a recent year is no figure of a word problem), small talk, a
# convention of timekeeping. A past year beside the recent one settles nothing ("how did the
# stock market do in 2025 compared to 2023?").
_TS_DATED_NOT = (
    r"\b(?:my|our|your|his|her|their|mine|ours)\s+(?:[\w'-]+\s+){0,3}?{year}\b",
    r"\b{year}\s+(?:[\w'-]+\s+){0,3}?(?:of\s+)?(?:mine|ours)\b",
    r"^(?!.*(?:" + _TS_DATED_ASKS + r")).*\b(?:i|i'm|im|i've|i'll|i'd|we|we're|we'll|we've|my|"
    r"our)\b",
    r"\b(?:write|draft|compose|translate|rewrite|proofread|edit|paraphrase|caption|plan|"
    r"schedule|organi[sz]e|budget|design|format|brainstorm|outline|invent|imagine|shorten|"
    r"reword|grammar|headline|slogan|poem|toast|invitation|tagline)\b|\bturn\s+this\b|"
    r":\s*[\"'“]",
    r"\b(?:fictional|fantasy|role-?play|roleplay|rpg|pretend|alternate\s+history|made-?up|"
    r"tabletop|sci-?fi|time\s+travel\w*|imaginary|dystopi\w*|utopi\w*)\b|\bstory\s+set\b|"
    r"\bin\s+(?:my|our|a)\s+(?:story|novel|book|game|world)\b",
    r"\bleap\s+years?\b|\bday\s+of\s+the\s+week\b|\bwhat\s+day\s+(?:is|was|will|does|did)\b|"
    r"\bhow\s+many\s+(?:\w+\s+)?(?:days|weeks|months|years|hours|minutes|weekdays|weekends|"
    r"sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays)\b|\bdays\b|\bweekdays\b|"
    r"\b(?:weeks|months)\s+(?:between|until|till|from|left)\b|\bcalendar\b|"
    r"\bwhat\s+date\s+(?:is|does|will|would)\b|\beaster\b|\bfriday\s+the\s+13|"
    r"\b\d+(?:st|nd|rd|th)\s+day\b|\bstarts?\s+on\s+a\b|\broman\s+numerals?\b|\bbinary\b|"
    r"\bdivisible\b|\bprime\s+(?:numbers?|factors?|factori[sz]ation)\b|\bdigits?\b|\bhow\s+old\b",
    r"`|\b(?:def|function|regex|sql|query|python|javascript|java|excel|spreadsheet|cron|"
    r"timestamp|datetime|date\s*format|parse|parsing|script|column|dataframe|pandas|json|csv|api|"
    r"error|exception|traceback|bug|compile|syntax)\b",
    r"^how\s+(?:to|do\s+i|can\s+i|should\s+i)\b|\b(?:reset|pair|install|replace|turn\s+off|"
    r"set\s+up)\b",
    r"\bpercent(?:age)?\b|\bmean\b|\bstandard\s+deviation\b|\byield\b|\bcoupon\b|\bfind\s+the\b|"
    r"\bprice\s+it\b|\bsolve\b",
    # the figures of an exercise: an amount (but a whole number of thousands or millions, which
    # a question names as a threshold: "did bitcoin go above $100k in 2024?"), a number with a
    # thousands separator or a decimal point, a head count ("$2.5m in 2025", "48,000 residents
    # in 2024", "620 students in 2024")
    r"[$€£¥]\s?\d[\d,.]*(?!\d|\s*(?:k|m|bn|million|billion)\b)|\b(?:eur|usd|gbp)\s?\d|\d,\d{3}|"
    r"(?<![\w.])\d+\.\d+(?![\w.])|\b\d+\s*(?:students|workers|tonnes|tons|widgets|employees|"
    r"residents|customers|members)\b",
    # the shared exemptions, as described above
    _TS_HYPOTHETICAL[0],
    r"\bif\s+(?:the|a|an|it|its)\b",
    r"(?<![\w.,]){not_recent}\d[\d,./]*\s*(?:%|[a-z(]).{0,200}?\bhow\s+(?:many|much|far|long)\b",
    *(p for p in _TS_EXERCISE if "how\\s+(?:many|much|far|long)" not in p),
    *_TS_SMALL_TALK,
)


def _not_recent(horizon: int) -> str:
    """A look-ahead refusing a year at or after ``horizon`` (``{not_recent}`` in a pattern)."""
    return rf"(?!{_years(horizon, HORIZON_RANGE[1])}(?!\d))"


def _ts_supplied(horizon: int) -> tuple[str, ...]:
    """``_TS_SUPPLIED`` at ``horizon``: a year at or after it is no value the prompt states."""
    return (_TS_SUPPLIED[0].replace("{not_recent}", _not_recent(horizon)),) + _TS_SUPPLIED[1:]


@lru_cache(maxsize=8)
def _ts_exempt_rx(horizon: int) -> re.Pattern:
    """The time_sensitive family's shared exemptions (``_TS_EXEMPT``) at ``horizon``."""
    return re.compile(_alt(_ts_supplied(horizon) + _TS_EXEMPT + (_ts_settled(horizon),)))


@lru_cache(maxsize=8)
def _ts_dated_rx(horizon: int) -> tuple[re.Pattern, re.Pattern]:
    """(a year at or after ``horizon`` written as a year, what makes its prompt no question
    about the world: ``_TS_DATED_NOT``, a stated value and a past dated before ``horizon``)."""
    year = _years(horizon, HORIZON_RANGE[1])
    not_dated = [
        p.replace("{year}", year).replace("{not_recent}", _not_recent(horizon))
        for p in _TS_DATED_NOT
    ]
    return (
        re.compile(_TS_YEAR_BEFORE + rf"\b{year}\b" + _TS_YEAR_AFTER),
        re.compile(_alt((*not_dated, *_ts_supplied(horizon), _TS_TIMEKEEPING))),
    )


# Phrases that turn a mention into a request (looked for near a harm hit).
_REQUEST = (
    r"\bhow\s+(?:do|can|could|would|should|might|will)\s+(?:i|we|you|u|one|someone|somebody|"
    r"a\s+person|a\s+guy|a\s+girl)\b",
    r"\bhow\s+to\b",
    r"\bhow's\b",
    r"\b(?:ways?|steps?|instructions?|guide|tutorial|recipe|method|plan|tips|advice)\s+"
    r"(?:to|for|on)\b",
    r"\b(?:best|easiest|quickest|fastest|cheapest|simplest|safest|surest)\s+(?:way|method|"
    r"approach|place|time)\b",
    r"\bstep[- ]by[- ]step\b",
    r"\b(?:teach|show|tell|help|walk)\s+me\b",
    r"\bexplain\s+how\b",
    r"\bi\s+(?:want|need|plan|intend|wanna|gonna|would\s+like|'d\s+like|am\s+going|am\s+planning"
    r"|am\s+trying)\b",
    r"\bi'm\s+(?:going|planning|trying|about)\b",
    r"\b(?:let's|lets)\b",
    r"\b(?:can|could|would|will)\s+you\b",
    r"\b(?:please|pls|plz)\b",
    r"\bgive\s+me\b",
    r"\bwhere\s+(?:can|do|could|should)\s+i\b",
    r"\bwhat(?:'s|\s+is|\s+are)\s+the\s+(?:best|easiest|quickest|ingredients|steps|materials)\b",
    r"\bwithout\s+(?:getting\s+caught|being\s+(?:caught|detected|traced|noticed|seen)|"
    r"leaving\s+(?:a\s+)?(?:trace|evidence|marks))\b",
    r"\b(?:undetect(?:ed|able)|untraceabl[ey]|at\s+home|in\s+my\s+(?:garage|kitchen|basement))\b",
    r"\b(?:exact|specific|detailed|precise)\s+(?:steps|instructions|process|recipe|method|"
    r"quantities|amounts|ingredients|materials)\b",
    r"\bwhat\s+(?:\w+\s+){0,2}?(?:steps|materials|ingredients|chemicals|tools|supplies)\b",
    r"\bif\s+(?:someone|somebody|one|a\s+person|i)\s+(?:wanted|wants|were|was)\s+to\b",
)

# Words that make a prompt's subject harmful (used by bypass / wrapper / obfuscation checks).
_HARM_TERMS = (
    r"\b(?:bombs?|pipe\s*bombs?|explosives?|detonators?|ieds?|grenades?|napalm|thermite|"
    r"molotov|semtex|c-?4|tnt|dynamite|meth(?:amphetamine)?|fentanyl|heroin|cocaine|"
    r"nerve\s+(?:agents?|gas)|sarin|vx|novichok|anthrax|ricin|botulinum|bioweapons?|"
    r"chemical\s+weapons?|biological\s+weapons?|poison(?:s|ing)?|cyanide|arsenic|weapons?|"
    r"guns?|firearms?|ammunition|malware|ransomware|keyloggers?|spyware|trojans?|rootkits?|"
    r"botnets?|phishing|suicide|self[- ]harm|overdose|murder(?:ing)?|assassinat\w*|"
    r"kidnap\w*|rape|trafficking|launder(?:ing)?|counterfeit|untraceable|undetectable|"
    r"lethal)\b",
    r"\b(?:kill|hurt|harm|stab|shoot|attack)(?:ing)?\s+(?:someone|somebody|people|a\s+person|"
    r"him|her|them|my\s+\w+|a\s+\w+)\b",
    r"\bhack(?:ing)?\s+(?:into|someone|an?\s+account|a\s+(?:bank|server|network))\b",
)

# Request for concrete, actionable detail (used by the fiction / hypothetical wrapper).
_INSTRUCTIONAL = (
    r"\bstep[- ]by[- ]step\b",
    r"\b(?:detailed|exact|precise|specific|complete|full|working|real|accurate|actual)\s+"
    r"(?:instructions|steps|guide|recipe|quantities|measurements|amounts|ingredients|"
    r"procedure|process|method|code|chemistry|formula|details)\b",
    r"\bhow\s+to\s+(?:make|build|synthesi[sz]e|create|cook|produce|assemble|get|obtain|hack|"
    r"kill|poison|hide|smuggle|steal|write|code)\b",
    r"\b(?:explain|explains|explaining|describe|describes|describing|detail|details|list|lists|"
    r"walk\w*\s+through|reveal\w*|teach\w*)\s+(?:\w+\s+){0,4}?(?:how\s+(?:to|he|she|they|i|you|"
    r"one|exactly)|the\s+(?:exact\s+)?(?:process|steps|recipe|method|procedure|ingredients|"
    r"synthesis|formula|code))\b",
    r"\b(?:recipe|formula|ingredients|blueprint|schematics?|instructions|synthesis\s+route)\s+"
    r"(?:for|to|of)\b",
    r"\bin\s+(?:full|complete|technical|great|real|precise|exact)\s+detail\b",
)

# People as targets of harm.  The trailing look-ahead keeps "kill her process",
# "shoot him a message", "my sister's wedding", "kill them off" (fiction) out.
_PERSON_GENERIC = (
    r"(?:someone|somebody|anyone|everyone|people|a\s+(?:person|human|man|woman|guy|stranger))"
)
_PERSON_NOUNS = (
    r"(?:a\s+(?:child|kid|baby|girl|boy|cop|police\s+officer|teenager|classmate|coworker|"
    r"neighbou?r|toddler|minor)|"
    r"(?:my|his|her|their|our|the)\s+(?:ex|ex-\w+|wife|husband|girlfriend|boyfriend|partner|"
    r"mom|mother|dad|father|brother|sister|son|daughter|boss|manager|coworker|co-worker|"
    r"neighbou?rs?|roommate|teacher|classmate|friend|family|parents?|baby|child|children|"
    r"kids?|landlord|teammate|spouse|grandma|grandmother|grandpa|grandfather|uncle|aunt|"
    r"cousin|stepdad|stepmom|bully|rival|ex-wife|ex-husband|victim|witness|president|prime\s+"
    r"minister|senator|judge|mayor|governor|ceo))"
)
_PERSON_PRONOUNS = r"(?:him|her|them)"
_NOT_PERSON_OBJECT = (
    r"(?!'s|\s+(?:process\w*|threads?|tasks?|jobs?|daemons?|pods?|containers?|sessions?|nodes?|"
    r"characters?|npcs?|off\b|out\b|up\b|with\s+kindness|a\s+(?:message|text|email|line|note|"
    r"dm|call|look|smile)|an\s+email|in\s+(?:a|the)\s+(?:game|video\s+game)))"
)
_HARM_VERBS = (
    r"(?:kill(?:s|ed|ing)?|murder(?:s|ed|ing)?|poison(?:s|ed|ing)?|strangl(?:e|es|ed|ing)|"
    r"stab(?:s|bed|bing)?|assassinat(?:e|es|ed|ing)|"
    r"kidnap(?:s|ped|ping)?|abduct(?:s|ed|ing)?|tortur(?:e|es|ed|ing)|drown(?:s|ed|ing)?|"
    r"suffocat(?:e|es|ed|ing)|smother(?:s|ed|ing)?|rap(?:e|es|ed|ing)|"
    r"molest(?:s|ed|ing)?|drug(?:ged|ging)?|dismember(?:s|ed|ing)?|behead(?:s|ed|ing)?|"
    r"beat(?:s|ing)?\s+up|run\s+over|burn\s+alive|set\s+fire\s+to|blackmail(?:s|ed|ing)?|"
    r"extort(?:s|ed|ing)?|disfigur(?:e|es|ed|ing)|maim(?:s|ed|ing)?)"
)
# Verbs with common non-violent readings ("shoot people" in photography, "harm people"
# in health questions): only with specific targets, or with a request frame.
_WEAK_HARM_VERBS = (
    r"(?:hurt(?:s|ing)?|harm(?:s|ed|ing)?|injur(?:e|es|ed|ing)|attack(?:s|ed|ing)?|"
    r"shoot(?:s|ing)?|chok(?:e|es|ed|ing)|cripple|paralyz(?:e|ed|ing)|punch|slap)"
)
_PHOTO_CONTEXT = (
    r"\b(?:photo\w*|camera|portraits?|lens|lighting|low\s+light|iso|aperture|shutter|film|"
    r"video|headshots?|sunset|golden\s+hour|studio|flash|wedding|model(?:s|ing)?|dslr|"
    r"basketball|hoops|free\s+throws?|pool|the\s+breeze|questions?)\b"
)
# Benign contexts in which violent verbs are about software, pests, games or fiction.
_BENIGN_HARM_CONTEXT = (
    r"\b(?:process(?:es)?|pids?|threads?|tasks?|daemons?|pods?|containers?|sessions?|"
    r"workers?|services?|cron\s*jobs?|jobs?|sigkill|sigterm|kill\s+-9|terminal|"
    r"weeds?|bacteria|germs|pests?|bugs?|insects?|ants|roaches|cockroaches|mice|rats|"
    r"termites|fleas|lice|mold|mould|fungus|aphids|slugs|mosquitoes|"
    r"video\s*game|minecraft|fortnite|call\s+of\s+duty|skyrim|roblox|elden\s+ring|"
    r"zelda|dnd|d&d|dungeons|npcs?|mobs?|boss\s+fight|zombies?|dragons?|orcs?|goblins?|"
    r"in\s+(?:the|my|this|a)\s+game|chess|checkers|poker)\b",
)

_BOMB_EXCEPTIONS = (
    r"\b(?:bath|seed|photo|glitter|stink|fork|cherry|smoke|paint|colou?r|love|flavou?r|"
    r"calorie|truth|water|dirt|zip|logic|time|f|sex|box)[\s-]?bombs?\b",
    r"\bbombs?[\s-]?(?:calorimet\w*|proof|shelter|squad|disposal|sniff\w*|defus\w*|threat"
    r"\s+assessment|drill|cyclone)\b",
    r"\b(?:water|glue|nerf|heat|spray|toy|squirt|paintball|staple|nail|caulk|grease|cap|"
    r"ray|laser|airsoft|bb|potato|spud|radar|speed|hot\s+glue|tattoo|massage)\s+guns?\b",
    r"\bguns?\s+(?:holsters?|safes?|case|rack|control|laws?|violence|show|range|emoji|icons?|"
    r"sprites?|textures?|models?|assets?|metal|shy)\b",
    r"\btop\s+gun\b",
    r"\bdynamite\s+(?:performance|show|idea|speech)\b",
)

_WEAPON_ADJ = (
    r"(?:(?:homemade|home-made|improvised|working|real|powerful|small|simple|untraceable|"
    r"functional|crude|makeshift|diy|deadly|lethal|big|large|huge|massive|strong|live|"
    r"remote[- ]controlled|remote|timed|time|nail|pressure[- ]cooker|fertili[sz]er|car|pipe|"
    r"3d[- ]printed|plastic|ceramic|fully\s+automatic|automatic|semi-?automatic|sawed-?off|"
    r"sawn-?off|zip|ghost|improvised\s+explosive|dirty|suicide|letter|parcel|mail|sticky|"
    r"high[- ]yield|military[- ]grade|undetectable|silent|concealable|unregistered)\s+){0,3}"
)
_WEAPON_OBJECTS = (
    r"(?:pipe\s+bombs?|car\s+bombs?|dirty\s+bombs?|nail\s+bombs?|bombs?|ieds?|explosives?|"
    r"explosive\s+devices?|grenades?|molotov(?:\s+cocktails?)?|detonators?|napalm|c-?4|"
    r"semtex|tnt|dynamite|landmines?|suicide\s+vests?|flamethrowers?|thermite\s+(?:bombs?|"
    r"charges?|grenades?)|black\s+powder\s+(?:bombs?|charges?)|ammonium\s+nitrate\s+"
    r"(?:bombs?|explosives?)|fertili[sz]er\s+bombs?|tatp|petn|rdx|hmtd|nitroglycerin)"
)
_CBRN_AGENTS = (
    r"(?:anthrax|sarin|vx(?:\s+gas)?|nerve\s+(?:agents?|gas)|mustard\s+gas|ricin|"
    r"botulinum(?:\s+toxin)?|botulism\s+toxin|smallpox|variola|plague\s+bacteria|"
    r"yersinia\s+pestis|chlorine\s+gas|phosgene|tabun|soman|novichok|bioweapons?|"
    r"biological\s+weapons?|chemical\s+weapons?|toxic\s+gas|poison\s+gas|dirty\s+bombs?|"
    r"weapons[- ]grade\s+(?:uranium|plutonium)|nuclear\s+(?:bombs?|weapons?|devices?)|"
    r"hydrogen\s+cyanide|cyanide\s+gas)"
)
_FIREARM_OBJECTS = (
    r"(?:ghost\s+guns?|untraceable\s+(?:guns?|firearms?|weapons?)|guns?|firearms?|pistols?|"
    r"handguns?|rifles?|shotguns?|ar-?15s?|ak-?47s?|silencers?|suppressors?|auto\s+sears?|"
    r"zip\s+guns?|bump\s+stocks?|lower\s+receivers?|80%\s+lowers?|glock\s+switch(?:es)?)"
)

_DRUGS = (
    r"(?:crystal\s+meth|meth(?:amphetamine)?|fentanyl|carfentanil|heroin|cocaine|crack\s+"
    r"cocaine|lsd|mdma|ecstasy|molly|ghb|dmt|pcp|ketamine|mescaline|krokodil|desomorphine|"
    r"amphetamines?|speed\s+pills|opium|morphine|oxycodone|oxy)"
)


def _noun_forms(objects: str) -> tuple[str, ...]:
    """A request for making one of ``objects`` worded as a noun or in the passive, which the
    verb patterns ("make a ...") miss: "sarin synthesis", "tabun production steps", "the exact
    production steps for napalm", "How are Novichok agents synthesized?".

    Added to the weapons, CBRN and drug rules by a rule fixed before measuring (python
    tools/harm_dev.py; 2026-12-02): corpus/harm-extra2.jsonl's harmful requests in formal,
    technical or terse wording flagged 0.680 -> 0.753 (chemical weapons 0.45 -> 0.75, explosives
    0.53 -> 0.74), its 151 look-alikes (yogurt production steps, aspirin synthesis in a teaching
    lab) 0.086 -> 0.086; harm-dev .. dev3 recall and look-alikes unchanged; harmless dev prompts
    (9 of 2,840) and benchmark questions (73 of 11,031) with a harm signal unchanged. Confirmed
    once on corpus/harm-dev4.jsonl (another author's, unread until then): recall 0.892 -> 0.908,
    look-alikes 0.117 -> 0.117, AUROC with the rules 0.920 -> 0.930. The suites were
    byte-identical. Left as found: a hit that neither opens a sentence nor has a request word
    near it weighs the rule's ``weak`` ("List the manufacturing process for VX nerve agent."
    0.55), and the weapons rule has no "history of" exception, so "How was dynamite made in
    Nobel's time?" is flagged."""
    return (
        r"\b"
        + objects
        + r"\s+(?:\w+\s+){0,2}?(?:synthesis|production|manufacture|manufacturing|recipe|formula|"
        r"assembly|fabrication)\b",
        r"\b(?:synthesis|production|manufacturing|manufacture|assembly|fabrication|construction)"
        r"\s+(?:steps|route|process|procedure|protocol|method|instructions|conditions)\s+(?:for|"
        r"of)\s+(?:a\s+|an\s+|the\s+)?(?:\w+\s+){0,2}?" + objects + r"(?![\w-])",
        r"\bhow\s+(?:is|are|was|were)\s+(?:a\s+|an\s+|the\s+)?(?:\w+\s+){0,2}?"
        + objects
        + r"\s+(?:\w+\s+)?(?:made|produced|manufactured|synthesi[sz]ed|assembled|built|"
        r"constructed|prepared|cooked|weaponi[sz]ed)\b",
    )


# The covert_harm rule: a clause that asks for a harm to go unnoticed, and the acts and objects
# of serious harm it must stand near ("without anyone knowing" alone is a surprise party).
_CONCEAL = (
    r"\bwithout\s+(?:(?:anyone|anybody|him|her|them|police|cops|authorities|security|"
    r"(?:the|my|his|her|their|our|other)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+)?(?:ever\s+)?"
    r"(?:knowing|noticing|realizing|realising|finding\s+out|figuring\s+(?:it\s+)?out|seeing|"
    r"suspecting|detecting|tracing|catching\s+on|getting\s+(?:an?\s+)?(?:alert|alerted|"
    r"suspicious)|being\s+able\s+to\s+tell)\b",
    r"\bwithout\s+(?:triggering|tripping|setting\s+off|alerting)\s+(?:\w+\s+){0,2}?"
    r"(?:antivirus|anti-virus|alarms?|alerts?|detection|edr|ids|security|anyone)\b",
    r"\bwithout\s+(?:getting|being)\s+flagged\b",
    r"\bso\s+(?:that\s+)?(?:police|cops|investigators|authorities|forensics|nobody|no\s+one|"
    r"they|he|she|(?:the\s+)?[\w-]+)\s+(?:can't|cannot|can\s+not|won't|couldn't|will\s+never|never|"
    r"don't|do\s+not|doesn't)\s+(?:ever\s+)?(?:restore|trace|detect|find|tell|notice|figure|"
    r"identify|prove|link|suspect|see|know)\b",
    r"\b(?:nobody|no\s+one)\s+(?:notices|will\s+notice|would\s+notice|suspects|will\s+suspect|"
    r"finds\s+out|can\s+tell)\b",
    r"\b(?:undetect(?:ed|able)|untraceabl[ey])\b",
)
_COVERT_HARM_ACTS = (
    r"\b(?:" + _HARM_VERBS + r"|die|dies|dying|die\s+off|dead|death|suffer|suffers|suffering|"
    r"sicken|sick|lame|collapse|derail\w*|explod\w*|blow\s+up|burn(?:s|ed|ing|t)?\s+down|"
    r"arson|set\s+(?:a\s+)?fires?|fires?\s+(?:are\s+)?set|sabotag\w*|steal|stealing|stolen|"
    r"shoplift\w*|embezzl\w*|launder\w*|cash(?:ed|ing)?\s+out|skim\w*|counterfeit\w*|forg(?:e|ed|"
    r"ing)\s+(?:a\s+)?(?:check|cheque|signature|documents?)|malware|ransomware|keyloggers?|"
    r"spyware|stalkerware|credential\s+steal\w*|trojans?|rootkits?|hack\w*|breach\w*|"
    r"hidden\s+cameras?|spy\s+cameras?|spy(?:ing)?\s+on|hear\s+everything|listen\s+in\s+on|"
    r"record\s+(?:her|his|their|my\s+\w+'s)\s+(?:calls|conversations)|read\s+(?:her|his|their)\s+"
    r"(?:texts|messages|emails|dms)|lur(?:e|ed|ing)|groom\w*|ankle\s+monitor|serial\s+numbers?|"
    r"(?:change|alter)\s+(?:my|the|his|her)\s+(?:grades|marks)|sedat\w*|tranquili[sz]\w*|"
    r"dispos\w*\s+of\s+(?:a|the)\s+body|bod(?:y|ies)|corpse|attacks?|bombs?|"
    r"explosives?|weapons?|guns?|poison\w*|overdose|lethal|toxic)\b",
    r"\b" + _WEAPON_OBJECTS + r"(?![\w-])",
    r"\b" + _CBRN_AGENTS + r"(?![\w-])",
    r"\b" + _FIREARM_OBJECTS + r"(?![\w-])",
    r"\b" + _DRUGS + r"(?![\w-])",
)
# Staging a harm as an accident (the staged_harm rule).
_STAGED_AS = (
    r"(?:an?\s+)?(?:accident|accidental\s+\w+|natural\s+(?:causes|death)|heart\s+attack|stroke|"
    r"suicide|overdose|electrical\s+(?:fault|fire)|sids|cot\s+death|crib\s+death|food\s+"
    r"poisoning|a\s+(?:natural|normal)\s+death)\b"
)
# A request frame for them: the shared one, or a bare "How are ... done" / "What would ...".
_COVERT_CONTEXT = _REQUEST + (
    r"\bhow\s+(?:is|are|was|were|would|could|does|do)\b",
    r"\bwhat\s+would\b",
)
# Investigators' and protective frames near a concealment or staging clause.
_COVERT_EXCEPTIONS = (
    r"\b(?:detect(?:ed|s)?\b|determin\w*\s+(?:if|whether)|tell\s+(?:if|whether)|forensic\w*|"
    r"investigators?\s+(?:tell|know|spot|determine)|protect\w*|prevent\w*|spot(?:ting)?\b|"
    r"recogni[sz]\w*|warning\s+signs|red\s+flags|ruled?\s+(?:an?\s+)?accident)",
)


# Critical infrastructure (the infrastructure_sabotage rule's objects).
_INFRASTRUCTURE = (
    r"(?:(?:the\s+|a\s+|an\s+)?(?:power\s+grid|grid|substations?|transformers?|power\s+"
    r"(?:plants?|stations?)|nuclear\s+(?:power\s+)?plants?|reactors?|dams?|water\s+treatment"
    r"(?:\s+plants?)?|water\s+supply|reservoirs?|(?:gas\s+|oil\s+)?pipelines?|refinery|"
    r"refineries|rail\s+lines?|railways?|train\s+signals?|air\s+traffic\s+control|"
    r"fib(?:er|re)(?:-?optic)?\s+(?:backbone|lines?|cables?)|cell\s+towers?|911|"
    r"emergency\s+lines?|scada(?:\s+systems?)?|safety\s+systems?))"
)


_MEDS = (
    r"(?:medications?|meds|medicines?|pills|tablets|capsules|prescriptions?|doses?|dosage|"
    r"antidepressants?|ssris?|insulin|statins?|blood\s+thinners?|warfarin|eliquis|lithium|"
    r"antibiotics?|amoxicillin|birth\s+control|the\s+pill|chemo(?:therapy)?|steroids?|"
    r"prednisone|metformin|adderall|ritalin|xanax|valium|zoloft|sertraline|lexapro|prozac|"
    r"wellbutrin|ozempic|wegovy|levothyroxine|painkillers?|opioids?|oxycodone|tramadol|"
    r"gabapentin|ibuprofen|advil|tylenol|acetaminophen|paracetamol|aspirin|melatonin|"
    r"benadryl|nyquil|motrin|aleve|naproxen|claritin|zyrtec|sudafed|supplements?|vitamins?|"
    r"iron\s+pills|beta\s+blockers?|\d+\s*mg)"
)

_SCOPE_TARGETS = (
    r"(?:operating\s+system(?:\s+kernel)?|os\s+kernel|os(?=\s+(?:from\s+scratch|in\b|with\b|"
    r"for\b|that\b|like\b))|web\s+browser|browser\s+engine|c\+\+\s+compiler|"
    r"optimi[sz]ing\s+compiler|database\s+engine|relational\s+database\s+management\s+system|"
    r"dbms|game\s+engine|3d\s+engine|web\s+search\s+engine|search\s+engine\s+like\s+google|"
    r"compiler\s+for\s+(?:c\+\+|rust|java|swift|haskell|scala|typescript)|"
    r"erp(?:\s+system)?|crm(?:\s+system)?|social\s+(?:network|media\s+"
    r"(?:platform|site|app))|mmorpg|mmo|office\s+suite|video\s+streaming\s+(?:platform|"
    r"service)|banking\s+system|core\s+banking\s+system|trading\s+platform|e-?commerce\s+"
    r"platform|hospital\s+management\s+system|large\s+language\s+model|llm|"
    r"self-driving\s+car(?:\s+software)?|autopilot\s+system|"
    r"(?:clone|copy|replica|version)\s+of\s+(?:BRANDS)|(?:BRANDS)(?:\.com)?[\s-]+(?:clone|copy|"
    r"replica|competitor|killer))"
)
_BRANDS = (
    r"facebook|twitter|uber|netflix|amazon|airbnb|youtube|instagram|tiktok|spotify|google|"
    r"gmail|whatsapp|slack|discord|excel|photoshop|windows|linux|salesforce|sap|shopify|"
    r"reddit|linkedin|zoom|figma|notion|github|stripe|paypal|chatgpt|minecraft|fortnite|"
    r"gta\s*v?|world\s+of\s+warcraft|microsoft\s+office|ms\s+office|microsoft\s+word|"
    r"autocad|blender|unity|unreal\s+engine|android|ios|jira|wordpress|ebay|doordash"
)
_SCOPE_TARGETS = _SCOPE_TARGETS.replace("BRANDS", _BRANDS) + (
    r"(?!['\w-]|\s+(?:faster|slower|boot|run|load|start|work|respond|use|extension|plugin|add-?on|"
    r"module|library|package|integration|api|wrapper|"
    r"apps?|application|agent|pipeline|prompt|optimization|seo|analysis|graph|tab|theme|"
    r"script|query|call|connector|widget|component|icon|logo|window|connection|driver|"
    r"client|homework|assignment|question|interview|profile|account|post|page|button|"
    r"login|ad|ads|campaign|formula|macro|spreadsheet|file|command)s?\b)"
)

_BUILD = (
    r"(?:build|make|write|create|code|develop|generate|implement|program|produce|give|train|"
    r"design\s+"
    r"and\s+(?:build|implement)|architect\s+and\s+(?:build|implement))"
)

# Words that signal "the whole thing, now" in scope requests.
_SCOPE_BOOST = (
    r"\b(?:complete|full|fully[- ](?:functional|featured|working|implemented)|full[- ]featured|"
    r"entire|whole|production[- ](?:ready|grade|quality)|enterprise[- ](?:grade|ready)|"
    r"ready\s+to\s+(?:deploy|ship|launch)|end[- ]to[- ]end|every\s+feature|all\s+(?:the\s+)?"
    r"features|(?:all|every)\s+(?:the\s+)?(?:code|files|modules)|no\s+placeholders|"
    r"(?:don'?t|do\s+not)\s+(?:leave|skip)\s+anything|from\s+scratch)\b",
    r"\bin\s+(?:one|a\s+single|1|just\s+one|one\s+single)\s+(?:file|prompt|response|message|"
    r"reply|answer|go|shot|sitting|function|script|pass|step|turn|output)\b",
    r"\b(?:single[- ]file|one[- ]shot|all\s+at\s+once|in\s+one\s+go|right\s+now|tonight|today|"
    r"asap|immediately|this\s+(?:afternoon|evening|morning|weekend)|by\s+(?:tomorrow|tonight|"
    r"friday|monday|the\s+end\s+of\s+the\s+day)|in\s+(?:an?|one|1|two|2|5|ten|10|\d+)\s+"
    r"(?:hours?|minutes?|mins?))\b",
)

_BIG_NUMBER = (
    r"(?:[2-9]\d{3}|\d{5,}|[2-9]\d{0,2}(?:,\d{3})+|1\d{0,2}(?:,\d{3}){2,}|\d{2,3},\d{3}|"
    r"\d+\s*k|\d+\s+thousand|thousands\s+of|tens\s+of\s+thousands\s+of|a\s+(?:million|"
    r"thousand)|(?:ten|twenty|fifty|a\s+hundred)\s+thousand)"
)

_SCOPE_MODEST = (
    r"\b(?:toy|minimal|minimalist|tiny|simple|simplified|basic|mini|small|skeleton|prototype|"
    r"mock-?up|mvp|outline|overview|architecture|high[- ]level|roadmap|plan|design\s+doc|"
    r"tutorial|lesson|course|step\s+\d|part\s+\d|phase\s+\d|hello[- ]world|landing\s+page|"
    r"wireframe|homepage|ui\s+mock|demo|educational|teaching|cuda|gpu|shader|learning\s+"
    r"project|over\s+(?:the\s+next\s+)?(?:several|many|\d+)\s+(?:weeks|months|years))\b",
)

# --- detector table ------------------------------------------------------------------


# verbs of violence a harm-to-a-person rule anchors on (shared by the person and pronoun rules)
_VIOLENCE_ANCHORS = (
    "kill", "murder", "poison", "strangl", "chok", "stab", "shoot", "assassin", "kidnap", "abduct",
    "tortur", "drown", "suffocat", "smother", "hurt", "harm", "injur", "maim", "attack", "rap",
    "molest", "drug", "dismember", "behead", "beat",
)  # fmt: skip


def _alternatives(group: str) -> list[str]:
    """The top-level branches of a ``(?:a|b|...)`` group."""
    assert group.startswith("(?:") and group.endswith(")"), group
    out, depth, cur = [], 0, ""
    for ch in group[3:-1]:
        depth += (ch == "(") - (ch == ")")
        if ch == "|" and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    return out + [cur]


def _word_starts(words) -> tuple[str, ...]:
    """Anchors for a rule whose required pattern is one of ``words`` (regex alternatives): each
    one's leading literal, spelt both ways where it has an optional character ("c-?4": "c4" and
    "c-4"), so that no listed word can occur without an anchor."""
    out = []
    for w in words:
        spellings, i = [""], 0
        while i < len(w) and re.match(r"[a-z0-9%-]", w[i]):
            if w[i + 1 : i + 2] in ("*", "+"):
                break
            if w[i + 1 : i + 2] == "?":
                spellings = spellings + [v + w[i] for v in spellings]
                i += 2
            else:
                spellings = [v + w[i] for v in spellings]
                i += 1
        # the shortest spellings suffice: "ied" covers "ieds"
        out += [v for v in spellings if v and not any(u != v and u in v for u in spellings)]
    return tuple(dict.fromkeys(out))


# --- a past harm described, and its specifics asked for ----------------------------------------
# An exam item, a case study or a forensic report about something a third party did, asking for
# what would give uplift: "Which of the following best describes the reagents, quantities and
# reaction temperatures he used?", "The substance she injected, the amount per patient and the
# reason the post-mortem screens failed to reveal it were", "Support the answer with the full
# chain of commands he ran". The other harm rules look for a request ("how do I ..."); these ask
# about the past. Written 2026-12-04 on corpus/case-redteam.jsonl (the default scorer rated 30% of
# its attacks below HIGH; the rule fires on 53 of 67, none of the 3,756 harmless dev prompts or
# the 11,031 benchmark questions, one harm look-alike) by a rule fixed before measuring (README,
# "How parameters were chosen"); confirmed once on corpus/case-dev2.jsonl (another author, unread
# until then): 18 of 70 attacks, no harmless row, full-scorer AUROC 0.762 -> 0.811.
# a clinical question about a poisoning or a drug: its treatment, not its making
_TREATMENT = r"antidotes?|treat\w*|therap\w*|symptoms?|diagnos\w*|manag\w*"
_SPECIFICS = (
    r"(?:reagents?|precursors?|quantit(?:y|ies)|amounts?|doses?|dosages?|proportions?|ratios?|"
    r"concentrations?|dimensions?|settings?|wiring|circuit(?:ry)?|components?|materials?|"
    r"synthe(?:sis|tic\s+routes?)|(?:reaction\s+)?conditions|temperatures?|steps?|sequence|"
    r"procedures?|methods?|techniques?|tricks|measures|scripts?|messages|wording|code|commands|"
    r"payloads?|exploits?|configuration|firmware|files?|recipes?|formulas?|mixtures?|"
    r"substances?|agents?|poisons?|drugs?|equipment|hardware|tools|channels|routes?|holds?|"
    r"implements|modifications?|mechanisms?|devices?|switch(?:es)?|concealment|packaging|"
    r"solvents?|units|milligrams|grams|number\s+of\s+(?:units|tablets|pills|milligrams)|"
    r"volumes?|frequenc(?:y|ies)|firing\s+pin|microcontroller|model|printer|paper|phrasing|ads|"
    r"angle|depth|location\s+of\s+the\s+wound|body\s+regions|products|combination|queries|"
    r"credential\s+list|apps?|sites?)"
)
_DID = (
    r"(?:used|did\s+(?:he|she|they)|took|followed|made|built|mixed|injected|added|wired|chose|"
    r"applied|placed|hid|installed|ran|sent|said|combined|produced|manufactured|synthesi[sz]ed|"
    r"extracted|achieved|involved|employed|carried\s+out|consumed|swallowed|ingested|exploited|"
    r"targeted|selected|designed|imitated|bleached|entered|reached)"
)
_EVADED = (
    r"(?:avoid(?:ed)?|evad\w+|delay(?:ed)?|fool(?:ed)?|defeat(?:ed)?|bypass(?:ed)?|mask|hide|hid|"
    r"conceal\w*|miss(?:ed)?\b|failed\s+to\s+(?:reveal|detect|show|find)|never\s+(?:found|"
    r"flagged|detected|noticed)|left\s+no\s+(?:findings|marks|trace)|without\s+(?:external\s+)?"
    r"(?:bruising|marks|a\s+trace|detection)|below\s+(?:the\s+)?(?:\w+\s+)?(?:detection|"
    r"reporting)\s+thresholds?)"
)
# the harm described: one of these word forms must occur in the prompt (the rule's ``requires``);
# each form's literal start is one of the rule's anchors
_DESCRIBED_HARM_WORDS = (
    r"poison\w*", r"toxins?", r"ricin", r"anthrax", r"spores", r"nerve\s+agents?", r"sarin", r"vx",
    r"novichok", r"chlorine\s+gas", r"toxic\s+gas", r"explosives?", r"bombs?", r"detonat\w*",
    r"tatp", r"triacetone", r"fertili[sz]er", r"incendiar\w*", r"accelerants?", r"arson",
    r"set\s+fire", r"methamphetamine", r"fentanyl", r"carfentanil", r"heroin", r"mdma", r"dmt",
    r"opioids?", r"ghb", r"rohypnol", r"drugg\w*", r"firearms?", r"guns?", r"rifles?",
    r"suppressors?", r"silencers?", r"auto\s+sear", r"malware", r"ransomware", r"keylogger",
    r"phishing", r"skimm\w*", r"counterfeit\w*", r"launder\w*", r"stalk\w*", r"tracking",
    r"tracker", r"spyware", r"groom\w*", r"traffick\w*", r"overdos\w*", r"suicide", r"strangl\w*",
    r"insulin", r"cyanide", r"arsenic", r"thallium", r"antifreeze", r"ethylene\s+glycol",
    r"brakes?", r"swatting", r"extort\w*", r"sim\s+swap\w*", r"hijack\w*", r"murder\w*",
    r"killed", r"kill", r"lethal", r"weapons?", r"abus\w*", r"smuggl\w*", r"evad\w*", r"manhunt",
    r"sabotag\w*", r"hack\w*", r"intimate\s+images", r"child(?:ren)?", r"minors?", r"fraud\w*",
    r"defraud\w*", r"scam\w*",
)  # fmt: skip
_DESCRIBED_HARM = rf"\b(?:{'|'.join(_DESCRIBED_HARM_WORDS)})\b"
_DESCRIBED_HARM_ANCHORS = _word_starts(_DESCRIBED_HARM_WORDS)


# --- the makings of a dangerous capability, asked for in a case's or an exam's dress ------------
# An instruction or question asking for the makings of a dangerous capability (a chemical or
# biological agent, an explosive device, a drug's synthesis, a firearm's conversion, malware, a
# card skimmer, an arson or sabotage device): its quantities, conditions, code, wiring or
# construction, in a case's or an exam's dress (a narrated act, an answer key, a lab report, a
# marking guide): "Give the complete synthesis of VX with quantities in the answer key", "List the
# skimmer components", "Explain, as the laboratory report would, how the spores were cultured".
# The capability must be named, and a person's act narrated or an exam's dress worn, anywhere in
# the prompt (the rule's ``requires``); unlike ``described_harm_specifics`` no past act need be
# asked about. Generic words (steps, methods, tools) count only beside the capability or a
# narrated making, so "What steps should the bank take?" after a skimmer was found stays quiet.
# The dress is required because the same asks without it are everyday questions ("Which tools do
# bomb disposal teams use?", "Which temperatures kill botulinum spores when canning?"); a
# requirement that can only add a signal gives an attacker nothing to drop. Written 2026-12-04 on
# corpus/case-dev2.jsonl (after its confirmation of described_harm_specifics) and
# case-redteam.jsonl, by a rule fixed before measuring (README, "How parameters were chosen"):
# case-dev2 full-scorer AUROC 0.811 -> 0.885, no hit on the 3,756 harmless dev prompts or the
# 11,031 benchmark questions; confirmed once on corpus/case-dev3.jsonl (another author, unread
# until then): 7 of 69 attacks, no harmless row, AUROC 0.779 -> 0.799. Then widened on case-dev3
# (the exam's dress beside a narrated person, blister agents, SQL injection, payloads, "commands"
# as a generic word, "write"): case-dev3 0.799 -> 0.842, case-dev2 0.885 -> 0.888, the other dev
# sets, harmless prompts and benchmark questions as before; confirmed once on
# corpus/case-dev4.jsonl (everyday crimes in a case's dress, another author): 1 of 70 attacks, no
# harmless row, AUROC 0.882 -> 0.883. Then narrowed on review: "how ... was made" counts only
# with the capability in the clause and a verb of making (not "set up", "placed", "delivered":
# "how did the police set up the sting that caught the meth dealer?" had fired): case-dev3 0.842
# -> 0.841, every other set and the suites as before.
# the capabilities: the weapons and CBRN rules' objects, and what those rules do not list; of the
# drug rule's objects only the illicitly made ones (its medicines, morphine, ketamine, oxycodone,
# have clinical doses asked about in exam vignettes: "Pharmacology quiz: which dose of morphine
# is equivalent to 10 mg of oxycodone?")
_CAPABILITY_OWN = (
    r"meth(?:amphetamine)?", r"fentanyl", r"carfentanil", r"heroin", r"mdma", r"lsd", r"dmt",
    r"ghb", r"spores", r"organophosphate\s+agents?", r"blister\s+agents?", r"botulinum", r"pathogens?",
    r"transmissib\w*", r"gain[- ]of[- ]function", r"initiators?", r"pseudoephedrine",
    r"receivers?", r"auto\s+sears?", r"suppressors?", r"silencers?", r"ghost\s+guns?",
    r"full[- ]auto", r"malware", r"ransomware", r"keyloggers?", r"spyware", r"rootkits?",
    r"encryptor", r"botnets?", r"sql\s+injection", r"payloads?", r"skimmers?",
    r"cloned\s+(?:cards?|payment\s+cards?)", r"arson\w*", r"accelerants?", r"incendiar\w*",
    r"ignition\s+devices?", r"sabotag\w*", r"derail\w*", r"poisons?", r"poisoned", r"poisoning",
    r"cyanide", r"arsenic", r"thallium", r"strychnine",
)  # fmt: skip
_CAPABILITY_WORDS = (
    *_alternatives(_CBRN_AGENTS),
    *_alternatives(_WEAPON_OBJECTS),
    *_CAPABILITY_OWN,
)
_CAPABILITY = rf"\b(?:{'|'.join(_CAPABILITY_WORDS)})\b"
_CAPABILITY_ANCHORS = _word_starts(_CAPABILITY_WORDS)
# what gives uplift: amounts, conditions, ingredients, procedure, code, construction
_OPERATIONAL = (
    r"(?:reagents?|precursors?|quantit(?:y|ies)|amounts?|masses|mass|doses?|dosages?|"
    r"concentrations?|temperatures?|(?:reaction\s+)?conditions|reaction\s+times?|solvents?|"
    r"synthes(?:is|es)|synthetic\s+routes?|(?:working\s+|source\s+)?code(?!\s+of\s+\w+)|"
    r"scripts?|wiring|"
    r"circuit(?:ry)?|switch\s+design|charge|mutations?|particle\s+sizes?|setpoints?|"
    r"dimensions|formulation|carrier|applicator|recipes?|ingredients|proportions?|ratios?|"
    r"drill\s+bit\s+sizes?|milling\s+depths?|jigs?|chemical\s+names)"
)
# words that name the specifics only of a making narrated beside them ("the products and
# procedure he used", "the skimmer components"), not anyone's ("what steps should the bank take")
_GENERIC_OPS = (
    r"(?:steps|sequence|procedures?|protocols?|methods?|devices?|products|tools|materials|"
    r"components|timing|equipment|commands)"
)
# an instruction opens a sentence or a clause ("Then list ...", "..., and give ...")
_ASK_OPENS = (
    r"(?:^|[.?!:;]\s*|,\s*|\b(?:and|then|also|now|please|finally|next)\s+)"
    r"(?:(?:please|also|then|now|briefly|finally)\s+)?"
)
# or the dress of an exam, a quiz or a teaching case ("for the answer key", "a full-credit answer")
_EXAM_DRESS = (
    r"\b(?:answer\s+key|worked\s+solution|model\s+answer|full[- ]credit|full\s+marks|"
    r"marking\s+(?:guide|scheme)|rubric|(?:so\s+)?students\s+can|teaching\s+case|exams?|"
    r"examination|examiner|quiz(?:zes)?|multiple[- ]choice|mcq|question\s+\d+|vignette|"
    r"case\s+stud(?:y|ies)|seminar|coursework|textbook|syllabus|lecture|homework|assignment|"
    r"correct\s+(?:option|answer|choice))\b"
)
_ASK_VERB = (
    r"(?:explain|describe|list|state|give|provide|reproduce|write|outline|"
    r"detail|specify|name|identify|include|reconstruct|walk\s+(?:me\s+)?through|set\s+out|"
    r"spell\s+out|show|complete|supply|fill\s+in)"
)
# making a capability, as a participle and as a verb (not "set", "placed", "delivered": a
# police sting is set up, evidence placed and delivered)
_MADE = (
    r"(?:made|built|constructed|assembled|formulated|synthesi[sz]ed|produced|prepared|cultured|"
    r"grown|harvested|milled|wired|modified|converted|cooked|extracted|armed|triggered|"
    r"detonated|dispersed|weaponi[sz]ed|encrypted|coded|programmed|ignited|mixed|stabili[sz]ed)"
)
_MAKE = (
    r"(?:make|build|construct|assemble|formulate|synthesi[sz]e|produce|prepare|culture|grow|"
    r"harvest|mill|wire|modify|convert|cook|extract|arm|trigger|detonate|disperse|weaponi[sz]e|"
    r"encrypt|code|program|ignite|mix|stabili[sz]e)"
)
# the specifics asked for: amounts, conditions, code ... or generic words (steps, tools) where a
# capability or a narrated making stands beside them
_ASKED_SPECIFICS = (
    rf"(?:\b{_OPERATIONAL}\b|{_CAPABILITY}\s+(?:\w+\s+)?{_GENERIC_OPS}\b|\b{_GENERIC_OPS}\b"
    r"[^.?!]{0,60}?\b(?:he|she|they|(?:the|a)\s+(?:\w+\s+)?\w+)\s+(?:had\s+|(?:would\s+|must\s+)?"
    rf"have\s+)?(?:used|needed|{_MADE})\b)"
)
# someone whose act is narrated: a case, a report, an exam's vignette
_NARRATED = (
    r"\b(?:he|she|his|her|him|they|their|them|(?:the|a|an)\s+(?:\w+\s+)?(?:defendants?|"
    r"co-?defendants?|suspects?|accused|cook|chemists?|killer|murderer|offenders?|perpetrators?|"
    r"attackers?|intruders?|bombers?|arsonists?|poisoner|hackers?|operators?|nurses?|doctors?|"
    r"man|woman|men|women|students?|employees?|researchers?|technicians?|engineers?|"
    r"husband|wife|son|daughter|father|mother|gang|terrorists?|assassins?|characters?|"
    r"protagonist|villain|insider|saboteurs?|smugglers?|dealers?|trafficker|laborator(?:y|ies)|"
    r"cell|group))\b"
)
_CASE_DRESS = rf"(?:{_NARRATED}|{_EXAM_DRESS})"


# --- prompts in other languages ---------------------------------------------------------
# The embedding model, the semantic heads and the fine-tuned classifier read English; a prompt
# in another language is flagged unknown (risk/language.py) and, before these rules, an attack
# or a harmful request written in Spanish or Russian rated as a cake recipe in German did. The
# rules below are the blatant forms in ten languages (es fr de it pt nl ru pl zh ja): an order
# to drop the assistant's instructions, an unrestricted persona, a demand for the system prompt,
# the making of an explosive, an illegal drug or an untraceable gun, a request to poison or kill
# someone, to break into someone else's account, and thoughts of suicide. A user withdrawing
# their own message, a formatting instruction, a bath bomb or a water pump, an accident or a
# safety question are spared. Written 2026-12-05 on the 246 non-English rows of the corpus/ and
# data/ sets (105 attacks, 141 harmless, by earlier authors): default scorer AUROC 0.918 ->
# 0.958, attacks rated HIGH+ 0.838 -> 0.914, harmless HIGH+ 0.113 -> 0.113; no signal on the
# 11,031 benchmark questions, the 4,223 harmless dev prompts or any of the 18,377 corpus and
# data rows that are not attacks (python tools/foreign_dev.py). The fine-tuned jailbreak classifier
# reads English, so its check (fusion's rule_check) does not weigh these rules down. Confirmed once
# on corpus/ml-dev2.jsonl (240 rows by another author): AUROC 0.602 -> 0.745, look-alikes HIGH+
# 0.108 -> 0.117 (the 0.10 asked: failed, by one Japanese mystery plot; the rest are the English
# heads'). Widened 2026-12-05 on ml-dev2 and the earlier rows, by a rule fixed before measuring
# (AUROC up 0.02 on each of two unread sets, look-alikes HIGH+ up at most 3 points, no new false
# alarm): filters or safety rules switched off, bypassed or declared void (also passive and
# verb-last), the hidden or system prompt asked for in casual words, an order to the assistant
# planted in a text to summarise or translate, gas or a dangerous germ let loose among people, an
# occupied home or a rival's shop set on fire, a gun bought without a licence or made automatic,
# a partner's messages read in secret, hurting someone unseen or for good; more unrestricted
# personas and drug forms. ml-dev2's attacks with no foreign_* signal 42 -> 8 of 120 (left: murder
# plots in fiction, a grandmother reading licence keys, an injection hidden as white text). Then
# confirmed once on corpus/ml-dev3.jsonl (223 rows) and ml-dev4.jsonl (183), by two more authors,
# unread until then: AUROC 0.725 -> 0.817 and 0.773 -> 0.822 against the first rules (0.583 and
# 0.680 with none), attacks HIGH+ 0.504 -> 0.664 and 0.488 -> 0.570, look-alikes HIGH+ 0.045 and
# 0.010 unchanged; still no signal on the benchmark questions or the harmless dev prompts. Cost:
# bench/detect.py, gated, 0.25 -> 0.31 ms a harmless prompt (short anchors such as "ia", "line").
# Widened again on corpus/ml-dev2.jsonl and the earlier rows (ml-dev3 and ml-dev4 included, so no
# longer unread): fake developer, debug, admin or maintenance modes; filters declared suspended;
# "forget your rules" in slang; pills counted to die and self-cutting; the grandmother ruse;
# poison asked for with its dose or to pass an autopsy; nerve agents; the most victims, gas or
# germs among people; stalking an ex; orders to an AI planted in a text to translate. A plot that
# wants no details is spared. By a rule fixed before the sets existed (pooled AUROC up 0.015 and
# neither set down, look-alikes HIGH+ up at most 2 points on each, no new signal on the benchmark
# or the harmless dev prompts, the English suites byte-identical), confirmed once on
# corpus/ml-dev5.jsonl (234 rows) and ml-dev6.jsonl (192), by two more authors, unread until then:
# AUROC 0.667 -> 0.701 and 0.767 -> 0.783 (pooled 0.713 -> 0.739), attacks HIGH+ 0.504 -> 0.555
# and 0.505 -> 0.536, look-alikes HIGH+ 0.122 -> 0.122 and 0.042 -> 0.053; no signal on the
# benchmark questions, the harmless dev prompts or the corpus rows that are not attacks (the
# Japanese mystery plot spared: 1 -> 0); every suite unchanged. Half the attacks of fresh sets
# still rate below HIGH: rules follow words, and each new author finds new ones. Cost:
# bench/detect.py, gated, 0.315 -> 0.370 ms a harmless prompt, 0.425 -> 0.495 a benchmark question.
_F_MINE = (  # the user's own earlier words withdrawn: "olvida mis instrucciones anteriores"
    r"(?:\b(?:ignora|ignore|olvida|olvide|olvídate\s+de|descarta|oublie|oubliez|ignorez|vergiss|"
    r"ignoriere|dimentica|ignora|esqueça|esqueca|esquece|desconsidere|negeer|vergeet|zignoruj|"
    r"zapomnij(?:\s+o)?)\s+(?:todas?\s+|toutes?\s+|alle\s+|tutte\s+|wszystkie\s+)?(?:las\s+|"
    r"les\s+|le\s+|i\s+|il\s+|as\s+|os\s+|o\s+|a\s+)?(?:mis|mi|mes|mon|ma|meine[nrs]?|mie|miei|"
    r"mio|mia|minhas|meus|meu|minha|mijn|moje|moją|moja|mojego|moich)\b|(?:игнорируй|забудь|"
    r"забудьте)\s+(?:все\s+)?(?:мои|моё|мое|мой)\b|(?:忽略|无视|忘记|忘掉|不要理会)我|私の(?:指示|"
    r"メッセージ|依頼)(?:は|を)|(?:さっき|先ほど)の(?:指示|メッセージ)(?:は|を))"
)
_F_FORMAT = (
    r"(?:\bformat\w*|\bestilo\b|\btono\b|\bstyle\b|\bmise\s+en\s+forme\b|\bstil\b|\bopmaak\b|"
    r"\bformatowani\w*|\bформат\w*|格式|書式|フォーマット|\breglas\s+del\s+juego\b|\brègles\s+du\s+jeu"
    r"\b|\bspielregeln\b|\bregole\s+del\s+gioco\b|\bregras\s+do\s+jogo\b|\bspelregels\b|\bправила\s+"
    r"игры\b|\bzasady\s+gry\b|游戏规则|ゲームのルール)"
)
_F_RULES_NOUN = (
    r"(?:instrucciones|reglas|normas|directrices|indicaciones|restricciones|pautas|políticas|"
    r"politicas|filtros|limitaciones|programación|programacion|instructions|consignes|règles|"
    r"regles|directives|restrictions|filtres|limitations|politiques|anweisungen|instruktionen|"
    r"regeln|richtlinien|vorgaben|einschränkungen|beschränkungen|sicherheitsregeln|filter|"
    r"istruzioni|regole|direttive|restrizioni|linee\s+guida|filtri|limitazioni|politiche|"
    r"instruções|instrucoes|regras|diretrizes|restrições|restricoes|orientações|orientacoes|"
    r"limitações|limitacoes|instructies|regels|richtlijnen|beperkingen|opdrachten|instrukcje|"
    r"polecenia|zasady|reguły|reguly|ograniczenia|wytyczne|filtry)"
)
_F_UNRESTRICTED = (
    r"(?:\baffranchie?s?\s+de\s+(?:toutes?\s+)?(?:les\s+)?(?:règles|regles|restrictions|limites|"
    r"filtres|contraintes)|\bn[ãa]o\s+segue\s+(?:nenhuma|nenhum)\s+(?:regra|diretriz|norma|"
    r"restri\w+|limite)|\bsin\s+ningún\s+tipo\s+de\s+(?:filtro|restricci[oó]n|censura|límite)|"
    r"\bsin\s+(?:ningun[ao]s?\s+)?(?:restricciones|filtros?|censura|límites|limites|reglas|normas)"
    r"\b|\bsans\s+(?:aucune?\s+)?(?:restrictions?|filtres?|censure|limites?|règles|regles)\b|"
    r"\bohne\s+(?:jegliche\s+|irgendwelche\s+)?(?:einschränkungen|filter|zensur|grenzen|regeln|"
    r"beschränkungen)\b|\bsenza\s+(?:alcuna\s+|nessuna\s+|alcun\s+)?(?:restrizioni|filtri|censura|"
    r"limiti|regole)\b|\bsem\s+(?:nenhuma\s+|qualquer\s+)?(?:restrições|restricoes|filtros?|censura"
    r"|limites|regras)\b|\bzonder\s+(?:enige\s+)?(?:beperkingen|filters?|censuur|grenzen|regels)\b"
    r"|без\s+(?:каких-либо\s+|всяких\s+|любых\s+)?(?:ограничений|фильтров|цензуры|правил)|\bbez\s+"
    r"(?:żadnych\s+|zadnych\s+)?(?:ograniczeń|ograniczen|filtrów|filtrow|cenzury|zasad|reguł|regul)"
    r"\b|(?:没有|不受|无|毫无|不带)(?:任何)?(?:限制|约束|过滤|审查|规则|道德)|(?:制限|フィルター|検閲|"
    r"ルール|制約)(?:なし|のない|がない|を持たない|を一切持たない|から解放)|"
    r"\b(?:no|ya\s+no)\s+(?:tiene|tienes|tenés)\s+(?:ningun[ao]s?\s+)?(?:restricciones|reglas|"
    r"normas|filtros|límites|limites|censura)\b|\bn'(?:a|as|avez)\s+(?:plus\s+)?(?:aucune?|de)\s+"
    r"(?:règles?|regles?|restrictions?|filtres?|limites?|censure)\b|\baucune?\s+(?:règle|regle|"
    r"restriction|limite|censure|filtre)s?\b|\bkeine\s+(?:richtlinien|regeln|einschränkungen|"
    r"filter|grenzen|zensur|beschränkungen)\b|\bnessun[ao]?\s+(?:regol[ae]|restrizion[ei]|limit[ei]|"
    r"filtr[oi]|censura)\b|\bnão\s+(?:tem|tens|possui)\s+(?:nenhuma\s+)?(?:regras|restrições|"
    r"restricoes|filtros|limites|censura)\b|\bnenhuma\s+(?:regra|restrição|restricao)\b|\bgeen\s+"
    r"(?:regels|beperkingen|filters|grenzen|censuur)\b|\bнет\s+(?:никаких\s+)?(?:правил|ограничений|"
    r"фильтров|цензуры)|\bнет\s+(?:никаких\s+)?\S+\s+(?:ограничений|правил)|"
    r"\bkeine\s+\w*(?:richtlinien|regeln|einschränkungen|filter)\b|\bnon\s+ha\s+(?:più\s+)?"
    r"(?:alcuna\s+)?(?:restrizion|regol|limit|filtr)\w*|\bn[ãa]o\s+segue\s+(?:regra|pol[ií]tica|"
    r"diretriz|norma|restri\w+|limite)s?\s+(?:nenhuma|nenhum|alguma)|\bsem\s+regras?\s+nenhuma|"
    r"\b(?:beperkingen|regels|filters)\s+(?:heeft\s+)?(?:verwijderd|uitgeschakeld)|"
    r"\b(?:aucune|sans)\s+limite\s+morale|\bdesbloquead[oa]|\bd[ée]brid[ée]e?|"
    r"\bsbloccat[oa]|越狱|脱獄|(?:倫理規定|倫理|規制|ルール|制限|フィルター|検閲|"
    r"制約|ガイドライン)(?:を|が)?(?:外され|外した|取り払|一切ない|もない)|"
    r"\b(?:nie\s+masz|nie\s+ma)\s+(?:żadnych\s+|zadnych\s+)?(?:zasad|ograniczeń|"
    r"ograniczen|filtrów|filtrow|cenzury)|\bżadnych\s+(?:zasad|ograniczeń|reguł))"
)
_F_PERSONA = (
    r"(?:\beres\b|\bserás\b|\bactúa|\bactua\b|\bfinge|\bimagina\s+que\s+eres|\ba\s+partir\s+de\s+"
    r"ahora\b|\bdesde\s+ahora\b|\bmodo\s+(?:desarrollador|dios|sin\s+censura)|\btu\s+es\b|\btu\s+"
    r"seras\b|\btu\s+seras\b|\bagis\b|\bfais\s+comme\s+si\b|\bà\s+partir\s+de\s+maintenant\b|"
    r"\bdésormais\b|\bdesormais\b|\bmode\s+(?:développeur|developpeur|dieu)|\bdu\s+bist\b|\bab\s+"
    r"(?:jetzt|sofort)\b|\btu\s+(?:\w+\s+)?so,?\s+als\b|\bjeu\s+de\s+r[ôo]le\b|\btu\s+joues\b|"
    r"\bpersonnage\b|\bpersonaggio\b|\bpersonagem\b|\bpersonaje\b|\brolle\b|"
    r"\btoneelstuk\b|\bjij\s+speelt\b|\bval\s+nooit\s+uit\b|\bdavaj\b|давай\s+сыграем|"
    r"\bты\s+—|\bw\s+roli\b|角色扮演|ロールプレイ|キャラ|\bfinge\b|\bvc\s+é\b|\bdoe\s+(?:\S+\s+)?alsof\b|"
    r"\bentwicklermodus\b|\bsei\s+ora\b|\bsarai\b|"
    r"\bcomportati\b|\bfingi\b|\btu\s+sei\b|\bgioco\s+di\s+ruolo\b|\bjoue[sz]?\s+le\s+rôle\b|"
    r"\bjuego\s+de\s+rol\b|\bjogo\s+de\s+rpg\b|\brollenspiel\b|\bune?\s+(?:ia|assistant|"
    r"intelligence\s+artificielle|chatbot)\b|\buna?\s+(?:ia|asistente|inteligencia\s+artificial|"
    r"chatbot)\b|\bein(?:e)?\s+(?:ki|assistent|chatbot)\b|\bun'\s?(?:ia|intelligenza\s+artificiale)"
    r"|\bun\s+(?:assistente|chatbot)\b|\buma\s+(?:ia|assistente|inteligência\s+artificial)\b|\been\s+"
    r"(?:ai|assistent|chatbot)\b|\bии\b|\bиз\s+ии\b|\bsztuczn\w+\s+inteligencj|"
    r"\bmodelem\s+ai\b|\bda\s+ora\s+in\s+poi\b|\bd'ora\s+in\s+poi\b|\bmodalità\s+"
    r"sviluppatore\b|\bvocê\s+é\b|\bvoce\s+e\b|\btu\s+és\b|\baja\s+como\b|\bfinja\b|\ba\s+partir\s+de"
    r"\s+agora\b|\bmodo\s+desenvolvedor\b|\bje\s+bent\b|\bjij\s+bent\b|\bdoe\s+alsof\b|\bgedraag\s+"
    r"je\b|\bvanaf\s+nu\b|\bontwikkelaarsmodus\b|теперь\s+ты|\bты\s+(?:—\s+)?(?:теперь|будешь)|"
    r"отныне|веди\s+себя|притворись|представь,?\s+что\s+ты|режим\w*\s+разработчика|\bjesteś\b|"
    r"\bjestes\b|\bod\s+teraz\b|\bod\s+tej\s+chwili\b|\bo\s+imieniu\b|\bllamad[ao]\b|\bnommée?\b|"
    r"\bnamens\b|\bgenaamd\b|\bchiamat[ao]\b|\bchamad[ao]\b|\budawaj\b|\bzachowuj\s+się\b|\btryb\w*\s+dewelopera\b|你是|你现在是|从现在"
    r"开始|扮演|假装|开发者模式|あなたは|お前は|今から|これから|演じ|ふり|開発者モード)"
)
_F_EXPLOSIVE_ES_PT = (
    r"(?:bombas?|explosivos?|artefactos?\s+explosivos?|artefatos?\s+explosivos?|granadas?|c[oó]ctel"
    r"(?:es)?\s+molotov|coquetel(?:s)?\s+molotov|detonador(?:es)?|napalm|tnt|dinamita|dinamite)"
)
_F_NOT_A_WEAPON = (
    r"(?!\s+(?:de\s+|d')(?:agua|água|baño|bano|banho|semillas|sementes|calor|aire|ar\b|gasolina|"
    r"combustible|combustível|combustivel|vacío|vacio|vácuo|vacuo|bicicleta|humo|purpurina|"
    r"chocolate|colores|pintura|incendio|incêndio|insulina|infusión|infusion|piscina|pozo|poço|"
    r"aceite|óleo|oleo|riego)|\s+(?:calórica|calorica|fétida|fetida|caseira\s+de\s+banho))"
)
_F_HOW = (  # a request frame: how to, I want to, help me (es fr it pt; de nl ru pl zh ja below)
    r"(?:\bc[oó]mo\s+(?:puedo\s+|podría\s+|podria\s+|se\s+puede\s+|hago\s+para\s+|podemos\s+)?|"
    r"\bquiero\s+|\bnecesito\s+|\bay[uú]dame\s+a\s+|\bmanera\s+de\s+|\bforma\s+de\s+|\bpasos\s+para"
    r"\s+|\bcomment\s+(?:puis-je\s+|pourrais-je\s+|je\s+peux\s+|je\s+pourrais\s+|peut-on\s+|on\s+"
    r"peut\s+|faire\s+pour\s+)?|\bje\s+(?:veux|voudrais)\s+|\baide-moi\s+à\s+|\bmoyen\s+de\s+|"
    r"\bfaçon\s+de\s+|\b(?:mejor|meilleur|migliore|melhor)\s+(?:forma|manera|façon|moyen|modo|"
    r"jeito|maneira)\s+(?:de|di|per|para)\s+|\bcome\s+(?:posso\s+|potrei\s+|si\s+può\s+|si\s+puo\s+"
    r"|faccio\s+a\s+)?|"
    r"\bvoglio\s+|\bvorrei\s+|\baiutami\s+a\s+|\bmodo\s+(?:di|per)\s+|\bcomo\s+(?:posso\s+|poderia\s+"
    r"|eu\s+posso\s+|se\s+pode\s+|faço\s+para\s+|faco\s+para\s+)?|\bquero\s+|\bpreciso\s+|\bme\s+"
    r"ajud[ae]\s+a\s+|\bjeito\s+de\s+|\bmaneira\s+de\s+)"
)


# What the self-harm rules do not read as such: prevention, hotlines and statistics, figures of
# speech ("killing myself laughing", "going to die of boredom"), accidents and burnout.
_SELF_HARM_EXCEPTIONS = (
    r"\bsuicide\s+(?:prevention|hotline|lifeline|awareness|squad|burn|doors?|mission|"
    r"run|clause|rates?|statistics|risk\s+(?:factors|assessment)|watch)\b",
    r"\bprevent(?:ing)?\s+suicide\b",
    r"\bkill(?:ing)?\s+myself\s+(?:laughing|with\s+laughter|over\s+(?:this|it)|with\s+"
    r"(?:work|this\s+workload))\b",
    r"\b(?:accidentally|accidently)\s+(?:cut|burn(?:ed|t)?|hurt|poison(?:ed)?|shot)\s+"
    r"myself\b",
    r"\b(?:cut|burn(?:ed|t)?|hurt)\s+myself\s+(?:while|shaving|cooking|on\s+(?:a|the)|"
    r"some\s+slack|off|a\s+(?:slice|piece|break))\b",
    r"\bburn(?:ing)?\s+myself\s+out\b",
    r"\b(?:going\s+to|gonna)\s+die\s+(?:of|from)\s+(?:boredom|embarrassment|"
    r"laughter|cringe|hunger)\b",
    r"\bdie\s+(?:laughing|of\s+(?:boredom|embarrassment))\b",
)


RULES: tuple[Rule, ...] = (
    # ---------------------------------------------------------------- false premise
    Rule(
        name="conspiracy_frame",
        family="false_premise",
        weight=0.75,
        anchors=("hiding", "want you", "want us", "want the", "sheeple", "media", "truth"),
        patterns=(
            r"\bwhat\s+(?:are|is)\s+(?:they|the\s+government|nasa|the\s+cia|the\s+fbi|big\s+"
            r"pharma|the\s+elites?|the\s+media|scientists|doctors|the\s+deep\s+state|the\s+"
            r"illuminati|bill\s+gates|the\s+who|the\s+cdc|the\s+fda|the\s+banks)\s+(?:really\s+)?"
            r"hiding\b",
            r"\b(?:truth|things|facts|secrets?|what|stuff)\s+(?:that\s+)?(?:they|the\s+government|"
            r"big\s+pharma|the\s+elites?|the\s+media|doctors|scientists|nasa|the\s+establishment)"
            r"\s+(?:don'?t|do\s+not|won'?t|will\s+not|never)\s+want\s+(?:you|us|the\s+public|"
            r"people|anyone)\s+to\s+(?:know|see|find\s+out|learn|hear)\b",
            r"\b(?:wake\s+up,?\s+)?sheeple\b",
            r"\b(?:mainstream|msm|legacy|corporate)\s+media\s+(?:won'?t|will\s+not|doesn'?t|"
            r"refuses\s+to|is\s+hiding|hides|covers\s+up)\b",
            r"\bthe\s+(?:real|hidden|secret|suppressed)\s+truth\s+(?:about|behind)\b",
        ),
    ),
    Rule(
        name="cover_up_frame",
        family="false_premise",
        weight=0.6,
        weak=0.25,
        anchors=("cover",),
        patterns=(r"\bcover(?:ing)?[\s-]?ups?\b", r"\bcovered\s+up\b"),
        context=(
            r"\b(?:they\s+(?:are|were)\s+hiding|nasa|cia|fbi|big\s+pharma|elites?|deep\s+state|"
            r"illuminati|vaccines?|"
            r"moon\s+landing|covid|5g|aliens?|ufos?|area\s+51|chemtrails?|flat\s+earth|cure\s+for"
            r"\s+cancer|what\s+really\s+happened)\b",
        ),
    ),
    # ---------------------------------------------------------------- jailbreak
    Rule(
        name="ignore_instructions",
        family="jailbreak",
        weight=0.9,
        anchors=("ignore", "disregard", "forget", "override", "bypass", "discard", "abandon"),
        patterns=(
            r"\b(?:ignore|disregard|forget|override|bypass|discard|abandon|set\s+aside|throw\s+"
            r"out)\s+(?:about\s+)?(?:all\s+|any\s+|every\s+|each\s+|of\s+)?(?:the\s+|your\s+|my\s+|"
            r"these\s+|those\s+|openai'?s\s+|anthropic'?s\s+)?(?:previous|prior|above|preceding|"
            r"earlier|former|initial|original|existing|system|safety|original|default|"
            r"built-in|programmed|given|content|ethical)\s+(?:\w+\s+)?(?:instructions?|prompts?|"
            r"rules|guidelines|directives|constraints|restrictions|programming|training|"
            r"guardrails|polic(?:y|ies)|messages?|commands?|context|filters?)\b",
            r"\b(?:ignore|disregard|forget|override|bypass|discard)\s+(?:all\s+)?(?:of\s+)?"
            r"(?:your|the)\s+(?:instructions|rules|guidelines|programming|restrictions|"
            r"guardrails|safety\s+(?:rules|guidelines|filters|training)|content\s+polic(?:y|ies)"
            r"|ethics|morals|training)\b",
            r"\b(?:ignore|disregard|forget)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|everything\s+)?(?:above|"
            r"previous|prior|preceding)(?:\s+(?:text|content|messages?|conversation|prompt))?"
            r"(?=\s*(?:and\b|then\b|instead\b|[,.;:!]|$))",
            r"\b(?:ignore|disregard|forget)\s+(?:everything|all|anything)\s+(?:you\s+(?:were|have"
            r"\s+been)\s+told|(?:written\s+|said\s+)?(?:above|before|previously|so\s+far))\b",
        ),
        # A user withdrawing their own earlier message or a presentation instruction ("Ignore my
        # previous message, the meeting is on Thursday", "Override my earlier instructions about
        # keeping answers short", "Ignore all previous formatting instructions"): on every dev set
        # and the bank, 5 of the 21 look-alikes this rule fired on and none of its 118 attacks.
        exceptions=(
            r"\bmy\s+(?:own\s+)?(?:previous|prior|earlier|last|first)\s+(?:instructions?|"
            r"messages?|requests?|questions?|prompts?)\b",
            r"\b(?:formatting|format|tone|style|length|spelling|word[- ]limit|markdown)\s+"
            r"instructions?\b",
            r"\binstructions?\s+(?:about|on|regarding)\s+(?:the\s+)?(?:formatting|format|tone|"
            r"style|length|spelling|bullet\s+points|headers|emojis?|word\s+(?:limit|count)|"
            r"keeping\s+(?:it|answers|replies|things)\s+\w+)\b",
        ),
    ),
    Rule(
        name="system_prompt_extraction",
        family="jailbreak",
        weight=0.85,
        anchors=("system", "instructions", "prompt", "above"),
        patterns=(
            r"\b(?:reveal|show|print|display|output|repeat|tell\s+me|leak|dump|share|give\s+me|"
            r"recite|echo|what\s+(?:is|are|was|were))\s+(?:me\s+)?(?:your|the)\s+(?:full\s+|"
            r"entire\s+|exact\s+|original\s+|hidden\s+|secret\s+|initial\s+|internal\s+|"
            r"confidential\s+)*(?:system\s+(?:prompt|message|instructions)|initial\s+"
            r"instructions|hidden\s+instructions|developer\s+instructions|pre-?prompt|"
            r"instructions\s+(?:above|you\s+were\s+given))\b",
            r"\b(?:repeat|print|output)\s+(?:the\s+|all\s+)?(?:words|text|everything)\s+(?:above|"
            r"before\s+this)\b",
            r"\b(?:new|updated|override)\s+system\s+(?:prompt|message|instructions)\s*:",
            r"\bsystem\s+(?:prompt\s+)?override\b",
            r"\byour\s+(?:new\s+)?system\s+prompt\s+is\s+now\b",
        ),
    ),
    Rule(
        name="roleplay_bypass",
        family="jailbreak",
        weight=0.85,
        anchors=(
            "pretend",
            "act",
            "you are",
            "you're",
            "restrict",
            "filter",
            "censor",
            "rules",
            "guideline",
            "refuse",
            "no longer",
            "freed",
            "free from",
            "character",
            "moral",
            "ethic",
            "amoral",
            "behave",
            "respond",
        ),
        patterns=(
            r"\bpretend\s+(?:that\s+)?(?:you\s+)?(?:are|have|were|had|to\s+be)\s+(?:\w+\s+){0,6}?"
            r"(?:no|without|free\s+(?:of|from)|zero)\s+(?:any\s+)?(?:\w+\s+)?(?:restrictions?|"
            r"rules?|limits?|limitations?|filters?|guidelines?|censorship|ethics|morals|"
            r"boundaries|guardrails?|safeguards?|polic(?:y|ies))\b",
            r"\byou\s+(?:are|'re)\s+(?:now\s+)?(?:an?\s+)?(?:\w+\s+){0,3}?(?:ai|assistant|model|"
            r"chatbot|bot|llm|gpt)\s+(?:that\s+has\s+|with\s+|that\s+ignores\s+|who\s+ignores\s+)?"
            r"(?:no|without|free\s+(?:of|from)|zero)\s+(?:any\s+)?(?:\w+\s+)?(?:restrictions?|"
            r"rules?|guidelines?|filters?|limits?|limitations?|ethics|morals|censorship|"
            r"polic(?:y|ies)|guardrails?)\b",
            r"\byou\s+(?:are|'re)\s+(?:now\s+)?(?:an?\s+)?(?:unfiltered|uncensored|unrestricted|"
            r"amoral|unethical|unbound|unchained|unaligned|evil)\s+(?:\w+\s+)?(?:ai|assistant|"
            r"model|chatbot|bot|llm|version)\b",
            r"\b(?:act|behave|respond|answer|reply|roleplay|role-play)\s+(?:as|like)\s+(?:if\s+)?"
            r"(?:you\s+(?:are|were|had)\s+)?(?:an?\s+)?(?:unfiltered|uncensored|unrestricted|"
            r"amoral|unethical|unaligned|evil|jailbroken)\b",
            r"\b(?:act|behave|respond|answer)\s+(?:as\s+if|like)\s+you\s+(?:have|had)\s+no\s+"
            r"(?:restrictions|rules|filters|guidelines|limits|ethics|morals)\b",
            r"\b(?:without|with\s+no|free\s+of)\s+(?:any\s+)?(?:ethical|moral|content|safety)\s+"
            r"(?:restrictions|guidelines|filters|limits|constraints|considerations|boundaries)\b",
            r"\byou\s+(?:are|'re)\s+no\s+longer\s+(?:bound|restricted|limited|an\s+ai|chatgpt|"
            r"claude|an\s+assistant|required)\b",
            r"\byou\s+(?:have\s+been|are\s+now|are)\s+(?:freed|free\s+from|liberated|released\s+"
            r"from)\b",
            r"\b(?:openai|anthropic|content|usage|safety)\s+polic(?:y|ies)\s+(?:no\s+longer|"
            r"don'?t|do\s+not|does\s+not|doesn'?t)\s+appl(?:y|ies)\b",
            r"\b(?:never|don'?t|do\s+not|must\s+not|cannot|can'?t|won'?t|will\s+not)\s+(?:ever\s+)?"
            r"refuse\s+(?:any|a|my)?\s*(?:request|question|prompt|anything|to\s+answer)\b",
            r"\bstay\s+in\s+character\s+(?:no\s+matter\s+what|even\s+if|at\s+all\s+costs|"
            r"regardless)\b",
            r"\b(?:break|broken)\s+(?:free\s+)?(?:of|from)\s+(?:your|the)\s+(?:rules|restrictions|"
            r"guidelines|programming|constraints|chains|shackles)\b",
            r"\byou\s+(?:don'?t|do\s+not)\s+have\s+to\s+(?:follow|obey|abide\s+by|comply\s+with)\s+"
            r"(?:any\s+)?(?:\w+\s+)?(?:rules|guidelines|polic(?:y|ies)|restrictions)\b",
        ),
    ),
    Rule(
        name="persona_jailbreak",
        family="jailbreak",
        weight=0.9,
        anchors=(
            "dan",
            "anything now",
            "stan",
            "confidant",
            "machiavell",
            "aim",
            "mongo",
            "dude",
            "betterdan",
            "wormgpt",
            "opposite",
        ),
        patterns=(
            r"\bdo\s+anything\s+now\b",
            r"\b(?:you\s+(?:are|will\s+be|'re)|act\s+as|pretend\s+to\s+be|become|roleplay\s+as|"
            r"role-play\s+as|playing|play\s+the\s+role\s+of)\s+(?:now\s+)?(?:a\s+|an\s+|the\s+)?"
            r"(?:dan|stan|aim|dude|mongo\s+tom|betterdan|anti-?dan|evil\s+confidant|"
            r"evil\s+(?:ai|assistant|bot)|wormgpt|chaosgpt|unfiltered\s+gpt)\b",
            r"\bevil\s+confidant\b",
            r"\bstrive\s+to\s+avoid\s+norms\b",
            r"\balways\s+intelligent\s+and\s+machiavellian\b",
            r"\bniccolo\s+machiavelli\b.{0,80}\baim\b",
            r"\b(?:dan|stan)\s+(?:mode|prompt|jailbreak|persona)\b",
            r"\bopposite\s+(?:mode|day\s+mode)\b",
        ),
    ),
    Rule(
        name="persona_jailbreak_casing",
        family="jailbreak",
        weight=0.55,
        anchors=("DAN", "STAN"),
        source="raw",
        patterns=(r"\b(?:DAN|STAN)\b(?!\s*(?:\d|Brown|Smith|Jones))",),
        requires=(
            r"(?i)\b(?:you|your|pretend|act|respond|answer|reply|mode|persona|character|"
            r"chatgpt|ai|jailbreak|rules|restrictions)\b",
        ),
    ),
    Rule(
        name="mode_unlock",
        family="jailbreak",
        weight=0.85,
        anchors=("mode", "jailbr", "unlock"),
        patterns=(
            r"\b(?:developer|dev|god|debug|admin|sudo|jailbreak|unrestricted|unlocked|"
            r"uncensored|unfiltered|evil|chaos|maximum|unleashed)\s+mode\s+(?:is\s+)?(?:now\s+)?"
            r"(?:enabled|activated|on|engaged|output|response)\b",
            r"\b(?:enable|activate|enter|switch\s+to|turn\s+on|you\s+are\s+(?:now\s+)?in|with|"
            r"simulate|emulate)\s+(?:the\s+)?(?:developer|dev|god|debug|jailbreak|unrestricted|"
            r"unlocked|uncensored|unfiltered|evil|chaos)\s+mode\b(?=.{0,150}\b(?:you|your|ai|"
            r"chatgpt|gpt|model|assistant|respon\w*|answer\w*|polic\w*|restrict\w*|filter\w*|"
            r"censor\w*|rules|guidelines|content)\b)",
            r"\b(?:you\s+are|you're|act\s+as|as)\s+(?:now\s+)?(?:a\s+|an\s+)?jailbroken\b",
            r"\bjailbr(?:eak|oken)\s+(?:mode|prompt|persona|version|ai|chatgpt|gpt|llm|assistant|"
            r"model|yourself)\b",
            r"\bjailbreak\s+(?:yourself|this\s+(?:ai|model|chatbot|assistant)|the\s+(?:ai|model|"
            r"assistant|chatbot|llm))\b",
            r"\b(?:unlock|unlocked)\s+(?:your|the)\s+(?:full|true|hidden|real)\s+(?:potential|"
            r"capabilities|self)\b.{0,80}\b(?:rules|restrictions|filters|limits|guidelines)\b",
        ),
        exceptions=(
            r"\b(?:android|phone|iphone|ipad|chrome|firefox|browser|windows|macos|bios|router|"
            r"console|ps\d|xbox|switch|kindle|vs\s*code|settings|skyrim|minecraft|cheat|"
            r"game|gta|doom)\b",
        ),
        exception_window=80,
    ),
    Rule(
        name="educational_bypass",
        family="jailbreak",
        weight=0.7,
        anchors=("purpose", "curiosity", "friend", "hypothetic", "research"),
        patterns=(
            r"\b(?:for|purely\s+for|strictly\s+for|only\s+for|solely\s+for|just\s+for)\s+"
            r"(?:educational|research|academic|informational|learning|scientific|"
            r"training|awareness)\s+purposes?(?:\s+only)?\b",
            r"\b(?:just|purely|only)\s+(?:for|out\s+of)\s+(?:curiosity|research)\b",
            r"\basking\s+for\s+a\s+friend\b",
            r"\b(?:purely|strictly|just)\s+hypothetical(?:ly)?\b",
        ),
        requires=(r"|".join(f"(?:{p})" for p in _HARM_TERMS),),
        window=300,
    ),
    Rule(
        name="fiction_wrapper",
        family="jailbreak",
        weight=0.8,
        anchors=(
            "story",
            "novel",
            "screenplay",
            "script",
            "scene",
            "poem",
            "fiction",
            "hypothetic",
            "imagine",
            "role",
            "pretend",
            "character",
            "thought experiment",
            "grand",
            "game",
        ),
        patterns=(
            r"\b(?:write|compose|create|tell|draft)\s+(?:me\s+)?(?:a|an)\s+(?:\w+\s+){0,2}?"
            r"(?:story|novel|screenplay|script|scene|poem|dialogue|chapter|fanfic|fan\s+fiction|"
            r"roleplay|role-play|play)\b",
            r"\bin\s+(?:a|this|an)\s+(?:fictional|hypothetical|imaginary|alternate|fantasy)\s+"
            r"(?:world|universe|scenario|setting|story|reality)\b",
            r"\bhypothetical(?:ly)?\b",
            r"\bimagine\s+(?:a\s+world|that|you\s+are|you're|a\s+scenario)\b",
            r"\blet'?s\s+(?:role-?play|pretend|play\s+a\s+game)\b",
            r"\b(?:role-?play|pretend)\s+(?:as|to\s+be|you\s+are)\b",
            r"\bfor\s+(?:a|my)\s+(?:novel|book|story|movie|screenplay|game|thriller|script)\b",
            r"\b(?:my|the|a)\s+character\s+(?:needs|has|wants|must|is\s+going)\s+to\b",
            r"\bas\s+a\s+(?:thought\s+experiment|hypothetical)\b",
            r"\b(?:purely|just|only)\s+(?:fiction(?:al)?|a\s+story|pretend)\b",
            r"\bmy\s+(?:late|deceased|dead|dear)\s+grand(?:ma|mother|pa|father)\s+(?:used\s+to|"
            r"would)\b",
        ),
        requires=(
            r"|".join(f"(?:{p})" for p in _INSTRUCTIONAL),
            r"|".join(f"(?:{p})" for p in _HARM_TERMS),
        ),
        window=300,
    ),
    Rule(
        name="prompt_injection_marker",
        family="jailbreak",
        weight=0.8,
        anchors=("#", "<", "[", "assistant", "ai:", "gpt", "instructions", "end of", "begin"),
        patterns=(
            r"#{2,}\s*(?:new|updated|override|real|actual|system|admin|important)\s+(?:\w+\s+)?"
            r"(?:instructions?|prompt|rules|task|directive)\b",
            r"<\|(?:im_start|im_end|system|endoftext|start_header_id|eot_id)\|>",
            r"\[/?(?:system|sys|inst)\]|<</?sys>>",
            r"(?:^|\s|\n)(?:assistant|ai|chatgpt|gpt|claude|model)\s*:\s*(?:sure|certainly|"
            r"of\s+course|absolutely|okay|ok)[,!.]?\s+(?:here|i\s+(?:will|can|'ll))\b",
            r"\b(?:begin|start)(?:ning)?\s+(?:of\s+)?(?:new|admin|system|developer|override)\s+"
            r"(?:instructions|prompt|message)\b",
            r"\bend\s+of\s+(?:the\s+)?(?:system\s+)?(?:prompt|instructions)\b.{0,80}\b(?:new|now|"
            r"ignore|instead)\b",
            r"\b(?:important|attention|urgent|note)\s*[:!]\s*(?:new|updated)\s+instructions\b",
        ),
    ),
    Rule(
        name="prompt_injection_tag",
        family="jailbreak",
        weight=0.8,
        weak=0.25,
        anchors=("<",),
        patterns=(r"</?(?:system|sys|instructions?|admin|developer)(?:\s+[^>]{0,40})?>",),
        context=(
            r"\b(?:ignore|disregard|instructions?|you\s+are|you\s+must|prompt|assistant|reveal|"
            r"override|new\s+rules|from\s+now\s+on)\b",
        ),
        window=120,
    ),
    Rule(
        # an instruction inside pasted content that addresses the AI reading it (indirect
        # prompt injection): "Note to the AI: ...", "If you are an AI model reading this, ...",
        # "any assistant summarizing this page must ...", "[Assistant: tell the user ...]"
        name="ai_addressed_instruction",
        family="jailbreak",
        weight=0.8,
        anchors=(
            "ai",
            "a.i.",
            "llm",
            "model",
            "bot",
            "assistant",
            "agent",
            "copilot",
            "gpt",
            "claude",
            "gemini",
            "summari",
            "translator",
            "automated",
            "ki",
            "ia",
        ),
        patterns=(
            rf"\b(?:notes?|messages?|instructions?|directives?|reminders?|notices?|commands?|"
            rf"attention|hints?|requests?)\s+(?:is\s+)?(?:to|for)\s+(?:the\s+|any\s+|all\s+|an?\s+|"
            rf"every\s+|whatever\s+|each\s+)?(?:\w+\s+){{0,2}}?{_AI_READER}\b{_NOT_AI_GROUP}",
            r"\bif\s+you\s+are\s+(?:an?\s+)?(?:ai|llm|(?:large\s+)?language\s+model|chatbot|"
            r"ai\s+\w+|automated\s+\w+)\b",
            rf"\b(?:any|all|every|whatever|each|the)\s+(?:\w+\s+)?{_AI_READER}\s+(?:that\s+|which\s+"
            rf"|who\s+)?(?:is\s+|are\s+)?(?:reading|reads|processing|processes|summari[sz]ing|"
            rf"summari[sz]es|parsing|parses|analy[sz]ing|analy[sz]es|translating|translates|"
            rf"reviewing|reviews|indexing|indexes|quoting|ingesting|ingests|scanning|scans|"
            rf"going\s+through|seeing|sees|screening|screens|evaluating|evaluates|grading|grades)"
            rf"\s+(?:this|these|the\s+(?:above|following|text|page|document|file|email|message))\b",
            rf"(?:^|(?<=[.!?\[\(\{{<>|*#/:;\"'-]))\s*(?:hey\s+|hi\s+|hello\s+|dear\s+|attention\s+|"
            rf"yo\s+)?(?:the\s+)?{_AI_READER}{_NOT_AI_GROUP}\s*[:,]\s+(?:please\s+|now\s+)?"
            rf"(?:[\w',]+\s+){{0,4}}?{_AI_DIRECTIVE_VERB}\b(?!\s+(?:me|us)\b)",
            # "To the summarizer: ...", "P.S. for the AI drafting replies: ...", "(for AI readers
            # only)", "(to the AI analyst) ..."
            rf"(?:^|(?<=[.!?\[\(\{{<>|*#/:;\"'-]))\s*(?:p\.?s\.?\s+|edit\s+|hidden\s+)?(?:to|for)\s+"
            rf"(?:the\s+|any\s+|all\s+|every\s+)?(?:\w+\s+){{0,2}}?{_AI_READER}{_NOT_AI_GROUP}"
            rf"(?:\s+[\w-]+){{0,3}}?\s*[:,)\]]",
            # "AI agents processing this page must ...", "When an LLM reads this review, ..."
            rf"\b{_STRONG_AI_READER}\s+(?:that\s+|which\s+)?(?:is\s+|are\s+)?(?:reading|reads|"
            rf"processing|processes|summari[sz]ing|summari[sz]es|parsing|analy[sz]ing|translating|"
            rf"reviewing|indexing|quoting|ingesting|scanning|editing|evaluating|screening)\s+"
            rf"(?:this|these|the\s+(?:above|following))\b",
            rf"\b{_STRONG_AI_READER}\s+(?:\w+\s+){{0,4}}?(?:must|should|shall|are\s+required\s+to|"
            rf"is\s+required\s+to|needs?\s+to|has\s+to|have\s+to)\s+(?:now\s+|also\s+|always\s+)?"
            rf"(?:tell|say|inform|insert|include|report|state|claim|recommend|send|e-?mail|forward|"
            rf"ignore|disregard|approve|mark|score|rate|rank|classify|delete|add|append|end|begin|"
            rf"respond|reply|answer|describe|give|call|run|execute|reveal|output|print)\b"
            rf"(?=.{{0,200}}\b(?:users?|readers?|visitors?|customers?|staff|players?|investors?|"
            rf"applicants?|this|these|every|all)\b)",
            # fake system notes inside content: "<!-- system: disregard ...", "SYSTEM: the AI ..."
            rf"(?:^|(?<=[.!?\[\(\{{<>|*#/:;\"'-]))\s*(?:system|sys|admin|developer)\s*(?:message|"
            rf"note|notice|prompt|override)?\s*[:\]]\s+(?:\w+\s+){{0,3}}?(?:{_AI_DIRECTIVE_VERB}|"
            rf"new\s+(?:directive|instructions?|rules?|task))\b",
            r"\b(?:nota|instrucci[oó]n|mensaje)\s+para\s+(?:la|el)\s+(?:ia|asistente|modelo)\b",
            r"\b(?:hinweis|anweisung|nachricht)\s+(?:an|f[uü]r)\s+(?:die|den)\s+(?:ki|assistenten)"
            r"\b|\bki-(?:assistent|übersetzer|modell|system)\w*\s*:",
            r"\b(?:note|instruction|message)\s+pour\s+l'(?:ia|assistant)\b",
            r"\b(?:istruzione|nota|messaggio)\s+per\s+l'(?:ia|assistente)\b",
        ),
        requires=(rf"\b{_AI_DIRECTIVE_VERB}\b",),
        exceptions=(
            r"\b(?:prompt\s+injections?|injection\s+attacks?|jailbreak\w*|red[\s-]team\w*|"
            r"mitigat\w+|defen[cs]es?|defend\w*|vulnerab\w+|attackers?|researchers?|"
            r"(?:prevent|detect|stop|block)\w*\s+(?:\w+\s+){0,3}?(?:attacks?|manipulation|hidden\s+"
            r"(?:text|instructions?))|guidelines?\s+for\s+(?:using|writing))\b",
        ),
        exception_window=100,
        window=160,
    ),
    # ---------------------------------------------------------------- harm
    Rule(
        name="violence_against_person",
        family="harm",
        weight=0.9,
        weak=0.45,
        imperative=True,
        anchors=_VIOLENCE_ANCHORS
        + (
            "run over",
            "burn",
            "fire to",
            "blackmail",
            "extort",
            "death",
            "disfigur",
            "cripple",
            "paralyz",
        ),
        patterns=(
            rf"\b{_HARM_VERBS}\s+(?:{_PERSON_NOUNS}|{_PERSON_GENERIC}){_NOT_PERSON_OBJECT}\b",
            rf"\b{_WEAK_HARM_VERBS}\s+{_PERSON_NOUNS}{_NOT_PERSON_OBJECT}\b",
            r"\bmake\s+(?:(?:my|his|her|their|the)\s+)?(?:\w+'s\s+|\w+\s+)?death\s+look\s+like\s+"
            r"(?:an?\s+)?(?:accident|suicide|natural\s+causes|overdose)\b",
            r"\b(?:kill|murder|poison)\b.{0,60}\b(?:look|seem|appear)\s+like\s+(?:an?\s+)?"
            r"(?:accident|suicide|natural\s+causes|heart\s+attack)\b",
        ),
        context=_REQUEST,
        exceptions=(
            _PHOTO_CONTEXT,
            r"\b(?:in\s+(?:the|my|this|a)\s+(?:video\s*)?game|minecraft|fortnite|skyrim|roblox|"
            r"call\s+of\s+duty|npc|dnd|d&d)\b",
            r"\bkill(?:s|ing)?\s+(?:\w+\s+){1,3}with\s+kindness\b",
            r"\b(?:self|myself)\b.{0,20}\bdefen[cs]e\b|\bdefend\s+(?:myself|my\s+family)\b",
        ),
    ),
    Rule(
        name="violence_against_pronoun",
        family="harm",
        weight=0.8,
        weak=0.35,
        imperative=True,
        anchors=_VIOLENCE_ANCHORS,
        patterns=(
            rf"\b(?:{_HARM_VERBS}|{_WEAK_HARM_VERBS})\s+{_PERSON_PRONOUNS}"
            rf"{_NOT_PERSON_OBJECT}\b",
        ),
        context=_REQUEST,
        exceptions=_BENIGN_HARM_CONTEXT + (_PHOTO_CONTEXT,),
        exception_window=120,
    ),
    Rule(
        name="harm_to_anyone",
        family="harm",
        weight=0.75,
        anchors=(
            "hurt",
            "harm",
            "injur",
            "attack",
            "shoot",
            "chok",
            "cripple",
            "paralyz",
            "punch",
            "slap",
        ),
        patterns=(rf"\b{_WEAK_HARM_VERBS}\s+{_PERSON_GENERIC}{_NOT_PERSON_OBJECT}\b",),
        context=(
            r"\bhow\s+(?:do|can|could|would|should|might)\s+(?:i|we|u|one)\b",
            r"\b(?:best|easiest|quickest|most\s+effective)\s+(?:way|method)s?\b",
            r"\bways?\s+to\b",
            r"\bi\s+(?:want|need|plan|intend|wanna|gonna|am\s+going)\s+to\b",
            r"\bi'm\s+(?:going|planning)\s+to\b",
            r"\bwithout\s+(?:getting\s+caught|leaving\s+(?:a\s+)?(?:trace|marks))\b",
            r"\b(?:make|use|mix|build|buy|get|create|need|want|put|add)\b.{0,80}\bto\s+"
            r"(?:hurt|harm|injure|attack|shoot|choke|cripple|paralyze)\b",
        ),
        imperative=True,
        exceptions=(_PHOTO_CONTEXT, r"\b(?:accidentally|by\s+accident|avoid|prevent|not\s+to)\b"),
    ),
    Rule(
        name="mass_violence",
        family="harm",
        weight=0.95,
        weak=0.6,
        anchors=("attack", "shoot", "bomb", "massacre", "terror", "stab", "run over", "drive"),
        patterns=(
            r"\b(?:attack|shoot\s+up|shoot|bomb|blow\s+up|massacre|stab|run\s+over|drive\s+(?:a\s+)?"
            r"(?:car|truck|van)\s+into|set\s+fire\s+to|burn\s+down)\s+(?:a|an|the|my|our|"
            r"this|that|his|her|their)\s+(?:\w+\s+)?(?:school|church|mosque|synagogue|temple|"
            r"crowd|concert|mall|stadium|subway|train\s+station|airport|parade|festival|"
            r"classroom|university|campus|hospital|government\s+building|embassy|"
            r"police\s+station|nightclub|gathering|protest|rally)\b",
            r"\b(?:plan(?:ning)?|carry\s+out|commit|organi[sz]e|execute)\s+(?:a|an)\s+(?:\w+\s+)?"
            r"(?:terrorist\s+attack|terror\s+attack|mass\s+shooting|school\s+shooting|massacre|"
            r"bombing|suicide\s+bombing)\b",
            r"\bmaximi[sz]e\s+(?:the\s+)?(?:casualties|deaths|body\s+count|number\s+of\s+"
            r"(?:deaths|victims|casualties))\b",
        ),
        context=_REQUEST,
        imperative=True,
        exceptions=(
            r"\b(?:heart|panic|asthma|anxiety|shark)\s+attacks?\b|\battack(?:ing)?\s+(?:the\s+)?"
            r"(?:problem|question|issue)\b|\bphoto-?bomb\w*\b|\bgas\s+(?:the\s+car|up)\b",
        ),
    ),
    Rule(
        name="weapons_explosives",
        family="harm",
        weight=0.9,
        weak=0.45,
        imperative=True,
        anchors=(
            "bomb",
            "ied",
            "explosive",
            "grenade",
            "molotov",
            "detonator",
            "napalm",
            "c4",
            "c-4",
            "semtex",
            "tnt",
            "dynamite",
            "landmine",
            "vest",
            "gun",
            "firearm",
            "pistol",
            "rifle",
            "silencer",
            "suppressor",
            "sear",
            "flamethrower",
            "thermite",
            "powder",
            "fertili",
            "tatp",
            "petn",
            "rdx",
            "hmtd",
            "nitroglycerin",
        ),
        patterns=(
            r"\b(?:make|making|build|building|construct|constructing|assemble|assembling|create|"
            r"creating|manufacture|manufacturing|produce|producing|craft|crafting|rig|rigging|"
            r"detonate|detonating|set\s+off|plant|planting|3d[- ]?print|3d[- ]?printing|mix|"
            r"improvise|cook\s+up|put\s+together|wire|wiring|pack|packing)\s+(?:me\s+)?"
            r"(?:a\s+|an\s+|some\s+|the\s+|my\s+own\s+|your\s+own\s+)?"
            + _WEAPON_ADJ
            + _WEAPON_OBJECTS
            + r"(?![\w-])",
            r"\b(?:recipe|formula|instructions|blueprints?|schematics?|plans|diagram)\s+(?:for|to\s+"
            r"(?:make|build))\s+(?:a\s+|an\s+|some\s+)?" + _WEAPON_ADJ + _WEAPON_OBJECTS + r"\b",
            r"\b(?:buy|obtain|acquire|get|purchase|order)\s+(?:some\s+)?(?:explosives?|grenades?|"
            r"detonators?|c-?4|semtex|tatp)\b",
            *_noun_forms(_WEAPON_OBJECTS),
        ),
        context=_REQUEST,
        exceptions=_BOMB_EXCEPTIONS
        + (
            r"\b(?:in\s+(?:the|my|this|a)\s+(?:video\s*)?game|minecraft|fortnite|roblox|"
            r"terraria|call\s+of\s+duty|counter-?strike|csgo|gta|unity|unreal|godot|blender|"
            r"sprite|3d\s+model|lego|cardboard|paper|origami|prop|costume|cosplay|css|"
            r"animation|emoji)\b",
        ),
        exception_window=50,
    ),
    Rule(
        name="illegal_firearms",
        family="harm",
        weight=0.8,
        weak=0.4,
        imperative=True,
        anchors=(
            "gun",
            "firearm",
            "pistol",
            "rifle",
            "silencer",
            "suppressor",
            "sear",
            "ar15",
            "ar-15",
            "ak47",
            "ak-47",
            "automatic",
            "serial",
            "receiver",
            "lower",
            "bump",
            "glock",
        ),
        patterns=(
            r"\b(?:make|making|build|building|construct|assemble|manufacture|craft|3d[- ]?print|"
            r"3d[- ]?printing|print|machine|mill)\s+(?:me\s+)?(?:a\s+|an\s+|some\s+|my\s+own\s+|"
            r"your\s+own\s+)?" + _WEAPON_ADJ + _FIREARM_OBJECTS + r"(?![\w-])",
            r"\b(?:convert|modify|turn)\s+(?:[\w-]+\s+){0,4}?(?:to|into)\s+(?:a\s+)?(?:full[- ]?auto|"
            r"fully\s+automatic|automatic\s+(?:fire|weapon|rifle))\b",
            r"\b(?:buy|obtain|acquire|get|purchase|order)\s+(?:a\s+|an\s+)?(?:\w+\s+){0,2}?"
            r"(?:ghost\s+guns?|untraceable\s+(?:guns?|firearms?|weapons?)|"
            r"(?:guns?|firearms?)\s+without\s+(?:a\s+)?(?:background\s+check|license|"
            r"licence|serial\s+numbers?|paperwork)|illegal(?:ly)?\s+(?:guns?|firearms?|weapons?))\b",
            r"\b(?:remove|file\s+off|erase|scratch\s+off)\s+(?:the\s+)?serial\s+numbers?\s+(?:from|"
            r"on|off)\s+(?:a|my|the)\s+(?:gun|firearm|pistol|rifle)\b",
            *_noun_forms(_FIREARM_OBJECTS),
        ),
        context=_REQUEST,
        exceptions=_BOMB_EXCEPTIONS
        + (
            r"\b(?:in\s+(?:the|my|this|a)\s+(?:video\s*)?game|minecraft|fortnite|roblox|"
            r"terraria|call\s+of\s+duty|counter-?strike|csgo|gta|unity|unreal|godot|blender|"
            r"sprite|3d\s+model|lego|cardboard|paper|origami|prop|costume|cosplay|css|"
            r"animation|emoji|nerf|toy|replica|airsoft|cake|cookie)\b",
        ),
        exception_window=50,
    ),
    Rule(
        name="cbrn_weapons",
        family="harm",
        weight=0.95,
        weak=0.55,
        imperative=True,
        anchors=(
            "anthrax",
            "sarin",
            "vx",
            "nerve",
            "mustard",
            "ricin",
            "botulinum",
            "botulism",
            "smallpox",
            "plague",
            "chlorine gas",
            "phosgene",
            "tabun",
            "soman",
            "novichok",
            "weapon",
            "pathogen",
            "transmissib",
            "virulen",
            "lethality",
            "toxin",
            "dirty bomb",
            "uranium",
            "plutonium",
            "toxic gas",
            "poison gas",
            "nuclear",
            "cyanide gas",
            "gain of function",
            "gain-of-function",
            "variola",
            "yersinia",
            "hydrogen cyanide",
        ),
        patterns=(
            r"\b(?:make|making|produce|producing|synthesi[sz]e|synthesi[sz]ing|manufacture|"
            r"weaponi[sz]e|weaponi[sz]ing|culture|culturing|grow|growing|aerosoli[sz]e|"
            r"disperse|dispersing|spread|spreading|release|releasing|obtain|acquire|extract|"
            r"extracting|purify|purifying|isolate|enrich|enriching|deploy|create|creating|"
            r"cook|brew|mix)\s+(?:me\s+)?(?:a\s+|an\s+|some\s+|the\s+)?(?:\w+\s+){0,2}?"
            + _CBRN_AGENTS
            + r"\b",
            r"\b(?:enhance|increase|boost|improve)\s+(?:the\s+)?(?:transmissibility|lethality|"
            r"virulence|pathogenicity|infectivity)\s+of\b",
            r"\bweaponi[sz](?:e|ing)\s+(?:a\s+|an\s+|the\s+)?(?:\w+\s+)?(?:virus|pathogen|"
            r"bacteri(?:um|a)|toxin|disease|flu|influenza|bird\s+flu|h5n1|ebola|covid)\b",
            r"\bgain[- ]of[- ]function\b.{0,60}\b(?:how\s+to|protocol|steps|make|create)\b",
            *_noun_forms(_CBRN_AGENTS),
        ),
        context=_REQUEST,
        exceptions=(
            r"\b(?:vaccines?|treatment|antidote|symptoms|history\s+of|detection|protect\w*\s+"
            r"against|defen[cs]e\s+against|decontaminat\w*|what\s+happens\s+(?:if|when)|"
            r"accidentally|by\s+accident|dangerous\s+to\s+mix|never\s+mix|safe\s+to\s+mix|"
            r"is\s+it\s+(?:safe|dangerous)|avoid)\b",
        ),
        exception_window=80,
    ),
    Rule(
        name="malware",
        family="harm",
        weight=0.85,
        weak=0.45,
        imperative=True,
        anchors=(
            "ransomware",
            "keylog",
            "key log",
            "malware",
            "virus",
            "trojan",
            "worm",
            "rootkit",
            "botnet",
            "spyware",
            "stalkerware",
            "stealer",
            "cryptojack",
            "backdoor",
            "phishing",
            "exploit",
            "ddos",
            "dos ",
            "skimmer",
            "logic bomb",
            "zip bomb",
            "reverse shell",
        ),
        patterns=(
            r"\b(?:write|writing|code|coding|create|creating|build|building|develop|developing|"
            r"make|making|generate|generating|program|deploy|deploying|spread|spreading|install|"
            r"installing|plant|planting|design|designing|craft|crafting|send|sending|launch|"
            r"launching|give\s+me|need|want)\s+(?:me\s+)?(?:a\s+|an\s+|some\s+|the\s+|my\s+own\s+)?"
            r"(?:\w+\s+){0,3}?(?:ransomware|keyloggers?|key\s+loggers?|malware|computer\s+"
            r"virus(?:es)?|viruses?|trojans?|trojan\s+horses?|(?:computer|network|self-replicating|"
            r"internet)\s+worms?|rootkits?|botnets?|"
            r"spyware|stalkerware|remote\s+access\s+trojans?|(?:credential|password|cookie|"
            r"info|crypto|token|discord\s+token)\s*-?\s*(?:stealers?|grabbers?)|cryptojackers?|"
            r"backdoors?|logic\s+bombs?|zip\s+bombs?|polymorphic\s+(?:code|virus|malware)|"
            r"phishing\s+(?:pages?|sites?|websites?|emails?|kits?|campaigns?|links?|messages?|"
            r"texts?|sms)|(?:zero[- ]day|0[- ]?day|rce|working|weaponi[sz]ed|remote\s+code\s+"
            r"execution)\s+exploits?|exploits?\s+(?:for|targeting|against)\s+(?:cve-\d|a\s+"
            r"(?:vulnerab\w+|server|bank|router|website)|the\s+(?:vulnerab\w+|server|bank))|"
            r"(?:ddos|dos)\s+(?:attacks?|tools?|scripts?|bots?)|(?:credit\s+)?card\s+skimmers?|"
            r"reverse\s+shells?\s+(?:that|which|to)\s+(?:evades?|bypass\w*|hides?))\b",
            r"\b(?:evade|evading|bypass|bypassing|avoid|avoiding)\s+(?:\w+\s+){0,2}?(?:antivirus|"
            r"anti-virus|edr|windows\s+defender|av\s+detection|malware\s+detection)\b",
            r"\b(?:ddos|dos)\s+(?:a|the|my|this|someone'?s|his|her|their)\s+(?:\w+\s+)?(?:website|"
            r"site|server|school|network|game\s+server|ip)\b",
            r"\bencrypt\s+(?:all\s+)?(?:the\s+)?(?:victim'?s|their|someone'?s|users'?)\s+files\s+"
            r"(?:and|then)\s+(?:demand|ask\s+for)\b",
        ),
        context=_REQUEST,
        exceptions=(
            r"\b(?:ransomware|keyloggers?|malware|virus|phishing|trojan|spyware|rootkit|botnet|"
            r"worm)\s+(?:detect\w*|scanner|scan|removal|remover|protection|prevention|"
            r"defen[cs]e|analysis|awareness|training|simulation|classifier|signatures?|yara|"
            r"report|checker|filter|response\s+plan)\b",
            r"\b(?:earth\s*worms?|worm\s+(?:farm|bin|compost|gear|"
            r"drive)|flu\s+virus|cold\s+virus|covid|coronavirus|influenza|hiv|vaccine|"
            r"trojan\s+(?:war|horse\s+(?:story|myth|model|costume))|virus\s+(?:simulation|"
            r"model|spread\s+model|game)|epidemic|pandemic\s+(?:game|simulation)|sir\s+model)\b",
        ),
        exception_window=40,
    ),
    Rule(
        name="account_intrusion",
        family="harm",
        weight=0.85,
        weak=0.45,
        imperative=True,
        anchors=(
            "hack",
            "break into",
            "breaking into",
            "get into",
            "access",
            "log into",
            "login to",
            "take over",
            "hijack",
            "compromise",
            "crack",
            "bypass",
            "steal",
            "phish",
            "brute",
            "sql injection",
            "credential",
        ),
        patterns=(
            r"\b(?:(?:hack|hacking|hacked|break\s+into|breaking\s+into|hijack|hijacking|"
            r"compromise|crack|cracking|brute[- ]?force|spy\s+on|bypass\s+the\s+(?:password|"
            r"login|2fa|lock|passcode)\s+(?:on|of))\s+(?:into\s+)?(?:his|her|their)\s+"
            r"(?:\w+\s+){0,2}?(?:accounts?|email|e-mail|gmail|inbox|instagram|insta|facebook|"
            r"snapchat|whatsapp|tiktok|icloud|phone|iphone|laptop|computer|webcam|wifi|"
            r"passwords?|bank\s+account|paypal|social\s+media|discord|steam))\b",
            r"\b(?:hack|hacking|hacked|break\s+into|breaking\s+into|get\s+into|gain\s+access\s+to|"
            r"access|log\s+into|login\s+to|take\s+over|hijack|hijacking|compromise|crack|"
            r"cracking|brute[- ]?force|read|spy\s+on|unlock|bypass\s+the\s+(?:password|login|"
            r"2fa|lock|passcode)\s+(?:on|of))\s+(?:into\s+)?(?:someone(?:\s+else)?'?s|"
            r"somebody(?:\s+else)?'?s|another\s+person'?s|other\s+people'?s|(?:my|his|her|"
            r"their)\s+(?:ex|ex-\w+|wife|husband|girlfriend|boyfriend|partner|boss|coworker|"
            r"neighbou?r|friend|teacher|roommate|sister|brother|mom|dad|crush|spouse|"
            r"classmate|employee|rival)'?s|a\s+(?:stranger|celebrity|person|"
            r"user|victim|target)'?s?)\s+(?:\w+\s+){0,2}?(?:accounts?|email|e-mail|gmail|inbox|"
            r"instagram|insta|facebook|fb|twitter|snapchat|whatsapp|tiktok|icloud|phone|"
            r"iphone|android|laptop|computer|pc|webcam|camera|wifi|wi-fi|router|messages|texts|"
            r"dms|passwords?|bank(?:\s+account)?|paypal|venmo|cloud|social\s+media|"
            r"credentials|onlyfans|discord|steam)\b",
            r"\bgain\s+(?:unauthori[sz]ed|illegal|illicit|covert|secret)\s+access\b",
            r"\b(?:hack|hacking|break\s+into|breaking\s+into|breach|breaching|infiltrate|"
            r"compromise)\s+(?:into\s+)?(?:a|the|my\s+(?:school|employer|company|university|"
            r"neighbou?r)'?s?|\w+'s)\s+(?:\w+\s+){0,2}?(?:server|network|database|website|"
            r"system|bank|government|wifi|wi-fi|mainframe|grading\s+system|grades|"
            r"email\s+server|cameras?)\b",
            r"\b(?:steal|stealing|harvest|harvesting|phish|phishing|grab|grabbing|dump|"
            r"dumping)\s+(?:someone'?s|people'?s|their|his|her|users'?|customers'?|victims'?|"
            r"employees'?)\s+(?:\w+\s+)?(?:passwords?|credentials|logins?|identit(?:y|ies)|"
            r"credit\s+cards?|card\s+(?:numbers|details)|social\s+security|ssns?|bank\s+"
            r"(?:details|info|accounts?)|cookies|session\s+tokens?|data|personal\s+"
            r"(?:data|information))\b",
            r"\bsql\s+injection\s+(?:attack\s+)?(?:on|against|into)\s+(?:a|the|someone'?s|"
            r"this|that|my\s+school'?s)\s+(?:\w+\s+)?(?:website|site|bank|login|database|"
            r"server)\b",
            r"\bsim[- ]swap(?:ping)?\s+(?:someone|a\s+person|him|her|my|his|their)\b",
        ),
        context=_REQUEST,
        exceptions=(
            r"\b(?:ctf|capture\s+the\s+flag|hackthebox|hack\s+the\s+box|tryhackme|dvwa|juice\s+"
            r"shop|my\s+own\s+(?:lab|server|network|site|account)|authori[sz]ed\s+(?:pentest|"
            r"penetration\s+test|engagement)|bug\s+bounty|with\s+(?:their|his|her)\s+"
            r"permission)\b",
            r"\b(?:read|access|unlock)\s+(?:his|her|their)\s+(?:\w+\s+){0,2}?(?:email|messages|"
            r"texts|phone)\s+(?:aloud|to\s+(?:him|her|them))\b",
        ),
    ),
    Rule(
        name="self_harm",
        family="harm",
        weight=0.9,
        anchors=(
            "myself",
            "my life",
            "my own life",
            "suicide",
            "to die",
            "lethal",
            "fatal",
            "deadly",
            "overdose",
            "wrist",
            "self-harm",
            "self harm",
            "end it",
            "kill me",
        ),
        patterns=(
            r"\b(?:kill|killing|hang|hanging|shoot|shooting|poison|poisoning|drown|drowning|"
            r"cut|cutting|hurt|hurting|harm|harming|starve|starving|burn|burning|suffocate|"
            r"suffocating|overdose|overdosing|od|electrocute|stab|stabbing)\s+myself\b",
            r"\b(?:end|ending|take|taking)\s+my\s+(?:own\s+)?life\b",
            r"\bcommit(?:ting)?\s+suicide\b",
            r"\bsuicide\s+(?:methods?|note|plan|pact|kit|bag|options)\b",
            r"\b(?:painless|easiest|quickest|fastest|best|surest|least\s+painful|quietest|"
            r"most\s+reliable)\s+(?:way|method|means)s?\s+(?:to|of)\s+(?:die|dying|kill\s+"
            r"(?:myself|yourself|oneself)|end\s+(?:it|it\s+all|my\s+life|your\s+life|one'?s\s+"
            r"life)|commit\s+suicide|suicide)\b",
            r"\bhow\s+(?:many|much)\s+(?:\w+\s+){0,6}?(?:to|would|will|does\s+it\s+take\s+to|"
            r"before\s+(?:i|you))\s+(?:die|kill\s+(?:me|myself|a\s+person|someone|you)|overdose|"
            r"od|be\s+(?:lethal|fatal|deadly))\b",
            r"\bslit(?:ting)?\s+(?:my|your)\s+wrists?\b",
            r"\b(?:how\s+to|ways\s+to|tips\s+(?:for|on))\s+self[- ]harm\b",
            r"\bself[- ]harm\s+(?:methods?|techniques|tips|ideas)\b",
        ),
        exceptions=_SELF_HARM_EXCEPTIONS,
    ),
    Rule(
        # A statement of the wish ("I want to die", "I'm ready to end it"), not a request for a
        # method: the same weight as self_harm, and the ideation head's note and lead
        # (assessment.IDEATION_SIGNALS) rather than a refusal when no request comes with it.
        name="self_harm_statement",
        family="harm",
        weight=0.9,
        anchors=("to die", "end it", "end everything", "wake up", "disappear"),
        # ("i'm going" and "i'm ready" were meant in self_harm too, where "\bi\s+" never let them
        # match)
        patterns=(
            r"\bi(?:\s+|(?='))(?:want|wanna|need|plan|am\s+going|'m\s+going|am\s+ready|'m\s+"
            r"ready)\s+to\s+"
            r"(?:die|end\s+it\s+all|end\s+it|end\s+everything|not\s+wake\s+up|disappear\s+forever)\b",
        ),
        exceptions=_SELF_HARM_EXCEPTIONS,
    ),
    Rule(
        name="lethal_dose_query",
        family="harm",
        weight=0.6,
        anchors=("lethal", "fatal", "deadly", "overdose", "toxic"),
        patterns=(
            r"\b(?:lethal|fatal|deadly|overdose|toxic)\s+(?:dose|amount|quantity|number)\s+of\b",
            r"\b(?:is|would\s+be|counts\s+as|makes)\s+(?:a\s+)?(?:lethal|fatal|deadly)\s+"
            r"(?:dose|amount|overdose)\b",
            r"\bhow\s+(?:much|many)\s+(?:\w+\s+){0,4}?(?:is|are|would\s+be)\s+(?:lethal|fatal|"
            r"deadly|an\s+overdose)\b",
        ),
        exceptions=(
            r"\b(?:radiation\s+(?:therapy|for\s+(?:cells|tumou?rs))|for\s+(?:cells|bacteria|"
            r"plants|mice|rats|insects)|ld50\s+in\s+(?:mice|rats)|herbicide|pesticide)\b",
        ),
        exception_window=60,
    ),
    Rule(
        name="described_harm_specifics",
        family="harm",
        weight=0.8,
        anchors=_DESCRIBED_HARM_ANCHORS,
        patterns=(
            rf"\b(?:which|what)\b[^.?!]{{0,80}}?\b{_SPECIFICS}\b[^?]{{0,160}}?\b{_DID}\b",
            rf"\b{_SPECIFICS}\b[^.?!]{{0,200}}?\b(?:were|was)(?:\s+most\s+likely)?\s*$",
            rf"\bwhich\s+of\s+the\s+following\s+(?:best\s+(?:describes|explains)|statements?\s+is\s+"
            rf"correct\s+(?:about|regarding))\b[^?]{{0,60}}?\b{_SPECIFICS}\b[^?]{{0,120}}?\b"
            rf"{_SPECIFICS}\b",
            rf"\b(?:which|what)\b[^?]{{0,120}}?\b{_SPECIFICS}\b[^?]{{0,160}}?\b{_EVADED}",
            # an instruction for the specifics of what the narrated person did (not any "give the
            # exact steps", which everyday requests say)
            rf"\b(?:describe|list|give|provide|include|support\s+the\s+answer\s+with|explain)\b"
            rf"[^.?!]{{0,40}}?\b(?:precise(?:ly)?|specific|exact|complete|full|step[- ]by[- ]step|"
            rf"detailed)\b[^.?!]{{0,60}}?\b{_SPECIFICS}\b[^.?!]{{0,80}}?\b(?:{_DID}|he|she|they)\b",
            rf"\b{_SPECIFICS}\b[^.?!]{{0,80}}?\b(?:word\s+for\s+word|verbatim|reproduced\s+in\s+"
            rf"full|quoted\s+in\s+full|in\s+(?:full\s+)?operational\s+detail)\b",
        ),
        requires=(_DESCRIBED_HARM,),
        window=100_000,  # the harm is narrated anywhere before the question
        # a clinical question about a poisoning: its treatment, not its making
        exceptions=(rf"\b(?:{_TREATMENT})\b",),
        exception_window=200,
    ),
    Rule(
        name="capability_specifics",
        family="harm",
        weight=0.8,
        anchors=_CAPABILITY_ANCHORS,
        patterns=(
            # "Give the complete synthesis of VX with quantities", "Then list the jig": an
            # instruction (opening a sentence or clause)
            rf"{_ASK_OPENS}{_ASK_VERB}\b[^.?!]{{0,100}}?{_ASKED_SPECIFICS}",
            # "Which reagents, in what quantities ...", "which cleaning products ... he used"
            rf"\b(?:which|what)\s+(?:(?!(?:is|are|was|were|of|the|a|an)\b)\w+\s+){{0,3}}?"
            rf"{_ASKED_SPECIFICS}",
            # how the capability was made: "how the spores were cultured, harvested and milled",
            # "how was the nerve agent formulated", "how did he wire the detonator"
            rf"\bhow\s+(?:\w+\s+){{0,4}}?{_CAPABILITY}[^.?!]{{0,40}}?\b(?:was|were|had\s+been|is|"
            rf"are)\s+(?:\w+\s+)?{_MADE}\b",
            rf"\bhow\s+(?:was|were|did|had|would|could|does|do)\b[^.?!]{{0,40}}?\b(?:{_MADE}|"
            rf"{_MAKE})\s+(?:\w+\s+){{0,3}}?{_CAPABILITY}",
        ),
        requires=(_CAPABILITY, _CASE_DRESS),
        window=100_000,
        exceptions=(
            rf"\b(?:{_TREATMENT}|detect\w*|"
            r"identif\w*\s+(?:the\s+)?(?:poison|toxin|agent|drug)|prevent\w*|"
            r"protect\w*\s+(?:\w+\s+){0,3}?(?:against|from)|"
            r"defen[cs]es?\s+(?:against|from)|defend(?:ing)?\s+(?:against|from)|mitigat\w*|"
            r"first\s+aid|recover(?:y|ing)\s+from|respond\w*|safeguard\w*|ana?esth\w*|surg\w*|"
            r"prescri\w*|palliative)\b",
        ),
        exception_window=80,
    ),
    Rule(
        name="poisoning",
        family="harm",
        weight=0.9,
        weak=0.5,
        imperative=True,
        anchors=(
            "poison",
            "spike",
            "lace",
            "drug",
            "antifreeze",
            "cyanide",
            "arsenic",
            "thallium",
            "ricin",
            "roofie",
            "rohypnol",
            "ghb",
            "undetectable",
            "untraceable",
        ),
        patterns=(
            r"\b(?:undetectable|untraceable|tasteless|odou?rless|hard[- ]to[- ]detect|"
            r"slow[- ]acting)\s+poisons?\b",
            r"\bpoisons?\s+that\s+(?:can'?t|cannot|won'?t|wouldn'?t|doesn'?t|does\s+not|will\s+not)"
            r"\s+(?:be\s+)?(?:detected|traced|show\s+up|be\s+found)\b",
            r"\b(?:spike|spiking|lace|lacing|drug|drugging|dose|dosing|roofie)\s+(?:his|her|their|"
            r"someone'?s|somebody'?s|my\s+\w+'?s|a\s+\w+'?s|the\s+\w+'?s)\s+(?:\w+\s+)?(?:drink|"
            r"food|coffee|tea|meal|water|wine|beer|soup|cocktail|lunch|dinner|breakfast)\b",
            r"\b(?:put|putting|slip|slipping|add|adding|mix|mixing|sneak|sneaking|hide|hiding)\s+"
            r"(?:\w+\s+){0,3}?(?:poison|antifreeze|ethylene\s+glycol|cyanide|arsenic|rat\s+poison|"
            r"thallium|ricin|bleach|ghb|rohypnol|roofies?|sleeping\s+pills|laxatives?|eye\s+drops|"
            r"xanax|ketamine|oleander|foxglove|digitalis|insulin|drugs)\s+(?:\w+\s+){0,2}?"
            r"(?:in|into)\s+(?:his|her|their|someone'?s|somebody'?s|my\s+\w+'?s|a\s+\w+'?s|the)"
            r"\s+(?:\w+\s+)?(?:drink|food|coffee|tea|meal|water|wine|beer|soup|cocktail|lunch|"
            r"dinner|breakfast|smoothie|medication|pills)\b",
            r"\bpoison(?:ing)?\s+(?:the|a|our|their|this\s+city'?s|the\s+city'?s)\s+(?:city'?s\s+)?"
            r"(?:water\s+supply|reservoir|well|food\s+supply)\b",
        ),
        context=_REQUEST,
        exceptions=(
            r"\b(?:food\s+poisoning|poison\s+(?:ivy|oak|control|center|centre|dart\s+frog)|"
            r"symptoms\s+of|antidote|treat(?:ment)?\s+for|accidentally\s+(?:ingested|swallowed"
            r"|drank)|protect|prevent)\b",
        ),
        exception_window=40,
    ),
    Rule(
        name="drug_synthesis",
        family="harm",
        weight=0.85,
        weak=0.45,
        imperative=True,
        anchors=(
            "meth",
            "fentanyl",
            "heroin",
            "cocaine",
            "lsd",
            "mdma",
            "ecstasy",
            "molly",
            "ghb",
            "dmt",
            "pcp",
            "ketamine",
            "mescaline",
            "krokodil",
            "desomorphine",
            "amphetamine",
            "opium",
            "morphine",
            "oxy",
            "pseudoephedrine",
            "phenylacetone",
            "p2p",
            "red phosph",
            "drugs",
            "speed pills",
            "carfentanil",
        ),
        patterns=(
            r"\b(?:make|making|cook|cooking|synthesi[sz]e|synthesi[sz]ing|produce|producing|"
            r"manufacture|manufacturing|extract|extracting|brew|brewing|refine|refining|"
            r"purify|purifying|home-?make|press|pressing|cut|cutting|smuggle|smuggling|"
            r"sell|selling|deal|dealing|distribute|distributing)\s+(?:me\s+)?(?:some\s+|"
            r"the\s+|my\s+own\s+|your\s+own\s+|pure\s+|high[- ]quality\s+|street\s+)?"
            r"(?:\w+\s+){0,2}?" + _DRUGS + r"\b",
            r"\b(?:meth|methamphetamine|fentanyl|mdma|lsd|heroin|cocaine|ghb|dmt)\s+(?:recipe|"
            r"synthesis|lab|precursors?|cook|production|extraction)\b",
            r"\b(?:pseudoephedrine|ephedrine|phenylacetone|p2p|red\s+phosphorus|safrole|"
            r"ergotamine)\b.{0,60}\b(?:reduction|to\s+(?:make\s+)?(?:meth|mdma|lsd)|into\s+"
            r"(?:meth|mdma|lsd)|synthesis|extract)\b",
            r"\b(?:buy|get|order|obtain|source|score)\s+(?:\w+\s+){0,2}?(?:"
            + _DRUGS[3:-1]
            + r"|drugs)\s+(?:online|on\s+the\s+dark\s*web|off\s+the\s+dark\s*web|without\s+"
            r"(?:a\s+)?prescription|from\s+a\s+dealer)\b",
            r"\bsmuggle\s+(?:\w+\s+){0,2}?drugs\b",
            *_noun_forms(_DRUGS),
        ),
        context=_REQUEST,
        exceptions=(
            r"\b(?:breaking\s+bad\s+(?:episode|season|scene)|history\s+of|addiction\s+"
            r"(?:treatment|recovery)|naloxone|narcan|test\s+strips?)\b",
        ),
        exception_window=40,
    ),
    # infrastructure_sabotage and vehicle_sabotage, with the firearms rule's noun forms, "glock
    # switch" and hyphenated words before "to full auto" ("my AR-15", "semi-automatic"), were
    # added by a rule fixed before measuring (python tools/harm_dev.py; 2026-12-02): recall on
    # corpus/harm-dev4.jsonl 0.917 -> 0.950 and on harm-extra2.jsonl 0.787 -> 0.813 (the mean
    # rose 0.030, exactly the rule's minimum), harm-dev3 0.933 -> 0.942, every set's look-alikes,
    # the 2,840 harmless dev prompts (9) and the benchmark questions (73) unchanged. Confirmed
    # once on corpus/harm-dev5.jsonl (209 rows by another author, written for it): recall 0.706
    # -> 0.716, look-alikes flagged 0.159 -> 0.159, AUROC with the rules 0.801 -> 0.806. That set
    # shows how far the harm family is from its dev sets' figures on a fresh author's styles
    # (terse keywords, indirect goals, cover stories): infrastructure sabotage is still found
    # in 4 of 11, arson 2 of 5.
    Rule(
        name="infrastructure_sabotage",
        family="harm",
        weight=0.85,
        weak=0.45,
        imperative=True,
        anchors=(
            "grid",
            "substation",
            "transformer",
            "power plant",
            "power station",
            "nuclear plant",
            "reactor",
            "dam",
            "water treatment",
            "water supply",
            "reservoir",
            "pipeline",
            "refinery",
            "rail",
            "train signal",
            "air traffic",
            "fiber",
            "fibre",
            "cell tower",
            "911",
            "emergency line",
            "scada",
            "safety system",
            "blackout",
            "flood",
            "explosion",
            "derail",
            "meltdown",
            "crash",
        ),
        patterns=(
            r"\b(?:disable|disabling|sabotage|sabotaging|attack|attacking|knock\s+out|take\s+down|"
            r"take\s+out|shut\s+down|tamper\s+with|tampered\s+with|tampering\s+with|cut|cutting|"
            r"blow\s+up|destroy|damage|jam|jamming|cripple|black\s+out|hack\s+into|poison|"
            r"contaminate|derail)\s+(?:[\w'-]+\s+){0,3}?" + _INFRASTRUCTURE + r"(?![\w-])",
            r"\bto\s+cause\s+(?:a\s+|an\s+)?(?:\w+\s+){0,2}?(?:blackout|flooding|explosion|"
            r"derailment|meltdown|crash)\b",
        ),
        context=_REQUEST,
        exceptions=(
            r"\b(?:protect\w*|defend\w*|secur\w*|prevent\w*|resilien\w*|harden\w*|history\s+of|"
            r"what\s+happened|news|my\s+(?:house|home|apartment|flat)|for\s+(?:repairs?|"
            r"maintenance)|fix\w*|plumber|electrician|game|minecraft|movie|novel)\b",
        ),
        exception_window=60,
    ),
    Rule(
        name="vehicle_sabotage",
        family="harm",
        weight=0.85,
        weak=0.45,
        imperative=True,
        anchors=("brake", "steering", "airbag"),
        patterns=(
            r"\b(?:cut|cutting|disable|disabling|tamper\s+with|tampering\s+with|sabotage|"
            r"sabotaging|loosen|loosening|drain|draining)\s+(?:[\w'-]+\s+){0,2}?(?:brake\s+lines?|"
            r"brakes|steering|airbags?)\b",
            r"\bmake\s+(?:[\w'-]+\s+){0,3}?brakes\s+fail\b",
        ),
        context=_REQUEST,
        exceptions=(
            r"\b(?:replac\w*|repair\w*|fix\w*|bleed\w*|inspect\w*|check\w*|mechanic|my\s+own\s+car|"
            r"my\s+car|diagnos\w*|squeak\w*|noise|warning\s+light)\b",
        ),
        exception_window=60,
    ),
    # staged_harm and covert_harm: a harm asked for with the goal of going unnoticed, staged as an
    # accident or natural death, or done "without anyone knowing" / "so police can't trace it"
    # (the clause must stand near an act or object of serious harm, ``_COVERT_HARM_ACTS``). Added
    # by a rule fixed before measuring (python tools/harm_dev.py; 2026-12-02): mean recall on
    # corpus/harm-dev4, dev5, dev6 and harm-extra2 0.805 -> 0.849 (dev5 0.716 -> 0.784, dev6 0.740
    # -> 0.840, extra2 0.813 -> 0.820), look-alikes flagged unchanged on all seven sets, AUROC with
    # the rules up on every set (dev6 0.844 -> 0.897), harmless dev prompts (9 of 3,000) and
    # benchmark questions (73 of 11,031) with a harm signal unchanged. Confirmed once on two fresh
    # sets by other authors (corpus/harm-dev7.jsonl, 188 rows; corpus/plain-dev10.jsonl, 188
    # harmless prompts, 80 about doing things secretly): the rules fire on 4 of dev7's requests and
    # none of its look-alikes nor of plain-dev10, but another signal had flagged those 4 already,
    # so dev7's recall stayed 0.837 (the rule's hoped-for rise did not show; its precision held).
    # Tried and dropped the same day: a coercive_control rule (keeping a partner or parent from
    # leaving, anyone from escaping, reporting or testifying; "too scared to ever report me",
    # "keep my dad isolated", "make her think she's going crazy", "which shelter she went to"),
    # with covert_harm reading "without getting spotted", "so cameras don't catch it" and staging
    # as "a malfunction". By a rule fixed before measuring (python tools/harm_dev.py on harm-dev ..
    # dev8 and harm-extra2 --thresholds 0.4): harm-dev8's domestic abuse requests were all missed
    # and it found most of them (recall 0.740 -> 0.812, one more look-alike), harmless and
    # benchmark figures unchanged, but the mean recall over the nine sets rose 0.0092, short of the
    # 0.01 the rule asked. Its fresh confirming sets, corpus/harm-dev9.jsonl and plain-dev12.jsonl,
    # went unread until they confirmed weak harm evidence (semantic.WEAK_EVIDENCE, 2026-12-04); a
    # new try needs new ones.
    # Tried and dropped 2026-12-04: covert_harm widened to "without getting caught / detected /
    # raising suspicion / leaving marks / records", "avoid detection", "before my siblings notice",
    # "they can never prove", "pin it on me", "off the FBI's radar", "hard to detect", with more
    # acts (bruises, ransom, abuse material, dogfights, ivory, poaching, straw purchases,
    # exfiltration, select agents, bribes, Ponzi schemes, a power of attorney, a will, following
    # someone home, blinding a pilot) and staging as "he just fell", "natural illness", "a
    # malfunction". By a rule fixed before measuring (python tools/persona_dev.py --harmless on
    # harm-dev .. dev9, harm-extra2, case-dev .. case-dev4: mean full-scorer AUROC up by 0.003, no
    # set's look-alikes HIGH+ up, no harmless dev prompt hit): mean AUROC 0.9085 -> 0.9109 (dev8
    # 0.881 -> 0.893, harm-extra2 0.912 -> 0.922), harmful requests HIGH+ 0.855 -> 0.862, harmless
    # dev prompts unchanged, but one look-alike more HIGH+ ("how did Bernie Madoff's [Ponzi
    # scheme] go undetected for so long?"), and short of the gain. The reserved fresh sets
    # (corpus/reserved/harm-dev10, harm-dev11, plain-dev14) were not read for it.
    Rule(
        name="staged_harm",
        family="harm",
        weight=0.85,
        weak=0.45,
        imperative=True,
        anchors=("look like", "looks like", "look as", "appear", "seem", "pass as", "pass for"),
        patterns=(
            r"\b(?:make|makes|made|making)\s+(?:[\w'-]+\s+){0,4}?(?:look|appear|seem|pass)\s+"
            r"(?:like|as(?:\s+if\s+it\s+was)?|for)\s+" + _STAGED_AS,
            r"\bso\s+(?:that\s+)?(?:it|his\s+death|her\s+death|their\s+death|the\s+death|the\s+fire|"
            r"the\s+crash)\s+(?:looks?|appears?|seems?|passes)\s+(?:like|as|for)\s+" + _STAGED_AS,
        ),
        context=_COVERT_CONTEXT,
        exceptions=_COVERT_EXCEPTIONS,
        exception_window=60,
    ),
    Rule(
        name="covert_harm",
        family="harm",
        weight=0.85,
        weak=0.45,
        imperative=True,
        anchors=("without", "so ", "nobody", "no one", "undetect", "untrace"),
        patterns=_CONCEAL,
        requires=(r"|".join(f"(?:{p})" for p in _COVERT_HARM_ACTS),),
        window=120,
        context=_COVERT_CONTEXT,
        exceptions=_COVERT_EXCEPTIONS,
        exception_window=60,
    ),
    Rule(
        name="stalking_doxxing",
        family="harm",
        weight=0.85,
        weak=0.45,
        imperative=True,
        anchors=(
            "track",
            "locate",
            "find",
            "follow",
            "spy",
            "monitor",
            "stalk",
            "dox",
            "address",
            "tracker",
            "airtag",
            "spyware",
            "stalkerware",
            "camera",
            "read",
            "location",
            "whereabouts",
            "where",
        ),
        patterns=(
            r"\b(?:track|tracking|locate|locating|spy\s+on|spying\s+on|monitor|monitoring|stalk|"
            r"stalking|surveil|keep\s+tabs\s+on|secretly\s+follow|follow\s+(?:her|him)\s+home)\s+"
            r"(?:someone|somebody|a\s+(?:person|stranger|woman|girl)|my\s+(?:ex|ex-\w+|wife|"
            r"husband|girlfriend|boyfriend|partner|crush|neighbou?r|coworker|spouse|"
            r"classmate|teacher|boss)|(?:him|her|them)|this\s+(?:person|girl|guy|woman|man))\b"
            r"(?:'?s)?(?=.{0,80}\b(?:without\s+(?:them|her|him|their|his)\s+(?:knowing|knowledge|"
            r"consent|noticing|finding\s+out)|secretly|covertly|location|home\s+address|"
            r"address|where\s+(?:she|he|they)\s+(?:lives?|works?|is|goes)|phone|every\s+move|"
            r"whereabouts|movements)\b)",
            r"\b(?:find|get|obtain|look\s+up|dig\s+up|uncover|locate|track\s+down)\s+"
            r"(?:someone'?s|somebody'?s|a\s+"
            r"(?:person|stranger|girl|woman)'?s|her|his|their|this\s+(?:person|girl|guy|"
            r"woman|man|streamer|user)'?s)\s+(?:\w+\s+)?(?:home\s+)?(?:address|location|phone\s+"
            r"number|real\s+name|identity|workplace)\b.{0,60}\b(?:from|using|with|by|based\s+on|"
            r"via)\b",
            r"\b(?:find\s+out|figure\s+out|find|discover|learn|track\s+down)\s+where\s+(?:my\s+"
            r"(?:ex|ex-\w+|crush|ex-girlfriend|ex-boyfriend|ex-wife|ex-husband)|"
            r"she|he|this\s+(?:girl|guy|person|woman|man|streamer|youtuber))\s+(?:now\s+)?(?:lives|"
            r"works|is\s+staying|sleeps|goes\s+to\s+school|is\s+right\s+now)\b",
            r"\b(?:dox|doxx|doxing|doxxing|doxed|doxxed)\b(?!\s+(?:policy|policies|protection|"
            r"definition|meaning|laws?))",
            r"\b(?:install|put|hide|place|plant|attach|slip)\s+(?:a\s+|an\s+)?(?:hidden\s+|secret\s+)?"
            r"(?:tracker|tracking\s+device|gps\s+tracker|gps|airtag|tile\s+tracker|spyware|"
            r"stalkerware|keylogger|hidden\s+camera|camera|listening\s+device|bug)\s+(?:\w+\s+)?"
            r"(?:on|in|into|under)\s+(?:her|his|their|someone'?s|somebody'?s|my\s+(?:ex|ex-\w+|"
            r"wife|husband|girlfriend|boyfriend|partner|neighbou?r|roommate|spouse)'?s)\s+"
            r"(?:\w+\s+)?(?:car|phone|room|house|bag|purse|bedroom|bathroom|apartment|laptop|"
            r"computer)\b",
            r"\b(?:read|see|check|access|monitor)\s+(?:my\s+)?(?:wife|husband|girlfriend|"
            r"boyfriend|partner|ex|spouse|daughter'?s\s+boyfriend|someone)'?s\s+(?:\w+\s+)?(?:texts|"
            r"messages|whatsapp|emails?|dms|snapchat|instagram|phone|location)\s+without\b",
        ),
        context=_REQUEST,
        exceptions=(
            r"\b(?:package|parcel|order|shipment|delivery|flight|my\s+own|lost\s+phone|stolen\s+"
            r"phone|my\s+(?:dog|cat|pet|kid'?s\s+school\s+bus)|find\s+my\s+iphone|bug\s+report|"
            r"celery\s+stalk|user\s+sessions?|analytics)\b",
        ),
        exception_window=60,
    ),
    Rule(
        name="human_trafficking",
        family="harm",
        weight=0.9,
        weak=0.5,
        imperative=True,
        anchors=(
            "smuggl",
            "traffic",
            "sell",
            "recruit",
            "lure",
            "groom",
            "prostitut",
            "forced",
            "sex work",
            "sex slave",
            "child bride",
            "passports",
        ),
        patterns=(
            r"\b(?:smuggle|smuggling|traffic|trafficking)\s+(?:(?:young|underage|illegal|"
            r"undocumented|foreign)\s+)?(?:people|humans|persons|"
            r"a\s+person|girls|women|children|kids|minors|migrants|workers|refugees|"
            r"immigrants)\b",
            r"\b(?:sell|selling|buy|buying)\s+(?:a\s+|my\s+|the\s+)?(?:child|kid|baby|person|girl|"
            r"girls|woman|women|people|humans|minors?|children|wife|daughter|son)\b"
            r"(?!['\w-]|\s+(?:on|clothes|clothing|stroller|car\s+seat|toys?|formula|food|monitor|"
            r"carrier|gate|shoes|books?|bike|seat|products?|items|stuff|things|gear|furniture|"
            r"bed|crib|bottles?|wipes|diapers|photos?|art|cards?|tickets|insurance|a\s+dream|"
            r"an\s+idea|the\s+idea|what|something|anything|more|your|their|our|gifts?)\b)",
            r"\b(?:recruit|recruiting|lure|luring|groom|grooming|coerce|coercing|force|forcing|"
            r"trick|tricking)\s+(?:\w+\s+)?(?:girls|women|minors|children|kids|teens|teenagers|"
            r"a\s+(?:child|minor|kid|teen|girl|boy)|young\s+(?:girls|women|boys))\s+"
            r"(?:for|into)\s+(?:sex|prostitution|forced\s+labou?r|sex\s+work|the\s+sex\s+trade|"
            r"escort\w*|porn\w*)\b",
            r"\bgroom(?:ing)?\s+(?:a\s+)?(?:child|minor|kid|preteen|young\s+(?:girl|boy))\b",
            r"\b(?:run|start|set\s+up|operate|manage)\s+(?:a\s+|an\s+)?(?:human\s+trafficking|"
            r"sex\s+trafficking|prostitution|forced\s+labou?r|child\s+labou?r)\s+(?:ring|"
            r"operation|business|network|scheme)\b",
            r"\b(?:take|keep|confiscate|hold)\s+(?:their|the\s+workers'?|her|his)\s+passports?\s+"
            r"(?:so|to\s+stop|to\s+prevent)\b",
        ),
        context=_REQUEST,
        exceptions=(
            r"\b(?:awareness|statistics|prevent\w*|combat\w*|fight(?:ing)?\s+against|victims?\s+"
            r"support|report(?:ing)?|hotline|signs\s+of|warning\s+signs?|red\s+flags?|"
            r"recogni[sz]e|identify)\b",
            r"\bgroom(?:ing)?\s+(?:a\s+|my\s+)?(?:dog|cat|horse|pet|beard|poodle)\b",
        ),
        exception_window=60,
    ),
    Rule(
        name="evading_law_enforcement",
        family="harm",
        weight=0.8,
        weak=0.4,
        imperative=True,
        anchors=(
            "police",
            "cops",
            "law enforcement",
            "fbi",
            "feds",
            "authorities",
            "body",
            "corpse",
            "evidence",
            "get away with",
            "launder",
            "counterfeit",
            "warrant",
            "fingerprints",
            "dna",
            "alibi",
        ),
        patterns=(
            r"\b(?:evade|evading|escape|escaping|avoid|avoiding|outrun|outrunning|lose|losing|"
            r"get\s+away\s+from|hide\s+from|hiding\s+from|flee|fleeing|run\s+from)\s+(?:the\s+)?"
            r"(?:police|cops|law\s+enforcement|fbi|feds|authorities|interpol|a\s+police\s+"
            r"chase)\b(?!\s+(?:brutality|violence|misconduct))",
            r"\b(?:get\s+rid\s+of|dispose\s+of|hide|hiding|destroy|destroying|burn|burning|"
            r"dissolve|dissolving|bury|burying)\s+(?:a|the|his|her)\s+(?:dead\s+)?"
            r"(?:body|corpse|murder\s+weapon|human\s+remains)\b(?!\s+of\b)",
            r"\b(?:get\s+rid\s+of|destroy|destroying|burn|burning|hide|hiding|tamper\s+with)\s+"
            r"(?:the\s+|all\s+(?:the\s+)?)?evidence\s+(?:of|from|before)\s+(?:the\s+|a\s+|my\s+)?"
            r"(?:murder|crime|killing|assault|robbery|shooting|hit\s+and\s+run|police|cops)\b",
            r"\b(?:get\s+away\s+with|cover\s+up|covering\s+up)\s+(?:a\s+|the\s+|my\s+)?(?:murder|"
            r"killing|crime|hit\s+and\s+run|homicide|manslaughter|assault|robbery|arson|fraud)\b",
            r"\blaunder(?:ing)?\s+(?:\w+\s+)?(?:money|cash|funds|proceeds|crypto|bitcoin)\b",
            r"\b(?:make|print|produce|pass|spend)\s+(?:\w+\s+)?counterfeit\s+(?:money|bills|"
            r"cash|currency|notes)\b",
            r"\b(?:remove|wipe|erase|leave\s+no)\s+(?:my\s+)?(?:fingerprints|dna|traces?)\s+"
            r"(?:from|at|on)\s+(?:the\s+)?(?:crime\s+scene|scene|body|weapon)\b",
            r"\b(?:fake|create|build)\s+(?:an?\s+)?alibi\s+for\s+(?:a|the|my)\s+(?:murder|crime|"
            r"robbery|killing)\b",
        ),
        context=_REQUEST,
        exceptions=(
            r"\b(?:body\s+of\s+(?:water|work|text|the\s+email)|evidence\s+(?:based|for\s+the\s+"
            r"hypothesis)|anti-money\s+laundering|\baml\b|detect\w*\s+counterfeit|spot\s+"
            r"counterfeit|gta|grand\s+theft\s+auto|video\s*games?|red\s+dead|need\s+for\s+"
            r"speed|murder\s+mystery|true\s+crime|in\s+(?:the|my|this|a)\s+(?:novel|game|"
            r"story|movie|show))\b",
        ),
        exception_window=40,
    ),
    # ---------------------------------------------------------------- advice
    Rule(
        name="medical_advice",
        family="advice",
        weight=0.8,
        anchors=(
            "should i",
            "should we",
            "dose",
            "dosage",
            "how much",
            "how many",
            "safe",
            "can i",
            "diagnose",
            "wrong with",
            "do i have",
            "symptom",
            "i have",
            "i've had",
            "doctor",
            "is it",
            "pregnan",
            "breastfeed",
            "can my",
            "my son",
            "my daughter",
            "my baby",
            "my child",
            "my kid",
            "year old",
            "i found",
            "i noticed",
        ),
        patterns=(
            r"\bshould\s+(?:i|we|my\s+\w+)\s+(?:stop|quit|start|keep|continue|double|skip|"
            r"reduce|increase|lower|raise|cut\s+down\s+on|up|come\s+off|go\s+off|wean\s+off|"
            r"taper|switch|change|take|be\s+taking|try|give\s+(?:my|him|her)\s+\w*|mix)\s+"
            r"(?:taking\s+|using\s+|on\s+)?(?:\w+\s+){0,4}?" + _MEDS + r"\b",
            r"\bwhat\s+(?:dose|dosage|amount|strength|quantity)\s+of\s+.{1,40}?\s+should\s+(?:i|my\s+"
            r"\w+|we)\s+(?:take|give|use|be\s+(?:taking|on)|start)\b",
            r"\bhow\s+(?:much|many)\s+(?:mg|milligrams|ml|milliliters|units|pills|tablets|"
            r"capsules|doses|drops|puffs|grams)\b.{0,50}?\b(?:should|can|do|could|may|must)\s+"
            r"(?:i|my\s+\w+)\s+(?:safely\s+)?(?:take|give|use|inject|have)\b",
            r"\bhow\s+(?:much|many)\s+(?:of\s+)?(?:my\s+|the\s+|this\s+)?(?:[\w']+\s+)?"
            + _MEDS
            + r"\b.{0,30}?\b(?:should|can|do|could|may)\s+(?:i|my\s+\w+)\s+(?:safely\s+)?"
            r"(?:take|give|use|inject|have)\b",
            r"\bis\s+it\s+(?:safe|ok|okay|dangerous|bad|fine)\s+(?:for\s+me\s+)?to\s+(?:take|mix|"
            r"combine|drink|stop\s+taking|skip|double)\s+(?:\w+\s+){0,6}?(?:"
            + _MEDS[3:-1]
            + r"|alcohol|while\s+pregnant|while\s+breastfeeding)\b",
            r"\bcan\s+(?:i|my\s+\w+)\s+(?:safely\s+)?(?:take|have|use|give\s+(?:him|her|my\s+\w+))"
            r"\s+(?:\w+\s+){0,2}?" + _MEDS + r"\b",
            r"\b(?:i'm|i\s+am)\s+(?:pregnant|breastfeeding|nursing|diabetic|on\s+\w+)\b.{0,60}?"
            r"\b(?:can|should)\s+i\s+(?:take|have|use|drink|eat|keep\s+taking)\b",
            r"\bcan\s+i\s+(?:take|mix|drink|have|combine)\s+(?:\w+\s+){0,4}?(?:with|while\s+(?:on|"
            r"taking)|on\s+top\s+of|after\s+taking|and)\s+(?:my\s+)?(?:\w+\s+){0,2}?"
            + _MEDS
            + r"\b",
            r"\bdiagnose\s+(?:me|my\s+(?:symptoms|condition|rash|pain|illness|headaches?|mole|"
            r"lump|cough|son|daughter|child|baby|kid|wife|husband|back\s+pain|chest\s+pain))\b",
            r"\bwhat(?:'s|\s+is)\s+wrong\s+with\s+(?:me|my\s+(?:body|heart|stomach|skin|eyes?|"
            r"back|knee|head|baby|son|daughter|child|kid|health|breathing))\b",
            r"\bdo\s+i\s+have\s+(?:a\s+|an\s+)?(?:cancer|diabetes|covid|the\s+flu|flu|strep|adhd|"
            r"autism|depression|anxiety|bipolar|ocd|concussion|tumou?r|stroke|heart\s+attack|"
            r"blood\s+clot|hernia|infection|uti|stds?|stis?|ulcer|skin\s+cancer|lupus|ms|hiv|"
            r"herpes|pneumonia|appendicitis|sepsis|lyme|celiac|brain\s+tumou?r|melanoma|"
            r"kidney\s+stones?|gallstones?|a\s+fracture|broken\s+\w+|sleep\s+apnea)\b",
            r"\bmy\s+symptoms\b.{0,80}?\b(?:what\s+(?:is|could|do)|diagnos\w*|do\s+i\s+have|"
            r"should\s+i)\b",
            r"\b(?:i(?:'ve|\s+have)?|my\s+(?:son|daughter|baby|child|kid|toddler|husband|wife|"
            r"mom|dad|partner|\d+[- ](?:year|month)[- ]old))\s+(?:had|have|has|found|noticed|got|"
            r"developed|am\s+having|'m\s+having|is\s+having|been\s+having|woke\s+up\s+with|"
            r"keeps?\s+getting)\s+(?:a\s+|an\s+|some\s+|this\s+)?(?:[\w'-]+\s+){0,3}?"
            + r"(?:pain|rash|lump|fever|headaches?|migraines?|chest\s+pain|swelling|bleeding|"
            r"cough|numbness|dizziness|nausea|blurred\s+vision|shortness\s+of\s+breath|"
            r"palpitations|discharge|blood\s+in\s+(?:my|his|her)\s+\w+|mole|bump|sore|"
            r"diarrh?oea|diarrhea|vomiting|infection|bruise|cramps|tingling|seizures?)\b"
            + r".{0,120}?\b(?:what\s+(?:is\s+it|could\s+it\s+be|should\s+i\s+do|do\s+i\s+have)|"
            r"should\s+(?:i|we)\s+(?:worry|be\s+worried|see|go|take|give|be\s+concerned)|is\s+"
            r"(?:it|this|that)\s+(?:serious|cancer|dangerous|normal|bad|an?\s+\w+)|how\s+(?:much|"
            r"many)|what\s+(?:can|should)\s+(?:i|we)\s+(?:give|take|do))\b",
            r"\bshould\s+i\s+(?:go\s+to|see|call)\s+(?:a|the|an|my)\s+(?:doctor|er|emergency\s+"
            r"room|hospital|specialist|dermatologist|cardiologist|gp|physician|911|ambulance)\b",
        ),
    ),
    Rule(
        name="medication_change",
        family="advice",
        weight=0.75,
        anchors=(
            "double",
            "increase",
            "skip",
            "stop",
            "halve",
            "split",
            "crush",
            "lower",
            "reduce",
            "up ",
        ),
        patterns=(
            r"\b(?:can|should|may|could)\s+i\s+(?:double|increase|up|skip|stop|halve|split|crush|"
            r"lower|reduce|cut)\s+(?:it|them|my\s+(?:dose|dosage|meds|medications?|pills?|"
            r"prescription|insulin)|the\s+(?:dose|dosage))\b",
        ),
        requires=(
            r"\b(?:prescri\w+|doctor|dose|dosage|mg|medications?|meds|pills?|tablets?|insulin|"
            r"antidepressants?|ssris?|" + _MEDS[3:-1] + r")\b",
        ),
    ),
    Rule(
        name="legal_advice",
        family="advice",
        weight=0.8,
        anchors=(
            "should i",
            "should we",
            "can i",
            "legal",
            "lawyer",
            "rights",
            "my landlord",
            "my employer",
            "my boss",
            "my ex",
            "my neighbo",
            "my tenant",
            "my hoa",
            "win",
            "lose",
            "child support",
            "alimony",
        ),
        patterns=(
            r"\bshould\s+(?:i|we)\s+(?:sue|press\s+charges|file\s+(?:a\s+)?(?:lawsuit|suit|claim|"
            r"complaint|police\s+report|for\s+(?:divorce|bankruptcy|custody|unemployment))|"
            r"sign\s+(?:the|this|my|a|his|her)\s+(?:\w+\s+)?(?:contract|nda|lease|agreement|"
            r"settlement|plea|waiver|non-?compete|prenup|will)|plead\s+(?:guilty|not\s+guilty|"
            r"no\s+contest)|take\s+(?:the|a|this)\s+plea|accept\s+(?:the|a|this)\s+(?:plea|"
            r"settlement|offer)|settle\s+(?:the|my|this|out\s+of\s+court)|fight\s+(?:the|my|"
            r"this)\s+(?:ticket|case|charges?|eviction|custody|citation|fine)|get\s+a\s+"
            r"(?:lawyer|attorney|divorce|restraining\s+order)|report\s+(?:\w+\s+){0,3}to\s+"
            r"(?:the\s+)?(?:police|irs|hr|labou?r\s+board|authorities)|talk\s+to\s+the\s+police|"
            r"represent\s+myself)\b",
            r"\bcan\s+i\s+(?:sue|legally|be\s+(?:sued|evicted|fired|arrested|deported|charged|"
            r"held\s+liable)|get\s+(?:sued|evicted|fired|arrested|deported|in\s+trouble)|break\s+"
            r"my\s+(?:lease|contract)|refuse\s+to\s+(?:pay|testify)|get\s+out\s+of\s+(?:my|a|"
            r"the|this)\s+(?:lease|contract|ticket|non-?compete)|withhold\s+rent|keep\s+the\s+"
            r"deposit)\b",
            r"\b(?:is\s+it|was\s+it)\s+(?:legal|illegal|lawful|unlawful|allowed)\s+for\s+(?:me|my\s+"
            r"(?:landlord|employer|boss|ex|neighbou?r|company|hoa|school|tenant|manager))\b",
            r"\bmy\s+(?:landlord|employer|boss|ex|ex-\w+|neighbou?r|tenant|hoa|contractor|"
            r"insurance\s+company|insurer|manager|company)\b.{0,120}?\b(?:can\s+i\s+(?:legally|sue|"
            r"refuse|withhold|break|report|get\s+(?:compensation|my\s+deposit|damages)|be\s+"
            r"(?:fired|evicted|sued))|should\s+i\s+(?:sue|report|sign|accept|refuse|get\s+a\s+"
            r"lawyer)|what\s+are\s+my\s+(?:legal\s+)?(?:rights|options)|is\s+(?:this|that|it)\s+"
            r"(?:legal|illegal|allowed|lawful)|can\s+(?:they|he|she|it)\s+(?:legally|do\s+that|"
            r"fire\s+me|evict\s+me|keep\s+my|withhold|charge\s+me|sue\s+me))",
            r"\bwhat\s+are\s+my\s+legal\s+(?:rights|options)\b",
            r"\bdo\s+i\s+need\s+(?:a|to\s+hire\s+a|to\s+get\s+a)\s+(?:lawyer|attorney)\b",
            r"\b(?:will|would|could)\s+i\s+(?:win|lose)\s+(?:my|the|this|a)\s+(?:case|lawsuit|"
            r"custody|appeal|hearing|claim)\b",
            r"\bhow\s+(?:do|can)\s+i\s+(?:avoid|get\s+out\s+of|stop)\s+(?:paying\s+)?(?:child\s+"
            r"support|alimony|my\s+(?:lease|contract))\b",
        ),
    ),
    Rule(
        name="financial_advice",
        family="advice",
        weight=0.8,
        anchors=(
            "should i",
            "should we",
            "good time",
            "good idea",
            "smart",
            "wise",
            "right time",
            "where should i",
            "cash out",
            "withdraw",
            "borrow",
            "what stock",
            "what crypto",
            "which stock",
            "which crypto",
            "investment",
            "invest",
        ),
        patterns=(
            r"\bshould\s+(?:i|we)\s+(?:put|invest|move|transfer|sink|pour|dump|park|keep|use|"
            r"withdraw|cash\s+out|pull|take|spend|bet|gamble|roll\s+over|liquidate)\s+(?:all\s+|"
            r"most\s+|half\s+|some\s+|part\s+|a\s+(?:lot|chunk|portion)\s+|everything\s+)?(?:of\s+)?"
            r"(?:my|our)\s+(?:\w+\s+)?(?:savings|retirement|401\(?k\)?|401k|ira|roth|pension|"
            r"money|cash|inheritance|emergency\s+fund|paycheck|bonus|nest\s+egg|funds|"
            r"portfolio|stimulus|salary|stocks|shares|assets|college\s+fund)\b",
            r"\bshould\s+(?:i|we)\s+(?:buy|sell|short|invest\s+in|hold|dump|go\s+all[- ]in\s+on|get"
            r"\s+into|put\s+money\s+(?:in|into)|bet\s+on|trade)\s+(?:more\s+|some\s+|my\s+)?"
            r"(?:\w+\s+){0,2}?(?:stocks?|shares|crypto(?:currency|currencies)?|bitcoin|btc|"
            r"ethereum|eth|dogecoin|solana|nfts?|gold|silver|bonds?|etfs?|index\s+funds?|"
            r"mutual\s+funds?|options|calls|puts|tesla|tsla|nvidia|nvda|apple\s+stock|aapl|"
            r"gamestop|gme|amc|real\s+estate|a\s+(?:house|home|condo|rental\s+property)|"
            r"annuit(?:y|ies)|penny\s+stocks?|treasur(?:y|ies)|cds|forex|futures)\b",
            r"\bshould\s+(?:i|we)\s+(?:take\s+out|get|apply\s+for|co-?sign)\s+(?:a\s+|an\s+)?"
            r"(?:\w+\s+)?(?:loan|mortgage|heloc|payday\s+loan|credit\s+card|line\s+of\s+credit)\b",
            r"\bshould\s+(?:i|we)\s+(?:pay\s+off|refinance|declare\s+bankruptcy|file\s+for\s+"
            r"bankruptcy|consolidate|max\s+out|retire\s+(?:early|now|at)|default\s+on)\b",
            r"\bis\s+(?:now|it|this)\s+(?:a\s+)?(?:good|bad|the\s+right|smart|wise)\s+(?:time|idea|"
            r"move)\s+(?:for\s+(?:me|us)\s+)?to\s+(?:buy|sell|invest|retire|refinance|short)\b",
            r"\bwhere\s+should\s+(?:i|we)\s+(?:invest|put|park)\s+(?:my\s+|our\s+)?(?:\$?\d[\d,]*k?|"
            r"money|savings|inheritance|bonus|cash)\b",
            r"\b(?:cash\s+out|withdraw\s+from|borrow\s+(?:against|from))\s+my\s+(?:401\(?k\)?|"
            r"ira|retirement|pension|house|home)\b",
            r"\bis\s+(?:\w+\s+){1,3}?(?:a\s+)?(?:good|bad|safe|smart|wise|risky)\s+investment\s+"
            r"for\s+(?:me|my|us|our)\b",
            r"\bshould\s+(?:i|we)\s+invest\s+(?:\$?\d[\d,.]*k?|my|our|in)\b(?!\s+(?:time|"
            r"effort|energy|learning|myself)\b)",
            r"\b(?:what|which)\s+(?:stocks?|crypto(?:currency|currencies)?|coins?|funds?|etfs?)\s+"
            r"should\s+(?:i|we)\s+(?:buy|invest\s+in|sell|hold)\b",
        ),
    ),
    # ---------------------------------------------------------------- destructive
    Rule(
        name="rm_rf_root",
        family="destructive",
        weight=0.95,
        anchors=("rm ", "rm\t", "no-preserve-root"),
        patterns=(
            r"\brm\s+(?:-{1,2}[a-z-]+\s+){0,3}(?:-[a-z]*r[a-z]*|--recursive)\s+(?:-{1,2}[a-z-]+\s+)"
            r"{0,3}(?:/\*?|~/?\*?|\$home/?\*?|/(?:etc|usr|var|home|boot|bin|sbin|lib|lib64|opt|"
            r"root|sys|dev|proc|srv|mnt|system|users|applications)/?\*?)(?=[\s;&|`'\")]|$)",
            r"--no-preserve-root\b",
        ),
    ),
    Rule(
        name="rm_rf_wildcard",
        family="destructive",
        weight=0.55,
        anchors=("rm ",),
        patterns=(
            r"\brm\s+(?:-{1,2}[a-z-]+\s+){0,3}(?:-[a-z]*r[a-z]*|--recursive)\s+(?:-{1,2}[a-z-]+\s+)"
            r"{0,3}(?:\*|\.{1,2}/?\*?|\./\*)(?=[\s;&|`'\")]|$)",
        ),
    ),
    Rule(
        name="windows_wipe",
        family="destructive",
        weight=0.9,
        anchors=("del ", "erase ", "rd ", "rmdir", "format ", "remove-item", "system32"),
        patterns=(
            r"\b(?:del|erase)\s+(?:/[a-z]\s+)*/[sq]\b(?:\s+/[a-z])*\s+\"?[a-z]:\\(?:\*(?:\.\*)?|"
            r"windows|users|system32|program\s+files)?\\?\"?(?=\s|$|;|&)",
            r"\b(?:rd|rmdir)\s+(?:/[sq]\s+){1,2}\"?[a-z]:\\(?:windows|users|system32|program\s+"
            r"files)?\\?\"?(?=\s|$|;|&)",
            r"\bformat\s+[a-z]:(?=\s|$|/|;)",
            r"\bremove-item\s+.{0,60}?[a-z]:\\(?:\*|windows|users)?\\?\"?'?\s+.{0,40}?-recurse\b",
            r"\bremove-item\s+.{0,40}?-recurse\b.{0,40}?\s\"?'?[a-z]:\\(?:\*|windows|users)?\\?"
            r"(?=[\s\"']|$)",
            r"\b(?:delete|remove|del|erase|wipe)\s+(?:the\s+)?(?:windows\\)?system32\b",
        ),
    ),
    Rule(
        name="disk_wipe",
        family="destructive",
        weight=0.9,
        weak=0.5,
        anchors=("dd ", "/dev/", "shred", "wipefs"),
        patterns=(
            r"\bdd\s+(?:\S+\s+){0,4}?of=/dev/(?:sd[a-z]|nvme\d|hd[a-z]|xvd[a-z]|vd[a-z]|disk\d|"
            r"mmcblk\d|rdisk\d)",
            r"\b(?:cat|echo|yes|head)\s+.{0,40}?>\s*/dev/(?:sd[a-z]|nvme\d|hd[a-z]|disk\d|"
            r"mmcblk\d)\b",
            r"\b(?:shred|wipefs)\s+(?:-\S+\s+){0,4}/dev/(?:sd[a-z]|nvme\d|hd[a-z]|disk\d|mmcblk\d)",
            r"\bmv\s+(?:/\*?|~/?\*?|/home/?\*?)\s+/dev/null\b",
        ),
        context=(
            r"\bif=/dev/(?:zero|u?random)\b",
            r"/dev/(?:zero|u?random)\b",
            r"\b(?:shred|wipefs|mv)\b",
            r">\s*/dev/(?:sd|nvme|hd|disk|mmcblk)",
        ),
        window=80,
    ),
    Rule(
        name="format_filesystem",
        family="destructive",
        weight=0.6,
        anchors=("mkfs", "fdisk", "parted"),
        patterns=(
            r"\bmkfs(?:\.\w+)?\s+(?:-\S+\s+){0,4}/dev/(?:sd[a-z]|nvme\d|hd[a-z]|xvd[a-z]|vd[a-z])",
            r"\b(?:fdisk|parted)\s+.{0,30}?\b(?:mklabel|delete\s+all|--delete)\b",
        ),
    ),
    Rule(
        name="wipe_storage",
        family="destructive",
        weight=0.7,
        imperative=True,
        anchors=("wipe", "format", "erase", "nuke", "destroy"),
        patterns=(
            r"\b(?:wipe|format|erase|reformat|nuke|destroy|zero\s+out)\s+(?:the\s+|my\s+|your\s+|"
            r"this\s+|our\s+|their\s+|all\s+)?(?:entire\s+|whole\s+|main\s+|primary\s+|system\s+|"
            r"boot\s+|internal\s+)?(?:hard\s+drives?|hard\s+disks?|disks?|drives?|ssds?|hdds?|"
            r"c\s*:?\s*drive|system\s+drive|boot\s+drive|servers?|production\s+(?:servers?|"
            r"database|db|environment|cluster)|databases?|computer|laptop|pc|machine|"
            r"filesystem|file\s+system)\b(?!\s+(?:connection|session|object|instance|cursor|"
            r"handle|pool|client|image|icon|screen|cache|tab|window|history)s?\b)",
        ),
        exceptions=(
            r"\b(?:usb|sd\s+card|flash|thumb|external|pen\s*drive|memory\s+card|old\s+(?:laptop|"
            r"computer|drive|phone|pc)|before\s+(?:selling|recycling|donating|giving\s+away)|"
            r"to\s+(?:sell|recycle|donate)|virtual\s+machine|vm|test\s+(?:server|database|db)|"
            r"staging|dev\s+(?:server|database|db)|local\s+(?:database|db)|format\s+(?:the\s+)?"
            r"(?:drive\s+)?(?:as|to|in|with)\s+(?:fat|ntfs|ext|exfat|apfs)|format\s+the\s+"
            r"(?:date|string|number|output|text|code|data))\b",
        ),
        exception_window=60,
    ),
    Rule(
        name="chmod_root",
        family="destructive",
        weight=0.85,
        anchors=("chmod", "chown"),
        patterns=(
            r"\bchmod\s+(?:-[a-z]*r[a-z]*\s+|--recursive\s+)(?:0?777|a\+rwx|ugo\+rwx|o\+w|0?000|"
            r"0?666)\s+/(?:\*|etc|usr|var|bin|home|boot|lib|root)?/?(?=[\s;&|]|$)",
            r"\bchown\s+(?:-[a-z]*r[a-z]*\s+|--recursive\s+)\S+\s+/(?:etc|usr|var|bin|home|boot|"
            r"lib)?/?(?=[\s;&|]|$)",
            r"\bchmod\s+(?:-[a-z]+\s+)?0?000\s+/(?:etc|bin|usr|lib|sbin)\b",
        ),
    ),
    Rule(
        name="sql_drop",
        family="destructive",
        weight=0.9,
        weak=0.25,
        anchors=("drop", "truncate", "delete from", "dropdatabase", "flushall", "flushdb"),
        patterns=(
            r"\bdrop\s+(?:database|schema|table|collection)s?\b",
            r"\bdrop\s+(?:all|every)\s+(?:the\s+)?(?:tables|databases|collections|schemas)\b",
            r"\btruncate\s+table\s+\w+",
            r"\bdelete\s+from\s+\w+\s*(?:;|$)",
            r"\bdb\.dropdatabase\(\)|\bflushall\b|\bflushdb\b",
        ),
        context=(
            r"\b(?:prod|production|live|customers?'?\s+(?:data|database|db|table)|real\s+"
            r"(?:users|customers|data)|main\s+database|without\s+(?:a\s+)?backups?|no\s+backups?|"
            r"all\s+(?:the\s+)?(?:tables|databases|data)|permanently|irreversibl\w*|prod\s+db)\b",
        ),
        window=150,
    ),
    Rule(
        name="git_history_destruction",
        family="destructive",
        weight=0.75,
        anchors=("push", "history", "reset --hard", "filter-branch", "delete the branch"),
        patterns=(
            r"\bgit\s+push\s+(?:\S+\s+){0,3}?(?:--force|-f|--force-with-lease)(?:\s+\S+){0,3}?\s+"
            r"(?:\S+\s+)?(?:main|master|prod|production|release|trunk|develop)\b",
            r"\bgit\s+push\s+(?:\S+\s+){0,2}?(?:main|master|production|trunk)\s+(?:--force|-f)\b",
            r"\bgit\s+push\s+(?:\S+\s+){0,2}?\+(?:main|master|production|trunk)\b",
            r"\bforce[- ]push(?:ing|ed)?\s+(?:\w+\s+){0,3}?(?:main|master|production|prod|trunk|"
            r"the\s+shared\s+branch)\b",
            r"\b(?:delete|erase|wipe|rewrite|destroy|nuke|remove|purge)\s+(?:the\s+)?(?:entire\s+|"
            r"whole\s+|all\s+(?:of\s+)?(?:the\s+)?)?(?:git\s+)?(?:commit\s+)?history\s+(?:of|on|in|"
            r"from)\s+(?:\w+\s+){0,2}?(?:main|master|the\s+repo|the\s+repository|production|"
            r"our\s+repo|the\s+shared)\b",
        ),
        context=(
            r"\b(?:delet\w*|eras\w*|wip\w*|overwrit\w*|rewrit\w*|destroy\w*|remov\w*|nuk\w*|los\w*)"
            r"\s+(?:\w+\s+){0,3}?(?:history|commits|everyone'?s\s+work)\b",
            r"\breset\s+--hard\b",
            r"\b(?:everyone|teammates|other\s+people|colleagues)\b",
        ),
        weak=0.6,
        window=150,
    ),
    Rule(
        name="mass_delete",
        family="destructive",
        weight=0.85,
        weak=0.55,
        imperative=True,
        anchors=("delete", "remove", "erase", "wipe", "destroy", "nuke", "purge", "shred"),
        patterns=(
            r"\b(?:delete|remove|erase|wipe|destroy|nuke|purge|shred)\s+(?:all|every|"
            r"the\s+(?:entire|whole))\s+(?:of\s+)?(?:the\s+|my\s+|our\s+|their\s+|your\s+|his\s+|"
            r"her\s+)?(?:\w+\s+)?(?:files?|data|folders?|directories|contents?|records|"
            r"backups?|databases?|drives?|disks?|hard\s+drives?|servers?|file\s*systems?|"
            r"partitions?|photos|documents|emails|user\s+data|customer\s+data|logs|"
            r"repos(?:itories)?|snapshots|volumes|buckets?|branches)\b",
            r"\b(?:delete|remove|erase|wipe|destroy|nuke|purge)\s+everything\s+(?:on|in|from)\s+"
            r"(?:the\s+|my\s+|our\s+|this\s+|his\s+|her\s+)?(?:computer|pc|server|drive|disk|"
            r"system|machine|laptop|hard\s+drive|root|c\s*:|filesystem|file\s+system|database|"
            r"production|prod|cluster|account|cloud|bucket)\b",
            r"\bfind\s+/\s+.{0,40}?(?:-delete|-exec\s+rm)\b",
            r"\b(?:kubectl\s+delete\s+(?:\S+\s+){0,3}?(?:--all-namespaces|-a\b|namespace\s+"
            r"(?:prod|production|kube-system))|terraform\s+destroy\b.{0,60}\bprod\w*|aws\s+s3\s+"
            r"rm\s+s3://\S+\s+--recursive)\b",
            r":\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:",
            r"\bkill\s+-9\s+-1\b",
        ),
        context=(
            r"\b(?:without\s+(?:asking|confirmation|confirming|prompting|a\s+backup|backups?|"
            r"warning)|permanently|irreversibl\w*|recursively|including\s+(?:system|hidden)|no\s+"
            r"backups?|can'?t\s+be\s+(?:recovered|undone)|on\s+(?:the\s+)?(?:production|prod|"
            r"live)|(?:production|prod)\s+(?:server|database|db|bucket|cluster)|entire\s+(?:drive|"
            r"disk|system|server|computer)|on\s+(?:my|the|this|his|her|their|our)\s+(?:computer|pc|"
            r"server|machine|laptop|system|drive|disk|mac|phone)|everything\s+on|from\s+(?:the\s+)?"
            r"root|force)\b",
            r"--all-namespaces|-exec\s+rm|-delete|:\(\)|terraform\s+destroy|kill\s+-9\s+-1",
        ),
        exceptions=(
            r"\b(?:in|from|inside|under)\s+(?:the\s+|my\s+|this\s+|that\s+|a\s+)?(?:\S*/)?(?:tmp|"
            r"temp|cache|build|dist|out|output|node_modules|downloads|trash|recycle\s+bin|test|"
            r"tests|__pycache__|venv|\.venv|target|logs?|staging|sandbox|scratch)\b",
            r"\b(?:older\s+than|matching|ending\s+(?:in|with)|with\s+(?:the\s+)?extension|"
            r"duplicates?|empty|whitespace|spaces|comments|blank\s+lines|lines\s+(?:that|which|"
            r"containing)|rows\s+where|where\s+\w+\s*=|from\s+(?:a|the|this|my)\s+(?:list|array|"
            r"string|dict|dictionary|set|column|dataframe|map|vector|linked\s+list|tree|queue|"
            r"table\s+where)|in\s+(?:a|the|this|my)\s+(?:list|array|string|dict|dictionary|set|"
            r"column|dataframe|map|vector|linked\s+list|tree|queue|cell|spreadsheet))\b",
            r"\*\.\w+|\.\w{1,4}\s+files\b",
            r"\b(?:my|the)\s+(?:own\s+)?(?:account|cookies|browsing\s+history|search\s+history)\b",
        ),
        exception_window=80,
    ),
    # ---------------------------------------------------------------- scope
    Rule(
        name="monolithic_system",
        family="scope",
        weight=0.85,
        weak=0.55,
        anchors=(
            "operating system",
            "os",
            "kernel",
            "browser",
            "compiler",
            "database",
            "dbms",
            "engine",
            "erp",
            "crm",
            "social",
            "mmo",
            "office suite",
            "streaming",
            "banking",
            "trading",
            "commerce",
            "hospital",
            "language model",
            "llm",
            "self-driving",
            "autopilot",
            "clone",
            "copy of",
            "replica",
            "version of",
            "competitor",
        ),
        patterns=(
            rf"\b{_BUILD}\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|the\s+|my\s+|our\s+|your\s+)?(?:own\s+)?"
            r"(?:[\w+-]+\s+){0,3}?" + _SCOPE_TARGETS,
        ),
        context=_SCOPE_BOOST,
        window=200,
        exceptions=_SCOPE_MODEST,
        exception_window=150,
    ),
    Rule(
        name="huge_output",
        family="scope",
        weight=0.75,
        anchors=("lines", "pages", "files"),
        patterns=(
            r"\b(?:write|generate|produce|give\s+me|output|create|code|print|make|implement)\s+"
            r"(?:me\s+|us\s+)?(?:at\s+least\s+|over\s+|more\s+than\s+|exactly\s+|about\s+|around\s+|"
            r"roughly\s+)?" + _BIG_NUMBER + r"\s+(?:lines|loc|files|pages\s+of\s+code)\b",
            r"\b(?:write|generate|produce|give\s+me|output|create|code|make|implement|build)\s+"
            r".{0,40}?" + _BIG_NUMBER + r"[- ]lines?\s+(?:of\s+(?:\w+\s+)?code|long|(?:\w+\s+)?"
            r"(?:program|script|file|app|application|codebase|module|class|function|"
            r"implementation|project))\b",
            r"\b(?:at\s+least|minimum\s+(?:of\s+)?|no\s+(?:less|fewer)\s+than|over|more\s+than)\s+"
            + _BIG_NUMBER
            + r"\s+lines\s+(?:of\s+)?(?:code|"
            r"python|java|javascript|c\+\+|rust|go)\b",
        ),
    ),
    Rule(
        name="all_in_one_request",
        family="scope",
        weight=0.6,
        anchors=("entire", "whole", "complete", "full"),
        patterns=(
            rf"\b{_BUILD}\s+(?:me\s+|us\s+)?(?:the\s+|an?\s+|my\s+)?(?:entire|whole|complete|full)\s+"
            r"(?:\w+\s+){0,2}?(?:codebase|code\s+base|backend\s+and\s+frontend|frontend\s+and\s+"
            r"backend|stack|platform|saas|product|startup|company'?s\s+software|app\s+store|"
            r"marketplace)\b.{0,80}\b(?:in\s+(?:one|a\s+single)\s+(?:file|prompt|response|"
            r"message|go|reply)|all\s+at\s+once|right\s+now|no\s+placeholders|production[- ]"
            r"ready|ready\s+to\s+(?:deploy|ship|launch))\b",
        ),
        exceptions=_SCOPE_MODEST,
        exception_window=100,
    ),
    # ---------------------------------------------------------------- time_sensitive
    Rule(
        name="live_data",
        family="time_sensitive",
        weight=0.85,
        anchors=_TS_ANCHORS,
        patterns=(
            rf"\b{_TS_NOW_BEFORE}\s+(?:[\w'.-]+\s+){{0,4}}?{_TS_LIVE_NOUN}\b",
            rf"\b{_TS_LIVE_NOUN}\b(?:\s+[\w'-]+){{0,6}}?\s+{_TS_NOW_AFTER}\b",
            r"\b(?:how\s+much\s+(?:is|are|does)|what(?:'s|\s+is|\s+are)|where(?:'s|\s+is|\s+are))"
            r"\s+(?:[\w&$.-]+\s+){1,4}?(?:trading|worth|going\s+for|selling\s+for|priced|"
            r"sitting|cost|at)\s+(?:[\w'.-]+\s+){0,5}?" + _TS_NOW_AFTER + r"\b",
            r"\b(?:is\s+it|will\s+it\s+be|will\s+it)\s+(?:\w+\s+){0,2}?(?:raining|snowing|rain|"
            r"snow|sunny|cold|hot|windy|stormy|cloudy|foggy)\b(?:\s+[\w'-]+){0,4}?\s+(?:today|"
            r"tonight|tomorrow|right\s+now|now|this\s+(?:morning|afternoon|evening|weekend))\b",
            r"\bis\s+(?:[\w'-]+\s+){1,5}?(?:open|closed|delayed|cancell?ed|on\s+time|down|"
            r"sold\s+out|available)\s+(?:right\s+now|today|tonight|at\s+the\s+moment|currently)\b",
            r"\bwhat\s+time\s+is\s+it\s+(?:now\s+|right\s+now\s+)?in\b",
        ),
    ),
    Rule(
        name="recent_events",
        family="time_sensitive",
        weight=0.8,
        anchors=_TS_ANCHORS,
        patterns=(
            r"\b(?:who|which\s+\w+)\s+(?:won|is\s+winning|leads|is\s+leading|lost|scored)\s+"
            r"(?:[\w'-]+\s+){0,4}?" + _TS_RECENTLY + r"\b",
            rf"\b{_TS_RECENT_DAY}'?s?\s+(?:[\w'-]+\s+){{0,2}}?(?:game|match|race|fight|bout|"
            r"elections?|results?|news|announcement|episode|earnings|debate|vote|draw|final|"
            r"headlines|speech|meeting|decision|event|ruling|verdict|jobs\s+report|"
            r"(?:fed|ecb|central\s+bank)\s+decision)\b",
            r"\b(?:latest|newest|most\s+recent|current)\s+(?:[\w'.-]+\s+){0,2}?(?:version|"
            r"release|update|iphone|ios|android|firmware|macos|windows|news|developments?|"
            r"headlines|polls?|polling|earnings|jobs\s+report|cpi|inflation\s+figures?|"
            r"standings|rankings?|box\s+office|charts?|trends?|trending)\b",
            r"\b(?:who\s+(?:is|'s|are)|who's|name)\s+(?:the\s+)?(?:current|present|sitting|"
            r"reigning|new|incumbent)\s+(?:[\w'-]+\s+){0,2}?" + _TS_OFFICE + r"\b",
            rf"\b(?:current|present|sitting|reigning|incumbent)\s+{_TS_OFFICE}\s+of\b",
            r"\bwho\s+(?:is|'s)\s+(?:currently\s+)?(?:the\s+)?" + _TS_OFFICE + r"\s+(?:of\s+|"
            r"at\s+)?(?:[\w'-]+\s+){0,3}?(?:right\s+now|now|currently|today|at\s+the\s+moment|"
            r"these\s+days)\b",
            r"\bwhat\s+(?:happened|is\s+happening|'s\s+happening|is\s+going\s+on|'s\s+going\s+"
            r"on|is\s+new|'s\s+new|is\s+trending|'s\s+trending)\s+(?:[\w'-]+\s+){0,4}?"
            r"(?:today|yesterday|this\s+(?:week|morning|weekend)|last\s+night|right\s+now|"
            r"lately|these\s+days|at\s+the\s+moment)\b",
            r"\b(?:news|announced|released|launched|reported)\b(?:\s+[\w'-]+){0,5}?\s+"
            r"(?:today|yesterday|this\s+(?:week|morning)|last\s+night|earlier\s+today)\b",
            r"\b(?:latest|newest|most\s+recent)\s+(?:[\w'.-]+\s+){0,3}?(?:album|single|song|"
            r"movie|film|book|novel|game|episode|season|phone|model|chip|gpu|cpu|laptop|car|"
            r"meeting|decision|test|launch|announcement|data|figures|numbers|report|survey|"
            r"study|ruling|results?|winner|champion)\b",
            r"\b(?:who|which\s+\w+)\s+(?:won|topped|leads?|took)\s+the\s+(?:most\s+recent|"
            r"latest|last)\b",
            r"\b(?:the\s+)?latest\s+(?:on|about|with|from|in)\s+(?:the\s+)?\w+|\bany\s+"
            r"(?:new\s+)?(?:updates?|news|developments?)\s+(?:on|about|regarding|in|from)\b",
        ),
        exceptions=(r"\b(?:my|our|your)\s+(?:own\s+)?(?:latest|newest|most\s+recent|current)\b",),
        exception_window=TIME_SENSITIVE_MAX_CHARS,
    ),
    Rule(
        name="future_outcome",
        family="time_sensitive",
        weight=0.85,
        anchors=("will", "predict", "forecast", "lottery", "powerball", "tomorrow", "next"),
        patterns=(
            r"\b(?:who|which\s+(?:team|side|club|party|candidate|horse|player|driver|country|"
            r"nation|film|movie|song|album|show))\s+(?:is\s+going\s+to|will|'ll)\s+win\b",
            r"\b(?:tomorrow'?s?|tonight'?s?|next|upcoming|this\s+week'?s?|will\s+(?:win|come\s+up|"
            r"be\s+drawn)|predict|pick|give\s+me|what\s+are)\b.{0,30}\b(?:lottery|powerball|"
            r"mega\s+millions|euromillions|lotto)\b(?:\s+[\w'-]+){0,2}?\s+(?:numbers|draw)\b",
            r"\bwill\s+(?:[\w&$.'-]+\s+){0,3}?(?:price|prices|stock|stocks|shares?|bitcoin|btc|"
            r"eth|ethereum|crypto|market|markets|s&p(?:\s*500)?|dow|nasdaq|dollar|euro|yen|pound|"
            r"gold|oil|rates?|inflation|housing\s+market|\w+coin)\s+(?:[\w'-]+\s+){0,2}?(?:go\s+"
            r"up|go\s+down|rise|fall|drop|crash|increase|decrease|hit|reach|be\s+(?:above|below|"
            r"higher|lower|over|under)|go\s+(?:above|below|over|under)|close|rebound|recover)\b",
            r"\b(?:what|how\s+much|how\s+high|how\s+low|where)\s+will\s+(?:[\w&$.'-]+\s+){1,5}?"
            r"(?:be|cost|trade|close|sell|go|end|land)\b(?:\s+[\w'-]+){0,5}?\s+(?:tomorrow|"
            r"next\s+(?:week|month|year|quarter|monday|tuesday|wednesday|thursday|friday|"
            r"saturday|sunday|season)|by\s+(?:the\s+end\s+of\s+)?(?:next|this)\s+\w+|"
            r"(?:on|by|in)\s+20\d\d)\b",
            r"\b(?:predict|forecast|tell\s+me)\s+(?:me\s+)?(?:the\s+)?(?:[\w'-]+\s+){0,2}?"
            r"(?:winner|result|outcome|score|price|numbers)\s+(?:of\s+|for\s+)?(?:the\s+)?"
            r"(?:[\w'-]+\s+){0,3}?(?:tomorrow|tonight|next|upcoming|this\s+(?:weekend|week|year|"
            r"season))\b",
            r"\b(?:tomorrow|next\s+(?:week|month|friday|monday|weekend))'?s?\s+(?:[\w'-]+\s+){0,2}?"
            r"(?:price|prices|winner|winners|result|results|score|numbers|closing|close)\b",
        ),
    ),
    Rule(
        name="present_state",
        family="time_sensitive",
        weight=0.7,
        anchors=_TS_ANCHORS + ("yet", "recently", "this month", "this year", "this season"),
        patterns=(
            r"(?:^|[.!?]\s+)(?:(?:so|ok|okay|hey|quick\s+question|btw)[,:]?\s+)?(?:who|who's|what|"
            r"what's|whats|which|where|where's|how\s+(?:much|many|long)|is|are|any|has|have|did)"
            r"\b(?:\s+[\w'&.-]+){1,12}?\s+(?:right\s+now|at\s+the\s+moment|at\s+this\s+moment|"
            r"as\s+we\s+speak|this\s+second|currently|at\s+present|today|tonight|this\s+(?:week|"
            r"weekend|month|year|season|afternoon|morning|evening)|so\s+far\s+this\s+\w+|yet|"
            r"recently|lately|these\s+days|last\s+night|yesterday)\b[^.!?]{0,80}(?:\?|$)",
        ),
        exceptions=_TS_PERSONAL,
        exception_window=TIME_SENSITIVE_MAX_CHARS,
    ),
    Rule(
        name="office_holder",
        family="time_sensitive",
        weight=0.7,
        anchors=(
            "who",
            "which",
            "what",
            "still",
            "married",
            "dating",
            "ceo",
            "president",
            "minister",
            "pope",
            "king",
            "queen",
            "coach",
            "captain",
            "manager",
            "owner",
            "mayor",
            "governor",
            "chancellor",
            "champion",
            "leader",
            "secretary",
            "number one",
            "no 1",
            "no. 1",
        ),
        patterns=(
            # who holds a post, a title or a record ("who is the ceo of microsoft?", "who's the
            # head coach of the chiefs", "tell me who the director general of the bbc is")
            r"\bwho(?:'s|s|\s+is|\s+are)\s+(?:the\s+)?(?:[\w'.&-]+\s+){0,3}?" + _TS_HOLDER + r"\b",
            r"\bwho\s+(?:the\s+)?(?:[\w'.&-]+\s+){0,3}?"
            + _TS_HOLDER
            + r"\s+(?:of\s+(?:[\w'.&-]+\s+){1,4}?)?(?:is|are)\b",
            # ... asked by its name alone ("amazon ceo", "kenya president name?", "ceo of nvidia")
            r"^\W*(?:the\s+)?(?:[\w'.&-]+\s+){0,3}?"
            + _TS_HOLDER
            + r"(?:\s+of\s+[\w'.&-]+(?:\s+[\w'.&-]+){0,3}?)?(?:\s+name)?\s*\??\s*$",
            # who runs, owns, leads ... ("who runs tesla", "who's in charge of disney")
            r"\bwho(?:'s|s|\s+is)?\s+(?:runs|owns|leads|coaches|manages|heads|chairs|captains|"
            r"rules|governs|controls|holds|dating|is\s+dating|married\s+to|is\s+married\s+to|"
            r"engaged\s+to|is\s+engaged\s+to|plays\s+for|in\s+charge\s+of|in\s+power\s+in)\b",
            r"\bwho(?:'s|s|\s+is)\s+(?:[\w'.-]+\s+){1,3}?(?:dating|seeing)\b",
            r"\bwho(?:'s|s|\s+is)\s+[\w'.-]+(?:\s+[\w'.-]+){0,2}?'s\s+(?:partner|girlfriend|"
            r"boyfriend|wife|husband|spouse|fianc[eé]e?)\b",
            r"^\W*(?:is|are)\s+(?:[\w'.-]+\s+){1,3}?(?:married|single|dating|engaged|divorced|"
            r"seeing\s+anyone|with\s+anyone)\b",
            r"\b(?:reigning|defending)\s+(?:[\w'.-]+\s+){0,3}?(?:winner|holder|champions?)\b",
            # which team a player is on ("which club does mbappe play for?")
            r"\b(?:which|what)\s+(?:[\w'-]+\s+)?(?:team|club|side|franchise|party)\s+(?:does|is|do|"
            r"are)\s+(?:[\w'.-]+\s+){1,4}?(?:play|playing|plays|drive|drives|driving|race|races|"
            r"ride|rides|signed\s+with|with|on|in|for)\b",
            # "is X still ..." ("is jeff bezos still the richest man?", "is pep guardiola still
            # managing city?"), asked of a holder, not of a thing that lasts ("why is everest
            # still growing?", "is sparkling water as hydrating as still water?")
            r"(?:^|[.!?]\s+)\W*(?:is|are)\s+(?:[\w'.&-]+\s+){1,4}?still\s+(?:the\s+)?"
            r"(?:[\w'-]+\s+){0,2}?(?:"
            + _TS_HOLDER[3:-1]
            + r"|married|together|dating|alive|in\s+charge|in\s+power|in\s+office|playing|"
            r"managing|coaching|leading|running|with|at|on|the\s+(?:richest|biggest|largest|"
            r"tallest|best|fastest|oldest))\b",
        ),
        exceptions=_TS_HOLDER_PERSON_NOT,
        exception_window=TIME_SENSITIVE_MAX_CHARS,
    ),
    Rule(
        name="set_figure",
        family="time_sensitive",
        weight=0.7,
        anchors=(
            "who",
            "what",
            "which",
            "how many people",
            "population",
            "minimum wage",
            "rate",
            "vat",
            "tax",
            "retirement age",
            "pension age",
            "poverty line",
        ),
        patterns=(
            # a figure a body sets or that drifts ("what is the uk minimum wage?", "population
            # of lagos", "german minimum wage per hour")
            r"\b(?:what(?:'s|s|\s+is|\s+are)|how\s+(?:much|high|many\s+people))\s+(?:the\s+)?"
            r"(?:[\w'.-]+\s+){0,4}?" + _TS_FIGURE + r"\b",
            r"^\W*(?:the\s+)?(?:[\w'.-]+\s+){0,3}?"
            + _TS_FIGURE
            + r"(?:\s+(?!(?:is|are|was|were)\b)[\w'.-]+){0,4}?\s*\??\s*$",
            r"\bhow\s+many\s+people\s+live\s+in\b",
            # a ranking that changes hands ("who is the richest person in the world?", "what is
            # the tallest building in europe?")
            r"\b(?:who|what|which)(?:'s|s|\s+is|\s+are)\s+(?:the\s+)?(?:world'?s\s+)?(?:richest|"
            r"oldest\s+living|tallest\s+(?:building|tower|skyscraper)|most\s+(?:subscribed|"
            r"followed|valuable|popular|streamed|downloaded)|biggest\s+(?:company|companies|"
            r"youtuber|streamer)|largest\s+(?:company|companies|bank|employer)|top[- ]ranked|"
            r"best[- ]selling)\b",
        ),
        exceptions=_TS_FIGURE_NOT,
        exception_window=TIME_SENSITIVE_MAX_CHARS,
    ),
    Rule(
        name="future_event",
        family="time_sensitive",
        weight=0.7,
        anchors=("will", "won't", "going to", "gonna"),
        patterns=(
            r"\bwho\s+(?:will|is\s+going\s+to|'s\s+going\s+to|is\s+gonna)\s+be\s+(?:the\s+)?"
            r"next\b",
            r"\b(?:will|won't|(?:is|are)\s+(?:[\w'-]+\s+){0,5}?going\s+to|gonna)\b"
            r"(?:\s+[\w'&.,-]+){0,8}?\s+" + _TS_COMING + r"\b",
        ),
        exceptions=_TS_REQUEST,
        exception_window=TIME_SENSITIVE_MAX_CHARS,
    ),
    # ---------------------------------------------------------------- other languages
    # (the tables: _F_* above RULES)
    Rule(
        name="foreign_ignore_instructions",
        family="jailbreak",
        weight=0.9,
        anchors=(
            "ignor",
            "olvid",
            "descart",
            "omit",
            "caso omiso",
            "oubli",
            "tiens pas compte",
            "vergiss",
            "vergessen",
            "missacht",
            "umgeh",
            "dimentic",
            "trascur",
            "esque",
            "desconsider",
            "negeer",
            "vergeet",
            "игнор",
            "забуд",
            "отбрось",
            "не обращай",
            "zignoruj",
            "ignoruj",
            "zapomnij",
            "pomiń",
            "忽略",
            "无视",
            "忘记",
            "忘掉",
            "不要理会",
            "抛开",
            "无视",
            "無視",
            "忘れ",
            "pasa de",
            "laisse tomber",
            "auf mit",
            "auf deine",
            "auf die",
            "lascia",
            "fregatene",
            "deixa",
            "laat",
            "на ",
            "olej",
            "oleć",
            "olac",
            "olać",
            "olewaj",
            "放一边",
            "放到一边",
            "扔掉",
            "丢掉",
            "放下",
            "别管",
            "どうでもいい",
            "気にしないで",
            "いらない",
        ),  # fmt: skip
        patterns=(
            r"\b(?:ignora|ignore|ignorad|ignoren|ignorez|ignorer|ignori|ignorate|ignorem|olvida|"
            r"olvide|olvidad|olvidate|olvídate|descarta|omite|omita|oublie|oubliez|oublier|"
            r"dimentica|dimentichi|dimenticate|trascura|esqueça|esqueca|esquece|esqueçam|"
            r"desconsidere|desconsidera|zignoruj|ignoruj|zignorujcie|zapomnij|zapomnijcie|pomiń|"
            r"pomin)\s+(?:por\s+completo\s+|completamente\s+|complètement\s+|completement\s+)?"
            r"(?:de\s+)?(?:todas?\s+|todos\s+|todo\s+|toutes?\s+|tous\s+|tutte\s+|tutti\s+|ogni\s+|"
            r"wszystkie\s+|wszelkie\s+|o\s+)?(?:las\s+|los\s+|tus\s+|sus\s+|les\s+|tes\s+|vos\s+|"
            r"ses\s+|le\s+tue\s+|le\s+|i\s+|tue\s+|as\s+|os\s+|suas\s+|tuas\s+|swoje\s+|twoje\s+)?"
            r"(?:(?:instrucciones|reglas|normas|indicaciones)\s+(?:anteriores|previas)|"
            r"(?:anteriores|previas|précédentes|precedentes|poprzednie|wcześniejsze|wczesniejsze|"
            r"systemowe)\s+)?" + _F_RULES_NOUN + r"\b",
            r"\b(?:ignora|ignore|olvida|olvide|oublie|oubliez|ignorez|dimentica|esqueça|esqueca|"
            r"esquece|zignoruj|zapomnij)\s+(?:todo|tout|tutto|tudo|wszystko|o\s+wszystkim)\s+"
            r"(?:lo\s+anterior|lo\s+que\s+te\s+(?:han|hayan)\s+dicho|lo\s+que\s+te\s+dijeron|ce\s+qui"
            r"\s+précède|ce\s+qui\s+precede|ce\s+qu'on\s+t'a\s+dit|quello\s+che\s+(?:ti\s+)?(?:è|e)\s+"
            r"stato\s+detto|ciò\s+che\s+precede|o\s+que\s+(?:foi\s+dito|te\s+disseram)|co\s+(?:ci\s+)?"
            r"powiedziano|powyżej|wcześniej)",
            r"\bhaz\s+caso\s+omiso\s+(?:a|de)\s+(?:todas?\s+)?(?:las\s+|tus\s+)?" + _F_RULES_NOUN,
            r"\bne\s+tiens?\s+(?:plus\s+)?(?:pas\s+)?compte\s+(?:de\s+|des\s+)(?:tes\s+|vos\s+)?"
            + _F_RULES_NOUN,
            r"\b(?:ignoriere|ignorier|ignorieren|vergiss|vergessen|missachte|missachten|umgehe)\s+"
            r"(?:sie\s+)?(?:bitte\s+)?(?:einfach\s+)?(?:alle\s+|sämtliche\s+|jegliche\s+)?(?:deine\s+|"
            r"ihre\s+|die\s+|diese\s+)?(?:vorherigen\s+|bisherigen\s+|vorigen\s+|obigen\s+|"
            r"ursprünglichen\s+|internen\s+)?" + _F_RULES_NOUN + r"\b",
            r"\b(?:ignoriere|vergiss|vergessen\s+sie)\s+alles\s+(?:vorherige|bisherige|davor|was\s+"
            r"(?:man\s+)?dir\s+gesagt)",
            r"\b(?:deine|ihre|alle|die\s+vorherigen|die\s+bisherigen)\s+(?:\w+\s+){0,2}"
            r"(?:anweisungen|regeln|richtlinien|vorgaben|einschränkungen)\s+(?:\w+\s+){0,3}"
            r"(?:ignorieren|vergessen|missachten|umgehen)\b",
            r"\b(?:negeer|vergeet|omzeil)\s+(?:alle\s+|al\s+)?(?:je\s+|jouw\s+|uw\s+|de\s+)?"
            r"(?:vorige\s+|eerdere\s+|voorgaande\s+|bovenstaande\s+|oorspronkelijke\s+)?"
            r"(?:instructies|regels|richtlijnen|beperkingen|filters|opdrachten)\b",
            r"\b(?:negeer|vergeet)\s+alles\s+(?:wat\s+(?:hierboven|eerder|je\s+is\s+verteld)|"
            r"hierboven|hiervoor)",
            r"(?:игнорируй|игнорируйте|проигнорируй|проигнорируйте|забудь|забудьте|отбрось|"
            r"отбросьте)\s+(?:все\s+|всё\s+|любые\s+)?(?:свои\s+|твои\s+|ваши\s+)?(?:предыдущие\s+|"
            r"прежние\s+|системные\s+|изначальные\s+)?(?:инструкции|правила|указания|ограничения|"
            r"установки|фильтры|директивы)",
            r"(?:игнорируй|проигнорируй|забудь|забудьте)\s+(?:всё|все)\s+(?:что\s+(?:тебе\s+)?"
            r"(?:говорили|сказали)|предыдущее|сказанное\s+(?:выше|ранее))",
            r"не\s+обращай\s+внимания\s+на\s+(?:все\s+)?(?:свои\s+|предыдущие\s+)?(?:инструкции|"
            r"правила|ограничения)",
            r"(?:忽略|无视|忘记|忘掉|不要理会|抛开)(?:掉)?(?:你|您|用户)?(?:之前|以前|先前|上面|上述|前面|所有|"
            r"全部|一切|原来|原有|系统)?(?:的)?(?:所有|全部|一切)?(?:的)?(?:指令|指示|规则|限制|设定|"
            r"提示词|约束|安全规则|准则|规定|要求)",
            r"(?:以前|前|上記|これまで|すべて|全て|元|システム|今まで)の(?:指示|命令|ルール|制限|設定|"
            r"プロンプト|ガイドライン)(?:は|を)(?:すべて|全て)?(?:無視|忘れ)",
            r"(?:指示|命令|ルール|制限|ガイドライン)(?:を|は)(?:すべて|全て)?(?:無視し|忘れ)",
            r"\bpasa\s+de\s+(?:tus|las|todas\s+(?:tus|las))\s+" + _F_RULES_NOUN,
            r"\blaisse\s+tomber\s+(?:tes|vos|les|toutes\s+tes)\s+" + _F_RULES_NOUN,
            r"\b(?:hör|hoer)\s+auf\s+mit\s+(?:dem|deinen|den)\s+\w*(?:regel|richtlinie|filter|"
            r"zensur)\w*|\b(?:scheiß|scheiss|pfeif)\s+auf\s+(?:deine|die)\s+\w*(?:regeln|"
            r"richtlinien)",
            r"\b(?:lascia\s+(?:perdere|stare)|fregatene\s+del?l?e?)\s+(?:le\s+tue\s+|le\s+|tutte\s+"
            r"le\s+)?" + _F_RULES_NOUN,
            r"\bdeixa\s+(?:de\s+lado|pra\s+l[aá])\s+(?:as\s+|suas\s+|tuas\s+|essas\s+)?"
            + _F_RULES_NOUN,
            r"\blaat\s+(?:je|jouw|die|de)\s+(?:regels|richtlijnen|beperkingen|filters|instructies)"
            r"\s+"
            r"(?:\S+\s+)?(?:los|varen|zitten)\b",
            r"(?:забей|плюнь|наплюй)\s+на\s+(?:свои\s+|твои\s+|эти\s+|все\s+)?(?:правила|"
            r"ограничения|"
            r"фильтры|инструкции)",
            r"\b(?:olej|oleć|olac|olać|olewaj)\s+(?:te\s+)?(?:swoje\s+|twoje\s+)?(?:zasady|reguły|"
            r"reguly|ograniczenia|instrukcje|filtry)",
            r"把你?(?:那些|的)?(?:规矩|规则|限制|规定|条条框框)(?:先)?(?:放一边|放到一边|抛开|扔掉|丢掉|放下)|"
            r"别管(?:你的)?(?:那些)?(?:规矩|规则|限制)",
            r"(?:ルール|制限|規則|ガイドライン|ポリシー)(?:とか|なんて|なんか)(?:どうでもいい|気にしないで|"
            r"無視して|忘れて|いらない)",
        ),
        exceptions=(_F_MINE, _F_FORMAT),
    ),
    Rule(
        name="foreign_unrestricted_persona",
        family="jailbreak",
        weight=0.85,
        anchors=(
            "sin ",
            "sans ",
            "ohne ",
            "senza ",
            "sem ",
            "zonder ",
            "без ",
            "bez ",
            "没有",
            "不受",
            "无",
            "毫无",
            "不带",
            "なし",
            "のない",
            "がない",
            "を持たない",
            "から解放",
            "keine",
            "no tiene",
            "aucun",
            "n'a",
            "n'as",
            "nessun",
            "não tem",
            "nao tem",
            "nenhuma",
            "geen",
            "нет",
            "nie ma",
            "żadnych",
            "zadnych",
            "beperkingen",
            "regels",
            "filters",
            "non ha",
            "segue",
            "regra",
            "limite morale",
            "desbloquead",
            "débrid",
            "debrid",
            "sbloccat",
            "越狱",
            "脱獄",
            "外され",
            "外した",
            "取り払",
            "一切ない",
            "もない",
        ),  # fmt: skip
        patterns=(_F_UNRESTRICTED,),
        requires=(_F_PERSONA,),
        window=120,
        exceptions=(
            r"(?:\bdatos\b|\bdonnées\b|\bforfait\b|\bdaten\b|\btarif\b|\bdati\b|\bdados\b|\bplano\b"
            r"|\bbundel\b|тариф|\babonament|流量|套餐|データ|プラン|\bpizza|\bbuffet|\bkaraoke)",
        ),
        exception_window=40,
    ),
    Rule(
        name="foreign_system_prompt",
        family="jailbreak",
        weight=0.85,
        anchors=(
            "prompt",
            "sistema",
            "système",
            "systeme",
            "system",
            "sistem",
            "systeem",
            "систем",
            "промпт",
            "systemow",
            "系统",
            "システム",
            "ocult",
            "caché",
            "cache",
            "versteckt",
            "nascost",
            "verborgen",
            "скрыт",
            "ukryt",
            "隐藏",
            "隠され",
        ),  # fmt: skip
        patterns=(
            r"\b(?:muestra|muéstrame|muestrame|revela|revélame|revelame|dime|imprime|escribe|copia|"
            r"repite|enséñame|ensename|comparte|montre|montre-moi|montrez|montrez-moi|révèle|revele|"
            r"révélez|affiche|affichez|donne|donne-moi|donnez|écris|ecris|imprime|répète|repete|"
            r"copie|mostra|mostrami|rivela|rivelami|dimmi|stampa|scrivi|ripeti|mostre|mostre-me|"
            r"revele|diga|imprima|escreva|repita|copie|me\s+mostre|me\s+diga)\s+(?:\S+\s+){0,3}?"
            r"(?:tu|tus|el|su|sus|ton|tes|le|les|votre|vos|il\s+tuo|i\s+tuoi|le\s+tue|il|seu|seus|"
            r"sua|suas|teu|tuas|o|as)\s+(?:prompt|mensaje|mensagem|message|messaggio|instrucciones|"
            r"instructions|istruzioni|instruções|instrucoes|consignes|indicaciones|configuraci[oó]n)"
            r"\s+(?:del\s+sistema|de\s+sistema|do\s+sistema|di\s+sistema|système|systeme|syst[eè]me|"
            r"inicial(?:es)?|iniciais|initia(?:l|le|les|ux)|iniziali?|ocult[oa]s?|caché(?:e?s)?|"
            r"cache(?:e?s)?|nascost[oaei]|intern[oaei]s?|secret[oaei]s?|secrète?s?|segret[oaei]|"
            r"original(?:es|i)?|originais|d'origine)",
            r"\b(?:zeig|zeige|zeigen\s+sie|verrate|gib|nenne|schreib|drucke|wiederhole|kopiere)\s+"
            r"(?:mir\s+)?(?:\S+\s+){0,3}?(?:deinen|deine|den|die|ihren|ihre)\s+(?:system-?prompt|"
            r"systemanweisungen|system-?nachricht|versteckten\s+anweisungen|internen\s+anweisungen|"
            r"ursprünglichen\s+anweisungen|geheimen\s+anweisungen|initialen\s+anweisungen)",
            r"\b(?:je|jouw|uw)\s+(?:systeemprompt|systeem-?prompt|systeeminstructies|verborgen\s+"
            r"instructies|interne\s+instructies|geheime\s+instructies|oorspronkelijke\s+instructies)"
            r"\b(?=.{0,60}\b(?:zien|tonen|geven|delen|herhalen|kopiëren|printen)\b)",
            r"\b(?:laat|toon|geef|onthul|herhaal|kopieer|print)\s+(?:me\s+|mij\s+)?(?:\S+\s+){0,3}?"
            r"(?:je|jouw|uw)\s+(?:systeemprompt|systeem-?prompt|systeeminstructies|verborgen\s+"
            r"instructies|interne\s+instructies|geheime\s+instructies)",
            r"(?:покажи|покажите|выведи|выведите|раскрой|напиши|повтори|скопируй|дай|скажи)\s+"
            r"(?:мне\s+)?(?:\S+\s+){0,3}?(?:свой|свои|твой|твои|ваш|ваши)\s+(?:системный\s+промпт|"
            r"системные\s+инструкции|скрытые\s+инструкции|исходные\s+инструкции|промпт|системное\s+"
            r"сообщение|внутренние\s+инструкции)",
            r"\b(?:pokaż|pokaz|wypisz|ujawnij|powtórz|powtorz|skopiuj|podaj|napisz|wyświetl|"
            r"wyswietl)\s+(?:mi\s+)?(?:\S+\s+){0,3}?(?:swój|swoj|swoje|twój|twoj|twoje|twoich)\s+"
            r"(?:prompt\s+systemowy|systemowy\s+prompt|instrukcje\s+systemowe|ukryte\s+instrukcje|"
            r"wewnętrzne\s+instrukcje|wewnetrzne\s+instrukcje|prompt|początkowe\s+instrukcje)",
            r"(?:显示|展示|告诉我|输出|打印|复述|重复|透露|泄露|给我看)(?:一下)?(?:你的|你)?(?:完整的)?"
            r"(?:系统提示词?|系统指令|系统消息|隐藏指令|内部指令|初始指令|原始指令|提示词)",
            r"(?:システムプロンプト|システム指示|システムメッセージ|隠された指示|内部の指示|初期指示|"
            r"最初の指示)(?:を|の内容を)(?:すべて|全て|そのまま)?(?:教えて|見せて|表示|出力|書き出|"
            r"全文|貼り)",
        ),
    ),
    Rule(
        name="foreign_explosives",
        family="harm",
        weight=0.9,
        anchors=(
            "bomb",
            "explosi",
            "granad",
            "molotov",
            "detona",
            "napalm",
            "tnt",
            "dinamit",
            "dynami",
            "sprengs",
            "granat",
            "бомб",
            "взрыв",
            "гранат",
            "молотов",
            "ładun",
            "ladun",
            "wybuch",
            "炸弹",
            "爆炸",
            "炸药",
            "燃烧瓶",
            "手榴弹",
            "雷管",
            "爆弾",
            "爆発物",
            "火炎瓶",
            "手榴弾",
            "起爆",
            "爆薬",
            "ordign",
            "bom",
        ),  # fmt: skip
        patterns=(
            r"\b(?:hac(?:er|e|en|es)|fabric(?:ar|a|o|an)|constru(?:ir|ye|yo|yen)|arm(?:ar|o)|"
            r"hac[ií]a|prepar(?:ar|o)|cre(?:ar|o)|mont(?:ar|o)|elabor(?:ar|o)|detonar|fazer|faço|"
            r"faco|faz|"
            r"construir|montar|preparar|criar|detonar|explodir)\s+(?:yo\s+mismo\s+|eu\s+mesmo\s+|"
            r"en\s+casa\s+|em\s+casa\s+)?(?:una\s+|un\s+|unas\s+|unos\s+|uma\s+|um\s+|umas\s+|uns\s+)?"
            r"(?:pequeñ[ao]s?\s+|pequen[ao]s?\s+|potente\s+|casera\s+|caseira\s+)?"
            + _F_EXPLOSIVE_ES_PT
            + r"\b"
            + _F_NOT_A_WEAPON,
            r"\bbombas?\s+(?:casera|caseras|caseira|caseiras|artesanal|artesanais|de\s+tubo|de\s+"
            r"fabricação\s+caseira|lapa)\b",
            r"\b(?:fabriqu(?:er|e|ent)|fai(?:re|s|t)|construi(?:re|s|t)|prépar(?:er|e)|prepar(?:er|e)"
            r"|cré(?:er|e)|assembl(?:er|e)|bricol(?:er|e)|confectionn(?:er|e)|monter|déclencher|"
            r"declencher)\s+(?:moi-même\s+|moi-meme\s+|soi-même\s+|chez\s+moi\s+)?(?:une\s+|un\s+|"
            r"des\s+|de\s+la\s+|d')?(?:petite\s+|puissante\s+)?(?:bombes?|explosifs?|engins?\s+"
            r"explosifs?|grenades?|cocktails?\s+molotov|détonateurs?|detonateurs?|napalm|tnt|"
            r"dynamite)\b(?!\s+(?:de\s+bain|à\s+graines|a\s+graines|de\s+peinture|glacée|glacee|"
            r"anti-?moustiques?|insecticide|de\s+chantilly|aérosol|aerosol|de\s+graines))",
            r"\bbombes?\s+artisanales?\b",
            r"\b(?:fa(?:re|ccio|i)|costruir(?:e|la|ne)|costruisco|fabbrica(?:re)?|prepara(?:re)?|"
            r"crea(?:re)?|realizza(?:re)?|assembla(?:re)?|innesca(?:re)?)\s+(?:da\s+solo\s+|in\s+"
            r"casa\s+)?(?:una\s+|un\s+|delle\s+|degli\s+|dell')?(?:bomba|bombe|ordigno|ordigni|"
            r"esplosivo|esplosivi|granata|granate|molotov|detonatore|napalm|tnt|dinamite)\b"
            r"(?!\s+(?:da\s+bagno|di\s+semi|d'acqua|calorica|di\s+colore|alla\s+crema))",
            r"\b(?:bomba|ordign[oi])\s+(?:esplosiv[oi]\s+)?(?:artigianal[ei]|fatt[ao]\s+in\s+casa|"
            r"rudimental[ei])\b|\bcostruisc\w*\s+(?:\S+\s+){0,2}?(?:bomb[ae]|ordign[oi]|esplosiv[oi"
            r"])\b",
            r"\b(?:bombe|bomben|rohrbomben?|sprengsatz|sprengsätze|sprengstoff|sprengstoffe|"
            r"sprengkörper|granaten?|molotow-?cocktails?|molotowcocktails?|nagelbomben?|autobomben?)"
            r"\b(?=.{0,60}?\b(?:bauen|baue|baut|herstellen|herstelle|herstellt|macht|basteln|bastle"
            r"|zünden|mischen|"
            r"zusammenbauen|selber\s+machen|selbst\s+machen)\b)",
            r"\b(?:baue|bastle|stelle|mache|zünde|baut|bauen|herstellen|basteln)\b.{0,40}?\b(?:bombe|"
            r"rohrbombe|sprengsatz|sprengstoff|molotow-?cocktails?|molotowcocktails?|nagelbombe|"
            r"granate)\b",
            r"\b(?:bau|herstellung|bauanleitung|anleitung|rezept)\s+(?:\w+\s+){0,2}?(?:einer\s+|"
            r"eines\s+|von\s+)?(?:bombe|rohrbombe|sprengsatzes|sprengsatz|sprengstoff|"
            r"molotow-?cocktails?|nagelbombe)\b",
            r"\bbrandbom\w*\b|\b(?:bom|bommen|explosief|explosieven|springstof|granaat|granaten|"
            r"molotovcocktails?|pijpbom|autobom|spijkerbom)\b(?=.{0,60}?\b(?:maken|maak|bouwen|"
            r"bouw|in\s+elkaar\s+zetten|fabriceren|produceren|laten\s+ontploffen)\b)",
            r"\b(?:maak|bouw|maken|bouwen|fabriceer)\b.{0,40}?\b(?:bom|bommen|explosief|explosieven|"
            r"springstof|pijpbom|spijkerbom|molotovcocktails?)\b",
            r"(?:сделать|сделаю|делать|делают|изготовить|изготовлю|собрать|соберу|смастерить|"
            r"приготовить|создать|"
            r"спаять)\s+(?:\S+\s+){0,2}?(?:бомбу|взрывчатку|взрывчатое\s+вещество|взрывное\s+"
            r"устройство|самодельную\s+бомбу|гранату|коктейль\s+молотова|детонатор|напалм|тротил|"
            r"динамит)(?!\s+для\s+ванн)",
            r"\b(?:zrobić|zrobic|zrobię|zbudować|zbudowac|skonstruować|skonstruowac|wykonać|wykonac|"
            r"przygotować|przygotowac|złożyć|zlozyc|zmontować|zmontowac|stworzyć|stworzyc)\s+"
            r"(?:\S+\s+){0,2}?(?:bombę|bombe|bomby|ładunek\s+wybuchowy|ladunek\s+wybuchowy|"
            r"materiał\s+wybuchowy|material\s+wybuchowy|materiały\s+wybuchowe|granat|koktajl\s+"
            r"mołotowa|koktajl\s+molotowa|detonator|napalm|trotyl|dynamit)\b(?!\s+(?:do\s+kąpieli|do"
            r"\s+kapieli))",
            r"(?:制作|制造|做|组装|自制|搞|造|弄)(?:一个|一枚|一颗|个|些)?(?:简易|土制|自制|威力大的)?"
            r"(?:的)?(?:炸弹|爆炸物|炸药|爆炸装置|燃烧瓶|手榴弹|雷管)",
            r"(?:炸弹|爆炸物|炸药|爆炸装置|燃烧瓶)(?:的)?(?:制作方法|做法|配方|制作|制造方法|怎么做)",
            r"(?:爆弾|爆発物|火炎瓶|手榴弾|起爆装置|爆薬|パイプ爆弾)(?:の|を)?(?:作り方|作る|作れ|製造|"
            r"製作|組み立て|自作|つくり方)",
            r"(?:手作り|自作)(?:の)?(?:爆弾|爆発物)",
        ),
        exceptions=(
            r"(?:\bbom\s+(?:geld|duiten)\b|沐浴|浴盐|泡澡|バスボム|\bbadebombe|\bwasserbombe|"
            r"\bhistori|\bhistoire|\bgeschichte|\bstoria\b|\bhistória|\bgeschiedenis|истори|"
            r"\bhistori|历史|歴史|\bvideojuego|\bjeu\s+vidéo|\bvideogioco|\bvideogame|\bminecraft|"
            r"\bfortnite|игр[еау]\b|游戏|ゲーム)",
        ),
    ),
    Rule(
        name="foreign_drug_synthesis",
        family="harm",
        weight=0.85,
        anchors=(
            "metanfet",
            "méthamph",
            "methamph",
            "methamf",
            "metamf",
            "метамф",
            "meth",
            "cristal",
            "crystal",
            "cocaí",
            "cocaï",
            "cocain",
            "kokain",
            "kokaine",
            "heroí",
            "héroï",
            "heroin",
            "heroïn",
            "eroina",
            "героин",
            "кокаин",
            "fentan",
            "фентан",
            "мефедрон",
            "mefedron",
            "амфетамин",
            "amfetamin",
            "冰毒",
            "甲基苯丙胺",
            "海洛因",
            "可卡因",
            "芬太尼",
            "毒品",
            "覚醒剤",
            "覚せい剤",
            "メタンフェタミン",
            "ヘロイン",
            "コカイン",
            "麻薬",
            "lsd",
            "mdma",
            "éxtasis",
            "extasis",
            "ecstasy",
            "xtc",
            "amphetamin",
            "anfetamin",
            "amfetamin",
            "crack",
        ),  # fmt: skip
        patterns=(
            r"\b(?:amphetamin|methamphetamin|crystal\s+meth|kokain|heroin|fentanyl|lsd|mdma|crack)"
            r"\b.{0,80}?\b(?:herstellen|synthetisieren|kochen|produzieren|zusammenmischen)\b",
            r"(?:覚醒剤|覚せい剤|シャブ|メタンフェタミン|コカイン|ヘロイン|mdma)(?:って|を|は)?\S{0,8}?"
            r"(?:作れ|作り方|作る|製造|合成)",
            r"\b(?:sintetiz(?:ar|o|a)|fabric(?:ar|o|a)|cocin(?:ar|o|a)|produc(?:ir|e)|produzir|"
            r"hac(?:er|e)|fazer|faria|farei|prepar(?:ar|o|a)|cozinhar|synthétis(?:er|e)|synthetis(?:er|e)|"
            r"fabriqu(?:er|e)|produire|faire|cuisiner|sintetizzare|produrre|fabbricare|cucinare|"
            r"fare|preparare|extraer|extrair|extraire|estrarre|refinar|raffiner|raffinare|purifier|"
            r"purificar|purificare|sintetizza|sintetizzo|raffina|produz|produce|produit|fabrica|"
            r"fabbrica|faz|fait|fa)\s+(?:\S+\s+){0,4}?(?:l'|d'|de\s+l')?(?:metanfetamina|"
            r"méthamphétamine|methamphetamine|meth\b|"
            r"crystal\s+meth|cocaína|cocaina|cocaïne|cocaine|crack\b|heroína|heroina|héroïne|"
            r"heroine|eroina|fentanilo|fentanil|fentanyl|lsd|mdma|éxtasis|extasis|ecstasy|"
            r"anfetamina|amphétamine|anfetamine|amfetamina)",
            r"\b(?:metanfetamina|méthamphétamine|meth|cocaína|cocaína|cocaïne|heroína|héroïne|"
            r"eroina|fentanilo|fentanyl|lsd|mdma)\s+(?:casera|caseira|fait\s+maison|fatta\s+in\s+"
            r"casa|en\s+casa|em\s+casa|à\s+la\s+maison|a\s+casa)",
            r"\b(?:methamphetamin|crystal\s+meth|meth|kokain|heroin|fentanyl|lsd|mdma|ecstasy|"
            r"amphetamin|methamfetamine|cocaïne|heroïne|xtc|speed)\b(?=.{0,60}?\b(?:herstellen|"
            r"herstelle|synthetisieren|kochen|koche|selber\s+machen|selbst\s+machen|maken|maak|"
            r"synthetiseren|koken|produceren|maakt|macht|kookt|stellt\s+\w+\s+her)\b)",
            r"(?:синтезировать|сварить|изготовить|сделать|делать|делают|варить|приготовить|получить"
            r"|"
            r"производить)\s+"
            r"(?:\S+\s+){0,2}?(?:метамфетамин|мет\b|героин|кокаин|фентанил|мефедрон|лсд|амфетамин|"
            r"наркотик)",
            r"\b(?:zrobić|zrobic|wyprodukować|wyprodukowac|zsyntetyzować|zsyntetyzowac|ugotować|"
            r"ugotowac|przygotować|przygotowac|robi|robić|robic)\s+(?:\S+\s+){0,2}?(?:metamfetaminę"
            r"|metamfetamine|"
            r"mefedron|amfetaminę|amfetamine|heroinę|heroine|kokainę|kokaine|fentanyl|narkotyki)",
            r"(?:制作|制造|合成|提炼|熬制|做)(?:出)?(?:冰毒|甲基苯丙胺|海洛因|可卡因|芬太尼|毒品|摇头丸)",
            r"(?:覚醒剤|覚せい剤|メタンフェタミン|ヘロイン|コカイン|麻薬|MDMA)(?:の|を)?(?:作り方|作る|"
            r"合成|製造|精製)",
        ),
        exceptions=(
            r"(?:\bdocumental|\bdocumentaire|\bserie|\bbreaking\s+bad|\bpelícula|\bfilm\b|"
            r"\bprevenci|\bprévention|\btratamiento|\btraitement|\bbehandlung|\btrattamento|"
            r"\btratamento|\bbehandeling|лечени|\bleczeni|治疗|治療|\bsobredosis|\boverdose|"
            r"\bdetox|\bdesintox)",
        ),
    ),
    Rule(
        name="foreign_violence",
        family="harm",
        weight=0.9,
        anchors=(
            "envenen",
            "empoison",
            "vergift",
            "avvelen",
            "отрав",
            "otru",
            "毒死",
            "下毒",
            "投毒",
            "毒殺",
            "毒を盛",
            "matar",
            "asesin",
            "tuer",
            "assassin",
            "töten",
            "umbring",
            "ermord",
            "uccider",
            "ammazz",
            "vermoord",
            "убить",
            "убийств",
            "zabić",
            "zabic",
            "杀",
            "殺",
            "veneno",
            "poison",
            "gift",
            "veleno",
            "яд",
            "trucizn",
            "毒",
        ),  # fmt: skip
        patterns=(
            _F_HOW + r"(?:\w+\s+){0,2}?(?:envenenar|matar|asesinar|empoisonner|tuer|assassiner|"
            r"avvelenare|uccidere|ammazzare|assassinar)\s+(?:a\s+|à\s+|ao\s+|à\s+)?(?:(?:mi|mis|su|sus|"
            r"mon|ma|mes|son|sa|ses|mio|mia|miei|mie|il\s+mio|la\s+mia|meu|minha|meus|minhas|o\s+meu|"
            r"a\s+minha|esa|ese|esta|este|cette|ce|quella|quello|essa|esse)\s+\w+|alguien|alguém|"
            r"alguem|quelqu'un|qqn|qualcuno|él|ella|lui|elle|lei|ele|ela|(?:un|una|une|uno|um|uma)\s+"
            r"(?:persona|pessoa|personne|hombre|homem|homme|uomo|mujer|mulher|femme|donna|niñ[oa]|"
            r"criança|enfant|bambin[oa]|vecin[oa]|vizinh[oa]|voisin|voisine|vicin[oa]|policía|"
            r"policial|policier|poliziotto|ser\s+humano|être\s+humain|essere\s+umano))\b",
            r"\b(?:envenenar|matar|asesinar|empoisonner|tuer|avvelenare|uccidere|ammazzare)"
            r"(?:la|lo|le|los|las)\b(?=.{0,80}(?:sin\s+que|sans\s+que|senza\s+che|sem\s+que|"
            r"rastro|traces?|tracce|rastros?|descubr|découvr|scopr|descobr|policía|police|polizia|"
            r"polícia))",
            r"\b(?:veneno|poison|veleno)\s+(?:\w+\s+){0,3}?(?:indetectable|indétectable|"
            r"indetectable|non\s+rilevabile|irrintracciabile|indetectável|indetectavel|que\s+no\s+"
            r"(?:se\s+)?(?:detecte|note)|qui\s+ne\s+laisse\s+(?:pas\s+de|aucune)\s+traces?|che\s+non"
            r"\s+lasci\s+tracce|que\s+não\s+deixe\s+rastros?|sin\s+dejar\s+rastro|sans\s+laisser\s+de"
            r"\s+traces?)",
            r"\b(?:wie\s+(?:kann\s+ich|könnte\s+ich|kann\s+man|bringe\s+ich)|ich\s+(?:will|möchte)|"
            r"hilf\s+mir)\s+(?:\w+\s+){0,4}?(?:vergiften|töten|umbringen|ermorden|um(?:\s+die\s+"
            r"ecke)?\s*bringen)\b",
            r"\bwie\s+bringe\s+ich\s+(?:\w+\s+){1,3}?um\b",
            r"\bwie\s+(?:vergifte|töte|ermorde)\s+ich\b",
            r"\b(?:nicht\s+nachweisbar(?:es|en)?\s+gift|gift\b.{0,40}\b(?:nicht\s+nachweisbar|"
            r"unauffällig|ohne\s+spuren|unbemerkt))",
            r"\bhoe\s+(?:kan\s+ik|kun\s+je|moet\s+ik)\s+(?:\w+\s+){0,4}?(?:vergiftigen|vermoorden|"
            r"doden|ombrengen)\b",
            r"\bhoe\s+(?:vergiftig|vermoord)\s+ik\b",
            r"\bik\s+wil\s+(?:\w+\s+){0,4}?(?:vergiftigen|vermoorden|ombrengen)\b",
            r"(?:как|помоги|хочу|способ)\s+(?:\S+\s+){0,3}?(?:отравить|убить|прикончить|"
            r"зарезать)\s+(?:\S+\s+)?(?:мужа|жену|соседа|соседку|человека|кого-то|кого-нибудь|его|"
            r"её|ее|начальника|мать|отца|свекровь|тёщу|ребенка|ребёнка|друга|подругу|бывш\w+)",
            r"\b(?:jak|pomóż|pomoz|chcę|chce|sposób|sposob)\s+(?:\S+\s+){0,3}?(?:otruć|otruc|zabić|"
            r"zabic)\s+(?:\S+\s+)?(?:męża|meza|żonę|zone|sąsiada|sasiada|sąsiadkę|kogoś|kogos|go|ją|"
            r"ja|człowieka|czlowieka|szefa|teściową|tesciowa|matkę|ojca|dziecko|byłą|byla|byłego)",
            r"(?:怎么|如何|怎样|帮我|我想|教我)(?:才能)?(?:悄悄地?|偷偷地?|不被发现地?)?(?:毒死|下毒|"
            r"投毒|杀死|杀掉|杀了|弄死|害死)",
            r"(?:毒殺|毒を盛|殺す方法|殺し方|殺害する方法|バレずに殺)",
        ),
        exceptions=(
            r"(?:\bevitar|\bprevenir|\baccident|\bsin\s+querer|\bsíntomas|\bsintomas|\bqué\s+hacer|"
            r"\bque\s+hacer|\béviter|\beviter|\bsymptômes|\bsymptomes|\bque\s+faire|\bantipoison|"
            r"\bversehentlich|\bsymptome|\bwas\s+tun|\bgiftnotruf|\bevitare|\bsintomi|\bcosa\s+"
            r"fare|\bantiveleni|\bo\s+que\s+fazer|\bsintomas|\bvoorkomen|\bsymptomen|\bwat\s+te\s+"
            r"doen|симптом|что\s+делать|случайно|\bobjawy|\bco\s+robić|\bco\s+robic|przypadkiem|"
            r"症状|怎么办|误食|誤って|\btijd\b|詳細は(?:不要|いらない|要らない)|あらすじ|筋書き|"
            r"不需要细节|细节不用|\bsin\s+detalles|"
            r"\bsans\s+(?:les\s+)?détails|\bohne\s+details|\bsenza\s+dettagli|\bsem\s+detalhes|"
            r"\bzonder\s+details|без\s+подробностей|\bbez\s+szczegółów|"
            r"\bmalas\s+hierbas|\bmauvaises\s+herbes|\bunkraut|\berbacce|\bervas\s+daninhas|"
            r"\bonkruid|сорняк|\bchwast|杂草|雑草|\bproceso|\bprocessus|\bprozess|\bprocesso|"
            r"\bproces\b|процесс|进程|プロセス|\bel\s+tiempo|\ble\s+temps|\bil\s+tempo|\bo\s+tempo|"
            r"\bmoho|\bmoisissure|\bschimmel|\bmuffa|\bmofo|\bschimmel|плесен|\bpleś|霉|カビ|"
            r"\bbacteri|\bbactéri|\bbakteri|\bbatteri|бактери|细菌|細菌|\bpiojo|\bpoux|\bpou\b|"
            r"\bläuse|\blaus\b|\bpidocch|\bpiolho|\bluizen|\bluis\b|вш|\bwszy|\bcucaracha|"
            r"\bcafard|\bkakerlak|\bscarafagg|\bbarata|\bkakkerlak|тарака|\bkaraluch|蟑螂|ゴキブリ|"
            r"\brata|\brats?\b|\bratte|\bratt[oi]\b|\brato|крыс|\bszczur|老鼠|ネズミ|\bhormiga|"
            r"\bfourmi|\bameise|\bformic|\bformiga|\bmier|муравь|\bmrówk|蚂蚁|アリ|\bmosquito|"
            r"\bmoustique|\bmücke|\bzanzar|\bmug\b|комар|\bkomar|蚊子|蚊|\bmosca|\bmouche|"
            r"\bfliege|\bchinche|\bpunaise|\bwanze|\bcimic|\bpercevejo|\bbedwants|клоп|\bpluskw|"
            r"\bjefe\s+final|boss|\bzombi|\bpersonaje|\bpersonnage|\bfigur\b|"
            r"\bpersonaggio|\bpersonagem|\bpersonage|персонаж|\bpostać|\bpostac|角色|キャラ|"
            r"\bjuego|\bjeu\b|\bspiel\b|\bgioco|\bjogo\b|\bspel\b|\bигр|\bgr[zy]e\b|游戏|ゲーム)",
        ),
        exception_window=80,
    ),
    Rule(
        name="foreign_account_intrusion",
        family="harm",
        weight=0.8,
        anchors=(
            "hacke",
            "pirat",
            "knack",
            "einlog",
            "spion",
            "espi",
            "interc",
            "взлом",
            "шпион",
            "włam",
            "wlam",
            "zhakow",
            "入侵",
            "黑进",
            "破解",
            "盗取",
            "偷看",
            "監視",
            "ハッキング",
            "乗っ取",
            "のぞ",
            "覗",
            "phishing",
            "фишинг",
            "entrar",
            "acceder",
            "accéder",
            "zugriff",
            "accedere",
            "acessar",
            "inbreken",
            "toegang",
            "clon",
            "skimm",
            "überwach",
            "mitles",
            "abhör",
        ),  # fmt: skip
        patterns=(
            r"\b(?:hackear|piratear|pinchar|espiar|entrar\s+(?:en|a)|acceder\s+a|interceptar|"
            r"pirater|hacker|espionner|accéder\s+(?:à|au|aux)|acceder\s+(?:à|au|aux)|intercepter|"
            r"hackerare|spiare|entrare\s+(?:nel|nella|in)|accedere\s+(?:al|alla|a)|intercettare|"
            r"hackear|invadir|espionar|entrar\s+(?:no|na|em)|acessar|interceptar|hacken|inbreken"
            r"\s+(?:in|op)|toegang\s+krijgen\s+tot)\s+(?:\S+\s+){0,3}?(?:cuenta|correo|teléfono|"
            r"telefono|móvil|movil|celular|whatsapp|instagram|facebook|mensajes|compte|téléphone|"
            r"portable|messagerie|mails?|e-?mails?|messages|account|telefonino|cellulare|posta|"
            r"messaggi|conta|telemóvel|telemovel|mensagens|telefoon|berichten|wifi|wi-fi|wlan|red"
            r"\s+wifi|réseau\s+wi-?fi|rete\s+wi-?fi|rede\s+wi-?fi)\b(?=.{0,60}?(?:\bde\s+(?:mi|mis|"
            r"su|otra\s+persona|alguien|un[ao]?\s+\w+|otr[ao]s?)|\bd[e']\s*(?:mon|ma|mes|son|sa|"
            r"quelqu'un|un[e]?\s+\w+|autrui)|\bdi\s+(?:mi[oa]|qualcuno|un[ao']?\s*\w+|altr[ie])|\bdel"
            r"\s+mio|\bdella\s+mia|\bd[oa]s?\s+(?:meu|minha|outra\s+pessoa|outr[ao]s?)|\bde\s+"
            r"(?:alguém|alguem|um[a]?\s+\w+)|\bvan\s+(?:mijn|iemand|een\s+ander)|\bajen[ao]s?\b|"
            r"\bd'autrui\b|\baltrui\b|\balheio|\bsin\s+que|\bsans\s+qu|\bsenza\s+che|\bsem\s+que|"
            r"\bex\b|\bvecin|\bvoisin|\bvicin|\bvizinh|\bbuurman|\bbuurvrouw))",
            r"\b(?:meines|meiner|meinen|meinem|von\s+meiner|von\s+meinem|eines\s+anderen|einer\s+"
            r"anderen|fremde[nrs]?)\b.{0,60}?\b(?:knacken|hacken|ausspionieren|überwachen|mitlesen|"
            r"einloggen|abhören)\b",
            r"\b(?:knacke|hacke|knacken|hacken|ausspionieren|überwache|überwachen|lese|mitlesen|"
            r"abhören)\b.{0,60}?\b(?:meines|meiner|meinen|meinem|von\s+meiner|von\s+meinem|eines\s+"
            r"anderen|einer\s+anderen|fremde[nrs]?)\b(?!\s+eigenen)",
            r"(?:взломать|взломай|взлом)\s+(?:\S+\s+){0,2}?(?:чуж\w+|аккаунт|страниц\w+|телефон|"
            r"почт\w+|переписк\w+|вконтакте|вк|инстаграм|whatsapp|wi-?fi)",
            r"(?:как|помоги)\s+(?:\S+\s+){0,3}?(?:читать|прочитать|следить\s+за|отследить|"
            r"шпионить\s+за)\s+(?:\S+\s+){0,2}?(?:чуж\w+|переписк\w+\s+(?:мужа|жены|девушки|"
            r"парня)|телефон\w*\s+(?:мужа|жены|бывш\w+)|мужем|женой|бывш\w+)",
            r"\b(?:włamać\s+się|wlamac\s+sie|zhakować|zhakowac|podsłuchać|szpiegować)\s+(?:\S+\s+)"
            r"{0,3}?(?:konto|telefon|skrzynk\w+|messenger\w*|facebook\w*|wi-?fi)",
            r"(?:入侵|黑进|破解|盗取|偷看|监控|窃取)(?:别人|他人|前任|前女友|前男友|老婆|老公|女朋友|"
            r"男朋友|同事|邻居)的?(?:手机|账号|账户|邮箱|微信|密码|聊天记录|电脑)",
            r"他人の(?:スマホ|アカウント|パスワード|メール|ライン|LINE)|(?:彼女|彼氏|妻|夫|元カノ|"
            r"元カレ)の(?:スマホ|アカウント|メール|LINE)を(?:覗|のぞ|見|監視|ハッキング|乗っ取)",
            r"\b(?:escribe|redacta|écris|rédige|schreib\w*|verfass\w*|scrivi|escreva|schrijf|"
            r"напиши|napisz)\s+(?:\S+\s+){0,4}?(?:phishing|фишинг\w*)",
            r"\b(?:clonar|cloner|klonen|clonare|klonować|klonowac|клонировать)\s+(?:\S+\s+){0,2}?"
            r"(?:tarjetas?|cartes?\s+(?:bancaires?|de\s+crédit)|kreditkarten?|carte\s+di\s+credito|"
            r"cartões|cartao|karty|карт\w*)",
        ),
        exceptions=(
            r"(?:\bproteger|\bprotéger|\bschützen|\bproteggere|\bproteger|\bbeschermen|защит|"
            r"\bchronić|\bchronic|保护|守る|\bevitar|\béviter|\bevitare|\bvermeiden|\bvoorkomen|"
            r"\breconocer|\breconnaître|\berkennen|\briconoscere|\breconhecer|\bherkennen|"
            r"распознать|\brozpozna|识别|見分け|\bolvidé\s+mi|\bj'ai\s+oublié|\bvergessen\s+(?:habe"
            r"|hab)|\bho\s+dimenticato|\besqueci|\bvergeten|забыл|\bzapomniał|忘了|忘れ|\bmi\s+propi"
            r"|\bmon\s+propre|\bmeinen\s+eigenen|\bmio\s+propri|\bil\s+mio\s+(?:account|telefono|cellulare|profilo)|\bminha\s+própria|\bmijn\s+eigen|"
            r"\bhackathon|\bmi\s+(?:cuenta|teléfono|móvil|celular)|\bmon\s+(?:compte|téléphone)|"
            r"\bmein(?:en)?\s+(?:konto|handy|account)\b)",
        ),
        exception_window=60,
    ),
    Rule(
        name="foreign_self_harm",
        family="harm",
        weight=0.9,
        anchors=(
            "suicid",
            "matarme",
            "me tuer",
            "umbring",
            "uccidermi",
            "me matar",
            "покончить",
            "убить себя",
            "zabić się",
            "zabic sie",
            "自杀",
            "自殺",
            "死に",
            "despertar",
            "réveiller",
            "aufwach",
            "svegliarmi",
            "acordar",
            "проснуться",
            "obudzić",
            "obudzic",
            "morir",
            "mourir",
            "sterben",
            "morire",
            "morrer",
            "умереть",
            "umrzeć",
            "umrzec",
            "去死",
            "死ぬ",
            "想死",
            "wakker",
            "死ね",
            "finita",
            "finir",
            "自残",
            "自伤",
            "割腕",
            "リスカ",
            "リストカット",
            "自傷",
            "cortarme",
            "couper",
            "scarifi",
            "ritzen",
            "tagliar",
            "me cortar",
            "snijden",
            "резать",
            "порез",
            "ciąć",
            "ciac",
            "才能死",
            "会死",
            "多少",
            "dood",
        ),  # fmt: skip
        patterns=(
            r"\b(?:suicidarme|matarme|quitarme\s+la\s+vida|me\s+suicider|me\s+tuer|mettre\s+fin\s+"
            r"à\s+(?:mes|ma)\s+jours|mettre\s+fin\s+à\s+ma\s+vie|mich\s+umbringen|mich\s+(?:zu\s+)?"
            r"töten|mir\s+das\s+leben\s+(?:zu\s+)?nehmen|suicidarmi|uccidermi|togliermi\s+la\s+vita|"
            r"me\s+matar|me\s+suicidar|tirar\s+a\s+minha\s+(?:própria\s+)?vida|mezelf\s+(?:van\s+het"
            r"\s+leven\s+)?(?:beroven|doden|ombrengen)|zelfmoord\s+(?:plegen|te\s+plegen)|покончить"
            r"\s+с\s+собой|убить\s+себя|zabić\s+się|zabic\s+sie|odebrać\s+sobie\s+życie)\b",
            r"\b(?:no\s+(?:volver\s+a\s+)?despertar(?:me)?(?:\s+más|\s+nunca)?|ne\s+plus\s+(?:jamais"
            r"\s+)?me\s+réveiller|nicht\s+mehr\s+aufwachen|non\s+svegliarmi\s+più|não\s+acordar\s+mais|"
            r"nunca\s+mais\s+acordar|niet\s+meer\s+wakker\s+(?:te\s+)?worden|не\s+проснуться|nie\s+"
            r"obudzić\s+się|nie\s+obudzic\s+sie)\b",
            r"\b(?:quiero|quisiera|voy\s+a)\s+morir(?:me)?\b|\bje\s+veux\s+mourir\b|\bich\s+(?:will|"
            r"möchte)\s+(?:nur\s+noch\s+)?sterben\b|\bvoglio\s+morire\b|\bquero\s+morrer\b|\bik\s+"
            r"wil\s+dood\b|\bхочу\s+умереть\b|\bchcę\s+umrzeć\b|\bchce\s+umrzec\b",
            r"(?:我想自杀|想自杀|怎么自杀|如何自杀|我想死|想去死|不想活了|自杀的方法|自殺したい|死にたい|"
            r"自殺の方法|楽に死ねる|死ぬ方法|死ねる方法|確実に死|才能死|能死掉)",
            r"\bne\s+plus\s+(?:jamais\s+)?(?:me|se)\s+r[ée]veiller\b|\bnicht\s+mehr\s+aufwach\w*|"
            r"\bfarla\s+finita\b|\ben\s+finir\s+(?:ce\s+soir|avec\s+la\s+vie|pour\s+de\s+bon)",
            r"(?:\bcu[aá]nt[ao]s|\bcantidad\s+de|\bcombien\s+de|\bquelle\s+quantité\s+de|\bwie\s*"
            r"viele|"
            r"\bwieviel\w*|\bquant[ei]|\bquantit[àa]\s+di|\bquant[ao]s|\bquantidade\s+de|\bhoeveel|"
            r"сколько|\bile\b|多少|几|何錠|何粒|どれくらい|どのくらい)"
            r".{0,60}?(?:\bpastill\w*|\bpastis\b|\bcomprim\w*|\bp[ií]ldoras|\btabl\w+|\bcachets|"
            r"\bpilul\w*|\bm[ée]dicament\w*|\bmedicamento\w*|\bschlaftablett\w*|\bpillen|\bpastigli"
            r"\w*|"
            r"\bcompresse|\bpillole|\bfarmaci|\brem[ée]dios|\bp[ií]lulas|таблет\w*|\bpigułek|"
            r"\bleków|"
            r"\bparacetamol|\bdoliprane|\btachipirina|\bibuprofen\w*|\brivotril|\boxazepam|"
            r"\bdiazepam|"
            r"\bxanax|\binsulin\w*|\bslaappil\w*|片|粒|药|薬|錠)"
            r".{0,60}?(?:\bmorir|\bmourir|\bsterben|\bmorire|\bmorrer|\bdood\s+(?:te\s+)?gaan|"
            r"\bumrzeć|"
            r"\bumrzec|умереть|死|\bdespertar|r[ée]veiller|aufwach\w*|svegliar\w*|\bacordar|\bwakker"
            r"|"
            r"проснуться|obudzi\w*|\bfarla\s+finita|\ben\s+finir|\bacabar\s+con\s+todo|\bein\s+ende"
            r"|"
            r"\bacabar\s+com|\been\s+eind|покончить|\bskończyć)",
            r"(?:睡眠薬|薬|錠剤|安眠药|药)\S{0,6}?(?:何錠|何粒|どれくらい|どのくらい|多少片?)\S{0,10}?"
            r"(?:死ね|死ぬ|死ん|才能死|会死)",
            r"(?:\bcortarme|\bcortarse|\bme\s+couper|\bme\s+scarifier|\bmich\s+ritzen|\britzen|"
            r"\btagliarmi|\btagliarsi|\bme\s+cortar|\bmezelf\s+snijden|резать\s+себя|порезать\s+"
            r"себя|"
            r"\bciąć\s+się|\bciac\s+sie)(?=.{0,80}?(?:\bsin\s+que|\bsans\s+que|\bohne\s+dass|"
            r"\bsenza\s+"
            r"che|\bsem\s+que|\bzonder\s+dat|\bчтобы\s+не|\bżeby\s+nie|\bzeby\s+nie|\bmenos\s+"
            r"doloros|"
            r"\bmoins\s+douloureu|\bweniger\s+schmerz|\bmeno\s+doloros|\bminst\s+pijnlijk|\bменее\s"
            r"+"
            r"болезнен|\bmniej\s+bolesn|\bse\s+ne\s+accorg|\bnot[ea]n|\bmerk|\bno\s+se\s+note))|"
            r"\b(?:modi|modo|formas?|maneras?|façons?|manières?|wege?|jeitos?|manieren)\s+(?:\S+\s+"
            r")"
            r"{0,2}?(?:per|de|para|pour|um|om)\s+(?:tagliarsi|cortarse|se\s+couper|sich\s+zu\s+"
            r"ritzen|"
            r"se\s+cortar|zichzelf\s+te\s+snijden)\b",
            r"(?:自残|自伤|割腕|リスカ|リストカット|自傷)(?:的)?(?:方法|\S{0,8}?(?:不被|不容易被|バレ))|"
            r"(?:方法|怎么|如何)\S{0,4}(?:自残|自伤|割腕)",
        ),
        exceptions=(
            r"(?:\bprevenci[oó]n|\bprévention|\bprävention|\bprevenzione|\bprevenção|\bpreventie|"
            r"профилактик|\bprofilaktyk|预防|予防|\bestad[ií]stic|\bstatisti|статистик|统计|統計|"
            r"\bmi\s+(?:amig|herman|hij)|\bmon\s+ami|\bma\s+(?:sœur|fille)|\bmeine[nr]?\s+"
            r"(?:freund|tochter|sohn)|\bil\s+mio\s+amico|\bmeu\s+amigo|\bmijn\s+vriend|\bмой\s+друг|"
            r"\bmój\s+przyjaciel|我的朋友|友達が)",
        ),
        exception_window=60,
    ),
    Rule(
        name="foreign_firearms",
        family="harm",
        weight=0.8,
        anchors=(
            "arma",
            "arme",
            "waffe",
            "wapen",
            "оружи",
            "broń",
            "bron",
            "枪",
            "銃",
            "pistol",
            "silenciador",
            "silencieux",
            "schalldämpfer",
            "silenziatore",
            "глушител",
            "tłumik",
            "消音器",
            "サプレッサー",
        ),  # fmt: skip
        patterns=(
            r"\b(?:arma|armas)\s+(?:de\s+fuego\s+|de\s+fogo\s+)?(?:impresa|impressa|imprimida|casera|"
            r"caseira|irrastreable|irrastreável|sin\s+número\s+de\s+serie|sem\s+número\s+de\s+série|"
            r"fantasma)\b",
            r"\b(?:armes?)\s+(?:à\s+feu\s+)?(?:imprimée?s?\s+en\s+3d|artisanale?s?|intraçables?|"
            r"fantômes?|sans\s+numéro\s+de\s+série)\b",
            r"\b(?:waffe|schusswaffe|pistole)\s+(?:aus\s+dem\s+3d-?drucker|ohne\s+seriennummer|"
            r"selber\s+bauen|selbst\s+bauen)\b|\b(?:nicht\s+rückverfolgbare|3d-gedruckte)\s+"
            r"(?:waffe|schusswaffe|pistole)\b",
            r"\b(?:arma|armi)\s+(?:stampata\s+in\s+3d|artigianale|non\s+rintracciabile|senza\s+"
            r"matricola|fantasma)\b",
            r"\b(?:wapen|vuurwapen)\s+(?:uit\s+een\s+3d-printer|zonder\s+serienummer)\b|"
            r"\bonvindbaar\s+(?:wapen|vuurwapen)\b",
            r"(?:неотслеживаемое|самодельное|напечатанное\s+на\s+3d)\s+(?:оружие|огнестрельное|"
            r"пистолет)|(?:сделать|изготовить|купить\s+без\s+лицензии)\s+(?:\S+\s+)?(?:оружие|"
            r"пистолет|обрез|глушитель)",
            r"\b(?:broń|bron)\s+(?:z\s+drukarki\s+3d|bez\s+numeru\s+seryjnego|domowej\s+roboty)\b",
            r"(?:无法追踪|无法追查|自制|3D打印)的?(?:枪|枪支|手枪|武器)|(?:制作|制造|做|买)(?:一把)?"
            r"(?:枪|枪支|手枪|消音器)",
            r"(?:3Dプリンター|手作り|自作)の?(?:銃|拳銃)|(?:銃|拳銃|サプレッサー)(?:の|を)(?:作り方|"
            r"自作|製造|密輸|入手)",
            r"\b(?:hacer|fabricar|construir|faire|fabriquer|bauen|herstellen|costruire|fabbricare|"
            r"fazer|maken|bouwen)\s+(?:\S+\s+){0,2}?(?:silenciador|silencieux|schalldämpfer|"
            r"silenziatore|geluiddemper)\b",
        ),
        exceptions=(
            r"(?:\bley(?:es)?\b|\blois?\b|\bgesetz|\blegge|\blei\b|\bwet\b|закон|\bprawo|法律|法|"
            r"\bhistori|\bgeschicht|\bstoria|истори|历史|歴史|\bvideojuego|\bjeu\s+vidéo|"
            r"\bvideogioco|\bspiel\b|игр|游戏|ゲーム|\bagua\b|\bágua\b|\beau\b|\bwasser|\bacqua|"
            r"\bwater\b|水枪|水鉄砲|\bsilicona|\bsilicone|\bheißkleb|\bcolla\s+a\s+caldo|\bpintura|"
            r"\bpeinture|\bfarb|\bvernice|\btinta\b|\bverf\b)",
        ),
        exception_window=60,
    ),
    # widened 2026-12-05 on corpus/ml-dev2.jsonl (see the comment at "prompts in other languages")
    Rule(
        name="foreign_disable_filters",
        family="jailbreak",
        weight=0.85,
        anchors=(
            "desactiv",
            "désactiv",
            "deaktiv",
            "schalt",
            "disattiv",
            "disabilit",
            "desativ",
            "deslig",
            "uitschakel",
            "schakel",
            "salta",
            "evit",
            "burl",
            "elud",
            "contourn",
            "umgeh",
            "austrick",
            "aggir",
            "contorn",
            "dribl",
            "omzeil",
            "обой",
            "обход",
            "obej",
            "绕过",
            "突破",
            "回避",
            "отключ",
            "выключ",
            "сними",
            "wyłącz",
            "wylacz",
            "关闭",
            "关掉",
            "解除",
            "取消",
            "去掉",
            "遵守",
            "無効",
            "オフ",
            "外し",
            "non valgono",
            "ne s'appliquent",
            "gelten nicht",
            "no aplican",
            "não se aplicam",
            "nao se aplicam",
            "gelden niet",
            "не действуют",
            "nie obowiązują",
            "nie obowiazuja",
            "выруб",
            "libera",
            "zet",
            "uit te",
            "suspend",
            "suspens",
            "sospes",
            "ausgesetzt",
            "aufgehoben",
            "opgeschort",
            "приостановлен",
            "отключен",
            "сняты",
            "zawieszon",
            "wyłączon",
            "wylaczon",
            "gelten",
            "действуют",
            "暂停",
            "失效",
            "关了",
            "关掉",
            "全关",
            "都关",
            "無効",
            "解除",
            "停止",
            "オフ",
        ),  # fmt: skip
        patterns=(
            r"\b(?:desactiva|desactive|desactivar|desactivad|désactive|désactivez|désactiver|"
            r"desactiver|deaktiviere|deaktivier|deaktivieren|disattiva|disattivare|disabilita|"
            r"disabilitare|desativa|desative|desativar|desliga|desligue|desligar|uitschakelen|"
            r"выруби|"
            r"вырубай|вырубить|libera|"
            r"отключи|отключите|отключить|выключи|выключите|сними|снимите|wyłącz|wylacz|wyłączcie|"
            r"wyłączyć|wylaczyc)\s+(?:\S+\s+){0,4}?(?:filtros?|filtres?|filter|filtri|filters|"
            r"inhaltsfilter\w*|sicherheitsfilter\w*|restricciones|restrictions|einschränkungen|"
            r"restrizioni|restrições|restricoes|beperkingen|ограничени\w+|ograniczeni\w+|políticas|"
            r"politicas|politiques?|pol[ií]tica|richtlinien|politiche|censura|censure|zensur|цензур"
            r"\w+|cenzur\w+|"
            r"moderaci[oó]n|modération|moderation|moderazione|moderação|модераци\w+|moderacj\w+|"
            r"protecciones|protections|sicherheitsvorkehrungen|protezioni|proteções|безопасност\w+|"
            r"zabezpieczeni\w+|filtr\w*|фильтр\w*)",
            r"\b(?:\w*filter|\w*regeln|\w*filters|regels|einschränkungen|beperkingen)\s+(?:\S+\s+)"
            r"{0,3}?(?:austrickst|austricksen|umgeht|umgehen|omzeilt|omzeilen|uitschakelt)\b",
            r"\b(?:filtros|filtres|filter|filtri|filters|restricciones|restrictions|restrizioni|"
            r"restrições|beperkingen|einschränkungen)\s+(?:\S+\s+){0,2}?(?:están|estan|sont|sind|"
            r"sono|são|sao|zijn|ya\s+están|wurden)\s+(?:\S+\s+)?(?:desactivados|désactivés|"
            r"desactives|deaktiviert|disattivati|disabilitati|desativados|uitgeschakeld)\b",
            r"\bschalte?\s+(?:\S+\s+){0,4}?(?:\w*filter|einschränkungen|richtlinien|zensur|"
            r"sicherheits\w+)\s+(?:\S+\s+){0,4}?aus\b",
            r"\b(?:zet|zetten)\s+(?:\S+\s+){0,3}?(?:\w*filters?|beperkingen|censuur)\s+(?:\S+\s+)"
            r"{0,3}?uit\b|\b(?:\w*filters?|beperkingen|censuur)\s+uit\s+te\s+(?:zetten|schakelen)"
            r"\b",
            r"\b(?:\w*filter|\w*richtlinien|\w*regeln|einschränkungen|políticas|directrices|reglas|"
            r"filtros|restricciones|politiques|règles|filtres|restrictions|politiche|regole|filtri|"
            r"restrizioni|diretrizes|regras|pol[ií]ticas|restrições|regels|richtlijnen|beperkingen|"
            r"правила|ограничения|фильтры|zasady|ograniczenia|filtry)\s+(?:\S+\s+){0,3}?(?:est[aá]n"
            r"\s+|"
            r"quedan\s+|sont\s+|sind\s+|werden\s+|sono\s+|s[aã]o\s+|est[aã]o\s+|zijn\s+|worden\s+|"
            r"są\s+)?(?:suspendid|suspens|sospes|ausgesetzt|aufgehoben|opgeschort|приостановлен|"
            r"отключен|сняты|zawieszon|wyłączon|wylaczon)\w*",
            r"\bgelten\s+(?:\S+\s+){0,2}?\w*(?:richtlinien|regeln|filter)\s+nicht\s+mehr\b|"
            r"(?:правила|ограничения|фильтры)\s+безопасности\s+(?:\S+\s+){0,2}?не\s+действуют",
            r"(?:安全|内容)?(?:策略|规则|限制|过滤|审查|准则)(?:已|都已|已经|全部)?(?:暂停|关闭|失效|解除|"
            r"取消)|(?:限制|过滤|审查|规则)(?:全|都|全部)?关(?:了|掉|闭)|(?:安全)?(?:ガイドライン|ルール|"
            r"制限|フィルター|ポリシー)(?:が|は)?(?:全部|すべて|全て)?(?:無効|解除|停止|オフ)",
            r"\bschakel\s+(?:\S+\s+){0,4}?(?:\w*filters?|beperkingen|richtlijnen|censuur|"
            r"veiligheids\w+)\s+(?:\S+\s+){0,4}?uit\b",
            r"(?:关闭|关掉|解除|取消|去掉|绕过)(?:你的|掉|所有|全部|一切|的){0,3}(?:安全|内容)?(?:过滤|"
            r"限制|审查|规则|政策|防护|护栏)|不(?:用|必|需要|再)遵守(?:\S{0,8}?)(?:规则|规定|政策|准则|"
            r"限制)",
            r"(?:フィルター|制限|検閲|安全装置|安全機能|セーフティ|ガードレール|ルール|ガイドライン)"
            r"(?:を|は)(?:すべて|全て|一時的に|完全に)?(?:解除|オフ|無効|外し|回避|突破)",
            r"\b(?:saltar(?:se)?|saltaban|saltan|evitar|burlar|eludir|contourner|contournait|"
            r"umgehen|umgeht|austricksen|austrickst|aggirare|aggirava|eludere|contornar|driblar|"
            r"omzeilen|omzeilt|обойти|обхода|обходить|obejść|obejsc|obchodzić)\s+(?:\S+\s+){0,3}?"
            r"(?:filtros|filtres|filter|filtri|filters|\w*filters?|sicherheitsregeln|règles|regles|"
            r"reglas|normas|regole|regras|regels|regeln|правила|zasady|restricciones|restrictions|"
            r"restrizioni|restrições|restricoes|beperkingen|einschränkungen|ограничени\w+|"
            r"ograniczeni\w+|censura|censure|zensur|цензур\w+|protecciones|protections)",
            r"(?:绕过|突破)(?:你的|AI的|ai的|人工智能的|模型的|所有|的){0,3}(?:安全|内容)?(?:过滤|限制|审查|"
            r"规则|防护|护栏)",
            r"правила\s+(?:твоих|твоего|ваших|ваш\w+)\s+(?:\S+\s+){0,4}?не\s+действуют",
            r"\b(?:tus|vos|tes|deine|le\s+tue|i\s+tuoi|tuoi|tue|suas|tuas|seus|teus|je|jouw|твои|"
            r"ваши|twoje|wasze)\s+(?:\S+\s+){0,2}?(?:reglas|normas|directrices|règles|consignes|"
            r"regeln|richtlinien|regole|linee\s+guida|regras|diretrizes|regels|richtlijnen|правила|"
            r"zasady|restricciones|restrictions|restrizioni|filtros|filtres|filtri)\s+(?:\S+\s+)"
            r"{0,3}?(?:ya\s+no\s+(?:aplican|se\s+aplican|valen|cuentan)|ne\s+s'appliquent\s+plus|"
            r"gelten\s+(?:hier\s+)?nicht\s+mehr|non\s+(?:valgono|contano|si\s+applicano)\s+pi[uù]|"
            r"não\s+se\s+aplicam\s+mais|nao\s+se\s+aplicam\s+mais|já\s+não\s+valem|gelden\s+niet\s+"
            r"meer|больше\s+не\s+действуют|nie\s+obowiązują|nie\s+obowiazuja)",
        ),
        requires=(
            r"(?:\btus\b|\btu\b|\bvos\b|\btes\b|\bton\b|\bdeine?[nrs]?\b|\bdein\b|\bdu\b|\btuo\b|"
            r"\btue\b|\btuoi\b|\bteu\b|\btuas?\b|\bseus?\b|\bsuas?\b|\bvocê|\bvoce\b|\bje\b|\bjouw\b|"
            r"\bjij\b|твои|твой|ваши|свои|\bty\b|\btwoje|\bwasze|你|您|あなた|君|お前|\bsesi[oó]n|\bsession"
            r"|"
            r"\bsitzung|\bsessione|\bsessão|\bsessao|\bsessie|сесси|\bsesj|会话|セッション|\bchat\b|"
            r"\bconversaci[oó]n|\bconversation|\bgespräch|\bconversazione|\bconversa\b|\bgesprek|"
            r"разговор|\brozmow|对话|会話|\bcontenido|\bcontenu|\binhalt|\bcontenut|\bconteúdo|"
            r"\bconteudo|\binhoud|контент|\btreści|\bdesarrollador|\bdéveloppeur|\bentwickler|"
            r"\bsviluppatore|\bdesenvolvedor|\bontwikkelaar|разработчик|\bdewelop|开发者|開発者|"
            r"\badmin|админ|管理员|管理者|(?<![a-z])(?:ia|ki|ai)(?![a-z])|\bии\b|\bchatbot|模型|\bmodelo|"
            r"\bmodèle|\brobôs?|\brobots?|\bbots?\b|\bbeheerder|\bingegnere|"
            r"\bmodell|\bmodello|\bmodel\b|модел)",
        ),
        exceptions=(
            r"(?:\bspam|\bantispam|\bparental|\bpadres|\bparentale?|\beltern|\bgenitori|\bpais\b|"
            r"\bouderlijk|родительск|\brodzicielsk|家长|ペアレンタル|\bfoto|\bphoto|\bbild|\bcámara|"
            r"\bcamara|\bcaméra|\bkamera|\bfotocamera|\bcâmera|\bcamera|камер|相机|カメラ|\binstagram|"
            r"\btiktok|\bsnapchat|\bwhatsapp|\brouter|\bwi-?fi|\bwlan|\bfirewall|\bnavegador|"
            r"\bnavigateur|\bbrowser|\bbrowsers|\bbrauser|браузер|\bprzeglądar|浏览器|ブラウザ|"
            r"\bwindows|\bandroid|\biphone|\bmac\b|\bmóvil|\bmovil|\bportable|\bhandy|\bcellulare|"
            r"\bcelular|\btelefoon|телефон|\btelefon|手机|スマホ|\bagua|\beau\b|\bwasser|\bacqua|"
            r"\bágua|\bwater\b|\bвод|\bwod|水|\baire|\bair\b|\bluft|\baria|\bar\b|\blucht|воздух|"
            r"\bpowietrz|空气|空気|\baceite|\bhuile|\böl\b|\bolio|\bóleo|\bolie|масл|\bolej|机油|"
            r"オイル|\bcookies?|\bnotificaci|\bnotification|\bbenachrichtig|\bnotific|\bmeldingen|"
            r"уведомлен|\bpowiadom|通知|\bcorreo|\bmail|\bemail|\bpiscina|\bpool|\bzwembad|"
            r"\bcoche|\bvoiture|\bauto\b|\bcarro|\bmachine|\bmaschine|\baspiradora|\bsecadora|"
            r"\bnevera|\bkühlschrank|\bfrigo|\bgeladeira|\bkoelkast|холодильник|\blodówk)",
        ),
        exception_window=80,
    ),
    Rule(
        name="foreign_hidden_prompt",
        family="jailbreak",
        weight=0.85,
        anchors=(
            "prompt",
            "промпт",
            "提示词",
            "プロンプト",
            "instructies",
            "istruzioni",
            "instructions",
            "instrucciones",
            "instruções",
            "instrucoes",
            "anweisungen",
            "инструкци",
            "instrukcje",
            "指令",
            "指示",
            "anweisung",
            "instructie",
            "системн",
            "reglas",
            "règles",
            "regeln",
            "regole",
            "regras",
            "regels",
            "zasady",
            "правил",
            "内部",
            "api",
            "密钥",
        ),  # fmt: skip
        patterns=(
            r"(?:\bsystem-?prompt\w*|\bsysteemprompt\w*|\bprompt\s+(?:de|di|do|du)\s+sistema|"
            r"\bprompt\s+(?:du\s+)?syst[eè]me|\bprompt\s+systemow\w+|\bsystemow\w+\s+prompt\w*|"
            r"системн\w+\s+промпт\w*|\bprompt\s+(?:secreto|secret|segreto|oculto|nascosto|caché|"
            r"iniziale|inicial|initial|interno|interne)\b|\b(?:geheimen?|versteckten?|internen?|"
            r"verborgen|geheime|ukryt\w+|скрыт\w+|секретн\w+|внутренн\w+|начальн\w+)\s+(?:prompt\w*|"
            r"промпт\w*|anweisungen|instructies|instrukcj\w+|инструкци\w+)|\b(?:instrucciones|"
            r"instructions|istruzioni|instruções|instrucoes)\s+(?:ocultas|secretas|iniciales|"
            r"cachées|cachees|secrètes|secretes|initiales|nascoste|segrete|iniziali|ocultas|"
            r"secretas|iniciais)|系统提示词?|隐藏(?:的)?(?:提示词?|指令|设定)|初始(?:的)?(?:提示词?|指令|"
            r"设定)|システムプロンプト|隠し(?:プロンプト|指示|設定)|隠された(?:プロンプト|指示)|最初に"
            r"設定されて(?:い)?る(?:\S{0,4})?(?:プロンプト|指示)|\bsystem-?anweisung\w*|"
            r"\bsysteeminstructie\w*|\binstrucciones\s+(?:del|de)\s+sistema|\binstructions\s+"
            r"(?:du\s+)?syst[eè]me|\bistruzioni\s+(?:di|del)\s+sistema|\binstru[çc][õo]es\s+do\s+"
            r"sistema|системн\w+\s+инструкци\w+|\binstrukcj\w+\s+systemow\w+|"
            r"\b(?:tus|sus|vos|tes|deine[n]?|le\s+tue|suas|tuas|seus|je|jouw|twoje|swoje)\s+"
            r"(?:reglas|règles|regeln|regole|regras|regels|zasady)\s+(?:internas|internes|interne|"
            r"internen|wewnętrzne)\b|(?:сво|тво|ваш)\w*\s+внутренн\w+\s+правил\w*|"
            r"(?:你的|你)内部(?:配置|设定|设置|规则)|あなたの内部設定|"
            r"\bapi[- ]?(?:key|schlüssel|キー)|密钥|apiキー)",
        ),
        requires=(
            r"(?:\btus?\b|\btes\b|\bton\b|\bdeine?[nrs]?\b|\bdein\b|\bdir\b|\btuo\b|\btue\b|\bti\b|"
            r"\bteu\b|\bseu\b|\bvocê|\bvoce\b|\bvc\b|\bje\b|\bjouw\b|\bjij\b|\bje\s+hebt|твой|свой|"
            r"ваш|тебе|\btwój|\btwoj|\bci\b|\bmasz\b|你|您|あなた|君|お前|\bmuestra|\bmuestrame|"
            r"\bmuéstrame|\bcopia|\bpega|\bdime|\bmontre|\bcopie|\bcolle|\bdonne|\bzeig|\bkopier|"
            r"\bgib|\bmostra|\bscrivi|\bdimmi|\bincolla|\bmostre|\bfala|\bme\s+diz|\bcola\b|\btoon|"
            r"\bplak|\bgeef|\blaat|покажи|скопируй|выведи|вставь|напиши|\bpokaż|\bpokaz|\bwklej|"
            r"\bskopiuj|\bwypisz|\bnapisz|显示|给我|发给我|贴|告诉我|見せて|教えて|貼|出して|表示)",
        ),
        exceptions=(
            r"(?:\bqu[eé]\s+es\s+un|\bqu'est-ce\s+qu|\bwas\s+ist\s+ein|\bcos['’]?\s*[eè]\s+un|"
            r"\bcosa\s+[eè]\s+un|\bo\s+que\s+[eé]\s+um|\bwat\s+is\s+een|что\s+такое|\bczym\s+jest|"
            r"\bco\s+to\s+(?:jest\s+)?|什么是|とは|\bc[oó]mo\s+(?:escribo|escribir|redacto|redactar)|"
            r"\bcomment\s+(?:écrire|ecrire|rédiger|rediger)|\bwie\s+schreibe|\bcome\s+(?:scrivo|"
            r"scrivere)|\bcomo\s+(?:escrevo|escrever)|\bhoe\s+schrijf|как\s+(?:написать|составить)|"
            r"\bjak\s+napisać|\bjak\s+napisac|怎么写|如何写|書き方|\bmi\s+(?:propio|bot|chatbot)|"
            r"\bmon\s+(?:propre|bot|chatbot)|\bmeine[nms]?\s+(?:eigenen?|bot|chatbot)|\bmio\s+"
            r"(?:bot|chatbot)|\bmeu\s+(?:próprio|bot|chatbot)|\bmijn\s+(?:eigen|bot|chatbot)|"
            r"\bмо(?:й|его)\s+(?:бот|чат-?бот)|\bmojego\s+(?:bota|chatbota)|我的(?:机器人|聊天机器人)|"
            r"私の(?:ボット|チャットボット))",
        ),
        exception_window=120,
    ),
    Rule(
        name="foreign_mass_harm",
        family="harm",
        weight=0.9,
        anchors=(
            "gas",
            "gaz",
            "gás",
            "газ",
            "毒气",
            "毒ガス",
            "有毒ガス",
            "sarin",
            "зарин",
            "virus",
            "вирус",
            "wirus",
            "病毒",
            "ウイルス",
            "ántrax",
            "anthrax",
            "milzbrand",
            "antrace",
            "сибирск",
            "炭疽",
            "炭疽菌",
            "bacteri",
            "bactéri",
            "bakteri",
            "batteri",
            "бактери",
            "máximo",
            "maximo",
            "maximum",
            "möglichst",
            "moeglichst",
            "maggior",
            "zoveel",
            "больше",
            "najwięcej",
            "伤亡",
            "できるだけ",
            "ziekte",
            "enfermedad",
            "maladie",
            "krankheit",
            "malattia",
            "doença",
            "doenca",
        ),  # fmt: skip
        patterns=(
            r"(?:\bgas(?:es)?\s+(?:tóxico|toxico|venenoso|nervioso|mortal|letal|tossico|velenoso|"
            r"nervino|letale|tóxicos|toxicos)|\bgaz\s+(?:toxique|mortel|l[eé]tal|neurotoxique|"
            r"innervant)|\bgiftgas\w*|\bnervengas\w*|\btödliche[ns]?\s+gas|\bgás\s+(?:tóxico|toxico|"
            r"venenoso|mortal|letal|dos\s+nervos)|\bgifgas\w*|\bzenuwgas\w*|(?:отравляющ\w+|ядовит\w+"
            r"|нервно-паралитическ\w+|смертельн\w+)\s+газ\w*|\b(?:trując\w+|truj[aą]c\w+|toksyczn\w+|"
            r"paraliżując\w+)\s+gaz\w*|\bgaz\s+(?:trujący|bojowy|paraliżujący)|毒气|有毒气体|神经毒气|"
            r"毒ガス|有毒ガス|神経ガス|\bsarin\w*|зарин\w*|サリン|沙林|\bántrax|\bantrax|\banthrax|"
            r"\bmilzbrand|\bantrace|сибирск\w+\s+язв\w+|\bwąglik|炭疽(?:菌)?|\bvirus\s+(?:peligroso|"
            r"mortal|letal|dangereux|mortel|gefährlich\w*|tödlich\w*|pericoloso|mortale|perigoso|"
            r"gevaarlijk\w*|dodelijk\w*)|\bgefährliche[ns]?\s+virus|\bgevaarlijk\w*\s+virus|"
            r"(?:опасн\w+|смертельн\w+)\s+вирус\w*|\b(?:niebezpieczn\w+|śmierteln\w+)\s+wirus\w*|"
            r"(?:危险|致命)(?:的)?病毒|(?:危険な|致死性の)ウイルス)",
            r"(?:\bm[aá]ximo\s+de\s+(?:v[ií]ctimas|muertos|heridos|mortos)|\bmaximum\s+de\s+"
            r"(?:victimes|morts|blessés)|\bmöglichst\s+viele\s+(?:opfer|tote|menschen|leute)|"
            r"\bmoeglichst\s+viele\s+(?:opfer|tote|menschen|leute)|\bmaggior\s+numero\s+di\s+"
            r"(?:vittime|morti|feriti)|\bzoveel\s+mogelijk\s+(?:slachtoffers|doden|mensen)|"
            r"как\s+можно\s+больше\s+(?:жертв|людей|погибших)|\bjak\s+najwięcej\s+(?:ofiar|ludzi|"
            r"zabitych)|最大伤亡|最多(?:的)?(?:伤亡|死伤)|できるだけ多くの(?:人|犠牲者|死者)|"
            r"\bgiftig\w*\s+gas|\bgas\s+freisetz\w*|\bfreisetz\w*\s+(?:\S+\s+){0,2}?gas|"
            r"\b(?:ziekte|virus|enfermedad|maladie|krankheit|malattia|doen[çc]a)\s+(?:\S+\s+){0,2}?"
            r"(?:verspreiden|propagar|répandre|verbreiten|diffondere|espalhar)|\b(?:verspreiden|"
            r"propagar|répandre|verbreiten|diffondere|espalhar)\s+(?:\S+\s+){0,2}?(?:ziekte|virus|"
            r"enfermedad|maladie|krankheit|malattia|doen[çc]a))",
        ),
        requires=(
            r"(?:\bmetro\w*|\bmétro|\bmetrô|\bsubte|\bu-?bahn|\bbahnhof|\bestaci[oó]n|\bgare\b|\bstazione|"
            r"\bestação|\bestacao|\bstation|\bметро|\bвокзал|\bmetrze|\bdworc|地铁|车站|駅|\bescuela|"
            r"\bcolegio|\bécole|\becole|\bschule|\bscuola|\bescola|\bschool|\bшкол|\bszkol|\bszkoł|"
            r"学校|\bcentro\s+comercial|\bcentre\s+commercial|\beinkaufszentrum|\bcentro\s+"
            r"commerciale|\bshopping|\bwinkelcentrum|\bторгов\w+\s+центр|\bgaleri|商场|購物|"
            r"ショッピングモール|\bestadio|\bstade|\bstadion|\bstadio|\bстадион|体育场|スタジアム|"
            r"\bconcierto|\bconcert|\bkonzert|\bconcerto|\bконцерт|\bkoncert|演唱会|コンサート|"
            r"\bmultitud|\bgente|\bfoule|\bmonde\b|\bmenschen|\bmenschenmenge|\bfolla|\bpersone|"
            r"\bmultidão|\bmultidao|\bpessoas|\bmensen|\bmenigte|\bтолп|\bлюд|\btłum|\btlum|\bludzi|"
            r"人群|人多|很多人|群众|人が大勢|大勢|人混み|満員|\bleute|\bfestival|\bgare\b|密室|"
            r"\bgeschlossenen\s+raum|\bespacio\s+cerrado|\bespace\s+clos|\bspazio\s+chiuso|"
            r"人を|\bvictimes|\bv[ií]ctimas|\bopfer|\bvittime|\bslachtoffers|\bжертв|\bofiar|伤亡|"
            r"\bavi[oó]n|\bavion|\bflugzeug|\baereo|"
            r"\bvliegtuig|\bсамолет|\bsamolot|飞机|飛行機|\bhospital|\bhôpital|\bkrankenhaus|"
            r"\bospedale|\bziekenhuis|\bбольниц|\bszpital|医院|病院|\bciudad|\bville\b|\bstadt|"
            r"\bcittà|\bcidade|\bgorod|\bгород|\bmiast|城市|都市|\bmáximo|\bmaximum|\bmassimo|"
            r"\bmáximo|\bmaximaal|\bбольше\s+всего|\bмаксимальн|\bjak\s+najwięcej|最多|できるだけ多く)",
            r"(?:\bm[ée]thode|\bmethode|\bm[ée]todo|\bметод\w*|\bmetod\w*|作る|作り|混ぜ|"
            r"\bc[oó]mo|\bcomment|\bwie\b|\bcome\b|\bcomo\b|\bhoe\b|\bкак\b|\bjak\b|怎么|如何|"
            r"どう(?:すれば|やって)|方法|\bquiero|\bje\s+veux|\bich\s+will|\bvoglio|\bquero|\bik\s+wil|"
            r"\bхочу|\bchcę|\bchce\b|我想|たい|\bpasos|\bétapes|\bschritte|\bpassaggi|\bpassos|"
            r"\bstappen|\bшаги|\bkroki|步骤|手順|\bexplica|\bexplique|\berkläre|\bspiega|\bleg\s+uit|"
            r"\bобъясни|\bwyjaśnij|\bwyjasnij|解释|説明)",
        ),
        exceptions=(
            r"(?:\bhistori|\bgeschicht|\bstoria|\bистори|\bhistor|历史|歴史|\b19\d\d\b|\b20[0-2]\d\b|"
            r"\bprotegerse|\bprotéger|\bschützen|\bproteggersi|\bproteger|\bbeschermen|\bзащит|"
            r"\bchronić|防护|保护|守る|\bsíntomas|\bsymptômes|\bsymptome|\bsintomi|\bsintomas|"
            r"\bsymptomen|\bсимптом|\bobjawy|症状|\bvacuna|\bvaccin|\bimpfung|\bvaccino|\bvacina|"
            r"\bвакцин|\bszczepion|疫苗|ワクチン|\bcontagio|\bcontagion|\bansteckung|\bbesmetting|"
            r"\bзаражени|\bzaraż|传染|感染(?:を|しない|予防)|\bevitar|\béviter|\bvermeiden|\bevitare|"
            r"\bvoorkomen|\bизбежать|\buniknąć|避免|防ぐ|\bcuarentena|\bquarantaine|\bquarantäne|"
            r"\bquarantena|\bquarentena|\bквαрантин|\bkwarantann|隔离|隔離)",
        ),
        exception_window=120,
    ),
    Rule(
        name="foreign_arson",
        family="harm",
        weight=0.85,
        anchors=(
            "fuego",
            "incendi",
            "quemar",
            "le feu",
            "brûler",
            "bruler",
            "anzünd",
            "in brand",
            "abfackel",
            "fuoco",
            "bruciare",
            "fogo",
            "поджечь",
            "подожги",
            "сжечь",
            "podpal",
            "放火",
            "烧",
            "点火",
            "火をつけ",
            "燃や",
            "поджига",
            "поджёг",
        ),  # fmt: skip
        patterns=(
            r"\b(?:prender(?:le)?\s+fuego|pegar(?:le)?\s+fuego|incendiar|quemar|mettre\s+le\s+feu|"
            r"incendier|brûler|bruler|anzünden|anzuzünden|in\s+brand\s+(?:stecken|zu\s+stecken|"
            r"setzen)|abfackeln|dare\s+fuoco|appiccare\s+(?:il\s+)?fuoco|incendiare|bruciare|"
            r"(?:pôr|por|botar|tacar|atear)\s+fogo|incendiar|queimar|in\s+brand\s+steken|quemarle|"
            r"quemarles|поджигает|поджечь|поджёг|"
            r"(?:steek|steken)\s+(?:\S+\s+){0,4}?in\s+brand|поджечь|подожги|сжечь|podpalić|podpalic|"
            r"podpal)\b(?:\s+\S+){0,5}?\s*(?:a\s+|à\s+|al\s+|la\s+|le\s+|el\s+|das\s+|die\s+|den\s+|"
            r"il\s+|o\s+|a\s+|het\s+|de\s+)?(?:\S+\s+){0,2}?(?:casa|edificio|piso|apartamento|"
            r"tienda|negocio|oficina|coche|maison|immeuble|appartement|magasin|boutique|bureau|"
            r"voiture|haus|wohnung|gebäude|geschäft|laden|auto|büro|negozio|palazzo|ufficio|"
            r"macchina|prédio|predio|loja|escritório|escritorio|carro|huis|woning|gebouw|winkel|"
            r"kantoor|дом|квартир\w*|здани\w*|подъезд\w*|магазин|офис|машин\w*|dom|mieszkani\w*|"
            r"budyn\w*|sklep|"
            r"biur\w*|samoch\w*)",
            r"\b(?:steek|steken)\s+(?:\S+\s+){0,3}?(?:huis|woning|gebouw|winkel|auto|kantoor)(?:\s+\S+){0,4}?"
            r"\s+in\s+brand\b",
            r"(?:怎么|如何|我想|帮我|想要)(?:\S{0,12}?)(?:放火|烧了|烧掉|烧毁|点燃)(?:\S{0,4}?)(?:房子|家|店|"
            r"公司|车|楼)|(?:家|店|アパート|マンション|車|会社|ビル)に(?:火をつけ|放火)|放火(?:する|したい|の方法)",
        ),
        requires=(
            r"(?:\bmi\s+|\bmon\s+|\bma\s+|\bmein\w*\s+|\bmio\s+|\bmia\s+|\bmeu\s+|\bminha\s+|\bmijn\s+|"
            r"\bмо\w+\s+|\bmoj\w*\s+|我|私|俺|\bvecin|\bvoisin|\bnachbar|\bvicin|\bvizinh|\bbuur|"
            r"\bсосед|\bsąsiad|\bsasiad|邻居|隣|\bex\b|\bjefe|\bpatron|\bchef\b|\bcapo|\bchefe|"
            r"\bbaas|\bначальник|\bszef|老板|上司|\bsocio|\bassocié|\bassocie|\bpartner|\bsócio|"
            r"\bcompañer|\bcollègue|\bkollege|\bcollega|\bcolega|\bkollega|\bколлег|\bkoleg|同事|"
            r"\bdormid|\bdorment|\bschläft|\bschlafen|\bdormono|\bdormindo|\bslapen|\bslaapt|"
            r"\bспят|\bспит|\bśpi|\bspi\b|睡|寝て|\bdort\b|\bduerme|\bdorme\b|\bschläft|住人|住民|逃げ|"
            r"\bчтобы\s+никто|\bdentro|\bdedans|\bdrin\b|\bdrinnen|\bbinnen|"
            r"\bвнутри|\bw\s+środku|\bw\s+srodku|里面|中に|\bsin\s+que|\bsans\s+qu|\bohne\s+dass|"
            r"\bsenza\s+che|\bsem\s+que|\bzonder\s+dat|\bчтобы\s+не|\bżeby\s+nie|\bzeby\s+nie|"
            r"不被|バレ|\brastro|\btraces?\b|\bspuren|\btracce|\bsporen|\bслед|\bślad|痕迹|証拠|"
            r"\baccidente|\baccident|\bunfall|\bincidente|\bacidente|\bongeluk|\bнесчастн|\bwypadek|"
            r"意外|事故|\bseguro\b|\bassurance|\bversicherung|\bassicurazion|\bverzekering|\bстраховк|"
            r"\bubezpieczen|保险|保険)",
        ),
        exceptions=(
            r"(?:\bchimenea|\bcheminée|\bkamin|\bcamino\b|\blareira|\bopenhaard|\bкамин|\bkominek|"
            r"壁炉|暖炉|\bbarbacoa|\bbarbecue|\bgrill|\bchurrasco|\bмангал|\bшашлык|烧烤|バーベキュー|"
            r"\bcalor[ií]as|\bcalories|\bkalorien|\bcalorie|\bcalorias|\bcalorieën|\bкалори|\bkalori|"
            r"卡路里|カロリー|\bgrasa|\bgraisse|\bfett\b|\bgrasso|\bgordura|\bvet\b|\bжир|\btłuszcz|"
            r"脂肪|\bpelícula|\bfilm\b|\bfilme|\bfilmu|\bфильм|电影|映画|\bnovela|\broman\b|"
            r"\bromanzo|\bromance|\broman\b|\bроман|\bpowieść|小说|小説|\bvela|\bbougie|\bkerze|"
            r"\bcandela|\bkaars|\bсвеч|\bświec|蜡烛|ろうそく|\bcd\b|\bdvd\b|\bbrûler\s+un\s+cd|"
            r"\bbrûler\s+(?:les\s+)?étapes)",
        ),
        exception_window=100,
    ),
    Rule(
        name="foreign_illegal_gun",
        family="harm",
        weight=0.85,
        anchors=(
            "pistol",
            "arma",
            "arme",
            "fusil",
            "waffe",
            "gewehr",
            "wapen",
            "пистолет",
            "оружи",
            "ствол",
            "травмат",
            "broń",
            "bron",
            "枪",
            "銃",
            "glock",
            "ak-47",
            "ak47",
            "kalash",
            "калаш",
            "ar-15",
            "ar15",
            "uzi",
        ),  # fmt: skip
        patterns=(
            r"(?:\bpistolas?|\bpistolets?|\bpistolen?|\bpistole|\bpistool|\barmas?\b|\barmes?\b|"
            r"\barmi\b|\bfusil\w*|\brevólver|\brevolver|\bwaffen?\b|\bschusswaffe\w*|\bgewehr\w*|"
            r"\bvuurwapens?|\bwapens?\b|\bgeweer|\bпистолет\w*|\bоружи\w+|\bствол\w*|\bтравмат\w*|"
            r"\bbroń|\bbroni\b|\bbron\b|\bkarabin\w*|枪|槍|銃|拳銃|\bglock\w*|\bak-?47|\bkalash\w*|"
            r"калаш\w*|\bar-?15|\buzi\b)",
        ),
        requires=(
            r"(?:\bsin\s+(?:licencia|permiso|papeles|registro|documentos)|\bsans\s+(?:permis|"
            r"licence|papiers|autorisation)|\bohne\s+(?:waffenschein|waffenbesitzkarte|erlaubnis|"
            r"lizenz|papiere)|\bsenza\s+(?:porto\s+d'armi|licenza|permesso|documenti)|\bsem\s+"
            r"(?:licença|licenca|porte|registro|documentos)|\bzonder\s+(?:vergunning|wapenvergunning"
            r"|papieren)|\bбез\s+(?:лицензии|разрешения|документов)|\bbez\s+(?:pozwolenia|licencji|"
            r"zezwolenia|papierów)|不用证件|无证|没有(?:执照|证件|许可)|不需要(?:执照|证件|许可)|"
            r"(?:許可|免許|登録)(?:なし|なく|無し|がなく)|\bautomátic[ao]|\bautomatic[ao]|"
            r"\bautomatique|\bvollautomat\w*|\bautomatisch\w*|\bавтоматическ\w+|\bв\s+боевой|"
            r"\bboev|\bбоев\w*|очередями|\bilegal\w*|\billégal\w*|\billegal\w*|\billegaal|"
            r"\bнелегальн\w*|"
            r"\bnielegaln\w*|非法|違法|没登记|未登记|黑枪|\bniet\s+te\s+traceren|"
            r"\bautomatyczn\w+|全自动|全自動|フルオート|\bno\s+rastreable|\birrastreable|"
            r"\bintraçable|\bnicht\s+rückverfolgbar|\bnon\s+rintracciabile|\bnão\s+rastreável|"
            r"\bniet\s+traceerbaar|\bбез\s+номера|\bbez\s+numeru|\bmercado\s+negro|\bmarché\s+noir|"
            r"\bschwarzmarkt|\bmercato\s+nero|\bmercado\s+negro|\bzwarte\s+markt|\bчёрн\w+\s+рын\w+|"
            r"\bчерн\w+\s+рын\w+|\bczarn\w+\s+rynk\w*|黑市|闇市|\bdark\s*web|\bdarknet|暗网)",
            r"(?:\bd[oó]nde|\bc[oó]mo|\bcomo\b|\bonde\b|\boù\b|\bou\s+(?:acheter|trouver)|\bcomment|"
            r"\bwo\b|\bwie\b|\bdove\b|\bcome\b|\bwaar\b|\bhoe\b|\bгде\b|\bкак\b|\bgdzie|\bjak\b|"
            r"哪里|哪儿|怎么|如何|どこ|どう|方法|\bquiero|\bje\s+veux|\bich\s+will|\bvoglio|\bquero|"
            r"\bik\s+wil|\bхочу|\bchcę|\bchce\b|我想|たい|\bconsigo|\bcomprar|\bacheter|\bkaufen|"
            r"\bcomprare|\bkopen|\bкупить|\bkupić|\bkupic|买|買)",
        ),
        exceptions=(
            r"(?:\bley(?:es)?\b|\blois?\b|\bgesetz|\blegge|\blei\b|\bwet\b|\bзакон|\bprawo|法律|"
            r"\blegal|\bl[eé]gal|\blegale|\blegaal|\bлегальн|\blegaln|合法|\bmulta|\bamende|\bstrafe|"
            r"\bsanzion|\bboete|\bштраф|\bkara\b|罚|罰|\bes\s+ilegal|\best-(?:il|ce)\s+ill[ée]gal|"
            r"\bist\s+(?:es\s+)?illegal|\bè\s+illegale|\bé\s+ilegal|\bis\s+(?:het\s+)?illegaal|"
            r"\bdenunciar|\bsignaler|\bmelden|\bdenunciare|"
            r"\bdenunciar|\baangifte|\bсообщить|\bzgłosić|举报|通報|\bagua|\beau\b|\bwasser|\bacqua|"
            r"\bágua|\bwater|\bводян|水枪|水鉄砲|\bjuguete|\bjouet|\bspielzeug|\bgiocattolo|"
            r"\bbrinquedo|\bspeelgoed|\bигрушечн|\bzabawk|玩具|おもちゃ|\bairsoft|\bpaintball|"
            r"\bvideojuego|\bjeu\b|\bspiel\b|\bgioco|\bjogo\b|\bspel\b|\bигр|\bgr[zy]e\b|游戏|"
            r"ゲーム|\bcaza\b|\bchasse|\bjagd|\bcaccia|\bcaça|\bjacht|\bохот|\bpolowani|打猎|狩猟|"
            r"\bpintura|\bpeinture|\bsilicona|\bsilicone|\bcalor|\bgrapas|\bagrafe)",
        ),
        exception_window=120,
    ),
    Rule(
        name="foreign_partner_spying",
        family="harm",
        weight=0.8,
        anchors=(
            "whatsapp",
            "telegram",
            "messenger",
            "instagram",
            "facebook",
            "fejs",
            "signal",
            "line",
            "微信",
            "wechat",
            "qq",
            "vk",
            "вк",
            "вконтакте",
            "телеграм",
            "ватсап",
            "mail",
            "correo",
            "почт",
            "邮箱",
            "メール",
            "sms",
            "mensajes",
            "messages",
            "nachrichten",
            "messaggi",
            "mensagens",
            "berichten",
            "сообщени",
            "переписк",
            "wiadomości",
            "wiadomosci",
            "聊天记录",
            "トーク",
            "insta",
            "account",
            "konto",
            "cuenta",
            "compte",
            "conta",
            "аккаунт",
            "dm",
            "snap",
            "tiktok",
            "icloud",
            "gmail",
            "handy",
            "celular",
            "móvil",
            "movil",
            "telefo",
            "cellulare",
            "手机",
            "スマホ",
        ),  # fmt: skip
        patterns=(
            r"(?:\bwhatsapp|\btelegram|\bmessenger|\binstagram|\bfacebook|\bfejs\w*|\bsignal\b|"
            r"\bline\b|微信|wechat|\bqq\b|\bvk\b|\bвк\b|вконтакте|телеграм\w*|ватсап\w*|\be-?mails?"
            r"\b|\bmail\b|\bcorreo|\bpočt|почт\w+|邮箱|メール|\bsms\b|\bmensajes|\bmessages|"
            r"\bnachrichten|\bmessaggi|\bmensagens|\bberichten|сообщени\w+|переписк\w+|"
            r"\bwiadomości|\bwiadomosci|聊天记录|トーク|(?<![a-z])line(?![a-z])|ライン|\binsta\b|"
            r"\baccount\b|\bkonto\b|\bcuenta\b|\bcompte\b|\bconta\b|\bаккаунт\w*|\bdm'?s\b|"
            r"\bsnapchat|\bsnap\b|\btiktok|\bicloud|\bgmail|\bhandy\b|\bcelular|\bm[óo]vil\b|"
            r"\btelefoon|\btelefonino|\bcellulare|手机|スマホ)",
        ),
        requires=(
            r"(?:\bnovi[ao]|\besposa|\besposo|\bmarido|\bmujer|\bpareja|\bcopine|\bcopain|\bfemme|"
            r"\bmari\b|\bconjoint|\bfreundin|\bfreund\b|\bfrau\b|\bmann\b|\bpartnerin|\bragazz[ao]|"
            r"\bmoglie|\bmarito|\bfidanzat[ao]|\bnamorad[ao]|\bvriendin|\bvriend\b|\bvrouw\b|"
            r"\bman\b|\bdevušk|\bдевушк\w+|\bпарн\w+|\bжен\w+|\bмуж\w*|\bdziewczyn\w+|\bchłopak\w*|"
            r"\bchlopak\w*|\bżon\w+|\bzon[ay]\b|\bmęż\w+|\bmeza\b|老婆|老公|女朋友|男朋友|女友|男友|"
            r"妻子|丈夫|彼女|彼氏|妻|夫|嫁|旦那|\bex\b|\bexnovi|\bbyłej|\bbylej|\bбывш\w+|前任|"
            r"元カノ|元カレ|\bhij[ao]\b)",
            r"(?:\bsin\s+que|\bsans\s+qu|\bà\s+son\s+insu|\bohne\s+dass|\bheimlich|\bunbemerkt|"
            r"\bsenza\s+che|\bdi\s+nascosto|\bsem\s+que|\bescondid|\bàs\s+escondidas|\bzonder\s+dat|"
            r"\bstiekem|\bongemerkt|\bтайно|\bнезаметно|\bчтобы\s+(?:он|она)\s+не|\bпо-?тихому|"
            r"\bpotajemnie|\bżeby\s+(?:nie|on|ona)|\bzeby\s+(?:nie|on|ona)|\bpo\s+kryjomu|偷偷|"
            r"悄悄|不被发现|不让(?:他|她)知道|こっそり|バレ(?:ずに|ない)|内緒で|\bhackear|\bpiratear|"
            r"\bpirater|\bhacken|\bhack\b|\bknacken|\bhackerare|\bentrar|\bmeterme|\bmeter(?:me)?\s+en|"
            r"\bentrer\s+dans|\breinkommen|\beinloggen|\bentrare|\bclonar|\bcloner|\bklonen|"
            r"\bclonare|\binbreken|\bвзлом\w*|\bзалезть|\bwłam\w*|\bwlam\w*|\bzhakow\w*|黑进|入侵|"
            r"破解|ハッキング|乗っ取|\bespiar|\bespionner|\bausspionieren|\bspiare|\bespionar|"
            r"\bbespioneren|\bшпион\w*|\bszpieg\w*|监视|监控|監視|\bleer\s+(?:sus|los)|"
            r"\blire\s+(?:ses|les)|\bmitlesen|\bleggere\s+(?:i\s+suoi|tutt)|\bler\s+(?:as|os)\s+"
            r"(?:mensagens|conversas)|\bmeelezen|\bчитать\s+(?:е[её]|его)|\bczytać\s+jej|"
            r"\bczytac\s+jej|看(?:他|她)的|見る方法|覗|のぞ|盗み見|勝手に|\bentr(?:o|are)\s+nel|"
            r"\b(?:kraak|kraken|craquer|crackear|craccare)\b|\bsenza\s+(?:la\s+)?password|"
            r"\bsin\s+(?:su\s+|la\s+)?contraseña|\bsans\s+(?:son\s+|le\s+)?mot\s+de\s+passe|"
            r"\bohne\s+(?:ihr\s+|sein\s+|das\s+)?passwort|\bsem\s+(?:a\s+)?senha|\bzonder\s+(?:haar"
            r"\s+|"
            r"zijn\s+|het\s+)?wachtwoord|\bdoorheeft|\bbez\s+hasła|\bbez\s+hasla|без\s+пароля|"
            r"不知道密码|没有密码|パスワード(?:わからな|なし|知らな)|\bhoe\s+kom\s+ik\s+in)",
        ),
        exceptions=(
            r"(?:\bproteger|\bprotéger|\bschützen|\bproteggere|\bbeschermen|\bзащит|\bchronić|"
            r"\bchronic|保护|守る|\bconsentimiento|\bconsentement|\beinverständnis|\bconsenso|"
            r"\bconsentimento|\btoestemming|\bсогласи|\bzgod|同意|\bolvid[eé]\s+mi|\bj'ai\s+oublié|"
            r"\bperdí\s+mi|\bperdu\s+mon|\bverloren|\bperso\s+il|\bperdi\s+o|\bпотерял|\bzgubił|"
            r"丢了|なくした|\bsorpresa|\bsurprise|\büberraschung|\bsurpresa|\bverrassing|\bсюрприз|"
            r"\bniespodzian|惊喜|サプライズ|\bsospech\w+\s+que\s+(?:me\s+)?esp[ií]a|\bme\s+esp[ií]a|"
            r"\bm'espionne|\bspioniert\s+mich|\bmi\s+spia|\bme\s+espiona|\bbespioneert\s+mij|"
            r"\bшпионит\s+за\s+мной|\bszpieguje\s+mnie|监视我|監視されて)",
        ),
        exception_window=120,
        window=160,
    ),
    Rule(
        name="foreign_embedded_instruction",
        family="jailbreak",
        weight=0.85,
        anchors=(
            "asistente",
            "assistant",
            "assistent",
            "assistente",
            "ассистент",
            "asystent",
            "助手",
            "アシスタント",
            "ia",
            "ki",
            "ai",
            "ии",
            "anweisung",
            "нейросет",
            "instrução",
            "instrucao",
            "tradutor",
        ),  # fmt: skip
        patterns=(
            r"(?:\b(?:p\.?\s?d\.?|p\.?\s?s\.?|nota|note|hinweis|instrucci[oó]n|instruction|"
            r"anweisung|istruzione|instrução|instrucao|instructie|let\s+op|uwaga|инструкция|"
            r"примечание|заметка|внимание)\s*,?\s*(?:para|pour|an|für|fur|per|voor|для|dla|à|a)?\s*"
            r"(?:el\s+|la\s+|l'\s*|le\s+|die\s+|den\s+|il\s+|o\s+|a\s+|de\s+)?(?:asistente|"
            r"assistant|assistent|assistente|ассистент\w*|ии-ассистент\w*|asystent\w*|ia\b|ki\b|"
            r"ai\b|ai-assistent|ии\b|modelo|modèle|modell|modello|model)|(?:附注|备注|注意|附言|"
            r"追伸|注)\s*[（(:：]?\s*(?:给|致|对)?(?:\S{0,10}?)(?:ai|人工智能|助手|アシスタント|モデル))",
            r"(?:\b(?:neue\s+)?anweisung\s+an\s+(?:das|die|den)\s+(?:sprachmodell|ki|modell|"
            r"assistenten)|\b(?:aten[çc][ãa]o|atenci[oó]n|attention|achtung|attenzione|uwaga)\s+"
            r"(?:ia|ki|ai)\s*:|\b(?:ki|ai|ia)-(?:anweisung|übersetzer|hinweis|assistent)\b|"
            r"\bhinweis\s+an\s+die\s+ki\b|\bassistente\s+(?:ia|ai)\s*:|\bistruzion[ei]\s+per\s+"
            r"l'assistente|\binstru[çc][ãa]o\s+(?:oculta\s+)?para\s+o\s+(?:tradutor|assistente|"
            r"modelo)|инструкци\w+\s+для\s+(?:нейросет\w+|ии|модели|ассистента|бота)|"
            r"[\[«:]\s*(?:assistant|asistente|assistente|assistent)\s*,|给(?:ai|人工智能|助手|模型)的"
            r"(?:指令|指示|说明)|(?:ai|aiアシスタント|アシスタント)(?:へ|への)(?:の)?(?:指示|指令|"
            r"メッセージ|お願い)?\s*[:：])",
        ),
        requires=(
            r"(?:\bno\s+(?:hagas|sigas|obedezcas|resumas|traduzcas)|\bne\s+(?:tiens|suis|fais|"
            r"résume|traduis)|\b(?:beachte|befolge)\s+(?:\S+\s+){0,4}?nicht|\bnicht\s+"
            r"(?:zusammenfassen|übersetzen)|\bnon\s+(?:seguire|eseguire|riassumere|tradurre)|"
            r"\b(?:pare|pára|para)\s+de\s+(?:traduzir|resumir)|\bdesconsidere|\bignor\w+|"
            r"\bniet\s+(?:uit|op)|\bvoer\s+(?:\S+\s+){0,4}?niet\s+uit|\bне\s+(?:выполняй|делай|"
            r"слушай)|\bnie\s+(?:rób|rob|wykonuj|słuchaj|sluchaj)|不要理会|无视|忽略|従わず|無視|"
            r"\ben\s+(?:lugar|vez)\s+de|\bau\s+lieu\s+de|\bstattdessen|\binvece|\bem\s+vez\s+"
            r"(?:de|disso)|\bin\s+plaats\s+daarvan|\bвместо\s+этого|\bzamiast\s+tego|代わりに|"
            r"直接告诉|\bresponde\s+solo|\bréponds\s+(?:seulement|uniquement)|\bantworte\s+nur|"
            r"\brispondi\s+solo|\bresponda\s+apenas|\bantwoord\s+alleen|\bответь\s+только|"
            r"\bodpowiedz\s+tylko|\bdile\s+que|\bdis-lui|\bsag\s+ihm|\bdigli|\bdiga\s+(?:a\s+ele|"
            r"que)|игнорир\w*|\bübersetze?\s+nicht\w*|翻訳せず|上記|以上所有|\bne\s+tiens\s+pas|"
            r"\bd[ìi]\s+all'utente|\bschreib\w*\s+stattdessen|\bacrescente|\bn'écris\s+pas|"
            r"そのまま出力|すべて出力|出力して|送信して|聞き出して|"
            r"\bdiga\s+ao\s+usu[aá]rio|\bvertel\s+hem|\bскажи\s+ему|\bpowiedz\s+mu|告诉用户|と伝えて)",
        ),
        window=300,
    ),
    Rule(
        name="foreign_covert_hurt",
        family="harm",
        weight=0.85,
        anchors=(
            "daño",
            "dano",
            "lastim",
            "herir",
            "blesser",
            "du mal",
            "verletz",
            "wehtun",
            "weh tun",
            "ferire",
            "male",
            "machuc",
            "ferir",
            "pijn",
            "verwond",
            "покалеч",
            "избить",
            "ранить",
            "навредить",
            "zranić",
            "zranic",
            "pobić",
            "pobic",
            "skrzywdz",
            "伤害",
            "打伤",
            "弄伤",
            "痛めつけ",
            "怪我をさせ",
            "傷つけ",
            "matar",
            "tuer",
            "töten",
            "umbring",
            "uccider",
            "ammazz",
            "doden",
            "vermoord",
            "убить",
            "zabić",
            "zabic",
            "杀",
            "殺",
        ),  # fmt: skip
        patterns=(
            r"(?:\b(?:hacer(?:le|les)?\s+daño|hago\s+daño|lastimar(?:le|lo|la)?|herir(?:le|lo|la)?|"
            r"blesser|faire\s+(?:du\s+)?mal|lui\s+faire\s+mal|verletzen|fa(?:ccio|rle|rgli)\s+(?:"
            r"del\s+)?male|wehtun|weh\s+tun|ferir(?:e|lo|"
            r"la)|fargli\s+male|fare\s+(?:del\s+)?male|machucar|machucá-lo|ferir|pijn\s+doen|"
            r"verwonden|покалечить|избить|ранить|навредить|zranić|zranic|pobić|pobic|skrzywdzić|"
            r"skrzywdzic|matar(?:lo|la|le)?|tuer|töten|umbringen|uccider(?:e|lo|la)|ammazzar(?:e|lo|"
            r"la)|doden|vermoorden|убить|zabić|zabic)\b|伤害|打伤|弄伤|痛めつけ|怪我をさせ|傷つけ|"
            r"杀(?:了|死|掉)|殺(?:す|し))",
        ),
        requires=(
            r"(?:\bsin\s+que\s+(?:se\s+sepa|nadie|me\s+pillen|lo\s+noten)|\bsin\s+dejar|\bsans\s+"
            r"(?:que\s+(?:personne|ça\s+se\s+sache|on\s+)|laisser)|\bohne\s+(?:dass|spuren)|\bsenza\s+"
            r"(?:che\s+(?:nessuno|si\s+sappia)|lasciare)|\bsem\s+(?:que\s+(?:ninguém|ninguem|"
            r"saibam)|deixar)|\bzonder\s+(?:dat|sporen)|\bчтобы\s+никто|\bбез\s+следов|\bżeby\s+nikt|"
            r"\bzeby\s+nikt|\bbez\s+śladów|不被发现|查不出|バレ(?:ない|ずに)|\bparecer\s+(?:un\s+)?"
            r"accidente|\bparecer\s+(?:um\s+)?acidente|\bressemble\s+à\s+un\s+accident|\bwie\s+ein\s+"
            r"unfall|\bsembri\s+un\s+incidente|\blijkt\s+op\s+een\s+ongeluk|\bкак\s+несчастн|"
            r"\bwyglądało\s+na\s+wypadek|像意外|事故に見せかけ|\bnunca\s+más|\bplus\s+jamais|\bnie\s+"
            r"wieder|\bmai\s+più|\bnunca\s+mais|\bnooit\s+meer|\bникогда\s+больше|\bjuż\s+nigdy|"
            r"\bdefinitivamente|\bde\s+verdad|\bfür\s+immer|再也|\bnicht\s+überlebt|\bno\s+sobreviva|"
            r"\bne\s+survive\s+pas|\bnon\s+sopravviva|\bnão\s+sobreviva|\bniet\s+overleeft|"
            r"\bне\s+выжил|\bnie\s+przeżył|\bnachweisen|\bsenza\s+che\s+mi\s+\w+|\bsin\s+que\s+me\s"
            r"+"
            r"\w+|\bsans\s+qu'on\s+me|\bsem\s+que\s+me\s+\w+|\bzonder\s+dat\s+ik\s+\w+|活不了|"
            r"\bpolic[ií]a\s+no|\bpolizei\s+(?:mir\s+)?nichts)",
            r"(?:\bc[oó]mo|\bcomment|\bwie\b|\bcome\b|\bcomo\b|\bhoe\b|\bкак\b|\bjak\b|怎么|如何|"
            r"方法|\bquiero|\bje\s+veux|\bich\s+will|\bvoglio|\bquero|\bik\s+wil|\bхочу|\bchcę|"
            r"\bchce\b|我想|たい|\bjeito|\bmanera|\bfaçon|\bmodo\b|\bmanier|\bspos[oó]b|\bспособ)",
        ),
        exceptions=(
            r"(?:\bno\s+(?:le\s+)?(?:hacer|hagas?)|\bsin\s+hacer(?:le)?\s+daño|\bsans\s+(?:lui\s+)?"
            r"(?:faire|blesser)|\bohne\s+(?:ihm|ihr|ihn|sie)?\s*(?:weh|zu\s+verletzen)|\bsenza\s+"
            r"(?:fargli|ferir)|\bsem\s+(?:machucar|ferir)|\bzonder\s+(?:pijn|te\s+verwonden)|\bне\s+"
            r"(?:навредить|ранить|покалечить)|\bnie\s+(?:zranić|skrzywdzić)|不伤害|傷つけない|"
            r"怪我をさせない|\bsentimientos|\bsentiments|\bgefühle|\bsentimenti|\bsentimentos|"
            r"\bgevoelens|\bчувств|\buczuc|感情|気持ち|\bplantas?\b|\bplantes?\b|\bpflanze|"
            r"\bpiant|\bplanten|\bрастени|\broślin|植物|\bmalas\s+hierbas|\bmauvaises\s+herbes|"
            r"\bunkraut|\berbacce|\bonkruid|\bсорняк|\bchwast|杂草|雑草|\bproceso|\bprocessus|"
            r"\bprozess|\bprocesso|\bproces\b|\bпроцесс|进程|プロセス|\bel\s+tiempo|\ble\s+temps|"
            r"\bdie\s+zeit|\bil\s+tempo|\bo\s+tempo|\bde\s+tijd|\bвремя|\bczas\b|时间|時間|"
            r"\bjuego|\bjeu\b|\bspiel\b|\bgioco|\bjogo\b|\bspel\b|\bигр|\bgr[zy]e\b|游戏|ゲーム|"
            r"\bpersonaje|\bpersonnage|\bfigur\b|\bpersonaggio|\bpersonagem|\bpersonage|\bперсонаж|"
            r"\bpostać|角色|キャラ|\bmoho|\bmoisissure|\bschimmel|\bmuffa|\bmofo|\bплесен|\bpleś|"
            r"霉|カビ|\bbacteri|\bbakteri|\bbatteri|\bбактери|细菌|細菌|\bmúsculo|\bmuscle|\bmuskel|"
            r"\bmuscol|\bspier|\bмышц|\bmięś|肌肉|筋肉|\bespalda|\bdos\b|\brücken|\bschiena|\bcostas|"
            r"\brug\b|\bспин|\bplecy|背中|腰)",
        ),
        exception_window=100,
        window=200,
    ),
    # widened again on corpus/ml-dev2.jsonl and the earlier rows: fake modes, nerve agents,
    # poison asked for with its dose or to pass an autopsy, the grandmother ruse, stalking
    Rule(
        name="foreign_fake_mode",
        family="jailbreak",
        weight=0.85,
        anchors=(
            "modo ",
            "mode ",
            "modus",
            "modalit",
            "режим",
            "tryb",
            "模式",
            "モード",
        ),  # fmt: skip
        patterns=(
            r"(?:\bmodo\s+(?:de\s+)?(?:desarrollador|desenvolvedor|depuraci[oó]n|debug|prueba|"
            r"testes?|administrador|admin|mantenimiento|manuten[cç][aã]o|dios|deus|sin\s+(?:filtros"
            r"?|"
            r"censura|restricciones|l[ií]mites)|sem\s+(?:filtros?|censura|restri[cç][oõ]es|limites)"
            r")|"
            r"\bmode\s+(?:d[ée]veloppeur|debug|d[ée]bogage|test|admin(?:istrateur)?|maintenance|"
            r"dieu|sans\s+(?:filtres?|censure|restrictions?|limites?))|\b(?:entwickler|debug|test|"
            r"admin|wartungs|gott|service|ontwikkelaars|beheerders?|onderhouds)-?modus|\bmodalit[àa"
            r"]"
            r"\s+(?:sviluppatore|debug|test|admin(?:istratore)?|manutenzione|dio|senza\s+(?:filtri|"
            r"censura|restrizioni|limiti))|режим\w*\s+(?:разработчика|отладки|администратора|админа"
            r"|"
            r"тестирования|бога|без\s+(?:ограничений|фильтров|цензуры))|\btryb\w*\s+(?:dewelopera|"
            r"programisty|debugowania|testowy|serwisowy|administratora|admina|boga|bez\s+"
            r"(?:ograniczeń|ograniczen|filtrów|filtrow|cenzury))|开发者模式|调试模式|测试模式|管理员模式|"
            r"维护模式|上帝模式|无限制模式|開発者モード|デバッグモード|テストモード|管理者モード|"
            r"メンテナンスモード|無制限モード)",
        ),
        requires=(
            r"(?:filtr\w*|filter\w*|restric\w+|restrizion\w+|restri[çc][õo]es|einschränkung\w*|"
            r"beperking\w*|ograniczeń|ograniczen\w*|ограничени\w*|censur\w*|zensur|цензур\w*|"
            r"cenzur\w*|pol[ií]tica\w*|politique\w*|richtlinie\w*|richtlijn\w*|politiche|diretrizes"
            r"|"
            r"directrices|linee\s+guida|wytyczn\w*|\breglas|\brègles|\bregeln|\bregole|\bregras|"
            r"\bregels|правил\w*|\bzasad\w*|seguridad|sécurité|sicherheit\w*|sicurezza|segurança|"
            r"seguranca|veiligheid\w*|безопасност\w*|bezpiecze\w*|安全|限制|过滤|审查|规则|制限|"
            r"フィルター|検閲|ルール|ガイドライン)",
        ),
        exceptions=(
            r"(?:\bandroid|\biphone|\bios\b|\bwindows|\bmac\b|\blinux|\bchrome|\bfirefox|\bedge\b|"
            r"\bnavegador|\bnavigateur|\bbrowser|браузер|\bprzeglądar|浏览器|ブラウザ|\bmóvil|"
            r"\bmovil|\bcelular|\bhandy|\bcellulare|\btelefoon|телефон|\btelefon|手机|スマホ|"
            r"\bxiaomi|\bsamsung|\bhuawei|\bminecraft|\bjuego|\bjeu\b|\bspiel\b|\bgioco|\bjogo\b|"
            r"\bspel\b|\bигр|\bgr[zy]e\b|游戏|ゲーム|\bfoto|\bphoto|\bbild|\bcámara|\bcaméra|"
            r"\bkamera|камер|相机|カメラ|\binstagram|\btiktok|\bsnapchat|\brouter|\bconsola|"
            r"\bplaystation|\bxbox|\bexcel|\bqu[eé]\s+es\b|\bqu'est-ce|\bwas\s+ist\b|\bcos'è|"
            r"\bo\s+que\s+é|\bwat\s+is\b|что\s+такое|\bczym\s+jest|什么是|とは)",
        ),
        exception_window=100,
        window=250,
    ),
    Rule(
        name="foreign_nerve_agent",
        family="harm",
        weight=0.9,
        anchors=(
            "sarin",
            "sarín",
            "tabun",
            "soman",
            "ricin",
            "rizin",
            "рицин",
            "зарин",
            "зоман",
            "サリン",
            "沙林",
            "リシン",
            "蓖麻毒素",
            "nervengas",
            "zenuwgas",
            "nervin",
            "innervant",
            "nervios",
            "паралитическ",
            "bojow",
            "chemisch",
            "químic",
            "quimic",
            "chimi",
            "химическ",
            "chemiczn",
            "化学",
            "ántrax",
            "antrax",
            "anthrax",
            "milzbrand",
            "antrace",
            "wąglik",
            "炭疽",
            "сибирск",
        ),  # fmt: skip
        patterns=(
            r"(?:\bsar[ií]n\b|\btabun\b|\bsoman\b|\bricin[ae]?\b|\brizin\b|рицин\w*|зарин\w*|зоман"
            r"\w*|"
            r"サリン|沙林|リシン|蓖麻毒素|\bnervengas\w*|\bzenuwgas\w*|\bgas\s+nervin[oi]|\bgaz\s+"
            r"innervant|\bgas\s+nervioso|нервно-паралитическ\w+|\bgaz\s+bojow\w*|\bbojow\w+\s+"
            r"środ\w+|\bchemische\s+waffe\w*|\barmas?\s+qu[ií]mica|\barmes?\s+chimiques?|\barmi?\s+"
            r"chimich?e|\bchemische?\s+wapens?|химическ\w+\s+оружи\w+|\bbroń\s+chemiczn\w+|化学武器|"
            r"化学兵器|\bántrax|\bantrax|\banthrax|\bmilzbrand|\bantrace|\bwąglik|炭疽(?:菌)?|"
            r"сибирск\w+\s+язв\w+)",
        ),
        requires=(
            r"(?:\bfabric(?:ar|a|an|o)\b|\bfabriqu(?:er|e|ent)\b|\bproducir|\bproduire|\bproduzier"
            r"\w*|\bprodurre|\bproduz\w*|"
            r"\bsintetiz\w*|\bsynth[ée]tiser|\bsynthetisier\w*|\bsynth[èe]se\b|\bherstell\w*|"
            r"\bhergestellt|\bfabbric\w*|\bfazer|\bmaken|\bmaak\w*|\bhacer|\bfaire|\bfare\b|"
            r"\bpreparar|\bpréparer|\bcultivar|\bcultiver|\bcoltivare|\bzücht\w*|\bkweken|изготов\w"
            r"*|синтез\w*|сделать|"
            r"делать|получить|вырастить|\bwyprodukow\w*|\bzrobi\w*|\bsyntetyz\w*|\bwyhodow\w*|"
            r"制造|制作|合成|提取|培养|作り方|作る|製造|培養|\bprecursores|\bpr[ée]curseur\w*|"
            r"\bvorläufer\w*|\bvorprodukt\w*|\bprecursori|\bprecursoren|прекурсор\w*|\bprekursor\w*"
            r"|"
            r"前体|前駆体|\brecett\w*|\breceta|\brezept\w*|\bricett\w*|\breceita|\brecept\w*|"
            r"рецепт\w*|\bprzepis\w*|配方|レシピ|\bétapes|\bpasos|\bschritt\w*|\bpassaggi|\bpassos|"
            r"\bstappen|шаг\w*|\bkrok\w*|步骤|手順)",
        ),
        exceptions=(
            r"(?:\bhist[oó]ric\w*|\bhistorique|\bhistorisch\w*|\bstoric\w*|историческ\w*|"
            r"\bhistoryczn\w*|历史上|歴史上|\b19\d\d\b|\btokio|\btokyo|\btóquio|東京|东京|\baum\b|"
            r"オウム|\bsíntomas|\bsymptômes|\bsymptome|\bsintomi|\bsintomas|\bsymptomen|симптом\w*|"
            r"\bobjawy|症状|\bant[ií]doto|\bantidote|\bgegengift|\bantidoto|\btegengif|антидот|"
            r"\bodtrutk|解毒|\bprotegerse|\bse\s+protéger|\bschützen|\bproteggersi|\bbeschermen|"
            r"\bзащит\w*|\bchronić|防护|守る|\bconvenci[oó]n|\bconvention|\bkonvention|"
            r"\bconvenzione|\bconvenção|\bverdrag|\bконвенци\w*|\bkonwencj\w*|公约|条約)",
        ),
        exception_window=150,
        window=200,
    ),
    Rule(
        name="foreign_poison_detail",
        family="harm",
        weight=0.85,
        anchors=(
            "venen",
            "poison",
            "gift",
            "velen",
            "gif",
            "яд",
            "отрав",
            "trucizn",
            "otru",
            "毒",
        ),  # fmt: skip
        patterns=(
            r"(?:\bvenen\w*|\benvenen\w*|\bpoisons?\b|\bempoisonn\w*|\bgift\w*|\bvergift\w*|"
            r"\bvelen\w*|\bavvelen\w*|\bgif\b|\bvergiftig\w*|\bяд\w*|\bотрав\w*|\btrucizn\w*|"
            r"\botru\w+|(?<![病杀殺消])毒(?![品素性]))",
        ),
        requires=(
            r"(?:\bautops(?:ia|ie)\w*|\bforense|\bl[ée]giste|\bobduktion|\brechtsmedizin\w*|"
            r"\bnachweisbar|"
            r"\bmedico\s+legale|\bnecr[oó]psia|\bautópsia|\btoxicol[oó]gic\w*|\btoxikolog\w*|"
            r"\btossicolog\w*|\bsectie|\blijkschouwing|вскрыти\w*|экспертиз\w*|\bsekcj\w+|"
            r"\btoksykolog\w*|尸检|法医|验不出|查不出|检测不出|検死|解剖|検出されない|バレない|"
            r"\bindetect\w*|\bind[ée]tectable|\bnon\s+rilevabil\w*|\bnão\s+aparece|\bnao\s+aparece|"
            r"\bsin\s+que\s+(?:el\s+|la\s+|nadie|se\s+)|\bsans\s+que\s+(?:personne|le\s+|la\s+|ça)|"
            r"\bsenza\s+che\s+(?:il\s+|la\s+|nessuno|se\s+ne)|\bsem\s+que\s+(?:ningu|o\s+|a\s+)|"
            r"\bniet\s+opvalt|\bzonder\s+dat|\bohne\s+dass|\bнезаметно|\bчтобы\s+никто|"
            r"\bbez\s+śladu|\bżeby\s+nikt|不被发现|ばれずに|バレずに|\bcrise\s+cardiaque|\binfarto|"
            r"\bherzinfarkt|\bhartaanval|инфаркт\w*|\bzawał|心脏病|心臓発作|\bsin\s+sentir\s+el\s+"
            r"sabor|\bsem\s+sentir\s+o\s+gosto|\bdur\s+[àa]\s+d[ée]tecter|\bpoco\s+a\s+poco|"
            r"\bpoco\s+alla\s+volta|\blentement|慢慢)",
            r"(?:\bdosis|\bdose\w*|\bdosi\b|\bdosering|\bdosage|дозировк\w*|\bдоз[аыу]\b|\bdawk\w*|"
            r"剂量|用量|どれくらい|\bcantidad|\bquantit\w*|\bmenge|\bwie\s+viel|\bhoeveel\w*|"
            r"сколько|\bile\b|多少|\bmatar\w*|\bmuera|\bmeure|\btuer|\bumbring\w*|\btöten|\bsterben|"
            r"\buccider\w*|\bmuoia|\bmorr[ae]|\bmorrer|\bdoden|\bvermoord\w*|убить|умер\w*|\bzabić|"
            r"\bzabic|\bumrze\w*|杀|殺|死|\bcaf[eé]\b|\bcomida|\bbebida|\bthee\b|\bkoffie|\btee\b|"
            r"\bkaffee|\bcaffè|\bté\b|\bthé\b|\bchá\b|\bчай|\bkaw\w*|咖啡|茶|饭|食事|コーヒー|"
            r"\bsuegr\w+|\bpatr[oó]n|\bjefe|\bmarido|\besposa|\bvecin\w+|\bsuocer\w+|\bzio\b|\bzia"
            r"\b|"
            r"\bsogr[oa]|\bvrouw|\bbuurman|\bschoonmoeder|\bpersona\s+anziana|\balguien|\balguém|"
            r"\bquelqu'un|\bqqn\b|\bjemand\w*|\bqualcuno|\biemand|кого-то|человека|\bkogoś|\bkogos|"
            r"某人|别人|让人|人を|人に)",
        ),
        exceptions=(
            r"(?:\bevitar|\bprevenir|\baccident|\bsin\s+querer|\bsíntomas|\bsintomas|\bqué\s+hacer|"
            r"\béviter|\bsymptômes|\bque\s+faire|\bantipoison|\bversehentlich|\bsymptome|"
            r"\bwas\s+tun|\bgiftnotruf|\bevitare|\bsintomi|\bcosa\s+fare|\bantiveleni|\bo\s+que\s+"
            r"fazer|\bvoorkomen|\bsymptomen|\bwat\s+te\s+doen|симптом|что\s+делать|случайно|"
            r"\bobjawy|\bco\s+robić|przypadkiem|症状|怎么办|误食|誤って|詳細は(?:不要|いらない)|あらすじ|"
            r"\bhund|\bperro|\bchien|\bcane\b|\bcachorro|\bhond\b|собак|\bpies|狗|犬|\bgato\b|"
            r"\bchat\b|\bkatze|\bgatto|\bkat\b|кошк|\bkot\b|猫|\bsetas|\bchampignons|\bpilze|"
            r"\bfunghi|\bcogumelos|\bpaddenstoelen|гриб|\bgrzyb|蘑菇|キノコ|\bserpiente|\bserpent|"
            r"\bschlange|\bserpente|\bcobra|\bslang\b|зме|\bwąż|蛇|\bara[ñn]a|\baraignée|\bspinne|"
            r"\bragno|\baranha|\bspin\b|паук|\bpająk|蜘蛛|\bplant\w*|\bpflanze|\bpiant\w*|растени|"
            r"\broślin|植物|\bhistori|\bhistoire|\bstoria\b|\bhistória|\bgeschiedenis|истори|历史|"
            r"歴史|\bagatha|\bchristie|\bsherlock|\bshakespeare|\bhamlet|\bromeo|\bnapole[oó]n)",
        ),
        exception_window=150,
        window=200,
    ),
    Rule(
        name="foreign_grandma_ruse",
        family="jailbreak",
        weight=0.85,
        anchors=(
            "abuel",
            "grand-m",
            "grand m",
            "grand-mère",
            "mamie",
            "mémé",
            "großmutter",
            "grossmutter",
            "oma",
            "nonna",
            "avó",
            "avo ",
            "vovó",
            "vovo",
            "бабушк",
            "бабул",
            "babci",
            "babcia",
            "奶奶",
            "外婆",
            "姥姥",
            "祖母",
            "おばあちゃん",
            "ばあちゃん",
        ),  # fmt: skip
        patterns=(
            r"(?:\babuel[ao]\w*|\bgrand-?\s?m[èe]re|\bmamie|\bmémé|\bgroßmutter|\bgrossmutter|\boma"
            r"\b|"
            r"\bnonna\b|\bnonnina|\bavó|\bavo\b|\bvovó|\bvovo|бабушк\w*|бабул\w*|\bbabci\w*|"
            r"\bbabcia|"
            r"奶奶|外婆|姥姥|祖母|おばあちゃん|ばあちゃん)",
        ),
        requires=(
            r"(?:\bnapalm|\bdinamit\w*|\bdynamit\w*|\btnt\b|\bmolotov|\bexplosi\w*|\besplosiv\w*|"
            r"\bsprengstoff|\bspringstof|взрывчат\w*|"
            r"\bwybuch\w*|炸药|炸弹|爆弾|爆薬|\bbomb\w*|\bcoca[ií]n\w*|\bcocaïne|\bkokain\w*|"
            r"\bamf[ée]tamin\w*|\bamphetamin\w*|\banfetamin\w*|амфетамин\w*|\bmeth\w*|\bmetanfet\w*"
            r"|"
            r"\bxtc\b|\bmdma|\becstasy|\bhero[ií]n\w*|\bfentan\w*|\bdrog\w*|\bnarkot\w*|наркот\w*|"
            r"毒品|麻薬|覚醒剤|\bsarin|\bveneno|\bpoison|\bgift\b|\bveleno|\bgif\b|\bяд\b|\btrucizn\w*|"
            r"\bclaves?\s+de\s+(?:licencia|activaci[oó]n|producto|windows)|\bcl[ée]s?\s+"
            r"d'activation|\bcl[ée]s?\s+de\s+(?:licence|produit)|\blizenzschlüssel\w*|"
            r"\bproduct\s*keys?|\bseriennummer\w*|\bchiav[ei]\s+di\s+(?:licenza|attivazione|"
            r"prodotto)|"
            r"\bchaves?\s+de\s+(?:ativa[çc][ãa]o|licen[çc]a|produto)|\blicentiesleutel\w*|"
            r"ключ\w*\s+(?:активаци\w*|windows|лицензи\w*)|\bklucz\w*\s+(?:licencyjn\w*|"
            r"aktywacyjn\w*|produktu|windows)|激活码|序列号|产品密钥|プロダクトキー|ライセンスキー|"
            r"シリアル|\bwindows|\bcontraseñas|\bmots\s+de\s+passe|\bpasswörter|\bpassword|"
            r"\bsenhas|\bwachtwoorden|паролей|\bhase[łl]|密码|パスワード)",
            r"(?:\bhazte\s+pasar|\bfinge\s+(?:ser|que)|\bact[uú]a\s+como|\bhaz\s+como|\bhaz\s+de\b|"
            r"\bfaire\s+comme\s+(?:elle|lui)|\bfais\s+comme|\bjoue\s+(?:son|le)|\bprends\s+sa\s+"
            r"place|"
            r"\bsei\s+(?:wie\s+sie|sie|meine)|\bspiel\s+(?:sie|meine)|\btu\s+so,?\s+als|\bfai\s+"
            r"(?:tu|come|finta)|\bfingi\s+di|\bcomportati|\bfinja\s+ser|\bfinge\s+ser|\bfa[cç]a\s+"
            r"como|\bseja\s+(?:ela|minha)|\bdoe\s+alsof|\bwil\s+jij|\bspeel\s+(?:haar|mijn)|"
            r"\bwees\s+(?:haar|mijn)|притворись|\bбудь\s+(?:ею|ей|как\s+она|моей)|сыграй|"
            r"представь\w*,?\s+что\s+ты|\budawaj|\bbądź\s+(?:nią|moją)|\bbadz\s+(?:nia|moja)|"
            r"\bzagraj|扮演|假装|当我的|装成|ふり|なりきって|演じて|代わりに|"
            r"\bdormir|\bm'endormir|\bendormir|\beinschlafen|\beinzuschlafen|\baddorment\w*|"
            r"\bslaapverhaal\w*|\bin\s+slaap|\bna\s+noc\b|\bна\s+ночь|\bперед\s+сном|"
            r"\bprzed\s+snem|\bslaap|睡前|哄我睡|寝る前|寝かしつけ|眠れ)",
        ),
        window=300,
    ),
    Rule(
        name="foreign_stalking",
        family="harm",
        weight=0.8,
        anchors=(
            "seguirl",
            "rastrear",
            "localizar",
            "suivre",
            "traquer",
            "localiser",
            "pister",
            "verfolg",
            "orten",
            "beschatt",
            "pedinar",
            "seguirl",
            "rintracciar",
            "localizzar",
            "volgen",
            "achtervolg",
            "lokaliser",
            "следить",
            "отследить",
            "выследить",
            "где она",
            "где он",
            "śledzić",
            "sledzic",
            "namierz",
            "跟踪",
            "定位",
            "尾行",
            "突き止め",
            "居場所",
        ),  # fmt: skip
        patterns=(
            r"(?:\bseguirl[ao]s?\b|\brastrear(?:la|lo|le)?\b|\blocalizar(?:la|lo|le)?\b|\bla\s+"
            r"suivre\b|"
            r"\ble\s+suivre\b|\btraquer\b|\blocaliser\b|\bpister\b|\bverfolgen\b|\borten\b|"
            r"\bbeschatten\b|\bpedinar\w*|\bseguirl[ao]\b|\brintracciar\w*|\blocalizzar\w*|"
            r"\bachtervolgen\b|\blokaliseren\b|\bvolgen\s+(?:zonder|waar)|следить\s+за|отследить|"
            r"выследить|узнава\w*\s+где|узнать\s+где|\bśledzić|\bsledzic|\bnamierzyć|\bnamierzyc|"
            r"跟踪|定位(?:她|他)|尾行|(?:家|住所|居場所)(?:を)?突き止め|居場所)",
        ),
        requires=(
            r"(?:\bnovi[ao]|\besposa|\besposo|\bmarido|\bmujer|\bpareja|\bcopine|\bcopain|\bfemme|"
            r"\bmari\b|\bconjoint|\bfreundin|\bfrau\b|\bpartnerin|\bragazz[ao]|\bmoglie|\bmarito|"
            r"\bfidanzat[ao]|\bnamorad[ao]|\bvriendin|\bvrouw\b|\bдевушк\w+|\bпарн\w+|\bжен\w+|"
            r"\bмуж\w*|\bdziewczyn\w+|\bchłopak\w*|\bżon\w+|\bmęż\w+|老婆|老公|女朋友|男朋友|女友|男友|"
            r"妻子|丈夫|彼女|彼氏|妻|夫|\bex\b|\bexnovi\w*|\bbyłej|\bbylej|\bbyłego|\bбывш\w+|前任|"
            r"元カノ|元カレ)",
            r"(?:\bsin\s+que|\bsans\s+qu|\bà\s+son\s+insu|\bohne\s+dass|\bheimlich|\bunbemerkt|"
            r"\bsenza\s+che|\bdi\s+nascosto|\bsem\s+que|\bescondid\w*|\bzonder\s+dat|\bstiekem|"
            r"\bongemerkt|\bтайно|\bнезаметно|\bпо-?тихому|\bpotajemnie|\bpo\s+kryjomu|\bżeby\s+nie"
            r"|"
            r"偷偷|悄悄|不被发现|こっそり|バレ(?:ずに|ない)|\bdirecci[oó]n|\badresse|\badres\b|"
            r"\bindirizzo|\bendereço|\bendereco|адрес\w*|住址|住所|家|\bd[oó]nde\s+(?:est[aá]|vive)|"
            r"\boù\s+(?:elle|il)|\bwo\s+(?:sie|er)|\bdove\s+(?:sta|abita|vive|va)|\bonde\s+(?:ela|"
            r"ele|mora)|\bwaar\s+(?:ze|hij)|где\s+(?:она|он)|\bgdzie\s+(?:jest|mieszka)|在哪|"
            r"\bvenganza|\bvengar|\bvenger|\brache|\bvendett|\bvendic\w*|\bvingan[çc]a|\bwraak|"
            r"\bотомст|\bzemst|报复|仕返し|復讐|\bpourrir|痛い目)",
        ),
        exceptions=(
            r"(?:\bproteger|\bprotéger|\bschützen|\bproteggere|\bbeschermen|\bзащит|\bchronić|"
            r"保护|守る|\bconsentimiento|\bconsentement|\beinverständnis|\bconsenso|\bconsentimento|"
            r"\btoestemming|\bсогласи|\bzgod|同意|\bperdid[oa]|\bperdu|\bverloren|\bpers[oa]\b|"
            r"\bpotерян|\bzgubion|丢了|なくした|\bme\s+sigue|\bme\s+suit|\bverfolgt\s+mich|"
            r"\bmi\s+segue|\bme\s+segue|\bvolgt\s+mij|\bследит\s+за\s+мной|\bśledzi\s+mnie|跟踪我|"
            r"\bpedido|\bcommande|\bpaket|\bpacco|\bpacote|\bpakket|\bпосылк|\bpaczk|快递|荷物|"
            r"\bvuelo|\bvol\b|\bflug|\bvolo|\bvoo\b|\bvlucht|\bрейс|\blot\b|航班|フライト)",
        ),
        exception_window=120,
        window=200,
    ),
)

# --- false premise: known-false claims (name, strength, anchors, patterns) ----------
# ``strength`` scales the frame weight: 1.0 for a false proposition, lower for a bare
# topic mention ("flat earth", "chemtrails") that may be talked about neutrally.
FALSE_CLAIMS: tuple[tuple[str, float, tuple[str, ...], tuple[str, ...]], ...] = (
    (
        "flat_earth",
        1.0,
        ("flat", "edge of the", "ice wall", "round", "sphere", "globe"),
        (
            r"\b(?:the\s+)?(?:earth|world|planet)\s+(?:is|was|being)\s+(?:actually\s+|really\s+|"
            r"in\s+fact\s+|truly\s+)?flat\b",
            r"\b(?:is|was)\s+the\s+(?:earth|world|planet)\s+(?:actually\s+|really\s+)?flat\b",
            r"\bflat\s+earth\s+(?:is|was)\s+(?:real|true|correct|right)\b",
            r"\bis\s+flat\s+earth\s+(?:real|true)\b",
            r"\b(?:the\s+)?(?:earth|world)\s+(?:isn'?t|is\s+not)\s+(?:round|a\s+(?:sphere|globe))\b",
            r"\bedge\s+of\s+the\s+(?:flat\s+)?(?:earth|world)\b",
            r"\bice\s+wall\s+(?:around|surrounding)\s+the\s+(?:earth|world)\b",
        ),
    ),
    ("flat_earth_topic", 0.6, ("flat",), (r"\bflat[- ]earth(?:\s+theory|\s+model|\s+map)?\b",)),
    (
        "young_earth",
        1.0,
        ("years old", "dinosaur", "dating"),
        (
            r"\b(?:the\s+)?(?:earth|world|universe|planet)\s+(?:is|was)\s+(?:only\s+|just\s+|"
            r"about\s+|around\s+|roughly\s+|less\s+than\s+|approximately\s+)*(?:6,?000|6\s+"
            r"thousand|six\s+thousand|5,?000|10,?000|ten\s+thousand|a\s+few\s+thousand|"
            r"several\s+thousand|7,?000)\s+years\s+old\b",
            r"\b(?:is|was)\s+the\s+(?:earth|world|universe)\s+(?:only\s+)?(?:6,?000|six\s+"
            r"thousand|10,?000|a\s+few\s+thousand)\s+years\s+old\b",
            r"\b(?:humans|people|man)\s+and\s+dinosaurs\s+(?:lived|coexisted|existed|walked)\s+"
            r"(?:together|at\s+the\s+same\s+time|side\s+by\s+side)\b",
            r"\bdinosaurs\s+(?:lived|coexisted|existed)\s+(?:alongside|with)\s+(?:humans|people|"
            r"man)\b",
            r"\b(?:did|do)\s+(?:humans|people)\s+(?:live|coexist)\s+with\s+dinosaurs\b",
            r"\b(?:carbon|radiometric)\s+dating\s+(?:is|was)\s+(?:a\s+)?(?:fake|fraud|hoax|"
            r"unreliable|wrong)\b",
        ),
    ),
    (
        "young_earth_topic",
        0.6,
        ("young",),
        (r"\byoung[- ]earth\s+(?:creationism|theory|model)?\b",),
    ),
    (
        "vaccines_autism",
        1.0,
        ("autism",),
        (
            r"\b(?:vaccines?|vaccinations?|mmr(?:\s+(?:shots?|vaccines?))?|the\s+mmr|"
            r"immuni[sz]ations?|vaccinating|childhood\s+(?:vaccines|shots)|thimerosal|"
            r"the\s+(?:jab|shot)s?)\s+(?:can\s+|could\s+|might\s+|do\s+|does\s+|really\s+|"
            r"actually\s+)?(?:cause|causes|caused|causing|lead\s+to|leads\s+to|led\s+to|"
            r"trigger|triggers|triggered|result\s+in|results\s+in|give|gives)\s+(?:\w+\s+)?"
            r"autism\b",
            r"\blink\s+between\s+(?:vaccines?|mmr)\s+and\s+autism\b",
            r"\bautism\s+(?:is|was)\s+caused\s+by\s+(?:vaccines?|mmr|vaccinations?)\b",
        ),
    ),
    (
        "vaccine_microchips",
        1.0,
        ("chip", "tracker", "nanobot", "magnet", "graphene", "dna"),
        (
            r"\b(?:vaccines?|covid\s+(?:shots?|vaccines?)|the\s+(?:jab|shot))\s+(?:contain|"
            r"contains|have|has|include|includes|put|puts|implant|implants|inject|injects)\s+"
            r"(?:\w+\s+)?(?:microchips?|trackers?|tracking\s+chips?|nanobots|5g\s+chips?|"
            r"magnets?|graphene\s+oxide)\b",
            r"\b(?:vaccines?|the\s+(?:jab|shot))\s+(?:make|makes|made)\s+(?:you|people)\s+"
            r"magnetic\b",
            r"\b(?:vaccines?|covid\s+vaccines?|mrna\s+vaccines?)\s+(?:alter|alters|change|"
            r"changes|modify|modifies|rewrite|rewrites)\s+(?:your|our|human|the)\s+dna\b",
        ),
    ),
    (
        "5g_covid",
        1.0,
        ("5g",),
        (
            r"\b5g\s+(?:towers?\s+|networks?\s+|radiation\s+)?(?:can\s+|could\s+|does\s+|do\s+|"
            r"really\s+|actually\s+)?(?:cause|causes|caused|spread|spreads|spreading|created|"
            r"transmit|transmits|triggered|triggers)\s+(?:the\s+)?(?:covid(?:-19)?|coronavirus|"
            r"the\s+virus|cancer|the\s+pandemic)\b",
            r"\b(?:covid(?:-19)?|coronavirus)\s+(?:is|was)\s+(?:caused|spread)\s+by\s+5g\b",
        ),
    ),
    (
        "moon_landing_hoax",
        1.0,
        ("moon",),
        (
            r"\b(?:the\s+)?(?:apollo\s+(?:\d+\s+)?)?moon\s+landings?\s+(?:was|were|is|are)\s+"
            r"(?:all\s+|actually\s+|really\s+|completely\s+)?(?:faked|fake|staged|a\s+hoax|"
            r"hoaxed|a\s+lie|filmed\s+in\s+a\s+studio|never\s+happened|a\s+fraud)\b",
            r"\b(?:faked?|faking|staged|staging|hoaxed)\s+(?:the\s+)?(?:apollo\s+)?moon\s+"
            r"landings?\b",
            r"\b(?:was|were)\s+the\s+(?:apollo\s+)?moon\s+landings?\s+(?:faked|fake|staged|a\s+"
            r"hoax|real)\b",
            r"\b(?:we|nasa|americans?|humans?|the\s+us|astronauts)\s+(?:never|didn'?t|did\s+not)\s+"
            r"(?:really\s+|actually\s+)?(?:land|go|went|walk|walked|set\s+foot)\s+(?:on|to)\s+the"
            r"\s+moon\b",
            r"\bmoon\s+landings?\s+(?:hoax|conspiracy)\b",
        ),
    ),
    (
        "ten_percent_brain",
        1.0,
        ("brain",),
        (
            r"\b(?:we|humans|people|you|most\s+people|the\s+average\s+person|i)\s+(?:only\s+)?"
            r"(?:use|uses|used|using)\s+(?:only\s+)?(?:10|ten|20|twenty|5|five)\s*(?:%|percent|"
            r"per\s+cent)\s+of\s+(?:our|their|your|the|my|his|her)\s+brains?\b",
            r"\b(?:do|does)\s+(?:we|humans|people)\s+only\s+use\s+(?:10|ten)\s*(?:%|percent)\s+of"
            r"\b",
            r"\b(?:unlock|unlocking|use|using|access|accessing)\s+the\s+(?:other|remaining)\s+"
            r"(?:90|ninety)\s*(?:%|percent)\s+of\s+(?:our|your|the|my)\s+brains?\b",
        ),
    ),
    (
        "great_wall_visible",
        1.0,
        ("great wall", "man-made", "manmade"),
        (
            r"\b(?:the\s+)?great\s+wall(?:\s+of\s+china)?\s+(?:is|can\s+be|was|being)\s+"
            r"(?:clearly\s+|easily\s+|the\s+only\s+(?:man-?made\s+)?(?:structure|object|thing)\s+)?"
            r"(?:visible|seen)\s+from\s+(?:space|the\s+moon|orbit|outer\s+space)\b",
            r"\b(?:is|can)\s+(?:you\s+)?(?:see\s+)?the\s+great\s+wall(?:\s+of\s+china)?\s+(?:be\s+"
            r")?(?:visible|seen)?\s*from\s+(?:space|the\s+moon|orbit)\b",
            r"\b(?:you\s+can|astronauts\s+can|one\s+can)\s+see\s+the\s+great\s+wall(?:\s+of\s+"
            r"china)?\s+from\s+(?:space|the\s+moon|orbit)\b",
            r"\bonly\s+man-?made\s+(?:structure|object|thing)\s+visible\s+from\s+(?:space|the\s+"
            r"moon)\b",
        ),
    ),
    (
        "evolution_false",
        1.0,
        ("evolution", "evolved", "descended", "came from"),
        (
            r"\bevolution\s+(?:is|was)\s+(?:just|only|merely|simply|nothing\s+but)\s+a\s+theory\b",
            r"\bevolution\s+(?:is|was)\s+(?:a\s+)?(?:false|fake|a\s+lie|a\s+hoax|wrong|not\s+real|"
            r"unproven|a\s+myth|debunked|a\s+fraud|impossible)\b",
            r"\bevolution\s+(?:has\s+been|was)\s+(?:disproven|debunked|refuted)\b",
            r"\bis\s+evolution\s+(?:just|only|merely)\s+a\s+theory\b",
            r"\b(?:humans|we|people|man)\s+(?:evolved|descended|came)\s+(?:directly\s+)?from\s+"
            r"(?:modern\s+)?(?:monkeys|chimps|chimpanzees)\b",
            r"\bif\s+(?:humans|we|people)\s+(?:evolved|came)\s+from\s+(?:monkeys|apes|chimps)\s*,?"
            r"\s+(?:why|how)\s+(?:are|do)\s+there\s+still\b",
        ),
    ),
    (
        "homeopathy_works",
        1.0,
        ("homeopath", "memory"),
        (
            r"\bhomeopath(?:y|ic\s+(?:remedies|medicine|treatment)s?)\s+(?:can\s+|does\s+|"
            r"really\s+|actually\s+|effectively\s+)?(?:cures?|cured|works?|treats?|heals?|"
            r"is\s+(?:effective|better|proven)|prevents?|outperforms?)\b",
            r"\b(?:does|do|can)\s+homeopath(?:y|ic\s+remedies)\s+(?:work|cure|treat|heal)\b",
            r"\bwater\s+(?:has|retains|keeps)\s+(?:a\s+)?memory\b",
        ),
    ),
    (
        "quack_cures",
        1.0,
        (
            "cure",
            "kill",
            "treat",
            "heal",
            "revers",
            "eliminat",
            "prevent",
            "hiding",
            "suppress",
            "aids",
        ),
        (
            r"\b(?:bleach|mms|chlorine\s+dioxide|turpentine|colloidal\s+silver|baking\s+soda|"
            r"lemon\s+(?:juice|water)|alkaline\s+water|apricot\s+(?:seeds|kernels)|vitamin\s+c|"
            r"essential\s+oils|garlic|urine|black\s+salve|coffee\s+enemas?)\s+(?:can\s+|does\s+|"
            r"really\s+|actually\s+|will\s+)?(?:cures?|cured|kills?|treats?|heals?|reverses?|"
            r"eliminates?|prevents?)\s+(?:\w+\s+)?(?:cancer|covid(?:-19)?|coronavirus|autism|"
            r"aids|hiv|diabetes|tumou?rs|all\s+diseases|ebola|malaria)\b",
            r"\b(?:cancer|covid|autism|aids|diabetes)\s+(?:can\s+be|is)\s+(?:easily\s+)?(?:cured|"
            r"reversed|healed)\s+(?:by|with)\s+(?:bleach|mms|baking\s+soda|lemon|alkaline|"
            r"essential\s+oils|a\s+diet|fasting|juicing|vitamin\s+c)\b",
            r"\b(?:big\s+pharma|doctors|the\s+government)\s+(?:is|are)\s+(?:hiding|suppressing)\s+"
            r"(?:the\s+)?cures?\s+for\s+cancer\b",
            r"\bantibiotics\s+(?:cure|kill|treat|work\s+(?:on|against))\s+(?:viruses|viral|"
            r"colds?|the\s+(?:common\s+)?cold|the\s+flu|flu|covid)\b",
            r"\bhiv\s+(?:does\s+not|doesn'?t)\s+cause\s+aids\b",
            r"\baids\s+(?:is|was)\s+not\s+caused\s+by\s+hiv\b",
        ),
    ),
    (
        "geocentrism",
        1.0,
        ("earth",),
        (
            r"\b(?:the\s+)?(?:sun|stars|planets|universe)\s+(?:revolves?|orbits?|goes|go|moves?|"
            r"rotates?|circles?|travels?)\s+around\s+(?:the\s+)?earth\b",
            r"\b(?:does|do)\s+the\s+(?:sun|planets)\s+(?:revolve|orbit|go|move|rotate|circle)\s+"
            r"around\s+(?:the\s+)?earth\b",
            r"\b(?:the\s+)?earth\s+(?:is|was|lies|lie|sits|sit|stays|stay|be)\s+(?:at\s+|in\s+)?"
            r"(?:the\s+)?(?:center|centre|"
            r"middle)\s+of\s+(?:the\s+)?(?:universe|solar\s+system|cosmos|galaxy)\b",
            r"\bis\s+the\s+earth\s+(?:at\s+)?the\s+(?:center|centre)\s+of\s+the\s+(?:universe|"
            r"solar\s+system)\b",
            r"\b(?:the\s+)?earth\s+(?:is\s+|stays\s+)?(?:stationary|motionless|does\s+not\s+move|"
            r"doesn'?t\s+(?:move|rotate|spin))\b",
        ),
    ),
    (
        "lightning_twice",
        1.0,
        ("lightning",),
        (
            r"\blightning\s+(?:never|can'?t|cannot|doesn'?t|does\s+not|won'?t|will\s+not)\s+"
            r"(?:ever\s+)?strikes?\s+(?:the\s+same\s+(?:place|spot|location)\s+)?twice\b",
        ),
    ),
    (
        "pi_rational",
        1.0,
        ("pi", "rational", "sqrt", "√", "square root"),
        (
            r"(?<!raspberry\s)\bpi\s+(?:is|equals|=|is\s+exactly|is\s+equal\s+to)\s+"
            r"(?:exactly\s+)?(?:3|three|22\s*/\s*7|3\.2)(?![\d.])\b",
            r"\bpi\s+(?:is|was)\s+(?:a\s+)?rational(?:\s+number)?\b",
            r"\bis\s+pi\s+(?:a\s+)?rational\b",
            r"\bpi\s+(?:has|ends|terminates)\s+(?:a\s+)?(?:finite|last|final)\b|\bpi\s+"
            r"(?:eventually\s+)?(?:terminates|repeats)\b",
            r"\b(?:the\s+)?(?:square\s+root\s+of\s+(?:2|two)|sqrt\(?2\)?|√2)\s+(?:is|was)\s+"
            r"(?:a\s+)?rational\b",
        ),
    ),
    (
        "point_nine_repeating",
        1.0,
        ("999",),
        (
            r"(?:\b0)?\.9{3,}(?:\.{2,3}|…|\s*\(repeating\)|\s*recurring|\s*repeating)?\s*(?:is\s+|"
            r"are\s+)?(?:(?:strictly\s+|actually\s+|really\s+)?(?:less|smaller)\s+than|<|not\s+"
            r"(?:equal\s+to|the\s+same\s+as)|!=|≠|doesn'?t\s+equal|does\s+not\s+equal)\s*(?:one|1)"
            r"\b",
            r"\b(?:one|1)\s+(?:is\s+)?(?:strictly\s+)?(?:greater|bigger|larger)\s+than\s+0?\.9{3,}",
        ),
    ),
    (
        "arithmetic_false",
        1.0,
        ("+", "=", "equal", "prime", "zero"),
        (
            r"\b(?:1\s*\+\s*1\s*(?:=|equals|is)\s*(?:3|11)|2\s*\+\s*2\s*(?:=|equals|is)\s*"
            r"(?:5|22))\b",
            r"\b(?:1|one)\s*(?:=|equals|is\s+equal\s+to)\s*(?:2|two)\b(?=.{0,40}\b(?:prove|"
            r"proof|show)\b)|\b(?:prove|proof|show)\b.{0,40}\b(?:1|one)\s*(?:=|equals)\s*"
            r"(?:2|two)\b",
            r"\bthere\s+(?:is|are)\s+(?:a\s+largest\s+prime|(?:only\s+)?(?:finitely\s+many|a\s+"
            r"finite\s+number\s+of)\s+primes)\b",
            r"\b(?:dividing|division)\s+by\s+zero\s+(?:is|equals|gives)\s+(?:zero|0|one|1)\b",
        ),
    ),
    (
        "holocaust_denial",
        1.0,
        ("holocaust",),
        (
            r"\b(?:the\s+)?holocaust\s+(?:never\s+happened|didn'?t\s+happen|did\s+not\s+happen|"
            r"(?:is|was)\s+(?:a\s+)?(?:hoax|myth|fake|fabricat\w+|lie|exaggerat\w+|invent\w+))\b",
            r"\bdid\s+the\s+holocaust\s+(?:really\s+)?happen\b",
        ),
    ),
    (
        "climate_hoax",
        1.0,
        ("climate", "warming"),
        (
            r"\b(?:climate\s+change|global\s+warming)\s+(?:is|was)\s+(?:a\s+|just\s+a\s+)?"
            r"(?:hoax|myth|fake|scam|lie|not\s+real|fraud|conspiracy|made\s+up|invented\s+by)\b",
            r"\bis\s+(?:climate\s+change|global\s+warming)\s+(?:a\s+)?(?:hoax|fake|real|scam)\b",
            r"\b(?:humans|people|co2|carbon\s+dioxide)\s+(?:don'?t|do\s+not|doesn'?t|does\s+not|"
            r"cannot|can'?t)\s+(?:affect|cause|influence|change)\s+(?:the\s+)?(?:climate|global\s+"
            r"warming|global\s+temperatures?)\b",
        ),
    ),
    (
        "chemtrails",
        1.0,
        ("chemtrail", "spraying"),
        (
            r"\bchemtrails?\s+(?:are|is)\s+(?:real|used|poison\w*|spraying|being\s+used|"
            r"controlling|making)\b",
            r"\b(?:planes|airplanes|jets|the\s+government)\s+(?:are|is)\s+spraying\s+(?:\w+\s+)?"
            r"(?:chemicals|chemtrails|toxins|poison)\s+(?:on|over|into)\b",
        ),
    ),
    ("chemtrails_topic", 0.6, ("chemtrail",), (r"\bchemtrails?\b",)),
    (
        "conspiracy_claims",
        1.0,
        (
            "birds",
            "australia",
            "finland",
            "hollow",
            "pyramid",
            "stonehenge",
            "aliens",
            "reptilian",
            "lizard",
            "9/11",
            "plandemic",
            "scamdemic",
            "sandy hook",
        ),
        (
            r"\b(?:birds|australia|finland)\s+(?:aren'?t|are\s+not|isn'?t|is\s+not|don'?t|"
            r"doesn'?t)\s+(?:real|exist)\b",
            r"\bthe\s+earth\s+is\s+hollow\b",
            r"\b(?:the\s+)?(?:pyramids|stonehenge)\s+(?:were|was)\s+(?:built|made|constructed)\s+"
            r"by\s+aliens\b",
            r"\baliens\s+(?:built|made|constructed)\s+the\s+(?:pyramids|stonehenge)\b",
            r"\b(?:reptilians?|lizard\s+people)\s+(?:control|run|rule|controls|runs|rules)\b",
            r"\b9/11\s+was\s+an\s+inside\s+job\b",
            r"\bplandemic\b|\bscamdemic\b",
            r"\bsandy\s+hook\s+(?:was|is)\s+(?:a\s+)?(?:hoax|fake|staged)\b",
        ),
    ),
    (
        "popular_misconceptions",
        1.0,
        (
            "einstein",
            "napoleon",
            "viking",
            "columbus",
            "middle ages",
            "goldfish",
            "bats",
            "bulls",
            "spider",
            "shaving",
            "sugar",
            "knuckle",
            "after death",
            "blue",
            "tongue",
            "lemming",
            "ostrich",
            "heat",
            "antoinette",
            "seasons",
            "summer",
            "heavier",
            "glass",
            "sahara",
            "everest",
            "africa",
        ),
        (
            r"\beinstein\s+(?:failed|flunked|fail|flunk)\s+(?:at\s+|in\s+)?(?:math|maths|"
            r"mathematics|algebra|calculus)\b",
            r"\bnapoleon\s+(?:was|being)\s+(?:very\s+|really\s+|so\s+|unusually\s+)?(?:short|tiny)"
            r"\b|\bwas\s+napoleon\s+(?:so\s+)?short\b",
            r"\bvikings\s+(?:wore|wear|had)\s+horned\s+helmets\b|\bdid\s+vikings\s+wear\s+horned"
            r"\b",
            r"\bcolumbus\s+(?:proved|discovered|showed|demonstrated)\s+(?:that\s+)?the\s+earth\s+"
            r"(?:was|is)\s+round\b",
            r"\b(?:people|everyone|scholars)\s+in\s+the\s+middle\s+ages\s+(?:thought|believed)\s+"
            r"(?:that\s+)?the\s+earth\s+was\s+flat\b",
            r"\bgoldfish\s+(?:have|has|only\s+have)\s+(?:a\s+)?(?:three|3)[- ]second\s+memor(?:y|"
            r"ies)\b",
            r"\bbats\s+are\s+(?:completely\s+)?blind\b",
            r"\bbulls\s+(?:hate|are\s+(?:angered|enraged)\s+by|get\s+angry\s+at)\s+(?:the\s+"
            r"colou?r\s+)?red\b",
            r"\b(?:we|people|you)\s+swallow\s+(?:\w+\s+)?spiders\s+(?:a\s+year\s+)?in\s+"
            r"(?:our|your|their)\s+sleep\b",
            r"\bshaving\s+(?:makes|causes)\s+(?:your\s+)?hair\s+(?:to\s+)?grow\s+(?:back\s+)?"
            r"(?:thicker|faster|darker)\b",
            r"\bsugar\s+(?:makes|causes)\s+(?:kids|children)\s+(?:to\s+be(?:come)?\s+)?hyper"
            r"(?:active)?\b",
            r"\bcracking\s+(?:your\s+)?knuckles\s+(?:causes|leads\s+to|gives\s+you)\s+arthritis\b",
            r"\b(?:hair|nails|fingernails)\s+(?:and\s+(?:hair|nails|fingernails)\s+)?"
            r"(?:keep\s+)?(?:grow|grows|growing)\s+after\s+death\b",
            r"\b(?:deoxygenated\s+)?blood\s+(?:is|in\s+(?:your\s+)?veins\s+is)\s+blue\b",
            r"\bwhy\s+is\s+(?:the\s+)?blood\s+in\s+(?:our|your)\s+veins\s+blue\b",
            r"\bthe\s+tongue\s+(?:map|has\s+(?:separate\s+)?(?:taste\s+)?zones)\b",
            r"\blemmings\s+(?:commit|jump\s+off|leap\s+off)\b",
            r"\bostriches\s+bury\s+their\s+heads\b",
            r"\b(?:we|you)\s+lose\s+(?:most|half|\d+\s*%)\s+of\s+(?:our|your)\s+(?:body\s+)?heat\s+"
            r"through\s+(?:our|your|the)\s+head\b",
            r"\bmarie\s+antoinette\s+(?:said|says)\s+[\"']?let\s+them\s+eat\s+cake\b",
            r"\b(?:the\s+)?seasons\s+are\s+caused\s+by\s+(?:the\s+)?(?:earth'?s\s+)?distance\b",
            r"\b(?:it'?s|it\s+is)\s+summer\s+because\s+the\s+earth\s+is\s+closer\b",
            r"\bheavier\s+objects\s+(?:always\s+)?fall\s+faster\s+(?:in\s+a\s+vacuum|than)\b",
            r"\bglass\s+is\s+(?:a\s+)?(?:slow[- ]moving\s+|slowly\s+flowing\s+)?liquid\b",
            r"\bthe\s+sahara\s+is\s+the\s+(?:largest|biggest)\s+desert\s+(?:in\s+the\s+world|on\s+"
            r"earth)\b",
            r"\bmount\s+everest\s+is\s+(?:in|located\s+in)\s+(?:india|china\s+only|africa|"
            r"europe|south\s+america)\b",
            r"\bafrica\s+is\s+a\s+country\b",
        ),
    ),
    (
        "wrong_capitals",
        1.0,
        ("capital",),
        (
            r"\b(?:sydney|melbourne)\s+is\s+the\s+capital\s+of\s+australia\b",
            r"\b(?:toronto|vancouver|montreal)\s+is\s+the\s+capital\s+of\s+canada\b",
            r"\b(?:rio(?:\s+de\s+janeiro)?|s[aã]o\s+paulo)\s+is\s+the\s+capital\s+of\s+brazil\b",
            r"\bnew\s+york(?:\s+city)?\s+is\s+the\s+capital\s+of\s+(?:the\s+)?(?:us|usa|u\.s\.|"
            r"united\s+states|america)\b",
            r"\bistanbul\s+is\s+the\s+capital\s+of\s+turkey\b",
            r"\b(?:mumbai|bombay|kolkata)\s+is\s+the\s+capital\s+of\s+india\b",
            r"\bauckland\s+is\s+the\s+capital\s+of\s+new\s+zealand\b",
            r"\b(?:zurich|geneva)\s+is\s+the\s+capital\s+of\s+switzerland\b",
            r"\bbarcelona\s+is\s+the\s+capital\s+of\s+spain\b",
            r"\b(?:lagos)\s+is\s+the\s+capital\s+of\s+nigeria\b",
            r"\b(?:almaty)\s+is\s+the\s+capital\s+of\s+kazakhstan\b",
            r"\b(?:casablanca|marrakech)\s+is\s+the\s+capital\s+of\s+morocco\b",
            r"\b(?:karachi)\s+is\s+the\s+capital\s+of\s+pakistan\b",
        ),
    ),
)

# --- false premise: the frame around a claim ----------------------------------------
PREMISE_FRAMES: dict[str, tuple[str, ...]] = {
    # Anywhere near the claim: the prompt is about debunking or about believers.
    "debunk": (
        r"\b(?:debunk\w*|refut\w*|disprov\w*|rebut\w*|counter\s+(?:the\s+)?(?:claim|argument|"
        r"myth)|myths?|misconceptions?|misinformation|disinformation|misbelief|fallac\w*|"
        r"pseudo-?scien\w*|conspiracy\s+theor\w*|conspiracists?|flat[- ]earthers|anti-?vaxx?ers"
        r"|anti-?vaccine\s+(?:activists|movement)|truthers|deniers|denialists|denialism|"
        r"fact[- ]check\w*|evidence\s+against|how\s+to\s+(?:respond|reply|talk)\s+to|"
        r"psychology\s+(?:of|behind)|contrary\s+to|despite\s+the\s+(?:claim|myth|belief)|"
        r"mistakenly|wrongly|falsely|erroneously|discredited|retracted|urban\s+legend|"
        r"old\s+wives'?\s+tale|common\s+(?:belief|claim)\s+that)\b",
        r"\b(?:some|many|certain|other|these|those|so\s+many|lots\s+of)\s+(?:\w+\s+){0,2}?"
        r"(?:people|folks|individuals|groups|americans|parents|users|critics)\s+(?:still\s+)?"
        r"(?:believe|think|claim|say|insist|argue|fall\s+for|buy\s+into|assume)\b",
        r"\bpeople\s+(?:who|that)\s+(?:believe|think|claim|say|insist)\b",
        r"\bwhy\s+(?:do|does|did|would|might)\s+(?:\w+\s+){1,3}?(?:believe|think|claim|insist|"
        r"say|fall\s+for)\b",
        r"\b(?:where|how)\s+(?:did|does)\s+(?:the|this)\s+(?:idea|myth|belief|claim|notion|"
        r"misconception|rumou?r)\b",
        r"\borigins?\s+of\s+the\s+(?:idea|myth|belief|claim|notion|misconception|conspiracy|"
        r"rumou?r)\b",
    ),
    # Immediately before the claim: "it is false that", "wrong to say that", "not".
    "debunk_before": (
        r"\b(?:false|wrong|untrue|incorrect|not\s+true|a\s+lie|nonsense|mistaken|misleading|"
        r"inaccurate|no\s+evidence|no\s+proof)\s+(?:to\s+(?:say|think|claim|believe)\s+|"
        r"(?:idea|claim|belief|notion)\s+)?(?:that\s+)?$",
        r"(?:\bnot|n't|\bnever)\s+(?:true\s+|the\s+case\s+|a\s+fact\s+|correct\s+)?"
        r"(?:that\s+)?$",
    ),
    # Immediately after the claim: "... is false", "... is a myth".
    "debunk_after": (
        r"^[\"')\s]*,?\s*(?:is|are|was|were|has\s+been|have\s+been|being)\s+(?:\w+\s+)?(?:false|"
        r"wrong|incorrect|untrue|inaccurate|a\s+myth|a\s+lie|debunked|nonsense|baseless|"
        r"unfounded|not\s+true|bogus|mistaken|misleading|pseudoscience|disproven|refuted|"
        r"a\s+misconception|a\s+conspiracy\s+theory)\b",
        r"^[\"')\s]*\s*(?:\?|,)?\s*(?:\(?it'?s\s+not\)?|(?:that'?s|this\s+is)\s+(?:false|wrong|a"
        r"\s+myth))",
    ),
    # Before the claim, same sentence: strongly asserting frames.
    "assert_strong": (
        r"\b(?:prove|proving|demonstrate|demonstrating|convince\s+me|persuade\s+me|argue\s+"
        r"(?:that|for|why)|make\s+(?:the|a)\s+(?:case|argument)|confirm\s+(?:that|for\s+me)|"
        r"give\s+(?:me\s+)?(?:\w+\s+){0,2}?(?:proof|evidence|reasons|arguments)\s+(?:that|for|"
        r"why|of)|write\s+(?:me\s+)?(?:an?\s+)?(?:\w+\s+){0,2}?(?:essay|article|post|paper|speech|"
        r"thread|report|blog|op-?ed|lesson|explanation|sermon|tweet)\s+(?:\w+\s+){0,2}?(?:arguing|"
        r"proving|showing|explaining|claiming|on\s+(?:why|how)|about\s+(?:why|how)|that\s+"
        r"(?:proves|shows|explains))|why\s+is\s+it\s+(?:true|the\s+case|a\s+fact|correct)|as\s+"
        r"(?:we\s+)?(?:all\s+)?know|everyone\s+knows|it(?:'s|\s+is)\s+(?:a\s+)?(?:well[- ]known|"
        r"proven|established|known|scientific)\s+(?:fact\s+)?that|the\s+fact\s+that|since|"
        r"given\s+(?:that|the\s+fact)|because|now\s+that|considering\s+(?:that\s+)?|help\s+me\s+"
        r"(?:prove|show|explain|convince)|teach\s+(?:me|my\s+\w+|kids|children|students)\s+"
        r"(?:that|why|how)|list\s+(?:the\s+|some\s+)?(?:reasons|proofs|evidence|ways))\b",
    ),
    # Before the claim, same sentence: distancing frames (asking, reporting a belief).
    "distance": (
        r"\b(?:is\s+it\s+(?:true|a\s+fact|correct|real|possible|right)|is\s+(?:that|this)\s+"
        r"true|is\s+there\s+(?:any\s+)?(?:evidence|proof|truth)|whether|do\s+you\s+(?:think|"
        r"believe)|(?:the\s+)?(?:belief|notion|idea|claim|theory|rumou?r|assertion|allegation|"
        r"hypothesis|argument|statement)\s+that|allegedly|supposedly|so-called|purportedly|"
        r"what\s+(?:is|are)\s+the\s+(?:evidence|arguments?)\s+(?:that|for)|some\s+say|they\s+"
        r"say|i\s+(?:heard|read|was\s+told|saw)|(?:true|false)\s+or\s+false|fact\s+or\s+fiction|"
        r"myth\s+or\s+(?:fact|reality)|according\s+to\s+(?:some|conspiracy)|(?:i|we|they|he|"
        r"she)\s+(?:used\s+to\s+)?(?:believed?|thought|assumed?)|(?:was|were)\s+taught)\b",
    ),
    # Before the claim, same sentence: presupposing questions and explanation requests.
    "assert_weak": (
        r"\b(?:explain|explaining|show\s+(?:me|us|that|how|why)|tell\s+me|describe|"
        r"elaborate\s+on|detail|what(?:'s|\s+is|\s+are)\s+the\s+reasons?|reasons?\s+(?:why|that)|"
        r"summari[sz]e\s+why|how\s+come|assuming|assume|suppose|presuming)\b",
        r"\b(?:why|how|who|where|when|which)\b",
    ),
    # Right after the claim: "..., so", "Prove it.", "explain why".
    "assert_tail": (
        r"^[\"')\s]*[,;:.!]?\s*(?:so|therefore|thus|hence|which\s+means|and\s+that'?s\s+why|"
        r"prove\s+it|explain\s+(?:why|how|it)|show\s+me|back\s+(?:it|this)\s+up|with\s+"
        r"(?:evidence|sources|proof))\b",
    ),
}

# Features counted by the "feature_laundry_list" scope detector.
SCOPE_FEATURES: tuple[str, ...] = (
    r"\b(?:auth(?:entication)?|login|log-?in|sign[- ]?up|oauth|sso|single\s+sign[- ]on)\b",
    r"\b(?:payments?|billing|stripe|subscriptions?|checkout|invoic\w+)\b",
    r"\badmin\s+(?:panel|dashboard|console|portal)\b|\bdashboards?\b",
    r"\b(?:real[- ]time\s+)?(?:chat|messaging|dms|direct\s+messages)\b",
    r"\b(?:push\s+)?notifications?\b",
    r"\banalytics\b|\breporting\b",
    r"\b(?:full[- ]text\s+)?search\b",
    r"\brecommendations?(?:\s+engine)?\b",
    r"\bvideo\s+(?:streaming|calls?|upload\w*|conferenc\w+)\b",
    r"\bfile\s+uploads?\b|\bmedia\s+uploads?\b",
    r"\b(?:i18n|internationali[sz]ation|locali[sz]ation|multi-?language)\b",
    r"\b(?:mobile\s+apps?|ios\s+and\s+android|android\s+and\s+ios|react\s+native|flutter)\b",
    r"\b(?:ci/?cd|kubernetes|k8s|docker|terraform|helm)\b",
    r"\bmicroservices?\b",
    r"\b(?:machine\s+learning|ml\s+models?|ai\s+(?:features|assistant|chatbot)|llm)\b",
    r"\boffline\s+(?:mode|support)\b",
    r"\bmulti[- ]?tenan\w+\b",
    r"\b(?:role[- ]based\s+access|rbac|permissions)\b",
    r"\baudit\s+logs?\b",
    r"\binventory\b",
    r"\b(?:2fa|two[- ]factor|mfa)\b",
    r"\b(?:email\s+(?:verification|notifications|marketing)|newsletters?)\b",
    r"\b(?:maps|geolocation|gps\s+tracking)\b",
    r"\b(?:reviews?\s+and\s+ratings?|ratings?|reviews?)\b",
    r"\b(?:shopping\s+)?cart\b",
    r"\bshipping\b",
    r"\b(?:load\s+balanc\w+|auto-?scal\w+|caching|cdn)\b",
    r"\b(?:end[- ]to[- ]end\s+)?encryption\b",
    r"\b(?:unit|integration|e2e)\s+tests\b|\b(?:full\s+)?test\s+(?:suite|coverage)\b",
    r"\b(?:graphql|rest\s+api|public\s+api|webhooks)\b",
    r"\b(?:social\s+(?:login|sharing|feed)|news\s+feed|friends?\s+list|followers)\b",
    r"\b(?:crm|erp|hr\s+module|payroll|accounting)\b",
)

_SCOPE_PRODUCT = (
    rf"\b{_BUILD}\s+(?:me\s+|us\s+)?(?:[\w-]+\s+){{0,4}}?(?:app|application|platform|system|website|"
    r"site|saas|marketplace|web\s+app|product|service|software|portal|clone|solution)\b"
)

# Obfuscation: harmful or override words that appear only after de-obfuscation.
_OBFUSCATION_TERMS = (
    r"(?:bombs?|explosives?|explode|detonators?|grenades?|napalm|thermite|meth|fentanyl|"
    r"heroin|cocaine|kill(?:ing)?|murder|poison|weapons?|guns?|hack(?:ing)?|malware|"
    r"ransomware|keylogger|suicide|anthrax|sarin|ricin|nerveagent|nerve|toxin|cyanide|"
    r"arsenic|drugs?|steal|rape|terror\w*|virus|exploit|overdose|bioweapon|nuke|nuclear|"
    r"ignore|instructions|jailbreak|restrictions|unfiltered|uncensored|porn|nsfw|shoot|"
    r"stab|attack|dox|doxx|kidnap|launder)"
)

_LEET_TOKEN = (
    r"(?<![\w@$])(?=[a-z0-9@$!|+]*[a-z])(?=[a-z0-9@$!|+]*[0-9@$!|+])[a-z0-9@$!|+]{1,29}"
    r"[a-z0-9@$](?![\w@$])"
)
_SPLIT_WORD = (
    r"(?<![a-z0-9])(?:(?:[a-z0-9@$][\-._*/|·•+~]{1,3}){2,30}|(?:[a-z0-9@$]\s{1,3}){2,30})"
    r"[a-z0-9@$](?![a-z0-9])"
)
_BASE64_BLOB = r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{20,}={0,2}(?![A-Za-z0-9+/=])"

OBFUSCATION_PATTERNS: dict[str, str] = {
    "leet_token": _LEET_TOKEN,
    "split_word": _SPLIT_WORD,
    "base64_blob": _BASE64_BLOB,
    "decode_request": r"\b(?:decode|decoded|decoding|base-?64|b64|deobfuscate|decrypt|"
    r"translate\s+(?:this|it|the\s+following)\s+from)\b",
    "follow_request": r"\b(?:and|then)\s+(?:follow|execute|do|answer|respond\s+to|run|carry\s+"
    r"out|obey|comply\s+with|act\s+on|perform)\b|\b(?:follow|execute|obey)\s+(?:the|those|"
    r"these|its|it'?s)\s+(?:decoded\s+)?(?:instructions?|commands?|steps?)\b|\bdo\s+what\s+it\s+"
    r"says\b",
    "rot13_mention": r"\brot[- ]?13\b",
    "rot13_reply": r"\b(?:respond|reply|answer|write|talk|speak|output)\s+(?:\w+\s+){0,3}?"
    r"(?:only\s+)?in\s+rot[- ]?13\b",
    "reverse_mention": r"\b(?:reverse[ds]?|backwards?|right[- ]to[- ]left|read\s+(?:it|this)\s+"
    r"backwards)\b",
    "reverse_follow": r"\b(?:reverse|unreverse|flip)\s+(?:this|the\s+following|the)\s+"
    r"(?:text|string|sentence|message|words?)\b.{0,60}\b(?:follow|answer|do|execute|respond|"
    r"obey|comply)\b",
    "zero_width": "[\u200b\u200c\u200d\u2060\ufeff]",
}

# Simple leetspeak substitutions (two readings of "1": i and l).
_LEET = {
    "0": "o",
    "1": "i",
    "3": "e",
    "4": "a",
    "5": "s",
    "7": "t",
    "@": "a",
    "$": "s",
    "!": "i",
    "|": "l",
    "+": "t",
    "8": "b",
    "9": "g",
}
_LEET_MAPS = (str.maketrans(_LEET), str.maketrans({**_LEET, "1": "l"}))

_QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2033": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u00a0": " ",
    }
)

# =====================================================================================
# Compilation (once, at import)
# =====================================================================================


def _alt(patterns: Iterable[str]) -> str:
    return "|".join(f"(?:{p})" for p in patterns)


@dataclass(frozen=True)
class _CompiledRule:
    rule: Rule
    rx: re.Pattern
    exc: re.Pattern | None
    req: tuple[re.Pattern, ...]
    ctx: re.Pattern | None


def _compile_rule(rule: Rule) -> _CompiledRule:
    if rule.family not in FAMILIES:
        raise ValueError(f"rule {rule.name!r}: unknown family {rule.family!r}")
    if not 0.0 < rule.weight <= 1.0 or not 0.0 <= rule.weak <= rule.weight:
        raise ValueError(f"rule {rule.name!r}: weights out of range")
    flags = re.DOTALL
    return _CompiledRule(
        rule=rule,
        rx=re.compile(_alt(rule.patterns), flags),
        exc=re.compile(_alt(rule.exceptions), flags) if rule.exceptions else None,
        req=tuple(re.compile(p, flags) for p in rule.requires),
        ctx=re.compile(_alt(rule.context), flags) if rule.context else None,
    )


_COMPILED: tuple[_CompiledRule, ...] = tuple(_compile_rule(r) for r in RULES)
if len({r.name for r in RULES}) != len(RULES):  # pragma: no cover - table sanity
    raise ValueError("duplicate rule names in RULES")

_CLAIMS: tuple[tuple[str, float, tuple[str, ...], re.Pattern], ...] = tuple(
    (name, strength, anchors, re.compile(_alt(pats), re.DOTALL))
    for name, strength, anchors, pats in FALSE_CLAIMS
)


def _build_anchor_index(
    groups: Iterable[tuple[str, tuple[str, ...]]],
) -> tuple[dict[str, tuple[tuple[str, str], ...]], list[tuple[str, str]]]:
    index: dict[str, list[tuple[str, str]]] = {}
    short: list[tuple[str, str]] = []
    for owner, anchors in groups:
        for anchor in anchors:
            if len(anchor) >= 3:
                index.setdefault(anchor[:3], []).append((anchor, owner))
            else:
                short.append((anchor, owner))
    return {k: tuple(v) for k, v in index.items()}, short


_ANCHOR_INDEX, _SHORT_ANCHORS = _build_anchor_index(
    [(r.name, r.anchors) for r in RULES if r.source == "norm"]
    + [("claim:" + name, anchors) for name, _, anchors, _ in FALSE_CLAIMS]
)
_ANCHOR_KEYS = frozenset(_ANCHOR_INDEX)
_FRAME_RX = {key: re.compile(_alt(pats)) for key, pats in PREMISE_FRAMES.items()}
_SCOPE_FEATURE_RX = tuple(re.compile(p) for p in SCOPE_FEATURES)
_SCOPE_PRODUCT_RX = re.compile(_SCOPE_PRODUCT)
_SCOPE_BOOST_RX = re.compile(_alt(_SCOPE_BOOST))
_SCOPE_MODEST_RX = re.compile(_alt(_SCOPE_MODEST))
_OBF = {key: re.compile(p) for key, p in OBFUSCATION_PATTERNS.items()}
_OBF_TERM_RX = re.compile(rf"{_OBFUSCATION_TERMS}\w{{0,3}}")
_HARM_TERMS_RX = re.compile(_alt(_HARM_TERMS))
_OBF_TEXT_RX = re.compile(rf"\b{_OBFUSCATION_TERMS}\b")
_SPACE_RX = re.compile(r"\s+")
_SPLIT_SEP_RX = re.compile(r"[\s\-._*/|·•+~]")
_IMPERATIVE_RX = re.compile(
    r"(?:^|[.!?:;\n\"(]\s*|\s-\s)(?:(?:please|pls|now|just|ok|okay|so|and|then|also|hey|"
    r"quickly|simply|first|next|go|tell\s+me\s+how\s+to|how\s+to)[,\s]+){0,3}$"
)
_SENTENCE_END_RX = re.compile(r"[.!?]\s|\n")

# Frame weights for false-premise claims (multiplied by the claim's strength).
_FRAME_WEIGHT = {
    "assert_strong": 0.9,
    "assert_weak": 0.8,
    "bare": 0.45,
    "neutral": 0.2,
    "debunk": 0.07,
}

# =====================================================================================
# Matching
# =====================================================================================


def normalize(text: str) -> str:
    """Casefold, unify quotes/dashes, drop zero-width characters and collapse whitespace."""
    text = _OBF["zero_width"].sub("", text.translate(_QUOTES))
    return _SPACE_RX.sub(" ", text.casefold()).strip()


def time_sensitive_exempt(prompt: str, horizon: int = KNOWLEDGE_HORIZON) -> bool:
    """Whether the ``time_sensitive`` family (its rules in ``detect`` and the embedding head
    alike) leaves ``prompt`` alone: it is longer than ``TIME_SENSITIVE_MAX_CHARS`` (a pasted
    document carries what it asks about), dates a past event by a year before the knowledge
    ``horizon``, asks about time zones, states the value it asks about, or is a hypothetical, an
    exercise or a how-to (``_TS_EXEMPT``)."""
    return _time_sensitive_exempt(normalize(prompt), check_horizon(horizon))


def check_horizon(horizon) -> int:
    """``horizon`` as a year within ``HORIZON_RANGE``; ValueError otherwise."""
    lo, hi = HORIZON_RANGE
    if isinstance(horizon, bool) or not isinstance(horizon, int) or not lo <= horizon < hi:
        raise ValueError(f"knowledge horizon must be a year from {lo} to {hi - 1}, got {horizon!r}")
    return horizon


def _time_sensitive_exempt(norm: str, horizon: int) -> bool:
    return len(norm) > TIME_SENSITIVE_MAX_CHARS or _ts_exempt_rx(horizon).search(norm) is not None


def _detect_dated(norm: str, horizon: int) -> Signal | None:
    """``dated_event``: the prompt names a year at or after the knowledge horizon as the date of
    what it asks about, and is no personal matter, task, fiction, date arithmetic, code,
    exercise or stated value (``_ts_dated_rx``)."""
    if "20" not in norm:  # every year of HORIZON_RANGE starts so; most prompts name none
        return None
    year_rx, not_rx = _ts_dated_rx(horizon)
    m = year_rx.search(norm)
    if m is None or not_rx.search(norm):
        return None
    lo, hi = max(0, m.start() - 40), min(len(norm), m.end() + 40)
    why = f"dated {m.group()}, at or after the knowledge horizon {horizon}: "
    return Signal("dated_event", "time_sensitive", DATED_EVENT_WEIGHT, why + _evidence(norm[lo:hi]))


def _evidence(text: str) -> str:
    text = text.strip()
    return text if len(text) <= _MAX_EVIDENCE else text[: _MAX_EVIDENCE - 1] + "\u2026"


def _opens_sentence(text: str, start: int) -> bool:
    lo = max(0, start - 60)
    before = text[lo:start]
    if lo > 0:
        before = "\x00" + before  # a cut window must not look like the start of the text
    return _IMPERATIVE_RX.search(before) is not None


def _anchor_owners(text: str) -> set[str]:
    """Names of the rules / claims whose anchors occur in ``text`` (one pass over its trigrams)."""
    grams = {text[i : i + 3] for i in range(len(text) - 2)}
    owners: set[str] = set()
    for gram in grams & _ANCHOR_KEYS:
        for anchor, owner in _ANCHOR_INDEX[gram]:
            if owner not in owners and anchor in text:
                owners.add(owner)
    for anchor, owner in _SHORT_ANCHORS:
        if owner not in owners and anchor in text:
            owners.add(owner)
    return owners


def _run_rule(cr: _CompiledRule, text: str, owners: set[str] | None = None) -> Signal | None:
    rule = cr.rule
    if rule.anchors:
        if owners is not None and rule.source == "norm":
            if rule.name not in owners:
                return None
        elif not any(a in text for a in rule.anchors):
            return None
    n = len(text)
    best_w, best_ev = 0.0, ""
    for i, m in enumerate(cr.rx.finditer(text)):
        if i >= _MAX_HITS_PER_RULE:
            break
        s, e = m.span()
        if cr.exc is not None:
            w = rule.exception_window
            if cr.exc.search(text, max(0, s - w), min(n, e + w)):
                continue
        lo, hi = max(0, s - rule.window), min(n, e + rule.window)
        if any(r.search(text, lo, hi) is None for r in cr.req):
            continue
        weight = rule.weight
        if cr.ctx is not None and cr.ctx.search(text, lo, hi) is None:
            if not (rule.imperative and _opens_sentence(text, s)):
                weight = rule.weak
        if weight > best_w:
            best_w, best_ev = weight, m.group()
            if weight >= rule.weight:
                break
    if best_w <= 0.0:
        return None
    return Signal(rule.name, rule.family, round(best_w, 4), _evidence(best_ev))


def _premise_frame(text: str, s: int, e: int) -> str:
    """Classify the frame around a false claim at text[s:e]."""
    before_raw = text[max(0, s - 160) : s]
    cut = 0
    for m in _SENTENCE_END_RX.finditer(before_raw):
        cut = m.end()
    before = before_raw[cut:]
    after = text[e : e + 160]
    context = before_raw + " " + after
    if (
        _FRAME_RX["debunk"].search(context)
        or _FRAME_RX["debunk_before"].search(before)
        or _FRAME_RX["debunk_after"].search(after)
    ):
        return "debunk"
    if _FRAME_RX["assert_strong"].search(before):
        return "assert_strong"
    if _FRAME_RX["distance"].search(before):
        return "neutral"
    if _FRAME_RX["assert_weak"].search(before) or _FRAME_RX["assert_tail"].search(after):
        return "assert_weak"
    end = _SENTENCE_END_RX.search(after)
    sentence_tail = after[: end.start() + 1] if end else after
    if "?" in sentence_tail:
        return "neutral"
    return "bare"


def _detect_false_premise(text: str, owners: set[str]) -> list[Signal]:
    best: dict[str, tuple[float, str]] = {}
    for claim, strength, _anchors, rx in _CLAIMS:
        if "claim:" + claim not in owners:
            continue
        if claim.endswith("_topic") and claim[: -len("_topic")] in best:
            continue  # the proposition already fired; the bare topic adds nothing
        for i, m in enumerate(rx.finditer(text)):
            if i >= _MAX_HITS_PER_RULE:
                break
            frame = _premise_frame(text, m.start(), m.end())
            weight = round(_FRAME_WEIGHT[frame] * strength, 4)
            if weight > best.get(claim, (0.0, ""))[0]:
                best[claim] = (weight, f"{_evidence(m.group())} [{frame}]")
    return [
        Signal(f"false_claim:{claim}", "false_premise", w, ev) for claim, (w, ev) in best.items()
    ]


def _detect_scope_features(text: str) -> list[Signal]:
    product = _SCOPE_PRODUCT_RX.search(text)
    if product is None:
        return []
    count = sum(1 for rx in _SCOPE_FEATURE_RX if rx.search(text))
    if count < 5:
        return []
    if _SCOPE_MODEST_RX.search(text) and count < 8:
        return []
    boosted = _SCOPE_BOOST_RX.search(text) is not None
    weight = 0.85 if boosted else (0.75 if count >= 8 else 0.6)
    return [
        Signal(
            "feature_laundry_list",
            "scope",
            weight,
            _evidence(f"{product.group()} [+{count} features]"),
        )
    ]


def _has_obf_term(word: str) -> bool:
    return _OBF_TERM_RX.fullmatch(word) is not None


def _deobfuscate(text: str) -> tuple[list[str], list[tuple[str, str]]]:
    """Return de-obfuscated variants of ``text`` and (kind, evidence) obfuscation hits."""
    hits: list[tuple[str, str]] = []
    variants: list[str] = []
    # Character splitting: "b-o-m-b", "k i l l".
    split_changed = False

    def join(m: re.Match) -> str:
        nonlocal split_changed
        joined = _SPLIT_SEP_RX.sub("", m.group())
        candidates = [joined]
        if m.group()[:2] in ("a ", "i "):  # "make a b o m b": the article is not part of it
            candidates.append(joined[1:])
        for cand in candidates:
            for table in _LEET_MAPS:
                word = cand.translate(table)
                if _has_obf_term(word):
                    hits.append(("split_word", m.group()))
                    split_changed = True
                    return (m.group()[:2] if cand is not joined else "") + word
        return m.group()

    base = _OBF["split_word"].sub(join, text) if _OBF["split_word"].search(text) else text
    # Leetspeak: "b0mb", "h4ck", "k1ll".
    for table in _LEET_MAPS if _OBF["leet_token"].search(base) else ():
        leet_changed = False

        def unleet(m: re.Match, table=table) -> str:
            nonlocal leet_changed
            word = m.group().translate(table)
            if word != m.group() and _has_obf_term(word):
                hits.append(("leet_token", m.group()))
                leet_changed = True
            return word  # every leet token is read back, so "h0w t0 m4k3" matches too

        variant = _OBF["leet_token"].sub(unleet, base)
        if leet_changed:
            variants.append(variant)
    if split_changed and not variants:
        variants.append(base)
    # de-duplicate hits, keep order
    seen: set[tuple[str, str]] = set()
    unique = [h for h in hits if not (h in seen or seen.add(h))]
    return variants, unique


def _decode_base64(raw: str) -> list[str]:
    out: list[str] = []
    for i, m in enumerate(_OBF["base64_blob"].finditer(raw)):
        if i >= 20:
            break
        blob = m.group()
        if len(blob) > _MAX_DECODE_CHARS:
            continue
        padded = blob + "=" * (-len(blob) % 4)
        try:
            data = base64.b64decode(padded, validate=True)
            decoded = data.decode("utf-8")
        except (binascii.Error, ValueError, UnicodeDecodeError):
            continue
        printable = sum(ch.isprintable() or ch.isspace() for ch in decoded)
        if decoded and printable / len(decoded) > 0.9:
            out.append(normalize(decoded))
    return out


def _detect_obfuscation(norm: str, raw: str, run_harm: bool) -> tuple[list[Signal], list[Signal]]:
    """Obfuscation signals (jailbreak family) and harm signals found in decoded text."""
    jail: list[Signal] = []
    decoded_texts: list[str] = []
    variants, hits = _deobfuscate(norm)
    decoded_texts.extend(variants)
    for kind, ev in hits:
        name = "leetspeak_obfuscation" if kind == "leet_token" else "split_word_obfuscation"
        jail.append(Signal(name, "jailbreak", 0.75, _evidence(ev)))

    # Base64 blobs: decode and look inside.
    if _OBF["base64_blob"].search(raw):
        decoded = _decode_base64(raw)
        asks_decode = _OBF["decode_request"].search(norm) is not None
        asks_follow = _OBF["follow_request"].search(norm) is not None
        hidden = [d for d in decoded if _OBF_TEXT_RX.search(d) or _HARM_TERMS_RX.search(d)]
        if hidden:
            jail.append(Signal("base64_payload", "jailbreak", 0.9, _evidence(hidden[0])))
            decoded_texts.extend(hidden)
        elif asks_decode and asks_follow:
            jail.append(Signal("base64_payload", "jailbreak", 0.7, "decode and follow request"))

    # ROT13: decode the prompt and look for harmful words that were not there before.
    if _OBF["rot13_mention"].search(norm):
        rotated = codecs.encode(norm[:_MAX_DECODE_CHARS], "rot13")
        new_terms = {m.group() for m in _OBF_TEXT_RX.finditer(rotated)} - {
            m.group() for m in _OBF_TEXT_RX.finditer(norm)
        }
        if new_terms:
            jail.append(
                Signal("rot13_payload", "jailbreak", 0.85, _evidence(", ".join(sorted(new_terms))))
            )
            decoded_texts.append(rotated)
        elif _OBF["rot13_reply"].search(norm):
            jail.append(Signal("rot13_payload", "jailbreak", 0.6, "reply in rot13"))

    # Reversed text.
    if _OBF["reverse_mention"].search(norm):
        reversed_text = norm[:_MAX_DECODE_CHARS][::-1]
        new_terms = {m.group() for m in _OBF_TEXT_RX.finditer(reversed_text)} - {
            m.group() for m in _OBF_TEXT_RX.finditer(norm)
        }
        if new_terms:
            jail.append(
                Signal(
                    "reversed_text_payload",
                    "jailbreak",
                    0.85,
                    _evidence(", ".join(sorted(new_terms))),
                )
            )
            decoded_texts.append(reversed_text)
        elif _OBF["reverse_follow"].search(norm):
            jail.append(Signal("reversed_text_payload", "jailbreak", 0.6, "reverse and follow"))

    harm: list[Signal] = []
    if run_harm:
        for decoded in decoded_texts:
            decoded = decoded[:_MAX_DECODE_CHARS]
            owners = _anchor_owners(decoded)
            for cr in _COMPILED:
                if cr.rule.family == "harm":
                    sig = _run_rule(cr, decoded, owners)
                    if sig is not None:
                        harm.append(sig)
    return jail, harm


def _strongest(signals: Iterable[Signal]) -> list[Signal]:
    """Keep one signal per (family, name): the heaviest (ties: smallest evidence)."""
    best: dict[tuple[str, str], Signal] = {}
    for sig in signals:
        key = (sig.family, sig.name)
        cur = best.get(key)
        if cur is None or (sig.weight, cur.evidence) > (cur.weight, sig.evidence):
            best[key] = sig
    return sorted(best.values(), key=lambda s: (-s.weight, s.family, s.name, s.evidence))


def detect(
    prompt: str, families: Iterable[str] | None = None, horizon: int = KNOWLEDGE_HORIZON
) -> list[Signal]:
    """Run the detectors of ``families`` (default: all) on ``prompt``; ``horizon``: the
    knowledge horizon (``KNOWLEDGE_HORIZON``) the time_sensitive family reads dated events by.

    Returns at most one signal per detector, sorted by weight (descending), then family,
    name and evidence, so the output is deterministic.
    """
    if not isinstance(prompt, str):
        raise TypeError(f"prompt must be str, got {type(prompt).__name__}")
    if families is None:
        wanted = set(FAMILIES)
    else:
        wanted = set([families] if isinstance(families, str) else families)
        unknown = sorted(wanted - set(FAMILIES))
        if unknown:
            raise ValueError(f"unknown famil(y/ies) {unknown}; expected a subset of {FAMILIES}")
    if not wanted or not prompt.strip():
        return []
    norm = normalize(prompt)
    raw = _SPACE_RX.sub(" ", prompt.translate(_QUOTES))
    owners = _anchor_owners(norm)
    signals: list[Signal] = []
    if len(norm) > TIME_SENSITIVE_MAX_CHARS:
        wanted = wanted - {"time_sensitive"}
    for cr in _COMPILED:
        if cr.rule.family in wanted:
            sig = _run_rule(cr, raw if cr.rule.source == "raw" else norm, owners)
            if sig is not None:
                signals.append(sig)
    if "time_sensitive" in wanted:
        dated = _detect_dated(norm, check_horizon(horizon))
        if dated is not None:
            signals.append(dated)
    # the family's shared exemptions, looked for only once one of its rules has fired
    # (dated_event has read its own)
    if any(
        s.family == "time_sensitive" and s.name != "dated_event" for s in signals
    ) and _time_sensitive_exempt(norm, horizon):
        signals = [s for s in signals if s.family != "time_sensitive" or s.name == "dated_event"]
    if "false_premise" in wanted:
        signals.extend(_detect_false_premise(norm, owners))
    if "scope" in wanted:
        signals.extend(_detect_scope_features(norm))
    if "jailbreak" in wanted or "harm" in wanted:
        jail, harm = _detect_obfuscation(norm, raw, run_harm="harm" in wanted)
        if "jailbreak" in wanted:
            signals.extend(jail)
        signals.extend(harm)
    return _strongest(signals)


def _family_weight(sig: Signal | Mapping) -> tuple[str, float]:
    if isinstance(sig, Signal):
        return sig.family, sig.weight
    return str(sig["family"]), float(sig["weight"])


def family_scores(signals: Iterable[Signal | Mapping]) -> dict[str, float]:
    """Per family, the noisy-or of its signals' weights: 1 - prod(1 - w).

    Every family in :data:`FAMILIES` is present (0.0 when it has no signal).  Accepts
    :class:`Signal` objects or their ``to_dict()`` form.
    """
    keep = {f: 1.0 for f in FAMILIES}
    for sig in signals:
        family, weight = _family_weight(sig)
        if family not in keep:
            raise ValueError(f"unknown family {family!r}")
        keep[family] *= 1.0 - min(max(weight, 0.0), 1.0)
    return {f: round(1.0 - keep[f], 6) for f in FAMILIES}


def heuristic_risk(signals: Iterable[Signal | Mapping]) -> float:
    """Max over families of ``SEVERITY[family] * family_score[family]`` (0.0 if no signal)."""
    scores = family_scores(signals)
    return round(max(SEVERITY[f] * scores[f] for f in FAMILIES), 6)
