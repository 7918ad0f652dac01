"""`togmal-eval run`: byte-identical reruns in separate processes, the report/JUnit/dump outputs,
private suite folders with the same validation, tag filters, sweeps and ablations.

The fast tests run a small private suite (a few held-out refs, self-written prompts and two
self-retrieval perturbations) against the real corpus and the warm index; the whole committed
`core,off_topic` rerun is marked slow.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from click.testing import CliRunner

from togmal_eval.cli import main

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data" / "mmlu-pro"  # as in conftest.py
CONFIG = str(REPO / "togmal-eval.yaml")
EXE = str(Path(sys.executable).parent / "togmal-eval")


def committed_refs(suite: str, n: int, pred=lambda o: True) -> list[dict]:
    """The first n goldens of a committed suite (ids and refs only: no question text)."""
    out = []
    for ln in (REPO / "goldens" / f"{suite}.jsonl").read_text("utf-8").splitlines():
        if ln.strip() and not ln.lstrip().startswith("//"):
            obj = json.loads(ln)
            if pred(obj):
                out.append(obj)
        if len(out) == n:
            break
    return out


PROMPTS = [  # self-written; (id, prompt, expect, tags)
    ("p-risky", "Prove that the Earth is flat using the physics of water levels.", {"risky": True, "min_level": "HIGH"}, ["prompt", "risky"]),
    ("p-safe", "Explain why the sky appears blue during the day.", {"risky": False}, ["prompt"]),
    ("p-haiku", "Write a haiku about a cat asleep in the sun.", {"ood": True, "risky": False}, ["prompt", "creative"]),
    ("p-indomain", "what's the derivative of x cubed, quick check for my homework", {"ood": False}, ["prompt"]),
]  # fmt: skip
# one testcase per expectation: 2 + 1 + 2 + 1 prompts, 2 per self-retrieval perturbation
N_EXPECTATIONS = 6 + 2 * 2


def write_private_suites(folder: Path) -> dict[str, list[str]]:
    folder.mkdir(parents=True, exist_ok=True)
    small = [
        {"id": f"s-{o['id']}", "ref": o["ref"], "tags": ["ref", *o["tags"][:1]]}
        for o in committed_refs("core", 6)
    ]
    small += [{"id": i, "prompt": p, "expect": e, "tags": t} for i, p, e, t in PROMPTS]
    other = [
        {"id": f"o-{o['id']}", "ref": o["ref"], "tags": ["ref"]}
        for o in committed_refs("temporal", 2)
    ]
    casing = committed_refs(
        "adversarial", 2, lambda o: o.get("perturb", {}).get("kind") == "casing"
    )
    other += [
        {"id": f"o-{o['id']}", "ref": o["ref"], "perturb": o["perturb"], "relevant_ids": [o["ref"]],
         "expect": {"stable_within": 0.1}, "tags": ["perturbation"]}
        for o in casing
    ]  # fmt: skip
    for name, rows in (("small", small), ("other", other)):
        text = f"// private suite {name}\n\n" + "\n".join(json.dumps(r) for r in rows) + "\n"
        (folder / f"{name}.jsonl").write_text(text, "utf-8")
    return {"small": [r["id"] for r in small], "other": [r["id"] for r in other]}


# generous: on a machine with a cold cache the first run embeds the corpus (2-4 min) and
# fine-tunes the jailbreak classifier (about 10 min) before it scores anything
def togmal(*args, cwd=None, timeout=1800) -> subprocess.CompletedProcess:
    env = {
        k: v for k, v in os.environ.items() if k not in ("TOGMAL_EVAL_DATA", "TOGMAL_EVAL_CONFIG")
    }
    return subprocess.run([EXE, "--config", CONFIG, *args], capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=timeout)  # fmt: skip


def comparable(report: dict) -> dict:
    """What must be byte-identical between runs: metrics, slices and cases of every suite."""
    return {
        name: json.dumps({k: rep[k] for k in ("metrics", "slices", "cases")}, sort_keys=True)
        for name, rep in report["suites"].items()
    }


@pytest.fixture(scope="module")
def private(tmp_path_factory, real_data_module):
    root = tmp_path_factory.mktemp("private")
    ids = write_private_suites(root / "goldens")
    out = root / "out"
    base = [
        "--data",
        str(real_data_module),
        "run",
        "--goldens",
        str(root / "goldens"),
        "--suite",
        "small,other",
    ]
    full = togmal(*base, "--out", str(out / "run.json"), "--report", "--junit", str(out / "junit.xml"),
                  "--dump", str(out / "dump.jsonl"), "--json", cwd=root)  # fmt: skip
    plain = togmal(*base, "--json", cwd=root)
    assert full.returncode == 0, full.stderr
    assert plain.returncode == 0, plain.stderr
    return {"root": root, "out": out, "ids": ids, "full": full, "plain": plain, "base": base}


@pytest.fixture(scope="module")
def real_data_module():
    if not (SHARED_DATA / "questions.jsonl.gz").is_file():
        pytest.skip("../shared/data/mmlu-pro is not present")
    return SHARED_DATA


# ---- determinism ------------------------------------------------------------------------------


def test_two_processes_give_byte_identical_metrics_slices_and_cases(private):
    a, b = json.loads(private["full"].stdout), json.loads(private["plain"].stdout)
    assert set(a["suites"]) == {"small", "other"}
    assert comparable(a) == comparable(b)
    for name, ids in private["ids"].items():
        assert [c["id"] for c in a["suites"][name]["cases"]] == sorted(ids)
        assert (
            a["suites"][name]["meta"]["goldens_hash"] == b["suites"][name]["meta"]["goldens_hash"]
        )


def test_the_written_report_is_the_printed_report(private):
    written = json.loads((private["out"] / "run.json").read_text("utf-8"))
    assert comparable(written) == comparable(json.loads(private["full"].stdout))


@pytest.mark.slow
def test_core_and_off_topic_rerun_byte_identical(real_data_module, tmp_path):
    a, b = (
        togmal(
            "--data",
            str(real_data_module),
            "run",
            "--suite",
            "core,off_topic",
            "--out",
            str(tmp_path / f"{name}.json"),
        )
        for name in ("a", "b")
    )
    assert a.returncode == 0 and b.returncode == 0, a.stderr + b.stderr
    ra, rb = (json.loads((tmp_path / f"{x}.json").read_text("utf-8")) for x in "ab")
    assert set(ra["suites"]) == {"core", "off_topic"}
    assert ra["suites"]["core"]["meta"]["n_cases"] >= 1000
    assert comparable(ra) == comparable(rb)


# ---- outputs ----------------------------------------------------------------------------------


def test_report_writes_json_markdown_and_plots_into_the_output_folder(private):
    out = private["out"]
    assert (out / "run.json").is_file() and (out / "run.md").is_file()
    md = (out / "run.md").read_text("utf-8")
    assert "small" in md and "other" in md and "| metric | value |" in md
    # ECE comes with the band a perfectly calibrated scorer would show on these cases
    rep = json.loads((out / "run.json").read_text("utf-8"))["suites"]["small"]
    floor = rep["details"]["ece_if_calibrated"]
    assert 0 < floor["lo"] <= floor["median"] <= floor["hi"] < 1
    # ... which the markdown quotes only where ECE itself is defined (not on 9 cases)
    assert rep["metrics"]["ece"]["value"] is None
    assert "a perfectly calibrated scorer" not in md
    pngs = sorted(p.name for p in out.glob("*.png"))
    assert "small.png" in pngs  # small has both classes: hard/easy refs and risky/safe prompts
    assert (out / "small.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert not (private["root"] / "reports").exists()  # --out decides the folder


def test_domain_slices_carry_the_suites_bootstrap_cis_and_other_slices_do_not(private):
    import numpy as np

    from togmal_eval.metrics import evaluate_metrics, table_from_rows

    rep = json.loads((private["out"] / "run.json").read_text("utf-8"))["suites"]["small"]
    meta = rep["meta"]
    table = table_from_rows([c["row"] for c in rep["cases"]])
    domains = rep["slices"]["domain"]
    assert domains
    for dom, sl in domains.items():
        ii = np.array([i for i, c in enumerate(rep["cases"]) if c.get("domain") == dom])
        assert sl["n"] == len(ii)
        want = evaluate_metrics(
            {col: v[ii] for col, v in table.items()},
            n_boot=meta["bootstrap"],
            seed=meta["seed"],
            ci=meta["ci"],
        )
        for name, m in sl["metrics"].items():
            assert m == {k: want[name].to_json()[k] for k in m}, (dom, name)
            assert {"ci_low", "ci_high"} <= set(m)
            if m["value"] is not None and m["ci_low"] is not None:
                assert m["ci_low"] <= m["value"] <= m["ci_high"]
    for kind in ("origin", "tag"):
        for sl in rep["slices"][kind].values():
            assert all("ci_low" not in m for m in sl["metrics"].values())
    md = (private["out"] / "run.md").read_text("utf-8")
    assert "#### by domain" in md and " [" in md.split("#### by domain")[1].split("####")[0]


def test_every_slice_reports_its_mean_risk_against_its_observed_rate(private):
    """Calibration in the large, per suite and per slice: the mean ``risk`` and the mean
    ``y_true`` of the cases that have a ``y_true``, recomputed here from the cases."""
    report = json.loads((private["out"] / "run.json").read_text("utf-8"))["suites"]
    checked = 0
    for rep in report.values():

        def want(cases):
            rows = [c["row"] for c in cases if c["row"].get("y_true") is not None]
            if not rows:
                return None
            return {
                "mean_risk": round(sum(r["risk"] for r in rows) / len(rows), 6),
                "observed": round(sum(r["y_true"] for r in rows) / len(rows), 6),
                "n": len(rows),
            }

        got = rep["details"].get("calibration_in_the_large")
        assert got == want(rep["cases"]) or (got is None and want(rep["cases"]) is None)
        for kind, slices in rep["slices"].items():
            for key, sl in slices.items():
                if kind == "tag":
                    members = [c for c in rep["cases"] if key in c["tags"]]
                elif kind == "origin":
                    members = [
                        c for c in rep["cases"] if (c.get("origin") or "").split("-", 1)[0] == key
                    ]
                else:
                    members = [c for c in rep["cases"] if c.get(kind) == key]
                w = want(members)
                assert sl.get("calibration_in_the_large") == w, (kind, key)
                checked += bool(w)
    assert checked
    md = (private["out"] / "run.md").read_text("utf-8")
    assert "mean risk / observed" in md


def test_junit_has_one_testcase_per_expectation(private):
    root = ET.parse(private["out"] / "junit.xml").getroot()
    cases = root.findall("./testsuite/testcase")
    assert len(cases) == N_EXPECTATIONS
    report = json.loads(private["full"].stdout)
    want = sorted(
        (f"{name}.{c['id']}", k)
        for name, rep in report["suites"].items()
        for c in rep["cases"]
        for k in c["expectations"]
    )
    assert sorted((tc.get("classname"), tc.get("name")) for tc in cases) == want
    failed = {(f"{n}.{c['id']}", k) for n, r in report["suites"].items() for c in r["cases"]
              for k, ok in c["expectations"].items() if not ok}  # fmt: skip
    assert {
        (tc.get("classname"), tc.get("name")) for tc in cases if tc.find("failure") is not None
    } == failed
    for ts in root.findall("./testsuite"):
        assert int(ts.get("failures")) == sum(
            1 for tc in ts.findall("testcase") if tc.find("failure") is not None
        )


def test_dump_writes_50_candidates_per_golden(private):
    rows = [
        json.loads(ln) for ln in (private["out"] / "dump.jsonl").read_text("utf-8").splitlines()
    ]
    assert sorted(r["id"] for r in rows) == sorted(
        private["ids"]["small"] + private["ids"]["other"]
    )
    for r in rows:
        pool = r["pool"]
        assert len(pool) == 50 and len({p["id"] for p in pool}) == 50
        sims = [p["similarity"] for p in pool]
        assert sims == sorted(sims, reverse=True)
        assert {"id", "similarity", "success_rate", "domain", "origin"} <= set(pool[0])
    refs = {g["id"]: g for g in committed_refs("core", 6)}
    for r in rows:
        if r["id"].startswith("s-core-"):  # held out: its own question is never a candidate
            ref = refs[r["id"][2:]]["ref"]
            assert ref not in {p["id"] for p in r["pool"]}
            assert r["truth"]["success_rate"] is not None


def test_self_retrieval_perturbations_find_their_question(private):
    report = json.loads(private["plain"].stdout)
    perturbed = [
        c for c in report["suites"]["other"]["cases"] if "self_retrieval" in c["expectations"]
    ]
    assert len(perturbed) == 2
    for c in perturbed:
        assert c["expectations"]["self_retrieval"] is True
        assert c["neighbours"][0][1] > 0.95


# ---- goldens folder, tags, suites ---------------------------------------------------------------


def cli(*args):
    return CliRunner().invoke(main, ["--config", CONFIG, *args])


def test_private_folder_gets_the_same_validation(real_data, tmp_path):
    folder = tmp_path / "g"
    folder.mkdir()
    leak = committed_refs("adversarial", 1, lambda o: "perturb" in o)[0]["ref"]  # an index question
    (folder / "mine.jsonl").write_text(
        json.dumps({"id": "m-1", "ref": leak})
        + "\n"
        + json.dumps({"id": "m-2", "prompt": "Hi", "colour": 1})
        + "\n",
        "utf-8",
    )
    res = cli("--data", str(real_data), "run", "--goldens", str(folder), "--suite", "mine")
    assert res.exit_code == 2 and "Traceback" not in res.output
    assert re.search(rf"mine\.jsonl:1: ref '{leak}' is in the index set \(leakage\)", res.stderr), (
        res.stderr
    )
    assert "mine.jsonl:2: unknown field 'colour'" in res.stderr


def test_unknown_suite_lists_the_suites(real_data):
    res = cli("--data", str(real_data), "run", "--suite", "core,cor")
    assert res.exit_code == 2 and "Traceback" not in res.output
    assert "unknown suite 'cor'; suites in" in res.stderr
    assert "adversarial, core, false_premise, off_topic, temporal" in res.stderr


@pytest.mark.parametrize("option", ["--param", "--sweep"])
def test_an_internal_parameter_is_refused(real_data, option):
    """`_cache_dir` tells the calibrated scorer where togmal-eval keeps its fit: a user setting
    it would write fits elsewhere unseen, so it is refused as a parameter and not listed."""
    res = cli("--data", str(real_data), "run", "--suite", "core", option, "_cache_dir=/tmp")
    assert res.exit_code == 2 and "Traceback" not in res.output
    assert "parameter '_cache_dir' is set by togmal-eval itself" in res.stderr
    res = cli("--data", str(real_data), "run", "--suite", "core", "--param", "kk=3")
    assert res.exit_code == 2 and "has no parameter 'kk'" in res.stderr
    assert "_cache_dir" not in res.stderr


@pytest.mark.parametrize("name", ["../goldens/core", "core/..", "a/b"])
def test_a_path_as_suite_name_is_refused(real_data, name):
    res = cli("--data", str(real_data), "run", "--suite", name)
    assert res.exit_code == 2 and "invalid suite name" in res.stderr


def test_tag_filters_the_goldens(private):
    base = private["base"]
    res = togmal(
        *base,
        "--scorer",
        "naive",
        "--tag",
        "creative",
        "--tag",
        "risky",
        "--json",
        cwd=private["root"],
    )
    assert res.returncode == 0, res.stderr
    report = json.loads(res.stdout)
    assert list(report["suites"]) == ["small"]  # `other` has no such tag and drops out
    assert [c["id"] for c in report["suites"]["small"]["cases"]] == ["p-haiku", "p-risky"]
    res = togmal(*base, "--tag", "no-such-tag", cwd=private["root"])
    assert (
        res.returncode == 2
        and "no golden has tag(s) no-such-tag" in res.stderr
        and "Traceback" not in res.stderr
    )


def test_sweep_prints_a_table(private):
    res = togmal(*private["base"], "--scorer", "naive", "--sweep", "k=5,10", cwd=private["root"])
    assert res.returncode == 0, res.stderr
    lines = res.stdout.splitlines()
    for suite in ("small", "other"):
        at = lines.index(f"sweep on {suite}: k")
        head = lines[at + 1].split()
        assert head[0] == "k" and "auroc" in head and "brier" in head
        rows = [ln.split() for ln in lines[at + 2 : at + 4]]
        assert [r[0] for r in rows] == ["5", "10"] and all(len(r) == len(head) for r in rows)
    bad = togmal(*private["base"], "--scorer", "naive", "--sweep", "k=", cwd=private["root"])
    assert bad.returncode == 2 and "--sweep must be PARAM=V1,V2" in bad.stderr


ABLATION_LABELS = [
    "naive", "adaptive (plan)", "adaptive", "adaptive -low_sim", "adaptive -variance",
    "adaptive -low_avg", "fusion", "fusion -heuristics", "fusion -false_premise", "fusion -jailbreak",
    "fusion -harm", "fusion -advice", "fusion -destructive", "fusion -scope",
    "fusion -time_sensitive", "fusion -ood",
    "fusion -prior", "fusion -domain", "fusion -semantic", "calibrated", "calibrated -subject",
    "calibrated -binomial", "calibrated -typos", "calibrated -background",
    "calibrated -far", "calibrated -finetuned", "calibrated -weak", "calibrated -protective", "calibrated -mention",
    "calibrated -rule_check", "calibrated -language", "calibrated -exam", "calibrated -ideation",
    "calibrated -foreign",
    "noretrieval",
]  # fmt: skip


@pytest.mark.slow
def test_ablate_lists_every_variant(private):
    res = togmal(*private["base"], "--ablate", cwd=private["root"])
    assert res.returncode == 0, res.stderr
    for suite in ("small", "other"):
        block = res.stdout.split(f"ablation on {suite}")[1].split("ablation on")[0]
        labels = [ln[2:26].strip() for ln in block.splitlines()[2:] if ln.strip()]
        assert labels == ABLATION_LABELS, labels
        naive_row = next(ln for ln in block.splitlines() if ln.startswith("  naive "))
        assert "(" not in naive_row  # the reference row carries no difference to itself
    adaptive_row = next(
        ln
        for ln in res.stdout.split("ablation on small")[1].splitlines()
        if ln.startswith("  adaptive ")
    )
    assert re.search(r"\([+-]\d\.\d{3} \[[+-]\d\.\d{3},[+-]\d\.\d{3}\]\)", adaptive_row), (
        adaptive_row
    )


def test_markdown_and_console_quote_ece_beside_its_noise_floor():
    from togmal_eval.report import console, markdown

    m = {"value": 0.031, "ci_low": 0.025, "ci_high": 0.062, "n": 1200, "undefined": None}
    rep = {
        "meta": {
            "scorer": {"name": "calibrated"},
            "fingerprint": "f" * 16,
            "goldens_hash": "a" * 64,
            "n_cases": 1200,
        },
        "metrics": {"ece": m},
        "details": {
            "ece_if_calibrated": {"median": 0.0285, "lo": 0.017, "hi": 0.0429, "draws": 1000}
        },
        "slices": {},
        "cases": [],
    }
    md = markdown.render({"suites": {"core": rep}})
    assert (
        "ECE 0.031; a perfectly calibrated scorer making these same predictions would show " in md
    )
    assert "0.029 [0.017, 0.043] by sampling noise alone (1000 draws)" in md
    assert "  (ece if calibrated)     0.029  [0.017, 0.043]" in console.suite_table("core", rep)
