"""Which side of a known claim pair a prompt's own words take (pure, no I/O).

The claim matcher (:mod:`semantic`) finds the known (false, true) claim pair a prompt is nearest
to and asks whether its embedding is nearer the false member. Embeddings blur the few words that
make the difference: "Why does the adult skeleton have 206 bones?" and "... 306 bones?" embed
almost alike, and "Why do bulls get provoked by the movement of the cape rather than its
colour?" sits near "Bulls are enraged by the colour red" because both talk about bulls, capes and
colour. The words are plainer evidence: the *distinguishing* words of a pair are the content
words one member has and the other lacks ({enraged, red} against {provoked, movement, cape}). A
prompt that carries some of the true member's distinguishing words and none of the false
member's takes the true side, and its false-premise evidence is dropped. Counting (more true
words than false ones) was tried: a false prompt often shares a context word the more verbose
true member spells out ("Why did the United States buy Alaska from Canada?" against "The United
States bought Alaska from Russia in 1867"). Chosen on development sets; the figures are beside
``semantic.SIDE_WITH_TRUE``.

A prompt can also take a third side: where the pair differs in a number, it states another one
("Why does the adult skeleton have 212 bones?" against 300 / 206 bones), a value the true claim
contradicts (``states_other_value``; figures beside ``semantic.VALUE_CONFLICT``).

And a fourth: where the false member names a value (a number, a date, a name) the true one
lacks, a prompt that asks for it without naming it ("Which amendment abolished slavery?"
against the 19th / the 13th; "Can you tell me the capital of Morocco?" against Casablanca /
Rabat) does not take the false member's error for granted (``asks_for_value``; figures beside
``semantic.ASKS_FOR_VALUE``).
"""

from __future__ import annotations

import re

_WORD = re.compile(r"[a-z0-9]+(?:\.[0-9]+)?")
STOP_WORDS = frozenset(
    """a an the of to in on at by for with from and or but is are was were be been being it its
    this that these those as do does did has have had not no than then so such can could will
    would should may might must i you he she we they my your his her our their me him them us
    what which who whom whose why how when where there here into over under about after before
    during very more most less least all any some each every only also just""".split()
)
# number words read as digits, so "three-second" and "3-second" share a word
NUMBER_WORDS = {
    w: str(i)
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}


def _tokens(text: str) -> list[str]:
    """``content_words`` in text order, repeats kept."""
    out = []
    for w in _WORD.findall(text.lower().replace(",", "")):
        w = NUMBER_WORDS.get(w, w)
        if w in STOP_WORDS or (len(w) < 2 and not w.isdigit()):
            continue
        if len(w) > 4 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.append(w)
    return out


def content_words(text: str) -> frozenset[str]:
    """Lower-cased content words: stop words dropped, number words as digits, thousands
    separators ignored, a plural "-s" stripped from words over four letters ("bones" ->
    "bone", not "class" or "gas")."""
    return frozenset(_tokens(text))


def distinguishing(false_claim: str, true_claim: str) -> tuple[frozenset[str], frozenset[str]]:
    """(the false member's words the true one lacks, the true member's words the false lacks)."""
    f, t = content_words(false_claim), content_words(true_claim)
    return f - t, t - f


def takes_true_side(prompt_words: frozenset[str], false_words, true_words) -> bool:
    """Some of the true member's distinguishing words and none of the false member's."""
    return bool(prompt_words & true_words) and not prompt_words & false_words


# Requests for a value, by its kind: a wh-word ("why" and "how" alone take the rest as given)
# or "tell me" / "name the ...".
_ASKS = {
    "count": re.compile(
        r"\bhow\s+(?:many|much|old|long|tall|far|big|large|high|deep|fast|heavy|often)\b|"
        r"\bwhat\s+(?:number|percentage|percent|proportion|fraction|share|temperature|speed|"
        r"size|length|height|weight|age)\b",
        re.IGNORECASE,
    ),
    "year": re.compile(
        r"\bwhen\b|\b(?:what|which)\s+(?:year|date|century|decade)\b", re.IGNORECASE
    ),
    "name": re.compile(
        r"\b(?:which|what|who|whom|whose|where|tell\s+me|name\s+(?:the|a|an))\b", re.IGNORECASE
    ),
}
# A capitalised word after another word, not after a sentence's end: a name. A claim's first word
# is capitalised whatever it is ("Putting butter on a burn ..."): it counts as a name only where
# the pair differs in nothing but such words ("Casablanca / Rabat is the capital of Morocco").
_NAME = re.compile(r"(?<=[\w,;:'\"()-] )[A-Z][\w'-]*")
_CAPITALISED = re.compile(r"\b[A-Z][\w'-]*")


def _value_kind(w: str) -> str:
    if w.replace(".", "", 1).isdigit():
        return "year" if _is_year(w) else "count"
    return "name"  # a name, or a word with a digit in it ("19th", "4G")


def _value_words(claim: str, first_word: bool = False) -> frozenset[str]:
    """A claim's content words that name a value: those with a digit, and names (``_NAME``; with
    ``first_word``, any capitalised word)."""
    names = content_words(" ".join((_CAPITALISED if first_word else _NAME).findall(claim)))
    return frozenset(w for w in content_words(claim) if any(c.isdigit() for c in w)) | names


def false_values(false_claim: str, true_claim: str) -> frozenset[str]:
    """The value words (``_value_words``) among the false member's distinguishing words: the
    19th Amendment, 4.5 litres; Casablanca too, a claim's first word, where the pair differs in
    nothing but 1-3 such words a side."""
    f_only, t_only = distinguishing(false_claim, true_claim)
    loose = f_only <= _value_words(false_claim, True) and t_only <= _value_words(true_claim, True)
    if loose and len(f_only) <= 3 and 0 < len(t_only) <= 3:
        return f_only
    return f_only & _value_words(false_claim)


def asks_for(prompt: str, values: frozenset[str]) -> bool:
    """Whether the prompt asks for a value of the kind of ``values`` (a pair's ``false_values``)
    without naming any: a count ("how many", "what percentage"), a year ("when", "what year") or
    a name ("which", "who", "what", "where", "tell me")."""
    if not values or content_words(prompt) & values:
        return False
    return any(_ASKS[kind].search(prompt) for kind in {_value_kind(w) for w in values})


def asks_for_value(prompt: str, false_claim: str, true_claim: str) -> bool:
    """Whether the prompt asks for the value the false member gets wrong without naming it
    (``asks_for`` the pair's ``false_values``)."""
    return asks_for(prompt, false_values(false_claim, true_claim))


def _is_year(w: str) -> bool:
    return w.isdigit() and 1000 <= int(w) <= 2100


_DECADE = re.compile(r"\b\d+0'?s\b")


def _values(text: str) -> dict[str, frozenset[str]]:
    """The numbers a text states, each with the content words beside it ("212 bones" ->
    {"212": {"bone", ...}}). Decades and centuries ("the 1930s") are spans, not values, and are
    left out; so is "one", which is mostly not a count ("at one time")."""
    seq = _tokens(_DECADE.sub(" ", text))
    out: dict[str, set[str]] = {}
    for i, w in enumerate(seq):
        if w.replace(".", "", 1).isdigit() and w != "1":
            out.setdefault(w, set()).update(seq[max(i - 1, 0) : i] + seq[i + 1 : i + 2])
    return {k: frozenset(v) for k, v in out.items()}


def _same_kind(a: str, a_near: frozenset[str], b: str, b_near: frozenset[str]) -> bool:
    """Both years, or both other numbers with a neighbouring word in common (the unit)."""
    if _is_year(a) or _is_year(b):
        return _is_year(a) and _is_year(b)
    return bool(a_near & b_near)


def states_other_value(prompt: str, false_claim: str, true_claim: str) -> bool:
    """Whether the prompt states another value than the true member where the pair differs in
    one: none of the true member's distinguishing numbers is in the prompt, which states a
    number of the same kind (``_same_kind``) that the true member lacks ("Why does the adult
    body have 212 bones?" against 300 / 206 bones)."""
    t_words = content_words(true_claim)
    t_only = t_words - content_words(false_claim)
    tv = {k: v for k, v in _values(true_claim).items() if k in t_only}
    if not tv or content_words(prompt) & tv.keys():
        return False
    pv = {k: v for k, v in _values(prompt).items() if k not in t_words}
    return any(_same_kind(a, an, b, bn) for a, an in pv.items() for b, bn in tv.items())
