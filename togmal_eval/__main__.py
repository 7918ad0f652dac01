"""`python -m togmal_eval ...` is the same as the `togmal-eval` command."""

from togmal_eval.cli import main

main()
