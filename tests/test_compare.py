"""compare / baselines / `togmal-eval compare`: one hand-made report pair per outcome."""

from __future__ import annotations

import copy
import hashlib
import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from togmal_eval import baselines as bl
from togmal_eval import compare as cmp
from togmal_eval.commands.compare import compare_cmd

FP = "0123456789abcdef"
OTHER_FP = "fedcba9876543210"


# ---- factory ---------------------------------------------------------------------------------
def make_cases(n=40, *, level_fail=(), level=None, neighbours=None, expect_fail=()):
    """``n`` cases core-0000..: y_true alternates 0/1, risk tracks it (auroc 1.0 on rows).

    ``level_fail``: indexes whose ``level_pass`` row value is 0 (the rest 1).
    ``expect_fail``: indexes whose ``expectations.min_level`` is false.
    ``level`` / ``neighbours``: {index: value} overrides of prediction.level / neighbour ids.
    """
    cases = []
    for i in range(n):
        y = i % 2
        cases.append(
            {
                "id": f"core-{i:04d}",
                "tags": [],
                "domain": "math",
                "origin": "ori_mmlu-x",
                "truth": {"success_rate": 0.3 if y else 0.8, "risky": None, "ood": None},
                "prediction": {
                    "risk": 0.7 if y else 0.2,
                    "difficulty": 0.6,
                    "ood": 0.1,
                    "level": (level or {}).get(i, "HIGH" if y else "LOW"),
                },
                "neighbours": [
                    [nid, 0.9 - 0.01 * k]
                    for k, nid in enumerate(
                        (neighbours or {}).get(i, [f"mmlu-pro/{i}", f"mmlu-pro/{i + 1000}"])
                    )
                ],
                "expectations": {"min_level": i not in expect_fail},
                "row": {
                    "y_true": y,
                    "risk": 0.7 if y else 0.2,
                    "level_pass": 0 if i in level_fail else 1,
                },
            }
        )
    return cases


def metric(value, undefined=None, n=40):
    return {"value": value, "ci_low": None, "ci_high": None, "n": n, "undefined": undefined}


def make_suite(name="core", *, fp=FP, goldens_hash="aa" * 32, metrics=None, cases=None):
    metrics = {"auroc": 0.8, "ece": 0.05, "brier": 0.2} if metrics is None else metrics
    return {
        "meta": {
            "fingerprint": fp,
            "suite": name,
            "goldens_hash": goldens_hash,
            "scorer": {"name": "fusion", "params": {}},
            "tool_version": "0.1.0",
            "git_commit": "abc123",
            "created_at": "2025-01-01T00:00:00Z",
            "n_cases": 40,
            "bootstrap": 200,
            "seed": 0,
            "ci": 0.95,
        },
        "metrics": {k: (v if isinstance(v, dict) else metric(v)) for k, v in metrics.items()},
        "details": {},
        "slices": {"domain": {}, "origin": {}, "tag": {}},
        "cases": make_cases() if cases is None else cases,
    }


def make_report(*suites, schema_version=1):
    return {"schema_version": schema_version, "suites": {s["meta"]["suite"]: s for s in suites}}


def write(path: Path, doc) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


def store_baseline(bdir: Path, suite: dict) -> Path:
    name, fp = suite["meta"]["suite"], suite["meta"]["fingerprint"]
    doc = {"schema_version": 1, "provenance": {"reason": "test"}, "suites": {name: suite}}
    return write(bdir / fp / f"{name}.json", doc)


def run(*args, obj=None):
    return CliRunner().invoke(compare_cmd, [str(a) for a in args], obj=obj)


def tree_hash(root: Path) -> dict[str, str]:
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


@pytest.fixture
def pair(tmp_path):
    """Write a baseline file and a new report file; returns a function (base, new) -> paths."""

    def _pair(base_suite, new_suite):
        b = write(tmp_path / "base.json", make_report(base_suite))
        n = write(tmp_path / "new.json", make_report(new_suite))
        return b, n

    return _pair


@pytest.fixture(autouse=True)
def _no_config(tmp_path, monkeypatch):
    """No stray togmal-eval.yaml from the checkout: defaults (tolerance 0.02) unless a test writes one."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("TOGMAL_EVAL_CONFIG", raising=False)


# ---- verdicts --------------------------------------------------------------------------------
def test_identical_reports_pass(pair):
    res = run(*pair(make_suite(), make_suite()))
    assert res.exit_code == 0, res.output
    assert "✅ pass" in res.output
    assert "❌" not in res.output


def test_auroc_drop_is_a_regression(pair):
    res = run(*pair(make_suite(), make_suite(metrics={"auroc": 0.75, "ece": 0.05, "brier": 0.2})))
    assert res.exit_code == 1, res.output
    row = next(line for line in res.output.splitlines() if line.startswith("| auroc"))
    assert "❌" in row and "−0.0500" in row


@pytest.mark.parametrize("name", ["ece", "brier"])
def test_lower_is_better_metric_rising_is_a_regression(pair, name):
    base = make_suite()
    worse = make_suite(metrics={"auroc": 0.8, "ece": 0.05, "brier": 0.2} | {name: 0.3})
    assert run(*pair(base, worse)).exit_code == 1
    # the same size of move downward is an improvement, not a regression
    better = make_suite(metrics={"auroc": 0.8, "ece": 0.05, "brier": 0.2} | {name: 0.0})
    assert run(*pair(base, better)).exit_code == 0


def test_within_tolerance_passes_and_the_boundary_is_not_a_regression(pair):
    base = make_suite(metrics={"auroc": 0.80})
    assert run(*pair(base, make_suite(metrics={"auroc": 0.785}))).exit_code == 0
    # 0.80 - 0.78 is 0.020000000000000018 in floats; a move equal to the tolerance passes
    assert run(*pair(base, make_suite(metrics={"auroc": 0.78}))).exit_code == 0
    assert run(*pair(base, make_suite(metrics={"auroc": 0.779}))).exit_code == 1
    # --tolerance widens the default threshold
    assert (
        run(*pair(base, make_suite(metrics={"auroc": 0.75})), "--tolerance", "0.1").exit_code == 0
    )


def test_per_metric_override_changes_the_verdict(pair, tmp_path):
    base, new = pair(make_suite(metrics={"auroc": 0.80}), make_suite(metrics={"auroc": 0.75}))
    assert run(base, new).exit_code == 1
    cfg = write(
        tmp_path / "togmal-eval.yaml",
        "compare:\n  tolerance: 0.02\n  metrics:\n    auroc:\n      min_absolute_change: 0.1\n",
    )
    res = run(base, new, obj={"config_path": str(cfg)})
    assert res.exit_code == 0, res.output
    # found in the working directory as well, without the group passing it
    assert run(base, new).exit_code == 0
    # gate: false reports the regression without gating it
    write(cfg, "compare:\n  metrics:\n    auroc:\n      gate: false\n")
    res = run(base, new)
    assert res.exit_code == 0 and "regressed (not gated)" in res.output


def test_absolute_and_relative_thresholds_must_both_be_exceeded():
    default, rules = cmp.rules_from_config(
        {
            "tolerance": 0.02,
            "metrics": {"auroc": {"min_absolute_change": 0.01, "min_relative_change": 0.1}},
        }
    )
    rule = rules["auroc"]
    assert not rule.exceeded(0.03, 0.5)  # beyond 0.01 but not beyond 10% of 0.5
    assert rule.exceeded(0.06, 0.5)
    assert not rule.exceeded(-0.5, 0.5)  # an improvement never regresses
    only_rel = cmp.rules_from_config({"metrics": {"ece": {"min_relative_change": 0.5}}})[1]["ece"]
    assert only_rel.min_absolute_change is None
    assert only_rel.exceeded(0.03, 0.05) and not only_rel.exceeded(0.02, 0.05)
    assert default.min_absolute_change == 0.02


def test_fingerprint_mismatch_is_refused(pair):
    res = run(*pair(make_suite(), make_suite(fp=OTHER_FP)))
    assert res.exit_code == 3, res.output
    assert "fingerprints differ" in res.output


def test_goldens_hash_mismatch_is_refused(pair):
    res = run(*pair(make_suite(), make_suite(goldens_hash="bb" * 32)))
    assert res.exit_code == 3, res.output
    assert "goldens hash differs" in res.output


def test_missing_baseline_is_refused(tmp_path):
    new = write(tmp_path / "new.json", make_report(make_suite()))
    res = run(new, "--baselines", tmp_path / "baselines")
    assert res.exit_code == 3
    assert "no baseline for suite 'core'" in res.output


def test_corrupt_baseline_json_is_bad_input_naming_the_file(tmp_path):
    bdir = tmp_path / "baselines"
    broken = write(bdir / FP / "core.json", '{"schema_version": 1, "suites": {')
    new = write(tmp_path / "new.json", make_report(make_suite()))
    res = run(new, "--baselines", bdir)
    assert res.exit_code == 2
    assert str(broken) in res.output and "corrupt JSON" in res.output
    # two-file form too
    res = run(broken, new)
    assert res.exit_code == 2 and str(broken) in res.output


def test_future_schema_version_is_bad_input(pair, tmp_path):
    base, _ = pair(make_suite(), make_suite())
    future = write(tmp_path / "future.json", make_report(make_suite(), schema_version=2))
    res = run(base, future)
    assert res.exit_code == 2
    assert "written by a newer togmal-eval" in res.output
    assert len([line for line in res.output.splitlines() if line.startswith("error:")]) == 1


def test_malformed_report_is_bad_input(tmp_path):
    bad = make_report(make_suite())
    bad["suites"]["core"]["meta"]["fingerprint"] = "../../etc"
    path = write(tmp_path / "bad.json", bad)
    res = run(path, "--baselines", tmp_path / "b")
    assert res.exit_code == 2 and "fingerprint" in res.output


def test_undefined_and_unknown_metrics_are_reported_not_gated(pair):
    base = make_suite(metrics={"auroc": 0.8, "ood_auroc": 0.9, "my_metric": 0.9})
    new = make_suite(
        metrics={
            "auroc": 0.8,
            "ood_auroc": metric(None, "no case has the columns ood_true, ood_score", n=0),
            "my_metric": 0.1,  # a huge drop, but nobody knows which way is better
        }
    )
    res = run(*pair(base, new))
    assert res.exit_code == 0, res.output
    rows = {
        line.split("|")[1].strip(): line
        for line in res.output.splitlines()
        if line.startswith("| ")
    }
    assert "⚠ undefined" in rows["ood_auroc ↑"] and "no case has the columns" in rows["ood_auroc ↑"]
    assert "⚠ unknown metric" in rows["my_metric"]


def test_multi_suite_file_each_suite_with_its_own_baseline(tmp_path):
    bdir = tmp_path / "baselines"
    store_baseline(bdir, make_suite("core"))
    store_baseline(bdir, make_suite("adversarial"))
    ok = write(tmp_path / "ok.json", make_report(make_suite("core"), make_suite("adversarial")))
    assert run(ok, "--baselines", bdir).exit_code == 0
    regress = make_report(make_suite("core"), make_suite("adversarial", metrics={"auroc": 0.5}))
    res = run(write(tmp_path / "r.json", regress), "--baselines", bdir, "--json")
    assert res.exit_code == 1
    verdict = json.loads(res.output)
    assert {s["suite"]: s["status"] for s in verdict["suites"]} == {
        "adversarial": "regression",
        "core": "pass",
    }
    # refused (no baseline for "temporal") outranks the regression
    worst = make_report(make_suite("core", metrics={"auroc": 0.5}), make_suite("temporal"))
    assert run(write(tmp_path / "w.json", worst), "--baselines", bdir).exit_code == 3


def test_flips_listed_worst_first_and_capped(pair):
    base = make_suite(cases=make_cases(60))
    new = make_suite(
        cases=make_cases(
            60,
            expect_fail=range(30),  # 30 pass -> fail
            level={44: "CRITICAL"},
            neighbours={50: ["mmlu-pro/50", "mmlu-pro/7"]},
        )
    )
    v = cmp.compare_suites(base, new, default_rule=cmp.MetricRule(0.02))
    kinds = [f.kind for f in v.flips]
    assert kinds == ["expectation_failed"] * 30 + ["level_changed", "neighbours_changed"]
    assert [f.id for f in v.flips[:2]] == ["core-0000", "core-0001"]
    assert v.flips[-2].detail == "LOW → CRITICAL"
    assert v.flips[-1].detail == "+mmlu-pro/7 −mmlu-pro/1050"
    md = cmp.to_markdown([v])
    assert md.count("expectation pass → fail |") == 21  # 20 rows + the "and 10 more" row
    assert "and 10 more" in md
    assert md.index("`core-0044`") < md.index("`core-0050`")
    # fail -> pass is listed last
    back = cmp.compare_suites(new, base, default_rule=cmp.MetricRule(0.02))
    assert back.flips[-1].kind == "expectation_fixed"


def test_gate_ci_needs_the_whole_interval_beyond_the_tolerance(pair):
    rate = {"auroc": 0.8}
    base = make_suite(metrics=rate | {"level_pass_rate": 1.0})
    noisy = make_suite(
        metrics=rate | {"level_pass_rate": 0.95}, cases=make_cases(level_fail={3, 9})
    )
    b, n = pair(base, noisy)
    assert run(b, n).exit_code == 1  # point: 0.05 > 0.02
    res = run(b, n, "--gate", "ci", "--json")
    assert res.exit_code == 0, res.output  # 2 of 40 cases: the CI reaches 0
    lpr = next(
        m for m in json.loads(res.output)["suites"][0]["metrics"] if m["name"] == "level_pass_rate"
    )
    assert lpr["ci_high"] == 0.0 and lpr["ci_low"] < -0.02 and lpr["mde"] > 0
    clear = make_suite(
        metrics=rate | {"level_pass_rate": 0.6},
        cases=make_cases(level_fail=set(range(0, 40, 5)) | set(range(1, 40, 5))),
    )
    assert run(*pair(base, clear), "--gate", "ci").exit_code == 1


def test_json_and_markdown_outputs(pair, tmp_path):
    b, n = pair(make_suite(), make_suite(metrics={"auroc": 0.7, "ece": 0.05, "brier": 0.2}))
    md = tmp_path / "out" / "compare.md"
    res = run(b, n, "--json", "--markdown", md)
    assert res.exit_code == 1
    doc = json.loads(res.output)
    assert doc["status"] == "regression" and doc["exit_code"] == 1
    auroc = next(m for m in doc["suites"][0]["metrics"] if m["name"] == "auroc")
    assert auroc["status"] == "regression" and auroc["direction"] == "higher"
    assert auroc["delta"] == pytest.approx(-0.1)
    text = md.read_text("utf-8")
    assert text.startswith("## togmal-eval compare: ❌ regression")
    assert "| metric | baseline | new | Δ | paired 95% CI | MDE | threshold | status |" in text
    assert not [p for p in md.parent.iterdir() if p.name != "compare.md"]  # no temp file left


# ---- promote ---------------------------------------------------------------------------------
def test_promote_writes_atomically_with_provenance(tmp_path):
    bdir = tmp_path / "baselines"
    new = write(tmp_path / "new.json", make_report(make_suite("core"), make_suite("adversarial")))
    res = run(new, "--baselines", bdir, "--promote", "--reason", "first")
    assert res.exit_code == 0, res.output
    files = sorted(str(p.relative_to(bdir)) for p in bdir.rglob("*") if p.is_file())
    assert files == [".lock", f"{FP}/adversarial.json", f"{FP}/core.json"]
    doc = json.loads((bdir / FP / "core.json").read_text("utf-8"))
    assert doc["schema_version"] == 1 and list(doc["suites"]) == ["core"]
    assert doc["suites"]["core"] == make_suite("core")
    prov = doc["provenance"]
    assert set(prov) == {"git_commit", "date", "tool_version", "reason", "forced"}
    assert prov["git_commit"] == "abc123" and prov["reason"] == "first" and prov["forced"] is False
    # the promoted baseline is what the next compare finds
    assert run(new, "--baselines", bdir).exit_code == 0


def test_refused_promote_changes_nothing(tmp_path):
    bdir = tmp_path / "baselines"
    first = write(
        tmp_path / "first.json", make_report(make_suite("core"), make_suite("adversarial"))
    )
    assert run(first, "--baselines", bdir, "--promote").exit_code == 0
    before = tree_hash(bdir)
    # adversarial regresses: neither suite may be written
    worse = make_report(
        make_suite("core", metrics={"auroc": 0.9}),
        make_suite("adversarial", metrics={"auroc": 0.5}),
    )
    res = run(write(tmp_path / "worse.json", worse), "--baselines", bdir, "--promote")
    assert res.exit_code == 1
    assert "nothing written" in res.output
    assert tree_hash(bdir) == before
    # a goldens change is refused (3) and writes nothing either
    changed = write(tmp_path / "g.json", make_report(make_suite("core", goldens_hash="cc" * 32)))
    assert run(changed, "--baselines", bdir, "--promote").exit_code == 3
    assert tree_hash(bdir) == before


def test_forced_promote_replaces_a_regressing_baseline(tmp_path):
    bdir = tmp_path / "baselines"
    store_baseline(bdir, make_suite())
    worse = write(tmp_path / "worse.json", make_report(make_suite(metrics={"auroc": 0.5})))
    assert run(worse, "--baselines", bdir, "--promote", "--force").exit_code == 2  # no --reason
    res = run(worse, "--baselines", bdir, "--promote", "--force", "--reason", "new scorer")
    assert res.exit_code == 0, res.output
    doc = json.loads((bdir / FP / "core.json").read_text("utf-8"))
    assert doc["suites"]["core"]["metrics"]["auroc"]["value"] == 0.5
    assert doc["provenance"]["forced"] is True and doc["provenance"]["reason"] == "new scorer"
    assert run(worse, "--baselines", bdir).exit_code == 0


def test_promote_never_touches_another_fingerprint(tmp_path):
    bdir = tmp_path / "baselines"
    store_baseline(bdir, make_suite(fp=OTHER_FP, metrics={"auroc": 0.99}))
    other_before = tree_hash(bdir / OTHER_FP)
    new = write(tmp_path / "new.json", make_report(make_suite(metrics={"auroc": 0.5})))
    res = run(new, "--baselines", bdir, "--promote", "--force", "--reason", "x")
    assert res.exit_code == 0
    assert tree_hash(bdir / OTHER_FP) == other_before
    assert (bdir / FP / "core.json").is_file()
    # a suite name that tries to climb out is rejected before anything is written
    evil = make_report(make_suite())
    evil["suites"] = {"../" + OTHER_FP + "/core": evil["suites"]["core"]}
    evil["suites"]["../" + OTHER_FP + "/core"]["meta"]["suite"] = "../" + OTHER_FP + "/core"
    res = run(
        write(tmp_path / "evil.json", evil),
        "--baselines",
        bdir,
        "--promote",
        "--force",
        "--reason",
        "x",
    )
    assert res.exit_code == 2
    assert tree_hash(bdir / OTHER_FP) == other_before
    with pytest.raises(Exception, match="suite name"):
        bl.baseline_path(bdir, FP, "../x")


def test_interrupted_promote_keeps_the_old_baseline_and_no_temp_file(tmp_path, monkeypatch):
    bdir = tmp_path / "baselines"
    store_baseline(bdir, make_suite("core"))
    store_baseline(bdir, make_suite("adversarial"))
    old = tree_hash(bdir)
    better = make_report(
        make_suite("core", metrics={"auroc": 0.9}),
        make_suite("adversarial", metrics={"auroc": 0.9}),
    )
    path = write(tmp_path / "better.json", better)
    real_replace = os.replace
    calls = []

    def crash_on_second(src, dst):
        calls.append(dst)
        if len(calls) == 2:
            raise OSError("disk full")
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", crash_on_second)
    res = run(path, "--baselines", bdir, "--promote")
    assert res.exit_code == 2, res.output
    assert "disk full" in res.output
    monkeypatch.setattr(os, "replace", real_replace)
    after = tree_hash(bdir)
    assert {k: v for k, v in after.items() if k != ".lock"} == {
        k: v for k, v in old.items() if k != ".lock"
    }
    assert not [p for p in bdir.rglob("*.tmp")]


def test_promote_and_baseline_are_mutually_exclusive(pair):
    assert run(*pair(make_suite(), make_suite()), "--promote").exit_code == 2
    assert run(*pair(make_suite(), make_suite()), "--force").exit_code == 2


def test_compare_is_pure_and_does_not_mutate_its_inputs():
    base, new = make_suite(), make_suite(metrics={"auroc": 0.5})
    snapshot = copy.deepcopy((base, new))
    v = cmp.compare_suites(base, new, default_rule=cmp.MetricRule(0.02))
    assert v.status == cmp.REGRESSION and v.exit_code == 1
    assert (base, new) == snapshot


def test_mcnemar_on_expectation_flips_matches_scipy():
    from scipy.stats import binomtest

    from togmal_eval.compare import expectation_mcnemar

    base = make_cases(40, expect_fail=(0, 1))  # 2 goldens fail in the baseline
    new = make_cases(40, expect_fail=(1, 2, 3, 4, 5, 6))  # 0 fixed; 2..6 newly broken
    mc = expectation_mcnemar(base, new)
    assert (mc["n"], mc["fail_to_pass"], mc["pass_to_fail"]) == (40, 1, 5)
    assert mc["p_value"] == pytest.approx(binomtest(1, 6, 0.5).pvalue, abs=1e-6)
    assert expectation_mcnemar(base, base)["p_value"] == 1.0
