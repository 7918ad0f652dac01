"""Golden suites: schema, loader/validator, perturbations, the split command's logic."""
