"""The estimator under test: scorers, heuristics, fusion, calibration, levels."""
