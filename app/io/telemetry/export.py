"""The offline file: a Prometheus import's aggregates as a small JSON, and reading it back.

Why: customers who will not open their Prometheus to a laptop run ``gpu-tco prom-export`` next
to it and send the file (per-GPU figures, groups, the load curve per model: kilobytes, no raw
samples, no credentials). The app, ``import-prom`` and the Measurements page read it into the
same ``FleetImport`` as a live import. Strict JSON (no NaN, each key once, bounded nesting);
written atomically; read back only after every value passed the live import's bounds
(``export_check``).
"""

from __future__ import annotations

import json
from pathlib import Path

from app.calc.measured import PowerFit
from app.errors import InputFileError, Said
from app.io.files.atomic import atomic_write_text
from app.io.smi.profile import GpuProfile
from app.io.smi.summary import _clean
from app.io.telemetry.curl_route import read_answers, read_json_file
from app.io.telemetry.export_check import check_export
from app.io.telemetry.fleet import FORMAT, VERSION, FleetGroup, FleetImport
from app.io.words.said_json import said_from


def dumps(result: FleetImport) -> str:
    return json.dumps(_clean(result.to_dict()), indent=1, allow_nan=False, ensure_ascii=False)


def write_export(result: FleetImport, path: Path) -> Path:
    atomic_write_text(Path(path), dumps(result) + "\n")
    return Path(path)


def read_export(path: Path) -> FleetImport:
    """A file written by ``prom-export`` (or ``import-prom --out``), or the folder (or its
    manifest.json) that a ``prom-script`` script wrote; one line on any problem."""
    path = Path(path)
    if path.is_dir() or path.name == "manifest.json":  # prom-script's folder of saved answers
        return read_answers(path if path.is_dir() else path.parent)
    doc = read_json_file(path)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise InputFileError(Said("not a gpu-tco Prometheus export (written by 'gpu-tco "
                                  "prom-export')", path.name))
    if doc.get("version") != VERSION or isinstance(doc.get("version"), bool):
        raise InputFileError(Said("export version {version}; this app reads version {current}",
                                  path.name, version=repr(doc.get("version")),
                                  current=str(VERSION)))
    check_export(doc, path.name)  # every value as a live import gives it, or one line
    try:
        profiles = []
        for item in doc["gpus"]:
            item = dict(item)
            fit = item.pop("fit", None)
            prof = GpuProfile(**item)
            prof.fit = PowerFit(**fit) if fit else None
            profiles.append(prof)
        groups = [FleetGroup(**g) for g in doc["groups"]]
        result = FleetImport(dict(doc["source"]), profiles, groups, dict(doc["curve"]),
                             dict(doc["day_night"]), _notes(doc))
        result.source["url"], result.source["window_text"], result.source["query"]  # noqa: B018
    except (KeyError, TypeError) as exc:
        raise InputFileError(Said("the export is incomplete or damaged ({why})", path.name,
                                  why=str(exc))) from None
    if not profiles:
        raise InputFileError(Said("the export holds no GPU", path.name))
    return result


def _notes(doc: dict) -> list:
    """The export's notes: as the import wrote them (in the reader's language on the page)
    where their templates came along, else the English lines."""
    notes = [str(n) for n in doc.get("notes", [])]
    kept = doc.get("note_templates")
    if not isinstance(kept, list) or len(kept) != len(notes):
        return notes
    return [said_from(data, note) for data, note in zip(kept, notes)]
