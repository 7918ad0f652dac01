"""The CI workflow, checked offline: valid against the GitHub workflow schema, and the steps that
make it a gate are there (a workflow that validates but never fails the job gates nothing)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "togmal-eval.yml"


def check_jsonschema(path: Path) -> subprocess.CompletedProcess:
    exe = Path(sys.executable).parent / "check-jsonschema"
    if not exe.exists():
        pytest.skip(f"check-jsonschema not installed next to {sys.executable}")
    return subprocess.run(
        [str(exe), "--builtin-schema", "vendor.github-workflows", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture(scope="module")
def wf() -> dict:
    return yaml.safe_load(WORKFLOW.read_text("utf-8"))


def steps(wf) -> list[dict]:
    return wf["jobs"]["eval"]["steps"]


def step_running(wf, fragment: str) -> dict:
    found = [s for s in steps(wf) if fragment in s.get("run", "")]
    assert found, f"no step runs {fragment!r}"
    return found[0]


def test_workflow_matches_the_github_schema():
    res = check_jsonschema(WORKFLOW)
    assert res.returncode == 0, res.stdout + res.stderr


def test_the_schema_check_can_fail(tmp_path, wf):
    broken = dict(wf)
    broken["jobs"] = {"eval": {k: v for k, v in wf["jobs"]["eval"].items() if k != "runs-on"}}
    broken["jobs"]["eval"]["timeout-minutes"] = "an hour"
    path = tmp_path / "broken.yml"
    path.write_text(yaml.safe_dump({"name": "x", "on": "pull_request", **broken}), "utf-8")
    assert check_jsonschema(path).returncode != 0


def test_triggers(wf):
    on = wf.get("on", wf.get(True))  # PyYAML reads a bare `on:` key as the boolean True
    assert "pull_request" in on and "workflow_dispatch" in on
    assert on["schedule"][0]["cron"]


def test_install_pins_cpu_torch_before_the_project(wf):
    setup = next(s for s in steps(wf) if s.get("uses", "").startswith("actions/setup-python@v5"))
    assert setup["with"]["python-version"] in ("3.11", "${{ env.PYTHON_VERSION }}")
    assert wf["env"]["PYTHON_VERSION"] == "3.11" and setup["with"]["cache"] == "pip"
    run = step_running(wf, "torch==2.13.0")["run"]
    assert "--index-url https://download.pytorch.org/whl/cpu" in run
    assert run.index("torch==2.13.0") < run.index("pip install -e .[dev]")


def test_caches_and_pinned_corpus(wf):
    job_env = wf["jobs"]["eval"]["env"]
    assert job_env["TOGMAL_EVAL_CACHE"] == "${{ github.workspace }}/.cache/togmal-eval"
    assert job_env["TOGMAL_EVAL_DATA"].endswith("data/mmlu-pro.jsonl.gz")
    caches = [s for s in steps(wf) if s.get("uses", "").startswith("actions/cache@")]
    model = next(c for c in caches if "TOGMAL_EVAL_CACHE" in c["with"]["path"])
    key = model["with"]["key"]
    hashed = key.split("hashFiles(", 1)[1].split(")", 1)[0]
    # the config, the held-out split, and what the cached fine-tuned classifier and semantic
    # detector are fitted from
    from togmal_eval.risk.finetune import EXTRA
    from togmal_eval.risk.semantic import FITTED_FROM

    trained_from = [str(p.relative_to(ROOT)) for p in (*EXTRA, *FITTED_FROM)]
    patterns = [x.strip().strip("'") for x in hashed.split(",")]

    def covered(f: str) -> bool:  # hashFiles: a path, or a folder's whole tree with "/**"
        return any(f == p or (p.endswith("/**") and f.startswith(p[:-2])) for p in patterns)

    for f in ["togmal-eval.yaml", "corpus/heldout.txt", "togmal_eval/data/exemplars.jsonl",
              "togmal_eval/risk/finetune.py", "togmal_eval/data/everyday.jsonl",
              "togmal_eval/risk/semantic.py", "togmal_eval/risk/claim_words.py",
              *trained_from]:  # fmt: skip
        assert covered(f), f
        assert (ROOT / f).is_file(), f
    # every pattern names something that exists
    for p in patterns:
        assert (ROOT / p.removesuffix("/**")).exists(), p
    assert "MMLU_PRO_COMMIT" in key
    assert wf["env"]["MMLU_PRO_COMMIT"] == "f418b116db00"
    fetch = step_running(wf, "TIGER-AI-Lab/MMLU-Pro")["run"]
    assert "--sparse" in fetch and "/eval_results/" in fetch and "$MMLU_PRO_COMMIT" in fetch
    step_running(
        wf,
        "togmal-eval corpus import mmlu-pro mmlu-pro-src/eval_results --panel corpus/mmlu-pro-panel.json"
        " --out data/mmlu-pro.jsonl.gz",
    )
    step_running(wf, "togmal-eval corpus --ingest")


def test_run_compare_summary_artifact_and_gate(wf):
    names = [s.get("name", s.get("uses")) for s in steps(wf)]
    run = step_running(wf, "togmal-eval run ")
    assert '--suite "$SUITES"' in run["run"] and "--junit reports/junit.xml" in run["run"]
    suites = wf["jobs"]["eval"]["env"]["SUITES"]
    assert "schedule" in suites and "'all'" in suites and "core,adversarial" in suites

    compare = step_running(wf, "togmal-eval compare reports/run.json --markdown reports/compare.md")
    assert compare["id"] == "compare"
    assert "set +e" in compare["run"] and "exit_code=$code" in compare["run"]  # captured, not lost

    summary = step_running(wf, "GITHUB_STEP_SUMMARY")
    assert summary["if"] == "always()" and "cat reports/compare.md" in summary["run"]

    upload = next(s for s in steps(wf) if s.get("uses") == "actions/upload-artifact@v4")
    assert upload["if"] == "always()" and upload["with"]["path"] == "reports/"

    gate = next(s for s in steps(wf) if "steps.compare.outputs.exit_code" in str(s.get("if", "")))
    assert 'exit "$CODE"' in gate["run"]
    # the order that makes the gate useful: compare, then summary and artifact, then fail
    order = [
        names.index(n) for n in (compare["name"], summary["name"], upload["name"], gate["name"])
    ]
    assert order == sorted(order)


def test_gate_script_fails_on_1_and_3_only_when_nonzero(wf):
    """Run the gate step's shell with each exit code: it must fail on 1, 2 and 3 and name them."""
    gate = next(s for s in steps(wf) if "steps.compare.outputs.exit_code" in str(s.get("if", "")))
    assert gate["if"] == "steps.compare.outputs.exit_code != '0'"
    for code in ("1", "2", "3"):
        res = subprocess.run(
            ["bash", "-c", gate["run"]], env={"CODE": code}, capture_output=True, text=True
        )
        assert res.returncode == int(code)
        assert "::error::" in res.stdout
