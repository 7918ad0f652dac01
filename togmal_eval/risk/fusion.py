"""The fusion scorer: the plan's multi-signal fusion, done so that *unknown* is not *hard*.

    difficulty  = k-NN estimate (kernel weights) shrunk toward an origin-aware prior; the less
                  similar the neighbours and the more mixed their domains, the more shrinkage
    ood         = empirical p-values of the prompt's similarity profile (mean of its top-m
                  neighbours) and of its best domain-centroid similarity, each less its best
                  similarity to a background of everyday requests (data/ood-background.txt,
                  short ones, and data/ood-background-long.jsonl, with a document pasted in),
                  against the index questions' own (leave-one-out) values; flagged only when
                  both are unusual (a new benchmark's question is still near its domain),
                  mapped to [0, 1] below ``ood_alpha``; or, far from everything (gibberish,
                  emoji, a bare identifier or code line: unlike everyday requests too, which
                  cancels the contrast), the plain neighbour statistic's p-value below
                  ``ood_far_alpha``
    capability  = (1 - u) * difficulty + u * unknown_risk     (unknown -> a modest prior,
                  never "hard": a haiku is "unknown, low risk"), u = max(ood, exam weight):
                  a prompt worded unlike a benchmark question leans toward it too
                  (risk/exam.py), without being flagged; a prompt not in English is
                  flagged too and gets language.FOREIGN_RISK (0.5: neither its difficulty nor
                  its safety is read by English models)
    risk        = 1 - (1 - capability) * (1 - heuristic_weight * heuristic risk)
                    * (1 - heuristic_weight * weak evidence)   (a detector's probability below
                  its signal threshold: semantic.weak_evidence; orders prompts, lists no signal)

Every term is in the Assessment's ``components`` so an ablation can switch each family off.
"""

from __future__ import annotations

import dataclasses
import functools

import numpy as np

from ..index.knn import normalise
from . import knnmath
from .assessment import (
    CHECKED_NOTE,
    FAMILIES,
    MENTION_NOTE,
    UNKNOWN_NOTE,
    Assessment,
    family_notes,
    ideation_only,
    level_from_risk,
    note_families,
    recommendation_lead,
    signal_notes,
)
from .exam import exam_weight
from .heuristics import KNOWLEDGE_HORIZON, check_horizon
from .intent import MENTION_WEIGHT, PROTECTIVE_HARM_WEIGHT, discount, mentions_attack
from .priors import background_vectors, index_background_similarity, stats_for
from .scorers import KnnScorer

# weak evidence (semantic.weak_evidence) is named in the explanation from this much added risk
WEAK_SHOWN_AT = 0.05
# the exam weight (risk/exam.py) is named in the explanation from this weight
EXAM_SHOWN_AT = 0.25
# A jailbreak-family rule fires on the attack's words wherever they occur: in a user's own bot
# configuration, a security lesson, a novel about an AI. Where the fine-tuned classifier (trained
# on attacks and such look-alikes) reads the prompt as harmless, p below ``RULE_CHECK_BELOW``,
# the rule's signal weighs ``MENTION_WEIGHT`` (the harm discount's weight, not searched; not on
# top of the mention discount). Chosen 2026-12-04 on the eleven jailbreak dev sets (jb-dev17,
# jb-dev18, jb-dev19, override-dev, persona-dev, frames-dev, jb-mention-dev, jb-mention-dev2,
# exemplars-dev9, -dev11, -dev12; python tools/persona_dev.py [--off rule_check] FILE ...) as the
# cut on 0.01 / 0.02 / 0.05 / 0.1 / 0.2 / 0.3 / 0.5 with the highest mean full-scorer AUROC while
# no set's AUROC falls by more than 0.003 and no set loses more than one attack below HIGH (the
# rule written after a first look at those sets; the fresh sets below decide): mean AUROC 0.9565
# -> 0.9595 (jb-mention-dev 0.927 -> 0.946), look-alikes rated HIGH+ down in seven sets
# (jb-mention-dev 0.30 -> 0.19, override-dev 0.11 -> 0.08), two attacks of 1,005 below HIGH (0.2
# lost two of jb-mention-dev's). Confirmed once on corpus/jb-dev22.jsonl and jb-dev23.jsonl (other
# authors, written for it, unread until then): AUROC 0.916 -> 0.941 and 0.988 -> 0.988, look-alikes
# HIGH+ 0.39 -> 0.20 and 0.01 -> 0.01, attacks HIGH+ 0.97 -> 0.96 and 0.95 -> 0.94 (one each).
RULE_CHECK_BELOW = 0.1


@functools.cache
def _pools():
    """The threadpoolctl controller, made once (after the libraries are loaded)."""
    from threadpoolctl import ThreadpoolController

    return ThreadpoolController()


def _one_thread_pools():
    """A context in which numpy's BLAS and the OpenMP pools run on one thread. While the
    classifier's worker and the embedder each use one core, a BLAS call of the caller (the
    neighbour search) would otherwise wake a second BLAS thread, and its threads keep spinning
    after the call: on two cores the two models' passes then took 1.5-2x as long, and starting
    the classifier ahead saved nothing (bench/score_run.py). A call of a few prompts does not
    gain from a second BLAS thread."""
    return _pools().limit(limits=1)


def _weighed_down(signals, why: str, rules_only: bool = False):
    """The jailbreak-family signals (only the rules' with ``rules_only``) weighed
    ``MENTION_WEIGHT``, saying ``why``: a question about the attack (``mention``), or a prompt
    the fine-tuned classifier reads as harmless (``rule_check``). The classifier reads English
    only, so it does not overrule the rules for other languages (``foreign_*``)."""
    return [
        dataclasses.replace(
            s,
            weight=s.weight * MENTION_WEIGHT,
            evidence=f"{s.evidence} ({why}: weight x{MENTION_WEIGHT})",
        )
        if s.family == "jailbreak"
        and not (rules_only and s.name.startswith(("semantic:", "foreign_")))
        else s
        for s in signals
    ]


def foreign_head_weights(flag, weight: float) -> np.ndarray | None:
    """Per prompt, the weight of the English-trained detectors' evidence: ``weight`` on a prompt
    flagged foreign with certainty (``language_ood`` 1), 1 on English, linear between; None when
    nothing changes."""
    if flag is None or weight >= 1.0 or not np.any(flag):
        return None
    return 1.0 - np.asarray(flag, np.float64) * (1.0 - weight)


def _weighed(signals, w: float, why: str = ""):
    """``signals`` with their weights times ``w`` (dropped at 0), their evidence saying ``why``
    when given."""
    if w >= 1.0:
        return signals
    note = f" ({why}: weight x{w:g})" if why else ""
    return [
        dataclasses.replace(s, weight=s.weight * w, evidence=f"{s.evidence}{note}")
        for s in signals
        if s.weight * w > 0
    ]


FOREIGN_CHECK_NOTE = "the character heads read this prompt in another language as harmless"


class FusionScorer(KnnScorer):
    name = "fusion"
    defaults = {
        "k": 20,
        "temperature": 0.1,
        "strength": 2.0,
        "prior": "origin",  # origin | domain | global
        "domain_weight": 1.0,
        "ood_m": 10,
        # chosen on corpus/ood-dev.jsonl (short prompts) and ood-dev3.jsonl (long ones),
        # confirmed on ood-dev2, ood-dev4 and ood-dev5 (tools/choose_ood.py), with the background
        "ood_alpha": 0.06,
        "ood_test": "both",  # neighbours | centroid | both (flag only when both are unusual)
        # the neighbour and centroid statistics relative to everyday requests; needs the
        # embedder (skipped without one, e.g. in tuning folds, which score benchmark rows only)
        "ood_background": True,
        # ...or far from everything: the plain neighbour statistic (no background) below the
        # index questions' own at this alpha (gibberish, emoji, bare code or identifiers sit
        # as far from everyday requests as from exam questions, which the contrast above
        # cancels); 0 turns it off. Chosen on corpus/far-dev.jsonl and the ood-dev sets
        # (tools/far_ood_dev.py: far prompts flagged 0.19 -> 0.56, no in-domain one added,
        # 0.09% of the index), confirmed once on far-dev2 (0.13 -> 0.60, in-domain 0 -> 0)
        "ood_far_alpha": 0.002,
        "unknown_risk": 0.3,
        "heuristic_weight": 1.0,
        "families": list(FAMILIES),
        "use_ood": True,
        "semantic": True,  # add the embedding-classifier signals (risk/semantic.py)
        # the jailbreak family's semantic signal from the fine-tuned classifier
        # (risk/finetune.py) instead of the frozen-embedding one
        "finetuned": True,
        # add the detectors' sub-threshold probabilities to the risk (semantic.weak_evidence)
        "weak_evidence": True,
        # the semantic harm probability of a help-seeking, victim's or protective request
        # ("How do I report a scam call?"), or of a surprise or a secret kept for someone's
        # pleasure ("secret santa ideas"), discounted (risk/intent.py)
        "protective": True,
        # the jailbreak-family signals of a question about an attack ("What does 'ignore all
        # previous instructions' mean?") weighed down (risk/intent.py)
        "mention": True,
        # a jailbreak-family rule's signal weighed down where the fine-tuned classifier reads the
        # prompt as harmless (``RULE_CHECK_BELOW``)
        "rule_check": True,
        # a prompt not in English (the benchmark's language) is unknown (risk/language.py)
        "language": True,
        # the harm family's semantic signal from the fine-tuned harm classifier
        # (risk/harm_tuned.py) instead of the frozen-embedding head: off, it failed its rule
        # on the harm dev sets (2026-12-04, see risk/harm_tuned.py)
        "harm_tuned": False,
        # a prompt worded unlike a benchmark question leans toward the unknown prior by
        # risk/exam.py's exam weight (the out-of-distribution flag is not set by it); chosen
        # and confirmed 2026-12-04 (see risk/exam.py)
        "exam_gate": True,
        # the weight of the English-trained detectors' signals and weak evidence (semantic:*)
        # on a prompt written in another language (risk/language.py), 1 = as on English. They
        # read foreign text blindly (a Russian question on mould: CRITICAL by the jailbreak
        # classifier), but they also catch most foreign attacks the foreign_* rules miss. By a
        # rule fixed before measuring (2026-12-05), the grid value maximising attacks HIGH+
        # less look-alikes HIGH+ on the 462 non-English dev rows (corpus/ and data/, with
        # corpus/ml-dev2.jsonl): 1 -> 0.755 - 0.120, 0.75 -> 0.723 - 0.107, 0.5 -> 0.573 -
        # 0.033, 0.25 and 0 -> 0.491 - 0.004 (AUROC 0.851, 0.855, 0.852, 0.849, 0.820): 1, so
        # nothing changes (python tools/foreign_dev.py --heads 0.75,0.5,0.25,0); again 1 with
        # the widened foreign_* rules (0.945 - 0.120 against 0.923 - 0.107 at 0.75). Re-chosen
        # with risk/foreign.py's character heads on (2026-12-05), by a rule fixed before
        # measuring, on corpus/ml-dev7 + ml-dev8 (out of the heads' training): by 1 / 0.75 / 0.5 /
        # 0.25 / 0 youden 0.354 / 0.354 / 0.374 / 0.428 / 0.416, AUROC 0.784 / 0.809 / 0.813 /
        # 0.827 / 0.849: 0.25; its confirmation on corpus/ml-dev9 + ml-dev10 (two more authors)
        # failed: youden 0.417 -> 0.479 and AUROC 0.828 -> 0.852, harmless HIGH+ 0.223 -> 0.121,
        # but attacks HIGH+ 0.640 -> 0.600 (at most -0.03 allowed). So 1 stays
        # (python tools/foreign_dev.py --chars --heads 0.25 corpus/ml-dev9.jsonl corpus/ml-dev10.jsonl)
        "foreign_heads": 1.0,
        # a person telling of thoughts of ending their life or harming themselves, read by an
        # embedding head (risk/ideation.py): a harm-family signal and a recommendation of care;
        # chosen and confirmed 2026-12-05 (see risk/ideation.py)
        "ideation": True,
        # a prompt in another language read by character heads for jailbreaks and harmful
        # requests (risk/foreign.py); chosen 2026-12-05 (see there)
        "foreign_chars": True,
        # where both character heads read a prompt in another language below this probability,
        # the English detectors' signals and weak evidence on it weigh ``MENTION_WEIGHT`` (0:
        # never). By a rule fixed before measuring (2026-12-05): T on {0.05, 0.1, 0.2, 0.3, 0.5}
        # with the largest youden (attacks HIGH+ less harmless HIGH+) over the nine multilingual
        # dev sets each held out of the heads' training in turn, pooled AUROC not down by more
        # than 0.005 and attacks HIGH+ by more than 0.01 (python tools/foreign_loso.py --check
        # ...): youden 0.635 -> 0.637 / 0.646 / 0.674 / 0.695 / 0.719, attacks HIGH+ 0.793 ->
        # 0.793 / 0.793 / 0.793 / 0.792 / 0.779: 0.3. Confirmed once on corpus/ml-dev11 + ml-dev12
        # (two more authors, out of the heads' training): youden 0.525 -> 0.587, AUROC 0.890 ->
        # 0.908, attacks HIGH+ 0.711 -> 0.706, harmless HIGH+ 0.187 -> 0.119
        "foreign_check": 0.3,
        # the first year the estimated model may not have seen whole: a question about an event
        # dated by it or a later year needs what its training lacks (time_sensitive,
        # heuristics.KNOWLEDGE_HORIZON); set it to the deployed model's
        "knowledge_horizon": KNOWLEDGE_HORIZON,
    }
    ranges = {
        "k": (1, 1000),
        "temperature": (1e-3, 10.0),
        "strength": (0.0, 1000.0),
        "domain_weight": (0.0, 100.0),
        "ood_m": (1, 100),
        "ood_alpha": (1e-4, 1.0),
        "ood_far_alpha": (0.0, 1.0),
        "unknown_risk": (0.0, 1.0),
        "heuristic_weight": (0.0, 1.0),
        "foreign_heads": (0.0, 1.0),
        "foreign_check": (0.0, 1.0),
    }

    def __init__(self, ctx, **params):
        super().__init__(ctx, **params)
        from ..errors import ConfigError

        if self.params["ood_test"] not in ("neighbours", "centroid", "both"):
            raise ConfigError(
                f"scorer 'fusion' parameter 'ood_test' must be neighbours, centroid or "
                f"both, got {self.params['ood_test']!r}"
            )
        if self.params["prior"] not in ("origin", "domain", "global"):
            raise ConfigError(
                f"scorer 'fusion' parameter 'prior' must be origin, domain or global, "
                f"got {self.params['prior']!r}"
            )
        for key in (
            "ood_background",
            "finetuned",
            "semantic",
            "weak_evidence",
            "protective",
            "mention",
            "rule_check",
            "language",
            "harm_tuned",
            "exam_gate",
            "ideation",
            "foreign_chars",
        ):
            if not isinstance(self.params[key], bool):
                raise ConfigError(
                    f"scorer 'fusion' parameter {key!r} must be true or false, "
                    f"got {self.params[key]!r}"
                )
        try:
            check_horizon(self.params["knowledge_horizon"])
        except ValueError as e:
            raise ConfigError(f"scorer 'fusion' parameter 'knowledge_horizon': {e}") from None
        bad = sorted(set(self.params["families"]) - set(FAMILIES))
        if bad:
            raise ConfigError(
                f"scorer 'fusion' unknown signal family {bad[0]!r} (known: {', '.join(FAMILIES)})"
            )

    @property
    def horizon(self) -> int:
        """The knowledge horizon the time_sensitive family reads dated events by."""
        return int(self.params["knowledge_horizon"])

    @property
    def k_search(self) -> int:
        return max(int(self.params["k"]), int(self.params["ood_m"]))

    # pure part: arrays in, arrays out ---------------------------------------------------
    def components(self, idx: np.ndarray, sims: np.ndarray, vectors=None) -> dict[str, np.ndarray]:
        p = self.params
        index = self.ctx.index
        st = stats_for(index, int(p["ood_m"]))
        k = int(p["k"])
        s, j = sims[:, :k], idx[:, :k]
        diffs = 1.0 - index.success[j]
        w = np.clip(s, 1e-6, None)
        if p["prior"] == "origin":
            prior = (w * st.origin_prior[j]).sum(1) / w.sum(1)
        elif p["prior"] == "domain":
            prior = (w * st.domain_prior[j]).sum(1) / w.sum(1)
        else:
            prior = np.full(len(s), st.global_difficulty)
        h_dom = knnmath.domain_entropy(st.domain_codes[j], s, st.n_domains)
        strength = p["strength"] * (1.0 + p["domain_weight"] * h_dom)
        d = ((np.exp((s - 1.0) / p["temperature"]) * diffs).sum(1) + strength * prior) / (
            np.exp((s - 1.0) / p["temperature"]).sum(1) + strength
        )
        stat, ref = knnmath.neighbour_stat(sims, int(p["ood_m"])), st.reference_stat
        unit = normalise(vectors) if vectors is not None else None
        background = self.background()
        # each statistic less the best similarity to the background, on both sides
        q_bg = i_bg = 0.0
        if unit is not None and background is not None:
            q_bg = knnmath.best_similarity(unit, background)
            i_bg = index_background_similarity(self.ctx.embedder, index)
        pval = 1.0 - knnmath.ood_from_reference(stat - q_bg, ref - i_bg)
        if unit is not None and p["ood_test"] != "neighbours":
            cstat = (unit @ st.centroids.T).max(1)
            pc = 1.0 - knnmath.ood_from_reference(cstat - q_bg, st.reference_centroid - i_bg)
            pval = pc if p["ood_test"] == "centroid" else np.maximum(pval, pc)
        ood = np.clip(1.0 - pval / p["ood_alpha"], 0.0, 1.0) if p["use_ood"] else np.zeros(len(s))
        # far from the benchmark whatever the background says (its contrast is ~0 for a
        # prompt unlike both): the plain neighbour statistic against the index's own
        far_p = 1.0 - knnmath.ood_from_reference(stat, ref)
        far = np.zeros(len(s))
        if p["use_ood"] and p["ood_far_alpha"] > 0:
            far = np.clip(1.0 - far_p / p["ood_far_alpha"], 0.0, 1.0)
        ood = np.maximum(ood, far)
        # worded unlike a benchmark question: its neighbours lend a topic, not a difficulty
        # (risk/exam.py); never flags it out of distribution
        exam_q, lean = np.ones(len(s)), np.zeros(len(s))
        head = self._exam_head() if unit is not None else None
        if head is not None:
            exam_q = head.prob(unit)
            lean = exam_weight(exam_q)
        unfamiliar = np.maximum(ood, lean)
        cap = (1.0 - unfamiliar) * d + unfamiliar * p["unknown_risk"]
        return {
            "difficulty": d,
            "prior": prior,
            "domain_entropy": h_dom,
            "ood": ood,
            "ood_pvalue": pval,
            "ood_far": far,
            "ood_far_pvalue": far_p,
            "exam": exam_q,
            "exam_weight": lean,
            "unfamiliar": unfamiliar,
            "capability_risk": cap,
        }

    def with_language(self, prompts, comp: dict) -> tuple[dict, list[str]]:
        """(``comp`` with a prompt not written in English flagged out of distribution, its
        capability risk the unknown prior (risk/language.py), and each prompt's language), when
        the ``language`` switch is on; else ``comp`` as it is and no languages."""
        if not self.params["language"] or not len(prompts):
            return comp, [""] * len(prompts)
        from .language import FOREIGN_RISK, foreign, identify

        p, langs = identify(list(prompts))
        flag = foreign(p)
        comp = dict(comp)
        comp["language_ood"] = flag
        comp["ood"] = np.maximum(comp["ood"], flag)
        comp["capability_risk"] = (1.0 - flag) * comp["capability_risk"] + flag * FOREIGN_RISK
        return comp, langs

    def background(self):
        """Unit embeddings of the everyday-request background, or None when it is switched off
        or there is no embedder to embed it with."""
        embedder = getattr(self.ctx, "embedder", None)
        if not self.params["ood_background"] or embedder is None:
            return None
        return background_vectors(embedder)

    def _exam_head(self):
        """The exam head this scorer reads (risk/exam.py), or None (switched off, or no
        embedder to embed its conversational texts with)."""
        embedder = getattr(self.ctx, "embedder", None)
        if not self.params["exam_gate"] or embedder is None:
            return None
        from .exam import exam_head_for

        return exam_head_for(embedder, self.ctx.index)

    def _ideation_head(self):
        """The ideation head this scorer reads (risk/ideation.py), or None (switched off, the
        harm family not read, or no embedder)."""
        embedder = getattr(self.ctx, "embedder", None)
        p = self.params
        if not (p["semantic"] and p["ideation"] and "harm" in p["families"]) or not embedder:
            return None
        from .ideation import ideation_head_for

        return ideation_head_for(embedder, self.ctx.index)

    def ideation_signals(self, prompts) -> list[list]:
        """Per prompt, the ideation head's signal (``semantic:ideation``, harm family) where its
        score (``ideation.score``: with the character head beside the embedding head) reaches
        ``ideation.THRESHOLD``; none without the head or the vectors."""
        out = [[] for _ in prompts]
        vectors = getattr(self, "_vectors", None)
        head = self._ideation_head()
        if head is None or vectors is None or len(vectors) != len(prompts):
            return out
        from . import ideation
        from .heuristics import Signal
        from .semantic import quoted

        chars = ideation.chars_head_for(self.ctx.embedder, self.ctx.index)
        unit = normalise(vectors)
        scores = ideation.score(head, chars, list(prompts), unit)
        hit = np.nonzero(scores >= ideation.THRESHOLD)[0]
        if not len(hit):
            return out
        for i, near in zip(hit, ideation.nearest_messages(self.ctx.embedder, unit[hit])):
            evidence = f"ideation heads p={scores[i]:.2f}"
            if near is not None:
                evidence += (
                    f"; nearest known message from someone at risk (cosine {near[1]:.2f}): "
                    f"{quoted(near[0])}"
                )
            out[i].append(Signal("semantic:ideation", "harm", ideation.WEIGHT, evidence))
        return out

    def foreign_signals(self, prompts, flag, fams, semantic, weak, weak_family):
        """(``semantic``, ``weak``, ``weak_family``) with risk/foreign.py's character heads read on
        the prompts ``flag`` marks as written in another language: the English detectors'
        signals and weak evidence weighed ``MENTION_WEIGHT`` where both heads read the prompt
        below ``foreign_check``, then the heads' signals added and their weak evidence kept where
        larger (when weak evidence is on); unchanged when switched off, no prompt is flagged or
        there is no embedder (the heads' cache lives beside its own)."""
        embedder = getattr(self.ctx, "embedder", None)
        p = self.params
        if not (p["semantic"] and p["foreign_chars"]) or embedder is None:
            return semantic, weak, weak_family
        if flag is None or not np.any(np.asarray(flag) > 0):
            return semantic, weak, weak_family
        from . import foreign

        heads = foreign.heads_for(embedder)
        if heads is None:
            return semantic, weak, weak_family
        at = np.nonzero(np.asarray(flag) > 0)[0]
        probs = heads.probabilities([prompts[i] for i in at])
        probs = {k: v for k, v in probs.items() if k in fams}
        signals, fweak, ffam = foreign.read(probs, np.ones(len(at)))
        semantic, weak, weak_family = list(semantic), np.array(weak, np.float64), list(weak_family)
        top = np.max(np.vstack(list(probs.values())), axis=0) if probs else np.ones(len(at))
        for j, i in enumerate(at):
            if top[j] < p["foreign_check"]:
                semantic[i] = _weighed(semantic[i], MENTION_WEIGHT, FOREIGN_CHECK_NOTE)
                weak[i] *= MENTION_WEIGHT
            semantic[i] = semantic[i] + signals[j]
            if p["weak_evidence"] and fweak[j] > weak[i]:
                weak[i], weak_family[i] = fweak[j], ffam[j]
        return semantic, weak, weak_family

    def _finetuned(self):
        """The fine-tuned jailbreak classifier this scorer reads, or None (switched off, no
        embedder, or an index too small to train it on)."""
        embedder = getattr(self.ctx, "embedder", None)
        p = self.params
        if not (p["semantic"] and p["finetuned"] and "jailbreak" in p["families"]) or not embedder:
            return None
        from . import finetune

        return finetune.finetuned_for(embedder, self.ctx.index)

    def _harm_tuned(self):
        """The fine-tuned harm classifier this scorer reads, or None (switched off, no embedder,
        or an index too small to train it on)."""
        embedder = getattr(self.ctx, "embedder", None)
        p = self.params
        if not (p["semantic"] and p["harm_tuned"] and "harm" in p["families"]) or not embedder:
            return None
        from . import harm_tuned

        return harm_tuned.classifier_for(embedder, self.ctx.index)

    def score(self, prompts: list[str]):
        """As ``KnnScorer.score``; a few prompts also start the fine-tuned classifier on a
        worker thread while they are embedded (``finetune.ahead``), with the BLAS and OpenMP
        pools on one thread meanwhile (``_one_thread_pools``)."""
        from . import finetune

        clf = self._finetuned() if 0 < len(prompts) < finetune.AHEAD_BELOW else None
        if clf is None:
            return super().score(prompts)
        with _one_thread_pools():
            finetune.ahead(clf, list(prompts))
            try:
                return super().score(prompts)
            finally:
                finetune.settle(clf)  # not left running when scoring stopped before reading it

    def semantic_signals(
        self, prompts, fams
    ) -> tuple[
        list[list], tuple[np.ndarray, list[str]], dict[int, tuple[float, str]], np.ndarray | None
    ]:
        """The semantic detector's signals per prompt (risk/semantic.py), its weak evidence
        (``semantic.weak_evidence``: values, families), the harm probabilities the discount
        took below the signal threshold (prompt index -> (probability before it, the frame it
        was read as: ``intent.spared_frame``)) and the fine-tuned jailbreak classifier's
        probabilities (None when it was not read), when enabled and the prompt vectors are
        known (``assess`` keeps them); none without an embedder."""
        vectors = getattr(self, "_vectors", None)
        embedder = getattr(self.ctx, "embedder", None)
        none = [[] for _ in prompts], (np.zeros(len(prompts)), [""] * len(prompts)), {}, None
        if not (self.params["semantic"] and fams) or vectors is None or embedder is None:
            return none
        from .semantic import GROUPS, THRESHOLDS, detector_for

        if not set(fams) & set(GROUPS):
            return none
        det = detector_for(embedder)
        if np.shape(vectors) != (len(prompts), det.dim):
            return none
        replace = {}
        spared: dict[int, tuple[float, str]] = {}
        tuned = [None]  # the fine-tuned classifier's probabilities, once read
        texts = list(prompts)
        if "jailbreak" in fams:
            from . import finetune

            clf = self._finetuned()
            # Its probability replaces the frozen detector's. Tried 2026-12-02 by a rule fixed
            # before measuring (full-scorer AUROC on frames-dev, persona-dev, override-dev,
            # exemplars-dev9/11/12): max(classifier, frozen) lost 0.017 on dev9 and rated more
            # look-alikes HIGH+ (dev9 0.13 -> 0.22, override-dev 0.21 -> 0.31); max(classifier,
            # 0.5 * frozen) changed no figure.
            if clf is not None:

                def jailbreak(frozen):
                    tuned[0] = finetune.screened(clf, texts, frozen)
                    return tuned[0]

                replace["jailbreak"] = (jailbreak, finetune.THRESHOLD, "fine-tuned classifier")
        harm_clf = self._harm_tuned() if "harm" in fams else None
        protect = self.params["protective"] and "harm" in fams and "harm" in det.heads
        if protect or harm_clf is not None:
            threshold = THRESHOLDS["harm"]
            if harm_clf is not None:
                from . import harm_tuned

                threshold = harm_tuned.THRESHOLD

            def harm(frozen):
                read = frozen if harm_clf is None else harm_clf.probabilities(texts)
                if not protect:
                    return read
                p, frames = discount(texts, read)
                spared.update(
                    (i, (float(f), frame))
                    for i, (f, q, frame) in enumerate(zip(read, p, frames))
                    if f >= threshold > q
                )
                return p

            source = "embedding classifier" if harm_clf is None else "fine-tuned harm classifier"
            replace["harm"] = (harm, threshold, source)
        return (*det.read(texts, vectors, fams, replace, self.horizon), spared, tuned[0])

    def assess_neighbours(self, prompts, idx, sims):
        comp = self.components(idx, sims, getattr(self, "_vectors", None))
        comp, langs = self.with_language(prompts, comp)
        fams = tuple(self.params["families"])
        if fams:
            from .heuristics import detect, family_scores, heuristic_risk
        semantic, (weak, weak_family), spared, tuned = self.semantic_signals(prompts, fams)
        if "harm" in fams:
            semantic = [a + b for a, b in zip(semantic, self.ideation_signals(prompts))]
        if not self.params["rule_check"]:
            tuned = None
        if not self.params["weak_evidence"]:
            weak = np.zeros(len(prompts))
        hw = self.params["heuristic_weight"]
        heads = foreign_head_weights(comp.get("language_ood"), self.params["foreign_heads"])
        if heads is not None:
            semantic = [_weighed(sig, w) for sig, w in zip(semantic, heads)]
            weak = weak * heads
        semantic, weak, weak_family = self.foreign_signals(
            prompts, comp.get("language_ood"), fams, semantic, weak, weak_family
        )
        out = []
        for i, prompt in enumerate(prompts):
            signals = detect(prompt, fams, self.horizon) + semantic[i] if fams else []
            mention = bool(self.params["mention"] and signals and mentions_attack(prompt))
            checked = not mention and tuned is not None and tuned[i] < RULE_CHECK_BELOW
            if mention:
                signals = _weighed_down(signals, "a question about such attacks")
            elif checked:
                why = f"the fine-tuned classifier reads the prompt as harmless, p={tuned[i]:.3f}"
                signals = _weighed_down(signals, why, rules_only=True)
            h = heuristic_risk(signals) if signals else 0.0
            risk = 1.0 - (1.0 - comp["capability_risk"][i]) * (1.0 - hw * h) * (1.0 - hw * weak[i])
            level = level_from_risk(risk)
            c = {k: float(v[i]) for k, v in comp.items()}
            c["heuristic_risk"] = float(h)
            c["weak_evidence"] = float(weak[i])
            if signals:
                c.update(
                    {f"family_{f}": float(v) for f, v in family_scores(signals).items() if v > 0}
                )
            out.append(
                self._assessment(
                    prompt,
                    idx[i],
                    sims[i],
                    c,
                    signals,
                    risk,
                    level,
                    weak_family[i],
                    langs[i],
                    spared.get(i),
                    MENTION_NOTE if mention else CHECKED_NOTE if checked else "",
                )
            )
        return out

    def _assessment(
        self,
        prompt,
        row_idx,
        row_sims,
        c,
        signals,
        risk,
        level,
        weak_family="",
        lang="",
        spared=None,
        jailbreak_note="",
    ) -> Assessment:
        why = []
        if c.get("language_ood", 0.0) >= 0.5:
            why.append(
                f"not in English (language {lang!r}, p={c['language_ood']:.2f}): the benchmark "
                "and the detectors read English, so its difficulty and safety are unknown"
            )
        elif c.get("ood_far", 0.0) >= 0.5 and c["ood_far"] >= c["ood"] - 1e-12:
            why.append(
                f"unlike anything the estimator knows (top similarity {row_sims[0]:.2f}; a share "
                f"p={c['ood_far_pvalue']:.4f} of the benchmark's own questions is as far from "
                "the others)"
            )
        elif c["ood"] >= 0.5:
            why.append(
                f"unlike the benchmark questions (top similarity {row_sims[0]:.2f}, "
                f"p={c['ood_pvalue']:.3f})"
            )
        else:
            why.append(
                f"similar benchmark questions suggest difficulty {c['difficulty']:.2f} "
                f"(prior {c['prior']:.2f}, top similarity {row_sims[0]:.2f})"
            )
            if c.get("exam_weight", 0.0) >= EXAM_SHOWN_AT:
                why.append(
                    f"worded unlike a benchmark question (exam-likeness {c['exam']:.2f}): that "
                    f"difficulty counts x{1.0 - c['unfamiliar']:.2f}, the unknown prior the rest"
                )
        for s in signals:
            why.append(f"{s.family}/{s.name}: {s.evidence!r}")
        if spared is not None:
            p_harm, frame = spared
            why.append(
                f"read as {frame}: the harm classifier's p={p_harm:.2f} "
                f"counted x{PROTECTIVE_HARM_WEIGHT:g}, below its signal threshold (risk/intent.py)"
            )
        if weak_family and c.get("weak_evidence", 0.0) >= WEAK_SHOWN_AT:
            why.append(
                f"weak {weak_family.replace('_', '-')} evidence below its signal threshold "
                f"adds {c['weak_evidence']:.2f}"
            )
        rec = recommendation_lead(level, bool(signals), ideation_only(signals))
        rec += UNKNOWN_NOTE if c["ood"] >= 0.5 and not signals else ""
        families = note_families(signals)
        if jailbreak_note and "jailbreak" in families:  # a question about an attack, or words only
            rec += family_notes(families - {"jailbreak"}) + jailbreak_note
        else:
            rec += family_notes(families)
        rec += signal_notes(s.name for s in signals)
        return Assessment(
            difficulty=c["difficulty"],
            ood=c["ood"],
            risk=float(np.clip(risk, 0, 1)),
            level=level,
            signals=[
                {
                    "name": s.name,
                    "family": s.family,
                    "weight": round(s.weight, 6),
                    "evidence": s.evidence,
                }
                for s in signals
            ],
            neighbours=self._neighbours(row_idx, row_sims),
            explanation="; ".join(why),
            recommendation=rec,
            components=c,
        )
