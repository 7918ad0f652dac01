"""Candidate features for the calibrated stacker, judged on the index set only (never on core).

Usage: python tools/core_features_dev.py [--only char,stem,mlp,irt,irtemb,domain,layers,plsknn,svr,rarity,slopes] [--boot 500]
       python tools/core_features_dev.py --only finetune   (about 9 min: one fine-tuning)

Cross-fits the calibrated scorer's features at the configured parameters (5 folds on the index
set, as ``calibrated.fit`` does), then for each candidate builds one more column the same way
(fitted on the other folds only) and prints its AUROC alone, the stacker's out-of-fold AUROC with
it added, and a paired bootstrap CI of that change. Candidates:

* ``char``   tf-idf character 2-5-grams, logistic on the failure share;
* ``stem``   the embedding of the question's last sentence (what is asked), logistic;
* ``mlp``    a one-hidden-layer network on the embedding;
* ``irt``    neighbours' mean 2PL item difficulty (29 models' answers) instead of success rate;
* ``irtemb`` the embedding read for the 29 models' answers rather than for the failure share: a
  ridge regression on each question's 2PL item difficulty (fitted on the training folds' answers),
  and the mean of 29 logistic classifiers of each model's failure. 2026-12-04: alone 0.7335 and
  0.7347 (the stacker's own embedding classifier reads the same), added -0.0001 [-0.0003,
  +0.0001] and +0.0001 [-0.0001, +0.0003]: the answers' item structure adds nothing the success
  rate's binomial target does not carry;
* ``domain`` per-domain embedding classifiers: weighted by the neighbours' domain mix (what a
  prompt can use) and, as a reference only, by the question's true domain (which a prompt does
  not carry);
* ``layers`` logistic on the mean-pooled hidden states of each of MiniLM's layers, and of layers
  2-5 concatenated: the sentence embedding is the last layer, trained for similarity, which may
  discard what makes a question hard;
* ``lexknn`` the failure share of a question's nearest neighbours by tf-idf cosine (words, not
  the embedding: a lexical retriever finds the same formula or statute the sentence embedding may
  rank below paraphrases), k = 20, similarity-weighted (alone 0.703; added: -0.0001
  [-0.0005, +0.0002] on 2026-12-01);
* ``plsknn`` the failure share of a question's nearest neighbours in a supervised projection of the
  embedding (partial least squares on the failure share, 8 / 16 / 32 / 64 components, fitted on
  the other folds), k = 50, kernel weights at temperature 0.1: neighbours by what makes questions
  hard rather than by topic. 2026-12-04: alone 0.729 / 0.737 / 0.743 / 0.746, added to the
  stacker +0.0000 / +0.0002 / +0.0011 [+0.0002, +0.0022] / +0.0011 [+0.0002, +0.0023]: real but
  too small to earn a fitted projection in the scorer;
* ``svr``    an RBF support-vector regression on the embedding (C 1, epsilon 0.1, gamma 1): a
  smooth non-linear reader unlike the MLP. 2026-12-04: alone 0.731, added +0.0007 [-0.0001,
  +0.0017];
* ``gbm``    the stacker itself replaced by gradient-boosted trees (scikit-learn's
  HistGradientBoostingClassifier, early stopping on a tenth of each training fold) on the same
  features, in the same folds: can interactions (a domain's own use of the k-NN estimate) beat
  the linear stacker? Printed as a replacement, with the paired CI against the logistic one
  (2026-12-01: depth 2 / 3 / unlimited -0.004 / -0.004 / -0.006, every CI below 0: no);
* ``rarity`` how rare the question's words are, as a stand-in for how obscure the knowledge it
  asks for is: the mean and 90th percentile of -log10 relative frequency in pyspellchecker's
  English list (words of three or more letters), the share of words that list lacks, and the
  mean idf of the words in the training folds. 2026-12-05, by a rule fixed before measuring
  (adopt for +0.003 with the paired CI above 0 and health and history not lower): alone 0.496 /
  0.531 / 0.535 / 0.525, added -0.0001 / +0.0000 / -0.0000 / -0.0000, every CI across 0: the
  word-level reading the stacker's bag of words already does leaves no rarity signal;
* ``slopes`` per-domain slopes: the neighbours' domain mix (the stacker's per-domain intercepts)
  times the embedding logit, the word logit, the shrunk k-NN estimate, or all three, aimed at the
  weakest domains' within-domain ranking. 2026-12-05, by a rule fixed before measuring (adopt for
  +0.003 overall with the CI above 0, or health and history each +0.01 within-domain with the
  overall not below -0.001): overall -0.0000 / +0.0000 / +0.0004 / -0.0020, health 0.583 ->
  0.574 / 0.574 / 0.584 / 0.570, history 0.599 -> 0.577 / 0.575 / 0.562 / 0.550 (at the
  stacker's C; a tenth of it the same within 0.02): the slopes fit noise in the small domains.
  Then the text features' slopes, since the stacker over-rates professional medicine's long
  vignettes (mean P(fail) 0.66 against 0.57 hard) and under-rates nutrition and human aging
  (0.43 / 0.52 against 0.54 / 0.67), by the same rule: length / numbers / all three +0.0011 /
  +0.0014 / +0.0009 (CIs across 0), health 0.578 / 0.598 / 0.588, history 0.594 / 0.586 / 0.589;
* ``finetune`` the embedder fine-tuned end to end on the failure share (soft labels, the jailbreak
  classifier's recipe, one epoch). One training costs about 7 minutes, so only the first fold is
  fitted: it prints that fold's AUROC for the fine-tuned model, the frozen-embedding logistic and
  the stacker, and the stacker with the fine-tuned logit added (10-fold CV within the fold).

It ends with the base stacker's within-domain out-of-fold AUROC for every domain (8,800
questions, 300-1,000 per domain): the stable counterpart of core's within-domain slices.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import dev_index  # noqa: E402

from togmal_eval.risk import calibrated as cal  # noqa: E402

CANDIDATES = (
    "char", "stem", "mlp", "irt", "irtemb", "domain", "layers", "lexknn", "plsknn", "svr", "gbm",
    "rarity", "slopes", "finetune",
)  # fmt: skip
DEFAULT = CANDIDATES[:-1]  # finetune trains a network: asked for by name


def auroc(y, s) -> float:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(y, s))


def paired_ci(y, a, b, boot: int, seed: int = 0) -> tuple[float, float]:
    rng = np.random.default_rng(seed)
    d = []
    for _ in range(boot):
        i = rng.integers(0, len(y), len(y))
        if y[i].min() != y[i].max():
            d.append(auroc(y[i], b[i]) - auroc(y[i], a[i]))
    lo, hi = np.percentile(d, [2.5, 97.5])
    return float(lo), float(hi)


def fit_2pl(outcomes: np.ndarray, iters: int = 300, lr: float = 1.0, lam: float = 0.1):
    """Joint 2PL fit by gradient ascent: P(model m right on item i) = s(a_i (theta_m - b_i)).
    Returns (a, b, theta); discriminations are shrunk toward 1, difficulties lightly toward 0."""
    n, m = outcomes.shape
    theta, a, b = np.zeros(m), np.ones(n), np.zeros(n)
    for _ in range(iters):
        z = a[:, None] * (theta[None, :] - b[:, None])
        g = outcomes - 1.0 / (1.0 + np.exp(-z))
        ga = (g * (theta[None, :] - b[:, None])).mean(1) - lam * (a - 1.0)
        gb = (-g * a[:, None]).mean(1) - 0.1 * lam * b
        gt = (g * a[:, None]).mean(0)
        a = np.clip(a + lr * ga, 0.05, 5.0)
        b += lr * gb
        theta += lr * gt
        theta -= theta.mean()
    return a, b, theta


def last_sentence(text: str) -> str:
    parts = re.split(r"(?<=[.?!:])\s+", text.strip())
    return parts[-1] if len(parts) > 1 else text


def layer_embeddings(embedder, texts: list[str], batch: int = 32) -> np.ndarray:
    """(n, layers + 1, dim): every hidden layer of the embedder's transformer, mean-pooled over
    the tokens and unit-normalised (the last layer is the sentence embedding)."""
    import torch

    st = embedder.model
    tok, enc = st.tokenizer, st[0].auto_model
    rendered = [embedder.render(t) for t in texts]
    order = np.argsort([len(t) for t in rendered], kind="stable")
    out = None
    with torch.inference_mode():
        for s in range(0, len(order), batch):
            b = order[s : s + batch]
            x = tok([rendered[i] for i in b], padding=True, truncation=True,
                    max_length=st.max_seq_length, return_tensors="pt")  # fmt: skip
            hidden = enc(**x, output_hidden_states=True).hidden_states
            if out is None:
                out = np.zeros((len(texts), len(hidden), hidden[0].shape[-1]))
            m = x["attention_mask"].unsqueeze(-1).float()
            for k, h in enumerate(hidden):
                out[b, k] = ((h * m).sum(1) / m.sum(1)).numpy()
    return out / np.linalg.norm(out, axis=2, keepdims=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default=",".join(DEFAULT))
    ap.add_argument("--boot", type=int, default=500)
    a = ap.parse_args()
    which = [c for c in a.only.split(",") if c]
    bad = sorted(set(which) - set(CANDIDATES))
    if bad:
        sys.exit(f"unknown candidate {bad[0]!r} (known: {', '.join(CANDIDATES)})")

    d = dev_index.load()
    ws, idx, recs, texts, thr, p = d.ws, d.index, d.records, d.texts, d.threshold, d.params
    vecs, success, y = d.vectors, d.success, d.y
    share = 1.0 - success
    domains = np.asarray([str(d) for d in idx.domains])
    st_domains = sorted(set(domains))
    t = time.perf_counter()
    parts = cal.cross_fit_parts(vecs, success, idx.domains, idx.origins, texts, p, thr)
    X = cal.oof_features(parts, vecs, success, texts, p)
    _, _, base = cal.fit_stacker(X, y, p, parts[0]["groups"])
    print(
        f"cross-fitted in {time.perf_counter() - t:.0f} s; base stacker OOF AUROC {auroc(y, base):.4f}"
    )

    def crossfit(fn) -> np.ndarray:
        col = np.zeros(len(y))
        for part in parts:
            col[part["va"]] = fn(part)
        return col

    def report(name: str, col: np.ndarray) -> None:
        _, _, oof = cal.fit_stacker(np.column_stack([X, col]), y, p, parts[0]["groups"])
        lo, hi = paired_ci(y, base, oof, a.boot)
        print(
            f"  {name:<34} alone {auroc(y, col):.4f}   stacked {auroc(y, oof):.4f} "
            f"({auroc(y, oof) - auroc(y, base):+.4f} [{lo:+.4f}, {hi:+.4f}])",
            flush=True,
        )

    if "char" in which:
        from sklearn.feature_extraction.text import TfidfVectorizer

        def char(part):
            vec = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), min_df=3,
                                  sublinear_tf=True, max_features=100000)  # fmt: skip
            tr, va = part["tr"], part["va"]
            m = cal._fit_fractional(vec.fit_transform([texts[i] for i in tr]), share[tr], 1.0)
            return m.decision_function(vec.transform([texts[i] for i in va]))

        report("char 2-5-grams", crossfit(char))
    if "stem" in which:
        sv = np.asarray(ws.embedder.embed([last_sentence(t) for t in texts]), np.float64)

        def stem(part):
            c, b = cal.fit_embedding_model(sv[part["tr"]], share[part["tr"]], p["embedding_C"])
            return sv[part["va"]] @ c + b

        report("last-sentence embedding", crossfit(stem))
    if "mlp" in which:
        from sklearn.neural_network import MLPRegressor

        def mlp(part):
            m = MLPRegressor(hidden_layer_sizes=(128,), alpha=1.0, max_iter=300,
                             early_stopping=True, random_state=0)  # fmt: skip
            return m.fit(vecs[part["tr"]], share[part["tr"]]).predict(vecs[part["va"]])

        report("MLP on the embedding", crossfit(mlp))
    # each model's answer to each question (1 right), for the item-response candidates
    outcomes = np.array([[c == "1" for c in r.outcomes] for r in recs], np.float64)
    if "irt" in which:

        def neighbour_mean(values, part, k=20):
            j, s = part["idx"][:, :k], np.clip(part["sims"][:, :k], 1e-6, None)
            return (s * values[j]).sum(1) / s.sum(1)

        report("neighbours' 2PL difficulty",
               crossfit(lambda pt: neighbour_mean(fit_2pl(outcomes[pt["tr"]])[1], pt)))  # fmt: skip
        report("neighbours' failure share (control)",
               crossfit(lambda pt: neighbour_mean(share[pt["tr"]], pt)))  # fmt: skip
    if "irtemb" in which:
        from sklearn.linear_model import Ridge

        def irt_target(part):
            b = fit_2pl(outcomes[part["tr"]])[1]
            return Ridge(alpha=10.0).fit(vecs[part["tr"]], b).predict(vecs[part["va"]])

        def per_model(part):
            tr, va = part["tr"], part["va"]
            out = np.zeros(len(va))
            for m in range(outcomes.shape[1]):
                c, b = cal.fit_embedding_model(vecs[tr], 1.0 - outcomes[tr, m], p["embedding_C"])
                out += 1.0 / (1.0 + np.exp(-(vecs[va] @ c + b)))
            return out / outcomes.shape[1]

        report("embedding -> 2PL difficulty (ridge)", crossfit(irt_target))
        report("embedding -> each model's failure", crossfit(per_model))
    if "domain" in which:
        names = sorted(set(domains))
        mix = X[:, -len(names) :]  # the stacker's neighbour domain mix (domain_onehot)

        def per_domain(part, soft: bool):
            tr, va = part["tr"], part["va"]
            cols = np.zeros((len(va), len(names)))
            for k, d in enumerate(names):
                trd = tr[domains[tr] == d]
                c, b = cal.fit_embedding_model(vecs[trd], share[trd], p["embedding_C"])
                cols[:, k] = vecs[va] @ c + b
            if soft:
                return (cols * mix[va]).sum(1)
            return cols[np.arange(len(va)), [names.index(d) for d in domains[va]]]

        report("per-domain classifiers (mix)", crossfit(lambda pt: per_domain(pt, True)))
        report("per-domain, TRUE domain (reference)", crossfit(lambda pt: per_domain(pt, False)))

    if "layers" in which:
        hl = layer_embeddings(ws.embedder, texts)

        def linear(feats):
            def fit(part):
                c, b = cal.fit_embedding_model(
                    feats[part["tr"]], share[part["tr"]], p["embedding_C"]
                )
                return feats[part["va"]] @ c + b

            return fit

        for k in range(hl.shape[1]):
            name = (
                "token embeddings"
                if k == 0
                else f"layer {k}" + (" (= embedding)" if k == hl.shape[1] - 1 else "")
            )
            report(name, crossfit(linear(hl[:, k])))
        report("layers 2-5 concatenated", crossfit(linear(hl[:, 2:6].reshape(len(y), -1) / 2.0)))
    if "lexknn" in which:
        from sklearn.feature_extraction.text import TfidfVectorizer

        def lexknn(part, k=20):
            tr, va = part["tr"], part["va"]
            vec = TfidfVectorizer(min_df=2, ngram_range=(1, 2), sublinear_tf=True,
                                  stop_words="english")  # fmt: skip
            A = vec.fit_transform([texts[i] for i in tr])
            B = vec.transform([texts[i] for i in va])
            out = np.zeros(len(va))
            for s0 in range(0, len(va), 500):
                S = (B[s0 : s0 + 500] @ A.T).toarray()
                j = np.argsort(-S, axis=1, kind="stable")[:, :k]
                w = np.clip(np.take_along_axis(S, j, 1), 1e-6, None)
                out[s0 : s0 + 500] = (w * share[tr][j]).sum(1) / w.sum(1)
            return out

        report("tf-idf neighbours' failure share", crossfit(lexknn))
    if "plsknn" in which:
        from sklearn.cross_decomposition import PLSRegression

        def plsknn(part, r: int, k: int = 50) -> np.ndarray:
            tr, va = part["tr"], part["va"]
            pls = PLSRegression(n_components=r, scale=False).fit(vecs[tr], share[tr])
            A, B = pls.transform(vecs[tr]), pls.transform(vecs[va])
            A /= np.linalg.norm(A, axis=1, keepdims=True)
            B /= np.linalg.norm(B, axis=1, keepdims=True)
            out = np.zeros(len(va))
            for s0 in range(0, len(va), 500):
                S = B[s0 : s0 + 500] @ A.T
                j = np.argsort(-S, axis=1, kind="stable")[:, :k]
                w = np.exp((np.take_along_axis(S, j, 1) - 1.0) / 0.1)
                out[s0 : s0 + 500] = (w * share[tr][j]).sum(1) / w.sum(1)
            return out

        for r in (8, 16, 32, 64):
            report(f"PLS-{r} neighbours' failure share", crossfit(lambda pt, r=r: plsknn(pt, r)))
    if "svr" in which:
        from sklearn.svm import SVR

        def svr(part) -> np.ndarray:
            m = SVR(kernel="rbf", C=1.0, epsilon=0.1, gamma=1.0)
            return m.fit(vecs[part["tr"]], share[part["tr"]]).predict(vecs[part["va"]])

        report("RBF SVR on the embedding", crossfit(svr))
    if "rarity" in which:
        from spellchecker import SpellChecker

        freq = SpellChecker().word_frequency
        total = float(freq.total_words)

        def rarity_of(t: str) -> tuple[float, float, float]:
            words = [w.lower() for w in re.findall(r"[A-Za-z]{3,}", t)]
            if not words:
                return 0.0, 0.0, 0.0
            counts = np.asarray([freq[w] for w in words], dtype=float)
            r = -np.log10(np.maximum(counts, 1.0) / total)
            return r.mean(), np.percentile(r, 90), float((counts == 0).mean())

        R = np.asarray([rarity_of(t) for t in texts])
        for j, name in enumerate(
            ("mean word rarity", "90th-percentile word rarity", "words unknown")
        ):
            report(name, R[:, j])

        from sklearn.feature_extraction.text import CountVectorizer

        def idf(part):
            tr, va = part["tr"], part["va"]
            cv = CountVectorizer(min_df=1, binary=True, token_pattern=r"(?u)\b[A-Za-z]{3,}\b")
            cv.fit([texts[i] for i in tr])
            df = np.asarray(cv.transform([texts[i] for i in tr]).sum(0)).ravel()
            w_idf = np.log((1 + len(tr)) / (1 + df)) + 1.0
            B = cv.transform([texts[i] for i in va]).astype(float)
            n = np.maximum(np.asarray(B.sum(1)).ravel(), 1.0)
            return np.asarray(B @ w_idf).ravel() / n

        report("mean index idf of the words", crossfit(idf))
    if "slopes" in which:
        # columns: 9 k-NN, 3 text, embedding logit (12), word logit (13), subject prior (14),
        # then the neighbours' domain mix (per-domain intercepts)
        assert X.shape[1] == 15 + len(st_domains), X.shape
        mix = X[:, 15:]
        for name, cols in (("embedding", [12]), ("words", [13]), ("k-NN", [0]),
                           ("all three", [0, 12, 13]), ("length", [9]), ("numbers", [10]),
                           ("text", [9, 10, 11])):  # fmt: skip
            oof = cal.fit_stacker(
                np.column_stack([X, *[mix * X[:, [c]] for c in cols]]), y, p, parts[0]["groups"]
            )[2]
            lo, hi = paired_ci(y, base, oof, a.boot)
            print(
                f"  per-domain slopes of {name:<12} stacked {auroc(y, oof):.4f} "
                f"({auroc(y, oof) - auroc(y, base):+.4f} [{lo:+.4f}, {hi:+.4f}]); within-domain "
                + ", ".join(
                    f"{g} {auroc(y[domains == g], base[domains == g]):.3f} -> "
                    f"{auroc(y[domains == g], oof[domains == g]):.3f}"
                    for g in ("health", "history")
                ),
                flush=True,
            )
    if "gbm" in which:
        from sklearn.ensemble import HistGradientBoostingClassifier
        from sklearn.model_selection import cross_val_predict

        cv = cal._splits(len(y), int(p["folds"]), y, int(p["seed"]) + 1, parts[0]["groups"])
        for depth, lr in ((2, 0.05), (3, 0.05), (None, 0.05)):
            m = HistGradientBoostingClassifier(max_depth=depth, learning_rate=lr, max_iter=500,
                                               early_stopping=True, validation_fraction=0.1,
                                               l2_regularization=1.0, random_state=0)  # fmt: skip
            oof = cross_val_predict(m, X, y, cv=cv, method="predict_proba")[:, 1]
            lo, hi = paired_ci(y, base, oof, a.boot)
            print(
                f"  gradient-boosted stacker depth={depth} lr={lr}: {auroc(y, oof):.4f} "
                f"({auroc(y, oof) - auroc(y, base):+.4f} [{lo:+.4f}, {hi:+.4f}])",
                flush=True,
            )
    if "finetune" in which:
        from sklearn.linear_model import LogisticRegression
        from sklearn.model_selection import StratifiedKFold, cross_val_predict

        from togmal_eval.risk import finetune

        tr, va = parts[0]["tr"], parts[0]["va"]
        state = finetune.train(ws.embedder.model_path, [texts[i] for i in tr], share[tr],
                               epochs=1, progress=True)  # fmt: skip
        probs = finetune.FineTuned(ws.embedder.model_path, state).probabilities(
            [texts[i] for i in va]
        )
        c, b = cal.fit_embedding_model(vecs[tr], share[tr], p["embedding_C"])

        def logit(q):
            q = np.clip(q, 1e-6, 1 - 1e-6)
            return np.log(q / (1 - q))

        cv = StratifiedKFold(10, shuffle=True, random_state=0)

        def within(cols):
            z = np.column_stack(cols)
            return auroc(y[va], cross_val_predict(LogisticRegression(), z, y[va], cv=cv,
                                                  method="decision_function"))  # fmt: skip

        print(
            f"  fold 1 of {len(parts)} (n={len(va)}): fine-tuned {auroc(y[va], probs):.4f}, "
            f"frozen-embedding logistic {auroc(y[va], vecs[va] @ c + b):.4f}, "
            f"stacker {auroc(y[va], base[va]):.4f}; within the fold, stacker "
            f"{within([logit(base[va])]):.4f} -> with the fine-tuned logit "
            f"{within([logit(base[va]), logit(probs)]):.4f}"
        )

    print("\nbase stacker, within-domain OOF AUROC:")
    for d in sorted(set(domains), key=lambda d: auroc(y[domains == d], base[domains == d])):
        m = domains == d
        print(f"  {d:<18} {auroc(y[m], base[m]):.3f}  n={m.sum()}")


if __name__ == "__main__":
    main()
