"""The results of the last quote the app showed, kept so that the next start paints them at once.

Validating a quote with pydantic and importing the engine take longer than the whole window
(tests/benchmarks/bench_gui.py measures it), so the app starts like a spreadsheet that shows the
values saved with it: it paints the results it computed the last time it showed these exact
bytes, then validates and computes the file again right after the first paint and replaces
them. The entry holds for the file's length and CRC-32, the app version, the code of the results
model where its source is there (a development tree changes it between versions) and the
language only (a cache key, not a security check: whatever it shows is recomputed a moment
later); anything else (a changed file, another version or code, a corrupt or missing entry)
means no snapshot, and the app starts the slow way. Nothing here is ever exported or saved into
a quote.

No Qt, pydantic or numpy here: this runs before they are imported.
"""

from __future__ import annotations

import json
import logging
import zlib
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

from app import __version__, paths

log = logging.getLogger("gpu_tco.start")
FORMAT = 1


def snapshot_file() -> Path:
    return paths.user_cache_dir() / "last-results.json"


@dataclass(frozen=True)
class Snapshot:
    """A quote file's bytes (validated after the first paint) and its last results, as plain
    objects with the same attribute names as ``QuoteResult``."""

    path: Path
    data: bytes
    result: SimpleNamespace


def code_key() -> int:
    """CRC-32 of the results model's source (and of the facility figures a snapshot keeps):
    what a snapshot holds and how it reads. 0 where
    the source is not shipped (a bundle: there the version alone tells one build from another)."""
    app_dir = Path(__file__).resolve().parents[2]
    files = (app_dir / "model" / "results.py", app_dir / "model" / "notes.py",
             app_dir / "calc" / "facility.py")  # the facility figures it keeps (store)
    try:
        return zlib.crc32(b"".join(f.read_bytes() for f in files))
    except OSError:
        return 0


def _key(data: bytes, lang: str) -> dict:
    return {"format": FORMAT, "version": __version__, "code": code_key(), "lang": lang,
            "bytes": len(data), "crc32": zlib.crc32(data)}


def lookup(path: Path | None, lang: str | None) -> Snapshot | None:
    """The snapshot of ``path`` (or, with None, of the file the last snapshot was made from)
    when its entry matches the file's current bytes and ``lang`` (None: any language); None
    otherwise."""
    try:
        text = snapshot_file().read_text(encoding="utf-8")
        stored = json.loads(text, object_hook=lambda d: SimpleNamespace(**d))
        path = Path(path) if path is not None else Path(stored.path)
        data = path.read_bytes()
        key = _key(data, lang if lang is not None else getattr(stored, "lang", None))
        if any(getattr(stored, k, None) != v for k, v in key.items()):
            return None
        return Snapshot(path, data, stored.result)
    except (OSError, ValueError, AttributeError, TypeError):
        return None


def store(path: Path, lang: str, result_dump: dict) -> bool:
    """Remember ``result_dump`` (``QuoteResult.model_dump()``) as the results of ``path``'s
    current bytes; True when written. A failure is logged and ignored: the next start is only
    slower."""
    from app.calc.facility import figures  # the engine is loaded by now
    from app.io.files.atomic import atomic_write_text

    try:
        options = [{**o, "facility": figures(SimpleNamespace(**o))}
                   for o in result_dump.get("options", [])]
        entry = {**_key(Path(path).read_bytes(), lang), "path": str(Path(path).resolve()),
                 "result": {**result_dump, "options": options}}
        atomic_write_text(snapshot_file(), json.dumps(entry, separators=(",", ":"), allow_nan=False),
                          keep_backup=False)
    except (OSError, TypeError, ValueError):
        log.exception("start snapshot not written")
        return False
    return True
