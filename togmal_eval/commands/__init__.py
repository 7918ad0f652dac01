"""CLI commands, one module each (thin: parse, call, print)."""
