"""Nested cross-validation (`togmal-eval tune`): leakage, grouping, determinism, validation,
the vectorised grid against a slow per-point reference, and `--apply`.

Synthetic data: unit vectors near one of a few origin centres, shifted along a fixed direction by
the question's difficulty, so a question's neighbours predict its difficulty (AUROC well above 0.5).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from togmal_eval import tune
from togmal_eval.corpus.records import Corpus, CorpusRecord
from togmal_eval.errors import ConfigError
from togmal_eval.risk.fusion import FusionScorer
from togmal_eval.risk.scorers import AdaptiveScorer, Context

REPO = Path(__file__).resolve().parents[1]
N_MODELS = 10
SMALL_ADAPTIVE = {"k": [3, 7], "similarity_threshold": [0.6, 0.8], "low_sim_penalty": [0.0, 0.5]}
SMALL_FUSION = {"k": [5, 10], "temperature": [0.05, 0.2], "prior": ["origin", "global"]}


def synthetic(n: int = 300, seed: int = 0, dim: int = 16, success=None) -> tune.TuneData:
    rng = np.random.default_rng(seed)
    origins = [f"{d}-o{j}" for d in ("alpha", "beta") for j in range(3)]
    centres = rng.normal(size=(len(origins), dim))
    u = rng.normal(size=dim)
    recs, vecs = [], []
    for i in range(n):
        o = i % len(origins)
        n_ok = int(rng.integers(0, N_MODELS + 1)) if success is None else int(success * N_MODELS)
        d = 1.0 - n_ok / N_MODELS
        v = centres[o] + 0.6 * rng.normal(size=dim) + 3.0 * d * u
        vecs.append(v / np.linalg.norm(v))
        recs.append(
            CorpusRecord(
                id=f"syn/{i}",
                text=f"synthetic question {i}",
                domain=origins[o].split("-")[0],
                origin=origins[o],
                answer="A",
                n_options=4,
                outcomes="1" * n_ok + "0" * (N_MODELS - n_ok),
                label_provenance="synthetic",
            )
        )
    return tune.TuneData(
        Corpus("syn", [f"m{j}" for j in range(N_MODELS)], recs), np.array(vecs, np.float32)
    )


@pytest.fixture(scope="module")
def data() -> tune.TuneData:
    return synthetic()


# ---- leakage ------------------------------------------------------------------------------------
@pytest.mark.parametrize("scorer,grid", [("adaptive", SMALL_ADAPTIVE), ("fusion", SMALL_FUSION)])
def test_no_validation_or_test_row_ever_in_its_fold_index(data, scorer, grid):
    audit = []
    r = tune.nested_cv(data, scorer, grid, outer=4, inner=3, seed=1, n_boot=50, audit=audit)
    assert len(audit) == 4 * (3 + 1)
    outer_test = {e["outer"]: set(e["scored_ids"]) for e in audit if e["stage"] == "outer"}
    for e in audit:
        index_ids, scored = set(e["index_ids"]), set(e["scored_ids"])
        assert not index_ids & scored, "a scored row was in its own fold's index"
        assert set(e["neighbour_ids"]) <= index_ids
        if e["stage"] == "inner":  # the inner search never sees its outer fold's test rows
            assert not (index_ids | scored) & outer_test[e["outer"]]
        else:
            assert index_ids | scored == set(data.ids)
    # the outer test folds partition the data, and every row was predicted exactly once
    assert sorted(i for s in outer_test.values() for i in s) == sorted(data.ids)
    assert sorted(r["predictions"]["ids"]) == sorted(data.ids)
    assert r["outer"]["mean"] > 0.6  # the planted structure is found


def test_fusion_priors_and_ood_reference_come_from_training_rows_only(data):
    (tr, va), *_ = tune.split(data, np.arange(len(data)), 3, 0)
    index = tune.fold_index(data, tr)
    idx, sims = index.search(data.vectors[va], 10)
    tune.grid_scores("fusion", index, idx, sims, tune.grid_points(SMALL_FUSION))
    stats = index._stats[FusionScorer.defaults["ood_m"]]
    assert len(stats.reference_stat) == len(stats.origin_prior) == len(tr)
    assert stats.global_difficulty == pytest.approx(1.0 - data.success[tr].mean())


# ---- splits ------------------------------------------------------------------------------------
def test_group_origin_keeps_each_origin_in_one_fold(data):
    folds = tune.split(data, np.arange(len(data)), 3, 7, group="origin")
    seen = {}
    for f, (tr, va) in enumerate(folds):
        assert not set(data.origins[tr]) & set(data.origins[va])
        for o in set(data.origins[va]):
            assert o not in seen
            seen[o] = f
    assert set(seen) == set(data.origins)
    audit = []
    tune.nested_cv(
        data, "adaptive", {"k": [3, 5]}, outer=3, inner=2, group="origin", n_boot=20, audit=audit
    )
    for e in audit:
        idx_o = set(data.origins[np.isin(data.ids, e["index_ids"])])
        val_o = set(data.origins[np.isin(data.ids, e["scored_ids"])])
        assert not idx_o & val_o


def test_stratified_split_balances_domain_and_difficulty(data):
    labels = tune.strata(data, np.arange(len(data)))
    for _, va in tune.split(data, np.arange(len(data)), 5, 0):
        for s in set(labels):
            share = (tune.strata(data, va) == s).mean()
            assert share == pytest.approx((labels == s).mean(), abs=0.02)


# ---- determinism -------------------------------------------------------------------------------
def test_same_seed_same_results_other_seed_other_folds(data):
    a = tune.nested_cv(data, "fusion", SMALL_FUSION, outer=3, inner=2, seed=3, n_boot=100)
    b = tune.nested_cv(data, "fusion", SMALL_FUSION, outer=3, inner=2, seed=3, n_boot=100)
    c = tune.nested_cv(data, "fusion", SMALL_FUSION, outer=3, inner=2, seed=4, n_boot=100)
    assert tune.report_json(a) == tune.report_json(b)
    assert a["folds"] != c["folds"]


# ---- validation --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "scorer,grid,message",
    [
        ("adaptive", {}, "grid is empty"),
        ("adaptive", None, "grid is empty"),
        ("adaptive", {"kk": [3]}, "scorer 'adaptive' has no parameter 'kk'"),
        (
            "calibrated",
            {"_cache_dir": ["/tmp"]},
            "scorer 'calibrated' has no parameter '_cache_dir'",
        ),
        ("adaptive", {"k": []}, "parameter 'k' needs a non-empty list"),
        ("adaptive", {"k": 5}, "parameter 'k' needs a non-empty list of values, got 5"),
        (
            "adaptive",
            {"similarity_threshold": [0.5, 1.5]},
            "grid value 1.5 of 'similarity_threshold'",
        ),
        ("adaptive", {"k": [0]}, "'k' must be in [1, 1000], got 0"),
        ("adaptive", {"k": [2.5]}, "'k' must be an integer"),
        ("fusion", {"prior": ["bogus"]}, "'prior' must be origin, domain or global"),
        ("fusion", {"heuristic_weight": [0.5]}, "does not affect the tuned score"),
        ("fusion", {"ood_background": [True, False]}, "does not affect the tuned score"),
        ("fusion", {"exam_gate": [True, False]}, "does not affect the tuned score"),
        ("naive", {"k": [3]}, "scorer 'naive' cannot be tuned"),
    ],
)
def test_grid_validation_errors(scorer, grid, message):
    with pytest.raises(ConfigError) as exc:
        tune.validate_grid(scorer, grid)
    assert message in str(exc.value)
    assert "\n" not in str(exc.value)


def test_grid_file_errors_name_the_file(tmp_path):
    f = tmp_path / "grid.yaml"
    f.write_text("# nothing here\n")
    with pytest.raises(ConfigError, match=r"grid.yaml: grid is empty"):
        tune.read_grid(f, "adaptive")
    f.write_text("k: [3, 5]\nvariance_penalty: [-1]\n")
    with pytest.raises(ConfigError, match=r"grid.yaml: grid value -1 of 'variance_penalty'"):
        tune.read_grid(f, "adaptive")
    f.write_text("k: [3, 5]\n")
    assert tune.read_grid(f, "adaptive") == {"k": [3, 5]}
    assert len(tune.grid_points(tune.read_grid("default", "adaptive"))) == 324


def test_one_class_only_is_refused():
    easy = synthetic(60, success=1.0)
    with pytest.raises(
        ConfigError, match=r"all 60 questions of the outer data are easy .*both classes"
    ):
        tune.nested_cv(easy, "adaptive", {"k": [3]}, outer=3, inner=2)


def test_too_small_stratum_is_named_with_its_count(data):
    recs = list(data.corpus.records)
    lone = CorpusRecord(
        id="syn/9999",
        text="lonely",
        domain="gamma",
        origin="gamma-o0",
        answer="A",
        n_options=4,
        outcomes="1" * 10,
        label_provenance="synthetic",
    )
    small = tune.TuneData(
        Corpus(
            "syn",
            data.corpus.models,
            [*recs, lone, lone.__class__(**{**lone.__dict__, "id": "syn/10000"})],
        ),
        np.vstack([data.vectors, data.vectors[:2]]),
    )
    with pytest.raises(ConfigError) as exc:
        tune.nested_cv(small, "adaptive", {"k": [3]}, outer=3, inner=2)
    assert "stratum gamma x success rate [0.8, 1.0] has 2 question(s)" in str(exc.value)
    assert "fewer than the 3 outer folds" in str(exc.value)


def test_unknown_tuning_metric(data):
    with pytest.raises(ConfigError, match="cannot be used for tuning"):
        tune.nested_cv(data, "adaptive", {"k": [3]}, metric="hit@1")


# ---- the vectorised grid equals a slow per-point reference ---------------------------------------
def _slow_scores(scorer, index, vectors, points):
    """One scorer object per grid point, its own search and its own assessments."""
    out = []
    for p in points:
        if scorer == "adaptive":
            sc = AdaptiveScorer(Context(index), **p)
            out.append([a.difficulty for a in sc.assess([""] * len(vectors), vectors)])
        else:
            sc = FusionScorer(Context(index), **p, families=[])  # no heuristics: risk = capability
            out.append([a.risk for a in sc.assess([""] * len(vectors), vectors)])
    return np.array(out)


@pytest.mark.parametrize(
    "scorer,points",
    [
        (
            "adaptive",
            [
                {"k": 3},
                {"k": 5, "similarity_threshold": 0.9, "low_sim_penalty": 0.7},
                {"k": 10, "variance_penalty": 3.0, "low_avg_penalty": 0.6},
                {"k": 7, "similarity_threshold": 0.6},
            ],
        ),
        (
            "fusion",
            [
                {"k": 5},
                {"k": 20, "temperature": 0.05, "prior": "domain"},
                {"k": 10, "strength": 8.0, "domain_weight": 0.0, "prior": "global"},
                {"k": 15, "ood_m": 8, "unknown_risk": 0.6},
            ],
        ),
    ],
)
def test_vectorised_grid_equals_slow_loop(data, scorer, points):
    (tr, va), *_ = tune.split(data, np.arange(len(data)), 3, 2)
    index = tune.fold_index(data, tr)
    idx, sims = index.search(data.vectors[va], tune.k_max(scorer, points))
    fast = tune.grid_scores(scorer, index, idx, sims, points, data.vectors[va])
    slow = _slow_scores(scorer, tune.fold_index(data, tr), data.vectors[va], points)
    np.testing.assert_allclose(fast, slow, rtol=0, atol=1e-9)


def test_fast_auroc_equals_registry_and_sklearn():
    from sklearn.metrics import roc_auc_score

    from togmal_eval.metrics import REGISTRY

    rng = np.random.default_rng(5)
    y = (rng.random(200) < 0.4).astype(float)
    scores = np.round(rng.random((6, 200)) + 0.3 * y, 1)  # rounded: plenty of ties
    fast = tune.metric_values("auroc", y, 1 - y, scores)
    ref = [REGISTRY["auroc"].fn({"y_true": y, "risk": s}, np.ones((1, 200)))[0] for s in scores]
    np.testing.assert_allclose(fast, ref, atol=1e-12)
    np.testing.assert_allclose(fast, [roc_auc_score(y, s) for s in scores], atol=1e-12)


def test_choose_takes_the_most_common_combination():
    folds = [
        {"fold": i, "inner_score": s, "best_params": {"k": k, "t": t}}
        for i, (k, t, s) in enumerate([(5, 0.1, 0.7), (7, 0.2, 0.9), (5, 0.1, 0.6), (7, 0.1, 0.8)])
    ]
    c = tune.choose(folds, ["k", "t"], "higher")
    assert c["combination"] == {"k": 5, "t": 0.1} and c["count"] == 2
    assert c["mode"] == {"k": 5, "t": 0.1}


# ---- --apply ---------------------------------------------------------------------------------
@pytest.fixture
def cfg_copy(tmp_path) -> Path:
    """The repo's config with its scorer params emptied (they are what --apply writes)."""
    p = tmp_path / "togmal-eval.yaml"
    shutil.copy(REPO / "togmal-eval.yaml", p)
    out, skipping = [], False
    for line in p.read_text().splitlines():
        if line.startswith("  params:") and out and any(x.startswith("scorer:") for x in out):
            out.append("  params: {}")
            skipping = True
            continue
        if skipping and line.startswith("    "):
            continue
        skipping = False
        out.append(line)
    p.write_text("\n".join(out) + "\n")
    return p


def _outside_scorer(text: str) -> list[str]:
    lines, out, inside = text.splitlines(), [], False
    for line in lines:
        if line.startswith("scorer:"):
            inside = True
            continue
        if inside and line[:1] not in (" ", ""):
            inside = False
        if not inside:
            out.append(line)
    return out


def test_apply_params_preserves_comments_and_other_keys(cfg_copy):
    import yaml

    before = cfg_copy.read_text()
    old, new, text = tune.apply_params(cfg_copy, "adaptive", {"k": 10, "similarity_threshold": 0.6})
    assert old == {} and new == {"k": 10, "similarity_threshold": 0.6}
    assert cfg_copy.read_text() == before  # apply_params itself writes nothing
    assert _outside_scorer(text) == _outside_scorer(before)  # every comment and key outside
    assert "# newer benchmarks, kept for the temporal suite" in text
    parsed = yaml.safe_load(text)
    assert parsed["scorer"] == {
        "default": yaml.safe_load(before)["scorer"]["default"],
        "params": {"adaptive": {"k": 10, "similarity_threshold": 0.6}},
    }
    cfg_copy.write_text(text)  # a second apply keeps the first scorer's params
    old2, _, text2 = tune.apply_params(cfg_copy, "fusion", {"k": 20, "prior": "origin"})
    assert old2 == {}
    assert yaml.safe_load(text2)["scorer"]["params"] == {
        "adaptive": {"k": 10, "similarity_threshold": 0.6},
        "fusion": {"k": 20, "prior": "origin"},
    }


def test_params_diff_lines():
    assert tune.params_diff("adaptive", {"k": 5}, {"k": 10, "low_sim_penalty": 0.3}) == [
        "  scorer.params.adaptive.k: 5 -> 10",
        "  scorer.params.adaptive.low_sim_penalty: <unset> -> 0.3",
    ]


def _run_cli(monkeypatch, cfg_copy, data, *extra):
    from togmal_eval.cli import main

    monkeypatch.setattr(tune, "load_data", lambda cfg, ws, progress=None: data)
    grid = cfg_copy.parent / "grid.yaml"
    grid.write_text("k: [3, 7]\nlow_sim_penalty: [0.0, 0.5]\n")
    return CliRunner().invoke(
        main,
        [
            "--config",
            str(cfg_copy),
            "tune",
            "--scorer",
            "adaptive",
            "--grid",
            str(grid),
            "--outer",
            "3",
            "--inner",
            "2",
            *extra,
        ],
    )


def test_cli_apply_refuses_without_yes_when_not_interactive(monkeypatch, cfg_copy, data):
    before = cfg_copy.read_text()
    res = _run_cli(monkeypatch, cfg_copy, data, "--apply")
    assert res.exit_code == 2, res.output
    assert "scorer.params.adaptive.k: <unset> ->" in res.output  # the diff is shown first
    assert "refusing to change the config without confirmation" in res.output
    assert cfg_copy.read_text() == before


def test_cli_apply_with_yes_writes_and_keeps_comments(monkeypatch, cfg_copy, data, tmp_path):
    import yaml

    before = cfg_copy.read_text()
    res = _run_cli(monkeypatch, cfg_copy, data, "--apply", "--yes", "--report")
    assert res.exit_code == 0, res.output
    assert "most common combination" in res.output and "optimism" in res.output
    after = cfg_copy.read_text()
    assert _outside_scorer(after) == _outside_scorer(before)
    params = yaml.safe_load(after)["scorer"]["params"]["adaptive"]
    assert set(params) == {"k", "low_sim_penalty"}
    assert (tmp_path / "reports" / "tune-adaptive.json").is_file()
    res2 = _run_cli(monkeypatch, cfg_copy, data, "--apply")  # same choice again: nothing to write
    assert res2.exit_code == 0 and "nothing to write" in res2.output


@pytest.mark.parametrize("answer,written", [("n\n", False), ("y\n", True)])
def test_apply_asks_when_interactive(cfg_copy, answer, written):
    import click

    from togmal_eval.commands.tune import confirm_and_apply

    @click.command()
    def cmd():
        confirm_and_apply(cfg_copy, "adaptive", {"k": 7}, yes=False, interactive=True)

    before = cfg_copy.read_text()
    res = CliRunner().invoke(cmd, [], input=answer)
    assert res.exit_code == 0, res.output
    assert "write these parameters?" in res.output
    assert (cfg_copy.read_text() != before) is written


def test_cli_bad_grid_is_one_line_exit_2(monkeypatch, cfg_copy, data):
    from togmal_eval.cli import main

    grid = cfg_copy.parent / "bad.yaml"
    grid.write_text("k: [3]\nwindow: [1, 2]\n")
    res = CliRunner().invoke(
        main, ["--config", str(cfg_copy), "tune", "--scorer", "adaptive", "--grid", str(grid)]
    )
    assert res.exit_code == 2
    assert res.output.strip().splitlines() == [
        f"error: {grid}: scorer 'adaptive' has no parameter 'window' (known: k, low_avg_penalty, "
        "low_sim_penalty, similarity_threshold, variance_penalty)"
    ]


# ---- honesty on the real corpus (opt-in) ------------------------------------------------------
@pytest.mark.slow
def test_nested_cv_estimate_agrees_with_held_out_core(real_data):
    """The nested-CV AUROC (index set only) should predict the held-out core suite's AUROC of
    the same scorer with the chosen params: the CIs overlap."""
    from togmal_eval import harness
    from togmal_eval.config import load_config
    from togmal_eval.goldens.loader import load_suites
    from togmal_eval.workspace import Workspace

    cfg = load_config(REPO / "togmal-eval.yaml")
    ws = Workspace(cfg)
    r = tune.nested_cv(tune.load_data(cfg, ws), "adaptive", tune.DEFAULT_GRIDS["adaptive"], seed=0)
    params = r["chosen"]["combination"]
    sc = harness.build_scorer(cfg, ws, "adaptive", None, params)
    core = harness.run(cfg, ws, load_suites(cfg, ws, ["core"]), sc)["suites"]["core"]["metrics"][
        "auroc"
    ]
    o = r["outer"]
    print(
        f"\nnested-CV AUROC {o['pooled']:.4f} [{o['ci_low']:.4f}, {o['ci_high']:.4f}]; "
        f"core AUROC {core['value']:.4f} [{core['ci_low']:.4f}, {core['ci_high']:.4f}]; params {params}"
    )
    assert core["ci_low"] <= o["ci_high"] and o["ci_low"] <= core["ci_high"]


# ---- calibrated (tune_stacker) ---------------------------------------------------------------------
SMALL_CALIBRATED = {"k": [10, 20], "temperature": [0.1, 0.2]}


def test_calibrated_nested_cv_never_fits_on_its_test_rows_and_is_reproducible(data):
    from togmal_eval import tune_stacker

    audit: list = []
    r = tune_stacker.nested_cv(data, SMALL_CALIBRATED, outer=3, seed=0, n_boot=50, audit=audit)
    assert len(audit) == 3
    scored = set()
    for a in audit:
        fitted = set(a["fitted_ids"])
        assert not fitted & set(a["scored_ids"])  # nothing fitted on what it scores
        assert set(a["neighbour_ids"]) <= fitted  # neighbours only from the training rows
        assert not scored & set(a["scored_ids"])
        scored |= set(a["scored_ids"])
    assert scored == set(data.ids.tolist())  # every row scored exactly once
    assert r["scorer"] == "calibrated" and r["n_points"] == 4 and len(r["folds"]) == 3
    for f in r["folds"]:
        assert set(f["best_params"]) == {"k", "temperature"}
        assert 0.0 <= f["outer_score"] <= 1.0
    # the planted difficulty direction is learnable out of sample
    assert r["outer"]["pooled"] > 0.7
    again = tune_stacker.nested_cv(data, SMALL_CALIBRATED, outer=3, seed=0, n_boot=50)
    assert tune.report_json(again) == tune.report_json(r)


def test_calibrated_outer_score_equals_a_plain_fit_on_the_outer_training_rows(data):
    """The outer prediction is exactly what the calibrated scorer fitted on the outer-training
    rows alone would say about the outer-test rows."""
    from sklearn.metrics import roc_auc_score

    from togmal_eval import tune_stacker
    from togmal_eval.index.knn import topk_cosine
    from togmal_eval.risk import calibrated as cal
    from togmal_eval.risk.priors import IndexStats

    grid = {"k": [20]}
    r = tune_stacker.nested_cv(data, grid, outer=3, seed=0, n_boot=50)
    otr, ote = tune.split(data, np.arange(len(data)), 3, 0, level="outer")[0]
    p = {**{k: cal.CalibratedScorer.defaults[k] for k in cal.CalibratedScorer.FIT_KEYS}, "k": 20}
    texts = [rec.text for rec in data.corpus.records]
    model = cal.fit(
        data.vectors[otr],
        data.success[otr],
        data.domains[otr],
        data.origins[otr],
        [texts[i] for i in otr],
        p,
    )
    st = IndexStats.compute(
        data.vectors[otr], data.success[otr], data.domains[otr], data.origins[otr]
    )
    idx, sims = topk_cosine(data.vectors[ote], data.vectors[otr], cal.K_POOL)
    pred = cal.predict(
        model,
        data.vectors[ote],
        [texts[i] for i in ote],
        idx,
        sims,
        data.success[otr],
        st,
        p,
    )
    want = roc_auc_score(data.y[ote], pred)
    assert r["folds"][0]["outer_score"] == pytest.approx(want, abs=1e-6)


@pytest.mark.parametrize(
    "grid,message",
    [
        ({"ood_alpha": [0.1]}, r"'ood_alpha' cannot be tuned here"),
        ({"k": [20, 80]}, r"k=80 exceeds the neighbour pool of 50"),
        ({"k": [0]}, r"grid value 0 of 'k' rejected"),
    ],
)
def test_calibrated_grid_errors(data, grid, message):
    from togmal_eval import tune_stacker
    from togmal_eval.errors import ConfigError

    with pytest.raises(ConfigError, match=message):
        tune_stacker.nested_cv(data, grid, outer=3)


# ---- near-duplicates ---------------------------------------------------------------------------
def twinned(n: int = 240, seed: int = 0, dim: int = 16, threshold: float | None = 0.95):
    """Random vectors and random labels (nothing to learn), every question present twice: a
    near-copy (cosine ~0.99) with the same outcomes, as MMLU-Pro repeats a stem under two ids."""
    base = synthetic(n, seed, dim)
    rng = np.random.default_rng(seed + 1)
    v = rng.normal(size=(n, dim))
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    twin = v + 0.02 * rng.normal(size=(n, dim))
    twin /= np.linalg.norm(twin, axis=1, keepdims=True)
    recs = list(base.corpus.records)
    copies = [
        CorpusRecord(
            f"{r.id}-twin",
            r.text,
            r.domain,
            r.origin,
            r.answer,
            r.n_options,
            r.outcomes,
            r.label_provenance,
        )
        for r in recs
    ]
    corpus = Corpus("twins", base.corpus.models, recs + copies)
    by_id = dict(zip([r.id for r in recs + copies], np.vstack([v, twin]), strict=True))
    vectors = np.array([by_id[r.id] for r in corpus.records], np.float32)  # the corpus's order
    return tune.TuneData(corpus, vectors, duplicate_threshold=threshold)


def test_duplicate_clusters_equal_a_slow_union_find():
    from togmal_eval.index.knn import duplicate_clusters

    rng = np.random.default_rng(3)
    v = rng.normal(size=(60, 8))
    # a chain: 10 and 12 each at cosine 0.995 to 11, but only 0.980 to each other
    v[11] /= np.linalg.norm(v[11])
    side = rng.normal(size=8)
    side -= (side @ v[11]) * v[11]
    side /= np.linalg.norm(side)
    v[10], v[12] = v[11] + 0.1 * side, v[11] - 0.1 * side
    v[40] = v[5] * 3.0  # same direction, other length
    u = v / np.linalg.norm(v, axis=1, keepdims=True)
    assert float(u[10] @ u[12]) < 0.99 <= float(u[10] @ u[11])

    def find(parent, i):
        while parent[i] != i:
            i = parent[i]
        return i

    for thr in (0.9, 0.99, 0.999):
        parent = list(range(len(v)))
        for i in range(len(v)):
            for j in range(i + 1, len(v)):
                if float(u[i] @ u[j]) >= thr:
                    a, b = find(parent, i), find(parent, j)
                    parent[max(a, b)] = min(a, b)
        ref = [
            min(k for k in range(len(v)) if find(parent, k) == find(parent, i))
            for i in range(len(v))
        ]
        assert duplicate_clusters(v, thr, chunk=7).tolist() == ref
    got = duplicate_clusters(v, 0.99)
    assert got[40] == got[5] == 5 and got[10] == got[11] == got[12] == 10


def test_merge_groups_joins_what_either_labelling_joins():
    origins = np.array(["o1", "o1", "o2", "o3", "o4"])
    clusters = np.array([7, 8, 8, 9, 9])  # a twin pair spans o1/o2, another o3/o4
    g = tune.merge_groups(origins, clusters)
    assert g[0] == g[1] == g[2] and g[3] == g[4] and g[0] != g[3]


@pytest.mark.parametrize("group", [None, "origin"])
def test_split_keeps_near_duplicates_in_one_fold(group):
    d = twinned()
    assert len(np.unique(d.clusters)) == len(d) // 2  # every question found with its twin
    for tr, va in tune.split(d, np.arange(len(d)), 4, 0, group=group):
        assert not set(d.clusters[tr]) & set(d.clusters[va])
    twins = np.char.endswith(d.ids.astype(str), "-twin")
    with pytest.raises(RuntimeError, match="near-duplicate"):
        tune.check_fold(d, np.nonzero(~twins)[0], np.nonzero(twins)[0], "o0")


def test_near_duplicates_do_not_inflate_the_nested_cv_estimate():
    """Labels are random, so an honest estimate is near 0.5. Split without regard to twins, a
    question's twin in the training rows gives its label away."""
    grid = {"k": [1, 3], "temperature": [0.05], "prior": ["global"]}
    leaky = tune.nested_cv(twinned(threshold=None), "fusion", grid, outer=4, inner=3, n_boot=50)
    honest = tune.nested_cv(twinned(), "fusion", grid, outer=4, inner=3, n_boot=50)
    assert leaky["outer"]["pooled"] > 0.8
    assert abs(honest["outer"]["pooled"] - 0.5) < 0.1
    assert honest["near_duplicates"] == {"threshold": 0.95, "questions": 480, "clusters": 240}
    assert leaky["near_duplicates"]["clusters"] == 0


def test_calibrated_nested_cv_keeps_near_duplicates_apart_from_what_they_score():
    from togmal_eval import tune_stacker

    d = twinned()
    audit: list = []
    r = tune_stacker.nested_cv(d, SMALL_CALIBRATED, outer=3, seed=0, n_boot=50, audit=audit)
    for a in audit:
        fitted = d.clusters[np.isin(d.ids, a["fitted_ids"])]
        assert not set(fitted) & set(d.clusters[np.isin(d.ids, a["scored_ids"])])
    assert abs(r["outer"]["pooled"] - 0.5) < 0.1  # random labels: no copy gives one away


def test_a_duplicate_threshold_that_joins_everything_is_a_clear_error():
    d = twinned(threshold=-1.0)  # every pair "near-duplicate": one cluster
    with pytest.raises(ConfigError, match="1 cluster"):
        tune.split(d, np.arange(len(d)), 4, 0)
