"""Per-query retrieval values against pytrec_eval (trec_eval) and hand-worked fixtures."""

from __future__ import annotations

import math

import numpy as np
import pytest
import pytrec_eval

from togmal_eval.metrics import REGISTRY
from togmal_eval.metrics.retrieval import graded_ndcg, per_query, per_query_keys

TREC = {
    "hit@1": "success_1",
    "hit@5": "success_5",
    "hit@10": "success_10",
    "recall@5": "recall_5",
    "recall@10": "recall_10",
    "precision@5": "P_5",
    "rr": "recip_rank",
    "ndcg@10": "ndcg_cut_10",
}


def _random_query(rng):
    pool = [f"doc{i:02d}" for i in range(30)]
    n_judged = int(rng.integers(1, 12))
    judged = rng.choice(pool, n_judged, replace=False)
    relevance = {str(d): int(rng.integers(0, 4)) for d in judged}  # graded 0..3
    if not any(relevance.values()):
        relevance[str(judged[0])] = 1
    n_ret = int(rng.integers(0, 20))
    ranked = [str(d) for d in rng.choice(pool, n_ret, replace=False)]
    return ranked, relevance


@pytest.mark.parametrize("seed", range(40))
def test_per_query_matches_pytrec_eval(seed):
    rng = np.random.default_rng(seed)
    queries = {f"q{i}": _random_query(rng) for i in range(5)}
    qrels = {q: rel for q, (_, rel) in queries.items()}
    # distinct descending scores: pytrec_eval breaks score ties by docid, we want our order
    run = {q: {d: float(len(r) - i) for i, d in enumerate(r)} for q, (r, _) in queries.items()}
    run = {q: (docs or {"nothing-retrieved": 0.0}) for q, docs in run.items()}
    got_trec = pytrec_eval.RelevanceEvaluator(qrels, set(TREC.values())).evaluate(run)
    for q, (ranked, relevance) in queries.items():
        ours = per_query(ranked, relevance)
        assert set(ours) == set(TREC)
        for key, trec_name in TREC.items():
            assert ours[key] == pytest.approx(got_trec[q][trec_name], abs=1e-9), (q, key)


def test_hand_fixture():
    relevance = {
        "d1": 0,  # judged, not relevant
        "d2": 1,  # relevant
        "d3": 2,  # highly relevant
        "d9": 1,  # relevant, never retrieved
    }
    ranked = [
        "d1",  # rank 1: not relevant
        "d2",  # rank 2: first relevant -> rr = 1/2, gain 1 / log2(3)
        "d5",  # rank 3: unjudged = not relevant
        "d3",  # rank 4: relevant, gain 2 / log2(5)
        "d2",  # duplicate: ignored
    ]
    v = per_query(ranked, relevance)
    assert v["hit@1"] == 0.0
    assert v["hit@5"] == 1.0 and v["hit@10"] == 1.0
    assert v["recall@5"] == pytest.approx(2 / 3)  # d2, d3 of d2, d3, d9
    assert v["recall@10"] == pytest.approx(2 / 3)
    assert v["precision@5"] == pytest.approx(2 / 5)  # always divided by 5
    assert v["rr"] == pytest.approx(1 / 2)
    dcg = 1 / math.log2(3) + 2 / math.log2(5)
    idcg = 2 / math.log2(2) + 1 / math.log2(3) + 1 / math.log2(4)  # ideal order 2, 1, 1
    assert v["ndcg@10"] == pytest.approx(dcg / idcg)


def test_nothing_relevant_is_not_applicable():
    v = per_query(["a", "b"], {"a": 0})
    assert set(v) == set(TREC)
    assert all(math.isnan(x) for x in v.values())


def test_nothing_retrieved_is_zero():
    v = per_query([], {"a": 1})
    assert all(v[k] == 0.0 for k in TREC)


def test_graded_ndcg_hand_fixture():
    ranked = [
        1,  # same domain: 1 / log2(2)
        0,  # unrelated
        2,  # same origin: 2 / log2(4)
    ]
    ideal = [2, 1, 1, 0]  # best order: 2, 1, 1
    expected = (1 + 2 / 2) / (2 + 1 / math.log2(3) + 1 / 2)
    assert graded_ndcg(ranked, ideal, 10) == pytest.approx(expected)
    assert graded_ndcg(ranked, ideal, 1) == pytest.approx(1 / 2)  # cut at 1: 1 vs ideal 2
    assert graded_ndcg([2, 1, 1], ideal, 10) == pytest.approx(1.0)
    assert math.isnan(graded_ndcg([0, 0], [0, 0], 10))


def test_per_query_keys_follow_k_values_and_are_registered():
    assert per_query_keys() == list(TREC)
    assert per_query_keys((1, 3)) == ["hit@1", "hit@3", "recall@3", "precision@3", "rr", "ndcg@3"]
    # every per-query value of the default cut-offs feeds a registered metric
    registered_columns = {c for m in REGISTRY.values() for c in m.columns}
    assert set(per_query_keys()) <= registered_columns
    with pytest.raises(ValueError):
        per_query_keys((0, 5))
