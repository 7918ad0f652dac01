"""MMLU-Pro importers: the published TIGER-AI-Lab layout and the shared extract.

Published layout: ``eval_results/model_outputs_<model>_5shots.zip`` (or ``.json``), each a JSON
list of per-question records ``question_id, question, options, answer, category, src, pred``.
Shared extract: ``questions.jsonl.gz`` (the same records minus ``pred``) plus
``predictions.jsonl.gz`` (one line per model: ``model``, ``preds`` {question id: letter|null}).

Both yield the same corpus records. Every inconsistency is an error naming the file and record:
a question id seen twice with different text would otherwise silently mix two labels into one.
"""

from __future__ import annotations

import gzip
import io
import json
import re
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path

from ..errors import CorpusError
from .records import Corpus, CorpusRecord

REQUIRED_QUESTION_FIELDS = ("question_id", "question", "options", "answer", "category", "src")
_MODEL_FILE_RE = re.compile(
    r"^model_outputs_(?P<model>.+?)_(?P<shots>\d+)shots\.(?P<ext>zip|json)$"
)
PREFIX = "mmlu-pro"


def record_id(question_id: int) -> str:
    return f"{PREFIX}/{int(question_id)}"


def _decode(raw: bytes, where: str) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CorpusError(
            f"not UTF-8 text (invalid byte at offset {exc.start})", where=where
        ) from None


def _read_jsonl_gz(path: Path) -> Iterator[tuple[int, dict]]:
    try:
        with gzip.open(path, "rb") as fh:
            for lineno, raw in enumerate(fh, 1):
                where = f"{path}:{lineno}"
                text = _decode(raw, where).strip()
                if not text:
                    continue
                try:
                    obj = json.loads(text)
                except json.JSONDecodeError as exc:
                    raise CorpusError(f"malformed JSON ({exc.msg})", where=where) from None
                if not isinstance(obj, dict):
                    raise CorpusError(
                        f"expected a JSON object, got {type(obj).__name__}", where=where
                    )
                yield lineno, obj
    except (OSError, EOFError) as exc:
        raise CorpusError(f"cannot read gzip file ({exc})", where=str(path)) from None


def _check_question(obj: dict, where: str) -> None:
    missing = [f for f in REQUIRED_QUESTION_FIELDS if f not in obj]
    if missing:
        raise CorpusError(f"record missing field {missing[0]!r}", where=where)
    if not isinstance(obj["question_id"], int) or isinstance(obj["question_id"], bool):
        raise CorpusError(
            f"question_id must be an integer, got {obj['question_id']!r}", where=where
        )
    if not isinstance(obj["question"], str) or not obj["question"].strip():
        raise CorpusError(f"question must be non-empty text, got {obj['question']!r}", where=where)
    if not isinstance(obj["options"], list):
        raise CorpusError(f"options must be a list, got {obj['options']!r}", where=where)


class _Builder:
    """Accumulates questions and per-model predictions, checking consistency as it goes."""

    def __init__(self) -> None:
        self.questions: dict[int, dict] = {}
        self.where: dict[int, str] = {}
        self.preds: dict[str, dict[int, str | None]] = {}
        self.pred_where: dict[str, str] = {}  # where each model's predictions were first seen

    def add_question(self, obj: dict, where: str) -> None:
        _check_question(obj, where)
        qid = obj["question_id"]
        prev = self.questions.get(qid)
        if prev is not None:
            if prev["question"] != obj["question"] or prev["answer"] != obj["answer"]:
                raise CorpusError(
                    f"question_id {qid} has different text or answer than at {self.where[qid]}",
                    where=where,
                )
            return
        self.questions[qid] = {k: obj[k] for k in REQUIRED_QUESTION_FIELDS}
        self.where[qid] = where

    def add_pred(self, model: str, qid: int, pred: str | None, where: str) -> None:
        if pred is not None and not isinstance(pred, str):
            raise CorpusError(f"prediction must be a letter or null, got {pred!r}", where=where)
        self.preds.setdefault(model, {})[qid] = pred
        self.pred_where.setdefault(model, where)

    def build(self, source: str) -> Corpus:
        if not self.questions:
            raise CorpusError("no questions found", where=source)
        if not self.preds:
            raise CorpusError("no model predictions found", where=source)
        for model, preds in self.preds.items():
            unknown = sorted(set(preds) - set(self.questions))
            if unknown:
                raise CorpusError(
                    f"prediction of model {model!r} for unknown question id {unknown[0]}",
                    where=self.pred_where.get(model, source),
                )
        models = sorted(self.preds)
        provenance = f"measured:panel-{len(models)}"
        records = []
        for qid, q in self.questions.items():
            outcomes = []
            for m in models:
                p = self.preds[m]
                if qid not in p:
                    outcomes.append(".")
                else:
                    outcomes.append("1" if p[qid] is not None and p[qid] == q["answer"] else "0")
            records.append(
                CorpusRecord(
                    id=record_id(qid),
                    text=q["question"],
                    domain=str(q["category"]),
                    origin=str(q["src"]),
                    answer=str(q["answer"]),
                    n_options=len(q["options"]),
                    outcomes="".join(outcomes),
                    label_provenance=provenance,
                    options=tuple(str(o) for o in q["options"]),
                )
            )
        return Corpus(PREFIX, models, records, source)


def _load_extract(folder: Path) -> Corpus:
    b = _Builder()
    qpath = folder / "questions.jsonl.gz"
    ppath = folder / "predictions.jsonl.gz"
    for lineno, obj in _read_jsonl_gz(qpath):
        b.add_question(obj, f"{qpath}:{lineno}")
    for lineno, obj in _read_jsonl_gz(ppath):
        where = f"{ppath}:{lineno}"
        if "model" not in obj or "preds" not in obj or not isinstance(obj["preds"], dict):
            raise CorpusError("record needs 'model' and a 'preds' object", where=where)
        for key, pred in obj["preds"].items():
            try:
                qid = int(key)
            except ValueError:
                raise CorpusError(
                    f"question id must be an integer, got {key!r}", where=where
                ) from None
            b.add_pred(str(obj["model"]), qid, pred, where)
    return b.build(str(folder))


def _published_files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    folder = path / "eval_results" if (path / "eval_results").is_dir() else path
    return sorted(p for p in folder.iterdir() if _MODEL_FILE_RE.match(p.name))


def _published_payload(path: Path) -> Iterable[tuple[str, bytes]]:
    if path.suffix == ".json":
        yield str(path), path.read_bytes()
        return
    try:
        with zipfile.ZipFile(path) as zf:
            names = [n for n in zf.namelist() if n.endswith(".json")]
            if not names:
                raise CorpusError("zip archive holds no .json file", where=str(path))
            for name in sorted(names):
                yield f"{path}!{name}", zf.read(name)
    except (zipfile.BadZipFile, EOFError, OSError) as exc:
        raise CorpusError(f"corrupt zip archive ({exc})", where=str(path)) from None


def _load_published(path: Path) -> Corpus:
    files = _published_files(path)
    if not files:
        raise CorpusError(
            "no model_outputs_<model>_<N>shots.zip or .json files found", where=str(path)
        )
    b = _Builder()
    for f in files:
        m = _MODEL_FILE_RE.match(f.name)
        if m is None:
            raise CorpusError(
                "file name is not model_outputs_<model>_<N>shots.zip|json", where=str(f)
            )
        model = m["model"]
        for where, raw in _published_payload(f):
            try:
                data = json.load(io.StringIO(_decode(raw, where)))
            except json.JSONDecodeError as exc:
                raise CorpusError(
                    f"malformed JSON ({exc.msg}, line {exc.lineno})", where=where
                ) from None
            if not isinstance(data, list):
                raise CorpusError(
                    f"expected a JSON list of records, got {type(data).__name__}", where=where
                )
            for i, obj in enumerate(data):
                rwhere = f"{where}[{i}]"
                if not isinstance(obj, dict):
                    raise CorpusError(
                        f"expected a record object, got {type(obj).__name__}", where=rwhere
                    )
                b.add_question(obj, rwhere)
                if "pred" not in obj:
                    raise CorpusError("record missing field 'pred'", where=rwhere)
                b.add_pred(model, obj["question_id"], obj["pred"], rwhere)
    return b.build(str(path))


def detect_layout(path: Path) -> str:
    if not path.exists():
        raise CorpusError("path does not exist", where=str(path))
    if path.is_dir() and (path / "questions.jsonl.gz").is_file():
        if not (path / "predictions.jsonl.gz").is_file():
            raise CorpusError(
                "questions.jsonl.gz found but predictions.jsonl.gz is missing", where=str(path)
            )
        return "extract"
    if (
        path.is_file()
        and path.name.endswith((".jsonl.gz", ".jsonl"))
        and not _MODEL_FILE_RE.match(path.name)
    ):
        return "records"
    if path.is_dir() and not any(path.iterdir()):
        raise CorpusError("folder is empty", where=str(path))
    return "published"


def load_mmlu_pro(path: str | Path, panel: dict | None = None) -> Corpus:
    """Read either layout (or a normalised records file written by ``corpus import``).

    ``panel`` ({"models": [...], "question_ids": [...]}) keeps only those models and questions,
    so the published archives (more models, more questions) import to the same corpus, and the
    same fingerprint, as the extract the committed baselines were measured on.
    """
    path = Path(path)
    layout = detect_layout(path)
    if layout == "extract":
        corpus = _load_extract(path)
    elif layout == "records":
        from .store import read_records

        corpus = read_records(path)
    else:
        corpus = _load_published(path)
    return restrict_to_panel(corpus, panel, str(path)) if panel else corpus


def restrict_to_panel(corpus: Corpus, panel: dict, where: str) -> Corpus:
    models = list(panel.get("models", corpus.models))
    missing = sorted(set(models) - set(corpus.models))
    if missing:
        raise CorpusError(
            f"panel model {missing[0]!r} has no predictions in this source", where=where
        )
    ids = [record_id(q) for q in panel.get("question_ids", [])] or [r.id for r in corpus]
    absent = [i for i in ids if i not in corpus]
    if absent:
        raise CorpusError(f"panel question {absent[0]!r} is not in this source", where=where)
    cols = [corpus.models.index(m) for m in sorted(models)]
    keep = set(ids)
    records = [
        CorpusRecord(r.id, r.text, r.domain, r.origin, r.answer, r.n_options,
                     "".join(r.outcomes[c] for c in cols), f"measured:panel-{len(cols)}",
                     r.options)
        for r in corpus if r.id in keep
    ]  # fmt: skip
    return Corpus(corpus.name, sorted(models), records, corpus.source)
