"""Generated catalogues for the update tests: a copy of the shipped one with a later date, some
GPU values changed (each with a source of its own) and a release note of our own."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from tests.conftest import ROOT

SOURCE = "test: generated catalogue 2027, https://example.org/datasheet"


def newer_catalogue(folder: Path, date: str = "2027-06-01", gpu_changes: dict | None = None,
                    release: str | None = None, release_nl: str | None = None) -> Path:
    """``gpu_changes``: {(gpu id, field): value}; a field ``perf.<class>`` (``busy_w.<class>``) changes that
    class's throughput (busy power). ``release``: the RELEASE.md text (None: the shipped one is kept)."""
    folder = Path(folder)
    shutil.copytree(ROOT / "catalog", folder)
    (folder / "catalog.toml").write_text(f'date = "{date}"\n', encoding="utf-8")
    text = (folder / "gpus.toml").read_text(encoding="utf-8")
    for (gpu_id, field), value in (gpu_changes or {}).items():
        text = _change(text, gpu_id, field, value)
    (folder / "gpus.toml").write_text(text, encoding="utf-8")
    for name, note in (("RELEASE.md", release), ("RELEASE.nl.md", release_nl)):
        if note is not None:
            (folder / name).write_text(note, encoding="utf-8")
    return folder


def _change(text: str, gpu_id: str, field: str, value) -> str:
    start = text.index(f'id = "{gpu_id}"')
    end = text.find("\n[[gpu]]", start)
    end = len(text) if end < 0 else end
    block = text[start:end]
    table, _, key = field.partition(".")
    nested = table in ("perf", "busy_w")
    at = block.index(f"[gpu.{table}]") if nested else 0
    name = key if nested else field
    pattern = re.compile(rf"^{re.escape(name)} = .*$", re.MULTILINE)
    old = pattern.search(block[at:])
    stated = re.search(r'precision = "[a-z0-9]+", ', old.group(0)) if old else None
    keep = stated.group(0) if stated else ""  # a newer value is at the same number format
    line = f'{name} = {{ value = {value}, {keep}source = "{SOURCE}", confidence = "measured" }}'
    changed, count = pattern.subn(line, block[at:], count=1)
    assert count == 1, f"{gpu_id} has no {field} line to change"
    return text[:start] + block[:at] + changed + text[end:]


def fresh_quote():
    """The example quote with its snapshot taken from the catalogue in use now (so it differs
    from that catalogue in nothing)."""
    from app.io.catalog.store import load_catalog
    from app.io.quote.store import load_quote, snapshot_for
    from app.model import CatalogSnapshot, Quote
    from tests.conftest import EXAMPLES

    quote = load_quote(EXAMPLES / "example.quote.json")
    empty = quote.model_copy(update={"catalog": CatalogSnapshot()})
    snap = snapshot_for(empty, load_catalog())
    return Quote.model_validate({**quote.model_dump(), "catalog": snap.model_dump()})
