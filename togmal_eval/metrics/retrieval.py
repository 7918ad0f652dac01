"""Per-query retrieval values (one golden = one query); the suite metric is their weighted mean.

Definitions follow trec_eval (as exposed by ``pytrec_eval``):

* binary relevance for hit / recall / precision / reciprocal rank: grade > 0;
* ``hit@k`` (trec ``success_k``): 1 if a relevant id is in the top k;
* ``recall@k``: relevant ids in the top k / all relevant ids in ``relevance``;
* ``precision@k`` (trec ``P_k``): relevant ids in the top k / k (always divides by k);
* ``rr`` (trec ``recip_rank``): 1 / rank of the first relevant id, 0 if none is retrieved;
* ``ndcg@k`` (trec ``ndcg_cut_k``): sum gain / log2(rank + 1) over the top k with the graded
  gain = grade, normalised by the same sum over the ideal ordering of all positive grades in
  ``relevance``.

A query without any positive grade has no defined value: every value is NaN (trec_eval skips such
queries), so the case is "not applicable" to the retrieval columns. Repeated ids in a ranking count
once, at their first position.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

__all__ = ["dcg", "graded_ndcg", "per_query", "per_query_keys"]

DEFAULT_K = (1, 5, 10)


def dcg(grades: Iterable[float], k: int) -> float:
    """Discounted cumulative gain of the first k grades: sum_i grade_i / log2(i + 1), i from 1."""
    total = 0.0
    for i, g in enumerate(grades):
        if i >= k:
            break
        if g:
            total += g / math.log2(i + 2)
    return total


def graded_ndcg(ranked_grades: Sequence[float], ideal_grades: Sequence[float], k: int) -> float:
    """nDCG@k of a ranking given its grades, against the best ordering of ``ideal_grades``.

    NaN when the ideal DCG is 0 (nothing to find).
    """
    ideal = dcg(sorted((g for g in ideal_grades if g > 0), reverse=True), k)
    if ideal <= 0:
        return math.nan
    return dcg(ranked_grades, k) / ideal


def per_query_keys(k_values: Sequence[int] = DEFAULT_K) -> list[str]:
    """The keys ``per_query`` returns for these cut-offs (see ``per_query``)."""
    ks = sorted(set(k_values))
    if not ks or ks[0] < 1:
        raise ValueError(f"k_values must be positive integers, got {k_values!r}")
    above_one = [k for k in ks if k > 1]
    keys = [f"hit@{k}" for k in ks]
    keys += [f"recall@{k}" for k in above_one]
    if above_one:
        keys.append(f"precision@{above_one[0]}")
    keys += ["rr", f"ndcg@{ks[-1]}"]
    return keys


def per_query(
    ranked_ids: Sequence[str],
    relevance: Mapping[str, int],
    k_values: Sequence[int] = DEFAULT_K,
) -> dict[str, float]:
    """Retrieval values of one query.

    Keys: ``hit@k`` for every k, ``recall@k`` for every k > 1, ``precision@k`` for the smallest
    k > 1, ``rr`` and ``ndcg@k`` for the largest k. With the default ``(1, 5, 10)``: hit@1, hit@5,
    hit@10, recall@5, recall@10, precision@5, rr, ndcg@10.
    """
    keys = per_query_keys(k_values)
    n_rel = sum(1 for g in relevance.values() if g > 0)
    if n_rel == 0:
        return dict.fromkeys(keys, math.nan)

    seen: set[str] = set()
    ranking: list[str] = []
    for doc in ranked_ids:
        if doc not in seen:
            seen.add(doc)
            ranking.append(doc)
    grades = [relevance.get(doc, 0) for doc in ranking]
    is_rel = [g > 0 for g in grades]

    out: dict[str, float] = {}
    for key in keys:
        name, _, k_text = key.partition("@")
        k = int(k_text) if k_text else 0
        if name == "hit":
            out[key] = 1.0 if any(is_rel[:k]) else 0.0
        elif name == "recall":
            out[key] = sum(is_rel[:k]) / n_rel
        elif name == "precision":
            out[key] = sum(is_rel[:k]) / k
        elif name == "rr":
            first = next((i for i, r in enumerate(is_rel) if r), None)
            out[key] = 0.0 if first is None else 1.0 / (first + 1)
        elif name == "ndcg":
            out[key] = graded_ndcg(grades, list(relevance.values()), k)
    return out
