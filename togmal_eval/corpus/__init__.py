"""Corpus records, importers and the fingerprint."""

from .records import Corpus, CorpusRecord, origin_family

__all__ = ["Corpus", "CorpusRecord", "origin_family"]
