"""The index set as the calibrated scorer's dev tools see it (tools/core_features_dev.py,
tools/options_dev.py, tools/tune_calibrated.py): the configured workspace's index, its labels and
the calibrated scorer's configured fit parameters. Training data only: never a golden suite."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from togmal_eval.config import load_config  # noqa: E402
from togmal_eval.harness import scorer_params  # noqa: E402
from togmal_eval.risk.calibrated import CalibratedScorer  # noqa: E402
from togmal_eval.workspace import Workspace  # noqa: E402


@dataclass
class IndexSet:
    cfg: object
    ws: Workspace
    index: object  # togmal_eval.index.store.Index
    texts: list[str]  # row i = index.corpus.records[i]
    threshold: float  # hard = success rate below it
    params: dict  # CalibratedScorer.fit_params of the configured calibrated scorer
    vectors: np.ndarray  # float64
    success: np.ndarray
    y: np.ndarray  # 1 = hard

    @property
    def records(self):
        return self.index.corpus.records


def load() -> IndexSet:
    cfg = load_config()
    ws = Workspace(cfg)
    idx = ws.index()
    thr = cfg.section("corpus")["hard_threshold"]
    return IndexSet(
        cfg=cfg,
        ws=ws,
        index=idx,
        texts=[r.text for r in idx.corpus.records],
        threshold=thr,
        params=CalibratedScorer.fit_params(scorer_params(cfg, "calibrated", None)),
        vectors=idx.vectors.astype(np.float64),
        success=idx.success,
        y=(idx.success < thr).astype(int),
    )
