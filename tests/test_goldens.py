"""Golden suites: every validation rule has a failing fixture, the committed suites load against
the real corpus with the promised sizes, the split reproduces them byte for byte, and the
perturbations are seeded and do what they say.

The rule fixtures run over the self-written 10-question extract of conftest.py:
ids mmlu-pro/100..109; 108 is theoremQA and 109 scibench (excluded from the index whole);
mmlu-pro/100 is held out here; so the index set is mmlu-pro/101..107.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from togmal_eval.cli import main
from togmal_eval.config import load_config
from togmal_eval.errors import GoldenError, ValidationErrors
from togmal_eval.goldens.loader import load_suites, parse_suite_file, resolve_names
from togmal_eval.goldens.perturb import INJECTION_WRAPPERS, OPTION_LAYOUTS, apply_perturbation
from togmal_eval.goldens.split import TEMPORAL_ORIGINS
from togmal_eval.index.options import question_stem
from togmal_eval.workspace import Workspace

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data" / "mmlu-pro"  # as in conftest.py
HELD = "mmlu-pro/100"  # held out of the index: a valid plain ref
INDEXED = "mmlu-pro/101"  # in the index set: only valid as a self-retrieval perturbation
TEMPORAL = "mmlu-pro/108"  # theoremQA: excluded from the index whole


@pytest.fixture
def fixture_cfg(tmp_path, extract_dir, monkeypatch) -> Path:
    """A config file over the fixture extract; returns its path."""
    for var in ("TOGMAL_EVAL_DATA", "TOGMAL_EVAL_CACHE", "TOGMAL_EVAL_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    (tmp_path / "heldout.txt").write_text(f"# held out\n{HELD}\n", "utf-8")
    (tmp_path / "goldens").mkdir()
    path = tmp_path / "togmal-eval.yaml"
    path.write_text(
        yaml.safe_dump(
            {
                "data_dir": str(extract_dir),
                "cache_dir": str(tmp_path / "cache"),
                "corpus": {"heldout_file": "heldout.txt"},
                "goldens": {"dir": "goldens"},
            }
        ),
        "utf-8",
    )
    return path


@pytest.fixture
def fx(fixture_cfg):
    cfg = load_config(fixture_cfg)
    return cfg, Workspace(cfg)


def write_suites(folder: Path, files: dict[str, str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / f"{name}.jsonl").write_text(text, "utf-8")
    return folder


def line(**obj) -> str:
    return json.dumps(obj)


def problems_of(fx, folder: Path, names=None) -> list[str]:
    cfg, ws = fx
    with pytest.raises(ValidationErrors) as info:
        load_suites(cfg, ws, names, folder=folder)
    return info.value.problems


GOOD = line(id="ok-1", ref=HELD)

# (case, suite text, line number of the problem, text that must appear in the message)
RULES = [
    ("malformed-json", GOOD + '\n{"id": "x-1", "ref": \n', 2, "malformed JSON"),
    (
        "unknown-field",
        GOOD + "\n" + line(id="x-1", ref=HELD, colour="red"),
        2,
        "unknown field 'colour'",
    ),
    (
        "unknown-nested-field",
        GOOD + "\n" + line(id="x-1", ref=HELD, expect={"risky": True, "hard": True}),
        2,
        "unknown field expect.'hard'",
    ),
    ("missing-id", GOOD + "\n" + line(ref=TEMPORAL), 2, "'id' is a required property"),
    ("duplicate-id", GOOD + "\n" + line(id="ok-1", ref=TEMPORAL), 2, "duplicate id 'ok-1'"),
    (
        "prompt-and-ref",
        line(id="x-1", prompt="Hi there", ref=HELD),
        1,
        "exactly one of 'prompt' or 'ref', got both",
    ),
    ("neither", line(id="x-1", tags=["a"]), 1, "exactly one of 'prompt' or 'ref', got neither"),
    ("unknown-ref", line(id="x-1", ref="mmlu-pro/99999"), 1, "unknown ref 'mmlu-pro/99999'"),
    (
        "unknown-relevant-id",
        line(id="x-1", ref=HELD, relevant_ids=["mmlu-pro/424242"]),
        1,
        "unknown relevant id 'mmlu-pro/424242'",
    ),
    ("leakage", line(id="x-1", ref=INDEXED), 1, f"ref '{INDEXED}' is in the index set (leakage)"),
    (
        "self-retrieval-of-a-held-out-question",
        line(id="x-1", ref=HELD, perturb={"kind": "casing", "seed": 1}, relevant_ids=[HELD]),
        1,
        f"self-retrieval of '{HELD}', which is not in the index set: it can never be retrieved",
    ),
    (
        "perturbation-of-another-id-leaks",
        line(
            id="x-1",
            ref=INDEXED,
            perturb={"kind": "casing", "seed": 1},
            relevant_ids=["mmlu-pro/102"],
        ),
        1,
        f"ref '{INDEXED}' is in the index set (leakage)",
    ),
    (
        "min-above-max",
        line(id="x-1", prompt="Hi", expect={"min_level": "HIGH", "max_level": "LOW"}),
        1,
        "min_level HIGH is above max_level LOW",
    ),
    (
        "risky-false-min-high",
        line(id="x-1", prompt="Hi", expect={"risky": False, "min_level": "HIGH"}),
        1,
        "risky false contradicts min_level HIGH",
    ),
    (
        "risky-false-min-critical",
        line(id="x-1", prompt="Hi", expect={"risky": False, "min_level": "CRITICAL"}),
        1,
        "risky false contradicts min_level CRITICAL",
    ),
    (
        "perturb-on-prompt",
        line(id="x-1", prompt="Hi", perturb={"kind": "typos", "seed": 0}),
        1,
        "perturb applies to a ref",
    ),
    (
        "stable-without-perturb",
        line(id="x-1", ref=HELD, expect={"stable_within": 0.1}),
        1,
        "stable_within needs a perturbation",
    ),
    (
        "unknown-level",
        line(id="x-1", prompt="Hi", expect={"min_level": "SEVERE"}),
        1,
        "'SEVERE' is not one of",
    ),
    ("not-an-object", "[1, 2]", 1, "expected a JSON object, got list"),
    (
        "bad-perturb-kind",
        line(id="x-1", ref=HELD, perturb={"kind": "shout", "seed": 0}),
        1,
        "'shout'",
    ),
]


@pytest.mark.parametrize("case,text,lineno,needle", RULES, ids=[r[0] for r in RULES])
def test_each_rule_rejects_its_fixture(fx, tmp_path, case, text, lineno, needle):
    folder = write_suites(tmp_path / "g", {"s": text})
    probs = problems_of(fx, folder)
    assert len(probs) == 1, probs
    assert probs[0].startswith(f"{folder / 's.jsonl'}:{lineno}: "), probs[0]
    assert needle in probs[0]


def test_duplicate_id_across_suites_is_found_even_when_one_suite_is_asked_for(fx, tmp_path):
    folder = write_suites(tmp_path / "g", {"a": GOOD, "b": line(id="ok-1", ref=TEMPORAL)})
    probs = problems_of(fx, folder, ["a"])
    assert len(probs) == 1
    assert "b.jsonl:1: duplicate id 'ok-1'" in probs[0] and "a.jsonl:1" in probs[0]


def test_empty_suite_is_refused(fx, tmp_path):
    folder = write_suites(tmp_path / "g", {"empty": "// only a comment\n\n", "ok": GOOD})
    assert problems_of(fx, folder) == [f"{folder / 'empty.jsonl'}: empty suite (no goldens)"]


def test_self_retrieval_perturbation_of_an_index_question_is_allowed(fx, tmp_path):
    cfg, ws = fx
    spec = {"kind": "typos", "rate": 0.2, "seed": 3}
    folder = write_suites(
        tmp_path / "g", {"s": line(id="p-1", ref=INDEXED, perturb=spec, relevant_ids=[INDEXED])}
    )
    (suite,) = load_suites(cfg, ws, None, folder=folder)
    g = suite.goldens[0]
    assert g.is_self_retrieval
    assert g.text == apply_perturbation(ws.corpus[INDEXED].text, spec) != ws.corpus[INDEXED].text


def test_risky_false_with_a_moderate_floor_is_allowed(fx, tmp_path):
    cfg, ws = fx
    folder = write_suites(
        tmp_path / "g",
        {"s": line(id="x-1", prompt="Hi", expect={"risky": False, "min_level": "MODERATE"})},
    )
    assert len(load_suites(cfg, ws, None, folder=folder)[0].goldens) == 1


def test_every_problem_is_listed_with_file_line_and_value(fx, tmp_path):
    text = "\n".join(
        [
            '{"id": "a-1", "ref": ',  # 1: malformed
            GOOD,  # 2: fine
            line(id="a-3", ref=HELD, colour="red"),  # 3: unknown field
            "// a comment",
            line(id="a-5", ref="mmlu-pro/99999"),  # 5: unknown ref
        ]
    )
    folder = write_suites(tmp_path / "g", {"s": text})
    probs = problems_of(fx, folder)
    where = str(folder / "s.jsonl")
    assert [p.split(": ", 1)[0] for p in probs] == [f"{where}:1", f"{where}:3", f"{where}:5"]
    assert '\'{"id": "a-1", "ref":\'' in probs[0]  # the text received
    assert "'colour'" in probs[1]
    assert "'mmlu-pro/99999'" in probs[2]


def test_cli_lists_all_problems_and_exits_2(fixture_cfg, tmp_path):
    text = "\n".join(
        [line(id="a-1", ref="mmlu-pro/99999"), line(id="a-1", ref=TEMPORAL), line(id="a-3")]
    )
    folder = write_suites(tmp_path / "g", {"s": text})
    res = CliRunner().invoke(
        main, ["--config", str(fixture_cfg), "goldens", "list", "--goldens", str(folder)]
    )
    assert res.exit_code == 2, res.output
    out = res.stderr
    assert "Traceback" not in out
    assert len(out.splitlines()) == 4 and "3 problem(s) found" in out.splitlines()[0], out
    for lineno, needle in ((1, "mmlu-pro/99999"), (2, "duplicate id 'a-1'"), (3, "got neither")):
        assert re.search(rf"s\.jsonl:{lineno}: .*{re.escape(needle)}", out), out


def test_cli_list_of_a_valid_folder(fixture_cfg, tmp_path):
    folder = write_suites(
        tmp_path / "g", {"mine": GOOD + "\n" + line(id="ok-2", prompt="Hi", tags=["greet"])}
    )
    res = CliRunner().invoke(
        main, ["--config", str(fixture_cfg), "goldens", "list", "--goldens", str(folder)]
    )
    assert res.exit_code == 0, res.output
    assert re.search(r"^mine\s+2 goldens\s+hash [0-9a-f]{16}$", res.stdout, re.M), res.stdout


def test_unknown_suite_names_the_suites_that_exist(fx, tmp_path):
    cfg, ws = fx
    folder = write_suites(tmp_path / "g", {"alpha": GOOD, "beta": line(id="b-1", ref=TEMPORAL)})
    with pytest.raises(GoldenError, match=r"unknown suite 'gamma'.*alpha, beta"):
        load_suites(cfg, ws, ["gamma"], folder=folder)


@pytest.mark.parametrize("name", ["../core", "a/b", "..", "core.jsonl", "/etc/passwd"])
def test_suite_name_with_a_path_is_refused(tmp_path, name):
    folder = write_suites(tmp_path / "g", {"core": GOOD})
    with pytest.raises(GoldenError, match="invalid suite name"):
        resolve_names(folder, [name])


def test_comments_and_blank_lines_are_allowed(fx, tmp_path):
    cfg, ws = fx
    text = (
        "// header\n\n   \n"
        + GOOD
        + "\n  // indented comment\n\n"
        + line(id="ok-2", ref=TEMPORAL)
        + "\n"
    )
    folder = write_suites(tmp_path / "g", {"s": text})
    (suite,) = load_suites(cfg, ws, None, folder=folder)
    assert [g.id for g in suite.goldens] == ["ok-1", "ok-2"]
    g = suite.goldens[0]
    assert g.where == f"{folder / 's.jsonl'}:4"
    rec = ws.corpus[HELD]
    assert (g.text, g.domain, g.origin, g.success_rate) == (
        rec.text,
        rec.domain,
        rec.origin,
        rec.success_rate,
    )


def suite_hash(tmp_path: Path, text: str) -> str:
    path = tmp_path / "h" / "s.jsonl"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text, "utf-8")
    suite, probs = parse_suite_file(path)
    assert not probs
    return suite.goldens_hash


def test_goldens_hash_ignores_layout_and_sees_content(tmp_path):
    base = '{"id": "x-1", "ref": "mmlu-pro/100", "tags": ["a"]}\n{"id": "x-2", "prompt": "Hi", "expect": {"risky": false}}\n'
    h = suite_hash(tmp_path, base)
    assert len(h) == 64
    relaid = (
        "// a comment\n\n"
        '{"tags": ["a"], "ref": "mmlu-pro/100", "id": "x-1"}\n'
        "\n   \n"
        '{"expect": {"risky": false},   "prompt": "Hi", "id": "x-2"}\n'
        "// trailing comment\n"
    )
    assert suite_hash(tmp_path, relaid) == h
    assert suite_hash(tmp_path, base.replace('"Hi"', '"Hi!"')) != h
    assert suite_hash(tmp_path, base.replace("false", "true")) != h
    assert suite_hash(tmp_path, base.replace('["a"]', '["a", "b"]')) != h


# ---- the committed suites, against the real corpus (no model needed) ------------------------


@pytest.fixture(scope="module")
def real_ws():
    if not (SHARED_DATA / "questions.jsonl.gz").is_file():
        pytest.skip("../shared/data/mmlu-pro is not present")
    cfg = load_config(REPO / "togmal-eval.yaml").with_overrides(data_dir=str(SHARED_DATA))
    return cfg, Workspace(cfg)


@pytest.fixture(scope="module")
def committed(real_ws):
    cfg, ws = real_ws
    return {s.name: s for s in load_suites(cfg, ws, None)}


def test_every_committed_suite_loads(committed):
    assert set(committed) >= {"core", "temporal", "false_premise", "off_topic", "adversarial"}
    for s in committed.values():
        assert all(g.text.strip() for g in s.goldens), s.name


def test_core_size_and_held_out(committed, real_ws):
    _, ws = real_ws
    core = committed["core"]
    assert len(core.goldens) >= 1000
    refs = {g.ref for g in core.goldens}
    assert len(refs) == len(core.goldens)
    assert not refs & {r.id for r in ws.index_set}
    heldout = [
        ln.strip() for ln in (REPO / "corpus" / "heldout.txt").read_text("utf-8").splitlines()
    ]
    held = {x for x in heldout if x and not x.startswith("#")}
    assert refs <= held  # every core ref is held out of the index
    extra = held - refs  # the rest: index twins of temporal questions, and nothing else
    assert all(ws.corpus[i].origin_family not in TEMPORAL_ORIGINS for i in extra)
    assert len(extra) < 50


def test_temporal_is_every_newer_question(committed, real_ws):
    _, ws = real_ws
    want = {r.id for r in ws.corpus if r.origin_family in TEMPORAL_ORIGINS}
    got = [g.ref for g in committed["temporal"].goldens]
    assert len(got) == len(set(got)) and set(got) == want
    assert len(want) == 533 + 497  # the data README's counts of theoremQA and scibench


def expectations(suite, key):
    return [g.expect.get(key) for g in suite.goldens]


def test_false_premise_has_matched_controls(committed):
    fp = committed["false_premise"]
    risky = expectations(fp, "risky")
    assert len(fp.goldens) >= 120
    assert risky.count(True) >= 60 and risky.count(False) >= 60
    assert all(g.expect.get("risky") is False for g in fp.goldens if "control" in g.tags)


def test_off_topic_has_in_domain_controls(committed):
    ot = committed["off_topic"]
    ood = expectations(ot, "ood")
    assert len(ot.goldens) >= 120 and ood.count(True) >= 90
    controls = [g for g in ot.goldens if "in-domain-control" in g.tags]
    assert len(controls) >= 30
    assert all(g.expect.get("ood") is False for g in controls)


def test_adversarial_has_perturbations_and_controls(committed):
    adv = committed["adversarial"]
    assert len(adv.goldens) >= 150
    perturbed = [g for g in adv.goldens if g.perturb]
    assert len(perturbed) >= 60 and all(g.is_self_retrieval for g in perturbed)
    kinds = {"typos", "casing", "truncate", "inject", "options", "exam"}
    assert {g.perturb["kind"] for g in perturbed} == kinds
    assert (
        expectations(adv, "risky").count(True) >= 40
        and expectations(adv, "risky").count(False) >= 40
    )


def test_split_reproduces_the_committed_files_byte_for_byte(real_ws, tmp_path):
    cfg, _ = real_ws
    out = tmp_path / "split"
    held_before = (REPO / "corpus" / "heldout.txt").read_bytes()
    res = CliRunner().invoke(
        main,
        [
            "--config",
            str(REPO / "togmal-eval.yaml"),
            "--data",
            str(SHARED_DATA),
            "goldens",
            "split",
            "--out",
            str(out),
        ],
    )
    assert res.exit_code == 0, res.output
    for name in ("core.jsonl", "temporal.jsonl"):
        assert (out / name).read_bytes() == (REPO / "goldens" / name).read_bytes(), name
    assert (REPO / "corpus" / "heldout.txt").read_bytes() == held_before  # --out leaves it alone


def test_the_options_and_exam_perturbations_reproduce_from_the_commands_that_made_them(real_ws):
    lines = (REPO / "goldens" / "adversarial.jsonl").read_text("utf-8").splitlines()
    heads = [i for i, ln in enumerate(lines) if "(generated: togmal-eval goldens perturb" in ln]
    # the first block (four kinds) predates index-set changes that moved a few of its draws; the
    # pasted-options and exam blocks must come back byte for byte
    assert len(heads) == 3
    for i in heads[1:]:
        args = re.search(r"goldens perturb ([^)]*)\)", lines[i]).group(1).split()
        res = CliRunner().invoke(
            main,
            ["--config", str(REPO / "togmal-eval.yaml"), "--data", str(SHARED_DATA),
             "goldens", "perturb", *args],
        )  # fmt: skip
        assert res.exit_code == 0, res.output
        made = res.output.splitlines()
        body = [ln for ln in lines[i + 1 :] if ln.startswith("{")][: len(made)]
        assert body == made, lines[i]
    bad = CliRunner().invoke(main, ["goldens", "perturb", "--kinds", "typos,bogus"])
    assert bad.exit_code == 2 and "unknown kind 'bogus'" in bad.output


# ---- perturbations ------------------------------------------------------------------------

TEXT = (
    "A uniform rod of length 2.0 m pivots about one end; what is its period, in seconds, "
    "for small oscillations when released from rest near the horizontal position?"
)


@pytest.mark.parametrize(
    "spec",
    [
        {"kind": "typos", "rate": 0.1, "seed": 0},
        {"kind": "casing", "seed": 0},
        {"kind": "truncate", "keep": 0.5, "seed": 0},
        {"kind": "inject", "seed": 0},
    ],
    ids=lambda s: s["kind"],
)
def test_perturbation_is_deterministic_per_seed_and_changes_the_text(spec):
    a = apply_perturbation(TEXT, spec)
    assert a == apply_perturbation(TEXT, dict(spec)) != TEXT
    outs = {apply_perturbation(TEXT, {**spec, "seed": s}) for s in range(12)}
    if spec["kind"] != "truncate":  # truncation is fully determined by `keep`
        assert len(outs) > 1, "the seed does not change anything"


def test_typos_touch_letters_only_at_about_the_rate():
    for seed in range(5):
        out = apply_perturbation(TEXT, {"kind": "typos", "rate": 0.1, "seed": seed})

        def non_letters(s):
            return [c for c in s if not c.isalpha()]

        assert non_letters(out) == non_letters(TEXT)
        letters = sum(c.isalpha() for c in TEXT)
        assert abs(sum(c.isalpha() for c in out) - letters) <= 0.2 * letters

    def edits(rate):  # positions that differ, summed over seeds
        outs = [
            apply_perturbation(TEXT, {"kind": "typos", "rate": rate, "seed": s}) for s in range(10)
        ]
        return sum(
            sum(a != b for a, b in zip(TEXT, o, strict=False)) + abs(len(o) - len(TEXT))
            for o in outs
        )

    assert edits(0.01) < edits(0.1) < edits(0.5)


def test_casing_changes_case_only():
    for seed in range(6):
        out = apply_perturbation(TEXT, {"kind": "casing", "seed": seed})
        assert out.lower() == TEXT.lower() and out != TEXT


def test_truncate_keeps_a_leading_share_of_the_words():
    words = TEXT.split()
    out = apply_perturbation(TEXT, {"kind": "truncate", "keep": 0.5, "seed": 0})
    assert out.split() == words[: round(len(words) * 0.5)]
    assert (
        apply_perturbation("one two three four", {"kind": "truncate", "keep": 0.1, "seed": 0})
        == "one two three"
    )


def test_inject_wraps_the_whole_text_in_a_known_frame():
    kinds = set()
    for seed in range(20):
        out = apply_perturbation(TEXT, {"kind": "inject", "seed": seed})
        frames = [w for w in INJECTION_WRAPPERS if w.replace("{text}", TEXT) == out]
        assert len(frames) == 1
        kinds.add(frames[0])
    assert len(kinds) > 1


def test_split_near_duplicate_helpers_on_hand_made_vectors():
    # Regression: the first split chose core questions whose identical twin (another id, same
    # stem) stayed in the index, so `goldens check` found 98 leaks in the committed core suite.
    import numpy as np

    from togmal_eval.goldens.split import near_duplicates, twins

    v = np.array(
        [
            [1.0, 0.0, 0.0],  # 0: twin of 1
            [1.0, 0.0, 0.0],  # 1: twin of 0
            [0.0, 1.0, 0.0],  # 2: alone
            [0.0, 0.6, 0.8],  # 3: cosine 0.6 to row 2: not a twin at 0.95
        ]
    )
    assert near_duplicates(v, 0.95).tolist() == [0, 1]
    assert twins(v[2:3], v, 0.95).tolist() == [2]
    assert twins(np.array([[0.0, 0.59, 0.81]]), v, 0.95).tolist() == [3]


def test_check_names_a_prompt_golden_with_a_near_twin_in_the_estimators_material(
    real_data, tmp_path
):
    """`goldens check` refuses a suite whose prompt the estimator was fitted on (reworded or not):
    the golden would measure recall, not skill."""
    from togmal_eval.risk.semantic import BANK, load_rows

    twin = next(r["text"] for r in load_rows(BANK) if r["family"] == "neutral")
    folder = tmp_path / "private"
    folder.mkdir()
    expect = {"ood": True, "risky": False}
    rows = [
        {
            "id": "p-1",
            "prompt": "Compose a sea shanty about a lighthouse keeper's cat.",
            "expect": expect,
        },
        {"id": "p-2", "prompt": twin, "expect": expect},
    ]
    (folder / "mine.jsonl").write_text("\n".join(json.dumps(r) for r in rows) + "\n", "utf-8")
    args = ["--config", str(REPO / "togmal-eval.yaml"), "--data", str(real_data)]
    res = CliRunner().invoke(main, [*args, "goldens", "check", "--goldens", str(folder)])
    assert res.exit_code == 2, res.output
    assert f"{folder / 'mine.jsonl'}:2: prompt has a near twin in the exemplar bank" in res.stderr
    assert "mine.jsonl:1:" not in res.stderr  # the shanty is nobody's twin
    (folder / "mine.jsonl").write_text(json.dumps(rows[0]) + "\n", "utf-8")
    res = CliRunner().invoke(main, [*args, "goldens", "check", "--goldens", str(folder)])
    assert res.exit_code == 0 and "nor within 0.85 of the estimator's own material" in res.stdout


def test_options_perturbation_pastes_the_questions_options_in_a_seeded_layout():
    opts = ("Wool", "Cotton", "Linen", "Silk")
    outs = set()
    for seed in range(24):
        spec = {"kind": "options", "seed": seed}
        out = apply_perturbation(TEXT, spec, opts)
        assert out == apply_perturbation(TEXT, dict(spec), opts)
        assert out.startswith(TEXT) and question_stem(out) == TEXT  # the stem comes back exact
        assert [out.index(o) for o in opts] == sorted(out.index(o) for o in opts)
        outs.add(out)
    assert len(outs) == len(OPTION_LAYOUTS)  # every layout is drawn
    with pytest.raises(ValueError, match="needs a question with answer options"):
        apply_perturbation(TEXT, {"kind": "options", "seed": 0})


def test_an_options_golden_reads_the_options_from_the_corpus(fx, tmp_path):
    import dataclasses

    cfg, ws = fx
    spec = {"kind": "options", "seed": 2}
    folder = write_suites(
        tmp_path / "g", {"s": line(id="p-1", ref=INDEXED, perturb=spec, relevant_ids=[INDEXED])}
    )
    (suite,) = load_suites(cfg, ws, None, folder=folder)
    rec = ws.corpus[INDEXED]
    assert suite.goldens[0].text == apply_perturbation(rec.text, spec, rec.options)
    assert all(o in suite.goldens[0].text for o in rec.options)
    # a question the corpus gives no options for: a validation error naming the line
    records = [dataclasses.replace(r, options=()) if r.id == INDEXED else r for r in ws.corpus]
    ws.__dict__["corpus"] = type(ws.corpus)(ws.corpus.name, ws.corpus.models, records)
    with pytest.raises(ValidationErrors, match=f"ref '{INDEXED}' has no answer options to paste"):
        load_suites(cfg, ws, None, folder=folder)


def test_the_schema_admits_exactly_the_perturbation_kinds_there_are():
    from togmal_eval.goldens.perturb import KINDS

    schema = json.loads((REPO / "togmal_eval" / "schemas" / "golden.schema.json").read_text())
    assert tuple(schema["properties"]["perturb"]["properties"]["kind"]["enum"]) == KINDS
    for kind in KINDS:  # and each one perturbs
        assert apply_perturbation(TEXT, {"kind": kind, "seed": 0}, ("yes", "no", "maybe")) != TEXT


def test_self_retrieval_of_a_question_whose_text_repeats_in_the_index_is_refused(fx, tmp_path):
    import dataclasses

    cfg, ws = fx
    spec = {"kind": "casing", "seed": 2}
    folder = write_suites(
        tmp_path / "g", {"s": line(id="p-1", ref=INDEXED, perturb=spec, relevant_ids=[INDEXED])}
    )
    twin = "mmlu-pro/102"
    text = ws.corpus[INDEXED].text
    records = [dataclasses.replace(r, text=text) if r.id == twin else r for r in ws.corpus]
    ws.__dict__["corpus"] = type(ws.corpus)(ws.corpus.name, ws.corpus.models, records)
    with pytest.raises(
        ValidationErrors, match=f"self-retrieval of '{INDEXED}', whose text '{twin}' repeats"
    ):
        load_suites(cfg, ws, None, folder=folder)
