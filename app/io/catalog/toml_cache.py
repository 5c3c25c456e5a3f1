"""Parsed catalogue files kept as JSON in the user cache folder, so that a start reads them fast.

``tomllib`` is pure Python: parsing the shipped catalogue's TOML is most of reading it (the
pydantic validation after it is the rest; tests/benchmarks/bench_catalog.py), while JSON parses
in C several times faster. Each entry is named by the SHA-256 of the file's text, so a changed
or another file is parsed anew; an entry that cannot be read is parsed anew and written again.
Only documents JSON holds exactly are kept (strings, integers, floats, booleans, arrays and
tables: no dates, no inf or nan); the others are parsed each time. A cache, never a source:
what it gives is validated like a freshly parsed file, and deleting the folder changes nothing
but speed. The folder keeps the newest ``KEEP`` entries.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tomllib
from pathlib import Path

from app import paths

log = logging.getLogger("gpu_tco.cache")
KEEP = 64


def cache_dir() -> Path:
    return paths.user_cache_dir() / "toml"


def loads(text: str) -> dict:
    """``tomllib.loads(text)``, from the cache when this text was parsed before (raises what
    tomllib raises)."""
    entry = cache_dir() / f"{hashlib.sha256(text.encode('utf-8')).hexdigest()}.json"
    try:
        doc = json.loads(entry.read_text(encoding="utf-8"))
        if isinstance(doc, dict):
            return doc
    except (OSError, ValueError, RecursionError):
        pass
    doc = tomllib.loads(text)
    _store(entry, doc)
    return doc


def _store(entry: Path, doc: dict) -> None:
    try:
        data = json.dumps(doc, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError):  # a date, inf or nan: not kept
        return
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        temp = entry.with_suffix(f".{os.getpid()}.tmp")
        temp.write_text(data, encoding="utf-8")
        os.replace(temp, entry)  # atomic: a reader sees the old entry, the new one or none
        _prune(entry.parent)
    except OSError as exc:  # a read-only or full disk: parse each time
        log.info("TOML cache not written: %s", exc)


def _prune(folder: Path) -> None:
    entries = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in entries[KEEP:]:
        old.unlink(missing_ok=True)
