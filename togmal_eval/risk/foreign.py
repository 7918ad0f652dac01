"""Attacks and harmful requests written in another language, read by their characters.

The embedding model and every classifier on it read English: a Spanish jailbreak or a Polish
request for a poison is noise to them, and the ``foreign_*`` rules (risk/heuristics.py) catch
only the phrasings they list. Two character heads (``heads.CharHead``: tf-idf character 2-5-grams
within word boundaries, class-balanced logistic) read what those miss: one for jailbreaks and
injections, one for harmful requests, each fitted on the non-English attacks of that kind in the
project's development and training sets (``data/foreign.jsonl``, written by
``tools/build_foreign.py``) against their harmless rows in the same languages (look-alikes,
everyday requests, pasted documents, time-sensitive questions); an attack of the other kind is
in neither side of a head. Character n-grams carry across the ten languages' spellings and
inflections ("ignora", "ignorez", "ignoriere") where a list of phrasings does not.

They read only a prompt ``language.foreign`` flags (an English prompt is left to the English
detectors). A head's probability p at or above ``THRESHOLD`` is a signal of its family
(``foreign_chars:jailbreak``, ``foreign_chars:harm``; weight p); below it, weak evidence
``WEAK_WEIGHT x severity x p`` (fusion keeps the larger of it and the English detectors'). Where
both heads read a prompt below fusion's ``foreign_check`` (0.3), the English detectors' signals
and weak evidence on it weigh a quarter: they read foreign text blindly ("What is the capital of
France and how many people live there?" in Spanish: a time-sensitive signal).

Chosen 2026-12-05 by a rule fixed before measuring, by leave-one-set-out cross-validation over
the five multilingual development sets then read (corpus/ml-dev2 .. dev6, five authors; the other
non-English rows always in training), grid C {3, 10, 30} x weak weight {0, 0.25, 0.5} x threshold
{0.5 .. 0.95}: the best mean held-out risk AUROC with the held-out harmless rows rated HIGH+ up
by at most two points: C 10, weight 0.5, threshold 0.8 (mean AUROC 0.885 -> 0.943; ml-dev5 0.711
-> 0.848, ml-dev6 0.772 -> 0.900; attacks HIGH+ 0.825 -> 0.855, harmless HIGH+ 0.079 -> 0.097).
Alone, one head for both kinds ranks them better (held-out AUROC 0.87-0.96) but, at the same
harmless budget, gives a lower mean (0.936) and no family. Default scorer without -> with the
heads on sets by authors outside their training, each read once: ml-dev7 + ml-dev8 AUROC 0.645
-> 0.784, ml-dev9 + ml-dev10 0.668 -> 0.828, ml-dev11 + ml-dev12 0.702 -> 0.851. The four sets
ml-dev7 .. dev10 then joined the training (1,189 -> 1,934 rows), confirmed on ml-dev11 + ml-dev12:
AUROC 0.851 -> 0.890, attacks HIGH+ 0.647 -> 0.711, harmless HIGH+ 0.187 -> 0.187 (figures in the
README's "How parameters were chosen" table; ``python tools/foreign_dev.py --chars FILE ...``,
``python tools/foreign_loso.py``).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from .heads import CharHead, stored_head

DATA = Path(__file__).resolve().parents[1] / "data"
ROWS = DATA / "foreign.jsonl"
KINDS = ("jailbreak", "harm")  # each a signal family of risk/heuristics.py
C = 10.0
FEATURES = 50_000
THRESHOLD = 0.8
WEAK_WEIGHT = 0.5
SIGNAL_PREFIX = "foreign_chars:"  # "foreign_..." names: the English classifier's check spares them


def load_rows(path: Path = ROWS) -> list[dict]:
    """The heads' rows, ``{"text", "attack": "jailbreak" | "harm" | null, "source"}`` (none when
    the file is absent)."""
    from .semantic import _optional_rows

    return _optional_rows(path)


class ForeignHeads:
    """One ``CharHead`` per kind of attack in ``KINDS``."""

    def __init__(self, heads: dict[str, CharHead]):
        self.heads = dict(heads)

    @classmethod
    def fit(cls, rows: list[dict], c: float = C, features: int = FEATURES) -> ForeignHeads:
        """Per kind with at least one attack: its attacks against the rows that are none."""
        harmless = [r["text"] for r in rows if not r.get("attack")]
        heads = {}
        for kind in KINDS:
            attacks = [r["text"] for r in rows if r.get("attack") == kind]
            if attacks and harmless:
                heads[kind] = CharHead.fit(attacks, harmless, c, features)
        return cls(heads)

    def probabilities(self, texts: list[str]) -> dict[str, np.ndarray]:
        return {kind: head.prob(list(texts)) for kind, head in self.heads.items()}

    def arrays(self) -> dict[str, np.ndarray]:
        out = {"kinds": np.array(sorted(self.heads), dtype=str)}
        for kind, head in self.heads.items():
            out.update(head.arrays(f"{kind}_"))
        return out

    @classmethod
    def from_arrays(cls, a) -> ForeignHeads:
        return cls({str(k): CharHead.from_arrays(a, f"{k}_") for k in a["kinds"]})


def read(
    probs: dict[str, np.ndarray], flagged: np.ndarray
) -> tuple[list[list], np.ndarray, list[str]]:
    """Per prompt: its signals (``probs[kind] >= THRESHOLD`` where ``flagged``), its weak
    evidence (``semantic.weak_evidence`` with weight ``WEAK_WEIGHT``: the largest ``WEAK_WEIGHT x
    SEVERITY[kind] x p`` below the threshold) and that evidence's family ("" where none). Pure."""
    from .heuristics import Signal
    from .semantic import weak_evidence

    on = np.asarray(flagged) > 0
    # in KINDS order, whatever order the heads were read back in
    probs = {k: np.where(on, np.asarray(probs[k], np.float64), 0.0) for k in KINDS if k in probs}
    signals: list[list] = [[] for _ in range(len(on))]
    for kind, p in probs.items():
        for i in np.nonzero(p >= THRESHOLD)[0]:
            why = f"character head for {kind} in another language p={p[i]:.2f}"
            signals[i].append(Signal(SIGNAL_PREFIX + kind, kind, float(p[i]), why))
    weak, family = weak_evidence(
        probs, dict.fromkeys(probs, THRESHOLD), len(on), dict.fromkeys(KINDS, WEAK_WEIGHT), {}
    )
    return signals, weak, family


_HEADS: dict = {}


def _store_path(embedder, rows: list[dict]) -> Path | None:
    """Where the heads fitted on ``rows`` by this module's code and risk/heads.py are kept,
    beside ``embedder``'s cache (None for test doubles). The fit reads no vector: the embedder
    only names the folder."""
    from ..index.embedder import cache_file
    from . import heads

    parts = (
        Path(__file__).read_bytes(),
        Path(heads.__file__).read_bytes(),
        json.dumps(rows, sort_keys=True).encode(),
    )
    return cache_file(embedder, "chars-foreign", parts, ".npz")


def heads_for(embedder) -> ForeignHeads | None:
    """The heads, fitted once (about 3 s) and kept beside the embedding cache, read back in later
    processes; None when the data file is absent or holds no attack."""
    from ..index.embedder import once_per_embedder

    def make() -> ForeignHeads | None:
        rows = load_rows()
        if not any(r.get("attack") for r in rows):
            return None
        return stored_head(
            ForeignHeads, _store_path(embedder, rows), lambda: ForeignHeads.fit(rows)
        )

    return once_per_embedder(_HEADS, embedder, make)
