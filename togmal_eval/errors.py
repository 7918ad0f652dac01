"""One exception hierarchy; each class carries the process exit code the CLI uses.

Exit codes (documented in the README):
  0 pass · 1 regression beyond tolerance · 2 bad input or usage · 3 comparison refused.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_REGRESSION = 1
EXIT_BAD_INPUT = 2
EXIT_REFUSED = 3


class TogmalError(Exception):
    """Base class: an expected failure, printed as one line without a traceback."""

    exit_code = EXIT_BAD_INPUT


class BadInput(TogmalError):
    """Bad data, config or arguments: names the file, line/key and the value received."""

    exit_code = EXIT_BAD_INPUT

    def __init__(self, message: str, *, where: str | None = None):
        self.where = where
        super().__init__(f"{where}: {message}" if where else message)


class ValidationErrors(BadInput):
    """Several problems found at once (all are listed, not only the first)."""

    def __init__(self, problems: list[str]):
        self.problems = list(problems)
        head = f"{len(self.problems)} problem(s) found"
        super().__init__(head + ":\n  " + "\n  ".join(self.problems))


class ConfigError(BadInput):
    """togmal-eval.yaml or a parameter is invalid."""


class CorpusError(BadInput):
    """A corpus source is missing, corrupt or inconsistent."""


class GoldenError(BadInput):
    """A golden suite is malformed or leaks into the index."""


class ComparisonRefused(TogmalError):
    """Two reports are not comparable (fingerprint, goldens hash, missing baseline)."""

    exit_code = EXIT_REFUSED


class Regression(TogmalError):
    """A metric moved beyond tolerance."""

    exit_code = EXIT_REGRESSION
