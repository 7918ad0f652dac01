"""The calibrated scorer: fusion's signals, plus a stacked, calibrated probability of failure.

Fitting (only ever on the index set it is given — never on a golden):
1. cross-fitting: the index set is split in folds; each fold's questions get features from
   neighbours, priors and an embedding classifier built on the *other* folds only, exactly as an
   unseen prompt would;
2. a logistic stacker maps those features (k-NN estimates, origin/domain priors, similarity
   profile, text features, an embedding and a bag-of-words classifier, the prior of the
   subject the prompt most likely belongs to, a per-domain intercept) to P(fail): a Platt-style
   calibration fitted on out-of-fold scores, so the probability means what it says.

The embedding and bag-of-words classifiers learn from each question's *success rate* (a
binomial target: weight 1 - success on "fail", success on "pass"), not only from which side of
the threshold it falls: a question 28 of 29 models miss says more than one 15 of 29 miss.
Every fold split (the cross-fitting and the stacker's own) keeps near-duplicate questions
together (``duplicate_cosine``), as the held-out suites were cut: a twin on the other side would
give a question's label away. Cross-fitted stacker AUROC on the index set at the configured
parameters (``python tools/tune_calibrated.py``): 0.7601 with every feature, 0.7591 with
thresholded labels instead of the success-rate targets, 0.7579 without the subject prior (with
folds that split twins the same fits scored 0.7649-0.7688).
The fitted model is a small JSON artifact (path from config, or the cache keyed by fingerprint
and parameters) and is refitted only when either changes. Unknown is still not hard: the
out-of-distribution blend and the heuristics are applied on top exactly as in ``fusion``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np

from ..atomic import atomic_write_text
from ..index.knn import topk_cosine
from ..index.options import question_stem
from .features import KNN_FEATURES, TEXT_FEATURES, domain_onehot, knn_features, text_features
from .fusion import FusionScorer
from .heads import on_one_thread
from .priors import IndexStats, stats_for

K_POOL = 50
DUPLICATE_COSINE = 0.95  # the default of goldens.near_duplicate_threshold
# 3: fitted on one thread (heads.on_one_thread); a version-2 artifact may hold a two-thread fit,
# which differs from the one-thread fit by up to 0.013 in a coefficient
ARTIFACT_VERSION = 3


def _logreg(C: float):
    from sklearn.linear_model import LogisticRegression

    return LogisticRegression(C=C, max_iter=2000)


def _splits(n: int, folds: int, y: np.ndarray, seed: int, groups=None) -> list:
    """Stratified folds [(train, validation)]; a near-duplicate cluster (``groups``) lies in
    one fold whole."""
    from ..folds import stratified_folds

    return stratified_folds(
        y,
        folds,
        seed,
        groups,
        too_few=f"cluster(s) of near-duplicates among the {n} index questions (raise "
        "goldens.near_duplicate_threshold, the calibrated scorer's duplicate_cosine)",
        folds_name="cross-fitting folds",
    )


def _fold_ids(n: int, folds: int, y: np.ndarray, seed: int, groups=None) -> np.ndarray:
    out = np.empty(n, dtype=np.int64)
    for f, (_, val) in enumerate(_splits(n, folds, y, seed, groups)):
        out[val] = f
    return out


def duplicate_groups(vectors, p: dict) -> np.ndarray:
    """Near-duplicate clusters of the index questions at the ``duplicate_cosine`` parameter:
    the cross-fitting keeps each in one fold, so no question's out-of-fold features come from
    its own twin (MMLU-Pro repeats stems), as none of a held-out golden's do."""
    from ..index.knn import duplicate_clusters

    return duplicate_clusters(vectors, float(p.get("duplicate_cosine", DUPLICATE_COSINE)))


def build_features(
    q_vecs,
    texts,
    idx,
    sims,
    success,
    st: IndexStats,
    emb_model,
    word_model,
    subject_model,
    p: dict,
) -> np.ndarray:
    kf = knn_features(
        idx,
        sims,
        success,
        st,
        k=int(p["k"]),
        temperature=p["temperature"],
        strength=p["strength"],
        domain_weight=p["domain_weight"],
    )
    tf = text_features(texts)
    coef, icpt = emb_model
    emb = (q_vecs @ coef + icpt)[:, None]
    words = word_logit(word_model, texts)[:, None]
    cols = [kf, tf, emb, words]
    if subject_model is not None:
        cols.append(subject_prior(subject_model, q_vecs)[:, None])
    return np.column_stack([*cols, domain_onehot(idx, sims, st)])


def _fit_fractional(X, difficulty: np.ndarray, C: float):
    """Logistic regression on a binomial target: each row counts as "fail" with weight
    ``difficulty`` and as "pass" with weight ``1 - difficulty`` (rows of weight 0 are dropped).
    The maximum-likelihood fit of P(fail) to the observed failure share, L2-penalised."""
    d = np.clip(np.asarray(difficulty, np.float64), 0.0, 1.0)
    n = len(d)
    rows = np.r_[np.arange(n), np.arange(n)]
    target = np.r_[np.ones(n), np.zeros(n)]
    weight = np.r_[d, 1.0 - d]
    keep = weight > 0
    return _logreg(C).fit(X[rows[keep]], target[keep], sample_weight=weight[keep])


def fit_embedding_model(vectors, difficulty, C: float):
    m = _fit_fractional(np.asarray(vectors), difficulty, C)
    return m.coef_[0].astype(np.float64), float(m.intercept_[0])


SUBJECT_C = 10.0  # multinomial subject classifier; cross-fitted stacker AUROC flat for C in 1..30
SUBJECT_PSEUDO = 10.0  # counts shrinking each subject's mean difficulty toward the global one


def fit_subject_model(vectors, origins, difficulty, C: float = SUBJECT_C) -> dict:
    """A multinomial classifier of a question's subject (its origin, e.g.
    ``ori_mmlu-professional_law``) from its embedding, with each subject's shrunk mean
    difficulty: ``subject_prior`` is then the prior of the subject a prompt probably belongs to,
    sharper than the priors of its nearest neighbours when those straddle subjects."""
    from sklearn.linear_model import LogisticRegression

    from .priors import group_means

    origins = np.asarray([str(o) for o in origins])
    labels = sorted(set(origins))
    g = float(np.mean(difficulty))
    means = group_means(origins, np.asarray(difficulty, np.float64), SUBJECT_PSEUDO, g)
    prior = [round(means[lab], 6) for lab in labels]
    if len(labels) < 2:  # one subject: its prior, whatever the prompt
        dim = np.shape(vectors)[1]
        return {"labels": labels, "coef": [[0.0] * dim], "intercept": [0.0], "prior": prior}
    m = LogisticRegression(C=C, max_iter=3000).fit(np.asarray(vectors), origins)
    if len(labels) == 2:  # binary: sklearn keeps one row (for the second class)
        coef = np.vstack([-m.coef_[0] / 2, m.coef_[0] / 2])
        icpt = np.array([-m.intercept_[0] / 2, m.intercept_[0] / 2])
    else:
        order = [list(m.classes_).index(lab) for lab in labels]
        coef, icpt = m.coef_[order], m.intercept_[order]
    return {
        "labels": labels,
        "coef": np.round(coef, 6).tolist(),
        "intercept": np.round(icpt, 6).tolist(),
        "prior": prior,
    }


def subject_prior(model: dict, vectors) -> np.ndarray:
    """Expected subject difficulty under the classifier's subject probabilities (softmax)."""
    cache = model.get("_arrays")
    if cache is None:
        cache = model["_arrays"] = (
            np.asarray(model["coef"]),
            np.asarray(model["intercept"]),
            np.asarray(model["prior"]),
        )
    coef, icpt, prior = cache
    z = np.asarray(vectors, np.float64) @ coef.T + icpt
    z -= z.max(1, keepdims=True)
    e = np.exp(z)
    return (e / e.sum(1, keepdims=True)) @ prior


WORD_FEATURES = 20000


def fit_word_model(texts: list[str], difficulty, C: float) -> dict:
    """A bag-of-words classifier (tf-idf unigrams + bigrams, logistic): the wording of a question
    (e.g. "calculate", units, legal terms) carries difficulty the sentence embedding blurs."""
    from sklearn.feature_extraction.text import TfidfVectorizer

    vec = TfidfVectorizer(
        min_df=3, ngram_range=(1, 2), sublinear_tf=True, max_features=WORD_FEATURES
    )
    X = vec.fit_transform(texts)
    m = _fit_fractional(X, difficulty, C)
    vocab = sorted(vec.vocabulary_, key=vec.vocabulary_.get)
    return {
        "vocab": vocab,
        "idf": np.round(vec.idf_, 6).tolist(),
        "coef": np.round(m.coef_[0], 6).tolist(),
        "intercept": float(m.intercept_[0]),
    }


def word_logit(model: dict, texts: list[str]) -> np.ndarray:
    from sklearn.feature_extraction.text import TfidfVectorizer

    cache = model.get("_vec")
    if cache is None:
        vec = TfidfVectorizer(
            ngram_range=(1, 2),
            sublinear_tf=True,
            vocabulary={t: i for i, t in enumerate(model["vocab"])},
        )
        vec.idf_ = np.asarray(model["idf"])
        model["_vec"] = cache = vec
    X = cache.transform(texts)
    return X @ np.asarray(model["coef"]) + model["intercept"]


def _targets(success, p: dict, hard_threshold: float):
    y = (np.asarray(success) < hard_threshold).astype(int)
    # the classifiers' target: the failure share (binomial), or only its side of the threshold
    diff = 1.0 - np.asarray(success, np.float64) if p.get("binomial", True) else y.astype(float)
    return y, diff


@on_one_thread
def cross_fit_parts(
    vectors, success, domains, origins, texts, p: dict, hard_threshold: float = 0.5, groups=None
) -> list[dict]:
    """Everything of the cross-fitting that does not depend on the k-NN feature parameters
    (k, temperature, strength, domain_weight): per fold, the other folds' statistics, each
    held-out row's ``K_POOL`` neighbours among them, and the classifiers fitted on them. A grid
    over those parameters then costs one feature pass and one stacker fit per point. ``groups``:
    clusters each kept in one fold (default ``duplicate_groups``; a dev tool may pass origins)."""
    y, diff = _targets(success, p, hard_threshold)
    groups = duplicate_groups(vectors, p) if groups is None else groups
    folds = _fold_ids(len(y), int(p["folds"]), y, int(p["seed"]), groups)
    names_full = sorted(set(map(str, domains)))
    parts = []
    for f in range(int(p["folds"])):
        tr, va = np.nonzero(folds != f)[0], np.nonzero(folds == f)[0]
        st = IndexStats.compute(vectors[tr], success[tr], domains[tr], origins[tr])
        if st.n_domains != len(names_full):  # keep one domain coding across folds
            st = _recode(st, domains[tr], names_full)
        idx, sims = topk_cosine(vectors[va], vectors[tr], K_POOL)
        parts.append(
            {
                "tr": tr,
                "va": va,
                "groups": groups,
                "st": st,
                "idx": idx,
                "sims": sims,
                "emb": fit_embedding_model(vectors[tr], diff[tr], p["embedding_C"]),
                "words": fit_word_model([texts[i] for i in tr], diff[tr], p["words_C"]),
                "subject": fit_subject_model(vectors[tr], origins[tr], diff[tr])
                if p.get("subject", True)
                else None,
            }
        )
    return parts


def oof_features(parts: list[dict], vectors, success, texts, p: dict) -> np.ndarray:
    """The out-of-fold feature matrix for one setting of the k-NN feature parameters."""
    X = None
    for part in parts:
        tr, va = part["tr"], part["va"]
        Xf = build_features(
            vectors[va],
            [texts[i] for i in va],
            part["idx"],
            part["sims"],
            success[tr],
            part["st"],
            part["emb"],
            part["words"],
            part["subject"],
            p,
        )
        if X is None:
            X = np.zeros((len(vectors), Xf.shape[1]))
        X[va] = Xf
    return X


def fit_stacker(X: np.ndarray, y: np.ndarray, p: dict, groups=None) -> tuple:
    """(scaler, stacker, out-of-fold stacker predictions) on the out-of-fold features: the
    stacker's own OOF predictions (a second, differently seeded split, near-duplicate clusters
    ``groups`` kept whole: pass ``parts[0]["groups"]``) are an honest score for choosing
    parameters and features, never the held-out suites."""
    from sklearn.model_selection import cross_val_predict
    from sklearn.preprocessing import StandardScaler

    scaler = StandardScaler().fit(X)
    Z = scaler.transform(X)
    stack = _logreg(p["stack_C"]).fit(Z, y)
    oof = cross_val_predict(
        _logreg(p["stack_C"]),
        Z,
        y,
        cv=_splits(len(y), int(p["folds"]), y, int(p["seed"]) + 1, groups),
        method="predict_proba",
    )[:, 1]
    return scaler, stack, oof


@on_one_thread
def fit(
    vectors: np.ndarray,
    success: np.ndarray,
    domains,
    origins,
    texts: list[str],
    p: dict,
    hard_threshold: float = 0.5,
    parts: list[dict] | None = None,
) -> dict:
    """Cross-fitted stacker on the index set. Pure: arrays in, a JSON-able model out.
    ``parts``: ``cross_fit_parts`` of the same arrays and fixed parameters, when already made."""
    from sklearn.metrics import average_precision_score, roc_auc_score

    y, diff = _targets(success, p, hard_threshold)
    use_subject = p.get("subject", True)
    names_full = sorted(set(map(str, domains)))
    if parts is None:
        parts = cross_fit_parts(vectors, success, domains, origins, texts, p, hard_threshold)
    X = oof_features(parts, vectors, success, texts, p)
    scaler, stack, oof = fit_stacker(X, y, p, parts[0]["groups"])
    emb_full = fit_embedding_model(vectors, diff, p["embedding_C"])
    return {
        "words": fit_word_model(texts, diff, p["words_C"]),
        "subject": fit_subject_model(vectors, origins, diff) if use_subject else None,
        "version": ARTIFACT_VERSION,
        "features": list(KNN_FEATURES)
        + list(TEXT_FEATURES)
        + ["embedding_logit", "words_logit"]
        + (["subject_prior"] if use_subject else [])
        + [f"domain:{d}" for d in names_full],
        "scaler_mean": scaler.mean_.tolist(),
        "scaler_scale": scaler.scale_.tolist(),
        "coef": stack.coef_[0].tolist(),
        "intercept": float(stack.intercept_[0]),
        "embedding_coef": emb_full[0].tolist(),
        "embedding_intercept": emb_full[1],
        "train": {
            "n": len(y),
            "hard_rate": float(y.mean()),
            "oof_auroc": float(roc_auc_score(y, oof)),
            "oof_aupr": float(average_precision_score(y, oof)),
        },
    }


def predict(model: dict, q_vecs, texts, idx, sims, success, st, p) -> np.ndarray:
    """P(fail) of prompts from a fitted model and their neighbours in the model's index."""
    return stacked_probability(
        model, model_features(model, q_vecs, texts, idx, sims, success, st, p)
    )


def model_features(model: dict, q_vecs, texts, idx, sims, success, st, p) -> np.ndarray:
    """The stacker's feature matrix of prompts under a fitted model's classifiers."""
    emb = (np.asarray(model["embedding_coef"]), model["embedding_intercept"])
    return build_features(
        np.asarray(q_vecs, np.float64),
        texts,
        idx,
        sims,
        success,
        st,
        emb,
        model["words"],
        model.get("subject"),
        p,
    )


def stacked_probability(model: dict, X: np.ndarray) -> np.ndarray:
    """The fitted stacker's P(fail) of a ``model_features`` matrix."""
    z = (X - np.asarray(model["scaler_mean"])) / np.asarray(model["scaler_scale"])
    logit = z @ np.asarray(model["coef"]) + model["intercept"]
    return 1.0 / (1.0 + np.exp(-logit))


def _recode(st: IndexStats, domains, names_full) -> IndexStats:
    code = {d: i for i, d in enumerate(names_full)}
    st.domain_codes = np.array([code[str(d)] for d in domains])
    st.n_domains = len(names_full)
    return st


class CalibratedScorer(FusionScorer):
    name = "calibrated"
    defaults = {
        **FusionScorer.defaults,
        "folds": 5,
        "seed": 0,
        "stack_C": 1.0,
        "embedding_C": 0.5,
        "words_C": 1.0,
        "binomial": True,  # classifiers learn the failure share, not only its threshold side
        "subject": True,  # the predicted subject's prior is a stacker feature
        # cross-fitting keeps questions at this cosine or more in one fold; the harness sets it
        # from goldens.near_duplicate_threshold, the definition the held-out suites were cut by
        "duplicate_cosine": DUPLICATE_COSINE,
        "artifact": None,
        "_cache_dir": None,
    }
    ranges = {
        **FusionScorer.ranges,
        "folds": (2, 20),
        "seed": (0, 2**31 - 1),
        "stack_C": (1e-4, 1e4),
        "embedding_C": (1e-4, 1e4),
        "words_C": (1e-4, 1e4),
        "duplicate_cosine": (0.0, 1.0),
    }

    def __init__(self, ctx, **params):
        super().__init__(ctx, **params)
        from ..errors import ConfigError

        for key in ("binomial", "subject"):
            if not isinstance(self.params[key], bool):
                raise ConfigError(
                    f"scorer 'calibrated' parameter {key!r} must be true or false, "
                    f"got {self.params[key]!r}"
                )

    FIT_KEYS = (
        "k",
        "temperature",
        "strength",
        "domain_weight",
        "folds",
        "seed",
        "stack_C",
        "embedding_C",
        "words_C",
        "binomial",
        "subject",
        "duplicate_cosine",
    )

    @classmethod
    def fit_params(cls, params: dict | None = None) -> dict:
        """What the fitted model depends on: ``params`` over the defaults, ``FIT_KEYS`` only (the
        artifact's key; what ``fit``, tuning and the dev tools take)."""
        merged = {**cls.defaults, **(params or {})}
        return {k: merged[k] for k in cls.FIT_KEYS}

    @property
    def k_search(self) -> int:
        return max(K_POOL, int(self.params["k"]), int(self.params["ood_m"]))

    def _artifact_path(self) -> Path:
        if self.params.get("artifact"):
            return Path(self.params["artifact"])
        key = json.dumps(self.fit_params(self.params), sort_keys=True)
        h = hashlib.sha256(key.encode()).hexdigest()[:12]
        base = Path(self.params["_cache_dir"] or ".")
        return base / "calibration" / f"{self.ctx.index.fingerprint}-{h}.json"

    def model(self) -> dict:
        cached = self.__dict__.get("_model")
        if cached is not None:
            return cached
        path = self._artifact_path()
        fit_params = self.fit_params(self.params)
        model = None
        if path.is_file():
            model = json.loads(path.read_text())
            if (
                model.get("fingerprint") != self.ctx.index.fingerprint
                or model.get("params") != fit_params
                or model.get("version") != ARTIFACT_VERSION
            ):
                model = None
        if model is None:
            index = self.ctx.index
            texts = [r.text for r in index.corpus.records]
            model = fit(
                index.vectors, index.success, index.domains, index.origins, texts, fit_params
            )
            model["fingerprint"] = index.fingerprint
            model["params"] = fit_params
            atomic_write_text(path, json.dumps(model, sort_keys=True, separators=(",", ":")))
        self.__dict__["_model"] = model
        return model

    def probability(self, prompts, vectors, idx, sims) -> np.ndarray:
        index = self.ctx.index
        st = stats_for(index, int(self.params["ood_m"]))
        # the text features read what retrieval reads: the question, not options pasted after it
        stems = [question_stem(t) for t in prompts]
        return predict(self.model(), vectors, stems, idx, sims, index.success, st, self.params)

    def assess(self, prompts, vectors):
        idx, sims = self.ctx.neighbours(vectors, self.k_search)
        prob = self.probability(prompts, vectors, idx, sims)
        self.__dict__["_prob"] = prob
        self._vectors = vectors
        return self.assess_neighbours(prompts, idx, sims)

    def components(self, idx, sims, vectors=None):
        comp = super().components(idx, sims, vectors)
        prob = self.__dict__.pop("_prob")
        comp["probability"] = prob
        comp["difficulty"] = prob
        u = comp["unfamiliar"]
        comp["capability_risk"] = (1.0 - u) * prob + u * self.params["unknown_risk"]
        return comp
