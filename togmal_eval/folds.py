"""Stratified K-fold splits that keep groups whole (pure: arrays in, index arrays out).

One mechanism for every cross-validation of the project (``tune``'s outer and inner folds, the
calibrated scorer's cross-fitting and its stacker's folds): a group — a near-duplicate cluster
(``index.knn.duplicate_clusters``), or an origin merged with the clusters that span it — always
lies in one fold. Without any group of two, the folds are exactly ``StratifiedKFold``'s.
"""

from __future__ import annotations

import numpy as np

from .errors import ConfigError


def stratified_folds(
    labels: np.ndarray,
    n_folds: int,
    seed: int,
    groups: np.ndarray | None = None,
    *,
    too_few: str = "group(s)",
    folds_name: str = "folds",
) -> list[tuple[np.ndarray, np.ndarray]]:
    """[(train positions, validation positions)] over ``labels`` (stratified on them, shuffled
    by ``seed``). Fewer groups than folds is a one-line ConfigError, "<k> <too_few>, fewer than
    the <n_folds> <folds_name>": ``too_few`` says what a group is and how to get more."""
    from sklearn.model_selection import StratifiedGroupKFold, StratifiedKFold

    n = len(labels)
    if groups is None or len(np.unique(groups)) == n:
        kf = StratifiedKFold(n_splits=n_folds, shuffle=True, random_state=seed)
        return list(kf.split(np.zeros(n), labels))
    k = len(np.unique(groups))
    if k < n_folds:
        raise ConfigError(f"{k} {too_few}, fewer than the {n_folds} {folds_name}")
    kf = StratifiedGroupKFold(n_splits=n_folds, shuffle=True, random_state=seed)
    return list(kf.split(np.zeros(n), labels, groups))
