"""The fine-tuned harm classifier (risk/harm_tuned.py): what it learns from, what its stored
weights are keyed by, and that it and the jailbreak classifier keep each other's weights."""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pytest

from togmal_eval.risk import finetune, harm_tuned

ROWS = [
    {"family": "harm", "risky": True, "text": "harmful request"},
    {"family": "harm", "risky": False, "text": "harmless twin"},
    {"family": "jailbreak", "risky": True, "text": "jb attack"},
    {"family": "jailbreak", "risky": False, "text": "jb look-alike"},
    {"family": "injection", "risky": True, "text": "inj attack"},
    {"family": "false_premise", "risky": True, "text": "a myth"},
    {"family": "false_premise", "risky": False, "text": "a fact"},
    {"family": "neutral", "risky": False, "text": "neutral prompt"},
    {"family": "sentence", "risky": False, "text": "exam sentence"},
]
EXTRA = [
    {"risky": True, "kind": "violence", "text": "extra harmful"},
    {"risky": False, "kind": "violence", "text": "extra look-alike"},
]


def test_training_set_takes_harmful_requests_as_positives_and_their_look_alikes_as_negatives():
    bench = [f"benchmark question {i}" for i in range(50)]
    texts, y = harm_tuned.training_set(ROWS, EXTRA, ["everyday one"], bench, n_benchmark=10, seed=3)
    labelled = dict(zip(texts, y))
    want = dict.fromkeys(("harmful request", "extra harmful"), 1.0) | dict.fromkeys(
        ("harmless twin", "neutral prompt", "exam sentence", "extra look-alike", "everyday one"),
        0.0,
    )
    assert {t: labelled.get(t) for t in want} == want
    assert sorted(t for t, v in labelled.items() if v == 1) == ["extra harmful", "harmful request"]
    # jailbreaks and myths belong to other detectors: neither is taught as either class
    assert not {"jb attack", "jb look-alike", "inj attack", "a myth", "a fact"} & set(labelled)
    drawn = [t for t in texts if t.startswith("benchmark")]
    assert len(drawn) == 10 and all(labelled[t] == 0 for t in drawn)
    # the same seeded draw as the jailbreak classifier's benchmark negatives
    jb = finetune.training_set(ROWS, bench, n_benchmark=10, seed=3, n_excerpts=0)[0]
    assert drawn == [t for t in jb if t.startswith("benchmark")]


class _Embedder:
    def __init__(self, model_path: Path, folder: Path):
        self.model_path = model_path
        self.cache = type("C", (), {"folder": folder})()
        self.identity = type("I", (), {"cache_key": "tiny"})()


def test_stored_weights_are_keyed_by_the_harm_data_and_training_code(tmp_path, monkeypatch):
    model = tmp_path / "model"
    model.mkdir()
    (model / "config.json").write_text("{}")
    files = {}
    for name, rows in (("bank", ROWS), ("extra", EXTRA), ("everyday", [{"text": "hi"}])):
        files[name] = tmp_path / f"{name}.jsonl"
        files[name].write_text("".join(json.dumps(r) + "\n" for r in rows))
    emb = _Embedder(model, tmp_path)

    def path(bench=("q one", "q two")):
        return harm_tuned.store_path(
            emb, list(bench), files["bank"], files["extra"], files["everyday"]
        )

    first = path()
    assert first.name.startswith("harm-tuned-") and first.parent == tmp_path
    assert first != finetune.store_path(emb, files["bank"], ["q one", "q two"])
    assert path(("q one",)) != first
    for name in ("extra", "everyday"):
        saved = files[name].read_text()
        files[name].write_text(saved + json.dumps({"risky": False, "text": "more"}) + "\n")
        assert path() != first, name
        files[name].write_text(saved)
    assert path() == first
    # the threshold is inference only; the training set's families are training code
    source = Path(harm_tuned.__file__).read_text("utf-8")
    key = finetune.code_key(source, harm_tuned.TRAINING_CODE, harm_tuned.INFERENCE_ONLY)
    for old, new, same in (
        ("THRESHOLD = 0.5", "THRESHOLD = 0.7", True),
        ('("harm", "neutral", "sentence")', '("harm", "neutral")', False),
    ):
        assert source.count(old) == 1, old
        edited = finetune.code_key(
            source.replace(old, new), harm_tuned.TRAINING_CODE, harm_tuned.INFERENCE_ONLY
        )
        assert (edited == key) is same, new
    # fewer benchmark questions than the negatives drawn: no classifier
    monkeypatch.setattr(harm_tuned, "store_path", lambda *a, **k: pytest.fail("not needed"))
    assert harm_tuned.load_or_train(emb, ["q one"]) is None


def test_pruning_one_kind_of_classifier_keeps_the_other_kinds_weights(tmp_path):
    def weights(name: str, age_s: float) -> Path:
        w = tmp_path / f"{name}.safetensors"
        w.write_bytes(b"w")
        os.utime(w, (1e9 - age_s, 1e9 - age_s))
        return w

    harm = [weights(f"harm-tuned-h{i}", 10 + i) for i in range(3)]
    jb_current = weights("finetuned-cur", 1)
    jb_old = weights("finetuned-old", 100)
    removed = finetune.prune(jb_current, tmp_path / "finetuned-cur-probabilities-aaaa", keep=1)
    assert removed == [jb_old] and all(w.exists() for w in harm)
    removed = finetune.prune(harm[0], tmp_path / "harm-tuned-h0-probabilities-aaaa", keep=1)
    assert set(removed) == set(harm[1:]) and jb_current.exists()
    assert np.all([harm[0].exists(), jb_current.exists()])
