"""How a scorer degrades on a benchmark its index has never seen, from training data only.

Usage: python tools/transfer_proxy.py
Index = the index set's ori_mmlu questions only; queries = its stemez questions (an older
benchmark standing in for "newer than the corpus"). Prints AUROC (hard = success < 0.5) and the
mean predicted risk vs the true hard rate for naive, fusion and calibrated with the config's
parameters. The temporal suite is the real test; this is the development proxy for it.
"""

from __future__ import annotations

import tempfile

import numpy as np
from sklearn.metrics import roc_auc_score

from togmal_eval.config import load_config
from togmal_eval.harness import scorer_params
from togmal_eval.index.store import Index
from togmal_eval.risk.registry import make_scorer
from togmal_eval.risk.scorers import Context
from togmal_eval.workspace import Workspace


def main() -> None:
    cfg = load_config()
    ws = Workspace(cfg)
    idx = ws.index()
    fam = np.array([r.origin_family for r in idx.corpus.records])
    tr, te = np.nonzero(fam == "ori_mmlu")[0], np.nonzero(fam == "stemez")[0]
    sub = idx.corpus.subset([idx.corpus.records[i].id for i in tr])
    proxy = Index("0" * 16, sub, idx.vectors[tr])
    texts = [idx.corpus.records[i].text for i in te]
    y = (idx.success[te] < cfg.section("corpus")["hard_threshold"]).astype(int)
    print(f"index: {len(tr)} ori_mmlu questions; queries: {len(te)} stemez ({y.mean():.1%} hard)")
    with tempfile.TemporaryDirectory() as tmp:
        for name in ("naive", "fusion", "calibrated"):
            params = scorer_params(cfg, name, None, {"families": []} if name != "naive" else {})
            if name == "calibrated":
                params["_cache_dir"] = tmp
            sc = make_scorer(name, Context(proxy, None), params)
            risk = np.array([a.risk for a in sc.assess(texts, idx.vectors[te])])
            print(f"  {name:<11} AUROC {roc_auc_score(y, risk):.4f}  mean risk {risk.mean():.3f}")


if __name__ == "__main__":
    main()
