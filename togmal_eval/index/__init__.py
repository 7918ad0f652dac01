"""Embedding (offline model, content-addressed cache) and the LanceDB index."""
