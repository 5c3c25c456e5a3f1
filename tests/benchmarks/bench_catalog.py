"""Benchmark: reading the shipped catalogue (run by `make bench`; not a pytest test).

Every start that computes reads the catalogue: parse its TOML files, then validate each entry
with pydantic, where every text field passes the text rules (app.model.text_rules; some 8 000
strings). Printed, best of 5 after a warm-up, in this one run:

* the floor: ``tomllib`` parsing the files read_catalog reads, and nothing else;
* ``read_catalog`` (parse + validate) on a first start (an empty user cache folder: it parses
  and writes app.io.catalog.toml_cache's entries), its ratio to the floor (goal < 4x);
* ``read_catalog`` on the next starts (the parsed files from that cache), its ratio to the
  floor (goal < 1x: faster than parsing alone);
* the text rules alone over every string of the catalogue, the printable-text quick check
  against the character-by-character loop it skips (goal: at least 3x faster).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import tomllib
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import best_of  # noqa: E402

GOAL_RATIO, GOAL_CACHED, GOAL_TEXT = 4.0, 1.0, 3.0


def strings(value) -> list[str]:
    """Every string in a parsed TOML document."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def slow_problem(text: str) -> bool:
    """The character-by-character loop of text_problem, without its quick check."""
    for char in text:
        code = ord(char)
        if 0xD800 <= code <= 0xDFFF or 0xFDD0 <= code <= 0xFDEF or (code & 0xFFFE) == 0xFFFE:
            return True
        if unicodedata.category(char) == "Cc" or char in "\u2028\u2029":
            return True
    return False


def main() -> int:
    os.environ["GPU_TCO_HOME"] = tempfile.mkdtemp(prefix="gpu-tco-bench-")  # no user files
    from app import paths
    from app.io.catalog import toml_cache
    from app.io.catalog.files import FILES, META_FILE, read_catalog
    from app.model.text_rules import text_problem

    def first_start():
        shutil.rmtree(toml_cache.cache_dir(), ignore_errors=True)
        return read_catalog(folder)

    folder = paths.catalog_dir()
    files = [folder / name for name in (*FILES.values(), META_FILE) if (folder / name).is_file()]
    texts = [f.read_text(encoding="utf-8") for f in files]
    floor = best_of(lambda: [tomllib.loads(t) for t in texts], 5, warm_up=True)
    full = best_of(first_start, 5, warm_up=True)
    cached = best_of(lambda: read_catalog(folder), 5, warm_up=True)
    words = [s for t in texts for s in strings(tomllib.loads(t))]
    quick = best_of(lambda: [text_problem(s) for s in words], 5, warm_up=True)
    loop = best_of(lambda: [slow_problem(s) for s in words], 5, warm_up=True)
    print(f"catalogue TOML parse alone (floor)     : {floor * 1000:7.1f} ms ({len(files)} files)")
    print(f"read_catalog, first start              : {full * 1000:7.1f} ms = "
          f"{full / floor:.2f}x the floor (goal < {GOAL_RATIO:g}x)")
    print(f"read_catalog, next start (TOML cache)  : {cached * 1000:7.1f} ms = "
          f"{cached / floor:.2f}x the floor (goal < {GOAL_CACHED:g}x)")
    print(f"text rules over {len(words)} strings: {quick * 1000:.1f} ms with the quick check, "
          f"{loop * 1000:.1f} ms character by character = {loop / quick:.1f}x faster "
          f"(goal >= {GOAL_TEXT:g}x)")
    met = full / floor < GOAL_RATIO and cached / floor < GOAL_CACHED and loop / quick >= GOAL_TEXT
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
