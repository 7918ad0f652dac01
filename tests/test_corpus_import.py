"""Corpus import: the shared extract and the published TIGER-AI-Lab layout give the same records,
`corpus import` round-trips, and every kind of bad input is a one-line exit-2 error naming the
file (and record) with no partial output left behind.

All data here is self-written (conftest fixtures); the real MMLU-Pro text is never copied.
"""

from __future__ import annotations

import gzip
import json
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import FIXTURE_MODELS, fixture_preds, fixture_records, write_extract

from togmal_eval.cli import main
from togmal_eval.corpus.mmlu_pro import load_mmlu_pro
from togmal_eval.corpus.store import read_records
from togmal_eval.errors import CorpusError


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch):
    """No repo config, no inherited TOGMAL_EVAL_* variables."""
    for var in ("TOGMAL_EVAL_DATA", "TOGMAL_EVAL_CACHE", "TOGMAL_EVAL_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(tmp_path)


def panel_preds():
    """The conftest panel, plus one gap: model-c was not run on question 109."""
    preds = fixture_preds()
    del preds["model-c"]["109"]
    return preds


def published_records(model: str, preds: dict, records=None) -> list[dict]:
    out = []
    for r in fixture_records() if records is None else records:
        qid = str(r["question_id"])
        if qid in preds[model]:
            out.append(
                {
                    **r,
                    "pred": preds[model][qid],
                    "model_outputs": "Let me think. The answer is (X).",
                }
            )
    return out


def write_published(folder: Path, preds=None, *, ext: str = "zip", records=None) -> Path:
    """TIGER-AI-Lab layout: eval_results/model_outputs_<model>_5shots.zip (or .json)."""
    preds = panel_preds() if preds is None else preds
    res = folder / "eval_results"
    res.mkdir(parents=True, exist_ok=True)
    for model in preds:
        payload = json.dumps(published_records(model, preds, records), indent=1)
        name = f"model_outputs_{model}_5shots"
        if ext == "zip":
            with zipfile.ZipFile(res / f"{name}.zip", "w", zipfile.ZIP_DEFLATED) as zf:
                zf.writestr(f"{name}.json", payload)
        else:
            (res / f"{name}.json").write_text(payload, encoding="utf-8")
    return folder


def records_json(corpus) -> list[dict]:
    return [r.to_json() for r in corpus.records]


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


# ---- both layouts, same records ---------------------------------------------------------------


def test_extract_layout_labels(tmp_path):
    c = load_mmlu_pro(write_extract(tmp_path / "ex", preds=panel_preds()))
    assert c.models == FIXTURE_MODELS
    assert len(c) == 10
    assert [r.id for r in c.records] == [f"mmlu-pro/{100 + i}" for i in range(10)]
    # qid 100: a right, b right (even), c null -> wrong
    r = c["mmlu-pro/100"]
    assert (r.outcomes, r.n_models, r.success_rate) == ("110", 3, pytest.approx(2 / 3))
    assert r.label_provenance == "measured:panel-3"
    assert (r.domain, r.origin, r.answer, r.n_options) == (
        "math",
        "ori_mmlu-elementary_mathematics",
        "B",
        4,
    )
    assert r.text == "What is seven plus five?"
    # qid 101: only model-a right
    r = c["mmlu-pro/101"]
    assert (r.outcomes, r.n_models, r.success_rate) == ("100", 3, pytest.approx(1 / 3))
    # qid 109: model-c was not run -> not counted at all
    r = c["mmlu-pro/109"]
    assert (r.outcomes, r.n_models, r.success_rate) == ("10.", 2, 0.5)


def test_null_prediction_counts_as_wrong(tmp_path):
    preds = {m: {str(100 + i): None for i in range(10)} for m in ("x", "y")}
    preds["y"]["100"] = "B"  # gold of question 100
    c = load_mmlu_pro(write_extract(tmp_path / "ex", preds=preds))
    assert c["mmlu-pro/100"].success_rate == 0.5
    assert c["mmlu-pro/101"].success_rate == 0.0
    assert c["mmlu-pro/101"].n_models == 2
    assert c["mmlu-pro/100"].label_provenance == "measured:panel-2"


@pytest.mark.parametrize("ext", ["zip", "json"])
def test_published_layout_equals_extract(tmp_path, ext):
    ex = load_mmlu_pro(write_extract(tmp_path / "ex", preds=panel_preds()))
    pub_root = write_published(tmp_path / "pub", ext=ext)
    for path in (pub_root, pub_root / "eval_results"):  # repo root or its eval_results folder
        pub = load_mmlu_pro(path)
        assert pub.models == ex.models
        assert records_json(pub) == records_json(ex)


def test_published_single_archive(tmp_path):
    """One model's archive on its own is a valid (panel-1) corpus."""
    root = write_published(tmp_path / "pub")
    c = load_mmlu_pro(root / "eval_results" / "model_outputs_model-b_5shots.zip")
    assert c.models == ["model-b"]
    assert c["mmlu-pro/100"].outcomes == "1"
    assert c["mmlu-pro/101"].outcomes == "0"
    assert c["mmlu-pro/100"].label_provenance == "measured:panel-1"


def test_import_command_round_trip(tmp_path):
    for src in (
        write_extract(tmp_path / "ex", preds=panel_preds()),
        write_published(tmp_path / "pub"),
    ):
        out = tmp_path / "out" / f"{src.name}.jsonl.gz"
        res = invoke(
            "--cache-dir",
            str(tmp_path / "cache"),
            "corpus",
            "import",
            "mmlu-pro",
            str(src),
            "--out",
            str(out),
        )
        assert res.exit_code == 0, res.output
        assert "imported 10 questions, 3 models" in res.stdout
        back = read_records(out)
        direct = load_mmlu_pro(src)
        assert back.models == direct.models
        assert records_json(back) == records_json(direct)
        # and the normalised file is itself a valid --data source
        assert records_json(load_mmlu_pro(out)) == records_json(direct)
    # both layouts normalise to byte-identical files (modulo the recorded source path)
    a = gzip.decompress((tmp_path / "out" / "ex.jsonl.gz").read_bytes()).splitlines()[1:]
    b = gzip.decompress((tmp_path / "out" / "pub.jsonl.gz").read_bytes()).splitlines()[1:]
    assert a == b


def test_import_default_out_goes_to_cache(tmp_path):
    src = write_extract(tmp_path / "ex")
    cache = tmp_path / "cache"
    res = invoke("--cache-dir", str(cache), "corpus", "import", "mmlu-pro", str(src))
    assert res.exit_code == 0, res.output
    assert (cache / "corpora" / "mmlu-pro.jsonl.gz").is_file()


def test_imported_file_has_same_fingerprint_as_source(tmp_path):
    src = write_extract(tmp_path / "ex")
    out = tmp_path / "norm.jsonl.gz"
    assert invoke("corpus", "import", "mmlu-pro", str(src), "--out", str(out)).exit_code == 0
    fps = []
    for data in (src, out):
        res = invoke(
            "--data", str(data), "--cache-dir", str(tmp_path / "c"), "corpus", "--status", "--json"
        )
        assert res.exit_code == 0, res.output
        fps.append(json.loads(res.stdout)["fingerprint"])
    assert fps[0] == fps[1]


# ---- bad input --------------------------------------------------------------------------------


def _gz_lines(path: Path, lines: list[bytes]) -> None:
    with gzip.open(path, "wb") as fh:
        fh.write(b"\n".join(lines) + b"\n")


def bad_missing(tmp):
    return tmp / "no-such-folder", ["no-such-folder", "does not exist"]


def bad_empty(tmp):
    (tmp / "empty").mkdir()
    return tmp / "empty", ["empty"]


def bad_no_model_files(tmp):
    (tmp / "other").mkdir()
    (tmp / "other" / "notes.txt").write_text("hello")
    return tmp / "other", ["other", "model_outputs_"]


def bad_corrupt_zip(tmp):
    root = write_published(tmp / "pub")
    (root / "eval_results" / "model_outputs_model-b_5shots.zip").write_bytes(
        b"PK\x03\x04 truncated"
    )
    return root, ["model_outputs_model-b_5shots.zip", "corrupt zip"]


def bad_json_not_list(tmp):
    root = write_published(tmp / "pub", ext="json")
    (root / "eval_results" / "model_outputs_model-a_5shots.json").write_text('{"question_id": 1}')
    return root, ["model_outputs_model-a_5shots.json", "list"]


def bad_zip_json_not_list(tmp):
    root = write_published(tmp / "pub")
    with zipfile.ZipFile(root / "eval_results" / "model_outputs_model-c_5shots.zip", "w") as zf:
        zf.writestr("inner.json", '"just a string"')
    return root, ["model_outputs_model-c_5shots.zip", "inner.json", "list"]


def bad_malformed_json(tmp):
    root = write_published(tmp / "pub", ext="json")
    (root / "eval_results" / "model_outputs_model-a_5shots.json").write_text('[{"question_id": 1,')
    return root, ["model_outputs_model-a_5shots.json", "malformed JSON"]


def _published_without(tmp, model: str, row: int, field: str):
    """A published layout whose ``model`` file lacks ``field`` in record ``row``; the error must
    name the file, the record and the field."""
    root = write_published(tmp / "pub", ext="json")
    name = f"model_outputs_{model}_5shots.json"
    f = root / "eval_results" / name
    data = json.loads(f.read_text())
    del data[row][field]
    f.write_text(json.dumps(data))
    return root, [f"{name}[{row}]", f"'{field}'"]


def bad_missing_field_published(tmp):
    return _published_without(tmp, "model-b", 3, "category")


def bad_missing_pred_published(tmp):
    return _published_without(tmp, "model-a", 2, "pred")


def bad_missing_field_extract(tmp):
    recs = fixture_records()
    del recs[4]["question"]
    return write_extract(tmp / "ex", records=recs), ["questions.jsonl.gz:5", "'question'"]


def bad_duplicate_id_extract(tmp):
    recs = fixture_records()
    recs.append({**recs[0], "question": "What is seven plus six?"})
    return write_extract(tmp / "ex", records=recs), [
        "questions.jsonl.gz:11",
        "question_id 100",
        "questions.jsonl.gz:1",
    ]


def bad_duplicate_id_published(tmp):
    """Two models' archives disagree on a question's text: two labels would be mixed into one."""
    root = write_published(tmp / "pub", ext="json")
    f = root / "eval_results" / "model_outputs_model-c_5shots.json"
    data = json.loads(f.read_text())
    data[1]["question"] = "What is twelve divided by three?"
    f.write_text(json.dumps(data))
    return root, ["model_outputs_model-c_5shots.json[1]", "question_id 101"]


def bad_unknown_prediction(tmp):
    preds = fixture_preds()
    preds["model-b"]["999"] = "A"
    return write_extract(tmp / "ex", preds=preds), ["predictions.jsonl.gz:2", "model-b", "999"]


def bad_non_utf8_extract(tmp):
    ex = write_extract(tmp / "ex")
    lines = gzip.decompress((ex / "questions.jsonl.gz").read_bytes()).splitlines()
    lines[2] = lines[2].replace(b"Solve", b"So\xffve")
    _gz_lines(ex / "questions.jsonl.gz", lines)
    return ex, ["questions.jsonl.gz:3", "UTF-8"]


def bad_non_utf8_published(tmp):
    root = write_published(tmp / "pub")
    f = root / "eval_results" / "model_outputs_model-a_5shots.zip"
    payload = (
        json.dumps(published_records("model-a", panel_preds()))
        .encode()
        .replace(b"seven", b"sev\xe9n")
    )
    with zipfile.ZipFile(f, "w") as zf:
        zf.writestr("model_outputs_model-a_5shots.json", payload)
    return root, ["model_outputs_model-a_5shots.zip", "UTF-8"]


def bad_truncated_gzip(tmp):
    ex = write_extract(tmp / "ex")
    raw = (ex / "predictions.jsonl.gz").read_bytes()
    (ex / "predictions.jsonl.gz").write_bytes(raw[: len(raw) // 2])
    return ex, ["predictions.jsonl.gz"]


def bad_predictions_missing(tmp):
    ex = write_extract(tmp / "ex")
    (ex / "predictions.jsonl.gz").unlink()
    return ex, ["predictions.jsonl.gz"]


BAD = [
    bad_missing,
    bad_empty,
    bad_no_model_files,
    bad_corrupt_zip,
    bad_json_not_list,
    bad_zip_json_not_list,
    bad_malformed_json,
    bad_missing_field_published,
    bad_missing_pred_published,
    bad_missing_field_extract,
    bad_duplicate_id_extract,
    bad_duplicate_id_published,
    bad_unknown_prediction,
    bad_non_utf8_extract,
    bad_non_utf8_published,
    bad_truncated_gzip,
    bad_predictions_missing,
]


@pytest.mark.parametrize("make", BAD, ids=[f.__name__[4:] for f in BAD])
def test_bad_input_is_one_line_exit_2_without_output(tmp_path, make):
    src, expected = make(tmp_path)
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    out = out_dir / "corpus.jsonl.gz"
    res = invoke(
        "--cache-dir",
        str(tmp_path / "cache"),
        "corpus",
        "import",
        "mmlu-pro",
        str(src),
        "--out",
        str(out),
    )
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output
    assert res.exception is None or isinstance(res.exception, SystemExit)
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1, res.stderr
    assert lines[0].startswith("error: ")
    for fragment in expected:
        assert fragment in lines[0], (fragment, lines[0])
    # nothing half-written is visible: no output file, no temp file beside it
    assert not out.exists()
    assert list(out_dir.iterdir()) == []
    assert not (tmp_path / "cache" / "corpora").exists()


@pytest.mark.parametrize("make", [bad_corrupt_zip, bad_unknown_prediction], ids=["zip", "pred"])
def test_failed_import_keeps_previous_output(tmp_path, make):
    out = tmp_path / "corpus.jsonl.gz"
    good = write_extract(tmp_path / "good")
    assert invoke("corpus", "import", "mmlu-pro", str(good), "--out", str(out)).exit_code == 0
    before = out.read_bytes()
    src, _ = make(tmp_path)
    assert invoke("corpus", "import", "mmlu-pro", str(src), "--out", str(out)).exit_code == 2
    assert out.read_bytes() == before


def test_bad_data_dir_for_other_commands(tmp_path):
    """`--data` pointing at bad input fails the same way for status, not only for import."""
    src, _ = bad_corrupt_zip(tmp_path)
    res = invoke("--data", str(src), "--cache-dir", str(tmp_path / "c"), "corpus", "--status")
    assert res.exit_code == 2
    assert "Traceback" not in res.output
    assert "model_outputs_model-b_5shots.zip" in res.stderr


def test_loader_raises_corpus_error(tmp_path):
    src, _ = bad_unknown_prediction(tmp_path)
    with pytest.raises(CorpusError) as err:
        load_mmlu_pro(src)
    assert err.value.exit_code == 2


# ---- panel: the published archives reduced to the default corpus -----------------------------
def test_panel_reduces_published_archives_to_the_extract(tmp_path):
    """The published archives hold more models and questions than the extract the baselines
    were measured on; --panel keeps exactly the extract's, so the fingerprint matches."""
    ext = load_mmlu_pro(write_extract(tmp_path / "ext", preds=panel_preds()))
    extra_q = {**fixture_records()[0], "question_id": 999, "question": "What is two plus two?"}
    preds = panel_preds()
    preds["model-z"] = {str(r["question_id"]): r["answer"] for r in fixture_records()}
    for m in preds:
        preds[m]["999"] = "A"
    pub = write_published(tmp_path / "pub", preds, records=[*fixture_records(), extra_q])
    panel = {"models": ext.models, "question_ids": [int(r.id.split("/")[1]) for r in ext]}
    panel_file = tmp_path / "panel.json"
    panel_file.write_text(json.dumps(panel))
    assert len(load_mmlu_pro(pub)) == len(ext) + 1  # without the panel: the extra question
    out = tmp_path / "reduced.jsonl.gz"
    res = invoke(
        "corpus", "import", "mmlu-pro", str(pub), "--panel", str(panel_file), "--out", str(out)
    )
    assert res.exit_code == 0, res.output
    assert records_json(read_records(out)) == records_json(ext)
    bad = tmp_path / "bad-panel.json"
    bad.write_text(json.dumps({"models": ["model-nope"]}))
    res = invoke("corpus", "import", "mmlu-pro", str(pub), "--panel", str(bad), "--out", str(out))
    assert res.exit_code == 2 and "model-nope" in res.output and "Traceback" not in res.output


def test_line_separator_in_question_text_round_trips(tmp_path):
    # Regression: read_records used str.splitlines(), which also splits at U+2028 inside a JSON
    # string (real MMLU-Pro text has one), so a normalised corpus failed to load back.
    recs = fixture_records()
    recs[3]["question"] = "A line\u2028separator and a paragraph\u2029separator in one question?"
    ext = load_mmlu_pro(write_extract(tmp_path / "ext", records=recs))
    out = tmp_path / "norm.jsonl.gz"
    assert (
        invoke("corpus", "import", "mmlu-pro", str(tmp_path / "ext"), "--out", str(out)).exit_code
        == 0
    )
    assert records_json(read_records(out)) == records_json(ext)
