"""togmal-eval: a golden-suite regression harness for a ToGMAL-style prompt-risk estimator."""

__version__ = "0.1.0"
