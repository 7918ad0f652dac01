"""The one fold splitter (togmal_eval/folds.py): groups kept whole, plain stratified folds when
there is no group of two, and a clear error when there are too few groups."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.model_selection import StratifiedKFold

from togmal_eval.errors import ConfigError
from togmal_eval.folds import stratified_folds


def test_without_a_group_of_two_the_folds_are_stratified_kfolds():
    y = np.array([0, 1] * 30)
    ref = list(StratifiedKFold(5, shuffle=True, random_state=4).split(np.zeros(60), y))
    for got in (stratified_folds(y, 5, 4), stratified_folds(y, 5, 4, np.arange(60))):
        assert [(a.tolist(), b.tolist()) for a, b in got] == [
            (a.tolist(), b.tolist()) for a, b in ref
        ]


def test_groups_stay_whole_and_every_row_is_validated_once():
    rng = np.random.default_rng(0)
    y = rng.integers(0, 2, 200)
    groups = rng.integers(0, 70, 200)
    folds = stratified_folds(y, 4, 1, groups)
    seen = np.concatenate([va for _, va in folds])
    assert sorted(seen.tolist()) == list(range(200))
    for tr, va in folds:
        assert not set(groups[tr]) & set(groups[va])


def test_too_few_groups_is_one_line_naming_them():
    with pytest.raises(ConfigError, match="^2 origins, fewer than the 3 inner folds$"):
        stratified_folds(np.array([0, 1] * 5), 3, 0, np.array([0] * 5 + [1] * 5),
                         too_few="origins", folds_name="inner folds")  # fmt: skip
